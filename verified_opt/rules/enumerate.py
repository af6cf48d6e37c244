"""Enumerate small graphs over a few symbolic input tensors: step 1 of TASO's generator.

A graph is a set of hash-consed nodes over a fixed pool of input tensors whose shapes are
symbolic (x1..x3 [n, c], w1..w3 [c, c], i1..i3 [n, c, h, w], k1..k3 [c, c, 3, 3], u1, u2
[c, c, 1, 1], s [] -- TASO's pool with symbols for its sizes). Every node is typed twice:

- symbolically, with each dimension kept as its *concat history* (a tuple of linear forms over
  the symbols, TASO's SplitInfo): Concat appends parts, Split cuts off the last part, so
  Split's sizes are symbolic expressions ("c", "n+c") that the rule format can state;
- concretely, with the registry's shape inference at each size assignment (ASSIGNMENTS), which
  is the authority on well-formedness: a node that fails it at any assignment does not exist.

Graphs are enumerated breadth first by operator count (Conv with its fused Relu counts as one
operator, as in TASO), each set of nodes once. A graph is *reduced* when all its values (pool
inputs included) have distinct fingerprints (TASO's "no duplicated tensors"); only reduced
graphs are extended and recorded. A node whose output equals an existing value is reported as an
identity candidate instead (Relu(Relu(x)) = Relu(x), Split(Concat(a, b)) = (a, b)), which TASO
cannot state because its rules need an operator on both sides.

With the Constant family, the pool also holds TASO's constants (semantics.constants): the
identity kernels of Conv ([c, c, 3, 3], [c, c, 1, 1]) and of MatMul ([c, c]) and all ones
([n, c]). They are operands like the inputs, with fixed data; a node whose operands are all
constants (or made from constants only) is not built, since it is a constant itself.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from verified_opt.errors import VoptError
from verified_opt.ir.graph import Node, TensorType
from verified_opt.ir.registry import OPS, ORDER, InferCtx
from verified_opt.rules.instantiate import ATTR_INPUTS, eval_dim

# ---- symbolic dimensions -------------------------------------------------------------------
# A linear form over atoms: sorted (atom, coefficient) pairs, atom "" is the constant 1. Atoms
# that start with "@" are opaque (a strided window's output size): equal only to themselves.
Lin = tuple[tuple[str, int], ...]
Dim = tuple[Lin, ...]  # the parts of one dimension, in concat order

SIZE_SYMBOLS = ("n", "c", "h", "w")
# Two assignments with pairwise distinct sizes, small enough for fast exact evaluation; the
# second has larger feature maps, so that after strided windows they are still not 1x1 or 2x2
# (where max and average pooling are global, and many different graphs coincide).
ASSIGNMENTS: tuple[dict[str, int], ...] = (
    {"n": 2, "c": 3, "h": 5, "w": 4},
    {"n": 3, "c": 2, "h": 7, "w": 9},
)


def lin(atom: str | int) -> Lin:
    if isinstance(atom, int):
        return (("", atom),)
    return ((atom, 1),)


def lin_add(a: Lin, b: Lin) -> Lin:
    d = dict(a)
    for k, v in b:
        d[k] = d.get(k, 0) + v
    return tuple(sorted((k, v) for k, v in d.items() if v))


def lin_opaque(a: Lin) -> bool:
    return any(k.startswith("@") for k, _ in a)


def lin_str(a: Lin) -> str:
    """'c', '2*c+n', '3': a dimension expression the rule format reads."""
    terms, const = [], 0
    for k, v in a:
        if k == "":
            const = v
        else:
            terms.append(k if v == 1 else f"{v}*{k}")
    if const or not terms:
        terms.append(str(const))
    return "+".join(terms)


def lin_int(a: Lin) -> int | None:
    if not a:
        return 0
    if len(a) == 1 and a[0][0] == "":
        return a[0][1]
    return None


def total(d: Dim) -> Lin:
    out: Lin = ()
    for p in d:
        out = lin_add(out, p)
    return out


def single(d: Dim) -> Dim:
    """The dimension with its concat history forgotten."""
    return d if len(d) == 1 else (total(d),)


def dims_of(shape: tuple[int | str, ...]) -> tuple[Dim, ...]:
    return tuple((lin(d),) for d in shape)


def same_dim(a: Dim, b: Dim) -> bool:
    return total(a) == total(b)


def merge_dim(a: Dim, b: Dim) -> Dim:
    """Two equal dimensions combined (element-wise ops): parts kept only if they agree."""
    return a if a == b else single(a)


# ---- the input pool ------------------------------------------------------------------------
@dataclass(frozen=True)
class PoolTensor:
    name: str
    shape: tuple[int | str, ...]
    role: str
    constant: str = ""  # Ones | IdentityKernel: fixed data, stated as a node in rules


ROLES: dict[str, tuple[str, tuple[int | str, ...]]] = {
    "act2": ("x", ("n", "c")),
    "mat": ("w", ("c", "c")),
    "act4": ("i", ("n", "c", "h", "w")),
    "ker3": ("k", ("c", "c", 3, 3)),
    "ker1": ("u", ("c", "c", 1, 1)),
    "scalar": ("s", ()),
}
# Constant roles: (name, shape, constant), one tensor each.
CONSTANT_ROLES: dict[str, tuple[str, tuple[int | str, ...], str]] = {
    "imm": ("eye", ("c", "c"), "IdentityKernel"),
    "idk3": ("idk", ("c", "c", 3, 3), "IdentityKernel"),
    "idk1": ("idu", ("c", "c", 1, 1), "IdentityKernel"),
    "one2": ("one", ("n", "c"), "Ones"),
}


# ---- operator variants ---------------------------------------------------------------------
@dataclass(frozen=True)
class Spec:
    """One ONNX node a variant builds: inputs are value ids, or ("node", k) for the output 0
    of the k-th spec of the same variant."""

    op: str
    attrs: Mapping[str, Any]
    inputs: tuple[Any, ...]
    out_dims: tuple[tuple[Dim, ...], ...]


@dataclass(frozen=True)
class Variant:
    name: str
    family: str
    arity: int
    commutative: bool
    build: Callable[[list[Value]], list[Spec] | None]


def _elementwise(op: str) -> Callable:
    def build(v: list[Value]) -> list[Spec] | None:
        a, b = v
        if len(a.dims) != len(b.dims) or not all(map(same_dim, a.dims, b.dims)):
            return None
        return [Spec(op, {}, (a.id, b.id), (tuple(map(merge_dim, a.dims, b.dims)),))]
    return build


def _scalar_mul(v: list[Value]) -> list[Spec] | None:
    a, s = v
    if s.dims != () or a.dims == ():
        return None
    return [Spec("Mul", {}, (a.id, s.id), (a.dims,))]


def _relu(v: list[Value]) -> list[Spec] | None:
    (a,) = v
    if a.dims == ():
        return None
    return [Spec("Relu", {}, (a.id,), (a.dims,))]


def _matmul(v: list[Value]) -> list[Spec] | None:
    a, b = v
    if len(a.dims) != 2 or len(b.dims) != 2 or not same_dim(a.dims[1], b.dims[0]):
        return None
    return [Spec("MatMul", {}, (a.id, b.id), ((a.dims[0], b.dims[1]),))]


def _transpose(perm: tuple[int, ...]) -> Callable:
    def build(v: list[Value]) -> list[Spec] | None:
        (a,) = v
        if len(a.dims) != len(perm):
            return None
        return [Spec("Transpose", {"perm": list(perm)}, (a.id,),
                     (tuple(a.dims[p] for p in perm),))]
    return build


def _concat(axis: int) -> Callable:
    def build(v: list[Value]) -> list[Spec] | None:
        a, b = v
        r = len(a.dims)
        if r != len(b.dims) or r <= axis:
            return None
        out = []
        for k in range(r):
            if k == axis:
                out.append(a.dims[k] + b.dims[k])
            elif not same_dim(a.dims[k], b.dims[k]):
                return None
            else:
                out.append(merge_dim(a.dims[k], b.dims[k]))
        return [Spec("Concat", {"axis": axis}, (a.id, b.id), (tuple(out),))]
    return build


def _split(axis: int) -> Callable:
    """TASO's split: cut a dimension at its last concat boundary."""
    def build(v: list[Value]) -> list[Spec] | None:
        (a,) = v
        if len(a.dims) <= axis or len(a.dims[axis]) < 2:
            return None
        head, tail = a.dims[axis][:-1], a.dims[axis][-1:]
        if lin_opaque(total(head)) or lin_opaque(total(tail)):
            return None
        outs = []
        for part in (head, tail):
            d = list(a.dims)
            d[axis] = part
            outs.append(tuple(d))
        attrs = {"axis": axis, "split": [_size(total(head)), _size(total(tail))]}
        return [Spec("Split", attrs, (a.id,), tuple(outs))]
    return build


def _size(a: Lin) -> int | str:
    n = lin_int(a)
    return n if n is not None else lin_str(a)


def _window(d: Dim, k: int, stride: int, pad: int, what: str) -> Dim:
    """Output size of a window of size k over dimension d (symbolic when it keeps d)."""
    n = lin_int(total(d))
    if n is not None:
        return (lin((n + 2 * pad - k) // stride + 1),)
    if stride == 1 and 2 * pad == k - 1:
        return d
    return (lin(f"@{what}({lin_str(total(d))};{k};{stride};{pad})"),)


def _conv(stride: int, same: bool, relu: bool) -> Callable:
    def build(v: list[Value]) -> list[Spec] | None:
        x, w = v
        if x.role_hint != "act" or w.role_hint != "weight":
            return None  # TASO: a weight is never convolved, an activation never a kernel
        if len(x.dims) != 4 or len(w.dims) != 4 or not same_dim(x.dims[1], w.dims[1]):
            return None
        kh, kw = lin_int(total(w.dims[2])), lin_int(total(w.dims[3]))
        if kh is None or kw is None or kh % 2 == 0 or kw % 2 == 0:
            return None
        if same and kh == 1 and kw == 1:
            return None  # "same" padding of a 1x1 kernel is no padding: one variant only
        ph, pw = ((kh - 1) // 2, (kw - 1) // 2) if same else (0, 0)
        out = (x.dims[0], w.dims[0], _window(x.dims[2], kh, stride, ph, "win"),
               _window(x.dims[3], kw, stride, pw, "win"))
        attrs = {"kernel_shape": [kh, kw], "strides": [stride, stride], "pads": [ph, pw, ph, pw]}
        specs = [Spec("Conv", attrs, (x.id, w.id), (out,))]
        if relu:
            specs.append(Spec("Relu", {}, (("node", 0),), (out,)))
        return specs
    return build


def _pool(op: str) -> Callable:
    def build(v: list[Value]) -> list[Spec] | None:
        (x,) = v
        if len(x.dims) != 4 or x.role_hint != "act":
            return None
        attrs = {"kernel_shape": [3, 3], "strides": [1, 1], "pads": [1, 1, 1, 1]}
        return [Spec(op, attrs, (x.id,), (x.dims,))]
    return build


def _enlarge(v: list[Value]) -> list[Spec] | None:
    """TASO's kernel enlargement: zero-pad a pool weight to a 3x3 kernel (Pad on weights)."""
    (w,) = v
    if len(w.dims) != 4 or w.node is not None:
        return None
    kh, kw = lin_int(total(w.dims[2])), lin_int(total(w.dims[3]))
    if kh is None or kw is None or kh > 3 or kw > 3 or (kh, kw) == (3, 3) or (3 - kh) % 2 or (
            3 - kw) % 2:
        return None
    ph, pw = (3 - kh) // 2, (3 - kw) // 2
    out = (w.dims[0], w.dims[1], (lin(3),), (lin(3),))
    return [Spec("Pad", {"mode": "constant", "pads": [0, 0, ph, pw, 0, 0, ph, pw]}, (w.id,),
                 (out,))]


def all_variants() -> list[Variant]:
    vs = [
        Variant("MatMul", "MatMul", 2, False, _matmul),
        Variant("Add", "Add", 2, True, _elementwise("Add")),
        Variant("Mul", "Mul", 2, True, _elementwise("Mul")),
        Variant("MulScalar", "Mul", 2, False, _scalar_mul),
        Variant("Relu", "Relu", 1, False, _relu),
        Variant("Transpose10", "Transpose", 1, False, _transpose((1, 0))),
        Variant("Transpose0132", "Transpose", 1, False, _transpose((0, 1, 3, 2))),
    ]
    for axis in (0, 1):
        vs.append(Variant(f"Concat{axis}", "Concat", 2, False, _concat(axis)))
    for axis in (0, 1):
        vs.append(Variant(f"Split{axis}", "Split", 1, False, _split(axis)))
    for stride in (1, 2):
        for same in (True, False):
            for relu in (False, True):
                name = f"Conv_s{stride}_{'same' if same else 'valid'}{'_relu' if relu else ''}"
                vs.append(Variant(name, "Conv", 2, False, _conv(stride, same, relu)))
    vs.append(Variant("MaxPool3x3", "MaxPool", 1, False, _pool("MaxPool")))
    vs.append(Variant("AveragePool3x3", "AveragePool", 1, False, _pool("AveragePool")))
    vs.append(Variant("Enlarge3x3", "Enlarge", 1, False, _enlarge))
    return vs


FAMILIES = ("Add", "Mul", "MatMul", "Conv", "Relu", "Concat", "Split", "Transpose", "Enlarge",
            "MaxPool", "AveragePool")
# Not operators: "Constant" puts TASO's constants into the pool (for the operators that use them).
EXTRA_FAMILIES = ("Constant",)
# The default: TASO's operators and its constants (identity kernels, ones).
DEFAULT_FAMILIES = FAMILIES + EXTRA_FAMILIES
ALIASES = {"Pad": ["Enlarge"], "Pool": ["MaxPool", "AveragePool"], "Constants": ["Constant"],
           "TASO": list(DEFAULT_FAMILIES), "all": list(DEFAULT_FAMILIES)}
UNSUPPORTED: dict[str, str] = {}


def parse_families(text: str | list[str] | None) -> list[str]:
    """'Conv,MatMul' -> families; unknown names raise with the list of known ones."""
    if text is None:
        return list(DEFAULT_FAMILIES)
    names = text.split(",") if isinstance(text, str) else list(text)
    out: list[str] = []
    lower = {f.lower(): f for f in FAMILIES + EXTRA_FAMILIES}
    lower.update({a.lower(): a for a in ALIASES})
    for raw in names:
        name = raw.strip()
        if not name:
            continue
        key = lower.get(name.lower())
        if key is None:
            raise VoptError(f"unknown operator {name!r} for --ops (known: "
                            f"{', '.join(FAMILIES + EXTRA_FAMILIES)}; aliases "
                            f"{', '.join(ALIASES)})")
        if key in ALIASES and key not in FAMILIES + EXTRA_FAMILIES:
            expanded = ALIASES[key]
        else:
            expanded = [key]
        for f in expanded:
            if f not in out:
                out.append(f)
    if not set(out) - set(EXTRA_FAMILIES):
        raise VoptError("--ops names no operator")
    return out


def pool_for(families: list[str], copies: int = 3) -> list[PoolTensor]:
    """TASO's pool restricted to the roles the chosen operators can use."""
    fam = set(families)
    roles: list[str] = []
    four_d = fam & {"Conv", "MaxPool", "AveragePool", "Enlarge"}
    if "MatMul" in fam or not four_d:
        roles += ["act2"] + (["mat"] if "MatMul" in fam else [])
    if four_d:
        roles += ["act4"] if fam & {"Conv", "MaxPool", "AveragePool"} else []
        roles += ["ker3"] if fam & {"Conv", "Enlarge"} else []
        roles += ["ker1"] if fam & {"Conv", "Enlarge"} else []
    if "Mul" in fam:
        roles.append("scalar")
    out = []
    for role in roles:
        prefix, shape = ROLES[role]
        count = 1 if role == "scalar" else (min(copies, 2) if role == "ker1" else copies)
        for k in range(1, count + 1):
            out.append(PoolTensor(f"{prefix}{k}", shape, role))
    if "Constant" in fam:
        wanted = (["imm"] if "MatMul" in fam else []) + (
            ["idk3", "idk1"] if "Conv" in fam else []) + (
            ["one2"] if "Mul" in fam and "act2" in roles else [])
        for role in wanted:
            name, shape, op = CONSTANT_ROLES[role]
            out.append(PoolTensor(name, shape, role, op))
    return out


# ---- the universe of values and nodes ------------------------------------------------------
@dataclass(eq=False)
class Value:
    id: int
    dims: tuple[Dim, ...]
    shapes: tuple[tuple[int, ...], ...]  # one per assignment
    cls: int  # shape class (same symbolic and concrete shapes)
    node: int | None = None  # producing node; None for a pool input
    index: int = 0
    name: str = ""  # pool input name
    role_hint: str = "act"  # "act" for data, "weight" for pool weights and scalars
    order: bool = False  # an order-based operator (Relu, MaxPool) is among its ancestors
    const: bool = False  # a pool constant (no node ever has only constant operands)


@dataclass(eq=False)
class GNode:
    id: int
    op: str
    attrs: dict
    inputs: tuple[int, ...]  # value ids
    outputs: tuple[int, ...]  # value ids
    ancestors: frozenset[int]  # node ids, itself included
    concrete: list[tuple[Node, InferCtx, list[np.ndarray | None]]] = field(default_factory=list)


def attrs_key(op: str, attrs: Mapping[str, Any]) -> str:
    return op + json.dumps(attrs, sort_keys=True, separators=(",", ":"))


def concrete_node(op: str, attrs: Mapping[str, Any], n_data: int, sizes: Mapping[str, int]
                  ) -> tuple[Node, list[np.ndarray | None]]:
    """The ONNX node at concrete sizes: shape-like attributes become constant inputs (as
    rules.instantiate.side_graph does). Returns the node and the constants, slot-aligned."""
    attrs = dict(attrs)
    inputs = [f"x{k}" for k in range(n_data)]
    consts: list[np.ndarray | None] = [None] * n_data
    for attr, slot in ATTR_INPUTS.get(op, []):
        if attr not in attrs:
            continue
        raw = attrs.pop(attr)
        arr = np.asarray([eval_dim(v, sizes) for v in raw], dtype=np.int64)
        while len(inputs) < slot:
            inputs.append("")
            consts.append(None)
        inputs.append(f"c_{attr}")
        consts.append(arr)
    for key in ("kernel_shape", "pads", "strides", "perm"):
        if key in attrs:
            attrs[key] = [eval_dim(v, sizes) for v in attrs[key]]
    return Node(op, tuple(inputs), ("y",) if op != "Split" else ("y0", "y1"), attrs, op), consts


class Universe:
    """Hash-consed values and nodes over one input pool, typed at every assignment."""

    def __init__(self, pool: list[PoolTensor],
                 assignments: tuple[dict[str, int], ...] = ASSIGNMENTS) -> None:
        self.pool = pool
        self.assignments = assignments
        self.values: list[Value] = []
        self.nodes: list[GNode] = []
        self._node_index: dict[tuple, int] = {}
        self._apply_memo: dict[tuple, tuple[int, ...] | None] = {}
        self._classes: dict[tuple, int] = {}
        self._typing: dict[tuple, list | None] = {}
        self.class_rep: list[Value] = []
        self.ill_typed = 0  # applications the registry rejected at some assignment
        self._journal: list[tuple[dict, tuple]] | None = None  # memo keys since checkpoint()
        self._mark = (0, 0)
        for t in pool:
            shapes = tuple(tuple(eval_dim(d, a) for d in t.shape) for a in assignments)
            dims = dims_of(t.shape)
            v = Value(len(self.values), dims, shapes, self._class(dims, shapes, None), name=t.name,
                      role_hint="weight" if t.role in ("mat", "ker3", "ker1", "scalar")
                      or t.constant else "act", const=bool(t.constant))
            if self.class_rep[v.cls] is None:
                self.class_rep[v.cls] = v
            self.values.append(v)
        self.pool_ids = [v.id for v in self.values]

    def _class(self, dims, shapes, rep) -> int:
        key = (dims, shapes)
        if key not in self._classes:
            self._classes[key] = len(self.class_rep)
            self.class_rep.append(rep)
        return self._classes[key]

    def apply(self, variant: Variant, operands: tuple[int, ...]) -> tuple[int, ...] | None:
        """The nodes of `variant` applied to `operands` (created on first use), or None when
        the application is ill-typed symbolically or at any assignment."""
        key = (variant.name, operands)
        if key in self._apply_memo:
            return self._apply_memo[key]
        result = self._build(variant, operands)
        self._apply_memo[key] = result
        if self._journal is not None:
            self._journal.append((self._apply_memo, key))
        return result

    def _build(self, variant: Variant, operands: tuple[int, ...]) -> tuple[int, ...] | None:
        if all(self.values[i].const for i in operands):
            return None  # a computation over constants only is a constant: folding's job
        specs = variant.build([self.values[i] for i in operands])
        if specs is None:
            return None
        made: list[int] = []
        for spec in specs:
            ins = tuple(self.nodes[made[ref[1]]].outputs[0] if isinstance(ref, tuple) else ref
                        for ref in spec.inputs)
            nid = self._intern(spec, ins)
            if nid is None:
                self.ill_typed += 1
                return None
            made.append(nid)
        return tuple(made)

    def _intern(self, spec: Spec, ins: tuple[int, ...]) -> int | None:
        key = (attrs_key(spec.op, spec.attrs), ins)
        if key in self._node_index:
            return self._node_index[key]
        # Registry inference depends only on the operator and the input shapes: cached per class.
        tkey = (key[0], tuple(self.values[i].cls for i in ins))
        if tkey not in self._typing:
            typed = self._concretize(spec.op, spec.attrs, ins, len(spec.out_dims))
            self._typing[tkey] = None if typed is None else typed[1]
        out_shapes = self._typing[tkey]
        if out_shapes is None:
            return None
        for k, dims in enumerate(spec.out_dims):
            for a, sizes in enumerate(self.assignments):
                shape = out_shapes[k][a]
                if len(shape) != len(dims) or min(shape, default=1) < 1:
                    return None
                for d, s in zip(dims, shape):
                    tot = total(d)
                    if not lin_opaque(tot) and _lin_eval(tot, sizes) != s:
                        return None  # symbolic and concrete shapes disagree: do not trust it
        nid = len(self.nodes)
        order = OPS[spec.op].exactness == ORDER or any(self.values[i].order for i in ins)
        ancestors = frozenset([nid]).union(*[self.nodes[self.values[i].node].ancestors
                                             for i in ins if self.values[i].node is not None])
        # Data flows from activations; products of weights (Concat, MatMul, Pad) stay weights.
        role = "act" if spec.op in ("Conv", "MaxPool", "AveragePool") or any(
            self.values[i].role_hint == "act" for i in ins) else "weight"
        outs_ids = []
        for k, dims in enumerate(spec.out_dims):
            shapes = tuple(out_shapes[k])
            v = Value(len(self.values), dims, shapes, 0, node=nid, index=k, order=order,
                      role_hint=role)
            v.cls = self._class(dims, shapes, v)
            if self.class_rep[v.cls] is None:
                self.class_rep[v.cls] = v
            self.values.append(v)
            outs_ids.append(v.id)
        self.nodes.append(GNode(nid, spec.op, dict(spec.attrs), ins, tuple(outs_ids), ancestors))
        self._node_index[key] = nid
        if self._journal is not None:
            self._journal.append((self._node_index, key))
        return nid

    def _concretize(self, op: str, attrs: Mapping[str, Any], ins: tuple[int, ...], n_out: int,
                    infer: bool = True):
        """Registry shape inference at every assignment: ([(node, ctx, consts)], shapes per
        output per assignment), or None when the node is ill-formed at some assignment.
        infer=False only builds the evaluation contexts of a node already typed."""
        concrete = []
        out_shapes: list[list[tuple[int, ...]]] = [[] for _ in range(n_out)]
        for a, sizes in enumerate(self.assignments):
            try:
                node, consts = concrete_node(op, attrs, len(ins), sizes)
                if op == "Split":
                    node = node.replace(outputs=tuple(f"y{k}" for k in range(n_out)))
                types: list[TensorType | None] = [
                    _ttype(self.values[i].shapes[a]) for i in ins]
                types += [_ttype(c.shape, "int64") if c is not None else None
                          for c in consts[len(ins):]]
                ctx = InferCtx(node, types, [None] * len(ins) + consts[len(ins):])
                if infer:
                    OPS[op].validate(node)
                    outs = OPS[op].infer(ctx)
            except (VoptError, ValueError, IndexError, KeyError, ZeroDivisionError):
                return None
            if infer:
                if len(outs) != n_out:
                    return None
                for k, t in enumerate(outs):
                    out_shapes[k].append(t.shape)
            concrete.append((node, ctx, consts))
        return concrete, out_shapes

    def concrete_of(self, nid: int) -> list[tuple[Node, InferCtx, list[np.ndarray | None]]]:
        node = self.nodes[nid]
        if not node.concrete:
            typed = self._concretize(node.op, node.attrs, node.inputs, len(node.outputs),
                                     infer=False)
            assert typed is not None, "a node typed once builds again"
            node.concrete = typed[0]
        return node.concrete

    # ---- checkpoints: the last level makes nodes that no later level reads ----------------
    def checkpoint(self) -> None:
        """Remember the universe as it is; rollback() forgets every node made since."""
        self._mark = (len(self.nodes), len(self.values))
        self._journal = []

    def rollback(self) -> None:
        assert self._journal is not None, "rollback without checkpoint"
        for memo, key in self._journal:
            memo.pop(key, None)
        self._journal = None
        del self.nodes[self._mark[0]:]
        del self.values[self._mark[1]:]

    @property
    def mark_values(self) -> int:
        """Values below this id existed at the checkpoint (in every process that has it)."""
        return self._mark[1]

    def signature(self, g: Graph_) -> int:
        """A node set's hash that does not depend on the ids of nodes made since the
        checkpoint (they are described by operator and inputs), so that processes forked at
        the checkpoint agree on it."""
        old = tuple(n for n in g if n < self._mark[0])
        made = frozenset(self._structure(n) for n in g if n >= self._mark[0])
        return hash((old, made))

    def _structure(self, nid: int) -> tuple:
        node = self.nodes[nid]
        ins = tuple(v if v < self._mark[1] else
                    (self._structure(self.values[v].node), self.values[v].index)
                    for v in node.inputs)
        return attrs_key(node.op, node.attrs), ins

    def release(self, nid: int) -> None:
        """Forget a node's concrete contexts (rebuilt by concrete_of when needed again)."""
        self.nodes[nid].concrete = []


_TTYPES: dict[tuple, TensorType] = {}


def _ttype(shape: tuple[int, ...], dtype: str = "float32") -> TensorType:
    key = (shape, dtype)
    t = _TTYPES.get(key)
    if t is None:
        t = _TTYPES[key] = TensorType(shape, dtype)
    return t


def _lin_eval(a: Lin, sizes: Mapping[str, int]) -> int:
    return sum(v * (1 if k == "" else sizes[k]) for k, v in a)


# ---- graphs --------------------------------------------------------------------------------
Graph_ = tuple[int, ...]  # sorted node ids


def node_outputs(u: Universe, g: Graph_) -> list[int]:
    return [o for n in g for o in u.nodes[n].outputs]


def sinks(u: Universe, g: Graph_) -> list[int]:
    consumed = {i for n in g for i in u.nodes[n].inputs}
    return [o for o in node_outputs(u, g) if o not in consumed]


def used_inputs(u: Universe, g: Graph_) -> set[int]:
    return {i for n in g for i in u.nodes[n].inputs if u.values[i].node is None}


def connected(u: Universe, g: Graph_) -> bool:
    """Nodes linked through the values they produce, consume or share (inputs included)."""
    return len(g) <= 1 or len(components(u, g)) == 1


def components(u: Universe, g: Graph_) -> list[tuple[set[int], set[int]]]:
    """Connected parts of g: (node ids, values they read or write), in node order."""
    parent = {n: n for n in g}

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    owner: dict[int, int] = {}
    for n in g:
        node = u.nodes[n]
        for v in node.inputs + node.outputs:
            if v in owner:
                parent[find(n)] = find(owner[v])
            else:
                owner[v] = n
    parts: dict[int, tuple[set[int], set[int]]] = {}
    for n in g:
        nodes, vals = parts.setdefault(find(n), (set(), set()))
        nodes.add(n)
        vals.update(u.nodes[n].inputs + u.nodes[n].outputs)
    return list(parts.values())


def closure(u: Universe, vids: list[int]) -> Graph_:
    out: set[int] = set()
    for v in vids:
        nid = u.values[v].node
        if nid is not None:
            out |= u.nodes[nid].ancestors
    return tuple(sorted(out))


@dataclass
class GraphEvent:
    """A reduced, connected graph with at most max_outputs outputs, ready to fingerprint."""

    level: int
    nodes: Graph_
    outputs: tuple[int, ...]


@dataclass
class IdentityEvent:
    """A new node whose outputs equal existing values: src = the node's closure."""

    level: int
    nodes: Graph_
    outputs: tuple[int, ...]
    twins: tuple[int, ...]


@dataclass
class EnumStats:
    graphs_per_level: dict[int, int] = field(default_factory=dict)
    recorded: int = 0  # connected, reduced graphs with few enough outputs
    attempts: int = 0  # applications tried
    non_reduced: int = 0  # a new value equals an existing one (TASO's duplicated tensors)
    no_fingerprint: int = 0  # no exact evaluation (overflow, or no exact mode for all ops)
    too_many_outputs: int = 0
    disconnected: int = 0
    renamings: int = 0  # not recorded: a renaming of a recorded graph (x1, x3 -> x1, x2)
    identities: int = 0


class Enumerator:
    """Breadth-first enumeration of node sets; `keys.value_key(v)` says when values are equal.

    `keys` must provide value_key(value_id, keep) -> hashable | None (None: no fingerprint);
    keep=False means the value will never be an operand again (its data may be dropped).
    """

    def __init__(self, universe: Universe, variants: list[Variant], keys: Any, max_ops: int,
                 max_outputs: int = 2, symmetry: bool = True) -> None:
        self.u = universe
        self.symmetry = symmetry
        self._pool_slot: dict[int, tuple[str, int]] = {}
        self._prefix_memo: dict[frozenset, bool] = {}
        counts: dict[str, int] = {}
        for t, i in zip(universe.pool, universe.pool_ids):
            self._pool_slot[i] = (t.role, counts.get(t.role, 0))
            counts[t.role] = counts.get(t.role, 0) + 1
        self.variants = variants
        self.keys = keys
        self.max_ops = max_ops
        self.max_outputs = max_outputs
        self.stats = EnumStats()
        self.seen: set[Graph_] = set()  # every node set of the levels below the last
        self.frontier: list[Graph_] = [()]  # the graphs the next level extends
        self._pool_keys: dict[Any, int] | None = None
        self._last_app: tuple[int, tuple[int, ...]] | None = None
        self._unary_ok: dict[tuple[int, int], bool] = {}
        self._binary_ok: dict[tuple[int, int, int, int], bool] = {}
        self.pool_apps = self._pool_apps()
        self.pool_apps_by_input: dict[int, list[tuple[int, tuple[int, ...]]]] = {}
        for app in self.pool_apps:
            for i in set(app[1]):
                self.pool_apps_by_input.setdefault(i, []).append(app)

    # ---- typing by shape class (symbolic check only; the universe does the registry check)
    def _ok1(self, vi: int, v: Value) -> bool:
        key = (vi, v.cls, v.role_hint, v.node is None)
        if key not in self._unary_ok:
            self._unary_ok[key] = self.variants[vi].build([v]) is not None
        return self._unary_ok[key]

    def _ok2(self, vi: int, v0: Value, v1: Value) -> bool:
        key = (vi, v0.cls, v1.cls, v0.role_hint, v1.role_hint)
        if key not in self._binary_ok:
            self._binary_ok[key] = self.variants[vi].build([v0, v1]) is not None
        return self._binary_ok[key]

    def _pool_apps(self) -> list[tuple[int, tuple[int, ...]]]:
        vals = [self.u.values[i] for i in self.u.pool_ids]
        return sorted(self._apps_over(vals, vals))

    def _apps_over(self, new: list[Value], others: list[Value], binary_only: bool = False
                   ) -> set[tuple[int, tuple[int, ...]]]:
        """Applications with one operand in `new` and (binary ones) the other in `others`,
        found through shape classes: only well-typed operand pairs are visited."""
        apps: set[tuple[int, tuple[int, ...]]] = set()
        groups: dict[tuple[int, str], list[Value]] = {}
        for w in others:
            groups.setdefault((w.cls, w.role_hint), []).append(w)
        for vi, var in enumerate(self.variants):
            if var.arity == 1:
                if not binary_only:
                    apps.update((vi, (v.id,)) for v in new if self._ok1(vi, v))
                continue
            for v in new:
                for members in groups.values():
                    rep = members[0]
                    for first in (True, False):
                        if not (self._ok2(vi, v, rep) if first else self._ok2(vi, rep, v)):
                            continue
                        for w in members:
                            if w.id == v.id:
                                continue  # TASO: no operator reads the same tensor twice
                            pair = (v.id, w.id) if first else (w.id, v.id)
                            if var.commutative and pair[0] > pair[1]:
                                pair = (pair[1], pair[0])
                            apps.add((vi, pair))
        return apps

    def _last_apps(self, g: Graph_, g_sinks: list[int], outs: list[int]
                   ) -> set[tuple[int, tuple[int, ...]]]:
        """At the last level only applications that can give a connected graph with at most
        max_outputs outputs are tried."""
        u = self.u
        if not g:
            return set(self.pool_apps)
        comps = components(u, g)
        if len(comps) > 2:
            return set()
        pool_vals = [u.values[i] for i in u.pool_ids]
        out_vals = [u.values[i] for i in outs]
        if len(comps) == 2:  # the new node must read from both parts
            a, b = ([u.values[i] for i in sorted(c)] for _, c in comps)
            return self._apps_over(a, b, binary_only=True)
        if len(g_sinks) + 1 > self.max_outputs:  # the new node must read a sink
            return self._apps_over([u.values[i] for i in g_sinks], pool_vals + out_vals)
        apps = {a for i in used_inputs(u, g) for a in self.pool_apps_by_input.get(i, [])}
        return apps | self._apps_over(out_vals, pool_vals + out_vals)

    def symmetric_prefix(self, g: Graph_) -> bool:
        """The pool inputs used from each role are its first ones (x1, x2 but not x1, x3):
        every graph has a renaming of this form, so recording only these loses no rule."""
        return self._prefix(used_inputs(self.u, g))

    def _prefix(self, inputs: set[int]) -> bool:
        key = frozenset(inputs)
        hit = self._prefix_memo.get(key)
        if hit is None:
            hit = self._prefix_memo[key] = self._prefix_uncached(inputs)
        return hit

    def _prefix_uncached(self, inputs: set[int]) -> bool:
        used: dict[str, set[int]] = {}
        for i in inputs:
            role, k = self._pool_slot[i]
            used.setdefault(role, set()).add(k)
        return all(ks == set(range(len(ks))) for ks in used.values())

    # ---- the search ----------------------------------------------------------------------
    def run(self, progress: Callable[[int, int, int], None] | None = None
            ) -> Iterator[GraphEvent | IdentityEvent]:
        """Yield recorded graphs and identity candidates, level by level.

        progress(level, done, total) is called now and then."""
        yield from self.run_levels(progress)
        seen_last: set[int] = set()
        total_ = len(self.frontier)
        for done, g in enumerate(self.frontier):
            if progress and done % 64 == 0:
                progress(self.max_ops, done, total_)
            info = self._graph_info(g, self.max_ops)
            for new, made, fresh in self._applications(g, info, True):
                if new in self.seen:  # Conv+Relu in one step is Conv, then Relu in two
                    continue
                h = hash(new)
                if h in seen_last:
                    continue
                seen_last.add(h)
                code, event = self._classify(info, self.max_ops, True, new, made, fresh)
                self.count(code)
                if event is not None:
                    yield event
        if progress:
            progress(self.max_ops, total_, total_)
        self.stats.graphs_per_level[self.max_ops] = len(seen_last)

    def run_levels(self, progress: Callable[[int, int, int], None] | None = None
                   ) -> Iterator[GraphEvent | IdentityEvent]:
        """Every level but the last; its graphs are left in self.frontier for the last level,
        which `run` or `last_level_records` (in chunks, possibly on other processes) extends."""
        self.frontier = [()]
        for level in range(1, self.max_ops):
            nxt: list[Graph_] = []
            total_ = len(self.frontier)
            for done, g in enumerate(self.frontier):
                if progress and done % 64 == 0:
                    progress(level, done, total_)
                info = self._graph_info(g, level)
                for new, made, fresh in self._applications(g, info, False):
                    if new in self.seen:
                        continue
                    self.seen.add(new)
                    code, event = self._classify(info, level, False, new, made, fresh)
                    if code not in ("too_many_outputs", "non_reduced", "identity",
                                    "no_fingerprint", "disconnected_early"):
                        nxt.append(new)
                    self.count(code)
                    if event is not None:
                        yield event
            if progress:
                progress(level, total_, total_)
            self.stats.graphs_per_level[level] = len(nxt)
            self.frontier = nxt

    def count(self, code: str, times: int = 1) -> None:
        """Stats for distinct node sets, by what _classify said of them."""
        s = self.stats
        if code in ("non_reduced", "identity"):
            s.non_reduced += times
            s.identities += times * (code == "identity")
        elif code in ("disconnected", "disconnected_early"):
            s.disconnected += times
        elif code in ("too_many_outputs", "no_fingerprint", "renamings", "recorded"):
            setattr(s, code, getattr(s, code) + times)

    @property
    def pool_keys(self) -> dict[Any, int]:
        if self._pool_keys is None:
            self._pool_keys = {}
            for i in self.u.pool_ids:
                key = self.keys.value_key(i, True)
                if key is not None:
                    self._pool_keys[key] = i
        return self._pool_keys

    def _graph_info(self, g: Graph_, level: int) -> tuple:
        u = self.u
        outs = node_outputs(u, g)
        g_keys = dict(self.pool_keys)
        for v in outs:
            k = self.keys.value_key(v, True)
            if k is not None:
                g_keys[k] = v
        return set(g), outs, g_keys, sinks(u, g), self.max_ops - level

    def _applications(self, g: Graph_, info: tuple, last: bool
                      ) -> Iterator[tuple[Graph_, tuple[int, ...], list[int]]]:
        """(node set, nodes made, nodes new to g) for every well-typed application to g."""
        u = self.u
        gset, outs, _, g_sinks, _ = info
        if last:
            apps = self._last_apps(g, g_sinks, outs)
        else:
            apps = set(self.pool_apps)
            if outs:
                out_vals = [u.values[i] for i in outs]
                apps |= self._apps_over(out_vals, [u.values[i] for i in u.pool_ids] + out_vals)
        g_used = used_inputs(u, g) if last and self.symmetry else set()
        g_prefix = self._prefix(g_used)
        for vi, operands in sorted(apps):
            if last and self.symmetry:
                # Last level: a graph that is not in prefix form is never recorded, so neither
                # type it nor fingerprint it (it is a renaming of one that is).
                extra = [i for i in operands if u.values[i].node is None and i not in g_used]
                if not (g_prefix if not extra else self._prefix(g_used.union(extra))):
                    self.stats.renamings += 1
                    continue
            self.stats.attempts += 1
            made = u.apply(self.variants[vi], operands)
            if made is None:
                continue
            fresh = [n for n in made if n not in gset]
            if not fresh:
                continue
            self._last_app = (vi, operands)
            yield tuple(sorted(gset.union(fresh))), made, fresh

    def _classify(self, info: tuple, level: int, last: bool, new: Graph_,
                  made: tuple[int, ...], fresh: list[int]
                  ) -> tuple[str, GraphEvent | IdentityEvent | None]:
        """What a distinct node set is: its stats code, and the event it gives, if any.
        Codes other than too_many_outputs, non_reduced, identity, no_fingerprint and
        disconnected_early leave a set that the next level extends."""
        u = self.u
        _, _, g_keys, g_sinks, remaining = info
        consumed = {i for n in fresh for i in u.nodes[n].inputs}
        new_sinks = [s for s in g_sinks if s not in consumed]
        new_outs = [o for n in fresh for o in u.nodes[n].outputs]
        new_sinks += [o for o in new_outs if o not in consumed]
        if len(new_sinks) - remaining > self.max_outputs:
            return "too_many_outputs", None
        # Reduced? Every new value must differ from every value there already is.
        twins: list[tuple[int, int]] = []
        missing = False
        local = {}
        for o in new_outs:
            k = self.keys.value_key(o, not last)
            if k is None:
                missing = True
                continue
            if k in g_keys:
                twins.append((o, g_keys[k]))
            elif k in local:
                twins.append((o, local[k]))
            else:
                local[k] = o
        if twins:
            if u.nodes[made[-1]].ancestors == frozenset(new) and self.symmetric_prefix(new):
                return "identity", IdentityEvent(level, new, tuple(t[0] for t in twins),
                                                 tuple(t[1] for t in twins))
            return "non_reduced", None
        if missing:
            return "no_fingerprint", None
        n_comps = len(components(u, new))
        if not last and n_comps - 1 > remaining:  # one binary operator joins at most two parts
            return "disconnected_early", None
        if len(new_sinks) > self.max_outputs:
            return "extended", None
        if n_comps > 1:
            return "disconnected", None
        if self.symmetry and not self.symmetric_prefix(new):
            return "renamings", None
        return "recorded", GraphEvent(level, new, tuple(sorted(new_sinks)))

    # ---- the last level in chunks (rules.shards runs them, here or on forked workers) -------
    def last_level_records(self, first: int, stop: int) -> LastLevelChunk:
        """Extend self.frontier[first:stop] by one operator, then forget every node made (the
        universe rolls back), so that the chunk's results hold only universe-independent
        records: each distinct node set as a signature with its stats code, and each event as
        (frontier index, application, output references), which any process holding the same
        frontier rebuilds with `materialize`."""
        u = self.u
        level = self.max_ops
        u.checkpoint()
        before = (self.stats.attempts, self.stats.renamings)
        sigs: list[int] = []
        codes: list[str] = []
        events: dict[int, tuple] = {}
        seen_local: set[int] = set()
        try:
            for gi in range(first, stop):
                g = self.frontier[gi]
                info = self._graph_info(g, level)
                for new, made, fresh in self._applications(g, info, True):
                    if new in self.seen:
                        continue
                    sig = u.signature(new)
                    if sig in seen_local:
                        continue
                    seen_local.add(sig)
                    code, event = self._classify(info, level, True, new, made, fresh)
                    if event is not None:
                        events[len(sigs)] = self._record(gi, made, event)
                    sigs.append(sig)
                    codes.append(code)
        finally:
            self.keys.forget(range(u.mark_values, len(u.values)))
            u.rollback()
        # The counts travel with the chunk (its taker adds them): a chunk run here must not
        # count twice.
        counts = (self.stats.attempts - before[0], self.stats.renamings - before[1])
        self.stats.attempts, self.stats.renamings = before
        return LastLevelChunk(np.array(sigs, dtype=np.int64),
                              np.array([CODES.index(c) for c in codes], dtype=np.uint8),
                              events, *counts)

    def _record(self, gi: int, made: tuple[int, ...], event: GraphEvent | IdentityEvent
                ) -> tuple:
        """An event as ("g" | "i", frontier index, (variant, operands), output refs, twin
        refs, key, digests of the outputs in the key's mode). A ref is a value id of the
        frontier's universe, or -1 - j for the j-th output of the nodes the application made."""
        u = self.u
        made_outs = [o for n in made for o in u.nodes[n].outputs]

        def ref(v: int) -> int:
            return v if v < u.mark_values else -1 - made_outs.index(v)

        outs = tuple(ref(v) for v in event.outputs)
        if isinstance(event, IdentityEvent):
            return ("i", gi, self._last_app, outs, tuple(ref(v) for v in event.twins), None,
                    None)
        key, digs = self.keys.keyed(event.outputs)
        return ("g", gi, self._last_app, outs, (), key, digs)

    def materialize(self, base: Graph_ | int, app: tuple[int, tuple[int, ...]] | None,
                    *refs: tuple[int, ...]) -> tuple[Graph_, tuple[tuple[int, ...], ...]]:
        """Nodes of a recorded graph, and its value refs resolved, rebuilt in this universe."""
        u = self.u
        nodes = self.frontier[base] if isinstance(base, int) else base
        if app is None:
            return nodes, refs
        made = u.apply(self.variants[app[0]], app[1])
        assert made is not None, "a recorded application applies again"
        made_outs = [o for n in made for o in u.nodes[n].outputs]
        vals = tuple(tuple(v if v >= 0 else made_outs[-1 - v] for v in r) for r in refs)
        return tuple(sorted(set(nodes).union(made))), vals


CODES = ("too_many_outputs", "non_reduced", "identity", "no_fingerprint", "disconnected_early",
         "extended", "disconnected", "renamings", "recorded")  # what _classify says


@dataclass
class LastLevelChunk:
    sigs: np.ndarray  # int64: each distinct node set of the chunk, in enumeration order
    codes: np.ndarray  # uint8: its stats code, an index into CODES
    events: dict[int, tuple]  # position in sigs -> event record
    attempts: int
    renamings: int
    seconds: float = 0.0  # filled in by whoever ran the chunk
    fp_seconds: float = 0.0
    evaluations: int = 0


def describe(u: Universe, g: Graph_, outputs: tuple[int, ...] | None = None) -> str:
    """'MatMul(x1, Add(w1, w2))' for each output, for messages and tests."""
    def term(v: int) -> str:
        val = u.values[v]
        if val.node is None:
            return val.name
        node = u.nodes[val.node]
        args = ", ".join(term(i) for i in node.inputs)
        attrs = {k: x for k, x in node.attrs.items() if k not in ("kernel_shape",)}
        extra = "" if not attrs else "{" + ",".join(f"{k}={x}" for k, x in attrs.items()) + "}"
        idx = f"[{val.index}]" if len(node.outputs) > 1 else ""
        return f"{node.op}{extra}{idx}({args})"
    outs = outputs if outputs is not None else tuple(sinks(u, g))
    return " | ".join(term(o) for o in outs)
