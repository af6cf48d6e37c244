"""The channel-padding pass (search/channel_pad.py): every chain padded pair by pair to each
block, the variants timed as whole models and kept by the keep rule, the steps numbered after
the search's; and `vopt optimize` end to end, its audit replaying the padding."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest

from verified_opt.ir.onnx_io import import_model
from verified_opt.rules.format import load_rules
from verified_opt.search.channel_pad import channel_pad, pad_all
from verified_opt.search.search import CertifiedRule, Step

sys.path.insert(0, str(Path(__file__).parents[1] / "rules"))
from shipped import RULES_DIR, NodeCount, conv_chain, deterministic_optimize, zero_padded


@pytest.fixture(scope="module")
def padding() -> list[CertifiedRule]:
    return [CertifiedRule(r, f"cert-{r.name}") for r in load_rules([RULES_DIR / "channel_pad.json"])]


def _weights(g) -> list[tuple[int, ...]]:
    return [g.initializers[n.inputs[1]].shape for n in g.nodes if n.op == "Conv"]


def _off_block(data: bytes, block: int = 8) -> int:
    """A stand-in latency: 1 per Conv whose channel counts are off the block, plus 1 per node
    (the padded Convs are "faster", as ORT's NCHWc kernels are)."""
    m = onnx.load_from_string(data)
    inits = {t.name: t.dims for t in m.graph.initializer}
    return len(m.graph.node) + sum(any(d % block for d in inits[n.input[1]][:2])
                                   for n in m.graph.node if n.op_type == "Conv")


def _rounds(latency):
    def measure(models, feeds, threads=2, rounds=5, **kw):
        return {k: [float(latency(d))] * rounds for k, d in models.items()}
    return measure


def test_a_chain_is_padded_pair_by_pair(padding):
    g = import_model(conv_chain([3, 12, 12, 12, 5]))
    g2, steps = pad_all(g, padding, 8, first_step=3, cost=lambda g: float(len(g.nodes)))
    assert _weights(g2) == [(16, 3, 3, 3), (16, 16, 3, 3), (16, 16, 3, 3), (5, 16, 3, 3)]
    assert [s.rule for s in steps] == ["conv_relu_conv_split_pad_channels"] * 3
    assert steps[0].created[0].startswith("r3_") and steps[2].created[0].startswith("r5_")
    assert _weights(g) == [(12, 3, 3, 3), (12, 12, 3, 3), (12, 12, 3, 3), (5, 12, 3, 3)]


def test_a_count_on_the_block_is_left_and_the_blocks_differ_only_where_they_must(padding):
    g = import_model(conv_chain([3, 56, 5]))
    assert pad_all(g, padding, 8, 1, lambda g: 0.0)[1] == []
    g16, steps = pad_all(g, padding, 16, 1, lambda g: 0.0)
    assert len(steps) == 1 and _weights(g16) == [(64, 3, 3, 3), (5, 64, 3, 3)]


def test_the_padding_is_kept_when_it_times_faster(padding):
    g = import_model(conv_chain([3, 12, 12, 5]))
    given = [Step("earlier", "c", ["a"], ["b"], 1.0, 0.5)]
    x = {"x": np.zeros((1, 3, 8, 8), np.float32)}
    out = channel_pad(g, given, padding, lambda g: 0.0, x, 2, _rounds(_off_block))
    assert out.block == 8 and out.tried == {8: 2}, "the 16 variant is the same model: timed once"
    assert out.steps[0] is given[0] and len(out.steps) == 3
    assert out.steps[1].created[0].startswith("r2_"), "numbered after the search's steps"
    assert _weights(out.graph)[1] == (16, 16, 3, 3)
    assert "kept the multiples of 8" in out.summary()


def test_the_padding_is_dropped_when_it_times_slower(padding):
    g = import_model(conv_chain([3, 12, 12, 5]))
    x = {"x": np.zeros((1, 3, 8, 8), np.float32)}
    out = channel_pad(g, [], padding, lambda g: 0.0, x, 2,
                      _rounds(lambda d: 10 - _off_block(d)))
    assert out.block is None and out.graph is g and out.steps == []
    assert "kept the model as the search left it" in out.summary()
    assert "not faster" in out.summary()


def test_vopt_optimize_pads_a_chain_by_default_and_the_audit_replays_it(tmp_path, monkeypatch,
                                                                        capsys):
    """The copies read with half weights are reassociate: the default contract pads; the
    zero-weight form waits for --fast-math (it would pad the same, but the split rules come
    first)."""
    from verified_opt.cli import main as vopt

    deterministic_optimize(monkeypatch, tmp_path, NodeCount,
                           lambda data, feeds, threads=2, **kw: float(_off_block(data)))
    model, out, report = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "a.json"
    onnx.save(conv_chain([3, 12, 12, 12, 5]), str(model))
    args = ["optimize", str(model), "-o", str(out), "--json", str(report), "--overwrite"]
    assert vopt(args) == 0, capsys.readouterr().err
    assert "channel padding: to multiples of 8: 3 rewrites" in capsys.readouterr().out
    r = json.loads(report.read_text())
    assert r["float_contract"]["fast_math"] is False
    assert [a["rule"] for a in r["applied"]] == ["conv_relu_conv_split_pad_channels"] * 3
    assert {a["float_contract"]["tier"] for a in r["applied"]} == {"reassociate"}
    # the zero-weight form: zero-terms through X, which no constant binds
    assert r["float_contract"]["finite_constants"]["conv_relu_conv_pad_channels"] == ["B1", "X"]
    assert r["latency"]["kept"] == "optimized"
    padding = r["search"]["channel_padding"]
    assert padding["kept_block"] == 8 and padding["blocks"]["8"]["rewrites"] == 3
    assert padding["blocks"]["8"]["kept"] and padding["blocks"]["8"]["padded_ms"] < \
        padding["blocks"]["8"]["unpadded_ms"]
    rng = np.random.default_rng(3)
    a_in = rng.standard_normal((1, 3, 8, 8)).astype(np.float32)
    src, dst = ort.InferenceSession(str(model)), ort.InferenceSession(str(out))
    a, b = src.run(None, {"x": a_in})[0], dst.run(None, {"x": a_in})[0]
    assert np.abs(a - b).max() <= 1e-5 * np.abs(a).max()
    # an infinite input: the copies carry the same infinities, the halves add up to them
    for v in (np.inf, -np.inf):
        x = a_in.copy()
        x[0, :, 3, 3] = v
        a, b = src.run(None, {"x": x})[0], dst.run(None, {"x": x})[0]
        np.testing.assert_array_equal(np.isfinite(a), np.isfinite(b))
        np.testing.assert_array_equal(np.isnan(a), np.isnan(b))
    capsys.readouterr()
    assert vopt(["audit", str(report)]) == 0
    text = capsys.readouterr().out
    assert "all hold" in text and "rebuild the written model" in text


def test_a_zero_terms_padding_waits_for_fast_math(tmp_path, monkeypatch, capsys):
    """The same padding with zero channels (tests/rules/shipped.zero_padded) as
    the user's rules: not applied under the default contract (X is no finite constant),
    applied with --fast-math."""
    from verified_opt.cli import main as vopt

    deterministic_optimize(monkeypatch, tmp_path, NodeCount,
                           lambda data, feeds, threads=2, **kw: float(_off_block(data)))
    model, out, report = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "a.json"
    rules = tmp_path / "zero.json"
    rules.write_text(json.dumps({"rules": [zero_padded()]}))
    onnx.save(conv_chain([3, 12, 12, 5]), str(model))
    args = ["optimize", str(model), "-o", str(out), "--json", str(report), "--rules", str(rules),
            "--overwrite"]
    assert vopt(args) == 0, capsys.readouterr().err
    r = json.loads(report.read_text())
    assert r["applied"] == []  # zero-terms through X, which no constant binds
    assert "X" in r["float_contract"]["finite_constants"]["conv_relu_conv_pad_zero_channels"]
    assert vopt(args + ["--fast-math"]) == 0, capsys.readouterr().err
    r = json.loads(report.read_text())
    assert [(a["rule"], a["float_contract"]["tier"]) for a in r["applied"]] == [
        ("conv_relu_conv_pad_zero_channels", "zero-terms")] * 2
    capsys.readouterr()
    assert vopt(["audit", str(report)]) == 0 and "all hold" in capsys.readouterr().out


def test_two_convs_with_nothing_between_are_padded(tmp_path, monkeypatch, capsys):
    from verified_opt.cli import main as vopt

    deterministic_optimize(monkeypatch, tmp_path, NodeCount,
                           lambda data, feeds, threads=2, **kw: float(_off_block(data)))
    model, out, report = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "a.json"
    onnx.save(conv_chain([8, 12, 16], relu=False), str(model))
    assert vopt(["optimize", str(model), "-o", str(out), "--json", str(report)]) == 0, \
        capsys.readouterr().err
    r = json.loads(report.read_text())
    assert [(a["rule"], a["float_contract"]["tier"]) for a in r["applied"]] == [
        ("conv_conv_split_pad_channels", "reassociate")]
    capsys.readouterr()
    assert vopt(["audit", str(report)]) == 0 and "all hold" in capsys.readouterr().out


def test_fewer_channels_than_the_padding_wait_for_fast_math(tmp_path, monkeypatch, capsys):
    """3 channels to 8: five copies of three channels cannot be split in halves (the split
    rules say p <= k), so only the zero-weight form pads them, under --fast-math."""
    from verified_opt.cli import main as vopt

    deterministic_optimize(monkeypatch, tmp_path, NodeCount,
                           lambda data, feeds, threads=2, **kw: float(_off_block(data)))
    model, out, report = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "a.json"
    onnx.save(conv_chain([8, 3, 16]), str(model))
    args = ["optimize", str(model), "-o", str(out), "--json", str(report), "--overwrite"]
    assert vopt(args) == 0, capsys.readouterr().err
    assert json.loads(report.read_text())["applied"] == []
    assert vopt(args + ["--fast-math"]) == 0, capsys.readouterr().err
    r = json.loads(report.read_text())
    assert [a["rule"] for a in r["applied"]] == ["conv_relu_conv_pad_channels"]
