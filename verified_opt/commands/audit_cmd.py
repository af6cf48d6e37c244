"""`vopt audit audit.json`: recheck a report without trusting the run that wrote it
(audit/recompute.py says what is recomputed)."""

from __future__ import annotations

import argparse

from rich.markup import escape

from verified_opt.audit.recompute import Finding, audit_report
from verified_opt.commands.common import console
from verified_opt.report.audit import load_report
from verified_opt.verify.certificate import cvc5_available


def _print(f: Finding) -> None:
    tag = "[green]\\[holds][/green]" if f.ok else "[red]\\[FAILS][/red]"
    console.print(f"{tag} {escape(f.what)}: {escape(f.message)}")


def main(args: argparse.Namespace) -> int:
    report = load_report(args.report)
    solvers = ("z3", "cvc5") if cvc5_available() else ("z3",)
    result = audit_report(report, solvers, args.timeout, seed=args.seed, progress=_print)
    failures = sum(not f.ok for f in result.findings)
    console.print(f"Summary: {result.certificates} certificates rechecked with "
                  f"{', '.join(solvers)}; {'all hold' if failures == 0 else f'{failures} FAIL'}")
    return 0 if failures == 0 else 1
