"""Expand (data/rules/expand.json, axioms/expand.ax): the axioms tested against the reference
semantics and wrong ones caught, the rules proved from them (all exact in float32), wrong
variants refuted with a counterexample, and the rules matched on ONNX models (Expand's shape is
an input there) with outputs equal to ONNX Runtime's."""

from __future__ import annotations

import copy

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import helper, numpy_helper
from shipped import RULES_DIR, rule_obj, verify_obj

from verified_opt.axioms.lang import default_axiom_dir, load_axioms, parse_axiom
from verified_opt.axioms.soundness import check_axiom
from verified_opt.ir.onnx_io import export_model, import_model
from verified_opt.rules.apply import apply_match
from verified_opt.rules.format import load_rules
from verified_opt.rules.match import find_matches
from verified_opt.verify.float_contract import classify
from verified_opt.verify.verdict import verify_rule

EXPAND_RULES = RULES_DIR / "expand.json"
EXPAND_AXIOMS = [a for a in load_axioms(default_axiom_dir()) if a.file.endswith("expand.ax")]


@pytest.fixture(scope="module")
def rules():
    return {r.name: r for r in load_rules([EXPAND_RULES])}


@pytest.mark.parametrize("ax", EXPAND_AXIOMS, ids=[a.name for a in EXPAND_AXIOMS])
def test_each_expand_axiom_holds_on_the_reference_semantics(ax):
    result = check_axiom(ax)
    assert result.sound, result.counterexample
    assert result.instances >= 10


WRONG_AXIOMS = {
    # an Expand to sizes beyond the other operand's makes the sum larger
    "addb_any_target": "forall X[*p] Y[e, f, g, h] a in 1..4 b in 1..4 c in 1..4 d in 1..4: "
                       "addb(expand4(a, b, c, d, X), Y) = addb(X, Y)",
    # the inner Expand's sizes count where they are not 1 or the outer's
    "merge_any": "forall X[*p] a in 1..4 b in 1..4 c in 1..4 d in 1..4 e in 1..4 f in 1..4 "
                 "g in 1..4 h in 1..4: expand4(a, b, c, d, expand4(e, f, g, h, X)) = "
                 "expand4(a, b, c, d, X)",
    # Expand to [1, 1, 1, 1] keeps a 4-D tensor, it does not make one of any tensor
    "ones_any_rank": "forall X[*p]: expand4(1, 1, 1, 1, X) = X",
}


@pytest.mark.parametrize("name", sorted(WRONG_AXIOMS))
def test_a_wrong_expand_axiom_is_caught_with_a_counterexample(name):
    result = check_axiom(parse_axiom(f"bad: {WRONG_AXIOMS[name]}  # wrong", "test.ax", 1))
    assert not result.sound and result.counterexample


# each rule of expand.json and the axioms its proof uses; Expand moves data: all are exact
PROVED = [
    ("expand_add_mask", {"addb_expand4"}),
    ("expand_add4", {"addb_expand4", "addb_same4"}),
    ("expand_add3", {"add_expand3"}),
    ("expand_mul3", {"mul_expand3"}),
    ("expand_mul4", {"mul_expand4"}),
    ("expand_mul_mask", {"mulb_expand4"}),
    ("expand_twice", {"expand_merge4"}),
    ("expand_same4", {"expand_same4"}),
    ("expand_same3", {"expand_same3"}),
]


@pytest.mark.parametrize("name, used", PROVED)
def test_the_expand_rules_are_proved_and_exact(rules, axioms, name, used):
    v = verify_rule(rules[name], axioms)
    assert v.status == "proved", v.reason
    assert set(v.axioms_used) == used
    assert v.tested_instances >= 3
    assert classify(rules[name]).tier == "exact"


def test_every_shipped_expand_rule_is_in_the_proved_list(rules):
    assert {n for n, _ in PROVED} == set(rules)


def _edit(name: str, edit) -> dict:
    obj = copy.deepcopy(rule_obj(EXPAND_RULES, name))
    obj["name"] = f"wrong_{name}"
    edit(obj)
    return obj


WRONG_RULES = {
    # Sub does not commute: the mask subtracted from the scores is not the scores from the mask
    "sub_swapped": ("expand_add_mask", lambda o: (
        o["src"]["nodes"][1].update(op="Sub", inputs=["Y", "e"]), o["dst"]["nodes"][0].update(
            op="Sub"))),
    # the merged Expand must reach the outer target, not the inner one
    "twice_to_inner": ("expand_twice",
                       lambda o: o["dst"]["nodes"][0]["attrs"].update(shape=[1, "c", "h", "w"])),
    # an Expand that grows an axis is not the identity
    "same_grows": ("expand_same4", lambda o: o["inputs"].update(X=["n", "c", 1, "w"])),
}


@pytest.mark.parametrize("name", sorted(WRONG_RULES))
def test_a_wrong_expand_rule_is_refuted_with_a_counterexample(axioms, name):
    base, edit = WRONG_RULES[name]
    v = verify_obj(_edit(base, edit), axioms)
    assert v.status == "refuted", v.reason
    assert v.counterexample is not None


def test_a_true_rule_beyond_the_axioms_is_inconclusive_not_refuted(axioms):
    # [b, h, 1, s] expanded to [b, h, t, s] plus [b, 1, t, s] is their broadcast sum: true, but
    # the Expand's h is neither 1 nor the other operand's size, which no axiom covers
    obj = _edit("expand_add_mask", lambda o: (
        o["inputs"].update(X=["b", "h", 1, "s"], Y=["b", 1, "t", "s"]),
        o["src"]["nodes"][0]["attrs"].update(shape=["b", "h", "t", "s"])))
    v = verify_obj(obj, axioms)
    assert v.status == "inconclusive" and v.counterexample is None


# ---- on models --------------------------------------------------------------------------------
def _model(nodes, inits, inputs, y_shape) -> onnx.ModelProto:
    g = helper.make_graph(nodes, "expand",
                          [helper.make_tensor_value_info(k, 1, s) for k, s in inputs.items()],
                          [helper.make_tensor_value_info("y", 1, y_shape)],
                          [numpy_helper.from_array(np.asarray(v), k) for k, v in inits.items()])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return m


def _mask_model() -> onnx.ModelProto:
    # BART's _expand_mask: mask[:, None, None, :].expand(b, 1, t, s), added to the scores
    return _model([helper.make_node("Expand", ["mask", "shape"], ["m"], name="expand"),
                   helper.make_node("Add", ["scores", "m"], ["y"], name="add")],
                  {"shape": np.asarray([2, 1, 5, 5], np.int64)},
                  {"scores": [2, 4, 5, 5], "mask": [2, 1, 1, 5]}, [2, 4, 5, 5])


def _position_model() -> onnx.ModelProto:
    # a learned position embedding [1, s, d] expanded to the batch and added to the tokens
    pos = np.random.default_rng(0).standard_normal((1, 5, 8)).astype(np.float32)
    return _model([helper.make_node("Expand", ["pos", "shape"], ["p"], name="expand"),
                   helper.make_node("Add", ["p", "tokens"], ["y"], name="add")],
                  {"pos": pos, "shape": np.asarray([3, 5, 8], np.int64)},
                  {"tokens": [3, 5, 8]}, [3, 5, 8])


@pytest.mark.parametrize("build, name", [(_mask_model, "expand_add_mask"),
                                         (_position_model, "expand_add3")])
def test_an_expand_rule_matches_a_model_and_keeps_its_outputs(rules, build, name):
    model = build()
    graph = import_model(model)
    (m,) = find_matches(rules[name], graph)
    new = apply_match(graph, m, "sha256:test", 1)
    assert new.op_counts() == {"Add": 1}
    rng = np.random.default_rng(1)
    feeds = {i.name: rng.standard_normal([d.dim_value for d in i.type.tensor_type.shape.dim])
             .astype(np.float32) for i in model.graph.input}
    a = ort.InferenceSession(model.SerializeToString()).run(None, feeds)[0]
    b = ort.InferenceSession(export_model(new).SerializeToString()).run(None, feeds)[0]
    assert np.array_equal(a, b)


def test_an_expand_to_other_sizes_matches_no_rule(rules):
    # the mask expanded to [2, 4, 5, 5]: the Expand's 4 is the scores' heads, which the rule's
    # target [b, 1, t, s] does not have
    model = _mask_model()
    model.graph.initializer[0].CopyFrom(numpy_helper.from_array(
        np.asarray([2, 4, 5, 5], np.int64), "shape"))
    assert find_matches(rules["expand_add_mask"], import_model(model)) == []
