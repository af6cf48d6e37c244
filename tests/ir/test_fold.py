"""Constant folding (ir/fold.py): the values it gives, the nodes it replaces, its memo."""

from __future__ import annotations

import numpy as np
from onnx import TensorProto, helper, numpy_helper

from tests.ops.onnx_models import model
from verified_opt.ir import fold
from verified_opt.ir.evaluate import evaluate
from verified_opt.ir.fold import fold_constants
from verified_opt.ir.onnx_io import import_model
from verified_opt.ir.weights import materialize_constants
from verified_opt.ops.node import TensorType


def _graph(nodes, x_shape, inits=None):
    """A float graph from input x to output y, imported."""
    return import_model(model(nodes, {"x": (np.float32, list(x_shape))}, ["y"], inits))


def _concat_of_weights():
    """MatMul(x, Concat(w1, w2)): the weight-only Concat a merge rule creates."""
    rng = np.random.default_rng(0)
    inits = {n: rng.standard_normal((2, 3)).astype(np.float32) for n in ("w1", "w2")}
    nodes = [helper.make_node("Concat", ["w1", "w2"], ["w"], axis=0, name="cat"),
             helper.make_node("MatMul", ["x", "w"], ["y"], name="mm")]
    return _graph(nodes, (5, 4), inits)


def test_constant_weights_created_by_rewrites_are_folded():
    # Concat of two weights (what a merge rule creates) becomes one initializer.
    graph = _concat_of_weights()
    before = evaluate(graph, {"x": np.ones((5, 4), np.float32)})["y"]
    assert fold_constants(graph) == 1
    assert graph.op_counts() == {"MatMul": 1} and graph.initializers["w"].shape == (4, 3)
    np.testing.assert_array_equal(before, evaluate(graph, {"x": np.ones((5, 4), np.float32)})["y"])


def test_fold_memo_folds_a_merged_weight_once_per_search(monkeypatch):
    # candidates that merge the same weights share one folded value, computed once
    graph = _concat_of_weights()
    calls = []
    real = fold.eval_node
    monkeypatch.setattr(fold, "eval_node", lambda *a: calls.append(1) or real(*a))
    memo = fold.FoldMemo()
    first, second = graph.copy(), graph.copy()
    assert fold.fold_constants(first, memo) == 1 and fold.fold_constants(second, memo) == 1
    assert len(calls) == 1 and first.initializers["w"] is second.initializers["w"]
    np.testing.assert_array_equal(first.initializers["w"],
                                  np.concatenate([graph.initializers["w1"],
                                                  graph.initializers["w2"]]))
    # other weights are other keys: folded again
    third = graph.copy()
    third.initializers["w1"] = third.initializers["w1"] + 1
    fold.fold_constants(third, memo)
    assert len(calls) == 2 and not np.array_equal(third.initializers["w"], first.initializers["w"])


def test_folded_constant_scalars_stay_scalars():
    # A Constant node's 0-d value (Dropout's ratio, a scale) must stay 0-d once it is folded.
    nodes = [helper.make_node("Constant", [], ["r"], name="c",
                              value=helper.make_tensor("v", TensorProto.FLOAT, [], [0.5])),
             helper.make_node("Dropout", ["x", "r"], ["y"], name="drop")]
    graph = _graph(nodes, (2, 3))
    assert fold_constants(graph) == 1
    assert graph.initializers["r"].shape == ()


def test_shapes_of_activations_fold_from_their_static_types():
    # SqueezeNet's Reshape takes its shape from Shape(activation): every shape is static here,
    # so the chain folds to a constant and the Reshape is priced with the real shape (fed
    # zeros, ONNX Runtime rejected it and the node cost a flat 1 ms).
    nodes = [helper.make_node("Relu", ["x"], ["r"], name="relu"),
             helper.make_node("Shape", ["r"], ["s"], name="shape", start=1),
             helper.make_node("Concat", ["one", "s"], ["t"], name="cat", axis=0),
             helper.make_node("Reshape", ["r", "t"], ["y"], name="reshape")]
    graph = _graph(nodes, (2, 3), {"one": np.array([-1])})
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    before = evaluate(graph, {"x": x})["y"]
    assert fold_constants(graph) == 2
    assert graph.op_counts() == {"Relu": 1, "Reshape": 1}
    np.testing.assert_array_equal(graph.initializers["t"], [-1, 3])  # start=1 kept
    np.testing.assert_array_equal(evaluate(graph, {"x": x})["y"], before)


def _filled_weight():
    """Conv(x, w) whose 2x3x1x1 kernel is a ConstantOfShape fill of a Constant shape, and an
    Add of two initializers after it."""
    shape = helper.make_tensor("s", TensorProto.INT64, [4], [2, 3, 1, 1])
    nodes = [helper.make_node("Constant", [], ["wshape"], name="c", value=shape),
             helper.make_node("ConstantOfShape", ["wshape"], ["w"], name="fill",
                              value=numpy_helper.from_array(np.array([0.5], np.float32))),
             helper.make_node("Conv", ["x", "w"], ["c"], name="conv"),
             helper.make_node("Add", ["b1", "b2"], ["b"], name="bias"),
             helper.make_node("Add", ["c", "b"], ["y"], name="add")]
    inits = {"b1": np.ones((1, 2, 1, 1), np.float32), "b2": np.ones((1, 2, 1, 1), np.float32)}
    return _graph(nodes, (1, 3, 2, 2), inits)


def test_folding_only_the_weight_fills_leaves_other_constant_nodes():
    graph = _filled_weight()
    assert materialize_constants(graph) == 2
    assert graph.op_counts() == {"Add": 2, "Conv": 1}
    np.testing.assert_array_equal(graph.initializers["w"], np.full((2, 3, 1, 1), 0.5))
    assert "wshape" not in graph.initializers, "nothing reads the fill's shape any more"
    assert fold_constants(graph) == 1 and graph.op_counts() == {"Add": 1, "Conv": 1}


def test_a_bound_on_elements_keeps_larger_values_as_nodes():
    graph = _filled_weight()
    assert fold_constants(graph, max_elements=5) == 2, "the shape and the bias, not the kernel"
    assert graph.op_counts() == {"Add": 1, "ConstantOfShape": 1, "Conv": 1}
    assert fold_constants(graph, max_elements=None) == 1


def test_a_node_that_makes_a_graph_output_stays():
    nodes = [helper.make_node("Add", ["x", "x"], ["z"], name="double"),
             helper.make_node("Constant", [], ["y"], name="c",
                              value=helper.make_tensor("v", TensorProto.FLOAT, [1], [2.0]))]
    graph = import_model(model(nodes, {"x": (np.float32, [1])}, ["z", "y"]))
    assert fold_constants(graph) == 0 and graph.op_counts() == {"Add": 1, "Constant": 1}


def test_type_inference_and_folding_give_a_node_the_same_value():
    # one evaluation for both: the Shape -> Concat chain's value as inference propagates it
    # (the Reshape's type depends on it) is the initializer folding makes
    nodes = [helper.make_node("Shape", ["x"], ["s"], name="shape"),
             helper.make_node("Concat", ["s", "one"], ["t"], name="cat", axis=0),
             helper.make_node("Reshape", ["x", "t"], ["y"], name="reshape")]
    graph = _graph(nodes, (2, 3), {"one": np.array([1])})
    assert graph.types["y"] == TensorType((2, 3, 1))
    values = fold.node_values(graph.nodes[0], [None], graph.types)  # the Shape's
    assert values is not None
    np.testing.assert_array_equal(values[0], [2, 3])
    assert fold_constants(graph) == 2
    np.testing.assert_array_equal(graph.initializers["t"], [2, 3, 1])


def _scaled(s: float, r: float, op: str = "Mul"):
    """y = op(x, op(s, r)): a constant computation of the kind a rule's target creates."""
    inits = {"s": np.full(4, s, np.float32), "r": np.full(4, r, np.float32)}
    nodes = [helper.make_node(op, ["s", "r"], ["sr"], name="sr"),
             helper.make_node(op, ["x", "sr"], ["y"], name="y")]
    return _graph(nodes, (3, 4), inits)


def test_arithmetic_leaving_float32s_range_is_not_folded_and_is_named():
    # underflow (1e-25 * 1e-25 is 0 in float32), a subnormal, an overflow: each left to run
    for s, r, op in [(1e-25, 1e-25, "Mul"), (1e-20, 1e-20, "Mul"), (1e25, 1e25, "Mul"),
                     (3e38, 3e38, "Add")]:
        graph, refused = _scaled(s, r, op), []
        assert fold_constants(graph, out_of_range=refused) == 0, (s, r, op)
        assert refused == ["sr"] and graph.op_counts() == {op: 2}


def test_zeros_that_cancellation_or_a_zero_factor_make_are_in_range():
    for s, r, op in [(0.0, 5.0, "Mul"), (2.5, 2.5, "Sub"), (1e-5, 1e-5, "Mul")]:
        graph, refused = _scaled(s, r, op), []
        assert fold_constants(graph, out_of_range=refused) == 1, (s, r, op)
        assert refused == []


def test_a_negative_zero_or_an_infinity_beside_does_not_hide_a_value_out_of_range():
    """-0.0 keeps a node from folding (ORT's sign of zero decides at run time), but the values
    beside it are still checked (a red-team review: one -0.0 in a weight switched the check
    off); an inf or NaN among the constants leaves nothing to check them against, so such a
    node is named too."""
    for s0 in (-0.0, np.inf, np.nan):
        graph, refused = _scaled(1e-25, 1e-25), []
        graph.initializers["s"] = graph.initializers["s"].copy()
        graph.initializers["s"][0] = s0
        assert fold_constants(graph, out_of_range=refused) == 0
        assert refused == ["sr"], s0
    graph, refused = _scaled(2.0, 3.0), []
    graph.initializers["s"] = graph.initializers["s"].copy()
    graph.initializers["s"][0] = -0.0
    assert fold_constants(graph, out_of_range=refused) == 0 and refused == []
