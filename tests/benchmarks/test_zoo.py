"""The benchmark model zoo: every model is valid ONNX, fully modelled by verified_opt, and our
reference semantics match ONNX Runtime on it."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import onnx
import pytest

# `benchmarks` is a top-level folder of the repository, not an installed package.
ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.models import ZOO
from benchmarks.models.__main__ import main as zoo_main
from verified_opt.cli import main as vopt
from verified_opt.ir.onnx_io import IR_VERSION, TARGET_OPSET, import_model

SLOW = {"bert_base", "inception_v3", "resnext50", "csrnet"}
EXPECTED = {  # name: (input shape, output shape)
    "resnet18": ((1, 3, 224, 224), (1, 1000)),
    "resnext50": ((1, 3, 224, 224), (1, 1000)),
    "inception_v3": ((1, 3, 299, 299), (1, 1000)),
    "bert_base": ((1, 128, 768), (1, 128, 768)),
    "nasnet_a_mobile": ((1, 3, 224, 224), (1, 1000)),
    "squeezenet1_1": ((1, 3, 224, 224), (1, 1000)),
    "dcgan": ((1, 100, 1, 1), (1, 3, 64, 64)),
    "infogan": ((1, 74), (1, 1, 28, 28)),
    "fsrcnn": ((1, 1, 128, 128), (1, 1, 384, 384)),
    "csrnet": ((1, 3, 256, 256), (1, 1, 32, 32)),
    "longformer": ((1, 1024, 768), (1, 1024, 768)),
    "gcn": ((1, 3, 256, 256), (1, 21, 64, 64)),
}


def _shape(vi: onnx.ValueInfoProto) -> tuple[int, ...]:
    return tuple(d.dim_value for d in vi.type.tensor_type.shape.dim)


def test_zoo_lists_every_model():
    assert set(ZOO) == set(EXPECTED)


@pytest.mark.parametrize(
    "name", [pytest.param(n, marks=pytest.mark.slow) if n in SLOW else n for n in ZOO])
def test_model_is_modelled_and_matches_ort(name, tmp_path):
    model = ZOO[name](0)
    onnx.checker.check_model(model, full_check=True)
    assert model.ir_version == IR_VERSION
    assert [(o.domain, o.version) for o in model.opset_import] == [("", TARGET_OPSET)]
    (inp,), (out,) = model.graph.input, model.graph.output
    assert (_shape(inp), _shape(out)) == EXPECTED[name]

    graph = import_model(model, source=name)
    assert graph.opaque_ops() == {}
    assert graph.types[graph.outputs[0]].shape == EXPECTED[name][1]

    path = tmp_path / f"{name}.onnx"
    onnx.save_model(model, str(path))
    del model, graph
    assert vopt(["inspect", str(path)]) == 0
    assert vopt(["run", str(path), "--compare-ort", "--seed", "0"]) == 0


def test_nodes_are_written_as_exporters_write_them(tmp_path):
    """No trailing empty optional inputs: ORT does not fuse Conv+BatchNorm on a Conv whose bias
    is "", which made the ORT baseline of ResNet-18 1.25x slower than it is."""
    import onnxruntime as ort

    model = ZOO["resnet18"](0)
    assert all(not n.input or n.input[-1] for n in model.graph.node)
    opts = ort.SessionOptions()
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_BASIC
    opts.optimized_model_filepath = str(tmp_path / "ort.onnx")
    ort.InferenceSession(model.SerializeToString(), opts, providers=["CPUExecutionProvider"])
    fused = onnx.load(opts.optimized_model_filepath)
    assert not [n for n in fused.graph.node if n.op_type == "BatchNormalization"]


@pytest.mark.parametrize("name", ["dcgan", "fsrcnn"])
def test_builders_are_deterministic_in_the_seed(name):
    a, b, c = ZOO[name](0), ZOO[name](0), ZOO[name](1)
    assert a.SerializeToString() == b.SerializeToString()
    wa = {t.name: onnx.numpy_helper.to_array(t) for t in a.graph.initializer}
    wc = {t.name: onnx.numpy_helper.to_array(t) for t in c.graph.initializer}
    assert wa.keys() == wc.keys()
    assert any(not np.array_equal(wa[k], wc[k]) for k in wa if wa[k].dtype == np.float32)


def test_batchnorm_statistics_are_calibrated():
    """Every BatchNormalization of DCGAN sees inputs of about its running mean and variance."""
    import onnxruntime as ort

    model = ZOO["dcgan"](0)
    bn_inputs = [n.input[0] for n in model.graph.node if n.op_type == "BatchNormalization"]
    stats = {n.input[0]: (n.input[3], n.input[4])
             for n in model.graph.node if n.op_type == "BatchNormalization"}
    inits = {t.name: onnx.numpy_helper.to_array(t) for t in model.graph.initializer}
    model.graph.output.extend(onnx.helper.make_tensor_value_info(n, onnx.TensorProto.FLOAT, None)
                              for n in bn_inputs)
    sess = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    feed = np.random.default_rng(5).standard_normal((1, 100, 1, 1)).astype(np.float32)
    for name, value in zip(bn_inputs, sess.run(bn_inputs, {"noise": feed})):
        var = value.var(axis=(0, 2, 3))
        running = inits[stats[name][1]]
        assert 0.2 < float(np.median(var / running)) < 5.0, name


def test_main_writes_models_and_rejects_unknown_names(tmp_path, capsys):
    assert zoo_main(["--out", str(tmp_path), "fsrcnn", "dcgan"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dcgan.onnx", "fsrcnn.onnx"]
    text = capsys.readouterr().out
    assert "fsrcnn" in text and "12,637" in text
    assert zoo_main(["--out", str(tmp_path), "alexnet"]) == 2
