#!/usr/bin/env bash
# Schemathesis against a freshly started forms-api on a temporary SQLite file: all checks, every
# phase (examples, coverage, fuzzing, stateful). Settings in forms-api/schemathesis.toml.
#
#   MODE=short (default)  the test command's pass, well under a minute
#   MODE=long             the fuzz run: ten times the examples, and the fuzzing and stateful
#                         phases repeated until FUZZ_SECONDS (default 420) have passed
#   EXAMPLES=N            examples per operation and pass (short: 50, long: 300)
#   FORMS_API_BIN=path    test this binary instead of building target/debug/forms-api
#   INSTALL_ONLY=1        install schemathesis (in target/schemathesis-venv) and stop
# Further arguments go to `schemathesis run` (e.g. --seed N to replay a run).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

mode="${MODE:-short}"
case "$mode" in
  short) examples="${EXAMPLES:-50}"; extra=() ;;
  long) examples="${EXAMPLES:-300}"; extra=(--max-time "${FUZZ_SECONDS:-420}" --continue-on-failure) ;;
  *) echo "MODE is short or long, not '$mode'" >&2; exit 2 ;;
esac

venv="$root/target/schemathesis-venv"
if [ ! -x "$venv/bin/schemathesis" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check schemathesis==4.32.5
fi
[ -z "${INSTALL_ONLY:-}" ] || exit 0

service_bin="${FORMS_API_BIN:-}"
if [ -z "$service_bin" ]; then
  cargo build --quiet --locked -p forms-api
  service_bin="$root/target/debug/forms-api"
fi
data="$(mktemp -d)"
service=
trap 'if [ -n "$service" ]; then kill "$service" 2>/dev/null; wait "$service" 2>/dev/null || true; fi; rm -rf "$data"' EXIT

# Whether something listens on a loopback port.
port_taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# The first port of the kernel's range for the local ports of outgoing connections: a client
# connection can hold a port in that range, which no listen check sees, and port 0 always gives one.
ephemeral_low() {
  local low=32768
  read -r low _ 2>/dev/null </proc/sys/net/ipv4/ip_local_port_range || true
  if [[ "$low" =~ ^[0-9]+$ ]] && [ "$low" -gt 11000 ]; then echo "$low"; else echo 32768; fi
}

# The service on a free port below that range. The port is free when picked, but something may
# take it before the service binds it: the service then exits, and starts again on another.
low=$(ephemeral_low)
port=
for attempt in $(seq 20); do
  candidate=$((10000 + RANDOM % (low - 10000)))
  port_taken "$candidate" && continue
  "$service_bin" serve --listen "127.0.0.1:$candidate" --database "sqlite://$data/forms.db" \
    --outbox "$data/outbox" --rate-limits off 2>"$data/service.log" &
  service=$!
  for _ in $(seq 50); do
    curl -fs "http://127.0.0.1:$candidate/api/health" >/dev/null && break
    kill -0 "$service" 2>/dev/null || break
    sleep 0.2
  done
  if kill -0 "$service" 2>/dev/null; then
    port=$candidate
    break
  fi
  wait "$service" 2>/dev/null || true
  service=
  if ! grep -q 'Address already in use' "$data/service.log"; then
    echo "forms-api exited at start:" >&2
    cat "$data/service.log" >&2
    exit 1
  fi
  echo "port $candidate was taken (attempt $attempt); trying another" >&2
done
if [ -z "$port" ]; then
  echo "forms-api found no free port" >&2
  exit 1
fi

# Schemathesis keeps its example database and cache in the working folder: an ignored one.
work="$root/target/schemathesis"
mkdir -p "$work"
cd "$work"
started=$SECONDS
status=0
"$venv/bin/schemathesis" --config-file "$root/forms-api/schemathesis.toml" run \
  "http://127.0.0.1:$port/api/openapi.json" --checks all --max-examples "$examples" \
  --exclude-tag Staff "${extra[@]}" --no-color "$@" | tee "$data/output" || status=$?
# The staff operations, as an admin whose session has passed two-step verification (schemathesis
# also sends each without the token, and checks that it is refused).
token=$(python3 "$root/scripts/staff-session.py" "http://127.0.0.1:$port/api" "$data/outbox" \
  "$service_bin" "sqlite://$data/forms.db")
"$venv/bin/schemathesis" --config-file "$root/forms-api/schemathesis.toml" run \
  "http://127.0.0.1:$port/api/openapi.json" --checks all --max-examples "$examples" \
  --include-tag Staff -H "Authorization: Bearer $token" --phases examples,coverage,fuzzing \
  "${extra[@]}" --no-color "$@" | tee "$data/staff-output" || status=$?
if [ "$status" -ne 0 ]; then
  echo "-- service log (without the mail it could not send to odd addresses) --"
  grep -v 'could not send' "$data/service.log" | tail -n 40
fi

count() { grep -m1 -oP "$1" "$data/output" || echo "${2:-0}"; }
printf '\nschemathesis, %s pass (%s examples an operation): %s operations, %s test cases, %s stateful scenarios (links: %s), %s s\n' \
  "$mode" "$examples" "$(count 'Tested: \K[0-9]+')" "$(count '^  \K[0-9]+(?= generated)')" \
  "$(count 'Scenarios: +\K[0-9]+')" "$(count 'API Links: +\K[0-9]+ covered / [0-9]+' none)" "$((SECONDS - started))"
printf 'schemathesis, the staff operations as an admin past two-step verification: %s operations, %s test cases\n' \
  "$(grep -m1 -oP 'Tested: \K[0-9]+' "$data/staff-output" || echo 0)" \
  "$(grep -m1 -oP '^  \K[0-9]+(?= generated)' "$data/staff-output" || echo 0)"
# The stateful phase needs the links of the OpenAPI document; without them it would quietly skip.
if grep -q 'Stateful (not applicable)' "$data/output"; then
  echo "The stateful phase did not run: the OpenAPI document declares no links between operations." >&2
  status=1
fi
exit "$status"
