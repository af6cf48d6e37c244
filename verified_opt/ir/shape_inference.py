"""Type every value of a Graph with the operators' shape inference; opaque nodes keep the types
ONNX inferred.

Small constants (up to FOLD_LIMIT elements) are propagated as values (`consts`), so that a
shape-like input computed from constants is known: a Reshape's target made by Shape -> Gather ->
Concat is a constant once `--shape` fixes the inputs. Their values come from constant folding
(ir/fold.node_values): a node outside the registry whose inputs are all known constants is
evaluated by ONNX's reference implementation, never by a guess; an opaque node that ONNX's
whole-graph pass left untyped is typed by ONNX shape inference of that node alone, from the
types and constants propagated here (ONNX neither carries values through Gather, Div, Equal or
Where, nor reads Slice bounds it did not get as initializers).
"""

from __future__ import annotations

import functools

import numpy as np
import onnx

from verified_opt.errors import ShapeError
from verified_opt.ir.fold import FOLD_LIMIT, evaluable_opaque, node_values
from verified_opt.ir.graph import Graph
from verified_opt.ops.node import (
    Node,
    TensorType,
    defined_names,
    graph_outer_reads,
    subgraphs,
)
from verified_opt.ops.registry import OPS, InferCtx, is_modelled


def known_constants(graph: Graph) -> dict[str, np.ndarray]:
    return {k: v for k, v in graph.initializers.items() if v.size <= FOLD_LIMIT}


def infer_graph_types(graph: Graph, untyped: set[str] | None = None) -> None:
    """`untyped`, where given, collects the values whose shape is known only at run time instead
    of refusing them: every output of a node with one such output or reading one (import
    splits those nodes off as the graph's Tail); else such a value is a ShapeError."""
    types: dict[str, TensorType] = dict(graph.inputs)
    for k, v in graph.initializers.items():
        types[k] = TensorType(v.shape, v.dtype.name)
    consts = known_constants(graph)
    graph.dynamic.clear()
    for node in graph.nodes:
        if untyped is not None and any(i in untyped for i in node.reads):
            untyped.update(o for o in node.outputs if o)
            continue
        in_types = [types.get(i) if i else None for i in node.inputs]
        spec = OPS.get(node.op)
        if spec and is_modelled(node):
            missing = [i for k, i in enumerate(node.inputs)
                       if k in spec.const_inputs and i and i not in consts]
            if missing:
                graph.dynamic.add(node.name)  # shape-like input computed at run time: opaque
        if spec is None or not is_modelled(node) or node.name in graph.dynamic:
            try:
                _type_opaque(graph, node, types, consts)
            except NoStaticType:
                if untyped is None:
                    raise
                untyped.update(o for o in node.outputs if o)
                for o in node.outputs:
                    types.pop(o, None)
                    consts.pop(o, None)
            continue
        spec.validate(node)
        for i, in_t in zip(node.inputs, in_types):
            if i and in_t is None:
                raise ShapeError(f"{node.op} '{node.name}': input '{i}' has no type")
        args = [consts.get(i) if i else None for i in node.inputs]
        ctx = InferCtx(node, in_types, args)
        out_types = spec.infer(ctx)
        for out, t in zip(node.outputs, out_types):
            if out:
                types[out] = t
        if node.op == "Shape" or (all((not i) or i in consts for i in node.inputs) and all(
                t.size <= FOLD_LIMIT for t in out_types)):
            values = node_values(node, args, types, ctx)
            assert values is not None  # a modelled node always has its kernel's values
            for out, value in zip(node.outputs, values):
                if out and value is not None:
                    consts[out] = value
    graph.types = types


class NoStaticType(ShapeError):
    """An opaque node's output with no static tensor type: its shape depends on values known
    only at run time, or it is a sequence, map or optional."""


# Operators whose outputs are sequences, maps or optionals (ONNX's non-tensor types)
NOT_TENSORS = {"SequenceEmpty", "SequenceConstruct", "SequenceInsert", "SequenceErase",
               "SplitToSequence", "SequenceMap", "Optional", "ZipMap", "CastMap", "DictVectorizer"}


def _type_opaque(graph: Graph, node: Node, types: dict[str, TensorType],
                 consts: dict[str, np.ndarray]) -> None:
    """Type an opaque node's outputs (and give their values when its inputs are all known
    constants): its value by ONNX's reference evaluator, checked against ONNX shape inference
    of the node; else the type ONNX's whole-graph pass gave; else that of the node alone."""
    outs = [o for o in node.outputs if o]
    if node.op in ("Loop", "Scan") and node.domain in ("", "ai.onnx"):
        # their outputs' shapes follow the iterations (a carried value may grow each one):
        # the body's declared shapes are the file's word, and one the checks' draws never
        # contradict would fold Shape() of it into a wrong constant
        raise NoStaticType(f"{node.op} '{node.name}': its outputs' shapes depend on its "
                           "iterations, known only at run time")
    if node.op == "If" and node.domain in ("", "ai.onnx"):
        # a condition known here (shape arithmetic for the --shape given) takes one branch,
        # whatever the other computes: the If is typed from that branch alone
        taken = taken_branch(node, consts) if _exact(graph, node.inputs[0], types) else None
        branches = node_types(graph, node, types, consts, bodies=True, taken=taken)
        if taken is not None and any(branches.get(o) is None for o in outs):
            # ONNX's inference cannot follow the branch (an If inside it on the shapes picks
            # one of two shapes): the branch typed as a graph of its own, here
            for o, t in zip(node.outputs, _taken_branch_types(graph, node, taken, types,
                                                              consts) or []):
                if o and branches.get(o) is None:
                    branches[o] = t
        for o in outs:
            t = branches.get(o)
            if t is None:  # the branches differ (or ONNX cannot tell from what they compute)
                raise NoStaticType(f"opaque If '{node.name}': no type for output '{o}' (its "
                                   "branches compute different shapes, or shapes known only "
                                   "at run time)")
            types[o] = t
        if taken is not None:  # TorchScript's `a or b`: an If whose taken branch is a constant
            for o, v in zip(node.outputs, _branch_values(node, taken, consts, types) or []):
                if o and v is not None:
                    consts[o] = v
        return
    local: dict[str, TensorType | None] | None = None
    if (not is_modelled(node) and evaluable_opaque(node)
            and all((not i) or i in consts for i in node.inputs)):
        local = node_types(graph, node, types, consts)
        values = node_values(node, [consts.get(i) if i else None for i in node.inputs], local)
        if values is not None:
            for o, v in zip(node.outputs, values):
                if o and v is not None:
                    consts[o] = v
                    types[o] = TensorType(v.shape, v.dtype.name)  # local[o]: node_values checked
            return
    for o in outs:
        if o in graph.types:
            types[o] = graph.types[o]
            continue
        if local is None:
            local = node_types(graph, node, types, consts)
        t = local.get(o)
        if t is None:
            if node.op in NOT_TENSORS:
                raise NoStaticType(f"{node.op} '{node.name}': its output '{o}' is a sequence, "
                                   "map or optional value; only tensors are supported")
            raise NoStaticType(f"opaque {node.op} '{node.name}': no type for output '{o}' (its "
                               "shape is not static: it depends on values known only at run "
                               "time; --shape fixes the inputs' shapes, not their values)")
        types[o] = t


def _taken_branch_types(graph: Graph, node: Node, taken: str, types: dict[str, TensorType],
                        consts: dict[str, np.ndarray]) -> list[TensorType | None] | None:
    """The output types of an If's `taken` branch, typed by this module as a graph whose
    inputs are the outer values it reads (known constants among them as initializers); None
    where it cannot be typed statically."""
    from verified_opt.ir.onnx_io import initializer_array, node_from_proto

    branch = getattr(node.attrs.get(taken), "g", None)
    if branch is None or len(branch.input) or len(branch.sparse_initializer):
        return None
    reads = graph_outer_reads(branch)
    if any(r not in types for r in reads):
        return None
    try:
        inits = {t.name: initializer_array(t, f"If '{node.name}'") for t in branch.initializer}
        sub = Graph(nodes=[node_from_proto(p, p.name or f"{node.name}/{k}")
                           for k, p in enumerate(branch.node)],
                    inputs={r: types[r] for r in reads if r not in consts},
                    outputs=[o.name for o in branch.output],
                    initializers={**{r: np.asarray(consts[r]) for r in reads if r in consts},
                                  **inits},
                    opset=graph.opset, extra_opsets=list(graph.extra_opsets),
                    functions=graph.functions)
        infer_graph_types(sub)
    except Exception:  # noqa: BLE001  (ShapeError, or a node the import would refuse)
        return None
    return [sub.types.get(o.name) for o in branch.output]


def _branch_values(node: Node, taken: str, consts: dict[str, np.ndarray],
                   types: dict[str, TensorType]) -> list[np.ndarray | None] | None:
    """The values of an If whose condition takes `taken`, where that branch reads only known
    constants and makes small outputs: the branch run with those constants as its own
    initializers (ONNX Runtime, as an opaque node is folded); None otherwise."""
    from onnx import helper, numpy_helper

    from verified_opt.ir.evaluate import eval_node

    outs = [o for o in node.outputs if o]
    branch = getattr(node.attrs.get(taken), "g", None)
    if branch is None or any((t := types.get(o)) is None or t.size > FOLD_LIMIT for o in outs):
        return None
    reads = graph_outer_reads(branch)
    if any(r not in consts for r in reads):
        return None
    alone = onnx.GraphProto()
    alone.CopyFrom(branch)
    alone.initializer.extend(numpy_helper.from_array(np.asarray(consts[r]), r) for r in reads)
    both = {"then_branch": helper.make_attribute("then_branch", alone),
            "else_branch": helper.make_attribute("else_branch", alone)}
    try:
        values = [np.asarray(v) for v in eval_node(node.replace(attrs={**node.attrs, **both}),
                                                   [consts[node.inputs[0]]])]
    except Exception:  # noqa: BLE001  (ORT and the reference evaluator raise anything)
        return None
    for o, v in zip(node.outputs, values):
        if o and TensorType(v.shape, v.dtype.name) != types[o]:
            return None
    return [v if o else None for o, v in zip(node.outputs, values)]


def _exact(graph: Graph, name: str, types: dict[str, TensorType]) -> bool:
    """Whether the value `name` is computed without float arithmetic: every node it comes
    from has no float input or output (a Shape or Size reads only its input's shape). A fold of
    float arithmetic may differ from ONNX Runtime's by an ulp, and for an If's condition that
    picks a whole branch (Tanh(0.3) compared with ORT's own Tanh(0.3))."""
    for p in graph.ancestors([name], stop=("Shape", "Size")):
        if p.op in ("Shape", "Size"):
            continue
        for x in (*p.inputs, *p.outputs):
            t = types.get(x) if x else None
            if t is not None and np.dtype(t.dtype).kind in "fc":
                return False
    return True


def taken_branch(node: Node, consts: dict[str, np.ndarray]) -> str | None:
    """"then_branch" or "else_branch": the one an If whose condition is a known constant
    takes; None while the condition is known only at run time."""
    cond = consts.get(node.inputs[0]) if node.inputs and node.inputs[0] else None
    if cond is None or np.asarray(cond).size != 1:
        return None
    return "then_branch" if bool(np.asarray(cond).reshape(-1)[0]) else "else_branch"


def node_types(graph: Graph, node: Node, types: dict[str, TensorType],
               consts: dict[str, np.ndarray], bodies: bool = False, taken: str | None = None
               ) -> dict[str, TensorType | None]:
    """ONNX shape inference of `node` alone: its inputs typed as `types` says, the known
    constants among them given as initializers (so Expand, Reshape, Slice, Range read them).
    An output ONNX cannot type statically maps to None. `bodies`: the node's subgraphs are typed
    from what they compute, their own declared shapes set aside (an If's branches may declare
    [2, 3] and compute [3, 2]), the outer values they read typed as `types` says. `taken`: an
    If's branch that its constant condition takes, which stands for both."""
    from onnx import helper, numpy_helper

    from verified_opt.ir.onnx_io import IR_VERSION, _static_type, node_to_proto

    inputs, inits = [], []
    for i in dict.fromkeys(i for i in (node.reads if bodies else node.inputs) if i):
        t = types.get(i)
        if t is None:
            return {}
        if i in consts:
            inits.append(numpy_helper.from_array(np.asarray(consts[i]), i))
        inputs.append(helper.make_tensor_value_info(
            i, helper.np_dtype_to_tensor_dtype(np.dtype(t.dtype)), list(t.shape)))
    outputs = [helper.make_tensor_value_info(o, 0, None) for o in node.outputs if o]
    proto = node_to_proto(node)
    del proto.metadata_props[:]
    if bodies:
        if taken is not None:
            branch = next(a.g for a in proto.attribute if a.name == taken)
            for a in proto.attribute:
                if a.name in ("then_branch", "else_branch") and a.name != taken:
                    a.g.CopyFrom(branch)
        _undeclare(proto)
        _give_constants(proto, consts)
        _type_constant_outputs(proto)
    g = helper.make_graph([proto], "node", inputs, outputs, inits)
    opsets = [helper.make_opsetid("", graph.opset)] + [
        helper.make_opsetid(d, v) for d, v in graph.extra_opsets]
    model = helper.make_model(g, opset_imports=opsets)
    model.ir_version = IR_VERSION
    try:
        inferred = onnx.shape_inference.infer_shapes(model, data_prop=True)
    except Exception:  # noqa: BLE001  (C++ exceptions of various types): nothing inferred
        return {}
    found = {vi.name: _static_type(vi) for vi in inferred.graph.output}
    if any(t is None for t in found.values()) and _runtime_operator(node):
        symbolic = {o: t for o, t in _ort_symbolic_types(model).items()
                    if t is not None and found.get(o, 0) is None}
        if symbolic:
            # taken where ORT running the node on zeros agrees: the symbolic inference knows
            # the shapes of ORT's fused operators but not always their dtypes (a float64
            # SimplifiedLayerNormalization's inv_std_var is float32), and it dispatches on the
            # op type alone, whatever the domain
            ran = _run_on_zeros(graph, node, types, consts)
            found.update((o, t) for o, t in symbolic.items() if ran.get(o) == t)
        elif node.domain == "com.microsoft" and node.op in SHAPES_FROM_SHAPES:
            ran = _run_on_zeros(graph, node, types, consts)
            found.update((o, t) for o, t in ran.items() if found.get(o, 0) is None)
    return found


# ORT operators its symbolic shape inference does not know whose output types follow from their
# inputs' types alone (ORT's C++ schema infers them so): typed by running the node on zeros.
SHAPES_FROM_SHAPES = frozenset({"FusedMatMul"})


def _runtime_operator(node: Node) -> bool:
    """One of ONNX Runtime's own operators (com.microsoft's, or one it registers in the default
    domain): ONNX has no schema for it, ORT's symbolic shape inference may."""
    from verified_opt.ir.onnx_io import runtime_default_domain_ops

    return node.domain not in ("", "ai.onnx") or node.op in runtime_default_domain_ops()


def _ort_symbolic_types(model: onnx.ModelProto) -> dict[str, TensorType | None]:
    """The output types ONNX Runtime's symbolic shape inference (onnxruntime.tools) finds for
    a one-node model: it knows the shapes of ORT's fused operators (SkipLayerNormalization,
    Attention, BiasGelu ...), which its transformers optimizer writes. Empty where it fails."""
    from verified_opt.ir.onnx_io import _static_type

    try:
        SymbolicShapeInference = _symbolic_shape_infer().SymbolicShapeInference
        # its infer_shapes() saves sym_shape_infer_temp.onnx into the working directory when
        # it cannot type everything: its loop, without that
        sym = SymbolicShapeInference(2**31 - 1, False, False, 0)
        sym._preprocess(model)
        while sym.run_:
            sym._infer_impl()
        sym._update_output_from_vi()
        inferred = sym.out_mp_
        outs = {vi.name: vi for vi in list(inferred.graph.value_info)
                + list(inferred.graph.output)}
        return {o.name: _static_type(outs[o.name]) if o.name in outs else None
                for o in model.graph.output}
    except Exception:  # noqa: BLE001  (its own asserts and errors on what it does not know)
        return {}


@functools.cache
def _symbolic_shape_infer():
    """onnxruntime/tools/symbolic_shape_infer.py, loaded as a file: the onnxruntime.tools package
    imports torch whenever it is installed (a second of a vopt run), the module does not."""
    import importlib.util
    from pathlib import Path

    import onnxruntime

    path = Path(onnxruntime.__file__).parent / "tools" / "symbolic_shape_infer.py"
    spec = importlib.util.spec_from_file_location("vopt_ort_symbolic_shape_infer", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _run_on_zeros(graph: Graph, node: Node, types: dict[str, TensorType],
                  consts: dict[str, np.ndarray]) -> dict[str, TensorType]:
    """The node's output types as ONNX Runtime computes them, its known constants given and
    its other inputs zeros; empty where ORT cannot run it."""
    from verified_opt.ir.evaluate import _run_ort
    from verified_opt.ir.onnx_io import node_to_proto

    try:
        feeds = {i: consts[i] if i in consts else np.zeros(types[i].shape, types[i].dtype)
                 for i in dict.fromkeys(i for i in node.inputs if i)}
        outs = _run_ort(node_to_proto(node), node, feeds,
                        {"": graph.opset, **dict(graph.extra_opsets)}, graph.functions)
    except Exception:  # noqa: BLE001  (ORT raises its own types; an input without a type)
        return {}
    return {o: TensorType(tuple(np.shape(v)), np.asarray(v).dtype.name)
            for o, v in zip([o for o in node.outputs if o], outs)}


def _give_constants(proto: onnx.NodeProto, consts: dict[str, np.ndarray]) -> None:
    """Make the known outer constants its subgraphs read (nested ones too) their own
    initializers: ONNX types a subgraph from the outer values' types only, so a branch that
    reshapes to an outer constant shape had no static shape (and the If started the tail)."""
    from onnx import numpy_helper

    for g in subgraphs(list(proto.attribute)):
        # a name g defines (a Scan body's input, a node's output) hides the outer constant from
        # the subgraphs nested in g: they read g's value
        own = defined_names(g)
        inner = {k: v for k, v in consts.items() if k not in own}
        for name in graph_outer_reads(g):
            if name in consts:
                g.initializer.append(numpy_helper.from_array(np.asarray(consts[name]), name))
        for n in g.node:
            _give_constants(n, inner)


def _type_constant_outputs(proto: onnx.NodeProto) -> None:
    """Declare the type of each subgraph output that is one of the subgraph's initializers (a
    branch returning a constant): ONNX's inference leaves such an output untyped, and the If
    then had no static type (and started the tail)."""
    for g in subgraphs(list(proto.attribute)):
        inits = {t.name: t for t in g.initializer}
        for o in g.output:
            t = inits.get(o.name)
            if t is not None:
                o.type.tensor_type.elem_type = t.data_type
                o.type.tensor_type.shape.Clear()
                o.type.tensor_type.shape.SetInParent()  # a scalar: rank 0, not unknown
                for d in t.dims:
                    o.type.tensor_type.shape.dim.add().dim_value = d
        for n in g.node:
            _type_constant_outputs(n)


def _undeclare(proto: onnx.NodeProto) -> None:
    """Clear the shapes its subgraphs (nested ones too) declare for their outputs and values."""
    for g in subgraphs(list(proto.attribute)):
        g.ClearField("value_info")
        for o in g.output:
            if o.type.HasField("tensor_type"):
                o.type.tensor_type.ClearField("shape")
        for n in g.node:
            _undeclare(n)


def infer_new_node_types(graph: Graph, new_nodes: list[Node], replaced: dict[str, TensorType]
                         ) -> bool:
    """Type only `new_nodes` (a rewrite's target, in order), every other type kept: the search
    types each candidate, and inferring the whole graph was most of its time on big models.

    `replaced` holds the types of the values the new nodes take over; each must come out the
    same (the rest of the graph was typed against it). False, with nothing promised about
    `graph.types`, where the whole graph must be inferred instead: an input without a type, a
    shape-like input that is not a small initializer, an operator that is not modelled, or a
    value whose type changes.
    """
    types = graph.types
    for k, v in graph.initializers.items():
        if k not in types:
            types[k] = TensorType(v.shape, v.dtype.name)
    for node in new_nodes:
        spec = OPS.get(node.op)
        if spec is None or not is_modelled(node):
            return False
        in_types = [types.get(i) if i else None for i in node.inputs]
        if any(i and t is None for i, t in zip(node.inputs, in_types)):
            return False
        consts = []
        for pos, i in enumerate(node.inputs):
            value = graph.initializers.get(i) if i else None
            if value is not None and value.size > FOLD_LIMIT:
                value = None
            if pos in spec.const_inputs and i and value is None:
                return False
            consts.append(value)
        spec.validate(node)
        out_types = spec.infer(InferCtx(node, in_types, consts))
        for out, t in zip(node.outputs, out_types):
            if out:
                if out in replaced and replaced[out] != t:
                    return False
                types[out] = t
    live = set(graph.inputs) | set(graph.initializers)
    live.update(o for n in graph.nodes for o in n.outputs if o)
    for k in [k for k in types if k not in live]:
        del types[k]
    return True
