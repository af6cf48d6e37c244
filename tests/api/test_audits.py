"""`vopt audit` on a report that is not of the form `vopt optimize` writes: one line naming
what is wrong, exit 2 (a report of the right form whose content is wrong FAILS, exit 1)."""

from __future__ import annotations

import json

import pytest

from tests.audit.test_recompute import run  # noqa: F401  (fixture)
from verified_opt.cli import main as vopt


@pytest.mark.parametrize("edit, named", [
    (lambda r: r["applied"].__setitem__(0, 5), "applied[0] is not an object"),
    (lambda r: r["applied"][0].__setitem__("certificate", "garbage"),
     "applied[0].certificate is not an object"),
    (lambda r: r.__setitem__("input", "str"), "input is not an object"),
    (lambda r: r.__setitem__("options", "x"), "options is not an object"),
    (lambda r: r["input"].__setitem__("shapes", "zz"), "input.shapes is not a map"),
    # both were a failed finding, exit 1 (a review)
    (lambda r: r["options"].__setitem__("input_range", "x=0,1"),
     "options.input_range is not a list of NAME=LO,HI"),
    (lambda r: r["input"].__setitem__("path", 5), "input.path is not a file path"),
    (lambda r: r.pop("applied"), "applied is missing"),
    (lambda r: r.pop("end_to_end"), "end_to_end is missing"),
    (lambda r: r.__setitem__("end_to_end", "str"), "end_to_end is not an object"),
    (lambda r: r.__setitem__("latency", None), "latency is null"),
    (lambda r: r.__setitem__("end_to_end", None), "end_to_end is null"),
    (lambda r: r["applied"][0].__setitem__("created_nodes", "n1"),
     "applied[0].created_nodes is not a list of node names"),
])
def test_a_malformed_report_is_one_line_and_exit_2(run, tmp_path, capsys, edit,  # noqa: F811
                                                    named):
    report = json.loads((run / "audit.json").read_text())
    edit(report)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(report))
    assert vopt(["audit", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert named in err and len(err.splitlines()) == 1 and "internal error" not in err, err


def test_a_report_from_before_runs_stated_their_contract_is_audited(run, tmp_path,  # noqa: F811
                                                                     capsys):
    """No float_contract section: held to the default contract (it fails there, since this
    run's LRN step is zero-terms), not refused as malformed."""
    report = json.loads((run / "audit.json").read_text())
    del report["float_contract"]
    del report["options"]["fast_math"]
    path = tmp_path / "old.json"
    path.write_text(json.dumps(report))
    assert vopt(["audit", str(path)]) == 1
    assert "outside the run's" in " ".join(capsys.readouterr().out.split())
