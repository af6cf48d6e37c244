"""Activations (ops/activation.py) in the forms exporters write them: MobileNetV3's hard gates,
ReLU6 as Clip, GELU's opset-18 form; and what is refused."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnx import helper

from tests.ops.onnx_models import matches_ort, model
from verified_opt.errors import ShapeError
from verified_opt.ir.onnx_io import import_model

F32 = np.float32
RNG = np.random.default_rng(21)


def test_mobilenetv3_squeeze_excite_block_is_modelled():
    # x * HardSigmoid(Conv(Relu(Conv(GAP(x))))), then HardSwish: every SE block of MobileNetV3
    c, r = 8, 4
    nodes = [
        helper.make_node("GlobalAveragePool", ["x"], ["p"]),
        helper.make_node("Conv", ["p", "w1", "b1"], ["h"]),
        helper.make_node("Relu", ["h"], ["hr"]),
        helper.make_node("Conv", ["hr", "w2", "b2"], ["g"]),
        helper.make_node("HardSigmoid", ["g"], ["gate"], alpha=1 / 6),
        helper.make_node("Mul", ["x", "gate"], ["s"]),
        helper.make_node("HardSwish", ["s"], ["y"]),
    ]
    inits = {"w1": RNG.standard_normal((r, c, 1, 1)).astype(F32), "b1": np.zeros(r, F32),
             "w2": RNG.standard_normal((c, r, 1, 1)).astype(F32), "b2": np.ones(c, F32)}
    m = model(nodes, {"x": (F32, [1, c, 6, 6])}, ["y"], inits)
    x = (RNG.standard_normal((1, c, 6, 6)) * 4).astype(F32)
    g = matches_ort(m, {"x": x})
    assert g.opaque_ops() == {}


def test_relu6_as_clip_and_variadic_extremes():
    nodes = [helper.make_node("Clip", ["x", "zero", "six"], ["r6"]),
             helper.make_node("Max", ["r6", "a", "b"], ["mx"]),
             helper.make_node("Min", ["mx", "b"], ["y"])]
    inits = {"zero": F32(0), "six": F32(6), "b": RNG.standard_normal(5).astype(F32)}
    m = model(nodes, {"x": (F32, [3, 5]), "a": (F32, [3, 1])}, ["y"], inits)
    feeds = {"x": (RNG.standard_normal((3, 5)) * 8).astype(F32),
             "a": RNG.standard_normal((3, 1)).astype(F32)}
    assert matches_ort(m, feeds).opaque_ops() == {}


def test_gelu_in_its_opset_18_form_is_modelled():
    # 0.5 * x * (1 + erf(x / sqrt(2))): what exporters write below opset 20
    nodes = [helper.make_node("Div", ["x", "sqrt2"], ["d"]),
             helper.make_node("Erf", ["d"], ["e"]),
             helper.make_node("Add", ["e", "one"], ["e1"]),
             helper.make_node("Mul", ["x", "e1"], ["m"]),
             helper.make_node("Mul", ["m", "half"], ["y"])]
    inits = {"sqrt2": F32(np.sqrt(2)), "one": F32(1), "half": F32(0.5)}
    m = model(nodes, {"x": (F32, [4, 6])}, ["y"], inits)
    g = matches_ort(m, {"x": (RNG.standard_normal((4, 6)) * 3).astype(F32)})
    assert g.opaque_ops() == {}


@pytest.mark.parametrize("approximate", ["none", "tanh"])
def test_opset_20_gelu_imports_as_its_function_body(approximate):
    # Gelu has no opset-18 form in ONNX's converter: the importer writes its function body
    m = model([helper.make_node("Gelu", ["x"], ["y"], name="g", approximate=approximate)],
              {"x": (F32, [4, 6])}, ["y"], opset=20)
    g = matches_ort(m, {"x": (RNG.standard_normal((4, 6)) * 3).astype(F32)})
    assert "Gelu" not in g.op_counts() and g.opaque_ops() == {}


def test_opset_19_cast_saturate_is_dropped_at_18():
    m = model([helper.make_node("Cast", ["x"], ["y"], to=onnx.TensorProto.INT64, saturate=1)],
              {"x": (F32, [2, 3])}, {"y": np.int64}, opset=19)
    g = import_model(m)
    assert all("saturate" not in n.attrs for n in g.nodes)


def test_clip_bounds_must_be_scalars():
    m = model([helper.make_node("Clip", ["x", "lo"], ["y"])], {"x": (F32, [2, 3])}, ["y"],
              {"lo": np.zeros(2, F32)})
    with pytest.raises(ShapeError, match="min must be a scalar"):
        import_model(m)


def test_exp_and_reciprocal():
    nodes = [helper.make_node("Exp", ["x"], ["e"]), helper.make_node("Reciprocal", ["e"], ["y"])]
    m = model(nodes, {"x": (F32, [2, 7])}, ["y"])
    assert matches_ort(m, {"x": RNG.standard_normal((2, 7)).astype(F32)}).opaque_ops() == {}
