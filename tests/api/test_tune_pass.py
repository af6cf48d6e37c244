"""`vopt optimize --tune`: the derivations' eOperators are tuned with MetaSchedule for real, a
tuned kernel goes into the model as its schedule, the end-to-end check and `vopt audit` run it,
the report lists it, and `vopt tune-db` shows and clears the database (reuse by a second run:
tests/api/test_derive_tune.py).
Which candidate wins and whether a tuned schedule beats the hand one are made deterministic
here (a candidate running a tuned kernel measures fastest; any tuned schedule is used): this tests the mechanism; whether tuning pays is benchmarks/tune_bench.py's question."""

from __future__ import annotations

import json

import numpy as np
import onnx
import pytest
from onnx import helper, numpy_helper

pytest.importorskip("tvm")
pytest.importorskip("xgboost")
pytest.importorskip("psutil")
pytest.importorskip("cloudpickle")

from verified_opt.api import derivations, pipeline
from verified_opt.api.audits import audit
from verified_opt.api.pipeline import optimize
from verified_opt.backends.hybrid import HybridSession
from verified_opt.backends.ort import session
from verified_opt.cli import main as vopt
from verified_opt.derive.eop_onnx import eop_schedule, is_eop
from verified_opt.report.audit import render_html
from verified_opt.tune import tuner


def conv(path):
    w = np.random.default_rng(0).standard_normal((8, 8, 3, 3)).astype(np.float32)
    g = helper.make_graph(
        [helper.make_node("Conv", ["x", "w"], ["y"], name="conv0", pads=[1, 1, 1, 1]),
         helper.make_node("Relu", ["y"], ["z"], name="relu0")], "g",
        [helper.make_tensor_value_info("x", 1, (1, 8, 12, 12))],
        [helper.make_tensor_value_info("z", 1, (1, 8, 12, 12))],
        initializer=[numpy_helper.from_array(w, "w")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    onnx.save(m, path)
    return m


def _runs_a_tuned_kernel(model: onnx.ModelProto) -> bool:
    return any(is_eop(n) and eop_schedule(n) for n in model.graph.node)


@pytest.fixture
def forced(monkeypatch, tmp_path):
    monkeypatch.setenv("VOPT_TUNE_DB", str(tmp_path / "tune-db"))
    monkeypatch.setattr(derivations, "MIN_GAIN", 0.0)
    monkeypatch.setattr(tuner, "TRIALS_PER_ROUND", 4)   # a short round: this tests the flow
    monkeypatch.setattr(derivations, "TUNED_GAIN", 1e-9)
    monkeypatch.setattr(derivations, "time_models", lambda models, feeds, repeat=15, **kw: [
        0.5 if _runs_a_tuned_kernel(m) else 1.0 for m in models])
    monkeypatch.setattr(pipeline, "measure_rounds", lambda models, feeds, threads=2, **kw: {
        k: [1.0 if k == "opt" else 2.0] * 3 for k in models})
    return tmp_path / "tune-db"


def test_optimize_tune_end_to_end(tmp_path, forced, capsys):
    src = tmp_path / "m.onnx"
    proto = conv(src)
    out = tmp_path / "opt.onnx"
    model, report = optimize(src, budget=2, tune=3, output=out)
    steps = [s for s in report.applied if s.derivation is not None]
    assert len(steps) == 1 and steps[0].matched_nodes == ["conv0"]
    step = steps[0]
    assert step.derivation["schedules"]
    assert step.tuned and step.tuned[0].trials > 0 and not step.tuned[0].reused
    assert step.tuned[0].users == ["conv0"] and step.tuned[0].best_ms > 0
    eops = [n for n in model.graph.node if is_eop(n)]
    assert any(eop_schedule(n) for n in eops)
    x = np.random.default_rng(1).standard_normal((1, 8, 12, 12)).astype(np.float32)
    want = session(proto).run(None, {"x": x})[0]
    runner = HybridSession(onnx.load(out))
    got = runner.run({"x": x})[0]
    assert any(getattr(st, "cop", None) is not None and st.cop.tuned for st in runner.steps)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)
    res = audit(report, seed=3)
    assert res.ok, [str(f) for f in res.findings if not f.ok]
    html = render_html(report, {})
    assert "1 kernel tuned (MetaSchedule)" in html and "conv0" in html

    capsys.readouterr()
    assert vopt(["tune-db", "stats", "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["root"] == str(forced) and stats["folders"][0]["records"] >= 1
    assert vopt(["tune-db", "clear"]) == 0
    assert "removed" in capsys.readouterr().out and not forced.exists()


def test_tune_must_be_seconds(tmp_path, capsys):
    src = tmp_path / "m.onnx"
    conv(src)
    assert vopt(["optimize", str(src), "-o", str(tmp_path / "o.onnx"), "--tune", "-1"]) == 2
    assert "--tune" in capsys.readouterr().err


def test_retune_needs_a_tuning_budget(tmp_path, capsys):
    src = tmp_path / "m.onnx"
    conv(src)
    assert vopt(["optimize", str(src), "-o", str(tmp_path / "o.onnx"), "--retune"]) == 2
    err = capsys.readouterr().err
    assert "--retune needs a tuning budget" in err and len(err.strip().splitlines()) == 1
    assert vopt(["derive", str(src), "--node", "conv0", "--retune"]) == 2
    assert "--retune needs a tuning budget" in capsys.readouterr().err
    from verified_opt.errors import VoptError
    with pytest.raises(VoptError, match="--retune needs"):
        optimize(str(src), retune=True)


def test_optimize_tune_tunes_the_bands_eoperators(tmp_path, forced):
    """A band's candidates (and the band as one eOperator) are tuned with the operators'
    and decided with their tuned kernels; the audit reruns the band's tuned instantiation.
    --fast-math: replacing the dense formulation drops its zero terms (check/float_tier.py)."""
    from tests.api.band_model import band_attention
    src, out = tmp_path / "band.onnx", tmp_path / "opt.onnx"
    proto = band_attention()
    onnx.save(proto, src)
    model, report = optimize(src, budget=2, tune=3, output=out, fast_math=True)
    steps = [s for s in report.applied if s.derivation is not None]
    assert sorted(s.derivation["op"] for s in steps) == ["G2BMM", "GBMM"]
    # 3 s for all their kernels: the bands whose kernels got a tuned schedule run it (a band
    # whose candidates all tie may keep one without eOperators: Gathers and a MatMul)
    assert any(s.derivation["schedules"] and s.tuned for s in steps)
    assert _runs_a_tuned_kernel(model)
    x = np.random.default_rng(1).standard_normal((2, 64, 32)).astype(np.float32)
    want = session(proto).run(None, {"x": x})[0]
    np.testing.assert_allclose(HybridSession(onnx.load(out)).run({"x": x})[0], want,
                               rtol=1e-4, atol=1e-4)
    res = audit(report, seed=3)
    assert res.ok, [str(f) for f in res.findings if not f.ok]
