"""The arithmetics the operators' kernels run in: float (matches ONNX Runtime), exact int64 and
modulo a prime; and the values of the constants rules may state. The kernels themselves are the
operators' (ops/), graph evaluation is ir/evaluate.py."""

from verified_opt.semantics.arith import PRIME, Arith, FloatArith, IntArith, ModArith

__all__ = ["PRIME", "Arith", "FloatArith", "IntArith", "ModArith"]
