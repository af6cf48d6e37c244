"""The files vopt writes, checked before the work starts: an output is writable, names no
input (the model, a rule file) and no other output. Every command that writes uses these."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

from verified_opt.errors import VoptError

LIBRARY_FILES = {"rules.json", "summary.json", "certificates"}  # what `vopt generate` writes


def check_library_folder(path: str | os.PathLike, what: str, overwrite: bool) -> None:
    """The folder `vopt generate` writes a library in: writable, and missing or empty, or
    (with `overwrite`) an earlier library, replaced whole; a folder holding anything else is
    never written in (its files would mix with the library's)."""
    check_folder_writable(path, what)
    p = Path(path)
    if not p.is_dir():
        return
    held = sorted(q.name for q in p.iterdir())
    if not held:
        return
    foreign = [n for n in held if n not in LIBRARY_FILES] + [
        f"certificates/{q.name}" for q in (p / "certificates").glob("*")
        if (p / "certificates").is_dir() and q.suffix not in (".json", ".smt2")]
    if foreign or not (p / "rules.json").is_file():
        shown = ", ".join((foreign or held)[:3]) + (" ..." if len(foreign or held) > 3 else "")
        raise VoptError(f"{what} {p}: not empty (it holds {shown}) and not a vopt generate "
                        "output: name a new or empty folder")
    if not overwrite:
        raise VoptError(f"{what} {p} holds an earlier vopt generate output: add --overwrite "
                        "to replace it (whole: none of its certificates is kept)")


def check_writable(path: str | os.PathLike | None, what: str) -> None:
    """A file vopt will write: not a folder, in a folder that exists and that we may write."""
    if path is None:
        return
    p = Path(path)
    if p.is_dir():
        raise VoptError(f"{what} {p} is a folder")
    parent = p.parent if str(p.parent) else Path(".")
    if not parent.exists():
        raise VoptError(f"{what} {p}: folder {parent} does not exist")
    if not parent.is_dir():
        raise VoptError(f"{what} {p}: {parent} is not a folder")
    if not os.access(parent, os.W_OK) or (p.exists() and not os.access(p, os.W_OK)):
        raise VoptError(f"{what} {p}: not writable")
    # os.access says yes to root for /proc and /sys; the temporary file that the atomic write
    # makes next to the output says what the write will say, after the run's work
    try:
        fd, probe = tempfile.mkstemp(dir=parent, prefix=f".{p.name}.", suffix=".probe")
    except OSError as e:
        raise VoptError(f"{what} {p}: cannot write in {parent} "
                        f"({e.strerror or type(e).__name__})") from None
    os.close(fd)
    os.unlink(probe)


def check_folder_writable(path: str | os.PathLike | None, what: str) -> None:
    """A folder vopt will write files in: not a file, and writable (or, when missing, made in
    a writable folder)."""
    if path is None:
        return
    p = Path(path)
    if p.exists() and not p.is_dir():
        raise VoptError(f"{what} {p}: not a folder")
    nearest = next(q for q in (p, *p.parents) if q.exists())  # what mkdir(parents) starts from
    if not nearest.is_dir():
        raise VoptError(f"{what} {p}: {nearest} is not a folder")
    if not os.access(nearest, os.W_OK | os.X_OK):
        raise VoptError(f"{what} {p}: not writable")
    if nearest != p:
        # os.access says yes to root for /proc; making the first missing folder (and removing
        # it) says what mkdir will say when the files are written, after the run's work
        probe = nearest / p.relative_to(nearest).parts[0]
        try:
            probe.mkdir()
            probe.rmdir()
        except OSError as e:
            raise VoptError(f"{what} {p}: cannot be made in {nearest} "
                            f"({e.strerror or type(e).__name__})") from None


def check_outputs(model: str | None, output: str | os.PathLike | None, overwrite: bool = False,
                  reports: Sequence[tuple[str | os.PathLike | None, str]] = (),
                  inputs: Sequence[str | os.PathLike] = ()) -> None:
    """The output naming the input model (the same file after links) needs `overwrite`; no
    output (`output` as -o, each report as (path, option)) may name another input (`inputs`:
    rule files, or folders: the *.json below them, which the rule loader reads), and a report
    may name neither the model, the output nor another report."""
    if model is not None and output is not None and same_file(output, model) and not overwrite:
        raise VoptError(f"output {output} is the input model {model}: pass --overwrite to "
                        "replace it, or choose another -o")
    read = _input_files(inputs)
    written: list[tuple[str | os.PathLike | None, str]] = [(model, "input model")]
    for path, what in [(output, "-o"), *reports]:
        if path is None:
            continue
        other = next((f for f in read if same_file(path, f)), None)
        if other is not None:
            raise VoptError(f"{what} {path} would overwrite the input {other}")
        for prior, label in written:
            if what == "-o" and prior is model:
                continue  # decided above, by --overwrite
            if prior is not None and same_file(path, prior):
                raise VoptError(f"{what} {path} would overwrite the {label} {prior}")
        written.append((path, "output" if what == "-o" else f"{what} output"))


def _input_files(inputs: Sequence[str | os.PathLike]) -> list[Path]:
    files: list[Path] = []
    for p in map(Path, inputs):
        files.extend(sorted(p.rglob("*.json")) if p.is_dir() else [p])
    return files


def same_file(a: str | os.PathLike, b: str | os.PathLike) -> bool:
    """The same file, through symbolic and hard links; a path not there yet is the same only
    if it resolves to the other."""
    try:
        return os.path.samefile(a, b)  # symbolic and hard links included
    except OSError:  # one does not exist (yet): the same only if they resolve alike
        return Path(a).resolve() == Path(b).resolve()
