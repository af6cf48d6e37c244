"""The shipped rule library (verified_opt/data/rules/): every rule is proved from the shipped
axioms and agrees with random testing; there are at least 30 of them, over at least 10 ONNX
operators, grouped by family, with TASO's important rewrites and multi-output rules among them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import verified_opt
from verified_opt.axioms.lang import default_axiom_dir, load_axioms
from verified_opt.rules.format import load_rules
from verified_opt.verify.prove import AxiomSet
from verified_opt.verify.verdict import PROVED, verify_rule

pytestmark = pytest.mark.filterwarnings("ignore:invalid value encountered:RuntimeWarning")

LIBRARY = Path(verified_opt.__file__).resolve().parent / "data" / "rules"
RULES = load_rules([LIBRARY])
FAMILIES = {"concat_split", "conv", "elementwise", "gemm", "matmul", "pad", "pool", "reshape",
            "transpose", "batchnorm"}

# The rewrites the library must have: TASO's (merging Convs or MatMuls that share an input,
# kernel enlargement to merge a 1x1 with a 3x3 Conv, ...) and the everyday ones.
KEY_RULES = [
    "conv_merge_same_input", "conv_merge_1x1_and_3x3", "conv_enlarge_1x1_to_3x3",
    "conv_merge_inception_three", "conv_relu_merge_same_input", "matmul_merge_shared_input",
    "matmul_sum_as_concat", "transpose_cancel", "transpose_cancel_nhwc_nchw",
    "relu_concat_commute", "mul_factor_out", "matmul_factor_shared_left",
    "gemm_to_matmul_add", "gemm_linear_layer_to_matmul", "squeeze_unsqueeze_cancel",
    "pad_fold_into_conv", "bn_fold_into_conv", "split_of_concat", "concat_of_split",
    "maxpool_concat_commute", "pad_pad_merge", "flatten_reshape_back",
    "linear_merge_three_shared_input_batched",
]


@pytest.fixture(scope="module")
def axioms() -> AxiomSet:
    return AxiomSet.of(load_axioms(default_axiom_dir()))


def _ops(rule) -> set[str]:
    return {n.op for g in (rule.src, rule.dst) for n in g.nodes}


def test_library_size_families_and_operators():
    assert len(RULES) >= 30
    assert {p.stem for p in LIBRARY.glob("*.json")} >= FAMILIES
    names = [r.name for r in RULES]
    assert len(names) == len(set(names)), "rule names are unique across the library"
    ops = set().union(*map(_ops, RULES))
    assert len(ops) >= 10, sorted(ops)
    assert {"Conv", "MatMul", "Gemm", "Concat", "Split", "Transpose", "Relu", "Add", "Mul",
            "MaxPool", "AveragePool", "Pad", "Reshape", "Squeeze", "Unsqueeze", "Flatten",
            "BatchNormalization"} <= ops, sorted(ops)


def test_library_has_the_key_rewrites_and_multi_output_rules():
    names = {r.name for r in RULES}
    assert not [n for n in KEY_RULES if n not in names]
    multi = [r.name for r in RULES if len(r.src.outputs) > 1]
    assert len(multi) >= 5, multi
    assert any(len(r.src.outputs) == 3 for r in RULES)


@pytest.mark.parametrize("rule", RULES, ids=[r.name for r in RULES])
def test_rule_is_proved(rule, axioms):
    v = verify_rule(rule, axioms)
    assert v.status == PROVED, f"{rule.name}: {v.status}: {v.reason}"
    assert not v.axiom_bug
    if not v.axioms_used:  # the encoder's normalizations alone (a Sum of two is add): one term
        from verified_opt.verify.encode import encode_rule

        enc = encode_rule(rule)
        assert all(a.eq(b) for a, b in zip(enc.src.outputs, enc.dst.outputs)), \
            "a proof names the axioms it used"
    assert v.tested_instances > 0, "random testing agrees on well-formed instances"
    assert v.rlimit_used < 2_000_000, "no matching loop: far below the default rlimit"
