"""GCN, the Global Convolutional Network (Peng et al. 2017, "Large Kernel Matters"), the
semantic-segmentation model EinNet evaluates for its large separable convolutions.

A 1x3x256x256 image; a ResNet-style encoder (7x7 stride-2 stem, max pool, then stages of two
3x3 convolutions with BatchNormalization and Relu, the first of each stride 2) gives feature
maps of 64, 128, 256 and 512 channels at 64, 32, 16 and 8 pixels. On each, a GCN module: the
sum of a (k x 1 then 1 x k) and a (1 x k then k x 1) branch of 21-channel convolutions, k = 15
with "same" padding, then boundary refinement (x + conv3x3(relu(conv3x3(x)))). The coarsest
score map is upsampled by 4x4 stride-2 ConvTranspose layers and added to the finer ones; the
output is the 21-class score map at 64x64.
"""

from __future__ import annotations

from benchmarks.models.layers import ModelBuilder, Tensor, build_model

K = 15
CLASSES = 21


def _gcn(b: ModelBuilder, x: Tensor, name: str) -> Tensor:
    p = K // 2
    with b.scope(name):
        left = b.conv(b.conv(x, CLASSES, (K, 1), pads=(p, 0), label="left_kx1"), CLASSES,
                      (1, K), pads=(0, p), label="left_1xk")
        right = b.conv(b.conv(x, CLASSES, (1, K), pads=(0, p), label="right_1xk"), CLASSES,
                       (K, 1), pads=(p, 0), label="right_kx1")
        s = b.add(left, right, label="sum")
        r = b.conv(b.relu(b.conv(s, CLASSES, 3, pads=1, label="br1")), CLASSES, 3, pads=1,
                   gain=1.0, label="br2")
        return b.add(s, r, label="refine")


def _stage(b: ModelBuilder, x: Tensor, c: int, stride: int, name: str) -> Tensor:
    with b.scope(name):
        x = b.relu(b.batchnorm(b.conv(x, c, 3, stride, 1, bias=False, label="conv1"),
                               label="bn1"))
        return b.relu(b.batchnorm(b.conv(x, c, 3, 1, 1, bias=False, label="conv2"),
                                  label="bn2"))


def _body(b: ModelBuilder, size: int = 256) -> None:
    x = b.input("image", (1, 3, size, size))
    x = b.relu(b.batchnorm(b.conv(x, 64, 7, 2, 3, bias=False, label="stem"), label="stem_bn"))
    x = b.maxpool(x, 3, 2, 1)
    feats = []
    for k, (c, s) in enumerate(((64, 1), (128, 2), (256, 2), (512, 2))):
        x = _stage(b, x, c, s, f"stage{k + 1}")
        feats.append(_gcn(b, x, f"gcn{k + 1}"))
    y = feats[-1]
    for k, f in enumerate(reversed(feats[:-1])):
        y = b.add(b.conv_transpose(y, CLASSES, 4, 2, 1, gain=1.0, label=f"up{k + 1}"), f,
                  label=f"merge{k + 1}")
    b.output(y, "scores")


def gcn(seed: int = 0):
    """GCN: ResNet-style encoder, four k = 15 separable GCN modules, 21-class 64x64 scores."""
    return build_model(_body, "gcn", seed, __doc__ or "")
