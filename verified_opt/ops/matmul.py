"""MatMul (NumPy broadcasting of batch dimensions) and Gemm."""

from __future__ import annotations

import numpy as np
import z3

from verified_opt.errors import EncodeError, ShapeError
from verified_opt.ops.grid import (
    MIN_PRIME,
    Box,
    Grid,
    NotMultilinear,
    Poly,
    _broadcast_cuts,
    _ctx,
    _product,
    _reduced,
    _sum,
)
from verified_opt.ops.node import Node, TensorType
from verified_opt.ops.registry import (
    MULTILINEAR,
    ORT_HEAD,
    InferCtx,
    Z3Symbol,
    fixed_node,
    register,
)
from verified_opt.ops.shapes import broadcast


# ---- shape inference ---------------------------------------------------------------------------
def _infer_matmul(ctx: InferCtx) -> list[TensorType]:
    a, b = ctx.type(0).shape, ctx.type(1).shape
    if not a or not b:
        raise ShapeError(f"{ctx.where()}: MatMul of a scalar")
    a2 = (1,) + a if len(a) == 1 else a
    b2 = b + (1,) if len(b) == 1 else b
    if a2[-1] != b2[-2]:
        raise ShapeError(f"{ctx.where()}: inner dimensions of {a} and {b} differ")
    batch = broadcast([a2[:-2], b2[:-2]], ctx.where())
    out = batch + (a2[-2], b2[-1])
    if len(a) == 1:
        out = out[:-2] + out[-1:]
    if len(b) == 1:
        out = out[:-1]
    return [TensorType(out, ctx.type(0).dtype)]


def _infer_gemm(ctx: InferCtx) -> list[TensorType]:
    a, b = ctx.type(0).shape, ctx.type(1).shape
    if len(a) != 2 or len(b) != 2:
        raise ShapeError(f"{ctx.where()}: Gemm needs 2-D inputs, got {a} and {b}")
    m, k = a[::-1] if ctx.attr("transA") else a
    k2, n = b[::-1] if ctx.attr("transB") else b
    if k != k2:
        raise ShapeError(f"{ctx.where()}: inner dimensions {k} and {k2} differ")
    if ctx.has(2):
        broadcast([ctx.type(2).shape, (m, n)], ctx.where())
        if broadcast([ctx.type(2).shape, (m, n)]) != (m, n):
            raise ShapeError(f"{ctx.where()}: C {ctx.type(2).shape} does not broadcast to {(m, n)}")
    return [TensorType((m, n), ctx.type(0).dtype)]


# ---- kernels -----------------------------------------------------------------------------------
def _kernel_matmul(ar, ctx, x):
    return [ar.matmul(x[0], x[1])]


def _kernel_gemm(ar, ctx, x):
    a = x[0].T if ctx.attr("transA") else x[0]
    b = x[1].T if ctx.attr("transB") else x[1]
    y = ar.matmul(a, b)
    alpha = ar.scalar(ctx.attr("alpha"), "alpha")
    if alpha != 1:
        y = ar.mul(y, np.asarray(alpha, dtype=y.dtype))
    if len(x) > 2 and x[2] is not None:
        beta = ar.scalar(ctx.attr("beta"), "beta")
        cterm = x[2] if beta == 1 else ar.mul(x[2], np.asarray(beta, dtype=x[2].dtype))
        y = ar.add(y, cterm)
    return [np.broadcast_to(y, (a.shape[0], b.shape[1])).copy()]


# ---- Z3 encoding (enc: verify/encode.py's SideEncoder) -----------------------------------------
def _encode_matmul(enc, n, ins):
    return [_z3_matmul(enc, ins[0], ins[1])]


def _encode_gemm(enc, n, ins):
    return [_z3_gemm(enc, ins, n.attrs)]


def _z3_matmul(enc, x, y):
    (tx, sx), (ty, sy) = x, y
    if len(sx) >= 2 and len(sx) == len(sy) and all(enc.same(p, q) for p, q in
                                                    zip(sx[:-2], sy[:-2])):
        if not enc.same(sx[-1], sy[-2]):
            raise EncodeError(f"MatMul inner dimensions {sx[-1]} and {sy[-2]} differ")
        return enc.app("matmul", tx, ty), sx[:-1] + (sy[-1],)
    if len(sx) == 1 and len(sy) == 2:
        return enc.app("matmulb", tx, ty), (sy[1],)
    if len(sx) == 2 and len(sy) == 1:
        return enc.app("matmulb", tx, ty), (sx[0],)
    if len(sx) > 2 and len(sy) == 2:  # one weight matrix shared by every batch item
        if not enc.same(sx[-1], sy[0]):
            raise EncodeError(f"MatMul inner dimensions {sx[-1]} and {sy[0]} differ")
        return enc.app("matmulb", tx, ty), sx[:-1] + (sy[1],)
    raise EncodeError("MatMul with batch broadcasting is outside the vocabulary")


def _z3_gemm(enc, ins, a):
    (ta, sa), (tb, sb) = ins[0], ins[1]
    if len(sa) != 2 or len(sb) != 2:
        raise EncodeError("Gemm takes matrices")
    trans_a, trans_b = enc.flag(a, "transA", 0), enc.flag(a, "transB", 0)
    m = sa[1] if trans_a else sa[0]
    n = sb[0] if trans_b else sb[1]
    alpha = enc.real(a.get("alpha", 1.0))
    ints = (z3.IntVal(trans_a), z3.IntVal(trans_b))
    if len(ins) > 2:
        beta = enc.real(a.get("beta", 1.0))
        return enc.app("gemm", *ints, alpha, beta, ta, tb, ins[2][0]), (m, n)
    return enc.app("gemmnc", *ints, alpha, ta, tb), (m, n)  # beta: only with a C


# ---- box propagation (ops/grid.py) -------------------------------------------------------------
# Rows from A, columns from B, batch dimensions from both (broadcast dims carry no cuts); the
# reduced dimension is summed, its cuts do not matter.
def _boxes_matmul(graph, node, ins, outs) -> list[Poly]:
    out_t = outs[0]
    pa, pb = ins
    sigs = _product(pa, pb, f"MatMul '{node.name}'")
    _reduced(f"MatMul '{node.name}'", pa, pb)
    a_shape, b_shape = pa.grid.shape, pb.grid.shape
    r = len(out_t.shape)
    cuts: list[set] = [set() for _ in out_t.shape]
    a_rows = len(a_shape) - 2 if len(a_shape) >= 2 else None
    b_cols = len(b_shape) - 1 if len(b_shape) >= 2 else None
    if a_rows is not None:
        row_axis = r - 2 if b_cols is not None else r - 1
        cuts[row_axis] |= set(pa.grid.cuts[a_rows])
    if b_cols is not None:
        cuts[r - 1] |= set(pb.grid.cuts[b_cols])
    nbatch = r - (a_rows is not None) - (b_cols is not None)
    for p, shape in ((pa, a_shape), (pb, b_shape)):
        nb = len(shape) - 2
        for k in range(max(nb, 0)):
            axis = nbatch - nb + k
            if shape[k] == out_t.shape[axis]:
                cuts[axis] |= set(p.grid.cuts[k])
    return [Poly(Grid.make(out_t.shape, cuts), sigs)]


def _boxes_gemm(graph, node, ins, outs) -> list[Poly]:
    for key in ("alpha", "beta"):  # a product scaled by a fraction is no polynomial over Z
        v = float(node.attr(key, 1.0))
        if v != round(v):
            raise NotMultilinear(f"Gemm '{node.name}': {key}={v} is not an integer")
    alpha, beta = float(node.attr("alpha", 1.0)), float(node.attr("beta", 1.0))
    if alpha == 0 or max(abs(alpha), abs(beta)) >= MIN_PRIME:
        # 0 * (A B) vanishes modulo p, hiding everything before it from the tests, while ONNX
        # Runtime computes it: NaN where an inf reaches A or B; so does a multiple of p, which
        # no scale below the smallest prime the tests use is (beta = 0 is fine: ORT does not
        # read C then)
        raise NotMultilinear(f"Gemm '{node.name}': alpha={alpha:g}, beta={beta:g} would hide "
                             "its inputs from the tests modulo a prime")
    out_t = outs[0]
    ctx = _ctx(graph, node)
    pa, pb = ins[0], ins[1]
    sigs = _product(pa, pb, f"Gemm '{node.name}'")
    _reduced(f"Gemm '{node.name}'", pa, pb)
    rows = set(pa.grid.cuts[1 if ctx.attr("transA") else 0])
    cols = set(pb.grid.cuts[0 if ctx.attr("transB") else 1])
    cuts = [rows, cols]
    if len(ins) > 2 and ins[2] is not None:
        sigs = _sum(sigs, ins[2].sigs, f"Gemm '{node.name}' C")
        for k, s in enumerate(_broadcast_cuts(out_t.shape, [ins[2]])):
            cuts[k] |= s
    uniform = len(ins) <= 2 or ins[2] is None or ins[2].uniform
    return [Poly(Grid.make(out_t.shape, cuts), sigs, uniform)]


def _macs_matmul(graph, node: Node) -> int:
    a = graph.types[node.inputs[0]].shape
    k = a[-1] if node.op == "MatMul" or not node.attrs.get("transA") else a[0]
    return graph.types[node.outputs[0]].size * int(k)


# ---- restriction (PET's corrections) ----------------------------------------------------------
def _restrict_matmul(r, node: Node, name: str, box: Box) -> str | None:
    """The rows of A and the columns of B the box needs (broadcast dims kept whole)."""
    a, b = node.inputs
    sa, sb = r.shape(a), r.shape(b)
    if len(sa) < 2 or len(sb) < 2:
        return None
    n = len(box)

    def batch(shape):
        nb = len(shape) - 2
        out = []
        for k in range(nb):
            axis = n - 2 - nb + k
            out.append((0, 1) if shape[k] == 1 and r.shape(name)[axis] != 1 else box[axis])
        return out

    abox = tuple(batch(sa) + [box[n - 2], (0, sa[-1])])
    bbox = tuple(batch(sb) + [(0, sb[-2]), box[n - 1]])
    return r.emit(node, [r.value(a, abox), r.value(b, bbox)])


def _restrict_gemm(r, node: Node, name: str, box: Box) -> str | None:
    """The rows of A and the columns of B the box needs, C's part broadcast to the box."""
    ctx = _ctx(r.src, node)
    a, b = node.inputs[0], node.inputs[1]
    sa, sb = r.shape(a), r.shape(b)
    rows, cols = box
    abox = ((0, sa[0]), rows) if ctx.attr("transA") else (rows, (0, sa[1]))
    bbox = (cols, (0, sb[1])) if ctx.attr("transB") else ((0, sb[0]), cols)
    ins = [r.value(a, abox), r.value(b, bbox)]
    if len(node.inputs) > 2 and node.inputs[2]:
        ins.append(r.value(node.inputs[2], r.broadcast_box(node.inputs[2], name, box)))
    return r.emit(node, ins)

# ---- the table ---------------------------------------------------------------------------------
_MATMUL_SYMBOLS = (
    Z3Symbol("matmul", 0, 0, 2, "MatMul(a, b), both of rank >= 2 with equal batch dims",
             fixed_node("MatMul")),
    Z3Symbol("matmulb", 0, 0, 2, "MatMul(a, b), other broadcasting or 1-D cases",
             fixed_node("MatMul")))
_GEMM_SYMBOLS = (
    Z3Symbol("gemm", 2, 2, 3, "Gemm(transA, transB; alpha, beta; A, B, C)", lambda i, r: (
        "Gemm", {"transA": i[0], "transB": i[1], "alpha": r[0], "beta": r[1]}, [])),
    Z3Symbol("gemmnc", 2, 1, 2, "Gemm(transA, transB; alpha; A, B) without C", lambda i, r: (
        "Gemm", {"transA": i[0], "transB": i[1], "alpha": r[0]}, [])))

register("MatMul", MULTILINEAR, inputs=(2, 2), infer=_infer_matmul, kernel=_kernel_matmul,
         encode=_encode_matmul, boxes=_boxes_matmul, restrict=_restrict_matmul, macs=_macs_matmul,
         bilinear=True, ort={ORT_HEAD}, symbols=_MATMUL_SYMBOLS)
register("Gemm", MULTILINEAR, attrs={
    "alpha": ("float", 1.0), "beta": ("float", 1.0), "transA": ("int", 0), "transB": ("int", 0)},
    inputs=(2, 3), infer=_infer_gemm, kernel=_kernel_gemm, encode=_encode_gemm, boxes=_boxes_gemm,
    restrict=_restrict_gemm, macs=_macs_matmul, bilinear=True, ort={ORT_HEAD},
    symbols=_GEMM_SYMBOLS)
