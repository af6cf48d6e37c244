"""Shape helpers several operator families share: broadcasting and axis numbers; for the Z3
encodings, the symbolic shape types and the test for a dim of 1."""

from __future__ import annotations

import z3

from verified_opt.errors import ShapeError
from verified_opt.ops.registry import InferCtx

Shape = tuple[z3.ArithRef, ...]  # a shape as the encodings compute it, over the rule's symbols
Floors = dict[str, int]  # z3 symbol name -> the least value the matcher binds (Rule.floors)


def broadcast(shapes: list[tuple[int, ...]], where: str = "") -> tuple[int, ...]:
    rank = max((len(s) for s in shapes), default=0)
    out = []
    for k in range(rank):
        dims = {s[len(s) - rank + k] for s in shapes if len(s) - rank + k >= 0}
        dims.discard(1)
        if len(dims) > 1:
            raise ShapeError(f"{where}: shapes {shapes} do not broadcast")
        out.append(dims.pop() if dims else 1)
    return tuple(out)


def norm_axis(axis: int, rank: int, ctx: InferCtx, allow_end: bool = False) -> int:
    # allow_end (Flatten) admits axis == rank, but negative axes still count from rank:
    # the valid range is [-rank, rank], and -1 means rank - 1, not rank.
    hi = rank + 1 if allow_end else rank
    if not -rank <= axis < hi:
        raise ctx.fail(f"axis {axis} out of range for rank {rank}")
    return axis + rank if axis < 0 else axis


def is_one(d: z3.ArithRef) -> bool:
    return z3.is_int_value(z3.simplify(d)) and z3.simplify(d).as_long() == 1
