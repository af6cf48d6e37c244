"""CSRNet (Li et al. 2018, configuration B): crowd counting on a 1x3x256x256 image.

Front end: the first ten convolutions of VGG-16 (3x3, pads 1, Relu) with three 2x2 max pools;
back end: six 3x3 convolutions with dilation 2 (pads 2, Relu) of 512, 512, 512, 256, 128 and 64
channels; a 1x1 convolution to the one-channel density map (1/8 of the input size). All
convolutions have biases; there is no BatchNormalization.
"""

from __future__ import annotations

from benchmarks.models.layers import ModelBuilder, build_model

FRONTEND = [64, 64, "M", 128, 128, "M", 256, 256, 256, "M", 512, 512, 512]
BACKEND = [512, 512, 512, 256, 128, 64]


def _body(b: ModelBuilder, size: int = 256) -> None:
    x = b.input("input", (1, 3, size, size))
    with b.scope("frontend"):
        for k, c in enumerate(FRONTEND):
            if c == "M":
                x = b.maxpool(x, 2, 2)
            else:
                x = b.relu(b.conv(x, c, 3, pads=1, label=f"conv{k}"))
    with b.scope("backend"):
        for k, c in enumerate(BACKEND):
            x = b.relu(b.conv(x, c, 3, pads=2, dilation=2, label=f"conv{k}"))
    b.output(b.conv(x, 1, 1, gain=1.0, label="output_layer"), "density")


def csrnet(seed: int = 0):
    """CSRNet: VGG-16 front end + dilated back end, 256x256 input, 32x32 density map."""
    return build_model(_body, "csrnet", seed, __doc__ or "")
