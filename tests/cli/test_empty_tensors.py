"""Empty tensors: a decoder's KV cache at its first step has a past of length 0. `--shape`
takes a 0 dim; the model is optimized, checked and audited as any other, and a rule whose
proof assumed that size at least 1 does not match it (rules/match.py, Rule.floors)."""

from __future__ import annotations

import json

import numpy as np
import onnxruntime as ort
from onnx import TensorProto, helper, numpy_helper


def _attention_with_cache():
    """One head of attention over a cache: keys and values = past ++ new (Concat on the
    sequence axis), the new keys also returned (present), as exported decoders do."""
    rng = np.random.RandomState(0)
    w = {n: numpy_helper.from_array(rng.randn(8, 8).astype(np.float32) / 3, n)
         for n in ("wq", "wk", "wv")}
    nodes = [helper.make_node("MatMul", ["x", n], [n[1]]) for n in ("wq", "wk", "wv")]
    nodes += [helper.make_node("Concat", ["past_k", "k"], ["present_k"], axis=1),
              helper.make_node("Concat", ["past_v", "v"], ["all_v"], axis=1),
              helper.make_node("Transpose", ["present_k"], ["kt"], perm=[0, 2, 1]),
              helper.make_node("MatMul", ["q", "kt"], ["s"]),
              helper.make_node("Softmax", ["s"], ["p"], axis=-1),
              helper.make_node("MatMul", ["p", "all_v"], ["o"]),
              helper.make_node("Relu", ["o"], ["r"]),
              helper.make_node("Relu", ["r"], ["y"])]  # Relu(Relu(o)): a rule's match
    f = TensorProto.FLOAT
    g = helper.make_graph(
        nodes, "cache",
        [helper.make_tensor_value_info("x", f, [1, "new", 8]),
         helper.make_tensor_value_info("past_k", f, [1, "past", 8]),
         helper.make_tensor_value_info("past_v", f, [1, "past", 8])],
        [helper.make_tensor_value_info("y", f, [1, "new", 8]),
         helper.make_tensor_value_info("present_k", f, [1, "total", 8])], list(w.values()))
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 8
    return m


SHAPES = ["--shape", "x=1,3,8", "--shape", "past_k=1,0,8", "--shape", "past_v=1,0,8"]


def test_a_kv_cache_of_length_0_is_optimized_checked_and_audited(vopt, write, tmp_path):
    path = write(_attention_with_cache())
    out, report = tmp_path / "o.onnx", tmp_path / "o.json"
    r = vopt("optimize", path, "-o", out, "--json", report, "--budget", "5", *SHAPES)
    assert r.code == 0, r.out + r.err
    doc = json.loads(report.read_text())
    assert doc["end_to_end"]["ok"]
    assert vopt("audit", report).code == 0
    x = np.random.RandomState(1).randn(1, 3, 8).astype(np.float32)
    empty = np.zeros((1, 0, 8), np.float32)
    feeds = {"x": x, "past_k": empty, "past_v": empty}
    want = ort.InferenceSession(str(path)).run(None, feeds)
    got = ort.InferenceSession(str(out)).run(None, feeds)
    for a, b in zip(want, got):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)
    r = vopt("run", path, "--compare-ort", *SHAPES)
    assert r.code == 0 and "all 2 outputs match" in r.out


def test_a_declared_empty_dim_needs_shape(vopt, write):
    m = _attention_with_cache()
    m.graph.input[1].type.tensor_type.shape.dim[1].dim_value = 0
    r = vopt("inspect", write(m), "--shape", "x=1,3,8", "--shape", "past_v=1,0,8")
    assert r.code == 2 and "'past_k' declares an empty dimension [1,0,8]" in r.err
    assert vopt("inspect", write(m), *SHAPES).code == 0


def _one(node, x_shape, inits=()):
    g = helper.make_graph([node], "one", [helper.make_tensor_value_info(
        "x", TensorProto.FLOAT, ["n", *x_shape[1:]])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], list(inits))
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 8
    return m


def test_reference_kernels_take_empty_tensors(vopt, write):
    # a red-team review found `vopt run` exiting 70 on these (NumPy's max of nothing, a
    # reshape of 0 elements with an inferred axis): an output of no elements is computed as such
    cases = [(_one(helper.make_node("Softmax", ["x"], ["y"], axis=0), [0, 3]), "x=0,3"),
             (_one(helper.make_node("ConvTranspose", ["x", "w"], ["y"]), [0, 2, 3, 3],
                   [numpy_helper.from_array(np.ones((2, 2, 2, 2), np.float32), "w")]),
              "x=0,2,3,3")]
    for m, shape in cases:
        r = vopt("run", write(m), "--shape", shape, "--compare-ort")
        assert r.code == 0, r.out + r.err
