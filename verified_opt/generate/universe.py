"""The universe of hash-consed values and nodes over one input pool, each node typed
symbolically and, with the registry's shape inference, at every size assignment."""

from __future__ import annotations

import bisect
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from verified_opt.errors import VoptError
from verified_opt.generate.dims import ASSIGNMENTS, Dim, dims_of, lin_eval, lin_opaque, total
from verified_opt.generate.variants import PoolTensor, Spec, Variant
from verified_opt.ir.graph import Node, TensorType
from verified_opt.ops.registry import OPS, ORDER, InferCtx
from verified_opt.rules.instantiate import ATTR_INPUTS, eval_dim

Graph_ = tuple[int, ...]  # sorted node ids


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
    akey: str = ""  # attrs_key(op, attrs)


def attrs_key(op: str, attrs: Mapping[str, Any]) -> str:
    if not attrs:
        return op + "{}"
    text = repr(attrs)  # a variant's attributes: ints, strings and lists of them
    key = _ATTRS_KEYS.get((op, text))
    if key is None:
        if len(_ATTRS_KEYS) >= 1 << 16:
            _ATTRS_KEYS.clear()
        key = _ATTRS_KEYS[(op, text)] = op + json.dumps(attrs, sort_keys=True,
                                                        separators=(",", ":"))
    return key


# (op, repr of its attributes) -> attrs_key: json.dumps with sorted keys was a tenth of the
# last level's time; a repr fixes the value (and its insertion order, which the key ignores)
_ATTRS_KEYS: dict[tuple[str, str], str] = {}


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
        # Per typing key (operator, attributes, input classes): whether a spec's symbolic out
        # dims agree with the typing's shapes, and the concrete evaluation contexts. Both
        # depend on nothing else, and the last level asks for them for every node it makes.
        self._agree: dict[tuple, bool] = {}
        self._concrete: dict[tuple, list] = {}
        self._structures: dict[int, tuple] = {}  # signature's, of nodes since the checkpoint
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
        agree = self._agree.get((tkey, spec.out_dims))
        if agree is None:
            agree = self._agree[(tkey, spec.out_dims)] = self._shapes_agree(spec.out_dims,
                                                                             out_shapes)
        if not agree:
            return None  # symbolic and concrete shapes disagree: do not trust it
        nid = len(self.nodes)
        order = OPS[spec.op].exactness == ORDER or any(self.values[i].order for i in ins)
        producers = [self.values[i].node for i in ins]
        ancestors = frozenset([nid]).union(*[self.nodes[p].ancestors
                                             for p in producers if p is not None])
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
        self.nodes.append(GNode(nid, spec.op, dict(spec.attrs), ins, tuple(outs_ids), ancestors,
                                akey=key[0]))
        self._node_index[key] = nid
        if self._journal is not None:
            self._journal.append((self._node_index, key))
        return nid

    def _shapes_agree(self, out_dims, out_shapes) -> bool:
        """The symbolic output dims give the registry's concrete shapes at every assignment
        (a dim with an opaque atom agrees with any size)."""
        for k, dims in enumerate(out_dims):
            for a, sizes in enumerate(self.assignments):
                shape = out_shapes[k][a]
                if len(shape) != len(dims) or min(shape, default=1) < 1:
                    return False
                for d, s in zip(dims, shape):
                    tot = total(d)
                    if not lin_opaque(tot) and lin_eval(tot, sizes) != s:
                        return False
        return True

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
            key = (node.akey, tuple(self.values[i].cls for i in node.inputs), len(node.outputs))
            hit = self._concrete.get(key)
            if hit is None:
                typed = self._concretize(node.op, node.attrs, node.inputs, len(node.outputs),
                                         infer=False)
                assert typed is not None, "a node typed once builds again"
                hit = self._concrete[key] = typed[0]
            node.concrete = hit
        return node.concrete

    # ---- checkpoints: the last level makes nodes that no later level reads ----------------
    def checkpoint(self) -> None:
        """Remember the universe as it is; rollback() forgets every node made since."""
        self._mark = (len(self.nodes), len(self.values))
        self._journal = []
        self._structures.clear()  # made under the mark before

    def rollback(self) -> None:
        assert self._journal is not None, "rollback without checkpoint"
        for memo, key in self._journal:
            memo.pop(key, None)
        self._journal = None
        del self.nodes[self._mark[0]:]
        del self.values[self._mark[1]:]
        self._structures.clear()  # the ids of the nodes forgotten are made again

    @property
    def mark_values(self) -> int:
        """Values below this id existed at the checkpoint (in every process that has it)."""
        return self._mark[1]

    def signature(self, g: Graph_) -> int:
        """A node set's hash that does not depend on the ids of nodes made since the
        checkpoint (they are described by operator and inputs), so that processes forked at
        the checkpoint agree on it."""
        if not isinstance(g, tuple):  # a node set as a set (ancestors): sorted, as a Graph_ is
            g = tuple(sorted(g))
        k = bisect.bisect_left(g, self._mark[0])
        return hash((g[:k], frozenset(self._structure(n) for n in g[k:])))

    def _structure(self, nid: int) -> tuple:
        hit = self._structures.get(nid)
        if hit is None:
            node = self.nodes[nid]
            hit = self._structures[nid] = (
                node.akey, tuple(self._input_structure(v) for v in node.inputs))
        return hit

    def _input_structure(self, v: int) -> int | tuple:
        """An input of a node made since the checkpoint: its id if it existed then, else its
        producer's structure and output index."""
        if v < self._mark[1]:
            return v
        producer = self.values[v].node
        assert producer is not None  # pool inputs exist before any checkpoint
        return self._structure(producer), self.values[v].index

    def release(self, nid: int) -> None:
        """Forget a node's concrete contexts (concrete_of takes them from the cache again)."""
        self.nodes[nid].concrete = []


_TTYPES: dict[tuple, TensorType] = {}


def _ttype(shape: tuple[int, ...], dtype: str = "float32") -> TensorType:
    key = (shape, dtype)
    t = _TTYPES.get(key)
    if t is None:
        t = _TTYPES[key] = TensorType(shape, dtype)
    return t
