"""What each node of a graph becomes in its GPU plan: a cuBLAS call, a cuDNN graph, a generated
CUDA kernel, TVM's kernels of an eOperator, a view (no launch), a constant, or part of another
node's launch (a ReLU fused into the convolution before it). Plain data, computed on any machine
from the plan (`vopt inspect --backend gpu`, the audit report of `vopt optimize --backend gpu`).
"""

from __future__ import annotations

from dataclasses import dataclass

from verified_opt.backends.gpu.lowering import KERNEL_KIND
from verified_opt.backends.gpu.plan import Plan, Step
from verified_opt.ir.graph import Graph

LIB_NAMES = {"cublas": "cuBLAS", "cudnn": "cuDNN", "nvrtc": "generated CUDA",
             "tvm": "TVM eOperator"}


@dataclass(frozen=True)
class NodeKernel:
    node: str
    op: str
    kernel: str  # cuBLAS, cuDNN, generated CUDA, TVM eOperator, view, constant, fused, reused,
    # inlined
    launches: int
    detail: str

    def to_json(self) -> dict:
        return {"node": self.node, "op": self.op, "kernel": self.kernel,
                "launches": self.launches, "detail": self.detail}


def node_kernels(graph: Graph, plan: Plan) -> list[NodeKernel]:
    """One entry per node of `graph` (the graph the plan was built from), in graph order."""
    by_node: dict[str, list[Step]] = {}
    fused_into: dict[str, Step] = {}
    for s in plan.steps:
        by_node.setdefault(s.node, []).append(s)
        for name in s.params.get("fuses", ()):
            fused_into[name] = s
    out = []
    folded = set(plan.folded)
    for n in graph.nodes:
        name = n.name or n.outputs[0]
        steps = by_node.get(name, [])
        if steps:
            libs = sorted({s.lib for s in steps})
            if len(libs) != 1:
                kernel = " + ".join(LIB_NAMES[lib] for lib in libs)
            else:
                kernel = LIB_NAMES[libs[0]]
            out.append(NodeKernel(name, n.op, kernel, len(steps), _detail(steps)))
            continue
        fused = fused_into.get(name)
        if name in plan.in_place:
            out.append(NodeKernel(name, n.op, "view", 0, "its inputs are written into their "
                                  "slices of its output by the steps that make them"))
        elif name in plan.inlined:
            out.append(NodeKernel(name, n.op, "inlined", 0, "its condition is a constant: the "
                                  "nodes of the branch it takes run in its place"))
        elif name in plan.deduped:
            out.append(NodeKernel(name, n.op, "reused", 0, f"computes what {plan.deduped[name]} "
                                  "computes: its value is read instead"))
        elif name in folded:
            out.append(NodeKernel(name, n.op, "constant", 0, "computed when planned (its "
                                  "inputs are constants), uploaded with the weights"))
        elif fused is not None:
            out.append(NodeKernel(name, n.op, "fused", 0, f"into {fused.node} ({fused.op}, "
                                  f"{LIB_NAMES[fused.lib]})"))
        elif KERNEL_KIND.get(n.op) == "view" or n.op in ("Cast", "CastLike"):  # to its own type
            out.append(NodeKernel(name, n.op, "view", 0, f"shares the bytes of {n.inputs[0]}"))
        elif KERNEL_KIND.get(n.op) == "weights":
            out.append(NodeKernel(name, n.op, "constant", 0, "uploaded with the weights"))
        else:  # a node the plan does not run would be a planning bug: say so, never hide it
            raise AssertionError(f"node {name} ({n.op}) has no step in the GPU plan")
    return out


def _detail(steps: list[Step]) -> str:
    """What the node's steps call; a node of several libraries (Gemm: its bias broadcast by a
    kernel into the output, then cuBLAS accumulating onto it) lists each, in launch order."""
    groups: dict[str, list[Step]] = {}
    for s in steps:
        groups.setdefault(s.lib, []).append(s)
    return " + ".join(_lib_detail(g) for g in groups.values())


def _lib_detail(steps: list[Step]) -> str:
    s = steps[0]
    if s.lib == "cublas":
        p = s.params
        call = "gemmStridedBatchedEx fp16 (fp32 accumulate)" if p.get("dtype") == "float16" \
            else "sgemmStridedBatched"
        return f"{call} m={p['m']} n={p['n']} k={p['k']} batch={p['batch']}"
    if s.lib == "cudnn":
        return " + ".join(op["op"] for op in s.params["frontend"])
    if s.lib == "tvm":
        launches = ", ".join(f"{x.kernel} <<<{x.grid}, {x.block}>>>" for x in steps)
        return f"{s.params['module']}: {launches}"
    kinds = sorted({x.params["kind"] for x in steps})
    return f"{'/'.join(kinds)}: " + ", ".join(f"{x.kernel} <<<{x.grid}, {x.block}>>>"
                                              for x in steps[:3]) + (" ..." if len(steps) > 3
                                                                     else "")


def counts(table: list[NodeKernel]) -> dict[str, int]:
    """Nodes per kernel kind."""
    out: dict[str, int] = {}
    for row in table:
        out[row.kernel] = out.get(row.kernel, 0) + 1
    return dict(sorted(out.items()))
