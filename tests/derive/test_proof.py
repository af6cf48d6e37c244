"""The step prover: EinNet's worked derivations proved step by step, wrong variants not proved
and refuted by exact evaluation, witnesses that do not fit rejected."""

import itertools

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


def _proved_iff(before: Scope, after: Scope, holds: bool) -> None:
    """The step is proved exactly when it holds; otherwise exact evaluation finds a point
    where the two sides differ."""
    p = prove_step(before, after)
    ex = exact_check(before, after)
    assert (p.status == "proved") == holds, p.reason
    assert ex.equal == holds
    if not holds:
        assert ex.point is not None and ex.before_value != ex.after_value


@pytest.mark.parametrize("lo,hi,holds", [(-1, 7, True), (0, 6, True), (-1, 5, False),
                                         (1, 7, False), (0, 5, False)])
def test_off_by_one_bounds(lo, hi, holds):
    """[0, 6) drops only padding (true); [-1, 5) or [1, 7) drop real terms (refuted)."""
    after = _with_stage_range(lo, hi)
    _proved_iff(CONV, after, holds)


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


def _split_by(root, target, block, coeff, lo, hi):
    """split_loop's step on loop i, with the map i = io*coeff + ii over ii in [lo, hi) (the
    rule's own step: coeff = block, [0, block))."""
    from verified_opt.derive.expr import subst_term
    from verified_opt.derive.rules import redirect
    io, ii = var("io"), var("ii")
    pos = [x.name for x in target.loops].index("i")
    it = target.loops[pos]
    loops = target.loops[:pos] + (Iter("io", 0, it.extent // block), Iter("ii", lo, hi)) \
        + target.loops[pos + 1:]
    new = Scope(loops, target.sums, subst_term(target.body, {"i": io * coeff + ii}),
                target.name)
    return redirect(root, target, new,
                    lambda idx: idx[:pos] + (idx[pos] // block, idx[pos] % block) + idx[pos + 1:])


def _dilated_band(d):
    from verified_opt.derive.lower import g2bmm
    band = g2bmm(Tensor("Q", (1, 24, 3)), Tensor("Kt", (1, 24, 3)), 2, d)
    wrapped = split_sums(band, band, ())
    return wrapped, stage(wrapped, "T")


@pytest.mark.parametrize("d", [2, 3])
@pytest.mark.parametrize("coeff,lo,hi,holds", [
    (None, 0, None, True),     # the rule's split: i = io*d + ii, ii in [0, d)
    (None, 0, -1, False),      # the residue range one short: residue d-1 reads nothing
    (None, 1, +1, False),      # shifted by one: residue 0 reads nothing
    (-1, 0, None, False),      # i = io*(d-1) + ii: not a bijection (rows repeat, rows lost)
])
def test_dilated_band_split_by_the_dilation(d, coeff, lo, hi, holds):
    """The split a dilated G2BMM needs (i by its dilation) is proved; a residue range off by
    one or a map that is not a bijection is not proved and is refuted by evaluation."""
    wrapped, t = _dilated_band(d)
    after = _split_by(wrapped, t, d, d + (coeff or 0), lo, d + (hi or 0))
    if holds:
        from verified_opt.derive.expr import program_text
        from verified_opt.derive.rules import split_loop
        assert program_text(after) == program_text(split_loop(wrapped, t, "i", d))
    _proved_iff(wrapped, after, holds)


def test_dilated_band_substitution_after_the_split():
    """After i = io*d + ii, t = j + io leaves the band read at d*t + ii: proved; the same
    substitution with the dilation dropped from the read (t + ii) is refuted."""
    from verified_opt.derive.expr import map_accesses
    from verified_opt.derive.rules import split_loop, substitute
    wrapped, t = _dilated_band(2)
    split = split_loop(wrapped, t, "i", 2)
    sub = substitute(split, stage(split, "T"), "j", "io", 1)
    assert "Kt[b, ii+2*jio-4, k]" in stage(sub, "T").text
    assert prove_step(split, sub).status == "proved"
    assert exact_check(split, sub).equal
    ts = stage(sub, "T")

    def undilate(a):
        if a.src.name != "Kt":
            return a
        return Access(a.src, (a.index[0], var("jio") + var("ii") - 4, a.index[2]))

    from verified_opt.derive.rules import redirect
    bad = redirect(sub, ts, ts.with_body(map_accesses(ts.body, undilate)))
    assert prove_step(split, bad).status != "proved"
    assert not exact_check(split, bad).equal


# ------------------------------------------------------------------------------------- GBMM
# Longformer's second banded product, O[b, i, k] = Σ_j P[b, i, j] * V[b, i + (j - W)*d, k]:
# its band loop j is a sum. Blocking i = io*T + ii and relaxing j to r = ii + j over the
# block's window [0, T + 2W) adds terms r - ii outside [0, 2W + 1); P's bounds make them 0.

def _gbmm_blocked(width=2, block=4, m=12, bands=None):
    """GBMM (P's band dimension `bands`, default 2W + 1) wrapped and i split into blocks."""
    from verified_opt.derive.lower import gbmm
    from verified_opt.derive.rules import split_loop
    band = 2 * width + 1
    root = gbmm(Tensor("P", (1, m, band)), Tensor("V", (1, m, 3)), width, 1)
    if bands is not None:   # the same product over a narrower band than P holds
        root = Scope(root.loops, (Iter("j", *bands),), root.body, root.name)
    wrapped = split_sums(root, root, ())
    return root, wrapped, split_loop(wrapped, stage(wrapped, "T"), "i", block)


def _relaxed(blocked, lo, hi):
    """The relaxed step by hand: j := r - ii, r over [lo, hi)."""
    from verified_opt.derive.expr import subst_term
    from verified_opt.derive.rules import redirect
    t = stage(blocked, "T")
    body = subst_term(t.body, {"j": var("r") - var("ii")})
    return redirect(blocked, t, Scope(t.loops, (Iter("r", lo, hi),), body, t.name))


def test_gbmm_blocked_and_relaxed_each_step_proved_by_z3_and_cvc5():
    """wrap, split i into blocks of 4, relax j to the block's window [0, 4 + 2*2): each step
    proved by both solvers (the added terms' obligations included) and equal exactly."""
    pytest.importorskip("cvc5")
    from verified_opt.derive.rules import _relaxable, relax_sum
    root, wrapped, blocked = _gbmm_blocked()
    assert list(_relaxable(stage(blocked, "T"))) == [("ii", "j", 1)]
    relaxed = relax_sum(blocked, stage(blocked, "T"), "ii", "j", 1)
    t = stage(relaxed, "T")
    assert [(i.lo, i.hi) for i in t.sums] == [(0, 8)]
    assert "P[b, ii+4*io, -ii+iij]" in t.text
    for a, b in ((root, wrapped), (wrapped, blocked), (blocked, relaxed)):
        p = prove_step(a, b, solvers=("z3", "cvc5"))
        assert p.status == "proved", p.reason
        assert all(x == "unsat" for per in p.answers.values() for x in per.values())
        assert exact_check(a, b).equal


@pytest.mark.parametrize("lo,hi,holds", [
    (0, 8, True),     # the rule's window: the block's 4 rows and W = 2 either side
    (-1, 9, True),    # wider still: every added term reads P out of its band, 0
    (0, 7, False),    # one short: the last row's top band entry (r = 7) is dropped
    (1, 8, False),    # one late: the first row's bottom entry (r = 0) is dropped
])
def test_gbmm_relaxed_window_off_by_one(lo, hi, holds):
    _, _, blocked = _gbmm_blocked()
    _proved_iff(blocked, _relaxed(blocked, lo, hi), holds)


def test_gbmm_relaxation_with_a_dropped_guard_refuted():
    """P read through its flattening, Pf[b, i*5 + (r - ii)]: an out-of-band r reads the next
    row's probabilities instead of 0 (the guard the relaxation relies on is gone)."""
    from verified_opt.derive.rules import redirect
    _, _, blocked = _gbmm_blocked()
    relaxed = _relaxed(blocked, 0, 8)
    t = stage(relaxed, "T")
    p = Tensor("P", (1, 12, 5))
    m = var("m")
    flat = Scope((Iter("b", 0, 1), Iter("m", 0, 60)), (), Access(p, (var("b"), m // 5, m % 5)),
                 "Pf")

    def unguard(a):
        if a.src.name != "P":
            return a
        return Access(flat, (a.index[0], a.index[1] * 5 + a.index[2]))

    from verified_opt.derive.expr import map_accesses
    bad = redirect(relaxed, t, t.with_body(map_accesses(t.body, unguard)))
    _proved_iff(blocked, bad, False)
    _proved_iff(relaxed, bad, False)


def test_gbmm_over_a_narrower_band_than_p_is_not_relaxed():
    """Σ over j in [1, 5) while P holds 5 band entries: P's bounds no longer confine the
    relaxed sum to j's range, so the rule does not propose it, and the step made anyway (r
    over the window, j := r - ii) is refuted: it adds the terms j = 0."""
    from verified_opt.derive.rules import _relaxable
    _, wrapped, blocked = _gbmm_blocked(bands=(1, 5))
    assert list(_relaxable(stage(blocked, "T"))) == []
    assert list(_relaxable(stage(wrapped, "T"))) == []
    _proved_iff(blocked, _relaxed(blocked, 0, 8), False)


def fsrcnn_split() -> tuple[Scope, Scope]:
    """FSRCNN's 9x9 deconvolution, and the same with its sum over c, iw split into a stage."""
    n, f, h, w, ih, c, iw = map(var, ["n", "f", "h", "w", "ih", "c", "iw"])
    x, k = Tensor("X", (1, 56, 128, 128)), Tensor("K", (56, 1, 9, 9))
    body = Mul(Access(x, (n, c, ih, iw)), Access(k, (c, f, h - 3 * ih + 4, w - 3 * iw + 4)))
    out_loops = (Iter("n", 0, 1), Iter("f", 0, 1), Iter("h", 0, 384), Iter("w", 0, 384))
    before = Scope(out_loops, (Iter("ih", 0, 128), Iter("c", 0, 56), Iter("iw", 0, 128)), body)
    stage = Scope((*out_loops, Iter("ih", 0, 128)), (Iter("c", 0, 56), Iter("iw", 0, 128)),
                  body, name="T1")
    return before, Scope(out_loops, (Iter("ih", 0, 128),), Access(stage, (n, f, h, w, ih)))


def test_an_exact_check_too_large_to_evaluate_fails_closed_and_says_so():
    """FSRCNN's 9x9 deconvolution split into a stage of 1x1x384x384x128 points, each a sum of
    56 x 128 terms: the check at 4,096 points would evaluate 3.7e9 terms (minutes; it held the
    derivation pass 13 minutes past its budget). Past the work limit it stops: not equal, with
    the reason, so the step is never used; a small step is still checked in full."""
    from verified_opt.derive.proof import EXACT_WORK, exact_check
    before, after = fsrcnn_split()
    e = exact_check(before, after)
    assert not e.equal and e.reason and "too large" in e.reason and f"{EXACT_WORK:.0e}" in e.reason
    assert e.to_json()["reason"] == e.reason
    small = exact_check(before, before, max_points=8)
    assert small.equal and small.reason is None and "reason" not in small.to_json()


def test_an_instantiation_too_large_to_check_is_refused_before_it_runs():
    """The operator as one eOperator (the baseline a tuned run builds) of FSRCNN's
    deconvolution: its exact value at 8,192 points is 7.5e9 terms; the check refuses it before
    compiling or running anything."""
    from verified_opt.check.instantiation import check_instantiation
    n, f, h, w, ih, c, iw = map(var, ["n", "f", "h", "w", "ih", "c", "iw"])
    x, k = Tensor("X", (1, 56, 128, 128)), Tensor("K", (56, 1, 9, 9))
    root = Scope((Iter("n", 0, 1), Iter("f", 0, 1), Iter("h", 0, 384), Iter("w", 0, 384)),
                 (Iter("ih", 0, 128), Iter("c", 0, 56), Iter("iw", 0, 128)),
                 Mul(Access(x, (n, c, ih, iw)), Access(k, (c, f, h - 3 * ih + 4, w - 3 * iw + 4))))
    ok, why = check_instantiation(root, {"K"}, library=False)
    assert not ok and why.startswith("too large to check exactly")


def test_an_exact_check_with_a_memo_gives_the_same_verdicts_and_evaluates_less(monkeypatch):
    """Steps of a path share their sides (step k's after is step k + 1's before): a memo
    evaluates each once. Verdicts, points and values are those of checks without one, a
    wrong step is still caught, and another seed (another draw) is not served from it."""
    import verified_opt.derive.evaluate as ev
    real, calls = ev.evaluate_at, []
    monkeypatch.setattr(ev, "evaluate_at", lambda *a, **k: calls.append(1) or real(*a, **k))
    path = conv_path()
    bad = Scope(CONV.loops, CONV.sums,
                Mul(Access(I, (n, c, h + r % 2 - 1, w + s - 1)), Access(K, (f, c, r % 2, s))))
    pairs = list(itertools.pairwise(path)) + [(path[0], bad)]
    plain = [exact_check(a, b) for a, b in pairs]
    assert len(calls) == 2 * len(pairs)
    calls.clear()
    memo: dict = {}
    shared = [exact_check(a, b, memo=memo) for a, b in pairs]
    assert shared == plain
    assert [e.equal for e in shared] == [True] * 4 + [False]
    assert len(calls) == len(path) + 1   # each scope once, the wrong one once
    calls.clear()
    assert exact_check(path[0], path[1], seed=1, memo=memo).equal
    assert len(calls) == 2


def test_the_exact_check_does_not_wrap_past_int64():
    """2^32 * (2^32 * X[i]) is 2^64 X[i]: numpy's int64 wraps it to 0, and the exact check
    called it equal to the constant 0. Past int64 it evaluates with Python's integers."""
    from verified_opt.derive.expr import Const

    x = Tensor("X", (6,))
    loops = (Iter("i", 0, 6),)
    big = Scope(loops, (), Mul(Const(1 << 32), Mul(Const(1 << 32), Access(x, (var("i"),)))),
                "out")
    zero = Scope(loops, (), Const(0), "out")
    ex = exact_check(big, zero)
    assert not ex.equal and ex.before_value == (1 << 64) * (ex.before_value >> 64) != 0
    assert exact_check(big, big).equal


def test_a_constant_past_int64_is_evaluated_exactly():
    """10^30 X[i] against X[i] 10^30 (proved: the proof is exact) and against 10^30 X[i] + 1:
    int64 cannot hold the constant (an OverflowError out of the check before)."""
    from verified_opt.derive.expr import Add, Const

    x = Tensor("X", (6,))
    loops = (Iter("i", 0, 6),)
    xi = Access(x, (var("i"),))
    a = Scope(loops, (), Mul(Const(10**30), xi), "out")
    b = Scope(loops, (), Mul(xi, Const(10**30)), "out")
    c = Scope(loops, (), Add(Mul(Const(10**30), xi), Const(1)), "out")
    assert exact_check(a, b).equal
    ex = exact_check(a, c)
    assert not ex.equal and ex.after_value - ex.before_value == 1
