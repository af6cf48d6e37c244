"""The axiom language: one axiom per line, reading like the math.

    matmul_assoc: forall A[m,k] B[k,n] C[n,p]: matmul(matmul(A, B), C) = matmul(A, matmul(B, C))  # MatMul is associative

- Binders: tensors with declared shapes `X[m, k]` (dims are size variables, integers, sums or
  products, or `*p` for a run of any length); integer attributes `s in 1..3`; definitions
  `axis = len(p)`; real attributes `eps in {1e-5, 0.001}`.
- Terms: vocabulary symbols applied to their Int, Real and tensor arguments, in that order.
- Optional precondition after `if`: comparisons joined by `and`, over integer expressions,
  `dim(X, i)` and `rank(X)`, or of real variables and decimals (`a <= c`, `a == 0.0`).
- Everything after `#` is the axiom's one-line comment. A line that starts with whitespace
  continues the previous one. Errors name file:line and what is wrong.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from verified_opt.axioms.vocab import VOCAB
from verified_opt.errors import VoptError
from verified_opt.size_expr import OPS, Bin, Num, Sym, Tokens, parse_tokens


class AxiomSyntaxError(VoptError):
    """file:line: what is wrong."""


MAX_INT = 1024  # the largest integer an axiom may write


# ---- AST -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class TVar:
    name: str


@dataclass(frozen=True)
class App:
    sym: str
    args: tuple  # IExpr | RExpr | Term, in the symbol's order


# Integer expressions are size expressions (verified_opt/size_expr.py), parsed by its grammar
# with % by a positive constant (evenness and the like); their leaves are numbers, variables
# and dim(X, i), rank(X), len(p). INT_OPS: for Z3's terms and testing's ints alike.
IConst, IVar, IBin, INT_OPS = Num, Sym, Bin, OPS


@dataclass(frozen=True)
class DimOf:
    term: object
    index: object


@dataclass(frozen=True)
class RankOf:
    term: object


@dataclass(frozen=True)
class LenOf:
    listvar: str


@dataclass(frozen=True)
class RConst:
    value: float


@dataclass(frozen=True)
class RVar:
    name: str


@dataclass(frozen=True)
class ListDim:
    name: str  # `*p`: a run of dimensions of any length


@dataclass(frozen=True)
class Cmp:
    op: str
    a: object
    b: object


@dataclass
class Axiom:
    name: str
    tensors: dict[str, list]  # name -> [IExpr | ListDim]
    int_ranges: dict[str, tuple[int, int]]
    defs: dict[str, object]  # name -> IExpr (over LenOf / vars)
    reals: dict[str, list[float]]
    lhs: object
    rhs: object
    cond: list[Cmp] = field(default_factory=list)
    comment: str = ""
    file: str = ""
    line: int = 0
    # the axiom as written, comment dropped and whitespace normalized: what certificates quote
    # and the axiom set's hash covers (parse_axiom reads it back to the same axiom)
    statement: str = ""

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"

    def text(self) -> str:
        return f"{show(self.lhs)} = {show(self.rhs)}" + (
            " if " + " and ".join(f"{show(c.a)} {c.op} {show(c.b)}" for c in self.cond)
            if self.cond else "")


def show(e: object) -> str:
    if isinstance(e, TVar):
        return e.name
    if isinstance(e, App):
        return f"{e.sym}({', '.join(show(a) for a in e.args)})"
    if isinstance(e, IConst):
        return str(e.value)
    if isinstance(e, (IVar, RVar)):
        return e.name
    if isinstance(e, RConst):
        return repr(e.value)
    if isinstance(e, IBin):
        return f"({show(e.a)} {e.op} {show(e.b)})"
    if isinstance(e, DimOf):
        return f"dim({show(e.term)}, {show(e.index)})"
    if isinstance(e, RankOf):
        return f"rank({show(e.term)})"
    if isinstance(e, LenOf):
        return f"len({e.listvar})"
    return str(e)


# ---- tokenizer -------------------------------------------------------------------------------
_TOKEN = re.compile(r"""
    (?P<num>\d+\.(?!\.)\d*(?:[eE][-+]?\d+)?|\d+[eE][-+]?\d+|\d+)
  | (?P<name>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<op>\.\.|==|!=|<=|>=|[()\[\],:=<>+\-*%{}])
  | (?P<ws>\s+)
""", re.VERBOSE)


def _tokens(text: str, where: str) -> list[str]:
    out, pos = [], 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            raise AxiomSyntaxError(f"{where}: unexpected character {text[pos]!r}")
        if m.lastgroup != "ws":
            out.append(m.group())
        pos = m.end()
    return out


class _Parser(Tokens):
    def __init__(self, text: str, where: str) -> None:
        self.toks = _tokens(text, where)
        self.i = 0
        self.where = where
        self.tensors: dict[str, list] = {}
        self.ints: set[str] = set()
        self.reals: set[str] = set()
        self.lists: set[str] = set()
        self.axiom = ""  # the axiom's name, once read: every error names it

    def err(self, msg: str) -> AxiomSyntaxError:
        near = " ".join(self.toks[self.i:self.i + 4]) or "end of line"
        what = f"axiom '{self.axiom}': " if self.axiom else ""
        return AxiomSyntaxError(f"{self.where}: {what}{msg} (near '{near[:60]}')")

    def name(self) -> str:
        tok = self.take()
        if not re.match(r"^[A-Za-z_]", tok):
            self.i -= 1
            raise self.err("expected a name")
        return tok

    # binders --------------------------------------------------------------------------
    def binders(self, ax: Axiom) -> None:
        while self.peek() != ":":
            if self.peek() is None:
                raise self.err("expected ':' after the binders")
            if self.peek() == ",":
                self.take()
                continue
            name = self.name()
            if name in self.tensors or name in self.ints or name in self.reals:
                raise self.err(f"'{name}' is bound twice")
            if self.peek() == "[":
                self.take("[")
                dims: list = []
                while self.peek() != "]":
                    if self.peek() == "*":
                        self.take("*")
                        lv = self.name()
                        self.lists.add(lv)
                        dims.append(ListDim(lv))
                    else:
                        dims.append(self.iexpr())
                    if self.peek() == ",":
                        self.take(",")
                self.take("]")
                self.tensors[name] = dims
                ax.tensors[name] = dims
            elif self.peek() == "in" and self.peek(1) == "{":
                self.take("in")
                self.take("{")
                values = []
                while self.peek() != "}":
                    values.append(self.number(real=True))
                    if self.peek() == ",":
                        self.take(",")
                self.take("}")
                if not values:
                    raise self.err(f"'{name} in {{}}' lists no values")
                self.reals.add(name)
                ax.reals[name] = values
            elif self.peek() == "in":
                self.take("in")
                lo = self.number()
                self.take("..")
                hi = self.number()
                if hi < lo:
                    raise self.err(f"empty range {lo}..{hi}")
                self.ints.add(name)
                ax.int_ranges[name] = (int(lo), int(hi))
            elif self.peek() == "=":
                self.take("=")
                self.ints.add(name)
                ax.defs[name] = self.iexpr()
            else:
                raise self.err(f"binder '{name}' needs [shape], 'in lo..hi', 'in {{..}}' or '= expr'")

    def number(self, real: bool = False) -> float:
        sign = -1 if self.peek() == "-" and self.take("-") else 1
        tok = self.take()
        try:
            return sign * (float(tok) if real else self._small(int(tok)))
        except ValueError:
            self.i -= 1
            raise self.err("expected a number") from None

    def _small(self, value: int) -> int:
        """Integer constants are sizes, axes and small ranges: testing draws tensors of them."""
        if value > MAX_INT:
            self.i -= 1
            raise self.err(f"integer {value} is too large (at most {MAX_INT} in an axiom)")
        return value

    # expressions ----------------------------------------------------------------------
    def iexpr(self):
        """An integer expression: the size expressions' grammar, with % (atom reads leaves)."""
        return parse_tokens(self, mod=True)

    def atom(self):
        """A leaf of an integer expression (parse_tokens reads the operators)."""
        tok = self.peek()
        if tok is None:
            raise self.err("expected an integer expression")
        if tok.isdigit():
            return IConst(self._small(int(self.take())))
        if tok == "dim":
            self.take("dim")
            self.take("(")
            t = self.term()
            self.take(",")
            k = self.iexpr()
            self.take(")")
            return DimOf(t, k)
        if tok == "rank":
            self.take("rank")
            self.take("(")
            t = self.term()
            self.take(")")
            return RankOf(t)
        if tok == "len":
            self.take("len")
            self.take("(")
            lv = self.name()
            self.take(")")
            if lv not in self.lists:
                raise self.err(f"'{lv}' is not a *list of dimensions")
            return LenOf(lv)
        name = self.name()
        if name in self.tensors:
            raise self.err(f"tensor '{name}' used where an integer is expected")
        if name in self.reals:
            raise self.err(f"real '{name}' used where an integer is expected")
        self.ints.add(name)  # a size variable, from a shape or a term
        return IVar(name)

    def term(self) -> TVar | App:
        tok = self.peek()
        if tok is None:
            raise self.err("expected a term")
        name = self.name()
        if name in self.tensors and self.peek() != "(":
            return TVar(name)
        if name not in VOCAB:
            raise self.err(f"unknown operator or unbound tensor '{name}'")
        sym = VOCAB[name]
        self.take("(")
        args: list = []
        for k in range(sym.arity()):
            if k:
                self.take(",")
            if k < sym.n_int:
                args.append(self.iexpr())
            elif k < sym.n_int + sym.n_real:
                args.append(self.rexpr())
            else:
                args.append(self.term())
        if self.peek() == ",":
            raise self.err(f"{name} takes {sym.arity()} argument{'s' * (sym.arity() != 1)} "
                           f"({sym.n_int} int, {sym.n_real} real, {sym.n_tensor} tensor)")
        self.take(")")
        return App(name, tuple(args))

    def rexpr(self):
        tok = self.peek()
        if tok in self.reals:
            return RVar(self.take())
        return RConst(self.number(real=True))

    def _real_next(self) -> bool:
        """The next operand is real: a real variable or a decimal (`a <= 0.5`, `-1.0 < b`)."""
        k = self.i + (self.peek() == "-")
        tok = self.toks[k] if k < len(self.toks) else None
        return tok is not None and (tok in self.reals or (tok[:1].isdigit() and not tok.isdigit()))

    def cond(self) -> list[Cmp]:
        out = []
        while True:
            real = self._real_next()
            a = self.rexpr() if real else self.iexpr()
            op = self.take()
            if op not in ("==", "!=", "<", "<=", ">", ">="):
                self.i -= 1
                raise self.err("expected a comparison")
            if real != self._real_next():  # reals compare with reals, integers with integers
                raise self.err("a comparison of a real with an integer")
            out.append(Cmp(op, a, self.rexpr() if real else self.iexpr()))
            if self.peek() != "and":
                return out
            self.take("and")


def parse_axiom(text: str, file: str, line: int, need_comment: bool = True) -> Axiom:
    """One axiom from its text. A certificate's quoted statement has no comment
    (need_comment=False); an axiom file's lines must have one."""
    where = f"{file}:{line}"
    body, _, comment = text.partition("#")
    try:
        p = _Parser(body, where)
    except AxiomSyntaxError as e:  # a character no axiom has: name the axiom if it has one
        m = re.match(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*:", body)
        if not m:
            raise
        raise AxiomSyntaxError(str(e).replace(f"{where}: ", f"{where}: axiom '{m.group(1)}': ",
                                              1)) from None
    first = p.peek()
    if first is None or not re.match(r"^[A-Za-z_]", first):
        raise p.err("expected the axiom's name, then ':'")
    name = p.name()
    p.axiom = name
    try:
        return _axiom(p, name, where, body, comment, file, line, need_comment)
    except RecursionError:
        raise AxiomSyntaxError(f"{where}: axiom '{name}': terms nested too deeply") from None


def _axiom(p: _Parser, name: str, where: str, body: str, comment: str, file: str, line: int,
           need_comment: bool) -> Axiom:
    p.take(":")
    if p.take() != "forall":
        p.i -= 1
        raise p.err("expected 'forall'")
    ax = Axiom(name, {}, {}, {}, {}, None, None, [], comment.strip(), file, line,
               " ".join(body.split()))
    p.binders(ax)
    p.take(":")
    ax.lhs = p.term()
    p.take("=")
    ax.rhs = p.term()
    if p.peek() == "if":
        p.take("if")
        ax.cond = p.cond()
    if p.peek() is not None:
        raise p.err("unexpected text after the axiom")
    if need_comment and not ax.comment:
        raise AxiomSyntaxError(f"{where}: axiom '{name}' needs a one-line '# comment'")
    for v in ax.defs:
        if v in ax.int_ranges:
            raise AxiomSyntaxError(f"{where}: axiom '{name}': '{v}' is both defined and ranged")
    return ax


def parse_file(path: str | Path) -> list[Axiom]:
    path = Path(path)
    try:
        lines = path.read_text().splitlines()
    except (OSError, UnicodeDecodeError) as e:
        raise AxiomSyntaxError(f"{path}: cannot read ({e})") from None
    logical: list[tuple[int, str]] = []
    for k, raw in enumerate(lines, start=1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        if raw[0].isspace() and logical:
            logical[-1] = (logical[-1][0], logical[-1][1] + " " + raw.strip())
        else:
            logical.append((k, raw.strip()))
    axioms = [parse_axiom(text, str(path), line) for line, text in logical]
    seen: dict[str, int] = {}
    for a in axioms:
        if a.name in seen:
            raise AxiomSyntaxError(f"{a.where}: axiom '{a.name}' already defined at line "
                                   f"{seen[a.name]}")
        seen[a.name] = a.line
    return axioms


def load_axioms(folder: str | Path) -> list[Axiom]:
    folder = Path(folder)
    if folder.exists() and not folder.is_dir():
        raise AxiomSyntaxError(f"{folder}: not a folder (axioms are read from a folder of "
                               "*.ax files)")
    if not folder.is_dir():
        raise AxiomSyntaxError(f"{folder}: no such folder of axioms")
    files = sorted(folder.glob("*.ax"))
    if not files:
        raise AxiomSyntaxError(f"{folder}: no *.ax files")
    axioms: list[Axiom] = []
    names: dict[str, str] = {}
    for f in files:
        found = parse_file(f)
        if not found:  # empty or truncated: checking "0 axioms" would report it sound
            raise AxiomSyntaxError(f"{f}: no axioms in this file")
        for a in found:
            if a.name in names:
                raise AxiomSyntaxError(f"{a.where}: axiom '{a.name}' also defined at {names[a.name]}")
            names[a.name] = a.where
            axioms.append(a)
    return axioms


def default_axiom_dir() -> Path:
    """The shipped axioms: package data, so an installed wheel has them (the top-level
    axioms/ of a checkout is a link to this folder)."""
    return Path(__file__).resolve().parents[1] / "data" / "axioms"
