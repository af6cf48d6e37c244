"""Folding the constant parts of derived instantiations (backends/constant_fold.py): each candidate whose
instantiation folds, timed unfolded (the copy of the weight computed at every run) against
folded, interleaved in the same rounds, on derive_bench's operator cases and the derive-pass
test's small Conv.

    python -m benchmarks.derive_fold_bench [--rounds 5] [--repeat 15] [--keep 4]

For each case: derive (keep the best `keep` candidates, the Gather variants and the operator
as one eOperator too), and for each usable candidate whose instantiation has a node reading
only constants, the unfolded and the folded instantiation against ORT's operator. Writes
benchmarks/results/derive_fold.{json,md}; the range across rounds is reported (the machine
is shared and noisy).
"""

from __future__ import annotations

import argparse
import json
import platform
import time
from pathlib import Path

from onnx import helper

from benchmarks.derive_bench import CASES, _rng, _solvers, _weights
from verified_opt.api.derivations import derive_operator, node_model, time_models
from verified_opt.derive.instantiate import instantiate, subgraph_model

RESULTS = Path(__file__).parent / "results"

SMALL = ("conv_test", helper.make_node("Conv", ["X", "W"], ["Y"], name="conv_test",
                                       pads=[1, 1, 1, 1]),
         {"X": (1, 4, 10, 10), "W": (8, 4, 3, 3)})   # tests/api/test_derive_pass.py's Conv


def bench_case(name, node, shapes, rounds, repeat, budget, keep, threads) -> list[dict]:
    consts = {"W": _weights({"W": shapes["W"]})["W"]}
    res = derive_operator(node, shapes, consts, budget_s=budget, keep=keep, measure=False,
                          solvers=_solvers())
    rows, models = [], []
    for d in res.derived:
        if d.status != "usable" or d.inst is None or not d.folded:
            continue
        unfolded = instantiate(d.candidate.final, "Y", node.name, consts,
                               library=bool(d.candidate.steps), gather=d.gather)
        models += [subgraph_model(d.candidate.final, unfolded, "Y", consts),
                   subgraph_model(d.candidate.final, d.inst, "Y", consts)]
        rows.append({"case": name, "candidate": d.candidate.path or "(as lowered)",
                     "gather": d.gather,
                     "instantiation": ", ".join(k for _, k in d.kinds),
                     "folded": [f.describe() for f in d.folded],
                     "folded_nodes": sum(len(f.nodes) for f in d.folded)})
    if not rows:
        return [{"case": name, "candidate": None, "folded": [],
                 "candidates": sum(d.status == "usable" for d in res.derived)}]
    base = node_model(node, shapes, consts, res.derived[0].candidate.final.shape)
    feeds = {"X": _weights({"X": shapes["X"]}, 1)["X"]}
    per_round = [time_models([base] + models, feeds, repeat, threads) for _ in range(rounds)]
    for k, row in enumerate(rows):
        row["ort_ms"] = [r[0] for r in per_round]
        row["unfolded_ms"] = [r[1 + 2 * k] for r in per_round]
        row["folded_ms"] = [r[2 + 2 * k] for r in per_round]
        row["gain"] = [r[1 + 2 * k] / r[2 + 2 * k] for r in per_round]
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--repeat", type=int, default=15)
    ap.add_argument("--budget", type=float, default=20.0)
    ap.add_argument("--keep", type=int, default=4)
    ap.add_argument("--cases", default=",".join(["conv_test"] + list(CASES)))
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--out", default=str(RESULTS / "derive_fold"))
    args = ap.parse_args(argv)
    cases = {"conv_test": SMALL, **CASES}
    rows = []
    t0 = time.perf_counter()
    for name in args.cases.split(","):
        _, node, shapes = cases[name]
        got = bench_case(name, node, shapes, args.rounds, args.repeat, args.budget,
                         args.keep, args.threads)
        rows += got
        for r in got:
            if r["candidate"] is None:
                print(f"{name}: nothing folds ({r['candidates']} usable candidates)")
            else:
                print(f"{name} [{r['instantiation']}]: unfolded {_rng(r['unfolded_ms'])} ms, "
                      f"folded {_rng(r['folded_ms'])} ms, gain {_rng(r['gain'])}x "
                      f"(ORT {_rng(r['ort_ms'])} ms)")
    meta = {"date": time.strftime("%Y-%m-%d %H:%M"), "machine": platform.processor()
            or platform.machine(), "cores": __import__("os").cpu_count(),
            "rounds": args.rounds, "repeat": args.repeat, "keep": args.keep,
            "threads": args.threads, "seconds": round(time.perf_counter() - t0, 1)}
    out = Path(args.out)
    out.with_suffix(".json").write_text(json.dumps({"meta": meta, "rows": rows}, indent=1))
    lines = [(f"# derive_fold ({meta['date']}, {meta['cores']} cores, {args.rounds} rounds, "
             f"{args.threads} threads)"), "",
             ("Each candidate whose instantiation has nodes reading only constants, unfolded "
             "(computed at every run) against folded (backends/constant_fold.py), interleaved in the same "
             "rounds; ranges across rounds. gain = unfolded / folded."), "",
             ("| case | candidate | gather | instantiation | folded | ORT ms | unfolded ms | "
             "folded ms | gain |"), "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if r["candidate"] is None:
            lines.append(f"| {r['case']} | (nothing folds: {r['candidates']} usable "
                         "candidates) | | | | | | | |")
            continue
        lines.append(f"| {r['case']} | {r['candidate']} | {r['gather']} | "
                     f"{r['instantiation']} | {'; '.join(r['folded'])} | {_rng(r['ort_ms'])} | "
                     f"{_rng(r['unfolded_ms'])} | {_rng(r['folded_ms'])} | "
                     f"{_rng(r['gain'])}x |")
    out.with_suffix(".md").write_text("\n".join(lines) + "\n")
    print(f"wrote {out.with_suffix('.md')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
