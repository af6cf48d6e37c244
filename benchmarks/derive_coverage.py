"""How many of a zoo model's derivable operators the optimizer's derivation pass reaches within
its budget (`vopt optimize --derive --derive-budget S`, default 40 seconds).

    python -m benchmarks.derive_coverage [--model gcn] [--budget 60]

Runs api.derivations.derive_pass on the model as loaded (no rule search before it) and prints
each search (operator, seconds, of which search) and one line:

    gcn: 36 derivable operators (31 distinct), 2 searches, 4 reached, 32 not tried; 0 applied

"reached": searched, or sharing an identical operator's search (api/derive_share.py).
"""

from __future__ import annotations

import argparse
import time

from benchmarks.models import ZOO
from verified_opt.api import derivations
from verified_opt.api.derive_share import operator_key
from verified_opt.api.pipeline import _load


def coverage(model: str, budget: float) -> dict:
    graph = _load(ZOO[model](0), {})
    ops = [op for op in (derivations._derivable(graph, n) for n in graph.nodes) if op]
    searches: list[tuple[str, float, float]] = []
    real = derivations.derive_operator

    def timed(node, *a, **k):
        t = time.perf_counter()
        res = real(node, *a, **k)
        searches.append((node.name, time.perf_counter() - t, res.search_s))
        return res

    msgs: list[str] = []
    t0 = time.perf_counter()

    def say(m: str) -> None:
        msgs.append(m)
        print(f"  [{time.perf_counter() - t0:6.1f} s] {m}", flush=True)

    derivations.derive_operator = timed
    try:
        _, applied = derivations.derive_pass(graph, budget_s=budget, progress=say)
    finally:
        derivations.derive_operator = real
    skipped = next((int(m.split()[0]) for m in msgs if "not tried" in m), 0)
    return {"model": model, "budget_s": budget, "derivable": len(ops),
            "distinct": len({operator_key(p, s) for p, s, _ in ops}),
            "searches": searches, "reached": len(ops) - skipped, "not_tried": skipped,
            "applied": len(applied), "seconds": time.perf_counter() - t0}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--model", default="gcn", choices=sorted(ZOO))
    ap.add_argument("--budget", type=float, default=60.0)
    a = ap.parse_args()
    r = coverage(a.model, a.budget)
    for name, s, ss in r["searches"]:
        print(f"  {name}: {s:.1f} s (search {ss:.1f} s)")
    print(f"{r['model']}: {r['derivable']} derivable operators ({r['distinct']} distinct), "
          f"{len(r['searches'])} searches, {r['reached']} reached, {r['not_tried']} not tried; "
          f"{r['applied']} applied; {r['seconds']:.1f} s (budget {r['budget_s']:g} s)")


if __name__ == "__main__":
    main()
