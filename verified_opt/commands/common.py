"""Helpers shared by the subcommands: loading a model with --shape, the rich console."""

from __future__ import annotations

import argparse

from rich.console import Console

from verified_opt.ir.graph import Graph
from verified_opt.ir.onnx_io import load, parse_shape_overrides

console = Console(highlight=False)


def load_graph(args: argparse.Namespace) -> Graph:
    return load(args.model, parse_shape_overrides(getattr(args, "shape", None)))
