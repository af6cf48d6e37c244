"""A persistent store of the eOperators' CUDA modules, so a machine without TVM can run them.

    path = record_path(scope, "sm_90")        # where the module of this expression lives
    mod = load(scope, "sm_90")                # None if absent; EOpError if the file is bad
    save(mod, scope, "sm_90", tvm_version)    # atomic (verified_opt/atomic.py)

TVM (100 MB) is what generates an eOperator's CUDA C and launches (derive/eop_cuda.py); NVRTC
only compiles the source. The store lets one machine generate (where TVM is: this one, `vopt
gpu-modules MODEL.onnx ...`, benchmarks/gpu_modules.py) and another plan and run (a GPU
machine with NVRTC and no TVM, the folder carried there).

Folder: $VOPT_CUDA_MODULES, else `cuda-modules` in vopt's cache folder (verified_opt/cache.py).
One JSON file per module, named `<module name>-<arch>-<key>.json`:

    {"format": "verified_opt.cuda-module/1", "arch": "sm_90",
     "expr": <the expression's JSON: derive/expr.py's to_json>,
     "tvm": "0.27.0.post1", "generator": <digest of eop_tvm.py and eop_cuda.py>,
     "name": "eop_<fingerprint>", "source": <CUDA C>,
     "launches": [{"kernel": ..., "args": [roles], "grid": n, "block": n, "writes": role}],
     "scratch": {"T0": [shape]}, "inputs": [[shape of in0], ...], "shape": [shape of out]}

A module tuned for CUDA (tune/cuda.py) is named eop_<fingerprint>_t<digest of its trace>, and
its record adds "trace" (the MetaSchedule trace replayed on the expression's TIR); its key
includes the trace's digest, so the hand-scheduled module and each tuned one are files of their
own. Its scratch may be a subset of the stages (a tuned schedule inlines some).

Key: sha256 of the format, the arch and the expression's canonical JSON (what cuda_module's
memory cache keys on), and nothing else, so it is computed without TVM. Which TVM and which
version of our lowering generated the module is provenance, written in the record: where TVM
is installed, the module is generated again and a record from another TVM version or another
generator overwritten (the store follows upgrades); where TVM is not, any record that passes
the checks is used. A change to the record's meaning bumps FORMAT (another key: old files are ignored).

A record is checked as a generated module is (eop_cuda.check_module): the expression and arch
are the ones asked for, every field has its type, the stages' shapes are the expression's,
every launch's roles resolve, each kernel is defined in the source with one parameter per role
and the roles in order, its block fits the kernel's launch bounds. A file that fails is
refused with one line naming it and what is wrong, never used and never a traceback, also
where TVM could generate it again (a broken store is reported, not papered over).

Kernels are named after the module (<name>_kernel, <name>_kernel_1 ...), so a record cannot
take the place of another module's kernel or of the plan's own; a hand-scheduled module's
launches are one thread per element written in blocks of the kernel's bound (dlight's
Fallback), so a record cannot launch past a buffer or leave part of it unwritten.

What the checks do not see: the kernels' bodies. Where TVM is installed that does not matter:
cuda_module generates the module and uses the record only to compare (a record naming this TVM
and generator that differs is refused as edited). Where TVM is not, a record whose CUDA C
computes something else with the same kernel names, parameters and shapes passes them (as a
wrong TVM would); the values are checked where the plan runs, against ONNX Runtime (`vopt run
--backend gpu`, the `gpu` tests), as for generated modules, which a kernel that is wrong only
on some launches can pass: carry modules only from a machine you trust.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import re
from pathlib import Path
from typing import Any

from verified_opt.atomic import write_text_atomic
from verified_opt.cache import cache_dir
from verified_opt.derive.eop_cuda import (
    CudaModule,
    Launch,
    check_module,
    expr_key,
    module_name,
    trace_digest,
)
from verified_opt.derive.eop_tvm import EOpError
from verified_opt.derive.expr import Scope, to_json
from verified_opt.errors import one_line

FORMAT = "verified_opt.cuda-module/1"
ENV = "VOPT_CUDA_MODULES"
FIELDS = ("format", "arch", "expr", "tvm", "generator", "name", "source", "launches", "scratch",
          "inputs", "shape")
LAUNCH_FIELDS = ("kernel", "args", "grid", "block", "writes")
MAX_BYTES = 16 << 20  # a record is kilobytes
_HERE = Path(__file__).parent


def store_dir() -> Path:
    env = os.environ.get(ENV)
    return Path(env) if env else cache_dir() / "cuda-modules"


@functools.cache
def generator() -> str:
    """A digest of the code that turns an expression into a module (provenance, not key):
    the lowering, and the expression code that orders its inputs."""
    h = hashlib.sha256()
    for name in ("eop_tvm.py", "eop_cuda.py", "expr.py"):  # expr.py: what in0, in1 ... are
        h.update((_HERE / name).read_bytes())
    return h.hexdigest()[:16]


def key(scope: Scope, arch: str, trace: str | None = None) -> str:
    body = {"format": FORMAT, "arch": arch, "expr": expr_key(scope)}
    if trace is not None:   # a tuned module: its schedule is part of what it is
        body["trace"] = trace_digest(trace)
    raw = json.dumps(body, sort_keys=True)
    return hashlib.sha256(raw.encode()).hexdigest()[:24]


def record_path(scope: Scope, arch: str, folder: Path | None = None,
                trace: str | None = None) -> Path:
    check_arch(arch)
    return (folder or store_dir()) / (f"{module_name(scope, trace)}-{arch}-"
                                      f"{key(scope, arch, trace)}.json")


def check_arch(arch: str) -> None:
    """An arch names a file: sm_<number>[letter] only."""
    if not re.fullmatch(r"sm_\d+[a-z]?", arch):
        raise EOpError(f"CUDA architecture {arch!r} is not sm_<number> (sm_90, sm_90a ...)")


def to_record(mod: CudaModule, scope: Scope, arch: str, tvm_version: str,
              trace: str | None = None) -> dict[str, Any]:
    extra = {} if trace is None else {"trace": json.loads(trace)}
    return {**extra, "format": FORMAT, "arch": arch, "expr": to_json(scope), "tvm": tvm_version,
            "generator": generator(), "name": mod.name, "source": mod.source,
            "launches": [{"kernel": ln.kernel, "args": list(ln.args), "grid": ln.grid,
                          "block": ln.block, "writes": ln.writes} for ln in mod.launches],
            "scratch": {r: list(s) for r, s in mod.scratch.items()},
            "inputs": [list(s) for s in mod.inputs], "shape": list(mod.shape)}


def save(mod: CudaModule, scope: Scope, arch: str, tvm_version: str,
         folder: Path | None = None, trace: str | None = None) -> Path:
    """Write the module's record (atomically; the folder is made). VoptError if it cannot."""
    path = record_path(scope, arch, folder, trace)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise EOpError(f"CUDA module store {path.parent}: cannot write "
                       f"({e.strerror or e})") from None
    write_text_atomic(path, json.dumps(to_record(mod, scope, arch, tvm_version, trace), indent=1,
                                       sort_keys=True) + "\n", "CUDA module")
    return path


def load(scope: Scope, arch: str, folder: Path | None = None, trace: str | None = None
         ) -> tuple[CudaModule, dict] | None:
    """The stored module of the expression (scheduled by `trace`, a CUDA tuning record's, or
    the hand schedule) and its record's provenance ({"tvm", "generator"}), None where no file
    is stored; EOpError (one line) for a file that fails a check."""
    path = record_path(scope, arch, folder, trace)
    try:
        if path.is_file() and path.stat().st_size > MAX_BYTES:
            raise EOpError(f"CUDA module {path} refused: over {MAX_BYTES >> 20} MiB")
        with path.open("rb") as f:  # a FIFO or a link to /dev/zero: no endless read
            text = f.read(MAX_BYTES + 1).decode("utf-8")
    except (FileNotFoundError, NotADirectoryError):
        return None
    except (OSError, UnicodeDecodeError) as e:
        raise EOpError(f"CUDA module {path}: cannot read ({one_line(e, 120)})") from None
    try:
        if len(text) > MAX_BYTES:
            raise EOpError(f"over {MAX_BYTES >> 20} MiB")
        doc = json.loads(text)
        mod = from_record(doc, scope, arch, trace)
    except EOpError as e:
        raise EOpError(f"CUDA module {path} refused: {e}; remove it, or generate it again "
                       f"(vopt gpu-modules MODEL.onnx --arch {arch})") from None
    except RecursionError:
        raise EOpError(f"CUDA module {path} refused: nested too deeply to be a record; remove "
                       f"it, or generate it again (vopt gpu-modules MODEL.onnx --arch {arch})"
                       ) from None
    except ValueError as e:
        raise EOpError(f"CUDA module {path} refused: not JSON ({one_line(e, 80)}); remove "
                       f"it, or generate it again (vopt gpu-modules MODEL.onnx --arch {arch})"
                       ) from None
    return mod, {"tvm": doc["tvm"], "generator": doc["generator"]}


def from_record(doc: Any, scope: Scope, arch: str, trace: str | None = None) -> CudaModule:
    """The module a record holds, checked against the expression (and schedule) it must be
    for."""
    if not isinstance(doc, dict):
        raise EOpError("the record is not a JSON object")
    if doc.get("format") != FORMAT:
        raise EOpError(f"format {doc.get('format')!r}, this vopt reads {FORMAT!r}")
    missing = [f for f in FIELDS if f not in doc]
    if missing:
        raise EOpError(f"fields {missing} missing")
    if doc["arch"] != arch:
        raise EOpError(f"generated for {doc['arch']!r}, asked for {arch!r}")
    if json.dumps(doc["expr"], sort_keys=True) != expr_key(scope):
        raise EOpError("the record is for another expression")
    stored = doc.get("trace")
    if (stored is None) != (trace is None) or (
            trace is not None and trace_digest(json.dumps(stored)) != trace_digest(trace)):
        raise EOpError("the record is for another schedule")
    for f in ("tvm", "generator", "name", "source"):
        _want(isinstance(doc[f], str), f, "a string")
    _want(isinstance(doc["launches"], list) and doc["launches"] != [], "launches",
          "a non-empty list")
    launches = []
    for k, ln in enumerate(doc["launches"]):
        where = f"launches[{k}]"
        _want(isinstance(ln, dict) and sorted(ln) == sorted(LAUNCH_FIELDS), where,
              f"an object of {list(LAUNCH_FIELDS)}")
        _want(isinstance(ln["kernel"], str) and ln["kernel"].isidentifier(), f"{where}.kernel",
              "an identifier")
        _want(isinstance(ln["args"], list) and all(isinstance(a, str) for a in ln["args"]),
              f"{where}.args", "a list of strings")
        for f, most in (("grid", 2**31 - 1), ("block", 1024)):    # CUDA's limits in x
            _want(_is_int(ln[f]) and 0 < ln[f] <= most, f"{where}.{f}",
                  f"a positive integer up to {most}")
        _want(isinstance(ln["writes"], str), f"{where}.writes", "a string")
        launches.append(Launch(ln["kernel"], tuple(ln["args"]), ln["grid"], ln["block"],
                               ln["writes"]))
    _want(isinstance(doc["scratch"], dict) and all(_is_shape(s) for s in
                                                    doc["scratch"].values()),
          "scratch", "an object of shapes")
    _want(isinstance(doc["inputs"], list) and all(_is_shape(s) for s in doc["inputs"]),
          "inputs", "a list of shapes")
    _want(_is_shape(doc["shape"]), "shape", "a shape")
    mod = CudaModule(doc["name"], doc["source"], tuple(launches),
                     {r: tuple(s) for r, s in doc["scratch"].items()},
                     tuple(tuple(s) for s in doc["inputs"]), tuple(doc["shape"]))
    check_module(mod, scope, trace)
    return mod


def _want(ok: bool, field: str, what: str) -> None:
    if not ok:
        raise EOpError(f"{field} is not {what}")


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _is_shape(x: Any) -> bool:
    return isinstance(x, list) and all(_is_int(d) and d >= 0 for d in x)


def generate_model(model: Any, arch: str = "sm_90", folder: Path | None = None
                   ) -> list[tuple[str, str, Path]]:
    """Generate with TVM and store the module of every eOperator of an ONNX model (its main
    graph), each written again even where stored; for a node tuned for CUDA (its `schedule`
    names a cuda target), its tuned module too, unless the schedule does not replay (the plan
    then runs the hand module). (node name, module name, file) per module."""
    from verified_opt.derive.eop_cuda import generate, tvm_version
    from verified_opt.derive.eop_onnx import eop_schedule, eop_scope, is_eop

    check_arch(arch)
    rows = []
    version = tvm_version() or "unknown"
    for node in model.graph.node:
        if is_eop(node):
            scope = eop_scope(node)
            name = node.name or node.output[0]
            mod = generate(scope, arch)
            rows.append((name, mod.name, save(mod, scope, arch, version, folder)))
            trace = eop_schedule(node, "cuda")
            if trace is not None:
                try:
                    tuned = generate(scope, arch, trace)
                except EOpError:
                    continue
                rows.append((name, tuned.name, save(tuned, scope, arch, version, folder,
                                                    trace=trace)))
    return rows
