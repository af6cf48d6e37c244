"""A certificate states its rule: attacks on the trust chain, each of which once rechecked.

Each test forges a certificate the way an attacker with a text editor would and asserts that
`vopt recheck`, the library loader and the certificate API all FAIL it, naming why.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest

from verified_opt.cli import main
from verified_opt.rules.format import parse_rule
from verified_opt.search.library import DEFAULT_PROOFS, load_library
from verified_opt.verify.certificate import recheck_file
from verified_opt.verify.encode import encode_rule
from verified_opt.verify.prove import AxiomSet, certificate_query

NAME = "add_reassociate"
# A contradiction with the typing facts every query carries (rank(in_A) = 2): unsat whatever
# the rule says, so a body like this proves anything.
CONTRADICTION = "(assert (forall ((X T)) (! (= (rank X) (- 1)) :pattern ((rank X)) :qid {qid})))"

COMMUTE = {"name": "matmul_commutes", "inputs": {"A": ["n", "n"], "B": ["n", "n"]},
           "src": {"nodes": [{"op": "MatMul", "inputs": ["A", "B"], "outputs": ["y"]}],
                   "outputs": ["y"]},
           "dst": {"nodes": [{"op": "MatMul", "inputs": ["B", "A"], "outputs": ["y"]}],
                   "outputs": ["y"]}}


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _copy(tmp_path: Path, name: str = NAME) -> tuple[Path, Path]:
    folder = tmp_path / "certs"
    folder.mkdir()
    for ext in (".json", ".smt2"):
        shutil.copy(DEFAULT_PROOFS / (name + ext), folder / (name + ext))
    return folder / (name + ".json"), folder / (name + ".smt2")


def _axiom_assert_span(query: str, qid: str) -> tuple[int, int]:
    """Start and end of the `(assert (forall ...))` whose :qid is `qid`."""
    at = query.index(f":qid {qid})")
    start = query.rindex("(assert", 0, at)
    depth, k = 0, start
    while True:
        depth += {"(": 1, ")": -1}.get(query[k], 0)
        k += 1
        if depth == 0:
            return start, k


def _rehash(cert_path: Path, query_path: Path, query: str) -> None:
    query_path.write_text(query)
    cert = json.loads(cert_path.read_text())
    cert["query_sha256"] = sha(query)
    cert_path.write_text(json.dumps(cert))


def test_the_shipped_certificate_holds(tmp_path):
    cert, _ = _copy(tmp_path)
    assert recheck_file(cert).ok


def test_an_axiom_body_replaced_by_a_contradiction_fails(tmp_path, capsys):
    cert_path, query_path = _copy(tmp_path)
    cert = json.loads(cert_path.read_text())
    qid = cert["axioms_used"][0]["name"]
    query = query_path.read_text()
    start, end = _axiom_assert_span(query, qid)
    forged = query[:start] + CONTRADICTION.format(qid=qid) + query[end:]
    _rehash(cert_path, query_path, forged)
    r = recheck_file(cert_path)
    assert not r.ok
    assert "does not state" in r.message or "not the query" in r.message
    assert main(["recheck", str(cert_path.parent), "--z3-only"]) == 1
    assert "[FAILS]" in capsys.readouterr().out


def _forge_for_rule(tmp_path: Path, rule_json: dict) -> Path:
    """A certificate for `rule_json` whose one 'axiom' is a contradiction named after a real
    axiom, with every hash recomputed: what an attacker would plant."""
    cert_path, query_path = _copy(tmp_path)
    cert = json.loads(cert_path.read_text())
    rule = parse_rule(rule_json, "forged", 0)
    honest = certificate_query(encode_rule(rule), AxiomSet((), ()), [], 0)
    qid = cert["axioms_used"][0]["name"]
    at = honest.index("(assert")
    forged = honest[:at] + CONTRADICTION.format(qid=qid) + "\n" + honest[at:]
    query_path.write_text(forged)
    cert["rule"] = rule.to_json()
    canonical = json.dumps(cert["rule"], sort_keys=True, separators=(",", ":"))
    for key in ("rule_sha256",):
        cert[key] = sha(canonical)
    cert["query_sha256"] = sha(forged)
    cert_path.write_text(json.dumps(cert))
    return cert_path


def test_a_forged_certificate_for_a_false_rule_fails(tmp_path):
    cert_path = _forge_for_rule(tmp_path, COMMUTE)
    r = recheck_file(cert_path)
    assert not r.ok, r.message


def test_the_library_loader_does_not_apply_a_planted_certificate(tmp_path):
    cert_path = _forge_for_rule(tmp_path, COMMUTE)
    # the planted certificate carries the rule's name: the loader finds it by that name
    planted = cert_path.parent / "matmul_commutes.json"
    cert = json.loads(cert_path.read_text())
    (cert_path.parent / "matmul_commutes.smt2").write_text(
        (cert_path.parent / cert["query_file"]).read_text())
    cert["query_file"] = "matmul_commutes.smt2"
    planted.write_text(json.dumps(cert))
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"rules": [COMMUTE]}))
    lib = load_library([rules], proofs=cert_path.parent)
    assert not lib.certified
    assert [r.rule for r in lib.rejected] == ["matmul_commutes"]


def test_the_loader_does_not_take_another_rules_genuine_certificate(tmp_path):
    """A genuine certificate (it rechecks: it proves add_reassociate) filed under the false
    rule's name: the recheck holds, so only the loader's comparison of the certificate's rule
    with the rule on disk keeps the false rule out."""
    certs = tmp_path / "certs"
    certs.mkdir()
    cert = json.loads((DEFAULT_PROOFS / "add_reassociate.json").read_text())
    shutil.copy(DEFAULT_PROOFS / cert["query_file"], certs / cert["query_file"])
    (certs / "matmul_commutes.json").write_text(json.dumps(cert))
    assert recheck_file(certs / "matmul_commutes.json").ok
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"rules": [COMMUTE]}))
    lib = load_library([rules], proofs=certs)
    assert not lib.certified
    assert [r.rule for r in lib.rejected] == ["matmul_commutes"]


UNSOUND_AXIOMS = """\
matmul_commute: forall A[n, n] B[n, n]: matmul(A, B) = matmul(B, A)  # false: never checked
"""
# True (Add commutes), so testing does not refute it; Z3 proves it from the false axiom alone.
SYMMETRIC = {"name": "sum_of_both_products",
             "inputs": {"A": ["n", "n"], "B": ["n", "n"]},
             "src": {"nodes": [{"op": "MatMul", "inputs": ["A", "B"], "outputs": ["p"]},
                               {"op": "MatMul", "inputs": ["B", "A"], "outputs": ["q"]},
                               {"op": "Add", "inputs": ["p", "q"], "outputs": ["y"]}],
                     "outputs": ["y"]},
             "dst": {"nodes": [{"op": "MatMul", "inputs": ["A", "B"], "outputs": ["p"]},
                               {"op": "MatMul", "inputs": ["B", "A"], "outputs": ["q"]},
                               {"op": "Add", "inputs": ["q", "p"], "outputs": ["y"]}],
                     "outputs": ["y"]}}


@pytest.fixture
def unsound_folder(tmp_path) -> Path:
    axioms = tmp_path / "axioms"
    axioms.mkdir()
    (axioms / "bad.ax").write_text(UNSOUND_AXIOMS)
    return axioms


def test_a_certificate_from_an_unchecked_axiom_folder_fails(tmp_path, unsound_folder, capsys):
    """Written by the API from a folder nobody checked (as `vopt verify --axioms` once did):
    against the shipped axioms it names another set; against its own folder, that folder
    fails its soundness check before any certificate is trusted."""
    from verified_opt.axioms.lang import load_axioms
    from verified_opt.verify.certificate import write_certificate
    from verified_opt.verify.verdict import PROVED, verify_rule

    rule = parse_rule(SYMMETRIC, "rules.json", 0)
    axioms = AxiomSet.of(load_axioms(unsound_folder))
    v = verify_rule(rule, axioms)
    assert v.status == PROVED  # the false rule set proves a true rule: nothing refutes it
    certs = tmp_path / "certs"
    path = write_certificate(certs, rule, v, axioms)
    r = recheck_file(path)
    assert not r.ok and "proved under the axiom set" in r.message
    capsys.readouterr()
    assert main(["recheck", str(certs), "--axioms", str(unsound_folder)]) == 2
    err = capsys.readouterr().err
    assert "matmul_commute" in err and "soundness" in err and err.count("\n") == 1


def test_verify_refuses_an_unsound_axiom_folder(tmp_path, unsound_folder, capsys):
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"rules": [SYMMETRIC]}))
    certs = tmp_path / "certs"
    capsys.readouterr()
    code = main(["verify", str(rules), "--axioms", str(unsound_folder), "--certificates",
                 str(certs), "--jobs", "1"])
    assert code == 2
    assert "matmul_commute" in capsys.readouterr().err
    assert not certs.exists()
