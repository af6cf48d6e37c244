"""The GPU backend: a plan built once from a Graph (plan.py, lowering.py), CUDA C for the custom
kernels (cuda_source.py) compiled to PTX by NVRTC (nvrtc.py), a NumPy stand-in of the device that
runs the same plan on CPU (emulate.py), and the CuPy executor (device.py, runtime.py).

Only device.py and runtime.py need a GPU; everything else runs on CPU-only machines.
"""
