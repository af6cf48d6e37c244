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
