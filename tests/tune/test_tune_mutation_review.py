"""A mutation review of the trust chain around tuned and generated kernels (tune/db.py,
check/instantiation.py, backends/hybrid.py, derive/eop_tvm.py, api/derivations.tune_results,
the audit's recheck of a derivation's schedules): each test here fails when the check it names
is weakened. Tuning records are forged by hand (MetaSchedule's own database API, as anyone
editing the files could), and a tuned kernel that computes something else is simulated by
wrapping compile_eop: a kernel compiled with a trace returns one output point off by one.
Nothing here tunes (each test takes a second or two)."""

from __future__ import annotations

import copy
import dataclasses
import json

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

pytest.importorskip("tvm")

from tests.check.test_instantiation import _scaled
from tests.derive.test_eop_tvm import _MM, _legal, _traced
from verified_opt.api.derivations import derivation_document, derive_operator, tune_results
from verified_opt.audit.derivation import recheck_derivation
from verified_opt.backends.hybrid import HybridSession
from verified_opt.check.instantiation import check_instantiation
from verified_opt.derive import eop_tvm
from verified_opt.derive.eop_onnx import (
    eop_schedule,
    eop_scope,
    expr_attribute,
    is_eop,
    make_eop_node,
    opset_import,
    schedule_attribute,
)
from verified_opt.derive.evaluate import evaluate, random_inputs, sample_points
from verified_opt.derive.expr import Access, Iter, Scope, Tensor, tensors, var
from verified_opt.derive.instantiate import instantiate
from verified_opt.tune.db import TuneDB, target_json
from verified_opt.tune.tuner import tuning_target

# A MatMul of _MM's shapes (tests/derive/test_eop_tvm.py): the operator as one eOperator is
# _MM renamed, so _MM's traces (_traced) replay on it.
XS, WS = (16, 8), (8, 24)
W = np.random.default_rng(0).standard_normal(WS).astype(np.float32)


def _derived(name="mm0", ws=WS, w=W):
    """derive_operator's result for a MatMul with no search (keep=0): the operator as one
    eOperator, proved, checked and usable; and that candidate."""
    node = helper.make_node("MatMul", ["X", "W"], ["Y"], name=name)
    res = derive_operator(node, {"X": (XS[0], ws[0]), "W": ws}, {"W": w}, budget_s=1.0,
                          keep=0, measure=False)
    (d,) = res.derived
    assert d.status == "usable" and not d.candidate.steps, (d.status, d.reason)
    return res, d


def _eop(d):
    return next(n for n in d.inst.nodes if is_eop(n))


def _target():
    return tuning_target(eop_tvm.resolve_target("llvm"))


def _forge(db: TuneDB, func, build, secs=(1e-9,)) -> None:
    """A tuning record of `func` in `db`, its trace what build(sch, block "out") does, its
    latency `secs`: what anyone editing the database files can write."""
    import tvm
    from tvm import s_tir
    from tvm.s_tir import meta_schedule as ms
    mod = tvm.IRModule({"main": func})
    sch = s_tir.Schedule(mod)
    build(sch, sch.get_sblock("out"))
    mdb = db.ms_database
    wl = mdb.commit_workload(mod)
    mdb.commit_tuning_record(ms.database.TuningRecord(
        sch.trace, wl, list(secs), db.target, ms.arg_info.ArgInfo.from_prim_func(func)))


def _off_by_one(monkeypatch, at, traced_only=True):
    """compile_eop's kernels (those compiled with a trace, or all) wrong by +1 at output
    point `at`: a kernel that computes something else than its expression."""
    real = eop_tvm.compile_eop

    def patched(scope, target="llvm", dtype="float32", schedule=True, trace=None):
        cop = real(scope, target, dtype, schedule, trace)
        if traced_only and not trace:
            return cop
        fn = cop._fn

        def wrong(*args):
            fn(*args)
            args[-1][at] += 1

        return dataclasses.replace(cop, _fn=wrong)

    monkeypatch.setattr(eop_tvm, "compile_eop", patched)


def _unsampled(root: Scope, max_points: int, seed: int = 0) -> tuple[int, ...]:
    """An output point (array index) check_instantiation(seed, max_points) does not sample:
    the same draws (random_inputs, then sample_points) from the same generator."""
    rng = np.random.default_rng(seed)
    random_inputs(root, rng, -3, 4)
    box = [(it.lo, it.hi) for it in root.loops]
    seen = {tuple(int(x) for x in p) for p in sample_points(box, rng, max_points)}
    return next(tuple(v - lo for v, (lo, _) in zip(p, box))
                for p in np.ndindex(*root.shape) if p not in seen and all(
                    0 < v < hi - lo - 1 for v, (lo, hi) in zip(p, box)))


def _with_schedule(res, d, trace):
    """d with its kernel's schedule `trace` (as tune_results sets it)."""
    key = expr_attribute(eop_scope(_eop(d)))
    d = copy.copy(d)
    d.schedules = {key: schedule_attribute(target_json(_target()), trace)}
    d.inst = instantiate(d.candidate.final, res.output, res.node, {"W": W}, library=False,
                         schedules=d.schedules)
    return d


# ---- the tuning database ---------------------------------------------------------------

def test_the_database_keeps_a_folder_per_target_and_tvm_version(tmp_path):
    """A latency measured on one CPU says nothing about another, and a trace of one TVM
    version may replay differently in another: targets that differ only in their core count
    are two folders, and the folder names the TVM version."""
    import tvm
    one = TuneDB.open(tuning_target(eop_tvm.resolve_target("llvm"), cores=1), root=tmp_path)
    two = TuneDB.open(tuning_target(eop_tvm.resolve_target("llvm"), cores=2), root=tmp_path)
    assert one.folder != two.folder
    assert one.folder.parent.name == two.folder.parent.name == f"tvm-{tvm.__version__}"
    assert json.loads((one.folder / "target.json").read_text())["num-cores"] == 1


def test_a_record_of_one_kernel_is_not_used_for_another(tmp_path):
    """tune_results keys kernels by the structural hash of their TIR: a forged record of one
    MatMul's kernel never schedules another MatMul's."""
    db = TuneDB.open(_target(), root=tmp_path)
    res1, d1 = _derived("mm1")
    res2, d2 = _derived("mm2", (8, 32), np.ones((8, 32), np.float32))
    _forge(db, eop_tvm.tuning_func(eop_scope(_eop(d1))), _legal)
    tuned = tune_results([(res1, 1), (res2, 1)], 0.0, db)
    assert len(tuned) == 2 and [t.reused for t in tuned] == [True, False]
    assert d1.schedules and eop_schedule(_eop(d1)) is not None
    assert not d2.schedules and eop_schedule(_eop(d2)) is None


def test_best_is_the_fastest_record(tmp_path):
    db = TuneDB.open(_target(), root=tmp_path)
    func = eop_tvm.tuning_func(_MM)
    _forge(db, func, _legal, (3e-3,))
    _forge(db, func, lambda sch, b: sch.parallel(sch.get_loops(b)[0]), (1e-3, 2e-3))
    _forge(db, func, _legal, (5e-3,))
    trace, secs = db.best(func)
    assert secs == pytest.approx(1.5e-3) and "Split" not in trace
    assert db.trials(func) == 3


# ---- a tuned kernel is checked before it is used ----------------------------------------

def test_tune_results_refuses_a_forged_record_whose_kernel_is_wrong(tmp_path, monkeypatch):
    """A forged record (a legal trace, a latency that wins) whose kernel computes something
    else: the candidate fails its check and is not used (the check runs, with the schedules)."""
    db = TuneDB.open(_target(), root=tmp_path)
    res, d = _derived()
    _forge(db, eop_tvm.tuning_func(eop_scope(_eop(d))), _legal)
    _off_by_one(monkeypatch, (5, 7))
    tune_results([(res, 1)], 0.0, db)
    assert d.status == "check failed" and d.reason.startswith("tuned kernel:"), d.reason
    assert eop_schedule(_eop(d)) is None   # the instantiation is left untuned


def test_the_tuned_kernels_are_compared_at_every_output_point(monkeypatch):
    """Past the sampled points (max_points), a tuned kernel is held to the untuned ones at
    every output point: one wrong at a point the sample misses is refused."""
    res, d = _derived()
    d = _with_schedule(res, d, _traced(_legal))
    root = d.candidate.final
    ok, why = check_instantiation(root, {"W"}, library=False, max_points=4,
                                  schedules=d.schedules)
    assert ok and "untuned kernels at all 384" in why, why
    at = _unsampled(root, 4)
    _off_by_one(monkeypatch, at)
    ok, why = check_instantiation(root, {"W"}, library=False, max_points=4,
                                  schedules=d.schedules)
    assert not ok and why.startswith("the tuned kernels differ from the untuned ones at "
                                     f"{at}"), why


def test_the_audit_checks_the_schedules_its_report_lists(monkeypatch):
    """vopt audit instantiates a derivation with the schedules the report lists: a wrong
    tuned kernel fails the recheck."""
    res, d = _derived()
    d = _with_schedule(res, d, _traced(_legal))
    doc = derivation_document(res, d, ["W"])
    ok, why = recheck_derivation(doc)
    assert ok, why
    _off_by_one(monkeypatch, (9, 13))
    ok, why = recheck_derivation(doc)
    assert not ok and "instantiation does not compute" in why, why


# ---- the instantiation check ------------------------------------------------------------

def test_an_instantiation_one_off_at_one_inner_point_fails(monkeypatch):
    """Exact comparison at every point of a small output: an eOperator off by 1 at one inner
    point (not a corner, not the first point) fails the check."""
    _, d = _derived()
    root = d.candidate.final
    assert check_instantiation(root, {"W"}, library=False)[0]
    _off_by_one(monkeypatch, (7, 11), traced_only=False)
    ok, why = check_instantiation(root, {"W"}, library=False)
    assert not ok and why.startswith("differs at (7, 11)"), why


def test_values_between_2_24_and_2_25_are_not_checked():
    """float32 holds integers exactly only up to 2^24: past it two results one apart can be
    equal, so values up to 3 * (2^23 + 1) are not checked either."""
    ok, why = check_instantiation(_scaled((1 << 23) + 1), set())
    assert not ok and "2^24" in why, why


def test_an_instantiation_of_another_shape_fails(monkeypatch):
    """An instantiation whose output has more elements than the expression (equal where they
    overlap) is not the expression's."""
    real = eop_tvm.compile_eop

    class Padded:
        def __init__(self, cop):
            self.cop = cop

        def run(self, inputs):
            return np.pad(self.cop.run(inputs), ((0, 1), (0, 0)))

    _, d = _derived()
    monkeypatch.setattr(eop_tvm, "compile_eop", lambda *a, **k: Padded(real(*a, **k)))
    ok, why = check_instantiation(d.candidate.final, {"W"}, library=False)
    assert not ok and why.startswith("shape (17, 24)"), why


# ---- generated kernels and the runtime --------------------------------------------------

def test_floor_division_and_remainder_of_negative_indices():
    """// and % in the expression are floor division and its remainder (Python's), also where
    the index is negative: not C's truncation."""
    i, k = var("i"), var("k")
    a = Tensor("A", (6, 5))
    s = Scope((Iter("i", -7, 7), Iter("k", 0, 5)), (),
              Access(a, (i // 3 + 3, (i - k) % 5)))
    x = np.arange(30, dtype=np.float32).reshape(6, 5)
    got = eop_tvm.compile_eop(s).run([x])
    np.testing.assert_array_equal(got, evaluate(s, {"A": x.astype(np.float64)}))


def test_a_graph_output_a_later_step_reads_is_kept():
    """X -> eOperator -> y1 (a graph output) -> Relu -> y2: y1 is read by a later step and
    still returned."""
    e = Scope((Iter("i", 0, 16), Iter("j", 0, 24)), (Iter("k", 0, 8),), _MM.body)
    nodes = [make_eop_node(e, ["a", "b"], "y1", "eop"), helper.make_node("Relu", ["y1"], ["y2"])]
    b = np.random.default_rng(1).standard_normal((8, 24)).astype(np.float32)
    g = helper.make_graph(
        nodes, "outputs", [helper.make_tensor_value_info("a", TensorProto.FLOAT, [16, 8])],
        [helper.make_tensor_value_info(x, TensorProto.FLOAT, [16, 24]) for x in ("y1", "y2")],
        initializer=[numpy_helper.from_array(b, "b")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17), opset_import()],
                          ir_version=9)
    a = np.random.default_rng(2).standard_normal((16, 8)).astype(np.float32)
    y1, y2 = HybridSession(m).run({"a": a})
    want = evaluate(e, {t.name: v.astype(np.float64) for t, v in zip(tensors(e), (a, b))})
    assert np.allclose(y1, want, rtol=1e-5, atol=1e-5)
    np.testing.assert_array_equal(y2, np.maximum(y1, 0))


# ---- traces from files: only primitives and annotations that keep what is computed -------

def _annotate(key):
    return lambda sch, b: sch.annotate(sch.get_loops(b)[0], key, "int x;")


@pytest.mark.parametrize("trace", [
    # C source compiled into the kernel, as pragma_import_llvm links LLVM IR: refused because
    # annotations are an allowlist (the tuner's own), not a list of known bad ones
    pytest.param(lambda: _traced(_annotate("pragma_import_c")), id="pragma_import_c"),
    pytest.param(lambda: _traced(_annotate("my_annotation")), id="unknown annotation"),
    # a storage scope outside SAFE_SCOPES
    pytest.param(lambda: _traced(lambda sch, b: sch.set_scope(sch.cache_read(b, 0, "global"),
                                                              0, "local")).replace(
        '"local"', '"global.vtcm"'), id="set_scope"),
    # primitives the allowlist leaves out, written by hand (Tensorize needs an intrinsic)
    pytest.param(lambda: json.dumps([[["GetSBlock", [], ["out", "main"], ["b0"]],
                                      ["Tensorize", ["b0"], ["some_intrin", 1], []]], []]),
                 id="tensorize"),
    pytest.param(lambda: json.dumps([[["GetSBlock", [], ["out", "main"], ["b0"]],
                                      ["UnsafeHideBufferAccess", ["b0"], ["read", [0]], []]],
                                     []]), id="unsafe_hide_buffer_access"),
])
def test_a_trace_outside_the_allowlist_is_refused(trace):
    t = trace()
    with pytest.raises(eop_tvm.EOpError, match="not replayed"):
        eop_tvm.check_trace(t)
    cop = eop_tvm.compile_eop(_MM, trace=t)
    assert not cop.tuned and cop.scheduled   # the hand schedule instead


# ---- bugs the review found, fixed since -------------------------------------------------------

def test_a_forged_record_with_a_refused_primitive_is_not_put_in_the_model(tmp_path):
    db = TuneDB.open(_target(), root=tmp_path)
    res, d = _derived()
    _forge(db, eop_tvm.tuning_func(eop_scope(_eop(d))),
           lambda sch, b: sch.annotate(sch.get_loops(b)[0], "pragma_import_llvm", "; x"))
    (t,) = tune_results([(res, 1)], 0.0, db)
    assert t.reused
    assert eop_schedule(_eop(d)) is None and not d.schedules
    assert not t.used


def test_a_tuned_kernel_that_failed_its_check_is_not_reported_used(tmp_path, monkeypatch):
    db = TuneDB.open(_target(), root=tmp_path)
    res, d = _derived()
    _forge(db, eop_tvm.tuning_func(eop_scope(_eop(d))), _legal)
    _off_by_one(monkeypatch, (5, 7))
    (t,) = tune_results([(res, 1)], 0.0, db)
    assert d.status == "check failed"
    assert not t.used


def test_a_record_with_a_negative_latency_is_not_trusted(tmp_path):
    db = TuneDB.open(_target(), root=tmp_path)
    func = eop_tvm.tuning_func(_MM)
    _forge(db, func, _legal, (-1.0,))
    best = db.best(func)
    assert best is None or best[1] > 0


def test_a_set_scope_to_a_safe_scope_is_replayed():
    t = _traced(lambda sch, b: sch.set_scope(sch.cache_read(b, 0, "global"), 0, "local"))
    eop_tvm.check_trace(t)
