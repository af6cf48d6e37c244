"""One operator through the derivation engine: lower, search, prove, instantiate, check,
measure. `vopt derive` prints what this returns; the benchmark calls it. It sits above
derive/ (expressions, rules, proofs, instantiation) and backends/ (the hybrid ORT + TVM
runner it checks and times with).

    result = derive_operator(node_proto, shapes, consts)   # candidates, best measured first

For each candidate kept (the search's best few, plus the operator as one eOperator):
every step is proved (z3, and cvc5 where installed) and exactly evaluated (search.certify);
the instantiation is run on random integers against the expression's exact value
(instantiate.check_instantiation); then it is timed against ONNX Runtime's own operator on
the same inputs, interleaved, median of `repeat` runs. Nothing unproved or unchecked is timed.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import numpy as np
import onnx
from onnx import helper, numpy_helper

from verified_opt.derive.certificate import step_json
from verified_opt.derive.expr import Scope, program_text, tensors
from verified_opt.derive.instantiate import Instantiation, instantiate, subgraph_model
from verified_opt.derive.lower import lower_node
from verified_opt.derive.search import Candidate, certify, derive


@dataclass
class Derived:
    """One candidate after proof, check and measurement."""

    candidate: Candidate
    status: str  # usable | unproved | check failed | error
    reason: str = ""
    kinds: list[tuple[str, str]] = field(default_factory=list)
    ms: float | None = None  # median, this instantiation
    ort_ms: float | None = None  # median, ONNX Runtime's operator, same run
    certificates: list[dict] = field(default_factory=list)
    inst: Instantiation | None = None

    @property
    def speedup(self) -> float | None:
        return self.ort_ms / self.ms if self.ms and self.ort_ms else None

    def to_json(self) -> dict:
        c = self.candidate
        return {"path": c.path, "depth": len(c.steps), "status": self.status,
                "reason": self.reason, "expression": program_text(c.final),
                "instantiation": [{"stage": s, "kind": k} for s, k in self.kinds],
                "ms": self.ms, "ort_ms": self.ort_ms, "speedup": self.speedup,
                "steps": self.certificates}


@dataclass
class DeriveResult:
    node: str
    op: str
    expression: str
    search_s: float
    states: int
    derived: list[Derived]

    @property
    def best(self) -> Derived | None:
        ok = [d for d in self.derived if d.status == "usable" and d.ms is not None]
        return min(ok, key=lambda d: d.ms or 0.0) if ok else None

    def to_json(self) -> dict:
        return {"node": self.node, "op": self.op, "expression": self.expression,
                "search_seconds": round(self.search_s, 3), "candidates": self.states,
                "derived": [d.to_json() for d in self.derived]}


def node_model(node: onnx.NodeProto, shapes: Mapping[str, tuple[int, ...]],
               consts: Mapping[str, np.ndarray], out_shape: tuple[int, ...]) -> onnx.ModelProto:
    ins = [i for i in node.input if i and i not in consts]
    g = helper.make_graph(
        [node], "op",
        [helper.make_tensor_value_info(i, onnx.TensorProto.FLOAT, shapes[i]) for i in ins],
        [helper.make_tensor_value_info(node.output[0], onnx.TensorProto.FLOAT, out_shape)],
        initializer=[numpy_helper.from_array(np.asarray(v, np.float32), k)
                     for k, v in consts.items() if k in node.input])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    return m


def time_models(models: list[onnx.ModelProto], feeds: Mapping[str, np.ndarray],
                repeat: int = 15, threads: int = 2) -> list[float]:
    """Median milliseconds of each model on the same feeds, runs interleaved (noisy machine)."""
    from verified_opt.backends.hybrid import HybridSession
    sessions = [HybridSession(m, threads=threads) for m in models]
    for s in sessions:  # warm-up (and compilation)
        s.run(feeds)
    times: list[list[float]] = [[] for _ in models]
    for _ in range(repeat):
        for k, s in enumerate(sessions):
            t0 = time.perf_counter()
            s.run(feeds)
            times[k].append((time.perf_counter() - t0) * 1e3)
    return [float(np.median(t)) for t in times]


def check_instantiation(root: Scope, const_names: set[str], library: bool = True,
                        seed: int = 0, max_points: int = 8192) -> tuple[bool, str]:
    """Instantiate root again with random integer values for every tensor (the constants
    among them re-laid out by the same code as the real weights), run it (ONNX Runtime and the
    TVM kernels, float32, small values: exact) and compare with root's exact value: at every
    output point, or past max_points at the corners of the output and random points."""
    import itertools

    from verified_opt.backends.hybrid import HybridSession
    from verified_opt.derive.evaluate import evaluate_at, random_inputs
    rng = np.random.default_rng(seed)
    vals = random_inputs(root, rng, -3, 4)
    consts = {k: v.astype(np.float32) for k, v in vals.items() if k in const_names}
    inst = instantiate(root, "check_out", "check", consts, library)
    model = subgraph_model(root, inst, "check_out", consts)
    feeds = {k: v.astype(np.float32) for k, v in vals.items() if k not in const_names}
    got = HybridSession(model).run(feeds)[0]
    if got.shape != root.shape:
        return False, f"shape {got.shape} vs {root.shape}"
    box = [(i.lo, i.hi) for i in root.loops]
    if got.size <= max_points:
        pts = np.argwhere(np.ones(root.shape, dtype=bool)) + [lo for lo, _ in box]
    else:
        corners = np.array(list(itertools.product(*[(lo, hi - 1) for lo, hi in box])))
        rand = np.stack([rng.integers(lo, hi, size=max_points) for lo, hi in box], -1)
        pts = np.concatenate([corners, rand])
    want = evaluate_at(root, vals, pts).astype(np.float32)
    at = got[tuple((pts - [lo for lo, _ in box]).T)]
    bad = np.nonzero(at != want)[0]
    if len(bad):
        p = tuple(int(x) for x in pts[bad[0]])
        return False, f"differs at {p}: {at[bad[0]]} vs {want[bad[0]]}"
    return True, f"equal on {len(pts)} points"


def derive_operator(node: onnx.NodeProto, shapes: Mapping[str, tuple[int, ...]],
                    consts: Mapping[str, np.ndarray], depth: int = 4, budget_s: float = 20.0,
                    keep: int = 3, measure: bool = True, solvers: tuple[str, ...] = ("z3",),
                    repeat: int = 15, progress: Callable[[str], None] | None = None
                    ) -> DeriveResult:
    root = lower_node(node, shapes)
    t0 = time.perf_counter()
    cands = derive(root, depth=depth, budget_s=budget_s, progress=progress,
                   consts=frozenset(consts))
    search_s = time.perf_counter() - t0
    chosen = [c for c in cands if c.steps][:keep] + [c for c in cands if not c.steps]
    out = DeriveResult(node.name or node.output[0], node.op_type, program_text(root),
                       search_s, len(cands), [])
    const_names = {k for k in consts if k in {t.name for t in tensors(root)}}
    feeds = {i: np.random.default_rng(0).standard_normal(shapes[i]).astype(np.float32)
             for i in node.input if i and i not in consts}
    for c in chosen:
        d = _realize(c, root, node, const_names, consts, solvers)
        out.derived.append(d)
    if measure:
        usable = [d for d in out.derived if d.status == "usable"]
        ref = node_model(node, shapes, consts, root.shape)
        models = [ref] + [subgraph_model(d.candidate.final, d.inst, node.output[0],
                                         {k: consts[k] for k in const_names})
                          for d in usable if d.inst is not None]
        ms = time_models(models, feeds, repeat)
        for d, t in zip(usable, ms[1:]):
            d.ms, d.ort_ms = t, ms[0]
    return out


def _realize(c: Candidate, root: Scope, node: onnx.NodeProto, const_names: set[str],
             consts: Mapping[str, np.ndarray], solvers: tuple[str, ...]) -> Derived:
    d = Derived(c, "usable")
    if not certify(c, solvers=solvers):
        bad = next((p for p in c.proofs if p.status != "proved"), None)
        d.status, d.reason = "unproved", bad.reason if bad else "exact check differs"
        return d
    d.certificates = [step_json(s, p, e, solvers) for s, p, e in zip(c.steps, c.proofs, c.exact)]
    ok, why = check_instantiation(c.final, const_names)
    if not ok:
        d.status, d.reason = "check failed", why
        return d
    d.inst = instantiate(c.final, node.output[0], node.name or node.output[0],
                         {k: np.asarray(consts[k], np.float32) for k in const_names})
    d.kinds = d.inst.kinds
    return d
