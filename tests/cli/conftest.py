"""Small ONNX models written to tmp_path, and a helper that runs `vopt` in-process.

The model builders are reached through the `models` fixture (test modules do not import this
file: conftest modules of several folders would clash by name)."""

from __future__ import annotations

import types
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

from verified_opt.cli import main


def _init(name: str, value) -> onnx.TensorProto:
    return numpy_helper.from_array(np.asarray(value), name)


def _vi(name: str, shape, elem=TensorProto.FLOAT) -> onnx.ValueInfoProto:
    return helper.make_tensor_value_info(name, elem, shape)


def make_model(nodes, inputs, outputs, inits=(), opset=18, ir=9, extra_opsets=()):
    g = helper.make_graph(nodes, "cli_test", inputs, outputs, list(inits))
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)] + [
        helper.make_opsetid(d, v) for d, v in extra_opsets])
    m.ir_version = ir
    return m


def cnn_model() -> onnx.ModelProto:
    """Conv/Relu/pool/Gemm with one opaque Gather; 123 parameters (3 of them indices)."""
    rng = np.random.default_rng(7)
    f32 = lambda *s: rng.standard_normal(s).astype(np.float32)
    nodes = [
        helper.make_node("Conv", ["image", "conv_w", "conv_b"], ["c"], name="conv",
                         pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["c"], ["r"], name="relu"),
        helper.make_node("GlobalAveragePool", ["r"], ["gap"], name="gap"),
        helper.make_node("Flatten", ["gap"], ["f"], name="flatten"),
        helper.make_node("Gather", ["f", "pick"], ["picked"], name="gather", axis=1),
        helper.make_node("Gemm", ["picked", "fc_w", "fc_b"], ["logits"], name="fc", transB=1),
        helper.make_node("Softmax", ["logits"], ["probs"], name="softmax"),
        helper.make_node("Tanh", ["logits"], ["activ"], name="tanh"),
    ]
    inits = [_init("conv_w", f32(4, 3, 3, 3)), _init("conv_b", f32(4)),
             _init("pick", np.array([0, 2, 3], np.int64)), _init("fc_w", f32(2, 3)),
             _init("fc_b", f32(2))]
    return make_model(nodes, [_vi("image", [1, 3, 8, 8])],
                      [_vi("probs", [1, 2]), _vi("activ", [1, 2])], inits)


def dynamic_model() -> onnx.ModelProto:
    rng = np.random.default_rng(8)
    nodes = [helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]),
             helper.make_node("Relu", ["c"], ["y"])]
    return make_model(nodes, [_vi("x", ["batch", 3, "h", "w"])], [_vi("y", ["batch", 2, "h", "w"])],
                      [_init("w", rng.standard_normal((2, 3, 3, 3)).astype(np.float32))])


def fill_model() -> onnx.ModelProto:
    """A weight made by ConstantOfShape (a constant fill), as in onnx's light models."""
    nodes = [
        helper.make_node("ConstantOfShape", ["wshape"], ["w"], name="fill",
                         value=_init("v", np.array([0.1], np.float32))),
        helper.make_node("MatMul", ["x", "w"], ["y"], name="mm"),
    ]
    return make_model(nodes, [_vi("x", [2, 6])], [_vi("y", [2, 5])],
                      [_init("wshape", np.array([6, 5], np.int64))])


def wide_matmul_model() -> onnx.ModelProto:
    """Long dot products: summation order makes ORT and NumPy differ in the last bits."""
    rng = np.random.default_rng(9)
    nodes = [helper.make_node("MatMul", ["x", "w"], ["y"], name="mm")]
    return make_model(nodes, [_vi("x", [16, 2048])], [_vi("y", [16, 64])],
                      [_init("w", rng.standard_normal((2048, 64)).astype(np.float32))])


@dataclass
class Result:
    code: int
    out: str
    err: str

    def one_line_error(self, *words: str) -> None:
        """Bad input: exit 2, one `error:` line naming each of `words`, no traceback."""
        assert self.code == 2, (self.code, self.err, self.out)
        assert self.err.count("\n") == 1 and self.err.startswith("error: ") \
            and "Traceback" not in self.err, self.err
        for w in words:
            assert w in self.err, (w, self.err)


@pytest.fixture
def vopt(capsys, monkeypatch) -> Callable[..., Result]:
    """Run `vopt ARGS...` in this process; returns exit code, stdout and stderr.

    The console is made wide, as for piped output, whatever COLUMNS says (pytest-xdist sets
    COLUMNS=80), so that table cells are not folded over several lines."""
    from verified_opt.commands import common

    monkeypatch.setattr(common.console, "width", 200)

    def run(*args: str | Path) -> Result:
        capsys.readouterr()
        code = main([str(a) for a in args])
        cap = capsys.readouterr()
        return Result(code, cap.out, cap.err)

    return run


@pytest.fixture
def write(tmp_path) -> Callable[[onnx.ModelProto, str], Path]:
    def save(model: onnx.ModelProto, name: str = "model.onnx") -> Path:
        path = tmp_path / name
        onnx.save(model, str(path))
        return path

    return save


@pytest.fixture
def models() -> types.SimpleNamespace:
    return types.SimpleNamespace(cnn=cnn_model, dynamic=dynamic_model, fill=fill_model,
                                 wide_matmul=wide_matmul_model, make=make_model, vi=_vi,
                                 init=_init)
