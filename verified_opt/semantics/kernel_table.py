"""The table from operator name to NumPy kernel, filled by the kernel modules."""

from __future__ import annotations

from collections.abc import Callable

KERNELS: dict[str, Callable] = {}


def kernel(*names: str) -> Callable[[Callable], Callable]:
    def deco(fn: Callable) -> Callable:
        for n in names:
            KERNELS[n] = fn
        return fn

    return deco
