"""The GPU plan, checked on CPU: placement (no two live buffers share bytes) and the NumPy
stand-in of the device running the same plan, compared with ONNX Runtime."""

from __future__ import annotations

import dataclasses

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper

from tests.backends.gpu_models import CASES, N, model, w
from verified_opt.backends.gpu.emulate import EmulationError, Emulator
from verified_opt.backends.gpu.lowering import KERNEL_KIND
from verified_opt.backends.gpu.node_kernels import node_kernels
from verified_opt.backends.gpu.plan import ALIGN, PlanError, build_plan, check_no_overlap
from verified_opt.backends.ort import run_graph
from verified_opt.ir.onnx_io import runtime_default_domain_ops
from verified_opt.ops.registry import OPS


def feeds_for(graph, seed: int = 0) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    return {k: rng.standard_normal(t.shape).astype(np.float32) for k, t in graph.inputs.items()}


def max_error(graph, plan, seed: int = 0) -> float:
    feeds = feeds_for(graph, seed)
    got, ref = Emulator(plan).run(feeds), run_graph(graph, feeds)
    assert set(got) == set(ref)
    for k in ref:
        assert got[k].shape == ref[k].shape, k
    return max(float(np.max(np.abs(got[k] - ref[k]) / (1 + np.abs(ref[k])))) for k in ref)


@pytest.mark.parametrize("case", sorted(CASES))
def test_emulated_plan_matches_ort(case):
    graph = CASES[case]()
    plan = build_plan(graph)
    assert check_no_overlap(plan) == []
    assert max_error(graph, plan) < 1e-5


def test_library_choices():
    plan = build_plan(CASES["conv_bias_relu"]())
    [conv] = plan.steps
    assert conv.lib == "cudnn" and conv.params["relu"] and conv.params["bias"]
    assert [op["op"] for op in conv.params["frontend"]] == ["conv_fprop", "add", "relu"]
    kept = build_plan(CASES["conv_relu_kept"]())  # the Relu, then the Add in its kernel
    assert [s.lib for s in kept.steps] == ["cudnn", "nvrtc"]
    assert [t["fn"] for t in kept.steps[1].params["then"]] == ["add"]
    [mm] = build_plan(CASES["matmul_batched"]()).steps
    assert (mm.params["batch"], mm.params["strideA"], mm.params["strideB"]) == (6, 28, 35)
    [mm] = build_plan(CASES["matmul_fold_batch"]()).steps
    assert (mm.params["batch"], mm.params["n"]) == (1, 30)
    [mm] = build_plan(CASES["matmul_broadcast_a"]()).steps
    assert (mm.params["batch"], mm.params["strideB"]) == (3, 0)
    fill, gemm = build_plan(CASES["gemm_trans_bias"]()).steps
    assert fill.params["fn"] == "scale" and gemm.params["beta"] == 1.0
    assert (gemm.params["transa"], gemm.params["transb"]) == ("T", "T")


def test_a_3d_conv_with_a_1x1_kernel_tail_is_a_2d_conv_of_the_merged_axes():
    [conv] = [s for s in build_plan(CASES["conv3d_column"]()).steps if s.lib == "cudnn"]
    assert conv.params["x_dim"] == (2, 1, 7, 15) and conv.params["w_dim"] == (1, 1, 5, 1)
    assert conv.params["pre_padding"] == (2, 0) and conv.params["post_padding"] == (2, 0)
    wide = CASES["conv3d_column"]()
    wide.initializers["k"] = w(1, 1, 5, 3, 1)  # a kernel that reads along h: not merged
    with pytest.raises(PlanError, match="3-D ones with a 1 x 1 kernel"):
        build_plan(wide)


def test_a_1d_conv_is_a_2d_conv_of_height_1():
    # Whisper's and wav2vec 2.0's encoders begin with them: "only 2-D convolutions" refused
    # every audio model of Hugging Face's
    [conv] = build_plan(CASES["conv1d"]()).steps
    assert conv.params["x_dim"] == (2, 4, 1, 19) and conv.params["w_dim"] == (6, 2, 1, 3)
    assert conv.params["pre_padding"] == (0, 1) and conv.params["post_padding"] == (0, 2)
    assert conv.params["stride"] == (1, 2) and conv.params["dilation"] == (1, 2)
    assert conv.params["relu"] and conv.params["y_dim"] == (2, 6, 1, 9)
    [dgrad] = build_plan(CASES["convtranspose1d"]()).steps
    assert dgrad.params["conv"] == "dgrad" and dgrad.params["w_dim"] == (3, 5, 1, 4)


def test_a_cast_to_its_own_type_is_a_view_and_one_to_float64_is_refused():
    plan = build_plan(CASES["cast_to_itself"]())
    assert [s.op for s in plan.steps] == ["Add"]  # no launch for the Cast: a view of x
    other = model([N("Cast", ["x"], ["c"], to=11), N("Cast", ["c"], ["y"], to=1)],
                  {"x": [3, 5]}, ["y"])
    with pytest.raises(PlanError, match="c is float64; the GPU plan runs float32, float16"):
        build_plan(other)


def test_residual_add_and_relu_fuse_into_the_conv():
    [conv] = build_plan(CASES["conv_residual_relu"]()).steps
    assert [op["op"] for op in conv.params["frontend"]] == ["conv_fprop", "add", "add", "relu"]
    assert conv.reads[-1] == "x" and conv.writes == ("y",) and conv.params["residual"]
    for case in ("conv_residual_late", "conv_residual_broadcast"):
        steps = build_plan(CASES[case]()).steps
        assert [s.lib for s in steps].count("nvrtc") >= 1, case
        assert not any(s.params.get("residual") for s in steps), case


def test_element_wise_chains_run_in_one_kernel():
    steps = build_plan(CASES["elementwise"]()).steps
    fused = {s.node: [t["fn"] for t in s.params.get("then", [])] for s in steps}
    # t1 has two readers: its Add stays alone; Mul takes Sub, Div, Sigmoid, Tanh; the Erf
    # takes the final Add (t6 is computed before the Erf)
    assert list(fused.values()) == [[], ["sub", "div", "sigmoid", "tanh"], ["add"]]
    [gelu] = build_plan(CASES["gelu"]()).steps[1:]
    assert [t["fn"] for t in gelu.params["then"]] == ["erf", "add", "mul", "mul"]
    assert [t["pos"] for t in gelu.params["then"]] == [0, 0, 1, 0]
    relu, sig = build_plan(CASES["chain_operand_late"]()).steps
    # from the Relu, the Add's other operand is not made yet; from the Sigmoid it is
    assert "then" not in relu.params and [t["pos"] for t in sig.params["then"]] == [1]


def test_einsum_is_one_gemm_with_copies_only_where_the_order_differs():
    libs = {case: [s.lib for s in build_plan(CASES[case]()).steps]
            for case in ("einsum_conv1x1", "einsum_batched", "einsum_transposed")}
    # the constant operand is uploaded in GEMM order: no copy of it at run time
    assert libs == {"einsum_conv1x1": ["nvrtc", "cublas", "nvrtc"],
                    "einsum_batched": ["cublas"],
                    "einsum_transposed": ["nvrtc", "cublas", "nvrtc"]}
    diag = model([helper.make_node("Einsum", ["a", "b"], ["y"], equation="ii,ij->j")],
                 {"a": [3, 3], "b": [3, 4]}, ["y"])
    with pytest.raises(PlanError, match="repeated letter"):
        build_plan(diag)


def test_concat_inputs_are_written_into_their_slices():
    plan = build_plan(CASES["concat_in_place"]())
    assert not any(s.op == "Concat" for s in plan.steps)
    y = plan.buffers["y"]
    for name, channels_before in (("a", 0), ("b", 2), ("c", 6)):
        b = plan.buffers[name]
        assert b.view_of == "y" and b.offset == y.offset + channels_before * 64 * 4
    assert check_no_overlap(plan) == []
    copied = build_plan(CASES["concat_copied"]())
    assert [s.op for s in copied.steps].count("Concat") == 4
    assert all(b.view_of is None for b in copied.buffers.values())


def test_gather_uploads_its_table_as_int32_with_negative_indices_resolved():
    plan = build_plan(CASES["gather_table"]())
    [step] = plan.steps
    table = plan.weights[step.reads[1]]
    assert table.dtype == np.int32 and table.ravel().tolist() == [4, 0, 4, 2]
    # the table's buffer is int32 in the weights space; the emulator refuses any other
    assert plan.buffers[step.reads[1]].dtype == "int32"


def test_views_share_bytes_and_buffers_are_reused():
    plan = build_plan(CASES["layout"]())
    r = plan.buffers["r"]
    assert r.view_of == "s" and r.offset == plan.buffers["s"].offset
    chain = model([helper.make_node("Transpose", [f"t{k}"], [f"t{k + 1}"], perm=[1, 0])
                   for k in range(6)], {"t0": [64, 64]}, ["t6"])
    plan = build_plan(chain)
    offsets = {plan.buffers[f"t{k}"].offset for k in range(7)}
    assert len(offsets) <= 3  # t2 takes t0's bytes, t3 t1's ...
    assert all(b.offset % ALIGN == 0 for b in plan.buffers.values())
    assert check_no_overlap(plan) == []


def test_overlap_checker_catches_a_bad_placement():
    plan = build_plan(CASES["elementwise"]())
    t1, t6 = plan.buffers["t1"], plan.buffers["t6"]  # both live at t6's step (Erf reads t1)
    plan.buffers["t6"] = dataclasses.replace(t6, offset=t1.offset)
    problems = check_no_overlap(plan)
    assert problems and "t1" in problems[0] and "t6" in problems[0]
    with pytest.raises(AssertionError):
        assert max_error(CASES["elementwise"](), plan) < 1e-5


def test_emulator_catches_short_launch_and_bad_strides():
    plan = build_plan(CASES["elementwise"]())
    k = next(i for i, s in enumerate(plan.steps) if s.lib == "nvrtc")
    plan.steps[k] = dataclasses.replace(plan.steps[k], grid=plan.steps[k].grid - 1)
    graph = CASES["elementwise"]()
    with pytest.raises(EmulationError, match="launch"):
        Emulator(plan).run(feeds_for(graph))
    plan = build_plan(CASES["matmul_2d"]())
    plan.steps[0] = dataclasses.replace(plan.steps[0], params={**plan.steps[0].params, "lda": 7})
    with pytest.raises(EmulationError, match="outside"):
        Emulator(plan).run(feeds_for(CASES["matmul_2d"]()))


def test_swapped_gemm_operands_are_caught():
    graph = CASES["gemm_plain"]()
    plan = build_plan(graph)
    p = plan.steps[0].params
    plan.steps[0] = dataclasses.replace(plan.steps[0], params={**p, "transa": "T",
                                                               "lda": p["k"]})
    with pytest.raises((AssertionError, EmulationError)):
        assert max_error(graph, plan) < 1e-5


def test_unplanned_operator_is_refused():
    graph = model([helper.make_node("Hardmax", ["x"], ["y"])], {"x": [3]}, ["y"])
    with pytest.raises(PlanError, match="Hardmax"):
        build_plan(graph)


def test_kernel_table_names_modelled_operators():
    # the others are opaque to the rules, typed by ONNX's inference
    opaque = set(KERNEL_KIND) - set(OPS)
    assert {"GlobalMaxPool", "Col2Im", "Einsum", "IsNaN", "CumSum"} <= opaque
    ort_own = runtime_default_domain_ops()  # SimplifiedLayerNormalization: ORT's
    assert all(onnx.defs.has(op) or op in ort_own for op in opaque)
    assert {"cublas", "cudnn", "view", "weights"} <= set(KERNEL_KIND.values())
    assert w(2).dtype == np.float32


def test_transformer_patterns_run_in_one_launch_each():
    """fusion.py: RMSNorm as one layernorm kernel, attention's scales in cuBLAS's alpha, its
    mask and NaN cleanup in the softmax kernel; a pattern whose inner value is read again is
    left as it is (the emulated plans of all of them match ORT: test_emulated_plan_matches_ort)."""
    for case in ("rmsnorm", "rmsnorm_reciprocal_unscaled", "rmsnorm_divided"):
        [step] = build_plan(CASES[case]()).steps
        assert step.params["kind"] == "layernorm" and step.params["rms"], case
    assert len(build_plan(CASES["rmsnorm_kept"]()).steps) > 3
    qk, sm, pv = build_plan(CASES["attention"]()).steps
    assert qk.lib == "cublas" and qk.params["alpha"] == 0.125 and len(qk.params["fuses"]) == 3
    assert sm.params["add"] and sm.params["nan_to"] == 0.0 and len(sm.params["fuses"]) == 3
    assert pv.lib == "cublas" and pv.reads[1] == "pc"
    graph = CASES["attention"]()
    rows = {r.node: r for r in node_kernels(graph, build_plan(graph))}
    assert {r.kernel for n, r in rows.items() if r.op in ("Mul", "Div", "Add", "IsNaN",
                                                          "Where")} == {"fused"}


def test_a_node_repeating_an_earlier_one_runs_once():
    """dedupe.py: transformers recompute the mask's bias in every layer, each time with
    constants of their own names; the plan runs it once and the second layer reads it."""
    graph = model([N("Where", ["m", "zero1", "ninf1"], ["b1"]), N("Add", ["x", "b1"], ["y1"]),
                   N("Where", ["m", "zero2", "ninf2"], ["b2"]), N("Add", ["y1", "b2"], ["y"])],
                  {"x": [2, 4], "m": (TensorProto.BOOL, [2, 4])}, ["y"],
                  {"zero1": np.array(0.0, np.float32), "zero2": np.array(0.0, np.float32),
                   "ninf1": np.array(-1e9, np.float32), "ninf2": np.array(-1e9, np.float32)})
    plan = build_plan(graph)
    assert [s.op for s in plan.steps].count("Where") == 1 and plan.deduped == {"Where_2": "Where_0"}
    rows = {r.node: r for r in node_kernels(graph, plan)}
    assert rows["Where_2"].kernel == "reused"
    x = np.arange(8, dtype=np.float32).reshape(2, 4)
    m = np.array([[1, 0, 1, 0], [0, 0, 1, 1]], bool)
    got = Emulator(plan).run({"x": x, "m": m})["y"]
    np.testing.assert_array_equal(got, run_graph(graph, {"x": x, "m": m})["y"])
    # different constants: two Wheres
    other = model([N("Where", ["m", "a", "b"], ["b1"]), N("Where", ["m", "b", "a"], ["b2"]),
                   N("Add", ["b1", "b2"], ["y"])], {"m": (TensorProto.BOOL, [3])}, ["y"],
                  {"a": np.array(0.0, np.float32), "b": np.array(1.0, np.float32)})
    assert [s.op for s in build_plan(other).steps].count("Where") == 2


def test_the_kernel_table_has_a_row_for_every_node_of_every_case():
    """`vopt inspect --backend gpu`'s table: every node is a launch, fused, a view (a Concat
    written in place by its inputs' steps), a constant, reused or inlined; it raised on a
    Concat written in place (Inception, YOLOv8, DBNet, Swin)."""
    from tests.backends.gpu_models import CONTRIB, TYPED

    graphs = [CASES[c]() for c in sorted(CASES)] + \
        [build() for build, _ in [*TYPED.values(), *CONTRIB.values()]]
    for graph in graphs:
        rows = node_kernels(graph, build_plan(graph))
        assert [r.node for r in rows] == [n.name or n.outputs[0] for n in graph.nodes]
    [row] = [r for r in node_kernels(CASES["concat_in_place"](),
                                     build_plan(CASES["concat_in_place"]())) if r.op == "Concat"]
    assert row.kernel == "view" and "slices" in row.detail


def test_an_operator_without_a_lowering_is_refused_by_node_name():
    lrn = model([N("LRN", ["x"], ["y"], size=5, name="lrn_of_the_block")], {"x": [1, 8, 4, 4]},
                ["y"])
    with pytest.raises(PlanError, match="operator LRN \\(node 'lrn_of_the_block'\\)"):
        build_plan(lrn)
