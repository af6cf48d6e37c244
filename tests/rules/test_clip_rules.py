"""Clip, Max, Min, HardSigmoid and HardSwish (data/rules/clip.json, axioms/clip.ax): the axioms
tested against the reference semantics and wrong ones caught, the rules proved from them and
wrong variants refuted with a counterexample, the rules matched on ONNX models (Clip's bounds are
inputs there) with outputs equal to ONNX Runtime's, and `vopt optimize` applying them."""

from __future__ import annotations

import copy
import json

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import helper, numpy_helper
from shipped import RULES_DIR, NodeCount, deterministic_optimize, rule_obj, verify_obj

from verified_opt.axioms.lang import default_axiom_dir, load_axioms, parse_axiom
from verified_opt.axioms.soundness import check_axiom
from verified_opt.ir.onnx_io import export_model, import_model
from verified_opt.rules.apply import apply_match
from verified_opt.rules.format import RuleError, load_rules, parse_rules
from verified_opt.rules.match import find_matches
from verified_opt.verify.verdict import verify_rule

CLIP_RULES = RULES_DIR / "clip.json"
CLIP_AXIOMS = [a for a in load_axioms(default_axiom_dir()) if a.file.endswith("clip.ax")]


@pytest.fixture(scope="module")
def rules():
    return {r.name: r for r in load_rules([CLIP_RULES])}


@pytest.mark.parametrize("ax", CLIP_AXIOMS, ids=[a.name for a in CLIP_AXIOMS])
def test_each_clip_axiom_holds_on_the_reference_semantics(ax):
    result = check_axiom(ax)
    assert result.sound, result.counterexample
    assert result.instances >= 10


WRONG_AXIOMS = {
    # min(relu(x), b) is not non-negative for b < 0: 6 is not any b
    "relu_clipmax_any": "forall X[*p] b in {6.0}: relu(clipmax(b, relu(X))) = clipmax(b, relu(X))",
    # the two bounds do not commute where lo > hi (every value is hi, not lo)
    "bounds_commute": "forall X[*p] a in {0.0} b in {6.0}: "
                      "clipmin(a, clipmax(b, X)) = clipmax(b, clipmin(a, X))",
    # HardSwish's alpha is 1/6, not HardSigmoid's default 0.2
    "hswish_alpha": "forall X[*p]: hswish(X) = mul(X, hsig(0.2, 0.5, X))",
    # Max with a scalar bounds from below, not from above
    "max_is_min": "forall X[*p] a in {0.0}: emaxb(X, fill0(a)) = clipmax(a, X)",
}


@pytest.mark.parametrize("name", sorted(WRONG_AXIOMS))
def test_a_wrong_clip_axiom_is_caught_with_a_counterexample(name):
    result = check_axiom(parse_axiom(f"bad: {WRONG_AXIOMS[name]}  # wrong", "test.ax", 1))
    assert not result.sound and result.counterexample


# each rule of clip.json and the axioms its proof uses
PROVED = [
    ("clip_min0_to_relu", {"clipmin_zero_relu"}),
    ("max_zero_to_relu", {"clipmin_zero_relu", "emaxb_scalar_right"}),
    ("relu_after_relu6", {"relu_clip_nonneg"}),
    ("clip0_after_relu", {"clipmin_zero_relu", "relu_idem"}),
    ("clip_idempotent", {"clip_idem"}),
    ("min_max_to_relu6", {"emaxb_scalar_right", "eminb_scalar_right"}),
    ("hardswish_fuse", {"hardswish_def"}),
    ("hardswish_expand", {"hardswish_def"}),
    ("hardsigmoid_fuse", {"hardsigmoid_def"}),
    # bounds that are real symbols, under the rule's conditions ("if")
    ("relu_after_clip_nonneg", {"relu_clip_nonneg"}),
    ("clip_in_narrower_clip", {"clip_in_clip"}),
    ("clip_in_wider_clip", {"clip_outer_wider"}),
]


@pytest.mark.parametrize("name, used", PROVED)
def test_the_clip_rules_are_proved(rules, axioms, name, used):
    v = verify_rule(rules[name], axioms)
    assert v.status == "proved", v.reason
    assert set(v.axioms_used) == used
    assert v.tested_instances >= 3


def test_every_shipped_clip_rule_is_in_the_proved_list(rules):
    # a new rule of the file gets its own row in PROVED
    assert {n for n, _ in PROVED} == set(rules)


def _edit(name: str, edit) -> dict:
    obj = copy.deepcopy(rule_obj(CLIP_RULES, name))
    obj["name"] = f"wrong_{name}"
    edit(obj)
    return obj


def _set(side: str, k: int, **attrs):
    return lambda o: o[side]["nodes"][k].setdefault("attrs", {}).update(attrs)


WRONG_RULES = {
    # ReLU6 is not Relu: the values above 6
    "relu6_is_not_relu": ("relu_after_relu6", lambda o: o.update(
        dst={"nodes": [{"op": "Relu", "inputs": ["X"], "outputs": ["y"]}], "outputs": ["y"]})),
    # a Clip whose min is below 0 lets negatives through the Relu
    "relu_after_clip_below_zero": ("relu_after_relu6",
                                   lambda o: (_set("src", 0, min=-1.0)(o), _set("dst", 0, min=-1.0)(o))),
    # Relu first, then a min below 0: Relu's zeros are not the input's negatives
    "clip_below_zero_after_relu": ("clip0_after_relu",
                                   lambda o: (_set("src", 1, min=-1.0)(o), _set("dst", 0, min=-1.0)(o))),
    # an outer Clip with other bounds than the inner one is not the inner Clip
    "clip_of_clip_other_bounds": ("clip_idempotent", _set("src", 1, min="lo", max="hi")),
    # a Clip with a max is not Relu
    "clip_with_max_is_not_relu": ("clip_min0_to_relu", _set("src", 0, max=6.0)),
    # Max with 1 is not Relu
    "max_one": ("max_zero_to_relu", lambda o: o["src"]["nodes"][0]["attrs"].update(value=1.0)),
    # HardSigmoid's default alpha (0.2) is not HardSwish's (1/6)
    "hardswish_default_alpha": ("hardswish_fuse", _set("src", 0, alpha=0.2)),
    # the Keras constants 0.2, 0.5 written into HardSigmoid as 0.25
    "hardsigmoid_other_alpha": ("hardsigmoid_fuse", _set("dst", 0, alpha=0.25)),
    # a Clip to [a, b] with b < 0 is b everywhere, which the Relu zeroes: both bounds count
    "relu_after_clip_min_only": ("relu_after_clip_nonneg", lambda o: o.update({"if": ["0.0 <= a"]})),
    "relu_after_clip_any": ("relu_after_clip_nonneg", lambda o: o.pop("if")),
    # the outer Clip's max above the inner one's lets values through that the inner one cut
    "narrower_min_only": ("clip_in_narrower_clip", lambda o: o.update({"if": ["lo <= lo2"]})),
    # an inner Clip with lo > hi is hi everywhere, which the outer one may raise to lo2
    "wider_unordered": ("clip_in_wider_clip",
                        lambda o: o.update({"if": ["lo2 <= lo", "hi <= hi2"]})),
}


@pytest.mark.parametrize("name", sorted(WRONG_RULES))
def test_a_wrong_clip_rule_is_refuted_with_a_counterexample(axioms, name):
    base, edit = WRONG_RULES[name]
    v = verify_obj(_edit(base, edit), axioms)
    assert v.status == "refuted", v.reason
    assert v.counterexample is not None
    assert v.counterexample.src_value != v.counterexample.dst_value


# ---- on models --------------------------------------------------------------------------------
def _model(nodes, inits, c: int = 4) -> onnx.ModelProto:
    rng = np.random.default_rng(0)
    w = numpy_helper.from_array(rng.standard_normal((c, 3, 3, 3)).astype(np.float32), "w")
    g = helper.make_graph([helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1],
                                            name="conv")] + nodes, "clip",
                          [helper.make_tensor_value_info("x", 1, [1, 3, 8, 8])],
                          [helper.make_tensor_value_info("y", 1, [1, c, 8, 8])],
                          [w] + [numpy_helper.from_array(np.asarray(v, np.float32), k)
                                 for k, v in inits.items()])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return m


def _relu6_relu_model() -> onnx.ModelProto:
    return _model([helper.make_node("Clip", ["c", "lo", "hi"], ["r6"], name="relu6"),
                   helper.make_node("Relu", ["r6"], ["y"], name="relu")],
                  {"lo": 0.0, "hi": 6.0})


def _hardswish_model() -> onnx.ModelProto:
    # torch.onnx at opset < 14: x * HardSigmoid(x; 1/6, 1/2), the product written either way
    return _model([helper.make_node("HardSigmoid", ["c"], ["s"], name="hsig", alpha=1 / 6,
                                    beta=0.5),
                   helper.make_node("Mul", ["s", "c"], ["y"], name="mul")], {})


def _same_in_ort(a: onnx.ModelProto, b: onnx.ModelProto) -> None:
    x = np.random.default_rng(1).standard_normal((1, 3, 8, 8)).astype(np.float32) * 4
    ya = ort.InferenceSession(a.SerializeToString()).run(None, {"x": x})[0]
    yb = ort.InferenceSession(b.SerializeToString()).run(None, {"x": x})[0]
    assert np.abs(ya - yb).max() <= 1e-6 * np.abs(ya).max()
    assert (ya == 0).mean() > 0.1 and (ya > 0).mean() > 0.1  # the pattern's clipping shows


@pytest.mark.parametrize("build, name, ops", [
    (_relu6_relu_model, "relu_after_relu6", {"Conv": 1, "Clip": 1}),
    (_hardswish_model, "hardswish_fuse", {"Conv": 1, "HardSwish": 1}),
])
def test_a_clip_rule_matches_a_model_and_keeps_its_outputs(rules, build, name, ops):
    model = build()
    graph = import_model(model)
    (m,) = find_matches(rules[name], graph)
    new = apply_match(graph, m, "sha256:test", 1)
    assert new.op_counts() == ops
    _same_in_ort(model, export_model(new))


def test_a_clip_with_other_bounds_matches_no_relu6_rule(rules):
    model = _model([helper.make_node("Clip", ["c", "lo", "hi"], ["r6"], name="clip"),
                    helper.make_node("Relu", ["r6"], ["y"], name="relu")],
                   {"lo": -1.0, "hi": 6.0})
    assert find_matches(rules["relu_after_relu6"], import_model(model)) == []


def test_a_clip_binds_its_bounds_as_reals(rules):
    model = _model([helper.make_node("Clip", ["c", "lo", "hi"], ["a"], name="clip1"),
                    helper.make_node("Clip", ["a", "lo", "hi"], ["y"], name="clip2")],
                   {"lo": -0.5, "hi": 2.5})
    (m,) = find_matches(rules["clip_idempotent"], import_model(model))
    assert (m.sizes["a"], m.sizes["b"]) == (-0.5, 2.5)
    new = apply_match(import_model(model), m, "sha256:test", 1)
    assert new.op_counts() == {"Conv": 1, "Clip": 1}
    x = np.random.default_rng(1).standard_normal((1, 3, 8, 8)).astype(np.float32)
    a = ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})[0]
    b = ort.InferenceSession(export_model(new).SerializeToString()).run(None, {"x": x})[0]
    assert np.array_equal(a, b)


@pytest.mark.parametrize("lo, hi, matches", [(0.5, 4.0, True), (0.0, 0.0, True),
                                              (-1.0, 4.0, False), (2.0, -1.0, False),
                                              # no bound meets "0 <= a" (it crashed the match)
                                              (float("nan"), 4.0, False),
                                              (float("inf"), 4.0, False),
                                              (float("-inf"), 4.0, False)])
def test_a_rule_condition_decides_the_match(rules, lo, hi, matches):
    model = _model([helper.make_node("Clip", ["c", "lo", "hi"], ["r"], name="clip"),
                    helper.make_node("Relu", ["r"], ["y"], name="relu")], {"lo": lo, "hi": hi})
    found = find_matches(rules["relu_after_clip_nonneg"], import_model(model))
    assert len(found) == int(matches)


@pytest.mark.parametrize("cond", ["0.0 <= zz", "a <= zz", "a <=", "a ~ 0.0", "inf <= a"])
def test_a_condition_must_compare_symbols_and_numbers(cond):
    obj = copy.deepcopy(rule_obj(CLIP_RULES, "relu_after_clip_nonneg"))
    obj["if"] = [cond]
    with pytest.raises(RuleError, match="condition"):
        parse_rules(json.dumps({"rules": [obj]}))


def test_vopt_optimize_applies_the_clip_rules_and_the_audit_holds(tmp_path, monkeypatch, capsys):
    """The shipped library (no --rules) on a MobileNetV3-style block: ReLU6 then a Relu, and
    an opset-13 HardSwish. Node costs and latencies are counted, not timed (as in the other
    optimize tests), so that the search's choice does not depend on the machine's load."""
    from verified_opt.cli import main as vopt

    def latency(data, feeds, threads=2, **kw):
        return float(len(onnx.load_from_string(data).graph.node))

    deterministic_optimize(monkeypatch, tmp_path, NodeCount, latency)
    model = _model([helper.make_node("Clip", ["c", "lo", "hi"], ["r6"], name="relu6"),
                    helper.make_node("Relu", ["r6"], ["r"], name="relu"),
                    helper.make_node("HardSigmoid", ["r"], ["s"], name="hsig", alpha=1 / 6,
                                     beta=0.5),
                    helper.make_node("Mul", ["r", "s"], ["y"], name="mul")],
                   {"lo": 0.0, "hi": 6.0})
    path, out, report = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "a.json"
    onnx.save(model, str(path))
    code = vopt(["optimize", str(path), "-o", str(out), "--json", str(report), "--budget", "10"])
    assert code == 0, capsys.readouterr().err
    r = json.loads(report.read_text())
    assert {a["rule"] for a in r["applied"]} >= {"relu_after_relu6", "hardswish_fuse"}
    assert r["end_to_end"]["ok"] and r["latency"]["kept"] == "optimized"
    ops = [n.op_type for n in onnx.load(str(out)).graph.node]
    assert sorted(ops) == ["Clip", "Conv", "HardSwish"]
    _same_in_ort(model, onnx.load(str(out)))
    assert vopt(["audit", str(report)]) == 0, capsys.readouterr().err
