"""Instantiation matcher for copies no Slice/Pad/Reshape/Transpose can express: Gather with a
constant table of indices.

    L<o..> X[f(o)..]   (no sums, one read, any indices: affine, // and % by constants)

The dimensions of X read at a loop of their own (the plain loop, from 0 to the dimension, read
nowhere else) are passed through; those at X's head (P) and tail (S) stay axes of the Gather,
the rest (G) are flattened into one axis, and the table holds, for every point of the other
loops, the row-major offset into G the expression reads there. Reads out of X's bounds (the
expression's zeros, as in an im2col over a padded image) point at one zero appended to that
axis:

    X --Reshape--> [P.., prod G, S..] --Pad (one 0 at G's end)--> Gather(axis=len P, table)
      --> [P.., table.., S..] --Transpose--> the stage's loop order

The table is computed from the indices with evaluate.index_values (the same integer semantics
the proofs and the exact evaluation use) and is a constant of the model, so a stage whose
table would exceed MAX_TABLE entries stays an eOperator. What is emitted is run against the
expression by check.instantiation before it is used, like every other instantiation.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from verified_opt.derive.evaluate import index_values
from verified_opt.derive.expr import Access, Scope, Tensor
from verified_opt.derive.match_conv import _plain_name, _rename_last

MAX_TABLE = 1 << 22   # int64 entries (32 MiB) a Gather's table may hold


@dataclass(frozen=True)
class GatherForm:
    src: Tensor
    head: int                  # src's leading pass-through dims (the Gather's axis)
    tail: int                  # src's trailing pass-through dims
    table: np.ndarray = field(compare=False, repr=False)  # int64, the other loops' extents
    pad: bool                  # some read is out of bounds: a zero appended to the axis
    perm: tuple[int, ...]      # from [P.., table.., S..] to the stage's loop order

    kind = "Gather"

    def emit(self, bld, s: Scope, output: str) -> str:
        shape = list(self.src.shape)
        rank = len(shape)
        flat = shape[:self.head] + [math.prod(shape[self.head:rank - self.tail])] \
            + shape[rank - self.tail:]
        v = self.src.name
        if flat != shape:
            v = bld.node("Reshape", [v, bld.const(np.array(flat, np.int64), "shape")])
        if self.pad:
            pads = [0] * (2 * len(flat))
            pads[len(flat) + self.head] = 1
            v = bld.node("Pad", [v, bld.const(np.array(pads, np.int64), "pads")])
        v = bld.node("Gather", [v, bld.const(self.table.astype(np.int64), "table")],
                     axis=self.head)
        if self.perm != tuple(range(len(self.perm))):
            v = bld.node("Transpose", [v], perm=list(self.perm))
        _rename_last(bld, v, output)
        return output


def _passed(s: Scope, a: Access) -> list[str | None]:
    """Per dim of a's source: the loop that passes it through unchanged, or None."""
    loops = {i.name: i for i in s.loops}
    uses: dict[str, int] = {}
    for ix in a.index:
        for v in ix.variables:
            uses[v] = uses.get(v, 0) + 1
    out: list[str | None] = []
    for ix, d in zip(a.index, a.src.shape if isinstance(a.src, Tensor) else ()):
        n = _plain_name(ix)
        it = loops.get(n) if n is not None else None
        ok = it is not None and (it.lo, it.hi) == (0, d) and uses[it.name] == 1
        out.append(n if ok else None)
    return out


def match_gather(s: Scope) -> GatherForm | None:
    """The Gather form of a stage that only copies from one tensor (module docstring)."""
    if s.sums or not isinstance(s.body, Access) or not isinstance(s.body.src, Tensor):
        return None
    a = s.body
    src = a.src
    assert isinstance(src, Tensor)
    rank = len(src.shape)
    if rank == 0:
        return None
    passed = _passed(s, a)
    head = next((k for k, p in enumerate(passed) if p is None), rank)
    tail = next((k for k, p in enumerate(reversed(passed)) if p is None), rank)
    if head == rank:
        return None   # every dim passed through: a Transpose (instantiate.match_transpose)
    gdims = list(range(head, rank - tail))
    outer = [p for p in passed[:head] + passed[rank - tail:] if p is not None]
    rest = [i for i in s.loops if i.name not in outer]
    size = math.prod(i.extent for i in rest)
    if size > MAX_TABLE:
        return None
    grids = np.meshgrid(*[np.arange(i.lo, i.hi, dtype=np.int64) for i in rest],
                        indexing="ij") if rest else []
    env = {i.name: g for i, g in zip(rest, grids)}
    shape = tuple(i.extent for i in rest)
    idx = [np.broadcast_to(index_values(a.index[k], env), shape) for k in gdims]
    dims = [src.shape[k] for k in gdims]
    inside = np.ones(shape, dtype=bool)
    for v, d in zip(idx, dims):
        inside &= (v >= 0) & (v < d)
    flat = np.ravel_multi_index(tuple(np.where(inside, v, 0) for v in idx), dims) \
        if idx else np.zeros(shape, np.int64)
    table = np.where(inside, flat, math.prod(dims)).astype(np.int64)
    order = passed[:head] + [i.name for i in rest] + passed[rank - tail:]
    perm = tuple(order.index(i.name) for i in s.loops)
    return GatherForm(src, head, tail, table, not bool(inside.all()), perm)
