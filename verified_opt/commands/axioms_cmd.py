"""`vopt axioms check [DIR]`: soundness of every axiom, consistency of the set."""

from __future__ import annotations

import argparse

from rich.markup import escape

from verified_opt.axioms.lang import default_axiom_dir, load_axioms
from verified_opt.axioms.soundness import check_axiom
from verified_opt.commands.common import console
from verified_opt.verify.consistency import check_consistency
from verified_opt.verify.prove import AxiomSet


def main(args: argparse.Namespace) -> int:
    folder = args.dir or default_axiom_dir()
    axioms = load_axioms(folder)
    console.print(f"checking {len(axioms)} axioms in {folder} "
                  f"({args.instances} random instances each)")
    unsound = 0
    for k, ax in enumerate(axioms):
        r = check_axiom(ax, seed=args.seed + k, min_instances=args.instances)
        if r.sound:
            console.print(f"[green]\\[sound][/green]   {ax.name:<34} {r.instances} instances, "
                          f"{r.mode}  # {escape(ax.comment)}")
        else:
            unsound += 1
            console.print(f"[red]\\[UNSOUND][/red] {ax.name:<34} {ax.where}\n"
                          f"          {escape(ax.text())}\n"
                          f"          counterexample: {escape(str(r.counterexample))}")
    cons = check_consistency(AxiomSet.of(axioms))
    if cons.consistent:
        console.print(f"[green]consistent[/green]: no contradiction found among the axioms "
                      "instantiated at distinct tensors, no known-false equality provable "
                      f"({cons.checked} checks)")
    else:
        for p in cons.problems:
            console.print(f"[red]INCONSISTENT[/red]: {escape(str(p))}")
    console.print(f"Summary: {len(axioms) - unsound} sound / {unsound} unsound; "
                  f"{'consistent' if cons.consistent else 'INCONSISTENT'}")
    return 0 if unsound == 0 and cons.consistent else 1
