#!/usr/bin/env bash
# Checks the deployment files against reality: nginx, configured from deploy/nginx/, serves a
# built site and proxies /api/ to a running forms-api; the systemd unit passes systemd's checks.
#
#   bash scripts/test-deploy.sh [SITE_DIR] [FORMS_API_BIN]
#
# SITE_DIR (or DEPLOY_SITE_DIR) is a site built by `ssg build`, default dist/; FORMS_API_BIN (or
# FORMS_API_BIN in the environment) is the service's binary, default target/debug/forms-api.
# Builds nothing. Installs Debian's nginx when missing. Runs as any user: nginx gets its own
# prefix in a temporary folder and listens on free loopback ports.
set -euo pipefail
cd "$(dirname "$0")/.."

site=${1:-${DEPLOY_SITE_DIR:-dist}}
forms_api=${2:-${FORMS_API_BIN:-target/debug/forms-api}}

step() { printf '\n== %s\n' "$*"; }
die() {
  printf 'test-deploy: %s\n' "$*" >&2
  exit 1
}

step "nginx"
if ! command -v nginx >/dev/null 2>&1; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq nginx >/dev/null
fi
nginx -v 2>&1
for tool in curl openssl gzip; do
  command -v "$tool" >/dev/null 2>&1 || die "$tool is needed"
done

[ -f "$site/index.html" ] || die "$site/index.html is missing: build the site first (ssg build)"
[ -f "$site/404.html" ] || die "$site/404.html is missing"
[ -f "$site/_headers" ] || die "$site/_headers is missing: build the site with the current ssg"
[ -x "$forms_api" ] || die "$forms_api is not an executable: build forms-api first"
site=$(cd "$site" && pwd)
forms_api=$(cd "$(dirname "$forms_api")" && pwd)/$(basename "$forms_api")

tmp=$(mktemp -d)
forms_pid=""
nginx_pid=""
cleanup() {
  [ -n "$nginx_pid" ] && kill "$nginx_pid" 2>/dev/null && wait "$nginx_pid" 2>/dev/null
  [ -n "$forms_pid" ] && kill "$forms_pid" 2>/dev/null && wait "$forms_pid" 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT

# ---------------------------------------------------------------------------------------------
# Checks are counted; a failed one is reported and the others still run.
passed=0
failed=0
pass() {
  passed=$((passed + 1))
  printf '  ok    %s\n' "$*"
}
fail() {
  failed=$((failed + 1))
  printf '  FAIL  %s\n' "$*"
}
check() { # check DESCRIPTION COMMAND...
  local description=$1
  shift
  if "$@"; then pass "$description"; else fail "$description"; fi
}

# Ports are picked below the kernel's range for the local ports of outgoing connections
# (ip_local_port_range, 32768-60999 by default): a client connection can hold a port in that
# range, which no listen check sees, and the server's bind then fails.
ephemeral_low=32768
read -r ephemeral_low _ 2>/dev/null </proc/sys/net/ipv4/ip_local_port_range || true
[[ "$ephemeral_low" =~ ^[0-9]+$ ]] && [ "$ephemeral_low" -gt 11000 ] || ephemeral_low=32768

# A port nothing listens on (bash's /dev/tcp connects, or fails when the port is free).
free_port() {
  local port
  for _ in $(seq 1 50); do
    port=$((10000 + RANDOM % (ephemeral_low - 10000)))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return
    fi
  done
  die "no free port found"
}

wait_for() { # wait_for URL SECONDS PID
  local deadline=$((SECONDS + $2))
  while [ $SECONDS -lt "$deadline" ]; do
    curl -ksf -o /dev/null "$1" && return 0
    kill -0 "$3" 2>/dev/null || return 1
    sleep 0.2
  done
  return 1
}

# fetch NAME CURL-ARGS...: the response's headers in $tmp/NAME.h (names lower-cased, no CR), its
# body in $tmp/NAME.b; prints the status.
fetch() {
  local name=$1
  shift
  curl -ks -o "$tmp/$name.b" -D "$tmp/$name.raw" -w '%{http_code}' "$@" || true
  tr -d '\r' <"$tmp/$name.raw" |
    awk 'NR > 1 && /:/ { i = index($0, ":"); print tolower(substr($0, 1, i - 1)) ":" substr($0, i + 1) }' \
      >"$tmp/$name.h"
}
# header NAME HEADER: the value(s) of one header, leading spaces removed.
header() { grep -i "^$2:" "$tmp/$1.h" | sed 's/^[^:]*: *//' || true; }

# ---------------------------------------------------------------------------------------------
step "The security headers the site asks for ($site/_headers)"
# The file's one rule: "/*" followed by indented "Name: value" lines.
awk '
  /^[^ \t]/ { in_rule = ($0 == "/*"); next }
  in_rule && /:/ { sub(/^[ \t]+/, ""); i = index($0, ":"); v = substr($0, i + 1); sub(/^ +/, "", v);
                   print tolower(substr($0, 1, i - 1)) ":" v }
' "$site/_headers" >"$tmp/expected-headers"
[ -s "$tmp/expected-headers" ] || die "$site/_headers has no header under /*"
sed 's/^/  /' "$tmp/expected-headers"

# has_headers NAME [https]: each header of _headers exactly once with exactly its value; and
# Strict-Transport-Security only on https.
has_headers() {
  local name=$1 scheme=${2:-http} line key value hsts ok=0
  while IFS= read -r line; do
    key=${line%%:*}
    value=${line#*:}
    if [ "$(header "$name" "$key")" != "$value" ]; then
      printf '        %s: expected "%s", got "%s"\n' "$key" "$value" "$(header "$name" "$key" | tr '\n' '|')"
      ok=1
    fi
  done <"$tmp/expected-headers"
  hsts=$(header "$name" strict-transport-security)
  if [ "$scheme" = https ] && [ "$hsts" != "max-age=63072000" ]; then
    printf '        Strict-Transport-Security: expected "max-age=63072000", got "%s"\n' "$hsts"
    ok=1
  elif [ "$scheme" = http ] && [ -n "$hsts" ]; then
    printf '        Strict-Transport-Security on plain http\n'
    ok=1
  fi
  return $ok
}

# ---------------------------------------------------------------------------------------------
step "The forms service"
# Started as the unit starts it, on a free port and with its files in the temporary folder.
unit_env() { sed -n "s/^Environment=$1=//p" deploy/forms-api.service; }
trusted_proxies=$(unit_env TRUSTED_PROXIES)
[ -n "$trusted_proxies" ] || die "deploy/forms-api.service sets no TRUSTED_PROXIES"
mkdir -p "$tmp/forms"
# The port is free when picked, but something may take it before the service binds it: the
# service then exits, and starts again on another.
for attempt in $(seq 1 5); do
  api_port=$(free_port)
  env -u SMTP_URL -u ALLOWED_ORIGINS \
    FORMS_LISTEN="127.0.0.1:$api_port" \
    DATABASE_URL="sqlite://$tmp/forms/forms.db" \
    MAIL_OUTBOX="$tmp/forms/outbox" \
    TRUSTED_PROXIES="$trusted_proxies" \
    RUST_LOG=warn \
    "$forms_api" serve >"$tmp/forms-api.log" 2>&1 &
  forms_pid=$!
  wait_for "http://127.0.0.1:$api_port/api/health" 60 "$forms_pid" && break
  if [ "$attempt" -eq 5 ] || kill -0 "$forms_pid" 2>/dev/null ||
    ! grep -q 'Address already in use' "$tmp/forms-api.log"; then
    die "forms-api did not start on 127.0.0.1:$api_port: $(tail -5 "$tmp/forms-api.log")"
  fi
  wait "$forms_pid" 2>/dev/null || true
  echo "port $api_port was taken (attempt $attempt); trying another"
done
echo "forms-api on 127.0.0.1:$api_port, trusting $trusted_proxies"

# ---------------------------------------------------------------------------------------------
step "nginx with the config of deploy/nginx/"
http_port=$(free_port)
tls_port=$(free_port)
while [ "$tls_port" = "$http_port" ]; do tls_port=$(free_port); done
prefix=$tmp/nginx
mkdir -p "$prefix/conf/snippets" "$prefix/logs" "$prefix/tmp"

# render FILE FROM TO...: replace each FROM (a literal line fragment) by TO, and fail when a FROM
# is not in the file: the test must not pass on a config it did not rewrite.
render() {
  local file=$1
  shift
  while [ $# -gt 0 ]; do
    grep -qF -- "$1" "$file" || die "$file no longer contains '$1': update scripts/test-deploy.sh"
    FROM=$1 TO=$2 awk '{ i = index($0, ENVIRON["FROM"]);
      if (i) $0 = substr($0, 1, i - 1) ENVIRON["TO"] substr($0, i + length(ENVIRON["FROM"])); print }' \
      "$file" >"$file.new"
    mv "$file.new" "$file"
    shift 2
  done
}

check "nginx's upstream is where the unit makes the service listen ($(unit_env FORMS_LISTEN))" \
  grep -qF "server $(unit_env FORMS_LISTEN);" deploy/nginx/iaaii.conf

cp deploy/nginx/iaaii-headers.conf "$prefix/conf/snippets/"
cp deploy/nginx/iaaii-site.conf "$prefix/conf/snippets/"
render "$prefix/conf/snippets/iaaii-site.conf" "root /var/www/iaaii;" "root $site;"

# The site's servers, listening on loopback only.
sed '/^# --- TLS server/,$d' deploy/nginx/iaaii.conf >"$prefix/conf/iaaii.conf"
render "$prefix/conf/iaaii.conf" \
  "server 127.0.0.1:3000;" "server 127.0.0.1:$api_port;" \
  "listen 80;" "listen 127.0.0.1:$http_port;" \
  "listen [::]:80;" "# (no IPv6 in the test)"

# The commented TLS server, uncommented, with a throw-away self-signed certificate.
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=www.example.org" \
  -keyout "$prefix/conf/test.key" -out "$prefix/conf/test.crt" 2>/dev/null
sed -n '/^# --- TLS server/,/^# --- end of TLS server/p' deploy/nginx/iaaii.conf |
  sed -e '1d' -e '$d' -e 's/^# \{0,1\}//' >"$prefix/conf/iaaii-tls.conf"
render "$prefix/conf/iaaii-tls.conf" \
  "listen 443 ssl http2;" "listen 127.0.0.1:$tls_port ssl http2;" \
  "listen [::]:443 ssl http2;" "# (no IPv6 in the test)" \
  "/etc/letsencrypt/live/www.example.org/fullchain.pem" "$prefix/conf/test.crt" \
  "/etc/letsencrypt/live/www.example.org/privkey.pem" "$prefix/conf/test.key"

user_line=""
[ "$(id -u)" -eq 0 ] && user_line="user root;"
cat >"$prefix/conf/nginx.conf" <<EOF
$user_line
worker_processes 1;
pid $prefix/nginx.pid;
error_log $prefix/logs/error.log warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log $prefix/logs/access.log;
    client_body_temp_path $prefix/tmp/body;
    proxy_temp_path $prefix/tmp/proxy;
    fastcgi_temp_path $prefix/tmp/fastcgi;
    uwsgi_temp_path $prefix/tmp/uwsgi;
    scgi_temp_path $prefix/tmp/scgi;
    sendfile on;
    include iaaii.conf;
    include iaaii-tls.conf;
}
EOF
nginx_args=(-p "$prefix/" -c "$prefix/conf/nginx.conf" -e "$prefix/logs/error.log")
if nginx -t "${nginx_args[@]}" >"$tmp/nginx-t.log" 2>&1; then
  pass "nginx -t accepts the rendered config (the site's server and the TLS server)"
  grep -F '[warn]' "$tmp/nginx-t.log" | sed 's/^/        /' || true
else
  sed 's/^/        /' "$tmp/nginx-t.log"
  die "nginx -t rejects the config"
fi

# The ports are free when picked, but something may take one before nginx binds it: nginx then
# exits, and starts again on others.
for attempt in $(seq 1 5); do
  nginx "${nginx_args[@]}" -g 'daemon off;' &
  nginx_pid=$!
  wait_for "http://127.0.0.1:$http_port/" 15 "$nginx_pid" && break
  if [ "$attempt" -eq 5 ] || kill -0 "$nginx_pid" 2>/dev/null ||
    ! grep -q 'Address already in use' "$prefix/logs/error.log"; then
    die "nginx did not start: $(tail -5 "$prefix/logs/error.log")"
  fi
  wait "$nginx_pid" 2>/dev/null || true
  echo "port $http_port or $tls_port was taken (attempt $attempt); trying others"
  # Kept aside: the failed start's [emerg] must not fail the check of the log at the end.
  mv "$prefix/logs/error.log" "$tmp/nginx-error-$attempt.log"
  new_http_port=$(free_port)
  new_tls_port=$(free_port)
  while [ "$new_tls_port" = "$new_http_port" ]; do new_tls_port=$(free_port); done
  render "$prefix/conf/iaaii.conf" "listen 127.0.0.1:$http_port;" "listen 127.0.0.1:$new_http_port;"
  render "$prefix/conf/iaaii-tls.conf" \
    "listen 127.0.0.1:$tls_port ssl http2;" "listen 127.0.0.1:$new_tls_port ssl http2;"
  http_port=$new_http_port
  tls_port=$new_tls_port
done
echo "nginx on 127.0.0.1:$http_port (http) and 127.0.0.1:$tls_port (https)"
web="http://127.0.0.1:$http_port"
tls="https://127.0.0.1:$tls_port"

# ---------------------------------------------------------------------------------------------
step "Static files"
nested=$(cd "$site" && find . -mindepth 2 -maxdepth 2 -name index.html | sort | head -1)
nested=${nested#.}
nested=${nested%index.html}
asset=$(cd "$site" && find assets -name '*.js' -size +1k | sort | head -1)
[ -n "$nested" ] || die "$site has no page in a folder"
[ -n "$asset" ] || die "$site/assets has no script"

status=$(fetch home "$web/")
check "/ is 200 with index.html" \
  test "$status" = 200 -a "$(header home content-type)" = "text/html; charset=utf-8"
check "/ is byte for byte index.html" cmp -s "$tmp/home.b" "$site/index.html"
check "/ carries exactly the headers of _headers" has_headers home
check "/ is revalidated on every visit (Cache-Control: no-cache)" \
  test "$(header home cache-control)" = "no-cache"

status=$(fetch nested "$web$nested")
check "$nested (a page in a folder) is 200 with its index.html" \
  test "$status" = 200 -a "$(header nested content-type)" = "text/html; charset=utf-8"
check "$nested is byte for byte ${nested#/}index.html" cmp -s "$tmp/nested.b" "$site${nested}index.html"
check "$nested carries exactly the headers of _headers" has_headers nested

status=$(fetch slashless "$web${nested%/}")
check "${nested%/} redirects to $nested" \
  test "$status" = 301 -a "$(header slashless location)" = "$nested"
check "the redirect carries exactly the headers of _headers" has_headers slashless

status=$(fetch asset "$web/$asset")
check "/$asset is 200 as JavaScript" \
  test "$status" = 200 -a "$(header asset content-type)" = "application/javascript; charset=utf-8"
check "/$asset is byte for byte the file" cmp -s "$tmp/asset.b" "$site/$asset"
check "/$asset is cached for a year, immutable" \
  test "$(header asset cache-control)" = "public, max-age=31536000, immutable"
check "/$asset carries exactly the headers of _headers" has_headers asset

status=$(fetch gzipped -H 'Accept-Encoding: gzip' "$web/$asset")
gzip -dc <"$tmp/gzipped.b" >"$tmp/gunzipped" 2>/dev/null || true
check "/$asset is gzipped when the client accepts it" \
  test "$status" = 200 -a "$(header gzipped content-encoding)" = gzip
check "  the gzipped body unzips to the file" cmp -s "$tmp/gunzipped" "$site/$asset"

status=$(fetch stylesheet "$web/theme.css")
check "/theme.css (a name kept across builds) lives ten minutes" \
  test "$status" = 200 -a "$(header stylesheet cache-control)" = "public, max-age=600"
check "/theme.css carries exactly the headers of _headers" has_headers stylesheet

status=$(fetch missing "$web/no-such-page-$RANDOM/")
check "an unknown path is 404" test "$status" = 404
check "  with the site's 404 page" cmp -s "$tmp/missing.b" "$site/404.html"
check "  carrying exactly the headers of _headers" has_headers missing

status=$(fetch missing_asset "$web/assets/no-such-file-$RANDOM.js")
check "an unknown asset is 404 with the site's 404 page" \
  test "$status" = 404 -a "$(cmp -s "$tmp/missing_asset.b" "$site/404.html" && echo same)" = same
check "  carrying exactly the headers of _headers" has_headers missing_asset

status=$(fetch headers_file "$web/_headers")
check "/_headers is not served (404)" test "$status" = 404

# ---------------------------------------------------------------------------------------------
step "The forms service through nginx"
status=$(fetch health "$web/api/health")
check "/api/health through nginx is 200 JSON" \
  test "$status" = 200 -a "$(header health content-type | cut -d';' -f1)" = application/json
status=$(fetch openapi "$web/api/openapi.json")
check "/api/openapi.json through nginx is 200" test "$status" = 200
status=$(fetch metrics_direct "http://127.0.0.1:$api_port/api/metrics")
check "/api/metrics is served to a scraper on this machine (200, Prometheus text)" \
  test "$status" = 200 -a "$(grep -c '^# TYPE forms_' "$tmp/metrics_direct.b")" -gt 0
status=$(fetch metrics "$web/api/metrics")
check "/api/metrics through nginx is not served (404)" test "$status" = 404
check "the service's answers carry its own Content-Security-Policy, not the pages'" \
  test "$(header openapi content-security-policy | tr -d '\r')" = "default-src 'none'; frame-ancestors 'none'"

# The limit is 64 KiB on both sides: one byte more is refused, exactly 64 KiB is not.
head -c 65537 /dev/zero | tr '\0' 'a' >"$tmp/too-large"
head -c 65536 /dev/zero | tr '\0' 'a' >"$tmp/at-limit"
fetch too_large_direct -X POST -H 'Content-Type: application/json' --data-binary @"$tmp/too-large" \
  "http://127.0.0.1:$api_port/api/users/signup" >/dev/null
status=$(fetch too_large -X POST -H 'Content-Type: application/json' --data-binary @"$tmp/too-large" \
  "$web/api/users/signup")
check "a body of 64 KiB + 1 byte is 413 JSON, not nginx's HTML page" \
  test "$status" = 413 -a "$(header too_large content-type)" = "application/json; charset=utf-8"
check "  with the service's own answer, byte for byte" cmp -s "$tmp/too_large.b" "$tmp/too_large_direct.b"
status=$(fetch too_large_chunked -X POST -H 'Content-Type: application/json' \
  -H 'Transfer-Encoding: chunked' --data-binary @"$tmp/too-large" "$web/api/users/signup")
check "the same body sent in chunks (no length announced) is 413 with the same answer" \
  test "$status" = 413 -a "$(cmp -s "$tmp/too_large_chunked.b" "$tmp/too_large_direct.b" && echo same)" = same
status=$(fetch at_limit -X POST -H 'Content-Type: application/json' --data-binary @"$tmp/at-limit" \
  "$web/api/users/signup")
check "a body of exactly 64 KiB reaches the service (400 for its content, not 413)" \
  test "$status" = 400 -a "$(header at_limit content-type)" = "application/json; charset=utf-8"

# Sessions: the cookie is Secure when the visitor came over https.
password="Analytical-Engine-1843"
account="deploy-test-$RANDOM@example.org"
status=$(fetch signup -X POST -H 'Content-Type: application/json' "$web/api/users/signup" \
  --data "{\"firstName\":\"Ada\",\"lastName\":\"Lovelace\",\"email\":\"$account\",\"password\":\"$password\",\"confirmPassword\":\"$password\",\"agreeTerms\":true}")
check "sign-up through nginx is 200" test "$status" = 200
# The account signs in once its address is confirmed with the mailed link (read from the outbox).
confirmation_token() {
  local attempt
  for attempt in $(seq 50); do
    if grep -l "^To: $account" "$tmp"/forms/outbox/*.eml >/dev/null 2>&1; then
      grep -l "^To: $account" "$tmp"/forms/outbox/*.eml |
        xargs perl -MMIME::QuotedPrint -0777 -ne 'print decode_qp($_)' |
        grep -o 'confirm-email#token=[0-9a-f]\{64\}' | head -n 1 | cut -d= -f2
      return
    fi
    sleep 0.1
  done
}
token=$(confirmation_token)
status=$(fetch confirm -X POST -H 'Content-Type: application/json' --data "{\"token\":\"$token\"}" \
  "$web/api/users/confirm-email")
check "the link mailed at sign-up confirms the address through nginx" test "$status" = 200
status=$(fetch cross_site -X POST -H 'Content-Type: application/json' -H 'Origin: https://evil.example' \
  --data '{}' "$web/api/users/logout")
check "a cross-site POST through nginx is refused (403)" test "$status" = 403
status=$(fetch same_origin -X POST -H 'Content-Type: application/json' -H "Origin: $web" \
  --data '{}' "$web/api/users/logout")
check "  and one from the site's own origin is served (nginx passes Host with its port)" test "$status" = 200
login_body="{\"email\":\"$account\",\"password\":\"$password\"}"
session_cookie() { header "$1" set-cookie | grep '^iaaii_session=' || true; }
is_secure() { session_cookie "$1" | grep -qi '; *secure\(;\|$\)'; }
signed_in() { test "$status" = 200 -a -n "$(session_cookie "$1")"; }
signed_in_secure() { signed_in "$1" && is_secure "$1"; }
signed_in_not_secure() { signed_in "$1" && ! is_secure "$1"; }

status=$(fetch login_http -X POST -H 'Content-Type: application/json' --data "$login_body" "$web/api/users/login")
check "sign-in over plain http sets a session cookie, not marked Secure" signed_in_not_secure login_http

status=$(fetch login_balancer -X POST -H 'Content-Type: application/json' -H 'X-Forwarded-Proto: https' \
  --data "$login_body" "$web/api/users/login")
check "sign-in with X-Forwarded-Proto: https (a TLS load balancer in front) sets a Secure cookie" \
  signed_in_secure login_balancer

status=$(fetch login_tls -X POST -H 'Content-Type: application/json' --data "$login_body" "$tls/api/users/login")
check "sign-in over https (the TLS server) sets a Secure cookie" signed_in_secure login_tls

status=$(fetch login_downgrade -X POST -H 'Content-Type: application/json' -H 'X-Forwarded-Proto: http' \
  --data "$login_body" "$tls/api/users/login")
check "  and a client's X-Forwarded-Proto: http cannot lower it" signed_in_secure login_downgrade

status=$(fetch tls_page "$tls$nested")
check "over https a page is 200" test "$status" = 200
check "  carrying exactly the headers of _headers, and Strict-Transport-Security" has_headers tls_page https

# ---------------------------------------------------------------------------------------------
step "The systemd units (deploy/forms-api.service, the purge and backup services and timers)"
if command -v systemd-analyze >/dev/null 2>&1; then
  # verify looks for the binary named in ExecStart: point it at the one under test.
  mkdir -p "$tmp/unit"
  cp deploy/forms-api*.service deploy/forms-api*.timer "$tmp/unit/"
  render "$tmp/unit/forms-api.service" "ExecStart=/usr/local/bin/forms-api" "ExecStart=$forms_api"
  render "$tmp/unit/forms-api-purge.service" "ExecStart=/usr/local/bin/forms-api" "ExecStart=$forms_api"
  render "$tmp/unit/forms-api-backup.service" "exec /usr/local/bin/forms-api" "exec $forms_api"
  for unit in "$tmp"/unit/forms-api*; do
    if systemd-analyze verify "$unit" >"$tmp/verify.log" 2>&1 && [ ! -s "$tmp/verify.log" ]; then
      pass "systemd-analyze verify $(basename "$unit"): no error, no warning"
    else
      sed 's/^/        /' "$tmp/verify.log"
      fail "systemd-analyze verify $(basename "$unit")"
    fi
  done
  # The exposure score, 0 (locked down) to 10 (unprotected); --threshold is in tenths.
  systemd-analyze security --offline=yes "$tmp/unit/forms-api.service" >"$tmp/security.log" 2>&1 || true
  exposure=$(grep -o 'Overall exposure level[^:]*: [0-9.]*' "$tmp/security.log" | grep -o '[0-9.]*$' || true)
  exposure_at_most() { systemd-analyze security --offline=yes --threshold="$1" "$2" >/dev/null 2>&1; }
  check "systemd-analyze security: exposure ${exposure:-unknown} is at most 2.0 (of 10)" \
    exposure_at_most 20 "$tmp/unit/forms-api.service"
else
  echo "  systemd-analyze is not installed: the unit's checks are skipped"
fi

# ---------------------------------------------------------------------------------------------
step "Result"
no_serious_nginx_error() { ! grep -qiE '\[(emerg|alert|crit)\]' "$prefix/logs/error.log"; }
check "nginx logged no serious error" no_serious_nginx_error ||
  sed 's/^/        /' "$prefix/logs/error.log"
echo "deploy: $passed passed, $failed failed"
[ "$failed" -eq 0 ] || die "$failed check(s) failed"
