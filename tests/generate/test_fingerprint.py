"""Fingerprints: equal graphs collide, different graphs do not; the exact mode follows the
operators (mod p without order-based operators, exact int with them); the Conv fast path is the
reference kernel; seeds make them reproducible; the collision bound is Schwartz-Zippel's."""

from __future__ import annotations

import numpy as np
import pytest
from gen_helpers import World

from verified_opt.generate import variants as va
from verified_opt.generate.fingerprint import Fingerprinter, collision_bound
from verified_opt.ir.evaluate import eval_node, make_arith
from verified_opt.semantics.arith import PRIME


@pytest.fixture(scope="module")
def w() -> World:
    return World(["MatMul", "Add", "Mul", "Relu", "Transpose", "Concat", "Split", "Conv",
                  "MaxPool", "AveragePool", "Enlarge"])


def test_equal_graphs_collide(w):
    assoc_l = w.app("MatMul", w.app("MatMul", "x1", "w1"), "w2")
    assoc_r = w.app("MatMul", "x1", w.app("MatMul", "w1", "w2"))
    assert w.fp.value_key(assoc_l) == w.fp.value_key(assoc_r)
    dist_l = w.app("MatMul", "x1", w.app("Add", "w1", "w2"))
    dist_r = w.app("Add", w.app("MatMul", "x1", "w1"), w.app("MatMul", "x1", "w2"))
    assert w.fp.value_key(dist_l) == w.fp.value_key(dist_r)
    tt = w.app("Transpose10", w.app("Transpose10", "x1"))
    assert w.fp.value_key(tt) == w.fp.value_key(w.v["x1"])
    rr = w.app("Relu", w.app("Relu", "i1"))
    assert w.fp.value_key(rr) == w.fp.value_key(w.app("Relu", "i1"))
    # a multi-output graph and its merged form: (x1 w1, x1 w2) vs Split(x1 (w1|w2))
    a, b = w.app("MatMul", "x1", "w1"), w.app("MatMul", "x1", "w2")
    merged = w.outputs("Split1", w.app("MatMul", "x1", w.app("Concat1", "w1", "w2")))
    assert w.fp.graph_key((a, b)) == w.fp.graph_key(merged)
    assert w.fp.match_outputs((a, b), merged) == [(a, merged[0]), (b, merged[1])]


def test_different_graphs_do_not_collide(w):
    values = [w.app("MatMul", "x1", "w1"), w.app("MatMul", "x1", "w2"),
              w.app("MatMul", "w1", "w2"), w.app("MatMul", "w2", "w1"),
              w.app("Add", "x1", "x2"), w.app("Mul", "x1", "x2"), w.app("Relu", "x1"),
              w.app("Transpose10", "w1"), w.v["w1"], w.app("Conv_s1_same", "i1", "k1"),
              w.app("Conv_s1_same_relu", "i1", "k1"), w.app("MaxPool3x3", "i1"),
              w.app("AveragePool3x3", "i1"),
              w.app("Conv_s1_same", "i1", w.app("Enlarge3x3", "u1")),
              w.app("Conv_s1_valid", "i1", "u1")]
    keys = [w.fp.value_key(v) for v in values]
    assert None not in keys
    # Conv with a zero-padded 1x1 kernel and "same" pads equals the 1x1 Conv: one collision.
    assert keys[13] == keys[14]
    assert len(set(keys)) == len(keys) - 1


def test_mode_follows_the_operators(w):
    assert w.fp.primary(w.app("MatMul", "x1", "w1")) == "mod"
    assert w.fp.primary(w.app("AveragePool3x3", "i1")) == "mod"
    relu = w.app("Relu", w.app("MatMul", "x1", "w1"))
    assert w.fp.primary(relu) == "int"
    assert w.fp.value_key(relu)[0] == "int"
    # the int data of an order-free operand is computed on demand
    assert w.fp.digest(w.app("MatMul", "x1", "w1"), "int") is not None


def test_conv_fast_path_is_the_reference_kernel(w):
    rng = np.random.default_rng(3)
    for name in [v.name for v in va.all_variants() if v.family == "Conv"]:
        for kernel in ("k1", "u1"):
            made = w.u.apply(w.variants[name], (w.v["i1"], w.v[kernel]))
            if made is None:
                continue
            conv = w.u.nodes[made[0]]
            gnode, ctx, _ = w.u.concrete_of(conv.id)[1]
            x = rng.integers(-50, 50, ctx.types[0].shape)
            k = rng.integers(-50, 50, ctx.types[1].shape)
            for mode in ("mod", "int"):
                ar = make_arith(mode)
                ref = eval_node(gnode, [x, k], ctx, ar)[0]
                fast = w.fp._conv(ar, conv.attrs, x, k, None)
                if mode == "mod":
                    ref, fast = np.mod(ref, PRIME), np.mod(fast, PRIME)
                assert np.array_equal(ref, fast), (name, kernel, mode)


def test_seeds_are_reproducible():
    a, b, c = World(["MatMul"], seed=1), World(["MatMul"], seed=1), World(["MatMul"], seed=2)
    keys = [x.fp.value_key(x.app("MatMul", "x1", "w1")) for x in (a, b, c)]
    assert keys[0] == keys[1] != keys[2]


def test_collision_bound():
    b = collision_bound(max_ops=3, draws=2, assignments=2, graphs=1000)
    assert b.max_degree == 4
    assert b.per_pair_mod == pytest.approx((4 / PRIME) ** 2)
    assert b.union_mod == pytest.approx((4 / PRIME) ** 2 * 1000 * 999 / 2)
    assert b.union_mod < 1e-11
    assert "no formal bound" in b.note


def test_fingerprinter_draws_per_assignment():
    w = World(["MatMul"])
    fp = Fingerprinter(w.u, seed=0, draws=3)
    data = fp.data(w.v["x1"], "mod")
    assert len(data) == 3 * len(w.u.assignments)
    assert all(0 <= int(a.min()) and int(a.max()) < PRIME for a in data)
