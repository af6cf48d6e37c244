"""EinNet's operator cases on CPU: ONNX Runtime's own operator vs the derived instantiations.

    python -m benchmarks.derive_bench [--rounds 3] [--repeat 15] [--cases conv3x3,...]
    python -m benchmarks.derive_bench --cases g2bmm_dil2,g2bmm_dil4 --out .../derive_bench_dilated
    python -m benchmarks.derive_bench --cases gbmm,gbmm_dil2 --threads 1 --out .../derive_bench_gbmm

For each case the derivation engine (verified_opt/derive/engine.py) lowers the operator,
searches, proves every step of its best candidates (z3, cvc5 where installed), checks each
instantiation exactly on random integers, then times the instantiations against ORT's
operator on the same inputs, interleaved, `repeat` runs per round (median), `rounds` rounds
(the range across rounds is reported: this machine is shared and noisy). Two
instantiations per derivation: library (MatMul, Conv, ConvTranspose, Col2Im, Einsum,
Slice/Pad ... where a stage matches, TVM eOperators for the rest; `lib/eop` counts the stages
of each) and the operator as lowered, one untuned TVM eOperator ("eop only").

G2BMM has no ONNX operator; its baseline is the dense formulation users write in ONNX
(MatMul of Q and K^T, then GatherElements of the band; reads outside [0, M) masked to 0).
GBMM's is the one torch exports: the masked band scattered (ScatterElements, add) into a zero
[B, M, M], then MatMul with V.

Writes benchmarks/results/derive_bench.{json,md}. EinNet's own GPU figures (A100, vs cuDNN /
cuBLAS) for scale: Conv3x3 2.59x, ConvTranspose 5.14x, G2BMM 4.55x.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import time
from pathlib import Path

import numpy as np
import onnx
from onnx import helper, numpy_helper
from rich.console import Console
from rich.table import Table

from verified_opt.api.derivations import derive_operator, time_models
from verified_opt.derive.expr import Tensor
from verified_opt.derive.instantiate import instantiate, subgraph_model
from verified_opt.derive.lower import g2bmm
from verified_opt.derive.patterns import band_tables

RESULTS = Path(__file__).parent / "results"
THREADS = 2   # ORT's intra-op threads and TVM's pool (--threads)
console = Console(highlight=False, width=None if os.isatty(1) else 170)


def _conv(name, x, w, **attrs):
    return name, helper.make_node("Conv", ["X", "W"], ["Y"], name=name, **attrs), \
        {"X": x, "W": w}


def _convt(name, x, w, **attrs):
    return name, helper.make_node("ConvTranspose", ["X", "W"], ["Y"], name=name, **attrs), \
        {"X": x, "W": w}


CASES = {
    # ResNet-18's 3x3 at 28x28 and a 5x5 (EinNet's Conv cases)
    "conv3x3": _conv("conv3x3", (1, 128, 28, 28), (128, 128, 3, 3), pads=[1, 1, 1, 1]),
    "conv5x5": _conv("conv5x5", (1, 32, 28, 28), (32, 32, 5, 5), pads=[2, 2, 2, 2]),
    # CSRNet's dilated back end
    "dilated": _conv("dilated", (1, 64, 28, 28), (64, 64, 3, 3), pads=[2, 2, 2, 2],
                     dilations=[2, 2]),
    # GCN's large separable kernels (k x 1)
    "gcn_kx1": _conv("gcn_kx1", (1, 64, 32, 32), (21, 64, 15, 1), pads=[7, 0, 7, 0]),
    # DCGAN / InfoGAN generator (4x4, stride 2) and FSRCNN's deconvolution (9x9, stride 2)
    "convT_gan": _convt("convT_gan", (1, 256, 8, 8), (256, 128, 4, 4), strides=[2, 2],
                        pads=[1, 1, 1, 1]),
    "convT_fsrcnn": _convt("convT_fsrcnn", (1, 56, 32, 32), (56, 1, 9, 9), strides=[2, 2],
                           pads=[4, 4, 4, 4], output_padding=[1, 1]),
}


def _weights(shapes, seed=0):
    rng = np.random.default_rng(seed)
    return {k: rng.standard_normal(v).astype(np.float32) for k, v in shapes.items()}


def bench_operator(name, node, shapes, rounds, repeat, budget):
    consts = {"W": _weights({"W": shapes["W"]})["W"]}
    t0 = time.perf_counter()
    res = derive_operator(node, shapes, consts, budget_s=budget, keep=2, measure=False,
                          solvers=_solvers())
    total_s = time.perf_counter() - t0
    usable = [d for d in res.derived if d.status == "usable" and d.inst is not None]
    from verified_opt.api.derivations import node_model
    out_shape = usable[0].candidate.final.shape
    models = [node_model(node, shapes, consts, out_shape)] + [
        subgraph_model(d.candidate.final, d.inst, "Y", consts) for d in usable]
    feeds = {"X": _weights({"X": shapes["X"]}, 1)["X"]}
    per_round = [time_models(models, feeds, repeat, THREADS) for _ in range(rounds)]
    derived = [k for k, d in enumerate(usable) if d.candidate.steps]
    kept_in = [min(derived, key=lambda k: r[k + 1]) if derived else -1 for r in per_round]
    rows = []
    for k, d in enumerate(usable):
        ratios = [r[0] / r[k + 1] for r in per_round]
        rows.append({"case": name, "candidate": d.candidate.path,
                     "depth": len(d.candidate.steps),
                     "instantiation": ", ".join(kind for _, kind in d.kinds),
                     **_counts(d.kinds), **_variant(d.inst, d.gather, d.swap),
                     "fastest_rounds": kept_in.count(k),
                     "ort_ms": [r[0] for r in per_round], "ms": [r[k + 1] for r in per_round],
                     "speedup": ratios, "search_s": res.search_s, "derive_s": total_s,
                     "steps_proved": len(d.certificates)})
    return rows


def _band_candidates(root, budget, keep, prefix):
    """The search's best `keep` derivations of a banded product and the product as lowered
    (one TVM eOperator), each certified (every step proved) and its instantiations checked
    exactly: [(candidate, instantiation, gather, swap)], their models, the search's
    seconds."""
    from verified_opt.check.instantiation import check_instantiation
    from verified_opt.derive.search import certify, derive
    t0 = time.perf_counter()
    cands = derive(root, budget_s=budget)
    search_s = time.perf_counter() - t0
    chosen = [c for c in cands if c.steps][:keep] + [c for c in cands if not c.steps]
    kept, models = [], []
    for c in chosen:
        if not certify(c, solvers=_solvers()):
            continue
        ok, why = check_instantiation(c.final, set())
        assert ok, why
        # the copies as Gathers of index tables and as TVM kernels, and where the batched
        # MatMul's other operand order is worth measuring (instantiate.other_order) each in
        # that order too (the derivation pass times them all): a dilated band's copies match
        # Gather only; every one checked exactly
        first = instantiate(c.final, "Y", prefix, {}, library=bool(c.steps))
        gathers = [True]
        if instantiate(c.final, "Y", prefix, {}, library=bool(c.steps),
                       gather=False).kinds != first.kinds:
            gathers.append(False)
        for gather in gathers:
            for swap in (False, True) if first.swappable else (False,):
                if gather or swap:
                    ok, why = check_instantiation(c.final, set(), gather=gather, swap=swap)
                    assert ok, why
                inst = instantiate(c.final, "Y", prefix, {}, library=bool(c.steps),
                                   gather=gather, swap=swap)
                kept.append((c, inst, gather, swap))
                models.append(subgraph_model(c.final, inst, "Y", {}))
    return kept, models, search_s


def _band_rows(case, baseline, dense, kept, models, feeds, search_s, rounds, repeat):
    """Each instantiation checked against the dense baseline in ORT, then timed beside it."""
    from verified_opt.backends.hybrid import HybridSession
    want = HybridSession(dense).run(feeds)[0]
    for model in models:
        got = HybridSession(model).run(feeds)[0]
        assert np.allclose(got, want, rtol=1e-4, atol=1e-4), f"{case}: instantiation differs"
    per_round = [time_models([dense] + models, feeds, repeat, THREADS) for _ in range(rounds)]
    # the one the derivation pass would keep in each round: the fastest derived instantiation
    derived = [i for i, (c, *_) in enumerate(kept) if c.steps]
    kept_in = [min(derived, key=lambda i: r[i + 1]) if derived else -1 for r in per_round]
    return [{"case": case, "candidate": c.path,
             "depth": len(c.steps), "instantiation": ", ".join(kd for _, kd in inst.kinds),
             **_counts(inst.kinds), **_variant(inst, gather, swap),
             "fastest_rounds": kept_in.count(i),
             "ort_ms": [r[0] for r in per_round], "ms": [r[i + 1] for r in per_round],
             "speedup": [r[0] / r[i + 1] for r in per_round], "search_s": search_s,
             "derive_s": search_s, "steps_proved": len(c.steps), "baseline": baseline}
            for i, (c, inst, gather, swap) in enumerate(kept)]


def _model(nodes, name, inputs, out_shape, inits):
    g = helper.make_graph(
        nodes, name,
        [helper.make_tensor_value_info(k, onnx.TensorProto.FLOAT, v) for k, v in inputs.items()],
        [helper.make_tensor_value_info("Y", onnx.TensorProto.FLOAT, out_shape)],
        initializer=[numpy_helper.from_array(v, k) for k, v in inits.items()])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    return model


# EinNet's banded cases (Longformer, b4 m1024 d64 w64): name -> (kind, dilation)
BAND_CASES = {"g2bmm": ("g2bmm", 1), "g2bmm_dil2": ("g2bmm", 2), "gbmm": ("gbmm", 1)}


def band_dense(kind, b=4, m=1024, d=64, width=64, dilation=1):
    """A banded product in its dense ONNX formulation (what derive/patterns.py finds), its
    expression, and its inputs' shapes. G2BMM: S = Q @ K^T [b, m, m], band j -> column
    i + (j - w) * dil, masked; GBMM: the masked band scattered into a zero [b, m, m] (as torch
    exports it), MatMul with V."""
    from verified_opt.derive.lower import gbmm
    band = 2 * width + 1
    idx, valid = band_tables(m, width, dilation)
    table = np.broadcast_to(idx, (b, m, band)).copy()
    if kind == "g2bmm":
        inputs = {"Q": (b, m, d), "Kt": (b, m, d)}
        root = g2bmm(Tensor("Q", inputs["Q"]), Tensor("Kt", inputs["Kt"]), width, dilation)
        nodes = [helper.make_node("Transpose", ["Kt"], ["KtT"], perm=[0, 2, 1]),
                 helper.make_node("MatMul", ["Q", "KtT"], ["S"]),
                 helper.make_node("GatherElements", ["S", "idx"], ["G"], axis=2),
                 helper.make_node("Mul", ["G", "valid"], ["Y"])]
        inits = {"idx": table, "valid": valid}
    else:
        inputs = {"P": (b, m, band), "V": (b, m, d)}
        root = gbmm(Tensor("P", inputs["P"]), Tensor("V", inputs["V"]), width, dilation)
        nodes = [helper.make_node("Mul", ["P", "valid"], ["Pm"]),
                 helper.make_node("ConstantOfShape", ["dense_shape"], ["Z"]),
                 helper.make_node("ScatterElements", ["Z", "idx", "Pm"], ["D"], axis=2,
                                  reduction="add"),
                 helper.make_node("MatMul", ["D", "V"], ["Y"])]
        inits = {"idx": table, "valid": valid, "dense_shape": np.array([b, m, m], np.int64)}
    return _model(nodes, f"{kind}_dense", inputs, root.shape, inits), root, inputs


def bench_g2bmm(rounds, repeat, budget, b=4, m=1024, d=64, width=64, dilation=1, keep=3):
    """The banded product: the derivations the search finds (each step proved, each
    instantiation checked exactly) and the band as one TVM eOperator, against MatMul +
    GatherElements in ORT (the dense formulation)."""
    dense, root, inputs = band_dense("g2bmm", b, m, d, width, dilation)
    kept, models, search_s = _band_candidates(root, budget, keep, "g2bmm")
    feeds = _weights(inputs, 2)
    case = f"g2bmm b{b} m{m} d{d} w{width}" + (f" dilation {dilation}" if dilation > 1 else "")
    return _band_rows(case, "MatMul + GatherElements (dense)", dense, kept, models, feeds,
                      search_s, rounds, repeat)


def bench_gbmm(rounds, repeat, budget, b=4, m=1024, d=64, width=64, dilation=1, keep=3):
    """Longformer's second banded product, O[b, i, k] = Σ_j P[b, i, j] * V[b, i + (j-w)*dil, k]
    (rows of V outside [0, m) read 0): the derivations (each step proved, each instantiation
    checked exactly) and the product as one TVM eOperator, against the dense formulation in
    ORT as torch exports it (the masked band scattered into a zero [b, m, m], MatMul with V)."""
    dense, root, inputs = band_dense("gbmm", b, m, d, width, dilation)
    kept, models, search_s = _band_candidates(root, budget, keep, "gbmm")
    feeds = _weights(inputs, 2)
    case = f"gbmm b{b} m{m} d{d} w{width}" + (f" dilation {dilation}" if dilation > 1 else "")
    return _band_rows(case, "ScatterElements + MatMul (dense)", dense, kept, models, feeds,
                      search_s, rounds, repeat)


def bench_band_model(rounds, repeat, budget, b=4, m=1024, d=64, width=64, tune=0.0, heads=0):
    """Sliding-window attention as torch exports it (dense Q @ K^T, gather of the band, softmax,
    scatter_add of the band, @ V) through `vopt optimize --derive` (api.pipeline.optimize):
    the derivation pass finds the two banded products, checks each exactly against the
    exported nodes, derives them (every step proved), times each proved candidate's
    instantiations against the matched nodes and replaces a band where one gains 1.1x (with
    --fast-math: a band's derivation drops the dense product's zero terms, check/float_tier.py); the
    run checks the model end to end and keeps it only if it measured faster. The model it
    returns against the export, both in ORT (+ TVM), interleaved rounds. tune > 0: also the
    run with `--tune tune` (eOperators tuned with MetaSchedule, a fresh tuning database), its
    model timed in the same rounds. heads > 0: tensors [b, heads, m, d] (multi-head)."""
    import tempfile

    import torch

    from verified_opt.api.pipeline import optimize
    from verified_opt.backends.hybrid import HybridSession

    class Band(torch.nn.Module):
        def __init__(self):
            super().__init__()
            cols = torch.arange(m)[:, None] + torch.arange(2 * width + 1)[None, :] - width
            self.register_buffer("idx", cols.clamp(0, m - 1))
            self.register_buffer("mask", ((cols >= 0) & (cols < m)).float())

        def forward(self, q, k, v):
            s = q @ k.transpose(-1, -2)
            batch = tuple(q.shape[:-2])
            idx = self.idx.expand(*batch, m, 2 * width + 1)
            axis = len(batch) + 1
            p = torch.softmax(torch.gather(s, axis, idx) * self.mask, -1) * self.mask
            return torch.zeros(*batch, m, m).scatter_add(axis, idx, p) @ v

    batch = (b, heads) if heads else (b,)
    with tempfile.TemporaryDirectory() as tmp:
        path = f"{tmp}/band.onnx"
        args = tuple(torch.randn(*batch, m, d) for _ in range(3))
        torch.onnx.export(Band().eval(), args, path, dynamo=True, opset_version=18)
        model = onnx.load(path)
    feeds = {i.name: a.numpy() for i, a in zip(model.graph.input, args)}
    runs = []
    for t in ([0.0, tune] if tune > 0 else [0.0]):
        with tempfile.TemporaryDirectory() as db:
            os.environ["VOPT_TUNE_DB"] = db   # tuned from scratch: no records of earlier runs
            t0 = time.perf_counter()
            new, report = optimize(model, derive=True, derive_budget=max(60.0, budget),
                                   threads=THREADS, tune=t, fast_math=True)
            runs.append((t, new, report, time.perf_counter() - t0))
        os.environ.pop("VOPT_TUNE_DB")
        want, got = HybridSession(model).run(feeds)[0], HybridSession(new).run(feeds)[0]
        assert np.allclose(got, want, rtol=1e-4, atol=1e-4), "the optimized model differs"
    per_round = [time_models([model] + [r[1] for r in runs], feeds, repeat, THREADS)
                 for _ in range(rounds)]
    rows = []
    for k, (t, new, report, derive_s) in enumerate(runs, start=1):
        steps = [s for s in report.applied if s.derivation is not None]
        paths = [f"{s.derivation['op']}: {s.derivation['path'] or '(as one eOperator)'} "
                 f"({s.cost_before_ms:.2f} -> {s.cost_after_ms:.2f} ms in the pass"
                 + (f", {len(s.tuned)} tuned kernels" if s.tuned else "") + ")" for s in steps]
        kinds = [(i["stage"], i["kind"]) for s in steps for i in s.derivation["instantiation"]]
        rows.append({
            "case": f"band attention model b{b}" + (f" h{heads}" if heads else "")
                    + f" m{m} d{d} w{width}"
                    + (f", --tune {t:g}" if t else ""),
            "candidate": "; ".join(paths) or f"none replaced (kept: {report.kept})",
            "depth": max((len(s.derivation["steps"]) for s in steps), default=0),
            "instantiation": ", ".join(k for _, k in kinds), **_counts(kinds),
            "ort_ms": [r[0] for r in per_round], "ms": [r[k] for r in per_round],
            "speedup": [r[0] / r[k] for r in per_round], "search_s": derive_s,
            "derive_s": derive_s, "tune_s": t,
            "steps_proved": sum(len(s.derivation["steps"]) for s in steps),
            "baseline": "the torch export in ORT (whole model); ms: vopt optimize --derive's "
                        "model, search_s: that whole run"})
    return rows


def _variant(inst, gather: bool, swap: bool) -> dict:
    """Which instantiation of its candidate a row is: copies as Gather or TVM kernels, and the
    MatMuls' operand order (left x right), the other one where `swap`."""
    mm = "; ".join(f"{st} = {a} x {b}" for st, a, b in inst.operands)
    return {"gather": gather, "matmul_order": "other" if swap else "fewest transposes",
            "matmul_operands": mm + (" (other order)" if swap else "")}


def _counts(kinds) -> dict:
    """Stages instantiated as library operators and as eOperators."""
    eops = sum(1 for _, k in kinds if k == "EOperator")
    return {"library_stages": len(kinds) - eops, "eop_stages": eops}


def _solvers():
    try:
        import cvc5  # noqa: F401
        return ("z3", "cvc5")
    except ImportError:
        return ("z3",)


def _fastest(r, rounds) -> str:
    """In how many rounds the row was its case's fastest derived instantiation (the one the
    derivation pass keeps)."""
    return f"{r['fastest_rounds']}/{rounds}" if "fastest_rounds" in r else ""


def _rng(xs):
    return f"{min(xs):.2f}-{max(xs):.2f}" if len(xs) > 1 else f"{xs[0]:.2f}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=15)
    ap.add_argument("--budget", type=float, default=20.0)
    ap.add_argument("--tune", type=float, default=0.0,
                    help="band_model: also optimize with --tune SECONDS, timed side by side")
    ap.add_argument("--cases", default=",".join(list(CASES) + [
        "g2bmm", "g2bmm_dil2", "g2bmm_dil4", "gbmm", "gbmm_dil2", "gbmm_dil4", "band_model", "band_model_mh"]))
    ap.add_argument("--out", default=str(RESULTS / "derive_bench"))
    ap.add_argument("--threads", type=int, default=2,
                    help="threads for ORT and TVM alike; 1 is less moved by other jobs on a "
                         "shared machine")
    args = ap.parse_args(argv)
    global THREADS
    THREADS = args.threads
    os.environ["TVM_NUM_THREADS"] = str(args.threads)   # before TVM's pool starts
    rows = []
    for case in args.cases.split(","):
        console.print(f"[bold]{case}[/bold] ...")
        if case == "g2bmm":
            rows += bench_g2bmm(args.rounds, args.repeat, args.budget)
        elif case.startswith("g2bmm_dil"):   # g2bmm_dil2, g2bmm_dil4: Longformer's dilated band
            rows += bench_g2bmm(args.rounds, args.repeat, args.budget,
                                dilation=int(case.removeprefix("g2bmm_dil")))
        elif case == "gbmm" or case.startswith("gbmm_dil"):   # gbmm, gbmm_dil2 ...
            rows += bench_gbmm(args.rounds, args.repeat, args.budget,
                               dilation=int(case.removeprefix("gbmm").removeprefix("_dil") or 1))
        elif case == "band_model":
            rows += bench_band_model(args.rounds, args.repeat, args.budget, tune=args.tune)
        elif case == "band_model_mh":   # multi-head: Longformer-base's 12 heads of 64
            rows += bench_band_model(args.rounds, args.repeat, args.budget, tune=args.tune,
                                     b=1, heads=12)
        else:
            name, node, shapes = CASES[case]
            rows += bench_operator(name, node, shapes, args.rounds, args.repeat, args.budget)
    table = Table(title="Derivations on CPU: ORT's operator vs derived instantiations "
                        f"(ms, median of {args.repeat}; range over {args.rounds} rounds)")
    for col in ("case", "derivation", "steps", "instantiation", "lib/eop", "MatMul operands",
                "ORT ms", "derived ms", "speedup", "fastest", "search s"):
        table.add_column(col)
    for r in rows:
        table.add_row(r["case"], r["candidate"], str(r["depth"]), r["instantiation"],
                      f"{r['library_stages']}/{r['eop_stages']}", r.get("matmul_operands", ""),
                      _rng(r["ort_ms"]), _rng(r["ms"]), _rng(r["speedup"]) + "x",
                      _fastest(r, args.rounds), f"{r['search_s']:.2f}")
    console.print(table)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    meta = {"date": time.strftime("%Y-%m-%d"), "machine": platform.processor() or
            platform.machine(), "cores": os.cpu_count(), "rounds": args.rounds,
            "repeat": args.repeat, "threads": args.threads}
    out.with_suffix(".json").write_text(json.dumps({"meta": meta, "rows": rows}, indent=1))
    with out.with_suffix(".md").open("w") as f:
        f.write(f"# derive_bench ({meta['date']}, {meta['cores']} cores, {args.threads} "
                f"threads, {args.rounds} rounds x {args.repeat} runs)\n\n")
        f.write("| case | derivation | steps | instantiation | lib/eop | MatMul operands "
                "| ORT ms | derived ms | speedup | fastest derived in rounds | search s |\n"
                "|---|---|---|---|---|---|---|---|---|---|---|\n")
        for r in rows:
            f.write(f"| {r['case']} | {r['candidate']} | {r['depth']} | {r['instantiation']} "
                    f"| {r['library_stages']}/{r['eop_stages']} | {r.get('matmul_operands', '')} "
                    f"| {_rng(r['ort_ms'])} | {_rng(r['ms'])} | {_rng(r['speedup'])}x "
                    f"| {_fastest(r, args.rounds)} | {r['search_s']:.2f} |\n")
    console.print(f"wrote {out.with_suffix('.md')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
