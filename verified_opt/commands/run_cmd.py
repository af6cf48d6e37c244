"""`vopt run MODEL [--compare-ort] [--backend gpu]`: reference semantics on seeded random
inputs, vs ONNX Runtime and/or the model's GPU plan run on the device."""

from __future__ import annotations

import argparse
import time

import numpy as np
from rich.table import Table

import verified_opt.derive.eop_onnx  # noqa: F401  (registers the eOperator's reference kernel)
from verified_opt.check.compare import compare, random_feeds, working_tolerances
from verified_opt.commands.common import console, load_graph
from verified_opt.errors import VoptError, one_line
from verified_opt.ir.evaluate import evaluate
from verified_opt.ir.weights import randomize_weights


def main(args: argparse.Namespace) -> int:
    if args.seed < 0:
        raise VoptError(f"--seed {args.seed}: must be a non-negative integer")
    for opt in ("rtol", "atol"):
        value = getattr(args, opt)
        if value is not None and not value >= 0:  # also rejects nan
            raise VoptError(f"--{opt} {value}: must be a non-negative number")
    gpu = getattr(args, "backend", "cpu") == "gpu"
    if gpu:  # before any work: no GPU is one line, exit 2
        from verified_opt.backends.gpu.device import GpuUnavailable, require_gpu
        try:
            require_gpu()
        except GpuUnavailable as e:
            raise GpuUnavailable(f"--backend gpu: {e}") from None
    graph = load_graph(args)
    if args.randomize_weights:
        n = randomize_weights(graph, args.seed)
        console.print(f"randomized {n} weight tensors (seed {args.seed})")
    feeds = random_feeds(graph, args.seed)
    t0 = time.perf_counter()
    try:
        ref = evaluate(graph, feeds)
    except NotImplementedError as e:  # an opaque operator onnx's ReferenceEvaluator lacks
        raise VoptError(f"the reference semantics cannot evaluate this model: "
                        f"{one_line(e, 200)}") from None
    t_ref = time.perf_counter() - t0
    console.print(f"reference semantics: {t_ref:.2f} s")
    if graph.tail is not None:
        made = [o for o in graph.model_outputs() if o not in ref]
        console.print(f"{len(graph.tail.nodes)} nodes after a run-time shape are not evaluated "
                      f"(outputs {', '.join(made)}); shown instead: the values they read")
    if gpu:
        return _compare_gpu(graph, feeds, ref, args) or (_compare_ort(graph, feeds, ref, args)
                                                        if args.compare_ort else 0)
    if not args.compare_ort:
        table = Table(title="Outputs (reference semantics)")
        for col in ("output", "shape", "mean", "std", "min", "max"):
            table.add_column(col, overflow="fold")
        for name, v in ref.items():
            a = np.asarray(v)
            if a.dtype.kind not in "biuf" or not a.size:
                # strings: no statistics; a few of the values instead
                shown = ", ".join(repr(x) for x in a.reshape(-1)[:3])
                table.add_row(name, str(list(a.shape)), f"[{shown}]", "", "", "")
                continue
            f = np.asarray(v, dtype=np.float64)
            table.add_row(name, str(list(v.shape)), f"{f.mean():.6g}", f"{f.std():.6g}",
                          f"{f.min():.6g}", f"{f.max():.6g}")
        console.print(table)
        return 0

    return _compare_ort(graph, feeds, ref, args)


def _compare_ort(graph, feeds, ref, args: argparse.Namespace) -> int:
    """ORT runs the file as given where it can (with weights randomized, or weights in
    external files, what was imported): so the comparison covers the import too."""
    from verified_opt.check.end_to_end import given_bytes, run_reference

    given = None if args.randomize_weights else given_bytes(args.model)
    t0 = time.perf_counter()
    [got] = run_reference(graph, [feeds], given)
    console.print(f"ONNX Runtime: {time.perf_counter() - t0:.2f} s")
    what = "the imported model" if given is None else "the file as given"
    rtol, atol = working_tolerances(graph)
    rtol = rtol if args.rtol is None else args.rtol
    atol = atol if args.atol is None else args.atol
    diffs = compare(ref, got, rtol, atol)
    against = f"ONNX Runtime ({what})"
    _table(diffs, against)
    if all(d.ok for d in diffs):
        return _verdict(diffs, against)
    # ORT's graph optimizations replace operators by fused kernels that need not round as the
    # operators do (a QuantizeLinear/DequantizeLinear group runs as an integer kernel, one
    # quantization step off the float operators now and then): without them, ORT runs the
    # operators as written, which is what the reference semantics state
    [plain] = run_reference(graph, [feeds], given, optimize=False)
    unfused = compare(ref, plain, rtol, atol)
    if not all(d.ok for d in unfused):
        return _verdict(diffs, against)
    moved = ", ".join(f"'{d.name}' by {d.max_abs:.3g}" for d in diffs if not d.ok)
    console.print(f"[yellow]note[/yellow]: ONNX Runtime's graph optimizations change {moved}: "
                  "its fused kernels (for example a quantized group as one integer kernel) "
                  "round otherwise than the operators they replace; with them off, ORT runs "
                  "the operators as written:")
    return _report(unfused, f"{against[:-1]}, graph optimizations off)")


def _compare_gpu(graph, feeds, ref, args: argparse.Namespace) -> int:
    """The model's GPU plan on the device vs the reference semantics (rtol at least GPU_RTOL:
    cuDNN may use TF32 for float32 convolutions)."""
    from verified_opt.backends.gpu.plan import summary
    from verified_opt.backends.gpu.runtime import GpuRunner
    from verified_opt.check.gpu import GPU_RTOL, plan_for_gpu

    plan = plan_for_gpu(graph, "given")
    console.print(f"GPU plan: {summary(plan)}")
    t0 = time.perf_counter()
    got = GpuRunner(plan).run(feeds)
    console.print(f"GPU (plan made ready and run once): {time.perf_counter() - t0:.2f} s")
    # the graph's own float tolerances (a float16 model's are float16's), at least GPU_RTOL
    rtol, atol = working_tolerances(graph)
    rtol = {d: max(r, GPU_RTOL) for d, r in rtol.items()} if args.rtol is None else args.rtol
    atol = atol if args.atol is None else args.atol
    return _report(compare(ref, got, rtol, atol), "the GPU plan")


def _report(diffs, against: str) -> int:
    _table(diffs, against)
    return _verdict(diffs, against)


def _table(diffs, against: str) -> None:
    table = Table(title=f"Reference semantics vs {against}")
    for col in ("output", "shape", "max abs diff", "max rel diff", "max |ref|", "tolerance",
                "result"):
        table.add_column(col, overflow="fold")
    for d in diffs:
        table.add_row(d.name, str(list(d.shape)), f"{d.max_abs:.3g}", f"{d.max_rel:.3g}",
                      f"{d.scale:.3g}", f"{d.tolerance:.3g}",
                      "[green]match[/green]" if d.ok else "[red]MISMATCH[/red]")
    console.print(table)


def _verdict(diffs, against: str) -> int:
    bad = [d for d in diffs if not d.ok]
    if bad:
        worst = bad[0]
        where = (f"differs by {worst.max_abs:.3g} at {worst.index} (tolerance "
                 f"{worst.tolerance:.3g})" if worst.index is not None else
                 "differs (strings or a sequence: compared exactly)")
        console.print(f"[red]mismatch[/red]: output '{worst.name}' {where}")
        return 1
    console.print(f"[green]all {len(diffs)} outputs match {against}[/green]")
    return 0
