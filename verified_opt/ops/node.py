"""A node and the types of its values: what every operator facet reads and returns.

They sit in ops/, below ir/: the operators' facets are written over them, and ir's Graph (whose
typing runs the facets) is built of them.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np


def _dtype_name(dtype: Any) -> str:
    """np.dtype(dtype).name, remembered per spelling: types are made by the hundred thousand
    (shape inference of every rewrite a search tries), and NumPy's name lookup is not free."""
    try:
        return _DTYPE_NAMES[dtype]
    except (KeyError, TypeError):  # TypeError: an unhashable spelling, looked up each time
        name = np.dtype(dtype).name
    if isinstance(dtype, str):
        _DTYPE_NAMES[dtype] = name
    return name


_DTYPE_NAMES: dict[str, str] = {}


def onnx_dtype(name: str) -> str:
    """A dtype as users read it: NumPy's name, but "string" for the objects that hold strings."""
    return "string" if name == "object" else name


@dataclass(frozen=True)
class TensorType:
    """A static shape and a NumPy dtype name ('float32', 'int64' ...)."""

    shape: tuple[int, ...]
    dtype: str = "float32"

    def __post_init__(self) -> None:
        object.__setattr__(self, "shape", tuple(int(d) for d in self.shape))
        object.__setattr__(self, "dtype", _dtype_name(self.dtype))

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> int:
        return int(np.prod(self.shape, dtype=np.int64))

    def __str__(self) -> str:
        return f"{self.dtype}[{','.join(map(str, self.shape))}]"


@dataclass(frozen=True)
class Node:
    """One operator application. Empty-string inputs are ONNX's omitted optional inputs."""

    op: str
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]
    attrs: Mapping[str, Any] = field(default_factory=dict)
    name: str = ""
    domain: str = ""
    # Provenance (rule name, certificate id) for nodes created by rewrites; exported as metadata.
    meta: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "inputs", tuple(self.inputs))
        object.__setattr__(self, "outputs", tuple(self.outputs))

    def attr(self, key: str, default: Any = None) -> Any:
        return self.attrs.get(key, default)

    @functools.cached_property
    def reads(self) -> tuple[str, ...]:
        """The values the node reads: its inputs, and the outer values its subgraphs (If,
        Loop, Scan) read by name, which the inputs do not show. A rewrite that removed one
        such value, or a sort that put its producer after the node, made a model ORT refuses."""
        graphs = [v for v in self.attrs.values() if hasattr(v, "type")]
        if not graphs:  # most nodes: no import of onnx's AttributeProto to learn that
            return self.inputs
        outer = _outer_reads(graphs)
        extra = tuple(n for n in outer if n not in self.inputs)
        return self.inputs + extra if extra else self.inputs

    @functools.cached_property
    def inner_names(self) -> tuple[str, ...]:
        """The names its subgraphs (If, Loop, Scan bodies) define: a new value or node must not
        take one (ONNX's names are unique across nested scopes)."""
        attrs = [v for v in self.attrs.values() if hasattr(v, "type")]
        return _inner_names(attrs) if attrs else ()

    def replace(self, **changes: Any) -> Node:
        return dataclasses.replace(self, **changes)


def subgraphs(attrs: list) -> list:
    """The GraphProtos of the GRAPH / GRAPHS attributes among `attrs` (If's branches, Loop's and
    Scan's bodies), in order; other attributes have none."""
    from onnx import AttributeProto

    out = []
    for a in attrs:
        if getattr(a, "type", None) == AttributeProto.GRAPH:
            out.append(a.g)
        elif getattr(a, "type", None) == AttributeProto.GRAPHS:
            out.extend(a.graphs)
    return out


def _inner_names(attrs: list) -> tuple[str, ...]:
    """Names the GRAPH / GRAPHS attributes among `attrs` define, nested ones included."""
    out: list[str] = []
    for g in subgraphs(attrs):
        out += [vi.name for vi in g.input] + [t.name for t in g.initializer]
        for n in g.node:
            out += [o for o in n.output if o] + ([n.name] if n.name else [])
            out += _inner_names(list(n.attribute))
    return tuple(out)


def _outer_reads(attrs: list) -> tuple[str, ...]:
    """Names the GRAPH / GRAPHS attributes among `attrs` (AttributeProtos) read from outside
    themselves, in order of first use."""
    out: dict[str, None] = {}
    for g in subgraphs(attrs):
        out.update(dict.fromkeys(graph_outer_reads(g)))
    return tuple(out)


def defined_names(g: Any) -> set[str]:
    """The names the GraphProto g defines at its own level: inputs, initializers (sparse ones
    too) and its nodes' outputs."""
    return ({vi.name for vi in g.input} | {t.name for t in g.initializer}
            | {t.values.name for t in g.sparse_initializer}
            | {o for n in g.node for o in n.output if o})


def graph_outer_reads(g: Any) -> tuple[str, ...]:
    """Names the GraphProto g (nested subgraphs included) reads from outside itself, in order
    of first use."""
    out: dict[str, None] = {}
    defined = {vi.name for vi in g.input} | {t.name for t in g.initializer} | {
        t.values.name for t in g.sparse_initializer}
    for n in g.node:
        for name in list(n.input) + list(_outer_reads(list(n.attribute))):
            if name and name not in defined:
                out[name] = None
        defined.update(n.output)
    for o in g.output:
        if o.name not in defined:
            out[o.name] = None
    return tuple(out)
