"""Derivations with tuned eOperators (`--tune`): the kernels of the candidates are tuned with
MetaSchedule for real (a few seconds), a tuned kernel is checked as it will run before use, the
audit rechecks a derivation with its schedules, and the operator as one eOperator (no steps)
is a derivation the audit accepts only when it is the operator's own lowering."""

from __future__ import annotations

import copy
import json

import numpy as np
import pytest
from onnx import helper

pytest.importorskip("tvm")
pytest.importorskip("xgboost")
pytest.importorskip("psutil")
pytest.importorskip("cloudpickle")

from verified_opt.api.derivations import derivation_document, derive_operator, tune_results
from verified_opt.audit.derivation import recheck_derivation
from verified_opt.check.instantiation import check_instantiation
from verified_opt.derive.eop_onnx import (
    eop_schedule,
    eop_scope,
    expr_attribute,
    is_eop,
    schedule_attribute,
)
from verified_opt.derive.eop_tvm import resolve_target, tuning_func
from verified_opt.derive.instantiate import instantiate
from verified_opt.tune import tuner
from verified_opt.tune.db import TuneDB, target_json
from verified_opt.tune.tuner import KernelTask, tune_kernels, tuning_target

XS, WS = (1, 8, 14, 14), (8, 8, 3, 3)


@pytest.fixture(scope="module")
def tuned(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setattr(tuner, "TRIALS_PER_ROUND", 4)   # a short round: this tests the flow
    node = helper.make_node("Conv", ["X", "W"], ["Y"], name="conv0", pads=[1, 1, 1, 1])
    w = np.random.default_rng(0).standard_normal(WS).astype(np.float32)
    target = tuning_target(resolve_target("llvm"))
    db = TuneDB.open(target, root=tmp_path_factory.mktemp("tune-db"))
    res = derive_operator(node, {"X": XS, "W": WS}, {"W": w}, budget_s=3.0, keep=1,
                          measure=True, repeat=3, tune_s=4.0, tune_db=db)
    mp.undo()
    return node, w, target, res, db


def test_kernels_of_the_candidates_are_tuned(tuned):
    res = tuned[3]
    assert res.tuned and sum(t.trials for t in res.tuned) > 0
    # the share scheduler starts with the kernel that costs the most (count x untuned)
    first = max(res.tuned, key=lambda t: t.untuned_s)
    assert first.trials > 0 and first.best_s is not None and first.rounds >= 1
    assert all(t.users == ["conv0"] for t in res.tuned)
    for d in res.derived:
        assert d.status == "usable" and d.ms is not None and d.ort_ms is not None
        if d.schedules:   # used only where tuning beat the hand schedule, and measured both
            assert d.untuned_ms is not None
            assert all(eop_schedule(n) for n in d.inst.nodes if is_eop(n)
                       and expr_attribute(eop_scope(n)) in d.schedules)
    out = res.to_json()
    assert out["tuned"] and {"trials", "best_ms", "untuned_ms", "curve"} <= set(out["tuned"][0])


def test_a_second_run_reuses_the_records(tuned):
    _, _, target, res, db = tuned
    # another run opens the same folder; a zero budget: only what the database has
    again = tune_results([(res, 1)], 0.0, TuneDB.open(target, root=db.folder.parent.parent))
    done = {t.key for t in res.tuned if t.trials > 0 and t.best_s is not None}
    assert done and {t.key for t in again if t.reused} == done
    assert all(t.trials == 0 for t in again)


def _with_schedule(tuned):
    """The as-lowered candidate with its kernel's tuned schedule, whether or not it was
    faster (what matters here is that it is checked and audited as it runs). Under load the
    fixture's one round may have gone to another kernel (the share goes by measured latency):
    then this kernel gets its own short round."""
    node, w, target, res, db = tuned
    d = next(d for d in res.derived if not d.candidate.steps)
    n = next(n for n in d.inst.nodes if is_eop(n))
    key = expr_attribute(eop_scope(n))
    trace = next(t for t in res.tuned if key in t.keys).trace
    if trace is None:
        trace = tune_kernels([KernelTask("lowered", tuning_func(eop_scope(n)), 1, 1.0)], 1.0,
                             db, trials_per_round=4)[0].trace   # reused after the first time
        assert trace is not None
    d = copy.copy(d)
    d.schedules = {key: schedule_attribute(target_json(target), trace)}
    # the operator as lowered is one eOperator (matched, it would be ORT's Conv again)
    d.inst = instantiate(d.candidate.final, "Y", "conv0", {"W": w}, library=False,
                         schedules=d.schedules)
    return node, w, res, d


def test_a_tuned_instantiation_is_checked_as_it_runs(tuned):
    _, _, _, d = _with_schedule(tuned)
    ok, why = check_instantiation(d.candidate.final, {"W"}, library=False,
                                  schedules=d.schedules)
    assert ok, why
    # a schedule from the tuning database (anyone may edit it) is held to the untuned kernels
    # at every output point, not only the sampled ones
    assert "to the untuned kernels at all" in why, why
    n = next(n for n in d.inst.nodes if is_eop(n))
    assert json.loads(eop_schedule(n)) == json.loads(next(iter(d.schedules.values())))["trace"]


def test_the_audit_accepts_the_operator_as_one_tuned_eoperator(tuned):
    _, _, res, d = _with_schedule(tuned)
    doc = derivation_document(res, d, ["W"])
    assert doc["steps"] == [] and doc["schedules"] == d.schedules
    ok, why = recheck_derivation(doc)
    assert ok, why


def test_the_audit_rejects_a_stepless_derivation_that_is_not_the_lowering(tuned):
    _, _, res, d = _with_schedule(tuned)
    doc = derivation_document(res, d, ["W"])
    other = next(x for x in res.derived if x.candidate.steps)
    doc["final"] = derivation_document(res, other, ["W"])["final"]
    ok, why = recheck_derivation(doc)
    assert not ok and "does not lower to the instantiated expression" in why


def test_the_audit_rejects_malformed_schedules(tuned):
    _, _, res, d = _with_schedule(tuned)
    doc = derivation_document(res, d, ["W"])
    doc["schedules"] = {"x": 3}
    ok, why = recheck_derivation(doc)
    assert not ok and "schedules" in why
