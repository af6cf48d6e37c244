"""What a proof assumes of a rule's integer symbols is what the matcher binds, and an axiom holds
from the lower end of its tested ranges up only.

The gap this closes: proofs assumed every integer symbol >= 1 while the matcher bound a pads
symbol to 0, and axioms were asserted for all integers though tested from 0 up (a Pad by -1
crops). A rule proved that way rewrote a Conv with pads 0 into a different model."""

from __future__ import annotations

import json

import numpy as np
import onnxruntime as ort
import pytest
from onnx import helper, numpy_helper

from verified_opt.axioms.lang import default_axiom_dir, load_axioms
from verified_opt.axioms.z3enc import encode_axiom
from verified_opt.ir.onnx_io import export_model, import_model
from verified_opt.rules.apply import apply_match
from verified_opt.rules.format import load_rules, parse_rules
from verified_opt.rules.match import find_matches
from verified_opt.verify.certificate import check_query
from verified_opt.verify.encode import encode_rule
from verified_opt.verify.prove import AxiomSet, prove
from verified_opt.verify.verdict import verify_rule

# True for p >= 1 (pad by p - 1, then by 1); at p = 0 the Pad crops one pixel on each side.
PADS_VIA_PAD = {
    "name": "pads_via_pad", "inputs": {"X": ["n", "c", "h", "w"], "W": ["m", "c", 3, 3]},
    "src": {"nodes": [{"op": "Conv", "inputs": ["X", "W"], "outputs": ["y"],
                       "attrs": {"pads": ["p", "p", "p", "p"]}}], "outputs": ["y"]},
    "dst": {"nodes": [{"op": "Pad", "inputs": ["X"], "outputs": ["xp"],
                       "attrs": {"pads": [0, 0, "p-1", "p-1", 0, 0, "p-1", "p-1"]}},
                      {"op": "Conv", "inputs": ["xp", "W"], "outputs": ["y"],
                       "attrs": {"pads": [1, 1, 1, 1]}}], "outputs": ["y"]}}


@pytest.fixture(scope="module")
def axioms():
    return AxiomSet.of(load_axioms(default_axiom_dir()))


def _rule(obj):
    return parse_rules(json.dumps({"rules": [obj]}))[0]


def test_sizes_are_at_least_1_and_pads_at_least_0():
    rule = _rule(PADS_VIA_PAD)
    assert rule.floors == {"n": 1, "c": 1, "h": 1, "w": 1, "m": 1, "p": 0}
    (bn,) = [r for r in load_rules([default_axiom_dir().parent /
                                    "rules" / "batchnorm.json"]) if r.name == "bn_fold_into_conv"]
    floors = bn.floors
    assert [floors[s] for s in ("sh", "sw", "dh", "dw")] == [1] * 4
    assert [floors[s] for s in ("pt", "pl", "pb", "pr")] == [0] * 4
    assert "eps" not in floors, "a real symbol has no floor"


def test_a_rule_true_only_from_pads_1_is_refuted_at_pads_0(axioms):
    v = verify_rule(_rule(PADS_VIA_PAD), axioms)
    assert v.status == "refuted", v.reason
    assert v.counterexample is not None and v.counterexample.sizes["p"] == 0


def test_nor_can_z3_prove_it_from_the_axioms(axioms):
    """The proof may assume p >= 0 only, and conv_pad holds for a Pad by >= 0 only: no axiom
    instance covers the Pad by p - 1 = -1."""
    assert prove(encode_rule(_rule(PADS_VIA_PAD)), axioms).status != "unsat"


def test_a_range_s_lower_end_is_a_precondition_of_the_axiom():
    (ax,) = [a for a in load_axioms(default_axiom_dir()) if a.name == "conv_pad"]
    text = encode_axiom(ax).sexpr()
    for v, lo in (("yt", 0), ("pt", 0), ("sh", 1), ("dh", 1)):
        assert f"(>= {v} {lo})" in text, v


def _model(pads):
    rng = np.random.default_rng(0)
    w = rng.standard_normal((4, 3, 3, 3)).astype(np.float32)
    nodes = [helper.make_node("Pad", ["x", "pads"], ["xp"]),
             helper.make_node("Conv", ["xp", "w"], ["y"])]
    inits = [numpy_helper.from_array(w, "w"),
             numpy_helper.from_array(np.array(pads, np.int64), "pads")]
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", 1, [1, 3, 8, 8])],
                          [helper.make_tensor_value_info("y", 1, None)], inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return m


FOLD = {"name": "pad_fold", "inputs": {"X": ["n", "c", "h", "w"], "W": ["m", "c", 3, 3]},
        "src": {"nodes": [{"op": "Pad", "inputs": ["X"], "outputs": ["xp"],
                           "attrs": {"pads": [0, 0, "yt", "xl", 0, 0, "yb", "xr"]}},
                          {"op": "Conv", "inputs": ["xp", "W"], "outputs": ["y"]}],
                "outputs": ["y"]},
        "dst": {"nodes": [{"op": "Conv", "inputs": ["X", "W"], "outputs": ["y"],
                           "attrs": {"pads": ["yt", "xl", "yb", "xr"]}}], "outputs": ["y"]}}


@pytest.mark.parametrize("pads, matched", [
    ([0, 0, 1, 1, 0, 0, 0, 0], True),  # NASNet's top-left zero pad: 0 is a pads symbol's floor
    ([0, 0, 1, 1, 0, 0, -1, -1], False),  # a Pad that crops is outside the proof
])
def test_the_matcher_binds_no_symbol_below_its_floor(axioms, pads, matched):
    rule = _rule(FOLD)
    assert verify_rule(rule, axioms).status == "proved"
    model = _model(pads)
    graph = import_model(model)
    found = find_matches(rule, graph)
    assert bool(found) == matched
    if found:
        new = apply_match(graph, found[0], "sha256:test", 1)
        x = np.random.default_rng(1).standard_normal((1, 3, 8, 8)).astype(np.float32)
        a = ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})[0]
        b = ort.InferenceSession(export_model(new).SerializeToString()).run(None, {"x": x})[0]
        assert np.abs(a - b).max() <= 1e-5 * np.abs(a).max()


def test_a_certificate_always_rechecks_from_its_text(axioms, monkeypatch):
    """A generated rule's smallest core once proved it in memory but not from the printed query
    (Z3's E-matching path differs); its certificate then falls back to all the axioms, which
    does. Here z3 is made to miss every smaller core's text."""
    from verified_opt.verify import verdict as verdict_mod

    path = default_axiom_dir().parent / "generated" / "taso_k3.json"
    (rule,) = [r for r in load_rules([path])
               if r.name == "gen_identitykernel_conv_relu_add_598c3586f9"]
    everything = len(axioms.axioms)
    real = verdict_mod.check_text

    def z3_misses_small_cores(query, timeout_ms, rlimit=0):
        cited = query.splitlines()[1].removeprefix("; axioms used: ").split(", ")
        return real(query, timeout_ms, rlimit) if len(cited) == everything else "unknown"

    monkeypatch.setattr(verdict_mod, "check_text", z3_misses_small_cores)
    v = verify_rule(rule, axioms)
    assert v.status == "proved"
    assert check_query(v.smt2, "z3", 30_000) == "unsat"
    assert len(v.axioms_used) == everything
