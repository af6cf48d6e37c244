"""Enumerate small graphs over a few symbolic input tensors: step 1 of TASO's generator.

A graph is a set of hash-consed nodes over a fixed pool of input tensors whose shapes are
symbolic (x1..x3 [n, c], w1..w3 [c, c], i1..i3 [n, c, h, w], k1..k3 [c, c, 3, 3], u1, u2
[c, c, 1, 1], s [] -- TASO's pool with symbols for its sizes). Every node is typed twice:

- symbolically, with each dimension kept as its *concat history* (a tuple of linear forms over
  the symbols, TASO's SplitInfo): Concat appends parts, Split cuts off the last part, so
  Split's sizes are symbolic expressions ("c", "n+c") that the rule format can state;
- concretely, with the registry's shape inference at each size assignment (ASSIGNMENTS), which
  is the authority on well-formedness: a node that fails it at any assignment does not exist.

Graphs are enumerated breadth first by operator count (Conv with its fused Relu counts as one
operator, as in TASO), each set of nodes once. A graph is *reduced* when all its values (pool
inputs included) have distinct fingerprints (TASO's "no duplicated tensors"); only reduced
graphs are extended and recorded. A node whose output equals an existing value is reported as an
identity candidate instead (Relu(Relu(x)) = Relu(x), Split(Concat(a, b)) = (a, b)), which TASO
cannot state because its rules need an operator on both sides.

With `canonical`, a graph holding a value equal to one made at a level before it is not
recorded where the rule between the two rewrites it (Enumerator._learn_canonical): about half
of the candidate pairs, all of them instances of smaller rules.

With the Constant family, the pool also holds TASO's constants (semantics.constants): the
identity kernels of Conv ([c, c, 3, 3], [c, c, 1, 1]) and of MatMul ([c, c]) and all ones
([n, c]). They are operands like the inputs, with fixed data; a node whose operands are all
constants (or made from constants only) is not built, since it is a constant itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from verified_opt.generate.universe import Graph_, Universe, Value
from verified_opt.generate.variants import Variant

# ---- graphs --------------------------------------------------------------------------------


def node_outputs(u: Universe, g: Graph_) -> list[int]:
    return [o for n in g for o in u.nodes[n].outputs]


def sinks(u: Universe, g: Graph_) -> list[int]:
    consumed = {i for n in g for i in u.nodes[n].inputs}
    return [o for o in node_outputs(u, g) if o not in consumed]


def used_inputs(u: Universe, g: Graph_) -> set[int]:
    return {i for n in g for i in u.nodes[n].inputs if u.values[i].node is None}


def connected(u: Universe, g: Graph_) -> bool:
    """Nodes linked through the values they produce, consume or share (inputs included)."""
    return len(g) <= 1 or len(components(u, g)) == 1


def components(u: Universe, g: Graph_) -> list[tuple[set[int], set[int]]]:
    """Connected parts of g: (node ids, values they read or write), in node order."""
    parent = {n: n for n in g}

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    owner: dict[int, int] = {}
    for n in g:
        node = u.nodes[n]
        for v in node.inputs + node.outputs:
            if v in owner:
                parent[find(n)] = find(owner[v])
            else:
                owner[v] = n
    parts: dict[int, tuple[set[int], set[int]]] = {}
    for n in g:
        nodes, vals = parts.setdefault(find(n), (set(), set()))
        nodes.add(n)
        vals.update(u.nodes[n].inputs + u.nodes[n].outputs)
    return list(parts.values())


def _components_after(u: Universe, g_comps: tuple[dict[int, int], int], fresh: list[int]
                      ) -> int:
    """len(components(u, g + fresh)) from g's components (value -> part, count): the fresh
    nodes join the parts whose values they read or write, and each other through theirs
    (components() of every new graph was a third of the enumeration's time)."""
    comp_of, n = g_comps
    if len(fresh) == 1:  # the usual case: one node joins the parts it reads (its outputs are new)
        node = u.nodes[fresh[0]]
        return n + 1 - len({comp_of[v] for v in node.inputs if v in comp_of})
    parent: dict[int, int] = {}  # parts of g as k >= 0, fresh nodes as -1 - j

    def find(x: int) -> int:
        while parent.setdefault(x, x) != x:
            x = parent[x]
        return x

    owner: dict[int, int] = {}
    for j, nid in enumerate(fresh):
        me = -1 - j
        find(me)
        node = u.nodes[nid]
        for v in node.inputs + node.outputs:
            other = comp_of.get(v)
            if other is None:
                other = owner.setdefault(v, me)
            a, b = find(me), find(other)
            if a != b:
                parent[a] = b
    roots = {find(x) for x in parent}
    touched = sum(1 for x in parent if x >= 0)
    return n - touched + len(roots)


def closure(u: Universe, vids: list[int]) -> Graph_:
    out: set[int] = set()
    for v in vids:
        nid = u.values[v].node
        if nid is not None:
            out |= u.nodes[nid].ancestors
    return tuple(sorted(out))


@dataclass
class GraphEvent:
    """A reduced, connected graph with at most max_outputs outputs, ready to fingerprint."""

    level: int
    nodes: Graph_
    outputs: tuple[int, ...]


@dataclass
class IdentityEvent:
    """A new node whose outputs equal existing values: src = the node's closure."""

    level: int
    nodes: Graph_
    outputs: tuple[int, ...]
    twins: tuple[int, ...]


@dataclass
class EnumStats:
    graphs_per_level: dict[int, int] = field(default_factory=dict)
    recorded: int = 0  # connected, reduced graphs with few enough outputs
    attempts: int = 0  # applications tried
    non_reduced: int = 0  # a new value equals an existing one (TASO's duplicated tensors)
    no_fingerprint: int = 0  # no exact evaluation (overflow, or no exact mode for all ops)
    too_many_outputs: int = 0
    disconnected: int = 0
    renamings: int = 0  # not recorded: a renaming of a recorded graph (x1, x3 -> x1, x2)
    identities: int = 0
    # applications below the last level whose graph is not extended: it skips more inputs (x3
    # without x2) than the operators left can add, so no graph made from it is recorded
    unfillable: int = 0
    # graphs not recorded (canonical mode): they hold a value equal to a canonical value made
    # before it, which the rule between the two rewrites (Enumerator._rewritable)
    redundant: int = 0


class Enumerator:
    """Breadth-first enumeration of node sets; `keys.value_key(v)` says when values are equal.

    `keys` must provide value_key(value_id, keep) -> hashable | None (None: no fingerprint);
    keep=False means the value will never be an operand again (its data may be dropped).
    """

    def __init__(self, universe: Universe, variants: list[Variant], keys: Any, max_ops: int,
                 max_outputs: int = 2, symmetry: bool = True, fill: bool = True,
                 canonical: bool = False) -> None:
        self.u = universe
        self.symmetry = symmetry
        # Canonical mode (_learn_canonical): (fingerprint key, shape class) -> the first value
        # of the levels done that has it, and the values of those levels that are not first.
        self.canonical = canonical
        self.canon: dict[tuple, int] = {}
        self.noncanonical: set[int] = set()
        # Without the Relu family, a Relu is only ever made fused after a Conv: Relu(w) over
        # a canonical w that is no Conv is never enumerated, so Relu(t) is not rewritten
        self._fused_only = set() if any(v.family == "Relu" for v in variants) else {"Relu"}
        self.fill = fill and symmetry  # skip graphs whose holes cannot be filled (_holes)
        self._pool_slot: dict[int, tuple[str, int]] = {}
        self._holes_memo: dict[frozenset, int] = {}
        counts: dict[str, int] = {}
        for t, i in zip(universe.pool, universe.pool_ids):
            self._pool_slot[i] = (t.role, counts.get(t.role, 0))
            counts[t.role] = counts.get(t.role, 0) + 1
        self.variants = variants
        self.keys = keys
        self.max_ops = max_ops
        self.max_outputs = max_outputs
        self.stats = EnumStats()
        self.seen: set[Graph_] = set()  # every node set of the levels below the last
        self.frontier: list[Graph_] = [()]  # the graphs the next level extends
        self._pool_keys: dict[Any, int] | None = None
        self._last_app: tuple[int, tuple[int, ...]] | None = None
        # keyed by variant, operand shape classes and role hints (and, unary, pool input or not)
        self._unary_ok: dict[tuple[int, int, str, bool], bool] = {}
        self._binary_ok: dict[tuple[int, int, int, str, str], bool] = {}
        self._unary = [vi for vi, var in enumerate(variants) if var.arity == 1]
        # (class, role) of a new operand and of a group of others -> the binary variants that
        # type with them (_apps_over ran _ok2 per variant for every pair of them: a quarter of
        # the last level's time)
        self._combos: dict[tuple, list[tuple[int, bool, bool]]] = {}
        self.pool_apps = self._pool_apps()
        self.pool_apps_by_input: dict[int, list[tuple[int, tuple[int, ...]]]] = {}
        for app in self.pool_apps:
            for i in set(app[1]):
                self.pool_apps_by_input.setdefault(i, []).append(app)

    # ---- typing by shape class (symbolic check only; the universe does the registry check)
    def _ok1(self, vi: int, v: Value) -> bool:
        key = (vi, v.cls, v.role_hint, v.node is None)
        if key not in self._unary_ok:
            self._unary_ok[key] = self.variants[vi].build([v]) is not None
        return self._unary_ok[key]

    def _ok2(self, vi: int, v0: Value, v1: Value) -> bool:
        key = (vi, v0.cls, v1.cls, v0.role_hint, v1.role_hint)
        if key not in self._binary_ok:
            self._binary_ok[key] = self.variants[vi].build([v0, v1]) is not None
        return self._binary_ok[key]

    def _pool_apps(self) -> list[tuple[int, tuple[int, ...]]]:
        vals = [self.u.values[i] for i in self.u.pool_ids]
        return sorted(self._apps_over(vals, vals))

    def _apps_over(self, new: list[Value], others: list[Value], binary_only: bool = False
                   ) -> set[tuple[int, tuple[int, ...]]]:
        """Applications with one operand in `new` and (binary ones) the other in `others`,
        found through shape classes: only well-typed operand pairs are visited."""
        apps: set[tuple[int, tuple[int, ...]]] = set()
        groups: dict[tuple[int, str], list[Value]] = {}
        for w in others:
            groups.setdefault((w.cls, w.role_hint), []).append(w)
        if not binary_only:
            for vi in self._unary:
                apps.update((vi, (v.id,)) for v in new if self._ok1(vi, v))
        for v in new:
            vk = (v.cls, v.role_hint)
            for gk, members in groups.items():
                combos = self._combos.get((vk, gk))
                if combos is None:
                    combos = self._combos[(vk, gk)] = self._pair_combos(v, members[0])
                for vi, first, commutative in combos:
                    for w in members:
                        if w.id == v.id:
                            continue  # TASO: no operator reads the same tensor twice
                        pair = (v.id, w.id) if first else (w.id, v.id)
                        if commutative and pair[0] > pair[1]:
                            pair = (pair[1], pair[0])
                        apps.add((vi, pair))
        return apps

    def _pair_combos(self, v: Value, rep: Value) -> list[tuple[int, bool, bool]]:
        """(binary variant, v first?, commutative) for every binary variant that types with v
        and a value of rep's class and role, in either operand order (the typing depends on
        nothing else: _ok2's key)."""
        out = []
        for vi, var in enumerate(self.variants):
            if var.arity == 1:
                continue
            for first in (True, False):
                if self._ok2(vi, v, rep) if first else self._ok2(vi, rep, v):
                    out.append((vi, first, bool(var.commutative)))
        return out

    def _last_apps(self, g: Graph_, g_sinks: list[int], outs: list[int]
                   ) -> set[tuple[int, tuple[int, ...]]]:
        """At the last level only applications that can give a connected graph with at most
        max_outputs outputs are tried."""
        u = self.u
        if not g:
            return set(self.pool_apps)
        comps = components(u, g)
        if len(comps) > 2:
            return set()
        pool_vals = [u.values[i] for i in u.pool_ids]
        out_vals = [u.values[i] for i in outs]
        if len(comps) == 2:  # the new node must read from both parts
            a, b = ([u.values[i] for i in sorted(c)] for _, c in comps)
            return self._apps_over(a, b, binary_only=True)
        if len(g_sinks) + 1 > self.max_outputs:  # the new node must read a sink
            return self._apps_over([u.values[i] for i in g_sinks], pool_vals + out_vals)
        apps = {a for i in used_inputs(u, g) for a in self.pool_apps_by_input.get(i, [])}
        return apps | self._apps_over(out_vals, pool_vals + out_vals)

    def symmetric_prefix(self, g: Graph_) -> bool:
        """The pool inputs used from each role are its first ones (x1, x2 but not x1, x3):
        every graph has a renaming of this form, so recording only these loses no rule."""
        return self._prefix(used_inputs(self.u, g))

    def _prefix(self, inputs: set[int]) -> bool:
        return self._holes_in(frozenset(inputs)) == 0

    def _holes(self, g_used: set[int], fresh: list[int]) -> int:
        """How many pool inputs the graph g + fresh skips (x1, x3: one; x2 alone: one): the
        inputs a prefix-form graph made from it must add. Every operator adds at most two, the
        last at most one (the recorded graph is connected, so the last operator reads a value
        of the graph it extends), so a graph with more holes than the operators left can fill
        has no recorded descendant, no identity event either (both need prefix form), and is
        not extended. What is recorded does not change (test_enumerate; K = 3's rules and
        certificates byte for byte): only the work and the counts do."""
        extra = [i for n in fresh for i in self.u.nodes[n].inputs
                 if self.u.values[i].node is None and i not in g_used]
        return self._holes_in(frozenset(g_used.union(extra)) if extra else frozenset(g_used))

    def _holes_in(self, inputs: frozenset[int]) -> int:
        """Pool slots skipped by these inputs, per role (0: prefix form), memoized."""
        hit = self._holes_memo.get(inputs)
        if hit is None:
            used: dict[str, set[int]] = {}
            for i in inputs:
                role, k = self._pool_slot[i]
                used.setdefault(role, set()).add(k)
            hit = self._holes_memo[inputs] = sum(max(ks) + 1 - len(ks) for ks in used.values())
        return hit

    # ---- the search ----------------------------------------------------------------------
    def run(self, progress: Callable[[int, int, int], None] | None = None
            ) -> Iterator[GraphEvent | IdentityEvent]:
        """Yield recorded graphs and identity candidates, level by level.

        progress(level, done, total) is called now and then."""
        yield from self.run_levels(progress)
        seen_last: set[int] = set()
        total_ = len(self.frontier)
        for done, g in enumerate(self.frontier):
            if progress and done % 64 == 0:
                progress(self.max_ops, done, total_)
            info = self._graph_info(g, self.max_ops)
            for new, made, fresh in self._applications(g, info, True):
                if new in self.seen:  # Conv+Relu in one step is Conv, then Relu in two
                    continue
                h = hash(new)
                if h in seen_last:
                    continue
                seen_last.add(h)
                code, event = self._classify(info, self.max_ops, True, new, made, fresh)
                self.count(code)
                if event is not None:
                    yield event
        if progress:
            progress(self.max_ops, total_, total_)
        self.stats.graphs_per_level[self.max_ops] = len(seen_last)

    def run_levels(self, progress: Callable[[int, int, int], None] | None = None
                   ) -> Iterator[GraphEvent | IdentityEvent]:
        """Every level but the last; its graphs are left in self.frontier for the last level,
        which `run` or `last_level_records` (in chunks, possibly on other processes) extends."""
        self.frontier = [()]
        if self.canonical:
            self.canon = {(k, self.u.values[i].cls): i for k, i in self.pool_keys.items()}
        for level in range(1, self.max_ops):
            nxt: list[Graph_] = []
            total_ = len(self.frontier)
            fill = 2 * (self.max_ops - level) - 1  # inputs the operators left can add
            for done, g in enumerate(self.frontier):
                if progress and done % 64 == 0:
                    progress(level, done, total_)
                info = self._graph_info(g, level)
                g_used = used_inputs(self.u, g)
                for new, made, fresh in self._applications(g, info, False):
                    if self.fill and self._holes(g_used, fresh) > fill:
                        self.stats.unfillable += 1
                        continue
                    if new in self.seen:
                        continue
                    self.seen.add(new)
                    code, event = self._classify(info, level, False, new, made, fresh)
                    if code not in NOT_EXTENDED:
                        nxt.append(new)
                    self.count(code)
                    if event is not None:
                        yield event
            if progress:
                progress(level, total_, total_)
            if self.canonical:
                self._learn_canonical(nxt)
            self.stats.graphs_per_level[level] = len(nxt)
            self.frontier = nxt

    def _learn_canonical(self, graphs: list[Graph_]) -> None:
        """Canonical values of a level's graphs (canonical mode).

        A value is canonical when it is the first value, level by level and in the order values
        were made, with its fingerprint and shape class (the concat history, which Split reads).
        A graph holding t, equal to a canonical w made before it, gives only rules that the rule
        t = w (the candidate that t's closure is) and a rule over the same graph with w in t's
        place derive, provided t = w can rewrite the graph: no value made inside t's closure
        is read outside it or is an output (rules.match's closed matches; TASO's too). Such
        graphs are not recorded (_rewritable); they are still extended, since a node added
        later may read inside t's closure."""
        u = self.u
        for o in sorted({o for g in graphs for n in g for o in u.nodes[n].outputs}):
            k = self.keys.value_key(o, True)
            if k is None:
                continue
            first = self.canon.setdefault((k, u.values[o].cls), o)
            if first != o:
                self.noncanonical.add(o)

    def _rewritable(self, new: Graph_, sinks: list[int], values: list[int]) -> bool:
        """Some value of `values` (not canonical) can be rewritten in the graph `new` by its
        rule to the canonical one: its closure is not the whole graph, and nothing made inside
        the closure but the value itself is read outside it or is an output of the graph."""
        u = self.u
        whole = frozenset(new)
        for v in values:
            nid = u.values[v].node
            assert nid is not None  # pool inputs are canonical
            inside = u.nodes[nid].ancestors
            if inside == whole:
                continue  # the candidate v = w itself
            if self._fused_only and any(u.nodes[n].op in self._fused_only
                                        and v in u.nodes[n].inputs for n in new):
                continue
            made = {o for n in inside for o in u.nodes[n].outputs if o != v}
            if made.isdisjoint(sinks) and not any(
                    i in made for n in new if n not in inside for i in u.nodes[n].inputs):
                return True
        return False

    def count(self, code: str, times: int = 1) -> None:
        """Stats for distinct node sets, by what _classify said of them."""
        s = self.stats
        if code == "redundant":
            s.redundant += times
            return
        if code in ("non_reduced", "identity"):
            s.non_reduced += times
            s.identities += times * (code == "identity")
        elif code in ("disconnected", "disconnected_early"):
            s.disconnected += times
        elif code in ("too_many_outputs", "no_fingerprint", "renamings", "recorded"):
            setattr(s, code, getattr(s, code) + times)

    @property
    def pool_keys(self) -> dict[Any, int]:
        if self._pool_keys is None:
            self._pool_keys = {}
            for i in self.u.pool_ids:
                key = self.keys.value_key(i, True)
                if key is not None:
                    self._pool_keys[key] = i
        return self._pool_keys

    def _graph_info(self, g: Graph_, level: int) -> tuple:
        u = self.u
        outs = node_outputs(u, g)
        g_keys = dict(self.pool_keys)
        for v in outs:
            k = self.keys.value_key(v, True)
            if k is not None:
                g_keys[k] = v
        comps = components(u, g)
        comp_of = {v: k for k, (_, vals) in enumerate(comps) for v in vals}
        return set(g), outs, g_keys, sinks(u, g), self.max_ops - level, (comp_of, len(comps))

    def _applications(self, g: Graph_, info: tuple, last: bool
                      ) -> Iterator[tuple[Graph_, tuple[int, ...], list[int]]]:
        """(node set, nodes made, nodes new to g) for every well-typed application to g."""
        u = self.u
        gset, outs, _, g_sinks, _, _ = info
        if last:
            apps = self._last_apps(g, g_sinks, outs)
        else:
            apps = set(self.pool_apps)
            if outs:
                out_vals = [u.values[i] for i in outs]
                apps |= self._apps_over(out_vals, [u.values[i] for i in u.pool_ids] + out_vals)
        g_used = used_inputs(u, g) if last and self.symmetry else set()
        g_prefix = self._prefix(g_used)
        for vi, operands in sorted(apps):
            if last and self.symmetry:
                # Last level: a graph that is not in prefix form is never recorded, so neither
                # type it nor fingerprint it (it is a renaming of one that is).
                extra = [i for i in operands if u.values[i].node is None and i not in g_used]
                if not (g_prefix if not extra else self._prefix(g_used.union(extra))):
                    self.stats.renamings += 1
                    continue
            self.stats.attempts += 1
            made = u.apply(self.variants[vi], operands)
            if made is None:
                continue
            fresh = [n for n in made if n not in gset]
            if not fresh:
                continue
            self._last_app = (vi, operands)
            yield tuple(sorted(gset.union(fresh))), made, fresh

    def _classify(self, info: tuple, level: int, last: bool, new: Graph_,
                  made: tuple[int, ...], fresh: list[int]
                  ) -> tuple[str, GraphEvent | IdentityEvent | None]:
        """What a distinct node set is: its stats code, and the event it gives, if any.
        Codes other than NOT_EXTENDED's leave a set that the next level extends."""
        u = self.u
        _, _, g_keys, g_sinks, remaining, g_comps = info
        consumed = {i for n in fresh for i in u.nodes[n].inputs}
        new_sinks = [s for s in g_sinks if s not in consumed]
        new_outs = [o for n in fresh for o in u.nodes[n].outputs]
        new_sinks += [o for o in new_outs if o not in consumed]
        if len(new_sinks) - remaining > self.max_outputs:
            return "too_many_outputs", None
        # Reduced? Every new value must differ from every value there already is.
        twins: list[tuple[int, int]] = []
        missing = False
        redundant: list[int] = []  # values not canonical (canonical mode)
        local: dict[tuple, int] = {}
        for o in new_outs:
            k = self.keys.value_key(o, not last)
            if k is None:
                missing = True
                continue
            if self.canonical:
                c = self.canon.get((k, u.values[o].cls))
                if c is not None and c != o:
                    redundant.append(o)
            if k in g_keys:
                twins.append((o, g_keys[k]))
            elif k in local:
                twins.append((o, local[k]))
            else:
                local[k] = o
        if twins:
            if u.nodes[made[-1]].ancestors == frozenset(new) and self.symmetric_prefix(new):
                return "identity", IdentityEvent(level, new, tuple(t[0] for t in twins),
                                                 tuple(t[1] for t in twins))
            return "non_reduced", None
        if missing:
            return "no_fingerprint", None
        code, event = self._classify_reduced(level, last, new, fresh, new_sinks, remaining,
                                             g_comps)
        if code == "recorded" and self.canonical:
            redundant += [v for n in new for v in u.nodes[n].outputs if v in self.noncanonical]
            if redundant and self._rewritable(new, new_sinks, redundant):
                return "redundant", None  # extended all the same
        return code, event

    def _classify_reduced(self, level: int, last: bool, new: Graph_, fresh: list[int],
                          new_sinks: list[int], remaining: int, g_comps: tuple
                          ) -> tuple[str, GraphEvent | None]:
        n_comps = _components_after(self.u, g_comps, fresh)
        if not last and n_comps - 1 > remaining:  # one binary operator joins at most two parts
            return "disconnected_early", None
        if len(new_sinks) > self.max_outputs:
            return "extended", None
        if n_comps > 1:
            return "disconnected", None
        if self.symmetry and not self.symmetric_prefix(new):
            return "renamings", None
        return "recorded", GraphEvent(level, new, tuple(sorted(new_sinks)))

    # ---- the last level in chunks (generate.shards runs them, here or on forked workers) -------
    def last_level_records(self, first: int, stop: int) -> LastLevelChunk:
        """Extend self.frontier[first:stop] by one operator, then forget every node made (the
        universe rolls back), so that the chunk's results hold only universe-independent
        records: each distinct node set as a signature with its stats code, and each event as
        (frontier index, application, output references), which any process holding the same
        frontier rebuilds with `materialize`."""
        u = self.u
        level = self.max_ops
        u.checkpoint()
        before = (self.stats.attempts, self.stats.renamings)
        sigs: list[int] = []
        codes: list[str] = []
        events: dict[int, tuple] = {}
        seen_local: set[int] = set()
        try:
            for gi in range(first, stop):
                g = self.frontier[gi]
                info = self._graph_info(g, level)
                for new, made, fresh in self._applications(g, info, True):
                    if new in self.seen:
                        continue
                    sig = u.signature(new)
                    if sig in seen_local:
                        continue
                    seen_local.add(sig)
                    code, event = self._classify(info, level, True, new, made, fresh)
                    if event is not None:
                        events[len(sigs)] = self._record(gi, made, event)
                    sigs.append(sig)
                    codes.append(code)
        finally:
            self.keys.forget(range(u.mark_values, len(u.values)))
            u.rollback()
        # The counts travel with the chunk (its taker adds them): a chunk run here must not
        # count twice.
        counts = (self.stats.attempts - before[0], self.stats.renamings - before[1])
        self.stats.attempts, self.stats.renamings = before
        return LastLevelChunk(np.array(sigs, dtype=np.int64),
                              np.array([CODES.index(c) for c in codes], dtype=np.uint8),
                              events, *counts)

    def _record(self, gi: int, made: tuple[int, ...], event: GraphEvent | IdentityEvent
                ) -> tuple:
        """An event as ("g" | "i", frontier index, (variant, operands), output refs, twin
        refs, key, digests of the outputs in the key's mode). A ref is a value id of the
        frontier's universe, or -1 - j for the j-th output of the nodes the application made."""
        u = self.u
        made_outs = [o for n in made for o in u.nodes[n].outputs]

        def ref(v: int) -> int:
            return v if v < u.mark_values else -1 - made_outs.index(v)

        outs = tuple(ref(v) for v in event.outputs)
        if isinstance(event, IdentityEvent):
            return ("i", gi, self._last_app, outs, tuple(ref(v) for v in event.twins), None,
                    None)
        key, digs = self.keys.keyed(event.outputs)
        return ("g", gi, self._last_app, outs, (), key, digs)

    def materialize(self, base: Graph_ | int, app: tuple[int, tuple[int, ...]] | None,
                    *refs: tuple[int, ...]) -> tuple[Graph_, tuple[tuple[int, ...], ...]]:
        """Nodes of a recorded graph, and its value refs resolved, rebuilt in this universe."""
        u = self.u
        nodes = self.frontier[base] if isinstance(base, int) else base
        if app is None:
            return nodes, refs
        made = u.apply(self.variants[app[0]], app[1])
        assert made is not None, "a recorded application applies again"
        made_outs = [o for n in made for o in u.nodes[n].outputs]
        vals = tuple(tuple(v if v >= 0 else made_outs[-1 - v] for v in r) for r in refs)
        return tuple(sorted(set(nodes).union(made))), vals


CODES = ("too_many_outputs", "non_reduced", "identity", "no_fingerprint", "disconnected_early",
         "extended", "disconnected", "renamings", "recorded", "redundant")  # what _classify says
# codes whose node set the next level does not extend
NOT_EXTENDED = frozenset({"too_many_outputs", "non_reduced", "identity", "no_fingerprint",
                          "disconnected_early"})


@dataclass
class LastLevelChunk:
    sigs: np.ndarray  # int64: each distinct node set of the chunk, in enumeration order
    codes: np.ndarray  # uint8: its stats code, an index into CODES
    events: dict[int, tuple]  # position in sigs -> event record
    attempts: int
    renamings: int
    seconds: float = 0.0  # filled in by whoever ran the chunk
    fp_seconds: float = 0.0
    evaluations: int = 0


def describe(u: Universe, g: Graph_, outputs: tuple[int, ...] | None = None) -> str:
    """'MatMul(x1, Add(w1, w2))' for each output, for messages and tests."""
    def term(v: int) -> str:
        val = u.values[v]
        if val.node is None:
            return val.name
        node = u.nodes[val.node]
        args = ", ".join(term(i) for i in node.inputs)
        attrs = {k: x for k, x in node.attrs.items() if k not in ("kernel_shape",)}
        extra = "" if not attrs else "{" + ",".join(f"{k}={x}" for k, x in attrs.items()) + "}"
        idx = f"[{val.index}]" if len(node.outputs) > 1 else ""
        return f"{node.op}{extra}{idx}({args})"
    outs = outputs if outputs is not None else tuple(sinks(u, g))
    return " | ".join(term(o) for o in outs)
