"""Common subexpressions of a graph the GPU plan runs once: a node computing what an earlier
node computes (the same operator, domain, attributes and inputs) is dropped and its outputs read
as the earlier node's. Transformers' exports recompute the attention mask's bias in every layer
(Where(mask, 0, -inf) once per layer, the same inputs each time); ONNX Runtime's graph
optimizations remove them too (its CommonSubexpressionElimination). An operator with a random
or stateful result, one with a subgraph, and one that makes a graph output are kept.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from verified_opt.ir.graph import Graph
from verified_opt.ops.node import Node

# operators whose two applications to the same inputs may differ
NOT_PURE = frozenset({"RandomNormal", "RandomUniform", "RandomNormalLike", "RandomUniformLike",
                      "Multinomial", "Bernoulli", "Dropout"})


def dedupe(graph: Graph) -> dict[str, str]:
    """Drop, in place, each node computing what an earlier one computes; its outputs' readers
    read the earlier node's. Returns dropped node -> the node it repeats (names, or first
    outputs where a node has no name)."""
    first: dict[tuple, list[Node]] = {}
    same = _same_constants(graph)  # a value -> the one read instead (a dropped node's, or a
    # small constant equal to an earlier one: exporters name each layer's 0 and -inf anew)
    dropped: dict[str, str] = {}
    outputs = set(graph.outputs)
    kept: list[Node] = []
    for n in graph.nodes:
        if any(v in same for v in n.inputs):
            n = n.replace(inputs=tuple(same.get(v, v) for v in n.inputs))
        if n.op in NOT_PURE or any(hasattr(v, "type") for v in n.attrs.values()) or \
                outputs.intersection(n.outputs):
            kept.append(n)
            continue
        key = (n.domain, n.op, n.inputs, len(n.outputs), tuple(sorted(n.attrs)))
        twin = next((m for m in first.get(key, []) if _same_attrs(m.attrs, n.attrs)), None)
        if twin is None or not all(graph.types.get(a) == graph.types.get(b)
                                   for a, b in zip(n.outputs, twin.outputs) if a):
            first.setdefault(key, []).append(n)
            kept.append(n)
            continue
        for a, b in zip(n.outputs, twin.outputs):
            if a:
                same[a] = b
        dropped[n.name or n.outputs[0]] = twin.name or twin.outputs[0]
    graph.nodes = kept
    return dropped


SMALL = 1024  # constants compared by value (weights are not: hashing them costs seconds)


def _same_constants(graph: Graph) -> dict[str, str]:
    """Each small initializer equal (dtype, shape, bytes) to an earlier one -> that one."""
    seen: dict[tuple, str] = {}
    out: dict[str, str] = {}
    for name, a in graph.initializers.items():
        if a.size > SMALL:
            continue
        a = np.ascontiguousarray(a)
        out_name = seen.setdefault((a.dtype.str, a.shape, a.tobytes()), name)
        if out_name != name:
            out[name] = out_name
    return out


def _same_attrs(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    for k, v in a.items():
        w = b[k]
        if isinstance(v, np.ndarray) or isinstance(w, np.ndarray):
            if not (isinstance(v, np.ndarray) and isinstance(w, np.ndarray) and
                    v.dtype == w.dtype and np.array_equal(v, w)):
                return False
        elif type(v) is not type(w) or v != w:
            return False
    return True
