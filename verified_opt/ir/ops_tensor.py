"""Shape inference for data-movement operators (Concat, Split, Transpose, Reshape, Pad ...)."""

from __future__ import annotations

import numpy as np

from verified_opt.errors import ShapeError
from verified_opt.ir.graph import TensorType
from verified_opt.ir.registry import LINEAR, InferCtx, register


def norm_axis(axis: int, rank: int, ctx: InferCtx, allow_end: bool = False) -> int:
    # allow_end (Flatten) admits axis == rank, but negative axes still count from rank:
    # the valid range is [-rank, rank], and -1 means rank - 1, not rank.
    hi = rank + 1 if allow_end else rank
    if not -rank <= axis < hi:
        raise ctx.fail(f"axis {axis} out of range for rank {rank}")
    return axis + rank if axis < 0 else axis


@register("Concat", LINEAR, attrs={"axis": ("int", None)}, inputs=(1, -1))
def _concat(ctx: InferCtx) -> list[TensorType]:
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


@register("Split", LINEAR, attrs={"axis": ("int", 0), "num_outputs": ("int", None)},
          inputs=(1, 2), const_inputs={1: "split"})
def _split(ctx: InferCtx) -> list[TensorType]:
    axis, sizes = split_sizes(ctx)
    t = ctx.type(0)
    return [TensorType(t.shape[:axis] + (s,) + t.shape[axis + 1:], t.dtype) for s in sizes]


@register("Transpose", LINEAR, attrs={"perm": ("ints", None)})
def _transpose(ctx: InferCtx) -> list[TensorType]:
    t = ctx.type(0)
    perm = ctx.attr("perm")
    perm = list(range(t.rank))[::-1] if perm is None else list(perm)
    if sorted(perm) != list(range(t.rank)):
        raise ctx.fail(f"perm {perm} is not a permutation of {t.rank} axes")
    return [TensorType(tuple(t.shape[p] for p in perm), t.dtype)]


@register("DepthToSpace", LINEAR, attrs={"blocksize": ("int", None), "mode": ("string", "DCR")})
def _depth_to_space(ctx: InferCtx) -> list[TensorType]:
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


@register("Reshape", LINEAR, attrs={"allowzero": ("int", 0)}, inputs=(2, 2),
          const_inputs={1: "shape"})
def _reshape(ctx: InferCtx) -> list[TensorType]:
    t = ctx.type(0)
    target = [int(v) for v in ctx.const(1, "shape").reshape(-1)]
    return [TensorType(reshape_target(t.shape, target, ctx.attr("allowzero"), ctx), t.dtype)]


@register("Flatten", LINEAR, attrs={"axis": ("int", 1)})
def _flatten(ctx: InferCtx) -> list[TensorType]:
    t = ctx.type(0)
    axis = norm_axis(ctx.attr("axis"), t.rank, ctx, allow_end=True)
    a = int(np.prod(t.shape[:axis], dtype=np.int64))
    b = int(np.prod(t.shape[axis:], dtype=np.int64))
    return [TensorType((a, b), t.dtype)]


@register("Squeeze", LINEAR, inputs=(1, 2), const_inputs={1: "axes"})
def _squeeze(ctx: InferCtx) -> list[TensorType]:
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


@register("Unsqueeze", LINEAR, inputs=(2, 2), const_inputs={1: "axes"})
def _unsqueeze(ctx: InferCtx) -> list[TensorType]:
    t = ctx.type(0)
    raw = [int(a) for a in ctx.const(1, "axes").reshape(-1)]
    rank = t.rank + len(raw)
    axes = sorted(norm_axis(a, rank, ctx) for a in raw)
    if len(set(axes)) != len(axes):
        raise ctx.fail(f"repeated axes {raw}")
    dims = iter(t.shape)
    return [TensorType(tuple(1 if k in axes else next(dims) for k in range(rank)), t.dtype)]


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


@register("Pad", LINEAR, attrs={"mode": ("string", "constant")}, inputs=(2, 4),
          const_inputs={1: "pads", 2: "constant_value", 3: "axes"})
def _pad(ctx: InferCtx) -> list[TensorType]:
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


@register("Slice", LINEAR, inputs=(3, 5),
          const_inputs={1: "starts", 2: "ends", 3: "axes", 4: "steps"})
def _slice(ctx: InferCtx) -> list[TensorType]:
    t = ctx.type(0)
    shape = tuple(len(range(s, e, st)) for s, e, st in slice_ranges(ctx))
    return [TensorType(shape, t.dtype)]


def constant_value(attrs: dict) -> np.ndarray:
    if "value" in attrs:
        return np.asarray(attrs["value"])
    if "value_float" in attrs:
        return np.asarray(attrs["value_float"], dtype=np.float32)
    if "value_floats" in attrs:
        return np.asarray(attrs["value_floats"], dtype=np.float32)
    if "value_int" in attrs:
        return np.asarray(attrs["value_int"], dtype=np.int64)
    if "value_ints" in attrs:
        return np.asarray(attrs["value_ints"], dtype=np.int64)
    raise ShapeError("Constant without a value attribute")


@register("Constant", LINEAR, inputs=(0, 0), attrs={
    "value": ("tensor", None), "value_float": ("float", None), "value_floats": ("floats", None),
    "value_int": ("int", None), "value_ints": ("ints", None)})
def _constant(ctx: InferCtx) -> list[TensorType]:
    if len(ctx.node.attrs) != 1:
        raise ctx.fail("needs exactly one value attribute (sparse and string values unsupported)")
    v = constant_value(dict(ctx.node.attrs))
    return [TensorType(v.shape, v.dtype.name)]


@register("ConstantOfShape", LINEAR, attrs={"value": ("tensor", None)}, inputs=(1, 1),
          const_inputs={0: "shape"})
def _constant_of_shape(ctx: InferCtx) -> list[TensorType]:
    shape = tuple(int(v) for v in ctx.const(0, "shape").reshape(-1))
    if any(d < 0 for d in shape):
        raise ctx.fail(f"negative shape {shape}")
    value = ctx.attr("value")
    dtype = "float32" if value is None else np.asarray(value).dtype.name
    return [TensorType(shape, dtype)]


def shape_slice(ctx: InferCtx) -> np.ndarray:
    shape = ctx.type(0).shape
    start, end = ctx.attr("start"), ctx.attr("end")
    return np.asarray(shape[slice(start, end)], dtype=np.int64)


@register("Shape", LINEAR, attrs={"start": ("int", 0), "end": ("int", None)})
def _shape(ctx: InferCtx) -> list[TensorType]:
    return [TensorType(shape_slice(ctx).shape, "int64")]
