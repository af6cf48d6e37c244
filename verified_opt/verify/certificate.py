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
from verified_opt.verify.prove import AxiomSet, check_text
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
                         "where": _portable(a.where)} for a in used],
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


def _portable(where: str) -> str:
    """file:line with the file relative to the working directory when it lies below it."""
    file, sep, line = where.rpartition(":")
    try:
        return str(Path(file).resolve().relative_to(Path.cwd().resolve())) + sep + line
    except (ValueError, OSError):
        return where


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
    """Recheck one certificate: its files are intact, its query states its rule, and every
    solver asked finds the query unsat. Any failure says which check failed and why."""
    try:
        cert = json.loads(path.read_text())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        return RecheckResult(str(path), "?", False, {}, f"unreadable certificate: {e}")
    rule_obj = cert.get("rule") if isinstance(cert, dict) else None
    name = rule_obj.get("name", "?") if isinstance(rule_obj, dict) else "?"

    def fail(message: str, results: dict[str, str] | None = None) -> RecheckResult:
        return RecheckResult(str(path), str(name), False, results or {}, message)

    if not isinstance(rule_obj, dict) or cert.get("schema") != SCHEMA:
        return fail(f"not a certificate (schema {SCHEMA} expected)")
    if cert.get("verdict") != PROVED:
        return fail(f"verdict is {cert.get('verdict')!r}, not 'proved'")
    query_file = cert.get("query_file", "")
    if not isinstance(query_file, str) or not query_file or Path(query_file).name != query_file:
        return fail(f"bad query_file {query_file!r} (a file name next to the certificate)")
    query_path = path.parent / query_file
    try:
        query = query_path.read_text()
    except (OSError, UnicodeDecodeError):
        return fail(f"missing query file {query_file}")
    if _sha(query) != cert.get("query_sha256"):
        return fail(f"TAMPERED: query file {query_file} was modified (its SHA-256 does not "
                    "match query_sha256)")
    rule_text = json.dumps(rule_obj, sort_keys=True, separators=(",", ":"))
    if _sha(rule_text) != cert.get("rule_sha256"):
        return fail("TAMPERED: the rule was modified (its SHA-256 does not match rule_sha256)")
    problem = statement_problem(cert, query)
    if problem:
        return fail(f"MISMATCH: {problem} (edited, or written by another version of the "
                    "encoder: regenerate it with `vopt verify --certificates`)")
    results = {}
    for solver in solvers:
        results[solver] = check_query(query, solver, timeout_ms)
    ok = all(r == "unsat" for r in results.values())
    msg = ", ".join(f"{k}: {v}" for k, v in results.items())
    if not ok:
        return fail(f"the query is not unsat, so the proof does not hold ({msg})", results)
    return RecheckResult(str(path), str(name), True, results, msg)


def statement_problem(cert: dict, query: str) -> str | None:
    """None when the query states exactly the certificate's rule under its listed axioms.

    The rule is encoded again from the certificate; the query's ground assertions (typing
    facts and the negated goal) must be exactly those, and every other assertion must be a
    quantified axiom named (by its :qid) in axioms_used, each listed axiom present once.
    """
    from verified_opt.rules.format import parse_rule
    from verified_opt.verify.encode import encode_rule
    from verified_opt.verify.prove import certificate_query

    used = cert.get("axioms_used")
    if not isinstance(used, list) or not all(isinstance(a, dict) and isinstance(a.get("name"), str)
                                             and isinstance(a.get("text"), str) for a in used):
        return "axioms_used is not a list of {name, text}"
    text = "\n".join(f"{a['name']}: {a['text']}" for a in sorted(used, key=lambda a: a["name"]))
    if _sha(text) != cert.get("axioms_sha256"):
        return "axioms_used was modified (it does not match axioms_sha256)"
    try:
        rule = parse_rule(cert["rule"], "certificate", 0)
        expected = certificate_query(encode_rule(rule), AxiomSet((), ()), [], 0)
    except VoptError as e:
        return f"cannot encode the certificate's rule again: {e}"
    try:
        got = _conjuncts(z3.parse_smt2_string(query))
    except z3.Z3Exception as e:
        return f"the query is not valid SMT-LIB2 ({' '.join(str(e).split())[:200]})"
    want = _conjuncts(z3.parse_smt2_string(expected))
    want_ids = {f.get_id() for f in want}
    ground = {f.get_id() for f in got if not z3.is_quantifier(f)}
    if want_ids - ground:
        return (f"the query does not state rule '{rule.name}' ({len(want_ids - ground)} of its "
                f"{len(want_ids)} typing facts / goal are missing or changed)")
    if ground - want_ids:
        return (f"the query asserts {len(ground - want_ids)} ground formula(s) that are neither "
                "the rule's typing facts, its goal, nor an axiom")
    names = sorted(a["name"] for a in used)
    qids = sorted(f.qid() for f in got if z3.is_quantifier(f))
    if qids != names:
        return (f"the query's axioms {qids} are not the axioms_used {names}")
    return None


def _conjuncts(formulas) -> list[z3.BoolRef]:
    out: list[z3.BoolRef] = []
    todo = list(formulas)[::-1]
    while todo:
        f = todo.pop()
        if z3.is_and(f):
            todo.extend(f.children()[::-1])
        elif not z3.is_true(f):
            out.append(f)
    return out


def check_query(query: str, solver: str, timeout_ms: int) -> str:
    if solver == "z3":
        return check_text(query, timeout_ms)
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
