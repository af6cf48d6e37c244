"""Encode a rule side as Z3 terms over the vocabulary, with symbolic shapes.

Each ONNX node becomes exactly one vocabulary symbol (plus a few meaning-preserving
normalizations: Identity/Dropout vanish, n-ary Concat/Sum nest left to right, Split outputs are
Slices, Flatten/Squeeze/Unsqueeze are Reshapes, a Reshape to its own shape vanish, a multi-axis
reduction nests from the last axis). Shapes are Z3 integer expressions over the rule's symbols;
every term gets typing facts rank(t) == r and dim(t, i) == d_i.

A term means its symbol's ONNX node and its typing facts are the real shapes, at every size the
matcher may bind (each symbol from its floor up) where the side is well-formed; whatever the
encoder cannot write that way (a symbolic Slice bound ONNX might clamp, training mode, an
attribute value ONNX rejects) is EncodeError, never another reading.
tests/verify/test_encode_semantics.py holds it to the reference semantics (verify/interpret.py).

Here is the machinery (symbols, typing facts, attribute readers, the provability test shape
decisions use); what each operator becomes is its `encode` facet, in its module under ops/.
"""

from __future__ import annotations

import builtins
import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import z3

from verified_opt.axioms.vocab import DIM, MAX_RANK, RANK, T, decl
from verified_opt.errors import EncodeError
from verified_opt.ops.registry import OPS
from verified_opt.ops.shapes import Floors, Shape
from verified_opt.rules.format import Rule, RuleGraph, RuleNode, parse_condition
from verified_opt.rules.instantiate import ATTR_INPUTS
from verified_opt.semantics.constants import CONSTANT_OPS, WINOGRAD_OPS
from verified_opt.size_expr import SizeError, parse_size


def zdim(v: Any, symbols: dict[str, z3.ArithRef]) -> z3.ArithRef:
    """A dim (an int, a symbol, a size expression over the rule's symbols) as a Z3 term."""
    if isinstance(v, bool):
        raise EncodeError(f"bad dimension {v!r}")
    if isinstance(v, int):
        return z3.IntVal(v)
    if isinstance(v, str):
        if v in symbols:
            return symbols[v]
        try:
            expr = parse_size(v)
        except SizeError:
            raise EncodeError(f"cannot read dimension {v!r}") from None
        unknown = [s for s in expr.symbols if s not in symbols]
        if unknown:
            raise EncodeError(f"unknown symbol {unknown[0]} in a dimension")
        return expr.to_z3(symbols)
    raise EncodeError(f"bad dimension {v!r}")


PROVABLE_RLIMIT = 500_000


def same(a: z3.ArithRef, b: z3.ArithRef, floors: Floors | None = None) -> bool:
    """Provably equal for every value of the symbols from their floors up (1 where no floor is
    given; a pads symbol may be 0). Structural first, then a tiny solver call."""
    if z3.eq(z3.simplify(a), z3.simplify(b)):
        return True
    return provable(a == b, floors)


def provable(cond: z3.BoolRef, floors: Floors | None = None,
             assume: list[z3.BoolRef] | tuple = ()) -> bool:
    """`cond` holds for every value of its symbols from their floors up, given `assume`."""
    cond = z3.simplify(cond)
    if z3.is_true(cond):
        return True
    s = z3.Solver()
    # bounded by resources, not time: a decision that decides the encoding must not depend on
    # the machine's load (the largest the shipped and test rules take is ~5000)
    s.set("rlimit", PROVABLE_RLIMIT)
    s.set("timeout", 2000)
    syms = _syms(cond)
    for a in assume:
        syms |= _syms(a)
    s.add(*[x >= (floors or {}).get(x.decl().name(), 1) for x in syms if x.is_int()])
    s.add(*assume)
    s.add(z3.Not(cond))
    return s.check() == z3.unsat


def _syms(e: z3.ExprRef) -> set:
    out, todo = set(), [e]
    while todo:
        x = todo.pop()
        if z3.is_const(x) and x.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            out.add(x)
        todo.extend(x.children())
    return out


def same_shape(a: Shape, b: Shape, floors: Floors | None = None) -> bool:
    return len(a) == len(b) and all(same(x, y, floors) for x, y in zip(a, b))


@dataclass
class Encoded:
    outputs: list[z3.ExprRef]
    shapes: dict[str, Shape]
    facts: list[z3.BoolRef] = field(default_factory=list)
    symbols_used: set[str] = field(default_factory=set)


# Operators the encoder writes a term for (constants aside): those with an encode facet;
# anything else is EncodeError.
ENCODED_OPS = tuple(name for name, spec in OPS.items() if spec.encode is not None)


class SideEncoder:
    def __init__(self, rule: Rule, symbols: dict[str, z3.ArithRef],
                 inputs: dict[str, z3.ExprRef]) -> None:
        self.rule = rule
        self.symbols = symbols
        # what the proof assumes of each symbol is what the encoder may assume deciding shapes
        self.floors: Floors = {symbols[k].decl().name(): lo for k, lo in rule.floors.items()
                               if k in symbols}
        self.env: dict[str, tuple[z3.ExprRef, Shape]] = {}
        self.facts: list[z3.BoolRef] = []
        # the dims of this side's values are >= 0 wherever the side is well-formed, which is
        # wherever a rewrite happens: a shape decision may assume it (not a fact of the proof)
        self.nonneg: list[z3.BoolRef] = []
        # and the rule's conditions, which the proof assumes too (a Slice [0, p) of a dim k
        # stays inside it where the rule says p <= k)
        self.nonneg.extend(_condition(c, symbols) for c in rule.conditions)
        self.used: set[str] = set()
        self._typed: set[int] = set()
        for name, dims in sorted(rule.inputs.items()):  # key order: see encode_rule
            shape = tuple(zdim(d, symbols) for d in dims)
            self.bind(name, inputs[name], shape)

    def bind(self, name: str, term: z3.ExprRef, shape: Shape) -> None:
        self.env[name] = (term, shape)
        self.type_term(term, shape)
        self.nonneg.extend(d >= 0 for d in shape if not z3.is_int_value(d))

    def type_term(self, term: z3.ExprRef, shape: Shape) -> None:
        key = term.get_id()
        if key not in self._typed:
            self._typed.add(key)
            self.facts.append(RANK(term) == len(shape))
            self.facts.extend(DIM(term, k) == d for k, d in enumerate(shape))

    def app(self, sym: str, *args) -> z3.ExprRef:
        self.used.add(sym)
        return decl(sym)(*args)

    def same(self, a: z3.ArithRef, b: z3.ArithRef) -> bool:
        return same(a, b, self.floors)

    def same_shape(self, a: Shape, b: Shape) -> bool:
        return same_shape(a, b, self.floors)

    def provable(self, cond: z3.BoolRef) -> bool:
        return provable(cond, self.floors, self.nonneg)

    def encode(self, side: RuleGraph, which: str = "") -> Encoded:
        for k, node in enumerate(side.nodes):
            try:
                outs = self.node(node)
            except EncodeError as e:  # named as the rule names it: the node, its symbols
                raise type(e)(_readable(f"{which} node {k} ({node.op}): {e}".lstrip())) from None
            if len(outs) != len(node.outputs):
                raise EncodeError(f"{node.op}: encoded {len(outs)} outputs, node has "
                                  f"{len(node.outputs)}")
            for name, (term, shape) in zip(node.outputs, outs):
                self.bind(name, term, shape)
        return Encoded([self.env[o][0] for o in side.outputs],
                       {k: v[1] for k, v in self.env.items()}, self.facts, self.used)

    # ---- one node ---------------------------------------------------------------------
    def node(self, n: RuleNode) -> list[tuple[z3.ExprRef, Shape]]:
        op = n.op
        if op in CONSTANT_OPS:
            return [self.constant(op, n.attrs["shape"], n.attrs)]
        if op not in ENCODED_OPS:
            raise EncodeError(f"no vocabulary for {op} yet (the verifier cannot reason about it)")
        self.check_node(n)
        ins = [self.env[i] for i in n.inputs]
        encode = OPS[op].encode
        assert encode is not None  # ENCODED_OPS are the operators that have the facet
        return encode(self, n, ins)

    def check_node(self, n: RuleNode) -> None:
        """The node has the inputs and attributes ONNX allows it: whatever the encoder does not
        read must not be there to change the meaning unseen."""
        spec = OPS[n.op]
        attr_inputs = [k for k, _ in ATTR_INPUTS.get(n.op, [])]
        lo, hi = (1, 1) if attr_inputs else (spec.min_inputs, spec.max_inputs)
        if len(n.inputs) < lo or (hi >= 0 and len(n.inputs) > hi):
            raise EncodeError(f"{n.op} takes {lo}..{hi if hi >= 0 else 'any'} inputs in a rule, "
                              f"got {len(n.inputs)}")
        unknown = set(n.attrs) - set(spec.attrs) - set(attr_inputs)
        if unknown:
            raise EncodeError(f"{n.op} has no attribute(s) {sorted(unknown)}")

    def constant(self, op: str, dims: list, attrs: dict):
        shape = tuple(zdim(d, self.symbols) for d in dims)
        if op == "Ones":
            self.check_rank(len(shape), op)
            return self.app(f"ones{len(shape)}", *shape), shape
        if op == "Fill":
            if len(shape) > MAX_RANK:
                raise EncodeError(f"Fill of rank {len(shape)} is outside the vocabulary")
            return self.app(f"fill{len(shape)}", *shape, self.real(attrs["value"])), shape
        if op in WINOGRAD_OPS:
            # the shape is written for one m: a symbolic m would type every transform with it
            m = attrs["m"]
            if type(m) is not int:
                raise EncodeError(f"{op}'s m must be an integer, got {m!r}")
            name = {"WinogradInput": "wgin", "WinogradWeight": "wgwt", "WinogradOutput": "wgout"}
            return self.app(name[op], z3.IntVal(m)), shape
        if op == "LRNWindow":
            return self.app("lrnwin", shape[0], self.int(attrs["size"]),
                            self.real(attrs["alpha"])), shape
        if op == "LRNColumn":  # the shape is [1, 1, size, 1, 1] (constant_problem)
            return self.app("lrncol", shape[2], self.real(attrs["alpha"])), shape
        if len(shape) == 2:
            return self.app("idkernel2", shape[0]), shape
        return self.app("idkernel4", shape[0], shape[2], shape[3]), shape

    # ---- attributes ---------------------------------------------------------------------
    @staticmethod
    def need(a: dict, key: str, op: str) -> Any:
        if key not in a:
            raise EncodeError(f"{op} needs its {key}")
        return a[key]

    def real(self, v: Any) -> z3.ArithRef:
        """A float attribute: a number, or a rule's real symbol."""
        if isinstance(v, str):
            sym = self.symbols.get(v)
            if sym is None or not sym.is_real():
                raise EncodeError(f"{v!r} is not a real symbol of the rule")
            return sym
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise EncodeError(f"bad float attribute {v!r}")
        return z3.RealVal(float(v))

    def int(self, v: Any) -> z3.ArithRef:
        """An integer attribute: a number, a size symbol or an expression over them."""
        out = zdim(v, self.symbols)
        if not out.is_int():
            raise EncodeError(f"{v!r} is a real symbol where an integer is needed")
        return out

    # From here on the class body's `int` is the method above: annotations say builtins.int.
    @staticmethod
    def flag(a: dict, key: str, default: builtins.int) -> builtins.int:
        """A 0/1 attribute, which must be a literal: its value decides the encoding."""
        v = a.get(key, default)
        if type(v) is not int or v not in (0, 1):
            raise EncodeError(f"{key} must be 0 or 1, got {v!r}")
        return v

    def ints(self, a: dict, key: str, default: list | None = None) -> list[builtins.int]:
        """A list of literal integers (axes, perm): a symbol there would decide the encoding."""
        v = a.get(key, default)
        if not isinstance(v, list) or any(type(x) is not int for x in v):
            raise EncodeError(f"{key} must be a list of integers, got {v!r}")
        return v

    def dims(self, a, key: str, default: list[builtins.int]) -> list[z3.ArithRef]:
        """A list attribute (strides, pads ...) as Z3 integers, its entries symbols or ints, of
        the length the default has."""
        v = a.get(key, default)
        if not isinstance(v, list) or len(v) != len(default):
            raise EncodeError(f"{key} must have {len(default)} values, got {v!r}")
        return [self.int(x) for x in v]

    def check_rank(self, r: builtins.int, op: str) -> None:
        if not 1 <= r <= MAX_RANK:
            raise EncodeError(f"{op} of rank {r} is outside the vocabulary (1..{MAX_RANK})")

    def axis(self, axis: Any, rank: builtins.int) -> builtins.int:
        if type(axis) is not int:
            raise EncodeError(f"axis must be an integer, got {axis!r}")
        if not -rank <= axis < rank:
            raise EncodeError(f"axis {axis} out of range for rank {rank}")
        return axis % rank


@dataclass
class EncodedRule:
    symbols: dict[str, z3.ArithRef]
    inputs: dict[str, z3.ExprRef]
    src: Encoded
    dst: Encoded
    floors: dict[str, int] = field(default_factory=dict)  # Rule.floors; the matcher's too
    conditions: list[z3.BoolRef] = field(default_factory=list)  # the rule's "if"

    @property
    def facts(self) -> list[z3.BoolRef]:
        # sizes >= 1, other integer attributes (pads) >= 0, as the matcher binds them; reals
        # free; both within the rule's conditions, which the matcher checks
        pos = [s >= self.floors.get(name, 1) for name, s in self.symbols.items() if s.is_int()]
        pos += self.conditions
        seen: set[int] = set()
        out = []
        for f in self.src.facts + self.dst.facts:
            if f.get_id() not in seen:
                seen.add(f.get_id())
                out.append(f)
        return pos + out

    def goal(self) -> z3.BoolRef:
        """The negated equality: some output differs."""
        diffs = [a != b for a, b in zip(self.src.outputs, self.dst.outputs)]
        return z3.Or(*diffs) if len(diffs) > 1 else diffs[0]

    @cached_property
    def query(self) -> z3.AstVector:
        """The facts then the goal, in that order: what every proof attempt of this rule asserts,
        built once per rule (a rule's proof takes up to five attempts), translated into each
        attempt's context in one call (prove.py)."""
        vec = z3.AstVector()
        for f in self.facts:
            vec.push(f)
        vec.push(self.goal())
        return vec


def encode_rule(rule: Rule) -> EncodedRule:
    reals = rule.real_symbols
    # Sorted, so the query does not depend on the order of the rule's JSON keys: a certificate
    # stores its rule with sorted keys, and a recheck must write the same query again.
    symbols = {s: z3.Real(f"sym_{s}") if s in reals else z3.Int(f"sym_{s}")
               for s in sorted(rule.symbols)}
    inputs = {name: z3.Const(f"in_{name}", T) for name in sorted(rule.inputs)}
    src = SideEncoder(rule, symbols, inputs).encode(rule.src, "src")
    # A rule speaks of the sizes where its src is well-formed, so no src dimension is negative
    # (a Split into [a, n - a] implies a <= n). Nothing is assumed of dst's shapes.
    src.facts.extend(d >= 0 for shape in src.shapes.values() for d in shape
                     if not z3.is_int_value(d) and not z3.is_const(d))  # symbols are >= 1
    dst = SideEncoder(rule, symbols, inputs).encode(rule.dst, "dst")
    floors = {symbols[k].decl().name(): lo for k, lo in rule.floors.items()}
    for k, (a, b) in enumerate(zip(rule.src.outputs, rule.dst.outputs)):
        if not same_shape(src.shapes[a], dst.shapes[b], floors):
            raise ShapeMismatch(_readable(f"output {k}: src shape {list(src.shapes[a])} vs dst "
                                          f"shape {list(dst.shapes[b])}"))
    return EncodedRule(symbols, inputs, src, dst, rule.floors,
                       [_condition(c, symbols) for c in rule.conditions])


def _condition(text: str, symbols: dict[str, z3.ArithRef]) -> z3.BoolRef:
    parts = parse_condition(text)
    if parts is None:
        raise EncodeError(f"cannot read the condition {text!r}")
    a, b = (symbols[v] if isinstance(v, str) else z3.RealVal(float(v))
            for v in (parts[0], parts[2]))
    return {"<": a < b, "<=": a <= b, "==": a == b, ">=": a >= b, ">": a > b}[parts[1]]


def _readable(message: str) -> str:
    """A message with the rule's own symbol names (the encoder's Z3 constants are sym_NAME)."""
    return re.sub(r"\bsym_(\w)", r"\1", message)


class ShapeMismatch(EncodeError):
    """src and dst outputs have different symbolic shapes: the rule is wrong."""
