"""Exact evaluation modulo the prime, fast enough for whole convolution layers.

`ModArith` (the project's "mod" semantics) multiplies with NumPy's int64 matmul, which has no
BLAS behind it. `BlasModArith` is the same arithmetic with the products done in float64 BLAS:
residues (< 2^31) are split into 16-bit limbs and multiplied Karatsuba-style (three products of
limbs or limb sums, each below 2^34); a reduction of at most 2^18 of them stays below 2^53, where
float64 is exact whatever order BLAS sums in. The products are reduced modulo p and recombined
in int64. Same results as ModArith
bit for bit (a test checks it); every other operation is ModArith's.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from verified_opt.ir.evaluate import eval_node
from verified_opt.ir.graph import Graph, TensorType
from verified_opt.semantics.arith import PRIME, ModArith

_CHUNK = 1 << 18  # (2^17)^2 * 2^18 = 2^52 < 2^53


class BlasModArith(ModArith):
    name = "mod"

    def __init__(self, prime: int = PRIME) -> None:
        super().__init__(prime)
        self._two32 = pow(2, 32, prime)

    def matmul(self, a, b):
        p = self.p
        a = np.mod(np.asarray(a).astype(np.int64), p)
        b = np.mod(np.asarray(b).astype(np.int64), p)
        if a.ndim == 1 or b.ndim == 1:
            out = self.matmul(a[None, :] if a.ndim == 1 else a, b[:, None] if b.ndim == 1 else b)
            out = out[..., 0, :] if a.ndim == 1 else out
            return out[..., 0] if b.ndim == 1 else out
        # Karatsuba on 16-bit limbs: a0*b0, a1*b1 and (a0+a1)*(b0+b1), each limb sum < 2^17,
        # so products are < 2^34 and a reduction over at most 2^18 of them stays < 2^52.
        a0 = np.bitwise_and(a, 0xFFFF)
        a1 = np.right_shift(a, 16)
        b0 = np.bitwise_and(b, 0xFFFF)
        b1 = np.right_shift(b, 16)
        fa = [a0.astype(np.float64), a1.astype(np.float64), (a0 + a1).astype(np.float64)]
        fb = [b0.astype(np.float64), b1.astype(np.float64), (b0 + b1).astype(np.float64)]
        k = a.shape[-1]
        out = None
        for s in range(0, max(k, 1), _CHUNK):
            e = min(k, s + _CHUNK)
            lo, hi, both = (np.mod(np.matmul(x[..., s:e], y[..., s:e, :]).astype(np.int64), p)
                            for x, y in zip(fa, fb))
            mid = np.mod(both - lo - hi, p)
            part = np.mod(np.mod(hi * self._two32, p) + np.mod(mid * 65536, p) + lo, p)
            out = part if out is None else np.mod(out + part, p)
        return out


def eval_mod(graph: Graph, feeds: Mapping[str, np.ndarray], prime: int = PRIME,
             keep: tuple[str, ...] | None = None) -> dict[str, np.ndarray]:
    """Evaluate `graph` modulo `prime`; feeds are integers (float inputs take residues).

    Returns the graph outputs, or the values named in `keep`.
    """
    ar = BlasModArith(prime)
    env: dict[str, np.ndarray] = {}
    for name, t in graph.inputs.items():
        env[name] = _lift(ar, np.asarray(feeds[name]), t)
    for name, v in graph.initializers.items():
        if name in feeds:
            env[name] = _lift(ar, np.asarray(feeds[name]), TensorType(v.shape, v.dtype.name))
        else:
            env[name] = _lift(ar, v, TensorType(v.shape, v.dtype.name))
    for node in graph.nodes:
        args = [env[i] if i else None for i in node.inputs]
        for name, value in zip(node.outputs, eval_node(node, args, ar=ar)):
            if name:
                out_t = graph.types.get(name)
                env[name] = _lift(ar, value, out_t) if out_t is not None else value
    wanted = keep if keep is not None else tuple(graph.outputs)
    return {k: env[k] for k in wanted}


def _lift(ar: ModArith, a: np.ndarray, t: TensorType | None) -> np.ndarray:
    if t is not None and np.dtype(t.dtype).kind == "f":
        if a.dtype.kind == "f":
            return ar.lift(a)
        return np.mod(a.astype(np.int64), ar.p)
    return a
