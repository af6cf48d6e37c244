"""Loading and timing a CUDA module as the GPU plan runs it (NVRTC, CuPy, CUDA events): what
the tuning runner measures for each candidate (in a worker process: tune/isolated.py), kept
apart from tune/cuda.py so that the worker imports neither TVM nor MetaSchedule."""

from __future__ import annotations

import json
import os
import tempfile
from typing import Any

import numpy as np

WARMUP, ITERS, REPEAT = 3, 20, 3


class LoadedModule:
    """A built candidate (or an eOperator's module) compiled with NVRTC, loaded by the driver,
    its buffers allocated on the device."""

    def __init__(self, doc: dict, seed: int = 0) -> None:
        import cupy

        from verified_opt.backends.gpu import nvrtc
        self.cp = cupy
        ptx = nvrtc.compile_ptx(doc["source"], name="candidate.cu")
        with tempfile.TemporaryDirectory(prefix="vopt-ptx-") as tmp:
            path = os.path.join(tmp, "candidate.ptx")
            with open(path, "w") as f:
                f.write(ptx)
            self.module = cupy.RawModule(path=path)
        self.functions = {ln["kernel"]: self.module.get_function(ln["kernel"])
                          for ln in doc["launches"]}
        rng = np.random.default_rng(seed)
        self.buffers = {}
        for role, shape, dtype in doc["params"]:
            host = rng.integers(-3, 4, size=shape).astype(dtype)   # exact sums in float32
            self.buffers[role] = cupy.asarray(host)
        for role, n in doc["scratch"].items():
            self.buffers[role] = cupy.zeros(max(int(n), 1), dtype=np.float32)
        self.launches = doc["launches"]

    def launch(self) -> None:
        for ln in self.launches:
            args = tuple(self.buffers[r] for r in ln["args"])
            self.functions[ln["kernel"]]((ln["grid"],), (ln["block"],), args)

    def time_s(self, warmup: int = WARMUP, iters: int = ITERS) -> float:
        from verified_opt.backends.gpu.runtime import event_ms
        return event_ms(self.cp, self.launch, warmup, iters) / 1e3


def module_doc(mod: Any) -> dict:
    """A CudaModule (derive/eop_cuda.py) in the builder's artifact form, to time it the same way
    (the untuned latency of an eOperator is its hand-scheduled module's)."""
    params = [[f"in{k}", list(s), "float32"] for k, s in enumerate(mod.inputs)]
    params.append(["out", list(mod.shape), "float32"])
    scratch = {r: int(np.prod(s)) for r, s in mod.scratch.items()}
    return {"source": mod.source, "params": params, "scratch": scratch,
            "launches": [{"kernel": ln.kernel, "args": list(ln.args), "grid": ln.grid,
                          "block": ln.block} for ln in mod.launches]}


def time_artifact(path: str) -> list[float]:
    """REPEAT timings (seconds per run) of the builder's artifact at `path` (a module_doc)."""
    with open(path) as f:
        loaded = LoadedModule(json.load(f))
    return [loaded.time_s() for _ in range(REPEAT)]
