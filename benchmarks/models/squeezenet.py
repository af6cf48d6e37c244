"""SqueezeNet 1.1, as torchvision defines it (224x224, 1000 classes).

Fire modules (1x1 squeeze, parallel 1x1 / 3x3 expand, Concat), max pooling with ceil_mode=1,
a 1x1 classifier convolution, Relu and global average pooling. No BatchNormalization.
"""

from __future__ import annotations

from benchmarks.models.layers import ModelBuilder, Tensor, build_model


def fire(b: ModelBuilder, x: Tensor, squeeze: int, expand1x1: int, expand3x3: int) -> Tensor:
    s = b.relu(b.conv(x, squeeze, 1, label="squeeze"))
    e1 = b.relu(b.conv(s, expand1x1, 1, label="expand1x1"))
    e3 = b.relu(b.conv(s, expand3x3, 3, pads=1, label="expand3x3"))
    return b.concat([e1, e3])


def _body(b: ModelBuilder) -> None:
    x = b.input("input", (1, 3, 224, 224))
    x = b.relu(b.conv(x, 64, 3, 2, label="conv1"))
    fires = [None, (16, 64, 64), (16, 64, 64), None, (32, 128, 128), (32, 128, 128), None,
             (48, 192, 192), (48, 192, 192), (64, 256, 256), (64, 256, 256)]
    k = 2
    for spec in fires:
        if spec is None:
            x = b.maxpool(x, 3, 2, ceil_mode=True)
            continue
        with b.scope(f"fire{k}"):
            x = fire(b, x, *spec)
        k += 1
    x = b.relu(b.conv(x, 1000, 1, label="classifier"))
    b.output(b.flatten(b.global_avgpool(x)), "logits")


def squeezenet1_1(seed: int = 0):
    """SqueezeNet 1.1."""
    return build_model(_body, "squeezenet1_1", seed, __doc__ or "")
