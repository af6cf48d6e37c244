"""Shape arithmetic through operators outside the registry (issue 21, class A).

Exporters compute shapes with Gather, Cast, Range, Equal, Where and Expand, which the registry
does not model, and ONNX's own inference carries no values through several of them. Once
`--shape` fixes the inputs every shape is static: type inference evaluates such a node when its
inputs are known constants (by ONNX's reference evaluator), types a node ONNX left untyped by
ONNX inference of that node alone, and constant folding removes the chain. Each model below is
the chain one exported model of tests/models/zoo has; each failed inspect, run and optimize
with "opaque ...: no type for output" before.
"""

from __future__ import annotations

import json

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper, numpy_helper

from tests.rules.shipped import TRANSPOSE_CANCEL, NodeCount
from verified_opt.cli import main as vopt
from verified_opt.commands import optimize_cmd
from verified_opt.ir.evaluate import evaluate
from verified_opt.ir.fold import fold_constants
from verified_opt.ir.onnx_io import export_model, import_model
from verified_opt.ops.registry import OPS

I64, F32 = TensorProto.INT64, TensorProto.FLOAT


def _init(name, value):
    return numpy_helper.from_array(np.asarray(value), name)


def _model(nodes, inputs, outputs, inits):
    g = helper.make_graph(nodes, "shapes", [helper.make_tensor_value_info(*i) for i in inputs],
                          [helper.make_tensor_value_info(o, F32, None) for o in outputs], inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    return m


def yolo_chunk():
    """YOLOv8's C2f `chunk(2, 1)`: Shape -> Gather -> Add -> Div -> Mul -> Slice ends (ONNX
    does not propagate values through Div)."""
    nodes = [helper.make_node("Shape", ["x"], ["s"]),
             helper.make_node("Gather", ["s", "one"], ["c"], axis=0),
             helper.make_node("Add", ["c", "one"], ["c1"]),
             helper.make_node("Div", ["c1", "two"], ["half"]),
             helper.make_node("Mul", ["half", "one"], ["end"]),
             helper.make_node("Unsqueeze", ["end", "zero1"], ["ends"]),
             helper.make_node("Slice", ["x", "zero1", "ends", "one1"], ["a"], name="slice"),
             helper.make_node("Relu", ["a"], ["y"])]
    inits = [_init("one", np.int64(1)), _init("two", np.int64(2)),
             _init("zero1", np.array([0], np.int64)), _init("one1", np.array([1], np.int64))]
    return (_model(nodes, [("x", F32, ["N", 6, "H", "W"])], ["y"], inits),
            {"x": (1, 6, 4, 5)}, (1, 3, 4, 5))


def cls_expand():
    """ViT's `cls_token.expand(B, -1, -1)`: Shape -> Gather -> Unsqueeze -> Concat, then
    Equal/Where against a ConstantOfShape fill -> Expand (no values through Equal, Where)."""
    nodes = [helper.make_node("Shape", ["x"], ["s"]),
             helper.make_node("Gather", ["s", "zero"], ["b"], axis=0),
             helper.make_node("Unsqueeze", ["b", "zero1"], ["b1"]),
             helper.make_node("Concat", ["b1", "minus1", "minus1"], ["target"], axis=0),
             helper.make_node("ConstantOfShape", ["three"], ["ones"],
                              value=_init("v", np.array([1], np.int64))),
             helper.make_node("Mul", ["ones", "minus1"], ["minus"]),
             helper.make_node("Equal", ["target", "minus"], ["eq"]),
             helper.make_node("Where", ["eq", "ones", "target"], ["shape"]),
             helper.make_node("Expand", ["cls", "shape"], ["cls_b"], name="expand"),
             helper.make_node("Concat", ["cls_b", "x"], ["y"], axis=1)]
    cls = np.random.default_rng(0).standard_normal((1, 1, 8)).astype(np.float32)
    inits = [_init("zero", np.int64(0)), _init("zero1", np.array([0], np.int64)),
             _init("minus1", np.array([-1], np.int64)), _init("three", np.array([3], np.int64)),
             _init("cls", cls)]
    return (_model(nodes, [("x", F32, ["B", 4, 8])], ["y"], inits), {"x": (3, 4, 8)},
            (3, 5, 8))


def pos_slice():
    """A text encoder's `pos[:, :tokens.shape[1]]`: Shape -> Gather -> Unsqueeze -> Slice ends
    (ONNX reads Slice bounds from initializers only)."""
    nodes = [helper.make_node("Shape", ["x"], ["s"]),
             helper.make_node("Gather", ["s", "one"], ["n"], axis=0),
             helper.make_node("Unsqueeze", ["n", "zero1"], ["ends"]),
             helper.make_node("Slice", ["pos", "zero1", "ends", "one1"], ["p"], name="slice"),
             helper.make_node("Add", ["x", "p"], ["y"])]
    pos = np.random.default_rng(1).standard_normal((1, 32, 8)).astype(np.float32)
    inits = [_init("one", np.int64(1)), _init("zero1", np.array([0], np.int64)),
             _init("one1", np.array([1], np.int64)), _init("pos", pos)]
    return (_model(nodes, [("x", F32, ["B", "S", 8])], ["y"], inits), {"x": (2, 16, 8)},
            (2, 16, 8))


def anchors_range():
    """YOLOv8's make_anchors as the dynamo exporter writes it: Shape(start=3) -> Squeeze ->
    Add -> Cast -> Range -> Expand (nothing types a Range on computed bounds)."""
    nodes = [helper.make_node("Shape", ["x"], ["w"], start=3),
             helper.make_node("Squeeze", ["w", "zero1"], ["w0"]),
             helper.make_node("Add", ["w0", "zero"], ["w1"]),
             helper.make_node("Cast", ["w1"], ["wf"], to=F32),
             helper.make_node("Range", ["fzero", "wf", "fone"], ["r"], name="range"),
             helper.make_node("Add", ["r", "half"], ["centres"]),
             helper.make_node("Shape", ["x"], ["hw"], start=2),
             helper.make_node("Expand", ["centres", "hw"], ["grid"], name="expand"),
             helper.make_node("Add", ["x", "grid"], ["y"])]
    inits = [_init("zero1", np.array([0], np.int64)), _init("zero", np.int64(0)),
             _init("fzero", np.float32(0)), _init("fone", np.float32(1)),
             _init("half", np.float32(0.5))]
    return (_model(nodes, [("x", F32, [1, 4, "H", "W"])], ["y"], inits),
            {"x": (1, 4, 3, 5)}, (1, 4, 3, 5))


def zero_state():
    """An LSTM's zero initial state made from the input's shape: Shape -> Gather -> Unsqueeze
    -> Concat -> ConstantOfShape (a run-time fill, not a weight)."""
    nodes = [helper.make_node("Shape", ["x"], ["s"]),
             helper.make_node("Gather", ["s", "one"], ["b"], axis=0),
             helper.make_node("Unsqueeze", ["b", "zero1"], ["b1"]),
             helper.make_node("Concat", ["one1", "b1", "four1"], ["hs"], axis=0),
             helper.make_node("ConstantOfShape", ["hs"], ["h0"], name="fill",
                              value=_init("v", np.array([0.5], np.float32))),
             helper.make_node("MatMul", ["x", "w"], ["m"]),
             helper.make_node("Add", ["m", "h0"], ["y"])]
    w = np.random.default_rng(2).standard_normal((3, 4)).astype(np.float32)
    inits = [_init("one", np.int64(1)), _init("zero1", np.array([0], np.int64)),
             _init("one1", np.array([1], np.int64)), _init("four1", np.array([4], np.int64)),
             _init("w", w)]
    return (_model(nodes, [("x", F32, [7, "B", 3])], ["y"], inits), {"x": (7, 2, 3)},
            (7, 2, 4))


CHAINS = [yolo_chunk, cls_expand, pos_slice, anchors_range, zero_state]
# The operators of these chains that the registry did not model when the zoo failed: removed
# from it in the `opaque` runs, so that the path through ONNX's reference evaluator and
# one-node ONNX inference stays tested as the registry grows.
EXPORTER_OPS = ("Gather", "Cast", "Range", "Equal", "Where", "Expand")
SHAPE_OPS = {"Shape", "Gather", "Cast", "Range", "Equal", "Where", "Expand", "ConstantOfShape",
             "Unsqueeze", "Squeeze", "Div", "Concat"}


def _feeds(shapes):
    rng = np.random.default_rng(3)
    return {k: rng.standard_normal(s).astype(np.float32) for k, s in shapes.items()}


def _ort(model, feeds):
    sess = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    return sess.run(None, feeds)[0]


@pytest.fixture(params=["registry", "opaque"])
def registry(request, monkeypatch):
    """The registry as it stands, or without the exporters' shape operators."""
    if request.param == "opaque":
        for op in EXPORTER_OPS:
            monkeypatch.delitem(OPS, op, raising=False)
    return request.param


def _opaque(monkeypatch, *ops):
    for op in ops:
        monkeypatch.delitem(OPS, op, raising=False)


@pytest.mark.parametrize("build", CHAINS, ids=lambda b: b.__name__)
def test_shape_chains_are_typed_evaluated_and_folded(build, registry):
    m, shapes, out_shape = build()
    g = import_model(m, shapes)
    assert g.types["y"].shape == out_shape
    assert g.dynamic == set(), "the Slice/Reshape/Expand reads a known constant"
    feeds = _feeds(shapes)
    want = _ort(m, feeds)
    np.testing.assert_allclose(evaluate(g, feeds)["y"], want, rtol=1e-6, atol=1e-6)
    folded = g.copy()
    assert fold_constants(folded) > 0
    last = next(n.op_type for n in m.graph.node if n.output[0] == "y")
    assert not set(folded.op_counts()) & (SHAPE_OPS - {last})
    assert folded.opaque_ops() == {}, "the shape chain is gone, and all it read was data"
    np.testing.assert_allclose(_ort(export_model(folded), feeds), want, rtol=1e-6, atol=1e-6)


def test_a_folded_value_comes_from_the_reference_evaluator_and_is_checked(monkeypatch):
    """The value of an opaque node comes from ONNX's reference evaluator, never a guess: one
    whose result contradicts ONNX's type of it is not folded (and stays opaque)."""
    from verified_opt.ir import fold, shape_inference
    from verified_opt.ops.node import TensorType

    _opaque(monkeypatch, "Gather")
    m, shapes, _ = yolo_chunk()
    g = import_model(m, shapes)
    gather = next(n for n in g.nodes if n.op == "Gather")
    assert fold.evaluable_opaque(gather)
    types = dict(g.types)
    consts = {"s": np.array([1, 6, 4, 5], np.int64), "one": np.array(1, np.int64)}
    assert shape_inference.node_types(g, gather, types, consts) == {"c": TensorType((), "int64")}
    folded = g.copy()
    folded.types["c"] = TensorType((1,), "int64")  # what the evaluator does not give
    fold_constants(folded)
    assert "Gather" in folded.op_counts()
    random = helper.make_node("RandomNormalLike", ["x"], ["r"])
    assert not fold.evaluable_opaque(import_model(_model(
        [random, helper.make_node("Add", ["x", "r"], ["y"])], [("x", F32, [2, 3])], ["y"],
        [])).nodes[0])


def test_an_opaque_node_onnx_left_untyped_is_typed_alone_from_the_propagated_types(
        monkeypatch):
    """A Gather on a value reshaped with a shape computed through Div (as attention splits its
    heads): ONNX's whole-graph pass types neither, even at a fixed input shape; the Reshape is
    modelled once its shape is known, and the Gather typed by ONNX inference of it alone."""
    _opaque(monkeypatch, "Gather")
    nodes = [helper.make_node("Shape", ["x"], ["s"]),
             helper.make_node("Gather", ["s", "two"], ["d"], axis=0),
             helper.make_node("Div", ["d", "two"], ["half"]),
             helper.make_node("Unsqueeze", ["half", "zero1"], ["h1"]),
             helper.make_node("Concat", ["zero1", "minus1", "h1"], ["target"], axis=0),
             helper.make_node("Reshape", ["x", "target"], ["r"]),
             helper.make_node("Gather", ["r", "idx"], ["y"], axis=1, name="pick")]
    inits = [_init("two", np.int64(2)), _init("zero1", np.array([0], np.int64)),
             _init("minus1", np.array([-1], np.int64)), _init("idx", np.array([0, 2], np.int64))]
    m = _model(nodes, [("x", F32, [2, 3, 4])], ["y"], inits)
    inferred = onnx.shape_inference.infer_shapes(m, data_prop=True)
    y = next(vi for vi in inferred.graph.output if vi.name == "y")
    assert not all(d.HasField("dim_value") for d in y.type.tensor_type.shape.dim)
    g = import_model(m)
    assert g.types["r"].shape == (2, 6, 2) and g.types["y"].shape == (2, 2, 2)
    assert g.dynamic == set() and g.opaque_ops() == {"Gather": 2}


@pytest.fixture
def _cli(tmp_path, monkeypatch):
    monkeypatch.setenv("VOPT_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path


@pytest.mark.parametrize("build", CHAINS, ids=lambda b: b.__name__)
def test_inspect_and_run_pass(build, registry, _cli, capsys):
    m, shapes, _ = build()
    path = _cli / "m.onnx"
    onnx.save(m, str(path))
    shape = [a for k, v in shapes.items() for a in ("--shape", f"{k}={','.join(map(str, v))}")]
    assert vopt(["inspect", str(path), *shape]) == 0, capsys.readouterr().err
    assert vopt(["run", str(path), "--compare-ort", *shape]) == 0, capsys.readouterr().err






def _half_slice():
    """x[:, :x.shape[1] // 2] as exporters compute it (Shape, Gather, Div, Unsqueeze, Slice)
    into "a", and the (3, 4) weight "w" a MatMul after it reads."""
    nodes = [helper.make_node("Shape", ["x"], ["s"]),
             helper.make_node("Gather", ["s", "one"], ["c"], axis=0),
             helper.make_node("Div", ["c", "two"], ["half"]),
             helper.make_node("Unsqueeze", ["half", "zero1"], ["ends"]),
             helper.make_node("Slice", ["x", "zero1", "ends", "one1"], ["a"])]
    w = np.random.default_rng(0).standard_normal((3, 4)).astype(np.float32)
    inits = [_init("one", np.int64(1)), _init("two", np.int64(2)),
             _init("zero1", np.array([0], np.int64)), _init("one1", np.array([1], np.int64)),
             _init("w", w)]
    return nodes, inits


def test_optimize_writes_the_model_without_its_shape_arithmetic_and_audit_passes(
        _cli, monkeypatch, capsys):
    """A batch-dynamic model whose Slice bound is computed through Gather and Div, and a
    Transpose pair to cancel: the written model has neither, and says what folding did."""
    nodes, inits = _half_slice()
    nodes += [helper.make_node("Transpose", ["a"], ["t0"], perm=[1, 0]),
              helper.make_node("Transpose", ["t0"], ["t1"], perm=[1, 0]),
              helper.make_node("MatMul", ["t1", "w"], ["y"])]
    path, out, report = _cli / "m.onnx", _cli / "o.onnx", _cli / "a.json"
    onnx.save(_model(nodes, [("x", F32, ["B", 6])], ["y"], inits), str(path))
    rules = _cli / "rules.json"
    rules.write_text(json.dumps({"rules": [TRANSPOSE_CANCEL]}))
    monkeypatch.setattr(optimize_cmd, "CostModel", NodeCount)

    def by_size(data, feeds, threads=2, **kw):
        return float(len(onnx.load_from_string(data).graph.node))

    monkeypatch.setattr(optimize_cmd, "measure_model", by_size)
    monkeypatch.setattr(optimize_cmd, "measure_rounds", lambda models, feeds, threads=2, **kw: {
        k: [by_size(d, feeds)] * 5 for k, d in models.items()})
    code = vopt(["optimize", str(path), "-o", str(out), "--json", str(report), "--budget", "10",
                 "--rules", str(rules), "--shape", "x=5,6"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    written = onnx.load(str(out))
    assert [n.op_type for n in written.graph.node] == ["Slice", "MatMul"]
    r = json.loads(report.read_text())
    lat = r["latency"]
    assert lat["kept"] == "optimized" and lat["folded_nodes"] == 4
    assert lat["predicted_ms_before"] == 4.0 and lat["predicted_ms_after"] == 2.0
    assert "cost model: predicted 4.000 -> 2.000 ms" in captured.out
    assert "removed 4 nodes" in captured.out
    feeds = _feeds({"x": (5, 6)})
    np.testing.assert_allclose(_ort(written, feeds), _ort(onnx.load(str(path)), feeds),
                               rtol=1e-6)
    assert vopt(["audit", str(report)]) == 0, capsys.readouterr().out


@pytest.mark.parametrize("faster", [True, False])
def test_a_model_only_folding_changes_is_written_when_it_measures_faster(
        _cli, monkeypatch, capsys, faster):
    """No rewrite applies, but folding the shape arithmetic for the --shape given removes four
    nodes: the folded model goes through the keep rule like a rewritten one (onnxsim writes
    it too), and is written only when it measures faster."""
    nodes, inits = _half_slice()
    nodes.append(helper.make_node("MatMul", ["a", "w"], ["y"]))
    path, out, report = _cli / "m.onnx", _cli / "o.onnx", _cli / "a.json"
    onnx.save(_model(nodes, [("x", F32, ["B", 6])], ["y"], inits), str(path))
    rules = _cli / "rules.json"
    rules.write_text(json.dumps({"rules": [TRANSPOSE_CANCEL]}))   # nothing to cancel here
    monkeypatch.setattr(optimize_cmd, "CostModel", NodeCount)

    def timed(data, feeds, threads=2, **kw):
        return float(len(onnx.load_from_string(data).graph.node)) if faster else 1.0

    monkeypatch.setattr(optimize_cmd, "measure_model", timed)
    monkeypatch.setattr(optimize_cmd, "measure_rounds", lambda models, feeds, threads=2, **kw: {
        k: [timed(d, feeds)] * 5 for k, d in models.items()})
    code = vopt(["optimize", str(path), "-o", str(out), "--json", str(report), "--budget", "10",
                 "--rules", str(rules), "--shape", "x=4,6"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    lat = json.loads(report.read_text())["latency"]
    written = onnx.load(str(out))
    if faster:
        assert lat["kept"] == "optimized" and lat["folded_nodes"] == 4
        assert [n.op_type for n in written.graph.node] == ["Slice", "MatMul"]
        assert [d.dim_value for d in written.graph.input[0].type.tensor_type.shape.dim] == [4, 6]
        assert "inputs fixed to --shape" in captured.out
        feeds = _feeds({"x": (4, 6)})
        np.testing.assert_allclose(_ort(written, feeds), _ort(onnx.load(str(path)), feeds),
                                   rtol=1e-6)
    else:
        assert lat["kept"] == "original" and "not faster" in lat["note"]
        assert out.read_bytes() == path.read_bytes()
    assert vopt(["audit", str(report)]) == 0, capsys.readouterr().out
