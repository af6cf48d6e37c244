"""Certificates: a proved verdict as files that anyone can recheck without trusting us.

<name>.smt2  the self-contained SMT-LIB2 query (core axioms, typing facts, negated goal)
<name>.json  the rule, the axioms used (each with its statement, the axiom as written), the
             typing formulas used where a proof needed the shapes of terms axioms make
             (`typing_used`, symbols of axioms/typing.py; absent for most), the SHA-256 of
             the axiom set the proof was made under, solver and version, rlimit used, time,
             and SHA-256 hashes of the rule and the query file.

A certificate states its rule: rechecking it (`recheck_certificate`, used by `vopt recheck`,
the library loader and `vopt audit` alike) trusts none of its hashes. It

1. checks that the axiom set it names is the one checked against (the shipped axioms, or a
   folder soundness-checked in the same run: verify/axiom_sets.py) and that every axiom it
   cites has exactly that set's statement;
2. encodes the rule and those statements again with this package's encoder (and the typing
   formulas it names, from the vocabulary's table) and requires the stored query to be that
   text, byte for byte;
3. asks each solver whether that query is unsat.

By hand, from the files alone: `python -c "from verified_opt.verify.certificate import
rebuild_query; import json, sys; print(rebuild_query(json.load(open(sys.argv[1]))), end='')"
CERT.json | cmp - CERT.smt2`, then `z3 CERT.smt2` (or `cvc5 CERT.smt2`) prints unsat.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from dataclasses import dataclass
from pathlib import Path

import z3

from verified_opt.errors import VoptError
from verified_opt.rules.format import Rule, document_kind
from verified_opt.verify.axiom_sets import CheckedAxioms, set_digest, shipped
from verified_opt.verify.prove import AxiomSet, check_text
from verified_opt.verify.verdict import PROVED, Verdict, rule_hash

SCHEMA = "verified_opt.certificate/2"


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def safe_name(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]", "_", name)


def certificate_json(rule: Rule, verdict: Verdict, axioms: AxiomSet) -> dict:
    used = [a for a in axioms.axioms if a.name in verdict.axioms_used]
    return {
        "schema": SCHEMA,
        "rule": rule.to_json(),
        "verdict": verdict.status,
        "axioms_used": [{"name": a.name, "statement": a.statement, "comment": a.comment,
                         "where": _portable(a.where)} for a in used],
        **({"typing_used": list(verdict.typing_used)} if verdict.typing_used else {}),
        "axiom_set_sha256": set_digest(axioms.axioms),
        "solver": "z3",
        "solver_version": z3.get_version_string(),
        "rlimit_used": verdict.rlimit_used,
        "prove_seconds": round(verdict.prove_seconds, 4),
        "testing": {"instances": verdict.tested_instances, "trials": verdict.tested_trials,
                    "mode": verdict.test_mode},
        "rule_sha256": verdict.rule_hash,
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
    from verified_opt.atomic import write_text_atomic

    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise VoptError(f"{folder}: cannot create the folder ({e.strerror or e})") from None
    cert = certificate_json(rule, verdict, axioms)
    # the query first: a certificate file is never there without the query it names
    write_text_atomic(folder / cert["query_file"], verdict.smt2)
    path = folder / (safe_name(rule.name) + ".json")
    write_text_atomic(path, json.dumps(cert, indent=1, sort_keys=True) + "\n")
    return path


@dataclass
class RecheckResult:
    path: str
    rule: str
    ok: bool
    solver_results: dict[str, str]
    message: str
    malformed: bool = False  # not a certificate at all (unreadable, not a JSON object): bad input


def recheck_file(path: Path, timeout_ms: int = 30_000, solvers: tuple[str, ...] = ("z3",),
                 reference: CheckedAxioms | None = None) -> RecheckResult:
    """Recheck one certificate from its two files (see the module's docstring)."""
    read = read_certificate_files(path)
    if isinstance(read, RecheckResult):
        return read
    cert, query = read
    return recheck_certificate(cert, query, reference, timeout_ms, solvers, str(path))


def read_certificate_files(path: Path) -> tuple[dict, str] | RecheckResult:
    """A certificate's JSON and its query's text, checked to belong together; or the failed
    RecheckResult that says why not (what recheck_file does before solving, so that the
    solving can run elsewhere: recheck_certificate)."""
    try:
        cert = json.loads(path.read_text())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        return RecheckResult(str(path), "?", False, {}, f"unreadable certificate: {e}", True)
    if not isinstance(cert, dict):
        return RecheckResult(str(path), "?", False, {}, "not a certificate object (a JSON "
                             f"{_JSON_KINDS.get(type(cert), type(cert).__name__)})", True)
    other = not_a_certificate(cert)
    if other:
        return RecheckResult(str(path), "?", False, {}, f"not a certificate: {other}", True)
    query_file = cert.get("query_file", "")
    if not isinstance(query_file, str) or not query_file or Path(query_file).name != query_file:
        return _result(path, cert, False, f"bad query_file {query_file!r} (a file name next to "
                       "the certificate)")
    try:
        query = (path.parent / query_file).read_text()
    except (OSError, UnicodeDecodeError):
        return _result(path, cert, False, f"missing query file {query_file}")
    if _sha(query) != cert.get("query_sha256"):
        return _result(path, cert, False, f"TAMPERED: query file {query_file} was modified "
                       "(its SHA-256 does not match query_sha256)")
    return cert, query


def not_a_certificate(data: dict) -> str:
    """What a JSON object vopt reads as a certificate is instead, where it is one of the other
    documents vopt writes (a rule file, verdicts, a report ...); "" otherwise (a rule's or a
    derivation step's certificate, or an edited one, whose checks say what is wrong with it)."""
    if "rules" in data:
        return "a rule file"
    if not {"schema", "rule", "verdict", "query_file", "query_sha256"} & data.keys():
        return "an object with none of a certificate's keys"
    kind = document_kind(data)
    return "" if kind in (None, "certificate", "derivation-step certificate") else \
        f"a {data['schema']} document ({kind})"


_JSON_KINDS = {list: "array", str: "string", int: "number", float: "number", bool: "boolean",
               type(None): "null"}


def _result(path, cert, ok: bool, message: str, results=None) -> RecheckResult:
    rule = cert.get("rule") if isinstance(cert, dict) else None
    name = rule.get("name", "?") if isinstance(rule, dict) else "?"
    return RecheckResult(str(path), str(name), ok, results or {}, message)


def recheck_certificate(cert: dict, query: str, reference: CheckedAxioms | None = None,
                        timeout_ms: int = 30_000, solvers: tuple[str, ...] = ("z3",),
                        where: str = "") -> RecheckResult:
    """Recheck a certificate (its JSON and its query's text) against `reference` (default: the
    shipped axioms). Every failure says which check failed and why."""
    reference = reference or shipped()

    def fail(message: str, results: dict[str, str] | None = None) -> RecheckResult:
        return _result(where, cert, False, message, results)

    if not isinstance(cert, dict) or not isinstance(cert.get("rule"), dict):
        return fail(f"not a certificate (schema {SCHEMA} expected)")
    if cert.get("schema") != SCHEMA:
        return fail(f"schema {cert.get('schema')!r}, not {SCHEMA} (written by another "
                    "version: regenerate it with `vopt verify --certificates`)")
    if cert.get("verdict") != PROVED:
        return fail(f"verdict is {cert.get('verdict')!r}, not 'proved'")
    problem = axioms_problem(cert, reference)
    if problem:
        return fail(problem)
    try:
        expected = rebuild_query(cert)
    except VoptError as e:
        return fail(f"cannot encode the certificate's rule or axioms again: {e}")
    if cert.get("rule_sha256") != _rule_sha(cert):
        return fail("TAMPERED: the rule was modified (its SHA-256 does not match rule_sha256)")
    if query != expected:
        return fail(f"MISMATCH: the query does not state rule '{cert['rule'].get('name')}' "
                    f"under its axioms ({_first_difference(query, expected)}): it is not the "
                    "query this encoder writes for them")
    results = {s: check_query(expected, s, timeout_ms) for s in solvers}
    ok = all(r == "unsat" for r in results.values())
    msg = ", ".join(f"{k}: {v}" for k, v in results.items())
    if not ok:
        return fail(f"the query is not unsat, so the proof does not hold ({msg})", results)
    return _result(where, cert, True, msg, results)


def axioms_problem(cert: dict, reference: CheckedAxioms) -> str | None:
    """None when the certificate cites statements of exactly the axiom set checked against."""
    used = cert.get("axioms_used")
    if not isinstance(used, list) or not all(
            isinstance(a, dict) and isinstance(a.get("name"), str)
            and isinstance(a.get("statement"), str) for a in used):
        return "axioms_used is not a list of {name, statement}"
    if cert.get("axiom_set_sha256") != reference.digest:
        return (f"proved under the axiom set sha256 {str(cert.get('axiom_set_sha256'))[:16]}, "
                f"not {reference.describe()}: check it against the folder it was proved from "
                "(`--axioms FOLDER` of vopt recheck, optimize and audit soundness-checks that "
                "folder first)")
    names = [a["name"] for a in used]
    if len(set(names)) != len(names):
        return "axioms_used cites an axiom twice"
    for a in used:
        want = reference.statements.get(a["name"])
        if want is None:
            return f"axiom '{a['name']}' is not in {reference.describe()}"
        if a["statement"] != want:
            return (f"axiom '{a['name']}' is quoted as '{a['statement'][:120]}', not as "
                    f"{reference.describe()} states it")
    return None


def rebuild_query(cert: dict) -> str:
    """The query that the certificate's rule and cited axioms give with this encoder."""
    from verified_opt.rules.format import parse_rule
    from verified_opt.verify.encode import encode_rule
    from verified_opt.verify.prove import query_from_statements

    rule = parse_rule(cert["rule"], "certificate", 0)
    rlimit = cert.get("rlimit_used", 0)
    if not isinstance(rlimit, int) or isinstance(rlimit, bool):
        raise VoptError(f"rlimit_used {rlimit!r} is not an integer")
    statements = [(a["name"], a["statement"]) for a in cert["axioms_used"]]
    return query_from_statements(encode_rule(rule), statements, rlimit, typing_used(cert))


def typing_used(cert: dict) -> list[str]:
    """The typing formulas a certificate names (none where the key is absent)."""
    from verified_opt.axioms.typing import TYPING

    used = cert.get("typing_used", [])
    if not isinstance(used, list) or not all(isinstance(t, str) for t in used):
        raise VoptError("typing_used is not a list of symbol names")
    unknown = [t for t in used if t not in TYPING]
    if unknown:
        raise VoptError(f"typing_used names {unknown[0]!r}, which has no typing formula")
    if len(set(used)) != len(used):
        raise VoptError("typing_used names a symbol twice")
    return used


def _rule_sha(cert: dict) -> str:
    from verified_opt.rules.format import parse_rule

    return rule_hash(parse_rule(cert["rule"], "certificate", 0))


def _first_difference(got: str, want: str) -> str:
    a, b = got.splitlines(), want.splitlines()
    for k, (x, y) in enumerate(zip(a, b), start=1):
        if x != y:
            return f"line {k} is {x.strip()[:80]!r}, expected {y.strip()[:80]!r}"
    return f"{len(a)} lines, expected {len(b)}"


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
