"""The embedded example (`make demo`): build it, inspect it, compare it with ONNX Runtime."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import onnx
import pytest

from verified_opt.cli import main
from verified_opt.examples.build import BRANCHES, build_graph, build_model
from verified_opt.examples.build import main as build_main
from verified_opt.ir.onnx_io import load


@pytest.fixture
def wide_console(monkeypatch):
    from verified_opt.commands import common

    monkeypatch.setattr(common.console, "width", 200)


def test_build_writes_a_checked_model_in_a_new_folder(tmp_path, capsys):
    path = tmp_path / "out" / "nested" / "example.onnx"
    assert build_main([str(path)]) == 0
    assert "wrote" in capsys.readouterr().out
    m = onnx.load(str(path))
    onnx.checker.check_model(m, full_check=True)
    assert m.ir_version == 9
    assert [(o.domain, o.version) for o in m.opset_import] == [("", 18)]
    ops = [n.op_type for n in m.graph.node]
    assert ops.count("Conv") == 4 and ops.count("Relu") == 4
    for op in ("Concat", "BatchNormalization", "Add", "LRN", "GlobalAveragePool", "Flatten",
               "Gemm", "Softmax"):
        assert op in ops
    (inp,) = m.graph.input
    assert [d.dim_value for d in inp.type.tensor_type.shape.dim] == [1, 64, 56, 56]
    (out,) = m.graph.output
    assert [d.dim_value for d in out.type.tensor_type.shape.dim] == [1, 10]


def test_three_parallel_branches_read_the_same_input():
    g = build_graph()
    convs = [n for n in g.nodes if n.op == "Conv" and n.inputs[0] == "input"]
    assert len(convs) == 3
    kernels = sorted(g.initializers[n.inputs[1]].shape[2:] for n in convs)
    assert kernels == [(1, 1), (3, 3), (5, 5)]
    assert [k for k, _ in BRANCHES] == [1, 3, 5]
    concat = next(n for n in g.nodes if n.op == "Concat")
    assert g.types[concat.outputs[0]].shape == (1, 64, 56, 56)
    add = next(n for n in g.nodes if n.op == "Add")
    assert "input" in add.inputs  # the residual connection


def test_weights_are_seeded_and_fan_in_scaled():
    a, b, c = build_graph(0), build_graph(0), build_graph(1)
    for k in a.initializers:
        np.testing.assert_array_equal(a.initializers[k], b.initializers[k])
    assert any(not np.array_equal(a.initializers[k], c.initializers[k]) for k in a.initializers)
    w5 = a.initializers["branch5x5.weight"]
    w1 = a.initializers["branch1x1.weight"]
    # std ~ sqrt(1 / fan_in): fan-in 64*25 vs 64.
    assert abs(w5.std() - np.sqrt(1 / (64 * 25))) < 0.1 * np.sqrt(1 / (64 * 25))
    assert abs(w1.std() - np.sqrt(1 / 64)) < 0.1 * np.sqrt(1 / 64)
    assert (a.initializers["proj.bn.var"] > 0).all()
    assert build_model(0).SerializeToString() == build_model(0).SerializeToString()


def test_inspect_and_run_compare_ort(tmp_path, capsys, wide_console):
    path = tmp_path / "example.onnx"
    assert build_main([str(path), "--seed", "0"]) == 0
    capsys.readouterr()
    assert main(["inspect", str(path)]) == 0
    out = capsys.readouterr()
    assert out.err == ""
    assert "input" in out.out and "[1, 64, 56, 56]" in out.out and "[1, 10]" in out.out
    assert "not modelled: none" in out.out
    assert f"parameters: {load(path).parameter_count():,}" in out.out
    assert main(["run", str(path), "--compare-ort", "--seed", "0"]) == 0
    out = capsys.readouterr()
    assert out.err == "" and "all 1 outputs match ONNX Runtime" in out.out


def test_build_as_a_module_and_bad_output_path(tmp_path):
    ok = subprocess.run([sys.executable, "-m", "verified_opt.examples.build",
                         str(tmp_path / "m.onnx")],
                        check=False, capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0 and (tmp_path / "m.onnx").exists(), ok.stderr
    bad = subprocess.run([sys.executable, "-m", "verified_opt.examples.build", str(tmp_path)],
                         check=False, capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2
    assert bad.stderr.count("\n") == 1 and "directory" in bad.stderr
    assert "Traceback" not in bad.stderr
