"""EinNet's distance-guided derivation search, with every step of a chosen path proved.

Explorative derivation: breadth first up to `depth` rule applications (rules.proposals),
states that are the same computation up to names pruned by fingerprint, each level cut to the
`beam` states nearest to library operators. Nearness (the converging part) is the work left
to eOperators: the multiply-adds (loop points x sum points) of stages that match no library
operator, then the distance of those stages to the MatMul form (indices that are not a plain
iterator, loops whose range is not the dimension they read). A state whose heaviest stages
match MatMul is a candidate; the stage then gets the loop order MatMul produces (a layout
step, proved like the rest).

`derive` returns candidates best first; `certify` proves each step of one (proof.prove_step,
z3 and cvc5 when installed) and checks it exactly (proof.exact_check). A candidate with a step
that is not proved is dropped: nothing unproved is ever instantiated.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from verified_opt.derive.expr import Scope, fingerprint, stages
from verified_opt.derive.instantiate import flatten, match_matmul
from verified_opt.derive.match_conv import match_col2im
from verified_opt.derive.proof import exact_check, prove_step
from verified_opt.derive.rules import Step, permute, proposals


def work(s: Scope) -> int:
    n = 1
    for i in s.iters:
        n *= max(i.extent, 1)
    return n


def arithmetic(s: Scope) -> int:
    """Points times summands over s and its stages: what evaluating it all once costs."""
    return sum(work(st) for st in stages(s) + [s])


def stage_distance(s: Scope) -> int:
    if match_matmul(s) is not None:
        return 0
    d = 0
    for a in _reads(s):
        for ix, (lo, hi) in zip(a.index, a.src.bounds):
            if ix.const or len(ix.terms) != 1 or ix.terms[0][1] != 1:
                d += 1
    return d + 1


def _reads(s: Scope):
    from verified_opt.derive.expr import accesses
    return list(accesses(s.body))


# The converging part's price of an expression, in multiply-adds: a stage that matches MatMul
# costs its work (more when it is a thin product: batched matrix-vector products run far below
# a library's peak), an eOperator with sums EOP_FACTOR times its work (untuned TVM kernels
# against tuned library GEMMs), a stage without sums (a reshape, a gather of windows) MOVE per
# element it writes. Only a guide: `derive`'s best few are measured.
EOP_FACTOR = 10
MOVE = 2


def price(s: Scope) -> int:
    total = 0
    for st in stages(s) + [s]:
        f = match_matmul(st)
        if f is not None:
            ext = {i.name: i.extent for i in st.iters}
            m = max(1, math.prod(ext[x] for x in f.m))
            n = max(1, math.prod(ext[x] for x in f.n))
            total += work(st) + work(st) * 8 // min(m, n)
        elif st.sums and _col2im_reads(st):
            total += MOVE * _col2im_reads(st)
        elif st.sums:
            total += EOP_FACTOR * work(st)
        else:
            total += MOVE * work(st)
    return total


def _col2im_reads(st: Scope) -> int:
    """The elements a stage that is a Col2Im scatters (0 if it is not one): a library call
    that reads each once, where the stage's own work counts every block at every pixel."""
    f = match_col2im(flatten(st))
    return math.prod(f.col.shape) if f is not None else 0


def score(root: Scope) -> tuple[int, int]:
    """(price, distance to MatMul of the stages left to eOperators), smaller is nearer."""
    dist = 0
    for s in stages(root) + [root]:
        if s.sums and match_matmul(s) is None and not _col2im_reads(s):
            dist += stage_distance(s)
    return price(root), dist


@dataclass
class Candidate:
    steps: list[Step]
    final: Scope
    score: tuple[int, int]
    proofs: list = field(default_factory=list)
    exact: list = field(default_factory=list)

    @property
    def path(self) -> str:
        return " -> ".join(s.summary for s in self.steps) or "(as lowered)"


def _layout(root: Scope, steps: list[Step], consts: frozenset[str] = frozenset()
            ) -> tuple[Scope, list[Step]]:
    """Matched stages in the loop order MatMul produces (no transpose after it), and the
    stages without sums they read in the order MatMul reads (no transpose before it): data
    layout steps, proved like the rest."""
    for st in stages(root):
        f = match_matmul(st, consts)
        if f is None:
            continue
        names = [i.name for i in st.loops]
        if list(f.order) != names:
            order = tuple(names.index(x) for x in f.order)
            after = permute(root, st, order)
            steps = steps + [Step("layout", {"scope": st.name, "order": list(order)}, root,
                                  after)]
            return _layout(after, steps, consts)
        for acc, want in ((f.a, f.batch + f.m + f.k), (f.b, f.batch + f.k + f.n)):
            src = acc.src
            if not isinstance(src, Scope) or src.sums:
                continue
            read = [ix.terms[0][0] for ix in acc.index]
            order = tuple(read.index(x) for x in want if x in read)
            if order != tuple(range(len(read))):
                after = permute(root, src, order)
                steps = steps + [Step("layout", {"scope": src.name, "order": list(order)},
                                      root, after)]
                return _layout(after, steps, consts)
    return root, steps


def derive(root: Scope, depth: int = 6, beam: int = 512, budget_s: float = 20.0,
           progress: Callable[[str], None] | None = None,
           consts: frozenset[str] = frozenset()) -> list[Candidate]:
    """Candidates for root, best (least work left to eOperators) first; root itself first
    among equals (an eOperator of the operator as lowered). `consts`: the tensors that are
    weights (MatMul stages are laid out so that only those need transposing)."""
    t0 = time.perf_counter()
    seen = {fingerprint(root)}
    frontier: list[tuple[Scope, list[Step]]] = [(root, [])]
    found: list[Candidate] = [Candidate([], root, score(root))]
    base = score(root)
    for level in range(depth):
        nxt: list[tuple[tuple[int, int], Scope, list[Step]]] = []
        for state, path in frontier:
            for step in proposals(state):
                if time.perf_counter() - t0 > budget_s:
                    break
                fp = fingerprint(step.after)
                if fp in seen:
                    continue
                seen.add(fp)
                sc = score(step.after)
                nxt.append((sc, step.after, path + [step]))
                if sc[0] < base[0]:
                    final, steps = _layout(step.after, path + [step], consts)
                    c = Candidate(steps, final, score(final))
                    # one candidate per price: deeper ways to the same cost add nothing to
                    # measure (the shortest, found first breadth-first, is kept)
                    if all(f.score != c.score for f in found):
                        found.append(c)
        nxt.sort(key=lambda t: t[0])
        frontier = [(s, p) for _, s, p in nxt[:beam]]
        if progress:
            progress(f"depth {level + 1}: {len(nxt)} new states, {len(found) - 1} candidates, "
                     f"{time.perf_counter() - t0:.1f} s")
        if not frontier or time.perf_counter() - t0 > budget_s:
            break
    found.sort(key=lambda c: (c.score, len(c.steps)))
    return found


def certify(c: Candidate, solvers: tuple[str, ...] = ("z3",), timeout_ms: int = 10_000,
            memo: dict | None = None) -> bool:
    """Prove and exactly check every step of c (results kept on c); False at the first step
    that is not proved or not equal. memo: exact evaluations shared between the steps (and,
    passed again, between the candidates of one search; proof.exact_check)."""
    c.proofs, c.exact = [], []
    memo = {} if memo is None else memo
    for step in c.steps:
        p = prove_step(step.before, step.after, solvers=solvers, timeout_ms=timeout_ms)
        c.proofs.append(p)
        if p.status != "proved":
            return False
        e = exact_check(step.before, step.after, memo=memo)
        c.exact.append(e)
        if not e.equal:
            return False
    return True
