#!/usr/bin/env bash
# One call of a `make gpu-check` split over several calls of a lent GPU machine (no package
# registry, at most 64 MiB carried and 10 minutes per call, 15 device minutes per session):
# installs every stage folder that benchmarks/gpu_carry.sh made and a call carried (.dev/stageK,
# .dev/ort/stageK; a pack already installed by an earlier call is skipped, one still missing
# parts waits; .dev/tree.tar.xz, files of the checkout carried compressed, is extracted where
# they did not travel), then runs the named stages of benchmarks/gpu_check.sh within SECONDS
# from the call's start, and packs the results so far (every call's, in R) into
# $OUT/gpu-HHMMSS.tgz when OUT is set.
#   benchmarks/gpu_call.sh SECONDS STAGE...        e.g. benchmarks/gpu_call.sh 150 pytest
# Environment: PY (python3), R (/tmp/gpu-results: outside the checkout, which each call
# replaces), STAGE_ROOT (/tmp: the packs go to STAGE_ROOT/vopt-stage and vopt-ort, installed
# into STAGE_ROOT/site), GPU_BUDGET (30), GPU_BENCH (--optimize 10), PYTEST_ARGS (-n 8), and
# gpu_check.sh's.
# Exit: gpu_check.sh's (0 every stage passed, 1 one failed, 2 no GPU), or 2 where a stage
# folder cannot be installed.
set -u
SECONDS_FOR=$1; shift
PY=${PY:-python3}
R=${R:-/tmp/gpu-results}
ROOT=${STAGE_ROOT:-/tmp}
here=$(dirname "$0")
t0=$(date +%s)
export PYTHONPATH=$ROOT/site${PYTHONPATH:+:$PYTHONPATH}
unpack() {  # FOLDER INTO: exit 3 (waiting for stages) is not an error
    "$PY" "$here/gpu_stage.py" unpack "$1" --into "$2" --site "$ROOT/site"
    local rc=$?
    [ "$rc" -eq 0 ] || [ "$rc" -eq 3 ]
}
ok=1
# files of the checkout that a call left out of its transfer to make room (the shipped
# certificates, say), carried compressed: back in place before anything runs
# (a file that did travel is newer than the tarball's copy: kept)
if [ -f .dev/tree.tar.xz ]; then tar xJf .dev/tree.tar.xz --skip-old-files || ok=0; fi
for s in .dev/stage*; do [ -d "$s" ] && { unpack "$s" "$ROOT/vopt-stage" || ok=0; }; done
for s in .dev/ort/stage*; do [ -d "$s" ] && { unpack "$s" "$ROOT/vopt-ort" || ok=0; }; done
echo "gpu-call: installed what was carried in $(( $(date +%s) - t0 ))s"
[ -d "$ROOT/vopt-stage/cuda_modules" ] && [ -z "${VOPT_CUDA_MODULES:-}" ] &&
    export VOPT_CUDA_MODULES=$ROOT/vopt-stage/cuda_modules
rc=2
if [ "$ok" -eq 1 ]; then
    # the call's seconds count from its start: the installs above spent some of them
    left=$(( SECONDS_FOR - ($(date +%s) - t0) ))
    GPU_CHECK_SECONDS=$(( left > 1 ? left : 1 )) STAGES="$*" PYTEST_ARGS=${PYTEST_ARGS:--n 8} \
        "$here/gpu_check.sh" "$PY" "$R" "${GPU_BUDGET:-30}" ${GPU_BENCH:---optimize 10}
    rc=$?
fi
if [ -n "${OUT:-}" ] && [ -d "$R" ]; then
    # the logs, reports and tables: not the models, nor the caches (a returned file holds at
    # most 16 MiB)
    tar czf "$OUT/gpu-$(date +%H%M%S).tgz" --exclude='*.onnx' --exclude=cache \
        --exclude=tune-db -C "$(dirname "$R")" "$(basename "$R")"
fi
echo "gpu-call: rc=$rc in $(( $(date +%s) - t0 ))s"
exit "$rc"
