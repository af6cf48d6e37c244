"""Wrong rules (data/wrong_rules.json), each a mutant of a correct one: a swapped axis or
operand order, a dropped transpose, a wrong stride, pad, perm or slice bound, Relu moved across
a non-monotone operator. None may be proved; each is refuted with a concrete counterexample
(input tensors, an output index, two different values) or at worst inconclusive. The prover
alone must not prove any of them either (that would be an unsound axiom), and must give up
quickly (no matching loop).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from verified_opt.axioms.lang import default_axiom_dir, load_axioms
from verified_opt.rules.format import load_rules
from verified_opt.verify.prove import AxiomSet
from verified_opt.verify.verdict import INCONCLUSIVE, REFUTED, verify_rule

pytestmark = pytest.mark.filterwarnings("ignore:invalid value encountered:RuntimeWarning")

WRONG = load_rules([Path(__file__).parent / "data" / "wrong_rules.json"])


@pytest.fixture(scope="module")
def axioms() -> AxiomSet:
    return AxiomSet.of(load_axioms(default_axiom_dir()))


def test_at_least_30_wrong_rules_over_many_operators():
    assert len(WRONG) >= 30
    ops = {n.op for r in WRONG for g in (r.src, r.dst) for n in g.nodes}
    assert len(ops) >= 10, sorted(ops)
    assert any(len(r.src.outputs) > 1 for r in WRONG), "multi-output mutants too"


@pytest.mark.parametrize("rule", WRONG, ids=[r.name for r in WRONG])
def test_wrong_rule_is_never_proved(rule, axioms):
    v = verify_rule(rule, axioms)
    assert v.status in (REFUTED, INCONCLUSIVE), f"{rule.name} was {v.status}"
    assert not v.axiom_bug, f"an axiom is unsound: {v.reason}"
    assert "proved by Z3" not in v.reason
    assert v.rlimit_used < 2_000_000, "the prover gives up quickly: no matching loop"
    if v.status == REFUTED:
        cex = v.counterexample
        assert cex is not None
        assert set(cex.inputs) == set(rule.inputs), "the counterexample gives every input"
        assert cex.output in rule.src.outputs and cex.index is not None
        assert cex.src_value is not None and cex.dst_value is not None
        assert cex.src_value != cex.dst_value
