"""Progress lines: per phase done/total and throughput, the executor's tasks, memory."""

from __future__ import annotations

import re

from gen_helpers import small_axioms

from verified_opt.generate import executor as ex
from verified_opt.generate.pipeline import GenerateConfig, generate
from verified_opt.generate.progress import PhaseLines


def square(x: int) -> int:
    return x * x


def test_lines_count_the_executors_tasks_and_the_phase():
    lines: list[str] = []
    progress = PhaseLines(lines.append, every=0.0)
    with ex.make_executor("pool", jobs=2) as e:
        e.start({})
        progress.executor = e.stats
        got = list(e.map(square, range(10), chunksize=2,
                         progress=lambda done, total: progress("square", 2 * done, 10)))
    assert got == [x * x for x in range(10)]
    assert len(lines) == 5
    assert re.search(r"\] square: 10/10 \([0-9.e+]+/s\), pool of 2: 5 tasks done, memory ",
                     lines[-1]), lines[-1]


def test_generate_attaches_its_executor(tmp_path):
    lines: list[str] = []
    progress = PhaseLines(lines.append, every=0.0)
    cfg = GenerateConfig(max_ops=2, ops=["MatMul", "Add"], seed=7,
                         axiom_dir=small_axioms(tmp_path / "axioms"))
    report = generate(cfg, progress)
    assert progress.executor is report.executor and report.executor is not None
    phases = {line.split("] ", 1)[1].split(":")[0] for line in lines}
    assert {"enumerate K=1", "prune", "verify"} <= phases
    tasks = [int(m.group(1)) for line in lines if (m := re.search(r"(\d+) tasks done", line))]
    assert tasks == sorted(tasks) and tasks[-1] > 0


def test_an_executor_whose_workers_are_not_known_yet_is_named_alone():
    """A Ray cluster's CPUs are known once it answers: the first line said 'ray of 0'."""
    progress = PhaseLines(lambda line: None, every=0.0)
    progress.executor = ex.ExecutorStats("ray", 0)
    progress("prune", 3, 10)
    line = progress.line("prune")
    assert ", ray: 0 tasks done" in line and "of 0" not in line, line
