"""Consistency of an axiom set: nothing false becomes provable.

Two checks. (1) The axioms with a few distinct tensors must not be unsat on their own (a
contradiction proves everything). (2) Known-false equalities, written as rules (relu(x) = x,
AB = BA, x^T = x, concat(x, y) = concat(y, x) ...), must not be proved. Each false rule is also
refuted by random testing, so the list itself is checked to be false.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import z3

from verified_opt.axioms.vocab import T
from verified_opt.rules.format import load_rules
from verified_opt.verify.encode import encode_rule
from verified_opt.verify.prove import AxiomSet, prove
from verified_opt.verify.testing import test_rule

KNOWN_FALSE = Path(__file__).resolve().parents[1] / "data" / "known_false_rules.json"


@dataclass
class ConsistencyResult:
    consistent: bool
    checked: int
    problems: list[str]


def check_consistency(axioms: AxiomSet, timeout_ms: int = 5000) -> ConsistencyResult:
    problems: list[str] = []
    s = z3.Solver()
    s.set("timeout", timeout_ms)
    s.set("smt.mbqi", False)
    # A scope makes Z3 use its incremental engine, as prove() does (it tracks each axiom):
    # the one-shot engine's preprocessing spins on axioms such as sub(add(X, Y), Y) = X
    # until long past the timeout when there is no ground term to match.
    s.push()
    xs = [z3.Const(f"c{k}", T) for k in range(3)]
    s.add(z3.Distinct(*xs))
    for f in axioms.formulas:
        s.add(f)
    if s.check() == z3.unsat:
        problems.append("the axioms contradict each other (unsat with three distinct tensors)")
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
