"""The prover: unsat cores name the axioms used; resource limits and timeouts give `unknown`,
which the verdict reports as inconclusive (never proved); certificate queries are standard
SMT-LIB2 that Z3 (and cvc5, when installed) find unsat again."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import z3

from verified_opt.axioms.lang import load_axioms
from verified_opt.rules.format import parse_rules
from verified_opt.verify.certificate import check_query, cvc5_available
from verified_opt.verify.encode import encode_rule
from verified_opt.verify.prove import SMT_LOGIC, AxiomSet, certificate_query, prove
from verified_opt.verify.verdict import INCONCLUSIVE, PROVED, REFUTED, verify_rule

AXIOMS = """\
# test axioms: the matmul pair of the shipped set, plus a few more
matmul_assoc: forall A[m,k] B[k,n] C[n,p]: matmul(matmul(A, B), C) = matmul(A, matmul(B, C))  # associative
matmul_dist_right: forall A[m,k] B[k,n] C[k,n]: matmul(A, add(B, C)) = add(matmul(A, B), matmul(A, C))  # A(B+C) = AB + AC
add_comm: forall X[*p] Y[*q]: add(X, Y) = add(Y, X)  # Add commutes (broadcasting too)
add_assoc: forall X[*p] Y[*q] Z[*r]: add(add(X, Y), Z) = add(X, add(Y, Z))  # Add is associative
relu_idem: forall X[*p]: relu(relu(X)) = relu(X)  # Relu is idempotent
"""


@pytest.fixture(scope="module")
def axioms(tmp_path_factory) -> AxiomSet:
    folder = tmp_path_factory.mktemp("axioms")
    (folder / "test.ax").write_text(AXIOMS)
    return AxiomSet.of(load_axioms(folder))


def node(op, inputs, outputs=("y",), **attrs):
    d = {"op": op, "inputs": list(inputs), "outputs": list(outputs)}
    if attrs:
        d["attrs"] = attrs
    return d


def rule_of(inputs, src_nodes, dst_nodes, src_out=("y",), dst_out=("y",), name="r"):
    obj = {"name": name, "inputs": inputs,
           "src": {"nodes": src_nodes, "outputs": list(src_out)},
           "dst": {"nodes": dst_nodes, "outputs": list(dst_out)}}
    (r,) = parse_rules(json.dumps({"rules": [obj]}), "test.json")
    return r


DIST = rule_of({"A": ["m", "k"], "B": ["k", "n"], "C": ["k", "n"]},
               [node("Add", "BC", ["s"]), node("MatMul", ["A", "s"])],
               [node("MatMul", "AB", ["p"]), node("MatMul", "AC", ["q"]), node("Add", "pq")],
               name="dist")
DIST_SWAPPED = rule_of({"A": ["m", "k"], "B": ["k", "n"], "C": ["k", "n"]},
                       [node("Add", "BC", ["s"]), node("MatMul", ["A", "s"])],
                       [node("MatMul", "AC", ["q"]), node("MatMul", "AB", ["p"]),
                        node("Add", "qp")], name="dist_swapped")


def test_unsat_core_names_exactly_the_axioms_used(axioms):
    p = prove(encode_rule(DIST), axioms)
    assert p.status == "unsat"
    assert p.core == ["matmul_dist_right"]
    assert p.rlimit_used > 0 and p.seconds >= 0


def test_unsat_core_with_two_axioms(axioms):
    p = prove(encode_rule(DIST_SWAPPED), axioms)
    assert p.status == "unsat"
    assert p.core == ["add_comm", "matmul_dist_right"]


def test_verdict_lists_core_axioms_and_a_certificate_query(axioms):
    v = verify_rule(DIST_SWAPPED, axioms)
    assert v.status == PROVED
    assert v.axioms_used == ["add_comm", "matmul_dist_right"]
    assert v.smt2 and v.rlimit_used > 0 and v.rule_hash and v.axiom_set_hash
    assert v.axiom_set_hash == axioms.set_digest


def test_without_the_needed_axiom_it_is_not_proved(axioms):
    fewer = AxiomSet(*zip(*[(a, f) for a, f in zip(axioms.axioms, axioms.formulas)
                             if a.name != "matmul_dist_right"]))
    p = prove(encode_rule(DIST), fewer)
    assert p.status != "unsat" and p.core == []
    v = verify_rule(DIST, fewer)
    assert v.status == INCONCLUSIVE and "do not prove" in v.reason
    assert v.smt2 == "" and v.axioms_used == []


def test_without_any_axiom_z3_finds_a_model(axioms):
    p = prove(encode_rule(DIST), AxiomSet((), ()))
    assert p.status == "sat"


def test_too_small_rlimit_gives_unknown_and_inconclusive(axioms):
    p = prove(encode_rule(DIST), axioms, rlimit=1)
    assert p.status == "unknown"
    assert "rlimit" in p.reason and "timeout" not in p.reason
    v = verify_rule(DIST, axioms, rlimit=1)
    assert v.status == INCONCLUSIVE  # never proved
    assert "rlimit" in v.reason and not v.axioms_used and v.smt2 == ""


def _big_sum_rule(k: int):
    names = [f"X{i}" for i in range(k)]
    return rule_of({n: ["n"] for n in names}, [node("Sum", names)],
                   [node("Sum", names[:-1], ["s"]), node("Relu", "s")], name="big_sum")


def test_timeout_gives_unknown_and_inconclusive(axioms):
    # commutativity + associativity over a sum of 9 terms: E-matching explodes, z3 times out
    rule = _big_sum_rule(9)
    p = prove(encode_rule(rule), axioms, timeout_ms=300, rlimit=10**10)
    assert p.status == "unknown" and "timeout" in p.reason
    assert p.seconds < 10
    v = verify_rule(rule, axioms, timeout_ms=300, rlimit=10**10)
    assert v.status in (INCONCLUSIVE, REFUTED) and v.status != PROVED
    assert v.smt2 == ""


def test_false_rule_proved_by_an_unsound_axiom_is_an_axiom_bug(tmp_path):
    (tmp_path / "bad.ax").write_text(
        "relu_is_id: forall X[*p]: relu(X) = sigmoid(X)  # WRONG on purpose\n")
    bad = AxiomSet.of(load_axioms(tmp_path))
    rule = rule_of({"X": ["n"]}, [node("Relu", "X")], [node("Sigmoid", "X")])
    v = verify_rule(rule, bad)
    assert v.status == REFUTED and v.axiom_bug
    assert v.axioms_used == ["relu_is_id"] and "AXIOM BUG" in v.reason


def test_a_proof_with_no_instance_tested_is_inconclusive():
    """Testing is the second check behind the axioms: a rule whose condition no size testing
    draws satisfies (n > 1000) is proved by Z3 and still not certified."""
    from verified_opt.axioms.lang import default_axiom_dir
    obj = {"name": "relu_relu_big", "inputs": {"X": ["n"]}, "if": ["n > 1000"],
           "src": {"nodes": [node("Relu", "X", ["a"]), node("Relu", "a")], "outputs": ["y"]},
           "dst": {"nodes": [node("Relu", "X")], "outputs": ["y"]}}
    (rule,) = parse_rules(json.dumps({"rules": [obj]}), "test.json")
    v = verify_rule(rule, AxiomSet.of(load_axioms(default_axiom_dir())))
    assert v.status == INCONCLUSIVE and "no well-formed instance" in v.reason, v.reason


def test_certificate_query_is_self_contained_smtlib(axioms):
    enc = encode_rule(DIST_SWAPPED)
    p = prove(enc, axioms)
    q = certificate_query(enc, axioms, p.core, p.rlimit_used)
    assert f"(set-logic {SMT_LOGIC})" in q and q.rstrip().endswith("(check-sat)")
    assert "(declare-sort T 0)" in q
    assert ":qid add_comm" in q and ":qid matmul_dist_right" in q
    assert "matmul_assoc" not in q.split("\n", 3)[3]  # only the core axioms are asserted
    assert "ax!" not in q  # no tracking literals
    # z3 reads the file back (in a fresh context) and finds it unsat
    s = z3.Solver(ctx=z3.Context())
    s.from_string(q)
    assert s.check() == z3.unsat
    assert check_query(q, "z3", 10_000) == "unsat"


def test_certificate_query_without_its_axioms_is_not_unsat(axioms):
    enc = encode_rule(DIST)
    q = certificate_query(enc, axioms, [], 0)
    assert check_query(q, "z3", 10_000) != "unsat"


@pytest.mark.skipif(not cvc5_available(), reason="cvc5 is not installed")
def test_cvc5_proves_the_certificate_query(axioms):
    enc = encode_rule(DIST_SWAPPED)
    p = prove(enc, axioms)
    q = certificate_query(enc, axioms, p.core, p.rlimit_used)
    assert check_query(q, "cvc5", 10_000) == "unsat"
    assert check_query(certificate_query(enc, axioms, [], 0), "cvc5", 10_000) != "unsat"


@pytest.mark.skipif(not cvc5_available(), reason="cvc5 is not installed")
def test_cvc5_check_reports_errors_and_answers():
    from verified_opt.verify.cvc5_check import check_with_cvc5

    assert check_with_cvc5("(set-logic UFNIRA)(declare-fun x () Int)(assert (> x 1))"
                           "(check-sat)", 5000) == "sat"
    assert check_with_cvc5("(set-logic UFNIRA)(declare-fun x () Int)(assert (> x x))"
                           "(check-sat)", 5000) == "unsat"
    assert check_with_cvc5("(set-logic UFNIRA)(assert (> y 1))(check-sat)",
                           5000).startswith("error (")
    assert check_with_cvc5("(set-logic UFNIRA)(declare-fun x () Int)", 5000) == \
        "error (the query has no (check-sat))"
    loop = ("(set-logic UFNIRA)(declare-sort T 0)(declare-fun f (T) T)(declare-fun a () T)"
            "(assert (forall ((x T)) (! (= (f x) (f (f x))) :pattern ((f x)))))"
            "(assert (not (= (f a) a)))(check-sat)")
    assert check_with_cvc5(loop, 2000).startswith("unknown (")


def test_rlimit_used_is_per_proof_and_reproducible(axioms):
    # z3 counts resources over the whole process; the proof's own share must not grow
    enc = encode_rule(DIST)
    used = [prove(enc, axioms).rlimit_used for _ in range(3)]
    assert used[0] > 0 and used == [used[0]] * 3
    # the limit applies to this proof alone too, however much the process has used before
    assert prove(enc, axioms, rlimit=2 * used[0]).status == "unsat"
    p = prove(enc, axioms, rlimit=used[0] // 4)
    assert p.status == "unknown" and "rlimit" in p.reason


def test_a_proof_is_the_same_in_any_process_after_any_other_proofs(axioms, tmp_path):
    # Z3's search follows the ids of terms already in its context; each proof gets a fresh
    # one, so the resources it takes here, after other proofs, equal those of a new process
    for rule in (DIST_SWAPPED, DIST, DIST_SWAPPED):
        prove(encode_rule(rule), axioms)
    z3.And(*[z3.Int(f"noise{i}") > i for i in range(200)])  # unrelated terms in the context
    here = prove(encode_rule(DIST), axioms)
    (tmp_path / "test.ax").write_text(AXIOMS)
    script = (
        "import json, sys\n"
        "from pathlib import Path\n"
        "from verified_opt.axioms.lang import load_axioms\n"
        "from verified_opt.verify.encode import encode_rule\n"
        "from verified_opt.verify.prove import AxiomSet, prove\n"
        "from tests.verify.test_prove import DIST\n"
        f"ax = AxiomSet.of(load_axioms(Path({str(tmp_path)!r})))\n"
        "p = prove(encode_rule(DIST), ax)\n"
        "print(json.dumps([p.status, p.core, p.rlimit_used]))\n")
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True,
                         text=True, check=True).stdout
    assert json.loads(out) == [here.status, here.core, here.rlimit_used]


def test_certificate_query_text_does_not_depend_on_the_process_history(axioms):
    enc = encode_rule(DIST)
    core = prove(enc, axioms).core
    before = certificate_query(enc, axioms, core, 1)
    z3.And(*[z3.Int(f"other{i}") + 1 > i for i in range(300)])  # terms shift the shared ids
    prove(encode_rule(DIST_SWAPPED), axioms)
    assert certificate_query(encode_rule(DIST), axioms, core, 1) == before


WRONG_DIST = rule_of({"A": ["m", "k"], "B": ["k", "n"], "C": ["k", "n"]},
                     [node("Add", "BC", ["s"]), node("MatMul", ["A", "s"])],
                     [node("MatMul", "AB", ["p"]), node("Add", "pp")], name="wrong_dist")


def test_a_false_rule_after_a_true_one_is_still_refuted(axioms):
    # nothing of one proof (its facts, its negated goal, what Z3 learnt) reaches the next: a
    # true rule's query is unsat, and were it left asserted every later query would be too
    assert verify_rule(DIST, axioms).status == PROVED
    assert prove(encode_rule(WRONG_DIST), axioms).status != "unsat"
    v = verify_rule(WRONG_DIST, axioms)
    assert v.status == REFUTED and v.counterexample is not None and not v.axiom_bug
    assert verify_rule(DIST, axioms).status == PROVED  # and the other way round


FAULTS = """\
import resource, sys
from pathlib import Path
from verified_opt.axioms.lang import load_axioms
from verified_opt.verify.encode import encode_rule
from verified_opt.verify.prove import AxiomSet, prove
from tests.verify.test_prove import DIST
enc, axioms = encode_rule(DIST), AxiomSet.of(load_axioms(Path(sys.argv[1])))
prove(enc, axioms)
before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
for _ in range(10):
    prove(enc, axioms)
print((resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before) / 10)
"""


def test_a_proof_does_not_fault_in_fresh_pages_for_its_z3_contexts(tmp_path):
    # A Z3 context takes a block of ~16 MiB; by default glibc hands it back to the system when
    # the context goes, and the next context faults its pages in again (~400 page faults, 5 ms
    # per proof here). A process that proves keeps them (prove.keep_heap): a handful of faults.
    # In a new process: the malloc settings are per process.
    import ctypes

    if not hasattr(ctypes.CDLL(None), "mallopt"):
        pytest.skip("not glibc")
    (tmp_path / "test.ax").write_text(AXIOMS)
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", FAULTS, str(tmp_path)], cwd=root,
                         capture_output=True, text=True, check=True).stdout
    assert float(out) < 50


def test_the_tracked_check_answers_as_z3s_own_assert_and_track(axioms):
    # the proof hands Z3 its tracking literals through the C API: the answer, the core and the
    # resources used must be those of Solver.assert_and_track + Solver.check in a fresh context
    from verified_opt.verify.prove import _prove_once

    for rule in (DIST, DIST_SWAPPED):
        enc = encode_rule(rule)
        ctx = z3.Context()
        s = z3.Solver(ctx=ctx)
        s.set("smt.mbqi", False)
        s.set("rlimit", 5_000_000)
        s.add(*[f.translate(ctx) for f in enc.facts])
        s.add(enc.goal().translate(ctx))
        for a, f in zip(axioms.axioms, axioms.formulas):
            s.assert_and_track(f.translate(ctx), z3.Bool(f"ax!{a.name}", ctx))
        assert s.check() == z3.unsat
        want = sorted(str(c).removeprefix("ax!") for c in s.unsat_core())
        got = _prove_once(enc, axioms, 10_000, 5_000_000)
        assert got.status == "unsat" and got.core == want and got.rlimit_used > 0
        assert _prove_once(enc, axioms.subset(want), 10_000, 5_000_000).core == want


def test_a_proof_asserts_the_rules_facts_then_its_goal_as_solver_add_would(axioms):
    # the facts and the goal go to Z3 through its C API, from one vector translated once: the
    # answer, the core and the resources used are those of adding each formula in turn
    from verified_opt.verify.prove import _prove_once, _solver, fresh_context

    for rule in (DIST, DIST_SWAPPED, WRONG_DIST):
        enc = encode_rule(rule)
        want = [f.sexpr() for f in enc.facts] + [enc.goal().sexpr()]
        assert [f.sexpr() for f in enc.query] == want
        ctx = fresh_context()
        s = _solver(10_000, 5_000_000, ctx)
        s.add(*[f.translate(ctx) for f in enc.facts])
        s.add(enc.goal().translate(ctx))
        s.add(axioms.tracked.translate(ctx))
        before = int(s.statistics().get_key_value("rlimit count"))
        answer = s.check(*axioms.literals.translate(ctx))
        used = int(s.statistics().get_key_value("rlimit count")) - before
        core = sorted(str(c).removeprefix("ax!") for c in s.unsat_core()) \
            if answer == z3.unsat else []
        got = _prove_once(enc, axioms, 10_000, 5_000_000)
        assert (got.status, got.core, got.rlimit_used) == (str(answer), core, used)


def test_an_axiom_subset_keeps_the_sets_order_and_is_made_once(axioms):
    names = [a.name for a in axioms.axioms]
    sub = axioms.subset([names[3], names[0]])
    assert [a.name for a in sub.axioms] == [names[0], names[3]]
    assert axioms.subset([names[0], names[3]]) is sub  # its tracked conjunction built once
    assert [a.name for a in axioms.subset([names[1]]).axioms] == [names[1]]


# ---- only the axioms E-matching can instantiate are asserted (AxiomSet.relevant) ------------

CHAIN = """\
# tanh's pattern here applies sigmoid, which only sig_intro's instances make from a Relu: the
# closure must follow it
sig_intro: forall X[*p]: relu(relu(X)) = sigmoid(X)  # (false, and never tested: a closure test)
about_sig: forall X[*p]: tanh(sigmoid(X)) = sigmoid(X)  # (likewise)
unrelated: forall A[m,k] B[k,n]: matmul(A, B) = matmul(A, B)  # about MatMul alone
"""


def test_the_relevant_axioms_follow_what_instances_make_and_drop_the_rest(tmp_path):
    (tmp_path / "c.ax").write_text(CHAIN)
    ax = AxiomSet.of(load_axioms(tmp_path))

    def names(s: AxiomSet) -> list[str]:
        return sorted(a.name for a in s.axioms)

    assert names(ax.relevant(frozenset({"relu", "tanh", "rank", "dim"}))) == [
        "about_sig", "sig_intro"]
    assert names(ax.relevant(frozenset({"tanh", "rank", "dim"}))) == []
    assert names(ax.relevant(frozenset({"matmul"}))) == ["unrelated"]
    assert ax.relevant(frozenset({"relu"})) is ax.relevant(frozenset({"relu"}))  # memoized


def test_a_proof_asserts_only_the_relevant_axioms_and_proves_what_all_of_them_prove(monkeypatch):
    """The shipped axioms (hundreds) and rules of the shipped library: each proof from the
    relevant subset gives the verdict and core of the proof from the whole set."""
    from verified_opt.rules.format import load_rules
    from verified_opt.verify import prove as prove_mod

    ax = AxiomSet.of(load_axioms(Path(prove_mod.__file__).parents[1] / "data" / "axioms"))
    rules = load_rules([Path(prove_mod.__file__).parents[1] / "data" / "rules" / "conv.json"])
    seen: list[int] = []
    once = prove_mod._prove_once

    def spy(enc, axioms, *a, **k):
        seen.append(len(axioms.axioms))
        return once(enc, axioms, *a, **k)

    for r in rules[:6]:
        enc = encode_rule(r)
        full = once(enc, ax, 30_000, 5_000_000)
        monkeypatch.setattr(prove_mod, "_prove_once", spy)
        seen.clear()
        got = prove(enc, ax, 30_000, 5_000_000)
        monkeypatch.setattr(prove_mod, "_prove_once", once)
        assert got.status == full.status == "unsat", r.name
        assert set(got.cores[-1]) <= {a.name for a in ax.relevant(prove_mod.rule_symbols(enc)).axioms}
        assert max(seen) < len(ax.axioms) // 2, (r.name, seen)


def test_a_model_of_the_relevant_subset_is_not_called_a_model_of_the_axioms():
    """A rule no axiom applies to (Sub commutes: false) has an empty relevant set, where Z3
    finds a model; from the whole set it says unknown (incomplete quantifiers). The verdict
    must not claim the axioms admit a model, and the typed retry runs as it did (red-team
    review)."""
    from verified_opt.verify import prove as prove_mod

    ax = AxiomSet.of(load_axioms(Path(prove_mod.__file__).parents[1] / "data" / "axioms"))
    rule = rule_of({"A": ["n"], "B": ["n"]}, [node("Sub", "AB")], [node("Sub", "BA")])
    enc = encode_rule(rule)
    assert len(ax.relevant(prove_mod.rule_symbols(enc)).axioms) < len(ax.axioms)
    got = prove(enc, ax, 30_000, 5_000_000)
    assert got.status == "unknown" and "incomplete quantifiers" in got.reason
    v = verify_rule(rule, ax, 30_000, 5_000_000)
    assert v.status == REFUTED and "admit a model" not in v.reason
