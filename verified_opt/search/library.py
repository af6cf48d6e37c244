"""The rule library the optimizer may use: only rules with a `proved` certificate.

A shipped rule is taken when its stored certificate is for exactly that rule (hash) and
rechecks from its files alone against the shipped axioms (verify/certificate.py: the query is
rebuilt from the rule and the cited axioms' statements and must be the stored one, then Z3
finds it unsat); otherwise it is verified afresh. Anything not proved is rejected and reported
with its verdict. Fail closed.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from verified_opt.axioms.lang import default_axiom_dir, load_axioms
from verified_opt.cache import cache_dir
from verified_opt.errors import VoptError
from verified_opt.rules.format import Rule, load_rules
from verified_opt.search.search import CertifiedRule
from verified_opt.verify.axiom_sets import checked
from verified_opt.verify.certificate import certificate_json, recheck_file, safe_name
from verified_opt.verify.float_contract import contract, contracts
from verified_opt.verify.prove import AxiomSet
from verified_opt.verify.verdict import PROVED, rule_hash, verify_rule

PACKAGE = Path(__file__).resolve().parents[1]
DEFAULT_RULES = PACKAGE / "data" / "rules"
DEFAULT_PROOFS = PACKAGE / "data" / "proofs" / "library"
# What `vopt generate --max-ops 3` writes over TASO's operators (`make generated`).
GENERATED_RULES = PACKAGE / "data" / "generated"
GENERATED_PROOFS = PACKAGE / "data" / "proofs" / "generated"
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
    # certificate id -> the certificate's JSON (rule, cited statements, axiom set hash ...):
    # the report carries it so that `vopt audit` rebuilds each step's query itself
    certificates: dict[str, dict]
    # rule -> its own certificate: two rules may share a query (Resize's two attribute forms
    # that read the same pixels encode alike), and a step's certificate must name its rule
    rule_certificates: dict[str, dict] = field(default_factory=dict)
    # rule -> float contract tier, for the rules within_contract classified
    tiers: dict[str, str] = field(default_factory=dict)
    # rules within_contract left out: outside the run's float contract
    outside_contract: dict[str, str] = field(default_factory=dict)
    # zero-terms rules within_contract admitted only at matches that bind these inputs to
    # finite constants (rule -> inputs)
    finite_constants: dict[str, tuple[str, ...]] = field(default_factory=dict)


def cert_id(query: str) -> str:
    return "sha256:" + hashlib.sha256(query.encode()).hexdigest()[:16]


def load_library(rule_paths: list[Path] | None = None, proofs: Path | list[Path] | None = None,
                 axiom_dir: Path | None = None) -> Library:
    """Rules from rule_paths (default: the shipped library), each with its certificate from
    one of the `proofs` folders (default: the shipped and the generated certificates), checked
    against the axioms in `axiom_dir` (default: the shipped ones; any other folder is
    soundness-checked first)."""
    paths = [Path(p) for p in (rule_paths or [DEFAULT_RULES])]
    rules = load_rules([str(p) for p in paths])
    # a file may list no rules on purpose; a folder that yields none was the wrong folder
    if not rules and any(p.is_dir() for p in paths):
        raise VoptError("no rules found in " + ", ".join(map(str, paths)))
    if proofs is None:
        proofs = [DEFAULT_PROOFS, GENERATED_PROOFS]
    folders = [proofs] if isinstance(proofs, Path) else list(proofs)
    reference = checked(axiom_dir)
    axioms: AxiomSet | None = None
    lib = Library([], [], {}, {}, {})
    for rule in rules:
        query, cert = _stored(rule, folders, reference)
        if query is None:
            if axioms is None:
                axioms = AxiomSet.of(load_axioms(axiom_dir or default_axiom_dir()))
            v = verify_rule(rule, axioms)
            if v.status != PROVED:
                lib.rejected.append(Rejected(rule.name, v.status, v.reason))
                continue
            query, cert = v.smt2, certificate_json(rule, v, axioms)
        cid = cert_id(query)
        used = [a["name"] for a in cert["axioms_used"]]
        lib.certified.append(CertifiedRule(rule, cid, tuple(used)))
        lib.queries[cid] = query
        lib.axioms_used[rule.name] = used
        lib.certificates[cid] = cert
        lib.rule_certificates[rule.name] = cert
    return lib


def _stored(rule: Rule, folders: list[Path], reference) -> tuple[str | None, dict]:
    found = [f / (safe_name(rule.name) + ".json") for f in folders]
    path = next((p for p in found if p.exists()), None)
    if path is None:
        return None, {}
    try:
        cert = json.loads(path.read_text())
    except (OSError, json.JSONDecodeError):
        return None, {}
    if not isinstance(cert, dict) or cert.get("rule_sha256") != rule_hash(rule):
        return None, {}  # the rule changed since it was proved: prove it again
    result = recheck_file(path, solvers=("z3",), reference=reference)
    if not result.ok:
        return None, {}
    return (path.parent / cert["query_file"]).read_text(), cert


def within_contract(lib: Library, fast_math: bool, ops: set[str] | None = None,
                    cache: Path | None = None) -> list[CertifiedRule]:
    """The certified rules a run may apply: those whose float contract tier is in the run's
    contract (every rule with fast_math), and under the default contract the zero-terms rules
    whose inf or NaN cases change finiteness only through some of their inputs, admitted only
    at matches that bind those to finite constants (CertifiedRule.finite_constants). Given
    the operators of the graph (`ops`), only the rules that can match it, or a graph their
    rewrites make, are classified and kept: a rule whose source has an operator that never
    appears cannot match. Classifications are cached
    in the cost cache's folder (`cache`: that file instead)."""
    if fast_math:
        return list(lib.certified)
    allowed = contract(fast_math)
    reachable = None if ops is None else set(ops)
    pending, keep = list(lib.certified), set()
    cache = cache or cache_dir() / "float-contract.json"
    while pending:
        ready = [c for c in pending if reachable is None
                 or {n.op for n in c.rule.src.computing()} <= reachable]
        if not ready:
            break
        found = contracts([c.rule for c in ready], cache)
        lib.tiers.update({name: tier for name, (tier, _) in found.items()})
        for c in ready:
            tier, finite = found[c.rule.name]
            # a rule whose every input must be a constant only ever matches constants, which
            # folding computes
            if tier == "zero-terms" and finite and set(finite) < set(c.rule.inputs):
                lib.finite_constants[c.rule.name] = finite
            elif tier not in allowed:
                lib.outside_contract[c.rule.name] = tier
                continue
            keep.add(c.rule.name)
            if reachable is not None:
                reachable |= {n.op for n in c.rule.dst.computing()}
        pending = [c for c in pending if c.rule.name not in lib.tiers]
    return [dataclasses.replace(c, finite_constants=lib.finite_constants.get(c.rule.name, ()))
            for c in lib.certified if c.rule.name in keep]
