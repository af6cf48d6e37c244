"""Graph: the one IR every pass reads and writes, a dataflow graph of ops' Nodes."""

from __future__ import annotations

import heapq
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from verified_opt.errors import ModelError
from verified_opt.ops.node import Node, TensorType
from verified_opt.ops.registry import is_modelled


def op_key(node: Node) -> str:
    """The operator's name as reports show it: `domain::op` outside the default domain."""
    return node.op if node.domain in ("", "ai.onnx") else f"{node.domain}::{node.op}"


@dataclass
class Tail:
    """The nodes after a value whose shape is known only at run time (NonZero's, or an If's
    whose branches differ), with everything that reads them: they pass through as the import
    made them (at opset 18: where that changed one of their operators, vopt keeps the file as
    given, `converted`), after the graph's own nodes, and no pass sees them. A model with one
    is still optimized where its shapes are static (as onnxsim and ONNX Runtime do), instead of
    refused.

    `outputs` are the model's outputs in the file's order; `declared` the file's (or ONNX's)
    ValueInfoProto of those the tail makes (types with run-time dims, exported as they are);
    `reads` every value the tail reads (explicit inputs and its subgraphs' outer reads). The
    graph's own `outputs` are then its static model outputs followed by the `interface`: the
    values of its nodes that the tail reads, which rewrites must keep and which the end-to-end
    check compares, since the tail can hide a difference (NonZero of a wrong value)."""

    nodes: list[Node]
    outputs: list[str]
    declared: dict[str, Any]
    reads: set[str]
    # its operators whose definition changed between the file's opset and the one vopt writes
    # (ONNX's version converter rewrote them; onnx_io.converted_ops)
    converted: list[str] = field(default_factory=list)

    def interface(self, graph: Graph) -> list[str]:
        return [o for o in graph.outputs if o not in self.outputs]


@dataclass
class Graph:
    """A dataflow graph with static types.

    `inputs` are runtime inputs (name -> type); `initializers` are constant tensors (weights);
    `types` holds the type of every value, inputs and initializers included. `tail`: nodes
    after a run-time shape, passed through (Tail).
    """

    nodes: list[Node]
    inputs: dict[str, TensorType]
    outputs: list[str]
    initializers: dict[str, np.ndarray] = field(default_factory=dict)
    types: dict[str, TensorType] = field(default_factory=dict)
    name: str = "graph"
    opset: int = 18
    # Non-default-domain opsets of opaque nodes, exported as they came.
    extra_opsets: list[tuple[str, int]] = field(default_factory=list)
    # Names of modelled nodes whose shape-like inputs are computed at run time: treated as opaque.
    dynamic: set[str] = field(default_factory=set)
    # Runtime inputs the model gives a default value (an initializer that is also a graph input
    # at IR >= 4: a caller may override it). Never constants here; exported as they came.
    input_defaults: dict[str, np.ndarray] = field(default_factory=dict)
    # The model's own functions (FunctionProto, called by opaque nodes) and its metadata_props:
    # exported as they came.
    functions: list = field(default_factory=list)
    metadata: dict[str, str] = field(default_factory=dict)
    tail: Tail | None = None
    # --input-range: the values the end-to-end check and the timing draw an input from
    input_ranges: dict[str, tuple[float, float]] = field(default_factory=dict)
    # graph outputs whose file declares a shape they do not have at these input shapes (where
    # ONNX's own checker finds no contradiction in the file): output -> "with shape [1, n] but
    # computes [20, 1, 8210]". ONNX Runtime warns and runs such a model; so does vopt, and what
    # it writes declares what the output computes.
    declared_mismatch: dict[str, str] = field(default_factory=dict)
    # The opset the file imported, where the import converted it to `opset` (None: not read
    # from a file, or already at `opset`)
    file_opset: int | None = None

    def declaration_warnings(self) -> list[str]:
        """One line per graph output whose declared shape is not what it computes here."""
        return [f"warning: graph output '{o}' is declared {p} at these input shapes (ONNX "
                "Runtime warns and runs it; a rewritten model vopt writes declares what it "
                "computes, the input file kept as it is does not)"
                for o, p in self.declared_mismatch.items()]

    def all_nodes(self) -> list[Node]:
        """The graph's nodes and its tail's: the model's nodes as a user counts them."""
        return self.nodes + (self.tail.nodes if self.tail else [])

    def model_outputs(self) -> list[str]:
        """The model's outputs as a user sees them (the file's, in its order)."""
        return list(self.tail.outputs) if self.tail else list(self.outputs)

    def check_outputs(self) -> list[str]:
        """What the end-to-end check compares: the model's outputs and, with a tail, the values
        the tail reads (its interface)."""
        return self.model_outputs() + (self.tail.interface(self) if self.tail else [])

    # ---- structure -------------------------------------------------------------------------
    def producers(self) -> dict[str, Node]:
        return {out: n for n in self.nodes for out in n.outputs if out}

    def ancestors(self, names: Iterable[str], producers: dict[str, Node] | None = None,
                  stop: Collection[str] = ()) -> list[Node]:
        """The nodes the values `names` are computed from, in graph order (`producers`: the
        caller's, where it has them); the walk does not go past a node whose operator is in
        `stop` (that node is included, not what it reads)."""
        producers = self.producers() if producers is None else producers
        found: set[int] = set()
        todo = [n for n in names if n]
        while todo:
            p = producers.get(todo.pop())
            if p is not None and id(p) not in found:
                found.add(id(p))
                if p.op not in stop:
                    todo.extend(i for i in p.reads if i)
        return [n for n in self.nodes if id(n) in found]

    def consumers(self) -> dict[str, list[Node]]:
        users: dict[str, list[Node]] = {}
        for n in self.nodes:
            for i in n.reads:  # a subgraph's outer reads too
                if i:
                    users.setdefault(i, []).append(n)
        return users

    def is_sorted(self) -> bool:
        """Every node's inputs are graph inputs, initializers or made by an earlier node."""
        available = set(self.inputs) | set(self.initializers)
        for n in self.nodes:
            if any(i and i not in available for i in n.reads):
                return False
            available.update(n.outputs)
        return True

    def toposort(self) -> None:
        """Order nodes so every input is produced before use; raise on cycles or dangling names."""
        available = set(self.inputs) | set(self.initializers)
        pending = list(self.nodes)
        ordered: list[Node] = []
        produced = self.producers()
        for n in pending:
            for i in n.inputs:
                if i and i not in available and i not in produced:
                    raise ModelError(f"node {n.name or n.op} reads '{i}', which nothing produces")
        remaining = {id(n): n for n in pending}
        # a subgraph's outer reads order the node too (a name nothing here makes is the outer
        # scope's of an enclosing graph, or the subgraph's own: no wait)
        reads = {id(n): tuple(dict.fromkeys(i for i in n.reads if i and i not in available
                                            and i in produced)) for n in pending}
        ready_count = {id(n): len(reads[id(n)]) for n in pending}
        waiting: dict[str, list[Node]] = {}
        for n in pending:
            for i in reads[id(n)]:  # once per distinct input: Mul(t, t) waits on t once
                waiting.setdefault(i, []).append(n)
        # Stable: among ready nodes the earliest in the current order goes first, so a graph that
        # is already sorted keeps its order (opaque nodes' subgraphs may read outer values
        # implicitly, which the explicit inputs do not show).
        position = {id(n): k for k, n in enumerate(pending)}
        queue = [(position[id(n)], n) for n in pending if ready_count[id(n)] == 0]
        heapq.heapify(queue)
        while queue:
            _, n = heapq.heappop(queue)
            ordered.append(n)
            del remaining[id(n)]
            for out in n.outputs:
                for user in waiting.pop(out, []):
                    ready_count[id(user)] -= 1
                    if ready_count[id(user)] == 0:
                        heapq.heappush(queue, (position[id(user)], user))
        if remaining:
            names = ", ".join(sorted(n.name or n.op for n in remaining.values())[:5])
            raise ModelError(f"graph has a cycle through: {names}")
        self.nodes = ordered

    def value_names(self) -> Iterable[str]:
        yield from self.inputs
        yield from self.initializers
        for n in self.nodes:
            yield from (o for o in n.outputs if o)

    def taken_names(self, besides: Node | None = None) -> set[str]:
        """Every value and node name: what fresh_name avoids. `besides`: but the names the
        subgraphs of that node define, and its own name."""
        taken = set(self.value_names()) | {n.name for n in self.nodes if n is not besides}
        for n in self.tail.nodes if self.tail else []:
            taken.add(n.name)
            taken.update(o for o in n.outputs if o)
        for n in self.all_nodes():
            if n is not besides:
                taken.update(n.inner_names)
        return taken

    def fresh_name(self, base: str, taken: set[str] | None = None) -> str:
        """`base`, or `base_k` if taken. Pass `taken` (taken_names()) when naming many things
        at once: it is updated with each name given, and collecting it anew per name was a
        third of the search's time on NASNet's 959 nodes."""
        if taken is None:
            taken = self.taken_names()
        name, k = base, 1
        while name in taken:
            name, k = f"{base}_{k}", k + 1
        taken.add(name)
        return name

    def drop_unused_initializers(self) -> None:
        """Remove the initializers that no node reads and that are no graph output."""
        used = {i for n in self.nodes for i in n.reads} | set(self.outputs)
        used |= self.tail.reads if self.tail else set()
        for k in [k for k in self.initializers if k not in used]:
            del self.initializers[k]

    def parameter_count(self) -> int:
        return int(sum(a.size for a in self.initializers.values()))

    def op_counts(self) -> dict[str, int]:
        """Node count per operator (`domain::op` outside the default domain), most used first."""
        counts: dict[str, int] = {}
        for n in self.all_nodes():
            key = op_key(n)
            counts[key] = counts.get(key, 0) + 1
        return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))

    def is_modelled(self, node: Node) -> bool:
        """Modelled by the registry and with constant shape-like inputs: rewrites may touch it."""
        return is_modelled(node) and node.name not in self.dynamic

    def opaque_ops(self) -> dict[str, int]:
        """Operators that pass through untouched, with their counts (the tail's all do)."""
        counts: dict[str, int] = {}
        tail = {id(n) for n in self.tail.nodes} if self.tail else set()
        for n in self.all_nodes():
            if id(n) in tail or not self.is_modelled(n):
                key = op_key(n)
                counts[key] = counts.get(key, 0) + 1
        return counts

    def copy(self) -> Graph:
        return Graph(
            nodes=list(self.nodes),
            inputs=dict(self.inputs),
            outputs=list(self.outputs),
            initializers=dict(self.initializers),
            types=dict(self.types),
            name=self.name,
            opset=self.opset,
            file_opset=self.file_opset,
            extra_opsets=list(self.extra_opsets),
            dynamic=set(self.dynamic),
            input_defaults=dict(self.input_defaults),
            functions=list(self.functions),
            metadata=dict(self.metadata),
            tail=self.tail,  # never changed by a pass: shared
            input_ranges=dict(self.input_ranges),
            declared_mismatch=dict(self.declared_mismatch),
        )

    def infer_types(self, untyped: set[str] | None = None) -> None:
        """Recompute `types` for every node output with the operators' shape inference
        (`untyped`: see infer_graph_types)."""
        # imported here: shape inference (and the evaluation it folds constants with) reads Graph
        from verified_opt.ir.shape_inference import infer_graph_types

        infer_graph_types(self, untyped)


def node_signature(graph: Graph, node: Node) -> list:
    """What a node's measured cost depends on, JSON-ready: operator, domain, each input's shape,
    dtype, whether it is a constant (and a small constant's values), the attributes. The cost
    models' cache keys (search/cost.py, backends/gpu/cost.py) hash it with their backend's
    facts."""
    ins: list[list | None] = []
    for i in node.inputs:
        if not i:
            ins.append(None)
            continue
        t = graph.types[i]
        const = i in graph.initializers
        small = const and graph.initializers[i].size <= 16
        ins.append([list(t.shape), t.dtype, const,
                    graph.initializers[i].reshape(-1).tolist() if small else None])
    attrs = {k: (v.tolist() if isinstance(v, np.ndarray) else v)
             for k, v in sorted(node.attrs.items()) if v is not None}
    return [node.op, node.domain, ins, attrs]
