"""`vopt gpu-modules`: the CUDA modules of a model's eOperators generated (TVM) and stored, read
back where TVM is not; a model without eOperators, a bad --arch or no TVM is one line."""

from __future__ import annotations

import sys

import onnx
import pytest

from tests.backends.test_gpu_eop import conv_model, offset_reduce_model
from verified_opt.cli import main as vopt
from verified_opt.derive import cuda_store, eop_cuda
from verified_opt.derive.eop_onnx import eop_scope


def _one_line_error(capsys) -> str:
    err = capsys.readouterr().err.strip()
    assert err.startswith("error:") and "\n" not in err, err
    return err


def test_gpu_modules_stores_what_a_machine_without_tvm_reads(tmp_path, monkeypatch, capsys):
    pytest.importorskip("tvm")
    monkeypatch.setattr(eop_cuda, "_CACHE", {})
    onnx.save(offset_reduce_model(), tmp_path / "e.onnx")
    assert vopt(["gpu-modules", str(tmp_path / "e.onnx"), "--out", str(tmp_path / "m")]) == 0
    out = capsys.readouterr().out
    assert "eop0" in out and "1 modules" in out
    scope = eop_scope(offset_reduce_model().graph.node[0])
    assert cuda_store.record_path(scope, "sm_90", tmp_path / "m").exists()
    monkeypatch.setitem(sys.modules, "tvm", None)
    monkeypatch.setenv(cuda_store.ENV, str(tmp_path / "m"))
    assert eop_cuda.cuda_module(scope).launches


def test_gpu_modules_bad_input_is_one_line(tmp_path, monkeypatch, capsys):
    onnx.save(conv_model(), tmp_path / "c.onnx")
    onnx.save(offset_reduce_model(), tmp_path / "e.onnx")
    out = ["--out", str(tmp_path / "m")]
    assert vopt(["gpu-modules", str(tmp_path / "c.onnx"), *out]) == 2
    cap = capsys.readouterr()
    assert cap.out == "", cap.out  # the error alone, no table of nothing before it
    assert "no eOperator" in cap.err and cap.err.count("\n") == 1
    assert vopt(["gpu-modules", str(tmp_path / "e.onnx"), "--arch", "../x", *out]) == 2
    assert "sm_<number>" in _one_line_error(capsys)
    monkeypatch.setitem(sys.modules, "tvm", None)
    assert vopt(["gpu-modules", str(tmp_path / "e.onnx"), *out]) == 2
    assert "pip install" in _one_line_error(capsys)
