"""The float contract of a rule (verify/float_contract.py): which float32 differences applying
it may introduce, classified by testing both sides in float32 on adversarial inputs."""

from __future__ import annotations

import json

import pytest
from rule_helpers import node, rule_of

from verified_opt.rules.format import load_rules
from verified_opt.search.library import DEFAULT_RULES, Library, within_contract
from verified_opt.search.search import CertifiedRule
from verified_opt.verify import float_contract
from verified_opt.verify.float_contract import DEFAULT_CONTRACT, TIERS, classify, contract, tiers


@pytest.fixture(scope="module")
def shipped() -> dict:
    return {r.name: r for r in load_rules([DEFAULT_RULES])}


def test_sub_add_cancel_is_fast_math_with_the_cases_that_show_it(shipped):
    """(a + b) - b -> a: b cancels over the reals, not in float32."""
    c = classify(shipped["sub_add_cancel"])
    assert c.tier == "fast-math"
    ev = c.to_json()
    assert "src computes terms that cancel" in ev["violations"]["terms"]["message"]
    # a = 1, b = 1e8: 1 + 1e8 rounds to 1e8, so src is 0 and dst 1
    absorbed = ev["absorption"]
    assert absorbed["inputs"] == {"X": 1.0, "Y": 1e8}
    assert (absorbed["src"], absorbed["dst"]) == (0.0, 1.0)
    # b = inf (or NaN): src is NaN, dst is a
    hidden = ev["violations"]["non-finite-inputs"]
    assert hidden["message"].startswith("non-finite before, finite after")
    assert hidden["special"].startswith("Y[") and hidden["src"] == "nan"
    assert isinstance(hidden["dst"], float)
    assert ev["inputs_dst_does_not_read"] == ["Y"]


def test_data_movement_is_exact(shipped):
    for name in ("transpose_cancel", "transpose_compose", "concat_of_split", "pad_fold_into_conv"):
        c = classify(shipped[name])
        assert c.tier == "exact", (name, c.reason)
        assert c.evidence["cases"] > 20 and len(c.evidence["sizes"]) == 2


@pytest.mark.parametrize("name", ["add_reassociate", "conv_merge_same_input"])
def test_reassociations_are_reassociate(shipped, name):
    c = classify(shipped[name])
    if name == "conv_merge_same_input" and c.tier == "exact":
        # One Conv over both kernels sums each output element's terms as the two Convs do;
        # whether the matmul under it keeps their order for twice the rows is the BLAS
        # kernel's choice: bit-equal on some CPUs (a 2026-11-26 Xeon with AVX-512 FP16),
        # not on others. Either is within the default contract.
        assert c.evidence["cases"] > 20 and "violations" not in c.evidence
        return
    assert c.tier == "reassociate", c.reason
    assert c.evidence["terms_ratio"] == 1.0
    assert 0 < c.evidence["max_error_over_bound"] <= 1
    assert c.evidence["normal_max_rel_error"] < 1e-5
    assert "violations" not in c.evidence


def test_a_nan_for_a_signed_infinity_is_zero_terms(shipped):
    """bn_fold_into_conv with every BatchNorm mean +inf and the other inputs 1: the source is
    -inf where the folded form is NaN, which a later Relu turns into 0 against NaN: outside the
    default contract, though the fold is safe wherever the parameters are finite constants."""
    c = classify(shipped["bn_fold_into_conv"])
    assert c.tier == "zero-terms"
    assert "-inf before, nan after" in c.reason and "a later Relu or Sigmoid" in c.reason


def test_a_zero_padded_kernel_makes_a_nan_spread(shipped):
    """Same terms on finite inputs, but 0 * inf = NaN where the 1x1 kernel had no neighbour."""
    c = classify(shipped["conv_enlarge_1x1_to_3x3"])
    assert c.tier == "zero-terms"
    v = c.evidence["violations"]
    assert list(v) == ["non-finite-inputs"]
    assert v["non-finite-inputs"]["message"].startswith("finite before, non-finite after")
    assert c.evidence["terms_ratio"] == 1.0


@pytest.mark.parametrize("name", ["conv3x3_winograd_f2", "conv3x3_winograd_f4"])
def test_winograd_is_fast_math_its_terms_cancel(shipped, name):
    c = classify(shipped[name])
    assert c.tier == "fast-math"
    assert "dst computes terms that cancel" in c.reason
    assert c.evidence["terms_ratio"] > 2
    assert "bound" in c.evidence["violations"]  # a large value outside the window leaks


@pytest.mark.parametrize("name, holders", [("matmul_reassociate", ["A", "C"]),
                                           ("conv_sum_same_input", ["X"]),
                                           ("mul_factor_out", ["A"])])
def test_a_reassociation_that_merges_a_zero_coefficient_is_zero_terms(shipped, name, holders):
    """(A B) C with a 0 in B and A all inf is NaN, A (B C) is inf (B C has no 0): a later
    Sigmoid or Relu makes one side finite (a red-team review's MatMul, and a pruned Conv kernel
    summed with another Conv of the same input). The cases with zeros in another input show
    it; the rule is admitted by default only where the inputs holding the inf are finite
    constants."""
    c = classify(shipped[name])
    assert c.tier == "zero-terms", c.reason
    assert list(c.finite_constants) == holders
    # the first case that shows it: an input all inf beside 0s and 1s, or (since every case
    # holding an inf must keep NaN and inf apart) an inf among normal draws, whose signs mix
    assert c.evidence["violations"]["non-finite-inputs"]["special"]


def _residual(conv_first: bool = True):
    """y = Sigmoid(x + Conv(x, W)), W 3x3 with every centre tap -0.5 and the others 0.1."""
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    from verified_opt.ir.onnx_io import IR_VERSION

    w = np.full((2, 2, 3, 3), 0.1, np.float32)
    w[0, 0, 1, 1] = w[1, 1, 1, 1] = -0.5
    nodes = [helper.make_node("Conv", ["x", "w"], ["y"], pads=[1] * 4),
             helper.make_node("Add", ["x", "y"], ["z"]),
             helper.make_node("Sigmoid", ["z"], ["s"])]
    shape = [1, 2, 4, 4]
    graph = helper.make_graph(nodes, "residual",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, shape)],
                              [helper.make_tensor_value_info("s", TensorProto.FLOAT, shape)],
                              [numpy_helper.from_array(w, "w")])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = IR_VERSION
    return model


def test_a_factoring_that_turns_nan_into_an_inf_is_zero_terms(shipped):
    """x + Conv(x, W) as one Conv of W plus the identity kernel, no zero anywhere: where x is
    inf at one pixel and the centre tap is -0.5, -inf + inf is NaN before and (-0.5 + 1) inf is
    inf after, and the Sigmoid after it makes that 1 against NaN (in ONNX Runtime, below). The
    classifier required the same NaN or inf only in cases of one sign, and called it
    reassociate."""
    import numpy as np
    import onnxruntime as ort

    from verified_opt.ir.onnx_io import export_model, import_model
    from verified_opt.rules.apply import apply_folded
    from verified_opt.rules.match import find_matches

    rule = shipped["conv_residual_into_kernel_3x3"]
    c = classify(rule)
    assert c.tier == "zero-terms", c.reason
    assert list(c.finite_constants) == ["X"]  # the activation: admitted nowhere by default
    assert "a later Relu or Sigmoid" in c.evidence["violations"]["non-finite-inputs"]["message"]
    model = _residual()
    g = import_model(model)
    [m] = find_matches(rule, g)
    g2, _ = apply_folded(g, m, "cert", 0)
    x = np.zeros((1, 2, 4, 4), np.float32)
    x[0, 0, 2, 2] = np.inf
    before = ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})[0]
    after = ort.InferenceSession(export_model(g2).SerializeToString()).run(None, {"x": x})[0]
    assert np.isnan(before[0, 0, 2, 2]) and after[0, 0, 2, 2] == 1.0


def test_the_shipped_library_outside_the_default_contract():
    """The rules a default run leaves out, by name: adding one to this list is a decision."""
    found = {r.name: classify(r).tier for r in load_rules([DEFAULT_RULES])}
    outside = {name: t for name, t in found.items() if t not in DEFAULT_CONTRACT}
    assert outside == {
        "sub_add_cancel": "fast-math",
        **{f"conv3x3_{w}": "fast-math" for w in (
            "winograd_f2", "winograd_f2_bias", "winograd_f4", "winograd_f4_bias",
            "dilated2_winograd_f4", "dilated2_winograd_f4_bias")},
        "conv_enlarge_1x1_to_3x3": "zero-terms", "conv_merge_1x1_and_3x3": "zero-terms",
        "conv_merge_inception_three": "zero-terms", "lrn_to_window_conv": "zero-terms",
        "lrn_to_window_conv_pow": "zero-terms",
        # Softmax subtracts the max: an inf input makes its row NaN, not e^x / sum's 0s
        **{f"softmax_fuse{r}": "zero-terms" for r in (2, 3, 4)},
        # LayerNormalization subtracts its mean inside: its magnitude is no sum of |terms|
        "layernorm_fuse2": "fast-math", "layernorm_fuse3": "fast-math",
        # ORT's Clip without a max clamps +inf to FLT_MAX; Relu keeps it (a red-team review)
        "clip_min0_to_relu": "zero-terms",
        # a NaN where the source has an infinity (a zero coefficient's 0 * inf), with one input
        # all inf and the others 1: a later Relu or Sigmoid makes one side finite
        **{name: "zero-terms" for name in (
            "bn_fold_into_conv", "bn_mul_fold3", "bn_mul_fold4", "bn_fold_into_gemm",
            "bn_fold_into_gemm_transb", "conv_scalar_to_weights", "conv_relu_conv_pad_channels",
            "conv_conv_pad_channels")},
        # the same where a reassociation merges a zero coefficient of one input with a nonzero
        # one: an input all inf, another holding zeros (a red-team review, 2026-11-29)
        **{name: "zero-terms" for name in (
            "conv_sum_same_input", "conv_sum_same_weight", "conv_scalar_hoist",
            "conv_residual_into_kernel_1x1", "mul_factor_out", "scalar_mul_distribute",
            "matmul_reassociate", "matmul_factor_shared_left", "matmul_factor_shared_right",
            "matmul_scalar_hoist", "avgpool_conv1x1_commute")},
        # a factoring whose signs mix turns NaN (-inf + inf) into an inf (2026-11-29)
        "conv_residual_into_kernel_3x3": "zero-terms"}
    counts = {t: sum(v == t for v in found.values()) for t in TIERS}
    assert counts["exact"] + counts["reassociate"] == len(found) - len(outside)
    assert counts["exact"] > 50 and counts["reassociate"] > 20


def test_a_dropped_term_and_a_false_rule_are_fast_math():
    x = {"X": ["m", "n"], "Y": ["m", "n"]}
    # p - p + x -> x, p = x * y: p - p is exactly 0 for every finite p, NaN for an infinite
    # one (y = inf): a term that is zero on finite inputs, as a zero coefficient is
    cancel = rule_of(x, [node("Mul", ["X", "Y"], ["p"]), node("Sub", ["p", "p"], ["z"]),
                         node("Add", ["z", "X"])], ["y"], [], ["X"])
    assert classify(cancel).tier == "zero-terms"
    # x + y - y is not: x + y rounds before y is subtracted
    absorb = rule_of(x, [node("Add", ["X", "Y"], ["s"]), node("Sub", ["s", "Y"])], ["y"],
                     [], ["X"])
    assert classify(absorb).tier == "fast-math"
    wrong = rule_of({"X": ["m", "n"]}, [node("Relu", ["X"])], ["y"], [], ["X"])
    c = classify(wrong)
    assert c.tier == "fast-math" and "bound" in c.evidence["violations"]


def test_terms_a_ten_thousandth_apart_are_not_the_same_terms():
    """x + z -> (x + 1e-4 x) + (z - 1e-4 x) holds over the reals, and its terms' magnitudes
    differ by about 3e-4 relative: past the same-terms threshold (1e-6), so fast-math, not a
    tier the default contract could admit."""
    x = {"X": ["n"], "Z": ["n"]}
    small = rule_of(x, [node("Add", ["X", "Z"])], ["y"],
                    [node("Fill", [], ["c"], shape=[], value=0.0001),
                     node("Mul", ["X", "c"], ["t"]), node("Add", ["X", "t"], ["u"]),
                     node("Sub", ["Z", "t"], ["v"]), node("Add", ["u", "v"])], ["y"])
    c = classify(small)
    assert c.tier == "fast-math" and "the terms differ" in c.reason, c.reason


def test_a_step_must_bind_every_finite_constant_its_rule_names():
    fc = float_contract.FloatContract("zero-terms", "", {"finite_constants": ["A", "B"]})
    assert not float_contract.admits(fc, False, {"A"})
    assert float_contract.admits(fc, False, {"A", "B"})


def test_classification_is_deterministic(shipped):
    rule = shipped["matmul_factor_shared_left"]
    first = classify(rule).to_json()
    float_contract._classify.cache_clear()
    assert classify(rule).to_json() == first
    assert json.loads(json.dumps(first)) == first  # plain JSON: it goes into the report


def test_tiers_are_cached_on_disk_by_rule_text(shipped, tmp_path, monkeypatch):
    cache = tmp_path / "fc.json"
    rules = [shipped["transpose_cancel"], shipped["sub_add_cancel"]]
    assert tiers(rules, cache) == {"transpose_cancel": "exact", "sub_add_cancel": "fast-math"}
    assert len(json.loads(cache.read_text())) == 2
    monkeypatch.setattr(float_contract, "classify", lambda rule: pytest.fail("not cached"))
    assert tiers(rules, cache)["sub_add_cancel"] == "fast-math"


def test_within_contract_keeps_the_default_tiers_of_the_rules_that_can_match(shipped, tmp_path):
    names = ["add_reassociate", "sub_add_cancel", "transpose_cancel", "conv3x3_winograd_f2"]
    lib = Library([CertifiedRule(shipped[n], f"sha256:{n}") for n in names], [], {}, {}, {})
    kept = within_contract(lib, False, {"Add", "Sub"}, cache=tmp_path / "fc.json")
    assert [c.rule.name for c in kept] == ["add_reassociate"]
    assert lib.outside_contract == {"sub_add_cancel": "fast-math"}
    # the transposes and the Conv cannot match a graph of Add and Sub: not even classified
    assert set(lib.tiers) == {"add_reassociate", "sub_add_cancel"}
    everything = within_contract(Library(list(lib.certified), [], {}, {}, {}), True)
    assert [c.rule.name for c in everything] == names
    assert contract(True) == TIERS and contract(False) == DEFAULT_CONTRACT
