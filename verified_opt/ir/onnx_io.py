"""ONNX import and export that preserve semantics.

Import: reads the file (external data included), converts to one target opset, fixes the input
shapes (--shape), drops initializers listed as graph inputs (old IR versions), and types every
value (our registry for modelled operators, ONNX shape inference for opaque ones).
Export: writes the target opset with an IR version the pinned ONNX Runtime accepts, provenance
of every rewritten node as node metadata, and external data for models over 2 GB.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

import numpy as np
import onnx
from google.protobuf.message import DecodeError
from onnx import AttributeProto, TensorProto, helper, numpy_helper

from verified_opt.errors import ModelError, ShapeError
from verified_opt.ir.graph import Graph, Node, TensorType

TARGET_OPSET = 18
# onnx 1.23 writes IR 14 by default; onnxruntime 1.31 accepts up to 13. IR 9 matches opset 18.
IR_VERSION = 9
EXTERNAL_DATA_THRESHOLD = 1 << 31  # protobuf's 2 GB limit

_SUPPORTED_DTYPES = {"float32", "float64", "float16", "int64", "int32", "int8", "uint8", "bool"}


def parse_shape_overrides(specs: list[str] | None) -> dict[str, tuple[int, ...]]:
    """Parse --shape NAME=1,3,224,224 options."""
    out: dict[str, tuple[int, ...]] = {}
    for spec in specs or []:
        name, sep, dims = spec.rpartition("=")
        if not sep or not name:
            raise ShapeError(f"--shape {spec!r}: expected NAME=d0,d1,...")
        try:
            shape = tuple(int(d) for d in dims.split(",") if d.strip() != "")
        except ValueError:
            raise ShapeError(f"--shape {spec!r}: dimensions must be integers") from None
        if any(d <= 0 for d in shape):
            raise ShapeError(f"--shape {spec!r}: dimensions must be positive")
        out[name] = shape
    return out


def load_model_proto(path: str | os.PathLike) -> onnx.ModelProto:
    p = Path(path)
    if not p.exists():
        raise ModelError(f"{p}: no such file")
    if p.is_dir():
        raise ModelError(f"{p}: is a directory, not an ONNX file")
    try:
        model = onnx.load(str(p), load_external_data=False)
    except (DecodeError, ValueError, RuntimeError, TypeError) as e:
        raise ModelError(f"{p}: not a valid ONNX model ({type(e).__name__})") from None
    if not model.graph.node and not model.graph.output:
        raise ModelError(f"{p}: not a valid ONNX model (empty graph)")
    try:
        onnx.load_external_data_for_model(model, str(p.parent))
    except (OSError, ValueError) as e:
        raise ModelError(f"{p}: cannot read external data ({e})") from None
    return model


def _opset(model: onnx.ModelProto) -> int:
    for o in model.opset_import:
        if o.domain in ("", "ai.onnx"):
            return o.version
    raise ModelError("model imports no default-domain opset")


def convert_opset(model: onnx.ModelProto) -> onnx.ModelProto:
    if _opset(model) == TARGET_OPSET:
        return model
    from onnx import version_converter

    try:
        return version_converter.convert_version(model, TARGET_OPSET)
    except Exception as e:  # the converter raises bare RuntimeErrors from C++
        msg = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        raise ModelError(
            f"cannot convert opset {_opset(model)} to {TARGET_OPSET}: {msg[:160]}") from None


def _dtype_name(elem_type: int) -> str:
    try:
        return np.dtype(helper.tensor_dtype_to_np_dtype(elem_type)).name
    except (KeyError, TypeError, ValueError):
        return TensorProto.DataType.Name(elem_type).lower()


def _value_type(vi: onnx.ValueInfoProto) -> tuple[list[int | str | None], str] | None:
    t = vi.type
    if not t.HasField("tensor_type"):
        return None
    tt = t.tensor_type
    dims: list[int | str | None] = []
    if tt.HasField("shape"):
        for d in tt.shape.dim:
            if d.HasField("dim_value"):
                dims.append(d.dim_value)
            elif d.HasField("dim_param"):
                dims.append(d.dim_param)
            else:
                dims.append(None)
    else:
        return None, _dtype_name(tt.elem_type)  # type: ignore[return-value]
    return dims, _dtype_name(tt.elem_type)


def _attr_value(a: AttributeProto):
    if a.type == AttributeProto.TENSOR:
        return numpy_helper.to_array(a.t)
    if a.type in (AttributeProto.GRAPH, AttributeProto.GRAPHS, AttributeProto.SPARSE_TENSOR,
                  AttributeProto.TENSORS, AttributeProto.TYPE_PROTO):
        return a  # opaque: exported as it came
    v = helper.get_attribute_value(a)
    if isinstance(v, bytes):
        return v.decode("utf-8", errors="replace")
    if isinstance(v, list) and v and isinstance(v[0], bytes):
        return [x.decode("utf-8", errors="replace") for x in v]
    return list(v) if isinstance(v, (list, tuple)) else v


def import_model(model: onnx.ModelProto, shapes: Mapping[str, tuple[int, ...]] | None = None,
                 source: str = "model") -> Graph:
    shapes = dict(shapes or {})
    model = convert_opset(model)
    g = model.graph
    init_names = {t.name for t in g.initializer}
    runtime_inputs = [vi for vi in g.input if vi.name not in init_names]
    known = {vi.name for vi in runtime_inputs}
    for name in shapes:
        if name not in known:
            raise ShapeError(f"--shape names '{name}', which is not an input of {source} "
                             f"(inputs: {', '.join(sorted(known)) or 'none'})")
    inputs: dict[str, TensorType] = {}
    for vi in runtime_inputs:
        vt = _value_type(vi)
        if vt is None:
            raise ModelError(f"input '{vi.name}' is not a tensor")
        dims, dtype = vt
        if dtype not in _SUPPORTED_DTYPES:
            raise ModelError(f"input '{vi.name}' has dtype {dtype}, which is not supported")
        if vi.name in shapes:
            shape = shapes[vi.name]
            if dims is not None and len(dims) != len(shape):
                raise ShapeError(f"--shape {vi.name}: rank {len(shape)}, the model says {len(dims)}")
            for d, s in zip(dims or [], shape):
                if isinstance(d, int) and d > 0 and d != s:
                    raise ShapeError(f"--shape {vi.name}={','.join(map(str, shape))} contradicts "
                                     f"the model's fixed shape {dims}")
        else:
            if dims is None or any(not isinstance(d, int) or d <= 0 for d in dims):
                shown = "?" if dims is None else ",".join(str(d) for d in dims)
                raise ShapeError(f"input '{vi.name}' has dynamic shape [{shown}]: pass "
                                 f"--shape {vi.name}=d0,d1,...")
            shape = tuple(dims)
        inputs[vi.name] = TensorType(shape, dtype)

    initializers = {t.name: numpy_helper.to_array(t) for t in g.initializer}
    types = _onnx_inferred_types(model, inputs, source)
    nodes = []
    for k, n in enumerate(g.node):
        attrs = {a.name: _attr_value(a) for a in n.attribute}
        meta = {p.key: p.value for p in n.metadata_props}
        nodes.append(Node(n.op_type, tuple(n.input), tuple(n.output), attrs,
                          n.name or f"{n.op_type}_{k}", n.domain, meta))
    outputs = [o.name for o in g.output]
    opset = _opset(model)
    extra = [(o.domain, o.version) for o in model.opset_import if o.domain not in ("", "ai.onnx")]
    graph = Graph(nodes, inputs, outputs, initializers, types, g.name or "graph", opset, extra)
    graph.toposort()
    graph.infer_types()
    for o in outputs:
        if o not in graph.types:
            raise ModelError(f"graph output '{o}' is never produced")
    return graph


def _onnx_inferred_types(model: onnx.ModelProto, inputs: Mapping[str, TensorType],
                         source: str) -> dict[str, TensorType]:
    """Types from ONNX shape inference with the fixed input shapes (used for opaque nodes)."""
    m = onnx.ModelProto()
    m.CopyFrom(model)
    for vi in m.graph.input:
        if vi.name in inputs:
            shape = vi.type.tensor_type.shape
            shape.Clear()
            for d in inputs[vi.name].shape:
                shape.dim.add().dim_value = d
    try:
        m = onnx.shape_inference.infer_shapes(m, data_prop=True)
    except Exception as e:  # inference errors are C++ exceptions of various types
        raise ModelError(f"{source}: ONNX shape inference failed: {str(e).splitlines()[0][:160]}")
    types = {}
    for vi in list(m.graph.value_info) + list(m.graph.output):
        vt = _value_type(vi)
        if vt and vt[0] is not None and all(isinstance(d, int) and d >= 0 for d in vt[0]):
            types[vi.name] = TensorType(tuple(vt[0]), vt[1])  # type: ignore[arg-type]
    return types


def load(path: str | os.PathLike, shapes: Mapping[str, tuple[int, ...]] | None = None) -> Graph:
    return import_model(load_model_proto(path), shapes, source=str(path))


# ---- export ------------------------------------------------------------------------------------
def _make_attr(key: str, value) -> AttributeProto:
    if isinstance(value, AttributeProto):
        return value
    if isinstance(value, np.ndarray):
        return helper.make_attribute(key, numpy_helper.from_array(value))
    if isinstance(value, tuple):
        value = list(value)
    if isinstance(value, list) and value and isinstance(value[0], (np.integer,)):
        value = [int(v) for v in value]
    if isinstance(value, np.integer):
        value = int(value)
    if isinstance(value, np.floating):
        value = float(value)
    if isinstance(value, list) and not value:
        return helper.make_attribute(key, value, attr_type=AttributeProto.INTS)
    return helper.make_attribute(key, value)


def node_to_proto(node: Node) -> onnx.NodeProto:
    proto = helper.make_node(node.op, list(node.inputs), list(node.outputs), name=node.name,
                             domain=node.domain or None)
    for k, v in node.attrs.items():
        if v is None:
            continue
        proto.attribute.append(_make_attr(k, v))
    for k, v in node.meta.items():
        entry = proto.metadata_props.add()
        entry.key, entry.value = k, str(v)
    return proto


def _value_info(name: str, t: TensorType) -> onnx.ValueInfoProto:
    return helper.make_tensor_value_info(name, helper.np_dtype_to_tensor_dtype(np.dtype(t.dtype)),
                                         list(t.shape))


def export_model(graph: Graph) -> onnx.ModelProto:
    nodes = [node_to_proto(n) for n in graph.nodes]
    inits = [numpy_helper.from_array(np.asarray(v), k) for k, v in graph.initializers.items()]
    inputs = [_value_info(k, t) for k, t in graph.inputs.items()]
    outputs = [_value_info(o, graph.types[o]) for o in graph.outputs]
    skip = set(graph.inputs) | set(graph.outputs) | set(graph.initializers)
    value_info = [_value_info(k, t) for k, t in graph.types.items() if k not in skip]
    g = helper.make_graph(nodes, graph.name, inputs, outputs, inits, value_info=value_info)
    opsets = [helper.make_opsetid("", TARGET_OPSET)] + [
        helper.make_opsetid(d, v) for d, v in graph.extra_opsets]
    model = helper.make_model(g, opset_imports=opsets, producer_name="verified_opt")
    model.ir_version = IR_VERSION
    return model


def save(graph: Graph, path: str | os.PathLike) -> None:
    p = Path(path)
    if not p.parent.exists():
        raise ModelError(f"{p}: folder {p.parent} does not exist")
    model = export_model(graph)
    size = sum(v.nbytes for v in graph.initializers.values())
    try:
        if size >= EXTERNAL_DATA_THRESHOLD - (64 << 20):
            onnx.save_model(model, str(p), save_as_external_data=True, all_tensors_to_one_file=True,
                            location=p.name + ".data", size_threshold=1024)
        else:
            onnx.save_model(model, str(p))
    except OSError as e:
        raise ModelError(f"{p}: cannot write ({e.strerror or e})") from None
