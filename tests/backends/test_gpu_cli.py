"""`--backend gpu` of vopt optimize, run and inspect. Without a GPU: optimize and run stop at
once with one line naming what is missing (exit 2), inspect still shows the plan (it needs no
device). With one (`gpu` tests): optimize plans, checks on the device and reports per node
which kernel it became."""

from __future__ import annotations

import json

import numpy as np
import pytest
from onnx import helper

from tests.backends.gpu_models import CASES, model, w
from verified_opt.backends.gpu.device import GpuUnavailable, gpu_count
from verified_opt.backends.gpu.node_kernels import counts, node_kernels
from verified_opt.backends.gpu.plan import build_plan
from verified_opt.cli import main as vopt
from verified_opt.ir.onnx_io import save

HAS_GPU = gpu_count() > 0
N = helper.make_node


def mixed():
    """A Conv + ReLU (cuDNN, the ReLU fused), a MatMul (cuBLAS), element-wise work (generated
    CUDA) and a Reshape (a view)."""
    return model([N("Conv", ["x", "cw"], ["c"], pads=[1, 1, 1, 1]), N("Relu", ["c"], ["r"]),
                  N("Reshape", ["r", "s"], ["f"]), N("MatMul", ["f", "mw"], ["m"]),
                  N("Sigmoid", ["m"], ["y"])],
                 {"x": [1, 3, 6, 6]}, ["y"],
                 {"cw": w(4, 3, 3, 3), "s": np.array([4, 36]),
                  "mw": w(36, 5)})


def test_node_kernels_names_each_nodes_kernel():
    g = mixed()
    table = {r.node or r.op: r for r in node_kernels(g, build_plan(g))}
    by_op = {r.op: r for r in table.values()}
    assert by_op["Conv"].kernel == "cuDNN" and "conv_fprop + relu" in by_op["Conv"].detail
    assert by_op["Relu"].kernel == "fused" and by_op["Relu"].launches == 0
    assert by_op["MatMul"].kernel == "cuBLAS" and "sgemmStridedBatched" in by_op["MatMul"].detail
    assert by_op["Sigmoid"].kernel == "generated CUDA" and by_op["Sigmoid"].launches == 1
    assert by_op["Reshape"].kernel == "view"
    assert counts(list(table.values())) == {"cuBLAS": 1, "cuDNN": 1, "fused": 1,
                                            "generated CUDA": 1, "view": 1}


def test_node_kernels_lists_each_library_of_a_gemm_with_bias():
    g = model([N("Gemm", ["x", "gw", "gb"], ["y"], transB=1)], {"x": [2, 8]}, ["y"],
              {"gw": w(5, 8), "gb": w(5)})
    (row,) = node_kernels(g, build_plan(g))
    assert row.kernel == "cuBLAS + generated CUDA" and row.launches == 2
    assert "map: " in row.detail and "sgemmStridedBatched m=5" in row.detail


def test_node_kernels_names_the_conv_a_residual_add_and_relu_fused_into():
    from tests.backends.gpu_models import CASES

    g = CASES["conv_residual_relu"]()
    rows = {r.op: r for r in node_kernels(g, build_plan(g))}
    assert rows["Conv"].detail == "conv_fprop + add + add + relu"
    for op in ("Add", "Relu"):
        assert rows[op].kernel == "fused" and rows[op].launches == 0, op


def test_inspect_backend_gpu_lists_kernels_without_a_gpu(tmp_path, capsys):
    save(mixed(), tmp_path / "m.onnx")
    assert vopt(["inspect", str(tmp_path / "m.onnx"), "--backend", "gpu"]) == 0
    out = capsys.readouterr().out
    for word in ("GPU plan", "cuDNN", "cuBLAS", "generated CUDA", "fused", "view"):
        assert word in out, word


def test_inspect_backend_gpu_lists_eoperators(tmp_path, capsys):
    import onnx

    from tests.backends.test_gpu_eop import need_modules, offset_reduce_model
    need_modules(offset_reduce_model())
    onnx.save(offset_reduce_model(), tmp_path / "e.onnx")
    assert vopt(["inspect", str(tmp_path / "e.onnx"), "--backend", "gpu"]) == 0
    out = capsys.readouterr().out
    assert "TVM eOperator" in out and "<<<" in out


def test_inspect_backend_gpu_unplanned_operator_is_one_line(tmp_path, capsys):
    save(model([N("Hardmax", ["x"], ["y"])], {"x": [3]}, ["y"]), tmp_path / "c.onnx")
    assert vopt(["inspect", str(tmp_path / "c.onnx"), "--backend", "gpu"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error:") and "Hardmax" in err and "\n" not in err


@pytest.mark.skipif(HAS_GPU, reason="a GPU is present")
@pytest.mark.parametrize("command", ["optimize", "run"])
def test_backend_gpu_without_a_gpu_is_one_line(tmp_path, capsys, command):
    save(CASES["matmul_2d"](), tmp_path / "m.onnx")
    extra = ["-o", str(tmp_path / "o.onnx")] if command == "optimize" else []
    assert vopt([command, str(tmp_path / "m.onnx"), "--backend", "gpu", *extra]) == 2
    captured = capsys.readouterr()
    err = captured.err.strip()
    assert err.startswith("error: --backend gpu: no ") and "GPU" in err and "\n" not in err
    assert "reference semantics" not in captured.out  # stopped before any work
    assert not (tmp_path / "o.onnx").exists()


@pytest.mark.skipif(HAS_GPU, reason="a GPU is present")
def test_api_backend_gpu_without_a_gpu_raises_one_line(tmp_path):
    from verified_opt.api import optimize

    save(CASES["matmul_2d"](), tmp_path / "m.onnx")
    with pytest.raises(GpuUnavailable) as e:
        optimize(str(tmp_path / "m.onnx"), backend="gpu")
    assert e.value.exit_code == 2 and "\n" not in str(e.value)


@pytest.mark.gpu
@pytest.mark.skipif(not HAS_GPU, reason="no CUDA GPU")
def test_optimize_backend_gpu_reports_kernels(tmp_path, capsys):
    save(mixed(), tmp_path / "m.onnx")
    rc = vopt(["optimize", str(tmp_path / "m.onnx"), "-o", str(tmp_path / "o.onnx"),
               "--backend", "gpu", "--budget", "5", "--json", str(tmp_path / "a.json")])
    assert rc == 0
    doc = json.loads((tmp_path / "a.json").read_text())
    gpu = doc["gpu"]
    assert gpu["end_to_end"]["ok"] and gpu["device"]["device"]
    kinds = {k["kernel"] for k in gpu["kernels"]}
    assert {"cuDNN", "cuBLAS"} <= kinds
    # each cuDNN node names the plan the device built: engine, numerics, epilogue
    assert all(k["detail"].endswith("]") and ("fp32" in k["detail"] or "TF32" in k["detail"])
               for k in gpu["kernels"] if k["kernel"] == "cuDNN")
    assert doc["options"]["backend"] == "gpu"
    assert "GPU plan on" in capsys.readouterr().out


@pytest.mark.gpu
@pytest.mark.skipif(not HAS_GPU, reason="no CUDA GPU")
def test_run_backend_gpu_matches_reference(tmp_path, capsys):
    save(mixed(), tmp_path / "m.onnx")
    assert vopt(["run", str(tmp_path / "m.onnx"), "--backend", "gpu", "--compare-ort"]) == 0
    out = capsys.readouterr().out
    assert "match the GPU plan" in out and "match ONNX Runtime" in out


class _EmulatedRunner:
    """The NumPy stand-in of the device in GpuRunner's place, its outputs off by `error`
    (relative): what a device computing in float16, or in TF32, returns."""

    error = 0.0

    def __init__(self, plan) -> None:
        from verified_opt.backends.gpu.emulate import Emulator

        self.emulator = Emulator(plan)

    def run(self, feeds):
        out = self.emulator.run(feeds)
        return {k: (v * (1 + self.error)).astype(v.dtype) if v.dtype.kind == "f" else v
                for k, v in out.items()}


@pytest.mark.parametrize("half_model, error, rc", [(True, 5e-3, 0), (False, 5e-3, 1),
                                                   (False, 2e-4, 0)])
def test_run_compare_ort_on_the_gpu_uses_the_models_float_tolerance(tmp_path, monkeypatch,
                                                                    half_model, error, rc):
    """`vopt run --backend gpu --compare-ort`: a float16 model's outputs are compared at
    float16's tolerance (it was float32's, so a float16 model on the GPU failed by one
    rounding), a float32 model's at float32's (at least GPU_RTOL)."""
    import contextlib

    from tests.backends.gpu_models import half
    from verified_opt.backends.gpu import device, runtime

    monkeypatch.setattr(device, "require_gpu", lambda: None)
    monkeypatch.setattr(runtime, "GpuRunner", _EmulatedRunner)
    monkeypatch.setattr(_EmulatedRunner, "error", error)
    with half() if half_model else contextlib.nullcontext():
        graph = CASES["softmax_layernorm_last"]()
    save(graph, tmp_path / "m.onnx")
    assert vopt(["run", str(tmp_path / "m.onnx"), "--backend", "gpu", "--compare-ort"]) == rc


def test_inspect_backend_gpu_of_a_model_with_an_if_on_a_constant(tmp_path, capsys):
    """The plan runs the branch a constant condition takes (an If on shapes, as TorchScript
    exports a Python `if`); the kernel table names the If as inlined."""
    from onnx import TensorProto

    then = helper.make_graph([helper.make_node("Relu", ["x"], ["t"])], "then", [],
                             [helper.make_tensor_value_info("t", TensorProto.FLOAT, [3])])
    other = helper.make_graph([helper.make_node("Neg", ["x"], ["e"])], "else", [],
                              [helper.make_tensor_value_info("e", TensorProto.FLOAT, [3])])
    graph = model([helper.make_node("If", ["cond"], ["y"], then_branch=then, else_branch=other)],
                  {"x": [3]}, ["y"], {"cond": np.array(True)})
    plan = build_plan(graph)
    assert [s.op for s in plan.steps] == ["Relu"] and plan.inlined == ["If_0"]
    rows = {r.op: r for r in node_kernels(graph, plan)}
    assert rows["If"].kernel == "inlined"
    save(graph, tmp_path / "if.onnx")
    assert vopt(["inspect", str(tmp_path / "if.onnx"), "--backend", "gpu"]) == 0
    assert "inlined" in capsys.readouterr().out
