"""LRN as a 1x1 Conv over its channel window plus two square roots, and (size 5) as a 3-D Conv
over the channels taken as a spatial axis (data/rules/lrn.json): the constants they need
(LRNWindow, LRNColumn, Fill), the axioms they are proved from (tested against ONNX's LRN,
wrong variants caught), the rules proved and their mutants refuted, their float contracts, and
the rewrites applied to a model with outputs equal to ONNX Runtime's on the original."""

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
from verified_opt.ir.evaluate import evaluate
from verified_opt.ir.onnx_io import export_model, import_model
from verified_opt.rules.apply import apply_match
from verified_opt.rules.format import RuleError, load_rules, parse_rules
from verified_opt.rules.match import find_matches
from verified_opt.semantics.constants import constant_value
from verified_opt.verify.verdict import verify_rule

LRN_RULES = RULES_DIR / "lrn.json"
CAFFE = {"size": 5, "alpha": 1e-4, "beta": 0.75, "bias": 1.0}  # AlexNet's, GoogLeNet's


@pytest.fixture(scope="module")
def rules():
    return {r.name: r for r in load_rules([LRN_RULES])}


def _rule_obj(name: str) -> dict:
    return rule_obj(LRN_RULES, name)


@pytest.mark.parametrize("size, before, after", [(5, 2, 2), (4, 1, 2), (1, 0, 0)])
def test_the_lrn_window_kernel_sums_onnx_lrns_channel_window(size, before, after):
    k = constant_value("LRNWindow", (7, 7, 1, 1), {"size": size, "alpha": 2.0})
    step = np.float32(2.0) / np.float32(size)
    for i in range(7):
        want = [step if i - before <= j <= i + after else 0 for j in range(7)]
        assert list(k[i, :, 0, 0]) == want
    assert np.array_equal(constant_value("Fill", (3,), {"value": 2.5}), np.full(3, 2.5))


@pytest.mark.parametrize("attrs, message", [
    ({"shape": ["c", "d", 1, 1], "size": 5, "alpha": 1e-4}, r"shape \[c, c, 1, 1\]"),
    ({"shape": ["c", "c", 3, 3], "size": 5, "alpha": 1e-4}, r"shape \[c, c, 1, 1\]"),
    ({"shape": ["c", "c", 1, 1], "alpha": 1e-4}, "exactly the attributes 'shape', 'size'"),
    ({"shape": ["c", "c", 1, 1], "size": 0, "alpha": 1e-4}, "'size' must be a positive"),
    ({"shape": ["c", "c", 1, 1], "size": 5, "alpha": "0.1"}, "'alpha' must be a number"),
])
def test_malformed_lrn_window_constants_are_named(attrs, message):
    obj = _rule_obj("lrn_to_window_conv")
    obj["dst"]["nodes"][1]["attrs"] = attrs
    with pytest.raises(RuleError, match=message):
        parse_rules(json.dumps({"rules": [obj]}))


def test_the_lrn_axiom_is_sound_against_onnx_lrn():
    (ax,) = [a for a in load_axioms(default_axiom_dir()) if a.name == "lrn_window_conv"]
    result = check_axiom(ax)
    assert result.sound and result.instances >= 20


WRONG_AXIOMS = {
    # the window one channel wider on each side
    "wider": "lrn(s, a, 0.75, b, X) = divide(X, mul(sqroot({t2}), sqroot(sqroot({t2}))))",
    # an even window mirrored (ONNX puts the extra channel after, not before)
    "mirrored": "lrn(2, a, 0.75, b, X) = divide(X, mul(sqroot({tm}), sqroot(sqroot({tm}))))",
    # beta 0.5 is one square root, not two
    "one_root": "lrn(s, a, 0.75, b, X) = divide(X, sqroot({t}))",
}
_T = "convb(1, 1, 0, 0, 0, 0, 1, 1, 1, mul(X, X), {k}, fill1(c, b))"


@pytest.mark.parametrize("name", sorted(WRONG_AXIOMS))
def test_a_wrong_lrn_axiom_is_caught_with_a_counterexample(name):
    terms = {"t": _T.format(k="lrnwin(c, s, a)"), "t2": _T.format(k="lrnwin(c, s + 2, a)"),
             "tm": _T.format(k="transpose4(1, 0, 2, 3, lrnwin(c, 2, a))")}
    text = ("bad: forall X[n, c, h, w] s in 1..7 a in {0.0001, 0.0005} b in {1.0, 2.0}: "
            + WRONG_AXIOMS[name].format(**terms) + "  # wrong")
    result = check_axiom(parse_axiom(text, "test.ax", 1))
    assert not result.sound and result.counterexample


@pytest.mark.parametrize("name, axiom, reals", [
    ("lrn_to_window_conv", "lrn_window_conv", {"a", "b"}),
    ("lrn_to_window_conv_pow", "lrn_window_conv_pow", {"a", "b", "e"}),
])
def test_the_lrn_rules_are_proved_for_any_size_alpha_and_bias(rules, axioms, name, axiom, reals):
    r = rules[name]
    assert r.real_symbols == reals, "alpha, bias (and beta) are reals, size an integer"
    v = verify_rule(r, axioms)
    assert v.status == "proved", v.reason
    assert v.axioms_used == [axiom]
    assert v.tested_instances >= 3, "tested at concrete sizes and values before the proof"
    assert "(declare-fun sym_a () Real)" in v.smt2 and "(declare-fun sym_s () Int)" in v.smt2


@pytest.mark.parametrize("node, value", [(1, {"size": 3}), (2, {"value": 2.0}),
                                         (2, {"value": "a"}), (1, {"alpha": "b"})])
def test_an_lrn_rule_with_a_wrong_window_or_bias_is_refuted(axioms, node, value):
    obj = _rule_obj("lrn_to_window_conv")
    obj["name"] = "wrong_lrn"
    obj["dst"]["nodes"][node]["attrs"].update(value)
    v = verify_obj(obj, axioms)
    assert v.status == "refuted", v.reason
    assert v.counterexample.src_value != v.counterexample.dst_value


def _lrn_model(lrn_attrs: dict, c: int = 8) -> onnx.ModelProto:
    rng = np.random.default_rng(0)
    w = numpy_helper.from_array(rng.standard_normal((c, 3, 3, 3)).astype(np.float32), "w")
    nodes = [helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1], name="conv"),
             helper.make_node("Relu", ["c"], ["r"], name="relu"),
             helper.make_node("LRN", ["r"], ["y"], name="lrn", **lrn_attrs)]
    g = helper.make_graph(nodes, "lrn", [helper.make_tensor_value_info("x", 1, [1, 3, 9, 9])],
                          [helper.make_tensor_value_info("y", 1, [1, c, 9, 9])], [w])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return m


def test_the_decomposed_lrn_runs_in_onnx_runtime_with_the_same_outputs(rules):
    model = _lrn_model(CAFFE)
    graph = import_model(model)
    (m,) = find_matches(rules["lrn_to_window_conv"], graph)
    new = apply_match(graph, m, "sha256:test", 1)
    assert new.op_counts() == {"Mul": 2, "Sqrt": 2, "Conv": 2, "Div": 1, "Relu": 1}
    assert len({n.name for n in new.nodes}) == len(new.nodes), "a target's two Sqrt, two names"
    x = np.random.default_rng(1).standard_normal((1, 3, 9, 9)).astype(np.float32) * 30
    a = ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})[0]
    b = ort.InferenceSession(export_model(new).SerializeToString()).run(None, {"x": x})[0]
    assert np.abs(a - b).max() <= 1e-5 * np.abs(a).max()
    assert (a != 0).mean() > 0.3 and np.abs(a - x.mean()).max() > 0  # not a trivial output


@pytest.mark.parametrize("attrs", [
    {"size": 5, "alpha": 5e-4, "beta": 0.75, "bias": 2.0},  # ZFNet's
    {"size": 7, "alpha": 3e-5, "beta": 0.75, "bias": 0.5},
    {"size": 3, "alpha": 1e-4, "beta": 0.75},  # bias left at its default, 1
])
def test_any_lrn_with_beta_075_is_rewritten_with_its_own_parameters(rules, attrs):
    model = _lrn_model(attrs)
    graph = import_model(model)
    (m,) = find_matches(rules["lrn_to_window_conv"], graph)
    assert m.sizes["s"] == attrs["size"] and np.float32(m.sizes["a"]) == np.float32(attrs["alpha"])
    new = apply_match(graph, m, "sha256:test", 1)
    x = np.random.default_rng(1).standard_normal((1, 3, 9, 9)).astype(np.float32) * 30
    a = ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})[0]
    b = ort.InferenceSession(export_model(new).SerializeToString()).run(None, {"x": x})[0]
    assert np.abs(a - b).max() <= 1e-5 * np.abs(a).max()


def test_an_even_window_matches_the_reference_lrn(rules):
    """ONNX Runtime refuses even sizes; the reference semantics follows the ONNX spec (one more
    channel after than before)."""
    graph = import_model(_lrn_model({"size": 4, "alpha": 3e-2, "beta": 0.75, "bias": 0.5}))
    (m,) = find_matches(rules["lrn_to_window_conv"], graph)
    new = apply_match(graph, m, "sha256:test", 1)
    feeds = {"x": np.random.default_rng(1).standard_normal((1, 3, 9, 9)).astype(np.float32)}
    a, b = evaluate(graph, feeds)["y"], evaluate(new, feeds)["y"]
    assert np.abs(a - b).max() <= 1e-5 * np.abs(a).max()


@pytest.mark.parametrize("beta", [0.5, 0.75, 1.0])
def test_any_beta_is_a_power_of_the_window_conv(rules, beta):
    model = _lrn_model({**CAFFE, "alpha": 1e-2, "beta": beta})
    graph = import_model(model)
    two_roots = find_matches(rules["lrn_to_window_conv"], graph)
    assert len(two_roots) == (beta == 0.75), "the square roots are for beta 0.75 only"
    (m,) = find_matches(rules["lrn_to_window_conv_pow"], graph)
    new = apply_match(graph, m, "sha256:test", 1)
    assert new.op_counts()["Pow"] == 1
    x = np.random.default_rng(1).standard_normal((1, 3, 9, 9)).astype(np.float32) * 30
    a = ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})[0]
    b = ort.InferenceSession(export_model(new).SerializeToString()).run(None, {"x": x})[0]
    assert np.abs(a - b).max() <= 1e-5 * np.abs(a).max()


def test_a_power_rule_with_the_wrong_exponent_is_refuted(axioms):
    obj = _rule_obj("lrn_to_window_conv_pow")
    obj["dst"]["nodes"][4]["attrs"]["value"] = "b"
    v = verify_obj(obj, axioms)
    assert v.status == "refuted", v.reason


def test_a_symbol_for_a_float_and_a_size_at_once_is_refused():
    obj = _rule_obj("lrn_to_window_conv")
    obj["inputs"]["X"] = ["n", "a", "h", "w"]
    with pytest.raises(RuleError, match="float attribute and a size"):
        parse_rules(json.dumps({"rules": [obj]}))


def test_the_lrn_column_kernel_is_alpha_over_size_at_every_tap():
    k = constant_value("LRNColumn", (1, 1, 5, 1, 1), {"size": 5, "alpha": 2e-4})
    assert k.shape == (1, 1, 5, 1, 1) and k.dtype == np.float32
    assert np.all(k == np.float32(2e-4 / 5))
    exact = constant_value("LRNColumn", (1, 1, 5, 1, 1), {"size": 5, "alpha": 3.0}, np.float64)
    assert np.all(exact == 0.6), "in float64 (testing) the quotient is rounded once, in float64"


@pytest.mark.parametrize("shape", [[1, 1, 3, 1, 1], [1, 1, 5, 1], [1, 2, 5, 1, 1]])
def test_a_malformed_lrn_column_is_named(shape):
    obj = _rule_obj("lrn5_to_column_conv")
    obj["dst"]["nodes"][2]["attrs"]["shape"] = shape
    with pytest.raises(RuleError, match=r"shape \[1, 1, size, 1, 1\]"):
        parse_rules(json.dumps({"rules": [obj]}))


@pytest.mark.parametrize("name", [f"lrn_column_conv{k}{p}" for k in (3, 5, 7) for p in ("", "_pow")])
def test_the_column_axioms_are_sound_against_onnx_lrn(name):
    (ax,) = [a for a in load_axioms(default_axiom_dir()) if a.name == name]
    result = check_axiom(ax)
    assert result.sound and result.instances >= 20


_T5 = ("reshape4(n, c, h, w, conv3db(1, 1, 1, {p0}, 0, 0, {p1}, 0, 0, 1, 1, 1, 1, "
       "reshape5(n, 1, c, h, w, mul(X, X)), lrncol({k}, a), fill1(1, b)))")


@pytest.mark.parametrize("p0, p1, k", [(1, 3, 5), (3, 1, 5), (1, 1, 3), (2, 2, 3)],
                         ids=["shifted-after", "shifted-before", "size-3", "too-narrow"])
def test_a_wrong_column_axiom_is_caught_with_a_counterexample(p0, p1, k):
    t = _T5.format(p0=p0, p1=p1, k=k)
    text = ("bad: forall X[n, c, h, w] a in {0.0001, 0.0005} b in {1.0, 2.0}: "
            f"lrn(5, a, 0.75, b, X) = divide(X, mul(sqroot({t}), sqroot(sqroot({t}))))  # wrong")
    result = check_axiom(parse_axiom(text, "test.ax", 1))
    assert not result.sound and result.counterexample


@pytest.mark.parametrize("name, axiom", [
    (f"lrn{k}_to_column_conv{p}", f"lrn_column_conv{k}{p}") for k in (3, 5, 7) for p in ("", "_pow")])
def test_the_column_rules_are_proved_and_reassociate(rules, axioms, name, axiom):
    from verified_opt.verify.float_contract import classify

    v = verify_rule(rules[name], axioms)
    assert v.status == "proved", v.reason
    assert v.axioms_used == [axiom]
    assert classify(rules[name]).tier == "reassociate", "no zero tap meets an inf"
    window = "lrn_to_window_conv" + ("_pow" if name.endswith("_pow") else "")
    assert classify(rules[window]).tier == "zero-terms"


@pytest.mark.parametrize("edit", [{"pads": [1, 0, 0, 3, 0, 0]}, {"pads": [2, 0, 0, 2, 0, 1]}],
                         ids=["shifted", "padded-width"])
def test_a_column_rule_with_wrong_pads_is_refuted(axioms, edit):
    obj = _rule_obj("lrn5_to_column_conv")
    obj["name"] = "wrong_column"
    obj["dst"]["nodes"][4]["attrs"].update(edit)
    v = verify_obj(obj, axioms)
    assert v.status == "refuted", v.reason


@pytest.mark.parametrize("attrs", [CAFFE, {"size": 5, "alpha": 5e-4, "beta": 0.75, "bias": 2.0},
                                   {"size": 5, "alpha": 1e-2, "beta": 0.5, "bias": 1.0},
                                   {**CAFFE, "size": 3}, {**CAFFE, "size": 7, "beta": 1.0}],
                         ids=["caffe", "zfnet", "beta-0.5", "size-3", "size-7-beta-1"])
def test_the_column_form_runs_in_onnx_runtime_with_the_same_outputs(rules, attrs):
    model = _lrn_model({**attrs, "alpha": max(attrs["alpha"], 1e-2)}, c=12)
    graph = import_model(model)
    name = f"lrn{attrs['size']}_to_column_conv" + ("" if attrs["beta"] == 0.75 else "_pow")
    (m,) = find_matches(rules[name], graph)
    new = apply_match(graph, m, "sha256:test", 1)
    conv3 = [n for n in new.nodes if n.op == "Conv" and len(new.types[n.inputs[0]].shape) == 5]
    assert len(conv3) == 1
    assert new.initializers[conv3[0].inputs[1]].shape == (1, 1, attrs["size"], 1, 1)
    x = np.random.default_rng(1).standard_normal((1, 3, 9, 9)).astype(np.float32) * 30
    a = ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})[0]
    b = ort.InferenceSession(export_model(new).SerializeToString()).run(None, {"x": x})[0]
    assert np.abs(a - b).max() <= 1e-5 * np.abs(a).max()
    # the window matters: a column that sums one channel fewer differs
    assert np.abs(a - x.mean()).max() > 0 and (a != 0).mean() > 0.3


@pytest.mark.parametrize("size", [3, 5, 7])
def test_each_column_rule_matches_its_own_size_only(rules, size):
    graph = import_model(_lrn_model({**CAFFE, "size": size}))
    for other in (3, 5, 7):
        found = find_matches(rules[f"lrn{other}_to_column_conv"], graph)
        assert len(found) == (other == size)
    assert len(find_matches(rules["lrn_to_window_conv"], graph)) == 1
    nine = import_model(_lrn_model({**CAFFE, "size": 9}))  # no column rule for size 9
    assert not any(find_matches(rules[f"lrn{k}_to_column_conv"], nine) for k in (3, 5, 7))


def test_vopt_optimize_decomposes_lrn_with_the_shipped_rule_and_the_audit_holds(
        tmp_path, monkeypatch, capsys):
    """The shipped library (no --rules): the search takes the rewrite when LRN is the costly
    operator (cost and latency replaced by a deterministic model: LRN 20, any other node 1)."""
    from verified_opt.cli import main as vopt

    class LrnCostly:
        def __init__(self, *a, **k):
            pass

        def node_cost(self, graph, node):
            return {"LRN": 20.0, "Identity": 0.0}.get(node.op, 1.0)

        def save(self):
            pass

    def latency(data, feeds, threads=2, **kw):
        ops = [n.op_type for n in onnx.load_from_string(data).graph.node]
        return float(sum(20 if op == "LRN" else 1 for op in ops))

    deterministic_optimize(monkeypatch, tmp_path, LrnCostly, latency)
    model, out, report = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "a.json"
    x = np.random.default_rng(2).standard_normal((1, 3, 9, 9)).astype(np.float32) * 30

    def run(attrs, *extra):
        onnx.save(_lrn_model(attrs), str(model))
        code = vopt(["optimize", str(model), "-o", str(out), "--json", str(report),
                     "--budget", "10", "--overwrite", *extra])
        assert code == 0, capsys.readouterr().err
        r = json.loads(report.read_text())
        if r["applied"]:
            assert r["end_to_end"]["ok"] and r["latency"]["kept"] == "optimized"
            assert "LRN" not in [n.op_type for n in onnx.load(str(out)).graph.node]
            a = ort.InferenceSession(str(model)).run(None, {"x": x})[0]
            b = ort.InferenceSession(str(out)).run(None, {"x": x})[0]
            assert np.abs(a - b).max() <= 1e-5 * np.abs(a).max()
            capsys.readouterr()
            assert vopt(["audit", str(report)]) == 0
            assert "all hold" in capsys.readouterr().out
        return {(a["rule"], a["float_contract"]["tier"]) for a in r["applied"]}, r

    # size 5: the 3-D Conv over the channels, reassociate, by default
    assert run(CAFFE)[0] == {("lrn5_to_column_conv", "reassociate")}
    # size 9: only the 1x1 Conv over all channels, zero-terms (0 * inf where a channel outside
    # the window is inf): left out by default, applied with --fast-math
    applied, r = run({**CAFFE, "size": 9})
    assert applied == set() and r["float_contract"]["left_out"]["lrn_to_window_conv"] == \
        "zero-terms"
    assert run({**CAFFE, "size": 9}, "--fast-math")[0] == {("lrn_to_window_conv", "zero-terms")}
