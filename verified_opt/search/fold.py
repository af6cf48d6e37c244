"""Constant folding of weight-only subgraphs (e.g. the Concat of two conv kernels a merge rule
creates): evaluated with the reference semantics, which conformance tests tie to ONNX Runtime,
and covered by every run's end-to-end check."""

from __future__ import annotations

import numpy as np

from verified_opt.ir.evaluate import eval_node
from verified_opt.ir.graph import Graph
from verified_opt.ops.registry import InferCtx

FOLD_MAX_ELEMENTS = 1 << 26  # 256 MB of float32: never blow up memory to fold


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
    """Replace modelled nodes whose inputs are all constants, and Shape nodes (every shape is
    static here: the written model declares them), by initializers; returns count. Without the
    Shape fold a rewritten Reshape whose shape comes from a Shape node is priced alone with a
    zero shape input, which ONNX Runtime rejects, and the candidate is lost."""
    folded = 0
    keep = []
    for node in graph.nodes:
        ins = [i for i in node.inputs if i]
        constant = ((ins and all(i in graph.initializers for i in ins))
                    or node.op in ("Constant", "Shape"))
        if (constant and graph.is_modelled(node)  # cheap test first: most nodes fail it
                and all(graph.types[o].size <= FOLD_MAX_ELEMENTS for o in node.outputs if o)
                and not any(o in graph.outputs for o in node.outputs)):
            args = [graph.initializers.get(i) if i else None for i in node.inputs]
            if node.op == "Shape":  # from the input's type: its value may not be known
                ctx = InferCtx(node, [graph.types[node.inputs[0]]], [None])
                values = eval_node(node, [None], ctx)
            else:
                values = memo.get(node, args) if memo is not None else None
            if values is None:
                values = [_owned(v, graph.types[o].dtype, args) if o else None
                          for o, v in zip(node.outputs, eval_node(node, args))]
                if memo is not None:
                    memo.put(node, args, values)
            for out, value in zip(node.outputs, values):
                if out:
                    graph.initializers[out] = value
            folded += 1
        else:
            keep.append(node)
    if folded:
        graph.nodes = keep
        used = {i for n in graph.nodes for i in n.inputs} | set(graph.outputs)
        for k in [k for k in graph.initializers if k not in used]:
            del graph.initializers[k]
    return folded


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
