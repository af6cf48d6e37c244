"""Equal, Not, Mod, Range (ops/logic.py) and Cast (ops/cast.py): the shape arithmetic of
detectors folds, and what cannot be represented is refused in one line."""

from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto, helper

from tests.ops.onnx_models import matches_ort, model
from verified_opt.errors import AttributeError_, ShapeError
from verified_opt.ir.evaluate import evaluate
from verified_opt.ir.onnx_io import import_model

F32, I64 = np.float32, np.int64
RNG = np.random.default_rng(3)


def test_yolo_anchor_grid_folds_through_cast_and_range():
    # make_anchors: sx = arange(w) + 0.5 from the feature map's width (dynamo's export)
    nodes = [helper.make_node("Shape", ["x"], ["w"], start=3),
             helper.make_node("Squeeze", ["w", "ax0"], ["w0"]),
             helper.make_node("Cast", ["w0"], ["wf"], to=TensorProto.FLOAT),
             helper.make_node("Range", ["zero", "wf", "one"], ["ar"]),
             helper.make_node("Add", ["ar", "half"], ["sx"]),
             helper.make_node("Mul", ["x", "sx"], ["y"])]
    inits = {"ax0": np.array([0], I64), "zero": F32(0), "one": F32(1), "half": F32(0.5)}
    m = model(nodes, {"x": (F32, [1, 2, 3, "w"])}, ["y"], inits)
    g = matches_ort(m, {"x": RNG.standard_normal((1, 2, 3, 7)).astype(F32)}, {"x": (1, 2, 3, 7)})
    assert g.dynamic == set() and g.opaque_ops() == {}


def test_integer_mod_and_equal():
    nodes = [helper.make_node("Mod", ["a", "b"], ["m"]),
             helper.make_node("Mod", ["a", "b"], ["f"], fmod=1),
             helper.make_node("Equal", ["m", "f"], ["y"])]
    m = model(nodes, {"a": (I64, [6]), "b": (I64, [6])}, {"m": I64, "f": I64, "y": np.bool_})
    feeds = {"a": np.array([7, -7, 7, -7, 0, 5], I64), "b": np.array([3, 3, -3, -3, 2, 5], I64)}
    g = matches_ort(m, feeds)
    assert g.opaque_ops() == {}


def test_integer_mod_by_zero_is_an_error():
    # ONNX Runtime's integer Mod divides by zero (undefined); we say so
    m = model([helper.make_node("Mod", ["a", "b"], ["y"])], {"a": (I64, [2])}, {"y": I64},
              {"b": np.array([1, 0], I64)})
    g = import_model(m)
    with pytest.raises(ShapeError, match="Mod .*division by zero"):
        evaluate(g, {"a": np.array([4, 5], I64)})


@pytest.mark.parametrize("to, name", [(TensorProto.BFLOAT16, "bfloat16"),
                                      (TensorProto.STRING, "string"),
                                      (TensorProto.FLOAT8E4M3FN, "float8e4m3fn")])
def test_cast_to_a_type_without_a_numpy_form_is_refused_in_one_line(to, name):
    m = model([helper.make_node("Cast", ["x"], ["y"], name="c", to=to)], {"x": (F32, [2])},
              ["y"])
    with pytest.raises(AttributeError_, match=f"Cast 'c': to={to} \\({name}\\) is not "
                                              f"supported") as info:
        import_model(m)
    assert "\n" not in str(info.value)


def test_cast_round_trip_through_every_float_type():
    nodes = [helper.make_node("Cast", ["x"], ["h"], to=TensorProto.FLOAT16),
             helper.make_node("Cast", ["h"], ["d"], to=TensorProto.DOUBLE),
             helper.make_node("Cast", ["d"], ["i"], to=TensorProto.INT32),
             helper.make_node("Cast", ["i"], ["y"], to=TensorProto.FLOAT)]
    m = model(nodes, {"x": (F32, [3, 4])}, ["y"])
    g = matches_ort(m, {"x": (RNG.standard_normal((3, 4)) * 50).astype(F32)})
    assert [g.types[v].dtype for v in ("h", "d", "i", "y")] == [
        "float16", "float64", "int32", "float32"]


def test_cast_saturate_from_opset_19_is_accepted():
    # ONNX's converter keeps 'saturate' when it lowers Cast-19 to 18; it changes only casts to
    # float8 (refused above), so it is read and has no effect
    m = model([helper.make_node("Cast", ["x"], ["y"], name="c", to=TensorProto.FLOAT,
                                saturate=1)], {"x": (I64, [2])}, ["y"], opset=19)
    g = import_model(m)
    assert g.opaque_ops() == {}
    assert evaluate(g, {"x": np.array([3, -4], I64)})["y"].tolist() == [3.0, -4.0]
