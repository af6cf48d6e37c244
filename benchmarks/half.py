"""A float32 ONNX model as float16 (the zoo's models, for the GPU benchmark's float16 rows):
float initializers, Constant values, graph inputs, outputs and value_info as float16, and each
Cast to float as a Cast to float16, as onnxconverter-common's convert_float_to_float16 writes
a model without keep_io_types (that package is not a dependency here)."""

from __future__ import annotations

import numpy as np
import onnx
from onnx import TensorProto, numpy_helper


def to_float16(model: onnx.ModelProto) -> onnx.ModelProto:
    m = onnx.ModelProto()
    m.CopyFrom(model)
    g = m.graph

    def half(t: onnx.TensorProto) -> None:
        if t.data_type == TensorProto.FLOAT:
            t.CopyFrom(numpy_helper.from_array(numpy_helper.to_array(t).astype(np.float16),
                                               t.name))

    for t in g.initializer:
        half(t)
    for vi in (*g.input, *g.output, *g.value_info):
        if vi.type.tensor_type.elem_type == TensorProto.FLOAT:
            vi.type.tensor_type.elem_type = TensorProto.FLOAT16
    for n in g.node:
        for a in n.attribute:
            if n.op_type == "Constant" and a.type == onnx.AttributeProto.TENSOR:
                half(a.t)
            elif n.op_type == "Cast" and a.name == "to" and a.i == TensorProto.FLOAT:
                a.i = TensorProto.FLOAT16
        if n.op_type in ("If", "Loop", "Scan"):
            raise ValueError(f"to_float16: {n.op_type} subgraphs are not converted")
    return m
