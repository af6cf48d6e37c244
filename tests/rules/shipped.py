"""Helpers for the tests of the shipped hand-written rules (LRN, Winograd, ConvTranspose): a
rule's JSON object to mutate, the verdict on a mutated copy, and `vopt optimize` with the cost
model and latency replaced by deterministic ones."""

from __future__ import annotations

import copy
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


def conv_chain(channels: list[int], size: int = 8, seed: int = 0, relu: bool = True):
    """Conv -> Relu -> Conv -> ... with these channel counts (3x3, pads 1, biases); without
    the Relus if `relu` is false."""
    import itertools

    import numpy as np
    from onnx import helper, numpy_helper

    from verified_opt.ir.onnx_io import IR_VERSION

    rng = np.random.default_rng(seed)
    nodes, inits, x = [], [], "x"
    for k, (c_in, c_out) in enumerate(itertools.pairwise(channels)):
        w = (rng.standard_normal((c_out, c_in, 3, 3)) / np.sqrt(9 * c_in)).astype(np.float32)
        inits += [numpy_helper.from_array(w, f"w{k}"),
                  numpy_helper.from_array(rng.standard_normal(c_out).astype(np.float32), f"b{k}")]
        nodes.append(helper.make_node("Conv", [x, f"w{k}", f"b{k}"], [f"c{k}"], pads=[1] * 4,
                                      name=f"conv{k}"))
        x = f"c{k}"
        if relu and k < len(channels) - 2:
            nodes.append(helper.make_node("Relu", [x], [f"r{k}"], name=f"relu{k}"))
            x = f"r{k}"
    g = helper.make_graph(
        nodes, "chain",
        [helper.make_tensor_value_info("x", 1, [1, channels[0], size, size])],
        [helper.make_tensor_value_info(x, 1, [1, channels[-1], size, size])], inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)],
                             ir_version=IR_VERSION)


def zero_padded() -> dict:
    """data/rules/channel_pad.json's conv_relu_conv_pad_channels with zero channels where it
    copies channel 0: also true, but zero-terms."""
    obj = copy.deepcopy(rule_obj(RULES_DIR / "channel_pad.json", "conv_relu_conv_pad_channels"))
    obj["name"] = "conv_relu_conv_pad_zero_channels"
    obj["dst"]["nodes"][:6] = [
        {"op": "Fill", "inputs": [], "outputs": ["w1_zero"],
         "attrs": {"shape": ["p", "c", "a", "b"], "value": 0.0}},
        {"op": "Concat", "inputs": ["W1", "w1_zero"], "outputs": ["w1"], "attrs": {"axis": 0}},
        {"op": "Fill", "inputs": [], "outputs": ["b1_zero"], "attrs": {"shape": ["p"],
                                                                      "value": 0.0}},
        {"op": "Concat", "inputs": ["B1", "b1_zero"], "outputs": ["b1"], "attrs": {"axis": 0}}]
    return obj
