"""Generalize a rule's input shapes: the most general ones under which it is well-typed.

The enumeration works over a pool with shared symbols (every weight is [c, c]), so a found rule
is stated for square weights even when it holds for [c, d]. Here every symbolic dimension of
every input becomes a fresh variable; walking both sides collects the equalities their typing
needs (MatMul's inner dimensions, Add's operands, Concat's other axes, the outputs of src and
dst ...) and unification solves them. Concat histories are kept (a dimension is a list of
parts), so Split's sizes are restated over the new symbols. Whatever does not fit this scheme
(a variable that would have to equal a sum) returns None and the rule keeps its pool shapes.

Generalizing can only be wrong in the safe direction: the verifier tests and proves the
general rule itself, and the pipeline falls back to the pool-shaped rule when it is not proved.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from verified_opt.rules.format import Rule, RuleGraph, RuleNode
from verified_opt.semantics.constants import CONSTANT_OPS


@dataclass(frozen=True)
class Var:
    k: int


@dataclass(frozen=True)
class Fn:
    """An opaque dimension: the output size of a strided or padded window."""

    name: str
    args: tuple


Term = Any  # Var | int | Fn | tuple (a sum of terms)
Dim = tuple  # parts, each a Term


class Fail(Exception):
    pass


class _Unifier:
    def __init__(self) -> None:
        self.bind: dict[int, Term] = {}

    def find(self, t: Term) -> Term:
        while isinstance(t, Var) and t.k in self.bind:
            t = self.bind[t.k]
        return t

    def unify(self, a: Term, b: Term) -> None:
        a, b = self.find(a), self.find(b)
        if a == b:
            return
        if isinstance(a, Var):
            if isinstance(b, tuple):
                raise Fail("a dimension would have to equal a sum")
            self.bind[a.k] = b
            return
        if isinstance(b, Var):
            self.unify(b, a)
            return
        if isinstance(a, Fn) and isinstance(b, Fn) and a.name == b.name and len(a.args) == len(
                b.args):
            for x, y in zip(a.args, b.args):
                self.unify(x, y)
            return
        if isinstance(a, tuple) and isinstance(b, tuple) and len(a) == len(b):
            for x, y in zip(a, b):
                self.unify(x, y)
            return
        raise Fail(f"cannot unify {a} and {b}")

    def resolve(self, t: Term) -> Term:
        t = self.find(t)
        if isinstance(t, Fn):
            return Fn(t.name, tuple(self.resolve(a) for a in t.args))
        if isinstance(t, tuple):
            return tuple(self.resolve(a) for a in t)
        return t


def _total(d: Dim) -> Term:
    return d[0] if len(d) == 1 else tuple(d)


def _single(d: Dim) -> Dim:
    return d if len(d) == 1 else (tuple(d),)


def generalize(rule: Rule) -> Rule | None:
    """The rule with the most general input shapes, or None when it cannot be stated."""
    try:
        return _generalize(rule)
    except (Fail, KeyError, IndexError, TypeError, ValueError):
        return None


def _fresh(shape, origin: dict[int, str]) -> tuple[Dim, ...]:
    """A fresh variable for each symbolic dimension (remembering its symbol), ints kept."""
    ds: list[Dim] = []
    for d in shape:
        if isinstance(d, int):
            ds.append((d,))
        else:
            v = Var(len(origin))
            origin[v.k] = d
            ds.append((v,))
    return tuple(ds)


def _generalize(rule: Rule) -> Rule | None:
    uf = _Unifier()
    origin: dict[int, str] = {}
    inputs: dict[str, Dim] = {}
    dims_of: dict[str, tuple[Dim, ...]] = {}
    for name, shape in rule.inputs.items():
        dims_of[name] = inputs[name] = _fresh(shape, origin)
    splits: list[tuple[int, int, list[Term]]] = []  # (side, node index, [head, tail])
    constants: list[tuple[int, int, tuple[Dim, ...]]] = []  # (side, node index, its dims)
    outs = []
    for side_no, side in enumerate((rule.src, rule.dst)):
        env = dict(dims_of)
        for k, n in enumerate(side.nodes):
            if n.op in CONSTANT_OPS:  # its own variables; an identity kernel is square
                ds = _fresh(n.attrs["shape"], origin)
                if n.op == "IdentityKernel":
                    uf.unify(ds[0][0], ds[1][0])
                env[n.outputs[0]] = ds
                constants.append((side_no, k, ds))
                continue
            args = [env[i] for i in n.inputs]
            results = _node(uf, n, args, splits, side_no, k)
            for o, r in zip(n.outputs, results):
                env[o] = r
        outs.append([env[o] for o in side.outputs])
    for a, b in zip(*outs):
        if len(a) != len(b):
            raise Fail("output ranks differ")
        for x, y in zip(a, b):
            uf.unify(_total(x), _total(y))
    # Name the variables that remain free after their original symbols (c, c2, c3 ...).
    names: dict[Term, str] = {}
    taken: set[str] = set()

    def render(t: Term) -> int | str:
        t = uf.resolve(t)
        if isinstance(t, int):
            return t
        if isinstance(t, Var):
            if t not in names:
                base = origin[t.k]
                name, j = base, 2
                while name in taken:
                    name, j = f"{base}{j}", j + 1
                taken.add(name)
                names[t] = name
            return names[t]
        raise Fail("an input dimension would be an expression")

    new_inputs = {name: tuple(render(d[0]) for d in ds) for name, ds in inputs.items()}

    def expr(t: Term) -> int | str:
        t = uf.resolve(t)
        if isinstance(t, tuple):
            parts = [expr(x) for x in t]
            if all(isinstance(p, int) for p in parts):
                return sum(parts)  # type: ignore[arg-type]
            return "+".join(str(p) for p in parts)
        return render(t)

    sides = [list(rule.src.nodes), list(rule.dst.nodes)]
    for side_no, k, sizes in splits:
        node = sides[side_no][k]
        attrs = dict(node.attrs)
        attrs["split"] = [expr(s) for s in sizes]
        sides[side_no][k] = RuleNode(node.op, node.inputs, node.outputs, attrs)
    for side_no, k, ds in constants:
        node = sides[side_no][k]
        sides[side_no][k] = RuleNode(node.op, node.inputs, node.outputs,
                                     {"shape": [render(d[0]) for d in ds]})
    return Rule(rule.name, new_inputs, RuleGraph(tuple(sides[0]), rule.src.outputs),
                RuleGraph(tuple(sides[1]), rule.dst.outputs), rule.source)


def _int(uf: _Unifier, d: Dim) -> int:
    t = uf.resolve(_total(d))
    if isinstance(t, tuple) and all(isinstance(x, int) for x in t):
        return sum(t)
    if not isinstance(t, int):
        raise Fail("a kernel size must be a number")
    return t


def _window(uf: _Unifier, d: Dim, k: int, stride: int, pad_b: int, pad_e: int) -> Dim:
    if stride == 1 and pad_b + pad_e == k - 1:
        return d
    return (Fn("win", (_total(d), k, stride, pad_b, pad_e)),)


def _node(uf: _Unifier, n: RuleNode, args: list[tuple[Dim, ...]], splits: list, side: int,
          index: int) -> list[tuple[Dim, ...]]:
    op, a = n.op, n.attrs
    if op in ("Add", "Mul") and len(args[1]) == 0:
        return [args[0]]
    if op in ("Add", "Mul") and len(args[0]) == 0:
        return [args[1]]
    if op in ("Add", "Mul"):
        x, y = args
        if len(x) != len(y):
            raise Fail("element-wise ranks differ")
        out = []
        for p, q in zip(x, y):
            if len(p) == len(q):
                for s, t in zip(p, q):
                    uf.unify(s, t)
                out.append(p)
            else:
                uf.unify(_total(p), _total(q))
                out.append(_single(p))
        return [tuple(out)]
    if op == "Relu":
        return [args[0]]
    if op == "MatMul":
        x, y = args
        if len(x) != 2 or len(y) != 2:
            raise Fail("MatMul of rank other than 2")
        uf.unify(_total(x[1]), _total(y[0]))
        return [(x[0], y[1])]
    if op == "Transpose":
        return [tuple(args[0][p] for p in a["perm"])]
    if op == "Concat":
        axis = a["axis"]
        x, y = args
        out = []
        for k, (p, q) in enumerate(zip(x, y)):
            if k == axis:
                out.append(tuple(p) + tuple(q))
            else:
                uf.unify(_total(p), _total(q))
                out.append(p if len(p) == len(q) else _single(p))
        return [tuple(out)]
    if op == "Split":
        axis = a["axis"]
        (x,) = args
        parts = x[axis]
        if len(parts) < 2 or len(n.outputs) != 2:
            raise Fail("Split without a concat boundary")
        head, tail = parts[:-1], parts[-1:]
        splits.append((side, index, [_total(head), _total(tail)]))
        outs = []
        for part in (head, tail):
            dims = list(x)
            dims[axis] = part
            outs.append(tuple(dims))
        return outs
    if op == "Conv":
        x, w = args
        if len(x) != 4 or len(w) != 4 or a.get("group", 1) != 1:
            raise Fail("only 2-D Conv with group 1")
        uf.unify(_total(x[1]), _total(w[1]))
        kh, kw = _int(uf, w[2]), _int(uf, w[3])
        sh, sw = a.get("strides", [1, 1])
        pt, pl, pb, pr = a.get("pads", [0, 0, 0, 0])
        return [(x[0], w[0], _window(uf, x[2], kh, sh, pt, pb),
                 _window(uf, x[3], kw, sw, pl, pr))]
    if op in ("MaxPool", "AveragePool"):
        (x,) = args
        kh, kw = a["kernel_shape"]
        sh, sw = a.get("strides", [1, 1])
        pt, pl, pb, pr = a.get("pads", [0, 0, 0, 0])
        return [(x[0], x[1], _window(uf, x[2], kh, sh, pt, pb), _window(uf, x[3], kw, sw, pl, pr))]
    if op == "Pad":
        (x,) = args
        pads = a["pads"]
        r = len(x)
        out = []
        for k, d in enumerate(x):
            if pads[k] == 0 and pads[k + r] == 0:
                out.append(d)
            else:
                out.append((_int(uf, d) + pads[k] + pads[k + r],))
        return [tuple(out)]
    raise Fail(f"no generalization for {op}")
