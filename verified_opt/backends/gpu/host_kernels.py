"""The plan's generated CUDA kernels compiled for this CPU and run here, thread by thread, so
that a machine without a GPU checks the kernels' CUDA C itself, not only the NumPy description
that emulate.py runs of them (the two had parted: the softmax kernel with attention's mask added
the mask to the max and the sum but not to the value it wrote, and emulate.py, which adds it
everywhere, agreed with ONNX Runtime; only a GPU showed it).

The kernels are plain C with CUDA's qualifiers (cuda_source.py writes no C++ and no CUDA
header), so the system C compiler builds them with a prelude that defines threadIdx, blockIdx
and blockDim per thread, float16 conversions through _Float16, and `__shfl_xor_sync`: a kernel
that exchanges values between lanes runs each warp's 32 lanes as coroutines (ucontext), each
lane running to its next exchange in turn (a lane that returned early is left out, as an exited
lane is on the device); a kernel that does not runs its threads one after another.

    lib = HostKernels(plan.kernels())        # one shared library per set of kernels (cached)
    lib.launch(name, grid, block, [pointers])
    HostEmulator(plan).run(feeds)            # emulate.py with every kernel step run here

Needs a C compiler (cc, gcc or clang) with _Float16 (GCC 12, Clang 15); `available()` says.
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import numpy as np

from verified_opt.backends.gpu.cuda_source import threads_of
from verified_opt.backends.gpu.emulate import EmulationError, Emulator
from verified_opt.backends.gpu.plan import Step

PRELUDE = r"""
#include <math.h>
#include <stdlib.h>
#include <ucontext.h>
#include <stdbool.h>
#include <string.h>
#define __global__
#define __device__
#define __forceinline__ static inline
#define __launch_bounds__(n)
#define __restrict__ restrict
typedef struct { unsigned x, y, z; } vdim3;
static vdim3 threadIdx, blockIdx;
static vdim3 blockDim, gridDim;
/* CUDA's integer min and max overloads (the pools' window bounds) */
#define min(a, b) ((a) < (b) ? (a) : (b))
#define max(a, b) ((a) > (b) ? (a) : (b))
static inline float __int_as_float(int i) { float f; memcpy(&f, &i, 4); return f; }
static inline float h2f(unsigned short h) { _Float16 v; memcpy(&v, &h, 2); return (float)v; }
static inline unsigned short f2h(float f) {
  _Float16 v = (_Float16)f; unsigned short h; memcpy(&h, &v, 2); return h; }

/* a warp: its 32 lanes as coroutines (ucontext), switched at every exchange; a lane that
   returned is left out of the rounds that follow, as an exited lane is on the device */
typedef struct {
  ucontext_t sched, lane[32]; int live[32]; unsigned char slots[32][8];
} vwarp;
static vwarp *the_warp;
static int the_lane;
static void warp_yield(void) {
  vwarp *w = the_warp; int me = the_lane;
  w->live[me] = 1;
  swapcontext(&w->lane[me], &w->sched);
  the_warp = w; the_lane = me;
}
#define VSHFL(T, NAME) static inline T NAME(unsigned mask, T v, int o) { \
  (void)mask; memcpy(the_warp->slots[the_lane], &v, sizeof(T)); warp_yield(); \
  T r; memcpy(&r, the_warp->slots[the_lane ^ o], sizeof(T)); warp_yield(); return r; }
VSHFL(float, vshfl_f) VSHFL(long long, vshfl_ll) VSHFL(int, vshfl_i) VSHFL(double, vshfl_d)
#define __shfl_xor_sync(mask, v, o) _Generic((v), float: vshfl_f, long long: vshfl_ll, \
  int: vshfl_i, double: vshfl_d)(mask, v, o)
"""

# a launcher per kernel: the arguments from an array of pointers; threads one after another,
# or, for a kernel with lane exchanges, each warp's 32 lanes as coroutines
LAUNCHER = r"""
static void **vargs_{name};
static void vlane_run_{name}(void) {
  void **args = vargs_{name};
  {name}({call});
}
int launch_{name}(void **args, unsigned grid, unsigned block) {
  blockDim.x = block; gridDim.x = grid;
  if (!{lanes}) {
    for (unsigned b = 0; b < grid; ++b)
      for (unsigned t = 0; t < block; ++t) { blockIdx.x = b; threadIdx.x = t; {name}({call}); }
    return 0;
  }
  if (block % 32) return 1;
  enum { STACK = 1 << 16 };
  vwarp *w = (vwarp *)calloc(1, sizeof(vwarp));
  char *stacks = (char *)malloc(32 * (size_t)STACK);
  if (!w || !stacks) { free(w); free(stacks); return 2; }
  vargs_{name} = args;
  for (unsigned b = 0; b < grid; ++b)
    for (unsigned w0 = 0; w0 < block; w0 += 32) {
      for (int k = 0; k < 32; ++k) {
        getcontext(&w->lane[k]);
        w->lane[k].uc_stack.ss_sp = stacks + (size_t)k * STACK;
        w->lane[k].uc_stack.ss_size = STACK;
        w->lane[k].uc_link = &w->sched;  /* a lane that returns comes back here */
        makecontext(&w->lane[k], vlane_run_{name}, 0);
        w->live[k] = 1;
      }
      /* rounds: each live lane runs to its next exchange (or its end) in turn */
      for (int any = 1; any;) {
        any = 0;
        for (int k = 0; k < 32; ++k) {
          if (!w->live[k]) continue;
          the_warp = w; the_lane = k; blockIdx.x = b; threadIdx.x = w0 + k;
          w->live[k] = 2;  /* running: a yield sets it back to 1 */
          swapcontext(&w->sched, &w->lane[k]);
          if (w->live[k] == 2) w->live[k] = 0; else any = 1;
        }
      }
    }
  free(stacks); free(w);
  return 0;
}
"""

_SIGNATURE = re.compile(r"void\s+__launch_bounds__\(\d+\)\s+(\w+)\(([^)]*)\)")


def compiler() -> str | None:
    """The C compiler to use (CC, else cc, gcc or clang on the PATH), None where none is."""
    for cc in (os.environ.get("CC"), "cc", "gcc", "clang"):
        if cc and shutil.which(cc):
            return cc
    return None


def host_source(kernels: dict[str, str]) -> str:
    """The kernels as one C file with the prelude and a launcher for each kernel defined: a
    value of `kernels` is a kernel's text (the plan's own) or a TVM module's (tvm_kernels)."""
    parts = [PRELUDE]
    for key in sorted(kernels):
        text = kernels[key].replace('extern "C" ', "")
        found = list(_SIGNATURE.finditer(text))
        if not found:
            raise EmulationError(f"{key}: no kernel signature found in its source")
        parts.append(text)
        for m in found:
            name = m.group(1)
            params = [p.strip() for p in m.group(2).split(",") if p.strip()]
            call = ", ".join(f"({p.rsplit(' ', 1)[0].replace('__restrict__', '').strip()})"
                             f"args[{k}]" for k, p in enumerate(params))
            parts.append(LAUNCHER.replace("{name}", name).replace("{call}", call)
                         .replace("{lanes}", "1" if "__shfl_xor_sync" in text else "0"))
    return "\n".join(parts)


# what a TVM CUDA module's kernels need beyond the prelude (its own preamble is C++ and
# includes CUDA headers: left out)
TVM_PRELUDE = """
#include <stdint.h>
#define uint unsigned int
#define uchar unsigned char
#define ushort unsigned short
"""


def tvm_kernels(source: str) -> str:
    """A TVM CUDA module's kernel definitions (its preamble and declarations left out), for
    host_source. EmulationError for a kernel that shares memory across a block (a tuned
    schedule): a block's threads would have to run together, which the host run does not do."""
    lines = source.splitlines()
    start = next((k for k, ln in enumerate(lines) if ln.startswith('extern "C" __global__')),
                 None)
    if start is None:
        raise EmulationError("no kernel found in the TVM module's source")
    body = [ln for ln in lines[start:]
            if not (ln.startswith('extern "C" __global__') and ln.rstrip().endswith(");"))]
    text = "\n".join(body)
    for word in ("__shared__", "__syncthreads", "__shfl"):
        if word in text:
            raise EmulationError(f"the TVM module uses {word}: not run on the host")
    return TVM_PRELUDE + text


_LIBS: dict[str, ctypes.CDLL] = {}


class HostKernels:
    """The kernels compiled into one shared library (kept per source, in this process and in
    a folder under the temporary directory)."""

    def __init__(self, kernels: dict[str, str]) -> None:
        source = host_source(kernels)
        key = hashlib.sha256(source.encode()).hexdigest()[:24]
        if key not in _LIBS:
            cc = compiler()
            if cc is None:
                raise EmulationError("no C compiler found (cc, gcc or clang)")
            folder = Path(tempfile.gettempdir()) / "vopt-host-kernels"
            folder.mkdir(exist_ok=True)
            lib = folder / f"k{key}.so"
            if not lib.exists():
                src = folder / f"k{key}.{os.getpid()}.c"
                src.write_text(source)
                tmp = folder / f"k{key}.{os.getpid()}.so"
                # -ffp-contract=off: no fused multiply-add the CUDA source does not ask for
                # (NVRTC contracts too, which float tolerances absorb; the structure is what
                # is checked here)
                out = subprocess.run([cc, "-std=gnu11", "-O1", "-fPIC", "-shared",
                                      "-ffp-contract=off", "-w", "-o", str(tmp), str(src),
                                      "-lm"], capture_output=True, text=True, check=False)
                src.unlink(missing_ok=True)
                if out.returncode != 0:
                    raise EmulationError(f"the kernels do not compile for the host: "
                                         f"{out.stderr.strip()[:1500]}")
                os.replace(tmp, lib)
            try:
                _LIBS[key] = ctypes.CDLL(str(lib))
            except OSError as e:  # a symbol the prelude lacks: name it, drop the library
                lib.unlink(missing_ok=True)
                raise EmulationError(f"the kernels do not load on the host: {e}") from None
        self.lib = _LIBS[key]

    def launch(self, name: str, grid: int, block: int, pointers: list[int]) -> None:
        args = (ctypes.c_void_p * max(len(pointers), 1))(*pointers)
        rc = getattr(self.lib, f"launch_{name}")(args, ctypes.c_uint(grid), ctypes.c_uint(block))
        if rc != 0:
            raise EmulationError(f"{name}: cannot launch {grid}x{block} on the host ({rc})")


def available() -> bool:
    """A C compiler that builds the prelude (_Float16 included) is here."""
    try:
        HostKernels({})
        return True
    except EmulationError:
        return False


class HostEmulator(Emulator):
    """emulate.py's stand-in with every generated kernel step run as its CUDA C, compiled for
    this CPU, on the same memory (cuBLAS and cuDNN steps as emulate.py runs them). A TVM
    eOperator's kernel runs as TVM's CUDA C too, after emulate.py has evaluated the expression
    it states into the same buffer: the two must agree (EmulationError naming the kernel),
    then the kernel's values stay. A module the host cannot run (tvm_kernels) is evaluated
    only, and listed in `not_run`."""

    def __init__(self, plan) -> None:
        super().__init__(plan)
        self.host = HostKernels(plan.kernels())
        self.status_word = np.zeros(1, np.int32)
        self.not_run: dict[str, str] = {}
        modules = {}
        for name, source in plan.modules().items():
            try:
                modules[name] = tvm_kernels(source)
            except EmulationError as e:
                self.not_run[name] = str(e)
        self.tvm = HostKernels(modules) if modules else None

    def eop(self, s: Step) -> None:
        super().eop(s)  # its checks, and the expression's value in the written buffer
        p = s.params
        if self.tvm is None or p["module"] in self.not_run:
            return
        written = p["args"][p["roles"].index(p["writes"])]
        want = self.view(written).astype(np.float64)
        self.tvm.launch(s.kernel, s.grid, s.block, [self.pointer(v) for v in p["args"]])
        got = self.view(written).astype(np.float64)
        scale = 1.0 + float(np.max(np.abs(want), initial=0.0))
        err = float(np.max(np.abs(got - want), initial=0.0)) / scale
        if not err <= 1e-4:
            raise EmulationError(f"{s.node}: TVM's kernel {s.kernel} computes other values than "
                                 f"the expression it states (off by {err:.2e} of its range)")

    def pointer(self, name: str) -> int:
        b = self.plan.buffers[name]
        return int(self.mem[b.space].ctypes.data) + b.offset

    def kernel(self, s: Step) -> None:
        p = s.params
        need = threads_of(p)
        if s.block * s.grid < need:
            raise EmulationError(f"{s.node}: launch {s.grid}x{s.block} < {need} threads")
        ptrs = [self.pointer(v) for v in (*s.reads, *s.writes)]
        if p.get("status") is not None:
            ptrs.append(int(self.status_word.ctypes.data))
        self.status_word[0] = self.status
        self.host.launch(s.kernel, s.grid, s.block, ptrs)
        self.status = int(self.status_word[0])
