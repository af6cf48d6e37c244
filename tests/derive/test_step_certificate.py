"""Derivation-step certificates: rebuilt from the step alone, forged ones rejected."""

import copy
import json

import pytest

from tests.derive.test_proof import CONV, _with_stage_range, conv_path
from verified_opt.derive.certificate import recheck_step, step_json, write_step_certificate
from verified_opt.derive.expr import to_json
from verified_opt.derive.proof import exact_check, prove_step
from verified_opt.derive.rules import Step


@pytest.fixture(scope="module")
def cert():
    path = conv_path()
    step = Step("split_sums", {"scope": "out", "outer": ["r", "s"]}, path[0], path[1])
    p = prove_step(step.before, step.after)
    assert p.status == "proved"
    return step_json(step, p, exact_check(step.before, step.after), ("z3",))


def test_recheck_accepts_the_certificate(cert, tmp_path):
    path = write_step_certificate(tmp_path, "conv.step0", cert)
    loaded = json.loads(path.read_text())
    r = recheck_step(loaded, solvers=("z3", "cvc5") if _cvc5() else ("z3",))
    assert r.ok, r.message
    assert (tmp_path / "conv.step0.smt2").read_text().count("(check-sat)") == \
        len(cert["obligations"])


def test_edited_after_is_rejected(cert):
    forged = copy.deepcopy(cert)
    forged["after"] = to_json(_with_stage_range(-1, 5))  # drops real terms
    r = recheck_step(forged)
    assert not r.ok


def test_weakened_query_is_rejected(cert):
    forged = copy.deepcopy(cert)
    q = forged["obligations"][0]["query"]
    forged["obligations"][0]["query"] = q.replace("(assert (not", "(assert (and false (not", 1)
    r = recheck_step(forged)
    assert not r.ok and "differs" in r.message


def test_dropped_obligation_is_rejected(cert):
    forged = copy.deepcopy(cert)
    forged["obligations"] = forged["obligations"][:1]
    assert not recheck_step(forged).ok


def test_swapped_witness_is_rejected(cert):
    forged = copy.deepcopy(cert)
    pair = forged["witness"]["pairs"][0]
    pair["psi"] = [[n, [x[0] + 1] + x[1:]] for n, x in pair["psi"]]
    r = recheck_step(forged)
    assert not r.ok


def test_wrong_schema_and_garbage(cert):
    assert not recheck_step({"schema": "x"}).ok
    forged = copy.deepcopy(cert)
    forged["before"] = {"stages": [], "out": {"loops": "nope"}}
    r = recheck_step(forged)
    assert not r.ok and "rebuilt" in r.message


def test_a_missing_field_is_named_in_words(cert):
    """Not the bare key a KeyError prints ("cannot be rebuilt: 'witness'")."""
    forged = copy.deepcopy(cert)
    del forged["witness"]
    assert recheck_step(forged).message == "the step cannot be rebuilt: no 'witness' field"
    forged = copy.deepcopy(cert)
    del forged["after"]["out"]
    assert recheck_step(forged).message == (
        "the step cannot be rebuilt: malformed expression JSON (no 'out' field)")


def test_conv_itself_unchanged():
    assert prove_step(CONV, CONV).status == "proved"


def _cvc5() -> bool:
    try:
        import cvc5  # noqa: F401
    except ImportError:
        return False
    return True


def test_gbmm_relaxation_certificate_rechecks_and_a_narrowed_window_is_rejected(tmp_path):
    """The boundary relaxation's certificate (GBMM's band sum widened to a block's window)
    rechecks from the file alone; the same certificate with the window one row short (its
    `after` edited) is not accepted."""
    from tests.derive.test_proof import _gbmm_blocked, _relaxed, stage
    from verified_opt.derive.rules import relax_sum
    _, _, blocked = _gbmm_blocked()
    after = relax_sum(blocked, stage(blocked, "T"), "ii", "j", 1)
    step = Step("relax_sum", {"scope": "T", "x": "ii", "y": "j", "sign": 1}, blocked, after)
    p = prove_step(step.before, step.after)
    assert p.status == "proved"
    cert = step_json(step, p, exact_check(step.before, step.after), ("z3",))
    loaded = json.loads(write_step_certificate(tmp_path, "gbmm.relax", cert).read_text())
    r = recheck_step(loaded, solvers=("z3", "cvc5") if _cvc5() else ("z3",))
    assert r.ok, r.message
    forged = copy.deepcopy(cert)
    forged["after"] = to_json(_relaxed(blocked, 0, 7))
    assert not recheck_step(forged).ok


def _vanishing_on_small_values(x, index: str):
    """prod_{k=-4..4} (X[index] - k): zero wherever X is in [-4, 4]."""
    from verified_opt.derive.expr import Access, Add, Const, Mul, var
    poly = None
    for k in range(-4, 5):
        f = Add(Access(x, (var(index),)), Const(-k))
        poly = f if poly is None else Mul(poly, f)
    return poly


def test_an_iterator_name_carrying_smt_text_is_refused():
    """A step whose dummy sum is named `x Int)(assert false)(check-sat)(exit)`: every query
    declaring it answered unsat, so `after` could add a polynomial that vanishes on the exact
    check's small draws (X + prod_k (X - k), k = -4..4) and the step was accepted."""
    from verified_opt.derive.expr import Access, Add, Iter, Scope, Tensor, var
    from verified_opt.derive.proof import Pairing, Witness, flatten, obligations
    n, payload = 8, "x Int)(assert false)(check-sat)(exit)"
    x = Tensor("X", (n,))
    before = Scope((Iter("i", 0, n),), (), Access(x, (var("i"),)), "out")
    s = Scope((Iter("j", 0, n),), (Iter("PAYLOAD", 0, 1),), _vanishing_on_small_values(x, "j"),
              "S")
    after = Scope((Iter("i", 0, n),), (),
                  Add(Access(x, (var("i"),)), Access(s, (var("i"),))), "out")
    _, mb = flatten(after, "b")
    w = Witness((Pairing(0, 0, (0,), (), ()),), (), tuple(range(1, len(mb))))
    cert = {"schema": "verified_opt.derivation-step/1", "rule": "split_sums", "params": {},
            "before": to_json(before), "after": to_json(after), "witness": w.to_json(),
            "obligations": [{"name": o.name, "query": o.query}
                            for o in obligations(before, after, w)]}
    forged = json.loads(json.dumps(cert).replace("PAYLOAD", payload.replace('"', '\\"')))
    r = recheck_step(forged, solvers=("z3", "cvc5") if _cvc5() else ("z3",))
    assert not r.ok, r.message
    assert "not an identifier" in r.message


def test_the_exact_check_sees_a_polynomial_that_vanishes_on_small_values():
    """X + prod_{k=-4..4} (X - k) equals X on every value in [-4, 4], which was all the
    exact check drew."""
    from verified_opt.derive.expr import Access, Add, Iter, Scope, Tensor, var
    n = 8
    x = Tensor("X", (n,))
    before = Scope((Iter("i", 0, n),), (), Access(x, (var("i"),)), "out")
    after = Scope((Iter("i", 0, n),), (),
                  Add(Access(x, (var("i"),)), _vanishing_on_small_values(x, "i")), "out")
    assert not exact_check(before, after, seed=1).equal


def test_sides_that_cannot_be_evaluated_together_are_a_verdict_not_a_crash():
    """after reads X with another shape than before: the recheck says so (it raised)."""
    from verified_opt.derive.expr import Access, Add, Iter, Scope, Tensor, var
    from verified_opt.derive.proof import Pairing, Witness, obligations
    x, x0 = Tensor("X", (8,)), Tensor("X", (0,))
    before = Scope((Iter("i", 0, 8),), (), Access(x, (var("i"),)), "out")
    after = Scope((Iter("i", 0, 8),), (),
                  Add(Access(x, (var("i"),)), Access(x0, (var("i"),))), "out")
    w = Witness((Pairing(0, 0, (0,), (), ()),), (), (1,))
    cert = {"schema": "verified_opt.derivation-step/1", "before": to_json(before),
            "after": to_json(after), "witness": w.to_json(),
            "obligations": [{"name": o.name, "query": o.query}
                            for o in obligations(before, after, w)]}
    r = recheck_step(cert)
    assert not r.ok and "cannot" in r.message, r.message


def test_vopt_recheck_rechecks_step_certificates(cert, tmp_path, capsys):
    """What `vopt derive --certificates DIR` writes, `vopt recheck DIR` rechecks; a forged step
    beside it FAILS (exit 1)."""
    from verified_opt.cli import main
    write_step_certificate(tmp_path, "conv.step0", cert)
    assert main(["recheck", str(tmp_path), "--z3-only"]) == 0
    out = capsys.readouterr().out
    assert "[holds]" in out and "split_sums" in out and "Summary: 1 hold / 0 fail" in out
    forged = copy.deepcopy(cert)
    forged["obligations"] = forged["obligations"][:1]
    write_step_certificate(tmp_path, "conv.step1", forged)
    assert main(["recheck", str(tmp_path), "--z3-only"]) == 1
    out = capsys.readouterr().out
    assert "Summary: 1 hold / 1 fail" in out and "conv.step1.json" in "".join(out.split())
