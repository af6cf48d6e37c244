"""The passes on any graph (passes/common.py)."""

from __future__ import annotations

import numpy as np
from onnx import helper

from tests.ops.onnx_models import model
from verified_opt.ir.evaluate import evaluate
from verified_opt.ir.fold import FoldMemo
from verified_opt.ir.onnx_io import import_model
from verified_opt.passes import FoldConstants


def _bias_sum():
    """Add(x, Add(b1, b2)): the bias sum is constant."""
    nodes = [helper.make_node("Add", ["b1", "b2"], ["b"], name="bias"),
             helper.make_node("Add", ["x", "b"], ["y"], name="add")]
    inits = {"b1": np.full((3,), 1.5, np.float32), "b2": np.arange(3, dtype=np.float32)}
    return import_model(model(nodes, {"x": (np.float32, [2, 3])}, ["y"], inits))


def test_folding_reports_the_nodes_it_replaced_in_place():
    graph = _bias_sum()
    x = np.ones((2, 3), np.float32)
    before = evaluate(graph, {"x": x})["y"]
    result = FoldConstants()(graph)
    assert result.graph is graph and FoldConstants.in_place
    assert result.modified and result.details == {"folded": 1}
    assert graph.op_counts() == {"Add": 1} and set(graph.initializers) == {"b"}
    np.testing.assert_array_equal(evaluate(graph, {"x": x})["y"], before)
    again = FoldConstants()(graph)
    assert not again.modified and again.details == {"folded": 0}


def test_folding_with_a_memo_shares_the_folded_value():
    memo = FoldMemo()
    first, second = _bias_sum(), _bias_sum()
    second.initializers = first.initializers.copy()  # the same weights, as candidates share
    FoldConstants(memo)(first)
    FoldConstants(memo)(second)
    assert first.initializers["b"] is second.initializers["b"]
