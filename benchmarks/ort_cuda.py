"""ONNX Runtime's CUDA execution provider as a GPU baseline (onnxruntime-gpu, the runtime most
users would run an ONNX model on a GPU with), timed the way a demanding user runs it: inputs
and outputs bound on the device (I/O binding: no host copies inside the timed runs), runs
queued without a host synchronization each, and, as a second baseline, ORT's own CUDA graph
(`enable_cuda_graph`, one replay per run).

    fn = OrtCuda(model_proto)                   # or OrtCuda(model_proto, cuda_graph=True)
    outputs = fn({"input": x})                  # NumPy in, NumPy out
    ms = fn.time(feeds, warmup=10, iters=50)    # wall clock around the runs, device synced

Float32 models run without TF32 (`use_tf32=0`: strict FP32, as our plan and the PyTorch eager
baseline compute). ORT falls back to its CPU provider, with a warning only, when the CUDA
provider's libraries do not load; a session that did so is refused here (Unavailable, one
line), so a CPU time is never reported as the CUDA baseline. The CUDA and cuDNN libraries the
provider needs are the ones PyTorch loads: `import torch` first where it is installed (ORT's
own advice), else ORT's `preload_dlls()`.
"""

from __future__ import annotations

import time
from collections.abc import Mapping

import numpy as np
import onnx

CUDA = "CUDAExecutionProvider"


class Unavailable(Exception):
    pass


def _load_cuda_libraries() -> None:
    try:
        import torch  # noqa: F401  (loads cuBLAS, cuRAND, cuDNN for the provider to find)
    except ImportError:
        import onnxruntime as ort

        if hasattr(ort, "preload_dlls"):
            ort.preload_dlls()


def provider_options(cuda_graph: bool) -> dict[str, str]:
    """The CUDA provider's options: device 0, no TF32, cuDNN's exhaustive algorithm search
    (ORT's default, stated), and ORT's CUDA graph where asked."""
    opts = {"device_id": "0", "use_tf32": "0", "cudnn_conv_algo_search": "EXHAUSTIVE"}
    if cuda_graph:
        opts["enable_cuda_graph"] = "1"
    return opts


def output_shapes(model: onnx.ModelProto) -> dict[str, tuple[tuple[int, ...], np.dtype]]:
    """Each output's static shape and type (declared, else from ONNX's shape inference): the
    buffers bound once on the device. Unavailable where one is not static."""
    from onnx import helper

    outs = {o.name: o for o in model.graph.output}
    if any(not all(d.HasField("dim_value") for d in o.type.tensor_type.shape.dim)
           or not o.type.tensor_type.HasField("shape") for o in outs.values()):
        inferred = onnx.shape_inference.infer_shapes(model).graph.output
        outs = {o.name: o for o in inferred}
    got = {}
    for name, o in outs.items():
        t = o.type.tensor_type
        dims = [d.dim_value if d.HasField("dim_value") else None for d in t.shape.dim]
        if not t.HasField("shape") or None in dims:
            raise Unavailable(f"output {name!r} has no static shape to bind on the device")
        got[name] = (tuple(dims), np.dtype(helper.tensor_dtype_to_np_dtype(t.elem_type)))
    return got


class OrtCuda:
    # runs before reading outputs where ORT's CUDA graph is on: ORT captures the graph on a
    # run after its warm-up runs, so the outputs checked are those of a replay
    GRAPH_RUNS = 4

    def __init__(self, model: onnx.ModelProto, cuda_graph: bool = False) -> None:
        import onnxruntime as ort

        if CUDA not in ort.get_available_providers():
            raise Unavailable(f"onnxruntime {ort.__version__} has no {CUDA} "
                              "(onnxruntime-gpu not installed)")
        _load_cuda_libraries()
        self.ort = ort
        self.cuda_graph = cuda_graph
        self.shapes = output_shapes(model)
        self.sess = ort.InferenceSession(model.SerializeToString(),
                                         providers=[(CUDA, provider_options(cuda_graph))])
        got = self.sess.get_providers()
        if not got or got[0] != CUDA:
            raise Unavailable(f"ORT's {CUDA} did not load (the session runs on {got}); "
                              "its CUDA or cuDNN libraries were not found")
        self.outputs = [o.name for o in self.sess.get_outputs()]
        self.run_options = ort.RunOptions()
        # queue the runs on ORT's stream; _sync() waits for the device once, after them
        self.run_options.add_run_config_entry("disable_synchronize_execution_providers", "1")
        self.binding = None
        self.inputs: dict[str, object] = {}
        self._keep: list[object] = []

    def _feed(self, feeds: Mapping[str, np.ndarray]) -> None:
        """Inputs and outputs bound on the device once (fixed addresses, as a CUDA graph
        needs); later feeds are copied into the same input buffers."""
        ort = self.ort
        if self.binding is not None:
            for name, arr in feeds.items():
                self.inputs[name].update_inplace(np.ascontiguousarray(arr))
            return
        b = self.sess.io_binding()
        for name, arr in feeds.items():
            v = ort.OrtValue.ortvalue_from_numpy(np.ascontiguousarray(arr), "cuda", 0)
            self.inputs[name] = v
            b.bind_ortvalue_input(name, v)
        for name in self.outputs:
            shape, dtype = self.shapes[name]
            v = ort.OrtValue.ortvalue_from_shape_and_type(list(shape), dtype, "cuda", 0)
            self._keep.append(v)
            b.bind_ortvalue_output(name, v)
        self.binding = b

    def _run(self) -> None:
        self.sess.run_with_iobinding(self.binding, self.run_options)

    def _sync(self) -> None:
        assert self.binding is not None
        self.binding.synchronize_outputs()
        try:  # and the whole device, whatever stream ORT queued on
            import cupy

            cupy.cuda.runtime.deviceSynchronize()
        except ImportError:
            pass

    def __call__(self, feeds: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
        self._feed(feeds)
        for _ in range(self.GRAPH_RUNS if self.cuda_graph else 1):
            self._run()
        self._sync()
        assert self.binding is not None
        return dict(zip(self.outputs, self.binding.copy_outputs_to_cpu(), strict=True))

    def time(self, feeds: Mapping[str, np.ndarray], warmup: int = 10, iters: int = 50) -> float:
        """Milliseconds per run: wall clock around `iters` runs after `warmup` (ORT's CUDA
        graph, where enabled, captured during them), the device synchronized before and
        after."""
        self._feed(feeds)
        for _ in range(max(warmup, self.GRAPH_RUNS if self.cuda_graph else 1)):
            self._run()
        self._sync()
        t = time.perf_counter()
        for _ in range(iters):
            self._run()
        self._sync()
        return (time.perf_counter() - t) * 1e3 / iters
