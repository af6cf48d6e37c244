"""BERT-base encoder: 12 layers, hidden 768, 12 heads, FFN 3072, sequence 128, batch 1.

The input is the float hidden-state tensor [1, 128, 768] (the output of the embedding layer);
the graph is what PyTorch exports with static shapes: MatMul + Add projections, Reshape and
Transpose to heads, scores divided by sqrt(64), Softmax, LayerNormalization (eps 1e-12) and the
exact Erf-based GELU. No attention mask, no Shape / Gather: every shape is a constant.
"""

from __future__ import annotations

import math

from benchmarks.models.layers import ModelBuilder, Tensor, build_model

# Random weights make a deep transformer collapse: near-uniform attention averages the tokens,
# and after 12 layers they all look alike, which would hide token-permuting bugs. Query and key
# weights twice the fan-in scale sharpen the attention (the largest probability of a row is
# about 0.5, as in trained models), and a small attention output projection keeps the residual
# path dominant; the tokens of the last layer still differ by ~60% of their norm.
QK_GAIN = 4.0
ATTN_OUT_GAIN = 0.25


def split_heads(b: ModelBuilder, x: Tensor, heads: int, label: str) -> Tensor:
    """[1, S, H] -> [1, heads, S, H / heads]."""
    n, s, h = x.shape
    y = b.reshape(x, (n, s, heads, h // heads), label=f"{label}_reshape")
    return b.transpose(y, (0, 2, 1, 3), label=f"{label}_transpose")


def merge_heads(b: ModelBuilder, x: Tensor) -> Tensor:
    """[1, heads, S, D] -> [1, S, heads * D]."""
    n, heads, s, d = x.shape
    y = b.transpose(x, (0, 2, 1, 3), label="context_transpose")
    return b.reshape(y, (n, s, heads * d), label="context_reshape")


def self_attention(b: ModelBuilder, x: Tensor, heads: int) -> Tensor:
    h = x.shape[-1]
    q = split_heads(b, b.dense(x, h, gain=QK_GAIN, label="query"), heads, "query")
    k = b.dense(x, h, gain=QK_GAIN, label="key")
    n, s, _ = k.shape
    k = b.transpose(b.reshape(k, (n, s, heads, h // heads), label="key_reshape"), (0, 2, 3, 1),
                    label="key_transpose")  # [1, heads, D, S]
    v = split_heads(b, b.dense(x, h, label="value"), heads, "value")
    scores = b.div(b.matmul(q, k, label="scores"), math.sqrt(h // heads), label="scale")
    probs = b.softmax(scores, -1)
    return merge_heads(b, b.matmul(probs, v, label="context"))


def feed_forward(b: ModelBuilder, x: Tensor, inner: int) -> Tensor:
    y = b.gelu(b.dense(x, inner, label="intermediate"))
    return b.dense(y, x.shape[-1], label="output")


def transformer_layer(b: ModelBuilder, x: Tensor, heads: int, inner: int,
                      attention=self_attention) -> Tensor:
    """Post-LN transformer encoder layer, shared by BERT and the Longformer block."""
    with b.scope("attention"):
        a = b.dense(attention(b, x, heads), x.shape[-1], gain=ATTN_OUT_GAIN, label="output")
        x = b.layernorm(b.add(a, x, label="residual"), label="ln")
    with b.scope("ffn"):
        x = b.layernorm(b.add(feed_forward(b, x, inner), x, label="residual"), label="ln")
    return x


def _body(b: ModelBuilder, layers: int, seq: int, hidden: int, heads: int) -> None:
    x = b.input("hidden_states", (1, seq, hidden))
    for k in range(layers):
        with b.scope(f"layer{k}"):
            x = transformer_layer(b, x, heads, 4 * hidden)
    b.output(x, "last_hidden_state")


def bert_base(seed: int = 0):
    """BERT-base encoder: 12 layers, hidden 768, 12 heads, sequence 128."""
    return build_model(lambda b: _body(b, 12, 128, 768, 12), "bert_base", seed, __doc__ or "")
