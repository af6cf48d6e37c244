"""The instantiation check compares in float32 on small integers: exact only while every value
stays below 2^24, so an expression whose values may pass it is not checked at all (fail
closed), rather than compared where rounding can make two different results equal."""

from __future__ import annotations

from verified_opt.check.instantiation import check_instantiation
from verified_opt.derive.expr import Access, Const, Iter, Mul, Scope, Tensor, var


def _scaled(c: int) -> Scope:
    x = Tensor("X", (6,))
    return Scope((Iter("i", 0, 6),), (), Mul(Const(c), Access(x, (var("i"),))), "out")


def test_values_past_float32s_integers_are_not_checked():
    ok, why = check_instantiation(_scaled((1 << 24) + 1), set())
    assert not ok and "float32" in why and "2^24" in why, why


def test_values_within_them_are():
    ok, why = check_instantiation(_scaled(5), set())
    assert ok, why
