"""Brute-force polynomials of small multilinear programs, and the box property checked on them.

Every coefficient of every output position is extracted by evaluating the program exactly
(int64) on one-hot inputs (inclusion-exclusion up to degree 2); a box is sound when, for every
signature, the monomials at every position of the box are those at the origin shifted by a
fixed linear function of the offset (which is what PET's m+1 positions rely on).
"""

from __future__ import annotations

import itertools
from collections import Counter

import numpy as np

from verified_opt.ir.evaluate import evaluate
from verified_opt.ir.graph import Graph
from verified_opt.ops.grid import Grid
from verified_opt.partial.boxes import variables_of


def _eval(graph: Graph, values: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    feeds = {k: values[k] for k in graph.inputs}
    g = graph
    extra = {k: v for k, v in values.items() if k in graph.initializers}
    if extra:
        g = graph.copy()
        g.initializers.update(extra)
    return evaluate(g, feeds, mode="int")


def polynomials(graph: Graph, output: str, max_degree: int = 2):
    """{position: {signature (sorted var tuple): Counter{index tuple: coefficient}}}."""
    vars_ = sorted(variables_of(graph))
    shapes = {v: graph.types[v].shape for v in vars_}
    zero = {v: np.zeros(s, np.int64) for v, s in shapes.items()}
    out_shape = graph.types[output].shape
    polys: dict[tuple, dict] = {p: {} for p in np.ndindex(*out_shape)}

    def add(sig, idx, coef_arr):
        for p in zip(*np.nonzero(coef_arr)):
            p = tuple(int(x) for x in p)
            polys[p].setdefault(sig, Counter())[idx] += int(coef_arr[p])

    c0 = _eval(graph, zero)[output]
    add((), (), c0)
    single: dict[tuple, np.ndarray] = {}
    for v in vars_:
        for i in np.ndindex(*shapes[v]):
            vals = dict(zero)
            e = np.zeros(shapes[v], np.int64)
            e[i] = 1
            vals[v] = e
            r = _eval(graph, vals)[output] - c0
            single[(v, i)] = r
            add((v,), tuple(i), r)
    if max_degree >= 2:
        for v, w in itertools.combinations(vars_, 2):
            for i in np.ndindex(*shapes[v]):
                for j in np.ndindex(*shapes[w]):
                    vals = dict(zero)
                    e = np.zeros(shapes[v], np.int64)
                    e[i] = 1
                    f = np.zeros(shapes[w], np.int64)
                    f[j] = 1
                    vals[v], vals[w] = e, f
                    r = _eval(graph, vals)[output] - single[(v, i)] - single[(w, j)] - c0
                    add((v, w), tuple(i) + tuple(j), r)
    return polys


def _shift(counter: Counter, delta: tuple) -> Counter:
    return Counter({tuple(a + b for a, b in zip(k, delta)): c for k, c in counter.items()})


def check_box(polys, box) -> str | None:
    """None if the box has the translation property; else a description of the violation."""
    origin = tuple(lo for lo, _ in box)
    base = polys[origin]
    sigs = set(base)
    for v in itertools.product(*(range(lo, hi) for lo, hi in box)):
        sigs |= set(polys[v])
    for sig in sigs:
        s0 = base.get(sig, Counter())
        steps = []
        for i, (lo, hi) in enumerate(box):
            if hi - lo == 1:
                steps.append(None)
                continue
            p1 = origin[:i] + (lo + 1,) + origin[i + 1:]
            s1 = polys[p1].get(sig, Counter())
            if not s0 and not s1:
                steps.append(None)
                continue
            if not s0 or not s1:
                return f"signature {sig}: empty at one of {origin}, {p1}"
            delta = tuple(a - b for a, b in zip(min(s1), min(s0)))
            steps.append(delta)
        for v in itertools.product(*(range(lo, hi) for lo, hi in box)):
            total = None
            for i, st in enumerate(steps):
                k = v[i] - origin[i]
                if k and st is None and s0:
                    return f"signature {sig}: no step along dim {i}"
                if st is not None and k:
                    add = tuple(k * x for x in st)
                    total = add if total is None else tuple(a + b for a, b in zip(total, add))
            want = s0 if total is None else _shift(s0, total)
            got = +polys[v].get(sig, Counter())
            if got != +want:
                return f"signature {sig}: position {v} is not the origin {origin} shifted"
    return None


def check_grid(polys, grid: Grid) -> list[str]:
    return [f"box {b}: {msg}" for b in grid.boxes() if (msg := check_box(polys, b))]
