"""eOperators in the GPU plan, on CPU: a model the derivation engine made plans (its eOperators
become the kernels TVM generates, launched as TVM's host code launches them), the kernels
compile to PTX, and the NumPy stand-in running the plan matches ONNX Runtime on the original
model. Planted bugs in the argument binding or the launch shape are caught.

The modules come from TVM, or from the store (derive/cuda_store.py) where TVM is not
installed: benchmarks/gpu_modules.py stores every module these tests use, for a GPU machine
without TVM. A test skips only where a module it needs has neither."""

from __future__ import annotations

import dataclasses
import functools

import numpy as np
import onnx
import pytest
from onnx import helper, numpy_helper

from verified_opt.backends.gpu import nvrtc
from verified_opt.backends.gpu.device import gpu_count
from verified_opt.backends.gpu.emulate import EmulationError, Emulator
from verified_opt.backends.gpu.plan import build_plan, check_no_overlap
from verified_opt.backends.ort import run_graph
from verified_opt.derive.cuda_store import store_dir
from verified_opt.derive.eop_cuda import available, tvm_version
from verified_opt.derive.eop_onnx import eop_scope, is_eop
from verified_opt.derive.expr import Access, Iter, Scope, Tensor, var
from verified_opt.ir.onnx_io import import_model

RNG = np.random.default_rng(0)
W = RNG.standard_normal((6, 4, 3, 3)).astype(np.float32)
CONV_X = (1, 4, 7, 7)
SQ = RNG.standard_normal((1, 1, 4, 4)).astype(np.float32)


def _model(nodes, inputs: dict, inits: dict, eop: bool, out=(1, 6, 7, 7)) -> onnx.ModelProto:
    from verified_opt.derive.eop_onnx import with_eop_domain

    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info(k, 1, s)
                                       for k, s in inputs.items()],
                          [helper.make_tensor_value_info("Y", 1, out)],
                          [numpy_helper.from_array(v, k) for k, v in inits.items()])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)], ir_version=8)
    return with_eop_domain(m) if eop else m


def need_modules(*models: onnx.ModelProto) -> None:
    """Skip unless the CUDA module of every eOperator of the models can be had: TVM is
    installed, or the module is stored ($VOPT_CUDA_MODULES)."""
    missing = sorted({n.name for m in models for n in m.graph.node
                      if is_eop(n) and not available(eop_scope(n))})
    if missing:
        pytest.skip(f"no TVM and no stored CUDA module for the eOperators {missing} (store "
                    f"them where TVM is: python -m benchmarks.gpu_modules)")


def conv_model() -> onnx.ModelProto:
    return _model([helper.make_node("Conv", ["X", "W"], ["Y"], name="conv0", pads=[1, 1, 1, 1])],
                  {"X": CONV_X}, {"W": W}, eop=False)


@functools.lru_cache(maxsize=1)
def derived_models() -> list[onnx.ModelProto]:
    """The usable derivations of a padded 3x3 Conv, as models (eOperators + MatMul). Deriving
    checks each instantiation with TVM: without TVM, the models benchmarks/gpu_modules.py
    derived where TVM is and stored beside the CUDA modules."""
    if tvm_version() is None:
        files = sorted((store_dir() / "models").glob("test_gpu_eop-derived-*.onnx"))
        if not files:
            pytest.skip(f"no TVM to derive with and no derived models stored in {store_dir()}"
                        f"/models (python -m benchmarks.gpu_modules)")
        return [onnx.load(str(f)) for f in files]
    from verified_opt.api.derivations import derive_operator
    from verified_opt.derive.eop_onnx import with_eop_domain
    from verified_opt.derive.instantiate import subgraph_model

    node = conv_model().graph.node[0]
    # copies as eOperators (the models these tests want: TVM kernels around a product)
    res = derive_operator(node, {"X": CONV_X, "W": W.shape}, {"W": W}, measure=False,
                          gather=False)
    usable = [d for d in res.derived if d.status == "usable" and d.candidate.steps]
    assert usable, [(d.status, d.reason) for d in res.derived]
    return [with_eop_domain(subgraph_model(d.candidate.final, d.inst, "Y", {"W": W}))
            for d in usable]


def offset_reduce_model() -> onnx.ModelProto:
    """EinNet's conv as one eOperator of two blocks: a stage T[n,h,w,r,s,f] = Σ_c X W, then
    Y[n,f,h,w] = Σ_{r,s} T[n, h+r-1, w+s-1, r, s, f] (the stage read outside its bounds)."""
    from verified_opt.derive.eop_onnx import make_eop_node

    n, c, h, w, f, r, s = map(var, "nchwfrs")
    x, k = Tensor("X", CONV_X), Tensor("K", W.shape)
    hw = (Iter("h", 0, 7), Iter("w", 0, 7))
    stage = Scope((Iter("n", 0, 1), *hw, Iter("r", 0, 3), Iter("s", 0, 3), Iter("f", 0, 6)),
                  (Iter("c", 0, 4),), _mul(Access(x, (n, c, h, w)), Access(k, (f, c, r, s))),
                  name="T")
    out = Scope((Iter("n", 0, 1), Iter("f", 0, 6), *hw), (Iter("r", 0, 3), Iter("s", 0, 3)),
                Access(stage, (n, h + r - 1, w + s - 1, r, s, f)))
    return _model([make_eop_node(out, ["X", "W"], "Y", "eop0")], {"X": CONV_X}, {"W": W},
                  eop=True)


def _mul(a, b):
    from verified_opt.derive.expr import Mul
    return Mul(a, b)


def emulated_error(model: onnx.ModelProto, plan=None, host: bool = False) -> float:
    """The stand-in's output against ORT's Conv; `host`: with the kernels' CUDA C run on the
    CPU (backends/gpu/host_kernels.py: each TVM kernel beside the expression it states)."""
    graph = import_model(model)
    plan = plan or build_plan(graph)
    x = RNG.standard_normal(CONV_X).astype(np.float32)
    if host:
        from verified_opt.backends.gpu import host_kernels

        if not host_kernels.available():
            return 0.0
        emu = host_kernels.HostEmulator(plan)
        got = emu.run({"X": x})["Y"]
        assert not emu.not_run, emu.not_run
        want = run_graph(import_model(conv_model()), {"X": x})["Y"]
        return float(np.max(np.abs(got - want)) / (1 + np.max(np.abs(want))))
    got = Emulator(plan).run({"X": x})["Y"]
    want = run_graph(import_model(conv_model()), {"X": x})["Y"]
    return float(np.max(np.abs(got - want)) / (1 + np.max(np.abs(want))))


@pytest.mark.slow
def test_derived_model_plans_and_matches_ort():
    models = derived_models()
    need_modules(*models)
    for m in models:
        plan = build_plan(import_model(m))
        libs = plan.libs()
        # eOperators around one library product (a MatMul, or an Einsum: the search is
        # budgeted in seconds, so which instantiation it finds varies with the load)
        assert libs.get("tvm", 0) >= 1 and libs.get("cublas", 0) == 1, libs
        assert check_no_overlap(plan) == []
        for s in plan.steps:
            if s.lib == "tvm":
                assert s.kernel in s.source and s.params["args"][-1] in s.writes
        assert emulated_error(m, plan) < 1e-5
        assert emulated_error(m, plan, host=True) < 1e-5  # TVM's CUDA C run on the CPU too


@pytest.mark.slow
@pytest.mark.skipif(not nvrtc.available(), reason="NVRTC not installed")
def test_derived_model_kernels_compile_to_ptx():
    need_modules(derived_models()[0])
    plan = build_plan(import_model(derived_models()[0]))
    ptx = nvrtc.compile_modules(plan)
    assert set(ptx) == set(plan.modules()) and len(ptx) >= 2
    for s in plan.steps:
        if s.lib == "tvm":
            assert f".entry {s.kernel}(" in ptx[s.params["module"]]
            assert ".target sm_90" in ptx[s.params["module"]]


def test_two_block_eoperator_places_its_stage():
    need_modules(offset_reduce_model())
    plan = build_plan(import_model(offset_reduce_model()))
    first, second = plan.steps
    assert first.params["roles"] == ("T0", "in0", "in1") and first.writes == ("eop0/T0",)
    assert second.params["roles"] == ("T0", "out") and second.reads == ("eop0/T0",)
    assert first.grid * first.block >= 7 * 7 * 3 * 3 * 6
    stage = plan.buffers["eop0/T0"]
    assert stage.space == "arena" and stage.shape == (1, 7, 7, 3, 3, 6)
    assert check_no_overlap(plan) == []
    assert emulated_error(offset_reduce_model(), plan) < 1e-5
    if nvrtc.available():
        assert len(nvrtc.compile_modules(plan)) == 1


def test_swapped_kernel_arguments_are_caught():
    need_modules(offset_reduce_model())
    plan = build_plan(import_model(offset_reduce_model()))
    s = plan.steps[0]
    t0, x, w = s.params["args"]
    plan.steps[0] = dataclasses.replace(s, params={**s.params, "args": (t0, w, x)})
    with pytest.raises(EmulationError, match="argument in0 .* bound to W"):
        emulated_error(offset_reduce_model(), plan)


def add_transpose_model() -> onnx.ModelProto:
    """Y[i, j] = A[i, j] + B[j, i] with A = reshape(X): not symmetric in its arguments."""
    from verified_opt.derive.eop_onnx import make_eop_node
    from verified_opt.derive.expr import Add
    i, j = var("i"), var("j")
    a, b = Tensor("A", (4, 4)), Tensor("B", (4, 4))
    expr = Scope((Iter("i", 0, 4), Iter("j", 0, 4)), (),
                 Add(Access(a, (i, j)), Access(b, (j, i))))
    return _model([helper.make_node("Reshape", ["X", "s"], ["A"]),
                   make_eop_node(expr, ["A", "B"], "Y", "e")], {"X": (1, 1, 4, 4)},
                  {"B": SQ.reshape(4, 4), "s": np.array([4, 4], np.int64)}, eop=True,
                  out=(4, 4))


def test_swapped_arguments_of_equal_size_give_wrong_values():
    """X and W swapped where both have the same size: the shapes check passes, the values do
    not (the emulator compares with ONNX Runtime)."""
    m = add_transpose_model()
    need_modules(m)
    graph = import_model(m)
    x = RNG.standard_normal((1, 1, 4, 4)).astype(np.float32)
    want = x.reshape(4, 4) + SQ.reshape(4, 4).T
    plan = build_plan(graph)
    np.testing.assert_allclose(Emulator(plan).run({"X": x})["Y"], want, rtol=1e-6)
    [s] = [s for s in plan.steps if s.lib == "tvm"]
    args = list(s.params["args"])
    ia, ib = s.params["roles"].index("in0"), s.params["roles"].index("in1")
    args[ia], args[ib] = args[ib], args[ia]
    plan.steps[plan.steps.index(s)] = dataclasses.replace(s, params={**s.params,
                                                                     "args": tuple(args)})
    assert np.max(np.abs(Emulator(plan).run({"X": x})["Y"] - want)) > 1e-2


def test_too_small_grid_is_caught():
    need_modules(offset_reduce_model())
    plan = build_plan(import_model(offset_reduce_model()))
    s = plan.steps[0]
    assert s.grid > 1
    plan.steps[0] = dataclasses.replace(s, grid=s.grid - 1)
    with pytest.raises(EmulationError, match="launch"):
        emulated_error(offset_reduce_model(), plan)


def test_misplaced_stage_is_caught():
    need_modules(offset_reduce_model())
    plan = build_plan(import_model(offset_reduce_model()))
    stage, x = plan.buffers["eop0/T0"], plan.buffers["X"]
    plan.buffers["eop0/T0"] = dataclasses.replace(stage, offset=x.offset)
    assert check_no_overlap(plan)
    with pytest.raises(AssertionError):
        assert emulated_error(offset_reduce_model(), plan) < 1e-5


@pytest.mark.gpu
@pytest.mark.skipif(gpu_count() == 0, reason="no CUDA GPU")
def test_gpu_runner_runs_eoperators():
    from verified_opt.backends.gpu.runtime import GpuRunner

    models = [offset_reduce_model(), *derived_models()]
    need_modules(*models)
    for m in models:
        x = RNG.standard_normal(CONV_X).astype(np.float32)
        runner = GpuRunner(build_plan(import_model(m)))
        got = runner.run({"X": x})["Y"]
        want = run_graph(import_model(conv_model()), {"X": x})["Y"]
        assert np.max(np.abs(got - want)) / (1 + np.max(np.abs(want))) < 1e-4
        assert runner.time({"X": x}, warmup=2, iters=5) > 0
