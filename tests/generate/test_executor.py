"""The process pool's side of the executor interface that test_ray_executor.py does not cover:
an append-only list read by forked workers (executor.Growing)."""

from __future__ import annotations

import os

from gen_helpers import check_growing_reads, read_through_growing

from verified_opt.generate import executor as ex


class Item:
    """Unpickling it leaves `i` and the process's pid in a file: who read what, how often."""

    def __init__(self, i: int, marks: str) -> None:
        self.i, self.marks = i, marks

    def __setstate__(self, d: dict) -> None:
        self.__dict__.update(d)
        with open(d["marks"], "a") as f:
            f.write(f"{d['i']} {os.getpid()}\n")


def values(view: ex.Shared) -> list[int]:
    return [x.i for x in view.get()]


def test_forked_workers_read_each_appended_item_once(tmp_path):
    marks = tmp_path / "reads"
    marks.touch()
    items = [Item(i, str(marks)) for i in range(6)]
    e = ex.make_executor("pool", jobs=2)
    with e:
        e.start({})
        first, later, g = read_through_growing(e, items, values)
    assert not os.path.exists(g.path)
    # the extra item travels with its tasks
    assert len(check_growing_reads(first, later, marks)) == 4


def _dies_once(item: tuple[int, str]) -> int:
    """i * 10; the first task to run with item 3 kills its own worker (SIGKILL, as the kernel's
    out-of-memory killer or a user would), leaving a mark so that the retry lives."""
    import signal

    i, mark = item
    if i == 3 and not os.path.exists(mark):
        open(mark, "w").close()
        os.kill(os.getpid(), signal.SIGKILL)
    return i * 10


def test_a_killed_pool_worker_s_tasks_run_again(tmp_path):
    """The pool's workers are forked again and the lost tasks resubmitted: the results are those
    of an undisturbed run, and the retries are counted (summary.json's executor.retries)."""
    e = ex.make_executor("pool", jobs=2)
    with e:
        e.start({})
        got = list(e.map(_dies_once, [(i, str(tmp_path / "died")) for i in range(8)]))
    assert got == [i * 10 for i in range(8)]
    assert (tmp_path / "died").exists() and e.stats.retries >= 1


def _always_dies(i: int) -> int:
    import signal

    os.kill(os.getpid(), signal.SIGKILL)
    return i


def test_a_task_that_always_kills_its_worker_stops_the_run_in_one_line():
    import pytest

    from verified_opt.errors import VoptError

    e = ex.make_executor("pool", jobs=2)
    with e, pytest.raises(VoptError, match="worker processes died"):
        e.start({})
        list(e.map(_always_dies, range(4)))


def _sleeps(i: int) -> int:
    import time

    time.sleep(120)
    return i


def _children() -> set[int]:
    """This process's child processes (Linux: /proc/self/task/*/children)."""
    from pathlib import Path

    return {int(p) for f in Path("/proc/self/task").glob("*/children")
            for p in f.read_text().split()}


def test_an_interrupted_map_stops_its_workers_at_once():
    """Ctrl-C (here a timer's signal raising KeyboardInterrupt) while tasks run: the workers
    are stopped, not waited for (the pool's shutdown waited for the running tasks, two
    minutes here; a second Ctrl-C then hung the run for good)."""
    import signal
    import time

    import pytest

    before = _children()
    during: set[int] = set()

    def interrupt(*_: object) -> None:
        during.update(_children() - before)
        raise KeyboardInterrupt

    e = ex.make_executor("pool", jobs=2)
    handler = signal.signal(signal.SIGALRM, interrupt)
    t0 = time.perf_counter()
    try:
        with pytest.raises(KeyboardInterrupt), e:
            e.start({})
            signal.setitimer(signal.ITIMER_REAL, 1.5)
            list(e.map(_sleeps, range(4)))
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, handler)
    assert time.perf_counter() - t0 < 20
    assert len(during) == 2 and not (_children() & during)
