"""ONNX Runtime precomputes a BatchNormalization's scale and bias (and, fused into the Conv
before it, that Conv's weights and bias) in float32 when it loads a model:
ir/session_constants.py states those values, and the checks below show ORT computing them so."""

from __future__ import annotations

import numpy as np
import onnxruntime as ort
from onnx import TensorProto, helper, numpy_helper

from verified_opt.ir.onnx_io import IR_VERSION, import_model
from verified_opt.ir.session_constants import session_constants, session_out_of_range


def _model(nodes, inits, shape, inputs=()):
    graph = helper.make_graph(
        nodes, "m", [helper.make_tensor_value_info("x", TensorProto.FLOAT, shape), *inputs],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(np.asarray(v, np.float32), k) for k, v in inits.items()])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = IR_VERSION
    return model


def _run(model, x, level=ort.GraphOptimizationLevel.ORT_ENABLE_ALL):
    opts = ort.SessionOptions()
    opts.graph_optimization_level = level
    return ort.InferenceSession(model.SerializeToString(), opts).run(None, {"x": x})[0]


def _flagged(model) -> str | None:
    g = import_model(model)
    return session_out_of_range(g, next(n for n in g.nodes if n.op == "BatchNormalization"))


BN = helper.make_node("BatchNormalization", ["z", "s", "b", "m", "v"], ["y"], epsilon=1e-5)
PARAMS = {"s": [1e24, 1.0], "b": [1.0, 0.0], "m": [1e13, 0.0], "v": [0.0, 1.0]}


def test_the_batchnorm_bias_as_ort_precomputes_it():
    """mean * scale / sqrt(var + eps) = 3e39 overflows in ORT's precomputed bias: NaN at
    x = inf where (x - mean) * scale / sqrt(var + eps) + bias is inf."""
    model = _model([helper.make_node("Identity", ["x"], ["z"]), BN], PARAMS, [1, 2, 1, 1])
    y = _run(model, np.full((1, 2, 1, 1), np.inf, np.float32))
    assert np.isnan(y[0, 0, 0, 0])  # ONNX's formula gives +inf
    assert _flagged(model) == "mean * scale / sqrt(var + epsilon)"
    calm = dict(PARAMS, s=[1.5, 1.0], m=[0.1, 0.0])
    assert _flagged(_model([helper.make_node("Identity", ["x"], ["z"]), BN], calm,
                           [1, 2, 1, 1])) is None
    # a subnormal mean makes a subnormal term, lost against the bias: no coefficient is lost
    tiny = dict(calm, m=[6e-45, 0.0])
    assert _flagged(_model([helper.make_node("Identity", ["x"], ["z"]), BN], tiny,
                           [1, 2, 1, 1])) is None
    # a coefficient that underflows is: 0 * inf = NaN
    small = dict(calm, s=[1e-30, 1.0], v=[1e20, 1.0])
    assert _flagged(_model([helper.make_node("Identity", ["x"], ["z"]), BN], small,
                           [1, 2, 1, 1])) == "scale / sqrt(var + epsilon)"


def test_the_conv_fusion_as_ort_precomputes_it():
    """Conv weights of 1e20 and a scale of 1e20 fuse into weights of inf: inf at x = 1e-30
    with the fusion, about 1e11 without it."""
    w = np.ones((2, 2, 1, 1), np.float32)
    w[0] = 1e20
    params = {"w": w, "s": [1e20, 1.0], "b": [0.0, 0.0], "m": [0.0, 0.0], "v": [1.0, 1.0]}
    model = _model([helper.make_node("Conv", ["x", "w"], ["z"]), BN], params, [1, 2, 2, 2])
    x = np.full((1, 2, 2, 2), 1e-30, np.float32)
    assert np.isinf(_run(model, x)[0, 0]).all()
    plain = _run(model, x, ort.GraphOptimizationLevel.ORT_DISABLE_ALL)
    assert np.isfinite(plain).all()
    flagged = _flagged(model)
    assert flagged is not None and "fused with BatchNormalization" in flagged \
        and flagged.endswith(": weights")


def test_parameters_fed_at_run_time_precompute_nothing():
    inits = {k: v for k, v in PARAMS.items() if k != "m"}
    model = _model([helper.make_node("Identity", ["x"], ["z"]), BN], inits, [1, 2, 1, 1],
                   [helper.make_tensor_value_info("m", TensorProto.FLOAT, [2])])
    g = import_model(model)
    assert session_constants(g, next(n for n in g.nodes if n.op == "BatchNormalization")) == []


def test_the_matmul_fusion_as_ort_precomputes_it():
    """MatMul then a BatchNorm over its columns: ORT folds the scale into the weight."""
    w = np.ones((2, 2), np.float32)
    w[0, 0] = 1e20
    params = {"w": w, "s": [1e20, 1.0], "b": [0.0, 0.0], "m": [0.0, 0.0], "v": [1.0, 1.0]}
    nodes = [helper.make_node("MatMul", ["x", "w"], ["z"]), BN]
    model = _model(nodes, params, [3, 2])
    x = np.full((3, 2), 1e-30, np.float32)
    assert np.isinf(_run(model, x)[:, 0]).all()
    assert np.isfinite(_run(model, x, ort.GraphOptimizationLevel.ORT_DISABLE_ALL)).all()
    assert _flagged(model).startswith("MatMul")
