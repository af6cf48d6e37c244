"""Consistency of an axiom set: nothing false becomes provable.

Two checks. (1) The axioms must not contradict each other (a contradiction proves everything):
each axiom is instantiated once at fresh constants, which gives Z3's E-matching the ground
terms it needs to combine the axioms, and all the fresh tensors are asserted distinct; unsat
names the axioms of the contradiction. That is sound as a refutation: the reference semantics,
where the axioms hold (each is tested against it on non-empty instances), has unboundedly
many distinct tensors of each non-empty shape, so a consistent set has a model of these facts.
It is not a proof of consistency: sat is out of reach (uninterpreted tensors, integer sizes),
and a timeout finds nothing. (2) Known-false equalities, written as rules (relu(x) = x,
AB = BA, x^T = x, concat(x, y) = concat(y, x) ...), must not be proved. Each false rule is
also refuted by random testing, so the list itself is checked to be false.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import z3

from verified_opt.axioms.vocab import T
from verified_opt.rules.format import load_rules
from verified_opt.verify.encode import encode_rule
from verified_opt.verify.prove import TRACK, AxiomSet, prove
from verified_opt.verify.testing import test_rule

# E-matching from the instances finds a contradiction in well under a second (the tests'
# take 0.1-0.5 s of solving); past that it only goes on finding nothing, on every axiom check
CONTRADICTION_MS = 2000
KNOWN_FALSE = Path(__file__).resolve().parents[1] / "data" / "known_false_rules.json"


@dataclass
class ConsistencyResult:
    consistent: bool
    checked: int
    problems: list[str]


def _instance(formula: z3.BoolRef, tag: int) -> tuple[z3.BoolRef, list[z3.ExprRef]]:
    """The axiom at fresh constants (`ci!tag!k`), its precondition asserted too, and the
    tensors among them."""
    if not z3.is_quantifier(formula):
        return formula, []
    q = formula
    consts = [z3.Const(f"ci!{tag}!{k}", q.var_sort(k)) for k in range(q.num_vars())]
    # de Bruijn index 0 is the last bound variable
    body = z3.substitute_vars(q.body(), *reversed(consts))
    if z3.is_implies(body):
        body = z3.And(body.arg(0), body.arg(1))
    return body, [c for c in consts if c.sort() == T]


def contradiction(axioms: AxiomSet, timeout_ms: int = CONTRADICTION_MS) -> list[str] | None:
    """The names of axioms that contradict each other, or None where none is found: a
    minimal set, each axiom dropped in turn where the rest still contradict each other (Z3's
    first core keeps axioms that only steered the search)."""
    core = _unsat_core(axioms, timeout_ms)
    if core is None:
        return None
    for name in list(core):
        rest = [n for n in core if n != name]
        if rest and _unsat_core(axioms.subset(rest), timeout_ms) is not None:
            core = rest
    return core


def _unsat_core(axioms: AxiomSet, timeout_ms: int) -> list[str] | None:
    s = z3.Solver()
    s.set("timeout", timeout_ms)
    s.set("smt.mbqi", False)
    s.set("unsat_core", True)
    # A scope makes Z3 use its incremental engine, as prove() does: the one-shot engine's
    # preprocessing spins on axioms such as sub(add(X, Y), Y) = X long past the timeout.
    s.push()
    tensors: list[z3.ExprRef] = []
    for k, (ax, f) in enumerate(zip(axioms.axioms, axioms.formulas)):
        body, fresh = _instance(f, k)
        tensors += fresh
        s.assert_and_track(z3.And(f, body), z3.Bool(f"{TRACK}{ax.name}"))
    if len(tensors) > 1:
        s.add(z3.Distinct(*tensors))
    if s.check() != z3.unsat:
        return None
    return sorted(str(c)[len(TRACK):] for c in s.unsat_core())


def check_consistency(axioms: AxiomSet, timeout_ms: int = 5000) -> ConsistencyResult:
    problems: list[str] = []
    core = contradiction(axioms, min(timeout_ms, CONTRADICTION_MS))
    if core is not None:
        problems.append(f"the axioms contradict each other ({', '.join(core)})")
    rules = load_rules([KNOWN_FALSE])
    for rule in rules:
        test = test_rule(rule, max_instances=3, trials=2)
        if test.counterexample is None:
            problems.append(f"known-false rule '{rule.name}' has no counterexample: fix the list")
        result = prove(encode_rule(rule), axioms, timeout_ms)
        if result.status == "unsat":
            problems.append(f"the axioms prove the false equality '{rule.name}' "
                            f"(from {', '.join(result.core)})")
    return ConsistencyResult(not problems, len(rules) + 1, problems)
