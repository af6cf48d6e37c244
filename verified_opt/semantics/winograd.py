"""Winograd's minimal filtering F(m, 3) (Lavin and Gray, 2016) as the three constant matrices a
decomposition of a 3x3 Conv into ONNX operators needs.

One dimension: m outputs of a 3-tap correlation of an (m + 2)-element tile d with filter g are
    y = AT @ ((G @ g) * (BT @ d)),      y[i] = sum_k d[i + k] * g[k],
and in two dimensions, for an (m + 2) x (m + 2) tile, Y = AT [(G g G^T) * (BT d B)] A.
Over the reals this is an identity; the matrices are exact fractions here, and
tests/semantics/test_winograd.py checks the identity in exact arithmetic.

The three tensors (float32 in a graph, t = m + 2):
- input kernel [t*t, 1, t, t]: a Conv with stride m turns each tile into BT d B, one output
  channel per (i, j) of the transformed tile: kernel[i*t + j, 0, a, b] = BT[i, a] * BT[j, b];
- weight matrix [9, t*t]: a filter g flattened to 9 values, times it, is G g G^T flattened:
  W[a*3 + b, i*t + j] = G[i, a] * G[j, b];
- output matrix [m*m, t*t]: times the flattened product tile, gives the m x m outputs:
  O[p*m + q, i*t + j] = AT[p, i] * AT[q, j].
"""

from __future__ import annotations

from fractions import Fraction as Fr

import numpy as np

# The transforms of Lavin and Gray for the interpolation points 0, 1, -1 (F(2, 3)) and
# 0, 1, -1, 2, -2 (F(4, 3)), with the point at infinity.
_MATRICES: dict[int, tuple[list[list], list[list], list[list]]] = {
    2: (
        [[1, 1, 1, 0], [0, 1, -1, -1]],
        [[1, 0, 0], [Fr(1, 2), Fr(1, 2), Fr(1, 2)], [Fr(1, 2), Fr(-1, 2), Fr(1, 2)], [0, 0, 1]],
        [[1, 0, -1, 0], [0, 1, 1, 0], [0, -1, 1, 0], [0, 1, 0, -1]],
    ),
    4: (
        [[1, 1, 1, 1, 1, 0], [0, 1, -1, 2, -2, 0], [0, 1, 1, 4, 4, 0], [0, 1, -1, 8, -8, 1]],
        [[Fr(1, 4), 0, 0], [Fr(-1, 6), Fr(-1, 6), Fr(-1, 6)], [Fr(-1, 6), Fr(1, 6), Fr(-1, 6)],
         [Fr(1, 24), Fr(1, 12), Fr(1, 6)], [Fr(1, 24), Fr(-1, 12), Fr(1, 6)], [0, 0, 1]],
        [[4, 0, -5, 0, 1, 0], [0, -4, -4, 1, 1, 0], [0, 4, -4, -1, 1, 0], [0, -2, -1, 2, 1, 0],
         [0, 2, -1, -2, 1, 0], [0, 4, 0, -5, 0, 1]],
    ),
}
TILE_OUTPUTS = tuple(sorted(_MATRICES))  # the m this module knows


def matrices(m: int) -> tuple[list[list[Fr]], list[list[Fr]], list[list[Fr]]]:
    """(AT [m, t], G [t, 3], BT [t, t]) as exact fractions."""
    if m not in _MATRICES:
        raise ValueError(f"Winograd F({m}, 3) is not available (only m in {TILE_OUTPUTS})")
    return tuple([[Fr(v) for v in row] for row in mat] for mat in _MATRICES[m])  # type: ignore


def _f64(rows: list[list[Fr]]) -> np.ndarray:
    return np.array([[float(v) for v in row] for row in rows], dtype=np.float64)


def input_kernel(m: int) -> np.ndarray:
    _, _, bt = matrices(m)
    b = _f64(bt)
    t = m + 2
    return np.einsum("ia,jb->ijab", b, b).reshape(t * t, 1, t, t)


def weight_matrix(m: int) -> np.ndarray:
    _, g, _ = matrices(m)
    gg = _f64(g)
    t = m + 2
    return np.einsum("ia,jb->abij", gg, gg).reshape(9, t * t)


def output_matrix(m: int) -> np.ndarray:
    at, _, _ = matrices(m)
    a = _f64(at)
    t = m + 2
    return np.einsum("pi,qj->pqij", a, a).reshape(m * m, t * t)


def shapes(m: int) -> dict[str, tuple[int, ...]]:
    """The shape of each constant for F(m, 3)."""
    t = m + 2
    return {"WinogradInput": (t * t, 1, t, t), "WinogradWeight": (9, t * t),
            "WinogradOutput": (m * m, t * t)}
