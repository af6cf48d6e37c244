"""`make gpu-check` (benchmarks/gpu_check.sh) is the only place the `gpu` tests run: a GPU
machine is lent rarely, so a test file with `gpu` tests that its pytest stage does not name
would go unrun there (tests/backends/test_gpu_band.py did)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parents[2]


def test_every_file_with_gpu_tests_is_in_the_gpu_checks_pytest_stage():
    script = (ROOT / "benchmarks" / "gpu_check.sh").read_text()
    stage = script[script.index("stage pytest"):script.index("--junitxml")]
    named = set(re.findall(r"tests/\S+\.py", stage))
    with_gpu = {str(p.relative_to(ROOT)) for p in (ROOT / "tests").rglob("test_*.py")
                if re.search(r"pytest\.mark\.gpu\b|pytestmark\s*=.*\bgpu\b", p.read_text())}
    assert with_gpu, "no gpu tests found: the pattern above is out of date"
    assert with_gpu <= named, f"not in gpu_check.sh's pytest stage: {sorted(with_gpu - named)}"


def test_a_split_run_does_not_trust_an_earlier_calls_versions_line(tmp_path):
    """STAGES keeps stages.txt from the calls before: an earlier `versions rc=0` must not let
    this call, on a machine whose check fails, run its stages (red-team review)."""
    import os
    import subprocess

    (tmp_path / "stages.txt").write_text("versions rc=0 2s\npytest rc=0 60s\n")
    out = subprocess.run(["bash", str(ROOT / "benchmarks" / "gpu_check.sh"), "/bin/false",
                          str(tmp_path), "5"], check=False, capture_output=True, text=True,
                         timeout=120, env={**os.environ, "STAGES": "bench"}, cwd=ROOT)
    assert out.returncode == 2, out.stdout + out.stderr
    lines = (tmp_path / "stages.txt").read_text().splitlines()
    assert lines[:2] == ["versions rc=0 2s", "pytest rc=0 60s"]
    assert lines[2].startswith("versions rc=1") and len(lines) == 3
