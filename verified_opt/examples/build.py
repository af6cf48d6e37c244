"""Build the embedded example model: an Inception-style block.

    python -m verified_opt.examples.build out/example.onnx [--seed N]

Input 1x64x56x56; three parallel Conv branches (1x1, 3x3, 5x5, each with Relu) on the same
input, the conv-merging case TASO's rules target (a 1x1 or 3x3 kernel is a zero-padded 5x5
one); their Concat; Conv + BatchNormalization + Relu; a residual Add of the block input;
GoogLeNet's LRN (size 5: ONNX Runtime's CPU kernel for it is slow, and a proved rule turns it
into a 3-D Conv over the channel axis); GlobalAveragePool, Flatten, Gemm to 10 classes and
Softmax. Weights are seeded random values with fan-in scaling (verified_opt.ir.weights),
written as IR version 9, opset 18, and checked with onnx.checker.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
import onnx

from verified_opt.errors import VoptError, one_line
from verified_opt.ir.graph import Graph, Node, TensorType
from verified_opt.ir.onnx_io import IR_VERSION, TARGET_OPSET, export_model, save
from verified_opt.ir.weights import randomize_weights

CHANNELS = 64
SIDE = 56
CLASSES = 10
# Output channels of the 1x1, 3x3 and 5x5 branches; their Concat has CHANNELS channels again,
# so that the residual Add of the block input type-checks.
BRANCHES = ((1, 16), (3, 32), (5, 16))


def build_graph(seed: int = 0) -> Graph:
    """The example as a typed Graph with seeded random weights."""
    nodes: list[Node] = []
    inits: dict[str, np.ndarray] = {}

    def zeros(name: str, *shape: int) -> str:
        inits[name] = np.zeros(shape, np.float32)  # randomized below, by role
        return name

    branch_outputs = []
    for k, out_ch in BRANCHES:
        tag = f"branch{k}x{k}"
        p = k // 2
        nodes.append(Node("Conv", ("input", zeros(f"{tag}.weight", out_ch, CHANNELS, k, k),
                                   zeros(f"{tag}.bias", out_ch)), (f"{tag}.conv",),
                          {"kernel_shape": [k, k], "pads": [p, p, p, p]}, name=f"{tag}_conv"))
        nodes.append(Node("Relu", (f"{tag}.conv",), (f"{tag}.out",), name=f"{tag}_relu"))
        branch_outputs.append(f"{tag}.out")
    nodes.append(Node("Concat", tuple(branch_outputs), ("mixed",), {"axis": 1}, name="concat"))
    nodes.append(Node("Conv", ("mixed", zeros("proj.weight", CHANNELS, CHANNELS, 3, 3)),
                      ("proj.conv",), {"kernel_shape": [3, 3], "pads": [1, 1, 1, 1]},
                      name="proj_conv"))
    bn = tuple(zeros(f"proj.bn.{p}", CHANNELS) for p in ("scale", "bias", "mean", "var"))
    nodes.append(Node("BatchNormalization", ("proj.conv",) + bn, ("proj.bn",),
                      {"epsilon": 1e-5}, name="proj_bn"))
    nodes.append(Node("Relu", ("proj.bn",), ("proj.out",), name="proj_relu"))
    nodes.append(Node("Add", ("proj.out", "input"), ("residual",), name="residual_add"))
    nodes.append(Node("LRN", ("residual",), ("normed",),
                      {"size": 5, "alpha": 1e-4, "beta": 0.75, "bias": 1.0}, name="lrn"))
    nodes.append(Node("GlobalAveragePool", ("normed",), ("pooled",), name="pool"))
    nodes.append(Node("Flatten", ("pooled",), ("features",), {"axis": 1}, name="flatten"))
    nodes.append(Node("Gemm", ("features", zeros("fc.weight", CLASSES, CHANNELS),
                               zeros("fc.bias", CLASSES)), ("logits",), {"transB": 1},
                      name="fc"))
    nodes.append(Node("Softmax", ("logits",), ("probabilities",), {"axis": -1}, name="softmax"))

    graph = Graph(nodes, {"input": TensorType((1, CHANNELS, SIDE, SIDE))}, ["probabilities"],
                  inits, name="inception_block", opset=TARGET_OPSET)
    graph.toposort()
    graph.infer_types()
    randomize_weights(graph, seed)
    return graph


def build_model(seed: int = 0) -> onnx.ModelProto:
    """The example as an ONNX model (IR version 9, opset 18), checked with onnx.checker."""
    model = export_model(build_graph(seed))
    if model.ir_version != IR_VERSION or model.opset_import[0].version != TARGET_OPSET:
        raise VoptError("the example was exported with an unexpected IR version or opset")
    onnx.checker.check_model(model, full_check=True)
    return model


def write(path: str | Path, seed: int = 0) -> Graph:
    p = Path(path)
    if p.is_dir():
        raise VoptError(f"{p}: is a directory; give a file name such as {p / 'example.onnx'}")
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise VoptError(f"{p.parent}: cannot create the folder ({e.strerror or e})") from None
    graph = build_graph(seed)
    onnx.checker.check_model(export_model(graph), full_check=True)
    save(graph, p)  # the same export, written to the file
    return graph


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m verified_opt.examples.build",
                                     description="Write the embedded example ONNX model.")
    parser.add_argument("output", help="the .onnx file to write (its folder is created)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the random weights")
    args = parser.parse_args(argv)
    if args.seed < 0:
        print(f"error: --seed {args.seed}: must be a non-negative integer", file=sys.stderr)
        return 2
    try:
        graph = write(args.output, args.seed)
    except VoptError as e:
        print(f"error: {one_line(e)}", file=sys.stderr)
        return 2
    print(f"wrote {args.output}: {len(graph.nodes)} nodes, {graph.parameter_count():,} "
          f"parameters (Inception-style block, seed {args.seed})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
