"""implication_bench replays a run's implication checks: on a small library made of the shipped
K = 3 rules, a rule checked against the rules before it and again against a library that holds
it; the second is implied (identical, or derived), the answers are per check."""

from __future__ import annotations

import json
from pathlib import Path

import verified_opt
from benchmarks.implication_bench import main, replay


def test_replay_answers_each_check_and_a_rule_in_the_library_is_implied(tmp_path):
    shipped = json.loads((Path(verified_opt.__file__).parent / "data/generated/taso_k3.json"
                          ).read_text())["rules"][:120]
    (tmp_path / "rules.json").write_text(json.dumps({"rules": shipped}))
    # outcomes of 8 operators: two written rules of the library, checked against all of it
    big = [r for r in shipped if len(r["src"]["nodes"]) + len(r["dst"]["nodes"]) >= 3][:2]
    summary = {"proved_but_implied": [{"rule": r, "size": 8} for r in big],
               "inconclusive": [{"rule": big[0], "size": 8}]}
    (tmp_path / "summary.json").write_text(json.dumps(summary))
    got = replay(tmp_path, 4)
    seconds, answers = got["not implied"]
    assert len(answers) == 4 and seconds >= 0
    for name in ("implied", "inconclusive"):
        assert all(a is not None for a in got[name][1])  # the library holds each of them
    assert len(got["implied"][1]) == 2 and len(got["inconclusive"][1]) == 1
    out = tmp_path / "results"
    assert main(["--run", str(tmp_path), "--after", str(Path(verified_opt.__file__).parents[1]),
                 "-n", "2", "--repeat", "1", "--out", str(out)]) == 0
    assert "| after |" in (out / "implication_bench.md").read_text()
