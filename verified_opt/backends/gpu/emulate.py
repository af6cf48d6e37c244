"""A NumPy stand-in of the device: runs a Plan exactly as device.py would, on CPU.

Memory is the plan's two spaces as byte arrays; every tensor a step touches is a strided view at
the plan's byte offset (as a kernel's pointer arithmetic would reach it), bounds-checked against
its buffer. cuBLAS steps run by their column-major arguments (op, ld, batch strides), cuDNN steps
by their frontend graph, kernels by their description with the launch shape they were given
(threads past the grid are not run). A TVM eOperator kernel is run by evaluating the block it
writes (derive/evaluate.py) from the buffers its arguments are bound to, after checking each
argument's buffer against the role TVM gave the parameter and the launch against one thread per
output element (dlight's Fallback schedule). The arena starts as NaN and a buffer is poisoned
(all bits set: NaN as float32) after its last use, so a misplaced, overlapping or too-early-freed
buffer shows in the outputs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from math import prod
from typing import Any

import numpy as np

from verified_opt.backends.gpu.cuda_source import FNS, threads_of
from verified_opt.backends.gpu.plan import Buffer, Plan, Step
from verified_opt.derive.evaluate import evaluate
from verified_opt.derive.expr import Access, Scope, Tensor, from_json, map_accesses, stages, tensors

F32 = np.float32


class EmulationError(AssertionError):
    """The plan makes the device read or write outside a buffer, or misses a launch."""


class Emulator:
    def __init__(self, plan: Plan) -> None:
        self.plan = plan
        self.mem = {s: np.zeros(max(n, 1), np.uint8) for s, n in plan.space_bytes.items()}
        if self.mem["arena"].size % 4 == 0:  # (an arena of 0 bytes is 1 byte here)
            self.mem["arena"].view(F32)[:] = np.nan
        self.status = 0
        for name, a in plan.weights.items():
            self.view(name)[...] = a
        self.dies: dict[int, list[Buffer]] = {}
        for b in plan.buffers.values():
            if b.space == "arena" and b.view_of is None and b.last < len(plan.steps):
                self.dies.setdefault(b.last, []).append(b)

    # ---- memory ----------------------------------------------------------------------------
    def view(self, name: str, shape=None, strides=None, offset: int = 0) -> np.ndarray:
        """Buffer `name` seen through (shape, element strides, element offset), checked to stay
        inside the buffer's bytes."""
        b = self.plan.buffers[name]
        shape = b.shape if shape is None else tuple(shape)
        if strides is None:
            strides = tuple(prod(shape[d + 1:]) for d in range(len(shape)))
        item = b.itemsize
        if prod(shape):
            lo = offset + sum(s * (d - 1) for d, s in zip(shape, strides) if s < 0)
            hi = offset + sum(s * (d - 1) for d, s in zip(shape, strides) if s > 0)
            if lo < 0 or (hi + 1) * item > b.nbytes:
                raise EmulationError(f"{name}: elements {lo}..{hi} outside its "
                                     f"{b.nbytes // item} elements")
        return np.ndarray(shape, b.dtype, buffer=self.mem[b.space], offset=b.offset + offset * item,
                          strides=tuple(s * item for s in strides))

    def read(self, name: str, shape=None, strides=None, offset: int = 0) -> np.ndarray:
        """What a kernel computes with: the view, float16 as float32 (the device loads float16
        and computes in float32; the store rounds back)."""
        v = self.view(name, shape, strides, offset)
        return v.astype(F32) if v.dtype == np.float16 else v

    # ---- running ---------------------------------------------------------------------------
    def run(self, feeds: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
        """The plan's outputs; the device's error (plan.status_error) where a kernel found a
        run-time index out of range."""
        self.status = 0
        for name in self.plan.inputs:
            self.view(name)[...] = np.asarray(feeds[name], dtype=self.plan.buffers[name].dtype)
        with np.errstate(all="ignore"):  # the device computes NaN and inf without a word
            for k, step in enumerate(self.plan.steps):
                {"cublas": self.gemm, "cudnn": self.conv, "nvrtc": self.kernel,
                 "tvm": self.eop}[step.lib](step)
                for b in self.dies.get(k, []):  # all bits set: NaN as float32, -1 or true else
                    self.mem[b.space][b.offset:b.offset + b.nbytes] = 0xFF
        error = self.plan.status_error(self.status)
        if error is not None:
            raise error
        return {name: self.view(name).copy() for name in self.plan.outputs}

    def gemm(self, s: Step) -> None:
        p = s.params

        def mat(name, trans, rows, cols, ld, stride):
            v = self.read(name, (p["batch"], rows, cols) if trans == "N" else
                          (p["batch"], cols, rows), (stride, 1, ld))
            return v if trans == "N" else v.transpose(0, 2, 1)

        m, n, k = p["m"], p["n"], p["k"]
        a = mat(s.reads[0], p["transa"], m, k, p["lda"], p["strideA"])
        b = mat(s.reads[1], p["transb"], k, n, p["ldb"], p["strideB"])
        c = self.view(s.writes[0], (p["batch"], m, n), (p["strideC"], 1, p["ldc"]))
        r = F32(p["alpha"]) * np.matmul(a, b)
        if p["beta"] != 0.0:  # cuBLAS reads C only when beta != 0
            r = r + F32(p["beta"]) * c.astype(F32)
        c[...] = r

    def conv(self, s: Step) -> None:
        p = s.params
        x, w = self.read(s.reads[0], p["x_dim"]), self.read(s.reads[1], p["w_dim"])
        y = conv_fprop(x, w, p) if p["conv"] == "fprop" else conv_dgrad(x, w, p)
        for op in p["frontend"][1:]:
            if op["op"] == "add" and op["inputs"][1] == "B":
                y = y + self.read(s.reads[2]).reshape(1, -1, 1, 1)
            elif op["op"] == "add":  # the residual: the step's last read, the output's shape
                y = y + self.read(s.reads[-1], p["y_dim"])
            elif op["op"] == "relu":
                y = np.maximum(y, F32(0))
        self.view(s.writes[0], p["y_dim"])[...] = y

    def kernel(self, s: Step) -> None:
        self.check_threads(s)
        getattr(self, "k_" + s.params["kind"])(s, s.params)

    def check_threads(self, s: Step) -> None:
        """The launch covers every thread the kernel's description needs."""
        need = threads_of(s.params)
        if s.block * s.grid < need:
            raise EmulationError(f"{s.node}: launch {s.grid}x{s.block} < {need} threads")

    def eop(self, s: Step) -> None:
        p = s.params
        roles, args = p["roles"], p["args"]
        if len(roles) != len(args) or set(args) != set(s.reads) | set(s.writes):
            raise EmulationError(f"{s.node}: {s.kernel} takes {len(roles)} arguments "
                                 f"{list(roles)}, the step binds {list(args)}")
        scope = from_json(p["expr"])
        # a tuned kernel (tune/cuda.py) computes the stages it is not given itself (inlined),
        # and covers its block with loops of its own, not one thread per element
        tuned = bool(p.get("tuned"))
        block, shapes = eop_block(scope, p["writes"], set(roles) if tuned else None)
        need = prod(block.shape)
        if not tuned and s.grid * s.block < need:
            raise EmulationError(f"{s.node}: launch {s.grid}x{s.block} < {need} threads "
                                 f"({s.kernel} writes {p['writes']} {block.shape})")
        vals = {}
        for role, buf in zip(roles, args):
            shape = shapes.get(role)
            if shape is None:
                raise EmulationError(f"{s.node}: {s.kernel} has no parameter role {role!r}")
            b = self.plan.buffers[buf]
            if b.nbytes != prod(shape) * b.itemsize:
                raise EmulationError(f"{s.node}: argument {role} of {s.kernel} is bound to "
                                     f"{buf} ({b.nbytes // b.itemsize} elements), it reads "
                                     f"{prod(shape)} elements {shape}")
            vals[role] = self.view(buf, shape).astype(np.float64)
        missing = [t.name for t in tensors(block) if t.name not in vals]
        if missing:
            raise EmulationError(f"{s.node}: {s.kernel} reads {missing}, not among its "
                                 f"arguments {list(roles)}")
        out = self.view(args[roles.index(p["writes"])], block.shape)
        out[...] = evaluate(block, vals).astype(F32)

    def k_map(self, s: Step, p: dict) -> None:
        shape = p["shape"]
        ins = [self.read(v, shape, st, off) for v, (off, st) in zip(s.reads, p["ins"])]
        out = self.view(s.writes[0], shape, p["out"][1], p["out"][0])
        v = FNS[p["fn"]][1](ins, p["consts"])
        extra = iter(s.reads[len(p["ins"]):])
        for t in p.get("then", []):  # fused follow-ups: the value so far at position pos
            args = [self.read(next(extra), shape, st, off) for off, st in t["ins"]]
            args.insert(t["pos"], v)
            v = FNS[t["fn"]][1](args, t.get("consts", {}))
        out[...] = v

    def k_pad(self, s: Step, p: dict) -> None:
        x = self.read(s.reads[0], p["in_shape"])
        idx, mask = [], np.ones(p["shape"], bool)
        for d, (o, n, b) in enumerate(zip(p["shape"], p["in_shape"], p["begin"])):
            c = np.arange(o) - b
            shp = [1] * len(p["shape"])
            shp[d] = o
            if p["mode"] == "constant":
                mask &= ((c >= 0) & (c < n)).reshape(shp)
                c = np.clip(c, 0, n - 1)
            elif p["mode"] == "edge":
                c = np.clip(c, 0, n - 1)
            else:
                c = np.where(c < 0, -c, np.where(c >= n, 2 * n - 2 - c, c))
            idx.append(c)
        vals = x[np.ix_(*idx)]
        self.view(s.writes[0], p["shape"])[...] = np.where(mask, vals, F32(p["value"]))

    def k_softmax(self, s: Step, p: dict) -> None:
        shape = (p["outer"], p["len"], p["inner"])
        x = self.read(s.reads[0], shape)
        if p.get("add"):  # the mask, broadcast over the scores' shape
            full = (*p["rows_shape"], p["len"])
            x = x + self.read(s.reads[1], full, p["add"]).reshape(shape)
        m = x.max(axis=1, keepdims=True)
        e = np.exp(x - m)
        y = (x - m) - np.log(e.sum(axis=1, keepdims=True)) if p.get("log") else \
            e / e.sum(axis=1, keepdims=True)
        if p.get("nan_to") is not None:
            y = np.where(np.isnan(y), F32(p["nan_to"]), y)
        self.view(s.writes[0], shape)[...] = y

    def k_layernorm(self, s: Step, p: dict) -> None:
        shape = (p["rows"], p["cols"])
        reads = iter(s.reads)
        v = self.read(next(reads), shape)
        if p.get("skip"):
            v = v + self.read(next(reads), shape)
        if p.get("pre"):
            v = v + self.read(next(reads), (p["cols"],))
        mean = np.zeros((p["rows"], 1), F32) if p.get("rms") else v.mean(axis=1, keepdims=True)
        var = ((v - mean) ** 2).mean(axis=1, keepdims=True)
        c = p.get("channels")  # InstanceNormalization: per row's channel
        per = (lambda a: np.resize(a, (p["rows"], 1))) if c else (lambda a: a)
        params = (c,) if c else (p["cols"],)
        y = (v - mean) / np.sqrt(var + F32(p["eps"])) * per(self.read(next(reads), params))
        if p["bias"]:
            y = y + per(self.read(next(reads), params))
        self.view(s.writes[0], shape)[...] = y
        if p.get("sum"):
            self.view(s.writes[1], shape)[...] = v

    def k_pool(self, s: Step, p: dict) -> None:
        x = self.read(s.reads[0], p["in_shape"])
        _, _, H, W = p["in_shape"]
        _, _, OH, OW = p["shape"]
        (kh, kw), (sh, sw), (dh, dw) = p["kernel"], p["strides"], p["dilations"]
        pt, pl, pb, pr = p["pads"]
        hs, ws = np.arange(OH) * sh - pt, np.arange(OW) * sw - pl
        is_max = p["mode"] == "max"
        acc = np.full(p["shape"], -np.inf if is_max else 0, F32)
        cnt = np.zeros((OH, OW), np.int64)
        for a in range(kh):
            for b in range(kw):
                h, w = hs + a * dh, ws + b * dw
                ok = ((h >= 0) & (h < H))[:, None] & ((w >= 0) & (w < W))[None, :]
                v = x[:, :, np.clip(h, 0, H - 1)][:, :, :, np.clip(w, 0, W - 1)]
                acc = np.where(ok, np.maximum(acc, v) if is_max else acc + v, acc)
                cnt += ok
        if not is_max:
            if p["include_pad"]:
                he, we = np.minimum(hs + kh, H + pb), np.minimum(ws + kw, W + pr)
                cnt = (he - hs)[:, None] * (we - ws)[None, :]
            acc = acc / cnt.astype(F32)
        self.view(s.writes[0], p["shape"])[...] = acc


    def checked(self, p: dict, idx: np.ndarray, dim: int) -> tuple[np.ndarray, np.ndarray]:
        """Indices resolved as cuda_source._checked_index resolves them, and where they are in
        range; one out of range sets the status word (a constant table must have none)."""
        q = idx.astype(np.int64)
        q = np.where(q < 0, q + dim, q)
        ok = (q >= 0) & (q < dim)
        if not ok.all():
            if p.get("status") is None:
                raise EmulationError(f"an index table holds indices outside [0, {dim})")
            self.status = p["status"] + 1
        return np.where(ok, q, 0), ok

    def k_gather(self, s: Step, p: dict) -> None:
        x = self.view(s.reads[0], (p["outer"], p["dim"], p["inner"]))
        idx = self.view(s.reads[1], (p["count"],))
        if idx.dtype != np.dtype(p.get("itype", "int32")):
            raise EmulationError(f"{s.node}: indices are {idx.dtype}, the kernel reads "
                                 f"{p.get('itype', 'int32')}")
        q, ok = self.checked(p, idx, p["dim"])
        y = np.where(ok[None, :, None], x[:, q, :], np.zeros((), x.dtype))
        self.view(s.writes[0], (p["outer"], p["count"], p["inner"]))[...] = y

    def k_gather_elements(self, s: Step, p: dict) -> None:
        x = self.view(s.reads[0], p["data_shape"])
        idx = self.view(s.reads[1], p["shape"])
        q, ok = self.checked(p, idx, p["data_shape"][p["axis"]])
        # the data cut to the indices' extent on the other axes (GatherElements reads there)
        cut = tuple(slice(None) if d == p["axis"] else slice(0, n)
                    for d, n in enumerate(p["shape"]))
        y = np.take_along_axis(x[cut], q, axis=p["axis"])
        self.view(s.writes[0], p["shape"])[...] = np.where(ok, y, np.zeros((), x.dtype))

    def k_reduce(self, s: Step, p: dict) -> None:
        x = self.read(s.reads[0], p["in_shape"])
        axes = tuple(p["axes"])
        if p.get("arg"):  # the first (or last) index of the max (min) along the axis
            a = axes[0]
            pick = np.argmax if p["arg"] == "max" else np.argmin
            if p.get("last"):
                y = x.shape[a] - 1 - pick(np.flip(x, a), axis=a)
            else:
                y = pick(x, axis=a)
            self.view(s.writes[0], (p["rows"],))[...] = np.asarray(y).reshape(-1)
            return
        reducers: dict[str, Callable[..., Any]] = {
            "sum": np.sum, "mean": np.mean, "max": np.max, "min": np.min, "prod": np.prod,
            "l1": lambda v, axis: np.sum(np.abs(v), axis=axis),
            "l2": lambda v, axis: np.sqrt(np.sum(v * v, axis=axis)),
            "sum_square": lambda v, axis: np.sum(v * v, axis=axis),
            "log_sum": lambda v, axis: np.log(np.sum(v, axis=axis)),
            "log_sum_exp": _log_sum_exp}
        y = reducers[p["op"]](x, axis=axes)
        self.view(s.writes[0], (p["rows"],))[...] = np.asarray(y).reshape(-1)

    def k_scan(self, s: Step, p: dict) -> None:
        shape = (p["outer"], p["len"], p["inner"])
        x = self.view(s.reads[0], shape)
        if p["reverse"]:
            x = x[:, ::-1]
        y = np.cumsum(x, axis=1, dtype=x.dtype)
        if p["exclusive"]:
            y = np.concatenate([np.zeros_like(y[:, :1]), y[:, :-1]], axis=1)
        self.view(s.writes[0], shape)[...] = y[:, ::-1] if p["reverse"] else y

    def k_resize(self, s: Step, p: dict) -> None:
        x = self.read(s.reads[0], p["in_shape"])
        shape, xs = p["shape"], p["in_shape"]
        linear = p["mode"] == "linear"
        last = len(shape) - 2 if linear else len(shape)
        index = []
        for d in range(last):
            c = np.arange(shape[d])
            if xs[d] == shape[d] and p["scales"][d] == 1.0:
                index.append(c)
            else:
                q = _nearest(p["nearest"], resize_coordinate(p, d, c))
                index.append(np.clip(q, 0, xs[d] - 1))
        if not linear:
            self.view(s.writes[0], shape)[...] = x[np.ix_(*index)]
            return
        lo, hi, d1, d2 = [], [], [], []
        for d in (len(shape) - 2, len(shape) - 1):
            c = np.clip(resize_coordinate(p, d, np.arange(shape[d])), F32(0), F32(xs[d] - 1))
            a = np.minimum(c.astype(np.int64), xs[d] - 1)
            b = np.minimum(a + 1, xs[d] - 1)
            w1, w2 = np.abs(c - a.astype(F32)), np.abs(c - b.astype(F32))
            w1, w2 = np.where(a == b, F32(0.5), w1), np.where(a == b, F32(0.5), w2)
            lo.append(a)
            hi.append(b)
            d1.append(w1)
            d2.append(w2)
        lead = x[np.ix_(*index, np.arange(xs[-2]), np.arange(xs[-1]))]

        def at(r, c):
            return lead[..., r[:, None], c[None, :]]

        dh1, dh2 = d1[0][:, None], d2[0][:, None]
        dw1, dw2 = d1[1][None, :], d2[1][None, :]
        y = (dw2 * dh2 * at(lo[0], lo[1]) + dw1 * dh2 * at(lo[0], hi[1])
             + dw2 * dh1 * at(hi[0], lo[1]) + dw1 * dh1 * at(hi[0], hi[1]))
        self.view(s.writes[0], shape)[...] = y

    def k_lstm_cell(self, s: Step, p: dict) -> None:
        B, H = p["rows"], p["hidden"]
        xw, g = self.read(s.reads[0], (B, 4, H)), self.read(s.reads[1], (B, 4, H))
        bias = self.read(s.reads[2], (4, H))
        c_in = self.read(s.reads[3], (B, H)).copy()
        z = xw + g + bias
        i, o, f = (F32(1) / (F32(1) + np.exp(-z[:, k])) for k in range(3))
        c = f * c_in + i * np.tanh(z[:, 3])
        self.view(s.writes[1], (B, H))[...] = c
        self.view(s.writes[0], (B, H))[...] = o * np.tanh(c)

    def k_gru_cell(self, s: Step, p: dict) -> None:
        B, H = p["rows"], p["hidden"]
        xw, g = self.read(s.reads[0], (B, 3, H)), self.read(s.reads[1], (B, 3, H))
        wb, rb = self.read(s.reads[2], (3, H)), self.read(s.reads[3], (3, H))
        h = self.read(s.reads[4], (B, H)).copy()
        z, r = (F32(1) / (F32(1) + np.exp(-(xw[:, k] + g[:, k] + wb[k] + rb[k])))
                for k in range(2))
        n = np.tanh(xw[:, 2] + wb[2] + r * (g[:, 2] + rb[2]))
        self.view(s.writes[0], (B, H))[...] = (F32(1) - z) * n + z * h

    def k_col2im(self, s: Step, p: dict) -> None:
        N, C, H, W = p["shape"]
        kh, kw = p["block"]
        bh, bw = p["blocks"]
        (sh, sw), (dh, dw) = p["strides"], p["dilations"]
        pt, pl = p["pads"][0], p["pads"][1]
        x = self.read(s.reads[0], (N, C, kh, kw, bh, bw))
        y = np.zeros(p["shape"], F32)
        for a in range(kh):
            for b in range(kw):
                rows = np.arange(bh) * sh - pt + a * dh  # the output rows block rows land on
                cols = np.arange(bw) * sw - pl + b * dw
                ri, ci = (rows >= 0) & (rows < H), (cols >= 0) & (cols < W)
                y[:, :, rows[ri][:, None], cols[ci][None, :]] += \
                    x[:, :, a, b][:, :, ri][:, :, :, ci]
        self.view(s.writes[0], p["shape"])[...] = y


def eop_block(scope: Scope, role: str, given: set[str] | None = None
              ) -> tuple[Scope, dict[str, tuple[int, ...]]]:
    """The block of an eOperator that writes `role` (out, or stage T<k> of expr.stages), with
    every stage it reads made a Tensor T<j> (read at index - lo: a stage is stored in its own
    coordinates, derive/eop_tvm.py), and the shape of every role. `given`: the roles the
    kernel is passed; a stage not among them stays an expression (the kernel computes it)."""
    st = stages(scope)
    shapes = {f"in{k}": t.shape for k, t in enumerate(tensors(scope))}
    shapes |= {f"T{k}": x.shape for k, x in enumerate(st)} | {"out": scope.shape}
    if role not in shapes or role.startswith("in"):
        raise EmulationError(f"an eOperator kernel writes {role!r}, not a stage or out")
    block = scope if role == "out" else st[int(role[1:])]
    as_tensor = {x: (Tensor(f"T{k}", x.shape), [lo for lo, _ in x.bounds])
                 for k, x in enumerate(st) if given is None or f"T{k}" in given}

    def acc(a: Access) -> Access:
        if isinstance(a.src, Tensor) or a.src not in as_tensor:
            return a
        t, lows = as_tensor[a.src]
        return Access(t, tuple(ix - lo for ix, lo in zip(a.index, lows)))

    return Scope(block.loops, block.sums, map_accesses(block.body, acc), block.name), shapes


def _log_sum_exp(v: np.ndarray, axis: tuple[int, ...]) -> np.ndarray:
    m = np.max(v, axis=axis, keepdims=True)
    return np.log(np.sum(np.exp(v - m), axis=axis)) + m.reshape(np.sum(v, axis=axis).shape)


def resize_coordinate(p: dict, d: int, c: np.ndarray) -> np.ndarray:
    """cuda_source.resize_source in float32."""
    n_in, n_out, sc = p["in_shape"][d], p["shape"][d], F32(p["scales"][d])
    c = c.astype(F32)
    mode = p["coordinate"]
    if mode == "half_pixel" or (mode == "pytorch_half_pixel" and n_out > 1):
        return (c + F32(0.5)) / sc - F32(0.5)
    if mode == "pytorch_half_pixel":
        return np.zeros_like(c)
    if mode == "asymmetric":
        return c / sc
    if mode == "tf_half_pixel_for_nn":
        return (c + F32(0.5)) / sc
    return np.zeros_like(c) if n_out == 1 else c * F32(n_in - 1) / F32(n_out - 1)


def _nearest(mode: str, x: np.ndarray) -> np.ndarray:
    """cuda_source.NEAREST: C's roundf rounds half away from 0."""
    a = np.abs(x)
    f = np.floor(a)
    away = np.sign(x) * (f + (a - f >= F32(0.5)))  # C's roundf (a - f is exact; a + 0.5 is not)
    tie = x == np.trunc(x) + F32(0.5)
    q = {"round_prefer_floor": np.where(tie, np.floor(x), away),
         "round_prefer_ceil": np.where(tie, np.ceil(x), away),
         "floor": np.floor(x), "ceil": np.ceil(x)}[mode]
    return q.astype(np.int64)


def conv_fprop(x: np.ndarray, w: np.ndarray, p: dict) -> np.ndarray:
    n, c, _, _ = x.shape
    k, cg, r, s_ = w.shape
    g = p["groups"]
    _, _, oh, ow = p["y_dim"]
    (st_h, st_w), (dh, dw) = p["stride"], p["dilation"]
    (pt, pl), (pb, pr) = p["pre_padding"], p["post_padding"]
    if cg * g != c or k % g:
        raise EmulationError(f"conv: W {w.shape} does not fit X {x.shape} in {g} groups")
    xp = np.pad(x, ((0, 0), (0, 0), (pt, pb), (pl, pr)))
    if (oh - 1) * st_h + (r - 1) * dh >= xp.shape[2] or (ow - 1) * st_w + (s_ - 1) * dw >= \
            xp.shape[3]:
        raise EmulationError(f"conv: output {p['y_dim']} reaches past the padded input")
    cols = np.empty((n, c, r * s_, oh, ow), F32)
    for a in range(r):
        for b in range(s_):
            cols[:, :, a * s_ + b] = xp[:, :, a * dh:a * dh + (oh - 1) * st_h + 1:st_h,
                                        b * dw:b * dw + (ow - 1) * st_w + 1:st_w]
    cols = cols.reshape(n, g, cg * r * s_, oh * ow)
    wg = w.reshape(g, k // g, cg * r * s_)
    y = np.einsum("gkq,ngqp->ngkp", wg, cols, optimize=True)
    return y.reshape(n, k, oh, ow).astype(F32)


def conv_dgrad(dy: np.ndarray, w: np.ndarray, p: dict) -> np.ndarray:
    """cuDNN's backward data: dx[h] += dy[y] w[r] at h = y * stride - pre + r * dilation."""
    n, k, h, wd = dy.shape
    k2, c, r, s_ = w.shape
    _, c2, oh, ow = p["y_dim"]
    if k2 != k or c2 != c:
        raise EmulationError(f"dgrad: W {w.shape} does not fit DY {dy.shape} -> {p['y_dim']}")
    (st_h, st_w), (dh, dw) = p["stride"], p["dilation"]
    pt, pl = p["pre_padding"]
    fh = max((h - 1) * st_h + (r - 1) * dh + 1, pt + oh)
    fw = max((wd - 1) * st_w + (s_ - 1) * dw + 1, pl + ow)
    full = np.zeros((n, c, fh, fw), F32)
    for a in range(r):
        for b in range(s_):
            full[:, :, a * dh:a * dh + (h - 1) * st_h + 1:st_h,
                 b * dw:b * dw + (wd - 1) * st_w + 1:st_w] += np.einsum(
                "nkhw,kc->nchw", dy, w[:, :, a, b], optimize=True)
    return full[:, :, pt:pt + oh, pl:pl + ow]
