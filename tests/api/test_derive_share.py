"""Identical operators share one derivation search (api/derive_share.py): the pass searches
once per group of operators with the same type, attributes and shapes; every member gets a
derivation over its own tensors, proved again and rechecked by the audit like any other; a
member whose step no longer proves is not replaced; groups are taken largest first within
the budget."""

import numpy as np
import onnx
import pytest
from onnx import helper, numpy_helper

pytest.importorskip("tvm")

from verified_opt.api import derivations, derive_share
from verified_opt.audit.derivation import recheck_derivation
from verified_opt.backends.hybrid import HybridSession
from verified_opt.backends.ort import session
from verified_opt.derive.proof import StepProof
from verified_opt.ir.onnx_io import export_model, import_model


def _model(convs):
    """x -> Conv(w0) -> Relu -> Conv(w1) ... ; convs: (out channels, kernel) per Conv, 4
    channels in, 6x6, "same" padding."""
    rng = np.random.default_rng(0)
    nodes, inits, x, c = [], [], "x", 4
    for k, (f, kk) in enumerate(convs):
        w = rng.standard_normal((f, c, kk, kk)).astype(np.float32)
        inits.append(numpy_helper.from_array(w, f"w{k}"))
        nodes.append(helper.make_node("Conv", [x, f"w{k}"], [f"y{k}"], name=f"conv{k}",
                                      pads=[kk // 2] * 4))
        nodes.append(helper.make_node("Relu", [f"y{k}"], [f"r{k}"], name=f"relu{k}"))
        x, c = f"r{k}", f
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", 1, (1, 4, 6, 6))],
                          [helper.make_tensor_value_info(x, 1, (1, c, 6, 6))],
                          initializer=inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    return m


def _faster(models, feeds, threads=2, rounds=3, **kw):
    """The pass's timer (measure_rounds' signature): every candidate 1 ms against the matched
    nodes' 2 ("0"), deterministic; measuring them was half of these tests' time."""
    return {k: [2.0 if k == "0" else 1.0] * rounds for k in models}


@pytest.fixture
def searches(monkeypatch):
    """The nodes derive_operator searched, in order."""
    seen = []
    real = derivations.derive_operator

    def counting(node, *a, **k):
        seen.append(node.name)
        return real(node, *a, **k)

    monkeypatch.setattr(derivations, "derive_operator", counting)
    return seen


def test_identical_convs_share_one_search_and_each_is_proved_and_audited(searches):
    proto = _model([(4, 3), (4, 3), (6, 3)])   # conv0 == conv1 (4 -> 4), conv2 differs
    graph = import_model(proto)
    msgs = []
    out, applied = derivations.derive_pass(graph, budget_s=60, min_gain=0.0,
                                           progress=msgs.append, timer=_faster)
    assert searches == ["conv0", "conv2"]
    assert sorted(a.node for a in applied) == ["conv0", "conv1", "conv2"]
    docs = {a.node: a.document for a in applied}
    assert docs["conv1"]["shared_from"] == "conv0" and docs["conv0"]["shared_from"] is None
    assert docs["conv1"]["path"] == docs["conv0"]["path"].replace("scope=y0", "scope=y1")
    # conv1's certificates state conv1's tensors and its own queries
    first = docs["conv1"]["steps"][0]
    assert "w1" in first["before_text"] and "w0" not in first["before_text"]
    assert all("w0" not in o["query"] for s in docs["conv1"]["steps"] for o in s["obligations"])
    assert all(s["verdict"] == "proved" for s in docs["conv1"]["steps"])
    for name in ("conv0", "conv1"):
        ok, why = recheck_derivation(docs[name], seed=11)
        assert ok, (name, why)
    assert any("2 searches covered 3 of 3 derivable operators (1 shared" in m for m in msgs)
    x = np.random.default_rng(1).standard_normal((1, 4, 6, 6)).astype(np.float32)
    want = session(proto).run(None, {"x": x})[0]
    got = HybridSession(export_model(out)).run({"x": x})[0]
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)


def test_a_shared_step_that_does_not_prove_is_not_applied(searches, monkeypatch):
    graph = import_model(_model([(4, 3), (4, 3)]))
    real = derive_share.prove_step
    calls = []

    def failing(before, after, witness, solvers):
        calls.append(1)
        p = real(before, after, witness, solvers)
        return StepProof("unproved", p.witness, p.obligations, p.answers, reason="forced")

    monkeypatch.setattr(derive_share, "prove_step", failing)
    out, applied = derivations.derive_pass(graph, budget_s=60, min_gain=0.0, timer=_faster)
    assert searches == ["conv0"] and calls
    assert [a.node for a in applied] == ["conv0"]
    assert [n.name for n in out.nodes if n.op == "Conv"] == ["conv1"]


def test_an_operator_that_does_not_lower_to_the_renamed_root_is_not_shared():
    a, b = _model([(4, 3)]), _model([(4, 1)])
    shapes = {"x": (1, 4, 6, 6), "w0": (4, 4, 3, 3)}
    consts = {"w0": numpy_helper.to_array(a.graph.initializer[0])}
    res = derivations.derive_operator(a.graph.node[0], shapes, consts, budget_s=2,
                                      measure=False)
    other = onnx.NodeProto()
    other.CopyFrom(b.graph.node[0])
    other.input[1] = "v"
    assert derive_share.share_result(res, other, {"x": (1, 4, 6, 6), "v": (4, 4, 1, 1)},
                                     {"v": np.ones((4, 4, 1, 1), np.float32)}) is None
    same = onnx.NodeProto()
    same.CopyFrom(a.graph.node[0])
    same.input[1], same.output[0], same.name = "v", "z", "c9"
    mine = derive_share.share_result(res, same, {"x": (1, 4, 6, 6), "v": (4, 4, 3, 3)},
                                     {"v": np.ones((4, 4, 3, 3), np.float32)})
    assert mine is not None and mine.shared_from == "conv0" and mine.root.name == "z"
    assert [d.candidate.path for d in mine.derived] == [
        d.candidate.path.replace("scope=y0", "scope=z") for d in res.derived]


def test_the_largest_group_is_searched_first_within_the_budget(searches):
    # conv0 (4 -> 6) once, then conv1 == conv2 (6 -> 6): the pair goes first; the budget
    # (shorter than one derivation) leaves conv0 untried
    graph = import_model(_model([(6, 3), (6, 3), (6, 3)]))
    assert derive_share.operator_key(*_key(graph, "conv1")) == \
        derive_share.operator_key(*_key(graph, "conv2"))
    msgs = []
    derivations.derive_pass(graph, budget_s=0.5, min_gain=0.0, progress=msgs.append,
                            timer=_faster)
    assert searches == ["conv1"]
    assert any("1 operators not tried" in m for m in msgs)


def _key(graph, name):
    node = next(n for n in graph.nodes if n.name == name)
    proto, shapes, _ = derivations._derivable(graph, node)
    return proto, shapes
