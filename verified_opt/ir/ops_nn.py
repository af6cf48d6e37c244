"""Shape inference for convolution, pooling, matrix products, normalizations and reductions."""

from __future__ import annotations

from dataclasses import dataclass

from verified_opt.errors import ShapeError
from verified_opt.ir.graph import TensorType
from verified_opt.ir.ops_elementwise import broadcast
from verified_opt.ir.ops_tensor import norm_axis
from verified_opt.ir.registry import INEXACT, LINEAR, MULTILINEAR, ORDER, InferCtx, register

_WINDOW = {
    "auto_pad": ("string", "NOTSET"),
    "kernel_shape": ("ints", None),
    "pads": ("ints", None),
    "strides": ("ints", None),
}


@dataclass(frozen=True)
class Window:
    """A resolved sliding window over the spatial axes: what Conv and pooling compute over."""

    kernel: tuple[int, ...]
    strides: tuple[int, ...]
    dilations: tuple[int, ...]
    pads_begin: tuple[int, ...]
    pads_end: tuple[int, ...]
    out: tuple[int, ...]


def resolve_window(ctx: InferCtx, spatial: tuple[int, ...], kernel: tuple[int, ...],
                   ceil_mode: int = 0) -> Window:
    n = len(spatial)
    # `is None`, not `or`: an empty list is a malformed attribute, not the default.
    strides = tuple(_default(ctx.attr("strides"), [1] * n))
    dilations = tuple(_default(ctx.node.attrs.get("dilations"), [1] * n))
    if len(kernel) != n or len(strides) != n or len(dilations) != n:
        raise ctx.fail(f"kernel/strides/dilations must have {n} spatial values")
    if min(strides) < 1 or min(dilations) < 1 or min(kernel) < 1:
        raise ctx.fail("strides, dilations and kernel sizes must be positive")
    eff = tuple((k - 1) * d + 1 for k, d in zip(kernel, dilations))
    auto_pad = ctx.attr("auto_pad")
    if auto_pad in ("SAME_UPPER", "SAME_LOWER"):
        out = tuple(-(-i // s) for i, s in zip(spatial, strides))
        total = [max(0, (o - 1) * s + e - i) for o, s, e, i in zip(out, strides, eff, spatial)]
        small = tuple(t // 2 for t in total)
        big = tuple(t - t // 2 for t in total)
        begin, end = (small, big) if auto_pad == "SAME_UPPER" else (big, small)
        return Window(kernel, strides, dilations, begin, end, out)
    if auto_pad == "VALID":
        begin = end = (0,) * n
    elif auto_pad == "NOTSET":
        pads = _default(ctx.attr("pads"), [0] * (2 * n))
        if len(pads) != 2 * n or min(pads) < 0:
            raise ctx.fail(f"pads {list(pads)} must be {2 * n} non-negative values")
        begin, end = tuple(pads[:n]), tuple(pads[n:])
    else:
        raise ctx.fail(f"auto_pad {auto_pad!r} is not NOTSET/SAME_UPPER/SAME_LOWER/VALID")
    out = []
    for i, b, e_, k, s in zip(spatial, begin, end, eff, strides):
        span = i + b + e_ - k
        if span < 0:
            raise ShapeError(f"{ctx.where()}: window {k} larger than padded input {i + b + e_}")
        o = (-(-span // s) if ceil_mode else span // s) + 1
        if ceil_mode and (o - 1) * s >= i + b:  # the last window would start in the end padding
            o -= 1
        out.append(o)
    return Window(kernel, strides, dilations, begin, end, tuple(out))


def _default(value, default):
    return default if value is None else value


def conv_window(ctx: InferCtx) -> Window:
    x, w = ctx.type(0), ctx.type(1)
    kernel = tuple(_default(ctx.attr("kernel_shape"), w.shape[2:]))
    if kernel != tuple(w.shape[2:]):
        raise ctx.fail(f"kernel_shape {list(kernel)} differs from weight shape {w.shape}")
    return resolve_window(ctx, x.shape[2:], kernel)


@register("Conv", MULTILINEAR, attrs={**_WINDOW, "dilations": ("ints", None), "group": ("int", 1)},
          inputs=(2, 3))
def _conv(ctx: InferCtx) -> list[TensorType]:
    x, w = ctx.type(0), ctx.type(1)
    g = ctx.attr("group")
    if x.rank < 3 or w.rank != x.rank:
        raise ShapeError(f"{ctx.where()}: input {x.shape} and weight {w.shape} ranks differ")
    if g < 1 or x.shape[1] != w.shape[1] * g or w.shape[0] % g:
        raise ShapeError(f"{ctx.where()}: channels {x.shape[1]} vs weight {w.shape}, group {g}")
    if ctx.has(2) and ctx.type(2).shape != (w.shape[0],):
        raise ShapeError(f"{ctx.where()}: bias {ctx.type(2).shape} must be ({w.shape[0]},)")
    win = conv_window(ctx)
    return [TensorType((x.shape[0], w.shape[0]) + win.out, x.dtype)]


@dataclass(frozen=True)
class TransposedWindow:
    kernel: tuple[int, ...]
    strides: tuple[int, ...]
    dilations: tuple[int, ...]
    pads_begin: tuple[int, ...]
    pads_end: tuple[int, ...]
    output_padding: tuple[int, ...]
    out: tuple[int, ...]


def conv_transpose_window(ctx: InferCtx) -> TransposedWindow:
    x, w = ctx.type(0), ctx.type(1)
    n = x.rank - 2
    kernel = tuple(_default(ctx.attr("kernel_shape"), w.shape[2:]))
    strides = tuple(_default(ctx.attr("strides"), [1] * n))
    dilations = tuple(_default(ctx.attr("dilations"), [1] * n))
    out_pad = tuple(_default(ctx.attr("output_padding"), [0] * n))
    if kernel != tuple(w.shape[2:]):
        raise ctx.fail(f"kernel_shape {list(kernel)} differs from weight shape {w.shape}")
    if not len(strides) == len(dilations) == len(out_pad) == n:
        raise ctx.fail(f"strides/dilations/output_padding must have {n} spatial values")
    if min(strides) < 1 or min(dilations) < 1 or min(out_pad) < 0:
        raise ctx.fail("strides and dilations must be positive, output_padding non-negative")
    eff = [(k - 1) * d + 1 for k, d in zip(kernel, dilations)]
    full = [s * (i - 1) + op + e for s, i, op, e in zip(strides, x.shape[2:], out_pad, eff)]
    auto_pad = ctx.attr("auto_pad")
    out_shape = ctx.attr("output_shape")
    if out_shape is not None:
        if len(out_shape) not in (n, n + 2):
            raise ctx.fail(f"output_shape {list(out_shape)} must have {n} spatial values")
        out_shape = list(out_shape)[-n:]
    elif auto_pad in ("SAME_UPPER", "SAME_LOWER"):
        # The spec's input * stride, but never beyond the full output: ONNX Runtime clamps
        # the total padding at 0 here (unlike an explicit output_shape, which it extends).
        out_shape = [min(i * s, f) for i, s, f in zip(x.shape[2:], strides, full)]
    if out_shape is not None:
        total = [f - o for f, o in zip(full, out_shape)]
        if any(t <= -s for t, s in zip(total, strides)):
            raise ctx.fail(f"output_shape {out_shape} exceeds the full output {full} by a "
                           f"stride or more")
        # An output larger than the full one (by less than a stride) is an implicit
        # output_padding: zeros (plus bias) at the end, as ONNX Runtime computes it.
        out_pad = tuple(p + max(0, -t) for p, t in zip(out_pad, total))
        full = [f + max(0, -t) for f, t in zip(full, total)]
        total = [max(0, t) for t in total]
        # The spec: SAME_UPPER puts the odd pad at the end; NOTSET, VALID and SAME_LOWER
        # (pads are ignored once output_shape is given) put it at the beginning.
        if auto_pad == "SAME_UPPER":
            begin = tuple(t // 2 for t in total)
        else:
            begin = tuple(t - t // 2 for t in total)
        end = tuple(t - b for t, b in zip(total, begin))
    elif auto_pad == "VALID":
        begin = end = (0,) * n
    else:
        pads = _default(ctx.attr("pads"), [0] * (2 * n))
        if len(pads) != 2 * n or min(pads) < 0:
            raise ctx.fail(f"pads {list(pads)} must be {2 * n} non-negative values")
        begin, end = tuple(pads[:n]), tuple(pads[n:])
    if any(p >= s for p, s in zip(out_pad, strides)):
        # ORT refuses these (the extra rows would be reachable by no input position).
        raise ctx.fail(f"output padding {list(out_pad)} must be below the strides "
                       f"{list(strides)}")
    out = tuple(f - b - e for f, b, e in zip(full, begin, end))
    if min(out) < 1:
        raise ShapeError(f"{ctx.where()}: output size {out} is empty")
    return TransposedWindow(kernel, strides, dilations, begin, end, out_pad, out)


@register("ConvTranspose", MULTILINEAR, attrs={
    **_WINDOW, "dilations": ("ints", None), "group": ("int", 1),
    "output_padding": ("ints", None), "output_shape": ("ints", None)}, inputs=(2, 3))
def _conv_transpose(ctx: InferCtx) -> list[TensorType]:
    x, w = ctx.type(0), ctx.type(1)
    g = ctx.attr("group")
    if x.rank < 3 or w.rank != x.rank or g < 1 or x.shape[1] != w.shape[0] or w.shape[0] % g:
        raise ShapeError(f"{ctx.where()}: input {x.shape}, weight {w.shape}, group {g} disagree")
    if ctx.has(2) and ctx.type(2).shape != (w.shape[1] * g,):
        raise ShapeError(f"{ctx.where()}: bias {ctx.type(2).shape} must be ({w.shape[1] * g},)")
    win = conv_transpose_window(ctx)
    return [TensorType((x.shape[0], w.shape[1] * g) + win.out, x.dtype)]


@register("MatMul", MULTILINEAR, inputs=(2, 2))
def _matmul(ctx: InferCtx) -> list[TensorType]:
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


@register("Gemm", MULTILINEAR, attrs={
    "alpha": ("float", 1.0), "beta": ("float", 1.0), "transA": ("int", 0), "transB": ("int", 0)},
    inputs=(2, 3))
def _gemm(ctx: InferCtx) -> list[TensorType]:
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


def pool_window(ctx: InferCtx) -> Window:
    x = ctx.type(0)
    kernel = ctx.attr("kernel_shape")
    if kernel is None:
        raise ctx.fail("attribute 'kernel_shape' is required")
    if x.rank < 3:
        raise ShapeError(f"{ctx.where()}: input {x.shape} has no spatial axes")
    win = resolve_window(ctx, x.shape[2:], tuple(kernel), ctx.attr("ceil_mode"))
    if ctx.attr("auto_pad") == "NOTSET" and any(
            p >= k for p, k in zip(win.pads_begin + win.pads_end, win.kernel * 2)):
        # As ONNX Runtime requires of explicit pads: a pad as wide as the kernel makes windows
        # that hold only padding (an AveragePool of no elements).
        raise ctx.fail(f"pads {list(win.pads_begin + win.pads_end)} must be smaller than the "
                       f"kernel {list(win.kernel)}")
    return win


@register("MaxPool", ORDER, attrs={**_WINDOW, "ceil_mode": ("int", 0),
                                   "dilations": ("ints", None), "storage_order": ("int", 0)})
def _maxpool(ctx: InferCtx) -> list[TensorType]:
    x = ctx.type(0)
    win = pool_window(ctx)
    out = [TensorType(x.shape[:2] + win.out, x.dtype)]
    if len(ctx.node.outputs) > 1:
        out.append(TensorType(x.shape[:2] + win.out, "int64"))
    return out


# No 'dilations': AveragePool gains it only in opset 19, and ONNX Runtime rejects the attribute
# in an opset-18 model (which is what we export).
@register("AveragePool", LINEAR, attrs={**_WINDOW, "ceil_mode": ("int", 0),
                                        "count_include_pad": ("int", 0)})
def _avgpool(ctx: InferCtx) -> list[TensorType]:
    x = ctx.type(0)
    return [TensorType(x.shape[:2] + pool_window(ctx).out, x.dtype)]


@register("GlobalAveragePool", LINEAR)
def _gap(ctx: InferCtx) -> list[TensorType]:
    x = ctx.type(0)
    return [TensorType(x.shape[:2] + (1,) * (x.rank - 2), x.dtype)]


@register("BatchNormalization", INEXACT, attrs={
    "epsilon": ("float", 1e-5), "momentum": ("float", 0.9), "training_mode": ("int", 0)},
    inputs=(5, 5))
def _batchnorm(ctx: InferCtx) -> list[TensorType]:
    x = ctx.type(0)
    if ctx.attr("training_mode"):
        raise ctx.fail("training_mode=1 is not supported (inference only)")
    if len(ctx.node.outputs) > 1:
        raise ctx.fail("running mean/var outputs exist only in training mode")
    c = x.shape[1] if x.rank > 1 else 1
    for i in range(1, 5):
        if ctx.type(i).shape != (c,):
            raise ShapeError(f"{ctx.where()}: input {i} has shape {ctx.type(i).shape}, want ({c},)")
    return [x]


@register("LRN", INEXACT, attrs={"alpha": ("float", 1e-4), "beta": ("float", 0.75),
                                 "bias": ("float", 1.0), "size": ("int", None)})
def _lrn(ctx: InferCtx) -> list[TensorType]:
    if ctx.attr("size") is None or ctx.attr("size") < 1:
        raise ctx.fail("attribute 'size' must be a positive int")
    return [ctx.type(0)]


@register("Softmax", INEXACT, attrs={"axis": ("int", -1)})
def _softmax(ctx: InferCtx) -> list[TensorType]:
    norm_axis(ctx.attr("axis"), ctx.type(0).rank, ctx)
    return [ctx.type(0)]


@register("LayerNormalization", INEXACT, attrs={
    "axis": ("int", -1), "epsilon": ("float", 1e-5), "stash_type": ("int", 1)}, inputs=(2, 3))
def _layernorm(ctx: InferCtx) -> list[TensorType]:
    x = ctx.type(0)
    axis = norm_axis(ctx.attr("axis"), x.rank, ctx)
    norm_shape = x.shape[axis:]
    for i in (1, 2):
        if ctx.has(i):
            broadcast([ctx.type(i).shape, norm_shape], ctx.where())
    stat = TensorType(x.shape[:axis] + (1,) * (x.rank - axis), "float32")
    return [x, stat, stat][: len(ctx.node.outputs)]


def reduce_axes(ctx: InferCtx) -> tuple[int, ...]:
    x = ctx.type(0)
    axes_v = ctx.const(1, "axes")
    if axes_v is None or axes_v.size == 0:
        if ctx.attr("noop_with_empty_axes"):
            return ()
        return tuple(range(x.rank))
    return tuple(sorted({norm_axis(int(a), x.rank, ctx) for a in axes_v.reshape(-1)}))


def _reduce(ctx: InferCtx) -> list[TensorType]:
    x = ctx.type(0)
    axes = reduce_axes(ctx)
    keep = ctx.attr("keepdims")
    shape = tuple(1 if k in axes else d for k, d in enumerate(x.shape) if keep or k not in axes)
    return [TensorType(shape, x.dtype)]


_REDUCE_ATTRS = {"keepdims": ("int", 1), "noop_with_empty_axes": ("int", 0)}
register("ReduceMean", LINEAR, attrs=_REDUCE_ATTRS, inputs=(1, 2), const_inputs={1: "axes"})(_reduce)
register("ReduceSum", LINEAR, attrs=_REDUCE_ATTRS, inputs=(1, 2), const_inputs={1: "axes"})(_reduce)
