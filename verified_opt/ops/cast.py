"""Cast: element type conversion, as ONNX Runtime does it (float to integer truncates toward
zero, float to bool is `!= 0`, narrowing integers wrap, float to float rounds to nearest even).

Exactness (ORDER): the exact arithmetics hold a float tensor as the number it stands for, so a
cast to a float type is the identity on those numbers in every arithmetic (rounding to the
narrower type is the float contract's business, as for Add), and a cast from an integer or bool
tensor is exact everywhere too. A cast of float data to an integer type truncates: exact on
integers and on rationals, meaningless modulo a prime.

Types without a NumPy form (string, bfloat16, the float8 and 4-bit types) are refused. Opset 19's
`saturate` is accepted: ONNX's converter keeps it when it lowers a Cast to opset 18, and it only
changes casts to float8, which are refused.
"""

from __future__ import annotations

import numpy as np

from verified_opt.errors import NotExact, ShapeError
from verified_opt.ops.node import TensorType
from verified_opt.ops.registry import ORDER, InferCtx, register
from verified_opt.semantics.arith import FloatArith, Rational

# ONNX TensorProto data types with a NumPy form.
DTYPES = {1: "float32", 2: "uint8", 3: "int8", 4: "uint16", 5: "int16", 6: "int32", 7: "int64",
          9: "bool", 10: "float16", 11: "float64", 12: "uint32", 13: "uint64"}
_NAMES = {8: "string", 14: "complex64", 15: "complex128", 16: "bfloat16", 17: "float8e4m3fn",
          18: "float8e4m3fnuz", 19: "float8e5m2", 20: "float8e5m2fnuz", 21: "uint4", 22: "int4",
          23: "float4e2m1"}


def target_dtype(ctx: InferCtx) -> str:
    to = ctx.attr("to")
    if to is None:
        raise ctx.fail("attribute 'to' is required")
    if to not in DTYPES:
        what = _NAMES.get(to, "not an ONNX data type")
        raise ctx.fail(f"to={to} ({what}) is not supported")
    return DTYPES[to]


# ---- shape inference ---------------------------------------------------------------------------
def _infer_cast(ctx: InferCtx) -> list[TensorType]:
    x = ctx.type(0)
    if x.dtype not in DTYPES.values():
        raise ShapeError(f"{ctx.where()}: input of type {x.dtype} is not supported")
    return [TensorType(x.shape, target_dtype(ctx))]


# ---- kernels -----------------------------------------------------------------------------------
def _trunc(v) -> int:
    n, d = Rational.parts(v)
    return n // d if n >= 0 else -(-n // d)


_trunc_u = np.frompyfunc(_trunc, 1, 1)


def _kernel_cast(ar, ctx, x):
    a = np.asarray(x[0])
    to = np.dtype(target_dtype(ctx))
    if isinstance(ar, FloatArith):
        with np.errstate(invalid="ignore", over="ignore"):  # out of range: as C's cast
            return [a.astype(to)]
    if to.kind == "f":
        # the number itself; a bool becomes 0 or 1 (evaluate lifts the result as a float)
        return [a.astype(np.int64) if a.dtype == bool else a]
    if a.dtype.kind == "b":
        return [a.astype(to)]
    if not ar.ordered:
        raise NotExact("Cast to an integer or bool type truncates: no semantics modulo a prime")
    if a.dtype == object:  # exact rationals: truncate toward zero
        a = np.asarray(_trunc_u(a), dtype=object)
    return [a.astype(to)]


# ---- the table ---------------------------------------------------------------------------------
register("Cast", ORDER, attrs={"to": ("int", None), "saturate": ("int", 1)},
         infer=_infer_cast, kernel=_kernel_cast)
