"""Exact semantics of the operators of issue 21 that compare or truncate (ORDER: Clip, Max, Min,
Equal, Mod, Range, Cast) and of Resize's nearest mode (data movement).

As in test_exact.py, the reference is ONNX Runtime in float32 on small integer data, where
float32 is exact: "int" mode must equal it. Modulo a prime an order has no meaning, so "mod" mode
refuses wherever float data are compared or truncated, and computes what does not compare: a
cast to a float type, nearest-neighbour resizing.
"""

from __future__ import annotations

import sys
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).parent))

from opcases import Case, import_case, make_case, ort_run

from verified_opt.errors import NotExact
from verified_opt.ir.evaluate import eval_node, evaluate
from verified_opt.ops.node import Node
from verified_opt.semantics.arith import PRIME, IntArith, Rational, RationalArith

# Range's float instances draw non-integer bounds; its int64/int32 ones (k % 4 < 2) are exact.
ORDER_CASES = [(op, k) for op in ("Clip", "Max", "Min", "Equal", "Mod") for k in range(8)] + [
    ("Range", k) for k in range(16) if k % 4 < 2]


def _int_reference(case: Case) -> dict[str, np.ndarray]:
    ref = dict(zip([n for n, _ in case.outputs], ort_run(case.model(), dict(case.feeds))))
    for name, r in ref.items():
        if r.dtype.kind == "f":
            assert np.all(r == np.round(r)) and np.all(np.abs(r) < 2**24), name
    return ref


@pytest.mark.parametrize(("op", "k"), [pytest.param(op, k, id=f"{op}-{k}")
                                       for op, k in ORDER_CASES])
def test_order_ops_exact_in_int_refused_in_mod(op: str, k: int) -> None:
    case = make_case(op, k, integer=True, salt="exact")
    ref = _int_reference(case)
    graph = import_case(case)
    got = evaluate(graph, case.feeds, "int")
    for name, r in ref.items():
        assert np.array_equal(np.asarray(got[name]), r), f"{name}\n{case.describe()}"
    with pytest.raises(NotExact, match="compares values"):
        evaluate(graph, case.feeds, "mod")


def _cast(x: np.ndarray, to: int, init: bool = False) -> Case:
    c = Case("Cast")
    dtype = {1: np.float32, 7: np.int64, 9: np.bool_, 10: np.float16, 11: np.float64}[to]
    return c.set([c.add("x", x, init=init)], out_dtypes=[dtype], to=to)


@pytest.mark.parametrize("to", [1, 10, 11])
def test_cast_between_float_types_is_the_identity_on_exact_values(to: int) -> None:
    x = np.array([[-3.0, 0.0, 7.0], [12.0, -1.0, 2.0]], np.float32)
    graph = import_case(_cast(x, to))
    assert evaluate(graph, {"x": x}, "int")["y"].tolist() == x.astype(np.int64).tolist()
    assert evaluate(graph, {"x": x}, "mod")["y"].tolist() == np.mod(
        x.astype(np.int64), PRIME).tolist()


def test_cast_from_integers_and_bools_to_float_is_exact_in_every_mode() -> None:
    ints = np.array([-5, 0, 9], np.int64)
    graph = import_case(_cast(ints, 1))
    assert evaluate(graph, {"x": ints}, "int")["y"].tolist() == [-5, 0, 9]
    assert evaluate(graph, {"x": ints}, "mod")["y"].tolist() == [PRIME - 5, 0, 9]
    flags = np.array([True, False, True])
    graph = import_case(_cast(flags, 1))
    assert evaluate(graph, {"x": flags}, "mod")["y"].tolist() == [1, 0, 1]


def test_cast_float_to_int_truncates_in_int_mode_and_is_refused_mod_p() -> None:
    x = np.array([-4.0, 0.0, 6.0], np.float32)
    graph = import_case(_cast(x, 7))
    got = evaluate(graph, {"x": x}, "int")["y"]
    assert got.dtype == np.int64 and got.tolist() == [-4, 0, 6]
    assert evaluate(graph, {"x": x}, "int")["y"].tolist() == ort_run(
        _cast(x, 7).model(), {"x": x})[0].tolist()
    with pytest.raises(NotExact, match="modulo a prime"):
        evaluate(graph, {"x": x}, "mod")
    with pytest.raises(NotExact, match="modulo a prime"):
        evaluate(import_case(_cast(x, 9)), {"x": x}, "mod")


def test_cast_truncates_exact_rationals_toward_zero() -> None:
    node = Node("Cast", ("x",), ("y",), {"to": 7}, name="c")
    x = np.array([Rational.of(-7, 2), Rational.of(7, 2), Rational.of(-1, 3), 5], dtype=object)
    (y,) = eval_node(node, [x], ar=RationalArith())
    assert y.dtype == np.int64 and y.tolist() == [-3, 3, 0, 5]
    want = [int(Fraction(-7, 2)), int(Fraction(7, 2)), int(Fraction(-1, 3)), 5]  # toward zero
    assert y.tolist() == want


def test_clip_max_min_compare_exact_rationals() -> None:
    x = np.array([Rational.of(1, 3), Rational.of(-5, 2), 4], dtype=object)
    lo, hi = np.asarray(Rational.of(-1, 2), dtype=object), np.asarray(2, dtype=object)
    (y,) = eval_node(Node("Clip", ("x", "lo", "hi"), ("y",), name="c"), [x, lo, hi],
                     ar=RationalArith())
    assert y.tolist() == [Rational.of(1, 3), Rational.of(-1, 2), 2]
    other = np.array([0, 0, Rational.of(9, 2)], dtype=object)
    (m,) = eval_node(Node("Max", ("a", "b"), ("y",), name="m"), [x, other], ar=RationalArith())
    assert m.tolist() == [Rational.of(1, 3), 0, Rational.of(9, 2)]


def test_range_is_exact_on_integers_in_int_mode() -> None:
    node = Node("Range", ("s", "l", "d"), ("y",), name="r")
    args = [np.asarray(v, np.int64) for v in (3, 2**40, 2**38)]
    (y,) = eval_node(node, args, ar=IntArith())
    assert y.tolist() == [3 + i * 2**38 for i in range(4)]


# ---- Resize: nearest mode moves data, exact everywhere; linear and cubic are refused ---------
def _integral_parameters(k: int) -> bool:
    """Whether instance k's float inputs (scales, roi) are integers: the exact modes lift every
    float tensor, and only ir/evaluate.PARAMETER_SLOTS passes one through as it is."""
    case = make_case("Resize", k, integer=True, salt="exact")
    return all(np.all(v == np.round(v)) for v in case.inits.values())


NEAREST = [k for k in range(120) if k % 3 == 1 and _integral_parameters(k)][:12]


@pytest.mark.parametrize("k", NEAREST)
def test_resize_nearest_is_exact_in_int_and_mod(k: int) -> None:
    case = make_case("Resize", k, integer=True, salt="exact")
    (ref,) = _int_reference(case).values()
    graph = import_case(case)
    got = evaluate(graph, case.feeds, "int")["y"]
    assert got.dtype == np.int64 and np.array_equal(got, ref), case.describe()
    assert np.array_equal(evaluate(graph, case.feeds, "mod")["y"],
                          np.mod(ref.astype(np.int64), PRIME)), case.describe()


@pytest.mark.parametrize("k", [k for k in range(60) if k % 3 != 1
                               and _integral_parameters(k)][:6])
def test_resize_linear_and_cubic_refused_in_exact_modes(k: int) -> None:
    case = make_case("Resize", k, integer=True, salt="exact")
    graph = import_case(case)
    for mode in ("int", "mod"):
        with pytest.raises(NotExact, match="Resize"):
            evaluate(graph, case.feeds, mode)


# ---- selection: exact modulo p too (test_exact.py runs them), negative indices included -------
def test_gather_with_negative_indices_mod_p() -> None:
    c = Case("Gather")
    x = np.array([[1.0, -2.0, 3.0], [4.0, 5.0, -6.0]], np.float32)
    c.set([c.add("x", x), c.add("i", np.array([-1, 0], np.int64), init=True)], axis=1)
    got = evaluate(import_case(c), {"x": x}, "mod")["y"]
    assert got.tolist() == [[3, 1], [PRIME - 6, 4]]
