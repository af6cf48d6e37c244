"""A small ONNX graph builder shared by every model of the zoo.

`ModelBuilder` appends nodes and initializers with unique, scoped names, tracks the static shape
of every tensor it creates (declared as value_info, so `onnx.checker`'s full check verifies them
against ONNX shape inference), and draws seeded weights scaled by fan-in.

BatchNormalization statistics are calibrated rather than drawn: `build_model` first builds a
calibration twin of the network in which every BatchNormalization normalizes with the statistics
of its actual input (ReduceMean / Sqrt, evaluated once by ONNX Runtime on a seeded random input),
then rebuilds the network with those statistics as running mean and variance. Activations then
stay of order one however deep the network, as in a trained model. Weights draw from the same
random stream in both builds, so only the running statistics differ.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from verified_opt.ir.onnx_io import IR_VERSION, TARGET_OPSET

Ints = int | Sequence[int]


@dataclass(frozen=True)
class Tensor:
    """A value of the graph being built: its name and static shape."""

    name: str
    shape: tuple[int, ...]

    @property
    def channels(self) -> int:
        return self.shape[1]

    @property
    def rank(self) -> int:
        return len(self.shape)


def _tuple(v: Ints, n: int) -> tuple[int, ...]:
    if isinstance(v, int):
        return (v,) * n
    v = tuple(int(x) for x in v)
    if len(v) != n:
        raise ValueError(f"expected {n} values, got {v}")
    return v


def _pads(p: Ints, n: int) -> tuple[int, ...]:
    """PyTorch-style padding (int, or one per spatial axis) or ONNX pads (begins then ends)."""
    if isinstance(p, int):
        return (p,) * (2 * n)
    p = tuple(int(x) for x in p)
    if len(p) == n:
        return p + p
    if len(p) == 2 * n:
        return p
    raise ValueError(f"pads {p} for {n} spatial axes")


def _broadcast(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(np.broadcast_shapes(a, b))


class ModelBuilder:
    """Appends nodes and initializers to one graph; methods return the new `Tensor`."""

    def __init__(self, name: str, seed: int, *, calibrate: bool = False,
                 bn_stats: dict[str, tuple[np.ndarray, np.ndarray]] | None = None) -> None:
        self.name = name
        self.seed = seed
        self.rng = np.random.default_rng(seed)
        self.calibrate = calibrate
        self.bn_stats = bn_stats or {}
        self.nodes: list[onnx.NodeProto] = []
        self.initializers: list[onnx.TensorProto] = []
        self.inputs: list[onnx.ValueInfoProto] = []
        self.outputs: list[onnx.ValueInfoProto] = []
        self.value_info: list[onnx.ValueInfoProto] = []
        self.calib_outputs: list[tuple[str, str, str]] = []  # (bn name, mean, var) outputs
        self._taken: set[str] = set()
        self._consts: dict[tuple, str] = {}
        self._scope: list[str] = []

    # ---- names -------------------------------------------------------------------------------
    @contextlib.contextmanager
    def scope(self, name: str) -> Iterator[None]:
        self._scope.append(name)
        try:
            yield
        finally:
            self._scope.pop()

    def fresh(self, base: str, scoped: bool = True) -> str:
        full = "/".join(self._scope + [base]) if scoped and self._scope else base
        name, k = full, 0
        while name in self._taken:
            k += 1
            name = f"{full}_{k}"
        self._taken.add(name)
        return name

    # ---- graph interface ---------------------------------------------------------------------
    def input(self, name: str, shape: Sequence[int]) -> Tensor:
        t = Tensor(self.fresh(name, scoped=False), tuple(shape))
        self.inputs.append(helper.make_tensor_value_info(t.name, TensorProto.FLOAT, t.shape))
        return t

    def output(self, t: Tensor, name: str | None = None) -> Tensor:
        """Declare `t` a graph output, renamed to `name` (it must be the last node's output)."""
        old = t.name
        if name is not None and name != old:
            last = self.nodes[-1]
            if list(last.output) != [old] or name in self._taken:
                raise ValueError(f"cannot rename {old!r} to {name!r}")
            self._taken.add(name)
            last.output[0] = name
            t = Tensor(name, t.shape)
        self.outputs.append(helper.make_tensor_value_info(t.name, TensorProto.FLOAT, t.shape))
        self.value_info = [v for v in self.value_info if v.name != old]
        return t

    def initializer(self, value: np.ndarray, base: str) -> Tensor:
        name = self.fresh(base)
        self.initializers.append(numpy_helper.from_array(np.ascontiguousarray(value), name))
        return Tensor(name, tuple(value.shape))

    def const(self, value: float | Sequence[int] | np.ndarray, dtype: str = "int64") -> Tensor:
        """A shared constant (shape, axes, pads, scalars ...), deduplicated by value."""
        arr = np.asarray(value, dtype=dtype)
        key = (arr.dtype.name, arr.shape, arr.tobytes())
        if key not in self._consts:
            text = "_".join(str(v) for v in arr.reshape(-1)[:8]).replace("-", "m")
            base = f"const_{arr.dtype.name}_{text}" if arr.size <= 8 else f"const_{arr.dtype.name}"
            name = self.fresh(base, scoped=False)
            self.initializers.append(numpy_helper.from_array(arr, name))
            self._consts[key] = name
        return Tensor(self._consts[key], arr.shape)

    def node(self, op: str, inputs: Sequence[Tensor | None], shape: Sequence[int],
             label: str | None = None, **attrs) -> Tensor:
        """Append one single-output node whose output has the (already computed) shape."""
        return self.emit(op, inputs, shape, self.fresh(label or op), **attrs)

    def emit(self, op: str, inputs: Sequence[Tensor | None], shape: Sequence[int], name: str,
             **attrs) -> Tensor:
        """Like `node`, with a name already made unique by `fresh`."""
        ins = [t.name if t is not None else "" for t in inputs]
        while ins and not ins[-1]:  # as exporters write them: ORT's Conv+BatchNorm fusion
            ins.pop()               # does not fire on a Conv whose bias input is ""
        attrs = {k: v for k, v in attrs.items() if v is not None}
        self.nodes.append(helper.make_node(op, ins, [name], name=name, **attrs))
        out = Tensor(name, tuple(int(d) for d in shape))
        if not self.calibrate:
            self.value_info.append(
                helper.make_tensor_value_info(name, TensorProto.FLOAT, out.shape))
        return out

    # ---- weights -----------------------------------------------------------------------------
    def weight(self, shape: Sequence[int], fan_in: int, gain: float = 1.0,
               base: str = "weight") -> Tensor:
        std = math.sqrt(gain / max(fan_in, 1))
        return self.initializer(self.rng.normal(0.0, std, tuple(shape)).astype(np.float32), base)

    def bias(self, n: int, base: str = "bias", std: float = 0.05) -> Tensor:
        return self.initializer(self.rng.normal(0.0, std, (n,)).astype(np.float32), base)

    # ---- convolution and pooling -------------------------------------------------------------
    def conv(self, x: Tensor, c_out: int, kernel: Ints, stride: Ints = 1, pads: Ints = 0,
             dilation: Ints = 1, group: int = 1, bias: bool = True, gain: float = 2.0,
             label: str = "conv") -> Tensor:
        n = x.rank - 2
        k, s, d, p = _tuple(kernel, n), _tuple(stride, n), _tuple(dilation, n), _pads(pads, n)
        c_in = x.channels
        if c_in % group or c_out % group:
            raise ValueError(f"{label}: channels {c_in}->{c_out} not divisible by group {group}")
        fan_in = c_in // group * math.prod(k)
        with self.scope(label):
            w = self.weight((c_out, c_in // group) + k, fan_in, gain)
            b = self.bias(c_out) if bias else None
        out = [(i + p[a] + p[a + n] - (kk - 1) * dd - 1) // ss + 1
               for a, (i, kk, ss, dd) in enumerate(zip(x.shape[2:], k, s, d))]
        return self.node("Conv", [x, w, b], (x.shape[0], c_out, *out), label,
                         kernel_shape=list(k), strides=list(s), pads=list(p),
                         dilations=list(d) if max(d) > 1 else None,
                         group=group if group > 1 else None)

    def conv_transpose(self, x: Tensor, c_out: int, kernel: Ints, stride: Ints = 1,
                       pads: Ints = 0, output_padding: Ints = 0, bias: bool = False,
                       gain: float = 2.0, label: str = "deconv") -> Tensor:
        n = x.rank - 2
        k, s, p = _tuple(kernel, n), _tuple(stride, n), _pads(pads, n)
        op = _tuple(output_padding, n)
        c_in = x.channels
        # Each output pixel sums c_in * prod(k / s) products.
        fan_in = c_in * math.prod(kk / ss for kk, ss in zip(k, s))
        with self.scope(label):
            w = self.weight((c_in, c_out) + k, round(fan_in), gain)
            b = self.bias(c_out) if bias else None
        out = [ss * (i - 1) + o + kk - p[a] - p[a + n]
               for a, (i, kk, ss, o) in enumerate(zip(x.shape[2:], k, s, op))]
        return self.node("ConvTranspose", [x, w, b], (x.shape[0], c_out, *out), label,
                         kernel_shape=list(k), strides=list(s), pads=list(p),
                         output_padding=list(op) if max(op) > 0 else None)

    def _pool_out(self, x: Tensor, k, s, p, ceil: bool) -> list[int]:
        n = x.rank - 2
        out = []
        for a, (i, kk, ss) in enumerate(zip(x.shape[2:], k, s)):
            span = i + p[a] + p[a + n] - kk
            o = (-(-span // ss) if ceil else span // ss) + 1
            if ceil and (o - 1) * ss >= i + p[a]:
                o -= 1
            out.append(o)
        return out

    def maxpool(self, x: Tensor, kernel: Ints, stride: Ints, pads: Ints = 0,
                ceil_mode: bool = False, label: str = "maxpool") -> Tensor:
        n = x.rank - 2
        k, s, p = _tuple(kernel, n), _tuple(stride, n), _pads(pads, n)
        out = self._pool_out(x, k, s, p, ceil_mode)
        return self.node("MaxPool", [x], x.shape[:2] + tuple(out), label, kernel_shape=list(k),
                         strides=list(s), pads=list(p), ceil_mode=1 if ceil_mode else None)

    def avgpool(self, x: Tensor, kernel: Ints, stride: Ints, pads: Ints = 0,
                count_include_pad: bool = False, ceil_mode: bool = False,
                label: str = "avgpool") -> Tensor:
        n = x.rank - 2
        k, s, p = _tuple(kernel, n), _tuple(stride, n), _pads(pads, n)
        out = self._pool_out(x, k, s, p, ceil_mode)
        return self.node("AveragePool", [x], x.shape[:2] + tuple(out), label,
                         kernel_shape=list(k), strides=list(s), pads=list(p),
                         count_include_pad=1 if count_include_pad else None,
                         ceil_mode=1 if ceil_mode else None)

    def global_avgpool(self, x: Tensor, label: str = "gap") -> Tensor:
        return self.node("GlobalAveragePool", [x], x.shape[:2] + (1,) * (x.rank - 2), label)

    # ---- normalization -----------------------------------------------------------------------
    def batchnorm(self, x: Tensor, eps: float = 1e-5, gamma: tuple[float, float] = (0.5, 1.5),
                  label: str = "bn") -> Tensor:
        c = x.channels
        name = self.fresh(label)
        with self.scope(name.rsplit("/", 1)[-1]):
            g = self.rng.uniform(*gamma, c).astype(np.float32)
            beta = self.rng.normal(0.0, 0.1, c).astype(np.float32)
            mean = self.rng.normal(0.0, 0.1, c).astype(np.float32)
            var = self.rng.uniform(0.5, 1.5, c).astype(np.float32)
            if self.calibrate:
                return self._calibration_norm(x, g, beta, eps, name)
            if name in self.bn_stats:
                m, v = self.bn_stats[name]
                mean = np.broadcast_to(m, (c,)).astype(np.float32)
                # A channel that is (nearly) constant on the calibration input would be blown up
                # by 1/sqrt(eps) on any other input: floor its variance.
                floor = 1e-2 * float(np.median(v)) + 1e-6
                var = np.maximum(np.broadcast_to(v, (c,)), floor).astype(np.float32)
            ins = [self.initializer(g, "scale"), self.initializer(beta, "B"),
                   self.initializer(mean, "mean"), self.initializer(var, "var")]
        return self.emit("BatchNormalization", [x, *ins], x.shape, name, epsilon=eps)

    def _calibration_norm(self, x: Tensor, g: np.ndarray, beta: np.ndarray, eps: float,
                          name: str) -> Tensor:
        """Normalize by the statistics of the actual input and expose them as outputs."""
        stat_axes = [0] + list(range(2, x.rank))
        if math.prod(x.shape[a] for a in stat_axes) == 1:  # one sample: pool over channels too
            stat_axes = list(range(x.rank))
        axes = self.const(stat_axes)
        stat = tuple(1 if a in stat_axes else d for a, d in enumerate(x.shape))
        mean = self.node("ReduceMean", [x, axes], stat, "calib_mean")
        centred = self.node("Sub", [x, mean], x.shape, "calib_sub")
        square = self.node("Mul", [centred, centred], x.shape, "calib_square")
        var = self.node("ReduceMean", [square, axes], stat, "calib_var")
        var_eps = self.node("Add", [var, self.const(eps, "float32")], stat, "calib_add")
        std = self.node("Sqrt", [var_eps], stat, "calib_sqrt")
        norm = self.node("Div", [centred, std], x.shape, "calib_div")
        bshape = (x.channels,) + (1,) * (x.rank - 2)
        scale = self.initializer(g.reshape(bshape), "scale")
        y = self.node("Mul", [norm, scale], x.shape, "calib_scale")
        y = self.node("Add", [y, self.initializer(beta.reshape(bshape), "B")], x.shape,
                      "calib_shift")
        self.calib_outputs.append((name, mean.name, var.name))
        self.outputs.append(helper.make_tensor_value_info(mean.name, TensorProto.FLOAT, stat))
        self.outputs.append(helper.make_tensor_value_info(var.name, TensorProto.FLOAT, stat))
        return y

    def layernorm(self, x: Tensor, eps: float = 1e-12, label: str = "ln") -> Tensor:
        d = x.shape[-1]
        with self.scope(label):
            g = self.initializer(self.rng.uniform(0.8, 1.2, d).astype(np.float32), "scale")
            b = self.bias(d, "B")
        return self.node("LayerNormalization", [x, g, b], x.shape, label, axis=-1, epsilon=eps)

    # ---- dense layers ------------------------------------------------------------------------
    def gemm(self, x: Tensor, n_out: int, bias: bool = True, gain: float = 1.0,
             label: str = "fc") -> Tensor:
        """Fully connected layer on [N, K] as PyTorch exports it: Gemm with transB=1."""
        with self.scope(label):
            w = self.weight((n_out, x.shape[1]), x.shape[1], gain)
            b = self.bias(n_out) if bias else None
        return self.node("Gemm", [x, w, b], (x.shape[0], n_out), label, transB=1)

    def dense(self, x: Tensor, n_out: int, bias: bool = True, gain: float = 1.0,
              label: str = "dense") -> Tensor:
        """Fully connected layer on [..., K]: MatMul by a [K, n_out] weight, then Add."""
        k = x.shape[-1]
        with self.scope(label):
            w = self.weight((k, n_out), k, gain)
            b = self.bias(n_out) if bias else None
        y = self.node("MatMul", [x, w], x.shape[:-1] + (n_out,), f"{label}_matmul")
        return self.node("Add", [y, b], y.shape, f"{label}_bias") if b is not None else y

    def matmul(self, a: Tensor, b: Tensor, label: str = "matmul") -> Tensor:
        batch = _broadcast(a.shape[:-2], b.shape[:-2])
        return self.node("MatMul", [a, b], batch + (a.shape[-2], b.shape[-1]), label)

    # ---- element-wise ------------------------------------------------------------------------
    def _operand(self, v: Tensor | float) -> Tensor:
        return v if isinstance(v, Tensor) else self.const(float(v), "float32")

    def binary(self, op: str, a: Tensor | float, b: Tensor | float,
               label: str | None = None) -> Tensor:
        a, b = self._operand(a), self._operand(b)
        return self.node(op, [a, b], _broadcast(a.shape, b.shape), label)

    def add(self, a: Tensor | float, b: Tensor | float, label: str = "add") -> Tensor:
        return self.binary("Add", a, b, label)

    def mul(self, a: Tensor | float, b: Tensor | float, label: str = "mul") -> Tensor:
        return self.binary("Mul", a, b, label)

    def div(self, a: Tensor | float, b: Tensor | float, label: str = "div") -> Tensor:
        return self.binary("Div", a, b, label)

    def unary(self, op: str, x: Tensor, label: str | None = None) -> Tensor:
        return self.node(op, [x], x.shape, label)

    def relu(self, x: Tensor, label: str = "relu") -> Tensor:
        return self.unary("Relu", x, label)

    def gelu(self, x: Tensor, label: str = "gelu") -> Tensor:
        """x * 0.5 * (1 + erf(x / sqrt 2)), as PyTorch exports GELU before opset 20."""
        with self.scope(label):
            e = self.unary("Erf", self.div(x, math.sqrt(2.0)))
            return self.mul(self.mul(x, self.add(e, 1.0)), 0.5)

    def softmax(self, x: Tensor, axis: int = -1, label: str = "softmax") -> Tensor:
        return self.node("Softmax", [x], x.shape, label, axis=axis)

    # ---- data movement -----------------------------------------------------------------------
    def reshape(self, x: Tensor, shape: Sequence[int], label: str = "reshape") -> Tensor:
        shape = list(shape)
        if -1 in shape:
            known = math.prod(d for d in shape if d != -1)
            shape[shape.index(-1)] = math.prod(x.shape) // known
        if math.prod(shape) != math.prod(x.shape):
            raise ValueError(f"{label}: cannot reshape {x.shape} to {shape}")
        return self.node("Reshape", [x, self.const(shape)], shape, label)

    def flatten(self, x: Tensor, label: str = "flatten") -> Tensor:
        return self.node("Flatten", [x], (x.shape[0], math.prod(x.shape[1:])), label, axis=1)

    def transpose(self, x: Tensor, perm: Sequence[int], label: str = "transpose") -> Tensor:
        return self.node("Transpose", [x], tuple(x.shape[p] for p in perm), label,
                         perm=list(perm))

    def concat(self, xs: Sequence[Tensor], axis: int = 1, label: str = "concat") -> Tensor:
        a = axis % xs[0].rank
        shape = list(xs[0].shape)
        shape[a] = sum(t.shape[a] for t in xs)
        return self.node("Concat", list(xs), shape, label, axis=axis)

    def pad(self, x: Tensor, pads: Sequence[int], label: str = "pad") -> Tensor:
        """Zero padding; `pads` holds the begins of every axis, then the ends (ONNX order)."""
        r = x.rank
        shape = [d + pads[a] + pads[a + r] for a, d in enumerate(x.shape)]
        return self.node("Pad", [x, self.const(list(pads))], shape, label, mode="constant")

    def slice(self, x: Tensor, starts: Sequence[int], ends: Sequence[int],
              axes: Sequence[int], label: str = "slice") -> Tensor:
        shape = list(x.shape)
        for s, e, a in zip(starts, ends, axes):
            d = x.shape[a]
            s, e = min(max(s + d if s < 0 else s, 0), d), min(max(e + d if e < 0 else e, 0), d)
            shape[a] = max(0, e - s)
        return self.node("Slice", [x, self.const(list(starts)), self.const(list(ends)),
                                   self.const(list(axes))], shape, label)

    # ---- the model ---------------------------------------------------------------------------
    def to_model(self, doc: str = "") -> onnx.ModelProto:
        graph = helper.make_graph(self.nodes, self.name, self.inputs, self.outputs,
                                  self.initializers, value_info=self.value_info)
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", TARGET_OPSET)],
                                  producer_name="verified_opt.benchmarks", producer_version="1")
        model.ir_version = IR_VERSION
        model.doc_string = doc
        helper.set_model_props(model, {"seed": str(self.seed)})
        return model


Body = Callable[[ModelBuilder], None]


def _calibrate(body: Body, name: str, seed: int) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """BatchNormalization statistics of the network on a seeded random input (see module doc)."""
    import onnxruntime as ort

    b = ModelBuilder(name, seed, calibrate=True)
    body(b)
    if not b.calib_outputs:
        return {}
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1  # deterministic reductions
    opts.inter_op_num_threads = 1
    opts.log_severity_level = 3
    sess = ort.InferenceSession(b.to_model().SerializeToString(), opts,
                                providers=["CPUExecutionProvider"])
    rng = np.random.default_rng([seed, 0xCA11B])
    feeds = {}
    for vi in b.inputs:
        shape = [d.dim_value for d in vi.type.tensor_type.shape.dim]
        feeds[vi.name] = rng.standard_normal(shape).astype(np.float32)
    names = [n for _, mean, var in b.calib_outputs for n in (mean, var)]
    values = dict(zip(names, sess.run(names, feeds)))
    return {bn: (values[mean].reshape(-1), values[var].reshape(-1))
            for bn, mean, var in b.calib_outputs}


def build_model(body: Body, name: str, seed: int, doc: str = "") -> onnx.ModelProto:
    """Build `body` into a model with seeded weights and calibrated BatchNormalization."""
    b = ModelBuilder(name, seed, bn_stats=_calibrate(body, name, seed))
    body(b)
    return b.to_model(doc)
