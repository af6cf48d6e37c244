"""The Python API: what `vopt` does, as functions that return typed results.

    from verified_opt.api import optimize, verify, recheck, audit

    model, report = optimize("model.onnx", budget=20, output="model.opt.onnx")
    report.kept, report.speedup, report.to_json()      # the audit report, typed
    audit(report).ok                                    # rechecked without trusting it
    verify(["rules.json"])                              # proved / refuted / inconclusive
    recheck()                                           # the shipped certificates

Bad input raises VoptError (or a subclass) with the one-line message `vopt` prints; its
`exit_code` is the command's. The commands in verified_opt/commands parse arguments, call these
and print.
"""

from __future__ import annotations

from verified_opt.api.audits import audit
from verified_opt.api.pipeline import CheckFailed, Event, OptimizeOptions, optimize
from verified_opt.api.proofs import AxiomFolder, axiom_set, read_rules, recheck, verify
from verified_opt.audit.recompute import AuditResult, Finding
from verified_opt.errors import VoptError
from verified_opt.partial.pet import PetOptions
from verified_opt.report.audit import Report
from verified_opt.verify.certificate import RecheckResult
from verified_opt.verify.verdict import Verdict

__all__ = ["AuditResult", "AxiomFolder", "CheckFailed", "Event", "Finding", "OptimizeOptions",
           "PetOptions", "RecheckResult", "Report", "Verdict", "VoptError", "audit", "axiom_set",
           "optimize", "read_rules", "recheck", "verify"]
