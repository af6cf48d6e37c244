"""Evaluate ground Z3 terms over the vocabulary with each symbol's ONNX meaning.

What the rule encoder writes is a term over uninterpreted symbols; what it stands for is the
ONNX node each symbol names (`Symbol.apply`). This interpreter gives a term that meaning at
concrete values of its constants (a rule's inputs and symbols), so the encoder can be held to
the reference semantics: an encoded node must evaluate to what the node computes, and every
typing fact (rank(t), dim(t, i)) must be true of the tensor t evaluates to.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Mapping
from fractions import Fraction

import numpy as np
import z3

from verified_opt.axioms.vocab import VOCAB
from verified_opt.errors import VoptError
from verified_opt.semantics.arith import Arith, FloatArith

Number = int | Fraction


class InterpretError(VoptError):
    """The term has no value here: an unbound constant, a symbol outside the vocabulary, an
    operator applied where its meaning is undefined."""


def _euclid_div(a: int, b: int) -> int:
    # SMT-LIB's div: a = b * q + r with 0 <= r < |b|
    if b == 0:
        raise InterpretError("integer division by zero has no meaning in SMT-LIB")
    return a // b if b > 0 else -(a // -b)


_ARITH = {
    z3.Z3_OP_ADD: lambda xs: sum(xs[1:], xs[0]),
    z3.Z3_OP_SUB: lambda xs: xs[0] - sum(xs[1:]),
    z3.Z3_OP_MUL: lambda xs: functools.reduce(operator.mul, xs),
    z3.Z3_OP_UMINUS: lambda xs: -xs[0],
    z3.Z3_OP_IDIV: lambda xs: _euclid_div(int(xs[0]), int(xs[1])),
    z3.Z3_OP_MOD: lambda xs: int(xs[0]) - int(xs[1]) * _euclid_div(int(xs[0]), int(xs[1])),
    z3.Z3_OP_TO_REAL: lambda xs: Fraction(xs[0]),
    z3.Z3_OP_LE: lambda xs: xs[0] <= xs[1],
    z3.Z3_OP_LT: lambda xs: xs[0] < xs[1],
    z3.Z3_OP_GE: lambda xs: xs[0] >= xs[1],
    z3.Z3_OP_GT: lambda xs: xs[0] > xs[1],
    z3.Z3_OP_AND: all,
    z3.Z3_OP_OR: any,
    z3.Z3_OP_NOT: lambda xs: not xs[0],
    z3.Z3_OP_IMPLIES: lambda xs: (not xs[0]) or xs[1],
}


class Interpreter:
    """Values of ground terms, given a value for each uninterpreted constant by its name:
    an array for a tensor (sort T), an int or a float for a number."""

    def __init__(self, consts: Mapping[str, np.ndarray | int | float],
                 ar: Arith | None = None) -> None:
        self.consts = dict(consts)
        self.ar = ar or FloatArith("float64")
        self._tensors: dict[int, np.ndarray] = {}
        self._keep: list[z3.ExprRef] = []  # the cache is keyed by id: keep the terms alive

    def tensor(self, t: z3.ExprRef) -> np.ndarray:
        """The array a tensor term stands for."""
        key = t.get_id()
        if key in self._tensors:
            return self._tensors[key]
        name = t.decl().name()
        if t.num_args() == 0 and name not in VOCAB:
            out = np.asarray(self._const(name))
        else:
            sym = VOCAB.get(name)
            if sym is None:
                raise InterpretError(f"{name} is not a vocabulary symbol")
            args = t.children()
            if len(args) != sym.arity():
                raise InterpretError(f"{name} takes {sym.arity()} arguments, got {len(args)}")
            ints = [self.integer(a) for a in args[:sym.n_int]]
            reals = [float(self.number(a)) for a in args[sym.n_int:sym.n_int + sym.n_real]]
            tensors = [self.tensor(a) for a in args[sym.n_int + sym.n_real:]]
            try:
                out = sym.apply(ints, reals, tensors, self.ar)
            except (VoptError, ValueError, IndexError, AssertionError) as e:
                raise InterpretError(f"{name}({ints}, {reals}, shapes "
                                     f"{[list(x.shape) for x in tensors]}): {e}") from None
        self._tensors[key] = out
        self._keep.append(t)
        return out

    def integer(self, e: z3.ExprRef) -> int:
        v = self.number(e)
        if not isinstance(v, int) and Fraction(v).denominator != 1:
            raise InterpretError(f"{e} = {v} is not an integer")
        return int(v)

    def number(self, e: z3.ExprRef) -> Number | bool:
        """An integer, real or Boolean expression, with rank(t) and dim(t, i) of the arrays."""
        if z3.is_int_value(e):
            return e.as_long()
        if z3.is_rational_value(e):
            return Fraction(e.numerator_as_long(), e.denominator_as_long())
        if z3.is_true(e) or z3.is_false(e):
            return z3.is_true(e)
        name, kind = e.decl().name(), e.decl().kind()
        if kind == z3.Z3_OP_UNINTERPRETED:
            if name == "rank":
                return self.tensor(e.arg(0)).ndim
            if name == "dim":
                shape = self.tensor(e.arg(0)).shape
                k = self.integer(e.arg(1))
                if not 0 <= k < len(shape):
                    raise InterpretError(f"dim {k} of a tensor of rank {len(shape)}")
                return int(shape[k])
            if e.num_args() == 0:
                v = self._const(name)
                return v if isinstance(v, int) else Fraction(v)
            raise InterpretError(f"{name} is not a number-valued symbol")
        if kind == z3.Z3_OP_DIV:
            a, b = (Fraction(self.number(c)) for c in e.children())
            if b == 0:
                raise InterpretError("real division by zero has no meaning in SMT-LIB")
            return a / b
        if kind == z3.Z3_OP_ITE:
            c, a, b = e.children()
            return self.number(a) if self.number(c) else self.number(b)
        if kind in (z3.Z3_OP_EQ, z3.Z3_OP_DISTINCT):
            a, b = e.children()
            if a.sort() == b.sort() and a.sort().kind() == z3.Z3_UNINTERPRETED_SORT:
                x, y = self.tensor(a), self.tensor(b)
                same = x.shape == y.shape and bool(np.array_equal(x, y))
            else:
                same = self.number(a) == self.number(b)
            return same if kind == z3.Z3_OP_EQ else not same
        if kind in _ARITH:
            return _ARITH[kind]([self.number(c) for c in e.children()])
        raise InterpretError(f"no meaning for {name} in {e}")

    def holds(self, fact: z3.BoolRef) -> bool:
        return bool(self.number(fact))

    def _const(self, name: str):
        if name not in self.consts:
            raise InterpretError(f"no value for {name}")
        return self.consts[name]
