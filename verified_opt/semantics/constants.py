"""Constant tensors that rules may state (TASO's const_one, const_iconv, const_imm).

In a rule they are nodes without inputs, of a pseudo-operator the rule format adds to ONNX's:

    {"op": "Ones", "inputs": [], "outputs": ["o"], "attrs": {"shape": ["n", "c"]}}
    {"op": "IdentityKernel", "inputs": [], "outputs": ["k"], "attrs": {"shape": ["c", "c", 3, 3]}}

Ones is all ones. IdentityKernel is the identity of Conv (shape [c, c, kh, kw], kh and kw odd:
1 at the centre tap from channel i to channel i, else 0), and of MatMul at rank 2 ([c, c], the
identity matrix). In a graph they are initializers with exactly these values: a rule's target
creates them, and a rule's source matches an initializer only if it holds them.
"""

from __future__ import annotations

import numpy as np

CONSTANT_OPS = ("Ones", "IdentityKernel")


def constant_problem(op: str, shape: list) -> str | None:
    """What is wrong with a constant of this shape (dims may be symbol names), or None."""
    if op == "IdentityKernel":
        if len(shape) not in (2, 4):
            return "IdentityKernel has rank 2 (a matrix) or 4 (a Conv kernel)"
        if shape[0] != shape[1]:
            return "IdentityKernel maps c channels to c channels: its first two dims must be equal"
        if len(shape) == 4 and not all(isinstance(d, int) and d % 2 == 1 for d in shape[2:]):
            return "IdentityKernel's spatial dims must be odd integers (it has a centre tap)"
    elif op == "Ones":
        if len(shape) > 5:
            return "Ones has rank at most 5"
    else:
        return f"unknown constant {op!r}"
    return None


def constant_value(op: str, shape: tuple[int, ...]) -> np.ndarray:
    """The constant at concrete sizes, float32."""
    problem = constant_problem(op, list(shape))
    if problem:
        raise ValueError(problem)
    if op == "Ones":
        return np.ones(shape, np.float32)
    c = shape[0]
    out = np.zeros(shape, np.float32)
    if len(shape) == 2:
        out[np.arange(c), np.arange(c)] = 1
    else:
        out[np.arange(c), np.arange(c), shape[2] // 2, shape[3] // 2] = 1
    return out
