"""ONNX Runtime execution of a Graph (CPU), the reference that our float semantics must match."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort

from verified_opt.errors import ModelError, one_line
from verified_opt.ir.graph import Graph
from verified_opt.ir.onnx_io import export_model, needs_external_data, save

EOP_DOMAIN = b"ai.verified_opt"


def session(model: onnx.ModelProto | bytes | str | os.PathLike, threads: int = 2,
            optimize: bool = True) -> ort.InferenceSession:
    """An ORT CPU session for a model proto, its bytes, or a file path (a path is the only way
    to load a model whose weights live in external data). A model with eOperators (derived
    kernels, derive/eop_onnx.py) gets the hybrid runner instead (ORT for the standard nodes,
    TVM for those), behind the same `run(output_names, feeds)`."""
    hybrid = _with_eoperators(model)
    if hybrid is not None:
        return HybridAsOrt(hybrid, threads)  # type: ignore[return-value]  # duck-typed session
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    opts.log_severity_level = 4  # a failure is raised with its message, not also logged
    opts.graph_optimization_level = (ort.GraphOptimizationLevel.ORT_ENABLE_ALL if optimize
                                     else ort.GraphOptimizationLevel.ORT_DISABLE_ALL)
    if isinstance(model, (str, os.PathLike)):
        data: bytes | str = str(model)
    elif isinstance(model, bytes):
        data = model
    else:
        try:
            data = model.SerializeToString()
        except ValueError as e:  # over protobuf's 2 GB: save with external data, pass the path
            raise ModelError(
                f"cannot serialize the model for ONNX Runtime: {one_line(e)}") from None
    try:
        return ort.InferenceSession(data, opts, providers=["CPUExecutionProvider"])
    except Exception as e:  # noqa: BLE001  (ORT raises its own types for every load failure)
        raise ModelError(f"ONNX Runtime cannot load the model: {one_line(e, 200)}") from None


def _with_eoperators(model: onnx.ModelProto | bytes | str | os.PathLike
                     ) -> onnx.ModelProto | None:
    """The model, parsed, when it has an eOperator node; None otherwise (cheaply, for bytes)."""
    if isinstance(model, bytes):
        if EOP_DOMAIN not in model:
            return None
        model = onnx.load_from_string(model)
    elif not isinstance(model, onnx.ModelProto):
        return None  # a path: models with external data are plain ONNX here
    return model if any(n.domain == EOP_DOMAIN.decode() for n in model.graph.node) else None


class HybridAsOrt:
    """backends/hybrid.HybridSession with ORT's `run(output_names | None, feeds)`."""

    def __init__(self, model: onnx.ModelProto, threads: int):
        from verified_opt.backends.hybrid import HybridSession
        self._sess = HybridSession(model, threads=threads)

    def run(self, output_names, feeds):
        outs = dict(zip(self._sess.output_names, self._sess.run(feeds)))
        return [outs[n] for n in (output_names or self._sess.output_names)]


def run_graph(graph: Graph, feeds: Mapping[str, np.ndarray], threads: int = 2,
              optimize: bool = True) -> dict[str, np.ndarray]:
    """Export `graph` and run it with ORT; models past the 2 GB protobuf limit are saved with
    external data to a temporary folder and loaded by path."""
    return run_graph_draws(graph, [feeds], threads, optimize)[0]


def run_graph_draws(graph: Graph, draws: Sequence[Mapping[str, np.ndarray]], threads: int = 2,
                    optimize: bool = True) -> list[dict[str, np.ndarray]]:
    """run_graph on several input draws with one session (creating one for a model with
    hundreds of MB of weights takes a second)."""
    if needs_external_data(graph):
        with tempfile.TemporaryDirectory(prefix="vopt-ort-") as tmp:
            path = Path(tmp) / "model.onnx"
            save(graph, path, interface=True)
            # Run before the folder goes: ORT may map the external data file.
            sess = session(path, threads, optimize)
            return [run_session(sess, graph, f, graph.check_outputs()) for f in draws]
    sess = session(export_model(graph, interface=True), threads, optimize)
    return [run_session(sess, graph, f, graph.check_outputs()) for f in draws]


def run_session(sess: ort.InferenceSession, graph: Graph, feeds: Mapping[str, np.ndarray],
                names: list[str] | None = None) -> dict[str, np.ndarray]:
    """The model's outputs (or `names`) for one draw of `feeds`."""
    names = graph.model_outputs() if names is None else names
    try:
        outs = sess.run(names, dict(feeds))
    except Exception as e:  # noqa: BLE001  (ORT raises its own types for run failures)
        raise ModelError(f"ONNX Runtime failed to run the model: {one_line(e, 200)}"
                         f"{_drawn_integers(graph, feeds)}") from None
    return dict(zip(names, outs))


def _drawn_integers(graph: Graph, feeds: Mapping[str, np.ndarray]) -> str:
    """Where the inputs hold integers, what the run fed them: random draws cannot know which
    values a shape input (Expand's, Reshape's) needs."""
    names = [n for n in graph.inputs if n in feeds and np.asarray(feeds[n]).dtype.kind in "iu"]
    if not names:
        return ""
    shown = ", ".join(f"'{n}' {int(np.min(feeds[n]))}..{int(np.max(feeds[n]))}"
                      for n in names[:4] if np.asarray(feeds[n]).size)
    return (f" (integer inputs fed {shown}{' ...' if len(names) > 4 else ''}: an input that is "
            "a shape, or a divisor or index computed from inputs, can be invalid at random "
            "values)")
