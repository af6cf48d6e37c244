"""The generator on Ray gives what the process pool gives: the same rules.json, summary and
certificate queries (timestamps and timings aside), also when a worker dies mid-run and when
the work spreads over two Ray nodes. The Ray instances run on loopback, started and stopped
here; without Ray these tests skip."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from gen_helpers import check_growing_reads, read_through_growing, small_axioms

from verified_opt.generate import executor as ex
from verified_opt.generate import shards as sh
from verified_opt.generate.pipeline import GenerateConfig, generate, write_outputs

OPS = ["MatMul", "Add", "Relu", "Transpose"]


def ray_or_skip():
    return pytest.importorskip("ray")


@pytest.fixture(scope="module", autouse=True)
def _stop_ray_at_the_end():
    yield
    try:
        import ray
    except ImportError:
        return
    if ray.is_initialized():
        ray.shutdown()


@pytest.fixture
def local_ray():
    """One local Ray instance of 2 CPUs, shared by the tests that ask for it."""
    ray = ray_or_skip()
    if not ray.is_initialized():
        ray.init(address="local", num_cpus=2, include_dashboard=False, logging_level="ERROR")
    return ray


@pytest.fixture(scope="module")
def axioms(tmp_path_factory):
    return small_axioms(tmp_path_factory.mktemp("axioms"))


def run(out: Path, axioms: str, executor: str, jobs: int = 1) -> dict:
    cfg = GenerateConfig(max_ops=2, ops=OPS, seed=7, axiom_dir=axioms, jobs=jobs,
                         executor=executor)
    paths = write_outputs(generate(cfg), out)
    summary = json.loads(paths["summary"].read_text())
    summary.pop("timings_seconds")
    summary.pop("memory")
    summary.pop("fingerprint_evaluations")  # per-process caches: depends on the scheduling
    certs = {}
    for p in sorted(paths["certificates"].iterdir()):
        if p.suffix == ".json":
            cert = json.loads(p.read_text())
            cert.pop("created")
            cert.pop("prove_seconds")
            certs[p.name] = cert
        else:
            certs[p.name] = p.read_bytes()  # the query, byte for byte
    return {"rules": paths["rules"].read_text(), "executor": summary.pop("executor", None),
            "summary": summary, "certificates": certs}


@pytest.fixture(scope="module")
def pool_run(tmp_path_factory, axioms):
    # jobs = 1: no fork of a process that holds a Ray driver; any job count gives the same
    # output (test_generate.py)
    return run(tmp_path_factory.mktemp("pool"), axioms, "pool")


def same(a: dict, b: dict) -> None:
    assert a["rules"] == b["rules"]
    assert a["summary"] == b["summary"]
    assert a["certificates"] == b["certificates"]


# ---- the interface ------------------------------------------------------------------------------
def adder(sleep: float = 0.0, on_ray: bool = False):
    """A task reading the broadcast state (a closure: Ray pickles it by value); on Ray it also
    says on which node it ran."""
    def add(x: int) -> tuple[int, str]:
        time.sleep(sleep)
        node = ""
        if on_ray:
            import ray
            node = ray.get_runtime_context().get_node_id()
        return x + ex.STATE["k"], node
    return add


@pytest.mark.parametrize("kind", ["pool", "ray"])
def test_both_executors_map_in_order_over_the_broadcast_state(kind, request):
    if kind == "ray":
        request.getfixturevalue("local_ray")
    e = ex.make_executor(kind, jobs=1)
    with e:
        e.start({"k": 10})
        assert [r for r, _ in e.map(adder(), range(7), chunksize=3)] == list(range(10, 17))
        got = sorted((i, r) for i, (r, _) in e.map_unordered(adder(), range(5), chunksize=2))
        assert got == [(i, i + 10) for i in range(5)]
    assert e.stats.tasks == 3 + 3 and e.stats.items == 12 and e.stats.retries == 0


@pytest.mark.parametrize("kind", ["pool", "ray"])
def test_an_interrupted_map_leaves_nothing_running(kind, request):
    if kind == "ray":
        request.getfixturevalue("local_ray")
    e = ex.make_executor(kind, jobs=2 if kind == "ray" else 1)
    e.start({"k": 0})
    it = e.map(adder(sleep=0.2), range(12))
    assert next(it)[0] == 0
    e.close()  # as generate() does when interrupted
    e.close()
    it.close()
    assert not getattr(e, "_running", ())


def test_a_ray_worker_reads_the_state_once_not_once_per_task(local_ray, tmp_path):
    # the state goes to the object store once (ray.put); each worker process unpickles it on
    # its first task and keeps it for the next ones
    class Counted:
        """Unpickling it (a worker reading the state) leaves its worker's pid in a file."""

        def __init__(self, marks: str) -> None:
            self.marks = marks

        def __setstate__(self, d: dict) -> None:
            self.__dict__.update(d)
            with open(d["marks"], "a") as f:
                f.write(f"{os.getpid()}\n")

    def worker_pid(x: int) -> int:  # a closure: Ray pickles it by value
        return os.getpid()

    marks = tmp_path / "loads"
    marks.touch()
    e = ex.make_executor("ray", jobs=2)
    with e:
        e.start({"counted": Counted(str(marks)), "blob": bytes(8 << 20)})
        pids = [p for _ in range(2) for p in e.map(worker_pid, range(24))]  # and the next map
    loads = marks.read_text().split()
    assert e.stats.tasks == 48
    assert sorted(loads) == sorted(set(loads)) and set(loads) == {str(p) for p in pids}
    assert e.stats.state_loads == len(loads)  # counted for the summary


def test_a_ray_worker_reads_each_appended_item_once(local_ray, tmp_path):
    # executor.Growing on Ray: each append is one object; a view carries the references, and
    # a worker process gets only the appends it has not read. test_executor.py checks the
    # pool's the same way, with its Item at module level (forked workers unpickle by name;
    # this one is local so that Ray pickles it by value).
    class Item:
        def __init__(self, i: int, marks: str) -> None:
            self.i, self.marks = i, marks

        def __setstate__(self, d: dict) -> None:
            self.__dict__.update(d)
            with open(d["marks"], "a") as f:
                f.write(f"{d['i']} {os.getpid()}\n")

    def values(view):  # a closure: Ray pickles it by value
        return [x.i for x in view.get()]

    marks = tmp_path / "reads"
    marks.touch()
    items = [Item(i, str(marks)) for i in range(6)]
    e = ex.make_executor("ray", jobs=2)
    with e:
        e.start({})
        first, later, _ = read_through_growing(e, items, values)
    check_growing_reads(first, later, marks)


def test_unknown_executor():
    with pytest.raises(ValueError, match="unknown executor 'dask'"):
        ex.make_executor("dask")
    with pytest.raises(ValueError, match="unknown executor"):
        ex.make_executor("pool=somewhere")


# ---- the generator on Ray -------------------------------------------------------------------------
def test_k2_on_ray_is_byte_identical_to_the_pool(local_ray, tmp_path, axioms, pool_run):
    got = run(tmp_path, axioms, "ray")
    same(got, pool_run)
    assert got["executor"]["kind"] == "ray" and got["executor"]["workers"] == 2
    assert got["executor"]["retries"] == 0
    assert pool_run["executor"]["kind"] == "pool" and pool_run["executor"]["workers"] == 1
    for run_ in (got, pool_run):  # task times per function, for the benchmark's projections
        tasks = run_["executor"]["tasks_by_function"]
        assert {"last_level_chunk", "examine_chunk", "_work"} <= set(tasks)
        assert sum(t["tasks"] for t in tasks.values()) == run_["executor"]["tasks"]


def test_a_worker_killed_mid_run_is_retried_and_changes_nothing(local_ray, tmp_path, axioms,
                                                                pool_run, monkeypatch):
    marker = tmp_path / "killed"
    examine = sh.examine_chunk

    def dies_once(items):
        """The first attempt of the first pruning chunk kills its own worker process."""
        if items[0][0] == 0 and not marker.exists():
            marker.touch()
            os._exit(1)
        return examine(items)

    monkeypatch.setattr(sh, "examine_chunk", dies_once)
    got = run(tmp_path / "out", axioms, "ray")
    assert marker.exists()
    same(got, pool_run)
    assert got["executor"]["retries"] == 1


@pytest.fixture
def two_nodes():
    """Two Ray nodes of one CPU each on this machine (Ray's own cluster utilities)."""
    ray = ray_or_skip()
    from ray.cluster_utils import Cluster

    if ray.is_initialized():
        ray.shutdown()
    cluster = Cluster(initialize_head=True,
                      head_node_args={"num_cpus": 1, "include_dashboard": False})
    cluster.add_node(num_cpus=1)
    cluster.wait_for_nodes()
    try:
        yield cluster
    finally:
        ray.shutdown()
        cluster.shutdown()


def test_two_nodes_share_the_state_and_give_the_same_rules(two_nodes, tmp_path, axioms,
                                                           pool_run):
    e = ex.make_executor(f"ray={two_nodes.address}")
    with e:
        e.start({"k": 1})
        got = list(e.map(adder(sleep=0.3, on_ray=True), range(8)))
        assert e.workers == 2
    assert [r for r, _ in got] == list(range(1, 9))
    assert len({node for _, node in got}) == 2  # the state reached the second node's object store
    same(run(tmp_path, axioms, f"ray={two_nodes.address}"), pool_run)


def test_vopt_generate_refuses_an_unknown_executor(tmp_path, capsys):
    from verified_opt.cli import main

    assert main(["generate", "--max-ops", "1", "--executor", "bogus",
                 "-o", str(tmp_path / "g")]) == 2
    err = capsys.readouterr().err.strip()
    assert "--executor bogus" in err and len(err.splitlines()) == 1
    assert not (tmp_path / "g").exists()


def test_one_ray_runtime_serves_a_run_and_its_write_phase():
    """`vopt generate --executor ray` starts Ray once for the run's executor and the write
    phase's rechecks (each executor started and stopped its own before), stops it at the end,
    and leaves alone a Ray this process was connected to already."""
    ray = ray_or_skip()
    if ray.is_initialized():
        ray.shutdown()
    with ex.ray_session("ray", 2):
        assert ray.is_initialized()
        for _ in range(2):  # the run's executor, then the write phase's
            e = ex.make_executor("ray", 2)
            e.start({})
            assert list(e.map(abs, [-1, 2, -3])) == [1, 2, 3]
            assert not e.owned
            e.close()
            assert ray.is_initialized()
    assert not ray.is_initialized()
    ray.init(address="local", num_cpus=2, include_dashboard=False, logging_level="ERROR")
    with ex.ray_session("ray", 2):
        pass
    assert ray.is_initialized()
    with ex.ray_session("pool", 2):
        pass


def test_a_local_ray_is_its_own_even_beside_a_running_cluster(two_nodes):
    """`--executor ray` (no address) starts a local Ray of its CPUs: a cluster already running
    on the machine (`ray start`, or another test's) is not joined, nor does it make ray.init
    refuse the CPU count (a flaky failure of the suite under xdist)."""
    import ray

    from verified_opt.generate.ray_executor import init_ray

    ray.shutdown()  # the fixture's driver connection; its cluster keeps running
    init_ray(None, 1)
    try:
        assert ray.cluster_resources().get("CPU") == 1
        assert len(ray.nodes()) == 1
    finally:
        ray.shutdown()


def test_ray_that_cannot_start_is_one_line(tmp_path, monkeypatch, capsys):
    """Ray's start-up failures (a node timing out, say) name the executor, exit 2."""
    ray = ray_or_skip()
    from verified_opt.cli import main
    from verified_opt.errors import VoptError
    from verified_opt.generate.ray_executor import init_ray

    def timeout(*a, **k):
        raise Exception("The current node timed out during startup")  # noqa: TRY002  (as Ray does)

    monkeypatch.setattr(ray, "init", timeout)
    monkeypatch.setattr(ray, "is_initialized", lambda: False)  # whatever other tests started
    from verified_opt.generate import ray_executor
    monkeypatch.setattr(ray_executor, "_unanswered", lambda address: "")  # HEAD answers
    with pytest.raises(VoptError, match=r"--executor ray=HEAD:6379: Ray did not start .*timed"):
        init_ray("HEAD:6379", None)
    rules = tmp_path / "r.json"
    rules.write_text(json.dumps({"rules": [{
        "name": "relu_twice", "inputs": {"X": ["n"]},
        "src": {"nodes": [{"op": "Relu", "inputs": ["X"], "outputs": ["r"]},
                          {"op": "Relu", "inputs": ["r"], "outputs": ["y"]}], "outputs": ["y"]},
        "dst": {"nodes": [{"op": "Relu", "inputs": ["X"], "outputs": ["y"]}],
                "outputs": ["y"]}}]}))
    capsys.readouterr()
    assert main(["verify", str(rules), "--executor", "ray", "--jobs", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: --executor ray: Ray did not start")
