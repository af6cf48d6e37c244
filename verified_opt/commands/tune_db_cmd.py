"""`vopt tune-db stats|clear`: what the tuning database holds (per TVM version and target),
and removing it."""

from __future__ import annotations

import argparse
import json

from rich.table import Table

from verified_opt.commands.common import console
from verified_opt.tune.db import TuneDB, default_root


def main(args: argparse.Namespace) -> int:
    root = args.db or default_root()
    if args.action == "clear":
        n = TuneDB.clear(root)
        console.print(f"removed {n} tuning records ({root})")
        return 0
    stats = TuneDB.stats(root)
    if args.json:
        print(json.dumps({"root": str(root), "folders": [s.to_json() for s in stats]}, indent=1))
        return 0
    if not stats:
        console.print(f"no tuning records ({root})")
        return 0
    table = Table(title=f"Tuning database {root}")
    for col in ("TVM", "target", "kernels", "records", "KiB"):
        table.add_column(col)
    for s in stats:
        t = s.target
        what = " ".join(str(x) for x in (t.get("kind"), t.get("mcpu") or t.get("arch"),
                                         f"{t['num-cores']} cores" if "num-cores" in t else "")
                        if x)
        table.add_row(s.tvm, what, str(s.workloads), str(s.records), f"{s.bytes / 1024:.0f}")
    console.print(table)
    return 0
