"""Keep the optimized model or the original: the rule, and the timing rounds it is decided on.

The original, a second session of the original (the control) and the optimized model are timed
side by side in KEEP_ROUNDS rounds of fresh sessions. The control measures this run's noise (two
sessions of one file differ by 1-15% on a shared 2-core VM, and the difference can persist over
all rounds). The optimized model is kept only when it is faster than both copies in every round,
or all rounds but one, and its gain over their mean is at least MIN_GAIN, at least what
NOISE_FACTOR times the control's spread allows, and, when one round was lost, at least
CLEAR_GAIN; its median over the rounds must also be below theirs.

The spread is a ratio (the slower session over the faster), and "NOISE_FACTOR times" it is its
NOISE_FACTOR-th power: a 4% spread asks for about 8%, as a percentage would, but a 50% spread
(CI once timed two sessions of the demo that far apart on a loaded machine) asks for a 2.7x
speedup, where twice the percentage would ask for 100% and reject any gain at all.

The rounds stop early once the answer is known: two rounds lost already fail the rule, and the
first EARLY_ROUNDS all won by EARLY_GAIN (twice the gain asked of a result that loses a round)
pass it (VGG-19's keep rounds took 29 of its 61 s of optimize).
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

MIN_GAIN = 0.01
CLEAR_GAIN = 0.05
NOISE_FACTOR = 2.0
KEEP_ROUNDS = 5
KEEP_ROUND_SECONDS = 1.0  # sessions, not runs, are the noise: rounds short, several of them
EARLY_ROUNDS = 3
EARLY_GAIN = 2 * CLEAR_GAIN


@dataclass(frozen=True)
class KeepVerdict:
    keep: bool
    why: str  # completes "the optimized model measured X ms, <why> Y ms"; "" when kept
    gain: float  # 1 - median over rounds of optimized / mean of the two originals
    noise: float  # median over rounds of |original - control| / their mean
    wins: int  # rounds faster than both copies of the original
    base_ms: float  # median over rounds of the mean of the two copies
    opt_ms: float  # median over rounds of the optimized model
    rounds: int  # rounds measured


def keep_verdict(orig: list[float], control: list[float], opt: list[float]) -> KeepVerdict:
    """The keep rule above, from per-round latencies of the three sessions."""
    rounds = len(opt)
    base = [(a + b) / 2 for a, b in zip(orig, control)]
    gain = 1 - statistics.median(o / b for o, b in zip(opt, base))
    noise = statistics.median(abs(a - b) / m for a, b, m in zip(orig, control, base))
    wins = sum(o < min(a, b) for o, a, b in zip(opt, orig, control))
    spread = statistics.median(max(a, b) / min(a, b) for a, b in zip(orig, control))
    need = max(MIN_GAIN, 1 - spread ** -NOISE_FACTOR)
    if gain <= 0:
        why = "not faster than"
    elif wins < rounds - 1:
        why = f"faster in only {wins} of {rounds} rounds (measurement noise) than"
    elif gain < need:
        why = (f"{gain:.1%} faster, under the {need:.1%} this run's noise ({noise:.1%} between "
               "two sessions of the original) asks for, than")
    elif wins < rounds and gain < CLEAR_GAIN:
        why = (f"faster in only {wins} of {rounds} rounds and by {gain:.1%}, under the "
               f"{CLEAR_GAIN:.0%} asked of a gain that loses a round, than")
    elif statistics.median(opt) >= statistics.median(base):
        # Round by round faster, yet slower by the medians the report shows: the rounds drift
        # that much (ShuffleNet once kept a model shown at 0.934x, and measured 0.945x later).
        why = ("faster round by round but not by the medians over the rounds (the rounds "
               "drift: measurement noise) than")
    else:
        why = ""
    return KeepVerdict(not why, why, gain, noise, wins, statistics.median(base),
                       statistics.median(opt), rounds)


def keep_decided(orig: list[float], control: list[float], opt: list[float]) -> bool:
    """Whether the rounds so far settle the keep rule: the remaining ones are not needed."""
    rounds = len(opt)
    v = keep_verdict(orig, control, opt)
    if rounds - v.wins >= 2:
        return True  # at most one round may be lost
    return rounds >= EARLY_ROUNDS and v.keep and v.wins == rounds and v.gain >= EARLY_GAIN


def time_and_decide(original: bytes, optimized: bytes, feeds: dict[str, np.ndarray],
                    threads: int, measure_rounds: Callable[..., dict[str, list[float]]]
                    ) -> KeepVerdict:
    """Time the original, its control session and the optimized model in interleaved rounds
    (machine noise hits all three alike; `measure_rounds` is search.cost's or a test's), until
    the rule is decided, and apply it."""
    t = measure_rounds({"orig": original, "control": original, "opt": optimized}, feeds,
                       threads, rounds=KEEP_ROUNDS, seconds_per_round=KEEP_ROUND_SECONDS,
                       done=lambda t: keep_decided(t["orig"], t["control"], t["opt"]))
    return keep_verdict(t["orig"], t["control"], t["opt"])
