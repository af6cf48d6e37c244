"""Channel padding: the certified rules that choose a padded size, kept by whole-model timing.

ONNX Runtime runs a Conv in its blocked NCHWc layout only where the channel counts are
multiples of its block (8 with AVX2, 16 with AVX-512), and reorders every tensor of any other
count back and forth around it: FSRCNN's 12-channel convolutions measured 1.30x faster with
their tensors padded to 16 (benchmarks/results/channel_pad_bench.md): by copies of channels that
the next Conv reads with half their weights (reassociate), or zero weights (zero-terms). A rule
whose target alone has a size (`Rule.choose`: the padding p) states such a rewrite, proved for
every p; the matcher offers the p that rounds the padded count up to each block.

The per-node cost model cannot see the gain: each node is timed alone, reorders included, and
the padded Conv does more arithmetic (FSRCNN: 4.13 ms before, 4.17 after by the model). So the
search leaves these rules out, and this pass applies them wherever they match, once per block
size (every padded count a multiple of 8, then of 16), and times the variants against the model
as the search left it, side by side in rounds of fresh sessions: a variant is taken only if the
keep rule (search/keep.py) keeps it against two sessions of that model, the one with the
largest gain if both are. Each rewrite is a step with its certificate, as the search's are.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from verified_opt.errors import VoptError
from verified_opt.ir.fold import FoldMemo
from verified_opt.ir.graph import Graph
from verified_opt.ir.onnx_io import export_model
from verified_opt.rules.apply import apply_folded
from verified_opt.rules.match import Match
from verified_opt.search.keep import (
    KEEP_ROUND_SECONDS,
    KEEP_ROUNDS,
    KeepVerdict,
    keep_decided,
    keep_verdict,
)
from verified_opt.search.search import CertifiedRule, Step, matches

# The channel blocks of ONNX Runtime's NCHWc kernels (MLAS): 8 floats with AVX2, 16 with
# AVX-512. Both are tried: which one this CPU uses is what the timing shows.
BLOCKS = (8, 16)
MAX_STEPS = 400  # rewrites per variant: a safety bound, far above any zoo model's chains


@dataclass
class Padding:
    """What the pass did: the graph and steps taken (the ones given where no variant was
    kept), the block whose variant was kept (None: none), and per block the rewrites its variant
    made and its keep verdict."""

    graph: Graph
    steps: list[Step]
    block: int | None = None
    tried: dict[int, int] = field(default_factory=dict)
    verdicts: dict[int, KeepVerdict] = field(default_factory=dict)

    def to_json(self) -> dict:
        """The report's `search.channel_padding`: per block tried, the rewrites and the timing
        against the model as the search left it; the block kept (null: none)."""
        blocks: dict[str, dict] = {}
        for block, n in sorted(self.tried.items()):
            entry: dict = {"rewrites": n}
            v = self.verdicts.get(block)
            if v is not None:
                entry.update(padded_ms=round(v.opt_ms, 4), unpadded_ms=round(v.base_ms, 4),
                             rounds=v.rounds, kept=v.keep and block == self.block,
                             why=v.why.removesuffix(" than"))
            blocks[str(block)] = entry
        return {"blocks": blocks, "kept_block": self.block}

    def summary(self) -> str:
        if not self.tried:
            return "no channel count to pad"
        parts = []
        for block, n in sorted(self.tried.items()):
            v = self.verdicts.get(block)
            timing = "" if v is None else (
                f", {v.opt_ms:.3f} ms vs {v.base_ms:.3f} ms" + ("" if v.keep else
                                                               f" ({v.why.removesuffix(' than')})"))
            parts.append(f"to multiples of {block}: {n} rewrites{timing}")
        kept = (f"kept the multiples of {self.block}" if self.block is not None
                else "kept the model as the search left it")
        return f"{'; '.join(parts)}; {kept}"


def _fits(m: Match, block: int) -> bool:
    """The match's chosen sizes round their padded sizes up to the next multiple of `block`."""
    return all(m.sizes[sym] == -m.sizes[size] % block
               for sym, (size, _) in m.rule.choose.items())


def pad_all(graph: Graph, rules: list[CertifiedRule], block: int, first_step: int,
            cost: Callable[[Graph], float]) -> tuple[Graph, list[Step]]:
    """Every match of `rules` that pads to a multiple of `block`, applied one after another
    (each rewrite may make the next match: a chain of Convs pads pair by pair), folded as the
    search folds; the steps numbered from `first_step`."""
    g, memo = graph, FoldMemo()
    steps: list[Step] = []
    c = cost(g)
    while len(steps) < MAX_STEPS:
        for cr in rules:
            done = None
            for m, finite in matches(cr, g):
                if not _fits(m, block):
                    continue
                try:
                    g2, folded = apply_folded(g, m, cr.certificate, first_step + len(steps),
                                              memo)
                except VoptError:
                    continue  # the target does not type-check here, or computes constants
                    # out of range: the match is skipped
                done = m, finite, g2, folded
                break
            if done is not None:
                break
        else:
            return g, steps
        m, finite, g2, folded = done
        c2 = cost(g2)
        before = {n.name for n in g.nodes}
        steps.append(Step(cr.rule.name, cr.certificate, [n.name for n in m.nodes],
                          [n.name for n in g2.nodes if n.name not in before], c, c2, folded,
                          finite))
        g, c = g2, c2
    return g, steps


def channel_pad(graph: Graph, steps: list[Step], rules: list[CertifiedRule],
                cost: Callable[[Graph], float], feeds: dict[str, np.ndarray], threads: int,
                measure_rounds: Callable[..., dict[str, list[float]]]) -> Padding:
    """The pass (module docstring) on `graph`, which `steps` made: the graph and steps to go
    on with."""
    variants: dict[int, tuple[Graph, list[Step]]] = {}
    seen: dict[bytes, int] = {}
    for block in BLOCKS:
        g, added = pad_all(graph, rules, block, len(steps) + 1, cost)
        if not added:
            continue
        data = export_model(g).SerializeToString()
        if data in seen:  # the same padding as a smaller block's (12 -> 16 for both)
            continue
        seen[data] = block
        variants[block] = g, added
    out = Padding(graph, steps, tried={b: len(v[1]) for b, v in variants.items()})
    if not variants:
        return out
    base = export_model(graph).SerializeToString()
    models = {"orig": base, "control": base,
              **{f"pad{b}": data for data, b in seen.items()}}

    def decided(t: dict[str, list[float]]) -> bool:
        return all(keep_decided(t["orig"], t["control"], t[f"pad{b}"]) for b in variants)

    t = measure_rounds(models, feeds, threads, rounds=KEEP_ROUNDS,
                       seconds_per_round=KEEP_ROUND_SECONDS, done=decided)
    out.verdicts = {b: keep_verdict(t["orig"], t["control"], t[f"pad{b}"]) for b in variants}
    kept = [b for b, v in out.verdicts.items() if v.keep]
    if kept:
        best = max(kept, key=lambda b: out.verdicts[b].gain)
        g, added = variants[best]
        out.graph, out.steps, out.block = g, steps + added, best
    return out
