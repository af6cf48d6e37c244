"""ONNX's own backend node cases (shipped with the onnx package) on the GPU plan, on CPU: every
case the plan takes is planned, run by the NumPy stand-in of the device and compared with the
case's expected outputs, and its generated kernels compile to PTX. A conformance suite for the
kernels written by hand in cuda_source.py, independent of ONNX Runtime."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnx import numpy_helper
from onnx.backend.test.loader import load_model_tests

from verified_opt.backends.gpu import nvrtc
from verified_opt.backends.gpu.emulate import Emulator
from verified_opt.backends.gpu.plan import PlanError, build_plan, check_no_overlap
from verified_opt.errors import VoptError
from verified_opt.ir.onnx_io import import_model

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")  # onnx's case builders


def _array(v):
    return numpy_helper.to_array(v) if hasattr(v, "dims") else np.asarray(v)


def test_onnx_node_cases_the_plan_takes_match_their_expected_outputs():
    matched, wrong = [], []
    kernels: dict[str, str] = {}
    for case in load_model_tests(kind="node"):
        model = onnx.load(case.model) if isinstance(case.model, str) else case.model
        try:
            graph = import_model(model)
        except VoptError:  # import's own refusals (opsets, types): not this test's subject
            graph = None
        if graph is None or graph.tail is not None or not case.data_sets:
            continue
        try:
            plan = build_plan(graph)
        except PlanError:
            continue
        assert check_no_overlap(plan) == [], case.name
        given = {t.name for t in model.graph.initializer}
        inputs, outputs = case.data_sets[0]
        names = [i.name for i in model.graph.input if i.name not in given]
        got = Emulator(plan).run(dict(zip(names, map(_array, inputs))))
        for o, want in zip([o.name for o in model.graph.output], map(_array, outputs)):
            have = got[o]
            if want.dtype.kind == "f":
                tol = 1e-3 if want.dtype == np.float16 else 1e-4  # some cases give 4 digits
                ok = have.shape == want.shape and np.allclose(
                    have.astype(np.float64), want.astype(np.float64), rtol=tol, atol=tol,
                    equal_nan=True)
            else:
                ok = have.shape == want.shape and np.array_equal(have, want)
            if not ok:
                wrong.append(f"{case.name}: {o}")
        kernels.update(plan.kernels())
        matched.append(case.name)
    assert wrong == []
    if nvrtc.available():  # one program: every distinct kernel the cases made
        ptx = nvrtc.compile_ptx(nvrtc.program_source(kernels))
        assert all(f".entry {k}(" in ptx for k in kernels)
    assert len(matched) >= 575  # 581 with onnx 1.23 (Conv, pools, Resize, reductions, Cast ...)
