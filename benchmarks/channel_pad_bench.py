"""Channel padding on ONNX Runtime's CPU kernels: the measurement behind the idea of padding a
model's channel counts to the NCHWc block (issue 18), side by side in one run.

    python -m benchmarks.channel_pad_bench [--rounds 7] [--repeat 20] [--threads 2]

Part 1: one 3x3 Conv (C -> C channels, 1 x C x 64 x 64) for C around the block sizes: its time
and its time per GFLOP, so a channel count that ORT's blocked (NCHWc) kernels do not take shows
as a step. Part 2: FSRCNN (benchmarks/models/superres.py, s = 12 channels in its mapping
layers) against the same model with its 12-channel tensors padded to 16 by zero weights and
zero biases (what a channel-padding rewrite would write: the outputs are checked equal), and
against the model built with s = 16. Interleaved rounds, medians and ranges; writes
benchmarks/results/channel_pad_bench.{json,md}. A hand-made padding: the measurement behind
the certified rewrite that `vopt optimize` now makes (data/rules/channel_pad.json, applied and
timed by search/channel_pad.py), whose results are in cpu_bench's tables.
"""

from __future__ import annotations

import argparse
import json
import platform
import time
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
from onnx import helper, numpy_helper

RESULTS = Path(__file__).parent / "results"


def _session(model: onnx.ModelProto, threads: int) -> ort.InferenceSession:
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    opts.log_severity_level = 3
    return ort.InferenceSession(model.SerializeToString(), opts,
                                providers=["CPUExecutionProvider"])


def conv_model(c: int, size: int = 64) -> onnx.ModelProto:
    rng = np.random.default_rng(c)
    w = rng.standard_normal((c, c, 3, 3)).astype(np.float32) * 0.1
    g = helper.make_graph(
        [helper.make_node("Conv", ["x", "w"], ["y"], pads=[1, 1, 1, 1]),
         helper.make_node("Relu", ["y"], ["z"])], f"conv{c}",
        [helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, (1, c, size, size))],
        [helper.make_tensor_value_info("z", onnx.TensorProto.FLOAT, (1, c, size, size))],
        [numpy_helper.from_array(w, "w")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return m


def pad_channels(model: onnx.ModelProto, old: int, new: int) -> onnx.ModelProto:
    """Every Conv weight's output dim of `old` channels (and its bias) and input dim of `old`
    channels padded with zeros to `new`: the tensors of `old` channels between Convs get
    new - old channels of zeros that the next Conv multiplies by zero weights."""
    m = onnx.ModelProto()
    m.CopyFrom(model)
    inits = {t.name: t for t in m.graph.initializer}
    for node in m.graph.node:
        if node.op_type != "Conv" or node.input[1] not in inits:
            continue
        w = numpy_helper.to_array(inits[node.input[1]])
        pad_out, pad_in = (new - old if w.shape[0] == old else 0,
                           new - old if w.shape[1] == old else 0)
        if pad_out or pad_in:
            w = np.pad(w, [(0, pad_out), (0, pad_in), (0, 0), (0, 0)])
            inits[node.input[1]].CopyFrom(numpy_helper.from_array(w, node.input[1]))
        if pad_out and len(node.input) > 2 and node.input[2] in inits:
            b = np.pad(numpy_helper.to_array(inits[node.input[2]]), (0, pad_out))
            inits[node.input[2]].CopyFrom(numpy_helper.from_array(b, node.input[2]))
    del m.graph.value_info[:]   # the padded tensors' shapes changed
    return m


def _feeds(model: onnx.ModelProto) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(0)
    out = {}
    for i in model.graph.input:
        shape = [d.dim_value for d in i.type.tensor_type.shape.dim]
        out[i.name] = rng.standard_normal(shape).astype(np.float32)
    return out


def timed(models: dict[str, onnx.ModelProto], rounds: int, repeat: int, threads: int
          ) -> dict[str, list[float]]:
    sessions = {k: _session(m, threads) for k, m in models.items()}
    feeds = {k: _feeds(m) for k, m in models.items()}
    for k, s in sessions.items():
        for _ in range(3):
            s.run(None, feeds[k])
    ms: dict[str, list[float]] = {k: [] for k in models}
    keys = list(models)
    for r in range(rounds):
        for k in keys[r % len(keys):] + keys[:r % len(keys)]:   # rotating order
            t = time.perf_counter()
            for _ in range(repeat):
                sessions[k].run(None, feeds[k])
            ms[k].append((time.perf_counter() - t) / repeat * 1e3)
    return ms


def _row(ms: list[float]) -> tuple[float, float, float]:
    return float(np.median(ms)), min(ms), max(ms)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--repeat", type=int, default=20)
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args(argv)

    import functools

    from benchmarks.models import superres
    from benchmarks.models.layers import build_model

    channels = [8, 12, 16, 20, 24, 32, 44, 48, 56, 64, 88, 96]
    convs = timed({f"C={c}": conv_model(c) for c in channels}, args.rounds, args.repeat,
                  args.threads)
    conv_rows = []
    for c in channels:
        med, lo, hi = _row(convs[f"C={c}"])
        gflop = 2 * c * c * 9 * 64 * 64 / 1e9
        conv_rows.append({"channels": c, "ms": med, "range": [lo, hi],
                          "ms_per_gflop": med / gflop})

    original = build_model(superres._body, "fsrcnn", 0, "")
    padded = pad_channels(original, 12, 16)
    wider = build_model(functools.partial(superres._body, s=16), "fsrcnn_s16", 0, "")
    a = _session(original, args.threads).run(None, _feeds(original))[0]
    b = _session(padded, args.threads).run(None, _feeds(padded))[0]
    same = bool(np.array_equal(a, b))
    close = float(np.max(np.abs(a - b)))
    models = {"fsrcnn (s = 12)": original, "fsrcnn padded 12 -> 16": padded,
              "fsrcnn built with s = 16": wider}
    fs = timed(models, args.rounds, args.repeat, args.threads)
    base = _row(fs["fsrcnn (s = 12)"])[0]
    fs_rows = [{"model": k, "ms": _row(v)[0], "range": [_row(v)[1], _row(v)[2]],
                "speedup": base / _row(v)[0]} for k, v in fs.items()]

    RESULTS.mkdir(exist_ok=True)
    doc = {"machine": platform.processor() or platform.machine(), "ort": ort.__version__,
           "threads": args.threads, "rounds": args.rounds, "repeat": args.repeat,
           "conv3x3": conv_rows, "fsrcnn": fs_rows,
           "padded_output_equal": same, "padded_max_abs_diff": close,
           "date": time.strftime("%Y-%m-%d %H:%M")}
    (RESULTS / "channel_pad_bench.json").write_text(json.dumps(doc, indent=1) + "\n")
    title = (f"# Channel padding on ORT {ort.__version__} CPU, {args.threads} threads "
             f"({doc['date']}; {args.rounds} interleaved rounds of {args.repeat} runs, "
             "median [range])")
    lines = [title, "",
             "## One 3x3 Conv + Relu, 1 x C x 64 x 64", "",
             "| C | ms | ms per GFLOP |", "|---|---|---|"]
    lines += [f"| {r['channels']} | {r['ms']:.3f} [{r['range'][0]:.3f}-{r['range'][1]:.3f}] | "
              f"{r['ms_per_gflop']:.2f} |" for r in conv_rows]
    lines += ["", "## FSRCNN (1 x 1 x 128 x 128)", "",
              f"Padded model's output equal to the original's: {same} (max |diff| {close:.3g}).",
              "", "| model | ms | speedup |", "|---|---|---|"]
    lines += [f"| {r['model']} | {r['ms']:.3f} [{r['range'][0]:.3f}-{r['range'][1]:.3f}] | "
              f"{r['speedup']:.3f}x |" for r in fs_rows]
    text = "\n".join(lines) + "\n"
    (RESULTS / "channel_pad_bench.md").write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
