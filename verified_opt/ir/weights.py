"""Weight handling: fold constant-filled weights into initializers, seeded random weights.

The light ONNX test models carry their weights as ConstantOfShape fills; equal weights hide
errors (a transposed kernel of equal values is the same kernel), so `--randomize-weights` draws
fresh weights by role, scaled so activations stay of order one through deep networks.
"""

from __future__ import annotations

import functools

import numpy as np

from verified_opt.ir.fold import fold_constants
from verified_opt.ir.graph import Graph
from verified_opt.ops.node import Node
from verified_opt.ops.registry import OPS

# What makes the light models' weights (and a fill's shape): folded before they are drawn.
WEIGHT_FILLS = frozenset({"Constant", "ConstantOfShape"})
# Ops a weight may flow through on its way to the operator that gives it a role.
_PASS_THROUGH = {"Unsqueeze", "Squeeze", "Reshape", "Flatten", "Transpose", "Identity", "Cast"}


def materialize_constants(graph: Graph) -> int:
    """Replace Constant and ConstantOfShape nodes with constant inputs by initializers, however
    large (a weight is drawn anew for each of them)."""
    return fold_constants(graph, ops=WEIGHT_FILLS, max_elements=None)


def _role(graph: Graph, name: str, consumers: dict[str, list[Node]]) -> tuple[str, int, Node]:
    """Follow a weight through reshaping ops to the operator and input slot that use it."""
    seen = 0
    while seen < 8:
        users = consumers.get(name, [])
        if not users:
            return ("", -1, None)  # type: ignore[return-value]
        node = users[0]
        if node.op in _PASS_THROUGH and node.inputs[0] == name and len(users) == 1:
            name = node.outputs[0]
            seen += 1
            continue
        return (node.op, node.inputs.index(name), node)
    return ("", -1, None)  # type: ignore[return-value]


def _normal(rng: np.random.Generator, shape: tuple[int, ...], dt: type, std: float) -> np.ndarray:
    out = rng.standard_normal(shape, dtype=dt)
    out *= dt(std)
    return out


def randomize_weights(graph: Graph, seed: int = 0) -> int:
    """Give every float initializer seeded random values suited to its role; returns the count."""
    materialize_constants(graph)
    rng = np.random.default_rng(seed)
    consumers = graph.consumers()
    changed = 0
    for name in sorted(graph.initializers):
        value = graph.initializers[name]
        if value.dtype.kind != "f" or value.size == 0:
            continue
        op, slot, node = _role(graph, name, consumers)
        spec = OPS.get(op)
        if spec is not None and slot in spec.const_inputs:
            continue  # shape-like parameters keep their values
        shape = value.shape
        # Drawn in float32 (float64 for float64 weights): half the time and memory of drawing
        # doubles for the hundreds of millions of weights of a large model.
        dt = np.float64 if value.dtype == np.float64 else np.float32
        normal = functools.partial(_normal, rng, shape, dt)
        if op in ("Conv",) and slot == 1:
            fan_in = int(np.prod(shape[1:]))
            new = normal(np.sqrt(1.0 / max(fan_in, 1)))
        elif op == "ConvTranspose" and slot == 1:
            fan_in = int(np.prod(shape[2:])) * shape[0]
            strides = node.attrs.get("strides") or [1]
            new = normal(np.sqrt(float(np.prod(strides)) / max(fan_in, 1)))
        elif op in ("Gemm", "MatMul") and slot in (0, 1) and value.ndim >= 2:
            trans = node.attrs.get("transB", 0) if slot == 1 else node.attrs.get("transA", 0)
            k = shape[-1] if (slot == 1 and trans) or (slot == 0 and not trans) else shape[-2]
            new = normal(np.sqrt(1.0 / max(k, 1)))
        elif (op == "BatchNormalization" and slot in (1, 4)) or (
            op in ("LayerNormalization", "Mul", "Div") and slot == 1
        ):
            new = rng.random(shape, dtype=dt)  # scales and variances: positive, near one
            new += dt(0.5)
        else:
            new = normal(0.1)  # biases, means, shifts
        graph.initializers[name] = new.astype(value.dtype, copy=False)
        changed += 1
    graph.infer_types()
    return changed
