"""`vopt recheck [DIR] [--axioms FOLDER]`: re-check stored certificates from their files alone.

Each certificate's query is rebuilt from its rule and the statements of the axioms it cites and
must be the stored one; those statements must be the checked set's (the shipped axioms, or
FOLDER, soundness-checked first); then every solver must find the query unsat.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from verified_opt.commands.common import console
from verified_opt.errors import VoptError
from verified_opt.verify.axiom_sets import checked

# the certificates of the shipped and the generated library (package data)
SHIPPED_PROOFS = Path(__file__).resolve().parents[1] / "data" / "proofs"
from verified_opt.verify.certificate import cvc5_available, recheck_file


def main(args: argparse.Namespace) -> int:
    folder = Path(args.dir) if args.dir else SHIPPED_PROOFS
    if not folder.exists():
        raise VoptError(f"{folder}: no such folder")
    files = sorted(folder.rglob("*.json")) if folder.is_dir() else [folder]
    if not files:
        raise VoptError(f"{folder}: no certificates (*.json)")
    with console.status("checking the axiom set ..."):
        reference = checked(args.axioms)
    console.print(f"axioms: {reference.describe()}")
    solvers = ["z3"]
    if args.z3_only:
        pass
    elif cvc5_available():
        solvers.append("cvc5")
    else:
        console.print("cvc5 not installed: rechecking with z3 only (pip install cvc5)")
    failed = 0
    for f in files:
        r = recheck_file(f, args.timeout, tuple(solvers), reference)
        if r.ok:
            console.print(f"[green]\\[holds][/green]  {r.rule}  ({r.message})")
        else:
            failed += 1
            console.print(f"[red]\\[FAILS][/red]  {r.rule}  {f}: {r.message}")
    console.print(f"Summary: {len(files) - failed} hold / {failed} fail "
                  f"(solvers: {', '.join(solvers)})")
    return 0 if failed == 0 else 1
