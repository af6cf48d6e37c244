"""Turn a rule side into a concrete Graph for given sizes of its symbolic dimensions."""

from __future__ import annotations

import ast
import functools
import operator
from collections.abc import Callable, Mapping
from typing import Any

import numpy as np
import sympy

from verified_opt.ir.graph import Graph, Node, TensorType
from verified_opt.ops.registry import OPS
from verified_opt.rules.format import Dim, Rule, RuleError, RuleGraph
from verified_opt.semantics.constants import CONSTANT_OPS, constant_value

# Rule attributes that opset 18 passes as (constant) inputs: op -> [(attribute, input slot)].
ATTR_INPUTS: dict[str, list[tuple[str, int]]] = {
    "Split": [("split", 1)],
    "Reshape": [("shape", 1)],
    "Pad": [("pads", 1), ("value", 2), ("axes", 3)],
    "Slice": [("starts", 1), ("ends", 2), ("axes", 3), ("steps", 4)],
    "Squeeze": [("axes", 1)],
    "Unsqueeze": [("axes", 1)],
    "ReduceSum": [("axes", 1)],
    "ReduceMean": [("axes", 1)],
}


def eval_dim(d: Any, sizes: Mapping[str, int]) -> int:
    """An integer, a symbol name, or an expression over symbols ('m+n', '2*k')."""
    if isinstance(d, (int, np.integer)) and not isinstance(d, bool):
        return int(d)
    if isinstance(d, str):
        if d in sizes:
            return int(sizes[d])
        fast = _arith(d)
        if fast is not None:
            try:
                return fast(sizes)
            except KeyError:
                raise RuleError(f"cannot evaluate dimension {d!r} with sizes {dict(sizes)}"
                                ) from None
        try:
            expr = _parse_dim(d, tuple(sorted(sizes)))
            value = expr.subs({sympy.Symbol(k): v for k, v in sizes.items()})
            if value.is_integer:
                return int(value)
        except (sympy.SympifyError, TypeError):
            pass
    raise RuleError(f"cannot evaluate dimension {d!r} with sizes {dict(sizes)}")


_ARITH_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul}


@functools.lru_cache(maxsize=4096)
def _arith(text: str) -> Callable[[Mapping[str, int]], int] | None:
    """Sums, differences and products of names and integers, evaluated without sympy (whose
    subs took half of a search on VGG-19: the matcher evaluates dims for every candidate);
    None for anything else (sympy then decides)."""
    try:
        tree = ast.parse(text, mode="eval").body
    except SyntaxError:
        return None

    def build(e):
        if isinstance(e, ast.Constant) and type(e.value) is int:
            return lambda s, v=e.value: v
        if isinstance(e, ast.Name):
            return lambda s, k=e.id: int(s[k])
        if isinstance(e, ast.BinOp) and type(e.op) in _ARITH_OPS:
            f, a, b = _ARITH_OPS[type(e.op)], build(e.left), build(e.right)
            if a is None or b is None:
                return None
            return lambda s: f(a(s), b(s))
        return None

    return build(tree)


@functools.lru_cache(maxsize=4096)
def _parse_dim(text: str, names: tuple[str, ...]) -> sympy.Expr:
    # parsed once per expression: the matcher evaluates the same few for every candidate match
    return sympy.sympify(text, locals={s: sympy.Symbol(s) for s in names})


def constant_params(attrs: Mapping[str, Any], sizes: Mapping[str, Any]) -> dict[str, Any]:
    """A constant's parameters besides its shape, with symbols replaced by their values."""
    out = {}
    for key, v in attrs.items():
        if key != "shape":
            out[key] = (sizes[v] if isinstance(v, str) and v in sizes
                        else eval_dim(v, sizes) if isinstance(v, str) else v)
    return out


def input_types(rule: Rule, sizes: Mapping[str, int]) -> dict[str, TensorType]:
    return {k: TensorType(tuple(eval_dim(d, sizes) for d in dims)) for k, dims in
            rule.inputs.items()}


def side_graph(rule: Rule, side: RuleGraph, sizes: Mapping[str, int], tag: str,
               const_dtype: type = np.float32) -> Graph:
    """One side of a rule as a typed Graph (raises ShapeError/AttributeError_ if ill-formed).
    const_dtype: of the constants a side states (float64 for testing in float64)."""
    nodes: list[Node] = []
    inits: dict[str, np.ndarray] = {}
    for k, n in enumerate(side.nodes):
        if n.op in CONSTANT_OPS:  # an initializer in the graph, not a node
            shape = tuple(eval_dim(d, sizes) for d in n.attrs["shape"])
            try:
                inits[n.outputs[0]] = constant_value(n.op, shape, constant_params(n.attrs, sizes),
                                                     const_dtype)
            except ValueError as e:
                raise RuleError(f"{n.op} of shape {list(shape)}: {e}") from None
            continue
        attrs = dict(n.attrs)
        inputs = list(n.inputs)
        for attr, slot in ATTR_INPUTS.get(n.op, []):
            if attr not in attrs:
                continue
            raw = attrs.pop(attr)
            if attr == "value":
                arr = np.asarray(raw, dtype=np.float32).reshape(1)
            else:
                arr = np.asarray([eval_dim(v, sizes) for v in raw], dtype=np.int64)
            name = f"{tag}_{k}_{attr}"
            inits[name] = arr
            while len(inputs) < slot:
                inputs.append("")
            if len(inputs) == slot:
                inputs.append(name)
            else:
                inputs[slot] = name
        for key in ("perm", "kernel_shape", "pads", "strides", "dilations", "output_shape",
                    "output_padding"):
            if key in attrs and isinstance(attrs[key], list):
                attrs[key] = [eval_dim(v, sizes) for v in attrs[key]]
        for key in ("axis", "group"):
            if key in attrs and isinstance(attrs[key], str):
                attrs[key] = eval_dim(attrs[key], sizes)
        spec = OPS[n.op].attrs
        for key, v in attrs.items():  # scalar attributes named by symbols (LRN's size, alpha)
            if isinstance(v, str) and key in spec and spec[key][0] in ("int", "float"):
                attrs[key] = (float(sizes[v]) if spec[key][0] == "float" and v in sizes
                              else eval_dim(v, sizes))
        nodes.append(Node(n.op, tuple(inputs), n.outputs, attrs, f"{tag}{k}_{n.op}"))
    graph = Graph(nodes, input_types(rule, sizes), list(side.outputs), inits, name=tag)
    graph.toposort()
    graph.infer_types()
    return graph


def rule_graphs(rule: Rule, sizes: Mapping[str, int]) -> tuple[Graph, Graph]:
    return side_graph(rule, rule.src, sizes, "src"), side_graph(rule, rule.dst, sizes, "dst")


def dim_symbols(dims: tuple[Dim, ...]) -> list[str]:
    return [d for d in dims if isinstance(d, str)]
