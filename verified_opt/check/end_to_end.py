"""The end-to-end check every optimize run makes: original and optimized model in ONNX Runtime
on several seeded random draws, compared with a tolerance derived from dtype and depth.

The original is the file as given wherever ONNX Runtime runs it (given_bytes), not what the
import made of it: converting an old opset (ONNX's version converter rewrote Hardmax before 13
and a linear Resize before 11 into something else) or folding a constant is then checked too.
Where ORT cannot run the file as given (weights in external files, an IR version it refuses),
the reference is the imported model, and the check says so (`reference`).

The tolerance is relative to the largest output, which is wrong where the original cancels:
(x + K*y) - K*y rounds at the scale of K*y, so a rewrite that computes x differs from it by the
original's own rounding. An output that fails the plain comparison gets a second look: both
models against the original evaluated in float64 (ir/evaluate.py's reference semantics); it
passes if the optimized model is no further from that than the original is, plus the
tolerance. Where the float64 evaluation cannot run (an operator without reference semantics),
the failure stands."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import onnx

from verified_opt.backends.ort import run_graph_draws
from verified_opt.check.compare import OutputDiff, compare, computing_dtypes, random_feeds
from verified_opt.ir.graph import Graph

EPS = {"float32": float(np.finfo(np.float32).eps), "float64": float(np.finfo(np.float64).eps),
       "float16": float(np.finfo(np.float16).eps)}
# The absolute tolerance: float32's and float64's smallest normal number. Below it a value
# keeps no relative precision (subnormals), and a flush-to-zero mode (ORT's
# session.set_denormal_as_zero, a GPU's float32 arithmetic) reads it as 0, so two outputs that
# differ by less are not told apart; a relative tolerance alone refused models whose outputs
# are all subnormal. Not float16's (6.1e-5): a softmax over 32,000 entries gives such values,
# and they count. Integer outputs are compared exactly (no dtype of theirs is named here).
SMALLEST_NORMAL = {d: float(np.finfo(d).tiny) for d in ("float32", "float64")}


def depth(graph: Graph) -> int:
    level: dict[str, int] = {}
    for n in graph.nodes:
        d = 1 + max((level.get(i, 0) for i in n.inputs if i), default=0)
        for o in n.outputs:
            level[o] = d
    return max((level.get(o, 0) for o in graph.outputs), default=1)


# A relative tolerance past this checks nothing a wrong model of the same scale could not pass:
# the depth-linear bound below reaches it for float16 at depth 1 (it was 1 to 6 on Hugging Face
# models converted to float16). ONNX Runtime's float16 runs differ by well under it.
MAX_RTOL = 2e-2


def tolerance(graph: Graph) -> float:
    """Relative tolerance of the float outputs: rounding of re-associated sums grows about
    linearly with depth, at the precision of the least precise float they are computed in (a
    float16 model with float32 inputs and outputs rounds as float16 does), at most MAX_RTOL.
    Integer outputs are compared exactly (per_dtype)."""
    eps = max((EPS.get(d, 0.0) for d in computing_dtypes(graph)), default=0.0)
    return min(max(64 * eps * depth(graph), 1e-5 if eps > 1e-10 else 0.0), MAX_RTOL)


def per_dtype(rtol: float) -> dict[str, float]:
    """`rtol` for float outputs; an integer output (an index, a count) must be exact."""
    return {d: rtol for d in EPS}


@dataclass
class EndToEnd:
    ok: bool
    draws: int
    rtol: float
    diffs: list[list[OutputDiff]]
    seeds: list[int]
    reference: str = "the file as given"  # or "the imported model"

    def worst(self) -> OutputDiff | None:
        flat = [d for draw in self.diffs for d in draw]
        return max(flat, key=lambda d: d.max_abs / max(d.tolerance, 1e-30)) if flat else None

    def to_json(self) -> dict:
        w = self.worst()
        return {"ok": self.ok, "draws": self.draws, "seeds": self.seeds, "rtol": self.rtol,
                "reference": self.reference,
                "worst": None if w is None else {
                    "output": w.name, "max_abs": w.max_abs, "max_rel": w.max_rel,
                    "tolerance": w.tolerance, "index": w.index,
                    **({"note": w.note} if w.note else {})}}


def given_bytes(model: onnx.ModelProto | bytes | str | os.PathLike, threads: int = 2
                ) -> bytes | None:
    """The model's bytes as given when they are self-contained and ONNX Runtime loads them (an
    IR version it rejects, or weights in external files: None, and the callers use our
    export)."""
    from verified_opt.backends.ort import session

    try:
        if isinstance(model, onnx.ModelProto):
            data = model.SerializeToString()
        else:
            data = model if isinstance(model, bytes) else Path(model).read_bytes()
        proto = onnx.load_from_string(data)
    except Exception:  # noqa: BLE001 - loading already reported a bad file
        return None
    if any(t.data_location == onnx.TensorProto.EXTERNAL for t in proto.graph.initializer):
        return None
    try:
        session(data, threads, True)
    except Exception:  # noqa: BLE001 - any ORT refusal: measure and write our export instead
        return None
    return data


def check_end_to_end(original: Graph, optimized: Graph, seed: int = 0, draws: int = 3,
                     rtol: float | None = None, given: bytes | None = None) -> EndToEnd:
    """`original` is the imported model (its inputs make the draws); `given`, the file as
    given, is the reference where there is one."""
    rtol = tolerance(original) if rtol is None else rtol
    seeds = [seed + 1000 * k for k in range(draws)]
    all_diffs = []
    ok = True
    feeds = [random_feeds(original, s) for s in seeds]
    reference = run_reference(original, feeds, given)
    for f, a, b in zip(feeds, reference, run_graph_draws(optimized, feeds)):
        diffs = compare(a, b, rtol=per_dtype(rtol), atol=SMALLEST_NORMAL)
        if not all(d.ok for d in diffs):
            diffs = _against_float64(original, f, a, b, diffs)
        all_diffs.append(diffs)
        ok = ok and all(d.ok for d in diffs)
    return EndToEnd(ok, draws, rtol, all_diffs, seeds,
                    "the file as given" if given is not None else "the imported model")


def run_reference(graph: Graph, feeds: Sequence[Mapping[str, np.ndarray]], given: bytes | None,
                  optimize: bool = True) -> list[dict[str, np.ndarray]]:
    """Graph.check_outputs on each draw: by the file as given where there is one (with_interface),
    else by the imported model; `optimize=False` turns ORT's graph optimizations off."""
    from verified_opt.backends.ort import run_session, session

    if given is None:
        return run_graph_draws(graph, feeds, optimize=optimize)
    data, names, missing = with_interface(given, graph)
    sess = session(data, optimize=optimize)
    reference = [run_session(sess, graph, f, names) for f in feeds]
    if missing:  # values the tail reads that the file names otherwise: the import's
        for ref, imp in zip(reference, run_graph_draws(graph, feeds, optimize=optimize)):
            ref.update((k, imp[k]) for k in missing)
    return reference


def with_interface(given: bytes, graph: Graph) -> tuple[bytes, list[str], list[str]]:
    """The file as given with the values its tail reads (Graph.check_outputs) as outputs too,
    the names to fetch from it, and those of the values it has under no such name (the import's
    opset conversion made them: the imported model gives them)."""
    if graph.tail is None:
        return given, graph.model_outputs(), []
    from onnx import helper

    proto = onnx.load_from_string(given)
    made = {o for n in proto.graph.node for o in n.output}
    have = {o.name for o in proto.graph.output}
    extra = [o for o in graph.check_outputs() if o not in have]
    missing = [o for o in extra if o not in made]
    for o in extra:
        if o in made:
            elem = helper.np_dtype_to_tensor_dtype(np.dtype(graph.types[o].dtype))
            proto.graph.output.append(helper.make_tensor_value_info(o, elem, None))
    names = [o for o in graph.check_outputs() if o not in missing]
    return proto.SerializeToString(), names, missing


# The most that an original's error against the float64 evaluation may be, relative to the
# output's scale, for the evaluation to decide a difference (a cancellation's rounding is far
# below it: tests/check/test_end_to_end.py).
ROUNDING = 1e-3


def _against_float64(original: Graph, feeds: Mapping[str, np.ndarray],
                     orig: Mapping[str, np.ndarray], opt: Mapping[str, np.ndarray],
                     diffs: list[OutputDiff]) -> list[OutputDiff]:
    from verified_opt.errors import VoptError
    from verified_opt.ir.evaluate import evaluate
    try:
        ref = evaluate(original, feeds, float_dtype="float64")
    except (VoptError, ValueError, TypeError, NotImplementedError):
        return diffs
    out = []
    for d in diffs:
        r = ref.get(d.name)
        if d.ok or r is None or d.name not in opt or np.asarray(r).shape != tuple(d.shape) \
                or np.asarray(r).dtype.kind != "f":
            out.append(d)
            continue
        r64 = np.asarray(r, np.float64)
        e_orig = _max_err(orig[d.name], r64)
        e_opt = _max_err(opt[d.name], r64)
        finite = np.abs(r64[np.isfinite(r64)])
        scale = float(finite.max()) if finite.size else 0.0
        if not (np.isfinite(e_orig) and np.isfinite(e_opt)) or e_orig > ROUNDING * scale:
            # the float64 evaluation is this project's semantics, not ONNX Runtime's: where it
            # is further from ORT's original than rounding, it is the suspect (a kernel that
            # treats -0.0 or a NaN bound otherwise makes the original look wrong and a model
            # folded with that kernel look right), and an infinite error would excuse anything
            out.append(dataclasses.replace(d, note=(
                f"not the original's rounding: against float64 the original is off by "
                f"{e_orig:.3g} (output scale {scale:.3g}), the optimized model by {e_opt:.3g}")))
            continue
        if e_opt <= e_orig + d.tolerance:
            d = dataclasses.replace(d, ok=True, note=(
                f"the original's own rounding: against float64 the original is off by "
                f"{e_orig:.3g}, the optimized model by {e_opt:.3g}"))
        out.append(d)
    return out


def _max_err(a, ref64: np.ndarray) -> float:
    """The largest |a - ref64|: 0 where both are NaN or the same infinity, inf where one is
    NaN."""
    a64 = np.asarray(a, np.float64)
    with np.errstate(invalid="ignore"):  # inf - inf: the same infinity is equal below
        err = np.abs(a64 - ref64)
    err = np.where((np.isnan(a64) & np.isnan(ref64)) | (a64 == ref64), 0.0, err)
    return float(np.max(np.where(np.isnan(err), np.inf, err))) if err.size else 0.0
