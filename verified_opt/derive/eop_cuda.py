"""An eOperator as CUDA kernels: TVM's CUDA C and the launches TVM's own host code makes.

    mod = cuda_module(scope)      # cached in memory and on disk; needs TVM or a stored module
    mod.source                    # CUDA C of every kernel (one NVRTC program)
    mod.launches                  # in order: kernel name, argument roles, grid, block, writes

Where a module comes from: the memory cache; else, where TVM is, TVM (a stored record must be
what it generates, else it is refused or, from another TVM, replaced); else the on-disk store
(derive/cuda_store.py: generated anywhere TVM is and carried to machines without it, used
there unchecked against its expression). Without TVM and without a stored module: one line
saying how to get one.

The expression is lowered as derive/eop_tvm.py lowers it (placeholders in0, in1 ... in the
order of expr.tensors(scope); stages T0, T1 ..., innermost first; the result `out`) and
scheduled with dlight's GPU Fallback (one thread per output element of a block, the sums
serial in the thread). Nothing about the launch is guessed: TVM's pipeline is run once, and the
host function it writes is read for its `call_ffi_kernel` calls (kernel name, the buffers it
passes in order, the grid and block extents it computed) and its allocations (the stages,
which a caller must place: TVM would take them from its workspace pool). Which buffer a kernel
writes is read from its own body (the buffer it stores to). The same IRModule is then turned
into CUDA C by TVM's codegen (tirx.build's last two steps), so source and launches agree.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import importlib.util
import json
import math
import os
import re
import sys
import threading
from dataclasses import dataclass

from verified_opt.derive.eop_tvm import EOpError, TvmMissing, _prim_func, _tvm
from verified_opt.derive.expr import Scope, fingerprint, stages, tensors, to_json
from verified_opt.errors import VoptError, one_line

# Launch tags a plan step can carry: a 1-D grid of 1-D blocks (what Fallback emits).
LAUNCH_TAGS = ("blockIdx.x", "threadIdx.x")


@dataclass(frozen=True)
class Launch:
    """One kernel launch of an eOperator: `args` are buffer roles (in<k>, T<k>, out) in the
    kernel's parameter order; `writes` is the role it stores to."""

    kernel: str
    args: tuple[str, ...]
    grid: int
    block: int
    writes: str


@dataclass(frozen=True)
class CudaModule:
    name: str                                   # eop_<fingerprint>
    source: str
    launches: tuple[Launch, ...]
    scratch: dict[str, tuple[int, ...]]         # stage role -> its shape (the caller places it)
    inputs: tuple[tuple[int, ...], ...]         # shape of in0, in1 ...
    shape: tuple[int, ...]                      # of out

    def role_shape(self, role: str) -> tuple[int, ...]:
        if role == "out":
            return self.shape
        if role in self.scratch:
            return self.scratch[role]
        if role.startswith("in") and role[2:].isdigit() and int(role[2:]) < len(self.inputs):
            return self.inputs[int(role[2:])]
        raise EOpError(f"{self.name}: unknown buffer role {role!r}")


_CACHE: dict[tuple[str, str, str | None], CudaModule] = {}
_LOCK = threading.Lock()
# modules read from the store where no TVM could generate them to compare: their kernel bodies
# are the store's word (the GPU plan's summary says so)
UNCHECKED: set[str] = set()
UNCHECKED_ENV = "VOPT_CUDA_MODULES_UNCHECKED"  # "1": use stored modules as they are


def expr_key(scope: Scope) -> str:
    """The expression's canonical JSON: what the memory cache and the store key on."""
    return json.dumps(to_json(scope), sort_keys=True)


def module_name(scope: Scope, trace: str | None = None) -> str:
    """eop_<fingerprint>, and for a tuned schedule _t<digest of its trace>: a plan may hold the
    hand-scheduled and a tuned module of one expression, and kernel names must not collide."""
    base = f"eop_{fingerprint(scope)}"
    return base if trace is None else f"{base}_t{trace_digest(trace)[:8]}"


def trace_digest(trace: str) -> str:
    """sha256 of a trace's canonical JSON (what names and keys a tuned module)."""
    return hashlib.sha256(json.dumps(json.loads(trace), sort_keys=True).encode()).hexdigest()


def cuda_module(scope: Scope, arch: str = "sm_90", trace: str | None = None) -> CudaModule:
    """The eOperator's CUDA kernels and launches (float32), cached on expression, arch and
    schedule: in memory, then in the store; generated with TVM (and stored) where neither has
    it. `trace`: a tuning record's schedule for CUDA (tune/), replayed instead of dlight's
    Fallback; where it does not replay or lower to launches the plan can make, the hand
    schedule's module is given instead (a schedule is an optimization, never a requirement)."""
    from verified_opt.derive import cuda_store

    key = (expr_key(scope), arch, trace)
    with _LOCK:
        hit = _CACHE.get(key)
    if hit is not None:
        return hit
    stored = cuda_store.load(scope, arch, trace=trace)
    have = tvm_version()
    if stored is not None and (have is None or os.environ.get(UNCHECKED_ENV) == "1"):
        # unchecked against its expression: no TVM here to generate it, or the caller asked
        # for the store as it is (gpu_check.sh, whose modules this session's machine made:
        # generating them again would spend the GPU machine's minutes)
        mod = stored[0]
        UNCHECKED.add(mod.name)
    elif have is None and trace is not None:
        mod = cuda_module(scope, arch)  # no TVM to replay it: the hand schedule's module
    elif have is None:
        raise TvmMissing(
            f"no CUDA module of eop_{fingerprint(scope)} for {arch} in "
            f"{cuda_store.store_dir()} ({cuda_store.ENV}) and no TVM to generate it: generate "
            f"it where TVM is (vopt gpu-modules MODEL.onnx --arch {arch} --out DIR) and set "
            f"{cuda_store.ENV}=DIR, or pip install 'verified_opt[tvm]'")
    else:
        made: CudaModule | None = None
        try:
            made = generate(scope, arch, trace)
        except EOpError:
            if trace is None:
                raise
        if made is None:   # a trace of another TVM or kernel: the hand schedule's module
            mod = cuda_module(scope, arch)
        else:
            # Where TVM is, the stored record is only ever compared with what TVM generates:
            # its provenance fields are the file's word, so a record that names this TVM and
            # this generator and holds another kernel is an edited store, refused; one from
            # another TVM or generator is replaced (the store follows upgrades).
            now = {"tvm": have, "generator": cuda_store.generator()}
            if stored is not None and stored[0] != made and stored[1] == now:
                raise EOpError(
                    f"CUDA module {cuda_store.record_path(scope, arch, trace=trace)} refused: "
                    f"it names TVM {have} and this generator, but is not what they generate "
                    f"for its expression (edited?); remove it")
            mod = made
            if stored is None or stored != (made, now):
                try:
                    cuda_store.save(mod, scope, arch, have, trace=trace)
                except VoptError:
                    pass    # a store that cannot be written: the module is cached in memory
    with _LOCK:
        return _CACHE.setdefault(key, mod)


def available(scope: Scope, arch: str = "sm_90") -> bool:
    """Whether cuda_module can give the module without error: cached in memory, stored (and
    not refused), or TVM installed to generate it."""
    from verified_opt.derive import cuda_store

    if (expr_key(scope), arch, None) in _CACHE or tvm_version() is not None:
        return True
    try:
        return cuda_store.load(scope, arch) is not None
    except VoptError:
        return False


def generate(scope: Scope, arch: str = "sm_90", trace: str | None = None) -> CudaModule:
    """The module generated with TVM now (no cache read or written), scheduled by `trace`
    (a CUDA tuning record's) or dlight's Fallback. EOpError otherwise."""
    try:
        return _build(scope, arch, trace)
    except VoptError:
        raise
    except Exception as e:  # noqa: BLE001  (TVM raises its own types)
        raise EOpError(f"TVM cannot generate CUDA for the eOperator: {one_line(e, 200)}") \
            from None


def tvm_version() -> str | None:
    """The version of the TVM this process can import, None where it cannot (read from the
    package's metadata where it has some: importing TVM takes seconds)."""
    if "tvm" in sys.modules:
        m = sys.modules["tvm"]
        return None if m is None else str(getattr(m, "__version__", "unknown"))
    try:
        if importlib.util.find_spec("tvm") is None:
            return None
        return importlib.metadata.version("apache-tvm")
    except (ImportError, ValueError):
        try:
            import tvm
        except ImportError:
            return None
        return str(tvm.__version__)


_KERNEL = re.compile(r'extern "C" __global__ void (?:__launch_bounds__\((\d+)\) )?(\w+)'
                     r'\(([^)]*)\)\s*\{')


def kernels(source: str) -> dict[str, tuple[int | None, tuple[str, ...]]]:
    """The kernels the CUDA C defines: name -> (launch bound, the role of each parameter in
    order; TVM names a buffer's parameter <buffer>_ptr)."""
    out = {}
    for bound, name, params in _KERNEL.findall(source):
        names = [p.split()[-1] for p in params.split(",") if p.strip()]
        out[name] = (int(bound) if bound else None,
                     tuple(_role(n.removesuffix("_ptr")) for n in names))
    return out


def check_module(mod: CudaModule, scope: Scope, trace: str | None = None) -> None:
    """What a module must be for its expression, generated or read back: its name, the shapes
    of its inputs, stages and result, and launches that resolve: each kernel defined in the
    source with one parameter per role, in order, a block within its launch bounds, a write to
    a stage or the result; the result written. Stages in global memory are the expression's
    (a tuned schedule may inline some or keep them in a kernel's own memory). EOpError names
    the first thing wrong."""
    name = module_name(scope, trace)
    if mod.name != name:
        raise EOpError(f"module {mod.name!r} is not {name!r}, the expression's")
    want = {f"T{k}": s.shape for k, s in enumerate(stages(scope))}
    if any(want.get(r) != s for r, s in mod.scratch.items()) or (
            trace is None and mod.scratch != want):
        raise EOpError(f"{name}: stages {mod.scratch}, the expression's are {want}")
    ins = tuple(t.shape for t in tensors(scope))
    if mod.inputs != ins or mod.shape != scope.shape:
        raise EOpError(f"{name}: inputs {list(mod.inputs)} -> {mod.shape}, the expression "
                       f"reads {list(ins)} -> {scope.shape}")
    defined = kernels(mod.source)
    for ln in mod.launches:
        for role in ln.args:
            mod.role_shape(role)
        # a kernel named otherwise could take the place of another module's, or of the
        # plan's own kernels (one name -> function table per plan: backends/gpu/runtime.py)
        if not re.fullmatch(re.escape(name) + r"_kernel(_\d+)?", ln.kernel):
            raise EOpError(f"{name}: kernel {ln.kernel!r} is not one of this module's "
                           f"({name}_kernel, {name}_kernel_1 ...)")
        if ln.kernel not in defined:
            raise EOpError(f"{name}: {ln.kernel} is not defined in the source")
        bound, params = defined[ln.kernel]
        if params != ln.args:
            raise EOpError(f"{name}: {ln.kernel} takes {list(params)}, launched with "
                           f"{list(ln.args)}")
        if bound is not None and ln.block > bound:
            raise EOpError(f"{name}: {ln.kernel} launched with {ln.block} threads, its bound "
                           f"is {bound}")
        if ln.writes not in ln.args or not (ln.writes == "out" or ln.writes in mod.scratch):
            raise EOpError(f"{name}: {ln.kernel} writes {ln.writes!r}, not a stage or the "
                           f"result among its arguments")
        if trace is None:  # dlight's Fallback: one thread per element written, blocks of
            # the kernel's bound; any other launch leaves elements unwritten or writes past
            # the buffer where the kernel has no guard (TVM omits it when they divide)
            n = math.prod(mod.role_shape(ln.writes))
            if ln.block != bound or ln.grid != -(-n // ln.block):
                raise EOpError(f"{name}: {ln.kernel} launched as {ln.grid} x {ln.block}, "
                               f"{n} elements of {ln.writes} in blocks of its bound {bound} "
                               f"are {-(-n // (bound or 1))} x {bound}")
    if "out" not in {ln.writes for ln in mod.launches}:
        raise EOpError(f"{name}: no launch writes the result")


def _build(scope: Scope, arch: str, trace: str | None = None) -> CudaModule:
    tvm = _tvm()
    from tvm.s_tir import dlight as dl

    from verified_opt.derive.eop_tvm import _apply_trace, tuning_func

    name = module_name(scope, trace)
    target = tvm.target.Target({"kind": "cuda", "arch": arch})
    if trace is None:
        func, _ = _prim_func(scope, "float32", name)
        mod = tvm.IRModule({name: func})
        with target:
            mod = dl.ApplyDefaultSchedule(dl.gpu.Fallback())(mod)
    else:
        func = _apply_trace(tuning_func(scope), trace).with_attr("global_symbol", name)
        mod = tvm.IRModule({name: func})
    source, launches, allocs = lower_scheduled(mod, name, target)
    st = stages(scope)
    scratch = {f"T{k}": s.shape for k, s in enumerate(st)}
    if not set(allocs) <= set(scratch) or (trace is None and set(allocs) != set(scratch)):
        raise EOpError(f"{name}: TVM allocates {sorted(allocs)}, the expression has stages "
                       f"{sorted(scratch)}")
    for role, n in allocs.items():
        want = 1
        for d in scratch[role]:
            want *= d
        if n != want:
            raise EOpError(f"{name}: TVM allocates {n} elements for {role}, the stage has {want}")
    mod = CudaModule(name, source, tuple(launches), {r: scratch[r] for r in sorted(allocs)},
                     tuple(t.shape for t in tensors(scope)), scope.shape)
    check_module(mod, scope, trace)
    return mod


def lower_scheduled(mod, name: str, target) -> tuple[str, list[Launch], dict[str, int]]:
    """A scheduled IRModule (one function, `name`) through TVM's pipeline for the CUDA
    `target`: the CUDA C of its kernels, the launches its host function makes, and the buffers
    the host allocates (role -> elements). Also what the tuner's builder runs on each
    candidate (tune/cuda.py), so a schedule it measured is one the plan can launch."""
    tvm = _tvm()
    from tvm import tirx
    from tvm.tirx.build import split_host_device_mods, tir_to_runtime

    host = tvm.target.Target("llvm" if tvm.runtime.enabled("llvm") else "c")
    mod = tirx.transform.BindTarget(target.with_host(host))(mod)
    pipeline, fin_host, fin_device = tirx.get_default_tir_pipeline(target)
    mod = pipeline(mod)
    kernels = {gv.name_hint: f for gv, f in mod.functions.items()
               if "tirx.kernel_launch_params" in (f.attrs or {})}
    launches, allocs = _host_calls(tvm, mod[name], kernels)
    host_mod, device_mods = split_host_device_mods(mod)
    rt = tir_to_runtime(fin_host()(host_mod),
                        {t: fin_device()(m) for t, m in device_mods.items()}, host)
    return str(rt.imports[0].inspect_source()), launches, allocs


def _role(var_name: str) -> str:
    """A buffer's role from its data variable's name (in0, T0, out; TVM suffixes views _1)."""
    return var_name.split("_")[0]


def _fields(cls) -> list[str]:
    """The reflected fields of a TVM object type (through its ancestors)."""
    info, out = getattr(cls, "__tvm_ffi_type_info__", None), []
    while info is not None:
        out += [f.name for f in info.fields if f.name != "span"]
        info = info.parent_type_info
    return out


def _walk(node, fn) -> None:
    """fn on every statement and expression under node, in pre-order (statements in program
    order). TVM 0.27's Python has no TIR visitor: its objects' reflected fields are walked."""
    import tvm
    import tvm_ffi

    fn(node)
    for f in _fields(type(node)):
        v = getattr(node, f)
        for x in (list(v) if isinstance(v, tvm_ffi.Array) else [v]):
            if isinstance(x, (tvm.tirx.Stmt, tvm.ir.expr.Expr)):
                _walk(x, fn)


def _op(node) -> str:
    op = getattr(node, "op", None)
    return str(getattr(op, "name", "")) if type(node).__name__ == "Call" else ""


def _host_calls(tvm, entry, kernels: dict) -> tuple[list[Launch], dict[str, int]]:
    """The kernel launches of the host function in order, and the buffers it allocates
    (role -> elements)."""
    from tvm import tirx

    calls: list = []
    allocs: dict[str, int] = {}

    def visit(node) -> None:
        if _op(node) == "tirx.call_ffi_kernel":
            calls.append(node)
        elif isinstance(node, tirx.AllocBuffer):
            n = 1
            for d in node.buffer.shape:
                n *= int(d)
            allocs[_role(str(node.buffer.name))] = n

    _walk(entry.body, visit)
    launches = []
    for call in calls:
        kname = str(call.args[0].value)
        if kname not in kernels:
            raise EOpError(f"TVM launches {kname}, which its device module lacks")
        tags = [str(t) for t in call.attrs.launch_params]
        if tuple(tags) != LAUNCH_TAGS:
            raise EOpError(f"{kname}: launch parameters {tags}; the plan launches "
                           f"{list(LAUNCH_TAGS)} only")
        n_params = len(kernels[kname].params)
        ptrs, dims = call.args[1:1 + n_params], call.args[1 + n_params:]
        if len(dims) != len(tags) or any(not isinstance(d, tirx.IntImm) for d in dims):
            raise EOpError(f"{kname}: launch extents {list(map(str, dims))} are not constants")
        writes = _stored_roles(kernels[kname])
        if len(writes) != 1:
            raise EOpError(f"{kname}: stores to {sorted(writes)}, not one buffer")
        launches.append(Launch(kname, tuple(_data_role(p) for p in ptrs), int(dims[0].value),
                               int(dims[1].value), writes.pop()))
    if not launches:
        raise EOpError("TVM's host function launches no kernel")
    return launches, allocs


def _data_role(expr) -> str:
    """The role of a kernel argument: TVM passes buffer_data(<buffer var>)."""
    if _op(expr) == "tirx.buffer_data" and len(expr.args) == 1:
        return _role(str(expr.args[0].name))
    raise EOpError(f"kernel argument {expr} is not a buffer pointer")


def _scope(buffer) -> str:
    """The memory a buffer lives in (global, shared, local ...)."""
    try:
        return str(buffer.scope()) or "global"
    except (AttributeError, TypeError):
        return "global"


def _stored_roles(kernel) -> set[str]:
    from tvm import tirx

    out: set[str] = set()

    def visit(node) -> None:
        # a tuned kernel also stores to its own shared and local copies (in0_shared, T0_local)
        if isinstance(node, tirx.BufferStore) and _scope(node.buffer) == "global":
            out.add(_role(str(node.buffer.name)))

    _walk(kernel.body, visit)
    return out
