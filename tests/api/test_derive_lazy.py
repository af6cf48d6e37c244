"""The derivation pass times candidates before it proves them (derive_operator(lazy=True)),
then `settle` proves and checks, fastest first, only those fast enough to be applied: a
candidate that is not is never proved and never applied, a wrong one is refused and the next
one tried, and what is applied carries the same certificates as an eager derivation's."""

import numpy as np
import pytest
from onnx import helper

pytest.importorskip("tvm")

from verified_opt.api import derivations
from verified_opt.api.derivations import UNCHECKED, derive_operator, kept_reason, settle
from verified_opt.derive.rules import Step

NODE = helper.make_node("Conv", ["x", "w"], ["y"], name="conv0", pads=[1, 1, 1, 1])
SHAPES = {"x": (1, 4, 8, 8), "w": (6, 4, 3, 3)}
CONSTS = {"w": np.random.default_rng(0).standard_normal((6, 4, 3, 3)).astype(np.float32)}


def timed(lazy=True, **kw):
    """The small Conv's candidates, each 'timed' deterministically: ORT's operator 2 ms, the
    k-th candidate 1 + k/10 ms (faster than ORT, the first fastest)."""
    res = derive_operator(NODE, SHAPES, CONSTS, budget_s=3, keep=2, measure=False,
                          baseline=False, lazy=lazy, **kw)
    for k, d in enumerate(x for x in res.derived if x.inst is not None):
        d.ms, d.ort_ms = 1.0 + k / 10, 2.0
    return res


def test_candidates_too_slow_to_be_applied_are_never_proved():
    res = timed()
    steps = [d for d in res.derived if d.candidate.steps]
    assert steps and all(d.status == UNCHECKED and d.inst is not None for d in steps)
    settle(res, min_gain=10.0)   # none is 10x faster
    assert all(d.status == UNCHECKED and not d.certificates for d in steps)
    assert all(not d.candidate.proofs and not d.candidate.exact for d in steps)
    assert res.best_derived is None
    assert kept_reason(res, None) == ("best derivation 2.00x of ORT's operator (not proved: "
                                      "slower than the gain asked)")


def test_the_fastest_candidate_is_certified_as_an_eager_one_and_the_rest_left_unchecked():
    res = timed()
    settle(res, min_gain=1.1)
    best = res.best_derived
    assert best is not None and best.status == "usable" and best.ms == 1.0
    eager = timed(lazy=False)
    twin = next(d for d in eager.derived if d.candidate.path == best.candidate.path
                and d.gather == best.gather and d.swap == best.swap)
    assert twin.status == "usable"
    strip = [{k: v for k, v in c.items() if k not in ("seconds", "prove_seconds")}
             for c in best.certificates]
    assert strip == [{k: v for k, v in c.items() if k not in ("seconds", "prove_seconds")}
                     for c in twin.certificates]
    assert [n.op_type for n in best.inst.nodes] == [n.op_type for n in twin.inst.nodes]
    others = [d for d in res.derived if d is not best and d.candidate.steps]
    assert all(d.status in (UNCHECKED, "usable") for d in others)
    assert all(d.status == UNCHECKED for d in others if d.candidate is not best.candidate)


def test_a_wrong_step_is_refused_and_the_next_candidate_certified():
    """The fastest candidate's first step is replaced by one that reads the input at r % 2
    (not a bijection): settle finds it unproved and certifies the next one instead."""
    from verified_opt.derive.expr import Scope, subst_term, var
    res = timed()
    first = min((d for d in res.derived if d.candidate.steps), key=lambda d: d.ms)
    s0 = first.candidate.steps[0]
    root = s0.before
    bad = Scope(root.loops, root.sums, subst_term(root.body, {"r": var("r") % 2}), root.name)
    first.candidate.steps[0] = Step(s0.rule, s0.params, root, bad)
    settle(res, min_gain=1.1)
    assert first.status == "unproved" and first.reason
    best = res.best_derived
    assert best is not None and best.candidate is not first.candidate
    assert best.certificates and all(p.status == "proved" for p in best.candidate.proofs)


def test_a_candidate_with_far_more_arithmetic_than_the_operator_is_not_run(monkeypatch):
    monkeypatch.setattr(derivations, "LAZY_WORK", 0)
    res = timed()
    steps = [d for d in res.derived if d.candidate.steps]
    assert steps and all(d.status == "not measured" and d.inst is None for d in steps)
    assert all("the operator's arithmetic" in d.reason for d in steps)
