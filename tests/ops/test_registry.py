"""Operator registry: attribute validation, shape inference, dynamic (opaque) nodes."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper

from verified_opt.errors import AttributeError_, ShapeError, VoptError
from verified_opt.ir.graph import Graph, Node, TensorType
from verified_opt.ir.onnx_io import import_model
from verified_opt.ops.registry import OPS, is_modelled

X4 = TensorType((1, 3, 8, 8))


def infer(nodes: list[Node], inputs: dict[str, TensorType],
          inits: dict[str, np.ndarray] | None = None, outputs: list[str] | None = None) -> Graph:
    g = Graph(nodes, inputs, outputs or [nodes[-1].outputs[0]], dict(inits or {}))
    g.toposort()
    g.infer_types()
    return g


def w(*shape: int) -> np.ndarray:
    return np.ones(shape, np.float32)


# ---- attribute validation: the error names the node -------------------------------------------
def test_unknown_attribute():
    with pytest.raises(AttributeError_, match="unknown attribute 'alpha'") as info:
        infer([Node("Relu", ("x",), ("y",), {"alpha": 0.1}, name="my_relu")], {"x": X4})
    assert "Relu 'my_relu'" in str(info.value)


@pytest.mark.parametrize("attrs, key, kind", [
    ({"group": "2"}, "group", "int"),
    ({"group": 1.5}, "group", "int"),
    ({"group": True}, "group", "int"),
    ({"strides": 2}, "strides", "ints"),
    ({"pads": [0, 0, 1.5, 0]}, "pads", "ints"),
    ({"auto_pad": 1}, "auto_pad", "string"),
])
def test_attribute_of_the_wrong_kind(attrs, key, kind):
    node = Node("Conv", ("x", "w"), ("y",), attrs, name="conv7")
    with pytest.raises(AttributeError_, match=f"attribute '{key}' must be {kind}") as info:
        infer([node], {"x": X4}, {"w": w(4, 3, 3, 3)})
    assert "conv7" in str(info.value)


def test_wrong_kind_message_stays_one_short_line():
    big = np.arange(10000, dtype=np.float32).reshape(100, 100)
    node = Node("Transpose", ("x",), ("y",), {"perm": big}, name="tr")
    with pytest.raises(AttributeError_) as info:
        infer([node], {"x": X4})
    msg = str(info.value)
    assert "\n" not in msg and len(msg) < 200
    assert "attribute 'perm' must be ints" in msg and "[100, 100]" in msg


@pytest.mark.parametrize("perm", [[0, 0, 1, 2], [0, 1, 2], [0, 1, 2, 4], [-1, 0, 1, 2]])
def test_bad_perm(perm):
    with pytest.raises(AttributeError_, match="not a permutation of 4 axes") as info:
        infer([Node("Transpose", ("x",), ("y",), {"perm": perm}, name="tp")], {"x": X4})
    assert "Transpose 'tp'" in str(info.value)


@pytest.mark.parametrize("group", [0, -1, 2, 4])
def test_bad_group(group):
    # 3 input channels cannot be split into 2 or 4 groups; 0 and -1 are not groups at all.
    node = Node("Conv", ("x", "w"), ("y",), {"group": group}, name="gconv")
    with pytest.raises(ShapeError, match=f"group {group}") as info:
        infer([node], {"x": X4}, {"w": w(6, 1, 3, 3)})
    assert "Conv 'gconv'" in str(info.value)


def test_good_group():
    node = Node("Conv", ("x", "w"), ("y",), {"group": 3}, name="dw")
    g = infer([node], {"x": X4}, {"w": w(6, 1, 3, 3)})
    assert g.types["y"] == TensorType((1, 6, 6, 6))


@pytest.mark.parametrize("op, inputs, want", [
    ("Relu", ("x", "x"), "takes 1..1 inputs, got 2"),
    ("Add", ("x",), "takes 2..2 inputs, got 1"),
    ("Conv", ("x",), "takes 2..3 inputs, got 1"),
    ("BatchNormalization", ("x", "x", "x"), "takes 5..5 inputs, got 3"),
])
def test_wrong_input_count(op, inputs, want):
    with pytest.raises(AttributeError_, match=want) as info:
        infer([Node(op, inputs, ("y",), name="n1")], {"x": X4})
    assert f"{op} 'n1'" in str(info.value)


def test_trailing_omitted_inputs_do_not_count():
    node = Node("Conv", ("x", "w", ""), ("y",), name="c")
    g = infer([node], {"x": X4}, {"w": w(4, 3, 1, 1)})
    assert g.types["y"].shape == (1, 4, 8, 8)


def test_errors_are_vopt_errors():
    assert issubclass(AttributeError_, VoptError) and issubclass(ShapeError, VoptError)


def test_every_registered_operator_is_modelled_only_in_the_default_domain():
    for name in OPS:
        assert is_modelled(Node(name, ("x",), ("y",)))
        assert is_modelled(Node(name, ("x",), ("y",), domain="ai.onnx"))
        assert not is_modelled(Node(name, ("x",), ("y",), domain="com.example"))
    assert not is_modelled(Node("NonZero", ("x",), ("y",)))


# ---- shape inference --------------------------------------------------------------------------
def test_conv_pads_strides_dilations():
    node = Node("Conv", ("x", "w", "b"), ("y",),
                {"pads": [1, 1, 1, 1], "strides": [2, 2], "dilations": [1, 1]}, name="c")
    g = infer([node], {"x": TensorType((2, 3, 9, 9))}, {"w": w(5, 3, 3, 3), "b": w(5)})
    assert g.types["y"] == TensorType((2, 5, 5, 5))


def test_conv_same_upper():
    node = Node("Conv", ("x", "w"), ("y",), {"auto_pad": "SAME_UPPER", "strides": [2, 2]})
    g = infer([node], {"x": TensorType((1, 3, 7, 8))}, {"w": w(2, 3, 3, 3)})
    assert g.types["y"].shape == (1, 2, 4, 4)


def test_conv_bias_of_the_wrong_size():
    node = Node("Conv", ("x", "w", "b"), ("y",), name="cb")
    with pytest.raises(ShapeError, match="bias"):
        infer([node], {"x": X4}, {"w": w(4, 3, 3, 3), "b": w(5)})


def test_maxpool_ceil_mode():
    node = Node("MaxPool", ("x",), ("y",), {"kernel_shape": [3, 3], "strides": [2, 2],
                                            "ceil_mode": 1})
    g = infer([node], {"x": TensorType((1, 3, 8, 8))})
    assert g.types["y"].shape == (1, 3, 4, 4)
    node = Node("MaxPool", ("x",), ("y",), {"kernel_shape": [3, 3], "strides": [2, 2]})
    assert infer([node], {"x": TensorType((1, 3, 8, 8))}).types["y"].shape == (1, 3, 3, 3)


def test_gemm_transb_and_matmul_broadcast():
    g = infer([Node("Gemm", ("a", "b", "c"), ("y",), {"transB": 1})],
              {"a": TensorType((4, 5))}, {"b": w(7, 5), "c": w(7)})
    assert g.types["y"].shape == (4, 7)
    g = infer([Node("MatMul", ("a", "b"), ("y",))],
              {"a": TensorType((2, 1, 4, 5)), "b": TensorType((3, 5, 6))})
    assert g.types["y"].shape == (2, 3, 4, 6)
    with pytest.raises(ShapeError, match="inner dimensions"):
        infer([Node("MatMul", ("a", "b"), ("y",))],
              {"a": TensorType((4, 5)), "b": TensorType((4, 5))})


def test_concat_flatten_transpose_reshape():
    g = infer([
        Node("Concat", ("x", "x"), ("c",), {"axis": 1}),
        Node("Transpose", ("c",), ("t",), {"perm": [0, 2, 3, 1]}),
        Node("Reshape", ("t", "s"), ("r",)),
        Node("Flatten", ("r",), ("y",), {"axis": 2}),
    ], {"x": X4}, {"s": np.array([0, -1, 6], np.int64)})
    assert g.types["c"].shape == (1, 6, 8, 8)
    assert g.types["t"].shape == (1, 8, 8, 6)
    assert g.types["r"].shape == (1, 64, 6)
    assert g.types["y"].shape == (64, 6)


def test_concat_shapes_that_differ_off_axis():
    with pytest.raises(ShapeError, match="differ off axis"):
        infer([Node("Concat", ("x", "z"), ("y",), {"axis": 1})],
              {"x": X4, "z": TensorType((1, 3, 8, 7))})


def test_reshape_that_does_not_fit():
    with pytest.raises(ShapeError, match="cannot reshape"):
        infer([Node("Reshape", ("x", "s"), ("y",))], {"x": X4},
              {"s": np.array([5, -1], np.int64)})


def test_split_slice_pad_reduce_softmax():
    g = infer([
        Node("Split", ("x", "sp"), ("a", "b"), {"axis": 1}),
        Node("Slice", ("b", "st", "en", "ax", "sd"), ("s",)),
        Node("Pad", ("s", "pads"), ("p",)),
        Node("ReduceMean", ("p", "rax"), ("m",), {"keepdims": 0}),
        Node("Softmax", ("m",), ("y",), {"axis": 1}),
    ], {"x": X4}, {
        "sp": np.array([1, 2], np.int64),
        "st": np.array([-1, 0], np.int64), "en": np.array([-100, 8], np.int64),
        "ax": np.array([2, 3], np.int64), "sd": np.array([-2, 3], np.int64),
        "pads": np.array([0, 0, 1, 0, 0, 0, 1, 2], np.int64),
        "rax": np.array([3], np.int64),
    })
    assert g.types["a"].shape == (1, 1, 8, 8) and g.types["b"].shape == (1, 2, 8, 8)
    assert g.types["s"].shape == (1, 2, 4, 3)  # rows 7,5,3,1; columns 0,3,6
    assert g.types["p"].shape == (1, 2, 6, 5)
    assert g.types["y"].shape == (1, 2, 6)


def test_shape_of_a_static_input_is_folded_so_reshape_stays_modelled():
    g = infer([
        Node("Shape", ("x",), ("s",), {"end": 2}, name="shape"),
        Node("Concat", ("s", "minus1"), ("target",), {"axis": 0}, name="cat"),
        Node("Reshape", ("x", "target"), ("y",), name="reshape"),
    ], {"x": X4}, {"minus1": np.array([-1], np.int64)})
    assert g.types["y"].shape == (1, 3, 64)
    assert g.dynamic == set()
    assert all(g.is_modelled(n) for n in g.nodes)


def test_integer_dtypes_propagate():
    g = infer([Node("Shape", ("x",), ("y",))], {"x": X4})
    assert g.types["y"] == TensorType((4,), "int64")


# ---- non-constant shape-like inputs make a node dynamic (opaque) -------------------------------
def test_reshape_with_a_runtime_shape_is_dynamic():
    node = Node("Reshape", ("x", "shape"), ("y",), name="dyn_reshape")
    g = Graph([node], {"x": X4, "shape": TensorType((2,), "int64")}, ["y"])
    with pytest.raises(ShapeError, match="no type for output 'y'"):
        g.infer_types()  # opaque, and nothing (ONNX inference) typed its output
    assert g.dynamic == {"dyn_reshape"}
    g.types["y"] = TensorType((3, 64))  # what ONNX shape inference gives opaque nodes
    g.infer_types()
    assert g.dynamic == {"dyn_reshape"}
    assert not g.is_modelled(node) and is_modelled(node)
    assert g.opaque_ops() == {"Reshape": 1}
    assert g.types["y"] == TensorType((3, 64))


def _flatten_via_size_model() -> onnx.ModelProto:
    """Size (opaque: not modelled, and its input is computed at run time) -> Unsqueeze ->
    Concat -> Reshape; ONNX does not propagate Size's value, so the exporter's value_info is
    what types the Reshape. (Shape -> Gather, the classic exporter pattern, is folded now that
    Gather is modelled: see tests/ops/test_select.py.)"""
    nodes = [
        helper.make_node("Relu", ["x"], ["a"], name="relu0"),
        helper.make_node("Size", ["a"], ["n"], name="size"),
        helper.make_node("Unsqueeze", ["n", "ax0"], ["n1"], name="unsq"),
        helper.make_node("Concat", ["n1", "one"], ["target"], axis=0, name="cat"),
        helper.make_node("Reshape", ["x", "target"], ["r"], name="reshape"),
        helper.make_node("Relu", ["r"], ["y"], name="relu"),
    ]
    inits = [helper.make_tensor("ax0", TensorProto.INT64, [1], [0]),
             helper.make_tensor("one", TensorProto.INT64, [1], [1])]
    g = helper.make_graph(nodes, "flatten", [helper.make_tensor_value_info(
        "x", TensorProto.FLOAT, [2, 3, 4, 5])], [helper.make_tensor_value_info(
            "y", TensorProto.FLOAT, None)], inits,
        value_info=[helper.make_tensor_value_info("r", TensorProto.FLOAT, [120, 1])])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])


def test_shape_input_computed_by_an_opaque_op_makes_the_node_dynamic():
    g = import_model(_flatten_via_size_model())
    assert g.dynamic == {"reshape"}
    by_name = {n.name: n for n in g.nodes}
    assert not g.is_modelled(by_name["reshape"]) and not g.is_modelled(by_name["size"])
    assert g.is_modelled(by_name["unsq"]) and g.is_modelled(by_name["relu"])
    assert g.opaque_ops() == {"Size": 1, "Reshape": 1}
    # the declared value_info typed the opaque Reshape (ONNX inference could not)
    assert g.types["r"] == TensorType((120, 1)) and g.types["y"] == TensorType((120, 1))
