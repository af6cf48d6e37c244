"""NVRTC: the plan's kernels compiled to PTX, on any machine (no GPU or driver needed).

The plan's own kernels go in one program; each TVM eOperator module is a program of its own.
Uses the raw API `cupy.cuda.nvrtc` (createProgram, compileProgram, getPTX); CuPy's compiler
helpers query the device and fail without a driver. All kernels of a plan go in one program.
"""

from __future__ import annotations

from verified_opt.errors import ModelError

ARCH = "compute_90"
PRELUDE = "#define INFINITY __int_as_float(0x7f800000)\n"


class NvrtcError(ModelError):
    """NVRTC is missing or rejected a kernel (the log is in the message)."""


def available() -> bool:
    try:
        from cupy.cuda import nvrtc

        nvrtc.getVersion()
        return True
    except Exception:  # noqa: BLE001  (ImportError, or the library not found)
        return False


def cccl_include() -> str | None:
    """A headers folder holding libcu++/CUB, for kernels that include: nvidia-cuda-cccl-cu12's,
    else the CUDA toolkit's (CUDA 13 keeps CCCL in include/cccl), else None."""
    import os

    try:
        import nvidia.cuda_cccl as cccl

        return f"{next(iter(cccl.__path__))}/include"
    except ImportError:
        pass
    home = os.environ.get("CUDA_HOME") or os.environ.get("CUDA_PATH") or "/usr/local/cuda"
    for inc in (f"{home}/include/cccl", f"{home}/include"):
        if os.path.isdir(f"{inc}/cuda/std"):
            return inc
    return None


def program_source(kernels: dict[str, str]) -> str:
    from verified_opt.backends.gpu.cuda_source import HALF

    return PRELUDE + HALF + "\n".join(kernels[k] for k in sorted(kernels))


def compile_ptx(source: str, arch: str = ARCH, name: str = "plan.cu") -> str:
    """PTX text for `source`; raises NvrtcError with NVRTC's log on failure."""
    try:
        from cupy.cuda import nvrtc
    except ImportError as e:
        raise NvrtcError(f"NVRTC is not available (install the gpu extra): {e}") from None
    options = [f"-arch={arch}", "--std=c++17", "-default-device"]
    inc = cccl_include()
    if inc and "#include" in source:
        options.append(f"-I{inc}")
    prog = nvrtc.createProgram(source, name, [], [])
    try:
        try:
            nvrtc.compileProgram(prog, options)
        except nvrtc.NVRTCError as e:
            log = nvrtc.getProgramLog(prog)
            raise NvrtcError(f"NVRTC failed ({e}): {log[:2000]}") from None
        ptx = nvrtc.getPTX(prog)
    finally:
        nvrtc.destroyProgram(prog)
    return ptx.decode() if isinstance(ptx, bytes) else ptx


def compile_plan(plan) -> str:
    """PTX of every generated kernel of a plan (one program), checked to define each entry."""
    kernels = plan.kernels()
    ptx = compile_ptx(program_source(kernels))
    missing = [k for k in kernels if f".entry {k}(" not in ptx]
    if missing:
        raise NvrtcError(f"PTX lacks entries: {missing[:5]}")
    return ptx


def compile_modules(plan) -> dict[str, str]:
    """PTX of each TVM eOperator module of a plan (module name -> PTX), each checked to define
    the kernels the plan launches from it."""
    out: dict[str, str] = {}
    for name, source in plan.modules().items():
        ptx = compile_ptx(source, name=f"{name}.cu")
        launched = {s.kernel for s in plan.steps if s.lib == "tvm" and s.params["module"] == name}
        missing = [k for k in sorted(launched) if f".entry {k}(" not in ptx]
        if missing:
            raise NvrtcError(f"PTX of {name} lacks entries: {missing[:5]}")
        out[name] = ptx
    return out
