"""`vopt audit audit.json`: recheck a report without trusting the run that wrote it
(audit/recompute.py says what is recomputed; api/audits.py runs it)."""

from __future__ import annotations

import argparse

from rich.markup import escape

from verified_opt.api.audits import audit
from verified_opt.api.proofs import default_solvers
from verified_opt.audit.recompute import Finding
from verified_opt.commands.common import console


def _print(f: Finding) -> None:
    tag = ("[yellow]\\[not rerun][/yellow]" if not f.rerun else
           "[green]\\[holds][/green]" if f.ok else "[red]\\[FAILS][/red]")
    console.print(f"{tag} {escape(f.what)}: {escape(f.message)}")


def main(args: argparse.Namespace) -> int:
    solvers = default_solvers()
    result = audit(args.report, timeout_ms=args.timeout, seed=args.seed, solvers=solvers,
                   progress=_print, axioms=getattr(args, "axioms", None))
    failures = sum(not f.ok for f in result.findings)
    skipped = sum(not f.rerun for f in result.findings)
    console.print(f"Summary: {result.certificates} certificates rechecked with "
                  f"{', '.join(solvers)}; {'all hold' if failures == 0 else f'{failures} FAIL'}"
                  + (f" ({skipped} check{'s' * (skipped > 1)} not rerun here)" if skipped else ""))
    return 0 if failures == 0 else 1
