"""`vopt inspect MODEL`: operators and counts, inputs/outputs, parameters, opaque operators."""

from __future__ import annotations

import argparse

from rich.markup import escape
from rich.table import Table

from verified_opt.commands.common import console, load_graph
from verified_opt.ir.graph import Graph, op_key
from verified_opt.ir.onnx_io import _dtype_name
from verified_opt.ops.node import Node, onnx_dtype
from verified_opt.passes.inline_if import inline_constant_ifs


def _run_time_type(vi) -> tuple[str, str]:
    """(shape, dtype) of an output made after a run-time shape, as the file declares it."""
    if not vi.type.HasField("tensor_type"):
        return "known at run time", vi.type.WhichOneof("value") or "?"
    t = vi.type.tensor_type
    dims = "?" if not t.HasField("shape") else ", ".join(
        str(d.dim_value) if d.HasField("dim_value") else (d.dim_param or "?")
        for d in t.shape.dim)
    return escape(f"[{dims}] known at run time"), onnx_dtype(_dtype_name(t.elem_type))


def main(args: argparse.Namespace) -> int:
    graph = load_graph(args)
    opaque = graph.opaque_ops()
    converted = f" (the file's {graph.file_opset}, converted)" if graph.file_opset else ""
    console.print(f"[bold]{args.model}[/bold]  graph '{graph.name}', opset {graph.opset}"
                  f"{converted}, {len(graph.all_nodes())} nodes")

    io = Table(title="Inputs and outputs")
    for col in ("kind", "name", "shape", "dtype"):
        io.add_column(col, overflow="fold")
    for name, t in graph.inputs.items():
        io.add_row("input", name, str(list(t.shape)), onnx_dtype(t.dtype))
    declared = graph.tail.declared if graph.tail else {}
    for name in graph.model_outputs():
        if name in declared:
            io.add_row("output", name, *_run_time_type(declared[name]))
            continue
        t = graph.types[name]
        io.add_row("output", name, str(list(t.shape)), onnx_dtype(t.dtype))
    console.print(io)

    ops = Table(title="Operators")
    ops.add_column("operator", overflow="fold")
    ops.add_column("count", justify="right")
    ops.add_column("modelled")
    tail = graph.tail.nodes if graph.tail else []
    for op, count in graph.op_counts().items():
        dyn = sum(1 for n in graph.nodes if op_key(n) == op and n.name in graph.dynamic)
        after = sum(1 for n in tail if op_key(n) == op)
        if after:
            status = (f"[yellow]{'all' if after == count else after} after a run-time shape: "
                      "pass through[/yellow]")
        elif opaque.get(op, 0) == count:
            status = "[yellow]dynamic shape input: passes through[/yellow]" if dyn else \
                "[yellow]no: passes through[/yellow]"
        elif dyn:
            status = f"yes ({dyn} with dynamic shape inputs pass through)"
        else:
            status = "yes"
        ops.add_row(op, str(count), status)
    console.print(ops)

    params = graph.parameter_count()
    weights = sum(1 for v in graph.initializers.values() if v.dtype.kind == "f")
    console.print(f"parameters: {params:,} in {len(graph.initializers)} initializers "
                  f"({weights} float)")
    from_fills = len(constant_fills(graph))
    if from_fills:
        console.print(f"weights made by ConstantOfShape: {from_fills} (constant fills; "
                      "use `vopt run --randomize-weights` for a meaningful check)")
    unmodelled: dict[str, int] = {}  # the graph's and the tail's own unmodelled operators
    for n in graph.all_nodes():
        if not graph.is_modelled(n):
            unmodelled[op_key(n)] = unmodelled.get(op_key(n), 0) + 1
    if unmodelled:
        listed = ", ".join(f"{op} x{c}" for op, c in sorted(unmodelled.items()))
        console.print(f"[yellow]not modelled (passed through untouched, never rewritten):[/yellow] "
                      f"{listed}")
    else:
        console.print("not modelled: none (every operator is modelled)")
    inlined = inline_constant_ifs(graph.copy())
    if inlined:
        console.print(f"If nodes whose condition is a constant for these input shapes: "
                      f"{', '.join(inlined)} (optimize replaces each by the branch it takes)")
    if tail:
        console.print(f"[yellow]{len(tail)} nodes after a value whose shape is known only at "
                      "run time (from "
                      f"{', '.join(dict.fromkeys(n.op for n in tail[:1]))} '{tail[0].name}' on) "
                      "pass through as they are[/yellow]; optimize works on the "
                      f"{len(graph.nodes)} before them")
    print_bands(graph)
    if getattr(args, "backend", "cpu") == "gpu":
        print_gpu_plan(graph)
    return 0


def print_bands(graph: Graph) -> None:
    """The banded products (sliding-window attention written densely) `vopt optimize --derive
    --fast-math` would derive (api/derive_band.find_bands; replacing the dense nodes drops
    their zero terms: zero-terms, check/float_tier.py)."""
    from verified_opt.api.derive_band import find_bands
    from verified_opt.derive.patterns import KIND_OP

    model, found, failed = find_bands(graph)
    if failed:
        console.print(f"banded products: not searched ({failed})")
    for m in found:
        assert model is not None  # bands are found in it
        names = ", ".join(model.graph.node[k].name for k in m.nodes)
        console.print(f"banded product: {KIND_OP[m.kind]} {list(m.expression().shape)}, width "
                      f"{m.width}, dilation {m.dilation} ({names}): `vopt optimize --derive "
                      "--fast-math` derives it (zero-terms: the dense zeros outside the band "
                      "are not computed)")


def print_gpu_plan(graph: Graph) -> None:
    """The GPU plan of the graph (built on CPU) and what each node becomes in it; a graph the
    plan does not cover raises PlanError (one line, exit 2)."""
    from verified_opt.backends.gpu.node_kernels import counts, node_kernels
    from verified_opt.backends.gpu.plan import build_plan, summary

    plan = build_plan(graph)
    table = node_kernels(graph, plan)
    t = Table(title="GPU plan: what each node becomes")
    for col in ("node", "operator", "kernel", "launches", "detail"):
        t.add_column(col, overflow="fold")
    for row in table:
        t.add_row(row.node, row.op, row.kernel, str(row.launches), row.detail)
    console.print(t)
    console.print(f"GPU plan: {summary(plan)}")
    console.print("nodes by kernel: " + ", ".join(f"{k} {v}" for k, v in counts(table).items()))


def constant_fills(graph: Graph) -> list[Node]:
    """The ConstantOfShape nodes that make weights: those whose shape is a constant (an
    initializer or a Constant's value), which `--randomize-weights` replaces, as
    ir/weights.materialize_constants does. A fill whose shape comes from an input's shape at
    run time (an LSTM's zero initial state) is no weight."""
    constant = set(graph.initializers)
    fills = []
    for n in graph.nodes:
        if n.op in ("Constant", "ConstantOfShape") and n.domain in ("", "ai.onnx") and all(
                (not i) or i in constant for i in n.inputs):
            constant.update(o for o in n.outputs if o)
            if n.op == "ConstantOfShape":
                fills.append(n)
    return fills
