"""ONNX Runtime's CUDA provider as the GPU benchmark's baseline (benchmarks/ort_cuda.py). Where
onnxruntime has no CUDA provider (CI, and any CPU build) it is refused with one line, so the
benchmark records why instead of timing something else; with onnxruntime-gpu and a device
(`make gpu-check` after gpu_carry.sh staged it) it computes what ORT on the CPU computes,
with and without ORT's CUDA graph."""

from __future__ import annotations

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper

from benchmarks.gpu_bench import VERSUS, executors, measure, speedups
from benchmarks.ort_cuda import CUDA, OrtCuda, Unavailable, output_shapes, provider_options
from verified_opt.backends.gpu.device import gpu_count
from verified_opt.backends.ort import run_graph
from verified_opt.ir.onnx_io import import_model

ORT_CUDA = CUDA in ort.get_available_providers() and gpu_count() > 0


def small(dynamic: bool = False) -> onnx.ModelProto:
    """Conv + Relu + MatMul: a cuDNN and a cuBLAS call in ORT's CUDA provider."""
    rng = np.random.default_rng(0)
    w = helper.make_tensor("w", TensorProto.FLOAT, [4, 3, 3, 3],
                           rng.standard_normal(108).astype(np.float32))
    m = helper.make_tensor("m", TensorProto.FLOAT, [6, 5], rng.standard_normal(30)
                           .astype(np.float32))
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n" if dynamic else 1, 3, 6, 6])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)  # shape not declared
    g = helper.make_graph(
        [helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]),
         helper.make_node("Relu", ["c"], ["r"]), helper.make_node("MatMul", ["r", "m"], ["y"])],
        "small", [x], [y], [w, m])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)], ir_version=9)


def test_the_options_are_strict_fp32_and_name_the_graph():
    assert provider_options(False) == {"device_id": "0", "use_tf32": "0",
                                       "cudnn_conv_algo_search": "EXHAUSTIVE"}
    assert provider_options(True)["enable_cuda_graph"] == "1"


def test_output_buffers_come_from_shape_inference_where_undeclared():
    shapes = output_shapes(small())
    assert shapes == {"y": ((1, 4, 6, 5), np.dtype(np.float32))}


def test_an_output_without_a_static_shape_is_refused_in_one_line():
    with pytest.raises(Unavailable, match="'y' has no static shape"):
        output_shapes(small(dynamic=True))


@pytest.mark.skipif(CUDA in ort.get_available_providers(), reason="onnxruntime-gpu installed")
def test_without_a_cuda_provider_the_baseline_says_why():
    with pytest.raises(Unavailable, match="onnxruntime-gpu not installed") as e:
        OrtCuda(small())
    assert "\n" not in str(e.value)
    out, why = executors(small())
    assert "ort_cuda" not in out and "ort_cuda_graph" not in out
    assert "onnxruntime-gpu not installed" in why["ort_cuda"]
    assert "onnxruntime-gpu not installed" in why["ort_cuda_graph"]


def test_a_baseline_that_fails_its_first_run_is_dropped_with_its_reason():
    g = import_model(small())
    feeds = {"x": np.ones((1, 3, 6, 6), np.float32)}
    ref = run_graph(g, feeds)

    class Ours:
        def run(self, f):
            return run_graph(g, f)

        def time(self, f, warmup, iters):
            return 1.0

    class Broken:
        def __call__(self, f):
            raise RuntimeError("CUDA graph capture failed\nat node 3")

    runs = {"ours": Ours(), "ort_cuda_graph": Broken()}
    why: dict[str, str] = {}
    errors, med, _ = measure(runs, feeds, ref, 0, 1, 1, why)
    assert errors == {"ours": 0.0} and set(med) == {"ours"}
    assert why == {"ort_cuda_graph": "CUDA graph capture failed at node 3"}
    with pytest.raises(RuntimeError):  # our own plan failing is the row's error
        measure({"ours": Broken()}, feeds, ref, 0, 1, 1, why)


def test_each_baseline_is_set_against_the_run_of_ours_it_compares_with():
    med = {"ours": 2.0, "ours_graph": 1.0, "ort_cuda": 3.0, "ort_cuda_graph": 1.5,
           "torch_eager": 4.0}
    assert speedups(med) == {"ort_cuda": 1.5, "ort_cuda_graph": 1.5, "torch_eager": 2.0}
    del med["ours_graph"]  # our capture refused: no ratio for ORT's graph, not one against
    assert "ort_cuda_graph" not in speedups(med)  # our step-by-step plan (red-team review)
    assert set(VERSUS) == {"ort_cuda", "ort_cuda_graph", "torch_eager"}


@pytest.mark.gpu
@pytest.mark.skipif(not ORT_CUDA, reason="needs onnxruntime-gpu and a CUDA device")
@pytest.mark.parametrize("cuda_graph", [False, True])
def test_ort_cuda_computes_what_ort_cpu_computes(cuda_graph):
    m = small()
    fn = OrtCuda(m, cuda_graph=cuda_graph)
    assert fn.sess.get_providers()[0] == CUDA
    rng = np.random.default_rng(1)
    for _ in range(2):  # new feeds go into the same device buffers (the graph's addresses)
        feeds = {"x": rng.standard_normal((1, 3, 6, 6)).astype(np.float32)}
        got, want = fn(feeds), run_graph(import_model(m), feeds)
        np.testing.assert_allclose(got["y"], want["y"], rtol=1e-4, atol=1e-4)
    assert fn.time(feeds, warmup=2, iters=5) > 0


def test_a_session_that_fell_back_to_the_cpu_is_refused(monkeypatch):
    """ORT runs a session on its CPU provider, with a warning only, where the CUDA provider's
    libraries do not load (seen with onnxruntime-gpu on a machine without CUDA 13): such a
    session must not be timed as the CUDA baseline."""
    if ORT_CUDA:
        pytest.skip("the CUDA provider loads here")
    monkeypatch.setattr(ort, "get_available_providers",
                        lambda: [CUDA, "CPUExecutionProvider"])
    with pytest.raises(Unavailable, match="did not load .*CPUExecutionProvider") as e:
        OrtCuda(small())
    assert "\n" not in str(e.value)
