"""`vopt run`: reference semantics on seeded random inputs, compared with ONNX Runtime."""

from __future__ import annotations

import dataclasses
import re

import numpy as np

from verified_opt.ops.registry import OPS


def diff_rows(out: str) -> dict[str, list[str]]:
    """Rows of the comparison (or statistics) table: output name -> its cells."""
    table = {}
    for line in out.splitlines():
        cells = [c.strip() for c in re.split(r"[│┃]", line)[1:-1]]
        if len(cells) >= 6 and cells[0] not in ("", "output"):
            table[cells[0]] = cells[1:]
    return table


def test_compare_ort_matches(vopt, write, models):
    r = vopt("run", write(models.cnn()), "--compare-ort")
    assert r.code == 0, r.err
    assert r.err == ""
    t = diff_rows(r.out)
    assert set(t) == {"probs", "activ"}
    for name in ("probs", "activ"):
        shape, max_abs, _max_rel, scale, tol, result = t[name]
        assert shape == "[1, 2]" and result == "match"
        assert float(max_abs) <= float(tol) and float(scale) > 0
    assert "all 2 outputs match ONNX Runtime" in r.out


def test_without_compare_prints_statistics_that_depend_on_the_seed(vopt, write, models):
    path = write(models.cnn())
    a = vopt("run", path, "--seed", "1")
    b = vopt("run", path, "--seed", "1")
    c = vopt("run", path, "--seed", "2")
    assert a.code == b.code == c.code == 0
    assert "ONNX Runtime" not in a.out
    ta, tb, tc = diff_rows(a.out), diff_rows(b.out), diff_rows(c.out)
    assert set(ta) == {"probs", "activ"}
    shape, mean, _std, lo, hi = ta["probs"]
    assert shape == "[1, 2]" and abs(float(mean) - 0.5) < 1e-6  # softmax over 2 classes
    assert 0 <= float(lo) <= float(hi) <= 1
    assert ta == tb  # seeded: the same inputs every time
    assert ta["activ"] != tc["activ"]


def test_randomize_weights_replaces_constant_fills(vopt, write, models):
    path = write(models.fill())
    plain = vopt("run", path, "--compare-ort")
    assert plain.code == 0 and "randomized" not in plain.out
    r = vopt("run", path, "--compare-ort", "--randomize-weights", "--seed", "3")
    assert r.code == 0, r.err
    assert "randomized 1 weight tensors (seed 3)" in r.out
    assert diff_rows(r.out)["y"][-1] == "match"


def test_dynamic_model_runs_with_shape(vopt, write, models):
    r = vopt("run", write(models.dynamic()), "--shape", "x=2,3,6,5", "--compare-ort")
    assert r.code == 0, r.err
    assert diff_rows(r.out)["y"][:1] == ["[2, 2, 6, 5]"]


def test_zero_tolerance_exposes_last_bit_differences(vopt, write, models):
    path = write(models.wide_matmul())
    ok = vopt("run", path, "--compare-ort")
    assert ok.code == 0, ok.out
    strict = vopt("run", path, "--compare-ort", "--rtol", "0", "--atol", "0")
    assert strict.code == 1
    assert strict.err == ""  # a failed check is a result, not an error
    _, max_abs, _, _, tol, result = diff_rows(strict.out)["y"]
    assert result == "MISMATCH" and float(tol) == 0 and 0 < float(max_abs) < 1e-2
    assert re.search(r"mismatch: output 'y' differs by \S+ at \(\d+, \d+\)", strict.out)


def test_wrong_kernel_is_caught(vopt, write, models, monkeypatch):
    def broken_tanh(ar, ctx, x):
        return [np.tanh(x[0]) * np.float32(1.01)]  # 1% off

    monkeypatch.setitem(OPS, "Tanh", dataclasses.replace(OPS["Tanh"], kernel=broken_tanh))
    r = vopt("run", write(models.cnn()), "--compare-ort")
    assert r.code == 1
    t = diff_rows(r.out)
    assert t["activ"][-1] == "MISMATCH" and t["probs"][-1] == "match"
    assert "mismatch: output 'activ'" in r.out


def test_opaque_operators_are_evaluated(vopt, write, models):
    # Gather is not modelled: onnx's ReferenceEvaluator runs it inside our evaluation.
    r = vopt("run", write(models.cnn()), "--compare-ort", "--seed", "5")
    assert r.code == 0 and "all 2 outputs match" in r.out


def _qdq_matmul():
    """x quantized and dequantized, times int8 weights dequantized, the product quantized and
    dequantized: ORT's graph optimizations run the group as one integer kernel, whose rounding
    puts an element one quantization step (0.05) off the float operators now and then."""
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    w = np.random.RandomState(0).randint(-127, 128, (64, 64)).astype(np.int8)
    inits = [numpy_helper.from_array(w, "w_q")] + [
        numpy_helper.from_array(np.array(v, dt), n)
        for n, v, dt in [("sw", 0.01, np.float32), ("sx", 0.02, np.float32),
                         ("sy", 0.05, np.float32), ("z", 0, np.int8)]]
    nodes = [helper.make_node("QuantizeLinear", ["x", "sx", "z"], ["xq"]),
             helper.make_node("DequantizeLinear", ["xq", "sx", "z"], ["xd"]),
             helper.make_node("DequantizeLinear", ["w_q", "sw", "z"], ["wd"]),
             helper.make_node("MatMul", ["xd", "wd"], ["y"]),
             helper.make_node("QuantizeLinear", ["y", "sy", "z"], ["yq"]),
             helper.make_node("DequantizeLinear", ["yq", "sy", "z"], ["out"])]
    g = helper.make_graph(nodes, "qdq", [helper.make_tensor_value_info("x", TensorProto.FLOAT,
                                                                        [64, 64])],
                          [helper.make_tensor_value_info("out", TensorProto.FLOAT, [64, 64])],
                          inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    onnx.checker.check_model(m)
    return m


def test_a_difference_only_ort_graph_optimizations_make_is_named_not_a_mismatch(vopt, write):
    r = vopt("run", write(_qdq_matmul()), "--compare-ort", "--seed", "2")
    assert r.code == 0, r.out + r.err
    # the comparison with ORT as users run it is shown, and fails
    assert "MISMATCH" in r.out
    assert re.search(r"graph optimizations change 'out' by 0\.05", r.out)
    # ORT with its graph optimizations off runs the operators as written: equal
    assert "all 1 outputs match ONNX Runtime (the file as given, graph optimizations off)" \
        in r.out.replace("\n", " ")
    assert "mismatch:" not in r.out


def test_a_wrong_kernel_stays_a_mismatch_with_ort_graph_optimizations_off(vopt, write,
                                                                          monkeypatch):
    matmul = OPS["MatMul"].kernel

    def two_steps_high(ar, ctx, x):  # ORT disagrees with or without its graph optimizations
        return [matmul(ar, ctx, x)[0] + np.float32(0.1)]

    monkeypatch.setitem(OPS, "MatMul", dataclasses.replace(OPS["MatMul"], kernel=two_steps_high))
    r = vopt("run", write(_qdq_matmul()), "--compare-ort", "--seed", "2")
    assert r.code == 1
    assert "mismatch: output 'out'" in r.out and "graph optimizations off" not in r.out


def _half_blocks(layers: int, seed: int, dim: int = 256):
    """float32 in and out; inside, in float16, `layers` blocks of MatMul, residual Add and
    LayerNormalization (a transformer converted by onnxconverter-common with keep_io_types)."""
    from onnx import TensorProto, helper, numpy_helper

    rng = np.random.RandomState(seed)
    nodes = [helper.make_node("Cast", ["x"], ["v0"], to=TensorProto.FLOAT16)]
    inits = []
    for i in range(layers):
        inits += [numpy_helper.from_array((rng.randn(dim, dim) / np.sqrt(dim)).astype(np.float16),
                                          f"w{i}"),
                  numpy_helper.from_array(np.ones(dim, np.float16), f"g{i}"),
                  numpy_helper.from_array(np.zeros(dim, np.float16), f"b{i}")]
        nodes += [helper.make_node("MatMul", [f"v{i}", f"w{i}"], [f"m{i}"]),
                  helper.make_node("Add", [f"m{i}", f"v{i}"], [f"a{i}"]),
                  helper.make_node("LayerNormalization", [f"a{i}", f"g{i}", f"b{i}"],
                                   [f"v{i + 1}"], axis=-1)]
    nodes.append(helper.make_node("Cast", [f"v{layers}"], ["y"], to=TensorProto.FLOAT))
    g = helper.make_graph(nodes, "half", [helper.make_tensor_value_info("x", TensorProto.FLOAT,
                                                                         [16, dim])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [16, dim])],
                          inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 8
    return m


def test_float32_outputs_computed_in_float16_are_compared_at_float16_precision(vopt, write):
    # NumPy's float16 kernels and ORT's (float32 inside) round apart by two float16 steps
    # (0.0039 at 3.2): past float32's tolerance (0.0032), which the outputs' dtype chose
    path = write(_half_blocks(layers=3, seed=2))
    r = vopt("run", path, "--compare-ort")
    assert r.code == 0, r.out
    _, max_abs, _, scale, _tol, result = diff_rows(r.out)["y"]
    assert result == "match" and float(max_abs) > 1e-3 * float(scale) + 1e-5
    # a tolerance the user gives is kept
    assert vopt("run", path, "--compare-ort", "--rtol", "1e-4").code == 1


def test_a_float16_value_that_only_an_integer_output_reads_does_not_widen_the_tolerance(
        vopt, write, monkeypatch):
    from onnx import TensorProto, helper, numpy_helper

    g = helper.make_graph(
        [helper.make_node("Mul", ["x", "k"], ["y"]),
         helper.make_node("Cast", ["x"], ["h"], to=TensorProto.FLOAT16),
         helper.make_node("ArgMax", ["h"], ["i"], axis=1, keepdims=0)],
        "m", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [64, 64])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [64, 64]),
         helper.make_tensor_value_info("i", TensorProto.INT64, [64])],
        [numpy_helper.from_array(np.asarray(2.0, np.float32), "k")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    mul = OPS["Mul"].kernel

    def high(ar, ctx, x):  # 1.5% off: within float16's 2%, far past float32's 0.1%
        return [mul(ar, ctx, x)[0] * np.float32(1.015)]

    monkeypatch.setitem(OPS, "Mul", dataclasses.replace(OPS["Mul"], kernel=high))
    r = vopt("run", write(m), "--compare-ort")
    assert r.code == 1 and "mismatch: output 'y'" in r.out
