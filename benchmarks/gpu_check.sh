#!/usr/bin/env bash
# `make gpu-check`'s stages (issue 19), each run even when an earlier one failed, each with a
# time limit, each logged to RESULTS/<stage>.log; RESULTS/stages.txt lists rc and seconds.
#   benchmarks/gpu_check.sh PYTHON RESULTS [OPTIMIZE_BUDGET] [BENCH_ARGS...]
# PYTHON must import verified_opt's dependencies and the gpu ones (CuPy, the cuDNN frontend).
# PYTEST_ARGS: more pytest arguments (-n 4 where pytest-xdist is there); STAGE_LIMIT: seconds
# per stage; GPU_CHECK_SECONDS: seconds for all of them (a lent machine's call lasts at most
# 10 minutes: 540 leaves room for the start); STAGES: the names of the stages to run
# (versions always runs): pytest resnet18 einnet bench bench_half tune tune_bench (all by default,
# in that order: the benchmarks against ORT's CUDA provider before the tuning stages).
# EINNET_ARGS: the einnet stage's gpu_bench arguments (default: every case, 10 s of derivation
# search each where TVM is there; the stored derivations where it is not).
# Exit 0 when every stage passed, 1 otherwise; 2 (one line) when no GPU is found.
set -u
PY=$1; R=$2; BUDGET=${3:-30}; shift 3 2>/dev/null || shift $#
mkdir -p "$R"
[ -n "${STAGES:-}" ] || : > "$R/stages.txt"  # a split run adds to the first call's list
# shellcheck source=benchmarks/gpu_stages.sh
. "$(dirname "$0")/gpu_stages.sh"

vopt() { "$PY" -m verified_opt "$@"; }

# eOperators from the modules (and derived models) gpu_carry.sh stored where TVM is: staged
# by gpu_stage.py into /tmp/vopt-stage (an earlier layout carried .dev/cuda_modules)
if [ -z "${VOPT_CUDA_MODULES:-}" ]; then
    for d in /tmp/vopt-stage/cuda_modules .dev/cuda_modules; do
        if [ -d "$d" ]; then export VOPT_CUDA_MODULES=$(cd "$d" && pwd); break; fi
    done
fi
if [ -n "${VOPT_CUDA_MODULES:-}" ]; then
    # the modules gpu_carry.sh generated for this run: used as they are, not generated again
    # with TVM on the GPU machine's minutes (the plan's summary counts them as unchecked)
    export VOPT_CUDA_MODULES_UNCHECKED=${VOPT_CUDA_MODULES_UNCHECKED:-1}
fi
echo "gpu-check: CUDA modules from ${VOPT_CUDA_MODULES:-the cache folder (or TVM)}"
# (found, not imported: importing TVM costs seconds of every call)
"$PY" -c "import importlib.metadata as m, importlib.util as u; s = u.find_spec('tvm'); \
print('gpu-check: apache-tvm', m.version('apache-tvm'), 'from', s.origin)" \
    2>/dev/null || echo "gpu-check: no apache-tvm (its tests skip; eOperators run from the modules)"

# this call's versions line only: a split run (STAGES) keeps the earlier calls' lines
earlier=$(wc -l < "$R/stages.txt")
stage versions "$PY" -m verified_opt.backends.gpu.device --json "$R/versions.json" || true
if ! tail -n +"$(( earlier + 1 ))" "$R/stages.txt" | grep -q "^versions rc=0"; then
    echo "gpu-check: no usable GPU (see $R/versions.log); nothing else run"
    exit 2
fi
stage pytest "$PY" -m pytest -q -p no:cacheprovider -m "gpu or not slow" \
    tests/backends/test_gpu_cli.py tests/backends/test_gpu_cost.py \
    tests/backends/test_gpu_device.py tests/backends/test_gpu_eop.py \
    tests/backends/test_gpu_nvrtc.py tests/backends/test_gpu_plan.py \
    tests/derive/test_eop_cuda.py tests/tune/test_cuda.py tests/tune/test_cuda_device.py \
    tests/benchmarks/test_ort_cuda.py tests/backends/test_gpu_band.py \
    --junitxml="$R/pytest-gpu.xml" ${PYTEST_ARGS:-}
resnet() {
    "$PY" -c "import onnx, sys; from benchmarks.models import ZOO; onnx.save(ZOO['resnet18'](0), sys.argv[1])" \
        "$R/resnet18.onnx" &&
    vopt inspect "$R/resnet18.onnx" --backend gpu > "$R/inspect-resnet18.txt" &&
    vopt run "$R/resnet18.onnx" --backend gpu --compare-ort &&
    VOPT_CACHE_DIR="$R/cache" vopt optimize "$R/resnet18.onnx" -o "$R/resnet18.opt.onnx" \
        --backend gpu --budget "$BUDGET" --json "$R/gpu-resnet18.json" &&
    vopt audit "$R/gpu-resnet18.json"
}
# derivations with their eOperators tuned for CUDA on the device (tune/cuda.py), then audited
tuned() {
    "$PY" -c "import onnx, sys; from benchmarks.models import ZOO; onnx.save(ZOO['fsrcnn'](0), sys.argv[1])" \
        "$R/fsrcnn.onnx" &&
    VOPT_CACHE_DIR="$R/cache" VOPT_TUNE_DB="$R/tune-db" vopt optimize "$R/fsrcnn.onnx" \
        -o "$R/fsrcnn.tuned.onnx" --backend gpu --tune 30 --budget "$BUDGET" \
        --json "$R/gpu-fsrcnn-tune.json" &&
    vopt audit "$R/gpu-fsrcnn-tune.json" &&
    VOPT_TUNE_DB="$R/tune-db" vopt tune-db stats
}
export -f resnet tuned vopt
export PY R BUDGET
stage resnet18 bash -c resnet
# EinNet's operator cases (their own stage and folder: short, so a split run can put them in the
# call where ORT's CUDA provider has arrived before the zoo's longer benchmark)
# shellcheck disable=SC2086
stage einnet "$PY" -m benchmarks.gpu_bench --models --einnet ${EINNET_ARGS:---derive-budget 10} \
    --out "$R/einnet"
stage bench "$PY" -m benchmarks.gpu_bench --out "$R" "$@"
# the zoo in float16 (tensor cores): our plan against PyTorch eager (and ORT CUDA where present)
stage bench_half "$PY" -m benchmarks.gpu_bench --half --rounds 2 --out "$R/half"
stage tune bash -c tuned
# EinNet's 3x3 conv: its eOperators tuned for CUDA for 30 s, against their hand schedules and
# the operator as the plan runs it (cuDNN)
stage tune_bench "$PY" -m benchmarks.tune_bench --backend gpu --cases conv3x3 --budgets 30 \
    --policies "" --rounds 2 --out "$R/tune_bench_gpu"
echo "gpu-check: results in $R"
cat "$R/stages.txt"
exit $failed
