"""The matcher finds every match (parallel branches, commutative operands, multi-output rules)
and never one it may not rewrite; applying a match keeps the graph's meaning and stamps
provenance on every new node."""

from __future__ import annotations

import json

import numpy as np
import onnx
import pytest
from onnx import helper, numpy_helper

from verified_opt.errors import VoptError
from verified_opt.ir.evaluate import evaluate
from verified_opt.ir.onnx_io import export_model, import_model
from verified_opt.rules.apply import META_CERT, META_RULE, apply_match
from verified_opt.rules.format import load_rules, parse_rules
from verified_opt.rules.match import find_matches
from verified_opt.search.library import DEFAULT_RULES

MERGE = {
    "name": "merge_parallel_convs",
    "inputs": {"X": ["n", "c", "h", "w"], "W1": ["k1", "c", "r", "s"],
               "W2": ["k2", "c", "r", "s"]},
    "src": {"nodes": [{"op": "Conv", "inputs": ["X", "W1"], "outputs": ["y1"],
                       "attrs": {"pads": ["p", "q", "p", "q"]}},
                      {"op": "Conv", "inputs": ["X", "W2"], "outputs": ["y2"],
                       "attrs": {"pads": ["p", "q", "p", "q"]}}],
            "outputs": ["y1", "y2"]},
    "dst": {"nodes": [{"op": "Concat", "inputs": ["W1", "W2"], "outputs": ["w"],
                       "attrs": {"axis": 0}},
                      {"op": "Conv", "inputs": ["X", "w"], "outputs": ["y"],
                       "attrs": {"pads": ["p", "q", "p", "q"]}},
                      {"op": "Split", "inputs": ["y"], "outputs": ["y1", "y2"],
                       "attrs": {"axis": 1, "split": ["k1", "k2"]}}],
            "outputs": ["y1", "y2"]}}
ADD_COMMUTE = {
    "name": "relu_add_first", "inputs": {"A": ["n"], "B": ["n"]},
    "src": {"nodes": [{"op": "Add", "inputs": ["A", "B"], "outputs": ["s"]},
                      {"op": "Relu", "inputs": ["s"], "outputs": ["y"]}], "outputs": ["y"]},
    "dst": {"nodes": [{"op": "Add", "inputs": ["B", "A"], "outputs": ["s"]},
                      {"op": "Relu", "inputs": ["s"], "outputs": ["y"]}], "outputs": ["y"]}}


def _rule(obj):
    return parse_rules(json.dumps({"rules": [obj]}))[0]


def _three_convs(kernels=(3, 3, 3), extra_user=False):
    rng = np.random.default_rng(0)
    inits = [numpy_helper.from_array(rng.standard_normal((4, 3, k, k)).astype(np.float32),
                                     f"w{i}") for i, k in enumerate(kernels)]
    nodes = [helper.make_node("Conv", ["x", f"w{i}"], [f"c{i}"], name=f"conv{i}",
                              pads=[k // 2] * 4) for i, k in enumerate(kernels)]
    nodes += [helper.make_node("Relu", [f"c{i}"], [f"r{i}"], name=f"relu{i}")
              for i in range(len(kernels))]
    outs = ["y"]
    nodes.append(helper.make_node("Concat", [f"r{i}" for i in range(len(kernels))], ["y"],
                                  axis=1, name="cat"))
    if extra_user:  # c0 is also a graph output: conv0's output escapes any match
        outs.append("c0")
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", 1, [1, 3, 6, 6])],
                          [helper.make_tensor_value_info(o, 1, None) for o in outs], inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return import_model(m)


def test_parallel_branches_match_in_both_orders():
    graph = _three_convs()
    matches = find_matches(_rule(MERGE), graph)
    pairs = {tuple(n.name for n in m.nodes) for m in matches}
    assert pairs == {(a, b) for a in ("conv0", "conv1", "conv2")
                     for b in ("conv0", "conv1", "conv2") if a != b}
    assert all(m.sizes["k1"] == 4 and m.sizes["r"] == 3 and m.sizes["p"] == 1 for m in matches)


def test_shape_constraints_reject_different_kernels():
    graph = _three_convs(kernels=(1, 3, 3))
    pairs = {tuple(n.name for n in m.nodes) for m in find_matches(_rule(MERGE), graph)}
    assert pairs == {("conv1", "conv2"), ("conv2", "conv1")}


def test_graph_outputs_may_be_rule_outputs():
    graph = _three_convs(extra_user=True)
    assert find_matches(_rule(MERGE), graph)  # c0 is a src output, so it may stay visible


def test_commutative_operands_match_either_way():
    nodes = [helper.make_node("Add", ["b", "a"], ["s"], name="add"),
             helper.make_node("Relu", ["s"], ["y"], name="relu")]
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info(n, 1, [5]) for n in "ab"],
                          [helper.make_tensor_value_info("y", 1, [5])])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    graph = import_model(m)
    matches = find_matches(_rule(ADD_COMMUTE), graph)
    assert {(mm.values["A"], mm.values["B"]) for mm in matches} == {("a", "b"), ("b", "a")}


def test_intermediate_used_outside_blocks_the_match():
    nodes = [helper.make_node("Add", ["a", "b"], ["s"], name="add"),
             helper.make_node("Relu", ["s"], ["y"], name="relu"),
             helper.make_node("Neg", ["s"], ["z"], name="other_user")]
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info(n, 1, [5]) for n in "ab"],
                          [helper.make_tensor_value_info(o, 1, [5]) for o in "yz"])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    assert find_matches(_rule(ADD_COMMUTE), import_model(m)) == []


def test_opaque_nodes_never_match():
    nodes = [helper.make_node("Add", ["a", "b"], ["s"], name="add", domain="custom.ops"),
             helper.make_node("Relu", ["s"], ["y"], name="relu")]
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info(n, 1, [5]) for n in "ab"],
                          [helper.make_tensor_value_info("y", 1, [5])])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18),
                                            helper.make_opsetid("custom.ops", 1)])
    m.ir_version = 9
    m.graph.value_info.append(helper.make_tensor_value_info("s", 1, [5]))
    assert find_matches(_rule(ADD_COMMUTE), import_model(m)) == []


def test_apply_keeps_meaning_and_stamps_provenance():
    graph = _three_convs()
    match = find_matches(_rule(MERGE), graph)[0]
    new = apply_match(graph, match, "sha256:test", step=1)
    assert new.op_counts()["Conv"] == 2 and new.op_counts()["Split"] == 1
    created = [n for n in new.nodes if n.meta]
    assert {n.op for n in created} == {"Concat", "Conv", "Split"}
    assert all(n.meta[META_RULE] == "merge_parallel_convs" and n.meta[META_CERT] == "sha256:test"
               for n in created)
    feeds = {"x": np.random.default_rng(1).standard_normal((1, 3, 6, 6)).astype(np.float32)}
    a, b = evaluate(graph, feeds), evaluate(new, feeds)
    np.testing.assert_allclose(a["y"], b["y"], rtol=1e-5, atol=1e-5)
    exported = export_model(new)
    onnx.checker.check_model(exported)
    stamped = [n for n in exported.graph.node if any(p.key == META_RULE
                                                     for p in n.metadata_props)]
    assert len(stamped) == 3


def test_new_nodes_go_where_their_inputs_are_made_or_the_graph_is_sorted_again():
    from verified_opt.ir.graph import Graph, Node, TensorType
    from verified_opt.rules.apply import _insert

    f = TensorType((2, 3))
    # in place: after the producer of what the new node reads, before its readers
    g = Graph([Node("Relu", ("x",), ("a",), name="r"), Node("Sigmoid", ("b",), ("y",), name="s")],
              {"x": f}, ["y"])
    _insert(g, [Node("Tanh", ("a",), ("b",), name="new")])
    assert [n.name for n in g.nodes] == ["r", "new", "s"]
    # a value it reads is made after a reader of its output: only a full sort orders that
    g = Graph([Node("Relu", ("b",), ("c",), name="early"), Node("Sigmoid", ("x",), ("a",), name="s"),
               Node("Add", ("a", "c"), ("y",), name="add")], {"x": f}, ["y"])
    _insert(g, [Node("Tanh", ("a",), ("b",), name="new")])
    assert g.is_sorted() and [n.name for n in g.nodes] == ["s", "new", "early", "add"]


def test_applied_merges_keep_the_graph_sorted_with_fresh_names():
    graph = _three_convs()
    new = apply_match(graph, find_matches(_rule(MERGE), graph)[0], "sha256:test", step=1)
    names = [n.name for n in new.nodes]
    assert new.is_sorted() and len(set(names)) == len(names)
    assert not {o for n in new.nodes for o in n.outputs} & set(new.initializers)


def _attention_projections(rng):
    """BERT's Q, K, V: three MatMul + bias Add over one [batch, seq, hidden] input."""
    inits, nodes = [], []
    for i in range(3):
        inits += [numpy_helper.from_array(rng.standard_normal((16, 8)).astype(np.float32), f"w{i}"),
                  numpy_helper.from_array(rng.standard_normal(8).astype(np.float32), f"b{i}")]
        nodes += [helper.make_node("MatMul", ["x", f"w{i}"], [f"p{i}"], name=f"mm{i}"),
                  helper.make_node("Add", [f"p{i}", f"b{i}"], [f"y{i}"], name=f"add{i}")]
    g = helper.make_graph(nodes, "attn", [helper.make_tensor_value_info("x", 1, [2, 5, 16])],
                          [helper.make_tensor_value_info(f"y{i}", 1, None) for i in range(3)],
                          inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return import_model(m)


def test_attention_projections_merge_into_one_linear_layer():
    from verified_opt.rules.format import load_rules
    from verified_opt.search.library import DEFAULT_RULES

    (rule,) = [r for r in load_rules([DEFAULT_RULES])
               if r.name == "linear_merge_three_shared_input_batched"]
    rng = np.random.default_rng(0)
    graph = _attention_projections(rng)
    matches = find_matches(rule, graph)
    assert matches, "the three projections match"
    new = apply_match(graph, matches[0], "sha256:test", step=1)
    assert new.op_counts()["MatMul"] == 1 and new.op_counts()["Split"] == 1
    feeds = {"x": rng.standard_normal((2, 5, 16)).astype(np.float32)}
    a, b = evaluate(graph, feeds), evaluate(new, feeds)
    for i in range(3):
        np.testing.assert_allclose(a[f"y{i}"], b[f"y{i}"], rtol=1e-5, atol=1e-5)


def _light(name):
    import os

    folder = os.path.join(os.path.dirname(onnx.__file__), "backend", "test", "data", "light")
    from verified_opt.ir.onnx_io import load

    return load(os.path.join(folder, f"{name}.onnx"))


def test_typing_only_the_new_nodes_equals_inferring_the_whole_graph():
    # apply_match types just the rewrite's nodes; on real models, for every library rule
    # that matches, the types must be exactly those of inferring the whole graph again
    from verified_opt.examples.build import build_graph
    from verified_opt.search.library import load_library

    library = load_library()
    graphs = [build_graph(), _attention_projections(np.random.default_rng(0)),
              _three_convs(), _light("light_inception_v1"), _light("light_resnet50"),
              _light("light_bvlc_alexnet")]
    checked = set()
    for graph in graphs:
        for cr in library.certified:
            for m in find_matches(cr.rule, graph)[:3]:
                try:
                    new = apply_match(graph, m, "sha256:test")
                except VoptError:  # the target does not type-check here: the search skips it
                    continue
                full = new.copy()
                full.infer_types()
                assert new.types == full.types, cr.rule.name
                assert new.dynamic == full.dynamic, cr.rule.name
                checked.add(cr.rule.name)
    assert len(checked) >= 8, sorted(checked)


def test_a_shape_keeping_rewrite_types_only_its_new_nodes(monkeypatch):
    from verified_opt.ir.graph import Graph

    graph = _three_convs()
    match = find_matches(_rule(MERGE), graph)[0]
    calls = []
    monkeypatch.setattr(Graph, "infer_types", lambda self: calls.append(self))
    new = apply_match(graph, match, "sha256:test")
    # (the rule's own target side is typed when instantiated; the model is not typed again)
    assert [c.name for c in calls] == ["dst"] and new.types["y"] == graph.types["y"]
    assert all(o in new.types for n in new.nodes for o in n.outputs)


def _conv_bn(kernel: int, stride: int, pads: int, dilation: int, eps: float):
    rng = np.random.default_rng(kernel + 10 * stride)
    w = rng.standard_normal((6, 3, kernel, kernel)).astype(np.float32)
    params = [rng.standard_normal(6).astype(np.float32) for _ in range(3)]
    var = (rng.random(6) + 0.5).astype(np.float32)
    inits = [numpy_helper.from_array(a, n) for a, n in
             zip([w, *params, var], ["w", "s", "b", "m", "v"])]
    nodes = [helper.make_node("Conv", ["x", "w"], ["c"], name="conv", strides=[stride] * 2,
                              pads=[pads] * 4, dilations=[dilation] * 2),
             helper.make_node("BatchNormalization", ["c", "s", "b", "m", "v"], ["y"],
                              name="bn", epsilon=eps)]
    g = helper.make_graph(nodes, "cbn", [helper.make_tensor_value_info("x", 1, [1, 3, 15, 15])],
                          [helper.make_tensor_value_info("y", 1, None)], inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return import_model(onnx.load_from_string(m.SerializeToString()))  # epsilon as float32


@pytest.mark.parametrize("kernel, stride, pads, dilation, eps", [
    (7, 2, 3, 1, 1e-5), (1, 2, 0, 1, 1e-5), (3, 1, 2, 2, 1e-3), (3, 2, 1, 1, 1e-3)])
def test_batchnorm_folds_into_any_conv_window(kernel, stride, pads, dilation, eps):
    """The shipped BatchNorm folding matches a Conv of any kernel, stride, pads, dilation and
    epsilon (a real symbol bound to the model's float32 value), and keeps the meaning."""
    rules = {r.name: r for r in load_rules([DEFAULT_RULES])}
    graph = _conv_bn(kernel, stride, pads, dilation, eps)
    (m,) = find_matches(rules["bn_fold_into_conv"], graph)
    assert np.float32(m.sizes["eps"]) == np.float32(eps)
    new = apply_match(graph, m, "sha256:test", 1)
    feeds = {"x": np.random.default_rng(2).standard_normal((1, 3, 15, 15)).astype(np.float32)}
    np.testing.assert_allclose(evaluate(new, feeds)["y"], evaluate(graph, feeds)["y"],
                               rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("bn_attrs", [{}, {"epsilon": 1e-5}, {"epsilon": 1e-5, "momentum": 0.9},
                                      {"momentum": 0.99}])
def test_an_attribute_left_at_its_default_matches_the_rules_value(bn_attrs):
    """ShuffleNet's BatchNormalizations have no attributes: epsilon is then ONNX's 1e-5, which
    bn_fold_into_conv states; momentum (training only) matches whatever it is."""
    rng = np.random.default_rng(0)
    inits = [numpy_helper.from_array(rng.standard_normal((4, 3, 3, 3)).astype(np.float32), "w")]
    inits += [numpy_helper.from_array(rng.uniform(0.5, 2, 4).astype(np.float32), k)
              for k in ("s", "b", "m", "v")]
    nodes = [helper.make_node("Conv", ["x", "w"], ["c"], name="conv"),
             helper.make_node("BatchNormalization", ["c", "s", "b", "m", "v"], ["y"], name="bn",
                              **bn_attrs)]
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", 1, [1, 3, 6, 6])],
                          [helper.make_tensor_value_info("y", 1, None)], inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    graph = import_model(m)
    (rule,) = [r for r in load_rules([DEFAULT_RULES]) if r.name == "bn_fold_into_conv"]
    assert len(find_matches(rule, graph)) == 1


@pytest.mark.parametrize("shape", [(4, 1, 1), (1, 4, 1, 1)])
def test_a_per_channel_scale_and_shift_after_batchnorm_fold_into_it(shape):
    """DenseNet's Caffe2 export: BatchNormalization -> Mul(Unsqueeze(w)) -> Add(Unsqueeze(b))
    -> Relu becomes one BatchNormalization -> Relu, whose parameters fold to initializers."""
    from verified_opt.ir.fold import fold_constants

    rng = np.random.default_rng(0)
    inits = [numpy_helper.from_array(rng.uniform(0.5, 2, 4).astype(np.float32), k)
             for k in ("s", "b", "m", "v", "w", "a")]
    axes = numpy_helper.from_array(np.arange(1, len(shape), dtype=np.int64) if len(shape) == 3
                                   else np.array([0, 2, 3], np.int64), "axes")
    nodes = [helper.make_node("BatchNormalization", ["x", "s", "b", "m", "v"], ["z"], name="bn",
                              epsilon=1e-3),
             helper.make_node("Unsqueeze", ["w", "axes"], ["w3"], name="uw"),
             helper.make_node("Mul", ["w3", "z"], ["y1"], name="mul"),  # operands swapped
             helper.make_node("Unsqueeze", ["a", "axes"], ["a3"], name="ua"),
             helper.make_node("Add", ["y1", "a3"], ["y2"], name="add"),
             helper.make_node("Relu", ["y2"], ["y"], name="relu")]
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", 1, [1, 4, 5, 5])],
                          [helper.make_tensor_value_info("y", 1, None)], inits + [axes])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    graph = import_model(m)
    rules = {r.name: r for r in load_rules([DEFAULT_RULES])}
    rank = len(shape)
    (mm,) = find_matches(rules[f"bn_mul_fold{rank}"], graph)
    step1 = apply_match(graph, mm, "sha256:test", 1)
    (ma,) = find_matches(rules[f"bn_add_fold{rank}"], step1)
    step2 = apply_match(step1, ma, "sha256:test", 2)
    fold_constants(step2)
    assert step2.op_counts() == {"BatchNormalization": 1, "Relu": 1}
    feeds = {"x": rng.standard_normal((1, 4, 5, 5)).astype(np.float32)}
    np.testing.assert_allclose(evaluate(step2, feeds)["y"], evaluate(graph, feeds)["y"],
                               rtol=1e-5, atol=1e-6)


def _flatten_graph(axis: int):
    node = helper.make_node("Flatten", ["x"], ["y"], name="flat", axis=axis)
    g = helper.make_graph([node], "g", [helper.make_tensor_value_info("x", 1, [2, 3, 4])],
                          [helper.make_tensor_value_info("y", 1, None)])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return import_model(m)


def _flatten_rule(axis: int):
    return _rule({"name": f"flatten{axis}", "inputs": {"X": ["a", "b", "c"]},
                  "src": {"nodes": [{"op": "Flatten", "inputs": ["X"], "outputs": ["y"],
                                     "attrs": {"axis": axis}}], "outputs": ["y"]},
                  "dst": {"nodes": [{"op": "Flatten", "inputs": ["X"], "outputs": ["y"],
                                     "attrs": {"axis": axis}}], "outputs": ["y"]}})


@pytest.mark.parametrize("rule_axis, graph_axis, matches", [
    (0, 3, False), (3, 0, False),  # [1, 24] and [24, 1]: axis r is not axis 0
    (2, -1, True), (0, -3, True), (3, 3, True), (1, 1, True)])
def test_a_flatten_axis_matches_only_the_same_axis(rule_axis, graph_axis, matches):
    """Flatten's axis runs over [-r, r]: r (flatten everything into rows) is not 0 (into one
    row), though r % r is; a negative axis counts from r."""
    found = find_matches(_flatten_rule(rule_axis), _flatten_graph(graph_axis))
    assert bool(found) == matches


def _model(nodes, inputs, outputs, inits=(), opset=13):
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info(n, 1, s) for n, s in inputs],
                          [helper.make_tensor_value_info(n, 1, s) for n, s in outputs], inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)])
    m.ir_version = 8
    return import_model(m)


def test_a_list_attribute_of_another_length_does_not_match():
    """softmax_fuse2 reduces over axes [-1]; a ReduceSum over [1, 0] sums the whole tensor, and
    zip would compare only its first entry (a mutant that dropped the length check matched it,
    and the Softmax it made changed every value)."""
    rule = next(r for r in load_rules([DEFAULT_RULES]) if r.name == "softmax_fuse2")
    axes = numpy_helper.from_array(np.array([1, 0], dtype=np.int64), "axes")
    nodes = [helper.make_node("Exp", ["x"], ["e"]),
             helper.make_node("ReduceSum", ["e", "axes"], ["s"], keepdims=1),
             helper.make_node("Div", ["e", "s"], ["y"])]
    assert find_matches(rule, _model(nodes, [("x", [2, 3])], [("y", [2, 3])], [axes])) == []
    last = numpy_helper.from_array(np.array([1], dtype=np.int64), "axes")
    assert len(find_matches(rule, _model(nodes, [("x", [2, 3])], [("y", [2, 3])], [last]))) == 1


def test_a_value_the_rule_consumes_inside_may_not_be_a_graph_output():
    """relu(relu(x)) -> relu(x) would delete the inner Relu that makes the graph output r."""
    rule = _rule({"name": "relu_relu", "inputs": {"X": ["n"]},
                  "src": {"nodes": [{"op": "Relu", "inputs": ["X"], "outputs": ["a"]},
                                    {"op": "Relu", "inputs": ["a"], "outputs": ["y"]}],
                          "outputs": ["y"]},
                  "dst": {"nodes": [{"op": "Relu", "inputs": ["X"], "outputs": ["y"]}],
                          "outputs": ["y"]}})
    nodes = [helper.make_node("Relu", ["x"], ["r"], name="r1"),
             helper.make_node("Relu", ["r"], ["y"], name="r2")]
    assert find_matches(rule, _model(nodes, [("x", [3])], [("r", [3]), ("y", [3])])) == []
    assert len(find_matches(rule, _model(nodes, [("x", [3])], [("y", [3])]))) == 1


def test_a_rewrite_that_changes_a_values_type_is_refused():
    """Over the reals every float Cast is the identity, so Cast(to float32) -> Cast(to
    float16) is proved; applying it would make y and the graph output float16."""
    rule = _rule({"name": "cast_to_half", "inputs": {"X": ["n"]},
                  "src": {"nodes": [{"op": "Cast", "inputs": ["X"], "outputs": ["y"],
                                     "attrs": {"to": 1}}], "outputs": ["y"]},
                  "dst": {"nodes": [{"op": "Cast", "inputs": ["X"], "outputs": ["y"],
                                     "attrs": {"to": 10}}], "outputs": ["y"]}})
    nodes = [helper.make_node("Cast", ["x"], ["y"], to=1, name="c"),
             helper.make_node("Relu", ["y"], ["z"], name="r")]
    graph = _model(nodes, [("x", [3])], [("z", [3])])
    [m] = find_matches(rule, graph)
    with pytest.raises(VoptError, match="type"):
        apply_match(graph, m, "sha256:t", 1)
