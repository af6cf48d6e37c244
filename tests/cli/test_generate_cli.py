"""`vopt generate -o DIR` checks DIR before the run (which may take hours): a file, or a folder
it may not write, is one line, exit 2, and nothing is generated."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from verified_opt.commands import generate_cmd


@pytest.fixture(autouse=True)
def _no_run(monkeypatch):
    def run(*a, **k):
        raise AssertionError("the generator ran")

    monkeypatch.setattr(generate_cmd, "generate", run)



def test_output_in_a_read_only_folder(vopt, tmp_path, monkeypatch):
    locked = tmp_path / "ro"
    locked.mkdir()
    access = os.access  # root may write anywhere: the folder is read-only for os.access alone
    monkeypatch.setattr(os, "access", lambda p, mode, *a, **k: (
        False if Path(p) == locked and mode & os.W_OK else access(p, mode, *a, **k)))
    vopt("generate", "--max-ops", "1", "-o", locked / "g").one_line_error("-o", "not writable")


def test_output_that_is_a_file(vopt, tmp_path):
    f = tmp_path / "f"
    f.write_text("mine")
    vopt("generate", "--max-ops", "1", "-o", f).one_line_error("-o", "not a folder")
    vopt("generate", "--max-ops", "1", "-o", f / "g").one_line_error("-o", "is not a folder")
    assert f.read_text() == "mine"


def test_output_that_holds_other_files(vopt, tmp_path):
    """A folder of the user's (here an axioms folder) is never written into: the library
    would land among its files, and an earlier run's certificates would mix with this one's."""
    ax = tmp_path / "axioms"
    ax.mkdir()
    (ax / "mine.ax").write_text("axiom x: a = a\n")
    vopt("generate", "--max-ops", "1", "-o", ax).one_line_error(
        "-o", "not empty", "mine.ax", "not a vopt generate output")
    assert [p.name for p in ax.iterdir()] == ["mine.ax"]


def test_output_that_holds_an_earlier_run_needs_overwrite(vopt, tmp_path):
    out = tmp_path / "g"
    (out / "certificates").mkdir(parents=True)
    (out / "rules.json").write_text('{"rules": []}\n')
    (out / "summary.json").write_text("{}\n")
    (out / "certificates" / "old.json").write_text("{}\n")
    vopt("generate", "--max-ops", "1", "-o", out).one_line_error(
        "-o", "an earlier vopt generate output", "--overwrite")
