"""Models with eOperators: ORT segments and TVM kernels between them, against numpy; plain
models through HybridSession against ORT alone."""

from __future__ import annotations

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper, numpy_helper

from verified_opt.backends.hybrid import HybridSession, boundary_overhead
from verified_opt.derive.eop_onnx import (
    DOMAIN,
    eop_scope,
    is_eop,
    make_eop_node,
    opset_import,
    with_eop_domain,
)
from verified_opt.derive.evaluate import evaluate
from verified_opt.derive.expr import Access, Iter, Mul, Scope, Tensor, tensors, var

pytest.importorskip("tvm")   # hybrid imports TVM only when it compiles an eOperator

n, c, h, w, r, p, q = map(var, "nchwrpq")
RNG = np.random.default_rng(0)
X = RNG.standard_normal((1, 3, 8, 8)).astype(np.float32)
W = RNG.standard_normal((4, 3, 3, 3)).astype(np.float32)
B = RNG.standard_normal(4).astype(np.float32)
G = RNG.standard_normal((4, 3)).astype(np.float32)
V = RNG.standard_normal((2, 8)).astype(np.float32)

# E1[n,c,h,w] = Σ_r C[n,c,h+r-1,w] G[c,r]: a vertical 3-tap filter, zero padded.
C_T, G_T = Tensor("conv_out", (1, 4, 8, 8)), Tensor("g", (4, 3))
E1 = Scope((Iter("n", 0, 1), Iter("c", 0, 4), Iter("h", 0, 8), Iter("w", 0, 8)),
           (Iter("r", 0, 3),), Mul(Access(C_T, (n, c, h + r - 1, w)), Access(G_T, (c, r))))
# E2[n,p,h] = Σ_w R[n, p%4, h, w] V[p//4, w]: channels split by // and %.
R_T, V_T = Tensor("relu_out", (1, 4, 8, 8)), Tensor("v", (2, 8))
E2 = Scope((Iter("n", 0, 1), Iter("p", 0, 8), Iter("h", 0, 8)), (Iter("w", 0, 8),),
           Mul(Access(R_T, (n, p % 4, h, w)), Access(V_T, (p // 4, w))))


def conv_ref(x: np.ndarray, wt: np.ndarray, b: np.ndarray) -> np.ndarray:
    xp = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (1, 1), (1, 1)))
    hh, ww = x.shape[2:]
    out = np.zeros((x.shape[0], wt.shape[0], hh, ww))
    for i in range(3):
        for j in range(3):
            out += np.einsum("nchw,fc->nfhw", xp[:, :, i:i + hh, j:j + ww], wt[:, :, i, j])
    return out + b[None, :, None, None]


def model(with_eops: bool = True) -> onnx.ModelProto:
    """X -> Conv -> E1 -> Relu -> E2 (with eOperators); X -> Conv -> Relu (without)."""
    nodes = [helper.make_node("Conv", ["x", "w", "b"], ["conv_out"], pads=[1, 1, 1, 1])]
    if with_eops:
        nodes += [make_eop_node(E1, ["conv_out", "g"], "e1", "eop1"),
                  helper.make_node("Relu", ["e1"], ["relu_out"]),
                  make_eop_node(E2, ["relu_out", "v"], "y", "eop2")]
        out = helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 8, 8])
    else:
        nodes += [helper.make_node("Relu", ["conv_out"], ["y"])]
        out = helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 4, 8, 8])
    inits = [numpy_helper.from_array(a, nm) for a, nm in ((W, "w"), (B, "b"), (G, "g"), (V, "v"))]
    g = helper.make_graph(nodes, "hybrid", [helper.make_tensor_value_info(
        "x", TensorProto.FLOAT, [1, 3, 8, 8])], [out], initializer=inits)
    opsets = [helper.make_opsetid("", 17)] + ([opset_import()] if with_eops else [])
    return helper.make_model(g, opset_imports=opsets, ir_version=9)


@pytest.fixture(scope="module")
def hybrid() -> HybridSession:
    return HybridSession(model())


def test_eop_node_round_trip():
    m = model()
    onnx.checker.check_model(with_eop_domain(m))
    eops = [nd for nd in m.graph.node if is_eop(nd)]
    assert [nd.domain for nd in eops] == [DOMAIN, DOMAIN]
    s = eop_scope(eops[0])
    assert [x.name for x in tensors(s)] == ["in0", "in1"] and s.shape == E1.shape
    vals = {"conv_out": RNG.standard_normal(C_T.shape), "g": G.astype(np.float64)}
    assert np.array_equal(evaluate(s, {"in0": vals["conv_out"], "in1": vals["g"]}),
                          evaluate(E1, vals))


def test_hybrid_equals_numpy(hybrid):
    assert hybrid.input_names == ["x"]
    assert [st.kind for st in hybrid.steps] == ["ort", "eop", "ort", "eop"]
    (y,) = hybrid.run({"x": X})
    conv = conv_ref(X, W, B)
    e1 = evaluate(E1, {"conv_out": conv, "g": G.astype(np.float64)})
    ref = evaluate(E2, {"relu_out": np.maximum(e1, 0), "v": V.astype(np.float64)})
    assert y.shape == (1, 8, 8) and y.dtype == np.float32
    assert np.allclose(y, ref, rtol=1e-5, atol=1e-5)
    (y2,) = hybrid.run({"x": X})          # the plan runs again, same answer
    assert np.array_equal(y, y2)


def test_plain_model_is_one_ort_session():
    m = model(with_eops=False)
    sess = HybridSession(m)
    assert sess.segments == 1 and sess.steps == []
    (got,) = sess.run({"x": X})
    (want,) = ort.InferenceSession(m.SerializeToString(),
                                   providers=["CPUExecutionProvider"]).run(None, {"x": X})
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6)
    assert np.allclose(got, np.maximum(conv_ref(X, W, B), 0), rtol=1e-5, atol=1e-5)


def test_segments_group_independent_branches():
    """x -> Relu -> E -> Add(E, Sigmoid(x)): Relu and Sigmoid share the first segment, so two
    ORT segments, not three; split into one-node segments the answer is the same."""
    t = Tensor("a", (1, 4, 8, 8))
    e = Scope(E1.loops, E1.sums, Access(t, (n, c, h + r - 1, w)))
    nodes = [helper.make_node("Relu", ["x"], ["a"]),
             make_eop_node(e, ["a"], "e", "eop"),
             helper.make_node("Sigmoid", ["x"], ["s"]),
             helper.make_node("Add", ["e", "s"], ["y"])]
    vi = [helper.make_tensor_value_info(nm, TensorProto.FLOAT, [1, 4, 8, 8]) for nm in "xy"]
    m = helper.make_model(helper.make_graph(nodes, "branches", vi[:1], vi[1:]), ir_version=9,
                          opset_imports=[helper.make_opsetid("", 17), opset_import()])
    x = RNG.standard_normal((1, 4, 8, 8)).astype(np.float32)
    sess = HybridSession(m)
    assert [st.kind for st in sess.steps] == ["ort", "eop", "ort"]
    ref = evaluate(e, {"a": np.maximum(x, 0).astype(np.float64)}) + 1 / (1 + np.exp(-x))
    assert np.allclose(sess.run({"x": x})[0], ref, rtol=1e-5, atol=1e-6)
    split = HybridSession(m, segment_nodes=1)
    assert split.segments == 3
    assert np.allclose(split.run({"x": x})[0], ref, rtol=1e-5, atol=1e-6)


def test_boundary_overhead_measures():
    res = boundary_overhead(k=2, shape=(1, 8, 8, 8), repeats=5)
    assert res["segments"] == 3
    assert res["split_s"] > 0 and res["whole_s"] > 0
