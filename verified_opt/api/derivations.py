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
from typing import ClassVar

import numpy as np
import onnx
from onnx import helper, numpy_helper

from verified_opt.check.instantiation import check_instantiation
from verified_opt.derive.certificate import step_json
from verified_opt.derive.contract import document_id
from verified_opt.derive.expr import Scope, program_text, tensors
from verified_opt.derive.instantiate import Instantiation, instantiate, subgraph_model
from verified_opt.derive.lower import lower_node
from verified_opt.derive.search import Candidate, certify, derive
from verified_opt.ir.graph import Graph
from verified_opt.passes.base import Pass, PassResult


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

    @property
    def best_derived(self) -> Derived | None:
        """The fastest usable candidate with at least one step (the as-lowered eOperator is a
        baseline, not a derivation)."""
        ok = [d for d in self.derived
              if d.status == "usable" and d.ms is not None and d.candidate.steps]
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
    """Median milliseconds of each model on the same feeds: search.cost.measure_rounds (fresh
    sessions per round, blocks of runs in rotating order, so one session's spinning threads
    are not charged to the next model's run; models with eOperators run on the hybrid
    runner), `repeat` scaling the time per round; the median over 3 rounds."""
    from verified_opt.search.cost import measure_rounds
    data = {str(k): m.SerializeToString() for k, m in enumerate(models)}
    per = measure_rounds(data, dict(feeds), threads, rounds=3,
                         seconds_per_round=max(0.3, 0.04 * repeat * len(models)))
    return [float(np.median(per[str(k)])) for k in range(len(models))]


def derive_operator(node: onnx.NodeProto, shapes: Mapping[str, tuple[int, ...]],
                    consts: Mapping[str, np.ndarray], depth: int = 6, budget_s: float = 20.0,
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


# ------------------------------------------------------------------ the optimizer's pass

DERIVABLE = ("Conv", "ConvTranspose", "MatMul", "Gemm")

MIN_GAIN = 1.10  # an operator is replaced only if its derivation measured this much faster


@dataclass
class AppliedDerivation:
    """One operator replaced by a derivation: what the audit report records for it."""

    node: str
    op: str
    created: list[str]
    document: dict  # the derivation: original expression, steps (certificates), instantiation
    certificate_id: str
    ms: float
    ort_ms: float


def derivation_document(res: DeriveResult, d: Derived, node: onnx.NodeProto,
                        shapes: Mapping[str, tuple[int, ...]], const_names: list[str]) -> dict:
    """The derivation as the report keeps it; `vopt audit` rechecks it from this alone: the
    operator (its NodeProto, base64, and input shapes) lowers to the first step's before,
    each step's after is the next one's before, the last is `final`."""
    import base64

    from verified_opt.derive.expr import to_json
    return {"schema": "verified_opt.derivation/1", "node": res.node, "op": res.op,
            "node_proto": base64.b64encode(node.SerializeToString()).decode(),
            "shapes": {k: list(v) for k, v in shapes.items()},
            "original": res.expression, "path": d.candidate.path,
            "steps": d.certificates,
            "final": to_json(d.candidate.final), "final_text": program_text(d.candidate.final),
            "instantiation": [{"stage": s, "kind": k} for s, k in d.kinds],
            "constants": const_names, "output": node.output[0],
            "measured": {"ms": d.ms, "ort_ms": d.ort_ms}}


def _signature(node: onnx.NodeProto, shapes: Mapping[str, tuple[int, ...]]) -> str:
    attrs = sorted((a.name, str(helper.get_attribute_value(a))) for a in node.attribute)
    return repr((node.op_type, attrs, [shapes.get(i) for i in node.input]))


def derive_pass(graph, threads: int = 2, budget_s: float = 20.0, min_gain: float | None = None,
                progress: Callable[[str], None] | None = None):
    """A copy of `graph` with each derivable operator (static shapes, constant weights) whose
    best proved and checked derivation measured at least `min_gain` times faster than ONNX
    Runtime's operator replaced by its instantiation; and what was applied. Operators are
    taken in graph order until `budget_s` is spent (the rest are counted, not derived); an
    operator of the same type, attributes and shapes as one that did not gain is not tried
    again (a network repeats its layers)."""
    from verified_opt.derive.eop_onnx import DOMAIN, VERSION, with_eop_domain
    from verified_opt.errors import VoptError
    from verified_opt.ir.onnx_io import node_to_proto
    from verified_opt.ops.node import Node, TensorType
    from verified_opt.rules.apply import META_CERT, META_RULE
    min_gain = MIN_GAIN if min_gain is None else min_gain
    out = graph.copy()
    applied: list[AppliedDerivation] = []
    say = progress or (lambda m: None)
    t0 = time.perf_counter()
    lost: set[str] = set()
    skipped = 0
    for node in list(out.nodes):
        if node.op not in DERIVABLE or node.domain not in ("", "ai.onnx"):
            continue
        if time.perf_counter() - t0 > budget_s:
            skipped += 1
            continue
        proto = node_to_proto(node)
        shapes, ok = {}, True
        for i in proto.input:
            t = out.types.get(i) or out.inputs.get(i)
            if i and (t is None or any(not isinstance(x, int) for x in t.shape)
                      or t.dtype != "float32"):
                ok = False
            elif i:
                shapes[i] = tuple(int(x) for x in t.shape)
        consts = {k: np.asarray(out.initializers[k]) for k in proto.input
                  if k in out.initializers}
        if not ok or len(consts) < 1 or proto.input[0] in consts:
            continue
        sig = _signature(proto, shapes)
        if sig in lost:
            continue
        try:
            res = derive_operator(proto, shapes, consts, budget_s=min(5.0, budget_s), keep=2,
                                  measure=True, repeat=10)
        except VoptError as e:
            say(f"{node.name} ({node.op}): not derived ({e})")
            lost.add(sig)
            continue
        best = res.best_derived
        if best is None or not best.speedup \
                or best.speedup < min_gain or best.inst is None:
            lost.add(sig)
            say(f"{node.name} ({node.op}): best derivation "
                f"{best.speedup if best and best.speedup else 0:.2f}x of ORT's operator, kept")
            continue
        const_names = sorted(k for k in consts if k in {t.name for t in tensors(
            best.candidate.final)})
        doc = derivation_document(res, best, proto, shapes, const_names)
        cid = document_id(doc)
        model = with_eop_domain(subgraph_model(best.candidate.final, best.inst,
                                               proto.output[0],
                                               {k: consts[k] for k in const_names}))
        typed = onnx.shape_inference.infer_shapes(model)
        types = {vi.name: vi for vi in list(typed.graph.value_info) + list(typed.graph.output)}
        meta = {META_RULE: f"derive:{node.op}", META_CERT: cid}
        new_nodes = []
        for n in best.inst.nodes:
            attrs = {a.name: helper.get_attribute_value(a) for a in n.attribute}
            attrs = {k: (v.decode() if isinstance(v, bytes) else v) for k, v in attrs.items()}
            new_nodes.append(Node(n.op_type, tuple(n.input), tuple(n.output), attrs,
                                  name=n.name, domain=n.domain, meta=meta))
            for o in n.output:
                vi = types.get(o)
                if vi is not None:
                    dims = tuple(d.dim_value for d in vi.type.tensor_type.shape.dim)
                    out.types[o] = TensorType(dims, "float32")
        for init in best.inst.initializers:
            out.initializers[init.name] = numpy_helper.to_array(init)
            out.types[init.name] = TensorType(tuple(init.dims), "float32")
        k = out.nodes.index(node)
        out.nodes[k:k + 1] = new_nodes
        if not any(d == DOMAIN for d, _ in out.extra_opsets):
            out.extra_opsets.append((DOMAIN, VERSION))
        applied.append(AppliedDerivation(node.name, node.op, [n.name for n in new_nodes], doc,
                                         cid, best.ms or 0.0, best.ort_ms or 0.0))
        say(f"{node.name} ({node.op}): derived, {best.speedup:.2f}x ({best.candidate.path})")
    if skipped:
        say(f"{skipped} operators not tried: the derivation budget ({budget_s:.0f} s) was spent")
    out.drop_unused_initializers()  # weights only the replaced operators read (re-laid out)
    return out, applied


@dataclass(frozen=True)
class Derive(Pass):
    """`derive_pass` as a pass (on a copy); details: `applied`, the AppliedDerivations."""

    name: ClassVar[str] = "derive"
    in_place: ClassVar[bool] = False
    threads: int = 2
    budget_s: float = 20.0
    progress: Callable[[str], None] | None = None

    def __call__(self, graph: Graph) -> PassResult:
        out, applied = derive_pass(graph, self.threads, budget_s=self.budget_s,
                                   progress=self.progress)
        return PassResult(out, bool(applied), {"applied": applied})
