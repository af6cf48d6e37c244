"""verified_opt/atomic.py: a file is replaced whole or not at all, and nothing is left behind."""

from __future__ import annotations

import os
import stat

import pytest

from verified_opt import atomic
from verified_opt.atomic import write_bytes_atomic, write_text_atomic, write_with
from verified_opt.errors import VoptError


def _leftovers(folder):
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_writes_and_replaces(tmp_path):
    p = tmp_path / "f.txt"
    write_text_atomic(p, "one")
    assert p.read_text() == "one"
    write_bytes_atomic(p, b"two")
    assert p.read_bytes() == b"two" and _leftovers(tmp_path) == []


def test_keeps_the_mode_of_the_file_it_replaces(tmp_path):
    p = tmp_path / "f.txt"
    p.write_text("old")
    p.chmod(0o640)
    write_text_atomic(p, "new")
    assert stat.S_IMODE(p.stat().st_mode) == 0o640


def test_a_new_file_gets_the_umask_mode_not_mkstemp_0600(tmp_path):
    p = tmp_path / "f.txt"
    umask = os.umask(0o022)
    try:
        write_text_atomic(p, "x")
    finally:
        os.umask(umask)
    assert stat.S_IMODE(p.stat().st_mode) == 0o644


def test_writes_through_a_symlink(tmp_path):
    real, link = tmp_path / "real.txt", tmp_path / "link.txt"
    real.write_text("old")
    link.symlink_to(real)
    write_text_atomic(link, "new")
    assert link.is_symlink() and real.read_text() == "new"


@pytest.mark.parametrize("fail", [OSError(28, "No space left on device"), KeyboardInterrupt(),
                                  RuntimeError("writer bug")])
def test_a_failing_writer_leaves_the_previous_file(tmp_path, fail):
    p = tmp_path / "f.txt"
    p.write_text("previous")

    def writer(tmp):
        tmp.write_text("half of the new")
        raise fail

    with pytest.raises(VoptError if isinstance(fail, OSError) else type(fail)):
        write_with(p, writer)
    assert p.read_text() == "previous" and _leftovers(tmp_path) == []


def test_a_failing_rename_leaves_the_previous_file(tmp_path, monkeypatch):
    p = tmp_path / "f.txt"
    p.write_text("previous")

    def no_replace(src, dst):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "replace", no_replace)
    with pytest.raises(VoptError, match=r"f\.txt: cannot write \(Input/output error\)"):
        write_text_atomic(p, "new")
    assert p.read_text() == "previous" and _leftovers(tmp_path) == []


def test_an_interrupt_after_fsync_leaves_the_previous_file(tmp_path, monkeypatch):
    p = tmp_path / "f.txt"
    p.write_text("previous")

    def interrupted(path):
        raise KeyboardInterrupt

    monkeypatch.setattr(atomic, "_fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_text_atomic(p, "new")
    assert p.read_text() == "previous" and _leftovers(tmp_path) == []


def test_a_missing_folder_is_a_one_line_error(tmp_path):
    with pytest.raises(VoptError, match="report .*nope.*cannot write"):
        write_text_atomic(tmp_path / "nope" / "f.txt", "x", "report")
