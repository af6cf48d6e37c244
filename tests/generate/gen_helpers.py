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
