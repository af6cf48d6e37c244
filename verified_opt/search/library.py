"""The rule library the optimizer may use: only rules with a `proved` certificate.

A shipped rule is taken when its stored certificate matches the rule (hash) and rechecks with
Z3 from its files alone; otherwise it is verified afresh. Anything not proved is rejected and
reported with its verdict. Fail closed.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from verified_opt.axioms.lang import default_axiom_dir, load_axioms
from verified_opt.rules.format import Rule, load_rules
from verified_opt.search.search import CertifiedRule
from verified_opt.verify.certificate import recheck_file, safe_name
from verified_opt.verify.prove import AxiomSet
from verified_opt.verify.verdict import PROVED, rule_hash, verify_rule

PACKAGE = Path(__file__).resolve().parents[1]
DEFAULT_RULES = PACKAGE / "data" / "rules"
DEFAULT_PROOFS = PACKAGE.parent / "proofs" / "library"
# What `vopt generate --max-ops 3` writes over TASO's operators (`make generated`).
GENERATED_RULES = PACKAGE / "data" / "generated"
GENERATED_PROOFS = PACKAGE.parent / "proofs" / "generated"
LIBRARIES = {"shipped": [DEFAULT_RULES], "generated": [GENERATED_RULES],
             "all": [DEFAULT_RULES, GENERATED_RULES]}


@dataclass
class Rejected:
    rule: str
    status: str
    reason: str


@dataclass
class Library:
    certified: list[CertifiedRule]
    rejected: list[Rejected]
    queries: dict[str, str]  # certificate id -> SMT-LIB2 query
    axioms_used: dict[str, list[str]]  # rule -> axioms


def _cert_id(query: str) -> str:
    return "sha256:" + hashlib.sha256(query.encode()).hexdigest()[:16]


def load_library(rule_paths: list[Path] | None = None, proofs: Path | list[Path] | None = None,
                 axiom_dir: Path | None = None) -> Library:
    """Rules from rule_paths (default: the shipped library), each with its certificate from
    one of the `proofs` folders (default: the shipped and the generated certificates)."""
    rules = load_rules([str(p) for p in (rule_paths or [DEFAULT_RULES])])
    if proofs is None:
        proofs = [DEFAULT_PROOFS, GENERATED_PROOFS]
    folders = [proofs] if isinstance(proofs, Path) else list(proofs)
    axioms: AxiomSet | None = None
    lib = Library([], [], {}, {})
    for rule in rules:
        query, used = _stored(rule, folders)
        if query is None:
            if axioms is None:
                axioms = AxiomSet.of(load_axioms(axiom_dir or default_axiom_dir()))
            v = verify_rule(rule, axioms)
            if v.status != PROVED:
                lib.rejected.append(Rejected(rule.name, v.status, v.reason))
                continue
            query, used = v.smt2, v.axioms_used
        cid = _cert_id(query)
        lib.certified.append(CertifiedRule(rule, cid, tuple(used)))
        lib.queries[cid] = query
        lib.axioms_used[rule.name] = list(used)
    return lib


def _stored(rule: Rule, folders: list[Path]) -> tuple[str | None, list[str]]:
    found = [f / (safe_name(rule.name) + ".json") for f in folders]
    path = next((p for p in found if p.exists()), None)
    if path is None:
        return None, []
    try:
        cert = json.loads(path.read_text())
    except (OSError, json.JSONDecodeError):
        return None, []
    if cert.get("rule_sha256") != rule_hash(rule):
        return None, []  # the rule changed since it was proved: prove it again
    result = recheck_file(path, solvers=("z3",))
    if not result.ok:
        return None, []
    query = (path.parent / cert["query_file"]).read_text()
    return query, [a["name"] for a in cert.get("axioms_used", [])]
