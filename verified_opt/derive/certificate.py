"""Certificates of derivation steps: the step it states, and queries anyone can rebuild.

<name>.json   schema, rule and params (descriptive), before and after (expr JSON), the witness,
              the obligations (name, query text), each solver's answer, the exact check
<name>.smt2   all obligations, one after another (each ends in its own check-sat)

`recheck_step` trusts nothing in the file but the statement: it rebuilds every obligation from
(before, after, witness) with `proof.obligations`, requires the stored queries to be exactly
those texts, asks z3 (and cvc5 if installed) again, and evaluates both sides exactly on fresh
random integers. A certificate whose after was edited, whose witness was swapped, or whose
query was weakened fails with the first difference. What the proof means is in proof.py.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from verified_opt.atomic import write_text_atomic
from verified_opt.derive.expr import ExprError, from_json, program_text, to_json
from verified_opt.derive.proof import (
    ExactCheck,
    StepProof,
    Witness,
    WitnessError,
    check_obligations,
    exact_check,
    obligations,
)
from verified_opt.derive.rules import Step
from verified_opt.errors import one_line

SCHEMA = "verified_opt.derivation-step/1"


def step_json(step: Step, proof: StepProof, exact: ExactCheck, solvers: tuple[str, ...]) -> dict:
    assert proof.witness is not None
    return {
        "schema": SCHEMA,
        "rule": step.rule,
        "params": step.params,
        "statement": "before == after: for every output point, equal values for all tensors",
        "before": to_json(step.before),
        "after": to_json(step.after),
        "before_text": program_text(step.before),
        "after_text": program_text(step.after),
        "witness": proof.witness.to_json(),
        "obligations": [{"name": o.name, "query": o.query,
                         "sha256": hashlib.sha256(o.query.encode()).hexdigest()}
                        for o in proof.obligations],
        "answers": proof.answers,
        "verdict": proof.status,
        "solvers": list(solvers),
        "seconds": round(proof.seconds, 4),
        "exact_check": exact.to_json(),
    }


def write_step_certificate(folder: Path, name: str, cert: dict) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    write_text_atomic(folder / f"{name}.smt2",
                      "".join(o["query"] for o in cert["obligations"]))
    path = folder / f"{name}.json"
    write_text_atomic(path, json.dumps(cert, indent=1, ensure_ascii=False) + "\n")
    return path


@dataclass(frozen=True)
class StepRecheck:
    ok: bool
    message: str


def recheck_step(cert: dict, solvers: tuple[str, ...] = ("z3",), timeout_ms: int = 20_000,
                 seed: int = 1) -> StepRecheck:
    """Rebuild, compare, re-ask the solvers, re-evaluate (module docstring)."""
    if cert.get("schema") != SCHEMA:
        return StepRecheck(False, f"not a derivation-step certificate ({cert.get('schema')!r})")
    try:
        before, after = from_json(cert["before"]), from_json(cert["after"])
        witness = Witness.from_json(cert["witness"])
        rebuilt = obligations(before, after, witness)
    except (ExprError, WitnessError, KeyError, TypeError, ValueError) as e:
        return StepRecheck(False, f"the step cannot be rebuilt: {one_line(e)}")
    stored = cert.get("obligations") or []
    if not isinstance(stored, list) or not all(isinstance(o, dict) for o in stored):
        return StepRecheck(False, "the stored obligations are not a list of objects (name, "
                                  "query)")
    if [o.get("name") for o in stored] != [o.name for o in rebuilt]:
        return StepRecheck(False, "the stored obligations are not the ones the step implies")
    for got, want in zip(stored, rebuilt):
        if got.get("query") != want.query:
            return StepRecheck(False, f"obligation {want.name}: the stored query differs from "
                                      "the one rebuilt from the step")
    if not rebuilt:
        return StepRecheck(False, "no obligations: nothing is proved")
    answers = check_obligations(rebuilt, solvers, timeout_ms)
    for n, per in answers.items():
        for s, a in per.items():
            if a != "unsat":
                return StepRecheck(False, f"obligation {n}: {s} answered {a}")
    try:
        ex = exact_check(before, after, seed=seed)
    except ExprError as e:  # sides that cannot be evaluated together (a tensor's shape)
        return StepRecheck(False, f"the exact evaluation cannot run: {e}")
    if not ex.equal:
        return StepRecheck(False, f"exact evaluation differs at {ex.point}: "
                                  f"{ex.before_value} vs {ex.after_value}")
    return StepRecheck(True, f"{len(rebuilt)} obligations unsat ({', '.join(solvers)}), "
                             f"exact check equal on {ex.points} points")
