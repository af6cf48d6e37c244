"""Apply a matched rule: replace the matched source nodes by the rule's target nodes.

The target side is instantiated at the match's sizes (shape-like attributes become constant
inputs, as opset 18 wants), its values get fresh names, its outputs take over the names of the
source outputs so every consumer is untouched, and every new node records the rule and the
certificate that allowed it (exported as ONNX node metadata). A rewrite keeps the type of every
value it takes over: a rule is proved over the reals, where Cast(x, float32) is x, and is an
instance of it only where x is float32 already (ShapeError otherwise: the search skips it).
"""

from __future__ import annotations

import functools

from verified_opt.errors import ShapeError, VoptError
from verified_opt.ir.fold import (
    MOVES_DATA,
    NONDETERMINISTIC,
    FoldMemo,
    fold_constants,
)
from verified_opt.ir.graph import Graph, Node
from verified_opt.ir.session_constants import (
    FUSION_OPS,
    Neighbours,
    may_fuse,
    session_out_of_range,
)
from verified_opt.ir.shape_inference import infer_new_node_types
from verified_opt.rules.instantiate import side_graph
from verified_opt.rules.match import Match

META_RULE = "vopt.rule"
META_CERT = "vopt.certificate"


def apply_match(graph: Graph, match: Match, certificate: str, step: int = 0,
                dst: Graph | None = None) -> Graph:
    """dst: the rule's target already instantiated at the match's sizes (it is only read)."""
    return typed(rewritten(graph, match, certificate, step, dst))


class OutOfRange(VoptError):
    """A rewrite whose target computes, from the model's constants, values float32 cannot hold:
    like a target that does not type-check (ShapeError), a match the step cannot take."""


def apply_folded(graph: Graph, match: Match, certificate: str, step: int = 0,
                 memo: FoldMemo | None = None) -> tuple[Graph, int]:
    """The match applied and the result's constants folded, as every rule step is: (graph,
    nodes folded). ShapeError where the target does not type-check; OutOfRange where a node the
    target created computes from constants only and its values leave float32's normal range
    (ir/fold.leaves_range): `x * s * r` as `x * (s * r)` at s = r = 1e-25 folds s * r to 0, and
    the float contract's cases, which never meet such a constant, did not see NaN at x = inf
    where the source gives inf. Likewise where a new node left to run computes arithmetic
    from constants that were not folded (so not checked: too large, or computed by a node that
    does not fold), and where ONNX Runtime would precompute values out of that range from a
    new node's constants (ir/session_constants.py: a BatchNormalization's scale and bias). The
    search and the audit's replay both apply steps so."""
    g2 = apply_match(graph, match, certificate, step)
    refused: list[str] = []
    unchecked: list[str] = []
    left: list[str] = []
    folded = fold_constants(g2, memo, out_of_range=refused, unchecked=unchecked, left=left)
    before = {n.name for n in graph.nodes}
    created = [name for name in refused if name not in before]
    if created:
        raise OutOfRange(f"{', '.join(created)} would compute constants outside float32's "
                         "normal range")
    _check_left_to_run(g2, before, set(unchecked), bool(left))
    _check_session_constants(g2, before, match)
    return g2, folded


def _check_left_to_run(g: Graph, before: set[str], unchecked: set[str],
                       constants_left: bool) -> None:
    """OutOfRange where a node the step made and the fold left computes arithmetic from
    constants that nothing range-checked. `constants_left`: whether the fold left a node whose
    inputs are all constants (without one, every value computed from constants alone is an
    initializer)."""
    constant: set[str] | None = None
    for node in g.nodes:
        if node.name in before or node.op in MOVES_DATA:
            continue
        if node.name in unchecked:
            raise OutOfRange(f"{node.name} would compute from constants values too large to "
                             "fold, so not range-checked")
        ins = [i for i in node.inputs if i]
        if constants_left and ins and not all(i in g.initializers for i in ins):
            if constant is None:
                constant = _from_constants(g)
            if all(i in constant for i in ins):
                raise OutOfRange(f"{node.name} would compute from constants that are not "
                                 "folded, so its values are not range-checked")


def _check_session_constants(g: Graph, before: set[str], match: Match) -> None:
    """OutOfRange where ONNX Runtime would precompute from constants values out of float32's
    range (ir/session_constants.py) for a node the step made, or for an existing one whose
    output a matched node read: a step that removes a node between a Conv and its BatchNorm
    (a Pad of zeros), or a second reader of its output, lets ORT fuse what it did not before
    (a red-team review: pad_zero_removal, slice_of_concat_second)."""
    index = Neighbours(g)
    nodes = [n for n in g.nodes if n.name not in before and n.op not in MOVES_DATA]
    for value in dict.fromkeys(v for n in match.nodes for v in n.inputs):
        producer = index.producer(value) if value and value not in g.initializers else None
        if producer is not None and producer.name in before:
            nodes.append(producer)
    for node in {n.name: n for n in nodes}.values():
        if node.op not in FUSION_OPS or not may_fuse(g, node):
            continue
        what = session_out_of_range(g, node, index)
        if what is not None:
            raise OutOfRange(f"{node.name}: ONNX Runtime precomputes {what} from its "
                             "constants, outside float32's normal range")


def _from_constants(g: Graph) -> set[str]:
    """The values computed from initializers alone (a graph input, overridable initializers
    included, is not one); `g` sorted."""
    known = set(g.initializers)
    for node in g.nodes:
        ins = [i for i in node.inputs if i]
        if node.op not in NONDETERMINISTIC and (
                (ins and all(i in known for i in ins)) or node.op == "Constant"):
            known.update(o for o in node.outputs if o)
    return known


class Rewritten:
    """A rewrite's graph before its new nodes are typed (`typed` does that): what a caller that
    discards most rewrites by their structure (generate.prune's implication search) reads."""

    def __init__(self, old: Graph, graph: Graph, rule_name: str, new_nodes: list[Node],
                 src_out: list[str], alias: dict[str, str]) -> None:
        self.old, self.graph, self.rule_name = old, graph, rule_name
        self.new_nodes, self.src_out, self.alias = new_nodes, src_out, alias


def rewritten(graph: Graph, match: Match, certificate: str, step: int = 0,
              dst: Graph | None = None, *, taken: set[str] | None = None) -> Rewritten:
    """The matched source nodes replaced by the target's; the new nodes not yet typed (the
    graph's `types` are the old graph's). For a caller that rewrites one graph many ways (the
    generator's implication search): `taken`, a fresh copy of graph.taken_names() (the new
    names join it)."""
    rule = match.rule
    if dst is None:
        dst = side_graph(rule, rule.dst, match.sizes, "dst")
    g = graph.copy()
    removed = {n.name for n in match.nodes}
    g.nodes = [n for n in g.nodes if n.name not in removed]
    rename: dict[str, str] = {k: match.values[k] for k in rule.inputs}
    src_out = [match.values[o] for o in rule.src.outputs]
    # Target outputs produced by target nodes take the source output names.
    alias: dict[str, str] = {}  # source output -> existing value (target output is an input)
    for s_name, d_name in zip(src_out, rule.dst.outputs):
        if d_name in rule.inputs or d_name in rename:  # an input, or a value serving two outputs
            if rename[d_name] != s_name:  # two source outputs that are one value need no alias
                alias[s_name] = rename[d_name]
        else:
            rename[d_name] = s_name
    tag = f"r{step}_{_short(rule.name)}"
    if taken is None:
        taken = g.taken_names()
    for name, value in dst.initializers.items():
        new = g.fresh_name(f"{tag}_{name}", taken)
        g.initializers[new] = value
        rename[name] = new
    for node in dst.nodes:
        for out in node.outputs:
            if out and out not in rename:
                rename[out] = g.fresh_name(f"{tag}_{out}", taken)
    meta = {META_RULE: rule.name, META_CERT: certificate}
    new_nodes: list[Node] = []
    for node in dst.nodes:
        # each name given joins `taken`: a target may use one operator twice
        new_nodes.append(Node(node.op, tuple(rename.get(i, i) if i else "" for i in node.inputs),
                              tuple(rename[o] if o else "" for o in node.outputs), node.attrs,
                              g.fresh_name(f"{tag}_{node.op}", taken), node.domain, meta))
    for s_name, target in alias.items():
        if s_name in g.outputs:
            # A graph output keeps its name: an Identity carries the aliased value.
            new_nodes.append(Node("Identity", (target,), (s_name,), {},
                                  g.fresh_name(f"{tag}_Identity", taken), "", meta))
        else:
            g.nodes = [n.replace(inputs=tuple(target if i == s_name else i for i in n.inputs))
                       for n in g.nodes]
    _insert(g, new_nodes)
    g.drop_unused_initializers()
    return Rewritten(graph, g, rule.name, new_nodes, src_out, alias)


def typed(r: Rewritten) -> Graph:
    """The rewritten graph with its new nodes typed; ShapeError where the target changes the
    type of a value it takes over."""
    graph, g, alias, new_nodes, src_out = r.old, r.graph, r.alias, r.new_nodes, r.src_out
    # Only the new nodes need types when the values they take over keep theirs (a proved rule
    # keeps shapes); anything else, the whole graph is inferred again.
    replaced = {o: graph.types[o] for o in src_out if o in graph.types}
    # an output that is one of the rule's inputs must have its type already (Cast(x) -> x)
    changed = [(s, t) for s, t in alias.items()
               if s in graph.types and t in graph.types and graph.types[s] != graph.types[t]]
    if changed:
        s, t = changed[0]
        raise ShapeError(f"{r.rule_name}: the target changes the type of {s} from "
                         f"{graph.types[s]} to {graph.types[t]} (the value of {t})")
    aliases_keep_types = all(graph.types.get(t) == graph.types.get(s) for s, t in alias.items())
    if not (aliases_keep_types and infer_new_node_types(g, new_nodes, replaced)):
        g.infer_types()
        for name, old in replaced.items():
            if g.types.get(name, old) != old:
                raise ShapeError(f"{r.rule_name}: the target changes the type of {name} "
                                 f"from {old} to {g.types[name]}")
    return g


def _insert(g: Graph, new_nodes: list[Node]) -> None:
    """Put the new nodes right after the last producer of what they read, which usually keeps
    the graph sorted; sort it fully only when it does not (a full sort per candidate was an
    eighth of the search's time on NASNet). The whole graph is checked: a rewrite can also
    read a value its own nodes make later (a cycle) or one nothing makes, and the sort refuses
    those (ModelError), which a check of the moved part alone let through."""
    made = {o for n in new_nodes for o in n.outputs}
    reads = {i for n in new_nodes for i in n.inputs if i and i not in made}
    at = 0
    for k, n in enumerate(g.nodes):
        if any(o in reads for o in n.outputs):
            at = k + 1
    g.nodes[at:at] = new_nodes
    if not g.is_sorted():
        g.toposort()


@functools.lru_cache(maxsize=4096)  # a search rewrites with the same few hundred rules
def _short(name: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in name)[:24]
