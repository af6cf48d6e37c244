"""A derivation whose instantiation has a Gather (derive/match_gather.py) is also realized
with those copies as eOperators (api/derivations._realize): both are proved and checked,
timed side by side, and the report records which one it is, so `vopt audit` checks the
instantiation that runs."""

import dataclasses

import pytest

pytest.importorskip("tvm")

from derive_helpers import small_conv

from verified_opt.api import derivations
from verified_opt.audit.derivation import recheck_derivation
from verified_opt.derive import match_gather


@pytest.fixture(scope="module")
def conv():
    return small_conv()


def _twins(res):
    with_gather = [d for d in res.derived if any(k == "Gather" for _, k in d.kinds)]
    assert with_gather, [d.kinds for d in res.derived]
    d = with_gather[0]
    twin = next(e for e in res.derived if e.candidate is d.candidate and e is not d)
    return d, twin


def test_a_gather_instantiation_has_an_eoperator_twin(conv):
    _, _, res = conv
    d, twin = _twins(res)
    assert d.gather and not twin.gather
    assert d.status == twin.status == "usable"
    assert "Gather" not in dict(twin.kinds).values()
    # the stage the Gather took is the twin's eOperator, the rest the same
    assert [k if k != "Gather" else "EOperator" for _, k in d.kinds] == [k for _, k in twin.kinds]
    assert twin.certificates == d.certificates
    assert twin.to_json()["gather"] is False


def test_the_report_says_which_instantiation_and_the_audit_checks_that_one(conv, monkeypatch):
    _, _, res = conv
    d, twin = _twins(res)
    docs = {g: derivations.derivation_document(res, x, ["w"])
            for g, x in ((True, d), (False, twin))}
    assert docs[True]["gather"] is True and docs[False]["gather"] is False
    for doc in docs.values():
        ok, why = recheck_derivation(doc, seed=3)
        assert ok, why
    # a Gather that reads the wrong elements: only the report that uses Gather fails
    real = match_gather.match_gather

    def shifted(s):
        f = real(s)
        return dataclasses.replace(f, table=(f.table + 1) % int(f.table.max())) if f else None

    monkeypatch.setattr(match_gather, "match_gather", shifted)
    assert not recheck_derivation(docs[True], seed=3)[0]
    assert recheck_derivation(docs[False], seed=3)[0]


def test_without_gather_no_instantiation_uses_it(conv):
    """`optimize --backend gpu` derives with gather=False: the GPU plan has no Gather."""
    node, shapes, res = conv
    assert any(d.gather for d in res.derived)
    res2 = derivations.derive_operator(node, shapes, res.consts, budget_s=3, keep=2,
                                       measure=False, baseline=False, gather=False)
    assert res2.derived and all(not d.gather for d in res2.derived)
    assert all(k != "Gather" for d in res2.derived for _, k in d.kinds)
    assert any(k == "EOperator" for d in res2.derived for _, k in d.kinds)
