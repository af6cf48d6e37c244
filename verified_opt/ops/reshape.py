"""Layout operators: Transpose, DepthToSpace, and the reshapes Reshape, Flatten, Squeeze,
Unsqueeze (one kernel, one encoding: each is a Reshape to the shape inference gives)."""

from __future__ import annotations

import numpy as np

from verified_opt.errors import ShapeError
from verified_opt.ops.node import TensorType
from verified_opt.ops.registry import LINEAR, OPS, InferCtx, register
from verified_opt.ops.shapes import norm_axis


# ---- shape inference ---------------------------------------------------------------------------
def _infer_transpose(ctx: InferCtx) -> list[TensorType]:
    t = ctx.type(0)
    perm = ctx.attr("perm")
    perm = list(range(t.rank))[::-1] if perm is None else list(perm)
    if sorted(perm) != list(range(t.rank)):
        raise ctx.fail(f"perm {perm} is not a permutation of {t.rank} axes")
    return [TensorType(tuple(t.shape[p] for p in perm), t.dtype)]


def _infer_depth_to_space(ctx: InferCtx) -> list[TensorType]:
    t = ctx.type(0)
    b = ctx.attr("blocksize")
    if b is None or b < 1:
        raise ctx.fail(f"blocksize must be a positive integer, got {b}")
    if ctx.attr("mode") not in ("DCR", "CRD"):
        raise ctx.fail(f"mode must be DCR or CRD, got {ctx.attr('mode')!r}")
    if t.rank != 4 or t.shape[1] % (b * b):
        raise ctx.fail(f"needs [n, c, h, w] with c a multiple of {b * b}, got {list(t.shape)}")
    n, c, h, w = t.shape
    return [TensorType((n, c // (b * b), h * b, w * b), t.dtype)]


def reshape_target(shape_in: tuple[int, ...], target: list[int], allowzero: int,
                   ctx: InferCtx) -> tuple[int, ...]:
    out = []
    for k, d in enumerate(target):
        if d == 0 and not allowzero:
            if k >= len(shape_in):
                raise ctx.fail(f"shape {target}: 0 at position {k} copies a missing dimension")
            d = shape_in[k]
        out.append(d)
    size = int(np.prod(shape_in, dtype=np.int64))
    if out.count(-1) > 1:
        raise ctx.fail(f"shape {target} has more than one -1")
    if -1 in out:
        known = int(np.prod([d for d in out if d != -1], dtype=np.int64))
        if known == 0 or size % known:
            raise ShapeError(f"{ctx.where()}: cannot reshape {shape_in} to {target}")
        out[out.index(-1)] = size // known
    if any(d < 0 for d in out) or int(np.prod(out, dtype=np.int64)) != size:
        raise ShapeError(f"{ctx.where()}: cannot reshape {shape_in} to {target}")
    return tuple(out)


def _infer_reshape(ctx: InferCtx) -> list[TensorType]:
    t = ctx.type(0)
    target = [int(v) for v in ctx.const(1, "shape").reshape(-1)]
    return [TensorType(reshape_target(t.shape, target, ctx.attr("allowzero"), ctx), t.dtype)]


def _infer_flatten(ctx: InferCtx) -> list[TensorType]:
    t = ctx.type(0)
    axis = norm_axis(ctx.attr("axis"), t.rank, ctx, allow_end=True)
    a = int(np.prod(t.shape[:axis], dtype=np.int64))
    b = int(np.prod(t.shape[axis:], dtype=np.int64))
    return [TensorType((a, b), t.dtype)]


def _infer_squeeze(ctx: InferCtx) -> list[TensorType]:
    t = ctx.type(0)
    axes_v = ctx.const(1, "axes")
    if axes_v is None or axes_v.size == 0:  # ORT reads an empty axes tensor as "all unit dims"
        axes = [k for k, d in enumerate(t.shape) if d == 1]
    else:
        axes = [norm_axis(int(a), t.rank, ctx) for a in axes_v.reshape(-1)]
    for a in axes:
        if t.shape[a] != 1:
            raise ShapeError(f"{ctx.where()}: cannot squeeze axis {a} of size {t.shape[a]}")
    return [TensorType(tuple(d for k, d in enumerate(t.shape) if k not in axes), t.dtype)]


def _infer_unsqueeze(ctx: InferCtx) -> list[TensorType]:
    t = ctx.type(0)
    raw = [int(a) for a in ctx.const(1, "axes").reshape(-1)]
    rank = t.rank + len(raw)
    axes = sorted(norm_axis(a, rank, ctx) for a in raw)
    if len(set(axes)) != len(axes):
        raise ctx.fail(f"repeated axes {raw}")
    dims = iter(t.shape)
    return [TensorType(tuple(1 if k in axes else next(dims) for k in range(rank)), t.dtype)]


# ---- kernels -----------------------------------------------------------------------------------
def _kernel_transpose(ar, ctx, x):
    perm = ctx.attr("perm")
    # .copy(), not np.ascontiguousarray: that one turns a 0-d tensor into shape (1,).
    return [np.transpose(x[0], perm).copy(order="C")]


def _kernel_depth_to_space(ar, ctx, x):
    a = x[0]
    b = ctx.attr("blocksize")
    n, c, h, w = a.shape
    if ctx.attr("mode") == "DCR":  # channel (i * b + j) * c' + k goes to k, row y*b + i, col x*b + j
        t = a.reshape(n, b, b, c // (b * b), h, w).transpose(0, 3, 4, 1, 5, 2)
    else:  # CRD: channel k * b * b + i * b + j
        t = a.reshape(n, c // (b * b), b, b, h, w).transpose(0, 1, 4, 2, 5, 3)
    return [t.reshape(n, c // (b * b), h * b, w * b).copy(order="C")]


def _kernel_reshape(ar, ctx, x):
    (t,) = OPS[ctx.node.op].infer(ctx)
    return [x[0].reshape(t.shape)]


# ---- the table ---------------------------------------------------------------------------------
register("Transpose", LINEAR, attrs={"perm": ("ints", None)}, infer=_infer_transpose,
         kernel=_kernel_transpose)
register("DepthToSpace", LINEAR, attrs={"blocksize": ("int", None), "mode": ("string", "DCR")},
         infer=_infer_depth_to_space, kernel=_kernel_depth_to_space)
register("Reshape", LINEAR, attrs={"allowzero": ("int", 0)}, inputs=(2, 2),
         const_inputs={1: "shape"}, infer=_infer_reshape, kernel=_kernel_reshape)
register("Flatten", LINEAR, attrs={"axis": ("int", 1)}, infer=_infer_flatten,
         kernel=_kernel_reshape)
register("Squeeze", LINEAR, inputs=(1, 2), const_inputs={1: "axes"}, infer=_infer_squeeze,
         kernel=_kernel_reshape)
register("Unsqueeze", LINEAR, inputs=(2, 2), const_inputs={1: "axes"}, infer=_infer_unsqueeze,
         kernel=_kernel_reshape)
