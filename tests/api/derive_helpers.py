"""What several tests of the derivation pass share: a small 3x3 Conv (4 -> 6 channels, 8x8,
padded) derived without timing."""

from __future__ import annotations

import numpy as np
from onnx import helper

from verified_opt.api import derivations


def small_conv():
    """(node, shapes, the DeriveResult of its derivation: budget 3 s, 2 kept, not measured)."""
    node = helper.make_node("Conv", ["x", "w"], ["y"], name="conv0", pads=[1, 1, 1, 1])
    shapes = {"x": (1, 4, 8, 8), "w": (6, 4, 3, 3)}
    consts = {"w": np.random.default_rng(0).standard_normal((6, 4, 3, 3)).astype(np.float32)}
    res = derivations.derive_operator(node, shapes, consts, budget_s=3, keep=2, measure=False,
                                      baseline=False)
    return node, shapes, res


def ten_seconds_a_search(monkeypatch, module, name: str) -> list[float]:
    """The derivation pass's clock (only its own: search/cost.py's measurements keep the real
    one) stands still except that each call of module.name, the real search kept to 1 s,
    moves it 10 s. Returns the clock, [seconds]."""
    from types import SimpleNamespace
    clock = [0.0]
    monkeypatch.setattr(derivations, "time", SimpleNamespace(perf_counter=lambda: clock[0]))
    real = getattr(module, name)

    def ten_seconds(*a, **k):
        clock[0] += 10.0
        return real(*a, **dict(k, budget_s=1.0))

    monkeypatch.setattr(module, name, ten_seconds)
    return clock
