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

import contextlib
import gc
import multiprocessing
import os
import pickle
import signal
import tempfile
import time
import uuid
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator
from concurrent import futures
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Self

from verified_opt.errors import VoptError

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
    state_loads: int = 0  # tasks that read the broadcast state (Ray: once per worker process)
    seconds: float = 0.0  # wall time inside map/map_unordered
    # per task function: each task's seconds on its worker, and the wall seconds of its maps
    task_seconds: dict[str, list[float]] = field(default_factory=dict)
    task_cpu: dict[str, float] = field(default_factory=dict)  # CPU seconds (a shared machine)
    map_seconds: dict[str, float] = field(default_factory=dict)

    def record(self, fn: Callable, seconds: tuple[float, float], items: int) -> None:
        """A task of fn done: (wall, CPU) seconds on its worker, items it ran."""
        self.tasks += 1
        self.items += items
        label = _label(fn)
        self.task_seconds.setdefault(label, []).append(seconds[0])
        self.task_cpu[label] = self.task_cpu.get(label, 0.0) + seconds[1]

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "workers": self.workers, "tasks": self.tasks,
                "items": self.items, "retries": self.retries, "state_loads": self.state_loads,
                "seconds": round(self.seconds, 3),
                "tasks_by_function": {
                    k: {**distribution(v, self.map_seconds.get(k, 0.0)),
                        "cpu_sum_seconds": round(self.task_cpu.get(k, 0.0), 3)}
                    for k, v in sorted(self.task_seconds.items())}}


def _label(fn: Callable) -> str:
    return getattr(fn, "__name__", type(fn).__name__)


def distribution(seconds: list[float], wall: float = 0.0) -> dict[str, Any]:
    """Count, sum and quantiles of task times; `wall`: the maps' wall time on the driver."""
    xs = sorted(seconds)

    def q(f: float) -> float:
        return round(xs[min(len(xs) - 1, int(f * len(xs)))], 4) if xs else 0.0

    return {"tasks": len(xs), "sum_seconds": round(sum(xs), 3), "map_wall_seconds": round(wall, 3),
            "p50": q(0.5), "p90": q(0.9), "p99": q(0.99), "max": q(1.0)}


class Shared:
    """A large object that many tasks of one map read (the rules proved so far): `share` wraps
    it, a task reads it with `get()`. Here it travels with each task; RayExecutor's travels
    once to each node's object store and is read once per worker process."""

    def __init__(self, value: Any) -> None:
        self.value = value

    def get(self) -> Any:
        return self.value


class Growing(ABC):
    """An append-only list that the tasks of many maps read (the rules kept so far, thousands
    at K = 4): the driver appends; a task carries a small `view` (the first n items, then a
    few of its own), and each worker process keeps what it has read, reading only what was
    appended since. Shipping the whole list with every task cost a pickle in the driver and
    an unpickle on a worker each time (0.45-0.77 s and 1.2-1.5 s for K = 4's 8,959 rules)."""

    def __init__(self) -> None:
        self.key = uuid.uuid4().hex
        self.count = 0

    def extend_to(self, items: list) -> None:
        """Append items[self.count:]: `items` is the whole list, of which this holds a prefix."""
        if len(items) > self.count:
            self._append(items[self.count:])
            self.count = len(items)

    @abstractmethod
    def _append(self, items: list) -> None: ...

    @abstractmethod
    def view(self, n: int, extra: list) -> Shared:
        """The first n items then `extra`, for tasks: its get() is that list."""

    def close(self) -> None:
        """Release what holds the items (a file, object references)."""


class _GrowingFile(Growing):
    """The process pool's: appended to a file as pickled records; forked workers (and this
    process, with one job) read the records they have not read yet."""

    def __init__(self) -> None:
        super().__init__()
        fd, self.path = tempfile.mkstemp(prefix="vopt-growing-")
        os.close(fd)
        self.size = 0

    def _append(self, items: list) -> None:
        data = pickle.dumps(items, protocol=pickle.HIGHEST_PROTOCOL)
        with open(self.path, "ab") as f:
            f.write(data)
        self.size += len(data)

    def view(self, n: int, extra: list) -> Shared:
        assert n <= self.count
        return _FileView(self.key, n, extra, self.path, self.size)

    def close(self) -> None:
        with contextlib.suppress(OSError):
            os.unlink(self.path)


_GROWN: dict[str, Any] = {}  # in a worker: the growing list read so far (key, items, mark)


class GrowingView(Shared):
    """A task's view of a Growing list: its first n items, then `extra`. The worker process
    keeps the items it has read (of one list at a time) and fetches only those appended after
    its mark (a byte offset, a count of objects: the implementation's)."""

    def __init__(self, key: str, n: int, extra: list) -> None:
        super().__init__(None)
        self.key, self.n, self.extra = key, n, extra

    @abstractmethod
    def _fetch(self, mark: int) -> tuple[list[list], int]:
        """The appends after `mark`, and the mark after them."""

    def get(self) -> list:
        if _GROWN.get("key") != self.key:
            _GROWN.update(key=self.key, items=[], mark=0)
        parts, _GROWN["mark"] = self._fetch(_GROWN["mark"])
        for part in parts:
            _GROWN["items"].extend(part)
        return _GROWN["items"][:self.n] + self.extra


class _FileView(GrowingView):
    def __init__(self, key: str, n: int, extra: list, path: str, size: int) -> None:
        super().__init__(key, n, extra)
        self.path, self.size = path, size

    def _fetch(self, mark: int) -> tuple[list[list], int]:
        parts = []
        if mark < self.size:
            with open(self.path, "rb") as f:
                f.seek(mark)
                while f.tell() < self.size:
                    parts.append(pickle.load(f))
        return parts, max(mark, self.size)


class Executor(ABC):
    """Runs fn over items, in chunks, on workers that hold the state given to `start`."""

    stats: ExecutorStats

    def share(self, value: Any) -> Shared:
        """value, for the tasks of the maps that follow (not to be changed meanwhile)."""
        return Shared(value)

    def growing(self) -> Growing:
        """An append-only list for the tasks of the maps that follow (close it after)."""
        return _GrowingFile()

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

    def abort(self) -> None:
        """close(), on an error or an interrupt: tasks still running are not waited for."""
        self.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind: type[BaseException] | None, *exc: object) -> None:
        if kind is None:
            self.close()
        else:
            self.abort()


def chunked(items: list, size: int) -> list[list]:
    return [items[i:i + size] for i in range(0, len(items), size)]


def run_chunk(fn: Callable, chunk: list) -> list:
    """What a worker runs: fn over one chunk of items."""
    return [fn(x) for x in chunk]


def timed_chunk(fn: Callable, chunk: list) -> tuple[tuple[float, float], list]:
    """run_chunk, and the (wall, CPU) seconds it took on its worker."""
    t0, c0 = time.perf_counter(), time.process_time()
    out = run_chunk(fn, chunk)
    return (time.perf_counter() - t0, time.process_time() - c0), out


class ProcessPoolExecutor(Executor):
    """jobs = 1: in this process. jobs > 1: workers forked at `start` inherit the state."""

    def __init__(self, jobs: int = 1, window: int | None = None) -> None:
        self.jobs = max(1, jobs)
        self.window = window or 4 * self.jobs  # chunks in flight
        self.stats = ExecutorStats("pool", self.jobs)
        self.pool: futures.ProcessPoolExecutor | None = None
        self._deaths = 0  # pools lost with a worker (_refork)

    def start(self, state: dict[str, Any]) -> None:
        STATE.clear()
        STATE.update(state)
        if self.jobs > 1:
            # Objects that exist now are the workers' shared inheritance: keep the collector
            # from walking (and so copying) them in every child.
            gc.freeze()
            self.pool = self._fork()

    def map(self, fn: Callable, items: Iterable, chunksize: int = 1,
            progress: Progress | None = None) -> Iterator:
        for _, out in self._chunks(fn, items, chunksize, progress, ordered=True):
            yield from out

    def map_unordered(self, fn: Callable, items: Iterable, chunksize: int = 1,
                      progress: Progress | None = None) -> Iterator[tuple[int, Any]]:
        for k, out in self._chunks(fn, items, chunksize, progress, ordered=False):
            for j, res in enumerate(out):
                yield k * chunksize + j, res

    def _chunks(self, fn: Callable, items: Iterable, chunksize: int, progress: Progress | None,
                ordered: bool) -> Iterator[tuple[int, list]]:
        """(chunk index, results) per chunk, at most `window` in flight (so results do not
        pile up ahead of a slow taker); in chunk order, or as they finish."""
        t0 = time.perf_counter()
        parts = chunked(list(items), chunksize)
        running: dict[futures.Future, int] = {}  # insertion order is submission order
        done = 0
        try:
            if self.pool is None:
                chunks: Iterator[tuple[int, tuple[tuple[float, float], list]]] = (
                    (k, timed_chunk(fn, part)) for k, part in enumerate(parts))
            else:
                chunks = self._pooled(fn, parts, running, ordered)
            for k, (seconds, out) in chunks:
                done += 1
                self.stats.record(fn, seconds, len(out))
                if progress is not None:
                    progress(done, len(parts))
                yield k, out
        finally:
            for f in running:
                f.cancel()
            wall = time.perf_counter() - t0
            self.stats.seconds += wall
            label = _label(fn)
            self.stats.map_seconds[label] = self.stats.map_seconds.get(label, 0.0) + wall

    def _pooled(self, fn: Callable, parts: list[list], running: dict[futures.Future, int],
                ordered: bool) -> Iterator[tuple[int, tuple[tuple[float, float], list]]]:
        nxt = 0
        while running or nxt < len(parts):
            while nxt < len(parts) and len(running) < self.window:
                assert self.pool is not None
                running[self.pool.submit(timed_chunk, fn, parts[nxt])] = nxt
                nxt += 1
            if ordered:
                f = next(iter(running))
            else:
                f = next(iter(futures.wait(running, return_when=futures.FIRST_COMPLETED)[0]))
            try:
                result = f.result()
            except BrokenProcessPool:
                self._refork(fn, parts, running)
                continue
            k = running.pop(f)
            yield k, result

    def _refork(self, fn: Callable, parts: list[list], running: dict[futures.Future, int]
                ) -> None:
        """A worker died (killed, out of memory): every task in flight is lost with the pool.
        New workers are forked from this process, which holds the state, and the tasks run
        again, in their order; tasks are pure, so the results are those of an undisturbed
        run. A task that kills its worker every time stops the run."""
        self._deaths += 1
        if self._deaths > MAX_POOL_DEATHS:
            raise VoptError(f"worker processes died {self._deaths} times (killed, or out of "
                            "memory: see --max-memory); stopped")
        self.stats.retries += len(running)
        self._stop_workers()
        self.pool = self._fork()
        again = [(k, self.pool.submit(timed_chunk, fn, parts[k])) for k in running.values()]
        running.clear()
        running.update((f, k) for k, f in again)

    def _fork(self) -> futures.ProcessPoolExecutor:
        return futures.ProcessPoolExecutor(self.jobs, mp_context=multiprocessing.get_context(
            "fork"), initializer=_ignore_interrupts)

    def _stop_workers(self) -> None:
        """Stop the workers now, running tasks and all (shutdown alone waits for the tasks
        running: minutes, at Ctrl-C)."""
        if self.pool is None:
            return
        procs = list((getattr(self.pool, "_processes", None) or {}).values())
        for p in procs:
            with contextlib.suppress(OSError, ValueError):
                p.terminate()
        self.pool.shutdown(wait=False, cancel_futures=True)
        for p in procs:
            with contextlib.suppress(OSError, ValueError, AssertionError):
                p.join(timeout=10)

    def abort(self) -> None:
        self._stop_workers()
        self.close()

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(cancel_futures=True)
            self.pool = None
            gc.unfreeze()


MAX_POOL_DEATHS = 3  # worker deaths a run survives (a pool forked again each time)


def _ignore_interrupts() -> None:
    """In a pool worker: Ctrl-C reaches the whole process group; the driver stops the
    workers (ProcessPoolExecutor.abort), so a worker printing its own KeyboardInterrupt
    traceback is only noise. SIGTERM, the driver's way of stopping it, ends it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # not the CLI's (cli.Terminated)


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


@contextmanager
def ray_session(spec: str = "pool", jobs: int = 1) -> Iterator[None]:
    """One Ray runtime for every executor made inside (a run's phases and its write phase's
    rechecks), where spec names Ray: started here, unless this process is connected already,
    and stopped on leaving (each RayExecutor otherwise starts and stops its own: a local start
    cost seconds twice per run). Nothing for the pool."""
    kind, address = parse_spec(spec)
    if kind != "ray":
        yield
        return
    import ray

    from verified_opt.generate.ray_executor import init_ray

    if ray.is_initialized():
        yield
        return
    init_ray(address, jobs)
    try:
        yield
    finally:
        ray.shutdown()
