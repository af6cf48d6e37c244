"""ops.window.windows: the sliding windows every Conv and pooling kernel gathers."""

from __future__ import annotations

import math

import numpy as np
import pytest

from verified_opt.ops.window import windows


def tap_by_tap(xp, kernel, strides, dilations, out):
    """The windows as one strided slice per kernel tap, stacked (what windows computes)."""
    taken = []
    for tap in np.ndindex(*kernel):
        index = [slice(None), slice(None)]
        for i, k in enumerate(tap):
            start = k * dilations[i]
            index.append(slice(start, start + (out[i] - 1) * strides[i] + 1, strides[i]))
        taken.append(xp[tuple(index)])
    return np.stack(taken, axis=2)


@pytest.mark.parametrize("dtype", [np.int64, np.float32, object])
@pytest.mark.parametrize("rank", [0, 1, 2, 3])
def test_windows_are_the_taps_stacked(dtype, rank):
    rng = np.random.default_rng(rank)
    for case in range(60):
        kernel = tuple(int(k) for k in rng.integers(1, 4, rank))
        strides = tuple(int(s) for s in rng.integers(1, 3, rank))
        dilations = tuple(int(d) for d in rng.integers(1, 3, rank))
        out = tuple(int(o) for o in rng.integers(1, 5, rank))
        spatial = tuple((k - 1) * d + (o - 1) * s + 1 + int(rng.integers(0, 3))
                        for k, s, d, o in zip(kernel, strides, dilations, out))
        xp = rng.integers(-9, 9, (2, 3) + spatial).astype(dtype)
        if rank and case % 3 == 0:
            xp = xp[..., ::-1]  # not contiguous
        got = windows(xp, kernel, strides, dilations, out)
        want = tap_by_tap(xp, kernel, strides, dilations, out)
        assert got.shape == want.shape == (2, 3, math.prod(kernel)) + out
        assert got.dtype == want.dtype and (got == want).all()
        # a new array the caller may write, never a view of the input
        assert got.flags.writeable and not np.shares_memory(got, xp)


def test_no_windows_along_an_axis_is_an_empty_gather():
    got = windows(np.ones((1, 2, 4, 5)), (3, 2), (1, 1), (1, 1), (0, 4))
    assert got.shape == (1, 2, 6, 0, 4)


def test_an_axis_too_short_for_the_windows_is_an_error_not_a_read_past_it():
    xp = np.arange(2 * 3 * 9 * 8).reshape(2, 3, 9, 8)
    windows(xp, (3, 3), (1, 1), (1, 1), (7, 6))  # exactly fits
    with pytest.raises(ValueError, match="axis 2 .* too short for 8 windows of 3"):
        windows(xp, (3, 3), (1, 1), (1, 1), (8, 6))
    with pytest.raises(ValueError, match="axis 3"):
        windows(xp, (3, 3), (2, 2), (1, 2), (4, 3))


def test_a_non_native_byte_order_gives_native_windows_that_the_kernels_sum():
    """The windows of a big-endian array are native, as a stack of its slices is: AveragePool
    sums them with dtype=, which NumPy refuses for '>f4'."""
    from verified_opt.ir.evaluate import eval_node
    from verified_opt.ops.node import Node

    x = np.arange(32, dtype=">f4").reshape(2, 1, 4, 4)
    got = windows(x, (2, 2), (1, 1), (1, 1), (3, 3))
    assert got.dtype == np.dtype("float32") and got.dtype.isnative
    assert (got == tap_by_tap(x.astype("float32"), (2, 2), (1, 1), (1, 1), (3, 3))).all()
    pool = Node("AveragePool", ("x",), ("y",), {"kernel_shape": [2, 2]}, "pool")
    (y,) = eval_node(pool, [x])
    assert np.allclose(y, eval_node(pool, [x.astype("float32")])[0])
