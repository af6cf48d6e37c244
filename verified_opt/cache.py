"""Where vopt keeps what it measures or generates between runs: $VOPT_CACHE_DIR, else
~/.cache/verified_opt (the operator costs of search/cost.py and backends/gpu/cost.py, the
float-contract verdicts, the stored CUDA modules of derive/cuda_store.py). A top-level module
that imports nothing of vopt, so any layer may use it."""

from __future__ import annotations

import os
from pathlib import Path


def cache_dir() -> Path:
    return Path(os.environ.get("VOPT_CACHE_DIR", Path.home() / ".cache" / "verified_opt"))
