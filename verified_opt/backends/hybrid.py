"""Running a model that contains eOperators: ONNX Runtime for the standard nodes, TVM for the
EOperator nodes (derive/eop_onnx.py) between them.

    sess = HybridSession(model)            # the plan: built once
    outs = sess.run({"x": x})              # the graph outputs, in order; run it many times

The plan orders the nodes topologically in phases: every standard node that can run (given
what ran before) joins one ORT segment, then every eOperator that can run does, and so on, so
the standard nodes form maximal runs and the boundaries are as few as the graph allows. Each
segment is a sub-model (the opsets of the model, its ir_version capped at 13) whose inputs are
the values it reads from the feeds or from earlier steps and whose initializers are the weights
it reads; its outputs are the values a later step or the graph's outputs need. Values cross a
boundary as numpy arrays (ORT takes and returns them without copies on the CPU; an eOperator
copies an input only to align it). A model with no eOperator is one ORT session of the model
itself: plain models stay plain ONNX, run by ORT alone.

Types of the segments' inputs come from ONNX shape inference (with each eOperator output
declared float32 of its scope's shape); a segment with an input that inference left untyped
gets its session at the first run, typed from the array it receives.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import onnx
import onnxruntime as ort
from onnx import helper, numpy_helper

from verified_opt.backends.ort import session as ort_session
from verified_opt.derive.eop_onnx import DOMAIN, eop_schedule, eop_scope, is_eop, with_eop_domain
from verified_opt.errors import ModelError, one_line

if TYPE_CHECKING:
    from verified_opt.derive.eop_tvm import CompiledEOp

MAX_IR_VERSION = 13


@dataclass
class OrtStep:
    nodes: list[onnx.NodeProto]
    inputs: list[str]
    outputs: list[str]
    initializers: list[str]
    sess: ort.InferenceSession | None = None

    @property
    def kind(self) -> str:
        return "ort"


@dataclass
class EOpStep:
    node: onnx.NodeProto
    inputs: list[str]
    output: str
    cop: CompiledEOp | None = None

    @property
    def kind(self) -> str:
        return "eop"


def _subgraph_refs(node: onnx.NodeProto) -> list[str]:
    """Names the node's subgraphs (If, Loop, Scan bodies) read from outside them."""
    out: list[str] = []

    def graph_refs(g: onnx.GraphProto, outer: set[str]) -> None:
        defined = outer | {i.name for i in g.input} | {t.name for t in g.initializer}
        for n in g.node:
            out.extend(x for x in n.input if x and x not in defined and x not in out)
            for a in n.attribute:
                visit(a, defined)
            defined |= set(n.output)

    def visit(a: onnx.AttributeProto, defined: set[str]) -> None:
        if a.type == onnx.AttributeProto.GRAPH:
            graph_refs(a.g, defined)
        elif a.type == onnx.AttributeProto.GRAPHS:
            for g in a.graphs:
                graph_refs(g, defined)

    for a in node.attribute:
        visit(a, set())
    return out


def _reads(node: onnx.NodeProto) -> list[str]:
    seen: list[str] = []
    for x in list(node.input) + _subgraph_refs(node):
        if x and x not in seen:
            seen.append(x)
    return seen


def _segment_session(model: onnx.ModelProto, threads: int) -> ort.InferenceSession:
    """An ORT CPU session (as backends/ort.session) whose intra-op threads do not spin after a
    run: with one spinning pool per segment, the pools of the other segments (and TVM's) lose
    their cores; the per-boundary cost goes from microseconds to tens of them."""
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    opts.log_severity_level = 4  # a failure is raised with its message, not also logged
    opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
    try:
        return ort.InferenceSession(model.SerializeToString(), opts,
                                    providers=["CPUExecutionProvider"])
    except Exception as e:  # noqa: BLE001  (ORT raises its own types for every load failure)
        raise ModelError(f"ONNX Runtime cannot load a segment: {one_line(e, 200)}") from None


def _value_types(model: onnx.ModelProto) -> dict[str, onnx.TypeProto]:
    m = onnx.ModelProto()
    m.CopyFrom(model)
    with_eop_domain(m)
    try:
        g = onnx.shape_inference.infer_shapes(m).graph
    except Exception:  # noqa: BLE001  (inference is a help: untyped inputs are typed lazily)
        g = m.graph
    types = {v.name: v.type for v in list(g.value_info) + list(g.input) + list(g.output)
             if v.type.WhichOneof("value") is not None}
    for t in g.initializer:
        types[t.name] = helper.make_tensor_type_proto(t.data_type, list(t.dims))
    return types


class HybridSession:
    """ORT sessions for the maximal runs of standard nodes, compiled TVM kernels for the
    EOperator nodes; `segment_nodes` caps an ORT segment's length (for measuring boundaries)."""

    def __init__(self, model: onnx.ModelProto, target="llvm", threads: int = 2,
                 segment_nodes: int | None = None):
        self.model = model
        self.target = target
        self.threads = threads
        g = model.graph
        self._init_names = {t.name for t in g.initializer}
        self.input_names = [i.name for i in g.input if i.name not in self._init_names]
        self.output_names = [o.name for o in g.output]
        self._plain = None
        if segment_nodes is None and not any(is_eop(n) for n in g.node):
            self._plain = ort_session(model, threads)
            self.steps: list = []
            return
        self._plan(segment_nodes)

    # ------------------------------------------------------------------------------ plan

    def _order(self) -> list[tuple[str, list[onnx.NodeProto]]]:
        """Phases: ("ort", standard nodes) and ("eop", eOperators), alternating."""
        nodes = list(self.model.graph.node)
        producer = {o: k for k, n in enumerate(nodes) for o in n.output if o}
        deps = [{producer[x] for x in _reads(n) if x in producer} for n in nodes]
        users: list[list[int]] = [[] for _ in nodes]
        for k, d in enumerate(deps):
            for p in d:
                users[p].append(k)
        waiting = [len(d) for d in deps]
        ready: tuple[list[int], list[int]] = ([], [])     # heaps: standard, eOperator
        for k, wt in enumerate(waiting):
            if wt == 0:
                heapq.heappush(ready[is_eop(nodes[k])], k)
        done = 0
        phases: list[tuple[str, list[onnx.NodeProto]]] = []
        eop_phase = False
        while done < len(nodes):
            if not ready[0] and not ready[1]:
                raise ModelError("the graph has a cycle or reads a value nothing produces")
            taken: list[onnx.NodeProto] = []
            heap = ready[eop_phase]
            while heap:
                k = heapq.heappop(heap)
                taken.append(nodes[k])
                done += 1
                for u in users[k]:
                    waiting[u] -= 1
                    if waiting[u] == 0:
                        heapq.heappush(ready[is_eop(nodes[u])], u)
            if taken:
                phases.append(("eop" if eop_phase else "ort", taken))
            eop_phase = not eop_phase
        return phases

    def _plan(self, segment_nodes: int | None) -> None:
        from verified_opt.derive.eop_tvm import aligned, compile_eop
        g = self.model.graph
        steps: list = []
        for kind, nodes in self._order():
            if kind == "eop":
                for n in nodes:
                    steps.append(EOpStep(n, list(n.input), n.output[0]))
                continue
            size = segment_nodes or len(nodes)
            for k in range(0, len(nodes), size):
                steps.append(OrtStep(nodes[k:k + size], [], [], []))
        # What each ORT segment reads and must hand on.
        graph_out = set(self.output_names)
        later_reads: set[str] = set(graph_out)
        for st in reversed(steps):
            if isinstance(st, OrtStep):
                produced = {o for n in st.nodes for o in n.output if o}
                reads: list[str] = []
                for n in st.nodes:
                    reads += [x for x in _reads(n) if x not in produced and x not in reads]
                st.outputs = [o for n in st.nodes for o in n.output if o and o in later_reads]
                st.initializers = [x for x in reads if x in self._init_names
                                   and x not in self.input_names]
                st.inputs = [x for x in reads if x not in st.initializers]
                later_reads |= set(reads)
            else:
                later_reads |= set(st.inputs)
        steps = [st for st in steps if not isinstance(st, OrtStep) or st.outputs]
        # Numpy values of the weights eOperators read (and initializers that are outputs).
        eop_reads = {x for st in steps if isinstance(st, EOpStep) for x in st.inputs}
        self._consts = {t.name: numpy_helper.to_array(t) for t in g.initializer
                        if t.name in (eop_reads | graph_out) and t.name not in self.input_names}
        for x in eop_reads & set(self._consts):   # aligned once, not copied at every run
            self._consts[x] = aligned(self._consts[x], "float32")
        # Values to drop after their last reader.
        last: dict[str, int] = {}
        for k, st in enumerate(steps):
            for x in st.inputs:
                last[x] = k
        self._free = [[x for x, k2 in last.items() if k2 == k and x not in graph_out]
                      for k in range(len(steps))]
        self._types = _value_types(self.model)
        self._inits = {t.name: t for t in g.initializer}
        self.steps = steps
        for st in steps:
            if isinstance(st, EOpStep):
                st.cop = compile_eop(eop_scope(st.node), self.target,
                                     trace=eop_schedule(st.node))
            elif all(x in self._types for x in st.inputs):
                st.sess = self._session(st, {})

    def _session(self, st: OrtStep, arrays: Mapping[str, np.ndarray]) -> ort.InferenceSession:
        def vi(name: str) -> onnx.ValueInfoProto:
            if name in self._types:
                v = onnx.ValueInfoProto()
                v.name = name
                v.type.CopyFrom(self._types[name])
                return v
            if name in arrays:
                a = np.asarray(arrays[name])
                return helper.make_tensor_value_info(
                    name, helper.np_dtype_to_tensor_dtype(a.dtype), None)
            return helper.make_value_info(name, onnx.TypeProto())

        m = self.model
        graph = helper.make_graph(
            st.nodes, f"{m.graph.name or 'graph'}_segment",
            [vi(x) for x in st.inputs], [vi(x) for x in st.outputs],
            initializer=[self._inits[x] for x in st.initializers])
        sub = helper.make_model(
            graph, opset_imports=[o for o in m.opset_import if o.domain != DOMAIN],
            ir_version=min(m.ir_version or MAX_IR_VERSION, MAX_IR_VERSION))
        sub.functions.extend(m.functions)
        return _segment_session(sub, self.threads)

    # ------------------------------------------------------------------------------- run

    @property
    def segments(self) -> int:
        """How many ORT sessions a run goes through."""
        return 1 if self._plain is not None else sum(isinstance(s, OrtStep) for s in self.steps)

    def run(self, feeds: Mapping[str, np.ndarray]) -> list[np.ndarray]:
        missing = [x for x in self.input_names if x not in feeds]
        if missing:
            raise ModelError(f"no value for the model inputs {missing}")
        if self._plain is not None:
            try:
                return self._plain.run(self.output_names,
                                       {x: feeds[x] for x in self.input_names})
            except Exception as e:  # noqa: BLE001  (ORT raises its own types)
                raise ModelError(f"ONNX Runtime failed to run the model: {one_line(e, 200)}") \
                    from None
        values: dict[str, np.ndarray] = dict(self._consts)
        values.update({x: feeds[x] for x in self.input_names})
        for st, free in zip(self.steps, self._free):
            if isinstance(st, EOpStep):
                if st.cop is None:
                    raise ModelError(f"eOperator {st.node.name or st.output!r} has no compiled "
                                     "kernel")
                values[st.output] = st.cop.run([values[x] for x in st.inputs])
            else:
                args = {x: values[x] for x in st.inputs}
                if st.sess is None:
                    st.sess = self._session(st, args)
                try:
                    outs = st.sess.run(st.outputs, args)
                except Exception as e:  # noqa: BLE001  (ORT raises its own types)
                    raise ModelError(f"ONNX Runtime failed to run a segment: "
                                     f"{one_line(e, 200)}") from None
                values.update(zip(st.outputs, outs))
            for x in free:
                values.pop(x, None)
        return [values[x] for x in self.output_names]


# ------------------------------------------------------------------------- measurement

def _chain_model(k: int, shape: tuple[int, ...]) -> onnx.ModelProto:
    names = ["x"] + [f"v{i}" for i in range(k)] + ["y"]
    nodes = [helper.make_node("Relu", [names[i]], [names[i + 1]]) for i in range(k + 1)]
    g = helper.make_graph(nodes, "chain",
                          [helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, shape)],
                          [helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, shape)])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)], ir_version=9)


def _best(fn, repeats: int, rounds: int = 5) -> float:
    fn()
    best = float("inf")
    for _ in range(rounds):
        t0 = time.perf_counter()
        for _ in range(repeats):
            fn()
        best = min(best, (time.perf_counter() - t0) / repeats)
    return best


def boundary_overhead(k: int = 8, shape: tuple[int, ...] = (1, 64, 56, 56),
                      repeats: int = 50, threads: int = 2) -> dict[str, float]:
    """Seconds per ORT segment boundary: a chain of k+1 Relu run by a HybridSession as one
    segment and as k+1 one-node segments (the same session options); (split - whole) / k.
    A boundary costs one more session call, its feeds and fetches, one more output
    allocation, and the tensor leaving ORT's fused plan."""
    model = _chain_model(k, shape)
    x = np.random.default_rng(0).standard_normal(shape).astype(np.float32)
    whole = HybridSession(model, threads=threads, segment_nodes=k + 1)
    split = HybridSession(model, threads=threads, segment_nodes=1)
    assert whole.segments == 1 and split.segments == k + 1
    t1 = _best(lambda: whole.run({"x": x}), repeats)
    tk = _best(lambda: split.run({"x": x}), repeats)
    return {"whole_s": t1, "split_s": tk, "per_boundary_s": (tk - t1) / k,
            "segments": float(k + 1), "bytes": float(x.nbytes)}
