"""Normalizations: BatchNormalization (inference), LRN, Softmax, LogSoftmax, LayerNormalization.
None has exact integer semantics.

LayerNormalization (opset 17): any axis, optional bias, scale and bias that broadcast against
the normalized dims (ONNX Runtime broadcasts them against X), the Mean and InvStdDev outputs in
float32. With those outputs stash_type must be 1 (float32), the only one ONNX Runtime
implements; without them ONNX Runtime ignores it and computes in float32, as here (float64 data
in float64). Z3: lnorm(axis; epsilon; x, scale, bias), with a bias of the normalized dims'
shape. The decomposed form exporters wrote before opset 17 (ReduceMean, Sub, Pow, ReduceMean,
Add, Sqrt, Div, Mul, Add) is made of modelled operators; axioms/layernorm.ax says it is lnorm."""

from __future__ import annotations

import numpy as np
import z3

from verified_opt.errors import EncodeError, ShapeError
from verified_opt.ops.node import TensorType
from verified_opt.ops.registry import INEXACT, ORT_HEAD, ORT_TAIL, InferCtx, Z3Symbol, register
from verified_opt.ops.shapes import broadcast, norm_axis
from verified_opt.semantics.arith import Arith
from verified_opt.semantics.constants import lrn_window


# ---- shape inference ---------------------------------------------------------------------------
def _infer_batchnorm(ctx: InferCtx) -> list[TensorType]:
    x = ctx.type(0)
    if ctx.attr("training_mode"):
        raise ctx.fail("training_mode=1 is not supported (inference only)")
    if len(ctx.node.outputs) > 1:
        raise ctx.fail("running mean/var outputs exist only in training mode")
    c = x.shape[1] if x.rank > 1 else 1
    for i in range(1, 5):
        if ctx.type(i).shape != (c,):
            raise ShapeError(f"{ctx.where()}: input {i} has shape {ctx.type(i).shape}, want ({c},)")
    return [x]


def _infer_lrn(ctx: InferCtx) -> list[TensorType]:
    if ctx.attr("size") is None or ctx.attr("size") < 1:
        raise ctx.fail("attribute 'size' must be a positive int")
    return [ctx.type(0)]


def _infer_softmax(ctx: InferCtx) -> list[TensorType]:
    norm_axis(ctx.attr("axis"), ctx.type(0).rank, ctx)
    return [ctx.type(0)]


def _infer_layernorm(ctx: InferCtx) -> list[TensorType]:
    x = ctx.type(0)
    axis = norm_axis(ctx.attr("axis"), x.rank, ctx)
    if ctx.attr("stash_type") != 1 and len([o for o in ctx.node.outputs if o]) > 1:
        raise ctx.fail(f"stash_type={ctx.attr('stash_type')} with the Mean or InvStdDev output "
                       f"is not supported (ONNX Runtime implements only 1, float32)")
    if np.dtype(x.dtype).kind != "f":
        raise ShapeError(f"{ctx.where()}: takes a float tensor, got {x.dtype}")
    norm_shape = x.shape[axis:]
    for i in (1, 2):
        if ctx.has(i):
            broadcast([ctx.type(i).shape, norm_shape], ctx.where())
            if broadcast([ctx.type(i).shape, x.shape], ctx.where()) != x.shape:
                raise ShapeError(f"{ctx.where()}: input {i} of shape {ctx.type(i).shape} "
                                 f"would broadcast X {x.shape} to a larger shape")
    stat = TensorType(x.shape[:axis] + (1,) * (x.rank - axis), "float32")
    return [x, stat, stat][: len(ctx.node.outputs)]


def _infer_logsoftmax(ctx: InferCtx) -> list[TensorType]:
    norm_axis(ctx.attr("axis"), ctx.type(0).rank, ctx)
    if np.dtype(ctx.type(0).dtype).kind != "f":
        raise ShapeError(f"{ctx.where()}: takes a float tensor, got {ctx.type(0).dtype}")
    return [ctx.type(0)]


# ---- kernels -----------------------------------------------------------------------------------
def _float(ar: Arith, op: str) -> None:
    if ar.exact:
        raise ar.inexact(op)


def _kernel_batchnorm(ar, ctx, x):
    _float(ar, "BatchNormalization")
    data, scale, bias, mean, var = x
    shape = (1, -1) + (1,) * (data.ndim - 2)
    eps = np.float32(ctx.attr("epsilon"))
    inv = (scale / np.sqrt(var + eps)).reshape(shape)
    y = (data - mean.reshape(shape)) * inv + bias.reshape(shape)
    return [y.astype(data.dtype)]


def _kernel_lrn(ar, ctx, x):
    _float(ar, "LRN")
    data = x[0]
    size = ctx.attr("size")
    lo, hi = lrn_window(size)
    sq = np.square(data.astype(np.float64))
    padded = np.pad(sq, [(0, 0), (lo, hi)] + [(0, 0)] * (data.ndim - 2))
    c = data.shape[1]
    square_sum = sum(padded[:, k:k + c] for k in range(size))
    denom = (ctx.attr("bias") + ctx.attr("alpha") / size * square_sum) ** ctx.attr("beta")
    return [(data / denom).astype(data.dtype)]


def _kernel_softmax(ar, ctx, x):
    _float(ar, "Softmax")
    data = x[0]
    axis = ctx.attr("axis")
    e = np.exp(data - data.max(axis=axis, keepdims=True))
    return [(e / e.sum(axis=axis, keepdims=True)).astype(data.dtype)]


def _kernel_logsoftmax(ar, ctx, x):
    _float(ar, "LogSoftmax")
    data = x[0]
    axis = ctx.attr("axis")
    shifted = data - data.max(axis=axis, keepdims=True)
    return [(shifted - np.log(np.exp(shifted).sum(axis=axis, keepdims=True))).astype(data.dtype)]


def _kernel_layernorm(ar, ctx, x):
    _float(ar, "LayerNormalization")
    data = x[0]
    axis = ctx.attr("axis") % data.ndim
    axes = tuple(range(axis, data.ndim))
    # float32, as ONNX Runtime does for float32 and float16; float64 data (a float64 model, or
    # an evaluation widened to float64: axiom testing, the end-to-end reference) in float64
    work = np.float64 if data.dtype == np.float64 else np.float32
    d = data.astype(work)
    mean = d.mean(axis=axes, keepdims=True)
    var = np.square(d - mean).mean(axis=axes, keepdims=True)
    inv = 1.0 / np.sqrt(var + work(ctx.attr("epsilon")))
    y = (d - mean) * inv * x[1]
    if len(x) > 2 and x[2] is not None:
        y = y + x[2]
    return [y.astype(data.dtype), mean.astype(np.float32),
            inv.astype(np.float32)][: len(ctx.node.outputs)]


# ---- Z3 encoding (enc: verify/encode.py's SideEncoder) -----------------------------------------
def _encode_batchnorm(enc, n, ins):
    a = n.attrs
    if enc.flag(a, "training_mode", 0):
        raise EncodeError("BatchNormalization in training mode normalizes with the "
                          "batch's statistics: outside the vocabulary")
    eps = enc.real(a.get("epsilon", 1e-5))  # momentum: training only
    return [(enc.app("bn", eps, *[t for t, _ in ins]), ins[0][1])]


def _encode_lrn(enc, n, ins):
    a = n.attrs
    reals = [enc.real(a.get(k, d)) for k, d in
             (("alpha", 1e-4), ("beta", 0.75), ("bias", 1.0))]
    return [(enc.app("lrn", enc.int(enc.need(a, "size", n.op)), *reals, ins[0][0]),
             ins[0][1])]


def _encode_layernorm(enc, n, ins):
    # with a bias, one output (Mean and InvStdDev are not in the vocabulary); scale and bias of
    # the normalized dims' own shape (ONNX Runtime also broadcasts smaller ones: not stated)
    if len(n.outputs) > 1 or len(ins) != 3:
        raise EncodeError("LayerNormalization without a bias, or with its Mean or InvStdDev "
                          "output, is outside the vocabulary")
    (tx, sx), (ts, ss), (tb, sb) = ins
    axis = enc.axis(n.attrs.get("axis", -1), len(sx))
    if enc.flag(n.attrs, "stash_type", 1) != 1:
        raise EncodeError("LayerNormalization: stash_type 0 is outside the vocabulary")
    if not (enc.same_shape(ss, sx[axis:]) and enc.same_shape(sb, sx[axis:])):
        raise EncodeError("LayerNormalization: scale and bias must have the normalized dims' "
                          "shape")
    eps = enc.real(n.attrs.get("epsilon", 1e-5))
    return [(enc.app("lnorm", z3.IntVal(axis), eps, tx, ts, tb), sx)]


def _encode_softmax(enc, n, ins):
    axis = enc.axis(n.attrs.get("axis", -1), len(ins[0][1]))
    return [(enc.app("softmax", z3.IntVal(axis), ins[0][0]), ins[0][1])]


# ---- the table ---------------------------------------------------------------------------------
register("BatchNormalization", INEXACT, attrs={
    "epsilon": ("float", 1e-5), "momentum": ("float", 0.9), "training_mode": ("int", 0)},
    inputs=(5, 5), infer=_infer_batchnorm, kernel=_kernel_batchnorm, encode=_encode_batchnorm,
    ort={ORT_HEAD, ORT_TAIL},  # into a Conv before it; a Relu after it fuses in
    inert_attrs={"momentum"},  # PyTorch exports 0.9, TensorFlow 0.99
    symbols=(Z3Symbol("bn", 0, 1, 5, "BatchNormalization(epsilon; x, scale, bias, mean, var)",
                      lambda i, r: ("BatchNormalization", {"epsilon": r[0]}, [])),))
register("LRN", INEXACT, attrs={"alpha": ("float", 1e-4), "beta": ("float", 0.75),
                                "bias": ("float", 1.0), "size": ("int", None)},
         infer=_infer_lrn, kernel=_kernel_lrn, encode=_encode_lrn,
         symbols=(Z3Symbol("lrn", 1, 3, 1, "LRN(size; alpha, beta, bias; x)", lambda i, r: (
             "LRN", {"size": i[0], "alpha": r[0], "beta": r[1], "bias": r[2]}, [])),))
register("Softmax", INEXACT, attrs={"axis": ("int", -1)}, infer=_infer_softmax,
         kernel=_kernel_softmax, encode=_encode_softmax,
         symbols=(Z3Symbol("softmax", 1, 0, 1, "Softmax(axis; x)",
                           lambda i, r: ("Softmax", {"axis": i[0]}, [])),))
register("LogSoftmax", INEXACT, attrs={"axis": ("int", -1)}, infer=_infer_logsoftmax,
         kernel=_kernel_logsoftmax)
register("LayerNormalization", INEXACT, attrs={
    "axis": ("int", -1), "epsilon": ("float", 1e-5), "stash_type": ("int", 1)}, inputs=(2, 3),
    infer=_infer_layernorm, kernel=_kernel_layernorm, encode=_encode_layernorm,
    symbols=(Z3Symbol("lnorm", 1, 1, 3, "LayerNormalization(axis; epsilon; x, scale, bias)",
                      lambda i, r: ("LayerNormalization", {"axis": i[0], "epsilon": r[0]}, [])),))
