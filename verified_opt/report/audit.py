"""The audit report: one versioned JSON document per optimize run, typed, and its HTML rendering.

Schema `verified_opt.audit/2` (documented in docs/audit-schema.md). `Report` holds it as typed
sections, in document order:
  tool, created, input, output, options, library {certified, rejected[]},
  applied[] {step, rule, matched_nodes, created_nodes, cost_before_ms, cost_after_ms,
             constants_folded, certificate {id, verdict, axioms_used, solver, query, document},
             float_contract {tier, reason, definition, evidence ...}, pet (PET steps)},
  float_contract {fast_math, allowed, definition, left_out, finite_constants},
  search {seconds, expanded, candidates, stopped_by, best_found_at, matches_by_rule,
  cost_model_ms},
  end_to_end {ok, draws, seeds, rtol, worst}, latency {original_ms, optimized_ms, speedup, kept,
  note, threads, gain ...}, op_counts, unsupported, declared_outputs (where a graph output is
  declared with a shape it does not have), totals {rewrites, nodes_before, nodes_after,
  seconds}, pet {enabled, ...}, gpu {device, end_to_end, plan, kernels[]} (--backend gpu).
`Report.to_json()` is the document `vopt optimize --json` writes; `Report.from_json()` reads one
back. A key a section does not declare (written by another version) is kept in its `extra` and
written back after the declared ones, so `from_json(d).to_json() == d` for a report as written.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from dataclasses import MISSING, dataclass, field, fields
from pathlib import Path
from typing import Any, ClassVar

from verified_opt import __version__
from verified_opt.atomic import write_text_atomic
from verified_opt.errors import VoptError

SCHEMA = "verified_opt.audit/2"


@dataclass(kw_only=True)
class _Section:
    """One JSON object of the report: its declared fields in order, then `extra`. A field whose
    default is None is one some runs add: it is left out while it is None."""

    extra: dict[str, Any] = field(default_factory=dict)
    _nested: ClassVar[dict[str, type[_Section]]] = {}  # field -> section type
    _lists: ClassVar[dict[str, type[_Section]]] = {}  # field -> type of the list's items
    # required sections whose null is the audit's to fail (a step's certificate), not a
    # malformed report
    _null_fails: ClassVar[frozenset[str]] = frozenset()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "extra" or (value is None and f.default is None):
                continue
            if isinstance(value, _Section):
                value = value.to_json()
            elif f.name in self._lists:
                value = [item.to_json() for item in value]
            out[f.name] = value
        out.update(self.extra)
        return out

    def update(self, values: dict[str, Any]) -> None:
        """Set fields from a JSON object's keys (an undeclared key goes to `extra`)."""
        declared = {f.name for f in fields(self)} - {"extra"}
        for key, value in values.items():
            if key in declared:
                setattr(self, key, value)
            else:
                self.extra[key] = value

    @classmethod
    def from_json(cls, data: Any, where: str = "report"):
        if not isinstance(data, dict):
            raise VoptError(f"audit report: {where} is not an object")
        declared = {f.name: f for f in fields(cls) if f.name != "extra"}
        values: dict[str, Any] = {}
        extra: dict[str, Any] = {}
        for key, value in data.items():
            if key not in declared:
                extra[key] = value
            elif key in cls._nested and value is None:
                f = declared[key]
                if f.default is MISSING and f.default_factory is MISSING \
                        and key not in cls._null_fails:
                    raise VoptError(f"audit report: {where}.{key} is null")
                values[key] = None
            elif key in cls._nested:
                values[key] = cls._nested[key].from_json(value, f"{where}.{key}")
            elif key in cls._lists:
                if not isinstance(value, list):
                    raise VoptError(f"audit report: {where}.{key} is not a list")
                values[key] = [cls._lists[key].from_json(v, f"{where}.{key}[{k}]")
                               for k, v in enumerate(value)]
            else:
                values[key] = value
        for name, f in declared.items():
            if name not in values and f.default is MISSING and f.default_factory is MISSING:
                raise VoptError(f"audit report: {where}.{name} is missing")
        return cls(**values, extra=extra)


@dataclass(kw_only=True)
class ToolInfo(_Section):
    name: str
    version: str
    z3: str
    onnxruntime: str

    @classmethod
    def current(cls) -> ToolInfo:
        import onnxruntime
        import z3

        return cls(name="verified_opt", version=__version__, z3=z3.get_version_string(),
                   onnxruntime=onnxruntime.__version__)


@dataclass(kw_only=True)
class InputFile(_Section):
    path: str | None  # None: the model was given in memory (nothing for `vopt audit` to hash)
    sha256: str | None
    nodes: int
    shapes: dict[str, list[int]]  # input name -> the dims used


@dataclass(kw_only=True)
class OutputFile(_Section):
    path: str | None  # None: not written (optimize() without output=)
    sha256: str | None
    nodes: int


@dataclass(kw_only=True)
class RunOptions(_Section):
    backend: str
    budget_s: float
    alpha: float
    seed: int
    threads: int
    shape: list[str]  # NAME=d0,d1,... as given
    fast_math: bool
    input_range: list[str] = field(default_factory=list)  # NAME=LO,HI as given
    # where the rules came from, and the other sources of rewrites asked for (absent in
    # reports from before they were recorded)
    library: str = ""  # shipped / generated / all; "" where `rules` was given
    rules: list[str] = field(default_factory=list)  # --rules files or folders as given
    axioms: str = ""  # --axioms FOLDER; "": the shipped axioms
    certificates: list[str] = field(default_factory=list)  # --certificates folders
    derive: bool = False
    derive_budget_s: float | None = None  # None: the default budget
    pet: bool = False
    tune_s: float = 0.0


@dataclass(kw_only=True)
class RejectedRule(_Section):
    rule: str
    status: str  # refuted / inconclusive
    reason: str


@dataclass(kw_only=True)
class LibraryStats(_Section):
    certified: int
    rejected: list[RejectedRule]
    _lists: ClassVar = {"rejected": RejectedRule}


@dataclass(kw_only=True)
class StepCertificate(_Section):
    id: str
    verdict: str  # proved (a rule), tested (a PET mutant)
    kind: str | None = None  # "pet" for a PET step
    axioms_used: list[str]
    solver: str
    query: str  # the SMT-LIB2 query (rule), or the box tests' summary (PET)
    # the rule's certificate (verified_opt.certificate/2): `vopt audit` rebuilds the query from
    # its rule and cited statements and requires it to be `query`
    document: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        if self.kind is None and self.document is None:
            out["document"] = None  # a rule step's, as written (a PET step has none)
        return out


@dataclass(kw_only=True)
class TunedKernel(_Section):
    """A kernel of a derivation tuned with MetaSchedule (tune/); `best_ms` is the tuning
    runner's measurement, the step's cost_after_ms / derivation.measured the model's."""

    kernel: str
    users: list[str]  # the operators whose instantiation runs it
    trials: int  # measured in this run (0: reused from the tuning database)
    reused: bool
    untuned_ms: float  # the hand-scheduled kernel
    best_ms: float | None
    tuning_s: float


@dataclass(kw_only=True)
class AppliedStep(_Section):
    step: int
    rule: str  # a rule's name, or "pet:<transformations>"
    matched_nodes: list[str]
    created_nodes: list[str]
    cost_before_ms: float
    cost_after_ms: float
    constants_folded: int
    certificate: StepCertificate
    # the float contract the step meets: tier, reason, definition, evidence (a rule's from
    # verify/float_contract.py; a derivation's or PET step's measured, check/float_tier.py)
    float_contract: dict[str, Any] | None = None
    pet: dict[str, Any] | None = None  # the PET certificate; PET steps only
    # the derivation (api/derivations.py: original expression, proved steps, instantiation);
    # derivation steps only
    derivation: dict[str, Any] | None = None
    tuned: list[TunedKernel] | None = None  # its eOperators' tuning (derivation steps, --tune)
    _nested: ClassVar = {"certificate": StepCertificate}
    _lists: ClassVar = {"tuned": TunedKernel}
    _null_fails: ClassVar = frozenset({"certificate"})

    @property
    def tier(self) -> str | None:
        return None if self.float_contract is None else self.float_contract.get("tier")


@dataclass(kw_only=True)
class RunContract(_Section):
    fast_math: bool
    allowed: list[str]  # the tiers the run could apply
    definition: str
    left_out: dict[str, str]  # rule -> tier: could match, outside the contract
    # rule -> inputs: zero-terms rules admitted only at matches binding these to finite
    # constants (verify/float_contract.finite_constants_bound); older reports lack it
    finite_constants: dict[str, list[str]] = field(default_factory=dict)


@dataclass(kw_only=True)
class SearchStats(_Section):
    seconds: float
    expanded: int
    candidates: int
    stopped_by: str  # exhausted / time budget / expansion limit / no progress
    # expansions done when the best graph was found (0: by the greedy pass, or as given); with
    # `expanded`, what "no progress" means (search.PATIENCE expansions since). Reports written
    # before it was added lack it
    best_found_at: int | None = None
    matches_by_rule: dict[str, int]
    cost_model_ms: dict[str, float]  # original, best
    # search/channel_pad.Padding.to_json(): the blocks tried, timed, the one kept; absent where
    # no rule of the run chooses a size, and in reports written before it was added
    channel_padding: dict[str, Any] | None = None


@dataclass(kw_only=True)
class WorstOutput(_Section):
    output: str
    max_abs: float
    max_rel: float
    tolerance: float
    index: Any


@dataclass(kw_only=True)
class EndToEndSummary(_Section):
    ok: bool
    draws: int
    seeds: list[int]
    rtol: float
    worst: WorstOutput | None
    _nested: ClassVar = {"worst": WorstOutput}


@dataclass(kw_only=True)
class Latency(_Section):
    original_ms: float
    optimized_ms: float
    speedup: float
    kept: str  # optimized / original
    note: str
    threads: int
    # the cost model's totals beside the measured ones (search.search.predicted_latency): the
    # model as given and as written; when the optimized model is written, the nodes constant
    # folding removed and the total after folding alone; operators priced at 0 and why
    predicted_ms_before: float | None = None
    predicted_ms_after: float | None = None
    folded_nodes: int | None = None
    predicted_ms_folded: float | None = None
    unpriced: dict[str, str] | None = None
    # the applied derivations' nodes, measured before and after (ms): the cost model prices
    # the rules' rewrites only, so predicted_ms_after leaves them out
    derived_ms: list[float] | None = None
    # the rewritten model's prediction where the run did not keep it (the original written)
    predicted_ms_rewritten: float | None = None
    # when a rewritten model was measured (search/keep.py)
    gain: float | None = None
    control_spread: float | None = None
    rounds_won: int | None = None
    rounds: int | None = None


@dataclass(kw_only=True)
class Totals(_Section):
    rewrites: int
    nodes_before: int
    nodes_after: int
    seconds: float


@dataclass(kw_only=True)
class PetSummary(_Section):
    """`{"enabled": false}`, or PET's run summary (partial/pet.py: PetProvider.summary)."""

    enabled: bool
    seconds: float | None = None
    trials: int | None = None
    depth: int | None = None
    prime: int | None = None
    regions: int | None = None
    region_sizes: list[int] | None = None
    anchors_examined: int | None = None
    anchors_skipped_for_time: int | None = None
    mutants_generated: int | None = None
    mutants_box_tested: int | None = None
    accepted: int | None = None
    accepted_mutants: list[dict[str, Any]] | None = None
    outcomes: list[dict[str, Any]] | None = None


@dataclass(kw_only=True)
class Report(_Section):
    """One optimize run's audit report (`verified_opt.audit/2`)."""

    schema: str = SCHEMA
    tool: ToolInfo
    created: str  # UTC, ISO 8601
    input: InputFile
    output: OutputFile
    options: RunOptions
    library: LibraryStats
    applied: list[AppliedStep]  # the rewrites on the kept model, in order
    float_contract: RunContract
    search: SearchStats
    end_to_end: EndToEndSummary
    latency: Latency
    op_counts: dict[str, list[int]]  # operator -> [original, optimized]
    unsupported: dict[str, int]  # operators not modelled -> count
    totals: Totals
    # graph outputs declared with a shape they do not have at the run's shapes -> how
    # (Graph.declared_mismatch); the optimized model declares what they compute
    declared_outputs: dict[str, str] | None = None
    pet: PetSummary | None = None
    gpu: dict[str, Any] | None = None  # --backend gpu: device, GPU check, kernel per node
    # --derive: what the derivation pass said of each operator it searched, applied or kept
    # (the applied ones are also steps)
    derivations_searched: list[str] | None = None
    _nested: ClassVar = {"tool": ToolInfo, "input": InputFile, "output": OutputFile,
                         "options": RunOptions, "library": LibraryStats,
                         "float_contract": RunContract, "search": SearchStats,
                         "end_to_end": EndToEndSummary, "latency": Latency, "totals": Totals,
                         "pet": PetSummary}
    _lists: ClassVar = {"applied": AppliedStep}

    @property
    def kept(self) -> str:
        """"optimized", or "original" (the model returned is the one given)."""
        return self.latency.kept

    @property
    def speedup(self) -> float:
        return self.latency.speedup

    @classmethod
    def from_json(cls, data: Any, where: str = "report") -> Report:
        if not isinstance(data, dict) or data.get("schema") != SCHEMA:
            raise VoptError(f"{where}: not a {SCHEMA} report")
        return super().from_json(data, where)

    @classmethod
    def load(cls, path: str | Path) -> Report:
        return cls.from_json(load_report(path), str(path))

    def write_json(self, path: str | Path) -> None:
        write_json(self, path)


def file_sha256(path: str | Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def header() -> dict:
    return {"schema": SCHEMA, "tool": ToolInfo.current().to_json(), "created": now()}


def _document(report: Report | dict) -> dict:
    return report.to_json() if isinstance(report, Report) else report


def write_json(report: Report | dict, path: str | Path) -> None:
    write_text_atomic(path, json.dumps(_document(report), indent=1, default=str) + "\n",
                      "report")


def render_html(report: Report | dict, pictures: dict[str, str]) -> str:
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(Path(__file__).parent / "templates"),
        autoescape=jinja2.select_autoescape(["html", "j2"]))
    return env.get_template("audit.html.j2").render(r=_document(report), pictures=pictures)


def write_html(report: Report | dict, pictures: dict[str, str], path: str | Path) -> None:
    write_text_atomic(path, render_html(report, pictures), "report")


def load_report(path: str | os.PathLike) -> dict:
    try:
        data = json.loads(Path(path).read_text())
    except FileNotFoundError:
        raise VoptError(f"{path}: no such file") from None
    except (OSError, json.JSONDecodeError, UnicodeDecodeError) as e:
        raise VoptError(f"{path}: not an audit report ({type(e).__name__})") from None
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise VoptError(f"{path}: not a {SCHEMA} report")
    return data
