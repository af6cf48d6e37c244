"""Atomic file writes: every file vopt writes appears whole or not at all.

The data goes to a temporary file in the target's folder (same file system), is flushed and
fsynced, and is renamed over the target with os.replace (atomic on POSIX and Windows). An error
or an interrupt before the rename removes the temporary file and leaves any previous file at the
target untouched. A target that is a symbolic link is written through (the link's file is
replaced, the link kept).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

from verified_opt.errors import VoptError


def _target(path: str | os.PathLike) -> Path:
    p = Path(path)
    return Path(os.path.realpath(p)) if p.is_symlink() else p


@contextlib.contextmanager
def atomic_path(path: str | os.PathLike, what: str = "") -> Iterator[Path]:
    """A temporary path beside `path` to write to; renamed to `path` when the block ends
    without an exception, removed otherwise. OSError becomes a one-line VoptError."""
    target = _target(path)
    label = f"{what} {path}" if what else str(path)
    try:
        fd, tmp = tempfile.mkstemp(dir=target.parent if str(target.parent) else ".",
                                   prefix=f".{target.name}.", suffix=".tmp")
        os.close(fd)
    except OSError as e:
        raise VoptError(f"{label}: cannot write ({e.strerror or e})") from None
    try:
        yield Path(tmp)
        _keep_mode(target, tmp)
        os.replace(tmp, target)
    except BaseException as e:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(e, OSError):
            raise VoptError(f"{label}: cannot write ({e.strerror or e})") from None
        raise


def _umask() -> int:
    """The process's umask (reading it means setting it: set back at once)."""
    umask = os.umask(0)
    os.umask(umask)
    return umask


def _keep_mode(target: Path, tmp: str) -> None:
    """mkstemp creates 0600: give the new file the old one's mode, or the umask's default."""
    try:
        mode = target.stat().st_mode & 0o7777
    except OSError:
        mode = 0o666 & ~_umask()
    os.chmod(tmp, mode)


def _fsync(path: Path) -> None:
    with open(path, "rb+") as f:
        f.flush()
        os.fsync(f.fileno())


def write_bytes_atomic(path: str | os.PathLike, data: bytes, what: str = "") -> None:
    """Write `data` to `path` atomically (see the module's docstring)."""
    write_with(path, lambda tmp: tmp.write_bytes(data), what)


def write_text_atomic(path: str | os.PathLike, text: str, what: str = "") -> None:
    write_bytes_atomic(path, text.encode("utf-8"), what)


def write_with(path: str | os.PathLike, writer: Callable[[Path], object], what: str = "") -> None:
    """Atomically write what `writer(tmp)` writes to the temporary path it is given (for
    writers that want a file name, like onnx.save_model)."""
    with atomic_path(path, what) as tmp:
        writer(tmp)
        _fsync(tmp)


@contextlib.contextmanager
def atomic_folder(path: str | os.PathLike, what: str = "", replace: bool = False
                  ) -> Iterator[Path]:
    """A temporary folder beside `path` to write a set of files in (a library: rules and their
    certificates); when the block ends without an exception it becomes `path` in one rename
    (`replace`: a folder there is replaced whole, in two), and is removed otherwise. A missing
    or empty folder at `path` is always replaced. OSError becomes a one-line VoptError."""
    target = Path(path)
    label = f"{what} {path}" if what else str(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        stage = Path(tempfile.mkdtemp(dir=target.parent, prefix=f".{target.name}.partial-"))
    except OSError as e:
        raise VoptError(f"{label}: cannot write ({e.strerror or e})") from None
    try:
        yield stage
        os.chmod(stage, 0o777 & ~_umask())  # mkdtemp's is 0700
        _publish(stage, target, label, replace)
    except BaseException as e:
        shutil.rmtree(stage, ignore_errors=True)
        if isinstance(e, OSError):
            raise VoptError(f"{label}: cannot write ({e.strerror or e})") from None
        raise


def _publish(stage: Path, target: Path, label: str, replace: bool) -> None:
    if not target.exists() or (target.is_dir() and not any(target.iterdir())):
        os.replace(stage, target)  # rename(2) takes the place of an empty folder
        return
    if not replace:
        raise VoptError(f"{label}: not empty")
    old = Path(tempfile.mkdtemp(dir=target.parent, prefix=f".{target.name}.old-"))
    os.replace(target, old)  # onto the empty folder just made: a name no one else takes
    os.replace(stage, target)
    shutil.rmtree(old, ignore_errors=True)
