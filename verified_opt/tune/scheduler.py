"""Which kernel MetaSchedule tunes next, within a wall-clock budget.

MetaSchedule's own schedulers (round-robin, gradient) stop after a number of trials; a user
gives seconds. Both policies here stop at the deadline, and each round (one batch of candidates
of one task: generate, build, run) is charged to its task by the wall time it took:

- "share": the next task is the one furthest below its share of the time, the share being its
  part of the latency the kernels add to the model (count x best latency so far, the untuned
  latency until a first measurement): a kernel that is 80% of the time gets 80% of the tuning,
  and a task that has become cheap loses its claim as it improves. This is Ansor's rule
  without the gradient's look-ahead: its backward-window estimate needs more rounds per task
  than a budget of minutes gives (a round of 16 candidates takes 10-30 s on 2 cores).
- "round-robin": each unfinished task in turn (the baseline the benchmark compares with).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from tvm.ir.utils import derived_object
from tvm.s_tir.meta_schedule.measure_callback import PyMeasureCallback
from tvm.s_tir.meta_schedule.task_scheduler import PyTaskScheduler

POLICIES = ("share", "round-robin")


@dataclass
class TaskLog:
    """What happened to one task: trials measured, the best so far, the curve."""

    count: int                     # how many times the model runs the kernel
    untuned_s: float               # the kernel's latency before tuning (the hand schedule)
    spent_s: float = 0.0
    rounds: int = 0
    trials: int = 0
    errors: int = 0
    best_s: float | None = None
    curve: list[tuple[int, float]] = field(default_factory=list)   # (trials, best seconds)

    def cost(self) -> float:
        """What the kernel adds to the model now."""
        return self.count * (self.best_s if self.best_s is not None
                             else self.untuned_s)


def pick(logs: list[TaskLog], live: list[int], policy: str, last: int = -1) -> int:
    """The task to tune next among `live` (indices into logs); `last`: the previous pick."""
    if policy == "round-robin":
        n = len(logs)
        return min(live, key=lambda i: (i - last - 1) % n)
    # Weighted fair share: each task is owed share x (time so far + the next round); the one
    # owed most runs. A task of 1% of the latency waits until 1% of the budget is its due,
    # instead of every task getting a first round.
    total_cost = sum(logs[i].cost() for i in live) or 1.0
    spent = sum(log.spent_s for log in logs)
    rounds = sum(log.rounds for log in logs)
    nxt_round = spent / rounds if rounds else 1.0
    return max(live, key=lambda i: (logs[i].cost() / total_cost * (spent + nxt_round)
                                    - logs[i].spent_s, -i))


@derived_object
class DeadlineScheduler(PyTaskScheduler):
    def __init__(self, logs: list[TaskLog], seconds: float, policy: str = "share"):
        super().__init__()
        if policy not in POLICIES:
            raise ValueError(f"unknown policy {policy!r}")
        self.logs = logs
        self.seconds = seconds
        self.deadline: float | None = None
        self.policy = policy
        self._running: int | None = None
        self._since = 0.0
        self._rr = -1

    def _charge(self) -> None:
        if self._running is not None:
            log = self.logs[self._running]
            log.spent_s += time.monotonic() - self._since
            log.rounds += 1
            self._running = None

    def next_task_id(self) -> int:
        outer = self._outer()  # type: ignore[attr-defined]
        n = len(self.logs)
        # The previous round's measurements, collected before anything is decided (this runs
        # the measure callbacks); then its wall time is charged to its task.
        if self._running is not None and not outer.tasks_[self._running].is_terminated:
            outer.join_running_task(self._running)
        self._charge()
        live = [i for i in range(n) if not outer.tasks_[i].is_terminated]
        if self.deadline is None:
            # The budget is tuning time: it starts with the first round, not while MetaSchedule
            # sets up (10-25 s on 2 cores), and buys at least one round.
            self.deadline = time.monotonic() + self.seconds
        elif time.monotonic() >= self.deadline:
            for i in live:
                outer.terminate_task(i)
            return -1
        if not live:
            return -1
        nxt = pick(self.logs, live, self.policy, self._rr)
        self._rr = nxt
        self._running, self._since = nxt, time.monotonic()
        return nxt


@derived_object
class CurveCallback(PyMeasureCallback):
    """Records each task's trials and best latency after every batch (the tuning curve)."""

    def __init__(self, logs: list[TaskLog]):
        super().__init__()
        self.logs = logs

    def apply(self, task_scheduler, task_id, measure_candidates, builder_results,
              runner_results) -> None:
        log = self.logs[task_id]
        for b, r in zip(builder_results, runner_results):
            log.trials += 1
            secs = list(r.run_secs or []) if b.error_msg is None else []
            if r.error_msg is not None or not secs:
                log.errors += 1
                continue
            s = sum(float(x) for x in secs) / len(secs)
            if log.best_s is None or s < log.best_s:
                log.best_s = s
        if log.best_s is not None:
            log.curve.append((log.trials, log.best_s))
