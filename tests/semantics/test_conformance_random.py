"""Operator conformance: our float semantics and shape inference against ONNX Runtime.

Every modelled operator gets seeded random single-node models (see opcases.py): random shapes
and attribute values, every auto_pad mode, optional inputs and outputs. Each instance is imported
with our importer, evaluated with the NumPy reference semantics and compared with ONNX Runtime
running the very same model; our inferred output types must equal the shapes ORT produces.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import onnx
import pytest

sys.path.insert(0, str(Path(__file__).parent))

from opcases import CASES, COUNTS, Case, i64, import_case, make_case, ort_run

from verified_opt.errors import AttributeError_
from verified_opt.ir.evaluate import evaluate
from verified_opt.ir.onnx_io import IR_VERSION, TARGET_OPSET, import_model
from verified_opt.ops.registry import OPS

RTOL = 1e-4  # relative to max |reference| of the output
ATOL = 1e-6


def assert_close(name: str, ref: np.ndarray, got: np.ndarray, what: str) -> None:
    assert got.shape == ref.shape, f"{name}: shape {got.shape}, ORT {ref.shape}\n{what}"
    assert got.dtype == ref.dtype, f"{name}: dtype {got.dtype}, ORT {ref.dtype}\n{what}"
    if ref.dtype.kind in "iub":
        bad = np.argwhere(got != ref)
        assert bad.size == 0, f"{name}: {len(bad)} values differ, first at {bad[0]}\n{what}"
        return
    if ref.size == 0:
        return
    scale = float(np.max(np.abs(ref)))
    err = float(np.max(np.abs(got.astype(np.float64) - ref.astype(np.float64))))
    assert err <= ATOL + RTOL * scale, f"{name}: max|diff| {err:.3g} (scale {scale:.3g})\n{what}"


def check_node(node: onnx.NodeProto) -> None:
    """The case itself must be valid opset 18 (attributes and input counts per the schema)."""
    ctx = onnx.checker.C.CheckerContext()
    ctx.ir_version = IR_VERSION
    ctx.opset_imports = {"": TARGET_OPSET}
    onnx.checker.check_node(node, ctx)


PARAMS = [pytest.param(op, k, id=f"{op}-{k}") for op in sorted(CASES) for k in range(COUNTS[op])]


@pytest.mark.parametrize(("op", "k"), PARAMS)
def test_matches_onnxruntime(op: str, k: int) -> None:
    case = make_case(op, k)
    model = case.model()
    check_node(case.node)
    what = case.describe()
    ref = ort_run(model, dict(case.feeds))
    graph = import_case(case)
    assert not graph.dynamic, f"{op} was treated as opaque: {graph.dynamic}"
    got = evaluate(graph, case.feeds)
    assert len(ref) == len(case.outputs)
    for (name, _), r in zip(case.outputs, ref):
        t = graph.types[name]
        assert t.shape == r.shape and t.dtype == r.dtype.name, (
            f"{name}: inferred {t}, ORT gives {r.dtype}{list(r.shape)}\n{what}")
        assert_close(name, r, np.asarray(got[name]), what)


def test_every_registered_op_has_cases() -> None:
    assert set(OPS) == set(CASES), (
        f"no conformance cases for {sorted(set(OPS) - set(CASES))}; "
        f"cases for unregistered {sorted(set(CASES) - set(OPS))}")
    assert all(COUNTS[op] >= 3 for op in CASES)


def test_cases_are_deterministic() -> None:
    a, b = make_case("Conv", 7), make_case("Conv", 7)
    assert a.describe() == b.describe()
    assert all(np.array_equal(a.feeds[n], b.feeds[n]) for n in a.feeds)


# ---- fixed edge cases (each once a bug) ---------------------------------------------------------
def _case(op: str, inputs: dict, inits: dict | None = None, outputs=None, out_dtypes=None,
          **attrs) -> Case:
    c = Case(op)
    names = [c.add(k, np.asarray(v)) for k, v in inputs.items()]
    names += [c.add(k, np.asarray(v), init=True) if k else "" for k, v in (inits or {}).items()]
    return c.set(names, outputs, out_dtypes, **attrs)


_X3 = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
_I64 = np.iinfo(np.int64)
EDGE_CASES = {
    "flatten-negative-axis": lambda: _case("Flatten", {"x": _X3}, axis=-1),
    "slice-backward-from-before-start": lambda: _case(
        "Slice", {"x": _X3}, {"s": i64([-100]), "e": i64([-100]), "a": i64([2]),
                              "p": i64([-1])}),
    "slice-backward-to-int64-max": lambda: _case(
        "Slice", {"x": _X3}, {"s": i64([2]), "e": i64([_I64.max]), "a": i64([2]),
                              "p": i64([-1])}),
    "slice-backward-to-int32-max": lambda: _case(
        "Slice", {"x": _X3}, {"s": i64([2]), "e": i64([2**31 - 1]), "a": i64([-1]),
                              "p": i64([-2])}),
    "squeeze-empty-axes": lambda: _case(
        "Squeeze", {"x": np.ones((1, 3, 1), np.float32)}, {"axes": i64([])}),
    "transpose-scalar": lambda: _case("Transpose", {"x": np.float32(3.0)}, perm=[]),
    "convtranspose-same-clamped-to-full": lambda: _case(
        "ConvTranspose", {"x": np.ones((1, 1, 2), np.float32),
                          "w": np.ones((1, 1, 1), np.float32)}, strides=[3],
        auto_pad="SAME_UPPER"),
    "convtranspose-output-shape-odd-total": lambda: _case(
        "ConvTranspose", {"x": np.arange(3, dtype=np.float32).reshape(1, 1, 3),
                          "w": np.ones((1, 1, 3), np.float32)}, output_shape=[4]),
    "convtranspose-output-shape-beyond-full": lambda: _case(
        "ConvTranspose", {"x": np.arange(3, dtype=np.float32).reshape(1, 1, 3),
                          "w": np.ones((1, 1, 3), np.float32)}, strides=[3], output_shape=[11]),
    "maxpool-1d-column-major-indices": lambda: _case(
        "MaxPool", {"x": np.random.default_rng(0).standard_normal((2, 2, 7)).astype(np.float32)},
        outputs=["y", "i"], out_dtypes=[np.float32, np.int64], kernel_shape=[3], strides=[2],
        storage_order=1),
    "resize-scale-not-1-on-an-axis-it-keeps": lambda: _case(
        # floor(5 * 1.1) = 5: the length stays, yet the coordinates use the scale 1.1
        "Resize", {"x": np.arange(40, dtype=np.float32).reshape(1, 1, 5, 8)},
        {"": np.zeros(0, np.float32), "scales": np.array([1, 1, 1.1, 2], np.float32)},
        mode="linear"),
    "resize-nearest-1d-half-pixel-ties": lambda: _case(
        # scale 2 puts every source coordinate on a half: round_prefer_floor vs _ceil
        "Resize", {"x": np.arange(5, dtype=np.float32)},
        {"": np.zeros(0, np.float32), "scales": np.array([2.0], np.float32)},
        coordinate_transformation_mode="asymmetric", nearest_mode="round_prefer_ceil"),
    "resize-antialias-upsampling": lambda: _case(
        "Resize", {"x": np.arange(12, dtype=np.float32).reshape(1, 1, 3, 4)},
        {"": np.zeros(0, np.float32), "scales": np.array([1, 1, 2.5, 1.5], np.float32)},
        mode="cubic", antialias=1),
    "gather-negative-indices-2d": lambda: _case(
        "Gather", {"x": _X3}, {"i": i64([[-1, 0], [-4, 3]])}, axis=-1),
    "cast-float-to-int-truncates-toward-zero": lambda: _case(
        "Cast", {"x": np.array([-2.7, 2.7, -0.5, 0.5, -0.0], np.float32)},
        out_dtypes=[np.int64], to=7),
    "clip-min-above-max": lambda: _case(
        "Clip", {"x": _X3}, {"lo": np.float32(10), "hi": np.float32(3)}),
    "range-float-accumulates-delta": lambda: _case(
        "Range", {}, {"s": np.float32(0.1), "l": np.float32(20.0), "d": np.float32(0.1)}),
    "expand-target-shorter-with-ones": lambda: _case(
        "Expand", {"x": np.arange(6, dtype=np.float32).reshape(2, 1, 3)}, {"s": i64([4, 1])}),
    "maxpool-3d-column-major-indices": lambda: _case(
        "MaxPool", {"x": np.random.default_rng(1).standard_normal((1, 2, 3, 4, 5))
                    .astype(np.float32)},
        outputs=["y", "i"], out_dtypes=[np.float32, np.int64], kernel_shape=[2, 2, 2],
        storage_order=1),
}


@pytest.mark.parametrize("name", sorted(EDGE_CASES))
def test_edge_case_matches_onnxruntime(name: str) -> None:
    case = EDGE_CASES[name]()
    ref = ort_run(case.model(), dict(case.feeds))
    graph = import_case(case)
    got = evaluate(graph, case.feeds)
    for (out, _), r in zip(case.outputs, ref):
        assert graph.types[out].shape == r.shape
        assert_close(out, r, np.asarray(got[out]), case.describe())


# Models ONNX Runtime refuses, which the registry must refuse too (as AttributeError_, at import).
REFUSED = {
    "storage-order-not-0-or-1": lambda: _case(
        "MaxPool", {"x": _X3}, outputs=["y", "i"], out_dtypes=[np.float32, np.int64],
        kernel_shape=[2], storage_order=5),
    "split-num-outputs-0": lambda: _case("Split", {"x": _X3}, outputs=["a"], num_outputs=0),
    "conv-empty-strides": lambda: _case(
        "Conv", {"x": _X3, "w": np.ones((2, 3, 2), np.float32)}, strides=[]),
    "pool-pad-as-wide-as-kernel": lambda: _case(
        "AveragePool", {"x": _X3}, kernel_shape=[2], pads=[2, 0]),
    "convtranspose-output-padding-at-stride": lambda: _case(
        "ConvTranspose", {"x": _X3, "w": np.ones((3, 1, 2), np.float32)}, strides=[2],
        output_padding=[2]),
    "reflect-pad-past-the-edge": lambda: _case(
        "Pad", {"x": _X3}, {"pads": i64([0, 0, 4, 0, 0, 0])}, mode="reflect"),
    "slice-repeated-axis": lambda: _case(
        "Slice", {"x": _X3}, {"s": i64([0, 1]), "e": i64([2, 3]), "a": i64([1, -2])}),
    "resize-antialias-with-nearest": lambda: _case(
        "Resize", {"x": _X3}, {"": np.zeros(0, np.float32),
                               "scales": np.array([1, 1, 0.5], np.float32)}, antialias=1),
    "resize-exclude-outside-linear-without-antialias": lambda: _case(
        "Resize", {"x": _X3}, {"": np.zeros(0, np.float32),
                               "scales": np.array([1, 2, 2], np.float32)},
        mode="linear", exclude_outside=1),
    "resize-scales-and-sizes": lambda: _case(
        "Resize", {"x": _X3}, {"": np.zeros(0, np.float32),
                               "scales": np.array([1, 2, 2], np.float32),
                               "sizes": i64([2, 6, 8])}),
    "resize-policy-with-scales": lambda: _case(
        "Resize", {"x": _X3}, {"": np.zeros(0, np.float32),
                               "scales": np.array([1, 2, 2], np.float32)},
        keep_aspect_ratio_policy="not_larger"),
    "mod-float-without-fmod": lambda: _case(
        "Mod", {"a": _X3, "b": np.full((4,), 3.0, np.float32)}),
    "layernorm-stash-type-double-with-statistics": lambda: _case(
        "LayerNormalization", {"x": _X3, "s": np.ones(4, np.float32)},
        outputs=["y", "mean", "inv"], out_dtypes=[np.float32] * 3, stash_type=11),
    "range-delta-zero": lambda: _case(
        "Range", {}, {"s": np.int64(0), "l": np.int64(5), "d": np.int64(0)},
        out_dtypes=[np.int64]),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_invalid_attributes_refused_like_onnxruntime(name: str) -> None:
    case = REFUSED[name]()
    with pytest.raises(Exception):  # noqa: B017  (ORT raises its own exception types)
        ort_run(case.model(), dict(case.feeds))
    with pytest.raises(AttributeError_):
        import_case(case)


@pytest.mark.parametrize("keepdims", [-1, 2, 3])
def test_flag_attributes_must_be_0_or_1(keepdims: int) -> None:
    # ONNX defines keepdims (and the other flags) as 0 or 1; ORT reads other values its own way
    # (3 as "do not keep"), so the registry refuses them rather than guess.
    case = _case("ReduceSum", {"x": _X3}, {"axes": i64([1])}, keepdims=keepdims)
    with pytest.raises(AttributeError_, match="0 or 1"):
        import_case(case)


def test_averagepool_dilations_from_opset_19_refused() -> None:
    # ONNX's version converter keeps 'dilations' when it lowers AveragePool-19 to 18, which
    # makes an opset-18 model ONNX Runtime rejects: the registry refuses it at import.
    case = _case("AveragePool", {"x": _X3}, kernel_shape=[2], dilations=[2])
    model = case.model()
    model.opset_import[0].version = 19
    assert len(ort_run(model, dict(case.feeds))[0].shape) == 3  # valid at opset 19
    with pytest.raises(AttributeError_, match="dilations"):
        import_model(model)
