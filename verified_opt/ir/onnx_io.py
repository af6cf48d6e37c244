"""ONNX import and export that preserve semantics.

Import: reads the file (external data included), converts to one target opset, fixes the input
shapes (--shape), takes initializers listed as graph inputs as constants at IR versions below 4
(where every initializer had to be listed) and as inputs with a default value from IR 4 on
(where listing one makes it overridable: written back as input and initializer), and types
every value (our registry for modelled operators, ONNX shape inference for opaque ones).
Export: writes the target opset with an IR version the pinned ONNX Runtime accepts, provenance
of every rewritten node as node metadata, and external data for models over 2 GB.
"""

from __future__ import annotations

import functools
import math
import os
import re
from collections.abc import Mapping
from pathlib import Path

import numpy as np
import onnx
from google.protobuf.message import DecodeError
from onnx import AttributeProto, TensorProto, helper, numpy_helper

from verified_opt.errors import AttributeError_, ModelError, ShapeError, VoptError, one_line
from verified_opt.ir.graph import Graph, Node, Tail, TensorType
from verified_opt.ops.node import onnx_dtype, subgraphs

TARGET_OPSET = 18
# onnx 1.23 writes IR 14 by default; onnxruntime 1.31 accepts up to 13. IR 9 matches opset 18.
IR_VERSION = 9
EXTERNAL_DATA_THRESHOLD = 1 << 31  # protobuf's 2 GB limit
# Initializers with more elements than this are kept out of the copy of the model that the ONNX
# checker, version converter and shape inference see (they serialize it, and protobuf stops at
# 2 GB); they enter that copy as typed graph inputs instead.
HEAVY_ELEMENTS = 1 << 18

_SUPPORTED_DTYPES = {"float32", "float64", "float16", "int64", "int32", "int8", "uint8", "bool",
                     "object"}


def parse_shape_overrides(specs: list[str] | None) -> dict[str, tuple[int, ...]]:
    """Parse --shape NAME=1,3,224,224 options."""
    out: dict[str, tuple[int, ...]] = {}
    for spec in specs or []:
        name, sep, dims = spec.rpartition("=")
        if not sep or not name:
            raise ShapeError(f"--shape {spec!r}: expected NAME=d0,d1,...")
        items = [d.strip() for d in dims.split(",")] if dims.strip() else []
        try:
            shape = tuple(int(d) for d in items)
        except ValueError:
            raise ShapeError(f"--shape {spec!r}: dimensions must be integers") from None
        if any(d < 0 for d in shape):  # 0 is an empty dim: a KV cache's first step
            raise ShapeError(f"--shape {spec!r}: dimensions must be non-negative")
        if name in out:
            raise ShapeError(f"--shape {name} is given twice")
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
    except OSError as e:
        raise ModelError(f"{p}: cannot read ({e.strerror or e})") from None
    if not model.graph.node and not model.graph.output:
        raise ModelError(f"{p}: not a valid ONNX model (empty graph)")
    if not model.graph.output:
        raise ModelError(f"{p}: not a valid ONNX model (the graph has no outputs; truncated?)")
    try:
        onnx.load_external_data_for_model(model, str(p.parent))
    except (OSError, ValueError, onnx.checker.ValidationError) as e:
        raise ModelError(f"{p}: cannot read external data ({one_line(e)})") from None
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

    newest = onnx.defs.onnx_opset_version()
    if _opset(model) > newest:
        raise ModelError(f"opset {_opset(model)} is newer than this ONNX knows ({newest}); "
                         f"cannot convert it to {TARGET_OPSET}")

    if _opset(model) > TARGET_OPSET:
        model = _lower_newer(model)
        restamped = _restamp_widened(model)
        if restamped is not None:
            return restamped
    if _opset(model) < 7:
        model = _prelu_slopes_per_channel(model)
    try:
        return version_converter.convert_version(model, TARGET_OPSET)
    except Exception as e:  # noqa: BLE001  (the converter raises bare RuntimeErrors from C++)
        # Drop the C++ source location and assertion text: "No Previous Version of Gelu exists".
        msg = re.sub(r"^\S+:\d+: \w+: Assertion `.*?` failed: ", "", one_line(e, 1000))
        raise ModelError(f"cannot convert opset {_opset(model)} to {TARGET_OPSET}: "
                         f"{one_line(msg, 200)}") from None


# Operators whose every schema after 18, up to opset 25, only adds element types (ONNX's
# changelog: opset 19-25 add bfloat16, float8, int4, string ... to them): ONNX's converter has no
# down-adapter for most of them ("No Adapter To Version $19 for ConstantOfShape" stopped every
# model of opset 19 and up that has one). A node of one, with only attributes opset 18 knows
# (no Cast saturate or round_mode, no AveragePool dilations), is the same node at opset 18,
# and the checker then checks its types against opset 18's schema. Pad and Resize also added
# a mode (19: "wrap", "half_pixel_symmetric"), which a node must not use.
WIDENED_ONLY = frozenset({
    "Acos", "Acosh", "Asin", "Asinh", "Atan", "Atanh", "AveragePool", "Bernoulli", "Cast",
    "CastLike", "Constant", "ConstantOfShape", "Conv", "ConvTranspose", "Cos", "Cosh", "Det",
    "Dropout", "Elu", "Equal", "EyeLike", "Flatten", "GRU", "GlobalAveragePool", "GlobalLpPool",
    "GlobalMaxPool", "HardSigmoid", "HardSwish", "Identity", "If", "InstanceNormalization",
    "IsInf", "IsNaN", "LSTM", "Loop", "LpNormalization", "LpPool", "MaxPool", "MaxRoiPool",
    "MaxUnpool", "Mish", "Multinomial", "NegativeLogLikelihoodLoss", "Pad", "RNN",
    "RandomNormal", "RandomNormalLike", "RandomUniform", "RandomUniformLike", "ReduceMax",
    "ReduceMin", "Reshape", "Resize", "RoiAlign", "Round", "Scan", "Selu", "Shape", "Sin",
    "Sinh", "Size", "Softplus", "Softsign", "Squeeze", "Tan", "ThresholdedRelu", "Transpose",
    "Unsqueeze"})
_NEW_MODES = {"Pad": ("mode", b"wrap"),
              "Resize": ("coordinate_transformation_mode", b"half_pixel_symmetric")}


def _restamp_widened(model: onnx.ModelProto) -> onnx.ModelProto | None:
    """The model at opset 18 by its opset import alone, where every default-domain node (in
    subgraphs too) is of an operator unchanged since 18 or in WIDENED_ONLY as opset 18 has it;
    None otherwise (the version converter then tries)."""
    opset = _opset(model)
    if not TARGET_OPSET < opset <= 25:
        return None
    for n in _all_node_protos(model.graph):
        if n.domain not in ("", "ai.onnx"):
            continue
        try:
            newer = onnx.defs.get_schema(n.op_type, opset)
            if newer.since_version <= TARGET_OPSET:
                continue
            older = onnx.defs.get_schema(n.op_type, TARGET_OPSET)
        except onnx.defs.SchemaError:
            return None
        if n.op_type not in WIDENED_ONLY or any(a.name not in older.attributes
                                                for a in n.attribute):
            return None
        mode = _NEW_MODES.get(n.op_type)
        if mode and any(a.name == mode[0] and a.s == mode[1] for a in n.attribute):
            return None
    out = onnx.ModelProto()
    out.CopyFrom(model)
    for o in out.opset_import:
        if o.domain in ("", "ai.onnx"):
            o.version = TARGET_OPSET
    return out


def _prelu_slopes_per_channel(model: onnx.ModelProto) -> onnx.ModelProto:
    """Before opset 7 a PRelu's slope of C values applies along the channels, axis 1 (its
    schema: "shared across different channels" when of size 1; PyTorch's
    PReLU(num_parameters=C) exports so); from 7 on it broadcasts from the last axis, and ONNX's
    converter leaves the slope as it is, so [C] would meet the last dim (onnx's
    test_PReLU_*_multiparam: ONNX Runtime refused the converted model). Where the input's
    axis 1 has C elements, an Unsqueeze makes the slope [C, 1, ..., 1] (whatever holds the
    slope: an initializer, an input a caller may override, a Constant); where it has not, the
    slope is left to broadcast as before. A PRelu in a subgraph, whose shapes are not known
    here, is refused unless its slope is one value. ONNX Runtime runs no PRelu before opset 7.
    """
    pre = [n for n in model.graph.node if n.op_type == "PRelu" and n.domain in ("", "ai.onnx")]
    inner = [n for n in _all_node_protos(model.graph)[len(model.graph.node):]
             if n.op_type == "PRelu" and n.domain in ("", "ai.onnx")]
    if not pre and not inner:
        return model
    out = onnx.ModelProto()
    out.CopyFrom(model)
    try:
        typed = onnx.shape_inference.infer_shapes(out).graph
    except Exception:  # noqa: BLE001  (C++ exceptions: the declared types will do)
        typed = out.graph
    shapes: dict[str, list[int | None]] = {
        v.name: [d.dim_value if d.HasField("dim_value") else None
                 for d in v.type.tensor_type.shape.dim]
        for v in [*typed.input, *typed.value_info, *typed.output]
        if v.type.HasField("tensor_type") and v.type.tensor_type.HasField("shape")}
    shapes.update({t.name: list(t.dims) for t in out.graph.initializer})
    for n in inner:
        slope = shapes.get(n.input[1]) if len(n.input) > 1 else None
        if slope is None or math.prod(d or 2 for d in slope) != 1:
            raise ModelError(f"PRelu '{n.name or n.output[0]}' in a subgraph at opset "
                             f"{_opset(model)}: its slope applies along axis 1 before opset 7, "
                             "which vopt converts only outside subgraphs")
    nodes: list[onnx.NodeProto] = []
    for k, n in enumerate(out.graph.node):
        if n.op_type == "PRelu" and n.domain in ("", "ai.onnx") and len(n.input) > 1:
            slope, x = shapes.get(n.input[1]), shapes.get(n.input[0])
            if slope is None or x is None:
                raise ModelError(f"PRelu '{n.name or n.output[0]}' at opset {_opset(model)}: "
                                 "its slope applies along axis 1, and the shapes of its "
                                 "inputs are unknown")
            if len(slope) == 1 and slope[0] != 1 and len(x) >= 3 and x[1] == slope[0]:
                name = f"{n.input[1]}_per_channel_{k}"
                nodes.append(helper.make_node("Unsqueeze", [n.input[1]], [name],
                                              axes=list(range(1, len(x) - 1)),
                                              name=f"{n.name or n.output[0]}_slope_per_channel"))
                n.input[1] = name
        nodes.append(n)
    del out.graph.node[:]
    out.graph.node.extend(nodes)
    return out


def _lower_newer(model: onnx.ModelProto) -> onnx.ModelProto:
    """What the converter cannot take down to opset 18, in opset 18's terms: Gelu (20) as its
    function body; Cast's saturate (19), which only float8 targets read (refused anyway) and
    which ORT rejects at opset 18."""
    from verified_opt.ir.lower_newer import lower_gelu

    ops = {n.op_type for n in model.graph.node if n.domain in ("", "ai.onnx")}
    if not ops & {"Gelu", "Cast"}:
        return model
    out = onnx.ModelProto()
    out.CopyFrom(model)
    for n in out.graph.node:
        if n.op_type == "Cast" and n.domain in ("", "ai.onnx"):
            keep = [a for a in n.attribute if a.name != "saturate"]
            n.ClearField("attribute")
            n.attribute.extend(keep)
    if "Gelu" in ops:
        try:
            typed = onnx.shape_inference.infer_shapes(out)
        except Exception:  # noqa: BLE001  (C++ exceptions: the declared types will do)
            typed = out
        g = typed.graph
        types = {v.name: v.type.tensor_type.elem_type
                 for v in [*g.input, *g.value_info, *g.output]}
        types.update({t.name: t.data_type for t in g.initializer})
        lower_gelu(out, types)
    return out


def _elements(t: TensorProto) -> int:
    return int(np.prod(list(t.dims), dtype=np.int64))


def _light_copy(model: onnx.ModelProto) -> tuple[onnx.ModelProto, dict[str, TensorProto]]:
    """A copy of `model` without its large initializers, which become typed graph inputs.

    Returns the copy and the large initializers (those of `model`, not copied)."""
    heavy = {t.name: t for t in model.graph.initializer if _elements(t) > HEAVY_ELEMENTS}
    light = onnx.ModelProto()
    light.CopyFrom(model)
    if heavy:
        keep = [t for t in light.graph.initializer if t.name not in heavy]
        light.graph.ClearField("initializer")
        light.graph.initializer.extend(keep)
        declared = {vi.name for vi in light.graph.input}
        for name, t in heavy.items():
            if name not in declared:
                light.graph.input.append(helper.make_tensor_value_info(name, t.data_type,
                                                                       list(t.dims)))
    return light, heavy


def _sort_nodes(g: onnx.GraphProto) -> None:
    """Put the nodes in topological order (ONNX requires it, exporters do not always comply);
    raises ModelError on a cycle or a node input that nothing produces."""
    stubs = [Node(n.op_type, tuple(n.input), tuple(n.output), name=n.name or f"{n.op_type}_{k}")
             for k, n in enumerate(g.node)]
    index = {id(s): k for k, s in enumerate(stubs)}
    names = {vi.name: None for vi in g.input} | {t.name: None for t in g.initializer}
    tmp = Graph(list(stubs), names, [], names)  # type: ignore[arg-type]
    tmp.toposort()
    order = [index[id(s)] for s in tmp.nodes]
    if order != list(range(len(order))):
        nodes = [onnx.NodeProto() for _ in order]
        for new, k in zip(nodes, order):
            new.CopyFrom(g.node[k])
        g.ClearField("node")
        g.node.extend(nodes)


def initializer_array(t: TensorProto, source: str) -> np.ndarray:
    try:
        return numpy_helper.to_array(t)
    except Exception as e:  # noqa: BLE001  (truncated raw data, unknown data type ...)
        raise ModelError(f"{source}: initializer '{t.name}' cannot be read "
                         f"({one_line(e, 120)})") from None


def _dtype_name(elem_type: int) -> str:
    if elem_type == TensorProto.STRING:
        return "object"  # NumPy holds ONNX strings as Python str objects
    try:
        return np.dtype(helper.tensor_dtype_to_np_dtype(elem_type)).name
    except (KeyError, TypeError, ValueError):
        return TensorProto.DataType.Name(elem_type).lower()


def _value_type(vi: onnx.ValueInfoProto) -> tuple[list[int | str | None] | None, str] | None:
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
        return None, _dtype_name(tt.elem_type)
    return dims, _dtype_name(tt.elem_type)


def node_from_proto(n: onnx.NodeProto, name: str) -> Node:
    """The Node a NodeProto imports as, named `name`."""
    return Node(n.op_type, tuple(n.input), tuple(n.output),
                {a.name: _attr_value(a) for a in n.attribute}, name, n.domain,
                {p.key: p.value for p in n.metadata_props})


def _attr_value(a: AttributeProto):
    """The attribute's value, or the AttributeProto itself (exported as it came) where a value
    would not write back the same: bytes that are not UTF-8 (a LabelEncoder's keys: decoding
    them with replacement merged two keys), a tensor NumPy cannot hold."""
    if a.type == AttributeProto.TENSOR:
        try:
            return numpy_helper.to_array(a.t)
        except Exception:  # noqa: BLE001  (a string tensor that is not UTF-8 ...)
            return a
    if a.type in (AttributeProto.GRAPH, AttributeProto.GRAPHS, AttributeProto.SPARSE_TENSOR,
                  AttributeProto.TENSORS, AttributeProto.TYPE_PROTO):
        return a  # opaque: exported as it came
    v = helper.get_attribute_value(a)
    try:
        if isinstance(v, bytes):
            return v.decode("utf-8")
        if isinstance(v, list) and v and isinstance(v[0], bytes):
            return [x.decode("utf-8") for x in v]
    except UnicodeDecodeError:
        return a
    return list(v) if isinstance(v, (list, tuple)) else v


def import_model(model: onnx.ModelProto, shapes: Mapping[str, tuple[int, ...]] | None = None,
                 source: str = "model") -> Graph:
    shapes = dict(shapes or {})
    overridable = _overridable(model)
    light, heavy = _light_copy(model)
    _normalize(light)
    inputs = _runtime_inputs(light, shapes, source, set(heavy), overridable)
    for vi in light.graph.input:  # fix the shapes, so the checker and inference see them
        if vi.name in inputs:
            shape = vi.type.tensor_type.shape
            shape.Clear()
            for d in inputs[vi.name].shape:
                shape.dim.add().dim_value = d
    moved = _set_aside_runtime_ops(light)
    _check(light, source)
    file_opset = _opset(light)
    light = convert_opset(light)
    _put_back_runtime_ops(light, moved)
    g = light.graph

    initializers = {t.name: initializer_array(t, source) for t in g.initializer}
    for name, t in heavy.items():
        initializers[name] = initializer_array(t, source)
    declared = {o.name: _value_type(o) for o in g.output}  # before inference sets them aside
    declared_protos = {o.name: _copied(o) for o in g.output}
    inferred: dict[str, onnx.ValueInfoProto] = {}
    types = _onnx_inferred_types(light, source, inferred)
    nodes = []
    taken = {n.name for n in g.node if n.name}
    for k, n in enumerate(g.node):
        name = n.name
        if not name:  # a made-up name must not be one the file gives another node
            name, j = f"{n.op_type}_{k}", 0
            while name in taken:
                j += 1
                name = f"{n.op_type}_{k}_{j}"
            taken.add(name)
        nodes.append(node_from_proto(n, name))
    outputs = [o.name for o in g.output]
    opset = _opset(light)
    extra = [(o.domain, o.version) for o in light.opset_import if o.domain not in ("", "ai.onnx")]
    defaults = {name: initializers.pop(name) for name in overridable if name in initializers}
    graph = Graph(nodes, inputs, outputs, initializers, types, g.name or "graph", opset, extra,
                  input_defaults=defaults, functions=list(model.functions),
                  metadata={p.key: p.value for p in model.metadata_props},
                  file_opset=None if file_opset == opset else file_opset)
    graph.toposort()
    untyped: set[str] = set()
    graph.infer_types(untyped)
    if untyped:
        graph = split_tail(graph, untyped, {o: _declared_or_inferred(vi, inferred.get(o))
                                            for o, vi in declared_protos.items()})
        assert graph.tail is not None
        graph.tail.converted = converted_ops(graph.tail.nodes, file_opset)
    onnx_finds: bool | None = None
    for o in graph.outputs:
        if o not in graph.types:
            raise ModelError(f"graph output '{o}' is never produced")
        problem = _declared_problem(declared.get(o), graph.types[o])
        if not problem:
            continue
        if not problem.startswith("with shape"):  # ONNX Runtime refuses a wrong element type
            raise ModelError(f"{source}: graph output '{o}' is declared {problem}")
        if onnx_finds is None:
            onnx_finds = _checker_refuses(model)
        if onnx_finds:  # the file itself is invalid ONNX
            raise ModelError(f"{source}: graph output '{o}' is declared {problem}")
        graph.declared_mismatch[o] = problem
    return graph


def _normalize(light: onnx.ModelProto) -> None:
    """What ONNX Runtime takes and ONNX's checker or converter does not, put their way: nodes
    in topological order, an IR-3 file's initializers listed as graph inputs, a default-domain
    opset import where no operator is of the default domain."""
    _sort_nodes(light.graph)
    listed = {vi.name for vi in light.graph.input}
    if light.ir_version < 4:
        # IR 3 lists every initializer as a graph input; ONNX Runtime runs a file that does
        # not (its datasets/mul_1.onnx), the checker and the converter refuse it
        light.graph.input.extend(helper.make_tensor_value_info(t.name, t.data_type, list(t.dims))
                                 for t in light.graph.initializer if t.name not in listed)
    if not any(o.domain in ("", "ai.onnx") for o in light.opset_import) and not any(
            n.domain in ("", "ai.onnx") for n in _all_node_protos(light.graph)):
        # no default-domain operator (onnxruntime's datasets/logreg_iris.onnx: ai.onnx.ml
        # only): no opset to convert from; the one vopt writes is imported
        light.opset_import.append(helper.make_opsetid("", TARGET_OPSET))


# ONNX Runtime registers a few operators of its own in the default domain, which ONNX has no
# schema for (its transformers optimizer writes SimplifiedLayerNormalization, the RMS norm of T5
# and LLaMA, there): the checker and the opset converter refuse them ("No Op registered"). They
# go through both in this private domain, then back; to vopt they are opaque, as ORT's
# com.microsoft operators are.
_SET_ASIDE = "vopt.onnxruntime-default-domain"


@functools.cache
def runtime_default_domain_ops() -> frozenset[str]:
    """The operators ONNX Runtime registers in the default domain that ONNX has no schema for
    (SimplifiedLayerNormalization, the old experimental Affine, Crop, ImageScaler ...)."""
    from onnxruntime.capi import onnxruntime_pybind11_state as ort_c

    return frozenset(s.name for s in ort_c.get_all_operator_schema()
                     if s.domain in ("", "ai.onnx") and not onnx.defs.has(s.name))


def _set_aside_runtime_ops(model: onnx.ModelProto) -> bool:
    """Move default-domain nodes of ONNX Runtime's own operators (runtime_default_domain_ops)
    to _SET_ASIDE, in place; whether there was one. Any other operator without a schema stays,
    and the checker names it."""
    moved = False
    for n in _all_node_protos(model.graph):
        if n.domain in ("", "ai.onnx") and n.op_type in runtime_default_domain_ops():
            n.domain = _SET_ASIDE
            moved = True
    if moved:
        model.opset_import.append(helper.make_opsetid(_SET_ASIDE, 1))
    return moved


def _put_back_runtime_ops(model: onnx.ModelProto, moved: bool) -> None:
    if not moved:
        return
    for n in _all_node_protos(model.graph):
        if n.domain == _SET_ASIDE:
            n.domain = ""
    kept = [o for o in model.opset_import if o.domain != _SET_ASIDE]
    del model.opset_import[:]
    model.opset_import.extend(kept)


def _shapeless(vi: onnx.ValueInfoProto) -> bool:
    """A tensor declared without a shape (ONNX Runtime takes it; the checker wants one)."""
    return vi.type.HasField("tensor_type") and not vi.type.tensor_type.HasField("shape")


def _checker_refuses(model: onnx.ModelProto) -> bool:
    """Whether ONNX's strict shape inference (the checker's full check) refuses the file as
    import takes it (_normalize), its dynamic dims and all: a declared output shape that contradicts what ONNX infers from the
    file alone. One that contradicts only at the --shape given, or only what vopt's own
    inference finds, ONNX accepts and ONNX Runtime runs with a warning (ddddocr's
    common.onnx declares [1, seqlen] for a [20, 1, 8210] output)."""
    light, _ = _light_copy(model)
    _normalize(light)  # as import takes it, its dynamic dims kept
    keep = [o for o in light.graph.output if not _shapeless(o)]  # it contradicts nothing
    del light.graph.output[:]
    light.graph.output.extend(keep)
    try:
        onnx.shape_inference.infer_shapes(light, strict_mode=True)
    except Exception:  # noqa: BLE001  (InferenceError, C++ errors)
        return True
    return False


def _copied(vi: onnx.ValueInfoProto) -> onnx.ValueInfoProto:
    out = onnx.ValueInfoProto()
    out.CopyFrom(vi)
    return out


# Operators whose meaning (not only their types or where an attribute moved) changed at an
# opset, which ONNX's version converter does not carry over exactly: Hardmax, Softmax and
# LogSoftmax flatten to 2-D around `axis` before 13 (the converter keeps the node as it is);
# Resize and Upsample compute other coordinates before 11.
MEANING_CHANGED = {"Hardmax": 13, "Softmax": 13, "LogSoftmax": 13, "Resize": 11,
                   "Upsample": 11}


def converted_ops(nodes: list[Node], file_opset: int) -> list[str]:
    """The default-domain operators among `nodes` (and their subgraphs') whose meaning changed
    between the file's opset and TARGET_OPSET (MEANING_CHANGED): what the end-to-end check
    must see converted on every shape, which it cannot in a tail."""
    if file_opset >= TARGET_OPSET:
        return []
    ops: set[str] = set()

    def visit(op: str, domain: str, attrs: list) -> None:
        if domain in ("", "ai.onnx"):
            ops.add(op)
        for g in subgraphs(attrs):
            for n in g.node:
                visit(n.op_type, n.domain, list(n.attribute))

    for n in nodes:
        visit(n.op, n.domain, list(n.attrs.values()))
    return sorted(op for op in ops if MEANING_CHANGED.get(op, 0) > file_opset)


def _declared_or_inferred(declared: onnx.ValueInfoProto,
                          inferred: onnx.ValueInfoProto | None) -> onnx.ValueInfoProto:
    """The file's type of a graph output, or ONNX's where the file gives no shape (the ONNX
    checker's full check wants one: symbolic dims where they are known only at run time)."""
    t = declared.type
    if inferred is None or not t.HasField("tensor_type") or t.tensor_type.HasField("shape"):
        return declared
    return inferred if inferred.type.tensor_type.elem_type else declared


def split_tail(graph: Graph, untyped: set[str], declared: Mapping[str, onnx.ValueInfoProto]
               ) -> Graph:
    """The nodes that make the `untyped` values (graph.infer_types(untyped) put every value after
    one there) become the graph's Tail; the values of its own nodes that the tail reads become
    graph outputs after the model's static ones, so that every pass keeps them."""
    tail_nodes = [n for n in graph.nodes if any(o in untyped for o in n.outputs if o)]
    tail_ids = {id(n) for n in tail_nodes}
    graph.nodes = [n for n in graph.nodes if id(n) not in tail_ids]
    made = {o for n in graph.nodes for o in n.outputs if o}
    reads = {i for n in tail_nodes for i in n.reads if i}
    interface = [i for n in tail_nodes for i in n.reads if i in made]
    model_outputs = list(graph.outputs)
    static = [o for o in model_outputs if o not in untyped]
    for o in model_outputs:
        if o in untyped and not declared[o].type.WhichOneof("value"):
            raise ModelError(f"graph output '{o}' is made after a run-time shape and the file "
                             "declares no type for it")
    graph.outputs = list(dict.fromkeys(static + interface))
    graph.tail = Tail(tail_nodes, model_outputs,
                      {o: declared[o] for o in model_outputs if o in untyped}, reads)
    graph.infer_types()  # the graph without its tail: every value typed
    return graph


def _declared_problem(declared: tuple[list[int | str | None] | None, str] | None,
                      inferred: TensorType) -> str | None:
    """How a graph output's declared type contradicts the inferred one ("float32 but computes
    int64", "[1, 5] but computes [1, 4]"), or None. A dim_param, a negative dim (Paddle's
    exporters write -1 for a dynamic one) or a missing dim or shape is no contradiction (for an opaque operator's output the inferred type is ONNX's, which
    already took the declaration into account)."""
    if declared is None:
        return None
    dims, dtype = declared
    if dtype != "undefined" and dtype != inferred.dtype:
        return f"{dtype} but computes {inferred.dtype}"
    shape = list(inferred.shape)
    if dims is not None and (len(dims) != len(shape) or any(
            isinstance(d, int) and d >= 0 and d != s for d, s in zip(dims, shape))):
        shown = ", ".join("?" if d is None else str(d) for d in dims)
        return f"with shape [{shown}] but computes {shape}"
    return None


def _guard_inference(model: onnx.ModelProto, source: str) -> None:
    """Refuse inputs on which ONNX's C++ shape inference aborts the whole process."""
    for n in model.graph.node:
        if n.op_type == "Split" and n.domain in ("", "ai.onnx"):
            for a in n.attribute:
                if a.name == "num_outputs" and a.i != len(n.output):
                    raise AttributeError_(f"{source}: Split '{n.name or n.output[0]}' has num_outputs="
                                     f"{a.i} but {len(n.output)} outputs")
        if n.op_type in ("If", "Loop", "Scan") and n.domain in ("", "ai.onnx") and any(
                not o for o in n.output):
            # their outputs are not optional; ONNX Runtime crashes (SIGSEGV) running one
            raise ModelError(f"{source}: {n.op_type} '{n.name}' has an output with an empty "
                             "name (its outputs are not optional)")


def _all_node_protos(g: onnx.GraphProto) -> list[onnx.NodeProto]:
    """The graph's nodes, then its subgraphs' (If's branches, Loop's and Scan's bodies)."""
    out = list(g.node)
    for n in g.node:
        for sub in subgraphs(list(n.attribute)):
            out.extend(_all_node_protos(sub))
    return out


def _check(model: onnx.ModelProto, source: str) -> None:
    """onnx.checker, as a one-line ModelError."""
    _guard_inference(model, source)
    probe = model
    shapeless = [o.name for o in model.graph.output if _shapeless(o)]
    if shapeless:
        # The checker wants a shape on every graph output (ONNX Runtime does not): take the one
        # ONNX shape inference finds.
        base = probe
        try:
            probe = onnx.shape_inference.infer_shapes(base)
        except Exception:  # noqa: BLE001  (C++ exceptions; the checker will say what is wrong)
            probe = base
        keep = [o for o in probe.graph.output if not _shapeless(o)]
        if len(keep) < len(probe.graph.output):  # still unknown: our own inference will say why
            if probe is model:
                probe = onnx.ModelProto()
                probe.CopyFrom(model)
            probe.graph.ClearField("output")
            probe.graph.output.extend(keep)
    try:
        onnx.checker.check_model(probe)
    except (onnx.checker.ValidationError, ValueError) as e:
        raise ModelError(f"{source}: invalid ONNX model: {one_line(e, 200)}") from None


def _overridable(model: onnx.ModelProto) -> set[str]:
    """Initializers that are graph inputs too, from IR 4 on: a default a caller may override."""
    if model.ir_version < 4:
        return set()
    listed = {vi.name for vi in model.graph.input}
    return {t.name for t in model.graph.initializer if t.name in listed}


def _runtime_inputs(model: onnx.ModelProto, shapes: Mapping[str, tuple[int, ...]], source: str,
                    heavy: set[str], overridable: set[str] = frozenset()  # type: ignore[assignment]
                    ) -> dict[str, TensorType]:
    """The graph inputs that are not initializers (IR versions below 4 list those as inputs
    too) or that are overridable ones, with their static shapes (--shape fixes dynamic ones;
    an overridable one has its default's)."""
    g = model.graph
    init_names = {t.name for t in g.initializer} | heavy
    defaults = {t.name: t for t in g.initializer if t.name in overridable}
    runtime_inputs = [vi for vi in g.input if vi.name not in init_names or vi.name in overridable]
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
        if vi.name in defaults:
            dims = list(defaults[vi.name].dims)
            if vi.name in shapes and tuple(shapes[vi.name]) != tuple(dims):
                raise ShapeError(f"--shape {vi.name}: an input with a default value has the "
                                 f"default's shape {dims}")
        if dtype not in _SUPPORTED_DTYPES:
            raise ModelError(f"input '{vi.name}' has dtype {dtype}, which is not supported "
                             f"(supported: {', '.join(sorted(map(onnx_dtype, _SUPPORTED_DTYPES)))})")
        if vi.name in shapes:
            shape = shapes[vi.name]
            if dims is not None and len(dims) != len(shape):
                raise ShapeError(f"--shape {vi.name}: rank {len(shape)}, "
                                 f"the model says {len(dims)}")
            for d, s in zip(dims or [], shape):
                if isinstance(d, int) and d > 0 and d != s:
                    raise ShapeError(f"--shape {vi.name}={','.join(map(str, shape))} contradicts "
                                     f"the model's fixed shape {dims}")
        else:
            if dims is not None and any(d == 0 for d in dims):
                # some exporters write 0 for a dynamic dim: an empty input only where --shape
                # says so
                raise ShapeError(f"input '{vi.name}' declares an empty dimension "
                                 f"[{','.join(str(d) for d in dims)}]: pass --shape "
                                 f"{vi.name}=d0,d1,... (a 0 there is an empty tensor)")
            if dims is None or any(not isinstance(d, int) or d <= 0 for d in dims):
                shown = "?" if dims is None else ",".join(str(d) for d in dims)
                raise ShapeError(f"input '{vi.name}' has dynamic shape [{shown}]: pass "
                                 f"--shape {vi.name}=d0,d1,...")
            shape = tuple(d for d in dims if isinstance(d, int))  # all of them (checked above)
        _check_size(vi.name, shape, dtype)
        inputs[vi.name] = TensorType(shape, dtype)
    return inputs


_MAX_BYTES = 2**63 - 1  # an int64 counts the bytes of an array (NumPy, ONNX, ORT)


def _check_size(name: str, shape: tuple[int, ...], dtype: str) -> None:
    """An input no array can hold is refused here, by name, before anything is allocated."""
    size = math.prod(shape) * np.dtype(dtype).itemsize
    if size > _MAX_BYTES:
        raise ShapeError(f"input '{name}' has shape [{', '.join(map(str, shape))}]: "
                         f"{size:.3g} bytes of {dtype}, too large for any memory")


def _static_type(vi: onnx.ValueInfoProto) -> TensorType | None:
    vt = _value_type(vi)
    if vt and vt[0] is not None and all(isinstance(d, int) and d >= 0 for d in vt[0]):
        try:
            return TensorType(tuple(vt[0]), vt[1])  # type: ignore[arg-type]
        except TypeError:  # a string tensor (Cast to STRING), bfloat16 ...: no NumPy dtype
            raise ModelError(f"value '{vi.name}' has type {vt[1]}, which is not supported "
                             f"(supported: {', '.join(sorted(map(onnx_dtype, _SUPPORTED_DTYPES)))})") from None
    return None


def _onnx_inferred_types(model: onnx.ModelProto, source: str,
                         outputs: dict[str, onnx.ValueInfoProto] | None = None
                         ) -> dict[str, TensorType]:
    """Types from ONNX shape inference, input shapes fixed in `model` (used for opaque nodes).

    The model's own value_info, and the shapes its graph outputs declare, are set aside first
    (non-strict inference keeps a stale or wrong entry rather than fail); they only type what
    inference cannot (operators without a schema). Clears `model`'s value_info and the shapes
    of its graph outputs. `outputs`, where given, gets ONNX's type of each graph output (its
    dims symbolic where they are known only at run time)."""
    _guard_inference(model, source)
    declared = [(vi.name, _static_type(vi)) for vi in
                list(model.graph.value_info) + list(model.graph.output)]
    model.graph.ClearField("value_info")
    for o in model.graph.output:
        if o.type.HasField("tensor_type"):
            o.type.tensor_type.ClearField("shape")
    try:
        m = onnx.shape_inference.infer_shapes(model, data_prop=True)
    except Exception as e:  # noqa: BLE001  (C++ exceptions of various types)
        raise ModelError(f"{source}: ONNX shape inference failed: {one_line(e, 200)}") from None
    if outputs is not None:
        outputs.update((vi.name, _copied(vi)) for vi in m.graph.output)
    types = {}
    for vi in list(m.graph.value_info) + list(m.graph.output):
        t = _static_type(vi)
        if t is not None:
            types[vi.name] = t
    for name, t in declared:
        if t is not None and name not in types:
            types[name] = t
    return types


def load(path: str | os.PathLike, shapes: Mapping[str, tuple[int, ...]] | None = None) -> Graph:
    """The model at `path`, imported; an error in it names the file (a user may pass several)."""
    proto = load_model_proto(path)
    try:
        return import_model(proto, shapes, source=str(path))
    except VoptError as e:
        if e.args and isinstance(e.args[0], str) and not e.args[0].startswith(f"{path}: "):
            e.args = (f"{path}: {e.args[0]}", *e.args[1:])
        raise


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
    inputs = list(node.inputs)
    if not node.domain:  # a trailing "" is an absent optional input (ONNX IR spec); written
        while inputs and not inputs[-1]:  # out, ORT's fusions (Conv+BatchNorm) do not see it
            inputs.pop()
    proto = helper.make_node(node.op, inputs, list(node.outputs), name=node.name,
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


def export_model(graph: Graph, interface: bool = False) -> onnx.ModelProto:
    """The graph as an ONNX model, its tail (if any) after its nodes with the model's outputs in
    the file's order; `interface` adds the values the tail reads as outputs (what the
    end-to-end check compares, Graph.check_outputs)."""
    nodes = [node_to_proto(n) for n in graph.all_nodes()]
    inits = [numpy_helper.from_array(np.asarray(v), k) for k, v in graph.initializers.items()]
    inits += [numpy_helper.from_array(np.asarray(v), k) for k, v in graph.input_defaults.items()
              if k in graph.inputs]  # overridable: an input with its default, as it came
    inputs = [_value_info(k, t) for k, t in graph.inputs.items()]
    names = graph.check_outputs() if interface else graph.model_outputs()
    declared = graph.tail.declared if graph.tail else {}
    outputs = [_copied(declared[o]) if o in declared else _value_info(o, graph.types[o])
               for o in names]
    skip = set(graph.inputs) | set(names) | set(graph.initializers)
    # the types of values a node makes; a type left from a value folding or inlining removed
    # (an inlined branch's string constant) would declare a value the model no longer has
    made = {o for n in graph.all_nodes() for o in n.outputs if o}
    value_info = [_value_info(k, t) for k, t in graph.types.items()
                  if k not in skip and k in made]
    g = helper.make_graph(nodes, graph.name, inputs, outputs, inits, value_info=value_info)
    opsets = [helper.make_opsetid("", TARGET_OPSET)] + [
        helper.make_opsetid(d, v) for d, v in graph.extra_opsets]
    model = helper.make_model(g, opset_imports=opsets, producer_name="verified_opt")
    model.ir_version = IR_VERSION
    model.functions.extend(graph.functions)
    if graph.metadata:
        helper.set_model_props(model, graph.metadata)
    return model


def needs_external_data(graph: Graph) -> bool:
    """Whether the weights (plus a margin for the rest) pass protobuf's 2 GB limit."""
    size = sum(v.nbytes for v in graph.initializers.values())
    return size >= EXTERNAL_DATA_THRESHOLD - min(64 << 20, EXTERNAL_DATA_THRESHOLD // 4)


def save(graph: Graph, path: str | os.PathLike, interface: bool = False) -> None:
    """Write the model atomically (atomic.py): an interrupted save leaves any previous file at
    `path` as it was. Weights over 2 GB go to `<name>.data` beside it (written in place)."""
    from verified_opt.atomic import write_bytes_atomic, write_with

    p = Path(path)
    if not p.parent.exists():
        raise ModelError(f"{p}: folder {p.parent} does not exist")
    model = export_model(graph, interface)
    try:
        if needs_external_data(graph):
            write_with(p, lambda tmp: onnx.save_model(
                model, str(tmp), save_as_external_data=True, all_tensors_to_one_file=True,
                location=p.name + ".data", size_threshold=1024))
        else:
            write_bytes_atomic(p, model.SerializeToString())
    except OSError as e:
        raise ModelError(f"{p}: cannot write ({e.strerror or e})") from None
