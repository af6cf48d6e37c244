"""Random check inputs: an integer divisor is drawn without 0 (ONNX Runtime refuses integer
division by zero, and a check that drew one failed the run: exit 2 on a model ORT runs)."""

from __future__ import annotations

import onnx
from onnx import TensorProto, helper

from verified_opt.check.compare import divisor_inputs, random_feeds
from verified_opt.cli import main
from verified_opt.ir.onnx_io import import_model


def _int_div_model(path):
    i64 = TensorProto.INT64
    g = helper.make_graph(
        [helper.make_node("Reshape", ["b", "shape"], ["b2"]),
         helper.make_node("Div", ["a", "b2"], ["q"]),
         helper.make_node("Mod", ["a", "c"], ["r"]),
         helper.make_node("Add", ["q", "r"], ["y"])], "g",
        [helper.make_tensor_value_info(n, i64, s) for n, s in
         (("a", [4, 8]), ("b", [32]), ("c", [4, 8]), ("d", [4, 8]))],
        [helper.make_tensor_value_info("y", i64, [4, 8]),
         helper.make_tensor_value_info("d", i64, [4, 8])],
        [helper.make_tensor("shape", i64, [2], [4, 8])])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    onnx.save(m, str(path))
    return path


def test_integer_divisors_are_drawn_without_zero(tmp_path):
    graph = import_model(onnx.load(str(_int_div_model(tmp_path / "m.onnx"))))
    assert divisor_inputs(graph) == {"b", "c"}  # b through a Reshape; a and d divide nothing
    for seed in range(5):
        feeds = random_feeds(graph, seed)
        assert feeds["b"].min() >= 1 and feeds["c"].min() >= 1
        assert feeds["a"].min() == 0 and feeds["d"].min() == 0  # the others keep 0..3


def test_a_model_dividing_integer_inputs_is_optimized_and_run(tmp_path, capsys):
    model, out = _int_div_model(tmp_path / "m.onnx"), tmp_path / "out.onnx"
    code = main(["optimize", str(model), "-o", str(out), "--budget", "1"])
    assert code == 0 and out.exists(), capsys.readouterr().err
    assert main(["run", str(model), "--compare-ort"]) == 0, capsys.readouterr().err
