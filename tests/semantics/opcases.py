"""Random single-node ONNX models for every modelled operator, shared by the semantics tests.

`CASES[op]` is a generator `(Gen, k) -> Case`: instance `k` of operator `op`. The generators
cycle deterministic variants on `k` (auto_pad modes, ranks, optional inputs ...) and draw the
rest (shapes, attribute values, data) from a seeded RNG, so every test id is reproducible.
With `Gen(seed, integer=True)` the data are small integers and every coefficient (Gemm alpha,
Pad value ...) is an integer, for the exact-arithmetic tests.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import onnx
import onnxruntime as ort
from onnx import helper, numpy_helper

from verified_opt.ir.graph import Graph
from verified_opt.ir.onnx_io import IR_VERSION, TARGET_OPSET, import_model

INT64_MAX = np.iinfo(np.int64).max
INT64_MIN = np.iinfo(np.int64).min


def seed_of(op: str, k: int, salt: str = "") -> int:
    return zlib.crc32(f"{salt}{op}:{k}".encode())


class Gen:
    def __init__(self, seed: int, integer: bool = False) -> None:
        self.rng = np.random.default_rng(seed)
        self.integer = integer

    def int(self, lo: int, hi: int) -> int:
        """A uniform int in [lo, hi] (inclusive)."""
        return int(self.rng.integers(lo, hi + 1))

    def choice(self, seq):
        return seq[int(self.rng.integers(0, len(seq)))]

    def coin(self, p: float = 0.5) -> bool:
        return bool(self.rng.random() < p)

    def dims(self, rank: int, lo: int = 1, hi: int = 4) -> tuple[int, ...]:
        return tuple(self.int(lo, hi) for _ in range(rank))

    def data(self, shape, scale: float = 1.0, positive: bool = False) -> np.ndarray:
        shape = tuple(shape)
        if self.integer:
            lo = 1 if positive else -3
            return self.rng.integers(lo, 4, shape).astype(np.float32)
        if positive:
            return self.rng.uniform(0.5, 2.0, shape).astype(np.float32)
        return (self.rng.standard_normal(shape) * scale).astype(np.float32)

    def coef(self) -> float:
        """An attribute coefficient (Gemm alpha/beta, Pad value)."""
        if self.integer:
            return float(self.choice([-2, -1, 1, 2, 3]))
        return float(np.float32(self.rng.uniform(-2, 2)))


@dataclass
class Case:
    op: str
    node: onnx.NodeProto | None = None
    feeds: dict[str, np.ndarray] = field(default_factory=dict)  # runtime inputs
    inits: dict[str, np.ndarray] = field(default_factory=dict)  # initializers
    outputs: list[tuple[str, np.dtype]] = field(default_factory=list)
    order: list[str] = field(default_factory=list)  # declared input order (runtime inputs)

    def add(self, name: str, value: np.ndarray, init: bool = False) -> str:
        if init:
            self.inits[name] = np.asarray(value)
        else:
            self.feeds[name] = np.asarray(value)
            self.order.append(name)
        return name

    def set(self, op_inputs: list[str], outputs: list[str] | None = None,
            out_dtypes: list | None = None, **attrs) -> Case:
        outputs = outputs or ["y"]
        out_dtypes = out_dtypes or [np.float32] * len(outputs)
        attrs = {k: v for k, v in attrs.items() if v is not None}
        empty = [k for k, v in attrs.items() if isinstance(v, list) and not v]
        self.node = helper.make_node(self.op, op_inputs, outputs, name=f"{self.op}_node",
                                     **{k: v for k, v in attrs.items() if k not in empty})
        for key in empty:  # helper.make_attribute cannot guess the type of []
            self.node.attribute.append(
                helper.make_attribute(key, [], attr_type=onnx.AttributeProto.INTS))
        self.outputs = [(o, np.dtype(d)) for o, d in zip(outputs, out_dtypes) if o]
        return self

    def model(self) -> onnx.ModelProto:
        ins = [helper.make_tensor_value_info(
            n, helper.np_dtype_to_tensor_dtype(self.feeds[n].dtype), list(self.feeds[n].shape))
            for n in self.order]
        outs = [helper.make_tensor_value_info(o, helper.np_dtype_to_tensor_dtype(d), None)
                for o, d in self.outputs]
        inits = [numpy_helper.from_array(v, k) for k, v in self.inits.items()]
        graph = helper.make_graph([self.node], f"{self.op}_case", ins, outs, inits)
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", TARGET_OPSET)],
                                  producer_name="conformance")
        model.ir_version = IR_VERSION
        # Outputs without a shape: the types our inference must reproduce come from ORT, and
        # ONNX's inferred ones are sometimes not ORT's (MaxPool with ceil_mode), which the
        # importer would refuse as a declaration that contradicts what the model computes.
        return model

    def describe(self) -> str:
        attrs = {a.name: helper.get_attribute_value(a) for a in self.node.attribute}
        shapes = {k: v.shape for k, v in {**self.feeds, **self.inits}.items()}
        consts = {k: v.tolist() for k, v in self.inits.items() if v.dtype == np.int64}
        return f"{self.op} attrs={attrs} shapes={shapes} int-consts={consts}"


def i64(values) -> np.ndarray:
    return np.asarray(values, dtype=np.int64)


# ---- element-wise -----------------------------------------------------------------------------
def _broadcast_shapes(g: Gen, n: int) -> list[tuple[int, ...]]:
    """n shapes that broadcast together: suffixes of a common shape with some dims set to 1."""
    out = g.dims(g.int(0, 4), 1, 4)
    shapes = []
    for _ in range(n):
        rank = g.int(0, len(out)) if g.coin(0.6) else len(out)
        s = [1 if g.coin(0.3) else d for d in out[len(out) - rank:]]
        shapes.append(tuple(s))
    shapes[g.int(0, n - 1)] = out  # at least one input has the full shape
    return shapes


def _binary(op: str) -> Callable[[Gen, int], Case]:
    def gen(g: Gen, k: int) -> Case:
        c = Case(op)
        sa, sb = _broadcast_shapes(g, 2)
        # Pow: positive bases (a negative base to a fractional power is NaN in both)
        a = c.add("a", g.data(sa, positive=op == "Pow"), init=g.coin(0.2))
        if op == "Div":
            # Denominators away from zero: the case tests Div, not float32 cancellation.
            den = g.data(sb, positive=True) * np.where(g.rng.random(sb) < 0.5, -1, 1)
            b = c.add("b", den.astype(np.float32), init=g.coin(0.3))
        else:
            b = c.add("b", g.data(sb), init=g.coin(0.3))
        return c.set([a, b])

    return gen


def g_sum(g: Gen, k: int) -> Case:
    c = Case("Sum")
    n = 1 + k % 4
    names = [c.add(f"x{i}", g.data(s), init=g.coin(0.2)) for i, s in
             enumerate(_broadcast_shapes(g, n))]
    return c.set(names)


def _unary(op: str, scale: float = 1.0, positive: bool = False) -> Callable[[Gen, int], Case]:
    def gen(g: Gen, k: int) -> Case:
        c = Case(op)
        # Every fourth instance is large: Erf switches to a rational approximation above 4096
        # elements.
        shape = (g.int(70, 90), 64) if k % 4 == 3 else g.dims(g.int(0, 4), 1, 5)
        return c.set([c.add("x", g.data(shape, scale, positive=positive))])

    return gen


def g_dropout(g: Gen, k: int) -> Case:
    c = Case("Dropout")
    x = c.add("x", g.data(g.dims(g.int(1, 4), 1, 5)))
    ins = [x]
    if k % 3 >= 1:
        ins.append(c.add("ratio", np.asarray(g.choice([0.0, 0.3, 0.5]), np.float32),
                         init=True))
    if k % 3 == 2:
        ins.append(c.add("training_mode", np.asarray(False), init=True))
    outs, dts = (["y", "mask"], [np.float32, np.bool_]) if k % 2 else (["y"], None)
    return c.set(ins, outs, dts, seed=g.int(0, 9) if g.coin() else None)


# ---- data movement ----------------------------------------------------------------------------
def g_concat(g: Gen, k: int) -> Case:
    c = Case("Concat")
    rank = g.int(1, 4)
    base = list(g.dims(rank, 1, 4))
    axis = g.int(-rank, rank - 1)
    names = []
    for i in range(1 + k % 4):
        s = list(base)
        s[axis] = g.int(1, 3)
        names.append(c.add(f"x{i}", g.data(s), init=g.coin(0.2)))
    return c.set(names, axis=axis)


def g_split(g: Gen, k: int) -> Case:
    c = Case("Split")
    rank = g.int(1, 3)
    shape = list(g.dims(rank, 1, 4))
    axis = g.int(-rank, rank - 1)
    shape[axis] = g.int(2, 9)
    dim = shape[axis]
    x = c.add("x", g.data(shape))
    if k % 2 == 0:  # explicit sizes, zeros allowed
        n = g.int(1, 4)
        cuts = sorted(g.int(0, dim) for _ in range(n - 1))
        sizes = np.diff([0] + cuts + [dim])
        outs = [f"y{i}" for i in range(n)]
        c.set([x, c.add("split", i64(sizes), init=True)], outs, axis=axis)
    else:  # num_outputs, possibly uneven (the last chunk is smaller)
        ok = [n for n in range(1, dim + 1) if (n - 1) * -(-dim // n) < dim]
        n = g.choice(ok)
        outs = [f"y{i}" for i in range(n)]
        c.set([x], outs, axis=axis if axis or g.coin() else None, num_outputs=n)
    return c


def g_transpose(g: Gen, k: int) -> Case:
    c = Case("Transpose")
    rank = g.int(0, 5)
    x = c.add("x", g.data(g.dims(rank, 1, 4)))
    perm = None if k % 3 == 0 else [int(p) for p in g.rng.permutation(rank)]
    return c.set([x], perm=perm)


def g_depth_to_space(g: Gen, k: int) -> Case:
    c = Case("DepthToSpace")
    b = g.int(1, 3)
    shape = [g.int(1, 2), b * b * g.int(1, 3), g.int(1, 4), g.int(1, 4)]
    x = c.add("x", g.data(shape))
    mode = None if k % 3 == 0 else ("DCR" if k % 3 == 1 else "CRD")
    return c.set([x], blocksize=b, mode=mode)


def _factor_shapes(g: Gen) -> tuple[list[int], list[int]]:
    """Two shapes of equal size: two groupings of the same list of small factors."""
    factors = [g.int(1, 4) for _ in range(g.int(1, 5))]

    def group(fs: list[int]) -> list[int]:
        cuts = sorted({g.int(1, len(fs)) for _ in range(g.int(0, len(fs)))} | {len(fs)})
        out, prev = [], 0
        for cut in cuts:
            out.append(int(np.prod(fs[prev:cut])))
            prev = cut
        return out

    a = group(factors)
    b = group([int(f) for f in g.rng.permutation(factors)])
    return a, b


def g_reshape(g: Gen, k: int) -> Case:
    c = Case("Reshape")
    if k % 5 == 4:  # allowzero=1: a literal 0 is a zero-sized dimension
        shape = [0] + list(g.dims(g.int(1, 2), 1, 3))
        target = list(g.rng.permutation(shape))
        x = c.add("x", np.zeros(shape, np.float32))
        return c.set([x, c.add("shape", i64(target), init=True)], allowzero=1)
    shape, target = _factor_shapes(g)
    x = c.add("x", g.data(shape))
    for i in range(min(len(shape), len(target))):
        if target[i] == shape[i] and g.coin(0.5):
            target[i] = 0  # copy the input dimension
    if g.coin(0.6):
        target[g.int(0, len(target) - 1)] = -1
    allowzero = 0 if 0 in target else g.choice([None, 0, 1])
    return c.set([x, c.add("shape", i64(target), init=True)], allowzero=allowzero)


def g_flatten(g: Gen, k: int) -> Case:
    c = Case("Flatten")
    rank = g.int(1, 4)
    x = c.add("x", g.data(g.dims(rank, 1, 4)))
    axis = None if k % 4 == 0 else g.int(-rank, rank)
    return c.set([x], axis=axis)


def g_squeeze(g: Gen, k: int) -> Case:
    c = Case("Squeeze")
    rank = g.int(1, 5)
    shape = [1 if g.coin(0.5) else g.int(2, 4) for _ in range(rank)]
    unit = [i for i, d in enumerate(shape) if d == 1]
    x = c.add("x", g.data(shape))
    if k % 3 == 0 or not unit:
        return c.set([x])
    axes = [a - rank if g.coin() else a for a in unit if g.coin(0.7)] or [unit[0]]
    return c.set([x, c.add("axes", i64(g.rng.permutation(axes)), init=True)])


def g_unsqueeze(g: Gen, k: int) -> Case:
    c = Case("Unsqueeze")
    rank, n = g.int(0, 3), g.int(1, 3)
    out_rank = rank + n
    pos = [int(p) for p in g.rng.choice(out_rank, n, replace=False)]
    axes = [p - out_rank if g.coin() else p for p in pos]
    x = c.add("x", g.data(g.dims(rank, 1, 4)))
    return c.set([x, c.add("axes", i64(axes), init=True)])


def g_pad(g: Gen, k: int) -> Case:
    c = Case("Pad")
    mode = ["constant", "reflect", "edge", "wrap"][k % 4]
    rank = g.int(1, 4)
    shape = g.dims(rank, 2, 5)
    x = c.add("x", g.data(shape))
    use_axes = k % 8 >= 4
    axes = ([int(a) for a in g.rng.choice(rank, g.int(1, rank), replace=False)]
            if use_axes else list(range(rank)))

    def amount(d: int) -> int:
        lo = -((d - 1) // 2)  # negative pads crop; ORT needs a non-empty remainder
        hi = {"constant": 3, "reflect": d - 1, "edge": 3, "wrap": d}[mode]
        return g.int(lo, hi) if g.coin(0.8) else 0

    begin = [amount(shape[a]) for a in axes]
    end = [amount(shape[a]) for a in axes]
    if mode == "reflect":
        # Reflection needs the cropped extent to exceed the pad on both sides.
        for i, a in enumerate(axes):
            kept = shape[a] + min(begin[i], 0) + min(end[i], 0)
            begin[i], end[i] = min(begin[i], kept - 1), min(end[i], kept - 1)
    ins = [x, c.add("pads", i64(begin + end), init=True)]
    value = mode == "constant" and g.coin(0.7)
    if value or use_axes:
        ins.append(c.add("value", np.asarray(g.coef(), np.float32), init=True) if value else "")
    if use_axes:
        ins.append(c.add("axes", i64([a - rank if g.coin() else a for a in axes]), init=True))
    return c.set(ins, mode=mode if (mode != "constant" or g.coin()) else None)


def g_slice(g: Gen, k: int) -> Case:
    c = Case("Slice")
    rank = g.int(1, 4)
    shape = g.dims(rank, 1, 6)
    x = c.add("x", g.data(shape))
    n = g.int(1, rank)
    form = k % 3  # 0: starts/ends only, 1: + axes, 2: + axes + steps
    axes = list(range(n)) if form == 0 else [int(a) for a in g.rng.choice(rank, n, replace=False)]
    steps = [g.choice([1, 1, 2, 3, -1, -1, -2]) if form == 2 else 1 for _ in axes]

    def index(d: int) -> int:
        r = g.rng.random()
        if r < 0.15:
            return int(g.choice([INT64_MAX, INT64_MIN, 2**31 - 1, -(2**31)]))
        return g.int(-d - 2, d + 2)

    starts = [index(shape[a]) for a in axes]
    ends = [index(shape[a]) for a in axes]
    ins = [x, c.add("starts", i64(starts), init=True), c.add("ends", i64(ends), init=True)]
    if form >= 1:
        ins.append(c.add("axes", i64([a - rank if g.coin() else a for a in axes]), init=True))
    if form == 2:
        ins.append(c.add("steps", i64(steps), init=True))
    return c.set(ins)


def g_constant(g: Gen, k: int) -> Case:
    c = Case("Constant")
    variant = k % 5
    if variant == 0:
        v = g.data(g.dims(g.int(0, 3), 1, 4))
        return c.set([], value=numpy_helper.from_array(v))
    if variant == 1:
        return c.set([], value_float=g.coef())
    if variant == 2:
        return c.set([], value_floats=[g.coef() for _ in range(g.int(1, 4))])
    if variant == 3:
        return c.set([], out_dtypes=[np.int64], value_int=g.int(-5, 5))
    return c.set([], out_dtypes=[np.int64], value_ints=[g.int(-5, 5) for _ in range(g.int(1, 4))])


def g_constant_of_shape(g: Gen, k: int) -> Case:
    c = Case("ConstantOfShape")
    shape = i64(g.dims(g.int(0, 3), 1, 4))
    s = c.add("shape", shape, init=True)
    variant = k % 3
    if variant == 0:
        return c.set([s])
    if variant == 1:
        return c.set([s], value=numpy_helper.from_array(np.asarray([g.coef()], np.float32)))
    return c.set([s], out_dtypes=[np.int64],
                 value=numpy_helper.from_array(i64([g.int(-9, 9)])))


def g_shape(g: Gen, k: int) -> Case:
    c = Case("Shape")
    rank = g.int(0, 4)
    x = c.add("x", g.data(g.dims(rank, 1, 4)))
    start = g.int(-rank - 2, rank + 2) if k % 4 in (1, 3) else None
    end = g.int(-rank - 2, rank + 2) if k % 4 in (2, 3) else None
    return c.set([x], out_dtypes=[np.int64], start=start, end=end)


def g_identity(g: Gen, k: int) -> Case:
    c = Case("Identity")
    return c.set([c.add("x", g.data(g.dims(g.int(0, 4), 1, 4)))])


# ---- matrix products ----------------------------------------------------------------------------
def g_matmul(g: Gen, k: int) -> Case:
    c = Case("MatMul")
    m, kk, n = g.int(1, 5), g.int(1, 6), g.int(1, 5)
    variant = k % 6
    if variant == 0:
        sa, sb = (kk,), (kk,)
    elif variant == 1:
        sa, sb = (kk,), g.dims(g.int(0, 2), 1, 3) + (kk, n)
    elif variant == 2:
        sa, sb = g.dims(g.int(0, 2), 1, 3) + (m, kk), (kk,)
    elif variant == 3:
        sa, sb = (m, kk), (kk, n)
    else:  # batched, with broadcasting of the batch dimensions
        batch = g.dims(g.int(1, 3), 1, 3)
        ba = tuple(1 if g.coin(0.3) else d for d in batch[len(batch) - g.int(0, len(batch)):])
        bb = tuple(1 if g.coin(0.3) else d for d in batch)
        sa, sb = ba + (m, kk), bb + (kk, n)
        if g.coin():
            sa, sb = bb + (m, kk), ba + (kk, n)
    a = c.add("a", g.data(sa), init=g.coin(0.2))
    b = c.add("b", g.data(sb), init=g.coin(0.4))
    return c.set([a, b])


def g_gemm(g: Gen, k: int) -> Case:
    c = Case("Gemm")
    m, kk, n = g.int(1, 5), g.int(1, 6), g.int(1, 5)
    ta, tb = k % 2, (k // 2) % 2
    a = c.add("a", g.data((kk, m) if ta else (m, kk)))
    b = c.add("b", g.data((n, kk) if tb else (kk, n)), init=g.coin(0.7))
    ins = [a, b]
    c_shape = g.choice([None, (), (1,), (n,), (m, 1), (1, n), (m, n), (1, 1)])
    if c_shape is not None:
        ins.append(c.add("c", g.data(c_shape), init=g.coin(0.7)))
    alpha = g.coef() if g.coin(0.6) else None
    beta = g.coef() if g.coin(0.6) else None
    return c.set(ins, alpha=alpha, beta=beta, transA=ta if ta or g.coin() else None,
                 transB=tb if tb or g.coin() else None)


# ---- convolutions -------------------------------------------------------------------------------
_AUTO_PADS = ["NOTSET", "SAME_UPPER", "SAME_LOWER", "VALID", "NOTSET"]


def g_conv(g: Gen, k: int) -> Case:
    c = Case("Conv")
    nd = 1 + k % 3
    auto_pad = _AUTO_PADS[k % 5]
    group = g.choice([1, 1, 2, 3])
    cg, mg = g.int(1, 3), g.int(1, 3)
    kernel = g.dims(nd, 1, 3)
    strides = g.dims(nd, 1, 3)
    # ORT refuses dilations with SAME_UPPER/SAME_LOWER for Conv ("Dilation not supported").
    dil = g.dims(nd, 1, 2) if g.coin(0.6) and not auto_pad.startswith("SAME") else None
    eff = [(kk - 1) * (dil[i] if dil else 1) + 1 for i, kk in enumerate(kernel)]
    spatial = [e + g.int(0, 4 if nd < 3 else 2) for e in eff]
    x = c.add("x", g.data((g.int(1, 2), group * cg, *spatial)))
    w = c.add("w", g.data((group * mg, cg, *kernel), 0.5), init=g.coin(0.8))
    ins = [x, w]
    if g.coin(0.6):
        ins.append(c.add("bias", g.data((group * mg,)), init=True))
    pads = [g.int(0, 2) for _ in range(2 * nd)] if auto_pad == "NOTSET" and g.coin(0.8) else None
    return c.set(
        ins, auto_pad=None if auto_pad == "NOTSET" else auto_pad, pads=pads,
        group=group if group > 1 or g.coin() else None,
        strides=list(strides) if g.coin(0.8) else None,
        dilations=list(dil) if dil else None,
        kernel_shape=list(kernel) if g.coin() else None)


def g_conv_transpose(g: Gen, k: int) -> Case:
    c = Case("ConvTranspose")
    nd = 1 + k % 3
    variant = k % 6  # 0 pads, 1 output_shape, 2 SAME_UPPER, 3 SAME_LOWER, 4 VALID, 5 out_padding
    group = g.choice([1, 1, 2, 3])
    cg, mg = g.int(1, 3), g.int(1, 3)
    kernel = g.dims(nd, 1, 3)
    strides = g.dims(nd, 1, 3)
    dil = g.dims(nd, 1, 2) if g.coin(0.5) else (1,) * nd
    spatial = g.dims(nd, 1, 4 if nd < 3 else 3)
    eff = [(kk - 1) * d + 1 for kk, d in zip(kernel, dil)]
    out_pad = [g.int(0, s - 1) for s in strides] if variant == 5 else [0] * nd
    full = [s * (i - 1) + op + e for s, i, op, e in zip(strides, spatial, out_pad, eff)]
    x = c.add("x", g.data((g.int(1, 2), group * cg, *spatial)))
    w = c.add("w", g.data((group * cg, mg, *kernel), 0.5), init=g.coin(0.8))
    ins = [x, w]
    if g.coin(0.6):
        ins.append(c.add("bias", g.data((group * mg,)), init=True))
    attrs: dict = {
        "group": group if group > 1 or g.coin() else None,
        "strides": list(strides),
        "dilations": list(dil) if any(d > 1 for d in dil) or g.coin() else None,
        "kernel_shape": list(kernel) if g.coin() else None,
    }
    if variant in (0, 5):
        pads = []
        for f in full:
            b = g.int(0, min(2, (f - 1) // 2))
            pads.append(b)
        pads += [g.int(0, min(2, f - 1 - b)) for f, b in zip(full, pads)]
        attrs["pads"] = pads
        if variant == 5:
            attrs["output_padding"] = out_pad
    elif variant == 1:
        # Any size from a few below the full output to stride-1 above it (the excess is
        # the implicit output padding).
        attrs["output_shape"] = [f + g.int(1, s - 1) if s > 1 and g.coin() else
                                 g.int(max(1, f - 3), f) for f, s in zip(full, strides)]
    else:
        attrs["auto_pad"] = ["SAME_UPPER", "SAME_LOWER", "VALID"][variant - 2]
    return c.set(ins, **attrs)


# ---- pooling ------------------------------------------------------------------------------------
def _pool(op: str) -> Callable[[Gen, int], Case]:
    def gen(g: Gen, k: int) -> Case:
        c = Case(op)
        nd = 1 + k % 3
        auto_pad = _AUTO_PADS[k % 5]
        kernel = g.dims(nd, 1, 3)
        strides = g.dims(nd, 1, 3) if g.coin(0.8) else None
        if strides and auto_pad.startswith("SAME"):
            # A stride above the kernel can make the SAME padding "negative"; the spec clamps
            # it at 0, ORT's pools fail or crop there. Not generated.
            strides = tuple(min(s, kk) for s, kk in zip(strides, kernel))
        # With SAME_* and dilations ORT's MaxPool output size disagrees with the ONNX spec
        # and ONNX shape inference (it pads for the undilated kernel): not generated.
        dil = (g.dims(nd, 1, 2) if op == "MaxPool" and g.coin(0.5)
               and not auto_pad.startswith("SAME") else None)
        eff = [(kk - 1) * (dil[i] if dil else 1) + 1 for i, kk in enumerate(kernel)]
        spatial = [e + g.int(0, 4 if nd < 3 else 2) for e in eff]
        x = c.add("x", g.data((g.int(1, 2), g.int(1, 3), *spatial)))
        attrs: dict = {"kernel_shape": list(kernel), "strides": list(strides) if strides else None,
                       "auto_pad": None if auto_pad == "NOTSET" else auto_pad}
        if auto_pad == "NOTSET" and g.coin(0.8):
            attrs["pads"] = [g.int(0, kk - 1) for kk in kernel * 2]
        if auto_pad in ("NOTSET", "VALID") and g.coin(0.6):
            attrs["ceil_mode"] = g.int(0, 1)
        outs, dts = ["y"], None
        if op == "MaxPool":
            attrs["dilations"] = list(dil) if dil else None
            if g.coin(0.6):
                outs, dts = ["y", "indices"], [np.float32, np.int64]
                if g.coin():
                    attrs["storage_order"] = 1
        elif g.coin(0.6):
            attrs["count_include_pad"] = g.int(0, 1)
        return c.set([x], outs, dts, **attrs)

    return gen


def g_gap(g: Gen, k: int) -> Case:
    c = Case("GlobalAveragePool")
    return c.set([c.add("x", g.data((g.int(1, 2), g.int(1, 3), *g.dims(1 + k % 3, 1, 5))))])


# ---- normalizations -----------------------------------------------------------------------------
def g_batchnorm(g: Gen, k: int) -> Case:
    c = Case("BatchNormalization")
    ch = g.int(1, 4)
    x = c.add("x", g.data((g.int(1, 2), ch, *g.dims(k % 3, 1, 4))))
    ins = [x, c.add("scale", g.data((ch,)), init=True), c.add("b", g.data((ch,)), init=True),
           c.add("mean", g.data((ch,)), init=True),
           c.add("var", g.data((ch,), positive=True), init=True)]
    eps = float(np.float32(g.choice([1e-5, 1e-3, 0.1])))
    return c.set(ins, epsilon=eps if g.coin() else None,
                 momentum=0.8 if g.coin(0.3) else None)


def g_lrn(g: Gen, k: int) -> Case:
    c = Case("LRN")
    # ORT's LRN takes only 4-D inputs and odd sizes (the spec allows more).
    x = c.add("x", g.data((g.int(1, 2), g.int(1, 7), *g.dims(2, 1, 4)), 2.0))
    return c.set([x], size=g.choice([1, 3, 5]),
                 alpha=float(np.float32(g.rng.uniform(1e-4, 0.5))) if g.coin() else None,
                 beta=float(np.float32(g.rng.uniform(0.5, 1.0))) if g.coin() else None,
                 bias=float(np.float32(g.rng.uniform(0.5, 2.0))) if g.coin() else None)


def g_softmax(g: Gen, k: int) -> Case:
    c = Case("Softmax")
    rank = g.int(1, 4)
    x = c.add("x", g.data(g.dims(rank, 1, 5), 3.0))
    return c.set([x], axis=None if k % 4 == 0 else g.int(-rank, rank - 1))


def g_layernorm(g: Gen, k: int) -> Case:
    if k >= 12:
        return _layernorm_variant(g, k)
    c = Case("LayerNormalization")
    rank = g.int(1, 4)
    shape = g.dims(rank, 1, 5)
    axis = -1 if k % 4 == 0 else g.int(-rank, rank - 1)
    norm = shape[axis:] if axis >= 0 else shape[rank + axis:]
    x = c.add("x", g.data(shape, 2.0) + 0.5)
    ins = [x, c.add("scale", g.data(norm), init=g.coin(0.8))]
    if g.coin(0.6):
        ins.append(c.add("bias", g.data(norm), init=True))
    n_out = 1 + k % 3
    outs = ["y", "mean", "inv_std"][:n_out]
    return c.set(ins, outs, axis=None if k % 4 == 0 else axis,
                 epsilon=float(np.float32(g.choice([1e-5, 1e-3, 0.1]))) if g.coin() else None)


def _layernorm_variant(g: Gen, k: int) -> Case:
    """Scale and bias that broadcast against the normalized dims, stash_type, float64 input."""
    c = Case("LayerNormalization")
    rank = g.int(2, 4)
    shape = g.dims(rank, 2, 5)
    axis = g.int(1, rank - 1)
    norm = list(shape[axis:])
    dtype = np.float64 if k % 4 == 3 else np.float32

    def param() -> np.ndarray:
        p = [1 if g.coin(0.4) else d for d in norm]
        return g.data(p[g.int(0, len(p) - 1):] if g.coin(0.3) else p).astype(dtype)

    x = c.add("x", (g.data(shape, 2.0) + 0.5).astype(dtype))
    ins = [x, c.add("scale", param(), init=True)]
    if g.coin(0.7):
        ins.append(c.add("bias", param(), init=True))
    stats = k % 3 == 0  # the statistics outputs need stash_type 1 in ONNX Runtime
    outs, dts = (["y", "mean", "inv_std"], [dtype, np.float32, np.float32]) if stats else (
        ["y"], [dtype])
    stash = 1 if stats else g.choice([None, 0, 1, 11])
    return c.set(ins, outs, dts, axis=axis - rank if g.coin() else axis, stash_type=stash)


# ---- reductions ---------------------------------------------------------------------------------
def _reduce(op: str) -> Callable[[Gen, int], Case]:
    def gen(g: Gen, k: int) -> Case:
        c = Case(op)
        rank = g.int(1, 4)
        x = c.add("x", g.data(g.dims(rank, 1, 5)))
        variant = k % 4  # 0 no axes, 1 empty axes, 2/3 random axes
        ins = [x]
        if variant == 1:
            ins.append(c.add("axes", i64([]), init=True))
        elif variant >= 2:
            n = g.int(1, rank)
            axes = [int(a) for a in g.rng.choice(rank, n, replace=False)]
            ins.append(c.add("axes", i64([a - rank if g.coin() else a for a in axes]), init=True))
        return c.set(ins, keepdims=g.int(0, 1) if g.coin(0.7) else None,
                     noop_with_empty_axes=g.int(0, 1) if variant <= 1 or g.coin(0.2) else None)

    return gen


# ---- activations and extremes (ops/activation.py) ----------------------------------------------
def g_clip(g: Gen, k: int) -> Case:
    c = Case("Clip")
    as_int = k % 6 == 5  # integer data: Clip is defined on every numeric type
    shape = g.dims(g.int(0, 4), 1, 5)
    if as_int:
        x = c.add("x", g.rng.integers(-9, 10, shape).astype(np.int64))
        lo, hi = np.int64(g.int(-6, 2)), np.int64(g.int(-2, 6))
    else:
        x = c.add("x", g.data(shape, 2.0))
        lo, hi = np.float32(g.coef()), np.float32(g.coef())
    if k % 5 == 4:  # min above max: every value becomes max
        lo, hi = max(lo, hi) + 1, min(lo, hi)
    variant = k % 4  # 0 neither, 1 min, 2 max, 3 both
    ins = [x]
    if variant in (1, 3):
        ins.append(c.add("lo", np.asarray(lo), init=g.coin(0.7)))
    elif variant == 2:
        ins.append("")
    if variant >= 2:
        ins.append(c.add("hi", np.asarray(hi), init=g.coin(0.7)))
    return c.set(ins, out_dtypes=[np.int64] if as_int else None)


def _extreme(op: str) -> Callable[[Gen, int], Case]:
    def gen(g: Gen, k: int) -> Case:
        c = Case(op)
        n = 1 + k % 4
        names = [c.add(f"x{i}", g.data(s), init=g.coin(0.2))
                 for i, s in enumerate(_broadcast_shapes(g, n))]
        return c.set(names)

    return gen


def g_hard_sigmoid(g: Gen, k: int) -> Case:
    c = Case("HardSigmoid")
    x = c.add("x", g.data(g.dims(g.int(0, 4), 1, 5), 4.0))
    alpha = float(np.float32(g.rng.uniform(0.05, 1.0))) if k % 3 else None
    beta = float(np.float32(g.rng.uniform(-1.0, 1.0))) if k % 4 >= 2 else None
    return c.set([x], alpha=alpha, beta=beta)


def g_reciprocal(g: Gen, k: int) -> Case:
    c = Case("Reciprocal")
    shape = g.dims(g.int(0, 4), 1, 5)
    x = g.data(shape, positive=True) * np.where(g.rng.random(shape) < 0.5, -1, 1)
    return c.set([c.add("x", x.astype(np.float32))])


def g_logsoftmax(g: Gen, k: int) -> Case:
    c = Case("LogSoftmax")
    rank = g.int(1, 4)
    x = c.add("x", g.data(g.dims(rank, 1, 5), 3.0))
    return c.set([x], axis=None if k % 4 == 0 else g.int(-rank, rank - 1))


# ---- selection (ops/select.py) ------------------------------------------------------------------
def g_gather(g: Gen, k: int) -> Case:
    c = Case("Gather")
    rank = g.int(1, 4)
    shape = g.dims(rank, 1, 5)
    axis = g.int(-rank, rank - 1)
    n = shape[axis]
    if k % 4 == 3:  # shape arithmetic: int64 data
        data = g.rng.integers(-50, 50, shape).astype(np.int64)
    else:
        data = g.data(shape)
    x = c.add("x", data, init=g.coin(0.2))
    idx = g.rng.integers(-n, n, g.dims(g.int(0, 2), 1, 3))
    idx = idx.astype(np.int32 if k % 3 == 2 else np.int64)
    i = c.add("i", idx, init=g.coin(0.6))
    return c.set([x, i], out_dtypes=[data.dtype], axis=axis if axis or g.coin() else None)


def g_expand(g: Gen, k: int) -> Case:
    c = Case("Expand")
    out = g.dims(g.int(1, 4) if k % 6 else 0, 1, 4)
    rank = g.int(0, len(out))
    in_shape = [1 if g.coin(0.5) else d for d in out[len(out) - rank:]]
    # the target may itself hold 1s where the input is larger, and be shorter than the input
    target = [1 if g.coin(0.3) else d for d in out]
    target = target[g.int(0, len(out) - 1):] if out and g.coin(0.3) else target
    as_int = k % 4 == 3
    data = (g.rng.integers(-9, 9, in_shape).astype(np.int64) if as_int else g.data(in_shape))
    x = c.add("x", data)
    return c.set([x, c.add("shape", i64(target), init=True)],
                 out_dtypes=[np.int64] if as_int else None)


def g_where(g: Gen, k: int) -> Case:
    c = Case("Where")
    sc, sx, sy = _broadcast_shapes(g, 3)
    cond = c.add("cond", g.rng.random(sc) < 0.5, init=g.coin(0.2))
    as_int = k % 4 == 3
    if as_int:
        x = c.add("a", g.rng.integers(-9, 9, sx).astype(np.int64), init=g.coin(0.3))
        y = c.add("b", g.rng.integers(-9, 9, sy).astype(np.int64), init=g.coin(0.3))
    else:
        x = c.add("a", g.data(sx), init=g.coin(0.3))
        y = c.add("b", g.data(sy), init=g.coin(0.3))
    return c.set([cond, x, y], out_dtypes=[np.int64] if as_int else None)


# ---- comparison, logic, integer arithmetic (ops/logic.py), conversion (ops/cast.py) -----------
def g_equal(g: Gen, k: int) -> Case:
    c = Case("Equal")
    sa, sb = _broadcast_shapes(g, 2)
    dtype = [np.float32, np.int64, np.int32, np.bool_][k % 4]

    def pick(s):
        return (g.rng.integers(0, 2, s) if dtype == np.bool_
                else g.rng.integers(-2, 3, s)).astype(dtype)

    a = c.add("a", pick(sa), init=g.coin(0.2))
    b = c.add("b", pick(sb), init=g.coin(0.3))
    return c.set([a, b], out_dtypes=[np.bool_])


def g_not(g: Gen, k: int) -> Case:
    c = Case("Not")
    x = c.add("x", g.rng.random(g.dims(g.int(0, 4), 1, 5)) < 0.5)
    return c.set([x], out_dtypes=[np.bool_])


def g_mod(g: Gen, k: int) -> Case:
    c = Case("Mod")
    sa, sb = _broadcast_shapes(g, 2)
    kind = k % 4  # 0 int64 fmod=0, 1 int32 fmod=0, 2 int64 fmod=1, 3 float32 fmod=1
    if kind == 3:
        a = g.data(sa, 5.0)
        b = (g.data(sb, positive=True) * np.where(g.rng.random(sb) < 0.5, -2, 2))
        dtype = np.float32
    else:
        dtype = np.int32 if kind == 1 else np.int64
        a = g.rng.integers(-20, 21, sa)
        b = g.rng.integers(1, 7, sb) * np.where(g.rng.random(sb) < 0.5, -1, 1)
    a_ = c.add("a", np.asarray(a).astype(dtype), init=g.coin(0.2))
    b_ = c.add("b", np.asarray(b).astype(dtype), init=g.coin(0.3))
    fmod = 1 if kind >= 2 else (0 if g.coin() else None)
    return c.set([a_, b_], out_dtypes=[dtype], fmod=fmod)


def g_range(g: Gen, k: int) -> Case:
    c = Case("Range")
    dtype = [np.int64, np.int32, np.float32, np.float64][k % 4]
    if dtype in (np.int64, np.int32):
        start, limit = g.int(-10, 10), g.int(-10, 10)
        delta = g.choice([1, 2, 3, -1, -2, 5])
    else:
        start, limit = g.rng.uniform(-5, 5), g.rng.uniform(-5, 5)
        delta = g.choice([0.5, 0.3, 1.7, -0.25, -1.1, 0.1])
    if k % 5 == 4:  # an empty range
        limit = start - delta
    ins = [c.add(n, np.asarray(v, dtype=dtype), init=True)
           for n, v in (("start", start), ("limit", limit), ("delta", delta))]
    return c.set(ins, out_dtypes=[dtype])


# (source dtype, target ONNX type): float to every type with a NumPy form, and back
_CASTS = [(np.float32, t) for t in (1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13)] + [
    (np.int64, 1), (np.int64, 6), (np.int32, 7), (np.bool_, 1), (np.bool_, 7), (np.int8, 1),
    (np.uint8, 1), (np.float64, 1), (np.float16, 1), (np.float64, 7), (np.int64, 9),
    (np.float16, 6)]


def g_cast(g: Gen, k: int) -> Case:
    c = Case("Cast")
    src, to = _CASTS[k % len(_CASTS)]
    shape = g.dims(g.int(0, 4), 1, 5)
    target = helper.tensor_dtype_to_np_dtype(to)
    if np.dtype(src).kind == "b":
        x = g.rng.random(shape) < 0.5
    elif np.dtype(src).kind in "iu":
        x = g.rng.integers(0 if np.dtype(src).kind == "u" else -100, 100, shape).astype(src)
    else:
        # fractions, both signs where the target is signed (truncation toward zero), zeros
        lo = 0.0 if target.kind == "u" else -100.0
        x = g.rng.uniform(lo, 100.0, shape).astype(src)
        x[g.rng.random(shape) < 0.2] = 0
    return c.set([c.add("x", x, init=np.dtype(src).name not in _RUNTIME_DTYPES)],
                 out_dtypes=[target], to=to)


_RUNTIME_DTYPES = {"float32", "float64", "float16", "int64", "int32", "int8", "uint8", "bool"}


# ---- Resize (ops/resize.py) ---------------------------------------------------------------------
_COORDS = ["half_pixel", "asymmetric", "align_corners", "pytorch_half_pixel", "half_pixel",
           "tf_crop_and_resize", "half_pixel_symmetric", "tf_half_pixel_for_nn"]
_NEAREST = ["round_prefer_floor", "round_prefer_ceil", "floor", "ceil"]


def _resize_scale(g: Gen, dim: int) -> float:
    """A scale that keeps the axis non-empty (ONNX Runtime's floor of the float32 product)."""
    if g.coin(0.5):
        s = g.choice([2.0, 1.5, 3.0, 2.5, 4.0 / 3.0, 0.5, 0.75, 0.6, 1.0 / 3.0])
    else:
        s = g.rng.uniform(0.3, 3.2)
    while int(np.float32(s) * np.float32(dim)) < 1:
        s *= 2
    return float(np.float32(s))


def g_resize(g: Gen, k: int) -> Case:
    """Instance 0 is a linear resize (the exact-mode tests expect it refused)."""
    c = Case("Resize")
    mode = ["linear", "nearest", "cubic"][k % 3]
    antialias = mode != "nearest" and k % 7 == 3
    coord = _COORDS[k % len(_COORDS)]
    if coord == "tf_half_pixel_for_nn" and mode != "nearest":
        coord = "half_pixel"
    # the layouts ONNX Runtime implements: linear 2-D/3-D, 4-D NCHW or NHWC, 5-D NC...;
    # cubic 2-D or 4-D NCHW; nearest any rank
    layout = g.choice({"nearest": ["1d", "2d", "3d", "nchw", "nhwc", "5d"],
                       "linear": ["2d", "3d", "nchw", "nchw", "nhwc", "5d"],
                       "cubic": ["2d", "nchw", "nchw"]}[mode])
    rank = {"1d": 1, "2d": 2, "3d": 3, "nchw": 4, "nhwc": 4, "5d": 5}[layout]
    resized = {"nchw": [2, 3], "nhwc": [1, 2], "5d": [2, 3, 4]}.get(layout, list(range(rank)))
    shape = [g.int(1, 2) if a not in resized else g.int(1, 6) for a in range(rank)]
    x = c.add("x", g.data(shape))
    use_axes = k % 5 == 2
    axes = resized if use_axes else list(range(rank))
    scales = [_resize_scale(g, shape[a]) if a in resized else 1.0 for a in axes]
    use_sizes = k % 4 >= 2
    attrs: dict = {"mode": mode if mode != "nearest" or g.coin() else None,
                   "coordinate_transformation_mode": coord}
    if mode == "nearest":
        attrs["nearest_mode"] = _NEAREST[(k // 3) % 4]
    if mode == "cubic":
        attrs["cubic_coeff_a"] = float(np.float32(g.choice([-0.75, -0.5, -0.6])))
        attrs["exclude_outside"] = g.int(0, 1)
    if antialias:
        attrs["antialias"] = 1
        if mode == "linear" and g.coin():
            attrs["exclude_outside"] = 1
    roi = ""
    if coord == "tf_crop_and_resize":
        roi_v = []
        for a in axes:
            if a in resized:
                lo = float(np.float32(g.rng.uniform(-0.3, 0.5)))
                roi_v.append((lo, float(np.float32(g.rng.uniform(lo + 0.1, 1.3)))))
            else:
                roi_v.append((0.0, 1.0))
        roi = c.add("roi", np.asarray([r[0] for r in roi_v] + [r[1] for r in roi_v],
                                      np.float32), init=True)
        attrs["extrapolation_value"] = float(np.float32(g.coef())) if g.coin() else None
    if use_sizes:
        sizes = [max(1, round(shape[a] * s)) for a, s in zip(axes, scales)]
        if k % 11 == 10 and mode != "cubic":
            attrs["keep_aspect_ratio_policy"] = g.choice(["not_larger", "not_smaller"])
            if layout == "nhwc" or layout == "5d" or rank > 3:
                axes = resized  # the policy's scale applies to every listed axis
                sizes = [max(1, round(shape[a] * g.rng.uniform(0.5, 3))) for a in axes]
                use_axes = True
        ins = [x, roi, "", c.add("sizes", i64(sizes), init=True)]
    else:
        ins = [x, roi, c.add("scales", np.asarray(scales, np.float32), init=True)]
    if use_axes:
        # negative axes too, except with a policy (ONNX Runtime leaves those out of it)
        policy = "keep_aspect_ratio_policy" in attrs
        attrs["axes"] = [a - rank if g.coin() and not policy else a for a in axes]
    return c.set(ins, **attrs)


# ---- the table ----------------------------------------------------------------------------------
CASES: dict[str, Callable[[Gen, int], Case]] = {
    "Add": _binary("Add"), "Sub": _binary("Sub"), "Mul": _binary("Mul"), "Div": _binary("Div"), "Pow": _binary("Pow"),
    "Sum": g_sum,
    "Relu": _unary("Relu"), "Sigmoid": _unary("Sigmoid", 3.0), "Tanh": _unary("Tanh", 2.0),
    "Erf": _unary("Erf", 1.5), "Sqrt": _unary("Sqrt", positive=True), "Identity": g_identity, "Dropout": g_dropout,
    "Concat": g_concat, "Split": g_split, "Transpose": g_transpose, "Reshape": g_reshape,
    "DepthToSpace": g_depth_to_space,
    "Flatten": g_flatten, "Squeeze": g_squeeze, "Unsqueeze": g_unsqueeze, "Pad": g_pad,
    "Slice": g_slice, "Constant": g_constant, "ConstantOfShape": g_constant_of_shape,
    "Shape": g_shape,
    "MatMul": g_matmul, "Gemm": g_gemm, "Conv": g_conv, "ConvTranspose": g_conv_transpose,
    "MaxPool": _pool("MaxPool"), "AveragePool": _pool("AveragePool"),
    "GlobalAveragePool": g_gap,
    "BatchNormalization": g_batchnorm, "LRN": g_lrn, "Softmax": g_softmax,
    "LayerNormalization": g_layernorm,
    "ReduceMean": _reduce("ReduceMean"), "ReduceSum": _reduce("ReduceSum"),
    "Clip": g_clip, "Max": _extreme("Max"), "Min": _extreme("Min"),
    "HardSigmoid": g_hard_sigmoid, "HardSwish": _unary("HardSwish", 4.0),
    "Exp": _unary("Exp", 2.0), "Reciprocal": g_reciprocal, "LogSoftmax": g_logsoftmax,
    "Gather": g_gather, "Expand": g_expand, "Where": g_where,
    "Equal": g_equal, "Not": g_not, "Mod": g_mod, "Range": g_range, "Cast": g_cast,
    "Resize": g_resize,
}

# Instances per operator: more where the attribute space is large.
COUNTS = {op: 8 for op in CASES} | {
    "Conv": 30, "ConvTranspose": 36, "MaxPool": 30, "AveragePool": 30, "Pad": 24, "Slice": 24,
    "MatMul": 12, "Gemm": 16, "Reshape": 15, "Split": 12, "LayerNormalization": 20,
    "ReduceMean": 12, "ReduceSum": 12, "Constant": 5, "ConstantOfShape": 6, "Identity": 3,
    "Clip": 12, "Max": 8, "Min": 8, "Gather": 16, "Expand": 12, "Where": 12, "Equal": 8,
    "Mod": 12, "Range": 16, "Cast": len(_CASTS), "Resize": 120,
}


def make_case(op: str, k: int, integer: bool = False, salt: str = "") -> Case:
    return CASES[op](Gen(seed_of(op, k, salt), integer), k)


def ort_run(model: onnx.ModelProto, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    """The reference: ONNX Runtime (CPU) on the model as built."""
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    opts.inter_op_num_threads = 1
    opts.log_severity_level = 3
    sess = ort.InferenceSession(model.SerializeToString(), opts,
                                providers=["CPUExecutionProvider"])
    return sess.run(None, feeds)


def import_case(case: Case) -> Graph:
    # Zero-sized inputs need an explicit shape: the importer reads dim 0 as "unknown".
    shapes = {k: v.shape for k, v in case.feeds.items() if 0 in v.shape}
    return import_model(case.model(), shapes)
