"""The generator's executor on Ray: an existing cluster (`ray start --head` on one machine,
`ray start --address=HEAD:6379` on the others; then `--executor ray=HEAD:6379`), or a local
instance when no address is given.

- The state (universe, fingerprints, frontier, axioms) is put in the object store once and
  passed to every task by reference; a worker process fetches and unpickles it on its first task
  and keeps it for the next ones (keyed by a token of this `start`).
- A task is a chunk of items. Ray runs a task again when its worker (or node) is lost
  (`max_retries`); each attempt asks a small ledger actor for its number, so the executor counts
  the retries (`stats.retries`, in summary.json's "executor").
- Every worker runs with PYTHONHASHSEED=0: node-set signatures hash strings, and the chunks of
  one level are compared with each other, so all workers must hash alike (forked workers of the
  process pool share their parent's seed).
- In flight at most `window` tasks (results wait on the driver in item order); an interrupted
  map cancels what is left.
"""

from __future__ import annotations

import contextlib
import logging
import socket
import time
import uuid
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Any, cast

import ray

if TYPE_CHECKING:
    from ray.actor import ActorClass

from verified_opt.errors import VoptError, one_line
from verified_opt.generate import executor as ex

ENV = {"env_vars": {"PYTHONHASHSEED": "0"}}

_HELD: dict[str, str] = {}  # in a worker: the token of the state STATE holds
_SHARED: dict[str, Any] = {}  # in a worker: the last Shared value read, by its key


class _RayShared(ex.Shared):
    """A reference to the value in the object store (a reference nested in a task's argument
    is passed as such, not resolved); each worker process reads it once."""

    def __init__(self, ref: Any) -> None:
        super().__init__(None)
        self.ref = ref
        self.key = uuid.uuid4().hex

    def get(self) -> Any:
        if self.key not in _SHARED:
            _SHARED.clear()  # one value at a time: maps that share run one after the other
            _SHARED[self.key] = ray.get(self.ref)
        return _SHARED[self.key]


class _RayGrowing(ex.Growing):
    """Each append is one object in the store; a view carries the references (a nested
    reference is passed as such), and a worker process gets only those it has not read."""

    def __init__(self) -> None:
        super().__init__()
        self.refs: list[Any] = []

    def _append(self, items: list) -> None:
        self.refs.append(ray.put(items))

    def view(self, n: int, extra: list) -> ex.Shared:
        assert n <= self.count
        return _RayView(self.key, n, extra, list(self.refs))

    def close(self) -> None:
        self.refs = []


class _RayView(ex.GrowingView):
    def __init__(self, key: str, n: int, extra: list, refs: list) -> None:
        super().__init__(key, n, extra)
        self.refs = refs

    def _fetch(self, mark: int) -> tuple[list[list], int]:
        return (ray.get(self.refs[mark:]) if mark < len(self.refs) else []), max(
            mark, len(self.refs))


@ray.remote(num_cpus=0)
class _Ledger:
    """Attempts per task key: a retried task sees a number above 1."""

    def __init__(self) -> None:
        self.attempts: dict[str, int] = {}

    def start(self, key: str) -> int:
        self.attempts[key] = self.attempts.get(key, 0) + 1
        return self.attempts[key]


@ray.remote
def _task(fn: Callable, chunk: list, held: list, token: str, ledger: Any,
          key: str) -> tuple[int, bool, tuple[float, float], list]:
    """(attempt, whether this task read the state, (wall, CPU) seconds, results) of fn over
    one chunk; `held` wraps the state's reference so that Ray passes the reference, not the
    state, and the worker unpickles it once (its first task's seconds include that)."""
    attempt = ray.get(ledger.start.remote(key))
    t0, c0 = time.perf_counter(), time.process_time()
    loaded = _HELD.get("token") != token
    if loaded:
        state = ray.get(held[0])
        ex.STATE.clear()
        ex.STATE.update(state)
        _HELD["token"] = token
    fetch = (time.perf_counter() - t0, time.process_time() - c0)
    (wall, cpu), out = ex.timed_chunk(fn, chunk)
    seconds = (wall + fetch[0], cpu + fetch[1])
    return attempt, loaded, seconds, out


def _unanswered(address: str) -> str:
    """Why nothing answers at a host:port address ("" where something does, or where the
    address is not host:port, such as "auto"): Ray itself retries for minutes."""
    host, sep, port = address.removeprefix("ray://").rpartition(":")
    if not sep or not port.isdigit():
        return ""
    try:
        with socket.create_connection((host or "localhost", int(port)), timeout=5):
            return ""
    except OSError as e:
        return e.strerror or type(e).__name__


def init_ray(address: str | None, num_cpus: int | None) -> None:
    """Connect to the cluster at address, or start a local Ray of num_cpus CPUs (quiet). Ray
    that cannot start or connect is a one-line VoptError naming the executor."""
    if address and (why := _unanswered(address)):
        raise VoptError(f"--executor ray={address}: nothing answers at {address} ({why}); "
                        "start a cluster there (`ray start --head`), or pass --executor ray "
                        "for a local one")
    try:
        if address:
            ray.init(address=address, logging_level=logging.ERROR, log_to_driver=False)
        else:
            # "local": a new instance, even where a cluster runs on this machine already
            # (ray.init without an address joins the latest one `ray start` made, and then
            # refuses num_cpus)
            ray.init(address="local", num_cpus=num_cpus, include_dashboard=False,
                     logging_level=logging.ERROR, log_to_driver=False)
    except Exception as e:  # noqa: BLE001  (Ray raises a plain Exception on a start-up timeout)
        spec = f"ray={address}" if address else "ray"
        raise VoptError(f"--executor {spec}: Ray did not start ({one_line(e, 200)})") from None


class RayExecutor(ex.Executor):
    def __init__(self, address: str | None = None, num_cpus: int | None = None,
                 max_retries: int = 3, window: int | None = None) -> None:
        self.address = address
        self.num_cpus = num_cpus
        self.max_retries = max_retries
        self.window = window
        self.owned = False  # this executor started Ray, and stops it
        self.stats = ex.ExecutorStats("ray", 0)
        self._state: Any = None
        self._token = ""
        self._ledger: Any = None
        self._maps = 0
        self._running: set = set()  # tasks submitted and not yet taken, cancelled by close()

    def start(self, state: dict[str, Any]) -> None:
        if not ray.is_initialized():
            init_ray(self.address, self.num_cpus)
            self.owned = True
        self.stats.workers = int(ray.cluster_resources().get("CPU", 1))
        self._state = ray.put(state)
        self._token = uuid.uuid4().hex
        # mypy does not apply class decorators: @ray.remote made _Ledger an ActorClass
        self._ledger = cast("ActorClass[_Ledger]", _Ledger).remote()

    def share(self, value: Any) -> ex.Shared:
        assert self._state is not None, "start() first"
        return _RayShared(ray.put(value))

    def growing(self) -> ex.Growing:
        assert self._state is not None, "start() first"
        return _RayGrowing()

    def map_unordered(self, fn: Callable, items: Iterable, chunksize: int = 1,
                      progress: ex.Progress | None = None) -> Iterator[tuple[int, Any]]:
        for k, out in self._chunks(fn, items, chunksize, progress, ordered=False):
            for j, res in enumerate(out):
                yield k * chunksize + j, res

    def map(self, fn: Callable, items: Iterable, chunksize: int = 1,
            progress: ex.Progress | None = None) -> Iterator:
        """In item order; the window bounds the results held back waiting for an earlier one."""
        for _, out in self._chunks(fn, items, chunksize, progress, ordered=True):
            yield from out

    def _chunks(self, fn: Callable, items: Iterable, chunksize: int,
                progress: ex.Progress | None, ordered: bool) -> Iterator[tuple[int, list]]:
        """(chunk index, results) for each chunk, at most `window` tasks in flight; in chunk
        order, or as they finish."""
        assert self._state is not None, "start() first"
        t0 = time.perf_counter()
        parts = ex.chunked(list(items), chunksize)
        self._maps += 1
        fn_ref = ray.put(fn)
        window = self.window or 4 * max(1, self.stats.workers)
        task = _task.options(max_retries=self.max_retries, retry_exceptions=False,
                             runtime_env=ENV)
        running: dict[Any, int] = {}  # insertion order is submission order
        nxt = done = 0
        try:
            while done < len(parts):
                while nxt < len(parts) and len(running) < window:
                    ref = task.remote(fn_ref, parts[nxt], [self._state], self._token,
                                      self._ledger, f"{self._maps}:{nxt}")
                    running[ref] = nxt
                    self._running.add(ref)
                    nxt += 1
                ref = next(iter(running)) if ordered else \
                    ray.wait(list(running), num_returns=1)[0][0]
                k = running.pop(ref)
                self._running.discard(ref)
                attempt, loaded, seconds, out = ray.get(ref)
                done += 1
                self.stats.record(fn, seconds, len(out))
                self.stats.retries += attempt - 1
                self.stats.state_loads += loaded
                if progress is not None:
                    progress(done, len(parts))
                yield k, out
        finally:
            for ref in running:
                self._cancel(ref)
            wall = time.perf_counter() - t0
            self.stats.seconds += wall
            label = ex._label(fn)
            self.stats.map_seconds[label] = self.stats.map_seconds.get(label, 0.0) + wall

    def _cancel(self, ref: Any) -> None:
        self._running.discard(ref)
        with contextlib.suppress(Exception):  # finished or lost meanwhile: nothing to stop
            ray.cancel(ref, force=True)

    def close(self) -> None:
        """Cancels the tasks still running (an interrupted run), then lets Ray go."""
        if ray.is_initialized():
            for ref in list(self._running):
                self._cancel(ref)
        if self._ledger is not None:
            ray.kill(self._ledger)
            self._ledger = None
        self._state = None
        if self.owned and ray.is_initialized():
            ray.shutdown()
        self.owned = False
