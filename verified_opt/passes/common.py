"""The passes on any graph."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from verified_opt.ir.fold import FoldMemo, fold_constants
from verified_opt.ir.graph import Graph
from verified_opt.passes.base import Pass, PassResult
from verified_opt.passes.inline_if import inline_constant_ifs


@dataclass(frozen=True)
class FoldConstants(Pass):
    """Constant folding (ir/fold.fold_constants), in place; details: `folded`, the nodes it
    replaced by initializers."""

    name: ClassVar[str] = "fold_constants"
    in_place: ClassVar[bool] = True
    memo: FoldMemo | None = None

    def __call__(self, graph: Graph) -> PassResult:
        folded = fold_constants(graph, self.memo)
        return PassResult(graph, folded > 0, {"folded": folded})


@dataclass(frozen=True)
class InlineConstantIfs(Pass):
    """If nodes whose condition folds to a constant (the one ONNX Runtime computes) replaced by
    their taken branch (passes/inline_if.py), in place, before folding; details: `inlined`, the If
    nodes' names."""

    name: ClassVar[str] = "inline_constant_ifs"
    in_place: ClassVar[bool] = True

    def __call__(self, graph: Graph) -> PassResult:
        inlined = inline_constant_ifs(graph)
        return PassResult(graph, bool(inlined), {"inlined": inlined})
