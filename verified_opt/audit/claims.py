"""What an audit report states beside its steps, settled by the files and by its own
documents: the counts of operators and nodes (from the two models), each step's certificate
summary (the verdict, the axioms its document cites), the speedup (the ratio of the two times
it states) and which model it kept (the original: no step). The times themselves are this run's measurements: said as not
remeasured, never as holding."""

from __future__ import annotations

import math
from typing import Any

from verified_opt.ir.graph import Graph

# (ok, what, message, rerun) per claim
Claim = tuple[bool, str, str, bool]


def recheck_claims(report: dict, steps: list, original: Graph, optimized: Graph
                   ) -> list[Claim]:
    out: list[Claim] = []
    for k, step in enumerate(steps, start=1):
        problem = _certificate_summary(step)
        if problem:
            out.append((False, f"step {k} {step.get('rule', '?')}", problem, True))
    return out + _latency(report.get("latency"), steps) + _counts(report, original, optimized)


def _certificate_summary(step: dict) -> str:
    """What the step's certificate says of itself that its document does not."""
    cert = step.get("certificate")
    if not isinstance(cert, dict):
        return ""  # the step's own recheck says so
    want = "tested" if "pet" in step else "proved"  # a PET step's boxes are tested
    if cert.get("verdict") != want:
        return f"its certificate's verdict is {cert.get('verdict')!r}, not {want!r}"
    doc = cert.get("document")
    if not isinstance(doc, dict) or not isinstance(doc.get("axioms_used"), list):
        return ""
    cited = [a.get("name") for a in doc["axioms_used"] if isinstance(a, dict)]
    if cert.get("axioms_used") != cited:
        return (f"the step lists the axioms {cert.get('axioms_used')}; its certificate cites "
                f"{cited}")
    return ""


def _latency(latency: Any, steps: list) -> list[Claim]:
    if not isinstance(latency, dict):
        return []
    out: list[Claim] = []
    t_orig, t_opt = latency.get("original_ms"), latency.get("optimized_ms")
    speedup, kept = latency.get("speedup"), latency.get("kept")
    if kept not in ("optimized", "original"):
        out.append((False, "latency", f"kept is {kept!r}, not 'optimized' or 'original'", True))
    elif kept == "original" and steps:
        out.append((False, "latency", (f"the report says the original was kept, yet lists "
                    f"{len(steps)} steps applied"), True))
    times = [v for v in (t_orig, t_opt, speedup)
             if isinstance(v, (int, float)) and not isinstance(v, bool)]
    if len(times) < 3:
        return out
    a, b, ratio = map(float, times)
    if b and not math.isclose(ratio, a / b, rel_tol=1e-9):
        out.append((False, "latency", f"the speedup {ratio:.4g} is not the ratio of the times "
                    + f"stated, {a:.4g} / {b:.4g} ms = {a / b:.4g}", True))
    out.append((True, "latency", f"{a:.3f} -> {b:.3f} ms ({ratio:.3f}x) and each step's cost "
                + "are the run's measurements: not remeasured here", False))
    return out


def _counts(report: dict, original: Graph, optimized: Graph) -> list[Claim]:
    before, after = original.op_counts(), optimized.op_counts()
    want = {op: [before.get(op, 0), after.get(op, 0)] for op in sorted(set(before) | set(after))}
    given = report.get("op_counts")
    stated = given if isinstance(given, dict) else {}
    wrong = [] if given is None else [f"{op}: {stated.get(op)} (the models: {n})"
                                      for op, n in want.items() if stated.get(op) != n]
    wrong += [f"{op}: {v} (in neither model)" for op, v in stated.items() if op not in want]
    n_before, n_after = len(original.all_nodes()), len(optimized.all_nodes())
    totals = report.get("totals") or {}
    for label, value, n in (("input.nodes", (report.get("input") or {}).get("nodes"), n_before),
                            ("output.nodes", (report.get("output") or {}).get("nodes"), n_after),
                            ("totals.nodes_before", totals.get("nodes_before"), n_before),
                            ("totals.nodes_after", totals.get("nodes_after"), n_after)):
        if value is not None and value != n:
            wrong.append(f"{label} {value} (the model has {n})")
    if wrong:
        return [(False, "counts", "the report's counts are not the models': "
                 + "; ".join(wrong[:4]) + (" ..." if len(wrong) > 4 else ""), True)]
    return [(True, "counts", (f"operators and nodes counted again from both models "
             f"({n_before} -> {n_after} nodes)"), True)]
