"""Gather matcher (derive/match_gather.py): copies no Slice/Pad/Reshape/Transpose expresses
(an im2col over a padded image, a flattened read with // and %, a window) become Gather with
a constant int64 table; the table is the expression's own index map (zeros where it reads out
of bounds); stages that are not pure copies stay eOperators; a wrong table fails the exact
check."""

import dataclasses

import numpy as np
import onnx
import pytest
from onnx import helper, numpy_helper

pytest.importorskip("tvm")

from verified_opt.backends.ort import session
from verified_opt.check.instantiation import check_instantiation
from verified_opt.derive import match_gather
from verified_opt.derive.evaluate import evaluate
from verified_opt.derive.expr import Access, Const, Iter, Mul, Scope, Tensor, var
from verified_opt.derive.instantiate import instantiate, subgraph_model

n, c, r, s, h, w, t, e, i, j = map(var, ["n", "c", "r", "s", "h", "w", "t", "e", "i", "j"])
X = Tensor("X", (2, 3, 5, 5))


def _im2col(dh=-1):
    """L<n, c, r, s, h, w> X[n, c, h + r + dh, w + s - 1]: 3x3 windows of a padded image."""
    return Scope((Iter("n", 0, 2), Iter("c", 0, 3), Iter("r", 0, 3), Iter("s", 0, 3),
                  Iter("h", 0, 5), Iter("w", 0, 5)), (),
                 Access(X, (n, c, h + r + dh, w + s - 1)))


IM2COL = _im2col()
# a flattened transpose: position t of the output reads X2[t % 3, t // 3]
X2 = Tensor("X2", (3, 4))
FLAT = Scope((Iter("t", 0, 12),), (), Access(X2, (t % 3, t // 3)))
# a trailing pass-through dim, moved to the front: Gather then Transpose
X3 = Tensor("X3", (4, 3, 2))
TRAIL = Scope((Iter("e", 0, 2), Iter("i", 0, 4), Iter("j", 0, 3)), (),
              Access(X3, ((i + j) % 4, 2 - j, e)))


def _run(root, vals):
    inst = instantiate(root, "Y", "p", {})
    model = subgraph_model(root, inst, "Y", {})
    return inst, session(model).run(None, {k: v.astype(np.float32) for k, v in vals.items()})[0]


@pytest.mark.parametrize("root,head,tail,pad,ops", [
    (IM2COL, 2, 0, True, ["Reshape", "Pad", "Gather"]),
    (FLAT, 0, 0, False, ["Reshape", "Gather"]),
    (TRAIL, 0, 1, False, ["Reshape", "Gather", "Transpose"]),
], ids=["im2col", "flattened", "trailing"])
def test_copies_become_gather_with_the_index_map_as_table(root, head, tail, pad, ops):
    f = match_gather.match_gather(root)
    assert f is not None and (f.head, f.tail, f.pad) == (head, tail, pad)
    rng = np.random.default_rng(3)
    src = root.body.src
    vals = {src.name: rng.integers(-9, 10, size=src.shape)}
    inst, got = _run(root, vals)
    assert inst.kinds == [("out", "Gather")]
    assert [nd.op_type for nd in inst.nodes] == ops
    gather = next(nd for nd in inst.nodes if nd.op_type == "Gather")
    assert helper.get_attribute_value(gather.attribute[0]) == head
    table = next(numpy_helper.to_array(x) for x in inst.initializers
                 if x.name == gather.input[1])
    assert table.dtype == np.int64 and table.shape == f.table.shape
    np.testing.assert_array_equal(got, evaluate(root, vals).astype(np.float32))
    assert check_instantiation(root, set())[0]


def test_an_axis_read_at_a_constant_is_a_scalar_gather_that_drops_it():
    """A k x 1 kernel's weight relaid out, L<c, r, f> W[f, c, r, 0]: every loop passes a dim
    through and the last axis is read at 0, so the table is one scalar index, and a Gather
    with a scalar index drops the axis (a table made 1-d kept it: a Transpose of rank 3 over a
    rank-4 tensor, GCN's 7 x 1 Conv)."""
    w = Tensor("W", (4, 3, 7, 1))
    root = Scope((Iter("c", 0, 3), Iter("r", 0, 7), Iter("f", 0, 4)), (),
                 Access(w, (var("f"), var("c"), var("r"), var("r") * 0)))
    f = match_gather.match_gather(root)
    assert f is not None and f.table.shape == () and f.perm == (1, 2, 0)
    vals = {"W": np.random.default_rng(4).integers(-9, 10, size=(4, 3, 7, 1))}
    inst, got = _run(root, vals)
    assert [nd.op_type for nd in inst.nodes] == ["Gather", "Transpose"]
    np.testing.assert_array_equal(got, evaluate(root, vals).astype(np.float32))
    assert check_instantiation(root, set())[0]


def test_im2col_table_reads_the_image_and_the_padding():
    f = match_gather.match_gather(IM2COL)
    assert f is not None
    # table over (r, s, h, w) into the flattened 5x5 image, 25 = the appended zero
    assert f.table.shape == (3, 3, 5, 5)
    assert f.table[1, 1, 2, 3] == 2 * 5 + 3             # centre tap: X[.., h, w]
    assert f.table[0, 0, 0, 0] == 25                    # above-left of the corner: padding
    assert f.table[2, 2, 4, 4] == 25
    assert f.table[2, 2, 3, 3] == 4 * 5 + 4
    # exactly the out-of-bounds reads point at the zero
    rr, ss, hh, ww = np.meshgrid(*[np.arange(k) for k in (3, 3, 5, 5)], indexing="ij")
    out = (hh + rr - 1 < 0) | (hh + rr - 1 >= 5) | (ww + ss - 1 < 0) | (ww + ss - 1 >= 5)
    np.testing.assert_array_equal(f.table == 25, out)


def test_a_const_source_runs_through_the_gather_too():
    rng = np.random.default_rng(0)
    x2 = rng.integers(-5, 6, size=(3, 4)).astype(np.float32)
    inst = instantiate(FLAT, "Y", "p", {"X2": x2})
    model = subgraph_model(FLAT, inst, "Y", {"X2": x2})
    assert inst.kinds == [("out", "Gather")]
    got = session(model).run(None, {})[0]
    np.testing.assert_array_equal(got, x2.T.reshape(-1))


@pytest.mark.parametrize("root", [
    # a window sum: not a copy
    Scope((Iter("h", 0, 3),), (Iter("w", 0, 2),), Access(X2, (h, h + w))),
    # a scaled copy
    Scope((Iter("t", 0, 12),), (), Mul(Const(2), Access(X2, (t % 3, t // 3)))),
    # a product of two reads
    Scope((Iter("h", 0, 3), Iter("w", 0, 4)), (),
          Mul(Access(X2, (h, w)), Access(X2, ((h + 1) % 3, w)))),
], ids=["sum", "scaled", "product"])
def test_non_copies_stay_eoperators(root):
    assert match_gather.match_gather(root) is None
    assert [k for _, k in instantiate(root, "Y", "p", {}).kinds] == ["EOperator"]
    assert check_instantiation(root, set())[0]


def test_a_table_past_the_limit_stays_an_eoperator(monkeypatch):
    monkeypatch.setattr(match_gather, "MAX_TABLE", 3 * 3 * 5 * 5 - 1)
    assert match_gather.match_gather(IM2COL) is None
    assert [k for _, k in instantiate(IM2COL, "Y", "p", {}).kinds] == ["EOperator"]


def _wrong_shift(f, match):
    """Every point reads its neighbour in the flattened source."""
    top = int(f.table.max())
    return dataclasses.replace(f, table=(f.table + 1) % top)


def _wrong_expression(f, match):
    """The table of the off-by-one im2col (h + r instead of h + r - 1)."""
    return match(_im2col(dh=0))


def _wrong_padding(f, match):
    """Out-of-bounds reads sent to element 0 instead of the appended zero."""
    top = int(f.table.max())
    return dataclasses.replace(f, table=np.where(f.table == top, 0, f.table))


@pytest.mark.parametrize("wrong", [_wrong_shift, _wrong_expression, _wrong_padding],
                         ids=["shifted", "off by one", "padding dropped"])
def test_a_wrong_table_fails_the_exact_check(monkeypatch, wrong):
    assert check_instantiation(IM2COL, set())[0]
    real = match_gather.match_gather

    def patched(st):
        f = real(st)
        return wrong(f, real) if f is not None else None

    monkeypatch.setattr(match_gather, "match_gather", patched)
    assert [k for _, k in instantiate(IM2COL, "Y", "p", {}).kinds] == ["Gather"]
    ok, why = check_instantiation(IM2COL, set())
    assert not ok, why


def test_gather_equals_onnx_runtime_on_an_im2col_of_floats():
    """The Gather instantiation against the expression evaluated in float (ORT's float path)."""
    x = np.random.default_rng(1).standard_normal(X.shape).astype(np.float32)
    inst, got = _run(IM2COL, {"X": x})
    want = evaluate(IM2COL, {"X": x})
    assert inst.kinds == [("out", "Gather")]
    np.testing.assert_array_equal(got, want.astype(np.float32))
    assert onnx.checker.check_model(subgraph_model(IM2COL, inst, "Y", {})) is None


def test_a_memo_of_the_exact_value_still_catches_a_wrong_table(monkeypatch):
    """A candidate's variants share the expression's exact value (check_instantiation's
    memo): it is evaluated once, and a wrong instantiation checked against it still fails."""
    import verified_opt.derive.evaluate as ev
    real_eval, calls = ev.evaluate_at, []
    monkeypatch.setattr(ev, "evaluate_at", lambda *a, **k: calls.append(1) or real_eval(*a, **k))
    memo: dict = {}
    assert check_instantiation(IM2COL, set(), memo=memo)[0]
    real = match_gather.match_gather
    monkeypatch.setattr(match_gather, "match_gather",
                        lambda st: None if real(st) is None else _wrong_shift(real(st), real))
    ok, why = check_instantiation(IM2COL, set(), memo=memo)
    assert not ok and why.startswith("differs at"), why
    assert len(calls) == 1
    assert check_instantiation(IM2COL, set(), seed=1, memo=memo)[0] is False
    assert len(calls) == 2   # another draw is evaluated again


def test_an_instantiation_that_does_not_run_fails_its_check(monkeypatch):
    """An instantiation ONNX Runtime refuses to run (here: every run refused) is a failed
    check with the reason, not an exception out of the derivation (fail closed)."""
    from verified_opt.backends import hybrid
    from verified_opt.errors import ModelError

    def refuse(self, feeds):
        raise ModelError("ONNX Runtime failed to run a segment: perm size: 3 does not match "
                         "input rank: 4")

    monkeypatch.setattr(hybrid.HybridSession, "run", refuse)
    ok, why = check_instantiation(IM2COL, set())
    assert not ok and why.startswith("the instantiation did not run: ONNX Runtime failed"), why
