"""The store of generated CUDA modules (derive/cuda_store.py): a module TVM generated, read back
where TVM cannot be imported, is the same module, and the GPU plan built from it runs (the
NumPy stand-in, compared with ONNX Runtime); a forged or broken record is refused with one
line; no TVM and no record is one line saying how to get one."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.backends.test_gpu_eop import add_transpose_model, emulated_error, offset_reduce_model
from verified_opt.backends.gpu import nvrtc
from verified_opt.backends.gpu.plan import PlanError, build_plan
from verified_opt.derive import cuda_store, eop_cuda
from verified_opt.derive.eop_cuda import available, cuda_module
from verified_opt.derive.eop_onnx import eop_scope
from verified_opt.derive.eop_tvm import EOpError, TvmMissing
from verified_opt.derive.expr import to_json
from verified_opt.ir.onnx_io import import_model

ROOT = Path(__file__).resolve().parents[2]
HAS_TVM = eop_cuda.tvm_version() is not None
needs_tvm = pytest.mark.skipif(not HAS_TVM, reason="generating a module needs TVM")


def scope_of(model):
    return eop_scope(next(n for n in model.graph.node if n.op_type == "EOperator"))


@pytest.fixture
def store(tmp_path, monkeypatch) -> Path:
    """An empty store and an empty memory cache; stored modules checked where TVM is (whatever
    gpu_check.sh asked for)."""
    monkeypatch.setenv(cuda_store.ENV, str(tmp_path / "store"))
    monkeypatch.delenv(eop_cuda.UNCHECKED_ENV, raising=False)
    monkeypatch.setattr(eop_cuda, "_CACHE", {})
    return tmp_path / "store"


def block_tvm(monkeypatch) -> None:
    """From here on `import tvm` fails, as where TVM is not installed; the cache is emptied."""
    monkeypatch.setitem(sys.modules, "tvm", None)
    monkeypatch.setattr(eop_cuda, "_CACHE", {})


def generated_and_stored():
    """The OffsetReduce eOperator generated with TVM: its scope, module, record file, record."""
    scope = scope_of(offset_reduce_model())
    mod = cuda_module(scope)
    path = cuda_store.record_path(scope, "sm_90")
    return scope, mod, path, json.loads(path.read_text())


@needs_tvm
def test_stored_module_is_the_generated_one_and_the_plan_runs_without_tvm(store, monkeypatch):
    import tvm

    scope, mod, _, record = generated_and_stored()
    assert record["tvm"] == tvm.__version__ and record["name"] == mod.name
    block_tvm(monkeypatch)
    assert eop_cuda.tvm_version() is None and available(scope)
    assert cuda_module(scope) == mod
    assert emulated_error(offset_reduce_model()) < 1e-5


@needs_tvm
def test_a_process_without_tvm_plans_and_runs_from_the_store(store):
    """A fresh interpreter in which TVM cannot be imported gives the same modules (compared as
    records) and runs the plans on the NumPy stand-in; no module of TVM is ever loaded."""
    mods = {k: cuda_module(scope_of(m)) for k, m in
            [("offset_reduce", offset_reduce_model()), ("add_transpose", add_transpose_model())]}
    code = """
import json, sys
sys.modules["tvm"] = None
from tests.backends.test_gpu_eop import add_transpose_model, emulated_error, offset_reduce_model
from verified_opt.derive import cuda_store
from verified_opt.derive.eop_cuda import cuda_module
from verified_opt.derive.eop_onnx import eop_scope
from verified_opt.backends.gpu.emulate import Emulator
from verified_opt.backends.gpu.plan import build_plan
from verified_opt.ir.onnx_io import import_model
import numpy as np
out = {}
for k, m in [("offset_reduce", offset_reduce_model()), ("add_transpose", add_transpose_model())]:
    s = eop_scope(next(n for n in m.graph.node if n.op_type == "EOperator"))
    out[k] = cuda_store.to_record(cuda_module(s), s, "sm_90", "")
x = np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4)
y = Emulator(build_plan(import_model(add_transpose_model()))).run({"X": x})["Y"]
b = [i for i in add_transpose_model().graph.initializer if i.name == "B"][0]
from onnx import numpy_helper
want = x.reshape(4, 4) + numpy_helper.to_array(b).T
out["errors"] = [emulated_error(offset_reduce_model()), float(np.max(np.abs(y - want)))]
out["tvm_loaded"] = sorted(k for k in sys.modules if k.startswith("tvm") and sys.modules[k])
print(json.dumps(out))
"""
    env = {**os.environ, "PYTHONPATH": str(ROOT), cuda_store.ENV: str(store)}
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=300, check=False)
    assert res.returncode == 0, res.stderr[-2000:]
    got = json.loads(res.stdout.splitlines()[-1])
    for k, m in [("offset_reduce", offset_reduce_model()), ("add_transpose",
                                                          add_transpose_model())]:
        assert got[k] == cuda_store.to_record(mods[k], scope_of(m), "sm_90", "")
    assert max(got["errors"]) < 1e-5 and got["tvm_loaded"] == []


def _forge(record: dict, how: str) -> str:
    """The record's file text, broken one way."""
    ln = record["launches"][0]
    if how == "swapped roles":
        ln["args"] = [ln["args"][0], ln["args"][2], ln["args"][1]]
    elif how == "unknown role":
        ln["args"][1] = "in7"
    elif how == "scratch shape":
        record["scratch"]["T0"] = [1, 7, 7, 3, 3, 5]
    elif how == "grid type":
        ln["grid"] = "3"
    elif how == "grid too large":
        ln["grid"] = 2**31
    elif how == "block over bound":
        record["source"] = record["source"].replace(f"__launch_bounds__(1024) {ln['kernel']}(",
                                                    f"__launch_bounds__(512) {ln['kernel']}(")
    elif how == "kernel renamed":
        record["source"] = record["source"].replace(ln["kernel"] + "(", "other(")
    elif how == "writes an input":
        ln["writes"] = "in0"
    elif how == "another expression":
        record["expr"] = to_json(scope_of(add_transpose_model()))
    elif how == "format":
        record["format"] = "verified_opt.cuda-module/0"
    elif how == "missing field":
        del record["scratch"]
    elif how == "grid past the buffer":  # one more block than T0's 2646 elements need
        ln["grid"] += 1
    elif how == "block under its bound":  # 3 x 512 threads leave half of T0 unwritten
        ln["block"] = 512
    elif how == "another module's kernel":  # takes over eop_<other>_kernel in the plan's table
        record["source"] = record["source"].replace(ln["kernel"] + "(", "k_map_0123(")
        ln["kernel"] = "k_map_0123"
    elif how == "nested too deeply":
        return "[" * 200_000
    text = json.dumps(record)
    return text[: len(text) // 2] if how == "truncated" else text


FORGERIES = {"swapped roles": "takes", "unknown role": "unknown buffer role",
             "scratch shape": "stages", "grid type": "grid is not a positive integer",
             "grid too large": "grid is not a positive integer up to",
             "block over bound": "its bound is 512", "kernel renamed": "not defined",
             "writes an input": "not a stage or the result", "another expression":
             "another expression", "format": "format", "missing field": "missing",
             "truncated": "not JSON", "grid past the buffer": "launched as 4 x 1024",
             "block under its bound": "launched as 3 x 512",
             "another module's kernel": "is not one of this module's",
             "nested too deeply": "nested too deeply"}


@needs_tvm
@pytest.mark.parametrize("how", sorted(FORGERIES))
def test_forged_or_broken_record_is_refused_with_one_line(store, monkeypatch, how):
    model = offset_reduce_model()
    scope = scope_of(model)
    cuda_module(scope)
    path = cuda_store.record_path(scope, "sm_90")
    path.write_text(_forge(json.loads(path.read_text()), how))
    block_tvm(monkeypatch)
    with pytest.raises(EOpError) as e:
        cuda_module(scope)
    msg = str(e.value)
    assert "\n" not in msg and str(path) in msg and "refused" in msg, msg
    assert FORGERIES[how] in msg and "vopt gpu-modules" in msg, msg
    assert not available(scope)
    with pytest.raises(PlanError, match="refused") as p:     # the plan says so too, one line
        build_plan(import_model(model))
    assert "\n" not in str(p.value)


@needs_tvm
def test_forged_record_is_refused_where_tvm_is_too(store, monkeypatch):
    """A broken file is reported, not silently generated over."""
    scope, _, path, record = generated_and_stored()
    path.write_text(_forge(record, "swapped roles"))
    monkeypatch.setattr(eop_cuda, "_CACHE", {})
    with pytest.raises(EOpError, match="refused"):
        cuda_module(scope)


def test_no_tvm_and_no_record_is_one_line(store, monkeypatch, tmp_path, capsys):
    block_tvm(monkeypatch)
    scope = scope_of(offset_reduce_model())
    assert not available(scope)
    with pytest.raises(TvmMissing) as e:
        cuda_module(scope)
    msg = str(e.value)
    assert "\n" not in msg and str(store) in msg and "vopt gpu-modules" in msg
    assert cuda_store.ENV in msg and "pip install" in msg
    import onnx

    from verified_opt.cli import main as vopt
    onnx.save(offset_reduce_model(), tmp_path / "e.onnx")
    assert vopt(["inspect", str(tmp_path / "e.onnx"), "--backend", "gpu"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error:") and "\n" not in err and "vopt gpu-modules" in err


@needs_tvm
def test_an_edited_kernel_body_is_refused_where_tvm_is(store, monkeypatch):
    """A record that names this TVM and generator (provenance is the file's word) but whose
    kernel computes something else: every check of the record passes it, and it was used
    where TVM is installed as where it is not. Where TVM is, the module is generated and the
    record compared: refused. Without TVM it is still used (the documented limit)."""
    scope, mod, path, record = generated_and_stored()
    body = record["source"]
    assert body.count(" + ") >= 1
    path.write_text(json.dumps({**record, "source": body.replace(" + ", " - ", 1)}))
    monkeypatch.setattr(eop_cuda, "_CACHE", {})
    with pytest.raises(EOpError, match="not what they generate for its expression") as e:
        cuda_module(scope)
    assert str(path) in str(e.value) and "\n" not in str(e.value)
    monkeypatch.setenv(eop_cuda.UNCHECKED_ENV, "1")  # asked for: the store as it is
    monkeypatch.setattr(eop_cuda, "_CACHE", {})
    assert cuda_module(scope).source != mod.source
    monkeypatch.delenv(eop_cuda.UNCHECKED_ENV)
    block_tvm(monkeypatch)
    assert cuda_module(scope).source != mod.source
    from verified_opt.backends.gpu.plan import summary
    assert "1 read from the CUDA module store unchecked" in summary(
        build_plan(import_model(offset_reduce_model())))


def test_a_record_too_large_is_refused_unread(store, monkeypatch):
    scope = scope_of(offset_reduce_model())
    path = cuda_store.record_path(scope, "sm_90")
    path.parent.mkdir(parents=True)
    with path.open("wb") as f:
        f.truncate(cuda_store.MAX_BYTES + 1)  # sparse: no disk used
    block_tvm(monkeypatch)
    with pytest.raises(EOpError, match="over 16 MiB"):
        cuda_module(scope)


@needs_tvm
def test_record_of_another_tvm_is_generated_again_where_tvm_is(store, monkeypatch):
    scope, mod, path, record = generated_and_stored()
    path.write_text(json.dumps({**record, "tvm": "0.0.1"}))
    monkeypatch.setattr(eop_cuda, "_CACHE", {})
    assert cuda_module(scope) == mod
    assert json.loads(path.read_text())["tvm"] == record["tvm"]     # written again
    path.write_text(json.dumps({**record, "tvm": "0.0.1", "generator": "elsewhere"}))
    block_tvm(monkeypatch)
    assert cuda_module(scope) == mod                                  # without TVM: used


@needs_tvm
def test_unwritable_store_still_gives_the_module(tmp_path, monkeypatch):
    (tmp_path / "file").write_text("")
    monkeypatch.setenv(cuda_store.ENV, str(tmp_path / "file"))
    monkeypatch.setattr(eop_cuda, "_CACHE", {})
    assert cuda_module(scope_of(offset_reduce_model())).launches


@needs_tvm
@pytest.mark.skipif(not nvrtc.available(), reason="NVRTC (the gpu extra) not installed")
def test_nvrtc_compiles_the_stored_source(store, monkeypatch):
    scope = scope_of(offset_reduce_model())
    cuda_module(scope)
    block_tvm(monkeypatch)
    mod = cuda_module(scope)
    ptx = nvrtc.compile_ptx(mod.source, name="eop.cu")
    assert all(f".entry {ln.kernel}(" in ptx for ln in mod.launches) and "sm_90" in ptx


def test_store_folder_and_arch(tmp_path, monkeypatch):
    monkeypatch.delenv(cuda_store.ENV, raising=False)
    monkeypatch.setenv("VOPT_CACHE_DIR", str(tmp_path / "cache"))
    assert cuda_store.store_dir() == tmp_path / "cache" / "cuda-modules"
    monkeypatch.setenv(cuda_store.ENV, str(tmp_path / "mods"))
    assert cuda_store.store_dir() == tmp_path / "mods"
    with pytest.raises(EOpError, match="sm_<number>"):
        cuda_store.record_path(scope_of(offset_reduce_model()), "../x")
