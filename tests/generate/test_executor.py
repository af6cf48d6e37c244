"""The process pool's side of the executor interface that test_ray_executor.py does not cover:
an append-only list read by forked workers (executor.Growing)."""

from __future__ import annotations

import os

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
        g = e.growing()
        try:
            g.extend_to(items[:3])
            first = list(e.map(values, [g.view(3, [])] * 8))
            g.extend_to(items[:5])   # what is there already is not appended again
            later = list(e.map(values, [g.view(5, []), g.view(2, [items[5]])] * 4))
        finally:
            g.close()
        assert not os.path.exists(g.path)
    assert first == [[0, 1, 2]] * 8
    assert later == [[0, 1, 2, 3, 4], [0, 1, 5]] * 4
    reads = [tuple(line.split()) for line in marks.read_text().splitlines()]
    appended = [r for r in reads if r[0] != "5"]
    # each appended item at most once per worker process; the extra item travels with its tasks
    assert len(appended) == len(set(appended)) and {i for i, _ in appended} == {
        "0", "1", "2", "3", "4"}
    assert sum(1 for r in reads if r[0] == "5") == 4
