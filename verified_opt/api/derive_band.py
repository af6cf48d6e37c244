"""Banded products in the derivation pass: G2BMM and GBMM as a model writes them (several
nodes around a dense MatMul, derive/patterns.py) replaced by the instantiation of a proved
derivation, like one operator is.

    res = derive_band(model, match)          # one band: search, prove, instantiate, measure
    derive_bands(graph, ...)                 # every band of a graph, in the pass

A match is used only after its nodes, run by ONNX Runtime on random integers, equal the
band's expression exactly at every point (patterns.check_pattern); the report keeps those
nodes with their index and mask tables (`pattern`), and `vopt audit` finds the band in them
again and reruns that check (audit/derivation.py). Bands of the same kind, shapes, width and
dilation share one search (derive_share.share_into: every step proved again over their own
tensors). Their baseline is the matched nodes in ONNX Runtime: what the model runs today.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import onnx

from verified_opt.api.derivations import (
    AppliedDerivation,
    DeriveResult,
    Pace,
    Timer,
    replace_if_faster,
    search_result,
)
from verified_opt.api.derive_share import share_into
from verified_opt.derive.expr import program_text
from verified_opt.derive.patterns import (
    KIND_OP,
    BandMatch,
    check_pattern,
    find_band_products,
    pattern_model,
    writer_name,
)
from verified_opt.errors import one_line

if TYPE_CHECKING:
    from verified_opt.ir.graph import Graph
    from verified_opt.ops.node import Node


def band_result(model: onnx.ModelProto, match: BandMatch) -> DeriveResult:
    """The band as a derivation's start: lowered, its pattern cut out, nothing derived yet."""
    root = match.expression()
    pattern = pattern_model(model, match)
    return DeriveResult(writer_name(pattern, match.output), KIND_OP[match.kind],
                        program_text(root),
                        0.0, 0, [], shapes={match.a.name: match.a.shape,
                                            match.b.name: match.b.shape},
                        root=root, pattern=pattern)


def band_tier(model: onnx.ModelProto, match: BandMatch) -> tuple[str, str]:
    """The float contract of replacing the band's nodes by its expression (as one eOperator,
    check/float_tier.py). Every derivation of the band starts from that expression, which
    reads only the band, so each of them drops the same terms of the dense nodes: the pass
    measures this once before searching, and each applied derivation again."""
    from verified_opt.backends.constant_fold import instantiate_folded
    from verified_opt.check.float_tier import measured_tier
    from verified_opt.derive.instantiate import subgraph_model
    root = match.expression()
    pattern = pattern_model(model, match)
    inst, _ = instantiate_folded(root, match.output, writer_name(pattern, match.output), {},
                                 library=False)
    return measured_tier(pattern, subgraph_model(root, inst, match.output, {}))


def derive_band(model: onnx.ModelProto, match: BandMatch, depth: int = 6,
                budget_s: float = 20.0, keep: int = 3, measure: bool = True,
                solvers: tuple[str, ...] = ("z3",), repeat: int = 15,
                progress: Callable[[str], None] | None = None, baseline: bool = True,
                gather: bool = True, tune_s: float = 0.0, retune: bool = False,
                timer: Timer | None = None) -> DeriveResult:
    """The candidates of one band (api.derivations.derive_operator's, for a pattern).
    ValueError where the matched nodes do not compute the band's expression exactly."""
    ok, why = check_pattern(model, match)
    if not ok:
        raise ValueError(f"the matched nodes are not the {KIND_OP[match.kind]} they look "
                         f"like: {why}")
    return search_result(band_result(model, match), depth=depth, budget_s=budget_s, keep=keep,
                         measure=measure, solvers=solvers, repeat=repeat, progress=progress,
                         baseline=baseline, gather=gather, tune_s=tune_s, retune=retune,
                         timer=timer)


def find_bands(graph: Graph) -> tuple[onnx.ModelProto | None, list[BandMatch], str]:
    """The graph as a model and the bands in it (their node positions are the model's and
    the graph's), and why none were looked for where the search failed (shape inference or
    folding of some model: no bands, never a crash). Only a graph with a GatherElements or
    ScatterElements is exported and searched (every band has one; BERT's inference alone
    takes seconds): for any other the model is None."""
    from verified_opt.ir.onnx_io import export_model
    if not any(n.op in ("GatherElements", "ScatterElements") for n in graph.nodes):
        return None, [], ""
    model = export_model(graph)
    try:
        return model, find_band_products(model), ""
    except Exception as e:  # noqa: BLE001  (any model's inference or folding: no bands)
        return model, [], one_line(e, 160)


def band_of(graph: Graph, node: str) -> tuple[onnx.ModelProto, BandMatch] | None:
    """The band one of whose nodes is named (or writes) `node`, and the model it was found
    in; None if no band has that node."""
    model, found, _ = find_bands(graph)
    for m in found:
        assert model is not None  # bands are found in it
        nodes = [model.graph.node[k] for k in m.nodes]
        if any(n.name == node or node in n.output for n in nodes):
            return model, m
    return None


def band_key(match: BandMatch) -> tuple:
    """What makes two bands' derivations the same up to tensor names."""
    return (match.kind, match.a.shape, match.b.shape, match.width, match.dilation,
            match.a.name == match.b.name)


Site = tuple[BandMatch, list["Node"]]   # a band and the graph nodes it matched


@dataclass
class BandPhase:
    """What derive_bands did: bands found, searches run, bands not tried for lack of budget,
    bands not searched because replacing them is outside the run's float contract (`outside`),
    and (tuning) the groups derived but not decided yet: (sites, the leader's result), with
    the graph as the bands were found in it (`model`: their patterns are cut from it)."""

    model: onnx.ModelProto | None   # None: no band could be in the graph, none searched
    found: int = 0
    searched: int = 0
    skipped: int = 0
    outside: int = 0
    pending: list[tuple[list[Site], DeriveResult]] = field(default_factory=list)


def derive_bands(out: Graph, pace: Pace, min_gain: float,
                 applied: list[AppliedDerivation], say: Callable[[str], None],
                 gather: bool = True, tune: bool = False, timer: Timer | None = None,
                 fast_math: bool = False) -> BandPhase:
    """Every band of `out` whose best derivation gains min_gain over its matched nodes,
    replaced in place (api.derivations.derive_pass's first phase, within its pace: a band is
    searched only if one more search fits). tune: the groups are derived, not measured, and returned as `pending`, for the pass
    to tune their eOperators with the operators' and decide them (decide_group). Without
    fast_math a band whose replacement is outside the default float contract (band_tier:
    zero-terms, the dense product's zeros outside the band dropped) is not searched."""
    from verified_opt.verify.float_contract import contract
    model, matches, failed = find_bands(out)
    if failed:
        say(f"banded products not searched: {failed}")
    phase = BandPhase(model, found=len(matches))
    if model is None or not matches:
        return phase
    groups: dict[tuple, list[Site]] = {}
    for m in matches:
        groups.setdefault(band_key(m), []).append((m, [out.nodes[k] for k in m.nodes]))
    say(f"{len(matches)} banded products found ({len(groups)} distinct)")
    for sites in sorted(groups.values(), key=len, reverse=True):
        if not pace.fits():
            phase.skipped += len(sites)
            continue
        lead = sites[0][0]
        if not fast_math:
            try:
                tier, evidence = band_tier(model, lead)
            except Exception as e:  # noqa: BLE001  (ORT/TVM raise their own types)
                tier, evidence = "not measured", one_line(e, 160)
            if tier not in contract(False):
                phase.outside += len(sites)
                say(f"{lead.output} ({KIND_OP[lead.kind]}): not searched: replacing its nodes "
                    f"by the band's expression is {tier} ({evidence}); --fast-math derives "
                    "it")
                continue
        try:
            with pace.search():
                res = derive_band(model, lead, budget_s=min(5.0, pace.budget_s), keep=2,
                                  repeat=10, baseline=tune, gather=gather, measure=not tune,
                                  timer=timer)
        except ValueError as e:
            say(f"{lead.output} ({KIND_OP[lead.kind]}): not derived ({e})")
            continue
        phase.searched += 1
        if tune:
            phase.pending.append((sites, res))
        else:
            decide_group(out, model, sites, res, min_gain, applied, say, fast_math=fast_math)
    return phase


def decide_group(out: Graph, model: onnx.ModelProto, sites: list[Site], res: DeriveResult,
                 min_gain: float, applied: list[AppliedDerivation],
                 say: Callable[[str], None], tuned: bool = False,
                 fast_math: bool = False) -> None:
    """The leader's band replaced where its best candidate gains min_gain (tuned: the best
    of all, the band as one tuned eOperator among them; else the best derivation), then each
    other band of the group with the leader's candidates over its own tensors. `model` is
    the graph as the bands were found in it (their patterns are cut from it)."""
    lead, nodes = sites[0]

    def best(r: DeriveResult):
        return r.best if tuned else r.best_derived

    if not replace_if_faster(out, nodes[-1], res, best(res), min_gain, applied, say, nodes=nodes,
                             fast_math=fast_math):
        return   # the others are the same computation, measured the same: kept too
    for m, mine_nodes in sites[1:]:
        ok, why = check_pattern(model, m)
        mine = share_into(res, band_result(model, m),
                          {lead.a.name: m.a.name, lead.b.name: m.b.name}) if ok else None
        if mine is None:
            say(f"{m.output} ({KIND_OP[m.kind]}): not shared ({why})")
            continue
        replace_if_faster(out, mine_nodes[-1], mine, best(mine), min_gain, applied, say,
                          nodes=mine_nodes, fast_math=fast_math)
