"""MatMul (NumPy broadcasting of batch dimensions) and Gemm."""

from __future__ import annotations

import numpy as np

from verified_opt.errors import ShapeError
from verified_opt.ops.node import TensorType
from verified_opt.ops.registry import MULTILINEAR, InferCtx, register
from verified_opt.ops.shapes import broadcast


# ---- shape inference ---------------------------------------------------------------------------
def _infer_matmul(ctx: InferCtx) -> list[TensorType]:
    a, b = ctx.type(0).shape, ctx.type(1).shape
    if not a or not b:
        raise ShapeError(f"{ctx.where()}: MatMul of a scalar")
    a2 = (1,) + a if len(a) == 1 else a
    b2 = b + (1,) if len(b) == 1 else b
    if a2[-1] != b2[-2]:
        raise ShapeError(f"{ctx.where()}: inner dimensions of {a} and {b} differ")
    batch = broadcast([a2[:-2], b2[:-2]], ctx.where())
    out = batch + (a2[-2], b2[-1])
    if len(a) == 1:
        out = out[:-2] + out[-1:]
    if len(b) == 1:
        out = out[:-1]
    return [TensorType(out, ctx.type(0).dtype)]


def _infer_gemm(ctx: InferCtx) -> list[TensorType]:
    a, b = ctx.type(0).shape, ctx.type(1).shape
    if len(a) != 2 or len(b) != 2:
        raise ShapeError(f"{ctx.where()}: Gemm needs 2-D inputs, got {a} and {b}")
    m, k = a[::-1] if ctx.attr("transA") else a
    k2, n = b[::-1] if ctx.attr("transB") else b
    if k != k2:
        raise ShapeError(f"{ctx.where()}: inner dimensions {k} and {k2} differ")
    if ctx.has(2):
        broadcast([ctx.type(2).shape, (m, n)], ctx.where())
        if broadcast([ctx.type(2).shape, (m, n)]) != (m, n):
            raise ShapeError(f"{ctx.where()}: C {ctx.type(2).shape} does not broadcast to {(m, n)}")
    return [TensorType((m, n), ctx.type(0).dtype)]


# ---- kernels -----------------------------------------------------------------------------------
def _kernel_matmul(ar, ctx, x):
    return [ar.matmul(x[0], x[1])]


def _kernel_gemm(ar, ctx, x):
    a = x[0].T if ctx.attr("transA") else x[0]
    b = x[1].T if ctx.attr("transB") else x[1]
    y = ar.matmul(a, b)
    alpha = ar.scalar(ctx.attr("alpha"), "alpha")
    if alpha != 1:
        y = ar.mul(y, np.asarray(alpha, dtype=y.dtype))
    if len(x) > 2 and x[2] is not None:
        beta = ar.scalar(ctx.attr("beta"), "beta")
        cterm = x[2] if beta == 1 else ar.mul(x[2], np.asarray(beta, dtype=x[2].dtype))
        y = ar.add(y, cterm)
    return [np.broadcast_to(y, (a.shape[0], b.shape[1])).copy()]


# ---- the table ---------------------------------------------------------------------------------
register("MatMul", MULTILINEAR, inputs=(2, 2), infer=_infer_matmul, kernel=_kernel_matmul)
register("Gemm", MULTILINEAR, attrs={
    "alpha": ("float", 1.0), "beta": ("float", 1.0), "transA": ("int", 0), "transB": ("int", 0)},
    inputs=(2, 3), infer=_infer_gemm, kernel=_kernel_gemm)
