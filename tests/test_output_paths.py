"""Output folders are checked before a run's work: one vopt cannot make is a one-line error."""

from __future__ import annotations

import os

import pytest

from verified_opt.errors import VoptError
from verified_opt.output_paths import check_folder_writable


def test_a_folder_that_cannot_be_made_is_refused_before_the_work():
    # as root, os.access says /proc is writable; mkdir there fails (vopt derive --certificates
    # /proc/x ran its whole search, then ended in an internal error, exit 70)
    if not os.path.isdir("/proc"):
        pytest.skip("no /proc here")
    with pytest.raises(VoptError, match="cannot be made|not writable"):
        check_folder_writable("/proc/vopt-test-folder/certs", "--certificates")


def test_a_missing_folder_in_a_writable_one_passes_and_is_not_left_behind(tmp_path):
    check_folder_writable(tmp_path / "a" / "b", "--certificates")
    assert not (tmp_path / "a").exists()
