"""Symbolic dimensions of the enumerated graphs: each dimension kept as its concat history
(a tuple of linear forms over the size symbols, TASO's SplitInfo), and the size assignments at
which every node is also typed concretely."""

from __future__ import annotations

from collections.abc import Mapping

# ---- symbolic dimensions -------------------------------------------------------------------
# A linear form over atoms: sorted (atom, coefficient) pairs, atom "" is the constant 1. Atoms
# that start with "@" are opaque (a strided window's output size): equal only to themselves.
Lin = tuple[tuple[str, int], ...]
Dim = tuple[Lin, ...]  # the parts of one dimension, in concat order

SIZE_SYMBOLS = ("n", "c", "h", "w")
# Two assignments with pairwise distinct sizes, small enough for fast exact evaluation; the
# second has larger feature maps, so that after strided windows they are still not 1x1 or 2x2
# (where max and average pooling are global, and many different graphs coincide).
ASSIGNMENTS: tuple[dict[str, int], ...] = (
    {"n": 2, "c": 3, "h": 5, "w": 4},
    {"n": 3, "c": 2, "h": 7, "w": 9},
)


def lin(atom: str | int) -> Lin:
    if isinstance(atom, int):
        return (("", atom),)
    return ((atom, 1),)


def lin_add(a: Lin, b: Lin) -> Lin:
    d = dict(a)
    for k, v in b:
        d[k] = d.get(k, 0) + v
    return tuple(sorted((k, v) for k, v in d.items() if v))


def lin_opaque(a: Lin) -> bool:
    return any(k.startswith("@") for k, _ in a)


def lin_str(a: Lin) -> str:
    """'c', '2*c+n', '3': a dimension expression the rule format reads."""
    terms, const = [], 0
    for k, v in a:
        if k == "":
            const = v
        else:
            terms.append(k if v == 1 else f"{v}*{k}")
    if const or not terms:
        terms.append(str(const))
    return "+".join(terms)


def lin_int(a: Lin) -> int | None:
    if not a:
        return 0
    if len(a) == 1 and a[0][0] == "":
        return a[0][1]
    return None


def total(d: Dim) -> Lin:
    out: Lin = ()
    for p in d:
        out = lin_add(out, p)
    return out


def single(d: Dim) -> Dim:
    """The dimension with its concat history forgotten."""
    return d if len(d) == 1 else (total(d),)


def dims_of(shape: tuple[int | str, ...]) -> tuple[Dim, ...]:
    return tuple((lin(d),) for d in shape)


def same_dim(a: Dim, b: Dim) -> bool:
    return total(a) == total(b)


def merge_dim(a: Dim, b: Dim) -> Dim:
    """Two equal dimensions combined (element-wise ops): parts kept only if they agree."""
    return a if a == b else single(a)


def lin_eval(a: Lin, sizes: Mapping[str, int]) -> int:
    return sum(v * (1 if k == "" else sizes[k]) for k, v in a)
