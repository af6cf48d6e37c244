"""Graph, Node and TensorType: ordering, naming, counting and copying."""

from __future__ import annotations

import numpy as np
import pytest

from verified_opt.errors import ModelError
from verified_opt.ir.graph import Graph, Node, TensorType, op_key

F = TensorType((2, 3))


def _chain() -> Graph:
    """x -> Relu(a) -> Add(a, w)=b -> Sigmoid(b)=y, listed out of order."""
    nodes = [
        Node("Sigmoid", ("b",), ("y",), name="sig"),
        Node("Add", ("a", "w"), ("b",), name="add"),
        Node("Relu", ("x",), ("a",), name="relu"),
    ]
    g = Graph(nodes, {"x": F}, ["y"], {"w": np.ones((2, 3), np.float32)})
    return g


def test_tensor_type_normalizes_shape_and_dtype():
    t = TensorType([np.int64(2), 3], np.float32)
    assert t.shape == (2, 3) and isinstance(t.shape[0], int)
    assert t.dtype == "float32"
    assert t.rank == 2 and t.size == 6
    assert str(t) == "float32[2,3]"
    assert TensorType((), "int64").size == 1


def test_toposort_orders_producers_first():
    g = _chain()
    g.toposort()
    assert [n.name for n in g.nodes] == ["relu", "add", "sig"]


def test_toposort_keeps_an_already_sorted_order():
    # Two independent branches: a breadth-first sort would interleave them differently.
    nodes = [
        Node("Relu", ("x",), ("a1",), name="a1"),
        Node("Relu", ("a1",), ("a2",), name="a2"),
        Node("Sigmoid", ("x",), ("b1",), name="b1"),
        Node("Add", ("a2", "b1"), ("y",), name="y"),
    ]
    g = Graph(list(nodes), {"x": F}, ["y"])
    g.toposort()
    assert [n.name for n in g.nodes] == ["a1", "a2", "b1", "y"]


def test_toposort_handles_a_value_read_twice():
    nodes = [Node("Add", ("a", "a"), ("y",), name="sq"), Node("Relu", ("x",), ("a",), name="r")]
    g = Graph(nodes, {"x": F}, ["y"])
    g.toposort()
    assert [n.name for n in g.nodes] == ["r", "sq"]


def test_toposort_ignores_omitted_optional_inputs():
    nodes = [Node("Clip", ("x", "", "hi"), ("y",), name="clip")]
    g = Graph(nodes, {"x": F}, ["y"], {"hi": np.float32(1)})
    g.toposort()
    assert [n.name for n in g.nodes] == ["clip"]


def test_is_sorted_checks_that_producers_come_first():
    g = _chain()
    assert not g.is_sorted()
    g.toposort()
    assert g.is_sorted()


def test_fresh_names_given_from_one_taken_set_are_all_new():
    g = _chain()
    taken = g.taken_names()
    names = [g.fresh_name("a", taken) for _ in range(3)] + [g.fresh_name("z", taken)]
    assert names == ["a_1", "a_2", "a_3", "z"]
    assert g.fresh_name("a") == "a_1"  # without the set: only the graph's own names count


def test_toposort_rejects_a_cycle_naming_its_nodes():
    nodes = [
        Node("Add", ("x", "c"), ("a",), name="n_add"),
        Node("Relu", ("a",), ("c",), name="n_relu"),
        Node("Identity", ("a",), ("y",), name="n_out"),
    ]
    g = Graph(nodes, {"x": F}, ["y"])
    with pytest.raises(ModelError, match="cycle") as info:
        g.toposort()
    assert "n_add" in str(info.value) and "n_relu" in str(info.value)


def test_toposort_rejects_a_dangling_input_naming_node_and_value():
    g = Graph([Node("Add", ("x", "nowhere"), ("y",), name="adder")], {"x": F}, ["y"])
    with pytest.raises(ModelError, match="adder") as info:
        g.toposort()
    assert "'nowhere'" in str(info.value) and "nothing produces" in str(info.value)


def test_fresh_name_avoids_values_and_node_names():
    g = _chain()
    assert g.fresh_name("new") == "new"
    assert g.fresh_name("x") == "x_1"  # an input
    assert g.fresh_name("w") == "w_1"  # an initializer
    assert g.fresh_name("b") == "b_1"  # a node output
    assert g.fresh_name("relu") == "relu_1"  # a node name
    g.nodes.append(Node("Identity", ("y",), ("x_1",), name="x_2"))
    assert g.fresh_name("x") == "x_3"


def test_op_counts_most_used_first_and_domains_apart():
    nodes = [
        Node("Relu", ("x",), ("a",)),
        Node("Relu", ("a",), ("b",)),
        Node("Add", ("a", "b"), ("c",)),
        Node("Relu", ("c",), ("d",), domain="com.example"),
        Node("Abs", ("d",), ("y",)),
    ]
    g = Graph(nodes, {"x": F}, ["y"])
    counts = g.op_counts()
    assert counts == {"Relu": 2, "Abs": 1, "Add": 1, "com.example::Relu": 1}
    assert next(iter(counts)) == "Relu"
    assert list(counts)[1:3] == ["Abs", "Add"]  # ties by name
    assert op_key(nodes[3]) == "com.example::Relu"
    assert op_key(Node("Relu", ("x",), ("y",), domain="ai.onnx")) == "Relu"
    # Abs is not modelled, nor is any custom-domain operator, even with a modelled name.
    assert g.opaque_ops() == {"Abs": 1, "com.example::Relu": 1}


def test_parameter_count():
    g = _chain()
    g.initializers["v"] = np.zeros((4, 5), np.float16)
    assert g.parameter_count() == 6 + 20


def test_copy_is_independent_and_keeps_everything():
    g = _chain()
    g.toposort()
    g.infer_types()
    g.dynamic.add("add")
    g.extra_opsets.append(("com.example", 1))
    c = g.copy()
    assert [n.name for n in c.nodes] == [n.name for n in g.nodes]
    assert c.inputs == g.inputs and c.outputs == g.outputs and c.types == g.types
    assert c.name == g.name and c.opset == g.opset and c.extra_opsets == g.extra_opsets
    assert c.dynamic == {"add"}
    assert not c.is_modelled(c.nodes[1])  # a dynamic node stays opaque in the copy
    # Containers are new objects: changing the copy leaves the original alone.
    c.nodes.pop()
    c.inputs["z"] = F
    c.outputs.append("z")
    c.initializers["w2"] = np.zeros(1, np.float32)
    c.types["z"] = F
    c.extra_opsets.clear()
    c.dynamic.clear()
    assert len(g.nodes) == 3 and "z" not in g.inputs and g.outputs == ["y"]
    assert "w2" not in g.initializers and "z" not in g.types
    assert g.extra_opsets == [("com.example", 1)] and g.dynamic == {"add"}
    # Arrays are shared (weights are never mutated in place), nodes are immutable.
    assert c.initializers["w"] is g.initializers["w"]
    with pytest.raises(AttributeError):
        g.nodes[0].op = "Abs"  # type: ignore[misc]


def test_node_replace_and_attr():
    n = Node("Transpose", ["x"], ["y"], {"perm": [1, 0]}, name="t")
    assert n.inputs == ("x",) and n.outputs == ("y",)
    assert n.attr("perm") == [1, 0] and n.attr("missing", 7) == 7
    m = n.replace(name="t2")
    assert m.name == "t2" and n.name == "t" and m.attrs == n.attrs


def test_infer_types_types_every_value():
    g = _chain()
    g.toposort()
    g.infer_types()
    for name in ("x", "w", "a", "b", "y"):
        assert g.types[name] == F
    assert g.producers()["b"].name == "add"
    assert [n.name for n in g.consumers()["a"]] == ["add"]


def test_toposort_node_reading_one_value_twice():
    # Mul(t, t): the repeated input must be counted once when t becomes available.
    from verified_opt.ir.graph import Graph, Node, TensorType

    g = Graph([Node("Mul", ("t", "t"), ("y",), {}, "sq"), Node("Relu", ("x",), ("t",), {}, "r")],
              {"x": TensorType((2,))}, ["y"])
    g.toposort()
    assert [n.name for n in g.nodes] == ["r", "sq"]


def test_dropping_unused_initializers_keeps_what_nodes_and_outputs_read():
    g = _chain()
    g.initializers["stale"] = np.zeros(2, np.float32)
    g.initializers["y"] = np.zeros((2, 3), np.float32)  # a graph output, though no node reads it
    g.drop_unused_initializers()
    assert set(g.initializers) == {"w", "y"}
