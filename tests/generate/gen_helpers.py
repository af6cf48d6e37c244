"""Shared by the generator tests: a small universe, graphs built by hand, and an axiom folder
with only the MatMul and element-wise axioms (encoding all of them takes seconds)."""

from __future__ import annotations

import shutil
from pathlib import Path

from verified_opt.axioms.lang import default_axiom_dir
from verified_opt.generate import enumerate as en
from verified_opt.generate import universe as un
from verified_opt.generate import variants as va
from verified_opt.generate.fingerprint import Fingerprinter

AXIOM_FILES = ("matmul.ax", "elementwise.ax")


def small_axioms(folder: Path) -> str:
    """A copy of the axiom files the MatMul/Add tests need (all of them when renamed)."""
    src = Path(default_axiom_dir())
    folder.mkdir(parents=True, exist_ok=True)
    if not all((src / f).exists() for f in AXIOM_FILES):
        return str(src)
    for f in AXIOM_FILES:
        shutil.copy(src / f, folder / f)
    return str(folder)


class World:
    """A universe over the pool of `families`, with its fingerprinter and named pool values."""

    def __init__(self, families: list[str], seed: int = 0) -> None:
        self.u = un.Universe(va.pool_for(families))
        self.fp = Fingerprinter(self.u, seed)
        self.variants = {v.name: v for v in va.all_variants()}
        self.v = {t.name: i for t, i in zip(self.u.pool, self.u.pool_ids)}

    def app(self, variant: str, *operands: int | str) -> int:
        """The (last) output value of a variant applied to values or pool names."""
        ids = tuple(self.v[o] if isinstance(o, str) else o for o in operands)
        made = self.u.apply(self.variants[variant], ids)
        assert made is not None, f"{variant}{operands} is ill-typed"
        return self.u.nodes[made[-1]].outputs[0]

    def outputs(self, variant: str, *operands: int | str) -> tuple[int, ...]:
        ids = tuple(self.v[o] if isinstance(o, str) else o for o in operands)
        made = self.u.apply(self.variants[variant], ids)
        assert made is not None
        return self.u.nodes[made[-1]].outputs

    def graph(self, *values: int) -> tuple[int, ...]:
        return en.closure(self.u, list(values))


def read_through_growing(e, items: list, values) -> tuple[list, list, object]:
    """executor.Growing as the generator uses it, on a started executor: three items appended
    and read by 8 tasks, two more appended, then 8 tasks reading the first five, or the first
    two and one of their own (items[5]). Returns both maps' results and the (closed) list."""
    g = e.growing()
    try:
        g.extend_to(items[:3])
        first = list(e.map(values, [g.view(3, [])] * 8))
        g.extend_to(items[:5])   # what is there already is not appended again
        later = list(e.map(values, [g.view(5, []), g.view(2, [items[5]])] * 4))
    finally:
        g.close()
    return first, later, g


def check_growing_reads(first: list, later: list, marks: Path) -> list[tuple[str, ...]]:
    """The maps of read_through_growing saw the right lists, and each appended item was
    unpickled at most once per worker process (`marks`: a line "item pid" per unpickling).
    Returns the unpicklings of the task's own item (5)."""
    assert first == [[0, 1, 2]] * 8
    assert later == [[0, 1, 2, 3, 4], [0, 1, 5]] * 4
    reads = [tuple(line.split()) for line in marks.read_text().splitlines()]
    appended = [r for r in reads if r[0] != "5"]
    assert len(appended) == len(set(appended)) and {i for i, _ in appended} == {
        "0", "1", "2", "3", "4"}
    return [r for r in reads if r[0] == "5"]
