"""The prover: axioms + typing facts + negated equality, handed to Z3.

`unsat` means the rule follows from the axioms (the unsat core names the axioms used); `sat`
or `unknown` or a timeout means the axioms do not prove it. Each axiom is asserted under a
tracking literal; rlimit makes results reproducible, the wall-clock timeout bounds them.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass, field

import z3

from verified_opt.axioms.lang import Axiom
from verified_opt.axioms.z3enc import encode_axiom
from verified_opt.verify.encode import EncodedRule

DEFAULT_TIMEOUT_MS = 10_000
DEFAULT_RLIMIT = 20_000_000
SMT_LOGIC = "UFNIRA"  # quantifiers, uninterpreted functions, nonlinear integer/real arithmetic


@dataclass(frozen=True)
class AxiomSet:
    """Axioms with their Z3 formulas, encoded once per process."""

    axioms: tuple[Axiom, ...]
    formulas: tuple[z3.BoolRef, ...]

    @staticmethod
    def of(axioms: list[Axiom]) -> AxiomSet:
        return AxiomSet(tuple(axioms), tuple(encode_axiom(a) for a in axioms))

    def digest(self, names: list[str] | None = None) -> str:
        chosen = [a for a in self.axioms if names is None or a.name in names]
        text = "\n".join(f"{a.name}: {a.text()}" for a in sorted(chosen, key=lambda a: a.name))
        return hashlib.sha256(text.encode()).hexdigest()


@dataclass
class ProofResult:
    status: str  # unsat | sat | unknown
    reason: str
    core: list[str] = field(default_factory=list)
    seconds: float = 0.0
    rlimit_used: int = 0


def _solver(timeout_ms: int, rlimit: int) -> z3.Solver:
    s = z3.Solver()
    s.set("timeout", timeout_ms)
    s.set("rlimit", rlimit)
    s.set("smt.mbqi", False)  # E-matching on the triggers only: no model-based instantiation
    s.set("unsat_core", True)
    s.set("core.minimize", True)
    return s


def prove(enc: EncodedRule, axioms: AxiomSet, timeout_ms: int = DEFAULT_TIMEOUT_MS,
          rlimit: int = DEFAULT_RLIMIT) -> ProofResult:
    s = _solver(timeout_ms, rlimit)
    s.add(*enc.facts)
    s.add(enc.goal())
    tracks = {}
    for ax, f in zip(axioms.axioms, axioms.formulas):
        lit = z3.Bool(f"ax!{ax.name}")
        tracks[str(lit)] = ax.name
        s.assert_and_track(f, lit)
    t0 = time.perf_counter()
    status = s.check()
    seconds = time.perf_counter() - t0
    used = _rlimit_used(s)
    if status == z3.unsat:
        core = sorted(tracks[str(c)] for c in s.unsat_core() if str(c) in tracks)
        return ProofResult("unsat", "", core, seconds, used)
    if status == z3.sat:
        return ProofResult("sat", "the axioms admit a model where src and dst differ",
                           seconds=seconds, rlimit_used=used)
    reason = s.reason_unknown() or "unknown"
    if "canceled" in reason or "timeout" in reason:
        reason = f"timeout after {timeout_ms} ms"
    elif "resource" in reason or "rlimit" in reason:
        reason = f"rlimit {rlimit} exhausted"
    return ProofResult("unknown", reason, seconds=seconds, rlimit_used=used)


def _rlimit_used(s: z3.Solver) -> int:
    stats = s.statistics()
    return int(stats.get_key_value("rlimit count")) if "rlimit count" in stats.keys() else 0


def certificate_query(enc: EncodedRule, axioms: AxiomSet, core: list[str], rlimit: int) -> str:
    """A self-contained SMT-LIB2 query: the core axioms, the typing facts, the negated goal.

    It is `unsat` exactly when the proof holds; any SMT solver that reads SMT-LIB2 with
    quantifiers and uninterpreted functions can recheck it.
    """
    s = z3.Solver()
    for ax, f in zip(axioms.axioms, axioms.formulas):
        if ax.name in core:
            s.add(f)
    s.add(*enc.facts)
    s.add(enc.goal())
    body = s.to_smt2()
    header = (f"; verified_opt proof obligation: unsat means the rule holds\n"
              f"; axioms used: {', '.join(core)}\n"
              f"; z3 rlimit used: {rlimit}\n"
              f"(set-info :smt-lib-version 2.6)\n(set-logic {SMT_LOGIC})\n")
    body = "\n".join(line for line in body.splitlines() if not line.startswith("(set-info"))
    return header + body + "\n"
