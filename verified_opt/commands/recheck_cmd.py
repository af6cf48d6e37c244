"""`vopt recheck [DIR] [--axioms FOLDER]`: re-check stored certificates from their files alone.

Each certificate's query is rebuilt from its rule and the statements of the axioms it cites and
must be the stored one; those statements must be the checked set's (the shipped axioms, or
FOLDER, soundness-checked first); then every solver must find the query unsat. The work is
api/proofs.py's. Exit: 0 all hold, 1 some fail, 2 some file is not a certificate at all
(unreadable, not a JSON object: one error line each; the others are still rechecked).
"""

from __future__ import annotations

import argparse
import sys

from verified_opt.api.proofs import axiom_set, certificate_files, default_solvers, recheck
from verified_opt.commands.common import console
from verified_opt.errors import one_line
from verified_opt.verify.certificate import RecheckResult


def _print(r: RecheckResult) -> None:
    if r.malformed:  # bad input, not a failed check: an error line of its own (exit 2)
        print(f"error: {one_line(f'{r.path}: {r.message}', 400)}", file=sys.stderr)
    elif r.ok:
        console.print(f"[green]\\[holds][/green]  {r.rule}  ({r.message})")
    else:
        console.print(f"[red]\\[FAILS][/red]  {r.rule}  {r.path}: {r.message}")


def main(args: argparse.Namespace) -> int:
    skipped: list = []
    files = certificate_files(args.dir, skipped)
    if skipped:
        console.print(f"skipped {len(skipped)} file(s) that vopt writes beside certificates but "
                      f"are not certificates: {', '.join(str(p) for p in skipped)}")
    with console.status("checking the axiom set ..."):
        axioms = axiom_set(args.axioms)
    console.print(f"axioms: {axioms.describe()}")
    solvers = default_solvers(args.z3_only)
    if not args.z3_only and "cvc5" not in solvers:
        console.print("cvc5 not installed: rechecking with z3 only (pip install cvc5)")
    results = recheck(files, axioms=axioms, timeout_ms=args.timeout, solvers=solvers,
                      progress=_print)
    unreadable = sum(r.malformed for r in results)
    failed = sum(not r.ok for r in results) - unreadable
    console.print(f"Summary: {len(files) - failed - unreadable} hold / {failed} fail"
                  + (f" / {unreadable} unreadable" if unreadable else "")
                  + f" (solvers: {', '.join(solvers)})")
    return 2 if unreadable else 0 if failed == 0 else 1
