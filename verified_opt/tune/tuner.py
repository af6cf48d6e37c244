"""Tune kernels with TVM's MetaSchedule (Ansor's search) within a budget of seconds.

    tasks = [KernelTask("eop_ab12", func, count=1, untuned_s=4.1e-3)]
    tuned = tune_kernels(tasks, seconds=60, db=TuneDB.open(target))
    tuned[0].best_s, tuned[0].trace          # the fastest schedule found, or reused from the db

MetaSchedule does what Ansor does: a space of schedules per kernel generated from sketch rules
(multi-level tiling, parallelization, vectorization, unrolling), an evolutionary search over
their random decisions guided by a learned cost model (XGBoost on features of the scheduled
loop nest), each generation's best candidates built and measured on the target. The task
scheduler (tune/scheduler.py) spends the seconds across kernels in proportion to their share of
the model's latency. Records go to the tuning database (tune/db.py); a kernel already there is
not tuned again (its best record is reused: the second run is free), unless `retune`.

The result is a schedule (a trace), never a new computation: eop_tvm.compile_eop replays the
trace on the expression's own TIR, and the kernel is checked against the expression's exact
value before use.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from verified_opt.errors import VoptError
from verified_opt.tune.db import TuneDB

TRIALS_PER_ROUND = 16
BUILD_TIMEOUT_S = 200.0     # the builder's worker pool starts a Python with TVM per worker
RUN_TIMEOUT_S = 60.0


class TuneError(VoptError):
    """Tuning that cannot run (MetaSchedule missing, a bad budget)."""


@dataclass
class KernelTask:
    name: str
    func: Any                  # tirx.PrimFunc named main
    count: int = 1             # how many times the model runs it
    untuned_s: float = 0.0     # its latency before tuning (measured by the caller)


@dataclass
class TunedKernel:
    name: str
    untuned_s: float
    best_s: float | None        # the best record's mean latency (MetaSchedule's runner)
    trace: str | None           # JSON of the best record's trace
    reused: bool                # found in the database, not tuned in this run
    trials: int = 0             # measured in this run
    errors: int = 0
    rounds: int = 0
    spent_s: float = 0.0
    curve: list[tuple[int, float]] = field(default_factory=list)
    users: list[str] = field(default_factory=list)   # the operators it serves (set by callers)
    key: str = ""               # the caller's name for the kernel (an eOperator's expression)
    keys: list[str] = field(default_factory=list)   # every name of the same kernel
    used: bool = False          # its schedule was put in the model (faster than the hand one)

    def to_json(self) -> dict:
        return {"name": self.name, "users": self.users, "used": self.used, "untuned_ms": self.untuned_s * 1e3,
                "best_ms": None if self.best_s is None else self.best_s * 1e3,
                "reused": self.reused, "trials": self.trials, "errors": self.errors,
                "rounds": self.rounds, "spent_s": round(self.spent_s, 3),
                "curve": [[t, s * 1e3] for t, s in self.curve]}


def _ms():
    try:
        import cloudpickle  # noqa: F401  (its builder and runner worker pools)
        import psutil  # noqa: F401  (MetaSchedule counts cores with it)
        import xgboost  # noqa: F401  (its cost model)
        from tvm.s_tir import meta_schedule as ms
    except ImportError as e:
        raise TuneError(f"tuning needs TVM's MetaSchedule with psutil, cloudpickle and xgboost: "
                        f"pip install 'verified_opt[tvm]' ({e})") from None
    return ms


def import_tensor_intrinsics() -> None:
    """Import TVM's tensor intrinsics (what MetaSchedule's TuneContext imports first) with
    the standard library's stack walks memoized. Each of their hundreds of TVMScript functions
    calls inspect.stack(), and for a frame of frozen import machinery inspect.getmodule scans
    every loaded module and finds none, again for every frame of every call: about 15 s of a
    20 s import here (py-spy). Remembering a file name that no module has, for the length of
    this import, gives the same answers."""
    import inspect
    import sys
    if "tvm.s_tir.tensor_intrin" in sys.modules:
        return
    plain = inspect.getmodule
    unknown: set[str] = set()

    def getmodule(obj: Any, _filename: str | None = None) -> Any:
        if _filename is not None and _filename in unknown:
            return None
        found = plain(obj, _filename)
        if found is None and _filename is not None:
            unknown.add(_filename)
        return found

    inspect.getmodule = getmodule  # type: ignore[assignment]
    try:
        import tvm.s_tir.tensor_intrin  # noqa: F401
    finally:
        inspect.getmodule = plain


def tuning_target(target: Any, cores: int | None = None) -> Any:
    """The target MetaSchedule tunes for: an llvm target needs its core count (the
    parallelization rules read it); this machine's cores unless given."""
    import tvm
    t = target if not isinstance(target, (str, dict)) else tvm.target.Target(target)
    d = json.loads(str(t))
    if d.get("kind") == "llvm" and "num-cores" not in d:
        d["num-cores"] = cores or len(os.sched_getaffinity(0))
        d.pop("keys", None)
        d.pop("tag", None)
        t = tvm.target.Target(d)
    return t


def backend_target(backend: str) -> Any:
    """What a backend's kernels are tuned for: this CPU (llvm) or the current GPU (cuda)."""
    if backend == "gpu":
        from verified_opt.tune.cuda import cuda_target
        return cuda_target()
    from verified_opt.derive.eop_tvm import resolve_target
    return tuning_target(resolve_target("llvm"))


def target_kind(target: Any) -> str:
    """llvm or cuda: the kind of a TVM target or of its JSON dict."""
    if isinstance(target, dict):
        return str(target.get("kind", ""))
    kind = getattr(target, "kind", None)
    return str(kind.name) if kind is not None else str(json.loads(str(target)).get("kind", ""))


def _quiet_loggers(names: Sequence[str]) -> list:
    """MetaSchedule's per-task loggers, writing nowhere (it prints tables at INFO)."""
    import logging
    out = []
    for n in names:
        lg = logging.getLogger(f"verified_opt.tune.{n}")
        lg.setLevel(logging.WARNING)
        lg.propagate = False
        if not lg.handlers:
            lg.addHandler(logging.NullHandler())
        out.append(lg)
    return out


def tune_kernels(tasks: Sequence[KernelTask], seconds: float, db: TuneDB,
                 policy: str = "share", retune: bool = False,
                 trials_per_round: int | None = None, seed: int = 0,
                 cores: int | None = None, population: int | None = None
                 ) -> list[TunedKernel]:
    """Tune `tasks` for db.target (llvm: on this CPU; cuda: on the current GPU, tune/cuda.py)
    for `seconds` of wall time from the first round (at least one round; MetaSchedule's setup
    comes before, and the last round may run past it); one TunedKernel per task, in order.
    population: the evolutionary search's population per round (MetaSchedule's 512 unless
    given; each member is sampled and checked, on CUDA by lowering it: the cost of a round
    before anything is measured)."""
    if seconds < 0:
        raise TuneError(f"a tuning budget is seconds >= 0, not {seconds}")
    ms = _ms()
    import logging

    import tvm

    from verified_opt.tune.builder import PoolBuilder
    from verified_opt.tune.scheduler import CurveCallback, DeadlineScheduler, TaskLog

    logging.getLogger("tvm.s_tir.meta_schedule").setLevel(logging.WARNING)
    out: list[TunedKernel] = []
    todo: list[int] = []
    for k, t in enumerate(tasks):
        best = db.best(t.func)
        if best is not None and not retune:
            out.append(TunedKernel(t.name, t.untuned_s, best[1], best[0], reused=True))
        else:
            out.append(TunedKernel(t.name, t.untuned_s, None, None, reused=False))
            todo.append(k)
    if not todo or seconds == 0:
        return out
    cores = cores or len(os.sched_getaffinity(0))
    import_tensor_intrinsics()
    logs = [TaskLog(tasks[k].count, tasks[k].untuned_s) for k in todo]
    seeds = [seed * 7919 + k for k in todo]
    ctxs = [ms.TuneContext(mod=tvm.IRModule({"main": tasks[k].func}), target=db.target,
                           space_generator="post-order-apply",
                           search_strategy="evolutionary" if population is None else
                           ms.search_strategy.EvolutionarySearch(
                               population_size=population,
                               init_min_unmeasured=min(50, population)),
                           task_name=tasks[k].name, rand_state=s, num_threads=cores,
                           logger=lg).clone()
            for k, s, lg in zip(todo, seeds, _quiet_loggers([tasks[k].name for k in todo]))]
    sched = DeadlineScheduler(logs, seconds, policy)
    callbacks = [*ms.measure_callback.MeasureCallback.create("default"), CurveCallback(logs)]
    builder: Any
    if target_kind(db.target) == "cuda":
        # built and timed as the GPU plan runs them: TVM's CUDA C, NVRTC, CuPy (tune/cuda.py)
        from verified_opt.tune.cuda import CupyRunner, ModuleBuilder
        builder, runner = ModuleBuilder(), CupyRunner()
    else:
        builder = PoolBuilder(cores, BUILD_TIMEOUT_S)
        runner = ms.runner.LocalRunner(
            timeout_sec=RUN_TIMEOUT_S,
            evaluator_config=ms.runner.EvaluatorConfig(number=3, repeat=1, min_repeat_ms=50))
    try:
        with db.locked(), tempfile.TemporaryDirectory(prefix="vopt-tune-") as work:
            db.reload()   # records another run appended while we waited for the lock
            ms.tune_tasks(tasks=ctxs, task_weights=[1.0] * len(ctxs), work_dir=work,
                          max_trials_global=1 << 30, max_trials_per_task=1 << 30,
                          num_trials_per_iter=trials_per_round or TRIALS_PER_ROUND,
                          builder=builder,
                          runner=runner, database=db.ms_database, cost_model="xgb",
                          measure_callbacks=callbacks, task_scheduler=sched)
    finally:
        builder.close()
    for k, log in zip(todo, logs):
        best = db.best(tasks[k].func)
        out[k] = TunedKernel(tasks[k].name, tasks[k].untuned_s,
                             None if best is None else best[1],
                             None if best is None else best[0], reused=False,
                             trials=log.trials, errors=log.errors, rounds=log.rounds,
                             spent_s=log.spent_s, curve=log.curve)
    return out
