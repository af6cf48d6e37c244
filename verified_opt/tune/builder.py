"""MetaSchedule's local builder with worker processes kept across rounds.

TVM's LocalBuilder starts a fresh process pool for every batch (its workers leak memory after
many builds), and each worker imports TVM first: about 3 s per worker on these machines, paid
again every round of 16 candidates. This builder keeps its pool for RECYCLE batches, then
starts a new one, and otherwise builds exactly as LocalBuilder does (its worker function:
tvm.compile, then export to a tar the runner loads).
"""

from __future__ import annotations

from typing import Any

from tvm.ir.utils import derived_object
from tvm.s_tir.meta_schedule.builder import BuilderResult, PyBuilder
from tvm.s_tir.meta_schedule.builder.local_builder import _serialize_params, _worker_func
from tvm.support.popen_pool import PopenPoolExecutor, StatusKind

RECYCLE = 8


@derived_object
class PoolBuilder(PyBuilder):
    def __init__(self, max_workers: int, timeout_sec: float):
        super().__init__()
        self.max_workers = max_workers
        self.timeout_sec = timeout_sec
        self._pool: Any = None
        self._uses = 0

    def _get_pool(self) -> Any:
        if self._pool is None or self._uses >= RECYCLE:
            self.close()
            self._pool = PopenPoolExecutor(max_workers=self.max_workers,
                                           timeout=self.timeout_sec)
            self._uses = 0
        self._uses += 1
        return self._pool

    def build(self, build_inputs):
        pool = self._get_pool()
        results = []
        jobs = [(None, None, b.mod, b.target, _serialize_params(b.params))
                for b in build_inputs]
        for r in pool.map_with_error_catching(lambda x: _worker_func(*x), jobs):
            if r.status == StatusKind.COMPLETE:
                results.append(BuilderResult(r.value, None))
            elif r.status == StatusKind.TIMEOUT:
                results.append(BuilderResult(
                    None, f"PoolBuilder: timeout, killed after {self.timeout_sec} s"))
            else:
                results.append(BuilderResult(None, f"PoolBuilder: {r.value}"))
        return results

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown()
            self._pool = None
