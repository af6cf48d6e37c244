"""Node patterns the GPU plan runs in one launch, beside the element-wise chains of
lowering.chain: what ONNX Runtime's transformer fusions do for its CUDA provider.

- RMSNorm as transformers export it (LLaMA, Mistral, Qwen2, Gemma, T5: Pow(x, 2), ReduceMean
  over the last axis, Add eps, Sqrt, a reciprocal, Mul by x, a scale): the layernorm kernel in
  its root-mean-square form, one launch instead of five;
- a scalar Mul or Div on a MatMul's operand or result (attention's 1/sqrt(d), split over Q
  and K by transformers' SDPA export): cuBLAS's alpha;
- attention's mask and NaN cleanup around a Softmax over the last axis (Add(scores, mask),
  Softmax, then Where(IsNaN(p), 0, p)): the softmax kernel adds the broadcast mask as it
  reads and writes the cleaned probabilities.

Each matcher looks only at nodes whose intermediate values have one reader and are no graph
output (nothing else needs them written), and returns None where the pattern does not hold.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod
from typing import TYPE_CHECKING

import numpy as np

from verified_opt.ops.node import Node

if TYPE_CHECKING:
    from verified_opt.backends.gpu.lowering import Lowering

PLAIN = ("", "ai.onnx")


def only_user(low: Lowering, v: str, *ops: str) -> Node | None:
    """The one node reading `v` (once), when it is one of `ops` and `v` is no graph output."""
    users = low.users.get(v, [])
    if len(users) != 1 or v in low.g.outputs:
        return None
    u = users[0]
    if u.domain not in PLAIN or u.op not in ops or list(u.inputs).count(v) != 1:
        return None
    return u


def scalar(low: Lowering, v: str) -> float | None:
    """The value of a one-element float constant."""
    a = low.g.initializers.get(v)
    if a is None or a.size != 1 or a.dtype.kind != "f":
        return None
    return float(np.asarray(a).reshape(-1)[0])


def other(node: Node, v: str) -> str:
    return node.inputs[1] if node.inputs[0] == v else node.inputs[0]


@dataclass(frozen=True)
class RmsNorm:
    x: str
    scale: str | None  # a constant of one value per column; None: 1
    eps: float
    out: str
    fused: tuple[Node, ...]  # the nodes after the Pow, in order


def match_rmsnorm(low: Lowering, pow_: Node) -> RmsNorm | None:
    if pow_.op != "Pow" or pow_.domain not in PLAIN or scalar(low, pow_.inputs[1]) != 2.0:
        return None
    x = pow_.inputs[0]
    if x not in low.g.types:
        return None
    xs, dt = low.shape(x), low._dtype(x)
    if not xs or low._dtype(pow_.outputs[0]) != dt:
        return None
    rm = only_user(low, pow_.outputs[0], "ReduceMean")
    if rm is None or not _last_axis_kept(low, rm, len(xs)):
        return None
    add = only_user(low, rm.outputs[0], "Add")
    eps = scalar(low, other(add, rm.outputs[0])) if add else None
    sq = only_user(low, add.outputs[0], "Sqrt") if add and eps is not None else None
    if sq is None or add is None or eps is None:
        return None
    fused: list[Node] = [rm, add, sq]
    inv = only_user(low, sq.outputs[0], "Div", "Reciprocal")
    if inv is None:
        return None
    if inv.op == "Div" and inv.inputs == (x, sq.outputs[0]):  # x / sqrt(...)
        fused.append(inv)
        t = inv.outputs[0]
    else:
        if inv.op == "Div" and (inv.inputs[1] != sq.outputs[0] or
                                scalar(low, inv.inputs[0]) != 1.0):
            return None
        mul = only_user(low, inv.outputs[0], "Mul")
        if mul is None or other(mul, inv.outputs[0]) != x:
            return None
        fused += [inv, mul]
        t = mul.outputs[0]
    nxt = only_user(low, t, "Cast")  # transformers' cast back to the input's type: a view
    while nxt is not None and low._dtype(nxt.outputs[0]) == dt:
        fused.append(nxt)
        t = nxt.outputs[0]
        nxt = only_user(low, t, "Cast")
    scale = None
    mul = only_user(low, t, "Mul")
    if mul is not None:
        w = other(mul, t)
        a = low.g.initializers.get(w)
        if a is not None and a.dtype.name == dt and a.size == xs[-1] and \
                (a.ndim == 0 or a.shape[-1] == xs[-1]) and low.shape(mul.outputs[0]) == xs:
            fused.append(mul)
            scale, t = w, mul.outputs[0]
    if low.shape(t) != xs or low._dtype(t) != dt:
        return None
    return RmsNorm(x, scale, eps, t, tuple(fused))


def _last_axis_kept(low: Lowering, rm: Node, rank: int) -> bool:
    axes = rm.attr("axes")
    if axes is None and len(rm.inputs) > 1 and rm.inputs[1]:
        a = low.g.initializers.get(rm.inputs[1])
        axes = None if a is None else [int(v) for v in a.reshape(-1)]
    return axes is not None and [int(a) % rank for a in axes] == [rank - 1] and \
        int(rm.attr("keepdims", 1)) == 1


@dataclass(frozen=True)
class Scale:
    x: str
    factor: float
    node: Node


def match_scale(low: Lowering, node: Node) -> Scale | None:
    """A Mul or Div of a value by a scalar constant whose only reader is a MatMul."""
    if node.op not in ("Mul", "Div") or node.domain not in PLAIN:
        return None
    y = node.outputs[0]
    if only_user(low, y, "MatMul") is None:
        return None
    for k in (0, 1):
        c = scalar(low, node.inputs[1 - k])
        x = node.inputs[k]
        # a scale of 0: cuBLAS would not read A or B at all (0 where ORT gives NaN from inf)
        if c is None or c == 0.0 or x in low.g.initializers or x not in low.g.types or \
                low.shape(x) != low.shape(y) or low._dtype(x) != low._dtype(y):
            continue
        if node.op == "Mul":
            return Scale(x, c, node)
        if k == 0 and c != 0.0:  # x / c
            return Scale(x, 1.0 / c, node)
    return None


def match_out_scale(low: Lowering, mm: Node) -> Scale | None:
    """A MatMul's result scaled by a constant: Mul or Div by a scalar, its only reader."""
    y = mm.outputs[0]
    node = only_user(low, y, "Mul", "Div")
    if node is None or low.shape(node.outputs[0]) != low.shape(y):
        return None
    c = scalar(low, other(node, y))
    if c is None or c == 0.0 or (node.op == "Div" and node.inputs[0] != y):
        return None
    return Scale(node.outputs[0], c if node.op == "Mul" else 1.0 / c, node)


@dataclass(frozen=True)
class SoftmaxAdd:
    a: str  # of the softmax input's shape
    m: str  # broadcast to it
    node: Node


def match_softmax_add(low: Lowering, add: Node) -> SoftmaxAdd | None:
    """Add(scores, mask) read only by a Softmax over the last axis."""
    if add.op != "Add" or add.domain not in PLAIN or len(add.inputs) != 2:
        return None
    y = add.outputs[0]
    sm = only_user(low, y, "Softmax")
    if sm is None or sm.inputs[0] != y:
        return None
    ys = low.shape(y)
    if int(sm.attr("axis", -1)) % len(ys) != len(ys) - 1:
        return None
    a, m = add.inputs
    if low._shape_any(a) != ys:
        a, m = m, a
    ms = low._shape_any(m)
    if low._shape_any(a) != ys or len(ms) > len(ys) or \
            low._dtype(a) != low._dtype(m) or prod(ms) == 0:
        return None
    return SoftmaxAdd(a, m, add)


def match_nan_cleanup(low: Lowering, sm: Node) -> tuple[str, float, tuple[Node, Node]] | None:
    """Where(IsNaN(p), c, p) after the Softmax making p (transformers' guard for a fully
    masked row): the value written, c, and the two nodes."""
    p = sm.outputs[0]
    users = low.users.get(p, [])
    if len(users) != 2 or p in low.g.outputs:
        return None
    isnan = next((u for u in users if u.op == "IsNaN" and u.domain in PLAIN), None)
    where = next((u for u in users if u.op == "Where" and u.domain in PLAIN), None)
    if isnan is None or where is None or only_user(low, isnan.outputs[0], "Where") is not where:
        return None
    c = scalar(low, where.inputs[1])
    if where.inputs[0] != isnan.outputs[0] or where.inputs[2] != p or c is None or \
            low.shape(where.outputs[0]) != low.shape(p):
        return None
    return where.outputs[0], c, (isnan, where)
