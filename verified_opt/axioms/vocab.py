"""The vocabulary of the verifier: Z3 function symbols, each with its ONNX meaning.

Tensors are one uninterpreted sort T. An operator is an uninterpreted function whose leading
arguments are its attributes (Int, then Real) and whose remaining arguments are tensors. Every
symbol also has a concrete meaning (one ONNX node), which is what makes axioms testable: the
soundness check evaluates both sides of an axiom with the reference semantics.

Typing facts: rank(T) and dim(T, i) are uninterpreted too; the rule encoder asserts them for
every ground term, so an axiom may demand shapes in its precondition.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import z3

from verified_opt.ir.evaluate import eval_node
from verified_opt.ir.graph import Node, TensorType
from verified_opt.ops.registry import InferCtx
from verified_opt.semantics import winograd
from verified_opt.semantics.arith import Arith, RationalArith, exact_from_decimal
from verified_opt.semantics.constants import constant_value

T = z3.DeclareSort("T")
RANK = z3.Function("rank", T, z3.IntSort())
DIM = z3.Function("dim", T, z3.IntSort(), z3.IntSort())

# Builds (op, attrs, constant inputs appended after the tensors) from the Int and Real params.
NodeSpec = tuple[str, dict, list[np.ndarray]]


@dataclass(frozen=True)
class Symbol:
    name: str
    n_int: int
    n_real: int
    n_tensor: int
    build: Callable[[list[int], list[float]], NodeSpec] | None
    doc: str
    # a constant's meaning (no tensors), from its Int and Real params
    value: Callable[[list[int], list[float]], np.ndarray] | None = None
    # element-wise on equal shapes only (add, not addb): what the encoder writes it for
    same_shapes: bool = False

    @property
    def decl(self) -> z3.FuncDeclRef:
        return _DECLS[self.name]

    def arity(self) -> int:
        return self.n_int + self.n_real + self.n_tensor

    def apply(self, ints: Sequence[int], reals: Sequence[float], tensors: Sequence[np.ndarray],
              ar: Arith) -> np.ndarray:
        """The concrete meaning: evaluate the ONNX node on concrete tensors."""
        if self.value is not None:
            if any(int(i) <= 0 for i in ints):
                raise ValueError(f"{self.name}: sizes must be positive, got {list(ints)}")
            return ar.lift(self.value([int(i) for i in ints], [float(r) for r in reals]))
        if self.same_shapes and len({t.shape for t in tensors}) > 1:
            raise ValueError(f"{self.name} takes equal shapes, got "
                             f"{[list(t.shape) for t in tensors]}")
        assert self.build is not None  # a symbol is a constant (value) or a node (build)
        op, attrs, consts = self.build(list(ints), list(reals))
        # a real parameter passed as an input (Clip's bound) is in the tensors' arithmetic: in
        # rationals the decimal Z3 reads, as a Fill's value is
        consts = [_real_input(c, ar) if c.dtype.kind == "f" and c.ndim == 0 else c
                  for c in consts]
        args = list(tensors) + consts
        names = tuple(f"x{k}" for k in range(len(args)))
        node = Node(op, names, ("y",), attrs, self.name)
        # the exact arithmetics' object arrays stand for float tensors (so float-only operators
        # reach their kernel, which refuses them as NotExact, not as a type error)
        types = [TensorType(a.shape, "float32" if a.dtype == object else a.dtype.name
                            if a.dtype.kind != "i" or k >= len(tensors) else "float32")
                 for k, a in enumerate(args)]
        ctx = InferCtx(node, types, args)
        from verified_opt.ops.registry import OPS

        OPS[op].validate(node)
        (t,) = OPS[op].infer(ctx)[:1]
        (out,) = eval_node(node, args, ctx, ar)[:1]
        if tuple(out.shape) != t.shape:
            raise AssertionError(f"{self.name}: kernel shape {out.shape} != inferred {t.shape}")
        return out


def _real_input(c: np.ndarray, ar: Arith) -> np.ndarray:
    if isinstance(ar, RationalArith):
        out = np.empty(c.shape, dtype=object)
        out[...] = exact_from_decimal(float(c.reshape(-1)[0]))
        return out
    return ar.lift(c)


VOCAB: dict[str, Symbol] = {}
_DECLS: dict[str, z3.FuncDeclRef] = {}


def _sym(name: str, n_int: int, n_real: int, n_tensor: int, doc: str,
         same_shapes: bool = False):
    def deco(build: Callable[[list[int], list[float]], NodeSpec]):
        VOCAB[name] = Symbol(name, n_int, n_real, n_tensor, build, doc, same_shapes=same_shapes)
        sorts = [z3.IntSort()] * n_int + [z3.RealSort()] * n_real + [T] * n_tensor
        _DECLS[name] = z3.Function(name, *sorts, T)
        return build

    return deco


def _i64(values: Sequence[int]) -> np.ndarray:
    return np.asarray(list(values), dtype=np.int64)


# (op, symbol, doc, equal shapes only): the encoder writes the plain symbol for equal shapes
# and the `b` one for broadcasting, and testing holds each to that.
for _op, _name, _doc, _same in (("Add", "add", "x + y, same shapes", True),
                                ("Sub", "sub", "x - y, same shapes", True),
                                ("Mul", "mul", "x * y element-wise, same shapes", True),
                                ("Add", "addb", "x + y with broadcasting", False),
                                ("Sub", "subb", "x - y with broadcasting", False),
                                ("Mul", "mulb", "x * y with broadcasting", False),
                                ("Mul", "smul", "x * s, s a scalar (shape [])", False),
                                ("Div", "divide", "x / y element-wise, same shapes", True),
                                ("Div", "divideb", "x / y with broadcasting", False),
                                ("Pow", "power", "x ^ y element-wise, same shapes", True),
                                ("Pow", "powerb", "x ^ y with broadcasting", False)):
    _sym(_name, 0, 0, 2, _doc, same_shapes=_same)(lambda i, r, op=_op: (op, {}, []))

for _op in ("Relu", "Sigmoid", "Tanh", "Erf"):
    _sym(_op.lower(), 0, 0, 1, f"{_op}(x)")(lambda i, r, op=_op: (op, {}, []))
# SMT-LIB's theories own `div` and (in cvc5) `sqrt`: these names would shadow them.
_sym("sqroot", 0, 0, 1, "Sqrt(x)")(lambda i, r: ("Sqrt", {}, []))

# Element-wise extremes (Max, Min; `b`: with broadcasting) and Clip, which the encoder writes as
# clipmax(hi, clipmin(lo, x)), ONNX's min(max(x, lo), hi); a bound left out is no symbol.
for _op, _name, _same in (("Max", "emax", True), ("Max", "emaxb", False),
                          ("Min", "emin", True), ("Min", "eminb", False)):
    _sym(_name, 0, 0, 2, f"{_op}(x, y){', same shapes' if _same else ' with broadcasting'}",
         same_shapes=_same)(lambda i, r, op=_op: (op, {}, []))
_sym("clipmin", 0, 1, 1, "Clip(x, min=lo) without max (lo; x)")(
    lambda i, r: ("Clip", {}, [np.asarray(r[0], dtype=np.float64)]))
# ONNX's Clip with only a max leaves its min input empty, which a node built from positional
# constants cannot: Min(x, hi) for a scalar hi is the same function (the encoder's test checks it)
_sym("clipmax", 0, 1, 1, "Clip(x, max=hi) without min, i.e. Min(x, hi) (hi; x)")(
    lambda i, r: ("Min", {}, [np.asarray(r[0], dtype=np.float64)]))
_sym("hsig", 0, 2, 1, "HardSigmoid(alpha, beta; x)")(
    lambda i, r: ("HardSigmoid", {"alpha": r[0], "beta": r[1]}, []))
_sym("hswish", 0, 0, 1, "HardSwish(x)")(lambda i, r: ("HardSwish", {}, []))

# Nearest upsampling of a 4-D tensor's spatial axes by integer scales: output index o reads
# input index floor(o / s), which is what PyTorch's export (asymmetric, floor) and ONNX's default
# (half_pixel, round_prefer_floor) both compute for an integer s (the encoder takes those).
_sym("upnn", 2, 0, 1, "Resize, nearest, scales [1, 1, sh, sw], asymmetric coordinates, floor "
     "(sh, sw; x)")(
    lambda i, r: ("Resize", {"mode": "nearest", "coordinate_transformation_mode": "asymmetric",
                             "nearest_mode": "floor"},
                  [np.zeros(0, np.float32), np.asarray([1, 1, i[0], i[1]], np.float32)]))

_sym("softmax", 1, 0, 1, "Softmax(axis; x)")(lambda i, r: ("Softmax", {"axis": i[0]}, []))
_sym("matmul", 0, 0, 2, "MatMul(a, b), both of rank >= 2 with equal batch dims")(
    lambda i, r: ("MatMul", {}, []))
_sym("matmulb", 0, 0, 2, "MatMul(a, b), other broadcasting or 1-D cases")(
    lambda i, r: ("MatMul", {}, []))
_sym("gemm", 2, 2, 3, "Gemm(transA, transB; alpha, beta; A, B, C)")(
    lambda i, r: ("Gemm", {"transA": i[0], "transB": i[1], "alpha": r[0], "beta": r[1]}, []))
_sym("gemmnc", 2, 1, 2, "Gemm(transA, transB; alpha; A, B) without C")(
    lambda i, r: ("Gemm", {"transA": i[0], "transB": i[1], "alpha": r[0]}, []))


def _conv_attrs(i: list[int]) -> dict:
    sh, sw, pt, pl, pb, pr, dh, dw, g = i[:9]
    return {"strides": [sh, sw], "pads": [pt, pl, pb, pr], "dilations": [dh, dw], "group": g}


_sym("conv", 9, 0, 2, "Conv 2-D(sh, sw, pad_top, pad_left, pad_bottom, pad_right, dh, dw, "
     "group; x, w)")(lambda i, r: ("Conv", _conv_attrs(i), []))
_sym("convb", 9, 0, 3, "Conv 2-D with bias(...; x, w, b)")(lambda i, r: ("Conv", _conv_attrs(i), []))


def _convt_attrs(i: list[int]) -> dict:
    return {**_conv_attrs(i), "output_padding": [i[9], i[10]]}


_sym("convt", 11, 0, 2, "ConvTranspose 2-D(sh, sw, pad_top, pad_left, pad_bottom, pad_right, dh, "
     "dw, group, output_padding_h, output_padding_w; x, w)")(
    lambda i, r: ("ConvTranspose", _convt_attrs(i), []))
_sym("convtb", 11, 0, 3, "ConvTranspose 2-D with bias(...; x, w, b)")(
    lambda i, r: ("ConvTranspose", _convt_attrs(i), []))


def _pool_attrs(i: list[int]) -> dict:
    kh, kw, sh, sw, pt, pl, pb, pr = i[:8]
    return {"kernel_shape": [kh, kw], "strides": [sh, sw], "pads": [pt, pl, pb, pr]}


_sym("maxpool", 8, 0, 1, "MaxPool 2-D(kh, kw, sh, sw, pt, pl, pb, pr; x)")(
    lambda i, r: ("MaxPool", _pool_attrs(i), []))
_sym("avgpool", 9, 0, 1, "AveragePool 2-D(kh, kw, sh, sw, pt, pl, pb, pr, count_include_pad; x)")(
    lambda i, r: ("AveragePool", {**_pool_attrs(i), "count_include_pad": i[8]}, []))
_sym("gap", 0, 0, 1, "GlobalAveragePool(x)")(lambda i, r: ("GlobalAveragePool", {}, []))
_sym("concat", 1, 0, 2, "Concat(axis; x, y)")(lambda i, r: ("Concat", {"axis": i[0]}, []))
_sym("slice", 3, 0, 1, "Slice(axis, start, end; x), step 1")(
    lambda i, r: ("Slice", {}, [_i64([i[1]]), _i64([i[2]]), _i64([i[0]])]))
_sym("bn", 0, 1, 5, "BatchNormalization(epsilon; x, scale, bias, mean, var)")(
    lambda i, r: ("BatchNormalization", {"epsilon": r[0]}, []))
_sym("lrn", 1, 3, 1, "LRN(size; alpha, beta, bias; x)")(
    lambda i, r: ("LRN", {"size": i[0], "alpha": r[0], "beta": r[1], "bias": r[2]}, []))
_sym("d2s", 1, 0, 1, "DepthToSpace, DCR mode(blocksize; x)")(
    lambda i, r: ("DepthToSpace", {"blocksize": i[0], "mode": "DCR"}, []))
_sym("rsum", 2, 0, 1, "ReduceSum(axis, keepdims; x)")(
    lambda i, r: ("ReduceSum", {"keepdims": i[1]}, [_i64([i[0]])]))
_sym("rmean", 2, 0, 1, "ReduceMean(axis, keepdims; x)")(
    lambda i, r: ("ReduceMean", {"keepdims": i[1]}, [_i64([i[0]])]))

MAX_RANK = 6  # the dilated Winograd rule puts tiles and phases in place with a 6-D Transpose
for _r in range(1, MAX_RANK + 1):
    _sym(f"transpose{_r}", _r, 0, 1, f"Transpose(perm of {_r} axes; x)")(
        lambda i, r: ("Transpose", {"perm": list(i)}, []))
    _sym(f"reshape{_r}", _r, 0, 1, f"Reshape to {_r} dims(d0..; x); Flatten/Squeeze/Unsqueeze too")(
        lambda i, r: ("Reshape", {}, [_i64(i)]))
    _sym(f"pad{_r}", 2 * _r, 0, 1, f"Pad with zeros(begins.., ends..; x), rank {_r}")(
        lambda i, r: ("Pad", {"mode": "constant"}, [_i64(i)]))


def _const(name: str, n_int: int, doc: str,
           value: Callable[[list[int], list[float]], np.ndarray], n_real: int = 0) -> None:
    VOCAB[name] = Symbol(name, n_int, n_real, 0, None, doc, value)
    _DECLS[name] = z3.Function(name, *([z3.IntSort()] * n_int + [z3.RealSort()] * n_real), T)


for _r in range(1, MAX_RANK + 1):
    _const(f"ones{_r}", _r, f"all ones, shape [d0..d{_r - 1}]",
           lambda i, r: constant_value("Ones", tuple(i)))
for _r in range(MAX_RANK + 1):
    _const(f"fill{_r}", _r, f"the real v everywhere, shape [d0..d{_r - 1}] (d..; v)",
           lambda i, r: constant_value("Fill", tuple(i), {"value": r[0]}), n_real=1)
_const("idkernel2", 1, "the identity matrix [c, c]",
       lambda i, r: constant_value("IdentityKernel", (i[0], i[0])))
_const("idkernel4", 3, "the identity Conv kernel [c, c, kh, kw] (kh, kw odd)",
       lambda i, r: constant_value("IdentityKernel", (i[0], i[0], i[1], i[2])))
_const("lrnwin", 2, "LRN's channel window as a 1x1 Conv kernel [c, c, 1, 1], alpha / size "
       "inside the window (c, size; alpha)",
       lambda i, r: constant_value("LRNWindow", (i[0], i[0], 1, 1),
                                   {"size": i[1], "alpha": r[0]}), n_real=1)

# Their meaning is over the reals (float64 here); a graph holds them as float32.
_const("wgin", 1, "Winograd F(m, 3)'s input transform as a Conv kernel [t*t, 1, t, t], t = m + 2 (m)",
       lambda i, r: winograd.input_kernel(i[0]))
_const("wgwt", 1, "Winograd F(m, 3)'s filter transform as a matrix [9, t*t] (m)",
       lambda i, r: winograd.weight_matrix(i[0]))
_const("wgout", 1, "Winograd F(m, 3)'s output transform as a matrix [m*m, t*t] (m)",
       lambda i, r: winograd.output_matrix(i[0]))


def decl(name: str) -> z3.FuncDeclRef:
    return _DECLS[name]
