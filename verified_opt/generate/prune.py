"""Pruning candidate rules, as TASO's generator does (and a little more), keeping counts.

Criteria, each counted on its own:

- renaming: equal to a kept candidate up to renaming its inputs (and swapping sides when both
  have as many operators): the canonical form is the least serialization over all renamings
  of interchangeable inputs (same pool role, hence same shape);
- common_subgraph: src and dst share a node (the same operator on the same inputs, TASO's
  check); it is pruned when the rule still holds with the shared values replaced by fresh
  inputs -- then it is an instance of a smaller rule. When it does not (Relu(Relu(x)) =
  Relu(x) needs its shared Relu), it is kept;
- congruence: the outputs are the same operator on both sides, and the operands that differ
  are equal values: the rule follows from the smaller rules on the operands (TASO's "common
  supergraph" check, made exact with the fingerprints);
- constant_instance: the candidate reads a pool constant (an identity kernel, ones), and the
  rule still holds with that constant replaced by fresh data, while the pool has an input of
  its shape that the candidate does not use: then the same rule over that input is enumerated
  too (the same graphs with the input in the constant's place, equal on every draw), and this
  one is its instance. Rules that need the constant's value (x = Conv(x, I)) are kept;
- implied: rewriting with rules already proved (either direction, a few steps from each side)
  turns src into dst.
"""

from __future__ import annotations

import gc
import hashlib
import itertools
import json
import weakref
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from verified_opt.errors import VoptError
from verified_opt.generate.fingerprint import Fingerprinter
from verified_opt.generate.graph_index import (
    GraphIndex,
    NeedBits,
    pattern_edges,
    pattern_key,
    pattern_slots,
)
from verified_opt.generate.universe import Graph_, Universe
from verified_opt.ir.graph import Graph, Node
from verified_opt.rules.format import Rule, RuleGraph, RuleNode
from verified_opt.rules.instantiate import ATTR_INPUTS, side_graph
from verified_opt.rules.match import COMMUTATIVE, find_matches

if TYPE_CHECKING:
    from verified_opt.rules.apply import Rewritten

CRITERIA = ("renaming", "common_subgraph", "congruence", "constant_instance", "implied")


@dataclass
class Candidate:
    """src == dst by fingerprint; outputs paired position by position."""

    src: Graph_
    src_out: tuple[int, ...]
    dst: Graph_
    dst_out: tuple[int, ...]
    kind: str  # "group" (same fingerprint) or "identity" (a new value equals an old one)
    level: int


@dataclass
class PruneStats:
    counts: dict[str, int] = field(default_factory=lambda: {c: 0 for c in CRITERIA})

    def add(self, criterion: str) -> None:
        self.counts[criterion] = self.counts.get(criterion, 0) + 1


# ---- common subgraph and congruence (on the universe, with fingerprints) ---------------------
def shares_subgraph(u: Universe, fp: Fingerprinter, c: Candidate, rng: np.random.Generator
                    ) -> bool | None:
    """None: no shared node. True: shared nodes, and the rule still holds when the values they
    pass to the rest become fresh inputs (an instance of a smaller rule). False: it needs them."""
    if any(s == d for s, d in zip(c.src_out, c.dst_out)):
        return True  # an output is the same value on both sides: the rest is a smaller rule
    common = set(c.src) & set(c.dst)
    if not common:
        return None
    produced = {o for n in common for o in u.nodes[n].outputs}
    frontier: set[int] = set()
    for side, outs in ((c.src, c.src_out), (c.dst, c.dst_out)):
        for n in side:
            if n in common:
                continue
            frontier.update(i for i in u.nodes[n].inputs if i in produced)
        frontier.update(o for o in outs if o in produced)
    overrides = {v: fp.random_like(v, rng) for v in sorted(frontier)}
    mode = fp.graph_mode(c.src_out + c.dst_out)
    a = fp.evaluate(tuple(n for n in c.src if n not in common), c.src_out, overrides, mode)
    b = fp.evaluate(tuple(n for n in c.dst if n not in common), c.dst_out, overrides, mode)
    if a is None or b is None:
        return False
    return all(all(np.array_equal(x, y) for x, y in zip(p, q)) for p, q in zip(a, b))


def congruent(u: Universe, fp: Fingerprinter, c: Candidate) -> bool:
    """Every output pair is the same operator applied to pairwise equal operands, with at
    least one pair of operands that differ as terms: implied by the rules on the operands."""
    differs = False
    for s, d in zip(c.src_out, c.dst_out):
        if s == d:
            continue
        vs, vd = u.values[s], u.values[d]
        if vs.node is None or vd.node is None or vs.index != vd.index:
            return False
        ns, nd = u.nodes[vs.node], u.nodes[vd.node]
        if ns.op != nd.op or ns.attrs != nd.attrs or len(ns.inputs) != len(nd.inputs):
            return False
        pairs = list(zip(ns.inputs, nd.inputs))
        if ns.op in COMMUTATIVE and not all(a == b or fp.equal(a, b) for a, b in pairs):
            pairs = list(zip(ns.inputs, nd.inputs[::-1]))
        for a, b in pairs:
            if a == b:
                continue
            if not fp.equal(a, b):
                return False
            differs = True
    return differs


def constant_instance(u: Universe, fp: Fingerprinter, c: Candidate, rng: np.random.Generator
                      ) -> bool:
    """The candidate reads a pool constant that fresh data can replace with both sides still
    equal, and the pool has an unused input of the constant's shape to stand for it."""
    used = used_pool(u, c)
    free = {u.values[v].cls for v in u.pool_ids if v not in used and not u.values[v].const}
    mode = fp.graph_mode(c.src_out + c.dst_out)
    for v in used:
        if not u.values[v].const or u.values[v].cls not in free:
            continue
        overrides = {v: fp.random_like(v, rng)}
        a = fp.evaluate(c.src, c.src_out, overrides, mode)
        b = fp.evaluate(c.dst, c.dst_out, overrides, mode)
        if a is not None and b is not None and all(
                all(np.array_equal(x, y) for x, y in zip(p, q)) for p, q in zip(a, b)):
            return True
    return False


# ---- rules: conversion and canonical form ----------------------------------------------------
def used_pool(u: Universe, c: Candidate) -> list[int]:
    """Pool inputs of the candidate, in pool order."""
    used = {i for side in (c.src, c.dst) for n in side for i in u.nodes[n].inputs
            if u.values[i].node is None}
    used.update(o for o in c.src_out + c.dst_out if u.values[o].node is None)
    return sorted(used)


def to_rule(u: Universe, c: Candidate, names: dict[int, str] | None = None,
            rule_name: str = "candidate", swap: bool = False) -> Rule:
    """The candidate in the rule exchange format, over the pool's symbolic shapes. A pool
    constant is a node (Ones, IdentityKernel) at the start of each side that reads it."""
    names = names or {i: u.values[i].name for i in used_pool(u, c)}
    pool = {v: t for v, t in zip(u.pool_ids, u.pool)}
    inputs = {names[i]: tuple(pool[i].shape) for i in sorted(names, key=lambda i: names[i])
              if not pool[i].constant}
    sides = [(c.src, c.src_out), (c.dst, c.dst_out)]
    if swap:
        sides.reverse()
    graphs = []
    for nodes, outs in sides:
        local = dict(names)
        rnodes = []
        read = {i for nid in nodes for i in u.nodes[nid].inputs}
        for i in sorted(names, key=lambda i: names[i]):
            if pool[i].constant and i in read:
                rnodes.append(RuleNode(pool[i].constant, (), (names[i],),
                                       {"shape": list(pool[i].shape)}))
        for nid in nodes:
            node = u.nodes[nid]
            onames = []
            for o in node.outputs:
                local[o] = f"t{len(local) - len(names)}"
                onames.append(local[o])
            rnodes.append(RuleNode(node.op, tuple(local[i] for i in node.inputs), tuple(onames),
                                   dict(node.attrs)))
        graphs.append(RuleGraph(tuple(rnodes), tuple(local[o] for o in outs)))
    return Rule(rule_name, inputs, graphs[0], graphs[1])


def _terms(u: Universe, outs: tuple[int, ...], names: dict[int, str]) -> list[str]:
    memo: dict[int, str] = {}

    def term(v: int) -> str:
        if v in memo:
            return memo[v]
        val = u.values[v]
        if val.node is None:
            s = names[v]
        else:
            node = u.nodes[val.node]
            args = [term(i) for i in node.inputs]
            if node.op in COMMUTATIVE:
                args.sort()
            attrs = json.dumps(node.attrs, sort_keys=True, separators=(",", ":"))
            s = f"{node.op}{attrs}[{val.index}]({','.join(args)})"
        memo[v] = s
        return s

    return [term(o) for o in outs]


def canonical(u: Universe, c: Candidate) -> tuple[str, dict[int, str], bool]:
    """(canonical text, input renaming, swap sides?): the least serialization over renamings
    of interchangeable inputs and, for sides of equal size, over the orientation."""
    used = used_pool(u, c)
    by_role: dict[str, list[int]] = {}
    prefix: dict[str, str] = {}
    for v, t in zip(u.pool_ids, u.pool):
        if v in used:
            by_role.setdefault(t.role, []).append(v)
            prefix[t.role] = t.name.rstrip("0123456789")
    roles = sorted(by_role)
    orientations = [False, True] if len(c.src) == len(c.dst) else [False]
    best: tuple[str, dict[int, str], bool] | None = None
    for perms in itertools.product(*[itertools.permutations(by_role[r]) for r in roles]):
        names = {}
        for r, perm in zip(roles, perms):
            for k, v in enumerate(perm):
                names[v] = f"{prefix[r]}{k + 1}"
        src = _terms(u, c.src_out, names)
        dst = _terms(u, c.dst_out, names)
        for swap in orientations:
            a, b = (dst, src) if swap else (src, dst)
            text = repr(sorted(zip(a, b)))
            if best is None or text < best[0]:
                best = (text, names, swap)
    assert best is not None
    return best


def rule_key(rule: Rule) -> str:
    """A canonical text for a rule in the exchange format (inputs renamed by first use, symbols
    by first appearance), for deduplication after generalization."""
    best = None
    orientations = [False, True] if len(rule.src.nodes) == len(rule.dst.nodes) else [False]
    groups: dict[tuple, list[str]] = {}
    for name, dims in rule.inputs.items():
        groups.setdefault((len(dims), tuple(d for d in dims if isinstance(d, int))), []).append(
            name)
    keys = sorted(groups)
    for perms in itertools.product(*[itertools.permutations(groups[k]) for k in keys]):
        order = [n for p in perms for n in p]
        names = {n: f"in{k}" for k, n in enumerate(order)}
        syms: dict[str, str] = {}
        for n in order:
            for d in rule.inputs[n]:
                if isinstance(d, str) and d not in syms:
                    syms[d] = f"s{len(syms)}"
        shapes = [[syms.get(d, d) if isinstance(d, str) else d for d in rule.inputs[n]]
                  for n in order]
        src = _rule_terms(rule.src, names, syms)
        dst = _rule_terms(rule.dst, names, syms)
        for swap in orientations:
            a, b = (dst, src) if swap else (src, dst)
            text = repr((shapes, sorted(zip(a, b))))
            if best is None or text < best:
                best = text
    assert best is not None
    return best


def _rule_terms(g: RuleGraph, names: dict[str, str], syms: dict[str, str]) -> list[str]:
    env = dict(names)
    for n in g.nodes:
        args = [env[i] for i in n.inputs]
        if n.op in COMMUTATIVE:
            args.sort()
        attrs = json.dumps(_rename_syms(n.attrs, syms), sort_keys=True, separators=(",", ":"))
        for k, o in enumerate(n.outputs):
            env[o] = f"{n.op}{attrs}[{k}]({','.join(args)})"
    return [env[o] for o in g.outputs]


def _rename_syms(v: Any, syms: dict[str, str]) -> Any:
    if isinstance(v, dict):
        return {k: _rename_syms(x, syms) for k, x in v.items()}
    if isinstance(v, list):
        return [_rename_syms(x, syms) for x in v]
    if isinstance(v, str):
        out = v
        for s in sorted(syms, key=len, reverse=True):
            out = _replace_word(out, s, syms[s])
        return out
    return v


def _replace_word(text: str, word: str, new: str) -> str:
    import re

    return re.sub(rf"\b{re.escape(word)}\b", new, text)


def well_formed(rule: Rule, assignments) -> bool:
    """Both sides type with the registry (rules.instantiate.side_graph) at every assignment."""
    for sizes in assignments:
        try:
            side_graph(rule, rule.src, sizes, "src")
            side_graph(rule, rule.dst, sizes, "dst")
        except (VoptError, ValueError, KeyError, IndexError):
            return False
    return True


# ---- implied by rules already proved ---------------------------------------------------------
_CONSTANT_SLOTS = {op: {s for _, s in v} for op, v in ATTR_INPUTS.items()}


def graph_text(g: Graph, memo: dict[str, str] | None = None) -> str:
    """A canonical text of a concrete graph's outputs (inputs by name, position by position).
    memo: value -> its term, filled as they are made; given prefilled (`text_after`), those
    values' terms are taken as they are."""
    prod = g.producers()
    memo = {} if memo is None else memo
    slots = _CONSTANT_SLOTS

    visiting: set[str] = set()

    def term(name: str) -> str:
        if name in memo:
            return memo[name]
        if name in visiting:
            raise _Cyclic(name)
        visiting.add(name)
        node = prod.get(name)
        aliases = {name}
        while node is not None and node.op == "Identity":  # apply_match's output aliases
            name = node.inputs[0]
            if name in aliases:  # an alias of itself (a rewrite that maps x to x): not a graph
                raise _Cyclic(name)
            aliases.add(name)
            node = prod.get(name)
        if node is None:
            if name in g.initializers:
                s = _constant_text(g.initializers[name])
            else:
                s = name
        else:
            args = []
            for k, i in enumerate(node.inputs):
                if not i:
                    args.append("_")
                elif k in slots.get(node.op, set()) and i in g.initializers:
                    args.append(_constant_text(g.initializers[i]))
                else:
                    args.append(term(i))  # noqa: F821 (unbound only once graph_text is done)
            if node.op in COMMUTATIVE:
                args.sort()
            s = f"{node.op}{_attrs_text(node)}[{node.outputs.index(name)}]({','.join(args)})"
        memo[name] = s
        return s

    try:
        return "|".join(term(o) for o in g.outputs)
    finally:
        # term refers to itself: unbound, it and the graph it holds go when this returns, not
        # at the collector's next pass (which implication checks hold off: Implication.implied)
        del term


def text_after(r: Rewritten, memo: dict[str, str]) -> tuple[str, dict[str, str]]:
    """graph_text of a rewrite's graph and its terms, from the terms of the graph it rewrote
    (`memo`): only the values downstream of what the rewrite removed or added are made again
    (a rewrite touches a node or two of a graph the search rewrites dozens of ways)."""
    kept = {id(n) for n in r.old.nodes}
    now = {id(n) for n in r.graph.nodes}
    # A removed node's values (a fresh name may take one) and every value of a new node
    # (new or rewired) change, and so does everything that reads them.
    changed = [o for n in r.old.nodes if id(n) not in now for o in n.outputs if o]
    changed += [o for n in r.graph.nodes if id(n) not in kept for o in n.outputs if o]
    old_init, new_init = r.old.initializers, r.graph.initializers
    changed += [k for k in old_init.keys() | new_init.keys()
                if old_init.get(k) is not new_init.get(k)]
    consumers = r.graph.consumers()
    stale = set(changed)
    while changed:
        for n in consumers.get(changed.pop(), ()):
            for o in n.outputs:
                if o and o not in stale:
                    stale.add(o)
                    changed.append(o)
    terms = {k: v for k, v in memo.items() if k not in stale}
    return graph_text(r.graph, terms), terms


def _attrs_text(node: Node) -> str:
    """A node's attributes as canonical JSON, kept per attribute dict: nodes are frozen, and a
    rewrite's new nodes share the dicts of its target's nodes (Rewrites.dst_graph), so an
    implication search prints a few hundred dicts hundreds of thousands of times. The cache
    holds each dict it names, so an id is not reused while it is there."""
    attrs = node.attrs
    hit = _ATTRS.get(id(attrs))
    if hit is not None and hit[0] is attrs:
        return hit[1]
    text = json.dumps(dict(attrs), sort_keys=True, default=str, separators=(",", ":"))
    if len(_ATTRS) >= 1 << 14:
        _ATTRS.clear()
    _ATTRS[id(attrs)] = (attrs, text)
    return text


_ATTRS: dict[int, tuple[Any, str]] = {}  # id(attribute dict) -> (the dict, its text)


def _interned(g: Graph) -> Graph:
    """The graph with each node's attribute dict replaced by the one equal dict kept for all
    checks (_INTERNED): what is kept per dict (its text, _attrs_text; whether a rule's node
    agrees with it, match._Plan.agree) is then made once per library, not once per check
    (side_graph gives each check fresh dicts). Only dicts of plain values are shared; the
    key tells a list from a tuple, 1 from 1.0 and True, and -0.0 from 0.0 (graph_index._canon,
    the prefilter's key, equates them on purpose, so it cannot serve here)."""
    nodes = []
    for n in g.nodes:
        key = _plain_key(n.attrs)
        if key is None:
            nodes.append(n)
            continue
        shared = _INTERNED.get(key)
        if shared is None:
            if len(_INTERNED) >= 1 << 14:
                _INTERNED.clear()
            shared = _INTERNED[key] = dict(n.attrs)
        nodes.append(n if n.attrs is shared else n.replace(attrs=shared))
    g.nodes = nodes
    return g


def _plain_key(v: Any) -> Any:
    """A hashable key equal only for equal values of the same types (dicts of them, lists,
    tuples, str, int, float, bool, None); None for anything else (an array, a subgraph)."""
    if isinstance(v, float):  # by its bits: -0.0 is printed, and kept, apart from 0.0
        return ("float", v.hex())
    if isinstance(v, (str, int, bool)) or v is None:
        return (type(v).__name__, v)
    if isinstance(v, (list, tuple)):
        items = [_plain_key(a) for a in v]
        return None if any(i is None for i in items) else (type(v).__name__, tuple(items))
    if isinstance(v, dict):
        pairs = [(k, _plain_key(a)) for k, a in sorted(v.items())]
        return None if any(i is None for _, i in pairs) else ("dict", tuple(pairs))
    return None


_INTERNED: dict[Any, dict] = {}  # _plain_key of an attribute dict -> the dict shared


class _Cyclic(Exception):
    pass


def _constant_text(a: np.ndarray) -> str:
    """A constant by value: small ones (shape-like inputs) spelled out, large ones (identity
    kernels at implication sizes) by a digest of their bytes. The digest of a read-only array
    (constant_value's, shared by every graph built at those sizes) is computed once."""
    if a.size <= 16:
        return "#" + repr(a.reshape(-1).tolist())
    hit = _DIGESTS.get(id(a))
    if hit is not None and hit[0]() is a:
        return hit[1]
    text = f"#{a.dtype}{list(a.shape)}:" + hashlib.sha256(np.ascontiguousarray(a).tobytes()
                                                          ).hexdigest()[:32]
    if not a.flags.writeable:  # its bytes cannot change under the cached digest
        if len(_DIGESTS) >= 256:
            _DIGESTS.clear()
        _DIGESTS[id(a)] = (weakref.ref(a), text)
    return text


_DIGESTS: dict[int, tuple[weakref.ref, str]] = {}  # id -> (the array, its text)


class Implication:
    """Rules already proved, used as rewrites (both directions) on small concrete graphs."""

    def __init__(self, sizes: dict[str, int], depth: int = 2, max_states: int = 48,
                 rewrites: Rewrites | None = None) -> None:
        self.sizes = sizes
        self.depth = depth
        self.max_states = max_states
        self.rewrites = rewrites if rewrites is not None else Rewrites()
        self._steps = 0

    def add(self, rule: Rule) -> None:
        self.rewrites.add(rule)

    def implied(self, rule: Rule) -> str | None:
        """The name of a proved rule whose rewriting turns src into dst, or None.

        The garbage collector waits until the check is done: its states (at most max_states a
        side) die when it returns, and collections while they lived promoted them, so that
        full collections walked the whole library of rewrites again and again (a third of an
        implied check's CPU on K = 4's library; implication_bench_gc.md)."""
        collecting = gc.isenabled()
        gc.disable()
        try:
            return self._implied(rule)
        finally:
            if collecting:
                gc.enable()

    def _implied(self, rule: Rule) -> str | None:
        if not self.rewrites.rules:
            return None
        try:
            src = _interned(side_graph(rule, rule.src, self.sizes, "src"))
            dst = _interned(side_graph(rule, rule.dst, self.sizes, "dst"))
        except VoptError:
            return None
        terms_a: dict[str, str] = {}
        terms_b: dict[str, str] = {}
        a = {graph_text(src, terms_a): _State(src, "", terms_a)}
        b = {graph_text(dst, terms_b): _State(dst, "", terms_b)}
        if a.keys() & b.keys():
            return "(identical)"
        frontier_a, frontier_b = dict(a), dict(b)
        for _ in range(self.depth):
            frontier_a, hit = self._expand(frontier_a, a, b)
            if hit is None:
                frontier_b, hit = self._expand(frontier_b, b, a)
            if hit is not None:
                return a[hit].via or b[hit].via
            if not frontier_a and not frontier_b:
                break
        return None

    def _expand(self, frontier: dict, seen: dict, other: dict) -> tuple[dict, str | None]:
        """The states one rewrite away from the frontier's, added to `seen`; stops at the
        first one the other side has reached (its text is returned): whether a rule is
        implied does not depend on where in a level the meeting state is, and most checks
        that meet do so long before their level is done.

        Typing a rewrite's new nodes (`_State.typed`) waits until its state is expanded or
        meets the other side: most states are neither, and typing them was an eighth of the
        generator's implication checks. An untyped state counts towards max_states; one that
        fails typing is never expanded and never a meeting point (in K = 3's checks none
        failed)."""
        from verified_opt.rules.apply import rewritten

        out: dict = {}
        for text in sorted(frontier):
            state = frontier[text]
            graph = state.typed()
            if graph is None:
                continue
            via, terms = state.via, state.terms
            index = GraphIndex(graph)
            # a state's names, for all its rewrites: each adds names with its own step's tag
            taken = graph.taken_names()
            for rule in self.rewrites.admitted(index):
                try:
                    matches = find_matches(rule, graph, limit=8, index=index)
                except (VoptError, KeyError, ValueError):
                    continue
                for m in matches:
                    self._steps += 1
                    # The text (structure only) first: most rewrites give a state already seen.
                    try:
                        r = rewritten(graph, m, "", self._steps,
                                      dst=self.rewrites.dst_graph(rule, m.sizes),
                                      taken=set(taken))
                        t, new_terms = text_after(r, terms)
                    except (VoptError, KeyError, ValueError, AssertionError, _Cyclic):
                        continue
                    if t in seen:
                        continue
                    new = _State(r, via or rule.name.removesuffix("~reverse"), new_terms)
                    if t in other and (new.typed() is None or other[t].typed() is None):
                        continue  # not a rewrite after all: no state, no meeting
                    seen[t] = out[t] = new
                    if t in other:
                        return out, t
                    if len(seen) >= self.max_states:
                        return out, None
        return out, None


@dataclass(slots=True)
class _State:
    """A state of the implication search: its graph (or the rewrite that makes it, not yet
    typed), the first rule on its path, and the terms of its values."""

    graph: Graph | Rewritten | None  # None: typing refused the rewrite
    via: str
    terms: dict[str, str]

    def typed(self) -> Graph | None:
        """The graph, its rewrite typed now if it was not yet; None where typing refuses the
        rewrite (it changes a type the rule's proof assumed)."""
        from verified_opt.rules.apply import Rewritten, typed

        if isinstance(self.graph, Rewritten):
            try:
                self.graph = typed(self.graph)
            except (VoptError, KeyError, ValueError, AssertionError):
                self.graph = None
        return self.graph


def _at_least(counts: Counter) -> frozenset:
    """(item, 1) ... (item, n) for an item counted n times: a count at least another's, item by
    item, is then a subset test."""
    return frozenset((k, i) for k, n in counts.items() for i in range(1, n + 1))


class Rewrites:
    """Proved rules in both directions, grouped by what their source needs -- operator counts
    and, for nodes whose attributes are concrete, (operator, attributes) counts -- so that a
    graph is tested once per group, not once per rule: shared by many implication checks."""

    def __init__(self, rules: Iterable[Rule] = ()) -> None:
        self.rules: list[Rule] = []
        # (operator counts, attribute-key counts, edges), each as a set (_at_least) -> its row
        # in _needs; per row, [(position, rule, its pattern_slots)]
        self._groups: dict[tuple, int] = {}
        self._needs = NeedBits()
        self._entries: list[list[tuple[int, Rule, frozenset]]] = []
        self._dst: dict[tuple, Graph] = {}
        # what a graph's (operators, attribute keys, edges) admit: states of the implication
        # search repeat them often; emptied when a rule is added
        self._admitted: dict[tuple, list[tuple[Rule, frozenset]]] = {}
        self._added: list[int] = []  # len(self.rules) after each add
        for r in rules:
            self.add(r)

    @staticmethod
    def _directions(rule: Rule) -> int:
        """How many entries add() makes for a rule: one per side with an operator."""
        return int(bool(rule.src.computing())) + int(bool(rule.dst.computing()))

    def truncate(self, n: int) -> None:
        """Keep the first n rules added (both directions of each): the rest are forgotten, as
        if never added. Cheaper than building the first n again (a rule proved and then found
        implied is in the library of one map and not of the next)."""
        keep = self._added[n - 1] if n else 0
        del self._added[n:]
        del self.rules[keep:]
        for k, entries in enumerate(self._entries):
            if entries and entries[-1][0] >= keep:
                self._entries[k] = [e for e in entries if e[0] < keep]
        self._dst.clear()  # keyed by id(rule): a forgotten rule's id may be reused
        self._admitted.clear()

    def add(self, rule: Rule) -> None:
        self._admitted.clear()
        self._added.append(len(self.rules) + self._directions(rule))
        for r in (rule, Rule(rule.name + "~reverse", rule.inputs, rule.dst, rule.src)):
            if r.src.computing():
                ops = Counter(n.op for n in r.src.computing())
                keys = Counter(k for n in r.src.computing()
                               if (k := pattern_key(n)) is not None)
                need = (_at_least(ops), _at_least(keys), pattern_edges(r.src))
                row = self._groups.get(need)
                if row is None:
                    row = self._groups[need] = self._needs.add(*need)
                    self._entries.append([])
                self._entries[row].append((len(self.rules), r, pattern_slots(r)))
                self.rules.append(r)

    def applicable(self, ops: Counter, keys: Counter | None = None,
                   edges: frozenset | None = None) -> list[Rule]:
        """Rules whose source's operators (and, when given, concrete attributes and operator to
        operator edges) the graph has, in the order they were added."""
        return [r for r, _ in self._signature(ops, keys, edges)]

    def admitted(self, index: GraphIndex) -> Iterator[Rule]:
        """The rules applicable() gives for the graph, less those whose source reads a value
        the graph has nowhere (index.slots, pattern_slots), lazily: an implication search stops
        at its first meeting state, mostly long before the end of the list."""
        slots = index.slots
        return (r for r, need in self._signature(index.ops, index.keys, index.edges)
                if need <= slots)

    def _signature(self, ops: Counter, keys: Counter | None, edges: frozenset | None
                   ) -> list[tuple[Rule, frozenset]]:
        """(rule, its pattern_slots) for what applicable() admits, kept per graph signature:
        states of the implication search repeat them often (the slots tell states apart far
        more, and are tested after)."""
        have = (_at_least(ops), None if keys is None else _at_least(keys), edges)
        found = self._admitted.get(have)
        if found is None:
            if len(self._admitted) >= 8192:
                self._admitted.clear()
            found = self._admitted[have] = self._applicable(*have)
        return found

    def _applicable(self, have_ops: frozenset, have_keys: frozenset | None,
                    edges: frozenset | None) -> list[tuple[Rule, frozenset]]:
        # "at least as many" of each operator and key, and every edge: a group's items all
        # among the graph's (_at_least), for all groups at once (NeedBits)
        hit = [e for row in self._needs.admitted(have_ops, have_keys, edges)
               for e in self._entries[row]]
        hit.sort(key=lambda entry: entry[0])
        return [(r, need) for _, r, need in hit]

    def dst_graph(self, rule: Rule, sizes: dict[str, int]) -> Graph:
        """The rule's target at these sizes, built once (apply_match only reads it)."""
        key = (id(rule), tuple(sorted(sizes.items())))
        g = self._dst.get(key)
        if g is None:
            g = self._dst[key] = _interned(side_graph(rule, rule.dst, sizes, "dst"))
        return g
