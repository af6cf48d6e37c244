"""The scale projection's model: it gives back the measured wall time at the measured core
count, falls with more cores down to the serial part plus the longest tasks, and scales one K
up by the measured growth."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

# `benchmarks` is a top-level folder of the repository, not an installed package.
ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks import scale_projection as sp


def run(k: int, graphs: int, candidates: int, verified: int, scale: float) -> dict:
    def f(tasks: int, total: float, wall: float, longest: float) -> dict:
        return {"tasks": tasks, "sum_seconds": total * scale, "map_wall_seconds": wall * scale,
                "p50": 0.0, "p90": 0.0, "p99": 0.0, "max": longest}
    return {"K": k, "executor": "pool", "workers": 2, "wall_seconds": 100.0 * scale,
            "graphs_enumerated": graphs, "candidate_pairs": candidates, "verified": verified,
            "pruned": {"implied": verified}, "tasks_by_function": {
                "last_level_chunk": f(40, 60.0, 35.0, 2.0),
                "examine_chunk": f(20, 30.0, 20.0, 1.0),
                "_work": f(10, 18.0, 15.0, 3.0)}}


def test_the_model_gives_back_the_measured_wall_time():
    r = run(3, 1000, 100, 10, 1.0)
    assert sp.serial_seconds(r) == pytest.approx(30.0)
    assert sp.project(r, 2) == pytest.approx(r["wall_seconds"])


def test_more_cores_never_cost_more_and_stop_at_serial_plus_longest_tasks():
    r = run(3, 1000, 100, 10, 1.0)
    times = [sp.project(r, c) for c in (2, 8, 32, 128, 10_000)]
    assert times == sorted(times, reverse=True)
    assert times[-1] == pytest.approx(30.0 + 2.0 + 1.0 + 3.0, rel=0.01)


def test_one_k_up_grows_with_the_items_of_each_function():
    nxt = sp.next_k(run(2, 100, 20, 5, 1.0), run(3, 1000, 100, 10, 1.0))
    assert nxt["K"] == 4
    funcs = nxt["tasks_by_function"]
    assert funcs["last_level_chunk"]["growth"] == 10.0
    assert funcs["examine_chunk"]["growth"] == 5.0
    assert funcs["_work"]["growth"] == 2.0
    assert funcs["examine_chunk"]["sum_seconds"] == pytest.approx(150.0)
    assert nxt["serial_seconds"] == pytest.approx(300.0)
    rows = sp.table([run(2, 100, 20, 5, 1.0), run(3, 1000, 100, 10, 1.0)])
    assert [r["K"] for r in rows] == [2, 3, 4] and rows[-1]["measured_wall_seconds"] is None


def test_one_k_up_grows_only_within_one_operator_set():
    """K = 4 without the constants is projected to K = 5 from K = 3 without them, not from
    K = 3 with them (a different growth); a series without its K - 1 is not projected."""
    with_c = [{**run(2, 100, 20, 5, 1.0), "ops": "TASO"}, {**run(3, 1000, 100, 10, 1.0),
                                                           "ops": "TASO"}]
    without = [{**run(3, 500, 50, 8, 1.0), "ops": "TASO without constants"},
               {**run(4, 4000, 300, 20, 2.0), "ops": "TASO without constants"}]
    rows = sp.table(with_c + without + [{**run(4, 9, 9, 9, 1.0), "ops": "Add,Mul"}])
    projected = {(r["K"], r["ops"]): r for r in rows if r["measured_wall_seconds"] is None}
    assert set(projected) == {(4, "TASO"), (5, "TASO without constants")}
    assert projected[(5, "TASO without constants")]["growth"]["last_level_chunk"] == 8.0


def test_a_run_its_budget_stopped_is_not_projected():
    """Its task times miss the candidates it never verified: neither it nor K + 1 from it."""
    stopped = {**run(3, 1000, 100, 10, 1.0), "not_reached": 220_978}
    rows = sp.table([run(2, 100, 20, 5, 1.0), stopped])
    assert [(r["K"], r["measured_wall_seconds"]) for r in rows] == [(2, 100.0)]
