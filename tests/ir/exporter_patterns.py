"""ONNX patterns that real exporters write, shared by the tests that need them."""

from __future__ import annotations

import numpy as np
from onnx import helper, numpy_helper


def flatten_via_gather(last_op: str, **last_attrs):
    """The classic flatten: Shape -> Gather (opaque) -> Unsqueeze -> Concat -> Reshape, then
    `last_op` on the result (x -> y). Returns (nodes, initializers)."""
    nodes = [
        helper.make_node("Shape", ["x"], ["s"], name="shape"),
        helper.make_node("Gather", ["s", "zero"], ["n"], axis=0, name="gather"),
        helper.make_node("Unsqueeze", ["n", "ax0"], ["n1"], name="unsq"),
        helper.make_node("Concat", ["n1", "minus1"], ["target"], axis=0, name="cat"),
        helper.make_node("Reshape", ["x", "target"], ["r"], name="reshape"),
        helper.make_node(last_op, ["r"], ["y"], name=last_op.lower(), **last_attrs),
    ]
    inits = [numpy_helper.from_array(np.array(0, np.int64), "zero"),
             numpy_helper.from_array(np.array([0], np.int64), "ax0"),
             numpy_helper.from_array(np.array([-1], np.int64), "minus1")]
    return nodes, inits
