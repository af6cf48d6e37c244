"""derive/instantiate.splice_instantiation: an instantiation whose names the model already uses
(a tail's value, a weight only the tail reads) is refused, not spliced in as a second
definition or an overwritten weight (the red-team's review of the run-time-shape tail)."""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper, numpy_helper

from tests.ops.onnx_models import model
from verified_opt.derive.instantiate import Instantiation, splice_instantiation
from verified_opt.errors import VoptError
from verified_opt.ir.onnx_io import import_model


def _graph():
    nodes = [helper.make_node("Relu", ["x"], ["r"], name="relu"),
             helper.make_node("NonZero", ["r"], ["nz"], name="nz"),
             helper.make_node("Cast", ["nz"], ["d/t0"], to=1, name="cast"),
             helper.make_node("Add", ["d/t0", "k"], ["y"], name="add")]
    return import_model(model(nodes, {"x": (np.float32, [2, 3])}, ["y"],
                              {"k": np.float32(1)}))


def _inst(out_name: str, weight: np.ndarray) -> Instantiation:
    return Instantiation(
        nodes=[helper.make_node("Mul", ["x", "d/w0"], [out_name], name="d/mul0"),
               helper.make_node("Identity", [out_name], ["r"], name="d/id0")],
        initializers=[numpy_helper.from_array(weight, "d/w0")])


def test_a_name_the_tail_uses_is_refused():
    g = _graph()
    relu = g.nodes[0]
    m = helper.make_model(helper.make_graph([], "m", [], []))
    with pytest.raises(VoptError, match=r"names \['d/t0'\]"):
        splice_instantiation(g, _inst("d/t0", np.float32(1)), [relu], {}, m)
    g.initializers["d/w0"] = np.float32(2)  # a weight of that name, another value
    with pytest.raises(VoptError, match=r"names \['d/w0'\]"):
        splice_instantiation(g, _inst("d/m0", np.float32(1)), [relu], {}, m)
    assert [n.name for n in splice_instantiation(
        g, _inst("d/m0", np.float32(2)), [relu], {}, m)] == ["d/mul0", "d/id0"]
