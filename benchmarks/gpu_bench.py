"""GPU benchmark (issue 19): per zoo model, our plan (GpuRunner) against ONNX Runtime's CUDA
execution provider where installed (onnxruntime-gpu), with the output difference and the ratio.

    python -m benchmarks.gpu_bench [--out benchmarks/results/gpu] [--models resnet18 ...]

Writes gpu_bench.json and gpu_bench.md to --out, naming the device; a model that fails is
recorded with its error and the run goes on. Exits 2 with one line where no GPU is found.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from math import exp, log
from pathlib import Path

import numpy as np

from benchmarks.models import ZOO
from verified_opt.backends.gpu.device import GpuUnavailable, versions
from verified_opt.backends.gpu.plan import build_plan, summary
from verified_opt.backends.ort import run_graph
from verified_opt.errors import one_line
from verified_opt.ir.onnx_io import export_model, import_model


def ort_cuda_ms(graph, feeds, warmup: int, iters: int) -> float | None:
    import onnxruntime as ort

    if "CUDAExecutionProvider" not in ort.get_available_providers():
        return None
    sess = ort.InferenceSession(export_model(graph).SerializeToString(),
                                providers=["CUDAExecutionProvider"])
    for _ in range(warmup):
        sess.run(None, feeds)
    t = time.perf_counter()
    for _ in range(iters):
        sess.run(None, feeds)
    return (time.perf_counter() - t) * 1e3 / iters


def bench(name: str, warmup: int, iters: int) -> dict:
    from verified_opt.backends.gpu.runtime import GpuRunner

    graph = import_model(ZOO[name](0))
    plan = build_plan(graph)
    rng = np.random.default_rng(0)
    feeds = {k: rng.standard_normal(t.shape).astype(np.float32) for k, t in graph.inputs.items()}
    runner = GpuRunner(plan)
    got, ref = runner.run(feeds), run_graph(graph, feeds)
    err = max(float(np.max(np.abs(got[k] - ref[k]))) for k in ref)
    ours = runner.time(feeds, warmup, iters)
    base = ort_cuda_ms(graph, feeds, warmup, iters)
    return {"model": name, "plan": summary(plan), "ours_ms": ours, "ort_cuda_ms": base,
            "speedup": base / ours if base else None, "max_abs_error_vs_ort_cpu": err}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default="benchmarks/results/gpu")
    ap.add_argument("--models", nargs="*", default=sorted(ZOO))
    ap.add_argument("--warmup", type=int, default=10)
    ap.add_argument("--iters", type=int, default=50)
    args = ap.parse_args(argv)
    try:
        info = versions()
    except GpuUnavailable as e:
        print(f"gpu_bench: {e}", file=sys.stderr)
        return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rows = []
    for name in args.models:
        try:
            row = bench(name, args.warmup, args.iters)
        except Exception as e:  # noqa: BLE001  (record and go on: one model must not stop all)
            row = {"model": name, "error": one_line(e, 300)}
        rows.append(row)
        print(json.dumps(row), flush=True)
        (out / "gpu_bench.json").write_text(json.dumps({"device": info, "rows": rows}, indent=2,
                                                       default=str))
    ratios = [r["speedup"] for r in rows if r.get("speedup")]
    title = (f"# GPU benchmark on {info['device']} (driver {info['driver']}, "
             f"CUDA runtime {info['cuda_runtime']})")
    lines = [title, "",
             "| model | ours ms | ORT CUDA ms | speedup | max abs error |", "|---|---|---|---|---|"]
    for r in rows:
        if "error" in r:
            lines.append(f"| {r['model']} | error: {r['error']} | | | |")
            continue
        base = f"{r['ort_cuda_ms']:.3f}" if r["ort_cuda_ms"] else "n/a"
        sp = f"{r['speedup']:.2f}x" if r["speedup"] else "n/a"
        lines.append(f"| {r['model']} | {r['ours_ms']:.3f} | {base} | {sp} | "
                     f"{r['max_abs_error_vs_ort_cpu']:.2e} |")
    if ratios:
        lines.append(f"\ngeometric mean speedup: {exp(sum(map(log, ratios)) / len(ratios)):.2f}x")
    (out / "gpu_bench.md").write_text("\n".join(lines) + "\n")
    return 1 if any("error" in r for r in rows) else 0


if __name__ == "__main__":
    raise SystemExit(main())
