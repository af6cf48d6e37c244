"""generate_bench's rows: a run's output folder (the script's, or `vopt generate -o`'s) makes
a row, and rows of another operator set at the same K are kept, so that K = 3 and K = 4 without
the constants stand beside K = 3 with them and the K = 5 projection has its K - 1."""

from __future__ import annotations

import json

import pytest

from benchmarks import generate_bench as gb
from verified_opt.cli import main
from verified_opt.generate.variants import DEFAULT_FAMILIES


@pytest.fixture(scope="module")
def output(tmp_path_factory):
    out = tmp_path_factory.mktemp("gen") / "out"
    assert main(["generate", "--max-ops", "2", "--ops", "MatMul,Add,Relu,Transpose",
                 "--jobs", "1", "-o", str(out)]) == 0
    return out


def test_a_row_is_made_from_what_vopt_generate_wrote(output):
    row = gb.row_from_output(output, 12.5, note="by hand")
    summary = json.loads((output / "summary.json").read_text())
    written = json.loads((output / "rules.json").read_text())["rules"]
    assert row["K"] == 2 and row["ops"] == "MatMul,Add,Relu,Transpose"
    assert row["rules_written"] == len(written) > 0 and row["unproved_in_output"] == 0
    assert row["proved"] == summary["counts"]["proved"] and row["wall_seconds"] == 12.5
    assert row["executor"] == "pool" and row["tasks_by_function"] and row["note"] == "by hand"


def test_operator_sets_are_named():
    assert gb.ops_label(None) == gb.ops_label(list(DEFAULT_FAMILIES)) == "TASO"
    assert gb.ops_label([o for o in DEFAULT_FAMILIES if o != "Constant"]) == \
        "TASO without constants"
    assert gb.ops_label(["Add", "Mul"]) == "Add,Mul"
    assert gb.ops_label(None, canonical=True) == "TASO, canonical"


def test_a_canonical_k4_row_has_its_own_target(tmp_path, monkeypatch, output):
    monkeypatch.setattr(gb, "RESULTS", tmp_path)
    row = gb.row_from_output(output, 1.0)
    full = {**row, "K": 4, "ops": "TASO without constants", "constants": False,
            "wall_seconds": 3300.0}
    canon = {**full, "ops": "TASO without constants, canonical", "wall_seconds": 1800.0}
    goals = gb.save([full, canon], {"machine": "x", "cpus": 2, "jobs": 2, "seed": 0})
    by = {g["target"]: g for g in goals}
    assert by["the same with --canonical"] == {
        "target": "the same with --canonical", "met": False,
        "measured": "30 min (TASO without constants, canonical)"}
    assert "55 min (TASO without constants)" in by[
        "complete K=4 (all node levels) over TASO's operators and constants in at most 15 "
        "minutes on 2 cores"]["measured"]


def test_rows_of_another_operator_set_at_the_same_k_are_kept(tmp_path, monkeypatch, output):
    monkeypatch.setattr(gb, "RESULTS", tmp_path)
    row = gb.row_from_output(output, 1.0)
    taso = {**row, "K": 3, "ops": "TASO", "constants": True}
    without = {**row, "K": 3, "ops": "TASO without constants", "constants": False}
    k4 = {**without, "K": 4}
    gb.save([taso, without, k4], {"machine": "x", "cpus": 2, "jobs": 2, "seed": 0})
    kept = gb.earlier_rows({(3, "TASO without constants", "pool")})
    assert sorted((r["K"], r["ops"]) for r in kept) == [(3, "TASO"),
                                                        (4, "TASO without constants")]
    md = (tmp_path / "generate_bench.md").read_text()
    # the K = 3 target reads TASO's whole set, and K = 5 is projected from K = 3 and 4 without
    # the constants
    assert "K=3 with TASO's operator set in under 10 minutes: **met** (1 s)" in md
    assert "| 5 | TASO without constants | pool | K=4 task times x growth from K=3 to K=4 |" in md


def test_from_output_replaces_the_row_of_its_k_operators_and_executor(tmp_path, monkeypatch,
                                                                      output):
    monkeypatch.setattr(gb, "RESULTS", tmp_path)
    old = {**gb.row_from_output(output, 99.0), "note": "old"}
    other = {**old, "ops": "TASO", "constants": True, "note": "other"}
    gb.save([old, other], {"machine": "x", "cpus": 2, "jobs": 2, "seed": 0})
    assert gb.main(["--from-output", str(output), "--wall", "3", "--row-note", "new"]) == 0
    runs = json.loads((tmp_path / "generate_bench.json").read_text())["runs"]
    assert sorted((r["ops"], r["note"], r["wall_seconds"]) for r in runs) == [
        ("MatMul,Add,Relu,Transpose", "new", 3.0), ("TASO", "other", 99.0)]
