"""The Exp, Reciprocal and Expand rules on the pattern torch.onnx (2.13, dynamo) exports for a
hand-written attention: the mask unsqueezed and expanded before it is added to the scores, a
softmax written as e / e.sum(-1, keepdim=True), and weights scaled by 1 / their sum. `vopt
optimize` applies the rules (Softmax's fusion needs --fast-math: it is zero-terms) and `vopt
audit` accepts the report. Costs and latencies are node counts, as in the other optimize tests,
so that the choice does not depend on the machine's load."""

from __future__ import annotations

import json

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import helper, numpy_helper
from shipped import NodeCount, deterministic_optimize

B, T, D = 2, 6, 16


def _attention() -> onnx.ModelProto:
    rng = np.random.default_rng(0)
    inits = {"wq": rng.standard_normal((D, D)) * 0.3, "wk": rng.standard_normal((D, D)) * 0.3,
             "scale": np.asarray(4.0), "ax1": np.asarray([1]), "ax12": np.asarray([1, 2]),
             "shape": np.asarray([B, 1, T, T]), "last": np.asarray([-1])}
    nodes = [helper.make_node("MatMul", ["x", "wq"], ["q"], name="q"),
             helper.make_node("MatMul", ["x", "wk"], ["k"], name="k"),
             helper.make_node("Transpose", ["k"], ["kt"], name="kt", perm=[0, 2, 1]),
             helper.make_node("MatMul", ["q", "kt"], ["s0"], name="qk"),
             helper.make_node("Unsqueeze", ["s0", "ax1"], ["s1"], name="heads"),
             helper.make_node("Div", ["s1", "scale"], ["s"], name="scale"),
             helper.make_node("Unsqueeze", ["mask", "ax12"], ["m0"], name="mask_dims"),
             helper.make_node("Expand", ["m0", "shape"], ["m"], name="expand"),
             helper.make_node("Add", ["s", "m"], ["a"], name="add_mask"),
             helper.make_node("Exp", ["a"], ["e"], name="exp"),
             helper.make_node("ReduceSum", ["e", "last"], ["z"], name="sum", keepdims=1),
             helper.make_node("Div", ["e", "z"], ["p"], name="softmax_div"),
             helper.make_node("ReduceSum", ["p", "last"], ["n"], name="norm", keepdims=1),
             helper.make_node("Reciprocal", ["n"], ["r"], name="recip"),
             helper.make_node("Mul", ["p", "r"], ["y"], name="renorm")]
    g = helper.make_graph(nodes, "attention",
                          [helper.make_tensor_value_info("x", 1, [B, T, D]),
                           helper.make_tensor_value_info("mask", 1, [B, T])],
                          [helper.make_tensor_value_info("y", 1, [B, 1, T, T])],
                          [numpy_helper.from_array(np.asarray(v, np.float32 if v.dtype.kind == "f"
                                                              else np.int64), k)
                           for k, v in inits.items()])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return m


def _outputs(m: onnx.ModelProto) -> np.ndarray:
    rng = np.random.default_rng(1)
    feeds = {"x": rng.standard_normal((B, T, D)).astype(np.float32),
             "mask": np.where(rng.random((B, T)) < 0.3, -1e4, 0.0).astype(np.float32)}
    return ort.InferenceSession(m.SerializeToString()).run(None, feeds)[0]


@pytest.mark.parametrize("fast_math, rules, ops", [
    (False, {"expand_add_mask", "mul_reciprocal_to_div_bcast4"},
     {"Expand": 0, "Reciprocal": 0, "Mul": 0, "Exp": 1, "Softmax": 0}),
    (True, {"expand_add_mask", "mul_reciprocal_to_div_bcast4", "softmax_fuse4"},
     {"Expand": 0, "Reciprocal": 0, "Mul": 0, "Exp": 0, "Softmax": 1}),
])
def test_vopt_optimize_applies_the_rules_to_an_exported_attention_and_the_audit_holds(
        tmp_path, monkeypatch, capsys, fast_math, rules, ops):
    from verified_opt.cli import main as vopt

    def latency(data, feeds, threads=2, **kw):
        return float(len(onnx.load_from_string(data).graph.node))

    deterministic_optimize(monkeypatch, tmp_path, NodeCount, latency)
    model = _attention()
    path, out, report = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "a.json"
    onnx.save(model, str(path))
    args = ["optimize", str(path), "-o", str(out), "--json", str(report), "--budget", "10"]
    assert vopt(args + ["--fast-math"] * fast_math) == 0, capsys.readouterr().err
    r = json.loads(report.read_text())
    assert {a["rule"] for a in r["applied"]} == rules
    assert r["end_to_end"]["ok"] and r["latency"]["kept"] == "optimized"
    got = [n.op_type for n in onnx.load(str(out)).graph.node]
    assert {op: got.count(op) for op in ops} == ops
    a, b = _outputs(model), _outputs(onnx.load(str(out)))
    assert np.abs(a - b).max() <= 1e-6
    assert vopt(["audit", str(report)]) == 0, capsys.readouterr().err
