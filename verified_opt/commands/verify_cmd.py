"""`vopt verify RULES...`: one verdict per rule (proved / refuted / inconclusive), and a
`[malformed]` line for each rule or file that cannot be read as a rule (the others are still
verified; the run then exits 2). Exit: 0 all proved, 1 some refuted or inconclusive, 2 bad input
(a malformed rule or file, a bad axiom folder or option). The work is api/proofs.py's."""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

from verified_opt.api.proofs import axiom_set, malformed_error, read_rules, skipped_text, verify
from verified_opt.commands.common import checked_executor, console
from verified_opt.errors import VoptError
from verified_opt.output_paths import check_folder_writable, check_outputs, check_writable
from verified_opt.verify.certificate import safe_name
from verified_opt.verify.verdict import INCONCLUSIVE, PROVED, REFUTED, Verdict


def main(args: argparse.Namespace) -> int:
    executor = checked_executor(args.executor)
    check_folder_writable(args.certificates, "--certificates")
    if not (args.json and args.certificates
            and Path(args.json).parent.resolve() == Path(args.certificates).resolve()):
        check_writable(args.json, "--json")  # (in the certificates' folder: made before it)
    check_outputs(None, None, reports=[(args.json, "--json")], inputs=args.rules)
    loaded = read_rules(args.rules, all_malformed=True)
    if args.json and args.certificates:
        for r in loaded.rules:
            cert = Path(args.certificates) / f"{safe_name(r.name)}.json"
            if Path(args.json).resolve() == cert.resolve():
                raise VoptError(f"--json {args.json} would overwrite the certificate of rule "
                                f"'{r.name}' (--certificates {args.certificates})")
    if not loaded.rules and len(loaded.malformed) == 1:
        raise malformed_error(loaded)  # the one-line error says it all; several are listed below
    # a folder that is not the shipped set is soundness-checked before anything is proved
    # from it (certificates name the set they were proved under)
    with console.status("checking the axiom set ..."):
        axioms = axiom_set(args.axioms)
    if loaded.skipped:
        console.print(skipped_text(loaded, ""))
    for m in loaded.malformed:
        console.print(f"[red]\\[malformed][/red]    {escape(m.message)}")
    with Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=console, transient=True,
                  disable=not console.is_terminal) as bar:
        task = bar.add_task("verifying", total=len(loaded.rules))

        def show(v: Verdict) -> None:
            _print(v, args.verbose)
            bar.advance(task)

        verdicts = verify(loaded, axioms=axioms, jobs=args.jobs or os.cpu_count() or 1,
                          certificates=args.certificates, timeout_ms=args.timeout,
                          rlimit=args.rlimit, progress=show, executor=executor)
    counts = {s: sum(1 for v in verdicts if v.status == s) for s in (PROVED, REFUTED, INCONCLUSIVE)}
    if args.certificates and counts[PROVED]:
        console.print(f"wrote {counts[PROVED]} certificates to {args.certificates}")
    if args.json:
        from verified_opt.atomic import write_text_atomic

        out = {"schema": "verified_opt.verdicts/1", "axioms": axioms.folder,
               "summary": {**counts, "malformed": len(loaded.malformed)},
               "verdicts": [v.to_json() for v in verdicts],
               "malformed": [{"file": m.file, "rule": m.rule, "message": m.message}
                             for m in loaded.malformed]}
        write_text_atomic(args.json, json.dumps(out, indent=1) + "\n")
    for v in verdicts:
        if v.axiom_bug:
            console.print(f"[bold red]AXIOM BUG[/bold red]: '{v.rule}' is proved from "
                          f"{', '.join(v.axioms_used)} but refuted by testing")
    console.print(f"Summary: {counts[PROVED]} proved / {counts[REFUTED]} refuted / "
                  f"{counts[INCONCLUSIVE]} inconclusive"
                  + (f" / {len(loaded.malformed)} malformed" if loaded.malformed else ""))
    if loaded.malformed:  # bad input: exit 2, one line on stderr (cli.main prints it)
        raise malformed_error(loaded)
    return 0 if counts[PROVED] == len(verdicts) else 1


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
