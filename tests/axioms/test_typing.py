"""The typing formulas (axioms/typing.py) are true: wherever a guard holds, the reference
semantics evaluates the application, to the shape the formula states.

Each symbol is drawn at random shapes and arguments (related shapes: equal, one dim changed,
a suffix, a 1 put in) until each of its cases has held often enough; a case that never holds
fails too (a guard nothing satisfies would hide a wrong conclusion)."""

from __future__ import annotations

import numpy as np
import pytest
import z3

from verified_opt.axioms import typing as ty
from verified_opt.axioms.vocab import VOCAB
from verified_opt.semantics.arith import FloatArith

HITS = 12  # guard-true instances per case
DRAWS = 6000


def _truth(e) -> bool:
    return bool(e) if not z3.is_expr(e) else z3.is_true(z3.simplify(e))


def _value(e) -> int:
    return int(e) if not z3.is_expr(e) else z3.simplify(e).as_long()


def _shape(rng, earlier: list[tuple[int, ...]], max_rank: int) -> tuple[int, ...]:
    """A shape related to those drawn before it more often than chance would make it."""
    pick = rng.random()
    if not earlier or pick < 0.2:
        return tuple(int(d) for d in rng.integers(1, 5, size=rng.integers(0, max_rank + 1)))
    prev = list(earlier[-1])
    if len(earlier) > 1 and pick < 0.6:
        return tuple(prev)  # BatchNormalization's four parameters alike
    if pick < 0.75 and prev:
        return (prev[rng.integers(min(2, len(prev)))],)  # a per-channel parameter
    s = list(earlier[0])
    if pick < 0.85 or not s:
        return tuple(s)
    if pick < 0.9:
        s[rng.integers(len(s))] = int(rng.integers(1, 5))
    elif pick < 0.95:
        s = s[rng.integers(len(s) + 1):]
    else:
        s[rng.integers(len(s))] = 1
    return tuple(s)


def _ints(rng, sym: str, n: int, shapes) -> list[int]:
    if sym.startswith("transpose") and rng.random() < 0.5:
        return [int(v) for v in rng.permutation(n)]
    if sym in ("conv", "convb", "conv3d", "conv3db", "maxpool", "avgpool"):
        return [int(v) for v in rng.integers(0, 3, size=n)]
    # axes, offsets and sizes: small, some of them taken from the shapes drawn
    dims = [d for s in shapes for d in s] or [1]
    return [int(rng.choice(dims)) if rng.random() < 0.3 else int(v)
            for v in rng.integers(-1, 5, size=n)]


def _accessors(shapes, rng):
    junk: dict = {}

    def dim_of(k, i):
        i = _value(i)
        if 0 <= i < len(shapes[k]):
            return shapes[k][i]
        # past the rank a dim is whatever Z3 likes: a value no guard may depend on
        return junk.setdefault((k, i), int(rng.integers(-1, 5)))

    return (lambda k: len(shapes[k])), dim_of


@pytest.mark.parametrize("sym", sorted(ty.TYPING))
def test_typing_formula_holds(sym):
    s = VOCAB[sym]
    rng = np.random.default_rng(sum(map(ord, sym)))
    max_rank = 4 if sym[-1] not in "56" else int(sym[-1])
    max_rank = 5 if sym.startswith("conv3d") else max_rank
    rank = 5 if sym.startswith("conv3d") else 4
    n_cases = None
    hits: list[int] = []
    for _ in range(DRAWS):
        shapes: list[tuple[int, ...]] = []
        for k in range(s.n_tensor):
            if k == 0 and rank == 5 and rng.random() < 0.5:  # a 3-D Conv's input
                shapes.append(tuple(int(v) for v in rng.integers(1, 5, size=5)))
                continue
            if k == 1 and sym in ("conv", "convb", "conv3d", "conv3db") and \
                    len(shapes[0]) == rank and rng.random() < 0.5:  # its weight, group 1
                shapes.append((int(rng.integers(1, 5)), shapes[0][1],
                               *map(int, rng.integers(1, 4, size=rank - 2))))
                continue
            if k == 2 and sym in ("convb", "conv3db") and shapes[1] and rng.random() < 0.5:
                shapes.append((shapes[1][0],))  # its bias
                continue
            shapes.append(_shape(rng, shapes, max_rank))
        ints = _ints(rng, sym, s.n_int, shapes)
        reals = [0.5] * s.n_real
        rank_of, dim_of = _accessors(shapes, rng)
        cs = ty.cases(sym, ints, reals, list(range(s.n_tensor)), rank_of, dim_of)
        if n_cases is None:
            n_cases, hits = len(cs), [0] * len(cs)
        for c, (guard, rank, dims) in enumerate(cs):
            if not _truth(guard):
                continue
            hits[c] += 1
            tensors = [np.random.default_rng(0).standard_normal(sh) for sh in shapes]
            if sym == "powerb" or sym == "power":
                tensors = [np.abs(t) + 0.5 for t in tensors]
            try:
                out = s.apply(ints, reals, tensors, FloatArith("float64"))
            except Exception as e:  # noqa: BLE001 - a guard let an ill-formed instance through
                pytest.fail(f"{sym} case {c}: the guard holds at ints {ints}, shapes {shapes}, "
                            f"but the application is ill-formed: {type(e).__name__}: {e}")
            want_rank = _value(rank)
            want = tuple(_value(dims(i)) for i in range(want_rank))
            assert out.shape == want, (sym, c, ints, shapes, out.shape, want)
        if hits and min(hits) >= HITS:
            break
    assert hits and min(hits) >= HITS, f"{sym}: guard-true instances per case {hits}"


def test_formulas_build_and_trigger_on_their_symbol():
    for sym in ty.TYPING:
        (f,) = ty.formulas([sym])
        assert f.is_forall() and f.num_patterns() == 1
        pat = f.pattern(0).arg(0)
        assert pat.decl().name() == sym
