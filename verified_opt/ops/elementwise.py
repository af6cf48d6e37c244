"""Element-wise operators: Add, Sub, Mul, Div, Pow, Sum (NumPy-style broadcasting), the unary
Relu, Sigmoid, Tanh, Erf, Sqrt, and Identity and Dropout (inference: the identity)."""

from __future__ import annotations

import math

import numpy as np
import z3

from verified_opt.errors import EncodeError, NotExact
from verified_opt.ops.grid import Box, Grid, Poly, _broadcast_cuts, _product, _sum
from verified_opt.ops.node import Node, TensorType
from verified_opt.ops.registry import (
    INEXACT,
    LINEAR,
    MULTILINEAR,
    ORDER,
    ORT_FREE,
    ORT_TAIL,
    InferCtx,
    Z3Symbol,
    fixed_node,
    register,
)
from verified_opt.ops.shapes import broadcast, is_one
from verified_opt.semantics.arith import Arith, FloatArith


# ---- shape inference ---------------------------------------------------------------------------
def _infer_binary(ctx: InferCtx) -> list[TensorType]:
    shapes = [ctx.type(i).shape for i in range(len(ctx.node.inputs))]
    return [TensorType(broadcast(shapes, ctx.where()), ctx.type(0).dtype)]


def _infer_unary(ctx: InferCtx) -> list[TensorType]:
    return [ctx.type(0)]


def _infer_dropout(ctx: InferCtx) -> list[TensorType]:
    training = ctx.const(2, "training_mode")
    if training is not None and bool(training.reshape(-1)[0]):
        raise ctx.fail("training_mode=1 is not supported (inference only)")
    out = [ctx.type(0)]
    if len(ctx.node.outputs) > 1:
        out.append(TensorType(ctx.type(0).shape, "bool"))
    return out


# ---- kernels -----------------------------------------------------------------------------------
def _kernel_add(ar: Arith, ctx: InferCtx, x: list) -> list:
    return [ar.add(x[0], x[1])]


def _kernel_sub(ar, ctx, x):
    return [ar.sub(x[0], x[1])]


def _kernel_mul(ar, ctx, x):
    return [ar.mul(x[0], x[1])]


def _kernel_sum(ar, ctx, x):
    out = x[0]
    for y in x[1:]:
        out = ar.add(out, y)
    return [np.broadcast_to(out, np.broadcast_shapes(*[a.shape for a in x])).copy()]


def _kernel_div(ar, ctx, x):
    a, b = x
    if isinstance(ar, FloatArith):
        return [np.divide(a, b).astype(a.dtype)]
    if not ar.ordered:
        raise ar.inexact("Div")
    if np.any(b == 0) or np.any(np.mod(a, b) != 0):
        raise NotExact("Div does not divide exactly on these integers")
    return [np.floor_divide(a, b)]


def _kernel_pow(ar, ctx, x):
    if ar.exact:
        raise ar.inexact("Pow")
    a, b = x
    return [np.power(a.astype(np.float64), b.astype(np.float64)).astype(a.dtype)]


def _kernel_relu(ar, ctx, x):
    ar.require_ordered("Relu")
    # as ONNX Runtime: -0.0 and NaN come out as they went in (np.maximum(x, 0) makes -0.0
    # +0.0, and 1 / Relu(-0.0) folded to +inf where ORT computes -inf)
    return [np.where(x[0] < 0, np.zeros((), x[0].dtype), x[0])]


def _kernel_float_only(name, fn):
    def _k(ar, ctx, x):
        if ar.exact:
            raise ar.inexact(name)
        return [fn(x[0]).astype(x[0].dtype)]

    return _k


def erf(a: np.ndarray) -> np.ndarray:
    """erf to float32 accuracy; math.erf is exact but per element, so only small inputs use it."""
    if a.size <= 4096:
        return np.vectorize(math.erf, otypes=[np.float64])(a.astype(np.float64))
    # W. J. Cody's rational approximation via erfc continued form is overkill here: this
    # Abramowitz-Stegun 7.1.26 refinement has |error| < 1.2e-7, below float32 resolution near 1.
    x = a.astype(np.float64)
    s = np.sign(x)
    x = np.abs(x)
    t = 1.0 / (1.0 + 0.5 * x)
    y = 1.0 - t * np.exp(
        -x * x - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (
            -0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (
                -0.82215223 + t * 0.17087277)))))))))
    return s * y


def _kernel_identity(ar, ctx, x):
    return [x[0]]


def _kernel_dropout(ar, ctx, x):
    out = [x[0]]
    if len(ctx.node.outputs) > 1:
        out.append(np.ones(x[0].shape, dtype=bool))
    return out


# ---- Z3 encoding (enc: verify/encode.py's SideEncoder) -----------------------------------------
def _encode_identity(enc, n, ins):
    # inference: Dropout is the identity; its mask output and a training_mode input
    # are not (and a ratio input that is not a constant makes it opaque in a graph)
    if len(n.outputs) > 1 or len(ins) > 1:
        raise EncodeError("Dropout with a mask output, a ratio or a training_mode "
                          "input is outside the vocabulary")
    return [ins[0]]


def _encode_binary(enc, n, ins):
    out = ins[0]
    for other in ins[1:]:
        out = _z3_binary(enc, "Add" if n.op == "Sum" else n.op, out, other)
    return [out]


def _encode_unary(enc, n, ins):
    return [(enc.app(n.op.lower(), ins[0][0]), ins[0][1])]


def _encode_sqrt(enc, n, ins):
    return [(enc.app("sqroot", ins[0][0]), ins[0][1])]


def _z3_binary(enc, op: str, x, y):
    (tx, sx), (ty, sy) = x, y
    name = {"Div": "divide", "Pow": "power", "Max": "emax", "Min": "emin"}.get(op, op.lower())
    if enc.same_shape(sx, sy):
        return enc.app(name, tx, ty), sx
    if op == "Mul" and len(sy) == 0:
        return enc.app("smul", tx, ty), sx
    if op == "Mul" and len(sx) == 0:
        return enc.app("smul", ty, tx), sy  # x*s = s*x: element-wise Mul commutes exactly
    rank = max(len(sx), len(sy))
    px = (z3.IntVal(1),) * (rank - len(sx)) + sx
    py = (z3.IntVal(1),) * (rank - len(sy)) + sy
    shape = []
    for dx, dy in zip(px, py):
        if enc.same(dx, dy) or is_one(dy):
            shape.append(dx)
        elif is_one(dx):
            shape.append(dy)
        else:
            raise EncodeError(f"{op}: cannot tell that shapes broadcast ({sx} and {sy})")
    return enc.app(name + "b", tx, ty), tuple(shape)


# ---- box propagation (ops/grid.py) -------------------------------------------------------------
# Add / Sub / Mul (broadcasting): union of the operands' cuts; Mul needs operands over disjoint
# variables (multilinearity), Add / Sub operands with no signature in common.
def _boxes_elementwise(graph, node, ins, outs) -> list[Poly]:
    out_t = outs[0]
    a, b = [p for p in ins if p is not None]
    where = f"{node.op} '{node.name}'"
    sigs = _product(a, b, where) if node.op == "Mul" else _sum(a.sigs, b.sigs, where)
    return [Poly(Grid.make(out_t.shape, _broadcast_cuts(out_t.shape, [a, b])), sigs,
                 a.uniform and b.uniform)]


def _boxes_identity(graph, node, ins, outs) -> list[Poly]:
    return [Poly(Grid.make(outs[0].shape, ins[0].grid.cuts), ins[0].sigs, ins[0].uniform)]


# ---- restriction (PET's corrections) ----------------------------------------------------------
def _restrict_binary(r, node: Node, name: str, box: Box) -> str | None:
    """Each operand's part of the box (a broadcast dimension kept whole)."""
    return r.emit(node, [r.value(i, r.broadcast_box(i, name, box)) for i in node.inputs])


def _restrict_identity(r, node: Node, name: str, box: Box) -> str | None:
    return r.value(node.inputs[0], box)

# ---- the vocabulary ----------------------------------------------------------------------------
# The encoder writes the plain symbol for equal shapes and the `b` one for broadcasting, and
# testing holds each to that.
def _binary_symbols(op: str, name: str, same: str, broadcast: str) -> tuple[Z3Symbol, ...]:
    build = fixed_node(op)
    return (Z3Symbol(name, 0, 0, 2, same, build, same_shapes=True, elementwise=True),
            Z3Symbol(name + "b", 0, 0, 2, broadcast, build, elementwise=True))


def _unary_symbol(op: str, name: str | None = None) -> tuple[Z3Symbol, ...]:
    return (Z3Symbol(name or op.lower(), 0, 0, 1, f"{op}(x)", fixed_node(op), elementwise=True),)


# ---- the table ---------------------------------------------------------------------------------
register("Add", LINEAR, inputs=(2, 2), infer=_infer_binary, kernel=_kernel_add,
         encode=_encode_binary, boxes=_boxes_elementwise, restrict=_restrict_binary,
         ort={ORT_TAIL}, commutative=True,
         symbols=_binary_symbols("Add", "add", "x + y, same shapes", "x + y with broadcasting"))
register("Sub", LINEAR, inputs=(2, 2), infer=_infer_binary, kernel=_kernel_sub,
         encode=_encode_binary, boxes=_boxes_elementwise, restrict=_restrict_binary,
         ort={ORT_TAIL},
         symbols=_binary_symbols("Sub", "sub", "x - y, same shapes", "x - y with broadcasting"))
register("Mul", MULTILINEAR, inputs=(2, 2), infer=_infer_binary, kernel=_kernel_mul,
         encode=_encode_binary, boxes=_boxes_elementwise, restrict=_restrict_binary,
         bilinear=True, ort={ORT_TAIL}, commutative=True,
         symbols=_binary_symbols("Mul", "mul", "x * y element-wise, same shapes",
                                 "x * y with broadcasting")
         + (Z3Symbol("smul", 0, 0, 2, "x * s, s a scalar (shape [])", fixed_node("Mul"),
                     elementwise=True),))
# Division by a tensor is not multilinear; exact mode supports it only where it divides exactly.
register("Div", INEXACT, inputs=(2, 2), infer=_infer_binary, kernel=_kernel_div,
         encode=_encode_binary, ort={ORT_TAIL},
         symbols=_binary_symbols("Div", "divide", "x / y element-wise, same shapes",
                                 "x / y with broadcasting"))
register("Pow", INEXACT, inputs=(2, 2), infer=_infer_binary, kernel=_kernel_pow,
         encode=_encode_binary,
         symbols=_binary_symbols("Pow", "power", "x ^ y element-wise, same shapes",
                                 "x ^ y with broadcasting"))
register("Sum", LINEAR, inputs=(1, -1), infer=_infer_binary, kernel=_kernel_sum,
         encode=_encode_binary, ort={ORT_TAIL}, commutative=True)
register("Relu", ORDER, infer=_infer_unary, kernel=_kernel_relu, encode=_encode_unary,
         ort={ORT_TAIL}, symbols=_unary_symbol("Relu"))
register("Sigmoid", INEXACT, infer=_infer_unary, encode=_encode_unary, kernel=_kernel_float_only(
    "Sigmoid", lambda a: 1.0 / (1.0 + np.exp(-a.astype(np.float64)))), ort={ORT_TAIL},
    symbols=_unary_symbol("Sigmoid"))
register("Tanh", INEXACT, infer=_infer_unary, kernel=_kernel_float_only("Tanh", np.tanh),
         encode=_encode_unary, ort={ORT_TAIL}, symbols=_unary_symbol("Tanh"))
register("Erf", INEXACT, infer=_infer_unary, kernel=_kernel_float_only("Erf", erf),
         encode=_encode_unary, symbols=_unary_symbol("Erf"))
# SMT-LIB's theories own `div` and (in cvc5) `sqrt`, which symbols of those names would shadow:
# Div's are divide and divideb, Sqrt's sqroot.
register("Sqrt", INEXACT, infer=_infer_unary, kernel=_kernel_float_only("Sqrt", np.sqrt),
         encode=_encode_sqrt, symbols=_unary_symbol("Sqrt", "sqroot"))
register("Identity", LINEAR, infer=_infer_unary, kernel=_kernel_identity, encode=_encode_identity,
         boxes=_boxes_identity, restrict=_restrict_identity, ort={ORT_FREE})
register("Dropout", LINEAR, attrs={"seed": ("int", 0)}, inputs=(1, 3),
         const_inputs={1: "ratio", 2: "training_mode"}, parameter_inputs={1}, infer=_infer_dropout,
         kernel=_kernel_dropout, encode=_encode_identity, ort={ORT_FREE})
