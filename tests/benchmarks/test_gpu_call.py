"""benchmarks/gpu_call.sh: one call of a gpu-check split over a lent machine's calls. Every
carried stage folder of both packs is unpacked (a pack installed by an earlier call is not
installed again), the named stages run, and the results so far are packed for the call's
return, also when the check itself stops (here: no GPU)."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
from pathlib import Path

from benchmarks import gpu_stage as gs
from tests.benchmarks.test_gpu_stage import tar_xz, wheel

ROOT = Path(__file__).parents[2]


def call(checkout: Path, root: Path, out: Path, *stages: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PY": sys.executable, "STAGE_ROOT": str(root), "OUT": str(out),
           "R": str(root / "results")}
    return subprocess.run(["bash", str(ROOT / "benchmarks" / "gpu_call.sh"), "60", *stages],
                          cwd=checkout, env=env, check=False, capture_output=True, text=True,
                          timeout=300)


def test_a_split_call_installs_both_packs_and_returns_its_results(tmp_path):
    src = tmp_path / "src"
    src.mkdir()
    base = [wheel(src / "tinymod-1.0-py3-none-any.whl"),
            tar_xz(src / gs.MODULES, {"cuda_modules/ab.json": b"{}"})]
    ort = [tar_xz(src / "fakeort.tar.xz", {"fakeort/__init__.py": b"V = 3\n",
                                           "fakeort/blob": os.urandom(2**20 + 7)})]
    checkout = tmp_path / "checkout"
    gs.pack(base, checkout / ".dev", 8.0)
    ort_stages = gs.pack(ort, checkout / ".dev" / "ort", 1.0)
    assert len(ort_stages) == 2
    # the first call carries the base pack and the ORT pack's first stage
    keep = ort_stages[1].parent / "held-back"
    ort_stages[1].rename(keep)
    root, out = tmp_path / "machine", tmp_path / "out"
    out.mkdir()
    r = call(checkout, root, out, "pytest")
    assert r.returncode == 2, r.stdout + r.stderr  # no GPU here: versions fails, nothing else
    assert "waiting for stage(s) 2" in r.stdout
    assert (root / "site" / "tinymod.py").exists() and not (root / "site" / "fakeort").exists()
    assert (root / "vopt-stage" / "cuda_modules" / "ab.json").exists()
    (tgz,) = out.iterdir()
    with tarfile.open(tgz) as t:
        assert "results/stages.txt" in t.getnames()
    # the second carries the ORT pack's last stage; the first call's folders are still there
    keep.rename(ort_stages[1])
    (root / "site" / "tinymod.py").write_text("VALUE = 0\n")
    for f in out.iterdir():
        f.unlink()
    r = call(checkout, root, out, "bench")
    assert r.returncode == 2, r.stdout + r.stderr
    assert "already installed" in r.stdout
    assert (root / "site" / "tinymod.py").read_text() == "VALUE = 0\n"  # not installed again
    assert (root / "site" / "fakeort" / "__init__.py").read_text() == "V = 3\n"
    lines = (root / "results" / "stages.txt").read_text().splitlines()
    assert [ln.split()[0] for ln in lines] == ["versions", "versions"]  # both calls' lines


def test_a_broken_stage_stops_the_call_before_its_stages(tmp_path):
    src = tmp_path / "src"
    src.mkdir()
    checkout = tmp_path / "checkout"
    (folder,) = gs.pack([wheel(src / "tinymod-1.0-py3-none-any.whl")], checkout / ".dev", 8.0)
    part = next(p for p in folder.iterdir() if p.name != gs.MANIFEST)
    part.write_bytes(b"broken")
    out = tmp_path / "out"
    out.mkdir()
    r = call(checkout, tmp_path / "machine", out, "pytest")
    assert r.returncode == 2 and "SHA-256 is not the manifest's" in r.stderr
    assert "== versions" not in r.stdout
