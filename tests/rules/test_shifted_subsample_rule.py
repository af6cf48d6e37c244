"""NASNet's factorized reduction (axiom shifted_subsample in axioms/pool.ax, rule
shifted_subsample_without_pad in data/rules/pool.json): a zero Pad at the bottom and right, a
Slice from 1 and a 1x1 AveragePool with stride 2 never read the padded row or column of an
even-sized map. The axiom is tested with its evenness condition (the `%` of the axiom language)
and caught without it; the rule is proved, and refuted for any size; the matcher takes even
maps only; the rewrite runs in ONNX Runtime with the original's outputs."""

from __future__ import annotations

import re

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import helper, numpy_helper
from shipped import RULES_DIR, rule_obj, verify_obj

from verified_opt.axioms.lang import default_axiom_dir, load_axioms, parse_axiom
from verified_opt.axioms.soundness import check_axiom
from verified_opt.axioms.z3enc import encode_axiom
from verified_opt.ir.onnx_io import export_model, import_model
from verified_opt.rules.apply import apply_match
from verified_opt.rules.format import load_rules
from verified_opt.rules.match import find_matches
from verified_opt.verify.verdict import verify_rule

POOL = RULES_DIR / "pool.json"
NAME = "shifted_subsample_without_pad"
LHS = ("avgpool(1, 1, 2, 2, 0, 0, 0, 0, ci, slice(3, 1, f, slice(2, 1, e, "
       "pad4(0, 0, 0, 0, 0, 0, 1, 1, X))))")
RHS = ("avgpool(1, 1, 2, 2, 0, 0, 0, 0, ci, slice(3, 1, dim(X, 3), slice(2, 1, dim(X, 2), X)))")


@pytest.fixture(scope="module")
def rule():
    (r,) = [r for r in load_rules([POOL]) if r.name == NAME]
    return r


def _axiom(cond: str = ""):
    return parse_axiom(f"t: forall X[n, c, h, w] ci in 0..1 e = h + 1 f = w + 1: {LHS} = {RHS}"
                       f"{cond}  # test", "test.ax", 1)


def test_the_axiom_is_sound_on_even_maps_and_states_its_evenness():
    (ax,) = [a for a in load_axioms(default_axiom_dir()) if a.name == "shifted_subsample"]
    result = check_axiom(ax)
    assert result.sound, result.counterexample
    assert result.instances >= 20 and result.mode == "exact"
    # h and w occur in no side: the statement says h % 2 == 0 of dim(X, 2), and binds no
    # variable that a trigger could not bind
    q = encode_axiom(ax)
    bound = {q.var_name(i) for i in range(q.num_vars())}
    assert bound == {"X", "ci", "e", "f"}
    assert _mods(q.body()) == 2


def _mods(e) -> int:
    import z3

    return int(z3.is_app_of(e, z3.Z3_OP_MOD)) + sum(_mods(c) for c in e.children())


def test_without_evenness_the_axiom_is_caught():
    result = check_axiom(_axiom())
    assert not result.sound
    sizes = dict(re.findall(r"\b([hw])=(\d+)", result.counterexample))
    assert int(sizes["h"]) % 2 or int(sizes["w"]) % 2, result.counterexample  # an odd map
    assert check_axiom(_axiom(" if h % 2 == 0 and w % 2 == 0")).sound


def test_the_rule_is_proved_and_refuted_for_any_size(rule, axioms):
    v = verify_rule(rule, axioms)
    assert v.status == "proved", v.reason
    assert "shifted_subsample" in v.axioms_used
    obj = rule_obj(POOL, NAME)
    obj["inputs"]["X"] = ["n", "c", "h", "w"]
    obj["src"]["nodes"][1]["attrs"]["ends"] = ["h+1", "w+1"]
    obj["dst"]["nodes"][0]["attrs"]["ends"] = ["h", "w"]
    wrong = verify_obj(obj, axioms)
    assert wrong.status == "refuted", wrong.reason


def _factorized(h: int, w: int, c: int = 4) -> onnx.ModelProto:
    """NASNet's path 2: Relu, Pad by one at the end, crop the first row and column, subsample."""
    ints = lambda name, v: numpy_helper.from_array(np.array(v, np.int64), name)
    nodes = [helper.make_node("Relu", ["x"], ["r"]),
             helper.make_node("Pad", ["r", "pads"], ["p"], mode="constant"),
             helper.make_node("Slice", ["p", "starts", "ends", "axes"], ["s"]),
             helper.make_node("AveragePool", ["s"], ["y"], kernel_shape=[1, 1], strides=[2, 2])]
    inits = [ints("pads", [0, 0, 0, 0, 0, 0, 1, 1]), ints("starts", [1, 1]),
             ints("ends", [h + 1, w + 1]), ints("axes", [2, 3])]
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", 1, [1, c, h, w])],
                          [helper.make_tensor_value_info("y", 1, None)], inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return m


@pytest.mark.parametrize("h, w, matches", [(28, 28, 1), (6, 4, 1), (111, 111, 0), (28, 27, 0)])
def test_only_even_maps_match(rule, h, w, matches):
    assert len(find_matches(rule, import_model(_factorized(h, w)))) == matches


def test_the_rewrite_runs_in_onnx_runtime_with_the_same_outputs(rule):
    model = _factorized(28, 28)
    graph = import_model(model)
    (match,) = find_matches(rule, graph)
    new = apply_match(graph, match, "sha256:test", 1)
    assert "Pad" not in new.op_counts()
    x = np.random.default_rng(0).standard_normal((1, 4, 28, 28)).astype(np.float32)
    run = lambda m: ort.InferenceSession(m.SerializeToString()).run(None, {"x": x})[0]
    a, b = run(model), run(export_model(new))
    assert a.shape == b.shape == (1, 4, 14, 14)
    np.testing.assert_array_equal(a, b)
