"""`vopt optimize --pet` and `vopt audit` on a PET step.

On this CPU no mutant beats ONNX Runtime's own convolution, so to exercise the plumbing (search
candidate, applied step, `pet` section in the report, audit re-running the box tests) the cost
model and the latency measurement are replaced by fakes under which mutants are cheaper. The
checks themselves (box tests, exact and float checks, end-to-end check, audit) are the real ones.
"""

from __future__ import annotations

import copy
import json

import numpy as np
import onnx
import pytest
from onnx import helper, numpy_helper

from verified_opt.cli import main as vopt
from verified_opt.commands import optimize_cmd
from verified_opt.partial.audit import certificate_id, recheck
from verified_opt.partial.program import program_from_json
from verified_opt.partial.testing import box_bound, box_test


def _model(path):
    rng = np.random.default_rng(0)
    w = numpy_helper.from_array(rng.standard_normal((6, 4, 3, 3)).astype(np.float32), "w")
    b = numpy_helper.from_array(rng.standard_normal(6).astype(np.float32), "b")
    nodes = [helper.make_node("Conv", ["x", "w", "b"], ["c"], pads=[1, 1, 1, 1], name="conv"),
             helper.make_node("Relu", ["c"], ["y"], name="relu")]
    g = helper.make_graph(nodes, "pet_cli", [helper.make_tensor_value_info("x", 1, [1, 4, 8, 8])],
                          [helper.make_tensor_value_info("y", 1, [1, 6, 8, 8])], [w, b])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    onnx.save(m, str(path))
    return path


class MutantsAreCheap:
    """Fake cost model: the original Conv costs 10 ms, convolutions PET creates 1 ms."""

    def __init__(self, backend="cpu", threads=2, **_):
        pass

    def node_cost(self, graph, node):
        if node.op != "Conv":
            return 0.01
        made = node.meta.get("vopt.rule", "").startswith("pet:") or node.name.startswith(
            ("m1_", "m2_", "corr_"))
        return 1.0 if made else 10.0

    def graph_cost(self, graph):
        return sum(self.node_cost(graph, n) for n in graph.nodes)

    def save(self):
        pass


@pytest.fixture
def rules(tmp_path):
    p = tmp_path / "no_rules.json"
    p.write_text('{"rules": []}')
    return str(p)


def test_no_pet_report_says_disabled(tmp_path, rules):
    model = _model(tmp_path / "m.onnx")
    report = tmp_path / "a.json"
    code = vopt(["optimize", str(model), "-o", str(tmp_path / "o.onnx"), "--json", str(report),
                 "--budget", "5", "--rules", rules, "--no-pet"])
    assert code == 0
    assert json.loads(report.read_text())["pet"] == {"enabled": False}


def test_pet_step_is_reported_and_audited(tmp_path, rules, monkeypatch, capsys):
    monkeypatch.setattr(optimize_cmd, "CostModel", MutantsAreCheap)
    monkeypatch.setattr(optimize_cmd, "measure_rounds",
                        lambda models, feeds, threads=2, **kw:
                        {k: [1.0 if b"pet:" in d else 2.0] * 5 for k, d in models.items()})
    model = _model(tmp_path / "m.onnx")
    report = tmp_path / "a.json"
    code = vopt(["optimize", str(model), "-o", str(tmp_path / "o.onnx"), "--json", str(report),
                 "--budget", "20", "--rules", rules, "--pet", "--pet-depth", "1"])
    assert code == 0, capsys.readouterr()
    r = json.loads(report.read_text())
    assert r["pet"]["enabled"] and r["pet"]["accepted"] >= 1
    steps = [a for a in r["applied"] if a["rule"].startswith("pet:")]
    assert steps, r["pet"]
    pet = steps[0]["pet"]
    assert steps[0]["certificate"]["verdict"] == "tested"
    for key in ("boxes", "corrections", "error_bound", "trials", "prime", "original", "mutant",
                "corrected"):
        assert key in pet
    assert pet["boxes"]["positions"] > 0 and pet["error_bound"] < 1e-15
    # the step states its float contract, measured (check/float_tier.py)
    assert steps[0]["float_contract"]["tier"] == "reassociate"
    assert steps[0]["float_contract"]["evidence"].startswith("measured: ")
    capsys.readouterr()
    assert vopt(["audit", str(report)]) == 0
    out = capsys.readouterr().out
    assert "[holds]" in out and "fresh trials" in out
    assert "float contract reassociate, measured again" in " ".join(out.split())

    # a report whose step states another tier fails the audit
    steps[0]["float_contract"]["tier"] = "exact"
    report.write_text(json.dumps(r))
    assert vopt(["audit", str(report)]) == 1
    # one from before PET steps stated a tier is held to the tier measured now
    stated = steps[0].pop("float_contract")
    report.write_text(json.dumps(r))
    capsys.readouterr()
    assert vopt(["audit", str(report)]) == 0
    assert "no float contract stated (an older report); measured reassociate" in " ".join(
        capsys.readouterr().out.split())
    steps[0]["float_contract"] = dict(stated, tier="reassociate")

    # a report whose certificate was edited fails the audit
    genuine = copy.deepcopy(pet)
    pet["boxes"]["trials"] = 1
    report.write_text(json.dumps(r))
    assert vopt(["audit", str(report)]) == 1

    # one re-made consistently (bound and id recomputed) over p = 3 and one trial states a
    # bound that guarantees nothing: refused though its tests pass
    weak = copy.deepcopy(genuine)
    weak["boxes"]["prime"], weak["boxes"]["trials"] = 3, 1
    test = box_test(program_from_json(weak["original"]), program_from_json(weak["mutant"]), 1, 3)
    weak["boxes"]["error_bound"] = box_bound(test.boxes, test.degree, 3, 1)
    weak["id"] = certificate_id(weak)
    ok, why = recheck(weak)
    assert not ok and "prime" in why, why
    assert recheck(genuine)[0]

    # a step whose certificate is null is a failed check, not an internal error (exit 70)
    steps[0]["pet"] = genuine
    steps[0]["certificate"] = None
    report.write_text(json.dumps(r))
    assert vopt(["audit", str(report)]) == 1
