"""What ONNX Runtime computes from a node's constant inputs when it loads a model, before it
runs anything: values a rewrite's new node makes it precompute, range-checked as folded
constants are (`session_out_of_range`; rules/apply.apply_folded refuses such a step).

ORT's BatchNormalization kernel does not run (x - mean) * scale / sqrt(var + eps) + bias as the
reference kernel does: it precomputes inv_std = 1 / sqrt(var + eps), scale' = scale * inv_std
and bias' = bias - mean * scale' once, in float32, and runs x * scale' + bias'. Its Conv +
BatchNormalization fusion (a level-1 graph transformer) precomputes W * scale / sqrt(var + eps)
and (b - mean) * scale / sqrt(var + eps) + bias. A red-team review: `bn_mul_fold3` (a
BatchNormalization then a per-channel Mul, as one BatchNormalization of scale * w and bias * w)
at scale = 1e12, mean = 1e13, var = 0, w = 1e12: the folded scale 1e24 is in range, mean *
scale' = 3e39 is not, and ORT's bias' of -inf gave NaN where the source gives +inf.
"""

from __future__ import annotations

import numpy as np

from verified_opt.ir.fold import outside_float32
from verified_opt.ir.graph import Graph
from verified_opt.ops.node import Node


def session_out_of_range(graph: Graph, node: Node) -> str | None:
    """The first value ORT would precompute from `node`'s constants that float32 cannot hold,
    named; None where there is none. A coefficient (what multiplies the input) may not leave
    float32's normal range at all (ir/fold.outside_float32: a 0 or subnormal coefficient is
    where 0 * inf = NaN shows); a term added may not overflow (a subnormal one is lost against
    its sum: DenseNet-121 as the onnx package ships it has a BatchNorm mean of 6e-45)."""
    for what, got, exact, coefficient in session_constants(graph, node):
        if (outside_float32(got, exact) if coefficient else not np.isfinite(got).all()):
            return what
    return None


def session_constants(graph: Graph, node: Node
                      ) -> list[tuple[str, np.ndarray, np.ndarray, bool]]:
    """(what, float32 values as ORT computes them, the same in float64, whether it is a
    coefficient of the input) for each value ORT precomputes from `node`'s constant inputs; []
    where it precomputes none (a parameter the model computes or feeds at run time is the float
    contract's, as any run-time value)."""
    if node.op != "BatchNormalization" or len(node.inputs) < 5:
        return []
    params = [graph.initializers.get(i) for i in node.inputs[1:5]]
    if any(p is None or p.dtype.kind != "f" for p in params):
        return []
    eps = float(node.attrs.get("epsilon", 1e-5))
    conv = _conv_weights(graph, node)
    narrow = _stages(params, eps, conv, np.dtype(np.float32))
    wide = _stages(params, eps, conv, np.dtype(np.float64))
    return [(what, narrow[what], wide[what], what not in ADDED) for what in narrow]


# The precomputed values that are added to the result rather than multiplying the input.
ADDED = frozenset({"mean * scale / sqrt(var + epsilon)",
                   "bias - mean * scale / sqrt(var + epsilon)", "the Conv fusion's bias"})


def _stages(params: list, eps: float, conv: tuple[np.ndarray, np.ndarray | None] | None,
            dtype: np.dtype) -> dict[str, np.ndarray]:
    """ORT's precomputed values in `dtype`, each operation rounded to it."""
    s, b, m, v = (np.asarray(p, dtype) for p in params)
    e = np.asarray(eps, dtype)
    with np.errstate(all="ignore"):
        inv_std = np.asarray(1, dtype) / np.sqrt(v + e)
        scale = inv_std * s
        shift = m * scale
        fused = s / np.sqrt(v + e)  # the Conv fusion divides instead
        out = {"1 / sqrt(var + epsilon)": inv_std, "scale / sqrt(var + epsilon)": scale,
               "mean * scale / sqrt(var + epsilon)": shift,
               "bias - mean * scale / sqrt(var + epsilon)": b - shift,
               "the Conv fusion's scale": fused}
        if conv is not None:
            w = np.asarray(conv[0], dtype)
            bias = np.asarray(conv[1] if conv[1] is not None else 0, dtype)
            out["the Conv fusion's weights"] = w * fused.reshape((-1,) + (1,) * (w.ndim - 1))
            out["the Conv fusion's bias"] = (bias - m) * fused + b
    return out


def _conv_weights(graph: Graph, node: Node) -> tuple[np.ndarray, np.ndarray | None] | None:
    """The constant weight and bias (None: no bias) of the Conv whose output the
    BatchNormalization reads, which ORT folds into that Conv; None where there is none."""
    producer = graph.producers().get(node.inputs[0])
    if producer is None or producer.op != "Conv" or len(producer.inputs) < 2:
        return None
    w = graph.initializers.get(producer.inputs[1])
    bias_name = producer.inputs[2] if len(producer.inputs) > 2 else ""
    bias = graph.initializers.get(bias_name) if bias_name else None
    if w is None or w.dtype.kind != "f" or (bias_name and bias is None):
        return None
    if w.ndim < 1 or w.shape[0] != graph.initializers[node.inputs[1]].size:
        return None
    return w, bias
