"""Cast (data/rules/cast.json, axioms/cast.ax): the axioms tested against the reference semantics
and wrong ones caught, the rules proved and exact in float32, wrong variants refuted or kept out
by the float contract, and on models: a Cast to the type its input has is dropped, one that
changes the type is not (a rewrite keeps the types of the values it takes over)."""

from __future__ import annotations

import copy
import json

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper
from shipped import RULES_DIR, rule_obj, verify_obj

from verified_opt.axioms.lang import default_axiom_dir, load_axioms, parse_axiom
from verified_opt.axioms.soundness import check_axiom
from verified_opt.errors import ShapeError
from verified_opt.ir.evaluate import evaluate
from verified_opt.ir.onnx_io import import_model
from verified_opt.rules.apply import apply_match
from verified_opt.rules.format import load_rules, parse_rules
from verified_opt.rules.match import find_matches
from verified_opt.verify.float_contract import classify
from verified_opt.verify.verdict import verify_rule

CAST_RULES = RULES_DIR / "cast.json"
CAST_AXIOMS = [a for a in load_axioms(default_axiom_dir()) if a.file.endswith("cast.ax")]


@pytest.fixture(scope="module")
def rules():
    return {r.name: r for r in load_rules([CAST_RULES])}


@pytest.mark.parametrize("ax", CAST_AXIOMS, ids=[a.name for a in CAST_AXIOMS])
def test_each_cast_axiom_holds_on_the_reference_semantics(ax):
    result = check_axiom(ax)
    assert result.sound, result.counterexample
    assert result.instances >= 10


WRONG_AXIOMS = {
    # a Cast to int64 truncates
    "cast_int64_identity": "forall X[*p]: cast(7, X) = X",
    # x != 0 of a truncated x is not x != 0: 0.5 is true, its truncation 0 is false
    "bool_of_int": "forall X[*p]: cast(9, cast(7, X)) = cast(9, X)",
    # a Cast to float32 after one to int32 does not undo the truncation
    "int_roundtrip": "forall X[*p]: cast(1, cast(6, X)) = X",
}


@pytest.mark.parametrize("name", sorted(WRONG_AXIOMS))
def test_a_wrong_cast_axiom_is_caught_with_a_counterexample(name):
    result = check_axiom(parse_axiom(f"bad: {WRONG_AXIOMS[name]}  # wrong", "test.ax", 1))
    assert not result.sound and result.counterexample


PROVED = [
    ("cast_float32_same", {"cast_float32"}),
    ("cast_twice_float32", {"cast_idem"}),
    ("cast_twice_int64", {"cast_idem"}),
    ("cast_float64_roundtrip", {"cast_float32", "cast_float64"}),
]


@pytest.mark.parametrize("name, used", PROVED)
def test_the_cast_rules_are_proved_and_exact(rules, axioms, name, used):
    v = verify_rule(rules[name], axioms)
    assert v.status == "proved", v.reason
    assert set(v.axioms_used) == used
    assert classify(rules[name]).tier == "exact"


def test_every_shipped_cast_rule_is_in_the_proved_list(rules):
    assert {n for n, _ in PROVED} == set(rules)


def test_a_cast_to_bool_dropped_is_refuted(axioms):
    obj = copy.deepcopy(rule_obj(CAST_RULES, "cast_float32_same"))
    obj["name"] = "wrong_cast_bool_same"
    obj["src"]["nodes"][0]["attrs"]["to"] = 9
    v = verify_obj(obj, axioms)
    assert v.status == "refuted" and v.counterexample is not None


def test_a_cast_to_int64_dropped_is_never_proved(axioms):
    # rule testing draws integers, which a truncation keeps: no counterexample, but no axiom
    # says that Cast to int64 is the identity either
    obj = copy.deepcopy(rule_obj(CAST_RULES, "cast_float32_same"))
    obj["name"] = "wrong_cast_int64_same"
    obj["src"]["nodes"][0]["attrs"]["to"] = 7
    assert verify_obj(obj, axioms).status == "inconclusive"


def test_a_float16_roundtrip_is_true_over_the_reals_but_outside_the_float_contract(axioms):
    # float16 does not hold every float32: over the reals both Casts are the identity, in
    # float32 the round trip rounds (and overflows past 65504)
    obj = copy.deepcopy(rule_obj(CAST_RULES, "cast_float64_roundtrip"))
    obj["name"] = "float16_roundtrip"
    obj["src"]["nodes"][0]["attrs"]["to"] = 10
    v = verify_obj(obj, axioms)
    assert v.status == "proved"
    (rule,) = parse_rules(json.dumps({"rules": [obj]}))
    assert classify(rule).tier == "fast-math"


# ---- on models --------------------------------------------------------------------------------
def _cast_model(dtype: int) -> onnx.ModelProto:
    g = helper.make_graph([helper.make_node("Cast", ["x"], ["c"], name="cast", to=1),
                           helper.make_node("Relu", ["c"], ["y"], name="relu")], "cast",
                          [helper.make_tensor_value_info("x", dtype, [2, 3])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 3])])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return m


def test_a_cast_to_its_own_type_is_dropped(rules):
    graph = import_model(_cast_model(TensorProto.FLOAT))
    (m,) = find_matches(rules["cast_float32_same"], graph)
    new = apply_match(graph, m, "sha256:test", 1)
    assert new.op_counts() == {"Relu": 1}
    x = np.random.default_rng(0).standard_normal((2, 3)).astype(np.float32)
    assert np.array_equal(evaluate(new, {"x": x})["y"], np.maximum(x, 0))


def test_a_cast_that_changes_the_type_is_kept(rules):
    # float16 -> float32: dropping it would feed Relu a float16 value; the matcher binds the
    # float16 input (rules are over the reals) and applying the match refuses the type change
    graph = import_model(_cast_model(TensorProto.FLOAT16))
    (m,) = find_matches(rules["cast_float32_same"], graph)
    with pytest.raises(ShapeError, match="changes the type"):
        apply_match(graph, m, "sha256:test", 1)
