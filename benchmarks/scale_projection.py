"""Projections of a generator run to more cores and to a larger K, from its measured task times.

These are models, not measurements; the tables that print them say so.

More cores (Amdahl with per-task overhead and the longest task as a floor):

    T(P) = S + sum over task functions f of max(m_f, (W_f + n_f * o_f) / P)

- S: the serial part, measured: wall time outside the executor's maps (enumerating the levels
  below the last, the group table, sorting, writing and rechecking the certificates);
- W_f: the sum of f's task times on the workers, n_f its tasks, m_f its longest task;
- o_f: per-task overhead, measured: (the maps' wall time x workers - W_f) / n_f, at least 0
  (sending the task and its result, waiting for the slowest task of a map, an idle worker).

K + 1 from K (work grows like the items it is made of):

    W_f(K+1) = W_f(K) * g_f,  S(K+1) = S(K) * g_S

where g_f is the growth of f's item count from K - 1 to K (graphs for the last-level chunks,
candidates for pruning, survivors for implication and proofs), assumed to repeat once more; a
geometric extrapolation of two points, so a rough one.
"""

from __future__ import annotations

from typing import Any

# which count a task function's work grows with
ITEMS = {"last_level_chunk": "graphs_enumerated", "examine_chunk": "candidate_pairs",
         "implied_prefix_chunk": "survivors", "_work": "survivors"}


def serial_seconds(row: dict) -> float:
    """Wall time outside the executor's maps."""
    maps = sum(f["map_wall_seconds"] for f in row["tasks_by_function"].values())
    return max(0.0, row["wall_seconds"] - maps)


def overhead_per_task(f: dict, workers: int) -> float:
    return max(0.0, (f["map_wall_seconds"] * workers - f["sum_seconds"]) / max(1, f["tasks"]))


def project(row: dict, cores: int, serial: float | None = None,
            funcs: dict[str, dict] | None = None) -> float:
    """T(cores) for the run in `row` (or for its serial part and task functions as given)."""
    workers = row["workers"]
    s = serial_seconds(row) if serial is None else serial
    total = s
    for name, f in (funcs or row["tasks_by_function"]).items():
        o = overhead_per_task(row["tasks_by_function"].get(name, f), workers)
        total += max(f["max"], (f["sum_seconds"] + f["tasks"] * o) / cores)
    return total


def survivors(row: dict) -> int:
    return max(1, row["verified"] + row["pruned"].get("implied", 0))


def count(row: dict, item: str) -> int:
    return survivors(row) if item == "survivors" else max(1, row[item])


def next_k(prev: dict, last: dict) -> dict[str, Any]:
    """The run one K beyond `last`, from the growth between `prev` (K - 1) and `last` (K):
    its serial part and its task functions (work, tasks, longest task) scaled."""
    funcs = {}
    for name, f in last["tasks_by_function"].items():
        item = ITEMS.get(name, "graphs_enumerated")
        g = count(last, item) / count(prev, item)
        funcs[name] = {**f, "sum_seconds": f["sum_seconds"] * g,
                       "tasks": int(f["tasks"] * g), "growth": round(g, 2)}
    g_s = last["graphs_enumerated"] / max(1, prev["graphs_enumerated"])
    return {"K": last["K"] + 1, "serial_seconds": serial_seconds(last) * g_s,
            "serial_growth": round(g_s, 2), "tasks_by_function": funcs,
            "graphs_enumerated": int(last["graphs_enumerated"] * g_s)}


def table(rows: list[dict], cores: tuple[int, ...] = (2, 8, 32, 128)) -> list[dict]:
    """Per measured run, and for one K beyond the largest measured with its K - 1 (same
    executor, same operator set: the constants change the growth), the projected wall time at
    each core count. A run its budget stopped is left out: its task times miss the work it
    never did."""
    rows = [r for r in rows if not r.get("not_reached")]
    out = []
    for r in rows:
        out.append({"K": r["K"], "executor": r["executor"], "ops": r.get("ops", ""),
                    "basis": "measured task times",
                    "measured_wall_seconds": r["wall_seconds"],
                    "serial_seconds": round(serial_seconds(r), 1),
                    "projected_seconds": {str(c): round(project(r, c), 1) for c in cores}})
    series: dict[tuple[str, str], dict[int, dict]] = {}
    for r in rows:
        series.setdefault((r["executor"], r.get("ops", "")), {})[r["K"]] = r
    for (executor, ops), ks in sorted(series.items()):
        top = max(ks)
        if top - 1 not in ks:
            continue
        nk = next_k(ks[top - 1], ks[top])
        out.append({"K": nk["K"], "executor": executor, "ops": ops,
                    "basis": f"K={top} task times x growth from K={top - 1} to K={top}",
                    "measured_wall_seconds": None,
                    "serial_seconds": round(nk["serial_seconds"], 1),
                    "growth": {k: f["growth"] for k, f in nk["tasks_by_function"].items()},
                    "projected_seconds": {
                        str(c): round(project(ks[top], c, nk["serial_seconds"],
                                              nk["tasks_by_function"]), 1) for c in cores}})
    return out
