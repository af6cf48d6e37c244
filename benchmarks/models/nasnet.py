"""NASNet-A Mobile (4 @ 1056, 224x224), after the Cadene `pretrainedmodels` PyTorch port.

Stem convolution, two stem reduction cells, then 3 x (4 normal cells) separated by two
reduction cells: 1 + 2 + 12 + 2 cells, filters 44 / 88 / 176 and 1056 channels before the
classifier. Separable convolutions are a depthwise Conv (group = channels) followed by a 1x1
pointwise Conv; each separable branch is Relu, sep-conv, BN, Relu, sep-conv, BN. As in the
mobile port, every reduction cell but the first stem cell emulates TensorFlow's SAME padding:
ZeroPad2d((1, 0, 1, 0)) before and a [1:, 1:] crop after its separable branches and pools (Pad
and Slice nodes; the pools then see the zero row). The factorized reduction of a skip input of
twice the resolution (stride-2 1x1 average pools and convs) shifts its second path by one pixel
the same way. BatchNormalization has eps 1e-3 (calibrated statistics).
"""

from __future__ import annotations

from benchmarks.models.layers import ModelBuilder, Tensor, build_model

EPS = 1e-3


def bn(b: ModelBuilder, x: Tensor, label: str) -> Tensor:
    return b.batchnorm(x, eps=EPS, label=label)


def separable(b: ModelBuilder, x: Tensor, c_out: int, k: int, stride: int, pads,
              label: str) -> Tensor:
    """Depthwise k x k conv (group = channels) then pointwise 1x1 conv, both without bias."""
    y = b.conv(x, x.channels, k, stride, pads, group=x.channels, bias=False, gain=1.0,
               label=f"{label}_depthwise")
    return b.conv(y, c_out, 1, bias=False, gain=1.0, label=f"{label}_pointwise")


def shift_crop(b: ModelBuilder, x: Tensor) -> Tensor:
    """x[:, :, 1:, 1:]."""
    return b.slice(x, [1, 1], [x.shape[2], x.shape[3]], [2, 3], label="crop")


def zero_pad_top_left(b: ModelBuilder, x: Tensor) -> Tensor:
    """nn.ZeroPad2d((1, 0, 1, 0))."""
    return b.pad(x, [0, 0, 1, 1, 0, 0, 0, 0], label="zeropad")


def branch_separables(b: ModelBuilder, x: Tensor, c_out: int, k: int, stride: int,
                      name: str, stem: bool = False, tf_pad: bool = False) -> Tensor:
    """BranchSeparables / BranchSeparablesStem / BranchSeparablesReduction."""
    with b.scope(name):
        y = b.relu(x)
        if tf_pad:
            y = zero_pad_top_left(b, y)
        y = separable(b, y, c_out if stem else x.channels, k, stride, k // 2, "separable_1")
        if tf_pad:
            y = shift_crop(b, y)
        y = b.relu(bn(b, y, "bn_sep_1"))
        y = separable(b, y, c_out, k, 1, k // 2, "separable_2")
        return bn(b, y, "bn_sep_2")


def pool(b: ModelBuilder, x: Tensor, kind: str, stride: int, tf_pad: bool = False) -> Tensor:
    """3x3 max or average pooling (count_include_pad=False), with padding 1."""
    y = zero_pad_top_left(b, x) if tf_pad else x
    if kind == "max":
        y = b.maxpool(y, 3, stride, 1)
    else:
        y = b.avgpool(y, 3, stride, 1, count_include_pad=False)
    return shift_crop(b, y) if tf_pad else y


def relu_conv_bn(b: ModelBuilder, x: Tensor, c_out: int, name: str) -> Tensor:
    with b.scope(name):
        return bn(b, b.conv(b.relu(x), c_out, 1, bias=False), "bn")


def factorized_reduction(b: ModelBuilder, x: Tensor, c_out: int) -> Tensor:
    """Relu, then two stride-2 1x1 paths (the second shifted by one pixel), concat, BN."""
    with b.scope("factorized"):
        r = b.relu(x)
        p1 = b.avgpool(r, 1, 2, label="path_1_pool")
        p1 = b.conv(p1, c_out // 2, 1, bias=False, label="path_1_conv")
        p2 = shift_crop(b, b.pad(r, [0, 0, 0, 0, 0, 0, 1, 1], label="path_2_pad"))
        p2 = b.avgpool(p2, 1, 2, label="path_2_pool")
        p2 = b.conv(p2, c_out // 2, 1, bias=False, label="path_2_conv")
        return bn(b, b.concat([p1, p2]), "final_path_bn")


def reduction_combine(b: ModelBuilder, a: Tensor, other: Tensor, c: int, stem: bool = False,
                      tf_pad: bool = True) -> Tensor:
    """The five combinations of a reduction cell (stem cells included); output 4 * c channels.

    `a` feeds the stride-2 pools and comb_iter_0_left, `other` the other stride-2 separable
    branches (BranchSeparablesStem ones in the first stem cell, which has no TF padding).
    """
    def sep(x, k, stride, name, stem_branch=False):
        return branch_separables(b, x, c, k, stride, name, stem=stem_branch, tf_pad=tf_pad)

    c0 = b.add(sep(a, 5, 2, "comb_iter_0_left"), sep(other, 7, 2, "comb_iter_0_right", stem),
               label="comb_iter_0")
    c1 = b.add(pool(b, a, "max", 2, tf_pad), sep(other, 7, 2, "comb_iter_1_right", stem),
               label="comb_iter_1")
    c2 = b.add(pool(b, a, "avg", 2, tf_pad), sep(other, 5, 2, "comb_iter_2_right", stem),
               label="comb_iter_2")
    c3 = b.add(pool(b, c0, "avg", 1), c1, label="comb_iter_3")
    c4 = b.add(sep(c0, 3, 1, "comb_iter_4_left"), pool(b, a, "max", 2, tf_pad),
               label="comb_iter_4")
    return b.concat([c1, c2, c3, c4])


def normal_combine(b: ModelBuilder, x_left: Tensor, x_right: Tensor) -> Tensor:
    """The five combinations of a normal (and first) cell; output 6x the cell's filters."""
    def sep(x, k, name):
        return branch_separables(b, x, x.channels, k, 1, name)

    c0 = b.add(sep(x_right, 5, "comb_iter_0_left"), sep(x_left, 3, "comb_iter_0_right"),
               label="comb_iter_0")
    c1 = b.add(sep(x_left, 5, "comb_iter_1_left"), sep(x_left, 3, "comb_iter_1_right"),
               label="comb_iter_1")
    c2 = b.add(pool(b, x_right, "avg", 1), x_left, label="comb_iter_2")
    c3 = b.add(pool(b, x_left, "avg", 1), pool(b, x_left, "avg", 1), label="comb_iter_3")
    c4 = b.add(sep(x_right, 3, "comb_iter_4_left"), x_right, label="comb_iter_4")
    return b.concat([x_left, c0, c1, c2, c3, c4])


def cell_stem_0(b: ModelBuilder, x: Tensor, filters: int) -> Tensor:
    x1 = relu_conv_bn(b, x, filters, "conv_1x1")
    return reduction_combine(b, x1, x, filters, stem=True, tf_pad=False)


def cell_stem_1(b: ModelBuilder, x_conv0: Tensor, x_stem0: Tensor, filters: int) -> Tensor:
    x_left = relu_conv_bn(b, x_stem0, filters, "conv_1x1")
    x_right = factorized_reduction(b, x_conv0, filters)
    return reduction_combine(b, x_left, x_right, filters)


def first_cell(b: ModelBuilder, x: Tensor, x_prev: Tensor, out_left: int,
               out_right: int) -> Tensor:
    x_left = factorized_reduction(b, x_prev, 2 * out_left)
    x_right = relu_conv_bn(b, x, out_right, "conv_1x1")
    return normal_combine(b, x_left, x_right)


def normal_cell(b: ModelBuilder, x: Tensor, x_prev: Tensor, out_left: int,
                out_right: int) -> Tensor:
    x_left = relu_conv_bn(b, x_prev, out_left, "conv_prev_1x1")
    x_right = relu_conv_bn(b, x, out_right, "conv_1x1")
    return normal_combine(b, x_left, x_right)


def reduction_cell(b: ModelBuilder, x: Tensor, x_prev: Tensor, out: int) -> Tensor:
    x_left = relu_conv_bn(b, x_prev, out, "conv_prev_1x1")
    x_right = relu_conv_bn(b, x, out, "conv_1x1")
    return reduction_combine(b, x_right, x_left, out)


def _body(b: ModelBuilder, stem_filters: int = 32, penultimate: int = 1056) -> None:
    f = penultimate // 24  # 44
    x = b.input("input", (1, 3, 224, 224))
    with b.scope("conv0"):
        x_conv0 = bn(b, b.conv(x, stem_filters, 3, 2, bias=False), "bn")
    with b.scope("cell_stem_0"):
        x_stem0 = cell_stem_0(b, x_conv0, f // 4)
    with b.scope("cell_stem_1"):
        x_stem1 = cell_stem_1(b, x_conv0, x_stem0, f // 2)
    prev, cur = x_stem0, x_stem1
    k = 0
    for stage, mult in enumerate((1, 2, 4)):
        if stage > 0:
            with b.scope(f"reduction_cell_{stage - 1}"):
                red = reduction_cell(b, cur, prev, mult * f)
            prev, cur = cur, red
        for j in range(4):
            with b.scope(f"cell_{k}"):
                if j == 0:
                    out = first_cell(b, cur, prev, mult * f // 2, mult * f)
                else:
                    out = normal_cell(b, cur, prev, mult * f, mult * f)
            prev, cur = cur, out
            k += 1
        k += 2  # the port numbers cells 0-3, 6-9, 12-15
    y = b.avgpool(b.relu(cur), 7, 1, label="avg_pool")
    b.output(b.gemm(b.flatten(y), 1000, label="last_linear"), "logits")


def nasnet_a_mobile(seed: int = 0):
    """NASNet-A Mobile: 224x224 input, stem + 12 normal + 2 reduction cells, 1056 channels."""
    return build_model(_body, "nasnet_a_mobile", seed, __doc__ or "")
