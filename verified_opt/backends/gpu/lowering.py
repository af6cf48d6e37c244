"""Each operator of a Graph as GPU steps: which library or kernel runs it, with what arguments.

KERNEL_KIND is the table op -> how the GPU runs it (the future `gpu` facet of each OpSpec):
`cublas` (gemmStridedBatched, row-major through the usual operand swap), `cudnn` (a frontend
graph: conv_fprop or conv_dgrad, with bias and ReLU fused where the graph allows), `nvrtc:<kind>`
(a generated CUDA C kernel of cuda_source.py), `view` (no launch: the output shares its input's
bytes), `weights` (a constant, uploaded with the weights). An eOperator (derive/eop_onnx.py, a
custom domain) is `tvm`: the kernels TVM generates for its expression, launched as TVM's host
code launches them (derive/eop_cuda.py; generated here or read from the store of modules
generated where TVM is, derive/cuda_store.py), its stages placed in the arena like any value.
"""

from __future__ import annotations

from math import prod
from typing import Any

import numpy as np

from verified_opt.backends.gpu import cuda_source, fusion
from verified_opt.backends.gpu.plan import VIEW_OPS, PlanError, Step
from verified_opt.errors import VoptError
from verified_opt.ir.evaluate import eval_node
from verified_opt.ir.graph import Graph
from verified_opt.ops.node import Node, TensorType, onnx_dtype

BINARY = {"Add": "add", "Sub": "sub", "Mul": "mul", "Div": "div"}
UNARY = {"Relu": "relu", "Sigmoid": "sigmoid", "Tanh": "tanh", "Erf": "erf"}
POOLS = ("MaxPool", "AveragePool", "GlobalAveragePool", "GlobalMaxPool")
# Element-wise operators of any typed value (transformer models' masks and positions), by the
# map function each becomes; the ones in FLOAT_ONLY take float operands only.
ELEMENTWISE = {
    "Neg": "neg", "Sqrt": "sqrt", "Reciprocal": "reciprocal", "Exp": "exp", "Log": "log",
    "Sin": "sin", "Cos": "cos", "Abs": "abs", "Pow": "pow", "Max": "max", "Min": "min",
    "Equal": "equal", "Less": "less", "Greater": "greater", "LessOrEqual": "less_equal",
    "GreaterOrEqual": "greater_equal", "And": "and", "Or": "or", "Xor": "xor", "Not": "not",
    "IsNaN": "isnan", "IsInf": "isinf", "Where": "where", "Expand": "copy",
    "Clip": "clip", "LeakyRelu": "leaky_relu", "Elu": "elu", "HardSigmoid": "hard_sigmoid",
    "HardSwish": "hard_swish", "PRelu": "prelu", "Floor": "floor", "Ceil": "ceil",
    "Round": "round", "Sign": "sign", "Tan": "tan", "Atan": "atan", "Asin": "asin",
    "Acos": "acos", "Sinh": "sinh", "Cosh": "cosh", "Softplus": "softplus",
    "Softsign": "softsign", "Selu": "selu",
}
FLOATS = ("float32", "float16")
FLOAT_ONLY = frozenset({"relu", "sigmoid", "tanh", "erf", "sqrt", "reciprocal", "exp", "log",
                        "sin", "cos", "abs", "pow", "isnan", "isinf", "isposinf", "isneginf",
                        "bn", "scale", "gelu", "bias_gelu", "fast_gelu", "bias_fast_gelu",
                        "quick_gelu", "leaky_relu", "elu", "hard_sigmoid", "hard_swish",
                        "prelu", "floor", "ceil", "round", "tan", "atan", "asin", "acos", "sinh",
                        "cosh", "softplus", "softsign", "selu"})
# What chain() fuses into the kernel before it (float values of one type)
CHAIN = {**BINARY, **UNARY, **{op: ELEMENTWISE[op] for op in
                               ("Neg", "Sqrt", "Reciprocal", "Exp", "Log", "Abs")}}
REDUCE = {"ReduceMean": "mean", "ReduceSum": "sum", "ReduceMax": "max", "ReduceMin": "min",
          "ReduceProd": "prod", "ReduceL1": "l1", "ReduceL2": "l2",
          "ReduceSumSquare": "sum_square", "ReduceLogSum": "log_sum",
          "ReduceLogSumExp": "log_sum_exp", "ArgMax": "max", "ArgMin": "min"}

KERNEL_KIND: dict[str, str] = {
    "MatMul": "cublas", "Gemm": "cublas", "Einsum": "cublas",
    "Conv": "cudnn", "ConvTranspose": "cudnn",
    **{op: "nvrtc:map" for op in (*BINARY, *UNARY, "BatchNormalization", "Transpose", "Concat",
                                  "Split", "Slice")},
    "Pad": "nvrtc:pad", "Softmax": "nvrtc:softmax", "LogSoftmax": "nvrtc:softmax",
    "LayerNormalization": "nvrtc:layernorm",
    "InstanceNormalization": "nvrtc:layernorm", "Resize": "nvrtc:resize",
    "LSTM": "cublas + nvrtc:lstm_cell", "GRU": "cublas + nvrtc:gru_cell",
    "SimplifiedLayerNormalization": "nvrtc:layernorm",  # ONNX Runtime's, in the default domain
    "Col2Im": "nvrtc:col2im", "Gather": "nvrtc:gather", "GatherND": "nvrtc:gather",
    "GatherElements": "nvrtc:gather_elements", "CumSum": "nvrtc:scan",
    **{op: "nvrtc:map" for op in ELEMENTWISE}, "Cast": "nvrtc:map",  # to its own type: a view
    "CastLike": "nvrtc:map", "Trilu": "nvrtc:map",
    **{op: "nvrtc:reduce" for op in REDUCE},
    **{op: "nvrtc:pool" for op in POOLS},
    **{op: "view" for op in VIEW_OPS},
    "Constant": "weights",
}
# Operator -> the Lowering method that lowers it (Cast, views and Constant: lower() itself).
METHODS: dict[str, str] = {
    **{op: "binary" for op in (*BINARY, *UNARY)}, **{op: "elementwise" for op in ELEMENTWISE},
    **{op: "reduce" for op in REDUCE}, **{op: "pool" for op in POOLS},
    "CumSum": "cumsum", "GatherElements": "gather_elements", "GatherND": "gather_nd",
    "BatchNormalization": "batchnorm", "Transpose": "transpose", "Concat": "concat",
    "Split": "split", "Slice": "slice", "Pad": "pad", "Softmax": "softmax",
    "LogSoftmax": "softmax", "LayerNormalization": "layernorm",
    "InstanceNormalization": "instancenorm", "SimplifiedLayerNormalization": "simplified_norm",
    "Resize": "resize", "LSTM": "lstm", "GRU": "gru", "Col2Im": "col2im", "Gather": "gather",
    "MatMul": "gemm", "Gemm": "gemm", "Einsum": "einsum", "Conv": "conv", "Trilu": "trilu",
    "ConvTranspose": "conv",
}
# Operators of other domains: (domain, op) -> kind. ONNX Runtime's com.microsoft operators
# are those its transformers optimizer writes (optimum's fused models).
MS = "com.microsoft"
CONTRIB_GELU = {"Gelu": "gelu", "BiasGelu": "bias_gelu", "FastGelu": "fast_gelu",
                "QuickGelu": "quick_gelu"}
CUSTOM_KIND: dict[tuple[str, str], str] = {
    ("ai.verified_opt", "EOperator"): "tvm",
    **{(MS, op): "nvrtc:map" for op in CONTRIB_GELU},
    (MS, "SkipLayerNormalization"): "nvrtc:layernorm",
    (MS, "SkipSimplifiedLayerNormalization"): "nvrtc:layernorm",
    (MS, "FusedMatMul"): "cublas",
}


def strides(shape: tuple[int, ...]) -> tuple[int, ...]:
    """Row-major element strides."""
    out, acc = [], 1
    for d in reversed(shape):
        out.append(acc)
        acc *= d
    return tuple(reversed(out))


def broadcast_strides(shape: tuple[int, ...], out: tuple[int, ...]) -> tuple[int, ...]:
    """Strides that read `shape` broadcast to `out` (0 along broadcast dimensions)."""
    pad = (1,) * (len(out) - len(shape)) + tuple(shape)
    return tuple(0 if d == 1 and o != 1 else s for d, o, s in zip(pad, out, strides(pad)))


class Lowering:
    def __init__(self, g: Graph) -> None:
        self.g = g
        self.steps: list[Step] = []
        self.alias: dict[str, str] = {}
        self.delta: dict[str, int] = {}  # a view's byte offset into the value it views
        self.weights: dict[str, np.ndarray] = {}
        self.weight_order: list[str] = []
        self.notes: list[str] = []
        self.checks: list[str] = []  # kernels that check run-time indices, by status slot
        self.in_place: list[str] = []  # Concats whose inputs are written into their slices
        self.scaled: dict[str, fusion.Scale] = {}  # a MatMul operand -> its unscaled value
        self.pre_add: dict[str, fusion.SoftmaxAdd] = {}  # a Softmax input -> its Add
        self.skip: set[str] = set()  # nodes fused into an earlier step (by first output)
        self.users = g.consumers()
        self.made_at = {v: k for k, n in enumerate(g.nodes) for v in n.outputs}

    # ---- helpers ---------------------------------------------------------------------------
    def shape(self, v: str) -> tuple[int, ...]:
        return tuple(self.g.types[v].shape)

    def const(self, node: Node, i: int) -> np.ndarray | None:
        if i >= len(node.inputs) or not node.inputs[i]:
            return None
        v = node.inputs[i]
        if v not in self.g.initializers:
            raise PlanError(f"{node.op} '{node.name}': input {i} must be a constant")
        return self.g.initializers[v]

    def required_const(self, node: Node, i: int) -> np.ndarray:
        v = self.const(node, i)
        if v is None:
            raise PlanError(f"{node.op} '{node.name}': input {i} is missing")
        return v

    def read(self, v: str) -> str:
        """A tensor a step reads: initializers enter the weights space on first use."""
        if v in self.g.initializers and v not in self.weights:
            self.weights[v] = np.ascontiguousarray(self.g.initializers[v])
            self.weight_order.append(v)
        return v

    def emit(self, node: Node, lib: str, reads, writes, params, tables=(),
             typed: bool = False) -> None:
        """A step. A `typed` kernel (map, gather, scan) takes values of any type
        cuda_source.CTYPES names; any other step's values (but `tables`: constant index tables,
        int32, that the kernel reads as such) are all float32 or all float16 (then
        params["dtype"] says so: its kernel, cuBLAS call or cuDNN graph reads and writes float16
        and computes in float32); a TVM eOperator's are float32."""
        dts = set()
        for v in (*reads, *writes):
            dt = self._dtype(v)
            if typed and dt not in cuda_source.CTYPES:
                raise PlanError(f"{node.op} '{node.name}': {v} is {onnx_dtype(dt)}; the GPU plan "
                                f"runs {', '.join(map(onnx_dtype, cuda_source.CTYPES))}")
            if not typed and v not in tables:
                if dt not in FLOATS or (lib == "tvm" and dt != "float32"):
                    runs = "float32" if lib == "tvm" else "float32 or float16"
                    raise PlanError(f"{node.op} '{node.name}': {v} is {onnx_dtype(dt)}; the GPU "
                                    f"plan runs it on {runs}")
                dts.add(dt)
        if len(dts) > 1:
            raise PlanError(f"{node.op} '{node.name}' mixes float32 and float16 operands")
        if dts == {"float16"}:
            params["dtype"] = "float16"
        step = Step(node.name or node.outputs[0], node.op, lib, tuple(self.read(v) for v in reads),
                    tuple(writes), params)
        if lib == "nvrtc":
            name, src, grid, block = cuda_source.render(params)
            step = Step(step.node, step.op, lib, step.reads, step.writes, params, name, src,
                        grid, block)
        self.steps.append(step)

    def map(self, node: Node, fn: str, reads, write: str, shape, ins, out=None, then=None,
            **consts) -> None:
        params = {"kind": "map", "fn": fn, "shape": tuple(shape), "ins": [tuple(i) for i in ins],
                  "out": out or (0, strides(tuple(shape))), "consts": consts}
        if then:  # element-wise nodes fused after fn (chain below)
            params["then"] = [{k: v for k, v in t.items() if k != "node"} for t in then]
            params["fuses"] = [t["node"] for t in then]
        dtypes = tuple(self._dtype(v) for v in (*reads, write))
        if set(dtypes) != {"float32"}:
            other = [d for d in dtypes[:-1] if d not in FLOATS]
            if (fn in FLOAT_ONLY or fn == "div") and other:
                raise PlanError(f"{node.op} '{node.name}' of {onnx_dtype(other[0])} is not "
                                "planned (float32 and float16 only)")
            params["dtypes"] = dtypes
        self.emit(node, "nvrtc", reads, (write,), params, typed=True)

    def status_slot(self, node: Node) -> int:
        """A slot of the status word for a kernel that checks run-time indices (plan.checks:
        the node each slot reports)."""
        self.checks.append(node.name or node.outputs[0])
        return len(self.checks) - 1

    def chain(self, node: Node, y: str, shape: tuple[int, ...]) -> tuple[list[dict], list[str], str]:
        """The element-wise nodes that can run in the same kernel after `node`: while the value
        so far goes to exactly one node, an Add/Sub/Mul/Div or a float unary (CHAIN) of the same
        output shape that takes it once, whose other operands are computed before `node`
        (inputs, constants, earlier nodes' outputs). Returns the follow-ups (each its function,
        the position of the value among its operands, its other operands' strides), the
        operands they read, and the value the kernel writes last. One memory pass instead of
        one per node (GELU's Div, Erf, Add, Mul, Mul; BatchNorm then ReLU)."""
        then: list[dict] = []
        reads: list[str] = []
        at = self.made_at.get(y, len(self.g.nodes))
        while True:
            users = self.users.get(y, [])
            if len(users) != 1 or y in self.g.outputs:
                break
            nxt = users[0]
            if nxt.domain not in ("", "ai.onnx") or nxt.op not in CHAIN:
                break
            out = nxt.outputs[0]
            if out not in self.g.types or self.shape(out) != shape or \
                    [v for v in nxt.inputs].count(y) != 1:
                break
            others = [v for v in nxt.inputs if v != y]
            if any(v not in self.g.initializers and v not in self.g.inputs and
                   self.made_at.get(v, len(self.g.nodes)) >= at for v in others):
                break
            if self._dtype(y) not in FLOATS or \
                    any(self._dtype(v) != self._dtype(y) for v in [*others, out]):
                break
            then.append({"node": nxt.name or out, "fn": CHAIN[nxt.op],
                         "pos": nxt.inputs.index(y),
                         "ins": [(0, broadcast_strides(self._shape_any(v), shape))
                                 for v in others]})
            reads += others
            self.skip.add(out)
            y = out
        return then, reads, y

    def _dtype(self, v: str) -> str:
        return self.g.types[v].dtype if v in self.g.types else self.g.initializers[v].dtype.name

    # ---- dispatch --------------------------------------------------------------------------
    def lower(self, node: Node) -> None:
        if node.outputs and node.outputs[0] in self.skip:
            return
        if node.name in self.g.dynamic:
            raise PlanError(f"{node.op} '{node.name}' has run-time shape inputs")
        custom = CUSTOM_KIND.get((node.domain, node.op))
        if custom == "tvm":
            self.eop(node)
            return
        if self.fused(node):
            return
        if custom is not None:  # ONNX Runtime's com.microsoft operators
            if node.op in CONTRIB_GELU:
                self.contrib_gelu(node)
            elif node.op == "FusedMatMul":
                self.gemm(node)
            else:
                self.norm(node, skip=True, rms="Simplified" in node.op)
            return
        if node.domain not in ("", "ai.onnx") or node.op not in KERNEL_KIND:
            raise PlanError(f"no GPU lowering for operator {node.op} (node {node.name!r})")
        op = node.op
        if op == "CastLike":  # a Cast to the type of its second input
            node = node.replace(op="Cast", inputs=node.inputs[:1])
            op = "Cast"
        if op == "Cast" and self._dtype(node.inputs[0]) != self._dtype(node.outputs[0]):
            x, y = node.inputs[0], node.outputs[0]
            to, frm = self._dtype(y), self._dtype(x)
            fn = "cast_bool" if to == "bool" else "cast"
            if frm in FLOATS and to not in FLOATS + ("bool",):
                fn = "cast_i64" if to == "int64" else "cast_i32"
            self.map(node, fn, [x], y, self.shape(y), [(0, strides(self.shape(y)))])
        elif op in VIEW_OPS or op == "Cast":  # a Cast to its own type is a view
            x, y = node.inputs[0], node.outputs[0]
            if op == "Dropout" and len(node.outputs) > 1 and node.outputs[1]:
                raise PlanError("Dropout's mask output is not planned")
            self.alias[y] = x
            if x in self.g.initializers:
                self.read(x)
        elif op == "Constant":
            [value] = eval_node(node, [])
            self.g.initializers[node.outputs[0]] = value
        else:
            getattr(self, METHODS[op])(node)

    def binary(self, node: Node) -> None:
        """Add/Sub/Mul/Div and Relu/Sigmoid/Tanh/Erf, with the element-wise chain after it."""
        y = node.outputs[0]
        shp = self.shape(y)
        ins = [(0, broadcast_strides(self._shape_any(v), shp)) for v in node.inputs]
        then, reads, out = self.chain(node, y, shp)
        self.map(node, BINARY.get(node.op) or UNARY[node.op], [*node.inputs, *reads], out, shp,
                 ins, then=then)

    def transpose(self, node: Node) -> None:
        x, y = node.inputs[0], node.outputs[0]
        perm = node.attr("perm") or list(reversed(range(len(self.shape(x)))))
        st = strides(self.shape(x))
        self.map(node, "copy", [x], y, self.shape(y), [(0, tuple(st[p] for p in perm))])

    def simplified_norm(self, node: Node) -> None:
        self.norm(node, skip=False, rms=True)

    def fused(self, node: Node) -> bool:
        """Whether the node starts a fusion.py pattern, taken here: an RMSNorm is lowered now,
        a MatMul operand's scale and a Softmax's Add are left to the MatMul and the Softmax."""
        if node.domain not in ("", "ai.onnx"):
            return False
        if node.op == "Pow":
            rms = fusion.match_rmsnorm(self, node)
            if rms is None:
                return False
            scale = rms.scale
            if scale is None:
                cols = self.shape(rms.x)[-1]
                scale = f"{node.name or node.outputs[0]}/ones"
                self.g.initializers[scale] = np.ones(cols, np.dtype(self._dtype(rms.x)))
            xs = self.shape(rms.x)
            params = {"kind": "layernorm", "rows": prod(xs[:-1]), "cols": xs[-1],
                      "eps": rms.eps, "bias": False, "rms": True,
                      "fuses": [n.name or n.outputs[0] for n in rms.fused]}
            self.emit(node, "nvrtc", [rms.x, scale], (rms.out,), params)
            self.skip.update(n.outputs[0] for n in rms.fused)
            return True
        if node.op in ("Mul", "Div"):
            sc = fusion.match_scale(self, node)
            if sc is not None:
                self.scaled[node.outputs[0]] = sc
                return True
        if node.op == "Add":
            add = fusion.match_softmax_add(self, node)
            if add is not None:
                self.pre_add[node.outputs[0]] = add
                return True
        return False

    def _shape_any(self, v: str) -> tuple[int, ...]:
        return tuple(self.g.initializers[v].shape) if v in self.g.initializers else self.shape(v)

    # ---- element-wise and layout -----------------------------------------------------------
    def batchnorm(self, node: Node) -> None:
        if node.attr("training_mode", 0) or any(node.outputs[1:]):
            raise PlanError("BatchNormalization in training mode is not planned")
        y = node.outputs[0]
        shp = self.shape(y)
        chan = tuple(1 if d == 1 else 0 for d in range(len(shp)))
        ins = [(0, strides(shp))] + [(0, chan)] * 4
        then, reads, out = self.chain(node, y, shp)
        self.map(node, "bn", [*node.inputs[:5], *reads], out, shp, ins, then=then,
                 eps=float(node.attr("epsilon", 1e-5)))

    def concat(self, node: Node) -> None:
        y = node.outputs[0]
        shp = self.shape(y)
        axis = node.attr("axis") % len(shp)
        ost, at = strides(shp), 0
        if self.concat_in_place(node, axis):
            for x in node.inputs:  # each input is a view of its slice: its producer writes there
                self.alias[x] = y
                self.delta[x] = at * ost[axis] * np.dtype(self._dtype(y)).itemsize
                at += self._shape_any(x)[axis]
            self.in_place.append(node.name or y)
            return
        for x in node.inputs:
            xs = self._shape_any(x)
            self.map(node, "copy", [x], y, xs, [(0, strides(xs))], out=(at * ost[axis], ost))
            at += xs[axis]

    def concat_in_place(self, node: Node, axis: int) -> bool:
        """Whether the Concat's inputs can be written straight into its output (no copies):
        each slice is contiguous (the dimensions before the axis are 1), each input is a
        float value made by an earlier step (not an input, constant or view), read by this
        Concat alone and once, and each slice starts on the plan's alignment."""
        from verified_opt.backends.gpu.plan import ALIGN

        y = node.outputs[0]
        shp = self.shape(y)
        if prod(shp[:axis]) != 1 or len(set(node.inputs)) != len(node.inputs):
            return False
        inner, at = prod(shp[axis + 1:]) * np.dtype(self._dtype(y)).itemsize, 0
        for x in node.inputs:
            made = x in self.made_at and x not in self.alias and x not in self.g.outputs \
                and x not in self.g.initializers  # a Constant node's value is a weight
            only_here = [u is node for u in self.users.get(x, [])] == [True]
            if not (made and only_here and self._dtype(x) in FLOATS) or (at * inner) % ALIGN:
                return False
            at += self._shape_any(x)[axis]
        return True

    def split(self, node: Node) -> None:
        x = node.inputs[0]
        xs = self.shape(x)
        axis = node.attr("axis", 0) % len(xs)
        st, at = strides(xs), 0
        for y in node.outputs:
            ys = self.shape(y)
            self.map(node, "copy", [x], y, ys, [(at * st[axis], st)])
            at += ys[axis]

    def slice(self, node: Node) -> None:
        x, y = node.inputs[0], node.outputs[0]
        xs, ys = self.shape(x), self.shape(y)
        starts, ends = self.required_const(node, 1), self.const(node, 2)
        axes_v = self.const(node, 3)
        steps_v = self.const(node, 4)
        axes = list(range(len(starts))) if axes_v is None else [int(a) % len(xs) for a in axes_v]
        steps = [1] * len(starts) if steps_v is None else [int(s) for s in steps_v]
        st = strides(xs)
        offset, rst = 0, list(st)
        for a, s0, step in zip(axes, starts, steps):
            d, s0 = xs[a], int(s0)
            s0 = s0 + d if s0 < 0 else s0
            s0 = min(max(s0, 0), d if step > 0 else d - 1)
            offset += s0 * st[a]
            rst[a] = st[a] * step
        del ends  # the output type already holds each sliced extent
        self.map(node, "copy", [x], y, ys, [(offset, tuple(rst))])

    def pad(self, node: Node) -> None:
        x, y = node.inputs[0], node.outputs[0]
        xs = self.shape(x)
        pads = [int(p) for p in self.required_const(node, 1)]
        value = self.const(node, 2)
        axes_v = self.const(node, 3)
        axes = list(range(len(xs))) if axes_v is None else [int(a) % len(xs) for a in axes_v]
        begin = [0] * len(xs)
        for k, a in enumerate(axes):
            begin[a] = pads[k]
        mode = node.attr("mode", "constant")
        if mode not in ("constant", "edge", "reflect"):
            raise PlanError(f"Pad mode {mode} is not planned")
        params = {"kind": "pad", "shape": self.shape(y), "in_shape": xs, "begin": tuple(begin),
                  "mode": mode, "value": float(value.reshape(-1)[0]) if value is not None and
                  value.size else 0.0}
        self.emit(node, "nvrtc", [x], (y,), params)

    def softmax(self, node: Node) -> None:
        """Softmax along an axis; along the last one with the mask Add before it and the NaN
        cleanup after it in the same kernel (fusion.py)."""
        x, y = node.inputs[0], node.outputs[0]
        xs = self.shape(x)
        axis = node.attr("axis", -1) % len(xs)
        params: dict[str, Any] = {"kind": "softmax", "outer": prod(xs[:axis]), "len": xs[axis],
                                  "inner": prod(xs[axis + 1:])}
        reads, fuses = [x], []
        add = self.pre_add.get(x)
        if add is not None:
            reads = [add.a, add.m]
            params["add"] = broadcast_strides(self._shape_any(add.m), xs)
            params["rows_shape"] = xs[:-1]
            fuses.append(add.node.name or x)
        if node.op == "LogSoftmax":
            params["log"] = True
        clean = fusion.match_nan_cleanup(self, node) if axis == len(xs) - 1 and \
            node.op == "Softmax" else None
        if clean is not None:
            y, params["nan_to"], nodes = clean
            self.skip.update(n.outputs[0] for n in nodes)
            fuses += [n.name or n.outputs[0] for n in nodes]
        if fuses:
            params["fuses"] = fuses
        self.emit(node, "nvrtc", reads, (y,), params)

    def layernorm(self, node: Node) -> None:
        if any(node.outputs[1:]):
            raise PlanError("LayerNormalization's Mean/InvStdDev outputs are not planned")
        x, y = node.inputs[0], node.outputs[0]
        xs = self.shape(x)
        axis = node.attr("axis", -1) % len(xs)
        cols = prod(xs[axis:])
        for v in node.inputs[1:]:
            if v and prod(self._shape_any(v)) != cols:
                raise PlanError("LayerNormalization with broadcast scale/bias is not planned")
        params = {"kind": "layernorm", "rows": prod(xs[:axis]), "cols": cols,
                  "eps": float(node.attr("epsilon", 1e-5)), "bias": len(node.inputs) > 2
                  and bool(node.inputs[2])}
        self.emit(node, "nvrtc", [v for v in node.inputs if v], (y,), params)

    def contrib_gelu(self, node: Node) -> None:
        """ORT's Gelu (erf), BiasGelu (erf, of x + bias), FastGelu (tanh, with an optional
        bias), QuickGelu (x * sigmoid(alpha * x))."""
        y = node.outputs[0]
        shp = self.shape(y)
        vals = [v for v in node.inputs if v]
        fn = CONTRIB_GELU[node.op] if len(vals) == 1 or node.op != "FastGelu" else \
            "bias_fast_gelu"
        consts = {"alpha": float(node.attr("alpha", 1.702))} if node.op == "QuickGelu" else {}
        ins = [(0, broadcast_strides(self._shape_any(v), shp)) for v in vals]
        then, reads, out = self.chain(node, y, shp)
        self.map(node, fn, [*vals, *reads], out, shp, ins, then=then, **consts)

    def norm(self, node: Node, skip: bool, rms: bool) -> None:
        """ORT's SkipLayerNormalization (input, skip, gamma, beta, bias), its Simplified form
        (input, skip, gamma, bias) and SimplifiedLayerNormalization (x, scale; over the axes
        from `axis`): the layernorm kernel, with the sum input + skip + bias written where its
        fourth output is read."""
        x, y = node.inputs[0], node.outputs[0]
        xs = self.shape(x)
        stats = node.outputs[1:3] if skip else node.outputs[1:2]
        if any(stats):
            raise PlanError(f"{node.op} '{node.name}': its mean / inverse deviation outputs are "
                            "not planned")
        axis = -1 if skip else int(node.attr("axis", -1)) % len(xs)
        cols = prod(xs[axis:])
        ins = [v or "" for v in node.inputs] + [""] * 5
        if skip:
            gamma, beta, pre = ins[2], ("" if rms else ins[3]), ins[3] if rms else ins[4]
            if prod(self._shape_any(ins[1])) != prod(xs):
                raise PlanError(f"{node.op} '{node.name}': a broadcast skip is not planned")
        else:
            gamma, beta, pre = ins[1], "", ""
        for v in (gamma, beta, pre):
            if v and prod(self._shape_any(v)) != cols:
                raise PlanError(f"{node.op} '{node.name}': {v} is not one value per column")
        total = node.outputs[3] if skip and len(node.outputs) > 3 and node.outputs[3] else ""
        params = {"kind": "layernorm", "rows": prod(xs) // cols, "cols": cols,
                  # ORT's defaults: 1e-12 for both Skip forms, 1e-5 for the Simplified one
                  "eps": float(node.attr("epsilon", 1e-12 if skip else 1e-5)),
                  "bias": bool(beta), "skip": skip, "pre": bool(pre), "rms": rms,
                  "sum": bool(total)}
        reads = [x] + ([ins[1]] if skip else []) + ([pre] if pre else []) + [gamma] + \
            ([beta] if beta else [])
        self.emit(node, "nvrtc", reads, (y,) + ((total,) if total else ()), params)

    def resize(self, node: Node) -> None:
        """Resize, nearest (any axes) or linear (the last two: bilinear), with ONNX's usual
        coordinate transformations; each axis's scale as ONNX Runtime takes it (the scales
        given, or output / input in float32 where sizes are)."""
        x, y = node.inputs[0], node.outputs[0]
        xs, ys = self.shape(x), self.shape(y)
        mode = node.attr("mode", "nearest")
        coordinate = node.attr("coordinate_transformation_mode", "half_pixel")
        if mode not in ("nearest", "linear") or coordinate not in (
                "half_pixel", "pytorch_half_pixel", "asymmetric", "align_corners",
                "tf_half_pixel_for_nn") or node.attr("antialias", 0) or \
                node.attr("exclude_outside", 0) or \
                node.attr("keep_aspect_ratio_policy", "stretch") != "stretch":
            raise PlanError(f"Resize '{node.name}': {mode}, {coordinate} (or antialias, "
                            "exclude_outside, keep_aspect_ratio_policy) is not planned")
        given = self.const(node, 2)
        axes = [int(a) % len(xs) for a in node.attr("axes") or range(len(xs))]
        scales = [1.0] * len(xs)
        if given is not None and given.size:
            for a, v in zip(axes, given.reshape(-1), strict=True):
                scales[a] = float(np.float32(v))
        else:
            scales = [float(np.float32(o) / np.float32(i)) if i else 1.0
                      for i, o in zip(xs, ys)]
        resized = [d for d in range(len(xs)) if xs[d] != ys[d] or scales[d] != 1.0]
        dt = self._dtype(x)
        if mode == "linear" and (any(d < len(xs) - 2 for d in resized) or len(xs) < 2 or
                                 dt not in FLOATS):
            raise PlanError(f"Resize '{node.name}': linear over axes {resized} of "
                            f"{onnx_dtype(dt)} (the last two of a float tensor are planned)")
        params = {"kind": "resize", "shape": ys, "in_shape": xs, "scales": tuple(scales),
                  "mode": mode, "coordinate": coordinate, "dtype": dt,
                  "nearest": node.attr("nearest_mode", "round_prefer_floor")}
        if params["nearest"] not in ("round_prefer_floor", "round_prefer_ceil", "floor", "ceil"):
            raise PlanError(f"Resize '{node.name}': nearest_mode {params['nearest']}")
        self.emit(node, "nvrtc", [x], (y,), params, typed=True)

    def view(self, root: str, name: str, shape: tuple[int, ...], at: int) -> str:
        """`name`: a view of `root`'s bytes from element `at`, of `shape` (a slice of a
        recurrent operator's sequence, one step)."""
        self.alias[name] = root
        self.delta[name] = at * np.dtype(self._dtype(root)).itemsize
        self.g.types[name] = TensorType(shape, self._dtype(root))
        return name

    def gemm_bt(self, node: Node, a: str, b: str, out: str, m: int, n: int, k: int) -> None:
        """out[m, n] = a[m, k] @ b[n, k]^T, one cuBLAS call (row-major through the swap)."""
        self.emit(node, "cublas", [b, a], (out,), {
            "transa": "T", "transb": "N", "m": n, "n": m, "k": k, "alpha": 1.0, "beta": 0.0,
            "lda": k, "ldb": k, "ldc": n, "strideA": 0, "strideB": 0, "strideC": 0,
            "batch": 1})

    def lstm(self, node: Node) -> None:
        """ONNX's LSTM (gates i, o, f, c; sigmoid, tanh, tanh; no peepholes, clip or
        sequence lengths), per direction: X's projections for all steps in one cuBLAS call, then
        per step h @ R^T (cuBLAS) and a cell kernel that adds them and the biases, updates c in
        place and writes h into Y's slice, which the next step's call reads."""
        name = node.name or node.outputs[0]
        ins = list(node.inputs) + [""] * (8 - len(node.inputs))
        x = ins[0]
        xs = self.shape(x)
        hidden = int(node.attr("hidden_size"))
        direction = node.attr("direction", "forward")
        D = 2 if direction == "bidirectional" else 1
        acts = [a.lower() for a in (node.attr("activations") or ["Sigmoid", "Tanh", "Tanh"] * D)]
        if node.attr("layout", 0) or node.attr("input_forget", 0) or \
                node.attr("clip") is not None or ins[4] or ins[7] or \
                acts != ["sigmoid", "tanh", "tanh"] * D or len(xs) != 3 or \
                self._dtype(x) != "float32":
            raise PlanError(f"LSTM '{node.name}': layout 1, input_forget, clip, sequence_lens, "
                            "peepholes, other activations or a type but float32 are not planned")
        T, B, I = xs
        H, G4 = hidden, 4 * hidden
        w, r, bias, outs, y, zeros = self._recurrent(node, 4, 3)
        for d in range(D):
            reverse = direction == "reverse" or d == 1
            wd, rd, bd = (f"{name}/W{d}", f"{name}/R{d}", f"{name}/b{d}")
            self.g.initializers[wd] = np.ascontiguousarray(w[d])
            self.g.initializers[rd] = np.ascontiguousarray(r[d])
            self.g.initializers[bd] = np.ascontiguousarray(bias[d, :G4] + bias[d, G4:])
            xw, gates, c = f"{name}/XW{d}", f"{name}/G{d}", f"{name}/c{d}"
            self.g.types[xw] = TensorType((T, B, G4), "float32")
            self.g.types[gates] = TensorType((B, G4), "float32")
            self.g.types[c] = TensorType((B, H), "float32")
            self.gemm_bt(node, x, wd, xw, T * B, G4, I)
            h = self._initial_state(ins[5], d, zeros, f"{name}/h0_{d}", B, H)
            c_in = self._initial_state(ins[6], d, zeros, f"{name}/c0_{d}", B, H)
            for s_ in range(T):
                t = T - 1 - s_ if reverse else s_
                self.gemm_bt(node, h, rd, gates, B, G4, H)
                h = self.view(y, f"{y}/t{t}d{d}", (B, H), (t * D + d) * B * H)
                step_x = self.view(xw, f"{xw}/t{t}", (B, G4), t * B * G4)
                self.emit(node, "nvrtc", [step_x, gates, bd, c_in], (h, c),
                          {"kind": "lstm_cell", "rows": B, "hidden": H})
                c_in = c
            for k, last in ((1, h), (2, c)):  # Y_h, Y_c: the last step's h and c
                if outs[k]:
                    dst = self.view(outs[k], f"{outs[k]}/d{d}", (B, H), d * B * H)
                    self.map(node, "copy", [last], dst, (B, H), [(0, strides((B, H)))])

    def gru(self, node: Node) -> None:
        """ONNX's GRU with linear_before_reset (PyTorch's and Keras's export: gates z, r, h;
        sigmoid, tanh), as lstm(): X's projections in one cuBLAS call, per step h @ R^T and a
        cell kernel, h written into Y's slice."""
        name = node.name or node.outputs[0]
        ins = list(node.inputs) + [""] * (6 - len(node.inputs))
        x = ins[0]
        xs = self.shape(x)
        direction = node.attr("direction", "forward")
        D = 2 if direction == "bidirectional" else 1
        acts = [a.lower() for a in (node.attr("activations") or ["Sigmoid", "Tanh"] * D)]
        if not node.attr("linear_before_reset", 0) or node.attr("layout", 0) or \
                node.attr("clip") is not None or ins[4] or acts != ["sigmoid", "tanh"] * D or \
                len(xs) != 3 or self._dtype(x) != "float32":
            raise PlanError(f"GRU '{node.name}': linear_before_reset 0, layout 1, clip, "
                            "sequence_lens, other activations or a type but float32 are not "
                            "planned")
        T, B, I = xs
        H = int(node.attr("hidden_size"))
        G3 = 3 * H
        w, r, bias, outs, y, zeros = self._recurrent(node, 3, 2)
        for d in range(D):
            reverse = direction == "reverse" or d == 1
            wd, rd, wb, rb = (f"{name}/W{d}", f"{name}/R{d}", f"{name}/wb{d}", f"{name}/rb{d}")
            self.g.initializers[wd] = np.ascontiguousarray(w[d])
            self.g.initializers[rd] = np.ascontiguousarray(r[d])
            self.g.initializers[wb] = np.ascontiguousarray(bias[d, :G3])
            self.g.initializers[rb] = np.ascontiguousarray(bias[d, G3:])
            xw, gates = f"{name}/XW{d}", f"{name}/G{d}"
            self.g.types[xw] = TensorType((T, B, G3), "float32")
            self.g.types[gates] = TensorType((B, G3), "float32")
            self.gemm_bt(node, x, wd, xw, T * B, G3, I)
            h = self._initial_state(ins[5], d, zeros, f"{name}/h0_{d}", B, H)
            for s_ in range(T):
                t = T - 1 - s_ if reverse else s_
                self.gemm_bt(node, h, rd, gates, B, G3, H)
                step_x = self.view(xw, f"{xw}/t{t}", (B, G3), t * B * G3)
                h_new = self.view(y, f"{y}/t{t}d{d}", (B, H), (t * D + d) * B * H)
                self.emit(node, "nvrtc", [step_x, gates, wb, rb, h], (h_new,),
                          {"kind": "gru_cell", "rows": B, "hidden": H})
                h = h_new
            if outs[1]:  # Y_h: the last step's h
                dst = self.view(outs[1], f"{outs[1]}/d{d}", (B, H), d * B * H)
                self.map(node, "copy", [h], dst, (B, H), [(0, strides((B, H)))])

    def _recurrent(self, node: Node, gates: int, n_outputs: int):
        """An LSTM's or GRU's weights W and R, biases (zeros where absent), outputs (padded
        to `n_outputs`), the value Y's steps are written to (its own where Y is not read) and
        a zero [batch, hidden] constant for absent initial states."""
        name = node.name or node.outputs[0]
        T, B, _ = self.shape(node.inputs[0])
        H = int(node.attr("hidden_size"))
        D = 2 if node.attr("direction", "forward") == "bidirectional" else 1
        w, r = self.required_const(node, 1), self.required_const(node, 2)
        bias = self.const(node, 3)
        bias = np.zeros((D, 2 * gates * H), np.float32) if bias is None else bias
        outs = list(node.outputs) + [""] * (n_outputs - len(node.outputs))
        y = outs[0] or f"{name}/Y"
        if not outs[0]:
            self.g.types[y] = TensorType((T, D, B, H), "float32")
        zeros = f"{name}/zeros"
        self.g.initializers[zeros] = np.zeros((B, H), np.float32)
        return w, r, bias, outs, y, zeros

    def _initial_state(self, v: str, d: int, zeros: str, name: str, b: int, h: int) -> str:
        """Direction d's initial h or c: the input's slice (a view; a constant's, its own
        constant), or zeros."""
        if not v:
            return zeros
        if v in self.g.initializers:
            self.g.initializers[name] = np.ascontiguousarray(self.g.initializers[v][d])
            return name
        return self.view(v, name, (b, h), d * b * h)

    def instancenorm(self, node: Node) -> None:
        """InstanceNormalization: the layernorm kernel over each (batch, channel) row, its
        scale and bias per channel."""
        x, y = node.inputs[0], node.outputs[0]
        xs = self.shape(x)
        if len(xs) < 3:
            raise PlanError(f"InstanceNormalization '{node.name}' of rank {len(xs)}")
        params = {"kind": "layernorm", "rows": xs[0] * xs[1], "cols": prod(xs[2:]),
                  "eps": float(node.attr("epsilon", 1e-5)), "bias": True, "channels": xs[1]}
        self.emit(node, "nvrtc", node.inputs[:3], (y,), params)

    def pool(self, node: Node) -> None:
        x, y = node.inputs[0], node.outputs[0]
        xs, ys = self.shape(x), self.shape(y)
        if len(xs) != 4 or any(node.outputs[1:]):
            raise PlanError(f"{node.op}: only 2-D pooling without Indices is planned")
        glob = node.op.startswith("Global")
        kernel = tuple(xs[2:]) if glob else tuple(node.attr("kernel_shape"))
        st = (1, 1) if glob else tuple(node.attr("strides") or (1, 1))
        dil = (1, 1) if glob else tuple(node.attr("dilations") or (1, 1))
        pads = (0, 0, 0, 0) if glob else self._pads(node, xs, kernel, st, dil)
        params = {"kind": "pool", "mode": "max" if "Max" in node.op else "avg",
                  "in_shape": xs, "shape": ys, "kernel": kernel, "pads": pads,
                  "strides": st, "dilations": dil,
                  "include_pad": int(node.attr("count_include_pad", 0))}
        self.emit(node, "nvrtc", [x], (y,), params)

    def col2im(self, node: Node) -> None:
        """Col2Im (2-D): each output pixel sums the column entries of the blocks that cover it
        (a gather: no atomics, one thread per pixel)."""
        x, y = node.inputs[0], node.outputs[0]
        image = [int(v) for v in self.required_const(node, 1)]
        block = [int(v) for v in self.required_const(node, 2)]
        ys = self.shape(y)
        if len(image) != 2 or len(block) != 2 or len(ys) != 4:
            raise PlanError(f"Col2Im '{node.name}': only 2-D images are planned")
        pads = tuple(node.attr("pads") or (0, 0, 0, 0))
        st = tuple(node.attr("strides") or (1, 1))
        dil = tuple(node.attr("dilations") or (1, 1))
        blocks = tuple((image[d] + pads[d] + pads[d + 2] - (dil[d] * (block[d] - 1) + 1))
                       // st[d] + 1 for d in range(2))
        if self.shape(x)[2] != blocks[0] * blocks[1]:
            raise PlanError(f"Col2Im '{node.name}': {self.shape(x)[2]} columns for "
                            f"{blocks[0]}x{blocks[1]} blocks")
        params = {"kind": "col2im", "shape": ys, "block": tuple(block), "blocks": blocks,
                  "pads": pads, "strides": st, "dilations": dil}
        self.emit(node, "nvrtc", [x], (y,), params)

    def elementwise(self, node: Node) -> None:
        """An element-wise operator of ELEMENTWISE (broadcast operands read with stride 0)."""
        op, y = node.op, node.outputs[0]
        shp = self.shape(y)
        fn = ELEMENTWISE[op]
        vals = [v for v in node.inputs if v]
        consts: dict[str, float] = {}
        if op == "Expand":
            self.required_const(node, 1)  # a shape known when planned (else: dynamic)
            vals = vals[:1]
        elif op in ("Max", "Min") and len(vals) != 2:
            if len(vals) != 1:
                raise PlanError(f"{op} '{node.name}' of {len(vals)} operands is not planned")
            fn = "copy"
        elif op == "Pow":
            e = self.const(node, 1) if node.inputs[1] in self.g.initializers else None
            if e is not None and e.size == 1 and float(e.reshape(-1)[0]) == 2.0:
                fn, vals = "square", vals[:1]  # x * x: what ONNX Runtime computes for x ** 2
        elif op == "IsInf":
            neg, pos = int(node.attr("detect_negative", 1)), int(node.attr("detect_positive", 1))
            if not (neg or pos):
                raise PlanError(f"IsInf '{node.name}' detecting neither sign is not planned")
            fn = "isinf" if neg and pos else ("isneginf" if neg else "isposinf")
        elif op == "Abs" and self._dtype(vals[0]) not in FLOATS:
            fn = "iabs"
        elif op in ("Clip", "LeakyRelu", "Elu", "HardSigmoid", "HardSwish", "Selu"):
            consts, vals = self._activation_consts(node), vals[:1]  # bounds: constants
        ins = [(0, broadcast_strides(self._shape_any(v), shp)) for v in vals]
        then, reads, out = self.chain(node, y, shp) if self._dtype(y) in FLOATS else \
            ([], [], y)
        self.map(node, fn, [*vals, *reads], out, shp, ins, then=then, **consts)

    def trilu(self, node: Node) -> None:
        """Trilu (a causal mask): Where(a constant triangle of its last two axes, x, 0)."""
        x, y = node.inputs[0], node.outputs[0]
        xs = self.shape(x)
        given = self.const(node, 1)
        k = 0 if given is None else int(np.asarray(given).reshape(-1)[0])
        rows, cols = xs[-2], xs[-1]
        keep = (np.triu if node.attr("upper", 1) else np.tril)(np.ones((rows, cols), bool), k)
        name = node.name or y
        mask, zero = f"{name}/mask", f"{name}/zero"
        self.g.initializers[mask] = keep
        self.g.initializers[zero] = np.zeros((), np.dtype(self._dtype(x)))
        vals = [mask, x, zero]
        ins = [(0, broadcast_strides(self._shape_any(v), xs)) for v in vals]
        self.map(node, "where", vals, y, xs, ins)

    def _activation_consts(self, node: Node) -> dict[str, float]:
        """The constants of Clip (its bounds: inputs, constants; a missing one is no bound),
        LeakyRelu, Elu, HardSigmoid and HardSwish (attributes, ONNX's defaults)."""
        op = node.op
        if op == "Clip":
            # a missing bound is the type's lowest / largest value (ONNX's and ORT's: a float
            # -inf clips to -FLT_MAX); an integer's bounds stay integers (exact)
            dt = np.dtype(self._dtype(node.inputs[0]))
            lim: Any = np.finfo(dt) if dt.kind == "f" else np.iinfo(dt)
            kind = float if dt.kind == "f" else int
            bounds = []
            for i, missing in ((1, lim.min), (2, lim.max)):
                c = self.const(node, i)
                if c is not None and c.size != 1:
                    raise PlanError(f"Clip '{node.name}': a bound of {c.size} values")
                bounds.append(kind(missing if c is None else np.asarray(c).reshape(-1)[0]))
            return {"lo": bounds[0], "hi": bounds[1]}
        if op == "LeakyRelu":
            return {"alpha": float(node.attr("alpha", 0.01))}
        if op == "Elu":
            return {"alpha": float(node.attr("alpha", 1.0))}
        if op == "Selu":
            return {"alpha": float(node.attr("alpha", 1.67326319217681884765625)),
                    "gamma": float(node.attr("gamma", 1.05070102214813232421875))}
        if op == "HardSigmoid":
            return {"alpha": float(node.attr("alpha", 0.2)), "beta": float(node.attr("beta", 0.5))}
        return {"alpha": 1.0 / 6.0, "beta": 0.5}  # HardSwish

    def reduce(self, node: Node) -> None:
        """ReduceMean/Sum/Max/Min over any axes (an attribute, or an input from opset 13/18)."""
        x, y = node.inputs[0], node.outputs[0]
        xs = self.shape(x)
        if node.op in ("ArgMax", "ArgMin"):
            axis = int(node.attr("axis", 0)) % len(xs)
            if xs[axis] == 0:
                raise PlanError(f"{node.op} '{node.name}' over an empty axis is not planned")
            dt = self._dtype(x)
            if dt not in FLOATS:
                raise PlanError(f"{node.op} '{node.name}' of {onnx_dtype(dt)} is not planned")
            params = {"kind": "reduce", "op": REDUCE[node.op], "arg": REDUCE[node.op],
                      "last": int(node.attr("select_last_index", 0)), "in_shape": xs,
                      "axes": (axis,), "rows": prod(xs) // xs[axis], "count": xs[axis],
                      "dtype": dt}
            self.emit(node, "nvrtc", [x], (y,), params, typed=True)
            return
        axes_v = node.attr("axes")
        if axes_v is None and len(node.inputs) > 1 and node.inputs[1]:
            axes_v = [int(a) for a in self.required_const(node, 1).reshape(-1)]
        if not axes_v:
            if node.attr("noop_with_empty_axes", 0):
                self.map(node, "copy", [x], y, xs, [(0, strides(xs))])
                return
            axes_v = list(range(len(xs)))
        axes = tuple(sorted({int(a) % len(xs) for a in axes_v}))
        count = prod(xs[d] for d in axes)
        if count == 0:
            raise PlanError(f"{node.op} '{node.name}' over an empty axis is not planned")
        params = {"kind": "reduce", "op": REDUCE[node.op], "in_shape": xs, "axes": axes,
                  "rows": prod(xs) // count, "count": count}
        self.emit(node, "nvrtc", [x], (y,), params)

    def cumsum(self, node: Node) -> None:
        x, y = node.inputs[0], node.outputs[0]
        xs, dt = self.shape(x), self._dtype(x)
        if dt not in ("float32", "int32", "int64"):
            raise PlanError(f"CumSum '{node.name}' of {onnx_dtype(dt)} is not planned")
        axis = int(self.required_const(node, 1).reshape(-1)[0]) % len(xs)
        params = {"kind": "scan", "outer": prod(xs[:axis]), "len": xs[axis],
                  "inner": prod(xs[axis + 1:]), "exclusive": int(node.attr("exclusive", 0)),
                  "reverse": int(node.attr("reverse", 0)), "dtype": dt, "shape": xs}
        self.emit(node, "nvrtc", [x], (y,), params, typed=True)

    def _index_type(self, node: Node, idx: str) -> str:
        it = self._dtype(idx)
        if it not in ("int32", "int64"):
            raise PlanError(f"{node.op} '{node.name}': indices of {onnx_dtype(it)}")
        return it

    def gather(self, node: Node) -> None:
        """Gather: one thread per output element. Constant indices (a derivation's copy) are a
        table uploaded as int32 with negative indices resolved, checked in range here; run-time
        ones (an embedding's token ids) are read as they are, resolved and checked by the
        kernel (status_slot)."""
        x, y = node.inputs[0], node.outputs[0]
        xs = self._shape_any(x)
        axis = int(node.attr("axis", 0)) % len(xs)
        dim = xs[axis]
        params = {"kind": "gather", "shape": self.shape(y), "outer": prod(xs[:axis]),
                  "dim": dim, "inner": prod(xs[axis + 1:]), "dtype": self._dtype(x)}
        if node.inputs[1] not in self.g.initializers:
            idx = node.inputs[1]
            params |= {"count": prod(self.shape(idx)), "itype": self._index_type(node, idx),
                       "status": self.status_slot(node)}
            self.emit(node, "nvrtc", [x, idx], (y,), params, typed=True)
            return
        idx_c = np.asarray(self.required_const(node, 1)).astype(np.int64)
        if idx_c.size and (idx_c.min() < -dim or idx_c.max() >= dim):
            raise PlanError(f"Gather '{node.name}': an index outside [-{dim}, {dim})")
        self._table_gather(node, x, y, np.where(idx_c < 0, idx_c + dim, idx_c), params)

    def _table_gather(self, node: Node, x: str, y: str, table: np.ndarray, params: dict) -> None:
        name = f"{node.name or y}/idx32"
        self.g.initializers[name] = np.ascontiguousarray(table.reshape(-1), dtype=np.int32)
        params |= {"count": int(table.size), "itype": "int32"}
        self.emit(node, "nvrtc", [x, name], (y,), params, tables=(name,), typed=True)

    def gather_nd(self, node: Node) -> None:
        """GatherND with constant indices (torch.export's masks) as a Gather with a table: each
        index tuple addresses one row of the data seen as [leading dims, the rest]."""
        if int(node.attr("batch_dims", 0)):
            raise PlanError(f"GatherND '{node.name}' with batch_dims is not planned")
        x, y = node.inputs[0], node.outputs[0]
        xs = self._shape_any(x)
        idx = np.asarray(self.required_const(node, 1)).astype(np.int64)
        q = idx.shape[-1]
        lead = np.array(xs[:q], dtype=np.int64)
        if idx.size and ((idx < -lead).any() or (idx >= lead).any()):
            raise PlanError(f"GatherND '{node.name}': an index outside the data's shape {xs}")
        idx = np.where(idx < 0, idx + lead, idx)
        row_strides = np.array([prod(xs[j + 1:q]) for j in range(q)], dtype=np.int64)
        params = {"kind": "gather", "shape": self.shape(y), "outer": 1, "dim": prod(xs[:q]),
                  "inner": prod(xs[q:]), "dtype": self._dtype(x)}
        self._table_gather(node, x, y, idx @ row_strides, params)

    def gather_elements(self, node: Node) -> None:
        x, idx, y = node.inputs[0], node.inputs[1], node.outputs[0]
        xs = self._shape_any(x)
        axis = int(node.attr("axis", 0)) % len(xs)
        ys = self.shape(y)
        if len(ys) != len(xs) or any(ys[d] > xs[d] for d in range(len(xs)) if d != axis):
            raise PlanError(f"GatherElements '{node.name}': indices {list(ys)} reach past the "
                            f"data {list(xs)} on an axis other than {axis}")
        params = {"kind": "gather_elements", "shape": ys, "data_shape": xs,
                  "axis": axis, "dtype": self._dtype(x), "itype": self._index_type(node, idx)}
        if idx in self.g.initializers:
            c = self.g.initializers[idx]
            if c.size and (c.min() < -xs[axis] or c.max() >= xs[axis]):
                raise PlanError(f"GatherElements '{node.name}': an index outside "
                                f"[-{xs[axis]}, {xs[axis]})")
        else:
            params["status"] = self.status_slot(node)
        self.emit(node, "nvrtc", [x, idx], (y,), params, typed=True)

    # ---- eOperators ------------------------------------------------------------------------
    def eop(self, node: Node) -> None:
        """The launches TVM's host code makes for the eOperator, each a step whose arguments are
        the plan's buffers in the kernel's parameter order (its inputs in<k> are the node's
        inputs, `out` its output, stages T<k> arena buffers of their own)."""
        from verified_opt.derive.eop_cuda import cuda_module, module_name
        from verified_opt.derive.eop_onnx import eop_schedule, eop_scope
        from verified_opt.derive.expr import to_json
        from verified_opt.ir.onnx_io import node_to_proto

        try:
            proto = node_to_proto(node)
            scope = eop_scope(proto)
            # tuned for CUDA (tune/cuda.py): its schedule; tuned for the CPU: the hand one
            mod = cuda_module(scope, trace=eop_schedule(proto, "cuda"))
        except VoptError as e:
            raise PlanError(f"eOperator '{node.name}': {e}") from None
        name = node.name or node.outputs[0]
        bind: dict[str, str] = {f"in{k}": v for k, v in enumerate(node.inputs)}
        bind["out"] = node.outputs[0]
        for role, shape in mod.scratch.items():
            bind[role] = f"{name}/{role}"
            self.g.types[bind[role]] = TensorType(shape, "float32")
        for role, v in bind.items():
            have, want = prod(self._shape_any(v)), prod(mod.role_shape(role))
            if have != want:
                raise PlanError(f"eOperator '{name}': {role} is {v} of {have} elements, the "
                                f"expression reads {want}")
        expr = to_json(scope)
        for launch in mod.launches:
            args = tuple(bind[r] for r in launch.args)
            written = bind[launch.writes]
            reads = tuple(v for v in args if v != written)
            self.emit_kernel(node, "tvm", reads, (written,), {
                "kind": "eop", "module": mod.name, "args": args, "roles": launch.args,
                "writes": launch.writes, "expr": expr, "tuned": mod.name != module_name(scope)},
                launch.kernel, mod.source, launch.grid, launch.block)

    def emit_kernel(self, node: Node, lib: str, reads, writes, params, kernel: str,
                    source: str, grid: int, block: int) -> None:
        """A step of a kernel generated elsewhere (its name, source and launch shape given)."""
        self.emit(node, lib, reads, writes, params)
        s = self.steps[-1]
        self.steps[-1] = Step(s.node, s.op, lib, s.reads, s.writes, params, kernel, source, grid,
                              block)

    # ---- library calls ---------------------------------------------------------------------
    def gemm(self, node: Node) -> None:
        """MatMul, Gemm, FusedMatMul as one strided batched GEMM; scalar scales of a MatMul's
        operands and result (fusion.py) folded into alpha."""
        a, b, y = node.inputs[0], node.inputs[1], node.outputs[0]
        alpha, fuses = float(node.attr("alpha", 1.0)), []
        if node.op == "MatMul":
            for v in (a, b):
                sc = self.scaled.get(v)
                if sc is not None:
                    alpha *= sc.factor
                    fuses.append(sc.node.name or v)
            a, b = self.scaled[a].x if a in self.scaled else a, \
                self.scaled[b].x if b in self.scaled else b
            out = fusion.match_out_scale(self, node)
            if out is not None:
                alpha *= out.factor
                y = out.x
                self.skip.add(y)
                fuses.append(out.node.name or y)
        ash, bsh, ysh = self._shape_any(a), self._shape_any(b), self.shape(y)
        if len(ash) < 2 or len(bsh) < 2:
            raise PlanError(f"{node.op} '{node.name}': 1-D operands are not planned")
        ta, tb = (int(node.attr("transA", 0)), int(node.attr("transB", 0))) \
            if node.op in ("Gemm", "FusedMatMul") else (0, 0)
        if node.op == "FusedMatMul" and (node.attr("transBatchA", 0) or
                                         node.attr("transBatchB", 0)):
            raise PlanError(f"FusedMatMul '{node.name}' with transBatchA/B is not planned")
        m, k = (ash[-1], ash[-2]) if ta else (ash[-2], ash[-1])
        n = bsh[-2] if tb else bsh[-1]
        batch = ysh[:-2]
        a_b, b_b = ash[:-2], bsh[:-2]
        if prod(b_b) == 1 and tuple(a_b) == tuple(batch) and not ta:
            m, count, sa, sb = m * prod(batch), 1, 0, 0  # fold A's batch into its rows
        else:
            def stride(bs, mat):
                pad = (1,) * (len(batch) - len(bs)) + tuple(bs)
                if pad == tuple(batch):
                    return mat
                if prod(pad) == 1:
                    return 0
                raise PlanError(f"{node.op} '{node.name}': mixed batch broadcast is not planned")
            count, sa, sb = prod(batch), stride(a_b, m * k), stride(b_b, k * n)
        beta = 0.0
        if node.op == "Gemm" and len(node.inputs) > 2 and node.inputs[2]:
            c = node.inputs[2]
            self.map(node, "scale", [c], y, ysh, [(0, broadcast_strides(self._shape_any(c), ysh))],
                     alpha=float(node.attr("beta", 1.0)))
            beta = 1.0
        # Row-major Y = op(A) op(B) is column-major Y^T = op(B)^T op(A)^T: B goes first.
        params: dict[str, Any] = {
                  "transa": "T" if tb else "N", "transb": "T" if ta else "N", "m": n, "n": m,
                  "k": k, "alpha": alpha, "beta": beta,
                  "lda": k if tb else n, "ldb": m if ta else k, "ldc": n,
                  "strideA": sb, "strideB": sa, "strideC": m * n if count > 1 else 0,
                  "batch": count}
        if fuses:
            params["fuses"] = fuses
        self.emit(node, "cublas", [b, a], (y,), params)

    def einsum(self, node: Node) -> None:
        """A two-operand Einsum as a batched GEMM: each operand copied into [batch, rows, sum]
        / [batch, sum, cols] order where it is not already in it, one cuBLAS call, the result
        copied into the output's order where that differs. Letters: batch (both operands and
        the output), m (A and the output), n (B and the output), k (both operands, summed)."""
        eq = str(node.attr("equation")).replace(" ", "")
        lhs, _, out = eq.partition("->")
        terms = lhs.split(",")
        if len(terms) > 2 or not out or "." in eq or \
                any(len(set(t)) != len(t) for t in (*terms, out)):
            raise PlanError(f"Einsum '{node.name}': only one- and two-operand equations with an "
                            "explicit output and no repeated letter or ellipsis are planned "
                            f"({eq})")
        if len(terms) == 1:
            self._einsum_one(node, terms[0], out)
            return
        ta, tb = terms
        a, b, y = node.inputs[0], node.inputs[1], node.outputs[0]
        dims = dict(zip(ta, self._shape_any(a), strict=True))
        for c, d in zip(tb, self._shape_any(b), strict=True):
            if dims.setdefault(c, d) != d:
                raise PlanError(f"Einsum '{node.name}': {c} is {dims[c]} and {d}")
        batch = [c for c in out if c in ta and c in tb]
        rows = [c for c in out if c in ta and c not in tb]
        cols = [c for c in out if c in tb and c not in ta]
        summed = [c for c in ta if c in tb and c not in out]
        if set(ta) != set(batch + rows + summed) or set(tb) != set(batch + cols + summed):
            raise PlanError(f"Einsum '{node.name}': a letter summed in one operand only ({eq})")
        name = node.name or y
        a2 = self._einsum_order(node, a, ta, batch + rows + summed, f"{name}/A", dims)
        b2 = self._einsum_order(node, b, tb, batch + summed + cols, f"{name}/B", dims)
        natural = batch + rows + cols
        c2 = y if "".join(natural) == out else f"{name}/C"
        if c2 != y:
            self.g.types[c2] = TensorType(tuple(dims[c] for c in natural), self._dtype(y))
        bt, m, n, k = (prod(dims[c] for c in g) for g in (batch, rows, cols, summed))
        params = {"transa": "N", "transb": "N", "m": n, "n": m, "k": k, "alpha": 1.0,
                  "beta": 0.0, "lda": n, "ldb": k, "ldc": n, "strideA": k * n,
                  "strideB": m * k, "strideC": m * n, "batch": bt}
        self.emit(node, "cublas", [b2, a2], (c2,), params)
        if c2 != y:
            self._einsum_order(node, c2, "".join(natural), list(out), y, dims)

    def _einsum_one(self, node: Node, t: str, out: str) -> None:
        """A one-operand Einsum (a derivation's stage summed over some of its iterators): a
        sum over the letters the output lacks (the reduce kernel, which keeps the others in
        their order), then a copy into the output's order where that differs."""
        x, y = node.inputs[0], node.outputs[0]
        if not set(out) <= set(t):
            raise PlanError(f"Einsum '{node.name}': output letters {out} not in {t}")
        xs = self._shape_any(x)
        dims = dict(zip(t, xs, strict=True))
        kept = [c for c in t if c in out]
        summed = [c for c in t if c not in out]
        if not summed:
            if kept == list(out):
                self.map(node, "copy", [x], y, xs, [(0, strides(xs))])
            else:
                self._einsum_order(node, x, t, list(out), y, dims)
            return
        if self._dtype(x) not in FLOATS:
            raise PlanError(f"Einsum '{node.name}' of {onnx_dtype(self._dtype(x))} is not planned")
        count = prod(dims[c] for c in summed)
        if count == 0:
            raise PlanError(f"Einsum '{node.name}' over an empty letter is not planned")
        r = y if kept == list(out) else f"{node.name or y}/R"
        if r != y:
            self.g.types[r] = TensorType(tuple(dims[c] for c in kept), self._dtype(y))
        params = {"kind": "reduce", "op": "sum", "in_shape": tuple(xs),
                  "axes": tuple(t.index(c) for c in summed), "rows": prod(xs) // count,
                  "count": count}
        self.emit(node, "nvrtc", [x], (r,), params)
        if r != y:
            self._einsum_order(node, r, "".join(kept), list(out), y, dims)

    def _einsum_order(self, node: Node, v: str, have: str, want: list[str], to: str,
                      dims: dict[str, int]) -> str:
        """`v` (letters `have`) in the order `want`: v itself when it already is, else a copy
        into `to` (a new arena value unless it is the node's output)."""
        if list(have) == want:
            return v
        if v in self.g.initializers:  # a constant is uploaded in the order wanted
            self.g.initializers[to] = np.ascontiguousarray(
                np.transpose(self.g.initializers[v], [have.index(c) for c in want]))
            return to
        shape = tuple(dims[c] for c in want)
        if to not in self.g.types:
            self.g.types[to] = TensorType(shape, self._dtype(v))
        st = strides(tuple(dims[c] for c in have))
        self.map(node, "copy", [v], to, shape, [(0, tuple(st[have.index(c)] for c in want))])
        return to

    def _pads(self, node: Node, xs, kernel, st, dil) -> tuple[int, ...]:
        """A Conv's or pool's pads (begins, then ends): its `pads`, or those auto_pad implies
        (SAME_UPPER / SAME_LOWER: the output ceil(in / stride), the odd one at the end / the
        beginning; VALID: none)."""
        auto = node.attr("auto_pad", "NOTSET")
        n = len(xs) - 2
        if auto == "VALID":
            return (0,) * (2 * n)
        if auto not in ("SAME_UPPER", "SAME_LOWER"):
            return tuple(node.attr("pads") or (0,) * (2 * n))
        if any(v != 1 for v in dil):  # ONNX Runtime refuses it: nothing to check against
            raise PlanError(f"{node.op} '{node.name}': auto_pad {auto} with dilations")
        begin, end = [], []
        for d in range(n):
            out = -(-xs[2 + d] // st[d])
            total = (out - 1) * st[d] + (kernel[d] - 1) * dil[d] + 1 - xs[2 + d]
            if total < 0:  # a kernel smaller than the stride: ORT refuses the negative pads
                raise PlanError(f"{node.op} '{node.name}': auto_pad {auto} gives negative pads")
            small, big = total // 2, total - total // 2
            begin.append(small if auto == "SAME_UPPER" else big)
            end.append(big if auto == "SAME_UPPER" else small)
        return tuple(begin + end)

    def conv(self, node: Node) -> None:
        x, w, y = node.inputs[0], node.inputs[1], node.outputs[0]
        bias = node.inputs[2] if len(node.inputs) > 2 and node.inputs[2] else None
        xs, ws, ys = self.shape(x), self._shape_any(w), self.shape(y)
        if node.op == "ConvTranspose" and node.attr("auto_pad", "NOTSET") not in ("NOTSET",
                                                                                  "VALID"):
            raise PlanError(f"{node.op}: auto_pad {node.attr('auto_pad')} is not planned")
        strides_, dils = tuple(node.attr("strides") or (1,) * (len(xs) - 2)), \
            tuple(node.attr("dilations") or (1,) * (len(xs) - 2))
        pads = self._pads(node, xs, tuple(ws[2:]), strides_, dils)
        flat = len(xs) == 5 and node.op == "Conv" and ws[3:] == (1, 1) and strides_[1:] == \
            (1, 1) and dils[1:] == (1, 1) and pads[1:3] + pads[4:] == (0, 0, 0, 0)
        if flat:
            # a 3-D Conv with a 1 x 1 kernel on its last two axes (LRN's channel window,
            # data/rules/lrn.json) is the 2-D Conv of the same buffers with those axes merged
            xs, ws, ys = (*xs[:3], xs[3] * xs[4]), (*ws[:3], 1), (*ys[:3], ys[3] * ys[4])
            strides_, dils, pads = (strides_[0], 1), (dils[0], 1), (pads[0], 0, pads[3], 0)
        elif len(xs) == 3:
            # a 1-D one (Whisper's and wav2vec 2.0's front ends) is the 2-D one of height 1 over
            # the same buffers
            flat = True
            xs, ws, ys = (*xs[:2], 1, xs[2]), (*ws[:2], 1, ws[2]), (*ys[:2], 1, ys[2])
            strides_, dils, pads = (1, strides_[0]), (1, dils[0]), (0, pads[0], 0, pads[1])
        elif len(xs) != 4:
            raise PlanError(f"{node.op} '{node.name}': only 1-D and 2-D convolutions (and "
                            "3-D ones with a 1 x 1 kernel on the last two axes) are planned")
        residual, out = (None, y) if flat else self.residual_add(node, y, ys)
        users_of_y = self.users.get(y, [])
        users = self.users.get(out, [])
        relu = (node.op == "Conv" and len(users) == 1 and users[0].op == "Relu"
                and out not in self.g.outputs)
        fused = [] if residual is None else [users_of_y[0].name or users_of_y[0].outputs[0]]
        if relu:
            out = users[0].outputs[0]
            self.skip.add(out)
            fused.append(users[0].name or out)
        fprop = node.op == "Conv"
        params: dict[str, Any] = {"conv": "fprop" if fprop else "dgrad", "x_dim": xs, "w_dim": ws, "y_dim": ys,
                  "pre_padding": pads[:2], "post_padding": pads[2:],
                  "stride": strides_, "dilation": dils,
                  "groups": int(node.attr("group", 1)), "bias": bias is not None,
                  "residual": residual is not None, "relu": relu,
                  "fuses": fused}  # the nodes this step also runs (node_kernels reports them)
        if not fprop and params["groups"] != 1:
            raise PlanError("grouped ConvTranspose is not planned")
        params["frontend"] = frontend_graph(params)
        self.emit(node, "cudnn", [x, w] + ([bias] if bias else []) + ([residual] if residual
                                                                     else []), (out,), params)

    def residual_add(self, node: Node, y: str, ys: tuple[int, ...]) -> tuple[str | None, str]:
        """A residual Add after a Conv (ResNet's `conv(x) + shortcut`): fused into the cuDNN graph
        when the conv's output goes only to it and the shortcut has the output's shape and is
        computed before the conv (an input, a constant, or an earlier node's output).
        Returns (the shortcut or None, the value the step writes)."""
        users = self.users.get(y, [])
        if node.op != "Conv" or len(users) != 1 or users[0].op != "Add" or y in self.g.outputs:
            return None, y
        add = users[0]
        others = [v for v in add.inputs if v != y]
        if len(add.inputs) != 2 or len(others) != 1:
            return None, y
        z = others[0]
        if z in self.g.initializers or self._shape_any(z) != ys:
            return None, y
        if z not in self.g.inputs and self.made_at.get(z, len(self.g.nodes)) >= \
                self.made_at[y]:
            return None, y
        self.skip.add(add.outputs[0])
        return z, add.outputs[0]


def frontend_graph(p: dict) -> list[dict]:
    """The cuDNN frontend graph of a conv step, as data: the ops in order, tensors by role."""
    conv = {"op": "conv_fprop" if p["conv"] == "fprop" else "conv_dgrad",
            "inputs": ("X", "W") if p["conv"] == "fprop" else ("DY", "W"),
            "pre_padding": list(p["pre_padding"]), "post_padding": list(p["post_padding"]),
            "stride": list(p["stride"]), "dilation": list(p["dilation"]),
            "compute_data_type": "FLOAT", "output": "T0"}
    ops: list[dict[str, Any]] = [conv]
    last = "T0"
    if p["bias"]:
        ops.append({"op": "add", "inputs": (last, "B"), "output": "T1"})
        last = "T1"
    if p.get("residual"):
        ops.append({"op": "add", "inputs": (last, "Z"), "output": "T2"})
        last = "T2"
    if p["relu"]:
        ops.append({"op": "relu", "inputs": (last,), "output": "T3"})
        last = "T3"
    ops[-1]["output"] = "Y"
    return ops
