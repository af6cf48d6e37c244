"""EinNet's tensor algebra: the expressions derivations rewrite.

    O = L<n:0:1, f:0:8, h:0:6, w:0:6> Σ<c:0:4, r:0:3, s:0:3> I[n, c, h+r-1, w+s-1] * K[f, c, r, s]

A `Scope` (EinNet's RangeOp) is a traversal over loop iterators, each with a half-open range
[lo, hi), a summation over sum iterators, and a body. Its value at a point v of its loops is the
sum, over all points of its sums, of the body. A body multiplies and adds `Access`es and integer
constants; an access reads a model `Tensor` or another Scope (a stage) at affine indices (plus
floor-division and remainder by constants, which merged traversals need).

Padding is in the semantics, not in a flag: reading any source outside its bounds gives 0. A
Tensor's bounds are [0, shape); a Scope's are its loop ranges, in its own coordinates (a stage
over t in [-1, 7) is read at t, not t+1). A convolution's zero padding is thus the reads of I
outside [0, H), and a rewrite that drops a guard (a flattened read that wraps into the next
row) changes the value, which the proofs see.

Everything is immutable and hashable; `text` is one line of math, `to_json`/`from_json` carry
an expression into certificates and reports, and `fingerprint` names an expression up to the
names of its iterators and stages (the search prunes equal states with it).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from verified_opt.errors import VoptError, one_line


class ExprError(VoptError):
    """An expression that is malformed (an unbound iterator, a wrong index count ...)."""


# ---------------------------------------------------------------------------------- indices

@dataclass(frozen=True)
class Div:
    """floor(arg / k), k > 0."""

    arg: Aff
    k: int

    @property
    def text(self) -> str:
        return f"({self.arg.text})//{self.k}"


@dataclass(frozen=True)
class Mod:
    """arg mod k (in [0, k)), k > 0."""

    arg: Aff
    k: int

    @property
    def text(self) -> str:
        return f"({self.arg.text})%{self.k}"


Atom = str | Div | Mod


def _atom_key(a: Atom) -> tuple:
    return (0, a) if isinstance(a, str) else (1, a.text)


@dataclass(frozen=True)
class Aff:
    """An index: sum of coefficient * atom plus a constant, in canonical (sorted) form."""

    terms: tuple[tuple[Atom, int], ...] = ()
    const: int = 0

    @staticmethod
    def of(*parts: Aff | Atom | int) -> Aff:
        out = Aff()
        for p in parts:
            out = out + p
        return out

    @staticmethod
    def _make(d: Mapping[Atom, int], const: int) -> Aff:
        terms = tuple(sorted(((a, c) for a, c in d.items() if c), key=lambda t: _atom_key(t[0])))
        return Aff(terms, const)

    def __add__(self, other: Aff | Atom | int) -> Aff:
        o = as_aff(other)
        d = dict(self.terms)
        for a, c in o.terms:
            d[a] = d.get(a, 0) + c
        return Aff._make(d, self.const + o.const)

    __radd__ = __add__

    def __neg__(self) -> Aff:
        return Aff(tuple((a, -c) for a, c in self.terms), -self.const)

    def __sub__(self, other: Aff | Atom | int) -> Aff:
        return self + (-as_aff(other))

    def __rsub__(self, other: Aff | Atom | int) -> Aff:
        return as_aff(other) - self

    def __mul__(self, k: int) -> Aff:
        if not isinstance(k, int):
            raise ExprError("an index is multiplied by integer constants only")
        return Aff._make({a: c * k for a, c in self.terms}, self.const * k)

    __rmul__ = __mul__

    def __floordiv__(self, k: int) -> Aff:
        if k <= 0:
            raise ExprError(f"floor division by {k}: only by a positive constant")
        if k == 1:
            return self
        if not self.terms:
            return Aff((), self.const // k)
        return Aff(((Div(self, k), 1),))

    def __mod__(self, k: int) -> Aff:
        if k <= 0:
            raise ExprError(f"remainder by {k}: only by a positive constant")
        if not self.terms:
            return Aff((), self.const % k)
        return Aff(((Mod(self, k), 1),))

    @property
    def is_const(self) -> bool:
        return not self.terms

    @property
    def variables(self) -> frozenset[str]:
        out: set[str] = set()
        for a, _ in self.terms:
            out |= {a} if isinstance(a, str) else a.arg.variables
        return frozenset(out)

    def coeff(self, name: str) -> int:
        """The coefficient of the iterator `name` (0 if absent or only inside a div/mod)."""
        return dict(self.terms).get(name, 0)

    def subst(self, env: Mapping[str, Aff]) -> Aff:
        out = Aff((), self.const)
        for a, c in self.terms:
            if isinstance(a, str):
                out = out + (env[a] if a in env else Aff(((a, 1),))) * c
            elif isinstance(a, Div):
                out = out + (a.arg.subst(env) // a.k) * c
            else:
                out = out + (a.arg.subst(env) % a.k) * c
        return out

    def rename(self, names: Mapping[str, str]) -> Aff:
        return self.subst({old: Aff(((new, 1),)) for old, new in names.items()})

    @property
    def text(self) -> str:
        parts = []
        for a, c in self.terms:
            at = a if isinstance(a, str) else a.text
            if c == 1:
                parts.append(f"+{at}")
            elif c == -1:
                parts.append(f"-{at}")
            else:
                parts.append(f"{c:+d}*{at}")
        if self.const or not parts:
            parts.append(f"{self.const:+d}")
        s = "".join(parts)
        return s.removeprefix("+")


def as_aff(x: Aff | Atom | int) -> Aff:
    if isinstance(x, Aff):
        return x
    if isinstance(x, bool):
        raise ExprError("an index is not a boolean")
    if isinstance(x, int):
        return Aff((), x)
    return Aff(((x, 1),))


def var(name: str) -> Aff:
    return Aff(((name, 1),))


# ------------------------------------------------------------------------------ iterators

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass(frozen=True)
class Iter:
    """An iterator over the half-open integer range [lo, hi)."""

    name: str
    lo: int
    hi: int

    def __post_init__(self) -> None:
        # proofs name their integer variables after iterators: nothing but an identifier may
        # reach SMT-LIB text (a name like "x Int)(assert false)" would be an assertion)
        if not isinstance(self.name, str) or not _IDENTIFIER.fullmatch(self.name):
            raise ExprError(f"iterator name {str(self.name)[:40]!r}: not an identifier "
                            "(letters, digits, _)")
        if self.hi < self.lo:
            raise ExprError(f"iterator {self.name}: empty range [{self.lo}, {self.hi})")

    @property
    def extent(self) -> int:
        return self.hi - self.lo

    @property
    def text(self) -> str:
        return f"{self.name}:{self.lo}:{self.hi}"


# ---------------------------------------------------------------------------- terms

@dataclass(frozen=True)
class Tensor:
    """A tensor of the model (an input, a weight, an intermediate), read in [0, shape)."""

    name: str
    shape: tuple[int, ...]

    @property
    def bounds(self) -> tuple[tuple[int, int], ...]:
        return tuple((0, d) for d in self.shape)


@dataclass(frozen=True)
class Access:
    """src[index...]: 0 wherever the index is outside src's bounds."""

    src: Tensor | Scope
    index: tuple[Aff, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "index", tuple(as_aff(ix) for ix in self.index))
        if len(self.index) != len(self.src.bounds):
            raise ExprError(f"{src_name(self.src)} has rank {len(self.src.bounds)}, read with "
                            f"{len(self.index)} indices")


@dataclass(frozen=True)
class Const:
    value: int


@dataclass(frozen=True)
class Mul:
    a: Term
    b: Term


@dataclass(frozen=True)
class Add:
    a: Term
    b: Term


Term = Access | Const | Mul | Add


@dataclass(frozen=True)
class Scope:
    """L<loops> Σ<sums> body; `name` names it where it is a stage of another expression."""

    loops: tuple[Iter, ...]
    sums: tuple[Iter, ...]
    body: Term
    name: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        names = [i.name for i in self.loops + self.sums]
        if len(set(names)) != len(names):
            raise ExprError(f"iterator names repeat in {names}")
        free = term_variables(self.body) - set(names)
        if free:
            raise ExprError(f"unbound iterators {sorted(free)} in {term_text(self.body)}")

    @property
    def bounds(self) -> tuple[tuple[int, int], ...]:
        return tuple((i.lo, i.hi) for i in self.loops)

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(i.extent for i in self.loops)

    @property
    def iters(self) -> tuple[Iter, ...]:
        return self.loops + self.sums

    @property
    def text(self) -> str:
        head = "L<" + ", ".join(i.text for i in self.loops) + ">"
        if self.sums:
            head += " Σ<" + ", ".join(i.text for i in self.sums) + ">"
        return f"{head} {term_text(self.body)}"

    def with_body(self, body: Term) -> Scope:
        return Scope(self.loops, self.sums, body, self.name)


Source = Tensor | Scope


def src_name(src: Source) -> str:
    return src.name if isinstance(src, Tensor) else (src.name or "stage")


# ---------------------------------------------------------------------------- walking

def accesses(t: Term) -> Iterator[Access]:
    """The accesses of a body, left to right (not into stages)."""
    if isinstance(t, Access):
        yield t
    elif isinstance(t, (Mul, Add)):
        yield from accesses(t.a)
        yield from accesses(t.b)


def term_variables(t: Term) -> frozenset[str]:
    out: set[str] = set()
    for a in accesses(t):
        for ix in a.index:
            out |= ix.variables
    return frozenset(out)


def map_accesses(t: Term, f) -> Term:
    """The body with every access replaced by f(access) (a Term)."""
    if isinstance(t, Access):
        return f(t)
    if isinstance(t, Mul):
        return Mul(map_accesses(t.a, f), map_accesses(t.b, f))
    if isinstance(t, Add):
        return Add(map_accesses(t.a, f), map_accesses(t.b, f))
    return t


def subst_term(t: Term, env: Mapping[str, Aff]) -> Term:
    return map_accesses(t, lambda a: Access(a.src, tuple(ix.subst(env) for ix in a.index)))


def stages(s: Scope) -> list[Scope]:
    """Every stage s reads, innermost first, each once (by identity of value)."""
    out: list[Scope] = []

    def walk(scope: Scope) -> None:
        for a in accesses(scope.body):
            if isinstance(a.src, Scope):
                walk(a.src)
                if a.src not in out:
                    out.append(a.src)

    walk(s)
    return out


def tensors(s: Scope) -> list[Tensor]:
    """The model tensors an expression reads (through its stages too), each once."""
    out: list[Tensor] = []
    for scope in stages(s) + [s]:
        for a in accesses(scope.body):
            if isinstance(a.src, Tensor) and a.src not in out:
                out.append(a.src)
    return out


# ---------------------------------------------------------------------------- text

def term_text(t: Term, names: Mapping[Scope, str] | None = None) -> str:
    if isinstance(t, Access):
        if isinstance(t.src, Tensor):
            head = t.src.name
        else:
            head = (names or {}).get(t.src) or t.src.name or "{" + t.src.text + "}"
        return f"{head}[{', '.join(ix.text for ix in t.index)}]"
    if isinstance(t, Const):
        return str(t.value)
    if isinstance(t, Mul):
        return f"{_paren(t.a, names)} * {_paren(t.b, names)}"
    return f"{term_text(t.a, names)} + {term_text(t.b, names)}"


def _paren(t: Term, names) -> str:
    s = term_text(t, names)
    return f"({s})" if isinstance(t, Add) else s


def program_text(s: Scope) -> str:
    """The expression as numbered stages, one per line: `T1 = L<...> ...` ... `out = ...`."""
    names = {st: f"T{i + 1}" for i, st in enumerate(stages(s))}
    lines = []
    for st, nm in names.items():
        lines.append(f"{nm} = {_scope_text(st, names)}")
    lines.append(f"out = {_scope_text(s, names)}")
    return "\n".join(lines)


def _scope_text(s: Scope, names) -> str:
    head = "L<" + ", ".join(i.text for i in s.loops) + ">"
    if s.sums:
        head += " Σ<" + ", ".join(i.text for i in s.sums) + ">"
    return f"{head} {term_text(s.body, names)}"


# ---------------------------------------------------------------------------- JSON

def aff_json(a: Aff) -> list:
    """[const, [atom, coeff]...] with atom a name or {"div"|"mod": aff, "k": k}."""
    out: list = [a.const]
    for atom, c in a.terms:
        if isinstance(atom, str):
            out.append([atom, c])
        else:
            kind = "div" if isinstance(atom, Div) else "mod"
            out.append([{kind: aff_json(atom.arg), "k": atom.k}, c])
    return out


def aff_from_json(j) -> Aff:
    if not isinstance(j, list) or not j or not isinstance(j[0], int):
        raise ExprError(f"not an index: {j!r}")
    out = Aff((), j[0])
    for item in j[1:]:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[1], int)):
            raise ExprError(f"not an index term: {item!r}")
        atom, c = item
        if isinstance(atom, str):
            out = out + var(atom) * c
        elif isinstance(atom, dict) and isinstance(atom.get("k"), int) and atom["k"] > 0:
            if "div" in atom:
                out = out + (aff_from_json(atom["div"]) // atom["k"]) * c
            elif "mod" in atom:
                out = out + (aff_from_json(atom["mod"]) % atom["k"]) * c
            else:
                raise ExprError(f"not an index atom: {atom!r}")
        else:
            raise ExprError(f"not an index atom: {atom!r}")
    return out


def to_json(s: Scope) -> dict:
    """The expression as JSON; stages once each, in "stages", referred to by number."""
    order = stages(s)
    ids = {st: i for i, st in enumerate(order)}

    def term(t: Term) -> dict:
        if isinstance(t, Access):
            if isinstance(t.src, Tensor):
                src: dict = {"tensor": t.src.name, "shape": list(t.src.shape)}
            else:
                src = {"stage": ids[t.src]}
            return {"read": src, "index": [aff_json(ix) for ix in t.index]}
        if isinstance(t, Const):
            return {"const": t.value}
        return {"mul" if isinstance(t, Mul) else "add": [term(t.a), term(t.b)]}

    def scope(x: Scope) -> dict:
        return {"name": x.name, "loops": [[i.name, i.lo, i.hi] for i in x.loops],
                "sums": [[i.name, i.lo, i.hi] for i in x.sums], "body": term(x.body)}

    return {"stages": [scope(st) for st in order], "out": scope(s)}


def from_json(j: Mapping) -> Scope:
    try:
        built: list[Scope] = []

        def term(t) -> Term:
            if "read" in t:
                r = t["read"]
                src: Source = (Tensor(str(r["tensor"]), tuple(int(d) for d in r["shape"]))
                               if "tensor" in r else built[int(r["stage"])])
                return Access(src, tuple(aff_from_json(ix) for ix in t["index"]))
            if "const" in t:
                return Const(int(t["const"]))
            kind = "mul" if "mul" in t else "add"
            a, b = t[kind]
            return (Mul if kind == "mul" else Add)(term(a), term(b))

        def scope(x) -> Scope:
            its = [[Iter(str(n), int(lo), int(hi)) for n, lo, hi in x[k]] for k in ("loops", "sums")]
            return Scope(tuple(its[0]), tuple(its[1]), term(x["body"]), str(x.get("name", "")))

        for st in j["stages"]:
            built.append(scope(st))
        return scope(j["out"])
    except ExprError:
        raise
    except KeyError as e:
        raise ExprError(f"malformed expression JSON ({one_line(e)})") from None
    except (TypeError, ValueError, IndexError) as e:
        raise ExprError(f"malformed expression JSON ({type(e).__name__}: {e})") from None


# ---------------------------------------------------------------------------- renaming

def rename_tensors(s: Scope, names: Mapping[str, str], root: str | None = None) -> Scope:
    """s reading every model tensor `t` as `names[t]` (same shape; names not in `names` stay),
    each stage still one object read wherever it was, the root named `root` when given: the
    same computation over another operator's tensors."""
    memo: dict[int, Scope] = {}

    def go(x: Scope) -> Scope:
        if id(x) not in memo:
            def acc(a: Access) -> Term:
                src = go(a.src) if isinstance(a.src, Scope) else \
                    Tensor(names.get(a.src.name, a.src.name), a.src.shape)
                return Access(src, a.index)

            memo[id(x)] = Scope(x.loops, x.sums, map_accesses(x.body, acc), x.name)
        return memo[id(x)]

    out = go(s)
    return out if root is None else Scope(out.loops, out.sums, out.body, root)


# ---------------------------------------------------------------------------- fingerprint

def canonical(s: Scope) -> Scope:
    """s with iterators renamed by position (loops i0.., sums j0..) and stages unnamed, in every
    stage: equal canonical forms are the same computation written with other names."""
    def canon(x: Scope) -> Scope:
        names = {it.name: f"i{k}" for k, it in enumerate(x.loops)}
        names |= {it.name: f"j{k}" for k, it in enumerate(x.sums)}
        env = {old: var(new) for old, new in names.items()}

        def acc(a: Access) -> Term:
            src = canon(a.src) if isinstance(a.src, Scope) else a.src
            return Access(src, tuple(ix.subst(env) for ix in a.index))

        return Scope(tuple(Iter(names[i.name], i.lo, i.hi) for i in x.loops),
                     tuple(Iter(names[i.name], i.lo, i.hi) for i in x.sums),
                     map_accesses(x.body, acc))

    return canon(s)


def fingerprint(s: Scope) -> str:
    import json
    return hashlib.sha256(json.dumps(to_json(canonical(s)), sort_keys=True)
                          .encode()).hexdigest()[:16]
