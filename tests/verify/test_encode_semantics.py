"""The encoder against the reference semantics, operator by operator, attribute by attribute.

For every operator the encoder accepts and the edge values of each attribute (negative axes,
empty lists, defaults, training flags, auto_pad modes, group, dilations, ceil_mode ...) a
one-node (or small) rule side is encoded, and either

- the encoder refuses it (EncodeError: a rule using it is inconclusive), or
- the encoded term, evaluated with each vocabulary symbol's ONNX meaning (verify/interpret.py),
  equals what the reference semantics compute for the node, and every typing fact and every
  symbolic shape the encoder states is the real one.

Which of the two is written down per case, so that a regression either way fails. Each case
runs with concrete sizes, and again with its sizes and size-like attributes as symbols
("d4" for 4): at the case's sizes and at random others, wherever the node is well-formed,
since a proof holds for every size the matcher may bind.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field

import numpy as np
import pytest
import z3
from rule_helpers import rule_of

from verified_opt.errors import VoptError
from verified_opt.ir.evaluate import evaluate
from verified_opt.rules.format import Rule
from verified_opt.rules.instantiate import side_graph
from verified_opt.semantics.constants import CONSTANT_OPS, WINOGRAD_OPS
from verified_opt.verify.encode import ENCODED_OPS, EncodeError, encode_rule
from verified_opt.verify.interpret import Interpreter

ENCODE, REFUSE = "encode", "refuse"
INT_MAX = 2**63 - 1
# Attributes whose entries may be size symbols in a rule: the symbolic variant names them.
SIZE_ATTRS = ("split", "shape", "pads", "starts", "ends", "strides", "dilations",
              "kernel_shape", "group", "blocksize", "size", "output_padding", "scales")
OTHER_SIZES = 3  # random sizes tried per symbolic case, besides its own


@dataclass(frozen=True)
class Case:
    id: str
    inputs: dict
    nodes: tuple
    outputs: tuple
    concrete: str = ENCODE
    symbolic: str = ""  # what the symbolic variant must do; "" = as the concrete one
    sizes: dict = field(default_factory=dict)  # the case's own symbols (a real alpha ...)
    literal: tuple = ()  # sizes the symbolic variant keeps (a Winograd transform's)
    dtypes: dict = field(default_factory=dict)  # inputs that are not float (a bool condition)


def node(op, inputs, outputs=("y",), **attrs) -> dict:
    d = {"op": op, "inputs": list(inputs), "outputs": list(outputs)}
    if attrs:
        d["attrs"] = attrs
    return d


def one(cid: str, op: str, inputs: dict, outs: int = 1, expect: str = ENCODE,
        sym: str = "", sizes: dict | None = None, **attrs) -> Case:
    names = ("y",) if outs == 1 else tuple(f"y{k}" for k in range(outs))
    return Case(f"{op}-{cid}", inputs, (node(op, list(inputs), names, **attrs),), names,
                expect, sym, sizes or {})


# ---- the cases --------------------------------------------------------------------------------
def _elementwise():
    pairs = [([2, 3], [2, 3]), ([2, 3], [3]), ([2, 1], [3]), ([2, 3], [1, 3]), ([1, 3], [2, 1]),
             ([4, 2, 3], [2, 3]), ([2, 3], []), ([], [2, 3]), ([], []), ([3], [2, 1, 3])]
    for op in ("Add", "Sub", "Mul", "Div", "Pow"):
        for a, b in pairs:
            yield one(f"{a}{b}", op, {"A": a, "B": b})
    yield one("one", "Sum", {"A": [2, 3]})
    yield one("three", "Sum", {"A": [2, 3], "B": [2, 3], "C": [2, 3]})
    yield one("three-broadcast", "Sum", {"A": [2, 3], "B": [3], "C": [2, 1]})
    for op in ("Relu", "Sigmoid", "Tanh", "Erf", "Sqrt", "Identity"):
        for shape in ([2, 3], [], [2, 3, 4]):
            yield one(f"{shape}", op, {"X": shape})
    yield one("plain", "Dropout", {"X": [2, 3]})
    yield one("ratio", "Dropout", {"X": [2, 3], "R": []}, expect=REFUSE)  # opaque if not constant
    yield one("seed", "Dropout", {"X": [2, 3]}, seed=3)
    yield one("training-mode-input", "Dropout", {"X": [2, 3], "R": [], "T": []}, expect=REFUSE)
    yield one("mask-output", "Dropout", {"X": [2, 3]}, outs=2, expect=REFUSE)
    yield one("two-inputs", "Relu", {"X": [2, 3], "Y": [2, 3]}, expect=REFUSE)


def _activations():
    # Clip is clipmax(hi, clipmin(lo, x)); each bound only where given; lo > hi gives hi
    x = {"X": [2, 3]}
    yield one("no-bounds", "Clip", x)
    yield one("min", "Clip", x, min=0.0)
    yield one("max", "Clip", x, max=0.5)
    yield one("both", "Clip", x, min=-0.5, max=0.5)
    yield one("min-above-max", "Clip", x, min=1.0, max=-1.0)
    yield one("scalar", "Clip", {"X": []}, min=0.0, max=6.0)
    yield one("real-symbols", "Clip", {"X": [2, 3, 4]}, min="lo", max="hi",
              sizes={"lo": -0.75, "hi": 0.25})
    yield one("extra-input", "Clip", {"X": [2, 3], "L": []}, expect=REFUSE)
    for op in ("Max", "Min"):
        for a, b in (([2, 3], [2, 3]), ([2, 3], []), ([], [2, 3]), ([2, 1], [3]), ([4, 2, 3], [3])):
            yield one(f"{a}{b}", op, {"A": a, "B": b})
        yield one("one", op, {"A": [2, 3]})
        yield one("three", op, {"A": [2, 3], "B": [3], "C": [2, 1]})
    yield one("default", "HardSigmoid", x)
    yield one("attrs", "HardSigmoid", x, alpha=0.5, beta=-0.25)
    yield one("real-symbols", "HardSigmoid", x, alpha="al", beta="be",
              sizes={"al": 1.25, "be": 0.125})
    for op in ("HardSwish", "Exp", "Reciprocal"):
        for shape in ([2, 3], [], [2, 3, 4]):
            yield one(f"{shape}", op, {"X": shape})


def _resize():
    # nearest upsampling by integer scales: the pairs that read floor(o / s), at scales 1..3
    x = {"X": [1, 2, 3, 4]}
    for coord, nearest in (("asymmetric", "floor"), ("half_pixel", "round_prefer_floor"),
                           ("half_pixel", "round_prefer_ceil"),
                           ("pytorch_half_pixel", "round_prefer_floor"),
                           ("pytorch_half_pixel", "round_prefer_ceil")):
        for sh, sw in ((2, 2), (3, 1), (1, 2), (4, 3)):
            yield one(f"{coord}-{nearest}-{sh}x{sw}", "Resize", x, mode="nearest",
                      coordinate_transformation_mode=coord, nearest_mode=nearest,
                      scales=[1, 1, sh, sw])
    yield one("defaults-2x2", "Resize", {"X": [2, 1, 5, 1]}, scales=[1, 1, 2, 2])
    yield one("symbolic-scale-1", "Resize", {"X": [1, 2, 3, 4]}, scales=[1, 1, 1, 1])
    # pairs that read another index (half_pixel floor reads o / s - 1/2 floored), other modes,
    # other ranks and inputs the vocabulary does not state
    for coord, nearest in (("half_pixel", "floor"), ("asymmetric", "round_prefer_floor"),
                           ("align_corners", "round_prefer_floor"),
                           ("tf_half_pixel_for_nn", "round_prefer_ceil")):
        yield one(f"{coord}-{nearest}", "Resize", x, expect=REFUSE,
                  coordinate_transformation_mode=coord, nearest_mode=nearest,
                  scales=[1, 1, 2, 2])
    yield one("linear", "Resize", x, expect=REFUSE, mode="linear", scales=[1, 1, 2, 2])
    yield one("batch-scale", "Resize", x, expect=REFUSE, scales=[2, 1, 2, 2])
    yield one("rank3", "Resize", {"X": [2, 3, 4]}, expect=REFUSE, scales=[1, 2, 2])
    # (one() has a `sizes` parameter of its own)
    yield Case("Resize-sizes", x, (node("Resize", ["X"], ["y"], sizes=[1, 2, 6, 8]),), ("y",),
               REFUSE)
    yield one("axes", "Resize", x, expect=REFUSE, axes=[2, 3], scales=[2, 2])


def _softmax():
    yield one("default", "Softmax", {"X": [2, 3]})
    for axis in (0, 1, -1, -2):
        yield one(f"axis{axis}", "Softmax", {"X": [2, 3]}, axis=axis)
    yield one("rank3-axis1", "Softmax", {"X": [2, 3, 4]}, axis=1)
    yield one("rank3-axis-3", "Softmax", {"X": [2, 3, 4]}, axis=-3)
    yield one("axis2-rank2", "Softmax", {"X": [2, 3]}, expect=REFUSE, axis=2)
    yield one("axis-3-rank2", "Softmax", {"X": [2, 3]}, expect=REFUSE, axis=-3)


def _matmul():
    for a, b, expect in (([2, 3], [3, 4], ENCODE), ([2, 2, 3], [2, 3, 4], ENCODE),
                         ([2, 3, 2, 3], [2, 3, 3, 2], ENCODE), ([3], [3, 4], ENCODE),
                         ([2, 3], [3], ENCODE), ([2, 2, 3], [3, 4], ENCODE),
                         ([3], [3], REFUSE), ([2, 3], [2, 3, 4], REFUSE),
                         ([1, 2, 3], [2, 3, 4], REFUSE), ([2, 2, 3], [3], REFUSE)):
        yield one(f"{a}{b}", "MatMul", {"A": a, "B": b}, expect=expect)


def _gemm():
    m, k, n = 2, 3, 4
    for ta in (0, 1):
        for tb in (0, 1):
            a = [k, m] if ta else [m, k]
            b = [n, k] if tb else [k, n]
            yield one(f"t{ta}{tb}", "Gemm", {"A": a, "B": b}, transA=ta, transB=tb)
            for c in ([m, n], [n], [1, n], [m, 1], []):
                yield one(f"t{ta}{tb}-c{c}", "Gemm", {"A": a, "B": b, "C": c}, transA=ta,
                          transB=tb, alpha=0.5, beta=2.0)
    yield one("defaults", "Gemm", {"A": [m, k], "B": [k, n], "C": [m, n]})
    yield one("real-symbols", "Gemm", {"A": [m, k], "B": [k, n], "C": [m, n]}, alpha="al",
              beta="be", sizes={"al": 1.5, "be": -0.25})
    yield one("transA2", "Gemm", {"A": [m, k], "B": [k, n]}, expect=REFUSE, transA=2)
    yield one("rank3", "Gemm", {"A": [1, m, k], "B": [k, n]}, expect=REFUSE)


def _conv():
    x, w = [2, 2, 5, 6], [3, 2, 3, 3]
    for cid, attrs in (
            ("plain", {}), ("pads", {"pads": [1, 1, 1, 1]}), ("pads-asym", {"pads": [0, 1, 2, 1]}),
            ("strides", {"strides": [2, 2]}), ("strides-21", {"strides": [2, 1]}),
            ("dilations", {"dilations": [2, 2]}), ("dilations-12", {"dilations": [1, 2]}),
            ("mixed", {"strides": [2, 3], "pads": [1, 0, 0, 1], "dilations": [2, 1]}),
            ("kernel-shape", {"kernel_shape": [3, 3]}), ("valid", {"auto_pad": "VALID"}),
            ("notset", {"auto_pad": "NOTSET", "pads": [1, 0, 1, 0]}),
            ("same-upper", {"auto_pad": "SAME_UPPER"}), ("same-lower", {"auto_pad": "SAME_LOWER"}),
            ("same-dil", {"auto_pad": "SAME_UPPER", "dilations": [2, 1]}), ("group1", {"group": 1})):
        yield one(cid, "Conv", {"X": x, "W": w}, **attrs)
    yield one("bias", "Conv", {"X": x, "W": w, "B": [3]}, pads=[1, 1, 1, 1])
    for mode in ("SAME_UPPER", "SAME_LOWER"):  # an even kernel pads one side more
        yield one(f"even-{mode}", "Conv", {"X": x, "W": [3, 2, 2, 2]}, auto_pad=mode)
    yield one("group2", "Conv", {"X": [1, 4, 5, 5], "W": [6, 2, 3, 3]}, group=2)
    yield one("depthwise", "Conv", {"X": [1, 3, 5, 5], "W": [3, 1, 3, 3]}, group=3,
              pads=[1, 1, 1, 1])
    yield one("same-stride2", "Conv", {"X": x, "W": w}, expect=REFUSE, auto_pad="SAME_UPPER",
              strides=[2, 2])
    yield one("kernel-shape-wrong", "Conv", {"X": x, "W": w}, expect=REFUSE, kernel_shape=[2, 2])
    yield one("1d", "Conv", {"X": [1, 2, 5], "W": [3, 2, 3]}, expect=REFUSE)
    x3, w3 = [1, 2, 5, 4, 4], [3, 2, 3, 2, 3]  # 3-D: LRN's channel window (axioms/lrn.ax)
    yield one("3d", "Conv", {"X": x3, "W": w3})
    yield one("3d-bias-pads", "Conv", {"X": x3, "W": w3, "B": [3]}, pads=[2, 0, 1, 2, 0, 1])
    yield one("3d-strides-dilations", "Conv", {"X": [1, 2, 7, 5, 6], "W": w3},
              strides=[2, 1, 2], dilations=[1, 2, 1], pads=[1, 0, 0, 0, 1, 0])
    yield one("3d-group2", "Conv", {"X": [1, 4, 4, 4, 4], "W": [6, 2, 1, 3, 3]}, group=2)
    yield one("3d-same", "Conv", {"X": x3, "W": w3}, auto_pad="SAME_LOWER")
    yield one("3d-pads-short", "Conv", {"X": x3, "W": w3}, expect=REFUSE, pads=[1, 1, 1, 1])
    yield one("3d-kernel-shape-wrong", "Conv", {"X": x3, "W": w3}, expect=REFUSE,
              kernel_shape=[3, 3])
    yield one("strides-short", "Conv", {"X": x, "W": w}, expect=REFUSE, strides=[2])
    yield one("pads-short", "Conv", {"X": x, "W": w}, expect=REFUSE, pads=[1, 1])
    yield one("dilations-short", "Conv", {"X": x, "W": w}, expect=REFUSE, dilations=[1])


def _conv_transpose():
    x, w = [1, 2, 4, 5], [2, 3, 3, 3]
    for cid, attrs in (
            ("plain", {}), ("strides", {"strides": [2, 2]}), ("strides-23", {"strides": [2, 3]}),
            ("pads", {"pads": [1, 0, 1, 2]}), ("outpad", {"strides": [2, 2],
                                                         "output_padding": [1, 1]}),
            ("outpad-10", {"strides": [2, 1], "output_padding": [1, 0]}),
            ("dilations", {"dilations": [2, 1]}), ("valid", {"auto_pad": "VALID"}),
            ("notset", {"auto_pad": "NOTSET", "pads": [1, 1, 0, 0]}),
            ("kernel-shape", {"kernel_shape": [3, 3]})):
        yield one(cid, "ConvTranspose", {"X": x, "W": w}, **attrs)
    yield one("group2", "ConvTranspose", {"X": [1, 4, 4, 5], "W": [4, 3, 3, 3]}, group=2)
    yield one("bias", "ConvTranspose", {"X": x, "W": w, "B": [3]}, strides=[2, 2])
    yield one("same", "ConvTranspose", {"X": x, "W": w}, expect=REFUSE, auto_pad="SAME_UPPER")
    yield one("output-shape", "ConvTranspose", {"X": x, "W": w}, expect=REFUSE,
              output_shape=[6, 7])
    yield one("kernel-shape-wrong", "ConvTranspose", {"X": x, "W": w}, expect=REFUSE,
              kernel_shape=[2, 2])
    yield one("1d", "ConvTranspose", {"X": [1, 2, 5], "W": [2, 3, 3]}, expect=REFUSE)


def _pool():
    x = [1, 2, 6, 7]
    for op in ("MaxPool", "AveragePool"):
        for cid, attrs in (
                ("k2s2", {"kernel_shape": [2, 2], "strides": [2, 2]}),
                ("k3p1", {"kernel_shape": [3, 3], "pads": [1, 1, 1, 1]}),
                ("k32", {"kernel_shape": [3, 2], "pads": [1, 0, 0, 1], "strides": [1, 2]}),
                ("valid", {"kernel_shape": [3, 3], "strides": [2, 2], "auto_pad": "VALID"}),
                ("same-upper-k2", {"kernel_shape": [2, 2], "auto_pad": "SAME_UPPER"}),
                ("same-lower-k2", {"kernel_shape": [2, 2], "auto_pad": "SAME_LOWER"}),
                ("same-upper-k3", {"kernel_shape": [3, 3], "auto_pad": "SAME_UPPER"}),
                ("ceil0", {"kernel_shape": [2, 2], "strides": [2, 2], "ceil_mode": 0})):
            yield one(cid, op, {"X": x}, **attrs)
        yield one("same-stride2", op, {"X": x}, expect=REFUSE, kernel_shape=[2, 2],
                  strides=[2, 2], auto_pad="SAME_UPPER")
        yield one("ceil1", op, {"X": x}, expect=REFUSE, kernel_shape=[2, 2], strides=[2, 2],
                  ceil_mode=1)
        yield one("no-kernel", op, {"X": x}, expect=REFUSE)
        yield one("1d", op, {"X": [1, 2, 6]}, expect=REFUSE, kernel_shape=[2])
        yield one("strides-short", op, {"X": x}, expect=REFUSE, kernel_shape=[2, 2],
                  strides=[2])
    yield one("dil1", "MaxPool", {"X": x}, kernel_shape=[2, 2], dilations=[1, 1])
    yield one("dil2", "MaxPool", {"X": x}, expect=REFUSE, kernel_shape=[2, 2],
              dilations=[2, 2])
    yield one("storage-order", "MaxPool", {"X": x}, kernel_shape=[2, 2], storage_order=1)
    yield one("indices", "MaxPool", {"X": x}, outs=2, expect=REFUSE, kernel_shape=[2, 2])
    for pads in ([1, 1, 1, 1], [1, 0, 1, 0]):
        yield one(f"include-pad{pads}", "AveragePool", {"X": x}, kernel_shape=[3, 3],
                  pads=pads, count_include_pad=1)
    yield one("include-pad-same", "AveragePool", {"X": x}, kernel_shape=[2, 2],
              auto_pad="SAME_UPPER", count_include_pad=1)
    for shape in ([2, 3, 4, 5], [2, 3, 4], [2, 3, 2, 2, 2]):
        yield one(f"{shape}", "GlobalAveragePool", {"X": shape})


def _concat_split():
    for axis in (1, -1):
        yield one(f"axis{axis}", "Concat", {"X": [2, 3], "Y": [2, 4]}, axis=axis)
    for axis in (0, -2):
        yield one(f"axis{axis}", "Concat", {"X": [2, 3], "Y": [4, 3]}, axis=axis)
    yield one("three", "Concat", {"X": [2, 3], "Y": [2, 4], "Z": [2, 1]}, axis=1)
    yield one("single", "Concat", {"X": [2, 3]}, axis=0)
    yield one("rank3", "Concat", {"X": [2, 3, 1], "Y": [2, 3, 2]}, axis=2)
    yield one("no-axis", "Concat", {"X": [2, 3], "Y": [2, 4]}, expect=REFUSE)
    yield one("axis-out", "Concat", {"X": [2, 3], "Y": [2, 4]}, expect=REFUSE, axis=2)
    x = {"X": [4, 6]}
    yield one("split13", "Split", x, outs=2, axis=0, split=[1, 3])
    yield one("split24", "Split", x, outs=2, axis=1, split=[2, 4])
    yield one("axis-1", "Split", x, outs=2, axis=-1, split=[2, 4])
    yield one("zero-part", "Split", x, outs=2, axis=1, split=[0, 6])
    yield one("three", "Split", x, outs=3, axis=1, split=[1, 2, 3])
    yield one("default-axis", "Split", x, outs=2, split=[3, 1])
    yield one("even", "Split", x, outs=2, axis=1)
    yield one("even3", "Split", x, outs=3, axis=1)
    yield one("num-outputs", "Split", x, outs=2, axis=1, num_outputs=2)
    yield one("single", "Split", x, outs=1, axis=1)
    # opset 18: without `split`, chunks of ceil(d / n), the last one smaller
    yield one("uneven", "Split", {"X": [4, 5]}, outs=2, axis=1)
    yield one("uneven3", "Split", {"X": [4, 7]}, outs=3, axis=1)
    yield one("num-outputs-wrong", "Split", x, outs=2, expect=REFUSE, axis=1, num_outputs=3)
    yield one("split-count-wrong", "Split", x, outs=2, expect=REFUSE, axis=1, split=[1, 2, 3])


def _slice():
    x = {"X": [4, 6]}
    # (id, attrs, concrete, symbolic): the symbolic variant names 2..64 as sizes ("d3"), and
    # the encoder may take a symbolic bound only where it is inside the dim for every size
    for cid, attrs, sym in (
            ("in-range", {"starts": [1], "ends": [3], "axes": [1]}, REFUSE),
            ("to-dim", {"starts": [1], "ends": [6], "axes": [1]}, ENCODE),
            ("default-axes", {"starts": [0], "ends": [4]}, ENCODE),
            ("two-axes", {"starts": [1, 2], "ends": [3, 5]}, REFUSE),
            ("neg-start", {"starts": [-2], "ends": [6], "axes": [1]}, REFUSE),
            ("neg-end", {"starts": [0], "ends": [-1], "axes": [1]}, ENCODE),
            ("neg-end-from-1", {"starts": [1], "ends": [-1], "axes": [1]}, REFUSE),
            ("start-before", {"starts": [-100], "ends": [3], "axes": [1]}, REFUSE),
            ("end-past", {"starts": [1], "ends": [100], "axes": [1]}, REFUSE),
            ("end-past-from-0", {"starts": [0], "ends": [100], "axes": [1]}, REFUSE),
            ("start-past", {"starts": [10], "ends": [20], "axes": [1]}, REFUSE),
            ("end-before-start", {"starts": [4], "ends": [2], "axes": [1]}, REFUSE),
            ("end-before-0", {"starts": [0], "ends": [-100], "axes": [1]}, REFUSE),
            ("int64-max", {"starts": [0], "ends": [INT_MAX], "axes": [0]}, ENCODE),
            ("int32-max", {"starts": [1], "ends": [2**31 - 1], "axes": [1]}, ENCODE),
            ("axis-1", {"starts": [0], "ends": [-2], "axes": [-1]}, REFUSE),
            ("steps1", {"starts": [0], "ends": [6], "axes": [1], "steps": [1]}, ENCODE),
            ("whole", {"starts": [0, 0], "ends": [4, 6], "axes": [0, 1]}, ENCODE)):
        yield one(cid, "Slice", x, sym=sym, **attrs)
    for cid, attrs in (("steps2", {"starts": [0], "ends": [6], "axes": [1], "steps": [2]}),
                       ("steps-1", {"starts": [5], "ends": [0], "axes": [1], "steps": [-1]}),
                       ("repeated-axes", {"starts": [0, 1], "ends": [3, 3], "axes": [1, 1]}),
                       ("lengths-differ", {"starts": [0], "ends": [2, 3]}),
                       ("no-ends", {"starts": [0]}),
                       ("axis-out", {"starts": [0], "ends": [1], "axes": [2]})):
        yield one(cid, "Slice", x, expect=REFUSE, **attrs)


def _expand():
    # Expand broadcasts both ways: broadcast(x's shape, target), right-aligned
    for cid, x, shape in (("same", [2, 3], [2, 3]), ("ones", [2, 3], [1, 1]),
                          ("rank-up", [3, 1], [2, 3, 4]), ("both-ways", [1, 3], [3, 1]),
                          ("shorter", [2, 3, 4], [4]), ("scalar", [], [2, 3]),
                          ("zero", [1, 3], [0, 3]), ("rank4", [2, 1, 1, 4], [2, 3, 5, 1])):
        yield one(cid, "Expand", {"X": x}, shape=shape)
    for cid, x, attrs in (("mismatch", [2, 3], {"shape": [4, 3]}),
                          ("negative", [2, 3], {"shape": [-1, 3]}), ("no-shape", [2, 3], {}),
                          ("rank7", [2], {"shape": [1] * 7})):
        yield one(cid, "Expand", {"X": x}, expect=REFUSE, **attrs)


def _where():
    # Where broadcasts its three inputs; its condition and Not's input are bool
    for cid, c, x, y in (("same", [2, 3], [2, 3], [2, 3]), ("mask", [2, 1, 1, 4], [], [2, 3, 5, 4]),
                         ("cond-scalar", [], [2, 3], [2, 3]), ("rank-up", [3], [2, 1], [1, 3])):
        yield Case(f"Where-{cid}", {"C": c, "X": x, "Y": y},
                   (node("Where", ["C", "X", "Y"]),), ("y",), dtypes={"C": "bool"})
    yield Case("Where-mismatch", {"C": [2, 3], "X": [4, 3], "Y": [2, 3]},
               (node("Where", ["C", "X", "Y"]),), ("y",), REFUSE, dtypes={"C": "bool"})
    yield Case("Where-not", {"C": [2, 3], "X": [2, 3], "Y": [3]},
               (node("Not", ["C"], ["n"]), node("Where", ["n", "X", "Y"])), ("y",),
               dtypes={"C": "bool"})
    for shape in ([2, 3], []):
        yield Case(f"Not-{shape}", {"C": shape}, (node("Not", ["C"]),), ("y",),
                   dtypes={"C": "bool"})


def _cast():
    # over the reals a cast to a float type is the identity; to an integer type it truncates
    for to in (1, 10, 11, 7, 6, 9):
        yield one(f"to{to}", "Cast", {"X": [2, 3]}, to=to)
    yield one("scalar", "Cast", {"X": []}, to=1)
    for cid, attrs in (("no-to", {}), ("string", {"to": 8}), ("bfloat16", {"to": 16}),
                       ("not-a-type", {"to": 99})):
        yield one(cid, "Cast", {"X": [2, 3]}, expect=REFUSE, **attrs)


def _reshapes():
    x = {"X": [2, 3, 4]}
    for cid, attrs in (("shape-1", {"shape": [-1]}), ("shape0-1", {"shape": [0, -1]}),
                       ("shape64", {"shape": [6, 4]}), ("shape00-1", {"shape": [0, 0, -1]}),
                       ("same", {"shape": [2, 3, 4]}), ("middle-1", {"shape": [4, -1, 2]}),
                       ("allowzero", {"shape": [6, 4], "allowzero": 1}),
                       ("rank4", {"shape": [2, 1, 3, 4]})):
        yield one(cid, "Reshape", x, **attrs)
    for cid, attrs in (("two-1", {"shape": [-1, -1]}), ("zero-past-rank", {"shape": [0, 0, 0, 0]}),
                       ("no-shape", {}), ("scalar", {"shape": []})):
        yield one(cid, "Reshape", x, expect=REFUSE, **attrs)
    for axis in (None, 0, 1, 2, 3, -1, -2, -3):
        attrs = {} if axis is None else {"axis": axis}
        yield one(f"axis{axis}", "Flatten", x, **attrs)
    for axis in (4, -4):
        yield one(f"axis{axis}", "Flatten", x, expect=REFUSE, axis=axis)
    sq = {"X": [2, 1, 3]}
    yield one("axes1", "Squeeze", sq, axes=[1])
    yield one("axes-2", "Squeeze", sq, axes=[-2])
    yield one("axes0-1", "Squeeze", {"X": [1, 3, 1]}, axes=[0, -1])
    # without axes (or with none) every dim of size 1 goes: a symbolic dim may be 1 or not
    yield one("no-axes", "Squeeze", sq, sym=REFUSE)
    yield one("empty-axes", "Squeeze", sq, sym=REFUSE, axes=[])
    yield one("no-axes-all-ones", "Squeeze", {"X": [1, 1]}, expect=REFUSE)  # a scalar
    yield one("axes-out", "Squeeze", sq, expect=REFUSE, axes=[3])
    u = {"X": [2, 3]}
    for axes in ([0], [2], [-1], [1, 3], [-1, 0], [3, 0]):
        yield one(f"axes{axes}", "Unsqueeze", u, axes=axes)
    for axes in ([0, 0], [4], [-5]):
        yield one(f"axes{axes}", "Unsqueeze", u, expect=REFUSE, axes=axes)
    yield one("no-axes", "Unsqueeze", u, expect=REFUSE)


def _transpose_pad_d2s():
    x = {"X": [2, 3, 4]}
    yield one("default", "Transpose", x)
    yield one("default-rank2", "Transpose", {"X": [2, 3]})
    yield one("default-rank1", "Transpose", {"X": [3]})
    for perm in ([1, 0, 2], [0, 1, 2], [2, 0, 1]):
        yield one(f"perm{perm}", "Transpose", x, perm=perm)
    yield one("rank6", "Transpose", {"X": [1, 2, 1, 3, 2, 2]}, perm=[5, 4, 3, 2, 1, 0])
    for perm in ([0, 0, 1], [0, 1], [-1, 0, 1]):
        yield one(f"perm{perm}", "Transpose", x, expect=REFUSE, perm=perm)
    p = {"X": [2, 3]}
    for cid, attrs in (("pads", {"pads": [1, 2, 0, 1]}), ("zero", {"pads": [0, 0, 0, 0]}),
                       ("crop", {"pads": [-1, 0, 0, -1]}), ("mixed", {"pads": [1, -1, -1, 2]}),
                       ("axes1", {"pads": [2, 1], "axes": [1]}),
                       ("axes-1", {"pads": [1, 0], "axes": [-1]}),
                       ("mode", {"pads": [1, 1, 1, 1], "mode": "constant"}),
                       ("value0", {"pads": [1, 1, 1, 1], "value": 0.0})):
        yield one(cid, "Pad", p, **attrs)
    yield one("rank4", "Pad", {"X": [1, 2, 3, 4]}, pads=[0, 0, 1, 1, 0, 0, 1, 2])
    for cid, attrs in (("value", {"pads": [1, 1, 1, 1], "value": 1.5}),
                       ("reflect", {"pads": [1, 1, 1, 1], "mode": "reflect"}),
                       ("edge", {"pads": [1, 1, 1, 1], "mode": "edge"}),
                       ("pads-short", {"pads": [1, 1]}), ("no-pads", {})):
        yield one(cid, "Pad", p, expect=REFUSE, **attrs)
    d = {"X": [1, 8, 2, 3]}
    yield one("default", "DepthToSpace", d, blocksize=2)
    yield one("dcr", "DepthToSpace", d, blocksize=2, mode="DCR")
    yield one("crd", "DepthToSpace", d, expect=REFUSE, blocksize=2, mode="CRD")
    yield one("no-blocksize", "DepthToSpace", d, expect=REFUSE)


def _normalizations():
    x = {"X": [1, 5, 2, 2]}
    yield one("size3", "LRN", x, size=3)
    yield one("size4", "LRN", x, size=4)
    yield one("size1", "LRN", x, size=1)
    yield one("all", "LRN", x, size=5, alpha=0.001, beta=0.5, bias=2.0)
    yield one("real-symbols", "LRN", x, size=3, alpha="a", bias="b", sizes={"a": 0.02, "b": 1.5})
    yield one("no-size", "LRN", x, expect=REFUSE)
    c = {k: [3] for k in "SBMV"}
    for cid, shape, attrs in (("default", [2, 3, 2, 2], {}),
                              ("eps", [2, 3, 2, 2], {"epsilon": 1e-3}),
                              ("momentum", [2, 3, 2, 2], {"momentum": 0.8}),
                              ("inference", [2, 3, 2, 2], {"training_mode": 0}),
                              ("rank2", [2, 3], {}), ("rank3", [2, 3, 4], {})):
        yield one(cid, "BatchNormalization", {"X": shape, **c}, **attrs)
    yield one("eps-symbol", "BatchNormalization", {"X": [2, 3, 2, 2], **c}, epsilon="eps",
              sizes={"eps": 0.01})
    yield one("training", "BatchNormalization", {"X": [2, 3, 2, 2], **c}, expect=REFUSE,
              training_mode=1)
    yield one("running-stats", "BatchNormalization", {"X": [2, 3, 2, 2], **c}, outs=3,
              expect=REFUSE)
    # LayerNormalization with a bias of the normalized dims' shape, one output
    for cid, x, norm, attrs in (("last", [2, 3, 4], [4], {}), ("axis1", [2, 3, 4], [3, 4],
                                                               {"axis": 1}),
                                ("axis-2", [2, 3, 4], [3, 4], {"axis": -2}),
                                ("eps", [3, 5], [5], {"epsilon": 1e-3}),
                                ("stash", [3, 5], [5], {"stash_type": 1})):
        yield one(cid, "LayerNormalization", {"X": x, "S": norm, "B": norm}, **attrs)
    yield one("eps-symbol", "LayerNormalization", {"X": [2, 3, 4], "S": [4], "B": [4]},
              epsilon="eps", sizes={"eps": 0.25})
    for cid, ins, outs, attrs in (("no-bias", {"X": [2, 3, 4], "S": [4]}, 1, {}),
                                  ("stats", {"X": [2, 3, 4], "S": [4], "B": [4]}, 3, {}),
                                  ("scale-broadcast", {"X": [2, 3, 4], "S": [1], "B": [4]}, 1,
                                   {}),
                                  ("stash0", {"X": [2, 3, 4], "S": [4], "B": [4]}, 1,
                                   {"stash_type": 0})):
        yield one(cid, "LayerNormalization", ins, outs=outs, expect=REFUSE, **attrs)


def _reductions():
    x = {"X": [2, 3, 4]}
    for op in ("ReduceSum", "ReduceMean"):
        for cid, attrs in (("axes1", {"axes": [1]}), ("axes1-drop", {"axes": [1], "keepdims": 0}),
                           ("axes-1", {"axes": [-1]}), ("axes02-drop", {"axes": [0, 2],
                                                                        "keepdims": 0}),
                           ("axes20", {"axes": [2, 0], "keepdims": 1}),
                           ("axes-repeated", {"axes": [1, -2], "keepdims": 0}),
                           ("all", {}), ("all-drop", {"keepdims": 0}),
                           # an empty axes list reduces over every axis, unless noop is set
                           ("empty", {"axes": []}), ("empty-drop", {"axes": [], "keepdims": 0}),
                           ("noop", {"noop_with_empty_axes": 1}),
                           ("noop-empty", {"axes": [], "noop_with_empty_axes": 1}),
                           ("noop-axes", {"axes": [1], "noop_with_empty_axes": 1}),
                           ("noop0", {"noop_with_empty_axes": 0, "keepdims": 0})):
            yield one(cid, op, x, **attrs)
        yield one("axis-out", op, x, expect=REFUSE, axes=[3])
        yield one("keepdims2", op, x, expect=REFUSE, axes=[1], keepdims=2)


def _constants():
    def side(cid, inputs, nodes, outputs=("y",), expect=ENCODE, sym="", sizes=None):
        return Case(f"const-{cid}", inputs, tuple(nodes), outputs, expect, sym, sizes or {},
                    (4, 9, 16) if "winograd" in cid else ())

    yield side("ones", {"X": [2, 3]}, [node("Ones", [], ["o"], shape=[2, 3]),
                                      node("Add", ["X", "o"])])
    yield side("ones-rank1", {"X": [2, 3]}, [node("Ones", [], ["o"], shape=[3]),
                                            node("Mul", ["X", "o"])])
    yield side("identity2", {"X": [2, 3]}, [node("IdentityKernel", [], ["k"], shape=[3, 3]),
                                           node("MatMul", ["X", "k"])])
    yield side("identity4", {"X": [1, 3, 4, 4]},
               [node("IdentityKernel", [], ["k"], shape=[3, 3, 3, 3]),
                node("Conv", ["X", "k"], pads=[1, 1, 1, 1])])
    yield side("fill", {"X": [2, 3]}, [node("Fill", [], ["f"], shape=[3], value=2.5),
                                      node("Add", ["X", "f"])])
    yield side("fill-scalar", {"X": [2, 3]}, [node("Fill", [], ["f"], shape=[], value=-1.5),
                                             node("Mul", ["X", "f"])])
    yield side("fill-symbol", {"X": [2, 3]}, [node("Fill", [], ["f"], shape=[3], value="v"),
                                             node("Sub", ["X", "f"])], sizes={"v": 0.75})
    yield side("lrn-window", {"X": [1, 5, 2, 2]},
               [node("LRNWindow", [], ["k"], shape=[5, 5, 1, 1], size=3, alpha=0.01),
                node("Conv", ["X", "k"])])
    yield side("lrn-column", {"X": [1, 1, 6, 2, 3]},
               [node("LRNColumn", [], ["k"], shape=[1, 1, 5, 1, 1], size=5, alpha=0.01),
                node("Conv", ["X", "k"], pads=[2, 0, 0, 2, 0, 0])])
    yield side("winograd-weight", {"X": [2, 9]},
               [node("WinogradWeight", [], ["k"], shape=[9, 16], m=2), node("MatMul", ["X", "k"])])
    yield side("winograd-output", {"X": [2, 4]},
               [node("WinogradOutput", [], ["k"], shape=[4, 16], m=2), node("MatMul", ["X", "k"])])
    yield side("winograd-input", {"X": [1, 1, 4, 4]},
               [node("WinogradInput", [], ["k"], shape=[16, 1, 4, 4], m=2),
                node("Conv", ["X", "k"])])
    # a symbolic m would type a transform of any size with the shape written for one m
    yield side("winograd-m-symbol", {"X": [2, 4]},
               [node("WinogradOutput", [], ["k"], shape=[4, 16], m="mm"),
                node("MatMul", ["X", "k"])], sym=REFUSE, sizes={"mm": 2})


def _small_graphs():
    def side(cid, inputs, nodes, outputs=("y",), expect=ENCODE, sym=""):
        return Case(f"graph-{cid}", inputs, tuple(nodes), outputs, expect, sym)

    yield side("concat-split", {"X": [2, 3], "Y": [2, 4]},
               [node("Concat", ["X", "Y"], ["c"], axis=1),
                node("Split", ["c"], ["p", "q"], axis=1, split=[3, 4])], ("p", "q"))
    yield side("split-concat", {"X": [2, 5]},
               [node("Split", ["X"], ["p", "q"], axis=1),
                node("Concat", ["q", "p"], axis=1)])
    # symbolic: the slice [1, d4) is empty at d4 = 1, and reshape's 0 would copy a dim
    yield side("slice-flatten", {"X": [2, 3, 4]},
               [node("Slice", ["X"], ["s"], starts=[1], ends=[4], axes=[2]),
                node("Flatten", ["s"], axis=-1)], sym=REFUSE)
    yield side("conv-relu-pool", {"X": [1, 2, 6, 6], "W": [3, 2, 3, 3]},
               [node("Conv", ["X", "W"], ["c"], pads=[1, 1, 1, 1]), node("Relu", ["c"], ["r"]),
                node("MaxPool", ["r"], kernel_shape=[2, 2], strides=[2, 2])])
    yield side("pad-avgpool", {"X": [1, 2, 4, 4]},
               [node("Pad", ["X"], ["p"], pads=[0, 0, 1, 1, 0, 0, 1, 1]),
                node("AveragePool", ["p"], kernel_shape=[3, 3], count_include_pad=0)])
    yield side("reduce-reshape", {"X": [2, 3, 4]},
               [node("ReduceMean", ["X"], ["m"], axes=[], keepdims=1),
                node("Reshape", ["m"], shape=[-1])])


CASES: list[Case] = [c for family in (_elementwise, _activations, _resize, _softmax, _matmul, _gemm, _conv,
                                      _conv_transpose, _pool, _concat_split, _slice, _expand, _where, _cast, _reshapes,
                                      _transpose_pad_d2s, _normalizations, _reductions,
                                      _constants, _small_graphs) for c in family()]


# ---- the variants -----------------------------------------------------------------------------
def _symbol(v, literal: tuple = ()):
    """A size 2..64 as the symbol for it; 1, 0, negatives and sentinels stay literal."""
    return f"d{v}" if type(v) is int and 2 <= v <= 64 and v not in literal else v


def _symbols(op: str, key: str, v):
    if key not in SIZE_ATTRS or op in WINOGRAD_OPS:  # Winograd transforms have fixed shapes
        return v
    if not isinstance(v, list):
        return _symbol(v)
    if op == "IdentityKernel":  # its spatial dims are odd integers (it has a centre tap)
        return [_symbol(x) for x in v[:2]] + v[2:]
    return [_symbol(x) for x in v]


def _concretize(v, sizes: dict):
    if isinstance(v, list):
        return [_concretize(x, sizes) for x in v]
    return sizes.get(v, v) if isinstance(v, str) else v


def build(case: Case, symbolic: bool) -> tuple[Rule, dict]:
    """The case as a rule whose two sides are the case's nodes, and its sizes."""
    sizes = dict(case.sizes)
    if symbolic:
        inputs = {k: [_symbol(d, case.literal) for d in dims] for k, dims in case.inputs.items()}
        nodes = []
        for n in case.nodes:
            attrs = {k: _symbols(n["op"], k, v) for k, v in n.get("attrs", {}).items()}
            nodes.append({**n, "attrs": attrs} if attrs else n)
        for v in _values(inputs, nodes):
            if v.startswith("d") and v[1:].isdigit():
                sizes[v] = int(v[1:])
    else:
        inputs = dict(case.inputs)
        nodes = [{**n, "attrs": {k: _concretize(v, sizes) for k, v in n["attrs"].items()}}
                 if "attrs" in n else n for n in case.nodes]
        sizes = {}
    rule = rule_of(inputs, nodes, list(case.outputs), nodes, list(case.outputs), case.id,
                   case.dtypes)
    return rule, sizes


def _values(inputs: dict, nodes: list) -> set[str]:
    out = {d for dims in inputs.values() for d in dims if isinstance(d, str)}
    for n in nodes:
        for k, v in n.get("attrs", {}).items():
            if k in SIZE_ATTRS:
                out |= {x for x in (v if isinstance(v, list) else [v]) if isinstance(x, str)}
    return out


def _reference(rule: Rule, sizes: dict):
    """The source side at these sizes as a float64 graph, None where it is ill-formed."""
    try:
        g = side_graph(rule, rule.src, sizes, "src", np.float64)
    except VoptError:
        return None
    for k, t in list(g.types.items()):
        if t.dtype == "float32":
            g.types[k] = type(t)(t.shape, "float64")
    for k, t in list(g.inputs.items()):
        if t.dtype != "bool":
            g.inputs[k] = type(t)(t.shape, "float64")
    return g


def _close(a: np.ndarray, b: np.ndarray) -> bool:
    if a.shape != b.shape:
        return False
    if a.dtype.kind != "f":
        return bool(np.array_equal(a, b))
    scale = max(1.0, float(np.max(np.abs(a[np.isfinite(a)]), initial=0.0)))
    same_nan = np.isnan(a) == np.isnan(b)
    return bool(np.all(same_nan) and np.all((np.abs(a - b) <= 1e-9 * scale) | np.isnan(a)))


def check_at(rule: Rule, enc, sizes: dict, rng: np.random.Generator) -> bool:
    """The encoding means what the node computes at these sizes; False where the node is
    ill-formed there (nothing to hold the encoding to)."""
    g = _reference(rule, sizes)
    if g is None:
        return False
    feeds = {k: rng.uniform(-2, 2, t.shape) if t.dtype != "bool" else rng.random(t.shape) < 0.5
             for k, t in g.inputs.items()}
    with np.errstate(all="ignore"):
        want = evaluate(g, feeds, "float")
        if not all(np.all(np.isfinite(want[o])) for o in g.outputs):
            # outside an operator's domain (a negative variance, a root of a negative)
            feeds = {k: np.abs(v) + 0.25 if v.dtype != bool else v for k, v in feeds.items()}
            want = evaluate(g, feeds, "float")
        consts = {f"in_{k}": v for k, v in feeds.items()}
        consts.update({f"sym_{k}": v for k, v in sizes.items()})
        interp = Interpreter(consts)
        for o, term in zip(rule.src.outputs, enc.src.outputs):
            got = interp.tensor(term)
            assert got.shape == want[o].shape, (o, got.shape, want[o].shape, sizes)
            assert _close(want[o], got), (o, sizes, want[o], got)
    # every fact the proof assumes is true here: ranks, dims, sizes >= their floors ...
    for fact in enc.facts:
        assert interp.holds(fact), f"false at {sizes}: {fact}"
    # ... and so is every symbolic shape the encoder computed, inputs and constants included
    for name, shape in enc.src.shapes.items():
        real = g.types[name].shape if name in g.types else g.initializers[name].shape
        got = tuple(interp.integer(d) for d in shape)
        assert got == tuple(real), (name, got, real, sizes)
    return True


def _other_sizes(rule: Rule, sizes: dict, rng: np.random.Generator):
    floors = rule.floors
    for _ in range(OTHER_SIZES * 4):
        yield {k: (int(rng.integers(floors[k], 8)) if k in floors else v)
               for k, v in sizes.items()}


@pytest.mark.parametrize("symbolic", [False, True], ids=["concrete", "symbolic"])
@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_an_encoded_node_means_what_the_node_computes(case: Case, symbolic: bool):
    rule, sizes = build(case, symbolic)
    expect = (case.symbolic or case.concrete) if symbolic else case.concrete
    try:
        enc = encode_rule(rule)
    except EncodeError as e:
        assert expect == REFUSE, f"refused: {e}"
        return
    assert expect == ENCODE, "encoded a node the encoder must refuse"
    rng = np.random.default_rng(zlib.crc32(case.id.encode()))
    assert check_at(rule, enc, sizes, rng), "the case itself must be well-formed"
    if symbolic:
        checked = 0
        for other in _other_sizes(rule, sizes, rng):
            checked += check_at(rule, enc, other, rng)
            if checked == OTHER_SIZES:
                break


def test_nodes_that_encode_to_one_term_compute_the_same():
    """Z3 proves src = dst from no axioms at all when both encode to one term: such nodes must
    compute the same (Flatten with axis -1 and with axis r did not)."""
    terms: dict[tuple, list[Rule]] = {}
    for case in CASES:
        if case.concrete != ENCODE:
            continue
        rule, _ = build(case, symbolic=False)
        outs = encode_rule(rule).src.outputs
        key = (repr(sorted(case.inputs.items())), tuple(t.sexpr() for t in outs))
        terms.setdefault(key, []).append(rule)
    shared = [rules for rules in terms.values() if len(rules) > 1]
    assert len(shared) >= 5, "the cases name some computations twice (defaults, -1 and r-1)"
    rng = np.random.default_rng(0)
    for rules in shared:
        graphs = [_reference(r, {}) for r in rules]
        feeds = {k: rng.uniform(0.25, 2, t.shape) for k, t in graphs[0].inputs.items()}
        first = evaluate(graphs[0], feeds, "float")
        for r, g in zip(rules[1:], graphs[1:]):
            got = evaluate(g, feeds, "float")
            for o0, o in zip(rules[0].src.outputs, r.src.outputs):
                assert _close(first[o0], got[o]), (rules[0].name, r.name)


def test_the_cases_cover_every_operator_the_encoder_knows():
    ops = {n["op"] for c in CASES for n in c.nodes}
    assert set(ENCODED_OPS) | set(CONSTANT_OPS) <= ops, \
        sorted(set(ENCODED_OPS) | set(CONSTANT_OPS) - ops)
    assert len({c.id for c in CASES}) == len(CASES), "case ids must be unique"


def test_the_interpreter_reads_integer_arithmetic_as_z3_does():
    """The check is only as good as its reading of the encoder's dims: SMT-LIB's div and mod
    round towards a non-negative remainder, not as Python's // does for a negative divisor."""
    a, b = z3.Ints("sym_a sym_b")
    exprs = [a / b, a % b, (a + 3) / 2 - b * a, -(a / 3) + b % 4, z3.If(a < b, a, b) / 2]
    for x in range(-7, 8):
        for y in (-3, -2, -1, 1, 2, 3):
            interp = Interpreter({"sym_a": x, "sym_b": y})
            for e in exprs:
                want = z3.simplify(z3.substitute(e, (a, z3.IntVal(x)), (b, z3.IntVal(y))))
                assert interp.number(e) == want.as_long(), (e, x, y)
