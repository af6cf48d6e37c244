"""The rule encoder: one vocabulary symbol per ONNX node, symbolic shapes that agree with the
IR's shape inference at concrete sizes, EncodeError for what has no vocabulary, and a symbolic
shape mismatch between src and dst is a refutation."""

from __future__ import annotations

import pytest
import z3
from rule_helpers import node, rule_of

from verified_opt.axioms.vocab import DIM, RANK
from verified_opt.rules.instantiate import rule_graphs
from verified_opt.verify.encode import EncodeError, ShapeMismatch, encode_rule
from verified_opt.verify.prove import AxiomSet
from verified_opt.verify.verdict import INCONCLUSIVE, REFUTED, verify_rule

NO_AXIOMS = AxiomSet((), ())


def one_rule(inputs: dict, nodes: list, outputs: list, dst_nodes=None, dst_outputs=None,
             name: str = "r"):
    """A rule from plain lists; dst defaults to a copy of src (so the shapes agree)."""
    return rule_of(inputs, nodes, outputs, nodes if dst_nodes is None else dst_nodes,
                   outputs if dst_outputs is None else dst_outputs, name)


def concrete(shape, enc, sizes):
    """A symbolic shape evaluated at concrete sizes of the rule's symbols."""
    subs = [(enc.symbols[k], z3.IntVal(v)) for k, v in sizes.items() if k in enc.symbols]
    return tuple(z3.simplify(z3.substitute(d, *subs)).as_long() for d in shape)


# (case id, inputs, nodes, number of outputs, top symbol of output 0, sizes to cross-check)
CASES = [
    ("Add", {"X": ["m", "n"], "Y": ["m", "n"]}, [node("Add", "XY")], "add", {"m": 2, "n": 3}),
    ("Sub", {"X": ["m", "n"], "Y": ["m", "n"]}, [node("Sub", "XY")], "sub", {"m": 2, "n": 3}),
    ("Mul", {"X": ["m", "n"], "Y": ["m", "n"]}, [node("Mul", "XY")], "mul", {"m": 2, "n": 3}),
    ("Sum3", {"X": ["n"], "Y": ["n"], "Z": ["n"]}, [node("Sum", "XYZ")], "add", {"n": 4}),
    ("AddBroadcast", {"X": ["m", "n"], "Y": ["n"]}, [node("Add", "XY")], "addb",
     {"m": 2, "n": 3}),
    ("SubBroadcast", {"X": ["m", 1], "Y": ["n"]}, [node("Sub", "XY")], "subb",
     {"m": 2, "n": 3}),
    ("MulScalar", {"X": ["m", "n"], "S": []}, [node("Mul", "XS")], "smul", {"m": 2, "n": 3}),
    ("MulScalarLeft", {"S": [], "X": ["m", "n"]}, [node("Mul", "SX")], "smul",
     {"m": 2, "n": 3}),
    ("Relu", {"X": ["m", "n"]}, [node("Relu", "X")], "relu", {"m": 2, "n": 3}),
    ("Sigmoid", {"X": ["n"]}, [node("Sigmoid", "X")], "sigmoid", {"n": 3}),
    ("Tanh", {"X": ["n"]}, [node("Tanh", "X")], "tanh", {"n": 3}),
    ("Erf", {"X": ["n"]}, [node("Erf", "X")], "erf", {"n": 3}),
    ("Softmax", {"X": ["m", "n"]}, [node("Softmax", "X", axis=-1)], "softmax",
     {"m": 2, "n": 3}),
    ("MatMul", {"A": ["m", "k"], "B": ["k", "n"]}, [node("MatMul", "AB")], "matmul",
     {"m": 2, "k": 3, "n": 4}),
    ("MatMulBatched", {"A": ["b", "m", "k"], "B": ["b", "k", "n"]}, [node("MatMul", "AB")],
     "matmul", {"b": 2, "m": 3, "k": 4, "n": 5}),
    ("MatMulVector", {"A": ["m", "k"], "v": ["k"]}, [node("MatMul", ["A", "v"])], "matmulb",
     {"m": 2, "k": 3}),
    ("MatMulSharedWeight", {"A": ["b", "m", "k"], "B": ["k", "n"]}, [node("MatMul", "AB")],
     "matmulb", {"b": 2, "m": 3, "k": 4, "n": 5}),
    ("Gemm", {"A": ["k", "m"], "B": ["n", "k"], "C": ["m", "n"]},
     [node("Gemm", "ABC", transA=1, transB=1, alpha=2.0, beta=0.5)], "gemm",
     {"m": 2, "k": 3, "n": 4}),
    ("GemmNoC", {"A": ["m", "k"], "B": ["k", "n"]}, [node("Gemm", "AB")], "gemmnc",
     {"m": 2, "k": 3, "n": 4}),
    ("Conv", {"X": ["b", "c", "h", "w"], "W": ["f", "c", 3, 3]},
     [node("Conv", "XW", pads=[1, 1, 1, 1], kernel_shape=[3, 3])], "conv",
     {"b": 1, "c": 2, "h": 5, "w": 6, "f": 3}),
    ("ConvBiasStrided", {"X": ["b", "c", "h", "w"], "W": ["f", "c", 3, 3], "B": ["f"]},
     [node("Conv", "XWB", strides=[2, 2])], "convb", {"b": 1, "c": 2, "h": 7, "w": 9, "f": 3}),
    ("ConvSame", {"X": ["b", "c", "h", "w"], "W": ["f", "c", 3, 3]},
     [node("Conv", "XW", auto_pad="SAME_UPPER")], "conv", {"b": 1, "c": 2, "h": 5, "w": 4,
                                                          "f": 3}),
    ("MaxPool", {"X": ["b", "c", "h", "w"]},
     [node("MaxPool", "X", kernel_shape=[2, 2], strides=[2, 2])], "maxpool",
     {"b": 1, "c": 2, "h": 6, "w": 4}),
    ("AveragePool", {"X": ["b", "c", "h", "w"]},
     [node("AveragePool", "X", kernel_shape=[3, 3], pads=[1, 1, 1, 1])], "avgpool",
     {"b": 1, "c": 2, "h": 5, "w": 4}),
    ("GlobalAveragePool", {"X": ["b", "c", "h", "w"]}, [node("GlobalAveragePool", "X")], "gap",
     {"b": 1, "c": 2, "h": 5, "w": 4}),
    ("Concat", {"X": ["m", "n"], "Y": ["m", "k"]}, [node("Concat", "XY", axis=1)], "concat",
     {"m": 2, "n": 3, "k": 4}),
    ("Concat3", {"X": ["a", "n"], "Y": ["b", "n"], "Z": ["c", "n"]},
     [node("Concat", "XYZ", axis=0)], "concat", {"a": 1, "b": 2, "c": 3, "n": 2}),
    ("Split", {"X": ["m", "n"], "Y": ["m", "n"]},
     [node("Concat", "XY", ["c"], axis=1), node("Split", "c", ["p", "q"], axis=1,
                                                 split=["n", "n"])],
     "slice", {"m": 2, "n": 3}),
    ("Slice", {"X": ["m", "n"]}, [node("Slice", "X", starts=[0], ends=[-1], axes=[1])], "slice",
     {"m": 2, "n": 5}),
    ("SliceConcrete", {"X": ["m", 5]}, [node("Slice", "X", starts=[1], ends=[-1], axes=[1])],
     "slice", {"m": 2}),
    ("SliceToEnd", {"X": ["m", "n"]},
     [node("Slice", "X", starts=[0], ends=[2**63 - 1], axes=[0])], "slice", {"m": 2, "n": 5}),
    ("Transpose", {"X": ["a", "b", "c"]}, [node("Transpose", "X", perm=[2, 0, 1])],
     "transpose3", {"a": 2, "b": 3, "c": 4}),
    ("Reshape", {"X": ["m", "n"]}, [node("Reshape", "X", shape=[-1])], "reshape1",
     {"m": 2, "n": 3}),
    ("ReshapeZero", {"X": ["m", "n", "k"]}, [node("Reshape", "X", shape=[0, -1])], "reshape2",
     {"m": 2, "n": 3, "k": 4}),
    ("Flatten", {"X": ["a", "b", "c"]}, [node("Flatten", "X", axis=1)], "reshape2",
     {"a": 2, "b": 3, "c": 4}),
    ("Squeeze", {"X": ["m", 1, "n"]}, [node("Squeeze", "X", axes=[1])], "reshape2",
     {"m": 2, "n": 3}),
    ("Unsqueeze", {"X": ["m", "n"]}, [node("Unsqueeze", "X", axes=[0])], "reshape3",
     {"m": 2, "n": 3}),
    ("Pad", {"X": ["m", "n"]}, [node("Pad", "X", pads=[0, 1, 2, 0])], "pad2", {"m": 2, "n": 3}),
    ("BatchNormalization", {"X": ["b", "c", "h", "w"], "S": ["c"], "B": ["c"], "M": ["c"],
                            "V": ["c"]},
     [node("BatchNormalization", ["X", "S", "B", "M", "V"], epsilon=1e-3)], "bn",
     {"b": 1, "c": 2, "h": 3, "w": 4}),
    ("ReduceSum", {"X": ["m", "n"]}, [node("ReduceSum", "X", axes=[1], keepdims=0)], "rsum",
     {"m": 2, "n": 3}),
    ("ReduceMeanAll", {"X": ["m", "n"]}, [node("ReduceMean", "X")], "rmean", {"m": 2, "n": 3}),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_each_supported_op_encodes_to_its_symbol_with_the_right_shape(case):
    _, inputs, nodes, symbol, sizes = case
    outs = list(nodes[-1]["outputs"])
    rule = one_rule(inputs, nodes, outs)
    enc = encode_rule(rule)
    term = enc.src.outputs[0]
    if symbol is None:  # the node vanishes: the output is the input itself
        assert term.decl().name().startswith("in_")
    else:
        assert term.decl().name() == symbol
    # src and dst are the same graph: hash-consing makes them the same term
    assert all(a.eq(b) for a, b in zip(enc.src.outputs, enc.dst.outputs))
    # symbolic shapes agree with the IR's shape inference at concrete sizes
    src, _ = rule_graphs(rule, sizes)
    for o in outs:
        assert concrete(enc.src.shapes[o], enc, sizes) == src.types[o].shape, o
    # every term is typed: rank and every dim are asserted
    facts = {f.get_id() for f in enc.facts}
    rank = len(enc.src.shapes[outs[0]])
    assert (RANK(term) == rank).get_id() in facts
    assert all((DIM(term, k) == d).get_id() in facts
               for k, d in enumerate(enc.src.shapes[outs[0]]))
    # sizes are positive
    assert all((s >= 1).get_id() in facts for s in enc.symbols.values())


def test_identity_and_dropout_vanish_and_sum_nests():
    rule = one_rule({"X": ["n"], "Y": ["n"], "Z": ["n"]},
                    [node("Identity", "X", ["a"]), node("Dropout", "a", ["b"]),
                     node("Sum", ["b", "Y", "Z"])], ["y"])
    enc = encode_rule(rule)
    x, y, z = enc.inputs["X"], enc.inputs["Y"], enc.inputs["Z"]
    add = enc.src.outputs[0].decl()
    assert enc.src.outputs[0].eq(add(add(x, y), z))


def test_split_outputs_are_slices_with_consecutive_bounds():
    rule = one_rule({"X": ["m", "n"], "Y": ["m", "n"]},
                    [node("Concat", "XY", ["c"], axis=1),
                     node("Split", "c", ["p", "q"], axis=1, split=["n", "n"])], ["p", "q"])
    enc = encode_rule(rule)
    p, q = enc.src.outputs
    n = enc.symbols["n"]
    axis, start, end = p.children()[:3]
    assert axis.as_long() == 1 and start.as_long() == 0 and end.eq(n)
    axis, start, end = q.children()[:3]
    assert axis.as_long() == 1 and start.eq(n)
    assert z3.is_true(z3.simplify(end == 2 * n))


def test_gemm_keeps_alpha_beta_as_exact_reals():
    rule = one_rule({"A": ["m", "k"], "B": ["k", "n"], "C": ["m", "n"]},
                    [node("Gemm", "ABC", alpha=0.5, beta=2.0)], ["y"])
    args = encode_rule(rule).src.outputs[0].children()
    assert args[2].eq(z3.RealVal("1/2")) and args[3].eq(z3.RealVal(2))


@pytest.mark.parametrize("op, inputs, attrs", [
    ("ConvTranspose", {"X": [1, 1, "h", "w"], "W": [1, 1, 3, 3]}, {"auto_pad": "SAME_UPPER"}),
    ("ConvTranspose", {"X": [1, 1, 4, 4], "W": [1, 1, 3, 3]}, {"output_shape": [6, 6]}),
    ("ConvTranspose", {"X": [1, 1, "n"], "W": [1, 1, 3]}, {}),
    ("LayerNormalization", {"X": ["m", "n"], "S": ["n"]}, {}),  # no bias
    ("Slice", {"X": ["n"]}, {"starts": [0], "ends": [4], "steps": [2]}),
    ("Pad", {"X": ["n"]}, {"pads": [1, 1], "mode": "reflect"}),
    ("MaxPool", {"X": [1, 1, "h", "w"]}, {"kernel_shape": [2, 2], "ceil_mode": 1}),
    ("Conv", {"X": [1, 1, "n"], "W": [1, 1, 3]}, {}),
    ("MatMul", {"A": ["b", "m", "k"], "B": [1, "k", "n"]}, {}),
])
def test_unsupported_ops_raise_encode_error_and_are_inconclusive(op, inputs, attrs):
    rule = one_rule(inputs, [node(op, list(inputs), **attrs)], ["y"],
                    dst_nodes=[node(op, list(inputs), **attrs), node("Identity", "y", ["z"])],
                    dst_outputs=["z"])
    with pytest.raises(EncodeError) as e:
        encode_rule(rule)
    assert not isinstance(e.value, ShapeMismatch)
    v = verify_rule(rule, NO_AXIOMS)
    assert v.status == INCONCLUSIVE
    assert v.reason  # says what the verifier cannot reason about
    assert v.smt2 == "" and not v.axioms_used


def test_unsupported_op_message_names_the_operator():
    rule = one_rule({"X": ["m", "n"]}, [node("LogSoftmax", "X")], ["y"])
    with pytest.raises(EncodeError, match="no vocabulary for LogSoftmax"):
        encode_rule(rule)


def test_an_encoding_error_names_the_node_and_the_rules_own_symbols():
    """'MatMul inner dimensions sym_k and sym_n differ' named neither the node nor the symbols
    as the rule wrote them (a review)."""
    rule = one_rule({"A": ["m", "k"], "B": ["n", "k"]}, [node("MatMul", "AB")], ["y"])
    with pytest.raises(EncodeError) as e:
        encode_rule(rule)
    assert "src node 0 (MatMul)" in str(e.value) and "k and n" in str(e.value)
    assert "sym_" not in str(e.value)


def test_symbolic_shape_mismatch_raises_shape_mismatch():
    rule = one_rule({"X": ["m", "n"]}, [node("Transpose", "X", perm=[1, 0])], ["y"],
                    dst_nodes=[], dst_outputs=["X"])
    with pytest.raises(ShapeMismatch, match="src shape"):
        encode_rule(rule)


def test_symbolic_shape_mismatch_is_refuted_not_inconclusive():
    rule = one_rule({"X": ["m", "n"]}, [node("Transpose", "X", perm=[1, 0])], ["y"],
                    dst_nodes=[], dst_outputs=["X"])
    v = verify_rule(rule, NO_AXIOMS)
    assert v.status == REFUTED
    assert v.counterexample is not None and v.counterexample.sizes["m"] != \
        v.counterexample.sizes["n"]


def test_shape_mismatch_with_no_concrete_instance_is_not_proved():
    # the rule's sizes are fixed: src [2, 3] vs dst [3, 2]; testing sees it as a shape error
    rule = one_rule({"X": [2, 3]}, [node("Transpose", "X", perm=[1, 0])], ["y"],
                    dst_nodes=[], dst_outputs=["X"])
    v = verify_rule(rule, NO_AXIOMS)
    assert v.status == REFUTED


def test_dimension_expressions_are_integer_arithmetic():
    rule = one_rule({"X": ["m", "n"], "Y": ["m", "k"]},
                    [node("Concat", "XY", ["c"], axis=1),
                     node("Reshape", "c", shape=["m*(n+k)"])], ["y"])
    enc = encode_rule(rule)
    (d,) = enc.src.shapes["y"]
    m, n, k = (enc.symbols[s] for s in "mnk")
    s = z3.Solver()
    s.add(d != m * (n + k))
    assert s.check() == z3.unsat
