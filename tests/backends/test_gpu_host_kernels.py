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
from verified_opt.backends.gpu.cuda_source import render
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
    name, source, grid, block = render(p)  # the kernel as the plan generates it
    x = np.array([1.0, 2.0, 3.0, 4.0], np.float32)
    mask = np.array([0.0, -1e4, 0.0, 0.0], np.float32)
    y = np.full(4, np.nan, np.float32)
    HostKernels({name: source}).launch(name, grid, block, [x.ctypes.data, mask.ctypes.data,
                                                         y.ctypes.data])
    e = np.exp((x + mask) - (x + mask).max())
    np.testing.assert_allclose(y, e / e.sum(), rtol=1e-6)


def warp_sum(live: int) -> np.ndarray:
    """A block of 64 threads of which the first `live` read in0 and sum it over their warp by
    lane exchanges (the others return first); out as the kernel leaves it."""
    source = ('extern "C" __global__ void __launch_bounds__(256) k_sum(const float* __restrict__ '
              "in0, float* __restrict__ out) {\n"
              "  const long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;\n"
              f"  if (i >= {live}LL) return;\n"
              "  float s = in0[i];\n"
              "  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);\n"
              "  out[i] = s;\n}\n")
    x = np.arange(64, dtype=np.float32)
    y = np.zeros(64, np.float32)
    HostKernels({f"k_sum{live}": source.replace("k_sum(", f"k_sum{live}(")}).launch(
        f"k_sum{live}", 1, 64, [x.ctypes.data, y.ctypes.data])
    return y


def test_lanes_that_return_early_leave_the_warp():
    """A warp whose lanes all return before the exchange (threads past the kernel's count):
    the first warp finishes, summing only its own lanes."""
    y = warp_sum(32)
    assert (y[:32] == np.arange(32).sum()).all() and (y[32:] == 0).all()


def test_a_lane_reading_a_returned_lane_reads_nan():
    """In a warp whose last lanes returned before an exchange, a live lane reading one of
    them reads all bits set (NaN), not what a lane of an earlier warp left (red-team review:
    a partial second warp summed 4252 from the first warp's values)."""
    y = warp_sum(40)
    assert (y[:32] == np.arange(32).sum()).all()
    assert np.isnan(y[32:40]).all() and (y[40:] == 0).all()


def test_a_kernel_that_does_not_compile_is_named():
    source = ('extern "C" __global__ void __launch_bounds__(256) k_bad(float* __restrict__ out) '
              "{ out[0] = undefined_thing; }\n")
    with pytest.raises(EmulationError, match="do not compile for the host"):
        HostKernels({"k_bad": source})


# ---- TVM eOperators: TVM's CUDA C run on the host beside the expression it states ----------
def _host_error(model, feeds, want_model=None) -> tuple[float, HostEmulator]:
    from verified_opt.ir.onnx_io import import_model

    plan = build_plan(import_model(model))
    emu = HostEmulator(plan)
    got = emu.run(feeds)
    ref = run_graph(import_model(want_model or model), feeds)
    return relative_error(got, ref), emu


def test_eoperator_modules_run_as_tvms_cuda_c():
    from tests.backends.test_gpu_eop import (
        CONV_X,
        RNG,
        add_transpose_model,
        conv_model,
        need_modules,
        offset_reduce_model,
    )

    models = [offset_reduce_model(), add_transpose_model()]
    need_modules(*models)
    x = RNG.standard_normal(CONV_X).astype(np.float32)
    err, emu = _host_error(offset_reduce_model(), {"X": x}, conv_model())
    assert err < 1e-5 and not emu.not_run and emu.tvm is not None
    x = RNG.standard_normal((1, 1, 4, 4)).astype(np.float32)
    err, emu = _host_error(add_transpose_model(), {"X": x})
    assert err < 1e-6 and not emu.not_run


def test_a_kernel_computing_other_values_than_its_expression_is_named():
    """TVM's kernel and the expression it was generated from are compared step by step: a
    module whose kernel reads its inputs in the other order is caught at that kernel."""
    import dataclasses

    from tests.backends.test_gpu_eop import add_transpose_model, need_modules
    from verified_opt.ir.onnx_io import import_model

    m = add_transpose_model()
    need_modules(m)
    plan = build_plan(import_model(m))
    [k] = [i for i, s in enumerate(plan.steps) if s.lib == "tvm"]
    s = plan.steps[k]
    params = host_kernels._SIGNATURE.search(s.source).group(2).split(",")
    # the kernel's first two pointers (its inputs) each read as the other
    a, b = (t.split()[-1] for t in params[:2])
    swapped = s.source.replace(f"{a}[", "@@[").replace(f"{b}[", f"{a}[").replace("@@[", f"{b}[")
    assert swapped != s.source
    plan.steps[k] = dataclasses.replace(s, source=swapped)
    x = np.random.default_rng(0).standard_normal((1, 1, 4, 4)).astype(np.float32)
    with pytest.raises(EmulationError, match=f"TVM's kernel {s.kernel} computes other values"):
        HostEmulator(plan).run({"X": x})


def test_a_block_shares_memory_and_meets_at_syncthreads():
    """A tuned schedule's pattern: each thread stores into shared memory, the block meets at
    __syncthreads, then each reads another thread's value (here: the block reversed). Run
    one thread after another, the first threads would read what no thread had stored yet."""
    from verified_opt.backends.gpu.host_kernels import tvm_kernels

    source = ('extern "C" __global__ void __launch_bounds__(64) k_rev(float* __restrict__ a, '
              "float* __restrict__ b) {\n"
              "  __shared__ float t[64];\n"
              "  t[((int)threadIdx.x)] = a[((int)blockIdx.x) * 64 + ((int)threadIdx.x)];\n"
              "  __syncthreads();\n"
              "  b[((int)blockIdx.x) * 64 + ((int)threadIdx.x)] = t[63 - ((int)threadIdx.x)];\n"
              "}\n")
    a = np.arange(128, dtype=np.float32)
    b = np.zeros(128, np.float32)
    HostKernels({"m": tvm_kernels(source)}).launch("k_rev", 2, 64, [a.ctypes.data, b.ctypes.data])
    np.testing.assert_array_equal(b, np.concatenate([a[:64][::-1], a[64:][::-1]]))
    with pytest.raises(EmulationError, match="dynamic shared memory"):
        tvm_kernels(source.replace("__shared__ float t[64]", "extern __shared__ float t[]"))


def test_a_kernel_writing_past_its_buffer_is_caught():
    """Raw pointers have no bounds: every host launch checks that no byte outside the step's
    written buffers changed, the spaces' guard zones included (red-team review: a kernel
    also writing 400 KB past the arena passed)."""
    import dataclasses

    graph = CASES["elementwise"]()
    plan = build_plan(graph)
    k, s = next((k, s) for k, s in enumerate(plan.steps) if s.lib == "nvrtc")
    body_end = s.source.rstrip().rindex("}")
    for far in (0, 100000):  # just past the output, and far past the arena (a guard zone)
        b = plan.buffers[s.writes[0]]
        reach = b.nbytes // b.itemsize + far
        bad = s.source[:body_end] + f"  if (i == 0) out[{reach}LL] = 7.0f;\n" + \
            s.source[body_end:]
        broken = dataclasses.replace(plan, steps=[*plan.steps[:k],
                                                  dataclasses.replace(s, source=bad),
                                                  *plan.steps[k + 1:]])
        rng = np.random.default_rng(0)
        feeds = {n: rng.standard_normal(t.shape).astype(np.float32)
                 for n, t in graph.inputs.items()}
        with pytest.raises(EmulationError, match="outside the buffers it writes"):
            HostEmulator(broken).run(feeds)

