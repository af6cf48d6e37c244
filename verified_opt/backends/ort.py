"""ONNX Runtime execution of a Graph (CPU), the reference that our float semantics must match."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import onnx
import onnxruntime as ort

from verified_opt.errors import ModelError
from verified_opt.ir.graph import Graph
from verified_opt.ir.onnx_io import export_model


def session(model: onnx.ModelProto | bytes, threads: int = 2,
            optimize: bool = True) -> ort.InferenceSession:
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    opts.log_severity_level = 3
    opts.graph_optimization_level = (ort.GraphOptimizationLevel.ORT_ENABLE_ALL if optimize
                                     else ort.GraphOptimizationLevel.ORT_DISABLE_ALL)
    data = model if isinstance(model, bytes) else model.SerializeToString()
    try:
        return ort.InferenceSession(data, opts, providers=["CPUExecutionProvider"])
    except Exception as e:  # ORT raises its own exception types for every load failure
        raise ModelError(f"ONNX Runtime cannot load the model: {str(e).splitlines()[0][:200]}")


def run_graph(graph: Graph, feeds: Mapping[str, np.ndarray], threads: int = 2,
              optimize: bool = True) -> dict[str, np.ndarray]:
    sess = session(export_model(graph), threads, optimize)
    outs = sess.run(list(graph.outputs), dict(feeds))
    return dict(zip(graph.outputs, outs))
