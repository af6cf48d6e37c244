"""Exact semantics: "int" (int64, overflow-checked) and "mod" (modulo a prime) evaluation.

The reference for the linear and multilinear operators is ONNX Runtime in float32 on small
integer data: every value and partial sum stays far below 2^24, so float32 arithmetic is exact
in any summation order and its result is the exact integer result. "int" mode must equal it
exactly, "mod" mode must equal it modulo the prime.
"""

from __future__ import annotations

import math
import sys
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from onnx import helper

sys.path.insert(0, str(Path(__file__).parent))

from opcases import Case, import_case, make_case, ort_run

from verified_opt.errors import ExactOverflow, NotExact
from verified_opt.ir.evaluate import evaluate
from verified_opt.ops.registry import INEXACT, LINEAR, MULTILINEAR, OPS, ORDER
from verified_opt.semantics.arith import PRIME, ModArith

AVERAGING = {"AveragePool", "GlobalAveragePool", "ReduceMean"}
EXACT_OPS = sorted(op for op, s in OPS.items()
                   if s.exactness in (LINEAR, MULTILINEAR) and op not in AVERAGING)
INEXACT_OPS = sorted(op for op, s in OPS.items() if s.exactness == INEXACT)
N = 6  # instances per operator


def _float_outputs(case: Case) -> list[str]:
    return [name for name, dt in case.outputs if dt.kind == "f"]


def exact_reference(case: Case) -> dict[str, np.ndarray]:
    """ORT's float32 outputs, checked to be exact integers (float32-exact range)."""
    ref = dict(zip([n for n, _ in case.outputs], ort_run(case.model(), dict(case.feeds))))
    for name in _float_outputs(case):
        r = ref[name].astype(np.float64)
        assert np.all(r == np.round(r)) and np.all(np.abs(r) < 2**24), f"{name} is not exact"
    return ref


def _cases(ops, n=N):
    return [pytest.param(op, k, id=f"{op}-{k}") for op in ops for k in range(n)]


@pytest.mark.parametrize(("op", "k"), _cases(EXACT_OPS))
def test_int_and_mod_equal_exact_result(op: str, k: int) -> None:
    case = make_case(op, k, integer=True, salt="exact")
    ref = exact_reference(case)
    graph = import_case(case)
    as_int = evaluate(graph, case.feeds, "int")
    as_mod = evaluate(graph, case.feeds, "mod")
    as_float = evaluate(graph, case.feeds, "float")
    for name in _float_outputs(case):
        got = as_int[name]
        assert got.dtype == np.int64, f"{name}: int mode gives {got.dtype}"
        assert got.shape == ref[name].shape
        assert np.array_equal(got, ref[name].astype(np.float64)), f"{name}\n{case.describe()}"
        assert np.array_equal(as_float[name].astype(np.float64), got), name
        assert np.array_equal(as_mod[name], np.mod(got, PRIME)), f"{name}\n{case.describe()}"


def test_exact_ops_cover_the_linear_classes() -> None:
    linear = {op for op, s in OPS.items() if s.exactness in (LINEAR, MULTILINEAR)}
    assert linear == set(EXACT_OPS) | AVERAGING
    # Relu and MaxPool below; the others in test_exact_order_ops.py
    assert {op for op, s in OPS.items() if s.exactness == ORDER} == {
        "Relu", "MaxPool", "Clip", "Max", "Min", "Equal", "Mod", "Range", "Cast"}


# ---- averages: exact modulo p always, in int mode only where they divide ------------------------
def _kernel_volume(case: Case) -> int:
    for a in case.node.attribute:
        if a.name == "kernel_shape":
            return math.prod(helper.get_attribute_value(a))
    raise AssertionError("no kernel_shape")


@pytest.mark.parametrize("k", range(10))
def test_averagepool_mod_is_the_rational_average(k: int) -> None:
    # Every average is S / c with c <= kernel volume (<= 27): the float32 result identifies the
    # fraction (distinct fractions of such denominators differ by > 1e-3), and its residue
    # S * c^-1 mod p is what mod mode must give.
    case = make_case("AveragePool", k, integer=True, salt="exact")
    (ref,) = exact_reference_avg(case)
    got = evaluate(import_case(case), case.feeds, "mod")["y"]
    vol = _kernel_volume(case)
    want = np.vectorize(lambda v: _residue(Fraction(float(v)).limit_denominator(vol)),
                        otypes=[np.int64])(ref)
    assert np.array_equal(got, want), case.describe()


def exact_reference_avg(case: Case) -> list[np.ndarray]:
    return ort_run(case.model(), dict(case.feeds))


def _residue(f: Fraction) -> int:
    return f.numerator % PRIME * pow(f.denominator, -1, PRIME) % PRIME


def _divisible_avgpool_cases() -> list:
    """AveragePool instances whose kernel volume is <= 9 (so lcm(1..9) = 2520 scales them)."""
    out = []
    for k in range(60):
        if _kernel_volume(make_case("AveragePool", k, integer=True, salt="exact")) <= 9:
            out.append(k)
        if len(out) == 8:
            break
    return out


@pytest.mark.parametrize("k", _divisible_avgpool_cases())
def test_averagepool_int_where_divisible(k: int) -> None:
    # Data that are multiples of lcm(1..9): every window sum divides by every count <= 9.
    case = make_case("AveragePool", k, integer=True, salt="exact")
    case.feeds["x"] = case.feeds["x"] * np.float32(2520)
    (ref,) = exact_reference_avg(case)
    assert np.all(ref == np.round(ref)) and np.max(np.abs(ref)) < 2**24
    graph = import_case(case)
    got = evaluate(graph, case.feeds, "int")["y"]
    assert got.dtype == np.int64 and np.array_equal(got, ref.astype(np.float64)), case.describe()
    assert np.array_equal(evaluate(graph, case.feeds, "mod")["y"], np.mod(got, PRIME))


@pytest.mark.parametrize(("op", "k"), _cases(["GlobalAveragePool", "ReduceMean"]))
def test_mean_mod_and_int(op: str, k: int) -> None:
    case = make_case(op, k, integer=True, salt="exact")
    x = case.feeds["x"].astype(np.int64)
    graph = import_case(case)
    out_shape = graph.types["y"].shape
    # The reference: exact integer sums (ReduceSum with the same axes) times count^-1 mod p.
    if op == "GlobalAveragePool":
        axes = tuple(range(2, x.ndim))
    else:
        axes_v = case.inits.get("axes")
        noop = any(a.name == "noop_with_empty_axes" and a.i for a in case.node.attribute)
        if axes_v is None or axes_v.size == 0:
            axes = () if noop else tuple(range(x.ndim))
        else:
            axes = tuple(sorted({int(a) % x.ndim for a in axes_v}))
    count = math.prod(x.shape[a] for a in axes)
    sums = x.sum(axis=axes, keepdims=True) if axes else x
    want = np.mod(sums % PRIME * pow(count, -1, PRIME), PRIME).reshape(out_shape)
    assert np.array_equal(evaluate(graph, case.feeds, "mod")["y"], want), case.describe()
    divides = np.all(np.mod(sums, count) == 0)
    if divides:
        assert np.array_equal(evaluate(graph, case.feeds, "int")["y"],
                              (sums // count).reshape(out_shape))
    else:
        with pytest.raises(NotExact):
            evaluate(graph, case.feeds, "int")


# ---- order-based: exact on integers, meaningless modulo p --------------------------------------
@pytest.mark.parametrize(("op", "k"), _cases(["Relu", "MaxPool"]))
def test_order_ops_exact_in_int_refused_in_mod(op: str, k: int) -> None:
    case = make_case(op, k, integer=True, salt="exact")
    ref = exact_reference(case)
    graph = import_case(case)
    got = evaluate(graph, case.feeds, "int")
    for name, r in ref.items():
        if r.dtype.kind == "f":
            assert got[name].dtype == np.int64
        assert np.array_equal(got[name], r), f"{name}\n{case.describe()}"
    with pytest.raises(NotExact, match="compares values"):
        evaluate(graph, case.feeds, "mod")


# ---- inexact operators: refused in both exact modes --------------------------------------------
@pytest.mark.parametrize("op", INEXACT_OPS)
@pytest.mark.parametrize("mode", ["int", "mod"])
def test_inexact_ops_refused(op: str, mode: str) -> None:
    case = make_case(op, 0, integer=True, salt="exact")
    if op == "Div":  # integers that do not divide: int mode supports only exact division
        for name, value in (("a", 3), ("b", 2)):
            store = case.feeds if name in case.feeds else case.inits
            store[name] = np.full(store[name].shape, value, np.float32)
    graph = import_case(case)
    with pytest.raises(NotExact):
        evaluate(graph, case.feeds, mode)


def test_div_exact_only_in_int_mode_and_only_where_it_divides() -> None:
    graph = import_case(_binary_case("Div", np.array([6.0, -9.0, 0.0], np.float32),
                                     np.array([3.0, 3.0, 5.0], np.float32)))
    feeds = {"a": np.array([6.0, -9.0, 0.0], np.float32)}
    assert evaluate(graph, feeds, "int")["y"].tolist() == [2, -3, 0]
    with pytest.raises(NotExact):
        evaluate(graph, feeds, "mod")


def _binary_case(op: str, a: np.ndarray, b: np.ndarray) -> Case:
    c = Case(op)
    return c.set([c.add("a", a), c.add("b", b, init=True)])


# ---- overflow and long reductions ---------------------------------------------------------------
def _matmul_case(a: np.ndarray, b: np.ndarray) -> Case:
    c = Case("MatMul")
    return c.set([c.add("a", a), c.add("b", b)], out_dtypes=[a.dtype])


def test_int_mode_raises_on_overflow_instead_of_wrapping() -> None:
    rng = np.random.default_rng(1)
    a = (2.0**40 + rng.integers(-1000, 1000, (2, 4))).astype(np.float64)
    b = (2.0**40 + rng.integers(-1000, 1000, (4, 3))).astype(np.float64)
    case = _matmul_case(a, b)
    graph = import_case(case)
    with pytest.raises(ExactOverflow):
        evaluate(graph, case.feeds, "int")
    # Modulo p the same product is fine, and exact.
    want = np.mod(np.dot(a.astype(np.int64).astype(object), b.astype(np.int64).astype(object)),
                  PRIME).astype(np.int64)
    assert np.array_equal(evaluate(graph, case.feeds, "mod")["y"], want)


def test_int_mode_exact_just_below_the_bound() -> None:
    a = np.full((2, 4), 2.0**29, np.float64)
    b = np.full((4, 3), -(2.0**29), np.float64)
    case = _matmul_case(a, b)
    got = evaluate(import_case(case), case.feeds, "int")["y"]
    assert got.dtype == np.int64 and np.all(got == -(4 * 2**58))


def test_mod_matmul_exact_for_long_reductions() -> None:
    # K > 2^15: a single int64 matmul of residues would overflow; the chunked one must not.
    k = (1 << 15) + 7
    rng = np.random.default_rng(2)
    a = rng.integers(PRIME - 1000, PRIME, (2, k), dtype=np.int64)
    b = rng.integers(PRIME - 1000, PRIME, (k, 3), dtype=np.int64)
    want = np.mod(np.dot(a.astype(object), b.astype(object)), PRIME).astype(np.int64)
    got = ModArith().matmul(a, b)
    assert np.array_equal(got, want)
    assert not np.array_equal(np.mod(np.matmul(a, b), PRIME), want)  # the naive one wraps
    # 1-D operands follow np.matmul's rules.
    assert ModArith().matmul(a[0], b[:, 0]) == want[0, 0]
    assert np.array_equal(ModArith().matmul(a[0], b), want[0])


def test_mod_matmul_long_reduction_through_evaluate() -> None:
    k = (1 << 15) + 3
    rng = np.random.default_rng(3)
    a = rng.integers(-3, 4, (2, k)).astype(np.float32)
    b = rng.integers(-3, 4, (k, 2)).astype(np.float32)
    case = _matmul_case(a, b)
    graph = import_case(case)
    exact = a.astype(np.int64) @ b.astype(np.int64)
    assert np.array_equal(evaluate(graph, case.feeds, "int")["y"], exact)
    assert np.array_equal(evaluate(graph, case.feeds, "mod")["y"], np.mod(exact, PRIME))


def test_mod_mode_uses_the_given_prime() -> None:
    a = np.array([[5.0, 7.0]], np.float32)
    b = np.array([[3.0], [4.0]], np.float32)
    case = _matmul_case(a, b)
    graph = import_case(case)
    assert evaluate(graph, case.feeds, "mod", prime=13)["y"].tolist() == [[43 % 13]]


def test_non_integer_data_has_no_exact_form() -> None:
    case = _matmul_case(np.array([[0.5, 1.0]], np.float32), np.array([[1.0], [2.0]], np.float32))
    graph = import_case(case)
    for mode in ("int", "mod"):
        with pytest.raises(NotExact):
            evaluate(graph, case.feeds, mode)
