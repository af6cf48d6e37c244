"""The default contract admits a zero-terms rule at a match that binds the inputs whose inf or
NaN showed it to finite constants (verify/float_contract.finite_constants_bound): a
BatchNormalization folded into the Conv before it, whose statistics and scale are constants in
every exported model. The search takes it only there, the report names the binding, and `vopt
audit` requires it of the model its replay rebuilds."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper, numpy_helper

from verified_opt.ir.onnx_io import IR_VERSION, import_model
from verified_opt.rules.apply import OutOfRange, apply_folded
from verified_opt.rules.format import load_rules
from verified_opt.search.library import load_library, within_contract
from verified_opt.search.search import CertifiedRule, matches
from verified_opt.verify.float_contract import classify, finite_constants_bound

sys.path.insert(0, str(Path(__file__).parents[1] / "rules"))
from shipped import RULES_DIR, NodeCount, deterministic_optimize


def conv_bn(mean: float = 0.1, scale_input: bool = False, tiny: bool = False,
            small: bool = False) -> onnx.ModelProto:
    """Conv -> BatchNormalization; `mean` fills the running mean, `scale_input` makes the
    scale a graph input instead of a constant; `tiny`: a weight of 1e-20 and a scale of 1e-30
    in channel 0, whose product folds to 0 in float32; `small`: channel 0's weights 1e-12 and
    its variance 1e-14, as trained models have (a near-zero weight, a dead channel)."""
    rng = np.random.default_rng(0)
    c = 4
    w = rng.standard_normal((c, 3, 3, 3)).astype(np.float32)
    params = {"scale": rng.uniform(0.5, 2, c), "shift": rng.standard_normal(c),
              "mean": np.full(c, mean), "var": rng.uniform(0.5, 2, c)}
    if tiny:
        w[0], params["scale"][0] = 1e-20, 1e-30
    if small:
        w[0], params["var"][0] = 1e-12, 1e-14
    inits = [numpy_helper.from_array(w, "w")] + [
        numpy_helper.from_array(v.astype(np.float32), k) for k, v in params.items()
        if not (scale_input and k == "scale")]
    inputs = [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 8, 8])]
    if scale_input:
        inputs.append(helper.make_tensor_value_info("scale", TensorProto.FLOAT, [c]))
    nodes = [helper.make_node("Conv", ["x", "w"], ["z"], pads=[1] * 4, name="conv"),
             helper.make_node("BatchNormalization", ["z", "scale", "shift", "mean", "var"],
                              ["y"], name="bn")]
    graph = helper.make_graph(nodes, "conv_bn", inputs,
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = IR_VERSION
    return model


@pytest.fixture(scope="module")
def fold() -> CertifiedRule:
    rule = next(r for r in load_rules([RULES_DIR]) if r.name == "bn_fold_into_conv")
    return CertifiedRule(rule, "cert", finite_constants=classify(rule).finite_constants)


def test_the_inputs_whose_infinity_shows_a_zero_terms_rule():
    rules = {r.name: r for r in load_rules([RULES_DIR])}
    # an infinite mean or scale makes NaN where the source has an infinity
    assert classify(rules["bn_fold_into_conv"]).finite_constants == ("M", "S")
    assert classify(rules["bn_mul_fold3"]).finite_constants == ("W",)
    # the padding's zero weights read the activation: no constant can admit it
    assert "X" in classify(rules["conv_conv_pad_channels"]).finite_constants
    assert classify(rules["lrn_to_window_conv"]).finite_constants == ("X",)
    # the other tiers need nothing
    assert classify(rules["winograd_f2_conv3x3" if "winograd_f2_conv3x3" in rules
                          else "conv3x3_winograd_f2"]).finite_constants == ()


def test_only_finite_constants_admit_the_match(fold):
    g = import_model(conv_bn())
    [(m, bound)] = matches(fold, g)
    assert bound == {"M": "mean", "S": "scale"}
    assert finite_constants_bound(("M", "S"), m.values, g) == bound
    assert matches(fold, import_model(conv_bn(mean=np.inf))) == []
    assert matches(fold, import_model(conv_bn(mean=np.nan))) == []
    assert matches(fold, import_model(conv_bn(scale_input=True))) == []
    # finite, but folded to a zero weight: -inf * 1e-20 * 1e-30 is -inf (0 after a Relu),
    # -inf * 0 is NaN (a red-team review's model, with a Gemm). The match is admitted (its
    # constants are finite), the step is not: its fold leaves float32's range
    tiny = import_model(conv_bn(tiny=True))
    [(m, _)] = matches(fold, tiny)
    with pytest.raises(OutOfRange, match="outside float32.s normal range"):
        apply_folded(tiny, m, "cert", 0)
    # magnitudes far from 1 whose folds stay in range are admitted and applied
    small = import_model(conv_bn(small=True))
    [(m, _)] = matches(fold, small)
    g2, _ = apply_folded(small, m, "cert", 0)
    assert [n.op for n in g2.nodes] == ["Conv"]
    # without the condition (--fast-math) the rule matches all three
    plain = CertifiedRule(fold.rule, "cert")
    assert all(len(matches(plain, import_model(m))) == 1
               for m in (conv_bn(mean=np.inf), conv_bn(scale_input=True)))


def test_the_default_contract_admits_the_folds_under_their_condition(tmp_path):
    lib = load_library()
    kept = {c.rule.name: c for c in within_contract(lib, False, {"Conv", "BatchNormalization"},
                                                    cache=tmp_path / "tiers.json")}
    assert kept["bn_fold_into_conv"].finite_constants == ("M", "S")
    assert lib.finite_constants["bn_fold_into_conv"] == ("M", "S")
    assert "bn_fold_into_conv" not in lib.outside_contract
    assert "lrn_to_window_conv" not in kept  # its finite constant would be the activation
    assert all(not c.finite_constants for c in within_contract(lib, True))
    # the same from the tier cache the first call wrote
    again = {c.rule.name: c for c in within_contract(load_library(), False,
                                                     {"Conv", "BatchNormalization"},
                                                     cache=tmp_path / "tiers.json")}
    assert again["bn_fold_into_conv"].finite_constants == ("M", "S")


def _nodes(data: bytes, feeds=None, threads=2, **kw) -> float:
    return float(len(onnx.load_from_string(data).graph.node))


def _optimize(tmp_path, monkeypatch, model, extra=()):
    from verified_opt.cli import main as vopt

    deterministic_optimize(monkeypatch, tmp_path, NodeCount, _nodes)
    src, out, report = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "a.json"
    onnx.save(model, str(src))
    assert vopt(["optimize", str(src), "-o", str(out), "--json", str(report), "--overwrite",
                 "--budget", "5", *extra]) == 0
    return src, out, report


@pytest.mark.parametrize("small", [False, True], ids=["plain", "small-magnitudes"])
def test_vopt_optimize_folds_by_default_and_the_audit_holds(tmp_path, monkeypatch, capsys,
                                                            small):
    from verified_opt.cli import main as vopt

    src, out, report = _optimize(tmp_path, monkeypatch, conv_bn(small=small))
    # the run names the rules admitted only at finite constants, with their inputs
    assert "bn_fold_into_conv (M, S)" in " ".join(capsys.readouterr().out.split())
    r = json.loads(report.read_text())
    assert r["float_contract"]["fast_math"] is False
    assert r["float_contract"]["finite_constants"]["bn_fold_into_conv"] == ["M", "S"]
    [step] = r["applied"]
    assert step["rule"] == "bn_fold_into_conv"
    fc = step["float_contract"]
    assert fc["tier"] == "zero-terms" and fc["finite_constants"] == ["M", "S"]
    assert fc["finite_constants_bound"] == {"M": "mean", "S": "scale"}
    x = np.random.default_rng(1).standard_normal((1, 3, 8, 8)).astype(np.float32)
    a = ort.InferenceSession(str(src)).run(None, {"x": x})[0]
    b = ort.InferenceSession(str(out)).run(None, {"x": x})[0]
    assert np.abs(a - b).max() <= 1e-5 * np.abs(a).max()
    capsys.readouterr()
    assert vopt(["audit", str(report)]) == 0, capsys.readouterr().out
    assert "admitted by the default contract where M, S are finite constants" in \
        capsys.readouterr().out


@pytest.mark.parametrize("model", [conv_bn(mean=np.inf), conv_bn(scale_input=True),
                                   conv_bn(tiny=True)],
                         ids=["infinite-mean", "scale-an-input", "folds-to-zero"])
def test_no_fold_where_the_parameters_are_not_finite_constants(tmp_path, monkeypatch, model):
    _, _, report = _optimize(tmp_path, monkeypatch, model)
    assert json.loads(report.read_text())["applied"] == []


def _audit_failures(report: dict) -> list[str]:
    from verified_opt.api import audit as audit_report

    return [f"{f.what}: {f.message}" for f in audit_report(report, seed=3).findings if not f.ok]


def test_the_audit_fails_a_step_that_drops_or_moves_its_binding(tmp_path, monkeypatch):
    _, _, path = _optimize(tmp_path, monkeypatch, conv_bn())
    report = json.loads(path.read_text())
    step = report["applied"][0]["float_contract"]
    del step["finite_constants_bound"]
    bad = _audit_failures(report)
    assert any("outside the run's" in b and "needs M, S bound to finite constants" in b
               for b in bad), bad
    step["finite_constants_bound"] = {"M": "shift", "S": "scale"}
    bad = _audit_failures(report)
    assert any("with M bound to shift" in b and "does not apply" in b for b in bad), bad


@pytest.mark.parametrize("name, edit, why", [
    ("mean", lambda v: np.full_like(v, np.inf), ""),
    ("scale", lambda v: np.full_like(v, 3e38), "there its target's"),
    ("w", lambda v: np.where(v > 0, np.float32(1e-44), v), "there its target's")],
    ids=["infinite-mean", "scale-folds-to-inf", "weight-folds-to-subnormal"])
def test_the_audit_fails_a_binding_to_an_infinite_or_unfoldable_constant(
        tmp_path, monkeypatch, name, edit, why):
    """A forged run: an input constant made infinite (or one whose fold leaves float32's range)
    after the fold, the report's hash of the input updated; the replay refuses the step there
    and names why."""
    from verified_opt.report.audit import file_sha256

    src, _, path = _optimize(tmp_path, monkeypatch, conv_bn())
    model = onnx.load(str(src))
    t = next(t for t in model.graph.initializer if t.name == name)
    t.CopyFrom(numpy_helper.from_array(edit(numpy_helper.to_array(t)).astype(np.float32), name))
    onnx.save(model, str(src))
    report = json.loads(path.read_text())
    report["input"]["sha256"] = file_sha256(src)
    bad = _audit_failures(report)
    assert any("with M bound to mean, S bound to scale finite constants" in b
               and "does not apply" in b and why in b for b in bad), bad
