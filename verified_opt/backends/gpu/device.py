"""The device: finding it, its versions, and the two library calls of a plan (cuBLAS GEMM and the
cuDNN frontend convolution graph). Needs CuPy and a CUDA GPU; everything here fails with
GpuUnavailable (one line) when either is missing.
"""

from __future__ import annotations

import os
from typing import Any

import numpy as np

from verified_opt.errors import ModelError, VoptError, one_line


class GpuUnavailable(ModelError):
    """No usable CUDA device (no CuPy, no driver, or no GPU)."""


def gpu_count() -> int:
    """How many CUDA devices CuPy sees; 0 without CuPy, a driver or a GPU."""
    try:
        import cupy

        return int(cupy.cuda.runtime.getDeviceCount())
    except Exception:  # noqa: BLE001  (ImportError, CUDARuntimeError: no driver / no device)
        return 0


def driver_present() -> bool:
    """Whether the NVIDIA driver's library loads (CuPy's own error without it names the CUDA
    runtime's version check, not the missing driver)."""
    import ctypes

    try:
        ctypes.CDLL("libcuda.so.1")
        return True
    except OSError:
        return False


def cudnn_library_paths() -> list[str]:
    """Where pip's cuDNN wheels keep libcudnn.so.9 on sys.path: nvidia/cudnn/lib (CUDA 12
    wheels) or nvidia/cu*/lib (CUDA 13 wheels, which torch's CUDA 13 builds pull in)."""
    import glob
    import os
    import sys

    found: list[str] = []
    for entry in sys.path:
        for pattern in ("nvidia/cudnn/lib/libcudnn.so.9", "nvidia/cu*/lib/libcudnn.so.9"):
            found += sorted(glob.glob(os.path.join(entry or ".", pattern)))
    return found


def import_cudnn() -> Any:
    """The cuDNN frontend module with libcudnn loaded. The frontend looks for the library in
    LD_LIBRARY_PATH and in nvidia/cudnn/lib of the interpreter's own site-packages only, and
    otherwise imports without it (every call then fails): a library found on sys.path is loaded
    first, globally, so that its lookup by soname finds it."""
    import ctypes

    for path in cudnn_library_paths()[:1]:
        try:
            ctypes.CDLL(path, mode=ctypes.RTLD_GLOBAL)
        except OSError:
            pass
    import cudnn

    return cudnn


def require_gpu() -> None:
    try:
        import cupy
    except ImportError:
        raise GpuUnavailable("no GPU backend: CuPy is not installed "
                             "(pip install -e '.[gpu]')") from None
    if not driver_present():
        raise GpuUnavailable("no NVIDIA GPU found: the NVIDIA driver (libcuda.so.1) is not "
                             "installed or cannot be loaded")
    try:
        n = cupy.cuda.runtime.getDeviceCount()
    except Exception as e:  # noqa: BLE001
        raise GpuUnavailable(f"no CUDA GPU found: {one_line(e, 160)}") from None
    if n == 0:
        raise GpuUnavailable("no CUDA GPU found: the driver reports 0 devices")


def versions() -> dict[str, Any]:
    """Device, driver and library versions (what a cached GPU timing is keyed by)."""
    require_gpu()
    import cupy

    rt = cupy.cuda.runtime
    props = rt.getDeviceProperties(0)
    info: dict[str, Any] = {
        "device": props["name"].decode() if isinstance(props["name"], bytes) else props["name"],
        "compute_capability": f"{props['major']}.{props['minor']}",
        "memory_gib": round(props["totalGlobalMem"] / 2**30, 1),
        "driver": rt.driverGetVersion(),
        "cuda_runtime": rt.runtimeGetVersion(),
        "cupy": cupy.__version__,
    }
    try:
        from cupy.cuda import nvrtc

        info["nvrtc"] = ".".join(map(str, nvrtc.getVersion()))
    except Exception as e:  # noqa: BLE001
        info["nvrtc"] = f"unavailable: {one_line(e, 80)}"
    try:
        from cupy_backends.cuda.libs import cublas

        info["cublas"] = cublas.getVersion(cupy.cuda.device.get_cublas_handle())
    except Exception as e:  # noqa: BLE001
        info["cublas"] = f"unavailable: {one_line(e, 80)}"
    try:
        cudnn = import_cudnn()
        info["cudnn_frontend"] = getattr(cudnn, "__version__", "?")
        info["cudnn"] = cudnn.backend_version()
    except Exception as e:  # noqa: BLE001
        info["cudnn"] = f"unavailable: {one_line(e, 80)}"
    return info


# ---- cuBLAS --------------------------------------------------------------------------------
CUDA_R_16F = 2  # cudaDataType_t (library_types.h)
CUBLAS_COMPUTE_32F = 68  # cublasComputeType_t (cublas_api.h)
CUBLAS_GEMM_DEFAULT = -1


CUBLAS_OP = {"N": 0, "T": 1}  # cublasOperation_t (CuPy's CUBLAS_OP_N and _T are the same)


def cublas_library(maps: str = "/proc/self/maps") -> str | None:
    """The cuBLAS library this process has loaded (CuPy's cuBLAS module links it), by path:
    None where none is loaded, or where two are (another package's copy beside CuPy's: the
    handle CuPy made must not go to the other one, so CuPy's own wrappers are used then)."""
    found = set()
    try:
        with open(maps) as f:
            for line in f:
                fields = line.split(maxsplit=5)
                if len(fields) < 6:
                    continue
                path = fields[5].strip().removesuffix(" (deleted)")
                if os.path.basename(path).startswith("libcublas.so"):
                    found.add(path)
    except OSError:
        return None
    return found.pop() if len(found) == 1 else None


_CUBLAS: list[Any] = []


def direct_cublas() -> Any | None:
    """cuBLAS's own entry points, called without CuPy's wrappers: those refuse any call while
    a stream captures ("calling cuBLAS API during stream capture is currently unsupported",
    a CuPy check, not a cuBLAS limit), so no plan with a MatMul could become a CUDA graph.
    None (CuPy's wrappers are used) where the library or a symbol is not found."""
    import ctypes

    if not _CUBLAS:
        from cupy_backends.cuda.libs import cublas  # noqa: F401  (loads the library)

        lib, path = None, cublas_library()
        try:
            lib = ctypes.CDLL(path) if path else None
            if lib is not None:
                i, ll, p = ctypes.c_int, ctypes.c_longlong, ctypes.c_void_p
                lib.cublasSetStream_v2.argtypes = [p, p]
                lib.cublasSgemmStridedBatched.argtypes = [
                    p, i, i, i, i, i, p, p, i, ll, p, i, ll, p, p, i, ll, i]
                lib.cublasGemmStridedBatchedEx.argtypes = [
                    p, i, i, i, i, i, p, p, i, i, ll, p, i, i, ll, p, p, i, i, ll, i, i, i]
                for f in (lib.cublasSetStream_v2, lib.cublasSgemmStridedBatched,
                          lib.cublasGemmStridedBatchedEx):
                    f.restype = ctypes.c_int
        except (OSError, AttributeError):
            lib = None
        _CUBLAS.append(lib)
    return _CUBLAS[0]


def _gemm_calls() -> tuple[Any, Any, Any]:
    """(set the handle's stream or None, sgemmStridedBatched, gemmStridedBatchedEx): cuBLAS's
    own entry points, each status checked, where direct_cublas finds them; else CuPy's
    wrappers (which set the current stream themselves, and refuse a capture). Both take
    cuBLAS's arguments in cuBLAS's order."""
    lib = direct_cublas()
    if lib is None:
        from cupy_backends.cuda.libs import cublas

        return None, cublas.sgemmStridedBatched, cublas.gemmStridedBatchedEx

    def checked(f):
        return lambda *args: _ok(f(*args))
    return (checked(lib.cublasSetStream_v2), checked(lib.cublasSgemmStridedBatched),
            checked(lib.cublasGemmStridedBatchedEx))


def gemm(handle: int, p: dict, a_ptr: int, b_ptr: int, c_ptr: int) -> None:
    """cublasSgemmStridedBatched with the plan's column-major arguments (pointer mode host: the
    scalars are read when the call is made, or recorded by a capture); a float16 step
    (p["dtype"]) is cublasGemmStridedBatchedEx on float16 operands with float32 accumulation
    and scalars, as ONNX Runtime's CUDA MatMul computes float16. On the current stream, through
    cuBLAS's own entry points where found (direct_cublas), so that a capture records it."""
    alpha = np.array(p["alpha"], np.float32)
    beta = np.array(p["beta"], np.float32)
    set_stream, sgemm, gemm_ex = _gemm_calls()
    if set_stream is not None:
        import cupy

        set_stream(handle, cupy.cuda.get_current_stream().ptr)
    ta, tb = CUBLAS_OP[p["transa"]], CUBLAS_OP[p["transb"]]
    if p.get("dtype") == "float16":
        h = CUDA_R_16F
        gemm_ex(handle, ta, tb, p["m"], p["n"], p["k"], alpha.ctypes.data, a_ptr, h, p["lda"],
                p["strideA"], b_ptr, h, p["ldb"], p["strideB"], beta.ctypes.data, c_ptr, h,
                p["ldc"], p["strideC"], p["batch"], CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT)
    else:
        sgemm(handle, ta, tb, p["m"], p["n"], p["k"], alpha.ctypes.data, a_ptr, p["lda"],
              p["strideA"], b_ptr, p["ldb"], p["strideB"], beta.ctypes.data, c_ptr, p["ldc"],
              p["strideC"], p["batch"])


def _ok(status: int) -> None:
    if status != 0:  # cublasStatus_t; CuPy's wrappers raise CUBLASError there
        raise RuntimeError(f"cuBLAS call failed with status {status}")


# ---- cuDNN frontend ------------------------------------------------------------------------
def packed(dim) -> list[int]:
    out, acc = [], 1
    for d in reversed(dim):
        out.append(acc)
        acc *= d
    return list(reversed(out))


EPILOGUE_SOURCE = r"""
extern "C" __global__ void vopt_conv_epilogue(float* y, const float* b, const float* z,
                                              long long n, long long hw, long long k, int relu) {
    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = y[i];
    if (b) v += b[(i / hw) % k];
    if (z) v += z[i];
    if (relu) v = v > 0.0f ? v : 0.0f;
    y[i] = v;
}
"""
# The same on float16 buffers, computed in float32 (cuda_source.HALF's conversions)
EPILOGUE_SOURCE_HALF = r"""
__device__ __forceinline__ float h2f(unsigned short h) {
  float f; asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(h)); return f; }
__device__ __forceinline__ unsigned short f2h(float f) {
  unsigned short h; asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(f)); return h; }
extern "C" __global__ void vopt_conv_epilogue(unsigned short* y, const unsigned short* b,
                                              const unsigned short* z, long long n,
                                              long long hw, long long k, int relu) {
    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = h2f(y[i]);
    if (b) v += h2f(b[(i / hw) % k]);
    if (z) v += h2f(z[i]);
    if (relu) v = v > 0.0f ? v : 0.0f;
    y[i] = f2h(v);
}
"""


AUTOTUNE_ENV = "VOPT_CUDNN_AUTOTUNE"
# A plan that needs more workspace than this is not timed (ONNX Runtime's default cap for its
# exhaustive search is the device's free memory; ours stays well inside an H100's).
AUTOTUNE_WORKSPACE_CAP = 256 << 20
_TUNED: dict[str, tuple[int, str]] = {}  # a step's key -> (plan index chosen, its report line)


def env_choice(name: str, choices: tuple[str, ...], default: str) -> str:
    """A GPU backend setting read from the environment: one of `choices` (`default` where
    unset), else a one-line error naming the variable and what it takes (exit 2)."""
    value = os.environ.get(name, default)
    if value not in choices:
        raise VoptError(f"{name}={value!r}: one of {', '.join(choices)}")
    return value


def autotune_enabled() -> bool:
    """$VOPT_CUDNN_AUTOTUNE=1: each conv step times every execution plan cuDNN's heuristics
    list for it (what ONNX Runtime's CUDA provider does by default, its "EXHAUSTIVE" search)
    and runs the fastest, instead of the heuristics' first. Off by default until a device run
    measures it (gpu_bench with and without)."""
    return env_choice(AUTOTUNE_ENV, ("0", "1"), "0") == "1"


def tuning_key(params: dict, fused: bool, fp32: bool) -> str:
    """What a conv step's timing depends on: its graph (shapes, attributes, epilogue, dtype)
    and the numeric notes it was built under; not the names of the nodes it fuses, so that
    identical convs of a model share one tuning."""
    return f"{fused} {fp32} {sorted((k, v) for k, v in params.items() if k != 'fuses')}"


class CudnnConv:
    """One conv step as a cuDNN frontend graph: described here (works without a GPU), built
    (execution plan chosen) once by build().

    build() tries the step's whole graph (conv, then bias, residual and ReLU fused) on the
    engines that compute in FP32 as ONNX Runtime does, then on any engine; where cuDNN runs no
    fused graph of this shape (seen on an H200 with cuDNN 9.19: FP32 conv_dgrad with a bias, a
    bias-free conv_fprop + ReLU on 3 channels), the conv alone, its epilogue then one kernel of
    our own (same arithmetic, same order). `numerics` and `epilogue` say what was built."""

    def __init__(self, p: dict, handle: Any) -> None:
        self.params, self.handle = p, handle
        self.numerics, self.epilogue, self.engine = "not built", "fused", "not built"
        self.describe(fused=True)

    def describe(self, fused: bool) -> None:
        """The frontend graph of the step (again for each try: a graph's engine filters cannot
        be undone)."""
        cudnn = import_cudnn()
        p, handle = self.params, self.handle
        f32 = cudnn.data_type.FLOAT
        # a float16 step: float16 tensors, float32 compute and intermediates
        io = cudnn.data_type.HALF if p.get("dtype") == "float16" else f32
        self.graph = g = cudnn.pygraph(io_data_type=io, intermediate_data_type=f32,
                                       compute_data_type=f32, handle=handle)
        x_dim, w_dim, y_dim = list(p["x_dim"]), list(p["w_dim"]), list(p["y_dim"])
        self.x = g.tensor(name="X", dim=x_dim, stride=packed(x_dim), data_type=io)
        self.w = g.tensor(name="W", dim=w_dim, stride=packed(w_dim), data_type=io)
        self.b = self.z = None
        conv = p["frontend"][0]
        kw = {"pre_padding": conv["pre_padding"], "post_padding": conv["post_padding"],
              "stride": conv["stride"], "dilation": conv["dilation"], "compute_data_type": f32}
        if conv["op"] == "conv_fprop":
            t = g.conv_fprop(image=self.x, weight=self.w, **kw)
        else:
            t = g.conv_dgrad(loss=self.x, filter=self.w, **kw)
            t.set_dim(y_dim).set_stride(packed(y_dim))
        for op in p["frontend"][1:] if fused else []:
            if op["op"] == "add" and op["inputs"][1] == "B":
                k = y_dim[1]
                self.b = g.tensor(name="B", dim=[1, k, 1, 1], stride=[k, 1, 1, 1], data_type=io)
                t = g.add(a=t, b=self.b, compute_data_type=f32)
            elif op["op"] == "add":
                self.z = g.tensor(name="Z", dim=y_dim, stride=packed(y_dim), data_type=io)
                t = g.add(a=t, b=self.z, compute_data_type=f32)
            elif op["op"] == "relu":
                t = g.relu(input=t, compute_data_type=f32)
        t.set_output(True).set_dim(y_dim).set_stride(packed(y_dim)).set_data_type(io)
        self.y = t
        self.workspace_bytes = 0

    def build(self) -> CudnnConv:
        """Choose the execution plan (heuristics A, then fallback): see the class."""
        cudnn = import_cudnn()
        notes = cudnn.numerical_note
        half = self.params.get("dtype") == "float16"
        # float32: no TF32 tensor cores, as ONNX Runtime computes; float16: tensor cores are
        # how it is computed (float16 products are exact in float32), reductions in float32
        strict = [notes.DOWN_CONVERT_INPUTS, notes.REDUCED_PRECISION_REDUCTION] + \
            ([] if half else [notes.TENSOR_CORE])
        tries = [(True, True), (True, False)] if len(self.params["frontend"]) > 1 else []
        tries += [(False, True), (False, False)]
        errors = []
        for fused, fp32 in tries:
            self.describe(fused)
            try:
                if fp32:
                    self.graph.deselect_numeric_notes(strict)
                self.graph.build([cudnn.heur_mode.A, cudnn.heur_mode.FALLBACK])
            except Exception as e:  # noqa: BLE001  (cuDNN's "no plan" errors: next try)
                errors.append(one_line(e, 200))
                continue
            self.numerics = ("fp16, fp32 accumulate" if half else "fp32") if fp32 else \
                "any engine (TF32 possible)"
            self.engine = self.plan_name()
            self.epilogue = "fused" if fused or len(self.params["frontend"]) == 1 else "kernel"
            if autotune_enabled():
                self.engine = self.autotune(tuning_key(self.params, fused, fp32))
            self.workspace_bytes = int(self.graph.get_workspace_size())
            if self.epilogue == "kernel":
                import cupy

                self.kernel = cupy.RawKernel(EPILOGUE_SOURCE_HALF if half else EPILOGUE_SOURCE,
                                             "vopt_conv_epilogue")
            return self
        raise GpuUnavailable(f"cuDNN builds no plan for {self.params['frontend'][0]['op']} "
                             f"{self.params['x_dim']} * {self.params['w_dim']}: {errors[-1]}")

    def autotune(self, key: str) -> str:
        """Time each plan the heuristics listed for this graph (each built, then run on scratch
        tensors of the step's shapes: CUDA events, the best of three rounds of five runs after
        two) and select the fastest; returns the report line. Every plan computes the same
        graph under the same numeric notes, so this chooses speed only. A plan that does not
        build or run is no candidate (the frontend's walk of the list stops at errors other
        than a decline, so each is built here on its own). A step tuned before in this process
        (same key) selects its plan again without timing; where tuning fails, the heuristics'
        first plan stays, the line says why, and the next step of that key tries again."""
        import cupy

        first, first_index = self.plan_name(), int(getattr(self.graph, "_plan_index", 0))
        hit = _TUNED.get(key)
        if hit is not None:
            try:
                self.graph.build_plan_at_index(hit[0])
                return hit[1]
            except Exception:  # noqa: BLE001  (tuned again below)
                _TUNED.pop(key, None)
        try:
            times: dict[int, float] = {}
            skipped = 0  # plans that need too much workspace or do not build or run
            pack, scratch = self._scratch(cupy)
            for i in range(self.graph.get_execution_plan_count()):
                try:
                    self.graph.build_plan_at_index(i)
                    need = int(self.graph.get_workspace_size_plan_at_index(i))
                    if need > AUTOTUNE_WORKSPACE_CAP:
                        skipped += 1
                        continue
                    ws = cupy.empty(max(need, 1), dtype=cupy.uint8)

                    def launch(i=i, ws=int(ws.data.ptr)):
                        self.graph.execute_plan_at_index(pack, ws, index=i, handle=self.handle)

                    times[i] = min(event_ms(cupy, launch, 2, 5) for _ in range(3))
                    del ws
                except Exception:  # noqa: BLE001
                    skipped += 1
            cupy.cuda.runtime.deviceSynchronize()
            del scratch
            if not times:
                raise RuntimeError(f"none of {skipped} listed plans ran")
            best = min(times, key=lambda i: (times[i], i))
            self.graph.build_plan_at_index(best)
            line = (f"{self.plan_name()} (autotuned: fastest of {len(times)} plans"
                    f"{f', {skipped} not run' if skipped else ''}, "
                    f"{times[best]:.4f} ms; the heuristics' first, {first}: "
                    f"{times.get(first_index, float('nan')):.4f} ms)")
        except Exception as e:  # noqa: BLE001  (the heuristics' first plan stays: said so)
            line = f"{first} (autotune failed: {one_line(e, 120)})"
            try:
                self.graph.build_plan_at_index(first_index)
            except Exception as again:  # noqa: BLE001
                line += f"; selecting it again: {one_line(again, 80)}"
            return line
        _TUNED[key] = (best, line)
        return line

    def _scratch(self, cupy) -> tuple[dict, list]:
        """Tensors of the step's shapes for timing (values drawn once, standard normal, so no
        plan meets denormals or infinities): the variant pack and the arrays it points into."""
        p = self.params
        dt = cupy.float16 if p.get("dtype") == "float16" else cupy.float32
        rng = cupy.random.default_rng(0)

        def arr(dim):
            return rng.standard_normal(tuple(int(d) for d in dim), dtype=cupy.float32).astype(dt)

        arrays = {self.x: arr(p["x_dim"]), self.w: arr(p["w_dim"]),
                  self.y: cupy.empty(tuple(int(d) for d in p["y_dim"]), dtype=dt)}
        if self.b is not None:
            arrays[self.b] = arr([1, p["y_dim"][1], 1, 1])
        if self.z is not None:
            arrays[self.z] = arr(p["y_dim"])
        # pointers, as run() passes them
        return {t: int(a.data.ptr) for t, a in arrays.items()}, list(arrays.values())

    def plan_name(self) -> str:
        """The execution plan cuDNN built (its engine and knobs), for the kernel report."""
        try:
            return str(self.graph.get_plan_name_at_index(getattr(self.graph, "_plan_index", 0)))
        except Exception as e:  # noqa: BLE001  (a frontend without the query: say so)
            return f"engine not reported ({type(e).__name__})"

    def describe_built(self) -> str:
        """One line for the report: engine, numerics, where the epilogue runs."""
        epilogue = "" if len(self.params["frontend"]) == 1 else \
            (", epilogue fused" if self.epilogue == "fused" else ", epilogue in our kernel")
        return f"{self.engine}, {self.numerics}{epilogue}"

    def run(self, x: int, w: int, b: int | None, z: int | None, y: int, workspace: Any,
            handle: Any) -> None:
        pack: dict[Any, int | None] = {self.x: x, self.w: w, self.y: y}
        if self.b is not None:
            pack[self.b] = b
        if self.z is not None:
            pack[self.z] = z
        self.graph.execute(pack, workspace, handle=handle)
        if self.epilogue == "kernel":
            y_dim = self.params["y_dim"]
            n, hw = int(np.prod(y_dim)), int(np.prod(y_dim[2:]))
            self.kernel(((n + 255) // 256,), (256,),
                        (np.uint64(y), np.uint64(b or 0), np.uint64(z or 0), np.int64(n),
                         np.int64(hw), np.int64(y_dim[1]), np.int32(self.params["relu"])))


def event_ms(cp, launch, warmup: int, iters: int, stream=None) -> float:
    """Milliseconds per `launch()`: CUDA events around `iters` launches after `warmup`, on
    `stream` (None: the current one)."""
    for _ in range(warmup):
        launch()
    start, end = cp.cuda.Event(), cp.cuda.Event()
    start.record(stream)
    for _ in range(iters):
        launch()
    end.record(stream)
    end.synchronize()
    return cp.cuda.get_elapsed_time(start, end) / iters


def main(argv: list[str] | None = None) -> int:
    """`python -m verified_opt.backends.gpu.device [--json PATH]`: print the device and library
    versions (exit 2 with one line where no GPU is found)."""
    import argparse
    import json
    import sys

    ap = argparse.ArgumentParser(description=main.__doc__)
    ap.add_argument("--json", help="also write the versions to this file")
    args = ap.parse_args(argv)
    try:
        info = versions()
    except GpuUnavailable as e:
        print(f"gpu: {e}", file=sys.stderr)
        return 2
    for k, v in info.items():
        print(f"{k:>18}: {v}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(info, f, indent=2, default=str)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
