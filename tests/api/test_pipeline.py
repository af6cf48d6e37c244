"""api/pipeline.py: the steps around the search run as passes, each recorded, and the report
counts what folding removed as before. Costs and latencies are node counts here."""

from __future__ import annotations

import json
import re

import numpy as np
import onnx
from onnx import helper

from tests.ops.onnx_models import model
from tests.rules.shipped import TRANSPOSE_CANCEL, NodeCount
from verified_opt.api.pipeline import OptimizeOptions, Tools, run_optimize
from verified_opt.search.library import load_library


def _nodes(data: bytes, feeds, threads=2, **kw) -> float:
    return float(len(onnx.load_from_string(data).graph.node))


def _rounds(models, feeds, threads=2, **kw):
    return {k: [_nodes(d, feeds)] * 5 for k, d in models.items()}


def test_folding_runs_as_a_pass_before_the_search_and_the_report_counts_it(tmp_path):
    # a Transpose pair to cancel, and a Reshape target computed from the input's static shape
    nodes = [helper.make_node("Transpose", ["x"], ["t0"], perm=[1, 0], name="t0"),
             helper.make_node("Transpose", ["t0"], ["t1"], perm=[1, 0], name="t1"),
             helper.make_node("Shape", ["x"], ["s"], name="shape", start=1),
             helper.make_node("Concat", ["minus1", "s"], ["target"], name="cat", axis=0),
             helper.make_node("Reshape", ["t1", "target"], ["y"], name="reshape")]
    path = tmp_path / "m.onnx"
    onnx.save(model(nodes, {"x": (np.float32, [2, 3])}, ["y"], {"minus1": np.array([-1])}),
              str(path))
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"rules": [TRANSPOSE_CANCEL]}))
    run = run_optimize(path, OptimizeOptions(budget=10, rules=(str(rules),)),
                       tools=Tools(NodeCount, _nodes, _rounds, load_library))
    assert [(r.name, r.modified, dict(r.details)) for r in run.passes] == [
        ("inline_constant_ifs", False, {"inlined": []}), ("fold_constants", True, {"folded": 2})]
    assert len(run.original.nodes) == 5, "folded on a copy: the model as given is the baseline"
    assert run.final.op_counts() == {"Reshape": 1}
    latency = run.report.to_json()["latency"]
    assert latency["kept"] == "optimized" and latency["folded_nodes"] == 2
    assert [s.rule for s in run.report.applied] == ["transpose_cancel_test"]
    # the report says where the rules came from and which other sources were asked for
    options = run.report.to_json()["options"]
    assert options["library"] == "" and options["rules"] == [str(rules)]
    assert (options["derive"], options["pet"], options["tune_s"]) == (False, False, 0.0)


def test_a_tier_cache_that_lies_cannot_put_a_rewrite_outside_the_contract(tmp_path, capsys):
    """The tiers that choose the rules come from a cache file; one edited to call every rule
    exact let the search apply LRN as a window Conv (zero-terms) under the default contract.
    The run classifies the rules it applied afresh and stops, writing nothing."""
    import pytest

    from tests.audit.test_recompute import _Costly, _latency, lrn9_model
    from tests.rules.shipped import deterministic_optimize
    from verified_opt.cli import main

    src = tmp_path / "ex.onnx"
    onnx.save(lrn9_model(), str(src))
    out = tmp_path / "ex.opt.onnx"
    args = ["optimize", str(src), "-o", str(out), "--budget", "5"]
    with pytest.MonkeyPatch.context() as mp:
        deterministic_optimize(mp, tmp_path, _Costly, _latency)
        assert main(args) == 0  # the honest cache: LRN kept
        assert not any(n.op_type == "Sqrt" for n in onnx.load(str(out)).graph.node)
        out.unlink()
        cache = tmp_path / "cache" / "float-contract.json"
        table = json.loads(cache.read_text())
        assert ["zero-terms", ["X"]] in table.values()
        cache.write_text(json.dumps({k: ["exact", []] for k in table}))
        capsys.readouterr()
        assert main(args) == 1
    err = capsys.readouterr().err
    assert re.search(r"rule \w+: its float contract is zero-terms", err), err
    assert not out.exists()


def test_a_model_with_a_tail_is_optimized_before_it_and_written_whole(tmp_path):
    """NonZero's output shape is known only at run time: the run used to stop there (exit 2).
    Now the nodes from it on pass through; the Transpose pair before it is rewritten, the tail
    and the model's outputs are written as they came, and the end-to-end check compares the
    value the tail reads too."""
    nodes = [helper.make_node("Transpose", ["x"], ["t0"], perm=[1, 0], name="t0"),
             helper.make_node("Transpose", ["t0"], ["t1"], perm=[1, 0], name="t1"),
             helper.make_node("Relu", ["t1"], ["r"], name="relu"),
             helper.make_node("NonZero", ["r"], ["nz"], name="nonzero"),
             helper.make_node("Transpose", ["nz"], ["idx"], name="after")]
    path = tmp_path / "m.onnx"
    onnx.save(model(nodes, {"x": (np.float32, [3, 4])}, {"idx": np.int64, "r": np.float32}),
              str(path))
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"rules": [TRANSPOSE_CANCEL]}))
    out = tmp_path / "out.onnx"
    run = run_optimize(path, OptimizeOptions(budget=10, rules=(str(rules),)), output=out,
                       tools=Tools(NodeCount, _nodes, _rounds, load_library))
    assert [s.rule for s in run.report.applied] == ["transpose_cancel_test"]
    written = onnx.load(str(out))
    assert [o.name for o in written.graph.output] == ["idx", "r"]
    assert [n.op_type for n in written.graph.node] == ["Relu", "NonZero", "Transpose"]
    doc = run.report.to_json()
    assert doc["end_to_end"]["ok"]
    assert doc["unsupported"] == {"NonZero": 1, "Transpose": 1}
    from tests.ops.onnx_models import ort_outputs
    x = {"x": np.random.default_rng(0).standard_normal((3, 4)).astype(np.float32)}
    for a, b in zip(ort_outputs(onnx.load(str(path)), x), ort_outputs(written, x)):
        np.testing.assert_array_equal(a, b)
