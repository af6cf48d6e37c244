"""Seeded random inputs and per-output comparison (max abs / rel difference, pass or fail)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from verified_opt.ir.graph import Graph

# Float32 tolerances for whole networks: relative to the output's magnitude, since errors of
# summation order grow with depth and with the size of the values.
RTOL = {"float32": 1e-3, "float64": 1e-9, "float16": 2e-2}
ATOL = {"float32": 1e-5, "float64": 1e-12, "float16": 1e-3}


# Operators whose output holds values of their first input, moved or copied (a divisor that is
# an input moved by these is still that input's values).
_MOVES = {"Identity", "Reshape", "Flatten", "Squeeze", "Unsqueeze", "Transpose", "Expand",
          "Tile", "Slice", "Gather", "GatherElements", "Concat", "Split", "Cast", "Abs"}


def divisor_inputs(graph: Graph) -> set[str]:
    """Graph inputs whose values reach the divisor of an integer Div or Mod through operators
    that only move values: drawn without 0, since ONNX Runtime refuses integer division by zero
    (a check that draws one fails the run instead of checking it)."""
    producers = graph.producers()
    todo = [n.inputs[1] for n in graph.nodes
            if n.op in ("Div", "Mod") and len(n.inputs) > 1 and n.inputs[1]]
    seen: set[str] = set()
    while todo:
        value = todo.pop()
        if value in seen:
            continue
        seen.add(value)
        node = producers.get(value)
        if node is not None and node.op in _MOVES:
            todo.extend(v for v in (node.inputs if node.op == "Concat" else node.inputs[:1]) if v)
    return {v for v in seen if v in graph.inputs
            and np.dtype(graph.inputs[v].dtype).kind in "iu"}


def random_feeds(graph: Graph, seed: int = 0) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    divisors = divisor_inputs(graph)
    feeds = {}
    for name, t in graph.inputs.items():
        kind = np.dtype(t.dtype).kind
        if kind == "f":
            feeds[name] = rng.standard_normal(t.shape).astype(t.dtype)
        elif kind == "b":
            feeds[name] = rng.integers(0, 2, t.shape).astype(bool)
        else:
            low = 1 if name in divisors else 0
            feeds[name] = rng.integers(low, low + 4, t.shape).astype(t.dtype)
    return feeds


@dataclass(frozen=True)
class OutputDiff:
    name: str
    shape: tuple[int, ...]
    max_abs: float
    max_rel: float
    scale: float  # max |reference|
    tolerance: float  # allowed max_abs
    ok: bool
    index: tuple[int, ...] | None  # where the largest difference is
    # set where the difference was accepted as the original's own rounding (end_to_end.py)
    note: str | None = None


def compare(reference: Mapping[str, np.ndarray], other: Mapping[str, np.ndarray],
            rtol: float | None = None, atol: float | None = None) -> list[OutputDiff]:
    diffs = []
    for name, ref in reference.items():
        got = np.asarray(other[name])
        ref = np.asarray(ref)
        dtype = ref.dtype.name
        r = RTOL.get(dtype, 0.0) if rtol is None else rtol
        a = ATOL.get(dtype, 0.0) if atol is None else atol
        if ref.shape != got.shape:
            diffs.append(OutputDiff(name, ref.shape, float("inf"), float("inf"), 0.0, 0.0, False,
                                    None))
            continue
        if ref.size == 0:
            diffs.append(OutputDiff(name, ref.shape, 0.0, 0.0, 0.0, a, True, None))
            continue
        rf, gf = ref.astype(np.float64), got.astype(np.float64)
        err = np.abs(rf - gf)
        err = np.where(np.isnan(rf) & np.isnan(gf), 0.0, err)
        err = np.where(np.isnan(err), np.inf, err)
        scale = float(np.max(np.abs(np.where(np.isfinite(rf), rf, 0.0))))
        rel = err / (np.abs(rf) + max(scale, 1e-30) * 1e-3)
        tol = a + r * scale
        worst = np.unravel_index(int(np.argmax(err)), err.shape)
        max_abs = float(err[worst])
        diffs.append(OutputDiff(name, ref.shape, max_abs, float(np.max(rel)), scale, tol,
                                max_abs <= tol, tuple(int(i) for i in worst)))
    return diffs
