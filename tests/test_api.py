"""The Python API (verified_opt/api): optimize, verify, recheck, audit, the typed Report, and
the README's example, run as it is written."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest

import verified_opt
from tests.rules.shipped import NodeCount
from verified_opt.api import (
    CheckFailed,
    Event,
    Report,
    VoptError,
    audit,
    optimize,
    pipeline,
    recheck,
    verify,
)
from verified_opt.api.proofs import SHIPPED_PROOFS, certificate_files
from verified_opt.examples.build import build_model
from verified_opt.verify.verdict import PROVED, REFUTED

README = Path(__file__).parents[1] / "README.md"

RELU = {"op": "Relu", "inputs": ["X"], "outputs": ["y"]}
RELU_TWICE = {"name": "relu_twice", "inputs": {"X": ["n"]},
              "src": {"nodes": [{**RELU, "outputs": ["t"]}, {**RELU, "inputs": ["t"]}],
                      "outputs": ["y"]},
              "dst": {"nodes": [RELU], "outputs": ["y"]}}
RELU_IS_IDENTITY = {"name": "relu_is_identity", "inputs": {"X": ["n"]},
                    "src": {"nodes": [RELU], "outputs": ["y"]},
                    "dst": {"nodes": [], "outputs": ["X"]}}


def _runs(model: onnx.ModelProto) -> np.ndarray:
    """The model's output in ONNX Runtime on a seeded input of the demo's shape."""
    x = np.random.default_rng(1).standard_normal((1, 64, 56, 56)).astype(np.float32)
    return ort.InferenceSession(model.SerializeToString()).run(None, {"input": x})[0]


@pytest.fixture(scope="module")
def from_path(tmp_path_factory):
    """The demo optimized from its file, written, with --fast-math (the LRN as a Conv)."""
    folder = tmp_path_factory.mktemp("api")
    onnx.save(build_model(), str(folder / "ex.onnx"))
    events: list[Event] = []
    model, report = optimize(folder / "ex.onnx", budget=3, fast_math=True,
                             output=folder / "ex.opt.onnx", progress=events.append)
    return folder, model, report, events


def test_optimize_from_a_path_returns_a_model_ort_runs_and_an_auditable_report(from_path):
    folder, model, report, events = from_path
    assert isinstance(model, onnx.ModelProto) and isinstance(report, Report)
    np.testing.assert_allclose(_runs(model), _runs(build_model()), rtol=1e-4, atol=1e-6)
    assert onnx.load(str(folder / "ex.opt.onnx")) == model  # what was written is what we got
    doc = report.to_json()
    assert doc["schema"] == "verified_opt.audit/2" and report.kept in ("optimized", "original")
    assert report.input.path == str((folder / "ex.onnx").resolve())
    assert report.options.fast_math and report.float_contract.fast_math
    assert report.totals.rewrites == len(report.applied) == len(doc["applied"])
    for step in report.applied:
        assert step.certificate.verdict == "proved" and step.certificate.document
        assert step.tier in ("exact", "reassociate", "zero-terms", "fast-math")
    assert Report.from_json(json.loads(json.dumps(doc))).to_json() == json.loads(json.dumps(doc))
    assert next(str(e) for e in events if e.kind == "result").startswith("library: ")
    result = audit(doc, seed=3)
    assert result.ok, [f for f in result.findings if not f.ok]
    report.write_json(folder / "audit.json")
    assert audit(folder / "audit.json", seed=4).ok
    assert Report.load(folder / "audit.json").to_json() == json.loads(
        (folder / "audit.json").read_text())


def test_audit_of_a_forged_report_fails(from_path):
    _, _, report, _ = from_path
    forged = report.to_json()
    if forged["applied"]:
        cert = forged["applied"][0]["certificate"]
        cert["query"] = cert["query"].replace("(check-sat)", "(assert false)\n(check-sat)")
    else:  # the rewrites were not kept (noise): a step the run never made
        forged["totals"]["rewrites"] = 1
    result = audit(forged, seed=3)
    assert not result.ok and any(not f.ok for f in result.findings)
    other = Report.from_json(report.to_json())
    other.output.sha256 = "0" * 64  # the written model is not the one the report names
    assert not audit(other, seed=3).ok


def test_optimize_from_a_model_proto_and_from_bytes(monkeypatch):
    """In memory, nothing written; the latency is made deterministic (the rewritten model
    measures 1 ms against 2 ms), so the rewrites are kept."""
    monkeypatch.setattr(pipeline, "measure_rounds", lambda models, feeds, threads=2, **kw: {
        k: [1.0 if k == "opt" else 2.0] * 3 for k in models})
    proto = build_model()
    model, report = optimize(proto, budget=2, fast_math=True)
    assert report.kept == "optimized" and report.applied and report.speedup == 2.0
    assert report.input.path is None and report.output.path is None
    assert report.to_json()["output"] == {"path": None, "sha256": None,
                                          "nodes": report.totals.nodes_after}
    np.testing.assert_allclose(_runs(model), _runs(proto), rtol=1e-4, atol=1e-6)
    assert len(model.graph.node) == report.totals.nodes_after
    # the same model as bytes, without fast_math: the LRN rule is left out, and said so; the
    # BatchNorm fold is admitted where its mean and scale are finite constants, as they are.
    # Priced by node count: ORT fuses Conv + BatchNormalization itself, so the measured cost
    # model sees the fold save about nothing and whether the search takes it was noise.
    monkeypatch.setattr(pipeline, "CostModel", NodeCount)
    _, plain = optimize(proto.SerializeToString(), budget=2)
    assert not plain.float_contract.fast_math and plain.float_contract.left_out
    assert all(step.tier in ("exact", "reassociate") or (
        step.tier == "zero-terms" and step.float_contract["finite_constants_bound"])
        for step in plain.applied)
    assert "bn_fold_into_conv" in [step.rule for step in plain.applied]


def test_verify_proves_a_true_rule_and_refutes_a_false_one_with_a_counterexample(tmp_path):
    text = json.dumps({"rules": [RELU_TWICE, RELU_IS_IDENTITY]})
    proved, refuted = verify(text, certificates=tmp_path / "certs")
    assert proved.rule == "relu_twice" and proved.status == PROVED and proved.axioms_used
    assert refuted.status == REFUTED and refuted.counterexample is not None
    assert "input X" in refuted.counterexample.describe()
    # the same from a file; certificates written for the proved rule, and they recheck
    (tmp_path / "rules.json").write_text(text)
    assert [v.status for v in verify(tmp_path / "rules.json")] == [PROVED, REFUTED]
    results = recheck(tmp_path / "certs")
    assert [r.rule for r in results] == ["relu_twice"] and all(r.ok for r in results)


def test_recheck_the_shipped_certificates_and_a_tampered_one(tmp_path):
    files = certificate_files()
    assert len(files) > 1000 and all(p.is_relative_to(SHIPPED_PROOFS) for p in files)
    some = files[:: len(files) // 4][:4]
    assert all(r.ok for r in recheck(some, solvers=["z3"]))
    cert = some[0]
    shutil.copy(cert, tmp_path / cert.name)
    query = cert.with_suffix(".smt2")
    (tmp_path / query.name).write_text(query.read_text().replace("(check-sat)",
                                                                 "(assert false)\n(check-sat)"))
    (bad,) = recheck(tmp_path, solvers=["z3"])
    assert not bad.ok and "TAMPERED" in bad.message


@pytest.mark.parametrize("call, words", [
    (lambda p: optimize(p / "missing.onnx"), "no such file"),
    (lambda p: optimize(b"not a model"), "not a valid ONNX model"),
    (lambda p: optimize(p / "m.onnx", budget=0), "--budget must be positive"),
    (lambda p: optimize(p / "m.onnx", backend="tpu"), "backend 'tpu': one of cpu, gpu"),
    (lambda p: optimize(p / "m.onnx", output=p / "m.onnx"), "pass --overwrite"),
    (lambda p: optimize(p / "m.onnx", shapes={"nope": [1]}), "nope"),
    (lambda p: verify(p / "no_rules_here.json"), "no such file"),
    (lambda p: verify('{"rules": [{"name": "x"}]}'), "x"),
    (lambda p: recheck(p / "nothing"), "no such folder"),
    (lambda p: audit({"schema": "something else"}), "not a verified_opt.audit/2 report"),
    (lambda p: audit(p / "m.onnx"), "not an audit report"),
    (lambda p: Report.from_json({"schema": "verified_opt.audit/2"}), "is missing"),
])
def test_bad_input_raises_one_line(tmp_path, call, words):
    onnx.save(build_model(), str(tmp_path / "m.onnx"))
    with pytest.raises(VoptError) as e:
        call(tmp_path)
    assert words in str(e.value) and "\n" not in str(e.value) and e.value.exit_code == 2


def test_an_end_to_end_mismatch_raises_check_failed(tmp_path, monkeypatch):
    from verified_opt.rules.format import parse_rules
    from verified_opt.search.library import Library
    from verified_opt.search.search import CertifiedRule

    wrong = parse_rules(json.dumps({"rules": [RELU_IS_IDENTITY]}))[0]
    monkeypatch.setattr(pipeline, "load_library",
                        lambda paths=None: Library([CertifiedRule(wrong, "sha256:fake")], [], {},
                                                   {}, {}))
    nodes = [onnx.helper.make_node("Add", ["x", "x"], ["m"], name="add"),
             onnx.helper.make_node("Relu", ["m"], ["y"], name="relu")]
    g = onnx.helper.make_graph(nodes, "g", [onnx.helper.make_tensor_value_info("x", 1, [4])],
                               [onnx.helper.make_tensor_value_info("y", 1, [4])])
    m = onnx.helper.make_model(g, opset_imports=[onnx.helper.make_opsetid("", 18)])
    m.ir_version = 9
    with pytest.raises(CheckFailed) as e:
        optimize(m, budget=2, fast_math=True, output=tmp_path / "o.onnx")
    assert e.value.exit_code == 1 and "relu_is_identity" in str(e.value)
    assert not (tmp_path / "o.onnx").exists()


def test_the_package_exports_the_api_lazily():
    import subprocess
    import sys

    assert verified_opt.optimize is optimize and verified_opt.recheck is recheck
    assert verified_opt.Report is Report
    code = ("import sys, verified_opt; heavy = {'onnx', 'onnxruntime', 'z3', 'numpy'}; "
            "print(sorted(heavy & set(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


@pytest.mark.slow
def test_the_readme_example_runs(tmp_path, monkeypatch):
    section = README.read_text().split("## Python API", 1)[1].split("\n## ", 1)[0]
    (block,) = re.findall(r"```python\n(.*?)```", section, re.DOTALL)
    monkeypatch.chdir(tmp_path)
    exec(compile(block, "README.md (Python API)", "exec"), {"__name__": "readme"})  # noqa: S102
    assert (tmp_path / "out" / "audit.json").exists()
    assert (tmp_path / "out" / "certificates" / "relu_twice.json").exists()
