"""The pass runner (passes/base.py): each pass on what the one before returned, each recorded."""

from __future__ import annotations

import numpy as np
from onnx import helper

from tests.ops.onnx_models import model
from verified_opt.ir.onnx_io import import_model
from verified_opt.passes import FoldConstants, detail, run_passes


def _shape_chain():
    """Reshape(x, Concat(-1, Shape(x)[1:])): two nodes to fold."""
    nodes = [helper.make_node("Shape", ["x"], ["s"], name="shape", start=1),
             helper.make_node("Concat", ["minus1", "s"], ["t"], name="cat", axis=0),
             helper.make_node("Reshape", ["x", "t"], ["y"], name="reshape")]
    return import_model(model(nodes, {"x": (np.float32, [2, 3])}, ["y"],
                              {"minus1": np.array([-1])}))


def test_each_pass_runs_on_what_the_one_before_returned_and_is_recorded():
    graph = _shape_chain()
    out, records = run_passes(graph, [FoldConstants(), FoldConstants()])
    assert out is graph and out.op_counts() == {"Reshape": 1}
    assert [(r.name, r.modified, dict(r.details)) for r in records] == [
        ("fold_constants", True, {"folded": 2}), ("fold_constants", False, {"folded": 0})]
    assert all(r.seconds >= 0 for r in records)
    assert detail(records, "fold_constants", "folded") == 0, "the last run's"


def test_no_passes_leave_the_graph_and_record_nothing():
    graph = _shape_chain()
    out, records = run_passes(graph, [])
    assert out is graph and records == [] and len(graph.nodes) == 3
    assert detail(records, "fold_constants", "folded", 7) == 7
