"""One matcher for the optimizer and the generator: rules.match.find_matches, which the
generator's pruning calls with its GraphIndex (a MatchIndex built once per graph). The corner
cases pinned here are those where the generator's former copy (graph_index.find_matches_fast)
answered otherwise; find_matches' answer is the right one in each."""

from __future__ import annotations

import json

import numpy as np
import pytest

from verified_opt.errors import VoptError
from verified_opt.generate import graph_index, prune
from verified_opt.generate.graph_index import GraphIndex
from verified_opt.generate.pipeline import implication_sizes
from verified_opt.ir.graph import Graph, Node, TensorType
from verified_opt.rules import match
from verified_opt.rules.format import load_rules, parse_rules
from verified_opt.rules.instantiate import side_graph
from verified_opt.rules.match import MatchIndex, find_matches
from verified_opt.search import search
from verified_opt.search.library import DEFAULT_RULES, GENERATED_RULES


def test_the_generator_and_the_optimizer_call_the_same_matcher():
    assert prune.find_matches is match.find_matches
    assert search.find_matches is match.find_matches
    assert issubclass(GraphIndex, MatchIndex)
    assert prune.COMMUTATIVE is match.COMMUTATIVE
    assert graph_index.COMMUTATIVE is match.COMMUTATIVE  # the prefilter's edges agree
    # graph_index is the prefilter only: no matcher of its own
    assert not [n for n in vars(graph_index) if "match" in n.lower() and n != "MatchIndex"]


def _rule(inputs, nodes, outputs):
    """A rule whose source is these nodes (its target is the same: only the source matters)."""
    side = {"nodes": nodes, "outputs": outputs}
    return parse_rules(json.dumps({"rules": [{"name": "r", "inputs": inputs, "src": side,
                                              "dst": side}]}))[0]


def _graph(nodes, inputs, outputs, inits=None):
    g = Graph(list(nodes), {k: TensorType(s) for k, s in inputs.items()}, list(outputs),
              dict(inits or {}))
    g.types.update(g.inputs)
    g.types.update({k: TensorType(v.shape, v.dtype.name) for k, v in g.initializers.items()})
    g.infer_types()
    return g


def _both(rule, graph, limit=1000):
    """The optimizer's call and the generator's (limit 8, a GraphIndex): the same matches."""
    plain = find_matches(rule, graph, limit=limit)
    indexed = find_matches(rule, graph, limit=min(limit, 8), index=GraphIndex(graph))
    assert [(m.key(), m.values, m.sizes) for m in indexed] == \
        [(m.key(), m.values, m.sizes) for m in plain[:8]]
    return plain


def test_an_index_of_another_graph_is_refused():
    r = _rule({"A": ["n"]}, [{"op": "Relu", "inputs": ["A"], "outputs": ["y"]}], ["y"])
    g = _graph([Node("Relu", ("x",), ("y",), {}, "r")], {"x": (3,)}, ["y"])
    other = _graph([Node("Relu", ("x",), ("y",), {}, "r")], {"x": (3,)}, ["y"])
    with pytest.raises(ValueError):
        find_matches(r, g, index=MatchIndex(other))


def test_a_commutative_node_on_one_value_twice_is_one_match():
    """Add(A, A) on Add(x, x): both operand orders bind the same way; that is one match (the
    former copy returned it twice, and twice counted against its limit)."""
    r = _rule({"A": ["n"]}, [{"op": "Add", "inputs": ["A", "A"], "outputs": ["y"]}], ["y"])
    g = _graph([Node("Add", ("x", "x"), ("y",), {}, "add")], {"x": (3,)}, ["y"])
    (m,) = _both(r, g)
    assert m.values == {"A": "x", "y": "y"}


def test_a_product_dim_binds_its_symbol():
    """An input dim "2*c" binds c to half the side, and not an odd side (the former copy bound
    the text "2*c" itself, leaving c unbound, and took any side)."""
    r = _rule({"A": ["2*c"]}, [{"op": "Relu", "inputs": ["A"], "outputs": ["y"]}], ["y"])
    relu = [Node("Relu", ("x",), ("y",), {}, "r")]
    (m,) = _both(r, _graph(relu, {"x": (6,)}, ["y"]))
    assert m.sizes == {"c": 3}
    assert _both(r, _graph(relu, {"x": (7,)}, ["y"])) == []


def test_an_attribute_the_rule_leaves_out_matches_its_default():
    """A graph's Softmax that states axis=-1 (the default) matches a rule that leaves it out,
    and one with axis=0 does not (the former copy required the same attribute names)."""
    r = _rule({"A": ["n", "c"]}, [{"op": "Softmax", "inputs": ["A"], "outputs": ["y"]}], ["y"])
    for axis, n in ((-1, 1), (1, 1), (0, 0)):
        g = _graph([Node("Softmax", ("x",), ("y",), {"axis": axis}, "s")], {"x": (2, 3)}, ["y"])
        assert len(_both(r, g)) == n, axis


def test_a_negative_axis_matches_its_positive_form():
    r = _rule({"A": ["n", "c"], "B": ["n", "d"]},
              [{"op": "Concat", "inputs": ["A", "B"], "outputs": ["y"], "attrs": {"axis": 1}}],
              ["y"])
    g = _graph([Node("Concat", ("x1", "x2"), ("y",), {"axis": -1}, "cat")],
               {"x1": (2, 3), "x2": (2, 5)}, ["y"])
    (m,) = _both(r, g)
    assert m.sizes == {"n": 2, "c": 3, "d": 5}


def test_a_symbol_only_an_attribute_states_is_bound_by_it_within_its_floor():
    """Pad's pads [0, p, 0, p]: p is bound by the graph's pads (the former copy never bound a
    symbol from an attribute), and a crop (p = -1) is below the floor the proof assumed."""
    r = _rule({"A": ["n", "c"]},
              [{"op": "Pad", "inputs": ["A"], "outputs": ["y"],
                "attrs": {"mode": "constant", "pads": [0, "p", 0, "p"]}}], ["y"])

    def pad(p):
        return _graph([Node("Pad", ("x", "pads"), ("y",), {"mode": "constant"}, "pad")],
                      {"x": (2, 3)}, ["y"], {"pads": np.array([0, p, 0, p], np.int64)})

    (m,) = _both(r, pad(1))
    assert m.sizes == {"n": 2, "c": 3, "p": 1}
    (m,) = _both(r, pad(0))
    assert m.sizes["p"] == 0  # a pads symbol's floor is 0
    assert _both(r, pad(-1)) == []


def test_every_floor_is_0_or_1():
    """The matcher reads a rule's floors only for a symbol bound below 1, which is right as
    long as no floor is above 1."""
    rules = load_rules([p for lib in (DEFAULT_RULES, GENERATED_RULES)
                        for p in sorted(lib.glob("*.json"))])
    assert {lo for r in rules for lo in r.floors.values()} == {0, 1}


def test_sum_of_two_is_commutative():
    r = _rule({"A": ["n"], "B": ["n"]},
              [{"op": "Relu", "inputs": ["B"], "outputs": ["r"]},
               {"op": "Sum", "inputs": ["A", "r"], "outputs": ["y"]}], ["y"])
    g = _graph([Node("Relu", ("x2",), ("r",), {}, "relu"),
                Node("Sum", ("r", "x1"), ("y",), {}, "sum")], {"x1": (3,), "x2": (3,)}, ["y"])
    (m,) = _both(r, g)
    assert m.values["A"] == "x1" and m.values["B"] == "x2"


def test_an_opaque_node_is_never_matched():
    r = _rule({"A": ["n"]}, [{"op": "Relu", "inputs": ["A"], "outputs": ["y"]}], ["y"])
    t = TensorType((3,))
    g = Graph([Node("Relu", ("x",), ("y",), {}, "r", domain="com.example")], {"x": t}, ["y"],
              types={"x": t, "y": t})
    assert _both(r, g) == []


def test_a_float_attribute_matches_as_float32():
    """ONNX stores float attributes as float32: a rule's 0.1 is the model's 0.1f."""
    r = _rule({"A": ["n"]}, [{"op": "HardSigmoid", "inputs": ["A"], "outputs": ["y"],
                              "attrs": {"alpha": 0.1, "beta": 0.5}}], ["y"])
    g = _graph([Node("HardSigmoid", ("x",), ("y",), {"alpha": float(np.float32(0.1))}, "h")],
               {"x": (3,)}, ["y"])
    assert len(_both(r, g)) == 1


def test_the_prefilter_reads_a_float_shape_like_input_as_it_is():
    """Pad's constant value is a float input: the prefilter's key holds it as it is (the
    former copy truncated it to an integer, and failed on -inf)."""
    for value in (0.5, -np.inf):
        g = _graph([Node("Pad", ("x", "pads", "v"), ("y",), {"mode": "constant"}, "pad")],
                   {"x": (2, 3)}, ["y"], {"pads": np.array([0, 1, 0, 1], np.int64),
                                          "v": np.array([value], np.float32)})
        (key,) = GraphIndex(g).keys
        assert dict(key[1])["value"] == (value,)


def test_an_index_shared_by_every_rule_finds_what_a_fresh_one_finds():
    """Every shipped rule on every side of every shipped rule: the same matches, in the same
    order, whether each call builds its index or one GraphIndex serves them all."""
    rules = load_rules(sorted(DEFAULT_RULES.glob("*.json")))
    graphs = []
    for r in rules:
        for side in (r.src, r.dst):
            try:
                graphs.append(side_graph(r, side, implication_sizes(r), "g"))
            except VoptError:
                pass
    assert len(graphs) > 150
    found = 0
    for g in graphs:
        index = GraphIndex(g)
        for r in rules:
            fresh = find_matches(r, g)
            shared = find_matches(r, g, index=index)
            assert [(m.key(), m.values, m.sizes) for m in shared] == \
                [(m.key(), m.values, m.sizes) for m in fresh], r.name
            found += len(fresh)
    assert found > 150
