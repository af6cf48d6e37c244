"""benchmarks/verify_bench.py runs (it had broken unseen when verify_rule stopped calling the
function it timed): two shipped rules, one core and a pool of one, every phase timed."""

from __future__ import annotations

import json
from pathlib import Path

from benchmarks import verify_bench
from verified_opt.rules.format import load_rules

RULES = Path(verify_bench.__file__).parents[1] / "verified_opt" / "data" / "rules"


def test_verify_bench_times_every_phase_of_two_rules(tmp_path):
    rules = [RULES / "matmul.json"]
    assert len(load_rules(rules)) >= 2
    out = tmp_path / "vb"
    assert verify_bench.main(["--rules", str(rules[0]), "--jobs", "1", "--out", str(out)]) == 0
    doc = json.loads(out.with_suffix(".json").read_text())
    one, pool = doc["results"]
    assert one["verdicts"]["proved"] == one["rules"] == pool["rules"]
    for row in one["per_rule"]:
        assert row["z3_s"] > 0 and row["certificate_s"] > 0 and row["testing_s"] > 0
    assert "median" in out.with_suffix(".md").read_text().lower()
