"""`vopt optimize --backend gpu` on the device: the end-to-end check of the optimized model's GPU
plan against the original in ONNX Runtime (CPU), and model latency timed on the GPU (the keep
rule's measurements). Needs a CUDA GPU (GpuUnavailable, one line, without one).

The tolerance is the CPU check's (end_to_end.tolerance) but at least GPU_RTOL: cuDNN may pick
TF32 tensor-core kernels for float32 convolutions, which round inputs to 10 mantissa bits.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from verified_opt.backends.gpu.node_kernels import NodeKernel, node_kernels
from verified_opt.backends.gpu.plan import PlanError, build_plan, summary
from verified_opt.check.compare import OutputDiff, compare, random_feeds
from verified_opt.check.end_to_end import SMALLEST_NORMAL, per_dtype, tolerance
from verified_opt.ir.graph import Graph

GPU_RTOL = 1e-3


@dataclass
class GpuCheck:
    ok: bool
    rtol: float
    diffs: list[OutputDiff]
    plan: str
    kernels: list[NodeKernel]

    def worst(self) -> OutputDiff | None:
        return max(self.diffs, key=lambda d: d.max_abs / max(d.tolerance, 1e-30), default=None)

    def to_json(self) -> dict[str, Any]:
        w = self.worst()
        return {"ok": self.ok, "rtol": self.rtol, "plan": self.plan,
                "worst": None if w is None else {"output": w.name, "max_abs": w.max_abs,
                                                 "tolerance": w.tolerance, "index": w.index},
                "kernels": [k.to_json() for k in self.kernels]}


def plan_for_gpu(graph: Graph, what: str):
    """build_plan, its PlanError naming which model could not be planned."""
    if graph.tail is not None:  # the plan runs static shapes only
        first = graph.tail.nodes[0]
        raise PlanError(f"the {what} model cannot run on the GPU plan: {first.op} "
                        f"'{first.name}' makes a value whose shape is known only at run time "
                        f"({len(graph.tail.nodes)} nodes from it on)")
    try:
        return build_plan(graph)
    except PlanError as e:
        raise PlanError(f"the {what} model cannot run on the GPU plan: {e}") from None


def gpu_end_to_end(original: Graph, optimized: Graph, seed: int = 0) -> GpuCheck:
    """The optimized model's plan run on the GPU, compared with the original run by ONNX Runtime
    (eOperators through backends/hybrid.py) on the seeded random inputs of the CPU check."""
    from verified_opt.backends.gpu.runtime import GpuRunner
    from verified_opt.backends.ort import run_graph_draws

    plan = plan_for_gpu(optimized, "optimized")
    feeds = random_feeds(original, seed)
    [want] = run_graph_draws(original, [feeds])
    runner = GpuRunner(plan)
    got = runner.run(feeds)
    rtol = max(tolerance(original), GPU_RTOL)
    diffs = compare(want, got, rtol=per_dtype(rtol), atol=SMALLEST_NORMAL)
    return GpuCheck(all(d.ok for d in diffs), rtol, diffs, summary(plan),
                    with_engines(node_kernels(optimized, plan), plan, runner.convs))


def with_engines(table: list[NodeKernel], plan, convs: dict) -> list[NodeKernel]:
    """The kernel table with each cuDNN node's built plan (engine, numerics, epilogue) added:
    what the device chose, known only once its graphs are built (`convs`: step index ->
    CudnnConv, a GpuRunner's or cudnn_engines')."""
    import dataclasses

    built = {plan.steps[k].node: c.describe_built() for k, c in convs.items()}
    return [dataclasses.replace(r, detail=f"{r.detail} [{built[r.node]}]")
            if r.kernel == "cuDNN" and r.node in built else r for r in table]


def cudnn_engines(plan) -> dict:
    """The plan's cuDNN steps built as a GpuRunner builds them (the same heuristics, so the
    same engines), for a plan that is not run: no weights uploaded, no kernel compiled."""
    from verified_opt.backends.gpu.device import CudnnConv
    from verified_opt.backends.gpu.runtime import cudnn_handle

    return {k: CudnnConv(s.params, cudnn_handle()).build()
            for k, s in enumerate(plan.steps) if s.lib == "cudnn"}


def gpu_measure_model(model_bytes: bytes, feeds: dict[str, np.ndarray], threads: int = 2,
                      max_seconds: float = 2.0) -> float:
    """Milliseconds per run of the model's GPU plan (CUDA events, after warm-up; launched as
    runtime.timing_mode() says); `threads` is the CPU measurement's argument, unused here."""
    from verified_opt.backends.gpu.runtime import plan_timer

    del threads
    runner = _runner(model_bytes)
    return plan_timer(runner)(feeds, 10, _iters(runner, feeds, max_seconds))


def gpu_measure_rounds(models: dict[str, bytes], feeds: dict[str, np.ndarray], threads: int = 2,
                       rounds: int = 5, measure=None, seconds_per_round: float = 2.0,
                       done: Callable[[dict[str, list[float]]], bool] | None = None
                       ) -> dict[str, list[float]]:
    """search/cost.measure_rounds on the GPU: per round, each model's plan timed in turn (the
    order rotating), each runner made once."""
    from verified_opt.backends.gpu.runtime import plan_timer

    del threads, measure
    runners = {k: _runner(b) for k, b in models.items()}
    iters = {k: _iters(r, feeds, seconds_per_round / max(len(models), 1))
             for k, r in runners.items()}
    timers = {k: plan_timer(r) for k, r in runners.items()}  # (graph mode: each captured once)
    times: dict[str, list[float]] = {k: [] for k in models}
    order = list(models)
    for r in range(rounds):
        shift = r % len(order)
        for k in order[shift:] + order[:shift]:
            times[k].append(timers[k](feeds, 3, iters[k]))
        if done is not None and r + 1 < rounds and done(times):
            break
    return times


def _runner(model_bytes: bytes):
    import onnx

    from verified_opt.backends.gpu.runtime import GpuRunner
    from verified_opt.ir.onnx_io import import_model

    return GpuRunner(plan_for_gpu(import_model(onnx.load_from_string(model_bytes)), "measured"))


def _iters(runner, feeds: dict[str, np.ndarray], seconds: float) -> int:
    """How many runs fill about `seconds` (from one timed run; at least 5, at most 1000)."""
    t = time.perf_counter()
    runner.run(feeds)
    one = time.perf_counter() - t
    return int(min(1000, max(5, seconds / max(one, 1e-6))))
