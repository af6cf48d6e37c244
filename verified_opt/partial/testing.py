"""PET's random testing, per box, modulo a prime; and the exact all-positions check.

Box test. The original subprogram and the mutant are propagated (`partial.boxes`); each output
is split into the common refinement of both grids, so that in every box both programs have the
single-summation-region form. In each box the m+1 positions (origin, origin + e_i for every
dimension the box spans) are compared on t independent random inputs: every variable (float
input or weight) drawn uniformly from Z_p, p = 2147483629, exact arithmetic modulo p, fresh
randomness per check (the entropy is recorded so the same draw can be replayed).

Error bound. Let d be the degree of the two polynomials at an output (the number of variables a
monomial multiplies: 2 for a conv, 3 for a conv of a matmul ...). If a box is not equivalent,
then by the box argument (see `partial.boxes`) the difference polynomial is non-zero at one of
its m+1 positions; it is a polynomial of degree <= d with integer coefficients smaller than p in
absolute value (sums of fewer than p terms), hence non-zero modulo p, and by Schwartz-Zippel it
vanishes at a uniform random point of Z_p^n with probability <= d/p. The t trials are
independent: a wrong box passes all of them with probability <= (d/p)^t. A union bound over the
B boxes bounds the chance that *any* wrong box passes: B * (d/p)^t. That last number is what a
certificate states as its error bound; nothing else is claimed.

All-positions check. The corrected mutant is compared with the original at every output
position on t further fresh draws: if they differ as polynomials anywhere, that position exposes
it with probability >= 1 - d/p per draw, so the check misses with probability <= (d/p)^t. It
needs no box argument at all, which is why it is run on the final program.
"""

from __future__ import annotations

import math
import secrets
import time
from dataclasses import dataclass, field

import numpy as np

from verified_opt.errors import VoptError
from verified_opt.ir.graph import Graph
from verified_opt.ops.grid import Grid, NotMultilinear, Poly
from verified_opt.ops.registry import OPS
from verified_opt.partial.boxes import propagate, variables_of
from verified_opt.partial.exact import eval_mod
from verified_opt.semantics.arith import PRIME

DEFAULT_TRIALS = 3
MAX_TRIALS = 100  # what a recheck runs is bounded (a forged 10^9 ran an audit for ever)
MAX_BOXES = 200_000


def same_interface(original: Graph, mutant: Graph) -> None:
    if {k: v for k, v in original.inputs.items()} != dict(mutant.inputs):
        raise NotMultilinear("the mutant's inputs differ from the original's")
    if len(original.outputs) != len(mutant.outputs):
        raise NotMultilinear("the mutant has a different number of outputs")
    for a, b in zip(original.outputs, mutant.outputs):
        if original.types[a] != mutant.types[b]:
            raise NotMultilinear(f"output {a}: {original.types[a]} vs mutant {mutant.types[b]}")


def random_variables(graph: Graph, rng: np.random.Generator, prime: int) -> dict[str, np.ndarray]:
    return {name: rng.integers(0, prime, graph.types[name].shape, dtype=np.int64)
            for name in variables_of(graph)}


def grid_origins(grid: Grid) -> tuple[np.ndarray, np.ndarray]:
    """Origins and extents of every box of a grid, row-major over the cells: (B, r) each."""
    lows = [np.asarray([lo for lo, _ in grid.intervals(d)], dtype=np.int64)
            for d in range(len(grid.shape))]
    lens = [np.asarray([hi - lo for lo, hi in grid.intervals(d)], dtype=np.int64)
            for d in range(len(grid.shape))]
    if not lows:
        return np.zeros((1, 0), np.int64), np.zeros((1, 0), np.int64)
    o = np.stack([m.reshape(-1) for m in np.meshgrid(*lows, indexing="ij")], axis=1)
    n = np.stack([m.reshape(-1) for m in np.meshgrid(*lens, indexing="ij")], axis=1)
    return o, n


def pet_positions(grid: Grid) -> tuple[np.ndarray, np.ndarray]:
    """All PET test positions of a grid and the box (row-major cell number) of each."""
    origins, extents = grid_origins(grid)
    b = np.arange(len(origins))
    pos = [origins]
    owner = [b]
    for i in range(origins.shape[1]):
        keep = extents[:, i] > 1
        p = origins[keep].copy()
        p[:, i] += 1
        pos.append(p)
        owner.append(b[keep])
    return np.concatenate(pos), np.concatenate(owner)


@dataclass
class OutputBoxes:
    output: str
    grid: Grid
    degree: int
    positions: int
    failing: list[int] = field(default_factory=list)  # row-major cell numbers

    def box(self, cell: int) -> tuple[tuple[int, int], ...]:
        index = np.unravel_index(cell, [len(c) + 1 for c in self.grid.cuts])
        return tuple(self.grid.intervals(d)[int(k)] for d, k in enumerate(index))

    def failing_mask(self) -> np.ndarray:
        mask = np.zeros([len(c) + 1 for c in self.grid.cuts], dtype=bool)
        if self.failing:
            mask.reshape(-1)[np.asarray(self.failing)] = True
        return mask


@dataclass
class BoxTest:
    outputs: list[OutputBoxes]
    trials: int
    prime: int
    entropy: int

    @property
    def boxes(self) -> int:
        return sum(o.grid.count() for o in self.outputs)

    @property
    def degree(self) -> int:
        return max((o.degree for o in self.outputs), default=0)

    @property
    def failing(self) -> int:
        return sum(len(o.failing) for o in self.outputs)

    def error_bound(self) -> float:
        return box_bound(self.boxes, self.degree, self.prime, self.trials)

    def to_json(self, list_limit: int = 64) -> dict:
        outs = []
        for o in self.outputs:
            entry = {"output": o.output, "grid": o.grid.to_json(), "boxes": o.grid.count(),
                     "degree": o.degree, "positions": o.positions,
                     "failing": [[list(iv) for iv in o.box(c)] for c in o.failing]}
            if o.grid.count() <= list_limit:
                entry["box_list"] = [[list(iv) for iv in b] for b in o.grid.boxes()]
            if o.positions <= 8 * list_limit:
                entry["position_list"] = pet_positions(o.grid)[0].tolist()
            outs.append(entry)
        return {"outputs": outs, "boxes": self.boxes, "failing_boxes": self.failing,
                "positions": sum(o.positions for o in self.outputs),
                "positions_rule": "box origin and origin + e_i for each spanned dimension",
                "trials": self.trials, "prime": self.prime, "degree": self.degree,
                "randomness": {"source": "secrets.randbits(128) -> numpy PCG64",
                               "entropy": str(self.entropy)},
                "error_bound": self.error_bound(),
                "error_bound_text": bound_text(self.boxes, self.degree, self.prime, self.trials)}


def box_bound(boxes: int, degree: int, prime: int, trials: int) -> float:
    if degree == 0:
        return 0.0  # constant polynomials: one evaluation decides
    return float(boxes * math.exp(trials * math.log(degree / prime)))


def bound_text(boxes: int, degree: int, prime: int, trials: int) -> str:
    return (f"P[some non-equivalent box passes] <= B*(d/p)^t = {boxes}*({degree}/{prime})^"
            f"{trials} = {box_bound(boxes, degree, prime, trials):.3e}")


def common_grids(original: Graph, mutant: Graph) -> list[tuple[str, Grid, int]]:
    same_interface(original, mutant)
    po, pm = propagate(original), propagate(mutant)
    out = []
    for a, b in zip(original.outputs, mutant.outputs):
        p1: Poly = po[a]
        p2: Poly = pm[b]
        grid = p1.grid.refine(p2.grid)
        if grid.count() > MAX_BOXES:
            raise NotMultilinear(f"output {a}: {grid.count()} boxes (limit {MAX_BOXES})")
        out.append((a, grid, max(p1.degree, p2.degree)))
    return out


class OutOfTime(VoptError):
    """A test was stopped at its deadline (no verdict: the mutant is not used)."""


def _check_deadline(deadline: float | None) -> None:
    if deadline is not None and time.perf_counter() > deadline:
        raise OutOfTime("the PET time budget ran out during the tests")


def box_test(original: Graph, mutant: Graph, trials: int = DEFAULT_TRIALS, prime: int = PRIME,
             entropy: int | None = None, deadline: float | None = None) -> BoxTest:
    """PET's box test; raises NotMultilinear when either program is not certifiable."""
    if trials < 1:
        raise VoptError("at least one trial is needed")
    grids = common_grids(original, mutant)
    entropy = secrets.randbits(128) if entropy is None else entropy
    rng = np.random.default_rng(entropy)
    results = []
    positions = []
    for name, grid, degree in grids:
        pos, owner = pet_positions(grid)
        positions.append((pos, owner))
        results.append(OutputBoxes(name, grid, degree, len(pos)))
    bad = [np.zeros(g.count(), dtype=bool) for _, g, _ in grids]
    for a, b in _draws(original, mutant, trials, rng, prime, deadline):
        for k, (name, mname) in enumerate(zip(original.outputs, mutant.outputs)):
            pos, owner = positions[k]
            index = tuple(pos.T)
            differ = a[name][index] != b[mname][index]
            bad[k][owner[differ]] = True
    for r, mask in zip(results, bad):
        r.failing = np.nonzero(mask)[0].tolist()
    return BoxTest(results, trials, prime, entropy)


def degree_of(graph: Graph) -> int:
    """Degree of the polynomials a program computes (products add degrees, sums take the max)."""
    deg: dict[str, int] = {v: 1 for v in variables_of(graph)}
    for node in graph.nodes:
        spec = OPS.get(node.op)
        consts = spec.const_inputs if spec else {}
        ins = [deg.get(i, 0) for k, i in enumerate(node.inputs) if i and k not in consts]
        if spec is not None and spec.bilinear:
            d = max([sum(ins[:2])] + ins[2:])
        else:
            d = max(ins, default=0)
        for o in node.outputs:
            if o:
                deg[o] = d
    return max((deg.get(o, 0) for o in graph.outputs), default=0)


@dataclass
class FullCheck:
    ok: bool
    trials: int
    prime: int
    degree: int
    entropy: int
    positions: int
    first_difference: dict | None = None

    def error_bound(self) -> float:
        return box_bound(1, self.degree, self.prime, self.trials)

    def to_json(self) -> dict:
        return {"ok": self.ok, "trials": self.trials, "prime": self.prime, "degree": self.degree,
                "positions": self.positions, "entropy": str(self.entropy),
                "first_difference": self.first_difference, "error_bound": self.error_bound(),
                "error_bound_text": f"P[differs somewhere, passes] <= (d/p)^t = ({self.degree}/"
                                    f"{self.prime})^{self.trials} = {self.error_bound():.3e}"}


def _draws(original: Graph, other: Graph, trials: int, rng: np.random.Generator, prime: int,
           deadline: float | None):
    """Both graphs' outputs modulo `prime` on `trials` fresh random draws of the variables."""
    for _ in range(trials):
        _check_deadline(deadline)
        feeds = random_variables(original, rng, prime)
        a = eval_mod(original, feeds, prime)
        _check_deadline(deadline)
        yield a, eval_mod(other, feeds, prime)


def exact_full_check(original: Graph, candidate: Graph, trials: int = DEFAULT_TRIALS,
                     prime: int = PRIME, entropy: int | None = None,
                     deadline: float | None = None) -> FullCheck:
    """Compare every output position modulo p on `trials` fresh random draws."""
    same_interface(original, candidate)
    entropy = secrets.randbits(128) if entropy is None else entropy
    rng = np.random.default_rng(entropy)
    degree = max(degree_of(original), degree_of(candidate))
    positions = sum(original.types[o].size for o in original.outputs)
    for t, (a, b) in enumerate(_draws(original, candidate, trials, rng, prime, deadline)):
        for name, cname in zip(original.outputs, candidate.outputs):
            differ = a[name] != b[cname]
            if np.any(differ):
                where = tuple(int(i) for i in np.argwhere(differ)[0])
                return FullCheck(False, t + 1, prime, degree, entropy, positions,
                                 {"output": name, "index": list(where), "trial": t,
                                  "count": int(differ.sum())})
    return FullCheck(True, trials, prime, degree, entropy, positions)
