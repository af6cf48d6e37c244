"""Proofs through the shapes of terms the axioms make (axioms/typing.py).

The Q/K/V merge's proof reassociates Concat(Concat(W1, W2), W3) into Concat(W1, Concat(W2, W3))
and then needs the rank and dims of Concat(W2, W3), which no rule term has: without the typing
formulas E-matching runs out of instances ("incomplete quantifiers"). With them it is proved,
the certificate names the formulas it asserts, and a recheck builds exactly those again.
"""

from __future__ import annotations

import json
import shutil

import pytest

from verified_opt.axioms.lang import load_axioms
from verified_opt.rules.format import load_rules
from verified_opt.search.library import DEFAULT_PROOFS, DEFAULT_RULES
from verified_opt.verify.certificate import recheck_file
from verified_opt.verify.encode import encode_rule
from verified_opt.verify.prove import AxiomSet, _prove_once, prove
from verified_opt.verify.verdict import PROVED, verify_rule

QKV = "linear_merge_three_shared_input_batched"


@pytest.fixture(scope="module")
def shipped() -> AxiomSet:
    from verified_opt.verify.axiom_sets import default_axiom_dir

    return AxiomSet.of(load_axioms(default_axiom_dir()))


@pytest.fixture(scope="module")
def qkv():
    (rule,) = [r for r in load_rules([DEFAULT_RULES]) if r.name == QKV]
    return rule


def test_without_typing_the_axioms_saturate(qkv, shipped):
    r = _prove_once(encode_rule(qkv), shipped, 10_000, 20_000_000)
    assert r.status == "unknown" and "incomplete quantifiers" in r.reason


def test_with_typing_it_is_proved_and_the_certificate_names_the_formulas(qkv, shipped):
    proof = prove(encode_rule(qkv), shipped)
    assert proof.status == "unsat" and proof.typing and set(proof.typing) <= {"addb", "concat",
                                                                            "matmulb", "slice"}
    v = verify_rule(qkv, shipped)
    assert v.status == PROVED and v.typing_used == proof.typing
    assert f"; typing used: {', '.join(v.typing_used)}\n" in v.smt2
    assert v.smt2.count(":qid type!") == len(v.typing_used)


def test_a_proof_that_needs_no_typing_asserts_none(shipped):
    (rule,) = [r for r in load_rules([DEFAULT_RULES]) if r.name == "add_reassociate"]
    v = verify_rule(rule, shipped)
    assert v.status == PROVED and v.typing_used == [] and "typing" not in v.smt2


def _copy(tmp_path):
    folder = tmp_path / "certs"
    folder.mkdir()
    for ext in (".json", ".smt2"):
        shutil.copy(DEFAULT_PROOFS / (QKV + ext), folder / (QKV + ext))
    return folder / (QKV + ".json")


def test_the_shipped_certificate_rechecks(tmp_path):
    path = _copy(tmp_path)
    assert json.loads(path.read_text())["typing_used"]
    r = recheck_file(path)
    assert r.ok, r.message


@pytest.mark.parametrize("edit, why", [
    (lambda c: c.pop("typing_used"), "MISMATCH"),  # the query asserts formulas not cited
    (lambda c: c["typing_used"].append("relu"), "MISMATCH"),  # cited but not in the query
    (lambda c: c.__setitem__("typing_used", ["nosuch"]), "no typing formula"),
    (lambda c: c.__setitem__("typing_used", "concat"), "not a list"),
    (lambda c: c["typing_used"].append(c["typing_used"][0]), "twice"),
])
def test_an_edited_typing_list_fails(tmp_path, edit, why):
    path = _copy(tmp_path)
    cert = json.loads(path.read_text())
    edit(cert)
    path.write_text(json.dumps(cert))
    r = recheck_file(path)
    assert not r.ok and why in r.message, r.message
