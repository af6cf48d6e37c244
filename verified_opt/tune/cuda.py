"""MetaSchedule on the GPU: the target of the device, and a builder and a runner that build and
time each candidate schedule exactly as the GPU plan will run it.

    target = cuda_target()                    # this device: arch, model, thread and memory limits
    tune_kernels(tasks, 60, TuneDB.open(target))   # picks ModuleBuilder and CupyRunner for cuda

Why not TVM's own LocalBuilder and LocalRunner: they export a library that TVM's CUDA runtime
loads, compiled by nvcc; the plan (backends/gpu) launches TVM's CUDA C through NVRTC and CuPy,
without TVM's runtime (derive/eop_cuda.py). Here each candidate goes through the plan's own
path: its scheduled TIR through TVM's pipeline to CUDA C and the launches its host code makes
(eop_cuda.lower_scheduled; a candidate the plan cannot launch, as a multi-dimensional grid, is
a build error, never measured), then NVRTC to PTX, CuPy to load and launch it, CUDA events to
time it. So what was measured is what runs, and a machine needs neither nvcc nor TVM's CUDA
runtime to tune. The builder runs in this process (TVM's lowering of one candidate takes
about 0.1 s); the runner needs the GPU and times each candidate in a worker process of its own
(tune/isolated.py, tune/cuda_run.py), so that one that faults or hangs is that candidate's
error, not the end of the run.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from typing import Any

import numpy as np
from tvm.ir.utils import derived_object
from tvm.s_tir.meta_schedule.builder import BuilderResult, PyBuilder
from tvm.s_tir.meta_schedule.runner import PyRunner
from tvm.s_tir.meta_schedule.runner.local_runner import LocalRunnerFuture

from verified_opt.derive.expr import Scope
from verified_opt.errors import one_line
from verified_opt.tune.cuda_run import REPEAT, LoadedModule, module_doc
from verified_opt.tune.isolated import IsolatedCalls

ENTRY = "main"          # the tuned function's name (tune/db.py keys kernels by it)
CANDIDATE_TIMEOUT_S = 60.0   # compiling (NVRTC), loading and timing one candidate


def cuda_target(info: dict | None = None) -> Any:
    """The CUDA target to tune for: the device's architecture and limits, and its name (the
    tuning database keeps one folder per target, and a latency on one GPU model says nothing
    of another). `info`: {"name", "cc", "max_threads", "shared", "warp", "registers"} as
    device_info() gives it (a test passes its own)."""
    import tvm
    d = info or device_info()
    return tvm.target.Target({"kind": "cuda", "arch": f"sm_{d['cc']}", "model": d["name"],
                              "max_threads_per_block": d["max_threads"],
                              "max_shared_memory_per_block": d["shared"],
                              "thread_warp_size": d["warp"],
                              "registers_per_block": d["registers"]})


def device_info() -> dict:
    """The current CUDA device's facts the target needs (GpuUnavailable without one)."""
    from verified_opt.backends.gpu.device import require_gpu
    require_gpu()
    import cupy
    dev = cupy.cuda.Device()
    attrs = dev.attributes
    props = cupy.cuda.runtime.getDeviceProperties(dev.id)
    name = props["name"]
    return {"name": name.decode() if isinstance(name, bytes) else str(name),
            "cc": dev.compute_capability,
            "max_threads": int(attrs["MaxThreadsPerBlock"]),
            # static shared memory (what TVM's kernels declare) is limited to 48 KiB a block
            "shared": min(int(attrs["MaxSharedMemoryPerBlock"]), 48 * 1024),
            "warp": int(attrs["WarpSize"]),
            "registers": int(attrs["MaxRegistersPerBlock"])}


def build_candidate(mod: Any, target: Any) -> dict:
    """A scheduled candidate (IRModule with `main`) as the plan would launch it: CUDA C, its
    launches, its global scratch, and the shapes of the function's parameters (roles in0 ...,
    out). EOpError (or TVM's error) where it cannot be."""
    from tvm.s_tir.meta_schedule.arg_info import ArgInfo

    from verified_opt.derive.eop_cuda import lower_scheduled

    func = mod[ENTRY]
    params = [[str(p.name), [int(d) for d in a.shape], str(a.dtype)]
              for p, a in zip(func.params, ArgInfo.from_prim_func(func))]
    source, launches, allocs = lower_scheduled(mod, ENTRY, target)
    return {"source": source, "params": params, "scratch": allocs,
            "launches": [{"kernel": ln.kernel, "args": list(ln.args), "grid": ln.grid,
                          "block": ln.block} for ln in launches]}


@derived_object
class ModuleBuilder(PyBuilder):
    """Each candidate to the plan's module form, written as JSON (the runner's artifact)."""

    def __init__(self) -> None:
        super().__init__()
        self.folders: list[str] = []

    def build(self, build_inputs):
        results = []
        for b in build_inputs:
            try:
                doc = build_candidate(b.mod, b.target)
            except Exception as e:  # noqa: BLE001  (TVM's errors, EOpError: not launchable)
                results.append(BuilderResult(None, f"ModuleBuilder: {one_line(e, 300)}"))
                continue
            # a folder each: MetaSchedule removes an artifact's folder once it is measured
            folder = tempfile.mkdtemp(prefix="vopt-cuda-tune-")
            self.folders.append(folder)
            path = os.path.join(folder, "candidate.json")
            with open(path, "w") as f:
                json.dump(doc, f)
            results.append(BuilderResult(path, None))
        return results

    def close(self) -> None:
        import shutil
        for folder in self.folders:   # those a failed round left
            shutil.rmtree(folder, ignore_errors=True)
        self.folders = []


@derived_object
class CupyRunner(PyRunner):
    """Times each built candidate on the current GPU (cuda_run.time_artifact: REPEAT means of
    ITERS launches, after WARMUP), each in a worker process (tune/isolated.py): a candidate
    that fails to compile or launch, faults, or hangs is an error result, and the next one
    runs in a fresh process; never a crash of the tuning run."""

    def __init__(self) -> None:
        super().__init__()
        self.calls = IsolatedCalls("verified_opt.tune.cuda_run:time_artifact")

    def run(self, runner_inputs):
        out = []
        for r in runner_inputs:
            ok, value = self.calls.call(r.artifact_path, CANDIDATE_TIMEOUT_S)
            out.append(LocalRunnerFuture(res=value) if ok else
                       LocalRunnerFuture(error_message=f"CupyRunner: {value}"))
        return out


def untuned_seconds(scope: Scope) -> float:
    """Seconds per run of the eOperator's hand-scheduled CUDA module on the device, timed as
    the tuner times candidates."""
    from verified_opt.derive.eop_cuda import cuda_module
    loaded = LoadedModule(module_doc(cuda_module(scope)))
    return min(loaded.time_s() for _ in range(REPEAT))


def exact_on_device(scope: Scope, trace: str, say: Callable[[str], None]) -> bool:
    """Whether the module the trace schedules is one the plan launches (not the hand one it
    falls back to) and computes the expression exactly on the device: integer inputs in
    [-3, 3] (sums of products exact in float32), compared with derive/evaluate.py's value."""
    from verified_opt.derive.eop_cuda import cuda_module, module_name
    from verified_opt.derive.evaluate import evaluate
    mod = cuda_module(scope, trace=trace)
    if mod.name == module_name(scope):
        say(f"{module_name(scope)}: its CUDA schedule does not lower to launches the plan "
            f"makes; the hand schedule stays")
        return False
    loaded = LoadedModule(module_doc(mod), seed=1)
    loaded.launch()
    got = loaded.buffers["out"].get()
    ins = {f"in{k}": loaded.buffers[f"in{k}"].get().astype(np.float64)
           for k in range(len(mod.inputs))}
    want = evaluate(scope, ins)
    if not np.array_equal(got.astype(np.float64), want):
        say(f"{mod.name}: the tuned kernel differs from the expression on the device (max "
            f"{float(np.max(np.abs(got - want))):.3g}); the hand schedule stays")
        return False
    return True
