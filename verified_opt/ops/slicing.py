"""Cutting and joining along axes: Concat, Split, Slice, Pad."""

from __future__ import annotations

from typing import Any

import numpy as np
import z3

from verified_opt.errors import EncodeError, ShapeError
from verified_opt.ops.grid import Box, Grid, NotMultilinear, Poly, _ctx, _sum, segment_cuts
from verified_opt.ops.node import Node, TensorType
from verified_opt.ops.registry import LINEAR, MAX_RANK, InferCtx, Z3Symbol, int64s, register
from verified_opt.ops.shapes import norm_axis

# ONNX reads an end (or start) this large as "to the end"; a dim is assumed below it.
INT32_MAX = 2**31 - 1


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
    starts = [int(v) for v in ctx.required_const(1, "starts").reshape(-1)]
    ends = [int(v) for v in ctx.required_const(2, "ends").reshape(-1)]
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
    pads = [int(p) for p in ctx.required_const(1, "pads").reshape(-1)]
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


# ---- Z3 encoding (enc: verify/encode.py's SideEncoder) -----------------------------------------
def _encode_concat(enc, n, ins):
    return [_z3_concat(enc, ins, n.attrs)]


def _encode_split(enc, n, ins):
    return _z3_split(enc, ins[0], n.attrs, len(n.outputs))


def _encode_slice(enc, n, ins):
    return [_z3_slice(enc, ins[0], n.attrs)]


def _encode_pad(enc, n, ins):
    return [_z3_pad(enc, ins[0], n.attrs)]


def _z3_concat(enc, ins, a):
    rank = len(ins[0][1])
    axis = enc.axis(enc.need(a, "axis", "Concat"), rank)
    term, shape = ins[0]
    for t, s in ins[1:]:
        if len(s) != rank:  # ONNX rejects it; found by the malformed-rule fuzz test
            raise EncodeError(f"Concat of ranks {rank} and {len(s)}")
        new = list(shape)
        new[axis] = shape[axis] + s[axis]
        term, shape = enc.app("concat", z3.IntVal(axis), term, t), tuple(new)
        enc.type_term(term, tuple(z3.simplify(d) for d in shape))  # n-ary: nested parts too
    return term, tuple(z3.simplify(d) for d in shape)


def _z3_split(enc, x, a, n_out):
    tx, sx = x
    axis = enc.axis(a.get("axis", 0), len(sx))
    if a.get("num_outputs", n_out) != n_out:
        raise EncodeError(f"Split: num_outputs {a['num_outputs']!r} but {n_out} outputs")
    if "split" in a:
        sizes = [enc.int(v) for v in a["split"]]
        if len(sizes) != n_out:
            raise EncodeError(f"Split: {len(sizes)} sizes for {n_out} outputs")
    else:
        # opset 18: chunks of ceil(d / n), the last one what is left (smaller). Right
        # wherever ONNX can split at all (the last chunk not empty).
        d = sx[axis]
        chunk = (d + (n_out - 1)) / n_out
        sizes = [chunk] * (n_out - 1) + [d - (n_out - 1) * chunk]
        last = z3.simplify(sizes[-1])
        if z3.is_int_value(last) and last.as_long() <= 0 < n_out - 1:
            raise EncodeError(f"Split: cannot cut {d} into {n_out} chunks")
    outs, start = [], z3.IntVal(0)
    for size in sizes:
        end = z3.simplify(start + size)
        new = list(sx)
        new[axis] = z3.simplify(size)
        outs.append((enc.app("slice", z3.IntVal(axis), z3.simplify(start), end, tx),
                     tuple(new)))
        start = end
    return outs


def _z3_slice(enc, x, a):
    """Step-1 slices. The vocabulary's slice(axis, start, end) is ONNX's, which clamps; the
    typing fact dim = end - start holds only for 0 <= start <= end <= dim. A bound is
    clamped here where the dim is known, and elsewhere taken only if it provably stays in
    range for every size: a matched bound outside it would be typed wrong."""
    tx, sx = x
    r = len(sx)
    starts, ends = enc.need(a, "starts", "Slice"), enc.need(a, "ends", "Slice")
    axes = [enc.axis(v, r) for v in enc.ints(a, "axes", list(range(len(starts))))]
    steps = a.get("steps", [1] * len(starts))
    if not len(starts) == len(ends) == len(axes) == len(steps):
        raise EncodeError("Slice: starts, ends, axes and steps differ in length")
    if any(type(s) is not int or s != 1 for s in steps):
        raise EncodeError("Slice with steps other than 1 is outside the vocabulary")
    if len(set(axes)) != len(axes):
        raise EncodeError(f"Slice: axes {a.get('axes')} repeat an axis")
    term, shape = tx, list(sx)
    for s, e, ax in zip(starts, ends, axes):
        d = z3.simplify(shape[ax])
        zs, ze = _z3_bound(enc, s, d), _z3_bound(enc, e, d)
        if all(z3.is_int_value(v) for v in (zs, ze, d)):
            n = d.as_long()
            lo = min(max(zs.as_long(), 0), n)
            zs, ze = z3.IntVal(lo), z3.IntVal(max(min(max(ze.as_long(), 0), n), lo))
        elif not enc.provable(z3.And(0 <= zs, zs <= ze, ze <= d)):
            raise EncodeError(f"Slice [{s}, {e}) of a dim {d}: cannot tell it stays inside "
                              "the dim for every size (ONNX would clamp it)")
        term = enc.app("slice", z3.IntVal(ax), z3.simplify(zs), z3.simplify(ze), term)
        shape[ax] = z3.simplify(ze - zs)
    return term, tuple(shape)


def _z3_bound(enc, v: Any, d: z3.ArithRef) -> z3.ArithRef:
    """A Slice start or end as ONNX reads it: negative from the end, INT32_MAX and up to
    the end (a dim is assumed below INT32_MAX)."""
    if type(v) is int and v < 0:
        return z3.simplify(d + v)
    if type(v) is int and v >= INT32_MAX:
        return d
    return enc.int(v)


def _z3_pad(enc, x, a):
    tx, sx = x
    value = a.get("value", 0)
    if a.get("mode", "constant") != "constant" or value is not None and (
            isinstance(value, bool) or not isinstance(value, (int, float)) or value != 0):
        raise EncodeError("only zero constant Pad is in the vocabulary")
    r = len(sx)
    axes = [enc.axis(v, r) for v in enc.ints(a, "axes", list(range(r)))]
    pads = [enc.int(v) for v in enc.need(a, "pads", "Pad")]
    if len(pads) != 2 * len(axes):
        raise EncodeError(f"Pad: {len(pads)} pads for {len(axes)} axes")
    full = [z3.IntVal(0)] * (2 * r)
    for k, ax in enumerate(axes):
        full[ax], full[ax + r] = pads[k], pads[k + len(axes)]
    enc.check_rank(r, "Pad")
    # negative pads crop: the vocabulary's pad is ONNX's, and d + begin + end still holds
    shape = tuple(z3.simplify(d + full[k] + full[k + r]) for k, d in enumerate(sx))
    return enc.app(f"pad{r}", *full, tx), shape


# ---- box propagation (ops/grid.py) -------------------------------------------------------------
# Concat: each input's cuts shifted by its offset, plus the seams; other dims take the union.
# Split / Slice: cuts inside the taken range, mapped back (any step).
# Pad (constant, edge, reflect, wrap, negative pads too): cuts where the source index changes
# cell, leaves the tensor, or changes slope; a non-zero constant adds the constant monomial.
def _boxes_concat(graph, node, ins, outs) -> list[Poly]:
    out_t = outs[0]
    axis = norm_axis(node.attr("axis"), len(out_t.shape), _ctx(graph, node))
    cuts: list[set] = [set() for _ in out_t.shape]
    off = 0
    sigs: frozenset = frozenset()
    uniform = True
    for p in [p for p in ins if p is not None]:
        uniform = uniform and p.uniform and not (sigs & p.sigs)
        for k in range(len(out_t.shape)):
            if k == axis:
                cuts[k] |= {c + off for c in p.grid.cuts[k]} | {off}
            else:
                cuts[k] |= set(p.grid.cuts[k])
        off += p.grid.shape[axis]
        sigs = sigs | p.sigs  # different inputs fill different boxes: no products, no sums
    return [Poly(Grid.make(out_t.shape, cuts), sigs, uniform)]


def _boxes_split(graph, node, ins, outs) -> list[Poly | None]:
    p = ins[0]
    axis, sizes = split_sizes(_ctx(graph, node))
    res = []
    off = 0
    for s, t in zip(sizes, outs):
        cuts = [set(c) for c in p.grid.cuts]
        cuts[axis] = {c - off for c in p.grid.cuts[axis] if off < c < off + s}
        res.append(Poly(Grid.make(t.shape, cuts), p.sigs, p.uniform) if t is not None else None)
        off += s
    return res


def _boxes_slice(graph, node, ins, outs) -> list[Poly]:
    p, out_t = ins[0], outs[0]
    ranges = slice_ranges(_ctx(graph, node))
    cuts = []
    for k, (s, e, st) in enumerate(ranges):
        n = out_t.shape[k]
        src = s + st * np.arange(n, dtype=np.int64)
        cuts.append(segment_cuts(n, [src], p.grid.cuts[k], p.grid.shape[k]))
    return [Poly(Grid.make(out_t.shape, cuts), p.sigs, p.uniform)]


def _boxes_pad(graph, node, ins, outs) -> list[Poly]:
    p, out_t = ins[0], outs[0]
    ctx = _ctx(graph, node)
    pads = pad_amounts(ctx)
    mode = ctx.attr("mode")
    r = len(p.grid.shape)
    cuts = []
    padded = False
    uniform = p.uniform and (mode == "constant" or not any(pads))
    for k in range(r):
        begin, end = pads[k], pads[k + r]
        n, d = out_t.shape[k], p.grid.shape[k]
        if mode != "constant" and (begin < 0 or end < 0):
            raise NotMultilinear(f"Pad '{node.name}': negative pads with mode {mode}")
        src = _pad_map(n, d, begin, mode)
        padded = padded or bool(np.any(src < 0))
        cuts.append(segment_cuts(n, [src], p.grid.cuts[k], d))
    sigs = p.sigs
    if mode == "constant" and padded:
        value = ctx.const(2, "constant_value")
        if value is not None and value.size and float(np.asarray(value).reshape(-1)[0]) != 0:
            sigs = _sum(sigs, frozenset({frozenset()}), f"Pad '{node.name}' constant")
    return [Poly(Grid.make(out_t.shape, cuts), sigs, uniform)]


def _pad_map(out_len: int, size: int, begin: int, mode: str) -> np.ndarray:
    """Source index of every output position of a 1-D Pad (-1: the constant)."""
    o = np.arange(out_len, dtype=np.int64)
    src = o - begin
    if mode == "constant":
        return np.where((src >= 0) & (src < size), src, -1)
    if mode == "edge":
        return np.clip(src, 0, size - 1)
    if mode == "wrap":
        return np.mod(src, size)
    if mode == "reflect":
        period = 2 * (size - 1) if size > 1 else 1
        r = np.mod(src, period)
        return np.where(r < size, r, period - r)
    raise NotMultilinear(f"Pad mode {mode!r}")


# ---- restriction (PET's corrections) ----------------------------------------------------------
# The index maps run backwards: the part of each input the box needs.
def _restrict_concat(r, node: Node, name: str, box: Box) -> str | None:
    axis = norm_axis(node.attr("axis"), len(box), _ctx(r.src, node))
    a, b = box[axis]
    pieces = []
    off = 0
    for i in node.inputs:
        size = r.shape(i)[axis]
        lo, hi = max(a, off), min(b, off + size)
        if lo < hi:
            ibox = list(box)
            ibox[axis] = (lo - off, hi - off)
            pieces.append(r.value(i, tuple(ibox)))
        off += size
    return r.b.concat(pieces, axis)


def _restrict_split(r, node: Node, name: str, box: Box) -> str | None:
    axis, sizes = split_sizes(_ctx(r.src, node))
    q = list(node.outputs).index(name)
    off = sum(sizes[:q])
    xbox = list(box)
    xbox[axis] = (box[axis][0] + off, box[axis][1] + off)
    return r.value(node.inputs[0], tuple(xbox))


def _restrict_slice(r, node: Node, name: str, box: Box) -> str | None:
    """Any step: the input's range the box reads, then a Slice of it where the step is not 1."""
    ranges = slice_ranges(_ctx(r.src, node))
    xbox, starts, ends, steps, axes = [], [], [], [], []
    for k, ((s, _e, st), (a, b)) in enumerate(zip(ranges, box)):
        first, last = s + a * st, s + (b - 1) * st
        lo, hi = min(first, last), max(first, last) + 1
        xbox.append((lo, hi))
        if st != 1:
            axes.append(k)
            steps.append(st)
            if st > 0:
                starts.append(0)
                ends.append(hi - lo)
            else:
                starts.append(hi - lo - 1)
                ends.append(-(hi - lo) - 1)
    sub = r.value(node.inputs[0], tuple(xbox))
    if not axes:
        return sub
    return r.b.slice(sub, starts, ends, axes, steps)


def _restrict_pad(r, node: Node, name: str, box: Box) -> str | None:
    """A constant Pad only: the input's part of the box, padded by what of the box lies outside
    it; a box entirely in the padding becomes a Constant."""
    ctx = _ctx(r.src, node)
    if ctx.attr("mode") != "constant":
        return None
    pads = pad_amounts(ctx)
    x = node.inputs[0]
    xs = r.shape(x)
    xbox, pb, pe = [], [], []
    empty = False
    for k, (a, b) in enumerate(box):
        lo, hi = a - pads[k], b - pads[k]
        lo_c, hi_c = max(lo, 0), min(hi, xs[k])
        if hi_c <= lo_c:
            empty = True
            break
        xbox.append((lo_c, hi_c))
        pb.append(lo_c - lo)
        pe.append(hi - hi_c)
    value = ctx.const(2, "constant_value")
    c = float(np.asarray(value).reshape(-1)[0]) if value is not None and value.size else 0.0
    if empty:
        shape = [b - a for a, b in box]
        dtype = r.src.types[name].dtype
        return r.b.one("Constant", [], {"value": np.full(shape, c, dtype=dtype)}, base="const")
    ins = [r.value(x, tuple(xbox)), r.b.param(pb + pe, "pads")]
    if len(node.inputs) > 2 and node.inputs[2]:
        ins.append(r.param(node.inputs[2]))
    return r.b.one("Pad", ins, {"mode": "constant"}, base="corr")

# ---- the vocabulary ----------------------------------------------------------------------------
_PAD_SYMBOLS = tuple(
    Z3Symbol(f"pad{r}", 2 * r, 0, 1, f"Pad with zeros(begins.., ends..; x), rank {r}",
             lambda i, _: ("Pad", {"mode": "constant"}, [int64s(i)]))
    for r in range(1, MAX_RANK + 1))


# ---- the table ---------------------------------------------------------------------------------
register("Concat", LINEAR, attrs={"axis": ("int", None)}, inputs=(1, -1), infer=_infer_concat,
         kernel=_kernel_concat, encode=_encode_concat, boxes=_boxes_concat,
         restrict=_restrict_concat,
         symbols=(Z3Symbol("concat", 1, 0, 2, "Concat(axis; x, y)",
                           lambda i, r: ("Concat", {"axis": i[0]}, [])),))
register("Split", LINEAR, attrs={"axis": ("int", 0), "num_outputs": ("int", None)},
         inputs=(1, 2), const_inputs={1: "split"}, rule_attrs={1: "split"},
         infer=_infer_split, kernel=_kernel_split, encode=_encode_split, boxes=_boxes_split,
         restrict=_restrict_split)
register("Slice", LINEAR, inputs=(3, 5),
         const_inputs={1: "starts", 2: "ends", 3: "axes", 4: "steps"},
         rule_attrs={1: "starts", 2: "ends", 3: "axes", 4: "steps"}, infer=_infer_slice,
         kernel=_kernel_slice, encode=_encode_slice, boxes=_boxes_slice, restrict=_restrict_slice,
         symbols=(Z3Symbol("slice", 3, 0, 1, "Slice(axis, start, end; x), step 1", lambda i, r: (
             "Slice", {}, [int64s([i[1]]), int64s([i[2]]), int64s([i[0]])])),))
register("Pad", LINEAR, attrs={"mode": ("string", "constant")}, inputs=(2, 4),
         const_inputs={1: "pads", 2: "constant_value", 3: "axes"},
         rule_attrs={1: "pads", 2: "value", 3: "axes"}, infer=_infer_pad,
         kernel=_kernel_pad, encode=_encode_pad, boxes=_boxes_pad, restrict=_restrict_pad,
         symbols=_PAD_SYMBOLS)
