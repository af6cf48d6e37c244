"""benchmarks/gpu_modules.py rehearsed on the CPU: the modules and derived models it stores let
the eOperator tests of the GPU check run in a process where TVM cannot be imported, none of
them skipped for want of TVM (the GPU machine has NVRTC and no TVM)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

# `benchmarks` is a top-level folder of the repository, not an installed package.
ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.mark.slow
def test_stored_modules_let_the_eoperator_tests_run_without_tvm(tmp_path):
    pytest.importorskip("tvm")
    from benchmarks.gpu_modules import main

    assert main(["--out", str(tmp_path / "mods")]) == 0
    assert len(list((tmp_path / "mods" / "models").glob("test_gpu_eop-derived-*.onnx"))) >= 1
    assert (tmp_path / "mods" / "models" / "test_gpu_band-derived.onnx").exists()
    (tmp_path / "notvm.py").write_text("import sys\nsys.modules['tvm'] = None\n")
    env = {**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{tmp_path}",
           "VOPT_CUDA_MODULES": str(tmp_path / "mods")}
    res = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "notvm", "-p", "no:cacheprovider", "-rs",
         "tests/backends/test_gpu_eop.py", "tests/backends/test_gpu_band.py",
         "tests/derive/test_eop_cuda.py",
         "tests/backends/test_gpu_cli.py::test_inspect_backend_gpu_lists_eoperators"],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=600, check=False)
    assert res.returncode == 0, res.stdout[-3000:]
    skips = [ln for ln in res.stdout.splitlines() if ln.startswith("SKIPPED")]
    # without a GPU the runner test skips; without TVM the tests of eop_tvm's own source do
    assert all("no CUDA GPU" in s or "could not import 'tvm'" in s or "NVRTC" in s
               for s in skips), skips
    assert " passed" in res.stdout and "failed" not in res.stdout


@pytest.mark.slow
def test_stored_einnet_derivations_come_back_whole_and_plan_without_tvm(tmp_path, monkeypatch):
    """gpu_bench --einnet's derivations, stored without the case's seeded weights, load back
    with every initializer their nodes read, and plan from the stored modules without TVM."""
    pytest.importorskip("tvm")
    import copy

    from benchmarks import gpu_bench
    from benchmarks.gpu_modules import load_einnet, store_einnet
    from verified_opt.backends.gpu.plan import build_plan
    from verified_opt.derive import eop_cuda
    from verified_opt.errors import VoptError
    from verified_opt.ir.onnx_io import import_model

    found = gpu_bench.einnet_derivations("gcn_kx1", 5.0)      # derived once (budgeted search)
    fresh = {d["label"]: d["model"] for d in found["derived"] if "model" in d}
    monkeypatch.setattr(gpu_bench, "einnet_derivations", lambda *_: copy.deepcopy(found))
    (tmp_path / "models").mkdir()
    assert store_einnet("gcn_kx1", tmp_path, budget=5.0) >= 1
    monkeypatch.setitem(sys.modules, "tvm", None)
    monkeypatch.setattr(eop_cuda, "_CACHE", {})
    monkeypatch.setenv("VOPT_CUDA_MODULES", str(tmp_path))
    stored = load_einnet("gcn_kx1")
    assert stored is not None and stored["derived"]
    for d in stored["derived"]:
        m = d["model"]
        read = {i for n in m.graph.node for i in n.input}
        inits = {i.name: i.SerializeToString() for i in m.graph.initializer}
        want = {i.name: i.SerializeToString() for i in fresh[d["label"]].graph.initializer
                if i.name in read}
        assert inits == want and list(m.graph.node) == list(fresh[d["label"]].graph.node)
        assert build_plan(import_model(m)).libs().get("tvm", 0) >= 1
    index = tmp_path / "models" / "einnet-gcn_kx1.json"
    doc = json.loads(index.read_text())
    for d in doc["derived"]:
        for w in d.get("weights", []):
            w["sha256"] = "0" * 64
    index.write_text(json.dumps(doc))
    with pytest.raises(VoptError, match="differs"):
        load_einnet("gcn_kx1")


@pytest.mark.slow
def test_a_band_case_plans_our_side_and_its_derivations(monkeypatch):
    """gpu_bench --einnet's banded cases on the CPU (smaller shapes): our plan's side is the
    band as one eOperator, each derivation plans, and the NumPy stand-in of each plan equals
    ONNX Runtime on the dense formulation."""
    pytest.importorskip("tvm")
    import functools

    import numpy as np

    from benchmarks import derive_bench, gpu_bench
    from verified_opt.backends.gpu.emulate import Emulator
    from verified_opt.backends.gpu.plan import build_plan
    from verified_opt.backends.ort import run_graph
    from verified_opt.ir.onnx_io import import_model

    small = functools.partial(derive_bench.band_dense, b=2, m=64, d=16, width=4)
    monkeypatch.setattr(derive_bench, "band_dense", small)
    for case in ("g2bmm", "gbmm"):
        found = gpu_bench.einnet_derivations(case, 5.0)
        rows = [d for d in found["derived"] if "model" in d]
        assert [d["steps"] for d in rows].count(0) == 1 and len(rows) >= 2, found
        dense, feeds = gpu_bench.einnet_case(case)
        want = run_graph(import_model(dense), feeds)["Y"]
        for d in rows:
            plan = build_plan(import_model(d["model"]))
            got = Emulator(plan).run(feeds)["Y"]
            assert np.max(np.abs(got - want)) / (1 + np.max(np.abs(want))) < 1e-5, d["path"]
