"""Passes: graph transformations as small objects with one entry point that report what they
changed (onnx-ir's `passes/common` is the model). A Pass has a `name` and is called on a graph;
it returns a PassResult (the graph, whether it changed, details such as counts). `run_passes`
runs a sequence of them and records each; `vopt optimize` runs its steps around the search
that way (api/pipeline.py)."""

from verified_opt.passes.base import Pass, PassRecord, PassResult, detail, run_passes
from verified_opt.passes.common import FoldConstants, InlineConstantIfs

__all__ = ["FoldConstants", "InlineConstantIfs", "Pass", "PassRecord", "PassResult", "detail", "run_passes"]
