"""Turn a rule side into a concrete Graph for given sizes of its symbolic dimensions."""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Mapping
from typing import Any

import numpy as np

from verified_opt.errors import AttributeError_, VoptError, one_line
from verified_opt.ir.graph import Graph, Node, TensorType
from verified_opt.ops.registry import OPS
from verified_opt.rules.format import (
    ATTR_INPUTS,
    FLOAT_LIST_ATTR_INPUTS,
    Dim,
    Rule,
    RuleError,
    RuleGraph,
    is_float_attr_input,
)
from verified_opt.semantics.constants import CONSTANT_OPS, constant_value
from verified_opt.size_expr import SizeError, parse_size

# The most elements a value of a rule may have where instance_problem finds a side well-formed
# (the smallest sizes testing tries): literal sizes or attributes past it are not testable.
MAX_ELEMENTS = 1 << 22


def eval_dim(d: Any, sizes: Mapping[str, int]) -> int:
    """An integer, a symbol name, or a size expression over symbols ('m+n', '2*k')."""
    if isinstance(d, str):
        if d in sizes:
            return int(sizes[d])
        try:
            return parse_size(d).evaluate(sizes)
        except SizeError:
            pass
    elif isinstance(d, (int, np.integer)) and not isinstance(d, bool):
        return int(d)
    raise RuleError(f"cannot evaluate dimension {d!r} with sizes {dict(sizes)}")


def constant_params(attrs: Mapping[str, Any], sizes: Mapping[str, Any]) -> dict[str, Any]:
    """A constant's parameters besides its shape, with symbols replaced by their values."""
    out = {}
    for key, v in attrs.items():
        if key != "shape":
            out[key] = (sizes[v] if isinstance(v, str) and v in sizes
                        else eval_dim(v, sizes) if isinstance(v, str) else v)
    return out


def input_types(rule: Rule, sizes: Mapping[str, int], dtype: str = "float32"
                ) -> dict[str, TensorType]:
    """The inputs' types: `dtype`, or the one the rule names (a bool condition)."""
    return {k: TensorType(tuple(eval_dim(d, sizes) for d in dims), rule.dtypes.get(k, dtype))
            for k, dims in rule.inputs.items()}


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
            arr: np.ndarray
            if is_float_attr_input(n.op, attr):
                # a number or a real symbol; Clip takes its bounds as scalars, Pad a 1-element
                # value (both are what exporters write)
                raw = sizes[raw] if isinstance(raw, str) else raw
                arr = np.asarray(raw, dtype=const_dtype).reshape(() if n.op == "Clip" else 1)
            else:
                dtype = np.float32 if attr in FLOAT_LIST_ATTR_INPUTS.get(n.op, ()) else np.int64
                arr = np.asarray([eval_dim(v, sizes) for v in raw], dtype=dtype)
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
    # the inputs have the constants' type: operators that compare types (Max, Clip) see one
    graph = Graph(nodes, input_types(rule, sizes, np.dtype(const_dtype).name), list(side.outputs),
                  inits, name=tag)
    graph.toposort()
    graph.infer_types()
    return graph


def rule_graphs(rule: Rule, sizes: Mapping[str, int]) -> tuple[Graph, Graph]:
    return side_graph(rule, rule.src, sizes, "src"), side_graph(rule, rule.dst, sizes, "dst")


def dim_symbols(dims: tuple[Dim, ...]) -> list[str]:
    return [d for d in dims if isinstance(d, str)]


# ---- the sizes random testing tries (verify.testing), here so that loading can try them ----
def size_candidates(symbols: list[str], rng: np.random.Generator, count: int):
    """Small sizes first, distinct values early (equal sizes hide transposition bugs)."""
    if not symbols:
        yield {}
        return
    seen = set()
    base = [2, 3, 4, 5, 6, 7, 1]
    fixed = [tuple(base[(k + j) % len(base)] for k in range(len(symbols))) for j in range(3)]
    combos = list(itertools.product([1, 2, 3], repeat=min(len(symbols), 3)))
    for values in fixed + [tuple(c) + (2,) * (len(symbols) - len(c)) for c in combos]:
        if values not in seen:
            seen.add(values)
            yield dict(zip(symbols, values))
    for _ in range(count * 40):  # bounded: one or two symbols have few distinct sizes
        if len(seen) >= count * 4:
            break
        values = tuple(int(v) for v in rng.integers(1, 7, len(symbols)))
        if values not in seen:
            seen.add(values)
            yield dict(zip(symbols, values))


def with_zeros(candidates, zero: list[str]):
    """The candidates, each followed by its copy with the symbols that may be 0 (pads) at 0:
    the matcher binds them there, so the tests go there too."""
    seen = set()
    for sizes in candidates:
        for c in (sizes, {**sizes, **{s: 0 for s in zero if s in sizes}}):
            key = tuple(sorted(c.items()))
            if key not in seen:
                seen.add(key)
                yield c


def testing_sizes(symbols: list[str], rng: np.random.Generator, count: int, zero: list[str]):
    """The sizes random testing instantiates a rule at (and load-time checks try)."""
    return with_zeros(size_candidates(symbols, rng, count), zero)


def instance_problem(rule: Rule) -> str | None:
    """What makes a side of `rule` ill-formed wherever testing would instantiate it, when the
    fault is an attribute's (AttributeError_: a perm that is not one, repeated axes, two -1
    in a Reshape, an axis past the rank ...), or a value too large to test; None when each
    side is well-formed at some of those sizes, or fails there only because shapes do not fit
    (sizes are the matcher's business). The registry's shape inference decides: the checks a
    model's nodes get. Run when rules are loaded, so that a malformed rule is reported with
    its file and name instead of reaching the prover, the tests or the matcher."""
    zero = [s for s, lo in rule.floors.items() if lo == 0]
    candidates = list(testing_sizes(rule.symbols, np.random.default_rng(0), 6, zero))
    for tag, side in (("src", rule.src), ("dst", rule.dst)):
        first: tuple[dict, AttributeError_] | None = None
        misfit: VoptError | None = None  # the first shapes that did not fit
        for sizes in candidates:
            try:
                graph = side_graph(rule, side, sizes, tag)
            except AttributeError_ as e:
                first = first or (sizes, e)
                continue
            except VoptError as e:
                misfit = misfit or e
                continue  # shapes that do not fit at these sizes
            except Exception as e:  # noqa: BLE001 - what the checks before missed: malformed
                return (f"{tag}: cannot be instantiated at {_sizes(sizes)} "
                        f"({type(e).__name__}: {one_line(e, 160)})")
            problem = _graph_problem(tag, side, graph, sizes)
            if problem:
                return problem
            break
        else:
            if first is None and misfit is not None and not rule.symbols:
                # no size to choose: shapes that do not fit never will (A [2, 3] times B [4, 5])
                return _where(tag, one_line(misfit, 200))
            if first is None:
                continue
            sizes, err = first
            at = f" (at every size tried, e.g. {_sizes(sizes)})" if sizes else ""
            return f"{_where(tag, str(err))}{at}"
    return None


def _graph_problem(tag: str, side: RuleGraph, graph: Graph, sizes: Mapping[str, int]
                   ) -> str | None:
    for k, n in enumerate(side.nodes):
        missing = [o for o in n.outputs if o not in graph.types]
        if missing and n.op not in CONSTANT_OPS:
            given = len(n.outputs) - len(missing)
            return (f"{tag} node {k} ({n.op}) lists {len(n.outputs)} outputs; the operator "
                    f"gives {given}")
    for name, t in graph.types.items():
        size = math.prod(t.shape)
        if size > MAX_ELEMENTS:
            return (f"{tag}: value {name!r} has {size} elements at {_sizes(sizes)} (more than "
                    f"{MAX_ELEMENTS}): literal sizes and attributes must keep a rule testable")
    return None


def _where(tag: str, message: str) -> str:
    """"Transpose 'src0_Transpose': ..." (side_graph names nodes so) as "src node 0
    (Transpose): ..."."""
    m = re.match(rf"^(\w+) '{tag}(\d+)_\w+': ", message)
    return f"{tag} node {m.group(2)} ({m.group(1)}): {message[m.end():]}" if m else \
        f"{tag}: {message}"


def _sizes(sizes: Mapping[str, int]) -> str:
    return ", ".join(f"{k}={v}" for k, v in sizes.items()) or "its literal sizes"
