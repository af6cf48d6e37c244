"""`vopt verify --executor pool|ray[=ADDRESS]` and `api.verify(executor=...)`: the proofs run
through the generator's executor interface and give the same verdicts and certificate queries
whichever runs them. Ray runs on loopback, one local instance for this module, stopped at its
end; without Ray the Ray cases skip."""

from __future__ import annotations

import json

import pytest
from test_verify_cli import INCONCLUSIVE, PROVABLE, REFUTED, summary, write_rules

from verified_opt.api import verify

KEEP = ("rule", "status", "reason", "axioms_used", "counterexample", "testing", "rlimit_used",
        "rule_sha256", "axiom_set_sha256")


@pytest.fixture(scope="module")
def axioms(tmp_path_factory):
    from test_verify_cli import AXIOMS

    folder = tmp_path_factory.mktemp("axioms")
    (folder / "test.ax").write_text(AXIOMS)
    return folder


@pytest.fixture(scope="module")
def local_ray():
    ray = pytest.importorskip("ray")
    started = not ray.is_initialized()
    if started:
        ray.init(address="local", num_cpus=2, include_dashboard=False, logging_level="ERROR")
    yield ray
    if started:
        ray.shutdown()


def outcome(tmp_path, axioms, executor: str, jobs: int) -> tuple[list[dict], dict[str, bytes]]:
    """Verdicts (timings aside) and the certificates' queries, byte for byte."""
    rules = write_rules(tmp_path, PROVABLE + [REFUTED, INCONCLUSIVE])
    certs = tmp_path / f"certs-{executor}-{jobs}"
    got = verify([str(rules)], axioms=str(axioms), jobs=jobs, certificates=certs,
                 executor=executor)
    queries = {p.name: p.read_bytes() for p in sorted(certs.glob("*.smt2"))}
    return [{k: v.to_json()[k] for k in KEEP} for v in got], queries


@pytest.fixture(scope="module")
def inline(tmp_path_factory, axioms):
    return outcome(tmp_path_factory.mktemp("inline"), axioms, "pool", 1)


def test_inline_verdicts_are_what_the_rules_are(inline):
    verdicts, queries = inline
    assert [v["status"] for v in verdicts] == ["proved"] * 3 + ["refuted", "inconclusive"]
    assert sorted(queries) == ["assoc.smt2", "dist.smt2", "relu_twice.smt2"]


def test_pool_of_two_gives_the_same_verdicts(tmp_path, axioms, inline):
    assert outcome(tmp_path, axioms, "pool", 2) == inline


def test_ray_gives_the_same_verdicts_and_queries(local_ray, tmp_path, axioms, inline):
    assert outcome(tmp_path, axioms, "ray", 2) == inline


def test_vopt_verify_on_ray(local_ray, vopt, tmp_path, axioms, inline):
    out = tmp_path / "v.json"
    r = vopt("verify", write_rules(tmp_path, PROVABLE + [REFUTED, INCONCLUSIVE]), "--axioms",
             axioms, "--executor", "ray", "--json", out)
    assert r.code == 1, r.out + r.err
    assert summary(r.out) == (3, 1, 1)
    assert [{k: v[k] for k in KEEP} for v in json.loads(out.read_text())["verdicts"]] == inline[0]


def test_vopt_verify_refuses_an_unknown_executor(vopt, tmp_path, axioms):
    r = vopt("verify", write_rules(tmp_path, PROVABLE), "--axioms", axioms, "--executor", "dask")
    assert r.code == 2
    assert "--executor dask" in r.err and len(r.err.strip().splitlines()) == 1


def test_a_ray_address_where_nothing_answers_is_one_line_at_once():
    """Ray itself retries for minutes (the review's run was still waiting at 170 s)."""
    import socket
    import time

    pytest.importorskip("ray")
    from verified_opt.errors import VoptError
    from verified_opt.generate.ray_executor import init_ray

    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    t0 = time.monotonic()
    with pytest.raises(VoptError, match=f"ray=127.0.0.1:{port}: nothing answers"):
        init_ray(f"127.0.0.1:{port}", 1)
    assert time.monotonic() - t0 < 15
