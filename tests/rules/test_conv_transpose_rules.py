"""ConvTranspose in the verifier (axioms/conv_transpose.ax, data/rules/conv_transpose.json) and
BatchNormalization folded into Gemm (axioms/batchnorm.ax, data/rules/batchnorm.json): the axioms
tested against ONNX's operators (wrong variants caught), the encoder's ConvTranspose shapes
equal to the registry's, the rules proved and their mutants refuted, what the matcher leaves
alone, and the rewrites run in ONNX Runtime with the original's outputs (DCGAN's first layer,
InfoGAN's fully connected layers)."""

from __future__ import annotations

import json

import numpy as np
import onnx
import onnxruntime as ort
import pytest
import z3
from onnx import helper, numpy_helper
from shipped import RULES_DIR, rule_obj, verify_obj

from verified_opt.axioms.lang import default_axiom_dir, load_axioms, parse_axiom
from verified_opt.axioms.soundness import check_axiom
from verified_opt.axioms.vocab import T
from verified_opt.ir.fold import fold_constants
from verified_opt.ir.onnx_io import export_model, import_model
from verified_opt.rules.apply import apply_match
from verified_opt.rules.format import load_rules, parse_rules
from verified_opt.rules.match import find_matches
from verified_opt.verify.encode import SideEncoder
from verified_opt.verify.verdict import verify_rule

CONVT = RULES_DIR / "conv_transpose.json"
BN = RULES_DIR / "batchnorm.json"


@pytest.fixture(scope="module")
def rules():
    return {r.name: r for r in load_rules([CONVT, BN])}


@pytest.mark.parametrize("name, mode", [
    ("convtb_bias", "exact"), ("convt_1x1_matmul", "exact"),
    ("bn_gemm_fold", "float"), ("bn_gemm_fold_tb", "float"),
])
def test_the_axioms_are_sound_against_onnx(name, mode):
    (ax,) = [a for a in load_axioms(default_axiom_dir()) if a.name == name]
    result = check_axiom(ax)
    assert result.sound, result.counterexample
    assert result.instances >= 20 and result.mode == mode


_MM = ("reshape4(dim(X, 0), dim(W, 1), {kh}, {kw}, matmul(reshape2(dim(X, 0), dim(X, 1), X), "
       "reshape2(dim(W, 0), dim(W, 1)*dim(W, 2)*dim(W, 3), {w})))")
WRONG_AXIOMS = {
    # a 2x2 input: the kernels overlap (stride 1) or spread apart (stride 2)
    "any_input_size": ("X[n, c, h, w] W[c, k, kh, kw]", "0, 0, 0, 0",
                       {"kh": "dim(W, 2)", "kw": "dim(W, 3)", "w": "W"}),
    "pads_ignored": ("X[n, c, 1, 1] W[c, k, kh, kw]", "1, 0, 1, 0",
                     {"kh": "dim(W, 2) - 2", "kw": "dim(W, 3)", "w": "W"}),
    "kernel_rows_and_columns_swapped": ("X[n, c, 1, 1] W[c, k, kh, kw]", "0, 0, 0, 0",
                                        {"kh": "dim(W, 3)", "kw": "dim(W, 2)",
                                         "w": "transpose4(0, 1, 3, 2, W)"}),
    "channels_read_as_kernels": ("X[n, c, 1, 1] W[c, k, kh, kw]", "0, 0, 0, 0",
                                 {"kh": "dim(W, 2)", "kw": "dim(W, 3)",
                                  "w": "reshape4(dim(W, 0), dim(W, 1), dim(W, 2), dim(W, 3), "
                                       "transpose4(0, 1, 3, 2, W))"}),
}


@pytest.mark.parametrize("name", sorted(WRONG_AXIOMS))
def test_a_wrong_convtranspose_axiom_is_caught_with_a_counterexample(name):
    shapes, pads, fmt = WRONG_AXIOMS[name]
    text = (f"bad: forall {shapes} sh in 1..2 sw in 1..2: convt(sh, sw, {pads}, 1, 1, 1, 0, 0, "
            f"X, W) = {_MM.format(**fmt)}  # wrong")
    result = check_axiom(parse_axiom(text, "test.ax", 1))
    assert not result.sound and result.counterexample


def test_a_bn_fold_that_forgets_the_mean_is_caught():
    text = ("bad: forall A[n, k] W[k, m] C[m] S[m] B[m] M[m] V[m] eps in {1e-5, 0.001}: "
            "bn(eps, gemm(0, 0, 1.0, 1.0, A, W, C), S, B, M, V) = gemm(0, 0, 1.0, 1.0, A, "
            "bn(eps, W, S, sub(M, M), sub(M, M), V), reshape1(m, bn(eps, reshape2(1, m, C), S, B, "
            "sub(M, M), V)))  # wrong")
    result = check_axiom(parse_axiom(text, "test.ax", 1))
    assert not result.sound and result.counterexample


@pytest.mark.parametrize("attrs, shape, want", [
    ({}, (1, 3, 5, 5), (1, 4, 7, 7)),
    ({"strides": [2, 2], "pads": [1, 1, 1, 1]}, (1, 3, 4, 4), (1, 4, 7, 7)),
    ({"strides": [3, 3], "pads": [4, 4, 4, 4], "output_padding": [2, 2]}, (1, 3, 6, 6),
     (1, 4, 18, 18)),
    ({"strides": [2, 1], "dilations": [1, 2], "pads": [0, 1, 1, 0]}, (2, 3, 4, 5), (2, 4, 8, 8)),
])
def test_the_encoder_gives_convtranspose_the_registry_shape(attrs, shape, want):
    """FSRCNN's x3 layer among them: 9x9 kernel, stride 3, pads 4, output_padding 2."""
    k = 9 if attrs.get("strides") == [3, 3] else 3
    side = {"nodes": [{"op": "ConvTranspose", "inputs": ["X", "W"], "outputs": ["y"],
                       "attrs": attrs}], "outputs": ["y"]}
    obj = {"name": "t", "inputs": {"X": list(shape), "W": [3, 4, k, k]}, "src": side,
           "dst": side}
    rule = parse_rules(json.dumps({"rules": [obj]}))[0]
    inputs = {name: z3.Const(name, T) for name in rule.inputs}
    enc = SideEncoder(rule, {}, inputs).encode(rule.src)
    assert enc.outputs[0].decl().name() == "convt"
    assert tuple(z3.simplify(d).as_long() for d in enc.shapes["y"]) == want
    # the registry's shape inference, which the conformance tests hold to ONNX Runtime
    model = _convt_model(c=3, k=4, h=shape[2], w=shape[3], n=shape[0], kernel=k, **attrs)
    assert import_model(model).types["y"].shape == want


@pytest.mark.parametrize("name, used", [
    ("convtranspose_1x1_as_matmul", ["convt_1x1_matmul"]),
    ("convtranspose_1x1_as_matmul_bias", ["convt_1x1_matmul", "convtb_bias"]),
    ("bn_fold_into_gemm", ["bn_gemm_fold"]),
    ("bn_fold_into_gemm_transb", ["bn_gemm_fold_tb"]),
])
def test_the_rules_are_proved(rules, axioms, name, used):
    v = verify_rule(rules[name], axioms)
    assert v.status == "proved", v.reason
    assert sorted(v.axioms_used) == used
    assert v.tested_instances >= 3


@pytest.mark.parametrize("node, shape", [
    (3, ["n", "k", "kw", "kh"]),  # the output's rows and columns swapped
    (1, ["k", "c*kh*kw"]),  # the kernels laid flat by output channel first
])
def test_a_wrong_convtranspose_rule_is_refuted_with_a_counterexample(axioms, node, shape):
    obj = rule_obj(CONVT, "convtranspose_1x1_as_matmul")
    obj["name"] = "wrong"
    obj["dst"]["nodes"][node]["attrs"]["shape"] = shape
    v = verify_obj(obj, axioms)
    assert v.status == "refuted", v.reason
    assert v.counterexample is not None


def test_a_bn_fold_that_scales_the_wrong_axis_of_the_weights_is_refuted(axioms):
    """With transB the weights are [m, k]: BatchNormalization of W itself scales its columns,
    the inputs, instead of its rows, the outputs."""
    obj = rule_obj(BN, "bn_fold_into_gemm_transb")
    obj["name"] = "wrong"
    nodes = obj["dst"]["nodes"]
    next(n for n in nodes if n["outputs"] == ["ws"])["inputs"][0] = "W"
    nodes.remove(next(n for n in nodes if n["outputs"] == ["wt"]))
    obj["inputs"].update({"A": ["n", "m"], "W": ["m", "m"]})  # square, so the shapes agree
    v = verify_obj(obj, axioms)
    assert v.status == "refuted", v.reason
    assert v.counterexample is not None


def _convt_model(c=16, k=8, h=1, w=1, n=1, kernel=4, bias=False, **attrs) -> onnx.ModelProto:
    rng = np.random.default_rng(0)
    inits = [numpy_helper.from_array(
        (rng.standard_normal((c, k, kernel, kernel)) / np.sqrt(c)).astype(np.float32), "w")]
    ins = ["x", "w"]
    if bias:
        inits.append(numpy_helper.from_array(rng.standard_normal(k).astype(np.float32), "b"))
        ins.append("b")
    nodes = [helper.make_node("ConvTranspose", ins, ["y"], name="deconv", **attrs)]
    g = helper.make_graph(nodes, "deconv", [helper.make_tensor_value_info("x", 1, [n, c, h, w])],
                          [helper.make_tensor_value_info("y", 1, None)], inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return m


@pytest.mark.parametrize("shape, attrs, matches", [
    ((1, 1, 1), {}, 1), ((1, 1, 1), {"strides": [2, 2]}, 1), ((3, 1, 1), {}, 1),
    ((1, 2, 2), {}, 0), ((1, 1, 1), {"pads": [1, 1, 1, 1]}, 0),
    ((1, 1, 1), {"strides": [2, 2], "output_padding": [1, 1]}, 0),
    ((1, 1, 1), {"dilations": [2, 2]}, 0), ((1, 1, 1), {"output_shape": [4, 4]}, 0),
])
def test_only_a_1x1_input_without_pads_is_matched(rules, shape, attrs, matches):
    n, h, w = shape
    graph = import_model(_convt_model(n=n, h=h, w=w, **attrs))
    assert len(find_matches(rules["convtranspose_1x1_as_matmul"], graph)) == matches
    assert find_matches(rules["convtranspose_1x1_as_matmul_bias"], graph) == []


def _run(model: onnx.ModelProto, x: np.ndarray) -> np.ndarray:
    return ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})[0]


@pytest.mark.parametrize("name, bias, n", [
    ("convtranspose_1x1_as_matmul", False, 1), ("convtranspose_1x1_as_matmul_bias", True, 1),
    ("convtranspose_1x1_as_matmul", False, 3),
])
def test_the_rewritten_convtranspose_runs_in_onnx_runtime_with_the_same_outputs(rules, name,
                                                                                   bias, n):
    model = _convt_model(c=100, k=32, n=n, bias=bias, strides=[2, 2])
    graph = import_model(model)
    (match,) = find_matches(rules[name], graph)
    new = apply_match(graph, match, "sha256:test", 1)
    fold_constants(new)
    assert "ConvTranspose" not in new.op_counts() and new.op_counts()["MatMul"] == 1
    assert (100, 32 * 16) in {v.shape for v in new.initializers.values()}, "weights laid flat"
    x = np.random.default_rng(1).standard_normal((n, 100, 1, 1)).astype(np.float32)
    a, b = _run(model, x), _run(export_model(new), x)
    assert a.shape == b.shape == (n, 32, 4, 4)
    assert np.abs(a - b).max() <= 1e-5 * np.abs(a).max()


def _gemm_bn_model(trans_b: int, alpha: float = 1.0) -> onnx.ModelProto:
    rng = np.random.default_rng(0)
    k, m = 24, 40
    w = rng.standard_normal((m, k) if trans_b else (k, m)) / np.sqrt(k)
    vecs = {"c": rng.standard_normal(m), "s": rng.uniform(0.5, 1.5, m),
            "beta": rng.standard_normal(m), "mu": rng.standard_normal(m),
            "var": rng.uniform(0.5, 2, m)}
    inits = [numpy_helper.from_array(w.astype(np.float32), "w")] + [
        numpy_helper.from_array(v.astype(np.float32), name) for name, v in vecs.items()]
    nodes = [helper.make_node("Gemm", ["x", "w", "c"], ["z"], transB=trans_b, alpha=alpha),
             helper.make_node("BatchNormalization", ["z", "s", "beta", "mu", "var"], ["y"],
                              epsilon=1e-3)]
    g = helper.make_graph(nodes, "fc", [helper.make_tensor_value_info("x", 1, [2, k])],
                          [helper.make_tensor_value_info("y", 1, [2, m])], inits)
    mdl = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    mdl.ir_version = 9
    return mdl


@pytest.mark.parametrize("trans_b, alpha", [(0, 1.0), (1, 1.0), (1, 2.0)])
def test_bn_folds_into_gemm_with_the_same_outputs(rules, trans_b, alpha):
    model = _gemm_bn_model(trans_b, alpha)
    graph = import_model(model)
    name = "bn_fold_into_gemm_transb" if trans_b else "bn_fold_into_gemm"
    other = "bn_fold_into_gemm" if trans_b else "bn_fold_into_gemm_transb"
    assert find_matches(rules[other], graph) == []
    (match,) = find_matches(rules[name], graph)
    new = apply_match(graph, match, "sha256:test", 1)
    fold_constants(new)
    assert new.op_counts() == {"Gemm": 1}, "the folded weights and bias are constants"
    x = np.random.default_rng(1).standard_normal((2, 24)).astype(np.float32)
    a, b = _run(model, x), _run(export_model(new), x)
    assert np.abs(a - b).max() <= 1e-5 * np.abs(a).max()
