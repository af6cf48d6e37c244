"""Axioms are not trusted blindly: instantiate each on random concrete shapes, attributes and
data, evaluate both sides with the reference semantics, and demand equality.

What Z3 is told is what is tested. Z3 gets every size, every integer attribute from the low
end of its range up, and every real, so the instances draw:
- sizes 0..9 (1, the primes 2, 3, 5, 7, and 9 most often; 0 where the operators allow an
  empty dim), each dim on its own, within a bound on the elements a tensor may have;
- integer attributes in their declared range, and in two instances of three some of them
  beyond its top (the top only bounds the testing; the low end is a precondition Z3 sees);
- real attributes from their declared set half the time, other reals (zero, negatives,
  1e-6 .. 1e3) the other half: the set too only bounds the testing;
- data over the rationals: zeros, small integers, fractions p/q, and decimals of magnitudes
  1e-6 .. 1e6, of both signs (some tensors non-negative, for sqrt's and pow's domains).
Both sides are computed in exact rational arithmetic (semantics/arith.RationalArith) wherever
the operators have it, and must be equal; axioms over inexact operators (Sigmoid, Sqrt,
BatchNormalization ...) are checked in float64 against a tolerance of 2^-44 of the largest
magnitude of the output (FLOAT_TOL). An instance where the left side is ill-formed (shapes do
not fit, an average of nothing) or the precondition is false does not count; one where the
left side is well-formed but the right side is not is a counterexample (unless a tensor is
empty: operators treat those unevenly, and all empty tensors of a shape are equal).
"""

from __future__ import annotations

import bisect
import math
import random
from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np

from verified_opt.axioms.lang import (
    INT_OPS,
    App,
    Axiom,
    Cmp,
    DimOf,
    IBin,
    IConst,
    IVar,
    LenOf,
    ListDim,
    RankOf,
    RConst,
    RVar,
    TVar,
    show,
)
from verified_opt.axioms.vocab import VOCAB
from verified_opt.axioms.z3enc import unstated_dims
from verified_opt.errors import NotExact, VoptError
from verified_opt.ir.graph import Node, TensorType
from verified_opt.ops.registry import OPS, InferCtx
from verified_opt.semantics import winograd
from verified_opt.semantics.arith import (
    FloatArith,
    Rational,
    RationalArith,
    exact_from_decimal,
    ratios,
    to_float64,
)
from verified_opt.semantics.constants import lrn_window

MIN_INSTANCES = 20
MAX_TRIES = 1000
# Sizes and how often each is drawn: 1 (broadcasting, degenerate windows), the primes (no
# accidental divisibility), 9 (odd, square), the evens a divisibility precondition needs, and 0.
SIZES = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9)
_SIZE_CDF = (3, 19, 33, 47, 55, 67, 72, 83, 87)  # in percent: 3 for 0, 16 for 1, ...
# Tensors multiply their sizes: an instance whose tensors are larger is drawn again (and does
# not count as a try), which keeps the exact arithmetic of the whole shipped set a few seconds.
MAX_ELEMENTS = 324  # one tensor
MAX_INPUT_ELEMENTS = 900  # all of an instance's tensors
MAX_TERM_ELEMENTS = 4096  # a term (also where the Erf kernel stops computing erf exactly)
MAX_DRAWS = 20_000  # draws that are too large or fail the precondition cost next to nothing
SIZE_TRIES = 8  # sizes drawn for one draw of the attributes before it counts as too large
# The element-wise symbols (a 0-d tensor is evaluated as shape [1]: see _Eval.t).
ELEMENTWISE = frozenset(name for name, sym in VOCAB.items() if sym.elementwise)
# An integer attribute drawn beyond its declared top goes this far beyond it.
STRETCH = (1, 1, 2, 3, 5, 8)


class IllFormed(Exception):
    """This instance does not fit the operators' shape rules."""


class _TooLarge(IllFormed):
    """More elements than the bounds above: drawn again, not counted as a try."""


@dataclass
class Instance:
    ints: dict[str, int]
    lists: dict[str, list[int]]
    reals: dict[str, float]
    tensors: dict[str, np.ndarray]  # drawn once the precondition holds (it may read shapes)
    shapes: dict[str, tuple[int, ...]] = field(default_factory=dict)
    stretched: frozenset[str] = frozenset()  # the ranged attributes drawn beyond their top

    @property
    def empty(self) -> bool:
        return any(0 in s for s in self.shapes.values())

    def describe(self) -> str:
        parts = [f"{k}={v}" for k, v in sorted(self.ints.items())]
        parts += [f"{k}={v}" for k, v in sorted(self.lists.items())]
        parts += [f"{k}={v}" for k, v in sorted(self.reals.items())]
        parts += [f"{k}: shape {list(v.shape)} = {v.tolist()}" if 0 < v.size <= 12 else
                  f"{k}: shape {list(v.shape)}" for k, v in self.tensors.items()]
        return "; ".join(parts)


@dataclass
class SoundnessResult:
    axiom: Axiom
    sound: bool
    instances: int
    mode: str
    counterexample: str = ""
    notes: list[str] = field(default_factory=list)


class _Eval:
    def __init__(self, inst: Instance, ar) -> None:
        self.inst = inst
        self.ar = ar
        self.cache: dict[int, np.ndarray] = {}
        self.dry_cache: dict[int, tuple[int, ...]] = {}

    def i(self, e) -> int:
        if isinstance(e, IConst):
            return e.value
        if isinstance(e, IVar):
            if e.name not in self.inst.ints:
                raise IllFormed(f"unbound {e.name}")
            return self.inst.ints[e.name]
        if isinstance(e, LenOf):
            return len(self.inst.lists[e.listvar])
        if isinstance(e, IBin):
            return INT_OPS[e.op](self.i(e.a), self.i(e.b))
        if isinstance(e, DimOf):
            shape = self.shape(e.term)
            k = self.i(e.index)
            if not 0 <= k < len(shape):
                return -1  # an out-of-range dim never equals a size
            return int(shape[k])
        if isinstance(e, RankOf):
            return len(self.shape(e.term))
        raise TypeError(e)

    def shape(self, e) -> tuple[int, ...]:
        if isinstance(e, TVar):
            return self.inst.shapes[e.name]
        return self.dry(e) if self.ar is None else self.t(e).shape

    def r(self, e) -> float:
        return e.value if isinstance(e, RConst) else self.inst.reals[e.name]

    def t(self, e) -> np.ndarray:
        if isinstance(e, TVar):
            return self.inst.tensors[e.name]
        key = id(e)
        if key in self.cache:
            return self.cache[key]
        sym = VOCAB[e.sym]
        ints = [self.i(a) for a in e.args[:sym.n_int]]
        reals = [self.r(a) for a in e.args[sym.n_int:sym.n_int + sym.n_real]]
        tensors = [self.t(a) for a in e.args[sym.n_int + sym.n_real:]]
        try:
            if e.sym in REAL_CONSTANTS:
                out = _real_constant(e.sym, ints, reals, isinstance(self.ar, RationalArith))
            elif e.sym in ELEMENTWISE and all(t.ndim == 0 for t in tensors):
                # NumPy's ufuncs return a bare object, not an array, for 0-d object arrays
                # (Relu's maximum): an element-wise operator is the same at shape [1]
                out = sym.apply(ints, reals, [t.reshape(1) for t in tensors],
                                self.ar).reshape(())
            else:
                out = sym.apply(ints, reals, tensors, self.ar)
        except NotExact:
            raise
        except (VoptError, ValueError, IndexError, AssertionError) as err:
            raise IllFormed(f"{sym.name}: {err}") from None
        except ZeroDivisionError:  # an average over nothing: 0/0, no value
            raise IllFormed(f"{sym.name}: an average of no elements") from None
        if out.size > MAX_TERM_ELEMENTS:
            raise _TooLarge(f"{sym.name}: {out.size} elements")
        self.cache[key] = out
        return out

    def dry(self, e) -> tuple[int, ...]:
        """The shape of a term from shape inference alone, without data (an _Eval with no
        arithmetic): IllFormed where evaluating it would refuse at Symbol.apply's inference."""
        if isinstance(e, TVar):
            return self.inst.shapes[e.name]
        key = id(e)
        if key in self.dry_cache:
            return self.dry_cache[key]
        sym = VOCAB[e.sym]
        ints = [self.i(a) for a in e.args[:sym.n_int]]
        reals = [self.r(a) for a in e.args[sym.n_int:sym.n_int + sym.n_real]]
        shapes = [self.dry(a) for a in e.args[sym.n_int + sym.n_real:]]
        try:
            if e.sym in REAL_CONSTANTS:
                out = _real_constant(e.sym, ints, reals, exact=False).shape
            elif sym.value is not None:  # a constant: cheap to make
                out = sym.apply(ints, reals, [], FloatArith("float64")).shape
            elif sym.same_shapes and len(set(shapes)) > 1:
                raise ValueError(f"{sym.name} takes equal shapes, got {shapes}")
            else:
                assert sym.build is not None  # not a constant (value): a node
                op, attrs, consts = sym.build(ints, reals)
                node = Node(op, tuple(f"x{k}" for k in range(len(shapes) + len(consts))),
                            ("y",), attrs, sym.name)
                types = [TensorType(s, "bool" if k in sym.bool_args else "float32")
                         for k, s in enumerate(shapes)] + \
                    [TensorType(c.shape, "float32" if c.dtype.kind == "f" else c.dtype.name)
                     for c in consts]  # a real input (Clip's bound) has the tensors' type
                known: list[np.ndarray | None] = [None] * len(shapes)  # the tensors: unknown
                known += consts
                OPS[op].validate(node)
                out = OPS[op].infer(InferCtx(node, types, known))[0].shape
        except (VoptError, ValueError, IndexError, AssertionError) as err:
            raise IllFormed(f"{sym.name}: {err}") from None
        if math.prod(out) > MAX_TERM_ELEMENTS:
            raise _TooLarge(f"{sym.name}: {math.prod(out)} elements")
        self.dry_cache[key] = out
        return out

    def holds(self, c: Cmp) -> bool:
        a: Fraction | int
        b: Fraction | int
        if isinstance(c.a, (RConst, RVar)):  # reals: the decimals Z3 reads, compared exactly
            a, b = Fraction(repr(float(self.r(c.a)))), Fraction(repr(float(self.r(c.b))))
        else:
            a, b = self.i(c.a), self.i(c.b)
        return {"==": a == b, "!=": a != b, "<": a < b, "<=": a <= b, ">": a > b,
                ">=": a >= b}[c.op]


# Constants whose meaning is over the reals: the vocabulary's values are float32 (what a graph
# holds: Fill's v, LRNWindow's alpha / size) or float64 (Winograd's 1/6, 1/24), and testing
# gives them the values Z3's statement means, exactly (or in float64 in float mode).
def _fill(ints: list[int], reals: list, exact: bool) -> np.ndarray:
    value = exact_from_decimal(reals[0]) if exact else float(reals[0])
    out = np.empty(tuple(ints), dtype=object if exact else np.float64)
    out[...] = value
    return out


def _lrn_window(ints: list[int], reals: list, exact: bool) -> np.ndarray:
    c, size = ints
    lo, hi = lrn_window(size)
    w: int | Rational | float
    if exact:
        n, d = Rational.parts(exact_from_decimal(reals[0]))
        w = Rational.of(n, d * size)
    else:
        w = float(reals[0]) / size
    i, j = np.indices((c, c))
    inside = (j >= i - lo) & (j <= i + hi)
    out = np.zeros((c, c, 1, 1), dtype=object if exact else np.float64)
    out[inside, 0, 0] = w
    return out


def _lrn_column(ints: list[int], reals: list, exact: bool) -> np.ndarray:
    (size,) = ints
    if exact:
        n, d = Rational.parts(exact_from_decimal(reals[0]))
        out = np.empty((1, 1, size, 1, 1), dtype=object)
        out[...] = Rational.of(n, d * size)
        return out
    return np.full((1, 1, size, 1, 1), float(reals[0]) / size)


def _winograd(which: str):
    def value(ints: list[int], reals: list, exact: bool) -> np.ndarray:
        m = ints[0]
        at, g, bt = (np.array([[Rational.of(v.numerator, v.denominator) for v in row]
                               for row in mat], dtype=object) for mat in winograd.matrices(m))
        t = m + 2
        if which == "in":  # [t*t, 1, t, t]: BT[i, a] * BT[j, b]
            out = np.multiply.outer(bt, bt).transpose(0, 2, 1, 3).reshape(t * t, 1, t, t)
        elif which == "wt":  # [9, t*t]: G[i, a] * G[j, b] at [a*3 + b, i*t + j]
            out = np.multiply.outer(g, g).transpose(1, 3, 0, 2).reshape(9, t * t)
        else:  # [m*m, t*t]: AT[p, i] * AT[q, j] at [p*m + q, i*t + j]
            out = np.multiply.outer(at, at).transpose(0, 2, 1, 3).reshape(m * m, t * t)
        return out if exact else to_float64(out)

    return value


REAL_CONSTANTS = {**{f"fill{r}": _fill for r in range(7)}, "lrnwin": _lrn_window,
                  "lrncol": _lrn_column,
                  "wgin": _winograd("in"), "wgwt": _winograd("wt"), "wgout": _winograd("out")}


def _real_constant(sym: str, ints: list[int], reals: list, exact: bool) -> np.ndarray:
    if any(int(i) <= 0 for i in ints):
        raise ValueError(f"{sym}: sizes must be positive, got {list(ints)}")
    if sym.startswith("wg") and ints[0] not in winograd.TILE_OUTPUTS:
        raise ValueError(f"{sym}: no Winograd F({ints[0]}, 3)")
    return REAL_CONSTANTS[sym]([int(i) for i in ints], list(reals), exact)


def _size(rnd: random.Random) -> int:
    return SIZES[bisect.bisect(_SIZE_CDF, rnd.random() * 100)]


def _real(rnd: random.Random) -> float:
    """A real other than the declared ones: zero, an integer, or a decimal of either sign and
    a magnitude from 1e-6 to 1e3 (a float whose repr is that decimal, which Z3 reads)."""
    kind = rnd.randrange(5)
    if kind == 0:
        return 0.0
    sign = rnd.choice((-1.0, 1.0))
    if kind == 1:
        return sign * rnd.randint(1, 9)
    return sign * float(f"{rnd.randint(1, 99)}e{rnd.randint(-7, 1)}")


_DATA_CDF = np.cumsum([0.08, 0.17, 0.15])  # zero, small integer, p/q; the rest decimals


def _rationals(rng: np.random.Generator, n: int) -> np.ndarray:
    """n exact values: zeros, small integers, fractions p/q with q in 2, 3, 7, 9, and decimals
    with three significant digits of magnitudes 1e-6 .. 1e6; of both signs."""
    kind = np.searchsorted(_DATA_CDF, rng.random(n))
    u = rng.uniform(-6, 6, n)  # log10 of the magnitude of a decimal
    e = np.floor(u).astype(np.int64) - 2
    num = np.minimum(np.round(10.0 ** (u - e)).astype(np.int64), 999) * 10 ** np.maximum(e, 0)
    den = 10 ** np.maximum(-e, 0)
    small, frac = kind == 1, kind == 2
    num[small] = rng.integers(1, 5, int(small.sum()))
    num[frac] = rng.integers(1, 30, int(frac.sum()))
    den[kind < 2] = 1
    den[frac] = rng.choice(np.array([2, 3, 7, 9]), int(frac.sum()))
    num[kind == 0] = 0
    return ratios(num * (rng.integers(0, 2, n) * 2 - 1), den)


@dataclass(frozen=True)
class _Plan:
    """What _draw draws for an axiom, worked out once."""

    ranged: tuple[tuple[str, int, int], ...]
    size_vars: tuple[str, ...]  # sizes no range, no definition names
    list_vars: tuple[str, ...]
    defs: tuple[tuple[str, object], ...]
    tensors: tuple[tuple[str, tuple], ...]  # name, dims (ListDim, int, a variable's name, IBin)
    masks: frozenset[str] = frozenset()  # tensors a symbol takes as bool (Where's condition)

    @staticmethod
    def of(ax: Axiom) -> _Plan:
        size_vars: dict[str, None] = {}
        list_vars: dict[str, None] = {}
        tensors = []
        for name, dims in ax.tensors.items():
            out = []
            for d in dims:
                if isinstance(d, ListDim):
                    list_vars[d.name] = None
                for v in _ivars(d):
                    if v not in ax.int_ranges and v not in ax.defs:
                        size_vars[v] = None
                out.append(d.value if isinstance(d, IConst) else
                           d.name if isinstance(d, IVar) else d)
            tensors.append((name, tuple(out)))
        return _Plan(tuple((k, lo, hi) for k, (lo, hi) in ax.int_ranges.items()),
                     tuple(size_vars), tuple(list_vars), tuple(ax.defs.items()), tuple(tensors),
                     frozenset(_masks(ax.lhs) | _masks(ax.rhs)))


def _masks(e) -> set[str]:
    """The tensor variables a symbol of `e` takes as bool."""
    if not isinstance(e, App):
        return set()
    sym = VOCAB[e.sym]
    tensors = e.args[sym.n_int + sym.n_real:]
    out = {a.name for k, a in enumerate(tensors) if k in sym.bool_args and isinstance(a, TVar)}
    for a in tensors:
        out |= _masks(a)
    return out


def _draw(ax: Axiom, plan: _Plan, rnd: random.Random,
          free: frozenset[tuple[str, int]] = frozenset(), barren: frozenset[str] = frozenset()
          ) -> Instance:
    """Attributes, sizes and shapes; `free`: dims (tensor, index) drawn at random instead of
    from their declared size. The data come later (_draw_data)."""
    attrs: dict[str, int] = {}
    # In two instances of three, some ranged attributes (at least one) go beyond the declared
    # top: Z3 is told only the low end. Some at a time, and not those that never fit beyond it
    # (`barren`: a permutation's entries beyond its rank are no permutation).
    stretched: set[str] = set()
    some = [name for name, _, _ in plan.ranged if name not in barren]
    if some and rnd.random() < 2 / 3:
        stretched = {name for name in some if rnd.random() < 0.5} or \
            {some[int(rnd.random() * len(some))]}
    for name, lo, hi in plan.ranged:
        if name in stretched:
            attrs[name] = hi + STRETCH[int(rnd.random() * len(STRETCH))]
        else:
            attrs[name] = lo + int(rnd.random() * (hi - lo + 1))
    # Half the time a declared real, else another one: Z3 is told nothing of the set.
    reals = {k: float(rnd.choice(v)) if rnd.random() < 0.5 else _real(rnd)
             for k, v in ax.reals.items()}
    # Sizes again where the tensors come out too large, the attributes kept: large attributes
    # (a group of 7 multiplies channels) are not drawn less often for it.
    for _ in range(SIZE_TRIES):
        lists: dict[str, list[int]] = {}
        shapes = _shapes(plan, rnd, free, ints := dict(attrs), lists)
        if shapes is not None:
            return Instance(ints, lists, reals, {}, shapes, frozenset(stretched))
    raise _TooLarge("too many elements")


def _shapes(plan: _Plan, rnd: random.Random, free: frozenset[tuple[str, int]],
            ints: dict[str, int], lists: dict[str, list[int]]) -> dict | None:
    """Sizes into `ints` and `lists`, and the tensors' shapes (None where too large)."""
    for v in plan.list_vars:
        lists[v] = [_size(rnd) for _ in range(int(rnd.random() * 4))]
    for v in plan.size_vars:
        ints[v] = _size(rnd)
    ev = _Eval(Instance(ints, lists, {}, {}), None)
    for name, e in plan.defs:
        ints[name] = ev.i(e)
    shapes: dict[str, tuple[int, ...]] = {}
    total = 0
    for name, dims in plan.tensors:
        shape: list[int] = []
        for k, d in enumerate(dims):
            if (name, k) in free:
                # small: the left side fits only where free sizes happen to agree
                shape.append(1 + int(rnd.random() * 4))
            elif type(d) is str:
                shape.append(ints[d])
            elif type(d) is int:
                shape.append(d)
            elif isinstance(d, ListDim):
                shape += lists[d.name]
            else:
                shape.append(ev.i(d))
        if any(s < 0 for s in shape):
            raise IllFormed(f"{name} has shape {shape}")
        n = math.prod(shape)
        total += n
        if n > MAX_ELEMENTS or total > MAX_INPUT_ELEMENTS:
            return None
        shapes[name] = tuple(shape)
    return shapes


_POOL: dict[str, np.ndarray] = {}


def _pool(mode: str, nonneg: bool) -> np.ndarray:
    """2^14 values of _rationals (and their absolute values, and both as float64), drawn once:
    instances sample from them, which is the same distribution at a fraction of the cost."""
    if not _POOL:
        exact = _rationals(np.random.default_rng(2024), 1 << 14)
        _POOL["exact"], _POOL["exact+"] = exact, np.asarray(np.abs(exact), dtype=object)
        _POOL["float"], _POOL["float+"] = to_float64(exact), to_float64(_POOL["exact+"])
    return _POOL[mode + "+" * nonneg]


def _draw_data(inst: Instance, rng: np.random.Generator, mode: str,
               masks: frozenset[str] = frozenset()) -> None:
    """The tensors' data; a quarter of the tensors non-negative (Sqrt's and Pow's domain, a
    variance); booleans for a mask."""
    for name, shape in inst.shapes.items():
        if name in masks:
            inst.tensors[name] = rng.random(shape) < 0.5
            continue
        pool = _pool(mode, nonneg=rng.random() < 0.25)
        inst.tensors[name] = pool[rng.integers(0, len(pool), math.prod(shape))].reshape(shape)


def _ivars(e) -> list[str]:
    if isinstance(e, IVar):
        return [e.name]
    if isinstance(e, IBin):
        return _ivars(e.a) + _ivars(e.b)
    return []


# The float comparison, relative to the largest magnitude of the output. float64 rounds each
# operation by at most 2^-53 of its result; the kernels take a few dozen operations per value
# and sum at most a few hundred products, and random data keeps the magnitudes in play within a
# small factor of the largest output, so the two sides of a true axiom differ by a few ulps of
# it (the shipped ones by at most 19, LRN's power against two square roots). 2^-44 (5.7e-14) is
# 512 ulps: a term of relative size 1e-12 of the values it perturbs is 17 times that at the
# largest of them, so no such term hides, and no true axiom fails by rounding.
FLOAT_TOL = 2.0 ** -44


def _mismatch(left: np.ndarray, right: np.ndarray, mode: str) -> np.ndarray:
    """The indexes where the sides differ."""
    if mode == "exact":
        return np.argwhere(np.asarray(left != right, dtype=bool))
    finite = np.abs(np.concatenate([left.ravel(), right.ravel()]))
    finite = finite[np.isfinite(finite)]
    scale = float(np.max(finite)) if finite.size else 0.0
    return np.argwhere(~(np.abs(left - right) <= FLOAT_TOL * scale))  # NaN on the right differs


def _underflows(ax: Axiom, inst: Instance) -> bool:
    """Does evaluating the sides in float64 underflow? Below 1e-308 float64 holds no value:
    e^-923 is 0, so e^-923 * e^590 is 0 where e^-333 is 2.4e-145. A mismatch there is outside
    the float domain, as an overflow is; asked only of a mismatch, since an underflow is mostly
    harmless (a Softmax's small terms) and instances are not to be thrown away for it."""
    return _signals(_Eval(inst, FloatArith("float64")), (ax.lhs, ax.rhs), under=True)


def _signals(ev: _Eval, terms, over: bool = False, under: bool = False) -> bool:
    """Does evaluating the terms with ev overflow or underflow in float64 (those asked)?"""
    try:
        with np.errstate(all="ignore", over="raise" if over else "ignore",
                         under="raise" if under else "ignore"):
            for t in terms:
                ev.t(t)
    except FloatingPointError:
        return True
    return False


# The division symbols and the position of the divisor among their tensor arguments.
_DIVISORS = {"recip": 0, "divide": 1, "divideb": 1}


def _divides_by_zero(ax: Axiom, inst: Instance, left: np.ndarray, right: np.ndarray) -> str:
    """A counterexample where the left side, not finite, divides by zero on the way (and
    neither overflows nor underflows) and the right side is finite there: over the reals the
    left is undefined at that point, and no value of 1 / 0 makes x (1 / x) y equal y at x = 0.
    An instance whose left side is not finite is otherwise outside the float domain (a
    negative variance, an overflow: the left side is the one that overflows first) and
    skipped."""
    if left.shape != right.shape:
        return ""
    where = ~np.isfinite(left) & np.isfinite(right)
    if not where.any():
        return ""
    ev = _Eval(inst, FloatArith("float64"))
    # a divisor that underflowed to 0 (a sum of e^-282000) is 0 in float64 only
    if _signals(ev, (ax.lhs,), over=True, under=True) or not _zero_divisor(ev, ax.lhs):
        return ""
    idx = tuple(int(v) for v in np.argwhere(where)[0])
    return (f"{inst.describe()}: at output index {list(idx)} left = {left[idx]} (the left side "
            f"divides by zero), right = {right[idx]}")


def _zero_divisor(ev: _Eval, e) -> bool:
    """Does a division in term e (evaluated by ev) have a 0 in its divisor?"""
    if not isinstance(e, App):
        return False
    sym = VOCAB[e.sym]
    tensors = e.args[sym.n_int + sym.n_real:]
    if e.sym in _DIVISORS and np.any(ev.t(tensors[_DIVISORS[e.sym]]) == 0):
        return True
    return any(_zero_divisor(ev, a) for a in tensors)


def _right_alone(ax: Axiom, inst: Instance, shapes: _Eval, err: IllFormed) -> str:
    """Where the left side is ill-formed, a counterexample if the right side is not: the axiom
    equates a term with no meaning with one that has one, and Z3 may rewrite the one into the
    other (operands that do not combine, made alike by a stride, a Slice or a Reshape). Not for
    a term too large to try, nor for empty tensors (see the converse below)."""
    if isinstance(err, _TooLarge) or inst.empty:
        return ""
    try:
        shapes.dry(ax.rhs)
    except IllFormed:
        return ""
    return f"{inst.describe()}: right side is defined, left side is not ({err})"


def check_axiom(ax: Axiom, seed: int = 0, min_instances: int = MIN_INSTANCES) -> SoundnessResult:
    # Float instances may take sqrt of a negative variance: NaN then compares as a mismatch
    # only where one side is NaN, which is the point; numpy need not warn about it.
    with np.errstate(all="ignore"):
        return _check_axiom(ax, seed, min_instances)


def _check_axiom(ax: Axiom, seed: int, min_instances: int) -> SoundnessResult:
    rng = np.random.default_rng(seed)  # the data
    rnd = random.Random(seed)  # sizes and attributes, one at a time
    mode = "exact"
    valid = 0
    tries = 0
    # Every other draw leaves the sizes the Z3 statement does not carry free (the statement
    # holds for all of them): an evenness only declared, X[n, c, 2*a, 2*b], is caught here.
    # Those draws, and draws too large or whose precondition is false, come on top of
    # MAX_TRIES (they cost next to nothing): with many free dims few of them fit.
    unstated = frozenset(unstated_dims(ax))
    plan = _Plan.of(ax)
    draws = refused = fitted = 0
    # how often the left side fit, or not, with each ranged attribute beyond its top
    beyond: dict[str, list[int]] = {name: [0, 0] for name in ax.int_ranges}
    barren: frozenset[str] = frozenset()

    def fits(inst: Instance, ok: bool) -> None:
        nonlocal refused, fitted, barren
        refused += not ok
        fitted += ok
        for name in inst.stretched:
            beyond[name][ok] += 1
        barren = frozenset(k for k, (no, yes) in beyond.items() if no >= 30 and not yes)

    # More instances asked for, more tries allowed: the fit rate an axiom must reach (2%) is
    # the same at --instances 200 as at 20
    scale = max(1, -(-min_instances // MIN_INSTANCES))
    while valid < min_instances and tries < MAX_TRIES * scale and draws < MAX_DRAWS * scale:
        draws += 1
        free = unstated if unstated and draws % 2 == 0 else frozenset()
        try:
            inst = _draw(ax, plan, rnd, free, barren)
            shapes = _Eval(inst, None)  # the precondition reads shapes only
            if not all(shapes.holds(c) for c in ax.cond):
                continue
        except IllFormed:
            continue
        tries += not free
        if refused * 4 >= fitted:
            # Where the left side is often ill-formed, shapes first: inferring them refuses
            # quickly, before data is drawn and computed with
            try:
                shapes.dry(ax.lhs)
            except IllFormed as err:
                fits(inst, False)
                if lone := _right_alone(ax, inst, shapes, err):
                    return SoundnessResult(ax, False, valid, mode, lone)
                continue
        _draw_data(inst, rng, mode, plan.masks)
        ev = _Eval(inst, RationalArith() if mode == "exact" else FloatArith("float64"))
        try:
            left = ev.t(ax.lhs)
        except IllFormed as err:
            fits(inst, False)
            if lone := _right_alone(ax, inst, shapes, err):
                return SoundnessResult(ax, False, valid, mode, lone)
            continue
        except NotExact:
            if mode == "exact":
                mode = "float"  # inexact operators: float64 with a tight tolerance
                continue
            raise
        fits(inst, True)
        try:
            right = ev.t(ax.rhs)
        except _TooLarge:
            continue
        except IllFormed as err:
            if inst.empty:
                # Operators treat an empty tensor unevenly (Reshape reads a 0 as "copy that
                # dim", Conv refuses an empty spatial axis), and every empty tensor of a shape
                # is every other: an undefined right side is no counterexample here.
                continue
            return SoundnessResult(ax, False, valid, mode,
                                   f"{inst.describe()}: left side is defined, right side is not "
                                   f"({err})")
        except NotExact:
            mode = "float"
            continue
        if mode == "float" and not np.all(np.isfinite(left)):
            if zero := _divides_by_zero(ax, inst, left, right):
                return SoundnessResult(ax, False, valid, mode, zero)
            continue  # outside the operators' domain (a negative variance ...): not an instance
        valid += 1
        if left.shape != right.shape:
            return SoundnessResult(ax, False, valid, mode,
                                   f"{inst.describe()}: shapes differ, {list(left.shape)} vs "
                                   f"{list(right.shape)}")
        bad = _mismatch(left, right, mode)
        if len(bad) and mode == "float" and _underflows(ax, inst):
            valid -= 1  # outside the float domain: not an instance
            continue
        if len(bad):
            idx = tuple(int(v) for v in bad[0])
            return SoundnessResult(ax, False, valid, mode,
                                   f"{inst.describe()}: at output index {list(idx)} "
                                   f"left = {left[idx]}, right = {right[idx]}")
    if valid < min_instances:
        return SoundnessResult(ax, False, valid, mode,
                               f"only {valid} well-formed instances in {tries} tries: the binders "
                               f"rarely fit '{show(ax.lhs)}' (untestable axioms are rejected)")
    return SoundnessResult(ax, True, valid, mode)


def one_sided(ax: Axiom, draws: int = 1000, seed: int = 0) -> tuple[int, int]:
    """How often, in `draws` draws with the sizes the Z3 statement leaves out drawn free, only
    the right side is well-formed (shapes only), and how often only the left one. Testing skips
    an instance whose left side is ill-formed, so an axiom that equates a term with no meaning
    with one that has a meaning passes it; this counts them (tests/axioms/test_one_sided.py
    keeps the known ones from growing)."""
    free = frozenset(unstated_dims(ax))
    if not free:
        return 0, 0
    plan = _Plan.of(ax)
    rnd = random.Random(seed)
    right_only = left_only = 0
    for _ in range(draws):
        try:
            inst = _draw(ax, plan, rnd, free, frozenset())
            ev = _Eval(inst, None)
            if not all(ev.holds(c) for c in ax.cond):
                continue
        except IllFormed:
            continue
        if inst.empty:
            continue  # every empty tensor of a shape is every other (see check_axiom)
        fits = []
        for side in (ax.lhs, ax.rhs):
            try:
                ev.dry(side)
                fits.append(True)
            except _TooLarge:
                break  # not tried: no verdict either way
            except IllFormed:
                fits.append(False)
        right_only += fits == [False, True]
        left_only += fits == [True, False]
    return right_only, left_only
