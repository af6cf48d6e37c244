"""ONNX's own operator test cases (onnx.backend.test, kind="node") against our float semantics.

Every case whose operators are all modelled by the registry is imported with `import_model`
(which converts its opset to 18), evaluated with the NumPy reference semantics on the case's
inputs and compared with the case's expected outputs, with the case's own rtol/atol.

Inputs that feed a shape-like slot of a modelled operator (Reshape's shape, Slice's starts ...)
become initializers holding the data set's value: as runtime inputs they would make the node
opaque (evaluated by ONNX's reference implementation), and we want our kernels tested.

The cases skipped are outside the design, each category with its reason in `design_skip`; a
failure of any other case is a bug to fix, not to skip.
"""

from __future__ import annotations

import warnings

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

from verified_opt.errors import ModelError
from verified_opt.ir import onnx_io
from verified_opt.ir.evaluate import evaluate
from verified_opt.ir.onnx_io import TARGET_OPSET, import_model
from verified_opt.ops.registry import OPS

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # the case generators overflow casts on purpose
    from onnx.backend.test.loader import load_model_tests

    ALL_CASES = load_model_tests(kind="node")

_DTYPES = getattr(onnx_io, "_SUPPORTED_DTYPES", {"float32", "float64", "float16", "int64", "int32",
                                                  "int8", "uint8", "bool"})
_SUPPORTED = {helper.np_dtype_to_tensor_dtype(np.dtype(d)) for d in _DTYPES}



# Cases where ONNX's reference and ONNX Runtime disagree; the registry follows ONNX Runtime
# (tests/semantics/test_conformance_random.py compares with it on random instances).
ORT_DIFFERS = {
    # align_corners maps by the output length: ONNX's reference takes scale * input (2.4),
    # ONNX Runtime the integer length (2)
    "test_resize_downsample_scales_linear_align_corners":
        "align_corners with a fractional scale * length: ONNX Runtime uses the integer length",
    "test_resize_downsample_scales_cubic_align_corners":
        "align_corners with a fractional scale * length: ONNX Runtime uses the integer length",
}


def _modelled(case) -> bool:
    return all(n.domain in ("", "ai.onnx") and n.op_type in OPS for n in case.model.graph.node)


SELECTED = [c for c in ALL_CASES if _modelled(c)]


def design_skip(case) -> str | None:
    """Why a case is outside our design, or None if it must pass."""
    model = case.model
    for vi in list(model.graph.input) + list(model.graph.output):
        if not vi.type.HasField("tensor_type"):
            # Sequence / optional values: the IR has tensors only.
            return f"'{vi.name}' is not a tensor (sequence/optional types are not in the IR)"
        elem = vi.type.tensor_type.elem_type
        if elem not in _SUPPORTED:
            # The importer supports float16/32/64, int8/32/64, uint8 and bool by design.
            return f"dtype {TensorProto.DataType.Name(elem)} is not supported by the IR"
    if case.name in ORT_DIFFERS:
        return ORT_DIFFERS[case.name]
    opset = next(o.version for o in model.opset_import if o.domain in ("", "ai.onnx"))
    for n in model.graph.node:
        attrs = {a.name: helper.get_attribute_value(a) for a in n.attribute}
        if n.op_type == "Mod" and not attrs.get("fmod") and opset >= 28:
            # floats with fmod=0 are opset 28's; ONNX's converter cannot lower them to 18
            return "Mod on floats with fmod=0 needs opset 28 (the IR is opset 18)"
        if n.op_type == "Equal" and opset >= 19 and any(
                vi.type.tensor_type.elem_type == TensorProto.STRING for vi in model.graph.input):
            return "Equal on strings needs opset 19 (the IR is opset 18)"
        if n.op_type == "Range" and opset >= 26:
            return "Range on float16 and the other types of opset 26 (the IR is opset 18)"
        if n.op_type == "Pad" and any(i in {vi.name for vi in model.graph.input}
                                      for i in _upstream(model, n.input[1])):
            # CenterCropPad's expansion computes the pads from a run-time shape input: the Pad
            # is dynamic (opaque) and ONNX inference cannot type it
            return "pads computed from a run-time input (the node is opaque, untyped by ONNX)"
        if n.op_type == "BatchNormalization" and attrs.get("training_mode"):
            return "training mode (the optimizer models inference only)"
        if n.op_type == "Dropout" and len(n.input) > 2 and n.input[2]:
            mode = _input_value(case, n.input[2])
            if mode is None or bool(np.asarray(mode).reshape(-1)[0]):
                return "training mode (the optimizer models inference only)"
        if n.op_type == "AveragePool" and any(d != 1 for d in attrs.get("dilations", [])):
            # AveragePool gains 'dilations' in opset 19; the IR and export are opset 18, where
            # ONNX Runtime rejects the attribute, so the registry refuses it.
            return "AveragePool dilations need opset 19 (the IR is opset 18)"
    return None


def _upstream(model, name: str) -> set[str]:
    """Every value `name` is computed from (itself included)."""
    producer = {o: n for n in model.graph.node for o in n.output}
    seen, todo = set(), [name]
    while todo:
        v = todo.pop()
        if v and v not in seen:
            seen.add(v)
            todo.extend(producer[v].input if v in producer else [])
    return seen


def _input_value(case, name: str):
    for t in case.model.graph.initializer:
        if t.name == name:
            return numpy_helper.to_array(t)
    for node in case.model.graph.node:
        if node.op_type == "Constant" and name in node.output:
            return numpy_helper.to_array(node.attribute[0].t) if node.attribute[0].t else None
    names = [vi.name for vi in case.model.graph.input]
    if name in names and case.data_sets:
        return case.data_sets[0][0][names.index(name)]
    return None


def prepared_model(case, inputs: list[np.ndarray]) -> tuple[onnx.ModelProto, dict]:
    """The case model with shape-like runtime inputs turned into initializers, and the feeds."""
    model = onnx.ModelProto()
    model.CopyFrom(case.model)
    g = model.graph
    feeds = {vi.name: np.asarray(v) for vi, v in zip(g.input, inputs)}
    shape_like = {i for n in g.node for k, i in enumerate(n.input)
                  if i in feeds and k in OPS[n.op_type].const_inputs}
    for name in sorted(shape_like):
        g.initializer.append(numpy_helper.from_array(feeds.pop(name), name))
    keep = [vi for vi in g.input if vi.name not in shape_like]
    g.ClearField("input")
    g.input.extend(keep)
    return model, feeds


def run_case(case) -> None:
    assert case.data_sets, "case without data"
    for inputs, expected in case.data_sets:
        # some data sets (Cast's) hold TensorProtos, not arrays
        inputs = [numpy_helper.to_array(v) if isinstance(v, onnx.TensorProto) else v
                  for v in inputs]
        expected = [numpy_helper.to_array(v) if isinstance(v, onnx.TensorProto) else v
                    for v in expected]
        model, feeds = prepared_model(case, inputs)
        # Zero-sized inputs need explicit shapes: the importer reads a 0 dim as "unknown".
        shapes = {k: v.shape for k, v in feeds.items() if 0 in v.shape}
        graph = import_model(model, shapes, source=case.name)
        assert not graph.dynamic, f"nodes left opaque: {sorted(graph.dynamic)}"
        got = evaluate(graph, feeds)
        assert len(expected) == len(graph.outputs)
        for name, ref in zip(graph.outputs, expected):
            ref = np.asarray(ref)
            out = np.asarray(got[name])
            assert out.dtype == ref.dtype, f"{name}: dtype {out.dtype}, expected {ref.dtype}"
            assert out.shape == ref.shape, f"{name}: shape {out.shape}, expected {ref.shape}"
            assert graph.types[name].shape == ref.shape, f"{name}: inferred {graph.types[name]}"
            np.testing.assert_allclose(out, ref, rtol=case.rtol, atol=case.atol, err_msg=name)


@pytest.mark.parametrize("case", SELECTED, ids=[c.name for c in SELECTED])
def test_node_case(case) -> None:
    reason = design_skip(case)
    if reason:
        pytest.skip(reason)
    run_case(case)


def test_enough_cases_run() -> None:
    reasons = [design_skip(c) for c in SELECTED]
    runnable = [c for c, r in zip(SELECTED, reasons) if r is None]
    # Cast and CastLike have a case per ONNX type: those without a NumPy form (bfloat16, the
    # float8, int4 and int2 types, string) are most of the skips, and are skipped by design
    other = [r for r in reasons if r is not None and not r.startswith("dtype ")]
    assert len(runnable) >= 400, f"only {len(runnable)} node cases run"
    assert len(other) <= 50, f"{len(other)} of {len(SELECTED)} cases skipped: review design_skip"


def test_unconvertible_opset_is_a_model_error() -> None:
    # GridSample changed its modes at opset 20: the converter has no way down, a clean
    # ModelError
    case = next(c for c in ALL_CASES if c.name == "test_gridsample")
    with pytest.raises(ModelError, match="cannot convert opset"):
        import_model(case.model)


@pytest.mark.parametrize("name", ["test_constantofshape_float_ones",
                                  "test_affine_grid_2d_expanded", "test_reshape_reduced_dims",
                                  "test_averagepool_2d_default"])
def test_a_newer_opset_that_only_widened_types_imports(name) -> None:
    # ConstantOfShape (20-25), Reshape (19-25), AveragePool (19, 22) ... only add element types
    # after 18; the converter had no down-adapter ("No Adapter To Version $19 for
    # ConstantOfShape"), so every model of opset 19 and up with one was refused. The importer
    # now re-stamps such a model as opset 18 (onnx_io.WIDENED_ONLY).
    case = next(c for c in ALL_CASES if c.name == name)
    assert max(o.version for o in case.model.opset_import if o.domain in ("", "ai.onnx")) > 18
    assert import_model(case.model).opset == TARGET_OPSET


def test_a_newer_mode_is_not_restamped() -> None:
    # Pad's "wrap" is opset 19's: a node that uses it is not the same node at opset 18 (the
    # version converter decides, as before)
    case = next(c for c in ALL_CASES if c.name == "test_wrap_pad")
    assert onnx_io._restamp_widened(case.model) is None
    plain = next(c for c in ALL_CASES if c.name == "test_constant_pad")
    restamped = onnx_io._restamp_widened(plain.model)
    assert restamped is not None and onnx_io._opset(restamped) == TARGET_OPSET
