"""The arithmetics the kernels run in.

- FloatArith: the model's float dtype, as ONNX Runtime computes it.
- IntArith: exact int64; every operation first bounds its result and raises ExactOverflow
  instead of wrapping silently.
- ModArith: exact arithmetic modulo a prime near 2^31, for linear and multilinear operators
  (PET-style testing). Order-based operators (Relu, MaxPool) are meaningless here and refuse.
- RationalArith: exact rational arithmetic (object arrays of Python ints and Rational), for
  every operator that has it: averages and non-integer data included, no overflow. Axiom
  testing runs in it (axioms/soundness.py).
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from verified_opt.errors import ExactOverflow, NotExact

PRIME = 2_147_483_629  # largest prime below 2^31: products of two residues fit in int64
_LIMIT = 1 << 62


def _maxabs(a: np.ndarray) -> int:
    return int(np.max(np.abs(a))) if a.size else 0


class Arith:
    name = "abstract"
    exact = True
    ordered = True  # comparisons (Relu, MaxPool) are meaningful

    def lift(self, a: np.ndarray) -> np.ndarray:
        """Bring an input or initializer into this arithmetic."""
        raise NotImplementedError

    def add(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        raise NotImplementedError

    def sub(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        raise NotImplementedError

    def mul(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        raise NotImplementedError

    def matmul(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        raise NotImplementedError

    def sum(self, a: np.ndarray, axis: tuple[int, ...] | int | None, keepdims: bool) -> np.ndarray:
        raise NotImplementedError

    def divide_by_count(self, a: np.ndarray, count: np.ndarray | int) -> np.ndarray:
        """a / count for positive integer counts (averages)."""
        raise NotImplementedError

    def scalar(self, value: float, what: str) -> int | float:
        """An attribute coefficient (Gemm alpha ...) in this arithmetic."""
        raise NotImplementedError

    def zero_like(self, shape: tuple[int, ...]) -> np.ndarray:
        raise NotImplementedError

    def require_ordered(self, op: str) -> None:
        if not self.ordered:
            raise NotExact(f"{op} compares values and has no semantics modulo a prime")

    def inexact(self, op: str) -> NotExact:
        return NotExact(f"{op} has no exact integer semantics ({self.name} mode)")


class FloatArith(Arith):
    name = "float"
    exact = False

    def __init__(self, dtype: str = "float32") -> None:
        self.dtype = np.dtype(dtype)

    def lift(self, a):
        a = np.asarray(a)
        return a.astype(self.dtype) if a.dtype.kind == "f" else a

    def add(self, a, b):
        return np.add(a, b)

    def sub(self, a, b):
        return np.subtract(a, b)

    def mul(self, a, b):
        return np.multiply(a, b)

    def matmul(self, a, b):
        return np.matmul(a, b)

    def sum(self, a, axis, keepdims):
        return np.sum(a, axis=axis, keepdims=keepdims, dtype=a.dtype)

    def divide_by_count(self, a, count):
        return (a / np.asarray(count, dtype=a.dtype)).astype(a.dtype)

    def scalar(self, value, what):
        return float(value)

    def zero_like(self, shape):
        return np.zeros(shape, self.dtype)


class IntArith(Arith):
    name = "int"

    def lift(self, a):
        a = np.asarray(a)
        if a.dtype.kind == "f":
            if not np.all(np.isfinite(a)) or not np.all(a == np.round(a)):
                raise NotExact("a float tensor with non-integer values has no exact int form")
            if _maxabs(a) >= _LIMIT:
                raise ExactOverflow("value beyond 2^62")
            return a.astype(np.int64)
        if a.dtype.kind in "iub":
            return a.astype(np.int64) if a.dtype.kind != "b" else a
        raise NotExact(f"dtype {a.dtype} has no exact int form")

    def _check(self, bound: int, op: str) -> None:
        if bound >= _LIMIT:
            raise ExactOverflow(f"{op} could exceed 2^62 (bound {bound})")

    def add(self, a, b):
        self._check(_maxabs(a) + _maxabs(b), "add")
        return np.add(a, b, dtype=np.int64)

    def sub(self, a, b):
        self._check(_maxabs(a) + _maxabs(b), "sub")
        return np.subtract(a, b, dtype=np.int64)

    def mul(self, a, b):
        self._check(_maxabs(a) * _maxabs(b), "mul")
        return np.multiply(a, b, dtype=np.int64)

    def matmul(self, a, b):
        k = a.shape[-1] if a.ndim else 1
        self._check(_maxabs(a) * _maxabs(b) * max(k, 1), "matmul")
        return np.matmul(a.astype(np.int64), b.astype(np.int64))

    def sum(self, a, axis, keepdims):
        axes = range(a.ndim) if axis is None else np.atleast_1d(axis)
        n = int(np.prod([a.shape[k] for k in axes], dtype=np.int64))
        self._check(_maxabs(a) * max(n, 1), "sum")
        return np.sum(a, axis=axis, keepdims=keepdims, dtype=np.int64)

    def divide_by_count(self, a, count):
        count = np.asarray(count, dtype=np.int64)
        if np.any(np.mod(a, count) != 0):
            raise NotExact("average is not an integer (use modular mode)")
        return (a // count).astype(np.int64)

    def scalar(self, value, what):
        if float(value) != round(float(value)):
            raise NotExact(f"{what}={value} is not an integer")
        return round(float(value))

    def zero_like(self, shape):
        return np.zeros(shape, np.int64)


class ModArith(Arith):
    name = "mod"
    ordered = False

    def __init__(self, prime: int = PRIME) -> None:
        assert 2 < prime < (1 << 31)
        self.p = prime

    def lift(self, a):
        a = np.asarray(a)
        if a.dtype.kind == "f":
            if not np.all(np.isfinite(a)) or not np.all(a == np.round(a)):
                raise NotExact("a float tensor with non-integer values has no exact form mod p")
            a = a.astype(np.int64)
        if a.dtype.kind == "b":
            return a
        return np.mod(a.astype(np.int64), self.p)

    def add(self, a, b):
        return np.mod(np.add(a, b, dtype=np.int64), self.p)

    def sub(self, a, b):
        return np.mod(np.subtract(a, b, dtype=np.int64), self.p)

    def mul(self, a, b):
        return np.mod(np.multiply(a, b, dtype=np.int64), self.p)

    def matmul(self, a, b):
        # Split a into 16-bit limbs so each partial product stays below 2^47 and sums of up to
        # 2^15 of them below 2^62; longer reductions are chunked. Operands are reduced first:
        # integer-typed tensors reach here unlifted (negative, or beyond 2^31), and the limb
        # bounds hold only for residues.
        a = np.mod(a.astype(np.int64), self.p)
        b = np.mod(b.astype(np.int64), self.p)
        if a.ndim == 1 or b.ndim == 1:
            # np.matmul's 1-D rules (promote, multiply, drop the added axis); the chunking
            # below indexes b as [..., K, N] and needs both operands at least 2-D.
            out = self.matmul(a[None, :] if a.ndim == 1 else a, b[:, None] if b.ndim == 1 else b)
            out = out[..., 0, :] if a.ndim == 1 else out
            return out[..., 0] if b.ndim == 1 else out
        lo, hi = np.bitwise_and(a, 0xFFFF), np.right_shift(a, 16)
        k = a.shape[-1]
        chunk = 1 << 15
        out = None
        for s in range(0, max(k, 1), chunk):
            e = min(k, s + chunk)
            part_lo = np.mod(np.matmul(lo[..., s:e], b[..., s:e, :]), self.p)
            part_hi = np.mod(np.matmul(hi[..., s:e], b[..., s:e, :]), self.p)
            part = np.mod(part_hi * 65536 + part_lo, self.p)
            out = part if out is None else np.mod(out + part, self.p)
        return out

    def sum(self, a, axis, keepdims):
        # Residues < 2^31, so sums of up to 2^32 of them fit.
        return np.mod(np.sum(a, axis=axis, keepdims=keepdims, dtype=np.int64), self.p)

    def divide_by_count(self, a, count):
        count = np.asarray(count, dtype=np.int64)
        inv = np.vectorize(lambda c: pow(int(c), self.p - 2, self.p), otypes=[np.int64])(count)
        return self.mul(a, inv)

    def scalar(self, value, what):
        if float(value) != round(float(value)):
            raise NotExact(f"{what}={value} is not an integer")
        return round(float(value)) % self.p

    def zero_like(self, shape):
        return np.zeros(shape, np.int64)


# ---- exact rationals -------------------------------------------------------------------------
class Rational:
    """An exact non-integer rational n/d (d > 1, lowest terms) for NumPy object arrays; an
    integral value is a plain Python int (`Rational.of` returns one), so integer data stays as
    fast as Python ints.

    fractions.Fraction would do, but it compares wrongly with NumPy's integer scalars, which
    np.pad puts into object arrays (the kernels' zero and -inf padding): its comparison
    multiplies by other.numerator, and int64 overflows silently or raises. Here every NumPy
    integer becomes a Python int first. Floats do not mix (TypeError): nothing inexact enters.
    """

    __slots__ = ("d", "n")
    n: int
    d: int
    __array_ufunc__ = None  # `np.int64 op Rational` defers to the methods below

    def __init__(self, n: int, d: int) -> None:
        raise TypeError("use Rational.of(n, d)")

    @staticmethod
    def of(n: int, d: int = 1) -> int | Rational:
        """n / d in lowest terms: an int if it is integral."""
        n, d = int(n), int(d)
        if d == 0:
            raise ZeroDivisionError(f"{n}/0")
        return _q(-n, -d) if d < 0 else _q(n, d)

    @staticmethod
    def parts(v) -> tuple[int, int]:
        """(numerator, denominator) of an exact value: Rational, int, NumPy int or Fraction."""
        if type(v) is Rational:
            return v.n, v.d
        if isinstance(v, (int, np.integer)):  # bool too: True is 1
            return int(v), 1
        if isinstance(v, Fraction):
            return v.numerator, v.denominator
        raise TypeError(f"{type(v).__name__} {v!r} is not an exact value")

    @staticmethod
    def _other(o) -> tuple[int, int] | None:
        if type(o) is Rational:
            return o.n, o.d
        if isinstance(o, (int, np.integer)):
            return int(o), 1
        return None

    def __add__(self, o):
        p = Rational._other(o)
        if p is None:
            return NotImplemented
        return _q(self.n * p[1] + p[0] * self.d, self.d * p[1])

    __radd__ = __add__

    def __sub__(self, o):
        p = Rational._other(o)
        if p is None:
            return NotImplemented
        return _q(self.n * p[1] - p[0] * self.d, self.d * p[1])

    def __rsub__(self, o):
        p = Rational._other(o)
        if p is None:
            return NotImplemented
        return _q(p[0] * self.d - self.n * p[1], self.d * p[1])

    def __mul__(self, o):
        p = Rational._other(o)
        if p is None:
            return NotImplemented
        return _q(self.n * p[0], self.d * p[1])

    __rmul__ = __mul__

    def __truediv__(self, o):
        p = Rational._other(o)
        if p is None:
            return NotImplemented
        return Rational.of(self.n * p[1], self.d * p[0])

    def __rtruediv__(self, o):
        p = Rational._other(o)
        if p is None:
            return NotImplemented
        return Rational.of(p[0] * self.d, p[1] * self.n)

    def __floordiv__(self, o):
        p = Rational._other(o)
        if p is None:
            return NotImplemented
        return (self.n * p[1]) // (self.d * p[0]) if p[0] > 0 else \
            (-self.n * p[1]) // (self.d * -p[0])

    def __rfloordiv__(self, o):
        p = Rational._other(o)
        if p is None:
            return NotImplemented
        return (p[0] * self.d) // (p[1] * self.n) if self.n > 0 else \
            (-p[0] * self.d) // (p[1] * -self.n)

    def __mod__(self, o):
        p = Rational._other(o)
        if p is None:
            return NotImplemented
        return self - Rational.of(p[0], p[1]) * (self // o)

    def __rmod__(self, o):
        p = Rational._other(o)
        if p is None:
            return NotImplemented
        return Rational.of(p[0], p[1]) - self * (o // self)

    def __neg__(self):
        return _raw(-self.n, self.d)

    def __pos__(self):
        return self

    def __abs__(self):
        return _raw(abs(self.n), self.d)

    def _cmp(self, o) -> int | None:
        """The sign of self - o, or None if o is not exact."""
        p = Rational._other(o)
        if p is None:
            return None
        c = self.n * p[1] - p[0] * self.d
        return (c > 0) - (c < 0)

    def __eq__(self, o):
        c = self._cmp(o)
        return NotImplemented if c is None else c == 0

    def __ne__(self, o):
        c = self._cmp(o)
        return NotImplemented if c is None else c != 0

    def __lt__(self, o):
        c = self._cmp(o)
        return NotImplemented if c is None else c < 0

    def __le__(self, o):
        c = self._cmp(o)
        return NotImplemented if c is None else c <= 0

    def __gt__(self, o):
        c = self._cmp(o)
        return NotImplemented if c is None else c > 0

    def __ge__(self, o):
        c = self._cmp(o)
        return NotImplemented if c is None else c >= 0

    def __hash__(self) -> int:
        return hash(Fraction(self.n, self.d))

    def __bool__(self) -> bool:
        return True  # never zero: zero is the int 0

    def __float__(self) -> float:
        return self.n / self.d  # correctly rounded

    def __repr__(self) -> str:
        return f"{self.n}/{self.d}"

    def __reduce__(self):
        return (Rational.of, (self.n, self.d))


def _raw(n: int, d: int) -> int | Rational:
    """n / d, already in lowest terms, d > 0."""
    if d == 1:
        return n
    q = object.__new__(Rational)
    q.n = n
    q.d = d
    return q


def _q(n: int, d: int) -> int | Rational:
    """n / d for Python ints, d > 0."""
    g = math.gcd(n, d)
    return _raw(n // g, d // g) if g != 1 else _raw(n, d)


def exact_from_float(x: float) -> int | Rational:
    """A float's exact binary value."""
    if not math.isfinite(x):
        raise NotExact(f"{x} has no exact value")
    return Rational.of(*float(x).as_integer_ratio())


def exact_from_decimal(x: float) -> int | Rational:
    """The decimal a float prints as (1e-05 is 1/100000): how Z3 reads a real attribute
    (z3.RealVal goes through str) and how an axiom's text states it."""
    if not math.isfinite(x):
        raise NotExact(f"{x} has no exact value")
    f = Fraction(repr(float(x)))
    return Rational.of(f.numerator, f.denominator)


_to_float = np.frompyfunc(float, 1, 1)


def to_float64(a: np.ndarray) -> np.ndarray:
    """An exact array as float64, each value correctly rounded."""
    a = np.asarray(a)
    return np.asarray(_to_float(a) if a.dtype == object else a, dtype=np.float64)


def _exact(v) -> int | Rational:
    if type(v) is Rational or type(v) is int:
        return v
    if isinstance(v, (np.integer, bool, np.bool_)):
        return int(v)
    if isinstance(v, Fraction):
        return Rational.of(v.numerator, v.denominator)
    if isinstance(v, (float, np.floating)):
        return exact_from_float(float(v))
    raise NotExact(f"{type(v).__name__} {v!r} has no exact rational form")


_exact_u = np.frompyfunc(_exact, 1, 1)
_parts_u = np.frompyfunc(Rational.parts, 1, 2)
_raw_u = np.frompyfunc(_raw, 2, 1)


def _split(a: np.ndarray) -> tuple[np.ndarray, int]:
    """(N, D): a = N / D with N an object array of Python ints and D the least common
    denominator. Sums and products then run on Python ints, which NumPy loops over fast."""
    a = np.asarray(a, dtype=object)
    if a.size == 0:
        return a, 1
    num, den = _parts_u(a)
    lcd = math.lcm(*set(den.ravel().tolist()))
    return (num if lcd == 1 else num * (lcd // den)), lcd


def ratios(num: np.ndarray, den: np.ndarray | int) -> np.ndarray:
    """num / den element-wise as an exact object array, each value in lowest terms (integer
    arrays or ints, den > 0)."""
    num, den = np.asarray(num, dtype=object), np.asarray(den, dtype=object)
    g = np.gcd(num, den)
    return np.asarray(_raw_u(num // g, den // g), dtype=object)


def _join(num: np.ndarray, den: int) -> np.ndarray:
    """num / den (an object array of Python ints over one denominator), exact."""
    return num if den == 1 else ratios(num, den)


def _divide(v, c) -> int | Rational:
    n, d = Rational.parts(v)
    return Rational.of(n, d * int(c))  # a count of 0 raises ZeroDivisionError: 0/0 is no value


_divide_u = np.frompyfunc(_divide, 2, 1)


def _obj(a) -> np.ndarray:
    """An exact object array of Python ints and Rational: NumPy ints (np.pad's padding) would
    do int64 arithmetic with Python ints, and overflow."""
    a = np.asarray(a)
    return np.asarray(_exact_u(a), dtype=object) if a.size else a.astype(object)


class RationalArith(Arith):
    """Exact rationals: object arrays of Python ints and Rational. Add, Sub, Mul, MatMul, sums
    and averages are exact for any data, so they never refuse and never overflow; operators
    without rational semantics (Sigmoid, Sqrt, BatchNormalization ...) raise NotExact as in the
    other exact modes. Comparisons are exact, so Relu and MaxPool are meaningful."""

    name = "rational"

    def lift(self, a):
        # a float is the rational it is exactly (float32 0.1 is 13421773/134217728)
        a = np.asarray(a)
        if a.dtype.kind == "b":
            return a
        if a.dtype.kind in "iuf" or a.dtype == object:
            return _obj(a)
        raise NotExact(f"dtype {a.dtype} has no exact rational form")

    def add(self, a, b):
        return np.asarray(np.add(_obj(a), _obj(b)), dtype=object)

    def sub(self, a, b):
        return np.asarray(np.subtract(_obj(a), _obj(b)), dtype=object)

    def mul(self, a, b):
        return np.asarray(np.multiply(_obj(a), _obj(b)), dtype=object)

    def matmul(self, a, b):
        (na, da), (nb, db) = _split(a), _split(b)
        return _join(_obj(np.matmul(na, nb)), da * db)

    def sum(self, a, axis, keepdims):
        num, den = _split(a)
        return _join(_obj(np.sum(num, axis=axis, keepdims=keepdims)), den)

    def divide_by_count(self, a, count):
        return np.asarray(_divide_u(_obj(a), np.asarray(count)), dtype=object)

    def scalar(self, value, what):
        # a real attribute means the decimal it is written as, as for Z3
        if isinstance(value, (float, np.floating)):
            return exact_from_decimal(float(value))
        return _exact(value)

    def zero_like(self, shape):
        return np.zeros(shape, dtype=object)  # Python int zeros
