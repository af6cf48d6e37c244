"""Banded attention as torch exports it (dense `@`, then `gather` of the band; `scatter_add` of
the band, then `@`) is found in the model, lowered to G2BMM / GBMM, checked exactly against
the exported nodes, and derived: every step proved, the instantiation checked."""

import numpy as np
import onnx
import pytest

pytest.importorskip("tvm")
torch = pytest.importorskip("torch")

from verified_opt.check.instantiation import check_instantiation
from verified_opt.derive.patterns import check_pattern, find_band_products, pattern_model
from verified_opt.derive.search import certify, derive


class Band(torch.nn.Module):
    """Dilated sliding-window attention: scores on the band, softmax, the band back."""

    def __init__(self, m, w, d, shift=0, mask=True):
        super().__init__()
        cols = torch.arange(m)[:, None] + (torch.arange(2 * w + 1)[None, :] - w) * d + shift
        self.register_buffer("idx", cols.clamp(0, m - 1))
        valid = ((cols >= 0) & (cols < m)).float()
        self.register_buffer("mask", valid if mask else torch.ones_like(valid))

    def forward(self, q, k, v):
        b, m, _ = q.shape
        s = q @ k.transpose(-1, -2)
        idx = self.idx.expand(b, m, self.idx.shape[1])
        band = torch.gather(s, 2, idx) * self.mask
        p = torch.softmax(band, -1) * self.mask
        dense = torch.zeros(b, m, m).scatter_add(2, idx, p)
        return dense @ v


def _export(tmp_path, module, dynamo, b=2, m=64, d=8):
    path = tmp_path / f"band_{dynamo}.onnx"
    args = tuple(torch.randn(b, m, d) for _ in range(3))
    torch.onnx.export(module.eval(), args, str(path), dynamo=dynamo, opset_version=18)
    return onnx.load(str(path))


@pytest.mark.parametrize("dynamo,dil", [(False, 2), (True, 1)])
def test_band_attention_export_is_found_checked_and_derived(tmp_path, dynamo, dil):
    """Both exporters (TorchScript leaves the index's Expand computed, dynamo folds it). The
    search derives the band, dilated too (i split by the dilation first)."""
    model = _export(tmp_path, Band(64, 4, dil), dynamo)
    found = {m.kind: m for m in find_band_products(model)}
    assert set(found) == {"g2bmm", "gbmm"}
    for m in found.values():
        assert (m.width, m.dilation) == (4, dil)
        ok, why = check_pattern(model, m)
        assert ok, why
    root = found["g2bmm"].expression()
    cands = [c for c in derive(root, depth=5, budget_s=120) if c.steps]   # budget: a guard
    assert cands
    best = cands[0]
    assert dil == 1 or f"block={dil})" in best.path
    assert certify(best), [p.reason for p in best.proofs]
    assert check_instantiation(best.final, set())[0]


@pytest.mark.parametrize("module", [Band(64, 4, 2, shift=1), Band(64, 4, 2, mask=False)],
                         ids=["shifted band", "no mask"])
def test_a_band_that_is_not_g2bmm_is_not_found(tmp_path, module):
    """A band shifted off the diagonal, or clipped reads not zeroed: the constants differ from
    the G2BMM band, so nothing matches."""
    assert find_band_products(_export(tmp_path, module, True)) == []


def test_pattern_model_runs_the_exported_nodes(tmp_path):
    import onnxruntime as ort
    model = _export(tmp_path, Band(16, 2, 1), True, m=16)
    m = next(x for x in find_band_products(model) if x.kind == "g2bmm")
    sub = pattern_model(model, m)
    q = np.random.default_rng(0).standard_normal(m.a.shape).astype(np.float32)
    k = np.random.default_rng(1).standard_normal(m.b.shape).astype(np.float32)
    got = ort.InferenceSession(sub.SerializeToString()).run(None, {m.a.name: q,
                                                                   m.b.name: k})[0]
    s = q @ k.transpose(0, 2, 1)
    i = np.arange(16)[:, None] + np.arange(5)[None, :] - 2
    want = np.where((i >= 0) & (i < 16), s[:, np.arange(16)[:, None], np.clip(i, 0, 15)], 0)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("dil", [1, 2])
def test_the_model_with_both_bands_replaced_runs_and_equals_the_export(tmp_path, dil):
    """Each band replaced by the instantiation of its best proved and checked derivation (or,
    with none, the expression as one eOperator): the whole model equals the exported one in
    ORT."""
    from verified_opt.backends.hybrid import HybridSession
    from verified_opt.derive.instantiate import instantiate
    from verified_opt.derive.patterns import replace_match
    # d = 32: with 8 features GBMM's blocked MatMul is too thin for the search's price
    model = _export(tmp_path, Band(64, 4, dil), True, d=32)
    new = model
    paths = {}
    for m in find_band_products(model):
        root = m.expression()
        best = next((c for c in derive(root, depth=5, budget_s=120)[:4]
                     if c.steps and certify(c)), None)
        paths[m.kind] = best.path if best else ""
        final = best.final if best else root
        assert check_instantiation(final, set(), library=best is not None)[0]
        inst = instantiate(final, m.output, m.kind, {}, library=best is not None)
        # positions are the original model's: match again on the partly replaced one
        m2 = next(x for x in find_band_products(new) if x.kind == m.kind)
        new = replace_match(new, m2, inst.nodes, inst.initializers)
    assert not find_band_products(new)
    # both derive: G2BMM's band loop substituted, GBMM's band sum relaxed to a block's window
    assert "substitute" in paths["g2bmm"] and "relax_sum" in paths["gbmm"], paths
    rng = np.random.default_rng(0)
    feeds = {i.name: rng.standard_normal((2, 64, 32)).astype(np.float32)
             for i in model.graph.input}
    want = HybridSession(model).run(feeds)[0]
    got = HybridSession(new).run(feeds)[0]
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)


class MultiHeadBand(torch.nn.Module):
    """Band above over [batch, heads, m, d] (the band along the last axis)."""

    def __init__(self, m, w, d):
        super().__init__()
        cols = torch.arange(m)[:, None] + (torch.arange(2 * w + 1)[None, :] - w) * d
        self.register_buffer("idx", cols.clamp(0, m - 1))
        self.register_buffer("mask", ((cols >= 0) & (cols < m)).float())

    def forward(self, q, k, v):
        b, h, m, _ = q.shape
        s = q @ k.transpose(-1, -2)
        idx = self.idx.expand(b, h, m, self.idx.shape[1])
        p = torch.softmax(torch.gather(s, 3, idx) * self.mask, -1) * self.mask
        return torch.zeros(b, h, m, m).scatter_add(3, idx, p) @ v


@pytest.mark.parametrize("dynamo", [False, True])
def test_multi_head_band_export_is_found_and_checked(tmp_path, dynamo):
    path = tmp_path / f"mh_{dynamo}.onnx"
    args = tuple(torch.randn(2, 3, 32, 8) for _ in range(3))
    torch.onnx.export(MultiHeadBand(32, 3, 2).eval(), args, str(path), dynamo=dynamo,
                      opset_version=18)
    model = onnx.load(str(path))
    found = {m.kind: m for m in find_band_products(model)}
    assert set(found) == {"g2bmm", "gbmm"}
    for m in found.values():
        assert (m.width, m.dilation) == (3, 2) and len(m.a.shape) == 4
        ok, why = check_pattern(model, m)
        assert ok, why
