"""benchmarks/gpu_modules.py rehearsed on the CPU: the modules and derived models it stores let
the eOperator tests of the GPU check run in a process where TVM cannot be imported, none of
them skipped for want of TVM (the GPU machine has NVRTC and no TVM)."""

from __future__ import annotations

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
    (tmp_path / "notvm.py").write_text("import sys\nsys.modules['tvm'] = None\n")
    env = {**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{tmp_path}",
           "VOPT_CUDA_MODULES": str(tmp_path / "mods")}
    res = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "notvm", "-p", "no:cacheprovider", "-rs",
         "tests/backends/test_gpu_eop.py", "tests/derive/test_eop_cuda.py",
         "tests/backends/test_gpu_cli.py::test_inspect_backend_gpu_lists_eoperators"],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=600, check=False)
    assert res.returncode == 0, res.stdout[-3000:]
    skips = [ln for ln in res.stdout.splitlines() if ln.startswith("SKIPPED")]
    # without a GPU the runner test skips; without TVM the tests of eop_tvm's own source do
    assert all("no CUDA GPU" in s or "could not import 'tvm'" in s or "NVRTC" in s
               for s in skips), skips
    assert " passed" in res.stdout and "failed" not in res.stdout
