"""verified_opt: a verification-first optimizer for tensor programs."""

__version__ = "0.1.0"
