"""verified_opt: a verification-first optimizer for tensor programs.

The Python API is `verified_opt.api`: optimize, verify, recheck, audit (README, Python API).
`optimize`, `recheck` and `Report` are exported here as well; `verify` and `audit` are not,
since verified_opt.verify and verified_opt.audit are the packages of those names.
"""

from verified_opt.errors import VoptError

__version__ = "0.1.0"

_API = ("CheckFailed", "Report", "optimize", "recheck")
__all__ = ["CheckFailed", "Report", "VoptError", "__version__", "optimize", "recheck"]


def __getattr__(name: str):
    # PEP 562: the API (onnx, onnxruntime, z3 ...) loads on first use, so `import verified_opt`
    # stays light. By name: every layer imports __version__ from here, and the API sits above
    # them all, so this module must not import it when it is itself imported.
    if name in _API:
        import importlib

        return getattr(importlib.import_module("verified_opt.api"), name)
    raise AttributeError(f"module 'verified_opt' has no attribute {name!r}")
