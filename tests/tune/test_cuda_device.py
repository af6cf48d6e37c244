"""Tuning for CUDA on the device (`make gpu-check`): MetaSchedule's candidates built as the plan
launches them and timed with CuPy (tune/cuda.py), the record kept in the database, the tuned
module computing the expression exactly on the device, and a second run reusing the record.
Marked `gpu`: skipped without a CUDA device (the parts without one: test_cuda.py)."""

from __future__ import annotations

import pytest

from verified_opt.backends.gpu.device import gpu_count

pytestmark = [pytest.mark.gpu,
              pytest.mark.skipif(gpu_count() == 0, reason="needs a CUDA GPU")]

pytest.importorskip("tvm")
pytest.importorskip("xgboost")


@pytest.fixture(scope="module")
def tuned(tmp_path_factory):
    from tests.tune.test_cuda import offset_reduce
    from verified_opt.derive.eop_tvm import tuning_func
    from verified_opt.tune.cuda import cuda_target
    from verified_opt.tune.cuda import untuned_seconds as _gpu_untuned_s
    from verified_opt.tune.db import TuneDB
    from verified_opt.tune.tuner import KernelTask, tune_kernels

    scope = offset_reduce()
    root = tmp_path_factory.mktemp("tune-db")
    db = TuneDB.open(cuda_target(), root=root)
    untuned = _gpu_untuned_s(scope)
    [k] = tune_kernels([KernelTask("offset_reduce", tuning_func(scope), 1, untuned)], 10.0, db,
                       trials_per_round=16)
    return scope, db, root, k


def test_candidates_are_measured_on_the_device_and_recorded(tuned):
    _, db, _, k = tuned
    assert not k.reused and k.trials > 0 and k.rounds >= 1
    assert k.best_s is not None and 0 < k.best_s < 1.0 and k.trace
    assert k.untuned_s > 0 and k.curve
    from verified_opt.derive.eop_tvm import tuning_func
    assert db.trials(tuning_func(tuned[0])) >= k.trials - k.errors


def test_the_tuned_module_computes_the_expression_exactly_on_the_device(tuned):
    from verified_opt.derive.eop_cuda import cuda_module, module_name
    from verified_opt.tune.cuda import exact_on_device as _gpu_exact
    scope, _, _, k = tuned
    said: list[str] = []
    assert _gpu_exact(scope, k.trace, said.append), said
    assert cuda_module(scope, trace=k.trace).name == module_name(scope, k.trace)


def test_a_second_run_reuses_the_record(tuned):
    from verified_opt.derive.eop_tvm import tuning_func
    from verified_opt.tune.cuda import cuda_target
    from verified_opt.tune.db import TuneDB
    from verified_opt.tune.tuner import KernelTask, tune_kernels
    scope, _, root, k = tuned
    [again] = tune_kernels([KernelTask("offset_reduce", tuning_func(scope), 1, k.untuned_s)],
                           10.0, TuneDB.open(cuda_target(), root=root))
    assert again.reused and again.trials == 0 and again.trace == k.trace
