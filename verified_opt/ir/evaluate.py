"""Evaluate a Graph with the operators' reference kernels, in float or exact integer arithmetic.

It lives in ir/, above ops/ and semantics/ (the arithmetics): type inference folds constants
with it, and an opaque node runs through ONNX's reference implementation of its proto.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np

from verified_opt.errors import NotExact, ShapeError, VoptError
from verified_opt.ir.graph import Graph
from verified_opt.ops.node import Node, TensorType
from verified_opt.ops.registry import INEXACT, OPS, ORDER, InferCtx, is_modelled
from verified_opt.semantics.arith import PRIME, Arith, FloatArith, IntArith, ModArith

MODES = ("float", "int", "mod")

# Float inputs that parameterize an operator instead of entering its arithmetic: the exact
# modes pass them through as they are (lifting Dropout's ratio 0.5 to an integer would fail).
PARAMETER_SLOTS = frozenset((name, k) for name, spec in OPS.items()
                            for k in spec.parameter_inputs)


def make_arith(mode: str, prime: int = PRIME, dtype: str = "float32") -> Arith:
    if mode == "float":
        return FloatArith(dtype)
    if mode == "int":
        return IntArith()
    if mode == "mod":
        return ModArith(prime)
    raise ValueError(f"mode must be one of {MODES}, got {mode!r}")


def eval_node(node: Node, inputs: Sequence[np.ndarray | None], ctx: InferCtx | None = None,
              ar: Arith | None = None, types: Sequence[TensorType | None] | None = None,
              opsets: Mapping[str, int] | None = None,
              outer: Mapping[str, np.ndarray] | None = None,
              functions: Sequence[Any] = ()) -> list[np.ndarray]:
    """`types`: the outputs' inferred types, which an opaque node's values must have;
    `opsets`: the model's opset per domain ("" the default), for running one in ONNX Runtime;
    `outer`: the values its subgraphs read from outside (an If's branches), by name;
    `functions`: the model's own functions (FunctionProto), one of which an opaque node may
    call."""
    ar = ar or FloatArith()
    if not is_modelled(node):
        if ar.exact:
            raise NotExact(f"opaque operator {node.op} has no exact semantics")
        return _eval_opaque(node, inputs, types, opsets, outer, functions)
    if ctx is None:
        ctx = InferCtx(
            node,
            [TensorType(a.shape, a.dtype.name) if a is not None else None for a in inputs],
            list(inputs),
        )
    if any(a is not None and np.size(a) == 0 for a in inputs):
        empty = _empty_outputs(node, ctx, ar)
        if empty is not None:
            return empty
    kernel = OPS[node.op].kernel
    assert kernel is not None  # every registered operator has its reference kernel
    return kernel(ar, ctx, inputs)


def _empty_outputs(node: Node, ctx: InferCtx, ar: Arith) -> list[np.ndarray] | None:
    """Where every output has no elements, they are those empty arrays: the kernels need not
    handle them (a Softmax along an empty axis took NumPy's max of nothing); None where some
    output has elements (a sum over an empty set is 0), which the kernel computes."""
    try:
        types = OPS[node.op].infer(ctx)
    except VoptError:  # the kernel says what is wrong
        return None
    if not types or any(t is None or t.size for t in types):
        return None
    out = []
    for t in types:
        zeros = np.zeros(t.shape, t.dtype)
        # a float one as the arithmetic holds floats (float64 asked for, an exact one's numbers)
        out.append(ar.lift(zeros) if zeros.dtype.kind == "f" else zeros)
    return out


# Reference kernels of operators outside ONNX that a package above registers: (domain, op) ->
# kernel(node, inputs) -> outputs. derive/eop_onnx.py registers the eOperator's (its expression,
# evaluated in float64), so `vopt run` and the reference semantics read models that have them.
OPAQUE_KERNELS: dict[tuple[str, str], Callable[[Node, Sequence[np.ndarray | None]],
                                                list[np.ndarray]]] = {}


def _eval_opaque(node: Node, inputs: Sequence[np.ndarray | None],
                 types: Sequence[TensorType | None] | None = None,
                 opsets: Mapping[str, int] | None = None,
                 outer: Mapping[str, np.ndarray] | None = None,
                 functions: Sequence[Any] = ()) -> list[np.ndarray]:
    """Operators we do not model run through ONNX Runtime, the runtime the written model meets
    (or the kernel registered for them in OPAQUE_KERNELS); where it cannot run the node alone,
    or computes values whose shapes contradict the inferred `types`, through ONNX's reference
    implementation. ONNX's reference evaluator first, as it was, folded LpNormalization and
    LpPool otherwise than ORT computes them, and a model with such a constant was written
    computing something else."""
    from onnx.reference import ReferenceEvaluator

    own = OPAQUE_KERNELS.get((node.domain, node.op))
    if own is not None:
        return own(node, inputs)
    from verified_opt.ir.onnx_io import node_to_proto

    proto = node_to_proto(node)
    feeds = {name: a for name, a in zip(node.inputs, inputs) if name and a is not None}
    feeds.update(outer or {})  # the subgraphs read them as the one-node model's inputs
    try:
        outs = _aligned(node, _run_ort(proto, node, feeds, opsets or {}, functions))
        why = _contradiction(outs, types)
    except Exception as e:  # noqa: BLE001  (ORT raises its own exception types)
        why = str(e).splitlines()[0] if str(e) else type(e).__name__
    if why is None:
        return outs
    try:
        outs = _aligned(node, [np.asarray(v) for v in ReferenceEvaluator(proto_model_for_node(
            proto, node, list(outer or ()), functions)).run(None, feeds)])
        again = _contradiction(outs, types)
    except Exception as e:  # noqa: BLE001  (no implementation, or its own bug)
        again = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
    if again is not None:
        raise ShapeError(f"cannot evaluate opaque {node.op} '{node.name}': ONNX Runtime: "
                         f"{_short(why)}; ONNX's reference evaluator: {_short(again)}")
    return outs


def _aligned(node: Node, outs: Sequence[np.ndarray]) -> list[np.ndarray]:
    """The one-node model's outputs (its non-empty ones) in the node's output slots, None in an
    empty one: SkipLayerNormalization writes [normalized, '', '', input + skip]."""
    it = iter(outs)
    return [next(it) if o else None for o in node.outputs]  # type: ignore[misc]


def _short(msg: str, n: int = 160) -> str:
    msg = msg.split(" : ")[-1].strip()   # ORT's "[ONNXRuntimeError] : 1 : FAIL : why"
    return msg if len(msg) <= n else msg[:n - 3] + "..."


def _contradiction(outs: Sequence[np.ndarray], types: Sequence[TensorType | None] | None
                   ) -> str | None:
    for k, (v, t) in enumerate(zip(outs, types or ())):
        if t is not None and v is not None and tuple(np.shape(v)) != tuple(t.shape):
            return f"output {k} has shape {tuple(np.shape(v))}, its type says {tuple(t.shape)}"
    return None


def _run_ort(proto, node: Node, feeds: Mapping[str, np.ndarray], opsets: Mapping[str, int],
             functions: Sequence[Any] = ()) -> list[np.ndarray]:
    import onnxruntime as ort
    from onnx import helper

    from verified_opt.ir.onnx_io import IR_VERSION

    # ORT wants every input typed (the reference evaluator takes them untyped)
    graph = helper.make_graph(
        [proto], "opaque",
        [helper.make_tensor_value_info(i, helper.np_dtype_to_tensor_dtype(a.dtype), a.shape)
         for i, a in feeds.items()],
        [helper.make_empty_tensor_value_info(o) for o in node.outputs if o])
    domain = "" if node.domain == "ai.onnx" else node.domain
    versions = {"": 18, **opsets}
    domains = dict.fromkeys(["", domain, *(o.domain for f in functions for o in f.opset_import)])
    model = helper.make_model(graph, opset_imports=[
        helper.make_opsetid(d, versions.get(d, _function_version(functions, d)))
        for d in domains], functions=list(functions))
    model.ir_version = IR_VERSION
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    opts.log_severity_level = 4  # a failure is raised with its message, not also logged
    sess = ort.InferenceSession(model.SerializeToString(), opts,
                                providers=["CPUExecutionProvider"])
    return list(sess.run(None, dict(feeds)))


def ort_values(graph: Graph, names: Sequence[str],
               producers: dict[str, Node] | None = None) -> dict[str, np.ndarray] | None:
    """The values `names` take in `graph` as ONNX Runtime computes them with all its graph
    optimizations on (as a model meets it), running only the nodes they are computed from
    (`producers`: the caller's, where a name is both made and an initializer). Graph inputs
    are fed zeros: the callers ask for constants, which read an input through its shape alone.
    None where ORT cannot."""
    import onnxruntime as ort
    from onnx import helper, numpy_helper

    from verified_opt.ir.onnx_io import IR_VERSION, node_to_proto

    producers = graph.producers() if producers is None else producers
    nodes = graph.ancestors(names, producers)
    read = dict.fromkeys(i for n in nodes for i in n.reads if i and i not in producers)
    if any(i not in graph.initializers and i not in graph.inputs for i in read):
        return None
    feeds = {i: np.zeros(graph.inputs[i].shape, graph.inputs[i].dtype)
             for i in read if i not in graph.initializers}

    def info(name: str, t: TensorType):
        return helper.make_tensor_value_info(
            name, helper.np_dtype_to_tensor_dtype(np.dtype(t.dtype)), list(t.shape))

    model = helper.make_model(helper.make_graph(
        [node_to_proto(n) for n in nodes], "values", [info(i, graph.inputs[i]) for i in feeds],
        [info(o, graph.types[o]) for o in names],
        [numpy_helper.from_array(np.asarray(graph.initializers[i]), i)
         for i in read if i in graph.initializers]),
        opset_imports=[helper.make_opsetid("", graph.opset)] + [
            helper.make_opsetid(d, v) for d, v in graph.extra_opsets])
    model.ir_version = IR_VERSION
    try:
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = 1
        opts.log_severity_level = 4
        sess = ort.InferenceSession(model.SerializeToString(), opts,
                                    providers=["CPUExecutionProvider"])
        return dict(zip(names, (np.asarray(v) for v in sess.run(list(names), feeds))))
    except Exception:  # noqa: BLE001  (ORT raises its own types)
        return None


def _function_version(functions: Sequence[Any], domain: str) -> int:
    """The version the model's functions import `domain` at (1 where none does)."""
    return next((o.version for f in functions for o in f.opset_import if o.domain == domain), 1)


def proto_model_for_node(proto, node: Node, outer: Sequence[str] = (),
                         functions: Sequence[Any] = ()):
    from onnx import helper

    names = dict.fromkeys([i for i in node.inputs if i] + list(outer))
    graph = helper.make_graph([proto], "opaque", [helper.make_tensor_value_info(i, 0, None)
                                                  for i in names],
                              [helper.make_tensor_value_info(o, 0, None)
                               for o in node.outputs if o])
    domains = dict.fromkeys([node.domain or "", *(o.domain for f in functions
                                                  for o in f.opset_import)])
    return helper.make_model(graph, opset_imports=[
        helper.make_opsetid(d, 18 if d == (node.domain or "") else _function_version(functions, d))
        for d in domains], functions=list(functions))


def evaluate(graph: Graph, feeds: Mapping[str, np.ndarray], mode: str = "float",
             prime: int = PRIME, keep_all: bool = False,
             float_dtype: str | None = None) -> dict[str, np.ndarray]:
    """Run `graph` on `feeds`. In the exact modes float-typed tensors become integers;
    float_dtype="float64" computes the float mode in double precision (a reference for the
    rounding of the model's own float type).

    Returns the graph outputs (every value if keep_all). Raises NotExact where an operator has
    no semantics in the asked arithmetic, ExactOverflow where int64 would overflow.
    """
    ar = make_arith(mode, prime, float_dtype or "float32")
    opsets = {"": graph.opset, **dict(graph.extra_opsets)}
    env: dict[str, np.ndarray] = {}
    # Float values with no exact form (Dropout's ratio 0.5 ...): kept raw with the error, which
    # is raised only if a slot other than a parameter slot reads them.
    unliftable: dict[str, tuple[np.ndarray, NotExact]] = {}

    def put(name: str, value: np.ndarray, t: TensorType | None) -> None:
        try:
            env[name] = _lift(ar, value, t) if t is not None else value
        except NotExact as e:
            unliftable[name] = (value, e)

    def arg(node: Node, k: int, name: str) -> np.ndarray | None:
        if not name:
            return None
        if name in unliftable:
            if (node.op, k) not in PARAMETER_SLOTS:
                raise unliftable[name][1]
            return unliftable[name][0]
        return env[name]

    for name, t in graph.inputs.items():
        if name not in feeds:
            raise ShapeError(f"no value given for input '{name}'")
        a = np.asarray(feeds[name])
        if tuple(a.shape) != t.shape:
            raise ShapeError(f"input '{name}' has shape {a.shape}, the graph wants {t.shape}")
        put(name, a, t)
    for name, a in graph.initializers.items():
        put(name, a, TensorType(a.shape, a.dtype.name))
    for node in graph.nodes:
        args = [arg(node, k, i) for k, i in enumerate(node.inputs)]
        outer = {i: env[i] for i in node.reads[len(node.inputs):]}
        outs = eval_node(node, args, ar=ar, types=[graph.types.get(o) for o in node.outputs],
                         opsets=opsets, outer=outer, functions=graph.functions)
        for name, value in zip(node.outputs, outs):
            if name:
                put(name, value, graph.types.get(name))
    for o in graph.outputs:
        if o in unliftable:
            raise unliftable[o][1]
    if keep_all:
        return env
    return {o: env[o] for o in graph.outputs}


def _lift(ar: Arith, a: np.ndarray, t: TensorType) -> np.ndarray:
    if isinstance(ar, FloatArith):
        if np.dtype(t.dtype).kind != "f":
            return a
        # float64 only when asked for (evaluate(float_dtype="float64")); float16 stays float16
        wide = ar.dtype if ar.dtype == np.float64 else t.dtype
        return a.astype(wide, copy=False)
    return ar.lift(a) if np.dtype(t.dtype).kind == "f" else a


def exact_support(graph: Graph) -> dict[str, str]:
    """Which exact arithmetic each operator of the graph supports: 'mod', 'int' or 'none'."""
    out: dict[str, str] = {}
    for node in graph.nodes:
        if not is_modelled(node):
            out[node.op] = "none"
            continue
        exactness = OPS[node.op].exactness
        out[node.op] = {INEXACT: "none", ORDER: "int"}.get(exactness, "mod")
    return out
