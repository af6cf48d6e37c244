"""Sliding windows, shared by Conv and the pooling operators: the attributes, their resolution
into pads and output sizes, the gathering the kernels compute over, and their encoding."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import z3

from verified_opt.errors import EncodeError, ShapeError
from verified_opt.ops.registry import InferCtx
from verified_opt.ops.shapes import Shape, is_one

WINDOW_ATTRS = {
    "auto_pad": ("string", "NOTSET"),
    "kernel_shape": ("ints", None),
    "pads": ("ints", None),
    "strides": ("ints", None),
}
# Their defaults, per spatial axis (OpSpec.spatial_defaults): strides 1, pads 0 at both ends.
WINDOW_SPATIAL_DEFAULTS = {"strides": (1, 1), "pads": (0, 2)}


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
    out_lens: list[int] = []
    for i, b, e_, k, s in zip(spatial, begin, end, eff, strides):
        span = i + b + e_ - k
        if span < 0:
            raise ShapeError(f"{ctx.where()}: window {k} larger than padded input {i + b + e_}")
        o = (-(-span // s) if ceil_mode else span // s) + 1
        if ceil_mode and (o - 1) * s >= i + b:  # the last window would start in the end padding
            o -= 1
        out_lens.append(o)
    return Window(kernel, strides, dilations, begin, end, tuple(out_lens))


def _default(value, default):
    return default if value is None else value


def windows(xp: np.ndarray, kernel_: tuple[int, ...], strides: tuple[int, ...],
            dilations: tuple[int, ...], out: tuple[int, ...]) -> np.ndarray:
    """Gather sliding windows of a padded (N, C, *spatial) array into (N, C, P, *out), a new
    array: one strided view, copied once (the fingerprints' and the reference kernels' Convs
    and pools; a slice per kernel tap and a stack cost twice as much)."""
    n = len(kernel_)
    for i in range(n):
        if out[i] > 0 and (kernel_[i] - 1) * dilations[i] + (out[i] - 1) * strides[i] \
                >= xp.shape[2 + i]:
            raise ValueError(f"windows: axis {2 + i} of {xp.shape} is too short for {out[i]} "
                             f"windows of {kernel_[i]} (stride {strides[i]}, dilation "
                             f"{dilations[i]})")
    if not xp.dtype.hasobject:
        # a buffer to view (padded arrays are fresh: no copy), in native byte order, as the
        # stack of slices gave (AveragePool sums with dtype=, which refuses '>f4')
        xp = np.ascontiguousarray(xp, dtype=xp.dtype.newbyteorder("="))
    st = xp.strides
    shape = xp.shape[:2] + tuple(kernel_) + tuple(out)
    steps = st[:2] + tuple(st[2 + i] * dilations[i] for i in range(n)) + tuple(
        st[2 + i] * strides[i] for i in range(n))
    view = (np.lib.stride_tricks.as_strided(xp, shape, steps, writeable=False)
            if xp.dtype.hasobject  # exact rationals: no buffer to view
            else np.ndarray(shape, xp.dtype, buffer=xp, strides=steps))
    return view.copy().reshape(xp.shape[:2] + (math.prod(kernel_),) + tuple(out))


def pad_spatial(x: np.ndarray, begin, end, out, kernel_, strides, dilations, fill) -> np.ndarray:
    """Pad the spatial axes by (begin, end), plus whatever ceil_mode windows run past the end."""
    width = [(0, 0), (0, 0)]
    for i, (b, e) in enumerate(zip(begin, end)):
        need = (out[i] - 1) * strides[i] + (kernel_[i] - 1) * dilations[i] + 1
        extra = max(0, need - (x.shape[2 + i] + b + e))
        width.append((b, e + extra))
    return np.pad(x, width, mode="constant", constant_values=fill)


# ---- Z3 encoding (enc: verify/encode.py's SideEncoder) -----------------------------------------
def encode_kernel_shape(enc, a, op: str, weight: Shape) -> None:
    """kernel_shape is the weight's spatial shape, if it is given at all."""
    if "kernel_shape" in a and not enc.same_shape(enc.dims(a, "kernel_shape",
                                                            [1] * (len(weight) - 2)),
                                                   weight[2:]):
        raise EncodeError(f"{op}: kernel_shape {a['kernel_shape']} is not the weight's")


def encode_window(enc, a, spatial: Shape, kernel: Shape):
    n = len(spatial)
    strides, dil = enc.dims(a, "strides", [1] * n), enc.dims(a, "dilations", [1] * n)
    auto = a.get("auto_pad", "NOTSET")
    if auto == "NOTSET":
        pads = enc.dims(a, "pads", [0] * (2 * n))
    elif auto == "VALID":
        pads = [z3.IntVal(0)] * (2 * n)
    elif auto in ("SAME_UPPER", "SAME_LOWER"):
        if not all(is_one(s) for s in strides):
            raise EncodeError("SAME padding with stride > 1 is outside the vocabulary")
        total = [(k - 1) * d for k, d in zip(kernel, dil)]
        small = [t / 2 for t in total]
        big = [t - t / 2 for t in total]
        begin, end = (small, big) if auto == "SAME_UPPER" else (big, small)
        pads = begin + end
    else:
        raise EncodeError(f"auto_pad {auto!r}")
    spans = [i + pads[k] + pads[k + n] - ((kk - 1) * dil[k] + 1)
             for k, (i, kk) in enumerate(zip(spatial, kernel))]
    if auto in ("NOTSET", "VALID"):
        # where such a window does not fit, the node is ill-formed: nothing is rewritten
        enc.nonneg.extend(z3.simplify(span) >= 0 for span in spans)
    out = tuple(span / strides[k] + 1 for k, span in enumerate(spans))
    return strides, pads, dil, tuple(z3.simplify(o) for o in out)
