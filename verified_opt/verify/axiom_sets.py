"""The axiom set a certificate is checked against, and its hash.

A certificate names the axioms it used by their statements (the axiom as written, without its
comment) and the hash of the whole set it was proved under. It is checked against one of:

- the shipped axioms (`verified_opt/data/axioms`, which `make test` soundness-checks), or
- a folder given explicitly, soundness-checked and consistency-checked in the same run.

The set's hash is SHA-256 over `name: statement` lines sorted by name: comments, file names
and line numbers do not change what an axiom states, so they are not part of it.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from verified_opt.axioms.lang import Axiom, default_axiom_dir, load_axioms
from verified_opt.errors import VoptError


class UnsoundAxioms(VoptError):
    """An axiom folder given to check certificates against failed its soundness check."""


def set_digest(axioms: list[Axiom] | tuple[Axiom, ...]) -> str:
    lines = sorted(f"{a.name}: {a.statement}" for a in axioms)
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


@dataclass(frozen=True)
class CheckedAxioms:
    """A soundness-checked axiom set: certificates must cite exactly these statements."""

    folder: str
    how: str  # "shipped" or "soundness-checked in this run"
    digest: str
    statements: dict[str, str]  # name -> statement

    def describe(self) -> str:
        return f"{self.folder} ({self.how}, sha256 {self.digest[:16]})"


def of_checked(folder: str | Path, axioms: list[Axiom] | tuple[Axiom, ...],
               how: str) -> CheckedAxioms:
    """The set `axioms`, which the caller has checked (`how` says where): a run that proved
    from a set checked at its start rechecks what it wrote against that same set."""
    return CheckedAxioms(str(folder), how, set_digest(axioms),
                         {a.name: a.statement for a in axioms})


@lru_cache(maxsize=1)
def shipped() -> CheckedAxioms:
    folder = default_axiom_dir()
    return of_checked(folder, load_axioms(folder), "shipped")


def checked(folder: str | os.PathLike | None, seed: int = 0, progress=None) -> CheckedAxioms:
    """The set in `folder` (None: the shipped one). A folder whose statements are those of the
    shipped set is the shipped set; any other is soundness- and consistency-checked now, and
    an unsound or inconsistent one raises UnsoundAxioms naming the axioms that failed."""
    if folder is None:
        return shipped()
    folder = Path(folder)
    axioms = load_axioms(folder)
    ref = shipped()
    if set_digest(axioms) == ref.digest:
        return ref
    from verified_opt.axioms.soundness import check_axiom
    from verified_opt.verify.consistency import check_consistency
    from verified_opt.verify.prove import AxiomSet

    bad = []
    for k, ax in enumerate(axioms):
        if progress is not None:
            progress(f"soundness-checking {ax.name} ({k + 1}/{len(axioms)})")
        r = check_axiom(ax, seed=seed + k)
        if not r.sound:
            bad.append(f"{ax.name} ({ax.where}: {r.counterexample})")
    if bad:
        raise UnsoundAxioms(f"{folder}: {len(bad)} axiom(s) fail their soundness check, so no "
                            f"proof from this folder is trusted: {'; '.join(bad)[:600]}")
    cons = check_consistency(AxiomSet.of(axioms))
    if not cons.consistent:
        raise UnsoundAxioms(f"{folder}: the axioms are inconsistent: "
                            f"{'; '.join(map(str, cons.problems))[:600]}")
    return of_checked(folder, axioms, "soundness-checked in this run")
