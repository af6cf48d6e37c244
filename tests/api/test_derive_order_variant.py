"""A derivation whose batched MatMul has two operand orders worth measuring (the dilated band
products: instantiate.other_order) is realized in both (api/derivations._realize): each order
a full instantiation checked exactly, both timed, the faster kept, and the report says which
order it is, so `vopt audit` checks the one that runs. The pass's operators (Conv) offer one
order: their timed candidates are as before."""

import pytest
from onnx import helper

pytest.importorskip("tvm")

from derive_helpers import small_conv

from verified_opt.api import derivations
from verified_opt.audit.derivation import _swapped
from verified_opt.check.instantiation import check_instantiation
from verified_opt.derive.expr import Tensor, from_json
from verified_opt.derive.lower import g2bmm, gbmm
from verified_opt.derive.search import derive

SHAPES = {"gbmm": {"P": (2, 128, 17), "V": (2, 128, 8)},
          "g2bmm": {"Q": (2, 128, 16), "Kt": (2, 128, 16)}}


def realized(band):
    shapes = SHAPES[band]
    if band == "gbmm":
        root = gbmm(Tensor("P", shapes["P"]), Tensor("V", shapes["V"]), 8, 2)
    else:
        root = g2bmm(Tensor("Q", shapes["Q"]), Tensor("Kt", shapes["Kt"]), 8, 2)
    c = derive(root)[0]
    assert c.steps
    # a band product has no ONNX operator: the node only names the output (and ORT's side
    # of the timing, which these tests replace)
    node = helper.make_node("Identity", [next(iter(shapes))], ["Y"], name=band)
    res = derivations.DeriveResult(band, band, "", 0.0, 1, [], proto=node,
                                   shapes=shapes, consts={}, root=root)
    res.derived = derivations._realize(c, res, ("z3",))
    return res


@pytest.fixture(scope="module", params=["gbmm", "g2bmm"])
def band(request):
    return request.param, realized(request.param)


def test_both_orders_are_offered_and_checked(band):
    _, res = band
    ds = res.derived
    # copies as Gather and as eOperators, each in both orders: four instantiations, one
    # candidate, the same proved steps
    assert sorted((d.gather, d.swap) for d in ds) == [(False, False), (False, True),
                                                       (True, False), (True, True)]
    assert all(d.status == "usable" and d.inst is not None for d in ds)
    assert all(d.candidate is ds[0].candidate and d.certificates == ds[0].certificates
               for d in ds)
    for g in (True, False):
        first, other = (next(d for d in ds if d.gather == g and d.swap == s)
                        for s in (False, True))
        [mm] = first.matmul_operands
        assert other.matmul_operands == [{"stage": mm["stage"], "left": mm["right"],
                                          "right": mm["left"]}]
        assert first.kinds == other.kinds
        assert first.to_json()["matmul_order"] == "fewest transposes"
        assert other.to_json()["matmul_order"] == "other"
    # each is checked again from its report, in the order the report names
    for d in ds:
        doc = derivations.derivation_document(res, d, [])
        assert doc["matmul_order"] == d.matmul_order and _swapped(doc) == d.swap
        assert doc["matmul_operands"] == d.matmul_operands
        ok, why = check_instantiation(from_json(doc["final"]), set(), gather=d.gather,
                                      swap=_swapped(doc))
        assert ok, why
    with pytest.raises(ValueError):
        _swapped({"matmul_order": "backwards"})


@pytest.mark.parametrize("fast", [False, True])
def test_the_order_measured_faster_is_kept(band, monkeypatch, fast):
    """Which order wins is measurement's: stub times where the other order is the fast one
    (the dilated GBMM measured so) and where the first one is (the dilated G2BMM)."""
    _, res = band
    times = {(g, s): 1.0 + 2 * (s != fast) + 0.5 * (not g)
             for g in (True, False) for s in (False, True)}

    def timed(models, feeds, repeat=15, threads=2, timer=None):
        usable = [d for d in res.derived if d.status == "usable"]
        assert len(models) == 1 + len(usable)   # ORT's side, then every variant
        return [9.0] + [times[(d.gather, d.swap)] for d in usable]

    monkeypatch.setattr(derivations, "time_models", timed)
    derivations.measure_result(res)
    assert res.best is not None and res.best.swap == fast and res.best.gather
    assert res.best.ms == min(d.ms for d in res.derived if d.ms is not None)


def test_a_conv_offers_one_order():
    _, _, res = small_conv()
    assert res.derived and not any(d.swap for d in res.derived)
    assert all(d.to_json()["matmul_order"] == "fewest transposes" for d in res.derived)
