"""An axiom's Z3 statement says what its declaration says of shapes: ranks, and equal dims
where tensors share a list `*p` (axioms/z3enc._shape_facts). Without them Z3 applied axioms
to tensors they do not speak of and proved false rules; the shipped cases are in
tests/verify/data/wrong_rules.json, this one is a user's axiom with two lists per tensor."""

from __future__ import annotations

import numpy as np
import pytest
import z3

from verified_opt.axioms.lang import default_axiom_dir, load_axioms, parse_axiom
from verified_opt.axioms.soundness import check_axiom
from verified_opt.axioms.vocab import DIM, RANK, T, decl
from verified_opt.axioms.z3enc import encode_axiom
from verified_opt.rules.format import parse_rule
from verified_opt.verify.encode import encode_rule
from verified_opt.verify.prove import AxiomSet, prove

SLICE_ADDB = ("addb_slice: forall X[*p, n, *q] Y[*p, n, *q] ax = len(p) s in 0..2 e in 1..4: "
              "slice(ax, s, e, addb(X, Y)) = addb(slice(ax, s, e, X), slice(ax, s, e, Y)) "
              "if s <= e and e <= dim(X, ax) and e <= dim(Y, ax)")


def _slice_of_add() -> dict:
    """Slice rows 0:1 of X + Y with Y [2] broadcast over X [2, 2]: Y has no rows to slice."""
    sl = {"starts": [0], "ends": [1], "axes": [0]}
    return {"name": "false_slice_addb", "inputs": {"X": [2, 2], "Y": [2]},
            "src": {"nodes": [{"op": "Add", "inputs": ["X", "Y"], "outputs": ["t"]},
                              {"op": "Slice", "inputs": ["t"], "outputs": ["y"], "attrs": sl}],
                    "outputs": ["y"]},
            "dst": {"nodes": [{"op": "Slice", "inputs": ["X"], "outputs": ["xs"], "attrs": sl},
                              {"op": "Slice", "inputs": ["Y"], "outputs": ["ys"], "attrs": sl},
                              {"op": "Add", "inputs": ["xs", "ys"], "outputs": ["y"]}],
                    "outputs": ["y"]}}


def test_an_axiom_with_two_lists_speaks_only_of_tensors_that_share_them():
    ax = parse_axiom(SLICE_ADDB, "user.ax", 1, need_comment=False)
    assert check_axiom(ax).sound  # true where X and Y share *p and *q, as testing draws them
    x, y = np.array([[1.0, 2.0], [3.0, 4.0]]), np.array([10.0, 20.0])
    assert (x + y)[0:1].tolist() != (x[0:1] + y[0:1]).tolist()  # the rule is false
    axioms = AxiomSet.of(load_axioms(default_axiom_dir()) + [ax])
    r = prove(encode_rule(parse_rule(_slice_of_add(), "test", 0)), axioms, 20_000)
    assert r.status != "unsat" and "addb_slice" not in r.core, r



def _conv2(t):
    """A stride-2 Conv by the 1x1 identity kernel of one channel."""
    return decl("conv")(2, 2, 0, 0, 0, 0, 1, 1, 1, t, decl("idkernel4")(1, 1, 1))


def _sub2(t):
    """Subsampling by 2 (a 1x1 MaxPool of stride 2)."""
    return decl("maxpool")(1, 1, 2, 2, 0, 0, 0, 0, t)


# (axiom, X's shape, Y's shape, the instance's two sides): X and Y do not combine (their
# declarations name these sizes alike), yet the right side combines what the left side made
# of each, which does.
ILL_FORMED_LEFT = {
    "mul_conv_idkernel": ((1, 1, 3, 3), (1, 1, 2, 2),
                          lambda x, y: (_conv2(decl("mul")(x, y)),
                                        decl("mul")(_conv2(x), _conv2(y)))),
    "subsample_mul": ((1, 1, 3, 3), (1, 1, 4, 4),
                      lambda x, y: (_sub2(decl("mul")(x, y)), decl("mul")(_sub2(x), _sub2(y)))),
    "gap_add": ((1, 1, 2, 2), (1, 1, 3, 3),
                lambda x, y: (decl("gap")(decl("add")(x, y)),
                              decl("add")(decl("gap")(x), decl("gap")(y)))),
    "gap_concat_batch": ((1, 1, 2, 2), (1, 1, 3, 3),
                         lambda x, y: (decl("gap")(decl("concat")(0, x, y)),
                                       decl("concat")(0, decl("gap")(x), decl("gap")(y)))),
    "maxpool_concat_ch": ((1, 1, 3, 3), (1, 2, 4, 4),
                          lambda x, y: (_sub2(decl("concat")(1, x, y)),
                                        decl("concat")(1, _sub2(x), _sub2(y)))),
}


@pytest.mark.parametrize("name", sorted(ILL_FORMED_LEFT))
def test_an_axiom_speaks_only_of_operands_that_combine(name):
    """Where the right side can be well-formed and the left side not (X and Y of different
    heights, made alike by a stride or a global pool), the axiom must not equate the two: the
    left side is a term with no meaning. Their declarations name the sizes alike, but no side
    mentions them, so the statement says so in its condition."""
    (ax,) = [a for a in load_axioms(default_axiom_dir()) if a.name == name]
    x_shape, y_shape, sides = ILL_FORMED_LEFT[name]
    x, y = z3.Const("X", T), z3.Const("Y", T)
    s = z3.Solver()
    s.set("timeout", 5_000)
    s.add(encode_axiom(ax))
    for t, shape in ((x, x_shape), (y, y_shape)):
        s.add(RANK(t) == 4, *[DIM(t, i) == d for i, d in enumerate(shape)])
    left, right = sides(x, y)
    s.add(left != right)
    assert s.check() != z3.unsat
