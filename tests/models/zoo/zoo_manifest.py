"""The builders' shared step (build_tf.py, build_paddle.py): build each model into OUTDIR, add
its entry to OUTDIR/manifest.json, record an exporter's failure in export_failures.json."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import numpy as np


def build_all(out: Path, models: dict, build: Callable[..., dict], framework: str) -> int:
    out.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(1)
    manifest_path = out / "manifest.json"
    manifest = json.loads(manifest_path.read_text()) if manifest_path.exists() else {}
    failures_path = out / "export_failures.json"
    failures = json.loads(failures_path.read_text()) if failures_path.exists() else {}
    for name, (make, shape) in models.items():
        try:
            entry = build(out, name, make, shape, rng)
        except Exception as e:  # noqa: BLE001  (an exporter's failure is a finding, recorded)
            failures[name] = f"{type(e).__name__}: {str(e).splitlines()[0]}"
            print(f"{name}: export failed: {failures[name]}")
            continue
        manifest[name] = entry
        diff = next(v for k, v in entry.items() if k.startswith("ort_vs_"))
        print(f"{name}: {entry['nodes']} nodes, {entry['bytes'] / 1e6:.2f} MB, "
              f"ORT vs {framework} max abs diff {diff:.2e}")
    manifest_path.write_text(json.dumps(manifest, indent=1) + "\n")
    failures_path.write_text(json.dumps(failures, indent=1) + "\n")
    return 0
