"""`vopt generate` end to end: it finds and proves associativity (K=2) and distributivity (K=3)
over {MatMul, Add}; it writes only proved rules, each with a certificate that rechecks; it lists
what it could not prove; its output does not depend on the number of jobs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from gen_helpers import small_axioms

from verified_opt.cli import main
from verified_opt.errors import VoptError
from verified_opt.generate.pipeline import GenerateConfig, generate, write_outputs
from verified_opt.rules.format import load_rules
from verified_opt.verify.axiom_sets import checked
from verified_opt.verify.certificate import recheck_file, safe_name


def terms(rule, side) -> list[str]:
    g = rule.src if side == "src" else rule.dst
    env = {k: k for k in rule.inputs}
    for n in g.nodes:
        for k, o in enumerate(n.outputs):
            env[o] = f"{n.op}({','.join(env[i] for i in n.inputs)})"
    return [env[o] for o in g.outputs]


@pytest.fixture(scope="module")
def axioms(tmp_path_factory) -> str:
    return small_axioms(tmp_path_factory.mktemp("axioms"))


@pytest.fixture(scope="module")
def k2(tmp_path_factory, axioms) -> tuple[int, Path, str]:
    out = tmp_path_factory.mktemp("gen") / "rules"
    import io
    from contextlib import redirect_stdout

    buf = io.StringIO()
    with redirect_stdout(buf):
        rc = main(["generate", "--max-ops", "2", "--ops", "MatMul,Add,Transpose", "-o", str(out),
                   "--jobs", "1", "--axioms", axioms, "--slice", "2"])
    return rc, out, buf.getvalue()


def test_cli_writes_only_proved_rules_with_certificates(k2, axioms):
    rc, out, printed = k2
    assert rc == 0
    for label in ("graphs enumerated", "candidate pairs", "pruned: renaming",
                  "pruned: common subgraph", "pruned: congruence", "pruned: implied",
                  "proved", "refuted", "inconclusive", "time: enumerate", "time: verify"):
        assert label in printed, label
    rules = load_rules([out / "rules.json"])
    summary = json.loads((out / "summary.json").read_text())
    assert rules and len(rules) == summary["counts"]["library"]
    assert [r.name for r in rules] == summary["library"]
    assert summary["config"]["slice_size"] == 2
    # the set it was proved from, soundness-checked once (the same folder for every rule)
    reference = checked(axioms)
    for r in rules:
        cert = out / "certificates" / (safe_name(r.name) + ".json")
        assert cert.exists() and cert.with_suffix(".smt2").exists()
        assert json.loads(cert.read_text())["verdict"] == "proved"
        result = recheck_file(cert, reference=reference)
        assert result.ok, result.message


def test_k2_finds_and_proves_associativity(k2):
    _, out, _ = k2
    found = {(tuple(terms(r, "src")), tuple(terms(r, "dst"))): r
             for r in load_rules([out / "rules.json"])}
    key = (("MatMul(MatMul(x1,w1),w2)",), ("MatMul(x1,MatMul(w1,w2))",))
    assert key in found
    # generalized beyond the pool's square weights
    assert found[key].inputs == {"w1": ("c", "c2"), "w2": ("c2", "c3"), "x1": ("n", "c")}


def test_unproved_candidates_are_listed_not_written(k2):
    _, out, _ = k2
    summary = json.loads((out / "summary.json").read_text())
    counts = summary["counts"]
    assert counts["verified"] == counts["proved"] + counts["refuted"] + counts["inconclusive"]
    # Only the MatMul and element-wise axioms are given: Transpose rules stay inconclusive.
    assert counts["inconclusive"] >= 1
    names = {r.name for r in load_rules([out / "rules.json"])}
    for entry in summary["inconclusive"] + summary["refuted"]:
        assert entry["reason"] and entry["rule"]["name"] not in names
    assert any("Transpose" in json.dumps(e["rule"]) for e in summary["inconclusive"])
    bound = summary["fingerprints"]
    assert bound["per_pair_mod"] < 1e-15 and bound["draws"] == 2


def test_k3_finds_and_proves_distributivity(tmp_path, axioms):
    report = generate(GenerateConfig(max_ops=3, ops=["MatMul", "Add"], axiom_dir=axioms))
    got = {(tuple(terms(r, "src")), tuple(terms(r, "dst"))) for r, _ in report.library}
    assert (("Add(MatMul(x1,w1),MatMul(x1,w2))",), ("MatMul(x1,Add(w1,w2))",)) in got
    assert (("Add(MatMul(x1,w1),MatMul(x2,w1))",), ("MatMul(Add(x1,x2),w1)",)) in got
    assert all(v.status == "proved" for _, v in report.library)
    assert report.pruned["common_subgraph"] > 0 and report.pruned["renaming"] > 0


def test_deterministic_whatever_the_jobs(tmp_path, axioms):
    outs = []
    for jobs in (1, 2):
        cfg = GenerateConfig(max_ops=2, ops=["MatMul", "Add", "Relu", "Transpose"], jobs=jobs,
                             seed=7, axiom_dir=axioms)
        paths = write_outputs(generate(cfg), tmp_path / f"jobs{jobs}")
        summary = json.loads(paths["summary"].read_text())
        summary.pop("timings_seconds")
        # counted per worker process (value caches): measured work, not compared
        assert summary.pop("fingerprint_evaluations") > 0
        assert summary.pop("executor")["workers"] == jobs
        memory = summary.pop("memory")  # measured, so not compared; present and positive
        assert memory["peak_gib"] > 0 and set(memory["peak_gib_by_phase"]) >= {
            "enumerate", "prune", "verify"}
        outs.append((paths["rules"].read_text(), summary))
    assert outs[0][0] == outs[1][0]
    assert outs[0][1] == outs[1][1]


@pytest.mark.parametrize("argv, message", [
    (["--ops", "MatMul,Foo"], "unknown operator 'Foo'"),
    (["--ops", "Constant"], "names no operator"),
    (["--max-ops", "5"], "at most 4"),
    (["--budget", "0"], "must be positive"),
    (["--budget", "soon"], "is not a number"),
    (["--slice", "0"], "must be positive"),
    (["--max-memory", "0"], "must be positive"),
])
def test_bad_options(tmp_path, capsys, argv, message):
    base = ["generate", "--max-ops", "1", "-o", str(tmp_path / "o")]
    args = base + argv if "--max-ops" not in argv else ["generate", "-o", str(tmp_path)] + argv
    assert main(args) == 2
    assert message in capsys.readouterr().err


def test_both_directions(axioms):
    cfg = GenerateConfig(max_ops=2, ops=["MatMul", "Concat", "Split"], axiom_dir=axioms,
                         both_directions=True)
    report = generate(cfg)
    forward = {r.name: r for r, _ in report.library if not r.name.endswith("_rev")}
    reverse = [r for r, _ in report.library if r.name.endswith("_rev")]
    assert reverse and all(v.status == "proved" for _, v in report.library)
    pairs = {(tuple(terms(r, "src")), tuple(terms(r, "dst"))) for r in forward.values()}
    for r in reverse:
        assert (tuple(terms(r, "dst")), tuple(terms(r, "src"))) in pairs
    # identities (dst without operators) are not reversed: a pattern must have an operator
    assert len(reverse) == sum(1 for r in forward.values() if r.dst.nodes)


def test_slices_do_not_change_the_library(axioms):
    """Verifying a level in small slices (each pruned against the rules kept before it) writes
    the library that one slice per level writes."""
    libs = []
    for slice_size in (4096, 3):
        cfg = GenerateConfig(max_ops=3, ops=["MatMul", "Add"], axiom_dir=axioms,
                             slice_size=slice_size)
        report = generate(cfg)
        assert report.not_reached == 0
        libs.append([r.name for r, _ in report.library])
    assert libs[0] == libs[1] and libs[0]


def test_small_slices_prove_fewer_rules_that_earlier_ones_derive_and_say_so():
    """A candidate that a rule kept earlier in its own level derives is pruned before its proof
    when that rule was verified in an earlier slice, instead of proved and then dropped. Over
    Mul and the constants at K = 2, one slice per level proves 4 rules and drops one of them;
    slices of one prove 3 and write the same library. The slice size is in the summary's
    config: it can change what is proved."""
    one = generate(GenerateConfig(max_ops=2, ops=["Mul", "Constant"], slice_size=4096))
    small = generate(GenerateConfig(max_ops=2, ops=["Mul", "Constant"], slice_size=1))
    big, little = one.summary(), small.summary()
    assert big["counts"]["proved_but_implied"] == 1 and big["counts"]["proved"] == 4
    assert little["counts"]["proved_but_implied"] == 0 and little["counts"]["proved"] == 3
    assert little["library"] == big["library"] and len(little["library"]) == 3
    assert little["counts"]["pruned"]["implied"] == big["counts"]["pruned"]["implied"]
    assert (big["config"]["slice_size"], little["config"]["slice_size"]) == (4096, 1)


def test_a_budget_stops_verification_and_writes_only_what_was_proved(tmp_path, axioms):
    full = generate(GenerateConfig(max_ops=2, ops=["MatMul", "Add"], axiom_dir=axioms))
    counts = full.summary()["counts"]
    assert counts["not_reached"] == 0 and counts["complete_through_nodes"] >= 4
    # a budget already spent when verification begins: nothing is verified, all is counted
    cfg = GenerateConfig(max_ops=2, ops=["MatMul", "Add"], axiom_dir=axioms, budget_s=1e-9)
    report = generate(cfg)
    counts = report.summary()["counts"]
    assert report.library == [] and counts["verified"] == 0
    assert counts["not_reached"] == len(full.outcomes) + full.pruned["implied"] - sum(
        1 for o in full.outcomes if o.implied_by)
    assert counts["complete_through_nodes"] == 0
    paths = write_outputs(report, tmp_path / "out")
    assert load_rules([paths["rules"]]) == []


def test_constants_give_tasos_identity_kernel_rules(tmp_path):
    """With Constant in --ops the pool holds the identity kernels and ones: the generator finds
    and proves x + Conv(x, k) = Conv(x, k + I) and Conv(x, I) = x (TASO's const_iconv rules),
    states the constant as a node, and the certificates recheck."""
    import shutil

    from verified_opt.axioms.lang import default_axiom_dir

    for f in ("conv.ax", "constants.ax", "elementwise.ax"):
        shutil.copy(Path(default_axiom_dir()) / f, tmp_path / f)
    cfg = GenerateConfig(max_ops=2, ops=["Conv", "Add", "Constant"], axiom_dir=str(tmp_path))
    report = generate(cfg)
    got = {(tuple(terms(r, "src")), tuple(terms(r, "dst"))): r for r, _ in report.library}
    assert (("Conv(i1,IdentityKernel())",), ("i1",)) in got
    residual = (("Add(i1,Conv(i1,k1))",), ("Conv(i1,Add(k1,IdentityKernel()))",))
    assert residual in got
    (node,) = [n for n in got[residual].dst.nodes if n.op == "IdentityKernel"]
    assert node.attrs == {"shape": ["c", "c", 3, 3]} and got[residual].inputs["k1"] == (
        "c", "c", 3, 3)
    assert all(v.status == "proved" for _, v in report.library)
    # no rule computes over constants only (that is constant folding), none has them as inputs
    for r, _ in report.library:
        assert not set(r.inputs) & {"idk", "idu", "idk1", "idu1"}
        for side in (r.src, r.dst):
            consts = set(side.constants())
            assert all(not set(n.inputs) <= consts for n in side.computing())
    paths = write_outputs(report, tmp_path / "out")
    # the folder is soundness-checked once, not once per rule (about 8 s each)
    reference = checked(tmp_path)
    for r, _ in report.library:
        result = recheck_file(paths["certificates"] / (safe_name(r.name) + ".json"),
                              reference=reference)
        assert result.ok, result.message


def test_a_candidate_whose_output_is_a_constant_is_not_a_rule(tmp_path):
    """Split(Concat(I, x)) = (I, x) holds, but the rule format has no constant outputs: the
    candidate counts as ill-formed instead of stopping the run."""
    import shutil

    from verified_opt.axioms.lang import default_axiom_dir

    shutil.copy(Path(default_axiom_dir()) / "constants.ax", tmp_path / "constants.ax")
    cfg = GenerateConfig(max_ops=2, ops=["MatMul", "Concat", "Split", "Constant"],
                         axiom_dir=str(tmp_path))
    report = generate(cfg)
    assert report.ill_formed > 0
    for r, _ in report.library:
        for side in (r.src, r.dst):
            assert not set(side.outputs) & set(side.constants())


def test_a_certificate_that_does_not_recheck_is_not_written(tmp_path, axioms, monkeypatch):
    """The generator rechecks every certificate from its files before writing its rule (one
    K=3 rule once proved in memory while its printed query timed out in z3): such a rule is
    inconclusive, and neither it nor its certificate is written."""
    from verified_opt.verify import certificate

    report = generate(GenerateConfig(max_ops=2, ops=["MatMul", "Add"], axiom_dir=axioms))
    victim = report.library[0][0].name

    solve = certificate.recheck_certificate

    def recheck(cert, query, reference=None, timeout_ms=30_000, solvers=("z3",), where=""):
        result = solve(cert, query, reference, timeout_ms, solvers, where)
        if result.rule == victim:
            return certificate.RecheckResult(result.path, victim, False, {"z3": "unknown"},
                                             "z3: unknown (timeout)")
        return result

    monkeypatch.setattr(certificate, "recheck_certificate", recheck)
    paths = write_outputs(report, tmp_path / "out")
    written = {r.name for r in load_rules([paths["rules"]])}
    assert victim not in written and written
    assert not (paths["certificates"] / (safe_name(victim) + ".json")).exists()
    summary = json.loads(paths["summary"].read_text())
    (entry,) = [e for e in summary["inconclusive"] if e["rule"]["name"] == victim]
    assert "does not recheck" in entry["reason"]
    assert summary["counts"]["library"] == len(written)
    assert sorted(p.stem for p in paths["certificates"].glob("*.json")) == sorted(
        safe_name(n) for n in written)


def test_candidates_sharing_an_output_are_pruned_before_they_are_rebuilt(monkeypatch, axioms):
    """A candidate with an output that is one value on both sides is a common subgraph: the
    driver sees it in the descriptions and never sends it to examine. The verdicts, the library
    and every count are those of examining it."""
    from verified_opt.generate import shards as sh

    examined: list[int] = []
    real = sh.examine_chunk

    def counting(items):
        examined.append(len(items))
        return real(items)

    def outcome(report):
        return ([(o.rule.name, o.verdict.status, o.implied_by) for o in report.outcomes],
                [r.name for r, _ in report.library], report.pruned, report.candidate_pairs)

    cfg: dict = {"max_ops": 3, "ops": ["MatMul", "Add", "Relu"], "axiom_dir": axioms}
    monkeypatch.setattr(sh, "examine_chunk", counting)
    now = generate(GenerateConfig(**cfg))
    early = sum(examined)
    examined.clear()
    monkeypatch.setattr(sh, "shares_an_output", lambda a, b: False)  # examine them all
    before = generate(GenerateConfig(**cfg))
    assert outcome(now) == outcome(before)
    assert 0 < early < sum(examined)  # some were pruned without being rebuilt


def test_a_run_past_its_memory_limit_stops_cleanly_and_writes_nothing(tmp_path, capsys, axioms):
    """--max-memory bounds the run: past it (the whole process tree, sampled) the run stops
    with a one-line reason and exit 1, instead of being killed by the kernel mid-write."""
    out = tmp_path / "o"
    code = main(["generate", "--max-ops", "2", "--ops", "MatMul,Add,Relu,Transpose",
                 "--axioms", axioms, "--jobs", "1", "--max-memory", "0.01", "-o", str(out)])
    err = capsys.readouterr().err.strip()
    assert code == 1 and len(err.splitlines()) == 1
    assert "memory limit of 0.01 GiB" in err and "--max-memory" in err
    assert not out.exists()
    cfg = GenerateConfig(max_ops=2, ops=["MatMul", "Add"], axiom_dir=axioms, max_memory_gib=64.0)
    summary = json.loads(write_outputs(generate(cfg), out)["summary"].read_text())
    # measured, like the peak: not in the config, which is part of the deterministic output
    assert summary["memory"]["limit_gib"] == 64.0 and "max_memory_gib" not in summary["config"]


@pytest.mark.parametrize("fail", [KeyboardInterrupt(), OSError(28, "No space left on device")])
def test_an_interrupted_write_leaves_no_half_written_library(tmp_path, axioms, monkeypatch,
                                                             fail):
    """Ctrl-C (or a full disk) after some certificates are written: no folder with
    certificates but no rules.json, and nothing of the attempt left beside it; a folder of an
    earlier run, replaced with overwrite, is as it was."""
    from verified_opt.verify import certificate

    report = generate(GenerateConfig(max_ops=2, ops=["MatMul", "Add"], axiom_dir=axioms))
    assert len(report.library) >= 3
    write = certificate.write_certificate
    calls = []

    def interrupted(*a, **k):
        calls.append(1)
        if len(calls) == 3:
            raise fail
        return write(*a, **k)

    monkeypatch.setattr(certificate, "write_certificate", interrupted)
    # a full disk is one line naming the folder (exit 2), Ctrl-C stays an interrupt
    raised = KeyboardInterrupt if isinstance(fail, KeyboardInterrupt) else VoptError
    with pytest.raises(raised):
        write_outputs(report, tmp_path / "out")
    assert list(tmp_path.iterdir()) == []

    earlier = write_outputs(generate(GenerateConfig(max_ops=1, ops=["MatMul", "Add"],
                                                    axiom_dir=axioms)), tmp_path / "old")
    before = {p: p.read_bytes() for p in (tmp_path / "old").rglob("*") if p.is_file()}
    calls.clear()
    with pytest.raises(raised):
        write_outputs(report, tmp_path / "old", overwrite=True)
    assert {p: p.read_bytes() for p in (tmp_path / "old").rglob("*") if p.is_file()} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old"] and earlier


def test_overwrite_replaces_an_earlier_library_whole(tmp_path, axioms):
    """No certificate of the earlier run is left among the new run's (vopt recheck would hold
    them as part of it)."""
    old = write_outputs(generate(GenerateConfig(max_ops=2, ops=["MatMul", "Add"],
                                                axiom_dir=axioms)), tmp_path / "lib")
    n_old = len(list(old["certificates"].glob("*.json")))
    new = write_outputs(generate(GenerateConfig(max_ops=1, ops=["MatMul", "Add"],
                                                axiom_dir=axioms)), tmp_path / "lib",
                        overwrite=True)
    names = {safe_name(r.name) + ".json" for r in load_rules([new["rules"]])}
    assert {p.name for p in new["certificates"].glob("*.json")} == names
    assert len(names) < n_old and sorted(p.name for p in tmp_path.iterdir()) == ["lib"]
