"""Gather, Expand and Where (ops/select.py) in exporters' shape subgraphs and masks: the
subgraphs fold to constants once --shape fixes the inputs, so what reads them is modelled."""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper, numpy_helper

from tests.ir.exporter_patterns import flatten_via_gather
from tests.ops.onnx_models import matches_ort, model
from verified_opt.errors import ShapeError
from verified_opt.ir.evaluate import evaluate
from verified_opt.ir.onnx_io import import_model

F32, I64 = np.float32, np.int64
RNG = np.random.default_rng(7)


def test_flatten_through_shape_gather_folds():
    # Shape -> Gather -> Unsqueeze -> Concat -> Reshape: Gather used to leave Reshape dynamic
    nodes, inits = flatten_via_gather("Relu")
    m = model(nodes, {"x": (F32, [2, 3, 4, 5])}, ["y"],
              {t.name: numpy_helper.to_array(t) for t in inits})
    g = matches_ort(m, {"x": RNG.standard_normal((2, 3, 4, 5)).astype(F32)})
    assert g.dynamic == set() and g.opaque_ops() == {}
    assert g.types["y"].shape == (2, 60)


def test_vit_class_token_expand_folds():
    # TorchScript's cls_token.expand(B, -1, -1): the shape goes through Equal/Where against -1
    nodes = [
        helper.make_node("Shape", ["x"], ["s"]),
        helper.make_node("Gather", ["s", "zero"], ["b"], axis=0),
        helper.make_node("Unsqueeze", ["b", "ax0"], ["b1"]),
        helper.make_node("Concat", ["b1", "minus1", "minus1"], ["want"], axis=0),
        helper.make_node("ConstantOfShape", ["three"], ["ones"],
                         value=numpy_helper.from_array(np.array([1], I64))),
        helper.make_node("Mul", ["ones", "minus1"], ["neg"]),
        helper.make_node("Equal", ["want", "neg"], ["keep"]),
        helper.make_node("Where", ["keep", "ones", "want"], ["shape"]),
        helper.make_node("Expand", ["cls", "shape"], ["tok"]),
        helper.make_node("Concat", ["tok", "x"], ["y"], axis=1),
    ]
    inits = {"zero": np.array(0, I64), "ax0": np.array([0], I64), "minus1": np.array([-1], I64),
             "three": np.array([3], I64), "cls": RNG.standard_normal((1, 1, 8)).astype(F32)}
    m = model(nodes, {"x": (F32, ["batch", 5, 8])}, ["y"], inits)
    g = matches_ort(m, {"x": RNG.standard_normal((3, 5, 8)).astype(F32)}, {"x": (3, 5, 8)})
    assert g.dynamic == set() and g.opaque_ops() == {}
    assert g.types["y"].shape == (3, 6, 8)


def test_attention_mask_where_and_embedding_gather_run_on_data():
    nodes = [helper.make_node("Gather", ["emb", "tokens"], ["e"], axis=0),
             helper.make_node("Not", ["pad"], ["keep"]),
             helper.make_node("Unsqueeze", ["keep", "ax2"], ["k3"]),
             helper.make_node("Where", ["k3", "e", "neg"], ["y"])]
    inits = {"emb": RNG.standard_normal((11, 4)).astype(F32), "ax2": np.array([2], I64),
             "neg": np.array(-1e4, F32)}
    m = model(nodes, {"tokens": (I64, [2, 6]), "pad": (np.bool_, [2, 6])}, ["y"], inits)
    feeds = {"tokens": RNG.integers(-11, 11, (2, 6)).astype(I64),
             "pad": RNG.random((2, 6)) < 0.3}
    g = matches_ort(m, feeds)
    assert g.opaque_ops() == {}
    feeds["tokens"][0, 0] = 11
    with pytest.raises(ShapeError, match=r"Gather .*index 11 out of range"):
        evaluate(g, feeds)


def test_expand_with_a_run_time_shape_stays_opaque():
    nodes = [helper.make_node("Expand", ["x", "s"], ["y"], name="expand")]
    m = model(nodes, {"x": (F32, [1, 3]), "s": (I64, [2])}, ["y"])
    m.graph.value_info.append(helper.make_tensor_value_info("y", 1, [4, 3]))
    g = import_model(m)
    assert g.dynamic == {"expand"} and g.opaque_ops() == {"Expand": 1}
