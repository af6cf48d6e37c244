"""What the derivation pass measured before, on this machine: operators whose derivations lost
to what they replace are not searched again, so a later run's budget reaches the others.

    store = Outcomes.open("cpu", threads=2)  # $VOPT_DERIVE_OUTCOMES, else derive-outcomes
                                             # in vopt's cache folder (cache.py)
    store.get(key) / store.put(key, record)  # key: derive_share.operator_key (type, attributes,
                                             # input shapes)

One folder per machine and versions (the CPU or GPU, cores and threads, the backend, and the
versions of ONNX Runtime, TVM and verified_opt: a ratio measured under one says nothing about
another), described in machine.json; one JSON file per operator. A record only ever makes the
pass skip a search, never apply anything: what is applied is always searched, proved, checked
and measured in the run that applies it. `vopt optimize --rederive` searches every operator
again (and replaces their records).
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import time
from dataclasses import dataclass
from pathlib import Path

from verified_opt.atomic import write_text_atomic
from verified_opt.cache import cache_dir

# an operator is skipped when its best derivation measured under this share of the gain the
# pass asks (a ratio near the bar is measured again: another run may land on its other side)
SKIP_BELOW = 0.8


def default_root() -> Path:
    env = os.environ.get("VOPT_DERIVE_OUTCOMES")
    return Path(env) if env else cache_dir() / "derive-outcomes"


def _cpu_name() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def machine(backend: str, threads: int, device: str = "") -> dict:
    """What a measured ratio depends on besides the operator."""
    from importlib.metadata import PackageNotFoundError, version

    def ver(pkg: str) -> str:
        try:
            return version(pkg)
        except PackageNotFoundError:
            return "-"

    return {"backend": backend, "threads": threads, "cpu": _cpu_name(),
            "cores": os.cpu_count(), "device": device, "onnxruntime": ver("onnxruntime"),
            "apache-tvm": ver("apache-tvm"), "verified_opt": ver("verified_opt")}


@dataclass
class Outcomes:
    folder: Path
    machine: dict

    @classmethod
    def open(cls, backend: str, threads: int, device: str = "",
             root: Path | None = None) -> Outcomes:
        m = machine(backend, threads, device)
        digest = hashlib.sha256(json.dumps(m, sort_keys=True).encode()).hexdigest()[:12]
        folder = (root or default_root()) / f"{backend}-{digest}"
        return cls(folder, m)

    def _file(self, key: str) -> Path:
        return self.folder / (hashlib.sha256(key.encode()).hexdigest()[:20] + ".json")

    def get(self, key: str) -> dict | None:
        """The record of this operator, or None (also for a record unreadable or of another
        key: it is measured again)."""
        try:
            rec = json.loads(self._file(key).read_text())
        except (OSError, ValueError):
            return None
        return rec if isinstance(rec, dict) and rec.get("operator") == key else None

    def put(self, key: str, speedup: float | None, why: str, min_gain: float) -> None:
        """Record what the pass found for this operator (speedup None: no derivation)."""
        if not self.folder.exists():
            self.folder.mkdir(parents=True, exist_ok=True)
            write_text_atomic(self.folder / "machine.json", json.dumps(self.machine, indent=1))
        rec = {"operator": key, "speedup": speedup, "why": why, "min_gain": min_gain,
               "recorded": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
        write_text_atomic(self._file(key), json.dumps(rec, indent=1))

    def skip(self, key: str, min_gain: float) -> dict | None:
        """The record that says this operator need not be searched again, or None."""
        rec = self.get(key)
        if rec is None:
            return None
        s = rec.get("speedup")
        if s is None or (isinstance(s, (int, float)) and s < SKIP_BELOW * min_gain):
            return rec
        return None
