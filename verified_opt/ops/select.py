"""Selection and broadcasting: Gather (along one axis, by an index tensor), Expand (broadcast to
a shape) and Where (element-wise choice by a boolean mask).

They move data and never combine it, so they are exact in every arithmetic (LINEAR): the
indices, the shape and the mask are integers and booleans, which the exact modes leave as they
are. Exporters use them in shape subgraphs (Shape -> Gather -> Concat -> Reshape), in attention
masks (Where) and to broadcast learned tokens (Expand). Expand's shape must be a constant (a
computed one makes the node opaque, as for Reshape). Expand has a Z3 symbol per rank of its
target shape (expand1..6; axioms in axioms/expand.ax), Where one with broadcasting (where, its
condition bool: a rule names that input's type; axioms in axioms/where.ax); Gather has none yet.
"""

from __future__ import annotations

import numpy as np
import z3

from verified_opt.errors import EncodeError, ShapeError
from verified_opt.ops.node import TensorType
from verified_opt.ops.registry import (
    LINEAR,
    MAX_RANK,
    InferCtx,
    Z3Symbol,
    fixed_node,
    int64s,
    register,
)
from verified_opt.ops.shapes import broadcast, is_one, norm_axis

_INDEX_DTYPES = ("int32", "int64")


# ---- shape inference ---------------------------------------------------------------------------
def _infer_gather(ctx: InferCtx) -> list[TensorType]:
    data, indices = ctx.type(0), ctx.type(1)
    if data.rank < 1:
        raise ShapeError(f"{ctx.where()}: data must have rank >= 1, got a scalar")
    if indices.dtype not in _INDEX_DTYPES:
        raise ShapeError(f"{ctx.where()}: indices must be int32 or int64, got {indices.dtype}")
    axis = norm_axis(ctx.attr("axis"), data.rank, ctx)
    if ctx.consts[1] is not None:
        _check_indices(ctx, ctx.consts[1], data.shape[axis])
    shape = data.shape[:axis] + indices.shape + data.shape[axis + 1:]
    return [TensorType(shape, data.dtype)]


def _check_indices(ctx: InferCtx, indices: np.ndarray, n: int) -> np.ndarray:
    """The indices with negative ones counted from the end; out of range is an error (as in
    ONNX Runtime, which fails the run)."""
    idx = np.asarray(indices).astype(np.int64)
    bad = idx[(idx < -n) | (idx >= n)]
    if bad.size:
        raise ShapeError(f"{ctx.where()}: index {int(bad[0])} out of range for an axis of "
                         f"size {n}")
    return np.where(idx < 0, idx + n, idx)


def expand_shape(ctx: InferCtx) -> tuple[int, ...]:
    shape = ctx.required_const(1, "shape")
    if shape.ndim != 1:
        raise ShapeError(f"{ctx.where()}: shape must be 1-D, got rank {shape.ndim}")
    target = tuple(int(d) for d in shape)
    if any(d < 0 for d in target):
        raise ctx.fail(f"negative dimension in shape {list(target)}")
    return broadcast([ctx.type(0).shape, target], ctx.where())


def _infer_expand(ctx: InferCtx) -> list[TensorType]:
    return [TensorType(expand_shape(ctx), ctx.type(0).dtype)]


def _infer_where(ctx: InferCtx) -> list[TensorType]:
    cond, x, y = ctx.type(0), ctx.type(1), ctx.type(2)
    if cond.dtype != "bool":
        raise ShapeError(f"{ctx.where()}: condition must be bool, got {cond.dtype}")
    if x.dtype != y.dtype:
        raise ShapeError(f"{ctx.where()}: X is {x.dtype}, Y {y.dtype}")
    return [TensorType(broadcast([cond.shape, x.shape, y.shape], ctx.where()), x.dtype)]


# ---- kernels -----------------------------------------------------------------------------------
def _kernel_gather(ar, ctx, x):
    data, indices = x
    axis = ctx.attr("axis") % data.ndim
    idx = _check_indices(ctx, indices, data.shape[axis])
    return [np.take(data, idx, axis=axis)]


def _kernel_expand(ar, ctx, x):
    target = tuple(int(d) for d in x[1])
    try:
        shape = np.broadcast_shapes(x[0].shape, target)
    except ValueError:  # a shape given at run time (an input): a one-line error, not a crash
        raise ShapeError(f"{ctx.where()}: cannot expand {tuple(x[0].shape)} to "
                         f"{list(target)}") from None
    return [np.broadcast_to(x[0], shape).copy()]


def _kernel_where(ar, ctx, x):
    cond, a, b = x
    return [np.where(np.asarray(cond, dtype=bool), a, b)]


# ---- Z3 encoding (enc: verify/encode.py's SideEncoder) -----------------------------------------
def _encode_expand(enc, n, ins):
    # Expand broadcasts both ways: the output is broadcast(x's shape, target), right-aligned
    tx, sx = ins[0]
    raw = enc.need(n.attrs, "shape", "Expand")
    if not isinstance(raw, list) or any(isinstance(v, int) and v < 0 for v in raw):
        raise EncodeError(f"Expand: shape must be a list of sizes, got {raw!r}")
    enc.check_rank(len(raw), "Expand")
    target = [enc.int(v) for v in raw]
    shape = _z3_broadcast(enc, [sx, tuple(target)], "Expand")
    return [(enc.app(f"expand{len(target)}", *target, tx), shape)]


def _encode_where(enc, n, ins):
    shape = _z3_broadcast(enc, [s for _, s in ins], "Where")
    return [(enc.app("where", *[t for t, _ in ins]), shape)]


def _z3_broadcast(enc, shapes, op: str) -> tuple:
    """NumPy's broadcast of symbolic shapes, right-aligned; a dim pair that is neither 1 nor
    provably equal is an EncodeError (ONNX may refuse it)."""
    rank = max(len(s) for s in shapes)
    out = []
    for k in range(rank):
        dims = [s[len(s) - rank + k] for s in shapes if len(s) - rank + k >= 0]
        dims = [d for d in dims if not is_one(d)] or [z3.IntVal(1)]
        if any(not enc.same(dims[0], d) for d in dims[1:]):
            raise EncodeError(f"{op}: cannot tell that {[list(s) for s in shapes]} broadcast")
        out.append(dims[0])
    return tuple(out)


# ---- the vocabulary ----------------------------------------------------------------------------
# One symbol per rank of the target shape: its Int arguments are the target.
_EXPAND_SYMBOLS = tuple(
    Z3Symbol(f"expand{r}", r, 0, 1, f"Expand to a shape of {r} dims (d0..; x), broadcast both ways",
             lambda i, _: ("Expand", {}, [int64s(i)]))
    for r in range(1, MAX_RANK + 1))


# ---- the table ---------------------------------------------------------------------------------
register("Gather", LINEAR, attrs={"axis": ("int", 0)}, inputs=(2, 2), infer=_infer_gather,
         kernel=_kernel_gather)
register("Expand", LINEAR, inputs=(2, 2), const_inputs={1: "shape"}, rule_attrs={1: "shape"},
         infer=_infer_expand, kernel=_kernel_expand, encode=_encode_expand,
         symbols=_EXPAND_SYMBOLS)
register("Where", LINEAR, inputs=(3, 3), infer=_infer_where, kernel=_kernel_where,
         encode=_encode_where,
         symbols=(Z3Symbol("where", 0, 0, 3, "Where(c, x, y), c bool, with broadcasting",
                           fixed_node("Where"), elementwise=True, bool_args=(0,)),))
