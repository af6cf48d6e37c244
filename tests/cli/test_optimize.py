"""`vopt optimize` and `vopt audit`: certified rewrites only, the end-to-end check, the report.

Speed is not asserted here (numbers come from benchmarks/): where a test needs a rewrite to be
chosen, the cost model and the latency measurement are replaced by node counts.
"""

from __future__ import annotations

import json

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import helper, numpy_helper

from tests.rules.shipped import TRANSPOSE_CANCEL
from verified_opt.cli import main as vopt
from verified_opt.commands import optimize_cmd
from verified_opt.rules.format import load_rules, parse_rules
from verified_opt.search import keep
from verified_opt.search.library import GENERATED_RULES, Library
from verified_opt.search.search import CertifiedRule

RELU_IS_IDENTITY = {"name": "relu_is_identity_WRONG", "inputs": {"X": ["m", "n"]},
                    "src": {"nodes": [{"op": "Relu", "inputs": ["X"], "outputs": ["y"]}],
                            "outputs": ["y"]},
                    "dst": {"nodes": [], "outputs": ["X"]}}


class NodeCount:
    def __init__(self, *a, **k):
        pass

    def node_cost(self, graph, node):
        return 0.0 if node.op == "Identity" else 1.0  # as the real model: Identity is free

    def save(self):
        pass


def _by_size(data, feeds, threads=2, **kw):
    return float(len(onnx.load_from_string(data).graph.node))


def _all_by_size(models, feeds, threads=2, **kw):
    return {k: [_by_size(data, feeds)] * 5 for k, data in models.items()}


def _latency_by_size(monkeypatch):
    """Latency = node count: the keep-or-not decision made deterministic."""
    monkeypatch.setattr(optimize_cmd, "measure_model", _by_size)
    monkeypatch.setattr(optimize_cmd, "measure_rounds", _all_by_size)


@pytest.fixture(autouse=True)
def _cost_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("VOPT_CACHE_DIR", str(tmp_path / "cache"))


def _model(path, relu=True):
    w = numpy_helper.from_array(np.random.default_rng(0).standard_normal((3, 4))
                                .astype(np.float32), "w")
    nodes = [helper.make_node("Transpose", ["x"], ["t0"], perm=[1, 0], name="T0"),
             helper.make_node("Transpose", ["t0"], ["t1"], perm=[1, 0], name="T1"),
             helper.make_node("MatMul", ["t1", "w"], ["m"], name="mm")]
    nodes.append(helper.make_node("Relu", ["m"], ["y"], name="relu") if relu else
                 helper.make_node("Identity", ["m"], ["y"], name="id"))
    g = helper.make_graph(nodes, "opt", [helper.make_tensor_value_info("x", 1, [2, 3])],
                          [helper.make_tensor_value_info("y", 1, [2, 4])], [w])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    onnx.save(m, str(path))
    return path


def _rules(tmp_path, *rules):
    p = tmp_path / "rules.json"
    p.write_text(json.dumps({"rules": list(rules)}))
    return str(p)


def test_optimize_applies_proved_rule_writes_model_and_report(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(optimize_cmd, "CostModel", NodeCount)
    _latency_by_size(monkeypatch)
    model, out = _model(tmp_path / "m.onnx"), tmp_path / "o.onnx"
    report, html = tmp_path / "a.json", tmp_path / "a.html"
    code = vopt(["optimize", str(model), "-o", str(out), "--json", str(report), "--report",
                 str(html), "--budget", "10", "--rules", _rules(tmp_path, TRANSPOSE_CANCEL)])
    assert code == 0, capsys.readouterr().err
    r = json.loads(report.read_text())
    assert r["schema"] == "verified_opt.audit/2"
    assert [a["rule"] for a in r["applied"]] == ["transpose_cancel_test"]
    cert = r["applied"][0]["certificate"]
    assert cert["verdict"] == "proved" and cert["axioms_used"] and "(set-logic" in cert["query"]
    assert r["end_to_end"]["ok"] and r["latency"]["kept"] == "optimized"
    assert r["op_counts"]["Transpose"] == [2, 0]
    optimized = onnx.load(str(out))
    assert optimized.ir_version == 9 and [n.op_type for n in optimized.graph.node] == [
        "MatMul", "Relu"]
    x = np.random.default_rng(3).standard_normal((2, 3)).astype(np.float32)
    a = ort.InferenceSession(str(model)).run(None, {"x": x})[0]
    b = ort.InferenceSession(str(out)).run(None, {"x": x})[0]
    np.testing.assert_allclose(a, b, rtol=1e-6)
    page = html.read_text()
    assert "transpose_cancel_test" in page
    # the rule itself and the statements of the axioms it is proved from, not only the query
    assert "the rule and the axioms it is proved from" in page
    assert "= Transpose[perm=[1, 0]](" in page
    assert all(a in page for a in cert["axioms_used"])
    statement = cert["document"]["axioms_used"][0]["statement"]
    assert statement.split(":", 1)[1].strip()[:30] in page.replace("&#39;", "'")
    capsys.readouterr()
    assert vopt(["audit", str(report)]) == 0
    assert "all hold" in capsys.readouterr().out


def test_audit_fails_on_an_edited_certificate(tmp_path, monkeypatch):
    monkeypatch.setattr(optimize_cmd, "CostModel", NodeCount)
    _latency_by_size(monkeypatch)
    report = tmp_path / "a.json"
    assert vopt(["optimize", str(_model(tmp_path / "m.onnx")), "-o", str(tmp_path / "o.onnx"),
                 "--json", str(report), "--budget", "10",
                 "--rules", _rules(tmp_path, TRANSPOSE_CANCEL)]) == 0
    r = json.loads(report.read_text())
    q = r["applied"][0]["certificate"]["query"]
    r["applied"][0]["certificate"]["query"] = q.replace("(check-sat)", "(assert false)\n(check-sat)")
    report.write_text(json.dumps(r))
    assert vopt(["audit", str(report)]) == 1


def test_unproved_rule_is_rejected_and_never_applied(tmp_path, monkeypatch):
    monkeypatch.setattr(optimize_cmd, "CostModel", NodeCount)
    _latency_by_size(monkeypatch)
    report = tmp_path / "a.json"
    code = vopt(["optimize", str(_model(tmp_path / "m.onnx")), "-o", str(tmp_path / "o.onnx"),
                 "--json", str(report), "--budget", "10",
                 "--rules", _rules(tmp_path, RELU_IS_IDENTITY)])
    assert code == 0
    r = json.loads(report.read_text())
    assert r["applied"] == []
    assert r["library"]["rejected"][0]["rule"] == "relu_is_identity_WRONG"
    assert r["library"]["rejected"][0]["status"] == "refuted"


def test_rejected_rules_are_listed_with_their_reasons(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(optimize_cmd, "CostModel", NodeCount)
    _latency_by_size(monkeypatch)
    wrong = [dict(RELU_IS_IDENTITY, name=f"wrong{k}") for k in range(5)]
    capsys.readouterr()
    assert vopt(["optimize", str(_model(tmp_path / "m.onnx")), "-o", str(tmp_path / "o.onnx"),
                 "--budget", "5", "--rules", _rules(tmp_path, *wrong)]) == 0
    out = capsys.readouterr().out
    assert "library: 0 certified rules, 5 rejected" in out
    listed = [line for line in out.splitlines() if line.startswith("  rejected ")]
    assert [line.split()[1] for line in listed] == ["wrong0", "wrong1", "wrong2"]
    assert all("refuted" in line and len(line.split(": ", 1)[1]) > 5 for line in listed)
    assert "  ... and 2 more rejected" in out


def test_an_empty_rules_folder_is_bad_input(tmp_path, capsys):
    (tmp_path / "empty").mkdir()
    code = vopt(["optimize", str(_model(tmp_path / "m.onnx")), "-o", str(tmp_path / "o.onnx"),
                 "--rules", str(tmp_path / "empty")])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "no rules found in" in err, err
    assert not (tmp_path / "o.onnx").exists()


def test_end_to_end_mismatch_aborts_and_writes_nothing(tmp_path, monkeypatch, capsys):
    # Pretend a wrong rule got certified: the end-to-end check is the last line of defence.
    wrong = parse_rules(json.dumps({"rules": [RELU_IS_IDENTITY]}))[0]
    monkeypatch.setattr(optimize_cmd, "load_library",
                        lambda paths=None: Library([CertifiedRule(wrong, "sha256:fake")], [], {},
                                                   {}, {}))
    monkeypatch.setattr(optimize_cmd, "CostModel", NodeCount)
    out = tmp_path / "o.onnx"
    # --fast-math: the float contract would leave the wrong rule out (it is no reassociation)
    code = vopt(["optimize", str(_model(tmp_path / "m.onnx")), "-o", str(out), "--json",
                 str(tmp_path / "a.json"), "--budget", "10", "--fast-math"])
    err = capsys.readouterr().err
    assert code == 1
    assert "end-to-end check failed" in err and "relu_is_identity_WRONG" in err
    assert len(err.strip().splitlines()) == 1
    assert not out.exists() and not (tmp_path / "a.json").exists()


def test_nothing_applies_is_a_valid_run(tmp_path, capsys):
    out, report = tmp_path / "o.onnx", tmp_path / "a.json"
    code = vopt(["optimize", str(_model(tmp_path / "m.onnx", relu=False)), "-o", str(out),
                 "--json", str(report), "--budget", "5", "--rules", _rules(tmp_path)])
    assert code == 0 and out.exists()
    r = json.loads(report.read_text())
    assert r["applied"] == [] and r["latency"]["kept"] == "original"
    assert "no certified rewrite" in r["latency"]["note"]
    assert out.read_bytes() == (tmp_path / "m.onnx").read_bytes()
    assert vopt(["audit", str(report)]) == 0


def test_a_kept_original_that_ort_cannot_load_is_written_as_our_export(tmp_path):
    """A file ONNX Runtime refuses as given (here: IR version 14, what onnx 1.23 writes by
    default) is measured and written as our export, which it runs."""
    model = onnx.load(str(_model(tmp_path / "m.onnx", relu=False)))
    model.ir_version = 14
    onnx.save(model, str(tmp_path / "ir14.onnx"))
    out = tmp_path / "o.onnx"
    code = vopt(["optimize", str(tmp_path / "ir14.onnx"), "-o", str(out), "--budget", "5",
                 "--rules", _rules(tmp_path)])
    assert code == 0 and onnx.load(str(out)).ir_version == 9
    ort.InferenceSession(str(out))


@pytest.mark.parametrize("extra, words", [
    (["--budget", "0"], "--budget must be positive"),
    (["--alpha", "0.5"], "--alpha must be at least 1.0"),
    (["--report", "/nonexistent/dir/a.html"], "does not exist"),
    (["--json", "/nonexistent/dir/a.json"], "does not exist"),
])
def test_bad_options_are_one_line_errors(tmp_path, capsys, extra, words):
    code = vopt(["optimize", str(_model(tmp_path / "m.onnx")), "-o", str(tmp_path / "o.onnx"),
                 *extra])
    err = capsys.readouterr().err
    assert code == 2 and words in err and len(err.strip().splitlines()) == 1


def test_unwritable_output_path(tmp_path, capsys):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        code = vopt(["optimize", str(_model(tmp_path / "m.onnx")), "-o", str(locked / "o.onnx")])
    finally:
        locked.chmod(0o700)
    err = capsys.readouterr().err
    import os

    if os.geteuid() == 0:  # root writes anywhere: the check is then only that it did not crash
        assert code in (0, 2)
    else:
        assert code == 2 and "not writable" in err


@pytest.mark.parametrize("opt_ms, control_ms, kept, words", [
    ([1.05] * 5, [1.0] * 5, "original", "not faster than"),
    ([0.995] * 5, [1.0] * 5, "original", "noise"),
    ([0.97, 0.97, 0.97, 0.97, 1.01], [1.0] * 5, "original", "4 of 5 rounds and by 3.0%"),
    ([0.9, 0.9, 0.95, 1.01, 1.02], [1.0] * 5, "original", "faster in only 3 of 5 rounds"),
    ([0.98] * 5, [1.0] * 5, "optimized", ""),
    ([0.8, 0.8, 0.8, 0.8, 1.01], [1.0] * 5, "optimized", ""),  # clear; one round lost to load
    # faster in every round, but two sessions of the original differ by 4%: noise
    ([0.97] * 5, [1.04] * 5, "original", "3.9% between two sessions of the original"),
    ([0.97] * 5, [0.97] * 5, "original", "faster in only 0 of 5"),  # never beats the control
])
def test_a_gain_inside_measurement_noise_keeps_the_original(tmp_path, monkeypatch, opt_ms,
                                                            control_ms, kept, words):
    monkeypatch.setattr(optimize_cmd, "CostModel", NodeCount)
    monkeypatch.setattr(optimize_cmd, "measure_rounds",
                        lambda models, feeds, threads=2, **kw: {"orig": [1.0] * 5,
                                                                "control": control_ms,
                                                                "opt": opt_ms})
    out, report = tmp_path / "o.onnx", tmp_path / "a.json"
    assert vopt(["optimize", str(_model(tmp_path / "m.onnx")), "-o", str(out), "--json",
                 str(report), "--budget", "10",
                 "--rules", _rules(tmp_path, TRANSPOSE_CANCEL)]) == 0
    r = json.loads(report.read_text())
    assert r["latency"]["kept"] == kept
    ops = [n.op_type for n in onnx.load(str(out)).graph.node]
    if kept == "original":
        assert words in r["latency"]["note"] and r["applied"] == [] and "Transpose" in ops
        # "the original" is the file as given, byte for byte, not a re-export of it
        assert out.read_bytes() == (tmp_path / "m.onnx").read_bytes()
    else:
        assert [a["rule"] for a in r["applied"]] == ["transpose_cancel_test"]
        assert "Transpose" not in ops


def test_the_generated_library_is_certified_and_applies(tmp_path, monkeypatch, capsys):
    """`--library generated`: the rules `vopt generate --max-ops 3` wrote over TASO's operators,
    loaded with their certificates from proofs/generated; one of them removes the transposes."""
    monkeypatch.setattr(optimize_cmd, "CostModel", NodeCount)
    _latency_by_size(monkeypatch)
    model, out, report = _model(tmp_path / "m.onnx"), tmp_path / "o.onnx", tmp_path / "a.json"
    code = vopt(["optimize", str(model), "-o", str(out), "--json", str(report), "--budget", "10",
                 "--library", "generated"])
    printed = capsys.readouterr().out
    assert code == 0
    r = json.loads(report.read_text())
    shipped = len(load_rules([GENERATED_RULES]))
    assert f"library: {shipped} certified rules" in printed and "rejected" not in printed
    (applied,) = r["applied"]
    assert applied["rule"].startswith("gen_transpose_")
    assert applied["certificate"]["verdict"] == "proved"
    assert [n.op_type for n in onnx.load(str(out)).graph.node] == ["MatMul", "Relu"]
    assert vopt(["audit", str(report)]) == 0


def test_a_model_faster_round_by_round_but_slower_by_the_medians_is_not_kept():
    """Rounds that drift: four rounds won by 7% or more, one lost badly, and the median of the
    optimized model's rounds above the originals' (the report would show a slowdown)."""
    base = [2.0, 2.2, 2.56, 2.8, 2.9]
    opt = [3.5, 1.9, 2.3, 2.6, 2.75]
    v = keep.keep_verdict(base, base, opt)
    assert not v.keep and "not by the medians" in v.why
    assert v.wins == 4 and v.gain > keep.CLEAR_GAIN
    assert keep.keep_verdict(base, base, [b * 0.9 for b in base]).keep


def test_a_gain_far_beyond_a_large_noise_is_kept():
    """CI once measured two sessions of the demo 49% apart (a loaded 2-core machine) and the
    optimized model 3.5x faster in every round; asking for twice the noise as a percentage
    asked for 97%, which no gain reaches. The noise is a ratio between two sessions, and the
    gain must be its square: 3.5x clears 1.64^2 = 2.7x, 2x does not."""
    orig, control = [10.0] * 5, [16.4] * 5
    v = keep.keep_verdict(orig, control, [3.77] * 5)  # 3.5x faster than their mean
    assert v.keep and v.noise > 0.45, v
    v = keep.keep_verdict(orig, control, [6.6] * 5)  # 2x: inside what this noise allows
    assert not v.keep and "between two sessions" in v.why, v
    # small noise: the rule is what it was, about twice the noise
    assert not keep.keep_verdict([1.0] * 5, [1.04] * 5, [0.96] * 5).keep
    assert keep.keep_verdict([1.0] * 5, [1.04] * 5, [0.93] * 5).keep


def test_the_keep_rounds_stop_once_the_answer_is_known():
    """Two lost rounds fail the rule whatever follows; three rounds all won by a tenth pass it;
    anything closer runs all five."""
    base = [10.0, 10.2, 9.9, 10.1, 10.0]
    assert keep.keep_decided(base[:2], base[:2], [10.5, 10.4])  # lost twice
    assert not keep.keep_decided(base[:2], base[:2], [8.0, 8.1])  # too few rounds
    clear = [b * 0.85 for b in base[:3]]
    assert keep.keep_decided(base[:3], base[:3], clear)
    assert keep.keep_verdict(base[:3], base[:3], clear).keep
    close = [b * 0.95 for b in base[:3]]  # won, but by less than EARLY_GAIN
    assert not keep.keep_decided(base[:3], base[:3], close)
    one_lost = [8.5, 10.5, 8.4]
    assert not keep.keep_decided(base[:3], base[:3], one_lost)


def test_measure_rounds_stops_when_told(monkeypatch):
    from verified_opt.search.cost import measure_rounds

    calls = []

    def measure(data, feeds, threads, max_seconds):
        calls.append(data)
        return 1.0

    t = measure_rounds({"a": b"a", "b": b"b"}, {}, rounds=5, measure=measure,
                       done=lambda times: len(times["a"]) == 2)
    assert t == {"a": [1.0, 1.0], "b": [1.0, 1.0]} and len(calls) == 4
    assert len(measure_rounds({"a": b"a"}, {}, rounds=5, measure=measure)["a"]) == 5


def _sub_add_model(path):
    """(x + y) - y: what sub_add_cancel rewrites as x."""
    nodes = [helper.make_node("Add", ["x", "y"], ["s"], name="add"),
             helper.make_node("Sub", ["s", "y"], ["d"], name="sub"),
             helper.make_node("Relu", ["d"], ["r"], name="relu")]
    vi = [helper.make_tensor_value_info(n, 1, [2, 3]) for n in ("x", "y", "r")]
    g = helper.make_graph(nodes, "sub_add", vi[:2], vi[2:])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    onnx.save(m, str(path))
    return path


def test_a_fast_math_rule_is_applied_only_with_fast_math(tmp_path, monkeypatch, capsys):
    """sub_add_cancel is proved, and in float32 (1 + 1e8) - 1e8 is 0, (inf + y) - inf NaN: it
    is outside the default float contract; --fast-math applies it and the report says so."""
    monkeypatch.setattr(optimize_cmd, "CostModel", NodeCount)
    _latency_by_size(monkeypatch)
    from verified_opt.search.library import DEFAULT_RULES

    rule = next(r for r in json.loads((DEFAULT_RULES / "elementwise.json").read_text())["rules"]
                if r["name"] == "sub_add_cancel")
    rules, model = _rules(tmp_path, rule, TRANSPOSE_CANCEL), _sub_add_model(tmp_path / "m.onnx")
    report = tmp_path / "a.json"
    assert vopt(["optimize", str(model), "-o", str(tmp_path / "o.onnx"), "--json", str(report),
                 "--budget", "5", "--rules", rules]) == 0
    assert "1 rules that could apply left out (1 fast-math)" in capsys.readouterr().out
    r = json.loads(report.read_text())
    assert r["applied"] == [] and r["float_contract"] == {
        "fast_math": False, "allowed": ["exact", "reassociate"],
        "definition": "verified_opt.float-contract/1", "left_out": {"sub_add_cancel": "fast-math"},
        "finite_constants": {}}

    assert vopt(["optimize", str(model), "-o", str(tmp_path / "o.onnx"), "--json", str(report),
                 "--report", str(tmp_path / "a.html"), "--budget", "5", "--rules", rules,
                 "--fast-math"]) == 0
    r = json.loads(report.read_text())
    (step,) = r["applied"]
    assert step["rule"] == "sub_add_cancel" and r["float_contract"]["fast_math"] is True
    fc = step["float_contract"]
    assert fc["tier"] == "fast-math" and fc["absorption"]["inputs"] == {"X": 1.0, "Y": 1e8}
    assert "fast-math" in (tmp_path / "a.html").read_text()
    assert vopt(["audit", str(report)]) == 0
    # the same report, claiming a run without --fast-math
    r["float_contract"]["fast_math"] = r["options"]["fast_math"] = False
    report.write_text(json.dumps(r))
    capsys.readouterr()
    assert vopt(["audit", str(report)]) == 1
    assert "float contract fast-math is outside the run's" in capsys.readouterr().out


def test_rules_within_the_default_contract_state_their_tier(tmp_path, monkeypatch):
    monkeypatch.setattr(optimize_cmd, "CostModel", NodeCount)
    _latency_by_size(monkeypatch)
    report = tmp_path / "a.json"
    assert vopt(["optimize", str(_model(tmp_path / "m.onnx")), "-o", str(tmp_path / "o.onnx"),
                 "--json", str(report), "--budget", "5",
                 "--rules", _rules(tmp_path, TRANSPOSE_CANCEL)]) == 0
    r = json.loads(report.read_text())
    (step,) = r["applied"]
    assert step["float_contract"]["tier"] == "exact" and r["options"]["fast_math"] is False
    assert r["float_contract"]["left_out"] == {}


def test_the_derivation_budget_default_keeps_the_run_within_a_minute_and_the_help_says_it():
    """Without --derive-budget the pass gets DERIVE_BUDGET, cut to what is left of the minute
    after the run so far and the checks after it (15 s + 60 runs of the model); an explicit
    budget is used as given."""
    from verified_opt.api.derivations import DERIVE_BUDGET
    from verified_opt.api.pipeline import MIN_DERIVE_S, OPTIMIZE_MINUTE, derive_seconds
    from verified_opt.cli import build_parser
    from verified_opt.commands.optimize_cmd import options
    p = build_parser()
    args = p.parse_args(["optimize", "m.onnx", "-o", "o.onnx", "--derive"])
    assert options(args).derive_budget is None
    assert options(args).rederive is False
    args = p.parse_args(["optimize", "m.onnx", "-o", "o.onnx", "--derive-budget", "7",
                         "--rederive"])
    assert options(args).derive_budget == 7.0 and options(args).rederive is True
    assert derive_seconds(None, 2.0, 5.0) == DERIVE_BUDGET
    assert derive_seconds(None, 25.0, 56.0) == pytest.approx(OPTIMIZE_MINUTE - 25 - 15 - 3.36)
    assert derive_seconds(None, 55.0, 200.0) == MIN_DERIVE_S
    assert derive_seconds(7.0, 55.0, 200.0) == 7.0
    sub = next(a for a in p._subparsers._group_actions[0].choices.values()
               if any(o.dest == "derive_budget" for o in a._actions))
    text = " ".join(sub.format_help().split())
    assert f"(default: {DERIVE_BUDGET:g}, or less so that the whole run stays within " \
           f"{OPTIMIZE_MINUTE:g} s)" in text


def test_tune_implies_derive_on_the_command_line():
    # the help says --tune implies --derive and the Python API did so; the CLI passed
    # derive=False, so `--tune N` alone tuned nothing and said nothing (a red-team review)
    from verified_opt.cli import build_parser
    from verified_opt.commands.optimize_cmd import options
    p = build_parser()
    assert options(p.parse_args(["optimize", "m.onnx", "-o", "o.onnx", "--tune", "10"])).derive
    assert not options(p.parse_args(["optimize", "m.onnx", "-o", "o.onnx"])).derive


RELU_OF_RELU_SUM = {
    "name": "relu_of_relu_sum", "inputs": {"A": ["n", "c"], "B": ["n", "c"]},
    "src": {"nodes": [{"op": "Relu", "inputs": ["A"], "outputs": ["ra"]},
                      {"op": "Relu", "inputs": ["B"], "outputs": ["rb"]},
                      {"op": "Add", "inputs": ["ra", "rb"], "outputs": ["s"]},
                      {"op": "Relu", "inputs": ["s"], "outputs": ["y"]}], "outputs": ["y"]},
    "dst": {"nodes": [{"op": "Relu", "inputs": ["A"], "outputs": ["ra"]},
                      {"op": "Relu", "inputs": ["B"], "outputs": ["rb"]},
                      {"op": "Add", "inputs": ["ra", "rb"], "outputs": ["y"]}],
            "outputs": ["y"]}}


def test_a_rule_authors_axioms_and_certificates_carry_through_optimize_and_audit(
        tmp_path, monkeypatch, capsys):
    """A rule proved from the author's own axiom (`vopt verify --axioms --certificates`) is
    used by `vopt optimize --rules --axioms --certificates` and audited with `vopt audit
    --axioms`; without --axioms, optimize rejects it (the shipped axioms do not prove it, and
    it says how to give yours) and the audit fails on the axiom set (a review found no way to
    use such a rule)."""
    monkeypatch.setattr(optimize_cmd, "CostModel", NodeCount)
    _latency_by_size(monkeypatch)
    ax = tmp_path / "ax"
    ax.mkdir()
    (ax / "mine.ax").write_text("relu_add_relu: forall X[*p] Y[*p]: relu(add(relu(X), relu(Y)))"
                                " = add(relu(X), relu(Y))  # a sum of Relus is non-negative\n")
    rules = _rules(tmp_path, RELU_OF_RELU_SUM)
    certs = tmp_path / "certs"
    assert vopt(["verify", rules, "--axioms", str(ax), "--certificates", str(certs)]) == 0
    nodes = [helper.make_node("Relu", ["a"], ["ra"]), helper.make_node("Relu", ["b"], ["rb"]),
             helper.make_node("Add", ["ra", "rb"], ["s"]), helper.make_node("Relu", ["s"], ["y"])]
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info(n, 1, [4, 8])
                                       for n in "ab"],
                          [helper.make_tensor_value_info("y", 1, [4, 8])])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    src = tmp_path / "m.onnx"
    onnx.save(m, str(src))
    capsys.readouterr()
    assert vopt(["optimize", str(src), "-o", str(tmp_path / "plain.onnx"), "--rules", rules,
                 "--budget", "2"]) == 0
    out = capsys.readouterr().out
    assert "rejected relu_of_relu_sum (inconclusive)" in out and "--axioms FOLDER" in out
    report = tmp_path / "r.json"
    assert vopt(["optimize", str(src), "-o", str(tmp_path / "o.onnx"), "--rules", rules,
                 "--axioms", str(ax), "--certificates", str(certs), "--json", str(report),
                 "--budget", "2"]) == 0
    doc = json.loads(report.read_text())
    assert [s["rule"] for s in doc["applied"]] == ["relu_of_relu_sum"]
    assert doc["options"]["axioms"] == str(ax) and doc["options"]["certificates"] == [str(certs)]
    capsys.readouterr()
    assert vopt(["audit", str(report), "--seed", "1"]) == 1
    assert "proved under the axiom set" in " ".join(capsys.readouterr().out.split())
    assert vopt(["audit", str(report), "--seed", "1", "--axioms", str(ax)]) == 0
