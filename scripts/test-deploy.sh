#!/usr/bin/env bash
# Checks the deployment files and the deployment guide against reality: nginx, configured from
# deploy/nginx/, serves a built site and proxies /api/ to forms-api run as deploy/forms-api.service
# runs it; the guide's steps (docs/deployment.md, docs/deployment-postgresql.md) run as written,
# on SQLite and on a real PostgreSQL; the systemd units pass systemd's checks.
#
#   bash scripts/test-deploy.sh [SITE_DIR] [FORMS_API_BIN]
#
# SITE_DIR (or DEPLOY_SITE_DIR) is a site built by `ssg build`, default dist/; FORMS_API_BIN (or
# FORMS_API_BIN in the environment) is the service's binary, default target/debug/forms-api.
# DEPLOY_TEST_KEEP=1 keeps the temporary folder (the guide's steps and their output in steps/).
# Builds nothing. Installs the Debian packages the guide names when missing (nginx and its brotli
# module, rsync, brotli, sqlite3; PostgreSQL through scripts/postgres.sh).
#
# The server is a folder: $root holds etc/iaaii-forms, var/lib/iaaii-forms, var/www/iaaii and
# usr/local/{bin,sbin}. A guide step marked `<!-- test-deploy: NAME -->` (the ```sh block after the
# mark) is taken from the guide and run by bash with -euo pipefail, as root, after this sed and
# nothing else (the script `localize` below):
#   /etc/iaaii-forms/ /var/lib/iaaii-forms /var/www/iaaii /usr/local/bin/ /usr/local/sbin/
#                                          -> the same under $root
#   127.0.0.1:3000                         -> the service's free port
#   @127.0.0.1/iaaii_forms                 -> @127.0.0.1:PORT/iaaii_forms (the test's PostgreSQL)
#   -u iaaii-forms , -o iaaii-forms -g iaaii-forms
#                                          -> nobody and nogroup (no user is created)
# `systemctl` in those steps is scripts/test-deploy-systemctl.sh, which runs the units of deploy/
# as systemd would (this machine may have no systemd); HOME is $root/root, and PGHOST and PGPORT
# name the test's PostgreSQL, whose TCP connections need a password as on a server. Steps that
# need the machine itself (useradd, apt-get, systemctl enable, nginx's install) are not run.
# Without root, only the checks of nginx and the service run.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

site=${1:-${DEPLOY_SITE_DIR:-dist}}
forms_api=${2:-${FORMS_API_BIN:-target/debug/forms-api}}

step() { printf '\n== %s\n' "$*"; }
die() {
  printf 'test-deploy: %s\n' "$*" >&2
  exit 1
}
is_root() { [ "$(id -u)" -eq 0 ]; }

step "Tools (Debian's packages, installed when missing)"
missing=()
command -v nginx >/dev/null 2>&1 || missing+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
for tool in rsync brotli sqlite3 curl openssl; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  is_root || sudo="sudo"
  echo "installing ${missing[*]}"
  $sudo apt-get update -qq -o DPkg::Lock::Timeout=300
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq -o DPkg::Lock::Timeout=300 \
    --no-install-recommends "${missing[@]}" >/dev/null
fi
nginx -v 2>&1
for tool in curl openssl gzip perl rsync brotli sqlite3 setpriv; do
  command -v "$tool" >/dev/null 2>&1 || die "$tool is needed"
done

[ -f "$site/index.html" ] || die "$site/index.html is missing: build the site first (ssg build)"
[ -f "$site/404.html" ] || die "$site/404.html is missing"
[ -f "$site/_headers" ] || die "$site/_headers is missing: build the site with the current ssg"
[ -x "$forms_api" ] || die "$forms_api is not an executable: build forms-api first"
site=$(cd "$site" && pwd)
forms_api=$(cd "$(dirname "$forms_api")" && pwd)/$(basename "$forms_api")

tmp=$(mktemp -d)
# The service's user (nobody) must reach its state folder inside.
chmod 0755 "$tmp"
nginx_pid=""
pg_dir=""
stalled_pid=""
cleanup() {
  set +e
  [ -n "$stalled_pid" ] && kill -CONT "$stalled_pid" 2>/dev/null
  [ -n "$nginx_pid" ] && kill "$nginx_pid" 2>/dev/null && wait "$nginx_pid" 2>/dev/null
  # The stand-in, never the machine's own systemctl.
  [ -x "$tmp/bin/systemctl" ] && "$tmp/bin/systemctl" stop forms-api 2>/dev/null
  [ -n "$pg_dir" ] && bash scripts/postgres.sh stop "$pg_dir" >/dev/null 2>&1
  if [ -n "${DEPLOY_TEST_KEEP:-}" ]; then echo "kept $tmp"; else rm -rf "$tmp"; fi
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
check_answer() { # check_answer NAME DESCRIPTION COMMAND...: check, showing the answer NAME if it fails
  local name=$1 before=$failed
  shift
  check "$@"
  [ "$failed" -eq "$before" ] || shown "$name"
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

wait_for() { # wait_for URL SECONDS [PID]: until URL answers 2xx (false when PID has ended)
  local deadline=$((SECONDS + $2))
  while [ $SECONDS -lt "$deadline" ]; do
    curl -ksf -o /dev/null "$1" && return 0
    [ -z "${3:-}" ] || kill -0 "$3" 2>/dev/null || return 1
    sleep 0.2
  done
  return 1
}

# fetch NAME CURL-ARGS...: the response's headers in $tmp/NAME.h (names lower-cased, no CR), its
# body in $tmp/NAME.b, the seconds it took in $tmp/NAME.t; prints the status.
fetch() {
  local name=$1
  shift
  : >"$tmp/$name.raw"
  curl -ks -o "$tmp/$name.b" -D "$tmp/$name.raw" -w '%{http_code} %{time_total}' "$@" >"$tmp/$name.w" || true
  cut -d' ' -f2 "$tmp/$name.w" >"$tmp/$name.t"
  tr -d '\r' <"$tmp/$name.raw" |
    awk 'NR > 1 && /:/ { i = index($0, ":"); print tolower(substr($0, 1, i - 1)) ":" substr($0, i + 1) }' \
      >"$tmp/$name.h"
  cut -d' ' -f1 "$tmp/$name.w"
}
# shown NAME: what a failed check got (status, seconds, body).
shown() { printf '        got %s in %s s: %s\n' "$(cut -d' ' -f1 "$tmp/$1.w")" "$(cat "$tmp/$1.t")" "$(head -c 300 "$tmp/$1.b")"; }
# header NAME HEADER: the value(s) of one header, leading spaces removed.
header() { grep -i "^$2:" "$tmp/$1.h" | sed 's/^[^:]*: *//' || true; }
body_is() { [ "$(cat "$tmp/$1.b")" = "$2" ]; } # body_is NAME TEXT
took_at_most() { awk -v t="$(cat "$tmp/$1.t")" -v max="$2" 'BEGIN { exit !(t <= max) }'; }

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
step "The server in a folder, and the guide's steps"
root=$tmp/root
user=$(id -un)
group=$(id -gn)
if is_root; then
  user=nobody
  group=$(id -gn nobody)
fi
mkdir -p "$root/etc/iaaii-forms" "$root/var/lib" "$root/var/www" "$root/usr/local/bin" \
  "$root/usr/local/sbin" "$root/root" "$tmp/run" "$tmp/bin" "$tmp/steps"
chmod 0755 "$root" "$root/var" "$root/var/lib" "$root/usr" "$root/usr/local" "$root/usr/local/bin"
chmod 0700 "$root/root"
api_port=$(free_port)
pg_port=5432

# The sed script that maps the server's paths and ports into the test (the list at the top).
write_localize() {
  cat >"$tmp/localize.sed" <<EOF
s|/etc/iaaii-forms/|$root/etc/iaaii-forms/|g
s|/var/lib/iaaii-forms|$root/var/lib/iaaii-forms|g
s|/var/www/iaaii|$root/var/www/iaaii|g
s|/usr/local/bin/|$root/usr/local/bin/|g
s|/usr/local/sbin/|$root/usr/local/sbin/|g
s|127\.0\.0\.1:3000|127.0.0.1:$api_port|g
s|@127\.0\.0\.1/iaaii_forms|@127.0.0.1:$pg_port/iaaii_forms|g
s|-u iaaii-forms |-u $user |g
s|-o iaaii-forms -g iaaii-forms|-o $user -g $group|g
EOF
}
write_localize

# `systemctl` for this script and for the guide's steps.
cat >"$tmp/bin/systemctl" <<EOF
#!/bin/sh
exec bash "$repo/scripts/test-deploy-systemctl.sh" "\$@"
EOF
chmod 0755 "$tmp/bin/systemctl"
export DEPLOY_TEST_UNITS=$repo/deploy DEPLOY_TEST_LOCALIZE=$tmp/localize.sed \
  DEPLOY_TEST_RUN=$tmp/run DEPLOY_TEST_USER=$user DEPLOY_TEST_GROUP=$group
systemctl() { "$tmp/bin/systemctl" "$@"; }
service_log=$tmp/run/forms-api.log
touch "$service_log"

guides=(docs/deployment.md docs/deployment-postgresql.md)
# guide_step NAME: the ```sh block after `<!-- test-deploy: NAME -->` in the guides.
guide_step() {
  awk -v mark="<!-- test-deploy: $1 -->" '
    $0 == mark { found = 1; next }
    found && !inside && /^```sh$/ { inside = 1; next }
    inside && /^```$/ { exit }
    inside { print }
  ' "${guides[@]}"
}
# run_steps FOLDER NAME...: the guide's steps, localized, run by bash in FOLDER, in one shell as an
# operator would run them in one session; the script and its output in $tmp/steps/FIRST-NAME.*.
run_steps() {
  local folder=$1 name script=$tmp/steps/$2.sh
  shift
  : >"$script"
  for name in "$@"; do
    guide_step "$name" | sed -f "$tmp/localize.sed" >>"$script"
  done
  (
    cd "$folder"
    PATH="$tmp/bin:$root/usr/local/sbin:$root/usr/local/bin:$PATH" HOME=$root/root \
      bash -euo pipefail "$script"
  ) >"$tmp/steps/$1.log" 2>&1 </dev/null
}
check_steps() { # check_steps FOLDER NAME...
  local names="$*"
  names=${names#* }
  if run_steps "$@"; then
    pass "the guide's step '$names' runs as written"
  else
    fail "the guide's step '$names' runs as written"
    sed -n '1,40p' "$tmp/steps/$2.log" | sed 's/^/        /'
  fi
}

# Every marked step is there (a renamed or lost mark must not skip its test).
for name in package-site install-site health sqlite-backup sqlite-restore upgrade rollback \
  sqlite-mail-queue applications pg-setup pg-backup pg-restore pg-mail-queue pg-drop-old; do
  [ -n "$(guide_step "$name")" ] || die "no step marked '<!-- test-deploy: $name -->' in ${guides[*]}"
done
named_files_exist() { # every file of deploy/ the guides name
  local file ok=0
  for file in $(grep -oh 'deploy/[A-Za-z0-9_./*-]*[A-Za-z0-9*]' "${guides[@]}" | sort -u); do
    compgen -G "$file" >/dev/null || { echo "        $file is not in the repository"; ok=1; }
  done
  return $ok
}
check "every file of deploy/ the guides name exists" named_files_exist
# forms-admin's defaults are the unit's.
unit_env() { sed -n "s/^Environment=$1=//p" deploy/forms-api.service; }
admin_default() { sed -n "s/^$1=//p" deploy/forms-admin; }
for name in DATABASE_URL MAIL_OUTBOX; do
  check "forms-admin's default $name is the unit's ($(unit_env "$name"))" \
    test "$(admin_default "$name")" = "$(unit_env "$name")"
done

# ---------------------------------------------------------------------------------------------
step "The site, packed on a build machine and published on the server (the guide's steps)"
mkdir -p "$tmp/build"
cp -a "$site" "$tmp/build/dist"
# The new binary of the guide's upgrade, as copied from the build machine.
install -m 0755 "$forms_api" "$tmp/build/forms-api"
check_steps "$tmp/build" package-site install-site
www=$root/var/www/iaaii
check "the published site is the built one (diff -r, without the compressed copies)" \
  diff -r -x '*.gz' -x '*.br' "$site" "$www"

# ---------------------------------------------------------------------------------------------
step "The forms service, started as deploy/forms-api.service starts it"
install -m 0755 "$forms_api" "$root/usr/local/bin/forms-api"
sed -f "$tmp/localize.sed" deploy/forms-admin >"$root/usr/local/sbin/forms-admin"
chmod 0755 "$root/usr/local/sbin/forms-admin"
# The environment file, root's and 0600 as the guide installs it: mail to the outbox.
install -m 0600 /dev/null "$root/etc/iaaii-forms/forms-api.env"
# Values quoted as the guide says, and TRUSTED_PROXIES as a range with a blank after the comma:
# the Secure cookies behind nginx below need the service to trust nginx through it.
cat >"$root/etc/iaaii-forms/forms-api.env" <<'EOF'
# Written by scripts/test-deploy.sh: no SMTP_URL, so mail goes to the outbox.
MAIL_FROM='IAAII <no-reply@example.org>'
STAFF_EMAIL=membership@example.org
CONTACT_EMAIL=info@example.org
TRUSTED_PROXIES='127.0.0.0/8, ::1'
EOF
state=$root/var/lib/iaaii-forms
trusted_proxies=$(sed -n "s/^TRUSTED_PROXIES='\(.*\)'$/\1/p" "$root/etc/iaaii-forms/forms-api.env")
# The port is free when picked, but something may take it before the service binds it: the
# service then exits, and starts again on another.
for attempt in $(seq 1 5); do
  systemctl start forms-api
  wait_for "http://127.0.0.1:$api_port/api/health" 60 "$(cat "$tmp/run/forms-api.pid")" && break
  if [ "$attempt" -eq 5 ] || ! grep -q 'Address already in use' "$service_log"; then
    die "forms-api did not start on 127.0.0.1:$api_port: $(tail -5 "$service_log")"
  fi
  systemctl stop forms-api
  echo "port $api_port was taken (attempt $attempt); trying another"
  api_port=$(free_port)
  write_localize
done
echo "forms-api on 127.0.0.1:$api_port as $user, trusting $trusted_proxies"
check "the unit's StateDirectory made $state and its backups/, the user's alone (0700)" \
  test "$(stat -c '%U %a' "$state" "$state/backups" | sort -u)" = "$user 700"

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

cp deploy/nginx/iaaii-headers.conf deploy/nginx/iaaii-api-headers.conf "$prefix/conf/snippets/"
cp deploy/nginx/iaaii-site.conf "$prefix/conf/snippets/"
access_log=$prefix/logs/iaaii.access.log
render "$prefix/conf/snippets/iaaii-site.conf" \
  "root /var/www/iaaii;" "root $www;" \
  "access_log /var/log/nginx/iaaii.access.log iaaii;" "access_log $access_log iaaii;"

# The site's servers, listening on loopback only.
sed '/^# --- TLS server/,$d' deploy/nginx/iaaii.conf >"$prefix/conf/iaaii.conf"
render "$prefix/conf/iaaii.conf" \
  "server 127.0.0.1:3000;" "server 127.0.0.1:$api_port;" \
  "include    /var/www/iaaii/redirects.map;" "include    $www/redirects.map;" \
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
is_root && user_line="user root;"
# The module Debian's nginx.conf loads from modules-enabled/ (its path there is relative to
# /usr/share/nginx, not to this prefix).
cat >"$prefix/conf/nginx.conf" <<EOF
$user_line
worker_processes 1;
pid $prefix/nginx.pid;
error_log $prefix/logs/error.log warn;
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
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
# An old address of a page, as the build lists a page's `aliases:` in redirects.map (the build's
# own lines are tested by `cargo test -p ssg --test aliases`): the map of iaaii.conf answers it.
check "the build wrote redirects.map, which iaaii.conf includes" test -f "$www/redirects.map"
printf '%s\n' "/old-address-of-mission /mission/;" "/old-address-of-mission/ /mission/;" >>"$www/redirects.map"
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
reload_nginx() {
  nginx "${nginx_args[@]}" -s reload
  sleep 1 # the new worker takes over
}

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

status=$(fetch moved "$web/old-address-of-mission")
check "an old address of a page (redirects.map) is a 301 to the page" \
  test "$status" = 301 -a "$(header moved location)" = /mission/
check "  carrying exactly the headers of _headers" has_headers moved
status=$(fetch moved_slash "$web/old-address-of-mission/")
check "  with a trailing slash too" test "$status" = 301 -a "$(header moved_slash location)" = /mission/

status=$(fetch asset "$web/$asset")
check "/$asset is 200 as JavaScript in UTF-8" \
  test "$status" = 200 -a "$(header asset content-type)" = "application/javascript; charset=utf-8"
check "/$asset is byte for byte the file" cmp -s "$tmp/asset.b" "$site/$asset"
check "/$asset is cached for a year, immutable" \
  test "$(header asset cache-control)" = "public, max-age=31536000, immutable"
check "/$asset carries exactly the headers of _headers" has_headers asset

status=$(fetch gzipped -H 'Accept-Encoding: gzip' "$web/$asset")
gzip -dc <"$tmp/gzipped.b" >"$tmp/gunzipped" 2>/dev/null || true
check "/$asset is sent gzipped when the client accepts gzip" \
  test "$status" = 200 -a "$(header gzipped content-encoding)" = gzip
check "  the file compressed before publishing, as it is (gzip_static)" cmp -s "$tmp/gzipped.b" "$www/$asset.gz"
check "  which unzips to the file" cmp -s "$tmp/gunzipped" "$site/$asset"
status=$(fetch brotli -H 'Accept-Encoding: br, gzip' "$web/$asset")
brotli -dc <"$tmp/brotli.b" >"$tmp/unbrotli" 2>/dev/null || true
check "/$asset is sent as brotli when the client accepts it (brotli_static), and decodes to the file" \
  test "$status" = 200 -a "$(header brotli content-encoding)" = br -a \
  "$(cmp -s "$tmp/unbrotli" "$site/$asset" && echo same)" = same
check "  with Vary: Accept-Encoding" test "$(header brotli vary)" = Accept-Encoding
status=$(fetch home_gzip -H 'Accept-Encoding: gzip' "$web/")
check "a page is gzipped on the fly" \
  test "$status" = 200 -a "$(header home_gzip content-encoding)" = gzip

status=$(fetch stylesheet "$web/theme.css")
check "/theme.css (a name kept across builds) lives ten minutes" \
  test "$status" = 200 -a "$(header stylesheet cache-control)" = "public, max-age=600"
check "/theme.css is CSS in UTF-8 (text/css; charset=utf-8)" \
  test "$(header stylesheet content-type)" = "text/css; charset=utf-8"
check "/theme.css carries exactly the headers of _headers" has_headers stylesheet
named=$(grep -o '<link rel="stylesheet" href="/assets/theme-[0-9a-f]*\.css">' "$site/index.html" | head -1 | sed 's/.*href="//; s/">$//')
[ -n "$named" ] || fail "the home page links no stylesheet named by its content (/assets/theme-<hash>.css)"
status=$(fetch named_stylesheet "$web$named")
check "the pages' stylesheet, named by its content ($named), is cached for a year, immutable" \
  test "$status" = 200 -a "$(header named_stylesheet cache-control)" = "public, max-age=31536000, immutable"
check "  byte for byte the file" cmp -s "$tmp/named_stylesheet.b" "$site$named"

if [ -f "$site/news/atom.xml" ]; then
  status=$(fetch feed "$web/news/atom.xml")
  check "/news/atom.xml is an Atom feed (application/atom+xml; charset=utf-8)" \
    test "$status" = 200 -a "$(header feed content-type)" = "application/atom+xml; charset=utf-8"
  check "  byte for byte the file, with exactly the headers of _headers" \
    test "$(cmp -s "$tmp/feed.b" "$site/news/atom.xml" && has_headers feed && echo yes)" = yes
else
  fail "$site/news/atom.xml is missing: the site's news feed"
fi

status=$(fetch missing "$web/no-such-page-$RANDOM/")
check "an unknown path is 404" test "$status" = 404
check "  with the site's 404 page" cmp -s "$tmp/missing.b" "$site/404.html"
check "  carrying exactly the headers of _headers" has_headers missing

for language in fr es; do
  status=$(fetch "missing_$language" "$web/$language/no-such-page-$RANDOM/")
  check "an unknown path under /$language/ is 404 with the $language 404 page" \
    test "$status" = 404 -a "$(cmp -s "$tmp/missing_$language.b" "$site/$language/404.html" && echo same)" = same
  check "  carrying exactly the headers of _headers" has_headers "missing_$language"
done

status=$(fetch missing_asset "$web/assets/no-such-file-$RANDOM.js")
check "an unknown asset is 404 with the site's 404 page" \
  test "$status" = 404 -a "$(cmp -s "$tmp/missing_asset.b" "$site/404.html" && echo same)" = same
check "  carrying exactly the headers of _headers" has_headers missing_asset

status=$(fetch not_found_page "$web/404.html")
check "/404.html asked for by name is 404 too (with the same page)" \
  test "$status" = 404 -a "$(cmp -s "$tmp/not_found_page.b" "$site/404.html" && echo same)" = same
check "  carrying exactly the headers of _headers" has_headers not_found_page

status=$(fetch headers_file "$web/_headers")
check "/_headers is not served (404)" test "$status" = 404
status=$(fetch redirects_file "$web/_redirects")
check "/_redirects is not served (404)" test "$status" = 404
status=$(fetch map_file "$web/redirects.map")
check "/redirects.map is not served (404)" test "$status" = 404

# ---------------------------------------------------------------------------------------------
step "The forms service through nginx"
api_error_headers() { # the headers the service puts on every answer, as "name: value" lines
  for key in content-type cache-control x-content-type-options content-security-policy; do
    printf '%s: %s\n' "$key" "$(header "$1" "$key")"
  done
}
request_id_ok() { [[ "$(header "$1" x-request-id)" =~ ^[A-Za-z0-9._-]{1,64}$ ]]; }
# answers_as_service NAME STATUS CODE MESSAGE: nginx's own answer in the service's JSON, with the
# service's headers (those of its own 404, fetched directly) and a request id.
answers_as_service() {
  local name=$1 expected=$2 code=$3 message=$4 ok=0
  [ "$status" = "$expected" ] || { echo "        status $status, not $expected"; ok=1; }
  body_is "$name" "{\"code\":\"$code\",\"message\":\"$message\"}" || { echo "        body: $(head -c 200 "$tmp/$name.b")"; ok=1; }
  if [ "$(api_error_headers "$name")" != "$(api_error_headers service_404)" ]; then
    diff <(api_error_headers service_404) <(api_error_headers "$name") | sed 's/^/        /'
    ok=1
  fi
  request_id_ok "$name" || { echo "        no X-Request-Id"; ok=1; }
  return $ok
}
fetch service_404 "http://127.0.0.1:$api_port/api/no-such-endpoint" >/dev/null

status=$(fetch live "$web/api/health/live")
check "/api/health/live through nginx is 200 {\"status\":\"ok\"}" \
  test "$status" = 200 -a "$(cat "$tmp/live.b")" = '{"status":"ok"}'
status=$(fetch ready "$web/api/health/ready")
check "/api/health/ready through nginx is 200 {\"status\":\"ok\"} (SQLite answers)" \
  test "$status" = 200 -a "$(cat "$tmp/ready.b")" = '{"status":"ok"}'
status=$(fetch health "$web/api/health")
check "/api/health (the old path) answers as /api/health/ready" \
  test "$status" = 200 -a "$(cat "$tmp/health.b")" = '{"status":"ok"}' -a \
  "$(header health content-type)" = "application/json; charset=utf-8"
status=$(fetch openapi "$web/api/openapi.json")
check "/api/openapi.json (the forms' contract) through nginx is 200" test "$status" = 200
check "the service's answers carry its own Content-Security-Policy, not the pages'" \
  test "$(header openapi content-security-policy)" = "default-src 'none'; frame-ancestors 'none'"
status=$(fetch docs "$web/api/docs")
check "/api/docs (the 1.6 MB browsable docs) is closed: 404 as the service answers an unknown path" \
  answers_as_service docs 404 not_found "There is no such endpoint."
status=$(fetch docs_slash "$web/api/docs/")
check "  and /api/docs/ too" test "$status" = 404
status=$(fetch metrics_direct "http://127.0.0.1:$api_port/api/metrics")
check "/api/metrics is served to a scraper on this machine (200, Prometheus text)" \
  test "$status" = 200 -a "$(grep -c '^# TYPE forms_' "$tmp/metrics_direct.b")" -gt 0
status=$(fetch metrics "$web/api/metrics")
check "/api/metrics through nginx is not served (404, as the service answers an unknown path)" \
  answers_as_service metrics 404 not_found "There is no such endpoint."

# Request ids: nginx's $request_id goes to the service, comes back, and is in the access log.
status=$(fetch traced "$web/api/health/ready")
traced_id=$(header traced x-request-id)
check "an answer through nginx carries X-Request-Id, nginx's request id" \
  test -n "$traced_id" -a "$(printf '%s' "$traced_id" | tr -d '0-9a-f' | wc -c)" -eq 0 -a "${#traced_id}" -eq 32
sleep 0.2 # nginx writes the log line once the answer is sent
check "  and the access log's line for the request has request_id=$traced_id" \
  grep -q "\"GET /api/health/ready HTTP/1.1\" 200 .* request_id=$traced_id " "$access_log"
status=$(fetch spoofed -H 'X-Request-Id: chosen-by-the-client' "$web/api/health/ready")
check "  a client's own X-Request-Id does not replace nginx's" \
  test "$(header spoofed x-request-id)" != chosen-by-the-client -a -n "$(header spoofed x-request-id)"
status=$(fetch direct_id -H 'X-Request-Id: balancer.id-42_A' "http://127.0.0.1:$api_port/api/health/live")
check "the service answers a sane X-Request-Id with the same id" \
  test "$(header direct_id x-request-id)" = balancer.id-42_A
status=$(fetch direct_bad_id -H 'X-Request-Id: no spaces/or slashes' "http://127.0.0.1:$api_port/api/health/live")
check "  and replaces one that is not (1-64 of A-Za-z0-9._-) with its own" \
  request_id_ok direct_bad_id

# The limit is 64 KiB on both sides: one byte more is refused, exactly 64 KiB is not.
head -c 65537 /dev/zero | tr '\0' 'a' >"$tmp/too-large"
head -c 65536 /dev/zero | tr '\0' 'a' >"$tmp/at-limit"
head -c 70000 /dev/zero | tr '\0' 'a' >"$tmp/70k"
fetch too_large_direct -X POST -H 'Content-Type: application/json' --data-binary @"$tmp/too-large" \
  "http://127.0.0.1:$api_port/api/users/signup" >/dev/null
status=$(fetch too_large -X POST -H 'Content-Type: application/json' --data-binary @"$tmp/too-large" \
  "$web/api/users/signup")
check "a body of 64 KiB + 1 byte is refused by nginx: 413 in the service's JSON, with its headers" \
  answers_as_service too_large 413 too_large "The request body is larger than 64 KiB."
check "  the service's own answer, byte for byte" cmp -s "$tmp/too_large.b" "$tmp/too_large_direct.b"
status=$(fetch too_large_70k -X POST -H 'Content-Type: application/json' --data-binary @"$tmp/70k" \
  "$tls/api/users/submit-form")
check "a body of 70 KB over https: the same 413, and Strict-Transport-Security" \
  test "$(answers_as_service too_large_70k 413 too_large "The request body is larger than 64 KiB." && echo ok)" = ok -a \
  "$(header too_large_70k strict-transport-security)" = "max-age=63072000"
status=$(fetch too_large_chunked -X POST -H 'Content-Type: application/json' \
  -H 'Transfer-Encoding: chunked' --data-binary @"$tmp/too-large" "$web/api/users/signup")
check "the same body sent in chunks (no length announced) is 413 with the same answer" \
  test "$status" = 413 -a "$(cmp -s "$tmp/too_large_chunked.b" "$tmp/too_large_direct.b" && echo same)" = same
status=$(fetch at_limit -X POST -H 'Content-Type: application/json' --data-binary @"$tmp/at-limit" \
  "$web/api/users/signup")
check "a body of exactly 64 KiB reaches the service (its own JSON 400, untouched by nginx)" \
  test "$status" = 400 -a "$(header at_limit content-type)" = "application/json; charset=utf-8" -a \
  "$(head -c 9 "$tmp/at_limit.b")" = '{"code":"'

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
    if grep -l "^To: $account" "$state"/outbox/*.eml >/dev/null 2>&1; then
      grep -l "^To: $account" "$state"/outbox/*.eml |
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
step "nginx's own 502 and 504 on /api/, in the service's JSON"
systemctl stop forms-api
status=$(fetch stopped_get "$web/api/health/ready")
check "the service stopped: GET is 502 with the service's 5xx message, JSON and headers" \
  answers_as_service stopped_get 502 unavailable "Something went wrong on our side. Please try again later."
status=$(fetch stopped_post -X POST -H 'Content-Type: application/json' --data "$login_body" "$tls/api/users/login")
check "  and a POST over https the same, with Strict-Transport-Security" \
  test "$(answers_as_service stopped_post 502 unavailable "Something went wrong on our side. Please try again later." && echo ok)" = ok -a \
  "$(header stopped_post strict-transport-security)" = "max-age=63072000"
check "  answered at once (under 1 s)" took_at_most stopped_get 1
sleep 0.2
check "  the access log's line carries the same request id as the answer" \
  grep -q "request_id=$(header stopped_get x-request-id) " "$access_log"
systemctl start forms-api
wait_for "$web/api/health" 60 || die "forms-api did not start again: $(tail -5 "$service_log")"

# A service that accepts and never answers: its process stopped, nginx's read timeout lowered to 1 s.
cp "$prefix/conf/snippets/iaaii-site.conf" "$tmp/iaaii-site.conf.kept"
render "$prefix/conf/snippets/iaaii-site.conf" "proxy_read_timeout 15s;" "proxy_read_timeout 1s;"
reload_nginx
stalled_pid=$(cat "$tmp/run/forms-api.pid")
kill -STOP "$stalled_pid"
status=$(fetch stalled "$web/api/health/ready")
check "a service that does not answer: 504 with the service's 5xx message, JSON and headers" \
  answers_as_service stalled 504 unavailable "Something went wrong on our side. Please try again later."
kill -CONT "$stalled_pid"
stalled_pid=""
cp "$tmp/iaaii-site.conf.kept" "$prefix/conf/snippets/iaaii-site.conf"
reload_nginx
wait_for "$web/api/health" 30 || die "forms-api did not answer again after SIGCONT"

# ---------------------------------------------------------------------------------------------
step "The service's log (its journal)"
no_colours() { ! grep -q $'\e\[' "$service_log"; }
check "no terminal colour codes in the log (it is not a terminal)" no_colours
check "the start-up line names the version, the backend (sqlite) and the mail mode (outbox)" \
  grep -qiE 'version.*sqlite|sqlite.*version' "$service_log"
check "  and mail going to a folder" grep -qi 'outbox' "$service_log"

# ---------------------------------------------------------------------------------------------
application() { # application EMAIL: submits one, follows the link mailed to EMAIL; prints its reference
  curl -ks -o /dev/null -X POST -H 'Content-Type: application/json' "$web/api/users/submit-form" --data \
    "{\"firstName\":\"Grace\",\"familyName\":\"Hopper\",\"gender\":\"Female\",\"email\":\"$1\",\"country\":\"United States of America\",\"mobile\":\"+1 555 010 0199\",\"jobTitle\":\"Professor\",\"jobClassification\":\"Academic\",\"highestQualification\":\"PhD\",\"department\":\"Computer Science\",\"institution\":\"Example University\",\"yearsInAcademia\":12,\"researchInterests\":\"Compilers\",\"subjectClassification\":\"\",\"areasOfSpecialization\":\"Language design\",\"contactPersonInstitution\":\"Example University\",\"contactPersonName\":\"Alan Turing\",\"areasForCollaboration\":\"Teaching\",\"confidentialityConsent\":true,\"membershipType\":\"regular\"}"
  local token="" attempt
  for attempt in $(seq 50); do
    token=$(grep -l "^To: $1" "$state"/outbox/*.eml 2>/dev/null |
      xargs -r perl -MMIME::QuotedPrint -0777 -ne 'print decode_qp($_)' |
      grep -o 'confirm-application#token=[0-9a-f]\{64\}' | head -n 1 | cut -d= -f2 || true)
    [ -n "$token" ] && break
    sleep 0.1
  done
  curl -ks -X POST -H 'Content-Type: application/json' --data "{\"token\":\"$token\"}" \
    "$web/api/users/confirm-application" | grep -o 'IAAII-[0-9]*-[0-9]*' || true
}
number_of() { printf '%s\n' "${1##*-}" | sed 's/^0*//'; }
# references_after LATER EARLIER: LATER's number is above EARLIER's.
references_after() { [ -n "$1" ] && [ -n "$2" ] && [ "$(number_of "$1")" -gt "$(number_of "$2")" ]; }
private_to_user() { [ "$(stat -c '%U %a' "$1" 2>/dev/null)" = "$user 600" ]; }
# The applications as the service's database has them (forms-admin, as the guide runs it).
admin_export() { "$root/usr/local/sbin/forms-admin" applications export --format csv 2>&1 || true; }

if ! is_root; then
  echo "  not root: the guide's steps (runuser, the service's user) and PostgreSQL are skipped"
else
  # -------------------------------------------------------------------------------------------
  step "The guide on SQLite: health, backups, restore, upgrade and rollback, the mail queue"
  mkdir -p "$tmp/admin"
  check_steps "$tmp/admin" health
  check "  it printed the readiness answer" grep -qF '{"status":"ok"}' "$tmp/steps/health.log"

  kept_reference=$(application "kept-$RANDOM@example.org")
  check "an application through nginx is acknowledged with a reference ($kept_reference)" test -n "$kept_reference"
  check_steps "$tmp/admin" sqlite-backup
  manual=$state/backups/before-upgrade.db
  check "  the backup by hand is there, the service user's alone (0600)" private_to_user "$manual"
  nightly=$(find "$state/backups" -name 'forms-*.db' | head -n 1)
  check "  the backup unit's copy is forms-<UTC time>.db, 0600" \
    test "$([[ "$(basename "$nightly")" =~ ^forms-[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{6}Z\.db$ ]] && private_to_user "$nightly" && echo ok)" = ok
  check "  both hold the application" test "$(sqlite3 "$manual" "SELECT count(*) FROM applications")" -ge 1
  # The unit keeps 14 days: an older copy goes, a recent one stays.
  touch -d '20 days ago' "$state/backups/forms-2000-01-01T000000Z.db"
  touch -d '2 days ago' "$state/backups/forms-2000-01-02T000000Z.db"
  sleep 1 # the unit's copy of a second ago has this second's name
  systemctl start forms-api-backup >"$tmp/backup-unit.log" 2>&1 || cat "$tmp/backup-unit.log"
  check "the backup unit deletes copies older than 14 days and keeps the others" \
    test ! -e "$state/backups/forms-2000-01-01T000000Z.db" -a -e "$state/backups/forms-2000-01-02T000000Z.db"
  rm -f "$state/backups/forms-2000-01-02T000000Z.db"
  lost_reference=$(application "lost-$RANDOM@example.org")

  # A restored copy: refused by serve until the references continue after the last one mailed.
  systemctl stop forms-api
  install -o "$user" -g "$group" -m 0600 "$manual" "$state/forms.db"
  rm -f "$state/forms.db-wal" "$state/forms.db-shm"
  systemctl start forms-api
  refused() {
    local pid
    pid=$(cat "$tmp/run/forms-api.pid")
    for _ in $(seq 100); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    ! kill -0 "$pid" 2>/dev/null && tail -5 "$service_log" | grep -q 'continue-after'
  }
  check "serve refuses a restored copy until 'applications continue-after' ran (and says so)" refused
  systemctl stop forms-api

  check_steps "$tmp/admin" sqlite-restore
  wait_for "$web/api/health/ready" 30 || true
  after_restore=$(application "after-restore-$RANDOM@example.org")
  check "after the restore, the next reference ($after_restore) follows the one the guide names, not one mailed before ($lost_reference)" \
    references_after "$after_restore" "$lost_reference"
  check "  and the application acknowledged before the backup is there" \
    grep -q "$kept_reference" <(admin_export)

  check_steps "$tmp/admin" applications
  check "  the export holds the applications" grep -q "$kept_reference" "$tmp/admin/applications.csv"
  check_steps "$tmp/admin" sqlite-mail-queue
  check_steps "$tmp/build" upgrade rollback
  check "  the upgrade's backup was taken first" \
    test -n "$(find "$state/backups" -name 'before-upgrade-*.db')"
  wait_for "$web/api/health/ready" 30 || true
  status=$(fetch after_rollback "$web/api/health/ready")
  check "  after the rollback the service is ready again" test "$status" = 200
fi

if is_root; then
  # -------------------------------------------------------------------------------------------
  step "The guide on PostgreSQL (docs/deployment-postgresql.md), against a real server"
  pg_dir=$tmp/postgres
  pg_url=$(bash scripts/postgres.sh start "$pg_dir")
  pg_port=${pg_url##*:}
  pg_port=${pg_port%%/*}
  pg_home=$(cat "$pg_dir/.cluster-home")
  pg_bin=/usr/lib/postgresql/$(cat "$pg_home/data/PG_VERSION")/bin
  as_superuser() {
    runuser -u postgres -- "$pg_bin/psql" -X -q -v ON_ERROR_STOP=1 -h "$pg_home" -p "$pg_port" \
      -U postgres -d postgres "$@"
  }
  pg_ctl_as_server() { runuser -u postgres -- "$pg_bin/pg_ctl" -D "$pg_home/data" "$@"; }
  # As on a server: no role or database of the guide's yet, and TCP connections need a password
  # (postgres.sh's cluster trusts every one, and has a forms role of its own).
  as_superuser -c 'DROP DATABASE forms' -c 'DROP ROLE forms'
  printf 'local all all trust\nhost all all 127.0.0.1/32 scram-sha-256\n' >"$pg_home/data/pg_hba.conf"
  pg_ctl_as_server reload >/dev/null
  write_localize
  # The guide's `runuser -u postgres -- psql` reaches the server through its socket (PGHOST), and
  # its TCP connections use 127.0.0.1 on the test's port.
  export PGHOST=$pg_home PGPORT=$pg_port
  echo "PostgreSQL $(cat "$pg_home/data/PG_VERSION") on 127.0.0.1:$pg_port"

  check_steps "$tmp/admin" pg-setup
  env_file=$root/etc/iaaii-forms/forms-api.env
  check "  the environment file is still root's alone (0600), with DATABASE_URL" \
    test "$(stat -c '%U %a' "$env_file")" = "root 600" -a -n "$(grep '^DATABASE_URL=postgres://forms:' "$env_file")"
  check "  ~/.pgpass is root's alone (0600)" test "$(stat -c '%U %a' "$root/root/.pgpass" 2>/dev/null)" = "root 600"
  pg_password=$(sed -n 's|^DATABASE_URL=postgres://forms:\([^@]*\)@.*|\1|p' "$env_file")
  no_password=$(HOME=$tmp/nowhere PGPASSWORD='' "$pg_bin/psql" -X -h 127.0.0.1 -p "$pg_port" -U forms \
    -d iaaii_forms -w -c 'SELECT 1' 2>&1 || true)
  check "  the server asks for the password on TCP (the test is not fooled by trust)" \
    grep -q 'password' <<<"$no_password"

  systemctl restart forms-api
  wait_for "$web/api/health/ready" 70 || true
  status=$(fetch pg_ready "$web/api/health/ready")
  check "the service restarted on PostgreSQL is ready (200)" test "$status" = 200
  check "  its start-up line names the backend (postgres)" grep -qi 'postgres' "$service_log"

  pg_kept=$(application "pg-kept-$RANDOM@example.org")
  check "an application on PostgreSQL is acknowledged ($pg_kept)" test -n "$pg_kept"
  check_steps "$tmp/admin" pg-backup
  check "  the backup by hand is there, the service user's alone (0600)" \
    private_to_user "$state/backups/before-upgrade.dump"
  pg_nightly=$(find "$state/backups" -name 'forms-*.dump' | head -n 1)
  check "  the backup unit's copy is forms-<UTC time>.dump, 0600, an archive pg_restore reads" \
    test "$([[ "$(basename "$pg_nightly")" =~ ^forms-[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{6}Z\.dump$ ]] &&
      private_to_user "$pg_nightly" && "$pg_bin/pg_restore" --list "$pg_nightly" >/dev/null && echo ok)" = ok
  pg_lost=$(application "pg-lost-$RANDOM@example.org")

  check_steps "$tmp/admin" pg-restore
  wait_for "$web/api/health/ready" 70 || true
  pg_after=$(application "pg-after-$RANDOM@example.org")
  check "after the restore, the next reference ($pg_after) follows the one the guide names, not one mailed before ($pg_lost)" \
    references_after "$pg_after" "$pg_lost"
  check "  the application acknowledged before the backup is there" grep -q "$pg_kept" <(admin_export)
  check_steps "$tmp/admin" pg-mail-queue pg-drop-old

  # An outage: the database stops; the service says so at once, and recovers by itself.
  pg_ctl_as_server stop -m fast -w >/dev/null
  status=$(fetch outage_ready "$web/api/health/ready")
  check_answer outage_ready "PostgreSQL stopped: /api/health/ready is the service's own 503 through nginx, with the reason" \
    test "$status" = 503 -a "$(grep -c '"status":"unavailable"' "$tmp/outage_ready.b")" = 1 -a \
    "$(grep -c '"reason":"[^"]' "$tmp/outage_ready.b")" = 1
  check "  within 5 s" took_at_most outage_ready 5
  status=$(fetch outage_live "$web/api/health/live")
  check "  while /api/health/live is 200 (the process runs)" test "$status" = 200
  status=$(fetch outage_login -X POST -H 'Content-Type: application/json' --data "$login_body" "$web/api/users/login")
  check_answer outage_login "  a sign-in is the service's JSON 503 within 5 s, not nginx's 504" \
    test "$status" = 503 -a "$(header outage_login content-type)" = "application/json; charset=utf-8" -a \
    "$(took_at_most outage_login 5 && echo fast)" = fast
  outage_id=$(header outage_login x-request-id)
  check "  the service's error line for it carries its request id ($outage_id)" \
    test "$(grep -F "$outage_id" "$service_log" | grep -ci 'error\|warn')" -gt 0
  status=$(fetch outage_metrics "http://127.0.0.1:$api_port/api/metrics")
  database_down_at_once() {
    grep -q '^forms_database_up 0$' "$tmp/outage_metrics.b" && took_at_most outage_metrics 2.9 ||
      { printf '        in %s s: ' "$(cat "$tmp/outage_metrics.t")"; grep '^forms_database_up' "$tmp/outage_metrics.b" || echo; false; }
  }
  check "  metrics answer with forms_database_up 0, without waiting for the pool (under 3 s)" \
    database_down_at_once
  pg_ctl_as_server start -l "$pg_home/server.log" -w >/dev/null
  check "PostgreSQL back: the service is ready again by itself (within 30 s)" \
    wait_for "$web/api/health/ready" 30

  passwords_hidden() {
    ! grep -rlF "$pg_password" "$service_log" "$tmp/steps" "$prefix/logs" "$tmp/backup-unit.log" 2>/dev/null
  }
  check "the database password is in no output (the service's log, the guide's steps, nginx's logs)" \
    test "$(passwords_hidden && [ -n "$pg_password" ] && echo hidden)" = hidden
  unset PGHOST PGPORT
fi

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
