"""eOperators for the GPU backend, checked without a GPU: TVM's CUDA C for a derived
expression compiles to PTX with NVRTC (sm_90), for the G2BMM band and an OffsetReduce. The
launch test also runs from a stored module where TVM is not (benchmarks/gpu_modules.py)."""

import pytest

from verified_opt.backends.gpu import nvrtc
from verified_opt.derive.eop_cuda import available
from verified_opt.derive.expr import Access, Iter, Mul, Scope, Tensor, var
from verified_opt.derive.lower import g2bmm

pytestmark = pytest.mark.skipif(not nvrtc.available(), reason="NVRTC (the gpu extra) not installed")


def offset_reduce() -> Scope:
    t = Tensor("T", (4, 3, 3, 1, 8, 8))
    f, r, s, n, h, w = map(var, "frsnhw")
    return Scope((Iter("n", 0, 1), Iter("f", 0, 4), Iter("h", 0, 8), Iter("w", 0, 8)),
                 (Iter("r", 0, 3), Iter("s", 0, 3)), Access(t, (f, r, s, n, h + r - 1, w + s - 1)))


@pytest.mark.parametrize("make", [offset_reduce,
                                  lambda: g2bmm(Tensor("Q", (2, 64, 8)), Tensor("K", (2, 64, 8)),
                                                4, 2)])
def test_eoperator_cuda_source_compiles_to_ptx(make):
    pytest.importorskip("tvm")
    from verified_opt.derive.eop_tvm import cuda_source
    src = cuda_source(make())
    ptx = nvrtc.compile_ptx(src, name="eop.cu")
    assert ".entry" in ptx and "sm_90" in ptx


def two_blocks() -> Scope:
    """A stage T[n,h,w,r,s,f] = Σ_c X K, then the result Σ_{r,s} T[n, h+r-1, w+s-1, r, s, f]
    (the canonical form: tensors in0, in1)."""
    from verified_opt.derive.eop_onnx import canonical_inputs

    n, c, h, w, f, r, s = map(var, "nchwfrs")
    x, k = Tensor("X", (1, 4, 9, 9)), Tensor("K", (8, 4, 3, 3))
    stage = Scope((Iter("n", 0, 1), Iter("h", 0, 9), Iter("w", 0, 9), Iter("r", 0, 3),
                   Iter("s", 0, 3), Iter("f", 0, 8)), (Iter("c", 0, 4),),
                  Mul(Access(x, (n, c, h, w)), Access(k, (f, c, r, s))), name="T")
    out = Scope((Iter("n", 0, 1), Iter("f", 0, 8), Iter("h", 0, 9), Iter("w", 0, 9)),
                (Iter("r", 0, 3), Iter("s", 0, 3)), Access(stage, (n, h + r - 1, w + s - 1, r, s, f)))
    return canonical_inputs(out)


def test_launches_are_read_from_tvms_host_code():
    """Two blocks (a stage, then the result): two launches, in order, with TVM's parameter
    order (the stage first), its grid (one thread per element of the block) and the stage as
    scratch of the expression's shape."""
    from verified_opt.derive.eop_cuda import cuda_module

    scope = two_blocks()
    if not available(scope):
        pytest.skip("no TVM and no stored CUDA module (python -m benchmarks.gpu_modules)")
    mod = cuda_module(scope)
    first, second = mod.launches
    assert (first.args, first.writes) == (("T0", "in0", "in1"), "T0")
    assert (second.args, second.writes) == (("T0", "out"), "out")
    assert first.grid * first.block >= 9 * 9 * 3 * 3 * 8 and first.block == 1024
    assert mod.scratch == {"T0": (1, 9, 9, 3, 3, 8)} and mod.shape == (1, 8, 9, 9)
    assert f"void __launch_bounds__(1024) {first.kernel}(" in mod.source
    ptx = nvrtc.compile_ptx(mod.source, name="eop.cu")
    assert f".entry {first.kernel}(" in ptx and f".entry {second.kernel}(" in ptx
