"""float16 models on the GPU plan, on CPU: every small case built in float16 plans with float16
library calls (cuBLAS GemmEx, cuDNN half graphs) and kernels (float16 loaded and stored,
computed in float32), and the NumPy stand-in of the device matches ONNX Runtime to a few
float16 roundings (ORT's CPU provider computes float16 operators in float32, without rounding
between them)."""

from __future__ import annotations

import numpy as np
import pytest

from tests.backends.gpu_models import CASES, N, half, model, w
from verified_opt.backends.gpu.emulate import Emulator
from verified_opt.backends.gpu.node_kernels import node_kernels
from verified_opt.backends.gpu.plan import build_plan, check_no_overlap
from verified_opt.backends.ort import run_graph

# cast_to_itself casts to float32 by its attribute: not a float16 model
HALF_CASES = sorted(set(CASES) - {"cast_to_itself"})


def half_case(case: str):
    with half():
        return CASES[case]()


def error(graph, plan, seed: int = 0) -> float:
    rng = np.random.default_rng(seed)
    feeds = {k: rng.standard_normal(t.shape).astype(t.dtype) for k, t in graph.inputs.items()}
    got, ref = Emulator(plan).run(feeds), run_graph(graph, feeds)
    assert {k: v.dtype for k, v in got.items()} == {k: v.dtype for k, v in ref.items()}
    return max(float(np.max(np.abs(got[k].astype(np.float32) - ref[k].astype(np.float32))
                            / (1 + np.abs(ref[k].astype(np.float32))))) for k in ref)


@pytest.mark.parametrize("case", HALF_CASES)
def test_float16_plan_matches_ort(case):
    graph = half_case(case)
    assert {t.dtype for t in graph.inputs.values()} == {"float16"}
    plan = build_plan(graph)
    assert check_no_overlap(plan) == []
    for s in plan.steps:
        if s.lib in ("cublas", "cudnn"):
            assert s.params["dtype"] == "float16"
        elif s.params["kind"] == "map":
            assert "float16" in s.params["dtypes"] and "f2h(" in s.source
        elif s.params["kind"] not in ("gather",):  # a gather copies the bits
            assert s.params["dtype"] == "float16" and "f2h(" in s.source
    # a few float16 roundings (2^-11 each): ORT computes a chain of float16 operators in float32
    assert error(graph, plan) < 1e-2


def test_float16_with_float32_inputs_and_outputs():
    """A model converted to float16 keeping float32 inputs and outputs (onnxconverter-common's
    keep_io_types): Casts at both ends, float16 between."""
    graph = model([N("Cast", ["x"], ["h"], to=10), N("MatMul", ["h", "w"], ["m"]),
                   N("LayerNormalization", ["m", "g", "b"], ["n"]),
                   N("Softmax", ["n"], ["s"]), N("Cast", ["s"], ["y"], to=1)],
                  {"x": [4, 6]}, ["y"], {"w": w(6, 8).astype(np.float16),
                                         "g": w(8).astype(np.float16),
                                         "b": w(8).astype(np.float16)})
    plan = build_plan(graph)
    casts = [s for s in plan.steps if s.op == "Cast"]
    assert [c.params["dtypes"] for c in casts] == [("float32", "float16"), ("float16", "float32")]
    assert error(graph, plan) < 2e-3
    rows = {r.op: r.detail for r in node_kernels(graph, plan)}
    assert rows["MatMul"].startswith("gemmStridedBatchedEx fp16 (fp32 accumulate)")
