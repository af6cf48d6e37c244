"""Type every value of a Graph with the operators' shape inference; opaque nodes keep the types
ONNX inferred."""

from __future__ import annotations

import numpy as np

from verified_opt.errors import ShapeError
from verified_opt.ir.evaluate import eval_node
from verified_opt.ir.graph import Graph
from verified_opt.ops.node import Node, TensorType
from verified_opt.ops.registry import OPS, InferCtx, is_modelled

# Constant subgraphs up to this many elements are folded during inference so that shape-like
# inputs computed from constants (Concat of Constants, Unsqueeze of a Constant ...) are known.
FOLD_LIMIT = 4096


def known_constants(graph: Graph) -> dict[str, np.ndarray]:
    return {k: v for k, v in graph.initializers.items() if v.size <= FOLD_LIMIT}


def infer_graph_types(graph: Graph) -> None:
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


def infer_new_node_types(graph: Graph, new_nodes: list[Node], replaced: dict[str, TensorType]
                         ) -> bool:
    """Type only `new_nodes` (a rewrite's target, in order), every other type kept: the search
    types each candidate, and inferring the whole graph was most of its time on big models.

    `replaced` holds the types of the values the new nodes take over; each must come out the
    same (the rest of the graph was typed against it). False, with nothing promised about
    `graph.types`, where the whole graph must be inferred instead: an input without a type, a
    shape-like input that is not a small initializer, an operator that is not modelled, or a
    value whose type changes.
    """
    types = graph.types
    for k, v in graph.initializers.items():
        if k not in types:
            types[k] = TensorType(v.shape, v.dtype.name)
    for node in new_nodes:
        spec = OPS.get(node.op)
        if spec is None or not is_modelled(node):
            return False
        in_types = [types.get(i) if i else None for i in node.inputs]
        if any(i and t is None for i, t in zip(node.inputs, in_types)):
            return False
        consts = []
        for k, i in enumerate(node.inputs):
            value = graph.initializers.get(i) if i else None
            if value is not None and value.size > FOLD_LIMIT:
                value = None
            if k in spec.const_inputs and i and value is None:
                return False
            consts.append(value)
        spec.validate(node)
        out_types = spec.infer(InferCtx(node, in_types, consts))
        for out, t in zip(node.outputs, out_types):
            if out:
                if out in replaced and replaced[out] != t:
                    return False
                types[out] = t
    live = set(graph.inputs) | set(graph.initializers)
    live.update(o for n in graph.nodes for o in n.outputs if o)
    for k in [k for k in types if k not in live]:
        del types[k]
    return True
