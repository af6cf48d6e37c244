"""Size expressions: the integer expressions over symbols that rules (dimensions, shape-like
attributes), the generator (symbolic dims) and axioms (declared sizes, preconditions) are
written in.

    parse_size("2*c+n") == parse_size("n + c*2")      # equal by canonical form
    parse_size("4*th").evaluate({"th": 3}) == 12
    parse_size("n+c+c").text == "2*c+n"

One small parser (integers, symbol names, + - *, unary minus, parentheses, and % by a positive
constant where axioms allow it; nothing is evaluated: no eval, no sympify) builds an immutable
tree as written (Num, Sym, Bin). Its canonical form, a polynomial with integer coefficients
over the symbols (and over remainders by a constant and an axiom's own atoms such as
dim(X, i)), is computed once, when the node is made; equality, hashing, evaluation, the free
symbols, the text, the Z3 term and solving for one unbound symbol all read it. The axioms'
Z3 terms keep the statement as written instead (certificates quote it): to_z3(written=True).

A rule's dims stay strings in the Rule (its JSON and attributes are unchanged); parse_size is
cached by text, and loading a rule parses every expression it has, so each is parsed once.
"""

from __future__ import annotations

import functools
import operator
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from typing import Any, NamedTuple

import z3

from verified_opt.errors import VoptError


class SizeError(VoptError):
    """A text that is not a size expression, or one that cannot be evaluated (an unbound
    symbol): one line."""


# The operators, for Z3 terms and Python ints alike; % only by a positive constant, where
# Python's % and SMT's mod agree.
OPS: dict[str, Callable] = {"+": operator.add, "-": operator.sub, "*": operator.mul,
                            "%": operator.mod}

MAX_TEXT = 200  # characters of a size expression read from a file
MAX_INT = (1 << 63) - 1  # literals must fit in int64

# The canonical form: sorted (monomial, coefficient) pairs, no zero coefficient; a monomial is
# the sorted tuple of its atoms, repeated for powers; () is the constant term. An atom is a
# symbol's name, a _Mod, or an atom of the host language (the axioms' dim(X, i) ...).
Poly = tuple[tuple[tuple[Any, ...], int], ...]


class _Mod(NamedTuple):
    """The atom `p % k` of a polynomial p that is not constant."""

    poly: Poly
    k: int


def _akey(a: Any) -> tuple:
    if type(a) is str:
        return (0, a)
    return (1, repr(a)) if isinstance(a, _Mod) else (2, type(a).__name__, repr(a))


def _mkey(m: tuple) -> tuple:
    return tuple(_akey(a) for a in m)


def _norm(d: dict) -> Poly:
    return tuple(sorted(((m, c) for m, c in d.items() if c), key=lambda mc: _mkey(mc[0])))


def _add(p: Poly, q: Poly, sign: int = 1) -> Poly:
    d = dict(p)
    for m, c in q:
        d[m] = d.get(m, 0) + sign * c
    return _norm(d)


def _mul(p: Poly, q: Poly) -> Poly:
    d: dict = {}
    for m1, c1 in p:
        for m2, c2 in q:
            m = m1 + m2 if not m1 or not m2 else tuple(sorted(m1 + m2, key=_akey))
            d[m] = d.get(m, 0) + c1 * c2
    return _norm(d)


def _constant(p: Poly) -> int | None:
    if not p:
        return 0
    return p[0][1] if len(p) == 1 and not p[0][0] else None


def _mod(p: Poly, q: Poly) -> Poly:
    k = _constant(q)
    if k is None or k <= 0:
        raise SizeError("'%' takes a positive constant modulus")
    c = _constant(p)
    if c is not None:
        return (((), c % k),) if c % k else ()
    return (((_Mod(p, k),), 1),)


def _poly_of(x: Any) -> Poly:
    return x.poly if isinstance(x, SizeExpr) else (((x,), 1),)


# ---- the expression ----------------------------------------------------------------------
class SizeExpr:
    """An integer expression as written (Num, Sym, Bin), equal to another by canonical form."""

    poly: Poly  # the canonical form
    symbols: tuple[str, ...]  # the free symbols' names, sorted
    _hash: int
    _terms: tuple[tuple[int, tuple[str, ...]], ...] | None  # what evaluate reads

    def _set(self, poly: Poly) -> None:
        # frozen dataclasses: the canonical form and what reads it, computed once
        object.__setattr__(self, "poly", poly)
        object.__setattr__(self, "_hash", hash(poly))
        plain = all(type(a) is str for m, _ in poly for a in m)
        # (coefficient, symbols) per term; None where an atom is not a symbol
        object.__setattr__(self, "_terms", tuple((c, m) for m, c in poly) if plain else None)
        names: set[str] = set()
        for m, _ in poly:
            for a in m:
                if type(a) is str:
                    names.add(a)
                elif isinstance(a, _Mod):
                    names.update(_mod_symbols(a))
        object.__setattr__(self, "symbols", tuple(sorted(names)))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, SizeExpr):
            return self._hash == other._hash and self.poly == other.poly
        return NotImplemented

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple:
        # made again from its fields: a hash of strings is only valid in its own process
        return type(self), tuple(getattr(self, f.name) for f in fields(self))  # type: ignore[arg-type]

    # arithmetic (the generator adds the parts of a concatenated dim)
    def __add__(self, other: SizeExpr | int) -> SizeExpr:
        return Bin("+", self, _lift(other))

    def __radd__(self, other: int) -> SizeExpr:
        return Bin("+", _lift(other), self)

    def __sub__(self, other: SizeExpr | int) -> SizeExpr:
        return Bin("-", self, _lift(other))

    def __mul__(self, other: SizeExpr | int) -> SizeExpr:
        return Bin("*", self, _lift(other))

    def __rmul__(self, other: int) -> SizeExpr:
        return Bin("*", _lift(other), self)

    def __neg__(self) -> SizeExpr:
        return Bin("-", Num(0), self)

    # reading the canonical form
    @property
    def constant(self) -> int | None:
        """The value of an expression without symbols; None if it has any."""
        return _constant(self.poly)

    @property
    def text(self) -> str:
        """The canonical text ('2*c+n', 'a*b-1'), which parse_size reads back to an equal
        expression: terms by their symbols' names, the constant last."""
        return _text(self.poly)

    def __str__(self) -> str:
        return self.text

    def evaluate(self, sizes: Mapping[str, Any], atom: Callable[[Any], int] | None = None
                 ) -> int:
        """The value at `sizes` (each taken as an int); SizeError naming an unbound symbol.
        `atom`: the value of a host atom (an axiom's dim(X, i))."""
        try:
            terms = self._terms
            if terms is None:
                return _evaluate(self.poly, sizes, atom)
            total = 0
            for c, m in terms:
                for a in m:
                    c *= sizes[a]
                total += c
            return int(total)
        except KeyError as e:
            raise SizeError(f"{self.text!r}: symbol {e.args[0]} has no value") from None

    def solve(self, value: int, sizes: dict[str, int]) -> dict[str, int] | None:
        """`sizes` with the one symbol they lack bound so that the expression equals `value`
        (the matcher binding "4*th" to a side of 12: th = 3): where that symbol occurs only
        as k*x, k a nonzero integer, and x comes out a positive integer (a size). `sizes`
        itself when every symbol is bound and the value agrees; None otherwise (two unbound
        symbols, a product or remainder of the unbound one, no positive integer solution)."""
        free = [s for s in self.symbols if s not in sizes]
        if not free:
            return sizes if self.evaluate(sizes) == value else None
        if len(free) > 1 or self._terms is None:
            return None
        x, k, rest = free[0], 0, 0
        for m, c in self.poly:
            if x in m:
                if m != (x,):
                    return None
                k = c
            else:
                for a in m:
                    c *= int(sizes[a])
                rest += c
        q, r = divmod(value - rest, k)
        return {**sizes, x: q} if r == 0 and q >= 1 else None

    def to_z3(self, symbols: Mapping[str, Any] | Callable[[str], Any], *, written: bool = False,
              atom: Callable[[Any], Any] | None = None) -> z3.ArithRef:
        """The Z3 term, each symbol looked up in `symbols` (a mapping or a function), a host
        atom through `atom`. Canonical: the terms in the order the encoder has always written
        them (sympy's: the constant first, then symbols, powers and products by name), so that
        the stored certificates' queries are rebuilt byte for byte. written=True: the tree as
        written (an axiom's statement, which certificates quote)."""
        lookup = symbols.__getitem__ if isinstance(symbols, Mapping) else symbols
        if written:
            return _z3_written(self, lookup, atom)
        return _z3_poly(self.poly, lookup, atom)


@dataclass(frozen=True, eq=False)
class Num(SizeExpr):
    value: int

    def __post_init__(self) -> None:
        self._set((((), self.value),) if self.value else ())


@dataclass(frozen=True, eq=False)
class Sym(SizeExpr):
    name: str

    def __post_init__(self) -> None:
        self._set((((self.name,), 1),))


@dataclass(frozen=True, eq=False)
class Bin(SizeExpr):
    op: str  # a key of OPS
    a: Any  # a SizeExpr, or a host atom (an axiom's dim(X, i))
    b: Any

    def __post_init__(self) -> None:
        p, q = _poly_of(self.a), _poly_of(self.b)
        op = self.op
        self._set(_add(p, q) if op == "+" else _add(p, q, -1) if op == "-" else
                  _mul(p, q) if op == "*" else _mod(p, q))


def _lift(x: SizeExpr | int) -> SizeExpr:
    if isinstance(x, SizeExpr):
        return x
    if isinstance(x, int) and not isinstance(x, bool):
        return Num(x)
    raise TypeError(f"not a size expression: {x!r}")


def _mod_symbols(a: _Mod) -> set[str]:
    out: set[str] = set()
    for m, _ in a.poly:
        for x in m:
            out.update([x] if type(x) is str else _mod_symbols(x) if isinstance(x, _Mod) else [])
    return out


def _evaluate(poly: Poly, sizes: Mapping[str, Any], atom: Callable | None) -> int:
    total = 0
    for m, c in poly:
        for a in m:
            if type(a) is str:
                c *= int(sizes[a])
            elif isinstance(a, _Mod):
                c *= _evaluate(a.poly, sizes, atom) % a.k
            elif atom is not None:
                c *= atom(a)
            else:
                raise SizeError(f"no value for {a!r}")
        total += c
    return total


def _text(poly: Poly) -> str:
    out = ""
    const = 0
    for m, c in poly:
        if not m:
            const = c
            continue
        factors = "*".join(_atom_text(a) for a in m)
        coeff = "" if abs(c) == 1 else f"{abs(c)}*"
        out += ("-" if c < 0 else "+" if out else "") + coeff + factors
    if const or not out:
        out += ("-" if const < 0 else "+" if out else "") + str(abs(const))
    return out


def _atom_text(a: Any) -> str:
    if type(a) is str:
        return a
    if isinstance(a, _Mod):
        inner = _text(a.poly)
        simple = len(a.poly) == 1 and a.poly[0][1] == 1 and len(a.poly[0][0]) == 1
        return f"({inner}%{a.k})" if simple else f"(({inner})%{a.k})"
    return str(a)


# ---- Z3 ------------------------------------------------------------------------------------
def _z3_written(e: Any, lookup: Callable, atom: Callable | None) -> z3.ArithRef:
    if isinstance(e, Num):
        return z3.IntVal(e.value)
    if isinstance(e, Sym):
        return lookup(e.name)
    if isinstance(e, Bin):
        return OPS[e.op](_z3_written(e.a, lookup, atom), _z3_written(e.b, lookup, atom))
    if atom is None:
        raise SizeError(f"no Z3 term for {e!r}")
    return atom(e)


# A canonical term as sympy held it, for its order: ("int", n) | ("sym", name) |
# ("atom", a) | ("pow", base, n) | ("mul", args).
def _sympy_key(t: tuple) -> tuple:
    """sympy's Basic.compare as a sort key: the class's place in ordering_of_classes
    (NegativeOne 5, Integer 7, Symbol 13, Pow 15, Mul 16), then the length of the hashable
    content, then the content item by item. Remainders and host atoms sort after symbols
    (no rule the encoder wrote before has one)."""
    kind = t[0]
    if kind == "int":
        return (5 if t[1] == -1 else 7, 1, (t[1],))
    if kind == "sym":
        return (13, 1, (t[1],))
    if kind == "atom":
        return (14, 1, (repr(t[1]),))
    if kind == "pow":
        return (15, 2, (_sympy_key(t[1]), _sympy_key(("int", t[2]))))
    return (16, len(t[1]), tuple(_sympy_key(a) for a in t[1]))


def _sympy_term(m: tuple, c: int) -> tuple:
    factors = []
    k = 0
    while k < len(m):
        j = k
        while j < len(m) and m[j] == m[k]:
            j += 1
        base = ("sym", m[k]) if type(m[k]) is str else ("atom", m[k])
        factors.append(base if j - k == 1 else ("pow", base, j - k))
        k = j
    factors.sort(key=_sympy_key)
    if c == 1 and len(factors) == 1:
        return factors[0]
    return ("mul", ([("int", c)] if c != 1 else []) + factors)


def _z3_poly(poly: Poly, lookup: Callable, atom: Callable | None) -> z3.ArithRef:
    const = [("int", c) for m, c in poly if not m]
    terms = sorted((_sympy_term(m, c) for m, c in poly if m), key=_sympy_key)
    args = const + terms
    if not args:
        return z3.IntVal(0)
    return _z3_fold("+", args, lookup, atom)


def _z3_fold(op: str, args: list, lookup: Callable, atom: Callable | None) -> z3.ArithRef:
    out = _z3_term(args[0], lookup, atom)
    for a in args[1:]:
        out = OPS[op](out, _z3_term(a, lookup, atom))
    return out


def _z3_term(t: tuple, lookup: Callable, atom: Callable | None) -> z3.ArithRef:
    kind = t[0]
    if kind == "int":
        return z3.IntVal(t[1])
    if kind == "sym":
        return lookup(t[1])
    if kind == "atom":
        a = t[1]
        if isinstance(a, _Mod):
            return _z3_poly(a.poly, lookup, atom) % z3.IntVal(a.k)
        if atom is None:
            raise SizeError(f"no Z3 term for {a!r}")
        return atom(a)
    if kind == "pow":
        base = _z3_term(t[1], lookup, atom)
        out = base
        for _ in range(t[2] - 1):
            out = out * base
        return out
    return _z3_fold("*", t[1], lookup, atom)


# ---- the parser ----------------------------------------------------------------------------
class Tokens:
    """What the grammar reads from: the token stream of a size text, or of an axiom line,
    whose leaves (numbers, names, and the axioms' dim(X, i), rank(X), len(p)) the host
    language reads with `atom`; a host says how it reports an error with `err`."""

    toks: list[str]
    i: int

    def err(self, msg: str) -> Exception:
        raise NotImplementedError

    def atom(self) -> Any:
        raise NotImplementedError

    def peek(self, k: int = 0) -> str | None:
        return self.toks[self.i + k] if self.i + k < len(self.toks) else None

    def take(self, want: str | None = None) -> str:
        tok = self.peek()
        if tok is None or (want is not None and tok != want):
            raise self.err(f"expected {want!r}" if want else "unexpected end")
        self.i += 1
        return tok


def parse_tokens(s: Tokens, mod: bool = False) -> Any:
    """expr := term (('+' | '-') term)*;  term := unary (('*' | '%') unary)*;
    unary := ('-' | '+') unary | '(' expr ')' | atom. A unary minus is 0 - x; '%' only with
    mod=True and a positive integer after it."""
    e = _term(s, mod)
    while s.peek() in ("+", "-"):
        op = s.take()
        e = Bin(op, e, _term(s, mod))
    return e


def _term(s: Tokens, mod: bool) -> Any:
    e = _unary(s, mod)
    while s.peek() == "*" or (mod and s.peek() == "%"):
        op = s.take()
        b = _unary(s, mod)
        if op == "%" and not (isinstance(b, Num) and b.value > 0):
            raise s.err("'%' takes a positive constant modulus")
        e = Bin(op, e, b)
    return e


def _unary(s: Tokens, mod: bool) -> Any:
    tok = s.peek()
    if tok == "-":
        s.take("-")
        return Bin("-", Num(0), _unary(s, mod))
    if tok == "+":
        s.take("+")
        return _unary(s, mod)
    if tok == "(":
        s.take("(")
        e = parse_tokens(s, mod)
        s.take(")")
        return e
    return s.atom()


_TOKEN = re.compile(r"\s*(?:(0|[1-9][0-9]*)(?![0-9])|([A-Za-z_][A-Za-z0-9_]*)|([-+*()%]))")


class _Reader(Tokens):
    """The tokens of one size text; its atoms are integers and symbol names."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.toks: list[str] = []
        pos = 0
        while pos < len(text):
            m = _TOKEN.match(text, pos)
            if not m:
                if text[pos:].strip():
                    raise self.err(f"unexpected {text[pos:].lstrip()[:1]!r}")
                break
            self.toks.append(m.group(m.lastindex or 0))
            pos = m.end()
        self.i = 0

    def err(self, msg: str) -> SizeError:
        return SizeError(f"size expression {self.text[:60]!r}: {msg}")

    def atom(self) -> SizeExpr:
        tok = self.take()
        if tok[0].isdigit():
            if len(tok) > 19 or int(tok) > MAX_INT:
                raise self.err(f"integer {tok[:24]} does not fit in 64 bits")
            return Num(int(tok))
        if tok[0].isalpha() or tok[0] == "_":
            return Sym(tok)
        raise self.err(f"unexpected {tok!r}")


@functools.lru_cache(maxsize=1 << 16)
def parse_size(text: str, mod: bool = False) -> SizeExpr:
    """The size expression a text states: integers, symbol names, + - * and parentheses (and %
    by a positive constant with mod=True); SizeError, one line, for anything else. Cached by
    text: each is parsed once."""
    if len(text) > MAX_TEXT:
        raise SizeError(f"size expression {text[:40]!r}... is too long")
    r = _Reader(text)
    try:
        e = parse_tokens(r, mod)
    except RecursionError:
        raise r.err("nested too deeply") from None
    if r.peek() is not None:
        raise r.err(f"unexpected {r.peek()!r}")
    return e

