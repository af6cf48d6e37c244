"""`vopt optimize` on a model whose end has shapes known only at run time: an If on a sample
rate whose branches give different shapes, as silero-vad's models have (exit 2 before). The
nodes from the If on pass through as the graph's tail (ir/test_tail.py); --input-range fixes
the sample rate that the checks draw; the audit holds the run to both."""

from __future__ import annotations

import hashlib
import json

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import helper, numpy_helper

from tests.cli.test_optimize import NodeCount, _latency_by_size, _rules
from tests.rules.shipped import TRANSPOSE_CANCEL
from verified_opt.cli import main as vopt
from verified_opt.commands import optimize_cmd


@pytest.fixture(autouse=True)
def _cost_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("VOPT_CACHE_DIR", str(tmp_path / "cache"))


def _branch(name: str, nodes: list, inits: dict) -> onnx.GraphProto:
    return helper.make_graph(nodes, name, [], [helper.make_tensor_value_info(
        f"{name}_y", onnx.TensorProto.FLOAT, None)],
        [numpy_helper.from_array(v, k) for k, v in inits.items()])


def sample_rate_model(path):
    """Transpose pair -> MatMul, then If(sr == 16000): Relu of it (2 x 4), else a Reshape to 3 x 3
    that fails at run time (8 values): ONNX Runtime runs it only at the rate it was made for."""
    w = np.random.default_rng(0).standard_normal((3, 4)).astype(np.float32)
    then = _branch("then", [helper.make_node("Relu", ["m"], ["then_y"])], {})
    other = _branch("else", [helper.make_node("Reshape", ["m", "bad"], ["else_y"])],
                    {"bad": np.array([3, 3], np.int64)})
    nodes = [helper.make_node("Transpose", ["x"], ["t0"], perm=[1, 0], name="T0"),
             helper.make_node("Transpose", ["t0"], ["t1"], perm=[1, 0], name="T1"),
             helper.make_node("MatMul", ["t1", "w"], ["m"], name="mm"),
             helper.make_node("Equal", ["sr", "k16"], ["is16"], name="eq"),
             helper.make_node("If", ["is16"], ["y"], name="rate", then_branch=then,
                              else_branch=other)]
    g = helper.make_graph(nodes, "rate", [
        helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [2, 3]),
        helper.make_tensor_value_info("sr", onnx.TensorProto.INT64, [])],
        [helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, None)],
        [numpy_helper.from_array(w, "w"), numpy_helper.from_array(np.array(16000), "k16")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    onnx.save(m, str(path))
    return path


def _run(path, **feeds):
    return ort.InferenceSession(str(path)).run(None, feeds)[0]


def test_a_branch_picked_by_an_input_needs_its_value(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(optimize_cmd, "CostModel", NodeCount)
    _latency_by_size(monkeypatch)
    model, out, report = sample_rate_model(tmp_path / "m.onnx"), tmp_path / "o.onnx", \
        tmp_path / "a.json"
    args = ["optimize", str(model), "-o", str(out), "--json", str(report), "--budget", "10",
            "--rules", _rules(tmp_path, TRANSPOSE_CANCEL)]
    assert vopt(args) == 2  # sr drawn at random: the else branch, which ORT cannot run
    err = capsys.readouterr().err
    assert "ONNX Runtime failed to run the model" in err and "'sr'" in err, err
    assert not out.exists()

    assert vopt(args + ["--input-range", "sr=16000,16000"]) == 0, capsys.readouterr().err
    r = json.loads(report.read_text())
    assert [a["rule"] for a in r["applied"]] == ["transpose_cancel_test"]
    assert r["options"]["input_range"] == ["sr=16000,16000"]
    assert r["unsupported"] == {"If": 1}
    written = onnx.load(str(out))
    assert [n.op_type for n in written.graph.node] == ["MatMul", "Equal", "If"]
    assert [o.name for o in written.graph.output] == ["y"]
    x = np.random.default_rng(1).standard_normal((2, 3)).astype(np.float32)
    sr = np.array(16000, np.int64)
    np.testing.assert_allclose(_run(out, x=x, sr=sr), _run(model, x=x, sr=sr), rtol=1e-6)
    capsys.readouterr()
    assert vopt(["audit", str(report)]) == 0
    said = " ".join(capsys.readouterr().out.split())
    assert "all hold" in said and \
        "inputs drawn as the report's input_range says: sr in [16000, 16000]" in said, said


def test_the_audit_sees_a_tail_changed_after_the_run(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(optimize_cmd, "CostModel", NodeCount)
    _latency_by_size(monkeypatch)
    model, out, report = sample_rate_model(tmp_path / "m.onnx"), tmp_path / "o.onnx", \
        tmp_path / "a.json"
    assert vopt(["optimize", str(model), "-o", str(out), "--json", str(report), "--budget", "10",
                 "--rules", _rules(tmp_path, TRANSPOSE_CANCEL),
                 "--input-range", "sr=16000,16000"]) == 0
    forged = onnx.load(str(out))
    branch = next(a for a in forged.graph.node[-1].attribute if a.name == "then_branch")
    branch.g.node[0].op_type = "Sigmoid"  # the tail now computes something else
    onnx.save(forged, str(out))
    r = json.loads(report.read_text())
    r["output"]["sha256"] = hashlib.sha256(out.read_bytes()).hexdigest()
    report.write_text(json.dumps(r))
    capsys.readouterr()
    assert vopt(["audit", str(report)]) == 1
    out_text = " ".join(capsys.readouterr().out.split())  # the console may fold lines
    assert "do not rebuild the written model: node 'rate' (If) differs" in out_text, out_text


def test_derive_and_inspect_name_the_tail(tmp_path, capsys):
    model = sample_rate_model(tmp_path / "m.onnx")
    assert vopt(["derive", str(model), "--node", "rate"]) == 2
    assert "follows a value whose shape is known only at run time" in capsys.readouterr().err
    assert vopt(["inspect", str(model)]) == 0
    out = " ".join(capsys.readouterr().out.split())  # the console may fold lines
    assert "1 nodes after a value whose shape is known only at run time (from If 'rate' on)" \
        in out, out


def test_inspect_lists_a_tails_modelled_operators_apart(tmp_path, capsys):
    """The Transpose after NonZero is modelled: it passes through as part of the tail, not as
    an operator vopt does not model."""
    from tests.ir.test_tail import nonzero_model

    onnx.save(nonzero_model(), str(tmp_path / "nz.onnx"))
    assert vopt(["inspect", str(tmp_path / "nz.onnx")]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "not modelled (passed through untouched, never rewritten): NonZero x1 " in out, out
    assert "2 nodes after a value whose shape is known only at run time" in out


def test_a_tail_the_opset_converter_rewrote_keeps_the_file(tmp_path, monkeypatch, capsys):
    """The second red-team review: an opset-12 model whose tail holds a Hardmax (NonZero before
    it); ONNX's converter keeps the node as it is at 18, where Hardmax means something else
    for rank > 2, and the checks' draws gave NonZero 0 rows. The rewrite before the tail is
    made, but the file as given is what is written, and the audit says so of a forged one."""
    monkeypatch.setattr(optimize_cmd, "CostModel", NodeCount)
    _latency_by_size(monkeypatch)
    nodes = [helper.make_node("Transpose", ["x"], ["t0"], perm=[1, 0], name="T0"),
             helper.make_node("Transpose", ["t0"], ["t1"], perm=[1, 0], name="T1"),
             helper.make_node("Sub", ["t1", "hundred"], ["s"], name="sub"),
             helper.make_node("Relu", ["s"], ["r"], name="relu"),
             helper.make_node("NonZero", ["r"], ["nz"], name="nz"),  # none on the draws
             helper.make_node("Cast", ["nz"], ["f"], to=1, name="cast"),
             helper.make_node("Unsqueeze", ["f"], ["f3"], axes=[0], name="unsq"),
             helper.make_node("Hardmax", ["f3"], ["y"], axis=1, name="hm")]
    g = helper.make_graph(nodes, "hm", [helper.make_tensor_value_info(
        "x", onnx.TensorProto.FLOAT, [2, 3])], [helper.make_tensor_value_info(
            "y", onnx.TensorProto.FLOAT, None)], [numpy_helper.from_array(
                np.array(100, np.float32), "hundred")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 12)])
    m.ir_version = 7
    src, out, report = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "a.json"
    onnx.save(m, str(src))
    assert vopt(["optimize", str(src), "-o", str(out), "--json", str(report), "--budget", "10",
                 "--rules", _rules(tmp_path, TRANSPOSE_CANCEL)]) == 0, capsys.readouterr().err
    r = json.loads(report.read_text())
    assert r["latency"]["kept"] == "original" and "Hardmax" in r["latency"]["note"], r["latency"]
    assert out.read_bytes() == src.read_bytes()
    m.doc_string = "written otherwise"  # any other file: the audit names the conversion
    onnx.save(m, str(out))
    r["output"]["sha256"] = hashlib.sha256(out.read_bytes()).hexdigest()
    report.write_text(json.dumps(r))
    capsys.readouterr()
    assert vopt(["audit", str(report)]) == 1
    said = " ".join(capsys.readouterr().out.split())
    assert "whose meaning ONNX's opset converter changed (Hardmax)" in said, said


def test_fixed_shapes_under_which_a_branch_is_ill_typed_are_named_as_the_cause(tmp_path,
                                                                              capsys):
    """silero_vad.onnx at 512 samples: ORT types both branches of If(sr == 16000), and the 8 kHz
    one does not hold at that size, while the file as given (a dynamic length) loads. The
    error says --shape is the cause, not the file."""
    w = np.random.default_rng(0).standard_normal((256, 4)).astype(np.float32)
    then = _branch("then", [helper.make_node("Relu", ["x"], ["then_y"])], {})
    other = _branch("else", [helper.make_node("MatMul", ["x", "w"], ["else_y"])], {})
    nodes = [helper.make_node("Equal", ["sr", "k16"], ["is16"], name="eq"),
             helper.make_node("If", ["is16"], ["y"], name="rate", then_branch=then,
                              else_branch=other)]
    g = helper.make_graph(nodes, "rate", [
        helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [1, "n"]),
        helper.make_tensor_value_info("sr", onnx.TensorProto.INT64, [])],
        [helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, None)],
        [numpy_helper.from_array(w, "w"), numpy_helper.from_array(np.array(16000), "k16")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    path = tmp_path / "m.onnx"
    onnx.save(m, str(path))
    code = vopt(["optimize", str(path), "-o", str(tmp_path / "o.onnx"), "--budget", "2",
                 "--shape", "x=1,512", "--input-range", "sr=16000,16000"])
    err = capsys.readouterr().err
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "with its inputs fixed to --shape x=1,512, ONNX Runtime cannot load" in err
    assert "the file as given loads with the shapes it declares" in err
    assert not (tmp_path / "o.onnx").exists()
