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

Z3: cast(to; x), its `to` an integer literal of DTYPES (axioms in axioms/cast.ax). Over the reals
a cast to a float type is the identity, as above; a rewrite that drops one keeps the value's type
(rules/apply.py refuses it otherwise), so it applies only where the cast changes nothing.
"""

from __future__ import annotations

import numpy as np
import z3

from verified_opt.errors import EncodeError, ExactOverflow, NotExact, ShapeError
from verified_opt.ops.node import TensorType, onnx_dtype
from verified_opt.ops.registry import ORDER, InferCtx, Z3Symbol, register
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
        raise ShapeError(f"{ctx.where()}: input of type {onnx_dtype(x.dtype)} is not supported")
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
    if to.kind == "b":  # x != 0: 0.5 is true (truncating it first made it false)
        return [np.asarray(a != 0, dtype=bool)]
    if a.dtype == object:  # exact rationals: truncate toward zero
        try:
            a = np.asarray(_trunc_u(a), dtype=object).astype(np.int64)
        except OverflowError:
            raise ExactOverflow("Cast: a value beyond int64") from None
    return [a.astype(to)]  # from int64, a narrower integer type wraps, as a C cast does


# ---- Z3 encoding (enc: verify/encode.py's SideEncoder) -----------------------------------------
def _encode_cast(enc, n, ins):
    # saturate changes only casts to float8, which are refused
    to = enc.need(n.attrs, "to", "Cast")
    if type(to) is not int or to not in DTYPES:
        raise EncodeError(f"Cast: to={to!r} is not a supported ONNX data type")
    return [(enc.app("cast", z3.IntVal(to), ins[0][0]), ins[0][1])]


# ---- the table ---------------------------------------------------------------------------------
register("Cast", ORDER, attrs={"to": ("int", None), "saturate": ("int", 1)},
         infer=_infer_cast, kernel=_kernel_cast, encode=_encode_cast,
         symbols=(Z3Symbol("cast", 1, 0, 1, "Cast(to; x), to an ONNX data type code",
                           lambda i, r: ("Cast", {"to": i[0]}, []), elementwise=True),))
