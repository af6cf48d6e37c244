"""The consistency check of an axiom set catches a set that contradicts itself (that the shipped
set passes it is tests/axioms/test_axiom_files.py's test_axiom_set_is_consistent).

A false axiom that makes two distinct tensors equal (with the shipped axioms' help) is a
contradiction: every rule would be proved. The check must find it and name the axioms, and it
must do so without relying on the list of known-false rules.
"""

from __future__ import annotations

import pytest

from verified_opt.axioms.lang import default_axiom_dir, load_axioms, parse_axiom
from verified_opt.verify.consistency import check_consistency, contradiction
from verified_opt.verify.prove import AxiomSet

SHIPPED = load_axioms(default_axiom_dir())

# Each false axiom, and the shipped axioms the contradiction goes through.
FALSE = {
    # mul(X, Y) = X and mul(Y, X) = Y with mul_comm: X = Y
    "mul_left": ("forall X[*p] Y[*p]: mul(X, Y) = X", {"mul_left", "mul_comm"}),
    # the first part of a Concat taken for its second (tests/axioms' unsound split_swapped):
    # A = B by slice_concat_left
    "split_swapped": (("forall A[*p, n1, *q] B[*p, n1, *q] ax = len(p): "
                       "slice(ax, 0, n1, concat(ax, A, B)) = B"),
                      {"split_swapped", "slice_concat_left"}),
}


@pytest.mark.parametrize("name", sorted(FALSE))
def test_a_contradiction_is_found_and_its_axioms_named(name):
    text, through = FALSE[name]
    bad = parse_axiom(f"{name}: {text}  # false", "test", 1)
    core = contradiction(AxiomSet.of([*SHIPPED, bad]))
    assert core is not None and set(core) == through, core
    result = check_consistency(AxiomSet.of([*SHIPPED, bad]))
    assert not result.consistent
    assert any(p.startswith("the axioms contradict each other") and name in p
               for p in result.problems), result.problems


def test_vopt_axioms_check_reports_the_contradiction(tmp_path, capsys):
    """The command a rule author runs: the folder with the false axiom is INCONSISTENT (exit 1),
    the contradiction named, and the false axiom is also caught as unsound by testing."""
    import shutil

    from tests.axioms.test_axiom_files import run_vopt

    folder = tmp_path / "axioms"
    folder.mkdir()
    # the shipped Concat and Split axioms (the whole set checks in 15 s: the shipped set's own
    # check is tests/axioms/test_axiom_files.py's), and the false one
    shutil.copy(default_axiom_dir() / "concat_split.ax", folder)
    text, _ = FALSE["split_swapped"]
    with open(folder / "concat_split.ax", "a") as f:
        f.write(f"split_swapped: {text}  # false\n")
    code, out, _ = run_vopt(capsys, "axioms", "check", folder)
    assert code == 1
    assert "[UNSOUND] split_swapped" in out
    assert "INCONSISTENT: the axioms contradict each other (" in out
    assert "contradict each other (slice_concat_left, split_swapped)" in out
