"""Layout operators: Transpose, DepthToSpace, and the reshapes Reshape, Flatten, Squeeze,
Unsqueeze (one kernel, one encoding: each is a Reshape to the shape inference gives)."""

from __future__ import annotations

from typing import Any

import numpy as np
import z3

from verified_opt.errors import EncodeError, ShapeError
from verified_opt.ops.grid import Box, Grid, Poly
from verified_opt.ops.node import Node, TensorType
from verified_opt.ops.registry import (
    LINEAR,
    MAX_RANK,
    OPS,
    InferCtx,
    Z3Symbol,
    int64s,
    register,
)
from verified_opt.ops.shapes import Floors, Shape, norm_axis


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
    target = [int(v) for v in ctx.required_const(1, "shape").reshape(-1)]
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
    raw = [int(a) for a in ctx.required_const(1, "axes").reshape(-1)]
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


# ---- Z3 encoding (enc: verify/encode.py's SideEncoder) -----------------------------------------
def _encode_transpose(enc, n, ins):
    return [_z3_transpose(enc, ins[0], n.attrs)]


def _encode_depth_to_space(enc, n, ins):
    return [_z3_depth_to_space(enc, ins[0], n.attrs)]


def _encode_reshape(enc, n, ins):
    return [_z3_reshape(enc, n.op, ins[0], n.attrs)]


def _z3_transpose(enc, x, a):
    t, s = x
    perm = enc.ints(a, "perm", list(range(len(s)))[::-1])
    if sorted(perm) != list(range(len(s))):
        raise EncodeError(f"Transpose: perm {perm} is not a permutation of {len(s)} axes")
    if perm == list(range(len(s))):
        return x
    enc.check_rank(len(s), "Transpose")
    return enc.app(f"transpose{len(s)}", *map(z3.IntVal, perm), t), tuple(s[p] for p in perm)


def _z3_depth_to_space(enc, x, a):
    t, s = x
    if a.get("mode", "DCR") != "DCR":
        raise EncodeError("DepthToSpace in CRD mode is outside the vocabulary")
    if len(s) != 4:
        raise EncodeError("DepthToSpace needs a rank-4 tensor")
    b = enc.int(enc.need(a, "blocksize", "DepthToSpace"))
    shape = (s[0], z3.simplify(s[1] / (b * b)), z3.simplify(s[2] * b), z3.simplify(s[3] * b))
    return enc.app("d2s", b, t), shape


def _z3_reshape(enc, op, x, a):
    tx, sx = x
    r = len(sx)
    inferred = None  # where Reshape's -1 is
    if op == "Flatten":
        axis = a.get("axis", 1)
        if type(axis) is not int or not -r <= axis <= r:
            raise EncodeError(f"Flatten: axis {axis!r} out of range for rank {r}")
        axis = axis + r if axis < 0 else axis  # -1 is r - 1 (r itself is allowed too)
        target = (_prod(sx[:axis]), _prod(sx[axis:]))
    elif op == "Squeeze":
        target = _z3_squeezed(enc, sx, a.get("axes"))
    elif op == "Unsqueeze":
        raw = enc.ints(a, "axes", None)
        out_rank = r + len(raw)
        if any(not -out_rank <= v < out_rank for v in raw):
            raise EncodeError(f"Unsqueeze: axes {raw} out of range for rank {out_rank}")
        axes = {v % out_rank for v in raw}
        if len(axes) != len(raw):
            raise EncodeError(f"Unsqueeze: axes {raw} repeat an axis")
        it = iter(sx)
        target = tuple(z3.IntVal(1) if k in axes else next(it) for k in range(out_rank))
    else:
        target, inferred = _z3_reshape_target(enc, sx, a)
    target = tuple(z3.simplify(d) for d in target)
    if enc.same_shape(target, sx):
        return tx, sx
    enc.check_rank(len(target), op)
    # reshape's meaning is ONNX's Reshape (allowzero 0), where a 0 copies the input's dim:
    # a target dim that may be 0 (an empty slice upstream) is not what it would mean. A -1
    # is the size over the other dims, >= 1 wherever it divides, if the size is.
    for k, d in enumerate(target):
        if k == inferred:
            d = _prod(sx)
        if not _positive(d, enc.floors) and not enc.provable(d >= 1):
            raise EncodeError(f"{op}: cannot tell that the target dim {d} is never 0")
    return enc.app(f"reshape{len(target)}", *target, tx), target


def _z3_squeezed(enc, sx: Shape, axes: Any) -> Shape:
    r = len(sx)
    if axes is None or axes == []:
        # every dim of size 1 goes: a dim that may be 1 for some sizes and not for others
        # has no one encoding
        keep = []
        for d in sx:
            if enc.provable(d != 1):
                keep.append(d)
            elif not enc.provable(d == 1):
                raise EncodeError(f"Squeeze without axes: cannot tell whether {d} is 1")
        return tuple(keep)
    gone = {enc.axis(v, r) for v in enc.ints({"axes": axes}, "axes")}
    return tuple(d for k, d in enumerate(sx) if k not in gone)


def _z3_reshape_target(enc, sx: Shape, a: dict) -> tuple[list, int | None]:
    """Reshape's target dims, and where its -1 is."""
    raw = list(enc.need(a, "shape", "Reshape"))
    allowzero = enc.flag(a, "allowzero", 0)
    target: list = []
    for k, v in enumerate(raw):
        if type(v) is int and v == 0 and not allowzero:
            if k >= len(sx):
                raise EncodeError(f"Reshape: 0 at {k} copies a dim the input lacks")
            target.append(sx[k])
        elif type(v) is int and v == -1:
            target.append(None)
        elif type(v) is int and v < 0:
            raise EncodeError(f"Reshape to {raw}")
        else:
            d = enc.int(v)
            # an entry that is 0 or -1 at some sizes means "copy" or "infer" there
            if not _positive(d, enc.floors) and not enc.provable(d >= 1):
                raise EncodeError(f"Reshape: cannot tell that {v!r} is a size for every size")
            target.append(d)
    if target.count(None) > 1:
        raise EncodeError(f"Reshape to {raw}: more than one -1")
    inferred = target.index(None) if None in target else None
    if inferred is not None:
        target[inferred] = _prod(sx) / _prod([d for d in target if d is not None])
    return target, inferred


def _positive(e: z3.ArithRef, floors: Floors) -> bool:
    """>= 1 at a glance: a positive integer, a symbol whose floor is 1, or sums and products of
    them (what rules write for sizes: "k*kh*kw", "2*th"), without a solver call."""
    if z3.is_int_value(e):
        return e.as_long() >= 1
    if z3.is_const(e):
        return floors.get(e.decl().name(), 1) >= 1
    if z3.is_add(e) or z3.is_mul(e):
        return all(_positive(c, floors) for c in e.children())
    return False


def _prod(dims) -> z3.ArithRef:
    out = z3.IntVal(1)
    for d in dims:
        out = out * d
    return z3.simplify(out)


# ---- box propagation (ops/grid.py) -------------------------------------------------------------
# Transpose: cuts are permuted.
# Reshape / Flatten / Squeeze / Unsqueeze: dimensions are grouped where the prefix products of
# both shapes agree. In a group whose suffix products form a divisibility chain, both sides are
# merges of the same "atoms"; an output dimension made of several atoms is cut at every multiple
# of its lowest atom (inside such a block the map is affine), an input cut becomes the
# lexicographic cuts of its digits. Other groups are cut at every position of all but their last
# output dimension, and the last where the flat index wraps the lowest input dimension or crosses
# an input cut. Always exact; sometimes finer than necessary.
def _boxes_transpose(graph, node, ins, outs) -> list[Poly]:
    p, out_t = ins[0], outs[0]
    perm = node.attr("perm")
    perm = list(range(len(p.grid.shape)))[::-1] if perm is None else list(perm)
    return [Poly(Grid.make(out_t.shape, [p.grid.cuts[k] for k in perm]), p.sigs, p.uniform)]


def _boxes_reshape(graph, node, ins, outs) -> list[Poly]:
    p, out_t = ins[0], outs[0]
    return [Poly(Grid.make(out_t.shape, reshape_cuts(p.grid.shape, p.grid.cuts, out_t.shape)),
                 p.sigs, p.uniform)]


def reshape_cuts(in_shape: tuple[int, ...], in_cuts, out_shape: tuple[int, ...]) -> list[set]:
    keep_in = [i for i, d in enumerate(in_shape) if d != 1]
    keep_out = [j for j, d in enumerate(out_shape) if d != 1]
    a = [in_shape[i] for i in keep_in]
    b = [out_shape[j] for j in keep_out]
    ac = [set(in_cuts[i]) for i in keep_in]
    out: list[set] = [set() for _ in out_shape]
    i = j = 0
    while i < len(a):
        gi, gj = [i], [j]
        pa, pb = a[i], b[j]
        i, j = i + 1, j + 1
        while pa != pb:
            if pa < pb:
                pa *= a[i]
                gi.append(i)
                i += 1
            else:
                pb *= b[j]
                gj.append(j)
                j += 1
        res = _group_cuts([a[k] for k in gi], [ac[k] for k in gi], [b[k] for k in gj])
        for k, cs in zip(gj, res):
            out[keep_out[k]] = cs
    return out


def _suffix(sizes: list[int]) -> list[int]:
    """Stride of every dimension (row-major) and the total, high to low: [N, ..., 1]."""
    out = [1]
    for d in reversed(sizes):
        out.append(out[-1] * d)
    return out[::-1]


def _group_cuts(a: list[int], ac: list[set], b: list[int]) -> list[set]:
    if len(a) == 1 and len(b) == 1:
        return [set(ac[0])]
    sa, sb = _suffix(a), _suffix(b)  # sa[k] = stride of dim k * size ... sa[k] = prod(a[k:])
    bounds = sorted(set(sa) | set(sb))
    chain = all(bounds[t + 1] % bounds[t] == 0 for t in range(len(bounds) - 1))
    if chain:
        return _chain_cuts(a, ac, b, bounds)
    return _fallback_cuts(a, ac, b)


def _chain_cuts(a, ac, b, bounds) -> list[set]:
    # Atom t spans strides [bounds[t], bounds[t+1]): size bounds[t+1] // bounds[t].
    n_atoms = len(bounds) - 1
    size = [bounds[t + 1] // bounds[t] for t in range(n_atoms)]
    sa, sb = _suffix(a), _suffix(b)

    def owner(suffix, t):  # which dimension holds atom t: suffix[k+1] <= bounds[t] < suffix[k]
        for k in range(len(suffix) - 1):
            if suffix[k + 1] <= bounds[t] < suffix[k]:
                return k
        raise AssertionError

    in_of = [owner(sa, t) for t in range(n_atoms)]
    out_of = [owner(sb, t) for t in range(n_atoms)]
    atom_cuts: list[set] = [set() for _ in range(n_atoms)]
    for k, cuts in enumerate(ac):
        atoms = [t for t in reversed(range(n_atoms)) if in_of[t] == k]  # high to low
        for c in cuts:
            rest = c
            for t in atoms:
                unit = bounds[t] // sa[k + 1]  # the atom's stride inside dimension k
                digit, rest = divmod(rest, unit)
                atom_cuts[t].add(digit)
                if rest == 0:
                    break
                atom_cuts[t].add(digit + 1)
    res: list[set] = []
    for j, bj in enumerate(b):
        atoms = [t for t in reversed(range(n_atoms)) if out_of[t] == j]
        v = np.arange(bj, dtype=np.int64)
        brk = np.zeros(bj, dtype=bool)
        for t in atoms:
            unit = bounds[t] // sb[j + 1]
            digit = (v // unit) % size[t]
            cell = np.searchsorted(np.asarray(sorted(atom_cuts[t]), dtype=np.int64), digit,
                                   side="right")
            brk[1:] |= cell[1:] != cell[:-1]
        if len(atoms) >= 2:
            low = size[atoms[-1]]
            brk |= (v % low) == 0
        brk[0] = False
        res.append(set(np.nonzero(brk)[0].tolist()))
    return res


def _fallback_cuts(a, ac, b) -> list[set]:
    n = int(np.prod(a))
    f = np.arange(n, dtype=np.int64)
    brk = np.zeros(n, dtype=bool)
    brk |= (f % a[-1]) == 0
    rem = f
    for k in reversed(range(len(a))):
        digit = rem % a[k]
        rem = rem // a[k]
        cell = np.searchsorted(np.asarray(sorted(ac[k]), dtype=np.int64), digit, side="right")
        brk[1:] |= cell[1:] != cell[:-1]
    last = set((f[brk] % b[-1]).tolist()) - {0}
    return [set(range(1, d)) for d in b[:-1]] + [last]


# ---- restriction (PET's corrections) ----------------------------------------------------------
def _restrict_transpose(r, node: Node, name: str, box: Box) -> str | None:
    x = node.inputs[0]
    n = len(box)
    perm = node.attr("perm")
    perm = list(range(n))[::-1] if perm is None else list(perm)
    xbox: list[tuple[int, int] | None] = [None] * n
    for i, p in enumerate(perm):
        xbox[p] = box[i]
    known = [b for b in xbox if b is not None]
    assert len(known) == n  # perm is a permutation (shape inference checked it)
    return r.emit(node, [r.value(x, tuple(known))])


_MAX_ENUMERATE = 1 << 22  # positions of a box whose input positions are worked out one by one


def _restrict_reshape(r, node: Node, name: str, box: Box) -> str | None:
    """When the box is a contiguous run of the input in the same order (a box of the input,
    reshaped), that box of the input; otherwise None (the whole value, then a Slice)."""
    x = node.inputs[0]
    xs, os_ = r.shape(x), r.shape(name)
    n_box = int(np.prod([b - a for a, b in box]))
    if n_box > _MAX_ENUMERATE or n_box == 0:
        return None
    grids = np.meshgrid(*[np.arange(a, b) for a, b in box], indexing="ij")
    flat = np.ravel_multi_index([g.reshape(-1) for g in grids], os_)
    coords = np.unravel_index(flat, xs)
    xbox = tuple((int(c.min()), int(c.max()) + 1) for c in coords)
    if int(np.prod([b - a for a, b in xbox])) != n_box:
        return None
    local = np.ravel_multi_index([c - lo for c, (lo, _) in zip(coords, xbox)],
                                 [b - a for a, b in xbox])
    if not np.array_equal(local, np.arange(n_box)):
        return None
    return r.b.reshape(r.value(x, xbox), [b - a for a, b in box])

# ---- the vocabulary ----------------------------------------------------------------------------
# One symbol per rank: its Int arguments are the perm or the target shape.
_TRANSPOSE_SYMBOLS = tuple(
    Z3Symbol(f"transpose{r}", r, 0, 1, f"Transpose(perm of {r} axes; x)",
             lambda i, _: ("Transpose", {"perm": list(i)}, []))
    for r in range(1, MAX_RANK + 1))
_RESHAPE_SYMBOLS = tuple(
    Z3Symbol(f"reshape{r}", r, 0, 1, f"Reshape to {r} dims(d0..; x); Flatten/Squeeze/Unsqueeze too",
             lambda i, _: ("Reshape", {}, [int64s(i)]))
    for r in range(1, MAX_RANK + 1))


# ---- the table ---------------------------------------------------------------------------------
register("Transpose", LINEAR, attrs={"perm": ("ints", None)}, infer=_infer_transpose,
         kernel=_kernel_transpose, encode=_encode_transpose, boxes=_boxes_transpose,
         restrict=_restrict_transpose,
         symbols=_TRANSPOSE_SYMBOLS)
register("DepthToSpace", LINEAR, attrs={"blocksize": ("int", None), "mode": ("string", "DCR")},
         infer=_infer_depth_to_space, kernel=_kernel_depth_to_space, encode=_encode_depth_to_space,
         symbols=(Z3Symbol("d2s", 1, 0, 1, "DepthToSpace, DCR mode(blocksize; x)", lambda i, r: (
             "DepthToSpace", {"blocksize": i[0], "mode": "DCR"}, [])),))
register("Reshape", LINEAR, attrs={"allowzero": ("int", 0)}, inputs=(2, 2),
         const_inputs={1: "shape"}, rule_attrs={1: "shape"}, infer=_infer_reshape,
         kernel=_kernel_reshape, encode=_encode_reshape, boxes=_boxes_reshape,
         restrict=_restrict_reshape,
         symbols=_RESHAPE_SYMBOLS)
register("Flatten", LINEAR, attrs={"axis": ("int", 1)}, infer=_infer_flatten,
         kernel=_kernel_reshape, encode=_encode_reshape, boxes=_boxes_reshape,
         restrict=_restrict_reshape)
register("Squeeze", LINEAR, inputs=(1, 2), const_inputs={1: "axes"}, rule_attrs={1: "axes"},
         infer=_infer_squeeze, kernel=_kernel_reshape, encode=_encode_reshape, boxes=_boxes_reshape,
         restrict=_restrict_reshape)
register("Unsqueeze", LINEAR, inputs=(2, 2), const_inputs={1: "axes"}, rule_attrs={1: "axes"},
         infer=_infer_unsqueeze, kernel=_kernel_reshape, encode=_encode_reshape,
         boxes=_boxes_reshape, restrict=_restrict_reshape)
