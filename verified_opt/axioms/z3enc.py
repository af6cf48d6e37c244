"""Encode axioms as quantified Z3 formulas with explicit triggers.

An axiom becomes  forall vars. (preconditions) => lhs == rhs  with one trigger per side that
mentions every variable (a side that is a bare variable is never a trigger, so no axiom matches
everything). Integer arithmetic is not allowed in triggers; such arguments are replaced by fresh
variables tied by an equation in the precondition. Declared shapes whose sizes appear in the
axiom's terms become `dim(X, i) == size` preconditions, so the axiom only fires on tensors the
encoder has typed.
"""

from __future__ import annotations

import z3

from verified_opt.axioms.lang import (
    App,
    AxiomSyntaxError,
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
)
from verified_opt.axioms.lang import Axiom as AxiomAst
from verified_opt.axioms.vocab import DIM, RANK, T, decl


class _Enc:
    def __init__(self, ax: AxiomAst) -> None:
        self.ax = ax
        self.fresh: list[tuple[z3.ArithRef, z3.ArithRef]] = []
        self.len_alias = {e.listvar: v for v, e in ax.defs.items() if isinstance(e, LenOf)}

    def tensor(self, name: str) -> z3.ExprRef:
        return z3.Const(name, T)

    def iexpr(self, e, in_pattern: bool) -> z3.ArithRef:
        if isinstance(e, IConst):
            return z3.IntVal(e.value)
        if isinstance(e, IVar):
            return z3.Int(e.name)
        if isinstance(e, LenOf):
            if e.listvar not in self.len_alias:
                raise AxiomSyntaxError(f"{self.ax.where}: len({e.listvar}) needs a binder "
                                       f"'v = len({e.listvar})' to be used in a term")
            return z3.Int(self.len_alias[e.listvar])
        if isinstance(e, DimOf):
            return DIM(self.term(e.term, in_pattern), self.iexpr(e.index, False))
        if isinstance(e, RankOf):
            return RANK(self.term(e.term, in_pattern))
        if isinstance(e, IBin):
            a, b = self.iexpr(e.a, False), self.iexpr(e.b, False)
            value = a + b if e.op == "+" else a - b if e.op == "-" else a * b
            if in_pattern:  # no arithmetic inside triggers: name it
                v = z3.Int(f"_t{len(self.fresh)}")
                self.fresh.append((v, value))
                return v
            return value
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
        a, b = self.iexpr(c.a, False), self.iexpr(c.b, False)
        return {"==": a == b, "!=": a != b, "<": a < b, "<=": a <= b, ">": a > b,
                ">=": a >= b}[c.op]


def _consts(e: z3.ExprRef) -> set[str]:
    out: set[str] = set()
    todo = [e]
    while todo:
        x = todo.pop()
        if z3.is_const(x) and x.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            out.add(str(x))
        todo.extend(x.children())
    return out


def _pos_vars(dims: list, len_alias: dict[str, str]):
    """Yield (position expression, declared dim) for dims whose position is expressible."""
    pos: z3.ArithRef = z3.IntVal(0)
    for d in dims:
        if isinstance(d, ListDim):
            if d.name not in len_alias:
                return
            pos = pos + z3.Int(len_alias[d.name])
            continue
        yield z3.simplify(pos), d
        pos = pos + 1


def encode_axiom(ax: AxiomAst) -> z3.BoolRef:
    enc = _Enc(ax)
    lhs = enc.term(ax.lhs)
    rhs = enc.term(ax.rhs)
    pre = [enc.cmp(c) for c in ax.cond]
    pre += [v == value for v, value in enc.fresh]
    pattern_vars = _consts(lhs) | _consts(rhs)
    for v, e in ax.defs.items():
        if not isinstance(e, LenOf) and v in pattern_vars:
            pre.append(z3.Int(v) == enc.iexpr(e, False))
    for name, dims in ax.tensors.items():
        if name not in pattern_vars:
            continue
        for pos, d in _pos_vars(dims, enc.len_alias):
            value = enc.iexpr(d, False)
            if _consts(value) <= pattern_vars:
                pre.append(DIM(z3.Const(name, T), pos) == value)
    body_vars = _consts(lhs) | _consts(rhs) | set().union(*[_consts(p) for p in pre]) \
        if pre else _consts(lhs) | _consts(rhs)
    missing = body_vars - pattern_vars
    if missing:
        raise AxiomSyntaxError(f"{ax.where}: variable(s) {sorted(missing)} occur only in the "
                               "precondition; every variable must appear in a side")
    variables = [_var(n, ax) for n in sorted(pattern_vars)]
    patterns = [side for side, e in ((lhs, ax.lhs), (rhs, ax.rhs))
                if isinstance(e, App) and _consts(side) >= pattern_vars]
    if not patterns:
        sides = [s for s, e in ((lhs, ax.lhs), (rhs, ax.rhs)) if isinstance(e, App)]
        if len(sides) == 2:
            patterns = [z3.MultiPattern(*sides)]
        else:
            raise AxiomSyntaxError(f"{ax.where}: no side mentions every variable, so '{ax.name}' "
                                   "has no trigger")
    body = lhs == rhs if not pre else z3.Implies(z3.And(*pre), lhs == rhs)
    return z3.ForAll(variables, body, patterns=patterns, qid=ax.name, skid=ax.name)


def _var(name: str, ax: AxiomAst) -> z3.ExprRef:
    if name in ax.tensors:
        return z3.Const(name, T)
    if name in ax.reals:
        return z3.Real(name)
    return z3.Int(name)
