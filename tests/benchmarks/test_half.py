"""benchmarks/half.py: a zoo model as float16 is a valid model that ONNX Runtime runs close to
the float32 one, and the GPU plan runs it in float16 throughout."""

from __future__ import annotations

import numpy as np
import onnx

from benchmarks.half import to_float16
from benchmarks.models import ZOO
from verified_opt.backends.gpu.plan import build_plan
from verified_opt.backends.ort import run_graph
from verified_opt.ir.onnx_io import import_model


def test_a_zoo_model_in_float16():
    model = ZOO["squeezenet1_1"](0)
    half = to_float16(model)
    onnx.checker.check_model(half, full_check=True)
    assert {t.data_type for t in half.graph.initializer} <= {onnx.TensorProto.FLOAT16,
                                                            onnx.TensorProto.INT64}
    g32, g16 = import_model(model), import_model(half)
    x = np.random.default_rng(0).standard_normal(g32.inputs["input"].shape).astype(np.float16)
    [ref] = run_graph(g32, {"input": x.astype(np.float32)}).values()
    [got] = run_graph(g16, {"input": x}).values()
    assert got.dtype == np.float16
    assert np.max(np.abs(got.astype(np.float32) - ref)) < 2e-2 * (1 + np.max(np.abs(ref)))
    plan = build_plan(g16)
    assert {s.params.get("dtype") for s in plan.steps if s.lib == "cudnn"} == {"float16"}
