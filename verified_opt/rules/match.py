"""Find every match of a rule's source pattern in a Graph.

A match binds the rule's inputs to graph values, its symbols to concrete sizes, and each source
node to one graph node with the same operator and attributes (as ops/ describes them: defaults,
commutativity, attributes without effect). It handles commutative operands (Add, Mul, Sum),
multi-output rules and patterns whose nodes only share inputs (TASO's merging of parallel
convolutions). Opaque nodes are never part of a match. A source value that is not a
rule output must have no users outside the match, since the rewrite deletes it.

This is the only matcher: the optimizer's search calls it once per rule and graph, the
generator's pruning calls it for thousands of rules on each small graph, with a MatchIndex of
that graph built once (generate.graph_index.GraphIndex extends it with its prefilter).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from verified_opt.errors import VoptError
from verified_opt.ir.graph import Graph, Node
from verified_opt.ops.registry import OPS
from verified_opt.rules.format import Rule, RuleNode, is_string_attr
from verified_opt.rules.instantiate import ATTR_INPUTS, constant_params, eval_dim
from verified_opt.semantics.constants import constant_value
from verified_opt.size_expr import SizeError, Sym, parse_size

_FLOAT_DTYPES = frozenset({"float16", "float32", "float64"})
# Operators whose two operands may be swapped (OpSpec.commutative).
COMMUTATIVE = frozenset(name for name, spec in OPS.items() if spec.commutative)


@dataclass(frozen=True)
class Match:
    rule: Rule
    values: dict[str, str]  # rule value name -> graph value name
    nodes: tuple[Node, ...]  # graph nodes matched by src nodes, in src order
    sizes: dict[str, int]

    def key(self) -> tuple:
        return (self.rule.name, tuple(sorted(n.name for n in self.nodes)),
                tuple(self.values[i] for i in self.rule.inputs),
                tuple(self.sizes.get(s) for s in self.rule.choose))


class MatchIndex:
    """What matching needs of a graph, computed once: pass it to find_matches to try many
    rules on one graph (the graph must not change while the index is in use)."""

    def __init__(self, graph: Graph) -> None:
        self.graph = graph
        self.by_op: dict[str, list[Node]] = {}
        for n in graph.nodes:
            if graph.is_modelled(n):
                self.by_op.setdefault(n.op, []).append(n)
        self.modelled = {id(n) for nodes in self.by_op.values() for n in nodes}
        self.consumers = graph.consumers()
        self._data_inputs: dict[int, list[str]] = {}
        self._attrs: dict[int, dict | None] = {}

    def data_inputs(self, node: Node) -> list[str]:
        """data_inputs_of(node), once per node."""
        ins = self._data_inputs.get(id(node))
        if ins is None:
            ins = self._data_inputs[id(node)] = data_inputs_of(node)
        return ins

    def attrs(self, node: Node) -> dict | None:
        """The node's attributes as the matcher compares them (its operator's defaults, its
        own attributes, its constant shape-like inputs), once per node; None if one of those
        inputs is not constant. Read only."""
        key = id(node)
        if key not in self._attrs:
            extra = graph_attr_inputs(node, self.graph)
            if extra is None:
                self._attrs[key] = None
            else:
                attrs = _defaults(node.op)
                attrs.update({k: v for k, v in node.attrs.items() if v is not None})
                attrs.update(extra)
                self._attrs[key] = attrs
        return self._attrs[key]


def _bind_dims(dims, shape: tuple[int, ...], sizes: dict[str, int]) -> dict[str, int] | None:
    """`sizes` with the symbols of a value's dims bound to its shape: a plain symbol to its
    side, "4*th" to a side divisible by 4 (th the quotient); None where they disagree. A new
    dict where it binds a symbol; `sizes` itself where it binds none (never changed)."""
    if len(dims) != len(shape):
        return None
    out = sizes  # copied before the first symbol it binds (most dims bind none: read only)
    for d, s in zip(dims, shape):
        if isinstance(d, int):
            if d != s:
                return None
        elif d in out:
            if out[d] != s:
                return None
        elif _is_symbol(d):  # what solve does for a plain symbol, without its arithmetic
            if s < 1:
                return None
            if out is sizes:
                out = dict(sizes)
            out[d] = s
        else:
            try:
                bound = parse_size(d).solve(s, out)
            except SizeError:
                return None
            if bound is None:
                return None
            out = bound
    return out


@functools.cache
def _is_symbol(d: str) -> bool:
    try:
        return isinstance(parse_size(d), Sym)
    except SizeError:
        return False


def graph_attr_inputs(node: Node, graph: Graph) -> dict[str, list | float] | None:
    """Shape-like inputs of a graph node as attribute lists, Clip's bounds as floats (None if
    not constant)."""
    out: dict[str, list | float] = {}
    for attr, slot in ATTR_INPUTS.get(node.op, []):
        if slot < len(node.inputs) and node.inputs[slot]:
            value = graph.initializers.get(node.inputs[slot])
            if value is None:
                return None
            if node.op == "Clip":  # a bound is one float: a rule's number or real symbol
                if value.size != 1:
                    return None
                out[attr] = float(value.reshape(-1)[0])
            elif node.op == "Resize" and attr in ("roi", "scales"):
                if value.size == 0:
                    continue  # an empty roi or scales is one left out
                if attr == "scales":
                    # rules state integer scales (size symbols bind only integers)
                    if not np.all(value == np.round(value)):
                        return None
                    out[attr] = [int(v) for v in value.reshape(-1)]
                else:
                    out[attr] = value.reshape(-1).tolist()
            else:
                out[attr] = value.reshape(-1).tolist()
    return out


def _defaults(op: str) -> dict:
    """An operator's attribute defaults, the registry's (an LRN without bias has bias 1, a
    BatchNormalization without epsilon has 1e-5). A fresh dict."""
    return dict(_defaults_of(op))


@functools.cache
def _defaults_of(op: str) -> tuple:
    # built once per operator: the matcher asks for every node it compares
    spec = OPS.get(op)
    out = {k: d for k, (_, d) in spec.attrs.items() if d is not None} if spec else {}
    return tuple(out.items())


class _Plan:
    """What matching reads of a rule, made once per rule rather than once per graph it is
    tried on (the generator's implication search tries each rule on thousands of small graphs):
    its source's operator nodes, each one's attributes with its operator's defaults, its source
    constants, and the dims with which each source name binds a graph value. Read only."""

    __slots__ = ("attrs", "concrete", "const_dims", "constants", "input_dims", "rule", "src")

    def __init__(self, rule: Rule) -> None:
        self.rule = rule
        self.src = rule.src.computing()
        self.attrs: list[dict] = []
        for rnode in self.src:
            attrs = _defaults(rnode.op)
            attrs.update(rnode.attrs)
            self.attrs.append(attrs)
        # Source nodes whose attributes name no symbol (all but a few generated rules'): they
        # agree with a graph node or not whatever is bound, so the answer is kept (`agree`).
        self.concrete = [rnode.op not in ATTR_INPUTS and _names_no_symbol(rnode)
                         for rnode in self.src]
        self.constants = rule.src.constants()
        self.input_dims = rule.inputs
        self.const_dims = {name: c[1] for name, c in self.constants.items()}

    def agree(self, k: int, gnode: Node, index: MatchIndex, rank: int) -> bool | None:
        """_attrs_match of concrete source node k with a graph node, kept per graph node's
        attribute dict and rank: what it reads of the graph node is its operator, attributes
        and rank (an operator with shape-like inputs, which a graph's initializers give, is
        never concrete). The entry holds the plan and the dict, so neither id is reused while
        it is there; one table for all plans keeps the memory bounded."""
        key = (id(self), k, id(gnode.attrs), rank)
        hit = _AGREE.get(key)
        if hit is not None and hit[0] is self and hit[1] is gnode.attrs and hit[2] == gnode.op:
            return hit[3]
        try:
            ok = _attrs_match(self.src[k], self.attrs[k], gnode, index, {}, rank) is not None
        except (TypeError, ValueError):
            return None  # a malformed attribute: the caller compares after binding, as before
        if len(_AGREE) >= 1 << 16:
            _AGREE.clear()
        _AGREE[key] = (self, gnode.attrs, gnode.op, ok)
        return ok

    def dims(self, name: str, graph: Graph, value: str) -> tuple | None:
        """The dims with which the source's `name` binds graph `value`: an input's, or a
        source constant's when `value` is an initializer (its data is checked by
        constants_hold once every size is bound); None for an intermediate value."""
        dims = self.input_dims.get(name)
        if dims is None:
            dims = self.const_dims.get(name)
            if dims is not None and value not in graph.initializers:
                return None
        return dims


def _names_no_symbol(rnode: RuleNode) -> bool:
    """No attribute of the rule node is a symbol or an expression of symbols."""
    for key, v in rnode.attrs.items():
        if isinstance(v, str) and not is_string_attr(rnode.op, key):
            return False
        if isinstance(v, (list, tuple)) and any(isinstance(a, str) for a in v):
            return False
    return True


def _plan(rule: Rule) -> _Plan:
    """The rule's _Plan, kept by identity (a rule's fields are not hashable): the cache holds
    each rule it plans, so an id is not reused while it is there."""
    hit = _PLANS.get(id(rule))
    if hit is not None and hit.rule is rule:
        return hit
    if len(_PLANS) >= 1 << 14:
        _PLANS.clear()
    plan = _PLANS[id(rule)] = _Plan(rule)
    return plan


_PLANS: dict[int, _Plan] = {}
# (id(plan), source node, id(graph node's attributes), rank) -> (plan, attributes, op, agree)
_AGREE: dict[tuple, tuple] = {}


def _attrs_match(rnode: RuleNode, r_attrs: dict, gnode: Node, index: MatchIndex,
                 sizes: dict[str, int], rank: int) -> dict[str, int] | None:
    """Rule attributes (which may name symbols; `r_attrs`: rnode's with its operator's
    defaults) against the graph node's; binds symbols."""
    g_attrs = index.attrs(gnode)
    if g_attrs is None:
        return None
    spec = OPS[rnode.op]
    if spec.spatial_defaults:  # the two dicts are shared: fill copies
        g_attrs, r_attrs = dict(g_attrs), dict(r_attrs)
        spatial = max(rank - 2, 0)
        for key, (value, per_axis) in spec.spatial_defaults.items():
            fill = [value] * (per_axis * spatial)
            g_attrs.setdefault(key, fill)
            r_attrs.setdefault(key, fill)
    out = dict(sizes)
    for key in set(g_attrs) | set(r_attrs):
        if key in spec.inert_attrs:
            continue
        rv, gv = r_attrs.get(key), g_attrs.get(key)
        if key in ("axis", "perm", "axes") and rv is not None and gv is not None:
            rv, gv = _norm_axes(key, rv, rank, rnode.op), _norm_axes(key, gv, rank, gnode.op)
        if isinstance(rv, list) and isinstance(gv, (list, tuple, np.ndarray)):
            if len(rv) != len(gv):
                return None
            for a, b in zip(rv, gv):
                bound = _bind_value(a, b, out)
                if bound is None:
                    return None
                out = bound
        elif isinstance(rv, str) and rv.isidentifier() and not is_string_attr(rnode.op, key):
            bound = _bind_value(rv, gv, out)
            if bound is None:
                return None
            out = bound
        elif rv != gv:
            if isinstance(rv, float) or isinstance(gv, float):
                # ONNX float attributes are float32: 0.001 in a rule is the model's 0.001f
                if rv is None or gv is None or np.float32(rv) != np.float32(gv):
                    return None
            else:
                return None
    return out


def _norm_axes(key, v, rank, op):
    if key == "perm":
        return list(v)
    if op == "Unsqueeze":
        return v
    if op == "Flatten":
        # its axis runs over [-rank, rank]: rank (all into rows) is not 0 (all into one row)
        return v + rank if isinstance(v, int) and v < 0 else v
    if isinstance(v, (list, tuple)):
        return [int(a) % rank if isinstance(a, int) and rank else a for a in v]
    return int(v) % rank if isinstance(v, int) and rank else v


def _bind_value(a, b, sizes: dict[str, int]) -> dict[str, int] | None:
    b = int(b) if isinstance(b, (int, np.integer)) else b
    if isinstance(a, str):
        if a in sizes:
            return sizes if sizes[a] == b else None
        if a.isidentifier():
            return {**sizes, a: b}
        try:
            return sizes if eval_dim(a, sizes) == b else None
        except VoptError:
            return None
    return sizes if a == b else None


def _within(rule: Rule, sizes: dict[str, int]) -> bool:
    """The proof assumed each integer symbol at least its floor (a pads symbol >= 0, a size
    >= 1): a match that binds one lower (a Pad that crops) is outside what was proved. A floor
    is 0 or 1 (Rule.floors), so only a size below 1 can be under one: the floors, which take
    a walk over the whole rule, are read only then."""
    low = [s for s, v in sizes.items() if isinstance(v, int) and v < 1]
    if not low:
        return True
    floors = rule.floors
    return all(sizes[s] >= floors[s] for s in low if s in floors)


def find_matches(rule: Rule, graph: Graph, limit: int = 1000,
                 index: MatchIndex | None = None) -> list[Match]:
    """The first `limit` distinct matches of rule.src in graph, in search order. `index`: a
    MatchIndex of this graph, to share its work between rules."""
    if index is None:
        index = MatchIndex(graph)
    elif index.graph is not graph:
        raise ValueError("find_matches: the index is of another graph")
    plan = _plan(rule)
    found: list[Match] = []
    seen: set[tuple] = set()
    for m in _search(plan, index, 0, {}, [], {}):
        key = m.key()
        if key in seen or not _closed(m, index):
            continue
        bound = _bind_fill_values(rule, graph, m, plan.constants)
        if bound is not None and constants_hold(rule, graph, bound, plan.constants) and \
                _within(rule, bound.sizes):
            # one match per value of the sizes the target alone has (Rule.choose) where the
            # rule's conditions hold (they may name those sizes: p <= k)
            choices = [c for c in rule.choices(bound.sizes)
                       if rule.conditions_hold({**bound.sizes, **c})]
            if not choices:
                continue
            seen.add(key)
            for choice in choices:
                found.append(dataclasses.replace(bound, sizes={**bound.sizes, **choice})
                             if choice else bound)
            if len(found) >= limit:
                break
    return found[:limit]


def _search(plan: _Plan, index: MatchIndex, k: int, values: dict[str, str], nodes: list[Node],
            sizes: dict[str, int]) -> Iterator[Match]:
    src = plan.src
    if k == len(src):
        yield Match(plan.rule, dict(values), tuple(nodes), dict(sizes))
        return
    rnode = src[k]
    graph = index.graph
    candidates = index.by_op.get(rnode.op, [])
    # Narrow by an already-bound input: the graph node must consume it.
    for name in rnode.inputs:
        if name in values:
            users = index.consumers.get(values[name], [])
            candidates = [n for n in users if n.op == rnode.op and id(n) in index.modelled]
            break
    n_in, n_out = len(rnode.inputs), len(rnode.outputs)
    concrete = plan.concrete[k]
    for gnode in candidates:
        if len(gnode.outputs) != n_out or any(gnode.name == n.name for n in nodes):
            continue
        data_inputs = index.data_inputs(gnode)
        if len(data_inputs) != n_in:
            continue
        orders = [data_inputs]
        if rnode.op in COMMUTATIVE and n_in == 2:
            orders.append(data_inputs[::-1])
        for order in orders:
            t = graph.types.get(order[0]) if order else None
            agree = None  # unknown: compared after binding
            if concrete and (t is not None or not order):
                agree = plan.agree(k, gnode, index, len(t.shape) if t is not None else 0)
                if agree is False:
                    continue
            bound = _bind_inputs(plan, graph, rnode, order, values, sizes)
            if bound is None:
                continue
            vals, sz = bound
            if agree is None:
                # an untyped first input that binding let through (bound already) raises
                # KeyError here, as it always has
                rank = len(graph.types[order[0]].shape) if order else 0
                sz = _attrs_match(rnode, plan.attrs[k], gnode, index, sz, rank)
                if sz is None:
                    continue
            vals.update(zip(rnode.outputs, gnode.outputs))  # vals is this order's own copy
            yield from _search(plan, index, k + 1, vals, nodes + [gnode], sz)


def _bind_inputs(plan: _Plan, graph: Graph, rnode: RuleNode, order: list[str],
                 values: dict[str, str], sizes: dict[str, int]):
    vals, sz = dict(values), sizes  # _bind_dims copies sizes before it binds
    rule = plan.rule
    for r_in, g_in in zip(rnode.inputs, order):
        if r_in in vals:
            if vals[r_in] != g_in:
                return None
            continue
        dims = plan.dims(r_in, graph, g_in)
        if dims is None:
            return None  # an intermediate must have been produced by an earlier src node
        if g_in in vals.values():
            return None  # two rule inputs never bind the same value (TASO's convention)
        t = graph.types.get(g_in)
        want = rule.dtypes.get(r_in)
        if t is None or (t.dtype != want if want else t.dtype not in _FLOAT_DTYPES):
            # a rule is proved over the reals and classified in float32: an integer tensor
            # (shape arithmetic, whose Div truncates) or a bool one is no instance of it,
            # unless the rule names that type for the input (a Where's condition)
            return None
        new = _bind_dims(dims, t.shape, sz)
        if new is None:
            return None
        vals[r_in], sz = g_in, new
    return vals, sz


def data_inputs_of(node: Node) -> list[str]:
    """A graph node's inputs as a rule pattern states them: without shape-like inputs."""
    skip = {slot for _, slot in ATTR_INPUTS.get(node.op, [])}
    ins = [i for k, i in enumerate(node.inputs) if k not in skip]
    while ins and not ins[-1]:
        ins.pop()
    return ins


def _bind_fill_values(rule: Rule, graph: Graph, m: Match,
                      constants: dict | None = None) -> Match | None:
    """A source Fill whose value is a real symbol no node attribute bound (LayerNorm's eps,
    written out as a scalar Add) binds it to its initializer's value, the same everywhere."""
    sizes: dict = m.sizes  # a real symbol's value is a float, as Clip's bounds are
    constants = rule.src.constants() if constants is None else constants
    for name, (op, _, params) in constants.items():
        v = params.get("value")
        if op != "Fill" or not isinstance(v, str) or v in sizes:
            continue
        value = graph.initializers.get(m.values.get(name, ""))
        if value is None or value.size == 0 or value.dtype.kind != "f":
            return None
        first = value.reshape(-1)[0]
        if not np.all(value == first):
            return None
        sizes = {**sizes, v: float(first)}
    return m if sizes is m.sizes else dataclasses.replace(m, sizes=sizes)


def constants_hold(rule: Rule, graph: Graph, m: Match, constants: dict | None = None) -> bool:
    """Every constant of the source is bound to an initializer that holds exactly its value.
    `constants`: rule.src.constants(), where the caller has them."""
    constants = rule.src.constants() if constants is None else constants
    for name, (op, dims, params) in constants.items():
        value = graph.initializers.get(m.values.get(name, ""))
        if value is None:
            return False
        try:
            want = constant_value(op, tuple(eval_dim(d, m.sizes) for d in dims),
                                  constant_params(params, m.sizes))
        except (VoptError, ValueError):
            return False
        if value is not want and (value.shape != want.shape or not np.array_equal(value, want)):
            return False
    return True


def _closed(m: Match, index: MatchIndex) -> bool:
    """Intermediate src values must not be used outside the match (or be graph outputs)."""
    inside = {n.name for n in m.nodes}
    outputs = {m.values[o] for o in m.rule.src.outputs}
    for gnode in m.nodes:
        for out in gnode.outputs:
            if out in outputs or not out:
                continue
            if out in index.graph.outputs:
                return False
            if any(u.name not in inside for u in index.consumers.get(out, [])):
                return False
    # Every rule input must be bound and no rule input may be produced inside the match.
    produced = {o for n in m.nodes for o in n.outputs}
    return all(i in m.values and m.values[i] not in produced for i in m.rule.inputs)
