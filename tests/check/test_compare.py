"""Random check inputs: an integer divisor is drawn without 0, an index within the axis it
indexes (ONNX Runtime refuses integer division by zero and an index out of range, and a check
that drew one failed the run: exit 2 on a model ORT runs)."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

from verified_opt.check.compare import integer_ranges, parse_input_ranges, random_feeds
from verified_opt.cli import main
from verified_opt.errors import ShapeError, VoptError
from verified_opt.ir.graph import Graph, Node, TensorType
from verified_opt.ir.onnx_io import import_model


def _save(path, nodes, inputs, outputs, inits):
    g = helper.make_graph(nodes, "g", inputs, outputs, inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    onnx.save(m, str(path))
    return path


def _int_div_model(path):
    i64 = TensorProto.INT64
    return _save(
        path,
        [helper.make_node("Reshape", ["b", "shape"], ["b2"]),
         helper.make_node("Div", ["a", "b2"], ["q"]),
         helper.make_node("Mod", ["a", "c"], ["r"]),
         helper.make_node("Add", ["q", "r"], ["y"])],
        [helper.make_tensor_value_info(n, i64, s) for n, s in
         (("a", [4, 8]), ("b", [32]), ("c", [4, 8]), ("d", [4, 8]))],
        [helper.make_tensor_value_info("y", i64, [4, 8]),
         helper.make_tensor_value_info("d", i64, [4, 8])],
        [helper.make_tensor("shape", i64, [2], [4, 8])])


def test_integer_divisors_are_drawn_without_zero(tmp_path):
    graph = import_model(onnx.load(str(_int_div_model(tmp_path / "m.onnx"))))
    # b through a Reshape; a and d divide nothing
    assert integer_ranges(graph) == {"b": (1, 5), "c": (1, 5)}
    for seed in range(5):
        feeds = random_feeds(graph, seed)
        assert feeds["b"].min() >= 1 and feeds["c"].min() >= 1
        assert feeds["a"].min() == 0 and feeds["d"].min() == 0  # the others keep 0..3


def _token_type_model(path):
    # BERT's token type embedding: a table of 2 rows indexed by an input (through a Reshape)
    return _save(
        path,
        [helper.make_node("Reshape", ["tt", "shape"], ["tt2"]),
         helper.make_node("Gather", ["table", "tt2"], ["emb"], axis=0),
         helper.make_node("Gather", ["words", "ids"], ["w"], axis=0),
         helper.make_node("Add", ["emb", "w"], ["y"])],
        [helper.make_tensor_value_info("tt", TensorProto.INT64, [1, 8]),
         helper.make_tensor_value_info("ids", TensorProto.INT64, [8])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [8, 4])],
        [numpy_helper.from_array(np.arange(8, dtype=np.float32).reshape(2, 4), "table"),
         numpy_helper.from_array(np.ones((30, 4), np.float32), "words"),
         helper.make_tensor("shape", TensorProto.INT64, [1], [8])])


def test_indices_are_drawn_within_the_axis_they_index(tmp_path):
    graph = import_model(onnx.load(str(_token_type_model(tmp_path / "m.onnx"))))
    assert integer_ranges(graph) == {"tt": (0, 2), "ids": (0, 4)}
    draws = np.concatenate([random_feeds(graph, s)["tt"].ravel() for s in range(5)])
    assert set(draws.tolist()) == {0, 1}


@pytest.mark.parametrize("build", [_int_div_model, _token_type_model])
def test_the_model_is_optimized_and_run(build, tmp_path, capsys):
    model, out = build(tmp_path / "m.onnx"), tmp_path / "out.onnx"
    code = main(["optimize", str(model), "-o", str(out), "--budget", "1"])
    assert code == 0 and out.exists(), capsys.readouterr().err
    assert main(["run", str(model), "--compare-ort"]) == 0, capsys.readouterr().err


def test_the_same_infinity_on_both_sides_is_no_difference():
    from verified_opt.check.compare import compare

    inf = np.float32(np.inf)
    same = compare({"y": np.array([inf, -inf, 1.0], np.float32)},
                   {"y": np.array([inf, -inf, 1.0], np.float32)})
    assert same[0].ok and same[0].max_abs == 0.0
    for other in ([-inf, -inf, 1.0], [1.0, -inf, 1.0], [np.nan, -inf, 1.0]):
        d = compare({"y": np.array([inf, -inf, 1.0], np.float32)},
                    {"y": np.array(other, np.float32)})
        assert not d[0].ok and d[0].max_abs == np.inf, other


# ---- --input-range -----------------------------------------------------------------------------
def _two_inputs() -> Graph:
    g = Graph([Node("Relu", ("x",), ("y",))],
              {"x": TensorType((2, 3), "float32"), "sr": TensorType((), "int64")}, ["y"])
    g.infer_types()
    return g


def test_input_ranges_are_drawn_from_and_a_fixed_value_stays_fixed():
    g = _two_inputs()
    g.input_ranges = parse_input_ranges(["sr=16000,16000", "x=2,3"], g)
    for seed in range(5):
        f = random_feeds(g, seed)
        assert f["sr"].dtype == np.int64 and int(f["sr"]) == 16000
        assert f["x"].dtype == np.float32 and f["x"].min() >= 2 and f["x"].max() <= 3
    assert g.copy().input_ranges == g.input_ranges
    g.input_ranges = parse_input_ranges(["sr=1,3"], g)
    drawn = {int(random_feeds(g, s)["sr"]) for s in range(40)}
    assert drawn == {1, 2, 3}, "both ends included"


def test_bad_input_ranges_are_one_line_errors():
    g = _two_inputs()
    for spec, words in [("sr", "expected NAME=LO,HI"), ("sr=1", "expected NAME=LO,HI"),
                        ("rate=1,2", "no runtime input 'rate'"), ("sr=1.5,2", "integers"),
                        ("sr=3,2", "LO <= HI"), ("x=nan,1", "finite"),
                        ("sr=0,99999999999999999999", "outside int64")]:
        with pytest.raises(ShapeError, match=words):
            parse_input_ranges([spec], g)
    with pytest.raises(ShapeError, match="given twice"):
        parse_input_ranges(["sr=1,2", "sr=1,2"], g)


def test_sequences_and_strings_a_tail_outputs_are_compared_exactly():
    """A tail can output a sequence (ORT gives a list; SplitToSequence's parts are ragged) or
    strings: compare() turned them into float arrays and the run ended in an internal error."""
    from verified_opt.check.compare import compare

    seq = [np.zeros((1, 3), np.float32), np.ones((2, 3), np.float32)]
    words = np.array(["apple", "pear"], dtype=object)
    same = compare({"s": seq, "w": words}, {"s": [a.copy() for a in seq], "w": words.copy()})
    assert [d.ok for d in same] == [True, True]
    other = compare({"s": seq, "w": words},
                    {"s": [seq[0], 2 * seq[1]], "w": np.array(["apple", "plum"], dtype=object)})
    assert [d.ok for d in other] == [False, False]
    assert not compare({"s": seq}, {"s": seq[:1]})[0].ok


def test_a_float_range_stays_finite_in_the_inputs_type():
    """-1e308..1e308 made NumPy's uniform overflow (internal error); 1e39 on a float32 input
    drew inf (the check compared infinities)."""
    g = Graph([Node("Relu", ("x",), ("y",))], {"x": TensorType((2, 3), "float64"),
                                               "h": TensorType((2,), "float16")}, ["y"])
    g.infer_types()
    g.input_ranges = parse_input_ranges(["x=-1e308,1e308"], g)
    assert np.isfinite(random_feeds(g, 0)["x"]).all()
    for spec, words in [("h=-1e6,1e6", "float16's finite range"), ("x=1e309,1e309", "finite")]:
        with pytest.raises(ShapeError, match=words):
            parse_input_ranges([spec], g)


def test_a_value_the_other_model_lacks_is_a_difference():
    """The second red-team review: a forged written model without the tail (a value_info
    declaring NonZero's output static) lacked the value the original's tail reads, and the
    audit ended in an internal error (KeyError) instead of failing the check."""
    from verified_opt.check.compare import compare

    [d] = compare({"r2": np.ones(3, np.float32)}, {})
    assert not d.ok and d.note == "the other model does not output it"


# ---- positions into sequences (onnx's test_sequence_model1-7: SequenceAt, SequenceErase and
# SequenceInsert read a position input; ONNX Runtime refuses one past the sequence's end, and
# the check's draws of 0..3 made `vopt optimize` or `vopt audit` exit 2 on models it runs)
_SEQ = __import__("pathlib").Path(onnx.__file__).parent / "backend/test/data/simple"


@pytest.mark.parametrize("k", [1, 2, 3, 4, 5, 6, 7])
def test_sequence_positions_are_drawn_within_the_sequence(k):
    import onnxruntime as ort

    path = _SEQ / f"test_sequence_model{k}" / "model.onnx"
    graph = import_model(onnx.load(str(path)))
    sess = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    for seed in range(12):
        sess.run(None, random_feeds(graph, seed))  # raises on a position out of range


def test_sequence_position_ranges():
    graph = import_model(onnx.load(str(_SEQ / "test_sequence_model3" / "model.onnx")))
    # Construct(X, Y, Z): 3, Erase: 2, Insert at 0..2: 3, At: 0..2
    assert integer_ranges(graph) == {"pos_erase": (0, 3), "pos_insert": (0, 3),
                                     "pos_at": (0, 3)}


@pytest.mark.parametrize("k", [1, 2, 3, 7])
def test_sequence_models_optimize_and_audit(k, tmp_path):
    out, rep = tmp_path / "o.onnx", tmp_path / "r.json"
    path = _SEQ / f"test_sequence_model{k}" / "model.onnx"
    assert main(["optimize", str(path), "-o", str(out), "--json", str(rep),
                 "--budget", "2"]) == 0
    assert main(["audit", str(rep)]) == 0


def test_split_sizes_given_as_an_input_add_up_to_the_dim(tmp_path):
    # onnx's test_sequence_model8: SplitToSequence(X, Splits), X [n], Splits [3]
    import onnxruntime as ort

    path = _SEQ / "test_sequence_model8" / "model.onnx"
    graph = import_model(onnx.load(str(path)), shapes={"X": (5,)})
    sess = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    drawn = set()
    for seed in range(12):
        feeds = random_feeds(graph, seed)
        assert feeds["Splits"].sum() == 5 and (feeds["Splits"] >= 1).all()
        drawn.add(tuple(feeds["Splits"]))
        sess.run(None, feeds)
    assert len(drawn) > 1  # drawn, not fixed
    out, rep = tmp_path / "o.onnx", tmp_path / "r.json"
    assert main(["optimize", str(path), "-o", str(out), "--json", str(rep), "--budget", "2",
                 "--shape", "X=5"]) == 0
    assert main(["audit", str(rep)]) == 0


@pytest.mark.parametrize("k", [1, 2, 3, 4])
def test_an_expand_shape_input_gets_the_shape_its_output_declares(k, tmp_path):
    # onnx's test_expand_shape_model1-4: X [1, 3, 1], shape [2] .. [4], Y declared statically
    import onnxruntime as ort

    path = _SEQ / f"test_expand_shape_model{k}" / "model.onnx"
    model = onnx.load(str(path))
    graph = import_model(model)
    want = [d.dim_value for d in model.graph.output[0].type.tensor_type.shape.dim]
    sess = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    (y,) = sess.run(None, random_feeds(graph, 0))
    assert list(y.shape) == want
    out, rep = tmp_path / "o.onnx", tmp_path / "r.json"
    assert main(["optimize", str(path), "-o", str(out), "--json", str(rep),
                 "--budget", "2"]) == 0
    assert main(["audit", str(rep)]) == 0


def test_shape_inputs_of_reshape_tile_constant_of_shape_and_slice_steps_are_valid():
    import onnxruntime as ort

    i64 = TensorProto.INT64
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 3, 4])
    ins = [x] + [helper.make_tensor_value_info(n, i64, [k]) for n, k in
                 (("rs", 2), ("rep", 3), ("cs", 2), ("st", 1), ("b", 1), ("e", 1), ("ax", 1))]
    nodes = [helper.make_node("Reshape", ["x", "rs"], ["r"]),
             helper.make_node("Tile", ["x", "rep"], ["t"]),
             helper.make_node("ConstantOfShape", ["cs"], ["c"]),
             helper.make_node("Slice", ["x", "b", "e", "ax", "st"], ["s"])]
    outs = [helper.make_tensor_value_info(n, TensorProto.FLOAT, None) for n in "rtcs"]
    m = helper.make_model(helper.make_graph(nodes, "g", ins, outs),
                          opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    graph = import_model(m)
    sess = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"])
    for seed in range(8):
        feeds = random_feeds(graph, seed)
        assert feeds["st"][0] != 0
        r, t, c, _ = sess.run(None, feeds)
        assert r.size == 24 and t.shape == (2, 3, 4) and c.shape == (1, 1)


def test_the_shape_input_of_an_allowzero_reshape_of_an_empty_tensor_is_valid():
    # onnx's test_reshape_allowzero_reordered: data [0, 3, 4], shape given as an input; with
    # allowzero a 0 is an empty dim, which the draw ruled out (it drew [3, 2, 2], and ORT failed)
    import onnxruntime as ort

    ins = [helper.make_tensor_value_info("x", TensorProto.FLOAT, [0, 3, 4]),
           helper.make_tensor_value_info("rs", TensorProto.INT64, [3])]
    m = helper.make_model(helper.make_graph(
        [helper.make_node("Reshape", ["x", "rs"], ["r"], allowzero=1)], "g", ins,
        [helper.make_tensor_value_info("r", TensorProto.FLOAT, None)]),
        opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    graph = import_model(m, {"x": (0, 3, 4)})  # a declared 0 needs --shape
    sess = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"])
    for seed in range(4):
        (r,) = sess.run(None, random_feeds(graph, seed))
        assert r.size == 0


# ---- string inputs (scikit-learn's OneHotEncoder of categories, onnx's StringNormalizer
# models): refused at import before ("has dtype string, which is not supported"); ONNX Runtime
# runs them, and vopt now draws words for them
def _string_model():
    x = helper.make_tensor_value_info("x", TensorProto.STRING, [4, 2])
    f = helper.make_tensor_value_info("f", TensorProto.FLOAT, [4, 3])
    nodes = [helper.make_node("OneHotEncoder", ["x"], ["h"], domain="ai.onnx.ml",
                              cats_strings=["monday", "tuesday", "", "a b"], zeros=1),
             helper.make_node("Transpose", ["x"], ["t"], perm=[1, 0]),
             helper.make_node("Transpose", ["f"], ["ft"], perm=[1, 0]),
             helper.make_node("Transpose", ["ft"], ["g"], perm=[1, 0])]
    outs = [helper.make_tensor_value_info("h", TensorProto.FLOAT, [4, 2, 4]),
            helper.make_tensor_value_info("t", TensorProto.STRING, [2, 4]),
            helper.make_tensor_value_info("g", TensorProto.FLOAT, [4, 3])]
    m = helper.make_model(helper.make_graph(nodes, "g", [x, f], outs),
                          opset_imports=[helper.make_opsetid("", 18),
                                         helper.make_opsetid("ai.onnx.ml", 3)])
    m.ir_version = 9
    return m


def test_string_inputs_are_drawn_as_words():
    graph = import_model(_string_model())
    assert graph.inputs["x"].dtype == "object"
    feeds = random_feeds(graph, 0)
    assert feeds["x"].dtype == object and all(isinstance(w, str) for w in feeds["x"].flat)
    assert len(set(feeds["x"].flat)) > 1
    import onnxruntime as ort

    sess = ort.InferenceSession(_string_model().SerializeToString(),
                                providers=["CPUExecutionProvider"])
    h, t, _ = sess.run(None, feeds)
    assert h.sum() > 0  # some draws are categories the encoder knows
    assert (t == feeds["x"].T).all()
    with pytest.raises(ShapeError, match="numeric input"):
        parse_input_ranges(["x=1,2"], graph)


def test_a_model_with_string_inputs_optimizes_audits_and_runs(tmp_path):
    path, out, rep = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "r.json"
    onnx.save(_string_model(), str(path))
    assert main(["optimize", str(path), "-o", str(out), "--json", str(rep),
                 "--budget", "2"]) == 0
    assert main(["audit", str(rep)]) == 0
    assert main(["run", str(path), "--compare-ort"]) == 0
    assert main(["inspect", str(path)]) == 0


def _shape_model(nodes, inputs, outputs):
    m = helper.make_model(helper.make_graph(nodes, "g", inputs, outputs),
                          opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return m


def _vi(name, elem, shape):
    return helper.make_tensor_value_info(name, elem, shape)


_F, _I = TensorProto.FLOAT, TensorProto.INT64
_ONE = numpy_helper.from_array(np.array([1.0], np.float32))


@pytest.mark.parametrize("case", ["reshape+constant_of_shape", "expand+reshape",
                                  "declared -1", "scalar split"])
def test_shape_inputs_read_twice_or_declared_dynamic_get_a_value_all_take(case, tmp_path):
    # a red-team review: the last consumer's value won (Reshape's [1, 1] of 6 elements; an
    # Expand of [1, 3] by Reshape's [-1, 1]); Paddle's -1 declared dim became a shape of -1;
    # a SplitToSequence's scalar chunk size was drawn as 0
    import onnxruntime as ort

    if case == "reshape+constant_of_shape":
        m = _shape_model([helper.make_node("Reshape", ["x", "s"], ["r"]),
                          helper.make_node("ConstantOfShape", ["s"], ["c"], value=_ONE),
                          helper.make_node("Add", ["r", "c"], ["y"])],
                         [_vi("x", _F, [6]), _vi("s", _I, [2])], [_vi("y", _F, ["a", "b"])])
    elif case == "expand+reshape":
        m = _shape_model([helper.make_node("Expand", ["a", "s"], ["e"]),
                          helper.make_node("Reshape", ["x", "s"], ["r"]),
                          helper.make_node("Add", ["e", "r"], ["y"])],
                         [_vi("a", _F, [1, 3]), _vi("x", _F, [6]), _vi("s", _I, [2])],
                         [_vi("y", _F, ["a", "b"])])
    elif case == "declared -1":
        m = _shape_model([helper.make_node("ConstantOfShape", ["s"], ["y"], value=_ONE)],
                         [_vi("s", _I, [2])], [_vi("y", _F, [-1, 4])])
    else:
        m = _shape_model([helper.make_node("SplitToSequence", ["x", "n"], ["q"]),
                          helper.make_node("SequenceAt", ["q", "p"], ["y"])],
                         [_vi("x", _F, [6, 2]), _vi("n", _I, []), _vi("p", _I, [])],
                         [_vi("y", _F, ["a", 2])])
    graph = import_model(m)
    sess = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"])
    for seed in range(6):
        sess.run(None, random_feeds(graph, seed))
    path, out = tmp_path / "m.onnx", tmp_path / "o.onnx"
    onnx.save(m, str(path))
    assert main(["optimize", str(path), "-o", str(out), "--budget", "1"]) == 0


def _strings(nodes, inputs, outputs, inits=()):
    m = helper.make_model(helper.make_graph(nodes, "g", inputs, outputs, list(inits)),
                          opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 9
    return m


_S = TensorProto.STRING


def test_a_string_initializer_audits(tmp_path):
    # a review of the string support: the audit compared string initializers by their bytes,
    # which for NumPy's object arrays are pointers: every such model failed its audit
    m = _strings([helper.make_node("Concat", ["x", "k"], ["y"], axis=0)],
                 [helper.make_tensor_value_info("x", _S, [1, 2])],
                 [helper.make_tensor_value_info("y", _S, [2, 2])],
                 [helper.make_tensor("k", _S, [1, 2], [b"hello", "naïve café".encode()])])
    path, out, rep = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "r.json"
    onnx.save(m, str(path))
    assert main(["optimize", str(path), "-o", str(out), "--json", str(rep),
                 "--budget", "1"]) == 0
    assert main(["audit", str(rep)]) == 0


def test_run_shows_a_string_output(tmp_path, capsys):
    # ... and `vopt run` without --compare-ort took string outputs' mean (exit 70)
    m = _strings([helper.make_node("Transpose", ["x"], ["y"], perm=[1, 0])],
                 [helper.make_tensor_value_info("x", _S, [2, 3])],
                 [helper.make_tensor_value_info("y", _S, [3, 2])])
    path = tmp_path / "m.onnx"
    onnx.save(m, str(path))
    assert main(["run", str(path)]) == 0
    assert "[3, 2]" in capsys.readouterr().out


def test_a_constant_string_gather_is_not_folded(tmp_path):
    # ... and a Gather of a string constant was folded to the spec's value, where ONNX Runtime
    # 1.31 computes another (each gathered row but its first element empty): the end-to-end
    # check failed (exit 1). Left as it is, the model computes what it computed.
    m = _strings([helper.make_node("Gather", ["k", "i"], ["g"], axis=0),
                  helper.make_node("Concat", ["g", "x"], ["y"], axis=0)],
                 [helper.make_tensor_value_info("x", _S, [1, 3])],
                 [helper.make_tensor_value_info("y", _S, [3, 3])],
                 [helper.make_tensor("k", _S, [2, 3], [b"aa", b"bb", b"cc", b"dd", b"ee", b"ff"]),
                  numpy_helper.from_array(np.array([1, 0], np.int64), "i")])
    path, out, rep = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "r.json"
    onnx.save(m, str(path))
    assert main(["optimize", str(path), "-o", str(out), "--json", str(rep),
                 "--budget", "1"]) == 0
    assert main(["audit", str(rep)]) == 0


def test_string_types_are_named_string_in_errors():
    graph = import_model(_strings([helper.make_node("Identity", ["x"], ["y"])],
                                  [helper.make_tensor_value_info("x", _S, [2])],
                                  [helper.make_tensor_value_info("y", _S, [2])]))
    with pytest.raises(ShapeError, match="input 'x' is string"):
        parse_input_ranges(["x=a,b"], graph)


@pytest.mark.parametrize("name", ["test_cumsum_2d_negative_axis", "test_cumsum_1d_reverse",
                                  "test_gathernd_example_int32_batch_dim1",
                                  "test_dropout_default_ratio"])
def test_attribute_like_inputs_are_drawn_valid(name, tmp_path):
    # onnx's node cases: a CumSum's axis drawn past the rank, a GatherND's indices past the
    # axis, a Dropout's ratio drawn as a normal float: ONNX Runtime refused each (exit 2)
    import warnings

    import onnxruntime as ort
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from onnx.backend.test.loader import load_model_tests
        case = next(c for c in load_model_tests(kind="node") if c.name == name)
    graph = import_model(case.model)
    sess = ort.InferenceSession(case.model.SerializeToString(),
                                providers=["CPUExecutionProvider"])
    for seed in range(6):
        sess.run(None, random_feeds(graph, seed))
    path, out, rep = tmp_path / "m.onnx", tmp_path / "o.onnx", tmp_path / "r.json"
    onnx.save(case.model, str(path))
    assert main(["optimize", str(path), "-o", str(out), "--json", str(rep),
                 "--budget", "1"]) == 0
    assert main(["audit", str(rep)]) == 0


def test_resize_scales_and_sizes_and_squeeze_axes_given_as_inputs_are_valid():
    # onnx's Resize and Squeeze node cases hold scales, sizes and axes as inputs: drawn as
    # normal floats or 0..3, ONNX Runtime refused 38 of the 41 vopt imports (exit 2); the
    # Scatter cases' indices: 4 of 16
    import warnings

    import onnxruntime as ort
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from onnx.backend.test.loader import load_model_tests
        cases = [c for c in load_model_tests(kind="node")
                 if c.name.startswith(("test_resize", "test_squeeze", "test_scatter"))]
    ran = 0
    for case in cases:
        try:
            graph = import_model(case.model)
        except VoptError:  # opsets and types vopt refuses by design, in one line
            continue
        sess = ort.InferenceSession(case.model.SerializeToString(),
                                    providers=["CPUExecutionProvider"])
        for seed in range(2):
            sess.run(None, random_feeds(graph, seed))
        ran += 1
    assert ran >= 56
