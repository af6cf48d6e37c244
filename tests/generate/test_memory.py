"""Peak memory of a run: the sampler sees this process's own allocations and a child's."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from verified_opt.generate import memory as mem

pytestmark = pytest.mark.skipif(mem.pss_bytes(mem.os.getpid()) is None,
                                reason="no /proc/PID/smaps_rollup here")


def test_the_peak_sees_an_allocation_of_this_process():
    m = mem.PeakMemory(every=60.0).start()  # samples at start, at set_phase and at stop
    m.set_phase("big")
    before = m.by_phase["start"]
    data = np.ones(200 * 2**20 // 8)  # 200 MiB, every page written
    m.set_phase("after")
    del data
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
