#!/usr/bin/env bash
# Issue 17's proof that the suite does not flake: `.ci/run` on a fresh clean
# clone of HEAD, N times in a row (default 3), while `stress-ng --cpu 1` keeps
# one core busy. Prints each run's duration and exit code; stops at the first
# red run. Logs go to $OUT (default /tmp/ci-under-load).
#   bash scripts/ci-under-load.sh [runs]
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-3}
out=${OUT:-/tmp/ci-under-load}
mkdir -p "$out"
command -v stress-ng >/dev/null || { echo "stress-ng is missing: apt-get install stress-ng" >&2; exit 1; }
commit=$(git -C "$repo" rev-parse --short HEAD)
stress-ng --cpu 1 --quiet &
stress=$!
trap 'kill $stress 2>/dev/null' EXIT
for i in $(seq 1 "$runs"); do
  work=$(mktemp -d)
  # The same commit each time, whatever is committed meanwhile.
  git clone -q "$repo" "$work/clone" && git -C "$work/clone" checkout -q "$commit" &&
    cp -r "$repo/../shared" "$work/shared"
  started=$SECONDS
  (cd "$work/clone" && CI=true bash .ci/run) >"$out/run-$i.log" 2>&1
  code=$?
  echo "run $i of $runs on $commit: exit $code after $((SECONDS - started)) s (log $out/run-$i.log)" | tee -a "$out/summary.txt"
  rm -rf "$work"
  [ "$code" -eq 0 ] || exit "$code"
done
