"""Corrections: the boxes where a mutant disagrees are recomputed by the original subprogram.

The corrected program is the mutant, plus, for every output with failing boxes, a scatter-free
write-back: the output grid is walked dimension by dimension; a run of grid intervals whose
failing pattern is the same is one piece; a piece with no failing box is a Slice of the mutant's
output, a piece whose boxes all fail is one correction (the original restricted to that region,
`partial.restrict`: adjacent failing boxes are fused into one correction kernel), a mixed piece
recurses into the next dimension; the pieces are joined with Concat. Optionally, same-shaped
correction regions of a convolution are fused further into one batched Conv (their input
windows stacked along the batch axis); the provider prices both forms and keeps the cheaper. Only data movement touches
the mutant's values, so the corrected output equals the mutant bit for bit outside the failing
boxes and the original inside them (in float as well as modulo p).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from verified_opt.ir.graph import Graph, Node
from verified_opt.ops.conv import conv_window
from verified_opt.ops.grid import Box, Grid, _ctx, full_box
from verified_opt.partial.program import Builder, finish
from verified_opt.partial.restrict import Restrictor
from verified_opt.partial.testing import BoxTest


@dataclass
class Correction:
    output: str
    region: Box
    boxes: int
    elements: int

    def to_json(self) -> dict:
        return {"output": self.output, "region": [list(iv) for iv in self.region],
                "boxes": self.boxes, "elements": self.elements}


@dataclass
class Corrected:
    program: Graph
    corrections: list[Correction]
    correction_nodes: set[str] = field(default_factory=set)  # recompute kernels
    writeback_nodes: set[str] = field(default_factory=set)  # Slice / Concat / Identity

    @property
    def corrected_elements(self) -> int:
        return sum(c.elements for c in self.corrections)


def _names(*graphs: Graph) -> set[str]:
    out: set[str] = set()
    for g in graphs:
        out |= set(g.value_names()) | {n.name for n in g.nodes}
    return out


def plan_writeback(mask: np.ndarray, grid: Grid) -> tuple:
    """The write-back of one output as a tree: ("keep", region) slices the mutant,
    ("fix", region, cells) recomputes, ("concat", dim, children) joins along a dimension."""
    shape = grid.shape

    def walk(sub: np.ndarray, dim: int, prefix_box: list) -> tuple:
        region = tuple(prefix_box) + full_box(shape[dim:])
        if not sub.any():
            return ("keep", region)
        if sub.all():
            return ("fix", region, int(sub.size))
        ivs = grid.intervals(dim)
        runs = []
        start = 0
        for i in range(1, len(ivs) + 1):
            if i == len(ivs) or not np.array_equal(sub[i], sub[start]):
                runs.append((start, i))
                start = i
        kids = [walk(sub[i0], dim + 1, prefix_box + [(ivs[i0][0], ivs[i1 - 1][1])])
                for i0, i1 in runs]
        return ("concat", dim, kids)

    return walk(mask, 0, [])


def _fixes(tree: tuple) -> list[tuple[Box, int]]:
    if tree[0] == "fix":
        return [(tree[1], tree[2])]
    if tree[0] == "concat":
        return [f for kid in tree[2] for f in _fixes(kid)]
    return []


def _fused_conv(original: Graph, restrict: Restrictor, b: Builder,
                regions: list[Box]) -> dict[Box, str]:
    """One Conv for several same-shaped correction regions of a single-Conv original: the
    input windows (explicitly zero-padded to the same size) are stacked along the batch axis,
    convolved once, and split back. Returns region -> tensor; {} where it does not apply."""
    if len(original.nodes) != 1 or original.nodes[0].op != "Conv":
        return {}
    node = original.nodes[0]
    win = conv_window(_ctx(original, node))
    if int(node.attrs.get("group", 1)) != 1:
        return {}
    x, w = node.inputs[0], node.inputs[1]
    xs, ws = original.types[x].shape, original.types[w].shape
    groups: dict[tuple, list[Box]] = {}
    for r in regions:
        groups.setdefault((r[1], tuple(hi - lo for lo, hi in r[2:])), []).append(r)
    out: dict[Box, str] = {}
    for (mrange, _), rs in groups.items():
        if len(rs) < 2:
            continue
        windows = []
        for r in rs:
            box = [r[0], (0, xs[1])]
            pads_b, pads_e = [0, 0], [0, 0]
            for i, (a, e) in enumerate(r[2:]):
                s, d, k, p = win.strides[i], win.dilations[i], win.kernel[i], win.pads_begin[i]
                lo, hi = a * s - p, (e - 1) * s + (k - 1) * d - p + 1
                lo_c, hi_c = max(lo, 0), min(hi, xs[2 + i])
                if hi_c <= lo_c:
                    break
                box.append((lo_c, hi_c))
                pads_b.append(lo_c - lo)
                pads_e.append(hi - hi_c)
            else:
                window = restrict.value(x, tuple(box))
                if any(pads_b) or any(pads_e):
                    window = b.pad(window, pads_b + pads_e)
                windows.append(window)
                continue
            break
        else:
            ins = [b.concat(windows, 0), restrict.value(w, (mrange,) + full_box(ws)[1:])]
            if len(node.inputs) > 2 and node.inputs[2]:
                ins.append(restrict.value(node.inputs[2], (mrange,)))
            attrs = {"kernel_shape": list(win.kernel), "strides": list(win.strides),
                     "dilations": list(win.dilations), "pads": [0] * (2 * len(win.kernel)),
                     "group": 1}
            y = b.one("Conv", ins, attrs, base="fused")
            parts = b.split(y, [r[0][1] - r[0][0] for r in rs], 0)
            out.update(zip(rs, parts))
    return out


def build_corrected(original: Graph, mutant: Graph, test: BoxTest, prefix: str = "corr_",
                    fuse: bool = False) -> Corrected:
    """The mutant with its failing boxes recomputed by the original (see the module doc).

    fuse=True computes same-shaped correction regions of a convolution with one batched Conv
    (kernel fusion across regions); the caller prices both forms and keeps the cheaper."""
    if test.failing == 0:
        return Corrected(mutant, [])
    b = Builder(_names(original, mutant), prefix)
    restrict = Restrictor(original, b)
    nodes = list(mutant.nodes)
    corrections: list[Correction] = []
    correction_nodes: set[str] = set()
    writeback: set[str] = set()
    for ob, (o_name, m_name) in zip(test.outputs, zip(original.outputs, mutant.outputs)):
        if not ob.failing:
            continue
        grid = ob.grid
        inner = b.fresh(f"{m_name}_mutant")
        nodes = [n.replace(outputs=tuple(inner if o == m_name else o for o in n.outputs),
                           inputs=tuple(inner if i == m_name else i for i in n.inputs))
                 for n in nodes]
        tree = plan_writeback(ob.failing_mask(), grid)
        fixes = _fixes(tree)
        for region, cells in fixes:
            corrections.append(Correction(o_name, region, cells,
                                          int(np.prod([hi - lo for lo, hi in region]))))
        before = len(b.nodes)
        ready = _fused_conv(original, restrict, b, [r for r, _ in fixes]) if fuse else {}
        correction_nodes.update(n.name for n in b.nodes[before:])

        def emit(t: tuple, o_name=o_name, inner=inner, shape=grid.shape, ready=ready) -> str:
            before = len(b.nodes)
            if t[0] == "fix":
                out = ready.get(t[1]) or restrict.value(o_name, t[1])
                correction_nodes.update(n.name for n in b.nodes[before:])
                return out
            if t[0] == "keep":
                out = restrict.cut(inner, full_box(shape), t[1])
            else:
                out = b.concat([emit(kid) for kid in t[2]], t[1])
            writeback.update(n.name for n in b.nodes[before:] if n.name not in correction_nodes)
            return out

        result = emit(tree)
        last = b.nodes[-1] if b.nodes else None
        used_elsewhere = any(result in n.inputs for n in b.nodes)
        if last is not None and last.outputs == (result,) and not used_elsewhere:
            b.nodes[-1] = last.replace(outputs=(m_name,))
        else:
            ident = Node("Identity", (result,), (m_name,), {}, b.fresh("Identity"))
            b.nodes.append(ident)
            writeback.add(ident.name)
    program = finish(nodes + b.nodes, dict(mutant.inputs), list(mutant.outputs),
                     {**mutant.initializers, **b.params}, name="corrected")
    return Corrected(program, corrections, correction_nodes, writeback)
