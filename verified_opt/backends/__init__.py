"""Execution backends: ONNX Runtime (CPU), TVM, CuPy/cuDNN (GPU)."""
