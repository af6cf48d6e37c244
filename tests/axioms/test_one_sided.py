"""No shipped axiom's sides disagree on being well-formed when the sizes its statement leaves
out are drawn free (axioms/soundness.one_sided): such an axiom equates a term with no meaning
with one that has one. The axioms that did now say in their `if` that their operands agree
(tests/axioms/test_shape_facts.py); check_axiom reports it too, on the draws it makes
(tests/axioms/test_false_axioms.py)."""

from __future__ import annotations

from verified_opt.axioms.lang import default_axiom_dir, load_axioms, parse_axiom
from verified_opt.axioms.soundness import one_sided


def test_no_axiom_equates_a_term_with_no_meaning():
    found = {ax.name: one_sided(ax, draws=600) for ax in load_axioms(default_axiom_dir())}
    assert not {k: v for k, v in found.items() if any(v)}, "sides well-formed apart"


def test_the_check_sees_an_axiom_of_that_kind():
    """gap_add before it said that X and Y agree: X of 2x2 and Y of 3x3 do not add, yet their
    global pools do."""
    ax = parse_axiom("gap_add_bare: forall X[n, c, h, w] Y[n, c, h, w]: gap(add(X, Y)) = "
                     "add(gap(X), gap(Y))", "user.ax", 1, need_comment=False)
    right, left = one_sided(ax)
    assert right > 0 and left == 0
    fixed = parse_axiom("gap_add: forall X[n, c, h, w] Y[n, c, h, w]: gap(add(X, Y)) = "
                        "add(gap(X), gap(Y)) if dim(X, 0) == dim(Y, 0) and dim(X, 1) == "
                        "dim(Y, 1) and dim(X, 2) == dim(Y, 2) and dim(X, 3) == dim(Y, 3)",
                        "user.ax", 1, need_comment=False)
    assert one_sided(fixed) == (0, 0)
