"""What Z3 proves from the encoding alone must hold in testing (issue 16, point 4).

Two nodes that encode to one term are equal to Z3 without any axiom, so the encoder must never
give two different computations one term, nor type a term with a shape it does not have. Each
test here is a hole that was open: a false rule Z3 proved (from no axioms, or from one sound
axiom and a wrong typing fact), or a true rule the wrong encoding refuted.
"""

from __future__ import annotations

import numpy as np
import pytest
from rule_helpers import node, rule_of

from verified_opt.axioms.lang import default_axiom_dir, load_axioms
from verified_opt.verify.encode import EncodeError, encode_rule
from verified_opt.verify.interpret import Interpreter
from verified_opt.verify.prove import AxiomSet, prove
from verified_opt.verify.verdict import INCONCLUSIVE, PROVED, REFUTED, verify_rule

NO_AXIOMS = AxiomSet((), ())


def z3_proves(rule, axioms: AxiomSet = NO_AXIOMS) -> bool:
    try:
        enc = encode_rule(rule)
    except EncodeError:
        return False
    return prove(enc, axioms).status == "unsat"


def false_rule_is_refuted(rule, axioms: AxiomSet = NO_AXIOMS) -> None:
    assert not z3_proves(rule, axioms)
    v = verify_rule(rule, axioms)
    assert v.status == REFUTED and not v.axiom_bug, v.reason


def test_flatten_minus_one_is_the_last_axis_not_past_it():
    # ONNX: axis -1 of a rank-3 tensor is 2, [a*b, c]; the encoder read it as 3, [a*b*c, 1]
    x = {"X": ["a", "b", "c"]}
    false_rule_is_refuted(rule_of(x, [node("Flatten", "X", axis=-1)], ["y"],
                                  [node("Flatten", "X", axis=3)], ["y"]))
    v = verify_rule(rule_of(x, [node("Flatten", "X", axis=-1)], ["y"],
                            [node("Flatten", "X", axis=2)], ["y"]), NO_AXIOMS)
    assert v.status == PROVED, v.reason


def test_reduce_over_an_empty_axes_list_reduces_every_axis():
    x = {"X": ["m", "n"]}
    false_rule_is_refuted(rule_of(x, [node("ReduceSum", "X", axes=[])], ["y"], [], ["X"]))
    v = verify_rule(rule_of(x, [node("ReduceSum", "X", axes=[], keepdims=0)], ["y"],
                            [node("ReduceSum", "X", keepdims=0)], ["y"]), NO_AXIOMS)
    assert v.status == PROVED, v.reason


def test_noop_with_empty_axes_is_the_identity():
    x = {"X": ["m", "n"]}
    false_rule_is_refuted(rule_of(x, [node("ReduceMean", "X", noop_with_empty_axes=1)], ["y"],
                                  [node("ReduceMean", "X")], ["y"]))
    v = verify_rule(rule_of(x, [node("ReduceMean", "X", noop_with_empty_axes=1)], ["y"],
                            [], ["X"]), NO_AXIOMS)
    assert v.status == PROVED, v.reason


def test_batchnorm_in_training_mode_is_not_inference_batchnorm():
    ins = {"X": ["n", "c", "h", "w"], **{k: ["c"] for k in "SBMV"}}
    rule = rule_of(ins, [node("BatchNormalization", "XSBMV", training_mode=1)], ["y"],
                   [node("BatchNormalization", "XSBMV")], ["y"])
    with pytest.raises(EncodeError, match="training"):
        encode_rule(rule)
    assert verify_rule(rule, NO_AXIOMS).status == INCONCLUSIVE


def test_dropout_with_a_training_mode_input_is_not_the_identity():
    rule = rule_of({"X": ["n"], "R": [], "T": []}, [node("Dropout", "XRT")], ["y"], [], ["X"])
    with pytest.raises(EncodeError, match="training_mode"):
        encode_rule(rule)
    assert verify_rule(rule, NO_AXIOMS).status != PROVED


def test_split_without_sizes_cuts_ceil_sized_chunks():
    # opset 18: 5 into 2 is [3, 2]; the encoder cut [2, 2] (and dropped the last element)
    x = {"X": ["m", 5]}
    split = [node("Split", "X", ["p", "q"], axis=1)]
    floor = [node("Slice", "X", ["p"], starts=[0], ends=[2], axes=[1]),
             node("Slice", "X", ["q"], starts=[2], ends=[4], axes=[1])]
    false_rule_is_refuted(rule_of(x, split, ["p", "q"], floor, ["p", "q"]))
    ceil = [node("Slice", "X", ["p"], starts=[0], ends=[3], axes=[1]),
            node("Slice", "X", ["q"], starts=[3], ends=[5], axes=[1])]
    v = verify_rule(rule_of(x, split, ["p", "q"], ceil, ["p", "q"]), NO_AXIOMS)
    assert v.status == PROVED, v.reason


def test_a_symbolic_split_without_sizes_is_cut_right_at_every_size():
    # the encoding is written once for every n: ceil(n / 2) and the rest, not n / 2 twice
    rule = rule_of({"X": ["m", "n"]}, [node("Split", "X", ["p", "q"], axis=1)], ["p", "q"],
                   [node("Split", "X", ["p", "q"], axis=1)], ["p", "q"])
    enc = encode_rule(rule)
    for n, want in ((4, (2, 2)), (5, (3, 2)), (7, (4, 3))):
        interp = Interpreter({"in_X": np.zeros((2, n)), "sym_m": 2, "sym_n": n})
        assert tuple(interp.tensor(t).shape[1] for t in enc.src.outputs) == want
        assert tuple(interp.integer(enc.src.shapes[o][1]) for o in ("p", "q")) == want


def test_a_slice_past_the_dim_is_typed_as_onnx_clamps_it():
    # X[:, 0:6] of a 4-wide X is X, 4 wide; typed 6 wide, the sound axiom slice_concat_left
    # ("the first dim(A) of concat(A, B) is A") proved Concat(X[:, 0:6], Y)[:, 0:6] = X
    (ax,) = [a for a in load_axioms(default_axiom_dir()) if a.name == "slice_concat_left"]
    axioms = AxiomSet.of([ax])
    src = [node("Slice", "X", ["a"], starts=[0], ends=[6], axes=[1]),
           node("Concat", ["a", "Y"], ["c"], axis=1),
           node("Slice", "c", starts=[0], ends=[6], axes=[1])]
    dst = [node("Slice", "X", starts=[0], ends=[6], axes=[1])]
    false_rule_is_refuted(rule_of({"X": ["m", 4], "Y": ["m", 4]}, src, ["y"], dst, ["y"]),
                          axioms)
    # a true rule the unclamped types refuted: shapes [m, 100] vs [m, 4]
    v = verify_rule(rule_of({"X": ["m", 4]}, [node("Slice", "X", starts=[0], ends=[100],
                                                   axes=[1])], ["y"],
                            [node("Slice", "X", starts=[0], ends=[4], axes=[1])], ["y"]),
                    NO_AXIOMS)
    assert v.status == PROVED, v.reason


@pytest.mark.parametrize("attrs", [
    {"starts": [1], "ends": [-1]},  # [1, n-1) is n-2 wide only for n >= 2
    {"starts": [0], "ends": ["e"]},  # e is bound to whatever the model says (2^63-1 ...)
    {"starts": ["s"], "ends": ["n"]},  # s may be past n
    {"starts": [0], "ends": [-2]},  # n-2 is -1 at n = 1: ONNX clamps it to 0
])
def test_a_symbolic_slice_bound_is_taken_only_where_it_stays_inside_the_dim(attrs):
    rule = rule_of({"X": ["m", "n"]}, [node("Slice", "X", axes=[1], **attrs)], ["y"],
                   [node("Slice", "X", axes=[1], **attrs)], ["y"])
    with pytest.raises(EncodeError, match="Slice"):
        encode_rule(rule)


def test_squeeze_without_axes_squeezes_every_unit_dim_or_refuses():
    v = verify_rule(rule_of({"X": [2, 1, 3]}, [node("Squeeze", "X")], ["y"],
                            [node("Reshape", "X", shape=[2, 3])], ["y"]), NO_AXIOMS)
    assert v.status == PROVED, v.reason
    # n may be 1 (squeezed) or not (kept): no one encoding is right for every n
    with pytest.raises(EncodeError, match="Squeeze"):
        encode_rule(rule_of({"X": ["n", 1]}, [node("Squeeze", "X")], ["y"],
                            [node("Squeeze", "X")], ["y"]))


def test_a_reshape_target_that_may_be_zero_is_refused():
    # reshape's meaning is ONNX Reshape, where 0 copies the input's dim: Flatten of a slice that
    # is empty at k = 1 would be typed [m, 0] and mean [m, n]
    side = [node("Slice", "X", ["s"], starts=[1], ends=["k"], axes=[2]), node("Flatten", "s")]
    rule = rule_of({"X": ["m", "n", "k"]}, side, ["y"], side, ["y"])
    with pytest.raises(EncodeError, match="never 0"):
        encode_rule(rule)


def test_a_reshape_entry_that_may_be_0_or_minus_1_is_refused():
    # at n = 1 the entry n-1 is 0: ONNX copies the input's dim there
    rule = rule_of({"X": ["m", "n"]}, [node("Reshape", "X", shape=["m", "n-1", -1])], ["y"],
                   [node("Reshape", "X", shape=["m", "n-1", -1])], ["y"])
    with pytest.raises(EncodeError, match="Reshape"):
        encode_rule(rule)


@pytest.mark.parametrize("op, inputs, attrs", [
    ("Unsqueeze", {"X": ["m", "n"]}, {"axes": [3]}),  # was read as 3 % 3 = 0
    ("Split", {"X": ["m", "n"]}, {"axis": 1, "num_outputs": 3}),  # two outputs
    ("Gemm", {"A": ["m", "k"], "B": ["k", "n"]}, {"transA": 2}),
    ("Pad", {"X": ["m", "n"]}, {"pads": [1, 1]}),  # two pads for two axes' four ends
    ("Conv", {"X": [1, 1, "h", "w"], "W": [1, 1, 3, 3]}, {"strides": [2]}),
    ("Conv", {"X": [1, 1, "h", "w"], "W": [1, 1, 3, 3]}, {"kernel_shape": [2, 2]}),
    ("Slice", {"X": ["m", "n"]}, {"starts": [0, 0], "ends": [1, 1], "axes": [1, 1]}),
    ("Transpose", {"X": ["m", "n", "k"]}, {"perm": [0, 0, 1]}),
    ("ReduceSum", {"X": ["m", "n"]}, {"axes": [1], "keepdims": "k"}),
])
def test_attribute_values_onnx_rejects_are_refused_not_read_some_other_way(op, inputs, attrs):
    n_out = 2 if op == "Split" else 1
    outs = ["y", "z"][:n_out]
    rule = rule_of(inputs, [node(op, list(inputs), outs, **attrs)], outs,
                   [node(op, list(inputs), outs, **attrs)], outs)
    with pytest.raises(EncodeError):
        encode_rule(rule)


def test_shape_decisions_assume_of_a_symbol_only_its_floor():
    # n + p is never 1 if p >= 1, as shape decisions assumed of every symbol; but a pads
    # symbol is bound to 0 too, and at n = 1, p = 0 Squeeze removes that dim as well
    rule = rule_of({"X": ["n"]},
                   [node("Pad", "X", ["xp"], pads=[0, "p"]),
                    node("Unsqueeze", ["xp"], ["u"], axes=[0]), node("Squeeze", ["u"])], ["y"],
                   [node("Pad", "X", ["y"], pads=[0, "p"])], ["y"])
    assert rule.floors["p"] == 0
    with pytest.raises(EncodeError, match="Squeeze"):
        encode_rule(rule)
