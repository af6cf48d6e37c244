"""Cutting and joining along axes: Concat, Split, Slice, Pad."""

from __future__ import annotations

import numpy as np

from verified_opt.errors import ShapeError
from verified_opt.ops.node import TensorType
from verified_opt.ops.registry import LINEAR, InferCtx, register
from verified_opt.ops.shapes import norm_axis


# ---- shape inference ---------------------------------------------------------------------------
def _infer_concat(ctx: InferCtx) -> list[TensorType]:
    if "axis" not in ctx.node.attrs:
        raise ctx.fail("attribute 'axis' is required")
    shapes = [ctx.type(i).shape for i in range(len(ctx.node.inputs))]
    axis = norm_axis(ctx.attr("axis"), len(shapes[0]), ctx)
    for s in shapes[1:]:
        if len(s) != len(shapes[0]) or any(
            a != b for k, (a, b) in enumerate(zip(s, shapes[0])) if k != axis
        ):
            raise ShapeError(f"{ctx.where()}: shapes {shapes} differ off axis {axis}")
    out = list(shapes[0])
    out[axis] = sum(s[axis] for s in shapes)
    return [TensorType(tuple(out), ctx.type(0).dtype)]


def split_sizes(ctx: InferCtx) -> tuple[int, list[int]]:
    t = ctx.type(0)
    axis = norm_axis(ctx.attr("axis"), t.rank, ctx)
    split = ctx.const(1, "split")
    n_out = len(ctx.node.outputs)
    dim = t.shape[axis]
    if split is not None:
        sizes = [int(v) for v in split.reshape(-1)]
        if len(sizes) != n_out or sum(sizes) != dim or min(sizes) < 0:
            raise ctx.fail(f"split {sizes} does not cut dimension {dim} into {n_out} outputs")
    else:
        n = ctx.attr("num_outputs")
        n = n_out if n is None else n
        if n < 1 or n != n_out:
            raise ctx.fail(f"num_outputs={n} but the node has {n_out} outputs")
        chunk = -(-dim // n)
        sizes = [min(chunk, max(0, dim - chunk * k)) for k in range(n)]
        if sizes[-1] == 0 and dim > 0:
            raise ctx.fail(f"cannot split dimension {dim} into {n} outputs")
    return axis, sizes


def _infer_split(ctx: InferCtx) -> list[TensorType]:
    axis, sizes = split_sizes(ctx)
    t = ctx.type(0)
    return [TensorType(t.shape[:axis] + (s,) + t.shape[axis + 1:], t.dtype) for s in sizes]


def slice_ranges(ctx: InferCtx) -> list[tuple[int, int, int]]:
    """(start, stop, step) per axis, clamped as ONNX does, usable with Python slices."""
    t = ctx.type(0)
    starts = [int(v) for v in ctx.const(1, "starts").reshape(-1)]
    ends = [int(v) for v in ctx.const(2, "ends").reshape(-1)]
    axes_v, steps_v = ctx.const(3, "axes"), ctx.const(4, "steps")
    axes = list(range(len(starts))) if axes_v is None else [int(a) for a in axes_v.reshape(-1)]
    steps = [1] * len(starts) if steps_v is None else [int(s) for s in steps_v.reshape(-1)]
    if not len(starts) == len(ends) == len(axes) == len(steps):
        raise ctx.fail("starts, ends, axes and steps differ in length")
    out = [(0, d, 1) for d in t.shape]
    if len({norm_axis(a, t.rank, ctx) for a in axes}) != len(axes):
        raise ctx.fail(f"axes {axes} repeat an axis")
    for s, e, a, st in zip(starts, ends, axes, steps):
        a = norm_axis(a, t.rank, ctx)
        if st == 0:
            raise ctx.fail("step 0")
        d = t.shape[a]
        s = s + d if s < 0 else s
        if st < 0 and e in (2**31 - 1, 2**63 - 1):
            # ONNX Runtime reads an INT_MAX end as numpy's None, "to the end in the stepping
            # direction", so backwards it runs through element 0 (the spec would clamp it to
            # d-1 and take nothing). We follow the runtime.
            e = -d - 1
        e = e + d if e < 0 else e
        if st > 0:
            s, e = min(max(s, 0), d), min(max(e, 0), d)
        else:
            # Backwards, starts clamp to [0, d-1] (a start before the first element still
            # takes it) and ends to [-1, d-1] (-1: through element 0).
            s, e = min(max(s, 0), d - 1), min(max(e, -1), d - 1)
        out[a] = (s, e, st)
    return out


def _infer_slice(ctx: InferCtx) -> list[TensorType]:
    t = ctx.type(0)
    shape = tuple(len(range(s, e, st)) for s, e, st in slice_ranges(ctx))
    return [TensorType(shape, t.dtype)]


def pad_amounts(ctx: InferCtx) -> list[int]:
    """Pads for every axis, as [begin_0, ..., begin_r, end_0, ..., end_r]."""
    t = ctx.type(0)
    pads = [int(p) for p in ctx.const(1, "pads").reshape(-1)]
    axes_v = ctx.const(3, "axes")
    axes = list(range(t.rank)) if axes_v is None else [
        norm_axis(int(a), t.rank, ctx) for a in axes_v.reshape(-1)]
    if len(pads) != 2 * len(axes):
        raise ctx.fail(f"pads {pads} needs {2 * len(axes)} values")
    full = [0] * (2 * t.rank)
    for k, a in enumerate(axes):
        full[a], full[a + t.rank] = pads[k], pads[k + len(axes)]
    return full


def _infer_pad(ctx: InferCtx) -> list[TensorType]:
    t = ctx.type(0)
    if ctx.attr("mode") not in ("constant", "reflect", "edge", "wrap"):
        raise ctx.fail(f"mode {ctx.attr('mode')!r} is not constant/reflect/edge/wrap")
    pads = pad_amounts(ctx)
    shape = tuple(d + pads[k] + pads[k + t.rank] for k, d in enumerate(t.shape))
    if min(shape, default=0) < 0:
        raise ShapeError(f"{ctx.where()}: pads {pads} remove more than {t.shape}")
    mode = ctx.attr("mode")
    for k, d in enumerate(t.shape):
        b, e = pads[k], pads[k + t.rank]
        kept = d + min(b, 0) + min(e, 0)  # negative pads crop first
        # Reflection cannot reach past the far edge (numpy would reflect again, ONNX Runtime
        # refuses), and no mode but constant can pad out of nothing.
        if mode != "constant" and max(b, e) > 0 and (
                kept < 1 or (mode == "reflect" and max(b, e) > kept - 1)):
            raise ctx.fail(f"{mode} pads {pads} exceed what axis {k} of {t.shape} allows")
    return [TensorType(shape, t.dtype)]


# ---- kernels -----------------------------------------------------------------------------------
def _kernel_concat(ar, ctx, x):
    return [np.concatenate(x, axis=ctx.attr("axis"))]


def _kernel_split(ar, ctx, x):
    axis, sizes = split_sizes(ctx)
    bounds = np.cumsum(sizes)[:-1]
    return [np.ascontiguousarray(p) for p in np.split(x[0], bounds, axis=axis)]


def _kernel_slice(ar, ctx, x):
    ranges = slice_ranges(ctx)
    index = tuple(slice(s, None if (st < 0 and e < 0) else e, st) for s, e, st in ranges)
    return [np.ascontiguousarray(x[0][index])]


def _kernel_pad(ar, ctx, x):
    a = x[0]
    pads = pad_amounts(ctx)
    width = [(pads[k], pads[k + a.ndim]) for k in range(a.ndim)]
    mode = ctx.attr("mode")
    # Negative pads crop.
    crop = tuple(slice(-min(b, 0), a.shape[k] + min(e, 0)) for k, (b, e) in enumerate(width))
    a = a[crop]
    width = [(max(b, 0), max(e, 0)) for b, e in width]
    if mode == "constant":
        value = x[2] if len(x) > 2 and x[2] is not None else None
        cv = ar.lift(np.asarray(value).reshape(-1)[0]) if value is not None and value.size else 0
        return [np.pad(a, width, mode="constant", constant_values=cv)]
    return [np.pad(a, width, mode={"reflect": "reflect", "edge": "edge", "wrap": "wrap"}[mode])]


# ---- the table ---------------------------------------------------------------------------------
register("Concat", LINEAR, attrs={"axis": ("int", None)}, inputs=(1, -1), infer=_infer_concat,
         kernel=_kernel_concat)
register("Split", LINEAR, attrs={"axis": ("int", 0), "num_outputs": ("int", None)},
         inputs=(1, 2), const_inputs={1: "split"}, infer=_infer_split, kernel=_kernel_split)
register("Slice", LINEAR, inputs=(3, 5),
         const_inputs={1: "starts", 2: "ends", 3: "axes", 4: "steps"}, infer=_infer_slice,
         kernel=_kernel_slice)
register("Pad", LINEAR, attrs={"mode": ("string", "constant")}, inputs=(2, 4),
         const_inputs={1: "pads", 2: "constant_value", 3: "axes"}, infer=_infer_pad,
         kernel=_kernel_pad)
