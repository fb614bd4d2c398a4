#!/usr/bin/env bash
# Runs one test N times and reports how often it failed, to tell an intermittent failure from a
# steady one before and after a fix (issue 39: flakes are bugs). Each run's output is kept in a
# folder of its own, so a failure can be read afterwards.
#
#   bash scripts/flaky.sh [-n RUNS] [-p PARALLEL] rust   <package> <test binary> [filter]
#   bash scripts/flaky.sh [-n RUNS] [-p PARALLEL] vitest <file or pattern, from site/>
#   bash scripts/flaky.sh [-n RUNS] [-p PARALLEL] browser <e2e/file.test.mjs, from site/> [name pattern]
#
# For example `bash scripts/flaky.sh -n 20 rust forms-api it housekeeping` or
# `bash scripts/flaky.sh -n 10 vitest src/islands/MembershipWizard/ownership.test.tsx`.
# PARALLEL runs at once (default 1) load the machine as CI's other steps do, which is when most
# intermittent failures show. The Rust test binary is built once, before the runs. Exits 1 when
# any run failed.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=10
parallel=1
while getopts "n:p:" option; do
  case $option in
    n) runs=$OPTARG ;;
    p) parallel=$OPTARG ;;
    *) sed -n '2,15p' "$0" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ $# -ge 2 ] || { sed -n '2,15p' "$0" >&2; exit 2; }
kind=$1
shift

case $kind in
  rust)
    package=$1 binary=$2 filter=${3:-}
    cargo test --locked -p "$package" --test "$binary" --no-run
    command=(cargo test --quiet --locked -p "$package" --test "$binary" -- "$filter")
    ;;
  vitest)
    command=(bash -c 'cd site && exec npx vitest run "$1"' vitest "$1")
    ;;
  browser)
    ssg_bin="$PWD/target/debug/ssg"
    [ -x "$ssg_bin" ] || cargo build --locked -p ssg
    command=(bash -c 'cd site && SSG_BIN="$0" exec node --test --test-concurrency=1 ${2:+--test-name-pattern="$2"} "$1"' "$ssg_bin" "$1" "${2:-}")
    ;;
  *)
    echo "flaky: unknown kind '$kind' (rust, vitest or browser)" >&2
    exit 2
    ;;
esac

logs=$(mktemp -d "${TMPDIR:-/tmp}/flaky.XXXXXX")
echo "flaky: ${command[*]}, $runs runs, $parallel at once; logs in $logs"
failed=0
started=$SECONDS
for ((run = 1; run <= runs; run += parallel)); do
  pids=()
  for ((each = run; each < run + parallel && each <= runs; each++)); do
    "${command[@]}" >"$logs/run-$each.log" 2>&1 &
    pids+=("$!:$each")
  done
  for entry in "${pids[@]}"; do
    if wait "${entry%%:*}"; then
      printf 'run %3d  ok\n' "${entry##*:}"
    else
      failed=$((failed + 1))
      printf 'run %3d  FAILED (%s)\n' "${entry##*:}" "$logs/run-${entry##*:}.log"
    fi
  done
done
printf 'flaky: %d of %d runs failed (%d%%) in %d s\n' "$failed" "$runs" $((100 * failed / runs)) $((SECONDS - started))
[ "$failed" -eq 0 ]
