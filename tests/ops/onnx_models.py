"""Small ONNX models for the operator tests: build one, import it, and compare our reference
semantics with ONNX Runtime on it."""

from __future__ import annotations

import numpy as np
import onnx
import onnxruntime as ort
from onnx import helper, numpy_helper

from verified_opt.ir.evaluate import evaluate
from verified_opt.ir.graph import Graph
from verified_opt.ir.onnx_io import IR_VERSION, import_model


def model(nodes: list[onnx.NodeProto], inputs: dict[str, tuple[np.dtype, list]],
          outputs: list[str] | dict[str, np.dtype], inits: dict[str, np.ndarray] | None = None,
          opset: int = 18) -> onnx.ModelProto:
    """`outputs`: names (float32) or name -> dtype; their shapes are left to inference."""
    def vi(name, dtype, shape):
        return helper.make_tensor_value_info(name, helper.np_dtype_to_tensor_dtype(
            np.dtype(dtype)), shape)

    ins = [vi(k, d, s) for k, (d, s) in inputs.items()]
    if not isinstance(outputs, dict):
        outputs = dict.fromkeys(outputs, np.float32)
    outs = [vi(o, d, None) for o, d in outputs.items()]
    g = helper.make_graph(nodes, "m", ins, outs,
                          [numpy_helper.from_array(np.asarray(v), k)
                           for k, v in (inits or {}).items()])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)])
    m.ir_version = IR_VERSION
    return m


def ort_outputs(m: onnx.ModelProto, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = opts.inter_op_num_threads = 1
    sess = ort.InferenceSession(m.SerializeToString(), opts, providers=["CPUExecutionProvider"])
    return sess.run(None, feeds)


def matches_ort(m: onnx.ModelProto, feeds: dict[str, np.ndarray],
                shapes: dict[str, tuple[int, ...]] | None = None, rtol: float = 1e-5) -> Graph:
    """Import `m` (with `shapes` for dynamic inputs), check our semantics against ONNX Runtime
    on `feeds`, and return the graph."""
    graph = import_model(m, shapes)
    got = evaluate(graph, feeds)
    for name, ref in zip(graph.outputs, ort_outputs(m, feeds)):
        out = np.asarray(got[name])
        assert out.shape == ref.shape and out.dtype == ref.dtype, (name, out.shape, ref.shape)
        scale = max(1.0, float(np.max(np.abs(ref)))) if ref.size and ref.dtype.kind == "f" else 1
        np.testing.assert_allclose(out, ref, rtol=0, atol=rtol * scale, err_msg=name)
    return graph
