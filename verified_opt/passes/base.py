"""The Pass interface, its result, and the runner that records what each pass changed."""

from __future__ import annotations

import abc
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from verified_opt.ir.graph import Graph


@dataclass(frozen=True)
class PassResult:
    """The graph after a pass (the one given, where the pass works in place), whether the pass
    changed it, and what the pass reports about it (counts, what it applied)."""

    graph: Graph
    modified: bool
    details: Mapping[str, Any] = field(default_factory=dict)


class Pass(abc.ABC):
    """A graph transformation: `pass_(graph)` returns its PassResult. Each pass says whether it
    changes the graph it is given in place (`in_place`) or returns a new one."""

    name: ClassVar[str]
    in_place: ClassVar[bool]

    @abc.abstractmethod
    def __call__(self, graph: Graph) -> PassResult:
        ...


@dataclass(frozen=True)
class PassRecord:
    """What one pass of a run did: its name, whether it changed the graph, its details, and
    how long it took."""

    name: str
    modified: bool
    details: Mapping[str, Any]
    seconds: float


def run_passes(graph: Graph, passes: Iterable[Pass]) -> tuple[Graph, list[PassRecord]]:
    """Run `passes` in order, each on the graph the one before returned; the last graph, and
    a record per pass."""
    records = []
    for p in passes:
        t0 = time.perf_counter()
        result = p(graph)
        records.append(PassRecord(p.name, result.modified, result.details,
                                  time.perf_counter() - t0))
        graph = result.graph
    return graph, records


def detail(records: Sequence[PassRecord], name: str, key: str, default: Any = None) -> Any:
    """A detail that the pass `name` reported (its last run's), or `default` where it did not
    run or did not report it."""
    for r in reversed(records):
        if r.name == name:
            return r.details.get(key, default)
    return default
