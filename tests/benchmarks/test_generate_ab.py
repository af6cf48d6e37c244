"""generate_ab's identity check: what a change may alter on purpose is named, and only in the
summary; rules and certificates always count."""

from __future__ import annotations

import json
from pathlib import Path

from benchmarks.generate_ab import digest


def _out(root: Path, rules: str, via: str) -> Path:
    (root / "certificates").mkdir(parents=True)
    (root / "rules.json").write_text(rules)
    (root / "certificates" / "r.json").write_text(json.dumps({"rule": "r", "created": root.name}))
    (root / "certificates" / "r.smt2").write_text("(check-sat)\n")
    summary = {"proved_but_implied": [{"name": "q", "implied_by": via}],
               "timings_seconds": {"verify": len(root.name)}}
    (root / "summary.json").write_text(json.dumps(summary))
    return root


def test_a_summary_key_named_may_differ_and_nothing_else(tmp_path):
    a = _out(tmp_path / "a", '{"rules": []}', "assoc")
    b = _out(tmp_path / "bb", '{"rules": []}', "distrib")
    assert digest(a) != digest(b)
    assert digest(a, ("implied_by",)) == digest(b, ("implied_by",))
    c = _out(tmp_path / "c", '{"rules": [1]}', "assoc")
    assert digest(a, ("implied_by",)) != digest(c, ("implied_by",))
