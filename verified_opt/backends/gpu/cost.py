"""The GPU cost model: each operator instance planned alone (a one-node graph, build_plan) and
timed on the device with CUDA events after warm-up (GpuRunner.time, or its CUDA graph's replay
with VOPT_GPU_TIMING=graph: runtime.plan_timer), cached on disk.

The cache is one JSON file per environment, `gpu-cost-<key>.json` in the cost cache folder:

    {"format": "verified_opt.gpu-cost/1",
     "environment": {"device": ..., "compute_capability": ..., "driver": ..., "cuda_runtime": ...,
                     "cublas": ..., "cudnn": ..., "nvrtc": ..., "cupy": ..., "tvm": ...,
                     "verified_opt": ..., "protocol": ...},
     "costs": {"<node key>": milliseconds, "why:<node key>": "why it has no time"}}

`<key>` hashes the environment: another GPU, driver or library version is another file, never
a stale time. A file whose environment does not match its name, or that does not parse, is
ignored (the nodes are measured again). The node key hashes the operator, its domain, input
shapes and dtypes, which inputs are constant (small constants by value), the attributes and,
for an eOperator, its expression (an attribute like any other).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import numpy as np

from verified_opt import __version__
from verified_opt.atomic import write_text_atomic
from verified_opt.backends.gpu.lowering import KERNEL_KIND
from verified_opt.backends.gpu.plan import PlanError
from verified_opt.cache import cache_dir
from verified_opt.errors import VoptError
from verified_opt.ir.graph import Graph, Node, node_signature, op_key

FORMAT = "verified_opt.gpu-cost/1"
PROTOCOL = 1  # part of the environment: times taken another way are not reused
ENV_FIELDS = ("device", "compute_capability", "driver", "cuda_runtime", "cublas", "cudnn",
              "nvrtc", "cupy")
# A node the GPU plan cannot run costs this: a rewrite must never look cheaper by making one
# (and the end-to-end check on the GPU would refuse the model anyway).
UNPLANNED_MS = 1000.0


def environment(versions: dict[str, Any]) -> dict[str, Any]:
    """What a GPU time depends on besides the node: device, driver, libraries, this tool."""
    env = {k: versions.get(k) for k in ENV_FIELDS}
    try:
        import tvm
        env["tvm"] = tvm.__version__
    except ImportError:
        env["tvm"] = None
    env["verified_opt"] = __version__
    env["protocol"] = PROTOCOL
    from verified_opt.backends.gpu.runtime import timing_mode
    if timing_mode() != "steps":  # (so the files of step-by-step times keep their keys)
        env["timing"] = timing_mode()
    from verified_opt.backends.gpu.device import autotune_enabled
    if autotune_enabled():  # a conv's time depends on which cuDNN plan runs it (likewise)
        env["cudnn_plans"] = "autotuned"
    return env


def environment_key(env: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(env, sort_keys=True, default=str).encode()).hexdigest()[:16]


def node_key(graph: Graph, node: Node) -> str:
    raw = json.dumps(node_signature(graph, node), default=str, sort_keys=True)
    return hashlib.sha256(raw.encode()).hexdigest()[:24]


class GpuCostTable:
    """The on-disk times of one environment (no GPU needed to read or write one)."""

    def __init__(self, env: dict[str, Any], folder: Path) -> None:
        self.env = env
        self.path = folder / f"gpu-cost-{environment_key(env)}.json"
        self.costs: dict[str, float | str] = {}
        try:
            doc = json.loads(self.path.read_text())
            if doc.get("format") == FORMAT and doc.get("environment") == json.loads(
                    json.dumps(env, default=str)) and isinstance(doc.get("costs"), dict):
                self.costs = dict(doc["costs"])
        except (OSError, ValueError, AttributeError):
            self.costs = {}

    def save(self) -> None:
        doc = {"format": FORMAT, "environment": self.env, "costs": self.costs}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # a temporary file of its own: processes pricing at once all save
            write_text_atomic(self.path, json.dumps(doc, indent=1, sort_keys=True, default=str))
        except (OSError, VoptError):
            pass  # a read-only cache folder only costs measuring again next time


def node_graph(graph: Graph, node: Node) -> Graph:
    """The node alone: its non-constant inputs are the graph's inputs, its constants stay."""
    inputs = {i: graph.types[i] for i in dict.fromkeys(node.inputs)
              if i and i not in graph.initializers}
    inits = {i: graph.initializers[i] for i in node.inputs if i in graph.initializers}
    outs = [o for o in node.outputs if o]
    types = {v: graph.types[v] for v in [*inputs, *inits, *outs]}
    return Graph([node], inputs, outs, inits, types, name=f"cost:{node.name}",
                 opset=graph.opset, extra_opsets=list(graph.extra_opsets))


class GpuCostModel:
    """Milliseconds per node on the GPU (the search's cost model for `--backend gpu`).
    Needs a CUDA GPU: constructing one raises GpuUnavailable (one line) without."""

    def __init__(self, backend: str = "gpu", threads: int = 2, cache: Path | None = None,
                 warmup: int = 10, iters: int = 50) -> None:
        from verified_opt.backends.gpu.device import versions

        del backend, threads  # the CPU model's arguments: the same constructor call builds both
        self.table = GpuCostTable(environment(versions()), cache or cache_dir())

        self.warmup, self.iters = warmup, iters
        self.measured = 0
        self.hits = 0
        self.unpriced: dict[str, str] = {}

    @property
    def path(self) -> Path:
        return self.table.path

    def save(self) -> None:
        self.table.save()

    def node_cost(self, graph: Graph, node: Node) -> float:
        if KERNEL_KIND.get(node.op) in ("view", "weights") and node.domain in ("", "ai.onnx"):
            return 0.0  # no launch
        if all((not i) or i in graph.initializers for i in node.inputs):
            return 0.0  # folded away before it runs
        if node.op in ("Cast", "CastLike") and node.domain in ("", "ai.onnx") and \
                graph.types[node.inputs[0]].dtype == graph.types[node.outputs[0]].dtype:
            return 0.0  # to its own type: a view
        k = node_key(graph, node)
        hit = self.table.costs.get(k)
        if isinstance(hit, (int, float)):
            self.hits += 1
            return float(hit)
        why = self.table.costs.get("why:" + k)
        if why is None:
            try:
                ms = self.measure(node_graph(graph, node))
                self.table.costs[k] = ms
                self.measured += 1
                return ms
            except PlanError as e:
                why = self.table.costs["why:" + k] = str(e)
                self.measured += 1
        else:
            self.hits += 1
        self.unpriced.setdefault(op_key(node), f"not planned for the GPU: {why}")
        return UNPLANNED_MS

    def graph_cost(self, graph: Graph) -> float:
        return sum(self.node_cost(graph, n) for n in graph.nodes)

    def measure(self, g: Graph) -> float:
        """CUDA-event milliseconds of the one-node graph's plan, after warm-up."""
        from verified_opt.backends.gpu.plan import build_plan
        from verified_opt.backends.gpu.runtime import GpuRunner, plan_timer

        rng = np.random.default_rng(0)
        # integer and bool operands 0: a valid index for any Gather (the kernel's time does
        # not depend on which row it reads)
        feeds = {k: rng.standard_normal(t.shape).astype(t.dtype) if t.dtype.startswith("float")
                 else np.zeros(t.shape, t.dtype) for k, t in g.inputs.items()}
        return plan_timer(GpuRunner(build_plan(g)))(feeds, self.warmup, self.iters)
