"""CUDA C generation and NVRTC compilation to PTX (compute_90), on CPU: no GPU or driver needed."""

from __future__ import annotations

import pytest

from tests.backends.gpu_models import CASES, CONTRIB, TYPED, half
from verified_opt.backends.gpu import nvrtc
from verified_opt.backends.gpu.cuda_source import BLOCK, threads_of
from verified_opt.backends.gpu.plan import build_plan

pytestmark = pytest.mark.skipif(not nvrtc.available(),
                                reason="NVRTC not installed (pip install -e '.[gpu]')")


def test_every_small_case_kernel_compiles_to_ptx():
    kernels: dict[str, str] = {}
    plans = [build_plan(CASES[c]()) for c in sorted(CASES)]
    plans += [build_plan(TYPED[c][0]()) for c in sorted(TYPED)]  # int64, int32 and bool values
    plans += [build_plan(CONTRIB[c][0]()) for c in sorted(CONTRIB)]  # ORT's com.microsoft ones
    with half():  # float16: loaded and stored by the prelude's conversions
        plans += [build_plan(CASES[c]()) for c in sorted(set(CASES) - {"cast_to_itself"})]
    for plan in plans:
        kernels.update(plan.kernels())
        for s in plan.steps:
            if s.lib == "nvrtc":
                assert s.block == BLOCK and s.grid * s.block >= threads_of(s.params)
                assert (s.grid - 1) * s.block < threads_of(s.params)  # no idle block
                assert f"void __launch_bounds__({BLOCK}) {s.kernel}(" in s.source
                n_args = s.source.split("(", 2)[2].split(")")[0].count(",") + 1
                status = s.params.get("status") is not None  # run-time indices: + the status word
                assert n_args == len(s.reads) + len(s.writes) + status
    ptx = nvrtc.compile_ptx(nvrtc.program_source(kernels))
    assert ".target sm_90" in ptx
    for name in kernels:
        assert f".entry {name}(" in ptx
    assert len(kernels) >= 20


def test_nvrtc_reports_its_log():
    with pytest.raises(nvrtc.NvrtcError, match="undefined"):
        nvrtc.compile_ptx('extern "C" __global__ void k(float* x) { x[0] = nope; }')


def test_cccl_headers_are_found_for_kernels_that_include_them():
    inc = nvrtc.cccl_include()
    if inc is None:
        pytest.skip("nvidia-cuda-cccl-cu12 not installed")
    ptx = nvrtc.compile_ptx("#include <cuda/std/cstdint>\n"
                            'extern "C" __global__ void k(cuda::std::int64_t* x) { x[0] = 1; }')
    assert ".entry k(" in ptx
