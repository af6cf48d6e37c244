"""Pairs two gpu_bench runs made in different calls of a lent GPU machine: our plan's times from
one (`--ours`), ONNX Runtime's CUDA provider's from another (`--ort`), model by model, for when
the baseline and a fix to our plan could not run in one call (onnxruntime-gpu takes four calls
to carry). The table says which run each column comes from; the ratios are across runs, on
machines of the same kind, not interleaved, and are marked so.

    python -m benchmarks.gpu_pair --ours benchmarks/results/gpu \\
        --ort benchmarks/results/gpu/ort --out benchmarks/results/gpu/paired.md
"""

from __future__ import annotations

import argparse
import json
from math import exp, log
from pathlib import Path


def rows(folder: Path) -> tuple[dict, dict[str, dict]]:
    doc = json.loads((folder / "gpu_bench.json").read_text())
    return doc["device"], {r["model"]: r for r in doc["rows"] if "ms" in r}


def pair(ours: Path, ort: Path) -> str:
    dev_a, a = rows(ours)
    dev_b, b = rows(ort)
    lines = [f"# Our plan ({ours}) against ONNX Runtime's CUDA provider ({ort})", "",
             (f"Ours: {dev_a['device']}, onnxruntime {dev_a.get('onnxruntime', 'n/a')}. "
             f"ORT: {dev_b['device']}, onnxruntime {dev_b.get('onnxruntime', 'n/a')}. "
             "Two runs on two machines of the same kind, not interleaved: each column is the "
             "median of its own run's rounds; ratios = ORT ms / ours ms."), "",
             ("| model | ours step by step ms | ours CUDA graph ms | ORT CUDA ms | ORT graph ms | "
             "ORT / our graph | ORT graph / our graph |"), "|---|---|---|---|---|---|---|"]
    r1, r2 = [], []
    for m in sorted(set(a) & set(b)):
        o, g = a[m]["ms"].get("ours"), a[m]["ms"].get("ours_graph")
        t, tg = b[m]["ms"].get("ort_cuda"), b[m]["ms"].get("ort_cuda_graph")

        def f(x):
            return f"{x:.3f}" if x else "n/a"
        s1 = f"{t / g:.2f}x" if t and g else "n/a"
        s2 = f"{tg / g:.2f}x" if tg and g else "n/a"
        if t and g:
            r1.append(t / g)
        if tg and g:
            r2.append(tg / g)
        lines.append(f"| {m} | {f(o)} | {f(g)} | {f(t)} | {f(tg)} | {s1} | {s2} |")
    missing = sorted(set(a) ^ set(b))
    for label, r in (("ORT CUDA", r1), ("ORT CUDA graph", r2)):
        if r:
            lines.append(f"\ngeometric mean, {label} over our CUDA graph: "
                         f"{exp(sum(map(log, r)) / len(r)):.2f}x ({len(r)} models)")
    if missing:
        lines.append(f"\nin one run only (no pair): {', '.join(missing)}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ours", type=Path, required=True)
    ap.add_argument("--ort", type=Path, required=True)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args(argv)
    text = pair(args.ours, args.ort)
    if args.out:
        args.out.write_text(text)
    print(text, end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
