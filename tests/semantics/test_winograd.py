"""Winograd's F(m, 3) transforms (semantics/winograd.py): the identity they rest on, in exact
arithmetic, and the three tensors a graph uses, against a direct 3x3 correlation."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from verified_opt.semantics import winograd
from verified_opt.semantics.constants import constant_value


@pytest.mark.parametrize("m", winograd.TILE_OUTPUTS)
def test_the_one_dimensional_identity_holds_exactly(m):
    """y = AT ((G g) * (BT d)) is the correlation y[i] = sum_k d[i + k] g[k], as fractions."""
    at, g, bt = winograd.matrices(m)
    rng = np.random.default_rng(m)
    for _ in range(20):
        d = [Fraction(int(v)) for v in rng.integers(-50, 50, m + 2)]
        f = [Fraction(int(v)) for v in rng.integers(-50, 50, 3)]
        gf = [sum(g[i][k] * f[k] for k in range(3)) for i in range(m + 2)]
        bd = [sum(bt[i][k] * d[k] for k in range(m + 2)) for i in range(m + 2)]
        y = [sum(at[p][i] * gf[i] * bd[i] for i in range(m + 2)) for p in range(m)]
        assert y == [sum(d[i + k] * f[k] for k in range(3)) for i in range(m)]


@pytest.mark.parametrize("m", winograd.TILE_OUTPUTS)
def test_the_three_tensors_compute_a_tile_of_a_3x3_correlation(m):
    t = m + 2
    rng = np.random.default_rng(0)
    d, g = rng.standard_normal((t, t)), rng.standard_normal((3, 3))
    v = np.einsum("kab,ab->k", winograd.input_kernel(m)[:, 0], d)  # the Conv with stride m
    u = g.reshape(9) @ winograd.weight_matrix(m)
    y = (winograd.output_matrix(m) @ (u * v)).reshape(m, m)
    want = np.array([[np.sum(d[i:i + 3, j:j + 3] * g) for j in range(m)] for i in range(m)])
    assert np.allclose(y, want, rtol=1e-12, atol=1e-12)


def test_the_constants_have_the_documented_shapes_and_are_float32_in_a_graph():
    for m in winograd.TILE_OUTPUTS:
        for op, shape in winograd.shapes(m).items():
            value = constant_value(op, shape, {"m": m})
            assert value.shape == shape and value.dtype == np.float32
            exact = constant_value(op, shape, {"m": m}, np.float64)
            assert np.abs(value - exact).max() <= 1e-7 * np.abs(exact).max()
    # 1/6 is not a float32: testing in float64 needs the float64 values
    w4 = constant_value("WinogradWeight", (9, 36), {"m": 4}, np.float64)
    assert -1 / 6 in w4


def test_an_unknown_tile_size_or_a_wrong_shape_is_refused():
    with pytest.raises(ValueError, match="only m in"):
        winograd.matrices(6)
    with pytest.raises(ValueError, match=r"for m = 2 has shape \[16, 1, 4, 4\]"):
        constant_value("WinogradInput", (36, 1, 6, 6), {"m": 2})
    with pytest.raises(ValueError, match="available for m in"):
        constant_value("WinogradOutput", (36, 64), {"m": 6})
