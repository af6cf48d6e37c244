"""The benchmark zoo on the GPU plan, on CPU: every model plans, every generated kernel compiles
to PTX, the arena placement is sound, and the plan run by the NumPy stand-in of the device
matches ONNX Runtime, also with every kernel step run as its CUDA C compiled for this CPU
(backends/gpu/host_kernels.py)."""

from __future__ import annotations

import functools
import time

import numpy as np
import pytest

from benchmarks.models import ZOO
from verified_opt.backends.gpu import host_kernels, nvrtc
from verified_opt.backends.gpu.emulate import Emulator
from verified_opt.backends.gpu.host_kernels import HostEmulator
from verified_opt.backends.gpu.plan import build_plan, check_no_overlap
from verified_opt.backends.ort import run_graph
from verified_opt.ir.onnx_io import import_model

pytestmark = pytest.mark.slow
# The two largest (5-6 s to build, 100-325 MB of weights) are checked by hand, not on every run.
EMULATED = sorted(set(ZOO) - {"resnext50", "bert_base"})


@functools.lru_cache(maxsize=2)
def zoo_graph(name: str):
    return import_model(ZOO[name](0))


@pytest.mark.skipif(not nvrtc.available(), reason="NVRTC not installed")
@pytest.mark.parametrize("name", sorted(ZOO))
def test_zoo_plans_and_compiles(name):
    graph = zoo_graph(name)
    t = time.perf_counter()
    plan = build_plan(graph)
    assert time.perf_counter() - t < 5
    assert check_no_overlap(plan) == []
    if plan.kernels():
        nvrtc.compile_plan(plan)


# The host-kernel run of the zoo: all but the two with the most steps (13 s each on CI's
# cores; their kernels' kinds are the small cases' and the others', test_gpu_host_kernels.py)
HOST = [n for n in EMULATED if n not in ("inception_v3", "nasnet_a_mobile")]
CASES = [(n, Emulator) for n in EMULATED] + [(n, HostEmulator) for n in HOST]


@pytest.mark.parametrize(("name", "emulator"), CASES,
                         ids=[f"{n}-{'host_kernels' if e is HostEmulator else 'numpy'}"
                              for n, e in CASES])
def test_zoo_emulated_plan_matches_ort(name, emulator):
    if emulator is HostEmulator and not host_kernels.available():
        pytest.skip("no C compiler with _Float16 here")
    graph = zoo_graph(name)
    plan = build_plan(graph)
    rng = np.random.default_rng(0)
    feeds = {k: rng.standard_normal(t.shape).astype(np.float32) for k, t in graph.inputs.items()}
    got, ref = emulator(plan).run(feeds), run_graph(graph, feeds)
    for k in ref:
        err = np.max(np.abs(got[k] - ref[k])) / (1 + np.max(np.abs(ref[k])))
        assert err < 1e-4, (k, err)
