"""Exact evaluation (derive/evaluate.py): a derivation's expression read at chosen points, its
stages evaluated only where they are read, equals the whole expression evaluated and a plain
NumPy convolution."""

import numpy as np
import pytest

from tests.derive.test_derive_search import conv
from verified_opt.derive.evaluate import _unique, evaluate, evaluate_at, random_inputs
from verified_opt.derive.expr import stages
from verified_opt.derive.search import derive


def numpy_conv(i, k, pad, dil):
    """Direct convolution (N=1, stride 1) in int64."""
    f, _c, r, s = k.shape
    x = np.pad(i[0], ((0, 0), (pad, pad), (pad, pad)))
    out = x.shape[1] - dil * (r - 1)
    y = np.zeros((f, out, out), dtype=np.int64)
    for a in range(r):
        for b in range(s):
            win = x[:, a * dil:a * dil + out, b * dil:b * dil + out]
            y += np.einsum("fc,chw->fhw", k[:, :, a, b], win)
    return y[None]


@pytest.mark.parametrize("k,pad,dil", [(3, 1, 1), (3, 2, 2), (5, 2, 1)])
def test_derived_stages_read_at_points_equal_the_whole_evaluation(k, pad, dil):
    root = conv(k=k, pad=pad, dil=dil)
    cands = [c for c in derive(root, depth=5) if c.steps and stages(c.final)]
    assert cands, "no derivation with a stage"
    rng = np.random.default_rng(3)
    vals = random_inputs(root, rng)
    want = numpy_conv(vals["I"], vals["K"], pad, dil)
    assert np.array_equal(evaluate(root, vals), want)
    box = [(i.lo, i.hi) for i in root.loops]
    pts = np.stack([rng.integers(lo, hi, size=200) for lo, hi in box], -1)
    for c in cands[:3]:
        assert np.array_equal(evaluate(c.final, vals), want), c.path
        got = evaluate_at(c.final, vals, pts)
        assert np.array_equal(got, want[tuple(pts.T)]), c.path


@pytest.mark.parametrize("size,n", [(1, 1), (7, 0), (10, 50), (100_000, 300_000)])
def test_unique_by_table_equals_numpys(size, n):
    offs = np.random.default_rng(size).integers(0, size, n)
    u, inv = _unique(offs, size)
    want_u, want_inv = np.unique(offs, return_inverse=True)
    assert np.array_equal(u, want_u)
    assert np.array_equal(inv.reshape(-1), want_inv.reshape(-1))
    assert np.array_equal(u[inv], offs)
