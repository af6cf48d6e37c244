"""`vopt tune-db clear` removes a tuning database and nothing else: a folder that is not one
(a file, a folder of other things) is refused, one line, exit 2, and left as it was; a folder
it may not change is a one-line error too. No TVM needed: the folders are made by hand, laid
out as TuneDB.open lays them out."""

from __future__ import annotations

import os

import pytest

from verified_opt.cli import main
from verified_opt.tune import db as tune_db
from verified_opt.tune.db import TuneDB, TuneDBError


def _database(root):
    folder = root / "tvm-0.1" / "llvm-abc123"
    folder.mkdir(parents=True)
    (folder / "target.json").write_text('{"kind": "llvm"}')
    (folder / TuneDB.RECORDS).write_text('{"x": 1}\n')
    return root


def _clear(capsys, *args):
    capsys.readouterr()
    code = main(["tune-db", "clear", *map(str, args)])
    return code, capsys.readouterr().err


def _one_line(code, err, *words):
    assert code == 2 and err.count("\n") == 1 and err.startswith("error: "), (code, err)
    for w in words:
        assert w in err, (w, err)


def test_a_database_is_cleared(tmp_path):
    root = _database(tmp_path / "db")
    assert TuneDB.clear(root) == 1 and not root.exists()


def test_a_folder_of_other_things_is_refused(tmp_path, capsys):
    (tmp_path / "notes.txt").write_text("mine")
    (tmp_path / "tvm-0.1").mkdir()
    _one_line(*_clear(capsys, "--db", tmp_path), str(tmp_path), "not a tuning database",
              "notes.txt")
    assert (tmp_path / "notes.txt").read_text() == "mine"


def test_a_file_is_refused(tmp_path, capsys, monkeypatch):
    f = tmp_path / "model.onnx"
    f.write_bytes(b"weights")
    _one_line(*_clear(capsys, "--db", f), "not a tuning database")
    monkeypatch.setenv("VOPT_TUNE_DB", str(f))  # the same through the environment
    _one_line(*_clear(capsys), "not a tuning database")
    assert f.read_bytes() == b"weights"


def test_an_empty_folder_is_left_alone(tmp_path):
    assert TuneDB.clear(tmp_path) == 0 and tmp_path.is_dir()


def test_a_folder_it_may_not_change_is_one_line(tmp_path, capsys, monkeypatch):
    root = _database(tmp_path / "db")

    def refuse(src, dst):
        raise PermissionError(30, "Read-only file system")

    monkeypatch.setattr(tune_db.os, "replace", refuse)
    with pytest.raises(TuneDBError, match="Read-only"):
        TuneDB.clear(root)
    _one_line(*_clear(capsys, "--db", root), str(root), "Read-only")
    assert os.path.exists(root / "tvm-0.1" / "llvm-abc123" / TuneDB.RECORDS)
