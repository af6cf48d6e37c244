#!/usr/bin/env bash
# Makes room in a lent GPU machine's call (64 MiB: the checkout's tracked files travel with
# every call, 18 MiB of them, mostly the shipped certificates): `on` leaves the folders the
# GPU check does not read, or reads compressed, out of the index (they stay on disk, ignored
# through the repository's info/exclude), and packs verified_opt/data into .dev/tree.tar.xz
# (0.5 MiB, packed again by every `on`), which benchmarks/gpu_call.sh extracts on the machine
# where the files did not travel; the checkout that travels is then about 4 MiB. `off` puts
# the index and the exclude file back as they were and removes the tarball. Nothing is
# committed or deleted: while it is on, a pre-commit hook refuses commits (the index holds the
# folders' removal), and `off` restores the folders from the commit `on` saw even if one was
# made anyway (git commit --no-verify), and says so.
#   benchmarks/gpu_slim.sh on|off|status
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
PATHS=(verified_opt/data benchmarks/results docs)
EXCLUDE=$(git rev-parse --git-path info/exclude)
HOOK=$(git rev-parse --git-path hooks/pre-commit)
MARK=.dev/gpu_slim_head   # the commit `on` saw
BEGIN="# gpu_slim.sh: begin"
END="# gpu_slim.sh: end"
slim() { grep -qxF "$BEGIN" "$EXCLUDE" 2>/dev/null; }
pack() {
    mkdir -p .dev
    tar cf - verified_opt/data | xz -T2 -6 > .dev/tree.tar.xz.tmp
    mv .dev/tree.tar.xz.tmp .dev/tree.tar.xz
}
case "${1:-status}" in
on)
    if slim; then
        pack  # the files may have changed since: the tarball is what travels
        echo "gpu_slim: already on; .dev/tree.tar.xz packed again"
        exit 0
    fi
    if ! git diff --cached --quiet -- "${PATHS[@]}"; then
        echo "gpu_slim: staged changes under ${PATHS[*]}: commit or unstage them first" >&2
        exit 2
    fi
    if [ -e "$HOOK" ]; then
        echo "gpu_slim: $HOOK exists: cannot guard commits while on; nothing changed" >&2
        exit 2
    fi
    mkdir -p "$(dirname "$EXCLUDE")" "$(dirname "$HOOK")" .dev
    grep -qxF "/.dev/" "$EXCLUDE" 2>/dev/null || echo "/.dev/" >> "$EXCLUDE"
    pack
    git rev-parse HEAD > "$MARK"
    printf '%s\n' '#!/bin/sh' "# gpu_slim.sh" \
        'echo "gpu_slim.sh is on (the index leaves out the shipped data): run benchmarks/gpu_slim.sh off first" >&2' \
        'exit 1' > "$HOOK"
    chmod +x "$HOOK"
    { echo "$BEGIN"; for p in "${PATHS[@]}"; do echo "/$p/"; done; echo "$END"; } >> "$EXCLUDE"
    git rm -r -q --cached --ignore-unmatch "${PATHS[@]}"
    size=$(git ls-files -z | xargs -0 stat -c %s | awk '{s += $1} END {printf "%.1f", s / 2^20}')
    echo "gpu_slim: on: $size MiB of tracked files travel, plus .dev/tree.tar.xz" \
         "($(du -k .dev/tree.tar.xz | cut -f1) KiB: carry it in every call); commits refused until off"
    ;;
off)
    if ! slim; then echo "gpu_slim: already off"; exit 0; fi
    seen=$(cat "$MARK" 2>/dev/null || true)
    if [ -n "$seen" ] && [ "$seen" != "$(git rev-parse HEAD)" ] &&
        ! git ls-tree -r --name-only HEAD -- "${PATHS[0]}" | grep -q .; then
        # a commit made while on removed the folders: stage them back from the commit before
        git reset -q "$seen" -- "${PATHS[@]}"
        echo "gpu_slim: WARNING: a commit made while on removed ${PATHS[*]}; they are staged" \
             "again from $seen: commit them to put them back" >&2
    else
        git reset -q -- "${PATHS[@]}"
    fi
    sed -i "/^$BEGIN\$/,/^$END\$/d" "$EXCLUDE"
    if grep -qxF "# gpu_slim.sh" "$HOOK" 2>/dev/null; then rm -f "$HOOK"; fi
    rm -f "$MARK" .dev/tree.tar.xz
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
