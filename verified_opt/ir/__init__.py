"""Graph IR: static shapes and dtypes, topological order, operator registry, ONNX in/out."""

from verified_opt.ir.graph import Graph, Node, TensorType
from verified_opt.ir.registry import OPS, OpSpec, is_modelled

__all__ = ["OPS", "Graph", "Node", "OpSpec", "TensorType", "is_modelled"]
