"""Comparison, logic and integer arithmetic, mostly on the shape subgraphs and masks exporters
write: Equal, Not, Mod (NumPy-style broadcasting) and Range (an index sequence).

Equal, Mod and Range depend on order or on integer division: exact on integers, meaningless
modulo a prime (ORDER). Not has booleans only, which no arithmetic changes: exact everywhere.
Range's start, limit and delta fix its output's length, so they must be constants (a computed
one makes the node opaque, as for Reshape's shape).
"""

from __future__ import annotations

import math

import numpy as np

from verified_opt.errors import NotExact, ShapeError
from verified_opt.ops.node import TensorType
from verified_opt.ops.registry import LINEAR, ORDER, InferCtx, Z3Symbol, fixed_node, register
from verified_opt.ops.shapes import broadcast
from verified_opt.semantics.arith import FloatArith, Rational

_RANGE_DTYPES = ("float16", "float32", "float64", "int16", "int32", "int64")


# ---- shape inference ---------------------------------------------------------------------------
def _same_dtype(ctx: InferCtx) -> str:
    dtypes = {ctx.type(i).dtype for i in range(len(ctx.node.inputs))}
    if len(dtypes) > 1:
        raise ShapeError(f"{ctx.where()}: inputs of different types {sorted(dtypes)}")
    return dtypes.pop()


def _infer_equal(ctx: InferCtx) -> list[TensorType]:
    _same_dtype(ctx)
    return [TensorType(broadcast([ctx.type(0).shape, ctx.type(1).shape], ctx.where()), "bool")]


def _infer_not(ctx: InferCtx) -> list[TensorType]:
    if ctx.type(0).dtype != "bool":
        raise ShapeError(f"{ctx.where()}: takes a bool tensor, got {ctx.type(0).dtype}")
    return [ctx.type(0)]


def _infer_mod(ctx: InferCtx) -> list[TensorType]:
    dtype = _same_dtype(ctx)
    fmod = ctx.attr("fmod")
    if fmod not in (0, 1):
        raise ctx.fail(f"attribute 'fmod' must be 0 or 1, got {fmod}")
    if np.dtype(dtype).kind == "f" and not fmod:
        raise ctx.fail("fmod=0 is not defined for float types (ONNX Runtime requires fmod=1)")
    if np.dtype(dtype).kind not in "iuf":
        raise ShapeError(f"{ctx.where()}: takes numbers, got {dtype}")
    return [TensorType(broadcast([ctx.type(0).shape, ctx.type(1).shape], ctx.where()), dtype)]


def _range_args(ctx: InferCtx, values: list, check_dtype: bool = True) -> tuple:
    dtype = _same_dtype(ctx)
    if check_dtype and dtype not in _RANGE_DTYPES:
        raise ShapeError(f"{ctx.where()}: takes {', '.join(_RANGE_DTYPES)}, got {dtype}")
    out = []
    for k, v in enumerate(values):
        v = np.asarray(v)
        if v.ndim:  # ONNX Runtime refuses a 1-element 1-D tensor here (Clip takes one)
            raise ShapeError(f"{ctx.where()}: input {k} must be a scalar, got shape "
                             f"{list(v.shape)}")
        out.append(v)
    start, limit, delta = out
    if delta == 0:
        raise ctx.fail("delta must not be zero")
    return start, limit, delta, np.dtype(dtype)


def range_length(start, limit, delta, exact: bool = False) -> int:
    """ONNX Runtime's count, ceil((limit - start) / delta) with the difference in the input
    type and the quotient in double, at least 0; exactly (integers, rationals) if `exact`."""
    if exact:
        n1, d1 = Rational.parts(limit.item() - start.item())
        n2, d2 = Rational.parts(delta.item())
        num, den = n1 * d2, d1 * n2
        if den < 0:
            num, den = -num, -den
        return max(0, -(-num // den))
    diff = limit - start  # in the input type, as ONNX Runtime subtracts
    return max(0, math.ceil(float(diff) / float(delta)))


def _infer_range(ctx: InferCtx) -> list[TensorType]:
    values = [ctx.const(k, name) for k, name in enumerate(("start", "limit", "delta"))]
    start, limit, delta, dtype = _range_args(ctx, values)
    return [TensorType((range_length(start, limit, delta),), dtype.name)]


# ---- kernels -----------------------------------------------------------------------------------
def _kernel_equal(ar, ctx, x):
    if ar.exact:
        ar.require_ordered("Equal")
    return [np.asarray(np.equal(x[0], x[1]), dtype=bool)]


def _kernel_not(ar, ctx, x):
    return [np.logical_not(x[0])]


def _kernel_mod(ar, ctx, x):
    a, b = x
    if ar.exact:
        ar.require_ordered("Mod")
        if a.dtype == object or b.dtype == object:
            raise NotExact("Mod of rationals is not implemented")
    if a.dtype.kind in "iu" and np.any(b == 0):
        raise ShapeError(f"{ctx.where()}: integer division by zero")
    with np.errstate(divide="ignore", invalid="ignore"):
        out = np.fmod(a, b) if ctx.attr("fmod") else np.mod(a, b)
    return [np.asarray(out, dtype=np.result_type(a, b))]


def _kernel_range(ar, ctx, x):
    if ar.exact:
        ar.require_ordered("Range")
    start, limit, delta, dtype = _range_args(ctx, x, check_dtype=isinstance(ar, FloatArith))
    if not isinstance(ar, FloatArith):
        # exact: start + i * delta, nothing rounded
        n = range_length(start, limit, delta, exact=True)
        return [np.asarray([start.item() + i * delta.item() for i in range(n)],
                           dtype=start.dtype).reshape(n)]
    # ONNX Runtime adds delta n - 1 times, in the output type
    n = range_length(start, limit, delta)
    steps = np.full(n, delta, dtype=dtype)
    if n:
        steps[0] = start
    return [np.cumsum(steps, dtype=dtype)]


# ---- the table ---------------------------------------------------------------------------------
register("Equal", ORDER, inputs=(2, 2), infer=_infer_equal, kernel=_kernel_equal)
# SMT-LIB's `not` is the Boolean connective: Not's symbol is lnot (axioms in axioms/where.ax)
register("Not", LINEAR, infer=_infer_not, kernel=_kernel_not,
         encode=lambda enc, n, ins: [(enc.app("lnot", ins[0][0]), ins[0][1])],
         symbols=(Z3Symbol("lnot", 0, 0, 1, "Not(c), c bool", fixed_node("Not"),
                           elementwise=True, bool_args=(0,)),))
register("Mod", ORDER, attrs={"fmod": ("int", 0)}, inputs=(2, 2), infer=_infer_mod,
         kernel=_kernel_mod)
register("Range", ORDER, inputs=(3, 3), const_inputs={0: "start", 1: "limit", 2: "delta"},
         infer=_infer_range, kernel=_kernel_range)
