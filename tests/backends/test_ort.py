"""backends/ort.py: ONNX Runtime sessions for the check, the cost model and `vopt run`."""

from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto, helper

from verified_opt.backends.ort import run_session, session
from verified_opt.errors import ModelError
from verified_opt.ir.onnx_io import import_model


def test_a_run_failure_is_one_error_and_nothing_on_stderr(capfd):
    # ORT's own logger wrote the failure to file descriptor 2 before the exception carried it:
    # two messages for one error, the first a multi-line C++ log entry
    g = helper.make_graph(
        [helper.make_node("Reshape", ["x", "shape"], ["y"])], "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 3]),
         helper.make_tensor_value_info("shape", TensorProto.INT64, [2])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 8
    graph = import_model(m)
    sess = session(m.SerializeToString())
    feeds = {"x": np.zeros((2, 3), np.float32), "shape": np.array([4, 2], np.int64)}
    with pytest.raises(ModelError, match="ONNX Runtime failed to run the model"):
        run_session(sess, graph, feeds, ["y"])
    assert capfd.readouterr().err == ""
