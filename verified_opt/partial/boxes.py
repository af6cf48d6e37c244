"""Box propagation for multilinear subprograms (PET's theorem, made exact).

Every float tensor that enters a subprogram (activations and weights alike) is a *variable*; the
value of every position of every tensor computed from them is then a polynomial in the variables'
elements. Box propagation splits each tensor's index space into a grid of boxes (exact integer
intervals per dimension) such that, inside one box, the tensor has PET's *single summation region*
form

    T[v] = sum_{r in R} c_r * prod_j X_j[A_j v + b_j(r)]          (v in the box)

with R, the coefficients c_r and the linear parts A_j independent of v. Put differently: for
every *signature* (the set of variables multiplied in a monomial) the multiset of monomials at
v + e_i is the one at v shifted by a fixed index vector, for every v, v + e_i in the box.

Why that is what random testing needs (the argument `partial.testing` relies on): if two
programs both have this form on a box, and they are equal as polynomials at the box origin o and
at o + e_i for every dimension i, then the monomial multisets satisfy S1(o) = S2(o) =: S and
S + a1_i = S + a2_i, so a1_i = a2_i (a finite multiset determines its shift: compare the
lexicographically least elements), hence S1(v) = S + sum (v-o)_i a_i = S2(v) on the whole box.
(Without the fixed linear part the claim is false: X[v] + X[3v+1] and X[1] + X[4v] agree at
v = 0 and v = 1 and nowhere after; that is why Add refuses operands that share a signature.)

How each operator moves boxes (a grid is represented by its cut points per dimension; a box is
a cell of the grid):

- Conv: batch cuts of X and channel cuts of W (and bias) carry over; output channels are cut at
  group boundaries; on each spatial axis the output is cut wherever, for some kernel tap, the
  input position y*s + k*d - p crosses a cut of X or an edge of X (so padded borders are boxes of
  their own, with a fixed set of taps in range).
- MatMul / Gemm: rows from A, columns from B, batch dimensions from both (broadcast dims carry
  no cuts); the reduced dimension is summed, its cuts do not matter.
- Transpose: cuts are permuted. Concat: each input's cuts shifted by its offset, plus the seams;
  other dims take the union. Split / Slice: cuts inside the taken range, mapped back (any step).
- Pad (constant, edge, reflect, wrap, negative pads too): cuts where the source index changes
  cell, leaves the tensor, or changes slope; a non-zero constant adds the constant monomial.
- Reshape / Flatten / Squeeze / Unsqueeze: dimensions are grouped where the prefix products of
  both shapes agree. In a group whose suffix products form a divisibility chain, both sides are
  merges of the same "atoms"; an output dimension made of several atoms is cut at every multiple
  of its lowest atom (inside such a block the map is affine), an input cut becomes the
  lexicographic cuts of its digits. Other groups are cut at every position of all but their
  last output dimension, and the last where the flat index wraps the lowest input dimension or
  crosses an input cut. Always exact; sometimes finer than necessary.
- Add / Sub / Mul (broadcasting): union of the operands' cuts; Mul and products in Conv/MatMul
  need operands over disjoint variables (multilinearity); Add / Sub need operands with no
  signature in common.
- Operators that sum over positions of an input (Conv's window and channels, MatMul's and
  Gemm's inner dimension) combine several of its boxes in one output box: every box must then
  move a signature's indices with the same linear part. That holds of variables and survives
  affine data movement; a Concat whose parts share a signature (two views of one tensor) or an
  edge/reflect/wrap Pad loses it, and such an input is refused. (Brute force finds the
  counterexample: Conv(Concat(X, X^T)) has boxes where the m+1 positions agree and others not.)

Anything else raises NotMultilinear: the subprogram (or mutant) is not certified, never guessed.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

import numpy as np

from verified_opt.errors import VoptError
from verified_opt.ir.graph import Graph, Node, TensorType
from verified_opt.ops.conv import conv_window
from verified_opt.ops.registry import OPS, InferCtx
from verified_opt.ops.shapes import norm_axis
from verified_opt.ops.slicing import pad_amounts, slice_ranges, split_sizes

Box = tuple[tuple[int, int], ...]

# Operators box propagation handles (the data-movement ones need no arithmetic).
PET_OPS = frozenset({"Conv", "MatMul", "Gemm", "Transpose", "Reshape", "Flatten", "Squeeze",
                     "Unsqueeze", "Concat", "Split", "Slice", "Pad", "Add", "Sub", "Mul",
                     "Identity"})
PRODUCT_OPS = frozenset({"Conv", "MatMul", "Gemm", "Mul"})


class NotMultilinear(VoptError):
    """The program is not of the form box propagation certifies; fail closed."""

    exit_code = 1


# ---- grids -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Grid:
    """A partition of an index space into boxes: sorted interior cut points per dimension."""

    shape: tuple[int, ...]
    cuts: tuple[tuple[int, ...], ...]

    @staticmethod
    def make(shape, cuts) -> Grid:
        shape = tuple(int(d) for d in shape)
        norm = tuple(tuple(sorted({int(c) for c in cs if 0 < int(c) < d}))
                     for cs, d in zip(cuts, shape))
        return Grid(shape, norm)

    @staticmethod
    def whole(shape) -> Grid:
        return Grid.make(shape, [()] * len(shape))

    def bounds(self, dim: int) -> list[int]:
        return [0, *self.cuts[dim], self.shape[dim]]

    def intervals(self, dim: int) -> list[tuple[int, int]]:
        b = self.bounds(dim)
        return list(itertools.pairwise(b))

    def count(self) -> int:
        return int(np.prod([len(c) + 1 for c in self.cuts], dtype=np.int64))

    def boxes(self) -> Iterator[Box]:
        return itertools.product(*(self.intervals(d) for d in range(len(self.shape))))

    def refine(self, other: Grid) -> Grid:
        if other.shape != self.shape:
            raise NotMultilinear(f"grids of shapes {self.shape} and {other.shape}")
        return Grid.make(self.shape, [set(a) | set(b) for a, b in zip(self.cuts, other.cuts)])

    def cell_of(self, index: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(int(np.searchsorted(np.asarray(c, dtype=np.int64), i, side="right"))
                     for c, i in zip(self.cuts, index))

    def to_json(self) -> dict:
        return {"shape": list(self.shape), "cuts": [list(c) for c in self.cuts]}

    @staticmethod
    def from_json(d: Mapping) -> Grid:
        return Grid.make(d["shape"], d["cuts"])


def box_positions(box: Box) -> list[tuple[int, ...]]:
    """PET's test positions: the origin, and origin + e_i for every dimension the box spans."""
    origin = tuple(lo for lo, _ in box)
    out = [origin]
    for i, (lo, hi) in enumerate(box):
        if hi - lo > 1:
            out.append(origin[:i] + (lo + 1,) + origin[i + 1:])
    return out


# ---- what propagation knows of a value ---------------------------------------------------------
Signature = frozenset  # of variable names


@dataclass(frozen=True)
class Poly:
    grid: Grid
    sigs: frozenset  # of Signature: which variables a monomial multiplies
    # Whether every signature has the same linear index part in every box of the value (true
    # of variables, kept by affine data movement; lost by a Concat of two views of one tensor
    # or by edge/reflect/wrap padding). Operators that sum over positions of their input (Conv,
    # MatMul, Gemm) combine boxes of it, and need this, else the shifts need not agree.
    uniform: bool = True

    @property
    def variables(self) -> frozenset:
        return frozenset().union(*self.sigs) if self.sigs else frozenset()

    @property
    def degree(self) -> int:
        return max((len(s) for s in self.sigs), default=0)


def _ctx(graph: Graph, node: Node) -> InferCtx:
    types = [graph.types.get(i) if i else None for i in node.inputs]
    consts = [graph.initializers.get(i) if i else None for i in node.inputs]
    return InferCtx(node, types, consts)


def _reduced(where: str, *polys: Poly | None) -> None:
    if any(p is not None and not p.uniform for p in polys):
        raise NotMultilinear(f"{where} sums over an input whose boxes have different index "
                             "maps for one signature (e.g. a Concat of two views of a tensor): "
                             "the m+1 positions would not determine its boxes")


def _product(a: Poly, b: Poly, where: str) -> frozenset:
    shared = a.variables & b.variables
    if shared:
        raise NotMultilinear(f"{where}: both factors depend on {sorted(shared)} (not multilinear)")
    return frozenset(x | y for x in a.sigs for y in b.sigs)


def _sum(a: frozenset, b: frozenset, where: str) -> frozenset:
    shared = a & b
    if shared:
        names = sorted(sorted(s) for s in shared)
        raise NotMultilinear(f"{where}: both terms have monomials over {names}; their linear "
                             "index parts need not agree, so boxes cannot be certified")
    return a | b


# ---- one-dimensional index maps ----------------------------------------------------------------
def segment_cuts(out_len: int, maps: list[np.ndarray], in_cuts, in_size: int) -> set[int]:
    """Cuts of an output axis whose positions read input positions `maps[t][o]` (-1: none).

    Greedy maximal segments on which, for every map, the input position stays in one input cell
    (or stays absent) and moves with a constant slope: exact, and minimal for these maps.
    """
    cuts_arr = np.asarray(sorted(in_cuts), dtype=np.int64)
    cells = []
    for m in maps:
        valid = (m >= 0) & (m < in_size)
        cell = np.where(valid, np.searchsorted(cuts_arr, m, side="right"), -1)
        cells.append((np.where(valid, m, -1), cell))
    out: set[int] = set()
    start = 0
    for o in range(1, out_len):
        brk = False
        for m, cell in cells:
            if cell[o] != cell[o - 1]:
                brk = True
                break
            if cell[o] >= 0 and o - start >= 2 and m[o] - m[o - 1] != m[start + 1] - m[start]:
                brk = True
                break
        if brk:
            out.add(o)
            start = o
    return out


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


# ---- reshape -----------------------------------------------------------------------------------
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


# ---- the operators -----------------------------------------------------------------------------
def _broadcast_cuts(out_shape, polys: list[Poly]) -> list[set]:
    cuts: list[set] = [set() for _ in out_shape]
    r = len(out_shape)
    for p in polys:
        off = r - len(p.grid.shape)
        for k, d in enumerate(p.grid.shape):
            if d == out_shape[off + k]:
                cuts[off + k] |= set(p.grid.cuts[k])
    return cuts


def _conv(graph: Graph, node: Node, ins: list[Poly | None], out_t: TensorType) -> Poly:
    ctx = _ctx(graph, node)
    x, w = ins[0], ins[1]
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
    return Poly(Grid.make(out_t.shape, cuts), sigs, uniform)


def _matmul(graph, node, ins, out_t) -> Poly:
    pa, pb = ins
    sigs = _product(pa, pb, f"MatMul '{node.name}'")
    _reduced(f"MatMul '{node.name}'", pa, pb)
    a_shape, b_shape = pa.grid.shape, pb.grid.shape
    r = len(out_t.shape)
    cuts: list[set] = [set() for _ in out_t.shape]
    a_rows = len(a_shape) - 2 if len(a_shape) >= 2 else None
    b_cols = len(b_shape) - 1 if len(b_shape) >= 2 else None
    if a_rows is not None:
        row_axis = r - 2 if b_cols is not None else r - 1
        cuts[row_axis] |= set(pa.grid.cuts[a_rows])
    if b_cols is not None:
        cuts[r - 1] |= set(pb.grid.cuts[b_cols])
    nbatch = r - (a_rows is not None) - (b_cols is not None)
    for p, shape in ((pa, a_shape), (pb, b_shape)):
        nb = len(shape) - 2
        for k in range(max(nb, 0)):
            axis = nbatch - nb + k
            if shape[k] == out_t.shape[axis]:
                cuts[axis] |= set(p.grid.cuts[k])
    return Poly(Grid.make(out_t.shape, cuts), sigs)


def _gemm(graph, node, ins, out_t) -> Poly:
    ctx = _ctx(graph, node)
    pa, pb = ins[0], ins[1]
    sigs = _product(pa, pb, f"Gemm '{node.name}'")
    _reduced(f"Gemm '{node.name}'", pa, pb)
    rows = set(pa.grid.cuts[1 if ctx.attr("transA") else 0])
    cols = set(pb.grid.cuts[0 if ctx.attr("transB") else 1])
    cuts = [rows, cols]
    if len(ins) > 2 and ins[2] is not None:
        sigs = _sum(sigs, ins[2].sigs, f"Gemm '{node.name}' C")
        for k, s in enumerate(_broadcast_cuts(out_t.shape, [ins[2]])):
            cuts[k] |= s
    uniform = len(ins) <= 2 or ins[2] is None or ins[2].uniform
    return Poly(Grid.make(out_t.shape, cuts), sigs, uniform)


def _transpose(graph, node, ins, out_t) -> Poly:
    p = ins[0]
    perm = node.attr("perm")
    perm = list(range(len(p.grid.shape)))[::-1] if perm is None else list(perm)
    return Poly(Grid.make(out_t.shape, [p.grid.cuts[k] for k in perm]), p.sigs, p.uniform)


def _reshape(graph, node, ins, out_t) -> Poly:
    p = ins[0]
    return Poly(Grid.make(out_t.shape, reshape_cuts(p.grid.shape, p.grid.cuts, out_t.shape)),
                p.sigs, p.uniform)


def _concat(graph, node, ins, out_t) -> Poly:
    axis = norm_axis(node.attr("axis"), len(out_t.shape), _ctx(graph, node))
    cuts: list[set] = [set() for _ in out_t.shape]
    off = 0
    sigs: frozenset = frozenset()
    uniform = True
    for p in ins:
        uniform = uniform and p.uniform and not (sigs & p.sigs)
        for k in range(len(out_t.shape)):
            if k == axis:
                cuts[k] |= {c + off for c in p.grid.cuts[k]} | {off}
            else:
                cuts[k] |= set(p.grid.cuts[k])
        off += p.grid.shape[axis]
        sigs = sigs | p.sigs  # different inputs fill different boxes: no products, no sums
    return Poly(Grid.make(out_t.shape, cuts), sigs, uniform)


def _split(graph, node, ins, outs) -> list[Poly]:
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


def _slice(graph, node, ins, out_t) -> Poly:
    p = ins[0]
    ranges = slice_ranges(_ctx(graph, node))
    cuts = []
    for k, (s, e, st) in enumerate(ranges):
        n = out_t.shape[k]
        src = s + st * np.arange(n, dtype=np.int64)
        cuts.append(segment_cuts(n, [src], p.grid.cuts[k], p.grid.shape[k]))
    return Poly(Grid.make(out_t.shape, cuts), p.sigs, p.uniform)


def _pad(graph, node, ins, out_t) -> Poly:
    p = ins[0]
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
    return Poly(Grid.make(out_t.shape, cuts), sigs, uniform)


def _elementwise(graph, node, ins, out_t) -> Poly:
    a, b = ins
    where = f"{node.op} '{node.name}'"
    sigs = _product(a, b, where) if node.op == "Mul" else _sum(a.sigs, b.sigs, where)
    return Poly(Grid.make(out_t.shape, _broadcast_cuts(out_t.shape, [a, b])), sigs,
                a.uniform and b.uniform)


def _identity(graph, node, ins, out_t) -> Poly:
    return Poly(Grid.make(out_t.shape, ins[0].grid.cuts), ins[0].sigs, ins[0].uniform)


_SINGLE = {"Conv": _conv, "MatMul": _matmul, "Gemm": _gemm, "Transpose": _transpose,
           "Reshape": _reshape, "Flatten": _reshape, "Squeeze": _reshape, "Unsqueeze": _reshape,
           "Concat": _concat, "Slice": _slice, "Pad": _pad, "Add": _elementwise,
           "Sub": _elementwise, "Mul": _elementwise, "Identity": _identity}


def variables_of(graph: Graph) -> list[str]:
    """The variables of a subprogram: its float inputs, and float initializers that enter the
    arithmetic (not those read only as parameters, like Pad's constant_value)."""
    out = [k for k, t in graph.inputs.items() if np.dtype(t.dtype).kind == "f"]
    data_uses = set()
    for n in graph.nodes:
        spec = OPS.get(n.op)
        consts = spec.const_inputs if spec else {}
        data_uses |= {i for k, i in enumerate(n.inputs) if i and k not in consts}
    out += [k for k, v in graph.initializers.items() if v.dtype.kind == "f" and k in data_uses]
    return out


def propagate(graph: Graph) -> dict[str, Poly]:
    """Boxes of every float value of a subprogram; raises NotMultilinear where not certified."""
    polys: dict[str, Poly] = {}
    for name in variables_of(graph):
        t = graph.types[name]
        polys[name] = Poly(Grid.whole(t.shape), frozenset({frozenset({name})}))
    for node in graph.nodes:
        if node.op not in PET_OPS or node.domain not in ("", "ai.onnx"):
            raise NotMultilinear(f"{node.op} '{node.name}' is not multilinear")
        if node.op == "Gemm":
            for key in ("alpha", "beta"):
                v = float(node.attr(key, 1.0))
                if v != round(v):
                    raise NotMultilinear(f"Gemm '{node.name}': {key}={v} is not an integer")
        spec = OPS[node.op]
        ins: list[Poly | None] = []
        for k, i in enumerate(node.inputs):
            if not i or k in spec.const_inputs:
                ins.append(None)
                continue
            if i not in polys:
                raise NotMultilinear(f"{node.op} '{node.name}': input '{i}' is not a float value "
                                     "of the subprogram")
            ins.append(polys[i])
        data = [p for k, p in enumerate(ins) if k not in spec.const_inputs]
        if node.op == "Pad":
            data = [ins[0]]
        if any(p is None for p in data[:2 if node.op in PRODUCT_OPS else 1]):
            raise NotMultilinear(f"{node.op} '{node.name}': missing data input")
        outs_t = [graph.types.get(o) if o else None for o in node.outputs]
        try:
            if node.op == "Split":
                results = _split(graph, node, [ins[0]], outs_t)
            else:
                if node.op in ("Concat", "Add", "Sub", "Mul"):
                    args = [p for p in ins if p is not None]
                elif node.op in ("Conv", "Gemm"):
                    args = ins
                elif node.op == "MatMul":
                    args = ins[:2]
                else:
                    args = [ins[0]]
                results = [_SINGLE[node.op](graph, node, args, outs_t[0])]
        except NotMultilinear:
            raise
        except VoptError as e:  # a non-constant parameter, a malformed attribute ...
            raise NotMultilinear(f"{node.op} '{node.name}': {e}") from None
        for o, p in zip(node.outputs, results):
            if o and p is not None:
                polys[o] = p
    return polys
