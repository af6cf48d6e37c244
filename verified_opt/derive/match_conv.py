"""Instantiation matchers for the windowed operators: Conv, ConvTranspose, Col2Im.

Each takes a stage whose reads are model tensors or earlier stages' values (instantiate.py's
flattened stage) and returns the operator's form with every attribute derived from the
indices, or None. The padding is not a flag in an expression (reads out of bounds are 0), so
each spatial index must be one output iterator and at most one kernel iterator, alone in its
dimension: then the expression's zeros are exactly the operator's padding. A loop range that
starts past 0 or stops early becomes the pads (or a Slice of the input where the head pad would
be negative). Whatever does not fit returns None and becomes an eOperator; what is emitted is
still run against the expression by check.instantiation before it is used.

    Conv           L<n, f.., o..> Σ<c, k..> X[n, c, s*o + d*k + e ..] * W[plain f.., c, k..]
                   (groups: X's channel (f // F/g) * C/g + c, as lower.py writes it)
    ConvTranspose  L<n, f, o..> Σ<c, i..> X[n, c, i..] * W[c, f, o - s*i + e ..]
    Col2Im         L<n, c, o..> Σ<l..> T[n, c, o - s*l + e .., l..]  (T's dims in any order)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from onnx import helper

from verified_opt.derive.expr import Access, Aff, Div, Mul, Scope, Tensor, accesses


def _lin(ix: Aff) -> dict[str, int] | None:
    """The index as {iterator: coefficient} when every atom is a plain iterator."""
    if any(not isinstance(a, str) for a, _ in ix.terms):
        return None
    return {str(a): c for a, c in ix.terms}


def _plain_name(ix: Aff) -> str | None:
    t = _lin(ix)
    if t is None or ix.const or len(t) != 1:
        return None
    (n, c), = t.items()
    return n if c == 1 else None


def _tail(extent: int, head: int, length: int, stride: int, window: int) -> int | None:
    """The end pad for `extent` outputs when ONNX computes (length + head + tail - window)
    // stride + 1 of them; None when no tail >= 0 gives exactly `extent`."""
    base = (extent - 1) * stride + window - length - head
    tail = max(0, base)
    return tail if tail <= base + stride - 1 else None


def _finish(bld, value: str, natural: list[str], ext: dict[str, int], s: Scope,
            output: str, shape_now: list[int]) -> None:
    """value (dims shape_now, loops `natural` once reshaped) into `output` in s's loop order."""
    loops = [i.name for i in s.loops]
    want = [ext[x] for x in natural]
    moved = [x for x in natural if ext[x] != 1] != [x for x in loops if ext[x] != 1]
    if not moved:   # size-1 dims move without a Transpose
        want = [ext[x] for x in loops]
        if shape_now == want:
            _rename_last(bld, value, output)
        else:
            bld.out.nodes.append(helper.make_node(
                "Reshape", [value, bld.const(np.array(want, np.int64), "shape")], [output],
                name=bld.name("reshape")))
        return
    if shape_now != want:
        value = bld.node("Reshape", [value, bld.const(np.array(want, np.int64), "shape")])
    bld.out.nodes.append(helper.make_node("Transpose", [value], [output],
                                          perm=[natural.index(x) for x in loops],
                                          name=bld.name("transpose")))


def _rename_last(bld, value: str, output: str) -> None:
    """The node that wrote `value` (the last one) writes `output` instead."""
    if bld.out.nodes and bld.out.nodes[-1].output[0] == value:
        bld.out.nodes[-1].output[0] = output
    else:
        bld.out.nodes.append(helper.make_node("Identity", [value], [output],
                                              name=bld.name("identity")))


def _relayout(bld, t: Tensor, dims: list[int], groups: list[list[int]]) -> str:
    """t with its dims in the order `dims`, reshaped to the products of `groups` (lists of
    t's dims); constants re-laid out here, size-1 dims moved without a Transpose."""
    shape = [math.prod(t.shape[d] for d in g) for g in groups]
    if dims == list(range(len(dims))) and shape == list(t.shape):
        return t.name
    if t.name in bld.consts:
        arr = np.transpose(bld.consts[t.name], dims).reshape(shape)
        return bld.const(arr.astype(bld.consts[t.name].dtype), "w")
    v = t.name
    if [d for d in dims if t.shape[d] != 1] != [d for d in range(len(dims)) if t.shape[d] != 1]:
        v = bld.node("Transpose", [v], perm=dims)
    if shape != [t.shape[d] for d in dims]:
        v = bld.node("Reshape", [v, bld.const(np.array(shape, np.int64), "shape")])
    return v


def _two_reads(s: Scope) -> tuple[Access, Access] | None:
    if not isinstance(s.body, Mul) or not isinstance(s.body.a, Access) \
            or not isinstance(s.body.b, Access):
        return None
    a, b = s.body.a, s.body.b
    if not isinstance(a.src, Tensor) or not isinstance(b.src, Tensor):
        return None
    return a, b


def _covers(s: Scope, name: str, dim: int) -> bool:
    """Iterator `name` of s runs over exactly [0, dim)."""
    it = next((i for i in s.iters if i.name == name), None)
    return it is not None and it.lo == 0 and it.hi == dim


# ---------------------------------------------------------------------------------- Conv

@dataclass(frozen=True)
class ConvForm:
    x: Access
    w: Access
    n: str
    fs: tuple[str, ...]          # output-channel loops, in W's order (merged into F)
    c: str
    group: int
    outs: tuple[str, ...]        # output loop per spatial dim
    ks: tuple[str | None, ...]   # kernel sum per spatial dim (None: kernel size 1)
    kernel: tuple[int, ...]
    strides: tuple[int, ...]
    dilations: tuple[int, ...]
    pads: tuple[int, ...]        # heads then tails
    crop: tuple[tuple[int, int], ...]  # the input's spatial slice [start, end) per dim

    kind = "Conv"

    def emit(self, bld, s: Scope, output: str) -> str:
        assert isinstance(self.x.src, Tensor) and isinstance(self.w.src, Tensor)
        xs = self.x.src
        xv = xs.name
        sp = xs.shape[2:]
        if any(c != (0, d) for c, d in zip(self.crop, sp)):
            axes = [2 + j for j, (c, d) in enumerate(zip(self.crop, sp)) if c != (0, d)]
            cut = [self.crop[a - 2] for a in axes]
            arr = [np.array(v, np.int64) for v in ([c[0] for c in cut], [c[1] for c in cut],
                                                   axes)]
            xv = bld.node("Slice", [xv] + [bld.const(a, "slice") for a in arr])
        wn = _weight_names(self.w)
        assert wn is not None   # matched
        order = list(self.fs) + [self.c] + [k for k in self.ks if k is not None]
        # W's kernel axes of size 1 read at index 0 (a 1x1 Conv lowered without their sums)
        # go last, in no group: the reshape drops them
        dims = [wn.index(x) for x in order] + [j for j, v in enumerate(wn) if v == UNIT]
        groups = [dims[:len(self.fs)], [dims[len(self.fs)]]]
        rest = iter(dims[len(self.fs) + 1:])
        groups += [[next(rest)] if k is not None else [] for k in self.ks]
        wv = _relayout(bld, self.w.src, dims, groups)
        conv = bld.node("Conv", [xv, wv], strides=list(self.strides), pads=list(self.pads),
                        dilations=list(self.dilations), group=self.group,
                        kernel_shape=list(self.kernel))
        ext = {i.name: i.extent for i in s.loops}
        f_all = math.prod(ext[f] for f in self.fs)
        shape_now = [ext[self.n], f_all] + [ext[o] for o in self.outs]
        _finish(bld, conv, [self.n, *self.fs, *self.outs], ext, s, output, shape_now)
        return conv


def _channel(s: Scope, ix: Aff, cin: int) -> tuple[str, str | None, int] | None:
    """(c, f, group) for X's channel index: c alone (group 1), or (f // fg) * cg + c."""
    name = _plain_name(ix)
    if name is not None:
        return (name, None, 1) if _covers(s, name, cin) else None
    if ix.const or len(ix.terms) != 2:
        return None
    div = [(a, k) for a, k in ix.terms if isinstance(a, Div)]
    plain = [(a, k) for a, k in ix.terms if isinstance(a, str)]
    if len(div) != 1 or len(plain) != 1 or plain[0][1] != 1:
        return None
    (d, cg), (c, _) = div[0], plain[0]
    assert isinstance(d, Div) and isinstance(c, str)
    f = _plain_name(d.arg)
    if f is None or cg < 1 or cin % cg or not _covers(s, c, cg):
        return None
    g = cin // cg
    return (c, f, g) if _covers(s, f, d.k * g) else None


UNIT = ""   # _weight_names' name of an axis of size 1 read at index 0


def _weight_names(w: Access) -> list[str] | None:
    """The iterator reading each axis of W, UNIT for an axis of size 1 read at its index 0
    (a kernel axis of extent 1, which the lowering leaves without a sum); None when an index
    is anything else or an iterator reads two axes."""
    assert isinstance(w.src, Tensor)
    out = []
    for ix, d in zip(w.index, w.src.shape):
        name = _plain_name(ix)
        if name is None:
            if ix.terms or ix.const != 0 or d != 1:
                return None
            name = UNIT
        out.append(name)
    named = [v for v in out if v != UNIT]
    return out if len(set(named)) == len(named) else None


def _conv_form(s: Scope, x: Access, w: Access) -> ConvForm | None:
    xs, ws = x.src, w.src
    assert isinstance(xs, Tensor) and isinstance(ws, Tensor)
    nd = len(xs.shape) - 2
    if nd < 1:
        return None
    loops = {i.name: i for i in s.loops}
    sums = {i.name: i for i in s.sums}
    n = _plain_name(x.index[0])
    if n not in loops or not _covers(s, n, xs.shape[0]):
        return None
    ch = _channel(s, x.index[1], xs.shape[1])
    if ch is None or ch[0] not in sums:
        return None
    c, fg_loop, group = ch
    outs, ks, strides, dils, offs = [], [], [], [], []
    for ix in x.index[2:]:
        t = _lin(ix)
        if t is None:
            return None
        o = [v for v in t if v in loops]
        k = [v for v in t if v in sums]
        if len(o) != 1 or len(k) > 1 or len(o) + len(k) != len(t) or t[o[0]] < 1 \
                or (k and t[k[0]] < 1):
            return None
        outs.append(o[0])
        ks.append(k[0] if k else None)
        strides.append(t[o[0]])
        dils.append(t[k[0]] if k else 1)
        offs.append(ix.const)
    wn = _weight_names(w)
    if wn is None:
        return None
    fs = tuple(v for v in wn if v in loops)
    kset = [k for k in ks if k is not None]
    if set(wn) - {UNIT} != set(fs) | {c} | set(kset) or not fs:
        return None
    if any(v != UNIT and not _covers(s, str(v), d) for v, d in zip(wn, ws.shape)):
        return None
    if fg_loop is not None and fs != (fg_loop,):
        return None
    used = [n, *fs, *outs]
    if len(set(used)) != len(used) or set(used) != set(loops):
        return None
    if len(set(kset)) != len(kset) or set(sums) != {c} | set(kset):
        return None
    kernel = [sums[k].extent if k is not None else 1 for k in ks]
    heads, tails, crop = [], [], []
    for o, st, d, e, kk, length in zip(outs, strides, dils, offs, kernel, xs.shape[2:]):
        it = loops[o]
        head = -(e + st * it.lo)
        start = max(0, -head)
        head = max(0, head)
        window = (kk - 1) * d + 1
        need = (it.extent - 1) * st + window - head   # input length the outputs read
        end = length   # cut the input's end only where ONNX would count more outputs
        tail = _tail(it.extent, head, end - start, st, window)
        if tail is None:
            end = min(length, start + need)
            tail = _tail(it.extent, head, end - start, st, window)
        if end <= start or tail is None:
            return None
        heads.append(head)
        tails.append(tail)
        crop.append((start, end))
    return ConvForm(x, w, n, fs, c, group, tuple(outs), tuple(ks), tuple(kernel),
                    tuple(strides), tuple(dils), tuple(heads + tails), tuple(crop))


def match_conv(s: Scope) -> ConvForm | None:
    """The Conv form of s (either read as the input), if it has one."""
    reads = _two_reads(s)
    if reads is None:
        return None
    a, b = reads
    return _conv_form(s, a, b) or _conv_form(s, b, a)


# ------------------------------------------------------------------------- ConvTranspose

@dataclass(frozen=True)
class ConvTransposeForm:
    x: Access
    w: Access
    n: str
    f: str
    outs: tuple[str, ...]
    strides: tuple[int, ...]
    pads: tuple[int, ...]
    output_padding: tuple[int, ...]

    kind = "ConvTranspose"

    def emit(self, bld, s: Scope, output: str) -> str:
        assert isinstance(self.x.src, Tensor) and isinstance(self.w.src, Tensor)
        node = bld.node("ConvTranspose", [self.x.src.name, self.w.src.name], strides=list(self.strides),
                        pads=list(self.pads), output_padding=list(self.output_padding),
                        kernel_shape=list(self.w.src.shape[2:]))
        ext = {i.name: i.extent for i in s.loops}
        natural = [self.n, self.f, *self.outs]
        _finish(bld, node, natural, ext, s, output, [ext[x] for x in natural])
        return node


def _convt_form(s: Scope, x: Access, w: Access) -> ConvTransposeForm | None:
    xs, ws = x.src, w.src
    assert isinstance(xs, Tensor) and isinstance(ws, Tensor)
    nd = len(xs.shape) - 2
    if nd < 1 or len(ws.shape) != nd + 2:
        return None
    loops = {i.name: i for i in s.loops}
    sums = {i.name: i for i in s.sums}
    xn = [_plain_name(ix) for ix in x.index]
    if None in xn or len(set(xn)) != len(xn):
        return None
    n, c, ins = xn[0], xn[1], xn[2:]
    if n not in loops or c not in sums or any(i not in sums for i in ins):
        return None
    if any(not _covers(s, str(v), d) for v, d in zip(xn, xs.shape)):
        return None
    if _plain_name(w.index[0]) != c:
        return None
    f = _plain_name(w.index[1])
    if f not in loops or not _covers(s, f, ws.shape[1]):
        return None
    outs, strides, heads, tails, adj = [], [], [], [], []
    for ix, i, kk, length in zip(w.index[2:], ins, ws.shape[2:], xs.shape[2:]):
        t = _lin(ix)
        if t is None or len(t) != 2 or t.get(str(i), 0) >= 0:
            return None
        o = next((v for v in t if v != i), None)
        if o not in loops or t[o] != 1:
            return None
        st = -t[str(i)]
        it = loops[o]
        head = it.lo + ix.const   # W[k] with k = o' + head - s*i: ONNX's o' = s*i + k - head
        if head < 0:
            return None
        tail = st * (length - 1) + kk - head - it.extent
        pad_out = max(0, -tail)
        if pad_out >= st:
            return None
        outs.append(o)
        strides.append(st)
        heads.append(head)
        tails.append(max(0, tail))
        adj.append(pad_out)
    used = [n, f, *outs]
    if len(set(used)) != len(used) or set(used) != set(loops) or set(sums) != {c, *ins}:
        return None
    return ConvTransposeForm(x, w, n, f, tuple(outs), tuple(strides), tuple(heads + tails),
                             tuple(adj))


def match_conv_transpose(s: Scope) -> ConvTransposeForm | None:
    reads = _two_reads(s)
    if reads is None:
        return None
    a, b = reads
    return _convt_form(s, a, b) or _convt_form(s, b, a)


# -------------------------------------------------------------------------------- Col2Im

@dataclass(frozen=True)
class Col2ImForm:
    col: Tensor
    dims: tuple[int, ...]      # col's dims in the order n, c, kernel.., blocks..
    n: str
    c: str
    outs: tuple[str, ...]
    strides: tuple[int, ...]
    pads: tuple[int, ...]

    kind = "Col2Im"

    def emit(self, bld, s: Scope, output: str) -> str:
        nd = len(self.outs)
        d = list(self.dims)
        v = _relayout(bld, self.col, d, [[d[0]], d[1:2 + nd], d[2 + nd:]])
        ext = {i.name: i.extent for i in s.loops}
        image = bld.const(np.array([ext[o] for o in self.outs], np.int64), "image")
        block = bld.const(np.array([self.col.shape[k] for k in d[2:2 + nd]], np.int64),
                          "block")
        node = bld.node("Col2Im", [v, image, block], strides=list(self.strides),
                        pads=list(self.pads), dilations=[1] * nd)
        natural = [self.n, self.c, *self.outs]
        _finish(bld, node, natural, ext, s, output, [ext[x] for x in natural])
        return node


def match_col2im(s: Scope) -> Col2ImForm | None:
    """s sums one read over block positions l, scattering kernel positions o - s*l + e into
    the image (dilation 1)."""
    if not isinstance(s.body, Access) or not isinstance(s.body.src, Tensor) or not s.sums:
        return None
    col, index = s.body.src, s.body.index
    loops = {i.name: i for i in s.loops}
    sums = {i.name: i for i in s.sums}
    plain = {str(_plain_name(ix)): k for k, ix in enumerate(index)
             if _plain_name(ix) is not None}
    kern = [k for k, ix in enumerate(index) if _plain_name(ix) is None]
    # batch and channel are independent in Col2Im: the two plain loops, in col's order
    pl = sorted((k, v) for v, k in plain.items() if v in loops)
    if len(pl) != 2:
        return None
    (_, n), (_, c) = pl
    outs, blocks, strides, heads, tails = [], [], [], [], []
    for k in kern:
        t = _lin(index[k])
        if t is None or len(t) != 2:
            return None
        o = next((v for v, co in t.items() if v in loops and co == 1), None)
        ll = next((v for v, co in t.items() if v in sums and co < 0), None)
        if o is None or ll is None or ll not in plain:
            return None
        st, it, kk = -t[ll], loops[o], col.shape[k]
        head = it.lo + index[k].const
        blk = col.shape[plain[ll]]
        tail = _tail(blk, head, it.extent, st, kk)
        if head < 0 or tail is None:
            return None
        outs.append(o)
        blocks.append(ll)
        strides.append(st)
        heads.append(head)
        tails.append(tail)
    if set(plain) != {n, c, *blocks} or set(loops) != {n, c, *outs} or set(sums) != set(blocks):
        return None
    if len(set(outs)) != len(outs) or any(not _covers(s, v, col.shape[plain[v]])
                                          for v in (n, c, *blocks)):
        return None
    dims = (plain[n], plain[c], *kern, *(plain[b] for b in blocks))
    return Col2ImForm(col, dims, n, c, tuple(outs), tuple(strides), tuple(heads + tails))


def reads_tensors_only(s: Scope) -> bool:
    return all(isinstance(a.src, Tensor) for a in accesses(s.body))
