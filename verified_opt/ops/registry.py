"""The operator table: one OpSpec per modelled operator, holding every fact about it.

An OpSpec is filled by the module of its family (ops/elementwise.py, ops/conv.py ...), which
registers, for each of its operators, the attribute schema with defaults, the input counts, and
the facets, each a plain function:

- infer(ctx) -> [TensorType]: shape inference (and attribute checks ONNX Runtime makes);
- kernel(ar, ctx, inputs) -> [ndarray]: the reference semantics, in the arithmetic `ar`
  (semantics/arith.py: float as ONNX Runtime computes it, exact int64, or modulo a prime; which
  of the exact ones hold follows from `exactness`);
- encode(enc, node, ins) -> [(term, shape)]: the rule node as Z3 terms over the vocabulary
  (enc is verify/encode.py's SideEncoder: symbols, typing facts, attribute readers);
- symbols: the vocabulary the encoding writes, Z3 function symbols each with the ONNX node it
  means (Z3Symbol; axioms/vocab.py declares them and the constants beside them);
- boxes(graph, node, ins, outs) -> [Poly | None]: box propagation for PET (ops/grid.py's
  algebra), from the data inputs' Polys (None for a constant or omitted input) and the outputs'
  types;
- restrict(r, node, name, box) -> value name | None: PET's correction kernels, the node's output
  `name` on `box` only, re-emitted on the parts of its inputs the box needs (r is
  partial/restrict.py's Restrictor); None, or no facet: the output is computed whole and sliced;
- macs(graph, node) -> int: the node's multiply-adds, which PET's mutants may not grow by much;
- lower, gpu: empty slots, where the tensor-algebra lowering of derivations (EinNet) and the GPU
  instantiation (cuBLAS/cuDNN call or kernel) of the operator will go.

Beside the facets, plain facts that the layers above read from the table instead of keeping
lists of their own: which shape-like inputs a rule states as attributes (rule_attrs), which float
inputs are parameters the exact arithmetics do not lift (parameter_inputs), what ONNX Runtime's
graph passes make of the operator (ort: the cost model prices fused chains by it), what the
rule matcher must know to compare two nodes (commutative, inert_attrs, spatial_defaults), and
whether it multiplies two of its inputs (bilinear: PET's box propagation and degree bound).

A facet that is None means the operator has none: the encoder refuses it (EncodeError), PET does
not certify through it. An operator not in OPS at all is *opaque*: it passes through the
optimizer untouched, its output types come from ONNX shape inference, and no rewrite matches it.
Adding an operator is one module (or a few lines in its family's) plus its tests, and its rows in
the tables of tests/ops/test_facets.py.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from verified_opt.errors import AttributeError_, ShapeError
from verified_opt.ops.node import Node, TensorType

# Exactness classes, used by the exact-integer semantics and by the PET/rule machinery.
LINEAR = "linear"  # data movement or linear in one input (Transpose, Concat, Add, AveragePool ...)
MULTILINEAR = "multilinear"  # linear in each input separately (MatMul, Conv, Mul ...)
ORDER = "order"  # exact on integers but not modulo a prime (Relu, MaxPool)
INEXACT = "inexact"  # no exact integer semantics (Sigmoid, Softmax, Erf ...)

ATTR_KINDS = ("int", "ints", "float", "floats", "string", "strings", "tensor")

# What ONNX Runtime's CPU graph passes make of an operator (OpSpec.ort).
ORT_FREE = "free"  # no kernel work left: removed (Identity, Dropout) or folded (Constant, Shape)
ORT_HEAD = "head"  # element-wise work after it fuses into its kernel (Conv + Add + Relu ...)
ORT_TAIL = "tail"  # fuses into the head before it
ORT_ROLES = (ORT_FREE, ORT_HEAD, ORT_TAIL)


@dataclass(frozen=True)
class InferCtx:
    """What shape inference of one node may look at: its input types and known constants."""

    node: Node
    types: Sequence[TensorType | None]
    consts: Sequence[np.ndarray | None]

    def attr(self, key: str) -> Any:
        spec = OPS[self.node.op]
        return self.node.attrs.get(key, spec.attrs[key][1])

    def const(self, index: int, what: str) -> np.ndarray | None:
        """The constant value of input `index`, None if the input is omitted."""
        if index >= len(self.node.inputs) or not self.node.inputs[index]:
            return None
        value = self.consts[index]
        if value is None:
            raise NonConstantInput(f"{self.where()}: {what} (input {index}) must be a constant")
        return value

    def required_const(self, index: int, what: str) -> np.ndarray:
        """The constant value of input `index`, which the operator needs: an empty name in its
        place (validate counts only the trailing ones) is a ShapeError."""
        value = self.const(index, what)
        if value is None:
            raise ShapeError(f"{self.where()}: {what} (input {index}) is missing")
        return value

    def type(self, index: int) -> TensorType:
        t = self.types[index]
        if t is None:
            raise ShapeError(f"{self.where()}: input {index} has no known type")
        return t

    def has(self, index: int) -> bool:
        return index < len(self.node.inputs) and bool(self.node.inputs[index])

    def where(self) -> str:
        return f"{self.node.op} '{self.node.name or self.node.outputs[0]}'"

    def fail(self, msg: str) -> AttributeError_:
        return AttributeError_(f"{self.where()}: {msg}")


class NonConstantInput(ShapeError):
    """A shape-like input is computed at run time; the node is then treated as opaque."""


InferFn = Callable[[InferCtx], list[TensorType]]
# (op, attrs, constant inputs appended after the tensors): the node a symbol means.
NodeSpec = tuple[str, dict, list[np.ndarray]]

# The highest rank the vocabulary has Transpose, Reshape, Pad and constants for: the dilated
# Winograd rule puts tiles and phases in place with a 6-D Transpose.
MAX_RANK = 6


@dataclass(frozen=True)
class Z3Symbol:
    """A function symbol of the verifier's vocabulary: its leading arguments are Ints, then
    Reals (the operator's attributes), then tensors; `build(ints, reals)` is the ONNX node it
    means, which is what makes axioms testable against the reference semantics."""

    name: str
    n_int: int
    n_real: int
    n_tensor: int
    doc: str
    build: Callable[[list[int], list[float]], NodeSpec]
    # element-wise on equal shapes only (add, not addb): what the encoder writes it for
    same_shapes: bool = False
    # element-wise (with or without broadcasting): the same on a 0-d tensor as at shape [1]
    elementwise: bool = False
    # the tensor arguments (0 = the first) that are bool (Where's condition): testing draws
    # booleans for a variable there
    bool_args: tuple[int, ...] = ()


def fixed_node(op: str, attrs: Mapping[str, Any] | None = None
               ) -> Callable[[list[int], list[float]], NodeSpec]:
    """The build of a symbol that has no parameters: always `op` with `attrs`."""
    return lambda ints, reals: (op, dict(attrs or {}), [])


def int64s(values: Sequence[int]) -> np.ndarray:
    """A constant input of a symbol's node (Reshape's shape, Slice's starts ...)."""
    return np.asarray(list(values), dtype=np.int64)
# The other facets' signatures are in the module docstring; their argument types live in layers
# above ops (the encoder, the arithmetics' users), so they are not spelled out here.
Facet = Callable[..., Any]


@dataclass(frozen=True)
class OpSpec:
    name: str
    infer: InferFn
    exactness: str
    attrs: Mapping[str, tuple[str, Any]] = field(default_factory=dict)
    min_inputs: int = 1
    max_inputs: int = 1
    # Inputs that carry shape-like parameters (must be constants): index -> meaning.
    const_inputs: Mapping[int, str] = field(default_factory=dict)
    # Of those, the ones a rule (rules/format.py) states as attributes, as older opsets did:
    # index -> the attribute's name in a rule.
    rule_attrs: Mapping[int, str] = field(default_factory=dict)
    # Of those, the float ones that parameterize the operator instead of entering its arithmetic
    # (Dropout's ratio): the exact arithmetics take them as they are (0.5 has no integer form).
    parameter_inputs: frozenset[int] = frozenset()
    ort: frozenset[str] = frozenset()  # of ORT_ROLES
    # Its two operands may be swapped: the matcher and the generator's pruning try both orders.
    # (Max and Min commute too; no rule can state them: they have no encoding.)
    commutative: bool = False
    # Attributes that never change the result once the inputs' shapes are known (momentum:
    # training only; Conv's kernel_shape: the weight's shape): the matcher does not compare them.
    inert_attrs: frozenset[str] = frozenset()
    # Attributes whose default depends on the number n of spatial axes: name -> (value, values
    # per axis), the default being [value] * (per_axis * n) (strides: (1, 1), pads: (0, 2)).
    spatial_defaults: Mapping[str, tuple[Any, int]] = field(default_factory=dict)
    # Its output is a product of its first two data inputs, plus the others (Conv's bias, Gemm's
    # C): PET needs both factors, and the output's degree is theirs added.
    bilinear: bool = False
    kernel: Facet | None = None
    encode: Facet | None = None
    boxes: Facet | None = None
    restrict: Facet | None = None
    macs: Facet | None = None
    symbols: tuple[Z3Symbol, ...] = ()
    # Slots for the derivation lowering (operator -> tensor-algebra expression) and the GPU
    # instantiation (operator -> library call or kernel); no operator fills them yet.
    lower: Facet | None = None
    gpu: Facet | None = None

    def validate(self, node: Node) -> None:
        n_in = len(node.inputs)
        while n_in and not node.inputs[n_in - 1]:
            n_in -= 1
        where = f"{node.op} '{node.name or (node.outputs[0] if node.outputs else '?')}'"
        if n_in < self.min_inputs or (self.max_inputs >= 0 and n_in > self.max_inputs):
            hi = "any" if self.max_inputs < 0 else str(self.max_inputs)
            raise AttributeError_(f"{where}: takes {self.min_inputs}..{hi} inputs, got {n_in}")
        for key, value in node.attrs.items():
            if key not in self.attrs:
                raise AttributeError_(f"{where}: unknown attribute '{key}'")
            kind = self.attrs[key][0]
            if not attr_has_kind(value, kind):
                raise AttributeError_(f"{where}: attribute '{key}' must be {kind}, "
                                      f"got {short_value(value)}")
            if key in FLAG_ATTRS and value not in (0, 1):
                # ONNX defines only 0 and 1; runtimes read other values inconsistently (ORT:
                # keepdims=3 keeps, noop_with_empty_axes=7 reduces, storage_order=5 fails).
                raise AttributeError_(f"{where}: attribute '{key}' must be 0 or 1, "
                                      f"got {short_value(value)}")


# Integer attributes that are booleans in every operator that has them.
FLAG_ATTRS = frozenset({"keepdims", "noop_with_empty_axes", "ceil_mode", "count_include_pad",
                        "storage_order", "transA", "transB", "allowzero", "training_mode"})


def short_value(value: Any) -> str:
    """A one-line, bounded description of an attribute value for error messages."""
    if isinstance(value, np.ndarray):
        return f"a {value.dtype.name} tensor of shape {list(value.shape)}"
    if type(value).__name__ == "AttributeProto":  # graphs, sparse tensors ... kept as protos
        return "a graph/sparse/type attribute"
    text = " ".join(repr(value).split())
    return text if len(text) <= 80 else text[:77] + "..."


def attr_has_kind(value: Any, kind: str) -> bool:
    if kind == "int":
        return isinstance(value, (int, np.integer)) and not isinstance(value, bool)
    if kind == "float":
        return isinstance(value, (int, float, np.floating, np.integer))
    if kind == "string":
        return isinstance(value, str)
    if kind == "ints":
        return isinstance(value, (list, tuple)) and all(attr_has_kind(v, "int") for v in value)
    if kind == "floats":
        return isinstance(value, (list, tuple)) and all(attr_has_kind(v, "float") for v in value)
    if kind == "strings":
        return isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value)
    if kind == "tensor":
        return isinstance(value, np.ndarray)
    return False


OPS: dict[str, OpSpec] = {}


def register(
    name: str,
    exactness: str,
    *,
    infer: InferFn,
    kernel: Facet | None = None,
    encode: Facet | None = None,
    boxes: Facet | None = None,
    restrict: Facet | None = None,
    macs: Facet | None = None,
    attrs: Mapping[str, tuple[str, Any]] | None = None,
    inputs: tuple[int, int] = (1, 1),
    const_inputs: Mapping[int, str] | None = None,
    rule_attrs: Mapping[int, str] | None = None,
    parameter_inputs: Collection[int] = (),
    ort: Collection[str] = (),
    commutative: bool = False,
    inert_attrs: Collection[str] = (),
    spatial_defaults: Mapping[str, tuple[Any, int]] | None = None,
    symbols: Sequence[Z3Symbol] = (),
    bilinear: bool = False,
) -> OpSpec:
    """Enter one operator in OPS (each family module calls this for each of its operators)."""
    for k, (kind, _) in (attrs or {}).items():
        assert kind in ATTR_KINDS, (name, k, kind)
    assert name not in OPS, f"{name} registered twice"
    # a rule states these inputs as attributes; most are shape-like constant inputs, Clip's
    # bounds are scalars a model may also compute (then no rule matches)
    assert all(0 < k < (inputs[1] if inputs[1] >= 0 else 1 << 30)
               for k in (rule_attrs or {})), (name, rule_attrs)
    assert set(parameter_inputs) <= set(const_inputs or {}), (name, parameter_inputs)
    assert set(ort) <= set(ORT_ROLES), (name, ort)
    for k in (*inert_attrs, *(spatial_defaults or {})):
        assert k in (attrs or {}), (name, k)
    spec = OpSpec(name, infer, exactness, dict(attrs or {}), inputs[0], inputs[1],
                  dict(const_inputs or {}), rule_attrs=dict(rule_attrs or {}),
                  parameter_inputs=frozenset(parameter_inputs), ort=frozenset(ort),
                  commutative=commutative, inert_attrs=frozenset(inert_attrs),
                  spatial_defaults=dict(spatial_defaults or {}), kernel=kernel, encode=encode,
                  boxes=boxes, restrict=restrict, macs=macs, symbols=tuple(symbols),
                  bilinear=bilinear)
    OPS[name] = spec
    return spec


def is_modelled(node: Node) -> bool:
    return node.domain in ("", "ai.onnx") and node.op in OPS


# Importing the family modules fills OPS.
from verified_opt.ops import (  # noqa: F401
    activation,
    cast,
    constant,
    conv,
    elementwise,
    logic,
    matmul,
    norm,
    pool,
    reduce,
    reshape,
    resize,
    select,
    slicing,
)
