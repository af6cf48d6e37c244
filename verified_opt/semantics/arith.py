"""The three arithmetics the kernels run in.

- FloatArith: the model's float dtype, as ONNX Runtime computes it.
- IntArith: exact int64; every operation first bounds its result and raises ExactOverflow
  instead of wrapping silently.
- ModArith: exact arithmetic modulo a prime near 2^31, for linear and multilinear operators
  (PET-style testing). Order-based operators (Relu, MaxPool) are meaningless here and refuse.
"""

from __future__ import annotations

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
