"""CUDA C for the plan's generated kernels, one function per kernel description.

Every kernel is a flat grid of BLOCK-thread blocks, one thread per output element (map, pad,
pool) or per reduced row (softmax, layernorm); shapes, strides and constants are baked into the
source, so the kernel's name (a hash of its source) identifies it and equal kernels are compiled
once. Arguments are the step's pointers in order: its reads, then its writes.
`FNS` gives each map function as CUDA C over a0, a1 ... and as NumPy (emulate.py uses it).
"""

from __future__ import annotations

import hashlib
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
# name -> (CUDA C expression, NumPy function of (args, consts))
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
    "scale": ("{alpha!r}f * a0", lambda a, c: F(c["alpha"]) * a[0]),
    # BatchNormalization (inference): x, scale, bias, mean, var
    "bn": ("(a0 - a3) * (a1 / sqrtf(a4 + {eps!r}f)) + a2",
           lambda a, c: (a[0] - a[3]) * (a[1] / np.sqrt(a[4] + F(c["eps"]))) + a[2]),
}


def render(p: dict) -> tuple[str, str, int, int]:
    """(name, source, grid, block) of a kernel description from lowering.py."""
    body, threads, args = {"map": _map, "pad": _pad, "softmax": _softmax,
                           "layernorm": _layernorm, "pool": _pool,
                           "col2im": _col2im, "gather": _gather}[p["kind"]](p)
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
    if kind == "layernorm":
        return p["rows"] * WARP
    return prod(p["shape"])


def _ins(n: int) -> list[str]:
    return [f"const float* __restrict__ in{k}" for k in range(n)]


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
    body = _decompose(p["shape"], offsets, sets)
    body += "".join(f"  const float a{k} = in{k}[p{k}];\n" for k in range(n))
    body += f"  float v = {FNS[p['fn']][0].format(**p['consts'])};\n"
    k = len(p["ins"])
    for t in p.get("then", []):
        names = [f"a{k + j}" for j in range(len(t["ins"]))]
        names.insert(t["pos"], "v")
        expr = _rename(FNS[t["fn"]][0], names)
        body += f"  v = {expr.format(**t.get('consts', {}))};\n"
        k += len(t["ins"])
    body += "  out[o] = v;\n"
    return body, prod(p["shape"]), _ins(n) + ["float* __restrict__ out"]


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
    lines.append(f"  out[i] = inside ? in0[q] : {p['value']!r}f;\n")
    return "".join(lines), prod(shape), _ins(1) + ["float* __restrict__ out"]


def _softmax(p: dict) -> tuple[str, int, list[str]]:
    L, inner = p["len"], p["inner"]
    args = _ins(1) + ["float* __restrict__ out"]
    if inner == 1:  # the last axis: a warp per row
        body = (f"  const long long row = i / {WARP}LL; const int lane = (int)(i % {WARP}LL);\n"
                f"  const float* x = in0 + row * {L}LL; float* y = out + row * {L}LL;\n"
                f"  float m = -INFINITY, s = 0.0f;\n"
                f"  for (long long l = lane; l < {L}LL; l += {WARP}) m = fmaxf(m, x[l]);\n"
                + _warp_reduce("m", "max")
                + f"  for (long long l = lane; l < {L}LL; l += {WARP}) s += expf(x[l] - m);\n"
                + _warp_reduce("s", "sum")
                + f"  for (long long l = lane; l < {L}LL; l += {WARP}) y[l] = expf(x[l] - m) / s;\n")
        return body, p["outer"] * WARP, args
    body = (f"  const long long base = (i / {inner}LL) * {L * inner}LL + i % {inner}LL;\n"
            f"  float m = -INFINITY, s = 0.0f;\n"
            f"  for (long long l = 0; l < {L}LL; ++l) m = fmaxf(m, in0[base + l * {inner}LL]);\n"
            f"  for (long long l = 0; l < {L}LL; ++l) s += expf(in0[base + l * {inner}LL] - m);\n"
            f"  for (long long l = 0; l < {L}LL; ++l)\n"
            f"    out[base + l * {inner}LL] = expf(in0[base + l * {inner}LL] - m) / s;\n")
    return body, p["outer"] * inner, args


def _layernorm(p: dict) -> tuple[str, int, list[str]]:
    n = p["cols"]
    bias = "in2[j]" if p["bias"] else "0.0f"
    body = (f"  const long long row = i / {WARP}LL; const int lane = (int)(i % {WARP}LL);\n"
            f"  const float* x = in0 + row * {n}LL; float* y = out + row * {n}LL;\n"
            f"  float mean = 0.0f, var = 0.0f;\n"
            f"  for (long long j = lane; j < {n}LL; j += {WARP}) mean += x[j];\n"
            + _warp_reduce("mean", "sum")
            + f"  mean /= {n}.0f;\n"
            f"  for (long long j = lane; j < {n}LL; j += {WARP}) {{ float d = x[j] - mean; "
            f"var += d * d; }}\n"
            + _warp_reduce("var", "sum")
            + f"  const float inv = 1.0f / sqrtf(var / {n}.0f + {p['eps']!r}f);\n"
            f"  for (long long j = lane; j < {n}LL; j += {WARP}) "
            f"y[j] = (x[j] - mean) * inv * in1[j] + {bias};\n")
    return body, p["rows"] * WARP, _ins(3 if p["bias"] else 2) + ["float* __restrict__ out"]


def _pool(p: dict) -> tuple[str, int, list[str]]:
    _, _, H, W = p["in_shape"]
    _, _, OH, OW = p["shape"]
    kh, kw = p["kernel"]
    sh, sw = p["strides"]
    dh, dw = p["dilations"]
    pt, pl, pb, pr = p["pads"]
    is_max = p["mode"] == "max"
    body = (f"  const long long ow = i % {OW}LL, oh = (i / {OW}LL) % {OH}LL, nc = i / {OH * OW}LL;\n"
            f"  const long long hs = oh * {sh}LL - {pt}LL, ws = ow * {sw}LL - {pl}LL;\n"
            f"  const float* x = in0 + nc * {H * W}LL;\n"
            f"  float acc = {'-INFINITY' if is_max else '0.0f'}; int cnt = 0;\n"
            f"  for (int a = 0; a < {kh}; ++a) {{ const long long h = hs + a * {dh}LL;\n"
            f"    if (h < 0 || h >= {H}LL) continue;\n"
            f"    for (int b = 0; b < {kw}; ++b) {{ const long long w = ws + b * {dw}LL;\n"
            f"      if (w < 0 || w >= {W}LL) continue;\n"
            f"      const float v = x[h * {W}LL + w];\n"
            f"      {'acc = fmaxf(acc, v);' if is_max else 'acc += v;'} ++cnt; }} }}\n")
    if is_max:
        body += "  out[i] = acc;\n"
    elif p["include_pad"]:
        body += (f"  const long long he = min(hs + {kh}LL, {H + pb}LL), "
                 f"we = min(ws + {kw}LL, {W + pr}LL);\n"
                 f"  out[i] = acc / (float)((he - hs) * (we - ws));\n")
    else:
        body += "  out[i] = acc / (float)cnt;\n"
    return body, prod(p["shape"]), _ins(1) + ["float* __restrict__ out"]


def _col2im(p: dict) -> tuple[str, int, list[str]]:
    """y[n, c, h, w] = sum over kernel taps (a, b) whose block lands on (h, w) of
    x[n, (c * kh + a) * kw + b, block row * blocks across + block column]."""
    N, C, H, W = p["shape"]
    kh, kw = p["block"]
    bh, bw = p["blocks"]
    sh, sw = p["strides"]
    dh, dw = p["dilations"]
    pt, pl = p["pads"][0], p["pads"][1]
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
            f"      acc += in0[((nc * {kh}LL + a) * {kw}LL + b) * {bh * bw}LL + r * {bw}LL + q];\n"
            f"    }}\n  }}\n  out[i] = acc;\n")
    return body, N * C * H * W, _ins(1) + ["float* __restrict__ out"]


def _gather(p: dict) -> tuple[str, int, list[str]]:
    """y[o, j, r] = x[o, table[j], r] (o: the axes before Gather's, r: those after)."""
    inner, count, dim = p["inner"], p["count"], p["dim"]
    body = (f"  const long long r = i % {inner}LL, t = i / {inner}LL;\n"
            f"  const long long j = t % {count}LL, o = t / {count}LL;\n"
            f"  out[i] = in0[(o * {dim}LL + idx[j]) * {inner}LL + r];\n")
    return body, prod(p["shape"]), ["const float* __restrict__ in0",
                                    "const int* __restrict__ idx", "float* __restrict__ out"]
