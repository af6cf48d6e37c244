"""The generator's progress as periodic lines, for logs and for a run whose work is spread
over a cluster: per phase, candidates (or graphs) done of the total and the throughput, the
executor's tasks done and retried on all its workers, and the memory on this machine.

    [    62 s] prune: 49152/84418 (793/s), pool of 2: 412 tasks done, memory 1.2 GiB
    [   124 s] verify: 812/9178 (13/s), ray of 32: 1931 tasks done (1 retried), memory 2.0 GiB

`generate(cfg, progress=PhaseLines(print))` attaches the executor once it has started.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from verified_opt.generate.executor import ExecutorStats
from verified_opt.generate.memory import tree_memory_bytes


@dataclass
class _Phase:
    active: float = 0.0  # seconds this phase was the one ticking (phases interleave)
    done: int = 0
    total: int = 0


class PhaseLines:
    """A Progress callable (phase, done, total) that writes a line every `every` seconds."""

    def __init__(self, write: Callable[[str], None], every: float = 30.0) -> None:
        self.write = write
        self.every = every
        self.executor: ExecutorStats | None = None  # set by generate() once it has started
        self.t0 = self.last = self._since = time.perf_counter()
        self.phases: dict[str, _Phase] = {}
        self.current: str | None = None
        self.lines = 0

    def __call__(self, phase: str, done: int, total: int) -> None:
        now = time.perf_counter()
        if self.current is not None:
            self.phases[self.current].active += now - self._since
        self._since = now
        self.current = phase
        p = self.phases.setdefault(phase, _Phase())
        p.done, p.total = done, total
        if now - self.last >= self.every:
            self.last = now
            self.write(self.line(phase, now))

    def line(self, phase: str, now: float | None = None) -> str:
        now = time.perf_counter() if now is None else now
        p = self.phases[phase]
        per_s = p.done / p.active if p.active > 0 else None
        rate = "" if per_s is None else f" ({per_s:.0f}/s)" if per_s >= 10 else f" ({per_s:.2g}/s)"
        text = f"[{now - self.t0:7.0f} s] {phase}: {p.done}/{p.total}{rate}"
        ex = self.executor
        if ex is not None:
            retried = f" ({ex.retries} retried)" if ex.retries else ""
            size = f" of {ex.workers}" if ex.workers else ""  # (a cluster not yet asked)
            text += f", {ex.kind}{size}: {ex.tasks} tasks done{retried}"
        memory = tree_memory_bytes()
        if memory is not None:
            text += f", memory {memory / 2**30:.1f} GiB"
        self.lines += 1
        return text
