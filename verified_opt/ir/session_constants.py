"""What ONNX Runtime computes from a node's constant inputs when it loads a model, before it
runs anything: values a rewrite's new node makes it precompute, range-checked as folded
constants are (`session_out_of_range`; rules/apply.apply_folded refuses such a step).

ORT's BatchNormalization kernel does not run (x - mean) * scale / sqrt(var + eps) + bias as the
reference kernel does: it precomputes inv_std = 1 / sqrt(var + eps), scale' = scale * inv_std
and bias' = bias - mean * scale' once, in float32, and runs x * scale' + bias'. Its level-1
graph transformers fold the constant nodes after a Conv into its weights and bias, one at a
time (ConvMulFusion: W * m and b * m for a scalar or per-channel Mul; ConvAddFusion: b + a;
ConvBNFusion: W * scale / sqrt(var + eps) and (b - mean) * that + bias), and a
BatchNormalization after a MatMul into the MatMul's weight (MatMulBNFusion). Red-team reviews:
`bn_mul_fold3` at scale 1e12, mean 1e13, var 0, w 1e12 left a BatchNorm whose folded scale 1e24
is in range and whose precomputed bias (3e39) is not, NaN at x = inf where the source gives
+inf; `conv_scalar_hoist` (Conv(x * s, W) as Conv(x, W) * s) at s = 1e20 and a tap of 1e20 made
ORT fuse W * s = inf, NaN at x = 0 after a Sigmoid where the source gives 0.5; and
`conv_sum_as_channel_concat` put a new Conv before a BatchNorm of scale 1e20, fused likewise;
`pad_zero_removal` removed a zero Pad between a Conv and its BatchNorm, which ORT then fused,
and ORT's MatMul fusion reaches its BatchNorm through Reshape and Transpose nodes.
"""

from __future__ import annotations

import numpy as np

from verified_opt.ir.fold import outside_float32
from verified_opt.ir.graph import Graph
from verified_opt.ops.node import Node

# What the fusions after a Conv read; a node of another kind ends the chain.
_FUSED_AFTER_CONV = ("Mul", "Add", "BatchNormalization")
# What ORT's MatMul + BatchNormalization fusion looks through between the two.
_MOVES_BETWEEN = ("Reshape", "Transpose")
# The operators for which ORT may precompute something (session_constants is [] for others),
# or that join a MatMul to the BatchNormalization ORT folds into it.
FUSION_OPS = frozenset(("Conv", "MatMul") + _FUSED_AFTER_CONV + _MOVES_BETWEEN)


class Neighbours:
    """A graph's producer and consumers of single values, found by scanning its nodes on
    demand: a check reads a few values, and indexing all of them per candidate made the
    search's rewrites 40% slower on DenseNet-121."""

    def __init__(self, graph: Graph) -> None:
        self.nodes = graph.nodes
        self._users: dict[str, list[Node]] = {}
        self._producer: dict[str, Node | None] = {}

    def users(self, value: str) -> list[Node]:
        if value not in self._users:
            self._users[value] = [n for n in self.nodes if value in n.inputs]
        return self._users[value]

    def producer(self, value: str) -> Node | None:
        if value not in self._producer:
            self._producer[value] = next((n for n in self.nodes if value in n.outputs), None)
        return self._producer[value]


def session_out_of_range(graph: Graph, node: Node, index: Neighbours | None = None
                         ) -> str | None:
    """The first value ORT would precompute for `node` (a BatchNormalization's own, or those of
    the fused chain it belongs to: a Conv and the constant Mul / Add / BatchNormalization nodes
    after it, a MatMul and its BatchNormalization) that float32 cannot hold, named; None where
    there is none. A coefficient (what multiplies the input) may not leave float32's normal
    range at all (ir/fold.outside_float32: a 0 or subnormal coefficient is where 0 * inf = NaN
    shows); a term added may not overflow (a subnormal one is lost against its sum:
    DenseNet-121 as the onnx package ships it has a BatchNorm mean of 6e-45). `index`: the
    graph's Neighbours, where the caller checks several nodes."""
    for what, got, exact, coefficient in session_constants(graph, node, index):
        if (outside_float32(got, exact) if coefficient else not np.isfinite(got).all()):
            return what
    return None


def session_constants(graph: Graph, node: Node, index: Neighbours | None = None
                      ) -> list[tuple[str, np.ndarray, np.ndarray, bool]]:
    """(what, float32 values as ORT computes them, the same in float64, whether it is a
    coefficient of the input) for each value ORT precomputes for `node`; [] where it
    precomputes none (a parameter the model computes or feeds at run time is the float
    contract's, as any run-time value)."""
    out = []
    if node.op == "BatchNormalization":
        out += _batchnorm(graph, node)
    if node.op in FUSION_OPS and may_fuse(graph, node):
        index = index or Neighbours(graph)
        head = _fusion_head(graph, node, index)
        if head is not None:
            out += _fused_chain(graph, head, index)
    return out


def may_fuse(graph: Graph, node: Node) -> bool:
    """Whether ORT could fold `node` into a fused chain, from its own inputs (cheap: the
    callers look further only then): a Conv or MatMul with a constant weight, a Mul or Add
    with one constant operand, a BatchNormalization with constant parameters."""
    init = graph.initializers
    if node.op in _MOVES_BETWEEN:
        return True
    if node.op in ("Conv", "MatMul"):
        return len(node.inputs) > 1 and node.inputs[1] in init
    if node.op in ("Mul", "Add"):
        return sum(i in init for i in node.inputs[:2]) == 1
    return node.op == "BatchNormalization" and all(i in init for i in node.inputs[1:5])


def _constants(graph: Graph, names) -> list[np.ndarray] | None:
    values = [graph.initializers.get(i) for i in names]
    if any(v is None or v.dtype.kind != "f" for v in values):
        return None
    return values  # type: ignore[return-value]


def _batchnorm(graph: Graph, node: Node) -> list[tuple[str, np.ndarray, np.ndarray, bool]]:
    params = _constants(graph, node.inputs[1:5]) if len(node.inputs) >= 5 else None
    if params is None:
        return []
    eps = float(node.attrs.get("epsilon", 1e-5))
    narrow, wide = (_bn_stages(params, eps, np.dtype(t)) for t in (np.float32, np.float64))
    return [(what, narrow[what], wide[what], what not in ADDED) for what in narrow]


def _bn_stages(params: list, eps: float, dtype: np.dtype) -> dict[str, np.ndarray]:
    s, b, m, v = (np.asarray(p, dtype) for p in params)
    with np.errstate(all="ignore"):
        inv_std = np.asarray(1, dtype) / np.sqrt(v + np.asarray(eps, dtype))
        scale = inv_std * s
        shift = m * scale
        return {"1 / sqrt(var + epsilon)": inv_std, "scale / sqrt(var + epsilon)": scale,
                "mean * scale / sqrt(var + epsilon)": shift,
                "bias - mean * scale / sqrt(var + epsilon)": b - shift}


# The precomputed values that are added to the result rather than multiplying the input.
ADDED = frozenset({"mean * scale / sqrt(var + epsilon)",
                   "bias - mean * scale / sqrt(var + epsilon)"})


def _single_consumer(graph: Graph, index: Neighbours, value: str) -> Node | None:
    users = index.users(value)
    return users[0] if len(users) == 1 and value not in graph.outputs else None


def _fusion_head(graph: Graph, node: Node, index: Neighbours) -> Node | None:
    """The Conv or MatMul whose fused chain `node` is part of (itself, or reached from it back
    through single-consumer Mul / Add / BatchNormalization nodes, and Reshape / Transpose
    nodes, which ORT's MatMul fusion looks through); None."""
    current = node
    for _ in range(len(graph.nodes)):
        if current.op in ("Conv", "MatMul"):
            return current
        if current.op not in _FUSED_AFTER_CONV + _MOVES_BETWEEN or not current.inputs:
            return None
        first = 2 if current.op in ("Mul", "Add") else 1
        data = [i for i in current.inputs[:first] if i and i not in graph.initializers]
        before = index.producer(data[0]) if len(data) == 1 else None
        if before is None or _single_consumer(graph, index, data[0]) is not current:
            return None
        current = before
    return None


def _fused_chain(graph: Graph, head: Node, index: Neighbours
                 ) -> list[tuple[str, np.ndarray, np.ndarray, bool]]:
    """The weights and bias ORT's fusions compute, stage by stage, from the Conv (or MatMul)
    `head` through the constant nodes after it."""
    if head.op == "MatMul":
        weight = _constants(graph, head.inputs[1:2])
        after = _single_consumer(graph, index, head.outputs[0])
        while after is not None and after.op in _MOVES_BETWEEN:
            after = _single_consumer(graph, index, after.outputs[0])
        if (weight is None or weight[0].ndim != 2 or after is None
                or after.op != "BatchNormalization"):
            return []
        chain = [after]
        w0, b0 = weight[0], None
    else:
        names = [i for i in head.inputs[1:3] if i]
        consts = _constants(graph, names)
        if consts is None or len(head.inputs) < 2:
            return []
        w0, b0 = consts[0], (consts[1] if len(consts) > 1 else None)
        chain, value = [], head.outputs[0]
        while (after := _single_consumer(graph, index, value)) is not None \
                and after.op in _FUSED_AFTER_CONV:
            chain.append(after)
            value = after.outputs[0]
    stages: list[tuple[str, np.ndarray, np.ndarray, bool]] = []
    w = {t: np.asarray(w0, t) for t in (np.float32, np.float64)}
    b = {t: None if b0 is None else np.asarray(b0, t) for t in (np.float32, np.float64)}
    channels = w0.shape[0] if head.op == "Conv" else w0.shape[1]
    for node in chain:
        step = {t: _fuse(graph, head, node, w[t], b[t], channels, np.dtype(t))
                for t in (np.float32, np.float64)}
        if step[np.float32] is None:
            break
        for t in (np.float32, np.float64):
            w[t], b[t] = step[t]  # type: ignore[misc]
        what = f"{head.op} {head.name} fused with {node.op} {node.name}"
        stages.append((f"{what}: weights", w[np.float32], w[np.float64], True))
        b32, b64 = b[np.float32], b[np.float64]
        if b32 is not None and b64 is not None:
            stages.append((f"{what}: bias", b32, b64, False))
        if head.op == "MatMul":
            break
    return stages


def _fuse(graph: Graph, head: Node, node: Node, w: np.ndarray, b: np.ndarray | None,
          channels: int, dtype: np.dtype) -> tuple[np.ndarray, np.ndarray | None] | None:
    """The head's weight and bias with `node` folded in, in `dtype`; None where ORT would not
    fold it (a Mul or Add of a run-time value, or of a constant that is not a scalar or one
    value per output channel)."""
    conv = head.op == "Conv"
    with np.errstate(all="ignore"):
        if node.op == "BatchNormalization":
            params = _constants(graph, node.inputs[1:5]) if len(node.inputs) >= 5 else None
            if params is None or params[0].size != channels:
                return None
            s, bias, mean, var = (np.asarray(p, dtype).reshape(-1) for p in params)
            eps = np.asarray(float(node.attrs.get("epsilon", 1e-5)), dtype)
            f = s / np.sqrt(var + eps)
            shape = (-1,) + (1,) * (w.ndim - 1) if conv else (1, -1)
            start = b if b is not None else np.zeros(channels, dtype)
            return w * f.reshape(shape), (start - mean) * f + bias
        const = [i for i in node.inputs[:2] if i in graph.initializers]
        if len(const) != 1:
            return None
        c = np.asarray(graph.initializers[const[0]], dtype)
        if not conv or c.dtype.kind != "f":
            return None
        if c.size == 1:
            per_channel = np.full(channels, c.reshape(-1)[0], dtype)
        else:
            full = c.reshape((1,) * (w.ndim - c.ndim) + c.shape)
            if full.ndim != w.ndim or full.shape[1] != channels or c.size != channels:
                return None
            per_channel = c.reshape(-1)
        if node.op == "Mul":
            return (w * per_channel.reshape((-1,) + (1,) * (w.ndim - 1)),
                    None if b is None else b * per_channel)
        return w, (b if b is not None else np.zeros(channels, dtype)) + per_channel
