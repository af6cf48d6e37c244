"""The generator's implication checks replayed offline, two source trees side by side.

    python -m benchmarks.implication_bench --run OUT --before /tmp/base --after . [-n 150]
                                           [--repeat 2] [--label "..."]

OUT is a `vopt generate` output folder (rules.json and summary.json; at K = 4 with the
constants: 12,670 rules). Three sets of checks, drawn with a fixed seed:
- "not implied": rules written at positions past 8,000 (past the middle, where the library is
  large), each checked against the rules written before it (what the generator asked of it),
  the library grown as a worker grows it (generate.shards.rewrites_of);
- "implied": proved-but-implied candidates of 8 operators, against the whole library;
- "inconclusive": inconclusive candidates of 8 operators, against the whole library.
Each tree runs in a fresh process (PYTHONPATH set to it), trees alternating, and reports the
CPU seconds per check of each set and its answers, which must agree between the trees.
Writes benchmarks/results/implication_bench.{json,md}.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

RESULTS = Path(__file__).parent / "results"
SETS = ("not implied", "implied", "inconclusive")


def _samples(run: Path, n: int) -> tuple[list, list[int], list, list]:
    """The library, the positions whose rules are checked against the rules before them, and
    samples of the proved-but-implied and inconclusive candidates of 8 nodes."""
    import random

    from verified_opt.rules.format import parse_rule

    summary = json.loads((run / "summary.json").read_text())
    written = json.loads((run / "rules.json").read_text())["rules"]
    lib = [parse_rule(r, "library", i) for i, r in enumerate(written)]
    rnd = random.Random(0)
    first = min(8000, len(lib) // 2)
    at = sorted(rnd.sample(range(first, len(lib)), min(n, len(lib) - first)))

    def outcomes(key: str) -> list:
        rs = [o["rule"] for o in summary[key] if o["size"] == 8]
        return [parse_rule(r, key, 0) for r in rnd.sample(rs, min(n, len(rs)))]

    return lib, at, outcomes("proved_but_implied"), outcomes("inconclusive")


def replay(run: Path, n: int) -> dict:
    """In the tree on sys.path: CPU seconds and answers of each set's checks."""
    import gc

    from verified_opt.generate.pipeline import _Implied
    from verified_opt.generate.shards import rewrites_of

    lib, at, implied, inconclusive = _samples(run, n)
    # a worker holds the library and its own state, not the run's summary (millions of
    # objects): gone with _samples, and collected before the checks, not during them
    gc.collect()
    check = _Implied(2)
    out: dict = {}
    seconds, answers = 0.0, []
    for i in at:  # the library grows as a worker's does (generate.shards.rewrites_of)
        rw = rewrites_of(lib, i)
        t0 = time.process_time()
        answers.append(check.check_with(lib[i], rw))
        seconds += time.process_time() - t0
    out["not implied"] = (seconds, answers)
    rw = rewrites_of(lib, len(lib))
    for name, rules in (("implied", implied), ("inconclusive", inconclusive)):
        t0 = time.process_time()
        answers = [check.check_with(r, rw) for r in rules]
        out[name] = (time.process_time() - t0, answers)
    import verified_opt

    out["module"] = verified_opt.__file__
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--run", type=Path, required=True, help="a vopt generate output folder")
    ap.add_argument("--before", type=Path, help="source tree before the change")
    ap.add_argument("--after", type=Path, default=Path("."), help="source tree after it")
    ap.add_argument("-n", type=int, default=150, help="checks per set")
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--label", default="")
    ap.add_argument("--out", type=Path, default=RESULTS, help="folder for the results")
    ap.add_argument("--replay", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.replay:  # the child: one tree, one replay, JSON on stdout
        print(json.dumps(replay(args.run, args.n)))
        return 0
    trees = {"before": args.before, "after": args.after} if args.before else {"after": args.after}
    runs: dict[str, list[dict]] = {t: [] for t in trees}
    for k in range(args.repeat):
        for name, tree in trees.items():
            env = {**os.environ, "PYTHONPATH": str(tree.resolve())}
            # run as a file, from the tree: sys.path[0] is then this folder, so verified_opt
            # comes from PYTHONPATH, not from the working directory
            proc = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--replay",
                                   "--run", str(args.run.resolve()), "-n", str(args.n)],
                                  check=False, env=env, capture_output=True, text=True,
                                  cwd=tree)
            if proc.returncode:
                sys.stderr.write(proc.stderr)
                return 1
            got = json.loads(proc.stdout)
            runs[name].append(got)
            print(f"{name} #{k} ({got['module']}): " + ", ".join(
                f"{s} {1e3 * got[s][0] / max(1, len(got[s][1])):.1f} ms" for s in SETS),
                flush=True)
    first = next(iter(runs.values()))[0]
    for name, rs in runs.items():
        for r in rs:
            for s in SETS:
                if r[s][1] != first[s][1]:
                    print(f"answers differ: {name}, {s}")
                    return 1
    rows = []
    for name, rs in runs.items():
        per = {s: [1e3 * r[s][0] / max(1, len(r[s][1])) for r in rs] for s in SETS}
        rows.append({"tree": name, "path": str(trees[name]), "label": args.label,
                     "modules": sorted({r["module"] for r in rs}),
                     "ms_per_check": per,
                     "implied": {s: sum(a is not None for a in first[s][1]) for s in SETS},
                     "checks": {s: len(first[s][1]) for s in SETS}})
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "implication_bench.json").write_text(json.dumps(
        {"run": str(args.run), "n": args.n, "repeat": args.repeat, "rows": rows,
         "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}, indent=1) + "\n")
    title = (f"# Implication checks replayed ({args.label or 'no label'}; "
             f"{time.strftime('%Y-%m-%d', time.gmtime())})")
    how = (f"`python -m benchmarks.implication_bench --run {args.run} -n {args.n} "
           f"--repeat {args.repeat}`: CPU ms per check, each run a fresh process, trees "
           "alternating; every run's answers identical.")
    lines = [title, "", how, "",
             "| tree | " + " | ".join(f"{s} (ms, median [runs])" for s in SETS) + " |",
             "|---|" + "---|" * len(SETS)]
    for row in rows:
        cells = [f"{statistics.median(v):.1f} [{', '.join(f'{x:.1f}' for x in v)}]"
                 for v in row["ms_per_check"].values()]
        lines.append(f"| {row['tree']} | " + " | ".join(cells) + " |")
    lines += ["", "Checks per set: " + ", ".join(
        f"{s} {rows[0]['checks'][s]} ({rows[0]['implied'][s]} implied)" for s in SETS)]
    (args.out / "implication_bench.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
