"""Operators: one place per operator for every fact about it (ops/registry.py says which)."""

# The registry first, whichever module of the package is imported first: it imports the operator
# families at its end, and they import the helpers (grid, shapes, window) that import it; a
# helper imported first would meet its own half-initialized module.
from verified_opt.ops import registry as _registry  # noqa: F401
