"""Stores, where TVM is, what the GPU checks need to run eOperators where it is not (issue 19):
the CUDA module of every eOperator the `gpu` tests and `gpu_bench --einnet` plan
(derive/cuda_store.py), and the derived models themselves, since deriving checks each
instantiation with TVM on the CPU.

    python -m benchmarks.gpu_modules [--out .dev/cuda_modules] [--einnet [CASE ...]]

Into --out: the modules' JSON records; models/test_gpu_eop-derived-<k>.onnx (what
tests/backends/test_gpu_eop.py derives); with --einnet, models/einnet-<case>-<k>.onnx and
models/einnet-<case>.json (benchmarks/gpu_bench.py's einnet_derivations, stored). On the GPU
machine, VOPT_CUDA_MODULES=<out> (benchmarks/gpu_check.sh sets it for .dev/cuda_modules).
benchmarks/gpu_carry.sh runs this. Exit 2 with one line without TVM.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import onnx

from verified_opt.derive import cuda_store
from verified_opt.derive.eop_cuda import generate, tvm_version
from verified_opt.errors import VoptError, one_line

ARCH = "sm_90"


def test_models() -> dict[str, onnx.ModelProto]:
    """Every model with eOperators the GPU tests plan, by name (the derived ones stored)."""
    from tests.backends.test_gpu_eop import (
        add_transpose_model,
        derived_models,
        offset_reduce_model,
    )

    out = {"offset_reduce": offset_reduce_model(), "add_transpose": add_transpose_model()}
    out.update({f"test_gpu_eop-derived-{k}": m for k, m in enumerate(derived_models())})
    return out


def store_tests(folder: Path) -> int:
    from tests.derive.test_eop_cuda import two_blocks

    for old in (folder / "models").glob("test_gpu_eop-derived-*.onnx"):
        old.unlink()
    n = 0
    for name, model in test_models().items():
        if name.startswith("test_gpu_eop-derived-"):
            onnx.save(model, str(folder / "models" / f"{name}.onnx"))
        n += len(cuda_store.generate_model(model, ARCH, folder))
    scope = two_blocks()
    cuda_store.save(generate(scope, ARCH), scope, ARCH, tvm_version() or "unknown", folder)
    return n + 1


def store_einnet(case: str, folder: Path, budget: float) -> int:
    from benchmarks.gpu_bench import einnet_derivations

    found = einnet_derivations(case, budget)
    n = 0
    for d in found["derived"]:
        if "model" in d:
            file = f"einnet-{case}-{d['label']}.onnx"
            onnx.save(d.pop("model"), str(folder / "models" / file))
            d["file"] = file
            n += len(cuda_store.generate_model(onnx.load(str(folder / "models" / file)),
                                               ARCH, folder))
    found["budget_s"] = budget
    (folder / "models" / f"einnet-{case}.json").write_text(json.dumps(found, indent=1) + "\n")
    return n


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=".dev/cuda_modules")
    ap.add_argument("--einnet", nargs="*", default=None, metavar="CASE",
                    help="also EinNet's operator cases (no names: all of derive_bench's CASES)")
    ap.add_argument("--derive-budget", type=float, default=20.0,
                    help="derivation search seconds per EinNet case (gpu_bench's default)")
    args = ap.parse_args(argv)
    if tvm_version() is None:
        print("gpu_modules: TVM is not installed here; run it where it is", file=sys.stderr)
        return 2
    folder = Path(args.out)
    (folder / "models").mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    try:
        n = store_tests(folder)
        print(f"tests: {n} eOperator modules", flush=True)
        if args.einnet is not None:
            from benchmarks.derive_bench import CASES
            for case in args.einnet or sorted(CASES):
                print(f"einnet:{case}: {store_einnet(case, folder, args.derive_budget)} "
                      f"eOperator modules", flush=True)
    except VoptError as e:
        print(f"gpu_modules: {one_line(e)}", file=sys.stderr)
        return 2
    files = list(folder.rglob("*"))
    size = sum(f.stat().st_size for f in files if f.is_file())
    print(f"{len(files)} files, {size / 2**20:.1f} MiB in {folder} "
          f"({time.perf_counter() - t0:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
