"""One operator through the derivation engine: lower, search, prove, instantiate, check,
measure. `vopt derive` prints what this returns; the benchmark calls it. It sits above
derive/ (expressions, rules, proofs, instantiation) and backends/ (the hybrid ORT + TVM
runner it checks and times with).

    result = derive_operator(node_proto, shapes, consts)   # candidates, best measured first

For each candidate kept (the search's best few, plus the operator as one eOperator):
every step is proved (z3, and cvc5 where installed) and exactly evaluated (search.certify);
the instantiation is run on random integers against the expression's exact value
(instantiate.check_instantiation); then it is timed against ONNX Runtime's own operator on
the same inputs, interleaved, median of `repeat` runs. Nothing unproved or unchecked is timed.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

import numpy as np
import onnx

from verified_opt.backends.constant_fold import Folded, instantiate_folded
from verified_opt.check.instantiation import check_instantiation
from verified_opt.derive.certificate import step_json
from verified_opt.derive.contract import document_id
from verified_opt.derive.expr import Scope, program_text, tensors
from verified_opt.derive.instantiate import (
    Instantiation,
    node_model,
    splice_instantiation,
    subgraph_model,
)
from verified_opt.derive.lower import LOWERED_OPS, lower_node
from verified_opt.derive.outcomes import Outcomes
from verified_opt.derive.search import Candidate, arithmetic, certify, derive
from verified_opt.errors import one_line
from verified_opt.ir.graph import Graph
from verified_opt.passes.base import Pass, PassResult

if TYPE_CHECKING:
    from verified_opt.ops.node import Node

# one derivable operator of a graph: (node, proto, input shapes, constant inputs)
Member = tuple["Node", onnx.NodeProto, dict[str, tuple[int, ...]], dict[str, np.ndarray]]


@dataclass
class Derived:
    """One candidate after proof, check and measurement."""

    candidate: Candidate
    status: str  # usable | unproved | check failed | error | unchecked | not measured
    reason: str = ""
    kinds: list[tuple[str, str]] = field(default_factory=list)
    ms: float | None = None  # median, this instantiation
    ort_ms: float | None = None  # median, ONNX Runtime's operator, same run
    certificates: list[dict] = field(default_factory=list)
    inst: Instantiation | None = None
    schedules: dict[str, str] = field(default_factory=dict)  # tuned, by eOperator expression
    untuned_ms: float | None = None  # median, the same instantiation with hand schedules
    gather: bool = True  # copies instantiated as Gather where one matches (instantiate)
    folded: list[Folded] = field(default_factory=list)  # inst's constant parts, computed once
    swap: bool = False  # MatMuls in their other operand order where offered (instantiate)

    @property
    def matmul_order(self) -> str:
        """Which operand order the MatMul stages take, as the report says it."""
        return "other" if self.swap else "fewest transposes"

    @property
    def matmul_operands(self) -> list[dict]:
        ops = self.inst.operands if self.inst is not None else []
        return [{"stage": s, "left": a, "right": b} for s, a, b in ops]

    @property
    def speedup(self) -> float | None:
        return self.ort_ms / self.ms if self.ms and self.ort_ms else None

    def to_json(self) -> dict:
        c = self.candidate
        return {"path": c.path, "depth": len(c.steps), "status": self.status,
                "reason": self.reason, "expression": program_text(c.final),
                "instantiation": [{"stage": s, "kind": k} for s, k in self.kinds],
                "ms": self.ms, "ort_ms": self.ort_ms, "speedup": self.speedup,
                "untuned_ms": self.untuned_ms, "tuned_kernels": len(self.schedules),
                "gather": self.gather, "matmul_order": self.matmul_order,
                "matmul_operands": self.matmul_operands,
                "folded": [f.to_json() for f in self.folded], "steps": self.certificates}


@dataclass
class DeriveResult:
    node: str
    op: str
    expression: str
    search_s: float
    states: int
    derived: list[Derived]
    tuned: list = field(default_factory=list)  # tune.TunedKernel of the tuned eOperators
    # what the operator was: for measuring and re-instantiating after tuning
    proto: onnx.NodeProto | None = field(default=None, repr=False)
    shapes: dict[str, tuple[int, ...]] = field(default_factory=dict, repr=False)
    consts: dict[str, np.ndarray] = field(default_factory=dict, repr=False)
    root: Scope | None = field(default=None, repr=False)
    shared_from: str = ""   # the operator whose search this is (derive_share.py), if another
    # a multi-node pattern (derive/patterns.py) instead of one operator: the matched nodes
    # alone, their constants as initializers (proto is None then)
    pattern: onnx.ModelProto | None = field(default=None, repr=False)

    @property
    def output(self) -> str:
        """The value the derivation computes (the operator's or the pattern's output)."""
        if self.proto is not None:
            return self.proto.output[0]
        assert self.root is not None
        return self.root.name

    @property
    def prefix(self) -> str:
        """The name the instantiation's nodes are named after: the operator's, or the name
        of the pattern's node that writes its output."""
        if self.proto is not None:
            return self.proto.name or self.proto.output[0]
        from verified_opt.derive.patterns import writer_name
        assert self.pattern is not None
        return writer_name(self.pattern, self.output)

    def baseline_model(self) -> onnx.ModelProto:
        """What the derivation replaces, alone: ONNX Runtime's side of every measurement."""
        if self.pattern is not None:
            return self.pattern
        assert self.proto is not None and self.root is not None
        return node_model(self.proto, self.shapes, self.consts, self.root.shape)

    def instantiate(self, d: Derived, schedules: Mapping[str, str] | None = None,
                    swap: bool | None = None) -> tuple[Instantiation, list[Folded]]:
        """d's candidate instantiated over this operator's weights, constant parts folded."""
        return instantiate_folded(d.candidate.final, self.output, self.prefix,
                                  {k: self.consts[k] for k in self.const_names},
                                  library=bool(d.candidate.steps), schedules=schedules,
                                  gather=d.gather, swap=d.swap if swap is None else swap)

    @property
    def const_names(self) -> set[str]:
        assert self.root is not None
        return {k for k in self.consts if k in {t.name for t in tensors(self.root)}}

    @property
    def best(self) -> Derived | None:
        ok = [d for d in self.derived if d.status == "usable" and d.ms is not None]
        return min(ok, key=lambda d: d.ms or 0.0) if ok else None

    @property
    def best_derived(self) -> Derived | None:
        """The fastest usable candidate with at least one step (the as-lowered eOperator is a
        baseline, not a derivation)."""
        ok = [d for d in self.derived
              if d.status == "usable" and d.ms is not None and d.candidate.steps]
        return min(ok, key=lambda d: d.ms or 0.0) if ok else None

    def to_json(self) -> dict:
        return {"node": self.node, "op": self.op, "expression": self.expression,
                "search_seconds": round(self.search_s, 3), "candidates": self.states,
                "derived": [d.to_json() for d in self.derived],
                "tuned": [t.to_json() for t in self.tuned]}


# measure_rounds' signature (search/cost.py; check/gpu.gpu_measure_rounds on the device)
Timer = Callable[..., dict[str, list[float]]]


def time_models(models: list[onnx.ModelProto], feeds: Mapping[str, np.ndarray],
                repeat: int = 15, threads: int = 2, timer: Timer | None = None) -> list[float]:
    """Median milliseconds of each model on the same feeds: search.cost.measure_rounds (fresh
    sessions per round, blocks of runs in rotating order, so one session's spinning threads
    are not charged to the next model's run; models with eOperators run on the hybrid
    runner), `repeat` scaling the time per round; the median over 3 rounds. `timer`: another
    measure_rounds (`--backend gpu`: the models' GPU plans timed on the device)."""
    from verified_opt.search.cost import measure_rounds
    data = {str(k): m.SerializeToString() for k, m in enumerate(models)}
    per = (timer or measure_rounds)(data, dict(feeds), threads, rounds=3,
                                    seconds_per_round=max(0.3, 0.04 * repeat * len(models)))
    return [float(np.median(per[str(k)])) for k in range(len(models))]


def derive_operator(node: onnx.NodeProto, shapes: Mapping[str, tuple[int, ...]],
                    consts: Mapping[str, np.ndarray], depth: int = 6, budget_s: float = 20.0,
                    keep: int = 3, measure: bool = True, solvers: tuple[str, ...] = ("z3",),
                    repeat: int = 15, progress: Callable[[str], None] | None = None,
                    tune_s: float = 0.0, tune_db=None, tune_policy: str = "share",
                    retune: bool = False, baseline: bool = True, gather: bool = True,
                    timer: Timer | None = None, lazy: bool = False) -> DeriveResult:
    """Candidates for one operator. tune_s > 0: their eOperators are tuned (tune/) within
    that many seconds before they are measured (retune: kernels the database already holds
    are tuned again, their records kept beside the new ones). baseline=False: the operator
    as one eOperator (the candidate without steps) is left out; only a tuned one can win.
    gather=False: no instantiation uses Gather (copies stay eOperators). lazy: candidates
    timed before they are proved (search_result); `settle` certifies the fast ones."""
    root = lower_node(node, shapes)
    out = DeriveResult(node.name or node.output[0], node.op_type, program_text(root), 0.0, 0,
                       [], proto=node, shapes=dict(shapes), consts=dict(consts), root=root)
    return search_result(out, depth=depth, budget_s=budget_s, keep=keep, measure=measure,
                         solvers=solvers, repeat=repeat, progress=progress, tune_s=tune_s,
                         tune_db=tune_db, tune_policy=tune_policy, retune=retune,
                         baseline=baseline, gather=gather, timer=timer, lazy=lazy)


def search_result(out: DeriveResult, depth: int = 6, budget_s: float = 20.0, keep: int = 3,
                  measure: bool = True, solvers: tuple[str, ...] = ("z3",), repeat: int = 15,
                  progress: Callable[[str], None] | None = None, tune_s: float = 0.0,
                  tune_db=None, tune_policy: str = "share", retune: bool = False,
                  baseline: bool = True, gather: bool = True, timer: Timer | None = None,
                  lazy: bool = False) -> DeriveResult:
    """out (an operator or a pattern, its root lowered, nothing derived yet) with the search's
    candidates proved, instantiated, checked, and (measure) timed: derive_operator's work
    after the lowering. lazy: instantiated and timed only (_realize), for `settle` to
    certify the ones fast enough to be applied."""
    assert out.root is not None
    t0 = time.perf_counter()
    cands = derive(out.root, depth=depth, budget_s=budget_s, progress=progress,
                   consts=frozenset(out.consts))
    out.search_s, out.states = time.perf_counter() - t0, len(cands)
    chosen = [c for c in cands if c.steps][:keep] + [c for c in cands
                                                     if not c.steps and baseline]
    memo: dict = {}   # exact evaluations the candidates' steps share (their first: the root)
    for c in chosen:
        out.derived += _realize(c, out, solvers, gather, memo, lazy)
    if tune_s > 0:
        out.tuned = tune_results([(out, 1)], tune_s, tune_db, tune_policy, progress,
                                 retune=retune)
    if measure:
        measure_result(out, repeat, timer=timer)
    return out


def measure_result(res: DeriveResult, repeat: int = 15, timer: Timer | None = None) -> None:
    """Time every usable candidate against ONNX Runtime's operator on the same inputs (and,
    for a tuned one, the same instantiation with its hand schedules)."""
    assert res.root is not None
    base = res.baseline_model()
    inputs = [i.name for i in base.graph.input if i.name not in res.consts]
    feeds = {i: np.random.default_rng(0).standard_normal(res.shapes[i]).astype(np.float32)
             for i in inputs}
    usable = [d for d in res.derived if d.status in ("usable", UNCHECKED)
              and d.inst is not None]
    consts = {k: res.consts[k] for k in res.const_names}
    models = [base]
    for d in usable:
        assert d.inst is not None
        models.append(subgraph_model(d.candidate.final, d.inst, res.output, consts))
    untuned = [d for d in usable if d.schedules]
    for d in untuned:
        plain, _ = res.instantiate(d)
        models.append(subgraph_model(d.candidate.final, plain, res.output, consts))
    ms = time_models(models, feeds, repeat, timer=timer)
    for d, t in zip(usable, ms[1:]):
        d.ms, d.ort_ms = t, ms[0]
    for d, t in zip(untuned, ms[1 + len(usable):]):
        d.untuned_ms = t


TUNED_GAIN = 1.0  # a tuned schedule replaces the hand one when best * this < untuned latency


def tune_results(results: list[tuple[DeriveResult, int]], seconds: float, db=None,
                 policy: str = "share", progress: Callable[[str], None] | None = None,
                 retune: bool = False, backend: str = "cpu") -> list:
    """Tune the eOperators of every usable candidate of `results` (each with the number of
    operators of the model it stands for) within `seconds`, sharing the time by their part
    of the latency (tune/scheduler.py); a candidate whose kernels got a schedule faster than
    the hand one is instantiated with it and checked again, as it will run (a failed check
    makes it unusable). Returns the tune.TunedKernel of each distinct kernel, with `users`
    (the operators whose candidates read it) set. retune: tune kernels the database already
    has (MetaSchedule's search starts from their records). backend gpu: tuned for CUDA on
    the device (tune/cuda.py: built and timed as the GPU plan runs them); a tuned kernel is
    used only after it computed the expression exactly on the device (integer inputs), and
    its schedule is for the GPU plan only (the CPU runs the hand schedule)."""
    from verified_opt.derive.eop_onnx import eop_scope, expr_attribute, is_eop, schedule_attribute
    from verified_opt.derive.eop_tvm import compile_eop, tuning_func
    from verified_opt.tune.db import TuneDB, target_json
    from verified_opt.tune.tuner import KernelTask, backend_target, tune_kernels
    say = progress or (lambda m: None)
    gpu = backend == "gpu"
    if gpu:
        from verified_opt.tune.cuda import exact_on_device, untuned_seconds
    target = backend_target(backend)
    db = db or TuneDB.open(target)
    # One task per distinct kernel: eOperators whose TIR is structurally the same (the same
    # computation under other tensor names) are one workload in the database, tuned once.
    import tvm_ffi
    kernels: dict[int, KernelTask] = {}
    scopes: dict[int, Scope] = {}
    keys_of: dict[int, list[str]] = {}
    users: dict[int, list[str]] = {}
    rng = np.random.default_rng(0)
    for res, count in results:
        for d in res.derived:
            if d.status != "usable" or d.inst is None:
                continue
            for n in d.inst.nodes:
                if not is_eop(n):
                    continue
                scope = eop_scope(n)
                key = expr_attribute(scope)
                func = tuning_func(scope)
                h = int(tvm_ffi.structural_hash(func))
                if key not in keys_of.setdefault(h, []):
                    keys_of[h].append(key)
                if res.node not in users.setdefault(h, []):
                    users[h].append(res.node)
                if h in kernels:
                    kernels[h].count += count if len(users[h]) > 1 else 0
                    continue
                if gpu:
                    untuned = untuned_seconds(scope)
                else:
                    ins = [rng.standard_normal(t.shape).astype(np.float32)
                           for t in tensors(scope)]
                    untuned = compile_eop(scope).time(ins, repeats=5, rounds=3)
                kernels[h] = KernelTask(f"{res.op} {res.node}: {n.name}", func, count, untuned)
                scopes[h] = scope
    if not kernels:
        return []
    hs = list(kernels)
    say(f"tuning {len(hs)} kernels for {seconds:g} s (MetaSchedule, {policy})")
    tuned = tune_kernels([kernels[h] for h in hs], seconds, db, policy, retune=retune)
    reused = sum(t.reused for t in tuned)
    say(f"tuned {len(hs) - reused} kernels ({sum(t.trials for t in tuned)} trials), "
        f"{reused} reused from the tuning database {db.folder}")
    tj = target_json(target)
    chosen = {k: schedule_attribute(tj, t.trace) for h, t in zip(hs, tuned)
              if t.trace and t.best_s is not None and _trusted_latency(t.best_s)
              and t.best_s * TUNED_GAIN < t.untuned_s and _replayable(t.trace, say)
              and (not gpu or exact_on_device(scopes[h], t.trace, say))
              for k in keys_of[h]}
    checked: set[str] = set()  # the schedules of candidates that passed their check
    for res, _ in results:
        for d in res.derived:
            if d.status != "usable" or d.inst is None:
                continue
            sched = {k: v for k, v in chosen.items()
                     if any(is_eop(n) and expr_attribute(eop_scope(n)) == k
                            for n in d.inst.nodes)}
            if not sched:
                continue
            ok, why = check_instantiation(d.candidate.final, res.const_names,
                                          library=bool(d.candidate.steps), schedules=sched,
                                          gather=d.gather, swap=d.swap)
            if not ok:
                d.status, d.reason = "check failed", f"tuned kernel: {why}"
                continue
            d.inst, d.folded = res.instantiate(d, schedules=sched)
            d.schedules = sched
            checked.update(sched)
    for t, h in zip(tuned, hs):  # used: in a candidate whose check it passed
        t.key, t.keys, t.users = keys_of[h][0], keys_of[h], users[h]
        t.used = any(k in checked for k in keys_of[h])
    return tuned


def _trusted_latency(seconds: float | None) -> bool:
    """A record's best time as a number a choice may rest on (a database anyone may edit:
    a negative or NaN time was taken as the fastest)."""
    return seconds is not None and math.isfinite(seconds) and seconds > 0


def _replayable(trace: str, say: Callable[[str], None]) -> bool:
    """A record's trace made only of the primitives that keep what a kernel computes
    (eop_tvm.check_trace): one that is not never reaches the model, where a pragma_import_llvm
    payload rode in the eOperator's schedule attribute (the CPU runtime replays through the
    same check, and fell back to the hand schedule)."""
    from verified_opt.derive.eop_tvm import EOpError, check_trace
    try:
        check_trace(trace)
    except EOpError as e:
        say(f"tuning record refused: {one_line(e, 160)}")
        return False
    return True


UNCHECKED = "unchecked"   # instantiated and timed, not yet proved nor checked (lazy)
FAILED = ("unproved", "check failed", "error")   # statuses of a candidate that was refused
LAZY_WORK = 4   # lazily, a candidate with this many times the operator's arithmetic is not run


def _realize(c: Candidate, res: DeriveResult, solvers: tuple[str, ...], gather: bool = True,
             memo: dict | None = None, lazy: bool = False) -> list[Derived]:
    """The candidate proved, instantiated and checked; when its instantiation has a Gather,
    also the same candidate with those copies as eOperators (measured side by side: on CPU
    a TVM kernel computing the indices often beats reading a table of them); and when a MatMul
    stage's other operand order reads other copies in their source's order
    (instantiate.other_order: GBMM's V windows), each of those with that order too. Every
    variant is a full instantiation, checked exactly like the first; at most 4 per candidate.
    lazy: instantiated only, status UNCHECKED (timed, then `settle` proves and checks those
    fast enough to be applied; the others are never applied); one computing more than
    LAZY_WORK times the operator's arithmetic is not instantiated at all."""
    d = Derived(c, "usable")
    if lazy:
        assert res.root is not None
        base, mine = arithmetic(res.root), arithmetic(c.final)
        if mine > LAZY_WORK * base:
            d.status, d.reason = "not measured", (f"{mine / base:.1f}x the operator's "
                                                  "arithmetic")
            return [d]
        d.status, d.reason = UNCHECKED, "not certified: slower than the gain asked"
    elif not certify(c, solvers=solvers, memo=memo):
        d.status, d.reason = "unproved", _unproved_reason(c)
        return [d]
    else:
        d.certificates = _certificates(c, solvers)
    # the operator as lowered stays one eOperator: matched, it would be ORT's operator again
    library = bool(c.steps)
    d.gather = gather
    variants = [d]
    for v in variants:   # the loop also visits the variant appended below
        if not lazy:
            ok, why = check_instantiation(c.final, res.const_names, library=library,
                                          gather=v.gather, swap=v.swap, memo=memo)
            if not ok:
                v.status, v.reason = "check failed", why
                continue
        v.inst, v.folded = res.instantiate(v)
        v.kinds = v.inst.kinds
        if v.gather and not v.swap and any(k == "Gather" for _, k in v.kinds):
            variants.append(Derived(c, d.status, d.reason, certificates=v.certificates,
                                    gather=False))
        if not v.swap and v.inst.swappable:
            variants.append(Derived(c, d.status, d.reason, certificates=v.certificates,
                                    gather=v.gather, swap=True))
    return variants


def _certificates(c: Candidate, solvers: tuple[str, ...]) -> list[dict]:
    """The certificate of each step of a certified candidate (certify ran)."""
    return [step_json(s, p, e, solvers) for s, p, e in zip(c.steps, c.proofs, c.exact)]


def _unproved_reason(c: Candidate) -> str:
    bad = next((p for p in c.proofs if p.status != "proved"), None)
    odd = next((e for e in c.exact if not e.equal), None)
    return bad.reason if bad else (odd.reason if odd is not None and odd.reason
                                   else "exact check differs")


def settle(res: DeriveResult, min_gain: float, solvers: tuple[str, ...] = ("z3",)) -> None:
    """Certify res's UNCHECKED candidates that measured at least min_gain times faster than
    what they replace, fastest first, until one is usable: every step proved and checked
    exactly (certify) and the instantiation checked exactly, as _realize does eagerly. The
    others stay UNCHECKED, which is never applied (best_derived takes usable ones only)."""
    memo: dict = {}
    proved: dict[int, bool] = {}   # a candidate's variants share its proof
    timed = sorted((d for d in res.derived if d.status == UNCHECKED and d.speedup),
                   key=lambda d: d.ms or 0.0)
    for d in timed:
        if (d.speedup or 0.0) < min_gain:
            break
        c = d.candidate
        if id(c) not in proved:
            proved[id(c)] = certify(c, solvers=solvers, memo=memo)
        if not proved[id(c)]:
            d.status, d.reason = "unproved", _unproved_reason(c)
            continue
        d.certificates = _certificates(c, solvers)
        ok, why = check_instantiation(c.final, res.const_names, library=bool(c.steps),
                                      gather=d.gather, swap=d.swap, memo=memo)
        if not ok:
            d.status, d.reason = "check failed", why
            continue
        d.status, d.reason = "usable", ""
        return


# ------------------------------------------------------------------ the optimizer's pass

DERIVABLE = LOWERED_OPS  # the operators a derivation can start from

MIN_GAIN = 1.10  # an operator is replaced only if its derivation measured this much faster

@dataclass
class Pace:
    """The derivation pass's budget: a search (a band's or an operator's) starts only if one
    more, as long as the mean of those done, still fits in it."""

    t0: float
    budget_s: float
    took: list[float] = field(default_factory=list)

    def fits(self) -> bool:
        mean = sum(self.took) / len(self.took) if self.took else 0.0
        return time.perf_counter() - self.t0 + mean <= self.budget_s

    @contextmanager
    def search(self) -> Iterator[None]:
        start = time.perf_counter()
        try:
            yield
        finally:
            self.took.append(time.perf_counter() - start)


# Seconds `vopt optimize --derive` gives the pass at most by default (api/pipeline.py cuts it
# so that the run stays within a minute): an operator's search, proofs, checks and timing take
# 15-20 s on 2 cores, so two or three distinct operators; bands come first
DERIVE_BUDGET = 40.0


@dataclass
class AppliedDerivation:
    """One operator replaced by a derivation: what the audit report records for it."""

    node: str
    op: str
    created: list[str]
    document: dict  # the derivation: original expression, steps (certificates), instantiation
    certificate_id: str
    ms: float
    ort_ms: float
    untuned_ms: float | None = None   # the same instantiation with hand-scheduled kernels
    tuned: list[dict] = field(default_factory=list)   # its tuned kernels (TunedKernel.to_json)
    folded: list[Folded] = field(default_factory=list)  # its constant parts, computed once
    matched: list[str] = field(default_factory=list)  # the nodes replaced (a pattern: several)
    # its float contract, measured (check/float_tier.py): tier, reason, evidence
    float_contract: dict = field(default_factory=dict)


def derivation_document(res: DeriveResult, d: Derived, const_names: list[str]) -> dict:
    """The derivation as the report keeps it; `vopt audit` rechecks it from this alone: the
    operator (its NodeProto, base64, and input shapes) lowers to the first step's before (a
    pattern: its nodes and constant tables, `pattern`, found again as that expression),
    each step's after is the next one's before, the last is `final`. `folded`: the nodes of
    the instantiation computed once into initializers (backends/constant_fold.py), each with the
    constants it reads and its value's SHA-256; the audit folds again from the weights."""
    import base64

    from verified_opt.derive.expr import to_json
    from verified_opt.derive.patterns import encode_pattern
    source = ({"pattern": encode_pattern(res.pattern)} if res.pattern is not None else
              {"node_proto": base64.b64encode(res.proto.SerializeToString()).decode()}
              if res.proto is not None else {})
    return {"schema": "verified_opt.derivation/1", "node": res.node, "op": res.op, **source,
            "shapes": {k: list(v) for k, v in res.shapes.items()},
            "original": res.expression, "path": d.candidate.path,
            "steps": d.certificates,
            "final": to_json(d.candidate.final), "final_text": program_text(d.candidate.final),
            "instantiation": [{"stage": s, "kind": k} for s, k in d.kinds],
            "constants": const_names, "output": res.output,
            "schedules": dict(sorted(d.schedules.items())), "gather": d.gather,
            "matmul_order": d.matmul_order, "matmul_operands": d.matmul_operands,
            "folded": [f.to_json() for f in d.folded],
            "measured": {"ms": d.ms, "ort_ms": d.ort_ms, "untuned_ms": d.untuned_ms},
            "shared_from": res.shared_from or None}


def derive_pass(graph, threads: int = 2, budget_s: float = 20.0, min_gain: float | None = None,
                progress: Callable[[str], None] | None = None, tune_s: float = 0.0,
                tune_db=None, tune_policy: str = "share", retune: bool = False,
                gather: bool = True, timer: Timer | None = None, backend: str = "cpu",
                outcomes: Outcomes | None = None, rederive: bool = False,
                fast_math: bool = False):
    """A copy of `graph` with each derivable operator (static shapes, constant weights) whose
    best proved and checked derivation measured at least `min_gain` times faster than ONNX
    Runtime's operator replaced by its instantiation; and what was applied.

    Banded products (G2BMM, GBMM: several nodes around a dense MatMul) come first
    (api/derive_band.py: found, checked exactly against their expression, derived, replaced
    where they gain min_gain over the matched nodes; with tune_s, tuned with the operators).

    Operators of the same type, attributes and input shapes (derive_share.operator_key) are
    one group: the first is searched, the others share its result over their own tensors
    (derive_share.share_result: every step proved again, the instantiation built from their
    weights). Groups are taken largest first (a repeated layer covers the most operators per
    search), then in graph order, while one more search (as long as the mean of those done)
    fits in `budget_s`; the groups left are counted, not derived.

    tune_s > 0: every group is derived first, then the eOperators of all their candidates
    are tuned together (tune_s seconds, shared by their part of the latency, each group
    counted as often as it occurs), then each group's candidates are measured with the tuned
    kernels and the operator as one tuned eOperator competes too. gather=False: no
    instantiation uses Gather. timer: how candidates and what they replace are timed (None:
    ONNX Runtime + TVM on the CPU; `--backend gpu`: their GPU plans on the device). backend:
    where the kernels are tuned (cpu: llvm; gpu: CUDA on the device). outcomes (untuned):
    what earlier runs on this machine measured (derive/outcomes.py): an operator whose
    derivations lost there is not searched again (rederive: searched again all the same), and
    what this run measures is recorded. fast_math: a derivation whose float contract
    (measured, check/float_tier.py) is outside the default one may replace its operator too
    (a band's: zero-terms); without it, such an operator is kept and the reason said."""
    from verified_opt.api.derive_share import operator_key
    from verified_opt.errors import VoptError
    min_gain = MIN_GAIN if min_gain is None else min_gain
    out = graph.copy()
    applied: list[AppliedDerivation] = []
    say = progress or (lambda m: None)
    pace = Pace(time.perf_counter(), budget_s)
    from verified_opt.api.derive_band import decide_group, derive_bands
    bands = derive_bands(out, pace, min_gain, applied, say, gather, tune=tune_s > 0,
                         timer=timer, fast_math=fast_math)
    if bands.found:
        say(f"{bands.searched} searches for {bands.found} banded products"
            + (f"; {bands.outside} not searched: outside the float contract (--fast-math)"
               if bands.outside else "")
            + (f"; {bands.skipped} not tried: the derivation budget ({budget_s:.0f} s) was "
               "spent" if bands.skipped else ""))
    groups: dict[str, list[Member]] = {}
    for node in list(out.nodes):
        op = _derivable(out, node)
        if op is not None:
            groups.setdefault(operator_key(op[0], op[1]), []).append((node, *op))
    skipped = shared = searched = remembered = 0
    pending: list[tuple[list[Member], DeriveResult]] = []   # (a group, its leader's result)
    memory = outcomes if tune_s <= 0 else None   # tuning changes what a derivation measures
    for key, members in sorted(groups.items(), key=lambda kv: len(kv[1]), reverse=True):
        rec = memory.skip(key, min_gain) if memory is not None and not rederive else None
        if rec is not None:
            remembered += len(members)
            say(f"{members[0][0].name} ({members[0][0].op}): not searched: {rec.get('why')}, "
                f"measured here on {rec.get('recorded')} (--rederive searches it again)")
            continue
        if not pace.fits():
            skipped += len(members)
            continue
        node, proto, shapes, consts = members[0]
        try:
            # untuned, the operator as one eOperator never wins (best_derived): not built
            with pace.search():
                # untuned, candidates are timed first and only those fast enough to be
                # applied are proved and checked (settle): the others would never be used
                res = derive_operator(proto, shapes, consts, budget_s=min(5.0, budget_s),
                                      keep=2, measure=tune_s <= 0, repeat=10,
                                      baseline=tune_s > 0, gather=gather, timer=timer,
                                      lazy=tune_s <= 0)
                if tune_s <= 0:
                    settle(res, min_gain)
        except VoptError as e:
            say(f"{node.name} ({node.op}): not derived ({e})")
            continue
        searched += 1
        if tune_s > 0:
            pending.append((members, res))
            continue
        if not replace_if_faster(out, node, res, res.best_derived, min_gain, applied, say,
                                 fast_math=fast_math):
            shared += len(members) - 1   # the same operator, measured the same: kept too
            if memory is not None:
                remember(memory, key, res, min_gain)
            continue
        group = _shared(res, members[1:], say)
        shared += len(group)
        for other, mine in group:
            replace_if_faster(out, other, mine, mine.best_derived, min_gain, applied, say,
                              fast_math=fast_math)
    if pending or bands.pending:
        tuned = tune_results([(res, len(members)) for members, res in pending]
                             + [(res, len(sites)) for sites, res in bands.pending], tune_s,
                             tune_db, tune_policy, progress, retune=retune, backend=backend)
        for sites, res in bands.pending:
            assert bands.model is not None  # the bands were found in it
            measure_result(res, repeat=10, timer=timer)
            res.tuned = [t for t in tuned if res.node in t.users]
            decide_group(out, bands.model, sites, res, min_gain, applied, say, tuned=True,
                         fast_math=fast_math)
        for members, res in pending:
            measure_result(res, repeat=10, timer=timer)
            res.tuned = [t for t in tuned if res.node in t.users]
            group = [(members[0][0], res)] + _shared(res, members[1:], say)
            shared += len(group) - 1
            for other, mine in group:
                replace_if_faster(out, other, mine, mine.best, min_gain, applied, say,
                                  fast_math=fast_math)
    total = sum(len(m) for m in groups.values())
    say(f"{searched} searches covered {searched + shared} of {total} derivable operators "
        f"({shared} shared an identical one's search)"
        + (f"; {remembered} not searched again (measured here before)" if remembered else ""))
    if skipped:
        say(f"{skipped} operators not tried: the derivation budget ({budget_s:.0f} s) was spent")
    out.drop_unused_initializers()  # weights only the replaced operators read (re-laid out)
    return out, applied


def _derivable(graph, node: Node
               ) -> tuple[onnx.NodeProto, dict[str, tuple[int, ...]], dict[str, np.ndarray]] | None:
    """(proto, input shapes, constant inputs) of a node the pass derives: a derivable
    operator with static float32 shapes, constant weights and a non-constant first input."""
    from verified_opt.ir.onnx_io import node_to_proto
    if node.op not in DERIVABLE or node.domain not in ("", "ai.onnx"):
        return None
    proto = node_to_proto(node)
    shapes = {}
    for i in proto.input:
        t = graph.types.get(i) or graph.inputs.get(i)
        if i and (t is None or any(not isinstance(x, int) for x in t.shape)
                  or t.dtype != "float32"):
            return None
        if i:
            shapes[i] = tuple(int(x) for x in t.shape)
    consts = {k: np.asarray(graph.initializers[k]) for k in proto.input
              if k in graph.initializers}
    if len(consts) < 1 or proto.input[0] in consts:
        return None
    return proto, shapes, consts


def _shared(res: DeriveResult, members: list[Member], say: Callable[[str], None]
            ) -> list[tuple[Node, DeriveResult]]:
    """res as the derivation of each other member of its group (derive_share.share_result)."""
    from verified_opt.api.derive_share import share_result
    out = []
    for node, proto, shapes, consts in members:
        mine = share_result(res, proto, shapes, consts)
        if mine is None:
            say(f"{node.name} ({node.op}): does not lower to {res.node}'s expression renamed; "
                "not shared")
            continue
        out.append((node, mine))
    return out


def remember(store: Outcomes, key: str, res: DeriveResult, min_gain: float) -> None:
    """Record a kept operator's outcome: no derivation found, or its fastest measured one;
    not when a candidate failed its proof or check (that is searched again next time)."""
    derived = [d for d in res.derived if d.candidate.steps]
    if any(d.status in FAILED for d in derived):
        return
    timed = [d.speedup for d in derived if d.speedup]
    if derived and not timed:
        return   # candidates, none measured: nothing to remember
    store.put(key, max(timed) if timed else None, kept_reason(res, res.best_derived), min_gain)


def kept_reason(res: DeriveResult, best: Derived | None) -> str:
    """Why no derivation replaced res's operator: the best one's measured ratio, or, when
    none was measured, what became of the candidates (a ratio of 0 would read as a result)."""
    what = "nodes" if res.pattern is not None else "operator"
    if best is not None and best.speedup:
        return f"best derivation {best.speedup:.2f}x of ORT's {what}"
    derived = [d for d in res.derived if d.candidate.steps]
    if not derived:
        return (f"no derivation found (the search, {res.search_s:.1f} s, reached only the "
                f"{what} as written)")
    usable = [d for d in derived if d.status == "usable"]
    failed = [d for d in derived if d.status in FAILED]
    timed = [d for d in derived if d.status == UNCHECKED and d.speedup]
    if timed and not failed and not usable:   # settle certified none: none was fast enough
        fastest = max(timed, key=lambda d: d.speedup or 0.0)
        return (f"best derivation {fastest.speedup:.2f}x of ORT's {what} (not proved: "
                "slower than the gain asked)")
    if usable:
        return (f"{len(usable)} usable derivations, none timed against ORT's {what}"
                if best is None or best.ms is None else
                f"best derivation {best.ms:.3f} ms, ORT's {what} not timed")
    counts = Counter(d.status for d in derived)
    first = next((d for d in failed + derived if d.reason), None)
    tally = ", ".join(f"{n} {s}" for s, n in sorted(counts.items()))
    return (f"no usable derivation ({tally}"
            + (f"; first: {first.reason}" if first is not None else "") + ")")


def _const_names(res: DeriveResult, d: Derived) -> list[str]:
    """The operator's weights d's final expression reads (its instantiation's constants)."""
    return sorted(k for k in res.consts if k in {t.name for t in tensors(d.candidate.final)})


def derived_model(res: DeriveResult, d: Derived) -> onnx.ModelProto:
    """d's instantiation alone, over the operator's weights: what replaces res's operator (or
    pattern) in the model."""
    assert d.inst is not None   # instantiated
    return subgraph_model(d.candidate.final, d.inst, res.output,
                          {k: res.consts[k] for k in _const_names(res, d)})


def float_tier(res: DeriveResult, d: Derived) -> tuple[str, str]:
    """(tier, evidence): the float contract of replacing res's operator (or pattern) by d's
    instantiation, measured (check/float_tier.py)."""
    from verified_opt.check.float_tier import measured_tier
    return measured_tier(res.baseline_model(), derived_model(res, d))


def replace_if_faster(out, node, res: DeriveResult, best: Derived | None, min_gain: float,
                      applied: list[AppliedDerivation], say: Callable[[str], None],
                      nodes: list[Node] | None = None, fast_math: bool = False) -> bool:
    """Replace `node` in `out` by best's instantiation when it gains min_gain and its float
    contract, measured on the operator (or pattern) and the instantiation alone, is within the
    run's (fast_math: any tier); whether it did. `nodes`: a pattern's nodes, all replaced (the
    instantiation goes where the last was)."""
    from verified_opt.check.float_tier import contract_record
    from verified_opt.rules.apply import META_CERT, META_RULE
    from verified_opt.verify.float_contract import contract
    if best is None or not best.speedup \
            or best.speedup < min_gain or best.inst is None:
        say(f"{res.node} ({res.op}): {kept_reason(res, best)}; the original kept")
        return False
    const_names = _const_names(res, best)
    doc = derivation_document(res, best, const_names)
    cid = document_id(doc)
    try:
        tier, evidence = float_tier(res, best)
    except Exception as e:  # noqa: BLE001  (ORT/TVM raise their own types; fail closed)
        say(f"{res.node} ({res.op}): derivation {best.speedup:.2f}x kept out: its float "
            f"contract could not be measured ({one_line(e, 160)})")
        return False
    if tier not in contract(fast_math):
        say(f"{res.node} ({res.op}): derivation {best.speedup:.2f}x kept out: its float "
            f"contract is {tier} ({evidence}); --fast-math applies it")
        return False
    meta = {META_RULE: f"derive:{res.op}", META_CERT: cid}
    replaced = nodes or [node]
    new_nodes = splice_instantiation(out, best.inst, replaced, meta, derived_model(res, best))
    from verified_opt.derive.eop_onnx import eop_scope, expr_attribute, is_eop
    used = {expr_attribute(eop_scope(n)) for n in best.inst.nodes if is_eop(n)}
    tuned = [t.to_json() for t in res.tuned if t.used and used & set(t.keys)]
    applied.append(AppliedDerivation(res.node, res.op, [n.name for n in new_nodes], doc,
                                     cid, best.ms or 0.0, best.ort_ms or 0.0,
                                     best.untuned_ms, tuned, list(best.folded),
                                     [n.name for n in replaced],
                                     contract_record(tier, evidence)))
    how = best.candidate.path or "as one tuned eOperator"
    say(f"{res.node} ({res.op}): derived, {best.speedup:.2f}x ({how})")
    for f in best.folded:
        say(f"{res.node} ({res.op}): folded {f.describe()}")
    return True


@dataclass(frozen=True)
class Derive(Pass):
    """`derive_pass` as a pass (on a copy); details: `applied`, the AppliedDerivations."""

    name: ClassVar[str] = "derive"
    in_place: ClassVar[bool] = False
    threads: int = 2
    budget_s: float = 20.0
    progress: Callable[[str], None] | None = None
    tune_s: float = 0.0   # MetaSchedule tuning of the candidates' eOperators (tune/)
    retune: bool = False  # tune kernels the tuning database already holds again
    gather: bool = True   # instantiations may use Gather (else copies stay eOperators)
    timer: Timer | None = None   # how candidates are timed (None: ORT + TVM on the CPU)
    backend: str = "cpu"  # what tuning measures on: cpu (llvm) or gpu (CUDA, tune/cuda.py)
    outcomes: Outcomes | None = None   # earlier runs' measurements (derive/outcomes.py)
    rederive: bool = False   # search operators the outcomes say lost, all the same
    fast_math: bool = False  # derivations of any float contract tier may apply

    def __call__(self, graph: Graph) -> PassResult:
        out, applied = derive_pass(graph, self.threads, budget_s=self.budget_s,
                                   progress=self.progress, tune_s=self.tune_s,
                                   retune=self.retune, gather=self.gather, timer=self.timer,
                                   backend=self.backend, outcomes=self.outcomes,
                                   rederive=self.rederive, fast_math=self.fast_math)
        return PassResult(out, bool(applied), {"applied": applied})

