"""Seeded random inputs and per-output comparison (max abs / rel difference, pass or fail)."""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import numpy as np

from verified_opt.errors import ShapeError
from verified_opt.ir.fold import MOVES_DATA
from verified_opt.ir.graph import Graph
from verified_opt.ops.node import onnx_dtype

# Float32 tolerances for whole networks: relative to the output's magnitude, since errors of
# summation order grow with depth and with the size of the values.
RTOL = {"float32": 1e-3, "float64": 1e-9, "float16": 2e-2}
ATOL = {"float32": 1e-5, "float64": 1e-12, "float16": 1e-3}


def computing_dtypes(graph: Graph) -> set[str]:
    """The float dtypes the graph's float outputs are computed in: theirs and those of every
    value they are computed from (a float16 value that only feeds an integer output, an
    ArgMax of a float16 copy, is not among them)."""
    floats = [o for o in graph.outputs if o in graph.types and graph.types[o].dtype in RTOL]
    names = set(floats)
    for n in graph.ancestors(floats):
        names.update(v for v in (*n.inputs, *n.outputs) if v)
    return {graph.types[v].dtype for v in names if v in graph.types} & set(RTOL)


def working_tolerances(graph: Graph) -> tuple[dict[str, float], dict[str, float]]:
    """RTOL and ATOL for the graph's outputs, per dtype: each float dtype's own, but no tighter
    than those of the least precise float its float outputs are computed in (a float16 model
    with float32 inputs and outputs rounds as float16 does); integer outputs exact."""
    least = max(computing_dtypes(graph), key=RTOL.__getitem__, default=None)
    if least is None:
        return dict(RTOL), dict(ATOL)
    return ({d: max(r, RTOL[least]) for d, r in RTOL.items()},
            {d: max(a, ATOL[least]) for d, a in ATOL.items()})


# Operators whose output holds values of their first input (Concat: of every input): those
# that move data (ir/fold.py's, less Shape, whose values are its input's shape), and for the
# non-negative integers drawn here, Cast and Abs. A divisor or an index that is an input
# passed through these is still that input's values.
_MOVES = (MOVES_DATA - {"Shape", "Constant"}) | {"GatherElements", "Cast", "Abs"}
_WORDS = np.asarray(["monday", "Monday", "MONDAY", "tuesday", "", "a b", "Hello, World!",
                     "naïve café", "42"], dtype=object)
_DRAWN = 4  # integer inputs are drawn from 4 values: 0..3 unless their uses say otherwise


def integer_ranges(graph: Graph) -> dict[str, tuple[int, int]]:
    """[low, high) to draw each integer graph input from, where its uses ask for one: the
    divisor of an integer Div or Mod without 0, the indices of a Gather or GatherElements
    within the axis they index (a BERT's token_type_ids index a table of 2 rows), followed back
    through operators that only move values. ONNX Runtime refuses integer division by zero
    and an index out of range, so a check that drew one failed the run (exit 2) on a model ORT
    runs. A Slice's steps are drawn without 0, a CumSum's axis within the rank, the indices of
    a GatherND, a ScatterND, a ScatterElements or a OneHot (of a constant depth) within what
    they index. A position into a sequence (SequenceAt, SequenceErase, SequenceInsert) is drawn
    within the sequence, where its length is known (_sequence_lengths). Other integer inputs:
    0..3. The tail's nodes count too (sequences are never typed, so they are in it)."""
    nodes = graph.all_nodes()
    producers = {o: n for n in nodes for o in n.outputs if o}
    todo: list[tuple[str, int, int | None]] = []  # (value, low, high or None)
    lengths = _sequence_lengths(graph, nodes)
    for n in nodes:
        if n.domain not in ("", "ai.onnx"):
            continue
        at = {"SequenceAt": 1, "SequenceErase": 1, "SequenceInsert": 2}.get(n.op)
        if at is not None and len(n.inputs) > at and n.inputs[at]:
            size = lengths.get(n.inputs[0])
            if size is not None:  # Insert may put it after the last: one more position
                size += n.op == "SequenceInsert"
                if size:
                    todo.append((n.inputs[at], 0, size))
        elif n.op == "Slice" and len(n.inputs) > 4 and n.inputs[4]:  # a step of 0 is refused
            todo.append((n.inputs[4], 1, None))
        elif n.op == "CumSum" and len(n.inputs) > 1 and n.inputs[1]:
            data = graph.types.get(n.inputs[0])
            if data is not None and data.rank:
                todo.append((n.inputs[1], 0, data.rank))  # the axis: within the rank
        elif n.op == "ScatterElements" and len(n.inputs) > 1 and n.inputs[1]:
            data = graph.types.get(n.inputs[0])
            if data is not None and data.rank:
                todo.append((n.inputs[1], 0, data.shape[int(n.attr("axis", 0)) % data.rank]))
        elif n.op == "OneHot" and len(n.inputs) > 1 and n.inputs[1] in graph.initializers:
            depth = np.asarray(graph.initializers[n.inputs[1]]).reshape(-1)
            if depth.size == 1 and int(depth[0]) >= 1:  # indices: within the depth
                todo.append((n.inputs[0], 0, int(depth[0])))
        elif n.op in ("GatherND", "ScatterND") and len(n.inputs) > 1 and n.inputs[1]:
            data, idx = graph.types.get(n.inputs[0]), graph.types.get(n.inputs[1])
            b = int(n.attr("batch_dims", 0))
            if data is not None and idx is not None and idx.rank and idx.shape[-1] >= 1:
                dims = data.shape[b:b + idx.shape[-1]]
                if dims:  # each index tuple: within every axis it indexes
                    todo.append((n.inputs[1], 0, min(dims)))
        elif n.op == "SplitToSequence" and len(n.inputs) > 1 and n.inputs[1]:
            todo.append((n.inputs[1], 1, None))  # a chunk size of 0 is refused (a scalar split)
        elif n.op in ("Div", "Mod") and len(n.inputs) > 1 and n.inputs[1]:
            todo.append((n.inputs[1], 1, None))
        elif n.op in ("Gather", "GatherElements") and len(n.inputs) > 1 and n.inputs[1]:
            data = graph.types.get(n.inputs[0])
            if data is not None and data.rank:
                axis = int(n.attr("axis", 0)) % data.rank
                todo.append((n.inputs[1], 0, data.shape[axis]))
    bounds: dict[str, tuple[int, int | None]] = {}
    seen: set[tuple[str, int, int | None]] = set()
    while todo:
        item = todo.pop()
        if item in seen:
            continue
        seen.add(item)
        value, low, high = item
        if value in graph.inputs:
            lo, hi = bounds.get(value, (0, None))
            bounds[value] = (max(lo, low),
                             high if hi is None else hi if high is None else min(hi, high))
        node = producers.get(value)
        if node is not None and node.op in _MOVES:
            todo.extend((v, low, high) for v in
                        (node.inputs if node.op == "Concat" else node.inputs[:1]) if v)
    out = {}
    for name, (low, high) in bounds.items():
        if np.dtype(graph.inputs[name].dtype).kind not in "iu":
            continue
        top = low + _DRAWN if high is None else min(low + _DRAWN, high)
        out[name] = (low, max(top, low + 1))  # an empty range (a divisor indexing 1 row): low
    return out


def integer_partitions(graph: Graph) -> dict[str, int]:
    """Integer inputs that are the `split` sizes of a Split or SplitToSequence whose dim they
    must add up to (onnx's test_sequence_model8): input -> that dim. They are drawn as a random
    composition of it (random_feeds); drawn value by value, they never added up."""
    out: dict[str, int] = {}
    for n in graph.all_nodes():
        if (n.op not in ("Split", "SplitToSequence") or n.domain not in ("", "ai.onnx")
                or len(n.inputs) < 2 or n.inputs[1] not in graph.inputs):
            continue
        t, split = graph.types.get(n.inputs[0]), graph.inputs[n.inputs[1]]
        if t is None or not t.rank or split.rank != 1:
            continue
        out[n.inputs[1]] = t.shape[int(n.attr("axis", 0)) % t.rank]
    return out


def shape_values(graph: Graph) -> dict[str, np.ndarray]:
    """Integer inputs that are a shape where any value but a few is refused: Expand's shape,
    Reshape's, Tile's repeats, ConstantOfShape's input, the axes of a Slice, an Unsqueeze or a
    reduction (distinct, within the rank: 0, 1, ...) (onnx's test_expand_shape_model1-4;
    drawn as 0..3 they were an invalid shape, and ONNX Runtime's refusal ended the run). Each
    consumer proposes values (the one its declared output asks for where it is known, the
    output's type or the file's declaration of a graph output, then one that is always valid:
    ones to expand or tile by, the input's own shape to reshape to) and says which values it
    takes; an input read by several gets the first proposal all of them take, and none where
    there is none (drawn as before: ONNX Runtime's refusal names it). The check then draws the
    other inputs."""
    proposals: dict[str, list[list[int]]] = {}
    checks: dict[str, list[Callable[[list[int]], bool]]] = {}
    declared = _declared_shapes(graph)
    for n in graph.all_nodes():
        at = {"Expand": 1, "Reshape": 1, "Tile": 1, "ConstantOfShape": 0, "Slice": 3,
              "Unsqueeze": 1, "Squeeze": 1, "Resize": 3}.get(
                  n.op, 1 if n.op.startswith("Reduce") else None)
        if (at is None or n.domain not in ("", "ai.onnx") or len(n.inputs) <= at
                or n.inputs[at] not in graph.inputs):
            continue
        name = n.inputs[at]
        spec = graph.inputs[name]
        if spec.rank != 1 or np.dtype(spec.dtype).kind not in "iu":
            continue
        rule = _shape_rule(n, spec.shape[0], graph.types.get(n.inputs[0]) if at else None,
                           declared.get(n.outputs[0]))
        proposals.setdefault(name, []).extend(rule[0])
        checks.setdefault(name, []).append(rule[1])
    out: dict[str, np.ndarray] = {}
    for name, values in proposals.items():
        for value in values:
            if all(ok(value) for ok in checks[name]):
                out[name] = np.asarray(value, dtype=graph.inputs[name].dtype)
                break
    return out


def _shape_rule(n, k: int, data, want: tuple[int, ...] | None
                ) -> tuple[list[list[int]], Callable[[list[int]], bool]]:
    """What one consumer of a shape-valued input of length k proposes, and which values it
    takes (data: the type of the node's first input, if it has one and it is known)."""
    if n.op == "Expand":
        props = [[1] * k]
        if data is not None and want is not None and len(want) >= k:
            tail = list(want[len(want) - k:])
            if _broadcast(data.shape, tail) == tuple(want):
                props.insert(0, tail)
        return props, lambda v: (data is None or _broadcast(data.shape, v) is not None) and (
            min(v, default=1) >= 0)
    if n.op == "Reshape":
        if data is None:
            return [], lambda v: False
        size = data.size
        props = [list(data.shape)] if k == data.rank else []
        if want is not None and len(want) == k and math.prod(want) == size:
            props.insert(0, list(want))
        if k >= 1:
            props.append([size] + [1] * (k - 1))
        # with allowzero a 0 is an empty dim (an empty tensor's own shape), not a copy
        least = 0 if n.attrs.get("allowzero", 0) else 1
        return props, lambda v: (all(d >= least for d in v) and math.prod(v) == size) or (
            v.count(-1) == 1 and all(d > 0 or d == -1 for d in v)
            and size % -math.prod(v) == 0)
    if n.op == "Squeeze":  # axes of dims of 1
        ones = [d for d, size in enumerate(data.shape) if size == 1] if data is not None else []
        return ([ones[:k]] if len(ones) >= k else []), lambda v: data is not None and len(
            {d % max(data.rank, 1) for d in v}) == len(v) and all(
            -data.rank <= d < data.rank and data.shape[d] == 1 for d in v)
    if n.op == "Resize":  # sizes: the declared output's, else the input's own (on its axes)
        axes = _resize_axes(n, data)
        if axes is None or k != len(axes):
            return [], lambda v: False
        props = ([[want[a] for a in axes]] if want is not None and len(want) == data.rank
                 else []) + [[data.shape[a] for a in axes]]
        return props, lambda v: all(d > 0 for d in v)
    if n.op in ("Slice", "Unsqueeze") or n.op.startswith("Reduce"):
        # axes: distinct and within the rank (Unsqueeze's: the output's)
        rank = k + (data.rank if data is not None else 0) if n.op == "Unsqueeze" else (
            data.rank if data is not None else -1)
        return ([list(range(k))] if k <= rank else []), lambda v: (
            len({d % max(rank, 1) for d in v}) == len(v) and all(-rank <= d < rank for d in v))
    if n.op == "ConstantOfShape":
        props = [list(want)] if want is not None and len(want) == k else []
        return props + [[1] * k], lambda v: all(d >= 0 for d in v)
    return [[1] * k], lambda v: all(d >= 0 for d in v)  # Tile's repeats


def _inference_inputs(graph: Graph) -> dict[str, np.ndarray]:
    """A Dropout's ratio and training_mode given as inputs: 0.5 and False, inference (drawn,
    a ratio outside [0, 1) is refused, and training mode drops values at random); a Resize's
    scales given as an input: the declared output's dims over the input's, else ones."""
    out: dict[str, np.ndarray] = {}
    declared = _declared_shapes(graph)
    for n in graph.all_nodes():
        if n.domain not in ("", "ai.onnx"):
            continue
        if n.op == "Resize" and len(n.inputs) > 2 and n.inputs[2] in graph.inputs:
            # scales: the declared output's over the input's, else ones
            x, want, spec = graph.types.get(n.inputs[0]), declared.get(n.outputs[0]), \
                graph.inputs[n.inputs[2]]
            axes = _resize_axes(n, x)
            if x is not None and axes is not None and spec.rank == 1 and \
                    spec.shape[0] == len(axes):
                ratio = ([want[a] / x.shape[a] for a in axes]
                         if want is not None and len(want) == x.rank else [1.0] * len(axes))
                out[n.inputs[2]] = np.asarray(ratio, dtype=spec.dtype)
        if n.op != "Dropout":
            continue
        for k, value in ((1, 0.5), (2, False)):
            name = n.inputs[k] if len(n.inputs) > k else ""
            if name in graph.inputs and graph.inputs[name].rank == 0:
                out[name] = np.asarray(value, dtype=graph.inputs[name].dtype)
    return out


def _resize_axes(n, x) -> list[int] | None:
    """The axes a Resize's scales or sizes list (its `axes`, else all), None without x's type."""
    if x is None:
        return None
    axes = n.attr("axes", None)
    return list(range(x.rank)) if not axes else [int(a) % x.rank for a in axes]


def _declared_shapes(graph: Graph) -> dict[str, tuple[int, ...]]:
    """Static shapes known for values: inferred, and the tail's declared graph outputs."""
    shapes = {v: tuple(t.shape) for v, t in graph.types.items()}
    if graph.tail is not None:
        for o, vi in graph.tail.declared.items():
            dims = vi.type.tensor_type.shape.dim if vi.type.HasField("tensor_type") else ()
            if vi.type.tensor_type.HasField("shape") and all(
                    d.HasField("dim_value") and d.dim_value >= 0 for d in dims):
                # Paddle's exporters write -1 for a dynamic dim: not a known one
                shapes.setdefault(o, tuple(d.dim_value for d in dims))
    return shapes


def _broadcast(a: tuple[int, ...], b: list[int]) -> tuple[int, ...] | None:
    try:
        return tuple(np.broadcast_shapes(tuple(a), tuple(b)))
    except ValueError:
        return None


def _composition(rng: np.random.Generator, total: int, parts: int) -> np.ndarray:
    """`parts` integers >= 0 (>= 1 where total allows) adding up to `total`."""
    if parts == 0:
        return np.zeros(0, np.int64)
    least = 1 if total >= parts else 0
    cuts = np.sort(rng.integers(0, total - least * parts + 1, parts - 1))
    return np.diff(np.concatenate([[0], cuts, [total - least * parts]])) + least


def _sequence_lengths(graph: Graph, nodes: list) -> dict[str, int]:
    """The number of tensors in each sequence value whose length does not depend on the
    inputs' values: built by SequenceEmpty, SequenceConstruct, SplitToSequence (of a static
    shape, without a split or with a constant one), then SequenceInsert, SequenceErase and
    Identity (each position is in range, as the draws see to)."""
    out: dict[str, int] = {}
    for n in nodes:
        if n.domain not in ("", "ai.onnx") or not n.outputs or not n.outputs[0]:
            continue
        size: int | None = None
        if n.op == "SequenceEmpty":
            size = 0
        elif n.op == "SequenceConstruct":
            size = len(n.inputs)
        elif n.op in ("SequenceInsert", "SequenceErase", "Identity") and n.inputs[0] in out:
            size = out[n.inputs[0]] + {"SequenceInsert": 1, "SequenceErase": -1}.get(n.op, 0)
        elif n.op == "SplitToSequence":
            size = _split_count(graph, n)
        if size is not None and size >= 0:
            out[n.outputs[0]] = size
    return out


def _split_count(graph: Graph, n) -> int | None:
    t = graph.types.get(n.inputs[0])
    if t is None or not t.rank:
        return None
    dim = t.shape[int(n.attr("axis", 0)) % t.rank]
    split = n.inputs[1] if len(n.inputs) > 1 and n.inputs[1] else None
    if split is None:
        return dim
    value = graph.initializers.get(split)
    if value is None:
        spec = graph.inputs.get(split)
        if spec is not None and spec.rank == 0:  # a chunk size drawn from 1.._DRAWN: the
            return -(-dim // _DRAWN)  # fewest chunks the draws make (integer_ranges)
        return None
    value = np.asarray(value)
    if value.ndim == 0:  # chunks of this size, the last one shorter
        return -(-dim // int(value)) if int(value) > 0 else None
    return len(value)


def parse_input_ranges(specs: list[str] | tuple[str, ...] | None, graph: Graph
                       ) -> dict[str, tuple[float, float]]:
    """--input-range NAME=LO,HI: the values to draw an input from, checked against the graph
    (a runtime input; integers for an integer input; LO <= HI). LO = HI fixes the value: an
    input that selects a branch (silero-vad's sample rate `sr`, 16000 or 8000) makes ONNX
    Runtime fail on the random values drawn otherwise."""
    out: dict[str, tuple[float, float]] = {}
    for spec in specs or ():
        name, sep, rest = spec.rpartition("=")
        parts = [x.strip() for x in rest.split(",")]
        if not sep or not name or len(parts) != 2:
            raise ShapeError(f"--input-range {spec!r}: expected NAME=LO,HI")
        if name not in graph.inputs:
            raise ShapeError(f"--input-range {spec!r}: the model has no runtime input {name!r} "
                             f"(inputs: {', '.join(graph.inputs) or 'none'})")
        kind = np.dtype(graph.inputs[name].dtype).kind
        try:
            lo, hi = (int(x) if kind in "iu" else float(x) for x in parts)
        except ValueError:
            want = "integers" if kind in "iu" else "numbers"
            raise ShapeError(f"--input-range {spec!r}: LO and HI must be {want} (input "
                             f"{name!r} is {onnx_dtype(graph.inputs[name].dtype)})") from None
        if kind in "iu":
            info = np.iinfo(np.dtype(graph.inputs[name].dtype))
            if lo < info.min or hi > info.max:
                raise ShapeError(f"--input-range {spec!r}: outside "
                                 f"{graph.inputs[name].dtype}'s range")
        if kind in "bO" or not (math.isfinite(lo) and math.isfinite(hi)) or lo > hi:
            raise ShapeError(f"--input-range {spec!r}: needs finite LO <= HI on a numeric "
                             "input")
        if kind == "f":  # finite in the input's own type (1e39 is inf in float32)
            most = float(np.finfo(np.dtype(graph.inputs[name].dtype)).max)
            if max(abs(lo), abs(hi)) > most:
                raise ShapeError(f"--input-range {spec!r}: outside "
                                 f"{graph.inputs[name].dtype}'s finite range (+-{most:.4g})")
        if name in out:
            raise ShapeError(f"--input-range {name} is given twice")
        out[name] = (lo, hi)
    return out


def _fits_in_memory(graph: Graph) -> None:
    """An input larger than this machine's memory is refused by name before it is drawn (a
    --shape of 10^8 images was "out of memory" and nothing else)."""
    try:
        memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):  # no sysconf (Windows): not checked
        return
    for name, t in graph.inputs.items():
        need = math.prod(t.shape) * np.dtype(t.dtype).itemsize
        if need > memory:
            raise ShapeError(f"input '{name}' of shape [{', '.join(map(str, t.shape))}] needs "
                             f"{need / 2**30:,.0f} GiB of {t.dtype}; this machine has "
                             f"{memory / 2**30:,.0f} GiB (a smaller --shape?)")


def random_feeds(graph: Graph, seed: int = 0) -> dict[str, np.ndarray]:
    """Seeded draws for the graph's inputs: standard normal floats, integers where their uses
    ask for a range (integer_ranges) or a sum (integer_partitions), a shape's one valid value
    (shape_values), a Dropout's ratio and mode for inference (_inference_inputs), else 0..3;
    graph.input_ranges (--input-range) first."""
    _fits_in_memory(graph)
    rng = np.random.default_rng(seed)
    ranges = integer_ranges(graph)
    partitions = integer_partitions(graph)
    fixed = shape_values(graph) | _inference_inputs(graph)  # one value each, not drawn
    feeds = {}
    for name, t in graph.inputs.items():
        kind = np.dtype(t.dtype).kind
        if name in graph.input_ranges:
            lo, hi = graph.input_ranges[name]
            if kind == "f":  # lo (1 - u) + hi u: hi - lo may overflow float64
                u = rng.uniform(0.0, 1.0, t.shape)
                feeds[name] = np.clip(lo * (1 - u) + hi * u, lo, hi).astype(t.dtype)
            else:
                feeds[name] = np.asarray(rng.integers(int(lo), int(hi), t.shape,
                                                      endpoint=True)).astype(t.dtype)
        elif name in fixed:
            feeds[name] = fixed[name].copy()
        elif kind == "f":
            feeds[name] = rng.standard_normal(t.shape).astype(t.dtype)
        elif kind == "b":
            feeds[name] = rng.integers(0, 2, t.shape).astype(bool)
        elif kind == "O":  # strings: words in both cases, an empty one, a sentence
            feeds[name] = np.asarray(rng.choice(_WORDS, t.shape), dtype=object)
        elif name in partitions:
            feeds[name] = _composition(rng, partitions[name], t.shape[0]).astype(t.dtype)
        else:
            low, high = ranges.get(name, (0, _DRAWN))
            feeds[name] = rng.integers(low, high, t.shape).astype(t.dtype)
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


def _for_dtype(given: float | Mapping[str, float] | None, default: Mapping[str, float],
               dtype: str) -> float:
    table = default if given is None else given
    return table.get(dtype, 0.0) if isinstance(table, Mapping) else table


def compare(reference: Mapping[str, np.ndarray], other: Mapping[str, np.ndarray],
            rtol: float | Mapping[str, float] | None = None,
            atol: float | Mapping[str, float] | None = None) -> list[OutputDiff]:
    """`rtol` and `atol` are one value, or one per dtype name (0 for a dtype it does not name),
    or None: RTOL's and ATOL's."""
    diffs = []
    for name, ref_value in reference.items():
        if name not in other:  # a value the tail reads that the other model does not output
            diffs.append(OutputDiff(name, np.shape(ref_value) if _numeric(ref_value) else (),
                                    float("inf"), float("inf"), 0.0, 0.0, False, None,
                                    note="the other model does not output it"))
            continue
        if not (_numeric(ref_value) and _numeric(other[name])):
            diffs.append(_compare_exactly(name, ref_value, other[name]))
            continue
        got = np.asarray(other[name])
        ref = np.asarray(ref_value)
        dtype = ref.dtype.name
        r, a = _for_dtype(rtol, RTOL, dtype), _for_dtype(atol, ATOL, dtype)
        if ref.shape != got.shape:
            diffs.append(OutputDiff(name, ref.shape, float("inf"), float("inf"), 0.0, 0.0, False,
                                    None))
            continue
        if ref.size == 0:
            diffs.append(OutputDiff(name, ref.shape, 0.0, 0.0, 0.0, a, True, None))
            continue
        rf, gf = ref.astype(np.float64), got.astype(np.float64)
        with np.errstate(invalid="ignore"):  # inf - inf: equal infinities are handled below
            err = np.abs(rf - gf)
        # the same infinity, or NaN, on both sides is no difference (inf - inf was NaN, then
        # counted as an infinite one: a model with an inf output was refused)
        err = np.where((rf == gf) | (np.isnan(rf) & np.isnan(gf)), 0.0, err)
        err = np.where(np.isnan(err), np.inf, err)
        scale = float(np.max(np.abs(np.where(np.isfinite(rf), rf, 0.0))))
        with np.errstate(invalid="ignore"):  # inf / inf: an infinite difference
            rel = err / (np.abs(rf) + max(scale, 1e-30) * 1e-3)
        rel = np.where(np.isnan(rel), np.inf, rel)
        tol = a + r * scale
        worst = np.unravel_index(int(np.argmax(err)), err.shape)
        max_abs = float(err[worst])
        diffs.append(OutputDiff(name, ref.shape, max_abs, float(np.max(rel)), scale, tol,
                                max_abs <= tol, tuple(int(i) for i in worst)))
    return diffs


def _numeric(value: object) -> bool:
    """A tensor of numbers or booleans (what a tail can also output: a sequence, a list from
    ORT, or a tensor of strings, is compared exactly instead)."""
    return isinstance(value, np.ndarray | np.generic) and np.asarray(value).dtype.kind in "biuf"


def _compare_exactly(name: str, ref: object, got: object) -> OutputDiff:
    """A sequence (a list of tensors) or a tensor of strings: equal element for element, or an
    infinite difference."""
    def items(v: object) -> list[np.ndarray]:
        return [np.asarray(x) for x in v] if isinstance(v, list | tuple) else [np.asarray(v)]

    a, b = items(ref), items(got)
    same = len(a) == len(b) and all(
        x.shape == y.shape and x.dtype.kind == y.dtype.kind and bool(np.all(x == y))
        for x, y in zip(a, b))
    shape = a[0].shape if len(a) == 1 else (len(a),)
    return OutputDiff(name, shape, 0.0 if same else float("inf"),
                      0.0 if same else float("inf"), 0.0, 0.0, same, None)
