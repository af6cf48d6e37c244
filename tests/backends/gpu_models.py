"""Small ONNX models for the GPU backend's tests, one per lowering path, built with onnx.helper."""

from __future__ import annotations

import contextlib

import numpy as np
from onnx import TensorProto, helper, numpy_helper

from verified_opt.ir.graph import Graph
from verified_opt.ir.onnx_io import import_model

RNG = np.random.default_rng(0)


FLOAT = [TensorProto.FLOAT]  # the float type model() gives: float16 inside half()


@contextlib.contextmanager
def half():
    """model() builds float16 models: float inputs, outputs and initializers as float16."""
    FLOAT[0] = TensorProto.FLOAT16
    try:
        yield
    finally:
        FLOAT[0] = TensorProto.FLOAT


def model(nodes, inputs: dict, outputs: list, inits: dict | None = None) -> Graph:
    """Inputs: name -> shape (float) or (element type, shape); outputs: names (float) or
    (name, element type)."""
    def typed(v):
        return v if isinstance(v, tuple) else (FLOAT[0], v)

    def init(v):
        a = np.asarray(v)
        return a.astype(np.float16) if a.dtype == np.float32 and FLOAT[0] != TensorProto.FLOAT \
            else a

    g = helper.make_graph(
        nodes, "t",
        [helper.make_tensor_value_info(k, *typed(s)) for k, s in inputs.items()],
        [helper.make_tensor_value_info(*(o if isinstance(o, tuple) else (o, FLOAT[0])),
                                       None) for o in outputs],
        [numpy_helper.from_array(init(v), k) for k, v in (inits or {}).items()])
    domains = sorted({n.domain for n in nodes} - {""})  # com.microsoft: ONNX Runtime's own
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)] +
                          [helper.make_opsetid(d, 1) for d in domains], ir_version=9)
    return import_model(m)


def w(*shape) -> np.ndarray:
    return RNG.standard_normal(shape).astype(np.float32)


def i64(*v) -> np.ndarray:
    return np.array(v, np.int64)


N = helper.make_node
CASES = {
    "matmul_2d": lambda: model([N("MatMul", ["x", "w"], ["y"])], {"x": [5, 7]}, ["y"],
                               {"w": w(7, 3)}),
    "matmul_fold_batch": lambda: model([N("MatMul", ["x", "w"], ["y"])], {"x": [2, 3, 5, 7]},
                                       ["y"], {"w": w(7, 4)}),
    "matmul_batched": lambda: model([N("MatMul", ["a", "b"], ["y"])],
                                    {"a": [2, 3, 5, 7], "b": [2, 3, 7, 4]}, ["y"]),
    "matmul_broadcast_a": lambda: model([N("MatMul", ["a", "b"], ["y"])],
                                        {"a": [5, 7], "b": [3, 7, 4]}, ["y"]),
    "gemm_trans_bias": lambda: model(
        [N("Gemm", ["a", "b", "c"], ["y"], transA=1, transB=1, alpha=0.5, beta=2.0)],
        {"a": [7, 5]}, ["y"], {"b": w(3, 7), "c": w(3)}),
    "gemm_plain": lambda: model([N("Gemm", ["a", "b"], ["y"])], {"a": [4, 6]}, ["y"],
                                {"b": w(6, 9)}),
    "conv_bias_relu": lambda: model(
        [N("Conv", ["x", "w", "b"], ["c"], pads=[1, 0, 2, 1], strides=[2, 1]),
         N("Relu", ["c"], ["y"])], {"x": [1, 4, 9, 8]}, ["y"], {"w": w(6, 4, 3, 3), "b": w(6)}),
    "conv_grouped_dilated": lambda: model(
        [N("Conv", ["x", "w"], ["y"], group=2, dilations=[2, 2], pads=[2, 2, 2, 2])],
        {"x": [2, 4, 7, 7]}, ["y"], {"w": w(6, 2, 3, 3)}),
    "conv_relu_kept": lambda: model(  # the conv output is also read elsewhere: no fusion
        [N("Conv", ["x", "w"], ["c"]), N("Relu", ["c"], ["r"]), N("Add", ["c", "r"], ["y"])],
        {"x": [1, 3, 5, 5]}, ["y"], {"w": w(2, 3, 3, 3)}),
    "conv_residual_relu": lambda: model(  # ResNet's conv + bias + shortcut + ReLU: one cuDNN graph
        [N("Conv", ["x", "w", "b"], ["c"], pads=[1, 1, 1, 1]), N("Add", ["c", "x"], ["s"]),
         N("Relu", ["s"], ["y"])], {"x": [2, 8, 6, 6]}, ["y"], {"w": w(8, 8, 3, 3), "b": w(8)}),
    "conv_residual_late": lambda: model(  # the shortcut is computed after the conv: not fused
        [N("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]), N("Sigmoid", ["x"], ["g"]),
         N("Add", ["g", "c"], ["y"])], {"x": [1, 4, 5, 5]}, ["y"], {"w": w(4, 4, 3, 3)}),
    "conv_residual_broadcast": lambda: model(  # a broadcast operand is not a shortcut
        [N("Conv", ["x", "w"], ["c"]), N("Add", ["c", "t"], ["y"])],
        {"x": [1, 3, 5, 5], "t": [1, 2, 1, 1]}, ["y"], {"w": w(2, 3, 3, 3)}),
    "conv_transpose": lambda: model(
        [N("ConvTranspose", ["x", "w", "b"], ["y"], strides=[3, 2], pads=[1, 1, 2, 0],
           output_padding=[1, 1])], {"x": [1, 4, 5, 6]}, ["y"],
        {"w": w(4, 3, 3, 3), "b": w(3)}),
    "elementwise": lambda: model(
        [N("Add", ["x", "b"], ["t1"]), N("Mul", ["t1", "s"], ["t2"]), N("Sub", ["t2", "x"], ["t3"]),
         N("Div", ["t3", "d"], ["t4"]), N("Sigmoid", ["t4"], ["t5"]), N("Tanh", ["t5"], ["t6"]),
         N("Erf", ["t1"], ["t7"]), N("Add", ["t6", "t7"], ["y"])],
        {"x": [2, 3, 4, 5], "s": [3, 1, 1]}, ["y"], {"b": w(5), "d": w(1, 3, 4, 1) + 3.0}),
    "gelu": lambda: model(  # BERT's GELU after a bias Add: Div, Erf, Add, Mul, Mul in one kernel
        [N("Add", ["x", "b"], ["h"]), N("Div", ["h", "r2"], ["q"]), N("Erf", ["q"], ["e"]),
         N("Add", ["e", "one"], ["p"]), N("Mul", ["h", "p"], ["m"]), N("Mul", ["m", "half"], ["y"])],
        {"x": [2, 3, 8]}, ["y"], {"b": w(8), "r2": np.array(1.4142135, np.float32),
                                  "one": np.array(1.0, np.float32),
                                  "half": np.array(0.5, np.float32)}),
    "unary_chain": lambda: model(  # RMSNorm's 1 / sqrt(ms + eps), and the other float unaries
        [N("Add", ["x", "eps"], ["v"]), N("Sqrt", ["v"], ["r"]), N("Reciprocal", ["r"], ["i"]),
         N("Neg", ["i"], ["n"]), N("Exp", ["n"], ["e"]), N("Log", ["e"], ["l"]),
         N("Abs", ["l"], ["y"])],
        {"x": [3, 8]}, ["y"], {"eps": np.array(10.0, np.float32)}),
    # LLaMA's RMSNorm as transformers export it: one layernorm kernel (root mean square)
    "rmsnorm": lambda: model(
        [N("Cast", ["h"], ["x"], to=FLOAT[0]), N("Pow", ["x", "two"], ["sq"]),
         N("ReduceMean", ["sq", "last"], ["ms"], keepdims=1), N("Add", ["ms", "eps"], ["v"]),
         N("Sqrt", ["v"], ["r"]), N("Div", ["one", "r"], ["inv"]), N("Mul", ["x", "inv"], ["t"]),
         N("Cast", ["t"], ["tc"], to=FLOAT[0]), N("Mul", ["g", "tc"], ["y"])],
        {"h": [2, 5, 40]}, ["y"], {"two": np.array(2.0, np.float32), "last": i64(-1),
                                   "eps": np.array(1e-6, np.float32),
                                   "one": np.array(1.0, np.float32), "g": w(40)}),
    "rmsnorm_reciprocal_unscaled": lambda: model(  # Reciprocal, no scale: one kernel too
        [N("Pow", ["x", "two"], ["sq"]), N("ReduceMean", ["sq", "last"], ["ms"]),
         N("Add", ["eps", "ms"], ["v"]), N("Sqrt", ["v"], ["r"]), N("Reciprocal", ["r"], ["i"]),
         N("Mul", ["i", "x"], ["y"])],
        {"x": [3, 33]}, ["y"], {"two": np.array(2.0, np.float32), "last": i64(1),
                                "eps": np.array(1e-5, np.float32)}),
    "rmsnorm_divided": lambda: model(  # x / sqrt(mean(x^2) + eps) * g
        [N("Pow", ["x", "two"], ["sq"]), N("ReduceMean", ["sq", "last"], ["ms"]),
         N("Add", ["ms", "eps"], ["v"]), N("Sqrt", ["v"], ["r"]), N("Div", ["x", "r"], ["t"]),
         N("Mul", ["t", "g"], ["y"])],
        {"x": [4, 70]}, ["y"], {"two": np.array(2.0, np.float32), "last": i64(-1),
                                "eps": np.array(1e-5, np.float32), "g": w(70)}),
    "rmsnorm_kept": lambda: model(  # the mean square is read again: not fused, computed as is
        [N("Pow", ["x", "two"], ["sq"]), N("ReduceMean", ["sq", "last"], ["ms"]),
         N("Add", ["ms", "eps"], ["v"]), N("Sqrt", ["v"], ["r"]), N("Div", ["x", "r"], ["t"]),
         N("Add", ["t", "ms"], ["y"])],
        {"x": [4, 20]}, ["y"], {"two": np.array(2.0, np.float32), "last": i64(-1),
                                "eps": np.array(1e-5, np.float32)}),
    # attention as transformers' SDPA export writes it: Q and K^T scaled (cuBLAS's alpha), the
    # mask added and the NaN of a fully masked row cleaned in the softmax kernel
    "attention": lambda: model(
        [N("Mul", ["q", "half"], ["qs"]), N("Mul", ["half", "kt"], ["ks"]),
         N("MatMul", ["qs", "ks"], ["s"]), N("Div", ["s", "two"], ["sd"]),
         N("Add", ["sd", "mask"], ["sm"]), N("Softmax", ["sm"], ["p"], axis=-1),
         N("IsNaN", ["p"], ["nan"]), N("Where", ["nan", "zero", "p"], ["pc"]),
         N("MatMul", ["pc", "v"], ["y"])],
        {"q": [2, 3, 6, 8], "kt": [2, 3, 8, 6], "v": [2, 3, 6, 8]}, ["y"],
        {"half": np.array(0.5, np.float32), "two": np.array(2.0, np.float32),
         "zero": np.array([0.0], np.float32),
         "mask": np.where(np.arange(36).reshape(1, 1, 6, 6) // 6 == 2, -np.inf,
                          np.where(np.tril(np.ones((6, 6))) > 0, 0.0, -np.inf)).astype(
                              np.float32)}),
    # PaddleOCR's and MTCNN's: auto_pad SAME (its pads from the shapes), PRelu's slope per channel
    "same_pads_prelu": lambda: model(
        [N("Conv", ["x", "k"], ["c"], auto_pad="SAME_UPPER", strides=[2, 2]),
         N("PRelu", ["c", "slope"], ["p"]),
         N("Conv", ["p", "k2"], ["d"], auto_pad="SAME_LOWER", strides=[2, 1]),
         N("MaxPool", ["d"], ["y"], kernel_shape=[3, 2], strides=[2, 2], auto_pad="SAME_UPPER")],
        {"x": [1, 3, 11, 10]}, ["y"],
        {"k": w(4, 3, 3, 3), "slope": np.abs(w(4, 1, 1)) * 0.3, "k2": w(5, 4, 2, 3)}),
    "chain_operand_late": lambda: model(  # the Add's operand g is made after the Relu
        [N("Relu", ["x"], ["r"]), N("Sigmoid", ["x"], ["g"]), N("Add", ["r", "g"], ["y"])],
        {"x": [4, 6]}, ["y"]),
    "col2im": lambda: model(  # ConvTranspose derived as MatMul + Col2Im: the Col2Im
        [N("Col2Im", ["x", "img", "blk"], ["y"], strides=[2, 2], pads=[1, 1, 1, 1])],
        {"x": [2, 3 * 4 * 4, 16]}, ["y"], {"img": i64(8, 8), "blk": i64(4, 4)}),
    "col2im_dilated": lambda: model(
        [N("Col2Im", ["x", "img", "blk"], ["y"], strides=[1, 2], pads=[2, 0, 2, 1],
           dilations=[2, 1])],
        {"x": [1, 2 * 3 * 2, 21]}, ["y"], {"img": i64(7, 6), "blk": i64(3, 2)}),
    "einsum_conv1x1": lambda: model(  # a derivation's 1x1 conv as Einsum: both sides permuted
        [N("Einsum", ["x", "w"], ["y"], equation="nchw,fc->nfhw")],
        {"x": [2, 3, 4, 5]}, ["y"], {"w": w(6, 3)}),
    "einsum_batched": lambda: model(  # already in GEMM order: one cuBLAS call, no copies
        [N("Einsum", ["a", "b"], ["y"], equation="bij,bjk->bik")],
        {"a": [3, 4, 5], "b": [3, 5, 2]}, ["y"]),
    "einsum_transposed": lambda: model(
        [N("Einsum", ["a", "b"], ["y"], equation="kib,jk->bji")],
        {"a": [4, 3, 2]}, ["y"], {"b": w(5, 4)}),
    # one operand (a derivation's stage summed over an iterator: "abcde->abcd" failed to plan
    # a derived model when the derivation pass chose it)
    "einsum_sum_last": lambda: model(
        [N("Einsum", ["a"], ["y"], equation="abcde->abcd")], {"a": [2, 3, 4, 2, 5]}, ["y"]),
    "einsum_sum_permuted": lambda: model(
        [N("Einsum", ["a"], ["y"], equation="abcd->dba")], {"a": [2, 3, 4, 5]}, ["y"]),
    "einsum_transpose_only": lambda: model(
        [N("Einsum", ["a"], ["y"], equation="abc->cab")], {"a": [2, 3, 4]}, ["y"]),
    "concat_in_place": lambda: model(  # Inception's branches: written into their slices
        [N("Conv", ["x", "w1"], ["a"]), N("Relu", ["x"], ["b"]),
         N("Conv", ["x", "w2"], ["c"], pads=[1, 1, 1, 1]), N("Concat", ["a", "b", "c"], ["y"],
                                                            axis=1)],
        {"x": [1, 4, 8, 8]}, ["y"], {"w1": w(2, 4, 1, 1), "w2": w(6, 4, 3, 3)}),
    "concat_copied": lambda: model(  # axis 1 of a batch of 2 is strided, b is read again, d
        # is concatenated with itself: every Concat copies
        [N("Relu", ["x"], ["a"]), N("Sigmoid", ["x"], ["b"]), N("Concat", ["a", "b"], ["c"],
                                                              axis=1),
         N("Add", ["c", "c"], ["d"]), N("Concat", ["d", "d"], ["e"], axis=0),
         N("Mul", ["e", "e"], ["y"]), N("Tanh", ["b"], ["z"])],
        {"x": [2, 4, 4, 4]}, ["y", "z"]),
    "gather_table": lambda: model(  # a derivation's copy as Gather: a 2-D table, a negative index
        [N("Gather", ["x", "ix"], ["y"], axis=1)], {"x": [2, 5, 3]}, ["y"],
        {"ix": np.array([[4, 0], [-1, 2]], np.int64)}),
    "gather_axis0": lambda: model(
        [N("Gather", ["x", "ix"], ["g"]), N("Relu", ["g"], ["y"])], {"x": [6, 4]}, ["y"],
        {"ix": i64(5, 5, 0, 3)}),
    "batchnorm": lambda: model(
        [N("BatchNormalization", ["x", "g", "b", "m", "v"], ["y"], epsilon=1e-3)],
        {"x": [2, 3, 4, 4]}, ["y"],
        {"g": w(3), "b": w(3), "m": w(3), "v": np.abs(w(3)) + 0.5}),
    "layout": lambda: model(
        [N("Transpose", ["x"], ["t"], perm=[0, 2, 3, 1]),
         N("Slice", ["t", "st", "en", "ax", "sp"], ["s"]),
         N("Reshape", ["s", "shape"], ["r"]),
         N("Concat", ["r", "r"], ["c"], axis=1),
         N("Split", ["c"], ["y1", "y2", "y3"], axis=2, num_outputs=3)],
        {"x": [2, 3, 6, 5]}, ["y1", "y2", "y3"],
        {"st": i64(-1, 0), "en": i64(-100, 5), "ax": i64(1, 2), "sp": i64(-2, 2),
         "shape": i64(2, -1, 3)}),
    "pad_modes": lambda: model(
        [N("Pad", ["x", "p", "v"], ["a"]), N("Pad", ["x", "p"], ["b"], mode="reflect"),
         N("Pad", ["x", "p2", "", "axes"], ["c"], mode="edge")],
        {"x": [1, 2, 4, 5]}, ["a", "b", "c"],
        {"p": i64(0, 0, 1, 2, 0, 0, 2, 1), "v": np.array(1.5, np.float32),
         "p2": i64(3, -1, 0, 2), "axes": i64(3, 2)}),
    "softmax_layernorm": lambda: model(
        [N("Softmax", ["x"], ["s"], axis=1),
         N("LayerNormalization", ["s", "g", "b"], ["y"], axis=-2, epsilon=1e-5)],
        {"x": [2, 5, 3, 4]}, ["y"], {"g": w(3, 4), "b": w(3, 4)}),
    "softmax_layernorm_last": lambda: model(  # rows longer than a warp: lanes stride them
        [N("Softmax", ["x"], ["s"], axis=-1),
         N("LayerNormalization", ["s", "g"], ["y"], axis=-1, epsilon=1e-5)],
        {"x": [3, 5, 70]}, ["y"], {"g": w(70)}),
    "logsoftmax": lambda: model(  # CRNN's CTC head: along the last axis and along another
        [N("LogSoftmax", ["x"], ["a"], axis=-1), N("LogSoftmax", ["x"], ["b"], axis=1)],
        {"x": [2, 5, 40]}, ["a", "b"]),
    "pools": lambda: model(
        [N("MaxPool", ["x"], ["a"], kernel_shape=[3, 3], strides=[2, 2], ceil_mode=1),
         N("AveragePool", ["x"], ["b"], kernel_shape=[3, 2], pads=[1, 1, 1, 0],
           count_include_pad=1),
         N("AveragePool", ["x"], ["c"], kernel_shape=[3, 3], pads=[1, 1, 1, 1], strides=[2, 2]),
         N("GlobalAveragePool", ["x"], ["d"]), N("Flatten", ["d"], ["e"]),
         N("GlobalMaxPool", ["x"], ["f"])],
        {"x": [1, 3, 8, 7]}, ["a", "b", "c", "e", "f"]),
    # LRN's channel window as data/rules/lrn.json writes it: a 3-D Conv of one channel with a
    # [5, 1, 1] kernel, planned as the 2-D Conv of the same buffers with h and w merged
    "conv3d_column": lambda: model(
        [N("Mul", ["x", "x"], ["sq"]), N("Unsqueeze", ["sq", "ax"], ["s5"]),
         N("Conv", ["s5", "k", "b"], ["t5"], pads=[2, 0, 0, 2, 0, 0]),
         N("Squeeze", ["t5", "ax"], ["y"])], {"x": [2, 7, 3, 5]}, ["y"],
        {"ax": i64(1), "k": w(1, 1, 5, 1, 1), "b": w(1)}),
    # 1-D: Whisper's and wav2vec 2.0's front ends (stride, padding, dilation, groups, a bias
    # and the GELU-free ReLU after), and a 1-D ConvTranspose (a vocoder's upsampling)
    "conv1d": lambda: model(
        [N("Conv", ["x", "k", "b"], ["c"], strides=[2], pads=[1, 2], dilations=[2], group=2),
         N("Relu", ["c"], ["y"])], {"x": [2, 4, 19]}, ["y"], {"k": w(6, 2, 3), "b": w(6)}),
    "cast_to_itself": lambda: model(  # CLIP's vision embeddings: a float32 Cast to float32
        [N("Cast", ["x"], ["c"], to=1), N("Add", ["c", "x"], ["y"])], {"x": [3, 5]}, ["y"]),
    "convtranspose1d": lambda: model(
        [N("ConvTranspose", ["x", "k", "b"], ["y"], strides=[2], pads=[1, 1])],
        {"x": [1, 3, 9]}, ["y"], {"k": w(3, 5, 4), "b": w(5)}),
}

# Typed values (int64, int32, bool): transformer models' embeddings, masks and positions, with
# the inputs each case is run on (token ids in the vocabulary, masks of 0 and 1 ...).
I64, I32, BOOL = TensorProto.INT64, TensorProto.INT32, TensorProto.BOOL
TRI = np.tril(np.ones((6, 6), bool))


def _ids(rng, shape, high, low=0):
    return rng.integers(low, high, shape).astype(np.int64)


TYPED = {
    # BERT's embedding and attention mask as transformers 5 exports them, and RoBERTa's
    # position ids (Equal, Not, Cast, CumSum, Mul, Cast, Add)
    "bert_mask": (lambda: model(
        [N("Gather", ["emb", "ids"], ["e"]),
         N("MatMul", ["e", "wq"], ["q"]), N("Transpose", ["e"], ["et"], perm=[0, 2, 1]),
         N("MatMul", ["q", "et"], ["s"]), N("Unsqueeze", ["s", "ax1"], ["s4"]),
         N("Cast", ["mask"], ["mb"], to=BOOL), N("Unsqueeze", ["mb", "ax12"], ["m4"]),
         N("And", ["tri", "m4"], ["band"]), N("Expand", ["band", "shape"], ["full"]),
         N("Where", ["full", "zero", "ninf"], ["bias"]), N("Add", ["s4", "bias"], ["sb"]),
         N("Softmax", ["sb"], ["p"], axis=-1), N("IsNaN", ["p"], ["nan"]),
         N("Where", ["nan", "zero", "p"], ["probs"]),
         N("Equal", ["ids", "pad"], ["is_pad"]), N("Not", ["is_pad"], ["keep"]),
         N("Cast", ["keep"], ["k32"], to=I32), N("CumSum", ["k32", "axis1"], ["cs"]),
         N("Mul", ["cs", "k32"], ["pos32"]), N("Cast", ["pos32"], ["pos64"], to=I64),
         N("Add", ["pos64", "one"], ["positions"])],
        {"ids": (I64, [2, 6]), "mask": (I64, [2, 6])},
        ["probs", ("positions", I64), ("full", BOOL)],
        {"emb": w(10, 4), "wq": w(4, 4), "ax1": i64(1), "ax12": i64(1, 2),
         "tri": TRI, "shape": i64(2, 1, 6, 6), "zero": np.array(0.0, np.float32),
         "ninf": np.array(-np.inf, np.float32), "pad": np.array(1, np.int64),
         "axis1": np.array(1, np.int32), "one": np.array(1, np.int64)}),
        lambda rng: {"ids": _ids(rng, (2, 6), 10), "mask": np.array(
            [[1, 1, 1, 1, 0, 0], [0, 0, 0, 0, 0, 0]], np.int64)}),  # a row fully masked: NaN
    # LLaMA's RMSNorm (Pow 2, ReduceMean, Add, Sqrt, Reciprocal, Mul) and other reductions
    "reductions": (lambda: model(
        [N("Pow", ["x", "two"], ["sq"]), N("ReduceMean", ["sq", "last"], ["ms"], keepdims=1),
         N("Add", ["ms", "eps"], ["v"]), N("Sqrt", ["v"], ["r"]), N("Reciprocal", ["r"], ["inv"]),
         N("Mul", ["x", "inv"], ["rms"]), N("ReduceSum", ["x", "ax02"], ["s02"], keepdims=0),
         N("ReduceMax", ["x"], ["mx"], keepdims=0), N("ReduceMin", ["x", "mid"], ["mn"]),
         N("Neg", ["mn"], ["neg"]), N("Pow", ["v", "x3"], ["pw"]), N("Log", ["v"], ["lg"]),
         N("Exp", ["neg"], ["ex"]), N("Max", ["x", "c"], ["mx2"]), N("Min", ["x", "c"], ["mn2"]),
         N("Abs", ["x"], ["ab"])],
        {"x": [2, 3, 37]}, ["rms", "s02", "mx", "neg", "pw", "lg", "ex", "mx2", "mn2", "ab"],
        {"two": np.array(2.0, np.float32), "last": i64(-1), "eps": np.array(1e-6, np.float32),
         "ax02": i64(0, 2), "mid": i64(1), "x3": np.array(0.5, np.float32), "c": w(37)}),
        lambda rng: {"x": rng.standard_normal((2, 3, 37)).astype(np.float32)}),
    # the other reductions, and a classifier's ArgMax (ties: the first index, or the last)
    "reductions_more": (lambda: model(
        [N("ReduceProd", ["x", "last"], ["p"]), N("ReduceL1", ["x", "ax02"], ["l1"], keepdims=0),
         N("ReduceL2", ["x", "last"], ["l2"]), N("ReduceSumSquare", ["x"], ["ss"]),
         N("ReduceLogSum", ["ax", "last"], ["ls"]), N("ReduceLogSumExp", ["x", "mid"], ["lse"]),
         N("ArgMax", ["t"], ["am"], axis=1), N("ArgMax", ["t"], ["al"], axis=1,
                                                select_last_index=1, keepdims=0),
         N("ArgMin", ["t"], ["an"], axis=0), N("Abs", ["x"], ["ax"])],
        {"x": [2, 3, 37], "t": [4, 6]},
        ["p", "l1", "l2", "ss", "ls", "lse", ("am", I64), ("al", I64), ("an", I64)],
        {"last": i64(-1), "ax02": i64(0, 2), "mid": i64(1)}),
        lambda rng: {"x": (rng.standard_normal((2, 3, 37)) * 0.9).astype(np.float32),
                     "t": rng.integers(0, 3, (4, 6)).astype(np.float32)}),
    "cumsum": (lambda: model(
        [N("CumSum", ["x", "ax"], ["a"]), N("CumSum", ["x", "ax0"], ["b"], exclusive=1, reverse=1),
         N("CumSum", ["n", "ax"], ["c"], reverse=1), N("CumSum", ["n", "ax0"], ["d"], exclusive=1)],
        {"x": [3, 5, 2], "n": (I64, [3, 5, 2])},
        ["a", "b", ("c", I64), ("d", I64)], {"ax": i64(1), "ax0": np.array(-3, np.int32)}),
        lambda rng: {"x": rng.standard_normal((3, 5, 2)).astype(np.float32),
                     "n": _ids(rng, (3, 5, 2), 50, -50)}),
    # torch.export's mask (GatherND of constant indices), RoBERTa's GatherElements, a Gather
    # of run-time int32 indices along axis 1 with negative ones, a Gather of bool data
    "gathers": (lambda: model(
        [N("GatherND", ["b", "nd"], ["g1"]), N("GatherElements", ["x", "ge"], ["g2"], axis=1),
         N("Gather", ["x", "ix"], ["g3"], axis=1), N("Gather", ["b", "bix"], ["g4"])],
        {"x": [3, 7], "ge": (I64, [2, 4]), "ix": (I32, [2, 2]), "b": (BOOL, [4, 5])},
        [("g1", BOOL), "g2", "g3", ("g4", BOOL)],
        {"nd": np.array([[[0, 1], [3, -1]], [[-2, 0], [1, 4]]], np.int64),
         "bix": np.array([3, 0, -1], np.int64)}),
        lambda rng: {"x": rng.standard_normal((3, 7)).astype(np.float32),
                     "ge": _ids(rng, (2, 4), 7, -7), "ix": _ids(rng, (2, 2), 7, -7).astype(
                         np.int32), "b": rng.random((4, 5)) < 0.5}),
    "logic_casts": (lambda: model(
        [N("Less", ["a", "b"], ["lt"]), N("Greater", ["a", "b"], ["gt"]),
         N("LessOrEqual", ["a", "b"], ["le"]), N("GreaterOrEqual", ["a", "b"], ["ge"]),
         N("Or", ["lt", "gt"], ["ne"]), N("Xor", ["le", "ge"], ["ne2"]),
         N("Sub", ["a", "b"], ["d"]), N("Mul", ["d", "b"], ["m"]), N("Abs", ["m"], ["am"]),
         N("Min", ["am", "b"], ["mn"]), N("Cast", ["mn"], ["f"], to=TensorProto.FLOAT),
         N("Cast", ["r"], ["xi"], to=I64), N("Cast", ["x"], ["xb"], to=BOOL),
         N("Cast", ["xb"], ["xf"], to=TensorProto.FLOAT), N("Cast", ["a"], ["a32"], to=I32),
         N("IsInf", ["x"], ["pinf"], detect_negative=0), N("IsInf", ["x"], ["inf"]),
         N("Cast", ["x"], ["x8"], to=TensorProto.UINT8)],
        {"a": (I64, [2, 5]), "b": (I64, [5]), "x": [2, 5], "r": [2, 5]},
        [("ne", BOOL), ("ne2", BOOL), "f", ("xi", I64), "xf", ("a32", I32), ("pinf", BOOL),
         ("inf", BOOL), ("x8", TensorProto.UINT8)]),
        lambda rng: {"a": _ids(rng, (2, 5), 4, -4), "b": _ids(rng, (5,), 4, -4),
                     "x": np.array([[-2.7, -0.5, 0.0, 0.5, np.nan],
                                    [np.inf, -np.inf, 1.0, -0.0, 7.2]], np.float32),
                     # to int64: truncated toward 0 (C's and NumPy's conversion, and ORT's)
                     "r": np.array([[-2.7, -0.5, 0.0, 0.5, 3.9],
                                    [-7.99, 1e6, 1.0, -0.0, 7.2]], np.float32)}),
    # MobileNetV3's and ReLU6's bounds and piecewise activations, NaN and inf among the inputs
    "activations": (lambda: model(
        [N("Clip", ["x", "lo", "hi"], ["a"]), N("Clip", ["x", "", "hi"], ["b"]),
         N("Clip", ["x"], ["c"]), N("LeakyRelu", ["x"], ["d"], alpha=0.1), N("Elu", ["x"], ["e"]),
         N("HardSigmoid", ["x"], ["f"], alpha=0.3, beta=0.4), N("HardSwish", ["x"], ["g"]),
         N("Clip", ["n", "nlo", "nhi"], ["h"])],
        {"x": [3, 7], "n": (I64, [5])}, ["a", "b", "c", "d", "e", "f", "g", ("h", I64)],
        {"lo": np.array(0.0, np.float32), "hi": np.array(6.0, np.float32),
         "nlo": np.array(-2, np.int64), "nhi": np.array(3, np.int64)}),
        lambda rng: {"x": np.concatenate([4 * rng.standard_normal(19), [np.nan, -np.inf]])
                     .astype(np.float32).reshape(3, 7), "n": _ids(rng, (5,), 9, -9)}),
    # DBNet's and U-Net's upsampling (Resize's scales are float32 whatever the data's type)
    "resizes": (lambda: model(
        [N("Resize", ["x", "", "s2"], ["a"], mode="linear"),
         N("Resize", ["x", "", "", "sz"], ["b"], mode="nearest",
           coordinate_transformation_mode="asymmetric", nearest_mode="floor"),
         N("Cast", ["x"], ["h"], to=TensorProto.FLOAT16),
         N("Resize", ["h", "", "", "sz"], ["c"], mode="linear",
           coordinate_transformation_mode="align_corners")],
        {"x": [1, 3, 6, 5]}, ["a", "b", ("c", TensorProto.FLOAT16)],
        {"s2": np.array([1, 1, 2, 2], np.float32), "sz": i64(1, 3, 9, 13)}),
        lambda rng: {"x": rng.standard_normal((1, 3, 6, 5)).astype(np.float32)}),
    # CRNN's and silero-vad's recurrences: a bidirectional LSTM with initial states and all
    # three outputs, and a forward one whose Y only is read
    "lstm": (lambda: model(
        [N("LSTM", ["x", "w", "r", "b", "", "h0", "c0"], ["y", "yh", "yc"], hidden_size=6,
           direction="bidirectional"),
         N("LSTM", ["x", "w1", "r1"], ["z"], hidden_size=6, direction="reverse")],
        {"x": [5, 2, 4], "h0": [2, 2, 6], "c0": [2, 2, 6]}, ["y", "yh", "yc", "z"],
        {"w": w(2, 24, 4), "r": w(2, 24, 6), "b": w(2, 48), "w1": w(1, 24, 4),
         "r1": w(1, 24, 6)}),
        lambda rng: {"x": rng.standard_normal((5, 2, 4)).astype(np.float32),
                     "h0": rng.standard_normal((2, 2, 6)).astype(np.float32),
                     "c0": rng.standard_normal((2, 2, 6)).astype(np.float32)}),
    # PyTorch's GRU export (linear_before_reset): bidirectional with an initial state, Y_h read
    "gru": (lambda: model(
        [N("GRU", ["x", "w", "r", "b", "", "h0"], ["y", "yh"], hidden_size=5,
           direction="bidirectional", linear_before_reset=1),
         N("GRU", ["x", "w1", "r1"], ["", "z"], hidden_size=5, linear_before_reset=1)],
        {"x": [4, 3, 6], "h0": [2, 3, 5]}, ["y", "yh", "z"],
        {"w": w(2, 15, 6), "r": w(2, 15, 5), "b": w(2, 30), "w1": w(1, 15, 6),
         "r1": w(1, 15, 5)}),
        lambda rng: {"x": rng.standard_normal((4, 3, 6)).astype(np.float32),
                     "h0": rng.standard_normal((2, 3, 5)).astype(np.float32)}),
    # rounding and the other element-wise functions, CastLike (to its own type too: a view),
    # Trilu (a causal mask)
    "elementwise_more": (lambda: model(
        [N("Floor", ["x"], ["a"]), N("Ceil", ["x"], ["b"]), N("Round", ["x"], ["c"]),
         N("Sign", ["x"], ["d"]), N("Softplus", ["x"], ["e"]), N("Softsign", ["x"], ["f"]),
         N("Selu", ["x"], ["g"]), N("Atan", ["x"], ["h"]), N("Tan", ["s"], ["i"]),
         N("Sinh", ["s"], ["j"]), N("Cosh", ["s"], ["k"]), N("Asin", ["s"], ["l"]),
         N("Acos", ["s"], ["m"]), N("CastLike", ["x", "n"], ["o"]),
         N("CastLike", ["x", "x"], ["p"]), N("Trilu", ["x", "kk"], ["q"]),
         N("Trilu", ["x"], ["r"], upper=0)],
        {"x": [2, 4, 5], "s": [7], "n": (I64, [1])},
        ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", ("o", I64), "p", "q",
         "r"], {"kk": np.array(1, np.int64)}),
        lambda rng: {"x": np.concatenate([[2.5, -2.5, 0.5, -0.5, 0.0, 30.0, -30.0],
                                          5 * rng.standard_normal(33)]).astype(np.float32)
                     .reshape(2, 4, 5),
                     "s": np.linspace(-0.9, 0.9, 7, dtype=np.float32),
                     "n": np.zeros(1, np.int64)}),
    "instancenorm": (lambda: model(  # wav2vec 2.0's feature encoder
        [N("InstanceNormalization", ["x", "g", "b"], ["y"], epsilon=1e-5)], {"x": [2, 3, 40]},
        ["y"], {"g": w(3), "b": w(3)}),
        lambda rng: {"x": rng.standard_normal((2, 3, 40)).astype(np.float32)}),
}


# ONNX Runtime's com.microsoft operators, as its transformers optimizer writes them
MS = "com.microsoft"
CONTRIB = {
    "skip_layernorm": (lambda: model(  # BERT's: input, skip, gamma, beta, bias; the sum read
        [N("SkipLayerNormalization", ["x", "s", "g", "b", "pb"], ["y", "", "", "sum"],
           domain=MS, epsilon=1e-5), N("Relu", ["sum"], ["r"])],
        {"x": [2, 3, 40], "s": [2, 3, 40]}, ["y", "r"],
        {"g": w(40), "b": w(40), "pb": w(40)}),
        lambda rng: {"x": rng.standard_normal((2, 3, 40)).astype(np.float32),
                     "s": rng.standard_normal((2, 3, 40)).astype(np.float32)}),
    "skip_layernorm_default_eps": (lambda: model(  # a variance near 0: the epsilon shows
        [N("SkipLayerNormalization", ["x", "s", "g"], ["y"], domain=MS)],
        {"x": [4, 33], "s": [4, 33]}, ["y"], {"g": w(33)}),
        lambda rng: {"x": (1e-4 * rng.standard_normal((4, 33))).astype(np.float32),
                     "s": np.zeros((4, 33), np.float32)}),
    "skip_simplified": (lambda: model(  # T5's: RMS of input + skip (+ bias)
        [N("SkipSimplifiedLayerNormalization", ["x", "s", "g", "pb"], ["y", "", "", "sum"],
           domain=MS), N("SimplifiedLayerNormalization", ["sum", "g"], ["z"], axis=-1)],
        {"x": [3, 37], "s": [3, 37]}, ["y", "z"], {"g": w(37), "pb": w(37)}),
        lambda rng: {"x": (1e-3 * rng.standard_normal((3, 37))).astype(np.float32),
                     "s": (1e-3 * rng.standard_normal((3, 37))).astype(np.float32)}),
    "gelus": (lambda: model(
        [N("Gelu", ["x"], ["a"], domain=MS), N("BiasGelu", ["x", "b"], ["c"], domain=MS),
         N("FastGelu", ["x"], ["d"], domain=MS), N("FastGelu", ["x", "b"], ["e"], domain=MS),
         N("QuickGelu", ["x"], ["f"], domain=MS), N("QuickGelu", ["x"], ["h"], domain=MS,
                                                      alpha=1.0)],
        {"x": [2, 5, 8]}, ["a", "c", "d", "e", "f", "h"], {"b": w(8)}),
        lambda rng: {"x": (2 * rng.standard_normal((2, 5, 8))).astype(np.float32)}),
    "fused_matmul": (lambda: model(
        [N("FusedMatMul", ["a", "b"], ["y"], domain=MS, alpha=0.125, transB=1),
         N("FusedMatMul", ["a", "c"], ["z"], domain=MS, transA=1)],
        {"a": [2, 3, 6, 6], "b": [2, 3, 4, 6]}, ["y", "z"], {"c": w(6, 5)}),
        lambda rng: {"a": rng.standard_normal((2, 3, 6, 6)).astype(np.float32),
                     "b": rng.standard_normal((2, 3, 4, 6)).astype(np.float32)}),
}
