"""Kernels for convolution, pooling, matrix products, normalizations and reductions.

Convolutions are computed as im2col followed by the arithmetic's matmul, so the same code is the
float reference and the exact integer (or modular) reference.
"""

from __future__ import annotations

import numpy as np

from verified_opt.ir.ops_nn import conv_transpose_window, conv_window, pool_window, reduce_axes
from verified_opt.ir.registry import InferCtx
from verified_opt.semantics.arith import Arith
from verified_opt.semantics.constants import lrn_window
from verified_opt.semantics.kernel_table import kernel


def windows(xp: np.ndarray, kernel_: tuple[int, ...], strides: tuple[int, ...],
            dilations: tuple[int, ...], out: tuple[int, ...]) -> np.ndarray:
    """Gather sliding windows of a padded (N, C, *spatial) array into (N, C, P, *out)."""
    n = len(kernel_)
    taken = []
    for kk in np.ndindex(*kernel_):
        index = [slice(None), slice(None)]
        for i in range(n):
            start = kk[i] * dilations[i]
            index.append(slice(start, start + (out[i] - 1) * strides[i] + 1, strides[i]))
        taken.append(xp[tuple(index)])
    return np.stack(taken, axis=2)


def pad_spatial(x: np.ndarray, begin, end, out, kernel_, strides, dilations, fill) -> np.ndarray:
    """Pad the spatial axes by (begin, end), plus whatever ceil_mode windows run past the end."""
    width = [(0, 0), (0, 0)]
    for i, (b, e) in enumerate(zip(begin, end)):
        need = (out[i] - 1) * strides[i] + (kernel_[i] - 1) * dilations[i] + 1
        extra = max(0, need - (x.shape[2 + i] + b + e))
        width.append((b, e + extra))
    return np.pad(x, width, mode="constant", constant_values=fill)


@kernel("Conv")
def _conv(ar: Arith, ctx: InferCtx, x: list) -> list:
    data, w = x[0], x[1]
    win = conv_window(ctx)
    g = ctx.attr("group")
    n, c = data.shape[:2]
    m = w.shape[0]
    xp = pad_spatial(data, win.pads_begin, win.pads_end, win.out, win.kernel, win.strides,
                     win.dilations, 0)
    cols = windows(xp, win.kernel, win.strides, win.dilations, win.out)
    p = cols.shape[2]
    length = int(np.prod(win.out, dtype=np.int64))
    cols = cols.reshape(n, g, (c // g) * p, length)
    wg = w.reshape(g, m // g, (c // g) * p)
    y = ar.matmul(wg, cols).reshape((n, m) + win.out)
    if len(x) > 2 and x[2] is not None:
        y = ar.add(y, x[2].reshape((1, m) + (1,) * len(win.out)))
    return [y.astype(y.dtype, copy=False)]


@kernel("ConvTranspose")
def _conv_transpose(ar, ctx, x):
    data, w = x[0], x[1]
    win = conv_transpose_window(ctx)
    g = ctx.attr("group")
    n, c = data.shape[:2]
    mg = w.shape[1]
    spatial_in = data.shape[2:]
    full = tuple(s * (i - 1) + op + (k - 1) * d + 1 for s, i, op, k, d in zip(
        win.strides, spatial_in, win.output_padding, win.kernel, win.dilations))
    y = ar.zero_like((n, g * mg) + full) if ar.exact else np.zeros((n, g * mg) + full, data.dtype)
    xs = data.reshape(n, g, c // g, -1)
    for kk in np.ndindex(*win.kernel):
        wk = w[(slice(None), slice(None)) + kk].reshape(g, c // g, mg).transpose(0, 2, 1)
        contrib = ar.matmul(wk, xs).reshape((n, g * mg) + spatial_in)
        index = [slice(None), slice(None)]
        for i in range(len(kk)):
            start = kk[i] * win.dilations[i]
            index.append(slice(start, start + (spatial_in[i] - 1) * win.strides[i] + 1,
                               win.strides[i]))
        index = tuple(index)
        y[index] = ar.add(y[index], contrib)
    crop = (slice(None), slice(None)) + tuple(
        slice(b, f - e) for b, e, f in zip(win.pads_begin, win.pads_end, full))
    y = np.ascontiguousarray(y[crop])
    if len(x) > 2 and x[2] is not None:
        y = ar.add(y, x[2].reshape((1, g * mg) + (1,) * len(full)))
    return [y]


@kernel("MatMul")
def _matmul(ar, ctx, x):
    return [ar.matmul(x[0], x[1])]


@kernel("Gemm")
def _gemm(ar, ctx, x):
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


@kernel("MaxPool")
def _maxpool(ar, ctx, x):
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


@kernel("AveragePool")
def _avgpool(ar, ctx, x):
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


@kernel("GlobalAveragePool")
def _gap(ar, ctx, x):
    data = x[0]
    axes = tuple(range(2, data.ndim))
    total = ar.sum(data, axis=axes, keepdims=True)
    return [ar.divide_by_count(total, int(np.prod(data.shape[2:], dtype=np.int64)))]


def _float(ar: Arith, op: str) -> None:
    if ar.exact:
        raise ar.inexact(op)


@kernel("BatchNormalization")
def _batchnorm(ar, ctx, x):
    _float(ar, "BatchNormalization")
    data, scale, bias, mean, var = x
    shape = (1, -1) + (1,) * (data.ndim - 2)
    eps = np.float32(ctx.attr("epsilon"))
    inv = (scale / np.sqrt(var + eps)).reshape(shape)
    y = (data - mean.reshape(shape)) * inv + bias.reshape(shape)
    return [y.astype(data.dtype)]


@kernel("LRN")
def _lrn(ar, ctx, x):
    _float(ar, "LRN")
    data = x[0]
    size = ctx.attr("size")
    lo, hi = lrn_window(size)
    sq = np.square(data.astype(np.float64))
    padded = np.pad(sq, [(0, 0), (lo, hi)] + [(0, 0)] * (data.ndim - 2))
    c = data.shape[1]
    square_sum = sum(padded[:, k:k + c] for k in range(size))
    denom = (ctx.attr("bias") + ctx.attr("alpha") / size * square_sum) ** ctx.attr("beta")
    return [(data / denom).astype(data.dtype)]


@kernel("Softmax")
def _softmax(ar, ctx, x):
    _float(ar, "Softmax")
    data = x[0]
    axis = ctx.attr("axis")
    e = np.exp(data - data.max(axis=axis, keepdims=True))
    return [(e / e.sum(axis=axis, keepdims=True)).astype(data.dtype)]


@kernel("LayerNormalization")
def _layernorm(ar, ctx, x):
    _float(ar, "LayerNormalization")
    data = x[0]
    axis = ctx.attr("axis") % data.ndim
    axes = tuple(range(axis, data.ndim))
    d = data.astype(np.float32)
    mean = d.mean(axis=axes, keepdims=True)
    var = np.square(d - mean).mean(axis=axes, keepdims=True)
    inv = 1.0 / np.sqrt(var + np.float32(ctx.attr("epsilon")))
    y = (d - mean) * inv * x[1]
    if len(x) > 2 and x[2] is not None:
        y = y + x[2]
    return [y.astype(data.dtype), mean, inv][: len(ctx.node.outputs)]


def _reduce(ar, ctx, x, average: bool):
    data = x[0]
    axes = reduce_axes(ctx)
    if not axes:
        return [data]
    total = ar.sum(data, axis=axes, keepdims=bool(ctx.attr("keepdims")))
    if average:
        total = ar.divide_by_count(total, int(np.prod([data.shape[a] for a in axes])))
    return [total]


@kernel("ReduceSum")
def _reduce_sum(ar, ctx, x):
    return _reduce(ar, ctx, x, average=False)


@kernel("ReduceMean")
def _reduce_mean(ar, ctx, x):
    return _reduce(ar, ctx, x, average=True)
