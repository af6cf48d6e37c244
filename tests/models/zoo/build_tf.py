"""Models of the zoo through TensorFlow's exporter family: Keras -> tf2onnx (issue 21).

    python tests/models/zoo/build_tf.py OUTDIR

Needs tensorflow-cpu and tf2onnx, which the project's venv does not have (TensorFlow alone is
about 600 MB); a separate venv works: `python -m venv V && V/bin/pip install tensorflow-cpu
tf2onnx onnxruntime`. Keras applications built without downloaded weights (seeded random ones,
random BatchNorm statistics), each exported with a dynamic batch axis at opset 17 and checked
in ONNX Runtime against Keras. Adds their entries to OUTDIR/manifest.json.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import numpy as np
import onnx
import onnxruntime as ort
import tensorflow as tf
import tf2onnx
from zoo_manifest import build_all  # this folder (run as a script)

OPSET = 17


def _randomize_bn(model: tf.keras.Model, rng: np.random.Generator) -> None:
    for layer in model.layers:
        if isinstance(layer, tf.keras.layers.BatchNormalization):
            g, b, m, v = layer.get_weights()
            layer.set_weights([g, b, (rng.standard_normal(m.shape) * 0.1).astype(np.float32),
                               (rng.random(v.shape) + 0.5).astype(np.float32)])


def mobilenetv3_small() -> tf.keras.Model:
    # HardSwish / HardSigmoid, squeeze-excitation, depthwise convolutions
    return tf.keras.applications.MobileNetV3Small(
        input_shape=(96, 96, 3), weights=None, alpha=0.75, minimalistic=False,
        include_preprocessing=True, classes=10)


def unet_lite() -> tf.keras.Model:
    # an encoder-decoder with UpSampling2D (Resize) and skip Concatenate, as segmenters are
    L = tf.keras.layers
    x = inp = L.Input((64, 64, 3))
    skips = []
    for ch in (16, 32):
        x = L.Conv2D(ch, 3, padding="same", use_bias=False)(x)
        x = L.BatchNormalization()(x)
        x = L.ReLU()(x)
        skips.append(x)
        x = L.MaxPooling2D()(x)
    x = L.Conv2D(64, 3, padding="same", activation="relu")(x)
    for ch, skip in zip((32, 16), reversed(skips)):
        x = L.UpSampling2D(interpolation="nearest")(x)
        x = L.Concatenate()([x, skip])
        x = L.Conv2D(ch, 3, padding="same", activation="relu")(x)
    out = L.Conv2D(1, 1, activation="sigmoid")(x)
    return tf.keras.Model(inp, out)


def transformer_lite(gelu="gelu") -> tf.keras.Model:
    # a pre-LayerNorm encoder block (MultiHeadAttention, gelu MLP) over token embeddings
    L = tf.keras.layers
    inp = L.Input((32, 64))
    h = L.LayerNormalization(epsilon=1e-5)(inp)
    h = L.MultiHeadAttention(num_heads=4, key_dim=16)(h, h)
    x = inp + h
    h = L.LayerNormalization(epsilon=1e-5)(x)
    h = L.Dense(128, activation=gelu)(h)
    h = L.Dense(64)(h)
    x = x + h
    out = L.Dense(10)(L.GlobalAveragePooling1D()(x))
    return tf.keras.Model(inp, out)


def _tanh_gelu(x):
    return tf.nn.gelu(x, approximate=True)


MODELS = {"mobilenetv3_small_tf2onnx": (mobilenetv3_small, (2, 96, 96, 3)),
          "unet_lite_tf2onnx": (unet_lite, (2, 64, 64, 3)),
          # Keras 3's exact gelu is written with Erfc, which tf2onnx 1.17 cannot convert
          # (recorded in export_failures.json); the tanh form exports
          "transformer_lite_tf2onnx": (transformer_lite, (2, 32, 64)),
          "transformer_tanh_gelu_tf2onnx": (lambda: transformer_lite(_tanh_gelu), (2, 32, 64))}


def build(out: Path, name: str, make, shape: tuple[int, ...], rng) -> dict:
    t0 = time.perf_counter()
    tf.keras.utils.set_random_seed(0)
    model = make()
    _randomize_bn(model, rng)
    spec = (tf.TensorSpec((None, *shape[1:]), tf.float32, name="x"),)
    proto, _ = tf2onnx.convert.from_keras(model, input_signature=spec, opset=OPSET)
    proto.ir_version = min(proto.ir_version, 10)
    path = out / f"{name}.onnx"
    onnx.save(proto, str(path))
    onnx.checker.check_model(proto)
    x = rng.standard_normal(shape).astype(np.float32)
    want = model(x, training=False).numpy()
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    sess = ort.InferenceSession(str(path), opts, providers=["CPUExecutionProvider"])
    got = sess.run(None, {sess.get_inputs()[0].name: x})[0]
    return {"exporter": f"tensorflow {tf.__version__} keras, tf2onnx {tf2onnx.__version__}",
            "opset": OPSET, "shapes": {sess.get_inputs()[0].name: list(shape)},
            "ort_vs_tf": float(np.max(np.abs(got - want))), "file": path.name,
            "bytes": path.stat().st_size, "nodes": len(proto.graph.node),
            "ir_version": proto.ir_version, "seconds": round(time.perf_counter() - t0, 2)}


def main(argv: list[str]) -> int:
    return build_all(Path(argv[0]), MODELS, build, "TF")

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
