"""The end-to-end check every optimize run makes: original and optimized model in ONNX Runtime
on several seeded random draws, compared with a tolerance derived from dtype and depth."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from verified_opt.backends.ort import run_graph_draws
from verified_opt.check.compare import OutputDiff, compare, random_feeds
from verified_opt.ir.graph import Graph

EPS = {"float32": float(np.finfo(np.float32).eps), "float64": float(np.finfo(np.float64).eps),
       "float16": float(np.finfo(np.float16).eps)}


def depth(graph: Graph) -> int:
    level: dict[str, int] = {}
    for n in graph.nodes:
        d = 1 + max((level.get(i, 0) for i in n.inputs if i), default=0)
        for o in n.outputs:
            level[o] = d
    return max((level.get(o, 0) for o in graph.outputs), default=1)


def tolerance(graph: Graph) -> float:
    """Relative tolerance: rounding of re-associated sums grows about linearly with depth."""
    dtypes = {graph.types[o].dtype for o in graph.outputs}
    eps = max(EPS.get(d, 0.0) for d in dtypes) if dtypes else 0.0
    return max(64 * eps * depth(graph), 1e-5 if eps > 1e-10 else 0.0)


@dataclass
class EndToEnd:
    ok: bool
    draws: int
    rtol: float
    diffs: list[list[OutputDiff]]
    seeds: list[int]

    def worst(self) -> OutputDiff | None:
        flat = [d for draw in self.diffs for d in draw]
        return max(flat, key=lambda d: d.max_abs / max(d.tolerance, 1e-30)) if flat else None

    def to_json(self) -> dict:
        w = self.worst()
        return {"ok": self.ok, "draws": self.draws, "seeds": self.seeds, "rtol": self.rtol,
                "worst": None if w is None else {
                    "output": w.name, "max_abs": w.max_abs, "max_rel": w.max_rel,
                    "tolerance": w.tolerance, "index": w.index}}


def check_end_to_end(original: Graph, optimized: Graph, seed: int = 0, draws: int = 3,
                     rtol: float | None = None) -> EndToEnd:
    rtol = tolerance(original) if rtol is None else rtol
    seeds = [seed + 1000 * k for k in range(draws)]
    all_diffs = []
    ok = True
    feeds = [random_feeds(original, s) for s in seeds]
    for a, b in zip(run_graph_draws(original, feeds), run_graph_draws(optimized, feeds)):
        diffs = compare(a, b, rtol=rtol, atol=0.0)
        all_diffs.append(diffs)
        ok = ok and all(d.ok for d in diffs)
    return EndToEnd(ok, draws, rtol, all_diffs, seeds)
