#!/usr/bin/env bash
# Packs what `make gpu-check GPU_PY=python3` needs on a GPU machine that has CUDA, CuPy, onnx,
# onnxruntime and numpy (the lent machines' 'cuda' image) but no package registry, into .dev/
# (ignored by git; 30 MB): z3-solver as a tar.xz of its installed package (its wheel is 39 MB),
# the cuDNN frontend's wheel for that machine's Python. Then, on the machine, from the repo root:
#   mkdir -p /tmp/site && tar xJf .dev/z3.tar.xz -C /tmp/site &&
#   python3 -m pip install -q --no-index --no-deps --target /tmp/site .dev/*.whl &&
#   PYTHONPATH=/tmp/site make gpu-check GPU_PY=python3
# apache-tvm (100 MB) does not fit beside the repository in a 64 MiB transfer, so what needs it
# is made here: benchmarks/gpu_modules.py stores into .dev/cuda_modules the CUDA module of every
# eOperator the gpu tests and `gpu_bench --einnet` plan, and the derived models (deriving checks
# with TVM); gpu_check.sh points VOPT_CUDA_MODULES at it. GPU_MODULES: that script's arguments
# (default --einnet: all of EinNet's cases, a few minutes).
# Usage: benchmarks/gpu_carry.sh [PYTHON_VERSION (3.12)]
set -euo pipefail
PYV=${1:-3.12}
PY=${PY:-.venv/bin/python}
PIP=${PIP:-$PY -m pip}
mkdir -p .dev
grep -qxF "/.dev/" .git/info/exclude 2>/dev/null || echo "/.dev/" >> .git/info/exclude
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
plat=(--platform manylinux_2_28_x86_64 --platform manylinux_2_27_x86_64
      --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64)
z3=$(grep -o 'z3-solver==[0-9.]*' pyproject.toml | head -1)
fe=$(grep -o 'nvidia-cudnn-frontend==[0-9.]*' pyproject.toml | head -1)
$PIP download -q --no-deps --only-binary=:all: --python-version "$PYV" --implementation cp \
    "${plat[@]}" -d "$tmp" "$z3" "$fe"
mkdir -p "$tmp/z3"
unzip -q "$tmp"/z3_solver-*.whl -d "$tmp/z3"
# the package and its metadata; the wheel's .data (headers, a second libz3) is not imported
(cd "$tmp/z3" && tar cf - z3 z3_solver-*.dist-info) | xz -T2 -6 > .dev/z3.tar.xz
rm -f .dev/nvidia_cudnn_frontend-*.whl
cp "$tmp"/nvidia_cudnn_frontend-*.whl .dev/
rm -rf .dev/cuda_modules
PYTHONPATH=. $PY -m benchmarks.gpu_modules --out .dev/cuda_modules ${GPU_MODULES:---einnet}
du -sh .dev/*
echo "on the GPU machine, from the repository root (carry .dev):"
echo "  mkdir -p /tmp/site && tar xJf .dev/z3.tar.xz -C /tmp/site && python3 -m pip install -q \\"
echo "    --no-index --no-deps --target /tmp/site .dev/*.whl && PYTHONPATH=/tmp/site make gpu-check GPU_PY=python3"
echo "  (gpu_check.sh sets VOPT_CUDA_MODULES=\$PWD/.dev/cuda_modules: eOperators run from the stored modules)"
