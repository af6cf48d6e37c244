"""Box propagation against brute force: every output position's polynomial is extracted from
one-hot evaluations, and every box must have the single-summation-region (translation) form.

Each data-movement operator is tested behind a producer that creates cuts (a Concat seam, a
constant-padded border or a convolution's padded border), so that moving boxes is exercised,
not only the trivial whole-tensor box.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).parent))

from brute import check_grid, polynomials

from verified_opt.ir.graph import Graph, Node, TensorType
from verified_opt.ops.grid import Grid, NotMultilinear
from verified_opt.ops.reshape import reshape_cuts
from verified_opt.partial.boxes import propagate
from verified_opt.partial.program import finish
from verified_opt.partial.testing import PRIME


def program(nodes, inputs: dict, params: dict | None = None, outputs=("y",)) -> Graph:
    ns = [Node(op, tuple(i), tuple(o), a, f"n{k}") for k, (op, i, o, a) in enumerate(nodes)]
    ins = {k: TensorType(v) for k, v in inputs.items()}
    ps = {k: np.asarray(v, dtype=np.int64 if not isinstance(v, np.ndarray) else v.dtype)
          for k, v in (params or {}).items()}
    return finish(ns, ins, list(outputs), ps)


def assert_boxes_sound(g: Graph, output: str = "y", degree: int = 2) -> Grid:
    grid = propagate(g)[output].grid
    polys = polynomials(g, output, degree)
    bad = check_grid(polys, grid)
    assert not bad, bad[:3]
    return grid


def seam(shape, axis, at):
    """Concat of two inputs along an axis: a value with a seam (cut) at `at`."""
    a = list(shape)
    b = list(shape)
    a[axis], b[axis] = at, shape[axis] - at
    return ("Concat", ("p", "q"), ("s",), {"axis": axis}), {"p": tuple(a), "q": tuple(b)}


# ---- Conv ---------------------------------------------------------------------------------------
CONV_CASES = [
    {"x": (1, 2, 6, 5), "w": (2, 2, 3, 3), "pads": [1, 1, 1, 1]},
    {"x": (1, 2, 7, 6), "w": (2, 2, 3, 2), "pads": [2, 0, 1, 1], "strides": [2, 1]},
    {"x": (1, 2, 8, 6), "w": (2, 2, 3, 3), "pads": [2, 2, 2, 2], "dilations": [2, 2]},
    {"x": (2, 4, 5, 5), "w": (4, 2, 3, 3), "pads": [1, 1, 1, 1], "group": 2},
    {"x": (1, 3, 6, 6), "w": (3, 1, 2, 2), "pads": [0, 1, 1, 0], "strides": [2, 2], "group": 3},
    {"x": (1, 2, 5, 7), "w": (2, 2, 1, 3), "pads": [0, 3, 0, 3], "dilations": [1, 3]},
]


@pytest.mark.parametrize("case", CONV_CASES)
def test_conv_boxes_match_brute_force(case):
    attrs = {k: v for k, v in case.items() if k not in ("x", "w")}
    g = program([("Conv", ("x", "w"), ("y",), attrs)], {"x": case["x"], "w": case["w"]})
    assert_boxes_sound(g)


def test_conv_with_bias_and_input_seam():
    node, ins = seam((1, 2, 6, 6), 2, 2)
    g = program([node, ("Conv", ("s", "w", "b"), ("y",), {"pads": [1, 1, 1, 1]})],
                {**ins, "w": (2, 2, 3, 3), "b": (2,)})
    grid = assert_boxes_sound(g)
    assert grid.cuts[2] == (1, 2, 3, 5)  # borders, and both rows whose window meets the seam


def test_conv_interior_is_one_box():
    g = program([("Conv", ("x", "w"), ("y",), {"pads": [1, 1, 1, 1]})],
                {"x": (1, 2, 7, 7), "w": (2, 2, 3, 3)})
    grid = assert_boxes_sound(g)
    assert grid.cuts == ((), (), (1, 6), (1, 6))
    assert grid.count() == 9


# ---- MatMul / Gemm ------------------------------------------------------------------------------
@pytest.mark.parametrize("a,b", [((3, 4), (4, 2)), ((2, 3, 4), (4, 3)), ((2, 2, 3), (1, 3, 2)),
                                 ((4,), (4, 3)), ((3, 4), (4,))])
def test_matmul_boxes_match_brute_force(a, b):
    g = program([("MatMul", ("a", "b"), ("y",), {})], {"a": a, "b": b})
    assert_boxes_sound(g)


def test_matmul_with_seams_on_rows_and_columns():
    node, ins = seam((4, 3), 0, 1)
    g = program([node, ("Pad", ("b", "pads"), ("bp",), {}),
                 ("MatMul", ("s", "bp"), ("y",), {})],
                {**ins, "b": (3, 2)}, {"pads": [0, 1, 0, 1]})
    grid = assert_boxes_sound(g)
    assert grid.cuts == ((1,), (1, 3))


@pytest.mark.parametrize("ta,tb", [(0, 0), (1, 0), (0, 1), (1, 1)])
def test_gemm_boxes_match_brute_force(ta, tb):
    a = (3, 4) if not ta else (4, 3)
    b = (4, 2) if not tb else (2, 4)
    g = program([("Gemm", ("a", "b", "c"), ("y",), {"transA": ta, "transB": tb})],
                {"a": a, "b": b, "c": (1, 2)})
    assert_boxes_sound(g)


def test_gemm_with_seams():
    node, ins = seam((4, 3), 1, 1)  # A is (4, 3) with a seam on columns: rows of A^T
    g = program([node, ("Gemm", ("s", "b", "c"), ("y",), {"transA": 1}),],
                {**ins, "b": (4, 2), "c": (2,)})
    grid = assert_boxes_sound(g)
    assert grid.cuts == ((1,), ())


# ---- data movement -------------------------------------------------------------------------------
def _after_seam(op_nodes, shape, axis, at, params=None, degree=1):
    node, ins = seam(shape, axis, at)
    g = program([node] + op_nodes, ins, params)
    return assert_boxes_sound(g, degree=degree)


@pytest.mark.parametrize("perm", [[1, 0, 2], [2, 0, 1], [0, 2, 1]])
def test_transpose(perm):
    grid = _after_seam([("Transpose", ("s",), ("y",), {"perm": perm})], (3, 4, 5), 1, 3)
    assert grid.cuts[perm.index(1)] == (3,)


@pytest.mark.parametrize("shape,target,axis,at", [
    ((2, 6), (12,), 1, 2), ((2, 6), (3, 4), 1, 4), ((12,), (3, 4), 0, 5), ((12,), (2, 6), 0, 6),
    ((2, 3, 4), (6, 4), 2, 1), ((2, 3, 4), (2, 12), 1, 2), ((6, 4), (4, 6), 0, 3),
    ((4, 6), (2, 2, 6), 0, 1), ((2, 3, 2), (3, 4), 1, 1), ((1, 6, 1), (2, 3), 1, 4),
])
def test_reshape(shape, target, axis, at):
    _after_seam([("Reshape", ("s", "shape"), ("y",), {})], shape, axis, at, {"shape": target})


def test_reshape_cuts_split_is_free_merge_is_not():
    assert reshape_cuts((12,), [()], (3, 4)) == [set(), set()]  # splitting: affine everywhere
    assert reshape_cuts((3, 4), [(), ()], (12,)) == [{4, 8}]  # merging: one box per row


@pytest.mark.parametrize("op,extra,params", [
    ("Flatten", (), {}), ("Squeeze", ("axes",), {"axes": [0]}),
    ("Unsqueeze", ("axes",), {"axes": [1]}),
])
def test_flatten_squeeze_unsqueeze(op, extra, params):
    attrs = {"axis": 2} if op == "Flatten" else {}
    _after_seam([(op, ("s",) + extra, ("y",), attrs)], (1, 3, 4), 2, 1, params)


def test_concat_seams():
    node, ins = seam((2, 5), 1, 2)
    g = program([node, ("Concat", ("s", "r"), ("y",), {"axis": 1})], {**ins, "r": (2, 3)})
    grid = assert_boxes_sound(g, degree=1)
    assert grid.cuts == ((), (2, 5))


@pytest.mark.parametrize("sizes,axis", [([2, 3], 1), ([1, 1, 3], 1), ([1, 1], 0)])
def test_split(sizes, axis):
    node, ins = seam((2, 5), 1, 3)
    outs = tuple(f"y{k}" for k in range(len(sizes)))
    g = program([node, ("Split", ("s", "split"), outs, {"axis": axis})], ins,
                {"split": sizes}, outputs=outs)
    for o in outs:
        assert_boxes_sound(g, o, degree=1)


@pytest.mark.parametrize("starts,ends,steps", [
    ([1], [6], [1]), ([0], [7], [2]), ([6], [-8], [-1]), ([5], [0], [-2]), ([1], [7], [3]),
])
def test_slice(starts, ends, steps):
    _after_seam([("Slice", ("s", "st", "en", "ax", "sp"), ("y",), {})], (2, 7), 1, 4,
                {"st": starts, "en": ends, "ax": [1], "sp": steps})


@pytest.mark.parametrize("mode,pads,value", [
    ("constant", [0, 2, 0, 1], 0.0), ("constant", [1, 1, 0, 2], 3.0),
    ("constant", [0, -1, 0, 2], 0.0), ("edge", [0, 2, 0, 2], None), ("reflect", [0, 2, 0, 3], None),
    ("wrap", [0, 3, 0, 2], None),
])
def test_pad(mode, pads, value):
    params = {"pads": pads}
    extra = ()
    if value is not None:
        params["cv"] = np.asarray(value, dtype=np.float32)
        extra = ("cv",)
    grid = _after_seam([("Pad", ("s", "pads") + extra, ("y",), {"mode": mode})], (2, 5), 1, 2,
                       params)
    assert grid.count() >= 2


@pytest.mark.parametrize("op", ["Add", "Sub", "Mul"])
def test_elementwise_broadcast(op):
    node, ins = seam((2, 4), 1, 1)
    g = program([node, (op, ("s", "r"), ("y",), {})], {**ins, "r": (1, 4)})
    assert_boxes_sound(g)


# ---- compositions and refusals ---------------------------------------------------------------
def test_conv_then_reshape_transpose_chain():
    g = program([("Conv", ("x", "w"), ("c",), {"pads": [1, 1, 1, 1]}),
                 ("Reshape", ("c", "sh"), ("r",), {}),
                 ("Transpose", ("r",), ("t",), {"perm": [1, 0, 2]}),
                 ("Pad", ("t", "pads"), ("y",), {})],
                {"x": (1, 1, 4, 4), "w": (2, 1, 3, 3)}, {"sh": [2, 4, 4], "pads": [0, 1, 0, 0, 0, 1]})
    assert_boxes_sound(g)


def test_random_chains():
    rng = np.random.default_rng(3)
    for _ in range(4):
        h = int(rng.integers(4, 7))
        p = int(rng.integers(0, 2))
        ops = [("Conv", ("x", "w"), ("c",), {"pads": [p, 1, p, 1],
                                            "strides": [int(rng.integers(1, 3)), 1]})]
        params = {}
        g0 = program(ops, {"x": (1, 1, h, 4), "w": (2, 1, 3, 3)}, outputs=("c",))
        shape = g0.types["c"].shape
        perm = [int(v) for v in rng.permutation(4)]
        ops.append(("Transpose", ("c",), ("t",), {"perm": perm}))
        tshape = [shape[k] for k in perm]
        params["sh"] = [int(np.prod(tshape[:2])), int(np.prod(tshape[2:]))]
        ops.append(("Reshape", ("t", "sh"), ("y",), {}))
        g = program(ops, {"x": (1, 1, h, 4), "w": (2, 1, 3, 3)}, params)
        assert_boxes_sound(g)


def test_products_of_shared_variables_are_refused():
    g = program([("MatMul", ("a", "a"), ("y",), {})], {"a": (3, 3)})
    with pytest.raises(NotMultilinear):
        propagate(g)


def test_sums_with_a_shared_signature_are_refused():
    # X[v] + X[perm(v)]: two linear parts for one signature; the m+1 positions would not suffice
    g = program([("Transpose", ("a",), ("t",), {"perm": [1, 0]}), ("Add", ("a", "t"), ("y",), {})],
                {"a": (3, 3)})
    with pytest.raises(NotMultilinear):
        propagate(g)


def test_a_gemm_scaled_by_zero_is_refused():
    """alpha = 0 makes every value before the Gemm vanish modulo p, while ONNX Runtime computes
    0 * (A B), NaN where an inf reaches it: a mutant wrong at a seam upstream passed every box
    test with no corrections, and its rows were finite where the source's are NaN (a red-team
    review's Conv -> Reshape -> Gemm(alpha=0) -> MatMul chain). A scale that is a multiple of
    the prime vanishes the same way, and is nonzero in float32."""
    for attrs in ({"alpha": 0.0}, {"alpha": float(PRIME)}, {"beta": float(PRIME)}):
        g = program([("Gemm", ("a", "b", "c"), ("y",), attrs)],
                    {"a": (3, 4), "b": (4, 2), "c": (3, 2)})
        with pytest.raises(NotMultilinear, match="modulo a prime"):
            propagate(g)
    propagate(program([("Gemm", ("a", "b"), ("y",), {"alpha": 2.0})],
                      {"a": (3, 4), "b": (4, 2)}))


def test_non_multilinear_operators_are_refused():
    g = program([("Relu", ("a",), ("y",), {})], {"a": (3, 3)})
    with pytest.raises(NotMultilinear):
        propagate(g)


def test_sums_over_two_views_of_one_tensor_are_refused():
    """Conv / MatMul over Concat(X, X^T): boxes of the output exist where the m+1 positions
    agree and other positions do not (brute force shows it), so propagation must refuse."""
    conv = program([("Transpose", ("x",), ("t",), {"perm": [0, 1, 3, 2]}),
                    ("Concat", ("x", "t"), ("c",), {"axis": 2}),
                    ("Conv", ("c", "w"), ("y",), {"pads": [1, 1, 1, 1]})],
                   {"x": (1, 1, 4, 4), "w": (1, 1, 3, 3)})
    mm = program([("Transpose", ("x",), ("t",), {"perm": [1, 0]}),
                  ("Concat", ("x", "t"), ("c",), {"axis": 1}),
                  ("MatMul", ("c", "w"), ("y",), {})], {"x": (3, 3), "w": (6, 2)})
    edge = program([("Pad", ("x", "pads"), ("p",), {"mode": "edge"}),
                    ("Conv", ("p", "w"), ("y",), {})],
                   {"x": (1, 1, 4, 4), "w": (1, 1, 3, 3)}, {"pads": [0, 0, 2, 0, 0, 0, 0, 0]})
    for g in (conv, mm, edge):
        with pytest.raises(NotMultilinear):
            propagate(g)
    # the grids cut-propagation alone gives (before the uniformity rule) are really unsound
    assert check_grid(polynomials(conv, "y"),
                      Grid.make((1, 1, 8, 4), [(), (), (1, 3, 4, 5, 7), (1, 3)]))
    assert check_grid(polynomials(mm, "y"), Grid.whole((3, 2)))


def test_views_of_one_tensor_are_fine_when_not_summed():
    g = program([("Transpose", ("x",), ("t",), {"perm": [1, 0]}),
                 ("Concat", ("x", "t"), ("y",), {"axis": 1})], {"x": (3, 3)})
    assert_boxes_sound(g, degree=1)


def test_boxes_of_every_depth_one_mutant_match_brute_force():
    """The generator's own programs (Reshape/Transpose round trips, Split/Concat, Pad ...)."""
    from verified_opt.partial.mutants import generate

    conv = program([("Conv", ("x", "w", "b"), ("y",), {"pads": [1, 1, 1, 1]})],
                   {"x": (2, 1, 4, 4), "w": (2, 1, 3, 3), "b": (2,)})
    mm = program([("MatMul", ("a", "b"), ("y",), {})], {"a": (2, 2, 3), "b": (3, 2)})
    labels = []
    for g in (conv, mm):
        for m in generate(g, depth=1, limit=100):
            assert_boxes_sound(m.program)
            labels.append(m.label)
    assert {"block[H,2]", "split[W]", "batch_to_space[2]", "pad_out[H]", "merge_batch",
            "transpose_ab"} <= set(labels)
