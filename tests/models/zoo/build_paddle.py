"""Models of the zoo through PaddlePaddle's exporter: paddle.onnx.export (paddle2onnx) (issue 21).

    python tests/models/zoo/build_paddle.py OUTDIR

Needs paddlepaddle and paddle2onnx, which the project's venv does not have; a separate venv
works: `python -m venv V && V/bin/pip install paddlepaddle paddle2onnx onnxruntime`. Models
of paddle.vision built without downloaded weights (seeded random ones, random BatchNorm
statistics) and a PP-OCR-style recognizer head, each exported with a dynamic batch axis and
checked in ONNX Runtime against Paddle. Adds their entries to OUTDIR/manifest.json.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("GLOG_minloglevel", "3")

import numpy as np
import onnx
import onnxruntime as ort
import paddle
import paddle2onnx
from zoo_manifest import build_all  # this folder (run as a script)

OPSET = 17


class OcrRecognizer(paddle.nn.Layer):
    """PP-OCR's recognizer in miniature: a conv backbone with HardSwish, height pooled to 1,
    a Transpose to a sequence, a linear CTC head with softmax."""

    def __init__(self, classes: int = 37) -> None:
        super().__init__()
        L = paddle.nn
        self.body = L.Sequential(
            L.Conv2D(3, 16, 3, stride=2, padding=1), L.BatchNorm2D(16), L.Hardswish(),
            L.Conv2D(16, 32, 3, stride=(2, 1), padding=1), L.BatchNorm2D(32), L.Hardswish(),
            L.Conv2D(32, 32, 3, padding=1, groups=32), L.BatchNorm2D(32), L.Hardswish(),
            L.Conv2D(32, 64, 1), L.BatchNorm2D(64), L.Hardswish())
        self.pool = L.AdaptiveAvgPool2D((1, None))
        self.head = L.Linear(64, classes)

    def forward(self, x):
        x = self.pool(self.body(x))               # N, C, 1, W
        x = paddle.transpose(paddle.squeeze(x, axis=2), [0, 2, 1])   # N, W, C
        return paddle.nn.functional.softmax(self.head(x), axis=-1)


def _mobilenet_v3():
    return paddle.vision.models.mobilenet_v3_small(pretrained=False, scale=0.75, num_classes=10)


def _resnet18():
    return paddle.vision.models.resnet18(pretrained=False, num_classes=10)


MODELS = {"mobilenetv3_small_paddle": (_mobilenet_v3, (2, 3, 96, 96)),
          "resnet18_paddle": (_resnet18, (2, 3, 64, 64)),
          "ocr_rec_paddle": (OcrRecognizer, (2, 3, 32, 96))}


def _randomize_bn(model, rng: np.random.Generator) -> None:
    for layer in model.sublayers():
        if isinstance(layer, paddle.nn.BatchNorm2D):
            layer._mean.set_value((rng.standard_normal(layer._mean.shape) * 0.1)
                                  .astype(np.float32))
            layer._variance.set_value((rng.random(layer._variance.shape) + 0.5)
                                      .astype(np.float32))


def build(out: Path, name: str, make, shape: tuple[int, ...], rng) -> dict:
    t0 = time.perf_counter()
    paddle.seed(0)
    model = make()
    _randomize_bn(model, rng)
    model.eval()
    spec = [paddle.static.InputSpec([None, *shape[1:]], "float32", "x")]
    with tempfile.TemporaryDirectory() as tmp:
        paddle.onnx.export(model, str(Path(tmp) / name), input_spec=spec, opset_version=OPSET)
        proto = onnx.load(str(Path(tmp) / f"{name}.onnx"))
    proto.ir_version = min(proto.ir_version, 10)
    path = out / f"{name}.onnx"
    onnx.save(proto, str(path))
    onnx.checker.check_model(proto)
    x = rng.standard_normal(shape).astype(np.float32)
    want = model(paddle.to_tensor(x)).numpy()
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    sess = ort.InferenceSession(str(path), opts, providers=["CPUExecutionProvider"])
    got = sess.run(None, {sess.get_inputs()[0].name: x})[0]
    return {"exporter": f"paddlepaddle {paddle.__version__}, paddle2onnx "
                        f"{paddle2onnx.__version__}",
            "opset": OPSET, "shapes": {sess.get_inputs()[0].name: list(shape)},
            "ort_vs_paddle": float(np.max(np.abs(got - want))), "file": path.name,
            "bytes": path.stat().st_size, "nodes": len(proto.graph.node),
            "ir_version": proto.ir_version, "seconds": round(time.perf_counter() - t0, 2)}


def main(argv: list[str]) -> int:
    return build_all(Path(argv[0]), MODELS, build, "Paddle")

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
