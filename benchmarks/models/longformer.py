"""One Longformer layer with dilated sliding-window self-attention (Beltagy et al. 2020).

Hidden 768, 12 heads of 64, sequence 1024, batch 1; every token attends to the tokens at
distances d * j, |j| <= w, with one-sided window w = 64 and dilation d = 2 (local attention only,
no global tokens). The banded attention is expressed with static operators only:

* dilation: Reshape the sequence [L] to [L / d, d] and Transpose the residue axis next to the
  heads, so that each of the d interleaved subsequences (positions r, r + d, r + 2d ...) is a
  separate batch entry; a dilated window is a plain window inside its subsequence;
* sliding window: the subsequence is cut into chunks of w queries; each chunk attends to the keys
  of its own chunk and of both neighbours, gathered by padding the keys with w zeros on each side
  (Pad), taking three shifted Slices and concatenating them; a constant additive mask keeps the
  band |i - j| <= w and drops the padding;
* MatMul / Add mask / Softmax / MatMul per chunk, then the inverse Reshape / Transpose.

The rest of the layer is BERT's: MatMul + Add projections (the query divided by sqrt(64)),
output projection, residual + LayerNormalization, Erf-GELU feed-forward network of 3072.
"""

from __future__ import annotations

import math

import numpy as np

from benchmarks.models.bert import QK_GAIN, transformer_layer
from benchmarks.models.layers import ModelBuilder, Tensor, build_model

MASKED = -10000.0  # exp underflows to 0 in float32, as in BERT's attention mask


def band_mask(chunks: int, w: int, length: int) -> np.ndarray:
    """[chunks, w, 3w] additive mask: query c*w + i may see key (c-1)*w + k iff within w."""
    c = np.arange(chunks)[:, None, None]
    i = np.arange(w)[None, :, None]
    k = np.arange(3 * w)[None, None, :]
    query, key = c * w + i, (c - 1) * w + k
    ok = (np.abs(key - query) <= w) & (key >= 0) & (key < length)
    return np.where(ok, 0.0, MASKED).astype(np.float32)


def to_subsequences(b: ModelBuilder, x: Tensor, heads: int, dilation: int,
                    label: str) -> Tensor:
    """[1, L, H] -> [1, heads, d, L / d, H / heads]: split heads, then interleaved subsequences."""
    n, length, h = x.shape
    y = b.reshape(x, (n, length // dilation, dilation, heads, h // heads), label=f"{label}_split")
    return b.transpose(y, (0, 3, 2, 1, 4), label=f"{label}_transpose")


def key_windows(b: ModelBuilder, x: Tensor, w: int, label: str) -> Tensor:
    """[1, heads, d, Ls, D] -> [1, heads, d, Ls / w, 3w, D]: keys of each chunk and neighbours."""
    n, heads, d, ls, dim = x.shape
    padded = b.pad(x, [0, 0, 0, w, 0, 0, 0, 0, w, 0], label=f"{label}_pad")
    parts = []
    for p in range(3):
        s = b.slice(padded, [p * w], [p * w + ls], [3], label=f"{label}_shift{p}")
        parts.append(b.reshape(s, (n, heads, d, ls // w, w, dim), label=f"{label}_chunk{p}"))
    return b.concat(parts, axis=4, label=f"{label}_window")


def sliding_window_attention(b: ModelBuilder, x: Tensor, heads: int, window: int = 64,
                             dilation: int = 2) -> Tensor:
    n, length, h = x.shape
    dim = h // heads
    ls = length // dilation
    chunks = ls // window
    if ls % window or length % dilation:
        raise ValueError(f"sequence {length} must be a multiple of dilation x window")
    q = b.div(b.dense(x, h, gain=QK_GAIN, label="query"), math.sqrt(dim), label="query_scale")
    q = to_subsequences(b, q, heads, dilation, "query")
    q = b.reshape(q, (n, heads, dilation, chunks, window, dim), label="query_chunks")
    k = b.dense(x, h, gain=QK_GAIN, label="key")
    k = key_windows(b, to_subsequences(b, k, heads, dilation, "key"), window, "key")
    v = b.dense(x, h, label="value")
    v = key_windows(b, to_subsequences(b, v, heads, dilation, "value"), window, "value")
    kt = b.transpose(k, (0, 1, 2, 3, 5, 4), label="key_t")
    scores = b.matmul(q, kt, label="scores")  # [1, heads, d, chunks, w, 3w]
    mask = b.initializer(band_mask(chunks, window, ls), "band_mask")
    probs = b.softmax(b.add(scores, mask, label="masked_scores"), -1)
    ctx = b.matmul(probs, v, label="context")  # [1, heads, d, chunks, w, D]
    ctx = b.reshape(ctx, (n, heads, dilation, ls, dim), label="context_unchunk")
    ctx = b.transpose(ctx, (0, 3, 2, 1, 4), label="context_transpose")
    return b.reshape(ctx, (n, length, h), label="context_merge")


def _body(b: ModelBuilder, seq: int = 1024, hidden: int = 768, heads: int = 12) -> None:
    x = b.input("hidden_states", (1, seq, hidden))
    with b.scope("layer0"):
        x = transformer_layer(b, x, heads, 4 * hidden, attention=sliding_window_attention)
    b.output(x, "last_hidden_state")


def longformer(seed: int = 0):
    """Longformer layer: sequence 1024, window 64 each side, dilation 2, hidden 768, 12 heads."""
    return build_model(_body, "longformer_block", seed, __doc__ or "")
