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
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import sympy
import z3

from verified_opt.axioms.vocab import DIM, MAX_RANK, RANK, T, decl
from verified_opt.errors import VoptError
from verified_opt.ops.registry import OPS
from verified_opt.rules.format import Rule, RuleGraph, RuleNode
from verified_opt.rules.instantiate import ATTR_INPUTS
from verified_opt.semantics.constants import CONSTANT_OPS, WINOGRAD_OPS

Shape = tuple[z3.ArithRef, ...]


class EncodeError(VoptError):
    """The rule uses an operator or attribute the verifier has no vocabulary for."""


def zdim(v: Any, symbols: dict[str, z3.ArithRef]) -> z3.ArithRef:
    if isinstance(v, bool):
        raise EncodeError(f"bad dimension {v!r}")
    if isinstance(v, int):
        return z3.IntVal(v)
    if isinstance(v, str):
        if v in symbols:
            return symbols[v]
        try:
            expr = sympy.sympify(v, locals={s: sympy.Symbol(s) for s in symbols})
        except (sympy.SympifyError, TypeError):
            raise EncodeError(f"cannot read dimension {v!r}") from None
        return _from_sympy(expr, symbols)
    raise EncodeError(f"bad dimension {v!r}")


def _from_sympy(e, symbols: dict[str, z3.ArithRef]) -> z3.ArithRef:
    if e.is_Integer:
        return z3.IntVal(int(e))
    if e.is_Symbol:
        if str(e) not in symbols:
            raise EncodeError(f"unknown symbol {e} in a dimension")
        return symbols[str(e)]
    if e.is_Add:
        out = _from_sympy(e.args[0], symbols)
        for a in e.args[1:]:
            out = out + _from_sympy(a, symbols)
        return out
    if e.is_Mul:
        out = _from_sympy(e.args[0], symbols)
        for a in e.args[1:]:
            out = out * _from_sympy(a, symbols)
        return out
    if e.is_Pow and e.exp.is_Integer and int(e.exp) > 0:
        base = _from_sympy(e.base, symbols)
        out = base
        for _ in range(int(e.exp) - 1):
            out = out * base
        return out
    raise EncodeError(f"dimension expression {e} is not integer arithmetic")


Floors = dict[str, int]  # z3 symbol name -> the least value the matcher binds (Rule.floors)
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


def _is_one(d: z3.ArithRef) -> bool:
    return z3.is_int_value(z3.simplify(d)) and z3.simplify(d).as_long() == 1


@dataclass
class Encoded:
    outputs: list[z3.ExprRef]
    shapes: dict[str, Shape]
    facts: list[z3.BoolRef] = field(default_factory=list)
    symbols_used: set[str] = field(default_factory=set)


# Operators the encoder writes a term for (constants aside); anything else is EncodeError.
ENCODED_OPS = ("Identity", "Dropout", "Add", "Sub", "Mul", "Sum", "Div", "Pow", "Relu",
               "Sigmoid", "Tanh", "Erf", "Sqrt", "Softmax", "MatMul", "Gemm", "Conv",
               "ConvTranspose", "MaxPool", "AveragePool", "GlobalAveragePool", "Concat", "Split",
               "Slice", "Transpose", "Reshape", "Flatten", "Squeeze", "Unsqueeze", "Pad",
               "DepthToSpace", "LRN", "BatchNormalization", "ReduceSum", "ReduceMean")
# ONNX reads an end (or start) this large as "to the end"; a dim is assumed below it.
INT32_MAX = 2**31 - 1


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

    def encode(self, side: RuleGraph) -> Encoded:
        for node in side.nodes:
            outs = self.node(node)
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
        a = n.attrs
        if op in ("Identity", "Dropout"):
            # inference: Dropout is the identity; its mask output and a training_mode input
            # are not (and a ratio input that is not a constant makes it opaque in a graph)
            if len(n.outputs) > 1 or len(ins) > 1:
                raise EncodeError("Dropout with a mask output, a ratio or a training_mode "
                                  "input is outside the vocabulary")
            return [ins[0]]
        if op in ("Add", "Sub", "Mul", "Sum", "Div", "Pow"):
            out = ins[0]
            for other in ins[1:]:
                out = self.binary("Add" if op == "Sum" else op, out, other)
            return [out]
        if op in ("Relu", "Sigmoid", "Tanh", "Erf"):
            return [(self.app(op.lower(), ins[0][0]), ins[0][1])]
        if op == "Sqrt":
            return [(self.app("sqroot", ins[0][0]), ins[0][1])]
        if op == "Softmax":
            axis = self.axis(a.get("axis", -1), len(ins[0][1]))
            return [(self.app("softmax", z3.IntVal(axis), ins[0][0]), ins[0][1])]
        if op == "MatMul":
            return [self.matmul(ins[0], ins[1])]
        if op == "Gemm":
            return [self.gemm(ins, a)]
        if op == "Conv":
            return [self.conv(ins, a)]
        if op == "ConvTranspose":
            return [self.conv_transpose(ins, a)]
        if op in ("MaxPool", "AveragePool"):
            return [self.pool(op, ins[0], a)]
        if op == "GlobalAveragePool":
            x, s = ins[0]
            return [(self.app("gap", x), s[:2] + tuple(z3.IntVal(1) for _ in s[2:]))]
        if op == "Concat":
            return [self.concat(ins, a)]
        if op == "Split":
            return self.split(ins[0], a, len(n.outputs))
        if op == "Slice":
            return [self.slice(ins[0], a)]
        if op == "Transpose":
            return [self.transpose(ins[0], a)]
        if op in ("Reshape", "Flatten", "Squeeze", "Unsqueeze"):
            return [self.reshape(op, ins[0], a)]
        if op == "Pad":
            return [self.pad(ins[0], a)]
        if op == "DepthToSpace":
            return [self.depth_to_space(ins[0], a)]
        if op == "LRN":
            reals = [self.real(a.get(k, d)) for k, d in
                     (("alpha", 1e-4), ("beta", 0.75), ("bias", 1.0))]
            return [(self.app("lrn", self.int(self.need(a, "size", op)), *reals, ins[0][0]),
                     ins[0][1])]
        if op == "BatchNormalization":
            if self.flag(a, "training_mode", 0):
                raise EncodeError("BatchNormalization in training mode normalizes with the "
                                  "batch's statistics: outside the vocabulary")
            eps = self.real(a.get("epsilon", 1e-5))  # momentum: training only
            return [(self.app("bn", eps, *[t for t, _ in ins]), ins[0][1])]
        return [self.reduce(op, ins[0], a)]  # ReduceSum, ReduceMean

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
        if len(shape) == 2:
            return self.app("idkernel2", shape[0]), shape
        return self.app("idkernel4", shape[0], shape[2], shape[3]), shape

    def depth_to_space(self, x, a):
        t, s = x
        if a.get("mode", "DCR") != "DCR":
            raise EncodeError("DepthToSpace in CRD mode is outside the vocabulary")
        if len(s) != 4:
            raise EncodeError("DepthToSpace needs a rank-4 tensor")
        b = self.int(self.need(a, "blocksize", "DepthToSpace"))
        shape = (s[0], z3.simplify(s[1] / (b * b)), z3.simplify(s[2] * b), z3.simplify(s[3] * b))
        return self.app("d2s", b, t), shape

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

    @staticmethod
    def flag(a: dict, key: str, default: int) -> int:
        """A 0/1 attribute, which must be a literal: its value decides the encoding."""
        v = a.get(key, default)
        if type(v) is not int or v not in (0, 1):
            raise EncodeError(f"{key} must be 0 or 1, got {v!r}")
        return v

    def ints(self, a: dict, key: str, default: list | None = None) -> list[int]:
        """A list of literal integers (axes, perm): a symbol there would decide the encoding."""
        v = a.get(key, default)
        if not isinstance(v, list) or any(type(x) is not int for x in v):
            raise EncodeError(f"{key} must be a list of integers, got {v!r}")
        return v

    def dims(self, a, key: str, default: list[int]) -> list[z3.ArithRef]:
        """A list attribute (strides, pads ...) as Z3 integers, its entries symbols or ints, of
        the length the default has."""
        v = a.get(key, default)
        if not isinstance(v, list) or len(v) != len(default):
            raise EncodeError(f"{key} must have {len(default)} values, got {v!r}")
        return [self.int(x) for x in v]

    def check_rank(self, r: int, op: str) -> None:
        if not 1 <= r <= MAX_RANK:
            raise EncodeError(f"{op} of rank {r} is outside the vocabulary (1..{MAX_RANK})")

    def axis(self, axis: Any, rank: int) -> int:
        if type(axis) is not int:
            raise EncodeError(f"axis must be an integer, got {axis!r}")
        if not -rank <= axis < rank:
            raise EncodeError(f"axis {axis} out of range for rank {rank}")
        return axis % rank

    # ---- operators ----------------------------------------------------------------------
    def binary(self, op: str, x, y):
        (tx, sx), (ty, sy) = x, y
        name = {"Div": "divide", "Pow": "power"}.get(op, op.lower())
        if self.same_shape(sx, sy):
            return self.app(name, tx, ty), sx
        if op == "Mul" and len(sy) == 0:
            return self.app("smul", tx, ty), sx
        if op == "Mul" and len(sx) == 0:
            return self.app("smul", ty, tx), sy  # x*s = s*x: element-wise Mul commutes exactly
        rank = max(len(sx), len(sy))
        px = (z3.IntVal(1),) * (rank - len(sx)) + sx
        py = (z3.IntVal(1),) * (rank - len(sy)) + sy
        shape = []
        for dx, dy in zip(px, py):
            if self.same(dx, dy) or _is_one(dy):
                shape.append(dx)
            elif _is_one(dx):
                shape.append(dy)
            else:
                raise EncodeError(f"{op}: cannot tell that shapes broadcast ({sx} and {sy})")
        return self.app(name + "b", tx, ty), tuple(shape)

    def matmul(self, x, y):
        (tx, sx), (ty, sy) = x, y
        if len(sx) >= 2 and len(sx) == len(sy) and all(self.same(p, q) for p, q in
                                                        zip(sx[:-2], sy[:-2])):
            if not self.same(sx[-1], sy[-2]):
                raise EncodeError(f"MatMul inner dimensions {sx[-1]} and {sy[-2]} differ")
            return self.app("matmul", tx, ty), sx[:-1] + (sy[-1],)
        if len(sx) == 1 and len(sy) == 2:
            return self.app("matmulb", tx, ty), (sy[1],)
        if len(sx) == 2 and len(sy) == 1:
            return self.app("matmulb", tx, ty), (sx[0],)
        if len(sx) > 2 and len(sy) == 2:  # one weight matrix shared by every batch item
            if not self.same(sx[-1], sy[0]):
                raise EncodeError(f"MatMul inner dimensions {sx[-1]} and {sy[0]} differ")
            return self.app("matmulb", tx, ty), sx[:-1] + (sy[1],)
        raise EncodeError("MatMul with batch broadcasting is outside the vocabulary")

    def gemm(self, ins, a):
        (ta, sa), (tb, sb) = ins[0], ins[1]
        if len(sa) != 2 or len(sb) != 2:
            raise EncodeError("Gemm takes matrices")
        trans_a, trans_b = self.flag(a, "transA", 0), self.flag(a, "transB", 0)
        m = sa[1] if trans_a else sa[0]
        n = sb[0] if trans_b else sb[1]
        alpha = self.real(a.get("alpha", 1.0))
        ints = (z3.IntVal(trans_a), z3.IntVal(trans_b))
        if len(ins) > 2:
            beta = self.real(a.get("beta", 1.0))
            return self.app("gemm", *ints, alpha, beta, ta, tb, ins[2][0]), (m, n)
        return self.app("gemmnc", *ints, alpha, ta, tb), (m, n)  # beta: only with a C

    def kernel(self, a, op: str, weight: Shape) -> None:
        """kernel_shape is the weight's spatial shape, if it is given at all."""
        if "kernel_shape" in a and not self.same_shape(self.dims(a, "kernel_shape", [1, 1]),
                                                       weight[2:]):
            raise EncodeError(f"{op}: kernel_shape {a['kernel_shape']} is not the weight's")

    def window(self, a, spatial: Shape, kernel: Shape):
        strides, dil = self.dims(a, "strides", [1, 1]), self.dims(a, "dilations", [1, 1])
        auto = a.get("auto_pad", "NOTSET")
        if auto == "NOTSET":
            pads = self.dims(a, "pads", [0, 0, 0, 0])
        elif auto == "VALID":
            pads = [z3.IntVal(0)] * 4
        elif auto in ("SAME_UPPER", "SAME_LOWER"):
            if not all(_is_one(s) for s in strides):
                raise EncodeError("SAME padding with stride > 1 is outside the vocabulary")
            total = [(k - 1) * d for k, d in zip(kernel, dil)]
            small = [t / 2 for t in total]
            big = [t - t / 2 for t in total]
            begin, end = (small, big) if auto == "SAME_UPPER" else (big, small)
            pads = begin + end
        else:
            raise EncodeError(f"auto_pad {auto!r}")
        spans = [i + pads[k] + pads[k + 2] - ((kk - 1) * dil[k] + 1)
                 for k, (i, kk) in enumerate(zip(spatial, kernel))]
        if auto in ("NOTSET", "VALID"):
            # where such a window does not fit, the node is ill-formed: nothing is rewritten
            self.nonneg.extend(z3.simplify(span) >= 0 for span in spans)
        out = tuple(span / strides[k] + 1 for k, span in enumerate(spans))
        return strides, pads, dil, tuple(z3.simplify(o) for o in out)

    def conv(self, ins, a):
        (tx, sx), (tw, sw) = ins[0], ins[1]
        if len(sx) != 4 or len(sw) != 4:
            raise EncodeError("only 2-D Conv is in the vocabulary")
        self.kernel(a, "Conv", sw)
        strides, pads, dil, out = self.window(a, sx[2:], sw[2:])
        g = self.int(a.get("group", 1))
        ints = [strides[0], strides[1], pads[0], pads[1], pads[2], pads[3], dil[0], dil[1], g]
        shape = (sx[0], sw[0]) + out
        if len(ins) > 2:
            return self.app("convb", *ints, tx, tw, ins[2][0]), shape
        return self.app("conv", *ints, tx, tw), shape

    def conv_transpose(self, ins, a):
        (tx, sx), (tw, sw) = ins[0], ins[1]
        if len(sx) != 4 or len(sw) != 4:
            raise EncodeError("only 2-D ConvTranspose is in the vocabulary")
        auto = a.get("auto_pad", "NOTSET")
        if auto not in ("NOTSET", "VALID") or a.get("output_shape") is not None:
            raise EncodeError("ConvTranspose with SAME padding or output_shape is outside the "
                              "vocabulary (give pads and output_padding)")
        self.kernel(a, "ConvTranspose", sw)
        strides, dil = self.dims(a, "strides", [1, 1]), self.dims(a, "dilations", [1, 1])
        pads = self.dims(a, "pads", [0, 0, 0, 0]) if auto == "NOTSET" else [z3.IntVal(0)] * 4
        out_pad = self.dims(a, "output_padding", [0, 0])
        g = self.int(a.get("group", 1))
        out = tuple(z3.simplify(strides[k] * (i - 1) + out_pad[k] + (kk - 1) * dil[k] + 1
                                - pads[k] - pads[k + 2])
                    for k, (i, kk) in enumerate(zip(sx[2:], sw[2:])))
        ints = [strides[0], strides[1], *pads, dil[0], dil[1], g, out_pad[0], out_pad[1]]
        shape = (sx[0], z3.simplify(sw[1] * g)) + out
        if len(ins) > 2:
            return self.app("convtb", *ints, tx, tw, ins[2][0]), shape
        return self.app("convt", *ints, tx, tw), shape

    def pool(self, op, x, a):
        tx, sx = x
        if len(sx) != 4 or self.flag(a, "ceil_mode", 0) or \
                not all(_is_one(d) for d in self.dims(a, "dilations", [1, 1])):
            raise EncodeError(f"only 2-D {op} without ceil_mode or dilations is in the vocabulary")
        self.flag(a, "storage_order", 0)  # the indices output's layout; that output is refused
        self.need(a, "kernel_shape", op)
        kernel = tuple(self.dims(a, "kernel_shape", [1, 1]))
        strides, pads, _, out = self.window(a, sx[2:], kernel)
        ints = [kernel[0], kernel[1], strides[0], strides[1], *pads]
        if op == "AveragePool":
            ints.append(self.int(a.get("count_include_pad", 0)))  # a symbol in a rule too
            return self.app("avgpool", *ints, tx), sx[:2] + out
        return self.app("maxpool", *ints, tx), sx[:2] + out

    def concat(self, ins, a):
        rank = len(ins[0][1])
        axis = self.axis(self.need(a, "axis", "Concat"), rank)
        term, shape = ins[0]
        for t, s in ins[1:]:
            new = list(shape)
            new[axis] = shape[axis] + s[axis]
            term, shape = self.app("concat", z3.IntVal(axis), term, t), tuple(new)
            self.type_term(term, tuple(z3.simplify(d) for d in shape))  # n-ary: nested parts too
        return term, tuple(z3.simplify(d) for d in shape)

    def split(self, x, a, n_out):
        tx, sx = x
        axis = self.axis(a.get("axis", 0), len(sx))
        if a.get("num_outputs", n_out) != n_out:
            raise EncodeError(f"Split: num_outputs {a['num_outputs']!r} but {n_out} outputs")
        if "split" in a:
            sizes = [self.int(v) for v in a["split"]]
            if len(sizes) != n_out:
                raise EncodeError(f"Split: {len(sizes)} sizes for {n_out} outputs")
        else:
            # opset 18: chunks of ceil(d / n), the last one what is left (smaller). Right
            # wherever ONNX can split at all (the last chunk not empty).
            d = sx[axis]
            chunk = (d + (n_out - 1)) / n_out
            sizes = [chunk] * (n_out - 1) + [d - (n_out - 1) * chunk]
            last = z3.simplify(sizes[-1])
            if z3.is_int_value(last) and last.as_long() <= 0 < n_out - 1:
                raise EncodeError(f"Split: cannot cut {d} into {n_out} chunks")
        outs, start = [], z3.IntVal(0)
        for size in sizes:
            end = z3.simplify(start + size)
            new = list(sx)
            new[axis] = z3.simplify(size)
            outs.append((self.app("slice", z3.IntVal(axis), z3.simplify(start), end, tx),
                         tuple(new)))
            start = end
        return outs

    def slice(self, x, a):
        """Step-1 slices. The vocabulary's slice(axis, start, end) is ONNX's, which clamps; the
        typing fact dim = end - start holds only for 0 <= start <= end <= dim. A bound is
        clamped here where the dim is known, and elsewhere taken only if it provably stays in
        range for every size: a matched bound outside it would be typed wrong."""
        tx, sx = x
        r = len(sx)
        starts, ends = self.need(a, "starts", "Slice"), self.need(a, "ends", "Slice")
        axes = [self.axis(v, r) for v in self.ints(a, "axes", list(range(len(starts))))]
        steps = a.get("steps", [1] * len(starts))
        if not len(starts) == len(ends) == len(axes) == len(steps):
            raise EncodeError("Slice: starts, ends, axes and steps differ in length")
        if any(type(s) is not int or s != 1 for s in steps):
            raise EncodeError("Slice with steps other than 1 is outside the vocabulary")
        if len(set(axes)) != len(axes):
            raise EncodeError(f"Slice: axes {a.get('axes')} repeat an axis")
        term, shape = tx, list(sx)
        for s, e, ax in zip(starts, ends, axes):
            d = z3.simplify(shape[ax])
            zs, ze = self.bound(s, d), self.bound(e, d)
            if all(z3.is_int_value(v) for v in (zs, ze, d)):
                n = d.as_long()
                lo = min(max(zs.as_long(), 0), n)
                zs, ze = z3.IntVal(lo), z3.IntVal(max(min(max(ze.as_long(), 0), n), lo))
            elif not self.provable(z3.And(0 <= zs, zs <= ze, ze <= d)):
                raise EncodeError(f"Slice [{s}, {e}) of a dim {d}: cannot tell it stays inside "
                                  "the dim for every size (ONNX would clamp it)")
            term = self.app("slice", z3.IntVal(ax), z3.simplify(zs), z3.simplify(ze), term)
            shape[ax] = z3.simplify(ze - zs)
        return term, tuple(shape)

    def bound(self, v: Any, d: z3.ArithRef) -> z3.ArithRef:
        """A Slice start or end as ONNX reads it: negative from the end, INT32_MAX and up to
        the end (a dim is assumed below INT32_MAX)."""
        if type(v) is int and v < 0:
            return z3.simplify(d + v)
        if type(v) is int and v >= INT32_MAX:
            return d
        return self.int(v)

    def transpose(self, x, a):
        t, s = x
        perm = self.ints(a, "perm", list(range(len(s)))[::-1])
        if sorted(perm) != list(range(len(s))):
            raise EncodeError(f"Transpose: perm {perm} is not a permutation of {len(s)} axes")
        if perm == list(range(len(s))):
            return x
        self.check_rank(len(s), "Transpose")
        return self.app(f"transpose{len(s)}", *map(z3.IntVal, perm), t), tuple(s[p] for p in perm)

    def reshape(self, op, x, a):
        tx, sx = x
        r = len(sx)
        inferred = None  # where Reshape's -1 is
        if op == "Flatten":
            axis = a.get("axis", 1)
            if type(axis) is not int or not -r <= axis <= r:
                raise EncodeError(f"Flatten: axis {axis!r} out of range for rank {r}")
            axis = axis + r if axis < 0 else axis  # -1 is r - 1 (r itself is allowed too)
            target = (_prod(sx[:axis]), _prod(sx[axis:]))
        elif op == "Squeeze":
            target = self.squeezed(sx, a.get("axes"))
        elif op == "Unsqueeze":
            raw = self.ints(a, "axes", None)
            out_rank = r + len(raw)
            if any(not -out_rank <= v < out_rank for v in raw):
                raise EncodeError(f"Unsqueeze: axes {raw} out of range for rank {out_rank}")
            axes = {v % out_rank for v in raw}
            if len(axes) != len(raw):
                raise EncodeError(f"Unsqueeze: axes {raw} repeat an axis")
            it = iter(sx)
            target = tuple(z3.IntVal(1) if k in axes else next(it) for k in range(out_rank))
        else:
            target, inferred = self.reshape_target(sx, a)
        target = tuple(z3.simplify(d) for d in target)
        if self.same_shape(target, sx):
            return tx, sx
        self.check_rank(len(target), op)
        # reshape's meaning is ONNX's Reshape (allowzero 0), where a 0 copies the input's dim:
        # a target dim that may be 0 (an empty slice upstream) is not what it would mean. A -1
        # is the size over the other dims, >= 1 wherever it divides, if the size is.
        for k, d in enumerate(target):
            if k == inferred:
                d = _prod(sx)
            if not _positive(d, self.floors) and not self.provable(d >= 1):
                raise EncodeError(f"{op}: cannot tell that the target dim {d} is never 0")
        return self.app(f"reshape{len(target)}", *target, tx), target

    def squeezed(self, sx: Shape, axes: Any) -> Shape:
        r = len(sx)
        if axes is None or axes == []:
            # every dim of size 1 goes: a dim that may be 1 for some sizes and not for others
            # has no one encoding
            keep = []
            for d in sx:
                if self.provable(d != 1):
                    keep.append(d)
                elif not self.provable(d == 1):
                    raise EncodeError(f"Squeeze without axes: cannot tell whether {d} is 1")
            return tuple(keep)
        gone = {self.axis(v, r) for v in self.ints({"axes": axes}, "axes")}
        return tuple(d for k, d in enumerate(sx) if k not in gone)

    def reshape_target(self, sx: Shape, a: dict) -> tuple[list, int | None]:
        """Reshape's target dims, and where its -1 is."""
        raw = list(self.need(a, "shape", "Reshape"))
        allowzero = self.flag(a, "allowzero", 0)
        target: list = []
        for k, v in enumerate(raw):
            if type(v) is int and v == 0 and not allowzero:
                if k >= len(sx):
                    raise EncodeError(f"Reshape: 0 at {k} copies a dim the input lacks")
                target.append(sx[k])
            elif type(v) is int and v == -1:
                target.append(None)
            elif type(v) is int and v < 0:
                raise EncodeError(f"Reshape to {raw}")
            else:
                d = self.int(v)
                # an entry that is 0 or -1 at some sizes means "copy" or "infer" there
                if not _positive(d, self.floors) and not self.provable(d >= 1):
                    raise EncodeError(f"Reshape: cannot tell that {v!r} is a size for every size")
                target.append(d)
        if target.count(None) > 1:
            raise EncodeError(f"Reshape to {raw}: more than one -1")
        inferred = target.index(None) if None in target else None
        if inferred is not None:
            target[inferred] = _prod(sx) / _prod([d for d in target if d is not None])
        return target, inferred

    def pad(self, x, a):
        tx, sx = x
        value = a.get("value", 0)
        if a.get("mode", "constant") != "constant" or value is not None and (
                isinstance(value, bool) or not isinstance(value, (int, float)) or value != 0):
            raise EncodeError("only zero constant Pad is in the vocabulary")
        r = len(sx)
        axes = [self.axis(v, r) for v in self.ints(a, "axes", list(range(r)))]
        pads = [self.int(v) for v in self.need(a, "pads", "Pad")]
        if len(pads) != 2 * len(axes):
            raise EncodeError(f"Pad: {len(pads)} pads for {len(axes)} axes")
        full = [z3.IntVal(0)] * (2 * r)
        for k, ax in enumerate(axes):
            full[ax], full[ax + r] = pads[k], pads[k + len(axes)]
        self.check_rank(r, "Pad")
        # negative pads crop: the vocabulary's pad is ONNX's, and d + begin + end still holds
        shape = tuple(z3.simplify(d + full[k] + full[k + r]) for k, d in enumerate(sx))
        return self.app(f"pad{r}", *full, tx), shape

    def reduce(self, op, x, a):
        tx, sx = x
        keep = self.flag(a, "keepdims", 1)
        noop = self.flag(a, "noop_with_empty_axes", 0)
        raw = self.ints(a, "axes", [])
        if not raw:  # no axes, or an empty list: every axis, unless noop_with_empty_axes
            if noop:
                return x
            axes = list(range(len(sx)))
        else:
            axes = [self.axis(v, len(sx)) for v in raw]
        term, shape = tx, list(sx)
        for ax in sorted(set(axes), reverse=True):
            term = self.app("rsum" if op == "ReduceSum" else "rmean", z3.IntVal(ax),
                            z3.IntVal(keep), term)
            if keep:
                shape[ax] = z3.IntVal(1)
            else:
                del shape[ax]
        return term, tuple(shape)


def _positive(e: z3.ArithRef, floors: Floors) -> bool:
    """>= 1 at a glance: a positive integer, a symbol whose floor is 1, or sums and products of
    them (what rules write for sizes: "k*kh*kw", "2*th"), without a solver call."""
    if z3.is_int_value(e):
        return e.as_long() >= 1
    if z3.is_const(e):
        return floors.get(e.decl().name(), 1) >= 1
    if z3.is_add(e) or z3.is_mul(e):
        return all(_positive(c, floors) for c in e.children())
    return False


def _prod(dims) -> z3.ArithRef:
    out = z3.IntVal(1)
    for d in dims:
        out = out * d
    return z3.simplify(out)


@dataclass
class EncodedRule:
    symbols: dict[str, z3.ArithRef]
    inputs: dict[str, z3.ExprRef]
    src: Encoded
    dst: Encoded
    floors: dict[str, int] = field(default_factory=dict)  # Rule.floors; the matcher's too

    @property
    def facts(self) -> list[z3.BoolRef]:
        # sizes >= 1, other integer attributes (pads) >= 0, as the matcher binds them; reals free
        pos = [s >= self.floors.get(name, 1) for name, s in self.symbols.items() if s.is_int()]
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


def encode_rule(rule: Rule) -> EncodedRule:
    reals = rule.real_symbols
    # Sorted, so the query does not depend on the order of the rule's JSON keys: a certificate
    # stores its rule with sorted keys, and a recheck must write the same query again.
    symbols = {s: z3.Real(f"sym_{s}") if s in reals else z3.Int(f"sym_{s}")
               for s in sorted(rule.symbols)}
    inputs = {name: z3.Const(f"in_{name}", T) for name in sorted(rule.inputs)}
    src = SideEncoder(rule, symbols, inputs).encode(rule.src)
    # A rule speaks of the sizes where its src is well-formed, so no src dimension is negative
    # (a Split into [a, n - a] implies a <= n). Nothing is assumed of dst's shapes.
    src.facts.extend(d >= 0 for shape in src.shapes.values() for d in shape
                     if not z3.is_int_value(d) and not z3.is_const(d))  # symbols are >= 1
    dst = SideEncoder(rule, symbols, inputs).encode(rule.dst)
    floors = {symbols[k].decl().name(): lo for k, lo in rule.floors.items()}
    for k, (a, b) in enumerate(zip(rule.src.outputs, rule.dst.outputs)):
        if not same_shape(src.shapes[a], dst.shapes[b], floors):
            raise ShapeMismatch(f"output {k}: src shape {list(src.shapes[a])} vs dst shape "
                                f"{list(dst.shapes[b])}")
    return EncodedRule(symbols, inputs, src, dst, rule.floors)


class ShapeMismatch(EncodeError):
    """src and dst outputs have different symbolic shapes: the rule is wrong."""
