"""When the search stops, and that the report says why (issue 21: it spent its whole graph
limit on models where the first graphs showed nothing to do)."""

from __future__ import annotations

import json

import numpy as np
import onnx
from onnx import helper, numpy_helper

from verified_opt.api import optimize
from verified_opt.ir.onnx_io import import_model
from verified_opt.rules.format import parse_rules
from verified_opt.search.search import PATIENCE, CertifiedRule, search

SUM_TO_ADD = {"name": "sum2_as_add", "inputs": {"X": ["m", "n"], "Y": ["m", "n"]},
              "src": {"nodes": [{"op": "Sum", "inputs": ["X", "Y"], "outputs": ["y"]}],
                      "outputs": ["y"]},
              "dst": {"nodes": [{"op": "Add", "inputs": ["X", "Y"], "outputs": ["y"]}],
                      "outputs": ["y"]}}
TANH_AS_TWO_RELUS = {"name": "tanh_as_two_relus", "inputs": {"X": ["m", "n"]},
                     "src": {"nodes": [{"op": "Tanh", "inputs": ["X"], "outputs": ["y"]}],
                             "outputs": ["y"]},
                     "dst": {"nodes": [{"op": "Relu", "inputs": ["X"], "outputs": ["r"]},
                                       {"op": "Relu", "inputs": ["r"], "outputs": ["y"]}],
                             "outputs": ["y"]}}


class PerNode:
    """A deterministic cost model: each node costs its operator's price (no timing)."""

    def __init__(self, prices: dict[str, float]):
        self.prices = prices

    def node_cost(self, graph, node):
        return self.prices.get(node.op, 1.0)

    def save(self):
        pass


def _certified(rule: dict) -> list[CertifiedRule]:
    # The search trusts the library's certificates; these test rules need none.
    return [CertifiedRule(parse_rules(json.dumps({"rules": [rule]}))[0], "sha256:test")]


def _chain(op: str, n: int):
    """x -> Relu -> n nodes of `op` (a Sum reads the chain and the Relu) -> y, imported."""
    nodes, prev = [helper.make_node("Relu", ["x"], ["r"], name="r")], "r"
    for k in range(n):
        ins = [prev, "r"] if op == "Sum" else [prev]
        nodes.append(helper.make_node(op, ins, [f"v{k}"], name=f"{op.lower()}{k}"))
        prev = f"v{k}"
    nodes.append(helper.make_node("Identity", [prev], ["y"], name="out"))
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", 1, [2, 3])],
                          [helper.make_tensor_value_info("y", 1, [2, 3])])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return import_model(m)


def test_a_search_with_nothing_to_gain_stops_early_and_says_why():
    """Ten Sums that may each become an Add at the same cost: 1024 graphs, none better. They all
    fit under alpha, so the search used to expand its whole limit of 200 among them."""
    result = search(_chain("Sum", 10), _certified(SUM_TO_ADD), PerNode({}), budget_s=60)
    assert result.steps == [] and result.best_found_at == 0
    assert result.stopped_by == "no progress" and result.expanded == PATIENCE < 200


def test_without_patience_the_same_search_runs_to_its_graph_limit():
    # The plateau is larger than the limit: the early stop above is what ended that search.
    result = search(_chain("Sum", 10), _certified(SUM_TO_ADD), PerNode({}), budget_s=60,
                    patience=None)
    assert result.stopped_by == "expansion limit" and result.expanded == 200


def test_patience_counts_from_the_last_new_best():
    """Five Tanhs, each cheaper as two Relus (more nodes: the search's, not the greedy pass's):
    one new best per expansion, the 5th at expansion 5. A patience of 3 must not stop it at 3."""
    result = search(_chain("Tanh", 5), _certified(TANH_AS_TWO_RELUS), PerNode({"Tanh": 5.0}),
                    budget_s=60, patience=3)
    assert [s.rule for s in result.steps] == ["tanh_as_two_relus"] * 5
    assert result.best_found_at == 5 and result.graph.op_counts().get("Tanh") is None
    assert result.expanded <= 5 + 3 and result.stopped_by in ("no progress", "exhausted")


def _convs(tmp_path, n=8, c=8, hw=16):
    """Conv+bias -> Relu, n times: shipped rules move each bias into an Add, a change under
    the measurement floor, so 2^n variants of the model cost the same within noise."""
    rng = np.random.default_rng(0)
    nodes, inits, prev = [], [], "x"
    for k in range(n):
        inits += [numpy_helper.from_array(
                      (0.1 * rng.standard_normal((c, c, 3, 3))).astype(np.float32), f"w{k}"),
                  numpy_helper.from_array(rng.standard_normal(c).astype(np.float32), f"b{k}")]
        nodes += [helper.make_node("Conv", [prev, f"w{k}", f"b{k}"], [f"c{k}"], pads=[1] * 4,
                                   name=f"conv{k}"),
                  helper.make_node("Relu", [f"c{k}"], [f"r{k}"], name=f"relu{k}")]
        prev = f"r{k}"
    vi = helper.make_tensor_value_info
    g = helper.make_graph(nodes, "plateau", [vi("x", 1, [1, c, hw, hw])],
                          [vi(prev, 1, [1, c, hw, hw])], inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    onnx.save(m, str(tmp_path / "convs.onnx"))
    return tmp_path / "convs.onnx"


def test_optimize_on_a_model_with_only_noise_level_rewrites_reports_no_progress(
        tmp_path, monkeypatch):
    """The real cost model and the shipped library through the Python API: the search ends
    well before its graph limit (it expanded all 200 before), and the report says why and when
    the best was found. The costs are timed, so which early stop ends it is not fixed: on a
    busy machine a node timed slow pushes the variants out of the queue and the search runs out
    of candidates (`exhausted`, seen in CI) instead of patience. Both are early; the patience
    rule itself is tested exactly above with a deterministic cost model."""
    monkeypatch.setenv("VOPT_CACHE_DIR", str(tmp_path / "cache"))
    _, report = optimize(_convs(tmp_path), budget=30, threads=1, alpha=1.2)
    s = report.search
    assert s.stopped_by in ("no progress", "exhausted") and s.expanded < 200
    assert s.best_found_at is not None and s.best_found_at <= s.expanded
    if s.stopped_by == "no progress":
        assert s.expanded == s.best_found_at + PATIENCE
    doc = report.to_json()["search"]
    assert doc["stopped_by"] == s.stopped_by and doc["best_found_at"] == s.best_found_at
    assert doc["expanded"] == s.expanded
