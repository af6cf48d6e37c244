"""Random testing: counterexamples are concrete (small sizes, input tensors, an output index
and two differing values) and reproduce with the reference semantics; a dst that is ill-formed
where src is well-formed is a counterexample; sizes where src does not exist are skipped."""

from __future__ import annotations

import json

import numpy as np
from rule_helpers import node, rule_of

from verified_opt.ir.evaluate import evaluate
from verified_opt.rules.instantiate import rule_graphs, size_candidates
from verified_opt.verify import testing as vt  # not `import test_rule`: pytest would collect it

MATMUL_COMMUTES = rule_of({"A": ["n", "n"], "B": ["n", "n"]}, [node("MatMul", "AB")], ["y"],
                          [node("MatMul", "BA")], ["y"], "matmul_commutes")


def test_value_counterexample_is_concrete_and_reproduces():
    res = vt.test_rule(MATMUL_COMMUTES, seed=0)
    cex = res.counterexample
    assert cex is not None and res.mode == "int"
    assert set(cex.sizes) == {"n"} and 1 <= cex.sizes["n"] <= 3  # small first
    n = cex.sizes["n"]
    assert set(cex.inputs) == {"A", "B"}
    assert all(np.asarray(v).shape == (n, n) for v in cex.inputs.values())
    assert cex.output == "y" and len(cex.index) == 2
    assert all(0 <= i < n for i in cex.index)
    assert cex.src_value != cex.dst_value
    # replay with the reference semantics: the same two values at the same index
    src, dst = rule_graphs(MATMUL_COMMUTES, cex.sizes)
    feeds = {k: np.asarray(v, dtype=np.int64) for k, v in cex.inputs.items()}
    a, b = evaluate(src, feeds, "int")["y"], evaluate(dst, feeds, "int")["y"]
    assert a[tuple(cex.index)] == cex.src_value and b[tuple(cex.index)] == cex.dst_value
    # and it is printable and serializable
    text = cex.describe()
    assert "n=" in text and "input A" in text and "src =" in text and "dst =" in text
    assert json.loads(json.dumps(cex.to_json()))["index"] == cex.index


def test_counterexample_is_deterministic_for_a_seed():
    a = vt.test_rule(MATMUL_COMMUTES, seed=3).counterexample
    b = vt.test_rule(MATMUL_COMMUTES, seed=3).counterexample
    assert a.to_json() == b.to_json()


def test_distinct_sizes_expose_transposition_bugs():
    # A[m,k]^T^T = A^T is wrong; equal sizes would hide it, the first candidates differ
    rule = rule_of({"A": ["m", "k"]},
                   [node("Transpose", "A", ["t"], perm=[1, 0]),
                    node("Transpose", "t", perm=[1, 0])], ["y"],
                   [node("Transpose", "A", perm=[1, 0])], ["y"])
    cex = vt.test_rule(rule).counterexample
    assert cex is not None
    assert cex.sizes["m"] != cex.sizes["k"] and max(cex.sizes.values()) <= 7
    assert "output shapes differ" in cex.message


def test_ill_formed_dst_is_a_counterexample():
    # dst multiplies X by itself: well-formed only when m == n, src always is
    rule = rule_of({"X": ["m", "n"]}, [node("Relu", "X")], ["y"],
                   [node("MatMul", "XX", ["p"]), node("Relu", "p")], ["y"])
    res = vt.test_rule(rule)
    cex = res.counterexample
    assert cex is not None
    assert cex.sizes["m"] != cex.sizes["n"]
    assert "dst is not" in cex.message and "well-formed" in cex.message


def test_sizes_where_src_does_not_exist_are_skipped_not_counterexamples():
    # src exists only for square X (and then dst is the same graph)
    rule = rule_of({"X": ["m", "n"]}, [node("MatMul", "XX")], ["y"],
                   [node("MatMul", "XX", ["p"]), node("Identity", "p")], ["y"])
    res = vt.test_rule(rule)
    assert res.counterexample is None
    assert res.instances >= 1 and res.trials == 3 * res.instances


def test_correct_rule_has_no_counterexample():
    rule = rule_of({"A": ["m", "k"], "B": ["k", "n"], "C": ["k", "n"]},
                   [node("Add", "BC", ["s"]), node("MatMul", ["A", "s"])], ["y"],
                   [node("MatMul", "AB", ["p"]), node("MatMul", "AC", ["q"]),
                    node("Add", "pq")], ["y"])
    res = vt.test_rule(rule)
    assert res.counterexample is None
    assert res.instances == 6 and res.trials == 18 and res.mode == "int"


def test_inexact_operators_fall_back_to_float_and_still_find_counterexamples():
    rule = rule_of({"X": ["n"]}, [node("Sigmoid", "X")], ["y"], [node("Tanh", "X")], ["y"])
    res = vt.test_rule(rule)
    cex = res.counterexample
    assert res.mode == "float" and cex is not None
    assert "float" in cex.message
    assert abs(cex.src_value - cex.dst_value) > 1e-6


def test_inexact_but_correct_rule_passes_in_float():
    rule = rule_of({"X": ["m", "n"]}, [node("Sigmoid", "X", ["s"]), node("Identity", "s")],
                   ["y"], [node("Sigmoid", "X")], ["y"])
    res = vt.test_rule(rule)
    assert res.counterexample is None and res.mode == "float" and res.instances > 0


def test_one_symbol_rules_terminate():
    # there are only six sizes 1..6 to draw for one symbol: the generator must stop
    cands = list(size_candidates(["n"], np.random.default_rng(0), 6))
    assert len(cands) == len({c["n"] for c in cands}) <= 7
    rule = rule_of({"X": ["n"]}, [node("Relu", "X")], ["y"], [node("Relu", "X")], ["y"])
    assert vt.test_rule(rule, max_instances=50).counterexample is None


def test_rules_without_symbols_are_tested_once():
    rule = rule_of({"X": [2, 3]}, [node("Relu", "X")], ["y"], [node("Relu", "X")], ["y"])
    res = vt.test_rule(rule)
    assert res.instances == 1 and res.counterexample is None


def test_an_output_never_finite_does_not_excuse_the_others():
    """y is wrong (Where(C, X, X) with C wider than X, summed, is not X); z = X / (X - X) is
    never finite. Every trial used to be skipped for z ("src is not finite") and the rule
    counted as tested."""
    from verified_opt.rules.format import parse_rules
    rule = parse_rules(json.dumps({"rules": [{
        "name": "wrong_with_a_never_finite_output",
        "inputs": {"C": ["n", "m"], "X": [1, "m"]}, "dtypes": {"C": "bool"},
        "src": {"nodes": [
            {"op": "Where", "inputs": ["C", "X", "X"], "outputs": ["w"]},
            {"op": "ReduceSum", "inputs": ["w"], "outputs": ["y"],
             "attrs": {"axes": [0], "keepdims": 1}},
            {"op": "Sub", "inputs": ["X", "X"], "outputs": ["z0"]},
            {"op": "Div", "inputs": ["X", "z0"], "outputs": ["z"]}], "outputs": ["y", "z"]},
        "dst": {"nodes": [
            {"op": "ReduceSum", "inputs": ["X"], "outputs": ["y"],
             "attrs": {"axes": [0], "keepdims": 1}},
            {"op": "Sub", "inputs": ["X", "X"], "outputs": ["z0"]},
            {"op": "Div", "inputs": ["X", "z0"], "outputs": ["z"]}], "outputs": ["y", "z"]}}]}))[0]
    result = vt.test_rule(rule)
    assert result.counterexample is not None and result.counterexample.output == "y"
