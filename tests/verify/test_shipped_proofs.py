"""The shipped proofs: every rule of the library has a certificate in
verified_opt/data/proofs/library made from the rule as it is now and from the axioms as they are
now, and `vopt recheck` accepts them all; the same for the generated library
(verified_opt/data/generated, verified_opt/data/proofs/generated).

When this fails after editing a rule, an axiom or the encoder, regenerate with `make proofs`
(and `make generated-proofs`).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from verified_opt.cli import main
from verified_opt.rules.format import load_rules
from verified_opt.verify.axiom_sets import shipped
from verified_opt.verify.certificate import SCHEMA, recheck_file, safe_name
from verified_opt.verify.verdict import rule_hash

DATA = Path(__file__).resolve().parents[2] / "verified_opt" / "data"
# (rule folder, certificate folder, how to regenerate them)
LIBRARIES = {
    "shipped": (DATA / "rules", DATA / "proofs" / "library",
                "regenerate the certificates with `make proofs`"),
    "generated": (DATA / "generated", DATA / "proofs" / "generated",
                  "regenerate the certificates with `make generated-proofs`"),
}


@pytest.fixture(scope="module", params=sorted(LIBRARIES))
def library(request):
    return request.param, *LIBRARIES[request.param]


@pytest.fixture(scope="module")
def rules(library):
    _, folder, _, _ = library
    if not folder.is_dir():
        pytest.fail(f"{folder} is missing: the rule library ships with the package")
    found = load_rules([folder])
    assert found, f"no rules in {folder}"
    return found


@pytest.fixture(scope="module")
def certificates(library) -> dict[str, dict]:
    _, _, proofs, how = library
    if not proofs.is_dir():
        pytest.fail(f"{proofs} is missing: {how}")
    return {p.stem: json.loads(p.read_text()) for p in sorted(proofs.glob("*.json"))}


def test_every_rule_has_a_certificate_of_the_current_rule(library, rules, certificates):
    regenerate = library[3]
    missing, stale = [], []
    for rule in rules:
        cert = certificates.get(safe_name(rule.name))
        if cert is None:
            missing.append(rule.name)
        elif (cert.get("rule_sha256") != rule_hash(rule) or cert.get("rule") != rule.to_json()
              or cert.get("schema") != SCHEMA or cert.get("verdict") != "proved"):
            stale.append(rule.name)
    assert not missing, f"rules without a certificate: {missing}; {regenerate}"
    assert not stale, f"certificates of an older version of these rules: {stale}; {regenerate}"


def test_no_certificate_without_a_rule(library, rules, certificates):
    _, _, proofs, regenerate = library
    names = {safe_name(r.name) for r in rules}
    orphans = sorted(set(certificates) - names)
    assert not orphans, f"certificates of rules that no longer exist: {orphans}; {regenerate}"
    for stem in certificates:
        assert (proofs / f"{stem}.smt2").is_file(), f"{stem}.smt2 is missing; {regenerate}"


def test_certificates_use_the_current_axioms(library, certificates):
    axioms = shipped()
    stale = [stem for stem, cert in certificates.items()
             if cert.get("axiom_set_sha256") != axioms.digest
             or any(axioms.statements.get(a["name"]) != a["statement"]
                    for a in cert["axioms_used"])]
    assert not stale, (f"certificates proved from axioms that changed since: {stale}; "
                       f"{library[3]}")


def test_recheck_accepts_the_library(library, capsys):
    proofs = library[2]
    code = main(["recheck", str(proofs)])
    out = capsys.readouterr().out
    if code != 0:  # say why, unwrapped by the console: rechecked once more, file by file
        why = [f"{r.rule}: {r.message}" for r in map(recheck_file, sorted(proofs.glob("*.json")))
               if not r.ok]
        pytest.fail(f"vopt recheck exit {code}; failing now: {why or 'none (it varied)'}")
    assert "0 fail" in out
