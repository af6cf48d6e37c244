"""The `vopt` command: argument parsing, dispatch, and one-line errors with exit codes.

Exit codes: 0 success; 1 a check failed (outputs differ, a rule not proved ...);
2 bad input (missing or malformed file, bad option); 70 internal error.
"""

from __future__ import annotations

import argparse
import math
import os
import signal
import sys
from typing import Any

from verified_opt import __version__
from verified_opt.errors import VoptError, one_line


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr (exit 2), like every other bad input."""

    def error(self, message: str):  # type: ignore[override]
        self.exit(2, f"error: {one_line(message)} (see `{self.prog} --help`)\n")


def _add_model_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("model", help="an ONNX model file")
    p.add_argument("--shape", action="append", metavar="NAME=d0,d1,...",
                   help="fix the shape of a dynamic input (repeatable; a 0 is an empty dim, "
                        "as a KV cache's first step has)")
    p.add_argument("--input-range", action="append", metavar="NAME=LO,HI",
                   help="draw an input's values from [LO, HI] in the checks and timings "
                        "(repeatable; LO = HI fixes one, e.g. a sample rate that picks a "
                        "branch)")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="vopt", description="verified_opt: a verification-first tensor program optimizer")
    parser.add_argument("--version", action="version", version=f"verified_opt {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("inspect", help="operators, inputs/outputs, parameters, opaque operators")
    _add_model_args(p)
    p.add_argument("--backend", default="cpu", choices=["cpu", "gpu"],
                   help="gpu: also build the GPU plan (no GPU needed) and list what each node "
                        "becomes: cuBLAS, cuDNN, generated CUDA, TVM eOperator, view")
    p.set_defaults(func="verified_opt.commands.inspect_cmd:main")

    p = sub.add_parser("run", help="evaluate with the reference semantics (and compare to ORT)")
    _add_model_args(p)
    p.add_argument("--compare-ort", action="store_true", help="compare with ONNX Runtime")
    p.add_argument("--seed", type=_seed, default=0, help="seed of the random inputs (and weights)")
    p.add_argument("--randomize-weights", action="store_true",
                   help="replace float weights by seeded random ones (constant fills hide errors)")
    p.add_argument("--rtol", type=_finite_float, default=None,
                   help="relative tolerance (of max |ref|)")
    p.add_argument("--atol", type=_finite_float, default=None, help="absolute tolerance")
    p.add_argument("--backend", default="cpu", choices=["cpu", "gpu"],
                   help="gpu: also run the model's GPU plan on the CUDA device and compare it "
                        "with the reference semantics (exit 2 where no GPU is found)")
    p.set_defaults(func="verified_opt.commands.run_cmd:main")

    p = sub.add_parser("optimize", help="apply certified rewrites, check, write model and audit")
    _add_model_args(p)
    p.add_argument("-o", "--output", required=True, help="where to write the optimized model")
    p.add_argument("--overwrite", action="store_true",
                   help="allow -o to be the input model (replaced when the run succeeds)")
    p.add_argument("--report", default=None, metavar="HTML", help="write the audit as HTML")
    p.add_argument("--json", default=None, metavar="JSON", help="write the audit as JSON")
    p.add_argument("--backend", default="cpu", choices=["cpu", "gpu"])
    p.add_argument("--budget", type=_finite_float, default=30.0, help="search time budget, seconds")
    p.add_argument("--alpha", type=_finite_float, default=1.05, help="search relaxation (>= 1)")
    p.add_argument("--seed", type=_seed, default=0, help="seed of the end-to-end check's inputs")
    p.add_argument("--threads", type=_positive, default=2, help="ONNX Runtime threads")
    p.add_argument("--library", default="shipped", choices=["shipped", "generated", "all"],
                   help="the certified rules to search with: the shipped library (hand-written, "
                        "proved), the generated one (vopt generate --max-ops 3 over TASO's "
                        "operators, proved), or both (default: shipped)")
    p.add_argument("--rules", action="append", default=None, metavar="PATH",
                   help="rule files or folders, instead of --library")
    p.add_argument("--axioms", default=None, metavar="FOLDER",
                   help="the axiom folder the rules' certificates were proved from, and the one "
                        "a rule without a certificate is proved from (default: the shipped "
                        "axioms); soundness- and consistency-checked before it is trusted")
    p.add_argument("--certificates", action="append", default=None, metavar="DIR",
                   help="a folder of certificates of the --rules (vopt verify --certificates), "
                        "rechecked before a rule is used; a rule without one is proved afresh")
    p.add_argument("--fast-math", action="store_true",
                   help="also apply rewrites outside the default float contract (exact and "
                        "reassociate): rules, derivations and PET mutants that change which "
                        "results are inf or NaN (a band's derivation), or that cancel terms "
                        "(Winograd, (a+b)-b as a); see README, Float contract")
    p.add_argument("--pet", action=argparse.BooleanOptionalAction, default=False,
                   help="also search partially equivalent mutants (PET), certified by box tests "
                        "modulo a prime and corrected where they differ (default: off: on CPU "
                        "it takes up to half the search budget and found no reproducible "
                        "speedup in benchmarks/cpu_bench.py --pet)")
    p.add_argument("--pet-trials", type=_pet_trials, default=3,
                   help="independent random trials per box test (error bound (d/p)^t per box; "
                        "at most 100, what an audit reruns)")
    p.add_argument("--pet-depth", type=_positive, default=2,
                   help="depth of the mutant search (transformations composed)")
    p.add_argument("--pet-budget", type=_finite_float, default=None,
                   help="seconds PET may spend generating and testing (default: half of --budget)")
    p.add_argument("--derive", action=argparse.BooleanOptionalAction, default=False,
                   help="also replace banded attention (G2BMM, GBMM written densely) and "
                        "Conv/ConvTranspose/MatMul/Gemm by EinNet derivations (every step "
                        "proved; MatMul + TVM eOperators) where one measures at least 1.1x "
                        "faster than what it replaces and its float contract, measured, is "
                        "within the run's (a band's is zero-terms: --fast-math) (default: off: "
                        "on this CPU only the bands gain; see benchmarks/derive_bench.py). A "
                        "model with eOperators needs verified_opt's runtime (ORT + TVM) to run")
    # default None: api/pipeline.derive_seconds (not imported here: the CLI starts light)
    p.add_argument("--derive-budget", type=_positive_float, default=None, metavar="SECONDS",
                   help="seconds the derivations may take: banded products first, then "
                        "operators, largest group of identical ones first, an operator only "
                        "if one more search fits (default: 40, or less so that the whole "
                        "run stays within 60 s)")
    p.add_argument("--rederive", action="store_true",
                   help="search again the operators whose derivations earlier runs on this "
                        "machine measured slower than what they replace (by default they are "
                        "skipped, so the budget reaches others; records in "
                        "$VOPT_DERIVE_OUTCOMES, else derive-outcomes in $VOPT_CACHE_DIR or "
                        "~/.cache/verified_opt)")
    p.add_argument("--tune", type=_nonnegative_float, default=0.0, metavar="SECONDS",
                   help="tune the derivations' eOperators with TVM's MetaSchedule for this long "
                        "(implies --derive; the operator as one tuned eOperator competes too); "
                        "records are kept in the tuning database (vopt tune-db), so a second "
                        "run reuses them")
    p.add_argument("--retune", action="store_true",
                   help="with --tune: tune again the kernels the tuning database already holds "
                        "(the search starts from their records; the best schedule is kept)")
    p.set_defaults(func="verified_opt.commands.optimize_cmd:main")

    p = sub.add_parser("audit", help="recheck every certificate and the end-to-end check")
    p.add_argument("report", help="an audit.json written by vopt optimize")
    p.add_argument("--axioms", default=None, metavar="FOLDER",
                   help="the axiom folder the run's rules were proved from (vopt optimize "
                        "--axioms; default: the shipped axioms); soundness-checked first")
    p.add_argument("--timeout", type=_positive, default=30_000, help="solver timeout, ms")
    p.add_argument("--seed", type=_seed, default=None,
                   help="seed of the end-to-end check's inputs (default: fresh, at random)")
    p.set_defaults(func="verified_opt.commands.audit_cmd:main")

    p = sub.add_parser("axioms", help="check the axioms: soundness and consistency")
    axsub = p.add_subparsers(dest="axioms_command", metavar="ACTION", required=True)
    c = axsub.add_parser("check", help="test every axiom on random instances; check consistency")
    c.add_argument("dir", nargs="?", default=None, help="folder of *.ax files (default: axioms/)")
    c.add_argument("--instances", type=_positive, default=20, help="instances per axiom")
    c.add_argument("--seed", type=_seed, default=0)
    c.set_defaults(func="verified_opt.commands.axioms_cmd:main")

    p = sub.add_parser(
        "verify", help="verify rules: proved / refuted / inconclusive",
        description="Verify rules: one verdict per rule (proved / refuted / inconclusive). A "
                    "rule or file that cannot be read as a rule is reported as [malformed] "
                    "(file, rule, what is wrong) and the other rules are still verified. "
                    "Certificates and other JSON that vopt writes are skipped in folders.",
        epilog="exit status: 0 every rule proved; 1 some rule refuted or inconclusive; 2 bad "
               "input: a malformed rule or file (even when the others were verified), a bad "
               "axiom folder or option.")
    p.add_argument("rules", nargs="+", help="rule files (JSON) or folders of them")
    p.add_argument("--axioms", default=None, help="folder of *.ax files (default: axioms/)")
    p.add_argument("--jobs", type=_positive, default=None, help="worker processes (default: CPUs)")
    p.add_argument("--timeout", type=_positive, default=10_000, help="solver timeout per rule, ms")
    p.add_argument("--rlimit", type=_positive, default=20_000_000, help="solver resource limit")
    p.add_argument("--executor", default="pool", metavar="pool|ray|ray=ADDRESS",
                   help="where the proofs run: a process pool of --jobs workers (default), a "
                        "local Ray instance of --jobs CPUs, or the Ray cluster at ADDRESS; the "
                        "verdicts are the same whichever runs them")
    p.add_argument("--json", default=None, metavar="FILE", help="write the verdicts as JSON")
    p.add_argument("--certificates", default=None, metavar="DIR",
                   help="write a certificate for every proved rule")
    p.add_argument("-v", "--verbose", action="store_true")
    p.set_defaults(func="verified_opt.commands.verify_cmd:main")

    p = sub.add_parser("generate", help="enumerate graphs, fingerprint, prune and prove new rules")
    p.add_argument("--max-ops", type=_positive, required=True, metavar="K",
                   help="operators per graph (Conv with its fused Relu counts as one)")
    p.add_argument("--ops", default=None, metavar="OP,OP,...",
                   help="operators to enumerate (default: TASO's set: Add, Mul, MatMul, Conv, "
                        "Relu, Concat, Split, Transpose, Enlarge, MaxPool, AveragePool and "
                        "Constant, TASO's identity kernels and ones)")
    p.add_argument("-o", "--output", required=True, metavar="DIR",
                   help="folder for rules.json, certificates/ and summary.json: new or empty "
                        "(or, with --overwrite, an earlier output, replaced whole); the "
                        "library appears there at once, or not at all")
    p.add_argument("--overwrite", action="store_true",
                   help="replace the earlier vopt generate output in -o")
    p.add_argument("--jobs", type=_positive, default=None, help="worker processes (default: CPUs)")
    p.add_argument("--executor", default="pool", metavar="pool|ray|ray=ADDRESS",
                   help="where the bulk work runs: a process pool of --jobs workers (a worker "
                        "lost is forked again and its tasks rerun; default), "
                        "a local Ray instance of --jobs CPUs, or the Ray cluster at ADDRESS "
                        "(`ray start --head`); needs the ray extra")
    p.add_argument("--seed", type=_seed, default=0, help="seed of the fingerprints and of testing")
    p.add_argument("--axioms", default=None, help="folder of *.ax files (default: axioms/)")
    p.add_argument("--rlimit", type=_positive, default=5_000_000,
                   help="solver resource limit per candidate (keeps results reproducible)")
    p.add_argument("--timeout", type=_positive, default=30_000,
                   help="solver wall-clock backstop per candidate, ms")
    p.add_argument("--no-generalize", action="store_true",
                   help="state rules over the input pool's shapes instead of the most general")
    p.add_argument("--both-directions", action="store_true",
                   help="also write (and prove) every rule from dst to src")
    p.add_argument("--canonical", action="store_true",
                   help="record no graph holding a value equal to one made before it (Mul(Conv(x, "
                        "w), s) after Conv(x, Mul(w, s))) where the rule between the two can "
                        "rewrite it: its rules follow from that rule and one over the first "
                        "value; half the candidates at K = 3, but a rule the library would "
                        "have held in one step may take two")
    p.add_argument("--progress-every", type=_positive_float, default=30.0, metavar="SECONDS",
                   help="when the output is not a terminal, a progress line this often: phase, "
                        "done/total, throughput, the executor's tasks done, memory")
    p.add_argument("--budget", type=_positive_float, default=None, metavar="SECONDS",
                   help="stop verifying once the run is this old (smallest rules are verified "
                        "first; what was proved is written, the rest is counted as not reached)")
    p.add_argument("--slice", type=_positive, default=None, metavar="N",
                   help="candidates verified together, each slice pruned against the rules "
                        "kept before it (default 4096; smaller proves fewer rules that earlier "
                        "ones derive, larger keeps more workers busy; part of the output's "
                        "config)")
    p.add_argument("--max-memory", type=_positive_float, default=None, metavar="GIB",
                   help="stop (exit 1, nothing written) once this process and its workers use "
                        "more memory than this, sampled every 2 s (default: 90%% of this "
                        "machine's)")
    p.set_defaults(func="verified_opt.commands.generate_cmd:main")

    p = sub.add_parser("derive", help="derivation search for one operator: candidates, proofs, "
                                      "measured cost")
    _add_model_args(p)
    p.add_argument("--node", required=True, metavar="NAME", help="the node (its name or output)")
    p.add_argument("--depth", type=_positive, default=6, help="derivation depth (rule steps)")
    p.add_argument("--budget", type=_positive_float, default=20.0, help="search seconds")
    p.add_argument("--keep", type=_positive, default=3, help="candidates proved and measured")
    p.add_argument("--no-measure", action="store_true", help="prove and check, do not time")
    p.add_argument("--tune", type=_nonnegative_float, default=0.0, metavar="SECONDS",
                   help="tune the candidates' eOperators with MetaSchedule before timing them")
    p.add_argument("--retune", action="store_true",
                   help="with --tune: tune again the kernels the tuning database already holds")
    p.add_argument("--json", default=None, metavar="F", help="write the result as JSON")
    p.add_argument("--certificates", default=None, metavar="DIR",
                   help="write each proved step's certificate (.json + .smt2) here")
    p.set_defaults(func="verified_opt.commands.derive_cmd:main")

    p = sub.add_parser("tune-db", help="the tuning database: stats | clear")
    p.add_argument("action", choices=["stats", "clear"])
    p.add_argument("--db", default=None, metavar="DIR",
                   help="the database folder (default: $VOPT_TUNE_DB, else "
                        "~/.cache/verified_opt/tune-db)")
    p.add_argument("--json", action="store_true", help="print stats as JSON")
    p.set_defaults(func="verified_opt.commands.tune_db_cmd:main")

    p = sub.add_parser("gpu-modules", help="generate and store the CUDA of the models' "
                                           "eOperators (needs TVM) for machines without TVM")
    p.add_argument("models", nargs="+", metavar="MODEL", help="ONNX models with eOperators")
    p.add_argument("--arch", default="sm_90", help="the CUDA architecture (default sm_90)")
    p.add_argument("--out", default=None, metavar="DIR",
                   help="the store folder (default: $VOPT_CUDA_MODULES, else "
                        "~/.cache/verified_opt/cuda-modules)")
    p.set_defaults(func="verified_opt.commands.gpu_modules_cmd:main")

    p = sub.add_parser("recheck", help="recheck stored certificates from their files alone")
    p.add_argument("dir", nargs="?", default=None,
                   help="a folder of certificates, or one certificate .json (default: the "
                        "certificates shipped with the package)")
    p.add_argument("--timeout", type=_positive, default=30_000, help="solver timeout, ms")
    p.add_argument("--z3-only", action="store_true", help="skip cvc5 even when installed")
    p.add_argument("--axioms", default=None, metavar="FOLDER",
                   help="the axiom folder the certificates were proved from (default: the "
                        "shipped axioms); soundness-checked before it is trusted")
    p.set_defaults(func="verified_opt.commands.recheck_cmd:main")
    return parser


def _finite_float(text: str) -> float:
    """A number option: nan and inf are refused (every comparison with nan is false, so a nan
    budget or tolerance would pass the later checks and mean nothing)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"{text!r} is not a finite number")
    return value


def _positive_float(text: str) -> float:
    value = _finite_float(text)
    if not value > 0:
        raise argparse.ArgumentTypeError(f"{text!r} must be positive")
    return value


def _nonnegative_float(text: str) -> float:
    value = _finite_float(text)
    if not value >= 0:
        raise argparse.ArgumentTypeError(f"{text!r} must be seconds >= 0")
    return value


def _seed(text: str) -> int:
    """A random seed: NumPy refuses a negative one (only after the work has started)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} must be a non-negative integer")
    return value


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r} must be positive")
    return value


def _pet_trials(text: str) -> int:
    from verified_opt.partial.testing import MAX_TRIALS

    value = _positive(text)
    if value > MAX_TRIALS:
        raise argparse.ArgumentTypeError(f"{text!r}: at most {MAX_TRIALS}")
    return value


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
        commands = next((", ".join(a.choices) for a in parser._actions
                         if isinstance(a, argparse._SubParsersAction)), "")
        print(f"error: no command given (one of: {commands}; see `vopt --help`)", file=sys.stderr)
        return 2
    stops = _StopSignals()
    try:
        return int(_load(args.func)(args) or 0)
    except Terminated:
        print("error: terminated", file=sys.stderr)
        return 143
    except VoptError as e:
        print(f"error: {one_line(e, 400)}", file=sys.stderr)
        return e.exit_code
    except BrokenPipeError:  # the reader of our output went away (`vopt inspect m | head`)
        try:  # Python's recipe: no second error when the interpreter flushes stdout at exit
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return 0
    except KeyboardInterrupt:
        print("error: interrupted", file=sys.stderr)
        return 130
    except MemoryError:
        print("error: out of memory", file=sys.stderr)
        return 2
    except Exception as e:  # a bug of ours: one line, the traceback only on request
        if os.environ.get("VOPT_DEBUG"):
            raise
        print(f"internal error: {type(e).__name__}: {one_line(e, 300)} "
              "(set VOPT_DEBUG=1 for a traceback)", file=sys.stderr)
        return 70
    finally:
        stops.restore()


class Terminated(KeyboardInterrupt):
    """SIGTERM (`kill`, `timeout`, a scheduler): unwinds as Ctrl-C does, so that worker
    processes are stopped and no output is left half-written."""


class _StopSignals:
    """Ctrl-C (SIGINT) and SIGTERM, in this process, while a command runs: the first raises
    KeyboardInterrupt (Terminated); those after it are ignored, and stay ignored to the exit,
    so that the unwinding (stopping workers, removing a partial output) is not cut short (a
    second Ctrl-C landed anywhere: in a lock's release at a fork, in the exit handlers, once
    in a wait for workers that never came). A process forked from this one (a pool worker)
    is not this process: the signal does to it what it would by default."""

    SIGNALS = ((signal.SIGINT, KeyboardInterrupt), (signal.SIGTERM, Terminated))

    def __init__(self) -> None:
        import threading

        self.pid = os.getpid()
        self.fired = False
        self.previous: dict[int, Any] = {}
        self.hook = sys.unraisablehook
        if threading.current_thread() is threading.main_thread():
            for signum, error in self.SIGNALS:
                if signal.getsignal(signum) != signal.SIG_IGN:  # a shell's background job
                    self.previous[signum] = signal.signal(signum, self._handler(error))
            sys.unraisablehook = self._swallowed

    def _swallowed(self, u: Any) -> None:
        """An interrupt raised where Python only prints it ("Exception ignored in": a lock's
        release in an at-fork handler, a __del__) would leave the run going, its later
        signals ignored: it is delivered again, to land where it unwinds."""
        if self.fired and os.getpid() == self.pid and isinstance(u.exc_value, KeyboardInterrupt):
            self.fired = False
            os.kill(self.pid, signal.SIGTERM if isinstance(u.exc_value, Terminated)
                    else signal.SIGINT)
            return
        self.hook(u)

    def _handler(self, error: type[BaseException]):
        def handler(signum, frame):
            if os.getpid() != self.pid:
                signal.signal(signum, signal.SIG_DFL)
                os.kill(os.getpid(), signum)
                return
            if not self.fired:
                self.fired = True
                raise error
        return handler

    def restore(self) -> None:
        for signum, before in self.previous.items():
            signal.signal(signum, signal.SIG_IGN if self.fired else before)
        if self.previous:
            sys.unraisablehook = self.hook


if __name__ == "__main__":
    sys.exit(main())
