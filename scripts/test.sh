#!/usr/bin/env bash
# Every test of the project, from a fresh clone on a machine with the Rust toolchain, Node 20 and
# npm. Installs what else it needs (Debian's Chromium for the browser tests, the Python tools in
# virtual environments under target/) and stops at the first phase that fails.
#
# The steps run in four lanes side by side, each owning its ports and folders (issue 39): a lane
# is a list of steps run in order, its output kept in a file and printed whole when the lane ends,
# so the log reads one lane at a time. A lane that needs another's work waits for its word
# (`ready` / `await_ready`). When a lane fails, the others are stopped. Each step's wall time is
# printed as it ends, and all of them at the end.
#
#   tools    Chromium, the Python tools, PostgreSQL                          -> ready tools
#   islands  npm ci -> ready node; types and lints; Vitest
#   rust     format; the workspace built once with clippy's lints -> ready binaries; the cycle
#            check; the Rust tests on SQLite, the same binaries on PostgreSQL; schemathesis
#   site     (after node, tools, binaries) ssg check; page weight; the deployment test; the
#            browser tests
#
# Compiled once: clippy-driver compiles the workspace's own crates (RUSTC_WORKSPACE_WRAPPER, as
# `cargo clippy` does, but with code generated), so one build gives the lints, the test binaries
# and the binaries the later steps run; every cargo command of the script uses it, so none
# compiles again.
set -euo pipefail
cd "$(dirname "$0")/.."

# A clean CI build never reuses incremental state; skipping it saves about 1 GB of disk.
if [ -n "${CI:-}" ]; then export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"; fi
clippy_driver="$(rustc --print sysroot)/bin/clippy-driver"
[ -x "$clippy_driver" ] || { echo "clippy-driver is missing: rustup component add clippy" >&2; exit 1; }
export RUSTC_WORKSPACE_WRAPPER="$clippy_driver"

# Dependencies unoptimised here, where Cargo.toml optimises them a little: on two cores, with the
# island tests beside it, the build at opt-level 1 took 10 min 45 s against 6 min 4 s, more than
# the quicker tests gave back; day to day, where the build is incremental, the tests' speed is
# what counts. (Named packages in Cargo.toml, argon2 among them, keep their own level.)
cargo() {
  command cargo --config 'profile.dev.package."*".opt-level=0' "$@"
}

work=$(mktemp -d)
started=$SECONDS
postgres_dir=""
lane_pids=()

# --- Steps and lanes ---------------------------------------------------------------------------

# In a lane: `step NAME` ends the lane's previous step (its time to $work/times) and starts NAME.
step() {
  end_step
  step_name="$*"
  step_started=$SECONDS
  printf '\n== [%s] %s (disk: %s free)\n' "$lane" "$*" "$(df -h --output=avail . | tail -n 1 | tr -d ' ')"
}
end_step() {
  if [ -n "${step_name:-}" ]; then
    local took=$((SECONDS - step_started))
    printf '%4d:%02d  %-8s %s\n' $((took / 60)) $((took % 60)) "$lane" "$step_name" >>"$work/times"
    printf '== [%s] took %d:%02d\n' "$lane" $((took / 60)) $((took % 60))
  fi
  step_name=""
}

# Job control: each lane is a process group of its own, so a failed phase stops the others' tools.
set -m

# `start_lane NAME FUNCTION`: runs FUNCTION in the background with `set -e`, its output in a file.
start_lane() {
  (
    lane=$1
    step_name=""
    trap 'status=$?; [ $status -eq 0 ] || echo "$lane: $step_name" >>"$work/failed"; end_step' EXIT
    set -euo pipefail
    "$2"
  ) >"$work/$1.log" 2>&1 &
  lane_pids+=("$!:$1")
  printf '== lane %s started\n' "$1"
}

# In a lane: says that what NAME names is ready for the other lanes.
ready() { touch "$work/ready.$1"; }
# In a lane: waits until the other lanes have said each NAME is ready (a failed lane stops all).
await_ready() {
  end_step
  local name
  for name in "$@"; do
    printf '== [%s] waiting for %s\n' "$lane" "$name"
    until [ -e "$work/ready.$name" ]; do sleep 1; done
  done
}

# Waits for the lanes started, printing each one's log as it ends. When one fails, the others are
# stopped (their logs printed as they stand) and the script ends.
wait_lanes() {
  local pids=() names=() pid status index
  for entry in "${lane_pids[@]}"; do
    pids+=("${entry%%:*}")
    names[${entry%%:*}]=${entry##*:}
  done
  while [ ${#pids[@]} -gt 0 ]; do
    status=0
    wait -n -p pid "${pids[@]}" || status=$?
    printf '\n======== lane %s (%s) ========\n' "${names[$pid]}" "$([ $status -eq 0 ] && echo passed || echo FAILED)"
    cat "$work/${names[$pid]}.log"
    for index in "${!pids[@]}"; do [ "${pids[$index]}" != "$pid" ] || unset 'pids[index]'; done
    pids=("${pids[@]}")
    if [ $status -ne 0 ]; then
      for pid in "${pids[@]}"; do
        kill -- "-$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
        printf '\n======== lane %s (stopped) ========\n' "${names[$pid]}"
        cat "$work/${names[$pid]}.log"
      done
      lane_pids=()
      return $status
    fi
  done
  lane_pids=()
}

summary() {
  local total=$((SECONDS - started))
  printf '\n== Time per step (min:s, lane, step; lanes of a phase run side by side)\n'
  [ -f "$work/times" ] && cat "$work/times"
  printf '%4d:%02d  in all\n' $((total / 60)) $((total % 60))
  if [ -f "$work/failed" ]; then printf '== failed in: %s\n' "$(cat "$work/failed")"; fi
}

cleanup() {
  local status=$?
  for entry in "${lane_pids[@]}"; do kill -- "-${entry%%:*}" 2>/dev/null || true; done
  summary
  if [ -n "$postgres_dir" ]; then bash scripts/postgres.sh stop "$postgres_dir" >/dev/null 2>&1 || true; fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT

# --- The lanes -----------------------------------------------------------------------------------

tools() {
  step "Chromium for the browser tests"
  if ! command -v chromium >/dev/null 2>&1; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq -o DPkg::Lock::Timeout=300
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq -o DPkg::Lock::Timeout=300 chromium >/dev/null
  fi
  chromium --version

  step "Python tools for the service's tests (aiosmtpd, a real SMTP server) and schemathesis"
  bash scripts/python-tools.sh
  INSTALL_ONLY=1 bash scripts/schemathesis.sh

  step "PostgreSQL for the service's tests (Debian's packages, when missing)"
  bash scripts/postgres.sh install
  ready tools
}

islands() {
  step "Island dependencies (npm ci)"
  (cd site && npm ci --no-audit --no-fund)
  ready node

  step "Island types and lints (tsc, Biome, the API types)"
  (cd site && npx tsc --noEmit)
  (cd site && npx biome ci .)
  (cd site && node scripts/api-types.mjs --check)

  step "Island tests (Vitest)"
  (cd site && npx vitest run)
}

# The test binaries of forms-api that the build made (nothing is compiled again).
service_test_binaries() {
  cargo test --workspace --locked --no-run --message-format=json | python3 -c 'import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m["profile"]["test"] and m.get("executable") \
            and m["manifest_path"].endswith("/forms-api/Cargo.toml"):
        print(m["executable"])'
}

rust() {
  step "Rust formatting (cargo fmt)"
  cargo fmt --all --check

  step "The workspace built once: clippy's lints, the test binaries, ssg and forms-api (cargo test --no-run)"
  cargo test --workspace --all-targets --locked --no-run 2>&1 | tee "$work/build.log"
  # As `cargo clippy -- -D warnings`: a warning of the project's own code fails the build.
  if grep -E '^warning: `[^`]+` \(.*\) generated [0-9]+ warnings?' "$work/build.log"; then
    echo "the build has warnings (above); the project keeps none" >&2
    return 1
  fi
  ready binaries

  await_ready node
  step "No import cycle (the Rust libraries' modules read from source, madge on site/src)"
  bash scripts/check-layers.sh

  await_ready tools
  step "Generator and service tests (cargo test; the service on SQLite)"
  # Six tests at a time (.cargo/config.toml): the service's tests mostly wait on sockets and the
  # disk. Six at a time beside the browser tests once left a 100-request burst waiting past the
  # 3 s deadline for a connection; that wait was a disk flush per rate-limit counter, and
  # counters are no longer flushed one by one (`db::connect::connect_counters`).
  cargo test --workspace --locked

  step "The service's tests again on PostgreSQL (a throw-away server from Debian's packages)"
  postgres_url=$(bash scripts/postgres.sh start "$work/postgres")
  # The service's test binaries of the step before, run again: `cargo test -p forms-api` (or
  # `--workspace --exclude ssg`) unifies features for the service alone and compiles some hundred
  # crates and binaries anew (about three minutes on two cores).
  local service_tests binary
  mapfile -t service_tests < <(service_test_binaries)
  [ "${#service_tests[@]}" -gt 0 ] || { echo "no test binary of forms-api found" >&2; return 1; }
  # Four tests at a time: 67 s against 99 s for two, alone on the machine; four services' pools
  # (16 connections and 4 for the counters each) stay well within the server's 200.
  for binary in "${service_tests[@]}"; do
    (cd forms-api && RUST_TEST_THREADS="${RUST_TEST_THREADS:-4}" FORMS_TEST_POSTGRES="$postgres_url" "$binary")
  done
  bash scripts/postgres.sh stop "$work/postgres"

  step "The forms service against its OpenAPI document (schemathesis: all checks, every phase, stateful)"
  FORMS_API_BIN="$PWD/target/debug/forms-api" bash scripts/schemathesis.sh
}

site() {
  await_ready node tools binaries
  step "The real site passes every check"
  target/debug/ssg check

  step "Page weight within budget (reading pages: no React, JS <= 5 KB, CSS <= 20 KB; forms: JS <= 80 KB, the application 82 KB, gzip)"
  mkdir -p "$work/built"
  target/debug/ssg build --out "$work/built/dist"
  node site/scripts/page-weight.mjs "$work/built/dist" --check

  step "Deployment: nginx with deploy/nginx/ in front of forms-api, the systemd unit"
  bash scripts/test-deploy.sh "$work/built/dist" target/debug/forms-api

  # Beside the service's tests: each browser test starts its own ssg serve and forms-api on free
  # ports with folders of their own.
  step "Pages and islands in headless Chromium"
  (cd site && SSG_BIN="$PWD/../target/debug/ssg" npm run --silent test:browser)
}

postgres_dir="$work/postgres"
start_lane tools tools
start_lane islands islands
start_lane rust rust
start_lane site site
wait_lanes
postgres_dir=""
