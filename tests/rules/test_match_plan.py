"""What the matcher keeps between calls (a rule's plan, whether a concrete source node agrees
with a graph node's attributes) never changes what it finds: the same rule on another graph,
the same attribute dict at another rank, a dict of another operator, sizes the caller holds."""

from __future__ import annotations

import json

import numpy as np

from verified_opt.generate import prune
from verified_opt.ir.graph import Graph, Node, TensorType
from verified_opt.rules import match
from verified_opt.rules.format import parse_rules


def _rule(obj):
    return parse_rules(json.dumps({"rules": [obj]}))[0]


# Concat on axis 1 of its source, stated without symbols: its node is concrete
CONCAT_RELU = _rule({
    "name": "concat_relu", "inputs": {"A": ["n", "a"], "B": ["n", "b"]},
    "src": {"nodes": [{"op": "Relu", "inputs": ["A"], "outputs": ["ra"]},
                      {"op": "Relu", "inputs": ["B"], "outputs": ["rb"]},
                      {"op": "Concat", "inputs": ["ra", "rb"], "outputs": ["y"],
                       "attrs": {"axis": 1}}], "outputs": ["y"]},
    "dst": {"nodes": [{"op": "Concat", "inputs": ["A", "B"], "outputs": ["c"],
                       "attrs": {"axis": 1}},
                      {"op": "Relu", "inputs": ["c"], "outputs": ["y"]}], "outputs": ["y"]}})


CONCAT_RELU3 = _rule({**json.loads(json.dumps({
    "name": "concat_relu3", "inputs": {"A": ["n", "a", "m"], "B": ["n", "b", "m"]},
    "src": CONCAT_RELU.src.to_json(), "dst": CONCAT_RELU.dst.to_json()}))})


def _concat_graph(shape_a, shape_b, attrs, infer=True):
    """Relu(a) and Relu(b) joined by a Concat whose attribute dict is `attrs` itself."""
    nodes = [Node("Relu", ("a",), ("ra",), {}, "relu_a"),
             Node("Relu", ("b",), ("rb",), {}, "relu_b"),
             Node("Concat", ("ra", "rb"), ("y",), attrs, "join")]
    g = Graph(nodes, {"a": TensorType(shape_a), "b": TensorType(shape_b)}, ["y"])
    if infer:
        g.infer_types()
    return g


def test_one_attribute_dict_agrees_with_one_rule_and_not_with_another():
    # axis -1 is axis 1 of a rank-2 value and axis 2 of a rank-3 one: one dict, shared by
    # both graphs, agrees with the first rule's Concat and not with the second's (the kept
    # answer is per rule and per rank)
    attrs = {"axis": -1}
    rank2 = _concat_graph((2, 3), (2, 4), attrs)
    rank3 = _concat_graph((2, 3, 5), (2, 3, 5), attrs)  # dims bind; axis 2 is not 1
    assert match._plan(CONCAT_RELU).concrete == [True, True, True]
    for _ in range(2):  # the second round reads what the first kept
        assert len(match.find_matches(CONCAT_RELU, rank2)) == 1
        assert match.find_matches(CONCAT_RELU3, rank3) == []
        axis_1 = _concat_graph((2, 3, 5), (2, 4, 5), {"axis": -2})
        assert len(match.find_matches(CONCAT_RELU3, axis_1)) == 1


def test_the_kept_answer_is_per_attribute_dict_not_per_graph():
    for _ in range(2):
        assert match.find_matches(CONCAT_RELU, _concat_graph((2, 3), (2, 3), {"axis": 0})) == []
        assert len(match.find_matches(CONCAT_RELU,
                                      _concat_graph((2, 3), (2, 3), {"axis": 1}))) == 1


def test_a_rule_with_a_symbol_in_its_attributes_binds_it_each_time():
    by_symbol = _rule({
        "name": "relu_split_k", "inputs": {"A": ["n", "a"]},
        "src": {"nodes": [{"op": "Relu", "inputs": ["A"], "outputs": ["ra"]},
                          {"op": "Split", "inputs": ["ra"], "outputs": ["s1", "s2"],
                           "attrs": {"axis": 1, "split": ["k", "a-k"]}}],
                "outputs": ["s1", "s2"]},
        "dst": {"nodes": [{"op": "Split", "inputs": ["A"], "outputs": ["t1", "t2"],
                           "attrs": {"axis": 1, "split": ["k", "a-k"]}},
                          {"op": "Relu", "inputs": ["t1"], "outputs": ["s1"]},
                          {"op": "Relu", "inputs": ["t2"], "outputs": ["s2"]}],
                "outputs": ["s1", "s2"]}})
    assert match._plan(by_symbol).concrete == [True, False]
    for first in (1, 2, 1):
        nodes = [Node("Relu", ("a",), ("ra",), {}, "relu"),
                 Node("Split", ("ra", "sp"), ("s1", "s2"), {"axis": 1}, "split")]
        g = Graph(nodes, {"a": TensorType((2, 5))}, ["s1", "s2"],
                  {"sp": np.array([first, 5 - first], dtype=np.int64)})
        g.infer_types()
        (m,) = match.find_matches(by_symbol, g)
        assert m.sizes["k"] == first


def test_a_symbol_in_an_operators_own_attribute_is_bound_at_every_match():
    # HardSigmoid takes no shape-like inputs: only the symbol makes its node not concrete
    by_alpha = _rule({
        "name": "hard_sigmoid_a", "inputs": {"A": ["n"]},
        "src": {"nodes": [{"op": "HardSigmoid", "inputs": ["A"], "outputs": ["y"],
                           "attrs": {"alpha": "a"}}], "outputs": ["y"]},
        "dst": {"nodes": [{"op": "HardSigmoid", "inputs": ["A"], "outputs": ["y"],
                           "attrs": {"alpha": "a"}}], "outputs": ["y"]}})
    assert match._plan(by_alpha).concrete == [False]
    for alpha in (0.25, 0.5, 0.25):
        g = Graph([Node("HardSigmoid", ("x",), ("y",), {"alpha": alpha}, "hs")],
                  {"x": TensorType((3,))}, ["y"])
        g.infer_types()
        (m,) = match.find_matches(by_alpha, g)
        assert m.sizes["a"] == alpha


def test_binding_dims_never_changes_the_callers_sizes():
    sizes = {"n": 2}
    assert match._bind_dims(("n", 3), (2, 3), sizes) is sizes  # nothing new: no copy
    out = match._bind_dims(("n", "c"), (2, 7), sizes)
    assert out == {"n": 2, "c": 7} and sizes == {"n": 2}
    assert match._bind_dims(("n", "4*t"), (2, 12), sizes) == {"n": 2, "t": 3}
    assert sizes == {"n": 2}
    assert match._bind_dims(("n",), (3,), sizes) is None


def test_equal_attribute_dicts_are_shared_only_when_their_values_are_of_one_type():
    a = _concat_graph((2, 3), (2, 4), {"axis": 1}, infer=False)
    b = _concat_graph((2, 3), (2, 4), {"axis": 1}, infer=False)
    c = _concat_graph((2, 3), (2, 4), {"axis": 1.0}, infer=False)
    d = _concat_graph((2, 3), (2, 4), {"axis": True}, infer=False)
    kept = [prune._interned(g).nodes[2].attrs for g in (a, b, c, d)]
    assert kept[0] is kept[1]
    assert kept[2] is not kept[0] and kept[3] is not kept[0] and kept[3] is not kept[2]
    assert prune._plain_key([1, 2]) != prune._plain_key((1, 2))
    assert prune._plain_key({"alpha": -0.0}) != prune._plain_key({"alpha": 0.0})
    assert prune._plain_key({"x": object()}) is None  # not plain: never shared
