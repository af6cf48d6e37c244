"""Reference semantics in NumPy: float (matches ONNX Runtime) and exact integer modes."""

from verified_opt.semantics.arith import PRIME, Arith, FloatArith, IntArith, ModArith
from verified_opt.semantics.evaluate import MODES, eval_node, evaluate, exact_support

__all__ = ["MODES", "PRIME", "Arith", "FloatArith", "IntArith", "ModArith", "eval_node",
           "evaluate", "exact_support"]
