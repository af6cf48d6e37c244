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
from verified_opt.ir.fold import fold_constants
from verified_opt.ir.onnx_io import export_model, import_model
from verified_opt.ops.node import Node, TensorType
from verified_opt.passes.inline_if import inline_constant_ifs

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


def _nodes(g: onnx.GraphProto) -> int:
    """Nodes, an If counted with its branches' (what it may run)."""
    return sum(1 + sum(_nodes(a.g) for a in n.attribute if a.type == a.GRAPH) for n in g.node)


def _by_nodes(data: bytes, *args, **kwargs) -> float:
    """A latency for the keep rule: the model's nodes."""
    return float(_nodes(onnx.load_from_string(data).graph))


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
    fold_constants(g)  # the pipeline folds after inlining: the condition's arithmetic goes
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


def test_an_if_is_kept_where_its_condition_is_known_only_at_run_time():
    dynamic = import_model(_shape_if(), {"x": (2, 8, 4, 4)})
    dynamic.initializers["four"] = np.array([4], np.int64)
    # a run-time condition: the If reads a graph input
    nodes = [n.replace(inputs=("flag",)) if n.op == "If" else n for n in dynamic.nodes]
    dynamic.nodes = nodes
    dynamic.inputs["flag"] = TensorType((), "bool")
    dynamic.types["flag"] = TensorType((), "bool")
    assert inline_constant_ifs(dynamic) == []


def test_a_branch_name_taken_outside_is_renamed_as_the_branch_is_inlined():
    # ONNX's checker refuses a file whose branch reuses an outer name; a graph a pass made
    # could still have one, and inlining as it is would define it twice
    clash = import_model(_shape_if(), {"x": (2, 3, 4, 4)})
    clash.nodes.append(Node("Neg", ("x",), ("doubled",), name="outside"))
    clash.outputs.append("doubled")
    clash.infer_types()
    assert inline_constant_ifs(clash) == ["if"] and "If" not in [n.op for n in clash.nodes]
    defined = [o for n in clash.nodes for o in n.outputs]
    assert len(defined) == len(set(defined)) and defined.count("doubled") == 1
    x = np.random.default_rng(4).standard_normal((2, 3, 4, 4)).astype(np.float32)
    sess = ort.InferenceSession(export_model(clash).SerializeToString(),
                                providers=["CPUExecutionProvider"])
    out, doubled = sess.run(["out", "doubled"], {"x": x})
    np.testing.assert_array_equal(out, np.maximum(x * np.float32(2), 0))
    np.testing.assert_array_equal(doubled, -x)


def _sibling_ifs() -> onnx.ModelProto:
    """Two Ifs on shapes whose branches both define `t` (sibling scopes may: ONNX Runtime runs
    it), the second reading the first's output."""
    def if_node(name: str, src: str, out: str) -> onnx.NodeProto:
        return helper.make_node(
            "If", ["cond"], [out], name=name,
            then_branch=_branch(f"{name}_then", [
                helper.make_node("Mul", [src, "two"], ["t"], name=f"{name}_mul"),
                helper.make_node("Neg", ["t"], ["r"], name=f"{name}_neg")], "r",
                {"two": np.array(2.0, np.float32)}),
            else_branch=_branch(f"{name}_else", [
                helper.make_node("Abs", [src], ["t"], name=f"{name}_abs")], "t"))
    nodes = [helper.make_node("Shape", ["x"], ["s"], start=1, end=2, name="shape"),
             helper.make_node("Greater", ["s", "four"], ["cond"], name="gt"),
             if_node("if1", "x", "y1"), if_node("if2", "y1", "out")]
    g = helper.make_graph(nodes, "m", [helper.make_tensor_value_info("x", F32, ["N", "C", 4, 4])],
                          [helper.make_tensor_value_info("out", F32, None)],
                          [numpy_helper.from_array(np.array([4], np.int64), "four")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    return m


@pytest.mark.parametrize("channels", [8, 3])
def test_sibling_ifs_whose_branches_define_the_same_name_are_both_inlined(channels):
    m = _sibling_ifs()
    g = import_model(m, {"x": (2, channels, 4, 4)})
    assert inline_constant_ifs(g) == ["if1", "if2"]
    assert "If" not in [n.op for n in g.nodes]
    defined = [o for n in g.nodes for o in n.outputs] + list(g.initializers)
    assert len(defined) == len(set(defined)), "every name defined once"
    x = np.random.default_rng(5).standard_normal((2, channels, 4, 4)).astype(np.float32)
    np.testing.assert_array_equal(_run(export_model(g), x), _run(m, x))


def test_a_fresh_name_avoids_the_names_the_branch_itself_defines():
    """if1's branch defines `t` (clashing with if2's) and `if1/t`, the name a clash would get."""
    m = _sibling_ifs()
    branch = next(a.g for a in m.graph.node[2].attribute if a.name == "then_branch")
    branch.node[1].CopyFrom(helper.make_node("Abs", ["x"], ["if1/t"], name="if1_abs2"))
    branch.node.append(helper.make_node("Sub", ["t", "if1/t"], ["r"], name="if1_sub"))
    g = import_model(m, {"x": (2, 8, 4, 4)})
    assert inline_constant_ifs(g) == ["if1", "if2"]
    defined = [o for n in g.nodes for o in n.outputs] + list(g.initializers)
    assert len(defined) == len(set(defined)), "every name defined once"
    x = np.random.default_rng(8).standard_normal((2, 8, 4, 4)).astype(np.float32)
    np.testing.assert_array_equal(_run(export_model(g), x), _run(m, x))


def test_a_clashing_name_that_a_nested_subgraph_reads_keeps_its_if():
    """Renaming would have to reach into the nested subgraph: the If stays (for now)."""
    m = _sibling_ifs()
    branch = next(a.g for a in m.graph.node[3].attribute if a.name == "then_branch")
    branch.node[1].CopyFrom(helper.make_node(
        "If", ["cond"], ["r"], name="nested",
        then_branch=_branch("nt", [helper.make_node("Neg", ["t"], ["n1"], name="n_neg")], "n1"),
        else_branch=_branch("ne", [helper.make_node("Abs", ["t"], ["n2"], name="n_abs")], "n2")))
    g = import_model(m, {"x": (2, 8, 4, 4)})
    g.nodes.append(Node("Neg", ("x",), ("t",), name="outside"))  # what a pass could add
    g.outputs.append("t")
    g.infer_types()
    assert inline_constant_ifs(g) == ["if1"]
    assert [n.name for n in g.nodes if n.op == "If"] == ["if2"]
    assert [o for n in g.nodes for o in n.outputs].count("t") == 1


@pytest.mark.parametrize("channels, shape", [(8, (1, 8, 1, 1)), (3, ()), (8, ())])
def test_a_branch_that_returns_its_own_constant_types_the_if(channels, shape):
    """`if x.shape[1] > 4: scale = CONST else: scale = x.mean((2, 3))`: ONNX's inference
    leaves a branch output that is the branch's initializer untyped, and the If started the
    tail."""
    c = np.full(shape, 0.5, np.float32)
    then = helper.make_graph([], "then", [], [helper.make_tensor_value_info("c", F32, None)],
                             [numpy_helper.from_array(c, "c")])
    nodes = [helper.make_node("Shape", ["x"], ["s"], start=1, end=2, name="shape"),
             helper.make_node("Greater", ["s", "four"], ["cond"], name="gt"),
             helper.make_node("If", ["cond"], ["y"], name="if", then_branch=then,
                              else_branch=_branch("else", [helper.make_node(
                                  "ReduceMean", ["x"], ["mn"], axes=[2, 3], keepdims=1,
                                  name="mean")], "mn")),
             helper.make_node("Mul", ["x", "y"], ["out"], name="mul")]
    g = helper.make_graph(nodes, "m", [helper.make_tensor_value_info("x", F32, ["N", "C", 4, 4])],
                          [helper.make_tensor_value_info("out", F32, None)],
                          [numpy_helper.from_array(np.array([4], np.int64), "four")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    graph = import_model(m, {"x": (2, channels, 4, 4)})
    assert graph.tail is None
    assert graph.types["y"].shape == (shape if channels > 4 else (2, channels, 1, 1))
    assert inline_constant_ifs(graph) == ["if"]
    x = np.random.default_rng(7).standard_normal((2, channels, 4, 4)).astype(np.float32)
    np.testing.assert_array_equal(_run(export_model(graph), x), _run(m, x))


@pytest.mark.parametrize("batch", [1, 2])
def test_an_if_whose_taken_branch_holds_an_if_of_another_shape_is_typed_and_inlined(batch):
    """The inner If (on x.shape[0] == 1) picks MaxPool or Neg, of different shapes: ONNX's
    inference of the outer If cannot tell which, and the outer If started the tail."""
    m = _shape_if(inner=True)
    outer_then = next(a.g for a in m.graph.node[2].attribute if a.name == "then_branch")
    inner = outer_then.node[-1]
    inner_then = next(a.g for a in inner.attribute if a.name == "then_branch")
    inner_then.node[0].CopyFrom(helper.make_node("MaxPool", ["pooled"], ["negated"],
                                                 kernel_shape=[2, 2], strides=[2, 2],
                                                 name="pool2"))
    g = import_model(m, {"x": (batch, 8, 4, 4)})
    assert g.tail is None
    assert g.types["y"].shape == ((batch, 8, 1, 1) if batch == 1 else (batch, 8, 2, 2))
    assert inline_constant_ifs(g) == ["if", "inner_if"]
    x = np.random.default_rng(9).standard_normal((batch, 8, 4, 4)).astype(np.float32)
    np.testing.assert_array_equal(_run(export_model(g), x), _run(m, x))


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

    deterministic_optimize(monkeypatch, tmp_path, NodeCount, _by_nodes)
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


def _ulp_if() -> tuple[onnx.ModelProto, np.ndarray]:
    """The red-team's model: If(Tanh(0.3) > thr), thr ORT's own Tanh(0.3), which our fold
    computes an ulp higher: folding says then (Relu(x)), ONNX Runtime says else
    (Relu(Min(x, 100))); the two agree on the check's draws, not at x = 200."""
    c = np.array(0.3, np.float32)
    probe = helper.make_model(helper.make_graph(
        [helper.make_node("Tanh", ["c"], ["t"])], "p",
        [helper.make_tensor_value_info("c", F32, [])], [helper.make_tensor_value_info(
            "t", F32, [])]), opset_imports=[helper.make_opsetid("", 17)])
    probe.ir_version = 8
    thr = ort.InferenceSession(probe.SerializeToString(),
                               providers=["CPUExecutionProvider"]).run(None, {"c": c})[0]
    nodes = [helper.make_node("Tanh", ["c"], ["tc"], name="tanh"),
             helper.make_node("Greater", ["tc", "thr"], ["cond"], name="gt"),
             helper.make_node("If", ["cond"], ["y"], name="if",
                              then_branch=_branch("then", [helper.make_node(
                                  "Relu", ["x"], ["r"], name="relu_t")], "r"),
                              else_branch=_branch("else", [
                                  helper.make_node("Min", ["x", "cap"], ["mc"], name="cap"),
                                  helper.make_node("Relu", ["mc"], ["r2"], name="relu_e")],
                                  "r2"))]
    g = helper.make_graph(nodes, "m", [helper.make_tensor_value_info("x", F32, [4, 16])],
                          [helper.make_tensor_value_info("y", F32, None)],
                          [numpy_helper.from_array(c, "c"),
                           numpy_helper.from_array(np.asarray(thr, np.float32), "thr"),
                           numpy_helper.from_array(np.array(100.0, np.float32), "cap")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    return m, np.full((4, 16), 200.0, np.float32)


def test_a_condition_from_float_arithmetic_takes_the_branch_onnx_runtime_takes(monkeypatch):
    """Folding now gives a comparison fed by float arithmetic ONNX Runtime's value
    (ir/fold.py); where folding and ORT still disagree, the If stays."""
    m, x = _ulp_if()
    g = import_model(m)
    assert inline_constant_ifs(g) == ["if"] and "Min" in [n.op for n in g.nodes]
    np.testing.assert_array_equal(_run(export_model(g), x), _run(m, x))
    from verified_opt.passes import inline_if

    flipped = import_model(m)  # a fold that differs from ORT, as it once did: left alone
    monkeypatch.setattr(inline_if, "_ort_conditions",
                        lambda graph, ifs: {n.inputs[0]: np.array(True) for n in ifs})
    assert inline_constant_ifs(flipped) == [] and "If" in [n.op for n in flipped.nodes]


def test_inlined_nodes_take_no_name_of_the_file(tmp_path, monkeypatch, capsys):
    """A branch node named like the top-level Shape the condition's folding removes, or like
    the If itself: the audit's trace took it for the file's node of that name."""
    m = _shape_if()
    branch = next(a.g for a in m.graph.node[2].attribute if a.name == "then_branch")
    branch.node[0].name = "shape"
    other = next(a.g for a in m.graph.node[2].attribute if a.name == "else_branch")
    other.node[0].name = "if"
    for c, out in ((8, "a.json"), (3, "b.json")):
        g = import_model(m, {"x": (1, c, 4, 4)})
        assert inline_constant_ifs(g) == ["if"]
        assert not {"shape", "if"} & {n.name for n in g.nodes if n.op in ("MaxPool", "Mul")}
        path, report = tmp_path / "m.onnx", tmp_path / out
        onnx.save(m, str(path))
        deterministic_optimize(monkeypatch, tmp_path, NodeCount, lambda *a, **k: 1.0)
        assert vopt(["optimize", str(path), "-o", str(tmp_path / f"o{c}.onnx"), "--json",
                     str(report), "--budget", "2", "--shape", f"x=1,{c},4,4"]) == 0
        assert vopt(["audit", str(report)]) == 0, capsys.readouterr().out


def test_the_written_model_declares_no_type_for_a_value_it_no_longer_has():
    """The taken branch's string constant, read only through Shape: folded away, its type
    stayed in graph.types, and the export declared it (vopt could not load the file again)."""
    m = _shape_if()
    branch = next(a.g for a in m.graph.node[2].attribute if a.name == "then_branch")
    branch.initializer.append(numpy_helper.from_array(np.array(["a", "b"], dtype=object), "bw"))
    branch.node.insert(0, helper.make_node("Shape", ["bw"], ["bs"]))
    g = import_model(m, {"x": (1, 8, 4, 4)})
    assert inline_constant_ifs(g) == ["if"]
    fold_constants(g)
    written = export_model(g)
    assert not {"bw", "bs", "cond"} & {vi.name for vi in written.graph.value_info}
    import_model(written)  # loads again


def test_a_condition_from_float_arithmetic_does_not_type_the_if_from_one_branch():
    """With branches of different shapes, the fold's branch typed the If: Tanh's ulp made it
    the branch ONNX Runtime does not take, and Shape() of the If folded to its shape."""
    m, _ = _ulp_if()
    other = next(a.g for a in m.graph.node[2].attribute if a.name == "else_branch")
    other.node.append(helper.make_node("Flatten", ["r2"], ["flat"], axis=0))
    other.output[0].name = "flat"
    g = import_model(m)
    assert g.tail is not None and [n.name for n in g.tail.nodes] == ["if"]


def test_the_audit_checks_the_reports_list_of_inlined_ifs(tmp_path, monkeypatch, capsys):
    path, report = tmp_path / "m.onnx", tmp_path / "a.json"
    onnx.save(_shape_if(inner=True), str(path))
    deterministic_optimize(monkeypatch, tmp_path, NodeCount, _by_nodes)
    assert vopt(["optimize", str(path), "-o", str(tmp_path / "o.onnx"), "--json", str(report),
                 "--budget", "2", "--shape", "x=1,8,4,4"]) == 0
    doc = json.loads(report.read_text())
    assert doc["latency"]["inlined_ifs"] == ["if", "inner_if"]
    assert vopt(["audit", str(report)]) == 0, capsys.readouterr().out
    for forged in ([], ["if"], ["not_an_if"]):
        doc["latency"]["inlined_ifs"] = forged
        report.write_text(json.dumps(doc))
        assert vopt(["audit", str(report)]) == 1
        assert "inlining the input's gives ['if', 'inner_if']" in capsys.readouterr().out


def test_an_if_output_without_a_name_is_one_line_and_exit_2(tmp_path, capsys):
    """ONNX Runtime crashed (SIGSEGV) in the end-to-end check on such a model."""
    m = _shape_if()
    m.graph.node[2].output.append("")
    for b in ("then_branch", "else_branch"):
        branch = next(a.g for a in m.graph.node[2].attribute if a.name == b)
        branch.output.append(helper.make_tensor_value_info(branch.output[0].name, F32, None))
    path = tmp_path / "m.onnx"
    onnx.save(m, str(path))
    assert vopt(["optimize", str(path), "-o", str(tmp_path / "o.onnx"), "--shape",
                 "x=1,8,4,4", "--budget", "2"]) == 2
    assert "If 'if' has an output with an empty name" in capsys.readouterr().err
