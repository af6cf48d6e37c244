"""Banded attention derived for the GPU, on CPU: both bands of tests/api/band_model.py replaced
by a proved derivation's instantiation with its copies as eOperators (`--backend gpu` derives
with gather=False), the model plans (TVM kernels around cuBLAS products), its kernels compile
to PTX, and the NumPy stand-in running the plan matches ONNX Runtime on the original model.
On a GPU (`gpu`), the plan runs there too.

Where TVM is not installed, the derived model and its CUDA modules come from the store
(benchmarks/gpu_modules.py writes them, as for tests/backends/test_gpu_eop.py)."""

from __future__ import annotations

import functools

import numpy as np
import onnx
import pytest

from tests.api.band_model import band_attention
from tests.backends.test_gpu_eop import need_modules
from verified_opt.backends.gpu import nvrtc
from verified_opt.backends.gpu.device import gpu_count
from verified_opt.backends.gpu.emulate import Emulator
from verified_opt.backends.gpu.plan import build_plan, check_no_overlap
from verified_opt.backends.ort import run_graph
from verified_opt.derive.cuda_store import store_dir
from verified_opt.derive.eop_cuda import tvm_version
from verified_opt.ir.onnx_io import import_model

STORED = "test_gpu_band-derived"


@functools.lru_cache(maxsize=1)
def band_derived_model() -> onnx.ModelProto:
    """band_attention() with both bands replaced by their first proved derivation (copies as
    eOperators, instantiation checked exactly)."""
    if tvm_version() is None:
        path = store_dir() / "models" / f"{STORED}.onnx"
        if not path.exists():
            pytest.skip(f"no TVM to derive with and no {path} (python -m benchmarks.gpu_modules)")
        return onnx.load(str(path))
    from verified_opt.api.derive_band import derive_band
    from verified_opt.derive.patterns import find_band_products, replace_match

    model = band_attention()
    for kind in ("g2bmm", "gbmm"):
        match = next(m for m in find_band_products(model) if m.kind == kind)
        res = derive_band(model, match, budget_s=5.0, keep=1, measure=False, baseline=False,
                          gather=False)
        d = next((d for d in res.derived if d.status == "usable" and d.candidate.steps), None)
        assert d is not None and d.inst is not None, [(x.status, x.reason)
                                                      for x in res.derived]
        model = replace_match(model, match, list(d.inst.nodes), list(d.inst.initializers))
    return model


def _x() -> np.ndarray:
    return np.random.default_rng(3).standard_normal((2, 64, 32)).astype(np.float32)


def _rel(got: np.ndarray, want: np.ndarray) -> float:
    return float(np.max(np.abs(got - want)) / (1 + np.max(np.abs(want))))


@pytest.mark.slow
def test_band_derived_model_plans_and_the_stand_in_matches_ort():
    m = band_derived_model()
    need_modules(m)
    ops = [n.op_type for n in m.graph.node]
    assert "GatherElements" not in ops and "ScatterElements" not in ops and "Gather" not in ops
    plan = build_plan(import_model(m))
    libs = plan.libs()
    assert libs.get("tvm", 0) >= 2 and libs.get("cublas", 0) >= 2, libs
    assert check_no_overlap(plan) == []
    want = run_graph(import_model(band_attention()), {"x": _x()})
    got = Emulator(plan).run({"x": _x()})
    out = m.graph.output[0].name
    assert _rel(got[out], want[out]) < 1e-5
    from verified_opt.backends.gpu import host_kernels
    if host_kernels.available():  # TVM's CUDA C of the bands run on the CPU, each kernel
        emu = host_kernels.HostEmulator(plan)  # beside the expression it states
        got = emu.run({"x": _x()})
        assert not emu.not_run and _rel(got[out], want[out]) < 1e-5


@pytest.mark.slow
@pytest.mark.skipif(not nvrtc.available(), reason="NVRTC not installed")
def test_band_derived_model_kernels_compile_to_ptx():
    m = band_derived_model()
    need_modules(m)
    plan = build_plan(import_model(m))
    ptx = nvrtc.compile_modules(plan)
    assert set(ptx) == set(plan.modules()) and len(ptx) >= 2
    for s in plan.steps:
        if s.lib == "tvm":
            assert f".entry {s.kernel}(" in ptx[s.params["module"]]


@pytest.mark.gpu
@pytest.mark.skipif(gpu_count() == 0, reason="no CUDA GPU")
def test_band_derived_model_runs_on_the_gpu():
    from verified_opt.backends.gpu.runtime import GpuRunner

    m = band_derived_model()
    need_modules(m)
    runner = GpuRunner(build_plan(import_model(m)))
    out = m.graph.output[0].name
    got = runner.run({"x": _x()})[out]
    want = run_graph(import_model(band_attention()), {"x": _x()})[out]
    assert _rel(got, want) < 1e-4


@pytest.mark.gpu
@pytest.mark.skipif(gpu_count() == 0, reason="no CUDA GPU")
def test_optimize_backend_gpu_derives_the_bands_with_device_timings(tmp_path, monkeypatch):
    """`vopt optimize --backend gpu --derive`: the bands' candidates are timed on the device
    (gain threshold 0: this checks the path, not the gain), the result passes the GPU check."""
    from verified_opt.api import derivations
    from verified_opt.api.pipeline import optimize

    if tvm_version() is None:
        pytest.skip("deriving checks each instantiation with TVM, not installed here")
    monkeypatch.setattr(derivations, "MIN_GAIN", 0.0)
    src = tmp_path / "band.onnx"
    onnx.save(band_attention(), src)
    said: list[str] = []
    _, report = optimize(src, budget=2, derive=True, backend="gpu", output=tmp_path / "o.onnx",
                         progress=lambda e: said.append(str(e)), fast_math=True)  # zero-terms
    # each band measured on the device and decided (derived, or kept where it did not gain)
    for op in ("G2BMM", "GBMM"):
        assert any(f"({op}): derived" in m or f"({op}): best derivation" in m for m in said), said
    steps = [s for s in report.applied if s.derivation is not None]
    assert {s.derivation["op"] for s in steps} <= {"G2BMM", "GBMM"}
