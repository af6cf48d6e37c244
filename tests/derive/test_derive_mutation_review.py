"""A mutation review of the derivation trust chain (proof.py, certificate.py, search.certify,
the exact evaluation): each test here failed to be written by the suite before, and each one
fails when the check it names is weakened. Wrong steps are refuted, forged certificates and
unproved steps are rejected, a solver that does not answer unsat proves nothing."""

import copy
import json

import pytest

from tests.derive.test_proof import CONV, _with_stage_range, conv_path, fsrcnn_split
from tests.derive.test_step_certificate import cert  # noqa: F401  (fixture)
from verified_opt.derive.certificate import recheck_step
from verified_opt.derive.expr import (
    Access,
    Add,
    Aff,
    Const,
    Iter,
    Mul,
    Scope,
    Tensor,
    to_json,
    var,
)
from verified_opt.derive.proof import (
    Pairing,
    Witness,
    WitnessError,
    exact_check,
    find_witness,
    obligations,
    prove_step,
)
from verified_opt.derive.rules import Step
from verified_opt.derive.search import Candidate, certify

i, j = var("i"), var("j")
X = Tensor("X", (6,))
ZERO = Aff((), 0)


def out(body, sums=(), n=6):
    return Scope((Iter("i", 0, n),), sums, body, "out")


def _refuted(before, after, witness=None):
    """Not proved (with the given witness, and with the one the prover finds), and exact
    evaluation finds a point where the two sides differ."""
    assert prove_step(before, after, witness).status != "proved"
    assert prove_step(before, after).status != "proved"
    ex = exact_check(before, after)
    assert not ex.equal and ex.point is not None and ex.before_value != ex.after_value


def _cert(before, after, witness, **extra):
    return {"schema": "verified_opt.derivation-step/1", "rule": "split_sums", "params": {},
            "before": to_json(before), "after": to_json(after), "witness": witness.to_json(),
            "obligations": [{"name": o.name, "query": o.query}
                            for o in obligations(before, after, witness)], **extra}


# ------------------------------------------------------------------------ the obligations

def test_a_step_that_reads_other_elements_in_bounds_is_refuted():
    """X[i] -> X[5 - i]: every read stays in bounds and the witness pairs the reads; only the
    obligation that paired reads read the same element refutes it."""
    _refuted(out(Access(X, (i,))), out(Access(X, (5 - i,))))


@pytest.mark.parametrize("side", ["before", "after"])
def test_a_witness_that_is_not_a_bijection_is_not_proved(side):
    """Σ over j in [0, 2) of X[i] (2 X[i]) against Σ over k in [0, 1) of X[i] (X[i]), with a
    witness mapping both j onto k = 0 (phi not injective: psi(phi(1)) != 1), and the mirror
    image (psi not injective: phi(psi(1)) != 1). Each map lands in the other side's support,
    so only the inverse obligations see it."""
    two = out(Access(X, (i,)), (Iter("j", 0, 2),))
    one = out(Access(X, (i,)), (Iter("k", 0, 1),))
    if side == "before":
        before, after = two, one
        w = Witness((Pairing(0, 0, (0,), (("b0_k", ZERO),), (("a0_j", var("b0_k")),)),))
    else:
        before, after = one, two
        w = Witness((Pairing(0, 0, (0,), (("b0_j", var("a0_k")),), (("a0_k", ZERO),)),))
    p = prove_step(before, after, w)
    assert p.status == "unproved" and "sat" in p.reason, p.reason
    _refuted(before, after, w)


def test_a_wrapped_read_that_replaces_padding_is_refuted():
    """Σ_j X[i + j] reads padding at i + j = 6; Σ_j X[(i + j) % 6] reads X[0] there instead:
    equal wherever before's read is in bounds. With the identity witness (j <-> j) every
    map stays in the boxes, so only the backward obligation's guard of before (psi's image
    must be in before's support) refutes it."""
    before = out(Access(X, (i + j,)), (Iter("j", 0, 2),))
    after = out(Access(X, ((i + j) % 6,)), (Iter("j", 0, 2),))
    w = Witness((Pairing(0, 0, (0,), (("b0_j", var("a0_j")),), (("a0_j", var("b0_j")),)),))
    p = prove_step(before, after, w)
    assert p.status == "unproved" and "backward" in p.reason, p.reason
    _refuted(before, after, w)


def test_a_witness_that_pairs_a_monomial_twice_is_refused():
    """X[i] -> X[i] + X[i] with before's one monomial paired with both of after's."""
    before, after = out(Access(X, (i,))), out(Add(Access(X, (i,)), Access(X, (i,))))
    w = Witness((Pairing(0, 0, (0,), (), ()), Pairing(0, 1, (0,), (), ())))
    with pytest.raises(WitnessError):
        obligations(before, after, w)
    _refuted(before, after, w)


def test_a_witness_that_pairs_different_constants_is_refused():
    """2 X[i] -> 3 X[i]: the same read, another factor (the constants are no query's)."""
    before, after = out(Mul(Const(2), Access(X, (i,)))), out(Mul(Const(3), Access(X, (i,))))
    w = Witness((Pairing(0, 0, (0,), (), ()),))
    with pytest.raises(WitnessError, match="constants"):
        obligations(before, after, w)
    _refuted(before, after, w)


def test_a_tensor_read_with_two_shapes_is_not_proved():
    """X as (2, 4) before and as (4, 2) after: the same indices are other elements of one
    tensor; the step is not proved (and cannot be evaluated: a verdict, not a crash)."""
    loops = (Iter("a", 0, 2), Iter("b", 0, 2))
    ix = (var("a"), var("b"))
    before = Scope(loops, (), Access(Tensor("X", (2, 4)), ix), "out")
    after = Scope(loops, (), Access(Tensor("X", (4, 2)), ix), "out")
    p = prove_step(before, after)
    assert p.status == "unproved" and "pair by tensor" in p.reason, p.reason


def test_an_unpaired_monomial_that_does_not_vanish_is_not_proved():
    """X[i] -> X[i] + Y[i]: Y's monomial is left unpaired; it must be shown zero everywhere,
    and it is not."""
    y = Tensor("Y", (6,))
    before, after = out(Access(X, (i,))), out(Add(Access(X, (i,)), Access(y, (i,))))
    w = find_witness(before, after)
    assert w is not None and w.vanish_b == (1,)
    p = prove_step(before, after, w)
    assert p.status == "unproved" and "vanish.after1" in p.reason, p.reason
    _refuted(before, after, w)


# ------------------------------------------------------------------ solvers that do not say unsat

@pytest.mark.parametrize("answer", ["unknown (timeout)", "error (parse)"])
def test_a_solver_answer_other_than_unsat_proves_nothing(answer, cert, monkeypatch):  # noqa: F811
    """Fail closed: unknown or an error is not a proof, in the prover and in the recheck."""
    from verified_opt.verify import prove
    path = conv_path()
    assert prove_step(path[0], path[1]).status == "proved"
    monkeypatch.setattr(prove, "check_text", lambda query, timeout_ms, *a, **k: answer)
    p = prove_step(path[0], path[1])
    assert p.status == "unproved" and answer in p.reason
    r = recheck_step(copy.deepcopy(cert))
    assert not r.ok and answer in r.message


# ---------------------------------------------------------------- certificates rechecked

def test_the_stored_answers_and_verdict_are_not_trusted():
    """A true step (CONV split) with a witness whose psi is off by one: its obligations are
    sat. The certificate states every answer unsat and the verdict proved; the recheck asks
    the solver again and fails."""
    s1 = conv_path()[1]
    good = find_witness(CONV, s1)
    p0 = good.pairs[0]
    bad = Witness((Pairing(p0.a, p0.b, p0.perm, p0.phi,
                           tuple((n, x + 1) for n, x in p0.psi)),))
    obs = obligations(CONV, s1, bad)
    forged = _cert(CONV, s1, bad, verdict="proved",
                   answers={o.name: {"z3": "unsat"} for o in obs})
    r = recheck_step(json.loads(json.dumps(forged)))
    assert not r.ok and "z3 answered sat" in r.message, r.message


def test_every_stored_query_is_compared_not_only_the_first(cert):  # noqa: F811
    """The last obligation's query weakened (the .smt2 a third party would rerun)."""
    assert len(cert["obligations"]) >= 2
    forged = copy.deepcopy(cert)
    last = forged["obligations"][-1]
    last["query"] = last["query"].replace("(check-sat)", "(assert false)\n(check-sat)")
    r = recheck_step(forged)
    assert not r.ok and last["name"] in r.message and "differs" in r.message, r.message


def test_another_version_of_the_schema_is_not_rechecked_as_this_one(cert):  # noqa: F811
    for schema in ("verified_opt.derivation-step/2", "verified_opt.certificate/1"):
        forged = dict(cert, schema=schema)
        r = recheck_step(forged)
        assert not r.ok and "not a derivation-step certificate" in r.message


def test_the_exact_evaluation_refutes_a_wrong_step_a_solver_passed(monkeypatch):
    """The recheck's exact evaluation is independent of the solvers: a step dropping real
    terms (the stage over [-1, 5)) whose obligations a (broken) solver calls unsat is still
    rejected, with the point where the two sides differ."""
    from verified_opt.derive import certificate
    wrong = _with_stage_range(-1, 5)
    p = prove_step(CONV, wrong)
    assert p.status != "proved" and p.witness is not None
    forged = _cert(CONV, wrong, p.witness)
    monkeypatch.setattr(certificate, "check_obligations", lambda obs, solvers, timeout_ms: {
        o.name: {s: "unsat" for s in solvers} for o in obs})
    r = recheck_step(forged)
    assert not r.ok and r.message.startswith("exact evaluation differs"), r.message


# ------------------------------------------------------------------ the exact evaluation

def _one_at(point, loops):
    """A stage that is 1 at `point` and 0 elsewhere (its loops cover that point only), read
    at the output point: added to a side, it changes it by 1 there."""
    one = Scope(tuple(Iter(f"p{k}", p, p + 1) for k, p in enumerate(point)), (), Const(1),
                "S")
    return Access(one, tuple(var(it.name) for it in loops))


def test_a_difference_of_one_is_a_difference():
    """The exact check compares exactly: X[i] and X[i] + [i == 0] differ by 1 at i = 0."""
    before = out(Access(X, (i,)))
    after = out(Add(Access(X, (i,)), _one_at((0,), before.loops)))
    ex = exact_check(before, after)
    assert not ex.equal and ex.point == (0,) and ex.after_value - ex.before_value == 1


def test_a_difference_at_the_last_corner_of_a_large_output_is_found():
    """Past max_points the check samples points; the corners of the output box (where a
    padding or boundary error shows) are always among them."""
    n = 256
    x = Tensor("X", (n, n))
    loops = (Iter("a", 0, n), Iter("b", 0, n))
    before = Scope(loops, (), Access(x, (var("a"), var("b"))), "out")
    after = Scope(loops, (), Add(Access(x, (var("a"), var("b"))), _one_at((n - 1, n - 1),
                                                                          loops)), "out")
    ex = exact_check(before, after)
    assert ex.points < n * n
    assert not ex.equal and ex.point == (n - 1, n - 1)


def test_floor_division_of_a_negative_index_is_evaluated_as_the_proof_reads_it():
    """X[(i - 1) // 2] and X[(i + 1) // 2 - 1] are equal (floor division, SMT's div): proved,
    and the exact evaluation agrees at i = 0, where (i - 1) // 2 = -1 reads padding
    (truncating division would read X[0] there and refute a true step)."""
    before = out(Access(X, ((i - 1) // 2,)), n=8)
    after = out(Access(X, ((i + 1) // 2 - 1,)), n=8)
    assert prove_step(before, after).status == "proved"
    ex = exact_check(before, after)
    assert ex.equal, ex


# ------------------------------------------------------------------------------ certify

def test_certify_refuses_a_true_step_it_cannot_prove():
    """2 X[i] -> X[i] + X[i] is true (the exact check agrees) but this prover pairs
    monomials one to one, so it is not proved: the candidate is not certified."""
    before = out(Mul(Const(2), Access(X, (i,))))
    after = out(Add(Access(X, (i,)), Access(X, (i,))))
    assert exact_check(before, after).equal
    c = Candidate([Step("split_add", {}, before, after)], after, (0, 0))
    assert certify(c) is False
    assert c.proofs[-1].status == "unproved" and not c.exact


def test_certify_refuses_a_proved_step_too_large_to_check_exactly():
    """FSRCNN's deconvolution split into a stage: proved, but its exact check stops past the
    work limit; the step is not certified (never used)."""
    before, after = fsrcnn_split()
    cand = Candidate([Step("split_sums", {}, before, after)], after, (0, 0))
    assert certify(cand) is False
    assert cand.proofs[-1].status == "proved"
    assert not cand.exact[-1].equal and "too large" in cand.exact[-1].reason


# --------------------------------------------------------------------------- rule side conditions

def test_a_band_sum_bounded_one_past_its_range_is_not_relaxed():
    """Σ over j in [0, 4) while P holds 5 band entries: P bounds j to [0, 4], one past j's
    range, so relaxing j would add the terms j = 4 (nonzero). Not proposed; made anyway, the
    step is refuted."""
    from tests.derive.test_proof import _gbmm_blocked, _proved_iff, _relaxed, stage
    from verified_opt.derive.rules import _relaxable
    _, _, blocked = _gbmm_blocked(bands=(0, 4))
    assert list(_relaxable(stage(blocked, "T"))) == []
    _proved_iff(blocked, _relaxed(blocked, -2, 8), False)


# ------------------------------------------------ malformed certificates (crashed, exit 70)

@pytest.mark.parametrize("obligations_value", [["x"], [None], "abc", 5])
def test_obligations_that_are_not_objects_are_a_verdict_not_a_crash(cert, obligations_value):  # noqa: F811
    forged = dict(copy.deepcopy(cert), obligations=obligations_value)
    r = recheck_step(forged)
    assert not r.ok and "not a list of objects" in r.message, r.message


def test_a_constant_beyond_int64_is_a_verdict_not_a_crash():
    before = out(Mul(Const(10**30), Access(X, (i,))))
    after = out(Mul(Access(X, (i,)), Const(10**30)))
    p = prove_step(before, after)
    assert p.status == "proved"   # the proof is exact: only the evaluation overflows
    r = recheck_step(_cert(before, after, p.witness))
    assert r.ok, r.message


def test_vopt_recheck_of_a_malformed_step_certificate_is_a_failed_check(
        cert, tmp_path, capsys):  # noqa: F811
    from verified_opt.cli import main
    forged = dict(copy.deepcopy(cert), obligations=["x"])
    (tmp_path / "bad.json").write_text(json.dumps(forged))
    code = main(["recheck", str(tmp_path / "bad.json"), "--z3-only"])
    out, err = capsys.readouterr()
    assert code == 1 and "internal error" not in err, (code, err)
    assert "not a list of objects" in out, out
