"""Graph IR: static shapes and dtypes, topological order, type inference, evaluation, ONNX in/out.
The operators themselves, and the Node and TensorType a Graph is made of, are in ops/."""

from verified_opt.ir.graph import Graph

__all__ = ["Graph"]
