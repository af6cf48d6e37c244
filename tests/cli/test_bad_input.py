"""Bad input reaches the user as ONE line on stderr, exit code 2, and never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper

LIGHT = Path(os.path.dirname(onnx.__file__)) / "backend" / "test" / "data" / "light"


def assert_one_line_error(r, *words: str, code: int = 2) -> None:
    assert r.code == code, (r.code, r.err, r.out)
    assert "Traceback" not in r.err and "Traceback" not in r.out
    lines = r.err.splitlines()
    assert len(lines) == 1 and r.err.endswith("\n"), repr(r.err)
    assert lines[0].startswith("error: "), lines[0]
    for w in words:
        assert w.lower() in lines[0].lower(), (w, lines[0])


# ---- the file itself --------------------------------------------------------------------------
def test_missing_file(vopt, tmp_path):
    assert_one_line_error(vopt("inspect", tmp_path / "nope.onnx"), "nope.onnx", "no such file")


def test_directory(vopt, tmp_path):
    assert_one_line_error(vopt("run", tmp_path), "directory")


def test_not_onnx(vopt, tmp_path):
    p = tmp_path / "notes.onnx"
    p.write_text("these are my notes, not a model\n")
    assert_one_line_error(vopt("inspect", p), "notes.onnx", "not a valid ONNX model")


def test_empty_file(vopt, tmp_path):
    p = tmp_path / "empty.onnx"
    p.write_bytes(b"")
    assert_one_line_error(vopt("inspect", p), "not a valid ONNX model")


def test_truncated_protobuf(vopt, tmp_path):
    data = (LIGHT / "light_inception_v1.onnx").read_bytes()
    p = tmp_path / "cut.onnx"
    p.write_bytes(data[: len(data) // 2])
    assert_one_line_error(vopt("inspect", p), "cut.onnx", "not a valid ONNX model")


def test_truncated_anywhere(vopt, tmp_path, write, models):
    """Cut a model at many places: each is some one-line error (never a crash or a pass)."""
    data = write(models.cnn()).read_bytes()
    p = tmp_path / "cut.onnx"
    for n in range(0, len(data) - 1, 7):
        p.write_bytes(data[:n])
        assert_one_line_error(vopt("inspect", p))


def test_missing_external_data(vopt, tmp_path, models):
    p = tmp_path / "ext.onnx"
    onnx.save_model(models.cnn(), str(p), save_as_external_data=True, location="ext.bin",
                    size_threshold=0)
    (tmp_path / "ext.bin").unlink()
    assert_one_line_error(vopt("inspect", p), "external data")


# ---- inputs, --shape --------------------------------------------------------------------------
def test_dynamic_dimensions_need_shape(vopt, write, models):
    r = vopt("run", write(models.dynamic()), "--compare-ort")
    assert_one_line_error(r, "'x'", "dynamic shape", "--shape x=")


def test_unknown_shape_name(vopt, write, models):
    r = vopt("inspect", write(models.dynamic()), "--shape", "image=1,3,8,8")
    assert_one_line_error(r, "'image'", "not an input", "inputs: x")


@pytest.mark.parametrize("spec, words", [
    ("x=1,3,a,8", ["integers"]),
    ("x=1,3,2.5,8", ["integers"]),
    ("x=1,3,,8", ["integers"]),
    ("x=1,3,-1,8", ["non-negative"]),
    ("x=1,3,0,8", ["Conv 'Conv_0'", "window 3 larger than padded input 2"]),  # empty: fine
    ("x", ["NAME="]),
    ("x=1,3,8", ["rank 3", "says 4"]),
    ("x=1,5,8,8", []),  # channels: the Conv weight wants 3
])
def test_bad_shape_values(vopt, write, models, spec, words):
    assert_one_line_error(vopt("inspect", write(models.dynamic()), "--shape", spec), *words)


def test_dimensions_too_large_for_memory(vopt, write, models, tmp_path):
    huge = "x=99999999999999999999,3,8,8"
    assert_one_line_error(vopt("inspect", write(models.dynamic()), "--shape", huge),
                          "input 'x'", "99999999999999999999", "too large")
    assert_one_line_error(vopt("run", write(models.dynamic()), "--shape",
                               "x=9223372036854775807,3,8,8"), "input 'x'", "too large")
    big = models.make([helper.make_node("Relu", ["x"], ["y"])],
                      [models.vi("x", [1 << 40, 1 << 30])], [models.vi("y", [1 << 40, 1 << 30])])
    for args in (["run"], ["optimize", "-o", tmp_path / "o.onnx", "--budget", "1"]):
        r = vopt(args[0], write(big, "big.onnx"), *args[1:])
        assert_one_line_error(r, "input 'x'", "1099511627776", "too large")


def test_shape_contradicting_a_static_model(vopt, write, models):
    r = vopt("run", write(models.cnn()), "--shape", "image=2,3,8,8")
    assert_one_line_error(r, "contradicts", "image")


def test_shape_given_twice(vopt, write, models):
    r = vopt("inspect", write(models.dynamic()), "--shape", "x=1,3,4,4", "--shape", "x=1,3,5,5")
    assert_one_line_error(r, "twice")


@pytest.mark.parametrize("elem, name", [(TensorProto.COMPLEX64, "complex64"),
                                        (TensorProto.BFLOAT16, "bfloat16")])
def test_unsupported_input_dtype(vopt, write, models, elem, name):
    m = models.make([helper.make_node("Identity", ["x"], ["y"])], [models.vi("x", [2], elem)],
                    [models.vi("y", [2], elem)])
    assert_one_line_error(vopt("run", write(m)), "'x'", f"dtype {name}", "not supported")


def test_sequence_input(vopt, write, models):
    x = helper.make_tensor_sequence_value_info("x", TensorProto.FLOAT, None)
    m = models.make([helper.make_node("SequenceLength", ["x"], ["n"])], [x],
                    [models.vi("n", [], TensorProto.INT64)])
    assert_one_line_error(vopt("inspect", write(m)), "'x'", "not a tensor")


def test_sequence_made_inside_the_graph(vopt, write, models):
    # onnx's test_sequence_model2: the message said only "no type for output 'seq'"; then
    # "... is a sequence ... only tensors are supported"; now what reads a sequence passes
    # through as the graph's tail (ir/test_tail.py)
    nodes = [helper.make_node("Relu", ["x"], ["r"]),
             helper.make_node("SequenceConstruct", ["r", "r"], ["seq"]),
             helper.make_node("ConcatFromSequence", ["seq"], ["y"], axis=0)]
    m = models.make(nodes, [models.vi("x", [2, 3])], [models.vi("y", [4, 3])])
    r = vopt("inspect", write(m))
    assert r.code == 0, r.err
    assert "2 nodes after a value whose shape is known only at run time" in r.out, r.out
    out = write(m).parent / "out.onnx"
    assert vopt("optimize", write(m), "-o", str(out), "--budget", "1").code == 0
    assert [n.op_type for n in onnx.load(str(out)).graph.node] == [
        "Relu", "SequenceConstruct", "ConcatFromSequence"]


def test_a_shape_input_the_check_cannot_draw_is_named(vopt, write, models):
    # Expand's shape is an input passed through an Identity: random values are no shape (read
    # straight from an input, as in onnx's test_expand_shape_model1, it gets the declared one)
    def expand(direct):
        nodes = [helper.make_node("Identity", ["shape"], ["s"])] if not direct else []
        nodes.append(helper.make_node("Expand", ["x", "shape" if direct else "s"], ["y"]))
        return models.make(nodes, [models.vi("x", [1, 3, 1]),
                                   models.vi("shape", [3], TensorProto.INT64)],
                           [models.vi("y", [1, 3, 1])])
    m = expand(False)
    r = vopt("optimize", write(m), "-o", str(write(m).parent / "out.onnx"), "--budget", "1")
    assert r.code == 2 and "ONNX Runtime failed to run the model" in r.err, r.err
    assert "integer inputs fed 'shape'" in r.err and "a shape" in r.err, r.err
    m = expand(True)
    r = vopt("optimize", write(m, "d.onnx"), "-o", str(write(m).parent / "out.onnx"),
             "--budget", "1")
    assert r.code == 0, r.err


def test_a_shape_given_by_an_input_is_a_one_line_error(vopt, write, models):
    # Expand's output declared: `vopt run` evaluated Expand with the random shape and crashed
    # (internal error, exit 70); undeclared, the output has no static shape
    def expand(y_shape, direct=False):
        nodes = [helper.make_node("Identity", ["s"], ["t"])] if not direct else []
        nodes.append(helper.make_node("Expand", ["x", "s" if direct else "t"], ["y"]))
        return models.make(nodes, [models.vi("x", [1, 3, 1]),
                                   models.vi("s", [3], TensorProto.INT64)],
                           [models.vi("y", y_shape)])
    assert_one_line_error(vopt("run", write(expand([1, 3, 1]), "a.onnx"), "--compare-ort"),
                          "Expand", "cannot expand (1, 3, 1) to")
    # read straight from an input, the shape gets the value the declared output asks for
    r = vopt("run", write(expand([1, 3, 1], direct=True), "c.onnx"), "--compare-ort")
    assert r.code == 0, r.err
    # undeclared, Expand is the graph's tail (ir/test_tail.py): passed through, not evaluated
    r = vopt("run", write(expand(None), "b.onnx"))
    assert r.code == 0 and "nodes after a run-time shape are not evaluated" in r.out, r.out


# ---- malformed graphs -------------------------------------------------------------------------
def _relu_then(models, nodes, outputs=None, inputs=None):
    return models.make(nodes, inputs or [models.vi("x", [1, 3])],
                       outputs or [models.vi("y", [1, 3])])


def test_output_never_produced(vopt, write, models):
    m = _relu_then(models, [helper.make_node("Relu", ["x"], ["r"])])
    assert_one_line_error(vopt("inspect", write(m)), "'y'")


def test_output_declared_with_another_dtype(vopt, write, models):
    m = _relu_then(models, [helper.make_node("Relu", ["x"], ["y"])],
                   outputs=[models.vi("y", [1, 3], TensorProto.INT64)])
    assert_one_line_error(vopt("inspect", write(m)), "'y'", "int64", "float32")


def test_cycle(vopt, write, models):
    m = _relu_then(models, [helper.make_node("Add", ["x", "b"], ["a"], name="n1"),
                            helper.make_node("Relu", ["a"], ["b"], name="n2"),
                            helper.make_node("Identity", ["a"], ["y"], name="n3")])
    assert_one_line_error(vopt("inspect", write(m)), "cycle", "n1", "n2")


def test_input_nothing_produces(vopt, write, models):
    m = _relu_then(models, [helper.make_node("Add", ["x", "ghost"], ["y"], name="adder")])
    assert_one_line_error(vopt("inspect", write(m)), "adder", "'ghost'")


@pytest.mark.parametrize("case, words", [
    ("duplicate_output", ["invalid ONNX model", "'y'"]),
    ("unknown_attribute", ["invalid ONNX model", "foo"]),
    ("unknown_operator", ["invalid ONNX model", "FooBar"]),
    ("ir_version", ["invalid ONNX model", "ir_version 99"]),
    ("no_default_opset", ["opset"]),
])
def test_checker_failures(vopt, write, models, case, words):
    nodes = [helper.make_node("Relu", ["x"], ["y"])]
    opsets = {}
    if case == "duplicate_output":
        nodes.append(helper.make_node("Sigmoid", ["x"], ["y"]))
    elif case == "unknown_attribute":
        nodes = [helper.make_node("Relu", ["x"], ["y"], foo=1)]
    elif case == "unknown_operator":
        nodes = [helper.make_node("FooBar", ["x"], ["y"])]
    m = _relu_then(models, nodes, **opsets)
    if case == "ir_version":
        m.ir_version = 99
    elif case == "no_default_opset":
        del m.opset_import[:]
        m.opset_import.append(helper.make_opsetid("com.example", 1))
    assert_one_line_error(vopt("inspect", write(m)), *words)


def test_version_converter_failure(vopt, write, models):
    m = _relu_then(models, [helper.make_node("RegexFullMatch", ["x"], ["y"])])
    m.opset_import[0].version = 20  # RegexFullMatch has no opset-18 form
    assert_one_line_error(vopt("inspect", write(m)), "convert opset 20 to 18", "RegexFullMatch")


def test_opset_from_the_future(vopt, write, models):
    m = _relu_then(models, [helper.make_node("Relu", ["x"], ["y"])])
    m.opset_import[0].version = 99
    assert_one_line_error(vopt("run", write(m)), "opset 99")


@pytest.mark.parametrize("node, words", [
    (helper.make_node("Transpose", ["x"], ["y"], perm=[0, 0], name="tr"),
     ["Transpose 'tr'", "permutation"]),
    (helper.make_node("Add", ["x", "z"], ["y"], name="add"), ["Add 'add'", "broadcast"]),
    (helper.make_node("Reshape", ["x", "shape"], ["y"], name="rs"), ["Reshape 'rs'", "reshape"]),
    (helper.make_node("Conv", ["x4", "w"], ["y"], group=2, name="cv"), ["Conv 'cv'", "group 2"]),
])
def test_shape_inference_failures_name_the_node(vopt, write, models, node, words):
    init = models.init
    inputs = [models.vi("x", [1, 3]), models.vi("z", [1, 4]), models.vi("x4", [1, 3, 4, 4])]
    inits = [init("shape", np.array([2, -1], np.int64)),
             init("w", np.ones((2, 3, 1, 1), np.float32))]
    m = models.make([node], inputs, [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
                    inits)
    assert_one_line_error(vopt("inspect", write(m)), *words)


def test_opaque_operator_without_reference_implementation(vopt, write, models):
    # ONNX's reference evaluator has no com.microsoft Gelu: ONNX Runtime evaluates it
    m = models.make([helper.make_node("Gelu", ["x"], ["y"], domain="com.microsoft")],
                    [models.vi("x", [2, 3])], [models.vi("y", [2, 3])],
                    extra_opsets=[("com.microsoft", 1)])
    path = write(m)
    assert vopt("inspect", path).code == 0  # listed as opaque, not an error
    r = vopt("run", path, "--compare-ort")
    assert r.code == 0 and "match ONNX Runtime" in r.out, r.err


def test_opaque_operator_nothing_can_evaluate(vopt, write, models):
    m = models.make([helper.make_node("Frobnicate", ["x"], ["y"], domain="example.custom")],
                    [models.vi("x", [2, 3])], [models.vi("y", [2, 3])],
                    extra_opsets=[("example.custom", 1)])
    path = write(m)
    assert vopt("inspect", path).code == 0
    assert_one_line_error(vopt("run", path), "cannot evaluate", "Frobnicate", "ONNX Runtime")


# ---- options ----------------------------------------------------------------------------------
@pytest.mark.parametrize("args, words", [
    ([], ["no command"]),
    (["--frobnicate"], ["unrecognized arguments", "--frobnicate"]),
    (["compile", "m.onnx"], ["invalid choice", "compile"]),
    (["inspect"], ["required", "model"]),
    (["run", "MODEL", "--seed", "abc"], ["--seed", "not an integer"]),
    (["run", "MODEL", "--rtol", "x"], ["--rtol", "not a number"]),
    (["inspect", "MODEL", "--compare-ort"], ["unrecognized arguments", "--compare-ort"]),
    (["run", "MODEL", "--seed", "-1"], ["--seed", "'-1'", "non-negative"]),
    (["run", "MODEL", "--atol", "-0.001"], ["--atol", "non-negative"]),
    (["run", "MODEL", "--rtol", "nan"], ["--rtol", "'nan'", "finite"]),
    (["run", "MODEL", "--atol", "inf"], ["--atol", "'inf'", "finite"]),
    # --seed is a non-negative integer wherever it is taken
    (["optimize", "MODEL", "-o", "OUT", "--seed", "-1"], ["--seed", "non-negative"]),
    (["audit", "a.json", "--seed", "-1"], ["--seed", "non-negative"]),
    (["axioms", "check", "--seed", "-1"], ["--seed", "non-negative"]),
    (["generate", "--max-ops", "1", "-o", "OUT", "--seed", "-1"], ["--seed", "non-negative"]),
    # a number option is finite wherever it is taken
    (["optimize", "MODEL", "-o", "OUT", "--budget", "nan"], ["--budget", "finite"]),
    (["optimize", "MODEL", "-o", "OUT", "--budget", "inf"], ["--budget", "finite"]),
    (["optimize", "MODEL", "-o", "OUT", "--alpha", "nan"], ["--alpha", "finite"]),
    (["optimize", "MODEL", "-o", "OUT", "--alpha", "inf"], ["--alpha", "finite"]),
    (["optimize", "MODEL", "-o", "OUT", "--pet-budget", "nan"], ["--pet-budget", "finite"]),
    (["derive", "MODEL", "--node", "conv", "--budget", "inf"], ["--budget", "finite"]),
])
def test_bad_options(vopt, write, models, tmp_path, args, words):
    path = str(write(models.cnn()))
    given = {"MODEL": path, "OUT": str(tmp_path / "out")}
    r = vopt(*[given.get(a, a) for a in args])
    assert_one_line_error(r, *words)


# ---- as a real process: nothing escapes --------------------------------------------------------
def _vopt_process(*args: str | Path, cwd: Path | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "VOPT_DEBUG"}
    return subprocess.run([sys.executable, "-m", "verified_opt.cli", *map(str, args)],
                          check=False, capture_output=True, text=True, timeout=120, env=env,
                          cwd=cwd)


class _Proc:
    def __init__(self, p: subprocess.CompletedProcess):
        self.code, self.out, self.err = p.returncode, p.stdout, p.stderr


@pytest.mark.parametrize("case", ["missing", "truncated", "dynamic", "bad_shape", "no_command",
                                  "unknown_option", "checker"])
def test_subprocess_one_line_no_traceback(tmp_path, write, models, case):
    data = (LIGHT / "light_squeezenet.onnx").read_bytes()
    if case == "missing":
        args, words = ["run", tmp_path / "missing.onnx", "--compare-ort"], ["no such file"]
    elif case == "truncated":
        (tmp_path / "t.onnx").write_bytes(data[: len(data) * 2 // 3])
        args, words = ["inspect", tmp_path / "t.onnx"], ["not a valid ONNX model"]
    elif case == "dynamic":
        args, words = ["run", write(models.dynamic())], ["dynamic shape", "--shape"]
    elif case == "bad_shape":
        args, words = ["run", write(models.dynamic()), "--shape", "x=1,3,h,w"], ["integers"]
    elif case == "no_command":
        args, words = [], ["no command"]
    elif case == "unknown_option":
        args, words = ["run", write(models.cnn()), "--fast"], ["unrecognized", "--fast"]
    else:
        m = _relu_then(models, [helper.make_node("Relu", ["x"], ["y"]),
                                helper.make_node("Relu", ["x"], ["y"])])
        args, words = ["inspect", write(m)], ["invalid ONNX model", "single static assignment"]
    assert_one_line_error(_Proc(_vopt_process(*args)), *words)


def test_console_script_exit_codes(tmp_path, write, models):
    script = Path(sys.executable).parent / "vopt"
    if not script.exists():
        pytest.skip("the vopt console script is not installed next to this Python")
    good = subprocess.run([str(script), "inspect", str(write(models.cnn()))],
                          check=False, capture_output=True, text=True, timeout=120)
    assert good.returncode == 0 and good.stderr == "" and "Gather" in good.stdout
    bad = subprocess.run([str(script), "inspect", str(tmp_path / "x.onnx")],
                         check=False, capture_output=True, text=True, timeout=120)
    assert_one_line_error(_Proc(bad), "no such file")


def test_an_error_inside_a_model_names_the_file(vopt, tmp_path):
    """Past the reading (a dynamic shape, a dangling input, an unknown opset), the error
    names the file too, as a missing or truncated file's does."""
    from onnx import TensorProto, helper
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 4])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, ["N", 4])
    m = helper.make_model(helper.make_graph([helper.make_node("Relu", ["x"], ["y"])], "g",
                                            [x], [y]), opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    path = tmp_path / "dyn.onnx"
    path.write_bytes(m.SerializeToString())
    vopt("inspect", path).one_line_error(str(path), "dynamic shape")


def test_an_input_larger_than_memory_is_refused_by_name(vopt, tmp_path):
    """10^7 x 10^7 floats (400 TB) by --shape: named, before any array is made."""
    from onnx import TensorProto, helper
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", "M"])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, ["N", "M"])
    m = helper.make_model(helper.make_graph([helper.make_node("Relu", ["x"], ["y"])], "g",
                                            [x], [y]), opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    path = tmp_path / "dyn.onnx"
    path.write_bytes(m.SerializeToString())
    vopt("run", path, "--shape", "x=10000000,10000000").one_line_error("input 'x'", "GiB")
