"""MetaSchedule tuning on this machine's CPU, for real and with a small budget: a tuned kernel
is recorded in the database, replays to a kernel that computes exactly what the expression
states, and a second run reuses the record instead of tuning again. One tuning run serves the
module (about 20-60 s on 2 cores)."""

from __future__ import annotations

import time

import numpy as np
import pytest

from verified_opt.derive.evaluate import evaluate
from verified_opt.derive.expr import Access, Iter, Mul, Scope, Tensor, tensors, var

pytest.importorskip("tvm")
pytest.importorskip("xgboost")
pytest.importorskip("psutil")
pytest.importorskip("cloudpickle")

from verified_opt.derive.eop_tvm import compile_eop, resolve_target, tuning_func
from verified_opt.tune.db import TuneDB
from verified_opt.tune.tuner import (
    KernelTask,
    TuneError,
    tune_kernels,
    tuning_target,
)

i, j, k = map(var, "ijk")
A = Tensor("A", (64, 48))
B = Tensor("B", (48, 80))
MATMUL = Scope((Iter("i", 0, 64), Iter("j", 0, 80)), (Iter("k", 0, 48),),
               Mul(Access(A, (i, k)), Access(B, (k, j))))
# the same computation under other tensor names: the same workload in the database
A2, B2 = Tensor("X", (64, 48)), Tensor("Y", (48, 80))
RENAMED = Scope((Iter("i", 0, 64), Iter("j", 0, 80)), (Iter("k", 0, 48),),
                Mul(Access(A2, (i, k)), Access(B2, (k, j))))


def _ints(scope, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.integers(-3, 4, size=t.shape).astype(np.float32) for t in tensors(scope)]


@pytest.fixture(scope="module")
def tuned(tmp_path_factory):
    root = tmp_path_factory.mktemp("tune-db")
    target = tuning_target(resolve_target("llvm"))
    db = TuneDB.open(target, root=root)
    untuned = compile_eop(MATMUL).time(_ints(MATMUL), repeats=5, rounds=3)
    t0 = time.monotonic()
    out = tune_kernels([KernelTask("matmul", tuning_func(MATMUL), 1, untuned)], 1.0, db,
                       trials_per_round=8)
    return root, target, db, out[0], time.monotonic() - t0


def test_tuning_records_a_schedule(tuned):
    root, _, db, k, _ = tuned
    assert not k.reused and k.trials > 0 and k.rounds >= 1
    assert k.best_s is not None and k.best_s > 0 and k.trace
    assert k.curve and k.curve[-1] == (k.trials, k.best_s)
    assert db.best(tuning_func(MATMUL)) is not None
    assert db.trials(tuning_func(MATMUL)) >= k.trials - k.errors
    stats = TuneDB.stats(root)
    assert len(stats) == 1 and stats[0].workloads == 1 and stats[0].records >= 1
    assert stats[0].target["kind"] == "llvm" and stats[0].target["num-cores"] >= 1


def test_the_tuned_kernel_computes_the_expression(tuned):
    k = tuned[3]
    cop = compile_eop(MATMUL, trace=k.trace)
    assert cop.tuned and cop.scheduled
    xs = _ints(MATMUL, seed=3)
    want = evaluate(MATMUL, {t.name: x.astype(np.float64) for t, x in zip(tensors(MATMUL), xs)})
    assert np.array_equal(cop.run(xs), want.astype(np.float32))   # small integers: exact


def test_a_second_run_reuses_the_record(tuned):
    _, target, _, k, _ = tuned
    db = TuneDB.open(target, root=tuned[0])   # another process would open it like this
    t0 = time.monotonic()
    again = tune_kernels([KernelTask("renamed", tuning_func(RENAMED), 1, 1.0)], 60.0, db)[0]
    assert time.monotonic() - t0 < 10
    assert again.reused and again.trials == 0 and again.trace == k.trace
    assert again.best_s == pytest.approx(k.best_s)


def test_retune_tunes_a_recorded_kernel_again_and_keeps_the_best(tuned):
    _, target, _, k, _ = tuned
    db = TuneDB.open(target, root=tuned[0])
    before = db.trials(tuning_func(MATMUL))
    again = tune_kernels([KernelTask("matmul", tuning_func(MATMUL), 1, 1.0)], 1.0, db,
                         retune=True, trials_per_round=8, seed=1)[0]
    assert not again.reused and again.trials > 0 and again.rounds >= 1
    assert db.trials(tuning_func(MATMUL)) > before
    assert again.best_s is not None and again.best_s <= k.best_s   # the database's best


def test_a_trace_replayed_on_another_shape_still_computes_its_expression(tuned):
    # a schedule changes how the loops run, never what they compute
    other = Scope((Iter("i", 0, 32), Iter("j", 0, 80)), (Iter("k", 0, 48),),
                  Mul(Access(Tensor("A", (32, 48)), (i, k)), Access(B, (k, j))))
    cop = compile_eop(other, trace=tuned[3].trace)
    xs = _ints(other)
    want = evaluate(other, {t.name: x.astype(np.float64) for t, x in zip(tensors(other), xs)})
    assert np.array_equal(cop.run(xs), want.astype(np.float32))


def test_a_trace_of_another_loop_nest_falls_back_to_the_hand_schedule(tuned):
    batched = Scope((Iter("b", 0, 2), Iter("i", 0, 64), Iter("j", 0, 80)), (Iter("k", 0, 48),),
                    Mul(Access(Tensor("A", (2, 64, 48)), (var("b"), i, k)), Access(B, (k, j))))
    cop = compile_eop(batched, trace=tuned[3].trace)
    assert not cop.tuned and cop.scheduled
    xs = _ints(batched)
    want = evaluate(batched, {t.name: x.astype(np.float64)
                              for t, x in zip(tensors(batched), xs)})
    assert np.array_equal(cop.run(xs), want.astype(np.float32))


def test_a_garbage_trace_falls_back(tuned):
    cop = compile_eop(MATMUL, trace='[["not", "an", "instruction"]]')
    assert not cop.tuned and cop.scheduled


def test_a_zero_budget_tunes_nothing(tmp_path):
    db = TuneDB.open(tuning_target(resolve_target("llvm")), root=tmp_path)
    out = tune_kernels([KernelTask("m", tuning_func(MATMUL), 1, 1e-3)], 0.0, db)
    assert out[0].trials == 0 and out[0].trace is None and not out[0].reused
    with pytest.raises(TuneError, match="seconds >= 0"):
        tune_kernels([KernelTask("m", tuning_func(MATMUL), 1, 1e-3)], -1.0, db)


def test_clear_removes_every_record(tuned, tmp_path):
    target = tuned[1]
    db = TuneDB.open(target, root=tmp_path)
    (db.folder / TuneDB.RECORDS).write_text('{"x": 1}\n{"y": 2}\n')
    assert TuneDB.stats(tmp_path)[0].records == 2
    assert TuneDB.clear(tmp_path) == 2
    assert TuneDB.stats(tmp_path) == [] and not tmp_path.exists()
