"""Where and Not (data/rules/where.json, axioms/where.ax): the axioms tested against the reference
semantics with boolean conditions and wrong ones caught, the rules proved and exact, wrong
variants refuted with a counterexample, a condition input bound only to a bool tensor, and on
the model torch.onnx (2.13, dynamo) exports for scores.masked_fill(~mask, -1e9): `vopt
optimize` drops the Not and `vopt audit` accepts the report."""

from __future__ import annotations

import copy
import json

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper, numpy_helper
from shipped import RULES_DIR, NodeCount, deterministic_optimize, rule_obj, verify_obj

from verified_opt.axioms.lang import default_axiom_dir, load_axioms, parse_axiom
from verified_opt.axioms.soundness import check_axiom
from verified_opt.ir.onnx_io import import_model
from verified_opt.rules.format import RuleError, load_rules, parse_rules
from verified_opt.rules.match import find_matches
from verified_opt.verify.float_contract import classify
from verified_opt.verify.verdict import verify_rule

WHERE_RULES = RULES_DIR / "where.json"
WHERE_AXIOMS = [a for a in load_axioms(default_axiom_dir()) if a.file.endswith("where.ax")]


@pytest.fixture(scope="module")
def rules():
    return {r.name: r for r in load_rules([WHERE_RULES])}


@pytest.mark.parametrize("ax", WHERE_AXIOMS, ids=[a.name for a in WHERE_AXIOMS])
def test_each_where_axiom_holds_on_the_reference_semantics(ax):
    result = check_axiom(ax)
    assert result.sound, result.counterexample
    assert result.instances >= 10


WRONG_AXIOMS = {
    # the negation must swap the choices
    "not_ignored": "forall C[*p] X[*q] Y[*r]: where(lnot(C), X, Y) = where(C, X, Y)",
    # a choice is not always its first operand
    "first": "forall C[*p] X[*p] Y[*p]: where(C, X, Y) = X",
    # where(c, x, x) is x only where c adds no dims
    "same_any_mask": "forall C[*p] X[*q]: where(C, X, X) = X",
}


@pytest.mark.parametrize("name", sorted(WRONG_AXIOMS))
def test_a_wrong_where_axiom_is_caught_with_a_counterexample(name):
    result = check_axiom(parse_axiom(f"bad: {WRONG_AXIOMS[name]}  # wrong", "test.ax", 1))
    assert not result.sound and result.counterexample


PROVED = [
    ("where_not_swap", {"where_not"}),
    ("where_not_swap2", {"where_not"}),
    ("where_same_choice", {"where_same"}),
    ("not_twice", {"lnot_lnot"}),
]


@pytest.mark.parametrize("name, used", PROVED)
def test_the_where_rules_are_proved_and_exact(rules, axioms, name, used):
    v = verify_rule(rules[name], axioms)
    assert v.status == "proved", v.reason
    assert set(v.axioms_used) == used
    assert v.tested_instances >= 3
    assert classify(rules[name]).tier == "exact"


def test_every_shipped_where_rule_is_in_the_proved_list(rules):
    assert {n for n, _ in PROVED} == set(rules)


def _edit(name: str, edit) -> dict:
    obj = copy.deepcopy(rule_obj(WHERE_RULES, name))
    obj["name"] = f"wrong_{name}"
    edit(obj)
    return obj


WRONG_RULES = {
    # the Not dropped without swapping the choices
    "not_dropped": ("where_not_swap",
                    lambda o: o["dst"]["nodes"][0].update(inputs=["C", "X", "Y"])),
    # one Not is not the identity
    "not_once": ("not_twice", lambda o: o["src"].update(nodes=o["src"]["nodes"][:1],
                                                         outputs=["a"])),
}


@pytest.mark.parametrize("name", sorted(WRONG_RULES))
def test_a_wrong_where_rule_is_refuted_with_a_counterexample(axioms, name):
    base, edit = WRONG_RULES[name]
    v = verify_obj(_edit(base, edit), axioms)
    assert v.status == "refuted", v.reason
    assert v.counterexample is not None
    assert v.counterexample.src_value != v.counterexample.dst_value


def test_dtypes_name_inputs_and_a_known_type():
    for bad in ({"Z": "bool"}, {"C": "int64"}, ["C"]):
        obj = _edit("not_twice", lambda o, bad=bad: o.update(dtypes=bad))
        with pytest.raises(RuleError, match="dtypes"):
            parse_rules(json.dumps({"rules": [obj]}))


# ---- on models --------------------------------------------------------------------------------
def _masked_fill(mask_type: int = TensorProto.BOOL) -> onnx.ModelProto:
    """What torch.onnx.export(dynamo=True) writes for
    scores.masked_fill(~mask[:, None, None, :], -1e9).softmax(-1)."""
    g = helper.make_graph(
        [helper.make_node("Unsqueeze", ["mask", "axes"], ["m"], name="unsqueeze"),
         helper.make_node("Not", ["m"], ["nm"], name="not"),
         helper.make_node("Where", ["nm", "fill", "scores"], ["w"], name="where"),
         helper.make_node("Softmax", ["w"], ["y"], name="softmax", axis=-1)], "masked_fill",
        [helper.make_tensor_value_info("scores", TensorProto.FLOAT, [2, 4, 5, 5]),
         helper.make_tensor_value_info("mask", mask_type, [2, 5])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 4, 5, 5])],
        [numpy_helper.from_array(np.asarray([1, 2], np.int64), "axes"),
         numpy_helper.from_array(np.asarray(-1e9, np.float32), "fill")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return m


def test_a_condition_binds_only_a_bool_tensor(rules):
    assert len(find_matches(rules["where_not_swap"], import_model(_masked_fill()))) == 1
    # the same Where on a float condition is no ONNX model, but a float value is no mask
    graph = import_model(_masked_fill())
    graph.types["m"] = type(graph.types["m"])(graph.types["m"].shape, "float32")
    assert find_matches(rules["where_not_swap"], graph) == []


def test_vopt_optimize_drops_the_not_of_a_masked_fill(tmp_path, monkeypatch, capsys):
    from verified_opt.cli import main as vopt

    def latency(data, feeds, threads=2, **kw):
        return float(len(onnx.load_from_string(data).graph.node))

    deterministic_optimize(monkeypatch, tmp_path, NodeCount, latency)
    model = _masked_fill()
    path, out, report = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "a.json"
    onnx.save(model, str(path))
    assert vopt(["optimize", str(path), "-o", str(out), "--json", str(report), "--budget",
                 "10"]) == 0, capsys.readouterr().err
    r = json.loads(report.read_text())
    assert [a["rule"] for a in r["applied"]] == ["where_not_swap"]
    assert r["end_to_end"]["ok"] and r["latency"]["kept"] == "optimized"
    optimized = onnx.load(str(out))
    assert [n.op_type for n in optimized.graph.node] == ["Unsqueeze", "Where", "Softmax"]
    rng = np.random.default_rng(1)
    feeds = {"scores": rng.standard_normal((2, 4, 5, 5)).astype(np.float32),
             "mask": rng.random((2, 5)) < 0.6}
    a = ort.InferenceSession(model.SerializeToString()).run(None, feeds)[0]
    b = ort.InferenceSession(optimized.SerializeToString()).run(None, feeds)[0]
    assert np.array_equal(a, b)
    assert vopt(["audit", str(report)]) == 0, capsys.readouterr().err
