"""PyTorch eager as a GPU baseline: an ONNX model run node by node, each node the torch operator
a PyTorch user would have written (F.conv2d, torch.matmul, F.layer_norm ...), on the GPU.

    fn = TorchEager(model_proto, device="cuda")
    outputs = fn({"input": x})                  # NumPy in, NumPy out
    ms = fn.time(feeds, warmup=10, iters=50)    # CUDA events

The zoo's models are built as ONNX, so this is how they run "in PyTorch eager": the same
operators, one library call each, no fusion. TF32 is switched off (strict FP32, as our plan
computes). Raises Unsupported (one line) for an operator it does not know.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
import onnx
from onnx import helper, numpy_helper


class Unsupported(Exception):
    pass


def _attrs(node: onnx.NodeProto) -> dict[str, Any]:
    out = {a.name: helper.get_attribute_value(a) for a in node.attribute}
    return {k: v.decode() if isinstance(v, bytes) else v for k, v in out.items()}


def _pads_2d(pads: list[int]) -> tuple[list[int], bool]:
    """ONNX [t, l, b, r] -> F.pad order [l, r, t, b], and whether begin == end."""
    t, left, b, r = pads
    return [left, r, t, b], (t == b and left == r)


class TorchEager:
    def __init__(self, model: onnx.ModelProto, device: str = "cuda") -> None:
        import torch

        self.torch = torch
        torch.backends.cudnn.allow_tf32 = False
        torch.backends.cuda.matmul.allow_tf32 = False
        self.device = device
        self.model = model
        self.values = {t.name: torch.from_numpy(numpy_helper.to_array(t).copy()).to(device)
                       for t in model.graph.initializer}
        self.inputs = [i.name for i in model.graph.input if i.name not in self.values]
        self.outputs = [o.name for o in model.graph.output]
        for n in model.graph.node:
            if n.op_type not in OPS:
                raise Unsupported(f"torch eager baseline: no mapping for {n.op_type}")

    def forward(self, feeds: Mapping[str, Any]) -> dict[str, Any]:
        env = dict(self.values)
        env.update(feeds)
        for n in self.model.graph.node:
            args = [env[i] if i else None for i in n.input]
            out = OPS[n.op_type](self.torch, args, _attrs(n))
            outs = out if isinstance(out, (list, tuple)) else [out]
            env.update(zip(n.output, outs, strict=False))
        return {k: env[k] for k in self.outputs}

    def __call__(self, feeds: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
        t = self.torch
        with t.no_grad():
            got = self.forward({k: t.from_numpy(np.ascontiguousarray(v)).to(self.device)
                                for k, v in feeds.items()})
        return {k: v.cpu().numpy() for k, v in got.items()}

    def time(self, feeds: Mapping[str, np.ndarray], warmup: int = 10, iters: int = 50) -> float:
        t = self.torch
        dev = {k: t.from_numpy(np.ascontiguousarray(v)).to(self.device) for k, v in feeds.items()}
        with t.no_grad():
            for _ in range(warmup):
                self.forward(dev)
            start, end = t.cuda.Event(enable_timing=True), t.cuda.Event(enable_timing=True)
            start.record()
            for _ in range(iters):
                self.forward(dev)
            end.record()
            end.synchronize()
        return start.elapsed_time(end) / iters


def _conv(t, a, at):
    x, w = a[0], a[1]
    b = a[2] if len(a) > 2 else None
    pads = at.get("pads", [0, 0, 0, 0])
    fpad, sym = _pads_2d(pads)
    if not sym:
        x = t.nn.functional.pad(x, fpad)
        pad: Any = 0
    else:
        pad = (pads[0], pads[1])
    return t.nn.functional.conv2d(x, w, b, stride=at.get("strides", [1, 1]), padding=pad,
                                  dilation=at.get("dilations", [1, 1]), groups=at.get("group", 1))


def _conv_transpose(t, a, at):
    x, w = a[0], a[1]
    b = a[2] if len(a) > 2 else None
    pads = at.get("pads", [0, 0, 0, 0])
    if pads[0] != pads[2] or pads[1] != pads[3]:
        raise Unsupported("ConvTranspose with asymmetric pads")
    return t.nn.functional.conv_transpose2d(
        x, w, b, stride=at.get("strides", [1, 1]), padding=(pads[0], pads[1]),
        output_padding=at.get("output_padding", [0, 0]), groups=at.get("group", 1),
        dilation=at.get("dilations", [1, 1]))


def _pool(kind):
    def run(t, a, at):
        x = a[0]
        pads = at.get("pads", [0, 0, 0, 0])
        fpad, sym = _pads_2d(pads)
        k, s = at["kernel_shape"], at.get("strides", [1, 1])
        ceil = bool(at.get("ceil_mode", 0))
        if kind == "max":
            if not sym:
                x = t.nn.functional.pad(x, fpad, value=float("-inf"))
                pads = [0, 0, 0, 0]
            return t.nn.functional.max_pool2d(x, k, s, (pads[0], pads[1]), ceil_mode=ceil)
        inc = bool(at.get("count_include_pad", 0))
        if not sym:
            raise Unsupported("AveragePool with asymmetric pads")
        return t.nn.functional.avg_pool2d(x, k, s, (pads[0], pads[1]), ceil_mode=ceil,
                                          count_include_pad=inc)
    return run


def _gemm(t, a, at):
    x, w = a[0], a[1]
    if at.get("transA", 0):
        x = x.t()
    if at.get("transB", 0):
        w = w.t()
    y = at.get("alpha", 1.0) * (x @ w)
    if len(a) > 2 and a[2] is not None:
        y = y + at.get("beta", 1.0) * a[2]
    return y


def _batchnorm(t, a, at):
    x, scale, bias, mean, var = a[:5]
    return t.nn.functional.batch_norm(x, mean, var, scale, bias, training=False,
                                      eps=at.get("epsilon", 1e-5))


def _layernorm(t, a, at):
    x, scale = a[0], a[1]
    bias = a[2] if len(a) > 2 else None
    axis = at.get("axis", -1)
    shape = x.shape[axis:] if axis != -1 else x.shape[-1:]
    return t.nn.functional.layer_norm(x, tuple(shape), scale, bias, eps=at.get("epsilon", 1e-5))


def _reshape(t, a, at):
    shape = [int(v) for v in a[1].tolist()]
    shape = [a[0].shape[i] if v == 0 and not at.get("allowzero", 0) else v
             for i, v in enumerate(shape)]
    return a[0].reshape(shape)


def _scatter_elements(t, a, at):
    how = at.get("reduction", "none")
    if how not in ("none", "add"):
        raise Unsupported(f"ScatterElements reduction {how}")
    axis = at.get("axis", 0)
    if how == "add":
        return a[0].scatter_add(axis, a[1].long(), a[2])
    return a[0].scatter(axis, a[1].long(), a[2])


def _pad(t, a, at):
    if at.get("mode", "constant") != "constant":
        raise Unsupported(f"Pad mode {at.get('mode')}")
    pads = [int(v) for v in a[1].tolist()]
    n = len(pads) // 2
    fpad: list[int] = []
    for d in reversed(range(n)):
        fpad += [pads[d], pads[d + n]]
    value = float(a[2].item()) if len(a) > 2 and a[2] is not None else 0.0
    return t.nn.functional.pad(a[0], fpad, value=value)


def _slice(t, a, at):
    x = a[0]
    starts, ends = a[1].tolist(), a[2].tolist()
    axes = a[3].tolist() if len(a) > 3 and a[3] is not None else list(range(len(starts)))
    steps = a[4].tolist() if len(a) > 4 and a[4] is not None else [1] * len(starts)
    idx: list[Any] = [slice(None)] * x.dim()
    for s, e, ax, st in zip(starts, ends, axes, steps, strict=True):
        if st != 1:
            raise Unsupported("Slice with steps")
        dim = x.shape[ax]
        idx[ax] = slice(max(min(s, dim), -dim), max(min(e, dim), -dim - 1))
    return x[tuple(idx)]


OPS = {
    "Conv": _conv,
    "ConvTranspose": _conv_transpose,
    "MaxPool": _pool("max"),
    "AveragePool": _pool("avg"),
    "GlobalAveragePool": lambda t, a, at: a[0].mean(dim=(2, 3), keepdim=True),
    "BatchNormalization": _batchnorm,
    "LayerNormalization": _layernorm,
    "Relu": lambda t, a, at: t.relu(a[0]),
    "Tanh": lambda t, a, at: t.tanh(a[0]),
    "Sigmoid": lambda t, a, at: t.sigmoid(a[0]),
    "Erf": lambda t, a, at: t.erf(a[0]),
    "Add": lambda t, a, at: a[0] + a[1],
    "Sub": lambda t, a, at: a[0] - a[1],
    "Mul": lambda t, a, at: a[0] * a[1],
    "Div": lambda t, a, at: a[0] / a[1],
    "MatMul": lambda t, a, at: t.matmul(a[0], a[1]),
    "Gemm": _gemm,
    "Softmax": lambda t, a, at: t.softmax(a[0], dim=at.get("axis", -1)),
    "Transpose": lambda t, a, at: a[0].permute(*at["perm"]),
    "Reshape": _reshape,
    "Flatten": lambda t, a, at: a[0].flatten(at.get("axis", 1)) if at.get("axis", 1) == 1
    else a[0].reshape(int(np.prod(a[0].shape[:at["axis"]])), -1),
    "Concat": lambda t, a, at: t.cat(a, dim=at["axis"]),
    "Pad": _pad,
    "Slice": _slice,
    # the dense formulation of a banded product (gpu_bench --einnet's bands)
    "GatherElements": lambda t, a, at: t.gather(a[0], at.get("axis", 0), a[1].long()),
    "ScatterElements": _scatter_elements,
    "ConstantOfShape": lambda t, a, at: t.full([int(v) for v in a[0].tolist()],
                                               float(numpy_helper.to_array(at["value"])[0])
                                               if "value" in at else 0.0,
                                               device=a[0].device),
}
