"""Constant folding of weight-only subgraphs (e.g. the Concat of two conv kernels a merge rule
creates) and of shape arithmetic (every shape is static once `--shape` fixes the inputs):
evaluated with the reference semantics, which conformance tests tie to ONNX Runtime, or, for an
operator outside the registry, by ONNX's reference evaluator; covered by every run's
end-to-end check."""

from __future__ import annotations

import numpy as np

from verified_opt.ir.evaluate import eval_node
from verified_opt.ir.graph import Graph
from verified_opt.ir.shape_inference import FOLD_LIMIT, evaluable_opaque
from verified_opt.ops.node import Node, TensorType
from verified_opt.ops.registry import InferCtx, is_modelled

FOLD_MAX_ELEMENTS = 1 << 26  # 256 MB of float32: never blow up memory to fold
# Operators on constants that a backend must see as they are: ONNX Runtime fuses
# DequantizeLinear -> Conv -> QuantizeLinear into one integer kernel.
BACKEND_PATTERNS = frozenset({"QuantizeLinear", "DequantizeLinear", "DynamicQuantizeLinear"})


class FoldMemo:
    """Folded values by node and input arrays, for one search: every candidate that merges the
    same two weights folds the same Concat, and concatenating BERT's projection weights again
    per candidate was the largest single cost of its search. Keys hold the input arrays
    themselves, so an id is never reused while its entry lives; initializers are never
    modified in place (graphs share them), so equal objects mean equal values."""

    def __init__(self, max_bytes: int = 1 << 30) -> None:
        self.values: dict[tuple, tuple[list, list]] = {}
        self.bytes = 0
        self.max_bytes = max_bytes

    def get(self, node, args):
        key = self._key(node, args)
        hit = self.values.get(key)
        return None if hit is None else hit[1]

    def put(self, node, args, values) -> None:
        size = sum(np.asarray(v).nbytes for v in values)
        if self.bytes + size <= self.max_bytes:
            self.values[self._key(node, args)] = (list(args), list(values))
            self.bytes += size

    @staticmethod
    def _key(node, args) -> tuple:
        attrs = repr(sorted((k, repr(v)) for k, v in node.attrs.items()))
        return (node.op, node.domain, attrs, tuple(id(a) for a in args))


def fold_constants(graph: Graph, memo: FoldMemo | None = None) -> int:
    """Replace by initializers the nodes whose inputs are all constants, and Shape nodes (every
    shape is static here: the written model declares them); returns the count.

    Without the Shape fold a rewritten Reshape whose shape comes from a Shape node is priced
    alone with a zero shape input, which ONNX Runtime rejects, and the candidate is lost. A node
    outside the registry folds too (exporters compute shapes with Gather, Cast, Range, Equal,
    Where, Expand), by ONNX's reference evaluator and only where its result is what the type
    inference gave (`_opaque_values`), so the written model does not keep the shape arithmetic.
    """
    folded = 0
    keep = []
    for node in graph.nodes:
        ins = [i for i in node.inputs if i]
        constant = ((ins and all(i in graph.initializers for i in ins))
                    or node.op in ("Constant", "Shape"))
        values = None
        if constant and not any(o in graph.outputs for o in node.outputs):
            if graph.is_modelled(node):
                values = _modelled_values(graph, node, memo)
            elif not is_modelled(node):
                values = _opaque_values(graph, node)
        if values is None:
            keep.append(node)
            continue
        for out, value in zip(node.outputs, values):
            if out:
                graph.initializers[out] = value
        folded += 1
    if folded:
        graph.nodes = keep
        used = {i for n in graph.nodes for i in n.inputs} | set(graph.outputs)
        for k in [k for k in graph.initializers if k not in used]:
            del graph.initializers[k]
    return folded


def _modelled_values(graph: Graph, node: Node, memo: FoldMemo | None) -> list | None:
    """A modelled node's values by its kernel, or None where they would be too large."""
    if not all(graph.types[o].size <= FOLD_MAX_ELEMENTS for o in node.outputs if o):
        return None
    args = [graph.initializers.get(i) if i else None for i in node.inputs]
    if node.op == "Shape":  # from the input's type: its value may not be known
        ctx = InferCtx(node, [graph.types[node.inputs[0]]], [None])
        return eval_node(node, [None], ctx)
    values = memo.get(node, args) if memo is not None else None
    if values is None:
        values = [_owned(v, graph.types[o].dtype, args) if o else None
                  for o, v in zip(node.outputs, eval_node(node, args))]
        if memo is not None:
            memo.put(node, args, values)
    return values


def _opaque_values(graph: Graph, node: Node) -> list | None:
    """An opaque node's values by ONNX's reference evaluator, or None (the node stays): an
    operator it may not evaluate (evaluable_opaque), one whose result is larger than type
    inference folds (shape arithmetic is small; a large constant computation such as the Cast
    of a weight is ONNX Runtime's to fold), one a backend must see (QDQ), a failure, or a
    value whose shape or dtype is not the output's type."""
    if (not evaluable_opaque(node) or node.op in BACKEND_PATTERNS
            or any(o not in graph.types or graph.types[o].size > FOLD_LIMIT
                   for o in node.outputs if o)):
        return None
    args = [graph.initializers.get(i) if i else None for i in node.inputs]
    try:
        values = [np.asarray(v) for v in eval_node(node, args)]
    except Exception:  # noqa: BLE001  (the reference evaluator raises anything): kept
        return None
    for o, v in zip(node.outputs, values):
        if o and TensorType(v.shape, v.dtype.name) != graph.types[o]:
            return None
    return [_owned(v, v.dtype, args) if o else None for o, v in zip(node.outputs, values)]


def _owned(value, dtype, args) -> np.ndarray:
    """`value` as an array of `dtype` that shares no memory with the inputs (a Reshape's
    result may be a view of its weight), copied only when it must be: the search folds every
    candidate, and copying merged weights twice was a fifth of its time on BERT."""
    arr = np.asarray(value)  # keeps 0-d scalars 0-d (ascontiguousarray would not)
    if arr.dtype != dtype:
        return arr.astype(dtype)
    if any(a is not None and np.may_share_memory(arr, a) for a in args):
        return arr.copy()
    return arr
