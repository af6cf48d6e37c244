"""One operator through the engine and `vopt derive`: proved steps, exact instantiation,
the model with an eOperator runs and equals ONNX Runtime's operator."""

import json

import numpy as np
import onnx
import pytest
from onnx import helper, numpy_helper

from verified_opt.cli import main as vopt

pytest.importorskip("tvm")

from verified_opt.api.derivations import derive_operator, node_model
from verified_opt.backends.hybrid import HybridSession
from verified_opt.derive.certificate import recheck_step
from verified_opt.derive.instantiate import subgraph_model


def _node(op, **attrs):
    return helper.make_node(op, ["X", "W"], ["Y"], name=f"{op.lower()}0", **attrs)


CASES = [
    ("Conv", {"pads": [1, 1, 1, 1]}, (1, 4, 7, 7), (6, 4, 3, 3)),
    ("Conv", {"pads": [2, 2, 2, 2], "dilations": [2, 2]}, (1, 3, 6, 6), (5, 3, 3, 3)),
    ("ConvTranspose", {"strides": [2, 2], "pads": [1, 1, 1, 1]}, (1, 4, 4, 4), (4, 3, 4, 4)),
]


@pytest.mark.parametrize("op,attrs,xs,ws", CASES)
def test_derived_instantiation_equals_ort(op, attrs, xs, ws):
    node = _node(op, **attrs)
    rng = np.random.default_rng(0)
    w = rng.standard_normal(ws).astype(np.float32)
    res = derive_operator(node, {"X": xs, "W": ws}, {"W": w}, measure=False)
    usable = [d for d in res.derived if d.status == "usable" and d.candidate.steps]
    assert usable, [(d.candidate.path, d.status, d.reason) for d in res.derived]
    d = usable[0]
    assert ("T", "MatMul") in d.kinds or any(k == "MatMul" for _, k in d.kinds)
    assert all(c["verdict"] == "proved" for c in d.certificates)
    assert recheck_step(d.certificates[0]).ok
    derived = subgraph_model(d.candidate.final, d.inst, "Y", {"W": w})
    x = rng.standard_normal(xs).astype(np.float32)
    want = HybridSession(node_model(node, {"X": xs, "W": ws}, {"W": w},
                                    d.candidate.final.shape)).run({"X": x})[0]
    got = HybridSession(derived).run({"X": x})[0]
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)


def test_vopt_derive_cli(tmp_path, capsys):
    rng = np.random.default_rng(0)
    w = rng.standard_normal((6, 4, 3, 3)).astype(np.float32)
    g = helper.make_graph([_node("Conv", pads=[1, 1, 1, 1])], "g",
                          [helper.make_tensor_value_info("X", 1, (1, 4, 8, 8))],
                          [helper.make_tensor_value_info("Y", 1, None)],
                          initializer=[numpy_helper.from_array(w, "W")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    onnx.save(m, tmp_path / "m.onnx")
    out = tmp_path / "d.json"
    rc = vopt(["derive", str(tmp_path / "m.onnx"), "--node", "conv0", "--json", str(out),
               "--certificates", str(tmp_path / "certs"), "--keep", "1"])
    assert rc == 0
    j = json.loads(out.read_text())
    assert j["op"] == "Conv" and j["derived"][0]["status"] == "usable"
    assert j["derived"][0]["ms"] > 0 and j["derived"][0]["ort_ms"] > 0
    certs = sorted((tmp_path / "certs").glob("*.json"))
    assert len(certs) == j["derived"][0]["depth"]
    assert all(recheck_step(json.loads(c.read_text())).ok for c in certs)
    said = " ".join(capsys.readouterr().out.split())   # rich wraps at the terminal's width
    assert "X[n, c, h+r-1, s+w-1]" in said
    # a convolution's derivation keeps every output's finiteness: reassociate
    # (the fastest usable one: a variant of #0, Gather or not, may have measured faster)
    assert j["float_contract"]["tier"] == "reassociate"
    k = j["float_contract"]["candidate"]
    assert j["derived"][k]["status"] == "usable"
    assert f"#{k} float contract: reassociate" in said and "--fast-math" not in said


def test_vopt_derive_unknown_node_is_one_line(tmp_path, capsys):
    g = helper.make_graph([helper.make_node("Relu", ["X"], ["Y"], name="r")], "g",
                          [helper.make_tensor_value_info("X", 1, (1, 4))],
                          [helper.make_tensor_value_info("Y", 1, None)])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    onnx.save(m, tmp_path / "m.onnx")
    assert vopt(["derive", str(tmp_path / "m.onnx"), "--node", "nope"]) == 2
    assert vopt(["derive", str(tmp_path / "m.onnx"), "--node", "r"]) == 2
    err = capsys.readouterr().err
    assert "nope" in err and "Relu" in err and "Traceback" not in err


def test_a_report_of_a_1x1_conv_lowered_with_unit_sums_still_audits():
    """Before 2026-11-29 a 1x1 Conv lowered with sums r, s of extent 1; its reports start from
    that expression and the audit still accepts them (the same operator, its steps proved the
    same way). An expression that is neither lowering is still refused."""
    from verified_opt.api.derivations import DeriveResult, derivation_document, search_result
    from verified_opt.audit.derivation import recheck_derivation
    from verified_opt.derive.expr import program_text, tensors
    from verified_opt.derive.lower import lower_node
    node = _node("Conv", pads=[0, 0, 0, 0])
    shapes = {"X": (1, 4, 5, 5), "W": (6, 4, 1, 1)}
    w = np.random.default_rng(0).standard_normal((6, 4, 1, 1)).astype(np.float32)
    root = lower_node(node, shapes, unit_sums=True)
    res = DeriveResult(node.name, "Conv", program_text(root), 0.0, 0, [], proto=node,
                       shapes=shapes, consts={"W": w}, root=root)
    search_result(res, budget_s=3, keep=2, measure=False, baseline=False)
    d = next(x for x in res.derived if x.status == "usable" and x.candidate.steps)
    names = sorted(k for k in res.consts if k in {t.name for t in tensors(d.candidate.final)})
    doc = derivation_document(res, d, names)
    ok, why = recheck_derivation(doc, seed=3)
    assert ok, why
    other = json.loads(json.dumps(doc))
    other["shapes"]["W"] = [6, 4, 3, 3]   # the operator now lowers to neither expression
    ok, why = recheck_derivation(other, seed=3)
    assert not ok and "does not lower" in why, why


@pytest.mark.parametrize("kernel, pads", [((7, 1), [3, 0, 3, 0]), ((1, 7), [0, 3, 0, 3])])
def test_a_k_by_1_conv_derives_without_its_unit_sum_and_every_candidate_checks(kernel, pads):
    """GCN's separable kernels: the unit axis is read at index 0 (one sum fewer to search),
    and every instantiation runs and equals the expression (the weight's relayout drops the
    axis: a scalar Gather index, not a 1-d one)."""
    node = _node("Conv", kernel_shape=list(kernel), pads=pads)
    shapes = {"X": (1, 8, 12, 12), "W": (8, 8, *kernel)}
    w = np.random.default_rng(0).standard_normal(shapes["W"]).astype(np.float32)
    res = derive_operator(node, shapes, {"W": w}, budget_s=10, keep=4, measure=False)
    assert [i.extent for i in res.root.sums] == [8, 7]   # c and the kernel's long axis only
    assert res.derived and all(d.status == "usable" for d in res.derived), \
        [(d.status, d.reason) for d in res.derived]
