"""The task scheduler's choice, simulated: "share" gives each kernel tuning time in proportion
to its part of the latency, "round-robin" takes turns."""

from __future__ import annotations

import pytest

pytest.importorskip("tvm")

from verified_opt.tune.scheduler import TaskLog, pick


def _simulate(costs, policy, rounds, round_s=10.0):
    logs = [TaskLog(1, c) for c in costs]
    last = -1
    order = []
    for _ in range(rounds):
        last = pick(logs, list(range(len(logs))), policy, last)
        logs[last].spent_s += round_s
        logs[last].rounds += 1
        order.append(last)
    return logs, order


def test_share_follows_the_latency():
    logs, order = _simulate([8e-3, 1.5e-3, 0.5e-3], "share", 20)
    spent = [log.spent_s for log in logs]
    assert order[0] == 0                          # the biggest kernel first
    assert spent[0] / sum(spent) == pytest.approx(0.8, abs=0.06)
    assert spent[1] / sum(spent) == pytest.approx(0.15, abs=0.06)
    assert spent[2] <= 10.0                       # 5%: at most one round of twenty


def test_a_tiny_kernel_does_not_get_a_round_of_its_own_early():
    _, order = _simulate([5e-3, 1e-6], "share", 10)
    assert 1 not in order


def test_share_moves_time_away_from_a_kernel_that_got_cheap():
    logs = [TaskLog(1, 4e-3), TaskLog(1, 4e-3)]
    logs[0].spent_s, logs[0].rounds = 10.0, 1
    logs[1].spent_s, logs[1].rounds = 10.0, 1
    logs[0].best_s = 0.5e-3                      # tuned from 4 to 0.5 ms
    assert pick(logs, [0, 1], "share") == 1


def test_counts_weigh_a_repeated_kernel():
    logs = [TaskLog(4, 1e-3), TaskLog(1, 3e-3)]  # 4 ms in the model against 3 ms
    assert pick(logs, [0, 1], "share") == 0


def test_round_robin_takes_turns_over_live_tasks():
    _, order = _simulate([1e-3, 1e-3, 1e-3], "round-robin", 6)
    assert order == [0, 1, 2, 0, 1, 2]
    logs = [TaskLog(1, 1e-3) for _ in range(3)]
    assert pick(logs, [0, 2], "round-robin", last=0) == 2
    assert pick(logs, [0, 2], "round-robin", last=2) == 0
