"""PET in the optimizer: mutants of multilinear subprograms as certified search candidates.

For every Conv / MatMul anchor of a graph (cached by operator, attributes and shapes, since the
tests treat every input, weights included, as a variable):

 1. generate mutants (`partial.mutants`, depth-first, shape-preserving);
 2. cost prefilter: a mutant whose own cost (cost model, weights folded) is not below the
    original's cannot pay for corrections either: dropped before any test;
 3. box test (`partial.testing`): t trials x (m+1 positions per box), modulo the prime;
    a mutant failing on more than `max_fail_fraction` of the output is dropped;
 4. corrections (`partial.correct`) for the failing boxes, then the corrected program is checked
    again: exact modulo p at every output position on t fresh draws, and in float with ONNX
    Runtime against the original on random inputs; its float contract is measured
    (check/float_tier.py, every input a variable) and must be within the run's;
 5. cost: the corrected program must cost less than the original (corrections included),
    otherwise dropped ("corrections cost more than the mutant saves").

The best surviving mutant becomes a search candidate: the anchor's nodes (one core operator,
or a chain of them) are replaced by the corrected program, every new node stamped with vopt.rule = "pet:<transformations>" and
vopt.certificate = the certificate id; the certificate (boxes, positions, trials, prime, error
bound, corrections, and the original / mutant / corrected programs as ONNX nodes in JSON, from
which `vopt audit` re-runs the tests) goes into the audit report.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NamedTuple

import numpy as np

from verified_opt.check.end_to_end import check_end_to_end
from verified_opt.check.float_tier import contract_record, measured_tier
from verified_opt.errors import VoptError, one_line
from verified_opt.ir.fold import fold_constants
from verified_opt.ir.graph import Graph, Node
from verified_opt.ir.onnx_io import export_model
from verified_opt.ops.grid import NotMultilinear
from verified_opt.ops.registry import OPS
from verified_opt.partial.audit import MAX_ERROR_BOUND, certificate_id
from verified_opt.partial.boxes import propagate
from verified_opt.partial.correct import Corrected, build_corrected
from verified_opt.partial.mutants import Anchor, Mutant, anchors, chain_anchors, generate, regions
from verified_opt.partial.program import program_to_json
from verified_opt.partial.testing import (
    DEFAULT_TRIALS,
    BoxTest,
    FullCheck,
    OutOfTime,
    box_test,
    exact_full_check,
)
from verified_opt.rules.apply import META_CERT, META_RULE
from verified_opt.search.cost import CostModel
from verified_opt.semantics.arith import PRIME
from verified_opt.verify.float_contract import contract


class Candidate(NamedTuple):
    """A rewrite PET offers the search beside the rules: `graph` with the subprogram whose nodes
    are `replaced` swapped for a corrected mutant, named `rule` ("pet:<transformations>") and
    certified by the PET certificate whose id is `certificate`. A typed record that is still the
    (graph, rule, certificate id, replaced) tuple search.search reads from its extra candidates."""

    graph: Graph
    rule: str
    certificate: str
    replaced: list[str]  # names of the replaced nodes


@dataclass
class PetOptions:
    trials: int = DEFAULT_TRIALS
    depth: int = 2
    max_mutants: int = 32
    max_tested: int = 4  # cheapest mutants box-tested per anchor
    max_fail_fraction: float = 0.25
    budget_s: float = 60.0
    prime: int = PRIME


@dataclass
class Tried:
    label: str
    status: str  # accepted / rejected
    reason: str
    cost_ms: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"mutant": self.label, "status": self.status, "reason": self.reason,
                "cost_ms": self.cost_ms}


@dataclass
class Verified:
    label: str
    mutant: Graph
    corrected: Corrected
    test: BoxTest
    full: FullCheck
    float_check: dict
    cost: dict
    float_contract: dict = field(default_factory=dict)   # tier, reason, evidence (measured)
    cert_id: str = ""
    certificate: dict = field(default_factory=dict)


@dataclass
class Outcome:
    key: str
    op: str
    shapes: dict
    original: Graph
    seconds: float
    mutants: int
    tried: list[Tried]
    best: Verified | None

    def to_json(self) -> dict:
        return {"key": self.key, "op": self.op, "shapes": self.shapes, "mutants": self.mutants,
                "seconds": self.seconds, "tried": [t.to_json() for t in self.tried],
                "accepted": self.best.label if self.best else None,
                "certificate": self.best.cert_id if self.best else None}


def _standalone(program: Graph, constant: set[str], seed: int = 0) -> Graph:
    """The program with its constant inputs as (random) initializers, constants folded: what
    the cost model prices (it costs shapes; values do not matter)."""
    g = program.copy()
    rng = np.random.default_rng(seed)
    for c in constant:
        t = g.inputs.pop(c)
        g.initializers[c] = rng.standard_normal(t.shape).astype(t.dtype)
    fold_constants(g)
    return g


FLOP_SLACK = 1.25  # mutants doing more multiply-adds than this are not worth measuring


def flops(g: Graph) -> int:
    """Multiply-adds of a program: those of its nodes that have a macs facet (Conv, MatMul,
    Gemm)."""
    total = 0
    for n in g.nodes:
        spec = OPS.get(n.op)
        if spec is not None and spec.macs is not None:
            total += spec.macs(g, n)
    return total


def _node_costs(cost: CostModel, g: Graph) -> dict[str, float]:
    return {n.name: cost.node_cost(g, n) for n in g.nodes}


class PetProvider:
    """Mutant candidates for the search; caches one outcome per anchor key."""

    def __init__(self, cost: CostModel, options: PetOptions | None = None,
                 progress: Callable[[str], None] | None = None, fast_math: bool = False) -> None:
        self.cost = cost
        self.opt = options or PetOptions()
        self.fast_math = fast_math   # mutants of any float contract tier may be candidates
        self.progress = progress
        self.outcomes: dict[str, Outcome] = {}
        self.certificates: dict[str, dict] = {}
        self.seconds = 0.0
        self.skipped_for_time: set[str] = set()
        self.box_tested = 0
        self.regions: list[list[str]] = []
        self._anchor_t0 = time.perf_counter()

    # ---- search hook -------------------------------------------------------------------------
    def __call__(self, graph: Graph, step: int) -> list[Candidate]:
        if not self.regions:
            self.regions = regions(graph)
        out = []
        found = [a for a in anchors(graph) + chain_anchors(graph)
                 if not any(n.meta.get(META_RULE, "").startswith("pet:")  # not a mutant's
                            for n in a.replaced)]
        # the most expensive subprograms first: the budget goes where savings can be largest
        found.sort(key=lambda a: -sum(self._node_cost(graph, n) for n in a.replaced))
        for anchor in found:
            outcome = self.outcome(anchor)
            if outcome is None or outcome.best is None:
                continue
            try:
                g2 = self.apply(graph, anchor, outcome.best, step)
            except VoptError:
                continue
            out.append(Candidate(g2, "pet:" + outcome.best.label, outcome.best.cert_id,
                                 [n.name for n in anchor.replaced]))
        return out

    def _deadline(self) -> float:
        """When the running anchor's tests must stop (the budget, with a grace of 25% so a
        started anchor can finish a small test)."""
        spent = self.seconds + (time.perf_counter() - self._anchor_t0)
        return time.perf_counter() + max(1.25 * self.opt.budget_s - spent, 0.0)

    def _node_cost(self, graph: Graph, node: Node) -> float:
        try:
            return float(self.cost.node_cost(graph, node))
        except Exception:  # noqa: BLE001  (ordering only: an unpriceable node goes last)
            return 0.0

    def outcome(self, anchor: Anchor) -> Outcome | None:
        key = anchor.key + ":" + ",".join(sorted(anchor.constant))
        if key in self.outcomes:
            return self.outcomes[key]
        if self.seconds >= self.opt.budget_s:
            self.skipped_for_time.add(key)
            return None
        t0 = time.perf_counter()
        try:
            outcome = self.evaluate(anchor, key)
        except Exception as e:  # noqa: BLE001  (fail closed: a PET bug costs the mutants only)
            shapes = {k: list(t.shape) for k, t in anchor.program.inputs.items()}
            outcome = Outcome(key, anchor.label, shapes, anchor.program,
                              time.perf_counter() - t0, 0,
                              [Tried("*", "rejected", f"internal error: {type(e).__name__}: "
                                                      f"{one_line(e, 160)}")], None)
        finally:
            self.seconds += time.perf_counter() - t0
        self.outcomes[key] = outcome
        return outcome

    # ---- one anchor --------------------------------------------------------------------------
    def evaluate(self, anchor: Anchor, key: str) -> Outcome:
        t0 = self._anchor_t0 = time.perf_counter()
        original = anchor.program
        shapes = {k: list(t.shape) for k, t in original.inputs.items()}
        tried: list[Tried] = []
        mutants = generate(original, self.opt.depth, self.opt.max_mutants)
        base = self.cost.graph_cost(_standalone(original, anchor.constant))
        base_flops = max(flops(original), 1)
        priced: list[tuple[float, Mutant]] = []
        for m in mutants:
            if self.seconds + (time.perf_counter() - t0) > self.opt.budget_s:
                tried.append(Tried(m.label, "skipped", "PET time budget spent"))
                continue
            try:
                propagate(m.program)
            except NotMultilinear as e:
                tried.append(Tried(m.label, "rejected", f"not certifiable: {one_line(e, 160)}"))
                continue
            if flops(m.program) > FLOP_SLACK * base_flops:
                tried.append(Tried(m.label, "rejected", f"{flops(m.program) / base_flops:.2f}x "
                                   "the original's multiply-adds (not measured)"))
                continue
            c = self.cost.graph_cost(_standalone(m.program, anchor.constant))
            if c >= base:
                tried.append(Tried(m.label, "rejected", "not cheaper than the original "
                                   "before corrections", {"original": base, "mutant": c}))
                continue
            priced.append((c, m))
        priced.sort(key=lambda cm: cm[0])
        best: Verified | None = None
        for k, (c, m) in enumerate(priced[: self.opt.max_tested]):
            if k and self.seconds + (time.perf_counter() - t0) > self.opt.budget_s:
                tried.append(Tried(m.label, "skipped", "PET time budget spent",
                                   {"original": base, "mutant": c}))
                continue
            verdict = self.verify(original, m, anchor, base, c)
            if isinstance(verdict, Tried):
                tried.append(verdict)
                continue
            tried.append(Tried(m.label, "accepted", "box tests passed or corrected; exact and "
                               "float checks of the corrected program passed", verdict.cost))
            if best is None or verdict.cost["corrected"] < best.cost["corrected"]:
                best = verdict
        for c, m in priced[self.opt.max_tested:]:
            tried.append(Tried(m.label, "skipped", f"only the {self.opt.max_tested} cheapest "
                               "mutants are tested", {"original": base, "mutant": c}))
        if best is not None:
            self.certificates[best.cert_id] = best.certificate
        if self.progress:
            self.progress(f"PET {anchor.label} {shapes}: {len(mutants)} mutants, "
                          + (f"accepted {best.label}" if best else "none accepted"))
        self.cost.save()
        return Outcome(key, anchor.label, shapes, original, time.perf_counter() - t0,
                       len(mutants), tried, best)

    def verify(self, original: Graph, m: Mutant, anchor: Anchor, base: float,
               c_mut: float) -> Verified | Tried:
        costs = {"original": base, "mutant": c_mut}
        deadline = self._deadline()
        try:
            test = box_test(original, m.program, self.opt.trials, self.opt.prime,
                            deadline=deadline)
            self.box_tested += 1
        except NotMultilinear as e:
            return Tried(m.label, "rejected", f"not certifiable: {one_line(e, 160)}", costs)
        except OutOfTime as e:
            return Tried(m.label, "skipped", str(e), costs)
        if test.error_bound() > MAX_ERROR_BOUND:  # what the audit's recheck refuses
            return Tried(m.label, "rejected", f"error bound {test.error_bound():.2e} over "
                         f"{test.boxes} boxes: above the {MAX_ERROR_BOUND:.0e} a PET step must "
                         "guarantee (more --pet-trials lower it)", costs)
        total = sum(original.types[o].size for o in original.outputs)
        bad = sum(int(np.prod([hi - lo for lo, hi in ob.box(cell)]))
                  for ob in test.outputs for cell in ob.failing)
        if bad > self.opt.max_fail_fraction * total:
            return Tried(m.label, "rejected", f"{test.failing} of {test.boxes} boxes fail "
                         f"({bad} of {total} elements): not partially equivalent enough", costs)
        best_form = None
        for fuse in (False, True) if test.failing else (False,):
            try:
                corrected = build_corrected(original, m.program, test, fuse=fuse)
            except VoptError as e:
                return Tried(m.label, "rejected", f"corrections: {one_line(e, 160)}", costs)
            folded = _standalone(corrected.program, anchor.constant)
            per_node = _node_costs(self.cost, folded)
            c_corr = sum(per_node.values())
            extra = sum(v for k, v in per_node.items()
                        if k in corrected.correction_nodes or k in corrected.writeback_nodes)
            if best_form is None or c_corr < best_form[1]:
                best_form = (corrected, c_corr, extra, fuse)
        assert best_form is not None  # the first form tried is kept (or returned on)
        corrected, c_corr, extra, fused = best_form
        costs.update({"corrected": c_corr, "corrections": extra,
                      "correction_overhead": extra / c_corr if c_corr else 0.0,
                      "fused_corrections": fused})
        if c_corr >= base:
            return Tried(m.label, "rejected", "corrections cost more than the mutant saves"
                         if corrected.corrections else "not cheaper than the original", costs)
        try:
            full = exact_full_check(original, corrected.program, self.opt.trials,
                                    self.opt.prime, deadline=deadline)
        except OutOfTime as e:
            return Tried(m.label, "skipped", str(e), costs)
        if not full.ok:
            return Tried(m.label, "rejected", f"corrected program differs modulo p at "
                         f"{full.first_difference}", costs)
        e2e = check_end_to_end(original, corrected.program, seed=int(full.entropy % 100_000))
        if not e2e.ok:
            w = e2e.worst()
            assert w is not None  # a failing check has a differing output
            return Tried(m.label, "rejected", f"float check failed: {w.name} differs by "
                         f"{w.max_abs:.3g}", costs)
        # the float contract, measured with every input a variable (check/float_tier.py)
        try:
            tier, evidence = measured_tier(export_model(original),
                                           export_model(corrected.program))
        except Exception as e:  # noqa: BLE001  (ORT raises its own types; fail closed)
            return Tried(m.label, "rejected", "float contract not measured: "
                         f"{one_line(e, 160)}", costs)
        if tier not in contract(self.fast_math):
            return Tried(m.label, "rejected", f"float contract {tier} ({evidence}); "
                         "--fast-math admits it", costs)
        v = Verified(m.label, m.program, corrected, test, full, e2e.to_json(), costs,
                     contract_record(tier, evidence))
        v.certificate = self.certificate(original, v, anchor)
        v.cert_id = v.certificate["id"] = certificate_id(v.certificate)
        return v

    def certificate(self, original: Graph, v: Verified, anchor: Anchor) -> dict:
        return {
            "kind": "pet", "id": "", "verdict": "tested", "transform": v.label,
            "prime": v.test.prime, "trials": v.test.trials,
            "boxes": v.test.to_json(),
            "error_bound": v.test.error_bound(),
            "corrections": [c.to_json() for c in v.corrected.corrections],
            "corrected_elements": v.corrected.corrected_elements,
            "full_check": v.full.to_json(),
            "float_check": v.float_check,
            "float_contract": v.float_contract,
            "cost_ms": v.cost,
            "binding": dict(anchor.binding),
            "original": program_to_json(original),
            "mutant": program_to_json(v.mutant),
            "corrected": program_to_json(v.corrected.program),
        }

    # ---- applying ----------------------------------------------------------------------------
    def apply(self, graph: Graph, anchor: Anchor, v: Verified, step: int) -> Graph:
        return splice_program(graph, anchor, v.corrected.program, v.label, v.cert_id, step)

    # ---- report ------------------------------------------------------------------------------
    def summary(self) -> dict:
        outs = list(self.outcomes.values())
        return {"enabled": True, "seconds": self.seconds, "trials": self.opt.trials,
                "depth": self.opt.depth, "prime": self.opt.prime,
                "regions": len(self.regions),
                "region_sizes": [len(r) for r in self.regions][:50],
                "anchors_examined": len(outs),
                "anchors_skipped_for_time": len(self.skipped_for_time),
                "mutants_generated": sum(o.mutants for o in outs),
                "mutants_box_tested": self.box_tested,
                "accepted": sum(1 for o in outs if o.best),
                "accepted_mutants": [{"op": o.op, "shapes": o.shapes, "mutant": o.best.label,
                                      "corrections": len(o.best.corrected.corrections),
                                      "cost_ms": o.best.cost} for o in outs if o.best],
                "outcomes": [o.to_json() for o in outs]}


def splice_program(graph: Graph, anchor: Anchor, prog: Graph, label: str, cert_id: str,
                   step: int) -> Graph:
    """graph with the anchor's nodes replaced by `prog` (a corrected mutant), its values given
    fresh names tagged with the step, its nodes stamped with the mutant and its certificate:
    what the search applies and what `vopt audit` replays (audit/replay.py)."""
    g = graph.copy()
    replaced = {n.name for n in anchor.replaced}
    g.nodes = [n for n in g.nodes if n.name not in replaced]
    rename = dict(anchor.binding)
    rename[prog.outputs[0]] = anchor.output
    tag = f"pet{step}"
    taken = g.taken_names()  # the tail's and subgraphs' names too

    def fresh(base: str) -> str:
        name, k = base, 0
        while name in taken:
            k += 1
            name = f"{base}_{k}"
        taken.add(name)
        return name

    for name, value in prog.initializers.items():
        rename[name] = fresh(f"{tag}_{name}")
        g.initializers[rename[name]] = value
    for n in prog.nodes:
        for o in n.outputs:
            if o and o not in rename:
                rename[o] = fresh(f"{tag}_{o}")
    meta = {META_RULE: "pet:" + label, META_CERT: cert_id}
    for n in prog.nodes:
        g.nodes.append(Node(n.op, tuple(rename.get(i, i) if i else "" for i in n.inputs),
                            tuple(rename[o] if o else "" for o in n.outputs), n.attrs,
                            fresh(f"{tag}_{n.op}"), "", meta))
    g.drop_unused_initializers()  # a chain's shape parameters were copied into the program
    g.toposort()
    g.infer_types()
    return g
