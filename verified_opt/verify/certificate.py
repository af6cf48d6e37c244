"""Certificates: a proved verdict as files that anyone can recheck without trusting us.

<name>.smt2  the self-contained SMT-LIB2 query (core axioms, typing facts, negated goal)
<name>.json  rule, verdict, axioms used (with their text), solver and version, rlimit used,
             time, and SHA-256 hashes of the rule, the axioms used and the query file.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass
from pathlib import Path

import z3

from verified_opt.errors import VoptError
from verified_opt.rules.format import Rule
from verified_opt.verify.prove import AxiomSet
from verified_opt.verify.verdict import PROVED, Verdict

SCHEMA = "verified_opt.certificate/1"


def _sha(text: str) -> str:
    import hashlib

    return hashlib.sha256(text.encode()).hexdigest()


def safe_name(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]", "_", name)


def certificate_json(rule: Rule, verdict: Verdict, axioms: AxiomSet) -> dict:
    used = [a for a in axioms.axioms if a.name in verdict.axioms_used]
    return {
        "schema": SCHEMA,
        "rule": rule.to_json(),
        "verdict": verdict.status,
        "axioms_used": [{"name": a.name, "text": a.text(), "comment": a.comment,
                         "where": a.where} for a in used],
        "solver": "z3",
        "solver_version": z3.get_version_string(),
        "rlimit_used": verdict.rlimit_used,
        "prove_seconds": round(verdict.prove_seconds, 4),
        "testing": {"instances": verdict.tested_instances, "trials": verdict.tested_trials,
                    "mode": verdict.test_mode},
        "rule_sha256": verdict.rule_hash,
        "axioms_sha256": verdict.axioms_hash,
        "query_sha256": _sha(verdict.smt2),
        "query_file": safe_name(rule.name) + ".smt2",
        "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }


def write_certificate(folder: Path, rule: Rule, verdict: Verdict, axioms: AxiomSet) -> Path:
    if verdict.status != PROVED:
        raise VoptError(f"rule '{rule.name}' is {verdict.status}: it has no certificate")
    folder.mkdir(parents=True, exist_ok=True)
    cert = certificate_json(rule, verdict, axioms)
    (folder / cert["query_file"]).write_text(verdict.smt2)
    path = folder / (safe_name(rule.name) + ".json")
    path.write_text(json.dumps(cert, indent=1, sort_keys=True) + "\n")
    return path


@dataclass
class RecheckResult:
    path: str
    rule: str
    ok: bool
    solver_results: dict[str, str]
    message: str


def recheck_file(path: Path, timeout_ms: int = 30_000, solvers: tuple[str, ...] = ("z3",)
                 ) -> RecheckResult:
    try:
        cert = json.loads(path.read_text())
    except (OSError, json.JSONDecodeError) as e:
        return RecheckResult(str(path), "?", False, {}, f"unreadable certificate: {e}")
    name = cert.get("rule", {}).get("name", "?")
    if cert.get("schema") != SCHEMA or cert.get("verdict") != PROVED:
        return RecheckResult(str(path), name, False, {}, "not a proved-rule certificate")
    query_path = path.parent / cert.get("query_file", "")
    try:
        query = query_path.read_text()
    except OSError:
        return RecheckResult(str(path), name, False, {}, f"missing query file {query_path.name}")
    if _sha(query) != cert.get("query_sha256"):
        return RecheckResult(str(path), name, False, {}, "query file does not match its hash")
    rule_text = json.dumps(cert["rule"], sort_keys=True, separators=(",", ":"))
    if _sha(rule_text) != cert.get("rule_sha256"):
        return RecheckResult(str(path), name, False, {}, "rule does not match its hash")
    results = {}
    for solver in solvers:
        results[solver] = check_query(query, solver, timeout_ms)
    ok = all(r == "unsat" for r in results.values())
    msg = ", ".join(f"{k}: {v}" for k, v in results.items())
    return RecheckResult(str(path), name, ok, results, msg)


def check_query(query: str, solver: str, timeout_ms: int) -> str:
    if solver == "z3":
        s = z3.Solver()
        s.set("timeout", timeout_ms)
        s.set("smt.mbqi", False)
        try:
            s.from_string(query)
        except z3.Z3Exception as e:
            return f"error ({e})"
        r = s.check()
        return str(r) if r != z3.unknown else f"unknown ({s.reason_unknown()})"
    if solver == "cvc5":
        from verified_opt.verify.cvc5_check import check_with_cvc5

        return check_with_cvc5(query, timeout_ms)
    raise VoptError(f"unknown solver {solver!r}")


def cvc5_available() -> bool:
    try:
        import cvc5  # noqa: F401
    except ImportError:
        return False
    return True
