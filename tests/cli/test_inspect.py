"""`vopt inspect`: operators and counts, inputs/outputs, parameters, opaque operators."""

from __future__ import annotations

import re

import numpy as np
from onnx import helper, numpy_helper

from tests.ir.exporter_patterns import flatten_via_gather
from verified_opt.ops.registry import OPS


def rows(out: str) -> dict[str, list[str]]:
    """Table rows of rich's output, keyed by their first cell."""
    table = {}
    for line in out.splitlines():
        cells = [c.strip() for c in re.split(r"[│┃]", line)[1:-1]]
        if cells and cells[0]:
            table.setdefault(cells[0], []).append(" | ".join(cells[1:]))
    return table


def test_inspect_lists_io_operators_parameters_and_opaque(vopt, write, models, monkeypatch):
    monkeypatch.delitem(OPS, "Gather", raising=False)  # an operator outside the registry
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


def test_inspect_says_which_opset_the_file_has_when_it_was_converted(vopt, write, models):
    """An opset-17 file was shown as 'opset 18' (the import's target) alone (a review)."""
    m = models.cnn()
    m.opset_import[0].version = 17
    r = vopt("inspect", write(m))
    assert r.code == 0 and "opset 18 (the file's 17, converted), 8 nodes" in r.out, r.out


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


def test_inspect_custom_domain_and_dynamic_nodes(vopt, write, models, monkeypatch):
    """The classic flatten (Shape -> Gather -> Unsqueeze -> Concat -> Reshape): with the input
    shape fixed, the Gather (here outside the registry) is a constant and the Reshape is
    modelled. A Reshape whose target is data read at run time passes through, typed by the
    model's own value_info."""
    monkeypatch.delitem(OPS, "Gather", raising=False)
    nodes, inits = flatten_via_gather("Gelu", domain="com.microsoft")
    nodes.append(helper.make_node("Reshape", ["y", "target_in"], ["z"], name="dyn_reshape"))
    m = models.make(nodes, [models.vi("x", [2, 3, 4]), models.vi("target_in", [2], 7)],
                    [models.vi("z", None)], inits, extra_opsets=[("com.microsoft", 1)])
    m.graph.value_info.extend([models.vi("y", [2, 12]), models.vi("z", [12, 2])])
    r = vopt("inspect", write(m))
    assert r.code == 0, r.err
    t = rows(r.out)
    assert t["com.microsoft::Gelu"] == ["1 | no: passes through"]
    assert t["Reshape"] == ["2 | yes (1 with dynamic shape inputs pass through)"]
    assert t["Unsqueeze"] == ["1 | yes"] and t["Gather"] == ["1 | no: passes through"]
    assert "com.microsoft::Gelu x1" in r.out and "Reshape x1" in r.out
    assert t["output"] == ["z | [12, 2] | float32"]


def test_inspect_long_names_are_not_cut(vopt, write, models):
    name = "encoder/layer_11/attention/output/dense/very_long_output_name_0"
    m = models.make([helper.make_node("Relu", ["x"], [name])], [models.vi("x", [1, 2])],
                    [models.vi(name, [1, 2])])
    r = vopt("inspect", write(m))
    assert r.code == 0 and name in r.out


def test_a_fill_made_from_the_input_shape_at_run_time_is_no_weight(vopt, write, models):
    """An LSTM's zero initial state: ConstantOfShape of a shape computed from the input's. It
    is no weight (`--randomize-weights` has nothing to draw), unlike a fill of a constant
    shape; only the latter is counted."""
    nodes = [helper.make_node("Shape", ["x"], ["s"]),
             helper.make_node("Gather", ["s", "one"], ["b"], axis=0),
             helper.make_node("Unsqueeze", ["b", "zero1"], ["b1"]),
             helper.make_node("Concat", ["one1", "b1", "four1"], ["hs"], axis=0),
             helper.make_node("ConstantOfShape", ["hs"], ["h0"], name="state"),
             helper.make_node("ConstantOfShape", ["wshape"], ["w"], name="weight",
                              value=numpy_helper.from_array(np.array([0.1], np.float32))),
             helper.make_node("MatMul", ["x", "w"], ["m"]),
             helper.make_node("Add", ["m", "h0"], ["y"])]
    inits = [numpy_helper.from_array(np.asarray(v, np.int64), k) for k, v in
             {"one": 1, "zero1": [0], "one1": [1], "four1": [4], "wshape": [3, 4]}.items()]
    m = models.make(nodes, [models.vi("x", [7, "B", 3])], [models.vi("y", [7, "B", 4])], inits)
    r = vopt("inspect", write(m), "--shape", "x=7,2,3")
    assert r.code == 0, r.err
    assert "weights made by ConstantOfShape: 1 " in r.out
    assert rows(r.out)["ConstantOfShape"] == ["2 | yes"]


def test_inspect_names_the_banded_products_derive_would_replace(vopt, write, models):
    """Sliding-window attention written densely: inspect lists its two bands; where the mask
    does not zero the clipped reads there is no band, and a model without GatherElements /
    ScatterElements is not searched (nothing printed either way)."""
    from tests.api.band_model import band_attention

    r = vopt("inspect", write(band_attention(dilation=2)))
    assert r.code == 0 and r.err == ""
    lines = [ln for ln in r.out.splitlines() if ln.startswith("banded product:")]
    assert len(lines) == 2
    assert "G2BMM [2, 64, 9], width 4, dilation 2 (l0_transpose, l0_scores, l0_gather, " \
           "l0_mask)" in lines[0]
    assert "GBMM [2, 64, 32], width 4, dilation 2" in lines[1]
    assert all("`vopt optimize --derive --fast-math` derives it" in ln for ln in lines)
    unmasked = band_attention()
    k = next(k for k, i in enumerate(unmasked.graph.initializer) if i.name == "valid")
    ones = np.ones(numpy_helper.to_array(unmasked.graph.initializer[k]).shape, np.float32)
    unmasked.graph.initializer[k].CopyFrom(numpy_helper.from_array(ones, "valid"))
    for model in (unmasked, models.cnn()):
        r = vopt("inspect", write(model, "other.onnx"))
        assert r.code == 0 and "banded product" not in r.out
