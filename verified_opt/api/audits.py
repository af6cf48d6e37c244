"""`audit`: an optimize run's report rechecked without trusting it (audit/recompute.py says
what is recomputed); the work behind `vopt audit`."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import Any

from verified_opt.api.proofs import default_solvers
from verified_opt.audit.recompute import AuditResult, Finding, audit_report
from verified_opt.errors import VoptError
from verified_opt.report.audit import SCHEMA, Report, load_report


def audit(report: Report | dict[str, Any] | str | os.PathLike, *, timeout_ms: int = 30_000,
          seed: int | None = None, solvers: Sequence[str] | None = None,
          progress: Callable[[Finding], None] | None = None) -> AuditResult:
    """Recheck a report (a Report, its JSON as a dict, or an audit.json path): every
    certificate rebuilt and re-solved, PET box tests re-run, the steps traced through both
    models, the files' hashes, the end-to-end check on fresh seeds (`seed` to fix them).
    `result.ok` only if every finding holds; `result.findings` says what was checked and why
    a check failed."""
    if isinstance(report, Report):
        doc = report.to_json()
    elif isinstance(report, dict):
        if report.get("schema") != SCHEMA:
            raise VoptError(f"report: not a {SCHEMA} report")
        doc = report
    else:
        doc = load_report(report)
    return audit_report(doc, tuple(solvers) if solvers else default_solvers(), timeout_ms,
                        seed=seed, progress=progress)
