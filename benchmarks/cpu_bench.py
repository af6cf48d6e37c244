"""CPU benchmark: ONNX Runtime (all graph optimizations) on the original model, on our optimized
model, and on onnxsim's simplified model, side by side in one run.

    python -m benchmarks.cpu_bench [--models NAME ...] [--budget 30] [--threads 2] [--fast-math]
                                   [--exported DIR ...]

For every model of the zoo (benchmarks/models) and the 9 light models that onnx ships, it runs
`vopt optimize` (the user's path, end-to-end check included), then times the three models with
the same inputs, and writes benchmarks/results/cpu_bench.{json,md} (with --fast-math, which
`vopt optimize` is given too, cpu_bench_fast_math.{json,md}). Ratios are reported, not
absolute times: this machine's timings are only comparable within one run.

--exported DIR: the models of an exported-model folder (tests/models/zoo/build*.py write one:
DIR/manifest.json names each file and its static shapes), optimized with those `--shape`s
(folding their shape arithmetic is then part of what vopt does, as it is for onnxsim, which is
given the same shapes); only these run unless --models or --zoo names others too.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import tempfile
import time
from collections import Counter
from pathlib import Path

import onnx
from rich.console import Console
from rich.table import Table

from verified_opt.check.compare import random_feeds
from verified_opt.cli import main as vopt
from verified_opt.ir.onnx_io import IR_VERSION, load
from verified_opt.search.cost import measure_interleaved as interleaved

RESULTS = Path(__file__).parent / "results"
LIGHT = Path(onnx.__file__).parent / "backend" / "test" / "data" / "light"
console = Console()


def model_files(names: list[str] | None, work: Path) -> dict[str, Path]:
    from benchmarks.models import ZOO

    files: dict[str, Path] = {}
    for name, build in ZOO.items():
        if names and name not in names:
            continue
        path = work / f"{name}.onnx"
        onnx.save(build(0), str(path))
        files[name] = path
    for path in sorted(LIGHT.glob("*.onnx")):
        name = path.stem
        if names and name not in names:
            continue
        files[name] = path
    return files


def onnxsim_model(path: Path, out: Path, shapes: dict[str, list[int]] | None = None
                  ) -> Path | None:
    try:
        import onnxsim
    except ImportError:
        return None
    try:
        model, ok = onnxsim.simplify(onnx.load(str(path)), overwrite_input_shapes=shapes or None)
    except Exception as e:  # noqa: BLE001  onnxsim fails on some models: record, carry on
        console.print(f"  onnxsim failed on {path.name}: {str(e).splitlines()[0][:100]}")
        return None
    if not ok:
        return None
    model.ir_version = min(model.ir_version, IR_VERSION)
    onnx.save(model, str(out))
    return out


def exported_files(folders: list[str]) -> dict[str, tuple[Path, dict[str, list[int]]]]:
    """name -> (file, static input shapes) of each exported-model folder's manifest."""
    out = {}
    for folder in folders:
        manifest = json.loads((Path(folder) / "manifest.json").read_text())
        for name, entry in manifest.items():
            out[name] = (Path(folder) / entry["file"], entry["shapes"])
    return out


def bench_one(name: str, path: Path, work: Path, budget: float, threads: int,
              pet: bool = False, fast_math: bool = False, derive: bool = False,
              tune: float = 0.0, shapes: dict[str, list[int]] | None = None) -> dict:
    out = work / f"{name}.opt.onnx"
    audit = work / f"{name}.audit.json"
    shape_args = [a for k, v in (shapes or {}).items()
                  for a in ("--shape", f"{k}={','.join(map(str, v))}")]
    t0 = time.perf_counter()
    code = vopt(["optimize", str(path), "-o", str(out), "--json", str(audit), *shape_args,
                 "--budget", str(budget), "--threads", str(threads), "--no-pet"]
                + (["--fast-math"] if fast_math else []) + (["--derive"] if derive else [])
                + (["--tune", str(tune)] if tune else []))
    wall = time.perf_counter() - t0
    row = {"model": name, "optimize_exit": code, "optimize_seconds": wall}
    if code != 0:
        return row
    report = json.loads(audit.read_text())
    graph = load(path, {k: tuple(v) for k, v in (shapes or {}).items()})
    feeds = random_feeds(graph, 0)
    sim_path = onnxsim_model(path, work / f"{name}.sim.onnx", shapes)
    models = {"ort": path.read_bytes(), "vopt": out.read_bytes()}
    if sim_path:
        models["onnxsim"] = sim_path.read_bytes()
    medians = interleaved(models, feeds, threads)
    base, ours, sim = medians["ort"], medians["vopt"], medians.get("onnxsim")
    # vopt writes the input file unchanged when no rewrite measured faster: then its speedup is
    # 1 by construction, and the measured ratio of the two (identical) files is the noise
    same = models["vopt"] == models["ort"]
    row.update({
        "ort_ms": base, "vopt_ms": ours, "onnxsim_ms": sim, "same_file": same,
        "measured_ratio": base / ours, "speedup_vs_ort": 1.0 if same else base / ours,
        "onnxsim_speedup_vs_ort": (base / sim) if sim else None,
        "rewrites": report["totals"]["rewrites"], "kept": report["latency"]["kept"],
        "search_seconds": report["search"]["seconds"],
        "rules_used": sorted({a["rule"] for a in report["applied"]}),
        # how often each: how many Winograd layers a run took is what moves VGG-19's figure
        "applied_by_rule": dict(Counter(a["rule"] for a in report["applied"]).most_common()),
        "search_stopped_by": report["search"]["stopped_by"],
        "derivations": [a["rule"] for a in report["applied"] if a.get("derivation")],
        "nodes_before": report["totals"]["nodes_before"],
        "nodes_after": report["totals"]["nodes_after"],
        "float_contract": {"fast_math": fast_math,
                           "left_out": report.get("float_contract", {}).get("left_out", {})},
    })
    if pet:
        row.update(pet_run(name, path, work, budget, threads, feeds, out))
    return row


def pet_run(name: str, path: Path, work: Path, budget: float, threads: int, feeds,
            rules_model: Path, rounds: int = 3) -> dict:
    """The same optimize run with PET's mutants as candidates beside the rules. The original,
    the rules-only and the rules+PET models are then timed interleaved, `rounds` times each,
    medians reported: on a shared machine, timings taken minutes apart are not comparable."""
    out = work / f"{name}.pet.onnx"
    audit = work / f"{name}.pet.audit.json"
    t0 = time.perf_counter()
    code = vopt(["optimize", str(path), "-o", str(out), "--json", str(audit),
                 "--budget", str(budget), "--threads", str(threads), "--pet"])
    row = {"pet_exit": code, "pet_optimize_seconds": time.perf_counter() - t0}
    if code != 0:
        return row
    report = json.loads(audit.read_text())
    models = {"ort": path.read_bytes(), "rules": rules_model.read_bytes(),
              "pet": out.read_bytes()}
    times = interleaved(models, feeds, threads, rounds)
    base, rules, ms = (times[k] for k in ("ort", "rules", "pet"))
    p = report.get("pet", {})
    applied = [a for a in report["applied"] if "pet" in a]
    overheads = [a["pet"]["cost_ms"].get("correction_overhead", 0.0) for a in applied]
    row.update({
        "pet_ms": ms, "pet_speedup_vs_ort": base / ms, "pet_kept": report["latency"]["kept"],
        "interleaved_ms": times, "rules_speedup_interleaved": base / rules,
        "pet_search_seconds": report["search"]["seconds"], "pet_seconds": p.get("seconds"),
        "pet_anchors": p.get("anchors_examined"), "pet_mutants": p.get("mutants_generated"),
        "pet_box_tested": p.get("mutants_box_tested"), "pet_accepted": p.get("accepted"),
        "pet_rewrites": len(applied), "pet_rewrites_names": sorted({a["rule"] for a in applied}),
        "pet_correction_overhead_max": max(overheads, default=None),
        "pet_accepted_overhead": [m["cost_ms"].get("correction_overhead", 0.0)
                                  for m in p.get("accepted_mutants", [])],
    })
    return row


def pet_table(rows: list[dict], threads: int) -> list[str]:
    """PET columns: rules only vs rules + mutants, search time, correction overhead."""
    table = Table(title=f"PET (partially equivalent mutants), CPU, {threads} threads")
    cols = ("model", "rules / ORT", "rules+PET / ORT", "search s", "search s (PET)", "PET s",
            "mutants", "box-tested", "accepted", "applied", "kept", "corr. overhead")
    for col in cols:
        table.add_column(col, justify="right" if col != "model" else "left")
    note = ("PET: rules-only and rules+PET models timed interleaved with the original "
            "(medians of 3 rounds).")
    md = ["", note, "", "| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    for r in rows:
        if "pet_exit" not in r:
            continue
        if not r.get("pet_speedup_vs_ort"):
            cells = [r["model"], "-", f"exit {r['pet_exit']}"] + ["-"] * (len(cols) - 3)
        else:
            ov = r["pet_correction_overhead_max"]
            cells = [r["model"], f"{r['rules_speedup_interleaved']:.3f}x",
                     f"{r['pet_speedup_vs_ort']:.3f}x",
                     f"{r['search_seconds']:.1f}", f"{r['pet_search_seconds']:.1f}",
                     f"{r['pet_seconds']:.1f}", str(r["pet_mutants"]), str(r["pet_box_tested"]),
                     str(r["pet_accepted"]), str(r["pet_rewrites"]), r["pet_kept"],
                     "-" if ov is None else f"{100 * ov:.1f}%"]
        table.add_row(*cells)
        md.append("| " + " | ".join(cells) + " |")
    console.print(table)
    return md


def targets(rows: list[dict], geo: float) -> list[str]:
    """The issue's targets, each met or not, from this run's numbers."""
    def below(rs):
        return [f"{r['model']} {r['speedup_vs_ort']:.3f}x" for r in rs
                if r["speedup_vs_ort"] < 0.98]

    changed = [r for r in rows if not r.get("same_file")]
    same = [r for r in rows if r.get("same_file")]
    slow = below(changed)
    spread = [r["measured_ratio"] for r in same]
    longest = max(rows, key=lambda r: r["optimize_seconds"])
    return ["", "## Targets", "",
            (f"- geometric mean at least 1.3x over ORT-all: "
             f"**{'met' if geo >= 1.3 else 'not met'}** ({geo:.3f}x)"),
            (f"- no model below 0.98x: **{'met' if not slow else 'not met'}** over the "
             f"{len(changed)} models vopt rewrote" + (f" ({', '.join(slow)})" if slow else "")
             + f"; the other {len(same)} are the input file, unchanged"
             + (f" (timed against itself: {min(spread):.3f}x to {max(spread):.3f}x, this "
                "run's measurement noise)" if spread else "")),
            (f"- optimize under 60 s per model: "
             f"**{'met' if longest['optimize_seconds'] < 60 else 'not met'}** (longest "
             f"{longest['model']}, {longest['optimize_seconds']:.1f} s)")]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models", nargs="*", default=None)
    ap.add_argument("--exported", nargs="*", default=[], metavar="DIR",
                    help="exported-model folders (a manifest.json with files and shapes)")
    ap.add_argument("--zoo", action="store_true",
                    help="with --exported: the zoo and onnx's light models too")
    ap.add_argument("--budget", type=float, default=30.0)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--out", default=None, help="default: results/cpu_bench[_fast_math]")
    ap.add_argument("--fast-math", action="store_true",
                    help="optimize with --fast-math (rules outside the default float contract)")
    ap.add_argument("--pet", action=argparse.BooleanOptionalAction, default=False,
                    help="also run `vopt optimize --pet` and compare (search time, correction "
                         "overhead, speedup)")
    ap.add_argument("--derive", action=argparse.BooleanOptionalAction, default=False,
                    help="optimize with --derive (EinNet derivations of Conv/ConvTranspose/"
                         "MatMul/Gemm; results/cpu_bench_derive by default)")
    ap.add_argument("--tune", type=float, default=0.0, metavar="SECONDS",
                    help="optimize with --tune SECONDS (implies --derive; the tuning database "
                         "is a fresh one per run; results/cpu_bench_tune by default)")
    args = ap.parse_args(argv)
    if args.tune:
        args.derive = True
        # a fresh database: the figures are for tuning within the budget, not reuse
        os.environ["VOPT_TUNE_DB"] = tempfile.mkdtemp(prefix="vopt-cpu-bench-tune-")
    if args.derive:
        # fresh derivation outcomes: the figures are a first run's, not one that skips the
        # operators an earlier run measured losing (derive/outcomes.py)
        os.environ["VOPT_DERIVE_OUTCOMES"] = tempfile.mkdtemp(prefix="vopt-cpu-bench-derive-")
    if args.out is None:
        args.out = str(RESULTS / ("cpu_bench_exported" if args.exported else
                                  "cpu_bench_tune" if args.tune else
                                  "cpu_bench_derive" if args.derive else
                                  "cpu_bench_fast_math" if args.fast_math else "cpu_bench"))
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        jobs = {} if args.exported and not (args.zoo or args.models) else {
            name: (path, None) for name, path in model_files(args.models, work).items()}
        jobs.update(exported_files(args.exported))
        for name, (path, shapes) in jobs.items():
            console.print(f"[bold]{name}[/bold]")
            rows.append(bench_one(name, path, work, args.budget, args.threads, args.pet,
                                  args.fast_math, args.derive, args.tune, shapes))
    ok = [r for r in rows if r.get("speedup_vs_ort")]
    geo = math.exp(sum(math.log(r["speedup_vs_ort"]) for r in ok) / len(ok)) if ok else None
    contract = "--fast-math" if args.fast_math else "default float contract"
    table = Table(title=f"CPU, ONNX Runtime all optimizations, {args.threads} threads, "
                        f"{contract}")
    for col in ("model", "ORT ms", "vopt ms", "measured", "vopt / ORT", "onnxsim / ORT",
                "rewrites", "kept", "search s", "optimize s"):
        table.add_column(col, justify="right" if col != "model" else "left")
    md = [("| model | ORT ms | vopt ms | measured ORT / vopt | speedup vs ORT | onnxsim speedup | "
           "rewrites | kept | search s | optimize s |"), "|---" * 10 + "|"]
    for r in rows:
        if not r.get("speedup_vs_ort"):
            table.add_row(r["model"], "-", "-", "-", f"exit {r['optimize_exit']}", "-", "-", "-",
                          "-", f"{r['optimize_seconds']:.1f}")
            md.append(f"| {r['model']} | - | - | - | optimize exit {r['optimize_exit']} "
                      "| | | | | |")
            continue
        sim = r["onnxsim_speedup_vs_ort"]
        speedup = "1.000x (same file)" if r["same_file"] else f"{r['speedup_vs_ort']:.3f}x"
        cells = [r["model"], f"{r['ort_ms']:.2f}", f"{r['vopt_ms']:.2f}",
                 f"{r['measured_ratio']:.3f}x", speedup, f"{sim:.3f}x" if sim else "-",
                 str(r["rewrites"]), r["kept"], f"{r['search_seconds']:.1f}",
                 f"{r['optimize_seconds']:.1f}"]
        table.add_row(*cells)
        md.append("| " + " | ".join(cells) + " |")
    console.print(table)
    if geo:
        console.print(f"geometric-mean speedup vs ORT: {geo:.3f}x over {len(ok)} models")
        md.append(f"\nGeometric-mean speedup over ORT-all: **{geo:.3f}x** ({len(ok)} models).")
        md += targets(ok, geo)
    if args.pet:
        md += pet_table(rows, args.threads)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    meta = {"threads": args.threads, "budget_s": args.budget, "cpu_count": os.cpu_count(),
            "fast_math": args.fast_math,
            "geomean_speedup_vs_ort": geo, "rows": rows}
    out.with_suffix(".json").write_text(json.dumps(meta, indent=1) + "\n")
    out.with_suffix(".md").write_text("\n".join(md) + "\n")
    console.print(f"wrote {out.with_suffix('.json')} and {out.with_suffix('.md')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
