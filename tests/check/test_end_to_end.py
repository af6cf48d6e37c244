"""The end-to-end check when the original model cancels: (x + K*y) - K*y rounds at the scale of
K*y while its output is the scale of x, so a rewrite that removes the cancellation differs from
the original by the original's own rounding, far above rtol x max|output|. Such a rewrite is
no less accurate than the original (both against a float64 evaluation) and passes; a rewrite
that is wrong by less than the cancellation's rounding but more than the original's error
still fails."""

from __future__ import annotations

import numpy as np
import onnx

from verified_opt.check.end_to_end import check_end_to_end
from verified_opt.ir.graph import Graph, Node, TensorType

K = 4096.0


def _graph(nodes, inits):
    g = Graph(nodes, {"x": TensorType((64, 64), "float32"), "y": TensorType((64, 64), "float32")},
              ["out"], {k: np.asarray(v, np.float32) for k, v in inits.items()})
    g.infer_types()
    return g


def cancelling():
    return _graph([Node("Mul", ("y", "k"), ("ky",)), Node("Add", ("x", "ky"), ("s",)),
                   Node("Sub", ("s", "ky"), ("out",))], {"k": K})


def direct():
    return _graph([Node("Identity", ("x",), ("out",))], {})


def off_by(eps):
    # x + eps*y: wrong by up to about 4*eps
    return _graph([Node("Mul", ("y", "e"), ("ey",)), Node("Add", ("x", "ey"), ("out",))],
                  {"e": eps})


def test_removing_a_cancellation_passes():
    r = check_end_to_end(cancelling(), direct(), seed=3)
    assert r.ok
    w = r.worst()
    # the plain comparison alone would fail: the difference is the original's rounding
    assert w.max_abs > 2 * w.tolerance
    assert w.note and "float64" in w.note


def test_a_wrong_rewrite_still_fails_when_the_original_cancels():
    r = check_end_to_end(cancelling(), off_by(0.05), seed=3)
    assert not r.ok


def test_without_cancellation_nothing_changes():
    r = check_end_to_end(direct(), off_by(1e-3), seed=3)
    assert not r.ok and r.worst().note is None
    assert check_end_to_end(direct(), direct(), seed=3).ok


def _wrong_reference(monkeypatch, change):
    """The float64 evaluation replaced by ORT's original, changed: what a reference kernel that
    disagrees with ORT (-0.0, a NaN bound) gives, and what a model folded with it computes."""
    from verified_opt.backends.ort import run_graph
    from verified_opt.ir import evaluate

    def wrong(graph, feeds, float_dtype="float32"):
        return {k: change(np.asarray(v, np.float64)) for k, v in run_graph(graph, feeds).items()}
    monkeypatch.setattr(evaluate, "evaluate", wrong)


def test_a_reference_far_from_ort_decides_nothing(monkeypatch):
    """The optimized model computes x + 2 where the original (in ORT) computes x; a float64
    evaluation that says x + 2 made the original look off by 2 and the optimized model exact:
    it passed."""
    _wrong_reference(monkeypatch, lambda v: v + 2.0)
    r = check_end_to_end(direct(), off_by_const(2.0), seed=3)
    assert not r.ok
    assert "not the original's rounding" in r.worst().note


def test_an_infinite_error_of_the_original_excuses_nothing(monkeypatch):
    """A reference that is NaN where ORT's original is finite made e_orig infinite, and any
    optimized output, NaN too, passed."""
    _wrong_reference(monkeypatch, lambda v: v * np.nan)
    r = check_end_to_end(direct(), off_by_const(np.nan), seed=3)
    assert not r.ok


def off_by_const(c):
    return _graph([Node("Add", ("x", "c"), ("out",))], {"c": c})


def _scaled(nodes, inits, last):
    """The graph's result times c, whose column 0 is inf: that column is +-inf on both sides."""
    c = np.ones(64, np.float32)
    c[0] = np.inf
    return _graph(nodes + [Node("Mul", (last, "c"), ("out",))], {**inits, "c": c})


def test_an_infinity_both_sides_share_is_no_error():
    """inf - inf is NaN: the original's error against float64 was taken for infinite where
    both are the same infinity, and a cancellation removed beside it was refused."""
    original = _scaled([Node("Mul", ("y", "k"), ("ky",)), Node("Add", ("x", "ky"), ("s",)),
                        Node("Sub", ("s", "ky"), ("t",))], {"k": K}, "t")
    optimized = _scaled([Node("Identity", ("x",), ("t",))], {}, "t")
    r = check_end_to_end(original, optimized, seed=3)
    assert r.ok, r.worst()
    wrong = _scaled([Node("Mul", ("y", "e"), ("ey",)), Node("Add", ("x", "ey"), ("t",))],
                    {"e": 0.05}, "t")
    assert not check_end_to_end(original, wrong, seed=3).ok


def test_a_tail_cannot_hide_a_wrong_value_it_reads():
    """After NonZero (a run-time shape) the nodes pass through as the graph's tail; NonZero of
    2 * c equals NonZero of c, so the model's outputs match while the optimized graph computes
    something else. The check compares the values the tail reads as well, against the file as
    given and against the imported model."""
    from tests.ir.test_tail import W, nonzero_model
    from verified_opt.ir.onnx_io import import_model

    def without_c(m):
        del m.graph.output[1]  # only NonZero's transpose leaves the model
        return m

    original = without_c(nonzero_model())
    wrong = without_c(nonzero_model())
    wrong.graph.initializer[0].CopyFrom(onnx.numpy_helper.from_array(2 * W, "w"))
    a, b = import_model(original), import_model(wrong)
    assert a.model_outputs() == ["t"] and a.check_outputs() == ["t", "c"]
    for given in (None, original.SerializeToString()):
        r = check_end_to_end(a, b, given=given)
        assert not r.ok and r.worst().name == "c", given is None
        assert all(d.ok for draw in r.diffs for d in draw if d.name == "t")
        assert check_end_to_end(a, import_model(original), given=given).ok


def test_an_optimized_model_without_the_tails_values_fails_the_check():
    """A written model whose value_info declares NonZero's output static has no tail, so it
    does not output the value the original's tail reads: a failed check, not a KeyError."""
    from onnx import helper

    from tests.ir.test_tail import nonzero_model
    from verified_opt.ir.onnx_io import import_model

    original = nonzero_model()
    del original.graph.output[1]
    static = nonzero_model()
    del static.graph.output[1]
    static.graph.value_info.append(helper.make_tensor_value_info("nz", onnx.TensorProto.INT64,
                                                                 [4, 7]))
    a, b = import_model(original), import_model(static)
    assert a.tail is not None and b.tail is None
    r = check_end_to_end(a, b)
    assert not r.ok and r.worst().name == "c"


def _times(factors):
    nodes, inits, prev = [], {}, "x"
    for i, f in enumerate(factors):
        inits[f"f{i}"] = f
        nodes.append(Node("Mul", (prev, f"f{i}"), (f"m{i}",)))
        prev = f"m{i}"
    nodes.append(Node("Identity", (prev,), ("out",)))
    g = Graph(nodes, {"x": TensorType((64, 64), "float32")}, ["out"],
              {k: np.asarray(v, np.float32) for k, v in inits.items()})
    g.infer_types()
    return g


def test_differences_between_subnormal_outputs_are_no_difference():
    # x * 3e-44 with the constant itself subnormal (21 steps of 1.4e-45: 2% off) against
    # (x * 1e-22) * 3e-22 (normal constants): both outputs are subnormal, below float32's
    # smallest normal number, where a float32 value keeps no relative precision and a
    # flush-to-zero mode (ORT's session.set_denormal_as_zero) reads them as 0. A model of
    # MobileViT exported from Hugging Face's random initialization outputs only such values.
    r = check_end_to_end(_times([3e-44]), _times([1e-22, 3e-22]), seed=3)
    assert r.ok, r.worst()
    assert r.worst().max_abs > 0


def test_a_wrong_value_above_the_smallest_normal_still_fails():
    # the same 2% difference at a normal scale
    assert not check_end_to_end(_times([3e-44, 1e10]), _times([1e-22, 3e-22, 1e10]),
                                seed=3).ok



def _half_chain(last, inits):
    """Relu, nine Adds of 0.5 and `last`, in float16 (depth 11): as deep as a small network."""
    nodes = [Node("Relu", ("x",), ("r0",))] + [
        Node("Add", (f"r{i}", "c"), (f"r{i + 1}",)) for i in range(9)] + [last]
    g = Graph(nodes, {"x": TensorType((64, 64), "float16")}, ["out"],
              {k: np.asarray(v, np.float16) for k, v in inits.items()})
    g.infer_types()
    return g


def test_a_float16_model_wrong_by_30_percent_fails():
    # the tolerance grew with depth as 64 * eps: float16's eps made it 0.69 here (1 to 6 on
    # Hugging Face models converted to float16), which passed any output of the same scale
    original = _half_chain(Node("Identity", ("r9",), ("out",)), {"c": 0.5})
    wrong = _half_chain(Node("Mul", ("r9", "k"), ("out",)), {"c": 0.5, "k": 1.3})
    r = check_end_to_end(original, wrong, seed=3)
    assert not r.ok
    assert r.rtol <= 0.02
    assert check_end_to_end(original, original, seed=3).ok



def _through_half(original):
    """x, or 3x rounded to float16 minus 2x: float32 in and out, float16 rounding between."""
    if original:
        nodes = [Node("Mul", ("x", "three"), ("t",)), Node("Cast", ("t",), ("t16",), {"to": 10}),
                 Node("Cast", ("t16",), ("t32",), {"to": 1}), Node("Mul", ("x", "two"), ("d",)),
                 Node("Sub", ("t32", "d"), ("out",))]
    else:
        nodes = [Node("Identity", ("x",), ("out",))]
    g = Graph(nodes, {"x": TensorType((64, 64), "float32")}, ["out"],
              {"three": np.asarray(3.0, np.float32), "two": np.asarray(2.0, np.float32)})
    g.infer_types()
    return g


def test_float32_outputs_of_float16_computation_get_float16_tolerance():
    # float16's rounding (of 3x), far past a tolerance derived from the outputs' dtype
    # (float32), which refused it: Hugging Face's BERT converted to float16 with float32
    # inputs and outputs (onnxconverter-common's keep_io_types) failed the check
    r = check_end_to_end(_through_half(True), _through_half(False), seed=3)
    assert r.ok, r.worst()
    assert r.worst().max_abs > 1e-3


# ---- a red-team review of the tolerance above found three ways it passed a wrong model


def _with_half_side_output(k):
    """float32 y = x * k, and an ArgMax of a float16 copy of x as a second, integer output."""
    g = Graph([Node("Mul", ("x", "k"), ("y",)), Node("Cast", ("x",), ("h",), {"to": 10}),
               Node("ArgMax", ("h",), ("i",), {"axis": 1, "keepdims": 0})],
              {"x": TensorType((64, 64), "float32")}, ["y", "i"],
              {"k": np.asarray(k, np.float32)})
    g.infer_types()
    return g


def test_a_float16_value_only_an_integer_output_reads_leaves_float32_tolerance():
    # the least precise float of the whole graph gave the float32 output float16's 2%
    r = check_end_to_end(_with_half_side_output(2.0), _with_half_side_output(2.03), seed=3)
    assert not r.ok and r.rtol < 1e-4


def _argmax_head(shift):
    """Nine Relus of float32 logits over 65,536 entries, then ArgMax (+ shift): an index."""
    nodes = [Node("Relu", ("x",), ("r0",))] + [
        Node("Relu", (f"r{k}",), (f"r{k + 1}",)) for k in range(8)] + [
        Node("ArgMax", ("r8",), ("i",), {"axis": 1, "keepdims": 0}),
        Node("Add", ("i", "s"), ("out",))]
    g = Graph(nodes, {"x": TensorType((4, 65536), "float32")}, ["out"],
              {"s": np.asarray(shift, np.int64)})
    g.infer_types()
    return g


def test_an_integer_output_is_compared_exactly():
    # the float rtol applied to an index of 44,835 let it be one off
    r = check_end_to_end(_argmax_head(0), _argmax_head(1), seed=3)
    assert not r.ok and r.worst().tolerance == 0


def _half_softmax(zero):
    """Softmax of float16 logits over 32,000 entries, flattened: every probability about 3e-5,
    below float16's smallest normal number (6.1e-5)."""
    last = Node("Mul", ("p", "z"), ("out",)) if zero else Node("Identity", ("p",), ("out",))
    g = Graph([Node("Mul", ("x", "t"), ("xt",)), Node("Softmax", ("xt",), ("p",), {"axis": -1}),
               last], {"x": TensorType((2, 32000), "float16")}, ["out"],
              {"z": np.asarray(0.0, np.float16), "t": np.asarray(0.01, np.float16)})
    g.infer_types()
    return g


def test_float16_subnormals_count():
    # float16's smallest normal number as the absolute tolerance passed an all-zero softmax
    assert not check_end_to_end(_half_softmax(False), _half_softmax(True), seed=3).ok
