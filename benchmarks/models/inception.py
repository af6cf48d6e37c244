"""Inception-v3 (299x299), as torchvision defines it, without the auxiliary classifier.

Parallel branches joined by Concat, factorized 1x7 / 7x1 (and 1x3 / 3x1) convolutions,
3x3 average pooling with count_include_pad=1 (PyTorch's default). Each BasicConv2d is a
convolution without bias, BatchNormalization (eps 1e-3, calibrated statistics) and Relu.
"""

from __future__ import annotations

from collections.abc import Sequence

from benchmarks.models.layers import ModelBuilder, Tensor, build_model


def basic(b: ModelBuilder, x: Tensor, c_out: int, k: int | Sequence[int], stride: int = 1,
          pads: int | Sequence[int] = 0, name: str = "conv") -> Tensor:
    y = b.conv(x, c_out, k, stride, pads, bias=False, label=name)
    return b.relu(b.batchnorm(y, eps=1e-3, label=f"{name}_bn"), label=f"{name}_relu")


def pool_branch(b: ModelBuilder, x: Tensor, c_out: int) -> Tensor:
    y = b.avgpool(x, 3, 1, 1, count_include_pad=True)
    return basic(b, y, c_out, 1, name="branch_pool")


def inception_a(b: ModelBuilder, x: Tensor, pool_features: int) -> Tensor:
    b1 = basic(b, x, 64, 1, name="branch1x1")
    b5 = basic(b, x, 48, 1, name="branch5x5_1")
    b5 = basic(b, b5, 64, 5, pads=2, name="branch5x5_2")
    b3 = basic(b, x, 64, 1, name="branch3x3dbl_1")
    b3 = basic(b, b3, 96, 3, pads=1, name="branch3x3dbl_2")
    b3 = basic(b, b3, 96, 3, pads=1, name="branch3x3dbl_3")
    return b.concat([b1, b5, b3, pool_branch(b, x, pool_features)])


def inception_b(b: ModelBuilder, x: Tensor) -> Tensor:
    b3 = basic(b, x, 384, 3, 2, name="branch3x3")
    bd = basic(b, x, 64, 1, name="branch3x3dbl_1")
    bd = basic(b, bd, 96, 3, pads=1, name="branch3x3dbl_2")
    bd = basic(b, bd, 96, 3, 2, name="branch3x3dbl_3")
    return b.concat([b3, bd, b.maxpool(x, 3, 2)])


def inception_c(b: ModelBuilder, x: Tensor, c7: int) -> Tensor:
    b1 = basic(b, x, 192, 1, name="branch1x1")
    b7 = basic(b, x, c7, 1, name="branch7x7_1")
    b7 = basic(b, b7, c7, (1, 7), pads=(0, 3), name="branch7x7_2")
    b7 = basic(b, b7, 192, (7, 1), pads=(3, 0), name="branch7x7_3")
    bd = basic(b, x, c7, 1, name="branch7x7dbl_1")
    for k, c in enumerate((c7, c7, c7, 192)):
        k7 = (7, 1) if k % 2 == 0 else (1, 7)
        pad = (3, 0) if k % 2 == 0 else (0, 3)
        bd = basic(b, bd, c, k7, pads=pad, name=f"branch7x7dbl_{k + 2}")
    return b.concat([b1, b7, bd, pool_branch(b, x, 192)])


def inception_d(b: ModelBuilder, x: Tensor) -> Tensor:
    b3 = basic(b, x, 192, 1, name="branch3x3_1")
    b3 = basic(b, b3, 320, 3, 2, name="branch3x3_2")
    b7 = basic(b, x, 192, 1, name="branch7x7x3_1")
    b7 = basic(b, b7, 192, (1, 7), pads=(0, 3), name="branch7x7x3_2")
    b7 = basic(b, b7, 192, (7, 1), pads=(3, 0), name="branch7x7x3_3")
    b7 = basic(b, b7, 192, 3, 2, name="branch7x7x3_4")
    return b.concat([b3, b7, b.maxpool(x, 3, 2)])


def _split_1x3_3x1(b: ModelBuilder, x: Tensor, name: str) -> Tensor:
    a = basic(b, x, 384, (1, 3), pads=(0, 1), name=f"{name}a")
    c = basic(b, x, 384, (3, 1), pads=(1, 0), name=f"{name}b")
    return b.concat([a, c])


def inception_e(b: ModelBuilder, x: Tensor) -> Tensor:
    b1 = basic(b, x, 320, 1, name="branch1x1")
    b3 = _split_1x3_3x1(b, basic(b, x, 384, 1, name="branch3x3_1"), "branch3x3_2")
    bd = basic(b, x, 448, 1, name="branch3x3dbl_1")
    bd = basic(b, bd, 384, 3, pads=1, name="branch3x3dbl_2")
    bd = _split_1x3_3x1(b, bd, "branch3x3dbl_3")
    return b.concat([b1, b3, bd, pool_branch(b, x, 192)])


def _body(b: ModelBuilder) -> None:
    x = b.input("input", (1, 3, 299, 299))
    x = basic(b, x, 32, 3, 2, name="Conv2d_1a_3x3")
    x = basic(b, x, 32, 3, name="Conv2d_2a_3x3")
    x = basic(b, x, 64, 3, pads=1, name="Conv2d_2b_3x3")
    x = b.maxpool(x, 3, 2, label="maxpool1")
    x = basic(b, x, 80, 1, name="Conv2d_3b_1x1")
    x = basic(b, x, 192, 3, name="Conv2d_4a_3x3")
    x = b.maxpool(x, 3, 2, label="maxpool2")
    blocks = [("Mixed_5b", inception_a, 32), ("Mixed_5c", inception_a, 64),
              ("Mixed_5d", inception_a, 64), ("Mixed_6a", inception_b, None),
              ("Mixed_6b", inception_c, 128), ("Mixed_6c", inception_c, 160),
              ("Mixed_6d", inception_c, 160), ("Mixed_6e", inception_c, 192),
              ("Mixed_7a", inception_d, None), ("Mixed_7b", inception_e, None),
              ("Mixed_7c", inception_e, None)]
    for name, block, arg in blocks:
        with b.scope(name):
            x = block(b, x) if arg is None else block(b, x, arg)
    b.output(b.gemm(b.flatten(b.global_avgpool(x)), 1000, label="fc"), "logits")


def inception_v3(seed: int = 0):
    """Inception-v3: 299x299 input, Mixed_5b ... Mixed_7c, 1000 classes."""
    return build_model(_body, "inception_v3", seed, __doc__ or "")
