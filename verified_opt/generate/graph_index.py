"""The generator's prefilter: a graph indexed once (operators, edges, attribute keys) for the
thousands of rules pruning tries on it, so that a rule is matched only on graphs that have what
its source needs. Matching itself is rules.match's find_matches, with this index."""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from typing import Any

import numpy as np

from verified_opt.ir.graph import Graph, Node
from verified_opt.rules.format import Rule, RuleGraph, RuleNode
from verified_opt.rules.match import COMMUTATIVE, MatchIndex, graph_attr_inputs


def _canon(v: Any) -> Any:
    """Attribute values as the prefilter compares them: numbers by value, lists like tuples."""
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
    """A value passed from one operator to another; either operand of a binary commutative
    operator (the matcher tries both orders) is slot -1."""
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


def _literal_dims(dims: tuple) -> tuple:
    """A value's dims with each symbol as None: what binding them needs of a shape (the same
    rank, each integer dim equal: match._bind_dims)."""
    return tuple(d if isinstance(d, int) else None for d in dims)


def pattern_slots(rule: Rule) -> frozenset:
    """(operator, slot, constant?, literal dims) of each source input and source constant a
    pattern node reads (slot -1: either operand of a binary commutative operator). A graph
    matches only where some node of that operator reads, at that slot, a value of that rank
    with those integer dims (an initializer, for a constant): match._bind_inputs binds an input
    by its dims and a source constant to an initializer only (match._Plan.dims). Intermediates
    are left out: an earlier pattern node makes them (their ranks, tried as keys too, skipped
    no more rules on K = 4's library)."""
    consts = rule.src.constants()
    out = set()
    for n in rule.src.computing():
        either = n.op in COMMUTATIVE and len(n.inputs) == 2
        for k, name in enumerate(n.inputs):
            slot = -1 if either else k
            if name in rule.inputs:
                out.add((n.op, slot, False, _literal_dims(rule.inputs[name])))
            elif name in consts:
                out.add((n.op, slot, True, _literal_dims(consts[name][1])))
    return frozenset(out)


@functools.lru_cache(maxsize=4096)
def _dims_seen_as(shape: tuple) -> tuple[tuple, ...]:
    """Every literal-dims tuple (pattern_slots) that binds a value of this shape: each dim
    either itself or a symbol (None)."""
    return tuple(itertools.product(*[(None, s) for s in shape]))


class GraphIndex(MatchIndex):
    """A MatchIndex (what find_matches needs of the graph) with what the prefilter needs:
    operator counts, (operator, attributes) counts, operator-to-operator edges and the values
    each operator reads (`slots`)."""

    def __init__(self, g: Graph) -> None:
        super().__init__(g)
        self.ops = Counter(n.op for n in g.nodes)
        self.key = {id(n): (n.op, _canon(a)) for n in g.nodes
                    if (a := _graph_attrs(n, g)) is not None}
        self.keys = Counter(self.key.values())
        made = {o: (n.op, k) for n in g.nodes for k, o in enumerate(n.outputs) if o}
        edges: set[tuple] = set()
        for n in g.nodes:
            ins = self.data_inputs(n)
            edges.update(_edge(*made[i], n.op, slot, len(ins))
                         for slot, i in enumerate(ins) if i in made)
        self.edges = frozenset(edges)

    @functools.cached_property
    def slots(self) -> frozenset:
        """What pattern_slots can ask of this graph: per node and data input, its operator,
        slot, whether the value is an initializer, and every literal-dims view of its shape."""
        g = self.graph
        out = set()
        for n in g.nodes:
            ins = self.data_inputs(n)
            either = n.op in COMMUTATIVE and len(ins) == 2
            for k, v in enumerate(ins):
                t = g.types.get(v)
                if t is None:
                    continue
                slot = -1 if either else k
                init = v in g.initializers
                for dims in _dims_seen_as(tuple(t.shape)):
                    out.add((n.op, slot, False, dims))
                    if init:
                        out.add((n.op, slot, True, dims))
        return frozenset(out)


def _graph_attrs(node: Node, g: Graph) -> dict | None:
    """A graph node's attributes as written, with its constant shape-like inputs as lists (None
    if one of them is not constant)."""
    extra = graph_attr_inputs(node, g)
    return None if extra is None else {**node.attrs, **extra}


class NeedBits:
    """What groups of rules need of a graph (operator counts, attribute-key counts, edges, each
    as the items of an at-least set), as rows of bits: the groups a graph admits are found by
    one array operation over all rows, not by a subset test per group (thousands of groups on
    K = 4's library, tested once per graph signature of the implication search). A kind of item
    a query does not give (attribute keys or edges: None) is not tested."""

    KINDS = ("ops", "keys", "edges")

    def __init__(self) -> None:
        self.bit: dict[tuple, int] = {}
        self.rows = np.zeros((64, 1), np.uint64)
        self.n = 0
        self.kind_bits = {kind: np.zeros(1, np.uint64) for kind in self.KINDS}

    def _bit(self, kind: str, item: Any) -> int:
        key = (kind, item)
        b = self.bit.get(key)
        if b is None:
            b = self.bit[key] = len(self.bit)
            words = self.rows.shape[1]
            if b >= 64 * words:
                self.rows = np.hstack([self.rows, np.zeros_like(self.rows)])
                for k, v in self.kind_bits.items():
                    self.kind_bits[k] = np.concatenate([v, np.zeros_like(v)])
            self.kind_bits[kind][b >> 6] |= np.uint64(1 << (b & 63))
        return b

    def add(self, ops: frozenset, keys: frozenset, edges: frozenset) -> int:
        """A new row needing these items; its index."""
        bits = [self._bit(kind, item) for kind, items in zip(self.KINDS, (ops, keys, edges))
                for item in items]
        if self.n == len(self.rows):
            self.rows = np.vstack([self.rows, np.zeros_like(self.rows)])
        row = self.rows[self.n]
        for b in bits:
            row[b >> 6] |= np.uint64(1 << (b & 63))
        self.n += 1
        return self.n - 1

    def admitted(self, ops: frozenset, keys: frozenset | None, edges: frozenset | None
                 ) -> np.ndarray:
        """The rows whose items the graph has all of (keys or edges None: not tested)."""
        have = np.zeros(self.rows.shape[1], np.uint64)
        for kind, items in zip(self.KINDS, (ops, keys, edges)):
            if items is None:
                have |= self.kind_bits[kind]
                continue
            for item in items:
                b = self.bit.get((kind, item))
                if b is not None:  # an item no row needs tells nothing
                    have[b >> 6] |= np.uint64(1 << (b & 63))
        missing = self.rows[:self.n] & ~have
        return np.flatnonzero(~missing.any(axis=1))
