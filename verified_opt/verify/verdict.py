"""One rule, one verdict, as Alive2 gives them: proved, refuted, or inconclusive.

- refuted: random testing found a concrete counterexample (or src and dst differ in shape).
- proved: Z3 found the negated equality unsat under the axioms, and random testing agrees.
- inconclusive: anything else (solver unknown or timeout, no vocabulary for an operator, no
  well-formed instance to test). Inconclusive is never applied, exactly like refuted.
A rule that Z3 proves but testing refutes means an axiom is unsound: reported as an axiom bug.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass, field

import numpy as np

from verified_opt.rules.format import Rule
from verified_opt.verify.encode import EncodeError, ShapeMismatch, encode_rule
from verified_opt.verify.prove import (
    DEFAULT_RLIMIT,
    DEFAULT_TIMEOUT_MS,
    AxiomSet,
    check_text,
    prove,
    query_from_statements,
)
from verified_opt.verify.testing import Counterexample, test_rule

PROVED, REFUTED, INCONCLUSIVE = "proved", "refuted", "inconclusive"


@dataclass
class Verdict:
    rule: str
    status: str
    seconds: float
    reason: str = ""
    axioms_used: list[str] = field(default_factory=list)
    typing_used: list[str] = field(default_factory=list)  # axioms/typing.py, for few proofs
    counterexample: Counterexample | None = None
    axiom_bug: bool = False
    tested_instances: int = 0
    tested_trials: int = 0
    test_mode: str = ""
    smt2: str = ""  # the certificate query, for proved rules
    rlimit_used: int = 0
    prove_seconds: float = 0.0
    rule_hash: str = ""
    axiom_set_hash: str = ""  # of the whole set the proof was made under (axiom_sets.py)
    source: str = ""

    def to_json(self) -> dict:
        return {
            "rule": self.rule, "status": self.status, "seconds": round(self.seconds, 4),
            "reason": self.reason, "axioms_used": self.axioms_used,
            **({"typing_used": self.typing_used} if self.typing_used else {}),
            "counterexample": self.counterexample.to_json() if self.counterexample else None,
            "axiom_bug": self.axiom_bug,
            "testing": {"instances": self.tested_instances, "trials": self.tested_trials,
                        "mode": self.test_mode},
            "rlimit_used": self.rlimit_used, "rule_sha256": self.rule_hash,
            "axiom_set_sha256": self.axiom_set_hash, "source": self.source,
        }


def rule_hash(rule: Rule) -> str:
    return hashlib.sha256(rule.canonical().encode()).hexdigest()


# A certificate must recheck within this many times the resources its proof used (at least
# SELF_CHECK_MIN: a proof without axioms uses next to nothing).
SELF_CHECK_FACTOR = 20
SELF_CHECK_MIN = 2_000_000


def verify_rule(rule: Rule, axioms: AxiomSet, timeout_ms: int = DEFAULT_TIMEOUT_MS,
                rlimit: int = DEFAULT_RLIMIT, seed: int = 0) -> Verdict:
    t0 = time.perf_counter()
    v = Verdict(rule.name, INCONCLUSIVE, 0.0, rule_hash=rule_hash(rule), source=rule.source)
    with np.errstate(all="ignore"):  # float trials may hit sqrt(<0) etc.; compared as NaN
        test = test_rule(rule, seed=seed)
    v.tested_instances, v.tested_trials, v.test_mode = test.instances, test.trials, test.mode
    try:
        enc = encode_rule(rule)
    except ShapeMismatch as e:
        enc = None
        if test.counterexample is None:
            v.reason = f"symbolic shapes of src and dst differ: {e}"
            v.status = REFUTED if test.instances else INCONCLUSIVE
    except EncodeError as e:
        enc = None
        v.reason = str(e)
    proof = None
    if enc is not None:
        proof = prove(enc, axioms, timeout_ms, rlimit)
        v.prove_seconds, v.rlimit_used = proof.seconds, proof.rlimit_used
    if test.counterexample is not None:
        v.status = REFUTED
        v.counterexample = test.counterexample
        v.reason = test.counterexample.message
        if proof is not None and proof.status == "unsat":
            v.axiom_bug = True
            v.axioms_used = proof.core
            v.reason = (f"AXIOM BUG: Z3 proves this rule from {', '.join(proof.core)}, but it is "
                        f"false; {test.counterexample.message}")
    elif proof is not None and proof.status == "unsat":
        if test.instances == 0:
            v.status = INCONCLUSIVE
            v.reason = "proved by Z3, but no well-formed instance could be tested"
        else:
            # The certificate must recheck as written: Z3 reading the query from text (a fresh
            # context, no tracking literals) can miss an E-matching path the prover found. The
            # smallest core whose query rechecks is the certificate, else all the axioms the
            # proof started from; none: not proved.
            # The query is built as a recheck rebuilds it (certificate.py): the rule's encoding
            # and the cited axioms' statements, encoded from their text. What proves the rule is
            # that text's own check below, not the proof from the set's formulas.
            assert enc is not None  # the proof was made from it
            for core in proof.cores + [[a.name for a in axioms.axioms]]:
                cited = [(a.name, a.statement) for a in axioms.axioms if a.name in core]
                smt2 = query_from_statements(enc, cited, proof.rlimit_used, proof.typing)
                budget = min(rlimit, max(SELF_CHECK_FACTOR * proof.rlimit_used, SELF_CHECK_MIN))
                if check_text(smt2, timeout_ms, budget) == "unsat":
                    v.status = PROVED
                    v.axioms_used = core
                    v.typing_used = list(proof.typing)
                    v.smt2 = smt2
                    v.axiom_set_hash = axioms.set_digest
                    v.reason = ""
                    break
            else:
                v.status = INCONCLUSIVE
                v.reason = ("Z3 proves it, but no certificate query of its axiom cores "
                            "rechecks from its text" + (f" ({v.reason})" if v.reason else ""))
    elif proof is not None:
        v.status = INCONCLUSIVE
        v.reason = (f"the axioms do not prove it (z3: {proof.status}, {proof.reason}); no "
                    f"counterexample in {test.trials} random trials")
    elif v.status != REFUTED and not v.reason:
        v.reason = "cannot encode the rule"
    v.seconds = time.perf_counter() - t0
    return v
