"""gpu_stage: files larger than one transfer, cut into stages here and joined, checked and
installed there; a broken or foreign part stops it with one line."""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from benchmarks import gpu_stage as gs

SCRIPT = Path(gs.__file__)


def tar_xz(path: Path, members: dict[str, bytes]) -> Path:
    with tarfile.open(path, "w:xz") as tar:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return path


def wheel(path: Path) -> Path:
    """A minimal wheel of one module, as pip installs it."""
    files = {"tinymod.py": b"VALUE = 7\n",
             "tinymod-1.0.dist-info/METADATA": b"Metadata-Version: 2.1\nName: tinymod\n"
                                               b"Version: 1.0\n",
             "tinymod-1.0.dist-info/WHEEL": b"Wheel-Version: 1.0\nGenerator: test\n"
                                            b"Root-Is-Purelib: true\nTag: py3-none-any\n"}
    record = "".join(f"{n},,\n" for n in files) + "tinymod-1.0.dist-info/RECORD,,\n"
    with zipfile.ZipFile(path, "w") as z:
        for n, data in files.items():
            z.writestr(n, data)
        z.writestr("tinymod-1.0.dist-info/RECORD", record)
    return path


@pytest.fixture
def payload(tmp_path) -> list[Path]:
    src = tmp_path / "src"
    src.mkdir()
    big = os.urandom(3 * 2**20 + 12345)  # incompressible: 4 parts at 1 MiB per stage
    return [tar_xz(src / "pkg.tar.xz", {"bigpkg/__init__.py": b"VALUE = 42\n",
                                        "bigpkg/blob.bin": big}),
            tar_xz(src / gs.MODULES, {"cuda_modules/ab.json": b"{}"}),
            wheel(src / "tinymod-1.0-py3-none-any.whl")]


def alone(folder: Path, tmp: Path) -> Path:
    """The stage folder as one run carries it: no other stage beside it."""
    dst = tmp / f"run-{folder.parent.name}-{folder.name}" / folder.name
    shutil.copytree(folder, dst)
    return dst


def run_unpack(stage: Path, into: Path, site: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), "unpack", str(stage), "--into",
                           str(into), "--site", str(site)], check=False, capture_output=True,
                          text=True)


def test_stages_fill_up_to_the_limit_and_install_once_all_are_in(payload, tmp_path):
    folders = gs.pack(payload, tmp_path / "dev", 1.0)
    assert len(folders) >= 4
    for f in folders:  # parts of at most 1 MiB per stage, and the manifest in each
        assert sum(p.stat().st_size for p in f.iterdir() if p.name != gs.MANIFEST) <= 2**20
        assert (f / gs.MANIFEST).read_text() == (folders[0] / gs.MANIFEST).read_text()
    into, site = tmp_path / "stage", tmp_path / "site"
    for f in folders[:-1]:
        r = run_unpack(alone(f, tmp_path), into, site)
        assert r.returncode == 3 and "waiting for stage(s)" in r.stdout
        assert not site.exists()
    r = run_unpack(alone(folders[-1], tmp_path), into, site)
    assert r.returncode == 0, r.stderr
    assert (site / "bigpkg" / "__init__.py").read_text() == "VALUE = 42\n"
    assert (site / "tinymod.py").exists()  # the wheel, installed by pip
    assert (into / "cuda_modules" / "ab.json").exists()  # beside the parts, not in site
    code = "import bigpkg, tinymod; print(bigpkg.VALUE + tinymod.VALUE)"
    out = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True,
                         text=True, env={**os.environ, "PYTHONPATH": str(site)})
    assert out.stdout.strip() == "49"


def test_stages_may_come_in_any_order(payload, tmp_path):
    folders = gs.pack(payload, tmp_path / "dev", 1.0)
    into, site = tmp_path / "stage", tmp_path / "site"
    results = [gs.unpack(alone(f, tmp_path), into, site)[0] for f in reversed(folders)]
    assert results == [False] * (len(folders) - 1) + [True]


def test_a_broken_part_is_refused_in_one_line(payload, tmp_path):
    folders = gs.pack(payload, tmp_path / "dev", 1.0)
    part = next(p for p in folders[1].iterdir() if p.name != gs.MANIFEST)
    data = bytearray(part.read_bytes())
    data[100] ^= 0xFF
    part.write_bytes(bytes(data))
    r = run_unpack(folders[1], tmp_path / "stage", tmp_path / "site")
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1
    assert "SHA-256 is not the manifest's" in r.stderr


def test_stages_of_two_packs_do_not_mix(payload, tmp_path):
    first = gs.pack(payload, tmp_path / "a", 1.0)
    (payload[1]).write_bytes(tar_xz(tmp_path / "other.tar.xz", {"x": b"y"}).read_bytes())
    second = gs.pack(payload, tmp_path / "b", 1.0)
    into = tmp_path / "stage"
    assert gs.unpack(alone(first[0], tmp_path), into, tmp_path / "site")[0] is False
    with pytest.raises(gs.StageError, match="another pack"):
        gs.unpack(alone(second[1], tmp_path), into, tmp_path / "site")


def test_a_missing_part_is_named(payload, tmp_path):
    folders = gs.pack(payload, tmp_path / "dev", 1.0)
    manifest = json.loads((folders[0] / gs.MANIFEST).read_text())
    name = manifest["files"][0]["parts"][0]["file"]
    (folders[0] / name).unlink()
    with pytest.raises(gs.StageError, match=f"{name}: missing from its stage"):
        gs.unpack(folders[0], tmp_path / "stage", tmp_path / "site")


def test_stages_left_beside_the_last_are_taken_from_there(payload, tmp_path):
    # where the machine keeps the checkout's earlier stage folders but not /tmp, the last
    # run's unpack finds the others beside its own
    folders = gs.pack(payload, tmp_path / "dev", 1.0)
    done, message = gs.unpack(folders[-1], tmp_path / "fresh", tmp_path / "site")
    assert done, message
    assert (tmp_path / "site" / "bigpkg" / "__init__.py").exists()


def test_a_pack_installed_once_is_not_installed_again(payload, tmp_path):
    # a split gpu-check's later calls find the earlier calls' stage folders still in the
    # checkout: unpacking them again must not reinstall (nor fail on) what is already in
    folders = gs.pack(payload, tmp_path / "dev", 1.0)
    into, site = tmp_path / "stage", tmp_path / "site"
    assert gs.unpack(folders[0], into, site)[0] is True  # the others found beside it
    (site / "bigpkg" / "__init__.py").write_text("VALUE = 0\n")  # would be overwritten
    for f in folders:
        done, message = gs.unpack(f, into, site)
        assert done and "already installed" in message
    assert (site / "bigpkg" / "__init__.py").read_text() == "VALUE = 0\n"
    # another pack into the same folder is still refused
    (payload[1]).write_bytes(tar_xz(tmp_path / "other.tar.xz", {"x": b"y"}).read_bytes())
    other = gs.pack(payload, tmp_path / "b", 1.0)
    with pytest.raises(gs.StageError, match="another pack"):
        gs.unpack(other[0], into, site)
