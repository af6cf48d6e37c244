"""Lowering ONNX operators to expressions: every lowered node, evaluated exactly on integers,
equals ONNX Runtime's output on the same (integer-valued float32) inputs."""

from __future__ import annotations

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import helper

from verified_opt.derive.evaluate import evaluate
from verified_opt.derive.expr import (
    Access,
    Add,
    ExprError,
    Iter,
    Scope,
    Tensor,
    from_json,
    to_json,
)
from verified_opt.derive.lower import LowerError, g2bmm, gbmm, lower_node, sum_pool

RNG = np.random.default_rng(20240517)


def _node(op: str, inputs: list[str], **attrs) -> onnx.NodeProto:
    return helper.make_node(op, inputs, ["Y"], name=f"the_{op.lower()}", **attrs)


def _ort(node: onnx.NodeProto, feeds: dict[str, np.ndarray]) -> np.ndarray:
    ins = [helper.make_tensor_value_info(k, onnx.TensorProto.FLOAT, v.shape)
           for k, v in feeds.items()]
    out = helper.make_tensor_value_info("Y", onnx.TensorProto.FLOAT, None)
    graph = helper.make_graph([node], "g", ins, [out])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = opts.inter_op_num_threads = 1
    sess = ort.InferenceSession(model.SerializeToString(), opts,
                                providers=["CPUExecutionProvider"])
    return sess.run(None, feeds)[0]


def _ints(shapes: dict[str, tuple[int, ...]]) -> dict[str, np.ndarray]:
    return {k: RNG.integers(-4, 5, size=s, dtype=np.int64) for k, s in shapes.items()}


def _check(node: onnx.NodeProto, shapes: dict[str, tuple[int, ...]]) -> Scope:
    """lower_node(node) evaluated on random integers equals ONNX Runtime, exactly."""
    ints = _ints(shapes)
    expr = lower_node(node, shapes)
    got = _evaluate(expr, ints)
    ref = _ort(node, {k: v.astype(np.float32) for k, v in ints.items()})
    assert got.dtype == np.int64
    assert np.all(ref == np.round(ref)), "ORT output not integral: test sums are not exact"
    assert got.shape == ref.shape, (expr.text, got.shape, ref.shape)
    assert np.array_equal(got, ref.astype(np.int64)), expr.text
    assert all(i.lo == 0 for i in expr.loops)
    assert expr.name == "Y"
    # the expression survives a JSON round trip with the same value
    assert np.array_equal(_evaluate(from_json(to_json(expr)), ints), got)
    return expr


def _evaluate(expr: Scope, ints: dict[str, np.ndarray]) -> np.ndarray:
    """evaluate(expr), also for a scalar (no loops), which evaluate.py cannot reshape: there
    the same body is evaluated under one extra loop of extent 1."""
    if expr.loops:
        return evaluate(expr, ints)
    one = Scope((Iter("u", 0, 1),), expr.sums, expr.body, expr.name)
    return evaluate(one, ints).reshape(())


# ------------------------------------------------------------------------------ Conv

CONV_CASES = [
    # (id, X shape, W shape, attrs)
    ("3x3_pad1", (1, 3, 6, 6), (4, 3, 3, 3), {"pads": [1, 1, 1, 1]}),
    ("no_pad", (2, 2, 5, 6), (3, 2, 3, 3), {}),
    ("stride2_asym_pads", (1, 3, 7, 6), (4, 3, 3, 3), {"strides": [2, 2], "pads": [0, 1, 2, 1]}),
    ("dilation2", (1, 2, 8, 7), (3, 2, 3, 3), {"dilations": [2, 2], "pads": [2, 1, 2, 0]}),
    ("stride2_dilation2", (1, 2, 9, 9), (2, 2, 3, 2),
     {"strides": [2, 1], "dilations": [2, 2], "pads": [1, 2, 0, 1]}),
    ("rect_kernel_stride_hw", (1, 2, 6, 8), (3, 2, 2, 3),
     {"strides": [1, 3], "pads": [1, 0, 0, 2]}),
    ("1x1_stride2", (1, 4, 5, 5), (6, 4, 1, 1), {"strides": [2, 2]}),
    ("groups2", (1, 4, 5, 5), (6, 2, 3, 3), {"group": 2, "pads": [1, 1, 1, 1]}),
    ("groups2_stride2", (2, 6, 6, 5), (4, 3, 2, 2), {"group": 2, "strides": [2, 2]}),
    ("depthwise", (1, 4, 6, 6), (4, 1, 3, 3), {"group": 4, "pads": [1, 1, 1, 1]}),
    ("depthwise_mult2", (1, 3, 5, 5), (6, 1, 3, 3), {"group": 3, "dilations": [2, 1]}),
    ("valid", (1, 2, 7, 6), (3, 2, 3, 2), {"auto_pad": "VALID", "strides": [2, 2]}),
    ("same_upper_s1", (1, 2, 5, 6), (3, 2, 3, 4), {"auto_pad": "SAME_UPPER"}),
    ("same_lower_s1", (1, 2, 5, 6), (3, 2, 3, 4), {"auto_pad": "SAME_LOWER"}),
    ("same_upper_s2_odd", (1, 2, 7, 8), (3, 2, 4, 3),
     {"auto_pad": "SAME_UPPER", "strides": [2, 2]}),
    ("same_lower_s2_odd", (1, 2, 7, 8), (3, 2, 4, 3),
     {"auto_pad": "SAME_LOWER", "strides": [2, 2]}),
    ("same_upper_k_lt_s", (1, 1, 7, 6), (2, 1, 1, 1), {"auto_pad": "SAME_UPPER",
                                                         "strides": [4, 4]}),
    ("same_lower_k_lt_s", (1, 1, 7, 6), (2, 1, 1, 1), {"auto_pad": "SAME_LOWER",
                                                         "strides": [4, 4]}),
    ("kernel_shape_attr", (1, 2, 5, 5), (2, 2, 3, 3), {"kernel_shape": [3, 3]}),
    ("1d", (2, 3, 11), (4, 3, 3), {"strides": [2], "dilations": [2], "pads": [2, 1]}),
    ("1d_groups", (1, 4, 9), (4, 2, 2), {"group": 2, "pads": [0, 1]}),
    ("3d", (1, 2, 4, 5, 4), (2, 2, 2, 3, 2),
     {"strides": [1, 2, 1], "pads": [1, 1, 0, 0, 1, 1], "dilations": [1, 1, 2]}),
]


@pytest.mark.parametrize("bias", [False, True], ids=["nobias", "bias"])
@pytest.mark.parametrize("xs,ws,attrs", [c[1:] for c in CONV_CASES],
                         ids=[c[0] for c in CONV_CASES])
def test_conv_matches_ort(xs, ws, attrs, bias):
    shapes = {"X": xs, "W": ws}
    if bias:
        shapes["B"] = (ws[0],)
    expr = _check(_node("Conv", list(shapes), **attrs), shapes)
    if bias:
        assert expr.sums == ()
        assert isinstance(expr.body, Add)
        stage_read, bias_read = expr.body.a, expr.body.b
        assert isinstance(stage_read.src, Scope) and stage_read.src.name == "conv"
        assert stage_read.src.sums
        assert [ix.text for ix in stage_read.index] == [i.name for i in expr.loops]
        assert bias_read == Access(Tensor("B", (ws[0],)), (stage_read.index[1],))


def _random_conv_config(rng: np.random.Generator, transpose: bool):
    nd = int(rng.integers(1, 3))
    g = int(rng.choice([1, 2]))
    cg, fg = int(rng.integers(1, 3)), int(rng.integers(1, 3))
    k = [int(rng.integers(1, 4)) for _ in range(nd)]
    strides = [int(rng.integers(1, 4)) for _ in range(nd)]
    dils = [int(rng.integers(1, 3)) for _ in range(nd)]
    pads = [int(rng.integers(0, 3)) for _ in range(2 * nd)]
    x = (int(rng.integers(1, 3)), cg * g) + tuple(int(rng.integers(2, 7)) for _ in range(nd))
    attrs = {"strides": strides, "dilations": dils, "pads": pads, "group": g}
    if transpose:
        w = (cg * g, fg) + tuple(k)
        attrs["output_padding"] = [int(rng.integers(0, s)) for s in strides]
        f = fg * g
    else:
        w = (fg * g, cg) + tuple(k)
        f = fg * g
    return x, w, f, attrs


@pytest.mark.parametrize("transpose", [False, True], ids=["Conv", "ConvTranspose"])
def test_random_conv_configs_match_ort(transpose):
    """A seeded sweep over ranks, groups, kernels, strides, dilations, pads (and
    output_padding): 40 configurations each, with and without bias."""
    rng = np.random.default_rng(7 + transpose)
    op = "ConvTranspose" if transpose else "Conv"
    checked = 0
    while checked < 40:
        xs, ws, f, attrs = _random_conv_config(rng, transpose)
        shapes = {"X": xs, "W": ws} | ({"B": (f,)} if checked % 2 else {})
        try:
            lower_node(_node(op, list(shapes), **attrs), shapes)
        except LowerError as e:
            assert "empty" in str(e)
            continue
        _check(_node(op, list(shapes), **attrs), shapes)
        checked += 1


def test_conv_expression_form():
    shapes = {"I": (1, 4, 6, 6), "K": (8, 4, 3, 3)}
    e = lower_node(helper.make_node("Conv", ["I", "K"], ["O"], pads=[1, 1, 1, 1]), shapes)
    assert e.text == ("L<n:0:1, f:0:8, h:0:6, w:0:6> Σ<c:0:4, r:0:3, s:0:3> "
                      "I[n, c, h+r-1, s+w-1] * K[f, c, r, s]")
    assert e.name == "O"
    g = lower_node(helper.make_node("Conv", ["I", "K"], ["O"], group=2, strides=[2, 1],
                                    pads=[0, 2, 0, 0]), {"I": (1, 4, 6, 6), "K": (8, 2, 3, 3)})
    assert g.text == ("L<n:0:1, f:0:8, h:0:2, w:0:6> Σ<c:0:2, r:0:3, s:0:3> "
                      "I[n, c+2*(f)//4, 2*h+r, s+w-2] * K[f, c, r, s]")


def test_a_1x1_kernel_is_no_sum():
    """A 1x1 Conv is a product over c only (W read at index 0 on its unit axes); a 3x1 one
    sums over c and its 3 rows only (index 0 on its unit axis); unit_sums=True is the
    lowering before (sums of extent 1). Both equal ORT."""
    shapes = {"I": (1, 4, 5, 5), "K": (8, 4, 1, 1)}
    node = helper.make_node("Conv", ["I", "K"], ["O"])
    e = lower_node(node, shapes)
    assert e.text == "L<n:0:1, f:0:8, h:0:5, w:0:5> Σ<c:0:4> I[n, c, h, w] * K[f, c, 0, 0]"
    old = lower_node(node, shapes, unit_sums=True)
    assert old.text == ("L<n:0:1, f:0:8, h:0:5, w:0:5> Σ<c:0:4, r:0:1, s:0:1> "
                        "I[n, c, h+r, s+w] * K[f, c, r, s]")
    vals = {"I": RNG.integers(-5, 6, (1, 4, 5, 5)), "K": RNG.integers(-5, 6, (8, 4, 1, 1))}
    assert np.array_equal(evaluate(e, vals), evaluate(old, vals))
    _check(_node("Conv", ["X", "W"], pads=[1, 0, 1, 0]), {"X": (1, 3, 6, 5), "W": (2, 3, 3, 1)})
    k31 = lower_node(helper.make_node("Conv", ["I", "K"], ["O"], pads=[1, 0, 1, 0]),
                     {"I": (1, 4, 5, 5), "K": (8, 4, 3, 1)})
    assert k31.text == ("L<n:0:1, f:0:8, h:0:5, w:0:5> Σ<c:0:4, r:0:3> I[n, c, h+r-1, w] * "
                        "K[f, c, r, 0]")
    k31_old = lower_node(helper.make_node("Conv", ["I", "K"], ["O"], pads=[1, 0, 1, 0]),
                         {"I": (1, 4, 5, 5), "K": (8, 4, 3, 1)}, unit_sums=True)
    assert [i.name for i in k31_old.sums] == ["c", "r", "s"]
    vals = {"I": RNG.integers(-5, 6, (1, 4, 5, 5)), "K": RNG.integers(-5, 6, (8, 4, 3, 1))}
    assert np.array_equal(evaluate(k31, vals), evaluate(k31_old, vals))


# ------------------------------------------------------------------------------ ConvTranspose

CONVT_CASES = [
    ("basic", (1, 3, 4, 4), (3, 2, 3, 3), {}),
    ("stride2", (1, 2, 3, 4), (2, 3, 3, 3), {"strides": [2, 2]}),
    ("stride2_pads_outpad", (1, 2, 4, 3), (2, 2, 3, 3),
     {"strides": [2, 2], "pads": [1, 0, 1, 2], "output_padding": [1, 1]}),
    ("stride3_outpad2", (1, 2, 3, 3), (2, 2, 2, 3), {"strides": [3, 2], "output_padding": [2, 1]}),
    ("dilation2", (1, 2, 4, 4), (2, 3, 3, 2), {"dilations": [2, 2], "pads": [1, 1, 0, 2]}),
    ("dilation2_stride2", (1, 2, 3, 4), (2, 2, 3, 3),
     {"dilations": [2, 1], "strides": [2, 2], "pads": [1, 1, 1, 1], "output_padding": [1, 0]}),
    ("groups2", (1, 4, 3, 3), (4, 3, 3, 3), {"group": 2, "strides": [2, 2], "pads": [1, 1, 1, 1],
                                                 "output_padding": [1, 1]}),
    ("depthwise", (1, 3, 4, 4), (3, 1, 3, 3), {"group": 3, "strides": [2, 2]}),
    ("groups2_dilation2", (1, 4, 3, 3), (4, 2, 2, 2), {"group": 2, "dilations": [2, 3]}),
    ("valid", (1, 2, 3, 3), (2, 2, 3, 3), {"auto_pad": "VALID", "strides": [2, 2]}),
    ("1d", (2, 3, 5), (3, 2, 3), {"strides": [2], "pads": [1, 0], "output_padding": [1]}),
    ("3d", (1, 2, 2, 3, 2), (2, 2, 2, 2, 3), {"strides": [2, 1, 2], "pads": [0, 1, 0, 1, 0, 1]}),
]


@pytest.mark.parametrize("bias", [False, True], ids=["nobias", "bias"])
@pytest.mark.parametrize("xs,ws,attrs", [c[1:] for c in CONVT_CASES],
                         ids=[c[0] for c in CONVT_CASES])
def test_conv_transpose_matches_ort(xs, ws, attrs, bias):
    shapes = {"X": xs, "W": ws}
    f = ws[1] * attrs.get("group", 1)
    if bias:
        shapes["B"] = (f,)
    expr = _check(_node("ConvTranspose", list(shapes), **attrs), shapes)
    assert expr.shape[1] == f
    if bias:
        assert expr.sums == () and isinstance(expr.body, Add)
        assert expr.body.a.src.name == "conv_transpose"


def test_conv_transpose_gather_form():
    e = lower_node(helper.make_node("ConvTranspose", ["X", "W"], ["Y"], strides=[2, 2],
                                    pads=[1, 1, 1, 1]), {"X": (1, 2, 3, 3), "W": (2, 4, 3, 3)})
    assert e.text == ("L<n:0:1, f:0:4, h:0:5, w:0:5> Σ<c:0:2, ih:0:3, iw:0:3> "
                      "X[n, c, ih, iw] * W[c, f, h-2*ih+1, -2*iw+w+1]")


# ------------------------------------------------------------------------------ MatMul, Gemm

MATMUL_CASES = [
    ((4,), (4,)),
    ((4,), (4, 3)),
    ((3, 4), (4,)),
    ((3, 4), (4, 5)),
    ((2, 3, 4), (4, 5)),
    ((3, 4), (2, 4, 5)),
    ((2, 3, 4), (2, 4, 5)),
    ((2, 1, 3, 4), (3, 4, 2)),
    ((1, 3, 4), (2, 1, 4, 2)),
    ((4,), (2, 4, 3)),
    ((2, 2, 3, 4), (4,)),
    ((1, 2, 4), (1, 4, 3)),
]


@pytest.mark.parametrize("a,b", MATMUL_CASES, ids=[f"{a}@{b}" for a, b in MATMUL_CASES])
def test_matmul_matches_ort(a, b):
    expr = _check(_node("MatMul", ["A", "B"]), {"A": a, "B": b})
    assert [i.name for i in expr.sums] == ["k"]


def test_matmul_broadcast_reads_index_0():
    e = lower_node(_node("MatMul", ["A", "B"]), {"A": (2, 1, 3, 4), "B": (3, 4, 2)})
    assert e.text == ("L<b0:0:2, b1:0:3, i:0:3, j:0:2> Σ<k:0:4> A[b0, 0, i, k] * B[b1, k, j]")


GEMM_CASES = [
    ("plain", (3, 4), (4, 5), None, {}),
    ("transA", (4, 3), (4, 5), None, {"transA": 1}),
    ("transB", (3, 4), (5, 4), None, {"transB": 1}),
    ("transAB", (4, 3), (5, 4), (3, 5), {"transA": 1, "transB": 1}),
    ("C_row", (3, 4), (4, 5), (5,), {}),
    ("C_1xN", (3, 4), (4, 5), (1, 5), {}),
    ("C_Mx1", (3, 4), (4, 5), (3, 1), {"transB": 0}),
    ("C_full", (3, 4), (4, 5), (3, 5), {}),
    ("C_scalar", (3, 4), (4, 5), (), {}),
    ("C_1x1", (3, 4), (4, 5), (1, 1), {}),
    ("alpha_beta_int", (3, 4), (5, 4), (3, 1), {"alpha": 2.0, "beta": -3.0, "transB": 1}),
    ("alpha_neg_noC", (4, 3), (4, 2), None, {"alpha": -1.0, "transA": 1}),
    ("beta0", (3, 4), (4, 5), (5,), {"beta": 0.0}),
]


@pytest.mark.parametrize("a,b,c,attrs", [g[1:] for g in GEMM_CASES],
                         ids=[g[0] for g in GEMM_CASES])
def test_gemm_matches_ort(a, b, c, attrs):
    shapes = {"A": a, "B": b} | ({"C": c} if c is not None else {})
    expr = _check(_node("Gemm", list(shapes), **attrs), shapes)
    if c is not None:
        assert expr.sums == () and isinstance(expr.body, Add)
        assert expr.body.a.src.name == "gemm"


# ------------------------------------------------------------------------------ AveragePool

POOL_CASES = [
    ("k2s2", (1, 2, 6, 6), {"kernel_shape": [2, 2], "strides": [2, 2]}),
    ("k3_pad1_incl", (1, 2, 5, 6), {"kernel_shape": [3, 3], "pads": [1, 1, 1, 1],
                                        "count_include_pad": 1}),
    ("k3s2_asym_incl", (2, 1, 7, 6), {"kernel_shape": [3, 2], "strides": [2, 2],
                                          "pads": [0, 1, 2, 0], "count_include_pad": 1}),
    ("same_upper_incl", (1, 2, 7, 6), {"kernel_shape": [2, 3], "strides": [2, 2],
                                           "auto_pad": "SAME_UPPER", "count_include_pad": 1}),
    ("valid", (1, 1, 7, 7), {"kernel_shape": [3, 3], "strides": [2, 2], "auto_pad": "VALID"}),
    ("ceil_same_as_floor", (1, 1, 7, 7),
     {"kernel_shape": [3, 3], "strides": [2, 2], "ceil_mode": 1}),
    ("1d", (1, 3, 9),
     {"kernel_shape": [3], "strides": [2], "pads": [1, 1], "count_include_pad": 1}),
]


@pytest.mark.parametrize("xs,attrs", [c[1:] for c in POOL_CASES], ids=[c[0] for c in POOL_CASES])
def test_sum_pool_matches_ort_average_pool(xs, attrs):
    node = _node("AveragePool", ["X"], **attrs)
    ints = _ints({"X": xs})
    expr, div = sum_pool(node, {"X": xs})
    assert div == int(np.prod(attrs["kernel_shape"]))
    total = evaluate(expr, ints)
    ref = _ort(node, {"X": ints["X"].astype(np.float32)})
    assert total.shape == ref.shape
    assert np.array_equal(total.astype(np.float32) / np.float32(div), ref)
    assert np.array_equal(np.round(ref.astype(np.float64) * div).astype(np.int64), total)


# ------------------------------------------------------------------------------ Longformer

def _g2bmm_ref(q, k, w, d):
    bs, m, _ = q.shape
    out = np.zeros((bs, m, 2 * w + 1), dtype=np.int64)
    for b in range(bs):
        for i in range(m):
            for j in range(2 * w + 1):
                row = i + (j - w) * d
                if 0 <= row < m:
                    out[b, i, j] = int(np.dot(q[b, i], k[b, row]))
    return out


def _gbmm_ref(p, v, w, d):
    bs, m, _ = p.shape
    out = np.zeros((bs, m, v.shape[2]), dtype=np.int64)
    for b in range(bs):
        for i in range(m):
            for j in range(2 * w + 1):
                row = i + (j - w) * d
                if 0 <= row < m:
                    out[b, i] += p[b, i, j] * v[b, row]
    return out


@pytest.mark.parametrize("w,d", [(0, 1), (1, 1), (2, 1), (2, 2), (3, 3), (4, 1)])
def test_g2bmm_and_gbmm_match_loops(w, d):
    bs, m, kk = 2, 9, 3
    q, k, v = (RNG.integers(-4, 5, size=(bs, m, kk)) for _ in range(3))
    e = g2bmm(Tensor("q", (bs, m, kk)), Tensor("k", (bs, m, kk)), w, d)
    assert e.shape == (bs, m, 2 * w + 1) and e.name == "g2bmm"
    assert np.array_equal(evaluate(e, {"q": q, "k": k}), _g2bmm_ref(q, k, w, d))
    p = RNG.integers(-4, 5, size=(bs, m, 2 * w + 1))
    e2 = gbmm(Tensor("prob", p.shape), Tensor("v", (bs, m, kk)), w, d)
    assert e2.shape == (bs, m, kk) and e2.name == "gbmm"
    assert np.array_equal(evaluate(e2, {"prob": p, "v": v}), _gbmm_ref(p, v, w, d))


def test_g2bmm_form_and_bad_arguments():
    e = g2bmm(Tensor("Q", (1, 8, 4)), Tensor("K", (1, 8, 4)), 2, 3)
    assert e.text == "L<b:0:1, i:0:8, j:0:5> Σ<k:0:4> Q[b, i, k] * K[b, i+3*j-6, k]"
    with pytest.raises(LowerError, match="g2bmm"):
        g2bmm(Tensor("Q", (1, 8, 4)), Tensor("K", (1, 8, 5)), 2, 1)
    with pytest.raises(LowerError, match="dilation"):
        g2bmm(Tensor("Q", (1, 8, 4)), Tensor("K", (1, 8, 4)), 2, 0)
    with pytest.raises(LowerError, match="gbmm"):
        gbmm(Tensor("P", (1, 8, 4)), Tensor("V", (1, 8, 4)), 2, 1)


# ------------------------------------------------------------------------------ errors

ERROR_CASES = [
    ("relu", "Relu", {"X": (2, 3)}, {}, "operator Relu is not supported"),
    ("avgpool_via_lower", "AveragePool", {"X": (1, 1, 4, 4)}, {"kernel_shape": [2, 2]},
     "sum_pool"),
    ("gemm_alpha", "Gemm", {"A": (2, 3), "B": (3, 2)}, {"alpha": 0.5}, "alpha"),
    ("gemm_beta", "Gemm", {"A": (2, 3), "B": (3, 2), "C": (2,)}, {"beta": 1.5}, "beta"),
    ("gemm_bad_C", "Gemm", {"A": (2, 3), "B": (3, 4), "C": (3,)}, {}, "broadcast"),
    ("gemm_inner", "Gemm", {"A": (2, 3), "B": (2, 4)}, {}, "inner"),
    ("matmul_inner", "MatMul", {"A": (2, 3), "B": (4, 2)}, {}, "inner"),
    ("matmul_batch", "MatMul", {"A": (2, 2, 3), "B": (3, 3, 2)}, {}, "broadcast"),
    ("convT_output_shape", "ConvTranspose", {"X": (1, 1, 3, 3), "W": (1, 1, 3, 3)},
     {"output_shape": [5, 5]}, "output_shape"),
    ("convT_same", "ConvTranspose", {"X": (1, 1, 3, 3), "W": (1, 1, 3, 3)},
     {"auto_pad": "SAME_UPPER", "strides": [2, 2]}, "SAME_UPPER"),
    ("conv_same_dilated", "Conv", {"X": (1, 1, 5, 5), "W": (1, 1, 3, 3)},
     {"auto_pad": "SAME_LOWER", "dilations": [2, 2]}, "dilations"),
    ("conv_unknown_attr", "Conv", {"X": (1, 1, 5, 5), "W": (1, 1, 3, 3)}, {"foo": 1}, "foo"),
    ("conv_group", "Conv", {"X": (1, 4, 5, 5), "W": (2, 3, 3, 3)}, {"group": 2}, "group"),
    ("conv_kernel_shape", "Conv", {"X": (1, 1, 5, 5), "W": (1, 1, 3, 3)},
     {"kernel_shape": [2, 2]}, "kernel_shape"),
    ("conv_bias_shape", "Conv", {"X": (1, 1, 5, 5), "W": (2, 1, 3, 3), "B": (3,)}, {}, "bias"),
    ("conv_empty", "Conv", {"X": (1, 1, 2, 2), "W": (1, 1, 3, 3)}, {}, "empty"),
    ("conv_pads_len", "Conv", {"X": (1, 1, 5, 5), "W": (1, 1, 3, 3)}, {"pads": [1, 1]},
     "pads"),
]


@pytest.mark.parametrize("op,shapes,attrs,what", [c[1:] for c in ERROR_CASES],
                         ids=[c[0] for c in ERROR_CASES])
def test_unsupported_raises_naming_the_node(op, shapes, attrs, what):
    node = helper.make_node(op, list(shapes), ["Y"], name="bad_node", **attrs)
    with pytest.raises(LowerError, match=what) as info:
        lower_node(node, shapes)
    msg = str(info.value)
    assert "bad_node" in msg and op in msg and "\n" not in msg
    assert isinstance(info.value, ExprError)


def test_missing_shape_and_unnamed_node():
    node = helper.make_node("MatMul", ["A", "B"], ["out7"])
    with pytest.raises(LowerError, match=r"'out7' \(MatMul\).*no shape given for input 'B'"):
        lower_node(node, {"A": (2, 3)})


@pytest.mark.parametrize("attrs,what", [
    ({"kernel_shape": [3, 3], "pads": [1, 1, 1, 1]}, "count_include_pad=0"),
    ({"kernel_shape": [2, 2], "strides": [2, 2], "ceil_mode": 1}, "ceil_mode"),
    ({"strides": [2, 2]}, "kernel_shape"),
])
def test_sum_pool_rejects_variable_divisor(attrs, what):
    node = helper.make_node("AveragePool", ["X"], ["Y"], name="pool_node", **attrs)
    with pytest.raises(LowerError, match=what) as info:
        sum_pool(node, {"X": (1, 1, 5, 5)})
    assert "pool_node" in str(info.value)
    with pytest.raises(LowerError, match="AveragePool only"):
        sum_pool(helper.make_node("MaxPool", ["X"], ["Y"], name="mp", kernel_shape=[2, 2]),
                 {"X": (1, 1, 4, 4)})


@pytest.mark.parametrize("op, ws, attrs", [
    ("Conv", (2, 2, 3, 3), {"pads": [-1, 0, 0, 1]}),
    ("ConvTranspose", (2, 2, 3, 3), {"pads": [0, -1, 0, 0]}),
    ("ConvTranspose", (2, 2, 3, 3), {"strides": [1, 1], "dilations": [2, 2],
                                     "output_padding": [1, 0]}),
    ("ConvTranspose", (2, 2, 3, 3), {"strides": [2, 2], "output_padding": [2, 0]}),
])
def test_what_ort_refuses_does_not_lower(op, ws, attrs):
    """Negative pads, output_padding not below its stride: ONNX Runtime refuses the node, so
    no derivation may start from a lowering of it."""
    node = _node(op, ["X", "W"], **attrs)
    shapes = {"X": (1, 2, 5, 5), "W": ws}
    with pytest.raises(LowerError):
        lower_node(node, shapes)
    ints = _ints(shapes)
    with pytest.raises(Exception):  # noqa: B017  (ORT's own exception types)
        _ort(node, {k: v.astype(np.float32) for k, v in ints.items()})
