"""RationalArith (semantics/arith.py): exact rational arithmetic over object arrays, the
arithmetic axiom testing runs in. Its values are Python ints and Rational; fractions.Fraction
is the reference here, float64 the cross-check of the kernels."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

from verified_opt.axioms.vocab import VOCAB
from verified_opt.errors import NotExact
from verified_opt.semantics.arith import (
    FloatArith,
    Rational,
    RationalArith,
    exact_from_decimal,
    exact_from_float,
    ratios,
    to_float64,
)

AR = RationalArith()
RNG = np.random.default_rng(7)


def _frac(v) -> Fraction:
    n, d = Rational.parts(v)
    return Fraction(n, d)


def _random(shape) -> np.ndarray:
    """Rationals of mixed magnitudes and denominators."""
    num = RNG.integers(-10**6, 10**6, shape)
    den = RNG.choice(np.array([1, 2, 3, 7, 10**6, 10**9]), shape)
    return ratios(num, den)


# ---- the number --------------------------------------------------------------------------------
def test_of_reduces_and_integral_values_are_ints():
    assert Rational.of(6, 4) == Rational.of(3, 2) and repr(Rational.of(6, -4)) == "-3/2"
    assert Rational.of(8, 4) == 2 and type(Rational.of(8, 4)) is int
    assert type(Rational.of(1, 3) * 3) is int and Rational.of(1, 3) * 3 == 1
    with pytest.raises(ZeroDivisionError):
        Rational.of(1, 0)


@pytest.mark.parametrize("op", ["+", "-", "*", "/", "//", "%", "<", "<=", ">", ">=", "==", "!="])
def test_operators_agree_with_fraction(op):
    values = [Rational.of(1, 3), Rational.of(-7, 2), Rational.of(10**20 + 1, 10**9), 5, -3,
              np.int64(4), np.int64(-2)]
    for a in values:
        for b in values:
            if op in ("/", "//", "%") and b == 0 or Rational not in (type(a), type(b)):
                continue  # int / int is Python's float, not ours
            got = eval(f"a {op} b")  # the operator under test
            want = eval(f"_frac(a) {op} _frac(b)")
            assert (_frac(got) if not isinstance(got, (bool, np.bool_)) else got) == want, \
                (a, op, b)


def test_numpy_int64_compares_exactly():
    # Fraction's comparison multiplies by an int64 numerator: it overflows, silently or not
    big = Rational.of(1, 10**30)
    pad = np.int64(np.iinfo(np.int64).min)
    assert big > pad and pad < big and big > np.int64(0) and not big < np.int64(0)
    assert np.array([pad, big], dtype=object).max() is big
    assert np.maximum(np.array([np.int64(0), big, -big], dtype=object), np.zeros((), object)) \
        .tolist() == [0, big, 0]


def test_floats_do_not_mix():
    with pytest.raises(TypeError):
        _ = Rational.of(1, 3) + 0.5
    assert Rational.of(1, 2) != 0.5  # not silently rounded either way


def test_hash_float_and_repr():
    assert hash(Rational.of(1, 3)) == hash(Fraction(1, 3))
    assert float(Rational.of(1, 3)) == 1 / 3 and float(Rational.of(10**400 + 1, 10**400)) == 1.0
    assert repr(Rational.of(-131, 25000000)) == "-131/25000000"


def test_floats_and_decimals():
    assert _frac(exact_from_float(0.1)) == Fraction(0.1) != Fraction(1, 10)
    assert _frac(exact_from_decimal(0.1)) == Fraction(1, 10)
    assert _frac(exact_from_decimal(1e-5)) == Fraction(1, 100000)
    assert _frac(exact_from_decimal(1.000000000001)) == Fraction(10**12 + 1, 10**12)
    with pytest.raises(NotExact):
        exact_from_float(float("nan"))


# ---- the arithmetic ----------------------------------------------------------------------------
def test_lift_is_exact_and_cleans_numpy_ints():
    lifted = AR.lift(np.array([0.1, 2.0, -0.5], np.float32))
    assert [_frac(v) for v in lifted] == [Fraction(float(np.float32(0.1))), 2, Fraction(-1, 2)]
    assert [type(v) for v in AR.lift(np.array([np.int64(3), 2], dtype=object))] == [int, int]
    with pytest.raises(NotExact):
        AR.lift(np.array([np.inf]))


def test_elementwise_matmul_sum_and_averages_are_exact():
    a, b = _random((3, 4)), _random((4, 5))
    fa = np.vectorize(_frac, otypes=[object])(a)
    fb = np.vectorize(_frac, otypes=[object])(b)
    assert (np.vectorize(_frac, otypes=[object])(AR.matmul(a, b)) == fa @ fb).all()
    assert (np.vectorize(_frac, otypes=[object])(AR.add(a, a)) == fa + fa).all()
    assert (np.vectorize(_frac, otypes=[object])(AR.mul(a, a)) == fa * fa).all()
    total = AR.sum(a, axis=1, keepdims=False)
    assert [_frac(v) for v in total] == [sum(row, Fraction(0)) for row in fa]
    mean = AR.divide_by_count(total, 7)
    assert [_frac(v) for v in mean] == [sum(row, Fraction(0)) / 7 for row in fa]
    with pytest.raises(ZeroDivisionError):
        AR.divide_by_count(total, 0)  # an average of nothing has no value
    assert AR.sum(np.zeros((0, 3), object), axis=0, keepdims=False).tolist() == [0, 0, 0]


def test_no_overflow_where_int64_would():
    a = np.array([[10**18, 10**18]], dtype=object)
    out = AR.matmul(a, a.T)
    assert out[0, 0] == 2 * 10**36
    padded = np.pad(a, [(0, 0), (1, 0)])  # np.pad's zeros are NumPy ints
    assert AR.mul(padded, padded).tolist() == [[0, 10**36, 10**36]]


def test_scalar_attributes_mean_their_decimals():
    assert _frac(AR.scalar(1e-5, "eps")) == Fraction(1, 100000)
    assert AR.scalar(2.0, "alpha") == 2


@pytest.mark.parametrize("sym, ints, shapes", [
    ("conv", [2, 1, 1, 0, 1, 2, 1, 2, 1], [(2, 3, 7, 5), (4, 3, 3, 2)]),
    ("conv", [1, 1, 0, 0, 0, 0, 1, 1, 3], [(1, 6, 5, 5), (3, 2, 2, 2)]),
    ("convt", [2, 1, 0, 1, 1, 0, 1, 1, 1, 1, 0], [(2, 3, 4, 5), (3, 2, 3, 3)]),
    ("avgpool", [3, 2, 2, 1, 1, 0, 1, 1, 0], [(2, 3, 7, 5)]),
    ("avgpool", [3, 2, 2, 1, 1, 0, 1, 1, 1], [(2, 3, 7, 5)]),
    ("maxpool", [3, 2, 2, 1, 1, 0, 1, 1], [(2, 3, 7, 5)]),
    ("gap", [], [(2, 3, 7, 5)]),
    ("rmean", [1, 0], [(2, 9, 5)]),
    ("matmul", [], [(2, 3, 4), (2, 4, 5)]),
    ("gemm", [1, 0], [(4, 3), (4, 5), (3, 5)]),
])
def test_kernels_agree_with_float64(sym, ints, shapes):
    """The same kernels on the same data: exact and float64 agree to float64's rounding."""
    data = [_random(s) for s in shapes]
    reals = [2.5, 0.001] if sym == "gemm" else []
    exact = VOCAB[sym].apply(ints, reals, data, AR)
    approx = VOCAB[sym].apply(ints, reals, [to_float64(d) for d in data], FloatArith("float64"))
    assert exact.dtype == object and exact.shape == approx.shape
    assert all(type(v) in (int, Rational) for v in exact.ravel())
    scale = float(np.max(np.abs(approx)))
    assert np.max(np.abs(to_float64(exact) - approx)) <= 1e-13 * scale


def test_averages_of_integers_are_fractions_not_refusals():
    x = np.arange(9, dtype=object).reshape(1, 1, 3, 3)
    out = VOCAB["avgpool"].apply([2, 2, 1, 1, 0, 0, 0, 0, 0], [], [x], AR)
    assert out.ravel().tolist()[0] == 2 and _frac(out[0, 0, 0, 0]) == Fraction(0 + 1 + 3 + 4, 4)
    assert _frac(VOCAB["gap"].apply([], [], [x[..., :2]], AR).item()) == Fraction(0 + 1 + 3 + 4
                                                                                   + 6 + 7, 6)


def test_inexact_operators_refuse():
    x = _random((2, 3))
    for sym in ("sigmoid", "tanh", "sqroot"):
        with pytest.raises(NotExact):
            VOCAB[sym].apply([], [], [x], AR)


def test_ratios_reduce():
    out = ratios(np.array([6, -4, 0, 9]), np.array([4, 2, 5, 3]))
    assert out.tolist() == [Rational.of(3, 2), -2, 0, 3]
    assert math.isclose(float(out[0]), 1.5)
