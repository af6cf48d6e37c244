"""Calls made in a worker process of their own, so that one that crashes or hangs it costs
that call, not the caller: the CUDA tuning runner times each candidate kernel there (a
kernel that faults leaves its CUDA context unusable, and TVM's own runner isolates candidates
the same way).

    calls = IsolatedCalls("verified_opt.tune.cuda_run:time_artifact")
    ok, value_or_error = calls.call(path, timeout_s=60)

The worker is started with `spawn` (a fresh interpreter: CUDA does not survive fork), kept
for the next call, and started again after a call that killed it, timed out (it is killed)
or raised (what raised may have left the device unusable). `func` is "module:function",
imported in the worker.
"""

from __future__ import annotations

import importlib
import multiprocessing as mp
import weakref
from typing import Any

from verified_opt.errors import one_line


def _serve(func: str, conn) -> None:
    mod, name = func.split(":")
    f = getattr(importlib.import_module(mod), name)
    while True:
        try:
            arg = conn.recv()
        except EOFError:
            return
        try:
            conn.send(("ok", f(arg)))
        except Exception as e:  # noqa: BLE001  (reported to the caller as the call's error)
            conn.send(("error", one_line(e, 300)))
            return   # what raised may have broken the process's state: start afresh


class IsolatedCalls:
    def __init__(self, func: str) -> None:
        self.func = func
        self._proc: Any = None
        self._conn: Any = None
        self.starts = 0   # worker processes started (one more after each failed call)
        self._finalizer = weakref.finalize(self, IsolatedCalls._stop_parts, [None, None])

    @staticmethod
    def _stop_parts(parts: list) -> None:
        proc, conn = parts
        if conn is not None:
            conn.close()
        if proc is not None and proc.is_alive():
            proc.kill()
            proc.join(5)

    def _start(self) -> None:
        ctx = mp.get_context("spawn")
        mine, theirs = ctx.Pipe()
        proc = ctx.Process(target=_serve, args=(self.func, theirs), daemon=True)
        proc.start()
        self.starts += 1
        theirs.close()
        self._proc, self._conn = proc, mine
        self._finalizer.detach()
        self._finalizer = weakref.finalize(self, IsolatedCalls._stop_parts, [proc, mine])

    def stop(self) -> None:
        self._stop_parts([self._proc, self._conn])
        self._proc = self._conn = None

    def call(self, arg: Any, timeout_s: float) -> tuple[bool, Any]:
        """(True, the function's value) or (False, why the call failed)."""
        if self._proc is None or not self._proc.is_alive():
            self._start()
        assert self._conn is not None and self._proc is not None
        try:
            self._conn.send(arg)
            if not self._conn.poll(timeout_s):
                self.stop()
                return False, f"timed out after {timeout_s:g} s (its process was killed)"
            status, value = self._conn.recv()
        except (EOFError, OSError, BrokenPipeError):
            self._proc.join(5)
            code = self._proc.exitcode
            self.stop()
            return False, f"its process died (exit code {code})"
        if status != "ok":
            self._proc.join(5)
            self.stop()
            return False, value
        return True, value
