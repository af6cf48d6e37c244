"""If nodes whose condition is a constant for the shapes given: typed from the branch they take,
replaced by it before the search (as onnxsim does), and the result checked and audited."""

from __future__ import annotations

import json

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper, numpy_helper

from tests.rules.shipped import TRANSPOSE_CANCEL, NodeCount, deterministic_optimize
from verified_opt.cli import main as vopt
from verified_opt.ir.inline_if import inline_constant_ifs
from verified_opt.ir.onnx_io import export_model, import_model
from verified_opt.ops.node import Node, TensorType

F32 = TensorProto.FLOAT


def _branch(name: str, nodes: list[onnx.NodeProto], out: str,
            inits: dict[str, np.ndarray] | None = None) -> onnx.GraphProto:
    return helper.make_graph(nodes, name, [], [helper.make_tensor_value_info(out, F32, None)],
                             [numpy_helper.from_array(v, k) for k, v in (inits or {}).items()])


def _shape_if(inner: bool = False) -> onnx.ModelProto:
    """TorchScript's `if x.shape[1] > 4: y = MaxPool(x) else: y = x * 2`, then Relu. The
    branches' shapes differ, so only the condition can type the If. `inner`: the then branch
    holds another If, on x.shape[0] == 1, choosing Neg or Abs."""
    then_nodes = [helper.make_node("MaxPool", ["x"], ["pooled"], kernel_shape=[2, 2],
                                   strides=[2, 2], name="pool")]
    then_out = "pooled"
    if inner:
        then_nodes += [
            helper.make_node("Shape", ["x"], ["s0"], start=0, end=1, name="shape0"),
            helper.make_node("Equal", ["s0", "one"], ["c0"], name="eq0"),
            helper.make_node("If", ["c0"], ["picked"], name="inner_if",
                             then_branch=_branch("t2", [helper.make_node(
                                 "Neg", ["pooled"], ["negated"], name="neg")], "negated"),
                             else_branch=_branch("e2", [helper.make_node(
                                 "Abs", ["pooled"], ["absolute"], name="abs")], "absolute"))]
        then_out = "picked"
    else_out = "doubled"
    nodes = [
        helper.make_node("Shape", ["x"], ["s"], start=1, end=2, name="shape"),
        helper.make_node("Greater", ["s", "four"], ["cond"], name="gt"),
        helper.make_node("If", ["cond"], ["y"], name="if",
                         then_branch=_branch("then", then_nodes, then_out,
                                             {"one": np.array([1], np.int64)} if inner else None),
                         else_branch=_branch("else", [helper.make_node(
                             "Mul", ["x", "two"], [else_out], name="mul")], else_out)),
        helper.make_node("Relu", ["y"], ["out"], name="relu")]
    g = helper.make_graph(nodes, "m", [helper.make_tensor_value_info("x", F32, ["N", "C", 4, 4])],
                          [helper.make_tensor_value_info("out", F32, None)],
                          [numpy_helper.from_array(np.array([4], np.int64), "four"),
                           numpy_helper.from_array(np.array(2.0, np.float32), "two")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    return m


def _run(model: onnx.ModelProto, x: np.ndarray) -> np.ndarray:
    sess = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    return sess.run(None, {"x": x})[0]


@pytest.mark.parametrize("channels, taken", [(8, "pool"), (3, "mul")])
def test_an_if_whose_condition_the_shapes_fix_is_typed_and_replaced_by_its_branch(channels,
                                                                                  taken):
    m = _shape_if()
    g = import_model(m, {"x": (2, channels, 4, 4)})
    assert g.tail is None, "typed from the branch its condition takes"
    assert g.types["y"].shape == ((2, channels, 2, 2) if taken == "pool" else (2, channels, 4, 4))
    assert inline_constant_ifs(g) == ["if"]
    assert [n.op for n in g.nodes] == ["MaxPool" if taken == "pool" else "Mul", "Identity",
                                       "Relu"]
    x = np.random.default_rng(0).standard_normal((2, channels, 4, 4)).astype(np.float32)
    np.testing.assert_array_equal(_run(export_model(g), x), _run(m, x))


def test_nested_ifs_are_inlined_one_level_per_round():
    m = _shape_if(inner=True)
    g = import_model(m, {"x": (1, 8, 4, 4)})
    assert inline_constant_ifs(g) == ["if", "inner_if"]
    assert "If" not in [n.op for n in g.nodes] and "Neg" in [n.op for n in g.nodes]
    x = np.random.default_rng(1).standard_normal((1, 8, 4, 4)).astype(np.float32)
    np.testing.assert_array_equal(_run(export_model(g), x), _run(m, x))


def test_the_ifs_of_a_scripted_or_are_inlined_in_turn():
    """TorchScript's `if a or b:` is If(a) -> then: Constant(true), else: b; and the If that
    reads it. The first If's value must be known at import (its taken branch is a constant), or
    the second started the tail."""
    bool_out = helper.make_tensor_value_info("t_or", TensorProto.BOOL, None)
    or_if = helper.make_node(
        "If", ["wide"], ["either"], name="or_if",
        then_branch=helper.make_graph([helper.make_node(
            "Constant", [], ["t_or"], value=numpy_helper.from_array(np.array(True)))],
            "t", [], [bool_out]),
        else_branch=helper.make_graph([helper.make_node("Equal", ["s", "four"], ["e_or"])],
                                      "e", [], [helper.make_tensor_value_info(
                                          "e_or", TensorProto.BOOL, None)]))
    m = _shape_if()
    nodes = list(m.graph.node)
    nodes[1] = helper.make_node("Greater", ["s", "four"], ["wide"], name="gt")
    nodes.insert(2, or_if)
    nodes[3].input[0] = "either"
    m.graph.ClearField("node")
    m.graph.node.extend(nodes)
    g = import_model(m, {"x": (2, 8, 4, 4)})
    assert g.tail is None
    assert inline_constant_ifs(g) == ["or_if", "if"]
    x = np.random.default_rng(3).standard_normal((2, 8, 4, 4)).astype(np.float32)
    np.testing.assert_array_equal(_run(export_model(g), x), _run(m, x))


def test_an_if_is_kept_where_its_condition_is_known_only_at_run_time_or_names_would_clash():
    dynamic = import_model(_shape_if(), {"x": (2, 8, 4, 4)})
    dynamic.initializers["four"] = np.array([4], np.int64)
    # a run-time condition: the If reads a graph input
    nodes = [n.replace(inputs=("flag",)) if n.op == "If" else n for n in dynamic.nodes]
    dynamic.nodes = nodes
    dynamic.inputs["flag"] = TensorType((), "bool")
    dynamic.types["flag"] = TensorType((), "bool")
    assert inline_constant_ifs(dynamic) == []
    # ONNX's checker refuses a file whose branch reuses an outer name; a graph a pass made
    # could still have one, and inlining would then define it twice
    clash = import_model(_shape_if(), {"x": (2, 3, 4, 4)})
    clash.nodes.append(Node("Neg", ("x",), ("doubled",), name="outside"))
    clash.outputs.append("doubled")
    clash.infer_types()
    assert inline_constant_ifs(clash) == [] and "If" in [n.op for n in clash.nodes]


def test_inspect_names_the_ifs_optimize_inlines(tmp_path, capsys):
    path = tmp_path / "m.onnx"
    onnx.save(_shape_if(inner=True), str(path))
    assert vopt(["inspect", str(path), "--shape", "x=1,8,4,4"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "condition is a constant for these input shapes: if, inner_if" in out


def test_optimize_writes_the_inlined_model_and_audit_rebuilds_it(tmp_path, monkeypatch, capsys):
    path, out, report = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "a.json"
    onnx.save(_shape_if(inner=True), str(path))
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"rules": [TRANSPOSE_CANCEL]}))

    def nodes(g: onnx.GraphProto) -> int:  # an If costs its branches' nodes
        return sum(1 + sum(nodes(a.g) for a in n.attribute if a.type == a.GRAPH)
                   for n in g.node)

    deterministic_optimize(monkeypatch, tmp_path, NodeCount, lambda data, feeds, threads=2, **kw:
                           float(nodes(onnx.load_from_string(data).graph)))
    code = vopt(["optimize", str(path), "-o", str(out), "--json", str(report), "--budget", "5",
                 "--rules", str(rules), "--shape", "x=1,8,4,4"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "inlined 2 If nodes" in captured.out
    written = onnx.load(str(out))
    assert "If" not in [n.op_type for n in written.graph.node], captured.out
    lat = json.loads(report.read_text())["latency"]
    assert lat["kept"] == "optimized" and lat["inlined_ifs"] == ["if", "inner_if"]
    x = np.random.default_rng(2).standard_normal((1, 8, 4, 4)).astype(np.float32)
    np.testing.assert_array_equal(_run(written, x), _run(onnx.load(str(path)), x))
    assert vopt(["audit", str(report)]) == 0, capsys.readouterr().out
