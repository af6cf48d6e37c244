"""The vocabulary of the verifier: Z3 function symbols, each with its ONNX meaning.

The operators' symbols are listed by their family modules under ops/ (OpSpec.symbols); the
constants (all ones, identity kernels, Winograd's transforms) are here.

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
from verified_opt.ops.registry import MAX_RANK, OPS, InferCtx, NodeSpec
from verified_opt.semantics import winograd
from verified_opt.semantics.arith import Arith, RationalArith, exact_from_decimal
from verified_opt.semantics.constants import constant_value

T = z3.DeclareSort("T")
RANK = z3.Function("rank", T, z3.IntSort())
DIM = z3.Function("dim", T, z3.IntSort(), z3.IntSort())



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
    elementwise: bool = False  # with or without broadcasting
    bool_args: tuple[int, ...] = ()  # the tensor arguments that are bool (Where's condition)

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


def _declare(sym: Symbol) -> None:
    assert sym.name not in VOCAB, f"symbol {sym.name} declared twice"
    VOCAB[sym.name] = sym
    sorts = [z3.IntSort()] * sym.n_int + [z3.RealSort()] * sym.n_real + [T] * sym.n_tensor
    _DECLS[sym.name] = z3.Function(sym.name, *sorts, T)


# The operators' symbols, from the operator table (each family module under ops/ lists its own).
for _spec in OPS.values():
    for _s in _spec.symbols:
        _declare(Symbol(_s.name, _s.n_int, _s.n_real, _s.n_tensor, _s.build, _s.doc,
                        same_shapes=_s.same_shapes, elementwise=_s.elementwise,
                        bool_args=_s.bool_args))


# Constants (no tensor arguments): values, not operators (semantics/constants.py).
def _const(name: str, n_int: int, doc: str,
           value: Callable[[list[int], list[float]], np.ndarray], n_real: int = 0) -> None:
    _declare(Symbol(name, n_int, n_real, 0, None, doc, value))


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
_const("lrncol", 1, "LRN's channel window as a 3-D Conv kernel [1, 1, size, 1, 1], alpha / size "
       "everywhere (size; alpha)",
       lambda i, r: constant_value("LRNColumn", (1, 1, i[0], 1, 1),
                                   {"size": i[0], "alpha": r[0]}), n_real=1)

# Their meaning is over the reals (float64 here); a graph holds them as float32.
_const("wgin", 1, "Winograd F(m, 3)'s input transform as a Conv kernel [t*t, 1, t, t], t = m + 2 (m)",
       lambda i, r: winograd.input_kernel(i[0]))
_const("wgwt", 1, "Winograd F(m, 3)'s filter transform as a matrix [9, t*t] (m)",
       lambda i, r: winograd.weight_matrix(i[0]))
_const("wgout", 1, "Winograd F(m, 3)'s output transform as a matrix [m*m, t*t] (m)",
       lambda i, r: winograd.output_matrix(i[0]))


def decl(name: str) -> z3.FuncDeclRef:
    return _DECLS[name]
