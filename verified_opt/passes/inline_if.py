"""If nodes whose condition is a constant replaced by the branch they take, as onnxsim does.

TorchScript exports a Python `if` on a shape (`if y.shape[-1] > 8:`) as an If over
Shape/Gather/Greater; once `--shape` fixes the inputs, folding makes the condition a constant,
and the If only ever runs one branch. Its nodes then join the graph (the rules, the cost model
and folding see them), its initializers become the graph's, and an Identity per output keeps
the If's output names. Nested Ifs come up one level per round and are inlined in the next.

The condition is taken from folding (a copy of the graph, folded) and must be what ONNX Runtime
computes for it in the graph as it stands: a fold of float arithmetic may differ from ONNX
Runtime's by an ulp (Tanh(0.3) against a threshold equal to ORT's Tanh(0.3)), and that picks a
whole branch, which the end-to-end check's random draws need not tell apart. The graph given is
not folded here: the pipeline folds after (passes/common.py).

Nothing else is taken on trust: the pipeline's end-to-end check compares the result with the
model as given, where ONNX Runtime runs the If itself, and `vopt audit` inlines again from the
input model (audit/replay.py). A name the branch defines that is taken outside it (sibling Ifs'
branches may each define `t`) is renamed; an If stays where a subgraph inside the branch reads
such a name, or where a value inside the branch has no static type (the graph's typing refuses
it).
"""

from __future__ import annotations

import numpy as np

from verified_opt.errors import ShapeError
from verified_opt.ir.evaluate import ort_values
from verified_opt.ir.fold import fold_constants
from verified_opt.ir.graph import Graph
from verified_opt.ops.node import Node, _inner_names, _outer_reads, defined_names

MAX_ROUNDS = 16  # nesting depth reached; silero-vad's exports nest three deep


def inline_constant_ifs(graph: Graph) -> list[str]:
    """Inline, in place, every If whose condition folds to the constant ONNX Runtime computes
    for it; the names of those inlined, in order."""
    inlined: list[str] = []
    if not any(_is_if(n) for n in graph.nodes):  # most models: no copy to fold
        return inlined
    for _ in range(MAX_ROUNDS):
        folded = graph.copy()
        fold_constants(folded)
        ifs = [n for n in graph.nodes if _constant_if(folded, n)]
        if not ifs:
            break
        ort = _ort_conditions(graph, ifs)
        changed = False
        for node in ifs:
            cond = folded.initializers[node.inputs[0]]
            if node.inputs[0] not in ort or not np.array_equal(ort[node.inputs[0]], cond):
                continue  # folding and ONNX Runtime disagree, or ORT cannot say: leave it
            trial = graph.copy()
            if not _splice(trial, node, bool(np.asarray(cond).reshape(-1)[0])):
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
    return inlined


def _is_if(node: Node) -> bool:
    return node.op == "If" and node.domain in ("", "ai.onnx") and bool(node.inputs)


def _constant_if(folded: Graph, node: Node) -> bool:
    return (_is_if(node) and node.inputs[0] in folded.initializers
            and folded.initializers[node.inputs[0]].size == 1)


def _ort_conditions(graph: Graph, ifs: list[Node]) -> dict[str, np.ndarray]:
    """The Ifs' conditions as ONNX Runtime computes them in `graph` (ir/evaluate.ort_values);
    a condition it cannot compute is left out."""
    names = list(dict.fromkeys(n.inputs[0] for n in ifs))
    known = {c: graph.initializers[c] for c in names if c in graph.initializers}
    rest = [c for c in names if c not in known]
    return known | ((ort_values(graph, rest) or {}) if rest else {})


def _renamable(branch, clash: set[str]) -> bool:
    """Whether the names `clash` the branch defines can be renamed within it: each is read only
    after the branch defines it, and by no subgraph of its nodes (which would need renaming
    too)."""
    defined = {t.name for t in branch.initializer}
    for p in branch.node:
        if any(i in clash and i not in defined for i in p.input) or \
                clash.intersection(_outer_reads(list(p.attribute))):
            return False
        defined.update(p.output)
    return True


def _splice(graph: Graph, node: Node, cond: bool) -> bool:
    """Replace `node` (a constant If) by its taken branch in `graph`; False where it cannot."""
    from verified_opt.ir.onnx_io import initializer_array, node_from_proto

    attr = node.attrs.get("then_branch" if cond else "else_branch")
    branch = getattr(attr, "g", None)
    if branch is None or len(branch.input) or len(branch.sparse_initializer) or (
            len(branch.output) != len(node.outputs)):
        return False
    outside = graph.taken_names(besides=node)
    clash = defined_names(branch) & outside
    if clash and not _renamable(branch, clash):
        return False
    taken = outside | {node.name}  # no inlined node takes the If's name (the audit's trace)
    # A name the branch defines that is taken outside (a sibling If's branch defines it too,
    # or an inlined one did) gets a fresh one, which is no name the branch (or a subgraph in
    # it) defines either.
    taken |= defined_names(branch) | {x for p in branch.node for x in _inner_names(
        list(p.attribute))}
    new = {c: graph.fresh_name(f"{node.name}/{c}", taken) for c in sorted(clash)}

    def named(p):
        n = node_from_proto(p, graph.fresh_name(p.name or f"{node.name}/{p.op_type}", taken))
        if not new:
            return n
        return n.replace(inputs=tuple(new.get(i, i) for i in n.inputs),
                         outputs=tuple(new.get(o, o) for o in n.outputs))

    nodes = [named(p) for p in branch.node]
    for t in branch.initializer:
        graph.initializers[new.get(t.name, t.name)] = initializer_array(t, f"If '{node.name}'")
    for inner, out in zip(branch.output, node.outputs):
        if out:
            nodes.append(Node("Identity", (new.get(inner.name, inner.name),), (out,), {},
                              graph.fresh_name(f"{node.name}/{out}", taken)))
    made = [o for n in nodes for o in n.outputs if o] + [new.get(t.name, t.name)
                                                          for t in branch.initializer]
    if len(set(made)) < len(made) or (set(made) - set(node.outputs)) & outside:
        return False  # a name defined twice: leave the If
    k = next(j for j, n in enumerate(graph.nodes) if n is node)
    graph.nodes[k:k + 1] = nodes
    return True
