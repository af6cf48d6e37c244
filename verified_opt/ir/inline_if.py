"""If nodes whose condition is a constant replaced by the branch they take, as onnxsim does.

TorchScript exports a Python `if` on a shape (`if y.shape[-1] > 8:`) as an If over
Shape/Gather/Greater; once `--shape` fixes the inputs, folding makes the condition a constant,
and the If only ever runs one branch. Its nodes then join the graph (the rules, the cost model
and folding see them), its initializers become the graph's, and an Identity per output keeps
the If's output names. Nested Ifs come up one level per round and are inlined in the next.

Nothing here is taken on trust: the pipeline's end-to-end check compares the result with the
model as given, where ONNX Runtime runs the If itself, and `vopt audit` inlines again from the
input model (audit/replay.py). An If stays where inlining would clash with a name outside it, or
where a value inside the branch has no static type (the graph's typing refuses it).
"""

from __future__ import annotations

from verified_opt.errors import ShapeError
from verified_opt.ir.fold import fold_constants
from verified_opt.ir.graph import Graph
from verified_opt.ops.node import Node

MAX_ROUNDS = 16  # nesting depth reached; silero-vad's exports nest three deep


def inline_constant_ifs(graph: Graph) -> list[str]:
    """Inline, in place, every If whose condition folds to a constant; the names of those
    inlined, in order. Constants are folded before each round."""
    inlined: list[str] = []
    for _ in range(MAX_ROUNDS):
        fold_constants(graph)
        changed = False
        for node in [n for n in graph.nodes if _constant_if(graph, n)]:
            trial = graph.copy()
            if not _splice(trial, node):
                continue
            try:
                trial.toposort()
                trial.infer_types()
            except ShapeError:  # a value inside the branch is known only at run time
                continue
            graph.nodes, graph.initializers, graph.types = (trial.nodes, trial.initializers,
                                                            trial.types)
            graph.dynamic = trial.dynamic
            inlined.append(node.name)
            changed = True
        if not changed:
            break
    if inlined:
        fold_constants(graph)
    return inlined


def _constant_if(graph: Graph, node: Node) -> bool:
    return (node.op == "If" and node.domain in ("", "ai.onnx") and bool(node.inputs)
            and node.inputs[0] in graph.initializers
            and graph.initializers[node.inputs[0]].size == 1)


def _splice(graph: Graph, node: Node) -> bool:
    """Replace `node` (a constant If) by its taken branch in `graph`; False where it cannot."""
    from verified_opt.ir.onnx_io import initializer_array, node_from_proto

    cond = graph.initializers[node.inputs[0]]
    attr = node.attrs.get("then_branch" if bool(cond.reshape(-1)[0]) else "else_branch")
    branch = getattr(attr, "g", None)
    if branch is None or len(branch.input) or len(branch.sparse_initializer) or (
            len(branch.output) != len(node.outputs)):
        return False
    outside = graph.taken_names(besides=node)
    defined = [t.name for t in branch.initializer] + [o for p in branch.node for o in p.output
                                                      if o]
    if any(name in outside for name in defined):
        return False
    taken = set(outside)  # the branch's own names are free: the If goes
    nodes = [node_from_proto(p, graph.fresh_name(p.name or f"{node.name}/{p.op_type}", taken))
             for p in branch.node]
    for t in branch.initializer:
        graph.initializers[t.name] = initializer_array(t, f"If '{node.name}'")
    for inner, out in zip(branch.output, node.outputs):
        if out:
            nodes.append(Node("Identity", (inner.name,), (out,), {},
                              graph.fresh_name(f"{node.name}/{out}", taken)))
    k = next(j for j, n in enumerate(graph.nodes) if n is node)
    graph.nodes[k:k + 1] = nodes
    return True
