"""`vopt audit` trusts nothing in the report it checks: each test edits a real report (and
its files) the way a forger would, and the audit FAILS naming what it found."""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import numpy_helper

from tests.rules.shipped import deterministic_optimize
from verified_opt.audit.recompute import audit_report
from verified_opt.cli import main
from verified_opt.examples.build import build_model
from verified_opt.report.audit import file_sha256
from verified_opt.search.library import cert_id


class _Costly:
    """A deterministic cost model: the demo's LRN and a Gemm with transB are the costly nodes,
    so the search takes both rewrites whatever the machine's load (the keep rule's timings
    come from `_latency`, priced the same way)."""

    def __init__(self, *a, **k):
        pass

    def node_cost(self, graph, node):
        if node.op == "Gemm" and node.attrs.get("transB", 0):
            return 5.0
        return {"LRN": 20.0, "Identity": 0.0}.get(node.op, 1.0)

    def save(self):
        pass


def _latency(data, feeds, threads=2, **kw):
    g = onnx.load_from_string(data).graph
    trans_b = [any(a.name == "transB" and a.i for a in n.attribute) for n in g.node]
    return float(sum(20 if n.op_type == "LRN" else 5 if n.op_type == "Gemm" and t else 1
                     for n, t in zip(g.node, trans_b)))


def lrn9_model() -> onnx.ModelProto:
    """The demo example with an LRN of size 9, which only the 1x1 window Conv rewrites (a
    `zero-terms` rule: sizes 3, 5 and 7 have a reassociate form, lrn5_to_column_conv and its
    siblings)."""
    model = build_model()
    lrn = next(n for n in model.graph.node if n.op_type == "LRN")
    next(a for a in lrn.attribute if a.name == "size").i = 9
    return model


@pytest.fixture(scope="module")
def run(tmp_path_factory) -> Path:
    """The demo example (its LRN of size 9) optimized once with --fast-math: LRN as a window
    Conv (a `zero-terms` rule, outside the default float contract), Gemm's transB as a
    Transpose."""
    folder = tmp_path_factory.mktemp("audit")
    model = folder / "ex.onnx"
    onnx.save(lrn9_model(), str(model))
    with pytest.MonkeyPatch.context() as mp:
        deterministic_optimize(mp, folder, _Costly, _latency)
        code = main(["optimize", str(model), "-o", str(folder / "ex.opt.onnx"), "--json",
                     str(folder / "audit.json"), "--budget", "5", "--fast-math"])
    assert code == 0
    report = json.loads((folder / "audit.json").read_text())
    assert len(report["applied"]) >= 2, [a["rule"] for a in report["applied"]]
    return folder


@pytest.fixture
def case(run, tmp_path) -> tuple[dict, Path]:
    """A private copy of the run: the report (paths pointing at the copies) and its folder."""
    for f in ("ex.onnx", "ex.opt.onnx"):
        shutil.copy(run / f, tmp_path / f)
    report = json.loads((run / "audit.json").read_text())
    report["input"]["path"] = str(tmp_path / "ex.onnx")
    report["output"]["path"] = str(tmp_path / "ex.opt.onnx")
    return report, tmp_path


def failures(report: dict) -> list[str]:
    result = audit_report(report, seed=5)
    return [f"{f.what}: {f.message}" for f in result.findings if not f.ok]


def test_the_untouched_report_holds(case):
    report, _ = case
    assert failures(report) == []


def test_the_cli_audits_with_fresh_seeds(run, capsys):
    capsys.readouterr()
    assert main(["audit", str(run / "audit.json")]) == 0
    out = capsys.readouterr().out
    assert "all hold" in out and "recomputed from the original model" in out


def _wrong_model(path: Path) -> None:
    """The optimized file made to compute something else: one weight scaled."""
    m = onnx.load(str(path))
    init = max(m.graph.initializer, key=lambda t: np.prod(t.dims))
    value = numpy_helper.to_array(init) * 1.5
    init.CopyFrom(numpy_helper.from_array(value.astype(np.float32), init.name))
    onnx.save(m, str(path))


def test_a_wrong_model_with_a_false_query_and_a_huge_tolerance_fails(case):
    report, folder = case
    _wrong_model(folder / "ex.opt.onnx")
    report["output"]["sha256"] = file_sha256(folder / "ex.opt.onnx")
    forged = "(assert false)\n(check-sat)\n"
    for step in report["applied"]:
        step["certificate"]["query"] = forged
        step["certificate"]["id"] = cert_id(forged)
    report["end_to_end"]["rtol"] = 1e9
    bad = failures(report)
    assert any("does not state rule" in b for b in bad), bad
    assert any(b.startswith("end-to-end") for b in bad), bad


def test_a_query_of_another_rule_fails(case):
    report, _ = case
    steps = report["applied"]
    steps[0]["certificate"] = copy.deepcopy(steps[1]["certificate"])
    bad = failures(report)
    assert any("the certificate is for rule" in b for b in bad), bad


def test_an_edited_rule_in_the_certificate_fails(case):
    report, _ = case
    doc = report["applied"][0]["certificate"]["document"]
    doc["rule"]["inputs"] = {k: list(v) for k, v in doc["rule"]["inputs"].items()}
    # an input whose dims read backwards are other dims (a one-dim input would not change)
    name = next(k for k, v in doc["rule"]["inputs"].items() if v[::-1] != v)
    doc["rule"]["inputs"][name] = doc["rule"]["inputs"][name][::-1]
    assert failures(report)


def test_a_deleted_step_fails(case):
    report, _ = case
    del report["applied"][0]
    for k, step in enumerate(report["applied"], start=1):
        step["step"] = k
    report["totals"]["rewrites"] = len(report["applied"])
    bad = failures(report)
    assert any("no step made it" in b for b in bad), bad


def test_steps_out_of_order_or_miscounted_fail(case):
    report, _ = case
    report["applied"][0]["step"] = 7
    report["totals"]["rewrites"] = 99
    bad = failures(report)
    assert any("numbered" in b for b in bad) and any(b.startswith("totals") for b in bad), bad


def test_an_output_pointed_at_the_input_fails(case):
    report, _ = case
    report["output"] = dict(report["input"])
    bad = failures(report)
    assert any("is the input file" in b for b in bad), bad


def test_a_changed_output_file_fails(case):
    report, folder = case
    _wrong_model(folder / "ex.opt.onnx")
    bad = failures(report)
    assert any("changed since the report" in b for b in bad), bad


def test_a_restamped_node_fails(case):
    report, folder = case
    path = folder / "ex.opt.onnx"
    m = onnx.load(str(path))
    stamped = next(n for n in m.graph.node if n.metadata_props)
    for p in stamped.metadata_props:
        if p.key == "vopt.certificate":
            p.value = "sha256:0000000000000000"
    onnx.save(m, str(path))
    report["output"]["sha256"] = file_sha256(path)
    bad = failures(report)
    assert any("is stamped" in b for b in bad), bad


def _lrn_step(report: dict) -> dict:
    return next(s for s in report["applied"] if s["rule"] == "lrn_to_window_conv")


def test_each_step_states_the_float_contract_it_met(case):
    report, _ = case
    assert report["float_contract"]["fast_math"] is True
    step = _lrn_step(report)
    assert step["float_contract"]["tier"] == "zero-terms"
    assert "non-finite" in step["float_contract"]["reason"]
    result = audit_report(report, seed=5)
    assert any(f.ok and "float contract zero-terms (recomputed)" in f.message
               for f in result.findings)


def test_a_step_outside_the_contract_the_run_states_fails(case):
    """The run says it was made without --fast-math: its zero-terms step is outside."""
    report, _ = case
    report["float_contract"]["fast_math"] = False
    report["options"]["fast_math"] = False
    bad = failures(report)
    assert any("lrn_to_window_conv" in b and "outside the run's" in b for b in bad), bad


def test_a_report_that_lies_about_a_tier_fails(case):
    report, _ = case
    report["float_contract"]["fast_math"] = False
    report["options"]["fast_math"] = False
    _lrn_step(report)["float_contract"]["tier"] = "exact"
    bad = failures(report)
    assert any("states float contract 'exact', its rule's is 'zero-terms'" in b
               for b in bad), bad


def test_a_step_without_a_float_contract_fails(case):
    report, _ = case
    del _lrn_step(report)["float_contract"]
    bad = failures(report)
    assert any("states float contract None" in b for b in bad), bad


def test_a_report_that_contradicts_itself_about_fast_math_fails(case):
    report, _ = case
    report["options"]["fast_math"] = False
    bad = failures(report)
    assert any(b.startswith("float contract: ") and "options.fast_math" in b for b in bad), bad


def test_a_report_that_says_nothing_of_fast_math_is_held_to_the_default(case):
    report, _ = case
    del report["float_contract"]
    del report["options"]["fast_math"]
    bad = failures(report)
    assert any("outside the run's" in b for b in bad), bad


def test_a_cpu_report_has_no_gpu_finding(case):
    report, _ = case
    assert not any(f.what == "GPU end-to-end" for f in audit_report(report, seed=5).findings)


def test_a_gpu_report_audited_without_a_gpu_says_not_rerun(case, capsys):
    from verified_opt.backends.gpu.device import gpu_count

    if gpu_count() > 0:
        pytest.skip("a GPU is present (the GPU check is rerun)")
    report, folder = case
    report["options"]["backend"] = "gpu"
    result = audit_report(report, seed=5)
    [gpu] = [f for f in result.findings if f.what == "GPU end-to-end"]
    assert gpu.ok and not gpu.rerun and "not rerun" in gpu.message and result.ok
    (folder / "gpu.json").write_text(json.dumps(report))
    capsys.readouterr()
    assert main(["audit", str(folder / "gpu.json")]) == 0
    out = " ".join(capsys.readouterr().out.split())  # the console wraps at its width
    assert "[not rerun] GPU end-to-end" in out and "(2 checks not rerun here)" in out


@pytest.mark.parametrize("where", ["rule step", "pet step", "derivation step"])
@pytest.mark.parametrize("value", [[1], "exact", {"tier": ["exact"]}])
def test_a_malformed_float_contract_fails_the_step(case, where, value):
    # a list or a string where the step's float_contract object belongs was an internal
    # error (exit 70) for PET and derivation steps (a red-team review)
    report, _ = case
    step = _lrn_step(report)
    if where == "pet step":
        step["pet"] = {}
    elif where == "derivation step":
        step["derivation"] = {"x": 1}
    step["float_contract"] = value
    bad = failures(report)
    assert bad, "a malformed float contract passed"


def test_a_certificate_whose_rule_is_no_object_fails(case):
    report, _ = case
    _lrn_step(report)["certificate"]["document"]["rule"] = [1]
    bad = failures(report)
    assert any("the certificate is for rule None" in b for b in bad), bad


@pytest.mark.parametrize("edit, why", [
    ({"steps": [1]}, "list of steps"),
    ({"steps": [], "constants": 5}, "constants is not a list"),
    ({"steps": [], "constants": [[1]]}, "constants is not a list"),
])
def test_a_malformed_derivation_document_is_a_failed_check(edit, why):
    # each was an internal error (exit 70) in vopt audit (a red-team review)
    from verified_opt.audit.derivation import recheck_derivation
    ok, msg = recheck_derivation({"schema": "verified_opt.derivation/1", **edit})
    assert not ok and why in msg, msg


@pytest.mark.parametrize("forge, expect", [
    (lambda r: r["latency"].__setitem__("speedup", 9.99), "is not the ratio of the times"),
    (lambda r: r["latency"].__setitem__("kept", "original"), "the original was kept, yet"),
    (lambda r: r["op_counts"].__setitem__("LRN", [99, 0]), "LRN: [99, 0]"),
    (lambda r: r["op_counts"].__setitem__("Tanh", [1, 0]), "Tanh: [1, 0] (in neither model)"),
    (lambda r: r["output"].__setitem__("nodes", 1), "output.nodes 1"),
    (lambda r: r["totals"].__setitem__("nodes_after", 1), "totals.nodes_after 1"),
    (lambda r: r["applied"][0]["certificate"].__setitem__("axioms_used", ["some_axiom"]),
     "its certificate cites"),
    (lambda r: r["applied"][0]["certificate"].__setitem__("verdict", "tested"),
     "verdict is 'tested'"),
    (lambda r: r["float_contract"].__setitem__("allowed", ["exact"]), "allows ['exact', "),
])
def test_what_the_report_states_beside_its_steps_is_counted_again(case, forge, expect):
    """A review's forgeries that `vopt audit` held: the speedup, the kept model, the operator
    and node counts, a step's certificate summary and the allowed tiers are each settled by
    the files or the report's own documents."""
    report, _ = case
    forge(report)
    bad = failures(report)
    assert any(expect in b for b in bad), bad


def test_the_measured_times_are_said_as_not_remeasured(case):
    report, _ = case
    result = audit_report(report, seed=5)
    [lat] = [f for f in result.findings if f.what == "latency"]
    assert lat.ok and not lat.rerun and "not remeasured" in lat.message and result.ok
    [counts] = [f for f in result.findings if f.what == "counts"]
    assert counts.ok and counts.rerun


def test_a_report_moved_with_its_models_is_audited_from_its_folder(run, tmp_path, capsys,
                                                                   monkeypatch):
    """The report and both models copied elsewhere (another machine: the paths it states are
    not there, or relative): each model is found next to the report, its SHA-256 checked."""
    ship = tmp_path / "ship"
    ship.mkdir()
    for f in ("ex.onnx", "ex.opt.onnx"):
        shutil.copy(run / f, ship / f)
    report = json.loads((run / "audit.json").read_text())
    report["input"]["path"] = "/nowhere/ex.onnx"
    report["output"]["path"] = "ex.opt.onnx"
    (ship / "audit.json").write_text(json.dumps(report))
    monkeypatch.chdir(tmp_path)   # not the report's folder
    capsys.readouterr()
    assert main(["audit", str(ship / "audit.json"), "--seed", "5"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "/nowhere/ex.onnx read as" in out and "all hold" in out
    # a model next to it that is not the one stated still fails on its hash
    onnx.save(lrn9_model(), str(ship / "ex.opt.onnx"))
    assert main(["audit", str(ship / "audit.json"), "--seed", "5"]) == 1
