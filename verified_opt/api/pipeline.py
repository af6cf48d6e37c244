"""`optimize`: one model through the certified pipeline, the pipeline behind `vopt optimize`.

load (a path, bytes or an onnx.ModelProto; `shapes` fix dynamic inputs) -> the certified rule
library -> the rules within the run's float contract -> constant folding -> cost-based search
(PET's mutants beside the rules with `pet`) -> derivations with `derive` -> the end-to-end
check (a failure raises CheckFailed: nothing written) -> latency, and the keep-or-not rule
(search/keep.py): the result is kept only when measured faster than the model as given -> the
typed audit report (report/audit.py).

The steps on the graph around the search are passes (verified_opt/passes), run by one runner
that records what each changed (`Run.passes`).

The model as given is the baseline: keeping "the original" means its bytes unchanged, when ONNX
Runtime loads them as they are (otherwise our export of it, measured and written alike).
"""

from __future__ import annotations

import dataclasses
import functools
import os
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import onnx

from verified_opt.api.derivations import DERIVE_BUDGET, AppliedDerivation, Derive
from verified_opt.atomic import write_bytes_atomic
from verified_opt.cache import cache_dir
from verified_opt.check.compare import parse_input_ranges, random_feeds
from verified_opt.check.end_to_end import EndToEnd, check_end_to_end, given_bytes
from verified_opt.errors import ModelError, VoptError, one_line
from verified_opt.ir.graph import Graph
from verified_opt.ir.onnx_io import (
    export_model,
    import_model,
    load,
    parse_shape_overrides,
    save,
)
from verified_opt.output_paths import check_outputs, check_writable
from verified_opt.partial.audit import annotate_report as annotate_pet
from verified_opt.partial.pet import PetOptions, PetProvider
from verified_opt.passes import (
    FoldConstants,
    InlineConstantIfs,
    Pass,
    PassRecord,
    detail,
    run_passes,
)
from verified_opt.report.audit import (
    AppliedStep,
    EndToEndSummary,
    InputFile,
    Latency,
    LibraryStats,
    OutputFile,
    PetSummary,
    RejectedRule,
    Report,
    RunContract,
    RunOptions,
    SearchStats,
    StepCertificate,
    ToolInfo,
    Totals,
    TunedKernel,
    file_sha256,
    now,
)
from verified_opt.search.channel_pad import channel_pad
from verified_opt.search.cost import CostModel, measure_model, measure_rounds
from verified_opt.search.keep import KeepVerdict, time_and_decide
from verified_opt.search.library import (
    DEFAULT_PROOFS,
    GENERATED_PROOFS,
    LIBRARIES,
    Library,
    load_library,
    within_contract,
)
from verified_opt.search.search import SearchResult, Step, predicted_latency, pricer, search
from verified_opt.verify.float_contract import DEFINITION, admits, classify, contract

ModelInput = onnx.ModelProto | bytes | str | os.PathLike


class CheckFailed(VoptError):
    """A check of the run failed (the end-to-end check, the tier of a rule applied): nothing
    is written (exit 1)."""

    exit_code = 1


@dataclass(frozen=True)
class Event:
    """What a run reports as it goes: `stage` (what it does now, until the next event) or
    `result` (a line worth keeping: the library, the float contract, the search, PET)."""

    kind: str
    message: str

    def __str__(self) -> str:
        return self.message


Progress = Callable[[Event], None]


@dataclass(frozen=True)
class Tools:
    """What a run prices and times with: the cost model's class, the latency measurements and
    the library loader. `vopt optimize` passes the names of its own module, which tests replace
    with deterministic ones (node counts)."""

    cost_model: Callable[..., Any]
    measure_model: Callable[..., float]
    measure_rounds: Callable[..., dict[str, list[float]]]
    load_library: Callable[..., Library]

    @classmethod
    def default(cls) -> Tools:
        """This module's names, as they are when the run starts."""
        return cls(CostModel, measure_model, measure_rounds, load_library)

    @classmethod
    def for_backend(cls, backend: str) -> Tools:
        """`default()` on the CPU; on the GPU, the GPU cost model (per-node CUDA-event times,
        cached per device and library versions) and model latency timed on the device."""
        if backend != "gpu":
            return cls.default()
        from verified_opt.backends.gpu.cost import GpuCostModel
        from verified_opt.check.gpu import gpu_measure_model, gpu_measure_rounds
        return cls(GpuCostModel, gpu_measure_model, gpu_measure_rounds, load_library)


@dataclass(frozen=True)
class OptimizeOptions:
    """A run's options, as `vopt optimize` takes them."""

    shapes: tuple[str, ...] = ()  # NAME=d0,d1,... for dynamic inputs
    budget: float = 20.0  # search seconds
    backend: str = "cpu"
    library: str = "shipped"  # shipped / generated / all (when `rules` is None)
    rules: tuple[str, ...] | None = None  # rule files or folders instead of the library
    alpha: float = 1.05  # search relaxation
    seed: int = 0  # of the end-to-end check's inputs
    threads: int = 2  # ONNX Runtime threads
    fast_math: bool = False  # also rules outside the default float contract
    pet: PetOptions | None = None  # PET's mutants beside the rules
    derive: bool = False  # EinNet derivations of Conv/ConvTranspose/MatMul/Gemm and bands
    tune: float = 0.0  # seconds of MetaSchedule tuning for the derivations' eOperators (tune/)
    retune: bool = False  # tune again kernels the tuning database already holds
    # seconds the derivation pass may spend; None: derive_seconds() (DERIVE_BUDGET, cut so
    # that the whole run stays within OPTIMIZE_MINUTE)
    derive_budget: float | None = None
    rederive: bool = False  # search operators earlier runs measured losing (derive/outcomes.py)
    # NAME=LO,HI: the values the end-to-end check and the timing draw an input from
    input_ranges: tuple[str, ...] = ()
    # the axiom folder the rules were proved from (None: the shipped one), and folders of
    # certificates of `rules` (vopt verify --certificates) besides the shipped ones
    axioms: str | None = None
    certificates: tuple[str, ...] = ()

    def check(self) -> None:
        if self.budget <= 0:
            raise VoptError(f"--budget must be positive, got {self.budget}")
        if self.derive_budget is not None and self.derive_budget <= 0:
            raise VoptError(f"--derive-budget must be positive, got {self.derive_budget}")
        if self.tune < 0:
            raise VoptError(f"--tune must be seconds >= 0, got {self.tune}")
        if self.retune and self.tune <= 0:
            raise VoptError("--retune needs a tuning budget (--tune SECONDS)")
        if self.alpha < 1.0:
            raise VoptError(f"--alpha must be at least 1.0, got {self.alpha}")
        if self.backend not in ("cpu", "gpu"):
            raise VoptError(f"backend {self.backend!r}: one of cpu, gpu")
        if self.backend == "gpu":  # before any work: no GPU is one line, exit 2
            from verified_opt.backends.gpu.device import GpuUnavailable, require_gpu
            try:
                require_gpu()
            except GpuUnavailable as e:
                raise GpuUnavailable(f"--backend gpu: {e}") from None
        if self.rules is None and self.library not in LIBRARIES:
            raise VoptError(f"library {self.library!r}: one of {', '.join(LIBRARIES)}")
        if self.threads < 1:
            raise VoptError(f"threads must be positive, got {self.threads}")
        if self.pet is not None and self.pet.budget_s <= 0:
            raise VoptError(f"--pet-budget must be positive, got {self.pet.budget_s}")


@dataclass
class Run:
    """What one run made: the original and the final graph (the original when it was kept),
    the report, the bytes written for the final model when it is the file as given, and what
    each pass around the search did."""

    original: Graph
    final: Graph
    report: Report
    given: bytes | None  # the input's bytes, when the original was kept and ORT runs them
    passes: list[PassRecord] = field(default_factory=list)

    @functools.cached_property
    def model(self) -> onnx.ModelProto:
        if self.given is not None:
            return onnx.load_from_string(self.given)
        return export_model(self.final)


def shape_specs(shapes: Mapping[str, Sequence[int]] | Sequence[str] | None) -> tuple[str, ...]:
    """{"x": (1, 3, 224, 224)} or ["x=1,3,224,224"] as the NAME=d0,d1,... specs of --shape."""
    if shapes is None:
        return ()
    if isinstance(shapes, Mapping):
        return tuple(f"{k}={','.join(str(d) for d in v)}" for k, v in shapes.items())
    if isinstance(shapes, str):
        return (shapes,)
    return tuple(shapes)


# `vopt optimize --derive` with the default budgets stays within this many seconds per model
# (the derivations issue's budget): the pass gets DERIVE_BUDGET or, when less is left, what is
# left after the run so far and the checks and timing that follow it
OPTIMIZE_MINUTE = 60.0
MIN_DERIVE_S = 10.0   # at least this much, so that at least one search runs


def range_specs(ranges: Mapping[str, Sequence[float]] | Sequence[str] | None
                ) -> tuple[str, ...]:
    """input_ranges as given to `optimize`: {name: (lo, hi)}, or NAME=LO,HI strings."""
    if ranges is None:
        return ()
    if isinstance(ranges, Mapping):
        return tuple(f"{k}={','.join(str(x) for x in v)}" for k, v in ranges.items())
    return (ranges,) if isinstance(ranges, str) else tuple(ranges)


def _outcomes(backend: str, threads: int):
    """The derivation outcomes of this machine (derive/outcomes.py), keyed by the GPU's name
    and driver too on the GPU backend."""
    from verified_opt.derive.outcomes import Outcomes
    device = ""
    if backend == "gpu":
        from verified_opt.backends.gpu.device import versions
        v = versions()
        device = f"{v.get('device')} driver {v.get('driver')}"
    return Outcomes.open(backend, threads, device)


def derive_seconds(asked: float | None, spent_s: float, model_ms: float) -> float:
    """The derivation pass's budget: `asked` when given (--derive-budget), else DERIVE_BUDGET
    cut to what is left of OPTIMIZE_MINUTE after `spent_s` and the end-to-end check and
    latency rounds after the pass (about 10 s and 60 runs of the model, model_ms each by the
    cost model; 5 s more: the CLI's start, imports included, is before the run's clock
    starts: CSRNet took 62.9 s without it), never under MIN_DERIVE_S."""
    if asked is not None:
        return asked
    after_s = 15.0 + 60 * model_ms / 1000
    return max(MIN_DERIVE_S, min(DERIVE_BUDGET, OPTIMIZE_MINUTE - spent_s - after_s))


def optimize(model: ModelInput, *,
             shapes: Mapping[str, Sequence[int]] | Sequence[str] | None = None,
             budget: float = 20.0, backend: str = "cpu", library: str = "shipped",
             rules: str | os.PathLike | Sequence[str | os.PathLike] | None = None,
             alpha: float = 1.05, seed: int = 0, threads: int = 2, fast_math: bool = False,
             pet: bool | PetOptions = False, derive: bool = False, tune: float = 0.0,
             retune: bool = False, derive_budget: float | None = None, rederive: bool = False,
             input_ranges: Mapping[str, Sequence[float]] | Sequence[str] | None = None,
             axioms: str | os.PathLike | None = None,
             certificates: Sequence[str | os.PathLike] = (),
             output: str | os.PathLike | None = None,
             overwrite: bool = False, progress: Progress | None = None
             ) -> tuple[onnx.ModelProto, Report]:
    """Optimize `model` (a file path, its bytes, or an onnx.ModelProto) with certified
    rewrites; returns the model to use and the audit report.

    The model returned is the rewritten one only when the end-to-end check passed and it
    measured faster than the model as given; otherwise it is that model (`report.kept` says
    which). With `output`, the model is written there (atomically; the input file byte for
    byte when it is kept) and the report names the file: `audit(report)` rechecks a report whose
    input was a path and whose output was written. Bad input raises VoptError (one line);
    an end-to-end mismatch raises CheckFailed. `progress` receives Events (str() is the line).
    `axioms`: the folder `rules` were proved from (soundness-checked first; default: the
    shipped axioms); `certificates`: folders of their certificates (vopt verify
    --certificates), rechecked before a rule is used (a rule without one is proved afresh).
    """
    if isinstance(rules, (str, os.PathLike)):
        rules = [rules]
    if isinstance(pet, PetOptions):
        pet_options: PetOptions | None = pet
    else:
        pet_options = PetOptions(budget_s=budget / 2) if pet else None
    options = OptimizeOptions(shape_specs(shapes), budget, backend, library,
                              None if rules is None else tuple(str(r) for r in rules), alpha,
                              seed, threads, fast_math, pet_options, derive or tune > 0,
                              tune, retune, derive_budget, rederive,
                              input_ranges=range_specs(input_ranges),
                              axioms=None if axioms is None else str(axioms),
                              certificates=tuple(str(c) for c in certificates))
    run = run_optimize(model, options, output=output, overwrite=overwrite, progress=progress)
    return run.model, run.report


def run_optimize(model: ModelInput, options: OptimizeOptions, *,
                 output: str | os.PathLike | None = None, overwrite: bool = False,
                 progress: Progress | None = None, tools: Tools | None = None) -> Run:
    """The pipeline of the module's docstring (`optimize` returns its model and report)."""
    emit = progress or (lambda event: None)
    tools = tools or Tools.for_backend(options.backend)
    options.check()
    path = None if isinstance(model, (onnx.ModelProto, bytes)) else str(model)
    if output is not None:
        check_writable(output, "output")
        check_outputs(path, output, overwrite, inputs=options.rules or ())
    t_start = time.perf_counter()
    graph = _load(model, parse_shape_overrides(list(options.shapes)))
    graph.input_ranges = parse_input_ranges(options.input_ranges, graph)
    for line in graph.declaration_warnings():
        emit(Event("result", line))
    if options.backend == "gpu":  # a model the GPU plan does not cover stops here, one line
        from verified_opt.check.gpu import plan_for_gpu
        plan_for_gpu(graph, "given")
    emit(Event("stage", "loading the certified rule library ..."))
    paths = [Path(p) for p in options.rules] if options.rules else LIBRARIES[options.library]
    if options.axioms is not None or options.certificates:
        emit(Event("stage", "checking the axiom folder and the certificates ..."))
        lib = tools.load_library(paths, proofs=[DEFAULT_PROOFS, GENERATED_PROOFS,
                                                *map(Path, options.certificates)],
                                 axiom_dir=None if options.axioms is None
                                 else Path(options.axioms))
    else:
        lib = tools.load_library(paths)
    emit(Event("result", f"library: {len(lib.certified)} certified rules"
                         + (f", {len(lib.rejected)} rejected" if lib.rejected else "")))
    for line in _rejected_lines(lib):
        emit(Event("result", line))
    if options.axioms is None and any(r.status == "inconclusive" for r in lib.rejected):
        emit(Event("result", "  (proved from the shipped axioms: --axioms FOLDER proves from "
                             "yours, --certificates DIR takes your vopt verify certificates)"))
    certified = within_contract(lib, options.fast_math, {n.op for n in graph.nodes})
    if lib.outside_contract:
        emit(Event("result", f"float contract: {len(lib.outside_contract)} rules that could "
                             f"apply left out ({_by_tier(lib.outside_contract)}); --fast-math "
                             "applies them"))
    if lib.finite_constants:
        names = sorted(lib.finite_constants)
        shown = ", ".join(f"{n} ({', '.join(lib.finite_constants[n])})" for n in names[:3])
        emit(Event("result", f"float contract: {len(names)} zero-terms rules admitted only "
                             "where the inputs whose inf or NaN shows are finite constants: "
                             f"{shown}{' ...' if len(names) > 3 else ''}; --fast-math applies "
                             "them everywhere"))
    cost = tools.cost_model(options.backend, threads=options.threads)
    pet = None if options.pet is None else PetProvider(cost, options.pet,
                                                        fast_math=options.fast_math)
    # `graph` stays the model as given: the end-to-end check and the report compare with it
    folded, records = run_passes(graph.copy(), [InlineConstantIfs(), FoldConstants()])
    emit(Event("stage", "searching (cost-based, certified rewrites only) ..."))
    result = search(folded, certified, cost, alpha=options.alpha, budget_s=options.budget,
                    progress=lambda msg: emit(Event("stage", f"searching ... {msg}")),
                    extra_candidates=pet)
    # `folded` (the report's folded_nodes) counts what folding removed from the model as given:
    # the pass's nodes, and any the search's own fold of its start still finds
    result = dataclasses.replace(
        result, folded=result.folded + detail(records, FoldConstants.name, "folded", 0),
        inlined=detail(records, InlineConstantIfs.name, "inlined", []))
    if result.inlined:
        emit(Event("result", f"inlined {len(result.inlined)} If nodes: their conditions are "
                             "constants for these input shapes"))
    emit(Event("result", f"search: {result.seconds:.1f} s, {result.expanded} graphs expanded, "
                         f"{result.candidates} candidates, {len(result.steps)} rewrites on the "
                         f"best path (model cost {result.initial_cost:.3f} -> "
                         f"{result.final_cost:.3f} ms)"))
    padding = [cr for cr in certified if cr.rule.choose]
    if padding:
        emit(Event("stage", "channel padding (timed as whole models) ..."))
        price = pricer(cost)
        pad = channel_pad(result.graph, result.steps, padding, price,
                          random_feeds(graph, options.seed), options.threads,
                          tools.measure_rounds)
        emit(Event("result", f"channel padding: {pad.summary()}"))
        result = dataclasses.replace(result, padding=pad.to_json())
        if pad.block is not None:
            result = dataclasses.replace(result, graph=pad.graph, steps=pad.steps,
                                         final_cost=price(pad.graph))
    _check_step_tiers(result, lib, options.fast_math)

    after: list[Pass] = []
    derive_log: list[str] = []
    if options.derive:
        emit(Event("stage", "derivations (EinNet; every step proved) ..."))
        derive_s = derive_seconds(options.derive_budget, time.perf_counter() - t_start,
                                  result.initial_cost)
        if options.derive_budget is None:
            emit(Event("result", f"derivations: {derive_s:.0f} s (what is left of "
                                 f"{OPTIMIZE_MINUTE:.0f} s for the run; --derive-budget S sets "
                                 "it)"))
        def said(msg: str) -> None:
            derive_log.append(msg)
            emit(Event("result", f"derive: {msg}"))

        after.append(Derive(options.threads, derive_s, progress=said,
                            tune_s=options.tune, retune=options.retune,
                            # on the GPU, candidates are timed as they will run: on the device
                            timer=tools.measure_rounds if options.backend == "gpu" else None,
                            backend=options.backend,
                            outcomes=_outcomes(options.backend, options.threads),
                            rederive=options.rederive, fast_math=options.fast_math))
    rewritten, done = run_passes(result.graph, after)
    records += done
    derivations: list[AppliedDerivation] = detail(records, Derive.name, "applied", [])
    emit(Event("stage", "end-to-end check: original vs optimized in ONNX Runtime ..."))
    # against the file as given where ORT runs it: what the import made of it (the opset
    # converter, folding) is part of what is checked
    given = given_bytes(model, options.threads)
    try:
        e2e = check_end_to_end(graph, rewritten, seed=options.seed, given=given)
    except ModelError as e:
        raise _fixed_shapes_refused(e, graph, given, options) from None
    if not e2e.ok:
        _explain_failure(e2e, graph, given, result, derivations, options.seed)
    gpu_check = None
    if options.backend == "gpu":
        from verified_opt.check.gpu import gpu_end_to_end
        emit(Event("stage", "end-to-end check on the GPU: the optimized plan vs the original "
                            "in ONNX Runtime ..."))
        gpu_check = gpu_end_to_end(graph, rewritten, seed=options.seed)
        gw = gpu_check.worst()
        if not gpu_check.ok and gw is not None:
            raise CheckFailed(f"end-to-end check on the GPU failed: output '{gw.name}' differs "
                              f"by {gw.max_abs:.3g} (tolerance {gw.tolerance:.3g}); no model "
                              "written")
        emit(Event("result", f"GPU plan: {gpu_check.plan}"))

    feeds = random_feeds(graph, options.seed)
    orig_bytes = given if given is not None else export_model(graph).SerializeToString()
    emit(Event("stage", "measuring latency (GPU plan, CUDA events) ..." if options.backend == "gpu"
               else "measuring latency (ONNX Runtime, all graph optimizations) ..."))
    verdict: KeepVerdict | None = None
    # folding alone (shape arithmetic for the --shape given) is a change worth writing when it
    # measures faster, as onnxsim writes it; it goes through the same keep rule
    if result.steps or derivations or result.folded or result.inlined:
        verdict = time_and_decide(orig_bytes, export_model(rewritten).SerializeToString(),
                                  feeds, options.threads, tools.measure_rounds)
        t_orig, t_opt = verdict.base_ms, verdict.opt_ms  # both sessions of the original
    else:
        t_orig = t_opt = tools.measure_model(orig_bytes, feeds, options.threads)
    kept, note = "optimized", ""
    if options.shapes:
        note = (f"inputs fixed to --shape {' '.join(options.shapes)}: the written model "
                "accepts only these shapes")
    if verdict is None:
        kept, note = "original", "no certified rewrite lowered the cost model"
    elif not verdict.keep:
        kept, note = "original", (f"the optimized model measured {t_opt:.3f} ms, {verdict.why} "
                                  f"{t_orig:.3f} ms (two sessions of the original): "
                                  "keeping the original")
        t_opt = t_orig
    converted = graph.tail.converted if graph.tail else []
    if kept == "optimized" and converted and given is not None:
        # what the end-to-end check compared of the tail ran on the draws' shapes only; a
        # converter's rewrite of a tail operator (its Hardmax before 13) can differ elsewhere
        kept, note = "original", (
            f"kept the file as given: the nodes after a run-time shape use operators whose "
            f"meaning ONNX's opset converter changed ({', '.join(converted[:4])}), which the "
            f"checks cannot cover on every shape; a model exported at opset 18 has no such step")
        t_opt = t_orig
    final = rewritten if kept == "optimized" else graph
    written = given if kept == "original" else None  # the file as given, byte for byte
    input_sha = None if path is None else file_sha256(path)  # before -o --overwrite replaces it
    if output is not None:
        if written is not None:
            write_bytes_atomic(output, written)
        else:
            save(final, output)
    elapsed = time.perf_counter() - t_start
    report = build_report(
        options, path, input_sha, None if output is None else str(output), graph, final,
        result if kept == "optimized" else None, result, lib, e2e, t_orig, t_opt, kept, note,
        verdict, elapsed, derivations if kept == "optimized" else [])
    _annotate_pet(report, pet)
    if options.derive:
        report.derivations_searched = derive_log
    if gpu_check is not None:
        report.gpu = _gpu_section(gpu_check, graph if kept == "original" else None)
    if pet is not None:
        s = report.pet
        assert s is not None  # _annotate_pet summarized the provider
        emit(Event("result", f"PET: {s.anchors_examined} subprograms, {s.mutants_generated} "
                             f"mutants, {s.accepted} accepted, {s.seconds:.1f} s"))
    return Run(graph, final, report, written, records)


def _gpu_section(check, kept_original: Graph | None) -> dict[str, Any]:
    """The report's `gpu` section: device and library versions, the GPU end-to-end check, and
    what each node of the written model becomes (the original's plan when it was kept)."""
    from verified_opt.backends.gpu.device import versions
    from verified_opt.backends.gpu.node_kernels import node_kernels
    from verified_opt.backends.gpu.plan import build_plan, summary

    doc = {"device": versions(), "end_to_end": check.to_json()}
    if kept_original is not None:
        from verified_opt.check.gpu import cudnn_engines, with_engines

        plan = build_plan(kept_original)
        doc["end_to_end"]["note"] = "checked on the optimized model; the original was kept"
        # the engines cuDNN chose for the model written, as for an optimized one (the kept
        # original's table named none: its cuDNN rows said only the operations)
        doc["plan"], doc["kernels"] = summary(plan), [
            k.to_json() for k in with_engines(node_kernels(kept_original, plan), plan,
                                              cudnn_engines(plan))]
    else:
        doc["plan"], doc["kernels"] = check.plan, [k.to_json() for k in check.kernels]
    return doc


def _fixed_shapes_refused(e: ModelError, graph: Graph, given: bytes | None,
                          options: OptimizeOptions) -> ModelError:
    """`e`, said of the fixed shapes where they are its cause: the file as given loads, and
    the model as imported, its inputs fixed to --shape and nothing rewritten, does not
    (silero-vad's 8 kHz branch is ill-typed for 512 samples; ORT types both branches)."""
    from verified_opt.backends.ort import session

    if not options.shapes or given is None:
        return e
    try:
        session(export_model(graph).SerializeToString(), options.threads, True)
    except VoptError:
        return ModelError(f"with its inputs fixed to --shape {' '.join(options.shapes)}, {e} "
                          "(the file as given loads with the shapes it declares: some of its "
                          "branches do not hold at these)")
    return e


def _explain_failure(e2e: EndToEnd, graph: Graph, given: bytes | None, result: SearchResult,
                     derivations: list, seed: int) -> None:
    """CheckFailed for a failed end-to-end check, naming the culprit: the import itself where
    the model as imported already differs from the file as given (an opset conversion that
    changes what an operator computes), else the rewrites and folding."""
    if given is not None:
        imported = check_end_to_end(graph, graph, seed=seed, given=given)
        wi = imported.worst()
        if not imported.ok and wi is not None:
            raise CheckFailed(
                f"end-to-end check failed: the model as imported (converted to opset "
                f"{graph.opset}) already differs from the file as given: output '{wi.name}' by {wi.max_abs:.3g} "
                f"(tolerance {wi.tolerance:.3g}), before any rewrite; ONNX's opset conversion "
                "does not preserve what one of its operators computes; no model written")
    w = e2e.worst()
    assert w is not None  # a failing check has a differing output
    names = ", ".join(dict.fromkeys([s.rule for s in result.steps]
                                    + [f"derive:{d.op}" for d in derivations])) or "none"
    raise CheckFailed(f"end-to-end check failed: output '{w.name}' differs by "
                      f"{w.max_abs:.3g} (tolerance {w.tolerance:.3g}) after constant folding "
                      f"and rewrites by {names}; no model written")


def _rejected_lines(lib: Library, shown: int = 3) -> list[str]:
    """Why rules were rejected, one line each for the first few, then how many more (the
    JSON report lists them all): a count alone leaves the user guessing."""
    lines = [f"  rejected {r.rule} ({r.status}): {one_line(r.reason, 200)}"
             for r in lib.rejected[:shown]]
    if len(lib.rejected) > shown:
        lines.append(f"  ... and {len(lib.rejected) - shown} more rejected (the --json "
                     "report has every reason)")
    return lines


def _load(model: ModelInput, shapes: dict[str, tuple[int, ...]]) -> Graph:
    if isinstance(model, (str, os.PathLike)):
        return load(model, shapes)
    if isinstance(model, bytes):
        try:
            proto = onnx.load_from_string(model)
        except Exception as e:  # noqa: BLE001 - protobuf's DecodeError and friends
            raise ModelError(f"model: not a valid ONNX model ({type(e).__name__})") from None
    elif isinstance(model, onnx.ModelProto):
        proto = model
    else:
        raise ModelError(f"model: expected a path, bytes or an onnx.ModelProto, got "
                         f"{type(model).__name__}")
    if not proto.graph.node and not proto.graph.output:
        raise ModelError("model: not a valid ONNX model (empty graph)")
    if not proto.graph.output:
        raise ModelError("model: not a valid ONNX model (the graph has no outputs)")
    return import_model(proto, shapes, source="model")


def _by_tier(tiers: dict[str, str]) -> str:
    counts = {t: sum(v == t for v in tiers.values()) for t in dict.fromkeys(tiers.values())}
    return ", ".join(f"{n} {t}" for t, n in counts.items())


def _check_step_tiers(result: SearchResult, lib: Library, fast_math: bool) -> None:
    """The tier of each rule the best path applies, classified afresh: the tiers that chose
    the rules come from a cache file (verify/float_contract.tiers), and a wrong entry there
    must not put a rewrite outside the run's contract into a written model (CheckFailed,
    nothing written). A zero-terms step under the default contract must have bound each of
    its rule's finite constants (the search checked their values when it matched)."""
    allowed = contract(fast_math)
    for step in result.steps:
        found = next((c.rule for c in lib.certified if c.rule.name == step.rule), None)
        if found is None:
            continue  # a PET step: its tier is measured on its programs (partial/pet.py)
        fc = classify(found)
        if admits(fc, fast_math, step.finite_constants):
            continue
        raise CheckFailed(f"rule {step.rule}: its float contract is {fc.tier}, outside the "
                          f"run's ({', '.join(allowed)})"
                          + (f" unless {', '.join(fc.finite_constants)} are finite constants"
                             if fc.finite_constants else "")
                          + f", though the tier cache ({cache_dir() / 'float-contract.json'}) "
                          "let the search apply it: delete that file; no model written")


def _step_contract(lib: Library, step: Step) -> dict | None:
    """The float contract a rule step met, from its rule (None for a PET step), and the
    finite constants its match bound where the rule needs them."""
    found = next((c.rule for c in lib.certified if c.rule.name == step.rule), None)
    if found is None:
        return None
    doc = classify(found).to_json()
    if step.finite_constants:
        doc["finite_constants_bound"] = dict(sorted(step.finite_constants.items()))
    return doc


def build_report(options: OptimizeOptions, path: str | None, input_sha: str | None,
                 output: str | None, graph: Graph, final: Graph, applied: SearchResult | None,
                 result: SearchResult, lib: Library, e2e: EndToEnd, t_orig: float,
                 t_opt: float, kept: str, note: str, verdict: KeepVerdict | None,
                 elapsed: float, derivations: Sequence[AppliedDerivation] = ()) -> Report:
    """The audit report of a run (`applied`: the search result whose steps the kept model
    has, None when the original was kept)."""
    counts_a, counts_b = graph.op_counts(), final.op_counts()
    steps = [] if applied is None else applied.steps
    latency = Latency(original_ms=t_orig, optimized_ms=t_opt,
                      speedup=t_orig / t_opt if t_opt else 1.0, kept=kept, note=note,
                      threads=options.threads)
    latency.update(predicted_latency(result, kept == "optimized"))
    if derivations:
        latency.update({"derived_ms": [sum(d.ort_ms for d in derivations),
                                       sum(d.ms for d in derivations)]})
    if verdict is not None:
        latency.update({"gain": verdict.gain, "control_spread": verdict.noise,
                        "rounds_won": verdict.wins, "rounds": verdict.rounds})
    return Report(
        tool=ToolInfo.current(), created=now(),
        input=InputFile(path=None if path is None else str(Path(path).resolve()),
                        sha256=input_sha, nodes=len(graph.all_nodes()),
                        shapes={k: list(v.shape) for k, v in graph.inputs.items()}),
        output=OutputFile(path=None if output is None else str(Path(output).resolve()),
                          sha256=None if output is None else file_sha256(output),
                          nodes=len(final.all_nodes())),
        options=RunOptions(backend=options.backend, budget_s=options.budget,
                           alpha=options.alpha, seed=options.seed, threads=options.threads,
                           shape=list(options.shapes), fast_math=options.fast_math,
                           input_range=list(options.input_ranges),
                           library="" if options.rules else options.library,
                           rules=list(options.rules or ()), axioms=options.axioms or "",
                           certificates=list(options.certificates), derive=options.derive,
                           derive_budget_s=options.derive_budget, pet=options.pet is not None,
                           tune_s=options.tune),
        library=LibraryStats(certified=len(lib.certified),
                             rejected=[RejectedRule(**vars(r)) for r in lib.rejected]),
        applied=[AppliedStep(
            step=k + 1, rule=s.rule, matched_nodes=s.matched, created_nodes=s.created,
            cost_before_ms=s.cost_before, cost_after_ms=s.cost_after, constants_folded=s.folded,
            certificate=StepCertificate(
                id=s.certificate, verdict="proved",
                axioms_used=lib.axioms_used.get(s.rule, []), solver="z3",
                query=lib.queries.get(s.certificate, ""),
                document=lib.rule_certificates.get(s.rule, lib.certificates.get(s.certificate))),
            float_contract=_step_contract(lib, s))
            for k, s in enumerate(steps)] + [AppliedStep(
            step=len(steps) + k + 1, rule=f"derive:{d.op}", matched_nodes=d.matched or [d.node],
            created_nodes=d.created, cost_before_ms=d.ort_ms, cost_after_ms=d.ms,
            constants_folded=sum(len(f.nodes) for f in d.folded),
            certificate=StepCertificate(
                id=d.certificate_id, verdict="proved", kind="derivation", axioms_used=[],
                solver="z3", query=f"{len(d.document['steps'])} derivation steps, each proved",
                document=None),
            float_contract=dict(d.float_contract, definition=DEFINITION),
            derivation=d.document,
            tuned=[TunedKernel(kernel=t["name"], users=t["users"], trials=t["trials"],
                               reused=t["reused"], untuned_ms=t["untuned_ms"],
                               best_ms=t["best_ms"], tuning_s=t["spent_s"])
                   for t in d.tuned] or None)
            for k, d in enumerate(derivations)],
        float_contract=RunContract(fast_math=options.fast_math,
                                   allowed=list(contract(options.fast_math)),
                                   definition=DEFINITION,
                                   left_out=dict(sorted(lib.outside_contract.items())),
                                   finite_constants={k: list(v) for k, v in
                                                     sorted(lib.finite_constants.items())}),
        search=SearchStats(seconds=result.seconds, expanded=result.expanded,
                           candidates=result.candidates, stopped_by=result.stopped_by,
                           best_found_at=result.best_found_at,
                           matches_by_rule=result.matches_by_rule,
                           cost_model_ms={"original": result.initial_cost,
                                          "best": result.final_cost},
                           channel_padding=result.padding),
        end_to_end=EndToEndSummary.from_json(e2e.to_json(), "end_to_end"),
        latency=latency,
        op_counts={op: [counts_a.get(op, 0), counts_b.get(op, 0)]
                   for op in sorted(set(counts_a) | set(counts_b))},
        unsupported=graph.opaque_ops(),
        declared_outputs=dict(graph.declared_mismatch) or None,
        totals=Totals(rewrites=len(steps) + len(derivations), nodes_before=len(graph.all_nodes()),
                      nodes_after=len(final.all_nodes()), seconds=elapsed))


def _annotate_pet(report: Report, provider: PetProvider | None) -> None:
    """PET's summary, and each PET step's certificate (partial/audit.py defines both)."""
    doc: dict[str, Any] = {"applied": [s.to_json() for s in report.applied]}
    annotate_pet(doc, provider)
    report.applied = [AppliedStep.from_json(s, f"applied[{k}]")
                      for k, s in enumerate(doc["applied"])]
    report.pet = PetSummary.from_json(doc["pet"], "pet")

