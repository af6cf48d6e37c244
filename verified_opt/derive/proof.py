"""The proof of one derivation step: before and after compute the same tensor.

One theorem covers every rule (summation splitting, variable substitution, traversal merging,
boundary tightening, data-layout changes, fusion ...): reindexing a finite sum by a bijection
between the points where the summands can be nonzero. The rule that made the step is not
trusted; only the two expressions and a witness are.

1. Each side is flattened: stages are inlined (a read of a stage at idx becomes the guard
   "idx inside the stage's loop ranges" times the stage's sum, with fresh sum iterators), and
   products are distributed over sums, giving for every output point v a list of monomials

       Σ_{y in Y} [G(v, y)] * c * T1[idx1(v, y)] * T2[idx2(v, y)] * ...

   where G collects every read's bounds (a read outside its bounds is 0, so the monomial is 0
   wherever G fails) and Y is a box of sum iterators. This is exact, not an approximation.
2. A witness pairs the monomials of the two sides, the reads of each pair (same tensor, in
   some order), and gives maps phi: y -> z and psi: z -> y (affine, with // and % by
   constants). For each pair the obligations, in linear integer arithmetic, are

       forward:  v in Out, y in Y_a, G_a(v,y)  ->  phi(y) in Y_b, G_b(v,phi(y)), psi(phi(y)) = y,
                                                    every paired read's indices are equal
       backward: v in Out, z in Y_b, G_b(v,z)  ->  psi(z) in Y_a, G_a(v,psi(z)), phi(psi(z)) = z

   and the constants are equal. Then phi is a bijection between the two supports (psi is its
   inverse on them) under which the summands are the same product of the same tensor elements,
   so the sums are equal for every tensor value. A monomial left unpaired must vanish: its G is
   unsatisfiable. The roots must have the same loop ranges (their names may differ).
3. Each obligation is a self-contained SMT-LIB2 query (declare-const, assert, check-sat),
   unsat when the obligation holds; z3 and cvc5 both answer it. The queries are a function of
   (before, after, witness) alone, so anyone holding a certificate rebuilds them byte for byte.

A step is `proved` only if every query is unsat. Independently, both sides are evaluated
exactly on random integer tensors (`exact_check`); a difference is a refutation with the point
and the two values.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass, field

from verified_opt.derive.expr import (
    Access,
    Add,
    Aff,
    Const,
    Div,
    Iter,
    Mod,
    Mul,
    Scope,
    Tensor,
    Term,
    aff_from_json,
    aff_json,
    var,
)

OUT = "v_"  # prefix of the output point's variables in the queries


# --------------------------------------------------------------------------- flattening

@dataclass(frozen=True)
class Read:
    tensor: str
    shape: tuple[int, ...]
    index: tuple[Aff, ...]


@dataclass(frozen=True)
class Monomial:
    """Σ over `iters` of [lo <= g < hi for every guard] * const * the product of `reads`."""

    iters: tuple[Iter, ...]
    guards: tuple[tuple[Aff, int, int], ...]
    reads: tuple[Read, ...]
    const: int

    def times(self, o: Monomial) -> Monomial:
        return Monomial(self.iters + o.iters, self.guards + o.guards, self.reads + o.reads,
                        self.const * o.const)


def flatten(s: Scope, prefix: str) -> tuple[tuple[str, ...], list[Monomial]]:
    """The root's loop variables (renamed v_0, v_1 ...) and its monomials, sum iterators
    named prefix + a counter + the original name."""
    counter = itertools.count()
    out_names = tuple(f"{OUT}{k}" for k in range(len(s.loops)))
    env = {it.name: var(n) for it, n in zip(s.loops, out_names)}
    return out_names, _scope(s, env, prefix, counter)


def _scope(s: Scope, env: dict[str, Aff], prefix: str, counter) -> list[Monomial]:
    env = dict(env)
    iters = []
    for it in s.sums:
        fresh = f"{prefix}{next(counter)}_{it.name}"
        env[it.name] = var(fresh)
        iters.append(Iter(fresh, it.lo, it.hi))
    base = Monomial(tuple(iters), (), (), 1)
    return [base.times(m) for m in _term(s.body, env, prefix, counter)]


def _term(t: Term, env, prefix, counter) -> list[Monomial]:
    if isinstance(t, Const):
        return [Monomial((), (), (), t.value)]
    if isinstance(t, Add):
        return _term(t.a, env, prefix, counter) + _term(t.b, env, prefix, counter)
    if isinstance(t, Mul):
        left = _term(t.a, env, prefix, counter)
        right = _term(t.b, env, prefix, counter)
        return [a.times(b) for a in left for b in right]
    assert isinstance(t, Access)
    idx = tuple(ix.subst(env) for ix in t.index)
    guards = tuple((ix, lo, hi) for ix, (lo, hi) in zip(idx, t.src.bounds))
    if isinstance(t.src, Tensor):
        return [Monomial((), guards, (Read(t.src.name, t.src.shape, idx),), 1)]
    inner_env = {it.name: ix for it, ix in zip(t.src.loops, idx)}
    outer = Monomial((), guards, (), 1)
    return [outer.times(m) for m in _scope(t.src, inner_env, prefix, counter)]


# --------------------------------------------------------------------------- witness

@dataclass(frozen=True)
class Pairing:
    """Monomial a of before <-> monomial b of after; reads[i] of a <-> reads[perm[i]] of b;
    phi gives b's iterators from a's, psi a's from b's."""

    a: int
    b: int
    perm: tuple[int, ...]
    phi: tuple[tuple[str, Aff], ...]
    psi: tuple[tuple[str, Aff], ...]

    def to_json(self) -> dict:
        return {"a": self.a, "b": self.b, "perm": list(self.perm),
                "phi": [[n, aff_json(x)] for n, x in self.phi],
                "psi": [[n, aff_json(x)] for n, x in self.psi]}

    @staticmethod
    def from_json(j: Mapping) -> Pairing:
        return Pairing(int(j["a"]), int(j["b"]), tuple(int(p) for p in j["perm"]),
                       tuple((str(n), aff_from_json(x)) for n, x in j["phi"]),
                       tuple((str(n), aff_from_json(x)) for n, x in j["psi"]))


@dataclass(frozen=True)
class Witness:
    pairs: tuple[Pairing, ...]
    vanish_a: tuple[int, ...] = ()
    vanish_b: tuple[int, ...] = ()

    def to_json(self) -> dict:
        return {"pairs": [p.to_json() for p in self.pairs], "vanish_a": list(self.vanish_a),
                "vanish_b": list(self.vanish_b)}

    @staticmethod
    def from_json(j: Mapping) -> Witness:
        return Witness(tuple(Pairing.from_json(p) for p in j["pairs"]),
                       tuple(int(x) for x in j.get("vanish_a", [])),
                       tuple(int(x) for x in j.get("vanish_b", [])))


def _plain(ix: Aff, name: str) -> bool:
    """name occurs in ix only as a plain term (not inside a // or %)."""
    return all(isinstance(a, str) or name not in a.arg.variables for a, _ in ix.terms)


def _solve(known: list[tuple[Aff, Aff]], unknowns: list[Iter], others: tuple[Iter, ...]
           ) -> dict[str, Aff] | None:
    """Maps for `unknowns` from equations lhs == rhs (lhs over the known side, rhs over the
    unknowns), solving one unknown with coefficient +-1 at a time; unknowns that no equation
    fixes are matched to an unused iterator of `others` with the same extent."""
    sol: dict[str, Aff] = {}
    todo = {u.name for u in unknowns}
    progress = True
    while todo and progress:
        progress = False
        for lhs, rhs in known:
            rhs = rhs.subst(sol)
            free = [u for u in todo if u in rhs.variables]
            if len(free) != 1:
                continue
            u = free[0]
            c = rhs.coeff(u)
            if c not in (1, -1) or not _plain(rhs, u):
                continue
            rest = rhs - var(u) * c
            sol[u] = (lhs - rest) * c  # c*u + rest == lhs  =>  u == c*(lhs - rest)
            todo.discard(u)
            progress = True
    if todo:
        used = set().union(*(x.variables for x in sol.values())) if sol else set()
        spare = [o for o in others if o.name not in used]
        for unk in unknowns:
            if unk.name not in todo:
                continue
            match = next((o for o in spare if o.extent == unk.extent), None)
            if match is None:
                return None
            spare.remove(match)
            sol[unk.name] = var(match.name) + (unk.lo - match.lo)
            todo.discard(unk.name)
    return {u.name: sol[u.name] for u in unknowns}


def _pair(ma: Monomial, mb: Monomial, a: int, b: int) -> Pairing | None:
    if ma.const != mb.const or len(ma.reads) != len(mb.reads):
        return None
    if sorted(r.tensor for r in ma.reads) != sorted(r.tensor for r in mb.reads):
        return None
    n = len(ma.reads)
    for perm in itertools.islice(itertools.permutations(range(n)), 120):
        if any(ma.reads[i].tensor != mb.reads[perm[i]].tensor for i in range(n)):
            continue
        eqs = [(ra, rb) for i in range(n)
               for ra, rb in zip(ma.reads[i].index, mb.reads[perm[i]].index)]
        phi = _solve(eqs, list(mb.iters), ma.iters)
        psi = _solve([(rb, ra) for ra, rb in eqs], list(ma.iters), mb.iters)
        if phi is not None and psi is not None:
            return Pairing(a, b, perm, tuple(phi.items()), tuple(psi.items()))
    return None


def find_witness(before: Scope, after: Scope) -> Witness | None:
    """A witness for before == after, or None when the simple solver finds none (then the step
    is not proved; nothing is assumed)."""
    _, ma = flatten(before, "a")
    _, mb = flatten(after, "b")
    pairs: list[Pairing] = []
    free_b = list(range(len(mb)))
    for i, m in enumerate(ma):
        for j in free_b:
            p = _pair(m, mb[j], i, j)
            if p is not None:
                pairs.append(p)
                free_b.remove(j)
                break
    paired_a = {p.a for p in pairs}
    return Witness(tuple(pairs), tuple(i for i in range(len(ma)) if i not in paired_a),
                   tuple(free_b))


# --------------------------------------------------------------------------- SMT-LIB2

def smt_aff(x: Aff) -> str:
    parts = []
    for atom, c in x.terms:
        if isinstance(atom, str):
            t = atom
        elif isinstance(atom, Div):
            t = f"(div {smt_aff(atom.arg)} {atom.k})"
        else:
            assert isinstance(atom, Mod)
            t = f"(mod {smt_aff(atom.arg)} {atom.k})"
        parts.append(t if c == 1 else f"(* {_num(c)} {t})")
    if x.const or not parts:
        parts.append(_num(x.const))
    return parts[0] if len(parts) == 1 else f"(+ {' '.join(parts)})"


def _num(k: int) -> str:
    return str(k) if k >= 0 else f"(- {-k})"


def _in(x: Aff, lo: int, hi: int) -> str:
    t = smt_aff(x)
    return f"(and (<= {_num(lo)} {t}) (< {t} {_num(hi)}))"


def _conj(parts: list[str]) -> str:
    parts = list(dict.fromkeys(parts))
    return "true" if not parts else parts[0] if len(parts) == 1 else \
        f"(and {' '.join(parts)})"


def _query(title: list[str], names: list[str], hyps: list[str], goal: str | None) -> str:
    hyps = list(dict.fromkeys(hyps))  # the same bound, once
    lines = [f"; {t}" for t in title]
    lines.append("(set-logic ALL)")
    lines += [f"(declare-const {n} Int)" for n in names]
    lines += [f"(assert {h})" for h in hyps]
    if goal is not None:
        lines.append(f"(assert (not {goal}))")
    lines.append("(check-sat)")
    return "\n".join(lines) + "\n"


def _box(iters, env: Mapping[str, Aff] | None = None) -> list[str]:
    env = env or {}
    return [_in(env.get(i.name, var(i.name)), i.lo, i.hi) for i in iters]


def _guards(m: Monomial, env: Mapping[str, Aff] | None = None) -> list[str]:
    env = env or {}
    return [_in(g.subst(env), lo, hi) for g, lo, hi in m.guards]


@dataclass(frozen=True)
class Obligation:
    name: str
    query: str


class WitnessError(ValueError):
    """A witness that does not fit the two expressions (wrong indices, names, counts)."""


def obligations(before: Scope, after: Scope, witness: Witness) -> list[Obligation]:
    """The queries whose unsatisfiability proves before == after (module docstring)."""
    if [(i.lo, i.hi) for i in before.loops] != [(i.lo, i.hi) for i in after.loops]:
        raise WitnessError("the two sides have different loop ranges: "
                           f"{[(i.lo, i.hi) for i in before.loops]} vs "
                           f"{[(i.lo, i.hi) for i in after.loops]}")
    outs, ma = flatten(before, "a")
    _, mb = flatten(after, "b")
    out_box = [_in(var(n), it.lo, it.hi) for n, it in zip(outs, before.loops)]
    seen_a = sorted([p.a for p in witness.pairs] + list(witness.vanish_a))
    seen_b = sorted([p.b for p in witness.pairs] + list(witness.vanish_b))
    if seen_a != list(range(len(ma))) or seen_b != list(range(len(mb))):
        raise WitnessError(f"the witness does not cover each monomial once ({len(ma)} before, "
                           f"{len(mb)} after)")
    result = []
    for p in witness.pairs:
        a, b = ma[p.a], mb[p.b]
        if a.const != b.const:
            raise WitnessError(f"monomials {p.a}/{p.b}: constants {a.const} and {b.const}")
        if sorted(p.perm) != list(range(len(a.reads))) or len(a.reads) != len(b.reads) or any(
                a.reads[i].tensor != b.reads[p.perm[i]].tensor
                or a.reads[i].shape != b.reads[p.perm[i]].shape for i in range(len(a.reads))):
            raise WitnessError(f"monomials {p.a}/{p.b}: the reads do not pair by tensor")
        phi, psi = dict(p.phi), dict(p.psi)
        if set(phi) != {i.name for i in b.iters} or set(psi) != {i.name for i in a.iters}:
            raise WitnessError(f"monomials {p.a}/{p.b}: phi/psi do not name every iterator")
        if not all(x.variables <= set(outs) | {i.name for i in a.iters} for x in phi.values()) \
                or not all(x.variables <= set(outs) | {i.name for i in b.iters}
                           for x in psi.values()):
            raise WitnessError(f"monomials {p.a}/{p.b}: phi/psi use foreign variables")
        reads_eq = [f"(= {smt_aff(ra)} {smt_aff(rb.subst(phi))})"
                    for i, r in enumerate(a.reads)
                    for ra, rb in zip(r.index, b.reads[p.perm[i]].index)]
        inverse = [f"(= {smt_aff(psi[i.name].subst(phi))} {i.name})" for i in a.iters]
        fwd_goal = _conj(_box(b.iters, phi) + _guards(b, phi) + inverse + reads_eq)
        title = [f"derivation step: monomial {p.a} of before <-> monomial {p.b} of after",
                 ("forward: phi maps the support of before's into after's, psi undoes it, "
                 "the summands read the same elements")]
        result.append(Obligation(
            f"pair{p.a}-{p.b}.forward",
            _query(title, list(outs) + [i.name for i in a.iters],
                   out_box + _box(a.iters) + _guards(a), fwd_goal)))
        back = [f"(= {smt_aff(phi[i.name].subst(psi))} {i.name})" for i in b.iters]
        back_goal = _conj(_box(a.iters, psi) + _guards(a, psi) + back)
        title = [f"derivation step: monomial {p.a} of before <-> monomial {p.b} of after",
                 "backward: psi maps the support of after's into before's, phi undoes it"]
        result.append(Obligation(
            f"pair{p.a}-{p.b}.backward",
            _query(title, list(outs) + [i.name for i in b.iters],
                   out_box + _box(b.iters) + _guards(b), back_goal)))
    for side, ms, idxs in (("before", ma, witness.vanish_a), ("after", mb, witness.vanish_b)):
        for k in idxs:
            m = ms[k]
            result.append(Obligation(
                f"vanish.{side}{k}",
                _query([(f"derivation step: monomial {k} of {side} is zero everywhere "
                        "(no point satisfies its guards)")],
                       list(outs) + [i.name for i in m.iters],
                       out_box + _box(m.iters) + _guards(m), None)))
    return result


# --------------------------------------------------------------------------- checking

@dataclass
class StepProof:
    """proved | refuted | unproved, with the witness, the queries and each solver's answers."""

    status: str
    witness: Witness | None
    obligations: list[Obligation] = field(default_factory=list)
    answers: dict[str, dict[str, str]] = field(default_factory=dict)
    reason: str = ""
    seconds: float = 0.0


def check_obligations(obs: list[Obligation], solvers=("z3",), timeout_ms: int = 10_000
                      ) -> dict[str, dict[str, str]]:
    from verified_opt.verify.cvc5_check import check_with_cvc5
    from verified_opt.verify.prove import check_text
    out: dict[str, dict[str, str]] = {}
    for o in obs:
        out[o.name] = {}
        for s in solvers:
            out[o.name][s] = check_text(o.query, timeout_ms) if s == "z3" else \
                check_with_cvc5(o.query, timeout_ms)
    return out


def prove_step(before: Scope, after: Scope, witness: Witness | None = None,
               solvers=("z3",), timeout_ms: int = 10_000) -> StepProof:
    """Prove before == after: find a witness (unless given), build the obligations, ask the
    solvers. Fails closed: no witness, a malformed one, or any answer but unsat is not proved.
    """
    import time
    t0 = time.perf_counter()
    if witness is None:
        witness = find_witness(before, after)
    try:
        obs = obligations(before, after, witness) if witness is not None else []
    except WitnessError as e:
        return StepProof("unproved", witness, reason=str(e),
                         seconds=time.perf_counter() - t0)
    if witness is None:
        return StepProof("unproved", None, reason="no witness found",
                         seconds=time.perf_counter() - t0)
    answers = check_obligations(obs, solvers, timeout_ms)
    bad = [(n, s, a) for n, per in answers.items() for s, a in per.items() if a != "unsat"]
    if not bad:
        return StepProof("proved", witness, obs, answers, seconds=time.perf_counter() - t0)
    n, s, a = bad[0]
    # sat says this witness fails, not that the sides differ: only exact_check refutes
    return StepProof("unproved", witness, obs, answers, reason=f"{n}: {s} answered {a}",
                     seconds=time.perf_counter() - t0)


# Terms (point x summand) each side of an exact check may evaluate: about 10 s of
# NumPy here. A step whose check needs more (a stage of millions of points, each a sum of
# thousands) is not checked, so not certified and never used: such a stage is far too costly
# to instantiate anyway (FSRCNN's deconvolution: 3.7e9 terms, minutes).
EXACT_WORK = 4e8


@dataclass(frozen=True)
class ExactCheck:
    equal: bool
    seed: int
    points: int
    point: tuple[int, ...] | None = None
    before_value: int | None = None
    after_value: int | None = None
    reason: str | None = None      # why the check did not run to the end (not equal then)

    def to_json(self) -> dict:
        out: dict[str, object] = {"equal": self.equal, "seed": self.seed, "points": self.points,
               "point": list(self.point) if self.point is not None else None,
               "before": self.before_value, "after": self.after_value}
        if self.reason is not None:
            out["reason"] = self.reason
        return out


# The exact check's values: wide enough that a polynomial vanishing on every draw needs
# degree 2 * EXACT_RANGE + 1 (values in [-4, 4] let one of degree 9 look like zero), small
# enough that int64 sums of products of a few of them stay exact.
EXACT_RANGE = 64
INT64_EXACT = 1 << 62  # a bound on both sides' values below which int64 evaluation is exact


def exact_check(before: Scope, after: Scope, seed: int = 0, max_points: int = 4096,
                work: float = EXACT_WORK, memo: dict | None = None) -> ExactCheck:
    """Both sides on the same random integer tensors, exactly (int64), at every output point
    or, past max_points, at the corners of the output box and random points. Past `work`
    terms evaluated the check stops: not equal, with the reason (fail closed). memo: values
    of sides already evaluated on the same draw (a path's steps share their sides: step k's
    after is step k + 1's before, every candidate's first before is the operator)."""
    import numpy as np

    from verified_opt.derive.evaluate import (
        TooLarge,
        evaluate_at,
        magnitude_bound,
        memoized,
        random_inputs,
        sample_points,
    )
    from verified_opt.derive.expr import tensors
    rng = np.random.default_rng(seed)
    inputs = random_inputs(before, rng, -EXACT_RANGE, EXACT_RANGE + 1)
    for t in tensors(after):
        if t.name not in inputs:  # a tensor only after reads: it must not matter, draw it
            inputs[t.name] = rng.integers(-EXACT_RANGE, EXACT_RANGE + 1, size=t.shape,
                                          dtype=np.int64)
    if max(magnitude_bound(before, EXACT_RANGE), magnitude_bound(after, EXACT_RANGE)) \
            >= INT64_EXACT:  # int64 would wrap: Python's integers (slower, and as exact)
        inputs = {k: v.astype(object) for k, v in inputs.items()}
    box = [(i.lo, i.hi) for i in before.loops]
    points = sample_points(box, rng, max_points)
    # what the draw depends on: the tensors in the order drawn, the seed, the points' box
    draw = (seed, max_points, tuple(box), tuple((k, v.shape) for k, v in inputs.items()))

    def side(s: Scope):
        return memoized(memo, s, draw, lambda: evaluate_at(s, inputs, points, budget=work))

    try:
        va = side(before)
        vb = side(after)
    except TooLarge as e:
        return ExactCheck(False, seed, len(points),
                          reason=f"too large to check exactly: {e} at {len(points)} points")
    diff = np.nonzero(va != vb)[0]
    if len(diff):
        k = int(diff[0])
        return ExactCheck(False, seed, len(points), tuple(int(x) for x in points[k]),
                          int(va[k]), int(vb[k]))
    return ExactCheck(True, seed, len(points))
