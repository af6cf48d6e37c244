"""`python -m benchmarks.models --out DIR [NAME ...]`: write zoo models as DIR/NAME.onnx."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np
import onnx
from rich.console import Console
from rich.table import Table

from benchmarks.models import ZOO


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.models",
                                     description="Write the benchmark model zoo as ONNX files.")
    parser.add_argument("names", nargs="*", metavar="NAME",
                        help=f"models to write (default: all of {', '.join(ZOO)})")
    parser.add_argument("--out", required=True, help="output folder (created if missing)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the weights")
    parser.add_argument("--no-check", action="store_true",
                        help="skip onnx.checker.check_model(full_check=True)")
    args = parser.parse_args(argv)
    unknown = [n for n in args.names if n not in ZOO]
    if unknown:
        print(f"error: unknown model(s) {', '.join(unknown)}; known: {', '.join(ZOO)}",
              file=sys.stderr)
        return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    table = Table(title=f"Benchmark models (seed {args.seed}) in {out}")
    for col in ("name", "nodes", "params", "file size", "build s"):
        table.add_column(col, justify="left" if col == "name" else "right")
    for name in args.names or list(ZOO):
        t0 = time.perf_counter()
        model = ZOO[name](args.seed)
        if not args.no_check:
            onnx.checker.check_model(model, full_check=True)
        path = out / f"{name}.onnx"
        onnx.save_model(model, str(path))
        params = sum(int(np.prod(t.dims, dtype=np.int64)) for t in model.graph.initializer)
        table.add_row(name, str(len(model.graph.node)), f"{params:,}",
                      f"{path.stat().st_size / 2**20:.1f} MiB", f"{time.perf_counter() - t0:.1f}")
    Console(highlight=False).print(table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
