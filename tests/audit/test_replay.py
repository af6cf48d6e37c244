"""`vopt audit` rebuilds the written model from the input and the steps: a forger who keeps
every certificate valid and every node stamped, and whose change the end-to-end check's
random inputs never reach, is still caught."""

from __future__ import annotations

import copy
import json

import numpy as np
import onnx
from onnx import helper, numpy_helper

from tests.api.test_derive_pass import derived_conv, forced  # noqa: F401  (fixture)
from tests.audit.test_recompute import case, failures, run  # noqa: F401  (fixtures)
from verified_opt.audit.recompute import audit_report
from verified_opt.report.audit import file_sha256


def _rehash(report: dict, model: onnx.ModelProto, path) -> None:
    onnx.save(model, str(path))
    report["output"]["sha256"] = file_sha256(path)


def _stamp(node: onnx.NodeProto, rule: str, cid: str) -> None:
    del node.metadata_props[:]
    for k, v in (("vopt.rule", rule), ("vopt.certificate", cid)):
        p = node.metadata_props.add()
        p.key, p.value = k, v


def test_the_untouched_report_is_rebuilt_from_its_input(case):  # noqa: F811
    report, _ = case
    result = audit_report(report, seed=5)
    rebuilt = [f for f in result.findings if "rebuild the written model" in f.message]
    assert len(rebuilt) == 1 and rebuilt[0].ok, [str(f) for f in result.findings]


def test_a_backdoor_stamped_and_listed_as_a_steps_nodes_fails(case):  # noqa: F811
    """Nodes that switch the output to a fixed class when an input exceeds 10 (random draws
    never do), stamped with step 1's rule and certificate and listed among its nodes."""
    report, folder = case
    path = folder / "ex.opt.onnx"
    m = onnx.load(str(path))
    step = report["applied"][0]
    out = m.graph.output[0].name
    last = next(n for n in m.graph.node if out in n.output)
    last.output[list(last.output).index(out)] = "pre_backdoor"
    m.graph.initializer.extend([numpy_helper.from_array(np.float32([10.0]), "bd_limit"),
                                numpy_helper.from_array(np.zeros((1, 10), np.float32), "bd_k")])
    new = [helper.make_node("ReduceMax", ["input"], ["bd_max"], keepdims=0, name="r1_bd_max"),
           helper.make_node("Greater", ["bd_max", "bd_limit"], ["bd_on"], name="r1_bd_on"),
           helper.make_node("Where", ["bd_on", "bd_k", "pre_backdoor"], [out], name="r1_bd")]
    for n in new:
        _stamp(n, step["rule"], step["certificate"]["id"])
        step["created_nodes"].append(n.name)
    m.graph.node.extend(new)
    _rehash(report, m, path)
    bad = failures(report)
    assert any("does not apply at" in b for b in bad), bad
    assert not any(b.startswith("end-to-end") for b in bad), bad  # only the replay sees it


def test_steps_that_swap_rules_and_certificates_fail(case):  # noqa: F811
    """Both certificates hold for their rules and every node is restamped to match, but each
    step now names the rule the other step applied."""
    report, folder = case
    path = folder / "ex.opt.onnx"
    a, b = report["applied"][0], report["applied"][1]
    for key in ("rule", "certificate", "float_contract"):
        a[key], b[key] = b[key], a[key]
    m = onnx.load(str(path))
    for step in (a, b):
        for n in m.graph.node:
            if n.name in step["created_nodes"]:
                _stamp(n, step["rule"], step["certificate"]["id"])
    _rehash(report, m, path)
    bad = failures(report)
    assert any("does not apply at" in b for b in bad), bad
    assert not any(b.startswith("end-to-end") for b in bad), bad


def test_a_weight_one_ulp_off_fails(case):  # noqa: F811
    """Inside every tolerance of the end-to-end check, but not the written model the steps
    make."""
    report, folder = case
    path = folder / "ex.opt.onnx"
    m = onnx.load(str(path))
    t = max(m.graph.initializer, key=lambda t: int(np.prod(t.dims)))
    w = numpy_helper.to_array(t).copy()
    w.flat[0] = np.nextafter(w.flat[0], np.float32(np.inf))
    t.CopyFrom(numpy_helper.from_array(w, t.name))
    _rehash(report, m, path)
    bad = failures(report)
    assert any(f"initializer {t.name!r} is not, bit for bit" in b for b in bad), bad
    assert not any(b.startswith("end-to-end") for b in bad), bad


def test_a_changed_attribute_of_a_kept_node_fails(case):  # noqa: F811
    """The Softmax's axis -1 written as 1: the same function on its rank-2 input, but not the
    node any step (or the input) has."""
    report, folder = case
    path = folder / "ex.opt.onnx"
    m = onnx.load(str(path))
    made = {n for s in report["applied"] for n in s["created_nodes"]}
    kept = next(n for n in m.graph.node if n.name not in made and n.op_type == "Softmax")
    axis = next(a for a in kept.attribute if a.name == "axis")
    assert axis.i == -1
    axis.i = 1
    _rehash(report, m, path)
    bad = failures(report)
    assert any(f"node {kept.name!r}" in b and "its attributes" in b for b in bad), bad
    assert not any(b.startswith("end-to-end") for b in bad), bad


def test_a_derivation_reading_weights_no_model_has_fails(tmp_path, forced):  # noqa: F811
    """Its tier and folding were once "not rerun" (and passed): a weight that neither the
    input nor an earlier step has is a forgery."""
    from verified_opt.derive.contract import document_id
    out, doc, k = derived_conv(tmp_path)
    bad = copy.deepcopy(doc)
    step = bad["applied"][k]
    step["derivation"]["constants"] = list(step["derivation"]["constants"]) + ["no_such_w"]
    cid = document_id(step["derivation"])
    step["certificate"]["id"] = cid
    m = onnx.load(str(out))
    for n in m.graph.node:
        if n.name in step["created_nodes"]:
            _stamp(n, step["rule"], cid)
    _rehash(bad, m, out)
    result = audit_report(json.loads(json.dumps(bad)), seed=3)
    lost = [str(f) for f in result.findings if not f.ok]
    assert any("no_such_w" in f and "folding" in f for f in lost), lost
    assert any("no_such_w" in f and "float contract" in f for f in lost), lost
    assert all(f.rerun for f in result.findings if "no_such_w" in f.message)


def test_a_changed_model_function_fails(tmp_path):
    """The red-team's forgery: only the body of a model-local function changes (its caller
    computes something else where x > 10, which standard-normal draws never reach); the
    replay compared nodes, initializers, inputs, outputs and opsets, not functions."""
    from verified_opt.cli import main as vopt

    def function(forged: bool) -> onnx.FunctionProto:
        nodes = [helper.make_node("Relu", ["a"], ["ra"])]
        if forged:
            nodes += [helper.make_node("Constant", [], ["ten"], value=numpy_helper.from_array(
                np.array(10, np.float32))), helper.make_node("Sub", ["a", "ten"], ["am"]),
                helper.make_node("Relu", ["am"], ["ram"]), helper.make_node("Add", ["ra", "ram"],
                                                                            ["b"])]
        else:
            nodes += [helper.make_node("Identity", ["ra"], ["b"])]
        return helper.make_function("local", "F", ["a"], ["b"], nodes,
                                    [helper.make_opsetid("", 18)])

    def model(forged: bool) -> onnx.ModelProto:
        g = helper.make_graph(
            [helper.make_node("Relu", ["x"], ["r"], name="R"),
             helper.make_node("F", ["r"], ["y"], domain="local", name="CALL")], "f",
            [helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [8])],
            [helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, [8])])
        m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18),
                                                helper.make_opsetid("local", 1)],
                              functions=[function(forged)])
        m.ir_version = 9
        return m

    src, out, rep = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "r.json"
    onnx.save(model(False), str(src))
    assert vopt(["optimize", str(src), "-o", str(out), "--json", str(rep), "--budget", "1"]) == 0
    report = json.loads(rep.read_text())
    assert failures(report) == []
    _rehash(report, model(True), out)
    problems = " ".join(failures(report))
    assert "the model's functions differ from the input's" in problems, problems


def test_a_written_file_whose_opset_was_edited_fails(tmp_path):
    """The second red-team review: only the written file's opset number edited (18 -> 12, where
    Hardmax flattens to 2-D first). Every other check sees the file through the import, which
    converts it back to 18 and keeps the Hardmax: the replay ("the written model is the input
    model") and the end-to-end check held while ONNX Runtime ran another model."""
    from verified_opt.cli import main as vopt

    g = helper.make_graph([helper.make_node("Relu", ["x"], ["r"], name="R"),
                           helper.make_node("Hardmax", ["r"], ["y"], axis=1, name="HM")], "h",
                          [helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [2, 3, 4])],
                          [helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, [2, 3, 4])])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    src, out, rep = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "r.json"
    onnx.save(m, str(src))
    assert vopt(["optimize", str(src), "-o", str(out), "--json", str(rep), "--budget", "1"]) == 0
    report = json.loads(rep.read_text())
    written = onnx.load(str(out))
    written.opset_import[0].version = 12
    _rehash(report, written, out)
    problems = failures(report)
    assert problems == [("written file: not what vopt writes of the model it holds: the "
                         "opsets differ: [('', 12)] written, [('', 18)] made")], problems


def test_a_written_file_holding_more_than_vopt_writes_fails(case):  # noqa: F811
    """Fields no computation reads added to the written file (a node's doc string,
    training_info, an unused sparse initializer; model metadata, which vopt copies from the
    input): "exactly what vopt writes" and the rebuild held."""
    report, folder = case
    path = folder / "ex.opt.onnx"
    original = onnx.load(str(path))
    written = "written file: not what vopt writes of the model it holds: it holds what vopt "
    for edit, problem in (
            (lambda m: setattr(m.graph.node[0], "doc_string", "proved by hand"),
             written + "does not write (node)"),
            (lambda m: m.training_info.add(), written + "does not write (training_info)"),
            (lambda m: m.graph.sparse_initializer.append(helper.make_sparse_tensor(
                numpy_helper.from_array(np.float32([1.0]), "spare"),
                numpy_helper.from_array(np.int64([0])), [4])),
             written + "does not write (sparse_initializer)"),
            (lambda m: onnx.helper.set_model_props(m, {"certified_by": "a trusted party"}),
             ("rewritten model: the steps applied again to the input model do not rebuild the "
              "written model: the model's metadata differs from the input's: [('certified_by', "
              "'a trusted party')] written, [] made"))):
        forged, m = copy.deepcopy(report), copy.deepcopy(original)
        edit(m)
        _rehash(forged, m, path)
        assert failures(forged) == [problem]
    _rehash(report, original, path)
    assert failures(report) == []
