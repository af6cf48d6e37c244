"""Exp and Reciprocal (data/rules/exp.json, axioms/exp.ax): the axioms tested against the
reference semantics and wrong ones caught, the rules proved from them and classified by the
float contract, wrong variants refuted with a counterexample, and the rules matched on ONNX
models with outputs equal to ONNX Runtime's."""

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

EXP_RULES = RULES_DIR / "exp.json"
EXP_AXIOMS = [a for a in load_axioms(default_axiom_dir()) if a.file.endswith("exp.ax")]


@pytest.fixture(scope="module")
def rules():
    return {r.name: r for r in load_rules([EXP_RULES])}


@pytest.mark.parametrize("ax", EXP_AXIOMS, ids=[a.name for a in EXP_AXIOMS])
def test_each_exp_axiom_holds_on_the_reference_semantics(ax):
    result = check_axiom(ax)
    assert result.sound, result.counterexample
    assert result.instances >= 10


WRONG_AXIOMS = {
    # e^x + e^y is not e^(x + y)
    "exp_sum": "forall X[*p] Y[*p]: add(expo(X), expo(Y)) = expo(add(X, Y))",
    # e^x e^y is not e^(x y)
    "exp_mul": "forall X[*p] Y[*p]: mul(expo(X), expo(Y)) = expo(mul(X, Y))",
    # x / y is not y * (1 / x)
    "div_swapped": "forall X[*p] Y[*p]: mul(X, recip(Y)) = divide(Y, X)",
    # Reciprocal is not its own inverse once: 1 / x is not x
    "recip_once": "forall X[*p]: recip(X) = X",
    # a sum over the last axis without e^x is not Softmax
    "softmax_no_exp": "forall X[*p, a] ax = len(p): divideb(X, rsum(ax, 1, X)) = softmax(ax, X)",
}


@pytest.mark.parametrize("name", sorted(WRONG_AXIOMS))
def test_a_wrong_exp_axiom_is_caught_with_a_counterexample(name):
    result = check_axiom(parse_axiom(f"bad: {WRONG_AXIOMS[name]}  # wrong", "test.ax", 1))
    assert not result.sound and result.counterexample


# each rule of exp.json, the axioms its proof uses and its float contract tier: none is exact
# but 1 / x; Softmax does not overflow where e^x does, so an inf input turns finite outputs NaN
PROVED = [
    ("exp_mul_to_exp_add", {"exp_add"}, "reassociate"),
    ("reciprocal_twice", {"recip_recip"}, "reassociate"),
    ("div_one_to_reciprocal", {"div_one_recip"}, "exact"),
    ("mul_reciprocal_to_div", {"mul_recip_div"}, "reassociate"),
    ("mul_reciprocal_to_div_bcast", {"mulb_recip_div"}, "reassociate"),
    ("mul_reciprocal_to_div_bcast4", {"mulb_recip_div"}, "reassociate"),
    ("div_to_mul_reciprocal", {"mulb_recip_div"}, "reassociate"),
    ("softmax_fuse2", {"softmax_exp_sum"}, "zero-terms"),
    ("softmax_fuse3", {"softmax_exp_sum"}, "zero-terms"),
    ("softmax_fuse4", {"softmax_exp_sum"}, "zero-terms"),
]


@pytest.mark.parametrize("name, used, tier", PROVED)
def test_the_exp_rules_are_proved_and_classified(rules, axioms, name, used, tier):
    v = verify_rule(rules[name], axioms)
    assert v.status == "proved", v.reason
    assert set(v.axioms_used) == used
    assert v.tested_instances >= 3
    assert classify(rules[name]).tier == tier


def test_every_shipped_exp_rule_is_in_the_proved_list(rules):
    assert {n for n, _, _ in PROVED} == set(rules)


def _edit(name: str, edit) -> dict:
    obj = copy.deepcopy(rule_obj(EXP_RULES, name))
    obj["name"] = f"wrong_{name}"
    edit(obj)
    return obj


def _op(side: str, k: int, op: str):
    return lambda o: o[side]["nodes"][k].update(op=op)


WRONG_RULES = {
    # Exp(a) + Exp(b) is not Exp(a + b)
    "exp_add_to_exp_add": ("exp_mul_to_exp_add", _op("src", 2, "Add")),
    # Exp(a) * Exp(b) is not Exp(a * b)
    "exp_mul_to_exp_mul": ("exp_mul_to_exp_add", _op("dst", 0, "Mul")),
    # one Reciprocal is not the identity
    "reciprocal_once": ("reciprocal_twice", lambda o: o["src"].update(
        nodes=o["src"]["nodes"][:1], outputs=["r"])),
    # a Div of a scalar 2 is not Reciprocal
    "div_two": ("div_one_to_reciprocal",
                lambda o: o["src"]["nodes"][0]["attrs"].update(value=2.0)),
    # x * Reciprocal(y) is not y / x
    "div_swapped": ("mul_reciprocal_to_div",
                    lambda o: o["dst"]["nodes"][0].update(inputs=["Y", "X"])),
    # a sum over the first axis is not a Softmax over the last
    "softmax_other_axis": ("softmax_fuse2",
                           lambda o: o["src"]["nodes"][1]["attrs"].update(axes=[0])),
}


@pytest.mark.parametrize("name", sorted(WRONG_RULES))
def test_a_wrong_exp_rule_is_refuted_with_a_counterexample(axioms, name):
    base, edit = WRONG_RULES[name]
    v = verify_obj(_edit(base, edit), axioms)
    assert v.status == "refuted", v.reason
    assert v.counterexample is not None
    assert v.counterexample.src_value != v.counterexample.dst_value


# ---- on models --------------------------------------------------------------------------------
def _model(nodes, inits, x_shape, y_shape) -> onnx.ModelProto:
    g = helper.make_graph(nodes, "exp", [helper.make_tensor_value_info("x", 1, x_shape)],
                          [helper.make_tensor_value_info("y", 1, y_shape)],
                          [numpy_helper.from_array(np.asarray(v, np.int64 if k == "axes"
                                                              else np.float32), k)
                           for k, v in inits.items()])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return m


def _softmax_model() -> onnx.ModelProto:
    # a hand-written softmax as torch.onnx exports `e = x.exp(); e / e.sum(-1, keepdim=True)`
    return _model([helper.make_node("MatMul", ["x", "w"], ["a"], name="mm"),
                   helper.make_node("Exp", ["a"], ["e"], name="exp"),
                   helper.make_node("ReduceSum", ["e", "axes"], ["s"], name="sum", keepdims=1),
                   helper.make_node("Div", ["e", "s"], ["y"], name="div")],
                  {"w": np.random.default_rng(0).standard_normal((8, 6)) * 0.5,
                   "axes": np.asarray([-1])}, [2, 5, 8], [2, 5, 6])


def _reciprocal_model() -> onnx.ModelProto:
    # x * (1 / norm): a Reciprocal of a [b, s, 1] tensor, broadcast
    return _model([helper.make_node("ReduceSum", ["x", "axes"], ["n"], name="sum", keepdims=1),
                   helper.make_node("Abs", ["n"], ["a"], name="abs"),
                   helper.make_node("Reciprocal", ["a"], ["r"], name="recip"),
                   helper.make_node("Mul", ["x", "r"], ["y"], name="mul")],
                  {"axes": np.asarray([-1])}, [2, 5, 8], [2, 5, 8])


def _run(m: onnx.ModelProto, x: np.ndarray) -> np.ndarray:
    return ort.InferenceSession(m.SerializeToString()).run(None, {"x": x})[0]


@pytest.mark.parametrize("build, name, ops", [
    (_softmax_model, "softmax_fuse3", {"MatMul": 1, "Softmax": 1}),
    (_reciprocal_model, "mul_reciprocal_to_div_bcast", {"ReduceSum": 1, "Abs": 1, "Div": 1}),
])
def test_an_exp_rule_matches_a_model_and_keeps_its_outputs(rules, build, name, ops):
    model = build()
    graph = import_model(model)
    (m,) = find_matches(rules[name], graph)
    new = apply_match(graph, m, "sha256:test", 1)
    assert new.op_counts() == ops
    x = np.random.default_rng(1).standard_normal((2, 5, 8)).astype(np.float32)
    a, b = _run(model, x), _run(export_model(new), x)
    assert np.abs(a - b).max() <= 1e-6 * np.abs(a).max()


def test_an_integer_div_matches_no_rule(rules):
    # shape arithmetic divides int64 tensors, truncating: x / y is not x * (1 / y) there, and
    # Reciprocal takes floats only. The matcher binds rule inputs to float tensors only.
    g = helper.make_graph([helper.make_node("Div", ["x", "d"], ["y"], name="div")], "int",
                          [helper.make_tensor_value_info("x", onnx.TensorProto.INT64,
                                                         [1, 3, 2, 2])],
                          [helper.make_tensor_value_info("y", onnx.TensorProto.INT64,
                                                         [1, 3, 2, 2])],
                          [numpy_helper.from_array(np.full((3, 1, 1), 2, np.int64), "d")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    assert find_matches(rules["div_to_mul_reciprocal"], import_model(m)) == []
    float_model = onnx.ModelProto()
    float_model.CopyFrom(m)
    float_model.graph.input[0].type.tensor_type.elem_type = onnx.TensorProto.FLOAT
    float_model.graph.output[0].type.tensor_type.elem_type = onnx.TensorProto.FLOAT
    float_model.graph.initializer[0].CopyFrom(numpy_helper.from_array(
        np.full((3, 1, 1), 2, np.float32), "d"))
    assert len(find_matches(rules["div_to_mul_reciprocal"], import_model(float_model))) == 1
