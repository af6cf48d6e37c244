"""The box algebra the operators' box facets are written in (partial/boxes.py says why boxes
certify PET's random tests, and propagates them through a subprogram).

A grid partitions a tensor's index space into boxes (sorted interior cut points per dimension);
a Poly is what propagation knows of a value: its grid, and which variables each monomial
multiplies (a signature).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

import numpy as np

from verified_opt.errors import VoptError
from verified_opt.ops.node import Node
from verified_opt.ops.registry import InferCtx

Box = tuple[tuple[int, int], ...]


def full_box(shape) -> Box:
    """The box of a whole tensor."""
    return tuple((0, int(d)) for d in shape)


# The smallest prime PET's tests may run modulo (partial/audit.py refuses a certificate of a
# smaller one): a constant of a program at least this large could be a multiple of the prime.
MIN_PRIME = 1 << 30


class NotMultilinear(VoptError):
    """The program is not of the form box propagation certifies; fail closed."""

    exit_code = 1


# ---- grids -------------------------------------------------------------------------------------
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


def _ctx(graph, node: Node) -> InferCtx:
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


def _broadcast_cuts(out_shape, polys: list[Poly]) -> list[set]:
    cuts: list[set] = [set() for _ in out_shape]
    r = len(out_shape)
    for p in polys:
        off = r - len(p.grid.shape)
        for k, d in enumerate(p.grid.shape):
            if d == out_shape[off + k]:
                cuts[off + k] |= set(p.grid.cuts[k])
    return cuts
