"""The original subprogram restricted to a box of its output: PET's correction kernels.

`Restrictor.value(name, box)` emits ONNX nodes computing value `name` of the original program on
exactly `box` (a product of half-open intervals) from the program's inputs: a backward pass that
asks each operator which part of its inputs the box needs (a Slice of the inputs' needed region),
and re-emits the operator on those parts with adjusted attributes:

- Conv: the input rows y*s + k*d - p of the box (clipped to the tensor, the clipped part becomes
  the new pads), the weight rows (and bias) of the box's output channels, the groups the box
  touches (expanded to whole groups, then sliced, when it cuts one);
- MatMul / Gemm: the rows of A and the columns of B the box needs (broadcast dims kept whole);
- Transpose, Concat, Split, Slice (any step), Pad (constant), Add / Sub / Mul (broadcast): the
  index maps run backwards; a box entirely in a Pad's constant region becomes a Constant;
- Reshape & co: when the box is a contiguous run of the input in the same order (a box of the
  input, reshaped), that box of the input; otherwise the whole value, then a Slice.

Anything else is computed whole and sliced: always correct, and the cost model then says
whether the correction is worth it.
"""

from __future__ import annotations

import numpy as np

from verified_opt.ir.graph import Graph, Node
from verified_opt.ops.conv import conv_window
from verified_opt.ops.grid import Box, _ctx
from verified_opt.ops.registry import OPS
from verified_opt.ops.shapes import norm_axis
from verified_opt.ops.slicing import pad_amounts, slice_ranges, split_sizes
from verified_opt.partial.program import Builder

_MAX_ENUMERATE = 1 << 22


def full_box(shape) -> Box:
    return tuple((0, int(d)) for d in shape)


class Restrictor:
    def __init__(self, src: Graph, builder: Builder) -> None:
        self.src = src
        self.b = builder
        self.producer = src.producers()
        self.memo: dict[tuple[str, Box], str] = {}
        self.params: dict[str, str] = {}  # src int parameter -> its name in the builder

    # ---- plumbing --------------------------------------------------------------------------
    def shape(self, name: str) -> tuple[int, ...]:
        return self.src.types[name].shape

    def param(self, name: str) -> str:
        if name not in self.params:
            self.params[name] = self.b.param(self.src.initializers[name], "param")
            self.b.params[self.params[name]] = self.src.initializers[name].copy()
        return self.params[name]

    def cut(self, x: str, have: Box, want: Box) -> str:
        """A tensor that holds a value on `have`, sliced to `want` (inside it)."""
        if have == want:
            return x
        axes = [k for k, (h, w) in enumerate(zip(have, want)) if h != w]
        return self.b.slice(x, [want[k][0] - have[k][0] for k in axes],
                            [want[k][1] - have[k][0] for k in axes], axes)

    def value(self, name: str, box: Box) -> str:
        box = tuple((int(lo), int(hi)) for lo, hi in box)
        key = (name, box)
        if key in self.memo:
            return self.memo[key]
        full = full_box(self.shape(name))
        out: str | None
        if name not in self.producer:  # a program input
            out = self.cut(name, full, box)
        else:
            node = self.producer[name]
            rule = getattr(self, "_" + node.op.lower(), None)
            out = rule(node, name, box) if rule else None
            if out is None:
                whole = self.whole(node, name)
                out = self.cut(whole, full, box)
        self.memo[key] = out
        return out

    def whole(self, node: Node, name: str) -> str:
        """The node re-emitted on its whole inputs: every output of it, whole."""
        key = (name, full_box(self.shape(name)))
        if key in self.memo:
            return self.memo[key]
        spec = OPS[node.op]
        ins = []
        for k, i in enumerate(node.inputs):
            if not i:
                ins.append("")
            elif k in spec.const_inputs or i in self.src.initializers and \
                    self.src.initializers[i].dtype.kind != "f":
                ins.append(self.param(i))
            else:
                ins.append(self.value(i, full_box(self.shape(i))))
        outs = self.b.add(node.op, ins, dict(node.attrs), outputs=len(node.outputs),
                          base="whole")
        for o, new in zip(node.outputs, outs):
            if o:
                self.memo[(o, full_box(self.shape(o)))] = new
        return self.memo[key]

    def _emit(self, node: Node, ins: list[str], attrs: dict | None = None) -> str:
        return self.b.one(node.op, ins, dict(node.attrs) if attrs is None else attrs,
                          base="corr")

    # ---- operators ---------------------------------------------------------------------------
    def _conv(self, node: Node, name: str, box: Box) -> str | None:
        ctx = _ctx(self.src, node)
        win = conv_window(ctx)
        x, w = node.inputs[0], node.inputs[1]
        xs, ws = self.shape(x), self.shape(w)
        g = ctx.attr("group")
        m = ws[0]
        mg, cg = m // g, xs[1] // g
        (n0, n1), (m0, m1) = box[0], box[1]
        if g > 1:
            g0, g1 = m0 // mg, -(-m1 // mg)
            if g1 - g0 > 1 and (m0 % mg or m1 % mg):  # cuts a group: whole groups, then slice
                wide = ((n0, n1), (g0 * mg, g1 * mg)) + box[2:]
                return self.cut(self.value(name, wide), wide, box)
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
        ins = [self.value(x, tuple(xbox)), self.value(w, ((m0, m1),) + full_box(ws)[1:])]
        if len(node.inputs) > 2 and node.inputs[2]:
            ins.append(self.value(node.inputs[2], ((m0, m1),)))
        attrs = {"kernel_shape": list(win.kernel), "strides": list(win.strides),
                 "dilations": list(win.dilations), "pads": pads_b + pads_e, "group": groups}
        return self._emit(node, ins, attrs)

    def _matmul(self, node: Node, name: str, box: Box) -> str | None:
        a, b = node.inputs
        sa, sb = self.shape(a), self.shape(b)
        if len(sa) < 2 or len(sb) < 2:
            return None
        r = len(box)

        def batch(shape):
            nb = len(shape) - 2
            out = []
            for k in range(nb):
                axis = r - 2 - nb + k
                out.append((0, 1) if shape[k] == 1 and self.shape(name)[axis] != 1 else box[axis])
            return out

        abox = tuple(batch(sa) + [box[r - 2], (0, sa[-1])])
        bbox = tuple(batch(sb) + [(0, sb[-2]), box[r - 1]])
        return self._emit(node, [self.value(a, abox), self.value(b, bbox)])

    def _gemm(self, node: Node, name: str, box: Box) -> str | None:
        ctx = _ctx(self.src, node)
        a, b = node.inputs[0], node.inputs[1]
        sa, sb = self.shape(a), self.shape(b)
        rows, cols = box
        abox = ((0, sa[0]), rows) if ctx.attr("transA") else (rows, (0, sa[1]))
        bbox = (cols, (0, sb[1])) if ctx.attr("transB") else ((0, sb[0]), cols)
        ins = [self.value(a, abox), self.value(b, bbox)]
        if len(node.inputs) > 2 and node.inputs[2]:
            ins.append(self.value(node.inputs[2], self._broadcast_box(node.inputs[2], name, box)))
        return self._emit(node, ins)

    def _broadcast_box(self, operand: str, name: str, box: Box) -> Box:
        shape, out = self.shape(operand), self.shape(name)
        off = len(out) - len(shape)
        return tuple((0, 1) if d == 1 and out[off + k] != 1 else box[off + k]
                     for k, d in enumerate(shape))

    def _add(self, node: Node, name: str, box: Box) -> str | None:
        ins = [self.value(i, self._broadcast_box(i, name, box)) for i in node.inputs]
        return self._emit(node, ins)

    _sub = _add
    _mul = _add

    def _identity(self, node: Node, name: str, box: Box) -> str | None:
        return self.value(node.inputs[0], box)

    def _transpose(self, node: Node, name: str, box: Box) -> str | None:
        x = node.inputs[0]
        r = len(box)
        perm = node.attr("perm")
        perm = list(range(r))[::-1] if perm is None else list(perm)
        xbox: list[tuple[int, int] | None] = [None] * r
        for i, p in enumerate(perm):
            xbox[p] = box[i]
        known = [b for b in xbox if b is not None]
        assert len(known) == r  # perm is a permutation (shape inference checked it)
        return self._emit(node, [self.value(x, tuple(known))])

    def _concat(self, node: Node, name: str, box: Box) -> str | None:
        axis = norm_axis(node.attr("axis"), len(box), _ctx(self.src, node))
        a, b = box[axis]
        pieces = []
        off = 0
        for i in node.inputs:
            size = self.shape(i)[axis]
            lo, hi = max(a, off), min(b, off + size)
            if lo < hi:
                ibox = list(box)
                ibox[axis] = (lo - off, hi - off)
                pieces.append(self.value(i, tuple(ibox)))
            off += size
        return self.b.concat(pieces, axis)

    def _split(self, node: Node, name: str, box: Box) -> str | None:
        axis, sizes = split_sizes(_ctx(self.src, node))
        q = list(node.outputs).index(name)
        off = sum(sizes[:q])
        xbox = list(box)
        xbox[axis] = (box[axis][0] + off, box[axis][1] + off)
        return self.value(node.inputs[0], tuple(xbox))

    def _slice(self, node: Node, name: str, box: Box) -> str | None:
        ranges = slice_ranges(_ctx(self.src, node))
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
        sub = self.value(node.inputs[0], tuple(xbox))
        if not axes:
            return sub
        return self.b.slice(sub, starts, ends, axes, steps)

    def _pad(self, node: Node, name: str, box: Box) -> str | None:
        ctx = _ctx(self.src, node)
        if ctx.attr("mode") != "constant":
            return None
        pads = pad_amounts(ctx)
        x = node.inputs[0]
        xs = self.shape(x)
        r = len(xs)
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
            dtype = self.src.types[name].dtype
            return self.b.one("Constant", [], {"value": np.full(shape, c, dtype=dtype)},
                              base="const")
        ins = [self.value(x, tuple(xbox)), self.b.param(pb + pe, "pads")]
        if len(node.inputs) > 2 and node.inputs[2]:
            ins.append(self.param(node.inputs[2]))
        del r
        return self.b.one("Pad", ins, {"mode": "constant"}, base="corr")

    def _reshape(self, node: Node, name: str, box: Box) -> str | None:
        x = node.inputs[0]
        xs, os_ = self.shape(x), self.shape(name)
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
        return self.b.reshape(self.value(x, xbox), [b - a for a, b in box])

    _flatten = _reshape
    _squeeze = _reshape
    _unsqueeze = _reshape
