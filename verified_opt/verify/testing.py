"""Random testing of a rule with the reference semantics: the source of counterexamples.

Sizes of the symbolic dimensions are tried smallest first, so a counterexample is small. Data
are small random integers evaluated exactly (int64 with overflow detection); rules over inexact
operators fall back to float64 with a tight tolerance.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from verified_opt.errors import ExactOverflow, NotExact, VoptError
from verified_opt.ir.evaluate import evaluate
from verified_opt.rules.format import Rule
from verified_opt.rules.instantiate import side_graph, testing_sizes


@dataclass
class Counterexample:
    sizes: dict[str, int]
    inputs: dict[str, list]
    output: str
    index: list[int] | None  # None where the sides differ before any element
    src_value: float | int | None
    dst_value: float | int | None
    message: str

    def to_json(self) -> dict:
        return {"sizes": self.sizes, "inputs": self.inputs, "output": self.output,
                "index": self.index, "src_value": self.src_value, "dst_value": self.dst_value,
                "message": self.message}

    def describe(self) -> str:
        lines = [self.message]
        if self.sizes:
            lines.append("sizes: " + ", ".join(f"{k}={v}" for k, v in self.sizes.items()))
        for k, v in self.inputs.items():
            lines.append(f"input {k} = {v}")
        if self.index is not None and self.src_value is not None:
            lines.append(f"output {self.output}{self.index}: src = {self.src_value}, "
                         f"dst = {self.dst_value}")
        return "\n".join(lines)


@dataclass
class TestResult:
    instances: int  # well-formed size instantiations tested
    trials: int  # data draws in all
    mode: str
    counterexample: Counterexample | None = None
    notes: list[str] = field(default_factory=list)
    skipped: int = 0  # trials that compared nothing (src never finite, not evaluable)


def test_rule(rule: Rule, seed: int = 0, max_instances: int = 6, trials: int = 3) -> TestResult:
    rng = np.random.default_rng(seed)
    result = TestResult(0, 0, "int")
    zero = [s for s, lo in rule.floors.items() if lo == 0]
    for sizes in _with_signed_reals(testing_sizes(rule.symbols, rng, max_instances, zero),
                                    rule.real_symbols):
        if result.instances >= max_instances:
            break
        if not rule.conditions_hold(sizes):
            continue  # outside what the rule claims (the proof assumes its conditions)
        try:
            src = side_graph(rule, rule.src, sizes, "src", np.float64)
        except VoptError:
            continue  # the source pattern does not exist at these sizes
        try:
            dst = side_graph(rule, rule.dst, sizes, "dst", np.float64)
        except VoptError as e:
            result.counterexample = Counterexample(
                sizes, {}, "", None, None, None,
                f"src is well-formed but dst is not at these sizes: {e}")
            return result
        for o_s, o_d in zip(src.outputs, dst.outputs):
            if src.types[o_s].shape != dst.types[o_d].shape:
                result.counterexample = Counterexample(
                    sizes, {}, o_s, None, None, None,
                    f"output shapes differ: src {list(src.types[o_s].shape)}, dst "
                    f"{list(dst.types[o_d].shape)}")
                return result
        compared = 0
        for _ in range(trials):
            skipped = result.skipped
            cex = _trial(rule, src, dst, sizes, rng, result)
            if result.skipped == skipped:
                result.trials += 1
                compared += 1
            if cex is not None:
                result.instances += 1
                result.counterexample = cex
                return result
        result.instances += compared > 0  # an instance whose trials all compared nothing
    return result


def _with_signed_reals(candidates, reals: set[str]):
    """Each candidate, then (for a rule with real symbols) its copy with those at v - 4: the
    sizes drawn are 1..7, and a wrong Clip bound or eps shows at 0 or below."""
    for sizes in candidates:
        yield sizes
        if reals & set(sizes):
            yield {k: (float(v - 4) if k in reals else v) for k, v in sizes.items()}


_SCALES = np.array([1, 1, 1, 10, 100])


def _trial(rule, src, dst, sizes, rng, result: TestResult) -> Counterexample | None:
    # small integers, some of them scaled up: a bound such as ReLU6's 6, or a real symbol's
    # value (drawn as a size, 1..7), must be crossed by the data to show a wrong Clip
    feeds = {k: (rng.integers(-3, 4, t.shape) * rng.choice(_SCALES, t.shape)).astype(np.int64)
             if t.dtype != "bool" else rng.random(t.shape) < 0.5 for k, t in src.inputs.items()}
    for _ in range(3):
        try:
            if result.mode == "int":
                a, b = evaluate(src, feeds, "int"), evaluate(dst, feeds, "int")
                bad = [(o_s, o_d, np.argwhere(a[o_s] != b[o_d]))
                       for o_s, o_d in zip(src.outputs, dst.outputs)]
            else:
                f = {k: v.astype(np.float64) + rng.uniform(-0.5, 0.5, v.shape)
                     if v.dtype != bool else v for k, v in feeds.items()}
                a = _float64(src, f)
                if not all(np.all(np.isfinite(a[o])) for o in src.outputs):
                    # Outside an operator's domain (BatchNormalization of a negative variance):
                    # positive data are inside it for every operator we model.
                    f = {k: np.abs(v) + 0.25 if v.dtype != bool else v for k, v in f.items()}
                    a = _float64(src, f)
                feeds = f
                # compared where src is finite; a trial with no such point tests nothing and
                # is not counted (one output that is never finite, Div(X, X - X), made every
                # trial pass and a false rule, proved from a wrong axiom, "tested")
                finite = {o: np.isfinite(a[o]) for o in src.outputs}
                if not any(m.any() for m in finite.values()):
                    result.notes.append("src is not finite on positive data")
                    result.skipped += 1
                    return None
                b = _float64(dst, f)
                bad = []
                for o_s, o_d in zip(src.outputs, dst.outputs):
                    ok = a[o_s][finite[o_s]]
                    scale = max(1.0, float(np.max(np.abs(ok))) if ok.size else 1.0)
                    with np.errstate(invalid="ignore"):  # inf - inf where src is not finite
                        close = np.abs(a[o_s] - b[o_d]) <= 1e-6 * scale
                    # NaN in dst is a mismatch
                    bad.append((o_s, o_d, np.argwhere(~close & finite[o_s])))
            break
        except NotExact:
            result.mode = "float"
        except ExactOverflow:
            feeds = {k: np.sign(v) if v.dtype != bool else v for k, v in feeds.items()}
    else:
        result.notes.append("could not evaluate exactly")
        result.skipped += 1
        return None
    for o_s, o_d, where in bad:
        if len(where):
            idx = tuple(int(i) for i in where[0])
            return Counterexample(
                sizes, {k: np.asarray(v).tolist() for k, v in feeds.items()}, o_s, list(idx),
                _scalar(a[o_s][idx]), _scalar(b[o_d][idx]),
                f"src and dst differ ({result.mode} arithmetic)")
    return None


def _float64(graph, feeds):
    g = graph.copy()
    for k in g.types:
        if g.types[k].dtype == "float32":
            g.types[k] = type(g.types[k])(g.types[k].shape, "float64")
    for k, t in list(g.inputs.items()):
        if t.dtype != "bool":
            g.inputs[k] = type(t)(t.shape, "float64")
    return evaluate(g, feeds, "float")


def _scalar(v):
    v = np.asarray(v).item()
    return v
