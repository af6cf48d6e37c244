"""Peak memory of a generator run on this machine: this process and all its descendants (the
pool's workers; a local Ray's raylet and workers), sampled by a background thread.

Each process counts its proportional set size (PSS, from /proc/PID/smaps_rollup), so pages that
forked workers share with their parent, or that processes map from Ray's object store, count
once in the sum rather than once per process. Where /proc has no smaps_rollup (not Linux) the
sampler reports nothing rather than a wrong number. Workers on other machines of a Ray cluster
are not seen (summary.json says which processes were measured).

The run is bounded by a limit (`vopt generate --max-memory GIB`, by default 90% of this
machine's memory): past it the run stops at its next progress tick with a one-line reason
(MemoryLimit), writing nothing, rather than being killed by the kernel. The tree is sampled
every 2 s, so it can pass the limit by what it allocates in that time.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any

from verified_opt.errors import VoptError

_PROC = Path("/proc")
DEFAULT_SHARE = 0.9  # of the machine's memory: the default limit


class MemoryLimit(VoptError):
    """The run passed its memory limit: stopped, nothing written. Not bad input (exit 1)."""

    exit_code = 1


def _kib_field(path: Path, key: str) -> int | None:
    """A `key:  N kB` line of a /proc file, in bytes; None where the file or line is not."""
    try:
        for line in path.read_text().splitlines():
            if line.startswith(key):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def machine_memory_bytes() -> int | None:
    """MemTotal of /proc/meminfo; None where there is none (not Linux)."""
    return _kib_field(_PROC / "meminfo", "MemTotal:")


def default_limit_bytes() -> int | None:
    total = machine_memory_bytes()
    return None if total is None else int(DEFAULT_SHARE * total)


def _parents() -> dict[int, int]:
    out: dict[int, int] = {}
    for d in _PROC.iterdir():
        if not d.name.isdigit():
            continue
        try:
            # field 4 of stat, after the command name (which may hold spaces and parentheses)
            out[int(d.name)] = int((d / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
    return out


def descendants(root: int) -> list[int]:
    """root and every process below it."""
    children: dict[int, list[int]] = {}
    for pid, ppid in _parents().items():
        children.setdefault(ppid, []).append(pid)
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo.extend(children.get(pid, []))
    return out


def pss_bytes(pid: int) -> int | None:
    return _kib_field(_PROC / str(pid) / "smaps_rollup", "Pss:")


def tree_memory_bytes(root: int | None = None) -> int | None:
    """PSS of root (default: this process) and its descendants; None where it cannot be read."""
    sizes = [pss_bytes(p) for p in descendants(root or os.getpid())]
    known = [s for s in sizes if s is not None]
    return sum(known) if known else None


class PeakMemory:
    """Samples tree_memory_bytes every `every` seconds until stop(); the peak overall and per
    phase (the phase is whatever `phase` was last set to)."""

    def __init__(self, every: float = 2.0, limit_bytes: int | None = None) -> None:
        self.every = every
        self.limit = limit_bytes  # None: no limit
        self.exceeded: tuple[str, int] | None = None  # (phase, bytes) of the first sample past it
        self.phase = "start"
        self.peak = 0
        self.by_phase: dict[str, int] = {}
        self.samples = 0
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> PeakMemory:
        self._thread = threading.Thread(target=self._run, name="peak-memory", daemon=True)
        self._thread.start()
        return self

    def sample(self) -> int | None:
        now = tree_memory_bytes()
        if now is not None:
            self.samples += 1
            self.peak = max(self.peak, now)
            self.by_phase[self.phase] = max(self.by_phase.get(self.phase, 0), now)
            if self.limit is not None and now > self.limit and self.exceeded is None:
                self.exceeded = (self.phase, now)
        return now

    def check(self) -> None:
        """Raise MemoryLimit if a sample has passed the limit (called at progress ticks, in
        the thread that runs the phases)."""
        if self.exceeded is None:
            return
        phase, now = self.exceeded
        assert self.limit is not None
        raise MemoryLimit(
            f"memory limit of {_gib(self.limit)} GiB passed in phase '{phase}' ({_gib(now)} GiB "
            "for this process and its workers): stopped, nothing written; --max-memory raises "
            "the limit, a smaller --max-ops or fewer --ops need less")

    def _run(self) -> None:
        while not self._stop.is_set():
            self.sample()
            self._stop.wait(self.every)

    def set_phase(self, phase: str) -> None:
        self.sample()  # the end of the phase before belongs to it
        self.phase = phase

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
            self._thread = None
        self.sample()

    def to_json(self) -> dict[str, Any]:
        return {"peak_gib": _gib(self.peak) if self.samples else None,
                "limit_gib": None if self.limit is None else _gib(self.limit),
                "peak_gib_by_phase": {k: _gib(v) for k, v in self.by_phase.items()},
                "samples": self.samples, "every_seconds": self.every,
                "measured": "PSS of the generating process and its descendants on this machine "
                            "(pool workers, a local Ray's processes), sampled"}


def _gib(n: int) -> float:
    return round(n / 2**30, 3)
