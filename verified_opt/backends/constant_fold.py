"""Constant folding of an instantiation: what the nodes compute from the weights alone is
computed once, here, and becomes an initializer of the instantiation.

    inst, folded = fold_instantiation(inst, consts, output)

A derivation often re-lays out a Conv's weight at run time: a Gather of `w` with a table of
indices, a Transpose, a Reshape, or an eOperator whose only input is `w`. Those nodes read
nothing but initializers (the model's constants the expression names, `consts`, and the
instantiation's own: index tables, shapes, pads), so their result is the same on every run.
As ONNX Runtime's ConstantFolding and onnxsim do, every node whose inputs are all constants is
evaluated, in order, and the values the rest of the instantiation reads become initializers
under their own names (nothing downstream is renamed). Like them, and like ir/fold.py (whose
limits this shares), it leaves alone nondeterministic operators, QDQ patterns a backend must
see, the node writing the instantiation's output, and values past FOLD_MAX_ELEMENTS.

ir/fold.fold_constants is not reused for the evaluation: it computes a node with the NumPy
reference kernels and skips operators outside the ONNX domain. Here the constant nodes are run
by the executor that runs the candidate (backends/hybrid.HybridSession: ONNX Runtime for the
ONNX operators, the eOperator's own compiled TVM kernel for an eOperator), so the initializer
holds exactly the values the unfolded instantiation would compute at run time.

Fail closed: where anything fails (inference, ONNX Runtime, TVM) or a value is not of the
type inference gave it, the instantiation is returned unfolded: it is the one that was
checked, and it computes the same values at run time. Each folded value is recorded
(`Folded`: the nodes, the constants read, shape, dtype and SHA-256 of its bytes) for the
audit report, and `vopt audit` folds the instantiation again from the input model's weights
and compares (audit/derivation.recheck_folding); the end-to-end check covers the result too.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np
import onnx
from onnx import helper, numpy_helper

from verified_opt.derive.expr import Scope
from verified_opt.derive.instantiate import Instantiation, instantiate
from verified_opt.ir.fold import BACKEND_PATTERNS, FOLD_MAX_ELEMENTS, NONDETERMINISTIC


@dataclass(frozen=True)
class Folded:
    """One initializer made by folding: the value `initializer` (a value the instantiation
    computed at run time before) from the nodes `nodes` ((name, op), in order) reading only
    the constants `sources`."""

    initializer: str
    nodes: tuple[tuple[str, str], ...]
    sources: tuple[str, ...]
    shape: tuple[int, ...]
    dtype: str
    sha256: str

    def to_json(self) -> dict:
        return {"initializer": self.initializer,
                "nodes": [{"name": n, "op": op} for n, op in self.nodes],
                "sources": list(self.sources), "shape": list(self.shape),
                "dtype": self.dtype, "sha256": self.sha256}

    def describe(self) -> str:
        ops = ", ".join(op for _, op in self.nodes)
        return (f"{self.initializer} {list(self.shape)} <- {ops} of "
                f"{', '.join(self.sources)}")


def value_sha256(value: np.ndarray) -> str:
    """SHA-256 of an array's dtype, shape and bytes (C order)."""
    a = np.ascontiguousarray(value)
    h = hashlib.sha256(f"{a.dtype.str}{list(a.shape)}".encode())
    h.update(a.tobytes())
    return h.hexdigest()


def instantiate_folded(final: Scope, output: str, prefix: str,
                       consts: Mapping[str, np.ndarray], library: bool,
                       schedules: Mapping[str, str] | None = None, gather: bool = True,
                       swap: bool = False) -> tuple[Instantiation, list[Folded]]:
    """`final` instantiated into `output` (its nodes named after `prefix`: the operator or
    pattern it replaces) over the weights `consts` (float32), then its parts that read only
    constants computed once into initializers: the form every candidate of the derivation
    pass is measured and applied in, and what `vopt audit` rebuilds."""
    weights = {k: np.asarray(v, np.float32) for k, v in consts.items()}
    inst = instantiate(final, output, prefix, weights, library=library, schedules=schedules,
                       gather=gather, swap=swap)
    return fold_instantiation(inst, weights, output)


def constant_nodes(nodes: list[onnx.NodeProto], constants: set[str], output: str
                   ) -> list[int]:
    """Indices of the nodes that read only constants (or values such nodes computed before),
    in order; never the node writing `output`, a nondeterministic one or a QDQ one."""
    known = set(constants)
    out = []
    for k, n in enumerate(nodes):
        ins = [i for i in n.input if i]
        if (ins and all(i in known for i in ins) and output not in n.output
                and n.op_type not in NONDETERMINISTIC and n.op_type not in BACKEND_PATTERNS):
            out.append(k)
            known |= {o for o in n.output if o}
    return out


def fold_instantiation(inst: Instantiation, consts: Mapping[str, np.ndarray], output: str,
                       threads: int = 2) -> tuple[Instantiation, list[Folded]]:
    """inst with its constant sub-computations replaced by initializers, and what was folded;
    inst itself (and []) where nothing folds or folding fails. `consts`: the model constants
    the instantiation reads (the weights); `output`: the value it writes."""
    own = {t.name: t for t in inst.initializers}
    folded_at = constant_nodes(inst.nodes, set(consts) | set(own), output)
    if not folded_at:
        return inst, []
    fold = [inst.nodes[k] for k in folded_at]
    rest = [n for k, n in enumerate(inst.nodes) if k not in set(folded_at)]
    made = {o for n in fold for o in n.output if o}
    wanted = list(dict.fromkeys(i for n in rest for i in n.input if i in made))
    if not wanted:
        return inst, []
    values = _evaluate(fold, wanted, consts, own, threads)
    if values is None:
        return inst, []
    producer = {o: n for n in fold for o in n.output if o}
    records = []
    for name in wanted:
        cone, sources = _cone(name, producer)
        v = values[name]
        records.append(Folded(name, tuple((n.name, n.op_type) for n in fold if n.name in cone),
                              tuple(sources), tuple(int(d) for d in v.shape), v.dtype.name,
                              value_sha256(v)))
    read = {i for n in rest for i in n.input if i}
    inits = [t for t in inst.initializers if t.name in read]
    inits += [numpy_helper.from_array(np.ascontiguousarray(values[k]), k) for k in wanted]
    return Instantiation(rest, inits, list(inst.kinds)), records


def _cone(name: str, producer: Mapping[str, onnx.NodeProto]) -> tuple[set[str], list[str]]:
    """The names of the folded nodes `name` is computed by, and the constants they read."""
    nodes: set[str] = set()
    sources: list[str] = []
    todo = [name]
    while todo:
        v = todo.pop()
        n = producer.get(v)
        if n is None:
            if v not in sources:
                sources.append(v)
            continue
        if n.name in nodes:
            continue
        nodes.add(n.name)
        todo += [i for i in n.input if i]
    return nodes, sorted(sources)


def _evaluate(nodes: list[onnx.NodeProto], wanted: list[str],
              consts: Mapping[str, np.ndarray], own: Mapping[str, onnx.TensorProto],
              threads: int) -> dict[str, np.ndarray] | None:
    """The values `wanted` of the constant `nodes`, run as one model without inputs by the
    hybrid runner (ORT, TVM for eOperators); None where that fails, a value is larger than
    FOLD_MAX_ELEMENTS, or one is not of the type shape inference gave it."""
    from verified_opt.backends.hybrid import HybridSession
    from verified_opt.derive.eop_onnx import opset_import, with_eop_domain
    reads = {i for n in nodes for i in n.input if i}
    inits = [own[k] for k in own if k in reads]
    inits += [numpy_helper.from_array(np.ascontiguousarray(v), k) for k, v in consts.items()
              if k in reads and k not in own]
    graph = helper.make_graph(list(nodes), "fold", [], [], initializer=inits)  # typed below
    model = with_eop_domain(helper.make_model(
        graph, opset_imports=[helper.make_opsetid("", 18), opset_import()]))
    model.ir_version = 8
    try:
        typed = onnx.shape_inference.infer_shapes(model, strict_mode=True)
        types = {v.name: v.type for v in list(typed.graph.value_info)
                 + list(typed.graph.output)}
        for k in wanted:
            t = types[k].tensor_type
            if not t.HasField("shape") or any(not d.HasField("dim_value") for d in t.shape.dim):
                return None
            model.graph.output.append(helper.make_tensor_value_info(
                k, t.elem_type, [d.dim_value for d in t.shape.dim]))
        outs = HybridSession(model, threads=threads).run({})
    except Exception:  # noqa: BLE001  (inference, ORT and TVM raise their own types): unfolded
        return None
    values = {}
    for vi, v in zip(model.graph.output, outs):
        v = np.asarray(v)
        t = vi.type.tensor_type
        if (v.size > FOLD_MAX_ELEMENTS
                or v.dtype != helper.tensor_dtype_to_np_dtype(t.elem_type)
                or list(v.shape) != [d.dim_value for d in t.shape.dim]):
            return None
        values[vi.name] = v
    return values
