"""Axioms are not trusted blindly: instantiate each on random concrete shapes, attributes and
integer data, evaluate both sides with the reference semantics, and demand equality.

Exact integer arithmetic is used wherever the operators have it; axioms over inexact operators
(Sigmoid, BatchNormalization ...) are checked in float64 with a tight tolerance. An instance
where the left side is ill-formed (shapes do not fit) or the precondition is false does not
count; one where the left side is well-formed but the right side is not is a counterexample.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from verified_opt.axioms.lang import (
    INT_OPS,
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
    TVar,
    show,
)
from verified_opt.axioms.vocab import VOCAB
from verified_opt.axioms.z3enc import unstated_dims
from verified_opt.errors import ExactOverflow, NotExact, VoptError
from verified_opt.semantics.arith import FloatArith, IntArith

MIN_INSTANCES = 20
MAX_TRIES = 600


class IllFormed(Exception):
    """This instance does not fit the operators' shape rules."""


@dataclass
class Instance:
    ints: dict[str, int]
    lists: dict[str, list[int]]
    reals: dict[str, float]
    tensors: dict[str, np.ndarray]

    def describe(self) -> str:
        parts = [f"{k}={v}" for k, v in sorted(self.ints.items())]
        parts += [f"{k}={v}" for k, v in sorted(self.lists.items())]
        parts += [f"{k}={v}" for k, v in sorted(self.reals.items())]
        parts += [f"{k}: shape {list(v.shape)} = {v.tolist()}" if v.size <= 12 else
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
            t = self.t(e.term)
            k = self.i(e.index)
            if not 0 <= k < t.ndim:
                return -1  # an out-of-range dim never equals a size
            return int(t.shape[k])
        if isinstance(e, RankOf):
            return self.t(e.term).ndim
        raise TypeError(e)

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
            out = sym.apply(ints, reals, tensors, self.ar)
        except (NotExact, ExactOverflow):
            raise
        except (VoptError, ValueError, IndexError, AssertionError) as err:
            raise IllFormed(f"{sym.name}: {err}") from None
        self.cache[key] = out
        return out

    def holds(self, c: Cmp) -> bool:
        a, b = self.i(c.a), self.i(c.b)
        return {"==": a == b, "!=": a != b, "<": a < b, "<=": a <= b, ">": a > b,
                ">=": a >= b}[c.op]


def _draw(ax: Axiom, rng: np.random.Generator, mode: str,
          free: frozenset[tuple[str, int]] = frozenset()) -> Instance:
    """`free`: dims (tensor, index) drawn at random instead of from their declared size."""
    ints: dict[str, int] = {}
    lists: dict[str, list[int]] = {}
    for name, (lo, hi) in ax.int_ranges.items():
        ints[name] = int(rng.integers(lo, hi + 1))
    for dims in ax.tensors.values():
        for d in dims:
            if isinstance(d, ListDim) and d.name not in lists:
                lists[d.name] = [int(v) for v in rng.integers(1, 4, int(rng.integers(0, 3)))]
            for v in _ivars(d):
                if v not in ints and v not in ax.defs:
                    ints[v] = int(rng.integers(1, 5))
    for name, e in ax.defs.items():
        ints[name] = _Eval(Instance(ints, lists, {}, {}), None).i(e)
    reals = {k: float(rng.choice(v)) for k, v in ax.reals.items()}
    ev = _Eval(Instance(ints, lists, reals, {}), None)
    tensors = {}
    for name, dims in ax.tensors.items():
        shape: list[int] = []
        for k, d in enumerate(dims):
            if isinstance(d, ListDim):
                shape += lists[d.name]
            else:
                shape.append(int(rng.integers(1, 5)) if (name, k) in free else ev.i(d))
        if any(s <= 0 for s in shape):
            raise IllFormed(f"{name} has shape {shape}")
        if mode == "int":
            tensors[name] = rng.integers(-4, 5, shape).astype(np.int64)
        else:
            tensors[name] = rng.uniform(-2, 2, shape).astype(np.float64)
    return Instance(ints, lists, reals, tensors)


def _ivars(e) -> list[str]:
    if isinstance(e, IVar):
        return [e.name]
    if isinstance(e, IBin):
        return _ivars(e.a) + _ivars(e.b)
    return []


def check_axiom(ax: Axiom, seed: int = 0, min_instances: int = MIN_INSTANCES) -> SoundnessResult:
    # Float instances may take sqrt of a negative variance: NaN then compares as a mismatch
    # only where one side is NaN, which is the point; numpy need not warn about it.
    with np.errstate(all="ignore"):
        return _check_axiom(ax, seed, min_instances)


def _check_axiom(ax: Axiom, seed: int, min_instances: int) -> SoundnessResult:
    rng = np.random.default_rng(seed)
    mode = "int"
    valid = 0
    tries = 0
    # Every other draw leaves the sizes the Z3 statement does not carry free (the statement
    # holds for all of them): an evenness only declared, X[n, c, 2*a, 2*b], is caught here.
    # These draws come on top of MAX_TRIES: with many free dims few of them fit.
    unstated = frozenset(unstated_dims(ax))
    draws = 0
    while valid < min_instances and tries < MAX_TRIES:
        draws += 1
        free = unstated if unstated and draws % 2 == 0 else frozenset()
        tries += not free
        try:
            inst = _draw(ax, rng, mode, free)
        except IllFormed:
            continue
        ar = IntArith() if mode == "int" else FloatArith("float64")
        ev = _Eval(inst, ar)
        try:
            if not all(ev.holds(c) for c in ax.cond):
                continue
            left = ev.t(ax.lhs)
        except IllFormed:
            continue
        except NotExact:
            if mode == "int":
                mode = "float"  # inexact operators: float64 with a tight tolerance
                continue
            raise
        except ExactOverflow:
            continue
        try:
            right = ev.t(ax.rhs)
        except IllFormed as err:
            return SoundnessResult(ax, False, valid, mode,
                                   f"{inst.describe()}: left side is defined, right side is not "
                                   f"({err})")
        except NotExact:
            mode = "float"
            continue
        except ExactOverflow:
            continue
        if mode == "float" and not np.all(np.isfinite(left)):
            continue  # outside the operators' domain (a negative variance ...): not an instance
        valid += 1
        if left.shape != right.shape:
            return SoundnessResult(ax, False, valid, mode,
                                   f"{inst.describe()}: shapes differ, {list(left.shape)} vs "
                                   f"{list(right.shape)}")
        if mode == "int":
            bad = np.argwhere(left != right)
        else:
            tol = 1e-9 * max(1.0, float(np.max(np.abs(left))) if left.size else 1.0)
            bad = np.argwhere(~(np.abs(left - right) <= tol))  # a NaN on the right is a mismatch
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
