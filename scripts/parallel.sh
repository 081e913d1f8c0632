#!/usr/bin/env bash
# Runs npm scripts side by side and fails when any of them fails. Each one's output is kept and printed
# whole when it ends, under its name and with its time, so the log reads as if they had run one by one.
# Usage: bash scripts/parallel.sh <npm script> [<npm script> ...]
# A script given as 'a+b' runs a then b in one lane (b only when a passed).
set -uo pipefail
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pids=()
names=()
for lane in "$@"; do
  (
    start=$(date +%s)
    IFS='+' read -r -a scripts <<<"$lane"
    for script in "${scripts[@]}"; do
      npm run --silent "$script" >"$dir/$script.log" 2>&1
      code=$?
      {
        echo "== $script ($(($(date +%s) - start)) s)"
        cat "$dir/$script.log"
      } >>"$dir/lane-$BASHPID.out"
      [[ $code -ne 0 ]] && { echo "!! $script mislukte (exit $code)" >>"$dir/lane-$BASHPID.out"; cat "$dir/lane-$BASHPID.out"; exit "$code"; }
    done
    cat "$dir/lane-$BASHPID.out"
  ) &
  pids+=("$!")
  names+=("$lane")
done
failed=0
for i in "${!pids[@]}"; do
  wait "${pids[$i]}" || { echo "!! ${names[$i]} mislukte"; failed=1; }
done
exit "$failed"
