"""Shape inference for element-wise operators (NumPy-style broadcasting)."""

from __future__ import annotations

from verified_opt.errors import ShapeError
from verified_opt.ir.graph import TensorType
from verified_opt.ir.registry import INEXACT, LINEAR, MULTILINEAR, ORDER, InferCtx, register


def broadcast(shapes: list[tuple[int, ...]], where: str = "") -> tuple[int, ...]:
    rank = max((len(s) for s in shapes), default=0)
    out = []
    for k in range(rank):
        dims = {s[len(s) - rank + k] for s in shapes if len(s) - rank + k >= 0}
        dims.discard(1)
        if len(dims) > 1:
            raise ShapeError(f"{where}: shapes {shapes} do not broadcast")
        out.append(dims.pop() if dims else 1)
    return tuple(out)


def _binary(ctx: InferCtx) -> list[TensorType]:
    shapes = [ctx.type(i).shape for i in range(len(ctx.node.inputs))]
    return [TensorType(broadcast(shapes, ctx.where()), ctx.type(0).dtype)]


def _unary(ctx: InferCtx) -> list[TensorType]:
    return [ctx.type(0)]


register("Add", LINEAR, inputs=(2, 2))(_binary)
register("Sub", LINEAR, inputs=(2, 2))(_binary)
register("Mul", MULTILINEAR, inputs=(2, 2))(_binary)
# Division by a tensor is not multilinear; exact mode supports it only where it divides exactly.
register("Div", INEXACT, inputs=(2, 2))(_binary)
register("Pow", INEXACT, inputs=(2, 2))(_binary)
register("Sum", LINEAR, inputs=(1, -1))(_binary)
register("Relu", ORDER)(_unary)
register("Sigmoid", INEXACT)(_unary)
register("Tanh", INEXACT)(_unary)
register("Erf", INEXACT)(_unary)
register("Sqrt", INEXACT)(_unary)
register("Identity", LINEAR)(_unary)


@register("Dropout", LINEAR, attrs={"seed": ("int", 0)}, inputs=(1, 3),
          const_inputs={1: "ratio", 2: "training_mode"})
def _dropout(ctx: InferCtx) -> list[TensorType]:
    training = ctx.const(2, "training_mode")
    if training is not None and bool(training.reshape(-1)[0]):
        raise ctx.fail("training_mode=1 is not supported (inference only)")
    out = [ctx.type(0)]
    if len(ctx.node.outputs) > 1:
        out.append(TensorType(ctx.type(0).shape, "bool"))
    return out
