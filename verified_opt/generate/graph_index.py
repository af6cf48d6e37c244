"""The generator's matcher: a graph indexed once (operators, edges, attribute keys) for the
thousands of rules pruning tries on it, and matching with rules.match's conventions for rules
whose dimensions are integers, symbols and sums of symbols."""

from __future__ import annotations

from collections import Counter
from typing import Any

import numpy as np

from verified_opt.ir.graph import Graph
from verified_opt.rules.format import Rule, RuleGraph, RuleNode
from verified_opt.rules.instantiate import ATTR_INPUTS
from verified_opt.rules.match import Match, constants_hold, data_inputs_of, pattern_dims
from verified_opt.size_expr import SizeError, parse_size

COMMUTATIVE = {"Add", "Mul"}


def _canon(v: Any) -> Any:
    """Attribute values as the matcher compares them: numbers by value, lists like tuples."""
    if isinstance(v, bool) or v is None:
        return v
    if isinstance(v, (int, float, np.integer, np.floating)):
        return float(v)
    if isinstance(v, (list, tuple)):
        return tuple(_canon(x) for x in v)
    if isinstance(v, dict):
        return tuple(sorted((k, _canon(x)) for k, x in v.items()))
    return v


def _has_text(v: Any) -> bool:
    if isinstance(v, str):
        return True
    if isinstance(v, (list, tuple)):
        return any(_has_text(x) for x in v)
    return False


def _edge(producer_op: str, index: int, consumer_op: str, slot: int, arity: int) -> tuple:
    """A value passed from one operator to another; either operand of Add/Mul is slot -1."""
    if consumer_op in COMMUTATIVE and arity == 2:
        slot = -1
    return (producer_op, index, consumer_op, slot)


def pattern_edges(side: RuleGraph) -> frozenset:
    """The operator-to-operator edges inside a pattern: a graph that matches has them all."""
    nodes = side.computing()  # a constant is an initializer in a graph: no edge from a node
    made = {o: (n.op, k) for n in nodes for k, o in enumerate(n.outputs)}
    return frozenset(_edge(*made[i], n.op, slot, len(n.inputs))
                     for n in nodes for slot, i in enumerate(n.inputs) if i in made)


def pattern_key(node: RuleNode) -> tuple | None:
    """(operator, attributes) a graph node must have to match this pattern node, or None when an
    attribute is symbolic (or text that could be: only the operator is then required)."""
    if any(_has_text(v) for v in node.attrs.values()):
        return None
    return (node.op, _canon(node.attrs))


class GraphIndex:
    """What the matcher needs of a graph, computed once per graph rather than once per rule."""

    def __init__(self, g: Graph) -> None:
        self.graph = g
        self.by_op: dict[str, list] = {}
        for n in g.nodes:
            self.by_op.setdefault(n.op, []).append(n)
        self.consumers = g.consumers()
        self.attrs: dict[int, dict | None] = {id(n): _graph_attrs(n, g) for n in g.nodes}
        self.ops = Counter(n.op for n in g.nodes)
        self.key = {id(n): (n.op, _canon(a)) for n in g.nodes
                    if (a := self.attrs[id(n)]) is not None}
        self.keys = Counter(self.key.values())
        made = {o: (n.op, k) for n in g.nodes for k, o in enumerate(n.outputs) if o}
        self.data_inputs = {id(n): data_inputs_of(n) for n in g.nodes}
        edges: set[tuple] = set()
        for n in g.nodes:
            ins = self.data_inputs[id(n)]
            edges.update(_edge(*made[i], n.op, slot, len(ins))
                         for slot, i in enumerate(ins) if i in made)
        self.edges = frozenset(edges)


_SLOTS = {op: {s: a for a, s in v} for op, v in ATTR_INPUTS.items()}



def _graph_attrs(node, g: Graph) -> dict | None:
    """A graph node's attributes with its constant shape-like inputs as lists (None if one of
    them is not constant)."""
    attrs = dict(node.attrs)
    for k, attr in _SLOTS.get(node.op, {}).items():
        if k < len(node.inputs) and node.inputs[k]:
            value = g.initializers.get(node.inputs[k])
            if value is None:
                return None
            attrs[attr] = [int(v) for v in value.reshape(-1)]
    return attrs


# ---- a light matcher for the generator's rules (plain symbols, sums in Split sizes) -----------
def _dim_value(d: Any, sizes: dict[str, int]) -> int | None:
    """'c', 3, '2*c+n' at bound sizes; None if a symbol is unbound."""
    if isinstance(d, int):
        return d
    try:
        return parse_size(d).evaluate(sizes)
    except SizeError:
        return None


def find_matches_fast(rule: Rule, g: Graph, limit: int = 8,
                      index: GraphIndex | None = None) -> list:
    """Matches of rule.src in g, with rules.match's conventions (distinct inputs bind distinct
    values, commutative Add/Mul, intermediate values used only inside the match), for rules
    whose dimensions are integers, symbols and sums of symbols."""
    pattern = rule.src.computing()
    constants = rule.src.constants()
    index = index or GraphIndex(g)
    by_op, consumers, node_attrs = index.by_op, index.consumers, index.attrs
    data_inputs = index.data_inputs
    found: list = []

    def attrs_ok(pattern_attrs: dict, node, sizes: dict[str, int]) -> bool:
        got = node_attrs[id(node)]
        if got is None or set(got) != set(pattern_attrs):
            return False
        for key, pv in pattern_attrs.items():
            gv = got[key]
            if isinstance(pv, list):
                if not isinstance(gv, (list, tuple)) or len(pv) != len(gv):
                    return False
                if any(_dim_value(a, sizes) != int(b) if isinstance(a, str) else a != b
                       for a, b in zip(pv, gv)):
                    return False
            elif pv != gv:
                return False
        return True

    def bind(r_ins, g_ins, values: dict, sizes: dict):
        values, sizes = dict(values), dict(sizes)
        for r, v in zip(r_ins, g_ins):
            if r in values:
                if values[r] != v:
                    return None
                continue
            dims = pattern_dims(rule, r, g, v)
            if dims is None or v in values.values():
                return None
            t = g.types.get(v)
            if t is None or len(t.shape) != len(dims):
                return None
            for d, s in zip(dims, t.shape):
                if isinstance(d, int):
                    if d != s:
                        return None
                elif d in sizes:
                    if sizes[d] != s:
                        return None
                else:
                    sizes[d] = s
            values[r] = v
        return values, sizes

    def closed(values: dict, nodes: list) -> bool:
        inside = {id(n) for n in nodes}
        outs = {values[o] for o in rule.src.outputs}
        for n in nodes:
            for o in n.outputs:
                if o in outs or not o:
                    continue
                if o in g.outputs or any(id(u) not in inside for u in consumers.get(o, [])):
                    return False
        produced = {o for n in nodes for o in n.outputs}
        return all(values.get(i) not in produced for i in rule.inputs if i in values)

    def search(k: int, values: dict, nodes: list, sizes: dict) -> None:
        if len(found) >= limit:
            return
        if k == len(pattern):
            if all(i in values for i in rule.inputs) and closed(values, nodes):
                m = Match(rule, dict(values), tuple(nodes), dict(sizes))
                if not constants or constants_hold(rule, g, m):
                    found.append(m)
            return
        pn = pattern[k]
        bound_in = next((values[i] for i in pn.inputs if i in values), None)
        if bound_in is None:
            pool = by_op.get(pn.op, [])
        else:  # an operand is known: only its users can match
            pool = list({id(u): u for u in consumers.get(bound_in, []) if u.op == pn.op}.values())
        for gn in pool:
            if any(gn is n for n in nodes) or len(gn.outputs) != len(pn.outputs):
                continue
            ins = data_inputs[id(gn)]
            if len(ins) != len(pn.inputs):
                continue
            orders = [ins, ins[::-1]] if pn.op in COMMUTATIVE and len(ins) == 2 else [ins]
            for order in orders:
                bound = bind(pn.inputs, order, values, sizes)
                if bound is None or not attrs_ok(pn.attrs, gn, bound[1]):
                    continue
                vals = {**bound[0], **dict(zip(pn.outputs, gn.outputs))}
                search(k + 1, vals, nodes + [gn], bound[1])

    search(0, {}, [], {})
    return found
