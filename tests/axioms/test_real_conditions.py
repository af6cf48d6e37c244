"""Preconditions over real variables (`if a <= c`, `if a == 0.0`): parsed, stated to Z3 and
held by testing, so that an axiom true only under its condition is sound with it and refuted
without it, and a real only one side names keeps the other side from being a trigger."""

from __future__ import annotations

import pytest

from verified_opt.axioms.lang import AxiomSyntaxError, RVar, parse_axiom
from verified_opt.axioms.soundness import check_axiom
from verified_opt.axioms.z3enc import encode_axiom

MERGE = ("m: forall X[*p] a in {0.0, 1.0} c in {0.5, 2.0}: "
         "clipmin(c, clipmin(a, X)) = clipmin(c, X)COND  # merged lower bounds")


def test_a_real_condition_is_parsed_and_written_back():
    ax = parse_axiom(MERGE.replace("COND", " if a <= c"), "t.ax", 1)
    (c,) = ax.cond
    assert (c.op, c.a, c.b) == ("<=", RVar("a"), RVar("c"))
    assert ax.text().endswith("if a <= c")
    assert parse_axiom(ax.statement, "t.ax", 1, need_comment=False).cond == ax.cond


def test_the_condition_makes_a_false_axiom_sound():
    assert check_axiom(parse_axiom(MERGE.replace("COND", " if a <= c"), "t.ax", 1)).sound
    without = check_axiom(parse_axiom(MERGE.replace("COND", ""), "t.ax", 1))
    assert not without.sound and without.counterexample


def test_a_decimal_condition_is_read_as_the_decimal():
    # the draws that meet `a == 0.3` are tested: the declared 0.3 is the decimal 3/10 on both
    # sides of the comparison, not a float that misses it
    ax = parse_axiom("z: forall X[*p] a in {0.3}: clipmin(a, X) = clipmin(0.3, X) if a == 0.3"
                     "  # a is 0.3", "t.ax", 1)
    result = check_axiom(ax)
    assert result.sound and result.instances >= 10


@pytest.mark.parametrize("cond", ["a <= 1", "1 <= a", "rank(X) <= a"])
def test_a_real_compared_with_an_integer_is_a_syntax_error(cond):
    with pytest.raises(AxiomSyntaxError, match="expected|real"):
        parse_axiom(MERGE.replace("COND", f" if {cond}"), "t.ax", 1)


def test_a_real_only_one_side_names_leaves_the_other_side_no_trigger():
    # clipmin(a, X) = relu(X) if a == 0.0: relu(X) alone must not create a Clip of every Relu
    ax = parse_axiom("r: forall X[*p] a in {0.0}: clipmin(a, X) = relu(X) if a == 0.0  # relu",
                     "t.ax", 1)
    q = encode_axiom(ax)
    assert q.num_patterns() == 1
    assert "clipmin" in q.pattern(0).sexpr() and "relu" not in q.pattern(0).sexpr()
