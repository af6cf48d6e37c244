"""Before/after for the generator: `vopt generate` from two source trees, interleaved, repeated.

    python -m benchmarks.generate_ab --before /tmp/base --after . --k 2 3 --repeat 3 [--jobs 2]
                                     [--executor pool] --label "kept heap"

Each run is a fresh process (`python -m verified_opt.cli generate`, PYTHONPATH set to the
tree), so nothing carries over between runs; runs alternate (before, after, before, after,
...) so that a machine shared with other jobs weighs on both alike, and the load average is
recorded around each run. Both trees prove from the before tree's axiom folder (the summary
names it). Every run's rules.json, certificate queries and summary (timings, memory and
executor statistics aside, and the fingerprint evaluations, which vary with the pool's
scheduling) must be byte-identical to the first run of its K; the script says so, or stops.
Writes benchmarks/results/generate_bench_ab.{json,md}, adding to the rows of other labels and
values of K.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RESULTS = Path(__file__).parent / "results"
# not part of the deterministic output (fingerprint_evaluations: counted per worker process,
# whose value caches depend on which chunks it ran; K=3, jobs 2: 631263, 631111)
MEASURED = ("timings_seconds", "memory", "executor", "fingerprint_evaluations")


def digest(out: Path, may_differ: tuple[str, ...] = ()) -> str:
    """sha256 over rules.json, the certificates (their creation time and proof seconds aside)
    and the summary's deterministic part, less the keys named in may_differ wherever they
    are in it (a change that alters a summary field on purpose: never rules or certificates)."""
    h = hashlib.sha256((out / "rules.json").read_bytes())
    for p in sorted((out / "certificates").iterdir()):
        h.update(p.name.encode())
        if p.suffix == ".json":
            cert = json.loads(p.read_text())
            cert.pop("created", None)
            cert.pop("prove_seconds", None)
            h.update(json.dumps(cert, sort_keys=True).encode())
        else:
            h.update(p.read_bytes())
    summary = json.loads((out / "summary.json").read_text())
    for key in MEASURED:
        summary.pop(key, None)
    h.update(json.dumps(_without(summary, set(may_differ)), sort_keys=True).encode())
    return h.hexdigest()


def _without(v, keys: set[str]):
    if isinstance(v, dict):
        return {k: _without(x, keys) for k, x in v.items() if k not in keys}
    if isinstance(v, list):
        return [_without(x, keys) for x in v]
    return v


def run(tree: Path, k: int, jobs: int, executor: str, seed: int, axioms: Path, out: Path,
        may_differ: tuple[str, ...] = ()) -> dict:
    env = {**os.environ, "PYTHONPATH": str(tree.resolve())}
    cmd = [sys.executable, "-m", "verified_opt.cli", "generate", "--max-ops", str(k),
           "-o", str(out), "--jobs", str(jobs), "--executor", executor, "--seed", str(seed),
           "--axioms", str(axioms)]
    load0 = os.getloadavg()[0]
    t0 = time.perf_counter()
    # one working folder for both: certificates name axiom files relative to it
    subprocess.run(cmd, env=env, cwd=out.parent, check=True, stdout=subprocess.DEVNULL)
    return measured(out, time.perf_counter() - t0, load0, os.getloadavg()[0], may_differ)


def measured(out: Path, wall: float, load_before: float, load_after: float,
             may_differ: tuple[str, ...] = ()) -> dict:
    """A run's figures, from its output folder."""
    summary = json.loads((out / "summary.json").read_text())
    tasks = summary.get("executor", {}).get("tasks_by_function", {})
    return {"wall_seconds": round(wall, 2), "load_before": load_before,
            "load_after": load_after, "timings": summary["timings_seconds"],
            "task_cpu_seconds": {f: t["cpu_sum_seconds"] for f, t in tasks.items()},
            "peak_gib": summary["memory"]["peak_gib"], "digest": digest(out, may_differ)}


def load(run_: dict) -> str:
    return f"{run_['load_before']:.1f}/{run_['load_after']:.1f}"


def markdown(rows: list[dict]) -> str:
    lines = ["# vopt generate: before and after, interleaved", "",
             ("Each pair of rows is one label's runs of the two source trees, alternating, each a "
             "fresh `vopt generate` process; 'load' is the 1-minute load average before / after "
             "each run (the machine's 2 cores are shared with other jobs). Medians over the "
             "repeats; every run's rules, certificates and summary were byte-identical "
             "(digest)."), "",
             ("| label | K | executor | jobs | tree | runs | wall s (each) | median wall s | "
             "median verify s | median prune s | median write s | _work CPU s (median) | "
             "load | peak GiB | output digest |"),
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        runs = r["runs"]

        def med(f, runs=runs) -> float:
            return round(statistics.median(f(x) for x in runs), 2)

        lines.append(
            f"| {r['label']} | {r['k']} | {r['executor']} | {r['jobs']} | {r['tree']} | "
            f"{len(runs)} | {', '.join(str(x['wall_seconds']) for x in runs)} | "
            f"{med(lambda x: x['wall_seconds'])} | {med(lambda x: x['timings']['verify'])} | "
            f"{med(lambda x: x['timings']['prune'])} | {med(lambda x: x['timings']['write'])} | "
            f"{med(lambda x: x['task_cpu_seconds'].get('_work', 0.0))} | "
            f"{' '.join(load(x) for x in runs)} | "
            f"{max(x['peak_gib'] for x in runs)} | {runs[0]['digest'][:12]} |")
    notes = {(r["label"], r["k"], r["jobs"]): r.get("note", "") for r in rows}
    lines += ["", "## Notes", ""] + [f"- {label} (K={k}, jobs={jobs}): {note}"
                                     for (label, k, jobs), note in notes.items() if note]
    return "\n".join(lines) + "\n"


def save(path: Path, rows: list[dict]) -> None:
    meta = {"machine": f"{platform.machine()}, {os.cpu_count()} CPUs", "python": sys.version}
    path.write_text(json.dumps({"meta": meta, "rows": rows}, indent=1) + "\n")
    path.with_suffix(".md").write_text(markdown(rows))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--before", type=Path, required=True, help="source tree before the change")
    ap.add_argument("--after", type=Path, default=Path("."), help="source tree after it")
    ap.add_argument("--k", type=int, nargs="+", default=[2])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--executor", default="pool")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--label", required=True, help="what the change is (a row label)")
    ap.add_argument("--keep", type=Path, help="keep every run's output under DIR")
    ap.add_argument("--note", default="", help="what the rows show, under the table")
    ap.add_argument("--may-differ", nargs="*", default=[], metavar="KEY",
                    help="summary keys (at any depth) a change alters on purpose, left out of "
                         "the identity check (rules and certificates never are); the rows "
                         "name them")
    args = ap.parse_args(argv)
    trees = {"before": args.before, "after": args.after}
    # one axiom folder for both (the summary names it): the before tree's
    axioms = (args.before / "verified_opt" / "data" / "axioms").resolve()
    path = RESULTS / "generate_bench_ab.json"
    rows = [r for r in (json.loads(path.read_text())["rows"] if path.exists() else [])
            if (r["label"], r["k"]) not in {(args.label, k) for k in args.k}]
    if args.may_differ:
        args.note = (f"{args.note} " if args.note else "") + (
            f"(summary keys left out of the identity check: {', '.join(args.may_differ)})")
    for k in args.k:
        got: dict[str, list[dict]] = {name: [] for name in trees}
        with tempfile.TemporaryDirectory() as tmp:
            where = args.keep or Path(tmp)
            for i in range(args.repeat):
                for name, tree in trees.items():
                    out = where / f"K{k}" / f"{name}{i}"
                    out.parent.mkdir(parents=True, exist_ok=True)
                    r = run(tree, k, args.jobs, args.executor, args.seed, axioms, out,
                            tuple(args.may_differ))
                    print(f"K={k} {name} #{i}: {r['wall_seconds']} s, load {load(r)}, "
                          f"digest {r['digest'][:12]}", flush=True)
                    got[name].append(r)
                    # saved after each run: a run stopped early keeps what it measured
                    save(path, rows + [{"label": args.label, "k": k, "executor": args.executor,
                                        "jobs": args.jobs, "tree": name_, "runs": runs,
                                        "note": args.note}
                                       for name_, runs in got.items() if runs])
        digests = {r["digest"] for runs in got.values() for r in runs}
        if len(digests) != 1:
            print(f"K={k}: outputs differ between runs: {sorted(digests)}")
            return 1
        rows += [{"label": args.label, "k": k, "executor": args.executor, "jobs": args.jobs,
                  "tree": name, "runs": runs, "note": args.note} for name, runs in got.items()]
    save(path, rows)
    print(markdown(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
