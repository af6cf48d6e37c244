"""What the import makes of a file is checked against the file itself (a red-team review).

ONNX's version converter turns an opset-11 Hardmax over axis 1 into something that computes
another thing at opset 18, and the end-to-end check compared the optimized model with that
conversion: a rewritten model was written, exit 0, and `vopt audit` and `vopt run
--compare-ort` agreed. Now the reference is the file as ORT runs it. An initializer that is
also a graph input (IR >= 4: a weight the caller may override) was taken as a constant and
dropped from the interface; it stays an input with its default."""

from __future__ import annotations

import numpy as np
import onnx
import onnxruntime as ort
from onnx import TensorProto, helper, numpy_helper

from verified_opt.ir.fold import fold_constants
from verified_opt.ir.onnx_io import export_model, import_model


def _hardmax11(path):
    g = helper.make_graph(
        [helper.make_node("Hardmax", ["x"], ["y"], axis=1)], "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 3, 4])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 3, 4])])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 11)])
    m.ir_version = 6
    onnx.save(m, str(path))
    return path


def test_an_opset_conversion_that_changes_the_model_stops_the_run(tmp_path, vopt):
    model, out = _hardmax11(tmp_path / "m.onnx"), tmp_path / "out.onnx"
    r = vopt("optimize", str(model), "-o", str(out), "--budget", "1")
    assert r.code == 1 and "already differs from the file as given" in r.err, r.err
    assert "output 'y'" in r.err and not out.exists()


def test_run_compares_ort_on_the_file_as_given(tmp_path, vopt):
    r = vopt("run", str(_hardmax11(tmp_path / "m.onnx")), "--compare-ort")
    assert r.code == 1 and "the file as given" in r.out and "MISMATCH" in r.out


def _overridable(ir_version: int) -> onnx.ModelProto:
    w = numpy_helper.from_array(np.full((2, 3), 2.0, np.float32), "W")
    g = helper.make_graph(
        [helper.make_node("Transpose", ["W"], ["wt"]), helper.make_node("Transpose", ["wt"], ["w2"]),
         helper.make_node("Mul", ["q", "w2"], ["y"])], "g",
        [helper.make_tensor_value_info("q", TensorProto.FLOAT, [2, 3]),
         helper.make_tensor_value_info("W", TensorProto.FLOAT, [2, 3])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 3])], [w])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
    m.ir_version = ir_version
    return m


def test_an_overridable_initializer_stays_an_input_with_its_default():
    graph = import_model(_overridable(8))
    assert "W" in graph.inputs and "W" not in graph.initializers
    assert fold_constants(graph) == 0  # nothing reads W as a constant
    m = export_model(graph)
    assert [i.name for i in m.graph.input] == ["q", "W"]
    assert [t.name for t in m.graph.initializer] == ["W"]
    sess = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"])
    q = np.ones((2, 3), np.float32)
    np.testing.assert_array_equal(sess.run(None, {"q": q})[0], 2 * q)  # the default
    np.testing.assert_array_equal(sess.run(None, {"q": q, "W": 5 * q})[0], 5 * q)  # overridden


def test_below_ir_4_a_listed_initializer_is_a_constant():
    graph = import_model(_overridable(3))
    assert "W" in graph.initializers and "W" not in graph.inputs
    assert fold_constants(graph) >= 1
