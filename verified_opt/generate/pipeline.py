"""The generator (issue #4): TASO's rule generator, verification first.

enumerate  all graphs of up to K operators over the chosen operators and the input pool
           (generate.enumerate), fingerprinting every value as it is created (generate.fingerprint);
candidates graphs with equal fingerprints pair with the first (smallest) graph of their group,
           as in TASO; a new value equal to an existing one gives an identity candidate;
prune      common subgraph, congruence, renaming (generate.prune); shapes are generalized
           (generate.generalize) and deduplicated again;
verify     smallest rules first, level by level in slices (verify_rule);
           before a slice, candidates that rewriting with the rules kept so far already derives
           are pruned as implied, and after it, proved rules implied by earlier ones; the
           implication tasks read the rules kept so far from an append-only list each worker
           extends (executor.Growing); with a budget, no slice starts once the run is older than it
           (what was proved is written, the rest counted as not reached);
write      the proved rules in the exchange format, one certificate per rule, and a summary
           that also lists every refuted and inconclusive candidate with its reason.

The bulk work (the last level, per-candidate pruning, implication checks, proofs) runs on an
executor (generate.executor): a process pool by default, or Ray (`executor="ray"`, or
"ray=ADDRESS" for an existing cluster).

Only `proved` rules are written. Output is deterministic for a seed, whatever the executor and
the job count: enumeration is sequential, results are taken in candidate order, and the solver
is bounded by its resource limit (its wall-clock timeout is a generous backstop).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import pickle
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from verified_opt.atomic import atomic_folder, write_text_atomic
from verified_opt.axioms.lang import default_axiom_dir, load_axioms
from verified_opt.generate import enumerate as en
from verified_opt.generate import shards as sh
from verified_opt.generate import universe as un
from verified_opt.generate import variants as va
from verified_opt.generate.executor import (
    STATE,
    Executor,
    ExecutorStats,
    Growing,
    make_executor,
)
from verified_opt.generate.fingerprint import Fingerprinter, collision_bound
from verified_opt.generate.memory import PeakMemory, default_limit_bytes
from verified_opt.generate.progress import PhaseLines
from verified_opt.generate.prune import (
    CRITERIA,
    Implication,
    PruneStats,
    Rewrites,
    rule_key,
)
from verified_opt.output_paths import check_library_folder
from verified_opt.rules.format import Rule, dump_rules
from verified_opt.verify.prove import AxiomSet
from verified_opt.verify.verdict import INCONCLUSIVE, PROVED, REFUTED, Verdict, verify_rule

SCHEMA = "verified_opt.generate/1"
PHASES = ("enumerate", "fingerprint", "prune", "verify", "write")

Progress = Callable[[str, int, int], None]  # (phase, done, total)


@dataclass
class GenerateConfig:
    max_ops: int = 2
    ops: list[str] = field(default_factory=lambda: list(va.DEFAULT_FAMILIES))
    jobs: int = 1
    executor: str = "pool"  # "pool" (jobs processes), "ray" (local, jobs CPUs), "ray=ADDRESS"
    seed: int = 0
    axiom_dir: str | None = None
    timeout_ms: int = 30_000  # backstop only: the rlimit bounds the solver, reproducibly
    rlimit: int = 5_000_000
    draws: int = 2
    max_outputs: int = 2
    generalize: bool = True
    implied_depth: int = 2
    # Record no graph that a rule to a canonical value rewrites (Enumerator._learn_canonical):
    # half the candidates; what is not recorded follows from two rules that are.
    canonical: bool = False
    both_directions: bool = False  # also write every rule from dst to src
    budget_s: float | None = None  # stop verifying (smallest first) once the run is this old
    # Candidates verified together (and between two looks at the budget), each slice pruned
    # against the rules kept before it. Smaller slices prove fewer rules that earlier ones of
    # their level derive, but at K = 3 they took as long and kept 23 more rules (the bounded
    # implication search sees another library; generate_bench_slices_ab.md). Part of the output's
    # config; never derived from the worker count, which the output must not depend on.
    slice_size: int = 4096
    # The process tree's memory past which the run stops (memory.MemoryLimit), GiB; None: 90%
    # of this machine's. Not in the config: like the peak, a property of the machine.
    max_memory_gib: float | None = None
    log: Callable[[str], None] | None = None  # a line at the end of each phase (benchmarks)

    def to_json(self) -> dict[str, Any]:
        return {"max_ops": self.max_ops, "ops": list(self.ops), "seed": self.seed,
                "rlimit": self.rlimit, "timeout_ms": self.timeout_ms, "draws": self.draws,
                "max_outputs": self.max_outputs, "generalize": self.generalize,
                "implied_depth": self.implied_depth, "both_directions": self.both_directions,
                **({"canonical": True} if self.canonical else {}),
                "budget_seconds": self.budget_s, "slice_size": self.slice_size}


@dataclass
class Outcome:
    """One verified candidate."""

    rule: Rule
    verdict: Verdict
    size: int  # operators in src + dst
    kind: str  # group | identity | reversed
    generalized: bool
    fallback: str = ""  # why the pool-shaped rule was verified instead of the general one
    implied_by: str = ""  # proved, but derivable from rules proved before it


@dataclass
class GenerateReport:
    config: GenerateConfig
    pool: list[va.PoolTensor]
    stats: en.EnumStats
    graphs_recorded: int = 0
    groups: int = 0
    candidate_pairs: int = 0
    identity_candidates: int = 0
    no_fingerprint_graphs: int = 0
    ill_formed: int = 0
    pruned: dict[str, int] = field(default_factory=lambda: {c: 0 for c in CRITERIA})
    outcomes: list[Outcome] = field(default_factory=list)
    library: list[tuple[Rule, Verdict]] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=lambda: {p: 0.0 for p in PHASES})
    bound: dict[str, Any] = field(default_factory=dict)
    fingerprint_evaluations: int = 0
    not_reached: int = 0  # candidates left unverified when the budget ran out
    reached_nodes: int = 0  # rules of up to this many nodes (src + dst) were all considered
    axiom_dir: str = ""
    axioms: AxiomSet | None = None
    executor: ExecutorStats | None = None  # tasks, retries (Ray's: in summary.json)
    memory: PeakMemory | None = None  # peak memory per phase (in summary.json)

    def count(self, status: str) -> int:
        return sum(1 for o in self.outcomes if o.verdict.status == status)

    def summary(self) -> dict[str, Any]:
        """Everything but the timings is a function of the configuration and the axioms."""
        def entry(o: Outcome) -> dict[str, Any]:
            d: dict[str, Any] = {"rule": o.rule.to_json(), "status": o.verdict.status,
                                 "reason": o.verdict.reason, "size": o.size, "kind": o.kind,
                                 "generalized": o.generalized}
            if o.fallback:
                d["fallback"] = o.fallback
            if o.verdict.axioms_used:
                d["axioms_used"] = o.verdict.axioms_used
            if o.verdict.typing_used:
                d["typing_used"] = o.verdict.typing_used
            if o.verdict.counterexample is not None:
                d["counterexample"] = o.verdict.counterexample.to_json()
            if o.implied_by:
                d["implied_by"] = o.implied_by
            return d

        s = self.stats
        return {
            "schema": SCHEMA,
            "config": self.config.to_json(),
            "axioms": self.axiom_dir,
            "pool": [{"name": t.name, "shape": list(t.shape), "role": t.role} for t in self.pool],
            "unsupported": va.UNSUPPORTED,
            "counts": {
                "graphs_enumerated": sum(s.graphs_per_level.values()),
                "graphs_per_level": {str(k): v for k, v in sorted(s.graphs_per_level.items())},
                "graphs_recorded": self.graphs_recorded,
                "fingerprint_groups": self.groups,
                "candidate_pairs": self.candidate_pairs,
                "identity_candidates": self.identity_candidates,
                "pruned": dict(self.pruned),
                "ill_formed": self.ill_formed,
                "verified": len(self.outcomes),
                "proved": self.count(PROVED),
                "refuted": self.count(REFUTED),
                "inconclusive": self.count(INCONCLUSIVE),
                "proved_but_implied": sum(1 for o in self.outcomes if o.implied_by),
                "library": len(self.library),
                "axiom_bugs": sum(1 for o in self.outcomes if o.verdict.axiom_bug),
                "not_reached": self.not_reached,
                "complete_through_nodes": self.reached_nodes,
            },
            "enumeration": {
                "applications_tried": s.attempts, "non_reduced": s.non_reduced,
                "no_fingerprint": s.no_fingerprint + self.no_fingerprint_graphs,
                "too_many_outputs": s.too_many_outputs, "disconnected": s.disconnected,
                "renamings_not_recorded": s.renamings,
                "unfillable_not_extended": s.unfillable,
                "rewritable_not_recorded": s.redundant,
            },
            "fingerprints": self.bound,
            "library": [r.name for r, _ in self.library],
            "proved_but_implied": [entry(o) for o in self.outcomes if o.implied_by],
            "refuted": [entry(o) for o in self.outcomes if o.verdict.status == REFUTED],
            "inconclusive": [entry(o) for o in self.outcomes if o.verdict.status == INCONCLUSIVE],
        }


# ---- verification workers ----------------------------------------------------------------------
_ENCODED: dict = {}  # this process's AxiomSet of STATE["axioms"]


def _axiom_set() -> AxiomSet:
    """The run's axioms, encoded once per process (Z3 terms do not travel between processes)."""
    axioms = STATE["axioms"]
    if _ENCODED.get("pid") != os.getpid() or _ENCODED.get("of") is not axioms:
        _ENCODED.update(set=AxiomSet.of(list(axioms)), pid=os.getpid(), of=axioms)
    return _ENCODED["set"]


def _work(item: tuple[Rule, Rule | None]) -> tuple[Verdict, Verdict | None]:
    """Verify the general rule; if it is refuted, verify the pool-shaped one as well."""
    general, pool_shaped = item
    timeout_ms, rlimit, seed = STATE["verify"]
    axioms = _axiom_set()
    v = verify_rule(general, axioms, timeout_ms, rlimit, seed)
    if v.status == REFUTED and pool_shaped is not None:
        return v, verify_rule(pool_shaped, axioms, timeout_ms, rlimit, seed)
    return v, None


class _Verifier:
    def __init__(self, ex: Executor) -> None:
        self.ex = ex

    def run(self, items: list[tuple[Rule, Rule | None]], tick: Callable[[], None]):
        chunk = max(1, len(items) // (self.ex.workers * 8))
        for res in self.ex.map(_work, items, chunksize=chunk):
            yield res
            tick()


# ---- the pipeline ------------------------------------------------------------------------------
def rule_name(rule: Rule, key: str | None = None) -> str:
    """gen_<operators>_<digest of the canonical key> (`key`: rule_key(rule), when known)."""
    ops: list[str] = []
    for n in rule.src.nodes + rule.dst.nodes:
        o = n.op.lower()
        if o not in ops:
            ops.append(o)
    digest = hashlib.sha256((key or rule_key(rule)).encode()).hexdigest()[:10]
    return f"gen_{'_'.join(ops)[:40] or 'id'}_{digest}"


def _named(rule: Rule, key: str | None = None) -> Rule:
    return Rule(rule_name(rule, key), rule.inputs, rule.src, rule.dst, "generated")


def implication_sizes(rule: Rule) -> dict[str, int]:
    """Distinct sizes, powers of two, so that no two symbols (or sums) meet by accident."""
    return {s: 2 ** (k + 4) for k, s in enumerate(rule.symbols)}


class _Implied:
    """Implication per rule, at that rule's own sizes."""

    def __init__(self, depth: int) -> None:
        self.depth = depth
        self.rules: list[Rule] = []

    def add(self, rule: Rule) -> None:
        self.rules.append(rule)

    def check_with(self, rule: Rule, rewrites: Rewrites) -> str | None:
        return Implication(implication_sizes(rule), self.depth, rewrites=rewrites).implied(rule)


def generate(cfg: GenerateConfig, progress: Progress | None = None) -> GenerateReport:
    tick = progress or (lambda phase, done, total: None)
    say = cfg.log or (lambda line: None)
    axiom_dir = str(cfg.axiom_dir or default_axiom_dir())
    axioms = AxiomSet.of(load_axioms(axiom_dir))  # parse errors surface here, once
    ex = make_executor(cfg.executor, cfg.jobs)  # an unknown executor fails here, not later
    if isinstance(progress, PhaseLines):  # its lines count the executor's tasks
        progress.executor = ex.stats
    families = va.parse_families(cfg.ops)
    pool = va.pool_for(families)
    universe = un.Universe(pool)
    variants = [v for v in va.all_variants() if v.family in families]
    fp = Fingerprinter(universe, cfg.seed, cfg.draws)
    enum = en.Enumerator(universe, variants, fp, cfg.max_ops, cfg.max_outputs,
                         canonical=cfg.canonical)
    limit = default_limit_bytes() if cfg.max_memory_gib is None else \
        int(cfg.max_memory_gib * 2**30)
    memory = PeakMemory(limit_bytes=limit)
    report = GenerateReport(cfg, pool, enum.stats, axiom_dir=axiom_dir, axioms=axioms,
                            memory=memory.start())

    def bounded(phase: str, done: int, total: int) -> None:
        memory.check()  # past the limit: MemoryLimit, out through the executor's close
        tick(phase, done, total)

    try:
        return _generate(cfg, report, enum, fp, universe, ex, bounded, say)
    finally:
        assert report.memory is not None
        report.memory.stop()


def _generate(cfg: GenerateConfig, report: GenerateReport, enum: en.Enumerator,
              fp: Fingerprinter, universe: un.Universe, ex: Executor, tick: Progress,
              say: Callable[[str], None]) -> GenerateReport:
    axioms = report.axioms
    assert axioms is not None and report.memory is not None
    report.memory.set_phase("enumerate")

    # ---- enumerate + fingerprint: pair each graph with the first of its group ----
    t0 = started = time.perf_counter()
    table: sh.GroupTable | None = sh.GroupTable(cfg.max_outputs)
    # Candidate descriptions, numbered in order (a candidate's number seeds its random checks)
    # and pickled: millions of nested tuples at K = 4 take four times the memory of their
    # bytes (examine_chunk unpickles them, on the workers).
    raw: list[tuple[int, bytes]] = []
    numbered = 0
    shared_output = 0  # candidates pruned here: an output is one value on both sides

    def keep(desc: sh.Desc) -> None:
        nonlocal numbered
        raw.append((numbered, pickle.dumps(desc, pickle.HIGHEST_PROTOCOL)))
        numbered += 1

    def record(level: int, side: tuple, key: bytes | None, digs: tuple | None) -> None:
        nonlocal numbered, shared_output
        if key is None or digs is None:  # Fingerprinter.keyed: both None or neither
            report.no_fingerprint_graphs += 1
            return
        report.graphs_recorded += 1
        assert table is not None  # freed only after the last record()
        rep = table.first(key, side, digs)
        if rep is None:
            return
        order = _pair(digs, rep[1])
        if order is None:
            return
        report.candidate_pairs += 1
        rside = rep[0]
        routs = tuple(rside[2][j] for j in order)
        if sh.shares_an_output(side, (rside[0], rside[1], routs)):
            # what examine finds first, after rebuilding both sides on a worker: a common
            # subgraph (at K = 3, half of the candidates)
            numbered += 1
            shared_output += 1
            return
        keep(("group", level, side, (rside[0], rside[1], routs)))

    for ev in enum.run_levels(lambda level, done, total: tick(f"enumerate K={level}", done, total)):
        if isinstance(ev, en.IdentityEvent):
            report.identity_candidates += 1
            keep(("identity", ev.level, (ev.nodes, None, ev.outputs), ev.twins))
            continue
        record(ev.level, (ev.nodes, None, ev.outputs), *fp.keyed(ev.outputs))
    fp_seconds, evaluations = fp.seconds, fp.evaluations
    report.timings["enumerate"] = time.perf_counter() - t0 - fp_seconds

    # The last level, in chunks on the executor, taken in frontier order.
    implied = _Implied(cfg.implied_depth)
    _ENCODED.update(set=axioms, pid=os.getpid(), of=axioms.axioms)  # in this process: as parsed
    try:
        ex.start({**sh.state(enum, fp, cfg.seed, cfg.generalize, implied),
                  "axioms": axioms.axioms, "verify": (cfg.timeout_ms, cfg.rlimit, cfg.seed)})
        report.executor = ex.stats
        t0 = time.perf_counter()
        level, n = cfg.max_ops, len(enum.frontier)
        seen = sh.SigSet()
        cpu = fp_cpu = 0.0
        done = 0
        for chunk in ex.map(sh.last_level_chunk, sh.spans(n, sh.CHUNK_GRAPHS)):
            enum.stats.attempts += chunk.attempts
            enum.stats.renamings += chunk.renamings
            cpu, fp_cpu = cpu + chunk.seconds, fp_cpu + chunk.fp_seconds
            evaluations += chunk.evaluations
            new = seen.first_seen(chunk.sigs)
            for code, times in enumerate(np.bincount(chunk.codes[new], minlength=len(en.CODES))):
                enum.count(en.CODES[code], int(times))
            for pos in sorted(chunk.events):
                if not new[pos]:
                    continue
                kind, gi, app, outs, twins, key, digs = chunk.events[pos]
                if kind == "i":
                    report.identity_candidates += 1
                    keep(("identity", level, (gi, app, outs), twins))
                else:
                    record(level, (gi, app, outs), key, digs)
            done = min(n, done + sh.CHUNK_GRAPHS)
            tick(f"enumerate K={level}", done, n)
        enum.stats.graphs_per_level[level] = len(seen)
        assert table is not None
        report.groups = len(table)
        say(f"enumerated: {dict(sorted(enum.stats.graphs_per_level.items()))} graphs per level, "
            f"{report.graphs_recorded} recorded, {report.candidate_pairs} candidate pairs, "
            f"{report.identity_candidates} identity candidates, {report.groups} groups")
        del seen
        wall = time.perf_counter() - t0
        # Workers time both phases together: split the wall time by their shares of it.
        fp_wall = wall * (fp_cpu / cpu) if cpu else 0.0
        report.timings["enumerate"] += wall - fp_wall
        report.timings["fingerprint"] = fp_seconds + fp_wall
        table = None  # frees it: record() is not called again
        report.fingerprint_evaluations = evaluations
        report.bound = collision_bound(cfg.max_ops, cfg.draws, len(universe.assignments),
                                       max(report.graphs_recorded, 2)).to_json()

        # ---- prune: common subgraph, congruence, renaming (before and after generalizing) --
        report.memory.set_phase("prune")
        t0 = time.perf_counter()
        stats = PruneStats()
        stats.counts["common_subgraph"] += shared_output
        seen_text: set[str] = set()
        seen_general: set[str] = set()
        survivors: list[tuple[int, Rule, Rule | None, str, bool, str]] = []
        results = ex.map(sh.examine_chunk, sh.chunks(raw, sh.CHUNK_CANDIDATES))
        k = 0
        for part in results:
            for res in part:
                c = raw[k][1]  # pickled
                k += 1
                if k % 256 == 0:
                    tick("prune", k, len(raw))
                if res[0] in ("common_subgraph", "congruence", "constant_instance"):
                    stats.add(res[0])
                    continue
                text = res[1]
                if text in seen_text:
                    stats.add("renaming")
                    continue
                seen_text.add(text)
                if res[0] == "ill_formed":
                    report.ill_formed += 1
                    continue
                _, _, pool_rule, general, size, pool_key, gkey = res
                if general is not None:
                    if gkey in seen_general:
                        stats.add("renaming")
                        continue
                    seen_general.add(gkey)
                if general is None and pool_key in seen_general:
                    stats.add("renaming")
                    continue
                seen_general.add(pool_key)
                key = gkey if general is not None else pool_key
                survivors.append((size, _named(general or pool_rule, key),
                                  _named(pool_rule, pool_key) if general is not None else None,
                                  pickle.loads(c)[0], general is not None, key))
        tick("prune", len(raw), len(raw))
        say(f"pruned: {stats.counts} ({shared_output} common subgraphs by a shared output, "
            f"seen before examining), ill-formed {report.ill_formed}; {len(survivors)} to "
            "verify or prune as implied")
        report.timings["prune"] = time.perf_counter() - t0
        raw.clear()

        # ---- verify, level by level; implied candidates are pruned before each slice ----
        def order(s: tuple) -> tuple:
            size, rule, _, _, _, key = s
            return (size, -len(rule.inputs), -len(rule.symbols), key)

        report.memory.set_phase("verify")
        survivors.sort(key=order)
        levels: dict[int, list] = {}
        for s in survivors:
            levels.setdefault(s[0], []).append(s)
        t0 = time.perf_counter()
        prune_before = report.timings["prune"]
        verifier = _Verifier(ex)
        library = ex.growing()  # the rules kept so far, as the implication tasks read them
        done = 0
        try:
            for size in sorted(levels):
                for first in range(0, len(levels[size]), cfg.slice_size):
                    if cfg.budget_s is not None and time.perf_counter() - started > cfg.budget_s:
                        report.not_reached = sum(len(b) for k, b in levels.items() if k > size)
                        report.not_reached += len(levels[size]) - first
                        say(f"budget of {cfg.budget_s:.0f} s reached: {report.not_reached} "
                            f"candidates not verified, complete through {report.reached_nodes} "
                            "nodes")
                        break
                    done = _verify_slice(levels[size][first:first + cfg.slice_size], size, report,
                                         stats, implied, library, ex, verifier, done,
                                         len(survivors), tick, say)
                else:
                    report.reached_nodes = size
                    continue
                break
        finally:
            library.close()
        if cfg.both_directions:
            _reverse(report, verifier, tick)
    except BaseException:  # an error, Ctrl-C, the memory limit: tasks running are not awaited
        ex.abort()
        raise
    finally:
        ex.close()
    # Implication checks ran inside the loop: their time is pruning time, not verification.
    report.timings["verify"] = time.perf_counter() - t0 - (report.timings["prune"] - prune_before)
    report.pruned = dict(stats.counts)
    return report


def _verify_slice(batch: list, size: int, report: GenerateReport, stats: PruneStats,
                  implied: _Implied, library: Growing, ex: Executor, verifier: _Verifier,
                  done: int, total: int, tick: Progress, say: Callable[[str], None]) -> int:
    """Candidates of one size (smallest first): those the rules kept so far derive are pruned
    as implied; the rest are verified; a proved rule is kept unless the rules kept before it and
    those proved before it in the slice derive it. Returns the verify progress count."""
    t1 = time.perf_counter()
    vias: list[str | None] = [None] * len(batch)
    library.extend_to(implied.rules)
    if implied.rules:
        kept = len(implied.rules)
        among = library.view(kept, [])
        tasks = [(among, [(r, kept) for r in part])
                 for part in sh.chunks([s[1] for s in batch], _implied_chunk(len(batch), ex))]
        vias = _gather(ex.map(sh.implied_prefix_chunk, tasks), len(batch),
                       lambda k, n: tick(f"implied? ({size} nodes)", k, n))
    report.timings["prune"] += time.perf_counter() - t1
    todo = []
    for s, via in zip(batch, vias):
        if via is not None:
            stats.add("implied")
            done += 1
        else:
            todo.append(s)
    tick("verify", done, total)

    def step() -> None:
        nonlocal done
        done += 1
        tick("verify", done, total)

    proved: list[Outcome] = []
    for s, (v, v2) in zip(todo, verifier.run([(s[1], s[2]) for s in todo], step)):
        size_, general, pool_rule, kind, was_general, _ = s
        rule, fallback = general, ""
        if v2 is not None and v2.status == PROVED:
            rule, fallback, v = pool_rule, f"general rule refuted: {v.reason}", v2
            was_general = False
        out = Outcome(rule, v, size_, kind, was_general, fallback)
        if v.status == PROVED:
            proved.append(out)
        report.outcomes.append(out)
    # A proved rule is dropped when the rules kept so far and those proved before it here
    # derive it. Each rule it leans on is kept or itself derived from earlier ones, so the
    # library still derives every dropped rule.
    t1 = time.perf_counter()
    base = len(implied.rules)  # the library holds them already (extend_to above)
    shared = library.view(base, [o.rule for o in proved])
    step_ = _implied_chunk(len(proved), ex)
    tasks = [(shared, [(o.rule, base + i) for i, o in enumerate(proved)][a:a + step_])
             for a in range(0, len(proved), step_)]
    vias = _gather(ex.map(sh.implied_prefix_chunk, tasks), len(proved),
                   lambda k, n: tick(f"implied after proof ({size} nodes)", k, n))
    report.timings["prune"] += time.perf_counter() - t1
    for out, via in zip(proved, vias):
        if via is not None:
            out.implied_by = via
            stats.add("implied")
        else:
            implied.add(out.rule)
            report.library.append((out.rule, out.verdict))
    say(f"{size} nodes: {len(batch)} candidates, {len(batch) - len(todo)} implied before proof, "
        f"{len(todo)} verified, {len(proved)} proved, "
        f"{sum(o.implied_by == '' for o in proved)} written")
    return done


def _implied_chunk(n: int, ex: Executor) -> int:
    """Candidates per implication task: a few tasks per worker, since each task pays for the
    rules it reads (and, on a worker that has not seen them yet, for their rewrites)."""
    return max(16, -(-n // (4 * ex.workers)))


def _gather(parts, total: int, tick: Callable[[int, int], None]) -> list:
    """Chunk results, flattened in order, with progress."""
    out: list = []
    for part in parts:
        out.extend(part)
        tick(len(out), total)
    return out


def _pair(a: tuple[bytes, ...], b: tuple[bytes, ...]) -> list[int] | None:
    """For each output digest of a, the index of an unused equal one of b (in order)."""
    order: list[int] = []
    for d in a:
        hit = next((j for j, e in enumerate(b) if e == d and j not in order), None)
        if hit is None:
            return None
        order.append(hit)
    return order


def _reverse(report: GenerateReport, verifier: _Verifier, tick: Progress) -> None:
    """Each written rule also from dst to src (the optimizer applies rules one way only, and
    TASO used both): verified on its own, since a certificate states one orientation."""
    rules = []
    for rule, _ in report.library:
        if rule.dst.nodes:
            rev = Rule("", rule.inputs, rule.dst, rule.src, "generated")
            rules.append(Rule(rule_name(rev) + "_rev", rev.inputs, rev.src, rev.dst, "generated"))
    done = 0

    def step() -> None:
        nonlocal done
        done += 1
        tick("verify reversed", done, len(rules))

    for rule, (v, _) in zip(rules, verifier.run([(r, None) for r in rules], step)):
        size = len(rule.src.nodes) + len(rule.dst.nodes)
        report.outcomes.append(Outcome(rule, v, size, "reversed", True))
        if v.status == PROVED:
            report.library.append((rule, v))


RECHECK_TIMEOUT_MS = 20_000


def _demote(report: GenerateReport, name: str, reason: str) -> None:
    for k, o in enumerate(report.outcomes):
        if o.rule.name == name and o.verdict.status == PROVED and not o.implied_by:
            report.outcomes[k] = dataclasses.replace(
                o, verdict=dataclasses.replace(o.verdict, status=INCONCLUSIVE, reason=reason))


def _recheck(item: tuple) -> Any:
    from verified_opt.verify.certificate import recheck_certificate

    (cert, query), reference, where = item
    return recheck_certificate(cert, query, reference, RECHECK_TIMEOUT_MS, ("z3",), where)


def _on_executor(cfg: GenerateConfig, fn: Callable, items: list) -> list:
    """fn over items on an executor like the run's (inline when there are few)."""
    if len(items) < 8 or (cfg.executor == "pool" and cfg.jobs <= 1):
        return [fn(x) for x in items]
    with make_executor(cfg.executor, cfg.jobs) as ex:
        ex.start({})
        return list(ex.map(fn, items, chunksize=max(1, len(items) // (8 * ex.workers))))


def write_outputs(report: GenerateReport, out: Path, overwrite: bool = False
                  ) -> dict[str, Path]:
    """rules.json (proved rules only), certificates/<rule>.{json,smt2}, summary.json, in a
    folder that is missing or empty, or (`overwrite`) an earlier library, replaced whole.
    The library appears at once or not at all (atomic_folder): an interrupted write leaves
    no certificates without their rules.json, and no earlier run's among this one's.

    Every certificate is rechecked from its files as written (z3 on the printed query, as
    `vopt recheck` does) before its rule is written: Z3 proved it in memory, but the printed
    query is a different problem for its heuristics, and one that does not recheck is not a
    certificate anyone can check. Such a rule becomes inconclusive and is not written."""
    check_library_folder(out, "-o", overwrite)
    with atomic_folder(out, "-o", replace=overwrite) as stage:
        _write_library(report, stage)
    return {"rules": out / "rules.json", "certificates": out / "certificates",
            "summary": out / "summary.json"}


def _write_library(report: GenerateReport, out: Path) -> None:
    from verified_opt.verify import certificate
    from verified_opt.verify.axiom_sets import of_checked
    from verified_opt.verify.certificate import RecheckResult, read_certificate_files

    t0 = time.perf_counter()
    rules_path = out / "rules.json"
    certs = out / "certificates"
    axioms = report.axioms or AxiomSet.of(load_axioms(report.axiom_dir))
    # the set this run proved from (`vopt generate` soundness-checks a folder it is given)
    reference = of_checked(report.axiom_dir, axioms.axioms, "the axioms of this run")
    paths = [certificate.write_certificate(certs, rule, verdict, axioms)
             for rule, verdict in report.library]
    reads = [read_certificate_files(p) for p in paths]
    # the solving, in order, on the run's executor (files read here: a Ray node has none)
    todo = [(cert_query, reference, str(p)) for p, cert_query in zip(paths, reads)
            if not isinstance(cert_query, RecheckResult)]
    solved = iter(_on_executor(report.config, _recheck, todo))
    kept: list[tuple[Rule, Verdict]] = []
    for (rule, verdict), path, read in zip(report.library, paths, reads):
        assert verdict.status == PROVED
        check = read if isinstance(read, RecheckResult) else next(solved)
        if check.ok:
            kept.append((rule, verdict))
            continue
        path.with_suffix(".smt2").unlink()  # its query (certificate.certificate_json's name)
        path.unlink()
        _demote(report, rule.name, f"proved in memory, but its written query does not recheck "
                                   f"({check.message})")
    report.library = kept
    write_text_atomic(rules_path, dump_rules([r for r, _ in kept]) + "\n")
    report.timings["write"] = time.perf_counter() - t0
    summary = report.summary()
    summary["timings_seconds"] = {k: round(v, 3) for k, v in report.timings.items()}
    # Counted per process, whose value caches depend on which chunks it ran: with several
    # workers it varies between runs, so it is work measured, like the timings.
    summary["fingerprint_evaluations"] = report.fingerprint_evaluations
    if report.memory is not None:  # like the timings, not part of the deterministic output
        summary["memory"] = report.memory.to_json()
    if report.executor is not None:
        # tasks, retries, task times per function; like the timings, measured, so not part
        # of the deterministic output
        summary["executor"] = report.executor.to_json()
    write_text_atomic(out / "summary.json", json.dumps(summary, indent=1) + "\n")
