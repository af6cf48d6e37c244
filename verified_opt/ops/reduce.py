"""Reductions: ReduceSum, ReduceMean (axes as an input, opset 18)."""

from __future__ import annotations

import numpy as np
import z3

from verified_opt.ops.node import TensorType
from verified_opt.ops.registry import LINEAR, InferCtx, Z3Symbol, int64s, register
from verified_opt.ops.shapes import norm_axis


# ---- shape inference ---------------------------------------------------------------------------
def reduce_axes(ctx: InferCtx) -> tuple[int, ...]:
    x = ctx.type(0)
    axes_v = ctx.const(1, "axes")
    if axes_v is None or axes_v.size == 0:
        if ctx.attr("noop_with_empty_axes"):
            return ()
        return tuple(range(x.rank))
    return tuple(sorted({norm_axis(int(a), x.rank, ctx) for a in axes_v.reshape(-1)}))


def _infer_reduce(ctx: InferCtx) -> list[TensorType]:
    x = ctx.type(0)
    axes = reduce_axes(ctx)
    keep = ctx.attr("keepdims")
    shape = tuple(1 if k in axes else d for k, d in enumerate(x.shape) if keep or k not in axes)
    return [TensorType(shape, x.dtype)]


# ---- kernels -----------------------------------------------------------------------------------
def _kernel_reduce(ar, ctx, x, average: bool):
    data = x[0]
    axes = reduce_axes(ctx)
    if not axes:
        return [data]
    total = ar.sum(data, axis=axes, keepdims=bool(ctx.attr("keepdims")))
    if average:
        total = ar.divide_by_count(total, int(np.prod([data.shape[a] for a in axes])))
    return [total]


def _kernel_reduce_sum(ar, ctx, x):
    return _kernel_reduce(ar, ctx, x, average=False)


def _kernel_reduce_mean(ar, ctx, x):
    return _kernel_reduce(ar, ctx, x, average=True)


# ---- Z3 encoding (enc: verify/encode.py's SideEncoder) -----------------------------------------
def _encode_reduce(enc, n, ins):
    return [_z3_reduce(enc, n.op, ins[0], n.attrs)]


def _z3_reduce(enc, op, x, a):
    tx, sx = x
    keep = enc.flag(a, "keepdims", 1)
    noop = enc.flag(a, "noop_with_empty_axes", 0)
    raw = enc.ints(a, "axes", [])
    if not raw:  # no axes, or an empty list: every axis, unless noop_with_empty_axes
        if noop:
            return x
        axes = list(range(len(sx)))
    else:
        axes = [enc.axis(v, len(sx)) for v in raw]
    term, shape = tx, list(sx)
    for ax in sorted(set(axes), reverse=True):
        term = enc.app("rsum" if op == "ReduceSum" else "rmean", z3.IntVal(ax),
                        z3.IntVal(keep), term)
        if keep:
            shape[ax] = z3.IntVal(1)
        else:
            del shape[ax]
    return term, tuple(shape)


# ---- the table ---------------------------------------------------------------------------------
_REDUCE_ATTRS = {"keepdims": ("int", 1), "noop_with_empty_axes": ("int", 0)}
register("ReduceMean", LINEAR, attrs=_REDUCE_ATTRS, inputs=(1, 2), const_inputs={1: "axes"},
         rule_attrs={1: "axes"}, infer=_infer_reduce, kernel=_kernel_reduce_mean,
         encode=_encode_reduce, symbols=(Z3Symbol(
             "rmean", 2, 0, 1, "ReduceMean(axis, keepdims; x)",
             lambda i, r: ("ReduceMean", {"keepdims": i[1]}, [int64s([i[0]])])),))
register("ReduceSum", LINEAR, attrs=_REDUCE_ATTRS, inputs=(1, 2), const_inputs={1: "axes"},
         rule_attrs={1: "axes"}, infer=_infer_reduce, kernel=_kernel_reduce_sum,
         encode=_encode_reduce, symbols=(Z3Symbol(
             "rsum", 2, 0, 1, "ReduceSum(axis, keepdims; x)",
             lambda i, r: ("ReduceSum", {"keepdims": i[1]}, [int64s([i[0]])])),))
