"""`audit`: an optimize run's report rechecked without trusting it (audit/recompute.py says
what is recomputed); the work behind `vopt audit`."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from verified_opt.api.proofs import default_solvers
from verified_opt.audit.recompute import AuditResult, Finding, audit_report
from verified_opt.errors import VoptError
from verified_opt.report.audit import SCHEMA, Report, load_report
from verified_opt.verify.axiom_sets import checked


def audit(report: Report | dict[str, Any] | str | os.PathLike, *, timeout_ms: int = 30_000,
          seed: int | None = None, solvers: Sequence[str] | None = None,
          progress: Callable[[Finding], None] | None = None,
          axioms: str | os.PathLike | None = None) -> AuditResult:
    """Recheck a report (a Report, its JSON as a dict, or an audit.json path): every
    certificate rebuilt and re-solved, PET box tests re-run, the steps traced through both
    models, the files' hashes, the end-to-end check on fresh seeds (`seed` to fix them).
    `result.ok` only if every finding holds; `result.findings` says what was checked and why
    a check failed. `axioms`: the folder the run's rules were proved from (its --axioms;
    soundness-checked first; default: the shipped axioms)."""
    where = "report"
    if isinstance(report, Report):
        doc = report.to_json()
    elif isinstance(report, dict):
        if report.get("schema") != SCHEMA:
            raise VoptError(f"report: not a {SCHEMA} report")
        doc = report
    else:
        doc, where = load_report(report), str(report)
    well_formed(doc, where)
    found = [] if where == "report" else _beside(doc, Path(where).resolve().parent)
    for f in found:
        if progress is not None:
            progress(f)
    result = audit_report(doc, tuple(solvers) if solvers else default_solvers(), timeout_ms,
                          reference=checked(axioms), seed=seed, progress=progress)
    result.findings[:0] = found
    return result


def _beside(doc: dict[str, Any], folder: Path) -> list[Finding]:
    """A report moved with its models: a model path that is not there (or relative, from
    the report's folder) is looked for next to the report under the same name; its SHA-256
    decides as for any path. Rewrites doc's paths; one finding per model found so."""
    found = []
    for role in ("input", "output"):
        info = doc[role]
        path = info.get("path")
        if not isinstance(path, str) or not path:
            continue
        stated = Path(path)
        if stated.is_absolute() and stated.exists():
            continue
        for there in (folder / stated, folder / stated.name):
            if there.is_file():
                info["path"] = str(there)
                found.append(Finding(True, f"{role} file", f"{path} read as {there}, next to "
                                     "the report (its SHA-256 is checked as for the path "
                                     "stated)"))
                break
    return found


def well_formed(doc: dict[str, Any], where: str = "report") -> None:
    """VoptError (one line: exit 2) where the report is not one `vopt optimize` writes: a
    section missing or not an object, or a field the audit reads of the wrong kind. A report
    of the right form whose content is wrong is the audit's to fail, finding by finding."""
    # reports from before runs stated their float contract lack these: the audit holds them
    # to the default contract
    older: dict[str, Any] = {}
    if "float_contract" not in doc:
        older["float_contract"] = {"fast_math": False, "allowed": [], "definition": "",
                                   "left_out": {}}
    if isinstance(doc.get("options"), dict) and "fast_math" not in doc["options"]:
        older["options"] = {**doc["options"], "fast_math": False}
    Report.from_json({**doc, **older}, where)
    shapes = doc["input"].get("shapes")
    if not isinstance(shapes, dict) or not all(
            isinstance(v, list) and all(isinstance(d, int) for d in v) for v in shapes.values()):
        raise VoptError(f"audit report: {where}.input.shapes is not a map of input names to "
                        "lists of dims")
    for role in ("input", "output"):
        path = doc[role].get("path")
        if path is not None and not isinstance(path, str):
            raise VoptError(f"audit report: {where}.{role}.path is not a file path")
    ranges = doc["options"].get("input_range", [])
    if not isinstance(ranges, list) or not all(isinstance(r, str) for r in ranges):
        raise VoptError(f"audit report: {where}.options.input_range is not a list of "
                        "NAME=LO,HI")
    for k, step in enumerate(doc["applied"]):
        for key in ("matched_nodes", "created_nodes"):
            names = step.get(key)
            if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
                raise VoptError(f"audit report: {where}.applied[{k}].{key} is not a list of "
                                "node names")
