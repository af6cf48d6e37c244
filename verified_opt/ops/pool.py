"""Pooling: MaxPool, AveragePool, GlobalAveragePool."""

from __future__ import annotations

import numpy as np
import z3

from verified_opt.errors import EncodeError, ShapeError
from verified_opt.ops.node import TensorType
from verified_opt.ops.registry import LINEAR, ORDER, InferCtx, Z3Symbol, fixed_node, register
from verified_opt.ops.shapes import is_one
from verified_opt.ops.window import (
    WINDOW_ATTRS,
    WINDOW_SPATIAL_DEFAULTS,
    Window,
    encode_window,
    pad_spatial,
    resolve_window,
    windows,
)


# ---- shape inference ---------------------------------------------------------------------------
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


def _infer_maxpool(ctx: InferCtx) -> list[TensorType]:
    x = ctx.type(0)
    win = pool_window(ctx)
    out = [TensorType(x.shape[:2] + win.out, x.dtype)]
    if len(ctx.node.outputs) > 1:
        out.append(TensorType(x.shape[:2] + win.out, "int64"))
    return out


def _infer_avgpool(ctx: InferCtx) -> list[TensorType]:
    x = ctx.type(0)
    return [TensorType(x.shape[:2] + pool_window(ctx).out, x.dtype)]


def _infer_gap(ctx: InferCtx) -> list[TensorType]:
    x = ctx.type(0)
    return [TensorType(x.shape[:2] + (1,) * (x.rank - 2), x.dtype)]


# ---- kernels -----------------------------------------------------------------------------------
def _kernel_maxpool(ar, ctx, x):
    ar.require_ordered("MaxPool")
    data = x[0]
    win = pool_window(ctx)
    low = -np.inf if data.dtype.kind == "f" else np.iinfo(np.int64).min
    args = (win.pads_begin, win.pads_end, win.out, win.kernel, win.strides, win.dilations)
    cols = windows(pad_spatial(data, *args, low), win.kernel, win.strides, win.dilations, win.out)
    out = [cols.max(axis=2)]
    if len(ctx.node.outputs) > 1:
        flat = np.arange(data.size, dtype=np.int64).reshape(data.shape)
        if ctx.attr("storage_order"):
            # Column-major index over the spatial axes, for any number of them (as ORT does):
            # (n, c) block offset + i0 + d0 * (i1 + d1 * (i2 + ...)).
            spatial = data.shape[2:]
            nc = data.shape[0] * data.shape[1]
            flat = np.arange(nc, dtype=np.int64).reshape(data.shape[:2] + (1,) * len(spatial))
            flat = flat * int(np.prod(spatial, dtype=np.int64))
            stride = 1
            for k, d in enumerate(spatial):
                shape = [1] * data.ndim
                shape[2 + k] = d
                flat = flat + np.arange(d, dtype=np.int64).reshape(shape) * stride
                stride *= d
        idx = windows(pad_spatial(flat, *args, -1), win.kernel, win.strides, win.dilations, win.out)
        arg = np.expand_dims(cols.argmax(axis=2), 2)
        out.append(np.take_along_axis(idx, arg, axis=2)[:, :, 0])
    return out


def _kernel_avgpool(ar, ctx, x):
    data = x[0]
    win = pool_window(ctx)
    args = (win.pads_begin, win.pads_end, win.out, win.kernel, win.strides, win.dilations)
    cols = windows(pad_spatial(data, *args, 0), win.kernel, win.strides, win.dilations, win.out)
    total = ar.sum(cols, axis=2, keepdims=False)
    ones = np.ones((1, 1) + data.shape[2:], dtype=np.int64)
    if ctx.attr("count_include_pad"):
        # Pads count, the ceil_mode overhang past them does not.
        ones = np.pad(ones, [(0, 0), (0, 0)] + list(zip(win.pads_begin, win.pads_end)),
                      constant_values=1)
        args = ((0,) * len(win.out), (0,) * len(win.out)) + args[2:]
        mask_cols = windows(pad_spatial(ones, *args, 0), win.kernel, win.strides,
                            win.dilations, win.out)
    else:
        mask_cols = windows(pad_spatial(ones, *args, 0), win.kernel, win.strides,
                            win.dilations, win.out)
    count = mask_cols.sum(axis=2)
    return [ar.divide_by_count(total, count)]


def _kernel_gap(ar, ctx, x):
    data = x[0]
    axes = tuple(range(2, data.ndim))
    total = ar.sum(data, axis=axes, keepdims=True)
    return [ar.divide_by_count(total, int(np.prod(data.shape[2:], dtype=np.int64)))]


# ---- Z3 encoding (enc: verify/encode.py's SideEncoder) -----------------------------------------
def _encode_pool(enc, n, ins):
    return [_z3_pool(enc, n.op, ins[0], n.attrs)]


def _encode_gap(enc, n, ins):
    x, s = ins[0]
    return [(enc.app("gap", x), s[:2] + tuple(z3.IntVal(1) for _ in s[2:]))]


def _z3_pool(enc, op, x, a):
    tx, sx = x
    if len(sx) != 4 or enc.flag(a, "ceil_mode", 0) or \
            not all(is_one(d) for d in enc.dims(a, "dilations", [1, 1])):
        raise EncodeError(f"only 2-D {op} without ceil_mode or dilations is in the vocabulary")
    enc.flag(a, "storage_order", 0)  # the indices output's layout; that output is refused
    enc.need(a, "kernel_shape", op)
    kernel = tuple(enc.dims(a, "kernel_shape", [1, 1]))
    strides, pads, _, out = encode_window(enc, a, sx[2:], kernel)
    ints = [kernel[0], kernel[1], strides[0], strides[1], *pads]
    if op == "AveragePool":
        ints.append(enc.int(a.get("count_include_pad", 0)))  # a symbol in a rule too
        return enc.app("avgpool", *ints, tx), sx[:2] + out
    return enc.app("maxpool", *ints, tx), sx[:2] + out


# ---- the table ---------------------------------------------------------------------------------
def _pool_attrs(i: list[int]) -> dict:
    kh, kw, sh, sw, pt, pl, pb, pr = i[:8]
    return {"kernel_shape": [kh, kw], "strides": [sh, sw], "pads": [pt, pl, pb, pr]}


register("MaxPool", ORDER, attrs={**WINDOW_ATTRS, "ceil_mode": ("int", 0),
                                  "dilations": ("ints", None), "storage_order": ("int", 0)},
         infer=_infer_maxpool, kernel=_kernel_maxpool, encode=_encode_pool,
         spatial_defaults={**WINDOW_SPATIAL_DEFAULTS, "dilations": (1, 1)},
         symbols=(Z3Symbol("maxpool", 8, 0, 1, "MaxPool 2-D(kh, kw, sh, sw, pt, pl, pb, pr; x)",
                           lambda i, r: ("MaxPool", _pool_attrs(i), [])),))
# No 'dilations': AveragePool gains it only in opset 19, and ONNX Runtime rejects the attribute
# in an opset-18 model (which is what we export).
register("AveragePool", LINEAR, attrs={**WINDOW_ATTRS, "ceil_mode": ("int", 0),
                                       "count_include_pad": ("int", 0)},
         infer=_infer_avgpool, kernel=_kernel_avgpool, encode=_encode_pool,
         spatial_defaults=WINDOW_SPATIAL_DEFAULTS,
         symbols=(Z3Symbol("avgpool", 9, 0, 1, "AveragePool 2-D(kh, kw, sh, sw, pt, pl, pb, pr, "
                           "count_include_pad; x)", lambda i, r: (
                               "AveragePool", {**_pool_attrs(i), "count_include_pad": i[8]}, [])),))
register("GlobalAveragePool", LINEAR, infer=_infer_gap, kernel=_kernel_gap, encode=_encode_gap,
         symbols=(Z3Symbol("gap", 0, 0, 1, "GlobalAveragePool(x)",
                           fixed_node("GlobalAveragePool")),))
