"""A mutation review of `vopt audit`'s recheck of a derivation (audit/derivation.py): a forged
path to a wrong expression, whose every certificate is valid on its own and whose final
expression instantiates correctly, is refused because the path does not chain from the
operator to the final expression, or because a certificate in it does not recheck. Each
forgery ends at twice the convolution (a wrong result the instantiation check alone passes)."""

from __future__ import annotations

import copy

import pytest

pytest.importorskip("tvm")

from tests.api.derive_helpers import small_conv
from verified_opt.api.derivations import derivation_document
from verified_opt.audit.derivation import recheck_derivation
from verified_opt.derive.certificate import step_json
from verified_opt.derive.expr import Const, Mul, Scope, from_json, tensors, to_json
from verified_opt.derive.proof import exact_check, prove_step
from verified_opt.derive.rules import Step


@pytest.fixture(scope="module")
def doc() -> dict:
    """The derivation document of a small 3x3 Conv's best candidate with several steps."""
    _, _, res = small_conv()
    d = next(x for x in res.derived if x.status == "usable" and len(x.candidate.steps) >= 3)
    names = sorted(k for k in res.consts if k in {t.name for t in tensors(d.candidate.final)})
    out = derivation_document(res, d, names)
    ok, why = recheck_derivation(out, seed=3)
    assert ok, why
    return out


def _doubled(j: dict) -> Scope:
    """The expression times 2: not the operator, yet instantiated and checked like any."""
    s = from_json(j)
    return Scope(s.loops, s.sums, Mul(Const(2), s.body), s.name)


def _identity(s: Scope) -> dict:
    """A valid certificate of the step s -> s."""
    p = prove_step(s, s)
    assert p.status == "proved"
    return step_json(Step("layout", {}, s, s), p, exact_check(s, s), ("z3",))


def test_a_path_that_jumps_at_its_last_link_is_refused(doc):
    """Step 1 (valid), then a valid certificate of W -> W for W = 2 * step 1's result: the last
    link (step 1's after -> step 2's before) is where the path breaks."""
    w = _doubled(doc["steps"][0]["after"])
    bad = copy.deepcopy(doc)
    bad["steps"] = [doc["steps"][0], _identity(w)]
    bad["final"] = to_json(w)
    ok, why = recheck_derivation(bad, seed=3)
    assert not ok and "step 1's result is not step 2's start" in why, why


def test_a_final_expression_that_is_not_the_last_steps_result_is_refused(doc):
    """Every step as derived, the instantiated expression replaced by twice the real one."""
    bad = copy.deepcopy(doc)
    bad["final"] = to_json(_doubled(doc["final"]))
    ok, why = recheck_derivation(bad, seed=3)
    assert not ok and "the last step's result is not the instantiated expression" in why, why


def test_every_steps_certificate_is_rechecked_not_only_the_first(doc):
    """Step 1 (valid), then a step from its result to W = 2 * that result whose certificate
    is W -> W's with its before relabelled: it chains, but it does not recheck."""
    w = _doubled(doc["steps"][0]["after"])
    forged = _identity(w)
    forged["before"] = copy.deepcopy(doc["steps"][0]["after"])
    bad = copy.deepcopy(doc)
    bad["steps"] = [doc["steps"][0], forged]
    bad["final"] = to_json(w)
    ok, why = recheck_derivation(bad, seed=3)
    assert not ok and why.startswith("derivation step 2 (layout)"), why


def test_a_step_whose_obligations_are_not_objects_is_a_failed_check(doc):
    bad = copy.deepcopy(doc)
    bad["steps"][1]["obligations"] = ["x"]
    ok, why = recheck_derivation(bad, seed=3)
    assert not ok and "derivation step 2" in why, why
