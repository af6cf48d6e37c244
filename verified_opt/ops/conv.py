"""Conv and ConvTranspose.

Convolutions are computed as im2col followed by the arithmetic's matmul, so the same code is the
float reference and the exact integer (or modular) reference.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import z3

from verified_opt.errors import EncodeError, ShapeError
from verified_opt.ops.grid import (
    Box,
    Grid,
    Poly,
    _ctx,
    _product,
    _reduced,
    _sum,
    full_box,
    segment_cuts,
)
from verified_opt.ops.node import Node, TensorType
from verified_opt.ops.registry import MULTILINEAR, ORT_HEAD, InferCtx, Z3Symbol, register
from verified_opt.ops.window import (
    WINDOW_ATTRS,
    WINDOW_SPATIAL_DEFAULTS,
    Window,
    _default,
    encode_kernel_shape,
    encode_window,
    pad_spatial,
    resolve_window,
    windows,
)
from verified_opt.semantics.arith import Arith


# ---- shape inference ---------------------------------------------------------------------------
def conv_window(ctx: InferCtx) -> Window:
    x, w = ctx.type(0), ctx.type(1)
    kernel = tuple(_default(ctx.attr("kernel_shape"), w.shape[2:]))
    if kernel != tuple(w.shape[2:]):
        raise ctx.fail(f"kernel_shape {list(kernel)} differs from weight shape {w.shape}")
    return resolve_window(ctx, x.shape[2:], kernel)


def _infer_conv(ctx: InferCtx) -> list[TensorType]:
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


def _infer_conv_transpose(ctx: InferCtx) -> list[TensorType]:
    x, w = ctx.type(0), ctx.type(1)
    g = ctx.attr("group")
    if x.rank < 3 or w.rank != x.rank or g < 1 or x.shape[1] != w.shape[0] or w.shape[0] % g:
        raise ShapeError(f"{ctx.where()}: input {x.shape}, weight {w.shape}, group {g} disagree")
    if ctx.has(2) and ctx.type(2).shape != (w.shape[1] * g,):
        raise ShapeError(f"{ctx.where()}: bias {ctx.type(2).shape} must be ({w.shape[1] * g},)")
    win = conv_transpose_window(ctx)
    return [TensorType((x.shape[0], w.shape[1] * g) + win.out, x.dtype)]


# ---- kernels -----------------------------------------------------------------------------------
def _kernel_conv(ar: Arith, ctx: InferCtx, x: list) -> list:
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


def _kernel_conv_transpose(ar, ctx, x):
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


# ---- Z3 encoding (enc: verify/encode.py's SideEncoder) -----------------------------------------
def _encode_conv(enc, n, ins):
    return [_z3_conv(enc, ins, n.attrs)]


def _encode_conv_transpose(enc, n, ins):
    return [_z3_conv_transpose(enc, ins, n.attrs)]


def _z3_conv(enc, ins, a):
    (tx, sx), (tw, sw) = ins[0], ins[1]
    if len(sx) not in (4, 5) or len(sw) != len(sx):
        raise EncodeError("only 2-D and 3-D Conv are in the vocabulary")
    encode_kernel_shape(enc, a, "Conv", sw)
    strides, pads, dil, out = encode_window(enc, a, sx[2:], sw[2:])
    g = enc.int(a.get("group", 1))
    ints = [*strides, *pads, *dil, g]
    shape = (sx[0], sw[0]) + out
    name = "conv" if len(sx) == 4 else "conv3d"
    if len(ins) > 2:
        return enc.app(name + "b", *ints, tx, tw, ins[2][0]), shape
    return enc.app(name, *ints, tx, tw), shape


def _z3_conv_transpose(enc, ins, a):
    (tx, sx), (tw, sw) = ins[0], ins[1]
    if len(sx) != 4 or len(sw) != 4:
        raise EncodeError("only 2-D ConvTranspose is in the vocabulary")
    auto = a.get("auto_pad", "NOTSET")
    if auto not in ("NOTSET", "VALID") or a.get("output_shape") is not None:
        raise EncodeError("ConvTranspose with SAME padding or output_shape is outside the "
                          "vocabulary (give pads and output_padding)")
    encode_kernel_shape(enc, a, "ConvTranspose", sw)
    strides, dil = enc.dims(a, "strides", [1, 1]), enc.dims(a, "dilations", [1, 1])
    pads = enc.dims(a, "pads", [0, 0, 0, 0]) if auto == "NOTSET" else [z3.IntVal(0)] * 4
    out_pad = enc.dims(a, "output_padding", [0, 0])
    g = enc.int(a.get("group", 1))
    out = tuple(z3.simplify(strides[k] * (i - 1) + out_pad[k] + (kk - 1) * dil[k] + 1
                            - pads[k] - pads[k + 2])
                for k, (i, kk) in enumerate(zip(sx[2:], sw[2:])))
    ints = [strides[0], strides[1], *pads, dil[0], dil[1], g, out_pad[0], out_pad[1]]
    shape = (sx[0], z3.simplify(sw[1] * g)) + out
    if len(ins) > 2:
        return enc.app("convtb", *ints, tx, tw, ins[2][0]), shape
    return enc.app("convt", *ints, tx, tw), shape


# ---- box propagation (ops/grid.py) -------------------------------------------------------------
# Batch cuts of X and channel cuts of W (and bias) carry over; output channels are cut at group
# boundaries; on each spatial axis the output is cut wherever, for some kernel tap, the input
# position y*s + k*d - p crosses a cut of X or an edge of X (so padded borders are boxes of their
# own, with a fixed set of taps in range).
def _boxes_conv(graph, node: Node, ins: list[Poly | None], outs: list[TensorType | None]
                ) -> list[Poly]:
    out_t = outs[0]
    assert out_t is not None  # typed by shape inference
    ctx = _ctx(graph, node)
    x, w = ins[0], ins[1]
    assert x is not None and w is not None  # propagate refuses a product with a missing factor
    win = conv_window(ctx)
    g = ctx.attr("group")
    m = graph.types[node.inputs[1]].shape[0]
    sigs = _product(x, w, f"Conv '{node.name}'")
    _reduced(f"Conv '{node.name}'", x, w)
    cuts: list[set] = [set(x.grid.cuts[0]), set(w.grid.cuts[0]) | {k * (m // g) for k in
                                                                    range(1, g)}]
    if len(ins) > 2 and ins[2] is not None:
        cuts[1] |= set(ins[2].grid.cuts[0])
        sigs = _sum(sigs, ins[2].sigs, f"Conv '{node.name}' bias")
    for i, o_len in enumerate(win.out):
        size = x.grid.shape[2 + i]
        o = np.arange(o_len, dtype=np.int64)
        maps = [o * win.strides[i] + k * win.dilations[i] - win.pads_begin[i]
                for k in range(win.kernel[i])]
        cuts.append(segment_cuts(o_len, maps, x.grid.cuts[2 + i], size))
    uniform = len(ins) <= 2 or ins[2] is None or ins[2].uniform
    return [Poly(Grid.make(out_t.shape, cuts), sigs, uniform)]


def _macs_conv(graph, node: Node) -> int:
    w = graph.types[node.inputs[1]].shape
    return graph.types[node.outputs[0]].size * int(np.prod(w[1:]))


# ---- restriction (PET's corrections) ----------------------------------------------------------
def _restrict_conv(r, node: Node, name: str, box: Box) -> str | None:
    """The input rows y*s + k*d - p of the box (clipped to the tensor, the clipped part becomes
    the new pads), the weight rows (and bias) of the box's output channels, the groups the box
    touches (expanded to whole groups, then sliced, when it cuts one)."""
    ctx = _ctx(r.src, node)
    win = conv_window(ctx)
    x, w = node.inputs[0], node.inputs[1]
    xs, ws = r.shape(x), r.shape(w)
    g = ctx.attr("group")
    m = ws[0]
    mg, cg = m // g, xs[1] // g
    (n0, n1), (m0, m1) = box[0], box[1]
    if g > 1:
        g0, g1 = m0 // mg, -(-m1 // mg)
        if g1 - g0 > 1 and (m0 % mg or m1 % mg):  # cuts a group: whole groups, then slice
            wide = ((n0, n1), (g0 * mg, g1 * mg)) + box[2:]
            return r.cut(r.value(name, wide), wide, box)
        if g1 - g0 == 1:
            chans, groups = (g0 * cg, (g0 + 1) * cg), 1
        else:
            chans, groups = (g0 * cg, g1 * cg), g1 - g0
    else:
        chans, groups = (0, xs[1]), 1
    xbox = [(n0, n1), chans]
    pads_b, pads_e = [], []
    for i, (a, b) in enumerate(box[2:]):
        s, d, k, p = win.strides[i], win.dilations[i], win.kernel[i], win.pads_begin[i]
        lo, hi = a * s - p, (b - 1) * s + (k - 1) * d - p + 1
        lo_c, hi_c = max(lo, 0), min(hi, xs[2 + i])
        if hi_c <= lo_c:
            return None  # the box reads padding only: computed whole
        xbox.append((lo_c, hi_c))
        pads_b.append(lo_c - lo)
        pads_e.append(hi - hi_c)
    ins = [r.value(x, tuple(xbox)), r.value(w, ((m0, m1),) + full_box(ws)[1:])]
    if len(node.inputs) > 2 and node.inputs[2]:
        ins.append(r.value(node.inputs[2], ((m0, m1),)))
    attrs = {"kernel_shape": list(win.kernel), "strides": list(win.strides),
             "dilations": list(win.dilations), "pads": pads_b + pads_e, "group": groups}
    return r.emit(node, ins, attrs)

# ---- the vocabulary ----------------------------------------------------------------------------
def _conv_attrs(i: list[int]) -> dict:
    sh, sw, pt, pl, pb, pr, dh, dw, g = i[:9]
    return {"strides": [sh, sw], "pads": [pt, pl, pb, pr], "dilations": [dh, dw], "group": g}


def _conv3_attrs(i: list[int]) -> dict:
    return {"strides": i[0:3], "pads": i[3:9], "dilations": i[9:12], "group": i[12]}


def _convt_attrs(i: list[int]) -> dict:
    return {**_conv_attrs(i), "output_padding": [i[9], i[10]]}


_CONV_SYMBOLS = (
    Z3Symbol("conv", 9, 0, 2, "Conv 2-D(sh, sw, pad_top, pad_left, pad_bottom, pad_right, dh, dw, "
             "group; x, w)", lambda i, r: ("Conv", _conv_attrs(i), [])),
    Z3Symbol("convb", 9, 0, 3, "Conv 2-D with bias(...; x, w, b)",
             lambda i, r: ("Conv", _conv_attrs(i), [])),
    # LRN's window sum over the channels taken as a spatial axis (axioms/lrn.ax)
    Z3Symbol("conv3d", 13, 0, 2, "Conv 3-D(sd, sh, sw, pad_front, pad_top, pad_left, pad_back, "
             "pad_bottom, pad_right, dd, dh, dw, group; x, w)",
             lambda i, r: ("Conv", _conv3_attrs(i), [])),
    Z3Symbol("conv3db", 13, 0, 3, "Conv 3-D with bias(...; x, w, b)",
             lambda i, r: ("Conv", _conv3_attrs(i), [])))
_CONVT_SYMBOLS = (
    Z3Symbol("convt", 11, 0, 2, "ConvTranspose 2-D(sh, sw, pad_top, pad_left, pad_bottom, "
             "pad_right, dh, dw, group, output_padding_h, output_padding_w; x, w)",
             lambda i, r: ("ConvTranspose", _convt_attrs(i), [])),
    Z3Symbol("convtb", 11, 0, 3, "ConvTranspose 2-D with bias(...; x, w, b)",
             lambda i, r: ("ConvTranspose", _convt_attrs(i), [])))


# ---- the table ---------------------------------------------------------------------------------
# kernel_shape is inert: shape inference checks it against the weight's shape.
_SPATIAL_DEFAULTS = {**WINDOW_SPATIAL_DEFAULTS, "dilations": (1, 1)}
register("Conv", MULTILINEAR, attrs={**WINDOW_ATTRS, "dilations": ("ints", None),
                                     "group": ("int", 1)},
         inputs=(2, 3), infer=_infer_conv, kernel=_kernel_conv, encode=_encode_conv,
         boxes=_boxes_conv, restrict=_restrict_conv, macs=_macs_conv, bilinear=True,
         ort={ORT_HEAD}, inert_attrs={"kernel_shape"}, spatial_defaults=_SPATIAL_DEFAULTS,
         symbols=_CONV_SYMBOLS)
register("ConvTranspose", MULTILINEAR, attrs={
    **WINDOW_ATTRS, "dilations": ("ints", None), "group": ("int", 1),
    "output_padding": ("ints", None), "output_shape": ("ints", None)},
    inputs=(2, 3), infer=_infer_conv_transpose, kernel=_kernel_conv_transpose,
    encode=_encode_conv_transpose, bilinear=True, ort={ORT_HEAD}, inert_attrs={"kernel_shape"},
    spatial_defaults={**_SPATIAL_DEFAULTS, "output_padding": (0, 1)}, symbols=_CONVT_SYMBOLS)
