"""Element-wise kernels and the data-movement kernels that need no arithmetic."""

from __future__ import annotations

import math

import numpy as np

from verified_opt.errors import NotExact
from verified_opt.ir.ops_tensor import (
    constant_value,
    pad_amounts,
    shape_slice,
    slice_ranges,
    split_sizes,
)
from verified_opt.ir.registry import InferCtx
from verified_opt.semantics.arith import Arith, FloatArith
from verified_opt.semantics.kernel_table import kernel


@kernel("Add")
def _add(ar: Arith, ctx: InferCtx, x: list) -> list:
    return [ar.add(x[0], x[1])]


@kernel("Sub")
def _sub(ar, ctx, x):
    return [ar.sub(x[0], x[1])]


@kernel("Mul")
def _mul(ar, ctx, x):
    return [ar.mul(x[0], x[1])]


@kernel("Sum")
def _sum(ar, ctx, x):
    out = x[0]
    for y in x[1:]:
        out = ar.add(out, y)
    return [np.broadcast_to(out, np.broadcast_shapes(*[a.shape for a in x])).copy()]


@kernel("Div")
def _div(ar, ctx, x):
    a, b = x
    if isinstance(ar, FloatArith):
        return [np.divide(a, b).astype(a.dtype)]
    if not ar.ordered:
        raise ar.inexact("Div")
    if np.any(b == 0) or np.any(np.mod(a, b) != 0):
        raise NotExact("Div does not divide exactly on these integers")
    return [np.floor_divide(a, b)]


@kernel("Pow")
def _pow(ar, ctx, x):
    if ar.exact:
        raise ar.inexact("Pow")
    a, b = x
    return [np.power(a.astype(np.float64), b.astype(np.float64)).astype(a.dtype)]


@kernel("Relu")
def _relu(ar, ctx, x):
    ar.require_ordered("Relu")
    return [np.maximum(x[0], np.zeros((), x[0].dtype))]


def _float_only(name, fn):
    @kernel(name)
    def _k(ar, ctx, x):
        if ar.exact:
            raise ar.inexact(name)
        return [fn(x[0]).astype(x[0].dtype)]

    return _k


def erf(a: np.ndarray) -> np.ndarray:
    """erf to float32 accuracy; math.erf is exact but per element, so only small inputs use it."""
    if a.size <= 4096:
        return np.vectorize(math.erf, otypes=[np.float64])(a.astype(np.float64))
    # W. J. Cody's rational approximation via erfc continued form is overkill here: this
    # Abramowitz-Stegun 7.1.26 refinement has |error| < 1.2e-7, below float32 resolution near 1.
    x = a.astype(np.float64)
    s = np.sign(x)
    x = np.abs(x)
    t = 1.0 / (1.0 + 0.5 * x)
    y = 1.0 - t * np.exp(
        -x * x - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (
            -0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (
                -0.82215223 + t * 0.17087277)))))))))
    return s * y


_float_only("Sigmoid", lambda a: 1.0 / (1.0 + np.exp(-a.astype(np.float64))))
_float_only("Tanh", np.tanh)
_float_only("Erf", erf)
_float_only("Sqrt", np.sqrt)


@kernel("Identity")
def _identity(ar, ctx, x):
    return [x[0]]


@kernel("Dropout")
def _dropout(ar, ctx, x):
    out = [x[0]]
    if len(ctx.node.outputs) > 1:
        out.append(np.ones(x[0].shape, dtype=bool))
    return out


@kernel("Concat")
def _concat(ar, ctx, x):
    return [np.concatenate(x, axis=ctx.attr("axis"))]


@kernel("Split")
def _split(ar, ctx, x):
    axis, sizes = split_sizes(ctx)
    bounds = np.cumsum(sizes)[:-1]
    return [np.ascontiguousarray(p) for p in np.split(x[0], bounds, axis=axis)]


@kernel("Transpose")
def _transpose(ar, ctx, x):
    perm = ctx.attr("perm")
    # .copy(), not np.ascontiguousarray: that one turns a 0-d tensor into shape (1,).
    return [np.transpose(x[0], perm).copy(order="C")]


@kernel("DepthToSpace")
def _depth_to_space(ar, ctx, x):
    a = x[0]
    b = ctx.attr("blocksize")
    n, c, h, w = a.shape
    if ctx.attr("mode") == "DCR":  # channel (i * b + j) * c' + k goes to k, row y*b + i, col x*b + j
        t = a.reshape(n, b, b, c // (b * b), h, w).transpose(0, 3, 4, 1, 5, 2)
    else:  # CRD: channel k * b * b + i * b + j
        t = a.reshape(n, c // (b * b), b, b, h, w).transpose(0, 1, 4, 2, 5, 3)
    return [t.reshape(n, c // (b * b), h * b, w * b).copy(order="C")]


@kernel("Reshape", "Flatten", "Squeeze", "Unsqueeze")
def _reshape(ar, ctx, x):
    from verified_opt.ir.registry import OPS

    (t,) = OPS[ctx.node.op].infer(ctx)
    return [x[0].reshape(t.shape)]


@kernel("Pad")
def _pad(ar, ctx, x):
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


@kernel("Slice")
def _slice(ar, ctx, x):
    ranges = slice_ranges(ctx)
    index = tuple(slice(s, None if (st < 0 and e < 0) else e, st) for s, e, st in ranges)
    return [np.ascontiguousarray(x[0][index])]


@kernel("Constant")
def _constant(ar, ctx, x):
    return [constant_value(dict(ctx.node.attrs))]


@kernel("ConstantOfShape")
def _constant_of_shape(ar, ctx, x):
    shape = tuple(int(v) for v in x[0].reshape(-1))
    value = ctx.attr("value")
    v = np.zeros(1, np.float32) if value is None else np.asarray(value).reshape(-1)
    return [np.full(shape, v[0], dtype=v.dtype)]


@kernel("Shape")
def _shape(ar, ctx, x):
    return [shape_slice(ctx)]
