"""The PyTorch-eager baseline of the GPU benchmark computes what ONNX Runtime computes, on every
zoo model (checked on the CPU here; the benchmark runs it on the GPU)."""

import numpy as np
import pytest

from benchmarks.models import ZOO
from verified_opt.backends.ort import run_graph
from verified_opt.ir.onnx_io import import_model

torch = pytest.importorskip("torch")


@pytest.mark.parametrize("name", sorted(ZOO))
def test_torch_eager_matches_ort(name):
    from benchmarks.torch_eager import TorchEager

    m = ZOO[name](0)
    g = import_model(m)
    rng = np.random.default_rng(0)
    feeds = {k: rng.standard_normal(t.shape).astype(np.float32) for k, t in g.inputs.items()}
    got, want = TorchEager(m, device="cpu")(feeds), run_graph(g, feeds)
    assert set(got) == set(want)
    for k in want:
        assert got[k].shape == want[k].shape
        assert np.max(np.abs(got[k] - want[k])) / (1 + np.max(np.abs(want[k]))) < 1e-4


def test_torch_eager_refuses_an_unknown_operator():
    from onnx import TensorProto, helper

    from benchmarks.torch_eager import TorchEager, Unsupported

    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2])
    m = helper.make_model(helper.make_graph([helper.make_node("Cos", ["x"], ["y"])], "g", [x],
                                            [helper.make_tensor_value_info("y", 1, [2])]))
    with pytest.raises(Unsupported, match="Cos"):
        TorchEager(m, device="cpu")


@pytest.mark.parametrize("kind", ["g2bmm", "gbmm"])
def test_torch_eager_runs_a_bands_dense_formulation(kind):
    """gpu_bench --einnet's banded cases: GatherElements, ScatterElements (add) and
    ConstantOfShape, as ONNX Runtime computes them."""
    from benchmarks.derive_bench import _weights, band_dense
    from benchmarks.torch_eager import TorchEager

    model, _, inputs = band_dense(kind, b=2, m=32, d=8, width=3, dilation=2)
    feeds = _weights(inputs, 1)
    got, want = TorchEager(model, device="cpu")(feeds), run_graph(import_model(model), feeds)
    assert np.max(np.abs(got["Y"] - want["Y"])) / (1 + np.max(np.abs(want["Y"]))) < 1e-5
