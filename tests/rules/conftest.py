"""Fixtures shared by the tests of the shipped rules."""

from __future__ import annotations

import pytest

from verified_opt.axioms.lang import default_axiom_dir, load_axioms
from verified_opt.verify.prove import AxiomSet


@pytest.fixture(scope="session")
def axioms() -> AxiomSet:
    """The shipped axioms (top-level axioms/)."""
    return AxiomSet.of(load_axioms(default_axiom_dir()))
