"""A 3x3 Conv by Winograd's F(2, 3) and F(4, 3) (data/rules/winograd.json, axioms/winograd.ax):
the axioms tested against ONNX's Conv (wrong variants caught), the rules proved and their
mutants refuted, the matcher's multiples of a symbol ("4*th"), the rewrite applied with outputs
equal to ONNX Runtime's on the original, the greedy pass's choice, and `vopt optimize`."""

from __future__ import annotations

import json

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import helper, numpy_helper
from shipped import RULES_DIR, deterministic_optimize, rule_obj, verify_obj

from verified_opt.axioms.lang import default_axiom_dir, load_axioms, parse_axiom
from verified_opt.axioms.soundness import check_axiom
from verified_opt.ir.fold import fold_constants
from verified_opt.ir.onnx_io import export_model, import_model
from verified_opt.rules.apply import apply_match
from verified_opt.rules.format import RuleError, load_rules, parse_rules
from verified_opt.rules.instantiate import eval_dim
from verified_opt.rules.match import find_matches
from verified_opt.search.search import CertifiedRule, search
from verified_opt.verify.verdict import verify_rule

RULES = RULES_DIR / "winograd.json"


@pytest.fixture(scope="module")
def rules():
    return {r.name: r for r in load_rules([RULES])}


def _rule_obj(name: str) -> dict:
    return rule_obj(RULES, name)


@pytest.mark.parametrize("name", ["winograd_f2", "winograd_f4", "winograd_f4_d2"])
def test_the_winograd_axioms_are_sound_against_onnx_conv(name):
    (ax,) = [a for a in load_axioms(default_axiom_dir()) if a.name == name]
    result = check_axiom(ax)
    assert result.sound, result.counterexample
    assert result.instances >= 20 and result.mode == "exact", "1/6 and 1/24: exact rationals"


_F4 = ("d2s(4, reshape4(1, 16*k, {rows}, matmul(wgout(4), reshape2(36, k*th*tw, "
       "matmul(reshape3(36, k, c, transpose2(1, 0, matmul(reshape2(k*c, 9, {w}), wgwt(4)))), "
       "transpose3(1, 0, 2, reshape3(c, 36, th*tw, conv(4, 4, {pads}, 1, 1, 1, "
       "reshape4(c, 1, 4*th, 4*tw, X), wgin(4)))))))))")
WRONG_AXIOMS = {
    "rows_and_columns_swapped": {"rows": "tw, th", "w": "W", "pads": "1, 1, 1, 1"},
    "filter_transposed": {"rows": "th, tw", "w": "transpose4(0, 1, 3, 2, W)",
                          "pads": "1, 1, 1, 1"},
    "tiles_shifted": {"rows": "th, tw", "w": "W", "pads": "2, 2, 0, 0"},
}


@pytest.mark.parametrize("name", sorted(WRONG_AXIOMS))
def test_a_wrong_winograd_axiom_is_caught_with_a_counterexample(name):
    text = ("bad: forall X[1, c, 4*th, 4*tw] W[k, c, 3, 3]: "
            "conv(1, 1, 1, 1, 1, 1, 1, 1, 1, X, W) = " + _F4.format(**WRONG_AXIOMS[name])
            + "  # wrong")
    result = check_axiom(parse_axiom(text, "test.ax", 1))
    assert not result.sound and result.counterexample


@pytest.mark.parametrize("name, used", [
    ("conv3x3_winograd_f2", ["winograd_f2"]),
    ("conv3x3_winograd_f4", ["winograd_f4"]),
    ("conv3x3_winograd_f2_bias", ["convb_bias", "winograd_f2"]),
    ("conv3x3_winograd_f4_bias", ["convb_bias", "winograd_f4"]),
    ("conv3x3_dilated2_winograd_f4", ["winograd_f4_d2"]),
    ("conv3x3_dilated2_winograd_f4_bias", ["convb_bias", "winograd_f4_d2"]),
])
def test_the_winograd_rules_are_proved(rules, axioms, name, used):
    r = rules[name]
    assert sorted(r.symbols) == ["c", "k", "th", "tw"], "DepthToSpace's mode is no symbol"
    v = verify_rule(r, axioms)
    assert v.status == "proved", v.reason
    assert sorted(v.axioms_used) == used
    assert v.tested_instances >= 3 and v.test_mode == "float"


@pytest.mark.parametrize("node, attrs", [
    (2, {"pads": [2, 2, 0, 0]}),  # the input transform's tiles shifted by one
    (9, {"shape": [36, "c", "k"]}),  # the transformed filters read as [c, k]
])
def test_a_wrong_winograd_rule_is_refuted_with_a_counterexample(axioms, node, attrs):
    obj = _rule_obj("conv3x3_winograd_f4")
    obj["name"] = "wrong_winograd"
    obj["dst"]["nodes"][node]["attrs"].update(attrs)
    v = verify_obj(obj, axioms)
    assert v.status == "refuted", v.reason
    assert v.counterexample is not None


@pytest.mark.parametrize("out, attrs", [
    ("q3", {"perm": [0, 1, 3, 4, 2, 5]}),  # each 8x8 block as (i, j, ph, pw): phases as tile rows
    ("q3", {"perm": [3, 0, 4, 1, 2, 5]}),  # as (ph, i, pw, j): tile rows as phases
    ("q2", {"shape": [4, 4, 2, 2, "k", "th*tw"]}),  # the phases read before the channels
])
def test_a_wrong_dilated_winograd_rule_is_refuted_with_a_counterexample(axioms, out, attrs):
    obj = _rule_obj("conv3x3_dilated2_winograd_f4")
    obj["name"] = "wrong_dilated_winograd"
    next(n for n in obj["dst"]["nodes"] if n["outputs"] == [out])["attrs"].update(attrs)
    v = verify_obj(obj, axioms)
    assert v.status == "refuted", v.reason
    assert v.counterexample is not None


def test_an_input_dim_may_be_a_multiple_of_a_symbol_and_nothing_else():
    obj = _rule_obj("conv3x3_winograd_f4")
    for bad in ("th*4", "4*th+1", "0*th", "4*"):
        obj["inputs"]["X"] = [1, "c", bad, "4*tw"]
        with pytest.raises(RuleError, match="multiples of a symbol"):
            parse_rules(json.dumps({"rules": [obj]}))


@pytest.mark.parametrize("text, sizes, want", [
    ("k*c", {"k": 3, "c": 5}, 15), ("4*th", {"th": 7}, 28),
    ("k*th*tw", {"k": 2, "th": 3, "tw": 4}, 24), ("a+b-1", {"a": 4, "b": 2}, 5),
    ("(a+1)*2", {"a": 3}, 8),
])
def test_dims_evaluate(text, sizes, want):
    """(Division, which sympy read, is refused: tests/rules/test_size_expr.py.)"""
    assert eval_dim(text, sizes) == want
    with pytest.raises(RuleError):
        eval_dim(text, {})


def _conv_model(c=8, k=8, h=12, w=12, n=1, bias=True, strides=(1, 1), dilations=(1, 1),
                pads=1) -> onnx.ModelProto:
    rng = np.random.default_rng(0)
    inits = [numpy_helper.from_array(
        (rng.standard_normal((k, c, 3, 3)) / np.sqrt(9 * c)).astype(np.float32), "w")]
    ins = ["x", "w"]
    if bias:
        inits.append(numpy_helper.from_array(rng.standard_normal(k).astype(np.float32), "b"))
        ins.append("b")
    nodes = [helper.make_node("Conv", ins, ["c"], pads=[pads] * 4, strides=list(strides),
                              dilations=list(dilations), name="conv"),
             helper.make_node("Relu", ["c"], ["y"], name="relu")]
    oh = (h + 2 * pads - 2 * dilations[0] - 1) // strides[0] + 1
    ow = (w + 2 * pads - 2 * dilations[1] - 1) // strides[1] + 1
    g = helper.make_graph(nodes, "conv", [helper.make_tensor_value_info("x", 1, [n, c, h, w])],
                          [helper.make_tensor_value_info("y", 1, [n, k, oh, ow])], inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return m


@pytest.mark.parametrize("shape, f2, f4", [
    ((1, 12, 12), 1, 1), ((1, 10, 14), 1, 0), ((1, 9, 12), 0, 0), ((2, 12, 12), 0, 0),
])
def test_the_rules_match_sides_that_are_multiples_of_the_tile_and_batch_one(rules, shape, f2,
                                                                              f4):
    n, h, w = shape
    graph = import_model(_conv_model(n=n, h=h, w=w))
    assert len(find_matches(rules["conv3x3_winograd_f2_bias"], graph)) == f2
    assert len(find_matches(rules["conv3x3_winograd_f4_bias"], graph)) == f4
    assert find_matches(rules["conv3x3_winograd_f4"], graph) == [], "a bias needs the _bias rule"
    if f4:
        (m,) = find_matches(rules["conv3x3_winograd_f4_bias"], graph)
        assert (m.sizes["th"], m.sizes["tw"]) == (h // 4, w // 4)


@pytest.mark.parametrize("strides, dilations", [((2, 2), (1, 1)), ((1, 1), (2, 2))])
def test_a_strided_or_dilated_conv_is_not_matched(rules, strides, dilations):
    """The proof is for stride 1 and dilation 1: a node's dilations count even though the
    rule leaves them at their default (CSRNet's dilated Convs)."""
    graph = import_model(_conv_model(h=16, w=16, strides=strides, dilations=dilations))
    assert not any(find_matches(r, graph) for r in rules.values())


_D2 = ("d2s(8, reshape4(1, 64*k, th, tw, transpose6(0, 3, 1, 4, 2, 5, reshape6(4, 4, k, 2, 2, "
       "th*tw, matmul(wgout(4), reshape2(36, 4*k*th*tw, matmul(reshape3(36, k, c, transpose2(1, 0, "
       "matmul(reshape2(k*c, 9, W), wgwt(4)))), transpose3(1, 0, 2, reshape3(c, 36, 4*th*tw, "
       "concat(2, concat(2, concat(2, {p00}, {p01}), {p10}), {p11}))))))))))")


def _phase(pads: str) -> str:
    return f"conv(8, 8, {pads}, 2, 2, 1, reshape4(c, 1, 8*th, 8*tw, X), wgin(4))"


@pytest.mark.parametrize("phases", [
    ("2, 2, 1, 1", "1, 2, 2, 1", "2, 1, 1, 2", "1, 1, 2, 2"),  # phases (0, 1) and (1, 0) swapped
    ("2, 2, 1, 1", "2, 1, 1, 2", "1, 2, 2, 1", "2, 2, 1, 1"),  # phase (1, 1) read as (0, 0)
    ("1, 1, 2, 2", "1, 2, 2, 1", "2, 1, 1, 2", "2, 2, 1, 1"),  # all phases mirrored
])
def test_a_wrong_dilated_winograd_axiom_is_caught_with_a_counterexample(phases):
    body = _D2.format(**{k: _phase(p) for k, p in zip(("p00", "p01", "p10", "p11"), phases)})
    text = ("bad: forall X[1, c, 8*th, 8*tw] W[k, c, 3, 3]: "
            "conv(1, 1, 2, 2, 2, 2, 2, 2, 1, X, W) = " + body + "  # wrong")
    result = check_axiom(parse_axiom(text, "test.ax", 1))
    assert not result.sound and result.counterexample


def test_the_shipped_dilated_axiom_is_the_pattern_the_wrong_ones_vary():
    """The wrong variants above differ from the shipped axiom in the phases' pads only."""
    (ax,) = [a for a in load_axioms(default_axiom_dir()) if a.name == "winograd_f4_d2"]
    good = _D2.format(**{k: _phase(p) for k, p in zip(
        ("p00", "p01", "p10", "p11"), ("2, 2, 1, 1", "2, 1, 1, 2", "1, 2, 2, 1", "1, 1, 2, 2"))})
    text = ("good: forall X[1, c, 8*th, 8*tw] W[k, c, 3, 3]: "
            "conv(1, 1, 2, 2, 2, 2, 2, 2, 1, X, W) = " + good + "  # the shipped one")
    assert str(parse_axiom(text, "test.ax", 1).rhs) == str(ax.rhs)


@pytest.mark.parametrize("shape, pads, dilation, plain, dilated", [
    ((16, 16), 2, 2, 0, 1), ((16, 24), 2, 2, 0, 1), ((12, 16), 2, 2, 0, 0),
    ((16, 16), 1, 2, 0, 0), ((16, 16), 1, 1, 1, 0), ((16, 16), 2, 1, 0, 0),
])
def test_the_dilated_rule_matches_dilation_2_pads_2_on_multiples_of_8(rules, shape, pads,
                                                                      dilation, plain, dilated):
    graph = import_model(_conv_model(h=shape[0], w=shape[1], pads=pads,
                                     dilations=(dilation, dilation)))
    assert len(find_matches(rules["conv3x3_winograd_f4_bias"], graph)) == plain
    assert len(find_matches(rules["conv3x3_dilated2_winograd_f4_bias"], graph)) == dilated


@pytest.mark.parametrize("bias", [True, False])
def test_the_rewritten_dilated_conv_runs_in_onnx_runtime_with_the_same_outputs(rules, bias):
    model = _conv_model(c=6, k=5, h=16, w=24, bias=bias, pads=2, dilations=(2, 2))
    graph = import_model(model)
    name = "conv3x3_dilated2_winograd_f4" + ("_bias" if bias else "")
    (match,) = find_matches(rules[name], graph)
    new = apply_match(graph, match, "sha256:test", 1)
    fold_constants(new)
    assert (36, 5, 6) in {v.shape for v in new.initializers.values()}
    counts = new.op_counts()
    assert counts["DepthToSpace"] == 1 and counts["Conv"] == 4 and counts["MatMul"] == 2
    x = np.random.default_rng(1).standard_normal((1, 6, 16, 24)).astype(np.float32)
    a = ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})[0]
    b = ort.InferenceSession(export_model(new).SerializeToString()).run(None, {"x": x})[0]
    assert a.shape == b.shape == (1, 5, 16, 24)
    assert np.abs(a - b).max() <= 2e-5 * np.abs(a).max()
    assert (a > 0).mean() > 0.3


@pytest.mark.parametrize("name, m, bias", [
    ("conv3x3_winograd_f2_bias", 2, True), ("conv3x3_winograd_f4_bias", 4, True),
    ("conv3x3_winograd_f4", 4, False),
])
def test_the_rewritten_conv_runs_in_onnx_runtime_with_the_same_outputs(rules, name, m, bias):
    model = _conv_model(c=6, k=5, h=16, w=8, bias=bias)
    graph = import_model(model)
    (match,) = find_matches(rules[name], graph)
    new = apply_match(graph, match, "sha256:test", 1)
    fold_constants(new)
    t = (m + 2) ** 2
    shapes = {v.shape for v in new.initializers.values()}
    assert (t, 5, 6) in shapes, "the filter transform folds into a [t*t, k, c] constant"
    assert new.op_counts()["DepthToSpace"] == 1 and new.op_counts()["MatMul"] == 2
    x = np.random.default_rng(1).standard_normal((1, 6, 16, 8)).astype(np.float32)
    a = ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})[0]
    b = ort.InferenceSession(export_model(new).SerializeToString()).run(None, {"x": x})[0]
    assert np.abs(a - b).max() <= 2e-5 * np.abs(a).max()
    assert (a > 0).mean() > 0.3


class ByKernel:
    """A deterministic cost: a 3x3 Conv costs `conv`, the Winograd input transform (a 4x4 or
    6x6 kernel) costs `f2` or `f4`, any other node 0.1."""

    def __init__(self, conv: float, f2: float, f4: float) -> None:
        self.conv, self.f2, self.f4 = conv, f2, f4

    def node_cost(self, graph, node):
        if node.op == "Conv":
            side = graph.types[node.inputs[1]].shape[-1]
            return {3: self.conv, 4: self.f2, 6: self.f4}[side]
        return 0.1

    def save(self):
        pass


@pytest.mark.parametrize("f2, f4, taken", [
    (3.0, 2.0, ["conv3x3_winograd_f4_bias"]),
    (2.0, 3.0, ["conv3x3_winograd_f4_bias"]),  # F(4, 3) pays: F(2, 3) is not even measured
    (2.0, 9.5, ["conv3x3_winograd_f2_bias"]),  # F(4, 3) saves less than a tenth of the Conv
    (9.5, 9.5, []),  # neither does: left to the backtracking search
])
def test_the_greedy_pass_takes_the_preferred_algorithm_that_saves_a_tenth(rules, f2, f4,
                                                                         taken):
    lib = [CertifiedRule(rules[n], "sha256:" + n) for n in sorted(rules)]
    graph = import_model(_conv_model(h=12, w=12))
    result = search(graph, lib, ByKernel(10.0, f2, f4), budget_s=30, max_expansions=0)
    assert [s.rule for s in result.steps] == taken


@pytest.mark.parametrize("marked", [True, False])
def test_the_greedy_pass_knows_a_change_of_algorithm_by_its_mark_not_its_name(marked):
    """A user's copy of the F(4, 3) rule under another name joins the greedy pass when it is
    marked `algorithm`; unmarked, it adds nodes and is left to the backtracking search."""
    obj = _rule_obj("conv3x3_winograd_f4_bias")
    obj["name"] = "my_tiled_conv"
    if not marked:
        del obj["algorithm"]
    (rule,) = parse_rules(json.dumps({"rules": [obj]}))
    graph = import_model(_conv_model(h=12, w=12))
    result = search(graph, [CertifiedRule(rule, "sha256:x")], ByKernel(10.0, 3.0, 2.0),
                    budget_s=30, max_expansions=0)
    assert [s.rule for s in result.steps] == (["my_tiled_conv"] if marked else [])


def test_vopt_optimize_uses_winograd_with_the_shipped_library_and_the_audit_holds(
        tmp_path, monkeypatch, capsys):
    """The shipped library (no --rules), cost and latency replaced by a deterministic model in
    which a 3x3 Conv is the costly operator."""
    from verified_opt.cli import main as vopt

    class Costly(ByKernel):
        def __init__(self, *a, **k):
            super().__init__(20.0, 2.0, 2.0)

    def latency(data, feeds, threads=2, **kw):
        g = onnx.load_from_string(data).graph
        dims = {i.name: list(i.dims) for i in g.initializer}
        return float(sum(20 if n.op_type == "Conv" and dims.get(n.input[1], [0])[-1:] == [3]
                         else 1 for n in g.node))

    deterministic_optimize(monkeypatch, tmp_path, Costly, latency)
    model, out, report = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "a.json"
    onnx.save(_conv_model(h=16, w=16), str(model))
    # outside the default float contract (a zero coefficient shows with an inf input; Winograd
    # cancels terms): left out by default, applied with --fast-math and stated in the report
    code = vopt(["optimize", str(model), "-o", str(out), "--json", str(report), "--budget", "10"])
    assert code == 0, capsys.readouterr().err
    r = json.loads(report.read_text())
    assert r["applied"] == [] and r["float_contract"]["left_out"]
    code = vopt(["optimize", str(model), "-o", str(out), "--json", str(report), "--budget", "10",
                 "--fast-math"])
    assert code == 0, capsys.readouterr().err
    r = json.loads(report.read_text())
    assert {a["float_contract"]["tier"] for a in r["applied"]} >= {"fast-math"}
    assert {a["rule"] for a in r["applied"]} & {"conv3x3_winograd_f2_bias",
                                                "conv3x3_winograd_f4_bias"}
    assert r["end_to_end"]["ok"] and r["latency"]["kept"] == "optimized"
    assert "DepthToSpace" in [n.op_type for n in onnx.load(str(out)).graph.node]
    x = np.random.default_rng(2).standard_normal((1, 8, 16, 16)).astype(np.float32)
    a = ort.InferenceSession(str(model)).run(None, {"x": x})[0]
    b = ort.InferenceSession(str(out)).run(None, {"x": x})[0]
    assert np.abs(a - b).max() <= 2e-5 * np.abs(a).max()
    capsys.readouterr()
    assert vopt(["audit", str(report)]) == 0
    assert "all hold" in capsys.readouterr().out
