"""CUDA C for the plan's generated kernels, one function per kernel description.

Every kernel is a flat grid of BLOCK-thread blocks, one thread per output element (map, pad,
pool) or per reduced row (softmax, layernorm); shapes, strides and constants are baked into the
source, so the kernel's name (a hash of its source) identifies it and equal kernels are compiled
once. Arguments are the step's pointers in order: its reads, then its writes.
`FNS` gives each map function as CUDA C over a0, a1 ... and as NumPy (emulate.py uses it).

Values are typed (CTYPES): float32 for the library calls and most kernels; map, gather, reduce
and scan kernels also take the integer and bool values of transformer models' masks and
positions (a pointer per operand of its own type). A kernel that reads run-time indices checks
them: one out of range writes 0 and sets its slot of the status words (`int* status`, the
kernel's last argument), which the executor reads after a run and reports as an error.
"""

from __future__ import annotations

import hashlib
import math
import re
from math import prod

import numpy as np

BLOCK = 256
WARP = 32  # a row reduced along the last axis gets a warp: lanes stride it, shuffles combine


def _warp_reduce(var: str, op: str) -> str:
    """All 32 lanes end with the warp's `op` (fmaxf or +) of `var`."""
    step = f"{var} = fmaxf({var}, {{}});" if op == "max" else f"{var} += {{}};"
    return ("  for (int o = 16; o > 0; o >>= 1) "
            + step.format(f"__shfl_xor_sync(0xffffffffu, {var}, o)") + "\n")


def _erf(x: np.ndarray) -> np.ndarray:
    """erf in float32 (Abramowitz-Stegun 7.1.26, absolute error under 1.5e-7)."""
    x64 = x.astype(np.float64)
    t = 1.0 / (1.0 + 0.3275911 * np.abs(x64))
    y = 1.0 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t
               + 0.254829592) * t * np.exp(-x64 * x64)
    return (np.sign(x64) * y).astype(np.float32)


F = np.float32
_SQRT1_2 = 0.7071067811865476
# FastGelu: GELU's tanh approximation, as ORT's kernel computes it
_FAST_GELU = ("0.5f * {x} * (1.0f + tanhf(0.7978845608028654f * ({x} + 0.044715f * {x} * {x} "
              "* {x})))")


# one-argument float functions: name -> (CUDA's, NumPy's)
_UNARY_F = {"sqrt": ("sqrtf", np.sqrt), "exp": ("expf", np.exp), "log": ("logf", np.log),
            "sin": ("sinf", np.sin), "cos": ("cosf", np.cos), "abs": ("fabsf", np.abs),
            "floor": ("floorf", np.floor), "ceil": ("ceilf", np.ceil), "tan": ("tanf", np.tan),
            "atan": ("atanf", np.arctan), "asin": ("asinf", np.arcsin),
            "acos": ("acosf", np.arccos), "sinh": ("sinhf", np.sinh), "cosh": ("coshf", np.cosh)}


def _unary(f):
    return lambda a, c: f(a[0])


# max(0, min(1, alpha * x + beta)), NaN kept
_HARD = ("({alpha} * {x} + {beta} < 0.0f ? 0.0f : ({alpha} * {x} + {beta} > 1.0f ? 1.0f : "
         "{alpha} * {x} + {beta}))")


def _hard_sigmoid(x: np.ndarray, alpha: float, beta: float) -> np.ndarray:
    return np.clip(F(alpha) * x + F(beta), F(0), F(1))


def _gelu(x: np.ndarray) -> np.ndarray:
    return F(0.5) * x * (F(1) + _erf(x * F(_SQRT1_2)))


def _fast_gelu(x: np.ndarray) -> np.ndarray:
    return F(0.5) * x * (F(1) + np.tanh(F(0.7978845608028654) * (x + F(0.044715) * x * x * x)))


_X86_INT = "(a0 != a0 || a0 >= {lim} || a0 < -{lim}) ? ({T})({low}) : ({T})(a0)"


def _clip(x: np.ndarray, lo, hi) -> np.ndarray:
    lo, hi = np.asarray(lo, x.dtype), np.asarray(hi, x.dtype)  # an integer's: exact
    t = np.where(x < lo, lo, x)
    return np.where(t > hi, hi, t)


def _x86_int(x: np.ndarray, bits: int) -> np.ndarray:
    """x (float) truncated to a `bits`-bit integer, NaN and out of range to its most negative
    value (x86's cvttss2si), as int64: the store then wraps it to the target."""
    x = x.astype(np.float64)
    lim = 2.0 ** (bits - 1)
    bad = np.isnan(x) | (x >= lim) | (x < -lim)
    return np.where(bad, -lim, np.trunc(np.where(bad, 0.0, x))).astype(np.int64)

# ONNX element type -> the CUDA C type of a pointer to it (1-byte bool, as NumPy stores it)
CTYPES = {"float32": "float", "float16": "unsigned short", "int64": "long long",
          "int32": "int", "bool": "bool", "uint8": "unsigned char", "int8": "signed char"}
# float16 is stored as its bits and computed in float: loaded with h2f, stored with f2h (one
# PTX conversion each, round to nearest even; HALF below, no CUDA header needed)
HALF = r"""
__device__ __forceinline__ float h2f(unsigned short h) {
  float f; asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(h)); return f; }
__device__ __forceinline__ unsigned short f2h(float f) {
  unsigned short h; asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(f)); return h; }
"""


def c_float(x: float) -> str:
    """A float constant as CUDA C source: inf and NaN by their bits (the prelude's INFINITY),
    a negative one in parentheses (so that `-{x}` is no `--`)."""
    x = float(x)
    if math.isnan(x):
        return "__int_as_float(0x7fffffff)"
    if math.isinf(x):
        return "INFINITY" if x > 0 else "(-INFINITY)"
    return f"{x!r}f" if x >= 0 else f"({x!r}f)"


def c_int(x: int) -> str:
    """An integer constant as CUDA C source (64-bit; the most negative one as C can spell it)."""
    if x == -2 ** 63:
        return "(-9223372036854775807LL - 1)"
    return f"{x}LL" if x >= 0 else f"({x}LL)"


def c_consts(consts: dict) -> dict[str, str]:
    """A kernel's constants as CUDA C: an int (an integer Clip's bounds) as an integer, so that
    no value passes through float."""
    return {k: c_int(v) if isinstance(v, int) else c_float(v) for k, v in consts.items()}


def value_type(dtype: str) -> str:
    """The C type a value of `dtype` is computed in."""
    return "float" if dtype == "float16" else CTYPES[dtype]


def load(dtype: str, expr: str) -> str:
    return f"h2f({expr})" if dtype == "float16" else expr


def store(dtype: str, expr: str) -> str:
    return f"f2h({expr})" if dtype == "float16" else expr
# name -> (CUDA C expression, NumPy function of (args, consts)); {T}: the output's C type
FNS = {
    "copy": ("a0", lambda a, c: a[0]),
    "add": ("a0 + a1", lambda a, c: a[0] + a[1]),
    "sub": ("a0 - a1", lambda a, c: a[0] - a[1]),
    "mul": ("a0 * a1", lambda a, c: a[0] * a[1]),
    "div": ("a0 / a1", lambda a, c: a[0] / a[1]),
    "relu": ("fmaxf(a0, 0.0f)", lambda a, c: np.maximum(a[0], F(0))),
    "sigmoid": ("1.0f / (1.0f + expf(-a0))", lambda a, c: F(1) / (F(1) + np.exp(-a[0]))),
    "tanh": ("tanhf(a0)", lambda a, c: np.tanh(a[0])),
    "erf": ("erff(a0)", lambda a, c: _erf(a[0])),
    "scale": ("{alpha} * a0", lambda a, c: F(c["alpha"]) * a[0]),
    # BatchNormalization (inference): x, scale, bias, mean, var
    "bn": ("(a0 - a3) * (a1 / sqrtf(a4 + {eps})) + a2",
           lambda a, c: (a[0] - a[3]) * (a[1] / np.sqrt(a[4] + F(c["eps"]))) + a[2]),
    "neg": ("-a0", lambda a, c: -a[0]),
    "reciprocal": ("1.0f / a0", lambda a, c: F(1) / a[0]),
    **{k: (f"{cf}(a0)", _unary(nf)) for k, (cf, nf) in _UNARY_F.items()},
    "round": ("rintf(a0)", lambda a, c: np.round(a[0])),  # half to even, as ONNX's Round
    "sign": ("(a0 > 0 ? 1 : (a0 < 0 ? -1 : a0))", lambda a, c: np.sign(a[0])),
    # log(1 + exp(x)) without overflow, as ORT computes it
    "softplus": ("a0 > 0.0f ? a0 + log1pf(expf(-a0)) : log1pf(expf(a0))",
                 lambda a, c: np.where(a[0] > 0, a[0] + np.log1p(np.exp(-a[0])),
                                       np.log1p(np.exp(a[0])))),
    "softsign": ("a0 / (1.0f + fabsf(a0))", lambda a, c: a[0] / (F(1) + np.abs(a[0]))),
    "selu": ("{gamma} * (a0 > 0.0f ? a0 : {alpha} * (expf(a0) - 1.0f))",
             lambda a, c: F(c["gamma"]) * np.where(a[0] > 0, a[0],
                                                   F(c["alpha"]) * (np.exp(a[0]) - F(1)))),
    "iabs": ("(a0 < 0 ? -a0 : a0)", lambda a, c: np.abs(a[0])),
    "square": ("a0 * a0", lambda a, c: a[0] * a[0]),
    "pow": ("powf(a0, a1)", lambda a, c: np.power(a[0], a[1])),
    # NaN-propagating, as NumPy's maximum/minimum and ONNX Runtime's Max/Min
    "max": ("(a0 != a0 || a0 > a1) ? a0 : a1", lambda a, c: np.maximum(a[0], a[1])),
    "min": ("(a0 != a0 || a0 < a1) ? a0 : a1", lambda a, c: np.minimum(a[0], a[1])),
    "equal": ("a0 == a1", lambda a, c: a[0] == a[1]),
    "less": ("a0 < a1", lambda a, c: a[0] < a[1]),
    "greater": ("a0 > a1", lambda a, c: a[0] > a[1]),
    "less_equal": ("a0 <= a1", lambda a, c: a[0] <= a[1]),
    "greater_equal": ("a0 >= a1", lambda a, c: a[0] >= a[1]),
    "and": ("a0 && a1", lambda a, c: np.logical_and(a[0], a[1])),
    "or": ("a0 || a1", lambda a, c: np.logical_or(a[0], a[1])),
    "xor": ("a0 != a1", lambda a, c: np.logical_xor(a[0], a[1])),
    "not": ("!a0", lambda a, c: np.logical_not(a[0])),
    "isnan": ("isnan(a0)", lambda a, c: np.isnan(a[0])),
    "isinf": ("isinf(a0)", lambda a, c: np.isinf(a[0])),
    "isposinf": ("a0 == INFINITY", lambda a, c: a[0] == np.inf),
    "isneginf": ("a0 == -INFINITY", lambda a, c: a[0] == -np.inf),
    "where": ("a0 ? a1 : a2", lambda a, c: np.where(a[0], a[1], a[2])),
    # bounds and piecewise activations, NaN kept (as NumPy's clip and ONNX Runtime's)
    # min(max(x, lo), hi), as ORT computes it: hi where lo > hi, a NaN bound no bound
    "clip": ("((a0 < {lo} ? {lo} : a0) > {hi} ? {hi} : (a0 < {lo} ? {lo} : a0))",
             lambda a, c: _clip(a[0], c["lo"], c["hi"])),
    "prelu": ("a0 < 0.0f ? a1 * a0 : a0", lambda a, c: np.where(a[0] < 0, a[1] * a[0], a[0])),
    "leaky_relu": ("a0 >= 0.0f ? a0 : {alpha} * a0",
                   lambda a, c: np.where(a[0] >= 0, a[0], F(c["alpha"]) * a[0])),
    "elu": ("a0 > 0.0f ? a0 : {alpha} * (expf(a0) - 1.0f)",
            lambda a, c: np.where(a[0] > 0, a[0], F(c["alpha"]) * (np.exp(a[0]) - F(1)))),
    "hard_sigmoid": (_HARD.format(x="a0", alpha="{alpha}", beta="{beta}"),
                     lambda a, c: _hard_sigmoid(a[0], c["alpha"], c["beta"])),
    "hard_swish": ("a0 * " + _HARD.format(x="a0", alpha="{alpha}", beta="{beta}"),
                   lambda a, c: a[0] * _hard_sigmoid(a[0], c["alpha"], c["beta"])),
    # ONNX Runtime's com.microsoft activations (its transformers optimizer's fusions)
    "gelu": (f"0.5f * a0 * (1.0f + erff(a0 * {_SQRT1_2}f))", lambda a, c: _gelu(a[0])),
    "bias_gelu": (f"0.5f * (a0 + a1) * (1.0f + erff((a0 + a1) * {_SQRT1_2}f))",
                  lambda a, c: _gelu(a[0] + a[1])),
    "fast_gelu": (_FAST_GELU.format(x="a0"), lambda a, c: _fast_gelu(a[0])),
    "bias_fast_gelu": (_FAST_GELU.format(x="(a0 + a1)"), lambda a, c: _fast_gelu(a[0] + a[1])),
    "quick_gelu": ("a0 / (1.0f + expf(-({alpha}) * a0))",
                   lambda a, c: a[0] / (F(1) + np.exp(-F(c["alpha"]) * a[0]))),
    # C's conversions are NumPy's: truncation toward 0 to integers, round to nearest to float
    "cast": ("({T})(a0)", lambda a, c: a[0]),
    # float to an integer as ONNX Runtime converts on x86: NaN and values out of a 32-bit
    # (64-bit, to int64) integer's range give its most negative value, which a narrower target
    # then wraps; PTX's conversion would saturate instead, so the kernel states this one
    "cast_i32": (_X86_INT.format(lim="2147483648.0f", T="int", low="-2147483647 - 1"),
                 lambda a, c: _x86_int(a[0], 32)),
    "cast_i64": (_X86_INT.format(lim="9223372036854775808.0f", T="long long",
                                 low="-9223372036854775807LL - 1"),
                 lambda a, c: _x86_int(a[0], 64)),
    "cast_bool": ("a0 != 0", lambda a, c: a[0] != 0),
}


def render(p: dict) -> tuple[str, str, int, int]:
    """(name, source, grid, block) of a kernel description from lowering.py."""
    body, threads, args = {"map": _map, "pad": _pad, "softmax": _softmax,
                           "layernorm": _layernorm, "pool": _pool, "col2im": _col2im,
                           "resize": _resize, "lstm_cell": _lstm_cell,
                           "gru_cell": _gru_cell,
                           "gather": _gather, "gather_elements": _gather_elements,
                           "reduce": _reduce, "scan": _scan}[p["kind"]](p)
    if p.get("status") is not None:
        args.append("int* __restrict__ status")
    text = (f'extern "C" __global__ void __launch_bounds__({BLOCK}) KNAME({", ".join(args)}) {{\n'
            f"  const long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;\n"
            f"  if (i >= {threads}LL) return;\n{body}}}\n")
    name = "k_" + p["kind"] + "_" + hashlib.sha1(text.encode()).hexdigest()[:16]
    grid = max(1, -(-threads // BLOCK))
    return name, text.replace("KNAME", name), grid, BLOCK


def threads_of(p: dict) -> int:
    """How many threads a kernel needs (what its launch must cover)."""
    kind = p["kind"]
    if kind == "softmax":
        return p["outer"] * (WARP if p["inner"] == 1 else p["inner"])
    if kind in ("layernorm", "reduce"):
        return p["rows"] * WARP
    if kind == "scan":
        return p["outer"] * p["inner"]
    if kind in ("lstm_cell", "gru_cell"):
        return p["rows"] * p["hidden"]
    return prod(p["shape"])


def _ins(n: int, dtypes=None) -> list[str]:
    """The kernel's input pointers; `dtypes`: each one's element type (default float32), or
    one type for all."""
    if isinstance(dtypes, str):
        dtypes = (dtypes,) * n
    types = [CTYPES[dtypes[k]] if dtypes else "float" for k in range(n)]
    return [f"const {t}* __restrict__ in{k}" for k, t in enumerate(types)]


def _out(dtype: str = "float32") -> str:
    return f"{CTYPES[dtype]}* __restrict__ out"


def _decompose(shape, offsets: dict[str, int], stride_sets: dict[str, tuple]) -> str:
    """Split the flat index i into coordinates, accumulating each pointer's element offset."""
    lines = ["  long long r = i, c = 0;\n"]
    lines += [f"  long long {v} = {off}LL;\n" for v, off in offsets.items()]
    for d in reversed(range(len(shape))):
        if shape[d] == 1:
            continue
        lines.append(f"  c = r % {shape[d]}LL; r /= {shape[d]}LL;")
        for v, st in stride_sets.items():
            if st[d]:
                lines.append(f" {v} += c * {st[d]}LL;")
        lines.append("\n")
    return "".join(lines)


def _map(p: dict) -> tuple[str, int, list[str]]:
    """out = fn(in...), then each fused follow-up `v = fn'(v and its own operands)` in turn."""
    ins = [*p["ins"], *(i for t in p.get("then", []) for i in t["ins"])]
    n = len(ins)
    offsets = {"o": p["out"][0], **{f"p{k}": off for k, (off, _) in enumerate(ins)}}
    sets = {"o": p["out"][1], **{f"p{k}": st for k, (_, st) in enumerate(ins)}}
    dtypes = p.get("dtypes") or ("float32",) * (n + 1)
    body = _decompose(p["shape"], offsets, sets)
    body += "".join(f"  const {value_type(dtypes[k])} a{k} = {load(dtypes[k], f'in{k}[p{k}]')};\n"
                    for k in range(n))
    out_t = value_type(dtypes[-1])
    body += f"  {out_t} v = {FNS[p['fn']][0].format(**c_consts(p['consts']), T=out_t)};\n"
    k = len(p["ins"])
    for t in p.get("then", []):
        names = [f"a{k + j}" for j in range(len(t["ins"]))]
        names.insert(t["pos"], "v")
        expr = _rename(FNS[t["fn"]][0], names)
        body += f"  v = {expr.format(**c_consts(t.get('consts', {})))};\n"
        k += len(t["ins"])
    body += f"  out[o] = {store(dtypes[-1], 'v')};\n"
    return body, prod(p["shape"]), _ins(n, dtypes) + [_out(dtypes[-1])]


def _rename(expr: str, names: list[str]) -> str:
    """A function's CUDA C expression over a0, a1 ... with each ak renamed names[k]."""
    return re.sub(r"\ba(\d)\b", lambda m: names[int(m.group(1))], expr)


def _pad(p: dict) -> tuple[str, int, list[str]]:
    shape, ins, begin = p["shape"], p["in_shape"], p["begin"]
    st = [prod(ins[d + 1:]) for d in range(len(ins))]
    lines = ["  long long r = i, c = 0, q = 0; bool inside = true;\n"]
    for d in reversed(range(len(shape))):
        n = ins[d]
        lines.append(f"  c = r % {shape[d]}LL - {begin[d]}LL; r /= {shape[d]}LL;\n")
        if p["mode"] == "constant":
            lines.append(f"  inside = inside && c >= 0 && c < {n}LL;\n")
        elif p["mode"] == "edge":
            lines.append(f"  c = c < 0 ? 0 : (c >= {n}LL ? {n - 1}LL : c);\n")
        else:  # reflect
            lines.append(f"  c = c < 0 ? -c : (c >= {n}LL ? {2 * n - 2}LL - c : c);\n")
        lines.append(f"  q += c * {st[d]}LL;\n")
    dt = p.get("dtype", "float32")
    lines.append(f"  out[i] = inside ? in0[q] : {store(dt, c_float(p['value']))};\n")
    return "".join(lines), prod(shape), _ins(1, dt) + [_out(dt)]


def _softmax(p: dict) -> tuple[str, int, list[str]]:
    """Softmax (LogSoftmax with `log`: x - max - log(sum)). Along the last axis a warp per
    row, else a thread per (outer, inner) line. On the last
    axis, `add` (the broadcast strides of a second input over the first's shape) adds it as
    it reads (attention's mask), `nan_to` writes that value for NaN (a fully masked row)."""
    L, inner = p["len"], p["inner"]
    dt = p.get("dtype", "float32")
    t = CTYPES[dt]
    add = p.get("add")
    args = _ins(2 if add else 1, dt) + [_out(dt)]
    if inner == 1:  # the last axis: a warp per row
        x = load(dt, "x[l]")
        base = ""
        if add:  # the mask's row: the row's coordinates (rows_shape) with the mask's strides
            x = f"({x} + {load(dt, f'in1[mb + l * {add[-1]}LL]')})"
            base = "  long long mr = row, mc = 0, mb = 0;\n"
            for d in reversed(range(len(p["rows_shape"]))):
                n, st = p["rows_shape"][d], add[d]
                base += f"  mc = mr % {n}LL; mr /= {n}LL;" + \
                    (f" mb += mc * {st}LL;\n" if st else "\n")
        # the value written reads x as the max and the sum did: the mask added (it was left
        # out here, so a masked row came out exp(x - m) / s of the unmasked scores)
        value = f"({x} - m) - logf(s)" if p.get("log") else f"expf({x} - m) / s"
        y = "v" if p.get("nan_to") is None else f"(isnan(v) ? {c_float(p['nan_to'])} : v)"
        body = (f"  const long long row = i / {WARP}LL; const int lane = (int)(i % {WARP}LL);\n"
                f"  const {t}* x = in0 + row * {L}LL; {t}* y = out + row * {L}LL;\n"
                + base
                + f"  float m = -INFINITY, s = 0.0f;\n"
                f"  for (long long l = lane; l < {L}LL; l += {WARP}) m = fmaxf(m, {x});\n"
                + _warp_reduce("m", "max")
                + f"  for (long long l = lane; l < {L}LL; l += {WARP}) s += expf({x} - m);\n"
                + _warp_reduce("s", "sum")
                + f"  for (long long l = lane; l < {L}LL; l += {WARP}) "
                f"{{ const float v = {value}; y[l] = {store(dt, y)}; }}\n")
        return body, p["outer"] * WARP, args
    x = load(dt, f"in0[base + l * {inner}LL]")
    value = f"({x} - m) - logf(s)" if p.get("log") else f"expf({x} - m) / s"
    body = (f"  const long long base = (i / {inner}LL) * {L * inner}LL + i % {inner}LL;\n"
            f"  float m = -INFINITY, s = 0.0f;\n"
            f"  for (long long l = 0; l < {L}LL; ++l) m = fmaxf(m, {x});\n"
            f"  for (long long l = 0; l < {L}LL; ++l) s += expf({x} - m);\n"
            f"  for (long long l = 0; l < {L}LL; ++l)\n"
            f"    out[base + l * {inner}LL] = {store(dt, value)};\n")
    return body, p["outer"] * inner, args


def _layernorm(p: dict) -> tuple[str, int, list[str]]:
    """A warp per row of v = x (+ skip + a bias per column: ORT's SkipLayerNormalization)
    normalized: LayerNormalization's (v - mean) / sqrt(var + eps), or with `rms` the root mean
    square's v / sqrt(mean(v^2) + eps) (SimplifiedLayerNormalization, T5's and LLaMA's RMSNorm),
    times the scale, plus the bias. Scale and bias per column, or with `channels` C per row's
    channel, row % C (InstanceNormalization). With `sum`, v is written too (ORT's
    input_skip_bias_sum). Inputs in order: x, skip, the pre-bias, scale, bias (those present)."""
    n = p["cols"]
    dt = p.get("dtype", "float32")
    t = CTYPES[dt]
    names, k = {}, 1
    for role in ("skip", "pre"):
        if p.get(role):
            names[role], k = f"in{k}", k + 1
    names["scale"], k = f"in{k}", k + 1
    if p["bias"]:
        names["bias"], k = f"in{k}", k + 1
    at = f"row % {p['channels']}LL" if p.get("channels") else "j"
    v = load(dt, "x[j]")
    if p.get("skip"):
        v += " + " + load(dt, "sk[j]")
    if p.get("pre"):
        v += " + " + load(dt, names["pre"] + "[j]")
    bias = load(dt, names["bias"] + f"[{at}]") if p["bias"] else "0.0f"
    scale = load(dt, names["scale"] + f"[{at}]")
    y = store(dt, f"(v - mean) * inv * {scale} + {bias}")
    body = (f"  const long long row = i / {WARP}LL; const int lane = (int)(i % {WARP}LL);\n"
            f"  const {t}* x = in0 + row * {n}LL; {t}* y = out + row * {n}LL;\n"
            + (f"  const {t}* sk = {names['skip']} + row * {n}LL;\n" if p.get("skip") else "")
            + "  float mean = 0.0f, var = 0.0f;\n")
    if not p.get("rms"):
        body += (f"  for (long long j = lane; j < {n}LL; j += {WARP}) mean += {v};\n"
                 + _warp_reduce("mean", "sum") + f"  mean /= {n}.0f;\n")
    body += (f"  for (long long j = lane; j < {n}LL; j += {WARP}) {{ float d = {v} - mean; "
             f"var += d * d; }}\n"
             + _warp_reduce("var", "sum")
             + f"  const float inv = 1.0f / sqrtf(var / {n}.0f + {c_float(p['eps'])});\n"
             f"  for (long long j = lane; j < {n}LL; j += {WARP}) {{ const float v = {v}; "
             f"y[j] = {y};"
             + (f" out_sum[row * {n}LL + j] = {store(dt, 'v')};" if p.get("sum") else "")
             + " }\n")
    outs = [_out(dt)] + ([f"{t}* __restrict__ out_sum"] if p.get("sum") else [])
    return body, p["rows"] * WARP, _ins(k, dt) + outs


def _pool(p: dict) -> tuple[str, int, list[str]]:
    _, _, H, W = p["in_shape"]
    _, _, OH, OW = p["shape"]
    kh, kw = p["kernel"]
    sh, sw = p["strides"]
    dh, dw = p["dilations"]
    pt, pl, pb, pr = p["pads"]
    is_max = p["mode"] == "max"
    dt = p.get("dtype", "float32")
    body = (f"  const long long ow = i % {OW}LL, oh = (i / {OW}LL) % {OH}LL, nc = i / {OH * OW}LL;\n"
            f"  const long long hs = oh * {sh}LL - {pt}LL, ws = ow * {sw}LL - {pl}LL;\n"
            f"  const {CTYPES[dt]}* x = in0 + nc * {H * W}LL;\n"
            f"  float acc = {'-INFINITY' if is_max else '0.0f'}; int cnt = 0;\n"
            f"  for (int a = 0; a < {kh}; ++a) {{ const long long h = hs + a * {dh}LL;\n"
            f"    if (h < 0 || h >= {H}LL) continue;\n"
            f"    for (int b = 0; b < {kw}; ++b) {{ const long long w = ws + b * {dw}LL;\n"
            f"      if (w < 0 || w >= {W}LL) continue;\n"
            f"      const float v = {load(dt, f'x[h * {W}LL + w]')};\n"
            f"      {'acc = fmaxf(acc, v);' if is_max else 'acc += v;'} ++cnt; }} }}\n")
    if is_max:
        body += f"  out[i] = {store(dt, 'acc')};\n"
    elif p["include_pad"]:
        body += (f"  const long long he = min(hs + {kh}LL, {H + pb}LL), "
                 f"we = min(ws + {kw}LL, {W + pr}LL);\n"
                 f"  out[i] = {store(dt, 'acc / (float)((he - hs) * (we - ws))')};\n")
    else:
        body += f"  out[i] = {store(dt, 'acc / (float)cnt')};\n"
    return body, prod(p["shape"]), _ins(1, dt) + [_out(dt)]


def _col2im(p: dict) -> tuple[str, int, list[str]]:
    """y[n, c, h, w] = sum over kernel taps (a, b) whose block lands on (h, w) of
    x[n, (c * kh + a) * kw + b, block row * blocks across + block column]."""
    N, C, H, W = p["shape"]
    kh, kw = p["block"]
    bh, bw = p["blocks"]
    sh, sw = p["strides"]
    dh, dw = p["dilations"]
    pt, pl = p["pads"][0], p["pads"][1]
    dt = p.get("dtype", "float32")
    x = f"in0[((nc * {kh}LL + a) * {kw}LL + b) * {bh * bw}LL + r * {bw}LL + q]"
    body = (f"  const long long w = i % {W}LL, h = (i / {W}LL) % {H}LL, nc = i / {H * W}LL;\n"
            f"  float acc = 0.0f;\n"
            f"  for (int a = 0; a < {kh}; ++a) {{\n"
            f"    long long r = h + {pt}LL - a * {dh}LL;\n"
            f"    if (r < 0 || r % {sh}LL) continue;\n"
            f"    r /= {sh}LL; if (r >= {bh}LL) continue;\n"
            f"    for (int b = 0; b < {kw}; ++b) {{\n"
            f"      long long q = w + {pl}LL - b * {dw}LL;\n"
            f"      if (q < 0 || q % {sw}LL) continue;\n"
            f"      q /= {sw}LL; if (q >= {bw}LL) continue;\n"
            f"      acc += {load(dt, x)};\n"
            f"    }}\n  }}\n  out[i] = {store(dt, 'acc')};\n")
    return body, N * C * H * W, _ins(1, dt) + [_out(dt)]


def resize_source(p: dict, d: int, c: str) -> str:
    """Axis d's input coordinate (float) of output coordinate `c`, as ONNX Runtime computes it
    (upsamplebase.h's GetOriginalCoordinateFromResizedCoordinate, in float)."""
    n_in, n_out, sc = p["in_shape"][d], p["shape"][d], c_float(p["scales"][d])
    mode = p["coordinate"]
    if mode == "half_pixel":
        return f"(((float){c} + 0.5f) / {sc} - 0.5f)"
    if mode == "pytorch_half_pixel":
        return f"(((float){c} + 0.5f) / {sc} - 0.5f)" if n_out > 1 else "0.0f"
    if mode == "asymmetric":
        return f"((float){c} / {sc})"
    if mode == "tf_half_pixel_for_nn":
        return f"(((float){c} + 0.5f) / {sc})"
    # align_corners
    return "0.0f" if n_out == 1 else f"((float){c} * {n_in - 1}.0f / {n_out - 1}.0f)"


NEAREST = {  # nearest_mode -> C of the index of coordinate x (ORT's: a tie is x == trunc + 0.5)
    "round_prefer_floor": "(x == (float)(long long)x + 0.5f ? floorf(x) : roundf(x))",
    "round_prefer_ceil": "(x == (float)(long long)x + 0.5f ? ceilf(x) : roundf(x))",
    "floor": "floorf(x)",
    "ceil": "ceilf(x)",
}


def _resize(p: dict) -> tuple[str, int, list[str]]:
    """Resize: a thread per output element. nearest: each axis's index from its coordinate,
    clamped into the input; linear: bilinear over the last two axes (ORT's weights and sum
    order), the others indexed as they are."""
    shape, xs = p["shape"], p["in_shape"]
    dt = p["dtype"]
    st = [prod(xs[d + 1:]) for d in range(len(xs))]
    lines = ["  long long r = i, c = 0, base = 0; float x = 0.0f;\n"]
    linear = p["mode"] == "linear"
    last = len(shape) - 2 if linear else len(shape)
    for d in reversed(range(len(shape))):
        lines.append(f"  c = r % {shape[d]}LL; r /= {shape[d]}LL;\n")
        if d >= last:  # bilinear: the coordinate kept, clamped into the input
            top = xs[d] - 1
            lines.append(f"  x = {resize_source(p, d, 'c')}; "
                         f"x = x < 0.0f ? 0.0f : (x > {top}.0f ? {top}.0f : x);\n"
                         f"  const long long lo{d} = (long long)x < {top}LL ? (long long)x "
                         f": {top}LL;\n"
                         f"  const long long hi{d} = lo{d} + 1 < {top}LL ? lo{d} + 1 : {top}LL;\n"
                         f"  float d1_{d} = fabsf(x - (float)lo{d}), "
                         f"d2_{d} = fabsf(x - (float)hi{d});\n"
                         f"  if (lo{d} == hi{d}) {{ d1_{d} = 0.5f; d2_{d} = 0.5f; }}\n")
        elif xs[d] == shape[d] and p["scales"][d] == 1.0:
            lines.append(f"  base += c * {st[d]}LL;\n")
        else:
            lines.append(f"  x = {resize_source(p, d, 'c')};\n"
                         f"  {{ long long q = (long long){NEAREST[p['nearest']]};\n"
                         f"    q = q < 0 ? 0 : (q > {xs[d] - 1} ? {xs[d] - 1} : q); "
                         f"base += q * {st[d]}LL; }}\n")
    if linear:
        h, w = len(shape) - 2, len(shape) - 1
        x11 = load(dt, f"in0[base + lo{h} * {st[h]}LL + lo{w}]")
        x21 = load(dt, f"in0[base + lo{h} * {st[h]}LL + hi{w}]")
        x12 = load(dt, f"in0[base + hi{h} * {st[h]}LL + lo{w}]")
        x22 = load(dt, f"in0[base + hi{h} * {st[h]}LL + hi{w}]")
        v = (f"d2_{w} * d2_{h} * {x11} + d1_{w} * d2_{h} * {x21} + d2_{w} * d1_{h} * {x12} + "
             f"d1_{w} * d1_{h} * {x22}")
        lines.append(f"  out[i] = {store(dt, v)};\n")
    else:
        lines.append("  out[i] = in0[base];\n")
    return "".join(lines), prod(shape), _ins(1, dt) + [_out(dt)]


def _lstm_cell(p: dict) -> tuple[str, int, list[str]]:
    """One LSTM step, a thread per (row, unit): gates = x's projection + h's + the biases
    (ONNX's order i, o, f, c), c = f c + i tanh(g), h = o tanh(c). c is read and written in
    place (no __restrict__ on it)."""
    H = p["hidden"]
    body = (f"  const long long b = i / {H}LL, j = i % {H}LL, g = b * {4 * H}LL + j;\n"
            f"  const float gi = in0[g] + in1[g] + in2[j];\n"
            f"  const float go = in0[g + {H}LL] + in1[g + {H}LL] + in2[j + {H}LL];\n"
            f"  const float gf = in0[g + {2 * H}LL] + in1[g + {2 * H}LL] + in2[j + {2 * H}LL];\n"
            f"  const float gc = in0[g + {3 * H}LL] + in1[g + {3 * H}LL] + in2[j + {3 * H}LL];\n"
            "  const float ig = 1.0f / (1.0f + expf(-gi)), og = 1.0f / (1.0f + expf(-go));\n"
            "  const float fg = 1.0f / (1.0f + expf(-gf));\n"
            "  const float c = fg * c_in[i] + ig * tanhf(gc);\n"
            "  c_out[i] = c; out[i] = og * tanhf(c);\n")
    return body, p["rows"] * H, _ins(3) + ["const float* c_in", "float* __restrict__ out",
                                           "float* c_out"]


def _gru_cell(p: dict) -> tuple[str, int, list[str]]:
    """One GRU step (linear_before_reset), a thread per (row, unit): z and r from x's and h's
    projections and both biases, n = tanh(x's + Wb + r (h's + Rb)), h = (1 - z) n + z h."""
    H = p["hidden"]
    body = (f"  const long long b = i / {H}LL, j = i % {H}LL, g = b * {3 * H}LL + j;\n"
            f"  const float zg = in0[g] + in1[g] + in2[j] + in3[j];\n"
            f"  const float rg = in0[g + {H}LL] + in1[g + {H}LL] + in2[j + {H}LL] + "
            f"in3[j + {H}LL];\n"
            "  const float z = 1.0f / (1.0f + expf(-zg)), r = 1.0f / (1.0f + expf(-rg));\n"
            f"  const float n = tanhf(in0[g + {2 * H}LL] + in2[j + {2 * H}LL] + "
            f"r * (in1[g + {2 * H}LL] + in3[j + {2 * H}LL]));\n"
            "  out[i] = (1.0f - z) * n + z * in4[i];\n")
    return body, p["rows"] * H, _ins(5) + [_out()]


def _checked_index(p: dict, idx: str, dim: int) -> str:
    """`q`: index `idx` resolved (a negative one counts from the end); one outside [-dim, dim)
    writes 0 and sets the kernel's status word (run-time indices; a constant table is checked
    when planned, and its kernel has no status argument)."""
    flag = f" status[0] = {p['status'] + 1};" if p.get("status") is not None else ""
    return (f"  long long q = (long long){idx}; if (q < 0) q += {dim}LL;\n"
            f"  if (q < 0 || q >= {dim}LL) {{ out[i] = 0;{flag} return; }}\n")


def _gather(p: dict) -> tuple[str, int, list[str]]:
    """y[o, j, r] = x[o, idx[j], r] (o: the axes before Gather's, r: those after)."""
    inner, count, dim = p["inner"], p["count"], p["dim"]
    dt, it = p.get("dtype", "float32"), p.get("itype", "int32")
    body = (f"  const long long r = i % {inner}LL, t = i / {inner}LL;\n"
            f"  const long long j = t % {count}LL, o = t / {count}LL;\n"
            + _checked_index(p, "idx[j]", dim)
            + f"  out[i] = in0[(o * {dim}LL + q) * {inner}LL + r];\n")
    return body, prod(p["shape"]), [f"const {CTYPES[dt]}* __restrict__ in0",
                                    f"const {CTYPES[it]}* __restrict__ idx", _out(dt)]


def _gather_elements(p: dict) -> tuple[str, int, list[str]]:
    """y[c] = x[c with its `axis` coordinate replaced by idx[c]] (y and idx of one shape)."""
    shape, axis = p["shape"], p["axis"]
    dst = [prod(p["data_shape"][d + 1:]) for d in range(len(shape))]
    lines = ["  long long r = i, c = 0, base = 0;\n"]
    for d in reversed(range(len(shape))):
        lines.append(f"  c = r % {shape[d]}LL; r /= {shape[d]}LL;")
        lines.append(f" base += c * {dst[d]}LL;\n" if d != axis else "\n")
    dt, it = p["dtype"], p["itype"]
    body = ("".join(lines) + _checked_index(p, "idx[i]", p["data_shape"][axis])
            + f"  out[i] = in0[base + q * {dst[axis]}LL];\n")
    return body, prod(shape), [f"const {CTYPES[dt]}* __restrict__ in0",
                               f"const {CTYPES[it]}* __restrict__ idx", _out(dt)]


# op -> (initial value, combine acc with x as C, finish with the count n, x as it is reduced).
# max and min propagate a NaN wherever it is, as NumPy does; ONNX Runtime 1.31's ReduceMax/Min
# return NaN only when it is the first element reduced (an ORT quirk: a NaN inside a reduction
# may differ)
REDUCE = {
    "sum": ("0.0f", "{a} + {x}", "{a}", "{x}"),
    "mean": ("0.0f", "{a} + {x}", "{a} / {n}.0f", "{x}"),
    "max": ("-INFINITY", "({a} != {a} || {a} > {x}) ? {a} : {x}", "{a}", "{x}"),
    "min": ("INFINITY", "({a} != {a} || {a} < {x}) ? {a} : {x}", "{a}", "{x}"),
    "prod": ("1.0f", "{a} * {x}", "{a}", "{x}"),
    "l1": ("0.0f", "{a} + {x}", "{a}", "fabsf({x})"),
    "l2": ("0.0f", "{a} + {x}", "sqrtf({a})", "{x} * {x}"),
    "sum_square": ("0.0f", "{a} + {x}", "{a}", "{x} * {x}"),
    "log_sum": ("0.0f", "{a} + {x}", "logf({a})", "{x}"),
    # log(sum(exp(x - max))) + max: a max pass first (below)
    "log_sum_exp": ("0.0f", "{a} + {x}", "logf({a}) + m", "expf({x} - m)"),
}


def _reduce(p: dict) -> tuple[str, int, list[str]]:
    """A warp per output element: lanes stride the reduced elements (any axes; each lane's
    offset from the reduced coordinates), shuffles combine. NaN propagates through max/min.
    ArgMax/ArgMin (`arg`): each lane keeps its best value and index, the first of equal ones
    (the last with select_last_index), written as int64."""
    shape, axes, n = p["in_shape"], p["axes"], p["count"]
    st = [prod(shape[d + 1:]) for d in range(len(shape))]
    kept = [d for d in range(len(shape)) if d not in axes]
    dt = p.get("dtype", "float32")
    head = [f"  const long long row = i / {WARP}LL; const int lane = (int)(i % {WARP}LL);\n",
            "  long long r = row, c = 0, base = 0;\n"]
    for d in reversed(kept):
        head.append(f"  c = r % {shape[d]}LL; r /= {shape[d]}LL; base += c * {st[d]}LL;\n")
    loop = [f"  for (long long j = lane; j < {n}LL; j += {WARP}) {{\n",
            "    long long q = j, off = base;\n"]
    for d in reversed(axes):
        loop.append(f"    c = q % {shape[d]}LL; q /= {shape[d]}LL; off += c * {st[d]}LL;\n")
    loop.append(f"    const float x = {load(dt, 'in0[off]')};\n")
    if p.get("arg"):
        better = ">" if p["arg"] == "max" else "<"
        tie = ">" if p.get("last") else "<"
        pick = (f"(v {better} best || (v == best && k {tie} at))")
        body = "".join(head) + ("  float best = 0.0f; long long at = -1;\n" + "".join(loop)
                                + "    const float v = x; const long long k = j;\n"
                                + f"    if (at < 0 || {pick}) {{ best = v; at = k; }}\n  }}\n"
                                + "  for (int o = 16; o > 0; o >>= 1) {\n"
                                "    const float v = __shfl_xor_sync(0xffffffffu, best, o);\n"
                                "    const long long k = __shfl_xor_sync(0xffffffffu, at, o);\n"
                                f"    if (k >= 0 && (at < 0 || {pick})) {{ best = v; at = k; }}\n"
                                "  }\n  if (lane == 0) out[row] = at;\n")
        return body, p["rows"] * WARP, _ins(1, dt) + [_out("int64")]
    init, comb, fin, pre = REDUCE[p["op"]]
    shfl = "__shfl_xor_sync(0xffffffffu, acc, o)"
    lines = list(head)
    if p["op"] == "log_sum_exp":  # the max first
        mx = REDUCE["max"][1].format(a="m", x="x")
        lines += ["  float m = -INFINITY;\n", *loop, f"    m = {mx};\n  }}\n",
                  ("  for (int o = 16; o > 0; o >>= 1) { const float x = "
                   f"__shfl_xor_sync(0xffffffffu, m, o); m = {mx}; }}\n")]
    lines += [f"  float acc = {init};\n", *loop,
              f"    acc = {comb.format(a='acc', x=pre.format(x='x'))};\n  }}\n",
              (f"  for (int o = 16; o > 0; o >>= 1) {{ const float x = {shfl}; "
               f"acc = {comb.format(a='acc', x='x')}; }}\n"),
              f"  if (lane == 0) out[row] = {store(dt, fin.format(a='acc', n=n))};\n"]
    return "".join(lines), p["rows"] * WARP, _ins(1, dt) + [_out(dt)]


def _scan(p: dict) -> tuple[str, int, list[str]]:
    """CumSum: a thread per line along the axis, in order (or reversed), inclusive or not."""
    inner, n, dt = p["inner"], p["len"], p["dtype"]
    k = f"{n - 1}LL - l" if p["reverse"] else "l"
    step = (f"{{ const {CTYPES[dt]} x = in0[at]; out[at] = acc; acc += x; }}" if p["exclusive"]
            else "{ acc += in0[at]; out[at] = acc; }")
    body = (f"  const long long base = (i / {inner}LL) * {n * inner}LL + i % {inner}LL;\n"
            f"  {CTYPES[dt]} acc = 0;\n"
            f"  for (long long l = 0; l < {n}LL; ++l) {{\n"
            f"    const long long at = base + ({k}) * {inner}LL;\n    {step}\n  }}\n")
    return body, p["outer"] * inner, _ins(1, (dt,)) + [_out(dt)]
