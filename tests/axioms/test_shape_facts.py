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
    # true where X and Y share *p and *q; testing rejects it where they do not, and the right
    # side is defined where the left one is not (rows of [3, 4] and [3, 3] that broadcast)
    r = check_axiom(ax)
    assert not r.sound and "right side is defined, left side is not" in r.counterexample, r
    x, y = np.array([[1.0, 2.0], [3.0, 4.0]]), np.array([10.0, 20.0])
    assert (x + y)[0:1].tolist() != (x[0:1] + y[0:1]).tolist()  # the rule is false
    axioms = AxiomSet.of(load_axioms(default_axiom_dir()) + [ax])
    r = prove(encode_rule(parse_rule(_slice_of_add(), "test", 0)), axioms, 20_000)
    assert r.status != "unsat" and "addb_slice" not in r.core, r


def _convw(t, w):
    """A stride-2 Conv by w, no pads."""
    return decl("conv")(2, 2, 0, 0, 0, 0, 1, 1, 1, t, w)


def _conv2(t):
    """A stride-2 Conv by the 1x1 identity kernel of one channel."""
    return _convw(t, decl("idkernel4")(1, 1, 1))


def _sub2(t):
    """Subsampling by 2 (a 1x1 MaxPool of stride 2)."""
    return decl("maxpool")(1, 1, 2, 2, 0, 0, 0, 0, t)


def _cols2(t):
    """Columns 0..2."""
    return decl("slice")(1, 0, 2, t)


def _bn(*tensors):
    return decl("bn")(z3.RealVal("1/100000"), *tensors)


def _convb(x, w, b):
    """A Conv with a bias, stride 1, no pads."""
    return decl("convb")(1, 1, 0, 0, 0, 0, 1, 1, 1, x, w, b)


_UNIT_CONVT = (1, 1, 0, 0, 0, 0, 1, 1, 1, 0, 0)  # a ConvTranspose of stride 1, no pads
_ONE = z3.RealVal(1)


# axiom: (the shapes of its tensors in the instance, the instance's two sides). X and Y do
# not combine (their declarations name these sizes alike), yet the right side combines what
# the left side made of each, which does.
ILL_FORMED_LEFT = {
    "mul_conv_idkernel": ({"X": (1, 1, 3, 3), "Y": (1, 1, 2, 2)},
                          lambda t: (_conv2(decl("mul")(t["X"], t["Y"])),
                                     decl("mul")(_conv2(t["X"]), _conv2(t["Y"])))),
    "subsample_mul": ({"X": (1, 1, 3, 3), "Y": (1, 1, 4, 4)},
                      lambda t: (_sub2(decl("mul")(t["X"], t["Y"])),
                                 decl("mul")(_sub2(t["X"]), _sub2(t["Y"])))),
    "gap_add": ({"X": (1, 1, 2, 2), "Y": (1, 1, 3, 3)},
                lambda t: (decl("gap")(decl("add")(t["X"], t["Y"])),
                           decl("add")(decl("gap")(t["X"]), decl("gap")(t["Y"])))),
    "gap_concat_batch": ({"X": (1, 1, 2, 2), "Y": (1, 1, 3, 3)},
                         lambda t: (decl("gap")(decl("concat")(0, t["X"], t["Y"])),
                                    decl("concat")(0, decl("gap")(t["X"]),
                                                   decl("gap")(t["Y"])))),
    "maxpool_concat_ch": ({"X": (1, 1, 3, 3), "Y": (1, 2, 4, 4)},
                          lambda t: (_sub2(decl("concat")(1, t["X"], t["Y"])),
                                     decl("concat")(1, _sub2(t["X"]), _sub2(t["Y"])))),
    "conv_add_x": ({"X1": (1, 1, 3, 3), "X2": (1, 1, 4, 4), "W": (1, 1, 1, 1)},
                   lambda t: (_convw(decl("add")(t["X1"], t["X2"]), t["W"]),
                              decl("add")(_convw(t["X1"], t["W"]), _convw(t["X2"], t["W"])))),
    "conv_concat_batch": ({"X1": (1, 1, 3, 3), "X2": (1, 1, 4, 4), "W": (1, 1, 1, 1)},
                          lambda t: (_convw(decl("concat")(0, t["X1"], t["X2"]), t["W"]),
                                     decl("concat")(0, _convw(t["X1"], t["W"]),
                                                    _convw(t["X2"], t["W"])))),
    # A Slice keeps as many rows of X [2, 2] as of Y [2, 3]
    "add_slice": ({"X": (2, 2), "Y": (2, 3)},
                  lambda t: (_cols2(decl("add")(t["X"], t["Y"])),
                             decl("add")(_cols2(t["X"]), _cols2(t["Y"])))),
    # BatchNormalization's scale of 4 channels for 3: channels 0..2 of each fit
    "bn_slice_ch": ({"X": (1, 3, 1, 1), "S": (4,), "B": (3,), "M": (3,), "V": (3,)},
                    lambda t: (decl("slice")(1, 0, 2, _bn(*[t[n] for n in "XSBMV"])),
                               _bn(decl("slice")(1, 0, 2, t["X"]),
                                   *[decl("slice")(0, 0, 2, t[n]) for n in "SBMV"]))),
    # A [1, 1] over B [1, 2] do not stack, but A | C and B | D are both [1, 3]
    "concat_swap": ({"A": (1, 1), "B": (1, 2), "C": (1, 2), "D": (1, 1)},
                    lambda t: (decl("concat")(1, decl("concat")(0, t["A"], t["B"]),
                                              decl("concat")(0, t["C"], t["D"])),
                               decl("concat")(0, decl("concat")(1, t["A"], t["C"]),
                                              decl("concat")(1, t["B"], t["D"])))),
    # kernels of 2x2 and 1x1, stride 2 on 2x2: both give one pixel
    "conv_add_w": ({"X": (1, 1, 2, 2), "W1": (1, 1, 2, 2), "W2": (1, 1, 1, 1)},
                   lambda t: (_convw(t["X"], decl("add")(t["W1"], t["W2"])),
                              decl("add")(_convw(t["X"], t["W1"]), _convw(t["X"], t["W2"])))),
    "conv_concat_out": ({"X": (1, 1, 2, 2), "W1": (1, 1, 2, 2), "W2": (1, 1, 1, 1)},
                        lambda t: (_convw(t["X"], decl("concat")(0, t["W1"], t["W2"])),
                                   decl("concat")(1, _convw(t["X"], t["W1"]),
                                                  _convw(t["X"], t["W2"])))),
    # a bias of 3 for 2 output channels: channels 0..2 of each fit
    "convb_slice_out": ({"X": (1, 1, 1, 1), "W": (2, 1, 1, 1), "B": (3,)},
                        lambda t: (decl("slice")(1, 0, 2, _convb(t["X"], t["W"], t["B"])),
                                   _convb(t["X"], decl("slice")(0, 0, 2, t["W"]),
                                          decl("slice")(0, 0, 2, t["B"])))),
    # a bias of 1 for 2 output channels: the broadcasting Add takes it
    "convtb_bias": ({"X": (1, 1, 1, 1), "W": (1, 2, 1, 1), "B": (1,)},
                    lambda t: (decl("convtb")(*_UNIT_CONVT, t["X"], t["W"], t["B"]),
                               decl("addb")(decl("convt")(*_UNIT_CONVT, t["X"], t["W"]),
                                            decl("reshape3")(1, 1, 1, t["B"])))),
    # C [3] does not broadcast to Gemm's [2, 1]; the Add broadcasts both, to [2, 3]
    "gemm_bias": ({"A": (2, 1), "B": (1, 1), "C": (3,)},
                  lambda t: (decl("gemm")(0, 0, _ONE, _ONE, t["A"], t["B"], t["C"]),
                             decl("addb")(decl("gemmnc")(0, 0, _ONE, t["A"], t["B"]), t["C"]))),
    "gemm_bias_full": ({"A": (2, 1), "B": (1, 1), "C": (2, 3)},
                       lambda t: (decl("gemm")(0, 0, _ONE, _ONE, t["A"], t["B"], t["C"]),
                                  decl("addb")(decl("gemmnc")(0, 0, _ONE, t["A"], t["B"]),
                                               t["C"]))),
    # [2, 2] and [1, 4] do not add, but both have the 4 elements of [1, 4]
    "reshape2_add": ({"X": (2, 2), "Y": (1, 4)},
                     lambda t: (decl("reshape2")(1, 4, decl("add")(t["X"], t["Y"])),
                                decl("add")(decl("reshape2")(1, 4, t["X"]),
                                            decl("reshape2")(1, 4, t["Y"])))),
}


@pytest.mark.parametrize("name", sorted(ILL_FORMED_LEFT))
def test_an_axiom_speaks_only_of_operands_that_combine(name):
    """Where the right side can be well-formed and the left side not (operands of different
    heights, made alike by a stride or a global pool), the axiom must not equate the two: the
    left side is a term with no meaning. Their declarations name the sizes alike, but no side
    mentions them, so the statement says so in its condition."""
    (ax,) = [a for a in load_axioms(default_axiom_dir()) if a.name == name]
    shapes, sides = ILL_FORMED_LEFT[name]
    t = {n: z3.Const(n, T) for n in shapes}
    s = z3.Solver()
    # the unconditioned forms (6599cb7c^) are unsat in 0.01 s; the conditioned ones are sat or
    # run to the timeout (three of them: 5 s each was 15 s of the suite)
    s.set("timeout", 1_000)
    s.add(encode_axiom(ax))
    for n, shape in shapes.items():
        s.add(RANK(t[n]) == len(shape), *[DIM(t[n], i) == d for i, d in enumerate(shape)])
    left, right = sides(t)
    s.add(left != right)
    assert s.check() != z3.unsat
