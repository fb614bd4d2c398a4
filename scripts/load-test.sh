#!/usr/bin/env bash
# The forms service under load: two instances on a throw-away PostgreSQL and one on SQLite, for
# SECONDS (default 60) with CLIENTS virtual clients (default 12); see forms-api/examples/load_test.rs.
#
#   bash scripts/load-test.sh [seconds] [clients]
set -euo pipefail
cd "$(dirname "$0")/.."

postgres_dir=$(mktemp -d)
trap 'bash scripts/postgres.sh stop "$postgres_dir" >/dev/null 2>&1 || true' EXIT
postgres_url=$(bash scripts/postgres.sh start "$postgres_dir")
cargo build --release --locked -p forms-api --bin forms-api --example load_test
LOAD_TEST_POSTGRES="$postgres_url" target/release/examples/load_test "$@"
