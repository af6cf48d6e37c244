"""`vopt generate --max-ops K [--ops OP,...] [--jobs N] [--seed S] -o DIR`: TASO's rule
generator, verification first. Writes DIR/rules.json (proved rules only), DIR/certificates/
(one certificate per rule) and DIR/summary.json (counts, every refuted and inconclusive
candidate with its reason, the fingerprint collision bound, timings)."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TimeElapsedColumn
from rich.table import Table

from verified_opt.commands.common import checked_executor, console
from verified_opt.errors import VoptError
from verified_opt.generate.executor import ray_session
from verified_opt.generate.pipeline import GenerateConfig, GenerateReport, generate, write_outputs
from verified_opt.generate.progress import PhaseLines
from verified_opt.generate.variants import parse_families
from verified_opt.output_paths import check_library_folder
from verified_opt.verify.axiom_sets import checked


def main(args: argparse.Namespace) -> int:
    families = parse_families(args.ops)
    if args.max_ops > 4:
        raise VoptError(f"--max-ops {args.max_ops}: at most 4 (the number of graphs grows "
                        "exponentially with K)")
    cfg = GenerateConfig(max_ops=args.max_ops, ops=families, jobs=args.jobs or os.cpu_count() or 1,
                         seed=args.seed, axiom_dir=args.axioms, timeout_ms=args.timeout,
                         rlimit=args.rlimit, generalize=not args.no_generalize,
                         both_directions=args.both_directions, budget_s=args.budget,
                         canonical=args.canonical,
                         **({} if args.slice is None else {"slice_size": args.slice}),
                         max_memory_gib=args.max_memory,
                         executor=checked_executor(args.executor))
    out = Path(args.output)
    check_library_folder(out, "-o", args.overwrite)  # now: the run may take hours to write
    if args.axioms is not None:  # nothing is proved from a folder that fails its checks
        with console.status("checking the axiom set ..."):
            checked(args.axioms)
    console.print(f"generating rules with up to {cfg.max_ops} operators over "
                  f"{', '.join(families)} (seed {cfg.seed}, {cfg.jobs} job(s))")
    with Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=console, transient=False,
                  disable=not console.is_terminal) as bar:
        tasks: dict[str, TaskID] = {}
        status: list[TaskID] = []

        def show(line: str) -> None:
            """A terminal gets the line under the bars, kept current; a log gets every line."""
            if not console.is_terminal:
                console.print(line, highlight=False, soft_wrap=True)
                return
            if not status:
                status.append(bar.add_task("", total=None))
            bar.update(status[0], description=escape(line.split("] ", 1)[-1]))

        class Bars(PhaseLines):
            def __call__(self, phase: str, done: int, total: int) -> None:
                if phase not in tasks:
                    tasks[phase] = bar.add_task(phase, total=max(total, 1))
                bar.update(tasks[phase], completed=done, total=max(total, 1))
                super().__call__(phase, done, total)

        tick = Bars(show, every=2.0 if console.is_terminal else args.progress_every)
        with ray_session(cfg.executor, cfg.jobs):  # one Ray for the run and its rechecks
            report = generate(cfg, tick)
            tick("write", 0, 1)
            paths = write_outputs(report, out, overwrite=args.overwrite)
        tick("write", 1, 1)
    console.print(_table(report))
    for v in (o.verdict for o in report.outcomes if o.verdict.axiom_bug):
        console.print(f"[bold red]AXIOM BUG[/bold red]: '{v.rule}' is proved from "
                      f"{', '.join(v.axioms_used)} but refuted by testing")
    if "Constant" not in families:
        console.print("[dim]constants (identity kernels, ones) not in the pool: add Constant to "
                      "--ops to enumerate them[/dim]")
    certs = (f"their certificates to {paths['certificates']}/" if report.library else
             "no certificates")
    console.print(f"wrote {len(report.library)} proved rules to {paths['rules']}, {certs}, the "
                  f"summary to {paths['summary']}")
    return 1 if any(o.verdict.axiom_bug for o in report.outcomes) else 0


def _table(report: GenerateReport) -> Table:
    s = report.summary()
    c = s["counts"]
    t = Table(title="vopt generate", show_header=True, header_style="bold")
    t.add_column("")
    t.add_column("count", justify="right")
    levels = ", ".join(f"K={k}: {v}" for k, v in c["graphs_per_level"].items())
    t.add_row("graphs enumerated", f"{c['graphs_enumerated']}  ({levels})")
    t.add_row("renamings skipped (x1, x3 where x1, x2 will do)",
              str(s["enumeration"]["renamings_not_recorded"]))
    t.add_row("not extended (skip more inputs than the operators left can add)",
              str(s["enumeration"]["unfillable_not_extended"]))
    if report.config.canonical:
        t.add_row("not recorded (its rule to a canonical value rewrites it)",
                  str(s["enumeration"]["rewritable_not_recorded"]))
    t.add_row("graphs recorded (connected, reduced, up to renaming)", str(c["graphs_recorded"]))
    t.add_row("candidate pairs (equal fingerprints)", str(c["candidate_pairs"]))
    t.add_row("identity candidates (a new value equals an old one)",
              str(c["identity_candidates"]))
    for k, v in c["pruned"].items():
        label = "implied (before or after proof)" if k == "implied" else k.replace("_", " ")
        t.add_row(f"pruned: {label}", str(v))
    if c["ill_formed"]:
        t.add_row("dropped: ill-formed", str(c["ill_formed"]))
    t.add_row("verified", str(c["verified"]))
    t.add_row("[green]proved[/green]", str(c["proved"]))
    t.add_row("  of which derivable from earlier proved rules (implied, not written)",
              str(c["proved_but_implied"]))
    t.add_row("[red]refuted[/red]", str(c["refuted"]))
    t.add_row("[yellow]inconclusive[/yellow]", str(c["inconclusive"]))
    t.add_row("[bold]rules written (proved, not implied)[/bold]", str(c["library"]))
    if c["not_reached"]:
        t.add_row(f"[yellow]not verified: budget of {report.config.budget_s:g} s reached[/yellow]"
                  f" (complete through {c['complete_through_nodes']} nodes)",
                  str(c["not_reached"]))
    for phase, secs in report.timings.items():
        t.add_row(f"time: {phase}", f"{secs:.2f} s")
    return t
