"""The GPU executor: a Plan made ready once (weights uploaded, arena allocated, kernels compiled
to PTX and loaded, cuDNN graphs built), then run many times.

    runner = GpuRunner(build_plan(graph))
    outputs = runner.run({"input": x})        # NumPy in, NumPy out
    ms = runner.time(feeds, warmup=10, iters=50)
    captured = CapturedPlan(runner)            # the same launches as one CUDA graph

Every pointer a step receives is the plan's space base + the buffer's offset, as in emulate.py.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Mapping

import numpy as np

from verified_opt.backends.gpu import nvrtc
from verified_opt.backends.gpu.device import (
    CudnnConv,
    env_choice,
    event_ms,
    gemm,
    import_cudnn,
    require_gpu,
)
from verified_opt.backends.gpu.plan import Plan, PlanError, build_plan
from verified_opt.errors import one_line
from verified_opt.ir.graph import Graph

_CUDNN_HANDLE: list = []


def cudnn_handle():
    """One cuDNN handle per process (creating one costs milliseconds, and the cost model makes
    a runner per node it times)."""
    if not _CUDNN_HANDLE:
        _CUDNN_HANDLE.append(import_cudnn().create_handle())
    return _CUDNN_HANDLE[0]


class GpuRunner:
    def __init__(self, plan: Plan) -> None:
        require_gpu()
        import cupy

        self.cp = cupy
        self.plan = plan
        self.base = {s: cupy.cuda.alloc(max(n, 1)) for s, n in plan.space_bytes.items()}
        for name, a in plan.weights.items():
            self.array(name).set(np.ascontiguousarray(a))
        self.modules: list = []
        self.functions = self._load_kernels()
        self.blas = cupy.cuda.device.get_cublas_handle()
        # the status word of kernels that check run-time indices (plan.checks)
        self.status = cupy.zeros(1, dtype=cupy.int32)
        self.status_ptr = np.uint64(int(self.status.data.ptr))
        self.convs: dict[int, CudnnConv] = {}
        self.workspace = None
        if any(s.lib == "cudnn" for s in plan.steps):
            self.dnn = cudnn_handle()
            for k, s in enumerate(plan.steps):
                if s.lib == "cudnn":
                    self.convs[k] = CudnnConv(s.params, self.dnn).build()
            need = max(c.workspace_bytes for c in self.convs.values())
            self.workspace = cupy.empty(max(need, 1), dtype=cupy.uint8)
            self.workspace_ptr = int(self.workspace.data.ptr)

    def _load_kernels(self) -> dict:
        """Kernel name -> CuPy function: the plan's program and each TVM eOperator module,
        compiled to PTX by NVRTC and loaded by the driver (kernel names are unique: hashes)."""
        programs: list[tuple[str, str, list[str]]] = []
        kernels = self.plan.kernels()
        if kernels:
            programs.append(("plan", nvrtc.compile_plan(self.plan), list(kernels)))
        for name, ptx in nvrtc.compile_modules(self.plan).items():
            launched = sorted({s.kernel for s in self.plan.steps
                               if s.lib == "tvm" and s.params["module"] == name})
            programs.append((name, ptx, launched))
        functions = {}
        with tempfile.TemporaryDirectory(prefix="vopt-ptx-") as tmp:
            for name, ptx, names in programs:
                path = os.path.join(tmp, f"{name}.ptx")
                with open(path, "w") as f:
                    f.write(ptx)
                module = self.cp.RawModule(path=path)
                self.modules.append(module)  # the functions live as long as their module
                functions.update({k: module.get_function(k) for k in names})
        return functions

    def ptr(self, name: str) -> int:
        b = self.plan.buffers[name]
        return int(self.base[b.space].ptr) + b.offset

    def array(self, name: str):
        b = self.plan.buffers[name]
        return self.cp.ndarray(b.shape, b.dtype, memptr=self.base[b.space] + b.offset)

    def launch(self) -> None:
        for k, s in enumerate(self.plan.steps):
            if s.lib == "nvrtc":
                args = tuple(np.uint64(self.ptr(v)) for v in (*s.reads, *s.writes))
                if s.params.get("status") is not None:
                    args += (self.status_ptr,)
                self.functions[s.kernel]((s.grid,), (s.block,), args)
            elif s.lib == "tvm":  # TVM's parameter order, TVM's launch shape
                args = tuple(np.uint64(self.ptr(v)) for v in s.params["args"])
                self.functions[s.kernel]((s.grid,), (s.block,), args)
            elif s.lib == "cublas":
                gemm(self.blas, s.params, self.ptr(s.reads[0]), self.ptr(s.reads[1]),
                     self.ptr(s.writes[0]))
            else:
                bias = self.ptr(s.reads[2]) if s.params["bias"] else None
                shortcut = self.ptr(s.reads[-1]) if s.params.get("residual") else None
                self.convs[k].run(self.ptr(s.reads[0]), self.ptr(s.reads[1]), bias, shortcut,
                                  self.ptr(s.writes[0]), self.workspace_ptr, self.dnn)

    def run(self, feeds: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
        for name in self.plan.inputs:
            dt = self.plan.buffers[name].dtype
            self.array(name).set(np.ascontiguousarray(feeds[name], dtype=dt))
        self.status.fill(0)
        self.launch()
        self.cp.cuda.runtime.deviceSynchronize()
        self.raise_status()
        return {name: self.array(name).get() for name in self.plan.outputs}

    def raise_status(self, stream=None) -> None:
        """The error of a kernel that found a run-time index out of range (ONNX Runtime's
        Gather fails there too), read from the status word after the run."""
        if self.plan.checks:
            error = self.plan.status_error(int(self.status.get(stream=stream)[0]))
            if error is not None:
                raise error

    def time(self, feeds: Mapping[str, np.ndarray], warmup: int = 10, iters: int = 50) -> float:
        """Milliseconds per run (CUDA events, after warm-up; inputs uploaded once)."""
        self.run(feeds)
        return event_ms(self.cp, self.launch, warmup, iters)


class CapturedPlan:
    """A runner's launches recorded once as a CUDA graph (cuBLAS, cuDNN and the generated
    kernels all on one capturing stream), then replayed with one call: the host's per-step
    launch cost (Python, the cuDNN frontend's execute) paid once. The plan runs once on the
    stream before the capture, so lazy library setup happens outside it. Same buffers as the
    runner: a replay computes what launch() computes."""

    def __init__(self, runner: GpuRunner) -> None:
        from cupy_backends.cuda.libs import cublas

        cp = runner.cp
        self.runner = runner
        self.stream = cp.cuda.Stream(non_blocking=True)
        cudnn = import_cudnn() if runner.convs else None
        with self.stream:
            cublas.setStream(runner.blas, self.stream.ptr)
            if cudnn is not None:
                cudnn.set_stream(runner.dnn, self.stream.ptr)
            try:
                runner.launch()
                self.stream.synchronize()
                # relaxed: a library's own bookkeeping calls (not launches) do not void it
                self.stream.begin_capture(cp.cuda.runtime.streamCaptureModeRelaxed)
                try:
                    runner.launch()
                finally:
                    self.graph = self.stream.end_capture()
            finally:
                cublas.setStream(runner.blas, 0)
                if cudnn is not None:
                    cudnn.set_stream(runner.dnn, 0)

    def run(self, feeds: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
        r = self.runner
        with self.stream:  # a non-blocking stream does not wait for the null stream
            for name in r.plan.inputs:
                dt = r.plan.buffers[name].dtype
                r.array(name).set(np.ascontiguousarray(feeds[name], dtype=dt), stream=self.stream)
            r.status.fill(0)
            self.graph.launch(stream=self.stream)
            self.stream.synchronize()
            r.raise_status(self.stream)
            return {name: r.array(name).get(stream=self.stream) for name in r.plan.outputs}

    def time(self, feeds: Mapping[str, np.ndarray], warmup: int = 10, iters: int = 50) -> float:
        """Milliseconds per replay (CUDA events on the graph's stream, after warm-up)."""
        self.run(feeds)
        return event_ms(self.runner.cp, lambda: self.graph.launch(stream=self.stream), warmup,
                        iters, self.stream)


TIMING_MODES = ("steps", "graph")


def timing_mode() -> str:
    """How `--backend gpu` times plans for its cost model and keep rule ($VOPT_GPU_TIMING):
    "steps" (default), each step launched from Python as GpuRunner.run does, or "graph", the
    plan replayed as one CUDA graph (CapturedPlan, the fastest way ours runs: on an H200 the
    zoo replays 1.1-10x faster than it launches step by step, so the two price launches very
    differently). Not yet measured which one picks the better rewrites (a device run of
    gpu_bench --optimize with each)."""
    return env_choice("VOPT_GPU_TIMING", TIMING_MODES, "steps")


def plan_timer(runner: GpuRunner, mode: str | None = None):
    """`(feeds, warmup, iters) -> milliseconds` for the runner as `mode` (timing_mode())
    says. In graph mode a plan that cannot be captured is a PlanError naming why: its time
    taken step by step would not compare with the others' replays."""
    if (mode or timing_mode()) == "steps":
        return runner.time
    try:
        return CapturedPlan(runner).time
    except Exception as e:  # noqa: BLE001  (a library refusing the capture: said in one line)
        raise PlanError(f"the plan cannot be replayed as a CUDA graph (VOPT_GPU_TIMING=graph): "
                        f"{one_line(e, 160)}") from None


def run_graph_gpu(graph: Graph, feeds: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
    """Plan and run a graph on the GPU once (GpuUnavailable without one)."""
    require_gpu()
    return GpuRunner(build_plan(graph)).run(feeds)
