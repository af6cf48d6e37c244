"""eOperators compiled with TVM equal the numpy reference evaluation (derive/evaluate.py) on
random floats: padded reads, stages, // and %, ranges that do not start at 0."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from verified_opt.derive import eop_tvm
from verified_opt.derive.eop_tvm import EOpError, compile_eop, cuda_source
from verified_opt.derive.evaluate import evaluate
from verified_opt.derive.expr import Access, Add, Const, Iter, Mul, Scope, Tensor, tensors, var

pytest.importorskip("tvm")   # eop_tvm imports TVM only when it compiles

n, c, h, w, f, r, s, i, j, k, t = map(var, "nchwfrsijkt")
I = Tensor("I", (1, 4, 9, 9))
K = Tensor("K", (8, 4, 3, 3))

# O[n,f,h,w] = Σ_{c,r,s} I[n,c,h+r-1,w+s-1] K[f,c,r,s]: zero padding as reads at -1 and 9.
CONV = Scope((Iter("n", 0, 1), Iter("f", 0, 8), Iter("h", 0, 9), Iter("w", 0, 9)),
             (Iter("c", 0, 4), Iter("r", 0, 3), Iter("s", 0, 3)),
             Mul(Access(I, (n, c, h + r - 1, w + s - 1)), Access(K, (f, c, r, s))))

# EinNet's conv as matmul + OffsetReduce: a stage T[n,h,w,r,s,f] = Σ_c I K, then
# O[n,f,h,w] = Σ_{r,s} T[n, h+r-1, w+s-1, r, s, f] (the stage read out of its bounds).
STAGE = Scope((Iter("n", 0, 1), Iter("h", 0, 9), Iter("w", 0, 9), Iter("r", 0, 3),
               Iter("s", 0, 3), Iter("f", 0, 8)), (Iter("c", 0, 4),),
              Mul(Access(I, (n, c, h, w)), Access(K, (f, c, r, s))), name="T")
OFFSET_REDUCE = Scope(
    (Iter("n", 0, 1), Iter("f", 0, 8), Iter("h", 0, 9), Iter("w", 0, 9)),
    (Iter("r", 0, 3), Iter("s", 0, 3)),
    Access(STAGE, (n, h + r - 1, w + s - 1, r, s, f)))

# Merged traversals: floor division and remainder by constants, a negative offset under them.
A = Tensor("A", (12, 10))
DIVMOD = Scope((Iter("i", 0, 6), Iter("k", 0, 16)), (Iter("j", 0, 3),),
               Add(Mul(Access(A, ((i * 4 + k) // 3 - 1, (i + k) % 5 + j)), Const(2)),
                   Access(A, (k // 4, ((k - j) % 3) * 3 + i))))

# Ranges that do not start at 0: a stage over t in [-2, 9) read in its own coordinates, sums
# over [-1, 3) and [2, 5), loops over [3, 9) and [-4, 4).
SHIFTED_STAGE = Scope((Iter("t", -2, 9), Iter("k", 1, 6)), (Iter("j", 2, 5),),
                      Mul(Access(A, (t + j, k + j)), Const(3)), name="U")
SHIFTED = Scope((Iter("i", 3, 9), Iter("w", -4, 4)), (Iter("j", -1, 3), Iter("s", 2, 5)),
                Add(Access(SHIFTED_STAGE, (i - 5 + j, w + s)), Access(A, (i + j, w + 2 * s))))

SCOPES = {"conv": CONV, "offset_reduce": OFFSET_REDUCE, "divmod": DIVMOD, "shifted": SHIFTED}


def random_floats(scope: Scope, seed: int = 0) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    return {x.name: rng.standard_normal(x.shape).astype(np.float32) for x in tensors(scope)}


@pytest.fixture(scope="module")
def compiled():
    return {name: compile_eop(scope) for name, scope in SCOPES.items()}


@pytest.mark.parametrize("name", sorted(SCOPES))
def test_compiled_equals_reference(compiled, name):
    scope, cop = SCOPES[name], compiled[name]
    assert cop.scheduled, "the CPU schedule fell back to the default"
    ins = random_floats(scope)
    got = cop.run([ins[x.name] for x in tensors(scope)])
    ref = evaluate(scope, {k2: v.astype(np.float64) for k2, v in ins.items()})
    assert got.shape == scope.shape == ref.shape
    assert np.allclose(got, ref, rtol=1e-5, atol=1e-5)


def test_offset_reduce_equals_conv(compiled):
    """The derived form and the convolution it came from agree on the compiled kernels."""
    ins = random_floats(CONV, seed=3)
    a = compiled["conv"].run([ins["I"], ins["K"]])
    b = compiled["offset_reduce"].run([ins["I"], ins["K"]])
    assert np.allclose(a, b, rtol=1e-5, atol=1e-5)


def test_default_schedule_agrees(compiled):
    ins = random_floats(SHIFTED, seed=1)
    plain = compile_eop(SHIFTED, schedule=False)
    assert not plain.scheduled and plain is not compiled["shifted"]
    assert np.allclose(plain.run([ins["A"]]), compiled["shifted"].run([ins["A"]]), rtol=1e-5)


def test_edge_scopes():
    """A scalar output, an empty sum (0, not uninitialized memory), a constant body; inputs
    strided and misaligned (copied: a misaligned buffer would crash the kernel)."""
    cases = [
        Scope((), (Iter("i", 0, 12), Iter("j", -2, 12)), Access(A, (i, j))),
        Scope((Iter("i", 0, 6),), (Iter("j", 3, 3),), Access(A, (i, j))),
        Scope((Iter("i", -1, 7),), (), Add(Const(3), Mul(Const(-2), Access(A, (2, i))))),
    ]
    rng = np.random.default_rng(2)
    strided = rng.standard_normal((12, 21)).astype(np.float32)[:, 1::2]
    misaligned = np.zeros(12 * 10 + 1, np.float32)[1:].reshape(12, 10)   # 4 bytes off
    misaligned[...] = rng.standard_normal((12, 10))
    for scope in cases:
        for x in (strided, misaligned):
            got = compile_eop(scope).run([x])
            assert np.allclose(got, evaluate(scope, {"A": x.astype(np.float64)}), rtol=1e-5)


def test_cache_returns_the_same_kernel(compiled):
    assert compile_eop(CONV) is compiled["conv"]
    rebuilt = Scope(CONV.loops, CONV.sums, CONV.body)   # an equal expression, a new object
    assert compile_eop(rebuilt) is compiled["conv"]


def test_bad_inputs(compiled):
    with pytest.raises(EOpError, match="3 inputs, it reads 2"):
        compiled["conv"].run([np.zeros(I.shape, np.float32)] * 3)
    with pytest.raises(EOpError, match="shape"):
        compiled["conv"].run([np.zeros(I.shape, np.float32), np.zeros((8, 4, 3, 2))])
    with pytest.raises(EOpError, match="cuda_source"):
        compile_eop(CONV, target={"kind": "cuda", "arch": "sm_90"})


def test_cuda_source():
    src = cuda_source(OFFSET_REDUCE, arch="sm_90")
    assert "__global__" in src
    kernels = [line for line in src.splitlines() if "__global__" in line and line.endswith("{")]
    assert len(kernels) == 2   # the stage, then the reduction that reads it


def test_te_compute_placeholders():
    phs, out = eop_tvm.te_compute(DIVMOD)
    assert [tuple(int(d) for d in p.shape) for p in phs] == [A.shape]
    assert tuple(int(d) for d in out.shape) == DIVMOD.shape


def test_guards_only_where_needed():
    """Reads that always stay in bounds carry no if_then_else; padded ones do."""
    inner = Scope((Iter("i", 0, 12), Iter("k", 0, 8)), (Iter("j", 0, 3),), Access(A, (i, k + j)))
    padded = Scope((Iter("i", 0, 12), Iter("k", 0, 8)), (Iter("j", 0, 3),),
                   Access(A, (i, k + j - 1)))
    assert "if_then_else" not in str(eop_tvm.te_compute(inner)[1].op.body)
    assert "if_then_else" in str(eop_tvm.te_compute(padded)[1].op.body)
    assert eop_tvm.index_range(k + 2 * j - 1, {"k": (0, 8), "j": (0, 3)}) == (-1, 10)
    assert eop_tvm.index_range(k // 2, {"k": (0, 8)}) is None


def test_import_is_lazy_and_missing_tvm_is_one_line(monkeypatch):
    code = ("import sys, verified_opt.derive.eop_tvm, verified_opt.derive.eop_onnx, "
            "verified_opt.backends.hybrid; assert 'tvm' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)
    monkeypatch.setitem(sys.modules, "tvm", None)
    with pytest.raises(eop_tvm.TvmMissing, match="pip install"):
        eop_tvm._tvm()


# ---- traces from files (a tuning record, a model's schedule attribute) ----------------------
def _traced(build) -> str:
    """The JSON of a schedule that `build(sch, block)` makes of a small MatMul eOperator."""
    import json

    import tvm
    from tvm import s_tir

    from verified_opt.tune.db import _trace_json

    sch = s_tir.Schedule(tvm.IRModule({"main": eop_tvm.tuning_func(_MM)}))
    build(sch, sch.get_sblock("out"))
    return json.dumps(_trace_json(sch.trace))


_I, _J, _K = var("i"), var("j"), var("k")
_MM = Scope((Iter("i", 0, 16), Iter("j", 0, 24)), (Iter("k", 0, 8),),
            Mul(Access(Tensor("A", (16, 8)), (_I, _K)), Access(Tensor("B", (8, 24)), (_K, _J))))


def _legal(sch, b):
    i, j, k = sch.get_loops(b)
    jo, ji = sch.split(j, [None, 8])
    sch.reorder(i, jo, k, ji)
    sch.parallel(i)
    sch.vectorize(ji)
    sch.annotate(i, "pragma_auto_unroll_max_step", 16)


@pytest.mark.parametrize("name, build", [
    # LLVM IR linked into the kernel: native code that runs with it (a red-team review ran a
    # shell command this way from a forged tuning record and from a model's attribute)
    ("pragma_import_llvm", lambda sch, b: sch.annotate(sch.get_loops(b)[0],
                                                       "pragma_import_llvm", "; no code")),
    # another buffer type: float16 where the check's small integers cannot tell
    ("unsafe_set_dtype", lambda sch, b: sch.unsafe_set_dtype(
        sch.cache_read(b, 0, "global"), 0, "float16")),
    ("transform_layout", lambda sch, b: sch.transform_layout(
        b, ("read", 0), lambda a, c: (c, a))),
])
def test_a_trace_with_an_unsafe_primitive_is_not_replayed(name, build):
    trace = _traced(build)
    with pytest.raises(EOpError, match="not replayed"):
        eop_tvm.check_trace(trace)
    cop = compile_eop(_MM, trace=trace)   # the hand schedule instead
    assert not cop.tuned and cop.scheduled
    xs = [np.arange(np.prod(t.shape), dtype=np.float32).reshape(t.shape) % 7 - 3
          for t in tensors(_MM)]
    want = evaluate(_MM, {t.name: x.astype(np.float64) for t, x in zip(tensors(_MM), xs)})
    assert np.array_equal(cop.run(xs), want.astype(np.float32))


def test_a_trace_of_safe_primitives_is_replayed():
    trace = _traced(_legal)
    eop_tvm.check_trace(trace)
    cop = compile_eop(_MM, trace=trace)
    assert cop.tuned
    xs = [np.arange(np.prod(t.shape), dtype=np.float32).reshape(t.shape) % 7 - 3
          for t in tensors(_MM)]
    want = evaluate(_MM, {t.name: x.astype(np.float64) for t, x in zip(tensors(_MM), xs)})
    assert np.array_equal(cop.run(xs), want.astype(np.float32))
