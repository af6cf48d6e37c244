"""`vopt verify RULES...`: one verdict per rule (proved / refuted / inconclusive), and a
`[malformed]` line for each rule or file that cannot be read as a rule (the others are still
verified; the run then exits 2). Exit: 0 all proved, 1 some refuted or inconclusive, 2 bad input
(a malformed rule or file, a bad axiom folder or option)."""

from __future__ import annotations

import argparse
import json
import os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

from verified_opt.axioms.lang import default_axiom_dir, load_axioms
from verified_opt.commands.common import console
from verified_opt.errors import VoptError, one_line
from verified_opt.rules.format import LoadedRules, Rule, RuleError, read_rule_files
from verified_opt.verify.axiom_sets import checked
from verified_opt.verify.prove import AxiomSet
from verified_opt.verify.verdict import INCONCLUSIVE, PROVED, REFUTED, Verdict, verify_rule

_WORKER: dict = {}


def _init(axiom_dir: str, timeout_ms: int, rlimit: int, digest: str = "") -> None:
    # one AxiomSet (about a second to build) per process and axiom set, not per run
    if not digest or _WORKER.get("key") != (axiom_dir, digest):
        _WORKER["axioms"] = AxiomSet.of(load_axioms(axiom_dir))
        _WORKER["key"] = (axiom_dir, digest)
    _WORKER["opts"] = (timeout_ms, rlimit)


def _work(rule: Rule) -> Verdict:
    timeout_ms, rlimit = _WORKER["opts"]
    try:
        return verify_rule(rule, _WORKER["axioms"], timeout_ms, rlimit)
    except Exception as e:
        # a rule that got past the load-time checks and still fails: that rule is
        # inconclusive (and reported as a bug of ours), the others are still verified
        if os.environ.get("VOPT_DEBUG"):
            raise
        return Verdict(rule.name, INCONCLUSIVE, 0.0, source=rule.source,
                       reason=f"internal error while verifying ({type(e).__name__}: "
                              f"{one_line(e, 200)})")


def run_verification(rules: list[Rule], axiom_dir: str, jobs: int, timeout_ms: int, rlimit: int,
                     progress: bool = True, digest: str = ""):
    """Verify rules on a process pool (inline for one job); yields verdicts in rule order."""
    if not rules:
        return
    if jobs <= 1 or len(rules) <= 1:
        _init(axiom_dir, timeout_ms, rlimit, digest)
        yield from map(_work, rules)
        return
    with ProcessPoolExecutor(jobs, initializer=_init,
                             initargs=(axiom_dir, timeout_ms, rlimit)) as pool:
        yield from pool.map(_work, rules, chunksize=max(1, len(rules) // (jobs * 8)))


def main(args: argparse.Namespace) -> int:
    loaded = read_rule_files(args.rules)
    rules = loaded.rules
    if not rules and not loaded.malformed:
        raise VoptError("no rules found in " + ", ".join(args.rules) + _skipped(loaded, "; "))
    if not rules:  # nothing to verify: the one-line error is the whole answer
        raise _malformed_error(loaded)
    axiom_dir = str(args.axioms or default_axiom_dir())
    # parse errors surface here, once; a folder that is not the shipped set is soundness-checked
    # before anything is proved from it (certificates name the set they were proved under)
    with console.status("checking the axiom set ..."):
        reference = checked(args.axioms)
    if loaded.skipped:
        console.print(_skipped(loaded, ""))
    for m in loaded.malformed:
        console.print(f"[red]\\[malformed][/red]    {escape(m.message)}")
    jobs = args.jobs or os.cpu_count() or 1
    verdicts: list[Verdict] = []
    with Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=console, transient=True,
                  disable=not console.is_terminal) as bar:
        task = bar.add_task("verifying", total=len(rules))
        for v in run_verification(rules, axiom_dir, jobs, args.timeout, args.rlimit,
                                  digest=reference.digest):
            verdicts.append(v)
            _print(v, args.verbose)
            bar.advance(task)
    counts = {s: sum(1 for v in verdicts if v.status == s) for s in (PROVED, REFUTED, INCONCLUSIVE)}
    bugs = [v for v in verdicts if v.axiom_bug]
    if args.certificates and any(v.status == PROVED for v in verdicts):
        from verified_opt.verify.certificate import write_certificate

        folder = Path(args.certificates)
        axioms = _WORKER["axioms"] if jobs <= 1 or len(rules) <= 1 else \
            AxiomSet.of(load_axioms(axiom_dir))
        by_name = {r.name: r for r in rules}
        written = [write_certificate(folder, by_name[v.rule], v, axioms)
                   for v in verdicts if v.status == PROVED]
        console.print(f"wrote {len(written)} certificates to {folder}")
    if args.json:
        from verified_opt.atomic import write_text_atomic

        out = {"schema": "verified_opt.verdicts/1", "axioms": axiom_dir,
               "summary": {**counts, "malformed": len(loaded.malformed)},
               "verdicts": [v.to_json() for v in verdicts],
               "malformed": [{"file": m.file, "rule": m.rule, "message": m.message}
                             for m in loaded.malformed]}
        write_text_atomic(args.json, json.dumps(out, indent=1) + "\n")
    for v in bugs:
        console.print(f"[bold red]AXIOM BUG[/bold red]: '{v.rule}' is proved from "
                      f"{', '.join(v.axioms_used)} but refuted by testing")
    console.print(f"Summary: {counts[PROVED]} proved / {counts[REFUTED]} refuted / "
                  f"{counts[INCONCLUSIVE]} inconclusive"
                  + (f" / {len(loaded.malformed)} malformed" if loaded.malformed else ""))
    if loaded.malformed:  # bad input: exit 2, one line on stderr (cli.main prints it)
        raise _malformed_error(loaded)
    return 0 if counts[PROVED] == len(verdicts) else 1


def _malformed_error(loaded: LoadedRules) -> RuleError:
    first, n = loaded.malformed[0].message, len(loaded.malformed)
    if n == 1:
        return RuleError(first)
    return RuleError(f"{n} malformed rules or files"
                     + (", the others verified" if loaded.rules else "") + f"; the first: {first}")


def _skipped(loaded: LoadedRules, sep: str) -> str:
    """'skipped 12 JSON files that vopt writes beside rules (11 certificates, 1 generate
    summary)'."""
    if not loaded.skipped:
        return ""
    n = sum(len(v) for v in loaded.skipped.values())
    kinds = ", ".join(_count(len(v), k) for k, v in loaded.skipped.items())
    return f"{sep}skipped {_count(n, 'JSON file')} that vopt writes beside rules ({kinds})"


def _count(n: int, noun: str) -> str:
    plural = noun[:-1] + "ies" if noun.endswith("y") else noun + "s"
    return f"{n} {noun if n == 1 else plural}"


def _print(v: Verdict, verbose: bool) -> None:
    if v.status == PROVED:
        console.print(f"[green]\\[proved][/green]       {escape(v.rule)}  [{v.seconds:.3f}s]  "
                      f"axioms: {', '.join(v.axioms_used)}")
    elif v.status == REFUTED:
        console.print(f"[red]\\[refuted][/red]      {escape(v.rule)}  [{v.seconds:.3f}s]  "
                      f"{escape(v.reason)}")
        if v.counterexample is not None:
            for line in v.counterexample.describe().splitlines()[1:]:
                console.print(f"    {escape(line)}")
    else:
        console.print(f"[yellow]\\[inconclusive][/yellow] {escape(v.rule)}  [{v.seconds:.3f}s]  "
                      f"{escape(v.reason)}")
    if verbose and v.source:
        console.print(f"    from {escape(v.source)}; tested {v.tested_instances} size instances, "
                      f"{v.tested_trials} trials ({v.test_mode})")
