"""LayerNormalization's variants and its decomposed form, LogSoftmax (ops/norm.py)."""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper

from tests.ops.onnx_models import matches_ort, model
from verified_opt.errors import AttributeError_
from verified_opt.ir.evaluate import evaluate
from verified_opt.ir.onnx_io import import_model

F32, I64 = np.float32, np.int64
RNG = np.random.default_rng(11)


def _decomposed_layernorm() -> list:
    """What exporters wrote before opset 17 (torch's TorchScript exporter at opset 16)."""
    return [helper.make_node("ReduceMean", ["x", "last"], ["mu"]),
            helper.make_node("Sub", ["x", "mu"], ["d"]),
            helper.make_node("Pow", ["d", "two"], ["d2"]),
            helper.make_node("ReduceMean", ["d2", "last"], ["var"]),
            helper.make_node("Add", ["var", "eps"], ["ve"]),
            helper.make_node("Sqrt", ["ve"], ["sd"]),
            helper.make_node("Div", ["d", "sd"], ["n"]),
            helper.make_node("Mul", ["n", "gamma"], ["ng"]),
            helper.make_node("Add", ["ng", "beta"], ["y_dec"])]


def test_decomposed_layernorm_is_modelled_and_equals_the_operator():
    nodes = _decomposed_layernorm() + [
        helper.make_node("LayerNormalization", ["x", "gamma", "beta"], ["y_op"], axis=-1,
                         epsilon=1e-5)]
    inits = {"last": np.array([-1], I64), "two": F32(2), "eps": F32(1e-5),
             "gamma": RNG.standard_normal(16).astype(F32),
             "beta": RNG.standard_normal(16).astype(F32)}
    m = model(nodes, {"x": (F32, [2, 5, 16])}, ["y_dec", "y_op"], inits)
    x = (RNG.standard_normal((2, 5, 16)) * 3 + 1).astype(F32)
    g = matches_ort(m, {"x": x})
    assert g.opaque_ops() == {}
    out = evaluate(g, {"x": x})
    np.testing.assert_allclose(out["y_dec"], out["y_op"], atol=1e-5)


def test_stash_type_matters_only_with_the_statistics_outputs():
    inits = {"g": np.ones(4, F32)}
    one = model([helper.make_node("LayerNormalization", ["x", "g"], ["y"], stash_type=11)],
                {"x": (F32, [3, 4])}, ["y"], inits)
    matches_ort(one, {"x": RNG.standard_normal((3, 4)).astype(F32)})  # ORT computes in float
    stats = model([helper.make_node("LayerNormalization", ["x", "g"], ["y", "m", "i"],
                                    name="ln", stash_type=11)], {"x": (F32, [3, 4])},
                  ["y", "m", "i"], inits)
    with pytest.raises(AttributeError_, match="LayerNormalization 'ln': stash_type=11"):
        import_model(stats)


def test_logsoftmax_over_the_class_axis():
    m = model([helper.make_node("LogSoftmax", ["x"], ["y"], axis=2)], {"x": (F32, [6, 1, 9])},
              ["y"])
    assert matches_ort(m, {"x": (RNG.standard_normal((6, 1, 9)) * 4).astype(F32)}).opaque_ops() \
        == {}
