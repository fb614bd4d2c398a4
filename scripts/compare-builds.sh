#!/usr/bin/env bash
# Two ssg binaries side by side on copies of one site, each with its own build cache: a clean
# build each, then one page edited in both copies and each copy built in turn, `runs` times, so
# that both meet the same moments of a machine whose speed varies. Prints the median and mean
# wall time and the CPU time (user + system) of each binary's one-page builds, then of builds with
# nothing changed.
#
#   scripts/compare-builds.sh <site folder> <ssg A> <ssg B> [runs]
#
# A site with many pages: `BENCH_KEEP=1 cargo run --release -p ssg --example bench_build` keeps
# its generated site and prints where. Copies go under $TMPDIR (a RAM disk: TMPDIR=/dev/shm).
set -euo pipefail

site=${1:?the site folder}
binaries=("${2:?the first ssg}" "${3:?the second ssg}")
names=(A B)
runs=${4:-10}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

pages=()
for index in 0 1; do
  copy="$scratch/site-$index"
  cp -a "$site" "$copy"
  rm -rf "$copy/.ssg-cache" "$copy/dist"
  "${binaries[$index]}" build --clean --skip-islands --root "$copy" --out "$copy/dist" >/dev/null 2>&1
done
mapfile -t pages < <(cd "$scratch/site-0" && find content -name '*.md' -not -path 'content/data/*' | sort)

# One build of copy `binary`: "<binary> <wall s> <cpu s>", the wall time as ssg reports it (from
# its start to its last write, in milliseconds), the CPU time as the kernel counts it.
timed() {
  local binary=$1 copy="$scratch/site-$1" report
  report=$(/usr/bin/time -f "cpu %U %S" "${binaries[$binary]}" build --skip-islands \
    --root "$copy" --out "$copy/dist" 2>&1)
  awk -v binary="$binary" '
    /^built .* in [0-9]+ ms/ { match($0, / in [0-9]+ ms/); wall = substr($0, RSTART + 4, RLENGTH - 7) }
    /^nothing changed/ { match($0, /, [0-9]+ ms\)/); wall = substr($0, RSTART + 2, RLENGTH - 6) }
    /^cpu / { cpu = $2 + $3 }
    END { print binary, wall / 1000, cpu }' <<<"$report"
}

summary() {
  local lines
  lines=$(cat)
  for binary in 0 1; do
    grep "^$binary " <<<"$lines" | sort -k2 -n | awk -v what="$1" -v name="${names[$binary]}" '
      { wall[NR] = $2 * 1000; total += $2 * 1000; cpu += $3 * 1000 }
      END {
        printf "%s, ssg %s: median %.0f ms, mean %.0f ms, CPU %.0f ms a build (%d builds)\n",
          what, name, wall[int((NR + 1) / 2)], total / NR, cpu / NR, NR
      }'
  done
}

# A first build in place of each copy reads every output folder, which later ones do not.
for index in 0 1; do
  echo "Warming up." >> "$scratch/site-$index/${pages[0]}"
  timed "$index" >/dev/null
done
for run in $(seq 1 "$runs"); do
  page=${pages[$(( (run * 7919) % ${#pages[@]} ))]}
  for index in 0 1; do
    echo "A sentence added by run $run." >> "$scratch/site-$index/$page"
    timed "$index"
  done
done | summary "one page changed"
for run in $(seq 1 "$runs"); do
  for index in 0 1; do timed "$index"; done
done | summary "nothing changed"
