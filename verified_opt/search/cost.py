"""Cost model: each operator instance measured once on the backend, cached on disk.

Key: operator, input shapes and dtypes, which inputs are constant, attributes, backend, thread
count and library versions. A node is measured as a one-node ONNX model in ONNX Runtime with
its constant inputs as initializers (so weight pre-packing counts as it does in a real run),
after warm-up, as the fastest of repeated runs. Operators outside the registry are measured the
same way; one ORT cannot run alone (a subgraph reading outer values, an input the random data
cannot stand for) costs 0, and `unpriced` says why.

Calibration: each measurement includes the cost of one call into ORT (feeding, session run,
fetching), which a node inside a model does not pay. A node costs its measurement less that of
a model that does nothing (`call_overhead`, one Identity), never below 0, so that the sum over
a model's nodes approaches the model's measured latency (MobileNetV3's 86 nodes summed to 3.3
times its measured latency without it, 1.3 times with it).
"""

from __future__ import annotations

import hashlib
import itertools
import json
import statistics
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import onnxruntime as ort
from onnx import helper, numpy_helper

from verified_opt import __version__
from verified_opt.atomic import write_text_atomic
from verified_opt.cache import cache_dir
from verified_opt.errors import VoptError, one_line
from verified_opt.ir.graph import Graph, Node, TensorType, node_signature, op_key
from verified_opt.ir.onnx_io import IR_VERSION, TARGET_OPSET, _value_info, node_to_proto
from verified_opt.ops.registry import OPS, ORT_FREE, ORT_HEAD, ORT_TAIL, is_modelled

# No kernel work after ORT's passes (OpSpec.ort, set by each operator's family module).
FREE_OPS = frozenset(name for name, spec in OPS.items() if ORT_FREE in spec.ort)

# ONNX Runtime's CPU passes fuse element-wise work into the operator before it (Conv +
# BatchNormalization, Conv + Add + Relu into one FusedConv, Gemm + Relu, MatMul + Add into Gemm,
# BatchNormalization + Relu as one NCHWc Conv): priced alone, such a node costs a kernel it
# never runs, and a rewrite that removes it looks like a win ORT had already taken. In context
# a node costs what it adds to the chain it ends: chain measured together minus the chain
# without it (fused_cost). Not fused (Sum after a Conv, say), that difference is its own kernel.
# Which operators head such a chain and which join one: OpSpec.ort.
FUSION_HEADS = frozenset(name for name, spec in OPS.items() if ORT_HEAD in spec.ort)
FUSABLE = frozenset(name for name, spec in OPS.items() if ORT_TAIL in spec.ort)
MAX_CHAIN = 3
CONTROL_FLOW = frozenset({"If", "Loop", "Scan"})
# Part of every cache key: cached costs of an older way of measuring are not reused.
MEASURE_PROTOCOL = 2  # 2: fastest of >= 5 runs (1 was the median)
_POOL_SIZE = 1 << 24
_POOL: np.ndarray | None = None


def _normal(shape: tuple[int, ...], dtype: str = "float32") -> np.ndarray:
    """Standard-normal data of a shape, cut from one pool drawn once (seed 0). The values do not
    change a float operator's time; drawing them afresh for every measured input did: a
    Winograd candidate's inputs took 15 of a 20-second search on VGG-19."""
    global _POOL
    if _POOL is None:
        _POOL = np.random.default_rng(0).standard_normal(_POOL_SIZE, dtype=np.float32)
    size = int(np.prod(shape, dtype=np.int64))
    flat = _POOL[:size] if size <= _POOL_SIZE else np.resize(_POOL, size)
    return flat.reshape(shape).astype(dtype, copy=False)


def fusion_chain(graph: Graph, node: Node, producers: dict[str, Node],
                 readers: dict[str, int]) -> tuple[Node, ...]:
    """The chain ending at `node` that ORT may fuse: a head (Conv ...), then fusable nodes, each
    reading the one before it (a value nothing else reads); () when `node` ends no such chain."""
    if node.op not in FUSABLE or not graph.is_modelled(node):
        return ()
    best: tuple[Node, ...] = ()
    chain, cur = [node], node
    while len(chain) < MAX_CHAIN:
        prev = None
        for i in cur.inputs:
            p = producers.get(i) if i and i not in graph.initializers else None
            if (p is not None and readers.get(i, 0) == 1 and i not in graph.outputs
                    and (p.op in FUSION_HEADS or p.op in FUSABLE) and graph.is_modelled(p)):
                prev = p
                break
        if prev is None:
            break
        chain.insert(0, prev)
        if prev.op in FUSION_HEADS:
            best = tuple(chain)
        cur = prev
    return best


class CostModel:
    def __init__(self, backend: str = "cpu", threads: int = 2, cache: Path | None = None,
                 repeats: int = 7) -> None:
        self.backend = backend
        self.threads = threads
        self.repeats = repeats
        self.path = (cache or cache_dir()) / f"cost-{backend}-{threads}t.json"
        # Costs by key; "why:KEY" holds the reason a node could not be measured.
        self.table: dict[str, float | str] = {}
        self.measured = 0
        self.hits = 0
        self.unpriced: dict[str, str] = {}  # operator -> why its nodes cost 0 (not measurable)
        self._overhead: float | None = None
        if self.path.exists():
            try:
                self.table = json.loads(self.path.read_text())
            except (OSError, json.JSONDecodeError):
                self.table = {}

    def save(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # a temporary file of its own: processes pricing at once all save
            write_text_atomic(self.path, json.dumps(self.table))
        except (OSError, VoptError):
            pass  # a read-only home only costs re-measuring next time

    def key(self, graph: Graph, node: Node) -> str:
        raw = json.dumps([*node_signature(graph, node), self.backend, self.threads,
                          ort.__version__, __version__, MEASURE_PROTOCOL], default=str)
        return hashlib.sha256(raw.encode()).hexdigest()[:24]

    def node_cost(self, graph: Graph, node: Node) -> float:
        """Milliseconds for one execution of the node in a model: its measurement less the cost
        of a call into ORT, never below 0. A modelled node that ORT cannot run alone costs
        1 ms (a rewrite must never look free by creating one); an opaque node, 0 (it is never
        rewritten: the same on both sides of every comparison)."""
        if node.op in FREE_OPS:
            return 0.0
        if all((not i) or i in graph.initializers for i in node.inputs):
            return 0.0  # folded away before it runs
        raw = self.measurement(graph, node)
        if raw is None:
            return 1.0 if is_modelled(node) and node.name not in graph.dynamic else 0.0
        return max(0.0, raw - self.call_overhead())

    def measurement(self, graph: Graph, node: Node) -> float | None:
        """The node's measurement as a one-node model (ms, cached), or None where ORT cannot
        run it alone (for an opaque node, the reason goes to `unpriced`)."""
        if node.name in graph.dynamic:  # a shape-like input computed at run time
            self._unpriced(node, "a shape-like input is computed at run time")
            return None
        if node.op in CONTROL_FLOW and node.domain in ("", "ai.onnx"):
            # fed made-up values, it would time whichever branch or iteration count those pick
            # (an If priced at its dead branch's 1,000 ms): never rewritten, so 0 on both sides
            self._unpriced(node, "control flow: what it costs depends on the values it runs on")
            return None
        k = self.key(graph, node)
        if k in self.table:
            self.hits += 1
            return float(self.table[k])
        why = self.table.get("why:" + k)
        if why is None:
            try:
                self.table[k] = self._measure(graph, node)
                self.measured += 1
                return float(self.table[k])
            except _Unmeasurable as e:
                why = self.table["why:" + k] = str(e)
                self.measured += 1
        else:
            self.hits += 1
        if not graph.is_modelled(node):  # a modelled one costs 1 ms instead (node_cost)
            self._unpriced(node, str(why))
        return None

    def _unpriced(self, node: Node, why: str) -> None:
        self.unpriced.setdefault(op_key(node), why)

    def call_overhead(self) -> float:
        """Milliseconds for one call of a model that does nothing (one Identity on one float),
        the fastest of 200 after warm-up; measured once per cost table and kept in it."""
        if self._overhead is None:
            k = "overhead:" + hashlib.sha256(json.dumps(
                [self.backend, self.threads, ort.__version__, __version__,
                 MEASURE_PROTOCOL]).encode()).hexdigest()[:24]
            if k not in self.table:
                self.table[k] = _empty_call_ms(self.threads)
            self._overhead = float(self.table[k])
        return self._overhead

    def graph_cost(self, graph: Graph) -> float:
        """Sum of the nodes' costs in context (fused_cost where a node ends a fusion chain)."""
        producers = graph.producers()
        readers = graph_readers(graph)
        total = 0.0
        for n in graph.nodes:
            total += self.cost_in(graph, n, fusion_chain(graph, n, producers, readers), producers)
        return total

    def cost_in(self, graph: Graph, node: Node, chain: tuple[Node, ...],
                producers: dict[str, Node]) -> float:
        """The node's cost given the fusion chain it ends (() when none)."""
        return self.fused_cost(graph, chain, producers) if chain else self.node_cost(graph, node)

    def fused_cost(self, graph: Graph, chain: tuple[Node, ...],
                   producers: dict[str, Node] | None = None) -> float:
        """What the chain's last node adds to the chain before it: both measured as models, one
        after the other, with the same context (never below 0: two separate measurements).

        Context: an operand that a Conv makes in the graph (a residual branch) is made by a 1x1
        Conv in both models too, so ORT sees the layouts it sees in the network (its NCHWc
        transformer fuses Conv + Add only when both operands are NCHWc)."""
        links = [[c.inputs.index(p.outputs[0]) for p, c in itertools.pairwise(chain)]]
        context = self._context(graph, chain, producers or graph.producers())
        raw = json.dumps([self.key(graph, n) for n in chain] + links + [sorted(context)])
        k = "fused:" + hashlib.sha256(raw.encode()).hexdigest()[:24]
        if k in self.table:
            self.hits += 1
            return float(self.table[k])
        try:
            full = self._measure(graph, list(chain), context)
            prefix = (self.measurement(graph, chain[0]) if len(chain) == 2 and not context
                      else self._measure(graph, list(chain[:-1]), context))
        except _Unmeasurable:
            return self.node_cost(graph, chain[-1])
        if prefix is None:
            return self.node_cost(graph, chain[-1])
        cost = max(0.0, full - prefix)  # both include the call into ORT: it cancels
        self.table[k] = cost
        self.measured += 1
        return cost

    @staticmethod
    def _context(graph: Graph, chain: tuple[Node, ...], producers: dict[str, Node]) -> list[str]:
        """Operands of the chain's fused nodes (not the head's) that a Conv makes."""
        inner = {o for n in chain for o in n.outputs}
        out = []
        for n in chain[1:]:
            for i in n.inputs:
                p = producers.get(i) if i and i not in inner else None
                if (p is not None and p.op == "Conv" and len(graph.types[i].shape) == 4
                        and graph.types[i].dtype == "float32"):
                    out.append(i)
        return sorted(set(out))

    def _measure(self, graph: Graph, nodes: Node | list[Node],
                 context: list[str] | None = None) -> float:
        nodes = [nodes] if isinstance(nodes, Node) else nodes
        context = context or []
        inputs, inits, feeds = [], [], {}
        rng = np.random.default_rng(0)
        inner = {o for n in nodes[:-1] for o in n.outputs if o}
        protos = []
        for v in context:  # made by a 1x1 Conv from 8 channels, and an output of the model
            batch, c, h, w = graph.types[v].shape
            src, weight = f"{v}__ctx_in", f"{v}__ctx_w"
            inputs.append(_value_info(src, TensorType((batch, 8, h, w))))
            feeds[src] = _normal((batch, 8, h, w))
            inits.append(numpy_helper.from_array(
                rng.standard_normal((c, 8, 1, 1)).astype(np.float32), weight))
            protos.append(helper.make_node("Conv", [src, weight], [v]))
            inner.add(v)
        for i in dict.fromkeys(x for n in nodes for x in n.inputs if x and x not in inner):
            t = graph.types[i]
            if i in graph.initializers:
                inits.append(numpy_helper.from_array(graph.initializers[i], i))
            else:
                inputs.append(_value_info(i, t))
                kind = np.dtype(t.dtype).kind
                feeds[i] = (_normal(t.shape, t.dtype) if kind == "f"
                            else np.zeros(t.shape, t.dtype))
        outputs = [_value_info(o, graph.types[o]) for o in nodes[-1].outputs if o]
        outputs += [_value_info(v, graph.types[v]) for v in context]
        for n in nodes:
            proto = node_to_proto(n)
            del proto.metadata_props[:]
            protos.append(proto)
        g = helper.make_graph(protos, "cost", inputs, outputs, inits)
        opsets = [helper.make_opsetid("", TARGET_OPSET)] + [
            helper.make_opsetid(d, v) for d, v in graph.extra_opsets]
        model = helper.make_model(g, opset_imports=opsets)
        model.ir_version = IR_VERSION
        from verified_opt.backends.ort import session

        try:
            sess = session(model, self.threads)
        except VoptError as e:  # an op ORT cannot run alone (a subgraph reading outer values)
            raise _Unmeasurable(f"ONNX Runtime cannot load it alone: {e}") from None
        quiet = ort.RunOptions()
        quiet.log_severity_level = 4  # a failure is reported as the reason, not logged
        try:
            for _ in range(3):
                sess.run(None, feeds, quiet)
        except Exception as e:  # noqa: BLE001  (ORT's own types) data outside the op's domain
            raise _Unmeasurable("ONNX Runtime cannot run it on random inputs: "
                                f"{one_line(e, 160)}") from None
        # The fastest of at least 5 runs: on a shared machine interference only ever adds time,
        # and a median of the 3 runs a slow moment allowed once priced a 1.7 ms Conv at 10 ms
        # (Inception-v2), a "gain" the search then chased.
        times = []
        budget = time.perf_counter() + 0.25
        for k in range(max(self.repeats, 5)):
            t0 = time.perf_counter()
            sess.run(None, feeds)
            times.append((time.perf_counter() - t0) * 1e3)
            if time.perf_counter() > budget and k >= 4:
                break
        return float(min(times))


class _Unmeasurable(Exception):
    """ORT cannot run the node (or chain) alone; the message says why."""


def _empty_call_ms(threads: int, runs: int = 200) -> float:
    """The fastest of `runs` calls of a one-Identity model on one float (ms), after warm-up."""
    from verified_opt.backends.ort import session

    g = helper.make_graph([helper.make_node("Identity", ["x"], ["y"])], "empty",
                          [_value_info("x", TensorType((1,)))], [_value_info("y", TensorType((1,)))])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", TARGET_OPSET)])
    model.ir_version = IR_VERSION
    sess = session(model, threads)
    feeds = {"x": np.zeros(1, np.float32)}
    for _ in range(10):
        sess.run(None, feeds)
    best = float("inf")
    for _ in range(runs):
        t0 = time.perf_counter()
        sess.run(None, feeds)
        best = min(best, (time.perf_counter() - t0) * 1e3)
    return best


def graph_readers(graph: Graph) -> dict[str, int]:
    """How many node inputs read each value."""
    readers: dict[str, int] = {}
    for n in graph.nodes:
        for i in n.inputs:
            if i:
                readers[i] = readers.get(i, 0) + 1
    return readers


def measure_model(model_bytes: bytes, feeds: dict[str, np.ndarray], threads: int = 2,
                  optimize: bool = True, repeats: int = 20, max_seconds: float = 5.0) -> float:
    """Median latency (ms) of a whole model in ONNX Runtime, after warm-up."""
    from verified_opt.backends.ort import session

    sess = session(model_bytes, threads, optimize)
    for _ in range(3):
        sess.run(None, feeds)
    times = []
    deadline = time.perf_counter() + max_seconds
    for k in range(repeats):
        t0 = time.perf_counter()
        sess.run(None, feeds)
        times.append((time.perf_counter() - t0) * 1e3)
        if time.perf_counter() > deadline and k >= 4:
            break
    return float(statistics.median(times))


def measure_interleaved(models: dict[str, bytes], feeds: dict[str, np.ndarray], threads: int = 2,
                        rounds: int = 5, measure=None, seconds_per_round: float = 2.0
                        ) -> dict[str, float]:
    """Latency (ms) per model, the median over the rounds of `measure_rounds`."""
    per_round = measure_rounds(models, feeds, threads, rounds, measure, seconds_per_round)
    return {k: float(statistics.median(v)) for k, v in per_round.items()}


def measure_rounds(models: dict[str, bytes], feeds: dict[str, np.ndarray], threads: int = 2,
                   rounds: int = 5, measure=None, seconds_per_round: float = 2.0,
                   done: Callable[[dict[str, list[float]]], bool] | None = None
                   ) -> dict[str, list[float]]:
    """Latency (ms) per model and round, measured side by side: timings taken at different
    moments on a shared machine are not comparable, interleaved ones are.

    Each round opens a fresh session per model (a session's thread and memory placement alone
    can move its latency by percents), in an order that rotates from round to round (which
    session is created first is not neutral either), warms them up, then times them in turn, in
    blocks of BLOCK_SECONDS (at least 2 runs), the order rotating, for `seconds_per_round`.
    Blocks, not single runs: ORT's worker threads spin for a while after a run (its default,
    and its fastest setting), and that would be charged to another session's next run. A
    model's round value is the median of its runs in that round. `measure` (a function like
    `measure_model`) replaces this with one whole measurement per model per round. `done(times)`
    ends the rounds early when it says the times so far settle the question.
    """
    times: dict[str, list[float]] = {k: [] for k in models}
    order = list(models)
    for r in range(rounds):
        if measure is not None:
            for key, data in models.items():
                times[key].append(measure(data, feeds, threads, max_seconds=seconds_per_round))
        else:
            shift = r % len(order)
            rotated = {k: models[k] for k in order[shift:] + order[:shift]}
            for key, value in _interleaved_round(rotated, feeds, threads,
                                                 seconds_per_round).items():
                times[key].append(value)
        if done is not None and r + 1 < rounds and done(times):
            break
    return times


BLOCK_SECONDS = 0.2


def _interleaved_round(models: dict[str, bytes], feeds: dict[str, np.ndarray], threads: int,
                       seconds: float) -> dict[str, float]:
    from verified_opt.backends.ort import session

    sessions = {k: session(data, threads) for k, data in models.items()}
    for sess in sessions.values():
        for _ in range(3):
            sess.run(None, feeds)
    keys = list(sessions)
    runs: dict[str, list[float]] = {k: [] for k in keys}
    deadline = time.perf_counter() + seconds
    turn = 0
    while turn < 2 or time.perf_counter() < deadline:
        shift = turn % len(keys)
        for key in keys[shift:] + keys[:shift]:
            block_end = time.perf_counter() + BLOCK_SECONDS
            n = 0
            while n < 2 or time.perf_counter() < block_end:
                t0 = time.perf_counter()
                sessions[key].run(None, feeds)
                runs[key].append((time.perf_counter() - t0) * 1e3)
                n += 1
        turn += 1
    return {k: float(statistics.median(v)) for k, v in runs.items()}
