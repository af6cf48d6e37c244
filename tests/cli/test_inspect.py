"""`vopt inspect`: operators and counts, inputs/outputs, parameters, opaque operators."""

from __future__ import annotations

import re

from onnx import helper

from tests.ir.exporter_patterns import flatten_via_gather


def rows(out: str) -> dict[str, list[str]]:
    """Table rows of rich's output, keyed by their first cell."""
    table = {}
    for line in out.splitlines():
        cells = [c.strip() for c in re.split(r"[│┃]", line)[1:-1]]
        if cells and cells[0]:
            table.setdefault(cells[0], []).append(" | ".join(cells[1:]))
    return table


def test_inspect_lists_io_operators_parameters_and_opaque(vopt, write, models):
    r = vopt("inspect", write(models.cnn()))
    assert r.code == 0 and r.err == ""
    t = rows(r.out)
    assert t["input"] == ["image | [1, 3, 8, 8] | float32"]
    assert t["output"] == ["probs | [1, 2] | float32", "activ | [1, 2] | float32"]
    assert t["Relu"] == ["1 | yes"]
    assert t["Conv"] == ["1 | yes"] and t["Gemm"] == ["1 | yes"] and t["Tanh"] == ["1 | yes"]
    assert t["Gather"] == ["1 | no: passes through"]
    assert "opset 18, 8 nodes" in r.out
    assert "parameters: 123 in 5 initializers (4 float)" in r.out
    assert re.search(r"not modelled \(passed through untouched, never rewritten\):\s+Gather x1",
                     r.out)


def test_inspect_counts_repeated_operators(vopt, write, models):
    nodes = [helper.make_node("Relu", ["x"], ["a"]), helper.make_node("Relu", ["a"], ["b"]),
             helper.make_node("Add", ["a", "b"], ["c"]), helper.make_node("Relu", ["c"], ["y"])]
    m = models.make(nodes, [models.vi("x", [3])], [models.vi("y", [3])])
    r = vopt("inspect", write(m))
    assert r.code == 0
    t = rows(r.out)
    assert t["Relu"] == ["3 | yes"] and t["Add"] == ["1 | yes"]
    assert r.out.index("│ Relu") < r.out.index("│ Add")  # most used first
    assert "not modelled: none" in r.out
    assert "parameters: 0 in 0 initializers" in r.out


def test_inspect_mentions_constant_fills(vopt, write, models):
    r = vopt("inspect", write(models.fill()))
    assert r.code == 0
    assert "weights made by ConstantOfShape: 1" in r.out and "--randomize-weights" in r.out
    assert rows(r.out)["ConstantOfShape"] == ["1 | yes"]


def test_inspect_dynamic_model_with_shape(vopt, write, models):
    path = write(models.dynamic())
    r = vopt("inspect", path, "--shape", "x=2,3,5,7")
    assert r.code == 0, r.err
    t = rows(r.out)
    assert t["input"] == ["x | [2, 3, 5, 7] | float32"]
    assert t["output"] == ["y | [2, 2, 5, 7] | float32"]
    assert "parameters: 54 in 1 initializers (1 float)" in r.out


def test_inspect_custom_domain_and_dynamic_nodes(vopt, write, models):
    nodes, inits = flatten_via_gather("Gelu", domain="com.microsoft")
    m = models.make(nodes, [models.vi("x", [2, 3, 4])], [models.vi("y", [2, 12])], inits,
                    extra_opsets=[("com.microsoft", 1)])
    r = vopt("inspect", write(m))
    assert r.code == 0, r.err
    t = rows(r.out)
    assert t["com.microsoft::Gelu"] == ["1 | no: passes through"]
    assert t["Reshape"] == ["1 | dynamic shape input: passes through"]
    assert t["Unsqueeze"] == ["1 | yes"] and t["Gather"] == ["1 | no: passes through"]
    assert "Reshape x1" in r.out and "com.microsoft::Gelu x1" in r.out
    assert t["output"] == ["y | [2, 12] | float32"]


def test_inspect_long_names_are_not_cut(vopt, write, models):
    name = "encoder/layer_11/attention/output/dense/very_long_output_name_0"
    m = models.make([helper.make_node("Relu", ["x"], [name])], [models.vi("x", [1, 2])],
                    [models.vi(name, [1, 2])])
    r = vopt("inspect", write(m))
    assert r.code == 0 and name in r.out
