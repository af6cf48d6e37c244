"""Run vopt inspect / run / optimize / audit on every model of a zoo folder (issue 21).

    python tests/models/zoo/triage.py ZOODIR [--budget S] [--only NAME ...]

Reads ZOODIR/manifest.json (written by build.py and build_jax.py), runs the four commands one
after the other (one process at a time) with each model's static --shape, and writes
ZOODIR/logs/NAME.CMD.log (stdout and stderr) and ZOODIR/triage.json: per model and command the
exit code, the wall time and the first line of the error, if any.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

VOPT = str(Path(sys.executable).with_name("vopt"))


def _first_error(text: str) -> str:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    for ln in lines:
        if ln.startswith(("Traceback", "error", "Error")) or "Error" in ln.split(":")[0]:
            break
    else:
        return lines[-1] if lines else ""
    tail = [ln for ln in lines if not ln.startswith(("File ", "^", "~"))]
    return tail[-1] if lines[0].startswith("Traceback") else ln


def run_one(zoo: Path, name: str, entry: dict, budget: float) -> dict:
    model = zoo / entry["file"]
    shapes = [a for k, v in entry["shapes"].items()
              for a in ("--shape", f"{k}={','.join(map(str, v))}")]
    opt, js = zoo / f"{name}.opt.onnx", zoo / f"{name}.json"
    cmds = {
        "inspect": ["inspect", str(model), *shapes],
        "run": ["run", str(model), "--compare-ort", "--seed", "0", *shapes],
        "optimize": ["optimize", str(model), "-o", str(opt), "--json", str(js), "--budget",
                     str(budget), "--threads", "1", *shapes],
        "audit": ["audit", str(js)],
    }
    logs = zoo / "logs"
    logs.mkdir(exist_ok=True)
    result = {}
    for cmd, args in cmds.items():
        if cmd == "audit" and not js.exists():
            result[cmd] = {"rc": None, "seconds": 0.0, "error": "no audit json (optimize failed)"}
            continue
        t0 = time.perf_counter()
        p = subprocess.run([VOPT, *args], check=False, capture_output=True, text=True)
        dt = time.perf_counter() - t0
        (logs / f"{name}.{cmd}.log").write_text(f"$ vopt {' '.join(args)}\n# rc={p.returncode} "
                                                f"{dt:.1f}s\n{p.stdout}\n--- stderr ---\n{p.stderr}")
        result[cmd] = {"rc": p.returncode, "seconds": round(dt, 1),
                       "error": _first_error(p.stderr or p.stdout) if p.returncode else ""}
        print(f"{name:28s} {cmd:9s} rc={p.returncode} {dt:6.1f}s {result[cmd]['error'][:120]}",
              flush=True)
    return result


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("zoo")
    ap.add_argument("--budget", type=float, default=15.0)
    ap.add_argument("--only", nargs="*")
    opts = ap.parse_args(argv)
    zoo = Path(opts.zoo)
    manifest = json.loads((zoo / "manifest.json").read_text())
    out_path = zoo / "triage.json"
    results = json.loads(out_path.read_text()) if out_path.exists() else {}
    for name, entry in manifest.items():
        if opts.only and name not in opts.only:
            continue
        results[name] = run_one(zoo, name, entry, opts.budget)
        out_path.write_text(json.dumps(results, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
