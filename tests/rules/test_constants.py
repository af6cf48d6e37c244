"""Constants in rules (TASO's const_one, const_iconv, const_imm): the rule format states them,
the verifier proves rules with them from axioms that are themselves tested, the matcher binds a
source constant only to an initializer that holds exactly its value, and a target constant
becomes an initializer that the optimizer folds into the weights."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import helper, numpy_helper

from verified_opt.axioms.lang import parse_axiom
from verified_opt.axioms.soundness import check_axiom
from verified_opt.generate.graph_index import GraphIndex
from verified_opt.ir.evaluate import evaluate
from verified_opt.ir.onnx_io import import_model
from verified_opt.rules.apply import apply_match
from verified_opt.rules.format import RuleError, parse_rules
from verified_opt.rules.match import find_matches
from verified_opt.semantics.constants import constant_value
from verified_opt.verify.verdict import verify_rule

CONV = {"pads": [1, 1, 1, 1]}
RESIDUAL = {
    "name": "conv_residual_into_kernel",
    "inputs": {"X": ["n", "c", "h", "w"], "W": ["c", "c", 3, 3]},
    "src": {"nodes": [{"op": "Conv", "inputs": ["X", "W"], "outputs": ["y"], "attrs": CONV},
                      {"op": "Add", "inputs": ["y", "X"], "outputs": ["z"]}], "outputs": ["z"]},
    "dst": {"nodes": [{"op": "IdentityKernel", "inputs": [], "outputs": ["I"],
                       "attrs": {"shape": ["c", "c", 3, 3]}},
                      {"op": "Add", "inputs": ["W", "I"], "outputs": ["w2"]},
                      {"op": "Conv", "inputs": ["X", "w2"], "outputs": ["z"], "attrs": CONV}],
            "outputs": ["z"]}}
IDENTITY_MATMUL = {
    "name": "matmul_by_identity", "inputs": {"A": ["m", "c"]},
    "src": {"nodes": [{"op": "IdentityKernel", "inputs": [], "outputs": ["I"],
                       "attrs": {"shape": ["c", "c"]}},
                      {"op": "MatMul", "inputs": ["A", "I"], "outputs": ["y"]},
                      {"op": "Relu", "inputs": ["y"], "outputs": ["z"]}], "outputs": ["z"]},
    "dst": {"nodes": [{"op": "Relu", "inputs": ["A"], "outputs": ["z"]}], "outputs": ["z"]}}


def rule(obj):
    return parse_rules(json.dumps({"rules": [obj]}))[0]


def test_constant_values():
    k = constant_value("IdentityKernel", (2, 2, 3, 3))
    assert k.sum() == 2 and k[0, 0, 1, 1] == 1 and k[1, 1, 1, 1] == 1 and k[0, 1, 1, 1] == 0
    assert np.array_equal(constant_value("IdentityKernel", (3, 3)), np.eye(3))
    assert np.array_equal(constant_value("Ones", (2, 4)), np.ones((2, 4)))


def test_a_constant_no_model_could_hold_is_refused_not_allocated():
    """A rule instantiated at sizes no model has (the generator's implication checks draw
    powers of two; channel padding's Fill then had 2^54 values) is a ValueError, which
    side_graph reports as a malformed instance, not a MemoryError."""
    with pytest.raises(ValueError, match="too large"):
        constant_value("Fill", (1 << 30, 32, 512, 1024), {"value": 0.0})
    assert constant_value("Fill", (2, 3), {"value": 0.0}).shape == (2, 3)


@pytest.mark.parametrize("node, message", [
    ({"op": "Ones", "inputs": ["A"], "outputs": ["o"], "attrs": {"shape": ["m"]}},
     "no inputs and one output"),
    ({"op": "IdentityKernel", "inputs": [], "outputs": ["o"], "attrs": {"shape": ["m", "m", 2, 2]}},
     "spatial dims must be odd"),
    ({"op": "IdentityKernel", "inputs": [], "outputs": ["o"], "attrs": {"shape": ["m", "c"]}},
     "first two dims must be equal"),
    ({"op": "Ones", "inputs": [], "outputs": ["o"], "attrs": {"shape": ["m"], "value": 2}},
     "exactly the attributes 'shape'"),
])
def test_malformed_constants_are_named(node, message):
    bad = {"name": "bad", "inputs": {"A": ["m"]},
           "src": {"nodes": [node, {"op": "Relu", "inputs": ["A"], "outputs": ["y"]}],
                   "outputs": ["y"]},
           "dst": {"nodes": [{"op": "Relu", "inputs": ["A"], "outputs": ["y"]}], "outputs": ["y"]}}
    with pytest.raises(RuleError, match=message):
        rule(bad)


def test_a_constant_is_not_a_rule_output():
    bad = {"name": "bad", "inputs": {"A": ["m"]},
           "src": {"nodes": [{"op": "Relu", "inputs": ["A"], "outputs": ["y"]}], "outputs": ["y"]},
           "dst": {"nodes": [{"op": "Ones", "inputs": [], "outputs": ["y"],
                              "attrs": {"shape": ["m"]}}], "outputs": ["y"]}}
    with pytest.raises(RuleError, match="is a constant"):
        rule(bad)


def test_rules_with_constants_are_proved_from_the_constant_axioms(axioms):
    v = verify_rule(rule(RESIDUAL), axioms)
    assert v.status == "proved", v.reason
    assert {"conv_add_w", "conv_idkernel"} <= set(v.axioms_used)
    v = verify_rule(rule(IDENTITY_MATMUL), axioms)
    assert v.status == "proved" and "matmul_idkernel_right" in v.axioms_used


def test_wrong_rules_with_constants_are_refuted_with_a_counterexample(axioms):
    dilated = json.loads(json.dumps(IDENTITY_MATMUL))
    dilated.update(name="dilated_identity", inputs={"X": ["n", "c", "h", "w"]})
    dilated["src"]["nodes"] = [
        {"op": "IdentityKernel", "inputs": [], "outputs": ["I"],
         "attrs": {"shape": ["c", "c", 3, 3]}},
        {"op": "Conv", "inputs": ["X", "I"], "outputs": ["y"],
         "attrs": {"pads": [1, 1, 1, 1], "dilations": [2, 2]}},
        {"op": "Relu", "inputs": ["y"], "outputs": ["z"]}]
    dilated["dst"]["nodes"][0]["inputs"] = ["X"]
    v = verify_rule(rule(dilated), axioms)  # dilation 2 needs pads 2 to keep the size
    assert v.status == "refuted" and "shapes differ" in v.reason
    ones = {"name": "add_ones_is_not_identity", "inputs": {"A": ["m", "c"]},
            "src": {"nodes": [{"op": "Ones", "inputs": [], "outputs": ["o"],
                               "attrs": {"shape": ["m", "c"]}},
                              {"op": "Add", "inputs": ["A", "o"], "outputs": ["y"]},
                              {"op": "Relu", "inputs": ["y"], "outputs": ["z"]}],
                     "outputs": ["z"]},
            "dst": {"nodes": [{"op": "Relu", "inputs": ["A"], "outputs": ["z"]}],
                    "outputs": ["z"]}}
    v = verify_rule(rule(ones), axioms)
    assert v.status == "refuted" and v.counterexample is not None
    ce = v.counterexample
    assert ce.src_value is not None and ce.src_value != ce.dst_value


def _masked(name, inputs, src, dst, shape=("c", "c")):
    """A rule over one identity kernel I of `shape`; src and dst are lists of (op, inputs, out)
    with an optional fourth item, the attributes."""
    def side(nodes):
        return {"nodes": [{"op": "IdentityKernel", "inputs": [], "outputs": ["I"],
                           "attrs": {"shape": list(shape)}}]
                + [{"op": op, "inputs": ins, "outputs": [out],
                    **({"attrs": attrs[0]} if attrs else {})}
                   for op, ins, out, *attrs in nodes], "outputs": [nodes[-1][2]]}
    return rule({"name": name, "inputs": inputs, "src": side(src), "dst": side(dst)})


MASK = ("c", "c", 3, 3)
STRIDED = {"kernel_shape": [3, 3], "strides": [2, 2], "pads": [1, 1, 1, 1]}


@pytest.mark.parametrize("name, inputs, src, dst, shape, axiom", [
    ("mask_twice", {"W": ["c", "c"]}, [("Mul", ["W", "I"], "a"), ("Mul", ["I", "a"], "b")],
     [("Mul", ["W", "I"], "b")], ("c", "c"), "mul_idkernel2_idem"),
    ("mask_twice_kernel", {"K": list(MASK)}, [("Mul", ["K", "I"], "a"), ("Mul", ["I", "a"], "b")],
     [("Mul", ["K", "I"], "b")], MASK, "mul_idkernel4_idem"),
    ("relu_of_masked", {"W": ["c", "c"]}, [("Relu", ["W"], "a"), ("Mul", ["I", "a"], "b")],
     [("Mul", ["W", "I"], "a"), ("Relu", ["a"], "b")], ("c", "c"), "relu_mul_idkernel2"),
    ("masked_transpose", {"W": ["c", "c"]}, [("Transpose", ["W"], "a", {"perm": [1, 0]}),
                                             ("Mul", ["I", "a"], "b")],
     [("Mul", ["W", "I"], "b")], ("c", "c"), "mul_idkernel2_transpose"),
    ("masked_kernel_transpose", {"K": list(MASK)},
     [("Transpose", ["K"], "a", {"perm": [0, 1, 3, 2]}), ("Mul", ["I", "a"], "b")],
     [("Mul", ["K", "I"], "b")], MASK, "mul_idkernel4_transpose_taps"),
    ("diagonal_product", {"V": ["c", "c"], "W": ["c", "c"]},
     [("Mul", ["V", "I"], "a"), ("Mul", ["W", "I"], "b"), ("MatMul", ["a", "b"], "d")],
     [("Mul", ["V", "W"], "a"), ("Mul", ["I", "a"], "d")], ("c", "c"), "matmul_diagonals"),
    ("relu_of_masked_kernel", {"K": list(MASK)}, [("Relu", ["K"], "a"), ("Mul", ["I", "a"], "b")],
     [("Mul", ["K", "I"], "a"), ("Relu", ["a"], "b")], MASK, "relu_mul_idkernel4"),
    ("kernel_masked_by_its_channel_transpose", {"K": list(MASK)},
     [("Transpose", ["I"], "a", {"perm": [1, 0, 2, 3]}), ("Mul", ["K", "a"], "b")],
     [("Mul", ["K", "I"], "b")], MASK, "transpose_idkernel4_channels"),
    ("masked_kernel_channel_transpose", {"K": list(MASK)},
     [("Transpose", ["K"], "a", {"perm": [1, 0, 2, 3]}), ("Mul", ["I", "a"], "b")],
     [("Mul", ["K", "I"], "b")], MASK, "mul_idkernel4_transpose_channels"),
    ("diagonal_of_diag_times_full", {"V": ["c", "c"], "W": ["c", "c"]},
     [("Mul", ["V", "I"], "a"), ("MatMul", ["a", "W"], "d"), ("Mul", ["d", "I"], "e")],
     [("Mul", ["V", "W"], "a"), ("Mul", ["a", "I"], "e")], ("c", "c"),
     "mul_idkernel2_matmul_left"),
    ("diagonal_of_full_times_diag", {"V": ["c", "c"], "W": ["c", "c"]},
     [("Mul", ["V", "I"], "a"), ("MatMul", ["W", "a"], "d"), ("Mul", ["d", "I"], "e")],
     [("Mul", ["W", "V"], "a"), ("Mul", ["a", "I"], "e")], ("c", "c"),
     "mul_idkernel2_matmul_right"),
    ("identity_conv_of_a_product", {"X": ["n", "c", "h", "w"], "Y": ["n", "c", "h", "w"]},
     [("Mul", ["X", "Y"], "a"), ("Conv", ["a", "I"], "b", STRIDED)],
     [("Conv", ["X", "I"], "p", STRIDED), ("Conv", ["Y", "I"], "q", STRIDED),
      ("Mul", ["p", "q"], "b")], MASK, "mul_conv_idkernel"),
    ("relu_of_eye_beside_data", {"W": ["c", "c2"]},
     [("Relu", ["W"], "a"), ("Concat", ["I", "a"], "b", {"axis": 1})],
     [("Concat", ["I", "W"], "a", {"axis": 1}), ("Relu", ["a"], "b")], ("c", "c"),
     "relu_idkernel2"),
])
def test_identity_kernels_as_masks_are_proved(axioms, name, inputs, src, dst, shape, axiom):
    """K = 4 candidates with constants were mostly inconclusive for want of what an identity
    kernel is element-wise: a 0/1 mask on the (channel) diagonal and the centre tap."""
    v = verify_rule(_masked(name, inputs, src, dst, shape), axioms)
    assert v.status == "proved" and axiom in v.axioms_used, v.reason


@pytest.mark.parametrize("name, inputs, src, dst, shape", [
    ("adding_the_mask_does_not_commute_with_relu", {"W": ["c", "c"]},
     [("Add", ["W", "I"], "a"), ("Relu", ["a"], "b")],
     [("Relu", ["W"], "a"), ("Add", ["a", "I"], "b")], ("c", "c")),
    ("off_diagonal_transpose_is_not_masked", {"W": ["c", "c"]},
     [("Transpose", ["W"], "a", {"perm": [1, 0]}), ("MatMul", ["I", "a"], "b")],
     [("MatMul", ["W", "I"], "b")], ("c", "c")),
    ("product_is_not_diagonal", {"V": ["c", "c"], "W": ["c", "c"]},
     [("Mul", ["V", "I"], "a"), ("MatMul", ["a", "W"], "d")],
     [("Mul", ["V", "W"], "a"), ("Mul", ["I", "a"], "d")], ("c", "c")),
    ("diagonal_of_a_product_is_not_the_product_of_diagonals", {"V": ["c", "c"], "W": ["c", "c"]},
     [("MatMul", ["V", "W"], "d"), ("Mul", ["d", "I"], "e")],
     [("Mul", ["V", "W"], "a"), ("Mul", ["a", "I"], "e")], ("c", "c")),
    ("identity_conv_of_a_sum_is_not_a_product", {"X": ["n", "c", "h", "w"],
                                                 "Y": ["n", "c", "h", "w"]},
     [("Add", ["X", "Y"], "a"), ("Conv", ["a", "I"], "b", STRIDED)],
     [("Conv", ["X", "I"], "p", STRIDED), ("Conv", ["Y", "I"], "q", STRIDED),
      ("Mul", ["p", "q"], "b")], MASK),
])
def test_wrong_mask_rules_are_refuted(axioms, name, inputs, src, dst, shape):
    v = verify_rule(_masked(name, inputs, src, dst, shape), axioms)
    # refuted by a counterexample, and not also proved (an unsound axiom would prove it)
    assert v.status == "refuted" and v.counterexample is not None and not v.axiom_bug, v.reason


@pytest.mark.parametrize("text", [
    ("idk_no_pads: forall X[n, c, h, w]: conv(1, 1, 0, 0, 0, 0, 1, 1, 1, X, idkernel4(c, 3, 3)) "
     "= X  # forgets the padding"),
    ("idk_off_centre: forall X[n, c, h, w]: conv(1, 1, 2, 2, 0, 0, 1, 1, 1, X, idkernel4(c, 3, 3)) "
     "= X  # pads on one side: shifted"),
    "ones_double: forall X[a, b]: mul(X, ones2(a, b)) = add(X, X)  # x * 1 = 2x",
    ("idk_pads_into_conv: forall X[n, c, h, w] W[m, c, 3, 3]: conv(1, 1, 1, 1, 1, 1, 1, 1, 1, "
     "conv(1, 1, 1, 1, 1, 1, 1, 1, 1, X, W), idkernel4(m, 1, 1)) = conv(1, 1, 2, 2, 2, 2, 1, 1, 1, "
     "X, W)  # zero-padding a Conv's output is not a wider Conv: its window reaches real data"),
    ("diag_times_full: forall X[c, c] Y[c, c]: matmul(mul(X, idkernel2(c)), Y) "
     "= mul(mul(X, Y), idkernel2(c))  # diag(x) Y is not diagonal"),
    ("taps_not_square: forall c in 1..4 kh in 1..5 kw in 1..5: transpose4(0, 1, 3, 2, "
     "idkernel4(c, kh, kw)) = idkernel4(c, kh, kw)  # only a square kernel's taps are symmetric"),
    ("mask_relu_ones: forall X[a, b]: relu(mul(X, ones2(a, b))) = mul(relu(X), add(ones2(a, b), "
     "ones2(a, b)))  # a mask of twos is no mask"),
])
def test_an_unsound_constant_axiom_is_caught(text):
    result = check_axiom(parse_axiom(text, "t.ax", 1))
    assert not result.sound and result.counterexample


def _conv(inputs, out, stride, pads):
    return {"op": "Conv", "inputs": inputs, "outputs": [out],
            "attrs": {"strides": [stride] * 2, "pads": [pads] * 4}}


@pytest.mark.parametrize("stride", [1, 2])
def test_a_cropping_identity_kernel_after_a_conv_is_proved(axioms, stride):
    """Conv(Conv(x, k, pads 1), I, pads 0) = Conv(x, k, pads 0): the valid identity Conv crops
    (and strides) the same-padded Conv's output; one of the K=3 candidates that was
    inconclusive until conv_idkernel3_after_conv."""
    crop = {"name": "crop", "inputs": {"X": ["n", "c", "h", "w"], "K": ["m", "c", 3, 3]},
            "src": {"nodes": [_conv(["X", "K"], "y", 1, 1),
                              {"op": "IdentityKernel", "inputs": [], "outputs": ["I"],
                               "attrs": {"shape": ["m", "m", 3, 3]}},
                              _conv(["y", "I"], "z", stride, 0)], "outputs": ["z"]},
            "dst": {"nodes": [_conv(["X", "K"], "z", stride, 0)], "outputs": ["z"]}}
    v = verify_rule(rule(crop), axioms)
    assert v.status == "proved" and "conv_idkernel3_after_conv" in v.axioms_used, v.reason


def _residual_model(path: Path, w: np.ndarray | None = None) -> Path:
    rng = np.random.default_rng(0)
    w = rng.standard_normal((4, 4, 3, 3)).astype(np.float32) if w is None else w
    nodes = [helper.make_node("Conv", ["x", "w"], ["y"], pads=[1, 1, 1, 1], name="conv"),
             helper.make_node("Add", ["y", "x"], ["z"], name="add"),
             helper.make_node("Relu", ["z"], ["out"], name="relu")]
    g = helper.make_graph(nodes, "res", [helper.make_tensor_value_info("x", 1, [1, 4, 6, 6])],
                          [helper.make_tensor_value_info("out", 1, None)],
                          [numpy_helper.from_array(w, "w")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    onnx.save(m, str(path))
    return path


def test_a_target_constant_becomes_an_initializer_and_keeps_the_meaning(tmp_path):
    graph = import_model(onnx.load(str(_residual_model(tmp_path / "m.onnx"))))
    (m,) = find_matches(rule(RESIDUAL), graph)
    new = apply_match(graph, m, "sha256:test", 1)
    assert new.op_counts() == {"Add": 1, "Conv": 1, "Relu": 1}
    ident = [v for v in new.initializers.values() if v.shape == (4, 4, 3, 3) and v.sum() == 4]
    assert len(ident) == 1 and np.array_equal(ident[0], constant_value("IdentityKernel",
                                                                        (4, 4, 3, 3)))
    feeds = {"x": np.random.default_rng(1).standard_normal((1, 4, 6, 6)).astype(np.float32)}
    np.testing.assert_allclose(evaluate(graph, feeds)["out"], evaluate(new, feeds)["out"],
                               rtol=1e-5, atol=1e-5)


def _matmul_graph(weight: np.ndarray):
    nodes = [helper.make_node("MatMul", ["a", "i"], ["y"], name="mm"),
             helper.make_node("Relu", ["y"], ["z"], name="relu")]
    g = helper.make_graph(nodes, "mm", [helper.make_tensor_value_info("a", 1, [2, 3])],
                          [helper.make_tensor_value_info("z", 1, None)],
                          [numpy_helper.from_array(weight.astype(np.float32), "i")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return import_model(m)


def _as_the_generator_does(rule, graph):
    return find_matches(rule, graph, limit=8, index=GraphIndex(graph))


@pytest.mark.parametrize("finder", [find_matches, _as_the_generator_does])
def test_a_source_constant_matches_only_an_initializer_that_holds_it(finder):
    r = rule(IDENTITY_MATMUL)
    assert len(finder(r, _matmul_graph(np.eye(3)))) == 1
    almost = np.eye(3)
    almost[2, 0] = 1
    assert finder(r, _matmul_graph(almost)) == []
    assert finder(r, _matmul_graph(np.ones((3, 3)))) == []
    new = apply_match(_matmul_graph(np.eye(3)), finder(r, _matmul_graph(np.eye(3)))[0], "", 1)
    assert new.op_counts() == {"Relu": 1} and not new.initializers


def test_the_optimizer_folds_a_residual_add_into_the_kernel(tmp_path, monkeypatch, capsys):
    """`vopt optimize --rules` with the residual rule: certified on the fly, applied, the
    identity kernel folded into the weights (one Conv + Relu left), same outputs as ORT."""
    from verified_opt.cli import main as vopt
    from verified_opt.commands import optimize_cmd

    class NodeCount:  # cost and latency = node count: the keep-or-not decision is deterministic
        def __init__(self, *a, **k):
            pass

        def node_cost(self, graph, node):
            return 0.0 if node.op == "Identity" else 1.0

        def save(self):
            pass

    def by_size(data, feeds, threads=2, **kw):
        return float(len(onnx.load_from_string(data).graph.node))

    monkeypatch.setattr(optimize_cmd, "CostModel", NodeCount)
    monkeypatch.setattr(optimize_cmd, "measure_model", by_size)
    monkeypatch.setattr(optimize_cmd, "measure_rounds",
                        lambda models, feeds, threads=2, **kw: {k: [by_size(d, feeds)] * 5
                                                                for k, d in models.items()})
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"rules": [RESIDUAL]}))
    model = _residual_model(tmp_path / "m.onnx")
    out, report = tmp_path / "o.onnx", tmp_path / "a.json"
    monkeypatch.setenv("VOPT_CACHE_DIR", str(tmp_path / "cache"))
    # zero-terms through X (a zero weight of W where X is inf is NaN before, and W + I's 1
    # makes it inf after): --fast-math, X being no constant
    args = ["optimize", str(model), "-o", str(out), "--json", str(report), "--budget", "10",
            "--rules", str(rules), "--overwrite"]
    assert vopt(args) == 0
    assert json.loads(report.read_text())["applied"] == []
    code = vopt(args + ["--fast-math"])
    printed = capsys.readouterr().out
    assert code == 0, printed
    r = json.loads(report.read_text())
    assert [a["rule"] for a in r["applied"]] == ["conv_residual_into_kernel"]
    ops = [n.op_type for n in onnx.load(str(out)).graph.node]
    assert ops == ["Conv", "Relu"]
    x = np.random.default_rng(2).standard_normal((1, 4, 6, 6)).astype(np.float32)
    a = ort.InferenceSession(str(model)).run(None, {"x": x})[0]
    b = ort.InferenceSession(str(out)).run(None, {"x": x})[0]
    np.testing.assert_allclose(a, b, rtol=1e-4, atol=1e-4)
    assert vopt(["audit", str(report)]) == 0
