"""The CuPy executor. Tests marked `gpu` need a CUDA device and skip cleanly without one
(`make gpu-check` runs them); the others check, on any machine, how the absence of one is told
and that the cuDNN frontend graphs can be described."""

from __future__ import annotations

import numpy as np
import pytest

from tests.backends.gpu_models import CASES, CONTRIB, TYPED, half
from verified_opt.backends.gpu.device import GpuUnavailable, gpu_count, main, require_gpu
from verified_opt.backends.gpu.plan import build_plan
from verified_opt.backends.ort import run_graph

HAS_GPU = gpu_count() > 0


@pytest.mark.skipif(HAS_GPU, reason="a GPU is present")
def test_no_gpu_is_one_line(capsys):
    with pytest.raises(GpuUnavailable) as e:
        require_gpu()
    text = str(e.value)
    assert "\n" not in text and ("GPU" in text or "CuPy" in text)
    assert main([]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("gpu: ") and "\n" not in err


@pytest.mark.parametrize("case", ["conv_bias_relu", "conv_grouped_dilated", "conv_transpose"])
def test_cudnn_frontend_graph_is_described_without_a_gpu(case):
    pytest.importorskip("cudnn", exc_type=ImportError)
    from verified_opt.backends.gpu.device import CudnnConv

    [step] = [s for s in build_plan(CASES[case]()).steps if s.lib == "cudnn"]
    conv = CudnnConv(step.params, None)
    assert list(conv.y.dim) == list(step.params["y_dim"])
    assert (conv.b is not None) == step.params["bias"]


def test_the_kernel_report_names_what_cudnn_built():
    pytest.importorskip("cudnn", exc_type=ImportError)
    from verified_opt.backends.gpu.device import CudnnConv
    from verified_opt.backends.gpu.node_kernels import node_kernels
    from verified_opt.check.gpu import with_engines

    graph = CASES["conv_residual_relu"]()
    plan = build_plan(graph)
    conv = CudnnConv(plan.steps[0].params, None)  # as build() leaves it on a GPU
    conv.engine, conv.numerics, conv.epilogue = "eng0_k2=1", "fp32", "kernel"

    rows = {r.op: r for r in with_engines(node_kernels(graph, plan), plan, {0: conv})}
    assert rows["Conv"].detail == ("conv_fprop + add + add + relu "
                                   "[eng0_k2=1, fp32, epilogue in our kernel]")
    assert rows["Relu"].kernel == "fused" and "[" not in rows["Relu"].detail


def _check(graph, tol=1e-4):
    from verified_opt.backends.gpu.runtime import GpuRunner

    rng = np.random.default_rng(0)
    feeds = {k: rng.standard_normal(t.shape).astype(np.float32) for k, t in graph.inputs.items()}
    runner = GpuRunner(build_plan(graph))
    got, ref = runner.run(feeds), run_graph(graph, feeds)
    for k in ref:
        err = np.max(np.abs(got[k] - ref[k])) / (1 + np.max(np.abs(ref[k])))
        assert err < tol, (k, err)
    assert runner.time(feeds, warmup=2, iters=5) > 0


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.gpu
@pytest.mark.skipif(not HAS_GPU, reason="no CUDA GPU")
def test_gpu_runner_matches_ort(case):
    _check(CASES[case]())


@pytest.mark.parametrize("case", sorted(TYPED) + sorted(CONTRIB))
@pytest.mark.gpu
@pytest.mark.skipif(not HAS_GPU, reason="no CUDA GPU")
def test_gpu_runner_typed_values_match_ort(case):
    """int64, int32 and bool kernels (masks, positions, token ids) on the device; integer and
    bool outputs exactly. A run-time index out of range is an error after the run, captured
    replay included."""
    from verified_opt.backends.gpu.runtime import CapturedPlan, GpuRunner
    from verified_opt.errors import ModelError

    build, draw = {**TYPED, **CONTRIB}[case]
    graph = build()
    feeds = draw(np.random.default_rng(0))
    runner = GpuRunner(build_plan(graph))
    got, ref = runner.run(feeds), run_graph(graph, feeds)
    for k in ref:
        if ref[k].dtype.kind == "f":
            tol = (4e-3, 4e-3) if ref[k].dtype == np.float16 else (1e-4, 1e-5)
            np.testing.assert_allclose(got[k].astype(np.float32), ref[k].astype(np.float32),
                                       rtol=tol[0], atol=tol[1], err_msg=k)
        else:
            np.testing.assert_array_equal(got[k], ref[k], err_msg=k)
    if case == "bert_mask":
        captured = CapturedPlan(runner)
        bad = {**feeds, "ids": feeds["ids"].copy()}
        bad["ids"][0, 2] = 10
        for run in (runner.run, captured.run):
            with pytest.raises(ModelError, match="Gather .*outside its data's range"):
                run(bad)
            run(feeds)  # the status word is cleared for the next run


@pytest.mark.parametrize("case", sorted(set(CASES) - {"cast_to_itself"}))
@pytest.mark.gpu
@pytest.mark.skipif(not HAS_GPU, reason="no CUDA GPU")
def test_gpu_runner_float16_matches_ort(case):
    """float16 on the device: cuBLAS GemmEx, cuDNN's half graphs (tensor cores allowed: float16
    products are exact in float32), the kernels' float16 loads and stores."""
    from verified_opt.backends.gpu.runtime import GpuRunner

    with half():
        graph = CASES[case]()
    rng = np.random.default_rng(0)
    feeds = {k: rng.standard_normal(t.shape).astype(np.float16) for k in graph.inputs
             for t in [graph.inputs[k]]}
    got, ref = GpuRunner(build_plan(graph)).run(feeds), run_graph(graph, feeds)
    for k in ref:
        assert got[k].dtype == np.float16
        err = np.max(np.abs(got[k].astype(np.float32) - ref[k].astype(np.float32))
                     / (1 + np.abs(ref[k].astype(np.float32))))
        assert err < 1e-2, (k, err)  # a few float16 roundings (test_gpu_half.py)


@pytest.mark.parametrize("name", ["resnet18", "bert_base", "inception_v3", "nasnet_a_mobile",
                                  "dcgan", "fsrcnn", "longformer"])
@pytest.mark.gpu
@pytest.mark.skipif(not HAS_GPU, reason="no CUDA GPU")
def test_gpu_runner_on_zoo(name):
    from benchmarks.models import ZOO
    from verified_opt.ir.onnx_io import import_model

    _check(import_model(ZOO[name](0)), tol=1e-3)  # TF32 may be on in cuDNN / cuBLAS


@pytest.mark.parametrize("case", ["conv_residual_relu", "conv_transpose", "gemm_trans_bias",
                                  "matmul_batched", "gelu", "softmax_layernorm_last", "pools"])
@pytest.mark.gpu
@pytest.mark.skipif(not HAS_GPU, reason="no CUDA GPU")
def test_cuda_graph_replay_computes_what_the_step_by_step_launch_does(case):
    from verified_opt.backends.gpu.runtime import CapturedPlan, GpuRunner

    graph = CASES[case]()
    rng = np.random.default_rng(1)
    runner = GpuRunner(build_plan(graph))
    captured = CapturedPlan(runner)
    for _ in range(2):  # new inputs each time: the graph reads the input buffers, not a copy
        feeds = {k: rng.standard_normal(t.shape).astype(np.float32)
                 for k, t in graph.inputs.items()}
        want, ref = runner.run(feeds), run_graph(graph, feeds)
        got = captured.run(feeds)
        for k in ref:
            np.testing.assert_allclose(got[k], want[k], rtol=1e-6, atol=1e-6)
            assert np.max(np.abs(got[k] - ref[k])) / (1 + np.max(np.abs(ref[k]))) < 1e-4
    assert captured.time(feeds, warmup=2, iters=5) > 0


def test_the_loaded_cublas_library_is_found_by_its_mapping(tmp_path):
    """gemm calls cuBLAS's entry points in the library CuPy loaded (CuPy's wrappers refuse any
    cuBLAS call during a stream capture): found by its path in the process's mappings."""
    from verified_opt.backends.gpu.device import cublas_library

    maps = tmp_path / "maps"
    maps.write_text(
        "7f00-7f10 r-xp 00000000 08:01 11 /usr/lib/libc.so.6\n"
        "7f20-7f30 r-xp 00000000 08:01 12 /site/nvidia/cu13/lib/libcublasLt.so.13\n"
        "7f40-7f50 r-xp 00000000 08:01 13 /site/nvidia/cu13/lib/libcublas.so.13\n"
        "7f60-7f70 rw-p 00000000 00:00 0 \n")
    assert cublas_library(str(maps)) == "/site/nvidia/cu13/lib/libcublas.so.13"
    # two copies (a system CUDA's beside a wheel's): which one CuPy's handle belongs to is not
    # known from here, so none (CuPy's wrappers) rather than the wrong one
    maps.write_text(
        "7f40-7f50 r-xp 00000000 08:01 13 /usr/local/cuda/lib64/libcublas.so.12\n"
        "7f60-7f70 r-xp 00000000 08:01 14 /site/nvidia/cu13/lib/libcublas.so.13\n")
    assert cublas_library(str(maps)) is None
    maps.write_text("7f40-7f50 r-xp 00000000 08:01 13 /opt/cu/libcublas.so.13 (deleted)\n"
                    "7f50-7f60 r--p 00010000 08:01 13 /opt/cu/libcublas.so.13 (deleted)\n")
    assert cublas_library(str(maps)) == "/opt/cu/libcublas.so.13"
    maps.write_text("7f00-7f10 r-xp 00000000 08:01 11 /usr/lib/libc.so.6\n")
    assert cublas_library(str(maps)) is None
    assert cublas_library(str(tmp_path / "missing")) is None


@pytest.mark.gpu
@pytest.mark.skipif(not HAS_GPU, reason="no CUDA GPU")
def test_plans_with_cublas_steps_are_captured_as_cuda_graphs():
    """CuPy's cuBLAS wrappers refuse calls while a stream captures; gemm calls cuBLAS itself,
    so a plan with MatMuls (BERT's attention, every classifier's Gemm) becomes one graph."""
    from verified_opt.backends.gpu.device import direct_cublas
    from verified_opt.backends.gpu.runtime import CapturedPlan, GpuRunner

    assert direct_cublas() is not None
    graph = CASES["attention"]()
    runner = GpuRunner(build_plan(graph))
    feeds = {k: np.random.default_rng(1).standard_normal(t.shape).astype(np.float32)
             for k, t in graph.inputs.items()}
    step = runner.run(feeds)
    replay = CapturedPlan(runner).run(feeds)
    for k in step:
        np.testing.assert_array_equal(replay[k], step[k])


def test_cudnn_autotune_is_asked_for_by_its_variable(monkeypatch):
    """Off by default (not yet measured on a device); 1 turns it on; anything else is a
    one-line error naming the variable."""
    from verified_opt.backends.gpu.device import AUTOTUNE_ENV, autotune_enabled
    from verified_opt.errors import VoptError

    monkeypatch.delenv(AUTOTUNE_ENV, raising=False)
    assert autotune_enabled() is False
    monkeypatch.setenv(AUTOTUNE_ENV, "1")
    assert autotune_enabled() is True
    monkeypatch.setenv(AUTOTUNE_ENV, "yes")
    with pytest.raises(VoptError, match=AUTOTUNE_ENV) as e:
        autotune_enabled()
    assert "\n" not in str(e.value) and e.value.exit_code == 2


@pytest.mark.parametrize("case", ["conv_bias_relu", "conv_residual_relu", "conv_grouped_dilated",
                                  "conv_transpose"])
@pytest.mark.gpu
@pytest.mark.skipif(not HAS_GPU, reason="no CUDA GPU")
def test_autotuned_convs_match_ort_and_run_the_fastest_plan_timed(case, monkeypatch):
    """VOPT_CUDNN_AUTOTUNE=1: every conv step times the plans cuDNN lists and runs the fastest;
    the outputs still match ONNX Runtime, and the plan chosen was no slower than the
    heuristics' first where that one ran."""
    import re

    from verified_opt.backends.gpu.runtime import CapturedPlan, GpuRunner

    monkeypatch.setenv("VOPT_CUDNN_AUTOTUNE", "1")
    graph = CASES[case]()
    _check(graph)
    runner = GpuRunner(build_plan(graph))
    rng = np.random.default_rng(1)
    feeds = {k: rng.standard_normal(t.shape).astype(np.float32) for k, t in graph.inputs.items()}
    steps = runner.run(feeds)
    replayed = CapturedPlan(runner).run(feeds)  # the capture runs the plans chosen too
    for k in steps:
        np.testing.assert_array_equal(replayed[k], steps[k])
    for conv in runner.convs.values():
        assert "autotune failed" not in conv.engine, conv.engine
        m = re.search(r"fastest of (\d+) plans.*?, ([\d.]+) ms; the heuristics' first, .*: "
                      r"([\d.]+|nan) ms\)", conv.engine)
        assert m, conv.engine
        assert int(m.group(1)) >= 1
        if m.group(3) != "nan":
            assert float(m.group(2)) <= float(m.group(3))


def test_identical_convs_share_one_tuning_and_others_do_not():
    """The tuning key leaves out the names of the nodes a step fuses (two identical convs of a
    model are tuned once) and keeps what changes the graph or its numerics."""
    from verified_opt.backends.gpu.device import tuning_key

    graph = CASES["conv_bias_relu"]()
    [step] = [s for s in build_plan(graph).steps if s.lib == "cudnn"]
    p = step.params
    other_names = {**p, "fuses": [f"renamed_{n}" for n in p["fuses"]] or ["renamed"]}
    assert tuning_key(p, True, True) == tuning_key(other_names, True, True)
    assert tuning_key(p, True, True) != tuning_key(p, True, False)
    assert tuning_key(p, True, True) != tuning_key(p, False, True)
    wider = {**p, "y_dim": [*p["y_dim"][:1], p["y_dim"][1] * 2, *p["y_dim"][2:]]}
    assert tuning_key(p, True, True) != tuning_key(wider, True, True)
