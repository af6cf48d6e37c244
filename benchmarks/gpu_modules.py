"""Stores, where TVM is, what the GPU checks need to run eOperators where it is not (issue 19):
the CUDA module of every eOperator the `gpu` tests and `gpu_bench --einnet` plan
(derive/cuda_store.py), and the derived models themselves, since deriving checks each
instantiation with TVM on the CPU.

    python -m benchmarks.gpu_modules [--out .dev/cuda_modules] [--einnet [CASE ...]]

Into --out: the modules' JSON records; models/test_gpu_eop-derived-<k>.onnx (what
tests/backends/test_gpu_eop.py derives), models/test_gpu_band-derived.onnx
(tests/backends/test_gpu_band.py's banded attention); with --einnet, models/einnet-<case>-<k>.onnx and
models/einnet-<case>.json (benchmarks/gpu_bench.py's einnet_derivations, stored; the case's
seeded weights left out of the files and made again by load_einnet). On the GPU
machine, VOPT_CUDA_MODULES=<out> (benchmarks/gpu_check.sh sets it for .dev/cuda_modules).
benchmarks/gpu_carry.sh runs this. Exit 2 with one line without TVM.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

import numpy as np
import onnx
from onnx import numpy_helper

from verified_opt.derive import cuda_store
from verified_opt.derive.eop_cuda import generate, tvm_version
from verified_opt.errors import VoptError, one_line

ARCH = "sm_90"


def test_models() -> dict[str, onnx.ModelProto]:
    """Every model with eOperators the GPU tests plan, by name (the derived ones stored)."""
    from tests.backends.test_gpu_band import STORED, band_derived_model
    from tests.backends.test_gpu_eop import (
        add_transpose_model,
        derived_models,
        offset_reduce_model,
    )

    out = {"offset_reduce": offset_reduce_model(), "add_transpose": add_transpose_model()}
    out.update({f"test_gpu_eop-derived-{k}": m for k, m in enumerate(derived_models())})
    out[STORED] = band_derived_model()
    return out


def store_tests(folder: Path) -> int:
    from tests.derive.test_eop_cuda import two_blocks

    for old in (folder / "models").glob("test_gpu_eop-derived-*.onnx"):
        old.unlink()
    n = 0
    for name, model in test_models().items():
        if "-derived" in name:
            onnx.save(model, str(folder / "models" / f"{name}.onnx"))
        n += len(cuda_store.generate_model(model, ARCH, folder))
    scope = two_blocks()
    cuda_store.save(generate(scope, ARCH), scope, ARCH, tvm_version() or "unknown", folder)
    return n + 1


def store_einnet(case: str, folder: Path, budget: float) -> int:
    from benchmarks.gpu_bench import einnet_consts, einnet_derivations

    found = einnet_derivations(case, budget)
    consts = einnet_consts(case)
    n = 0
    for d in found["derived"]:
        if "model" in d:
            d["file"] = f"einnet-{case}-{d['label']}.onnx"
            model, d["weights"] = slim(d.pop("model"), consts)
            onnx.save(model, str(folder / "models" / d["file"]))
            n += len(cuda_store.generate_model(model, ARCH, folder))
    found["budget_s"] = budget
    (folder / "models" / f"einnet-{case}.json").write_text(json.dumps(found, indent=1) + "\n")
    return n


def slim(model: onnx.ModelProto, consts: dict[str, np.ndarray]
         ) -> tuple[onnx.ModelProto, list[dict]]:
    """The model without the initializers no node reads, and without the case's own weights
    (made again from their seed where it is loaded, checked by digest): 17.8 MiB -> 7 MiB for
    all of EinNet's cases. What was left out, as [{"name", "sha256"}]."""
    used = {i for n in model.graph.node for i in n.input} | {o.name for o in model.graph.output}
    keep, made = [], []
    for init in model.graph.initializer:
        if init.name not in used:
            continue
        if init.name in consts and np.array_equal(numpy_helper.to_array(init), consts[init.name]):
            made.append({"name": init.name, "sha256": _digest(consts[init.name])})
        else:
            keep.append(init)
    del model.graph.initializer[:]
    model.graph.initializer.extend(keep)
    return model, made


def load_einnet(case: str, folder: Path | None = None) -> dict | None:
    """The derivations of EinNet case `case` stored by store_einnet, as gpu_bench's
    einnet_derivations gives them (each model whole again); None where none are stored.
    VoptError where a weight made here is not the one the models were derived with."""
    from benchmarks.gpu_bench import einnet_consts

    index = (folder or cuda_store.store_dir()) / "models" / f"einnet-{case}.json"
    if not index.exists():
        return None
    doc = json.loads(index.read_text())
    consts = einnet_consts(case)
    for d in doc["derived"]:
        if "file" not in d:
            continue
        model = onnx.load(str(index.parent / d.pop("file")))
        for w in d.pop("weights"):
            if _digest(consts[w["name"]]) != w["sha256"]:
                raise VoptError(f"{index}: weight {w['name']} made here differs from the one "
                                f"{case} was derived with")
            model.graph.initializer.append(numpy_helper.from_array(consts[w["name"]], w["name"]))
        d["model"] = model
    return doc


def _digest(a: np.ndarray) -> str:
    return hashlib.sha256(np.ascontiguousarray(a).tobytes()).hexdigest()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=".dev/cuda_modules")
    ap.add_argument("--einnet", nargs="*", default=None, metavar="CASE",
                    help="also EinNet's operator cases (no names: all of gpu_bench's, the "
                         "bands too)")
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
            from benchmarks.gpu_bench import einnet_names
            for case in args.einnet or einnet_names():
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
