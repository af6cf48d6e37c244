"""Activations and element-wise extremes: Clip, HardSigmoid, HardSwish, Exp, Reciprocal, and the
variadic Max and Min (NumPy-style broadcasting).

Clip, Max and Min compare values: exact on integers (and on exact rationals), meaningless
modulo a prime (ORDER). HardSigmoid, HardSwish and Exp are float only; Reciprocal is exact only
where it divides, like Div. Clip, Max, Min (two inputs or more, nested), HardSigmoid and
HardSwish have Z3 encodings (axioms in axioms/clip.ax); Exp and Reciprocal too (expo, recip:
SMT-LIB's `exp` is cvc5's transcendental function; axioms in axioms/exp.ax).

Gelu (opset 20) is not here: models are converted to opset 18, which has no Gelu; its opset-18
form is the Erf or Tanh expression exporters write, whose operators are modelled.
"""

from __future__ import annotations

import numpy as np

from verified_opt.errors import NotExact, ShapeError
from verified_opt.ops.elementwise import _z3_binary
from verified_opt.ops.node import TensorType
from verified_opt.ops.registry import (
    INEXACT,
    ORDER,
    ORT_TAIL,
    InferCtx,
    Z3Symbol,
    fixed_node,
    register,
)
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
    # min(max(x, lo), hi), as ONNX Runtime: where lo > hi, every value becomes hi; a NaN bound
    # is no bound and -0.0 stays -0.0 (comparisons, as its max/min: np.maximum would spread
    # the NaN). A bound not given is the type's lowest or largest value, as ORT takes it: +inf
    # clips to FLT_MAX (Clip(x, min=0) is not Relu(x) there)
    if data.dtype.kind == "f" and not ar.exact:
        info = np.finfo(data.dtype)
        lo = info.min if lo is None else lo
        hi = info.max if hi is None else hi
    if lo is not None:
        lo = np.asarray(lo).reshape(())
        out = np.where(out < lo, lo, out)
    if hi is not None:
        hi = np.asarray(hi).reshape(())
        out = np.where(out > hi, hi, out)
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


# ---- Z3 encoding (enc: verify/encode.py's SideEncoder) -----------------------------------------
def _encode_clip(enc, n, ins):
    # ONNX: min(max(x, lo), hi), each bound only where given (Clip's inputs, attributes in a rule)
    term, shape = ins[0]
    for key, sym in (("min", "clipmin"), ("max", "clipmax")):
        if key in n.attrs:
            enc.type_term(term, shape)
            term = enc.app(sym, enc.real(n.attrs[key]), term)
    return [(term, shape)]


def _encode_extreme(enc, n, ins):
    # Max(a, b, c) = Max(Max(a, b), c): nested from the left, as Sum is
    out = ins[0]
    for other in ins[1:]:
        enc.type_term(*out)
        out = _z3_binary(enc, n.op, out, other)
    return [out]


def _encode_hard_sigmoid(enc, n, ins):
    alpha, beta = n.attrs.get("alpha", 0.2), n.attrs.get("beta", 0.5)
    return [(enc.app("hsig", enc.real(alpha), enc.real(beta), ins[0][0]), ins[0][1])]


def _encode_hard_swish(enc, n, ins):
    return [(enc.app("hswish", ins[0][0]), ins[0][1])]


def _encode_as(sym: str):
    """A unary element-wise operator as its one symbol."""
    return lambda enc, n, ins: [(enc.app(sym, ins[0][0]), ins[0][1])]


# ---- the vocabulary ----------------------------------------------------------------------------
def _extreme_symbols(op: str, name: str) -> tuple[Z3Symbol, ...]:
    """Element-wise Max / Min of two tensors: equal shapes, and `b` with broadcasting."""
    return (Z3Symbol(name, 0, 0, 2, f"{op}(x, y), same shapes", fixed_node(op),
                     same_shapes=True, elementwise=True),
            Z3Symbol(name + "b", 0, 0, 2, f"{op}(x, y) with broadcasting", fixed_node(op),
                     elementwise=True))


# ---- the table ---------------------------------------------------------------------------------
register("Clip", ORDER, inputs=(1, 3), infer=_infer_clip, kernel=_kernel_clip,
         encode=_encode_clip, ort={ORT_TAIL}, rule_attrs={1: "min", 2: "max"},
         # the encoder writes Clip as clipmax(hi, clipmin(lo, x)), ONNX's min(max(x, lo), hi);
         # a bound left out is no symbol (clipmax is Min's: see there)
         symbols=(Z3Symbol("clipmin", 0, 1, 1, "Clip(x, min=lo) without max (lo; x)",
                           lambda i, r: ("Clip", {}, [np.asarray(r[0], dtype=np.float64)]),
                           elementwise=True),))
register("Max", ORDER, inputs=(1, -1), infer=_infer_variadic, kernel=_kernel_extreme(np.maximum),
         encode=_encode_extreme, symbols=_extreme_symbols("Max", "emax"))
# ONNX's Clip with only a max leaves its min input empty, which a node built from positional
# constants cannot: the encoder writes it as clipmax, Min(x, hi) for a scalar hi, the same
# function (the encoder's test checks it)
register("Min", ORDER, inputs=(1, -1), infer=_infer_variadic, kernel=_kernel_extreme(np.minimum),
         encode=_encode_extreme,
         symbols=_extreme_symbols("Min", "emin")
         + (Z3Symbol("clipmax", 0, 1, 1, "Clip(x, max=hi) without min, i.e. Min(x, hi) (hi; x)",
                     lambda i, r: ("Min", {}, [np.asarray(r[0], dtype=np.float64)]),
                     elementwise=True),))
register("HardSigmoid", INEXACT, attrs={"alpha": ("float", 0.2), "beta": ("float", 0.5)},
         infer=_infer_float, kernel=_float_only("HardSigmoid", _hard_sigmoid),
         encode=_encode_hard_sigmoid,
         symbols=(Z3Symbol("hsig", 0, 2, 1, "HardSigmoid(alpha, beta; x)",
                           lambda i, r: ("HardSigmoid", {"alpha": r[0], "beta": r[1]}, []),
                           elementwise=True),))
register("HardSwish", INEXACT, infer=_infer_float, kernel=_float_only("HardSwish", _hard_swish),
         encode=_encode_hard_swish,
         symbols=(Z3Symbol("hswish", 0, 0, 1, "HardSwish(x)", fixed_node("HardSwish"),
                           elementwise=True),))
register("Exp", INEXACT, infer=_infer_float,
         kernel=_float_only("Exp", lambda ctx, a: np.exp(a)), encode=_encode_as("expo"),
         symbols=(Z3Symbol("expo", 0, 0, 1, "Exp(x)", fixed_node("Exp"), elementwise=True),))
register("Reciprocal", INEXACT, infer=_infer_float, kernel=_kernel_reciprocal,
         encode=_encode_as("recip"),
         symbols=(Z3Symbol("recip", 0, 0, 1, "Reciprocal(x), 1 / x", fixed_node("Reciprocal"),
                           elementwise=True),))
