"""`vopt verify RULES...`: one verdict per rule (proved / refuted / inconclusive)."""

from __future__ import annotations

import argparse
import json
import os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

from verified_opt.axioms.lang import default_axiom_dir, load_axioms
from verified_opt.commands.common import console
from verified_opt.errors import VoptError
from verified_opt.rules.format import Rule, load_rules
from verified_opt.verify.axiom_sets import checked
from verified_opt.verify.prove import AxiomSet
from verified_opt.verify.verdict import INCONCLUSIVE, PROVED, REFUTED, Verdict, verify_rule

_WORKER: dict = {}


def _init(axiom_dir: str, timeout_ms: int, rlimit: int) -> None:
    _WORKER["axioms"] = AxiomSet.of(load_axioms(axiom_dir))
    _WORKER["opts"] = (timeout_ms, rlimit)


def _work(rule: Rule) -> Verdict:
    timeout_ms, rlimit = _WORKER["opts"]
    return verify_rule(rule, _WORKER["axioms"], timeout_ms, rlimit)


def run_verification(rules: list[Rule], axiom_dir: str, jobs: int, timeout_ms: int, rlimit: int,
                     progress: bool = True):
    """Verify rules on a process pool (inline for one job); yields verdicts in rule order."""
    if jobs <= 1 or len(rules) <= 1:
        _init(axiom_dir, timeout_ms, rlimit)
        yield from map(_work, rules)
        return
    with ProcessPoolExecutor(jobs, initializer=_init,
                             initargs=(axiom_dir, timeout_ms, rlimit)) as pool:
        yield from pool.map(_work, rules, chunksize=max(1, len(rules) // (jobs * 8)))


def main(args: argparse.Namespace) -> int:
    rules = load_rules(args.rules)
    if not rules:
        raise VoptError("no rules found in " + ", ".join(args.rules))
    axiom_dir = str(args.axioms or default_axiom_dir())
    # parse errors surface here, once; a folder that is not the shipped set is soundness-checked
    # before anything is proved from it (certificates name the set they were proved under)
    with console.status("checking the axiom set ..."):
        checked(args.axioms)
    jobs = args.jobs or os.cpu_count() or 1
    verdicts: list[Verdict] = []
    with Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=console, transient=True,
                  disable=not console.is_terminal) as bar:
        task = bar.add_task("verifying", total=len(rules))
        for v in run_verification(rules, axiom_dir, jobs, args.timeout, args.rlimit):
            verdicts.append(v)
            _print(v, args.verbose)
            bar.advance(task)
    counts = {s: sum(1 for v in verdicts if v.status == s) for s in (PROVED, REFUTED, INCONCLUSIVE)}
    bugs = [v for v in verdicts if v.axiom_bug]
    if args.certificates:
        from verified_opt.verify.certificate import write_certificate

        folder = Path(args.certificates)
        axioms = AxiomSet.of(load_axioms(axiom_dir))
        by_name = {r.name: r for r in rules}
        written = [write_certificate(folder, by_name[v.rule], v, axioms)
                   for v in verdicts if v.status == PROVED]
        console.print(f"wrote {len(written)} certificates to {folder}")
    if args.json:
        out = {"schema": "verified_opt.verdicts/1", "axioms": axiom_dir,
               "summary": counts, "verdicts": [v.to_json() for v in verdicts]}
        try:
            Path(args.json).write_text(json.dumps(out, indent=1) + "\n")
        except OSError as e:
            raise VoptError(f"{args.json}: cannot write ({e.strerror or e})") from None
    for v in bugs:
        console.print(f"[bold red]AXIOM BUG[/bold red]: '{v.rule}' is proved from "
                      f"{', '.join(v.axioms_used)} but refuted by testing")
    console.print(f"Summary: {counts[PROVED]} proved / {counts[REFUTED]} refuted / "
                  f"{counts[INCONCLUSIVE]} inconclusive")
    return 0 if counts[PROVED] == len(verdicts) else 1


def _print(v: Verdict, verbose: bool) -> None:
    if v.status == PROVED:
        console.print(f"[green]\\[proved][/green]       {v.rule}  [{v.seconds:.3f}s]  "
                      f"axioms: {', '.join(v.axioms_used)}")
    elif v.status == REFUTED:
        console.print(f"[red]\\[refuted][/red]      {v.rule}  [{v.seconds:.3f}s]  {v.reason}")
        if v.counterexample is not None:
            for line in v.counterexample.describe().splitlines()[1:]:
                console.print(f"    {line}")
    else:
        console.print(f"[yellow]\\[inconclusive][/yellow] {v.rule}  [{v.seconds:.3f}s]  {v.reason}")
    if verbose and v.source:
        console.print(f"    from {v.source}; tested {v.tested_instances} size instances, "
                      f"{v.tested_trials} trials ({v.test_mode})")
