"""Numerical checks: seeded random inputs and output comparison with tolerances."""
