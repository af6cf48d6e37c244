"""LayerNormalization (data/rules/layernorm.json, axioms/layernorm.ax): the axiom tested against
the reference semantics and wrong ones caught, the fusion of the form torch.onnx wrote before
opset 17 proved (fast-math in the float contract: the operator is not a sum of terms whose
magnitudes it can compare), wrong variants refuted with a counterexample, and on the model
torch.onnx (TorchScript, opset 13) exports for nn.LayerNorm: matched, its epsilon bound from
the scalar the Add reads, applied by `vopt optimize --fast-math` and audited."""

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
from verified_opt.ir.fold import FoldMemo, fold_constants
from verified_opt.ir.onnx_io import import_model
from verified_opt.rules.format import load_rules
from verified_opt.rules.match import find_matches
from verified_opt.verify.float_contract import classify
from verified_opt.verify.verdict import verify_rule

LN_RULES = RULES_DIR / "layernorm.json"
LN_AXIOMS = [a for a in load_axioms(default_axiom_dir()) if a.file.endswith("layernorm.ax")]
SHAPES = "if rank(S) == 1 and rank(B) == 1 and dim(S, 0) == dim(X, ax) and dim(B, 0) == dim(X, ax)"


@pytest.fixture(scope="module")
def rules():
    return {r.name: r for r in load_rules([LN_RULES])}


@pytest.mark.parametrize("ax", LN_AXIOMS, ids=[a.name for a in LN_AXIOMS])
def test_each_layernorm_axiom_holds_on_the_reference_semantics(ax):
    result = check_axiom(ax)
    assert result.sound, result.counterexample
    assert result.instances >= 10


def _variant(lhs: str) -> str:
    return (f"forall X[*p, a] S[a] B[a] ax = len(p) eps in {{1e-5, 1e-12}}: {lhs} = "
            f"lnorm(ax, eps, X, S, B) {SHAPES}")


_C = "subb(X, rmean(ax, 1, X))"
WRONG_AXIOMS = {
    # eps added after the square root
    "eps_outside": _variant(f"addb(mulb(divideb({_C}, addb(sqroot(rmean(ax, 1, powerb({_C}, "
                            "fill0(2.0)))), fill0(eps))), S), B)"),
    # the mean of the squares, not of the squared deviations
    "raw_second_moment": _variant(f"addb(mulb(divideb({_C}, sqroot(addb(rmean(ax, 1, "
                                  "powerb(X, fill0(2.0))), fill0(eps)))), S), B)"),
    # the sum of the squared deviations, not their mean
    "sum_not_mean": _variant(f"addb(mulb(divideb({_C}, sqroot(addb(rsum(ax, 1, "
                             f"powerb({_C}, fill0(2.0))), fill0(eps)))), S), B)"),
}


@pytest.mark.parametrize("name", sorted(WRONG_AXIOMS))
def test_a_wrong_layernorm_axiom_is_caught_with_a_counterexample(name):
    result = check_axiom(parse_axiom(f"bad: {WRONG_AXIOMS[name]}  # wrong", "test.ax", 1))
    assert not result.sound and result.counterexample


@pytest.mark.parametrize("name", ["layernorm_fuse2", "layernorm_fuse3"])
def test_the_layernorm_rules_are_proved_and_fast_math(rules, axioms, name):
    v = verify_rule(rules[name], axioms)
    assert v.status == "proved", v.reason
    assert v.axioms_used == ["lnorm_last"]
    assert classify(rules[name]).tier == "fast-math"


def test_every_shipped_layernorm_rule_is_tested(rules):
    assert set(rules) == {"layernorm_fuse2", "layernorm_fuse3"}


def _edit(edit) -> dict:
    obj = copy.deepcopy(rule_obj(LN_RULES, "layernorm_fuse3"))
    obj["name"] = "wrong_layernorm"
    edit(obj)
    return obj


WRONG_RULES = {
    # a cube is not a variance
    "pow3": lambda o: o["src"]["nodes"][2]["attrs"].update(value=3.0),
    # the model's eps is not always 1e-5
    "eps_fixed": lambda o: o["dst"]["nodes"][0]["attrs"].update(epsilon=1e-5),
    # the bias before the scale
    "bias_first": lambda o: (o["src"]["nodes"][9].update(op="Add"),
                             o["src"]["nodes"][10].update(op="Mul")),
}


@pytest.mark.parametrize("name", sorted(WRONG_RULES))
def test_a_wrong_layernorm_rule_is_refuted_with_a_counterexample(axioms, name):
    v = verify_obj(_edit(WRONG_RULES[name]), axioms)
    assert v.status == "refuted", v.reason
    assert v.counterexample is not None


# ---- on models --------------------------------------------------------------------------------
def _torch_layernorm(eps: float = 1e-5) -> onnx.ModelProto:
    """What torch.onnx.export(nn.Sequential(nn.Linear(16, 16), nn.LayerNorm(16)),
    dynamo=False, opset_version=13) writes (its Constant nodes as initializers)."""
    rng = np.random.default_rng(0)
    f32 = {"w": rng.standard_normal((16, 16)) * 0.3, "bias0": rng.standard_normal(16),
           "two": np.asarray(2.0), "eps": np.asarray(eps), "gamma": rng.standard_normal(16),
           "beta": rng.standard_normal(16)}
    nodes = [helper.make_node("MatMul", ["x", "w"], ["mm"], name="mm"),
             helper.make_node("Add", ["bias0", "mm"], ["h"], name="lin"),
             helper.make_node("ReduceMean", ["h"], ["m"], name="mean", axes=[-1]),
             helper.make_node("Sub", ["h", "m"], ["c"], name="sub"),
             helper.make_node("Pow", ["c", "two"], ["c2"], name="pow"),
             helper.make_node("ReduceMean", ["c2"], ["v"], name="var", axes=[-1]),
             helper.make_node("Add", ["v", "eps"], ["ve"], name="add_eps"),
             helper.make_node("Sqrt", ["ve"], ["sd"], name="sqrt"),
             helper.make_node("Div", ["c", "sd"], ["n"], name="div"),
             helper.make_node("Mul", ["n", "gamma"], ["ns"], name="scale"),
             helper.make_node("Add", ["ns", "beta"], ["y"], name="shift")]
    g = helper.make_graph(nodes, "ln", [helper.make_tensor_value_info("x", 1, [2, 5, 16])],
                          [helper.make_tensor_value_info("y", 1, [2, 5, 16])],
                          [numpy_helper.from_array(np.asarray(v, np.float32), k)
                           for k, v in f32.items()])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
    m.ir_version = 7
    return m


def test_the_fusion_matches_the_torch_export_and_binds_its_epsilon(rules):
    graph = import_model(_torch_layernorm(1e-6))
    fold_constants(graph, FoldMemo())
    (m,) = find_matches(rules["layernorm_fuse3"], graph)
    assert m.sizes["eps"] == float(np.float32(1e-6))
    assert (m.sizes["b"], m.sizes["s"], m.sizes["d"]) == (2, 5, 16)


def test_a_scale_other_than_a_square_matches_no_rule(rules):
    model = _torch_layernorm()
    model.graph.initializer[2].CopyFrom(numpy_helper.from_array(np.asarray(3.0, np.float32),
                                                                "two"))
    graph = import_model(model)
    fold_constants(graph, FoldMemo())
    assert find_matches(rules["layernorm_fuse3"], graph) == []


def test_vopt_optimize_fuses_an_exported_layernorm_with_fast_math(tmp_path, monkeypatch,
                                                                  capsys):
    from verified_opt.cli import main as vopt

    def latency(data, feeds, threads=2, **kw):
        return float(len(onnx.load_from_string(data).graph.node))

    deterministic_optimize(monkeypatch, tmp_path, NodeCount, latency)
    model = _torch_layernorm()
    path, out, report = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "a.json"
    onnx.save(model, str(path))
    args = ["optimize", str(path), "-o", str(out), "--json", str(report), "--budget", "10"]
    assert vopt(args) == 0, capsys.readouterr().err
    assert json.loads(report.read_text())["applied"] == []  # fast-math: left out by default
    assert vopt(args + ["--fast-math"]) == 0, capsys.readouterr().err
    r = json.loads(report.read_text())
    assert [a["rule"] for a in r["applied"]] == ["layernorm_fuse3"]
    optimized = onnx.load(str(out))
    assert sorted(n.op_type for n in optimized.graph.node) == ["Add", "LayerNormalization",
                                                               "MatMul"]
    x = np.random.default_rng(1).standard_normal((2, 5, 16)).astype(np.float32)
    a = ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})[0]
    b = ort.InferenceSession(optimized.SerializeToString()).run(None, {"x": x})[0]
    assert np.abs(a - b).max() <= 1e-5
    assert vopt(["audit", str(report)]) == 0, capsys.readouterr().err
