"""Every module of the package imports on its own, as the first module a program imports (a
user's script, a Ray worker, `python -m`): `import verified_opt.partial.audit` alone once failed
on a cycle between ops/registry.py and the helpers its operator families import."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = r"""
import importlib, pkgutil, sys
import verified_opt
names = sorted(m.name for m in pkgutil.walk_packages(verified_opt.__path__, "verified_opt.")
               if not m.name.endswith("__main__"))
failed = []
for name in names:
    for k in [k for k in sys.modules if k == "verified_opt" or k.startswith("verified_opt.")]:
        del sys.modules[k]
    try:
        importlib.import_module(name)
    except Exception as e:
        failed.append(f"{name}: {type(e).__name__}: {e}")
print(len(names))
print("\n".join(failed))
"""


def test_every_module_imports_first():
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                         timeout=600, check=True).stdout.splitlines()
    assert int(out[0]) > 150
    assert [line for line in out[1:] if line] == []
