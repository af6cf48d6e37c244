"""The `vopt` command: argument parsing, dispatch, and one-line errors with exit codes.

Exit codes: 0 success; 1 a check failed (outputs differ, a rule not proved ...);
2 bad input (missing or malformed file, bad option); 70 internal error.
"""

from __future__ import annotations

import argparse
import os
import sys

from verified_opt import __version__
from verified_opt.errors import VoptError


def _add_model_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("model", help="an ONNX model file")
    p.add_argument("--shape", action="append", metavar="NAME=d0,d1,...",
                   help="fix the shape of a dynamic input (repeatable)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="vopt", description="verified_opt: a verification-first tensor program optimizer")
    parser.add_argument("--version", action="version", version=f"verified_opt {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("inspect", help="operators, inputs/outputs, parameters, opaque operators")
    _add_model_args(p)
    p.set_defaults(func="verified_opt.commands.inspect_cmd:main")

    p = sub.add_parser("run", help="evaluate with the reference semantics (and compare to ORT)")
    _add_model_args(p)
    p.add_argument("--compare-ort", action="store_true", help="compare with ONNX Runtime")
    p.add_argument("--seed", type=int, default=0, help="seed of the random inputs (and weights)")
    p.add_argument("--randomize-weights", action="store_true",
                   help="replace float weights by seeded random ones (constant fills hide errors)")
    p.add_argument("--rtol", type=float, default=None, help="relative tolerance (of max |ref|)")
    p.add_argument("--atol", type=float, default=None, help="absolute tolerance")
    p.set_defaults(func="verified_opt.commands.run_cmd:main")
    return parser


def _load(func: str):
    import importlib

    module, _, name = func.partition(":")
    return getattr(importlib.import_module(module), name)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # argparse prints its own one-line usage error
        return int(e.code or 0)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(_load(args.func)(args) or 0)
    except VoptError as e:
        print(f"error: {e}", file=sys.stderr)
        return e.exit_code
    except KeyboardInterrupt:
        print("error: interrupted", file=sys.stderr)
        return 130
    except MemoryError:
        print("error: out of memory", file=sys.stderr)
        return 2
    except Exception as e:  # a bug of ours: one line, the traceback only on request
        if os.environ.get("VOPT_DEBUG"):
            raise
        print(f"internal error: {type(e).__name__}: {e} (set VOPT_DEBUG=1 for a traceback)",
              file=sys.stderr)
        return 70


if __name__ == "__main__":
    sys.exit(main())
