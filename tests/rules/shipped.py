"""Helpers for the tests of the shipped hand-written rules (LRN, Winograd, ConvTranspose): a
rule's JSON object to mutate, the verdict on a mutated copy, and `vopt optimize` with the cost
model and latency replaced by deterministic ones."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

RULES_DIR = Path(__file__).parents[2] / "verified_opt" / "data" / "rules"

# A rule that holds with no axiom (two Transposes cancel), for tests of `vopt optimize --rules`.
TRANSPOSE_CANCEL = {"name": "transpose_cancel_test", "inputs": {"X": ["m", "n"]},
                    "src": {"nodes": [{"op": "Transpose", "inputs": ["X"], "outputs": ["t"],
                                       "attrs": {"perm": [1, 0]}},
                                      {"op": "Transpose", "inputs": ["t"], "outputs": ["y"],
                                       "attrs": {"perm": [1, 0]}}], "outputs": ["y"]},
                    "dst": {"nodes": [], "outputs": ["X"]}}


class NodeCount:
    """A cost model that prices every node at 1: fewer nodes is cheaper."""

    def __init__(self, *a, **k):
        pass

    def node_cost(self, graph, node):
        return 1.0

    def save(self):
        pass


def rule_obj(path: Path, name: str) -> dict:
    return next(r for r in json.loads(path.read_text())["rules"] if r["name"] == name)


def verify_obj(obj: dict, axioms):
    """The verdict on a rule given as its JSON object (a shipped rule after an edit)."""
    from verified_opt.rules.format import parse_rules
    from verified_opt.verify.verdict import verify_rule

    return verify_rule(parse_rules(json.dumps({"rules": [obj]}))[0], axioms)


def deterministic_optimize(monkeypatch, tmp_path: Path, cost_model: type,
                           latency: Callable[..., float]) -> None:
    """`vopt optimize` prices nodes with `cost_model` and times models with `latency`."""
    from verified_opt.commands import optimize_cmd

    monkeypatch.setattr(optimize_cmd, "CostModel", cost_model)
    monkeypatch.setattr(optimize_cmd, "measure_model", latency)
    monkeypatch.setattr(optimize_cmd, "measure_rounds",
                        lambda models, feeds, threads=2, **kw: {k: [latency(d, feeds)] * 5
                                                                for k, d in models.items()})
    monkeypatch.setenv("VOPT_CACHE_DIR", str(tmp_path / "cache"))
