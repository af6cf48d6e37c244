"""The derivation search finds EinNet's Conv -> MatMul + OffsetReduce path and proves it."""

import pytest

from verified_opt.derive.expr import Access, Iter, Mul, Scope, Tensor, fingerprint, stages, var
from verified_opt.derive.instantiate import match_matmul
from verified_opt.derive.lower import g2bmm
from verified_opt.derive.rules import proposals
from verified_opt.derive.search import certify, derive, score


def conv(c=8, f=16, hw=10, k=3, pad=1, dil=1):
    n, ff, h, w, cc, r, s = map(var, "nfhwcrs")
    i = Tensor("I", (1, c, hw, hw))
    kk = Tensor("K", (f, c, k, k))
    out = hw + 2 * pad - dil * (k - 1)
    return Scope((Iter("n", 0, 1), Iter("f", 0, f), Iter("h", 0, out), Iter("w", 0, out)),
                 (Iter("c", 0, c), Iter("r", 0, k), Iter("s", 0, k)),
                 Mul(Access(i, (n, cc, h + dil * r - pad, w + dil * s - pad)),
                     Access(kk, (ff, cc, r, s))))


@pytest.mark.parametrize("k,pad,dil", [(3, 1, 1), (5, 2, 1), (3, 2, 2), (1, 0, 1)])
def test_conv_reaches_a_matmul_stage_and_every_step_is_proved(k, pad, dil):
    root = conv(k=k, pad=pad, dil=dil)
    cands = derive(root, depth=5)
    best = cands[0]
    assert best.steps, "no derivation found"
    assert best.score[0] < score(root)[0]
    assert any(match_matmul(st) is not None for st in stages(best.final) + [best.final])
    assert certify(best), [p.reason for p in best.proofs]
    assert all(p.status == "proved" for p in best.proofs)
    assert all(e.equal for e in best.exact)


def test_fingerprint_ignores_names_and_prunes():
    a = conv()
    renamed = Scope(tuple(Iter(i.name + "x", i.lo, i.hi) for i in a.loops), a.sums,
                    Mul(Access(Tensor("I", (1, 8, 10, 10)),
                               (var("nx"), var("c"), var("hx") + var("r") - 1,
                                var("wx") + var("s") - 1)),
                        Access(Tensor("K", (16, 8, 3, 3)), (var("fx"), var("c"), var("r"),
                                                            var("s")))))
    assert fingerprint(a) == fingerprint(renamed)
    assert fingerprint(a) != fingerprint(conv(pad=0))


def test_every_proposal_of_a_g2bmm_is_proved_or_refuted_never_wrongly_proved():
    """Each rule's step either proves or is caught: nothing equal fails exact checks."""
    from verified_opt.derive.proof import exact_check, prove_step
    root = g2bmm(Tensor("Q", (1, 12, 4)), Tensor("Kt", (1, 12, 4)), 2, 2)
    for step in list(proposals(root))[:12]:
        p = prove_step(step.before, step.after)
        if p.status == "proved":
            assert exact_check(step.before, step.after).equal
