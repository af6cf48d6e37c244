"""eOperators: the parts of a derived expression no library operator matches, compiled with TVM.

    cop = compile_eop(scope)                   # cached: the same expression compiles once
    out = cop.run([x, w])                      # inputs in the order of expr.tensors(scope)
    src = cuda_source(scope, arch="sm_90")     # CUDA C of the same kernel, no GPU needed

Lowering (`te_compute`). Every stage of the expression (expr.stages, innermost first), then the
expression itself, becomes one `te.compute` over its loop extents: the axis a of a loop
[lo, hi) stands for the coordinate v = lo + a, and the sums become `te.sum` over reduce axes
[0, hi - lo) shifted the same way (a sum over an empty range is 0: TVM would leave the output
uninitialized). Tensors are placeholders in0, in1, ... in the order of expr.tensors; stages
are buffers T0, T1, ... read in their own coordinates (src[index - lo]).

Padding is in the semantics (a read outside a source's bounds is 0), so every read is
`if_then_else(in bounds, src[index - lo], 0)`, with one exact simplification: for an index
with no // or %, the minimum and maximum over the iterators' ranges are computed, and each side
of the bounds test that always holds is dropped (all of them for most reads; only the edges of
a padded convolution keep theirs). `if_then_else` never evaluates the branch it does not take,
so a guarded read out of bounds touches no memory.

Schedule (CPU). dlight's CPU rules in TVM 0.27 cover only GEMV and the softmax/norm family
(`Reduction` wants several blocks ending with an injective one), so each block gets a small
hand schedule through `tvm.s_tir.Schedule` (_schedule_cpu): the innermost spatial loop is split
by the largest divisor of its extent that fits the target's vector (16 float lanes with
AVX-512; 28 -> 14) and its inner part vectorized, with the reduction loops moved between the
two parts; the sums accumulate into a one-vector local buffer (cache_write, written back under
the outer loops: without it, in the parallel closure LLVM reloads and stores the output at
every reduction step, 2x slower); the leading spatial loops are fused until they give
PARALLEL_MIN iterations and parallelized. Measured on 2 cores (TVM used 1 thread): a 3x3
OffsetReduce over [1, 58, 58, 3, 3, 64] runs in about 0.09 ms either way (memory bound; LLVM
vectorizes the default too), a padded 32-channel 3x3 convolution on 28x28 in 0.86 ms against
5.4 ms unscheduled, a 256^3 matmul in 0.85 ms against 12.5 ms. A lane-dependent bounds test in
a vectorized loop is scalarized by TVM (branches, no masked loads), so guards stay exact. If
any step of the schedule fails, the unscheduled function is compiled instead (`scheduled` is
False): correctness first. The target "llvm" means the host CPU (-mcpu of this machine);
without it LLVM emits SSE2 only.

Buffers passed to TVM are C-contiguous, writable and 64-byte aligned: the generated code assumes
the alignment, and a misaligned buffer crashes the process (measured: a segfault). `run`
copies an input only where it is not (`aligned`); numpy's own large arrays are often only
16-byte aligned, ONNX Runtime's outputs are 64-byte aligned. Indices are int32 (te's default).
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from verified_opt.derive.expr import (
    Access,
    Aff,
    Const,
    Div,
    Mul,
    Scope,
    Tensor,
    Term,
    fingerprint,
    stages,
    tensors,
    to_json,
)
from verified_opt.errors import VoptError, one_line

ALIGN = 64
PARALLEL_MIN = 16     # fuse leading spatial loops until they give this many iterations


class TvmMissing(VoptError):
    """TVM (the optional extra `tvm`) is not installed."""


class EOpError(VoptError):
    """An eOperator that TVM cannot compile or run (a bad input, an unsupported target)."""


def _tvm():
    # TVM's thread pool sizes itself once, when the runtime starts, and on these machines it
    # chose one thread of two (a G2BMM eOperator: 9.9 ms, 5.0 ms with both). Every core this
    # process may run on, unless the user said otherwise.
    os.environ.setdefault("TVM_NUM_THREADS", str(len(os.sched_getaffinity(0))))
    try:
        import tvm
        from tvm import te, tirx  # noqa: F401
    except ImportError as e:
        raise TvmMissing(f"eOperators need TVM: pip install 'verified_opt[tvm]' "
                         f"({one_line(e, 120)})") from None
    return tvm


# ---------------------------------------------------------------------------- lowering

def index_range(ix: Aff, ranges: Mapping[str, tuple[int, int]]) -> tuple[int, int] | None:
    """[min, max] of an index with no // or % over iterators in [lo, hi) (None otherwise, or
    where an iterator's range is empty)."""
    lo = hi = ix.const
    for atom, c in ix.terms:
        if not isinstance(atom, str) or atom not in ranges:
            return None
        a, b = ranges[atom]
        if b <= a:
            return None
        lo += min(c * a, c * (b - 1))
        hi += max(c * a, c * (b - 1))
    return lo, hi


class _Lowering:
    def __init__(self, scope: Scope, dtype: str):
        self.tvm = _tvm()
        self.te, self.tirx = self.tvm.te, self.tvm.tirx
        self.dtype = dtype
        self.placeholders = {t: self.te.placeholder(t.shape, dtype, name=f"in{k}")
                             for k, t in enumerate(tensors(scope))}
        self.built: dict[Scope, Any] = {}
        for k, st in enumerate(stages(scope)):
            self.built[st] = self.stage(st, f"T{k}")
        self.out = self.stage(scope, "out")

    def zero(self):
        return self.tirx.const(0.0, self.dtype)

    def stage(self, s: Scope, name: str):
        ranges = {it.name: (it.lo, it.hi) for it in s.iters}

        def fcompute(*axes):
            env = {it.name: (ax + it.lo if it.lo else ax) for it, ax in zip(s.loops, axes)}
            if not s.sums:
                return self.term(s.body, env, ranges)
            if any(it.extent == 0 for it in s.sums):
                return self.zero()
            raxes = [self.te.reduce_axis((0, it.extent), name=f"j{k}")
                     for k, it in enumerate(s.sums)]
            env |= {it.name: (ax + it.lo if it.lo else ax) for it, ax in zip(s.sums, raxes)}
            return self.te.sum(self.term(s.body, env, ranges), axis=raxes)

        return self.te.compute(s.shape, fcompute, name=name,
                               varargs_names=[f"i{k}" for k in range(len(s.loops))])

    def index(self, ix: Aff, env):
        out = None
        for atom, c in ix.terms:
            if isinstance(atom, str):
                v = env[atom]
            elif isinstance(atom, Div):
                v = self.tirx.floordiv(self.index(atom.arg, env), atom.k)
            else:
                v = self.tirx.floormod(self.index(atom.arg, env), atom.k)
            v = v if c == 1 else v * c
            out = v if out is None else out + v
        if out is None:
            return ix.const
        return out + ix.const if ix.const else out

    def read(self, a: Access, env, ranges):
        src = a.src
        if any(hi <= lo for lo, hi in src.bounds):
            return self.zero()   # an empty source: every read is outside it
        data = self.placeholders[src] if isinstance(src, Tensor) else self.built[src]
        idx, conds = [], []
        for ix, (lo, hi) in zip(a.index, src.bounds):
            e = self.index(ix, env)
            r = index_range(ix, ranges)
            if r is None or r[0] < lo:
                conds.append(e >= lo)
            if r is None or r[1] >= hi:
                conds.append(e < hi)
            idx.append(e - lo if lo else e)
        val = data[tuple(idx)]
        if not conds:
            return val
        return self.tirx.if_then_else(self.tirx.all(*conds), val, self.zero())

    def term(self, t: Term, env, ranges):
        if isinstance(t, Access):
            return self.read(t, env, ranges)
        if isinstance(t, Const):
            return self.tirx.const(float(t.value), self.dtype)
        a, b = self.term(t.a, env, ranges), self.term(t.b, env, ranges)
        return a * b if isinstance(t, Mul) else a + b


def te_compute(scope: Scope, dtype: str = "float32") -> tuple[list, Any]:
    """(placeholders in the order of expr.tensors(scope), the output te.Tensor)."""
    low = _Lowering(scope, dtype)
    return list(low.placeholders.values()), low.out


def _prim_func(scope: Scope, dtype: str, name: str):
    tvm = _tvm()
    low = _Lowering(scope, dtype)
    func = tvm.te.create_prim_func([*low.placeholders.values(), low.out])
    blocks = [(f"T{k}", st) for k, st in enumerate(low.built)] + [("out", scope)]
    return func.with_attr("global_symbol", name), blocks


# ---------------------------------------------------------------------------- schedule

def _lanes(target, dtype: str) -> int:
    from tvm.target.codegen import llvm_get_vector_width
    try:
        bits = int(llvm_get_vector_width(target))
    except Exception:  # noqa: BLE001  (an unknown cpu: assume SSE)
        bits = 128
    return max(bits // (np.dtype(dtype).itemsize * 8), 1)


def _vector_width(extent: int, lanes: int) -> int:
    """The largest divisor of the innermost extent that fits in a vector (1: do not vectorize)."""
    return max(d for d in range(1, min(extent, lanes) + 1) if extent % d == 0)


def _schedule_cpu(func, blocks: list[tuple[str, Scope]], lanes: int):
    """Each block: the innermost spatial loop split by _vector_width and vectorized, the
    reductions moved between its two parts; the sums accumulate into a local buffer of one
    vector (cache_write, written back under the outer loops); the leading spatial loops fused
    until they give PARALLEL_MIN iterations and parallelized."""
    from tvm import s_tir
    sch = s_tir.Schedule(func)
    for name, s in blocks:
        exts = [it.extent for it in s.loops]
        if not exts or 0 in exts:
            continue
        b = sch.get_sblock(name)
        v = _vector_width(exts[-1], lanes)
        if v == exts[-1] and len(exts) == 1:
            v = 1   # the only loop: parallelize it, leave vectors to LLVM
        outer_n = len(exts) - (v == exts[-1] and v > 1)
        wb = sch.cache_write(b, 0, "local") if s.sums and outer_n else None
        loops = sch.get_loops(b)
        sp, rd = list(loops[:len(exts)]), list(loops[len(exts):])
        oexts = exts[:]
        vec = None
        if v > 1:
            if v == exts[-1]:
                vec = sp.pop()
                oexts.pop()
            else:
                o, vec = sch.split(sp[-1], factors=[None, v])
                sp[-1] = o
                oexts[-1] = exts[-1] // v
            if rd:
                sch.reorder(*sp, *rd, vec)
            sch.vectorize(vec)
        if wb is not None:
            sch.reverse_compute_at(wb, sp[-1])
            wl = sch.get_loops(wb)[len(sp):]
            if len(wl) == 1 and vec is not None:
                sch.vectorize(wl[0])
        m, p = 0, 1
        while m < len(sp) and p < PARALLEL_MIN:
            p *= oexts[m]
            m += 1
        if m:
            sch.parallel(sch.fuse(*sp[:m]) if m > 1 else sp[0])
    return sch.mod["main"]


def tuning_func(scope: Scope, dtype: str = "float32"):
    """The kernel's TIR as MetaSchedule tunes it and the tuning database keys it: unscheduled,
    named main (so the key does not depend on the expression's fingerprint)."""
    func, _ = _prim_func(scope, dtype, "main")
    return func


# A replayed trace comes from a file (a tuning record on disk, a model's eOperator attribute),
# so it may only use schedule primitives that keep what the kernel computes: loops split,
# fused, reordered, parallelized, vectorized, unrolled or bound to threads; stages cached,
# moved or inlined; reductions decomposed or factored. Refused, among others: UnsafeSetDType
# (computes in float16 where the check's small integers cannot tell), TransformLayout on a
# parameter, Tensorize, and any annotation but the tuner's own: `pragma_import_llvm` links
# LLVM IR (native code that runs when the kernel does) into the kernel (a red-team review ran
# a shell command from a forged record and from a model's attribute).
SAFE_TRACE_KINDS = frozenset({
    "GetSBlock", "GetBlock", "GetLoops", "GetChildBlocks", "GetProducers", "GetConsumers",
    "GetOutputBlocks", "SamplePerfectTile", "SamplePartitionedTile", "SampleCategorical",
    "SampleComputeLocation", "Split", "Fuse", "Reorder", "Parallel", "Vectorize", "Bind",
    "Unroll", "AddUnitLoop", "CacheRead", "CacheWrite", "ComputeAt", "ReverseComputeAt",
    "ComputeInline", "ReverseComputeInline", "DecomposeReduction", "RFactor", "StorageAlign",
    "SetScope", "Annotate", "Unannotate", "EnterPostproc"})
SAFE_ANNOTATIONS = frozenset({
    "meta_schedule.tiling_structure", "meta_schedule.parallel", "meta_schedule.vectorize",
    "meta_schedule.unroll_explicit", "meta_schedule.unroll_implicit",
    "meta_schedule.cooperative_fetch", "meta_schedule.thread_extent_low_inclusive",
    "meta_schedule.thread_extent_high_inclusive", "meta_schedule.random_compute_producer",
    "pragma_auto_unroll_max_step", "pragma_unroll_explicit", "software_pipeline_stage",
    "software_pipeline_order", "software_pipeline_async_stages"})
SAFE_SCOPES = frozenset({"global", "shared", "shared.dyn", "local", "warp"})


def check_trace(trace) -> None:
    """Raise EOpError unless every instruction of the trace (JSON text or its parsed list) is
    one of SAFE_TRACE_KINDS, with an annotation key of SAFE_ANNOTATIONS and a storage scope
    of SAFE_SCOPES."""
    doc = json.loads(trace) if isinstance(trace, str) else trace
    insts = doc[0] if isinstance(doc, list) and doc and isinstance(doc[0], list) else None
    if not isinstance(insts, list):
        raise EOpError("a schedule trace is a list of instructions and decisions")
    for inst in insts:
        if not (isinstance(inst, list) and len(inst) == 4 and isinstance(inst[0], str)
                and all(isinstance(part, list) for part in inst[1:])):
            raise EOpError(f"a schedule trace's instruction is malformed: {str(inst)[:80]}")
        kind, _, attrs, _ = inst
        if kind not in SAFE_TRACE_KINDS:
            raise EOpError(f"schedule instruction {kind} is not replayed (it may change what "
                           "the kernel computes or run code of its own)")
        if kind == "Annotate" and (not attrs or attrs[0] not in SAFE_ANNOTATIONS):
            raise EOpError(f"schedule annotation {str(attrs[:1])[:80]} is not replayed")
        if kind == "SetScope" and not (attrs and isinstance(attrs[-1], str)
                                       and attrs[-1].strip('"') in SAFE_SCOPES):
            # attrs: [buffer index, scope] (inputs name the block)
            raise EOpError(f"storage scope {str(attrs[-1:])[:80]} is not replayed")


def _apply_trace(func, trace: str):
    """func (named main) scheduled by a tuning record's trace (tune/db.py), once check_trace
    has found only primitives that keep what the kernel computes."""
    from tvm import s_tir
    tvm = _tvm()
    doc = json.loads(trace)
    check_trace(doc)
    sch = s_tir.Schedule(tvm.IRModule({"main": func}))
    s_tir.schedule.Trace.apply_json_to_schedule(doc, sch)
    return sch.mod["main"]


def resolve_target(target) -> Any:
    """A TVM Target for an llvm target name or dict ("llvm": this machine's CPU)."""
    return _resolve_target(target)


def _resolve_target(target) -> Any:
    tvm = _tvm()
    if target == "llvm":
        from tvm.target.codegen import llvm_get_system_cpu
        return tvm.target.Target({"kind": "llvm", "mcpu": llvm_get_system_cpu()})
    t = tvm.target.Target(target)
    if t.kind.name != "llvm":
        raise EOpError(f"compile_eop runs eOperators on the CPU (an llvm target), not "
                       f"{t.kind.name}; cuda_source gives the CUDA C of a kernel")
    return t


# ---------------------------------------------------------------------------- compiled

def _aligned_empty(shape, dtype) -> np.ndarray:
    dt = np.dtype(dtype)
    n = int(np.prod(shape, dtype=np.int64))
    buf = np.empty(n * dt.itemsize + ALIGN, dtype=np.uint8)
    off = (-buf.ctypes.data) % ALIGN
    return buf[off:off + n * dt.itemsize].view(dt).reshape(shape)


def aligned(a: np.ndarray, dtype="float32") -> np.ndarray:
    """a itself if TVM can take it (C-contiguous, writable, 64-byte aligned), else a copy that
    is: a kernel handed a misaligned buffer crashes (its vector loads assume the alignment)."""
    a = np.asarray(a)
    if (a.dtype == dtype and a.flags.c_contiguous and a.ctypes.data % ALIGN == 0
            and a.flags.writeable):
        return a
    out = _aligned_empty(a.shape, dtype)
    out[...] = a
    return out


@dataclass
class CompiledEOp:
    """A compiled eOperator; `run` takes the inputs in the order of expr.tensors(scope)."""

    scope: Scope
    target: str
    dtype: str
    name: str
    scheduled: bool                 # False: the hand schedule failed, the default one runs
    compile_s: float
    input_shapes: list[tuple[int, ...]]
    _fn: Any = field(repr=False)
    tuned: bool = False             # scheduled by a tuning record's trace (tune/)

    @property
    def shape(self) -> tuple[int, ...]:
        return self.scope.shape

    def run(self, inputs: Sequence[np.ndarray]) -> np.ndarray:
        if len(inputs) != len(self.input_shapes):
            raise EOpError(f"eOperator {self.name}: {len(inputs)} inputs, it reads "
                           f"{len(self.input_shapes)}")
        args = []
        for k, (x, shp) in enumerate(zip(inputs, self.input_shapes)):
            if tuple(np.shape(x)) != shp:
                raise EOpError(f"eOperator {self.name}: input {k} has shape {np.shape(x)}, "
                               f"it reads {shp}")
            args.append(aligned(x, self.dtype))
        out = _aligned_empty(self.shape, self.dtype)
        if out.size == 0:
            return out
        try:
            self._fn(*args, out)
        except Exception as e:  # noqa: BLE001  (TVM's argument checks raise its own types)
            raise EOpError(f"eOperator {self.name} failed to run: {one_line(e, 200)}") from None
        return out

    def time(self, inputs: Sequence[np.ndarray], repeats: int = 20, rounds: int = 5) -> float:
        """Seconds per call (the best of `rounds` means over `repeats` calls), buffers prepared
        once (TVM 0.27's executable has no time_evaluator)."""
        args = [aligned(x, self.dtype) for x in inputs]
        out = _aligned_empty(self.shape, self.dtype)
        self._fn(*args, out)
        best = float("inf")
        for _ in range(rounds):
            t0 = time.perf_counter()
            for _ in range(repeats):
                self._fn(*args, out)
            best = min(best, (time.perf_counter() - t0) / repeats)
        return best


_CACHE: dict[tuple[str, str, str], CompiledEOp] = {}
_LOCK = threading.Lock()


def _target_key(target) -> str:
    return target if isinstance(target, str) else json.dumps(target, sort_keys=True, default=str)


def compile_eop(scope: Scope, target="llvm", dtype: str = "float32",
                schedule: bool = True, trace: str | None = None) -> CompiledEOp:
    """The eOperator compiled for a CPU target (cached on expression, target, dtype and
    schedule). `trace`: a tuning record's schedule (tune/db.py) replayed instead of the hand
    schedule; one that does not replay (another TVM, another kernel) falls back to it."""
    key = (json.dumps(to_json(scope), sort_keys=True), _target_key(target),
           dtype + ("" if schedule else "/default") + (f"/{trace}" if trace else ""))
    with _LOCK:
        hit = _CACHE.get(key)
    if hit is not None:
        return hit
    tvm = _tvm()
    t0 = time.perf_counter()
    tgt = _resolve_target(target)
    name = f"eop_{fingerprint(scope)}"
    try:
        func, blocks = _prim_func(scope, dtype, name)
    except VoptError:
        raise
    except Exception as e:  # noqa: BLE001  (TVM raises its own types)
        raise EOpError(f"cannot lower the eOperator to TVM: {one_line(e, 200)}") from None
    ex, scheduled, tuned = None, False, False
    if trace:
        try:
            tfunc = _apply_trace(tuning_func(scope, dtype), trace)
            ex = tvm.compile(tvm.IRModule({name: tfunc.with_attr("global_symbol", name)}),
                             target=tgt)
            scheduled = tuned = True
        except Exception:  # noqa: BLE001  (a schedule is an optimization: fall back)
            ex = None
    if ex is None and schedule:
        try:
            sfunc = _schedule_cpu(func, blocks, _lanes(tgt, dtype))
            ex = tvm.compile(tvm.IRModule({name: sfunc}), target=tgt)
            scheduled = True
        except Exception:  # noqa: BLE001  (the schedule is an optimization: fall back)
            ex = None
    if ex is None:
        try:
            ex = tvm.compile(tvm.IRModule({name: func}), target=tgt)
        except Exception as e:  # noqa: BLE001
            raise EOpError(f"TVM cannot compile the eOperator: {one_line(e, 200)}") from None
    try:
        fn = ex[name]
    except Exception as e:  # noqa: BLE001  (a module that does not load its kernel)
        raise EOpError(f"TVM cannot load the eOperator: {one_line(e, 200)}") from None
    cop = CompiledEOp(scope, _target_key(target), dtype, name, scheduled,
                      time.perf_counter() - t0, [t.shape for t in tensors(scope)], fn, tuned)
    with _LOCK:
        return _CACHE.setdefault(key, cop)


def clear_cache() -> None:
    with _LOCK:
        _CACHE.clear()


# ---------------------------------------------------------------------------- CUDA

def cuda_source(scope: Scope, arch: str = "sm_90", dtype: str = "float32") -> str:
    """The CUDA C source of the eOperator (dlight's GPU fallback schedule); needs no GPU."""
    tvm = _tvm()
    from tvm.s_tir import dlight as dl
    name = f"eop_{fingerprint(scope)}"
    try:
        func, _ = _prim_func(scope, dtype, name)
        target = tvm.target.Target({"kind": "cuda", "arch": arch})
        mod = tvm.IRModule({name: func})
        with target:
            mod = dl.ApplyDefaultSchedule(dl.gpu.Fallback())(mod)
        ex = tvm.compile(mod, target=target)
        return str(ex.mod.imports[0].inspect_source())  # a tvm String: NVRTC takes a str
    except Exception as e:  # noqa: BLE001  (TVM raises its own types)
        raise EOpError(f"TVM cannot generate CUDA for the eOperator: {one_line(e, 200)}") \
            from None
