"""Instantiation matcher for Gemm: the 2-D products MatMul takes only with extra nodes.

    Gemm        L<i, j> Σ<k> [alpha *] A[i, k | k, i] * B[k, j | j, k]
    its bias    L<i, j> T[i, j] + [beta *] C[j | i, j | 0, j | i, 0 | 0, 0]
                (T a Gemm's value read only there: C becomes its third input)

Every iterator covers the dimension it reads from 0; alpha and beta are integer constants
(the algebra has no others), written as Gemm's float attributes. The operand read at i is A
(the other B), so a stage over (j, i) is the same Gemm with the operands swapped, and
transA/transB say which operands are read (k, i) and (j, k). instantiate.py prefers Gemm to
MatMul only where it saves a node: alpha != 1, an operand that is not a constant read
transposed (MatMul would need a Transpose before it), or a bias to fuse. What is emitted is
run against the expression by check.instantiation before it is used.
"""

from __future__ import annotations

from dataclasses import dataclass

from onnx import helper

from verified_opt.derive.expr import Access, Add, Const, Mul, Scope, Tensor, Term
from verified_opt.derive.match_conv import _covers, _plain_name


def _scaled_reads(t: Term) -> tuple[int, list[Access]] | None:
    """(the product of the constants, the reads) of a body that is a product of both."""
    if isinstance(t, Access):
        return 1, [t]
    if isinstance(t, Const):
        return t.value, []
    if isinstance(t, Mul):
        a, b = _scaled_reads(t.a), _scaled_reads(t.b)
        if a is None or b is None:
            return None
        return a[0] * b[0], a[1] + b[1]
    return None


@dataclass(frozen=True)
class GemmForm:
    a: Tensor
    b: Tensor
    trans_a: int
    trans_b: int
    alpha: int

    kind = "Gemm"

    def transposes(self, consts) -> bool:
        """Whether MatMul would transpose a non-constant operand at run time."""
        return any(t and x.name not in consts
                   for t, x in ((self.trans_a, self.a), (self.trans_b, self.b)))

    def emit(self, bld, s: Scope, output: str) -> str:
        bld.out.nodes.append(helper.make_node(
            "Gemm", [self.a.name, self.b.name], [output], name=bld.name("gemm"),
            alpha=float(self.alpha), beta=1.0, transA=self.trans_a, transB=self.trans_b))
        return output


def match_gemm(s: Scope) -> GemmForm | None:
    if len(s.loops) != 2 or len(s.sums) != 1:
        return None
    sr = _scaled_reads(s.body)
    if sr is None or len(sr[1]) != 2 or sr[0] == 0:
        return None
    alpha, reads = sr
    (i, j), k = (x.name for x in s.loops), s.sums[0].name
    names = []
    for acc in reads:
        if not isinstance(acc.src, Tensor) or len(acc.index) != 2:
            return None
        nm = [_plain_name(ix) for ix in acc.index]
        if None in nm or k not in nm or any(not _covers(s, str(v), d)
                                            for v, d in zip(nm, acc.src.shape)):
            return None
        names.append(nm)
    if {names[0][0], names[0][1], names[1][0], names[1][1]} != {i, j, k}:
        return None
    ka = 0 if i in names[0] else 1   # the read at i is A
    a, b = reads[ka], reads[1 - ka]
    na, nb = names[ka], names[1 - ka]
    if i not in na or j not in nb:
        return None
    assert isinstance(a.src, Tensor) and isinstance(b.src, Tensor)
    return GemmForm(a.src, b.src, int(na == [k, i]), int(nb == [j, k]), alpha)


@dataclass(frozen=True)
class GemmBias:
    t: Tensor      # the product's value
    c: Tensor
    beta: int


def match_gemm_bias(s: Scope) -> GemmBias | None:
    """L<i, j> T[i, j] + beta * C[..] with C broadcasting to (i, j) as Gemm's C does."""
    if s.sums or len(s.loops) != 2 or not isinstance(s.body, Add) \
            or any(x.lo for x in s.loops):
        return None
    i, j = (x.name for x in s.loops)
    for t, c in ((s.body.a, s.body.b), (s.body.b, s.body.a)):
        sc = _scaled_reads(c)
        if not isinstance(t, Access) or not isinstance(t.src, Tensor) or sc is None \
                or len(sc[1]) != 1 or not isinstance(sc[1][0].src, Tensor):
            continue
        if [_plain_name(ix) for ix in t.index] != [i, j] or t.src.shape != s.shape:
            continue
        cacc = sc[1][0]
        assert isinstance(cacc.src, Tensor)
        want = [i, j][2 - len(cacc.index):] if len(cacc.index) <= 2 else None
        if want is None:
            continue
        ok = True
        for ix, d, loop in zip(cacc.index, cacc.src.shape, want):
            plain = _plain_name(ix) == loop and _covers(s, loop, d)
            bcast = ix.is_const and ix.const == 0 and d == 1
            ok = ok and (plain or bcast)
        if ok:
            return GemmBias(t.src, cacc.src, sc[0])
    return None
