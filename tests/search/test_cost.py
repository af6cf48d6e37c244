"""Latency measurement: sessions without spinning workers, models timed side by side."""

from __future__ import annotations

import numpy as np
import onnx
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


def test_sessions_do_not_spin():
    sess = ort_backend.session(_relu_model(1), threads=2)
    assert sess.get_session_options().get_session_config_entry(
        "session.intra_op.allow_spinning") == "0"


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
        turns = [timed[i:i + 2] for i in range(0, len(timed), 2)]
        assert len(turns) >= 5 and all(sorted(t) == ["a", "b"] for t in turns)
        assert turns[0] != turns[1]  # the order rotates


def test_cost_cache_key_names_the_session_setup(monkeypatch):
    from verified_opt.ir.onnx_io import import_model

    g = import_model(onnx.load_from_string(_relu_model(1)))
    model = cost.CostModel(cache=None)
    node = g.nodes[0]
    before = model.key(g, node)
    monkeypatch.setattr(cost, "SESSION_SETUP", "spin")
    assert model.key(g, node) != before
