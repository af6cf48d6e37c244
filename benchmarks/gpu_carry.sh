#!/usr/bin/env bash
# Packs what `make gpu-check GPU_PY=python3` needs on a GPU machine that has CUDA, CuPy, onnx,
# onnxruntime and numpy (the lent machines' image) but no package registry, into stage folders
# .dev/stage1, .dev/stage2 ... (ignored by git) of at most STAGE_MIB MiB each (default 58: one
# `run` carries 64 MiB with the checkout, 4 MiB after benchmarks/gpu_slim.sh on): z3-solver as a tar.xz of its installed package
# (its wheel is 39 MB), the cuDNN frontend's wheel for that machine's Python, apache-tvm with
# what it imports (100 MB as a wheel, 305 MB installed; TVM_PACK=xz recompresses its installed
# tree, TVM_PACK=wheel carries the wheels, TVM_PACK=none leaves TVM out) and the CUDA module of
# every eOperator the gpu tests and `gpu_bench --einnet` plan (benchmarks/gpu_modules.py; TVM
# is on the GPU machine too now, but the stored modules keep those runs free of TVM's compile
# times). GPU_MODULES: that script's arguments (default --einnet: all of EinNet's cases).
# ORT_PACK=xz (default) also carries onnxruntime-gpu, of the version pyproject pins for
# onnxruntime (built for CUDA 13 and cuDNN 9, which the machine's PyTorch loads), as its
# installed tree recompressed (256 MB as a wheel, about 195 MiB as xz), for gpu_bench's ORT
# CUDA baseline (benchmarks/ort_cuda.py), in a pack of its own: .dev/ort/stage1 ... (ORT_MIB
# MiB each, default STAGE_MIB), unpacked with --into /tmp/vopt-ort; in /tmp/site it replaces
# the machine's CPU-only onnxruntime from then on. ORT_PACK=none leaves it out.
# Fewer stages for a session short of device time: TVM_PACK=none (eOperators still run from
# the stored modules; TVM's own tests and CUDA tuning skip) or ORT_PACK=none (no ORT baseline).
# On the machine: benchmarks/gpu_call.sh in each call (it unpacks what the call carried; the
# message at the end says how), gpu_check.sh finding the CUDA modules in
# /tmp/vopt-stage/cuda_modules.
# Usage: benchmarks/gpu_carry.sh [PYTHON_VERSION (3.12)]
set -euo pipefail
PYV=${1:-3.12}
PY=${PY:-.venv/bin/python}
PIP=${PIP:-$PY -m pip}
TVM_PACK=${TVM_PACK:-xz}
ORT_PACK=${ORT_PACK:-xz}
mkdir -p .dev
grep -qxF "/.dev/" .git/info/exclude 2>/dev/null || echo "/.dev/" >> .git/info/exclude
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
plat=(--platform manylinux_2_28_x86_64 --platform manylinux_2_27_x86_64
      --platform manylinux_2_24_x86_64 --platform manylinux_2_17_x86_64
      --platform manylinux2014_x86_64)
pin() { grep -o "\"$1==[^\"]*\"" pyproject.toml | head -1 | tr -d '"'; }
dl() { $PIP download -q --no-deps --only-binary=:all: --python-version "$PYV" --implementation cp \
       "${plat[@]}" -d "$1" "${@:2}"; }
mkdir -p "$tmp/dl" "$tmp/pack"
dl "$tmp/dl" "$(pin z3-solver)" "$(pin nvidia-cudnn-frontend)"
mkdir -p "$tmp/z3"
unzip -q "$tmp"/dl/z3_solver-*.whl -d "$tmp/z3"
# the package and its metadata; the wheel's .data (headers, a second libz3) is not imported
(cd "$tmp/z3" && tar cf - z3 z3_solver-*.dist-info) | xz -T2 -6 > "$tmp/pack/z3.tar.xz"
cp "$tmp"/dl/nvidia_cudnn_frontend-*.whl "$tmp/pack/"
if [ "$TVM_PACK" != none ]; then
    ver() { $PY -c "import importlib.metadata as m, sys; print(m.version(sys.argv[1]))" "$1"; }
    mkdir -p "$tmp/tvm"
    dl "$tmp/tvm" "$(pin apache-tvm)" "$(pin apache-tvm-ffi)" "$(pin psutil)" \
        "$(pin cloudpickle)" "$(pin xgboost-cpu)" "ml_dtypes==$(ver ml_dtypes)" \
        "typing_extensions==$(ver typing_extensions)"  # tvm_ffi imports it
    if [ "$TVM_PACK" = wheel ]; then
        cp "$tmp"/tvm/*.whl "$tmp/pack/"
    else  # an installed tree compresses to two thirds of the wheels (zip's deflate)
        mkdir -p "$tmp/tvmsite"
        for w in "$tmp"/tvm/*.whl; do unzip -q -o "$w" -d "$tmp/tvmsite"; done
        (cd "$tmp/tvmsite" && tar cf - .) | xz -T2 -6 > "$tmp/pack/tvm.tar.xz"
    fi
fi
if [ "$ORT_PACK" != none ]; then
    mkdir -p "$tmp/ort" "$tmp/ortsite" "$tmp/ortpack"
    dl "$tmp/ort" "onnxruntime-gpu==$(pin onnxruntime | cut -d= -f3)"
    unzip -q "$tmp"/ort/onnxruntime_gpu-*.whl -d "$tmp/ortsite"
    # TensorRT's provider: the machines have no TensorRT for it to load
    rm -f "$tmp"/ortsite/onnxruntime/capi/libonnxruntime_providers_tensorrt.so
    (cd "$tmp/ortsite" && tar cf - .) | xz -T2 -6 > "$tmp/ortpack/onnxruntime_gpu.tar.xz"
fi
PYTHONPATH=. $PY -m benchmarks.gpu_modules --out "$tmp/cuda_modules" ${GPU_MODULES:---einnet}
(cd "$tmp" && tar cf - cuda_modules) | xz -T2 -6 > "$tmp/pack/cuda_modules.tar.xz"
rm -rf .dev/cuda_modules .dev/z3.tar.xz .dev/*.whl .dev/ort  # an earlier layout
$PY benchmarks/gpu_stage.py pack --out .dev --mib "${STAGE_MIB:-58}" "$tmp"/pack/*
n=$(ls -d .dev/stage* | wc -l)
echo "packed: .dev/stage1..$n$([ "$ORT_PACK" != none ] && echo ' and, below, .dev/ort/stage*')"
if [ "$ORT_PACK" != none ]; then
    # a pack of its own (ORT_MIB per stage), so that the stages without ORT can run on the
    # machine while its parts arrive, each call carrying one stage beside its work
    $PY benchmarks/gpu_stage.py pack --out .dev/ort --mib "${ORT_MIB:-${STAGE_MIB:-58}}" \
        "$tmp"/ortpack/onnxruntime_gpu.tar.xz
fi
cat <<'EOF'
On the GPU machine (each call within 30 s of the last, while it stays warm): first
`benchmarks/gpu_slim.sh on` here (the checkout that travels: 4 MiB instead of 18), then one
`run` per call, each carrying .dev/tree.tar.xz and one or two stage folders (64 MiB in all),
running `benchmarks/gpu_call.sh SECONDS STAGE...`: it installs every carried stage (a pack
installed earlier is skipped, one still missing stages waits), runs those stages of
gpu_check.sh and packs the results into $OUT. Stages that need no ORT (pytest resnet18
bench_half) while ORT's stages arrive; einnet and bench once all of them are in.
`benchmarks/gpu_slim.sh off` afterwards, before any commit.
EOF
