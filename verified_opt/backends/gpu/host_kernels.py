"""The plan's generated CUDA kernels compiled for this CPU and run here, thread by thread, so
that a machine without a GPU checks the kernels' CUDA C itself, not only the NumPy description
that emulate.py runs of them (the two had parted: the softmax kernel with attention's mask added
the mask to the max and the sum but not to the value it wrote, and emulate.py, which adds it
everywhere, agreed with ONNX Runtime; only a GPU showed it).

The kernels are plain C with CUDA's qualifiers (cuda_source.py writes no C++ and no CUDA
header; of a TVM module, its kernels without its C++ preamble), so the system C compiler builds
them with a prelude that defines threadIdx, blockIdx and blockDim, float16 conversions through
_Float16, `__shfl_xor_sync`, `__syncthreads` and `__shared__`: a kernel whose threads meet runs
each block's threads as coroutines (ucontext), each running to its next meeting point in turn
(a thread that returned early is left out, as an exited one is on the device; shared arrays are
static, one per block as blocks run one after another); a kernel whose threads do not meet
runs them one after another.

    lib = HostKernels(plan.kernels())        # one shared library per set of kernels (cached)
    lib.launch(name, grid, block, [pointers])
    HostEmulator(plan).run(feeds)            # emulate.py with every kernel step run here

Needs a C compiler (cc, gcc or clang) with _Float16 (GCC 12, Clang 15); `available()` says.
"""

from __future__ import annotations

import ctypes
import functools
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import numpy as np

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

/* a block's threads as coroutines (ucontext), each running to its next __syncthreads or
   lane exchange in turn, so that a round ends with every live thread at the same point; a
   thread that returned is left out of the rounds that follow, as an exited one is on the
   device. __shared__ arrays are static: one per kernel, as one per block (blocks run one
   after another) */
#define __shared__ static
typedef struct {
  ucontext_t sched; ucontext_t *thread; int *live; unsigned char (*slots)[8];
} vblock;
static vblock *the_block;
static int the_thread;
static void block_yield(void) {
  vblock *w = the_block; int me = the_thread;
  w->live[me] = 1;
  swapcontext(&w->thread[me], &w->sched);
  the_block = w; the_thread = me;
}
static inline void __syncthreads(void) { block_yield(); }
/* lane exchanges: each thread writes its value, the block meets, each reads its source lane
   (0 xor, 1 down, 2 up, 3 from a lane; a source outside the thread's width-wide segment or
   past the block reads the thread's own value), the block meets again */
#define VSHFL(T, SUF) static inline T vshfl_##SUF(int kind, T v, int a, int width) { \
  memcpy(the_block->slots[the_thread], &v, sizeof(T)); block_yield(); \
  int lane = the_thread & 31, base = the_thread & ~31, seg = lane - lane % width, src; \
  if (kind == 0) src = lane ^ a; \
  else if (kind == 1) src = lane + a; \
  else if (kind == 2) src = lane - a; \
  else src = seg + ((a % width) + width) % width; \
  if (src < seg || src >= seg + width || base + src >= (int)blockDim.x) src = lane; \
  T r; memcpy(&r, the_block->slots[base + src], sizeof(T)); block_yield(); return r; }
VSHFL(float, f) VSHFL(double, d) VSHFL(int, i) VSHFL(unsigned, u) VSHFL(long long, ll)
#define VSHFL_OF(v) _Generic((v), float: vshfl_f, double: vshfl_d, int: vshfl_i, \
  unsigned: vshfl_u, long long: vshfl_ll)
#define VSHFL_ARGS(a, w, ...) (a), (w)
#define __shfl_xor_sync(mask, v, ...) VSHFL_OF(v)(0, v, VSHFL_ARGS(__VA_ARGS__, 32, 0))
#define __shfl_down_sync(mask, v, ...) VSHFL_OF(v)(1, v, VSHFL_ARGS(__VA_ARGS__, 32, 0))
#define __shfl_up_sync(mask, v, ...) VSHFL_OF(v)(2, v, VSHFL_ARGS(__VA_ARGS__, 32, 0))
#define __shfl_sync(mask, v, ...) VSHFL_OF(v)(3, v, VSHFL_ARGS(__VA_ARGS__, 32, 0))
/* the lanes that run here: all of the warp's (the host runs no divergent warp apart) */
static inline unsigned __activemask(void) { return 0xffffffffu; }
"""

# a launcher per kernel: the arguments from an array of pointers; threads one after another,
# or, for a kernel whose threads meet (lane exchanges, __syncthreads), a block's threads as
# coroutines
LAUNCHER = r"""
static void **vargs_{name};
static void vthread_run_{name}(void) {
  void **args = vargs_{name};
  {name}({call});
}
int launch_{name}(void **args, unsigned grid, unsigned block) {
  blockDim.x = block; gridDim.x = grid;
  if (!{together}) {
    for (unsigned b = 0; b < grid; ++b)
      for (unsigned t = 0; t < block; ++t) { blockIdx.x = b; threadIdx.x = t; {name}({call}); }
    return 0;
  }
  if (block == 0 || block > 1024) return 1;
  enum { STACK = 1 << 16 };
  vblock w;
  w.thread = (ucontext_t *)calloc(block, sizeof(ucontext_t));
  w.live = (int *)calloc(block, sizeof(int));
  w.slots = calloc(block, 8);
  char *stacks = (char *)malloc(block * (size_t)STACK);
  int rc = (w.thread && w.live && w.slots && stacks) ? 0 : 2;
  vargs_{name} = args;
  for (unsigned b = 0; !rc && b < grid; ++b) {
    memset(w.slots, 0xFF, (size_t)block * 8);  /* nothing of the block before */
    for (unsigned k = 0; k < block; ++k) {
      getcontext(&w.thread[k]);
      w.thread[k].uc_stack.ss_sp = stacks + (size_t)k * STACK;
      w.thread[k].uc_stack.ss_size = STACK;
      w.thread[k].uc_link = &w.sched;  /* a thread that returns comes back here */
      makecontext(&w.thread[k], vthread_run_{name}, 0);
      w.live[k] = 1;
    }
    for (int any = 1; any;) {
      any = 0;
      for (unsigned k = 0; k < block; ++k) {
        if (!w.live[k]) continue;
        the_block = &w; the_thread = (int)k; blockIdx.x = b; threadIdx.x = k;
        w.live[k] = 2;  /* running: a yield sets it back to 1 */
        swapcontext(&w.sched, &w.thread[k]);
        /* returned: its slot reads as all bits set (NaN as float) from now on */
        if (w.live[k] == 2) { w.live[k] = 0; memset(w.slots[k], 0xFF, 8); } else any = 1;
      }
    }
  }
  free(stacks); free(w.slots); free(w.live); free(w.thread);
  return rc;
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
                         .replace("{together}", "1" if "__shfl" in text
                                  or "__syncthreads" in text else "0"))
    return "\n".join(parts)


# what a TVM CUDA module's kernels need beyond the prelude (its own preamble is C++ and
# includes CUDA headers: left out)
TVM_PRELUDE = """
#include <stdalign.h>
#include <stdint.h>
#define uint unsigned int
#define uchar unsigned char
#define ushort unsigned short
"""


def tvm_kernels(source: str) -> str:
    """A TVM CUDA module's kernel definitions (its preamble and declarations left out), for
    host_source. EmulationError for dynamic shared memory (`extern __shared__`), which the
    host run does not give."""
    lines = source.splitlines()
    start = next((k for k, ln in enumerate(lines) if ln.startswith('extern "C" __global__')),
                 None)
    if start is None:
        raise EmulationError("no kernel found in the TVM module's source")
    # the preamble's asynchronous-copy fences (cp.async commit and wait groups): the host's
    # copies are done when they return, so the fences have nothing to wait for
    fences = re.findall(r"__device__ void (tvm_builtin_ptx_cp_async_(?:commit|wait)_group\w*)\(\)",
                        "\n".join(lines[:start]))
    body = [ln for ln in lines[start:]
            if not (ln.startswith('extern "C" __global__') and ln.rstrip().endswith(");"))]
    text = "\n".join(body)
    if "extern __shared__" in text:
        raise EmulationError("the TVM module uses dynamic shared memory: not run on the host")
    return TVM_PRELUDE + "".join(f"static inline void {f}(void) {{}}\n" for f in fences) + text


_LIBS: dict[str, ctypes.CDLL] = {}
# -ffp-contract=off: no fused multiply-add the CUDA source does not ask for (NVRTC contracts,
# which float tolerances absorb; the structure is what is checked here)
FLAGS = ["-std=gnu11", "-O1", "-fPIC", "-shared", "-ffp-contract=off", "-w"]


def cache_dir() -> Path:
    """This user's folder of compiled kernels (0700, checked to be this user's: a library
    found there is loaded, so nobody else may write it)."""
    folder = Path(tempfile.gettempdir()) / f"vopt-host-kernels-{os.getuid()}"
    folder.mkdir(mode=0o700, exist_ok=True)
    st = folder.stat()
    if st.st_uid != os.getuid() or st.st_mode & 0o077:
        raise EmulationError(f"{folder} is not this user's alone: not loading kernels from it")
    return folder


@functools.cache
def _compiler_id(cc: str) -> str:
    out = subprocess.run([cc, "--version"], capture_output=True, text=True, check=False)
    return (out.stdout or out.stderr).splitlines()[0] if (out.stdout or out.stderr) else cc


class HostKernels:
    """The kernels compiled into one shared library (kept per source, compiler and flags, in
    this process and in cache_dir())."""

    def __init__(self, kernels: dict[str, str]) -> None:
        source = host_source(kernels)
        cc = compiler()
        if cc is None:
            raise EmulationError("no C compiler found (cc, gcc or clang)")
        key = hashlib.sha256("\0".join([source, cc, _compiler_id(cc), *FLAGS])
                             .encode()).hexdigest()[:24]
        if key not in _LIBS:
            try:
                folder = cache_dir()
                lib = folder / f"k{key}.so"
                if not lib.exists():
                    fd, src_name = tempfile.mkstemp(suffix=".c", dir=folder)
                    with os.fdopen(fd, "w") as f:
                        f.write(source)
                    fd, tmp_name = tempfile.mkstemp(suffix=".so", dir=folder)
                    os.close(fd)
                    out = subprocess.run([cc, *FLAGS, "-o", tmp_name, src_name, "-lm"],
                                         capture_output=True, text=True, check=False)
                    os.unlink(src_name)
                    if out.returncode != 0:
                        os.unlink(tmp_name)
                        raise EmulationError(f"the kernels do not compile for the host: "
                                             f"{out.stderr.strip()[:1500]}")
                    os.replace(tmp_name, lib)
            except OSError as e:
                raise EmulationError(f"cannot build the kernels for the host: {e}") from None
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
    eOperator's kernel (a tuned one too) runs as TVM's CUDA C, after emulate.py has evaluated
    the expression it states into the same buffer: the two must agree (EmulationError naming
    the kernel), then the kernel's values stay. A module the host cannot run (tvm_kernels) is
    evaluated only, and listed in `not_run`."""

    GUARD = 1 << 20  # bytes of canary on each side of a memory space
    CANARY = 0xA5

    def __init__(self, plan) -> None:
        super().__init__(plan)
        # each space inside a larger array: a kernel writing past its space hits a canary
        self.whole: dict[str, np.ndarray] = {}
        for space, mem in list(self.mem.items()):
            whole = np.full(mem.size + 2 * self.GUARD, self.CANARY, np.uint8)
            whole[self.GUARD:self.GUARD + mem.size] = mem
            self.whole[space] = whole
            self.mem[space] = whole[self.GUARD:self.GUARD + mem.size]
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
        tvm = self.tvm
        self.launch_checked(s, [written], lambda: tvm.launch(s.kernel, s.grid, s.block,
                                                       [self.pointer(v) for v in p["args"]]))
        got = self.view(written).astype(np.float64)
        scale = 1.0 + float(np.max(np.abs(want), initial=0.0))
        err = float(np.max(np.abs(got - want), initial=0.0)) / scale
        if not err <= 1e-4:
            raise EmulationError(f"{s.node}: TVM's kernel {s.kernel} computes other values than "
                                 f"the expression it states (off by {err:.2e} of its range)")

    def launch_checked(self, s: Step, writes, run) -> None:
        """run() (a host launch), then: no byte outside the step's written buffers changed,
        in any space or its guards (the device's out-of-bounds write, which the NumPy stand-in
        refuses at its views, and raw pointers would not)."""
        before = {k: w.copy() for k, w in self.whole.items()}
        run()
        allowed = {k: np.zeros(w.size, bool) for k, w in self.whole.items()}
        for name in writes:
            b = self.plan.buffers[name]
            lo = self.GUARD + b.offset
            allowed[b.space][lo:lo + b.nbytes] = True
        for k, w in self.whole.items():
            changed = np.flatnonzero((w != before[k]) & ~allowed[k])
            if changed.size:
                at = int(changed[0]) - self.GUARD
                raise EmulationError(f"{s.node}: {s.kernel} wrote {changed.size} byte(s) outside "
                                     f"the buffers it writes ({k} space, first at byte {at})")

    def pointer(self, name: str) -> int:
        b = self.plan.buffers[name]
        return int(self.mem[b.space].ctypes.data) + b.offset

    def kernel(self, s: Step) -> None:
        p = s.params
        self.check_threads(s)
        ptrs = [self.pointer(v) for v in (*s.reads, *s.writes)]
        if p.get("status") is not None:
            ptrs.append(int(self.status_word.ctypes.data))
        self.status_word[0] = self.status
        self.launch_checked(s, s.writes, lambda: self.host.launch(s.kernel, s.grid, s.block, ptrs))
        self.status = int(self.status_word[0])
