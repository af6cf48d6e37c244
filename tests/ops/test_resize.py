"""Resize (ops/resize.py) as feature pyramids use it, and its refusals."""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper

from tests.ops.onnx_models import matches_ort, model
from verified_opt.errors import AttributeError_, ShapeError
from verified_opt.ir.onnx_io import import_model

F32, I64 = np.float32, np.int64
RNG = np.random.default_rng(5)


def test_dbnet_top_down_step_folds_and_is_modelled():
    # up = Resize(p5, sizes = Shape(p5)[:2] ++ Shape(p4)[2:]) (bilinear), then p4 + up;
    # and the nearest x2 of the other exporter
    nodes = [helper.make_node("Shape", ["p5"], ["s5"], end=2),
             helper.make_node("Shape", ["p4"], ["s4"], start=2),
             helper.make_node("Concat", ["s5", "s4"], ["sizes"], axis=0),
             helper.make_node("Resize", ["p5", "", "", "sizes"], ["up"], mode="linear",
                              coordinate_transformation_mode="half_pixel"),
             helper.make_node("Add", ["p4", "up"], ["sum"]),
             helper.make_node("Resize", ["sum", "", "two"], ["y"], mode="nearest",
                              coordinate_transformation_mode="asymmetric",
                              nearest_mode="floor")]
    m = model(nodes, {"p5": (F32, [1, 4, "h5", "w5"]), "p4": (F32, [1, 4, "h4", "w4"])}, ["y"],
              {"two": np.array([1, 1, 2, 2], F32)})
    feeds = {"p5": RNG.standard_normal((1, 4, 4, 6)).astype(F32),
             "p4": RNG.standard_normal((1, 4, 7, 11)).astype(F32)}
    g = matches_ort(m, feeds, {"p5": (1, 4, 4, 6), "p4": (1, 4, 7, 11)})
    assert g.dynamic == set() and g.opaque_ops() == {}
    assert g.types["y"].shape == (1, 4, 14, 22)


def test_resize_with_run_time_sizes_stays_opaque():
    nodes = [helper.make_node("Resize", ["x", "", "", "s"], ["y"], name="rs")]
    m = model(nodes, {"x": (F32, [1, 1, 2, 2]), "s": (I64, [4])}, ["y"])
    m.graph.value_info.append(helper.make_tensor_value_info("y", 1, [1, 1, 4, 4]))
    g = import_model(m)
    assert g.dynamic == {"rs"}


def _resize(x_dtype=F32, **attrs):
    return model([helper.make_node("Resize", ["x", "", "", "s"], ["y"], name="rs", **attrs)],
                 {"x": (x_dtype, [1, 2, 3, 4])}, {"y": x_dtype}, {"s": np.array([6, 8], I64)})


def test_policy_with_negative_axes_is_refused():
    # ONNX Runtime leaves negative axes out of keep_aspect_ratio_policy (against the spec)
    with pytest.raises(AttributeError_, match="negative axes"):
        import_model(_resize(axes=[-2, -1], keep_aspect_ratio_policy="not_larger"))
    g = import_model(_resize(axes=[2, 3], keep_aspect_ratio_policy="not_larger"))
    assert g.types["y"].shape == (1, 2, 6, 8)


def test_linear_on_integers_is_refused_nearest_is_not():
    with pytest.raises(ShapeError, match="linear mode on int32 is not supported"):
        import_model(_resize(np.int32, axes=[2, 3], mode="linear"))
    assert import_model(_resize(np.int32, axes=[2, 3])).types["y"].dtype == "int32"


@pytest.mark.parametrize("attrs, words", [
    ({"mode": "bicubic"}, "mode 'bicubic' is not one of"),
    ({"coordinate_transformation_mode": "corners"}, "coordinate_transformation_mode"),
    ({"axes": [2, 2]}, "repeated axes"),
    ({"axes": [2, 4]}, "axis 4 out of range"),
])
def test_bad_attributes_are_one_line_errors(attrs, words):
    attrs = {"axes": [2, 3], **attrs}
    with pytest.raises(AttributeError_, match=words) as info:
        import_model(_resize(**attrs))
    assert "Resize 'rs'" in str(info.value)
