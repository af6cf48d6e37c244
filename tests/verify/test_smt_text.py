"""A query's shape is checked before a solver reads it: declarations and assertions, one
(check-sat), last. An (exit) or a second (check-sat) smuggled in through a name would
otherwise decide the answer."""

from __future__ import annotations

import pytest

from verified_opt.verify.cvc5_check import check_with_cvc5
from verified_opt.verify.prove import check_text
from verified_opt.verify.smt_text import commands, query_problem

SAT = "(set-logic ALL)\n(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n"
# the declaration of an iterator named `x Int)(assert false)(check-sat)(exit)`
INJECTED = ("(set-logic ALL)\n(declare-const b0_x Int)(assert false)(check-sat)(exit) Int)\n"
            "(assert (> b0_x 0))\n(check-sat)\n")


def test_a_plain_query_is_well_shaped_and_read_as_it_is():
    assert query_problem(SAT) is None
    assert commands(SAT) == ["set-logic", "declare-const", "assert", "check-sat"]
    assert check_text(SAT, 5000) == "sat"


def test_quoted_symbols_strings_and_comments_may_hold_anything():
    q = ('; (check-sat) (exit)\n(set-info :source "a ""(exit)"" b")\n'
         "(declare-const |a (check-sat)| Int)\n(assert (= |a (check-sat)| 1))\n(check-sat)\n")
    assert query_problem(q) is None
    assert check_text(q, 5000) == "sat"


@pytest.mark.parametrize("query, why", [
    (INJECTED, "text outside a command"),
    (SAT + "(exit)\n", "after (check-sat)"),
    (SAT.replace("(check-sat)", "(assert false)(check-sat)(check-sat)"), "2 (check-sat)"),
    (SAT.replace("(check-sat)\n", ""), "no (check-sat)"),
    ("(push 1)\n" + SAT, "push"),
    (SAT.replace("(assert", "(reset)(assert"), "reset"),
    ("(set-logic ALL\n(check-sat)\n", "unbalanced"),
])
def test_a_query_of_another_shape_is_an_error_for_both_solvers(query, why):
    problem = query_problem(query)
    assert problem is not None and why in problem, problem
    assert check_text(query, 5000).startswith("error")
    assert check_with_cvc5(query, 5000).startswith("error")
