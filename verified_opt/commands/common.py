"""Helpers shared by the subcommands: loading a model with --shape, the rich console."""

from __future__ import annotations

import argparse
import os
import sys

from rich.console import Console

from verified_opt.errors import VoptError
from verified_opt.ir.graph import Graph
from verified_opt.ir.onnx_io import load, parse_shape_overrides

# Piped output (logs, CI) gets a wide console so that tables do not cut long names short.
_PIPED = not sys.stdout.isatty() and not os.environ.get("COLUMNS")
console = Console(highlight=False, width=160 if _PIPED else None)


def load_graph(args: argparse.Namespace) -> Graph:
    from verified_opt.check.compare import parse_input_ranges

    graph = load(args.model, parse_shape_overrides(getattr(args, "shape", None)))
    for line in graph.declaration_warnings():
        print(line, file=sys.stderr)
    graph.input_ranges = parse_input_ranges(getattr(args, "input_range", None), graph)
    return graph


def checked_executor(spec: str) -> str:
    """An --executor value, checked before any work starts (a bad value or a missing Ray)."""
    from verified_opt.generate.executor import parse_spec

    try:
        parse_spec(spec)
    except ValueError as e:
        raise VoptError(f"--executor {spec}: {e}") from None
    return spec
