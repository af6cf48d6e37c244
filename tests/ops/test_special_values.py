"""The reference kernels against ONNX Runtime on the values where implementations part ways:
NaN, +-inf, -0.0. Constant folding evaluates constants with these kernels and the end-to-end
check's float64 look uses them: a kernel that turns Relu(-0.0) into +0.0 folded 1/Relu(C) to
+inf where ORT computes -inf, and the written model computed relu(x) + 1 instead of - 1."""

from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

from verified_opt.backends.ort import run_graph
from verified_opt.ir.evaluate import evaluate
from verified_opt.ir.fold import fold_constants
from verified_opt.ir.onnx_io import import_model

SPECIAL = np.array([np.nan, np.inf, -np.inf, -0.0, 0.0, 2.5, -2.5, 1e30, -1e30], np.float32)


def _graph(nodes, inits, out="y"):
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT,
                                                                     [len(SPECIAL)])],
                          [helper.make_tensor_value_info(out, TensorProto.FLOAT, None)],
                          [numpy_helper.from_array(np.asarray(v, np.float32), k)
                           for k, v in inits.items()])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return import_model(m)


def _same(a: np.ndarray, b: np.ndarray) -> bool:
    """Equal bit patterns up to NaN payloads: NaN where NaN, the sign of every zero."""
    a, b = np.asarray(a, np.float32), np.asarray(b, np.float32)
    return bool(np.array_equal(np.isnan(a), np.isnan(b))
                and np.array_equal(np.where(np.isnan(a), 0, a), np.where(np.isnan(b), 0, b))
                and np.array_equal(np.signbit(a) & ~np.isnan(a), np.signbit(b) & ~np.isnan(b)))


CASES = {
    "Relu": ([helper.make_node("Relu", ["x"], ["y"])], {}),
    "Clip NaN min": ([helper.make_node("Clip", ["x", "lo", "hi"], ["y"])],
                     {"lo": np.float32(np.nan), "hi": np.float32(1.0)}),
    "Clip NaN max": ([helper.make_node("Clip", ["x", "lo", "hi"], ["y"])],
                     {"lo": np.float32(-1.0), "hi": np.float32(np.nan)}),
    "Clip at 0": ([helper.make_node("Clip", ["x", "lo", "hi"], ["y"])],
                  {"lo": np.float32(0.0), "hi": np.float32(6.0)}),
    "Clip min > max": ([helper.make_node("Clip", ["x", "lo", "hi"], ["y"])],
                       {"lo": np.float32(2.0), "hi": np.float32(1.0)}),
    # a bound not given is the type's largest value in ORT, not infinity: inf clips to FLT_MAX
    "Clip min only": ([helper.make_node("Clip", ["x", "lo"], ["y"])], {"lo": np.float32(0.0)}),
    "Clip max only": ([helper.make_node("Clip", ["x", "", "hi"], ["y"])],
                      {"hi": np.float32(6.0)}),
    "Clip no bound": ([helper.make_node("Clip", ["x"], ["y"])], {}),
    "Abs": ([helper.make_node("Abs", ["x"], ["y"])], {}),
    "Neg": ([helper.make_node("Neg", ["x"], ["y"])], {}),
    "Reciprocal": ([helper.make_node("Reciprocal", ["x"], ["y"])], {}),
    "Sqrt": ([helper.make_node("Sqrt", ["x"], ["y"])], {}),
    "Floor": ([helper.make_node("Floor", ["x"], ["y"])], {}),
    "Sign": ([helper.make_node("Sign", ["x"], ["y"])], {}),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_reference_kernel_is_ort_on_special_values(name):
    nodes, inits = CASES[name]
    g = _graph(nodes, inits)
    feeds = {"x": SPECIAL}
    want = run_graph(g, feeds)["y"]
    got = evaluate(g, feeds)["y"]
    assert _same(got, want), (SPECIAL, got, want)


def test_folding_relu_of_negative_zero_keeps_its_sign():
    g = _graph([helper.make_node("Relu", ["c"], ["r"]),
                helper.make_node("Reciprocal", ["r"], ["s"]),
                helper.make_node("Add", ["x", "s"], ["y"])], {"c": np.float32([-0.0])})
    want = run_graph(g, {"x": SPECIAL})["y"]
    fold_constants(g)  # now left to run: its input is -0.0
    assert _same(run_graph(g, {"x": SPECIAL})["y"], want)
    assert np.isneginf(want[4])  # 0 + 1 / Relu(-0.0) = -inf, as ORT computes it


@pytest.mark.parametrize("op, consts", [
    ("Max", {"a": [0.0], "b": [-0.0]}),      # ORT: +0.0, the kernel: -0.0
    ("Min", {"a": [0.0], "b": [-0.0]}),
    ("Pow", {"a": [-np.inf, -0.0], "b": [0.5, 0.5]}),  # ORT: inf and 0.0
    ("Selu", {"a": [-0.0]}),
    ("Div", {"a": [1.0], "b": [-0.0]}),
    ("Add", {"a": [np.nan], "b": [1.0]}),
])
def test_folding_with_special_values_computes_what_ort_computes(op, consts):
    """A node over constants holding NaN, inf or -0.0 is left to run (where the reference
    kernels and ORT part ways); folding elsewhere is unchanged."""
    names = list(consts)
    g = _graph([helper.make_node(op, names, ["c"]),
                helper.make_node("Reciprocal", ["c"], ["r"]),
                helper.make_node("ReduceSum", ["r"], ["s"], keepdims=1),
                helper.make_node("Add", ["x", "s"], ["y"])],
               {k: np.float32(v) for k, v in consts.items()})
    want = run_graph(g, {"x": SPECIAL})["y"]
    fold_constants(g)
    assert not any(n.op == "Reciprocal" and n.inputs[0] == "c" and "c" in g.initializers
                   for n in g.nodes)
    assert _same(run_graph(g, {"x": SPECIAL})["y"], want)
