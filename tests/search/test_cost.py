"""Latency measurement: models timed side by side, in blocks, on fresh sessions per round."""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper

from verified_opt.backends import ort as ort_backend
from verified_opt.ir.graph import Node, TensorType
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


def _conv_chain():
    """x -> Conv -> BatchNormalization -> Relu -> y1; Conv's output also feeds nothing else;
    x -> Concat(x, x) -> Relu -> y2 (no fusion head); Conv2's output read twice."""
    from onnx import numpy_helper

    from verified_opt.ir.onnx_io import import_model

    rng = np.random.default_rng(0)
    inits = [numpy_helper.from_array(rng.standard_normal((4, 3, 3, 3)).astype(np.float32), "w")]
    inits += [numpy_helper.from_array(rng.uniform(0.5, 2, 4).astype(np.float32), k)
              for k in ("s", "b", "m", "v")]
    nodes = [helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1], name="conv"),
             helper.make_node("BatchNormalization", ["c", "s", "b", "m", "v"], ["n"], name="bn"),
             helper.make_node("Relu", ["n"], ["y1"], name="relu"),
             helper.make_node("Concat", ["x", "x"], ["cat"], axis=1, name="cat"),
             helper.make_node("Relu", ["cat"], ["y2"], name="relu2"),
             helper.make_node("Conv", ["x", "w"], ["c2"], pads=[1, 1, 1, 1], name="conv2"),
             helper.make_node("Sum", ["c2", "c2"], ["y3"], name="sum")]
    vi = [helper.make_tensor_value_info(k, 1, None) for k in ("y1", "y2", "y3")]
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", 1, [1, 3, 6, 6])], vi,
                          inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return import_model(m)


def test_fusion_chains_end_at_fusable_nodes_after_a_head_whose_value_they_alone_read():
    g = _conv_chain()
    by = {n.name: n for n in g.nodes}
    producers, readers = g.producers(), cost.graph_readers(g)
    chain = {k: [n.name for n in cost.fusion_chain(g, by[k], producers, readers)] for k in by}
    assert chain["bn"] == ["conv", "bn"] and chain["relu"] == ["conv", "bn", "relu"]
    assert chain["relu2"] == [], "Concat is no fusion head"
    assert chain["sum"] == [], "conv2's value is read twice: nothing fuses into it alone"
    assert chain["conv"] == chain["cat"] == []


def test_a_node_that_ends_a_chain_costs_what_it_adds_to_the_chain(monkeypatch, tmp_path):
    """Measurements replaced by fixed numbers: Conv 10, Conv+BN 10.5, Conv+BN+Relu 10.4 (a
    fused Relu measures as nothing, and never below 0), every other node 1, a call into ORT
    0.5: a node alone costs its measurement less the call, a fused one the difference of two
    measurements (the call cancels)."""
    g = _conv_chain()
    table = {("Conv",): 10.0, ("Conv", "BatchNormalization"): 10.5,
             ("Conv", "BatchNormalization", "Relu"): 10.4}

    def fake(self, graph, nodes, context=None):
        nodes = [nodes] if not isinstance(nodes, list) else nodes
        return table.get(tuple(n.op for n in nodes), 1.0)

    monkeypatch.setattr(cost.CostModel, "_measure", fake)
    monkeypatch.setattr(cost, "_empty_call_ms", lambda threads: 0.5)
    model = cost.CostModel(cache=tmp_path)
    # conv 9.5 + bn 0.5 + relu 0 + cat 0.5 + relu2 0.5 + conv2 9.5 + sum 0.5 (alone)
    assert model.graph_cost(g) == 21.0
    assert sum(model.node_cost(g, n) for n in g.nodes) == 25.0 - 7 * 0.5


def test_a_residual_operand_made_by_a_conv_is_made_by_a_conv_in_the_measured_models(tmp_path):
    """ORT fuses Conv + Add only when the other operand is in its NCHWc layout too, i.e. made
    by a Conv: the measured chain models make it so (a graph input would not be)."""
    from onnx import numpy_helper

    from verified_opt.ir.onnx_io import import_model

    rng = np.random.default_rng(0)
    inits = [numpy_helper.from_array(rng.standard_normal((8, 8, 1, 1)).astype(np.float32), k)
             for k in ("wa", "wb")]
    inits += [numpy_helper.from_array(rng.uniform(0.5, 2, 8).astype(np.float32), k)
              for k in ("s", "b", "m", "v")]
    nodes = [helper.make_node("Conv", ["x", "wa"], ["a"], name="conva"),
             helper.make_node("BatchNormalization", ["a", "s", "b", "m", "v"], ["n"], name="bn"),
             helper.make_node("Conv", ["x", "wb"], ["r"], name="convb"),
             helper.make_node("Add", ["n", "r"], ["y"], name="add")]
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", 1, [1, 8, 6, 6])],
                          [helper.make_tensor_value_info("y", 1, None)], inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    graph = import_model(m)
    by = {n.name: n for n in graph.nodes}
    producers = graph.producers()
    chain = cost.fusion_chain(graph, by["add"], producers, cost.graph_readers(graph))
    assert [n.name for n in chain] == ["conva", "bn", "add"]
    assert cost.CostModel._context(graph, chain, producers) == ["r"]
    model = cost.CostModel(cache=tmp_path)
    assert model.fused_cost(graph, chain, producers) >= 0.0 and model.measured == 1


def test_measured_inputs_are_normal_data_cut_from_one_pool(monkeypatch):
    """Drawing fresh data for every measured input took most of a search (Winograd's big
    intermediate tensors); one pool serves them all, and sizes beyond it repeat it."""
    a = cost._normal((3, 4, 5))
    assert a.shape == (3, 4, 5) and a.dtype == np.float32
    assert np.array_equal(a, cost._normal((3, 4, 5))), "the same data every time"
    assert abs(float(np.std(cost._normal((1000, 1000)))) - 1.0) < 0.01
    assert cost._normal((2, 3), "float64").dtype == np.float64
    monkeypatch.setattr(cost, "_POOL_SIZE", 10)
    monkeypatch.setattr(cost, "_POOL", None)
    big = cost._normal((5, 7))
    assert big.shape == (5, 7) and np.array_equal(big.reshape(-1)[10:20], big.reshape(-1)[:10])


# ---- operators outside the registry, and the call into ORT -----------------------------------
def _one_node_graph(node, inputs, out_type):
    from verified_opt.ir.graph import Graph

    g = Graph([node], dict(inputs), list(node.outputs))
    g.types = dict(inputs) | {node.outputs[0]: out_type}
    return g


def test_an_opaque_node_is_measured_like_a_modelled_one_and_cached(tmp_path, monkeypatch):
    """An operator outside the registry (HardSigmoid was) is a one-node model in ORT all the
    same (it was priced at a flat 1 ms: 19 of MobileNetV3's 19.3 predicted ms, against 0.115
    measured)."""
    from verified_opt.ops.registry import OPS

    monkeypatch.delitem(OPS, "HardSigmoid", raising=False)
    t = TensorType((1, 16, 8, 8))
    g = _one_node_graph(Node("HardSigmoid", ("x",), ("y",), name="hs"), {"x": t}, t)
    model = cost.CostModel(cache=tmp_path)
    price = model.node_cost(g, g.nodes[0])
    assert 0.0 <= price < 1.0 and model.measured == 1 and model.unpriced == {}
    model.save()
    again = cost.CostModel(cache=tmp_path)
    assert again.node_cost(g, g.nodes[0]) == price and again.measured == 0


@pytest.mark.parametrize("node, why", [
    (Node("Range", ("a", "b", "c"), ("r",), name="range"), "cannot run it"),  # zero step
    (Node("Range", ("a", "b", "c"), ("r",), name="range", domain="com.example"),
     "cannot load it")])  # an operator ORT does not have
def test_an_opaque_node_ort_cannot_run_alone_costs_0_and_says_why(tmp_path, monkeypatch, node,
                                                                    why):
    """A Range on run-time bounds, fed zeros (ORT refuses a zero step), and an operator of a
    domain ORT does not know: each costs 0 (never rewritten, the same on both sides of every
    comparison), and the reason is kept with the costs."""
    from verified_opt.ops.registry import OPS

    monkeypatch.delitem(OPS, "Range", raising=False)
    scalar = TensorType((), "int64")
    g = _one_node_graph(node, {"a": scalar, "b": scalar, "c": scalar}, TensorType((5,), "int64"))
    g.extra_opsets.append(("com.example", 1))
    model = cost.CostModel(cache=tmp_path)
    assert model.node_cost(g, g.nodes[0]) == 0.0
    (op, reason), = model.unpriced.items()
    assert op.endswith("Range") and why in reason
    model.save()
    again = cost.CostModel(cache=tmp_path)
    assert again.node_cost(g, g.nodes[0]) == 0.0 and again.measured == 0
    assert again.unpriced == model.unpriced


def test_control_flow_is_not_priced_by_running_it_on_made_up_values(tmp_path, monkeypatch):
    """An If fed a made-up condition runs a branch the model may never take (the red-team's
    dead branch summing a [3e6, 1000] tensor priced the If at 1,000 ms and ran past --budget):
    it costs 0, never rewritten, and says why, without a measurement."""
    from tests.ir.test_tail import _outer_shape_if
    from verified_opt.ir.onnx_io import import_model

    g = import_model(_outer_shape_if([3, 2]))
    node = next(n for n in g.nodes if n.op == "If")
    model = cost.CostModel(cache=tmp_path)
    monkeypatch.setattr(model, "_measure", lambda *a, **k: pytest.fail("measured"))
    assert model.node_cost(g, node) == 0.0 and model.measured == 0
    assert "control flow" in model.unpriced["If"]


def test_each_node_is_priced_without_the_call_into_ort(monkeypatch, tmp_path):
    """The empty model's call is measured once, kept with the costs, subtracted from every
    node's measurement, never below 0."""
    model = cost.CostModel(cache=tmp_path)
    overhead = model.call_overhead()
    assert 0.0 < overhead < 1.0
    model.save()

    def never(threads):
        raise AssertionError("measured again")

    monkeypatch.setattr(cost, "_empty_call_ms", never)
    again = cost.CostModel(cache=tmp_path)
    assert again.call_overhead() == overhead
    monkeypatch.setattr(cost.CostModel, "_measure",
                        lambda self, graph, nodes, context=None: {"Relu": overhead + 0.25,
                                                                   "Tanh": overhead / 2}[nodes.op])
    t = TensorType((2, 3))
    relu = _one_node_graph(Node("Relu", ("x",), ("y",), name="r"), {"x": t}, t)
    tanh = _one_node_graph(Node("Tanh", ("x",), ("y",), name="t"), {"x": t}, t)
    assert abs(again.node_cost(relu, relu.nodes[0]) - 0.25) < 1e-12
    assert again.node_cost(tanh, tanh.nodes[0]) == 0.0


def test_the_cost_table_is_saved_through_a_temporary_file_of_its_own(tmp_path):
    """Processes that price at once (pytest-xdist workers, two optimize runs) each save the
    table: a shared temporary name let one writer's file stand in another's way (or mix two
    writes); now each save writes a file of its own and renames it."""
    model = cost.CostModel(cache=tmp_path)
    model.table["k"] = 1.5
    (tmp_path / "cost-cpu-2t.tmp").mkdir()  # another writer's temporary, in the way
    model.save()
    assert cost.CostModel(cache=tmp_path).table == {"k": 1.5}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cost-cpu-2t.json", "cost-cpu-2t.tmp"]
