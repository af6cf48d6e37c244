"""How an eOperator lives in an ONNX model.

    node = make_eop_node(scope, ["x", "w"], "y", "eop0")   # x binds tensors(scope)[0], w [1]

A node of domain "ai.verified_opt", op_type "EOperator", with one STRING attribute `expr`:
json.dumps(expr.to_json(scope), sort_keys=True) of the scope whose Tensors are renamed in0,
in1, ... in the order of expr.tensors(scope); the node's k-th input is the model value bound
to in<k> (a value may be bound to several). Its one output is float32 of shape scope.shape.
A model with such nodes imports the domain at version 1 (`opset_import`); ONNX Runtime cannot
run them: backends/hybrid.py runs the standard nodes with ORT and these with TVM.
"""

from __future__ import annotations

import json

import onnx
from onnx import TensorProto, helper

from verified_opt.derive.expr import (
    Access,
    ExprError,
    Scope,
    Tensor,
    from_json,
    map_accesses,
    tensors,
    to_json,
)
from verified_opt.errors import ModelError

DOMAIN = "ai.verified_opt"
OP_TYPE = "EOperator"
VERSION = 1


def rename_tensors(scope: Scope, names: dict[Tensor, Tensor]) -> Scope:
    """scope with every read of a Tensor in `names` reading its image, through the stages
    (each stage rebuilt once)."""
    done: dict[int, Scope] = {}

    def walk(s: Scope) -> Scope:
        if id(s) in done:
            return done[id(s)]

        def acc(a: Access):
            if isinstance(a.src, Tensor):
                return Access(names.get(a.src, a.src), a.index)
            return Access(walk(a.src), a.index)

        out = Scope(s.loops, s.sums, map_accesses(s.body, acc), s.name)
        done[id(s)] = out
        return out

    return walk(scope)


def canonical_inputs(scope: Scope) -> Scope:
    """scope with its tensors named in0, in1, ... in the order of expr.tensors(scope)."""
    return rename_tensors(scope, {t: Tensor(f"in{k}", t.shape)
                                  for k, t in enumerate(tensors(scope))})


def expr_attribute(scope: Scope) -> str:
    return json.dumps(to_json(canonical_inputs(scope)), sort_keys=True)


def make_eop_node(scope: Scope, inputs: list[str], output: str, name: str,
                  schedule: str | None = None) -> onnx.NodeProto:
    """`schedule`: schedule_attribute(...) of a tuned kernel for this expression."""
    ts = tensors(scope)
    if len(inputs) != len(ts):
        raise ExprError(f"eOperator {name}: {len(inputs)} inputs for the {len(ts)} tensors "
                        f"it reads ({', '.join(t.name for t in ts)})")
    extra = {"schedule": schedule} if schedule else {}
    return helper.make_node(OP_TYPE, list(inputs), [output], name=name, domain=DOMAIN,
                            expr=expr_attribute(scope), **extra)


def schedule_attribute(target: dict, trace: str) -> str:
    """The optional STRING attribute `schedule` of an eOperator: a tuning record's trace
    (tune/) and the target it was tuned for. How the kernel's loops run, never what it
    computes: a runner replays it on the TIR of `expr` (derive/eop_tvm.compile_eop)."""
    return json.dumps({"target": target, "trace": json.loads(trace)}, sort_keys=True)


def eop_schedule(node: onnx.NodeProto, kind: str = "llvm") -> str | None:
    """The trace (JSON) in the node's `schedule` attribute when it was tuned for a target of
    this kind; None without one (or an unreadable one: the hand schedule runs instead)."""
    text = next((a.s for a in node.attribute if a.name == "schedule"
                 and a.type == onnx.AttributeProto.STRING), None)
    if text is None:
        return None
    try:
        doc = json.loads(text.decode("utf-8"))
        if doc["target"].get("kind") != kind:
            return None
        return json.dumps(doc["trace"])
    except (ValueError, UnicodeDecodeError, KeyError, TypeError, AttributeError):
        return None


def is_eop(node: onnx.NodeProto) -> bool:
    return node.domain == DOMAIN and node.op_type == OP_TYPE


def eop_scope(node: onnx.NodeProto) -> Scope:
    """The scope of an EOperator node (tensors in0 ...), checked against the node's inputs."""
    if not is_eop(node):
        raise ModelError(f"node {node.name!r} ({node.domain or 'ai.onnx'}:{node.op_type}) is not "
                         f"an eOperator")
    text = next((a.s for a in node.attribute if a.name == "expr"
                 and a.type == onnx.AttributeProto.STRING), None)
    if text is None:
        raise ModelError(f"eOperator {node.name!r} has no STRING attribute expr")
    try:
        scope = from_json(json.loads(text.decode("utf-8")))
    except (ValueError, UnicodeDecodeError) as e:
        raise ModelError(f"eOperator {node.name!r}: expr is not JSON ({e})") from None
    except ExprError as e:
        raise ModelError(f"eOperator {node.name!r}: {e}") from None
    names = [t.name for t in tensors(scope)]
    if names != [f"in{k}" for k in range(len(names))] or len(names) != len(node.input):
        raise ModelError(f"eOperator {node.name!r} reads tensors {names} but has "
                         f"{len(node.input)} inputs (expected in0..in{len(node.input) - 1})")
    if len(node.output) != 1:
        raise ModelError(f"eOperator {node.name!r} has {len(node.output)} outputs, not 1")
    return scope


def input_shapes(node: onnx.NodeProto) -> list[tuple[int, ...]]:
    """The shape the eOperator reads each of its inputs at."""
    return [t.shape for t in tensors(eop_scope(node))]


def output_value_info(node: onnx.NodeProto) -> onnx.ValueInfoProto:
    """float32 of the scope's shape, under the node's output name."""
    return helper.make_tensor_value_info(node.output[0], TensorProto.FLOAT,
                                         list(eop_scope(node).shape))


def opset_import() -> onnx.OperatorSetIdProto:
    return helper.make_opsetid(DOMAIN, VERSION)


def with_eop_domain(model: onnx.ModelProto) -> onnx.ModelProto:
    """model (changed in place) importing the eOperator domain and declaring the type of each
    eOperator output in value_info (so shape inference types what follows it)."""
    if not any(o.domain == DOMAIN for o in model.opset_import):
        model.opset_import.append(opset_import())
    declared = {v.name for v in list(model.graph.value_info) + list(model.graph.output)}
    for node in model.graph.node:
        if is_eop(node) and node.output[0] not in declared:
            model.graph.value_info.append(output_value_info(node))
    return model


def reference_kernel(node, inputs) -> list:
    """The eOperator of an ir Node evaluated with derive/evaluate.py (float64, then float32):
    its reference semantics (registered in ir/evaluate.OPAQUE_KERNELS)."""
    import numpy as np

    from verified_opt.derive.evaluate import evaluate
    from verified_opt.ir.onnx_io import node_to_proto
    scope = eop_scope(node_to_proto(node))
    vals = {f"in{k}": np.asarray(a, dtype=np.float64) for k, a in enumerate(inputs)}
    return [evaluate(scope, vals).astype(np.float32)]


def _register() -> None:
    from verified_opt.ir.evaluate import OPAQUE_KERNELS
    OPAQUE_KERNELS[(DOMAIN, OP_TYPE)] = reference_kernel


_register()
