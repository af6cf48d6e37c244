"""MetaSchedule tuning of the derivations' eOperators: untuned vs tuned vs ONNX Runtime.

    python -m benchmarks.tune_bench [--budgets 30,120,600] [--cases conv3x3,...]
                                    [--policies share,round-robin] [--rounds 3]

For each of EinNet's operator cases (benchmarks/derive_bench.py's CASES, and its BAND_CASES:
G2BMM and GBMM against their dense formulation in ORT) the derivation engine
finds, proves and checks its candidates (the best two derivations, and the operator as one
eOperator); then their eOperators are tuned together (tune/, the "share" scheduler) in a
fresh tuning database, the budgets run one after another on the same database (30 s, then 90 s
more to make 2 min, then 480 s more to make 10 min: MetaSchedule continues from its records),
and after each budget every candidate is checked again with its tuned kernels and timed
against ORT's operator and against itself with the hand schedules, interleaved, median of
`repeat` runs, `rounds` rounds (ranges reported: this machine is shared and noisy).

The scheduler comparison (--policies): the same kernels, the same budget (the first one),
fresh databases, "share" against "round-robin"; the figure is the latency the kernels add to
the operator (sum of count x best kernel latency), lower is better.

Writes benchmarks/results/tune_bench.{json,md} and tune_curve.png (OUT_curve.png for another
--out) (best latency against
trials for every tuned kernel; needs matplotlib, in the bench extra).

--backend gpu (on a GPU machine; `make gpu-check` runs it): the kernels are tuned for CUDA on
the device (tune/cuda.py), and every candidate and the operator are timed as their GPU plans
(CUDA events), so "ORT" is then the operator as the GPU plan runs it (cuDNN, cuBLAS).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import tempfile
import time
from pathlib import Path

from rich.console import Console
from rich.table import Table

from benchmarks.derive_bench import BAND_CASES, CASES, _rng, _solvers, _weights, band_dense
from verified_opt.api.derivations import derive_operator, measure_result, tune_results
from verified_opt.tune.db import TuneDB
from verified_opt.tune.tuner import backend_target

RESULTS = Path(__file__).parent / "results"
console = Console(highlight=False, width=None if os.isatty(1) else 170)


def _derive(case: str, search_s: float):
    if case in BAND_CASES:   # a band: ORT's side is its dense formulation (derive_bench)
        from verified_opt.api.derive_band import derive_band
        from verified_opt.derive.patterns import find_band_products
        kind, dilation = BAND_CASES[case]
        model, _, _ = band_dense(kind, dilation=dilation)
        return derive_band(model, find_band_products(model)[0], budget_s=search_s, keep=2,
                           measure=False, solvers=_solvers())
    _, node, shapes = CASES[case]
    consts = {"W": _weights({"W": shapes["W"]})["W"]}
    return derive_operator(node, shapes, consts, budget_s=search_s, keep=2, measure=False,
                           solvers=_solvers())


def _label(d) -> str:
    return d.candidate.path if d.candidate.steps else "(as one eOperator)"


def _timer(backend: str):
    """How candidates are timed: ORT + TVM on the CPU (None), or their GPU plans."""
    if backend == "gpu":
        from verified_opt.check.gpu import gpu_measure_rounds
        return gpu_measure_rounds
    return None


def bench_case(case: str, budgets: list[float], rounds: int, repeat: int, search_s: float,
               db_root: Path, backend: str = "cpu") -> tuple[list[dict], list[dict]]:
    res = _derive(case, search_s)
    db = TuneDB.open(backend_target(backend), root=db_root / case)
    rows, curves = [], []
    spent = 0.0
    offsets: dict[str, int] = {}
    for budget in budgets:
        t0 = time.perf_counter()
        tuned = tune_results([(res, 1)], budget - spent, db,
                             progress=lambda m: console.print(f"[dim]{m}[/dim]"),
                             retune=spent > 0, backend=backend)
        wall = time.perf_counter() - t0
        spent = budget
        for t in tuned:
            off = offsets.get(t.key, 0)
            curves += [{"case": case, "kernel": t.name, "budget": budget, "trials": off + n,
                        "best_ms": s * 1e3} for n, s in t.curve]
            offsets[t.key] = off + t.trials
        per = []
        for _ in range(rounds):
            measure_result(res, repeat, timer=_timer(backend))
            per.append({id(d): (d.ms, d.untuned_ms, d.ort_ms) for d in res.derived
                        if d.status == "usable"})
        for d in res.derived:
            if d.status != "usable":
                rows.append({"case": case, "budget": budget, "candidate": _label(d),
                             "status": f"{d.status}: {d.reason}"})
                continue
            ms = [p[id(d)][0] for p in per]
            un = [p[id(d)][1] if p[id(d)][1] is not None else p[id(d)][0] for p in per]
            ort = [p[id(d)][2] for p in per]
            rows.append({
                "case": case, "budget": budget, "tune_wall_s": round(wall, 1),
                "candidate": _label(d), "status": "usable",
                "tuned_kernels": len(d.schedules),
                "kernels": len([k for k, kind in d.kinds if kind == "EOperator"]),
                "trials": sum(t.trials for t in tuned), "ort_ms": ort, "untuned_ms": un,
                "tuned_ms": ms, "tuned_vs_untuned": [u / m for u, m in zip(un, ms)],
                "vs_ort": [o / m for o, m in zip(ort, ms)]})
    return rows, curves


def bench_policies(case: str, budget: float, search_s: float, db_root: Path,
                   backend: str = "cpu") -> list[dict]:
    out = []
    for policy in ("share", "round-robin"):
        res = _derive(case, search_s)
        db = TuneDB.open(backend_target(backend), root=db_root / f"{case}-{policy}")
        tuned = tune_results([(res, 1)], budget, db, policy, backend=backend)
        total = sum((t.best_s if t.best_s is not None and t.best_s < t.untuned_s
                     else t.untuned_s) for t in tuned)
        out.append({"case": case, "policy": policy, "budget": budget,
                    "kernels": len(tuned), "untuned_ms": sum(t.untuned_s for t in tuned) * 1e3,
                    "tuned_ms": total * 1e3,
                    "trials": [t.trials for t in tuned],
                    "spent_s": [round(t.spent_s, 1) for t in tuned]})
    return out


def _plot(curves: list[dict], path: Path) -> bool:
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        console.print("[yellow]matplotlib missing (pip install 'verified_opt[bench]'): "
                      "no curve image[/yellow]")
        return False
    cases = sorted({c["case"] for c in curves})
    fig, axes = plt.subplots(1, max(len(cases), 1), figsize=(5 * max(len(cases), 1), 4),
                             squeeze=False)
    for ax, case in zip(axes[0], cases):
        for kernel in sorted({c["kernel"] for c in curves if c["case"] == case}):
            pts = sorted((c["trials"], c["best_ms"]) for c in curves
                         if c["case"] == case and c["kernel"] == kernel)
            best, xs, ys = float("inf"), [], []
            for x, y in pts:
                best = min(best, y)
                xs.append(x)
                ys.append(best)
            ax.step(xs, ys, where="post", label=kernel.split(": ")[-1])
        ax.set_title(case)
        ax.set_xlabel("trials")
        ax.set_ylabel("best kernel latency (ms)")
        ax.set_yscale("log")
        ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    return True


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budgets", default="30,120,600")
    ap.add_argument("--cases", default="conv3x3,conv5x5,dilated,convT_gan")
    ap.add_argument("--policies", default="share,round-robin",
                    help="compare the schedulers on the first case ('' to skip)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=10)
    ap.add_argument("--search", type=float, default=5.0, help="derivation search seconds")
    ap.add_argument("--out", default=str(RESULTS / "tune_bench"))
    ap.add_argument("--backend", choices=["cpu", "gpu"], default="cpu",
                    help="gpu: tune for CUDA and time on the device (a GPU machine)")
    args = ap.parse_args(argv)
    if args.backend == "gpu":
        from verified_opt.backends.gpu.device import GpuUnavailable, require_gpu
        try:
            require_gpu()
        except GpuUnavailable as e:
            console.print(f"tune_bench --backend gpu: {e}")
            return 2
    budgets = sorted(float(b) for b in args.budgets.split(","))
    rows: list[dict] = []
    curves: list[dict] = []
    policies: list[dict] = []
    with tempfile.TemporaryDirectory(prefix="vopt-tune-bench-") as tmp:
        for case in args.cases.split(","):
            console.print(f"[bold]{case}[/bold] ...")
            r, c = bench_case(case, budgets, args.rounds, args.repeat, args.search, Path(tmp),
                              args.backend)
            rows += r
            curves += c
        if args.policies:
            case = args.cases.split(",")[0]
            console.print(f"[bold]schedulers on {case}[/bold] ...")
            policies = bench_policies(case, budgets[0], args.search, Path(tmp), args.backend)
    table = Table(title="eOperators tuned with MetaSchedule: ms, median of "
                        f"{args.repeat}; range over {args.rounds} rounds")
    for col in ("case", "budget s", "candidate", "tuned/kernels", "ORT ms", "untuned ms",
                "tuned ms", "tuned vs untuned", "vs ORT"):
        table.add_column(col)
    for r in rows:
        if r["status"] != "usable":
            table.add_row(r["case"], f"{r['budget']:.0f}", r["candidate"][:60], r["status"],
                          "", "", "", "", "")
            continue
        table.add_row(r["case"], f"{r['budget']:.0f}", r["candidate"][:60],
                      f"{r['tuned_kernels']}/{r['kernels']}", _rng(r["ort_ms"]),
                      _rng(r["untuned_ms"]), _rng(r["tuned_ms"]),
                      _rng(r["tuned_vs_untuned"]) + "x", _rng(r["vs_ort"]) + "x")
    console.print(table)
    for p in policies:
        console.print(f"scheduler {p['policy']}: {p['kernels']} kernels, "
                      f"{p['untuned_ms']:.3f} -> {p['tuned_ms']:.3f} ms in {p['budget']:.0f} s "
                      f"(trials {p['trials']}, seconds {p['spent_s']})")
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    meta = {"date": time.strftime("%Y-%m-%d"), "machine": platform.processor()
            or platform.machine(), "cores": len(os.sched_getaffinity(0)),
            "rounds": args.rounds, "repeat": args.repeat, "budgets": budgets,
            "backend": args.backend,
            "load_at_end": os.getloadavg()[0]}
    out.with_suffix(".json").write_text(json.dumps(
        {"meta": meta, "rows": rows, "curves": curves, "policies": policies}, indent=1))
    # each --out its own figure: a run with other budgets must not replace the default one's
    png = out.parent / ("tune_curve.png" if out.name == "tune_bench" else f"{out.name}_curve.png")
    plotted = _plot(curves, png)
    with out.with_suffix(".md").open("w") as f:
        f.write(f"# tune_bench ({meta['date']}, {args.backend}, {meta['cores']} cores, budgets "
                f"{', '.join(f'{b:.0f}' for b in budgets)} s cumulative, {args.rounds} rounds "
                f"x {args.repeat} runs)\n\n")
        f.write("| case | budget s | candidate | tuned/kernels | ORT ms | untuned ms | tuned ms "
                "| tuned vs untuned | vs ORT |\n|---|---|---|---|---|---|---|---|---|\n")
        for r in rows:
            if r["status"] != "usable":
                f.write(f"| {r['case']} | {r['budget']:.0f} | {r['candidate']} | "
                        f"{r['status']} | | | | | |\n")
                continue
            f.write(f"| {r['case']} | {r['budget']:.0f} | {r['candidate']} | "
                    f"{r['tuned_kernels']}/{r['kernels']} | {_rng(r['ort_ms'])} | "
                    f"{_rng(r['untuned_ms'])} | {_rng(r['tuned_ms'])} | "
                    f"{_rng(r['tuned_vs_untuned'])}x | {_rng(r['vs_ort'])}x |\n")
        if policies:
            f.write("\n## Schedulers, same kernels and budget\n\n| case | policy | budget s | "
                    "kernels | untuned ms | tuned ms | trials per kernel |\n"
                    "|---|---|---|---|---|---|---|\n")
            for p in policies:
                f.write(f"| {p['case']} | {p['policy']} | {p['budget']:.0f} | {p['kernels']} | "
                        f"{p['untuned_ms']:.3f} | {p['tuned_ms']:.3f} | {p['trials']} |\n")
        if plotted:
            f.write(f"\n![tuning curves]({png.name})\n")
    console.print(f"wrote {out.with_suffix('.md')}" + (f" and {png}" if plotted else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
