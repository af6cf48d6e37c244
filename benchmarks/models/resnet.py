"""ResNet-18 and ResNeXt-50 (32x4d), as torchvision defines them (ImageNet, 224x224).

Every convolution is followed by BatchNormalization (inference mode, calibrated statistics);
the last BatchNormalization of each residual branch gets a small scale, as trained residual
networks have, so that the identity path does not grow the activations block after block.
"""

from __future__ import annotations

from benchmarks.models.layers import ModelBuilder, Tensor, build_model

RESIDUAL_GAMMA = (0.2, 0.4)


def conv_bn(b: ModelBuilder, x: Tensor, c_out: int, k: int, stride: int = 1, pads: int = 0,
            group: int = 1, relu: bool = True, gamma=(0.5, 1.5), name: str = "conv") -> Tensor:
    """Conv (no bias) + BatchNormalization (+ Relu): the unit of every torchvision CNN."""
    y = b.conv(x, c_out, k, stride, pads, group=group, bias=False, label=name)
    y = b.batchnorm(y, gamma=gamma, label=f"{name}_bn")
    return b.relu(y, label=f"{name}_relu") if relu else y


def stem(b: ModelBuilder, x: Tensor) -> Tensor:
    y = conv_bn(b, x, 64, 7, 2, 3, name="conv1")
    return b.maxpool(y, 3, 2, 1)


def head(b: ModelBuilder, x: Tensor, classes: int = 1000) -> Tensor:
    return b.gemm(b.flatten(b.global_avgpool(x)), classes, label="fc")


def shortcut(b: ModelBuilder, x: Tensor, c_out: int, stride: int) -> Tensor:
    if stride == 1 and x.channels == c_out:
        return x
    return conv_bn(b, x, c_out, 1, stride, relu=False, name="downsample")


def basic_block(b: ModelBuilder, x: Tensor, planes: int, stride: int) -> Tensor:
    y = conv_bn(b, x, planes, 3, stride, 1, name="conv1")
    y = conv_bn(b, y, planes, 3, 1, 1, relu=False, gamma=RESIDUAL_GAMMA, name="conv2")
    return b.relu(b.add(y, shortcut(b, x, planes, stride)))


def bottleneck(b: ModelBuilder, x: Tensor, planes: int, stride: int, groups: int = 32,
               base_width: int = 4) -> Tensor:
    width = planes * base_width // 64 * groups
    y = conv_bn(b, x, width, 1, name="conv1")
    y = conv_bn(b, y, width, 3, stride, 1, group=groups, name="conv2")
    y = conv_bn(b, y, planes * 4, 1, relu=False, gamma=RESIDUAL_GAMMA, name="conv3")
    return b.relu(b.add(y, shortcut(b, x, planes * 4, stride)))


def _resnet(b: ModelBuilder, block, layers: list[int]) -> None:
    x = stem(b, b.input("input", (1, 3, 224, 224)))
    for stage, (planes, blocks) in enumerate(zip((64, 128, 256, 512), layers)):
        for k in range(blocks):
            with b.scope(f"layer{stage + 1}.{k}"):
                x = block(b, x, planes, 2 if k == 0 and stage > 0 else 1)
    b.output(head(b, x), "logits")


def resnet18(seed: int = 0):
    """ResNet-18: basic blocks [2, 2, 2, 2]."""
    return build_model(lambda b: _resnet(b, basic_block, [2, 2, 2, 2]), "resnet18", seed,
                       resnet18.__doc__ or "")


def resnext50(seed: int = 0):
    """ResNeXt-50 (32x4d): bottleneck blocks [3, 4, 6, 3], grouped 3x3 convolutions (group 32)."""
    return build_model(lambda b: _resnet(b, bottleneck, [3, 4, 6, 3]), "resnext50_32x4d", seed,
                       resnext50.__doc__ or "")
