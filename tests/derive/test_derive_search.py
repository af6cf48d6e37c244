"""The derivation search finds EinNet's Conv -> MatMul + OffsetReduce path and proves it."""

import numpy as np
import pytest

from verified_opt.derive.expr import (
    Access,
    Iter,
    Mul,
    Scope,
    Tensor,
    accesses,
    fingerprint,
    stages,
    var,
)
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


def test_conv_transpose_sum_substitution_visits_kernel_positions_only():
    """EinNet's substitution on a sum: the stride-2 gather over every input position becomes a
    sum over the 4x4 kernel positions (a quarter of them in bounds); each step proved."""
    from onnx import helper

    from verified_opt.derive.lower import lower_node
    from verified_opt.derive.rules import substitute_sum
    node = helper.make_node("ConvTranspose", ["X", "W"], ["Y"], name="ct", strides=[2, 2],
                            pads=[1, 1, 1, 1])
    root = lower_node(node, {"X": (1, 3, 8, 8), "W": (3, 2, 4, 4)})
    one = substitute_sum(root, root, "ih", 1, 2)
    both = substitute_sum(one, one, "iw", 1, 3)
    assert [(i.name, i.extent) for i in both.sums] == [("c", 3), ("ih_r", 4), ("iw_r", 4)]
    from verified_opt.derive.proof import exact_check, prove_step
    for a, b in ((root, one), (one, both)):
        assert prove_step(a, b).status == "proved"
        assert exact_check(a, b).equal
    cands = derive(root, consts=frozenset({"W"}))
    assert any("substitute_sum" in c.path for c in cands)


def test_sum_substitution_with_a_wrong_remainder_guard_is_refuted():
    """Without the remainder term (y := (r - rest) // 2 alone) odd kernel positions read a
    real input element instead of nothing: not proved, and refuted by evaluation."""
    from onnx import helper

    from verified_opt.derive.expr import Iter, subst_term
    from verified_opt.derive.lower import lower_node
    from verified_opt.derive.proof import exact_check, prove_step
    node = helper.make_node("ConvTranspose", ["X", "W"], ["Y"], name="ct", strides=[2, 2])
    root = lower_node(node, {"X": (1, 2, 5, 5), "W": (2, 2, 3, 3)})
    h, r = var("h"), var("r")
    body = subst_term(root.body, {"ih": (h - r) // 2})
    body = subst_term(body, {})
    bad = Scope(root.loops, tuple(Iter("r", 0, 3) if i.name == "ih" else i for i in root.sums),
                body)
    assert prove_step(root, bad).status != "proved"
    assert not exact_check(root, bad).equal


def test_transpose_and_reshape_stages_become_onnx_nodes():
    """A stage that permutes a tensor is a Transpose, one that regroups it a Reshape; the
    instantiation equals the expression on random integers."""
    from verified_opt.check.instantiation import check_instantiation
    from verified_opt.derive.instantiate import instantiate
    a = Tensor("A", (2, 3, 4))
    i, j, k = var("i"), var("j"), var("k")
    t = Scope((Iter("k", 0, 4), Iter("i", 0, 2), Iter("j", 0, 3)), (), Access(a, (i, j, k)), "T")
    m = var("m")
    r = Scope((Iter("i", 0, 2), Iter("m", 0, 12)), (), Access(a, (i, m // 4, m % 4)), "R")
    out = Scope((Iter("k", 0, 4), Iter("i", 0, 2), Iter("j", 0, 3)), (),
                Mul(Access(t, (k, i, j)), Access(r, (i, j * 4 + k))))
    kinds = dict(instantiate(out, "Y", "x", {}).kinds)
    assert kinds["T"] == "Transpose"
    assert check_instantiation(out, set())[0]


@pytest.mark.parametrize("index,reshape", [
    (lambda i: (i // 4, i % 4), True),         # the blocks merged back: a Reshape
    (lambda i: (i % 4, i // 4), False),        # blocks and rows swapped: a transpose first
    (lambda i: (i // 4, (i + 1) % 4), False),  # the offset is not the row's: a Gather
])
def test_a_split_traversal_read_back_is_a_reshape(index, reshape):
    """L<b, i> T[b, i//4, i%4] over T[b, io, ii] is a Reshape (k*(i//k) + i%k is i); other
    reads are not, and every instantiation equals the expression on random integers."""
    from verified_opt.check.instantiation import check_instantiation
    from verified_opt.derive.instantiate import instantiate, match_reshape
    t = Tensor("T", (2, 4, 4))
    out = Scope((Iter("b", 0, 2), Iter("i", 0, 16)), (),
                Access(t, (var("b"),) + index(var("i"))))
    assert match_reshape(out) == reshape
    kinds = dict(instantiate(out, "Y", "x", {}).kinds)
    assert (kinds["out"] == "Reshape") == reshape
    assert check_instantiation(out, set())[0]

def test_g2bmm_blocked_into_a_batched_matmul_every_step_proved():
    """Longformer's banded product: wrap, split i into blocks, substitute j + ii, materialize
    both operands: a batched MatMul over blocks and a band extraction; each step proved."""
    from verified_opt.check.instantiation import check_instantiation
    from verified_opt.derive.instantiate import instantiate
    root = g2bmm(Tensor("Q", (2, 128, 8)), Tensor("Kt", (2, 128, 8)), 8, 1)
    cands = derive(root)
    blocked = [c for c in cands if "split_loop" in c.path]
    assert blocked
    best = blocked[0]
    assert certify(best, solvers=("z3",)), [p.reason for p in best.proofs]
    kinds = dict(instantiate(best.final, "Y", "g", {}).kinds)
    assert "MatMul" in kinds.values() and "Reshape" in kinds.values()
    assert check_instantiation(best.final, set())[0]


@pytest.mark.parametrize("dilation", [2, 4])
def test_dilated_g2bmm_split_by_the_dilation_into_a_batched_matmul(dilation):
    """EinNet's dilated band: i = io*d + ii puts the residue ii beside the batch, and for each
    residue the read row d*(io + j - w) + ii is an undilated band over io, substituted like
    the undilated one. The best candidate splits by the dilation, every step is proved and
    checked exactly, and its instantiation has a MatMul and equals the expression."""
    from verified_opt.check.instantiation import check_instantiation
    from verified_opt.derive.instantiate import instantiate
    root = g2bmm(Tensor("Q", (2, 256, 32)), Tensor("Kt", (2, 256, 32)), 16, dilation)
    cands = derive(root)
    best = cands[0]
    assert best.steps, "no derivation found"
    assert f"block={dilation})" in best.path and "substitute" in best.path
    assert best.score[0] < score(root)[0]
    assert certify(best, solvers=("z3",)), [p.reason for p in best.proofs]
    assert all(p.status == "proved" for p in best.proofs) and all(e.equal for e in best.exact)
    kinds = dict(instantiate(best.final, "Y", "g", {}).kinds)
    assert "MatMul" in kinds.values()
    assert check_instantiation(best.final, set())[0]


def test_dilation_splits_are_proposed_for_a_band_not_for_a_dilated_conv():
    """The split by the dilation is proposed only where the dilated loop is read nowhere else
    (a band's j); a dilated Conv's kernel loop r is also read by the kernel and substitutes
    without a split, so its search is not widened."""
    from verified_opt.derive.rules import _dilated, split_sums
    band = g2bmm(Tensor("Q", (1, 32, 4)), Tensor("Kt", (1, 32, 4)), 2, 4)
    wrapped = split_sums(band, band, ())
    assert list(_dilated(next(s for s in stages(wrapped) if s.name == "T"))) == [("i", 4)]
    c = conv(dil=2)
    outer = split_sums(c, c, ("r", "s"))
    assert list(_dilated(next(s for s in stages(outer) if s.name == "T"))) == []


@pytest.mark.parametrize("dilation", [1, 2])
def test_gbmm_blocked_and_relaxed_into_a_batched_matmul_every_step_proved(dilation):
    """Longformer's second banded product: its band loop j is a sum. Wrap, split i into blocks
    (by the dilation first when dilated), relax j to r = ii + j over the block's window of
    rows, materialize both operands: a batched MatMul (blocks, T, T+2W) x (blocks, T+2W, k),
    fed by the band of P scattered into a zero-padded (T, T+2W) matrix and the overlapping
    windows of V. Every step proved by z3 (and cvc5 where installed) and equal exactly; the
    instantiation has a MatMul and equals the expression."""
    from verified_opt.check.instantiation import check_instantiation
    from verified_opt.derive.instantiate import instantiate
    from verified_opt.derive.lower import gbmm
    root = gbmm(Tensor("P", (2, 128, 17)), Tensor("V", (2, 128, 8)), 8, dilation)
    cands = derive(root)
    best = cands[0]
    assert "relax_sum" in best.path and "block=32)" in best.path
    assert dilation == 1 or f"block={dilation})" in best.path
    assert best.score[0] < score(root)[0]
    try:
        import cvc5  # noqa: F401
        solvers: tuple[str, ...] = ("z3", "cvc5")
    except ImportError:
        solvers = ("z3",)
    assert certify(best, solvers=solvers), [p.reason for p in best.proofs]
    assert all(p.status == "proved" for p in best.proofs) and all(e.equal for e in best.exact)
    mm = [st for st in stages(best.final) if match_matmul(st) is not None]
    assert len(mm) == 1 and [i.extent for i in mm[0].sums] == [32 + 2 * 8]
    kinds = dict(instantiate(best.final, "Y", "g", {}).kinds)
    assert "MatMul" in kinds.values()
    assert dilation > 1 or kinds["gbmm"] == "Reshape"   # the blocks merged back
    assert check_instantiation(best.final, set())[0]
    assert check_instantiation(best.final, set(), gather=False)[0]


def test_relaxation_is_not_proposed_for_conv_or_g2bmm():
    """A convolution's kernel sum is bounded only by a weight that does not read the output
    row (no band to widen); G2BMM's sum is not read with a loop. Their searches are as
    before."""
    from verified_opt.derive.rules import _relaxable, split_sums
    for root in (conv(), conv(dil=2, pad=2),
                 g2bmm(Tensor("Q", (1, 32, 4)), Tensor("Kt", (1, 32, 4)), 2, 1)):
        for outer in ((), tuple(i.name for i in root.sums[1:])):
            s = split_sums(root, root, outer)
            for st in stages(s):
                assert list(_relaxable(st)) == []
        assert not any(s.rule == "relax_sum" for c in derive(root, depth=4) for s in c.steps)


@pytest.mark.parametrize("band", ["gbmm", "g2bmm"])
def test_a_dilated_band_matmul_offers_both_operand_orders_each_checked(band):
    """The dilated band's batched MatMul multiplies two copy stages (the windows). Its two
    operand orders read other copies in their source's order (GBMM: by fewest transposes V's
    windows are the left operand, laid out across V's rows), so the instantiation lists the
    stage as swappable and swap=True gives the other order, its copies laid out for it;
    both are checked exactly."""
    from verified_opt.check.instantiation import check_instantiation
    from verified_opt.derive.instantiate import instantiate
    from verified_opt.derive.lower import gbmm
    if band == "gbmm":
        root = gbmm(Tensor("P", (2, 128, 17)), Tensor("V", (2, 128, 8)), 8, 2)
    else:
        root = g2bmm(Tensor("Q", (2, 128, 16)), Tensor("Kt", (2, 128, 16)), 8, 2)
    best = derive(root)[0]
    first = instantiate(best.final, "Y", "g", {})
    other = instantiate(best.final, "Y", "g", {}, swap=True)
    assert first.swappable == other.swappable == ["T"]
    [(stage, a, b)] = first.operands
    assert other.operands == [(stage, b, a)] and {a, b} == {"T1", "T2"}
    if band == "gbmm":   # V's windows stop being the left operand
        v = next(st.name for st in stages(best.final) if not st.sums
                 and any(x.src.name == "V" for x in accesses(st.body)))
        assert a == v != b
        # both copies laid out for the order that reads them: no run-time Transpose (in
        # G2BMM each order reads one copy across its source's rows)
        assert any(n.op_type == "Transpose" for n in first.nodes)
        assert not any(n.op_type == "Transpose" for n in other.nodes)
    for gather in (True, False):
        for swap in (False, True):
            ok, why = check_instantiation(best.final, set(), gather=gather, swap=swap)
            assert ok, (gather, swap, why)


def test_a_conv_matmul_keeps_one_operand_order():
    """A Conv's product of its im2col copy and the weight: the weight is re-laid out once, and
    the other order only transposes the copy; no second order is offered."""
    from verified_opt.derive.instantiate import instantiate
    root = conv(dil=2, pad=2)
    w = np.zeros((16, 8, 3, 3), np.float32)
    for c in [c for c in derive(root, consts=frozenset({"w"})) if c.steps][:3]:
        inst = instantiate(c.final, "Y", "g", {"w": w})
        assert inst.swappable == [] and inst.operands
        assert instantiate(c.final, "Y", "g", {"w": w}, swap=True).operands == inst.operands


def test_a_wrong_other_order_is_caught_by_the_check(monkeypatch):
    """The other order is instantiated with its copies laid out for it (other_layout: a
    stage's loops permuted, every read of it reindexed) and checked like any instantiation:
    a layout that permutes the loops but not the reads fails the exact check; the first
    order, which permutes nothing, passes."""
    from verified_opt.check.instantiation import check_instantiation
    from verified_opt.derive import rules
    from verified_opt.derive.lower import gbmm
    best = derive(gbmm(Tensor("P", (2, 128, 17)), Tensor("V", (2, 128, 8)), 8, 2))[0]

    def unindexed(root, target, order):
        new = Scope(tuple(target.loops[k] for k in order), target.sums, target.body,
                    target.name)
        return rules.redirect(root, target, new)

    monkeypatch.setattr(rules, "permute", unindexed)
    assert check_instantiation(best.final, set())[0]
    assert not check_instantiation(best.final, set(), swap=True)[0]
