"""Carry to a GPU machine, in stages, more than one call's transfer holds (64 MiB with the
repository), and install it there: apache-tvm alone is 100 MB as a wheel, 305 MB installed.

Here (benchmarks/gpu_carry.sh does it):

    python benchmarks/gpu_stage.py pack --out .dev --mib 56 z3.tar.xz tvm.tar.xz ... WHEELS

cuts the files into parts and fills folders .dev/stage1, .dev/stage2 ... of at most 56 MiB
each, every one with the same manifest (each file's size and SHA-256, each part's). There, one
`run` per stage, each carrying its folder, while the machine stays warm (30 s after a call):

    python3 benchmarks/gpu_stage.py unpack .dev/stage1      # exit 3: waiting for 2, 3
    python3 benchmarks/gpu_stage.py unpack .dev/stage2      # exit 3: waiting for 3
    python3 benchmarks/gpu_stage.py unpack .dev/stage3 && PYTHONPATH=/tmp/site make gpu-check ...

Each unpack copies its stage's parts to /tmp/vopt-stage, and those of the other stages whose
folders an earlier run left beside it in the checkout; once every part is there, the files are
joined, checked against the manifest, and installed: wheels with pip into /tmp/site,
`cuda_modules.tar.xz` into /tmp/vopt-stage (the stored CUDA modules of the eOperators), other
`.tar.xz` (installed packages) into /tmp/site.
A pack once installed is not installed again (a split gpu-check's later calls find the
earlier stage folders still in the checkout). Standard library only: it runs before anything
it installs. Exit 0 installed, 3 waiting for
stages, 2 (one line) on an error: a part missing from its stage, a part or file whose hash is
not the manifest's, stages of two different packs.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

MANIFEST = "manifest.json"
MODULES = "cuda_modules.tar.xz"  # unpacked beside the parts, not into site-packages
INSTALLED = "installed"  # the pack's hash, once installed: a later call's unpack skips it
BLOCK = 1 << 20


class StageError(Exception):
    pass


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        while block := f.read(BLOCK):
            h.update(block)
    return h.hexdigest()


def pack(files: list[Path], out: Path, mib: float) -> list[Path]:
    """Parts of `files` in stage folders out/stage1.. of at most `mib` MiB each (greedy, in
    order); returns the folders. Earlier stage folders under `out` are removed first."""
    limit = int(mib * 2**20)
    if limit < BLOCK:
        raise StageError(f"--mib {mib}: at least 1")
    for old in out.glob("stage*"):
        shutil.rmtree(old)
    names = [f.name for f in files]
    if len(set(names)) != len(names):
        raise StageError("two files of one name: " + ", ".join(sorted(names)))
    stages: list[int] = [0]  # bytes in each stage so far
    entries = []
    for f in files:
        size, parts = f.stat().st_size, []
        with f.open("rb") as src:
            left = size
            while left > 0 or not parts:
                room = limit - stages[-1]
                if room < BLOCK:  # not worth a part: the next stage
                    stages.append(0)
                    room = limit
                take = min(left, room)
                name = f"{f.name}.part{len(parts):02d}"
                folder = out / f"stage{len(stages)}"
                folder.mkdir(parents=True, exist_ok=True)
                h = hashlib.sha256()
                with (folder / name).open("wb") as dst:
                    copied = 0
                    while copied < take:
                        block = src.read(min(BLOCK, take - copied))
                        dst.write(block)
                        h.update(block)
                        copied += len(block)
                parts.append({"file": name, "stage": len(stages), "size": take,
                              "sha256": h.hexdigest()})
                stages[-1] += take
                left -= take
        entries.append({"name": f.name, "size": size, "sha256": _sha256(f), "parts": parts})
    manifest = {"stages": len(stages), "files": entries}
    manifest["pack"] = hashlib.sha256(json.dumps(manifest, sort_keys=True).encode()).hexdigest()
    folders = [out / f"stage{k}" for k in range(1, len(stages) + 1)]
    for folder in folders:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n")
    return folders


def unpack(stage: Path, into: Path, site: Path) -> tuple[bool, str]:
    """Copy one stage's parts into `into`; once all are there, join, check and install.
    Returns (installed, what happened)."""
    try:
        manifest = json.loads((stage / MANIFEST).read_text())
    except (OSError, ValueError) as e:
        raise StageError(f"{stage}: no readable {MANIFEST} ({e})") from None
    into.mkdir(parents=True, exist_ok=True)
    held = into / MANIFEST
    if held.exists() and json.loads(held.read_text()).get("pack") != manifest.get("pack"):
        raise StageError(f"{stage} is from another pack than the stages already in {into} "
                         f"(remove {into} to start again)")
    held.write_text(json.dumps(manifest, indent=1) + "\n")
    done = into / INSTALLED
    if done.exists() and done.read_text().strip() == manifest.get("pack"):
        return True, f"{stage}: its pack is already installed (from {into})"
    number = int(stage.name.removeprefix("stage")) if stage.name.startswith("stage") else None
    for entry in manifest["files"]:
        for part in entry["parts"]:
            # this stage's parts must be here; another stage's are taken from its folder
            # beside this one where an earlier run left it (the machine keeps ignored paths
            # of the checkout between runs, as it keeps /tmp)
            own = part["stage"] == number
            src = (stage if own else stage.parent / f"stage{part['stage']}") / part["file"]
            if (into / part["file"]).exists() and not own:
                continue
            if not src.exists():
                if own:
                    raise StageError(f"{src}: missing from its stage")
                continue
            if _sha256(src) != part["sha256"]:
                raise StageError(f"{src}: its SHA-256 is not the manifest's (a broken transfer)")
            shutil.copyfile(src, into / part["file"])
    waiting = sorted({p["stage"] for e in manifest["files"] for p in e["parts"]
                      if not (into / p["file"]).exists()})
    if waiting:
        return False, (f"stage {number} of {manifest['stages']} in {into}; waiting for stage(s) "
                       f"{', '.join(map(str, waiting))}")
    site.mkdir(parents=True, exist_ok=True)
    for entry in manifest["files"]:
        path = into / entry["name"]
        with path.open("wb") as dst:
            for part in entry["parts"]:
                with (into / part["file"]).open("rb") as src:
                    shutil.copyfileobj(src, dst, BLOCK)
        if _sha256(path) != entry["sha256"]:
            raise StageError(f"{path}: joined, its SHA-256 is not the manifest's")
        _install(path, into, site)
    done.write_text(f"{manifest.get('pack')}\n")
    return True, (f"all {manifest['stages']} stage(s) in: "
                  + ", ".join(e["name"] for e in manifest["files"])
                  + f" installed (PYTHONPATH={site}; CUDA modules, if any, in {into / 'cuda_modules'})")


def _install(path: Path, into: Path, site: Path) -> None:
    if path.name.endswith(".whl"):
        r = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-index",
                            "--no-deps", "--no-compile", "--no-cache-dir", "--upgrade",
                            "--target", str(site), str(path)], check=False, capture_output=True,
                           text=True)
        if r.returncode != 0:
            tail = (r.stderr or r.stdout).strip().splitlines()[-1:] or ["no output"]
            raise StageError(f"pip cannot install {path.name}: {tail[0]}")
    elif path.name.endswith(".tar.xz"):
        with tarfile.open(path, "r:xz") as tar:
            target = into if path.name == MODULES else site
            if hasattr(tarfile, "data_filter"):  # no path outside target, no links out of it
                tar.extractall(target, filter="data")
            else:  # pragma: no cover  (Pythons before 3.11.4)
                tar.extractall(target)
    else:
        raise StageError(f"{path.name}: neither a wheel nor a .tar.xz, cannot install it")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("pack", help="cut files into stage folders")
    p.add_argument("files", nargs="+", type=Path)
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--mib", type=float, default=56.0, help="most MiB of parts per stage")
    u = sub.add_parser("unpack", help="take one stage in; install once all are in")
    u.add_argument("stage", type=Path)
    u.add_argument("--into", type=Path, default=Path("/tmp/vopt-stage"))
    u.add_argument("--site", type=Path, default=Path("/tmp/site"))
    args = ap.parse_args(argv)
    try:
        if args.cmd == "pack":
            folders = pack(args.files, args.out, args.mib)
            for f in folders:
                size = sum(p.stat().st_size for p in f.iterdir()) / 2**20
                print(f"{f}: {size:.1f} MiB")
            return 0
        done, message = unpack(args.stage, args.into, args.site)
        print(message)
        return 0 if done else 3
    except StageError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
