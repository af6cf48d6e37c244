"""Nearest Resize by integer scales (data/rules/resize.json, axioms/resize.ax): the axioms tested
against the reference Resize and wrong ones caught, the rules proved and wrong variants refuted,
the rules matched on PyTorch-style upsampling (scales an input, roi empty) with outputs equal to
ONNX Runtime's, and `vopt optimize` merging two upsamplings."""

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
from verified_opt.rules.format import load_rules
from verified_opt.rules.match import find_matches
from verified_opt.verify.verdict import verify_rule

RESIZE_RULES = RULES_DIR / "resize.json"
RESIZE_AXIOMS = [a for a in load_axioms(default_axiom_dir()) if a.file.endswith("resize.ax")]
TORCH = {"mode": "nearest", "coordinate_transformation_mode": "asymmetric",
         "nearest_mode": "floor"}


@pytest.fixture(scope="module")
def rules():
    return {r.name: r for r in load_rules([RESIZE_RULES])}


@pytest.mark.parametrize("ax", RESIZE_AXIOMS, ids=[a.name for a in RESIZE_AXIOMS])
def test_each_resize_axiom_holds_on_the_reference_resize(ax):
    result = check_axiom(ax)
    assert result.sound, result.counterexample
    assert result.instances >= 10


WRONG_AXIOMS = {
    # the scales of two upsamplings multiply, they do not add
    "merge_adds": "upnn(p, q, upnn(a, b, X)) = upnn(a + p, b + q, X)",
    # the two spatial scales are not interchangeable
    "merge_swaps": "upnn(p, q, upnn(a, b, X)) = upnn(a * q, b * p, X)",
}


@pytest.mark.parametrize("name", sorted(WRONG_AXIOMS))
def test_a_wrong_resize_axiom_is_caught_with_a_counterexample(name):
    text = (f"bad: forall X[n, c, h, w] a in 1..3 b in 1..3 p in 1..3 q in 1..3: "
            f"{WRONG_AXIOMS[name]}  # wrong")
    result = check_axiom(parse_axiom(text, "test.ax", 1))
    assert not result.sound and result.counterexample


# each rule of resize.json and the axiom its proof uses
PROVED = [("resize_nearest_merge", "upnn_merge"), ("resize_nearest_merge_default", "upnn_merge"),
          ("relu_before_resize_nearest", "relu_upnn"),
          ("relu_before_resize_nearest_default", "relu_upnn"),
          ("sigmoid_before_resize_nearest", "sigmoid_upnn"),
          ("resize_nearest_scale1", "upnn_one")]


@pytest.mark.parametrize("name, used", PROVED)
def test_the_resize_rules_are_proved(rules, axioms, name, used):
    v = verify_rule(rules[name], axioms)
    assert v.status == "proved", v.reason
    assert v.axioms_used == [used]
    assert v.tested_instances >= 3, "tested at concrete sizes and scales before the proof"


def test_every_shipped_resize_rule_is_in_the_proved_list(rules):
    assert {n for n, _ in PROVED} == set(rules)


def _edit(name: str, edit) -> dict:
    obj = copy.deepcopy(rule_obj(RESIZE_RULES, name))
    obj["name"] = f"wrong_{name}"
    edit(obj)
    return obj


WRONG_RULES = {
    # the merged scales added
    "merge_adds": ("resize_nearest_merge", lambda o: o["dst"]["nodes"][0]["attrs"].update(
        scales=[1, 1, "a+p", "b+q"])),
    # a Sigmoid moved where a Relu was
    "relu_becomes_sigmoid": ("relu_before_resize_nearest",
                             lambda o: o["dst"]["nodes"][0].update(op="Sigmoid")),
    # scale 2 is not the identity
    "scale2_identity": ("resize_nearest_scale1", lambda o: o["src"]["nodes"][0]["attrs"].update(
        scales=[1, 1, 1, 2])),
    # linear interpolation of a Relu is not a Relu of the interpolation (between -1 and 1)
    "relu_through_linear": ("relu_before_resize_nearest_default", lambda o: [
        n.setdefault("attrs", {}).update(mode="linear") for s in ("src", "dst")
        for n in o[s]["nodes"] if n["op"] == "Resize"]),
}


@pytest.mark.parametrize("name", sorted(WRONG_RULES))
def test_a_wrong_resize_rule_is_refuted_with_a_counterexample(axioms, name):
    base, edit = WRONG_RULES[name]
    v = verify_obj(_edit(base, edit), axioms)
    assert v.status == "refuted", v.reason
    assert v.counterexample is not None


def test_half_pixel_with_floor_is_not_taken_for_an_upsampling(axioms):
    # (o + 1/2) / 2 - 1/2 floored reads index 0 at o = 2: another function, which the encoder
    # refuses, so the rule in that form is not proved
    def edit(o):
        for s in ("src", "dst"):
            for n in o[s]["nodes"]:
                n["attrs"].update(coordinate_transformation_mode="half_pixel")
    v = verify_obj(_edit("resize_nearest_merge", edit), axioms)
    assert v.status != "proved"


# ---- on models --------------------------------------------------------------------------------
def _model(nodes, out_hw: int, c: int = 4) -> onnx.ModelProto:
    rng = np.random.default_rng(0)
    inits = [numpy_helper.from_array(rng.standard_normal((c, 3, 3, 3)).astype(np.float32), "w"),
             numpy_helper.from_array(np.zeros(0, np.float32), "roi"),
             numpy_helper.from_array(np.array([1, 1, 2, 2], np.float32), "s2"),
             numpy_helper.from_array(np.array([1, 1, 1.5, 1.5], np.float32), "s15")]
    g = helper.make_graph([helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1],
                                            name="conv")] + nodes, "resize",
                          [helper.make_tensor_value_info("x", 1, [1, 3, 5, 5])],
                          [helper.make_tensor_value_info("y", 1, [1, c, out_hw, out_hw])], inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return m


def _up(i, o, scales="s2", **attrs):
    return helper.make_node("Resize", [i, "roi", scales], [o], name=f"up_{o}",
                            **(attrs or TORCH))


def _same_in_ort(a: onnx.ModelProto, b: onnx.ModelProto) -> None:
    x = np.random.default_rng(1).standard_normal((1, 3, 5, 5)).astype(np.float32)
    ya = ort.InferenceSession(a.SerializeToString()).run(None, {"x": x})[0]
    yb = ort.InferenceSession(b.SerializeToString()).run(None, {"x": x})[0]
    assert ya.shape == yb.shape and np.array_equal(ya, yb)


@pytest.mark.parametrize("nodes, out_hw, name, ops", [
    ([_up("c", "u"), _up("u", "y")], 20, "resize_nearest_merge", {"Conv": 1, "Resize": 1}),
    ([_up("c", "u", mode="nearest"), _up("u", "y", mode="nearest")], 20,
     "resize_nearest_merge_default", {"Conv": 1, "Resize": 1}),
    ([_up("c", "u"), helper.make_node("Relu", ["u"], ["y"], name="relu")], 10,
     "relu_before_resize_nearest", {"Conv": 1, "Relu": 1, "Resize": 1}),
])
def test_a_resize_rule_matches_an_upsampling_and_keeps_its_outputs(rules, nodes, out_hw, name,
                                                                   ops):
    model = _model(nodes, out_hw)
    graph = import_model(model)
    (m,) = find_matches(rules[name], graph)
    new = apply_match(graph, m, "sha256:test", 1)
    assert new.op_counts() == ops
    _same_in_ort(model, export_model(new))


def test_the_relu_moves_to_the_smaller_tensor(rules):
    graph = import_model(_model([_up("c", "u"), helper.make_node("Relu", ["u"], ["y"])], 10))
    (m,) = find_matches(rules["relu_before_resize_nearest"], graph)
    new = apply_match(graph, m, "sha256:test", 1)
    (relu,) = [n for n in new.nodes if n.op == "Relu"]
    assert new.types[relu.outputs[0]].shape == (1, 4, 5, 5)


def test_a_fractional_scale_matches_no_rule(rules):
    graph = import_model(_model([_up("c", "u", "s15"), _up("u", "y", "s15")], 10))
    for rule in rules.values():
        assert find_matches(rule, graph) == [], rule.name


def test_other_coordinate_modes_match_no_pytorch_rule(rules):
    graph = import_model(_model([_up("c", "u", mode="nearest",
                                     coordinate_transformation_mode="half_pixel",
                                     nearest_mode="floor"),
                                 _up("u", "y", mode="nearest",
                                     coordinate_transformation_mode="half_pixel",
                                     nearest_mode="floor")], 20))
    assert find_matches(rules["resize_nearest_merge"], graph) == []
    assert find_matches(rules["resize_nearest_merge_default"], graph) == []


def test_vopt_optimize_merges_two_upsamplings_and_the_audit_holds(tmp_path, monkeypatch, capsys):
    """The shipped library (no --rules) on a feature-pyramid step upsampled twice by 2 (node
    costs and latencies counted, not timed, as in the other optimize tests)."""
    from verified_opt.cli import main as vopt

    def latency(data, feeds, threads=2, **kw):
        return float(len(onnx.load_from_string(data).graph.node))

    deterministic_optimize(monkeypatch, tmp_path, NodeCount, latency)
    model = _model([_up("c", "u"), _up("u", "y")], 20)
    path, out, report = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "a.json"
    onnx.save(model, str(path))
    code = vopt(["optimize", str(path), "-o", str(out), "--json", str(report), "--budget", "10"])
    assert code == 0, capsys.readouterr().err
    r = json.loads(report.read_text())
    assert "resize_nearest_merge" in {a["rule"] for a in r["applied"]}
    assert r["end_to_end"]["ok"] and r["latency"]["kept"] == "optimized"
    assert sorted(n.op_type for n in onnx.load(str(out)).graph.node) == ["Conv", "Resize"]
    _same_in_ort(model, onnx.load(str(out)))
    code = vopt(["audit", str(report)])
    assert code == 0, capsys.readouterr()
