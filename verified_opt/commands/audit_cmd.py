"""`vopt audit audit.json`: recheck a report without trusting the run that wrote it.

Every certificate's SMT-LIB2 query is rechecked with z3 (and cvc5 when installed); both models
are rerun in ONNX Runtime on the recorded seeds and compared with the recorded tolerance; the
model files must still match their recorded hashes.
"""

from __future__ import annotations

import argparse
import hashlib

from verified_opt.check.end_to_end import check_end_to_end
from verified_opt.commands.common import console
from verified_opt.ir.onnx_io import load
from verified_opt.partial.audit import recheck as recheck_pet
from verified_opt.report.audit import file_sha256, load_report
from verified_opt.verify.certificate import check_query, cvc5_available


def main(args: argparse.Namespace) -> int:
    report = load_report(args.report)
    failures = 0
    solvers = ["z3"] + (["cvc5"] if cvc5_available() else [])
    for a in report.get("applied", []):
        if "pet" in a:  # a PET mutant: re-run its box tests and exact check
            ok, msg = recheck_pet(a["pet"])
            failures += not ok
            tag = "[green]\\[holds][/green]" if ok else "[red]\\[FAILS][/red]"
            console.print(f"{tag} step {a['step']} {a['rule']}: {msg}")
            continue
        cert = a["certificate"]
        query = cert.get("query", "")
        cid = "sha256:" + hashlib.sha256(query.encode()).hexdigest()[:16]
        if cid != cert.get("id"):
            failures += 1
            console.print(f"[red]\\[FAILS][/red] step {a['step']} {a['rule']}: query does not "
                          "match its certificate id")
            continue
        results = {s: check_query(query, s, args.timeout) for s in solvers}
        ok = all(r == "unsat" for r in results.values())
        failures += not ok
        tag = "[green]\\[holds][/green]" if ok else "[red]\\[FAILS][/red]"
        console.print(f"{tag} step {a['step']} {a['rule']} "
                      f"({', '.join(f'{k}: {v}' for k, v in results.items())})")
    for role in ("input", "output"):
        info = report[role]
        if not info.get("path"):
            continue
        try:
            same = file_sha256(info["path"]) == info["sha256"]
        except OSError:
            same = False
        if not same:
            failures += 1
            console.print(f"[red]\\[FAILS][/red] {role} model {info['path']} is missing or changed")
    if failures == 0 and report["output"].get("path"):
        shapes = {k: tuple(v) for k, v in report["input"].get("shapes", {}).items()}
        original = load(report["input"]["path"], shapes)
        optimized = load(report["output"]["path"], shapes)
        e2e = report["end_to_end"]
        again = check_end_to_end(original, optimized, seed=e2e["seeds"][0], draws=e2e["draws"],
                                 rtol=e2e["rtol"])
        tag = "[green]\\[holds][/green]" if again.ok else "[red]\\[FAILS][/red]"
        w = again.worst()
        console.print(f"{tag} end-to-end: {again.draws} draws, worst |diff| "
                      f"{w.max_abs if w else 0:.3e} (rtol {again.rtol:.2e})")
        failures += not again.ok
    n = len(report.get("applied", []))
    console.print(f"Summary: {n} certificates rechecked with {', '.join(solvers)}; "
                  f"{'all hold' if failures == 0 else f'{failures} FAIL'}")
    return 0 if failures == 0 else 1
