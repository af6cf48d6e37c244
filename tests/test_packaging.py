"""The built wheel carries its axioms and certificates: installed into a clean virtual
environment, `vopt recheck` rechecks the shipped certificates and `vopt optimize` + `vopt
audit` run on the demo model, from outside the checkout."""

from __future__ import annotations

import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(cmd: list[str], cwd: Path) -> str:
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=600,
                          check=False)
    assert done.returncode == 0, (f"{' '.join(cmd)}: exit {done.returncode}\n{done.stdout}\n"
                                  f"{done.stderr}")
    return done.stdout


@pytest.mark.slow
def test_the_wheel_installs_and_runs_from_a_clean_environment(tmp_path):
    dist = tmp_path / "dist"
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dist), str(ROOT)],
         tmp_path)
    (wheel,) = dist.glob("verified_opt-*.whl")
    env = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(env)], tmp_path)
    py = env / "bin" / "python"
    site = Path(_run([str(py), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                     tmp_path).strip())
    _run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-index",
          "--target", str(site), str(wheel)], tmp_path)
    # The dependencies (onnx, onnxruntime, z3 ...) are this environment's, not downloaded
    # again: their folder is on the new environment's path, while verified_opt itself (an
    # editable install here, whose hook that folder's .pth files would load) is the wheel's.
    (site / "_deps.pth").write_text(sysconfig.get_path("purelib") + "\n")
    work = tmp_path / "work"
    work.mkdir()
    where = _run([str(py), "-c", "import verified_opt; print(verified_opt.__file__)"], work)
    assert where.startswith(str(site)), where
    vopt = [str(py), "-m", "verified_opt.cli"]
    out = _run(vopt + ["recheck", str(site / "verified_opt" / "data" / "proofs" / "library"),
                       "--z3-only"], work)
    assert " 0 fail" in out and "shipped" in out
    _run([str(py), "-m", "verified_opt.examples.build", "ex.onnx"], work)
    _run(vopt + ["optimize", "ex.onnx", "-o", "ex.opt.onnx", "--json", "audit.json",
                 "--budget", "5"], work)
    out = _run(vopt + ["audit", "audit.json"], work)
    assert "all hold" in out
