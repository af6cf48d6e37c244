"""Einsum and Slice/Pad matchers (derive/match_copy.py): products MatMul cannot take become
Einsum, stages that copy with an offset become Slice and Pad; copies that are near-misses of a
slice become Gathers (match_gather.py), other near-misses stay eOperators; every
instantiation equals its expression exactly."""

import pytest

pytest.importorskip("tvm")

from verified_opt.check.instantiation import check_instantiation
from verified_opt.derive.expr import Access, Iter, Mul, Scope, Tensor, var
from verified_opt.derive.instantiate import instantiate
from verified_opt.derive.match_copy import match_copy, match_einsum

i, j, k, h, w = map(var, "ijkhw")
A, B, C = Tensor("A", (3, 4)), Tensor("B", (4,)), Tensor("C", (3,))


def _kinds(root):
    return [kd for _, kd in instantiate(root, "Y", "p", {}).kinds]


@pytest.mark.parametrize("root,eq", [
    # three operands
    (Scope((Iter("i", 0, 3),), (Iter("k", 0, 4),),
           Mul(Mul(Access(A, (i, k)), Access(B, (k,))), Access(C, (i,)))), "ab,b,a->a"),
    # a sum only one operand reads
    (Scope((Iter("i", 0, 3), Iter("j", 0, 4)), (Iter("k", 0, 4),),
           Mul(Access(A, (i, k)), Access(B, (j,)))), "ac,b->ab"),
])
def test_products_matmul_cannot_take_are_einsum(root, eq):
    f = match_einsum(root)
    assert f is not None and f.equation == eq
    assert _kinds(root) == ["Einsum"]
    assert check_instantiation(root, set())[0]


@pytest.mark.parametrize("root", [
    # a shifted read
    Scope((Iter("i", 0, 3),), (Iter("k", 0, 4),), Mul(Access(A, (i, k + 1)), Access(B, (k,)))),
    # a loop no operand reads
    Scope((Iter("i", 0, 3), Iter("j", 0, 2)), (Iter("k", 0, 4),),
          Mul(Access(A, (i, k)), Access(B, (k,)))),
    # a sum range shorter than the dimension
    Scope((Iter("i", 0, 3),), (Iter("k", 0, 3),), Mul(Access(A, (i, k)), Access(B, (k,)))),
])
def test_einsum_near_misses_stay_eoperators(root):
    assert match_einsum(root) is None
    assert _kinds(root) == ["EOperator"]
    assert check_instantiation(root, set())[0]


X = Tensor("X", (5, 7))


@pytest.mark.parametrize("root,kind", [
    (Scope((Iter("h", 0, 5), Iter("w", 0, 9)), (), Access(X, (h, w - 1))), "Pad"),
    (Scope((Iter("h", 0, 3), Iter("w", 0, 4)), (), Access(X, (h + 1, w + 2))), "Slice"),
    (Scope((Iter("h", -2, 4), Iter("w", 0, 4)), (), Access(X, (h, 2 * w + 1))), "Slice+Pad"),
    (Scope((Iter("w", 0, 10),), (), Access(X, (2, w - 2))), "Slice+Pad"),
])
def test_offset_copies_are_slice_and_pad(root, kind):
    f = match_copy(root)
    assert f is not None and f.kind == kind
    assert _kinds(root) == [kind]
    assert check_instantiation(root, set())[0]


@pytest.mark.parametrize("root", [
    Scope((Iter("h", 0, 3), Iter("w", 0, 4)), (), Access(X, (h + w, w))),   # a window
    Scope((Iter("w", 0, 4), Iter("h", 0, 3)), (), Access(X, (h + 1, w))),   # dims swapped
    Scope((Iter("h", 0, 3), Iter("w", 0, 4)), (), Access(X, (h, w // 2))),  # a division
])
def test_copy_near_misses_are_gathers_not_slices(root):
    assert match_copy(root) is None
    assert _kinds(root) == ["Gather"]   # match_gather.py: a table of indices
    assert check_instantiation(root, set())[0]
