"""Evaluating an expression with numpy: exactly on integer tensors (the cross-check every
derivation step gets), or in floating point (the reference an instantiation is checked
against).

    evaluate(scope, {"I": i, "K": k})          # the whole output, shape scope.shape
    evaluate_at(scope, inputs, points)          # the output at chosen points (absolute coords)

Reads outside a source's bounds are 0 (padding is in the semantics, expr.py). Stages are
evaluated whole, once per call, then read by index. Work is done in chunks of about
CHUNK elements (output points x summation points), so a 64-channel 3x3 convolution on a 56x56
map fits in memory.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from verified_opt.derive.expr import (
    Access,
    Aff,
    Const,
    Div,
    ExprError,
    Mul,
    Scope,
    Tensor,
    Term,
)

CHUNK = 1 << 22


def index_values(ix: Aff, env: Mapping[str, np.ndarray]) -> np.ndarray:
    """The index at every point of env (arrays of one shape); // and % floor like SMT's div/mod
    by a positive constant."""
    out: np.ndarray | int = ix.const
    for atom, c in ix.terms:
        if isinstance(atom, str):
            v = env[atom]
        elif isinstance(atom, Div):
            v = np.floor_divide(index_values(atom.arg, env), atom.k)
        else:
            v = np.mod(index_values(atom.arg, env), atom.k)
        out = out + c * v
    return np.asarray(out, dtype=np.int64)


DENSE_UNIQUE = 1 << 26  # stage sizes up to which _unique marks a table instead of sorting


def _unique(offs: np.ndarray, size: int) -> tuple[np.ndarray, np.ndarray]:
    """np.unique(offs, return_inverse=True) for offsets in [0, size): through a table of the
    stage's offsets when it is small enough (linear; sorting millions of a check's reads was
    a sixth of the derivation pass's time), else by sorting."""
    if size > DENSE_UNIQUE:
        return np.unique(offs, return_inverse=True)
    mark = np.zeros(size, dtype=bool)
    mark[offs] = True
    uoffs = np.flatnonzero(mark)
    pos = np.empty(size, dtype=np.int64)
    pos[uoffs] = np.arange(len(uoffs), dtype=np.int64)
    return uoffs, pos[offs]


class TooLarge(ExprError):
    """An evaluation that would compute more terms than its budget allows."""


class _Evaluator:
    def __init__(self, inputs: Mapping[str, np.ndarray], budget: float | None = None):
        self.budget = budget      # terms (point x summand) it may compute, None: no limit
        self.work = 0
        self.inputs = inputs
        self.memo: dict[int, tuple[Scope, np.ndarray]] = {}
        dts = [np.asarray(v).dtype for v in inputs.values()]
        self.dtype = np.result_type(*dts) if dts else np.dtype(np.int64)

    def tensor(self, t: Tensor) -> np.ndarray:
        if t.name not in self.inputs:
            raise ExprError(f"no value for tensor {t.name}")
        v = np.asarray(self.inputs[t.name])
        if tuple(v.shape) != t.shape:
            raise ExprError(f"tensor {t.name}: value of shape {v.shape}, expression reads "
                            f"{t.shape}")
        return v

    def stage(self, s: Scope) -> np.ndarray:
        key = id(s)
        if key not in self.memo:
            self.memo[key] = (s, self.full(s))
        return self.memo[key][1]

    def read(self, a: Access, env: Mapping[str, np.ndarray], shape) -> np.ndarray:
        bounds = a.src.bounds
        idx = [np.broadcast_to(index_values(ix, env), shape) for ix in a.index]
        ok = np.ones(shape, dtype=bool)
        for v, (lo, hi) in zip(idx, bounds):
            ok &= (v >= lo) & (v < hi)
        if isinstance(a.src, Scope) and id(a.src) not in self.memo:
            return self.read_stage_at(a.src, idx, ok, shape)
        data = self.tensor(a.src) if isinstance(a.src, Tensor) else self.stage(a.src)
        clipped = [np.clip(v - lo, 0, max(hi - lo - 1, 0)) for v, (lo, hi) in zip(idx, bounds)]
        if data.size == 0:
            return np.zeros(shape, dtype=self.dtype)
        vals = data[tuple(clipped)] if clipped else np.broadcast_to(data, shape)
        return np.where(ok, vals, np.zeros((), dtype=self.dtype))

    def read_stage_at(self, st: Scope, idx, ok, shape) -> np.ndarray:
        """A stage read at the points asked for only, when they are fewer than half of it
        (a check at a few thousand output points must not evaluate a whole large stage)."""
        n = int(np.count_nonzero(ok))
        size = int(np.prod(st.shape)) if st.loops else 1
        if n == 0:
            return np.zeros(shape, dtype=self.dtype)
        # unique points by their row-major offset in the stage (np.unique with axis=0 sorts
        # rows as opaque records, an order of magnitude slower)
        lo = np.array([b for b, _ in st.bounds], dtype=np.int64)
        offs = np.zeros(n, dtype=np.int64)
        stride = 1
        for v, low, extent in reversed(list(zip(idx, lo, st.shape))):
            offs += (v[ok] - low) * stride
            stride *= extent
        uoffs, inverse = _unique(offs, size)
        uniq = np.stack(np.unravel_index(uoffs, st.shape), -1) + lo if idx else \
            np.zeros((len(uoffs), 0), dtype=np.int64)
        if len(uniq) * 2 >= size:
            self.stage(st)
            return self._gather_full(st, idx, ok, shape)
        vals = self.at(st, uniq)[inverse.reshape(-1)]
        out = np.zeros(shape, dtype=self.dtype)
        out[ok] = vals
        return out

    def _gather_full(self, st: Scope, idx, ok, shape) -> np.ndarray:
        data = self.stage(st)
        clipped = [np.clip(v - lo, 0, max(hi - lo - 1, 0)) for v, (lo, hi) in
                   zip(idx, st.bounds)]
        vals = data[tuple(clipped)] if clipped else np.broadcast_to(data, shape)
        return np.where(ok, vals, np.zeros((), dtype=self.dtype))

    def term(self, t: Term, env, shape) -> np.ndarray:
        if isinstance(t, Access):
            return self.read(t, env, shape)
        if isinstance(t, Const):
            return np.full(shape, t.value, dtype=self.dtype)
        a, b = self.term(t.a, env, shape), self.term(t.b, env, shape)
        return a * b if isinstance(t, Mul) else a + b

    def at(self, s: Scope, points: np.ndarray) -> np.ndarray:
        """s at points (P x len(loops), absolute coordinates inside its bounds)."""
        points = np.asarray(points, dtype=np.int64)
        if s.loops:
            points = points.reshape(-1, len(s.loops))
        elif points.ndim != 2:  # a scalar output: one point with no coordinates
            points = points.reshape(1, 0)
        sum_grid = np.stack(np.meshgrid(*[np.arange(i.lo, i.hi) for i in s.sums],
                                        indexing="ij"), -1).reshape(-1, len(s.sums)) \
            if s.sums else np.zeros((1, 0), dtype=np.int64)
        out = np.zeros(len(points), dtype=self.dtype)
        nsum = len(sum_grid)
        if nsum == 0:
            return out
        self.work += len(points) * nsum
        if self.budget is not None and self.work > self.budget:
            raise TooLarge(f"over {self.budget:.0e} terms to evaluate")
        step = max(1, CHUNK // nsum)
        for p0 in range(0, len(points), step):
            pts = points[p0:p0 + step]
            shape = (len(pts), nsum)
            env = {it.name: pts[:, k:k + 1] for k, it in enumerate(s.loops)}
            env |= {it.name: sum_grid[None, :, k] for k, it in enumerate(s.sums)}
            out[p0:p0 + step] = self.term(s.body, env, shape).sum(axis=1)
        return out

    def full(self, s: Scope) -> np.ndarray:
        grids = np.meshgrid(*[np.arange(i.lo, i.hi) for i in s.loops], indexing="ij")
        points = np.stack(grids, -1).reshape(-1, len(s.loops)) if s.loops else \
            np.zeros((1, 0), dtype=np.int64)
        return self.at(s, points).reshape(s.shape)


def magnitude_bound(s: Scope, largest: int) -> int:
    """A bound on |value| of s at any point, every tensor element at most `largest` in
    magnitude: what decides whether int64 holds an exact evaluation (numpy wraps silently)."""
    stages: dict[int, int] = {}

    def scope(st: Scope) -> int:
        if id(st) not in stages:
            terms = 1
            for it in st.sums:
                terms *= max(it.hi - it.lo, 0)
            stages[id(st)] = terms * term(st.body)
        return stages[id(st)]

    def term(t: Term) -> int:
        if isinstance(t, Access):
            return largest if isinstance(t.src, Tensor) else scope(t.src)
        if isinstance(t, Const):
            return abs(int(t.value))
        a, b = term(t.a), term(t.b)
        return a * b if isinstance(t, Mul) else a + b

    return scope(s)


def evaluate(s: Scope, inputs: Mapping[str, np.ndarray]) -> np.ndarray:
    """The whole value of s: an array of shape s.shape, element [v - lo] for loop point v."""
    return _Evaluator(inputs).full(s)


def evaluate_at(s: Scope, inputs: Mapping[str, np.ndarray], points,
                budget: float | None = None) -> np.ndarray:
    """s at the points; TooLarge before computing more than `budget` terms (counted as a
    stage's points times its summands, stages read at the points they are needed)."""
    return _Evaluator(inputs, budget).at(s, np.asarray(points))


def memoized(memo: dict | None, scope: Scope, draw: tuple, compute):
    """compute(), the value of `scope` under `draw` (what its inputs and points depend on),
    once per memo: checks of a derivation share sides (exact_check, check_instantiation). The
    scope is kept with its value, so the id in the key is not reused by another."""
    if memo is None:
        return compute()
    key = (id(scope), draw)
    hit = memo.get(key)
    if hit is not None and hit[0] is scope:
        return hit[1]
    value = compute()
    memo[key] = (scope, value)
    return value


def sample_points(box: list[tuple[int, int]], rng: np.random.Generator, max_points: int
                  ) -> np.ndarray:
    """Points of a box [lo, hi) per axis to check at: all of them up to max_points, else the
    corners and max_points random points."""
    import itertools
    total = int(np.prod([hi - lo for lo, hi in box])) if box else 1
    if total <= max_points:
        grids = np.meshgrid(*[np.arange(lo, hi) for lo, hi in box], indexing="ij")
        return np.stack(grids, -1).reshape(-1, len(box)) if box else np.zeros((1, 0), int)
    corners = np.array(list(itertools.product(*[(lo, hi - 1) for lo, hi in box])))
    rand = np.stack([rng.integers(lo, hi, size=max_points) for lo, hi in box], -1)
    return np.concatenate([corners, rand])


def random_inputs(s: Scope, rng: np.random.Generator, low: int = -4, high: int = 5
                  ) -> dict[str, np.ndarray]:
    """Random integer tensors for every tensor s reads (small values: sums stay exact)."""
    from verified_opt.derive.expr import tensors
    return {t.name: rng.integers(low, high, size=t.shape, dtype=np.int64) for t in tensors(s)}
