"""The GPU cost model's cache, on CPU: the environment key (device, driver, libraries), the file
format, what is reused and what is not; node keys; one-node graphs plan. The timing itself
needs the device (`gpu` test)."""

from __future__ import annotations

import json

import numpy as np
import pytest
from onnx import helper

from tests.backends.gpu_models import CASES, model, w
from verified_opt.backends.gpu.cost import (
    ENV_FIELDS,
    FORMAT,
    GpuCostModel,
    GpuCostTable,
    environment,
    environment_key,
    node_graph,
    node_key,
)
from verified_opt.backends.gpu.device import GpuUnavailable, gpu_count
from verified_opt.backends.gpu.emulate import Emulator
from verified_opt.backends.gpu.plan import build_plan
from verified_opt.backends.ort import run_graph

H100 = {"device": "NVIDIA H100 80GB HBM3", "compute_capability": "9.0", "driver": 12040,
        "cuda_runtime": 12090, "cublas": 120901, "cudnn": 91002, "nvrtc": "12.9", "cupy": "14.0.0"}


def test_environment_key_changes_with_each_field():
    env = environment(H100)
    assert set(ENV_FIELDS) <= set(env) and {"verified_opt", "protocol", "tvm"} <= set(env)
    key = environment_key(env)
    assert key == environment_key(environment(dict(H100)))  # stable
    for f in ENV_FIELDS:
        other = environment({**H100, f: "changed"})
        assert environment_key(other) != key, f


def test_cache_file_round_trip_and_format(tmp_path):
    t = GpuCostTable(environment(H100), tmp_path)
    assert t.costs == {} and t.path.name == f"gpu-cost-{environment_key(t.env)}.json"
    t.costs["abc"] = 0.125
    t.costs["why:def"] = "no GPU lowering for operator Cos"
    t.save()
    doc = json.loads(t.path.read_text())
    assert doc["format"] == FORMAT and doc["environment"]["device"] == H100["device"]
    assert doc["costs"] == {"abc": 0.125, "why:def": "no GPU lowering for operator Cos"}
    again = GpuCostTable(environment(H100), tmp_path)
    assert again.costs == t.costs
    newer = GpuCostTable(environment({**H100, "driver": 12050}), tmp_path)
    assert newer.costs == {} and newer.path != t.path  # another driver: measured again


def test_cache_file_of_another_environment_or_corrupt_is_ignored(tmp_path):
    t = GpuCostTable(environment(H100), tmp_path)
    doc = {"format": FORMAT, "environment": environment({**H100, "cudnn": 1}),
           "costs": {"abc": 1.0}}
    t.path.write_text(json.dumps(doc))  # the right name, the wrong contents
    assert GpuCostTable(environment(H100), tmp_path).costs == {}
    t.path.write_text("{not json")
    assert GpuCostTable(environment(H100), tmp_path).costs == {}
    t.path.write_text(json.dumps({**doc, "environment": environment(H100), "format": "v0"}))
    assert GpuCostTable(environment(H100), tmp_path).costs == {}


def test_node_key_separates_shapes_attributes_and_constants():
    a = model([helper.make_node("MatMul", ["x", "w"], ["y"])], {"x": [5, 7]}, ["y"],
              {"w": w(7, 3)})
    b = model([helper.make_node("MatMul", ["x", "w"], ["y"])], {"x": [6, 7]}, ["y"],
              {"w": w(7, 3)})
    c = model([helper.make_node("MatMul", ["x", "w"], ["y"])], {"x": [5, 7], "w": [7, 3]}, ["y"])
    ka, kb, kc = (node_key(g, g.nodes[0]) for g in (a, b, c))
    assert len({ka, kb, kc}) == 3
    assert ka == node_key(a, a.nodes[0])
    p1 = model([helper.make_node("MaxPool", ["x"], ["y"], kernel_shape=[2, 2])],
               {"x": [1, 2, 4, 4]}, ["y"])
    p2 = model([helper.make_node("MaxPool", ["x"], ["y"], kernel_shape=[3, 3])],
               {"x": [1, 2, 4, 4]}, ["y"])
    assert node_key(p1, p1.nodes[0]) != node_key(p2, p2.nodes[0])


@pytest.mark.parametrize("case", ["conv_bias_relu", "gemm_trans_bias", "layout"])
def test_every_node_alone_plans_and_emulates(case):
    g = CASES[case]()
    for n in g.nodes:
        one = node_graph(g, n)
        plan = build_plan(one)
        rng = np.random.default_rng(0)
        feeds = {k: rng.standard_normal(t.shape).astype(np.float32)
                 for k, t in one.inputs.items()}
        got, ref = Emulator(plan).run(feeds), run_graph(one, feeds)
        for k in ref:
            assert np.allclose(got[k], ref[k], rtol=1e-5, atol=1e-5), (case, n.op, k)


@pytest.mark.skipif(gpu_count() > 0, reason="a GPU is present")
def test_cost_model_needs_a_gpu(tmp_path):
    with pytest.raises(GpuUnavailable):
        GpuCostModel(cache=tmp_path)


@pytest.mark.gpu
@pytest.mark.skipif(gpu_count() == 0, reason="no CUDA GPU")
def test_cost_model_times_on_the_device_and_caches(tmp_path):
    g = CASES["conv_bias_relu"]()
    cm = GpuCostModel(cache=tmp_path, warmup=3, iters=10)
    conv = g.nodes[0]
    ms = cm.node_cost(g, conv)
    assert 0 < ms < 100 and cm.measured == 1
    assert cm.node_cost(g, conv) == ms and cm.hits == 1
    cm.save()
    doc = json.loads(cm.path.read_text())
    assert doc["format"] == FORMAT and doc["environment"]["device"]
    again = GpuCostModel(cache=tmp_path)
    assert again.node_cost(g, conv) == ms and again.measured == 0
    unplanned = model([helper.make_node("Hardmax", ["x"], ["y"])], {"x": [3]}, ["y"])
    assert again.node_cost(unplanned, unplanned.nodes[0]) >= 1000
    assert "Hardmax" in next(iter(again.unpriced))


def test_graph_timing_is_an_environment_of_its_own(monkeypatch):
    """VOPT_GPU_TIMING=graph prices nodes by their CUDA graph's replay: those times go to a cache
    file of their own (never mixed with step-by-step ones), and the default keeps the key the
    files of step-by-step times already have; another value is refused in one line."""
    from verified_opt.backends.gpu.runtime import timing_mode
    from verified_opt.errors import VoptError

    monkeypatch.delenv("VOPT_GPU_TIMING", raising=False)
    steps = environment(H100)
    assert "timing" not in steps and timing_mode() == "steps"
    monkeypatch.setenv("VOPT_GPU_TIMING", "graph")
    graph = environment(H100)
    assert graph["timing"] == "graph" and environment_key(graph) != environment_key(steps)
    monkeypatch.setenv("VOPT_GPU_TIMING", "fast")
    with pytest.raises(VoptError, match="VOPT_GPU_TIMING='fast': one of steps, graph") as e:
        timing_mode()
    assert e.value.exit_code == 2


def test_autotuned_cudnn_plans_are_an_environment_of_their_own(monkeypatch):
    """With VOPT_CUDNN_AUTOTUNE=1 a conv's time is the fastest plan's: such times go to a cache
    file of their own, and without it the key is the one existing files have."""
    monkeypatch.delenv("VOPT_CUDNN_AUTOTUNE", raising=False)
    monkeypatch.delenv("VOPT_GPU_TIMING", raising=False)
    plain = environment(H100)
    monkeypatch.setenv("VOPT_CUDNN_AUTOTUNE", "1")
    tuned = environment(H100)
    assert "cudnn_plans" not in plain and tuned["cudnn_plans"] == "autotuned"
    assert environment_key(tuned) != environment_key(plain)


@pytest.mark.gpu
@pytest.mark.skipif(gpu_count() == 0, reason="no CUDA GPU")
def test_graph_timing_prices_a_plan_below_its_step_launches(tmp_path, monkeypatch):
    """A chain of small steps: each launched from Python pays the host's cost, the replayed
    graph does not; the model's time in graph mode is below its step-by-step time."""
    from verified_opt.backends.gpu.runtime import GpuRunner, plan_timer
    from verified_opt.check.gpu import gpu_measure_model
    from verified_opt.ir.onnx_io import export_model

    graph = CASES["attention"]()
    rng = np.random.default_rng(0)
    feeds = {k: rng.standard_normal(t.shape).astype(np.float32) for k, t in graph.inputs.items()}
    runner = GpuRunner(build_plan(graph))
    steps = plan_timer(runner, "steps")(feeds, 5, 50)
    replay = plan_timer(runner, "graph")(feeds, 5, 50)
    assert 0 < replay < steps
    monkeypatch.setenv("VOPT_GPU_TIMING", "graph")
    data = export_model(graph).SerializeToString()
    assert 0 < gpu_measure_model(data, feeds, max_seconds=0.2) < steps
    cm = GpuCostModel(cache=tmp_path, warmup=3, iters=10)
    assert cm.table.env["timing"] == "graph" and 0 < cm.node_cost(graph, graph.nodes[2]) < 100
