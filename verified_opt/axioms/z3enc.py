"""Encode axioms as quantified Z3 formulas with explicit triggers.

An axiom becomes  forall vars. (preconditions) => lhs == rhs  with one trigger per side that
mentions every variable (a side that is a bare variable is never a trigger, so no axiom matches
everything, and a side that strictly generalizes the other, like relu(X) in relu(relu(X)) =
relu(X), is not one either: it would match its own instances forever). Integer arithmetic is
not allowed in triggers: a side without arithmetic is preferred as the trigger (the other side
keeps its arithmetic); otherwise the trigger's arithmetic arguments are replaced by fresh
variables tied by an equation in the precondition. Declared shapes whose sizes appear in the
axiom's terms become `dim(X, i) == size` preconditions, so the axiom only fires on tensors the
encoder has typed. A ranged variable (`pt in 0..1`) gets its lower end as a precondition.
"""

from __future__ import annotations

import z3

from verified_opt.axioms.lang import (
    App,
    AxiomSyntaxError,
    Cmp,
    DimOf,
    IBin,
    IVar,
    LenOf,
    ListDim,
    RankOf,
    RConst,
    RVar,
    TVar,
)
from verified_opt.axioms.lang import Axiom as AxiomAst
from verified_opt.axioms.vocab import DIM, RANK, T, decl
from verified_opt.ops.registry import MAX_RANK
from verified_opt.size_expr import SizeExpr


class _Enc:
    def __init__(self, ax: AxiomAst) -> None:
        self.ax = ax
        self.fresh: list[tuple[z3.ArithRef, z3.ArithRef]] = []
        self.len_alias = {e.listvar: v for v, e in ax.defs.items() if isinstance(e, LenOf)}

    def tensor(self, name: str) -> z3.ExprRef:
        return z3.Const(name, T)

    def iexpr(self, e, in_pattern: bool) -> z3.ArithRef:
        if isinstance(e, SizeExpr):  # as written: certificates quote the statement
            value = e.to_z3(z3.Int, written=True, atom=lambda a: self.iexpr(a, False))
            if in_pattern and isinstance(e, IBin):  # no arithmetic inside triggers: name it
                v = z3.Int(f"_t{len(self.fresh)}")
                self.fresh.append((v, value))
                return v
            return value
        if isinstance(e, LenOf):
            if e.listvar not in self.len_alias:
                raise AxiomSyntaxError(f"{self.ax.where}: len({e.listvar}) needs a binder "
                                       f"'v = len({e.listvar})' to be used in a term")
            return z3.Int(self.len_alias[e.listvar])
        if isinstance(e, DimOf):
            return DIM(self.term(e.term, in_pattern), self.iexpr(e.index, False))
        if isinstance(e, RankOf):
            return RANK(self.term(e.term, in_pattern))
        raise AxiomSyntaxError(f"{self.ax.where}: bad integer expression {e!r}")

    def rexpr(self, e) -> z3.ArithRef:
        if isinstance(e, RConst):
            return z3.RealVal(e.value)
        if isinstance(e, RVar):
            return z3.Real(e.name)
        raise AxiomSyntaxError(f"{self.ax.where}: bad real expression {e!r}")

    def term(self, e, in_pattern: bool = True) -> z3.ExprRef:
        if isinstance(e, TVar):
            return self.tensor(e.name)
        if isinstance(e, App):
            from verified_opt.axioms.vocab import VOCAB

            sym = VOCAB[e.sym]
            args = []
            for k, a in enumerate(e.args):
                if k < sym.n_int:
                    args.append(self.iexpr(a, in_pattern))
                elif k < sym.n_int + sym.n_real:
                    args.append(self.rexpr(a))
                else:
                    args.append(self.term(a, in_pattern))
            return decl(e.sym)(*args)
        raise AxiomSyntaxError(f"{self.ax.where}: bad term {e!r}")

    def cmp(self, c: Cmp) -> z3.BoolRef:
        if isinstance(c.a, (RConst, RVar)):
            a, b = self.rexpr(c.a), self.rexpr(c.b)
        else:
            a, b = self.iexpr(c.a, False), self.iexpr(c.b, False)
        return {"==": a == b, "!=": a != b, "<": a < b, "<=": a <= b, ">": a > b,
                ">=": a >= b}[c.op]


def _consts(e: z3.ExprRef) -> set[str]:
    out: set[str] = set()
    todo, seen = [e], set()
    while todo:
        x = todo.pop()
        if x.get_id() in seen:
            continue
        seen.add(x.get_id())
        if z3.is_const(x) and x.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            out.add(x.decl().name())  # not str(x): the pretty printer is slow
        else:
            todo.extend(x.children())
    return out


def _pos_vars(dims: list, len_alias: dict[str, str]):
    """Yield (index in the declaration, position expression, declared dim) for dims whose
    position is expressible."""
    pos: z3.ArithRef = z3.IntVal(0)
    for k, d in enumerate(dims):
        if isinstance(d, ListDim):
            if d.name not in len_alias:
                return
            pos = pos + z3.Int(len_alias[d.name])
            continue
        yield k, z3.simplify(pos), d
        pos = pos + 1


def _stated_sizes(ax: AxiomAst, enc: _Enc, pattern_vars: set[str]):
    """(tensor, index in its declaration, position, size) for each declared dim the Z3
    statement carries as dim(X, position) == size: dims of tensors the sides use, at an
    expressible position, whose variables the sides mention."""
    for name, dims in ax.tensors.items():
        if name in pattern_vars:
            for k, pos, d in _pos_vars(dims, enc.len_alias):
                value = enc.iexpr(d, False)
                if _consts(value) <= pattern_vars:
                    yield name, k, pos, value


def _shape_facts(ax: AxiomAst, enc: _Enc, known: set[str]) -> list[z3.BoolRef]:
    """What a declaration says of a tensor's shape beyond its named dims: its rank (X[c, 1, 1]
    is of rank 3, not any tensor whose dims 0..2 are c, 1, 1: W[c, 1, 1, 1] broadcast over the
    batch made bn_mul_fold3 prove a false rule), and for a list `*p` that several tensors
    declare, the same length and the same dims at its positions in all of them (where(C, X, X)
    = X only where C has X's shape), its length being the `ax = len(p)` the axiom names. A
    tensor's lists are placed by the lengths the axiom names; one whose declaration leaves two
    list lengths unnamed is said to be of rank at least its fixed dims only. Dims past MAX_RANK
    do not exist, so a list's dims are a finite conjunction."""
    facts: list[z3.BoolRef] = []
    spans: dict[str, list[tuple[z3.ExprRef, z3.ArithRef, z3.ArithRef]]] = {}
    for name, dims in ax.tensors.items():
        if name not in known:
            continue
        x = z3.Const(name, T)
        lists = [d.name for d in dims if isinstance(d, ListDim)]
        fixed = len(dims) - len(lists)
        if not lists:
            facts.append(RANK(x) == len(dims))
            continue
        lengths: dict[str, z3.ArithRef] = {
            v: z3.Int(enc.len_alias[v]) for v in lists
            if v in enc.len_alias and enc.len_alias[v] in known}
        free = [v for v in lists if v not in lengths]
        named: z3.ArithRef = z3.IntVal(0)
        for n in lengths.values():  # not z3.Sum: one term prints as (+ ax), which cvc5 refuses
            named = n if named.eq(z3.IntVal(0)) else named + n
        facts += [n >= 0 for n in lengths.values()]
        if len(free) > 1:
            if fixed:  # rank >= 0 holds of every tensor: not a condition to prove
                facts.append(RANK(x) >= fixed)
            continue
        if free:
            lengths[free[0]] = RANK(x) - fixed - named
            if fixed or len(lists) > 1:
                facts.append(lengths[free[0]] >= 0)
        else:
            facts.append(RANK(x) == fixed + named)
        at: z3.ArithRef = z3.IntVal(0)
        for d in dims:
            if isinstance(d, ListDim):
                spans.setdefault(d.name, []).append((x, z3.simplify(at), lengths[d.name]))
                at = at + lengths[d.name]
            else:
                at = at + 1
    for (xa, sa, la), *others in spans.values():
        for xb, sb, lb in others:
            facts.append(lb == la)
            facts += [z3.Implies(i < la, DIM(xa, sa + i) == DIM(xb, sb + i))
                      for i in range(MAX_RANK)]
    return facts


def unstated_dims(ax: AxiomAst) -> set[tuple[str, int]]:
    """The declared dims the Z3 statement leaves out, as (tensor, index in its declaration):
    those whose variables no side mentions, or that follow a list of unknown length. A size
    variable declared once constrains nothing and is not counted. Testing draws these dims
    freely too (axioms/soundness.py), so what is tested is what the statement says."""
    enc = _Enc(ax)
    pattern_vars = _consts(enc.term(ax.lhs, False)) | _consts(enc.term(ax.rhs, False))
    uses: dict[str, int] = {}
    for dims in ax.tensors.values():
        for d in dims:
            if isinstance(d, IVar):
                uses[d.name] = uses.get(d.name, 0) + 1
    stated = {(name, k) for name, k, _, _ in _stated_sizes(ax, enc, pattern_vars)}
    return {(name, k) for name, dims in ax.tensors.items() for k, d in enumerate(dims)
            if not isinstance(d, ListDim) and (name, k) not in stated
            and not (isinstance(d, IVar) and uses.get(d.name, 0) == 1)}


def _sizes_as_dims(ax: AxiomAst, enc: _Enc, pre: list, pattern_vars: set[str]) -> list:
    """A size variable that only a precondition uses (`if h % 2 == 0`, `e = h + 1`) means the
    dim of a tensor that declares it bare (X[n, c, h, w]): say so with dim(X, 2), which the
    sides bind, rather than leave a variable no trigger can bind."""
    used = set().union(*[_consts(p) for p in pre]) - pattern_vars
    subs = []
    for name, dims in ax.tensors.items():
        if name not in pattern_vars:
            continue
        for _, pos, d in _pos_vars(dims, enc.len_alias):
            if isinstance(d, IVar) and d.name in used:
                subs.append((z3.Int(d.name), DIM(z3.Const(name, T), pos)))
                used.discard(d.name)
    return [z3.substitute(p, *subs) for p in pre] if subs else pre


def _instance_of(general: object, specific: object, bind: dict) -> bool:
    """Does the axiom side `general` match `specific` (its variables binding to subterms)?"""
    if isinstance(general, (TVar, IVar, RVar)):
        key = (type(general).__name__, general.name)
        if key in bind:
            return bind[key] == specific
        bind[key] = specific
        return True
    if isinstance(general, App):
        return (isinstance(specific, App) and specific.sym == general.sym
                and all(_instance_of(g, s, bind) for g, s in zip(general.args, specific.args)))
    return general == specific


def encode_axiom(ax: AxiomAst) -> z3.BoolRef:
    enc = _Enc(ax)
    # The body uses plain integer arithmetic; only a side used as a trigger needs its
    # arithmetic arguments named by fresh variables.
    lhs = enc.term(ax.lhs, in_pattern=False)
    rhs = enc.term(ax.rhs, in_pattern=False)
    pre = [enc.cmp(c) for c in ax.cond]
    side_vars = [_consts(lhs), _consts(rhs)]
    pattern_vars = side_vars[0] | side_vars[1]
    for v, e in ax.defs.items():
        if not isinstance(e, LenOf) and v in pattern_vars:
            pre.append(z3.Int(v) == enc.iexpr(e, False))
    # A range's lower end is part of the statement: the axiom was tested from there up (a Pad
    # by -1 crops, and conv_pad does not hold for it). The upper end only bounds the testing.
    for v, (lo, _) in ax.int_ranges.items():
        if v in pattern_vars:
            pre.append(z3.Int(v) >= lo)
    for name, _, pos, value in _stated_sizes(ax, enc, pattern_vars):
        pre.append(DIM(z3.Const(name, T), pos) == value)
    pre += _shape_facts(ax, enc, pattern_vars | set().union(*[_consts(p) for p in pre]))
    pre = _sizes_as_dims(ax, enc, pre, pattern_vars)
    body_vars = pattern_vars.union(*[_consts(p) for p in pre])
    missing = body_vars - pattern_vars
    if missing:
        raise AxiomSyntaxError(f"{ax.where}: axiom '{ax.name}': variable(s) {sorted(missing)} "
                               "occur only in the precondition; every variable must appear in a "
                               "side")
    names = sorted(pattern_vars)
    # Trigger candidates: sides that are applications mentioning every variable. A side that
    # strictly generalizes the other (relu(X) for relu(relu(X)) = relu(X)) would match its own
    # instances forever, so it is not a trigger.
    cands = [k for k, (t, e) in enumerate(((lhs, ax.lhs), (rhs, ax.rhs)))
             if isinstance(e, App) and side_vars[k] >= pattern_vars]
    if len(cands) == 2:
        if _instance_of(ax.rhs, ax.lhs, {}) and not _instance_of(ax.lhs, ax.rhs, {}):
            cands = [0]
        elif _instance_of(ax.lhs, ax.rhs, {}) and not _instance_of(ax.rhs, ax.lhs, {}):
            cands = [1]
    sides = [lhs, rhs]
    plain, with_fresh = [], []
    for k in cands:
        penc = _Enc(ax)
        pat = penc.term(ax.lhs if k == 0 else ax.rhs, in_pattern=True)
        if not penc.fresh:
            plain.append(sides[k])
        elif _consts(pat) >= pattern_vars:
            with_fresh.append((k, pat, penc.fresh))
    if plain:
        patterns = plain
    elif with_fresh:
        k, pat, fresh = with_fresh[0]
        sides[k] = pat
        pre += [v == value for v, value in fresh]
        names += [str(v) for v, _ in fresh]
        patterns = [pat]
    else:
        penc = _Enc(ax)
        pl, pr = penc.term(ax.lhs, in_pattern=True), penc.term(ax.rhs, in_pattern=True)
        if not (isinstance(ax.lhs, App) and isinstance(ax.rhs, App)) or \
                not (_consts(pl) | _consts(pr)) >= pattern_vars:
            raise AxiomSyntaxError(f"{ax.where}: no side mentions every variable, so '{ax.name}' "
                                   "has no trigger")
        sides = [pl, pr]
        pre += [v == value for v, value in penc.fresh]
        names += [str(v) for v, _ in penc.fresh]
        patterns = [z3.MultiPattern(pl, pr)]
    variables = [_var(n, ax) for n in names]
    body = sides[0] == sides[1]
    if pre:
        body = z3.Implies(z3.And(*pre), body)
    return z3.ForAll(variables, body, patterns=patterns, qid=ax.name, skid=ax.name)


def _var(name: str, ax: AxiomAst) -> z3.ExprRef:
    if name in ax.tensors:
        return z3.Const(name, T)
    if name in ax.reals:
        return z3.Real(name)
    return z3.Int(name)
