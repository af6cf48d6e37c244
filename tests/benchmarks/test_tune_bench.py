"""benchmarks/tune_bench.py's GPU mode without a GPU: refused in one line, exit 2, nothing
written (the mode itself runs in `make gpu-check`)."""

from __future__ import annotations

import pytest

from verified_opt.backends.gpu.device import gpu_count


@pytest.mark.skipif(gpu_count() > 0, reason="a GPU is present")
def test_gpu_mode_without_a_gpu_is_refused(tmp_path, capsys):
    pytest.importorskip("tvm")
    from benchmarks import tune_bench
    out = tmp_path / "tb"
    assert tune_bench.main(["--backend", "gpu", "--cases", "conv3x3", "--budgets", "1",
                            "--policies", "", "--out", str(out)]) == 2
    text = capsys.readouterr().out.strip()
    assert text.startswith("tune_bench --backend gpu:") and "\n" not in text
    assert not out.with_suffix(".md").exists()


@pytest.mark.skipif(gpu_count() > 0, reason="a GPU is present")
def test_gpu_check_without_a_gpu_stops_after_the_versions_stage(tmp_path):
    """benchmarks/gpu_check.sh (what `make gpu-check` runs) on a machine without a GPU: exit 2
    after its first stage, whichever STAGES were asked for, and no other stage run."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    script = Path(__file__).parents[2] / "benchmarks" / "gpu_check.sh"
    out = subprocess.run(["bash", str(script), sys.executable, str(tmp_path), "5"],
                         check=False, capture_output=True, text=True, timeout=300,
                         env={**os.environ, "STAGES": "tune tune_bench"},
                         cwd=script.parents[1])
    assert out.returncode == 2, out.stdout + out.stderr
    assert "no usable GPU" in out.stdout
    stages = (tmp_path / "stages.txt").read_text().split("\n")
    assert stages[0].startswith("versions rc=") and not any(
        s.startswith(("tune", "pytest", "bench")) for s in stages)
