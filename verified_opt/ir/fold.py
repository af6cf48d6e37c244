"""Constant folding: what a node computes from constant inputs, and the graph with such nodes
replaced by initializers.

Type inference propagates small constants with it (a Reshape's target made by Shape -> Gather
-> Concat is known once `--shape` fixes the inputs); `fold_constants` rewrites a graph with it:
the search after every rewrite (the Concat of two conv kernels a merge rule creates), PET's
programs, and the weights that ConstantOfShape fills make (`ir/weights.py`).

A modelled node is evaluated by its reference kernel, which conformance tests tie to ONNX
Runtime; a node outside the registry by ONNX Runtime (ir/evaluate.py), and only where its value
has the type inference gave it, never by a guess. A Shape's value is its input's static shape.
Every run's end-to-end check covers the result.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

import numpy as np
import onnx

from verified_opt.ir.evaluate import eval_node, ort_values
from verified_opt.ir.graph import Graph
from verified_opt.ops.node import Node, TensorType
from verified_opt.ops.registry import InferCtx, is_modelled
from verified_opt.semantics.arith import FloatArith

# Constants up to this many elements are propagated during type inference (shape-like values
# are small), and an opaque node folds only up to it: a large constant computation such as the
# Cast of a weight is ONNX Runtime's to fold.
FOLD_LIMIT = 4096
FOLD_MAX_ELEMENTS = 1 << 26  # 256 MB of float32: never blow up memory to fold

# Operators whose result is not a function of their inputs: never evaluated ahead of time.
NONDETERMINISTIC = frozenset({"RandomNormal", "RandomUniform", "RandomNormalLike",
                              "RandomUniformLike", "Multinomial", "Bernoulli"})
# Operators on constants that a backend must see as they are: ONNX Runtime fuses
# DequantizeLinear -> Conv -> QuantizeLinear into one integer kernel.
BACKEND_PATTERNS = frozenset({"QuantizeLinear", "DequantizeLinear", "DynamicQuantizeLinear"})


def evaluable_opaque(node: Node) -> bool:
    """Whether an operator outside the registry may be evaluated once its inputs are known:
    an ONNX operator (ONNX Runtime runs those), deterministic, without a
    subgraph (a subgraph reads outer values that the node's inputs do not show)."""
    return (node.domain in ("", "ai.onnx") and node.op not in NONDETERMINISTIC
            and not any(isinstance(v, onnx.AttributeProto) and v.type in (
                onnx.AttributeProto.GRAPH, onnx.AttributeProto.GRAPHS)
                for v in node.attrs.values()))


def shape_value(node: Node, input_type: TensorType) -> np.ndarray:
    """A Shape node's value, from its input's type (its input's value need not be known)."""
    return eval_node(node, [None], InferCtx(node, [input_type], [None]))[0]


def opaque_values(node: Node, args: Sequence[np.ndarray | None],
                  types: Mapping[str, TensorType | None]) -> list[np.ndarray | None] | None:
    """An opaque node's values on the constant inputs `args` by ONNX Runtime (ir/evaluate.py), or
    None: an operator it may not evaluate (evaluable_opaque), an output without a type in
    `types` or larger than FOLD_LIMIT, a failure, or a value that is not of its output's type."""
    outs = [o for o in node.outputs if o]
    if not evaluable_opaque(node) or any(
            (t := types.get(o)) is None or t.size > FOLD_LIMIT for o in outs):
        return None
    try:
        values = [np.asarray(v) for v in eval_node(node, args)]
    except Exception:  # noqa: BLE001  (ORT and the reference evaluator raise anything): not folded
        return None
    for o, v in zip(node.outputs, values):
        if o and TensorType(v.shape, v.dtype.name) != types[o]:
            return None
    return [v if o else None for o, v in zip(node.outputs, values)]


def node_values(node: Node, args: Sequence[np.ndarray | None],
                types: Mapping[str, TensorType | None], ctx: InferCtx | None = None
                ) -> list[np.ndarray | None] | None:
    """What `node` computes from the constant inputs `args`: a modelled node's values by its
    kernel (`ctx`: its inference context, when the caller has one), a Shape's from its input's
    type in `types`, an opaque node's by `opaque_values` (None where it gives none). An
    overflow is no warning: it is seen where it matters (leaves_range)."""
    if not is_modelled(node):
        return opaque_values(node, args, types)
    if node.op == "Shape":
        input_type = types[node.inputs[0]]
        assert input_type is not None  # typed before the Shape is: the graph is sorted
        return [shape_value(node, input_type)]
    with np.errstate(all="ignore"):
        return list(eval_node(node, args, ctx))


class FoldMemo:
    """Folded values by node and input arrays, for one search: every candidate that merges the
    same two weights folds the same Concat, and concatenating BERT's projection weights again
    per candidate was the largest single cost of its search. Keys hold the input arrays
    themselves, so an id is never reused while its entry lives; initializers are never
    modified in place (graphs share them), so equal objects mean equal values."""

    def __init__(self, max_bytes: int = 1 << 30) -> None:
        self.values: dict[tuple, tuple[list, list]] = {}
        self.bytes = 0
        self.max_bytes = max_bytes

    def get(self, node, args):
        key = self._key(node, args)
        hit = self.values.get(key)
        return None if hit is None else hit[1]

    def put(self, node, args, values) -> None:
        size = sum(np.asarray(v).nbytes for v in values)
        if self.bytes + size <= self.max_bytes:
            self.values[self._key(node, args)] = (list(args), list(values))
            self.bytes += size

    @staticmethod
    def _key(node, args) -> tuple:
        attrs = repr(sorted((k, repr(v)) for k, v in node.attrs.items()))
        return (node.op, node.domain, attrs, tuple(id(a) for a in args))


def fold_constants(graph: Graph, memo: FoldMemo | None = None, *,
                   ops: Collection[str] | None = None,
                   max_elements: int | None = FOLD_MAX_ELEMENTS,
                   out_of_range: list[str] | None = None,
                   unchecked: list[str] | None = None,
                   left: list[str] | None = None) -> int:
    """Replace by initializers the nodes whose inputs are all constants, and Shape nodes (every
    shape is static here: the written model declares them); returns the count. `ops`: only
    nodes of these operators; `max_elements`: no modelled node with a larger output (None: no
    bound). A node that makes a graph output stays; initializers no node reads any more go.

    Without the Shape fold a rewritten Reshape whose shape comes from a Shape node is priced
    alone with a zero shape input, which ONNX Runtime rejects, and the candidate is lost. A node
    outside the registry folds too (exporters compute shapes with Gather, Cast, Range, Equal,
    Where, Expand), by ONNX Runtime and only where its result is what the type
    inference gave (`opaque_values`), so the written model does not keep the shape arithmetic.
    A backend pattern (QDQ) stays as it is. Arithmetic on float constants whose result float32
    cannot hold (`leaves_range`), or on constants holding an inf or a NaN, stays too, its name
    appended to `out_of_range`: a rewrite whose target computes such a constant is not one the
    float contract measured (rules/apply.apply_folded refuses it). A node computing arithmetic
    from constants that is left to run unevaluated (too large, or no value to be had) is
    appended to `unchecked`: nothing checked its range either. Every node whose inputs are all
    constants and that stays, for whatever reason, is appended to `left`.
    """
    folded = 0
    keep = []
    given = _Given(graph)
    with np.errstate(all="ignore"):  # an overflow is found by leaves_range, not warned about
        for node in graph.nodes:
            done = _fold_node(graph, node, memo, ops, max_elements, out_of_range, unchecked,
                              given)
            if done:
                folded += 1
            else:
                keep.append(node)
                if done is False and left is not None:
                    left.append(node.name)
    if folded:
        graph.nodes = keep
        graph.drop_unused_initializers()
    return folded


# Operators whose result jumps where their float input crosses a threshold: an ulp between
# our kernel and ONNX Runtime's upstream (Tanh, Exp, a reduction's order) can flip it.
DISCRETE = frozenset({"Equal", "Greater", "Less", "GreaterOrEqual", "LessOrEqual", "Floor",
                      "Ceil", "Round", "Sign", "ArgMax", "ArgMin", "Cast"})


class _Given:
    """The graph as fold_constants found it (it assigns graph.nodes only after its loop, and
    only adds initializers): its producers, which a discrete node's value is computed from
    again by ONNX Runtime where a float it reads is itself computed. Built on first use: the
    search folds every candidate."""

    def __init__(self, graph: Graph) -> None:
        self.graph = graph
        self._producers: dict[str, Node] | None = None

    @property
    def producers(self) -> dict[str, Node]:
        if self._producers is None:
            self._producers = self.graph.producers()
        return self._producers

    def needs_ort(self, node: Node) -> bool:
        if node.op not in DISCRETE or node.domain not in ("", "ai.onnx"):
            return False
        types = self.graph.types
        if node.op == "Cast" and np.dtype(types[node.outputs[0]].dtype).kind in "fc":
            return False  # float to float: no jump
        return any(i in self.producers and np.dtype(types[i].dtype).kind in "fc"
                   for i in node.inputs if i)


def _fold_node(graph: Graph, node: Node, memo: FoldMemo | None, ops: Collection[str] | None,
               max_elements: int | None, out_of_range: list[str] | None,
               unchecked: list[str] | None = None, given: _Given | None = None) -> bool | None:
    """Fold one node into initializers where fold_constants may; whether it did (None: its
    inputs are not all constants)."""
    ins = [i for i in node.inputs if i]
    constant = ((ins and all(i in graph.initializers for i in ins))
                or node.op in ("Constant", "Shape"))
    if not constant:
        return None
    if not ((ops is None or node.op in ops)
            and not any(o in graph.outputs for o in node.outputs)):
        return False
    if node.op == "Gather" and any((t := graph.types.get(o)) is not None and t.dtype == "object"
                                   for o in node.outputs):
        # ONNX Runtime 1.31's Gather of strings along axis 0 of a matrix copies only the first
        # element of each row ([[a, b], [c, d]] by [1, 0]: [[c, ''], [a, '']]): folded, the
        # model would compute what the spec says, not what it computed in ORT
        return False
    args = [graph.initializers.get(i) if i else None for i in node.inputs]
    values = None
    if graph.is_modelled(node):
        values = _modelled_values(graph, node, memo, max_elements)
    elif not is_modelled(node) and node.op not in BACKEND_PATTERNS:
        values = node_values(node, args, graph.types)
        if values is not None:
            values = [_owned(v, v.dtype, args) if v is not None else None for v in values]
    if values is None:
        if unchecked is not None and node.op not in MOVES_DATA:
            unchecked.append(node.name)
        return False
    if given is not None and given.needs_ort(node):
        # Greater(Tanh(0.3), t), t ONNX Runtime's own Tanh(0.3): our Tanh is an ulp off, and
        # the comparison's value is what decides; ORT's is what the model computes
        computed = ort_values(graph, [o for o in node.outputs if o], given.producers)
        if computed is None:
            return False
        values = [computed[o] if o else None for o in node.outputs]
    if node.op not in MOVES_DATA:
        # An inf or NaN among the constants leaves nothing to tell an overflow from (the node
        # is named, as one out of range); a -0.0 does not hide the values beside it (a red-team
        # review: one -0.0 in a weight switched the check off).
        if _non_finite(args) or leaves_range(node, args, values):
            if out_of_range is not None:
                out_of_range.append(node.name)
            return False
        if _special(args) or _special(values):
            return False  # -0.0 in or out: ORT's sign of zero decides, at run time
    for out, value in zip(node.outputs, values):
        if out:
            graph.initializers[out] = value
    return True


# Operators that copy values without arithmetic: their folded values are ORT's bit for bit,
# special values included.
MOVES_DATA = frozenset({"Reshape", "Transpose", "Concat", "Slice", "Split", "Squeeze",
                        "Unsqueeze", "Flatten", "Identity", "Gather", "Expand", "Tile",
                        "Constant", "Shape"})


# The smallest normal float32 magnitude: below it a value has lost precision (subnormal) or
# become 0.
TINY = float(np.finfo(np.float32).tiny)


def leaves_range(node: Node, args: Sequence[np.ndarray | None],
                 values: Sequence[np.ndarray | None]) -> bool:
    """Whether arithmetic on finite float constants `args` made float values float32 cannot
    hold: an inf or NaN (overflow, x / 0), a subnormal, or a 0 where the same node computed
    in float64 gives a nonzero value below TINY (underflow: 1e-25 * 1e-25). The float
    contract's cases never meet such a constant: `x * a * b` as `x * (a * b)` at a = b = 1e-25
    gives NaN at x = inf where the source gives inf, and 0 at x = 1e30 where it gives 1e-20. A
    0 that cancellation makes (a - a) is in range; where the float64 evaluation fails, a 0 is
    taken for an underflow (fail closed)."""
    outs = [np.asarray(v) for v in values if v is not None]
    floats = [v for v in outs if v.dtype.kind == "f" and v.size]
    if not floats:
        return False
    if any(_not_normal(v) for v in floats):
        return True
    if not any(bool(np.any(v == 0)) for v in floats):
        return False
    if not is_modelled(node):
        return False  # ORT folds it as it would run it; nothing here to compare with
    wide_args: list[np.ndarray | None] = [
        np.asarray(a, np.float64) if a is not None and np.asarray(a).dtype.kind == "f" else a
        for a in args]
    try:
        wide = eval_node(node, wide_args, ar=FloatArith("float64"))
    except Exception:  # noqa: BLE001 - a kernel that cannot compute in float64: fail closed
        return True
    for got, w in zip(values, wide):
        if got is None or np.asarray(got).dtype.kind != "f":
            continue
        if np.shape(w) != np.shape(got) or _underflowed(got, w):
            return True
    return False


def outside_float32(got: np.ndarray, exact: np.ndarray) -> bool:
    """Whether float32 values `got` cannot hold what their float64 counterpart `exact` does, as
    leaves_range judges a fold: an inf or NaN, a subnormal, or a 0 where `exact` is nonzero
    below TINY."""
    return _not_normal(got) or _underflowed(got, exact)


def _not_normal(v) -> bool:
    """Whether float values hold an inf, a NaN or a subnormal."""
    v = np.asarray(v)
    if not np.isfinite(v).all():
        return True
    mag = np.abs(v)
    return bool(np.any((mag > 0) & (mag < TINY)))


def _underflowed(got, exact) -> bool:
    """Whether a float32 value is 0 where its float64 counterpart is nonzero below TINY."""
    wide = np.abs(np.asarray(exact, np.float64))
    return bool(np.any((np.asarray(got) == 0) & (wide > 0) & (wide < TINY)))


def _non_finite(arrays) -> bool:
    """Whether a float array among these holds an inf or a NaN."""
    return any(a is not None and np.asarray(a).dtype.kind == "f" and np.asarray(a).size
               and not np.isfinite(np.asarray(a)).all() for a in arrays)


def _special(arrays) -> bool:
    """Whether a float array among these holds NaN, +-inf or -0.0: where reference kernels and
    ONNX Runtime part ways (Relu(-0.0), Max(+0.0, -0.0), Pow(-inf, 0.5), a NaN Clip bound), so
    a fold there could write another value than the model computes; such nodes are left to
    run."""
    for a in arrays:
        if a is None:
            continue
        a = np.asarray(a)
        if a.dtype.kind == "f" and a.size and (
                not np.isfinite(a).all() or bool(np.any((a == 0) & np.signbit(a)))):
            return True
    return False


def _modelled_values(graph: Graph, node: Node, memo: FoldMemo | None,
                     max_elements: int | None) -> list | None:
    """A modelled node's values by its kernel, or None where they would be too large."""
    if max_elements is not None and not all(
            graph.types[o].size <= max_elements for o in node.outputs if o):
        return None
    args = [graph.initializers.get(i) if i else None for i in node.inputs]
    if node.op == "Shape":  # from the input's type: its value may not be known
        return node_values(node, args, graph.types)
    values = memo.get(node, args) if memo is not None else None
    if values is None:
        computed = node_values(node, args, graph.types)
        assert computed is not None  # a modelled node always has its kernel's values
        values = [_owned(v, graph.types[o].dtype, args) if o else None
                  for o, v in zip(node.outputs, computed)]
        if memo is not None:
            memo.put(node, args, values)
    return values


def _owned(value, dtype, args) -> np.ndarray:
    """`value` as an array of `dtype` that shares no memory with the inputs (a Reshape's
    result may be a view of its weight), copied only when it must be: the search folds every
    candidate, and copying merged weights twice was a fifth of its time on BERT."""
    arr = np.asarray(value)  # keeps 0-d scalars 0-d (ascontiguousarray would not)
    if arr.dtype != dtype:
        return arr.astype(dtype)
    if any(a is not None and np.may_share_memory(arr, a) for a in args):
        return arr.copy()
    return arr
