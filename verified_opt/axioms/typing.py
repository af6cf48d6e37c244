"""The shapes of the terms the axioms make: one typing formula per vocabulary symbol.

The rule encoder states rank(t) and dim(t, i) for every term of a rule's two sides; a term an
axiom makes during a proof (the Concat of W2 and W3 that concat_assoc makes of
Concat(Concat(W1, W2), W3)) has no such facts, and an axiom that demands a shape cannot apply
to it. These formulas give them: for a symbol f,

    forall args. guard(args) => rank(f(args)) == r(args) and dim(f(args), i) == d_i(args)

triggered by f(args) alone (they make no tensor terms, so they cannot loop). A guard implies
that the application is well-formed: every guard true instance is one the reference semantics
evaluates, to the shape the formula states (tests/axioms/test_typing.py draws thousands of
instances per symbol and checks both), so a formula is true of every tensor whatever an
ill-formed application means. The prover adds them only when a proof without them gives up
(verify/prove.py); a certificate names the ones its query asserts (`typing_used`), and a
recheck builds them again from this table.

Each entry builds (guard, rank, dims) from the symbol's Int and Real arguments and its tensor
arguments, given rank_of(t) and dim_of(t, i): Z3's rank/dim in a proof, a concrete shape's in
the tests (the same code, so what is tested is what is asserted).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import z3

from verified_opt.axioms.vocab import DIM, MAX_RANK, RANK, VOCAB, T, decl

Expr = Any  # a Z3 expression, or a Python int / bool where every argument is concrete
Shape = tuple[Expr, Callable[[int], Expr]]  # rank, dim of axis i (asked for i < MAX_RANK)
Case = tuple[Expr, Expr, Callable[[int], Expr]]  # guard, rank, dims
Builder = Callable[[Sequence[Expr], Sequence[Expr], Sequence[Any], Callable, Callable],
                   list[Case]]


def _all(*cs: Expr) -> Expr:
    return z3.And(*[c if z3.is_expr(c) else z3.BoolVal(bool(c)) for c in cs])


def _any(*cs: Expr) -> Expr:
    return z3.Or(*[c if z3.is_expr(c) else z3.BoolVal(bool(c)) for c in cs])


def _if(c: Expr, a: Expr, b: Expr) -> Expr:
    if not z3.is_expr(c):
        return a if c else b
    return z3.If(c, a, b)


def _implies(c: Expr, d: Expr) -> Expr:
    if not z3.is_expr(c):
        return d if c else z3.BoolVal(True)
    return z3.Implies(c, d if z3.is_expr(d) else z3.BoolVal(bool(d)))


def _mod(a: Expr, b: Expr) -> Expr:
    if z3.is_expr(a) or z3.is_expr(b):
        return a % b
    return a % b if b > 0 else 1  # concrete and outside the guard (b >= 1 is part of it)


def _div(a: Expr, b: Expr) -> Expr:
    # floor division; the guards keep both sides non-negative and b positive, where Z3's
    # integer division is the floor too
    if z3.is_expr(a) or z3.is_expr(b):
        return a / b
    return a // b if b > 0 else 0  # concrete and outside the guard: any value will do


def _same_dims(R, D, a, b) -> Expr:
    return _all(R(a) == R(b), *[_implies(i < R(a), D(a, i) == D(b, i))
                                for i in range(MAX_RANK)])


def _shape_of(R, D, x) -> tuple[Expr, Callable[[int], Expr]]:
    return R(x), lambda i: D(x, i)


def _broadcast_into(R, D, big, small) -> Expr:
    """`small` broadcasts to `big`'s shape, which the result then has."""
    return _all(R(small) <= R(big), *[
        _implies(j < R(small), _any(D(small, j) == D(big, R(big) - R(small) + j),
                                    D(small, j) == 1))
        for j in range(MAX_RANK)])


# ---- the entries ---------------------------------------------------------------------------
def _unary(ints, reals, ts, R, D) -> list[Case]:
    return [(True, *_shape_of(R, D, ts[0]))]


def _same_binary(ints, reals, ts, R, D) -> list[Case]:
    a, b = ts
    return [(_same_dims(R, D, a, b), *_shape_of(R, D, a))]


def _broadcast_binary(ints, reals, ts, R, D) -> list[Case]:
    a, b = ts
    return [(_broadcast_into(R, D, a, b), *_shape_of(R, D, a)),
            (_broadcast_into(R, D, b, a), *_shape_of(R, D, b))]


def _smul(ints, reals, ts, R, D) -> list[Case]:
    x, s = ts
    return [(R(s) == 0, *_shape_of(R, D, x))]


def _softmax(ints, reals, ts, R, D) -> list[Case]:
    (axis,), (x,) = ints, ts
    return [(_all(axis >= 0, axis < R(x)), *_shape_of(R, D, x))]


def _concat(ints, reals, ts, R, D) -> list[Case]:
    (ax,), (a, b) = ints, ts
    guard = _all(ax >= 0, ax < R(a), R(b) == R(a), *[
        _implies(_all(i < R(a), i != ax), D(a, i) == D(b, i)) for i in range(MAX_RANK)])
    return [(guard, R(a), lambda i: _if(i == ax, D(a, i) + D(b, i), D(a, i)))]


def _slice(ints, reals, ts, R, D) -> list[Case]:
    (ax, s, e), (x,) = ints, ts
    guard = _all(ax >= 0, ax < R(x), s >= 0, s <= e, e <= D(x, ax))
    return [(guard, R(x), lambda i: _if(i == ax, e - s, D(x, i)))]


def _matmul(ints, reals, ts, R, D) -> list[Case]:
    a, b = ts
    r = R(a)
    guard = _all(r >= 2, R(b) == r, D(a, r - 1) == D(b, r - 2),
                 *[_implies(i < r - 2, D(a, i) == D(b, i)) for i in range(MAX_RANK)])
    return [(guard, r, lambda i: _if(i == r - 1, D(b, i), D(a, i)))]


def _matmulb(ints, reals, ts, R, D) -> list[Case]:
    """The two cases of a matrix times a batch of matrices (TASO's shared weights)."""
    a, b = ts
    ra, rb = R(a), R(b)
    b_matrix = _all(rb == 2, ra >= 2, D(a, ra - 1) == D(b, 0))
    a_matrix = _all(ra == 2, rb >= 2, D(a, 1) == D(b, rb - 2))
    return [(b_matrix, ra, lambda i: _if(i == ra - 1, D(b, 1), D(a, i))),
            (a_matrix, rb, lambda i: _if(i == rb - 2, D(a, 0), D(b, i)))]


def _window(R, D, x, k: Sequence[Expr], s: Sequence[Expr], p0: Sequence[Expr],
            p1: Sequence[Expr], d: Sequence[Expr]) -> tuple[Expr, list[Expr]]:
    """A window's guard and output sides (len(k) spatial axes): extent d*(k-1)+1 inside the
    padded input."""
    conds, sides = [], []
    for j in range(len(k)):
        span = d[j] * (k[j] - 1) + 1
        padded = D(x, 2 + j) + p0[j] + p1[j]
        conds += [s[j] >= 1, d[j] >= 1, p0[j] >= 0, p1[j] >= 0, k[j] >= 1, padded >= span]
        sides.append(_div(padded - span, s[j]) + 1)
    return _all(*conds), sides


def _conv(ints, reals, ts, R, D) -> list[Case]:
    sh, sw, pt, pl, pb, pr, dh, dw, g = ints
    x, w = ts[0], ts[1]
    fits, (oh, ow) = _window(R, D, x, (D(w, 2), D(w, 3)), (sh, sw), (pt, pl), (pb, pr),
                             (dh, dw))
    guard = _all(R(x) == 4, R(w) == 4, g >= 1, D(x, 1) == g * D(w, 1), _mod(D(w, 0), g) == 0,
                 *[D(x, i) >= 1 for i in range(4)], *[D(w, i) >= 1 for i in range(4)], fits)
    if len(ts) == 3:
        guard = _all(guard, R(ts[2]) == 1, D(ts[2], 0) == D(w, 0))
    dims = (D(x, 0), D(w, 0), oh, ow)
    return [(guard, 4, lambda i: dims[i] if i < 4 else 0)]


def _conv3(ints, reals, ts, R, D) -> list[Case]:
    s, p0, p1, d, g = ints[0:3], ints[3:6], ints[6:9], ints[9:12], ints[12]
    x, w = ts[0], ts[1]
    fits, out = _window(R, D, x, [D(w, 2 + j) for j in range(3)], s, p0, p1, d)
    guard = _all(R(x) == 5, R(w) == 5, g >= 1, D(x, 1) == g * D(w, 1), _mod(D(w, 0), g) == 0,
                 *[D(x, i) >= 1 for i in range(5)], *[D(w, i) >= 1 for i in range(5)], fits)
    if len(ts) == 3:
        guard = _all(guard, R(ts[2]) == 1, D(ts[2], 0) == D(w, 0))
    dims = (D(x, 0), D(w, 0), *out)
    return [(guard, 5, lambda i: dims[i] if i < 5 else 0)]


def _pool(ints, reals, ts, R, D) -> list[Case]:
    kh, kw, sh, sw, pt, pl, pb, pr = ints[:8]
    (x,) = ts
    fits, (oh, ow) = _window(R, D, x, (kh, kw), (sh, sw), (pt, pl), (pb, pr), (1, 1))
    # padding smaller than the kernel (ONNX's rule), count_include_pad 0 or 1
    guard = _all(R(x) == 4, *[D(x, i) >= 1 for i in range(4)], fits, pt < kh, pb < kh,
                 pl < kw, pr < kw, *([_any(ints[8] == 0, ints[8] == 1)] if len(ints) > 8 else []))
    dims = (D(x, 0), D(x, 1), oh, ow)
    return [(guard, 4, lambda i: dims[i] if i < 4 else 0)]


def _gap(ints, reals, ts, R, D) -> list[Case]:
    (x,) = ts
    return [(_all(R(x) >= 3, *[_implies(i < R(x), D(x, i) >= 1) for i in range(MAX_RANK)]),
             R(x), lambda i: _if(i < 2, D(x, i), 1))]


def _reduce(ints, reals, ts, R, D) -> list[Case]:
    (axis, keep), (x,) = ints, ts
    ok = _all(axis >= 0, axis < R(x), *[_implies(i < R(x), D(x, i) >= 1)
                                        for i in range(MAX_RANK)])
    return [(_all(ok, keep == 1), R(x), lambda i: _if(i == axis, 1, D(x, i))),
            (_all(ok, keep == 0), R(x) - 1, lambda i: _if(i < axis, D(x, i), D(x, i + 1)))]


def _bn(ints, reals, ts, R, D) -> list[Case]:
    x, *params = ts
    guard = _all(R(x) >= 2, *[_all(R(p) == 1, D(p, 0) == D(x, 1)) for p in params])
    return [(guard, *_shape_of(R, D, x))]


def _lrn(ints, reals, ts, R, D) -> list[Case]:
    (size,), (x,) = ints, ts
    return [(_all(size >= 1, R(x) >= 3), *_shape_of(R, D, x))]


def _transpose(ints, reals, ts, R, D) -> list[Case]:
    (x,), n = ts, len(ints)
    guard = _all(R(x) == n, *[_all(p >= 0, p < n) for p in ints],
                 *[ints[a] != ints[b] for a in range(n) for b in range(a + 1, n)])
    return [(guard, n, lambda i: D(x, ints[i]) if i < n else 0)]


def _reshape(ints, reals, ts, R, D) -> list[Case]:
    (x,), n = ts, len(ints)
    size: Expr = 1
    for j in range(MAX_RANK):
        size = size * _if(j < R(x), D(x, j), 1)
    target: Expr = 1
    for d in ints:
        target = target * d
    guard = _all(R(x) <= MAX_RANK, *[d >= 1 for d in ints], size == target)
    return [(guard, n, lambda i: ints[i] if i < n else 0)]


def _pad(ints, reals, ts, R, D) -> list[Case]:
    (x,), n = ts, len(ints) // 2
    guard = _all(R(x) == n, *[p >= 0 for p in ints])
    return [(guard, n, lambda i: D(x, i) + ints[i] + ints[n + i] if i < n else 0)]


def _constant_dims(ints, reals, ts, R, D) -> list[Case]:
    n = len(ints)
    return [(_all(*[d >= 1 for d in ints]), n, lambda i: ints[i] if i < n else 0)]


def _idkernel2(ints, reals, ts, R, D) -> list[Case]:
    (c,) = ints
    return [(c >= 1, 2, lambda i: c if i < 2 else 0)]


def _idkernel4(ints, reals, ts, R, D) -> list[Case]:
    c, kh, kw = ints
    dims = (c, c, kh, kw)
    return [(_all(c >= 1, kh >= 1, kw >= 1, kh % 2 == 1, kw % 2 == 1), 4,
             lambda i: dims[i] if i < 4 else 0)]


_UNARY = ("relu", "sigmoid", "tanh", "erf", "sqroot", "clipmin", "clipmax", "hsig", "hswish",
          "expo", "recip")
TYPING: dict[str, Builder] = {
    **{s: _unary for s in _UNARY},
    **{s: _same_binary for s in ("add", "sub", "mul", "divide", "power", "emax", "emin")},
    **{s: _broadcast_binary for s in ("addb", "subb", "mulb", "divideb", "powerb", "emaxb",
                                      "eminb")},
    "smul": _smul, "softmax": _softmax, "concat": _concat, "slice": _slice,
    "matmul": _matmul, "matmulb": _matmulb, "conv": _conv, "convb": _conv,
    "conv3d": _conv3, "conv3db": _conv3,
    "maxpool": _pool, "avgpool": _pool, "gap": _gap, "rmean": _reduce, "rsum": _reduce,
    "bn": _bn, "lrn": _lrn,
    **{f"transpose{r}": _transpose for r in range(1, MAX_RANK + 1)},
    **{f"reshape{r}": _reshape for r in range(1, MAX_RANK + 1)},
    **{f"pad{r}": _pad for r in range(1, MAX_RANK + 1)},
    # Ones exists up to rank 5 (semantics/constants.py): ones6 has no meaning to type
    **{f"ones{r}": _constant_dims for r in range(1, 6)},
    "idkernel2": _idkernel2, "idkernel4": _idkernel4,
}

TRACK = "type!"  # the tracking literal's prefix, beside the axioms' ax!


def cases(sym: str, ints: Sequence[Expr], reals: Sequence[Expr], tensors: Sequence[Any],
          rank_of: Callable, dim_of: Callable) -> list[Case]:
    return TYPING[sym](ints, reals, tensors, rank_of, dim_of)


def _conclusion(t: z3.ExprRef, rank: Expr, dims: Callable[[int], Expr]) -> z3.BoolRef:
    return z3.And(RANK(t) == rank,
                  *[z3.Implies(i < rank, DIM(t, i) == dims(i)) for i in range(MAX_RANK)])


def typing_formula(sym: str) -> z3.BoolRef:
    """forall args. guard => shape, one conjunct per case, triggered by the application."""
    s = VOCAB[sym]
    ints = [z3.Int(f"i{k}") for k in range(s.n_int)]
    reals = [z3.Real(f"r{k}") for k in range(s.n_real)]
    tensors = [z3.Const(f"t{k}", T) for k in range(s.n_tensor)]
    t = decl(sym)(*ints, *reals, *tensors)
    body = z3.And(*[z3.Implies(g if z3.is_expr(g) else z3.BoolVal(bool(g)),
                               _conclusion(t, r, d))
                    for g, r, d in cases(sym, ints, reals, tensors, RANK, DIM)])
    return z3.ForAll(ints + reals + tensors, body, patterns=[t], qid=f"{TRACK}{sym}",
                     skid=f"{TRACK}{sym}")


_FORMULAS: dict[str, z3.BoolRef] = {}


def formulas(names: Sequence[str]) -> list[z3.BoolRef]:
    """The typing formulas of the named symbols, in the order given (unknown names: KeyError)."""
    for n in names:
        if n not in _FORMULAS:
            _FORMULAS[n] = typing_formula(n)
    return [_FORMULAS[n] for n in names]

