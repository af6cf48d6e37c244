"""MetaSchedule's local builder with worker processes kept across rounds.

TVM's LocalBuilder starts a fresh process pool for every batch (its workers leak memory after
many builds), and each worker imports TVM first: about 3 s per worker on these machines, paid
again every round of 16 candidates. This builder keeps its pool for RECYCLE batches, then
starts a new one, and otherwise builds as LocalBuilder does (tvm.compile, then export to a tar
the runner loads), except that a worker does not import TVM's tensor intrinsics first: their
module parses hundreds of TVMScript functions, each walking the caller's stack, about 20 s per
worker on these machines (measured with py-spy: most of a short tuning run), and no schedule of
an eOperator uses one (float32 kernels are never tensorized; a candidate that did would fail to
build and be counted as an error, never run).
"""

from __future__ import annotations

from typing import Any

from tvm.ir.utils import derived_object
from tvm.s_tir.meta_schedule.builder import BuilderResult, PyBuilder
from tvm.s_tir.meta_schedule.builder.local_builder import default_export
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
        jobs = [(b.mod, b.target) for b in build_inputs]
        for r in pool.map_with_error_catching(lambda x: build_one(*x), jobs):
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


def build_one(mod: Any, target: Any) -> str:
    """A worker's build: LocalBuilder's default_build without the tensor intrinsics' import,
    then its export (a tar in a temporary folder; its path is the artifact)."""
    from tvm.driver import build as tvm_build
    from tvm.s_tir.transform import RemoveWeightLayoutRewriteBlock

    mod = RemoveWeightLayoutRewriteBlock(skip_tensor_rewrite=True)(mod)
    return str(default_export(tvm_build(mod, target=target)))
