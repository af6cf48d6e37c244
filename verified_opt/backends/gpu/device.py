"""The device: finding it, its versions, and the two library calls of a plan (cuBLAS GEMM and the
cuDNN frontend convolution graph). Needs CuPy and a CUDA GPU; everything here fails with
GpuUnavailable (one line) when either is missing.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from verified_opt.errors import ModelError, one_line


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
        import cudnn

        info["cudnn_frontend"] = getattr(cudnn, "__version__", "?")
        info["cudnn"] = cudnn.backend_version()
    except Exception as e:  # noqa: BLE001
        info["cudnn"] = f"unavailable: {one_line(e, 80)}"
    return info


# ---- cuBLAS --------------------------------------------------------------------------------
def gemm(handle: int, p: dict, a_ptr: int, b_ptr: int, c_ptr: int) -> None:
    """cublasSgemmStridedBatched with the plan's column-major arguments (pointer mode host)."""
    from cupy_backends.cuda.libs import cublas

    op = {"N": cublas.CUBLAS_OP_N, "T": cublas.CUBLAS_OP_T}
    alpha = np.array(p["alpha"], np.float32)
    beta = np.array(p["beta"], np.float32)
    cublas.sgemmStridedBatched(
        handle, op[p["transa"]], op[p["transb"]], p["m"], p["n"], p["k"],
        alpha.ctypes.data, a_ptr, p["lda"], p["strideA"], b_ptr, p["ldb"], p["strideB"],
        beta.ctypes.data, c_ptr, p["ldc"], p["strideC"], p["batch"])


# ---- cuDNN frontend ------------------------------------------------------------------------
def packed(dim) -> list[int]:
    out, acc = [], 1
    for d in reversed(dim):
        out.append(acc)
        acc *= d
    return list(reversed(out))


class CudnnConv:
    """One conv step as a cuDNN frontend graph: described here (works without a GPU), built
    (execution plan chosen) once by build()."""

    def __init__(self, p: dict, handle: Any) -> None:
        import cudnn

        f32 = cudnn.data_type.FLOAT
        self.graph = g = cudnn.pygraph(io_data_type=f32, intermediate_data_type=f32,
                                       compute_data_type=f32, handle=handle)
        x_dim, w_dim, y_dim = list(p["x_dim"]), list(p["w_dim"]), list(p["y_dim"])
        self.x = g.tensor(name="X", dim=x_dim, stride=packed(x_dim), data_type=f32)
        self.w = g.tensor(name="W", dim=w_dim, stride=packed(w_dim), data_type=f32)
        self.b = None
        conv = p["frontend"][0]
        kw = {"pre_padding": conv["pre_padding"], "post_padding": conv["post_padding"],
              "stride": conv["stride"], "dilation": conv["dilation"], "compute_data_type": f32}
        if conv["op"] == "conv_fprop":
            t = g.conv_fprop(image=self.x, weight=self.w, **kw)
        else:
            t = g.conv_dgrad(loss=self.x, filter=self.w, **kw)
            t.set_dim(y_dim).set_stride(packed(y_dim))
        for op in p["frontend"][1:]:
            if op["op"] == "add":
                k = y_dim[1]
                self.b = g.tensor(name="B", dim=[1, k, 1, 1], stride=[k, 1, 1, 1], data_type=f32)
                t = g.add(a=t, b=self.b, compute_data_type=f32)
            elif op["op"] == "relu":
                t = g.relu(input=t, compute_data_type=f32)
        t.set_output(True).set_dim(y_dim).set_stride(packed(y_dim)).set_data_type(f32)
        self.y = t
        self.workspace_bytes = 0

    def build(self) -> CudnnConv:
        """Validate the graph, choose its execution plan (heuristics A, then fallback)."""
        import cudnn

        self.graph.build([cudnn.heur_mode.A, cudnn.heur_mode.FALLBACK])
        self.workspace_bytes = int(self.graph.get_workspace_size())
        return self

    def run(self, x: int, w: int, b: int | None, y: int, workspace: Any, handle: Any) -> None:
        pack: dict[Any, int | None] = {self.x: x, self.w: w, self.y: y}
        if self.b is not None:
            pack[self.b] = b
        self.graph.execute(pack, workspace, handle=handle)


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
