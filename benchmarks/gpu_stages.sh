# The stage runner of benchmarks/gpu_check.sh (sourced): `stage NAME COMMAND...` runs the
# command with a time limit, logs it to $R/NAME.log, prints its tail and appends
# "NAME rc=RC SECONDSs" to $R/stages.txt; a failed stage sets failed=1 and the next still runs.
#   STAGES="pytest tune ...": only those (and versions) run, so that the stages can be split
#     over calls of at most 10 minutes on a lent machine;
#   STAGE_LIMIT: seconds per stage (default 300);
#   GPU_CHECK_SECONDS: seconds for all the stages together, counted from when this file is
#     sourced: a stage gets at most what is left, and one that would start with less than
#     STAGE_MIN seconds (default 20) left is skipped, so that a lent machine's call (at most 10
#     minutes) ends with every result so far written rather than being killed mid-stage.
STAGE_LIMIT=${STAGE_LIMIT:-300}
STAGE_MIN=${STAGE_MIN:-20}
DEADLINE=
[ -n "${GPU_CHECK_SECONDS:-}" ] && DEADLINE=$(( $(date +%s) + GPU_CHECK_SECONDS ))
failed=0

stage() {  # stage NAME COMMAND...
    local name=$1 t0 rc limit=$STAGE_LIMIT left
    shift
    if [ -n "${STAGES:-}" ] && [ "$name" != versions ] && [[ " $STAGES " != *" $name "* ]]; then
        echo "$name skipped (STAGES=$STAGES)" | tee -a "$R/stages.txt"
        return
    fi
    # versions (seconds) always runs: without it no stage can tell whether there is a GPU
    if [ -n "$DEADLINE" ] && [ "$name" != versions ]; then
        left=$(( DEADLINE - $(date +%s) ))
        # (timeout 0 would mean no limit at all)
        if [ "$left" -lt "$STAGE_MIN" ] || [ "$left" -lt 1 ]; then
            echo "$name skipped (out of time: ${left}s of GPU_CHECK_SECONDS=$GPU_CHECK_SECONDS left)" \
                | tee -a "$R/stages.txt"
            failed=1
            return
        fi
        [ "$left" -lt "$limit" ] && limit=$left
    fi
    echo "== $name: $*"
    t0=$(date +%s)
    timeout "$limit" "$@" > "$R/$name.log" 2>&1
    rc=$?
    tail -n 40 "$R/$name.log"
    echo "$name rc=$rc $(( $(date +%s) - t0 ))s" | tee -a "$R/stages.txt"
    [ "$rc" -eq 0 ] || failed=1
}
