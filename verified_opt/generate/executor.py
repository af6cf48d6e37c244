"""Where the generator's bulk work runs: one interface, a process pool here and Ray elsewhere.

An executor runs module-level functions over items on workers that hold a state broadcast
once (`start`): the universe, the fingerprints and the frontier after the levels below the
last, the axioms. Work reads it through `STATE`. Results come back in item order (`map`) or as
they finish with their index (`map_unordered`); the generator consumes them in item order, so
its output does not depend on which executor ran it, nor on how many workers it had.

    ex = make_executor("pool", jobs=2)          # or "ray", "ray=HOST:PORT"
    ex.start({"enum": enum, "fp": fp, ...})
    for result in ex.map(fn, items, chunksize=4):
        ...
    ex.close()                                  # also on error: `with make_executor(...)`

`ProcessPoolExecutor` below is the default: jobs = 1 runs in this process; jobs > 1 forks the
workers at `start`, so they inherit the state without copying it. `ray_executor.RayExecutor`
puts the state in Ray's object store once and runs chunks as Ray tasks, retried when a worker
is lost.
"""

from __future__ import annotations

import gc
import multiprocessing
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator
from concurrent import futures
from dataclasses import dataclass
from typing import Any, Self

# The broadcast state, as the running process sees it: set by `start` in this process (and so
# inherited by forked workers), or by a Ray worker from the object store before a task.
STATE: dict[str, Any] = {}

Progress = Callable[[int, int], None]  # (tasks done, tasks)


@dataclass
class ExecutorStats:
    """What an executor did, for the summary (not part of the generator's deterministic output)."""

    kind: str
    workers: int
    tasks: int = 0  # chunks run to completion
    items: int = 0
    retries: int = 0  # attempts of tasks lost with their worker and run again
    seconds: float = 0.0  # wall time inside map/map_unordered

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "workers": self.workers, "tasks": self.tasks,
                "items": self.items, "retries": self.retries, "seconds": round(self.seconds, 3)}


class Executor(ABC):
    """Runs fn over items, in chunks, on workers that hold the state given to `start`."""

    stats: ExecutorStats

    @property
    def workers(self) -> int:
        return self.stats.workers

    @abstractmethod
    def start(self, state: dict[str, Any]) -> None:
        """Broadcast the workers' state (read there through STATE). Call once, before maps."""

    @abstractmethod
    def map_unordered(self, fn: Callable, items: Iterable, chunksize: int = 1,
                      progress: Progress | None = None) -> Iterator[tuple[int, Any]]:
        """(index, fn(item)) as the chunks finish."""

    def map(self, fn: Callable, items: Iterable, chunksize: int = 1,
            progress: Progress | None = None) -> Iterator:
        """fn(item) for each item, in item order."""
        pending: dict[int, Any] = {}
        k = 0
        for i, res in self.map_unordered(fn, items, chunksize, progress):
            pending[i] = res
            while k in pending:
                yield pending.pop(k)
                k += 1

    @abstractmethod
    def close(self) -> None:
        """Stop the workers; safe to call twice, and after an error."""

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def chunked(items: list, size: int) -> list[list]:
    return [items[i:i + size] for i in range(0, len(items), size)]


def run_chunk(fn: Callable, chunk: list) -> list:
    """What a worker runs: fn over one chunk of items."""
    return [fn(x) for x in chunk]


class ProcessPoolExecutor(Executor):
    """jobs = 1: in this process. jobs > 1: workers forked at `start` inherit the state."""

    def __init__(self, jobs: int = 1) -> None:
        self.jobs = max(1, jobs)
        self.stats = ExecutorStats("pool", self.jobs)
        self.pool: futures.ProcessPoolExecutor | None = None

    def start(self, state: dict[str, Any]) -> None:
        STATE.clear()
        STATE.update(state)
        if self.jobs > 1:
            # Objects that exist now are the workers' shared inheritance: keep the collector
            # from walking (and so copying) them in every child.
            gc.freeze()
            self.pool = futures.ProcessPoolExecutor(
                self.jobs, mp_context=multiprocessing.get_context("fork"))

    def map(self, fn: Callable, items: Iterable, chunksize: int = 1,
            progress: Progress | None = None) -> Iterator:
        t0 = time.perf_counter()
        items = list(items)
        total = -(-len(items) // chunksize)
        results = (map(fn, items) if self.pool is None else
                   self.pool.map(fn, items, chunksize=chunksize))
        try:
            for k, res in enumerate(results):
                if (k + 1) % chunksize == 0 or k + 1 == len(items):
                    self.stats.tasks += 1
                    if progress is not None:
                        progress(self.stats.tasks, total)
                self.stats.items += 1
                yield res
        finally:
            self.stats.seconds += time.perf_counter() - t0

    def map_unordered(self, fn: Callable, items: Iterable, chunksize: int = 1,
                      progress: Progress | None = None) -> Iterator[tuple[int, Any]]:
        t0 = time.perf_counter()
        parts = chunked(list(items), chunksize)
        try:
            if self.pool is None:
                done: Iterable = ((k, run_chunk(fn, p)) for k, p in enumerate(parts))
            else:
                fs = {self.pool.submit(run_chunk, fn, p): k for k, p in enumerate(parts)}
                done = ((fs[f], f.result()) for f in futures.as_completed(fs))
            for n, (k, out) in enumerate(done, 1):
                self.stats.tasks += 1
                self.stats.items += len(out)
                if progress is not None:
                    progress(n, len(parts))
                for j, res in enumerate(out):
                    yield k * chunksize + j, res
        finally:
            self.stats.seconds += time.perf_counter() - t0

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(cancel_futures=True)
            self.pool = None
            gc.unfreeze()


def parse_spec(spec: str) -> tuple[str, str | None]:
    """"pool" -> ("pool", None); "ray" -> ("ray", None); "ray=ADDRESS" -> ("ray", ADDRESS).
    ValueError for anything else, or for Ray where it is not installed."""
    kind, eq, address = spec.partition("=")
    if kind == "pool" and not eq:
        return kind, None
    if kind == "ray" and (not eq or address):
        try:
            import ray  # noqa: F401
        except ImportError as e:
            raise ValueError(f"executor {spec!r} needs Ray: pip install 'verified_opt[ray]' "
                             f"({e})") from e
        return kind, address or None
    raise ValueError(f"unknown executor {spec!r}: expected pool, ray or ray=ADDRESS")


def make_executor(spec: str = "pool", jobs: int = 1) -> Executor:
    """"pool" (jobs workers), "ray" (a local Ray instance of jobs CPUs, unless this process is
    already connected to one) or "ray=ADDRESS" (an existing cluster: `ray start --head`)."""
    kind, address = parse_spec(spec)
    if kind == "pool":
        return ProcessPoolExecutor(jobs)
    from verified_opt.generate.ray_executor import RayExecutor

    return RayExecutor(address, num_cpus=jobs)
