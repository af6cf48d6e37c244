"""FSRCNN (Dong et al. 2016), d=56, s=12, m=4, upscaling factor 3, on a 1x1x128x128 Y channel.

Feature extraction 5x5 conv to d=56, shrinking 1x1 conv to s=12, four 3x3 mapping convs,
expanding 1x1 conv back to 56, and a 9x9 deconvolution (ConvTranspose, stride 3, pads 4,
output_padding 2) to the 384x384 output. The paper's activations are PReLU, which verified_opt
does not model: this model uses Relu instead (same graph structure, same cost).
"""

from __future__ import annotations

from benchmarks.models.layers import ModelBuilder, build_model


def _body(b: ModelBuilder, d: int = 56, s: int = 12, m: int = 4, scale: int = 3,
          size: int = 128) -> None:
    x = b.input("input", (1, 1, size, size))
    x = b.relu(b.conv(x, d, 5, pads=2, label="feature_extraction"))
    x = b.relu(b.conv(x, s, 1, label="shrinking"))
    for k in range(m):
        x = b.relu(b.conv(x, s, 3, pads=1, label=f"mapping{k + 1}"))
    x = b.relu(b.conv(x, d, 1, label="expanding"))
    b.output(b.conv_transpose(x, 1, 9, scale, 4, output_padding=scale - 1, bias=True, gain=1.0,
                              label="deconvolution"), "output")


def fsrcnn(seed: int = 0):
    """FSRCNN (56, 12, 4), x3 upscaling, Relu instead of PReLU."""
    return build_model(_body, "fsrcnn", seed, __doc__ or "")
