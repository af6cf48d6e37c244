"""What `vopt optimize` writes (issue 16 point 6): `-o` naming the input model is refused
unless --overwrite says so (links included), a report never overwrites a model, and every file is
written atomically: a failure or an interrupt mid-write leaves the previous file as it was and
no temporary file behind."""

from __future__ import annotations

import hashlib
import json
import os

import numpy as np
import onnx
import pytest
from onnx import helper, numpy_helper

from tests.rules.shipped import TRANSPOSE_CANCEL, NodeCount
from verified_opt.commands import optimize_cmd


def _size(data, feeds, threads=2, **kw):
    return float(len(onnx.load_from_string(data).graph.node))


@pytest.fixture(autouse=True)
def _deterministic(tmp_path, monkeypatch):
    """Node counts for costs and latencies: no timing in these tests."""
    monkeypatch.setenv("VOPT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(optimize_cmd, "CostModel", NodeCount)
    monkeypatch.setattr(optimize_cmd, "measure_model", _size)
    monkeypatch.setattr(optimize_cmd, "measure_rounds", lambda models, feeds, threads=2, **kw: {
        k: [_size(d, feeds)] * 5 for k, d in models.items()})


@pytest.fixture
def model(tmp_path):
    w = numpy_helper.from_array(np.random.default_rng(0).standard_normal((3, 4))
                                .astype(np.float32), "w")
    nodes = [helper.make_node("Transpose", ["x"], ["t0"], perm=[1, 0], name="T0"),
             helper.make_node("Transpose", ["t0"], ["t1"], perm=[1, 0], name="T1"),
             helper.make_node("MatMul", ["t1", "w"], ["y"], name="mm")]
    g = helper.make_graph(nodes, "opt", [helper.make_tensor_value_info("x", 1, [2, 3])],
                          [helper.make_tensor_value_info("y", 1, [2, 4])], [w])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    path = tmp_path / "m.onnx"
    onnx.save(m, str(path))
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"rules": [TRANSPOSE_CANCEL]}))
    return path


def _optimize(vopt, model, out, *extra):
    return vopt("optimize", model, "-o", out, "--rules", model.parent / "rules.json",
                "--budget", "5", *extra)



def _spellings(model):
    """The input model under other names: the path itself, another spelling, links."""
    sub = model.parent / "sub"
    sub.mkdir()
    (model.parent / "soft.onnx").symlink_to(model)
    os.link(model, model.parent / "hard.onnx")
    return [model, sub / ".." / model.name, model.parent / "soft.onnx", model.parent / "hard.onnx"]


def test_output_equal_to_the_input_is_refused(vopt, model):
    before = model.read_bytes()
    for out in _spellings(model):
        _optimize(vopt, model, out).one_line_error(f"output {out} is the input model", "--overwrite")
    assert model.read_bytes() == before


def test_a_report_never_overwrites_a_model(vopt, model, tmp_path):
    before = model.read_bytes()
    out = tmp_path / "o.onnx"
    _optimize(vopt, model, out, "--json", model).one_line_error("--json", "would overwrite")
    _optimize(vopt, model, out, "--report", out).one_line_error("--report", "would overwrite")
    assert model.read_bytes() == before and not out.exists()


def test_overwrite_replaces_the_input_and_reports_its_original_hash(vopt, model, tmp_path):
    before = model.read_bytes()
    report = tmp_path / "a.json"
    r = _optimize(vopt, model, model, "--overwrite", "--json", report)
    assert r.code == 0, r.err
    assert model.read_bytes() != before
    assert [n.op_type for n in onnx.load(str(model)).graph.node] == ["MatMul"]
    data = json.loads(report.read_text())
    assert data["input"]["sha256"] == hashlib.sha256(before).hexdigest()
    assert data["output"]["sha256"] == hashlib.sha256(model.read_bytes()).hexdigest()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


@pytest.mark.parametrize("fail", [OSError(28, "No space left on device"), KeyboardInterrupt()])
@pytest.mark.parametrize("target", ["model", "report"])
def test_a_failed_write_leaves_the_previous_file(vopt, model, tmp_path, monkeypatch, fail, target):
    out, report = tmp_path / "o.onnx", tmp_path / "a.json"
    out.write_bytes(b"the previous model")
    report.write_text("the previous report")
    victim = out if target == "model" else report
    real = os.replace

    def replace(src, dst):
        if os.path.abspath(dst) == str(victim):
            raise fail
        return real(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    if isinstance(fail, KeyboardInterrupt):
        r = _optimize(vopt, model, out, "--json", report)
        assert r.code == 130 and "interrupted" in r.err
    else:
        _optimize(vopt, model, out, "--json", report).one_line_error(str(victim), "cannot write",
                  "No space left")
    # the model is written first: when it fails, the report is never written either
    assert (out.read_bytes() == b"the previous model") == (target == "model")
    assert report.read_text() == "the previous report"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_outputs_never_name_a_rule_file_nor_each_other(vopt, model, tmp_path):
    rules = model.parent / "rules.json"
    before = rules.read_bytes()
    out = tmp_path / "o.onnx"
    for flag in ("-o", "--json", "--report"):
        args = ["--json", tmp_path / "a.json"] if flag != "--json" else []
        if flag == "-o":
            r = vopt("optimize", model, "-o", rules, "--rules", rules, "--budget", "5")
        else:
            r = _optimize(vopt, model, out, flag, rules, *args)
        r.one_line_error(flag, f"would overwrite the input {rules}")
    folder = tmp_path / "lib"
    folder.mkdir()
    (folder / "r.json").write_bytes(before)
    r = vopt("optimize", model, "-o", out, "--rules", folder, "--json", folder / "r.json")
    r.one_line_error("--json", "would overwrite the input")
    r = _optimize(vopt, model, out, "--json", tmp_path / "x", "--report", tmp_path / "x")
    r.one_line_error("--report", "--json")
    assert rules.read_bytes() == before and not out.exists()


@pytest.mark.parametrize("where", ["under the model", "/proc", "/sys"])
def test_an_output_that_cannot_be_written_is_refused_before_the_work(vopt, model, tmp_path,
                                                                     monkeypatch, where):
    """A report under a file, or where root's os.access says yes but no file can be made
    (/proc, /sys), is refused before the search: no model is written without its report."""
    monkeypatch.setattr(optimize_cmd, "run_optimize", lambda *a, **k: pytest.fail("it ran"))
    out = tmp_path / "o.onnx"
    folder = model if where == "under the model" else where
    _optimize(vopt, model, out, "--report", f"{folder}/a.html").one_line_error(
        "report", f"{folder}/a.html")
    _optimize(vopt, model, f"{folder}/x.onnx").one_line_error("output", f"{folder}/x.onnx")
    assert not out.exists()

