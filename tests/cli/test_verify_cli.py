"""`vopt verify`: exit 0 only when every rule is proved, 1 otherwise; the --json schema; the
summary line; --jobs 2 gives the same verdicts as --jobs 1."""

from __future__ import annotations

import json
import re

import pytest

AXIOMS = """\
matmul_assoc: forall A[m,k] B[k,n] C[n,p]: matmul(matmul(A, B), C) = matmul(A, matmul(B, C))  # associative
matmul_dist_right: forall A[m,k] B[k,n] C[k,n]: matmul(A, add(B, C)) = add(matmul(A, B), matmul(A, C))  # A(B+C) = AB + AC
relu_idem: forall X[*p]: relu(relu(X)) = relu(X)  # Relu is idempotent
"""


def node(op, inputs, outputs=("y",), **attrs):
    d = {"op": op, "inputs": list(inputs), "outputs": list(outputs)}
    if attrs:
        d["attrs"] = attrs
    return d


def rule(name, inputs, src, dst, src_out=("y",), dst_out=("y",)):
    return {"name": name, "inputs": inputs, "src": {"nodes": src, "outputs": list(src_out)},
            "dst": {"nodes": dst, "outputs": list(dst_out)}}


PROVABLE = [
    rule("assoc", {"A": ["m", "k"], "B": ["k", "n"], "C": ["n", "p"]},
         [node("MatMul", "AB", ["t"]), node("MatMul", ["t", "C"])],
         [node("MatMul", "BC", ["t"]), node("MatMul", ["A", "t"])]),
    rule("dist", {"A": ["m", "k"], "B": ["k", "n"], "C": ["k", "n"]},
         [node("Add", "BC", ["s"]), node("MatMul", ["A", "s"])],
         [node("MatMul", "AB", ["p"]), node("MatMul", "AC", ["q"]), node("Add", "pq")]),
    rule("relu_twice", {"X": ["n", "m"]}, [node("Relu", "X", ["r"]), node("Relu", "r")],
         [node("Relu", "X")]),
]
REFUTED = rule("matmul_commutes", {"A": ["n", "n"], "B": ["n", "n"]}, [node("MatMul", "AB")],
               [node("MatMul", "BA")])
# LogSoftmax has no vocabulary: inconclusive, though the rule holds
INCONCLUSIVE = rule("logsoftmax_identity", {"X": ["m", "n"]},
                    [node("LogSoftmax", "X", ["d"]), node("Identity", "d")],
                    [node("LogSoftmax", "X")])


@pytest.fixture
def axioms(tmp_path):
    folder = tmp_path / "axioms"
    folder.mkdir()
    (folder / "test.ax").write_text(AXIOMS)
    return folder


def write_rules(tmp_path, rules, name="rules.json"):
    path = tmp_path / name
    path.write_text(json.dumps({"rules": rules}, indent=1))
    return path


SUMMARY = re.compile(r"^Summary: (\d+) proved / (\d+) refuted / (\d+) inconclusive$",
                     re.MULTILINE)


def summary(out: str) -> tuple[int, int, int]:
    m = SUMMARY.search(out)
    assert m, out
    return tuple(int(g) for g in m.groups())


def test_all_proved_exits_0(vopt, tmp_path, axioms):
    r = vopt("verify", write_rules(tmp_path, PROVABLE), "--axioms", axioms, "--jobs", "1")
    assert r.code == 0, r.out + r.err
    assert summary(r.out) == (3, 0, 0)
    assert r.out.count("[proved]") == 3
    assert "axioms: matmul_dist_right" in r.out


def test_refuted_exits_1_with_counterexample(vopt, tmp_path, axioms):
    r = vopt("verify", write_rules(tmp_path, PROVABLE + [REFUTED]), "--axioms", axioms,
             "--jobs", "1")
    assert r.code == 1
    assert summary(r.out) == (3, 1, 0)
    assert "[refuted]" in r.out and "matmul_commutes" in r.out
    assert "sizes: n=" in r.out and "input A = " in r.out and "src = " in r.out


def test_inconclusive_exits_1(vopt, tmp_path, axioms):
    r = vopt("verify", write_rules(tmp_path, [PROVABLE[0], INCONCLUSIVE]), "--axioms", axioms,
             "--jobs", "1")
    assert r.code == 1
    assert summary(r.out) == (1, 0, 1)
    assert "[inconclusive]" in r.out and "LogSoftmax" in r.out


def test_json_schema(vopt, tmp_path, axioms):
    out = tmp_path / "verdicts.json"
    r = vopt("verify", write_rules(tmp_path, PROVABLE + [REFUTED, INCONCLUSIVE]), "--axioms",
             axioms, "--jobs", "1", "--json", out)
    assert r.code == 1
    data = json.loads(out.read_text())
    assert data["schema"] == "verified_opt.verdicts/1"
    assert data["axioms"] == str(axioms)
    assert data["summary"] == {"proved": 3, "refuted": 1, "inconclusive": 1, "malformed": 0}
    assert [v["rule"] for v in data["verdicts"]] == [
        "assoc", "dist", "relu_twice", "matmul_commutes", "logsoftmax_identity"]
    keys = {"rule", "status", "seconds", "reason", "axioms_used", "counterexample", "axiom_bug",
            "testing", "rlimit_used", "rule_sha256", "axiom_set_sha256", "source"}
    for v in data["verdicts"]:
        assert keys <= set(v), set(v) ^ keys
        assert v["status"] in ("proved", "refuted", "inconclusive")
        assert isinstance(v["seconds"], float) and v["seconds"] >= 0
        assert set(v["testing"]) == {"instances", "trials", "mode"}
        assert re.fullmatch(r"[0-9a-f]{64}", v["rule_sha256"])
        assert v["source"] == str(tmp_path / "rules.json")
        assert v["axiom_bug"] is False
    by = {v["rule"]: v for v in data["verdicts"]}
    assert by["dist"]["axioms_used"] == ["matmul_dist_right"]
    assert re.fullmatch(r"[0-9a-f]{64}", by["dist"]["axiom_set_sha256"])
    assert by["dist"]["counterexample"] is None and by["dist"]["rlimit_used"] > 0
    cex = by["matmul_commutes"]["counterexample"]
    assert set(cex) == {"sizes", "inputs", "output", "index", "src_value", "dst_value",
                        "message"}
    assert cex["src_value"] != cex["dst_value"] and cex["output"] == "y"
    assert by["logsoftmax_identity"]["counterexample"] is None and by["logsoftmax_identity"]["reason"]


def _verdicts(vopt, tmp_path, axioms, jobs):
    out = tmp_path / f"v{jobs}.json"
    r = vopt("verify", write_rules(tmp_path, PROVABLE + [REFUTED, INCONCLUSIVE]), "--axioms",
             axioms, "--jobs", str(jobs), "--json", out)
    data = json.loads(out.read_text())
    keep = ("rule", "status", "reason", "axioms_used", "counterexample", "testing",
            "rule_sha256", "axiom_set_sha256")
    return r, [{k: v[k] for k in keep} for v in data["verdicts"]]


def test_jobs_2_gives_the_same_verdicts_as_jobs_1(vopt, tmp_path, axioms):
    r1, v1 = _verdicts(vopt, tmp_path, axioms, 1)
    r2, v2 = _verdicts(vopt, tmp_path, axioms, 2)
    assert r1.code == r2.code == 1
    assert summary(r1.out) == summary(r2.out) == (3, 1, 1)
    assert v1 == v2


def test_certificates_only_for_proved_rules(vopt, tmp_path, axioms):
    certs = tmp_path / "certs"
    r = vopt("verify", write_rules(tmp_path, PROVABLE + [REFUTED]), "--axioms", axioms,
             "--jobs", "2", "--certificates", certs)
    assert r.code == 1 and "wrote 3 certificates" in r.out
    assert sorted(p.stem for p in certs.glob("*.json")) == ["assoc", "dist", "relu_twice"]


def test_folder_of_rules(vopt, tmp_path, axioms):
    folder = tmp_path / "rules"
    folder.mkdir()
    write_rules(folder, PROVABLE[:2], "a.json")
    write_rules(folder, PROVABLE[2:], "b.json")
    r = vopt("verify", folder, "--axioms", axioms, "--jobs", "1")
    assert r.code == 0 and summary(r.out) == (3, 0, 0)


@pytest.mark.parametrize("args, what", [
    (["--jobs", "0"], "must be positive"),
    (["--timeout", "x"], "is not an integer"),
])
def test_bad_options_exit_2(vopt, tmp_path, axioms, args, what):
    r = vopt("verify", write_rules(tmp_path, PROVABLE[:1]), "--axioms", axioms, *args)
    assert r.code == 2 and what in r.err


def test_unwritable_json_exit_2(vopt, tmp_path, axioms):
    r = vopt("verify", write_rules(tmp_path, PROVABLE[:1]), "--axioms", axioms, "--jobs", "1",
             "--json", tmp_path / "no" / "such" / "dir" / "v.json")
    # refused before any proof: the folder is checked first
    assert r.code == 2 and "does not exist" in r.err and r.err.count("\n") == 1
    assert "proved" not in r.out


def test_bad_axiom_folder_exit_2(vopt, tmp_path):
    r = vopt("verify", write_rules(tmp_path, PROVABLE[:1]), "--axioms", tmp_path / "none")
    assert r.code == 2 and "no such folder of axioms" in r.err


def test_malformed_rules_are_in_the_json_and_the_summary(vopt, tmp_path, axioms):
    bad = rule("bad_perm", {"X": ["m", "n"]}, [node("Transpose", "X", perm=[0, 0])],
               [node("Transpose", "X", perm=[1, 0])])
    out = tmp_path / "verdicts.json"
    r = vopt("verify", write_rules(tmp_path, PROVABLE + [bad]), "--axioms", axioms, "--jobs", "1",
             "--json", out)
    assert r.code == 2 and r.err.count("\n") == 1 and "rule 'bad_perm'" in r.err
    assert "Summary: 3 proved / 0 refuted / 0 inconclusive / 1 malformed" in r.out
    data = json.loads(out.read_text())
    assert data["summary"] == {"proved": 3, "refuted": 0, "inconclusive": 0, "malformed": 1}
    (m,) = data["malformed"]
    assert m["rule"] == "bad_perm" and "perm [0, 0] is not a permutation" in m["message"]


def test_a_rule_that_crashes_the_verifier_is_inconclusive_and_the_others_go_on(
        vopt, tmp_path, axioms, monkeypatch):
    from verified_opt.api import proofs

    real = proofs.verify_rule

    def flaky(rule, *args, **kw):
        if rule.name == "dist":
            raise TypeError("a bug of ours")
        return real(rule, *args, **kw)

    monkeypatch.setattr(proofs, "verify_rule", flaky)
    r = vopt("verify", write_rules(tmp_path, PROVABLE), "--axioms", axioms, "--jobs", "1")
    assert r.code == 1 and "Traceback" not in r.err + r.out
    assert "Summary: 2 proved / 0 refuted / 1 inconclusive" in r.out
    assert "internal error while verifying (TypeError: a bug of ours)" in r.out


def test_json_naming_a_rule_file_is_refused(vopt, tmp_path, axioms):
    rules = write_rules(tmp_path, PROVABLE[:1])
    before = rules.read_bytes()
    (tmp_path / "folder").mkdir()
    inner = write_rules(tmp_path / "folder", PROVABLE[1:2])
    for given, out in ((rules, rules), (tmp_path / "folder", inner)):
        r = vopt("verify", given, "--axioms", axioms, "--jobs", "1", "--json", out)
        assert r.code == 2 and r.err.count("\n") == 1 and "--json" in r.err, r.err
        assert f"would overwrite the input {out}" in r.err, r.err
    assert rules.read_bytes() == before and "relu" not in inner.read_text()


def test_a_certificate_that_would_overwrite_its_rule_file_is_refused(vopt, tmp_path, axioms):
    """A rule file named as its rule's certificate (<rule>.json) in the --certificates folder
    was overwritten by the certificate: refused before anything is verified."""
    folder = tmp_path / "clash"
    folder.mkdir()
    rules = write_rules(folder, PROVABLE[2:], "relu_twice.json")
    before = rules.read_bytes()
    r = vopt("verify", rules, "--axioms", axioms, "--jobs", "1", "--certificates", folder)
    assert r.code == 2 and r.err.count("\n") == 1, r.err
    assert "certificate of rule 'relu_twice'" in r.err and "would overwrite" in r.err, r.err
    assert rules.read_bytes() == before and not (folder / "relu_twice.smt2").exists()


def test_two_rules_with_one_certificate_file_are_refused(vopt, tmp_path, axioms):
    """'relu twice' and 'relu_twice' both map to relu_twice.json: one certificate was lost."""
    twin = dict(PROVABLE[2], name="relu twice")
    certs = tmp_path / "certs"
    r = vopt("verify", write_rules(tmp_path, [PROVABLE[2], twin]), "--axioms", axioms,
             "--jobs", "1", "--certificates", certs)
    assert r.code == 2 and r.err.count("\n") == 1, r.err
    assert "'relu_twice' and 'relu twice'" in r.err and "relu_twice.json" in r.err, r.err
    assert not list(certs.glob("*.json"))
