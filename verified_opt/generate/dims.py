"""Symbolic dimensions of the enumerated graphs: each dimension kept as its concat history
(a tuple of parts, TASO's SplitInfo; each part a linear size expression over the size
symbols), and the size assignments at which every node is also typed concretely."""

from __future__ import annotations

from collections.abc import Mapping

from verified_opt.size_expr import Num, SizeExpr, Sym

# ---- symbolic dimensions -------------------------------------------------------------------
# A part is a size expression (verified_opt/size_expr.py): sums of the size symbols and of
# opaque atoms, symbols whose name starts with "@" (a strided window's output size: equal only
# to itself), with integer coefficients.
Dim = tuple[SizeExpr, ...]  # the parts of one dimension, in concat order

SIZE_SYMBOLS = ("n", "c", "h", "w")
# Two assignments with pairwise distinct sizes, small enough for fast exact evaluation; the
# second has larger feature maps, so that after strided windows they are still not 1x1 or 2x2
# (where max and average pooling are global, and many different graphs coincide).
ASSIGNMENTS: tuple[dict[str, int], ...] = (
    {"n": 2, "c": 3, "h": 5, "w": 4},
    {"n": 3, "c": 2, "h": 7, "w": 9},
)


def part(atom: str | int) -> SizeExpr:
    """A size symbol, an opaque atom ("@win(...)") or an integer as one part."""
    return Num(atom) if isinstance(atom, int) else Sym(atom)


# (universe.py reads lin_opaque and lin_eval; the generator's tests lin_str)
def lin_opaque(a: SizeExpr) -> bool:
    """Has an opaque atom: no assignment gives it a value."""
    return any(s.startswith("@") for s in a.symbols)


def lin_str(a: SizeExpr) -> str:
    """'c', '2*c+n', '3': a dimension expression the rule format reads."""
    return a.text


def lin_eval(a: SizeExpr, sizes: Mapping[str, int]) -> int:
    return a.evaluate(sizes)


def total(d: Dim) -> SizeExpr:
    out = d[0]
    for p in d[1:]:
        out = out + p
    return out


def single(d: Dim) -> Dim:
    """The dimension with its concat history forgotten."""
    return d if len(d) == 1 else (total(d),)


def dims_of(shape: tuple[int | str, ...]) -> tuple[Dim, ...]:
    return tuple((part(d),) for d in shape)


def same_dim(a: Dim, b: Dim) -> bool:
    return total(a) == total(b)


def merge_dim(a: Dim, b: Dim) -> Dim:
    """Two equal dimensions combined (element-wise ops): parts kept only if they agree."""
    return a if a == b else single(a)
