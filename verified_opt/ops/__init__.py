"""Operators: one place per operator for every fact about it (ops/registry.py says which)."""
