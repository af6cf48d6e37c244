"""Tuning for CUDA (tune/cuda.py), the parts that need no GPU: the device's target, the builder
turning MetaSchedule's candidates into modules the plan launches, a CUDA schedule carried by an
eOperator node into the GPU plan (its own module name, store record and kernels; the NumPy
stand-in running it matches ONNX Runtime), and what falls back to the hand schedule. The
measurement itself (CupyRunner) runs on the device: tests/tune/test_cuda_device.py."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("tvm")
pytest.importorskip("xgboost")

from tests.backends.test_gpu_eop import (
    CONV_X,
    W,
    _model,
    conv_model,
    emulated_error,
    offset_reduce_model,
)
from verified_opt.backends.gpu import nvrtc
from verified_opt.backends.gpu.plan import build_plan, check_no_overlap
from verified_opt.derive import cuda_store
from verified_opt.derive.eop_cuda import check_module, cuda_module, generate, module_name
from verified_opt.derive.eop_onnx import eop_scope, make_eop_node, schedule_attribute
from verified_opt.derive.eop_tvm import EOpError, tuning_func
from verified_opt.derive.expr import Access, Iter, Scope, Tensor, var
from verified_opt.ir.onnx_io import import_model
from verified_opt.tune.cuda import ModuleBuilder, build_candidate, cuda_target
from verified_opt.tune.db import TuneDB, target_json
from verified_opt.tune.tuner import target_kind

H200 = {"name": "NVIDIA H200", "cc": "90", "max_threads": 1024, "shared": 49152, "warp": 32,
        "registers": 65536}


def offset_reduce() -> Scope:
    """EinNet's conv as one eOperator of two blocks (tests/backends/test_gpu_eop.py's model):
    a stage T = Σ_c X W, then Y = Σ_{r,s} T shifted (read outside its bounds); tensors in0,
    in1 as the node's scope has them."""
    return eop_scope(offset_reduce_model().graph.node[0])


@pytest.fixture(scope="module")
def space():
    """The candidates of MetaSchedule's CUDA design space for the eOperator (its sketches with
    their sampled decisions), as traces: what a tuning run measures and records."""
    import tvm
    from tvm.s_tir import meta_schedule as ms

    from verified_opt.tune.db import _trace_json
    from verified_opt.tune.tuner import import_tensor_intrinsics
    import_tensor_intrinsics()
    target = cuda_target(H200)
    ctx = ms.TuneContext(mod=tvm.IRModule({"main": tuning_func(offset_reduce())}),
                         target=target, space_generator="post-order-apply",
                         search_strategy="evolutionary", task_name="eop", rand_state=3,
                         num_threads=1)
    schedules = ctx.space_generator.generate_design_space(ctx.mod)
    return target, [(s.mod, json.dumps(_trace_json(s.trace))) for s in schedules]


def test_the_target_names_the_device_and_keys_its_own_database(tmp_path):
    t = cuda_target(H200)
    assert target_kind(t) == "cuda"
    d = target_json(t)
    assert (d["arch"], d["model"], d["max_threads_per_block"]) == ("sm_90", "NVIDIA H200", 1024)
    other = cuda_target({**H200, "name": "NVIDIA H100 80GB HBM3"})
    assert TuneDB.open(t, root=tmp_path).folder != TuneDB.open(other, root=tmp_path).folder


def test_the_builder_makes_every_sketch_a_module_the_plan_launches(space):
    target, cands = space
    assert len(cands) >= 2
    builder = ModuleBuilder()
    try:
        from tvm.s_tir.meta_schedule.builder import BuilderInput
        results = builder.build([BuilderInput(mod, target) for mod, _ in cands])
        for r in results:
            assert r.error_msg is None, r.error_msg
            doc = json.loads(Path(r.artifact_path).read_text())
            assert [p[0] for p in doc["params"]] == ["in0", "in1", "out"]
            assert doc["launches"] and all(ln["grid"] > 0 and 0 < ln["block"] <= 1024
                                           for ln in doc["launches"])
            assert set(doc["scratch"]) <= {"T0"}
            for ln in doc["launches"]:
                assert f"void __launch_bounds__({ln['block']}) {ln['kernel']}(" in \
                    doc["source"] or f" {ln['kernel']}(" in doc["source"]
    finally:
        builder.close()


def test_a_candidate_the_plan_cannot_launch_is_a_build_error(space):
    """A 2-D thread block (threadIdx.y): the plan launches 1-D grids of 1-D blocks only, so
    the builder refuses it (MetaSchedule counts an error) rather than measure a kernel that
    would not run as planned."""
    import tvm
    from tvm import s_tir
    target, _ = space
    sch = s_tir.Schedule(tvm.IRModule({"main": tuning_func(offset_reduce())}))
    for name in ("T0", "out"):
        loops = sch.get_loops(sch.get_sblock(name))
        outer = sch.fuse(*loops[:2])
        inner = sch.fuse(*loops[2:4])
        sch.bind(outer, "threadIdx.y")
        sch.bind(inner, "threadIdx.x")
    with pytest.raises(EOpError, match="launch parameters"):
        build_candidate(sch.mod, target)


def test_a_cuda_schedule_gives_a_module_of_its_own(space, tmp_path, monkeypatch):
    monkeypatch.setenv(cuda_store.ENV, str(tmp_path))
    scope = offset_reduce()
    _, cands = space
    trace = cands[0][1]
    mod = cuda_module(scope, trace=trace)
    assert mod.name == module_name(scope, trace) != module_name(scope)
    assert mod.name.startswith(module_name(scope) + "_t")
    check_module(mod, scope, trace)
    hand = cuda_module(scope)
    assert {ln.kernel for ln in mod.launches}.isdisjoint({ln.kernel for ln in hand.launches})
    # stored beside the hand one, read back as it was, and for its own schedule only
    path = cuda_store.record_path(scope, "sm_90", trace=trace)
    assert path.exists() and cuda_store.record_path(scope, "sm_90") != path
    back, _ = cuda_store.load(scope, "sm_90", trace=trace)
    assert back == mod
    doc = json.loads(path.read_text())
    with pytest.raises(EOpError, match="another schedule"):
        cuda_store.from_record(doc, scope, "sm_90", trace=cands[1][1])
    with pytest.raises(EOpError, match="another schedule"):
        cuda_store.from_record(doc, scope, "sm_90")


def test_a_schedule_that_does_not_replay_falls_back_to_the_hand_module(space):
    scope = offset_reduce()
    other = Scope((Iter("i", 0, 8),), (), Access(Tensor("in0", (8,)), (var("i"),)))
    _, cands = space
    foreign = cands[0][1]   # a trace of another loop nest
    assert cuda_module(other, trace=foreign) == cuda_module(other)
    garbage = json.dumps([["not", "a", "trace"], []])
    assert cuda_module(scope, trace=garbage) == cuda_module(scope)
    with pytest.raises(EOpError):
        generate(scope, trace=garbage)


def _tuned_model(trace: str, target) -> object:
    node = make_eop_node(offset_reduce(), ["X", "W"], "Y", "eop0",
                         schedule=schedule_attribute(target_json(target), trace))
    return _model([node], {"X": CONV_X}, {"W": W}, eop=True)


def test_the_plan_runs_the_nodes_cuda_schedule_and_matches_ort(space):
    """Every sketch as the node's schedule: the plan launches its module (not the hand one),
    the stand-in running the plan equals ONNX Runtime's Conv."""
    target, cands = space
    hand = build_plan(import_model(_tuned_model(cands[0][1], {"kind": "llvm"})))
    assert all(not s.params["tuned"] for s in hand.steps)
    for _, trace in cands:
        model = _tuned_model(trace, target)
        plan = build_plan(import_model(model))
        tvm_steps = [s for s in plan.steps if s.lib == "tvm"]
        assert tvm_steps and all(s.params["tuned"] for s in tvm_steps)
        assert {s.params["module"] for s in tvm_steps} == {module_name(offset_reduce(), trace)}
        assert check_no_overlap(plan) == []
        assert emulated_error(model, plan) < 1e-5
    # a CPU schedule in the node: the plan runs the hand module
    assert {s.params["module"] for s in hand.steps} == {module_name(offset_reduce())}
    assert conv_model() is not None


def test_tuned_kernels_compute_what_their_expression_states_run_on_the_host(space):
    """Each sketch's CUDA C (shared memory, __syncthreads, loops covering the block) run on
    the CPU (backends/gpu/host_kernels.py) beside the expression it was generated from, and
    the plan's output against ONNX Runtime's Conv: TVM's codegen and our launches, checked
    without a GPU."""
    from verified_opt.backends.gpu import host_kernels
    from verified_opt.backends.gpu.host_kernels import HostEmulator
    from verified_opt.backends.ort import run_graph

    if not host_kernels.available():
        pytest.skip("no C compiler with _Float16 here")
    target, cands = space
    x = np.random.default_rng(5).standard_normal(CONV_X).astype(np.float32)
    want = run_graph(import_model(conv_model()), {"X": x})["Y"]
    shared = 0
    for _, trace in cands:
        plan = build_plan(import_model(_tuned_model(trace, target)))
        shared += any("__shared__" in src for src in plan.modules().values())
        emu = HostEmulator(plan)
        got = emu.run({"X": x})["Y"]
        assert emu.not_run == {}
        assert float(np.max(np.abs(got - want)) / (1 + np.max(np.abs(want)))) < 1e-5
    assert shared, "no sketch shares memory across a block: the test checks less than it says"


@pytest.mark.skipif(not nvrtc.available(), reason="NVRTC (the gpu extra) not installed")
def test_tuned_modules_compile_to_ptx(space):
    target, cands = space
    for _, trace in cands:
        plan = build_plan(import_model(_tuned_model(trace, target)))
        ptx = nvrtc.compile_modules(plan)
        assert all(".target sm_90" in p for p in ptx.values())


def test_exactness_of_integer_inputs_is_what_the_device_check_compares():
    """The device check (api/derivations._gpu_exact) feeds integers in [-3, 3]: the
    expression's float64 value is exact and float32 sums of them are too, so equality, not a
    tolerance, is the test. Here on the CPU: the evaluator's value of the conv equals NumPy's
    integer convolution."""
    from verified_opt.derive.evaluate import evaluate
    rng = np.random.default_rng(1)
    x = rng.integers(-3, 4, size=CONV_X).astype(np.float64)
    w = rng.integers(-3, 4, size=W.shape).astype(np.float64)
    got = evaluate(offset_reduce(), {"in0": x, "in1": w})
    xp = np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1)))
    want = np.zeros((1, 6, 7, 7))
    for r in range(3):
        for s in range(3):
            want += np.einsum("nchw,fc->nfhw", xp[:, :, r:r + 7, s:s + 7], w[:, :, r, s])
    assert np.array_equal(got, want) and np.abs(want).max() < 2 ** 24


def test_without_a_device_every_candidate_is_an_error_and_nothing_is_chosen(tmp_path):
    """The whole CUDA search runs here (MetaSchedule's evolutionary search, the builder making
    each candidate a plan module); only the measurement needs the GPU, so every candidate is a
    runner error: no record with a latency, no schedule for the model (fail closed)."""
    from verified_opt.backends.gpu.device import gpu_count
    from verified_opt.tune.tuner import KernelTask, tune_kernels
    if gpu_count() > 0:
        pytest.skip("a GPU is here: test_cuda_device.py measures")
    db = TuneDB.open(cuda_target(H200), root=tmp_path)
    [k] = tune_kernels([KernelTask("offset_reduce", tuning_func(offset_reduce()), 1, 1e-3)],
                       1.0, db, trials_per_round=4, population=32)
    assert k.trials > 0 and k.errors == k.trials
    assert k.best_s is None and k.trace is None and db.best(tuning_func(offset_reduce())) is None


def test_gpu_modules_stores_the_tuned_module_for_a_machine_without_tvm(space, tmp_path,
                                                                       monkeypatch, capsys):
    """`vopt gpu-modules` on a model whose eOperator carries a CUDA schedule stores the tuned
    module beside the hand one, and a machine without TVM plans the tuned one from the store."""
    import sys

    import onnx

    from verified_opt.cli import main as vopt
    from verified_opt.derive import eop_cuda
    target, cands = space
    trace = cands[1][1]
    onnx.save(_tuned_model(trace, target), tmp_path / "t.onnx")
    monkeypatch.setattr(eop_cuda, "_CACHE", {})
    assert vopt(["gpu-modules", str(tmp_path / "t.onnx"), "--out", str(tmp_path / "m")]) == 0
    assert "2 modules" in capsys.readouterr().out
    scope = offset_reduce()
    assert cuda_store.record_path(scope, "sm_90", tmp_path / "m", trace=trace).exists()
    assert cuda_store.record_path(scope, "sm_90", tmp_path / "m").exists()
    monkeypatch.setattr(eop_cuda, "_CACHE", {})
    monkeypatch.setitem(sys.modules, "tvm", None)
    monkeypatch.setenv(cuda_store.ENV, str(tmp_path / "m"))
    plan = build_plan(import_model(_tuned_model(trace, target)))
    assert {s.params["module"] for s in plan.steps} == {module_name(scope, trace)}
