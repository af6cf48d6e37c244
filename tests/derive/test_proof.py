"""The step prover: EinNet's worked derivations proved step by step, wrong variants not proved
and refuted by exact evaluation, witnesses that do not fit rejected."""

import pytest

from verified_opt.derive.expr import Access, Iter, Mul, Scope, Tensor, stages, var
from verified_opt.derive.proof import (
    Witness,
    WitnessError,
    exact_check,
    find_witness,
    obligations,
    prove_step,
)
from verified_opt.derive.rules import split_sums, substitute, tighten

n, f, h, w, c, r, s = map(var, "nfhwcrs")
I = Tensor("I", (1, 3, 6, 6))
K = Tensor("K", (4, 3, 3, 3))
CONV = Scope((Iter("n", 0, 1), Iter("f", 0, 4), Iter("h", 0, 6), Iter("w", 0, 6)),
             (Iter("c", 0, 3), Iter("r", 0, 3), Iter("s", 0, 3)),
             Mul(Access(I, (n, c, h + r - 1, w + s - 1)), Access(K, (f, c, r, s))))


def stage(root, name):
    return next(x for x in stages(root) if x.name == name)


def conv_path():
    """EinNet's Conv3x3 derivation: split Σ r,s out, t = h+r, u = w+s, tighten."""
    s1 = split_sums(CONV, CONV, ("r", "s"))
    s2 = substitute(s1, stage(s1, "T"), "h", "r", 1)
    s3 = substitute(s2, stage(s2, "T"), "w", "s", 1)
    s4 = tighten(s3, stage(s3, "T"))
    return [CONV, s1, s2, s3, s4]


@pytest.mark.parametrize("k", range(4))
def test_conv3x3_path_each_step_proved_by_z3_and_cvc5(k):
    pytest.importorskip("cvc5")
    path = conv_path()
    p = prove_step(path[k], path[k + 1], solvers=("z3", "cvc5"))
    assert p.status == "proved", p.reason
    assert p.obligations and all(a == "unsat" for per in p.answers.values()
                                 for a in per.values())
    assert exact_check(path[k], path[k + 1]).equal


def test_tightened_stage_is_the_matmul_and_an_offset_reduce():
    final = conv_path()[-1]
    t = stage(final, "T")
    assert [(i.name, i.lo, i.hi) for i in t.loops][2:4] == [("hr", 0, 6), ("ws", 0, 6)]
    assert "I[n, c, hr, ws]" in t.text


def _with_stage_range(lo, hi):
    tt = Scope((Iter("n", 0, 1), Iter("f", 0, 4), Iter("t", lo, hi), Iter("u", -1, 7),
                Iter("r", 0, 3), Iter("s", 0, 3)), (Iter("c", 0, 3),),
               Mul(Access(I, (n, c, var("t"), var("u"))), Access(K, (f, c, r, s))), "T")
    return Scope(CONV.loops, (Iter("r", 0, 3), Iter("s", 0, 3)),
                 Access(tt, (n, f, h + r - 1, w + s - 1, r, s)))


@pytest.mark.parametrize("lo,hi,holds", [(-1, 7, True), (0, 6, True), (-1, 5, False),
                                         (1, 7, False), (0, 5, False)])
def test_off_by_one_bounds(lo, hi, holds):
    """[0, 6) drops only padding (true); [-1, 5) or [1, 7) drop real terms (refuted)."""
    after = _with_stage_range(lo, hi)
    p = prove_step(CONV, after)
    ex = exact_check(CONV, after)
    assert (p.status == "proved") == holds, p.reason
    assert ex.equal == holds
    if not holds:
        assert ex.point is not None and ex.before_value != ex.after_value


def test_non_bijective_substitution_refuted():
    """r := r % 2 maps {0, 1, 2} onto {0, 1}: a substitution that is not a bijection."""
    bad = Scope(CONV.loops, CONV.sums,
                Mul(Access(I, (n, c, h + r % 2 - 1, w + s - 1)), Access(K, (f, c, r % 2, s))))
    p = prove_step(CONV, bad)
    assert p.status != "proved"
    assert not exact_check(CONV, bad).equal


def test_dropped_padding_guard_refuted():
    """Reading a flattened input at (h+r-1)*6 + (w+s-1) wraps into the neighbouring row where
    the convolution reads padding."""
    flat = Scope((Iter("n", 0, 1), Iter("c", 0, 3), Iter("m", 0, 36)), (),
                 Access(I, (n, c, var("m") // 6, var("m") % 6)), "If")
    wrap = Scope(CONV.loops, CONV.sums,
                 Mul(Access(flat, (n, c, (h + r - 1) * 6 + w + s - 1)), Access(K, (f, c, r, s))))
    p = prove_step(CONV, wrap)
    assert p.status == "unproved" and "sat" in p.reason
    ex = exact_check(CONV, wrap)
    assert not ex.equal and ex.point is not None


def test_flattening_without_padding_is_proved():
    one = Scope(CONV.loops, (Iter("c", 0, 3),),
                Mul(Access(I, (n, c, h, w)), Access(K, (f, c, 0, 0))))
    flat = Scope((Iter("n", 0, 1), Iter("c", 0, 3), Iter("m", 0, 36)), (),
                 Access(I, (n, c, var("m") // 6, var("m") % 6)), "If")
    after = Scope(one.loops, one.sums,
                  Mul(Access(flat, (n, c, h * 6 + w)), Access(K, (f, c, 0, 0))))
    assert prove_step(one, after).status == "proved"


def test_a_forged_witness_is_not_accepted():
    s1 = split_sums(CONV, CONV, ("r", "s"))
    wit = find_witness(CONV, s1)
    assert wit is not None and prove_step(CONV, s1, wit).status == "proved"
    p0 = wit.pairs[0]
    swapped = Witness((type(p0)(p0.a, p0.b, p0.perm, p0.phi,
                                tuple((nm, x + 1) for nm, x in p0.psi)),))
    assert prove_step(CONV, s1, swapped).status == "unproved"
    with pytest.raises(WitnessError):
        obligations(CONV, s1, Witness(()))  # covers no monomial


def test_different_output_ranges_not_proved():
    other = Scope(CONV.loops[:3] + (Iter("w", 0, 5),), CONV.sums, CONV.body)
    assert prove_step(CONV, other).status == "unproved"
