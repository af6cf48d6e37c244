"""`vopt optimize --derive` on banded attention: the G2BMM and GBMM a model writes as several
nodes around a dense MatMul are found, checked exactly against their expressions, derived
(every step proved) and replaced; identical bands share one search; the report keeps each
band's nodes and tables, and `vopt audit` finds the band in them again, so a tampered
pattern is caught. The keep decision is made deterministic here (tests/api/test_derive_pass.py's
`forced`): this tests the mechanism; the gain is benchmarks/derive_bench.py's question."""

import base64
import copy
import zlib

import numpy as np
import onnx
import pytest
from onnx import numpy_helper

pytest.importorskip("tvm")

from tests.api.band_model import band_attention
from tests.api.test_derive_pass import matches_ort_and_audits
from verified_opt.api.audits import audit
from verified_opt.api.pipeline import optimize
from verified_opt.audit.derivation import recheck_derivation
from verified_opt.backends.hybrid import HybridSession
from verified_opt.backends.ort import session
from verified_opt.derive.patterns import decode_pattern


def _candidates_faster(models, feeds, repeat=15, threads=2, timer=None):
    """The pass's timing of the matched nodes (first) and each candidate, deterministic: every
    candidate 1 ms against 2 (measuring them took most of these tests' time)."""
    return [2.0] + [1.0] * (len(models) - 1)


def _forced_run(tmp, fast_math, events=None):
    """Two identical attention layers optimized with --derive, keep forced: (proto, output
    path, model, report)."""
    import pytest as _pytest
    mp = _pytest.MonkeyPatch()
    from verified_opt.api import derivations, pipeline
    mp.setattr(derivations, "MIN_GAIN", 0.0)
    mp.setattr(pipeline, "measure_rounds", lambda models, feeds, threads=2, **kw: {
        k: [1.0 if k == "opt" else 2.0] * 3 for k in models})
    mp.setattr(derivations, "time_models", _candidates_faster)
    src, out = tmp / "band.onnx", tmp / "opt.onnx"
    proto = band_attention(layers=2)
    onnx.save(proto, src)
    try:
        model, report = optimize(src, budget=2, derive=True, output=out, fast_math=fast_math,
                                 progress=None if events is None else events.append)
    finally:
        mp.undo()
    return proto, out, model, report


@pytest.fixture(scope="module")
def two_layers(tmp_path_factory):
    """Two identical attention layers, optimized with --derive and --fast-math (a band's
    derivation is zero-terms: the dense product's zeros outside the band are not computed)."""
    return _forced_run(tmp_path_factory.mktemp("band"), fast_math=True)


def test_under_the_default_contract_no_band_is_replaced(tmp_path):
    """The dense formulation multiplies every row of V by the zeros outside a query's band; an
    inf there makes its output NaN, the band product's finite: zero-terms, which the default
    float contract (exact, reassociate) does not admit."""
    events = []
    _, _, model, report = _forced_run(tmp_path, fast_math=False, events=events)
    assert not [s for s in report.applied if s.derivation is not None]
    assert "ScatterElements" in {n.op_type for n in model.graph.node}
    said = [str(e) for e in events if "zero-terms" in str(e)
            and "rules admitted only where" not in str(e)]  # the library's, not the bands'

    assert said and all("--fast-math" in m for m in said), [str(e) for e in events]
    # measured once per distinct band, before its search: no budget spent on a band that
    # could not be applied
    assert len(said) == 2 and all("not searched" in m for m in said)
    assert any("0 searches for 4 banded products; 4 not searched: outside the float contract"
               in str(e) for e in events), [str(e) for e in events]


def test_a_band_derivation_states_the_tier_measured(two_layers):
    steps = [s for s in two_layers[3].applied if s.derivation is not None]
    for s in steps:
        assert s.float_contract["tier"] == "zero-terms"
        assert s.float_contract["evidence"].startswith("measured: ")
        assert "finite on one side and not on the other" in s.float_contract["evidence"]


def test_the_audit_measures_a_derivations_tier_again(two_layers):
    """A report that states reassociate for a band's derivation is caught: the audit measures
    zero-terms on the replaced nodes and the instantiation rebuilt from the report."""
    report = copy.deepcopy(two_layers[3].to_json())
    step = next(s for s in report["applied"] if s.get("derivation"))
    step["float_contract"]["tier"] = "reassociate"
    res = audit(report, seed=5)
    bad = [f for f in res.findings if not f.ok]
    assert len(bad) == 1 and "zero-terms" in bad[0].message and "reassociate" in bad[0].message


def test_both_bands_of_both_layers_are_replaced_and_the_model_equals_ort(two_layers):
    proto, out, model, report = two_layers
    steps = [s for s in report.applied if s.derivation is not None]
    assert sorted(s.derivation["op"] for s in steps) == ["G2BMM", "G2BMM", "GBMM", "GBMM"]
    by_layer = {tuple(sorted(s.matched_nodes)) for s in steps}
    assert ("l0_gather", "l0_mask", "l0_scores", "l0_transpose") in by_layer
    assert ("l1_mask2", "l1_out", "l1_scatter") in by_layer
    for s in steps:
        doc = s.derivation
        assert "pattern" in doc and "node_proto" not in doc
        assert doc["steps"] and all(c["verdict"] == "proved" for c in doc["steps"])
    # the second layer's bands share the first's search (every step proved again)
    assert sorted(bool(s.derivation["shared_from"]) for s in steps) == [False, False, True, True]
    ops = [n.op_type for n in model.graph.node]
    assert "GatherElements" not in ops and "ScatterElements" not in ops
    assert ops.count("Softmax") == 2   # what lies between the bands is kept
    x = np.random.default_rng(1).standard_normal((2, 64, 32)).astype(np.float32)
    want = session(proto).run(None, {"x": x})[0]
    got = HybridSession(onnx.load(out)).run({"x": x})[0]
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)


def test_the_audit_finds_each_band_again_and_holds(two_layers):
    _, _, _, report = two_layers
    res = audit(report, seed=5)
    assert res.ok, [str(f) for f in res.findings if not f.ok]
    found = [f.message for f in res.findings if "pattern is the first" in f.message]
    assert len(found) == 4 and all("equal on" in m for m in found)


def _tampered(doc, change):
    """doc with its pattern model changed by `change`, encoded again."""
    model = decode_pattern(doc["pattern"])
    change(model)
    bad = copy.deepcopy(doc)
    bad["pattern"] = base64.b64encode(zlib.compress(model.SerializeToString())).decode()
    return bad


def _set_init(name, edit):
    def change(model):
        k, init = next((k, i) for k, i in enumerate(model.graph.initializer) if i.name == name)
        value = numpy_helper.to_array(init).copy()
        edit(value)
        model.graph.initializer[k].CopyFrom(numpy_helper.from_array(value, name))
    return change


def _g2bmm_doc(report):
    return next(s.derivation for s in report.applied
                if s.derivation is not None and s.derivation["op"] == "G2BMM")


def test_a_pattern_whose_mask_keeps_a_clipped_read_is_rejected(two_layers):
    """One clipped read not zeroed: the nodes are no longer the band (a read past the end
    would count), the audit finds no G2BMM in them."""
    doc = _g2bmm_doc(two_layers[3])

    def unmask(v):
        v[0, 0] = 1.0   # row 0, band position 0 reads column -4: clipped, must be masked
    ok, msg = recheck_derivation(_tampered(doc, _set_init("valid", unmask)))
    assert not ok and "not one G2BMM or GBMM" in msg


def test_a_pattern_of_another_width_is_not_the_first_step(two_layers):
    """A consistent band of another width (tables and all): found, but its expression is not
    the one the derivation starts from."""
    from verified_opt.derive.patterns import band_tables
    doc = _g2bmm_doc(two_layers[3])

    def narrower(model):
        idx, valid = band_tables(64, 3, 1)
        for name, value in (("idx", np.broadcast_to(idx, (2, 64, 7)).copy()), ("valid", valid)):
            k = next(k for k, i in enumerate(model.graph.initializer) if i.name == name)
            model.graph.initializer[k].CopyFrom(numpy_helper.from_array(value, name))
        out = model.graph.output[0]
        out.type.tensor_type.shape.dim[2].dim_value = 7
    ok, msg = recheck_derivation(_tampered(doc, narrower))
    assert not ok and "does not lower to the first step's expression" in msg


def test_a_pattern_that_is_not_a_model_is_one_line(two_layers):
    doc = copy.deepcopy(_g2bmm_doc(two_layers[3]))
    doc["pattern"] = base64.b64encode(b"not zlib").decode()
    ok, msg = recheck_derivation(doc)
    assert not ok and msg.startswith("the derivation cannot be rebuilt")


def test_vopt_derive_on_a_node_of_a_band_derives_the_whole_band(tmp_path, capsys):
    import json

    from verified_opt.cli import main as vopt
    src = tmp_path / "band.onnx"
    onnx.save(band_attention(), src)
    out = tmp_path / "d.json"
    assert vopt(["derive", str(src), "--node", "l0_scatter", "--budget", "5", "--keep", "1",
                 "--no-measure", "--json", str(out)]) == 0
    said = " ".join(capsys.readouterr().out.split())   # rich wraps at the terminal's width
    assert "part of a GBMM (width 4, dilation 1): its 3 nodes are derived as one" in said
    res = json.loads(out.read_text())
    assert res["op"] == "GBMM" and res["node"] == "l0_out"
    usable = [d for d in res["derived"] if d["status"] == "usable"]
    assert usable and "relax_sum" in usable[0]["path"]
    # its float contract, as the optimize pass measures it: a band's is zero-terms
    assert res["float_contract"]["tier"] == "zero-terms"
    assert "float contract: zero-terms" in said and "only with --fast-math" in said


def test_multi_head_bands_are_found_derived_and_audited(tmp_path, monkeypatch):
    """Tensors [batch, heads, m, d]: the band along the last axis, batch and heads both batch
    dimensions of the expression; both bands replaced, the model equals ORT, the audit holds.
    Dilated (the undilated single-head bands are the tests above; the undilated multi-head
    case ran here too, 20 s of the suite's 10 minutes, and added no path of its own). Each
    search runs to its depth, not to the pass's 5 s per operator: the dilated GBMM is found at
    depth 8, which a loaded machine did not reach in 5 s (two test runs beside another
    suite)."""
    dilation = 2
    from verified_opt.api import derivations, pipeline
    monkeypatch.setattr(derivations, "MIN_GAIN", 0.0)
    monkeypatch.setattr(pipeline, "measure_rounds", lambda models, feeds, threads=2, **kw: {
        k: [1.0 if k == "opt" else 2.0] * 3 for k in models})
    monkeypatch.setattr(derivations, "time_models", _candidates_faster)
    full = derivations.derive_operator
    monkeypatch.setattr(derivations, "derive_operator",
                        lambda *a, **kw: full(*a, **dict(kw, budget_s=120.0)))
    src, out = tmp_path / "mh.onnx", tmp_path / "opt.onnx"
    proto = band_attention(b=1, heads=3, m=64, d=16, dilation=dilation)
    onnx.save(proto, src)
    _, report = optimize(src, budget=2, derive=True, output=out, fast_math=True,
                         derive_budget=600.0)
    steps = [s for s in report.applied if s.derivation is not None]
    assert sorted(s.derivation["op"] for s in steps) == ["G2BMM", "GBMM"]
    assert all(s.derivation["steps"] for s in steps)
    matches_ort_and_audits(proto, out, report, shape=(1, 3, 64, 16))


def test_the_pass_times_with_the_timer_it_is_given():
    """`--backend gpu` hands the pass the device's measure_rounds: the bands' candidates and
    the matched nodes are timed by it, and its numbers decide (here: a timer that prices every
    candidate at twice the matched nodes keeps both bands)."""
    from verified_opt.api.derivations import derive_pass
    from verified_opt.ir.onnx_io import import_model
    calls = []

    def timer(models, feeds, threads=2, rounds=3, **kw):
        calls.append(len(models))
        return {k: [1.0 if k == "0" else 2.0] * rounds for k in models}

    graph = import_model(band_attention())
    out, applied = derive_pass(graph, budget_s=60, min_gain=1.0, timer=timer, fast_math=True)
    assert len(calls) == 2 and all(n >= 2 for n in calls)   # one timing per band
    assert applied == [] and [n.op for n in out.nodes] == [n.op for n in graph.nodes]

    def faster(models, feeds, threads=2, rounds=3, **kw):
        return {k: [2.0 if k == "0" else 1.0] * rounds for k in models}

    out, applied = derive_pass(graph, budget_s=60, min_gain=1.5, timer=faster, fast_math=True)
    assert sorted(a.op for a in applied) == ["G2BMM", "GBMM"]
    assert all(a.ms == 1.0 and a.ort_ms == 2.0 for a in applied)


def test_a_model_the_band_search_cannot_read_is_passed_over(monkeypatch):
    """Shape inference or constant folding failing on some model is no band, not a crash of
    the optimize run: the pass says so and goes on with the operators."""
    from verified_opt.api import derive_band
    from verified_opt.api.derivations import derive_pass
    from verified_opt.ir.onnx_io import import_model

    def broken(model):
        raise ValueError("inference failed")

    monkeypatch.setattr(derive_band, "find_band_products", broken)
    said = []
    graph = import_model(band_attention())
    out, applied = derive_pass(graph, budget_s=5, progress=said.append)
    assert applied == [] and len(out.nodes) == len(graph.nodes)
    assert any("banded products not searched: inference failed" in m for m in said), said


def test_a_band_is_searched_only_if_one_more_search_fits_the_budget(monkeypatch):
    """Two distinct bands (G2BMM, GBMM), each search 10 s on the pass's clock, budget 15 s:
    the second would end at 20 s, so it is not started (the pass's pace, shared with the
    operators' searches)."""
    from derive_helpers import ten_seconds_a_search

    from verified_opt.api import derivations, derive_band
    from verified_opt.api.pipeline import _load
    clock = ten_seconds_a_search(monkeypatch, derive_band, "derive_band")
    said: list[str] = []
    derivations.derive_pass(_load(band_attention().SerializeToString(), {}), budget_s=15.0,
                            progress=said.append, fast_math=True)
    assert clock[0] == 10.0, said
    assert any("1 not tried" in s for s in said), said
