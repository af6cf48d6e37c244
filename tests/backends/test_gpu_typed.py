"""The GPU plan's typed values (int64, int32, bool) on CPU: transformer models' embeddings,
masks and positions planned and run by the NumPy stand-in of the device, against ONNX Runtime
(integer and bool outputs exactly); run-time indices checked by the kernels that read them."""

from __future__ import annotations

import numpy as np
import pytest

from tests.backends.gpu_models import CONTRIB, I64, TYPED, N, model, w
from verified_opt.backends.gpu.emulate import Emulator
from verified_opt.backends.gpu.plan import PlanError, build_plan, check_no_overlap
from verified_opt.backends.ort import run_graph
from verified_opt.errors import ModelError


def run_both(case: str, seed: int = 0):
    build, draw = {**TYPED, **CONTRIB}[case]
    graph = build()
    plan = build_plan(graph)
    assert check_no_overlap(plan) == []
    feeds = draw(np.random.default_rng(seed))
    return plan, Emulator(plan).run(feeds), run_graph(graph, feeds)


@pytest.mark.parametrize("case", sorted(TYPED))
@pytest.mark.parametrize("seed", [0, 1])
def test_typed_plan_matches_ort(case, seed):
    _, got, ref = run_both(case, seed)
    assert set(got) == set(ref)
    for k in ref:
        assert got[k].dtype == ref[k].dtype and got[k].shape == ref[k].shape, k
        if ref[k].dtype.kind == "f":
            # float16: a rounding or two of values about 1 (ORT's CPU provider computes
            # float16 operators in float32 and drops the Casts around them)
            rtol, atol = (2e-3, 2e-3) if ref[k].dtype == np.float16 else (1e-5, 1e-6)
            np.testing.assert_allclose(got[k].astype(np.float32), ref[k].astype(np.float32),
                                       rtol=rtol, atol=atol, err_msg=k)
        else:
            np.testing.assert_array_equal(got[k], ref[k], err_msg=k)


def test_the_mask_is_computed_on_the_device_and_a_masked_row_is_zero():
    plan, got, _ = run_both("bert_mask")
    kernels = {s.op: s for s in plan.steps}
    assert {"Cast", "And", "Expand", "Where", "CumSum", "Equal", "Not"} <= set(kernels)
    assert kernels["Softmax"].params["nan_to"] == 0.0  # IsNaN and its Where: in the softmax
    assert kernels["And"].params["dtypes"] == ("bool", "bool", "bool")
    assert "const bool* __restrict__ in0" in kernels["And"].source
    assert "const long long* __restrict__ idx" in kernels["Gather"].source
    assert not got["probs"][1].any()  # the fully masked sequence: NaN rows made 0


def test_a_run_time_index_out_of_range_is_an_error_naming_the_node():
    build, draw = TYPED["bert_mask"]
    plan = build_plan(build())
    feeds = draw(np.random.default_rng(0))
    assert plan.checks == ["Gather"] or len(plan.checks) == 1
    for bad in (10, -11):
        feeds["ids"][1, 3] = bad
        with pytest.raises(ModelError, match="Gather .*outside its data's range"):
            Emulator(plan).run(feeds)
    feeds["ids"][1, 3] = -10  # negative, in range: row 0
    Emulator(plan).run(feeds)


def test_only_float_operators_refuse_integers():
    with pytest.raises(PlanError, match="Div .* int64 is not planned"):
        build_plan(model([N("Div", ["a", "a"], ["y"])], {"a": (I64, [3])}, [("y", I64)]))
    with pytest.raises(PlanError, match="Relu .* int64 is not planned"):
        build_plan(model([N("Relu", ["a"], ["y"])], {"a": (I64, [3])}, [("y", I64)]))
    plan = build_plan(model([N("Add", ["a", "a"], ["y"])], {"a": (I64, [3])}, [("y", I64)]))
    assert plan.steps[0].params["dtypes"] == ("int64", "int64", "int64")


def test_float_kernels_are_unchanged_by_typing():
    plan = build_plan(model([N("Add", ["x", "b"], ["y"])], {"x": [2, 3]}, ["y"], {"b": w(3)}))
    assert "dtypes" not in plan.steps[0].params
    assert "const float* __restrict__ in0" in plan.steps[0].source


def test_float_unaries_fuse_into_the_kernel_before_them():
    from tests.backends.gpu_models import CASES

    [step] = build_plan(CASES["unary_chain"]()).steps
    assert [t["fn"] for t in step.params["then"]] == ["sqrt", "reciprocal", "neg", "exp", "log",
                                                        "abs"]


def test_gather_elements_with_indices_past_the_data_on_another_axis_is_refused():
    # ORT refuses it at run time; the kernel would read past the data's buffer
    graph = model([N("GatherElements", ["x", "i"], ["y"], axis=1)],
                  {"x": [2, 3], "i": (I64, [4, 3])}, ["y"])
    with pytest.raises(PlanError, match="GatherElements .*indices .*4, 3.* data .*2, 3"):
        build_plan(graph)


def test_float_to_integer_casts_follow_onnx_runtime_out_of_range():
    """NaN, inf and values out of the target's range: ORT (x86) gives the most negative value of
    a 32-bit (or, to int64, 64-bit) integer, then wraps it to the target; PTX's conversion would
    saturate instead, so the kernel states ORT's conversion."""
    from onnx import TensorProto

    x = np.array([-1.5, np.nan, np.inf, -np.inf, 3e9, -3e9, 255.9, 2.5e19, -7.0], np.float32)
    for to, dt in ((TensorProto.UINT8, np.uint8), (TensorProto.INT8, np.int8),
                   (TensorProto.INT32, np.int32), (TensorProto.INT64, np.int64)):
        graph = model([N("Cast", ["x"], ["y"], to=to)], {"x": [9]}, [("y", to)])
        plan = build_plan(graph)
        assert "a0 != a0" in plan.steps[0].source  # NaN, stated, not left to the conversion
        got, ref = Emulator(plan).run({"x": x}), run_graph(graph, {"x": x})
        assert got["y"].dtype == dt
        np.testing.assert_array_equal(got["y"], ref["y"], err_msg=str(dt))


def test_a_constant_graph_output_has_a_buffer():
    graph = model([N("Constant", [], ["c"], value_float=2.5), N("Relu", ["x"], ["y"])],
                  {"x": [3]}, ["y", "c"])
    plan = build_plan(graph)
    got = Emulator(plan).run({"x": np.array([-1, 0, 2], np.float32)})
    assert got["c"] == np.float32(2.5) and list(got["y"]) == [0, 0, 2]


def test_a_refusal_names_the_operand_type_that_is_not_float():
    graph = model([N("Pow", ["x", "e"], ["y"])], {"x": [3], "e": (I64, [3])}, ["y"])
    with pytest.raises(PlanError, match="Pow .* of int64 is not planned"):
        build_plan(graph)


@pytest.mark.parametrize("case", sorted(CONTRIB))
def test_onnx_runtime_contrib_operators_match_ort(case):
    """ONNX Runtime's com.microsoft operators of optimum's fused models (SkipLayerNormalization
    and its Simplified form, SimplifiedLayerNormalization, the GELUs, FusedMatMul), planned and
    emulated, against ORT's own kernels (their default epsilons included)."""
    plan, got, ref = run_both(case)
    assert {s.lib for s in plan.steps} <= {"nvrtc", "cublas"}
    for k in ref:
        np.testing.assert_allclose(got[k], ref[k], rtol=2e-5, atol=2e-5, err_msg=k)


def test_skip_simplified_layernorm_default_epsilon_is_ort_s():
    """ORT's SkipSimplifiedLayerNormalization defaults to epsilon 1e-12, as its
    SkipLayerNormalization does (a mean square of 1e-8 shows it)."""
    graph = model([N("SkipSimplifiedLayerNormalization", ["x", "s", "g"], ["y"],
                     domain="com.microsoft")],
                  {"x": [2, 16], "s": [2, 16]}, ["y"], {"g": np.ones(16, np.float32)})
    rng = np.random.default_rng(0)
    feeds = {k: (1e-4 * rng.standard_normal((2, 16))).astype(np.float32) for k in ("x", "s")}
    got, ref = Emulator(build_plan(graph)).run(feeds), run_graph(graph, feeds)
    np.testing.assert_allclose(got["y"], ref["y"], rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("value", [-np.inf, np.inf, np.nan, -1.0])
def test_non_finite_and_negative_constants_are_written_as_cuda_c_knows_them(value):
    """A constant the kernel's source states (a NaN cleanup's value, a Pad's value, QuickGelu's
    alpha): inf and NaN as CUDA C spells them, a negative one without `--`."""
    from verified_opt.backends.gpu import nvrtc

    c = np.array(value, np.float32)
    cases = [model([N("Softmax", ["s"], ["p"]), N("IsNaN", ["p"], ["n"]),
                    N("Where", ["n", "c", "p"], ["y"])], {"s": [2, 4]}, ["y"], {"c": c}),
             model([N("Pad", ["x", "pads", "c"], ["y"])], {"x": [2, 3]}, ["y"],
                   {"pads": np.array([0, 1, 0, 1], np.int64), "c": c})]
    if np.isfinite(value):
        cases.append(model([N("QuickGelu", ["x"], ["y"], domain="com.microsoft",
                              alpha=float(value))], {"x": [2, 8]}, ["y"]))
    x = np.array([[0.5, -np.inf, -np.inf, -np.inf], [-np.inf] * 4], np.float32)
    for graph in cases:
        plan = build_plan(graph)
        assert len(plan.steps) == 1
        feeds = {"s": x} if "s" in graph.inputs else \
            {"x": np.linspace(-2, 2, int(np.prod(graph.inputs["x"].shape)), dtype=np.float32)
             .reshape(graph.inputs["x"].shape)}
        got, ref = Emulator(plan).run(feeds)["y"], run_graph(graph, feeds)["y"]
        np.testing.assert_allclose(got, ref, rtol=1e-6, atol=1e-7)
        if nvrtc.available():
            nvrtc.compile_plan(plan)


RESIZE = [  # (mode, coordinate, nearest, scales or None, sizes or None)
    ("nearest", "asymmetric", "floor", [1, 1, 2, 2], None),  # PyTorch's nearest
    ("nearest", "half_pixel", "round_prefer_floor", [1, 1, 1.5, 0.75], None),
    ("nearest", "half_pixel", "round_prefer_ceil", None, [1, 3, 11, 4]),
    ("nearest", "align_corners", "round_prefer_floor", None, [1, 3, 9, 13]),
    ("nearest", "tf_half_pixel_for_nn", "ceil", [1, 1, 0.5, 3], None),
    ("nearest", "pytorch_half_pixel", "round_prefer_floor", None, [1, 3, 1, 7]),
    ("linear", "half_pixel", "round_prefer_floor", [1, 1, 2, 2], None),
    ("linear", "pytorch_half_pixel", "round_prefer_floor", None, [1, 3, 13, 1]),
    ("linear", "align_corners", "round_prefer_floor", None, [1, 3, 9, 14]),
    ("linear", "asymmetric", "round_prefer_floor", [1, 1, 0.6, 2.5], None),
]


@pytest.mark.parametrize("case", range(len(RESIZE)))
@pytest.mark.parametrize("dtype", ["float32", "float16"])
def test_resize_matches_ort(case, dtype):
    """Resize's nearest and linear modes, each coordinate transformation and rounding ONNX
    Runtime implements, up and down, by scales and by sizes (DBNet's and U-Net's upsampling)."""
    from onnx import TensorProto

    mode, coordinate, nearest, scales, sizes = RESIZE[case]
    inits = {"roi": np.zeros(0, np.float32),
             "scales": np.array(scales or [], np.float32)}
    names = ["x", "roi", "scales"]
    if sizes:
        inits["sizes"] = np.array(sizes, np.int64)
        names[2] = ""
        names.append("sizes")
    resize = N("Resize", ["h", *names[1:]], ["r"], mode=mode,
               coordinate_transformation_mode=coordinate, nearest_mode=nearest)
    # float16: between Casts (Resize's scales stay float32)
    to = TensorProto.FLOAT16 if dtype == "float16" else TensorProto.FLOAT
    graph = model([N("Cast", ["x"], ["h"], to=to), resize,
                   N("Cast", ["r"], ["y"], to=TensorProto.FLOAT)],
                  {"x": [1, 3, 6, 5]}, ["y"], {k: v for k, v in inits.items() if k in names})
    plan = build_plan(graph)
    assert [s.params.get("dtype") for s in plan.steps if s.op == "Resize"] == [dtype]
    x = np.random.default_rng(case).standard_normal((1, 3, 6, 5)).astype(np.float32)
    got, ref = Emulator(plan).run({"x": x}), run_graph(graph, {"x": x})
    assert got["y"].shape == ref["y"].shape
    # float16: one rounding off ORT, whose CPU provider runs a float16 Resize in float32 and
    # drops the Casts around it
    tol = 2e-3 if dtype == "float16" else (0 if mode == "nearest" else 1e-5)
    np.testing.assert_allclose(got["y"], ref["y"], rtol=tol, atol=tol)


def test_resize_of_uint8_nearest_and_its_refusals():
    from onnx import TensorProto

    u8 = TensorProto.UINT8
    graph = model([N("Resize", ["x", "", "s"], ["y"], mode="nearest")], {"x": (u8, [1, 1, 3, 4])},
                  [("y", u8)], {"s": np.array([1, 1, 2, 1.5], np.float32)})
    x = np.arange(12, dtype=np.uint8).reshape(1, 1, 3, 4)
    np.testing.assert_array_equal(Emulator(build_plan(graph)).run({"x": x})["y"],
                                  run_graph(graph, {"x": x})["y"])
    cubic = model([N("Resize", ["x", "", "s"], ["y"], mode="cubic")], {"x": [1, 1, 3, 4]},
                  ["y"], {"s": np.array([1, 1, 2, 2], np.float32)})
    with pytest.raises(PlanError, match="Resize .*cubic"):
        build_plan(cubic)
    channels = model([N("Resize", ["x", "", "s"], ["y"], mode="linear")], {"x": [1, 2, 3, 4]},
                     ["y"], {"s": np.array([1, 2, 1, 1], np.float32)})
    with pytest.raises(PlanError, match="linear over axes \\[1\\]"):
        build_plan(channels)


def test_third_review_findings():
    """The third review's findings, each against ONNX Runtime (or a refusal)."""
    from onnx import TensorProto

    rng = np.random.default_rng(0)
    # 1. a bidirectional LSTM whose reverse direction's activations are not the defaults
    acts = ["Sigmoid", "Tanh", "Tanh", "Sigmoid", "Relu", "Tanh"]
    lstm = model([N("LSTM", ["x", "w", "r"], ["y"], hidden_size=3, direction="bidirectional",
                    activations=acts)], {"x": [2, 1, 2]}, ["y"],
                 {"w": w(2, 12, 2), "r": w(2, 12, 3)})
    with pytest.raises(PlanError, match="LSTM"):
        build_plan(lstm)
    # 2. integer Clip: exact (no float on the way), a missing bound the type's own
    for dt, to in ((np.int64, TensorProto.INT64), (np.int32, TensorProto.INT32)):
        info = np.iinfo(dt)
        clip = model([N("Clip", ["x", "lo", "hi"], ["a"]), N("Clip", ["x", "", "hi"], ["b"]),
                      N("Clip", ["x"], ["c"])], {"x": (to, [6])}, [("a", to), ("b", to), ("c", to)],
                     {"lo": np.array(-2 ** 30 - 1, dt), "hi": np.array(2 ** 24 + 1, dt)})
        x = np.array([info.min, info.max, 2 ** 24 + 3, -2 ** 30 - 3, 16777217, -5], dt)
        got, ref = Emulator(build_plan(clip)).run({"x": x}), run_graph(clip, {"x": x})
        for k in ref:
            np.testing.assert_array_equal(got[k], ref[k], err_msg=f"{dt.__name__} {k}")
        assert "LL" in build_plan(clip).steps[0].source and "f)" not in \
            build_plan(clip).steps[0].source
    # 3. Clip with min > max, and with a NaN bound (ORT: min(max(x, lo), hi); a NaN bound
    # is no bound)
    for lo, hi in ((1.0, -1.0), (np.nan, 0.5), (-0.5, np.nan)):
        clip = model([N("Clip", ["x", "lo", "hi"], ["y"])], {"x": [5]}, ["y"],
                     {"lo": np.array(lo, np.float32), "hi": np.array(hi, np.float32)})
        x = np.array([-2, -0.7, 0.2, 0.9, 3], np.float32)
        plan = build_plan(clip)
        np.testing.assert_array_equal(Emulator(plan).run({"x": x})["y"],
                                      run_graph(clip, {"x": x})["y"], err_msg=f"{lo} {hi}")
    # 4. Resize nearest where a coordinate is one ulp under .5 (C's roundf, not x + 0.5)
    for mode, sc in (("tf_half_pixel_for_nn", 3), ("asymmetric", 6)):
        s = np.array([1, 1, 1, np.nextafter(np.float32(sc), np.float32(sc + 1))], np.float32)
        resize = model([N("Resize", ["x", "", "s"], ["y"], mode="nearest",
                          coordinate_transformation_mode=mode)], {"x": [1, 1, 1, 4]}, ["y"],
                       {"s": s})
        x = np.arange(4, dtype=np.float32).reshape(1, 1, 1, 4)
        np.testing.assert_array_equal(Emulator(build_plan(resize)).run({"x": x})["y"],
                                      run_graph(resize, {"x": x})["y"], err_msg=mode)
    # 6. a SAME pool whose kernel is smaller than its stride: ORT refuses it, so does the plan
    pool = model([N("MaxPool", ["x"], ["y"], kernel_shape=[1, 1], strides=[3, 3],
                    auto_pad="SAME_UPPER")], {"x": [1, 1, 8, 8]}, ["y"])
    with pytest.raises(PlanError, match="auto_pad"):
        build_plan(pool)
    # 7. a scale of 0 is not folded into cuBLAS's alpha (which would not read A or B at all:
    # 0 where ORT's Mul by 0 gives NaN from an inf)
    zero = model([N("Mul", ["a", "z"], ["az"]), N("MatMul", ["az", "b"], ["y"])],
                 {"a": [2, 3], "b": [3, 2]}, ["y"], {"z": np.array(0.0, np.float32)})
    assert [s.op for s in build_plan(zero).steps] == ["Mul", "MatMul"]
    a = np.array([[np.inf, 1, 2], [0, 1, 2]], np.float32)
    b = rng.standard_normal((3, 2)).astype(np.float32)
    np.testing.assert_array_equal(Emulator(build_plan(zero)).run({"a": a, "b": b})["y"],
                                  run_graph(zero, {"a": a, "b": b})["y"])


def test_a_view_past_its_root_is_a_placement_problem():
    """5. check_no_overlap: a view (a step's slice) must lie inside the bytes of the buffer it
    views."""
    import dataclasses

    from tests.backends.gpu_models import TYPED
    from verified_opt.backends.gpu.plan import check_no_overlap

    plan = build_plan(TYPED["lstm"][0]())
    assert check_no_overlap(plan) == []
    view = next(b for b in plan.buffers.values() if b.view_of == "y")
    root = plan.buffers["y"]
    plan.buffers[view.name] = dataclasses.replace(view, offset=root.offset + root.nbytes)
    assert any("outside" in p for p in check_no_overlap(plan))


def test_a_gru_without_linear_before_reset_is_refused():
    """ONNX's default GRU applies the reset gate before R's product: two products a step, not
    planned (PyTorch and Keras export linear_before_reset = 1, which is)."""
    gru = model([N("GRU", ["x", "w", "r"], ["y"], hidden_size=3)], {"x": [2, 1, 2]}, ["y"],
                {"w": w(1, 9, 2), "r": w(1, 9, 3)})
    with pytest.raises(PlanError, match="GRU .*linear_before_reset 0"):
        build_plan(gru)
