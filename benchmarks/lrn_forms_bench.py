"""LRN's forms on ONNX Runtime's CPU kernels, side by side in one run: the measurement behind
rewriting a size-5 LRN as a 3-D Conv over the channel axis (data/rules/lrn.json).

    python -m benchmarks.lrn_forms_bench [--rounds 7] [--repeat 20] [--threads 2]

For the LRN shapes of AlexNet, ZFNet and GoogLeNet (Caffe's size 5, alpha 1e-4, beta 0.75):
ORT's own LRN against what the shipped rules write, each applied to the LRN by the matcher
(rules/match.py, rules/apply.py), so the models timed are the ones `vopt optimize` writes:
`lrn5_to_column_conv` (the squares unsqueezed to [n, 1, c, h, w] and summed by a [5, 1, 1]
3-D Conv: reassociate) and `lrn_to_window_conv` (a 1x1 Conv over all channels with a banded
kernel: zero-terms, --fast-math). Beside them two forms considered and not written as rules:
the window as a [5, 1] 2-D Conv over [n, 1, c, h*w], and five shifted Slices of a padded
square added. Every form's output is checked against ORT's LRN. Interleaved rounds, medians
and ranges; writes benchmarks/results/lrn_forms_bench.{json,md}.
"""

from __future__ import annotations

import argparse
import json
import platform
import time
from pathlib import Path

import numpy as np
import onnx
from onnx import helper, numpy_helper

from benchmarks.channel_pad_bench import _session
from verified_opt.ir.onnx_io import IR_VERSION, export_model, import_model
from verified_opt.rules.apply import apply_match
from verified_opt.rules.format import load_rules
from verified_opt.rules.match import find_matches
from verified_opt.search.library import DEFAULT_RULES

RESULTS = Path(__file__).parent / "results"
SHAPES = {"AlexNet / ZFNet 1st": (1, 96, 55, 55), "AlexNet 2nd": (1, 256, 27, 27),
          "GoogLeNet 1st": (1, 64, 56, 56), "GoogLeNet 2nd": (1, 192, 56, 56)}
LRN = {"size": 5, "alpha": 1e-4, "beta": 0.75, "bias": 1.0}
TAIL = [helper.make_node("Sqrt", ["t"], ["r"]), helper.make_node("Sqrt", ["r"], ["rr"]),
        helper.make_node("Mul", ["r", "rr"], ["d"]), helper.make_node("Div", ["x", "d"], ["y"])]


def _model(nodes, inits, shape) -> onnx.ModelProto:
    g = helper.make_graph(nodes, "lrn", [helper.make_tensor_value_info("x", 1, list(shape))],
                          [helper.make_tensor_value_info("y", 1, list(shape))], inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
    m.ir_version = IR_VERSION
    return m


def _by_rule(model: onnx.ModelProto, rule) -> onnx.ModelProto:
    graph = import_model(model)
    (m,) = find_matches(rule, graph)
    return export_model(apply_match(graph, m, "sha256:bench", 1))


def _rows_conv(shape) -> onnx.ModelProto:
    n, c, h, w = shape
    a = LRN["alpha"] / LRN["size"]
    inits = [numpy_helper.from_array(np.array([n, 1, c, h * w], np.int64), "rows"),
             numpy_helper.from_array(np.array(shape, np.int64), "back"),
             numpy_helper.from_array(np.full((1, 1, 5, 1), a, np.float32), "k"),
             numpy_helper.from_array(np.array([LRN["bias"]], np.float32), "b")]
    return _model([helper.make_node("Mul", ["x", "x"], ["sq"]),
                   helper.make_node("Reshape", ["sq", "rows"], ["s4"]),
                   helper.make_node("Conv", ["s4", "k", "b"], ["t4"], pads=[2, 0, 2, 0]),
                   helper.make_node("Reshape", ["t4", "back"], ["t"])] + TAIL, inits, shape)


def _slices(shape) -> onnx.ModelProto:
    c = shape[1]
    inits = [numpy_helper.from_array(np.array([0, 2, 0, 0, 0, 2, 0, 0], np.int64), "pads"),
             numpy_helper.from_array(np.array([1], np.int64), "axis"),
             numpy_helper.from_array(np.array(LRN["alpha"] / LRN["size"], np.float32), "a"),
             numpy_helper.from_array(np.array(LRN["bias"], np.float32), "b")]
    nodes = [helper.make_node("Mul", ["x", "x"], ["sq"]),
             helper.make_node("Pad", ["sq", "pads"], ["sp"])]
    acc = None
    for k in range(5):
        inits += [numpy_helper.from_array(np.array([k], np.int64), f"s{k}"),
                  numpy_helper.from_array(np.array([k + c], np.int64), f"e{k}")]
        nodes.append(helper.make_node("Slice", ["sp", f"s{k}", f"e{k}", "axis"], [f"w{k}"]))
        if acc is not None:
            nodes.append(helper.make_node("Add", [acc, f"w{k}"], [f"acc{k}"]))
        acc = f"w{k}" if acc is None else f"acc{k}"
    nodes += [helper.make_node("Mul", [acc, "a"], ["sa"]), helper.make_node("Add", ["sa", "b"], ["t"])]
    return _model(nodes + TAIL, inits, shape)


def forms(shape) -> dict[str, onnx.ModelProto]:
    rules = {r.name: r for r in load_rules([DEFAULT_RULES / "lrn.json"])}
    lrn = _model([helper.make_node("LRN", ["x"], ["y"], **LRN)], [], shape)
    return {"ORT LRN": lrn,
            "3-D Conv (lrn5_to_column_conv)": _by_rule(lrn, rules["lrn5_to_column_conv"]),
            "1x1 window Conv (lrn_to_window_conv)": _by_rule(lrn, rules["lrn_to_window_conv"]),
            "[5, 1] 2-D Conv over [n, 1, c, h*w]": _rows_conv(shape),
            "5 Slices added": _slices(shape)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--repeat", type=int, default=20)
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args(argv)
    results: dict = {"threads": args.threads, "rounds": args.rounds, "repeat": args.repeat,
                     "machine": platform.processor() or platform.machine(), "shapes": {}}
    for label, shape in SHAPES.items():
        models = forms(shape)
        sessions = {k: _session(m, args.threads) for k, m in models.items()}
        x = {"x": np.random.default_rng(0).standard_normal(shape).astype(np.float32) * 30}
        ref = sessions["ORT LRN"].run(None, x)[0]
        for k, s in sessions.items():
            got = s.run(None, x)[0]
            err = float(np.abs(got - ref).max() / np.abs(ref).max())
            if err > 1e-5:
                raise SystemExit(f"{label}: {k} differs from ORT's LRN by {err:.3g}")
        times: dict[str, list[float]] = {k: [] for k in sessions}
        for _ in range(args.rounds):
            for k, s in sessions.items():
                t = time.perf_counter()
                for _ in range(args.repeat):
                    s.run(None, x)
                times[k].append((time.perf_counter() - t) / args.repeat * 1e3)
        results["shapes"][label] = {"shape": list(shape), "ms": {
            k: {"median": float(np.median(v)), "min": min(v), "max": max(v)}
            for k, v in times.items()}}
    names = list(next(iter(results["shapes"].values()))["ms"])
    lines = ["| shape | " + " | ".join(names) + " |", "|---" * (len(names) + 1) + "|"]
    for label, r in results["shapes"].items():
        base = r["ms"]["ORT LRN"]["median"]
        cells = [f"{v['median']:.2f} ms [{v['min']:.2f}-{v['max']:.2f}] ({base / v['median']:.2f}x)"
                 for v in r["ms"].values()]
        lines.append(f"| {label} {'x'.join(map(str, r['shape']))} | " + " | ".join(cells) + " |")
    table = "\n".join(lines)
    print(table)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "lrn_forms_bench.json").write_text(json.dumps(results, indent=1) + "\n")
    (RESULTS / "lrn_forms_bench.md").write_text(
        f"# LRN's forms on ONNX Runtime (CPU, {args.threads} threads)\n\nMedian [range] of "
        f"{args.rounds} interleaved rounds of {args.repeat} runs; (x): ORT's LRN over the form.\n\n"
        + table + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
