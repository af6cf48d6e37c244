"""The stage runner of `make gpu-check` (benchmarks/gpu_stages.sh): each stage within its own
limit and, with GPU_CHECK_SECONDS, within what is left of the whole check, so that a lent GPU
machine's call (at most 10 minutes) ends with the results so far written; a stage with too
little time left is skipped and counted as not passed."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

RUNNER = Path(__file__).parents[2] / "benchmarks" / "gpu_stages.sh"


def run(tmp_path: Path, script: str, **env: str) -> tuple[list[str], str]:
    out = subprocess.run(["bash", "-c", f'R="$1"; . "$2"; {script}; echo "failed=$failed"',
                          "bash", str(tmp_path), str(RUNNER)],
                         check=True, capture_output=True, text=True, timeout=60,
                         env={**{k: v for k, v in os.environ.items()
                                 if k not in ("STAGES", "GPU_CHECK_SECONDS")}, **env})
    return (tmp_path / "stages.txt").read_text().splitlines(), out.stdout


def test_stages_run_in_turn_each_logged_a_failure_does_not_stop_the_rest(tmp_path):
    lines, out = run(tmp_path, "stage a echo hello; stage b false; stage c true")
    assert [x.split()[:2] for x in lines] == [["a", "rc=0"], ["b", "rc=1"], ["c", "rc=0"]]
    assert (tmp_path / "a.log").read_text() == "hello\n"
    assert out.strip().endswith("failed=1")


def test_the_whole_checks_seconds_bound_each_stage_and_skip_the_late_ones(tmp_path):
    lines, out = run(tmp_path, "stage a sleep 1; stage b sleep 30; stage c true",
                     GPU_CHECK_SECONDS="4", STAGE_MIN="2", STAGE_LIMIT="100")
    assert lines[0].startswith("a rc=0")
    name, rc, secs = lines[1].split()
    assert (name, rc) == ("b", "rc=124") and int(secs.rstrip("s")) <= 4  # killed in time
    assert lines[2].startswith("c skipped (out of time")
    assert out.strip().endswith("failed=1")


def test_without_a_deadline_only_the_stage_limit_applies(tmp_path):
    lines, _ = run(tmp_path, "stage a sleep 3; stage b true", STAGE_LIMIT="1")
    assert lines[0].startswith("a rc=124") and lines[1].startswith("b rc=0")


def test_stages_restricts_to_the_named_ones_and_versions(tmp_path):
    lines, out = run(tmp_path, "stage versions true; stage a true; stage b true", STAGES="b")
    assert [x.rsplit(" ", 1)[0] if "rc=" in x else x for x in lines] == [
        "versions rc=0", "a skipped (STAGES=b)", "b rc=0"]
    assert out.strip().endswith("failed=0")


def test_the_versions_stage_runs_past_the_deadline_and_a_spent_budget_skips_the_rest(tmp_path):
    """versions tells whether there is a GPU at all: a budget spent before it must not make
    the check say there is none; and no stage starts with 0 s left (timeout 0 = no limit)."""
    lines, _ = run(tmp_path, "stage versions true; stage a sleep 5",
                     GPU_CHECK_SECONDS="0", STAGE_MIN="0")
    assert lines[0].startswith("versions rc=0")
    assert lines[1].startswith("a skipped (out of time")
