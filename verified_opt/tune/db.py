"""The tuning database: MetaSchedule's records on disk, reused by every later run.

    db = TuneDB.open(target)                 # $VOPT_TUNE_DB, else ~/.cache/verified_opt/tune-db
    best = db.best(func)                     # (trace JSON, seconds) of the fastest record, or None
    TuneDB.stats() / TuneDB.clear()          # `vopt tune-db stats|clear`

One folder per TVM version and target (`tvm-0.27.0.post1/<target key>/`, the target written
beside the records in target.json): a record is a schedule trace for TVM's schedule language,
which another TVM version may replay differently, and a latency measured on one CPU or GPU,
which says nothing about another. Inside, MetaSchedule's own JSONDatabase: workloads keyed by
the structural hash of the kernel's TIR (the function is always named `main`, so the same
expression under other tensor names is the same workload), tuning records appended as lines.
Two runs tuning at once take turns on the folder (an flock).

A record only says how fast a schedule was; what the kernel computes is the expression's. Every
tuned kernel is checked against the expression's exact value before use, like any other
instantiation (check/instantiation.py).
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import math
import os
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from verified_opt.errors import VoptError


class TuneDBError(VoptError):
    """A tuning database that cannot be read or written."""


def default_root() -> Path:
    env = os.environ.get("VOPT_TUNE_DB")
    if env:
        return Path(env)
    cache = os.environ.get("XDG_CACHE_HOME") or os.path.join(Path.home(), ".cache")
    return Path(cache) / "verified_opt" / "tune-db"


def target_json(target: Any) -> dict:
    """The target as a plain dict (what keys the folder and is written in target.json)."""
    if isinstance(target, dict):
        return json.loads(json.dumps(target, sort_keys=True, default=str))
    return json.loads(str(target))   # a tvm Target prints as its JSON


def target_key(target: Any) -> str:
    t = target_json(target)
    kind = str(t.get("kind", "target"))
    cpu = str(t.get("mcpu") or t.get("arch") or "")
    digest = hashlib.sha256(json.dumps(t, sort_keys=True).encode()).hexdigest()[:12]
    return "-".join(x for x in (kind, cpu, digest) if x)


def _tvm_version() -> str:
    import tvm
    return str(tvm.__version__)


@dataclass
class FolderStats:
    tvm: str
    target: dict
    workloads: int
    records: int
    bytes: int

    def to_json(self) -> dict:
        return {"tvm": self.tvm, "target": self.target, "workloads": self.workloads,
                "records": self.records, "bytes": self.bytes}


def _lines(p: Path) -> int:
    if not p.exists():
        return 0
    with p.open("rb") as f:
        return sum(1 for line in f if line.strip())


class TuneDB:
    """One folder of the database: one TVM version, one target."""

    WORKLOADS = "database_workload.json"
    RECORDS = "database_tuning_record.json"

    def __init__(self, folder: Path, target: Any):
        self.folder = folder
        self.target = target
        self._db: Any = None

    @classmethod
    def open(cls, target: Any, root: Path | str | None = None) -> TuneDB:
        root = Path(root) if root is not None else default_root()
        folder = root / f"tvm-{_tvm_version()}" / target_key(target)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            meta = folder / "target.json"
            if not meta.exists():
                meta.write_text(json.dumps(target_json(target), sort_keys=True, indent=1))
        except OSError as e:
            raise TuneDBError(f"tuning database {folder}: {e.strerror or e}") from None
        return cls(folder, target)

    @property
    def ms_database(self) -> Any:
        """MetaSchedule's JSONDatabase over this folder (opened once)."""
        if self._db is None:
            from tvm.s_tir import meta_schedule as ms
            try:
                self._db = ms.database.JSONDatabase(
                    str(self.folder / self.WORKLOADS), str(self.folder / self.RECORDS),
                    allow_missing=True, module_equality="structural")
            except Exception as e:  # noqa: BLE001  (TVM's own error types)
                raise TuneDBError(f"tuning database {self.folder} cannot be read: "
                                  f"{str(e).splitlines()[0] if str(e) else type(e).__name__}"
                                  ) from None
        return self._db

    def reload(self) -> None:
        """Read the files again (after another process appended to them)."""
        self._db = None

    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        """Exclusive use of the folder while tuning appends records."""
        with open(self.folder / ".lock", "w") as f:
            fcntl.flock(f, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(f, fcntl.LOCK_UN)

    def best(self, func: Any) -> tuple[str, float] | None:
        """(trace as JSON, mean seconds) of the fastest valid record of the kernel `func`
        (a PrimFunc named main), or None when it was never tuned for this target."""
        import tvm
        mod = tvm.IRModule({"main": func})
        db = self.ms_database
        if not db.has_workload(mod):
            return None
        for rec in db.get_top_k(db.commit_workload(mod), 1 << 30):  # fastest first
            secs = [float(x) for x in (rec.run_secs or [])]
            if not secs or not all(math.isfinite(x) and x > 0 for x in secs):
                continue  # a time no measurement gives (the file is anyone's to edit)
            return json.dumps(_trace_json(rec.trace)), sum(secs) / len(secs)
        return None

    def trials(self, func: Any) -> int:
        """How many records (valid or not) the kernel has."""
        import tvm
        mod = tvm.IRModule({"main": func})
        db = self.ms_database
        if not db.has_workload(mod):
            return 0
        return len(db.get_top_k(db.commit_workload(mod), 1 << 30))

    @staticmethod
    def stats(root: Path | str | None = None) -> list[FolderStats]:
        root = Path(root) if root is not None else default_root()
        out = []
        for meta in sorted(root.glob("tvm-*/*/target.json")):
            folder = meta.parent
            try:
                target = json.loads(meta.read_text())
            except (OSError, ValueError):
                target = {"unreadable": str(meta)}
            size = sum(p.stat().st_size for p in folder.iterdir() if p.is_file())
            out.append(FolderStats(folder.parent.name.removeprefix("tvm-"), target,
                                   _lines(folder / TuneDB.WORKLOADS),
                                   _lines(folder / TuneDB.RECORDS), size))
        return out

    @staticmethod
    def clear(root: Path | str | None = None) -> int:
        """Remove every folder of the database; returns how many records were removed. A path
        that is not a tuning database is refused (TuneDBError), and left as it is."""
        root = Path(root) if root is not None else default_root()
        if not root.exists():
            return 0
        try:
            why = _not_a_database(root)
            if why:  # --db names any path: never remove what open() did not make
                raise TuneDBError(f"{root}: not a tuning database ({why}); nothing removed")
            n = sum(s.records for s in TuneDB.stats(root))
            if not any(root.iterdir()):
                return 0  # an empty folder may be anyone's: left in place
            # Renamed first, so a reader never sees half a folder.
            gone = root.with_name(root.name + f".removing-{os.getpid()}")
            os.replace(root, gone)
        except OSError as e:
            raise TuneDBError(f"tuning database {root}: cannot remove ({e.strerror or e})"
                              ) from None
        shutil.rmtree(gone, ignore_errors=True)
        return n


def _not_a_database(root: Path) -> str | None:
    """Why `root` is not a tuning database, or None: open() makes only tvm-<version> folders
    in it."""
    if not root.is_dir():
        return "not a folder"
    stray = sorted(p.name for p in root.iterdir()
                   if not (p.is_dir() and p.name.startswith("tvm-")))
    if not stray:
        return None
    return f"it holds {stray[0]}" + (f" and {len(stray) - 1} more" if len(stray) > 1 else "")


def _trace_json(trace: Any) -> Any:
    """A Trace as plain JSON (lists, strings, numbers)."""
    return json.loads(json.dumps(trace.as_json(), default=_ffi_plain))


def _ffi_plain(x: Any) -> Any:
    # TVM's containers (Array, String, IntImm) become lists, strings and numbers.
    if hasattr(x, "value"):
        return x.value
    try:
        return list(x)
    except TypeError:
        return str(x)
