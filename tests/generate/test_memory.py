"""Peak memory of a run: the sampler sees this process's own allocations and a child's."""

from __future__ import annotations

import mmap
import subprocess
import sys

import numpy as np
import pytest

from verified_opt.generate import memory as mem

pytestmark = pytest.mark.skipif(mem.pss_bytes(mem.os.getpid()) is None,
                                reason="no /proc/PID/smaps_rollup here")


def test_the_peak_sees_an_allocation_of_this_process(monkeypatch):
    # this process alone: a child an earlier test left (a pool worker, a server) that exits
    # between the samples hides the allocation. The tree's sum is test_descendants_are_counted's
    monkeypatch.setattr(mem, "descendants", lambda root: [root])
    # fresh pages from the kernel: an array from the allocator may reuse pages an earlier test
    # freed and the allocator kept resident (seen: 200 MiB allocated, 4 MiB more PSS; in CI 0)
    size = 200 * 2**20
    m = mem.PeakMemory(every=60.0).start()  # samples at start, at set_phase and at stop
    m.set_phase("big")
    before = m.by_phase["start"]
    with mmap.mmap(-1, size) as buf:
        np.frombuffer(buf, dtype=np.uint8)[::4096] = 1  # every page written
        m.set_phase("after")
    m.stop()
    assert m.by_phase["big"] - before > 150 * 2**20
    assert m.peak >= m.by_phase["big"]
    assert m.to_json()["peak_gib"] == round(m.peak / 2**30, 3)


def test_descendants_are_counted():
    code = ("import numpy, sys; a = numpy.ones(100 * 2**17); "  # 100 MiB, every page written
            "print(1, flush=True); sys.stdin.read()")
    child = subprocess.Popen([sys.executable, "-c", code],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "1"
        assert child.pid in mem.descendants(mem.os.getpid())
        alone = mem.pss_bytes(mem.os.getpid())
        tree = mem.tree_memory_bytes()
        assert alone is not None and tree is not None and tree - alone > 90 * 2**20
    finally:
        child.communicate("")


def test_past_its_limit_the_sampler_stops_the_run_with_a_one_line_reason():
    m = mem.PeakMemory(every=60.0, limit_bytes=2**20).start()  # 1 MiB: already past it
    m.set_phase("enumerate")
    with pytest.raises(mem.MemoryLimit) as e:
        m.check()
    m.stop()
    text = str(e.value)
    assert "memory limit of 0.001 GiB" in text and "'start'" in text and "\n" not in text
    assert e.value.exit_code == 1
    assert m.to_json()["limit_gib"] == 0.001


def test_within_its_limit_the_sampler_lets_the_run_go_on():
    m = mem.PeakMemory(every=60.0, limit_bytes=2**50).start()
    m.set_phase("enumerate")
    m.check()
    m.stop()
    assert m.exceeded is None


def test_the_default_limit_is_most_of_this_machines_memory():
    total = mem.machine_memory_bytes()
    assert total is not None and total > 2**28
    assert mem.default_limit_bytes() == int(0.9 * total)
