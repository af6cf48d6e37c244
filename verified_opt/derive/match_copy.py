"""Instantiation matchers for products MatMul cannot take and for stages that only copy.

    Einsum       L<x..> Σ<y..> A[plain..] * B[plain..] * ...   every iterator covering the
                 dimensions it reads from 0, every loop read by some operand
    Slice, Pad   L<o..> X[s*o + e ..]   (or a constant index, a dimension dropped): the in-bounds
                 part is a Slice (step s), the reads out of bounds (0) are a Pad around it

As in match_conv.py, a stage reads model tensors or earlier stages' values; what is emitted is
run against the expression by check.instantiation before it is used.
"""

from __future__ import annotations

import string
from dataclasses import dataclass

import numpy as np
from onnx import helper

from verified_opt.derive.expr import Access, Mul, Scope, Tensor, Term
from verified_opt.derive.match_conv import _covers, _lin, _plain_name, _rename_last


def _factors(t: Term) -> list[Access] | None:
    """The reads of a body that is a product of reads only (no constant, no sum)."""
    if isinstance(t, Access):
        return [t]
    if isinstance(t, Mul):
        a, b = _factors(t.a), _factors(t.b)
        return None if a is None or b is None else a + b
    return None


@dataclass(frozen=True)
class EinsumForm:
    reads: tuple[Access, ...]
    equation: str

    kind = "Einsum"

    def emit(self, bld, s: Scope, output: str) -> str:
        names = [a.src.name for a in self.reads if isinstance(a.src, Tensor)]
        bld.out.nodes.append(helper.make_node("Einsum", names, [output],
                                              equation=self.equation, name=bld.name("einsum")))
        return output


def match_einsum(s: Scope) -> EinsumForm | None:
    reads = _factors(s.body)
    if not reads:
        return None
    letters = {it.name: ch for it, ch in zip(s.iters, string.ascii_letters)}
    if len(letters) < len(s.iters):
        return None
    seen: set[str] = set()
    terms = []
    for a in reads:
        if not isinstance(a.src, Tensor):
            return None
        names = [_plain_name(ix) for ix in a.index]
        if None in names or len(set(names)) != len(names):
            return None
        if any(not _covers(s, str(v), d) for v, d in zip(names, a.src.shape)):
            return None
        seen |= {str(v) for v in names}
        terms.append("".join(letters[str(v)] for v in names))
    if seen != set(letters):
        return None   # a loop no operand reads (a broadcast) or a sum that only counts
    eq = ",".join(terms) + "->" + "".join(letters[i.name] for i in s.loops)
    return EinsumForm(tuple(reads), eq)


@dataclass(frozen=True)
class CopyForm:
    src: Tensor
    starts: tuple[int, ...]
    ends: tuple[int, ...]
    steps: tuple[int, ...]
    pads: tuple[int, ...]     # heads then tails, per kept dimension (ONNX Pad's order)
    keep: tuple[int, ...]     # src's dimensions that are loops (the others are dropped)

    @property
    def sliced(self) -> bool:
        return any((a, b, st) != (0, d, 1) for a, b, st, d in
                   zip(self.starts, self.ends, self.steps, self.src.shape))

    @property
    def kind(self) -> str:
        parts = (["Slice"] if self.sliced else []) + (["Pad"] if any(self.pads) else [])
        return "+".join(parts) or "Identity"

    def emit(self, bld, s: Scope, output: str) -> str:
        v = self.src.name
        if self.sliced:
            v = bld.node("Slice", [v] + [bld.const(np.array(x, np.int64), "slice") for x in
                                         (self.starts, self.ends, range(len(self.starts)),
                                          self.steps)])
        if len(self.keep) != len(self.src.shape):
            kept = [b - a if st == 1 else len(range(a, b, st)) for k, (a, b, st) in
                    enumerate(zip(self.starts, self.ends, self.steps)) if k in self.keep]
            v = bld.node("Reshape", [v, bld.const(np.array(kept, np.int64), "shape")])
        if any(self.pads):
            v = bld.node("Pad", [v, bld.const(np.array(self.pads, np.int64), "pads")])
        _rename_last(bld, v, output)
        return output


def match_copy(s: Scope) -> CopyForm | None:
    """s copies a part of one tensor: per dimension a constant in bounds, or one loop at a
    positive stride, the loops in s's order."""
    if s.sums or not isinstance(s.body, Access) or not isinstance(s.body.src, Tensor):
        return None
    src, index = s.body.src, s.body.index
    loops = {i.name: i for i in s.loops}
    starts, ends, steps, heads, tails, keep, order = [], [], [], [], [], [], []
    for k, (ix, d) in enumerate(zip(index, src.shape)):
        t = _lin(ix)
        if t is None or len(t) > 1:
            return None
        if not t:
            if not 0 <= ix.const < d:
                return None
            starts.append(ix.const)
            ends.append(ix.const + 1)
            steps.append(1)
            continue
        (o, st), = t.items()
        if o not in loops or st < 1:
            return None
        it = loops[o]
        off = st * it.lo + ix.const   # the position output 0 reads
        first = -(off // st) if off < 0 else 0   # the first output in bounds
        last = min(it.extent - 1, (d - 1 - off) // st)
        if first > last:
            return None
        starts.append(off + st * first)
        ends.append(off + st * last + 1)
        steps.append(st)
        heads.append(first)
        tails.append(it.extent - 1 - last)
        keep.append(k)
        order.append(o)
    if order != [i.name for i in s.loops]:
        return None
    return CopyForm(src, tuple(starts), tuple(ends), tuple(steps), tuple(heads + tails),
                    tuple(keep))
