"""`vopt derive`'s outputs are checked before the search: --json never names the model, its
folder must exist, and --certificates must be a folder it may write (one line, exit 2)."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest
from onnx import helper

from verified_opt.commands import derive_cmd


@pytest.fixture
def model(write, models):
    w = models.init("w", np.ones((8, 6), np.float32))
    m = models.make([helper.make_node("MatMul", ["x", "w"], ["y"], name="mm")],
                    [models.vi("x", [4, 8])], [models.vi("y", [4, 6])], [w])
    return write(m)


@pytest.fixture(autouse=True)
def _no_search(monkeypatch):
    """The checks come first: a search would be a failure of the test."""
    def search(*a, **k):
        raise AssertionError("the search ran")

    monkeypatch.setattr(derive_cmd, "derive_operator", search)



def test_json_naming_the_model_is_refused(vopt, model):
    before = model.read_bytes()
    vopt("derive", model, "--node", "mm", "--json", model).one_line_error("--json",
              "would overwrite the input model")
    assert model.read_bytes() == before


def test_json_in_a_missing_folder(vopt, model, tmp_path):
    vopt("derive", model, "--node", "mm", "--json", tmp_path / "nosuch" / "x.json").one_line_error(
              "--json", "does not exist")


def test_certificates_must_be_a_writable_folder(vopt, model, tmp_path, monkeypatch):
    vopt("derive", model, "--node", "mm", "--certificates", model).one_line_error("--certificates",
              "not a folder")
    locked = tmp_path / "locked"
    locked.mkdir()
    access = os.access  # root may write anywhere: the folder is read-only for os.access alone
    monkeypatch.setattr(os, "access", lambda p, mode, *a, **k: (
        False if Path(p) == locked and mode & os.W_OK else access(p, mode, *a, **k)))
    vopt("derive", model, "--node", "mm", "--certificates", locked / "sub").one_line_error(
              "--certificates", "not writable")
