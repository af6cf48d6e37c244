"""Re-check an audit report without trusting it: everything it says that can be recomputed is.

- each rule step: its certificate rechecked against the shipped axioms (certificate.py: the
  query rebuilt from the rule and the cited axioms' statements must be the report's, then z3
  and cvc5 find it unsat), its id recomputed from the query, its rule named by the step;
- each rule step's float contract: the tier recomputed from the certificate's rule
  (verify/float_contract.py) must be the one the step states and within the contract the run
  states it was made under (`float_contract.fast_math`: exact and reassociate, or any; a
  zero-terms step by default only where it states the binding of each of its rule's finite
  constants, which the replay requires to be finite constants of the model it rebuilds);
- each PET step: box tests re-run with fresh randomness (partial/audit.py), its float contract
  measured again on its programs, the tier it states and within the run's contract;
- the steps: numbered 1..n, as many as the totals say; each matched node exists in the input
  or was created by an earlier step and not yet replaced; the rewritten model's nodes that the
  input lacks are exactly ones a step created, stamped with that step's rule and certificate;
- the files: input and output match their hashes, and the output is not the input file;
- the rewritten model rebuilt: the steps applied again to the input model (each rule at the
  nodes its step names, each PET step's corrected program, each derivation's instantiation
  over the weights the model then holds) make the written model, node for node and bit for
  bit (audit/replay.py);
- each derivation's folded initializers: folded again from the weights of the model the
  steps before it rebuild, equal bit for bit to the rewritten model's
  (audit/derivation.recheck_folding);
- each derivation's float contract: measured again on the nodes it replaced and its
  instantiation rebuilt from the report (check/float_tier.py), it must be the tier the step
  states, and that tier within the run's contract (audit/derivation.recheck_tier);
- the end-to-end check: both models run again in ONNX Runtime on fresh random seeds, compared
  with the tolerance recomputed from the original model (never the report's);
- the allowed tiers the report states: its fast_math's contract (_run_contract);
- what the report states beside its steps (audit/claims.py): operator and node counts counted
  again from both models, each step's certificate summary against its document, the speedup
  against its two times, the kept model against its steps; the times themselves are said as
  not remeasured;
- for a `--backend gpu` run, the GPU check too: the optimized model's GPU plan run on this
  machine's GPU against the original in ONNX Runtime, on the same fresh seed; where this
  machine has no GPU, a finding says it was not rerun (never that it holds).
"""

from __future__ import annotations

import json
import secrets
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import onnx

from verified_opt.audit.claims import recheck_claims
from verified_opt.audit.derivation import recheck_derivation, recheck_folding, recheck_tier
from verified_opt.audit.replay import as_written, replay
from verified_opt.check.compare import parse_input_ranges
from verified_opt.check.end_to_end import check_end_to_end, given_bytes, tolerance
from verified_opt.check.float_tier import REASONS as DERIVATION_TIERS
from verified_opt.derive.contract import document_id
from verified_opt.errors import VoptError, one_line
from verified_opt.ir.graph import Graph
from verified_opt.ir.onnx_io import load, load_model_proto
from verified_opt.output_paths import same_file
from verified_opt.partial.audit import measure_tier as measure_pet_tier
from verified_opt.partial.audit import recheck as recheck_pet
from verified_opt.partial.audit import recheck_tier as recheck_pet_tier
from verified_opt.passes.inline_if import inline_constant_ifs
from verified_opt.report.audit import file_sha256
from verified_opt.rules.apply import META_CERT, META_RULE
from verified_opt.rules.format import parse_rule
from verified_opt.search.library import cert_id
from verified_opt.verify.axiom_sets import CheckedAxioms, shipped
from verified_opt.verify.certificate import recheck_certificate
from verified_opt.verify.float_contract import DEFINITION, admits, classify, contract


@dataclass(frozen=True)
class Finding:
    ok: bool
    what: str  # "step 3 conv_merge", "output file", "end-to-end" ...
    message: str
    rerun: bool = True  # False: this machine could not recheck it (ok says only: no failure)


@dataclass
class AuditResult:
    findings: list[Finding]
    certificates: int  # rule certificates rechecked

    @property
    def ok(self) -> bool:
        return all(f.ok for f in self.findings)


def audit_report(report: dict, solvers: tuple[str, ...] = ("z3",), timeout_ms: int = 30_000,
                 reference: CheckedAxioms | None = None, seed: int | None = None,
                 progress: Callable[[Finding], None] | None = None) -> AuditResult:
    """Every check of the module's docstring; `seed` None draws fresh end-to-end seeds."""
    reference = reference or shipped()
    out: list[Finding] = []

    def add(ok: bool, what: str, message: str) -> None:
        f = Finding(ok, what, message)
        out.append(f)
        if progress is not None:
            progress(f)

    steps = report.get("applied")
    if not isinstance(steps, list):
        add(False, "report", "applied is not a list of steps")
        return AuditResult(out, 0)
    fast_math, problem = _run_contract(report)
    add(problem is None, "float contract", problem or (
        "run under --fast-math: every tier allowed" if fast_math else
        f"run under the default contract: {', '.join(contract(False))}"))
    rechecked = 0
    for k, step in enumerate(steps, start=1):
        what = f"step {step.get('step', '?')} {step.get('rule', '?')}"
        if step.get("step") != k:
            add(False, what, f"steps are not numbered 1..{len(steps)} (a step was removed or "
                             "reordered)")
        if step.get("derivation") is not None:
            ok, msg = recheck_derivation(step["derivation"], solvers, timeout_ms)
            if ok and step.get("certificate", {}).get("id") != document_id(step["derivation"]):
                ok, msg = False, "the step's certificate id is not its derivation's"
            add(ok, what, msg)
            rechecked += 1
            ok, msg = _derivation_contract(step, fast_math)
            add(ok, what, msg)
            continue
        if "pet" in step:
            ok, msg = recheck_pet(step["pet"])
            stated = step.get("certificate")
            if ok and (stated.get("id") if isinstance(stated, dict) else None) \
                    != step["pet"].get("id"):
                ok, msg = False, "the step's certificate id is not its PET certificate's"
            add(ok, what, msg)
            ok, msg = _pet_contract(step, fast_math)
            add(ok, what, msg)
            continue
        ok, msg = _recheck_rule_step(step, reference, solvers, timeout_ms)
        rechecked += 1
        add(ok, what, msg)
        ok, msg = _recheck_float_contract(step, fast_math)
        add(ok, what, msg)
    totals = report.get("totals", {})
    if totals.get("rewrites") != len(steps):
        add(False, "totals", f"the report lists {len(steps)} steps, its totals say "
                             f"{totals.get('rewrites')}")
    graphs = _files(report, steps, add)
    if graphs is not None:
        original, optimized = graphs
        inlined = original.copy()  # as optimize starts: its constant Ifs inlined, once here
        inlined_ifs = inline_constant_ifs(inlined)
        for ok, msg in _trace(original, inlined, optimized, steps):
            add(ok, "rewritten model", msg)
        rebuilt = replay(original, optimized, steps, (inlined, inlined_ifs))
        add(rebuilt.ok, "rewritten model", rebuilt.message)
        stated_ifs = (report.get("latency") or {}).get("inlined_ifs", [])
        if rebuilt.ok and stated_ifs != rebuilt.inlined:
            add(False, "rewritten model", f"the report says the If nodes {stated_ifs} were "
                "replaced by their branches; inlining the input's gives "
                f"{rebuilt.inlined}")
        written = _written_file(report)
        converted = original.tail.converted if original.tail else []
        if written is not None and converted and \
                given_bytes(report["input"]["path"]) is not None:  # as optimize decides it
            add(False, "written file", "the input's nodes after a run-time shape use operators "
                f"whose meaning ONNX's opset converter changed ({', '.join(converted[:4])}), "
                "which no check covers on every shape: vopt optimize keeps the file as given "
                "there")
        if written is not None:
            off = as_written(optimized, written)
            add(not off, "written file", "exactly what vopt writes of the model it holds"
                if not off else f"not what vopt writes of the model it holds: {off[0]}")
        for k, step in enumerate(steps, start=1):
            if isinstance(step.get("derivation"), dict):
                what = f"step {step.get('step', '?')} {step.get('rule', '?')}"
                stated = _stated_tier(step)
                before = rebuilt.before.get(k, original)
                for name, (ok, msg, rerun) in (
                        ("folding", recheck_folding(step["derivation"], before, optimized)),
                        ("float contract", recheck_tier(step["derivation"], stated, before))):
                    f = Finding(ok, f"{what} {name}", msg, rerun=rerun)
                    out.append(f)
                    if progress is not None:
                        progress(f)
        seed = secrets.randbits(31) if seed is None else seed
        rtol = tolerance(original)
        # against the input file as ORT runs it: a step replays the same whatever the import
        # made of the file, so only this comparison sees the import itself
        e2e = check_end_to_end(original, optimized, seed=seed,
                               given=given_bytes(report["input"]["path"]))
        w = e2e.worst()
        add(e2e.ok, "end-to-end", f"{e2e.draws} fresh draws (seed {seed}), worst |diff| "
            f"{w.max_abs if w else 0:.3e} against {w.tolerance if w else 0:.3e} "
            f"(rtol {rtol:.2e} recomputed from the original model); reference: "
            f"{e2e.reference}" + _drawn_as(original))
        for ok, what, msg, rerun in recheck_claims(report, steps, original, optimized):
            f = Finding(ok, what, msg, rerun=rerun)
            out.append(f)
            if progress is not None:
                progress(f)
        if report.get("options", {}).get("backend") == "gpu":
            out.append(_gpu_finding(original, optimized, seed))
            if progress is not None:
                progress(out[-1])
    return AuditResult(out, rechecked)


def _gpu_finding(original: Graph, optimized: Graph, seed: int) -> Finding:
    """The GPU end-to-end check rerun here, or a finding that says this machine cannot."""
    from verified_opt.backends.gpu.device import gpu_count

    if gpu_count() == 0:
        return Finding(True, "GPU end-to-end", "not rerun: no CUDA GPU on this machine (the "
                       "ONNX Runtime check above was; the report's own GPU check is not taken "
                       "on trust)", rerun=False)
    from verified_opt.check.gpu import gpu_end_to_end

    try:
        check = gpu_end_to_end(original, optimized, seed=seed)
    except VoptError as e:
        return Finding(False, "GPU end-to-end", one_line(e, 300))
    w = check.worst()
    return Finding(check.ok, "GPU end-to-end", f"the optimized model's GPU plan ({check.plan}) "
                   f"against the original in ONNX Runtime (seed {seed}): worst |diff| "
                   f"{w.max_abs if w else 0:.3e} against {w.tolerance if w else 0:.3e}")


def _recheck_rule_step(step: dict, reference: CheckedAxioms, solvers, timeout_ms
                       ) -> tuple[bool, str]:
    cert = step.get("certificate")
    if not isinstance(cert, dict) or not isinstance(cert.get("document"), dict):
        return False, "no certificate document (rule, axioms, query) to recheck"
    query = cert.get("query")
    if not isinstance(query, str):
        return False, "no query"
    if cert_id(query) != cert.get("id"):
        return False, "the query does not match its certificate id"
    doc = cert["document"]
    rule = doc.get("rule")
    name = rule.get("name") if isinstance(rule, dict) else None
    if name != step.get("rule"):
        return False, f"the certificate is for rule {name!r}"
    r = recheck_certificate(doc, query, reference, timeout_ms, tuple(solvers))
    return r.ok, r.message


def _run_contract(report: dict) -> tuple[bool, str | None]:
    """Whether the report says the run was made with --fast-math; a problem if it says so
    in two ways that disagree, or states allowed tiers that are not that contract's. A report
    that says nothing is held to the default contract."""
    stated = report.get("float_contract")
    fast_math = stated.get("fast_math") if isinstance(stated, dict) else None
    option = (report.get("options") or {}).get("fast_math")
    if fast_math is None:
        fast_math = False
    if not isinstance(fast_math, bool):
        return False, f"float_contract.fast_math is {fast_math!r}, not true or false"
    if option is not None and option != fast_math:
        return fast_math, (f"float_contract.fast_math is {fast_math}, options.fast_math is "
                           f"{option}")
    allowed = stated.get("allowed") if isinstance(stated, dict) else None
    if allowed is not None and allowed != list(contract(fast_math)):
        return fast_math, (f"the report says the run allowed {allowed}; its fast_math "
                           f"({fast_math}) allows {list(contract(fast_math))}")
    return fast_math, None


def _derivation_contract(step: dict, fast_math: bool) -> tuple[bool, str]:
    """A derivation's stated float contract: a tier a derivation can have (reassociate or
    zero-terms, check/float_tier.py) within the run's contract. Whether it is the tier the
    derivation has is measured again where the models are at hand (recheck_tier)."""
    tier = _stated_tier(step)
    if tier not in DERIVATION_TIERS:
        return False, (f"the derivation states float contract {tier!r}, a derivation's is "
                       f"one of {', '.join(DERIVATION_TIERS)}")
    if tier not in contract(fast_math):
        return False, f"float contract {tier} is outside the run's"
    return True, f"float contract {tier} stated: {DERIVATION_TIERS[tier]}"


def _stated_tier(step: dict) -> str | None:
    """The tier a step states; a float_contract that is not an object with a string tier
    states its text, which no tier is, so the step fails as one stating a wrong tier (it
    was an internal error, exit 70)."""
    fc = step.get("float_contract")
    if fc is None:
        return None
    tier = fc.get("tier") if isinstance(fc, dict) else fc
    return tier if isinstance(tier, str) or tier is None else json.dumps(tier)


def _pet_contract(step: dict, fast_math: bool) -> tuple[bool, str]:
    """A PET step's float contract, measured again on its certificate's programs
    (partial/audit.py): the tier the step states (a step from before PET steps stated one is
    held to the measured tier), within the run's contract."""
    stated = _stated_tier(step)
    if stated is None:
        try:
            tier, evidence = measure_pet_tier(step["pet"])
        except (VoptError, KeyError, TypeError, ValueError) as e:
            return False, f"the float contract cannot be measured: {one_line(e, 200)}"
        msg = f"no float contract stated (an older report); measured {tier}: {evidence}"
    else:
        ok, msg = recheck_pet_tier(step["pet"], stated)
        if not ok:
            return ok, msg
        tier = stated
    if tier not in contract(fast_math):
        return False, f"float contract {tier} is outside the run's ({msg})"
    return True, msg


def _recheck_float_contract(step: dict, fast_math: bool) -> tuple[bool, str]:
    """The step's float contract tier, recomputed from its certificate's rule: it must be the
    one the step states and one the run's contract allows."""
    doc = (step.get("certificate") or {}).get("document")
    if not isinstance(doc, dict) or not isinstance(doc.get("rule"), dict):
        return False, "no rule to classify (float contract)"
    try:
        rule = parse_rule(doc["rule"], "certificate", 0)
    except VoptError as e:
        return False, f"the certificate's rule does not parse: {one_line(e, 200)}"
    got = classify(rule)
    stated = step.get("float_contract")
    tier = stated.get("tier") if isinstance(stated, dict) else None
    if not isinstance(stated, dict) or tier != got.tier:
        return False, (f"the step states float contract {tier!r}, its rule's is {got.tier!r} "
                       f"({got.reason})")
    if stated.get("definition") != DEFINITION:
        return False, (f"the step's float contract is of definition {stated.get('definition')!r}"
                       f", this audit's is {DEFINITION!r}")
    allowed = contract(fast_math)
    bound = stated.get("finite_constants_bound")
    bound = bound if isinstance(bound, dict) else {}
    if got.tier not in allowed and admits(got, fast_math, bound):
        return True, (f"float contract {got.tier} (recomputed), admitted by the default "
                      f"contract where {', '.join(got.finite_constants)} are finite constants:"
                      " the step binds them to " + ", ".join(map(str, bound.values()))
                      + " (the replay requires those to be finite constants there)")
    if got.tier not in allowed:
        needs = (f"; it needs {', '.join(got.finite_constants)} bound to finite constants, "
                 "which the step does not state" if got.finite_constants else "")
        return False, (f"float contract {got.tier} is outside the run's ("
                       f"{', '.join(allowed)}; the run was not made with --fast-math){needs}: "
                       f"{got.reason}")
    return True, f"float contract {got.tier} (recomputed): {got.reason}"


def _files(report: dict, steps: list, add) -> tuple[Graph, Graph] | None:
    """Both models, if their files are there and match their hashes; None otherwise."""
    paths = {}
    for role in ("input", "output"):
        info = report.get(role) or {}
        path = info.get("path")
        if not path:
            add(False, f"{role} file", "the report names no file")
            return None
        try:
            same = file_sha256(path) == info.get("sha256")
        except OSError:
            add(False, f"{role} file", f"{path} is missing")
            return None
        if not same:
            add(False, f"{role} file", f"{path} changed since the report (SHA-256 differs)")
            return None
        paths[role] = Path(path)
    if steps and same_file(paths["input"], paths["output"]):
        add(False, "output file", f"{paths['output']} is the input file, yet {len(steps)} "
                                  "rewrites were applied")
        return None
    add(True, "files", "input and output match their SHA-256")
    shapes = {k: tuple(v) for k, v in (report["input"].get("shapes") or {}).items()}
    ranges = (report.get("options") or {}).get("input_range") or []
    try:
        models = load(str(paths["input"]), shapes), load(str(paths["output"]), shapes)
        if not isinstance(ranges, list) or not all(isinstance(r, str) for r in ranges):
            raise VoptError("options.input_range is not a list of NAME=LO,HI")
        for g in models:  # the run's draws: an input that picks a branch keeps its value
            g.input_ranges = parse_input_ranges(ranges, g)
        return models
    except VoptError as e:
        add(False, "files", f"cannot load the models: {one_line(e, 200)}")
        return None


def _written_file(report: dict) -> onnx.ModelProto | None:
    """The written file as it is, where it is not the input file byte for byte (the input is
    the reference for itself)."""
    if report["output"].get("sha256") == report["input"].get("sha256"):
        return None
    try:
        return load_model_proto(report["output"]["path"])
    except VoptError:
        return None  # _files already said what is wrong with it


def _drawn_as(graph: Graph) -> str:
    """The report's --input-range, which narrows these draws: the report is not trusted, so
    its reader is shown what it asked for (x=0,0 would make every draw one point)."""
    if not graph.input_ranges:
        return ""
    shown = ", ".join(f"{k} in [{lo}, {hi}]" for k, (lo, hi) in graph.input_ranges.items())
    return f"; inputs drawn as the report's input_range says: {shown}"


def _trace(original: Graph, inlined: Graph, optimized: Graph, steps: list
           ) -> list[tuple[bool, str]]:
    """The steps against the models: what each step replaced existed then, and every node of
    the rewritten model that the original lacks was made by a step and says which."""
    problems: list[str] = []
    before = {n.name: n.op for n in original.nodes}
    # `inlined`: the original, its constant Ifs replaced by their branches; a name the inlining
    # gave is its node's
    before.update({n.name: n.op for n in inlined.nodes})
    alive = set(before)  # nodes of the graph as the steps go
    # node -> (rule, certificate id) of its step, as the report states them (None if missing)
    made: dict[str, tuple[str | None, str | None]] = {}
    for step in steps:
        rule, cid = step.get("rule"), (step.get("certificate") or {}).get("id")
        for name in step.get("matched_nodes", []):
            if name not in alive:
                problems.append(f"step {step.get('step')} replaced node {name!r}, which neither "
                                "the input nor an earlier step has")
            alive.discard(name)
        for name in step.get("created_nodes", []):
            alive.add(name)
            made[name] = (rule, cid)
    after = {n.name: n for n in optimized.nodes}
    for name, node in after.items():
        if before.get(name) == node.op:
            continue  # a node of the input, kept
        stamp = (node.meta.get(META_RULE), node.meta.get(META_CERT))
        if name not in made:
            problems.append(f"node {name!r} ({node.op}) is not in the input and no step made "
                            f"it (stamped {stamp[0]!r})")
        elif stamp != made[name]:
            problems.append(f"node {name!r} is stamped {stamp}, but step made it with "
                            f"{made[name]}")
    gone = [n for n in made if n in alive and n not in after]
    kept = Counter(made[n] for n in made if n in after)
    if not problems:
        return [(True, f"{len(steps)} steps trace through the model: {sum(kept.values())} "
                       f"nodes carry their step's rule and certificate"
                       + (f", {len(gone)} made and later folded" if gone else ""))]
    return [(False, p) for p in problems[:20]]
