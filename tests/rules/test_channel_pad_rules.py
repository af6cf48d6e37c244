"""Channel padding (data/rules/channel_pad.json): the axiom it is proved from (sound against
the reference Conv, a wrong variant caught), the rule proved for every padding p and its wrong
variants refuted, its float tier (zero-terms: 0 * inf), the 'choose' field that lets the target
have a size the source does not bind, and the matcher's choices of p; and the split form (copies
read with half weights: reassociate), its axiom, its condition p <= k."""

from __future__ import annotations

import copy
import json

import numpy as np
import onnxruntime as ort
import pytest
from shipped import RULES_DIR, conv_chain, rule_obj, verify_obj, zero_padded

from verified_opt.axioms.lang import default_axiom_dir, load_axioms, parse_axiom
from verified_opt.axioms.soundness import check_axiom
from verified_opt.ir.evaluate import evaluate
from verified_opt.ir.fold import fold_constants
from verified_opt.ir.onnx_io import export_model, import_model
from verified_opt.rules.apply import apply_match
from verified_opt.rules.format import RuleError, load_rules, parse_rules
from verified_opt.rules.instantiate import side_graph
from verified_opt.rules.match import find_matches
from verified_opt.verify.float_contract import DEFAULT_CONTRACT, classify
from verified_opt.verify.verdict import verify_rule

PAD_RULES = RULES_DIR / "channel_pad.json"
NAME = "conv_relu_conv_pad_channels"


@pytest.fixture(scope="module")
def rule():
    (r,) = [r for r in load_rules([PAD_RULES]) if r.name == NAME]
    return r


def test_the_zero_input_channels_axiom_is_sound():
    (ax,) = [a for a in load_axioms(default_axiom_dir()) if a.name == "convb_zero_in_channels"]
    result = check_axiom(ax)
    assert result.sound and result.instances >= 20


@pytest.mark.parametrize("weights, kept", [
    ("concat(1, W, fill4(m, c2, kh, kw, z))", "slice(1, 1, dim(W, 1) + 1, Y)"),  # wrong channels
    ("concat(1, fill4(m, c2, kh, kw, z), W)", "slice(1, 0, dim(W, 1), Y)"),  # zeros first
])
def test_a_wrong_zero_channels_axiom_is_caught_with_a_counterexample(weights, kept):
    text = ("bad: forall Y[n, c1 + c2, h, w] W[m, c1, kh, kw] B[m] z in {0.0} "
            "sh in 1..2 sw in 1..2 pt in 0..1 pl in 0..1 pb in 0..1 pr in 0..1 dh in 1..2 "
            f"dw in 1..2: convb(sh, sw, pt, pl, pb, pr, dh, dw, 1, Y, {weights}, B) = "
            f"convb(sh, sw, pt, pl, pb, pr, dh, dw, 1, {kept}, W, B) "
            "if z == 0.0 and dim(Y, 1) == dim(W, 1) + c2  # wrong")
    result = check_axiom(parse_axiom(text, "test.ax", 1))
    assert not result.sound and result.counterexample


@pytest.mark.parametrize("name", [NAME, "conv_conv_pad_channels"])
def test_the_rules_are_proved_for_every_padding(axioms, name):
    (r,) = [r for r in load_rules([PAD_RULES]) if r.name == name]
    assert r.choose == {"p": ("k", (8, 16))}
    v = verify_rule(r, axioms)
    assert v.status == "proved", v.reason
    assert "convb_zero_in_channels" in v.axioms_used
    assert "(declare-fun sym_p () Int)" in v.smt2, "p is a symbol of the proof, for all p"
    assert v.tested_instances >= 3


def _edit(edit) -> dict:
    obj = copy.deepcopy(rule_obj(PAD_RULES, NAME))
    obj["name"] = "wrong_padding"
    edit(obj["dst"]["nodes"])
    return obj


@pytest.mark.parametrize("what, edit", [
    # the second Conv reads the copies of channel 0 with weight 1, not 0
    ("ones", lambda nodes: nodes[8]["attrs"].update(value=1.0)),
    # its zero weights in front of its own: it reads the padding where the channels were
    ("zeros first", lambda nodes: nodes[9].update(inputs=["w2_zero", "W2"])),
    # the first Conv's weights padded before its own: its channels move
    ("shifted", lambda nodes: nodes[2].update(inputs=["w1_copies", "W1"])),
])
def test_a_wrong_padding_is_refuted_with_a_counterexample(axioms, what, edit):
    v = verify_obj(_edit(edit), axioms)
    assert v.status == "refuted", (what, v.reason)
    assert v.counterexample.src_value != v.counterexample.dst_value


@pytest.mark.parametrize("name", [NAME, "conv_conv_pad_channels"])
def test_the_shipped_paddings_are_zero_terms(name):
    """The second Conv reads a padded channel with zero weights: where the channel is infinite
    (a copy of channel 0; with nothing between, a zero channel reading X), it adds 0 * inf =
    NaN where the source has a signed infinity, and a later Relu (-inf to 0) or Sigmoid (+inf to
    1) makes the source finite and this NaN stays: outside the default contract (a red-team
    review built such models; the all-inf cases with the other inputs 1 show it)."""
    (r,) = [r for r in load_rules([PAD_RULES]) if r.name == name]
    c = classify(r)
    assert c.tier == "zero-terms" and c.tier not in DEFAULT_CONTRACT
    assert "nan after" in c.reason and "a later Relu or Sigmoid" in c.reason


def test_zero_channels_after_a_relu_are_zero_terms(axioms):
    """Proved too; zero-terms (a zero channel is 0 * inf = NaN where X is infinite), and this
    variant changes finiteness at its own output: a Relu turns channel 0's -inf into 0 where a
    zero channel is NaN."""
    obj = zero_padded()
    assert verify_obj(obj, axioms).status == "proved"
    r = parse_rules(json.dumps({"rules": [obj]}))[0]
    assert classify(r).tier == "zero-terms"
    sizes = {s: 2 for s in r.symbols}
    src, dst = side_graph(r, r.src, sizes, "src"), side_graph(r, r.dst, sizes, "dst")
    feeds = {k: np.ones(t.shape, np.float32) for k, t in src.inputs.items()}
    feeds["X"][:] = -np.inf
    with np.errstate(all="ignore"):
        a, b = evaluate(src, feeds)["z"], evaluate(dst, feeds)["z"]
    assert np.isfinite(a).all() and np.isnan(b).any()


@pytest.mark.parametrize("edit, message", [
    (lambda o: o.pop("choose"), "the target uses p, which no input shape or source attribute"),
    (lambda o: o["choose"].update(k={"pad": "m", "to_multiple_of": [8]}),
     "'choose' k: the source binds k already"),
    (lambda o: o["choose"].update(q={"pad": "k", "to_multiple_of": [8]}),
     "'choose' q: the target does not use it"),
    (lambda o: o["choose"]["p"].update(pad="zz"), "pads 'zz', which no input shape"),
    (lambda o: o["choose"]["p"].update(to_multiple_of=[1]), "integers from 2 to 1024"),
    (lambda o: o["choose"].update(p=8), "must be {\"pad\": SIZE"),
])
def test_a_malformed_choice_is_named(edit, message):
    obj = copy.deepcopy(rule_obj(PAD_RULES, NAME))
    edit(obj)
    with pytest.raises(RuleError, match=message.replace("{", r"\{").replace("(", r"\(")):
        parse_rules(json.dumps({"rules": [obj]}))


@pytest.mark.parametrize("middle, choices", [(12, [4]), (56, [8]), (44, [4]), (16, []),
                                             (9, [7])])
def test_the_matcher_offers_the_paddings_to_each_block(rule, middle, choices):
    g = import_model(conv_chain([3, middle, 5]))
    assert sorted(m.sizes["p"] for m in find_matches(rule, g)) == choices


def test_the_padded_model_runs_in_onnx_runtime_with_the_same_outputs(rule):
    model = conv_chain([3, 12, 12, 5], size=10)
    g = import_model(model)
    (m, *_) = find_matches(rule, g)
    g2 = apply_match(g, m, "cert")
    fold_constants(g2)  # as the search folds: the padded weights become initializers
    x = np.random.default_rng(1).standard_normal((1, 3, 10, 10)).astype(np.float32)
    a = ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})[0]
    b = ort.InferenceSession(export_model(g2).SerializeToString()).run(None, {"x": x})[0]
    assert np.abs(a - b).max() <= 1e-5 * np.abs(a).max()
    padded = [v.shape for k, v in g2.initializers.items() if v.ndim == 4]
    assert (16, 3, 3, 3) in padded and (12, 16, 3, 3) in padded


# The split form: copies of channels 0..p-1 read with half their weights (reassociate).
SPLIT = "conv_relu_conv_split_pad_channels"


def test_the_copied_input_channels_axiom_is_sound():
    (ax,) = [a for a in load_axioms(default_axiom_dir()) if a.name == "convb_copied_in_channels"]
    result = check_axiom(ax)
    assert result.sound and result.instances >= 20


@pytest.mark.parametrize("half, rest", [
    ("0.25", "slice(1, p, dim(W, 1), W)"),  # a quarter each: half of w y is lost
    ("0.5", "slice(1, 0, dim(W, 1) - p, W)"),  # the kept weights shifted onto other channels
])
def test_a_wrong_copied_channels_axiom_is_caught_with_a_counterexample(half, rest):
    conv = "convb(sh, sw, pt, pl, pb, pr, dh, dw, 1"
    text = ("bad: forall Y[n, c, h, w] W[m, c, kh, kw] B[m] p in 1..3 v in {" + half + "} "
            "sh in 1..2 sw in 1..2 pt in 0..1 pl in 0..1 pb in 0..1 pr in 0..1 dh in 1..2 "
            f"dw in 1..2: {conv}, concat(1, Y, slice(1, 0, p, Y)), concat(1, concat(1, "
            f"smul(slice(1, 0, p, W), fill0(v)), {rest}), smul(slice(1, 0, p, W), fill0(v))), "
            f"B) = {conv}, Y, W, B) if v == {half} and p <= dim(W, 1)  # wrong")
    result = check_axiom(parse_axiom(text, "test.ax", 1))
    assert not result.sound and result.counterexample


@pytest.mark.parametrize("name", [SPLIT, "conv_conv_split_pad_channels"])
def test_the_split_rules_are_proved_for_every_padding_up_to_the_channels(axioms, name):
    (r,) = [r for r in load_rules([PAD_RULES]) if r.name == name]
    assert r.choose == {"p": ("k", (8, 16))} and r.conditions == ("1 <= p", "p <= k")
    v = verify_rule(r, axioms)
    assert v.status == "proved", v.reason
    assert "convb_copied_in_channels" in v.axioms_used
    assert "(declare-fun sym_p () Int)" in v.smt2
    assert "(<= sym_p sym_k)" in v.smt2, "the condition is an assumption the query states"
    assert v.tested_instances >= 3


def _edit_split(edit) -> dict:
    obj = copy.deepcopy(rule_obj(PAD_RULES, SPLIT))
    obj["name"] = "wrong_split"
    edit(obj)
    return obj


def _node(obj, output):
    return next(n for n in obj["dst"]["nodes"] if n["outputs"] == [output])


@pytest.mark.parametrize("what, edit, status", [
    # the copies read with the whole weights: w y counted one and a half times
    ("whole", lambda o: _node(o, "half").update(attrs={"shape": [], "value": 1.0}),
     "refuted"),
    # the copies without their channels' biases: not copies
    ("no bias", lambda o: _node(o, "b1_first").update(
        op="Fill", inputs=[], attrs={"shape": ["p"], "value": 0.0}), "refuted"),
    # without p <= k a Slice [0, p) of k channels may clamp: nothing to prove it by
    ("no condition", lambda o: o.update({"if": ["1 <= p"]}), "inconclusive"),
])
def test_a_wrong_split_is_not_proved(axioms, what, edit, status):
    v = verify_obj(_edit_split(edit), axioms)
    assert v.status == status, (what, v.reason)
    if status == "refuted":
        assert v.counterexample.src_value != v.counterexample.dst_value
    else:
        assert "cannot tell it stays inside the dim" in v.reason


@pytest.mark.parametrize("name", [SPLIT, "conv_conv_split_pad_channels"])
def test_the_split_paddings_are_reassociate(name):
    (r,) = [r for r in load_rules([PAD_RULES]) if r.name == name]
    c = classify(r)
    assert c.tier == "reassociate" and c.tier in DEFAULT_CONTRACT and c.finite_constants == ()


@pytest.mark.parametrize("middle, choices", [(12, [4]), (56, [8]), (44, [4]), (16, []),
                                             (9, [7]), (5, [3]), (3, []), (6, [2])])
def test_the_split_is_offered_only_where_the_copies_are_fewer_than_the_channels(
        middle, choices):
    (r,) = [r for r in load_rules([PAD_RULES]) if r.name == SPLIT]
    g = import_model(conv_chain([3, middle, 5]))
    assert sorted(m.sizes["p"] for m in find_matches(r, g)) == choices


def test_the_split_padded_model_keeps_ort_s_outputs_and_infinities():
    (r,) = [r for r in load_rules([PAD_RULES]) if r.name == SPLIT]
    model = conv_chain([3, 12, 12, 5], size=10)
    g = import_model(model)
    (m, *_) = find_matches(r, g)
    g2 = apply_match(g, m, "cert")
    fold_constants(g2)
    src = ort.InferenceSession(model.SerializeToString())
    dst = ort.InferenceSession(export_model(g2).SerializeToString())
    x = np.random.default_rng(1).standard_normal((1, 3, 10, 10)).astype(np.float32)
    a, b = src.run(None, {"x": x})[0], dst.run(None, {"x": x})[0]
    assert np.abs(a - b).max() <= 1e-5 * np.abs(a).max()
    x[0, 0, 4, 4], x[0, 1, 7, 2] = np.inf, -np.inf
    a, b = src.run(None, {"x": x})[0], dst.run(None, {"x": x})[0]
    np.testing.assert_array_equal(np.isnan(a), np.isnan(b))
    np.testing.assert_array_equal(np.isposinf(a), np.isposinf(b))
    padded = [v.shape for k, v in g2.initializers.items() if v.ndim == 4]
    assert (16, 3, 3, 3) in padded and (12, 16, 3, 3) in padded
