"""Latency measurement: models timed side by side, in blocks, on fresh sessions per round."""

from __future__ import annotations

import numpy as np
from onnx import helper

from verified_opt.backends import ort as ort_backend
from verified_opt.search import cost
from verified_opt.search.cost import measure_interleaved


def _relu_model(n: int) -> bytes:
    nodes = [helper.make_node("Relu", ["x" if k == 0 else f"h{k}"], [f"h{k + 1}"])
             for k in range(n)]
    nodes.append(helper.make_node("Identity", [f"h{n}"], ["y"]))
    g = helper.make_graph(nodes, "m", [helper.make_tensor_value_info("x", 1, [4, 8])],
                          [helper.make_tensor_value_info("y", 1, [4, 8])])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return m.SerializeToString()


def test_interleaved_rounds_open_fresh_sessions_and_alternate_runs(monkeypatch):
    events = []
    real = ort_backend.session

    class Counting:
        def __init__(self, key, inner):
            self.key, self.inner = key, inner

        def run(self, *a):
            events.append(("run", self.key))
            return self.inner.run(*a)

    def counting_session(data, threads=2, optimize=True):
        key = "a" if data == models["a"] else "b"
        events.append(("open", key))
        return Counting(key, real(data, threads, optimize))

    monkeypatch.setattr(ort_backend, "session", counting_session)
    models = {"a": _relu_model(1), "b": _relu_model(3)}
    feeds = {"x": np.ones((4, 8), np.float32)}
    monkeypatch.setattr(cost, "BLOCK_SECONDS", 0.0)  # blocks of the minimum, 2 runs
    out = measure_interleaved(models, feeds, threads=1, rounds=2, seconds_per_round=0.01)
    assert set(out) == {"a", "b"} and all(v > 0 for v in out.values())
    rounds, current = [], None
    for kind, key in events:
        if kind == "open" and key == "a":
            current = []
            rounds.append(current)
        elif kind == "run":
            current.append(key)
    assert len(rounds) == 2  # a fresh pair of sessions per round
    for runs in rounds:
        warm, timed = runs[:6], runs[6:]
        assert sorted(warm) == ["a"] * 3 + ["b"] * 3
        turns = [timed[i:i + 4] for i in range(0, len(timed), 4)]
        # each turn: a block of 2 runs of one model, then of the other; the order rotates
        assert len(turns) >= 2
        assert all(t in (["a", "a", "b", "b"], ["b", "b", "a", "a"]) for t in turns)
        assert turns[0] != turns[1]
