"""A rewrite's new nodes go where the graph stays in topological order, and a rewrite that
leaves no order (its nodes read what they make later) is refused. A check of only the part a
rewrite moved let such cycles through in the implication search and changed what K = 4's
generator wrote (14 implications lost)."""

from __future__ import annotations

import pytest

from verified_opt.errors import ModelError
from verified_opt.ir.graph import Graph, Node, TensorType
from verified_opt.rules.apply import _insert


def _graph(nodes):
    return Graph(nodes, {"x": TensorType((2,))}, ["c", "m"])


def test_a_node_before_the_insertion_point_that_reads_a_new_value_is_moved_after_it():
    # c reads m, which the new node makes from p; p comes after c, so the new node goes
    # after p and c must follow it
    g = _graph([Node("Relu", ("m",), ("c",), {}, "c"), Node("Relu", ("x",), ("p",), {}, "p")])
    _insert(g, [Node("Add", ("p", "x"), ("m",), {}, "new")])
    assert [n.name for n in g.nodes] == ["p", "new", "c"]
    assert g.is_sorted()


def test_new_nodes_after_what_they_read_leave_the_order_alone():
    g = _graph([Node("Relu", ("x",), ("p",), {}, "p"), Node("Relu", ("m",), ("c",), {}, "c")])
    _insert(g, [Node("Add", ("p", "x"), ("m",), {}, "new")])
    assert [n.name for n in g.nodes] == ["p", "new", "c"]


def test_new_nodes_that_read_what_they_make_later_are_refused():
    # what K = 4's implication search met: a target Transpose reading t2, which the target's
    # own Split makes (it takes over the source output t2); nothing is inserted before them,
    # so only a check of the whole graph sees the cycle
    g = _graph([Node("Relu", ("x",), ("p",), {}, "p")])
    new = [Node("Relu", ("t2",), ("u",), {}, "n1"), Node("Add", ("u", "p"), ("t2",), {}, "n2")]
    with pytest.raises(ModelError, match="cycle"):
        _insert(g, new)


def test_a_consumer_rewired_to_an_input_made_after_it_is_sorted_too():
    # The target gives the input B as the source's second output: y2's consumer c now reads
    # b, made after it. Only the whole-graph check sees that (no new node is involved).
    import json

    import numpy as np

    from verified_opt.rules.apply import rewritten
    from verified_opt.rules.format import parse_rules
    from verified_opt.rules.match import find_matches

    (rule,) = parse_rules(json.dumps({"rules": [{
        "name": "shape_only", "inputs": {"A": ["n"], "B": ["n"]},
        "src": {"nodes": [{"op": "Relu", "inputs": ["A"], "outputs": ["t"]},
                          {"op": "Add", "inputs": ["t", "B"], "outputs": ["y1"]},
                          {"op": "Relu", "inputs": ["A"], "outputs": ["y2"]}],
                "outputs": ["y1", "y2"]},
        "dst": {"nodes": [{"op": "Relu", "inputs": ["A"], "outputs": ["t"]},
                          {"op": "Add", "inputs": ["t", "B"], "outputs": ["y1"]}],
                "outputs": ["y1", "B"]}}]}))
    g = Graph([Node("Relu", ("x",), ("v2",), {}, "r2"),
               Node("Relu", ("v2",), ("c",), {}, "c"),
               Node("Mul", ("x", "x"), ("b",), {}, "pb"),
               Node("Relu", ("x",), ("t",), {}, "r1"),
               Node("Add", ("t", "b"), ("y",), {}, "add")],
              {"x": TensorType((2,))}, ["c", "y"], {"unused": np.zeros(1, np.float32)})
    g.infer_types()
    (m,) = find_matches(rule, g)
    assert [n.name for n in m.nodes] == ["r1", "add", "r2"]
    r = rewritten(g, m, "", 1, taken=g.taken_names())
    assert r.graph.is_sorted(), [n.name for n in r.graph.nodes]
