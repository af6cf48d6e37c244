"""The prover: axioms + typing facts + negated equality, handed to Z3.

`unsat` means the rule follows from the axioms (the unsat core names the axioms used); `sat`
or `unknown` or a timeout means the axioms do not prove it. Each axiom is asserted under a
tracking literal; rlimit makes results reproducible, the wall-clock timeout bounds them.

Where E-matching runs out of instances without a proof ("incomplete quantifiers"), the proof
is tried once more with the vocabulary's typing formulas (axioms/typing.py: the shapes of the
terms axioms make), each under its own tracking literal, so the core names the ones it used
and the certificate asserts those only. A proof that needs none is the same as without them.

A query asserts only the axioms E-matching could ever instantiate for the rule
(`AxiomSet.relevant`): with MBQI off, an axiom fires only where a ground term matches one of
its patterns, so one whose patterns apply a function no term of the query can come to apply
never fires, and leaving it out changes nothing the proof can use; it halved the solver's time
on generated rules, where a rule's query needs 2-50 of the 324 axioms.
"""

from __future__ import annotations

import ctypes
import os
import time
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache
from typing import Any

import z3
from z3 import z3core

from verified_opt.axioms import typing as typing_
from verified_opt.axioms.lang import Axiom, AxiomSyntaxError, parse_axiom
from verified_opt.axioms.z3enc import encode_axiom
from verified_opt.verify.encode import EncodedRule

DEFAULT_TIMEOUT_MS = 10_000
DEFAULT_RLIMIT = 20_000_000
TRACK = "ax!"  # prefix of an axiom's tracking literal
SMT_LOGIC = "UFNIRA"  # quantifiers, uninterpreted functions, nonlinear integer/real arithmetic


@dataclass(frozen=True)
class AxiomSet:
    """Axioms with their Z3 formulas, encoded once per process."""

    axioms: tuple[Axiom, ...]
    formulas: tuple[z3.BoolRef, ...]

    @staticmethod
    def of(axioms: list[Axiom]) -> AxiomSet:
        return AxiomSet(tuple(axioms), tuple(encode_axiom(a) for a in axioms))

    @cached_property
    def literals(self) -> z3.AstVector:
        """Each axiom's tracking literal (`ax!name`), as one vector: a proof translates it
        with one call, not one per axiom (milliseconds per proof from hundreds of axioms)."""
        vec = z3.AstVector()
        for a in self.axioms:
            vec.push(z3.Bool(f"{TRACK}{a.name}"))
        return vec

    @cached_property
    def tracked(self) -> z3.BoolRef:
        """The conjunction of `literal => axiom` (what assert_and_track asserts).

        Built once per set, not once per rule: making and printing hundreds of literals per
        rule cost more than Z3's search itself.
        """
        return z3.And(*[z3.Implies(self.literals[i], f) for i, f in enumerate(self.formulas)])

    @cached_property
    def names(self) -> frozenset[str]:
        return frozenset(a.name for a in self.axioms)

    @cached_property
    def _triggers(self) -> tuple[tuple[tuple[frozenset[str], ...], frozenset[str]], ...]:
        """Per axiom: the functions each of its patterns applies, and those its body applies."""
        return tuple(_trigger_symbols(f) for f in self.formulas)

    @cached_property
    def _relevant(self) -> dict[tuple, AxiomSet]:
        return {}

    def relevant(self, symbols: frozenset[str], typing: tuple[str, ...] = ()) -> AxiomSet:
        """The axioms E-matching can instantiate in a query whose ground terms apply the
        functions `symbols`, the typing formulas `typing` asserted beside them: the least set
        holding every axiom with a pattern whose functions are all applied, where an axiom in
        the set makes its body's functions applied too (its instances are terms). MBQI is off
        (_solver), so an axiom outside it never fires: a proof from this subset is the proof
        from the whole set, with less for Z3 to set up and index. Over-approximates where it
        cannot tell (an axiom without patterns is always in). Memoized per (symbols, typing)."""
        key = (symbols, typing)
        hit = self._relevant.get(key)
        if hit is not None:
            return hit
        present = set(symbols)
        extra = [_typing_triggers(name) for name in typing]
        keep: set[int] = set()
        pending = list(range(len(self.formulas)))
        changed = True
        while changed:
            changed = False
            for pats, body in extra:
                if (not pats or any(p <= present for p in pats)) and not body <= present:
                    present |= body
                    changed = True
            left = []
            for i in pending:
                pats, body = self._triggers[i]
                if not pats or any(p <= present for p in pats):
                    keep.add(i)
                    present |= body
                    changed = True
                else:
                    left.append(i)
            pending = left
        return _remember(self._relevant, key, self._of(sorted(keep)))

    @cached_property
    def _subsets(self) -> dict[frozenset[str], AxiomSet]:
        return {}

    def subset(self, names: list[str]) -> AxiomSet:
        """The axioms named, in the set's order. Memoized: a proof's core is proved again on
        its own, and the same few cores recur over a library (each new set would build its
        tracked conjunction again)."""
        keep = frozenset(names)
        hit = self._subsets.get(keep)
        if hit is not None:
            return hit
        return _remember(self._subsets, keep, self._of(
            [i for i, a in enumerate(self.axioms) if a.name in keep]))

    def _of(self, indices: list[int]) -> AxiomSet:
        """The set of these axioms (ascending indices), formulas as encoded here."""
        return AxiomSet(tuple(self.axioms[i] for i in indices),
                        tuple(self.formulas[i] for i in indices))

    @cached_property
    def set_digest(self) -> str:
        """The hash certificates record of the set they were proved under (axiom_sets.py)."""
        from verified_opt.verify.axiom_sets import set_digest

        return set_digest(self.axioms)


def _remember(memo: dict, key: Any, value: AxiomSet, limit: int = 4096) -> AxiomSet:
    """memo[key] = value, the memo emptied first once it holds `limit` entries."""
    if len(memo) >= limit:
        memo.clear()
    memo[key] = value
    return value


@dataclass
class ProofResult:
    status: str  # unsat | sat | unknown
    reason: str
    core: list[str] = field(default_factory=list)
    seconds: float = 0.0
    rlimit_used: int = 0
    # every core that proved the rule, smallest first (the last is the first proof's)
    cores: list[list[str]] = field(default_factory=list)
    # the typing formulas (symbols of axioms/typing.py) the proof's core holds, if any
    typing: list[str] = field(default_factory=list)


ALL_TYPING = tuple(typing_.TYPING)


# glibc's malloc, in a process that makes Z3 contexts: blocks below MMAP_THRESHOLD come from
# the heap, and up to TRIM_THRESHOLD of free heap stays with the process. A Z3 context takes a
# block of 16 MiB; by default glibc maps it for each context (or trims it off the heap when the
# context goes), and faulting its pages in again cost 5 ms per context -- a rule's verdict
# makes five (proof, core, certificate query twice, recheck) -- where a context on a kept heap
# takes 0.5 ms. Reusing one context instead would make a proof depend on what the process
# proved before (_prove_once). The values are glibc's own ceilings for its adaptive
# thresholds (32 MiB, 64 MiB), so a process keeps at most tens of MiB more.
MMAP_THRESHOLD = 32 << 20
TRIM_THRESHOLD = 64 << 20
_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3  # mallopt's parameters (malloc.h)
_HEAP: dict[str, int] = {}  # the pid whose malloc was set


def keep_heap() -> bool:
    """Set this process's malloc thresholds (once per process, forked workers included);
    False where the C library has no mallopt (not glibc). Z3's results do not depend on it:
    they are the same at any addresses (as from run to run)."""
    if _HEAP.get("pid") == os.getpid():
        return bool(_HEAP["ok"])
    ok = False
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        pass
    else:
        mallopt.argtypes, mallopt.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
        ok = bool(mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD)) and \
            bool(mallopt(_M_TRIM_THRESHOLD, TRIM_THRESHOLD))
    _HEAP.update(pid=os.getpid(), ok=int(ok))
    return ok


def fresh_context() -> z3.Context:
    """A new Z3 context, on a heap that keeps its blocks (keep_heap)."""
    keep_heap()
    return z3.Context()


def _solver(timeout_ms: int, rlimit: int, ctx: z3.Context) -> z3.Solver:
    s = z3.Solver(ctx=ctx)
    s.set("timeout", timeout_ms)
    s.set("rlimit", rlimit)
    s.set("smt.mbqi", False)  # E-matching on the triggers only: no model-based instantiation
    s.set("unsat_core", True)
    s.set("core.minimize", True)
    return s


def rule_symbols(enc: EncodedRule) -> frozenset[str]:
    """The functions the query of an encoded rule applies: those its two sides' terms were
    built with (SideEncoder.app records each) and the typing facts' rank and dim."""
    return frozenset(enc.src.symbols_used | enc.dst.symbols_used | {"rank", "dim"})


def prove(enc: EncodedRule, axioms: AxiomSet, timeout_ms: int = DEFAULT_TIMEOUT_MS,
          rlimit: int = DEFAULT_RLIMIT) -> ProofResult:
    """Prove from the axioms that can apply to the rule (AxiomSet.relevant), then again from
    the unsat core alone while that shrinks it.

    The core of a proof from many axioms may keep axioms that only steered the search;
    the certificate asserts the core alone, and with fewer axioms it rechecks fast and
    reliably (E-matching from a loose core can take Z3 seconds, and cvc5 longer). A core that
    does not prove the rule again on its own is kept as it is: it is still sufficient.
    """
    symbols = rule_symbols(enc)
    start = axioms.relevant(symbols)
    result = _as_whole(_prove_once(enc, start, timeout_ms, rlimit), start, axioms)
    if result.status == "unknown" and "incomplete quantifiers" in result.reason:
        # saturated, not out of time: the typing of axiom-made terms may let axioms apply
        start = axioms.relevant(symbols, ALL_TYPING)
        typed = _prove_once(enc, start, timeout_ms, rlimit, ALL_TYPING)
        if typed.status == "unsat":
            typed.seconds += result.seconds
            result = typed
    core = result.core
    cores = [core] if result.status == "unsat" else []
    for _ in range(3):
        if result.status != "unsat" or len(core) <= 1 or len(core) == len(start.axioms):
            break
        again = _prove_once(enc, axioms.subset(core), timeout_ms, rlimit, tuple(result.typing))
        result.seconds += again.seconds
        if again.status != "unsat" or len(again.core) >= len(core):
            break
        core = again.core
        cores.insert(0, core)
    result.core = core
    result.cores = cores
    return result


def _as_whole(result: ProofResult, start: AxiomSet, axioms: AxiomSet) -> ProofResult:
    """A `sat` from the relevant subset (no axiom at all, say) speaks of that subset only: the
    axioms left out never fire, but a model of the subset need not satisfy them. From the whole
    set Z3 says what E-matching saturating without a proof means, unknown (incomplete
    quantifiers), and the typed retry follows as it did."""
    if result.status == "sat" and len(start.axioms) < len(axioms.axioms):
        result.status = "unknown"
        result.reason = (f"incomplete quantifiers (a model of the {len(start.axioms)} axioms "
                         "that can apply to the rule)")
    return result


def _function_symbols(ctx: z3.ContextObj, asts: list, out: set[str]) -> set[str]:
    """Adds to `out` the names of the uninterpreted functions of one or more arguments that the
    terms `asts` (of context `ctx`) apply, inside quantifiers and their patterns too. Walks
    Z3's C API: its Python wrappers cost four times as much, and every axiom is walked once
    per process."""
    todo, seen = list(asts), set()
    names: dict[int, str | None] = {}  # declaration id -> its name, or None: not one of ours
    while todo:
        a = todo.pop()
        key = z3core.Z3_get_ast_id(ctx, a)
        if key in seen:
            continue
        seen.add(key)
        kind = z3core.Z3_get_ast_kind(ctx, a)
        if kind == z3.Z3_QUANTIFIER_AST:
            todo.append(z3core.Z3_get_quantifier_body(ctx, a))
            for k in range(z3core.Z3_get_quantifier_num_patterns(ctx, a)):
                todo.extend(_pattern_terms(ctx, a, k))
        elif kind == z3.Z3_APP_AST:
            app = z3core.Z3_to_app(ctx, a)
            n = z3core.Z3_get_app_num_args(ctx, app)
            if n:
                d = z3core.Z3_get_app_decl(ctx, app)
                did = z3core.Z3_get_ast_id(ctx, z3core.Z3_func_decl_to_ast(ctx, d))
                if did not in names:
                    names[did] = (z3core.Z3_get_symbol_string(
                        ctx, z3core.Z3_get_decl_name(ctx, d))
                        if z3core.Z3_get_decl_kind(ctx, d) == z3.Z3_OP_UNINTERPRETED else None)
                name = names[did]
                if name is not None:
                    out.add(name)
                todo.extend(z3core.Z3_get_app_arg(ctx, app, i) for i in range(n))
    return out


def _pattern_terms(ctx: z3.ContextObj, quantifier, k: int) -> list:
    """The terms of a quantifier's k-th pattern (several for a multi-pattern), as C ASTs."""
    pat = z3core.Z3_get_quantifier_pattern_ast(ctx, quantifier, k)
    return [z3core.Z3_get_pattern(ctx, pat, j)
            for j in range(z3core.Z3_get_pattern_num_terms(ctx, pat))]


def _trigger_symbols(f: z3.BoolRef) -> tuple[tuple[frozenset[str], ...], frozenset[str]]:
    """A formula's patterns (each as the functions its terms apply; none for a formula without
    quantifier or patterns) and the functions its body applies."""
    ctx = f.ctx.ref()
    if not z3.is_quantifier(f) or f.num_patterns() == 0:
        return (), frozenset(_function_symbols(ctx, [f.as_ast()], set()))
    pats = [frozenset(_function_symbols(ctx, _pattern_terms(ctx, f.as_ast(), k), set()))
            for k in range(f.num_patterns())]
    body = z3core.Z3_get_quantifier_body(ctx, f.as_ast())
    return tuple(pats), frozenset(_function_symbols(ctx, [body], set()))


@cache
def _typing_triggers(name: str) -> tuple[tuple[frozenset[str], ...], frozenset[str]]:
    [f] = typing_.formulas([name])
    return _trigger_symbols(f)


def _prove_once(enc: EncodedRule, axioms: AxiomSet, timeout_ms: int, rlimit: int,
                typing: tuple[str, ...] = ()) -> ProofResult:
    # A fresh context per check: Z3's E-matching order follows the ids of the terms already in
    # its context, so in the shared one a proof depends on what the process did before (a
    # query proved in 0.01 s alone timed out after others). Translated into a new context, the
    # same rule gets the same answer in any process, in any order.
    ctx = fresh_context()
    s = _solver(timeout_ms, rlimit, ctx)
    # the facts and the goal, in that order, asserted through Z3's C API: one translation of
    # the rule's vector, no Python object per formula (those cost more than the translation)
    query = enc.query.translate(ctx)
    for i in range(len(query)):
        z3core.Z3_solver_assert(ctx.ref(), s.solver, z3core.Z3_ast_vector_get(
            ctx.ref(), query.vector, i))
    # each axiom under its tracking literal (what assert_and_track does), the literals assumed
    s.add(axioms.tracked.translate(ctx))
    # the literals are terms of the implications just translated: the vector's translation
    # finds them, and Z3 is handed them as its C API takes assumptions (what Solver.check
    # does, less a Python cast per literal)
    lits = axioms.literals.translate(ctx)
    for name, f in zip(typing, typing_.formulas(typing)):
        lit = z3.Bool(f"{typing_.TRACK}{name}", ctx)
        s.add(z3.Implies(lit, f.translate(ctx)))
        lits.push(lit)
    n = len(lits)
    assumptions = (z3.Ast * n)()
    for i in range(n):
        assumptions[i] = z3core.Z3_ast_vector_get(ctx.ref(), lits.vector, i)
    # z3's "rlimit count" is the context's counter while the rlimit applies to this check
    # alone: count this check's share (the translation above already counts)
    before = _rlimit_used(s)
    t0 = time.perf_counter()
    status = z3.CheckSatResult(
        z3core.Z3_solver_check_assumptions(ctx.ref(), s.solver, n, assumptions))
    seconds = time.perf_counter() - t0
    used = _rlimit_used(s) - before
    if status == z3.unsat:
        names = [str(c.decl().name()) for c in s.unsat_core()]
        core = sorted(name for name in (n.removeprefix(TRACK) for n in names)
                      if name in axioms.names)
        typed = [t for t in typing if f"{typing_.TRACK}{t}" in names]  # in ALL_TYPING's order
        return ProofResult("unsat", "", core, seconds, used, typing=typed)
    if status == z3.sat:
        return ProofResult("sat", "the axioms admit a model where src and dst differ",
                           seconds=seconds, rlimit_used=used)
    reason = s.reason_unknown() or "unknown"
    # z3 says "canceled" both for the wall-clock timeout and for the solver's rlimit
    if "resource" in reason or "rlimit" in reason or (
            "canceled" in reason and used >= rlimit):
        reason = f"rlimit {rlimit} exhausted"
    elif "canceled" in reason or "timeout" in reason:
        reason = f"timeout after {timeout_ms} ms"
    return ProofResult("unknown", reason, seconds=seconds, rlimit_used=used)


def _rlimit_used(s: z3.Solver) -> int:
    stats = s.statistics()
    keys = stats.keys()  # (z3's Statistics iterates over (key, value) pairs, not keys)
    return int(stats.get_key_value("rlimit count")) if "rlimit count" in keys else 0


def check_text(query: str, timeout_ms: int, rlimit: int = 0) -> str:
    """Z3's answer on an SMT-LIB2 query read as text: unsat, sat, unknown (reason) or error.

    A fresh context per check: Z3's E-matching order follows the ids of terms already in its
    context, so in a shared one the same query can be unsat in 0.01 s once and time out after
    other queries were parsed. A fresh one answers as a new process would. `rlimit` (0: none)
    bounds it deterministically; the timeout alone does not (E-matching overran 3 s by 55)."""
    from verified_opt.verify.smt_text import query_problem
    problem = query_problem(query)  # (exit) or a second (check-sat) would decide the answer
    if problem:
        return f"error ({problem})"
    s = z3.Solver(ctx=fresh_context())
    s.set("timeout", timeout_ms)
    if rlimit:
        s.set("rlimit", rlimit)
    s.set("smt.mbqi", False)
    try:
        s.from_string(query)
    except z3.Z3Exception as e:
        return f"error ({e})"
    r = s.check()
    return str(r) if r != z3.unknown else f"unknown ({s.reason_unknown()})"


def certificate_query(enc: EncodedRule, axioms: AxiomSet, core: list[str], rlimit: int,
                      typing: tuple[str, ...] | list[str] = ()) -> str:
    """A self-contained SMT-LIB2 query: the core axioms, the typing formulas the proof used
    (none for most), the typing facts, the negated goal.

    It is `unsat` exactly when the proof holds; any SMT solver that reads SMT-LIB2 with
    quantifiers and uninterpreted functions can recheck it.
    """
    # printed from a fresh context, so its let-names (term ids) and the file's hash are the
    # same whichever process wrote it and whatever that process did before
    ctx = fresh_context()
    s = z3.Solver(ctx=ctx)
    for ax, f in zip(axioms.axioms, axioms.formulas):
        if ax.name in core:
            s.add(f.translate(ctx))
    for f in typing_.formulas(list(typing)):
        s.add(f.translate(ctx))
    s.add(enc.query.translate(ctx))  # the facts then the goal, as a proof asserts them
    body = s.to_smt2()
    header = (f"; verified_opt proof obligation: unsat means the rule holds\n"
              f"; axioms used: {', '.join(sorted(core))}\n"
              + (f"; typing used: {', '.join(typing)}\n" if typing else "") +
              f"; z3 rlimit used: {rlimit}\n"
              f"(set-info :smt-lib-version 2.6)\n(set-logic {SMT_LOGIC})\n")
    body = "\n".join(line for line in body.splitlines() if not line.startswith("(set-info"))
    return header + body + "\n"


@lru_cache(maxsize=4096)
def _statement_axiom(name: str, statement: str) -> tuple[Axiom, z3.BoolRef]:
    ax = parse_axiom(statement, f"axiom {name}", 0, need_comment=False)
    if ax.name != name:
        raise AxiomSyntaxError(f"axiom '{name}': its statement names '{ax.name}'")
    return ax, encode_axiom(ax)


def query_from_statements(enc: EncodedRule, statements: list[tuple[str, str]],
                          rlimit: int, typing: tuple[str, ...] | list[str] = ()) -> str:
    """The certificate query of an encoded rule under axioms given by (name, statement), in
    that order, and the typing formulas of the symbols `typing` names: what a certificate
    that cites them must contain, byte for byte."""
    pairs = [_statement_axiom(n, s) for n, s in statements]
    axioms = AxiomSet(tuple(a for a, _ in pairs), tuple(f for _, f in pairs))
    return certificate_query(enc, axioms, [n for n, _ in statements], rlimit, typing)
