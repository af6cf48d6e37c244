"""Gemm matcher (derive/match_gemm.py): a lowered Gemm comes back as one Gemm node with its
transA, transB, alpha, beta and C; derived 2-D products take Gemm where MatMul would need a
Transpose or cannot scale; near-misses do not match; a wrong attribute fails the exact check."""

import dataclasses

import numpy as np
import pytest
from onnx import helper

pytest.importorskip("tvm")

from verified_opt.api.derivations import node_model
from verified_opt.backends.hybrid import HybridSession
from verified_opt.backends.ort import session
from verified_opt.check.instantiation import check_instantiation
from verified_opt.derive import match_gemm
from verified_opt.derive.expr import Access, Add, Const, Iter, Mul, Scope, Tensor, var
from verified_opt.derive.instantiate import flatten, instantiate, match_matmul, subgraph_model
from verified_opt.derive.lower import lower_node

i, j, k = var("i"), var("j"), var("k")


def _attrs(node):
    return {a.name: helper.get_attribute_value(a) for a in node.attribute}


GEMMS = [
    ({"transA": 1}, (4, 3), (4, 5), None),
    ({"transB": 1, "alpha": 2.0}, (3, 4), (5, 4), None),
    ({"transA": 1, "transB": 1}, (4, 3), (5, 4), (5,)),
    ({"beta": 3.0}, (3, 4), (4, 5), (3, 5)),
    ({"alpha": -1.0, "beta": 2.0, "transB": 1}, (3, 4), (5, 4), (1, 5)),
    ({"transA": 1}, (4, 3), (4, 5), (3, 1)),
]


@pytest.mark.parametrize("attrs,sa,sb,sc", GEMMS)
@pytest.mark.parametrize("const_b", [False, True])
def test_lowered_gemm_instantiates_to_the_same_gemm(attrs, sa, sb, sc, const_b):
    ins = ["A", "B"] + (["C"] if sc else [])
    node = helper.make_node("Gemm", ins, ["Y"], name="g", **attrs)
    shapes = {"A": sa, "B": sb} | ({"C": sc} if sc else {})
    root = lower_node(node, shapes)
    rng = np.random.default_rng(0)
    vals = {x: rng.integers(-4, 5, size=shapes[x]).astype(np.float32) for x in ins}
    consts = {"B": vals["B"]} if const_b else {}
    inst = instantiate(root, "Y", "p", consts)
    assert [n.op_type for n in inst.nodes] == ["Gemm"] and inst.kinds == [("Y", "Gemm")]
    got = _attrs(inst.nodes[0])
    assert got["transA"] == attrs.get("transA", 0) and got["transB"] == attrs.get("transB", 0)
    assert got["alpha"] == attrs.get("alpha", 1.0)
    assert list(inst.nodes[0].input) == ins
    if sc:
        assert got["beta"] == attrs.get("beta", 1.0)
    # the instantiation against ONNX Runtime's own Gemm node on the same values
    model = subgraph_model(root, inst, "Y", consts)
    feeds = {x: v for x, v in vals.items() if x not in consts}
    want = session(node_model(node, shapes, consts, root.shape)).run(None, feeds)[0]
    np.testing.assert_array_equal(HybridSession(model).run(feeds)[0], want)
    assert check_instantiation(root, set(consts))[0]


A, B, BT = Tensor("A", (3, 4)), Tensor("B", (4, 5)), Tensor("BT", (5, 4))
LOOPS, SUM = (Iter("i", 0, 3), Iter("j", 0, 5)), (Iter("k", 0, 4),)


def test_a_plain_product_stays_matmul_and_a_transposed_input_takes_gemm():
    # Gemm without C, alpha 1, no transposes: MatMul, as before
    plain = lower_node(helper.make_node("Gemm", ["A", "B"], ["Y"]), {"A": (3, 4), "B": (4, 5)})
    assert [kd for _, kd in instantiate(plain, "Y", "p", {}).kinds] == ["MatMul"]
    # B read transposed: MatMul would need a Transpose of B at run time, Gemm's transB does not
    tb = Scope(LOOPS, SUM, Mul(Access(BT, (j, k)), Access(A, (i, k))))
    inst = instantiate(tb, "Y", "p", {})
    assert [n.op_type for n in inst.nodes] == ["Gemm"]
    assert list(inst.nodes[0].input) == ["A", "BT"] and _attrs(inst.nodes[0])["transB"] == 1
    assert check_instantiation(tb, set())[0]
    # the same with BT a constant: MatMul (BT re-laid out once, no run-time Transpose)
    assert [kd for _, kd in instantiate(tb, "Y", "p", {"BT": np.ones((5, 4))}).kinds] == [
        "MatMul"]


def test_the_output_transposed_swaps_the_operands():
    """L<j, i> Σk A[i, k] * B[k, j] = (A B)^T = B^T A^T: Gemm(B, A, transA, transB)."""
    root = Scope((Iter("j", 0, 5), Iter("i", 0, 3)), SUM,
                 Mul(Const(3), Mul(Access(A, (i, k)), Access(B, (k, j)))))
    f = match_gemm.match_gemm(root)
    assert f is not None and (f.a.name, f.b.name, f.trans_a, f.trans_b, f.alpha) == (
        "B", "A", 1, 1, 3)
    assert [kd for _, kd in instantiate(root, "Y", "p", {}).kinds] == ["Gemm"]
    assert check_instantiation(root, set())[0]


def test_a_scaled_product_is_not_matmul():
    """MatMul cannot scale: a product with a constant factor is Gemm's alpha, never a MatMul
    that drops the factor."""
    root = Scope(LOOPS, SUM, Mul(Const(2), Mul(Access(A, (i, k)), Access(B, (k, j)))))
    assert match_matmul(root) is None
    assert [kd for _, kd in instantiate(root, "Y", "p", {}).kinds] == ["Gemm"]
    assert check_instantiation(root, set())[0]


@pytest.mark.parametrize("root", [
    # a shifted read
    Scope(LOOPS, SUM, Mul(Access(A, (i, k)), Access(B, (k, j + 1)))),
    # a partial sum
    Scope(LOOPS, (Iter("k", 0, 3),), Mul(Access(A, (i, k)), Access(B, (k, j)))),
    # one operand reads both loops
    Scope((Iter("i", 0, 3), Iter("j", 0, 3)), SUM,
          Mul(Access(Tensor("S", (3, 3, 4)), (i, j, k)), Access(Tensor("V", (4,)), (k,)))),
    # a sum of products
    Scope(LOOPS, SUM, Add(Mul(Access(A, (i, k)), Access(B, (k, j))), Access(B, (k, j)))),
], ids=["shifted", "partial sum", "matrix-vector", "sum"])
def test_gemm_near_misses(root):
    assert match_gemm.match_gemm(root) is None
    assert "Gemm" not in [kd for _, kd in instantiate(root, "Y", "p", {}).kinds]
    assert check_instantiation(root, set())[0]


@pytest.mark.parametrize("c_index,c_shape,fused", [
    ((i,), (3,), False),       # along i alone: Gemm's C broadcasts from the right
    ((j, i), (5, 3), False),   # transposed
    ((2,), (5,), False),       # a constant index into a dimension that is not 1
    ((0, j), (1, 5), True),    # a broadcast row: Gemm's C
    ((0,), (1,), True),        # a broadcast scalar: Gemm's C
])
def test_a_bias_gemm_cannot_take_stays_a_separate_add(c_index, c_shape, fused):
    c = Tensor("C", c_shape)
    prod = Scope(LOOPS, SUM, Mul(Const(2), Mul(Access(A, (i, k)), Access(B, (k, j)))), "T")
    root = Scope(LOOPS, (), Add(Access(prod, (i, j)), Access(c, c_index)))
    assert (match_gemm.match_gemm_bias(flatten(root)) is not None) == fused
    inst = instantiate(root, "Y", "p", {})
    assert [kd for _, kd in inst.kinds] == (["Gemm"] if fused else ["Gemm", "EOperator"])
    assert check_instantiation(root, set())[0]


@pytest.mark.parametrize("field,value", [("trans_a", 1), ("trans_b", 1), ("alpha", 3)])
def test_a_wrong_attribute_fails_the_exact_check(monkeypatch, field, value):
    node = helper.make_node("Gemm", ["A", "B", "C"], ["Y"], name="g", alpha=2.0, transB=0)
    root = lower_node(node, {"A": (4, 4), "B": (4, 4), "C": (4,)})
    assert check_instantiation(root, set())[0]
    real = match_gemm.match_gemm

    def wrong(s):
        f = real(s)
        return dataclasses.replace(f, **{field: value}) if f is not None else None

    monkeypatch.setattr(match_gemm, "match_gemm", wrong)
    assert [kd for _, kd in instantiate(root, "Y", "p", {}).kinds] == ["Gemm"]
    ok, why = check_instantiation(root, set())
    assert not ok, why


def test_a_wrong_beta_fails_the_exact_check(monkeypatch):
    node = helper.make_node("Gemm", ["A", "B", "C"], ["Y"], name="g", beta=2.0)
    root = lower_node(node, {"A": (3, 4), "B": (4, 5), "C": (3, 5)})
    real = match_gemm.match_gemm_bias
    monkeypatch.setattr(match_gemm, "match_gemm_bias", lambda s: dataclasses.replace(
        real(s), beta=1) if real(s) is not None else None)
    assert [kd for _, kd in instantiate(root, "Y", "p", {}).kinds] == ["Gemm"]
    ok, why = check_instantiation(root, set())
    assert not ok, why
