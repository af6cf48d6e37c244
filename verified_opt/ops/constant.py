"""Operators that make values out of attributes and shapes: Constant, ConstantOfShape, Shape.
They have no Z3 encoding and no box propagation: rules and PET see their results as constants."""

from __future__ import annotations

import numpy as np

from verified_opt.errors import ShapeError
from verified_opt.ops.node import TensorType
from verified_opt.ops.registry import LINEAR, ORT_FREE, InferCtx, register


# ---- shape inference ---------------------------------------------------------------------------
def constant_value(attrs: dict) -> np.ndarray:
    if "value" in attrs:
        return np.asarray(attrs["value"])
    if "value_float" in attrs:
        return np.asarray(attrs["value_float"], dtype=np.float32)
    if "value_floats" in attrs:
        return np.asarray(attrs["value_floats"], dtype=np.float32)
    if "value_int" in attrs:
        return np.asarray(attrs["value_int"], dtype=np.int64)
    if "value_ints" in attrs:
        return np.asarray(attrs["value_ints"], dtype=np.int64)
    raise ShapeError("Constant without a value attribute")


def _infer_constant(ctx: InferCtx) -> list[TensorType]:
    if len(ctx.node.attrs) != 1:
        raise ctx.fail("needs exactly one value attribute (sparse and string values unsupported)")
    v = constant_value(dict(ctx.node.attrs))
    return [TensorType(v.shape, v.dtype.name)]


def _infer_constant_of_shape(ctx: InferCtx) -> list[TensorType]:
    shape = tuple(int(v) for v in ctx.required_const(0, "shape").reshape(-1))
    if any(d < 0 for d in shape):
        raise ctx.fail(f"negative shape {shape}")
    value = ctx.attr("value")
    dtype = "float32" if value is None else np.asarray(value).dtype.name
    return [TensorType(shape, dtype)]


def shape_slice(ctx: InferCtx) -> np.ndarray:
    shape = ctx.type(0).shape
    start, end = ctx.attr("start"), ctx.attr("end")
    return np.asarray(shape[slice(start, end)], dtype=np.int64)


def _infer_shape(ctx: InferCtx) -> list[TensorType]:
    return [TensorType(shape_slice(ctx).shape, "int64")]


# ---- kernels -----------------------------------------------------------------------------------
def _kernel_constant(ar, ctx, x):
    return [constant_value(dict(ctx.node.attrs))]


def _kernel_constant_of_shape(ar, ctx, x):
    shape = tuple(int(v) for v in x[0].reshape(-1))
    value = ctx.attr("value")
    v = np.zeros(1, np.float32) if value is None else np.asarray(value).reshape(-1)
    return [np.full(shape, v[0], dtype=v.dtype)]


def _kernel_shape(ar, ctx, x):
    return [shape_slice(ctx)]


# ---- the table ---------------------------------------------------------------------------------
register("Constant", LINEAR, inputs=(0, 0), attrs={
    "value": ("tensor", None), "value_float": ("float", None), "value_floats": ("floats", None),
    "value_int": ("int", None), "value_ints": ("ints", None)},
    infer=_infer_constant, kernel=_kernel_constant, ort={ORT_FREE})
register("ConstantOfShape", LINEAR, attrs={"value": ("tensor", None)}, inputs=(1, 1),
         const_inputs={0: "shape"}, infer=_infer_constant_of_shape,
         kernel=_kernel_constant_of_shape)
register("Shape", LINEAR, attrs={"start": ("int", 0), "end": ("int", None)}, infer=_infer_shape,
         kernel=_kernel_shape, ort={ORT_FREE})
