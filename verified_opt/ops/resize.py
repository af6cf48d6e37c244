"""Resize (opset 18, and the opset-19 coordinate mode half_pixel_symmetric): nearest, linear and
cubic interpolation, antialiasing, the coordinate transformation modes, keep_aspect_ratio_policy
and axes, computed as ONNX Runtime computes them.

Every mode is separable: along each resized axis, output index o reads input indices idx[o, j]
with weights w[o, j]; the kernel applies the axes one after the other. The output coordinates
are mapped to input coordinates in float32 with ONNX Runtime's expressions (nearest indices
depend on their last bit), the weights are computed as ONNX Runtime computes them (its edge
handling, its antialiasing windows) and applied in float64.

An axis whose scale is exactly 1 is not transformed (ONNX Runtime's shortcut, which differs from
the formula for tf_crop_and_resize, and for nearest on a 1-D input it does not take), and an
output of the input's shape is the input. ONNX Runtime implements linear mode only on 2-D and
3-D inputs and on 4-D and 5-D ones whose outer scales are 1, cubic only on 2-D and 4-D inputs:
elsewhere this is the spec's separable definition, with nothing to compare it to.

Exactness: nearest mode moves data and is exact in every arithmetic; linear and cubic weights
are float32 fractions (INEXACT, refused by the exact arithmetics). Linear and cubic modes take
float tensors only (ONNX Runtime's integer paths round in fixed point).

Z3: only nearest upsampling of a 4-D tensor by integer spatial scales has a symbol (upnn, axioms
in axioms/resize.ax); every other Resize is refused by the encoder, so no rule rewrites it.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import z3

from verified_opt.errors import EncodeError, ShapeError
from verified_opt.ops.node import TensorType
from verified_opt.ops.registry import INEXACT, InferCtx, Z3Symbol, register
from verified_opt.semantics.arith import FloatArith

MODES = ("nearest", "linear", "cubic")
COORDINATE_MODES = ("half_pixel", "half_pixel_symmetric", "pytorch_half_pixel", "align_corners",
                    "asymmetric", "tf_half_pixel_for_nn", "tf_crop_and_resize")
NEAREST_MODES = ("round_prefer_floor", "round_prefer_ceil", "floor", "ceil")
POLICIES = ("stretch", "not_larger", "not_smaller")
F32 = np.float32


@dataclass(frozen=True)
class Plan:
    """What one Resize does: per axis its output length, scale and region of interest."""

    out_shape: tuple[int, ...]
    scales: tuple[np.float32, ...]
    roi: tuple[tuple[float, float], ...]


# ---- shape inference ---------------------------------------------------------------------------
def _choice(ctx: InferCtx, key: str, allowed: tuple[str, ...]) -> str:
    value = ctx.attr(key)
    if value not in allowed:
        raise ctx.fail(f"{key} '{value}' is not one of {', '.join(allowed)}")
    return value


def _axes(ctx: InferCtx, rank: int) -> list[int]:
    axes = ctx.attr("axes")
    if axes is None:
        return list(range(rank))
    out = []
    for a in axes:
        if not -rank <= a < rank:
            raise ctx.fail(f"axis {a} out of range for rank {rank}")
        out.append(a % rank)
    if len(set(out)) != len(out):
        raise ctx.fail(f"repeated axes {list(axes)}")
    return out


def _given(ctx: InferCtx, index: int, what: str) -> np.ndarray | None:
    value = ctx.const(index, what)
    return None if value is None or value.size == 0 else value.reshape(-1)


def plan(ctx: InferCtx, check_dtype: bool = True) -> Plan:
    """The output shape, scales and regions of interest; `check_dtype` is off in the kernels,
    where the exact arithmetics hold float data as integers or rationals."""
    x = ctx.type(0)
    rank = x.rank
    if rank == 0:
        raise ShapeError(f"{ctx.where()}: the input must have rank >= 1")
    mode = _choice(ctx, "mode", MODES)
    coord = _choice(ctx, "coordinate_transformation_mode", COORDINATE_MODES)
    _choice(ctx, "nearest_mode", NEAREST_MODES)
    policy = _choice(ctx, "keep_aspect_ratio_policy", POLICIES)
    for flag in ("antialias", "exclude_outside"):
        if ctx.attr(flag) not in (0, 1):
            raise ctx.fail(f"attribute '{flag}' must be 0 or 1, got {ctx.attr(flag)}")
    if ctx.attr("antialias") and mode == "nearest":
        raise ctx.fail("antialias needs mode linear or cubic")
    if ctx.attr("exclude_outside") and not (
            mode == "cubic" or (mode == "linear" and ctx.attr("antialias"))):
        raise ctx.fail("exclude_outside=1 needs mode cubic, or linear with antialias")
    if check_dtype and mode != "nearest" and np.dtype(x.dtype).kind != "f":
        raise ShapeError(f"{ctx.where()}: {mode} mode on {x.dtype} is not supported "
                         f"(float types only)")
    axes = _axes(ctx, rank)
    scales_v, sizes_v = _given(ctx, 2, "scales"), _given(ctx, 3, "sizes")
    if (scales_v is None) == (sizes_v is None):
        raise ctx.fail("exactly one of scales and sizes must be given")
    for v, what in ((scales_v, "scales"), (sizes_v, "sizes")):
        if v is not None and v.size != len(axes):
            raise ShapeError(f"{ctx.where()}: {what} has {v.size} entries for "
                             f"{len(axes)} axes")
    scales = [F32(1)] * rank
    out = list(x.shape)
    if scales_v is not None:
        if policy != "stretch":
            raise ctx.fail(f"keep_aspect_ratio_policy '{policy}' needs sizes, not scales")
        for a, s in zip(axes, scales_v.astype(F32)):
            if not s > 0:
                raise ctx.fail(f"scale {float(s)} is not positive")
            scales[a] = s
            out[a] = int(s * F32(x.shape[a]))  # floor, of the float32 product
    else:
        assert sizes_v is not None  # exactly one of the two is given (checked above)
        for a, n in zip(axes, sizes_v.astype(np.int64)):
            if n <= 0:
                raise ctx.fail(f"size {int(n)} is not positive")
            out[a] = int(n)
            scales[a] = F32(n) / F32(x.shape[a])
        if policy != "stretch":
            if any(a < 0 for a in ctx.attr("axes") or []):
                # ONNX Runtime leaves negative axes out of the policy's scale (against the spec)
                raise ctx.fail(f"keep_aspect_ratio_policy '{policy}' with negative axes is "
                               f"not supported (ONNX Runtime ignores them)")
            pick = min if policy == "not_larger" else max
            s = pick(scales[a] for a in axes)
            for a in axes:
                scales[a] = s
                out[a] = int(_round_half_up(np.asarray(s * F32(x.shape[a]))))  # C's round
    if any(d <= 0 for d in out):
        raise ShapeError(f"{ctx.where()}: output shape {out} has an empty dimension")
    roi = [(0.0, 1.0)] * rank
    if coord == "tf_crop_and_resize":
        roi_v = _given(ctx, 1, "roi")
        if roi_v is not None:
            if roi_v.size != 2 * len(axes):
                raise ShapeError(f"{ctx.where()}: roi has {roi_v.size} entries for "
                                 f"{len(axes)} axes")
            roi_v = roi_v.astype(F32)
            for k, a in enumerate(axes):
                roi[a] = (roi_v[k], roi_v[len(axes) + k])
    return Plan(tuple(out), tuple(scales), tuple(roi))


def _infer_resize(ctx: InferCtx) -> list[TensorType]:
    return [TensorType(plan(ctx).out_shape, ctx.type(0).dtype)]


# ---- coordinates and weights, per axis ---------------------------------------------------------
def original_coordinates(coord: str, n_out: int, n_in: int, scale, roi: tuple) -> np.ndarray:
    """The input coordinate of each output index, in float32, as ONNX Runtime computes it."""
    x = np.arange(n_out, dtype=F32)
    s, lr, lo = F32(scale), F32(n_out), F32(n_in)
    half = F32(0.5)
    if coord == "asymmetric":
        return x / s
    if coord == "pytorch_half_pixel":
        return (x + half) / s - half if n_out > 1 else np.zeros(n_out, F32)
    if coord == "tf_half_pixel_for_nn":
        return (x + half) / s
    if coord == "align_corners":
        return x * (lo - 1) / (lr - 1) if n_out > 1 else np.zeros(n_out, F32)
    if coord == "tf_crop_and_resize":
        start, end = F32(roi[0]), F32(roi[1])
        if n_out > 1:
            return start * (lo - 1) + (x * (end - start) * (lo - 1)) / (lr - 1)
        return np.full(n_out, F32(0.5 * float(start + end) * float(lo - 1)))
    if coord == "half_pixel_symmetric":
        adjustment = lr / (s * lo)
        offset = (lo / 2) * (1 - adjustment)
        # the rest in double: ONNX Runtime writes the constants as doubles
        return (np.float64(offset) + (x.astype(np.float64) + 0.5) / np.float64(s) - 0.5).astype(F32)
    return (x + half) / s - half  # half_pixel


def _round_half_up(x: np.ndarray) -> np.ndarray:
    """C's round (halves away from zero), exact for float32 input."""
    x = x.astype(np.float64)
    return np.sign(x) * np.floor(np.abs(x) + 0.5)


def _nearest(orig: np.ndarray, nearest_mode: str, n_in: int) -> np.ndarray:
    if nearest_mode == "floor":
        idx = np.floor(orig)
    elif nearest_mode == "ceil":
        idx = np.ceil(orig)
    elif nearest_mode == "round_prefer_ceil":
        idx = _round_half_up(orig)
    else:  # round_prefer_floor: a half goes down
        half = orig == np.trunc(orig) + F32(0.5)
        idx = np.where(half, np.floor(orig), _round_half_up(orig))
    return np.clip(idx.astype(np.int64), 0, n_in - 1)[:, None]


def _linear(orig: np.ndarray, n_in: int) -> tuple[np.ndarray, np.ndarray]:
    c = np.clip(orig, F32(0), F32(n_in - 1))
    i1 = np.minimum(c.astype(np.int64), n_in - 1)
    i2 = np.minimum(i1 + 1, n_in - 1)
    d1, d2 = np.abs(c - i1.astype(F32)), np.abs(c - i2.astype(F32))
    same = i1 == i2
    d1, d2 = np.where(same, F32(0.5), d1), np.where(same, F32(0.5), d2)
    return np.stack([i1, i2], 1), np.stack([d2, d1], 1).astype(np.float64)


def _cubic_coeffs(s: np.ndarray, a: float) -> np.ndarray:
    """Keys' cubic convolution weights of the 4 taps around a point at fraction s."""
    s = np.abs(s.astype(np.float64))
    t = [s + 1, s, 1 - s, 2 - s]
    outer = lambda d: ((a * d - 5 * a) * d + 8 * a) * d - 4 * a  # 1 < d < 2
    inner = lambda d: ((a + 2) * d - (a + 3)) * d * d + 1  # d <= 1
    return np.stack([outer(t[0]), inner(t[1]), inner(t[2]), outer(t[3])], 1)


def _cubic(orig: np.ndarray, n_in: int, a: float, exclude: bool):
    base = np.floor(orig).astype(np.int64)
    frac = orig - base.astype(F32)
    w = _cubic_coeffs(frac, a)
    taps = base[:, None] + np.arange(-1, 3)[None, :]
    if exclude:  # taps outside the input weigh 0, the rest renormalized
        w = np.where((taps < 0) | (taps >= n_in), 0.0, w)
        w = w / w.sum(axis=1, keepdims=True)
    return np.clip(taps, 0, n_in - 1), w


def _antialias(mode: str, n_out: int, n_in: int, rscale, coord: str, roi: tuple, a: float,
               exclude: bool):
    """ONNX Runtime's antialiasing filter (Pillow's): the kernel widened by 1/scale when
    shrinking, its taps over a window around each centre, weights normalized to sum 1, taps
    beyond the edge folded onto it (or dropped, with exclude_outside). Returns (indices,
    weights, coordinates)."""
    support_size = F32(2.0 if mode == "linear" else 4.0)
    scale = F32(1) / F32(rscale)
    support = support_size * F32(0.5) * scale if scale >= 1 else support_size * F32(0.5)
    window = int(np.ceil(support)) * 2 + 1
    inv_scale = F32(1) / scale if scale >= 1 else F32(1)
    if scale == 1:
        orig = np.arange(n_out, dtype=F32)
    else:
        orig = original_coordinates(coord, n_out, n_in, rscale, roi)
    centre = F32(0.5) + orig
    lo = np.floor(centre - support + F32(0.5)).astype(np.int64)
    hi = np.floor(centre + support + F32(0.5)).astype(np.int64)
    hi = lo + np.clip(hi - lo, 0, window)
    lo_cut, hi_cut = np.clip(lo, 0, n_in), np.clip(hi, 0, n_in)
    first = lo_cut if exclude else lo
    last = hi_cut if exclude else hi
    taps = first[:, None] + np.arange(window)[None, :]
    used = taps < last[:, None]
    d = np.abs(((taps.astype(F32) - centre[:, None] + F32(0.5)) * inv_scale).astype(np.float64))
    if mode == "linear":
        w = np.where(d < 1, 1 - d, 0.0)
    else:
        w = np.where(d < 1, ((a + 2) * d - (a + 3)) * d * d + 1,
                     np.where(d < 2, (((d - 5) * d + 8) * d - 4) * a, 0.0))
    w = np.where(used, w, 0.0)
    total = w.sum(axis=1, keepdims=True)
    w = w / np.where(total == 0, 1.0, total)
    # taps past an edge fold onto it; a window wholly outside the input gives nothing
    w = np.where((lo_cut < hi_cut)[:, None], w, 0.0)
    return np.clip(taps, 0, n_in - 1), w, orig


# ---- kernel ------------------------------------------------------------------------------------
def _kernel_resize(ar, ctx, x):
    data = x[0]
    mode = ctx.attr("mode")
    if mode != "nearest" and ar.exact:
        raise ar.inexact(f"Resize ({mode} mode)")
    p = plan(ctx, check_dtype=False)
    if p.out_shape == data.shape:
        return [data.copy()]
    coord = ctx.attr("coordinate_transformation_mode")
    a = float(F32(ctx.attr("cubic_coeff_a")))
    exclude = bool(ctx.attr("exclude_outside"))
    extrapolate = coord == "tf_crop_and_resize"
    out = data if mode == "nearest" else data.astype(np.float64)
    outside = np.zeros((1,) * data.ndim, dtype=bool)
    for axis, (n_in, n_out) in enumerate(zip(data.shape, p.out_shape)):
        scale = p.scales[axis]
        if scale == 1 and not (mode == "nearest" and data.ndim == 1):
            continue  # ONNX Runtime's shortcut: the axis as it is
        if ctx.attr("antialias"):
            idx, w, orig = _antialias(mode, n_out, n_in, scale, coord, p.roi[axis], a, exclude)
        else:
            orig = original_coordinates(coord, n_out, n_in, scale, p.roi[axis])
            if mode == "nearest":
                idx, w = _nearest(orig, ctx.attr("nearest_mode"), n_in), None
            elif mode == "linear":
                idx, w = _linear(orig, n_in)
            else:
                idx, w = _cubic(orig, n_in, a, exclude)
        out = _apply(out, axis, idx, w)
        if extrapolate:
            off = (orig < 0) | (orig > F32(n_in - 1))
            outside = outside | off.reshape([-1 if k == axis else 1 for k in range(data.ndim)])
    if extrapolate and outside.any():
        value = ctx.attr("extrapolation_value")
        fill = value if isinstance(ar, FloatArith) else ar.scalar(value, "extrapolation_value")
        out = np.where(outside, np.asarray(fill, dtype=out.dtype), out)
    return [np.asarray(out).astype(data.dtype, copy=False)]


def _apply(data: np.ndarray, axis: int, idx: np.ndarray, w: np.ndarray | None) -> np.ndarray:
    """Along `axis`: out[o] = sum_j w[o, j] * data[idx[o, j]] (w None: data[idx[o, 0]])."""
    if w is None:
        return np.take(data, idx[:, 0], axis=axis)
    shape = [1] * data.ndim
    shape[axis] = -1
    out = None
    for j in range(idx.shape[1]):
        term = np.take(data, idx[:, j], axis=axis) * w[:, j].reshape(shape)
        out = term if out is None else out + term
    assert out is not None  # every mode's index table has at least one column
    return out


# ---- Z3 encoding (enc: verify/encode.py's SideEncoder) -----------------------------------------
# (coordinate_transformation_mode, nearest_mode) pairs that read input floor(o / s) at output o
# for an integer scale s: asymmetric o / s floored; half_pixel (o + 1/2) / s - 1/2 is within 1/2
# of floor(o / s) and at least 1 / (2 s) from halfway, so either rounding gives it. In float32,
# as ONNX Runtime computes it, the rounding errors (about o 2^-23) stay below that margin while
# o s < 2^21: every feature map (test_encode_semantics checks the pairs against the kernel).
FLOOR_PAIRS = frozenset({("asymmetric", "floor"), ("half_pixel", "round_prefer_floor"),
                         ("half_pixel", "round_prefer_ceil"),
                         ("pytorch_half_pixel", "round_prefer_floor"),
                         ("pytorch_half_pixel", "round_prefer_ceil")})
# attributes that must be at their defaults for the encoding above (antialias and
# exclude_outside change nothing in nearest mode but ONNX rejects them there)
_DEFAULTS = {"antialias": 0, "exclude_outside": 0, "keep_aspect_ratio_policy": "stretch",
             "axes": None}


def _encode_resize(enc, n, ins):
    a = n.attrs
    pair = (a.get("coordinate_transformation_mode", "half_pixel"),
            a.get("nearest_mode", "round_prefer_floor"))
    if a.get("mode", "nearest") != "nearest" or pair not in FLOOR_PAIRS:
        raise EncodeError(f"Resize: only nearest mode with {sorted(FLOOR_PAIRS)} is in the "
                          f"vocabulary, got {a.get('mode', 'nearest')} {pair}")
    if any(a.get(k, d) != d for k, d in _DEFAULTS.items()) or "roi" in a or "sizes" in a:
        raise EncodeError("Resize: roi, sizes, axes, antialias, exclude_outside and the aspect "
                          "policy are outside the vocabulary")
    (term, shape), scales = ins[0], enc.need(a, "scales", "Resize")
    if len(shape) != 4 or not isinstance(scales, list) or len(scales) != 4 or scales[:2] != [1, 1]:
        raise EncodeError(f"Resize: a 4-D input with scales [1, 1, sh, sw], got rank "
                          f"{len(shape)} and scales {scales!r}")
    if any(type(s) is int and s < 1 for s in scales[2:]):
        raise EncodeError(f"Resize: scales must be positive integers, got {scales}")
    sh, sw = enc.int(scales[2]), enc.int(scales[3])
    out = (shape[0], shape[1], z3.simplify(shape[2] * sh), z3.simplify(shape[3] * sw))
    return [(enc.app("upnn", sh, sw, term), out)]


# ---- the table ---------------------------------------------------------------------------------
register("Resize", INEXACT, attrs={
    "mode": ("string", "nearest"), "coordinate_transformation_mode": ("string", "half_pixel"),
    "nearest_mode": ("string", "round_prefer_floor"), "cubic_coeff_a": ("float", -0.75),
    "exclude_outside": ("int", 0), "extrapolation_value": ("float", 0.0),
    "antialias": ("int", 0), "keep_aspect_ratio_policy": ("string", "stretch"),
    "axes": ("ints", None)},
    inputs=(1, 4), const_inputs={1: "roi", 2: "scales", 3: "sizes"}, parameter_inputs={1, 2},
    rule_attrs={1: "roi", 2: "scales", 3: "sizes"},
    infer=_infer_resize, kernel=_kernel_resize, encode=_encode_resize,
    # Nearest upsampling of a 4-D tensor's spatial axes by integer scales: output index o reads
    # input index floor(o / s), what PyTorch's export (asymmetric, floor) and ONNX's default
    # (half_pixel, round_prefer_floor) both compute for an integer s (the encoder takes those).
    symbols=(Z3Symbol(
        "upnn", 2, 0, 1, "Resize, nearest, scales [1, 1, sh, sw], asymmetric coordinates, floor "
        "(sh, sw; x)",
        lambda i, r: ("Resize", {"mode": "nearest",
                                 "coordinate_transformation_mode": "asymmetric",
                                 "nearest_mode": "floor"},
                      [np.zeros(0, np.float32), np.asarray([1, 1, i[0], i[1]], np.float32)])),))
