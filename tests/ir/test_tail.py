"""ir/onnx_io.py's Tail: the nodes after a value whose shape is known only at run time (NonZero's,
an If's whose branches differ) pass through as they came, after the graph's own nodes, instead
of the whole model being refused (exit 2) as before."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnx import helper

from tests.ops.onnx_models import model, ort_outputs
from verified_opt.errors import ShapeError
from verified_opt.ir.onnx_io import export_model, import_model
from verified_opt.ir.shape_inference import NoStaticType

W = np.random.default_rng(0).standard_normal((4, 4, 1, 1)).astype(np.float32)


def nonzero_model() -> onnx.ModelProto:
    """Relu -> Conv (static), then NonZero -> Transpose (the tail); `c` is an output too."""
    nodes = [helper.make_node("Relu", ["x"], ["r"], name="relu"),
             helper.make_node("Conv", ["r", "w"], ["c"], name="conv"),
             helper.make_node("NonZero", ["c"], ["nz"], name="nonzero"),
             helper.make_node("Transpose", ["nz"], ["t"], name="transpose")]
    return model(nodes, {"x": (np.float32, [1, 4, 8, 8])}, {"t": np.int64, "c": np.float32},
                 {"w": W})


def test_the_nodes_after_a_run_time_shape_become_the_tail():
    g = import_model(nonzero_model())
    assert [n.name for n in g.nodes] == ["relu", "conv"]
    assert g.tail is not None and [n.name for n in g.tail.nodes] == ["nonzero", "transpose"]
    assert g.model_outputs() == ["t", "c"], "the file's outputs, in its order"
    assert g.outputs == ["c"], "the static output, which the tail also reads"
    assert g.check_outputs() == ["t", "c"]
    assert set(g.tail.declared) == {"t"} and "nz" not in g.types and "t" not in g.types
    assert g.op_counts() == {"Conv": 1, "NonZero": 1, "Relu": 1, "Transpose": 1}
    assert g.opaque_ops() == {"NonZero": 1, "Transpose": 1}
    assert {"nz", "t", "nonzero", "transpose"} <= g.taken_names()


def test_the_interface_is_what_the_tail_reads_from_the_graph():
    m = nonzero_model()
    m.graph.ClearField("output")
    m.graph.output.append(helper.make_tensor_value_info("t", onnx.TensorProto.INT64, None))
    g = import_model(m)
    assert g.model_outputs() == ["t"] and g.outputs == ["c"] and g.check_outputs() == ["t", "c"]
    assert g.tail is not None and g.tail.interface(g) == ["c"]


def test_export_puts_the_tail_back_and_runs_as_the_original():
    m = nonzero_model()
    g = import_model(m)
    out = export_model(g)
    assert [o.name for o in out.graph.output] == ["t", "c"]
    assert [n.op_type for n in out.graph.node] == ["Relu", "Conv", "NonZero", "Transpose"]
    onnx.checker.check_model(out, full_check=True)
    x = {"x": np.random.default_rng(1).standard_normal((1, 4, 8, 8)).astype(np.float32)}
    for a, b in zip(ort_outputs(m, x), ort_outputs(out, x)):
        np.testing.assert_array_equal(a, b)
    probe = export_model(g, interface=True)
    assert [o.name for o in probe.graph.output] == ["t", "c"]


def _if_model() -> onnx.ModelProto:
    """If(sr == 16000): x[:, :2], else x[:, :3]; then Relu."""
    def branch(name: str, n: int) -> onnx.GraphProto:
        return helper.make_graph(
            [helper.make_node("Slice", ["x", f"{name}_s", f"{name}_e", f"{name}_a"],
                              [f"{name}_y"])],
            name, [], [helper.make_tensor_value_info(f"{name}_y", onnx.TensorProto.FLOAT, None)],
            [onnx.numpy_helper.from_array(np.array(v, np.int64), f"{name}_{k}")
             for k, v in (("s", [0]), ("e", [n]), ("a", [1]))])

    nodes = [helper.make_node("Equal", ["sr", "k"], ["cond"], name="eq"),
             helper.make_node("If", ["cond"], ["y"], name="if",
                              then_branch=branch("then", 2), else_branch=branch("else", 3)),
             helper.make_node("Relu", ["y"], ["out"], name="relu")]
    return model(nodes, {"x": (np.float32, [1, 4]), "sr": (np.int64, [])}, ["out"],
                 {"k": np.array(16000, np.int64)})


def test_an_if_whose_branches_differ_in_shape_is_a_tail():
    """silero-vad's models: If(sr == 16000) over two networks; the output's shape differs by
    branch, so ONNX cannot type it statically."""
    m = _if_model()
    g = import_model(m)
    assert [n.name for n in g.nodes] == ["eq"]
    assert g.tail is not None and [n.name for n in g.tail.nodes] == ["if", "relu"]
    assert g.outputs == ["cond"] and g.model_outputs() == ["out"]
    feeds = {"x": np.arange(4, dtype=np.float32).reshape(1, 4) - 1,
             "sr": np.array(16000, np.int64)}
    np.testing.assert_array_equal(ort_outputs(export_model(g), feeds)[0],
                                  ort_outputs(m, feeds)[0])


def test_strict_typing_still_refuses_a_run_time_shape():
    g = import_model(nonzero_model())
    g.nodes = g.nodes + g.tail.nodes  # what a pass that forgot the tail would hand inference
    with pytest.raises(NoStaticType, match="NonZero 'nonzero': no type for output 'nz'"):
        g.infer_types()
    assert issubclass(NoStaticType, ShapeError), "one line and exit 2 where it is not split"


def test_names_inside_subgraphs_are_taken():
    """A value named like one an If's branch defines would break ONNX's unique names."""
    g = import_model(_if_model())
    assert {"then_y", "else_y", "then_s"} <= g.taken_names()
    assert g.fresh_name("then_y") == "then_y_1"


def _declared_if(then_perm: list[int]) -> onnx.ModelProto:
    """If(sr == 16000): Transpose(x, then_perm), else x; both branches declare [2, 3]; then
    y = Reshape(Relu(v), Shape(v)), which folding makes Reshape to a constant shape."""
    def branch(name, nodes, out):
        return helper.make_graph(nodes, name, [], [helper.make_tensor_value_info(
            out, onnx.TensorProto.FLOAT, [2, 3])])

    then = branch("then", [helper.make_node("Transpose", ["x"], ["a"], perm=then_perm)], "a")
    other = branch("else", [helper.make_node("Identity", ["x"], ["b"])], "b")
    nodes = [helper.make_node("Equal", ["sr", "k"], ["c"], name="eq"),
             helper.make_node("If", ["c"], ["v"], name="if", then_branch=then, else_branch=other),
             helper.make_node("Shape", ["v"], ["s"], name="shape"),
             helper.make_node("Relu", ["v"], ["r"], name="relu"),
             helper.make_node("Reshape", ["r", "s"], ["y"], name="reshape")]
    return model(nodes, {"x": (np.float32, [2, 3]), "sr": (np.int64, [])}, ["y"],
                 {"k": np.array(16000, np.int64)})


def test_an_if_is_typed_from_what_its_branches_compute_not_what_they_declare():
    """The red-team's case: a branch declaring [2, 3] that computes [3, 2] was typed [2, 3],
    Shape(v) folded to that constant, and the written model, checked only on the branch that
    --input-range pinned, reshaped the other branch's result: wrong, exit 0, audit holding."""
    g = import_model(_declared_if([1, 0]))
    assert [n.name for n in g.nodes] == ["eq"]
    assert g.tail is not None and [n.name for n in g.tail.nodes][:1] == ["if"]
    same = import_model(_declared_if([0, 1]))  # both branches compute [2, 3]: typed
    assert same.tail is None and same.types["v"].shape == (2, 3)


def _outer_shape_if(else_shape: list[int]) -> onnx.ModelProto:
    """If(sr == 16000): Relu(Reshape(x, shp)), else Neg(Reshape(x, shp2)); shp and shp2 are
    initializers of the model that only the branches read."""
    def branch(name: str, shape: str, op: str) -> onnx.GraphProto:
        return helper.make_graph(
            [helper.make_node("Reshape", ["x", shape], [f"{name}_r"]),
             helper.make_node(op, [f"{name}_r"], [f"{name}_y"])],
            name, [], [helper.make_tensor_value_info(f"{name}_y", onnx.TensorProto.FLOAT, None)])

    nodes = [helper.make_node("Equal", ["sr", "k"], ["c"], name="eq"),
             helper.make_node("If", ["c"], ["v"], name="if",
                              then_branch=branch("then", "shp", "Relu"),
                              else_branch=branch("else", "shp2", "Neg")),
             helper.make_node("Relu", ["v"], ["y"], name="relu")]
    return model(nodes, {"x": (np.float32, [2, 3]), "sr": (np.int64, [])}, ["y"],
                 {"k": np.array(16000, np.int64), "shp": np.array([3, 2], np.int64),
                  "shp2": np.array(else_shape, np.int64)})


def test_an_if_whose_branches_reshape_to_outer_constants_is_typed():
    """ONNX types a subgraph from the outer values' types alone: without their values a branch
    reshaping to an outer constant shape had no shape, and the If started the tail (silero-vad
    op18_ifless's If was one)."""
    g = import_model(_outer_shape_if([3, 2]))
    assert g.tail is None and g.types["v"].shape == (3, 2)
    feeds = {"x": np.arange(6, dtype=np.float32).reshape(2, 3) - 2,
             "sr": np.array(8000, np.int64)}
    m = _outer_shape_if([3, 2])
    np.testing.assert_array_equal(ort_outputs(export_model(g), feeds)[0],
                                  ort_outputs(m, feeds)[0])
    from verified_opt.ir.evaluate import evaluate  # `vopt run`: the If gets what it reads
    np.testing.assert_array_equal(evaluate(g, feeds)["y"], ort_outputs(m, feeds)[0])
    other = import_model(_outer_shape_if([6, 1]))  # the branches' shapes differ: still a tail
    assert other.tail is not None and [n.name for n in other.tail.nodes] == ["if", "relu"]


def test_a_name_a_scan_body_defines_hides_the_outer_constant_from_the_ifs_inside_it():
    """The red-team's model: each branch of If(c1) is a Scan whose body input 'shp' ([6, 1] at
    run time) shadows the model's initializer 'shp' = [3, 2]; an If inside the body reshapes x
    to it. Given the outer 'shp', ONNX typed the Scan's output [2, 3, 2], and Shape() of it
    folded to that constant."""
    def vi(name, dtype, shape):
        return helper.make_tensor_value_info(name, dtype, shape)

    F, I64 = onnx.TensorProto.FLOAT, onnx.TensorProto.INT64

    def inner(name: str) -> onnx.GraphProto:
        return helper.make_graph([helper.make_node("Reshape", ["x", "shp"], [f"{name}_y"])],
                                 name, [], [vi(f"{name}_y", F, None)])

    def branch(name: str) -> onnx.GraphProto:
        body = helper.make_graph(
            [helper.make_node("Identity", ["shp"], [f"{name}_shp_out"]),
             helper.make_node("If", ["c2"], [f"{name}_r"], then_branch=inner(name + "ia"),
                              else_branch=inner(name + "ib"))],
            name + "body", [vi("shp", I64, [2]), vi(f"{name}_s", F, [])],
            [vi(f"{name}_shp_out", I64, [2]), vi(f"{name}_r", F, None)])
        return helper.make_graph(
            [helper.make_node("Constant", [], [f"{name}_k"],
                              value=onnx.numpy_helper.from_array(np.array([6, 1], np.int64))),
             helper.make_node("Scan", [f"{name}_k", "seq"], [f"{name}_kf", f"{name}_o"],
                              body=body, num_scan_inputs=1)],
            name, [], [vi(f"{name}_o", F, None)])

    nodes = [helper.make_node("If", ["c1"], ["v"], name="if", then_branch=branch("t"),
                              else_branch=branch("e")),
             helper.make_node("Shape", ["v"], ["s"], name="shape")]
    m = model(nodes, {"x": (np.float32, [2, 3]), "c1": (np.bool_, []), "c2": (np.bool_, []),
                      "seq": (np.float32, [2])}, {"s": np.int64},
              {"shp": np.array([3, 2], np.int64)}, opset=17)
    g = import_model(m)
    assert g.tail is not None and [n.name for n in g.tail.nodes] == ["if", "shape"]


def test_a_loop_is_a_tail():
    """A carried value may change shape each iteration; the body's declaration is the file's
    word (the red-team's Loop doubling a value the body declares [1])."""
    body = helper.make_graph(
        [helper.make_node("Identity", ["c_in"], ["c_out"]),
         helper.make_node("Concat", ["a_in", "a_in"], ["a_out"], axis=0)], "body",
        [helper.make_tensor_value_info("i", onnx.TensorProto.INT64, []),
         helper.make_tensor_value_info("c_in", onnx.TensorProto.BOOL, []),
         helper.make_tensor_value_info("a_in", onnx.TensorProto.FLOAT, [1])],
        [helper.make_tensor_value_info("c_out", onnx.TensorProto.BOOL, []),
         helper.make_tensor_value_info("a_out", onnx.TensorProto.FLOAT, [1])])
    nodes = [helper.make_node("Relu", ["x"], ["r"], name="relu"),
             helper.make_node("Loop", ["n", "", "r"], ["acc"], body=body, name="loop"),
             helper.make_node("Shape", ["acc"], ["y"], name="shape")]
    g = import_model(model(nodes, {"x": (np.float32, [1]), "n": (np.int64, [])},
                           {"y": np.int64}))
    assert [n.name for n in g.nodes] == ["relu"]
    assert g.tail is not None and [n.name for n in g.tail.nodes] == ["loop", "shape"]


def test_only_operators_whose_meaning_changed_count_as_converted():
    """A closing review: every operator with a newer schema counted (Add, Identity, Loop: types
    added), so an opset-13 model with a Loop was kept as given instead of optimized."""
    from verified_opt.ir.graph import Node
    from verified_opt.ir.onnx_io import converted_ops

    nodes = [Node("Add", ("a", "b"), ("c",)), Node("Identity", ("c",), ("d",)),
             Node("Loop", ("n", "", "d"), ("e",)), Node("Hardmax", ("e",), ("f",), {"axis": 1})]
    assert converted_ops(nodes, 13) == []
    assert converted_ops(nodes, 12) == ["Hardmax"]
    assert converted_ops(nodes, 18) == []


def test_an_empty_float_list_attribute_of_a_modelled_operator_still_imports():
    """Constant(value_floats=[]) was refused at import once empty float lists passed through as
    AttributeProtos (a closing review); it is a value again."""
    const = helper.make_node("Constant", [], ["k"], name="k")
    const.attribute.append(helper.make_attribute("value_floats", [],
                                                 attr_type=onnx.AttributeProto.FLOATS))
    m = model([const, helper.make_node("Concat", ["x", "k"], ["y"], axis=0, name="cat")],
              {"x": (np.float32, [2])}, ["y"])
    g = import_model(m)
    assert g.tail is None and g.types["y"].shape == (2,)
