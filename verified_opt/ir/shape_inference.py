"""Type every value of a Graph with the registry; opaque nodes keep the types ONNX inferred."""

from __future__ import annotations

import numpy as np

from verified_opt.errors import ShapeError
from verified_opt.ir.graph import Graph, TensorType
from verified_opt.ir.registry import OPS, InferCtx, is_modelled

# Constant subgraphs up to this many elements are folded during inference so that shape-like
# inputs computed from constants (Concat of Constants, Unsqueeze of a Constant ...) are known.
FOLD_LIMIT = 4096


def known_constants(graph: Graph) -> dict[str, np.ndarray]:
    return {k: v for k, v in graph.initializers.items() if v.size <= FOLD_LIMIT}


def infer_graph_types(graph: Graph) -> None:
    from verified_opt.semantics.evaluate import eval_node  # lazy: semantics imports ir

    types: dict[str, TensorType] = dict(graph.inputs)
    for k, v in graph.initializers.items():
        types[k] = TensorType(v.shape, v.dtype.name)
    consts = known_constants(graph)
    graph.dynamic.clear()
    for node in graph.nodes:
        in_types = [types.get(i) if i else None for i in node.inputs]
        spec = OPS.get(node.op)
        if spec and is_modelled(node):
            missing = [i for k, i in enumerate(node.inputs)
                       if k in spec.const_inputs and i and i not in consts]
            if missing:
                graph.dynamic.add(node.name)  # shape-like input computed at run time: opaque
        if not is_modelled(node) or node.name in graph.dynamic:
            for out in node.outputs:
                if out and out not in graph.types:
                    raise ShapeError(f"opaque {node.op} '{node.name}': no type for output '{out}'")
                if out:
                    types[out] = graph.types[out]
            continue
        spec.validate(node)
        for k, t in enumerate(in_types):
            if node.inputs[k] and t is None:
                raise ShapeError(f"{node.op} '{node.name}': input '{node.inputs[k]}' has no type")
        ctx = InferCtx(node, in_types, [consts.get(i) if i else None for i in node.inputs])
        out_types = spec.infer(ctx)
        if node.op == "Shape":
            consts[node.outputs[0]] = eval_node(node, [None], ctx)[0]
        for out, t in zip(node.outputs, out_types):
            if out:
                types[out] = t
        if all((not i) or i in consts for i in node.inputs) and all(
            t.size <= FOLD_LIMIT for t in out_types
        ):
            values = eval_node(node, [consts.get(i) if i else None for i in node.inputs], ctx)
            for out, v in zip(node.outputs, values):
                if out:
                    consts[out] = v
    graph.types = types
