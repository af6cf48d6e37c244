"""Activations and element-wise extremes: Clip, HardSigmoid, HardSwish, Exp, Reciprocal, and the
variadic Max and Min (NumPy-style broadcasting).

Clip, Max and Min compare values: exact on integers (and on exact rationals), meaningless
modulo a prime (ORDER). HardSigmoid, HardSwish and Exp are float only; Reciprocal is exact only
where it divides, like Div. None has a Z3 encoding yet: no axiom states anything about them.

Gelu (opset 20) is not here: models are converted to opset 18, which has no Gelu; its opset-18
form is the Erf or Tanh expression exporters write, whose operators are modelled.
"""

from __future__ import annotations

import numpy as np

from verified_opt.errors import NotExact, ShapeError
from verified_opt.ops.node import TensorType
from verified_opt.ops.registry import INEXACT, ORDER, ORT_TAIL, InferCtx, register
from verified_opt.ops.shapes import broadcast
from verified_opt.semantics.arith import FloatArith


# ---- shape inference ---------------------------------------------------------------------------
def _infer_same(ctx: InferCtx) -> list[TensorType]:
    return [ctx.type(0)]


def _infer_clip(ctx: InferCtx) -> list[TensorType]:
    x = ctx.type(0)
    for k, what in ((1, "min"), (2, "max")):
        if ctx.has(k):
            t = ctx.type(k)
            if t.size != 1 or t.rank > 1:
                # ONNX: a scalar; ONNX Runtime also takes a 1-element 1-D tensor
                raise ShapeError(f"{ctx.where()}: {what} must be a scalar, got shape "
                                 f"{list(t.shape)}")
            if t.dtype != x.dtype:
                raise ShapeError(f"{ctx.where()}: {what} is {t.dtype}, the input {x.dtype}")
    return [x]


def _infer_variadic(ctx: InferCtx) -> list[TensorType]:
    types = [ctx.type(i) for i in range(len(ctx.node.inputs))]
    if len({t.dtype for t in types}) > 1:
        raise ShapeError(f"{ctx.where()}: inputs of different types "
                         f"{sorted({t.dtype for t in types})}")
    return [TensorType(broadcast([t.shape for t in types], ctx.where()), types[0].dtype)]


def _infer_float(ctx: InferCtx) -> list[TensorType]:
    x = ctx.type(0)
    if np.dtype(x.dtype).kind != "f":
        raise ShapeError(f"{ctx.where()}: takes a float tensor, got {x.dtype}")
    return [x]


# ---- kernels -----------------------------------------------------------------------------------
def _kernel_clip(ar, ctx, x):
    data = x[0]
    if ar.exact:
        ar.require_ordered("Clip")
    out = data
    lo = x[1] if len(x) > 1 and x[1] is not None else None
    hi = x[2] if len(x) > 2 and x[2] is not None else None
    # min(max(x, lo), hi), as ONNX Runtime: where lo > hi, every value becomes hi
    if lo is not None:
        out = np.maximum(out, np.asarray(lo).reshape(()))
    if hi is not None:
        out = np.minimum(out, np.asarray(hi).reshape(()))
    return [np.asarray(out, dtype=data.dtype)]


def _kernel_extreme(pick):
    def kernel(ar, ctx, x):
        if ar.exact:
            ar.require_ordered(ctx.node.op)
        out = x[0]
        for y in x[1:]:
            out = pick(out, y)
        shape = np.broadcast_shapes(*[a.shape for a in x])
        return [np.broadcast_to(out, shape).astype(x[0].dtype, copy=True)]

    return kernel


def _float_only(op: str, fn):
    def kernel(ar, ctx, x):
        if ar.exact:
            raise ar.inexact(op)
        return [fn(ctx, x[0]).astype(x[0].dtype)]

    return kernel


def _hard_sigmoid(ctx, a: np.ndarray) -> np.ndarray:
    alpha, beta = a.dtype.type(ctx.attr("alpha")), a.dtype.type(ctx.attr("beta"))
    return np.clip(alpha * a + beta, 0, 1)


def _hard_swish(ctx, a: np.ndarray) -> np.ndarray:
    # x * HardSigmoid(x) with alpha = 1/6, beta = 1/2 (the ONNX function body)
    alpha, beta = a.dtype.type(1 / 6), a.dtype.type(0.5)
    return a * np.clip(alpha * a + beta, 0, 1)


def _kernel_reciprocal(ar, ctx, x):
    a = x[0]
    if isinstance(ar, FloatArith):
        return [np.divide(a.dtype.type(1), a).astype(a.dtype)]
    if not ar.ordered:
        raise ar.inexact("Reciprocal")
    if not np.all((a == 1) | (a == -1)):
        raise NotExact("Reciprocal is exact only on 1 and -1")
    return [a]


# ---- the table ---------------------------------------------------------------------------------
register("Clip", ORDER, inputs=(1, 3), infer=_infer_clip, kernel=_kernel_clip,
         ort={ORT_TAIL})
register("Max", ORDER, inputs=(1, -1), infer=_infer_variadic, kernel=_kernel_extreme(np.maximum))
register("Min", ORDER, inputs=(1, -1), infer=_infer_variadic, kernel=_kernel_extreme(np.minimum))
register("HardSigmoid", INEXACT, attrs={"alpha": ("float", 0.2), "beta": ("float", 0.5)},
         infer=_infer_float, kernel=_float_only("HardSigmoid", _hard_sigmoid))
register("HardSwish", INEXACT, infer=_infer_float, kernel=_float_only("HardSwish", _hard_swish))
register("Exp", INEXACT, infer=_infer_float,
         kernel=_float_only("Exp", lambda ctx, a: np.exp(a)))
register("Reciprocal", INEXACT, infer=_infer_float, kernel=_kernel_reciprocal)
