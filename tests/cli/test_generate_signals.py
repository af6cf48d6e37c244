"""`vopt generate` stopped from outside, as a user or a scheduler stops it: Ctrl-C (SIGINT to
the process group), a second Ctrl-C while the first unwinds, `kill` / `timeout` (SIGTERM). Each
exits at once with one line, leaves no worker process behind and writes nothing."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ARGV = ["generate", "--max-ops", "2", "--jobs", "2"]


def _children(pid: int) -> set[int]:
    return {int(c) for f in Path(f"/proc/{pid}/task").glob("*/children")
            for c in f.read_text().split()}


def _run_until_workers(tmp_path: Path) -> subprocess.Popen:
    """The CLI in its own session (a process group of its own, as a shell job), once its two
    pool workers run."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    # Ctrl-C as a terminal's foreground job gets it: a test runner may ignore SIGINT, and its
    # children inherit that (a shell's background jobs do too, and vopt leaves it so)
    start = ("import signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); "
             "from verified_opt.cli import main; sys.exit(main(sys.argv[1:]))")
    p = subprocess.Popen([sys.executable, "-c", start, *ARGV, "-o", str(tmp_path / "out")],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         start_new_session=True, env=env)
    deadline = time.monotonic() + 120
    while len(_children(p.pid)) < 2:
        if p.poll() is not None or time.monotonic() > deadline:
            p.kill()
            pytest.fail(f"no workers seen (exit {p.poll()}): {p.communicate()}")
        time.sleep(0.05)
    return p


def _finish(p: subprocess.Popen) -> tuple[int, str]:
    try:
        _, err = p.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        pytest.fail("still running a minute after the signal")
    return p.returncode, err


def _nothing_left(p: subprocess.Popen, tmp_path: Path) -> None:
    time.sleep(0.5)
    try:
        os.killpg(p.pid, 0)
    except ProcessLookupError:
        pass
    else:
        os.killpg(p.pid, signal.SIGKILL)
        pytest.fail("processes of the run are left (orphaned pool workers)")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("how, code, line", [
    ("sigterm", 143, "error: terminated"),
    ("ctrl-c twice", 130, "error: interrupted"),  # (once: the first of these)
    ("sigint twice to vopt", 130, "error: interrupted")])
def test_a_stopped_run_exits_in_one_line_and_leaves_nothing(tmp_path, how, code, line):
    p = _run_until_workers(tmp_path)
    if how == "sigterm":
        os.kill(p.pid, signal.SIGTERM)
    elif how.startswith("ctrl-c"):
        os.killpg(p.pid, signal.SIGINT)
        if how.endswith("twice"):
            time.sleep(0.1)
            os.killpg(p.pid, signal.SIGINT)
    else:
        os.kill(p.pid, signal.SIGINT)
        time.sleep(0.1)
        os.kill(p.pid, signal.SIGINT)
    rc, err = _finish(p)
    assert (rc, err.strip().splitlines()[-1:]) == (code, [line]), err
    assert "Traceback" not in err, err
    _nothing_left(p, tmp_path)


def test_an_interrupt_python_swallowed_is_delivered_again():
    """Ctrl-C landing where Python only prints the KeyboardInterrupt ("Exception ignored in":
    logging's lock release in an at-fork handler, as the pool forked its workers) left the
    run going with every later Ctrl-C ignored: it exited 0. The interrupt is raised again."""
    from types import SimpleNamespace

    from verified_opt.cli import _StopSignals

    stops = _StopSignals()
    try:
        with pytest.raises(KeyboardInterrupt):
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(1)
        assert stops.fired
        with pytest.raises(KeyboardInterrupt):  # swallowed, as in an at-fork handler
            stops._swallowed(SimpleNamespace(exc_value=KeyboardInterrupt()))
            time.sleep(1)
    finally:
        stops.restore()  # (ignoring SIGINT from now on, as a stopped CLI does to its exit)
        signal.signal(signal.SIGINT, stops.previous.get(signal.SIGINT,
                                                        signal.default_int_handler))
