#!/usr/bin/env bash
# Schemathesis (all checks) against a freshly started forms-api on a temporary SQLite file.
# EXAMPLES sets the examples per operation: the test command runs a short pass (default 30).
set -euo pipefail
cd "$(dirname "$0")/.."

examples="${EXAMPLES:-30}"
venv="target/schemathesis-venv"
if [ ! -x "$venv/bin/schemathesis" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check schemathesis==4.32.5
fi

cargo build --quiet --locked -p forms-api
data="$(mktemp -d)"
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
./target/debug/forms-api serve --listen "127.0.0.1:$port" --database "sqlite://$data/forms.db" \
  --outbox "$data/outbox" --rate-limits off 2>"$data/service.log" &
service=$!
trap 'kill "$service" 2>/dev/null; wait "$service" 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 50); do
  curl -fs "http://127.0.0.1:$port/api/health" >/dev/null && break
  sleep 0.2
done

# The configuration (forms-api/schemathesis.toml) is read from the working folder.
cd forms-api
"../$venv/bin/schemathesis" run "http://127.0.0.1:$port/api/openapi.json" \
  --checks all --max-examples "$examples" --no-color
