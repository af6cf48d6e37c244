"""GPU benchmark (issue 19): per zoo model, our plan (GpuRunner) against ONNX Runtime's CUDA
execution provider where installed (onnxruntime-gpu; benchmarks/ort_cuda.py: I/O on the
device, and again with ORT's CUDA graph) and PyTorch eager where torch has CUDA
(benchmarks/torch_eager.py: the same operators, one torch call each, TF32 off), with each
one's output difference from ONNX Runtime on the CPU and the ratios. Each executor is timed in
rounds, interleaved (ours, ORT, torch, ours, ...); the table gives the median and the range.

    python -m benchmarks.gpu_bench [--out benchmarks/results/gpu] [--models resnet18 ...]
                                   [--half]

`--half`: each zoo model converted to float16 (benchmarks/half.py) and run as such by every
executor: cuBLAS GemmEx and cuDNN's half graphs with float32 accumulation in our plan.

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
from typing import Any

import numpy as np
import onnx

# EinNet's banded cases: the dense formulation is the model (PyTorch eager and ORT run it; our
# plan has no GatherElements / ScatterElements), our plan runs the band as one TVM eOperator,
# beside the derivations
from benchmarks.derive_bench import BAND_CASES as BANDS
from benchmarks.models import ZOO
from benchmarks.ort_cuda import OrtCuda
from verified_opt.backends.gpu.device import GpuUnavailable, versions
from verified_opt.backends.gpu.plan import build_plan, summary
from verified_opt.backends.ort import run_graph
from verified_opt.errors import VoptError, one_line
from verified_opt.ir.onnx_io import import_model


def executors(model) -> tuple[dict, dict]:
    """The baselines that can run here: name -> runner, and name -> why not for the others."""
    out, why = {}, {}
    # the users' model as they run it in ONNX Runtime (not our rewrite of it), with I/O
    # bound on the device, then with ORT's own CUDA graph
    for key, cuda_graph in (("ort_cuda", False), ("ort_cuda_graph", True)):
        try:
            out[key] = OrtCuda(model, cuda_graph=cuda_graph)
        except Exception as e:  # noqa: BLE001  (Unavailable, or a session ORT refuses)
            why[key] = one_line(e, 160)
    try:
        import torch

        if torch.cuda.is_available():
            from benchmarks.torch_eager import TorchEager

            out["torch_eager"] = TorchEager(model)
        else:
            why["torch_eager"] = "torch has no CUDA device"
    except ImportError:
        why["torch_eager"] = "torch not installed"
    except Exception as e:  # noqa: BLE001  (an unmapped operator: the row says so)
        why["torch_eager"] = one_line(e, 120)
    return out, why


def rel_error(got, ref) -> float:
    def f(a):
        return np.asarray(a).astype(np.float32)

    return max(float(np.max(np.abs(f(got[k]) - f(ref[k]))) / (1 + np.max(np.abs(f(ref[k])))))
               for k in ref)


def measure(runs: dict[str, Any], feeds, ref, warmup: int, iters: int, rounds: int,
            why: dict[str, str] | None = None
            ) -> tuple[dict[str, float], dict[str, float], dict[str, list[float]]]:
    """Each executor's relative error against `ref`, then its milliseconds: `rounds` rounds,
    interleaved (a slow spell of the machine hits every executor); median and range. A
    baseline that fails its first run is dropped from `runs`, the reason in `why`."""
    errors = {}
    for k, r in list(runs.items()):
        try:
            errors[k] = rel_error(getattr(r, "run", r)(feeds), ref)
        except Exception as e:  # ours re-raised: the row's error; a baseline is recorded
            if k == "ours" or why is None:
                raise
            why[k] = one_line(e, 160)
            del runs[k]
    times: dict[str, list[float]] = {k: [] for k in runs}
    for _ in range(rounds):
        for k, r in runs.items():
            times[k].append(r.time(feeds, warmup, iters))
    return (errors, {k: float(np.median(v)) for k, v in times.items()},
            {k: [min(v), max(v)] for k, v in times.items()})


# each baseline against the run of ours it compares with: ORT's CUDA graph against our plan
# replayed as one CUDA graph, the others against the plan step by step
VERSUS = {"ort_cuda": "ours", "ort_cuda_graph": "ours_graph", "torch_eager": "ours"}


def speedups(med: dict[str, float]) -> dict[str, float]:
    """baseline ms / ours ms for each baseline measured, against its run of ours (VERSUS); no
    ratio where that run is missing (our capture refused, or an EinNet case, which times the
    plan step by step only): a graph against step-by-step launches would say another thing."""
    return {k: med[k] / med[v] for k, v in VERSUS.items() if k in med and v in med}


def optimized(model, budget: float) -> tuple[Any, dict]:
    """`vopt optimize --backend gpu` on the model: the graph to use and the report's latency
    (the keep rule's rounds on the device: original and optimized, same executor)."""
    from verified_opt.api import optimize

    t = time.perf_counter()
    proto, report = optimize(model, backend="gpu", budget=budget)
    lat = report.latency.to_json()
    lat["optimize_s"] = time.perf_counter() - t
    lat["applied"] = len(report.applied)
    return import_model(proto), lat


def bench(name: str, warmup: int, iters: int, rounds: int, optimize_budget: float = 0.0,
          half: bool = False) -> dict:
    from verified_opt.backends.gpu.runtime import CapturedPlan, GpuRunner

    model = ZOO[name](0)
    if half:
        from benchmarks.half import to_float16

        model = to_float16(model)
    graph = import_model(model)
    opt_info = None
    if optimize_budget > 0:
        graph, opt_info = optimized(model, optimize_budget)
    plan = build_plan(graph)
    rng = np.random.default_rng(0)
    feeds = {k: rng.standard_normal(t.shape).astype(t.dtype) for k, t in graph.inputs.items()}
    t0 = time.perf_counter()
    runner = GpuRunner(plan)
    setup_s = time.perf_counter() - t0
    ref = run_graph(graph, feeds)
    runs: dict[str, Any] = {"ours": runner}
    base, why = executors(model)
    try:  # the same plan replayed as one CUDA graph
        runs["ours_graph"] = CapturedPlan(runner)
    except Exception as e:  # noqa: BLE001  (a capture the libraries refuse: the row says so)
        why["ours_graph"] = one_line(e, 160)
    runs.update(base)
    errors, med, ranges = measure(runs, feeds, ref, warmup, iters, rounds, why)
    return {"model": f"{name} (fp16)" if half else name, "plan": summary(plan),
            "setup_s": setup_s, "ms": med,
            "ms_range": ranges,
            "speedup": speedups(med),
            "graph_speedup": med["ours"] / med["ours_graph"] if "ours_graph" in med else None,
            "rel_error_vs_ort_cpu": errors, "baselines_missing": why, "optimize": opt_info}




def einnet_names() -> list[str]:
    from benchmarks.derive_bench import CASES
    return sorted(CASES) + list(BANDS)


def einnet_consts(name: str) -> dict[str, np.ndarray]:
    """The weights of EinNet case `name` (seeded: the same wherever they are made)."""
    from benchmarks.derive_bench import CASES, _weights

    if name in BANDS:
        return {}
    _, _, shapes = CASES[name]
    return {"W": _weights({"W": shapes["W"]})["W"]}


def einnet_case(name: str) -> tuple[onnx.ModelProto, dict[str, np.ndarray]]:
    """EinNet case `name` as a model (the operator, or a band's dense formulation) and its
    seeded inputs."""
    from benchmarks.derive_bench import CASES, _weights, band_dense
    from verified_opt.api.derivations import node_model
    from verified_opt.derive.lower import lower_node

    if name in BANDS:
        kind, dilation = BANDS[name]
        model, _, inputs = band_dense(kind, dilation=dilation)
        return model, _weights(inputs, 1)
    _, node, shapes = CASES[name]
    out_shape = lower_node(node, shapes).shape
    return (node_model(node, shapes, einnet_consts(name), out_shape),
            {"X": _weights({"X": shapes["X"]}, 1)["X"]})


def einnet_derivations(name: str, budget: float) -> dict:
    """EinNet case `name` derived here (derive_operator checks each instantiation on the CPU
    with TVM): {"derive_s", "out_shape", "derived": [{"label", "path", and "model" (an ONNX
    model with eOperators) or "why_not"}]}."""
    from benchmarks.derive_bench import CASES
    from verified_opt.api.derivations import derive_operator
    from verified_opt.derive.instantiate import subgraph_model

    consts = einnet_consts(name)
    t0 = time.perf_counter()
    if name in BANDS:   # the band as one eOperator (no steps) is our plan's side
        from verified_opt.api.derive_band import derive_band
        from verified_opt.derive.patterns import find_band_products
        model, _ = einnet_case(name)
        res = derive_band(model, find_band_products(model)[0], budget_s=budget, keep=2,
                          measure=False)
    else:
        _, node, shapes = CASES[name]
        res = derive_operator(node, shapes, consts, budget_s=budget, keep=2, measure=False)
    derive_s = time.perf_counter() - t0
    usable = [d for d in res.derived if d.status == "usable" and d.inst is not None]
    derived = []
    for k, d in enumerate(usable):
        row: dict[str, Any] = {"label": f"derived{k}", "steps": len(d.candidate.steps),
                               "path": d.candidate.path or "the operator as one eOperator"}
        try:
            row["model"] = subgraph_model(d.candidate.final, d.inst, "Y", consts)
        except Exception as e:  # noqa: BLE001  (recorded: one derivation must not stop all)
            row["why_not"] = one_line(e, 120)
        derived.append(row)
    return {"derive_s": derive_s,
            "out_shape": list(res.root.shape) if res.root is not None else None,
            "derived": derived}


def bench_einnet(name: str, warmup: int, iters: int, rounds: int, budget: float) -> dict:
    """One of EinNet's operator cases (benchmarks/derive_bench.py's CASES): the operator as our
    plan runs it (cuDNN) and as PyTorch eager does, beside each proved derivation whose
    instantiation the GPU plan can run, interleaved. Where TVM is not installed (the
    derivation's check needs it), the derivations stored by benchmarks/gpu_modules.py."""
    from benchmarks.gpu_modules import load_einnet
    from verified_opt.backends.gpu.runtime import GpuRunner
    from verified_opt.derive.eop_cuda import tvm_version

    found = load_einnet(name) if tvm_version() is None else None
    derived_where = "stored (benchmarks/gpu_modules.py)" if found else "here"
    found = found or einnet_derivations(name, budget)
    model, feeds = einnet_case(name)
    ours = model
    if name in BANDS:   # our plan runs the band as one eOperator (module docstring of BANDS)
        one = next((d for d in found["derived"] if d.get("steps") == 0 and "model" in d), None)
        if one is None:
            raise VoptError(f"{name}: the band as one eOperator was not instantiated")
        found["derived"].remove(one)
        ours = one["model"]
    runs: dict[str, Any] = {"ours": GpuRunner(build_plan(import_model(ours)))}
    base, why = executors(model)
    runs.update(base)
    derived: dict[str, str] = {}
    for d in found["derived"]:
        label = d["label"]
        derived[label] = d["path"]
        if "why_not" in d:
            why[label] = d["why_not"]
            continue
        try:
            runs[label] = GpuRunner(build_plan(import_model(d["model"])))
        except Exception as e:  # noqa: BLE001  (PlanError, or no CUDA module for an eOperator)
            why[label] = one_line(e, 120)
    ref = run_graph(import_model(model), feeds)
    errors, med, ranges = measure(runs, feeds, ref, warmup, iters, rounds, why)
    return {"model": f"einnet:{name}", "plan": summary(runs["ours"].plan), "ms": med,
            "ms_range": ranges,
            "speedup": speedups(med),
            "derived": {k: {"path": p, "ms": med.get(k), "why_not": why.get(k),
                            "speedup_over_ours": med["ours"] / med[k] if k in med else None}
                        for k, p in derived.items()},
            "derive_s": found["derive_s"], "derived_where": derived_where,
            "rel_error_vs_ort_cpu": errors,
            "baselines_missing": {k: v for k, v in why.items() if not k.startswith("derived")},
            "optimize": None}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default="benchmarks/results/gpu")
    ap.add_argument("--models", nargs="*", default=sorted(ZOO))
    ap.add_argument("--warmup", type=int, default=10)
    ap.add_argument("--iters", type=int, default=50)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--einnet", nargs="*", default=None, metavar="CASE",
                    help="also EinNet's operator cases (derive_bench's CASES; no names: all), "
                         "the operator beside its derivations the GPU plan runs")
    ap.add_argument("--derive-budget", type=float, default=20.0,
                    help="derivation search seconds per EinNet case")
    ap.add_argument("--optimize", type=float, default=0.0, metavar="SECONDS",
                    help="first run `vopt optimize --backend gpu` with this search budget and "
                         "benchmark the model it returns (0: the zoo model as built)")
    ap.add_argument("--half", action="store_true",
                    help="the zoo models converted to float16 (benchmarks/half.py)")
    args = ap.parse_args(argv)
    try:
        info = versions()
    except GpuUnavailable as e:
        print(f"gpu_bench: {e}", file=sys.stderr)
        return 2
    import onnxruntime as ort

    info["onnxruntime"] = f"{ort.__version__} ({', '.join(ort.get_available_providers())})"
    from verified_opt.backends.gpu.device import AUTOTUNE_ENV, autotune_enabled

    # which cuDNN plan each conv runs: the heuristics' first, or the fastest timed (an A/B)
    info["cudnn_plans"] = f"{AUTOTUNE_ENV}={int(autotune_enabled())}"
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rows = []
    jobs = [(name, lambda n: bench(n, args.warmup, args.iters, args.rounds, args.optimize,
                                   args.half))
            for name in args.models]
    if args.einnet is not None:
        jobs += [(f"einnet:{c}", lambda n: bench_einnet(n.split(":", 1)[1], args.warmup,
                                                         args.iters, args.rounds,
                                                         args.derive_budget))
                 for c in (args.einnet or einnet_names())]
    for name, job in jobs:
        try:
            row = job(name)
        except Exception as e:  # noqa: BLE001  (record and go on: one model must not stop all)
            row = {"model": name, "error": one_line(e, 300)}
        rows.append(row)
        print(json.dumps(row), flush=True)
        # both files after each row: a stage stopped at its time limit keeps what it measured
        (out / "gpu_bench.json").write_text(json.dumps({"device": info, "rows": rows}, indent=2,
                                                       default=str))
        (out / "gpu_bench.md").write_text(table(info, rows))
    return 1 if any("error" in r for r in rows) else 0


def table(info: dict, rows: list[dict]) -> str:
    def ms(r, k):
        if k not in r["ms"]:
            return "n/a"
        lo, hi = r["ms_range"][k]
        return f"{r['ms'][k]:.3f} ({lo:.3f}-{hi:.3f})"

    lines = [(f"# GPU benchmark on {info['device']} (driver {info['driver']}, CUDA runtime "
             f"{info['cuda_runtime']}, cuDNN {info.get('cudnn')}, cuBLAS {info.get('cublas')}; "
              f"onnxruntime {info.get('onnxruntime', 'n/a')}; "
              f"{info.get('cudnn_plans', 'VOPT_CUDNN_AUTOTUNE=0')})"),
             "", ("Milliseconds per run: median of the rounds (range); speedup = baseline / ours "
             "(the plan launched step by step); CUDA graph: the same plan replayed as one graph."),
             "", ("ORT CUDA: ONNX Runtime's CUDA provider on the original model, I/O bound on the "
              "device, no TF32 (benchmarks/ort_cuda.py), against our plan step by step; ORT "
              "graph: ORT's own CUDA graph, against our CUDA graph (no ratio where ours did "
              "not capture)."),
             "", ("| model | ours ms | CUDA graph ms | ORT CUDA ms | speedup | ORT graph ms | "
              "speedup | PyTorch eager ms | speedup | ours rel. error | ORT CUDA rel. error | "
              "plan |"), "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if "error" in r:
            lines.append(f"| {r['model']} | error: {r['error']} | | | | | | | | | | |")
            continue
        sp = {k: f"{v:.2f}x" for k, v in r["speedup"].items()}
        err = r["rel_error_vs_ort_cpu"]
        ort_err = f"{err['ort_cuda']:.1e}" if "ort_cuda" in err else "n/a"
        lines.append(f"| {r['model']} | {ms(r, 'ours')} | {ms(r, 'ours_graph')} | "
                     f"{ms(r, 'ort_cuda')} | {sp.get('ort_cuda', 'n/a')} | "
                     f"{ms(r, 'ort_cuda_graph')} | {sp.get('ort_cuda_graph', 'n/a')} | "
                     f"{ms(r, 'torch_eager')} | {sp.get('torch_eager', 'n/a')} | "
                     f"{err['ours']:.1e} | {ort_err} | {r['plan']} |")
    for k, label in (("ort_cuda", "ORT CUDA"), ("ort_cuda_graph", "ORT CUDA graph"),
                     ("torch_eager", "PyTorch eager")):
        ratios = [r["speedup"][k] for r in rows if k in r.get("speedup", {})]
        if ratios:
            lines.append(f"\ngeometric mean speedup over {label}: "
                         f"{exp(sum(map(log, ratios)) / len(ratios)):.2f}x ({len(ratios)} models)")
    # ORT as its users run it by default (launches queued one by one) against our plan as one
    # CUDA graph, the way gpu_check's fastest run of ours is replayed: a mixed pair, stated so
    mixed = [r["ms"]["ort_cuda"] / r["ms"]["ours_graph"] for r in rows
             if "ort_cuda" in r.get("ms", {}) and "ours_graph" in r.get("ms", {})]
    if mixed:
        lines.append(f"\ngeometric mean of ORT CUDA (its default launches) over our CUDA graph: "
                     f"{exp(sum(map(log, mixed)) / len(mixed)):.2f}x ({len(mixed)} models)")
    opt = [r for r in rows if r.get("optimize")]
    if opt:
        lines += ["", ("`vopt optimize --backend gpu` on each model first (the rows above time the "
                  "model it returned); its keep rule's own rounds, original vs optimized plan:"), "",
                  ("| model | rewrites applied | kept | original ms | optimized ms | speedup | "
                  "optimize s |"), "|---|---|---|---|---|---|---|"]
        for r in opt:
            o = r["optimize"]
            lines.append(f"| {r['model']} | {o['applied']} | {o['kept']} | "
                         f"{o['original_ms']:.3f} | {o['optimized_ms']:.3f} | "
                         f"{o['speedup']:.2f}x | {o['optimize_s']:.0f} |")
    einnet = [r for r in rows if r.get("derived") is not None]
    if einnet:
        lines += ["", ("EinNet's operator cases: each proved derivation beside the operator on our "
                  "plan (cuDNN; a band: the band as one TVM eOperator, PyTorch eager and ORT "
                  "running its dense formulation); speedup = ours / derived:"), "",
                  "| case | derivation | ms | speedup | not run because |", "|---|---|---|---|---|"]
        for r in einnet:
            for d in r["derived"].values():
                t = f"{d['ms']:.3f}" if d["ms"] else ""
                sp = f"{d['speedup_over_ours']:.2f}x" if d["speedup_over_ours"] else ""
                lines.append(f"| {r['model']} | {d['path']} | {t} | {sp} | {d['why_not'] or ''} |")
    missing = {f"{k}: {v}" for r in rows for k, v in r.get("baselines_missing", {}).items()}
    if missing:
        lines.append("\nnot measured: " + "; ".join(sorted(missing)))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    raise SystemExit(main())
