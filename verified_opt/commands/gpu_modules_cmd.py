"""`vopt gpu-modules MODEL.onnx... [--arch sm_90] [--out DIR]`: generate with TVM the CUDA
module of every eOperator of the models and store it (derive/cuda_store.py), so that a machine
without TVM (a GPU machine with NVRTC only) plans and runs them from the stored files."""

from __future__ import annotations

import argparse
from pathlib import Path

from rich.table import Table

from verified_opt.commands.common import console
from verified_opt.derive.cuda_store import ENV, generate_model, store_dir
from verified_opt.errors import VoptError
from verified_opt.ir.onnx_io import load_model_proto


def main(args: argparse.Namespace) -> int:
    folder = Path(args.out) if args.out else store_dir()
    table = Table(title=f"CUDA modules ({args.arch}) in {folder}")
    for col in ("model", "node", "module", "file"):
        table.add_column(col)
    files: set[Path] = set()
    for path in args.models:
        rows = generate_model(load_model_proto(path), args.arch, folder)
        if not rows:
            table.add_row(path, "(no eOperator)", "", "")
        for node, name, file in rows:
            table.add_row(path, node, name, file.name)
            files.add(file)
    if not files:  # the error alone: a table of "(no eOperator)" rows says nothing more
        raise VoptError(f"no eOperator in {', '.join(args.models)}: nothing generated")
    console.print(table)
    console.print(f"{len(files)} modules in {folder}; where no TVM is, set {ENV}={folder}")
    return 0
