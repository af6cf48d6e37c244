"""Derivation rules: EinNet's rewrites of one expression into another that computes the same.

Each rule proposes steps, `Step(rule, params, before, after)`; nothing here is trusted. Every
step a derivation applies is proved by `proof.prove_step` (reindexing by a bijection between
supports) and checked by exact evaluation before it is used.

    summation splitting   L<x> Σ<a,b> f        ->  L<x> Σ<a> T[x, a],  T = L<x,a> Σ<b> f
    variable substitution T = L<x,y> f(x+y, y) ->  T' = L<t,y> f(t, y), read T'[x+y, y]
    boundary tightening   a stage's loop ranges shrink to where its reads can be in bounds,
                          and start at 0 (reads shift by the old start)
    traversal splitting   T = L<x> f(x)            ->  T' = L<xo,xi> f(xo*B + xi), read
                          T'[x//B, x%B] (B a block, or a band's dilation: the residue xi)
    boundary relaxation   L<x> Σ<y> P[x, y] * V[x + y]  ->  L<x> Σ<r> P[x, r - x] * V[r], r
                          over the union of x + y's ranges: the added terms read P outside
                          its bounds, 0 (GBMM's band sum widened to a block's window of rows)
    expression splitting  L<x> Σ<y> (f + g)    ->  L<x> A[x] + B[x]
    expression fusion     a stage without sums is inlined into its readers
    data layout           a stage's loops are reordered (T' = transpose of T; reads permuted)

Traversal merging (m = x*Y + y) and layout changes of model tensors are made at
instantiation, as Reshape/Transpose nodes whose expressions the same prover checks.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from verified_opt.derive.expr import (
    Access,
    Add,
    Aff,
    Iter,
    Mul,
    Scope,
    Term,
    accesses,
    map_accesses,
    stages,
    subst_term,
    var,
)


@dataclass(frozen=True)
class Step:
    rule: str
    params: dict = field(hash=False, compare=False)
    before: Scope = field(hash=False)
    after: Scope = field(hash=False)

    @property
    def summary(self) -> str:
        args = ", ".join(f"{k}={v}" for k, v in self.params.items())
        return f"{self.rule}({args})"


# --------------------------------------------------------------------------- rebuilding

def redirect(root: Scope, old: Scope, new: Scope | None,
             reindex: Callable[[tuple[Aff, ...]], tuple[Aff, ...]] | None = None,
             inline: Callable[[Access], Term] | None = None) -> Scope:
    """root with every read of the stage `old` replaced: by a read of `new` at reindex(idx),
    or by inline(access). If old is root itself, new is the result."""
    if root is old:
        assert new is not None
        return new
    memo: dict[int, Scope] = {}

    def go(s: Scope) -> Scope:
        if id(s) in memo:
            return memo[id(s)]

        def acc(a: Access) -> Term:
            if a.src is old:
                if inline is not None:
                    return inline(a)
                assert new is not None
                return Access(new, reindex(a.index) if reindex else a.index)
            if isinstance(a.src, Scope):
                return Access(go(a.src), a.index)
            return a

        out = s.with_body(map_accesses(s.body, acc))
        memo[id(s)] = out
        return out

    return go(root)


def _scopes(root: Scope) -> list[Scope]:
    return stages(root) + [root]


def _fresh(base: str, taken: set[str]) -> str:
    name = base
    k = 1
    while name in taken:
        name = f"{base}{k}"
        k += 1
    return name


def _stage_name(root: Scope) -> str:
    return _fresh("T", {s.name for s in _scopes(root)})


# --------------------------------------------------------------------------- the rules

def split_sums(root: Scope, target: Scope, outer: tuple[str, ...]) -> Scope:
    """Σ over target's sums `outer` stays; the rest move into a new stage over target's loops
    and `outer` (EinNet's summation splitting)."""
    keep = [i for i in target.sums if i.name in outer]
    inner = [i for i in target.sums if i.name not in outer]
    t = Scope(target.loops + tuple(keep), tuple(inner), target.body, _stage_name(root))
    new = Scope(target.loops, tuple(keep),
                Access(t, tuple(var(i.name) for i in target.loops + tuple(keep))), target.name)
    return redirect(root, target, new)


def substitute(root: Scope, target: Scope, x: str, y: str, sign: int) -> Scope:
    """Stage loops (x, y) -> (t, y) with t = x + sign*y (sign any nonzero integer: a dilation):
    x := t - sign*y in the body, readers read t at their x index + sign * their y index."""
    pos = {i.name: k for k, i in enumerate(target.loops)}
    ix, iy = target.loops[pos[x]], target.loops[pos[y]]
    lo_y, hi_y = sorted((sign * iy.lo, sign * (iy.hi - 1)))
    taken = {i.name for i in target.iters}
    t = _fresh(f"{x}{y}", taken)
    new_iter = Iter(t, ix.lo + lo_y, ix.hi - 1 + hi_y + 1)
    loops = tuple(new_iter if i.name == x else i for i in target.loops)
    body = subst_term(target.body, {x: var(t) - var(y) * sign})
    new = Scope(loops, target.sums, body, target.name)
    px, py = pos[x], pos[y]

    def reindex(idx: tuple[Aff, ...]) -> tuple[Aff, ...]:
        return tuple(idx[px] + idx[py] * sign if k == px else ix_ for k, ix_ in enumerate(idx))

    return redirect(root, target, new, reindex)


def split_loop(root: Scope, target: Scope, x: str, block: int) -> Scope:
    """Stage loop x over [0, X), X a multiple of block -> (xo, xi) with x = xo*block + xi;
    readers read at (idx // block, idx % block) (EinNet's traversal splitting, the inverse of
    merging)."""
    pos = next(k for k, i in enumerate(target.loops) if i.name == x)
    it = target.loops[pos]
    assert it.lo == 0 and it.extent % block == 0
    taken = {i.name for i in target.iters}
    xo, xi = _fresh(f"{x}o", taken), _fresh(f"{x}i", taken)
    loops = target.loops[:pos] + (Iter(xo, 0, it.extent // block), Iter(xi, 0, block)) \
        + target.loops[pos + 1:]
    body = subst_term(target.body, {x: var(xo) * block + var(xi)})
    new = Scope(loops, target.sums, body, target.name)
    return redirect(root, target, new,
                    lambda idx: idx[:pos] + (idx[pos] // block, idx[pos] % block) + idx[pos + 1:])


def materialize(root: Scope, target: Scope, k: int) -> Scope:
    """The k-th read of target becomes a stage without sums over the iterators its indices use,
    read at those iterators (a data-layout transformation: a reshape, or a gather of windows)."""
    reads = list(accesses(target.body))
    a = reads[k]
    used = set().union(*(ix.variables for ix in a.index))
    its = tuple(i for i in target.iters if i.name in used)
    stage = Scope(its, (), Access(a.src, a.index), _stage_name(root))
    seen = iter(range(len(reads)))

    def swap(acc: Access) -> Term:
        return Access(stage, tuple(var(i.name) for i in its)) if next(seen) == k else acc

    return redirect(root, target, target.with_body(map_accesses(target.body, swap)))


def substitute_sum(root: Scope, target: Scope, y: str, read: int, pos: int) -> Scope | None:
    """Sum iterator y, read at index rest + a*y (|a| > 1, a stride) in dimension [lo, hi) of the
    read-th read, replaced by r = rest + a*y over [lo, hi): y := (s*(r - rest)) // d where
    a = s*d, plus BIG * the remainder, which puts every other read of y out of bounds (so the
    term is 0) unless d divides r - rest. The sum shrinks from y's range to the dimension's:
    ConvTranspose's stride-2 gather visits 4 kernel positions per output instead of every
    input position (EinNet's variable substitution on a sum)."""
    a_read = list(accesses(target.body))[read]
    ix = a_read.index[pos]
    a = ix.coeff(y)
    if abs(a) < 2 or any(not isinstance(at, str) for at, _ in ix.terms):
        return None
    lo, hi = a_read.src.bounds[pos]
    it = next(i for i in target.sums if i.name == y)
    if hi - lo >= it.extent:
        return None
    rng = {i.name: (i.lo, i.hi - 1) for i in target.iters}
    rest = ix - var(y) * a
    sgn, d = (1 if a > 0 else -1), abs(a)
    taken = {i.name for i in target.iters}
    r = _fresh(f"{y}_r", taken)
    num = (var(r) - rest) * sgn
    nmin = _min_of(num, {**rng, r: (lo, hi - 1)})
    big = it.hi - nmin // d + 1
    repl = num // d + (num % d) * big
    body = subst_term(target.body, {y: repl})
    seen = iter(range(len(list(accesses(body)))))

    def plain_r(acc: Access) -> Term:
        if next(seen) != read:
            return acc
        return Access(acc.src, tuple(var(r) if k == pos else x for k, x in enumerate(acc.index)))

    body = map_accesses(body, plain_r)
    sums = tuple(Iter(r, lo, hi) if i.name == y else i for i in target.sums)
    new = Scope(target.loops, sums, body, target.name)
    return redirect(root, target, new)


def _guard_dims(reads: list[Access], y: str) -> list[tuple[Access, int, int, int]]:
    """The dimensions that bound a sum iterator y by themselves: a read whose index there is
    +-y + const, each as (read, position, least y, greatest y) the bounds allow."""
    out = []
    for a in reads:
        for pos, (ix, (lo, hi)) in enumerate(zip(a.index, a.src.bounds)):
            c = ix.coeff(y)
            if c in (1, -1) and len(ix.terms) == 1:
                ends = sorted((c * (lo - ix.const), c * (hi - 1 - ix.const)))
                out.append((a, pos, ends[0], ends[1]))
    return out


def relax_sum(root: Scope, target: Scope, x: str, y: str, sign: int) -> Scope:
    """Sum iterator y, read in a band x + sign*y (sign +-1) with loop x, replaced by r = x +
    sign*y over the union of its ranges, [min over x, y; max over x, y] (EinNet's boundary
    relaxation with variable substitution on a sum): y := sign*(r - x) in the body. For a
    fixed x, r outside x + sign*[y.lo, y.hi) adds terms; they are zero only where a read
    bounds y by itself to its range (a guard), which `_relaxable` requires and the step's
    proof checks: the prover pairs y with r and must show each added term is out of bounds."""
    ix = next(i for i in target.loops if i.name == x)
    iy = next(i for i in target.sums if i.name == y)
    lo_y, hi_y = sorted((sign * iy.lo, sign * (iy.hi - 1)))
    taken = {i.name for i in target.iters}
    r = _fresh(f"{x}{y}", taken)
    body = subst_term(target.body, {y: (var(r) - var(x)) * sign})
    sums = tuple(Iter(r, ix.lo + lo_y, ix.hi - 1 + hi_y + 1) if i.name == y else i
                 for i in target.sums)
    return redirect(root, target, Scope(target.loops, sums, body, target.name))


def _relaxable(target: Scope) -> Iterator[tuple[str, str, int]]:
    """(x, y, d): loop x and sum y read in one index c*x + c*d*y + ... (c = +-1, or a stride
    both share; d an integer, |d| > 1 a dilation), y bounded to its range by another read of
    the product that also reads x (the band of a matrix with rows x: GBMM's probabilities
    P[b, i, y] beside V[b, i + y - W, k]). Not proposed: a sum no read bounds by itself
    (relaxing it adds terms that are not zero), one bounded only by a weight that does not
    read x (a convolution's kernel loop: no band to widen), or only by the band read itself
    (an OffsetReduce T[h + r, r]: no product to widen into a MatMul)."""
    reads = _monomial_reads(target.body)
    if reads is None:
        return
    loops = {i.name for i in target.loops}
    sums = {i.name: i for i in target.sums}
    seen = set()
    for k, a in enumerate(reads):
        others = reads[:k] + reads[k + 1:]
        for ix in a.index:
            names = [n for n, _ in ix.terms if isinstance(n, str)]
            for x in names:
                for y in names:
                    if x not in loops or y not in sums:
                        continue
                    cx, cy = ix.coeff(x), ix.coeff(y)
                    if cy % cx:
                        continue
                    it = sums[y]
                    if not any(lo >= it.lo and hi < it.hi and any(
                            x in j.variables for j in g.index)
                            for g, _, lo, hi in _guard_dims(others, y)):
                        continue
                    if (x, y, cy // cx) not in seen:
                        seen.add((x, y, cy // cx))
                        yield x, y, cy // cx


def _min_of(x: Aff, rng) -> int:
    """The least value of an affine index without // or % over iterator ranges (inclusive)."""
    return x.const + sum(min(c * rng[n][0], c * rng[n][1]) for n, c in x.terms
                         if isinstance(n, str))


def _monomial_reads(t: Term) -> list[Access] | None:
    """The accesses of a body that is one product (no Add), else None."""
    if isinstance(t, Add):
        return None
    if isinstance(t, Mul):
        a, b = _monomial_reads(t.a), _monomial_reads(t.b)
        return None if a is None or b is None else a + b
    return list(accesses(t))


def tight_ranges(target: Scope) -> tuple[Iter, ...] | None:
    """Each loop's range cut to where every read of a one-product body can be in bounds: for
    an index c*x + rest (c = +-1, rest plain iterators and a constant), x must lie where the
    index meets the bounds for some value of rest."""
    reads = _monomial_reads(target.body)
    if reads is None:
        return None
    ranges = {i.name: (i.lo, i.hi) for i in target.iters}
    out = []
    for it in target.loops:
        lo, hi = it.lo, it.hi
        for a in reads:
            for ix, (blo, bhi) in zip(a.index, a.src.bounds):
                c = ix.coeff(it.name)
                if c not in (1, -1) or any(not isinstance(at, str) for at, _ in ix.terms):
                    continue
                rest = ix - var(it.name) * c
                # every atom of rest is a plain iterator name (checked on ix above)
                rest_terms = [(n, k) for n, k in rest.terms if isinstance(n, str)]
                rmin = rest.const + sum(min(k * ranges[n][0], k * (ranges[n][1] - 1))
                                        for n, k in rest_terms)
                rmax = rest.const + sum(max(k * ranges[n][0], k * (ranges[n][1] - 1))
                                        for n, k in rest_terms)
                # blo <= c*x + r < bhi for some r in [rmin, rmax]
                if c == 1:
                    lo, hi = max(lo, blo - rmax), min(hi, bhi - rmin)
                else:
                    lo, hi = max(lo, rmin - bhi + 1), min(hi, rmax - blo + 1)
        out.append(Iter(it.name, lo, max(lo, hi)))
    return tuple(out)


def tighten(root: Scope, target: Scope) -> Scope | None:
    """The stage over its tight ranges, each starting at 0 (EinNet's boundary tightening);
    None if nothing changes."""
    tight = tight_ranges(target)
    if tight is None or all(a == b and a.lo == 0 for a, b in zip(tight, target.loops)):
        return None
    shift = {i.name: i.lo for i in tight}
    loops = tuple(Iter(i.name, 0, i.hi - i.lo) for i in tight)
    body = subst_term(target.body, {n: var(n) + d for n, d in shift.items() if d})
    new = Scope(loops, target.sums, body, target.name)
    offs = [i.lo for i in tight]
    return redirect(root, target, new, lambda idx: tuple(x - o for x, o in zip(idx, offs)))


def split_add(root: Scope, target: Scope) -> Scope | None:
    """L<x> Σ<y> (f + g) -> L<x> A[x] + B[x] (EinNet's expression splitting)."""
    if not isinstance(target.body, Add):
        return None
    loops = tuple(var(i.name) for i in target.loops)
    name_a = _stage_name(root)
    a = Scope(target.loops, target.sums, target.body.a, name_a)
    b = Scope(target.loops, target.sums, target.body.b, _fresh("T", {name_a} | {
        s.name for s in _scopes(root)}))
    new = Scope(target.loops, (), Add(Access(a, loops), Access(b, loops)), target.name)
    return redirect(root, target, new)


def fuse(root: Scope, target: Scope) -> Scope | None:
    """Inline a stage without sums into its readers (EinNet's expression fusion)."""
    if target.sums or target is root:
        return None

    def inline(a: Access) -> Term:
        return subst_term(target.body, {i.name: ix for i, ix in zip(target.loops, a.index)})

    return redirect(root, target, None, inline=inline)


def permute(root: Scope, target: Scope, order: tuple[int, ...]) -> Scope:
    """The stage's loops in `order` (a data-layout transformation of the stage)."""
    new = Scope(tuple(target.loops[k] for k in order), target.sums, target.body, target.name)
    return redirect(root, target, new, lambda idx: tuple(idx[k] for k in order))


# --------------------------------------------------------------------------- proposals

def _cooccurring(target: Scope) -> Iterator[tuple[str, str, int]]:
    """Loop pairs (x, y) read in one index c*x + c*sign*y + ...: substituting t = x + sign*y
    leaves c*t there. c is +-1, or a stride both share (a dilated band d*x + d*y + r, once its
    residue r is split off, becomes d*t + r)."""
    loops = {i.name for i in target.loops}
    seen = set()
    for a in accesses(target.body):
        for ix in a.index:
            names = [n for n, _ in ix.terms if isinstance(n, str) and n in loops]
            for x, y in itertools.permutations(names, 2):
                cx, cy = ix.coeff(x), ix.coeff(y)
                if cx and cy and cy % cx == 0:
                    sign = cy // cx
                    if (x, y, sign) not in seen:
                        seen.add((x, y, sign))
                        yield x, y, sign


BLOCKS = (32, 64, 128)  # traversal split sizes the search tries


def _plain_index(ix: Aff) -> bool:
    return not ix.const and len(ix.terms) == 1 and ix.terms[0][1] == 1 and isinstance(
        ix.terms[0][0], str)


def _banded(target: Scope) -> Iterator[tuple[str, int]]:
    """Loops worth splitting into blocks: read together with another loop in one index (a band,
    as in G2BMM), from 0, longer than a block that divides them."""
    loops = {i.name: i for i in target.loops}
    found: set[str] = set()
    for a in accesses(target.body):
        for ix in a.index:
            names = [n for n, _ in ix.terms if isinstance(n, str) and n in loops]
            if len(names) >= 2:
                found |= set(names)
    for x in sorted(found):
        it = loops[x]
        for b in BLOCKS:
            if it.lo == 0 and it.extent > b and it.extent % b == 0:
                yield x, b


def _dilated(target: Scope) -> Iterator[tuple[str, int]]:
    """Loops to split by a dilation: x read as x + d*y + ... (|d| >= 2) where y, another loop,
    is read nowhere else (substituting it away would need coefficient 1) and x is read
    elsewhere too (substituting x away moves the band to that read), d dividing x's range.
    x = xo*d + xi: the read becomes d*(xo + y) + xi, for each residue xi a band over xo
    without the dilation (EinNet's dilated G2BMM). A dilated Conv's kernel loop is also read
    by the kernel, and it substitutes without a split."""
    loops = {i.name: i for i in target.loops}
    indices = [ix for a in accesses(target.body) for ix in a.index]

    def elsewhere(name: str, k: int) -> bool:
        return any(ix.coeff(name) for j, ix in enumerate(indices) if j != k)

    found: set[tuple[str, int]] = set()
    for k, ix in enumerate(indices):
        names = [n for n, _ in ix.terms if isinstance(n, str) and n in loops]
        for x in names:
            it = loops[x]
            if abs(ix.coeff(x)) != 1 or it.lo != 0 or not elsewhere(x, k):
                continue
            for y in names:
                d = abs(ix.coeff(y))
                if d >= 2 and it.extent > d and it.extent % d == 0 and not elsewhere(y, k):
                    found.add((x, d))
    yield from sorted(found)


def _relax_splits(target: Scope, relax: list[tuple[str, str, int]]) -> Iterator[tuple[str, int]]:
    """Splits of a relaxable loop x (`_relaxable`): by the dilation |d| > 1 (each residue is
    then an undilated band), or into blocks (the relaxed sum of a block spans the block and
    the band around it, not the whole row range)."""
    loops = {i.name: i for i in target.loops}
    for x, _, d in relax:
        it = loops[x]
        if it.lo != 0:
            continue
        for b in (abs(d),) if abs(d) > 1 else BLOCKS:
            if it.extent > b and it.extent % b == 0:
                yield x, b


def proposals(root: Scope) -> Iterator[Step]:
    """Every step one rule can make from root (the explorative search's moves)."""
    for target in _scopes(root):
        where = target.name or "out"
        wrap = target is root and not stages(root) and target.sums  # the first stage: all sums
        if len(target.sums) >= 2 or wrap:
            names = [i.name for i in target.sums]
            for k in range(0 if wrap else 1, len(names)):
                for outer in itertools.combinations(names, k):
                    yield Step("split_sums", {"scope": where, "outer": list(outer)}, root,
                               split_sums(root, target, outer))
        if target is not root:
            for x, y, sign in _cooccurring(target):
                yield Step("substitute", {"scope": where, "x": x, "y": y, "sign": sign}, root,
                           substitute(root, target, x, y, sign))
            t = tighten(root, target)
            if t is not None:
                yield Step("tighten", {"scope": where}, root, t)
            relax = list(_relaxable(target))
            for x, y, d in relax:
                if d in (1, -1):
                    yield Step("relax_sum", {"scope": where, "x": x, "y": y, "sign": d}, root,
                               relax_sum(root, target, x, y, d))
            for x, block in sorted(set(_banded(target)) | set(_dilated(target))
                                   | set(_relax_splits(target, relax))):
                yield Step("split_loop", {"scope": where, "x": x, "block": block}, root,
                           split_loop(root, target, x, block))
            if target.sums:
                for k, a in enumerate(accesses(target.body)):
                    if any(not _plain_index(ix) for ix in a.index):
                        yield Step("materialize", {"scope": where, "read": k}, root,
                                   materialize(root, target, k))
            f = fuse(root, target)
            if f is not None:
                yield Step("fuse", {"scope": where}, root, f)
        s = split_add(root, target)
        if s is not None:
            yield Step("split_add", {"scope": where}, root, s)
        for k, acc in enumerate(accesses(target.body)):
            for pos, ix in enumerate(acc.index):
                for y in (i.name for i in target.sums if abs(ix.coeff(i.name)) >= 2):
                    sub = substitute_sum(root, target, y, k, pos)
                    if sub is not None:
                        yield Step("substitute_sum", {"scope": where, "y": y, "read": k,
                                                      "index": pos}, root, sub)
