"""Constant tensors that rules may state (TASO's const_one, const_iconv, const_imm, and the
constants a decomposition of LRN needs).

In a rule they are nodes without inputs, of a pseudo-operator the rule format adds to ONNX's:

    {"op": "Ones", "inputs": [], "outputs": ["o"], "attrs": {"shape": ["n", "c"]}}
    {"op": "IdentityKernel", "inputs": [], "outputs": ["k"], "attrs": {"shape": ["c", "c", 3, 3]}}
    {"op": "Fill", "inputs": [], "outputs": ["b"], "attrs": {"shape": ["c"], "value": 2.0}}
    {"op": "LRNWindow", "inputs": [], "outputs": ["k"],
     "attrs": {"shape": ["c", "c", 1, 1], "size": 5, "alpha": 0.0001}}
    {"op": "LRNColumn", "inputs": [], "outputs": ["k"],
     "attrs": {"shape": [1, 1, 5, 1, 1], "size": 5, "alpha": 0.0001}}
    {"op": "WinogradInput", "inputs": [], "outputs": ["t"], "attrs": {"shape": [36, 1, 6, 6], "m": 4}}

Ones is all ones. IdentityKernel is the identity of Conv (shape [c, c, kh, kw], kh and kw odd:
1 at the centre tap from channel i to channel i, else 0), and of MatMul at rank 2 ([c, c], the
identity matrix). Fill is `value` everywhere. LRNWindow is the 1x1 Conv kernel that sums LRN's
channel window, scaled: alpha / size from channel j to channel i when
i - floor((size - 1) / 2) <= j <= i + ceil((size - 1) / 2), else 0 (ONNX LRN's window).
LRNColumn is the same window as a 3-D Conv kernel over the channels taken as a spatial axis
(the squares unsqueezed to [n, 1, c, h, w]): shape [1, 1, size, 1, 1], alpha / size
everywhere, so no tap is zero (with pads floor((size - 1) / 2) before and ceil((size - 1) /
2) after on that axis, the Conv sums exactly LRN's window).
WinogradInput, WinogradWeight and WinogradOutput are the transforms of Winograd's F(m, 3) for
m = 2 or 4, of fixed shapes (semantics/winograd.py says which values and why).
In a graph they are initializers with exactly these values (float32): a rule's target creates
them, and a rule's source matches an initializer only if it holds them.
"""

from __future__ import annotations

import math

import numpy as np

from verified_opt.semantics import winograd

WINOGRAD_OPS = ("WinogradInput", "WinogradWeight", "WinogradOutput")
CONSTANT_OPS = ("Ones", "IdentityKernel", "Fill", "LRNWindow", "LRNColumn", *WINOGRAD_OPS)
# The attributes each constant has besides its shape, with their types.
CONSTANT_PARAMS: dict[str, dict[str, type]] = {
    "Ones": {}, "IdentityKernel": {}, "Fill": {"value": float},
    "LRNWindow": {"size": int, "alpha": float},
    "LRNColumn": {"size": int, "alpha": float},
    **{op: {"m": int} for op in WINOGRAD_OPS},
}


def lrn_window(size: int) -> tuple[int, int]:
    """Channels before and after c in ONNX LRN's window of `size` (the extra one after)."""
    return (size - 1) // 2, size - 1 - (size - 1) // 2


def constant_problem(op: str, shape: list, params: dict | None = None) -> str | None:
    """What is wrong with a constant of this shape (dims may be symbol names) and these
    parameters, or None."""
    params = params or {}
    if op not in CONSTANT_PARAMS:
        return f"unknown constant {op!r}"
    want = CONSTANT_PARAMS[op]
    if set(params) != set(want):
        names = ", ".join(repr(k) for k in ["shape", *want])
        return f"{op} has exactly the attributes {names}"
    for key, kind in want.items():
        v = params[key]
        if isinstance(v, str) and v.isidentifier():
            continue  # a rule's symbol: bound by the matcher (an int size, a real attribute)
        ok = (isinstance(v, int) and not isinstance(v, bool) and v > 0) if kind is int else (
            isinstance(v, (int, float)) and not isinstance(v, bool) and np.isfinite(v))
        if not ok:
            what = "positive integer" if kind is int else "number"
            return f"{op}'s {key!r} must be a {what} or a symbol name"
    if op == "IdentityKernel":
        if len(shape) not in (2, 4):
            return "IdentityKernel has rank 2 (a matrix) or 4 (a Conv kernel)"
        if shape[0] != shape[1]:
            return "IdentityKernel maps c channels to c channels: its first two dims must be equal"
        if len(shape) == 4 and not all(isinstance(d, int) and d % 2 == 1 for d in shape[2:]):
            return "IdentityKernel's spatial dims must be odd integers (it has a centre tap)"
    elif op == "LRNWindow":
        if len(shape) != 4 or shape[0] != shape[1] or shape[2:] != [1, 1]:
            return "LRNWindow is a 1x1 Conv kernel from c channels to c: shape [c, c, 1, 1]"
    elif op == "LRNColumn":
        if shape != [1, 1, params["size"], 1, 1]:
            return "LRNColumn is a 3-D Conv kernel over its size: shape [1, 1, size, 1, 1]"
    elif op in WINOGRAD_OPS:
        m = params["m"]
        if isinstance(m, int) and m not in winograd.TILE_OUTPUTS:
            return f"{op}: Winograd F(m, 3) is available for m in {list(winograd.TILE_OUTPUTS)}"
        if isinstance(m, int) and tuple(shape) != winograd.shapes(m)[op]:
            return f"{op} for m = {m} has shape {list(winograd.shapes(m)[op])}"
    elif len(shape) > 5:
        return f"{op} has rank at most 5"
    return None


def constant_value(op: str, shape: tuple[int, ...], params: dict | None = None,
                   dtype: type = np.float32) -> np.ndarray:
    """The constant at concrete sizes, float32 (a graph's) or float64 (testing a rule in float64:
    Winograd's 1/6 and 1/24 are then as exact as the arithmetic). Read-only, and the same array
    for the same arguments while it is among the last few asked for: the generator's
    implication checks build the same identity kernels thousands of times."""
    key = (op, tuple(shape), repr(sorted((params or {}).items())), np.dtype(dtype).str)
    hit = _MADE.pop(key, None)
    if hit is None:
        hit = _value(op, shape, params, dtype).astype(dtype)
        hit.flags.writeable = False
    _MADE[key] = hit  # most recent last
    while len(_MADE) > _KEEP:
        del _MADE[next(iter(_MADE))]
    return hit


# The most values a constant a rule states may have (1 GiB of float32): a rule instantiated at
# sizes no model has (the implication checks' powers of two) is refused, not allocated.
MAX_CONSTANT_ELEMENTS = 1 << 28

_MADE: dict[tuple, np.ndarray] = {}
_KEEP = 32


def _value(op: str, shape: tuple[int, ...], params: dict | None,
           dtype: type = np.float32) -> np.ndarray:
    params = params or {}
    problem = constant_problem(op, list(shape), params)
    if problem:
        raise ValueError(problem)
    size = math.prod(shape)
    if size > MAX_CONSTANT_ELEMENTS:
        raise ValueError(f"a constant of shape {list(shape)} ({size:.3g} values) is too large")
    if op == "Ones":
        return np.ones(shape, np.float32)
    if op == "Fill":
        return np.full(shape, params["value"], np.float32)
    if op == "LRNColumn":  # alpha / size rounded once, to the graph's type (float64: testing)
        return np.full(shape, np.float64(params["alpha"]) / params["size"], dtype)
    if op in WINOGRAD_OPS:
        make = {"WinogradInput": winograd.input_kernel, "WinogradWeight": winograd.weight_matrix,
                "WinogradOutput": winograd.output_matrix}[op]
        return make(params["m"])  # float64
    c = shape[0]
    out = np.zeros(shape, np.float32)
    if op == "LRNWindow":
        size = params["size"]
        lo, hi = lrn_window(size)
        i, j = np.indices((c, c))
        out[:, :, 0, 0] = np.where((j >= i - lo) & (j <= i + hi),
                                   np.float32(params["alpha"]) / np.float32(size), 0)
        return out
    if len(shape) == 2:
        out[np.arange(c), np.arange(c)] = 1
    else:
        out[np.arange(c), np.arange(c), shape[2] // 2, shape[3] // 2] = 1
    return out
