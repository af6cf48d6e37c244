"""eOperators for the GPU backend, checked without a GPU: TVM's CUDA C for a derived
expression compiles to PTX with NVRTC (sm_90), for the G2BMM band and an OffsetReduce."""

import pytest

from verified_opt.backends.gpu import nvrtc
from verified_opt.derive.expr import Access, Iter, Scope, Tensor, var
from verified_opt.derive.lower import g2bmm

pytest.importorskip("tvm")
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
    from verified_opt.derive.eop_tvm import cuda_source
    src = cuda_source(make())
    ptx = nvrtc.compile_ptx(src, name="eop.cu")
    assert ".entry" in ptx and "sm_90" in ptx
