"""Sliding-window attention written as a model writes it (dense Q @ K^T, GatherElements of the
band, masked softmax, ScatterElements of the band into a zero matrix, @ V): two banded
products (G2BMM, GBMM) per layer, built with onnx.helper (no torch needed)."""

import numpy as np
import onnx
from onnx import helper, numpy_helper

from verified_opt.derive.patterns import band_tables


def band_attention(b=2, m=64, d=32, width=4, dilation=1, layers=1, heads=0):
    """`layers` attention layers in sequence (each layer's output is the next one's Q, K and
    V); the band tables are shared initializers. heads > 0: tensors [b, heads, m, d] (the
    band along the last axis, every axis before the last two a batch)."""
    idx, valid = band_tables(m, width, dilation)
    band = 2 * width + 1
    batch = (b, heads) if heads else (b,)
    r = len(batch) + 2
    nodes = []
    x = "x"
    for k in range(layers):
        p = f"l{k}_"
        nodes += [
            helper.make_node("Transpose", [x], [p + "kt"], name=p + "transpose",
                             perm=[*range(r - 2), r - 1, r - 2]),
            helper.make_node("MatMul", [x, p + "kt"], [p + "s"], name=p + "scores"),
            helper.make_node("GatherElements", [p + "s", "idx"], [p + "g"], name=p + "gather",
                             axis=r - 1),
            helper.make_node("Mul", [p + "g", "valid"], [p + "band"], name=p + "mask"),
            helper.make_node("Softmax", [p + "band"], [p + "sm"], name=p + "softmax", axis=-1),
            helper.make_node("Mul", [p + "sm", "valid"], [p + "pm"], name=p + "mask2"),
            helper.make_node("ScatterElements", ["zeros", "idx", p + "pm"], [p + "dense"],
                             name=p + "scatter", axis=r - 1, reduction="add"),
            helper.make_node("MatMul", [p + "dense", x], [p + "y"], name=p + "out")]
        x = p + "y"
    g = helper.make_graph(
        nodes, "band_attention",
        [helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, (*batch, m, d))],
        [helper.make_tensor_value_info(x, onnx.TensorProto.FLOAT, (*batch, m, d))],
        initializer=[numpy_helper.from_array(np.broadcast_to(idx, (*batch, m, band)).copy(),
                                             "idx"),
                     numpy_helper.from_array(valid, "valid"),
                     numpy_helper.from_array(np.zeros((*batch, m, m), np.float32), "zeros")])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    return model
