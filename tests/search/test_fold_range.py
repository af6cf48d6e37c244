"""A rule step whose target computes, from the model's constants, values float32 cannot hold
is never taken (rules/apply.apply_folded), and `vopt audit`'s replay refuses one: the float
contract's cases never meet such a constant. `(x * s) * r -> x * (s * r)` at s = r = 1e-25
folds s * r to 0, and gives NaN at x = inf where the source gives inf, 0 at x = 1e30 where it
gives 1e-20."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper, numpy_helper

from verified_opt.ir.onnx_io import IR_VERSION, import_model
from verified_opt.rules.apply import OutOfRange, apply_folded
from verified_opt.rules.format import load_rules
from verified_opt.rules.match import find_matches

sys.path.insert(0, str(Path(__file__).parents[1] / "rules"))
from shipped import RULES_DIR, NodeCount, deterministic_optimize


def _chain(op: str, last: str, b: np.ndarray, c: np.ndarray) -> onnx.ModelProto:
    """y = last(op(op(x, b), c)), x [4, 8], b and c constants."""
    nodes = [helper.make_node(op, ["x", "b"], ["xb"], name=f"{op.lower()}_b"),
             helper.make_node(op, ["xb", "c"], ["xbc"], name=f"{op.lower()}_c"),
             helper.make_node(last, ["xbc"], ["y"], name=last.lower())]
    graph = helper.make_graph(
        nodes, "chain", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [4, 8])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [4, 8])],
        [numpy_helper.from_array(b, "b"), numpy_helper.from_array(c, "c")])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = IR_VERSION
    return model


def scaled(s: float, r: float) -> onnx.ModelProto:
    """y = Relu((x * s) * r), s and r scalar constants."""
    return _chain("Mul", "Relu", np.array(s, np.float32), np.array(r, np.float32))


def _nodes(data: bytes, feeds=None, threads=2, **kw) -> float:
    return float(len(onnx.load_from_string(data).graph.node))


def _optimize(tmp_path, monkeypatch, model):
    from verified_opt.cli import main as vopt

    deterministic_optimize(monkeypatch, tmp_path, NodeCount, _nodes)
    src, out, report = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "a.json"
    onnx.save(model, str(src))
    assert vopt(["optimize", str(src), "-o", str(out), "--json", str(report),
                 "--budget", "5"]) == 0
    return src, out, json.loads(report.read_text())


def _outputs(path: Path, x: float) -> np.ndarray:
    feed = {"x": np.full((4, 8), x, np.float32)}
    return ort.InferenceSession(str(path)).run(None, feed)[0]


def test_in_range_the_scales_fold(tmp_path, monkeypatch):
    src, out, report = _optimize(tmp_path, monkeypatch, scaled(1e-5, 1e-5))
    assert [a["rule"] for a in report["applied"]] == ["scalar_mul_fold"]
    for x in (np.inf, -np.inf, 1e30, 1.0):
        np.testing.assert_allclose(_outputs(out, x), _outputs(src, x), rtol=1e-6)


@pytest.mark.parametrize("s, r", [(1e-25, 1e-25), (1e25, 1e25), (1e-20, 1e-20)],
                         ids=["underflow", "overflow", "subnormal"])
def test_no_step_whose_folded_constants_leave_the_range(tmp_path, monkeypatch, s, r):
    src, out, report = _optimize(tmp_path, monkeypatch, scaled(s, r))
    assert report["applied"] == []
    for x in (np.inf, -np.inf, 1e30, 1e-30):
        np.testing.assert_array_equal(_outputs(out, x), _outputs(src, x))


def test_a_negative_zero_in_a_constant_does_not_switch_the_check_off():
    """(x + B) + C as x + (B + C), B and C 3e38 with one B a -0.0 (a red-team review): B + C
    was left unfolded for the -0.0, unchecked, and computed +inf at run time, so x = -inf gave
    NaN where the source gives -inf, and a Sigmoid NaN against 0."""
    b = np.full((4, 8), 3e38, np.float32)
    b[3, 7] = -0.0
    model = _chain("Add", "Sigmoid", b, np.full((4, 8), 3e38, np.float32))
    rule = next(r for r in load_rules([RULES_DIR]) if r.name == "add_reassociate")
    g = import_model(model)
    [m] = [m for m in find_matches(rule, g)
           if [m.values[k] for k in ("A", "B", "C")] == ["x", "b", "c"]]
    with pytest.raises(OutOfRange, match="outside float32's normal range"):
        apply_folded(g, m, "cert", 1)
    b[3, 7] = 0.0  # the same without the -0.0: refused for the same reason
    g.initializers["b"] = b
    with pytest.raises(OutOfRange):
        apply_folded(g, m, "cert", 1)


def test_the_audit_refuses_such_a_step(tmp_path, monkeypatch):
    """A forged run: the fold made to take the underflowed constant and the search the step
    (as before the check); the replay, with the check, refuses it."""
    from verified_opt.api import audit
    from verified_opt.ir import fold

    checked = fold.leaves_range
    monkeypatch.setattr(fold, "leaves_range", lambda node, args, values: False)
    _, out, report = _optimize(tmp_path, monkeypatch, scaled(1e-25, 1e-25))
    monkeypatch.setattr(fold, "leaves_range", checked)
    assert [a["rule"] for a in report["applied"]] == ["scalar_mul_fold"]
    assert np.isnan(_outputs(out, np.inf)).all()  # the source gives inf there
    bad = [f"{f.what}: {f.message}" for f in audit(report, seed=3).findings if not f.ok]
    assert any("does not apply" in b and "outside float32's normal range" in b
               for b in bad), bad


def bn_mul(s0: float = 1e12, m0: float = 1e13, w0: float = 1e12, eps: float = 1e-5,
           last: str = "Sigmoid") -> onnx.ModelProto:
    """y = last(BatchNormalization(x) * w), w of shape [c, 1, 1]; channel 0's scale, mean and w
    are s0, m0 and w0, its variance 0 and bias 1 (a red-team review's model)."""
    rng = np.random.default_rng(1)
    c = 4
    params = {"s": rng.uniform(0.5, 2, c), "b": rng.standard_normal(c),
              "m": rng.standard_normal(c) * 0.1, "v": rng.uniform(0.5, 2, c)}
    w = rng.uniform(0.5, 2, c)
    params["s"][0], params["m"][0], params["v"][0], params["b"][0], w[0] = s0, m0, 0, 1, w0
    inits = [numpy_helper.from_array(v.astype(np.float32), k) for k, v in params.items()]
    inits.append(numpy_helper.from_array(w.reshape(c, 1, 1).astype(np.float32), "w"))
    nodes = [helper.make_node("BatchNormalization", ["x", "s", "b", "m", "v"], ["z"],
                              epsilon=eps, name="bn"),
             helper.make_node("Mul", ["z", "w"], ["zw"], name="mul"),
             helper.make_node(last, ["zw"], ["y"], name="last")]
    shape = [1, c, 8, 8]
    graph = helper.make_graph(nodes, "bn_mul",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, shape)],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, shape)],
                              inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = IR_VERSION
    return model


def _bn_mul_fold(model: onnx.ModelProto):
    rule = next(r for r in load_rules([RULES_DIR]) if r.name == "bn_mul_fold3")
    g = import_model(model)
    [m] = find_matches(rule, g)
    return g, m


def test_a_new_batchnorm_whose_session_constants_leave_the_range_is_refused():
    """ORT's BatchNormalization precomputes bias - mean * scale / sqrt(var + eps) in float32:
    the folded scale 1e24 is in range, mean * it / sqrt(1e-5) = 3e39 is not, and ORT's -inf
    bias gives NaN at x = inf where the source gives inf. Likewise with eps = 1e-30 and
    constants of 2^30, which a band on the constants' magnitudes let through."""
    for kw in ({}, {"s0": 2.0 ** 30, "m0": 2.0 ** 30, "w0": 2.0 ** 30, "eps": 1e-30}):
        g, m = _bn_mul_fold(bn_mul(**kw))
        with pytest.raises(OutOfRange, match="ONNX Runtime precomputes"):
            apply_folded(g, m, "cert", 0)
    g, m = _bn_mul_fold(bn_mul(1.5, 0.1, 1.5))
    g2, _ = apply_folded(g, m, "cert", 0)
    assert [n.op for n in g2.nodes] == ["BatchNormalization", "Sigmoid"]


def test_vopt_optimize_keeps_such_a_batchnorm(tmp_path, monkeypatch):
    src, out, report = _optimize(tmp_path, monkeypatch, bn_mul())
    assert report["applied"] == []
    for x in (np.inf, 1e13):
        feed = {"x": np.full((1, 4, 8, 8), x, np.float32)}
        a, b = (ort.InferenceSession(str(p)).run(None, feed)[0] for p in (src, out))
        np.testing.assert_array_equal(a, b)
    _, _, report = _optimize(tmp_path, monkeypatch, bn_mul(1.5, 0.1, 1.5))
    assert [a["rule"] for a in report["applied"]] == ["bn_mul_fold3"]


def gemm_bn_of_computed_weight(tiny: bool = True) -> onnx.ModelProto:
    """y = Relu(BatchNormalization(Gemm(x, Abs(W0)))) with W0 of 128 x 64 (more than the 4096
    values an unmodelled node folds: Abs(W0) stays a node); channel 0's weights 1e-37 and its
    BatchNorm scale 1e-9, whose product underflows (a red-team review's model)."""
    rng = np.random.default_rng(0)
    k, n = 128, 64
    w = rng.standard_normal((k, n)).astype(np.float32)
    s = np.ones(n, np.float32)
    if tiny:
        w[:, 0], s[0] = 1e-37, 1e-9
    inits = [numpy_helper.from_array(w, "w0"), numpy_helper.from_array(s, "s")] + [
        numpy_helper.from_array(v.astype(np.float32), name) for name, v in
        (("c", rng.standard_normal(n)), ("b", rng.standard_normal(n)),
         ("m", rng.standard_normal(n) * 0.1), ("v", rng.uniform(0.5, 2, n)))]
    nodes = [helper.make_node("Abs", ["w0"], ["w"], name="abs"),
             helper.make_node("Gemm", ["x", "w", "c"], ["z"], name="gemm"),
             helper.make_node("BatchNormalization", ["z", "s", "b", "m", "v"], ["zb"],
                              name="bn"),
             helper.make_node("Relu", ["zb"], ["y"], name="relu")]
    graph = helper.make_graph(nodes, "gemm_bn",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, [16, k])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [16, n])],
                              inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = IR_VERSION
    return model


def test_a_step_computing_on_constants_it_could_not_fold_is_refused(tmp_path, monkeypatch):
    """The weight is computed from constants (Abs of an initializer) but not folded, so what
    the target computes from it is not range-checked: refused, whatever its values (fail
    closed); the source runs as it was."""
    src, out, report = _optimize(tmp_path, monkeypatch, gemm_bn_of_computed_weight())
    assert not any(a["rule"].startswith("bn_fold") for a in report["applied"]), report["applied"]
    feed = {"x": np.full((16, 128), -np.inf, np.float32)}
    a, b = (ort.InferenceSession(str(p)).run(None, feed)[0] for p in (src, out))
    np.testing.assert_array_equal(a, b)


def _model(nodes, inits, inputs, shape) -> onnx.ModelProto:
    graph = helper.make_graph(
        nodes, "m", [helper.make_tensor_value_info(n, TensorProto.FLOAT, shape) for n in inputs],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, shape)],
        [numpy_helper.from_array(np.asarray(v, np.float32), k) for k, v in inits.items()])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = IR_VERSION
    return model


def _kernel(tap: float, seed: int = 0) -> np.ndarray:
    w = (np.random.default_rng(seed).standard_normal((4, 4, 3, 3)) * 0.05).astype(np.float32)
    w[0, 0, 1, 1] = tap
    return w


def hoisted_scale(s: float, tap: float) -> onnx.ModelProto:
    """y = Sigmoid(Conv(x * s, W)), W's centre tap [0, 0] = tap (a red-team review's model:
    conv_scalar_hoist makes Conv(x, W) * s, which ORT fuses into W * s)."""
    nodes = [helper.make_node("Mul", ["x", "s"], ["xs"], name="mul"),
             helper.make_node("Conv", ["xs", "w"], ["c"], pads=[1] * 4, name="conv"),
             helper.make_node("Sigmoid", ["c"], ["y"], name="sigmoid")]
    return _model(nodes, {"w": _kernel(tap), "s": s}, ["x"], [1, 4, 6, 6])


def concat_before_bn(scale: float, tap: float) -> onnx.ModelProto:
    """y = Sigmoid(BatchNorm(Conv(x1, W1) + Conv(x2, W2))), W1's centre tap [0, 0] = tap and
    the BatchNorm's scale[0] = scale (conv_sum_as_channel_concat makes one Conv, which ORT fuses
    with the BatchNorm: W * scale / sqrt(var + eps))."""
    bn = {"bs": [scale, 1, 1, 1], "bb": np.zeros(4), "bm": np.zeros(4), "bv": np.ones(4)}
    nodes = [helper.make_node("Conv", ["x1", "w1"], ["a"], pads=[1] * 4, name="c1"),
             helper.make_node("Conv", ["x2", "w2"], ["b"], pads=[1] * 4, name="c2"),
             helper.make_node("Add", ["a", "b"], ["s"], name="add"),
             helper.make_node("BatchNormalization", ["s", "bs", "bb", "bm", "bv"], ["z"],
                              name="bn"),
             helper.make_node("Sigmoid", ["z"], ["y"], name="sigmoid")]
    return _model(nodes, {"w1": _kernel(tap), "w2": _kernel(0.1, 1), **bn}, ["x1", "x2"],
                  [1, 4, 6, 6])


@pytest.mark.parametrize("rule_name, build", [
    ("conv_scalar_hoist", hoisted_scale), ("conv_sum_as_channel_concat", concat_before_bn)])
def test_a_new_conv_that_ort_fuses_out_of_range_is_refused(rule_name, build):
    """ORT folds a constant Mul, Add or BatchNorm after a Conv into its weights, in float32:
    the source computes 0 * 1e20 at x = 0 and 1e20 * 1e20 nowhere, the step made ORT compute
    the tap 1e20 * 1e20 = inf, and 0 * inf = NaN against the source's 0.5 after the Sigmoid.
    A step whose new Conv ORT would fuse so is refused; the same step at normal values is
    taken."""
    rule = next(r for r in load_rules([RULES_DIR]) if r.name == rule_name)
    model = build(1e20, 1e20)
    g = import_model(model)
    found = find_matches(rule, g)  # the Add's two orders, where it is one
    assert found
    for m in found:
        with pytest.raises(OutOfRange, match="fused with .*: weights"):
            apply_folded(g, m, "cert", 0)
    # what the step would have written, in ONNX Runtime: NaN where the source gives 0.5
    from verified_opt.ir.onnx_io import export_model
    from verified_opt.rules.apply import apply_match

    feeds = {i.name: np.zeros((1, 4, 6, 6), np.float32) for i in model.graph.input}
    src = ort.InferenceSession(model.SerializeToString()).run(None, feeds)[0]
    bad = ort.InferenceSession(export_model(apply_match(g, m, "cert", 0)).SerializeToString()
                               ).run(None, feeds)[0]
    assert np.all(src[0, 0] == 0.5) and np.isnan(bad[0, 0]).any()
    g = import_model(build(2.0, 1.5))
    apply_folded(g, find_matches(rule, g)[0], "cert", 0)


def conv_pad_bn(scale: float, tap: float) -> onnx.ModelProto:
    """y = Sigmoid(BatchNorm(Pad(Conv(x, W), 0))): the zero Pad keeps ORT from fusing the
    BatchNorm into the Conv; pad_zero_removal lets it (a red-team review)."""
    bn = {"bs": [scale, 1, 1, 1], "bb": np.zeros(4), "bm": np.zeros(4), "bv": np.ones(4)}
    nodes = [helper.make_node("Conv", ["x", "w"], ["c"], pads=[1] * 4, name="conv"),
             helper.make_node("Pad", ["c", "pads"], ["p"], name="pad"),
             helper.make_node("BatchNormalization", ["p", "bs", "bb", "bm", "bv"], ["z"],
                              name="bn"),
             helper.make_node("Sigmoid", ["z"], ["y"], name="sigmoid")]
    model = _model(nodes, {"w": _kernel(tap), **bn}, ["x"], [1, 4, 6, 6])
    model.graph.initializer.append(numpy_helper.from_array(np.zeros(8, np.int64), "pads"))
    return model


def matmul_reshape_bn(scale: float, tap: float) -> onnx.ModelProto:
    """y = Sigmoid(BatchNorm(Reshape((x B) C))), B[0, 0] = tap: ORT folds the BatchNorm into
    a MatMul through the Reshape (a red-team review, matmul_reassociate)."""
    n = 4
    b = np.eye(n)
    b[0, 0] = tap
    nodes = [helper.make_node("MatMul", ["x", "b"], ["xb"], name="mm1"),
             helper.make_node("MatMul", ["xb", "c"], ["bc"], name="mm2"),
             helper.make_node("Reshape", ["bc", "shape"], ["r"], name="reshape"),
             helper.make_node("BatchNormalization", ["r", "s", "bb", "m", "v"], ["z"],
                              name="bn"),
             helper.make_node("Sigmoid", ["z"], ["y"], name="sigmoid")]
    model = _model(nodes, {"b": b, "c": np.eye(n), "s": [scale, 1, 1, 1], "bb": np.zeros(n),
                           "m": np.zeros(n), "v": np.ones(n)}, ["x"], [n, n])
    model.graph.initializer.append(numpy_helper.from_array(np.array([n, n], np.int64),
                                                           "shape"))
    return model


@pytest.mark.parametrize("rule_name, build", [
    ("pad_zero_removal", conv_pad_bn), ("matmul_reassociate", matmul_reshape_bn)])
def test_a_step_that_lets_ort_fuse_out_of_range_is_refused(rule_name, build):
    """A step that removes what kept ORT from fusing an existing Conv with its BatchNorm, or
    makes a MatMul whose BatchNorm ORT reaches through a Reshape: the fused tap 1e20 * 1e20 is
    inf, NaN at x = 0 after the Sigmoid where the source gives 0.5. Refused; taken at normal
    values."""
    from verified_opt.ir.onnx_io import export_model
    from verified_opt.rules.apply import apply_match

    rule = next(r for r in load_rules([RULES_DIR]) if r.name == rule_name)
    model = build(1e20, 1e20)
    g = import_model(model)
    found = find_matches(rule, g)
    assert found
    for m in found:
        with pytest.raises(OutOfRange, match="fused with BatchNormalization"):
            apply_folded(g, m, "cert", 0)
    x = np.zeros([d.dim_value for d in model.graph.input[0].type.tensor_type.shape.dim],
                 np.float32)
    src = ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})[0]
    bad = ort.InferenceSession(export_model(apply_match(g, found[0], "cert", 0))
                               .SerializeToString()).run(None, {"x": x})[0]
    assert np.all(src == 0.5) and np.isnan(bad).any()
    g = import_model(build(2.0, 1.5))
    apply_folded(g, find_matches(rule, g)[0], "cert", 0)
