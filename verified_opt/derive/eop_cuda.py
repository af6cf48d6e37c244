"""An eOperator as CUDA kernels: TVM's CUDA C and the launches TVM's own host code makes.

    mod = cuda_module(scope)      # cached on the expression; needs TVM, no GPU
    mod.source                    # CUDA C of every kernel (one NVRTC program)
    mod.launches                  # in order: kernel name, argument roles, grid, block, writes

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

import json
import threading
from dataclasses import dataclass

from verified_opt.derive.eop_tvm import EOpError, _prim_func, _tvm
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


_CACHE: dict[tuple[str, str], CudaModule] = {}
_LOCK = threading.Lock()


def cuda_module(scope: Scope, arch: str = "sm_90") -> CudaModule:
    """The eOperator's CUDA kernels and launches (float32), cached on expression and arch."""
    key = (json.dumps(to_json(scope), sort_keys=True), arch)
    with _LOCK:
        hit = _CACHE.get(key)
    if hit is not None:
        return hit
    try:
        mod = _build(scope, arch)
    except VoptError:
        raise
    except Exception as e:  # noqa: BLE001  (TVM raises its own types)
        raise EOpError(f"TVM cannot generate CUDA for the eOperator: {one_line(e, 200)}") \
            from None
    with _LOCK:
        return _CACHE.setdefault(key, mod)


def _build(scope: Scope, arch: str) -> CudaModule:
    tvm = _tvm()
    from tvm import tirx
    from tvm.s_tir import dlight as dl
    from tvm.tirx.build import split_host_device_mods, tir_to_runtime

    name = f"eop_{fingerprint(scope)}"
    func, _ = _prim_func(scope, "float32", name)
    target = tvm.target.Target({"kind": "cuda", "arch": arch})
    host = tvm.target.Target("llvm" if tvm.runtime.enabled("llvm") else "c")
    mod = tvm.IRModule({name: func})
    with target:
        mod = dl.ApplyDefaultSchedule(dl.gpu.Fallback())(mod)
    mod = tirx.transform.BindTarget(target.with_host(host))(mod)
    pipeline, fin_host, fin_device = tirx.get_default_tir_pipeline(target)
    mod = pipeline(mod)
    kernels = {gv.name_hint: f for gv, f in mod.functions.items()
               if "tirx.kernel_launch_params" in (f.attrs or {})}
    entry = mod[name]
    launches, allocs = _host_calls(tvm, entry, kernels)
    host_mod, device_mods = split_host_device_mods(mod)
    rt = tir_to_runtime(fin_host()(host_mod),
                        {t: fin_device()(m) for t, m in device_mods.items()}, host)
    source = str(rt.imports[0].inspect_source())
    st = stages(scope)
    scratch = {f"T{k}": s.shape for k, s in enumerate(st)}
    if set(allocs) != set(scratch):
        raise EOpError(f"{name}: TVM allocates {sorted(allocs)}, the expression has stages "
                       f"{sorted(scratch)}")
    for role, n in allocs.items():
        want = 1
        for d in scratch[role]:
            want *= d
        if n != want:
            raise EOpError(f"{name}: TVM allocates {n} elements for {role}, the stage has {want}")
    return CudaModule(name, source, tuple(launches), scratch,
                      tuple(t.shape for t in tensors(scope)), scope.shape)


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


def _stored_roles(kernel) -> set[str]:
    from tvm import tirx

    out: set[str] = set()

    def visit(node) -> None:
        if isinstance(node, tirx.BufferStore):
            out.add(_role(str(node.buffer.name)))

    _walk(kernel.body, visit)
    return out
