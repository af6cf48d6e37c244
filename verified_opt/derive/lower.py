"""Lowering ONNX operators to tensor-algebra expressions (expr.py), the starting points of
derivations.

    lower_node(conv_node, {"X": (1, 4, 6, 6), "W": (8, 4, 3, 3)})
    # L<n:0:1, f:0:8, h:0:6, w:0:6> Σ<c:0:4, r:0:3, s:0:3> X[n, c, h+r-1, s+w-1] * W[f, c, r, s]

Each operator is lowered exactly as ONNX and ONNX Runtime compute it (NCHW, ONNX attribute
defaults); the expression's tensors are named by the node's inputs, with the shapes given.
Padding is not a flag: reads outside a tensor are 0, so a convolution's padding is a negative
offset in its indices. An optional bias (Conv, ConvTranspose) or C (Gemm) makes the root a
scope without sums, `Add(stage[loops], bias[...])`, over the stage that holds the product.
What has no exact integer formulation here (an attribute, an operator) raises LowerError, one
line naming the node and operator.

    lower_node        Conv (1-D, 2-D, N-D), ConvTranspose, MatMul, Gemm
    sum_pool          AveragePool as (window sum, divisor) where the divisor is constant
    g2bmm, gbmm       Longformer's banded (dilated) batched matmuls
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from math import prod

import onnx
from onnx import helper

from verified_opt.derive.expr import (
    Access,
    Add,
    Aff,
    Const,
    ExprError,
    Iter,
    Mul,
    Scope,
    Tensor,
    Term,
    var,
)


class LowerError(ExprError):
    """An operator, attribute or shape the lowering has no exact expression for."""


# ------------------------------------------------------------------------------ helpers

def _who(node: onnx.NodeProto) -> str:
    name = node.name or (node.output[0] if node.output else "")
    return f"node {name!r} ({node.op_type})"


def _fail(node: onnx.NodeProto, msg: str) -> LowerError:
    return LowerError(" ".join(f"{_who(node)}: {msg}".split()))


def _attrs(node: onnx.NodeProto, allowed: Sequence[str]) -> dict:
    out = {}
    for a in node.attribute:
        if a.name not in allowed:
            raise _fail(node, f"attribute {a.name!r} is not supported")
        out[a.name] = helper.get_attribute_value(a)
    for k, v in list(out.items()):
        if isinstance(v, bytes):
            out[k] = v.decode()
    return out


def _inputs(node: onnx.NodeProto, shapes: Mapping[str, tuple[int, ...]], required: int,
            optional: int = 0) -> tuple[list[Tensor], list[Tensor | None]]:
    """The node's inputs as Tensors: the `required` ones, then the `optional` ones (None for
    an absent optional input)."""
    names = list(node.input)
    if len(names) < required or len(names) > required + optional:
        raise _fail(node, f"expects {required}" + (f" to {required + optional}" if optional
                                                   else "") + f" inputs, has {len(names)}")
    req: list[Tensor] = []
    opt: list[Tensor | None] = []
    for k, nm in enumerate(names):
        if not nm:
            if k < required:
                raise _fail(node, f"input {k} is required")
            opt.append(None)
            continue
        if nm not in shapes:
            raise _fail(node, f"no shape given for input {nm!r}")
        shape = tuple(int(d) for d in shapes[nm])
        if any(d < 0 for d in shape):
            raise _fail(node, f"input {nm!r} has a dynamic or negative shape {shape}")
        if k < required:
            req.append(Tensor(nm, shape))
        else:
            opt.append(Tensor(nm, shape))
    opt += [None] * (optional - len(opt))
    return req, opt


def _root_name(node: onnx.NodeProto) -> str:
    return node.output[0] if node.output and node.output[0] else node.op_type.lower()


def _ints(node: onnx.NodeProto, attrs: dict, key: str, n: int, default: int) -> list[int]:
    v = attrs.get(key)
    if v is None:
        return [default] * n
    if len(v) != n:
        raise _fail(node, f"attribute {key} has {len(v)} values, expected {n}")
    return [int(x) for x in v]


def _spatial_names(nd: int) -> tuple[list[str], list[str]]:
    """Output and kernel iterator names for nd spatial dimensions."""
    if nd == 1:
        return ["w"], ["s"]
    if nd == 2:
        return ["h", "w"], ["r", "s"]
    if nd == 3:
        return ["d", "h", "w"], ["q", "r", "s"]
    return [f"o{i}" for i in range(nd)], [f"k{i}" for i in range(nd)]


def _with_bias(node: onnx.NodeProto, stage: Scope, bias: Tensor | None, fdim: int) -> Scope:
    """stage itself (named after the output) or L<loops> stage[loops] + bias[f]."""
    if bias is None:
        return Scope(stage.loops, stage.sums, stage.body, _root_name(node))
    f = stage.loops[fdim]
    if bias.shape != (f.extent,):
        raise _fail(node, f"bias {bias.name!r} has shape {bias.shape}, expected ({f.extent},)")
    loops = tuple(var(i.name) for i in stage.loops)
    return Scope(stage.loops, (), Add(Access(stage, loops), Access(bias, (var(f.name),))),
                 _root_name(node))


def _conv_pads(node: onnx.NodeProto, attrs: dict, in_sp: Sequence[int], k_sp: Sequence[int],
               strides: Sequence[int], dils: Sequence[int]
               ) -> tuple[list[int], list[int], list[int]]:
    """(pads at the beginning, pads at the end, output sizes) per spatial axis, as ONNX
    Runtime computes them for Conv and pooling."""
    nd = len(in_sp)
    auto = attrs.get("auto_pad", "NOTSET")
    dk = [(k - 1) * d + 1 for k, d in zip(k_sp, dils)]
    if auto in ("NOTSET", ""):
        pads = _ints(node, attrs, "pads", 2 * nd, 0)
        if any(p < 0 for p in pads):
            raise _fail(node, f"pads {pads} (ONNX Runtime rejects negative pads)")
        heads, tails = pads[:nd], pads[nd:]
        outs = [(i + pads[a] + pads[a + nd] - dk[a]) // s + 1
                for a, (i, s) in enumerate(zip(in_sp, strides))]
    elif auto == "VALID":
        heads, tails = [0] * nd, [0] * nd
        outs = [(i - dk[a]) // s + 1 for a, (i, s) in enumerate(zip(in_sp, strides))]
    elif auto in ("SAME_UPPER", "SAME_LOWER"):
        if any(d != 1 for d in dils):
            raise _fail(node, f"auto_pad {auto} with dilations {list(dils)} (ONNX Runtime "
                              "rejects it)")
        heads, tails, outs = [], [], []
        for i, k, s in zip(in_sp, k_sp, strides):
            target = -(-i // s)
            need = max(0, (target - 1) * s + k - i)  # negative when k < s: no padding
            half = (need + 1) // 2 if auto == "SAME_LOWER" else need // 2
            heads.append(half)
            tails.append(need - half)
            outs.append((i + need - k) // s + 1)
    else:
        raise _fail(node, f"auto_pad {auto!r} is not supported")
    if any(o <= 0 for o in outs):
        raise _fail(node, f"output spatial size {outs} is empty")
    return heads, tails, outs


# ------------------------------------------------------------------------------ Conv

def _conv(node: onnx.NodeProto, shapes: Mapping[str, tuple[int, ...]],
          unit_sums: bool = False) -> Scope:
    attrs = _attrs(node, ("auto_pad", "dilations", "group", "kernel_shape", "pads", "strides"))
    (x, w), (b,) = _inputs(node, shapes, 2, 1)
    if len(x.shape) < 3 or len(w.shape) != len(x.shape):
        raise _fail(node, f"input {x.shape} and weight {w.shape}: expected N, C, spatial... "
                          "and F, C/group, kernel... of the same rank >= 3")
    nd = len(x.shape) - 2
    g = int(attrs.get("group", 1))
    n_, c_ = x.shape[:2]
    f_, cg = w.shape[:2]
    if g < 1 or c_ != cg * g or f_ % g:
        raise _fail(node, f"group {g} does not fit input channels {c_} and weight {w.shape}")
    k_sp, strides, dils = _window(node, attrs, w, nd)
    heads, _, outs = _conv_pads(node, attrs, x.shape[2:], k_sp, strides, dils)

    o_names, k_names = _spatial_names(nd)
    fg = f_ // g
    chan = (var("f") // fg) * cg + var("c") if g > 1 else var("c")
    # a kernel axis of extent 1 is no sum, its index 0 (a 1x1 kernel is a product over c only,
    # which the search sees is a MatMul at once; a k x 1 kernel one sum fewer); unit_sums:
    # the lowering before 2026-11-29, with them
    units = {k for k, e in zip(k_names, k_sp) if e == 1 and not unit_sums}
    kv = {k: Aff() if k in units else var(k) for k in k_names}
    xi = [var("n"), chan] + [var(o) * s + kv[k] * d - p
                             for o, k, s, d, p in zip(o_names, k_names, strides, dils, heads)]
    wi = [var("f"), var("c")] + [kv[k] for k in k_names]
    loops = (Iter("n", 0, n_), Iter("f", 0, f_)) + tuple(
        Iter(o, 0, e) for o, e in zip(o_names, outs))
    sums = (Iter("c", 0, cg),) + tuple(Iter(k, 0, e) for k, e in zip(k_names, k_sp)
                                       if k not in units)
    stage = Scope(loops, sums, Mul(Access(x, tuple(xi)), Access(w, tuple(wi))), "conv")
    return _with_bias(node, stage, b, 1)


def _window(node: onnx.NodeProto, attrs: dict, w: Tensor, nd: int
            ) -> tuple[list[int], list[int], list[int]]:
    """Kernel (the weight's spatial dims, checked against kernel_shape), strides, dilations:
    Conv's and ConvTranspose's window attributes."""
    k_sp = list(w.shape[2:])
    if "kernel_shape" in attrs and list(attrs["kernel_shape"]) != k_sp:
        raise _fail(node, f"kernel_shape {attrs['kernel_shape']} differs from weight {w.shape}")
    strides = _ints(node, attrs, "strides", nd, 1)
    dils = _ints(node, attrs, "dilations", nd, 1)
    if any(s < 1 for s in strides) or any(d < 1 for d in dils):
        raise _fail(node, f"strides {strides} and dilations {dils} must be positive")
    return k_sp, strides, dils


# ------------------------------------------------------------------------------ ConvTranspose

def _conv_transpose(node: onnx.NodeProto, shapes: Mapping[str, tuple[int, ...]]) -> Scope:
    attrs = _attrs(node, ("auto_pad", "dilations", "group", "kernel_shape", "output_padding",
                          "output_shape", "pads", "strides"))
    (x, w), (b,) = _inputs(node, shapes, 2, 1)
    if len(x.shape) < 3 or len(w.shape) != len(x.shape):
        raise _fail(node, f"input {x.shape} and weight {w.shape}: expected N, C, spatial... "
                          "and C, F/group, kernel... of the same rank >= 3")
    nd = len(x.shape) - 2
    auto = attrs.get("auto_pad", "NOTSET")
    if auto not in ("NOTSET", "", "VALID"):
        # ONNX's reference and ONNX Runtime split odd SAME padding on opposite sides
        raise _fail(node, f"auto_pad {auto} is not supported (ONNX and ONNX Runtime disagree "
                          "on it)")
    if "output_shape" in attrs:
        raise _fail(node, "attribute output_shape is not supported (ONNX and ONNX Runtime "
                          "disagree on the padding it implies); give pads and output_padding")
    g = int(attrs.get("group", 1))
    n_, c_ = x.shape[:2]
    cw, fg = w.shape[:2]
    if g < 1 or cw != c_ or c_ % g:
        raise _fail(node, f"group {g} does not fit input channels {c_} and weight {w.shape}")
    cg, f_ = c_ // g, fg * g
    k_sp, strides, dils = _window(node, attrs, w, nd)
    adj = _ints(node, attrs, "output_padding", nd, 0)
    pads = [0] * (2 * nd) if auto == "VALID" else _ints(node, attrs, "pads", 2 * nd, 0)
    if any(p < 0 for p in pads) or any(not 0 <= a < s for a, s in zip(adj, strides)):
        raise _fail(node, f"pads {pads}, output_padding {adj} with strides {list(strides)} "
                          "(ONNX Runtime rejects negative pads and output_padding >= stride)")
    heads = pads[:nd]
    outs = [s * (i - 1) + a + (k - 1) * d + 1 - pads[ax] - pads[ax + nd]
            for ax, (i, s, a, k, d) in enumerate(zip(x.shape[2:], strides, adj, k_sp, dils))]
    if any(o <= 0 for o in outs):
        raise _fail(node, f"output spatial size {outs} is empty")

    # the kernel, dilated: Kd[c, f, rr...] = K[c, f, rr/d...] where every rr % d == 0, else 0.
    # K read at rr//d + (rr%d)*k is outside [0, k) (so 0) exactly when rr % d != 0.
    kern: Tensor | Scope = w
    if any(d > 1 for d in dils):
        kn = _spatial_names(nd)[1]
        kloops = (Iter("c", 0, c_), Iter("f", 0, fg)) + tuple(
            Iter(r, 0, (k - 1) * d + 1) for r, k, d in zip(kn, k_sp, dils))
        kidx = (var("c"), var("f")) + tuple(
            var(r) // d + (var(r) % d) * k if d > 1 else var(r)
            for r, k, d in zip(kn, k_sp, dils))
        kern = Scope(kloops, (), Access(w, kidx), "dilated_kernel")

    # gather form: O[n, f, o...] = Σ_{c, i...} X[n, ch, i...] * Kd[ch, f % F/g, o + p - i*s...]
    o_names, _ = _spatial_names(nd)
    i_names = [f"i{o}" for o in o_names]
    ch = (var("f") // fg) * cg + var("c") if g > 1 else var("c")
    fo = var("f") if g == 1 else (var("f") % fg if fg > 1 else Aff((), 0))
    xi = (var("n"), ch) + tuple(var(i) for i in i_names)
    ki = (ch, fo) + tuple(var(o) + p - var(i) * s
                          for o, i, p, s in zip(o_names, i_names, heads, strides))
    loops = (Iter("n", 0, n_), Iter("f", 0, f_)) + tuple(
        Iter(o, 0, e) for o, e in zip(o_names, outs))
    sums = (Iter("c", 0, cg),) + tuple(Iter(i, 0, e) for i, e in zip(i_names, x.shape[2:]))
    stage = Scope(loops, sums, Mul(Access(x, xi), Access(kern, ki)), "conv_transpose")
    return _with_bias(node, stage, b, 1)


# ------------------------------------------------------------------------------ MatMul, Gemm

def _matmul(node: onnx.NodeProto, shapes: Mapping[str, tuple[int, ...]]) -> Scope:
    _attrs(node, ())
    (a, b), _ = _inputs(node, shapes, 2)
    if not a.shape or not b.shape:
        raise _fail(node, f"operands of shapes {a.shape} and {b.shape}: scalars are not "
                          "allowed")
    ka = a.shape[-1]
    kb = b.shape[0] if len(b.shape) == 1 else b.shape[-2]
    if ka != kb:
        raise _fail(node, f"inner dimensions differ: {a.shape} @ {b.shape}")
    ab = a.shape[:-2]
    bb = b.shape[:-2]
    nb = max(len(ab), len(bb))
    batch = []
    for ax in range(nb):
        da = ab[ax - nb + len(ab)] if ax >= nb - len(ab) else 1
        db = bb[ax - nb + len(bb)] if ax >= nb - len(bb) else 1
        if da != db and 1 not in (da, db):
            raise _fail(node, f"batch dimensions do not broadcast: {a.shape} @ {b.shape}")
        batch.append(max(da, db) if 0 not in (da, db) else 0)
    bn = ["b"] if nb == 1 else [f"b{ax}" for ax in range(nb)]

    def batch_index(src_batch: tuple[int, ...]) -> list[Aff]:
        off = nb - len(src_batch)
        return [Aff((), 0) if d == 1 else var(bn[off + ax]) for ax, d in enumerate(src_batch)]

    loops = [Iter(nm, 0, e) for nm, e in zip(bn, batch)]
    if len(a.shape) >= 2:
        loops.append(Iter("i", 0, a.shape[-2]))
        ai = batch_index(ab) + [var("i"), var("k")]
    else:
        ai = [var("k")]
    if len(b.shape) >= 2:
        loops.append(Iter("j", 0, b.shape[-1]))
        bi = batch_index(bb) + [var("k"), var("j")]
    else:
        bi = [var("k")]
    return Scope(tuple(loops), (Iter("k", 0, ka),),
                 Mul(Access(a, tuple(ai)), Access(b, tuple(bi))), _root_name(node))


def _integral(node: onnx.NodeProto, attrs: dict, key: str) -> int:
    v = float(attrs.get(key, 1.0))
    if not v.is_integer():
        raise _fail(node, f"attribute {key}={v} is not an integer (the algebra has integer "
                          "constants only)")
    return int(v)


def _scaled(k: int, t: Term) -> Term:
    return t if k == 1 else Mul(Const(k), t)


def _gemm(node: onnx.NodeProto, shapes: Mapping[str, tuple[int, ...]]) -> Scope:
    attrs = _attrs(node, ("alpha", "beta", "transA", "transB"))
    (a, b), (c,) = _inputs(node, shapes, 2, 1)
    alpha, beta = _integral(node, attrs, "alpha"), _integral(node, attrs, "beta")
    ta, tb = int(attrs.get("transA", 0)), int(attrs.get("transB", 0))
    if len(a.shape) != 2 or len(b.shape) != 2:
        raise _fail(node, f"operands of shapes {a.shape} and {b.shape} are not matrices")
    m, ka = (a.shape[1], a.shape[0]) if ta else a.shape
    kb, n = (b.shape[1], b.shape[0]) if tb else b.shape
    if ka != kb:
        raise _fail(node, f"inner dimensions differ: {a.shape}{'.T' if ta else ''} @ "
                          f"{b.shape}{'.T' if tb else ''}")
    i, j, k = var("i"), var("j"), var("k")
    ai = (k, i) if ta else (i, k)
    bi = (j, k) if tb else (k, j)
    loops = (Iter("i", 0, m), Iter("j", 0, n))
    body = _scaled(alpha, Mul(Access(a, ai), Access(b, bi)))
    if c is None:
        return Scope(loops, (Iter("k", 0, ka),), body, _root_name(node))
    stage = Scope(loops, (Iter("k", 0, ka),), body, "gemm")
    if len(c.shape) > 2:
        raise _fail(node, f"C of shape {c.shape} does not broadcast to ({m}, {n})")
    full = (1,) * (2 - len(c.shape)) + c.shape
    for d, want in zip(full, (m, n)):
        if d not in (1, want):
            raise _fail(node, f"C of shape {c.shape} does not broadcast to ({m}, {n})")
    ci = [Aff((), 0) if d == 1 else ix for d, ix in zip(full, (i, j))][2 - len(c.shape):]
    return Scope(loops, (), Add(Access(stage, (i, j)), _scaled(beta, Access(c, tuple(ci)))),
                 _root_name(node))


# ------------------------------------------------------------------------------ entry points

_LOWER = {"Conv": _conv, "ConvTranspose": _conv_transpose, "MatMul": _matmul, "Gemm": _gemm}
LOWERED_OPS = frozenset(_LOWER)  # the operators lower_node takes


def lower_node(node: onnx.NodeProto, shapes: Mapping[str, tuple[int, ...]],
               unit_sums: bool = False) -> Scope:
    """The expression computing node's (first) output from its inputs, named by the node's
    input names with the static shapes in `shapes`; the root scope is named after the output.
    unit_sums: a Conv's kernel axes of extent 1 as sums, as lowered before 2026-11-29 (the
    audit accepts reports of either lowering)."""
    if node.domain not in ("", "ai.onnx"):
        raise _fail(node, f"domain {node.domain!r} is not supported")
    if node.op_type == "AveragePool":
        raise _fail(node, "AveragePool is not an integer expression: use sum_pool (window "
                          "sum and divisor)")
    fn = _LOWER.get(node.op_type)
    if fn is None:
        raise _fail(node, f"operator {node.op_type} is not supported (supported: "
                          f"{', '.join(sorted(_LOWER))})")
    if node.op_type == "Conv":
        return _conv(node, shapes, unit_sums)
    return fn(node, shapes)


def sum_pool(node: onnx.NodeProto, shapes: Mapping[str, tuple[int, ...]]
             ) -> tuple[Scope, int]:
    """AveragePool as (window sum, divisor): its output is sum / divisor, where every window
    divides by the whole kernel size (count_include_pad=1, or no padding, and no ceil_mode
    window that runs past the padded input)."""
    if node.op_type != "AveragePool" or node.domain not in ("", "ai.onnx"):
        raise _fail(node, "sum_pool lowers AveragePool only")
    attrs = _attrs(node, ("auto_pad", "ceil_mode", "count_include_pad", "dilations",
                          "kernel_shape", "pads", "strides"))
    (x,), _ = _inputs(node, shapes, 1)
    if len(x.shape) < 3:
        raise _fail(node, f"input {x.shape}: expected N, C, spatial...")
    nd = len(x.shape) - 2
    if "kernel_shape" not in attrs:
        raise _fail(node, "attribute kernel_shape is required")
    k_sp = _ints(node, attrs, "kernel_shape", nd, 1)
    strides = _ints(node, attrs, "strides", nd, 1)
    dils = _ints(node, attrs, "dilations", nd, 1)
    if any(k < 1 for k in k_sp) or any(s < 1 for s in strides) or any(d < 1 for d in dils):
        raise _fail(node, f"kernel_shape {k_sp}, strides {strides}, dilations {dils} must be "
                          "positive")
    heads, tails, outs = _conv_pads(node, attrs, x.shape[2:], k_sp, strides, dils)
    pads = heads + tails
    if any(pads) and not int(attrs.get("count_include_pad", 0)):
        raise _fail(node, f"pads {pads} with count_include_pad=0: the divisor varies per window")
    if int(attrs.get("ceil_mode", 0)):
        dk = [(k - 1) * d + 1 for k, d in zip(k_sp, dils)]
        ceil = [-(-(i + pads[a] + pads[a + nd] - dk[a]) // s) + 1
                for a, (i, s) in enumerate(zip(x.shape[2:], strides))]
        if ceil != outs:
            raise _fail(node, "ceil_mode=1 adds windows past the padded input, whose divisor "
                              "is smaller")
    o_names, k_names = _spatial_names(nd)
    xi = (var("n"), var("c")) + tuple(var(o) * s + var(k) * d - p
                                      for o, k, s, d, p in zip(o_names, k_names, strides, dils,
                                                               heads))
    loops = (Iter("n", 0, x.shape[0]), Iter("c", 0, x.shape[1])) + tuple(
        Iter(o, 0, e) for o, e in zip(o_names, outs))
    sums = tuple(Iter(k, 0, e) for k, e in zip(k_names, k_sp))
    return Scope(loops, sums, Access(x, xi), _root_name(node)), prod(k_sp)


def _band_check(what: str, a: Tensor, b: Tensor, width: int, dilation: int
                ) -> tuple[Iter, ...]:
    """The batch iterators of a band product's operands (every dimension but the last two:
    b, then b1, b2 ... for a multi-head product's heads)."""
    if len(a.shape) < 3 or len(b.shape) != len(a.shape):
        raise LowerError(f"{what}: operands {a.name}{list(a.shape)} and {b.name}{list(b.shape)} "
                         "must have one rank, at least 3")
    if a.shape[:-2] != b.shape[:-2]:
        raise LowerError(f"{what}: operands {a.name}{list(a.shape)} and {b.name}{list(b.shape)} "
                         "differ in their batch dimensions")
    if width < 0 or dilation < 1:
        raise LowerError(f"{what}: width {width} must be >= 0 and dilation {dilation} >= 1")
    return tuple(Iter("b" if n == 0 else f"b{n}", 0, d) for n, d in enumerate(a.shape[:-2]))


def g2bmm(q: Tensor, k: Tensor, width: int, dilation: int) -> Scope:
    """Longformer's banded product: O[b, i, j] = Σ_k q[b, i, k] * k[b, i + (j-width)*dilation, k]
    for j in [0, 2*width+1) (rows of k outside [0, M) read 0); b stands for every batch
    dimension (batch and heads)."""
    batch = _band_check("g2bmm", q, k, width, dilation)
    if q.shape != k.shape:
        raise LowerError(f"g2bmm: q{list(q.shape)} and k{list(k.shape)} differ in shape")
    m, kk = q.shape[-2:]
    bv = tuple(var(it.name) for it in batch)
    row = var("i") + (var("j") - width) * dilation
    return Scope((*batch, Iter("i", 0, m), Iter("j", 0, 2 * width + 1)),
                 (Iter("k", 0, kk),),
                 Mul(Access(q, (*bv, var("i"), var("k"))),
                     Access(k, (*bv, row, var("k")))), "g2bmm")


def gbmm(prob: Tensor, v: Tensor, width: int, dilation: int) -> Scope:
    """The product back: O[b, i, k] = Σ_j prob[b, i, j] * v[b, i + (j-width)*dilation, k]
    (b: every batch dimension)."""
    batch = _band_check("gbmm", prob, v, width, dilation)
    m, band = prob.shape[-2:]
    if band != 2 * width + 1 or v.shape[-2] != m:
        raise LowerError(f"gbmm: prob{list(prob.shape)} and v{list(v.shape)} do not fit width "
                         f"{width}")
    bv = tuple(var(it.name) for it in batch)
    row = var("i") + (var("j") - width) * dilation
    return Scope((*batch, Iter("i", 0, m), Iter("k", 0, v.shape[-1])),
                 (Iter("j", 0, band),),
                 Mul(Access(prob, (*bv, var("i"), var("j"))),
                     Access(v, (*bv, row, var("k")))), "gbmm")
