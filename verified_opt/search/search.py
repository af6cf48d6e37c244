"""TASO's cost-based backtracking search over certified rewrites.

A priority queue of graphs ordered by cost; each expansion applies every match of every
certified rule; a candidate enters the queue if its cost is below alpha times the best cost
found so far (alpha > 1 lets the search pass through slightly worse graphs to reach better
ones). Bounded by a time budget and an expansion count, and stopped early when `PATIENCE`
expansions in a row found no new best (`stopped_by` "no progress"). Constant subgraphs that a
rewrite creates (concatenated weights ...) are folded before costing.

Before it, a greedy pass takes the simplifications: every rewrite that, after folding, leaves
fewer computing nodes and costs no more (folding DenseNet's 121 scales and 121 shifts into
their BatchNormalizations one expansion at a time would take the whole budget), every rewrite
that keeps their number and saves at least `min_gain`, and the changes of algorithm (rules
marked `algorithm`: Winograd for a 3x3 Conv, LRN as a Conv) that save at least a tenth of what
they replace. It applies every match it finds in one sweep over the rules, each still-valid
match on the graph as it stands, and sweeps again until nothing improves or three quarters of
the budget are spent. A rule marked `canonical` (a Sum of two as Add) is taken wherever it
changes an operator, without a cost check.

A gain the cost model cannot tell from measurement noise is no gain: a rewrite is taken (in
the greedy pass, or as the search's new best) only if it saves `min_gain` of what its step
replaces, or leaves fewer computing nodes at no higher cost, both against the graph it
rewrites and against the best so far (`_better`). Without that floor, a Conv's bias moved into
an Add after it (0.05 us "saved" of a 0.2 ms model) was on the best path of most exported
models. Steps on the way (TASO's alpha) need not save anything; the step that makes a new best
must.
"""

from __future__ import annotations

import hashlib
import heapq
import itertools
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from verified_opt.errors import VoptError
from verified_opt.ir.fold import FoldMemo, fold_constants
from verified_opt.ir.graph import Graph, Node
from verified_opt.rules.apply import apply_folded
from verified_opt.rules.format import Rule
from verified_opt.rules.match import Match, find_matches
from verified_opt.search.cost import FREE_OPS, CostModel, fusion_chain, graph_readers
from verified_opt.verify.float_contract import finite_constants_bound


@dataclass(frozen=True)
class CertifiedRule:
    rule: Rule
    certificate: str  # certificate id (the rule's proof hash)
    axioms_used: tuple[str, ...] = ()
    # a zero-terms rule the default contract admits only at matches that bind these inputs to
    # finite constants (verify/float_contract.finite_constants_bound); () admits every match
    finite_constants: tuple[str, ...] = ()


def matches(cr: CertifiedRule, g: Graph) -> list[tuple[Match, dict[str, str]]]:
    """The matches of a certified rule the run may apply, each with its binding of the
    rule's finite constants (empty where the rule needs none)."""
    found = find_matches(cr.rule, g)
    if not cr.finite_constants:
        return [(m, {}) for m in found]
    out = []
    for m in found:
        bound = finite_constants_bound(cr.finite_constants, m.values, g, tuple(cr.rule.inputs))
        if bound is not None:
            out.append((m, bound))
    return out


@dataclass
class Step:
    rule: str
    certificate: str
    matched: list[str]  # names of the replaced nodes
    created: list[str]  # names of the new nodes
    cost_before: float
    cost_after: float
    folded: int = 0
    # rule input -> the finite constant the match bound it to, where the rule is admitted only
    # at such matches (CertifiedRule.finite_constants)
    finite_constants: dict[str, str] = field(default_factory=dict)


@dataclass
class SearchResult:
    graph: Graph
    steps: list[Step]
    # The graph as given, its constants folded: shape arithmetic that folding removes is not
    # priced (fed made-up shapes, alone, it would time something else or fail to run)
    initial_cost: float
    final_cost: float
    expanded: int
    candidates: int
    seconds: float
    matches_by_rule: dict[str, int] = field(default_factory=dict)
    stopped_by: str = "exhausted"  # or "time budget", "expansion limit", "no progress"
    folded: int = 0  # nodes constant folding removed from the graph as given
    unpriced: dict[str, str] = field(default_factory=dict)  # operator -> why it costs 0
    # expansions done when the best graph was found (0: by the greedy pass, or as given)
    best_found_at: int = 0
    # what channel padding (search/channel_pad.py) did after the search: Padding.to_json();
    # None where no certified rule chooses a size
    padding: dict[str, Any] | None = None
    # If nodes whose constant condition replaced them by their branch (passes/inline_if.py), before
    # the search: not priced either
    inlined: list[str] = field(default_factory=list)


# The smallest gain a rewrite must show (module docstring). Two measurements of one node, each
# the fastest of >= 5 runs in a fresh ORT session, differ (idle 2-core VM, 45 pairs per node):
# by a median of 0.1-0.3 us and at most 0.5 us (90th percentile) for nodes under 12 us, and by
# a median of 0.3-0.9% and 0.7-1.9% (90th percentile) for Convs of 80-900 us. Half a percent
# would still take noise for one pair in two; 1 us and 1% are at or above the 90th percentile.
MIN_GAIN_MS = 0.001
MIN_GAIN_SHARE = 0.01


# Expansions in a row without a new best after which the search stops ("no progress"). When
# alpha's slack exceeds what any rewrite changes (1.05 of a 0.17 ms model is 8.5 us; the zoo's
# dbnet, crnn and transformer each rewrite moves by under 1 us), the queue fills with variants
# of the best that differ by measurement noise, and the search expanded its whole graph limit
# among them. A frontier bound cannot end it soundly: a later step may save any amount (alpha
# exists to pass through worse graphs). Traced on 12 models (the demo, the zoo, resnet18,
# csrnet, squeezenet and onnx's light zfnet512, inception_v1, alexnet, with and without
# --fast-math), every new best came by the 2nd expansion on a quiet machine and by the 7th on
# a busy one (the greedy pass, out of time, left Winograd rewrites to the search, found one
# per expansion); 50 leaves 7 times that.
PATIENCE = 50


def min_gain(replaced_ms: float) -> float:
    """The gain (ms) a rewrite must save when it replaces nodes costing `replaced_ms`."""
    return max(MIN_GAIN_MS, MIN_GAIN_SHARE * replaced_ms)


class _NodeCosts:
    """Per-node cost memo keyed by node identity and the fusion chain the node ends (rewrites
    share untouched nodes; a node whose producer a rewrite replaced is priced again)."""

    def __init__(self, model: CostModel) -> None:
        self.model = model
        self.in_context = hasattr(model, "cost_in")  # test doubles price nodes alone
        self.memo: dict[tuple[int, ...], tuple[tuple[Node, ...], float]] = {}

    def graph(self, g: Graph, only: Iterable[Node] | None = None) -> float:
        """The graph's cost, or that of the nodes `only` in it."""
        total = 0.0
        producers = g.producers() if self.in_context else {}
        readers = graph_readers(g) if self.in_context else {}
        wanted = None if only is None else {id(n) for n in only}
        for n in g.nodes:
            if wanted is not None and id(n) not in wanted:
                continue
            chain = fusion_chain(g, n, producers, readers) if self.in_context else ()
            key = tuple(id(c) for c in chain) or (id(n),)
            hit = self.memo.get(key)
            if hit is None or any(a is not b for a, b in zip(hit[0], chain or (n,))):
                cost = (self.model.cost_in(g, n, chain, producers) if self.in_context
                        else self.model.node_cost(g, n))
                hit = (chain or (n,), cost)
                self.memo[key] = hit
            total += hit[1]
        return total


def graph_hash(g: Graph, by_value: bool = False) -> str:
    """Structural hash: equal for graphs that compute the same values the same way.

    Constants count by name, or by content with `by_value` (PET compares small programs whose
    parameters it builds itself)."""
    memo: dict[str, str] = {}
    producer = g.producers()

    def value(name: str) -> str:
        if name in memo:
            return memo[name]
        node = producer.get(name)
        if node is None and by_value and name in g.initializers:
            v = g.initializers[name]
            h = "c:" + v.dtype.name + repr(v.shape) + hashlib.sha1(v.tobytes()).hexdigest()
        elif node is None:
            h = "v:" + name
        else:
            attrs = repr(sorted((k, repr(v)) for k, v in node.attrs.items()))
            ins = ",".join(value(i) if i else "-" for i in node.inputs)
            h = hashlib.sha1(f"{node.op}|{attrs}|{ins}|{node.outputs.index(name)}"
                             .encode()).hexdigest()
        memo[name] = h
        return h

    import sys

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10 * len(g.nodes) + 1000))
    try:
        return hashlib.sha1("|".join(value(o) for o in g.outputs).encode()).hexdigest()
    finally:
        sys.setrecursionlimit(limit)


# Rewrites that add nodes yet belong in the greedy pass: the changes of algorithm, rules marked
# `"algorithm": {"preference": N}` in the rule format. Each replaces one operator independently
# of its neighbours (the backtracking search reached 4 of VGG-19's 12 Winograd layers in 20 s,
# one expansion per layer). For one operator, the first alternative by preference that saves a
# tenth is taken, and the others are not measured (measuring both Winograd tiles for every Conv
# took the greedy pass's whole share of the budget on VGG-19; F(4, 3), preference 0, multiplies
# 2.25x less than F(2, 3), preference 1).
GREEDY_GAIN = 0.1
GREEDY_SHARE = 0.75  # of the budget


class _OutOfTime(Exception):
    """The greedy pass's deadline came in the middle of a sweep."""


def _computing(g: Graph) -> int:
    return sum(1 for n in g.nodes if n.op not in FREE_OPS)


def _same_ops(g: Graph, g2: Graph) -> bool:
    """Whether a rewrite left the operator counts as they were (a canonical rule that does not
    change an operator, such as a reordering, would otherwise be taken forever)."""
    return g.op_counts() == g2.op_counts()


def pricer(cost: CostModel) -> Callable[..., float]:
    """A graph's cost by `cost`, node by node in context, as the search prices graphs."""
    return _NodeCosts(cost).graph


def _still_matches(m, g: Graph) -> bool:
    """A match found before other rewrites of this sweep is still one if all its nodes are
    still in the graph, unchanged (rewrites elsewhere never read its inner values: it was
    closed, and they replaced nodes outside it)."""
    present = {id(n) for n in g.nodes}
    return all(id(n) in present for n in m.nodes)


def simplify(graph: Graph, library: list[CertifiedRule], costs: _NodeCosts, memo: FoldMemo,
             deadline: float, per_rule: dict[str, int] | None = None
             ) -> tuple[Graph, float, list[Step], int]:
    """The greedy pass: (graph, its cost, steps taken, candidates tried); counts the matches
    of each rule in `per_rule`."""
    path: list[Step] = []
    g, c, tried = graph, costs.graph(graph), 0
    per_rule = {} if per_rule is None else per_rule
    growing = sorted((cr for cr in library if cr.rule.preference is not None),
                     key=lambda cr: (cr.rule.preference, cr.rule.name))

    def attempt(cr: CertifiedRule, m) -> tuple[Graph, int] | None:
        """The match applied to the graph as it stands and folded, or None; counts tries."""
        nonlocal tried
        if time.perf_counter() >= deadline:
            raise _OutOfTime
        done = _try(cr, m, g, len(path), memo, per_rule)
        tried += done is not None
        return done

    try:
        improved = True
        while improved and time.perf_counter() < deadline:
            improved = False
            for cr in library:
                if cr in growing:
                    continue
                for m, finite in matches(cr, g):
                    if (done := attempt(cr, m)) is None:
                        continue
                    g2, folded = done
                    if _computing(g2) > _computing(g):
                        continue
                    c2 = costs.graph(g2)
                    if (_worth_it(g, c, g2, c2, costs.graph(g, only=m.nodes))
                            or (cr.rule.canonical_form and not _same_ops(g, g2))):
                        path.append(_step(cr, m, g, g2, c, c2, folded, finite))
                        g, c, improved = g2, c2, True
            # The changes of algorithm: for each operator, the first alternative in order of
            # preference that saves a tenth of what it replaces (more than measurement noise).
            options: dict[frozenset, list] = {}
            for cr in growing:
                for m, finite in matches(cr, g):
                    options.setdefault(frozenset(id(n) for n in m.nodes), []).append(
                        (cr, m, finite))
            for alternatives in options.values():
                for cr, m, finite in alternatives:
                    if (done := attempt(cr, m)) is None:
                        continue
                    g2, folded = done
                    c2 = costs.graph(g2)
                    if c - c2 >= GREEDY_GAIN * costs.graph(g, only=m.nodes) > 0:
                        path.append(_step(cr, m, g, g2, c, c2, folded, finite))
                        g, c, improved = g2, c2, True
                        break
    except _OutOfTime:
        pass
    return g, c, path, tried


def _worth_it(g: Graph, c: float, g2: Graph, c2: float, replaced: float) -> bool:
    """Whether g2 (cost c2) is worth taking over g (cost c): a simplification (fewer computing
    nodes, no higher cost) or a gain of at least min_gain of the replaced nodes' cost."""
    if _computing(g2) < _computing(g) and c2 <= c:
        return True
    return c - c2 >= min_gain(replaced)


def _better(g: Graph, c: float, best: Graph, best_cost: float, g2: Graph, c2: float,
            replaced: float) -> bool:
    """Whether g2, one step from g, is the search's new best: worth taking over g (the step
    itself saves, or simplifies) and over the best so far. Against the best alone, steps each
    under the floor would add up on one path until the sum crossed it (YOLOv8's third head
    merge, 0.8 us, then two bias moves of 0.2 us); against the parent alone, a step of no use
    could ride along before a real one that did not need it."""
    return (_worth_it(g, c, g2, c2, replaced)
            and _worth_it(best, best_cost, g2, c2, replaced))


def _try(cr: CertifiedRule, m, g: Graph, steps: int, memo: FoldMemo,
         per_rule: dict[str, int]) -> tuple[Graph, int] | None:
    """The match applied to g and folded (graph, constants folded), or None when it no longer
    matches, its target does not type-check or computes constants out of range."""
    if not _still_matches(m, g):
        return None
    per_rule[cr.rule.name] = per_rule.get(cr.rule.name, 0) + 1
    try:
        return apply_folded(g, m, cr.certificate, steps + 1, memo)
    except VoptError:
        return None


def _step(cr: CertifiedRule, m, g: Graph, g2: Graph, c: float, c2: float, folded: int,
          finite: dict[str, str]) -> Step:
    names_before = {n.name for n in g.nodes}
    return Step(cr.rule.name, cr.certificate, [n.name for n in m.nodes],
                [n.name for n in g2.nodes if n.name not in names_before], c, c2, folded,
                finite)


def search(graph: Graph, library: list[CertifiedRule], cost: CostModel, alpha: float = 1.05,
           budget_s: float = 30.0, max_expansions: int = 200,
           progress: Callable[[str], None] | None = None,
           extra_candidates: Callable[[Graph, int], Sequence[tuple[Graph, str, str, list[str]]]]
           | None = None, greedy: bool = True, patience: int | None = PATIENCE
           ) -> SearchResult:
    """`extra_candidates(g, step)` adds certified candidates beside the rules (PET mutants):
    (rewritten graph, rewrite name, certificate id, replaced node names). `greedy`: take the
    simplifications first (module docstring). `patience`: stop after that many expansions
    without a new best (None: never)."""
    if budget_s <= 0:
        raise VoptError("--budget must be positive")
    # Rules that choose a size (channel padding) pay off in the layout ORT keeps, which a
    # per-node cost cannot see: search/channel_pad.py applies them, timing whole models.
    library = [cr for cr in library if not cr.rule.choose]
    t0 = time.perf_counter()
    costs = _NodeCosts(cost)
    memo = FoldMemo()
    start = graph.copy()
    fold_removed = fold_constants(start)
    c0 = costs.graph(start)
    per_rule: dict[str, int] = {}
    start, c_start, greedy_path, candidates = simplify(
        start, library if greedy else [], costs, memo, t0 + GREEDY_SHARE * budget_s,
        per_rule)
    if progress and greedy_path:
        progress(f"greedy: {len(greedy_path)} simplifications, {c0:.3f} -> {c_start:.3f} ms")
    best, best_cost, best_path = start, c_start, greedy_path
    tie = itertools.count()
    queue = [(c_start, next(tie), start, greedy_path)]
    seen = {graph_hash(start)}
    expanded = 0
    best_found_at = 0
    stopped = "exhausted"

    def consider(g: Graph, c: float, path: list[Step], g2: Graph, name: str, cert: str,
                 matched: list[str], finite: dict[str, str] | None = None,
                 folded: int | None = None) -> None:
        """Cost one candidate (`folded`: the nodes folded after the rewrite, None if not folded
        yet); keep it as the best and/or queue it (TASO's alpha rule)."""
        nonlocal best, best_cost, best_path, best_found_at, candidates
        per_rule[name] = per_rule.get(name, 0) + 1
        if folded is None:
            folded = fold_constants(g2, memo)
        h = graph_hash(g2)
        if h in seen:
            return
        seen.add(h)
        candidates += 1
        c2 = costs.graph(g2)
        names_before, wanted = {n.name for n in g.nodes}, set(matched)
        step = Step(name, cert, matched, [n.name for n in g2.nodes if n.name not in names_before],
                    c, c2, folded, dict(finite or {}))
        if c2 <= best_cost and _better(g, c, best, best_cost, g2, c2, costs.graph(
                g, only=[n for n in g.nodes if n.name in wanted])):
            best, best_cost, best_path, best_found_at = g2, c2, path + [step], expanded
            if progress:
                progress(f"{name}: {c:.3f} -> {c2:.3f} ms")
        if c2 < alpha * best_cost:
            heapq.heappush(queue, (c2, next(tie), g2, path + [step]))

    while queue:
        if time.perf_counter() - t0 > budget_s:
            stopped = "time budget"
            break
        if expanded >= max_expansions:
            stopped = "expansion limit"
            break
        if patience is not None and expanded - best_found_at >= patience:
            stopped = "no progress"
            break
        c, _, g, path = heapq.heappop(queue)
        expanded += 1
        for cr in library:
            for m, finite in matches(cr, g):
                try:
                    g2, folded = apply_folded(g, m, cr.certificate, len(path) + 1, memo)
                except VoptError:
                    per_rule[cr.rule.name] = per_rule.get(cr.rule.name, 0) + 1
                    continue  # the target does not type-check at these sizes, or computes
                    # constants out of range: skip the match
                consider(g, c, path, g2, cr.rule.name, cr.certificate,
                         [n.name for n in m.nodes], finite, folded)
            if time.perf_counter() - t0 > budget_s:
                break
        if extra_candidates is not None and time.perf_counter() - t0 <= budget_s:
            for g2, name, cert, matched in extra_candidates(g, len(path) + 1):
                consider(g, c, path, g2, name, cert, matched)
    cost.save()
    return SearchResult(best, best_path, c0, best_cost, expanded, candidates,
                        time.perf_counter() - t0, per_rule, stopped, fold_removed,
                        dict(getattr(cost, "unpriced", {})), best_found_at)


def predicted_latency(result: SearchResult, optimized: bool) -> dict:
    """The cost model's totals for the report's latency section, beside the measured ones: the
    model as given and as written (the original when that is kept), and, when the optimized
    model is written, how many nodes constant folding for the fixed shapes removed. Those are
    not priced, so the predicted change is the rewrites' alone, and the measured speedup is
    the folding's and the rewrites' together."""
    fields: dict[str, Any] = {"predicted_ms_before": result.initial_cost,
              "predicted_ms_after": result.final_cost if optimized else result.initial_cost,
              "folded_nodes": result.folded if optimized else 0}
    if not optimized and result.final_cost != result.initial_cost:
        # the rewritten model the search priced, which the run measured and did not keep
        fields["predicted_ms_rewritten"] = result.final_cost
    if optimized and result.inlined:
        fields["inlined_ifs"] = list(result.inlined)
    if result.unpriced:  # operators ORT could not run alone: priced at 0, and why
        fields["unpriced"] = dict(sorted(result.unpriced.items()))
    return fields


def describe_prediction(latency: dict) -> str:
    """Console lines: predicted and measured totals, and what folding did."""
    line = (f"cost model: predicted {latency['predicted_ms_before']:.3f} -> "
            f"{latency['predicted_ms_after']:.3f} ms; measured {latency['original_ms']:.3f} -> "
            f"{latency['optimized_ms']:.3f} ms")
    if latency.get("predicted_ms_rewritten") is not None:
        line += (f"\n  the rewritten model, predicted {latency['predicted_ms_rewritten']:.3f} "
                 "ms, was not kept: the original is written")
    if latency.get("folded_nodes"):
        line += (f"\n  constant folding for these input shapes removed "
                 f"{latency['folded_nodes']} nodes (shape arithmetic, not priced): the measured "
                 "speedup is the folding's and the rewrites', the predicted one the rewrites' "
                 "alone")
    if latency.get("inlined_ifs"):
        line += (f"\n  {len(latency['inlined_ifs'])} If nodes replaced by the branch their "
                 "condition takes for these input shapes (not priced)")
    if latency.get("derived_ms"):
        before, after = latency["derived_ms"]
        line += (f"\n  the derivations' nodes measured {before:.3f} -> {after:.3f} ms (the "
                 "cost model prices the rules' rewrites only)")
    for op, why in (latency.get("unpriced") or {}).items():
        line += f"\n  {op} not priced (0 ms): {why}"
    return line
