"""Operators newer than opset 18 that the importer writes in opset 18's terms before ONNX's
version converter runs (it has no down-adapter for them): each is replaced by the expression
its ONNX function body defines, so the model computes the same thing."""

from __future__ import annotations

import numpy as np
import onnx
from onnx import helper, numpy_helper

from verified_opt.errors import ModelError

_FLOAT: dict[int, type[np.floating]] = {onnx.TensorProto.FLOAT: np.float32, onnx.TensorProto.DOUBLE: np.float64,
          onnx.TensorProto.FLOAT16: np.float16}


def lower_gelu(model: onnx.ModelProto, types: dict[str, int]) -> int:
    """Replace each default-domain Gelu (opset 20) by its function body, in place:
    none: 0.5 * x * (1 + erf(x / sqrt(2))); tanh: 0.5 * x * (1 + tanh(sqrt(2/pi) * (x +
    0.044715 x^3))). `types` gives each value's element type (constants are made in it).
    Returns how many were replaced."""
    g = model.graph
    out, n = [], 0
    for node in g.node:
        if node.op_type != "Gelu" or node.domain not in ("", "ai.onnx"):
            out.append(node)
            continue
        n += 1
        approx = next((helper.get_attribute_value(a) for a in node.attribute
                       if a.name == "approximate"), b"none")
        approx = approx.decode() if isinstance(approx, bytes) else approx
        if approx not in ("none", "tanh"):
            raise ModelError(f"Gelu '{node.name}': approximate must be 'none' or 'tanh', "
                             f"got {approx!r}")
        dtype = _FLOAT.get(types.get(node.input[0], onnx.TensorProto.FLOAT))
        if dtype is None:
            raise ModelError(f"Gelu '{node.name}': input type is not a float type")
        x, y, p = node.input[0], node.output[0], f"{node.name or node.output[0]}_gelu"

        def const(suffix: str, value: float, p: str = p, dtype=dtype) -> str:
            g.initializer.append(numpy_helper.from_array(np.asarray(value, dtype), p + suffix))
            return p + suffix

        if approx == "tanh":
            out += [helper.make_node("Mul", [x, x], [p + "_x2"]),
                    helper.make_node("Mul", [p + "_x2", x], [p + "_x3"]),
                    helper.make_node("Mul", [p + "_x3", const("_k", 0.044715)], [p + "_kx3"]),
                    helper.make_node("Add", [x, p + "_kx3"], [p + "_in"]),
                    helper.make_node("Mul", [p + "_in", const("_s", np.sqrt(2 / np.pi))],
                                     [p + "_sin"]),
                    helper.make_node("Tanh", [p + "_sin"], [p + "_t"])]
            inner = p + "_t"
        else:
            out += [helper.make_node("Div", [x, const("_r2", np.sqrt(2))], [p + "_d"]),
                    helper.make_node("Erf", [p + "_d"], [p + "_e"])]
            inner = p + "_e"
        out += [helper.make_node("Add", [inner, const("_one", 1.0)], [p + "_a"]),
                helper.make_node("Mul", [x, p + "_a"], [p + "_m"]),
                helper.make_node("Mul", [p + "_m", const("_half", 0.5)], [y], name=node.name)]
    if n:
        g.ClearField("node")
        g.node.extend(out)
    return n
