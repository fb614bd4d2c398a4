#!/usr/bin/env bash
# Every test of the project, from a fresh clone on a machine with the Rust toolchain, Node 20 and
# npm. Installs what else it needs (Debian's Chromium for the browser tests) and stops at the
# first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step prints its wall time as the next begins, and a table of them all at the end (issue
# 39: where the minutes go). Disk left is printed with each step: a CI runner's disk is small, and
# a full one fails tests in ways that read like bugs.
started=$SECONDS
step_name=""
step_started=$SECONDS
timings=()
end_step() {
  if [ -n "$step_name" ]; then
    local took=$((SECONDS - step_started))
    timings+=("$(printf '%4d:%02d  %s' $((took / 60)) $((took % 60)) "$step_name")")
    printf '== took %d:%02d\n' $((took / 60)) $((took % 60))
  fi
}
step() {
  end_step
  step_name="$*"
  step_started=$SECONDS
  printf '\n== %s (disk: %s free)\n' "$*" "$(df -h --output=avail . | tail -n 1 | tr -d ' ')"
}
summary() {
  end_step
  step_name=""
  local total=$((SECONDS - started))
  printf '\n== Time per step (min:s)\n'
  printf '%s\n' "${timings[@]}"
  printf '%4d:%02d  in all\n' $((total / 60)) $((total % 60))
}

# A clean CI build never reuses incremental state; skipping it saves about 1 GB of disk.
if [ -n "${CI:-}" ]; then export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"; fi

postgres_dir=""
built=""
cleanup() {
  local status=$?
  summary
  [ "$status" -eq 0 ] || printf '== failed in: %s\n' "${timings[-1]:-}"
  if [ -n "$postgres_dir" ]; then bash scripts/postgres.sh stop "$postgres_dir" >/dev/null 2>&1 || true; fi
  if [ -n "$built" ]; then rm -rf "$built"; fi
}
trap cleanup EXIT

step "Chromium for the browser tests"
if ! command -v chromium >/dev/null 2>&1; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi
chromium --version

step "Island dependencies (npm ci)"
(cd site && npm ci --no-audit --no-fund)

step "Formatting, lints and types"
cargo fmt --all --check
cargo clippy --workspace --all-targets --locked -- -D warnings
(cd site && npx tsc --noEmit)
(cd site && npx biome ci .)
(cd site && node scripts/api-types.mjs --check)

step "No import cycle (the Rust libraries' modules read from source, madge on site/src)"
bash scripts/check-layers.sh

step "Island tests (Vitest)"
(cd site && npx vitest run)

step "Python tools for the service's tests (aiosmtpd, a real SMTP server)"
bash scripts/python-tools.sh

step "Generator and service tests (cargo test; the service on SQLite)"
cargo test --workspace --locked

step "The service's tests again on PostgreSQL (a throw-away server from Debian's packages)"
postgres_dir=$(mktemp -d)
postgres_url=$(bash scripts/postgres.sh start "$postgres_dir")
# The service's test binaries of the step before, run again: `cargo test -p forms-api` (or
# `--workspace --exclude ssg`) unifies features for the service alone and compiles some hundred
# crates and binaries anew (about three minutes on two cores).
mapfile -t service_tests < <(cargo test --workspace --locked --no-run --message-format=json \
  | python3 -c 'import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m["profile"]["test"] and m.get("executable") \
            and m["manifest_path"].endswith("/forms-api/Cargo.toml"):
        print(m["executable"])')
[ "${#service_tests[@]}" -gt 0 ] || { echo "no test binary of forms-api found" >&2; exit 1; }
for binary in "${service_tests[@]}"; do
  (cd forms-api && FORMS_TEST_POSTGRES="$postgres_url" "$binary")
done
bash scripts/postgres.sh stop "$postgres_dir"
postgres_dir=""

step "The forms service against its OpenAPI document (schemathesis: all checks, every phase, stateful)"
bash scripts/schemathesis.sh

step "The real site passes every check"
cargo run --quiet --locked -p ssg -- check

step "Page weight within budget (reading pages: no React, JS <= 5 KB, CSS <= 20 KB; forms: JS <= 80 KB, the application 85 KB, gzip)"
built=$(mktemp -d)
target/debug/ssg build --out "$built/dist"
node site/scripts/page-weight.mjs "$built/dist" --check

step "Deployment: nginx with deploy/nginx/ in front of forms-api, the systemd unit"
cargo build --quiet --locked -p forms-api
bash scripts/test-deploy.sh "$built/dist" target/debug/forms-api

step "Pages and islands in headless Chromium"
(cd site && SSG_BIN="$PWD/../target/debug/ssg" npm run --silent test:browser)
