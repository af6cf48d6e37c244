"""One model of the zoo through a second exporter family: Flax (nnx) -> jax2onnx (issue 21).

    python tests/models/zoo/build_jax.py OUTDIR

Needs jax, flax and jax2onnx, which the project's venv does not have (they pull in some forty
packages); a separate venv works: `python -m venv V && V/bin/pip install jax2onnx onnxruntime`.
A small NHWC CNN (Conv, BatchNorm, ReLU, average pooling, a residual, Dense) with a dynamic
batch axis "B", exported at opset 18. Adds its entry to OUTDIR/manifest.json.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import onnx
import onnxruntime as ort
from flax import nnx
from jax2onnx import to_onnx

NAME = "flax_cnn_jax2onnx"


class SmallCNN(nnx.Module):
    def __init__(self, rngs: nnx.Rngs, classes: int = 10):
        self.c1 = nnx.Conv(3, 16, (3, 3), strides=(2, 2), rngs=rngs)
        self.b1 = nnx.BatchNorm(16, use_running_average=True, rngs=rngs)
        self.c2 = nnx.Conv(16, 16, (3, 3), rngs=rngs)
        self.b2 = nnx.BatchNorm(16, use_running_average=True, rngs=rngs)
        self.c3 = nnx.Conv(16, 32, (3, 3), strides=(2, 2), rngs=rngs)
        self.fc = nnx.Linear(32, classes, rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.b1(self.c1(x)))
        x = nnx.relu(x + self.b2(self.c2(x)))
        x = nnx.gelu(self.c3(x), approximate=False)
        x = nnx.avg_pool(x, window_shape=(2, 2), strides=(2, 2))
        return self.fc(jnp.mean(x, axis=(1, 2)))


def main(argv: list[str]) -> int:
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    model = SmallCNN(nnx.Rngs(0))
    rng = np.random.default_rng(1)
    for bn in (model.b1, model.b2):  # non-trivial running statistics
        bn.mean[...] = jnp.asarray(rng.standard_normal(bn.mean[...].shape) * 0.1, jnp.float32)
        bn.var[...] = jnp.asarray(rng.random(bn.var[...].shape) + 0.5, jnp.float32)
    path = out / f"{NAME}.onnx"
    proto = to_onnx(model, [("B", 32, 32, 3)], model_name=NAME, opset=18,
                    input_names=["x"], output_names=["logits"])
    proto.ir_version = min(proto.ir_version, 10)
    onnx.save(proto, str(path))
    onnx.checker.check_model(proto)

    x = rng.standard_normal((2, 32, 32, 3)).astype(np.float32)
    want = np.asarray(model(jnp.asarray(x)))
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    got = ort.InferenceSession(str(path), opts, providers=["CPUExecutionProvider"]).run(
        None, {proto.graph.input[0].name: x})[0]
    diff = float(np.max(np.abs(got - want)))

    manifest_path = out / "manifest.json"
    manifest = json.loads(manifest_path.read_text()) if manifest_path.exists() else {}
    import jax2onnx
    manifest[NAME] = {
        "exporter": f"jax {jax.__version__} flax.nnx, jax2onnx "
                    f"{getattr(jax2onnx, '__version__', '?')}",
        "opset": 18, "shapes": {proto.graph.input[0].name: [2, 32, 32, 3]},
        "ort_vs_jax": diff, "file": path.name, "bytes": path.stat().st_size,
        "nodes": len(proto.graph.node), "ir_version": proto.ir_version,
        "seconds": round(time.perf_counter() - t0, 2)}
    manifest_path.write_text(json.dumps(manifest, indent=1) + "\n")
    print(f"{NAME}: {len(proto.graph.node)} nodes, {path.stat().st_size / 1e6:.2f} MB, "
          f"ORT vs jax max abs diff {diff:.2e}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
