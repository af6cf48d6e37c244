"""Encode a rule side as Z3 terms over the vocabulary, with symbolic shapes.

Each ONNX node becomes exactly one vocabulary symbol (plus a few meaning-preserving
normalizations: Identity/Dropout vanish, n-ary Concat/Sum nest left to right, Split outputs are
Slices, Flatten/Squeeze/Unsqueeze are Reshapes, a Reshape to its own shape vanish, a multi-axis
reduction nests from the last axis). Shapes are Z3 integer expressions over the rule's symbols;
every term gets typing facts rank(t) == r and dim(t, i) == d_i.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import sympy
import z3

from verified_opt.axioms.vocab import DIM, MAX_RANK, RANK, T, decl
from verified_opt.errors import VoptError
from verified_opt.rules.format import Rule, RuleGraph, RuleNode
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


def same(a: z3.ArithRef, b: z3.ArithRef) -> bool:
    """Provably equal for all positive symbols (structural first, then a tiny solver call)."""
    if z3.eq(z3.simplify(a), z3.simplify(b)):
        return True
    s = z3.Solver()
    s.set("timeout", 200)
    syms = _syms(a) | _syms(b)
    s.add(*[x >= 1 for x in syms])
    s.add(a != b)
    return s.check() == z3.unsat


def _syms(e: z3.ExprRef) -> set:
    out, todo = set(), [e]
    while todo:
        x = todo.pop()
        if z3.is_const(x) and x.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            out.add(x)
        todo.extend(x.children())
    return out


def same_shape(a: Shape, b: Shape) -> bool:
    return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))


def _is_one(d: z3.ArithRef) -> bool:
    return z3.is_int_value(z3.simplify(d)) and z3.simplify(d).as_long() == 1


@dataclass
class Encoded:
    outputs: list[z3.ExprRef]
    shapes: dict[str, Shape]
    facts: list[z3.BoolRef] = field(default_factory=list)
    symbols_used: set[str] = field(default_factory=set)


class SideEncoder:
    def __init__(self, rule: Rule, symbols: dict[str, z3.ArithRef],
                 inputs: dict[str, z3.ExprRef]) -> None:
        self.rule = rule
        self.symbols = symbols
        self.env: dict[str, tuple[z3.ExprRef, Shape]] = {}
        self.facts: list[z3.BoolRef] = []
        self.used: set[str] = set()
        self._typed: set[int] = set()
        for name, dims in sorted(rule.inputs.items()):  # key order: see encode_rule
            shape = tuple(zdim(d, symbols) for d in dims)
            self.bind(name, inputs[name], shape)

    def bind(self, name: str, term: z3.ExprRef, shape: Shape) -> None:
        self.env[name] = (term, shape)
        self.type_term(term, shape)

    def type_term(self, term: z3.ExprRef, shape: Shape) -> None:
        key = term.get_id()
        if key not in self._typed:
            self._typed.add(key)
            self.facts.append(RANK(term) == len(shape))
            self.facts.extend(DIM(term, k) == d for k, d in enumerate(shape))

    def app(self, sym: str, *args) -> z3.ExprRef:
        self.used.add(sym)
        return decl(sym)(*args)

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
        ins = [self.env[i] for i in n.inputs]
        a = n.attrs
        op = n.op
        if op in ("Identity", "Dropout"):
            if len(n.outputs) > 1:
                raise EncodeError("Dropout's mask output is outside the vocabulary")
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
            x, s = ins[0]
            perm = [int(p) for p in a.get("perm", list(range(len(s)))[::-1])]
            if perm == list(range(len(s))):
                return [ins[0]]
            self.check_rank(len(s), op)
            return [(self.app(f"transpose{len(s)}", *map(z3.IntVal, perm), x),
                     tuple(s[p] for p in perm))]
        if op in ("Reshape", "Flatten", "Squeeze", "Unsqueeze"):
            return [self.reshape(op, ins[0], a)]
        if op == "Pad":
            return [self.pad(ins[0], a)]
        if op == "DepthToSpace":
            return [self.depth_to_space(ins[0], a)]
        if op in CONSTANT_OPS:
            return [self.constant(op, a["shape"], a)]
        if op == "LRN":
            if "size" not in a:
                raise EncodeError("LRN needs its size")
            reals = [self.real(a.get(k, d)) for k, d in
                     (("alpha", 1e-4), ("beta", 0.75), ("bias", 1.0))]
            return [(self.app("lrn", self.int(a["size"]), *reals, ins[0][0]), ins[0][1])]
        if op == "BatchNormalization":
            eps = self.real(a.get("epsilon", 1e-5))
            return [(self.app("bn", eps, *[t for t, _ in ins]), ins[0][1])]
        if op in ("ReduceSum", "ReduceMean"):
            return [self.reduce(op, ins[0], a)]
        raise EncodeError(f"no vocabulary for {op} yet (the verifier cannot reason about it)")

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
            name = {"WinogradInput": "wgin", "WinogradWeight": "wgwt", "WinogradOutput": "wgout"}
            return self.app(name[op], self.int(attrs["m"])), shape
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
        b = self.int(a["blocksize"])
        shape = (s[0], z3.simplify(s[1] / (b * b)), z3.simplify(s[2] * b), z3.simplify(s[3] * b))
        return self.app("d2s", b, t), shape

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

    def check_rank(self, r: int, op: str) -> None:
        if not 1 <= r <= MAX_RANK:
            raise EncodeError(f"{op} of rank {r} is outside the vocabulary (1..{MAX_RANK})")

    def axis(self, axis: Any, rank: int) -> int:
        if not isinstance(axis, int):
            raise EncodeError(f"axis must be an integer, got {axis!r}")
        if not -rank <= axis < rank:
            raise EncodeError(f"axis {axis} out of range for rank {rank}")
        return axis % rank

    def binary(self, op: str, x, y):
        (tx, sx), (ty, sy) = x, y
        name = {"Div": "divide", "Pow": "power"}.get(op, op.lower())
        if same_shape(sx, sy):
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
            if same(dx, dy) or _is_one(dy):
                shape.append(dx)
            elif _is_one(dx):
                shape.append(dy)
            else:
                raise EncodeError(f"{op}: cannot tell that shapes broadcast ({sx} and {sy})")
        return self.app(name + "b", tx, ty), tuple(shape)

    def matmul(self, x, y):
        (tx, sx), (ty, sy) = x, y
        if len(sx) >= 2 and len(sx) == len(sy) and all(same(p, q) for p, q in
                                                        zip(sx[:-2], sy[:-2])):
            if not same(sx[-1], sy[-2]):
                raise EncodeError(f"MatMul inner dimensions {sx[-1]} and {sy[-2]} differ")
            return self.app("matmul", tx, ty), sx[:-1] + (sy[-1],)
        if len(sx) == 1 and len(sy) == 2:
            return self.app("matmulb", tx, ty), (sy[1],)
        if len(sx) == 2 and len(sy) == 1:
            return self.app("matmulb", tx, ty), (sx[0],)
        if len(sx) > 2 and len(sy) == 2:  # one weight matrix shared by every batch item
            if not same(sx[-1], sy[0]):
                raise EncodeError(f"MatMul inner dimensions {sx[-1]} and {sy[0]} differ")
            return self.app("matmulb", tx, ty), sx[:-1] + (sy[1],)
        raise EncodeError("MatMul with batch broadcasting is outside the vocabulary")

    def gemm(self, ins, a):
        (ta, sa), (tb, sb) = ins[0], ins[1]
        trans_a, trans_b = int(a.get("transA", 0)), int(a.get("transB", 0))
        m = sa[1] if trans_a else sa[0]
        n = sb[0] if trans_b else sb[1]
        alpha = self.real(a.get("alpha", 1.0))
        ints = (z3.IntVal(trans_a), z3.IntVal(trans_b))
        if len(ins) > 2:
            beta = self.real(a.get("beta", 1.0))
            return self.app("gemm", *ints, alpha, beta, ta, tb, ins[2][0]), (m, n)
        return self.app("gemmnc", *ints, alpha, ta, tb), (m, n)

    def dims(self, a, key: str, default: list[int]) -> list[z3.ArithRef]:
        """A list attribute (strides, pads ...) as Z3 integers, its entries symbols or ints."""
        return [zdim(v, self.symbols) for v in a.get(key, default)]

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
        out = tuple((i + pads[k] + pads[k + 2] - ((kk - 1) * dil[k] + 1)) / strides[k] + 1
                    for k, (i, kk) in enumerate(zip(spatial, kernel)))
        return strides, pads, dil, tuple(z3.simplify(o) for o in out)

    def conv(self, ins, a):
        (tx, sx), (tw, sw) = ins[0], ins[1]
        if len(sx) != 4:
            raise EncodeError("only 2-D Conv is in the vocabulary")
        strides, pads, dil, out = self.window(a, sx[2:], sw[2:])
        g = zdim(a.get("group", 1), self.symbols)
        ints = [strides[0], strides[1], pads[0], pads[1], pads[2], pads[3], dil[0], dil[1], g]
        shape = (sx[0], sw[0]) + out
        if len(ins) > 2:
            return self.app("convb", *ints, tx, tw, ins[2][0]), shape
        return self.app("conv", *ints, tx, tw), shape

    def conv_transpose(self, ins, a):
        (tx, sx), (tw, sw) = ins[0], ins[1]
        if len(sx) != 4:
            raise EncodeError("only 2-D ConvTranspose is in the vocabulary")
        if a.get("auto_pad", "NOTSET") != "NOTSET" or a.get("output_shape") is not None:
            raise EncodeError("ConvTranspose with auto_pad or output_shape is outside the "
                              "vocabulary (give pads and output_padding)")
        strides, dil = self.dims(a, "strides", [1, 1]), self.dims(a, "dilations", [1, 1])
        pads = self.dims(a, "pads", [0, 0, 0, 0])
        out_pad = self.dims(a, "output_padding", [0, 0])
        g = zdim(a.get("group", 1), self.symbols)
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
        if len(sx) != 4 or a.get("ceil_mode", 0) or any(d != 1 for d in a.get("dilations", [1])):
            raise EncodeError(f"only 2-D {op} without ceil_mode or dilations is in the vocabulary")
        kernel = tuple(zdim(v, self.symbols) for v in a["kernel_shape"])
        strides, pads, _, out = self.window(a, sx[2:], kernel)
        ints = [kernel[0], kernel[1], strides[0], strides[1], *pads]
        if op == "AveragePool":
            ints.append(self.int(a.get("count_include_pad", 0)))  # a symbol in a rule too
            return self.app("avgpool", *ints, tx), sx[:2] + out
        return self.app("maxpool", *ints, tx), sx[:2] + out

    def concat(self, ins, a):
        rank = len(ins[0][1])
        axis = self.axis(a["axis"], rank)
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
        if "split" in a:
            sizes = [zdim(v, self.symbols) for v in a["split"]]
        else:
            sizes = [sx[axis] / n_out] * n_out
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
        tx, sx = x
        starts, ends = a["starts"], a["ends"]
        axes = a.get("axes", list(range(len(starts))))
        steps = a.get("steps", [1] * len(starts))
        if any(s != 1 for s in steps):
            raise EncodeError("Slice with steps other than 1 is outside the vocabulary")
        term, shape = tx, list(sx)
        for s, e, ax in zip(starts, ends, axes):
            ax = self.axis(int(ax), len(sx))
            zs, ze = zdim(s, self.symbols), zdim(e, self.symbols)
            if isinstance(s, int) and s < 0:
                zs = shape[ax] + s
            if isinstance(e, int) and e < 0:
                ze = shape[ax] + e
            if isinstance(e, int) and e >= 2**31 - 1:
                ze = shape[ax]
            term = self.app("slice", z3.IntVal(ax), z3.simplify(zs), z3.simplify(ze), term)
            shape[ax] = z3.simplify(ze - zs)
        return term, tuple(shape)

    def reshape(self, op, x, a):
        tx, sx = x
        r = len(sx)
        if op == "Flatten":
            axis = a.get("axis", 1) % (r + 1) if a.get("axis", 1) < 0 else a.get("axis", 1)
            target = (_prod(sx[:axis]), _prod(sx[axis:]))
        elif op == "Squeeze":
            axes = {self.axis(int(v), r) for v in a["axes"]}
            target = tuple(d for k, d in enumerate(sx) if k not in axes)
        elif op == "Unsqueeze":
            out_rank = r + len(a["axes"])
            axes = {int(v) % out_rank for v in a["axes"]}
            it = iter(sx)
            target = tuple(z3.IntVal(1) if k in axes else next(it) for k in range(out_rank))
        else:
            raw = list(a["shape"])
            target_l: list = []
            for k, v in enumerate(raw):
                if v == 0 and not a.get("allowzero", 0):
                    target_l.append(sx[k])
                elif v == -1:
                    target_l.append(None)
                else:
                    target_l.append(zdim(v, self.symbols))
            if None in target_l:
                known = _prod([d for d in target_l if d is not None])
                target_l[target_l.index(None)] = _prod(sx) / known
            target = tuple(target_l)
        target = tuple(z3.simplify(d) for d in target)
        if same_shape(target, sx):
            return tx, sx
        self.check_rank(len(target), op)
        return self.app(f"reshape{len(target)}", *target, tx), target

    def pad(self, x, a):
        tx, sx = x
        if a.get("mode", "constant") != "constant" or float(a.get("value", 0) or 0) != 0.0:
            raise EncodeError("only zero constant Pad is in the vocabulary")
        r = len(sx)
        pads = [zdim(v, self.symbols) for v in a["pads"]]
        axes = [self.axis(int(v), r) for v in a.get("axes", list(range(r)))]
        full = [z3.IntVal(0)] * (2 * r)
        for k, ax in enumerate(axes):
            full[ax], full[ax + r] = pads[k], pads[k + len(axes)]
        self.check_rank(r, "Pad")
        shape = tuple(z3.simplify(d + full[k] + full[k + r]) for k, d in enumerate(sx))
        return self.app(f"pad{r}", *full, tx), shape

    def reduce(self, op, x, a):
        tx, sx = x
        keep = int(a.get("keepdims", 1))
        axes = a.get("axes")
        axes = list(range(len(sx))) if axes is None else [self.axis(int(v), len(sx)) for v in axes]
        term, shape = tx, list(sx)
        for ax in sorted(set(axes), reverse=True):
            term = self.app("rsum" if op == "ReduceSum" else "rmean", z3.IntVal(ax),
                            z3.IntVal(keep), term)
            if keep:
                shape[ax] = z3.IntVal(1)
            else:
                del shape[ax]
        return term, tuple(shape)


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
    for k, (a, b) in enumerate(zip(rule.src.outputs, rule.dst.outputs)):
        if not same_shape(src.shapes[a], dst.shapes[b]):
            raise ShapeMismatch(f"output {k}: src shape {list(src.shapes[a])} vs dst shape "
                                f"{list(dst.shapes[b])}")
    return EncodedRule(symbols, inputs, src, dst, rule.floors)


class ShapeMismatch(EncodeError):
    """src and dst outputs have different symbolic shapes: the rule is wrong."""
