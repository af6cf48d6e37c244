"""Benchmarks of verified_opt: the model zoo (`benchmarks.models`) and the harnesses using it."""
