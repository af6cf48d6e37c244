"""`vopt optimize MODEL -o OUT`: the options, then api/pipeline.py's run (certified rewriting,
the end-to-end check, the keep rule, the report); writes the reports and prints the table."""

from __future__ import annotations

import argparse
from typing import Self

from rich.markup import escape
from rich.table import Table

from verified_opt.api.pipeline import (
    Event,
    OptimizeOptions,
    Tools,
    run_optimize,
)
from verified_opt.commands.common import console
from verified_opt.ir.graph import Graph
from verified_opt.output_paths import check_outputs, check_writable
from verified_opt.partial.pet import PetOptions
from verified_opt.report.audit import write_html, write_json
from verified_opt.report.graph_svg import graph_svg

# What a run prices and times with; tests replace these names in this module (node counts for
# costs and latencies, a library of their own), and main passes them to the run.
from verified_opt.search.cost import CostModel, measure_model, measure_rounds
from verified_opt.search.library import load_library
from verified_opt.search.search import describe_prediction


def options(args: argparse.Namespace) -> OptimizeOptions:
    pet = None
    if getattr(args, "pet", False):
        budget = args.pet_budget if args.pet_budget is not None else args.budget / 2
        pet = PetOptions(trials=args.pet_trials, depth=args.pet_depth, budget_s=budget)
    return OptimizeOptions(
        shapes=tuple(args.shape or ()), input_ranges=tuple(args.input_range or ()),
        budget=args.budget, backend=args.backend,
        library=args.library, rules=tuple(args.rules) if args.rules else None,
        axioms=getattr(args, "axioms", None),
        certificates=tuple(getattr(args, "certificates", None) or ()), alpha=args.alpha,
        seed=args.seed, threads=args.threads, fast_math=getattr(args, "fast_math", False),
        pet=pet, derive=getattr(args, "derive", False) or getattr(args, "tune", 0.0) > 0,
        tune=getattr(args, "tune", 0.0), retune=getattr(args, "retune", False),
        derive_budget=getattr(args, "derive_budget", None),
        rederive=getattr(args, "rederive", False))


class _Status:
    """A run's events on the console: a stage on the spinner, a result as a line."""

    def __enter__(self) -> Self:
        self.status = console.status("")
        return self

    def __call__(self, event: Event) -> None:
        if event.kind == "stage":
            self.status.update(event.message)
            self.status.start()
        else:
            self.status.stop()
            console.print(escape(event.message))  # plain text: a reason may hold [brackets]

    def __exit__(self, *exc) -> None:
        self.status.stop()


def main(args: argparse.Namespace) -> int:
    opts = options(args)
    opts.check()
    check_writable(args.output, "output")
    check_writable(args.report, "report")
    check_writable(args.json, "JSON report")
    overwrite = getattr(args, "overwrite", False)
    check_outputs(args.model, args.output, overwrite,
                  [(args.json, "--json"), (args.report, "--report")], inputs=args.rules or ())
    tools = (Tools(CostModel, measure_model, measure_rounds, load_library)
             if opts.backend == "cpu" else Tools.for_backend(opts.backend))
    with _Status() as show:
        run = run_optimize(args.model, opts, output=args.output, overwrite=overwrite,
                           progress=show, tools=tools)
    report = run.report
    if args.json:
        write_json(report, args.json)
    if args.report:
        changed = {n.name for n in run.final.nodes if n.meta.get("vopt.rule")}
        write_html(report, {"before": graph_svg(run.original, title="original"),
                            "after": graph_svg(run.final, changed, title="optimized")},
                   args.report)
    latency = report.latency
    _print_table(run.original, run.final, latency.original_ms, latency.optimized_ms)
    if report.gpu is not None:
        _print_kernels(report.gpu)
    console.print(describe_prediction(latency.to_json()))
    if latency.note:
        console.print(latency.note)
    console.print(f"wrote {args.output}" + (f", {args.report}" if args.report else "")
                  + (f", {args.json}" if args.json else "")
                  + f" in {report.totals.seconds:.1f} s")
    return 0


def _print_table(before: Graph, after: Graph, t_orig: float, t_opt: float) -> None:
    a, b = before.op_counts(), after.op_counts()
    table = Table(title="original vs optimized")
    table.add_column("operator")
    table.add_column("original", justify="right")
    table.add_column("optimized", justify="right")
    for op in sorted(set(a) | set(b)):
        style = "" if a.get(op, 0) == b.get(op, 0) else "bold"
        table.add_row(op, str(a.get(op, 0)), str(b.get(op, 0)), style=style)
    table.add_row("total nodes", str(len(before.all_nodes())), str(len(after.all_nodes())),
                  end_section=True)
    table.add_row("latency (ms)", f"{t_orig:.3f}", f"{t_opt:.3f}")
    table.add_row("speedup", "", f"{t_orig / t_opt:.3f}x" if t_opt else "-")
    console.print(table)


def _print_kernels(gpu: dict) -> None:
    """What each node of the written model became on the GPU (the report's gpu section)."""
    table = Table(title=f"GPU plan on {gpu['device'].get('device', '?')}: {gpu['plan']}")
    for col in ("node", "operator", "kernel", "launches"):
        table.add_column(col, overflow="fold")
    for k in gpu["kernels"]:
        table.add_row(k["node"], k["op"], k["kernel"], str(k["launches"]))
    console.print(table)
