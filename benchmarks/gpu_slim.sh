#!/usr/bin/env bash
# Makes room in a lent GPU machine's call (64 MiB: the checkout's tracked files travel with
# every call, 18 MiB of them, mostly the shipped certificates): `on` leaves the folders the
# GPU check does not read, or reads compressed, out of the index (they stay on disk, ignored
# through .git/info/exclude), and packs verified_opt/data into .dev/tree.tar.xz (0.5 MiB), which
# benchmarks/gpu_call.sh extracts in place on the machine; the checkout that travels is then
# about 4 MiB. `off` puts the index and the exclude file back as they were. Nothing is
# committed or deleted; run `off` before any commit (`on` refuses while staged changes touch
# those folders, `off` says what it restored).
#   benchmarks/gpu_slim.sh on|off|status
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
PATHS=(verified_opt/data benchmarks/results docs)
EXCLUDE=.git/info/exclude
BEGIN="# gpu_slim.sh: begin"
END="# gpu_slim.sh: end"
slim() { grep -qxF "$BEGIN" "$EXCLUDE" 2>/dev/null; }
case "${1:-status}" in
on)
    if slim; then echo "gpu_slim: already on"; exit 0; fi
    if ! git diff --cached --quiet -- "${PATHS[@]}"; then
        echo "gpu_slim: staged changes under ${PATHS[*]}: commit or unstage them first" >&2
        exit 2
    fi
    mkdir -p .dev
    grep -qxF "/.dev/" "$EXCLUDE" 2>/dev/null || echo "/.dev/" >> "$EXCLUDE"
    tar cf - verified_opt/data | xz -T2 -6 > .dev/tree.tar.xz
    { echo "$BEGIN"; for p in "${PATHS[@]}"; do echo "/$p/"; done; echo "$END"; } >> "$EXCLUDE"
    git rm -r -q --cached --ignore-unmatch "${PATHS[@]}"
    size=$(git ls-files -z | xargs -0 stat -c %s | awk '{s += $1} END {printf "%.1f", s / 2^20}')
    echo "gpu_slim: on: $size MiB of tracked files travel, plus .dev/tree.tar.xz" \
         "($(du -k .dev/tree.tar.xz | cut -f1) KiB: carry it in every call)"
    ;;
off)
    if ! slim; then echo "gpu_slim: already off"; exit 0; fi
    git reset -q -- "${PATHS[@]}"
    sed -i "/^$BEGIN\$/,/^$END\$/d" "$EXCLUDE"
    echo "gpu_slim: off: ${PATHS[*]} tracked again; git status:"
    git status --short
    ;;
status)
    if slim; then echo "gpu_slim: on"; else echo "gpu_slim: off"; fi
    ;;
*)
    echo "usage: benchmarks/gpu_slim.sh on|off|status" >&2
    exit 2
    ;;
esac
