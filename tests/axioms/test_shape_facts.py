"""An axiom's Z3 statement says what its declaration says of shapes: ranks, and equal dims
where tensors share a list `*p` (axioms/z3enc._shape_facts). Without them Z3 applied axioms
to tensors they do not speak of and proved false rules; the shipped cases are in
tests/verify/data/wrong_rules.json, this one is a user's axiom with two lists per tensor."""

from __future__ import annotations

import numpy as np
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


def test_mul_conv_idkernel_speaks_only_of_factors_of_one_shape():
    """X [1, 1, 3, 3] and Y [1, 1, 2, 2] do not multiply, yet a stride-2 Conv by the 1x1
    identity kernel makes them [1, 1, 2, 2] and [1, 1, 1, 1], which do: the axiom must not
    equate that product with a Conv of mul(X, Y), a term with no meaning. Its declaration
    names X's and Y's batch, height and width alike; the statement says so."""
    (ax,) = [a for a in load_axioms(default_axiom_dir()) if a.name == "mul_conv_idkernel"]
    x, y = z3.Const("X", T), z3.Const("Y", T)
    conv, mul, idk = decl("conv"), decl("mul"), decl("idkernel4")
    kernel = idk(1, 1, 1)

    def conv2(t: z3.ExprRef) -> z3.ExprRef:
        return conv(2, 2, 0, 0, 0, 0, 1, 1, 1, t, kernel)

    s = z3.Solver()
    s.set("timeout", 5_000)
    s.add(encode_axiom(ax))
    for t, shape in ((x, (1, 1, 3, 3)), (y, (1, 1, 2, 2))):
        s.add(RANK(t) == 4, *[DIM(t, i) == d for i, d in enumerate(shape)])
    s.add(conv2(mul(x, y)) != mul(conv2(x), conv2(y)))
    assert s.check() != z3.unsat
