"""The plan's CUDA kernels themselves, run on CPU (backends/gpu/host_kernels.py): their CUDA C
compiled for this machine, every kernel step of every small case run as that code, the rest of
the plan as emulate.py runs it, compared with ONNX Runtime. emulate.py runs each kernel's NumPy
description, so a kernel whose source parts from its description (the softmax that added
attention's mask to its max and sum but not to the value it wrote) passed there and failed only
on a GPU."""

from __future__ import annotations

import numpy as np
import pytest

from tests.backends.gpu_models import CASES, CONTRIB, TYPED, half
from verified_opt.backends.gpu import host_kernels
from verified_opt.backends.gpu.cuda_source import _softmax
from verified_opt.backends.gpu.emulate import EmulationError
from verified_opt.backends.gpu.host_kernels import HostEmulator, HostKernels
from verified_opt.backends.gpu.plan import build_plan
from verified_opt.backends.ort import run_graph

pytestmark = pytest.mark.skipif(not host_kernels.available(),
                                reason="no C compiler with _Float16 here")


def relative_error(got, ref) -> float:
    assert set(got) == set(ref)
    return max(float(np.max(np.abs(got[k].astype(np.float32) - ref[k].astype(np.float32))
                            / (1 + np.abs(ref[k].astype(np.float32))))) for k in ref)


@pytest.mark.parametrize("case", sorted(CASES))
def test_every_kernel_of_every_case_computes_what_ort_does(case):
    graph = CASES[case]()
    rng = np.random.default_rng(0)
    feeds = {k: rng.standard_normal(t.shape).astype(np.float32) for k, t in graph.inputs.items()}
    plan = build_plan(graph)
    assert relative_error(HostEmulator(plan).run(feeds), run_graph(graph, feeds)) < 1e-4


@pytest.mark.parametrize("case", sorted(TYPED) + sorted(CONTRIB))
def test_typed_kernels_compute_what_ort_does(case):
    build, draw = {**TYPED, **CONTRIB}[case]
    graph = build()
    feeds = draw(np.random.default_rng(0))
    got, ref = HostEmulator(build_plan(graph)).run(feeds), run_graph(graph, feeds)
    for k in ref:
        if ref[k].dtype.kind == "f":
            tol = 4e-3 if ref[k].dtype == np.float16 else 1e-4
            np.testing.assert_allclose(got[k].astype(np.float32), ref[k].astype(np.float32),
                                       rtol=tol, atol=tol, err_msg=k)
        else:
            np.testing.assert_array_equal(got[k], ref[k], err_msg=k)


# cast_to_itself casts to float32 by its attribute: not a float16 model (test_gpu_half.py)
@pytest.mark.parametrize("case", sorted(set(CASES) - {"cast_to_itself"}))
def test_float16_kernels_compute_what_ort_does(case):
    with half():
        graph = CASES[case]()
    rng = np.random.default_rng(0)
    feeds = {k: rng.standard_normal(t.shape).astype(np.float16) for k, t in graph.inputs.items()}
    got, ref = HostEmulator(build_plan(graph)).run(feeds), run_graph(graph, feeds)
    assert all(v.dtype == np.float16 for v in got.values())
    assert relative_error(got, ref) < 1e-2


def test_the_masked_softmax_writes_the_masked_value():
    """The kernel that was wrong: the mask's row added to each score before it is written, as
    to the max and the sum (one row of 4, mask 0 except a large negative at column 1)."""
    p = {"kind": "softmax", "outer": 1, "len": 4, "inner": 1, "rows_shape": [1],
         "add": [0, 1]}
    body, threads, args = _softmax(p)
    source = (f'extern "C" __global__ void __launch_bounds__(256) k_sm({", ".join(args)}) {{\n'
              f"  const long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;\n"
              f"  if (i >= {threads}LL) return;\n{body}}}\n")
    x = np.array([1.0, 2.0, 3.0, 4.0], np.float32)
    mask = np.array([0.0, -1e4, 0.0, 0.0], np.float32)
    y = np.full(4, np.nan, np.float32)
    HostKernels({"k_sm": source}).launch("k_sm", 1, 32, [x.ctypes.data, mask.ctypes.data,
                                                       y.ctypes.data])
    e = np.exp((x + mask) - (x + mask).max())
    np.testing.assert_allclose(y, e / e.sum(), rtol=1e-6)


def test_lanes_that_return_early_leave_the_warp():
    """A warp whose last lanes return before the lanes' exchange (threads past the kernel's
    count): the others finish, summing only what the live lanes hold."""
    source = ('extern "C" __global__ void __launch_bounds__(256) k_sum(const float* __restrict__ '
              "in0, float* __restrict__ out) {\n"
              "  const long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;\n"
              "  if (i >= 32LL) return;\n"
              "  float s = in0[i];\n"
              "  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);\n"
              "  out[i] = s;\n}\n")
    x = np.arange(64, dtype=np.float32)
    y = np.zeros(64, np.float32)
    HostKernels({"k_sum": source}).launch("k_sum", 1, 64, [x.ctypes.data, y.ctypes.data])
    assert (y[:32] == x[:32].sum()).all() and (y[32:] == 0).all()


def test_a_kernel_that_does_not_compile_is_named():
    source = ('extern "C" __global__ void __launch_bounds__(256) k_bad(float* __restrict__ out) '
              "{ out[0] = undefined_thing; }\n")
    with pytest.raises(EmulationError, match="do not compile for the host"):
        HostKernels({"k_bad": source})
