"""A GPU plan: the steps of a Graph in topological order, each a library call (cuBLAS, cuDNN) or
a generated kernel, over buffers placed once in two memory spaces.

- `weights`: every initializer a step reads, packed at 256-byte aligned offsets, uploaded once;
- `arena`: graph inputs, intermediate values and outputs, placed by lifetime (first fit among
  the buffers live at the producing step, freed after the last reading step), 256-byte aligned.

A view (Reshape, Flatten, Squeeze, Unsqueeze, Identity, Dropout at inference) is a buffer at its
source's offset, and keeps the source alive as long as the view is read. The plan is plain data:
emulate.py runs it with NumPy, device.py with CuPy, both by the same offsets and parameters.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from verified_opt.errors import ModelError
from verified_opt.ir.graph import Graph

ALIGN = 256
SPACES = ("weights", "arena")
VIEW_OPS = frozenset({"Reshape", "Flatten", "Squeeze", "Unsqueeze", "Identity", "Dropout"})
NEVER = 1 << 60  # last use of a graph output: live to the end


class PlanError(ModelError):
    """The graph cannot be planned for the GPU (an operator, dtype or attribute not covered)."""


def align(n: int, a: int = ALIGN) -> int:
    return (n + a - 1) // a * a


@dataclass(frozen=True)
class Buffer:
    """A value's place: `offset` bytes into `space`, a contiguous row-major tensor."""

    name: str
    space: str
    offset: int
    nbytes: int
    shape: tuple[int, ...]
    dtype: str
    first: int  # step that writes it (-1: before the first step)
    last: int  # last step that reads it (NEVER for graph outputs)
    view_of: str | None = None

    @property
    def itemsize(self) -> int:
        return np.dtype(self.dtype).itemsize


@dataclass(frozen=True)
class Step:
    """One launch. `lib` is cublas, cudnn, nvrtc (a kernel of cuda_source.py) or tvm (a kernel
    TVM generated for an eOperator); `reads`/`writes` name buffers (for nvrtc, the pointers the
    kernel receives, in order; a tvm step passes params["args"], in TVM's parameter order);
    `params` are the library's arguments or the kernel's description; kernel steps carry their
    kernel's name, source and launch shape."""

    node: str
    op: str
    lib: str
    reads: tuple[str, ...]
    writes: tuple[str, ...]
    params: dict[str, Any]
    kernel: str = ""
    source: str = ""
    grid: int = 0
    block: int = 0


@dataclass
class Plan:
    steps: list[Step]
    buffers: dict[str, Buffer]
    inputs: list[str]
    outputs: list[str]
    weights: dict[str, np.ndarray]
    space_bytes: dict[str, int]
    notes: list[str] = field(default_factory=list)
    # the nodes whose kernels check run-time indices: a kernel that finds one out of range
    # writes its slot + 1 into the status word (cuda_source._checked_index)
    checks: list[str] = field(default_factory=list)
    folded: list[str] = field(default_factory=list)  # nodes computed when planned (constants)
    deduped: dict[str, str] = field(default_factory=dict)  # node -> the earlier one it repeats
    inlined: list[str] = field(default_factory=list)  # Ifs whose branch runs in their place
    in_place: list[str] = field(default_factory=list)  # Concats written by their inputs' steps

    def status_error(self, status: int) -> ModelError | None:
        """The error a run's status word reports (None for 0: every index was in range)."""
        if not status:
            return None
        name = self.checks[status - 1] if 0 < status <= len(self.checks) else f"#{status}"
        step = next((s for s in self.steps if s.node == name), None)
        return ModelError(f"{step.op if step else 'a node'} '{name}': an index outside its "
                          "data's range at run time")

    def kernels(self) -> dict[str, str]:
        """Distinct generated kernels: name -> CUDA C source (one NVRTC program holds them all)."""
        return {s.kernel: s.source for s in self.steps if s.lib == "nvrtc"}

    def modules(self) -> dict[str, str]:
        """TVM's CUDA modules (one per distinct eOperator): name -> CUDA C source. Each is its
        own NVRTC program: TVM's preludes would clash in one."""
        return {s.params["module"]: s.source for s in self.steps if s.lib == "tvm"}

    def libs(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for s in self.steps:
            counts[s.lib] = counts.get(s.lib, 0) + 1
        return counts


def build_plan(graph: Graph) -> Plan:
    """Lower every node to steps, then place the buffers. Raises PlanError on what is not covered.

    Constant subgraphs are folded first (ir/fold.py: exporters' shape arithmetic, rotary tables,
    a mask's constant half): the plan computes only what depends on the inputs, and a model
    `vopt run --backend gpu` is given as exported plans as its optimized form does. The folded
    nodes are listed in `Plan.folded`; a node computing what an earlier one computes
    (dedupe.py) is run once, listed in `Plan.deduped`."""
    from verified_opt.backends.gpu.dedupe import dedupe
    from verified_opt.backends.gpu.lowering import Lowering
    from verified_opt.ir.fold import fold_constants
    from verified_opt.passes.inline_if import inline_constant_ifs

    g = graph.copy()
    if not g.is_sorted():
        g.toposort()
    given = [n.name or n.outputs[0] for n in g.nodes]
    inlined = inline_constant_ifs(g)  # an If on a shape, once the shapes are static: its branch
    before = [n.name or n.outputs[0] for n in g.nodes]
    fold_constants(g)
    deduped = dedupe(g)
    low = Lowering(g)
    for node in g.nodes:
        low.lower(node)
    for v in g.outputs:  # an output that is a constant: uploaded with the weights
        if v in g.initializers:
            low.read(v)
    plan = place(g, low)
    kept = {n.name or n.outputs[0] for n in g.nodes}
    plan.folded = [k for k in before if k not in kept and k not in deduped]
    plan.deduped = deduped
    plan.inlined = [k for k in given if k in set(inlined)]
    plan.in_place = list(low.in_place)
    return plan


def place(g: Graph, low) -> Plan:  # low: lowering.Lowering (imported lazily: it imports this)
    steps: list[Step] = low.steps
    alias: dict[str, str] = low.alias  # view value -> the value whose bytes it shares
    types = g.types

    def root(v: str) -> str:
        while v in alias:
            v = alias[v]
        return v

    first: dict[str, int] = {v: -1 for v in g.inputs}
    last: dict[str, int] = {}
    for k, s in enumerate(steps):
        for v in s.reads:
            last[root(v)] = max(last.get(root(v), -1), k)
        for v in s.writes:
            first.setdefault(root(v), k)
            last[root(v)] = max(last.get(root(v), -1), k)  # written, even if never read
    for v in g.outputs:
        last[root(v)] = NEVER

    buffers: dict[str, Buffer] = {}
    # Weights: packed in order of first use.
    off = 0
    for v in low.weight_order:
        a = low.weights[v]
        buffers[v] = Buffer(v, "weights", off, a.nbytes, tuple(a.shape), a.dtype.name, -1, NEVER)
        off = align(off + max(a.nbytes, 1))
    weights_bytes = off

    # Arena: values in order of definition; first fit among the live ones.
    live: list[tuple[int, int, str]] = []  # (offset, end, name)
    arena_end = 0
    order = sorted((v for v in first if v not in low.weights), key=lambda v: (first[v], v))
    by_step: dict[int, list[str]] = {}
    for v in order:
        by_step.setdefault(first[v], []).append(v)
    for k in [-1] + list(range(len(steps))):
        for v in by_step.get(k, []):
            t = types[v]
            nbytes = t.size * np.dtype(t.dtype).itemsize
            at = _first_fit(live, align(max(nbytes, 1)))
            live.append((at, at + nbytes, v))
            live.sort()
            arena_end = max(arena_end, align(at + max(nbytes, 1)))
            buffers[v] = Buffer(v, "arena", at, nbytes, tuple(t.shape), t.dtype, k,
                                last.get(v, k))
        live = [e for e in live if last.get(e[2], k) > k]

    # Views: the source's place (a Concat input: its slice of it), with the view's own shape.
    for v in alias:
        r = buffers[root(v)]
        t = types[v]
        delta, u = 0, v
        while u in alias:
            delta, u = delta + low.delta.get(u, 0), alias[u]
        nbytes = t.size * np.dtype(t.dtype).itemsize if delta or v in low.delta else r.nbytes
        buffers[v] = Buffer(v, r.space, r.offset + delta, nbytes, tuple(t.shape), t.dtype,
                            r.first, r.last, view_of=r.name)
    return Plan(steps, buffers, list(g.inputs), list(g.outputs), dict(low.weights),
                {"weights": weights_bytes, "arena": arena_end}, low.notes, low.checks)


def _first_fit(live: list[tuple[int, int, str]], size: int) -> int:
    """The lowest aligned offset where `size` bytes fit between the live buffers (sorted)."""
    at = 0
    for start, end, _ in live:
        if at + size <= start:
            return at
        at = max(at, align(end))
    return at


def check_no_overlap(plan: Plan) -> list[str]:
    """Pairs of arena buffers that are live at the same step and share bytes (views excluded:
    they share on purpose). Empty when the placement is sound."""
    own = [b for b in plan.buffers.values() if b.space == "arena" and b.view_of is None]
    events = sorted(own, key=lambda b: b.first)
    problems: list[str] = []
    active: list[Buffer] = []
    for b in events:
        active = [a for a in active if a.last >= b.first]
        for a in active:
            if a.offset < b.offset + b.nbytes and b.offset < a.offset + a.nbytes:
                problems.append(f"{a.name} [{a.offset}, {a.offset + a.nbytes}) steps "
                                f"{a.first}..{a.last} overlaps {b.name} [{b.offset}, "
                                f"{b.offset + b.nbytes}) steps {b.first}..{b.last}")
        active.append(b)
    for b in plan.buffers.values():
        # a view (a step's slice of a recurrent operator's sequence) is element-aligned, and
        # inside the bytes of the buffer it views
        align_to = b.itemsize if b.view_of is not None else ALIGN
        r = plan.buffers.get(b.view_of or "")
        if r is not None and not (r.offset <= b.offset and
                                  b.offset + b.nbytes <= r.offset + max(r.nbytes, 1)):
            problems.append(f"{b.name}: [{b.offset}, {b.offset + b.nbytes}) lies outside the "
                            f"buffer it views, {r.name} [{r.offset}, {r.offset + r.nbytes})")
        if b.offset % align_to:
            problems.append(f"{b.name}: offset {b.offset} is not {align_to}-byte aligned")
        if b.offset + b.nbytes > plan.space_bytes[b.space]:
            problems.append(f"{b.name}: ends past its space ({plan.space_bytes[b.space]} bytes)")
    return problems


def summary(plan: Plan) -> str:
    libs = ", ".join(f"{k} {v}" for k, v in sorted(plan.libs().items()))
    mib = {k: v / 2**20 for k, v in plan.space_bytes.items()}
    from verified_opt.derive.eop_cuda import UNCHECKED

    unchecked = len(set(plan.modules()) & UNCHECKED)
    eops = f", {len(plan.modules())} TVM eOperator modules" if plan.modules() else ""
    if unchecked:
        eops += (f" ({unchecked} read from the CUDA module store unchecked: no TVM here to "
                 "generate them again)")
    return (f"{len(plan.steps)} steps ({libs}), {len(plan.kernels())} distinct kernels{eops}, "
            f"arena {mib['arena']:.1f} MiB, weights {mib['weights']:.1f} MiB")
