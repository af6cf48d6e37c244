"""`vopt derive MODEL --node NAME`: the derivation search for one operator, its candidates with
their proved steps, the instantiation (library operators, eOperators) and measured cost."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from rich.markup import escape
from rich.table import Table

from verified_opt.api.derivations import DeriveResult, derive_operator, float_tier
from verified_opt.api.derive_band import band_of, derive_band
from verified_opt.atomic import write_text_atomic
from verified_opt.commands.common import console, load_graph
from verified_opt.derive.certificate import write_step_certificate
from verified_opt.derive.patterns import KIND_OP
from verified_opt.errors import VoptError
from verified_opt.ir.onnx_io import node_to_proto
from verified_opt.output_paths import check_folder_writable, check_outputs, check_writable
from verified_opt.verify.certificate import safe_name


def main(args: argparse.Namespace) -> int:
    if args.retune and args.tune <= 0:
        raise VoptError("--retune needs a tuning budget (--tune SECONDS)")
    # the outputs before the search: a bad one would otherwise fail after all the work
    check_writable(args.json, "--json")
    check_outputs(args.model, None, reports=[(args.json, "--json")])
    check_folder_writable(args.certificates, "--certificates")
    graph = load_graph(args)
    node = next((n for n in graph.nodes if n.name == args.node or args.node in n.outputs), None)
    if node is None and any(n.name == args.node or args.node in n.outputs
                            for n in graph.all_nodes()):
        raise VoptError(f"--node {args.node}: it follows a value whose shape is known only at "
                        "run time, and passes through (vopt inspect lists those nodes)")
    if node is None:
        raise VoptError(f"--node {args.node}: no node of that name or output in {args.model}")
    solvers = ("z3", "cvc5") if _has_cvc5() else ("z3",)
    say = lambda m: console.print(f"[dim]{m}[/dim]")
    found = band_of(graph, args.node)
    if found is not None:   # a node of a banded product: the whole band is derived
        model, band = found
        say(f"{args.node} is part of a {KIND_OP[band.kind]} (width {band.width}, dilation "
            f"{band.dilation}): its {len(band.nodes)} nodes are derived as one")
        try:
            res = derive_band(model, band, depth=args.depth, budget_s=args.budget,
                              keep=args.keep, measure=not args.no_measure, solvers=solvers,
                              progress=say, tune_s=args.tune, retune=args.retune)
        except ValueError as e:
            raise VoptError(f"--node {args.node}: {e}") from None
        return _show(args, res, solvers)
    proto = node_to_proto(node)
    shapes = {}
    for i in proto.input:
        if not i:
            continue
        t = graph.types.get(i) or graph.inputs.get(i)
        if t is None or any(not isinstance(d, int) for d in t.shape):
            raise VoptError(f"--node {args.node}: input {i} has no static shape (use --shape)")
        shapes[i] = tuple(int(d) for d in t.shape)
    consts = {k: graph.initializers[k] for k in proto.input if k in graph.initializers}
    res = derive_operator(proto, shapes, consts, depth=args.depth, budget_s=args.budget,
                          keep=args.keep, measure=not args.no_measure, solvers=solvers,
                          progress=say, tune_s=args.tune, retune=args.retune)
    return _show(args, res, solvers)


def _show(args: argparse.Namespace, res: DeriveResult, solvers: tuple[str, ...]) -> int:
    """Print the candidates (and write --certificates, --json)."""
    console.print(escape(f"{res.op} {res.node}:\n{res.expression}"))
    console.print(f"search: {res.search_s:.2f} s, {res.states} candidates")
    table = Table(title=f"Derivations of {res.node}")
    cols = ["#", "path", "steps", "instantiation", "status", "ms", "ORT ms", "speedup"]
    tuned = any(d.schedules for d in res.derived)
    for col in cols + (["untuned ms"] if tuned else []):
        table.add_column(col)
    for k, d in enumerate(res.derived):
        kinds = ", ".join(f"{s}:{kind}" for s, kind in d.kinds) or "-"
        table.add_row(str(k), escape(d.candidate.path), str(len(d.candidate.steps)), kinds,
                      escape(d.status + (f" ({d.reason})" if d.reason else "")),
                      f"{d.ms:.3f}" if d.ms else "-", f"{d.ort_ms:.3f}" if d.ort_ms else "-",
                      f"{d.speedup:.2f}x" if d.speedup else "-",
                      *([f"{d.untuned_ms:.3f}" if d.untuned_ms else "-"] if tuned else []))
    console.print(table)
    if res.tuned:
        kt = Table(title="Tuned kernels (MetaSchedule)")
        for col in ("kernel", "trials", "untuned ms", "best ms", "seconds", "used"):
            kt.add_column(col)
        for t in res.tuned:
            kt.add_row(escape(t.name), "reused" if t.reused else str(t.trials),
                       f"{t.untuned_s * 1e3:.3f}",
                       f"{t.best_s * 1e3:.3f}" if t.best_s is not None else "-",
                       f"{t.spent_s:.0f}", "yes" if t.used else "no")
        console.print(kt)
    # an entry after the first of its candidate is a variant of its instantiation: copies as
    # eOperators instead of Gather, and/or the MatMuls' other operand order
    first: dict[int, int] = {}
    for k, d in enumerate(res.derived):
        first.setdefault(id(d.candidate), k)
    for k, d in enumerate(res.derived):
        for f in d.folded:
            console.print(escape(f"#{k} folded once: {f.describe()}"))
        if d.inst is not None and d.inst.swappable:
            mm = ", ".join(f"{o['stage']} = {o['left']} x {o['right']}"
                           for o in d.matmul_operands)
            console.print(escape(f"#{k} MatMul operand order ({d.matmul_order}): {mm}"))
        if first[id(d.candidate)] != k:
            f0 = res.derived[first[id(d.candidate)]]
            what = [w for w, on in (("its copies as eOperators instead of Gather",
                                     f0.gather and not d.gather),
                                    ("its MatMuls' other operand order", d.swap)) if on]
            console.print(f"[bold]#{k}[/bold]: #{first[id(d.candidate)]} with "
                          + " and ".join(what))
        elif d.status == "usable" and d.candidate.steps:
            console.print(f"[bold]#{k}[/bold] proved steps ({', '.join(solvers)}):")
            for c in d.certificates:
                console.print(f"  {c['rule']}: {len(c['obligations'])} obligations unsat, "
                              f"exact check on {c['exact_check']['points']} points")
            console.print(escape("  final:\n    " + d.to_json()["expression"]
                                 .replace("\n", "\n    ")))
    contract = _float_contract(res)
    if contract is not None:
        console.print(escape(f"#{contract['candidate']} float contract: {contract['tier']} "
                             f"({contract['evidence']})"
                             + ("; `vopt optimize --derive` applies it only with --fast-math"
                                if contract["tier"] not in ("exact", "reassociate") else "")))
    if args.certificates:
        folder = Path(args.certificates)
        n = 0
        for k, d in enumerate(res.derived):
            for j, c in enumerate(d.certificates if first[id(d.candidate)] == k else []):
                write_step_certificate(folder, safe_name(f"{res.node}.c{k}.step{j}"), c)
                n += 1
        console.print(f"wrote {n} step certificates to {folder}")
    if args.json:
        doc = dict(res.to_json(), float_contract=contract)
        write_text_atomic(args.json, json.dumps(doc, indent=1) + "\n")
        console.print(f"wrote {args.json}")
    return 0


def _float_contract(res: DeriveResult) -> dict | None:
    """The float contract of the best usable derivation (the fastest measured, else the first),
    measured as the optimize pass measures it before replacing (check/float_tier.py)."""
    usable = [d for d in res.derived if d.status == "usable" and d.inst is not None
              and d.candidate.steps]
    if not usable:
        return None
    best = max(usable, key=lambda d: d.speedup or 0.0)
    tier, evidence = float_tier(res, best)
    return {"candidate": res.derived.index(best), "tier": tier, "evidence": evidence}


def _has_cvc5() -> bool:
    try:
        import cvc5  # noqa: F401
    except ImportError:
        return False
    return True
