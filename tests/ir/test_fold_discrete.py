"""A discrete operator (a comparison, Floor, a Cast to integers ...) folded from float arithmetic
takes the value ONNX Runtime computes: an ulp between our Tanh and ORT's flipped a comparison
with a threshold equal to ORT's own Tanh(0.3), and a Where then picked the other operand."""

from __future__ import annotations

import numpy as np
import onnxruntime as ort
from onnx import TensorProto, helper, numpy_helper

from verified_opt.ir.fold import fold_constants
from verified_opt.ir.onnx_io import export_model, import_model

F32 = TensorProto.FLOAT


def _ort_tanh(c: np.ndarray) -> np.ndarray:
    probe = helper.make_model(helper.make_graph(
        [helper.make_node("Tanh", ["c"], ["t"])], "p",
        [helper.make_tensor_value_info("c", F32, [])],
        [helper.make_tensor_value_info("t", F32, [])]),
        opset_imports=[helper.make_opsetid("", 17)])
    probe.ir_version = 8
    return ort.InferenceSession(probe.SerializeToString(),
                                providers=["CPUExecutionProvider"]).run(None, {"c": c})[0]


def test_a_comparison_of_a_folded_tanh_takes_onnx_runtimes_value():
    c = np.array(0.3, np.float32)
    thr = np.asarray(_ort_tanh(c), np.float32)
    nodes = [helper.make_node("Tanh", ["c"], ["tc"], name="tanh"),
             helper.make_node("Greater", ["tc", "thr"], ["cond"], name="gt"),
             helper.make_node("Min", ["x", "cap"], ["mc"], name="cap"),
             helper.make_node("Where", ["cond", "x", "mc"], ["y"], name="where")]
    g = helper.make_graph(nodes, "m", [helper.make_tensor_value_info("x", F32, [4, 16])],
                          [helper.make_tensor_value_info("y", F32, None)],
                          [numpy_helper.from_array(c, "c"), numpy_helper.from_array(thr, "thr"),
                           numpy_helper.from_array(np.array(100.0, np.float32), "cap")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    graph = import_model(m)
    fold_constants(graph)
    assert "cond" in graph.initializers and not graph.initializers["cond"]  # ORT: not greater
    x = np.full((4, 16), 200.0, np.float32)
    run = [ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
           .run(None, {"x": x})[0] for model in (export_model(graph), m)]
    np.testing.assert_array_equal(run[0], run[1])


def test_shape_arithmetic_through_floats_still_folds_whole():
    """TorchScript's interpolate size: Floor(Cast(Shape(x)) / 2) -> Cast to integers. The Floor
    reads a computed float, so ONNX Runtime gives its value; ORT runs it from the input's shape
    alone (fed zeros), and the whole chain folds, as it did before ORT was asked."""
    T = TensorProto
    nodes = [helper.make_node("Shape", ["x"], ["s"]),
             helper.make_node("Cast", ["s"], ["sf"], to=T.FLOAT),
             helper.make_node("Div", ["sf", "two"], ["h"]),
             helper.make_node("Floor", ["h"], ["fl"]),
             helper.make_node("Cast", ["fl"], ["si"], to=T.INT64),
             helper.make_node("Mul", ["si", "k"], ["target"]),
             helper.make_node("Reshape", ["x", "target"], ["y"])]
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", F32, [4, 6])],
                          [helper.make_tensor_value_info("y", F32, None)],
                          [numpy_helper.from_array(np.array(2.0, np.float32), "two"),
                           numpy_helper.from_array(np.array([2, 2], np.int64), "k")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    graph = import_model(m)
    assert fold_constants(graph) == 6 and [n.op for n in graph.nodes] == ["Reshape"]
    np.testing.assert_array_equal(graph.initializers["target"], [4, 6])
