"""GAN generators: DCGAN (64x64 RGB from 100-d noise) and InfoGAN (28x28 MNIST).

DCGAN, as in the PyTorch DCGAN example (ngf 64): the noise [1, 100, 1, 1] goes through a 4x4
ConvTranspose to 4x4, then four 4x4 stride-2 ConvTranspose layers (pads 1) to 64x64; each but
the last is followed by BatchNormalization and Relu, the last by Tanh. No biases.

InfoGAN, the MNIST generator of the InfoGAN paper (Chen et al. 2016, table 1): the latent code
[1, 74] (62 noise + 10 categorical + 2 continuous) goes through FC 1024 + BN + Relu,
FC 7x7x128 + BN + Relu, a Reshape to [1, 128, 7, 7], a 4x4 stride-2 ConvTranspose to 64
channels + BN + Relu (14x14) and a 4x4 stride-2 ConvTranspose to one channel (28x28), then Tanh.
"""

from __future__ import annotations

from benchmarks.models.layers import ModelBuilder, Tensor, build_model


def up(b: ModelBuilder, x: Tensor, c_out: int, k: int, stride: int, pads: int,
       name: str, last: bool = False) -> Tensor:
    y = b.conv_transpose(x, c_out, k, stride, pads, gain=1.0 if last else 2.0, label=name)
    if last:
        return b.unary("Tanh", y, "tanh")
    return b.relu(b.batchnorm(y, label=f"{name}_bn"), label=f"{name}_relu")


def _dcgan(b: ModelBuilder, nz: int = 100, ngf: int = 64) -> None:
    x = b.input("noise", (1, nz, 1, 1))
    x = up(b, x, ngf * 8, 4, 1, 0, "deconv1")
    for k, mult in enumerate((4, 2, 1)):
        x = up(b, x, ngf * mult, 4, 2, 1, f"deconv{k + 2}")
    b.output(up(b, x, 3, 4, 2, 1, "deconv5", last=True), "image")


def _infogan(b: ModelBuilder) -> None:
    x = b.input("latent", (1, 74))
    x = b.relu(b.batchnorm(b.gemm(x, 1024, gain=2.0, label="fc1"), label="fc1_bn"))
    x = b.relu(b.batchnorm(b.gemm(x, 7 * 7 * 128, gain=2.0, label="fc2"), label="fc2_bn"))
    x = b.reshape(x, (1, 128, 7, 7))
    x = up(b, x, 64, 4, 2, 1, "deconv1")
    b.output(up(b, x, 1, 4, 2, 1, "deconv2", last=True), "image")


def dcgan(seed: int = 0):
    """DCGAN generator: [1, 100, 1, 1] noise to a [1, 3, 64, 64] image."""
    return build_model(_dcgan, "dcgan_generator", seed, __doc__ or "")


def infogan(seed: int = 0):
    """InfoGAN MNIST generator: [1, 74] latent code to a [1, 1, 28, 28] image."""
    return build_model(_infogan, "infogan_generator", seed, __doc__ or "")
