#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the forms service's integration tests.
#
#   postgres.sh install             installs Debian's PostgreSQL when missing, and nothing else
#   postgres.sh start DIR           a fresh cluster in DIR; prints its URL (also kept in DIR/url)
#   postgres.sh url DIR             the URL of the cluster running in DIR
#   postgres.sh createdb DIR NAME   a new empty database NAME owned by the forms role; prints its URL
#   postgres.sh pause DIR           stops the server, keeping the cluster (an outage, for tests)
#   postgres.sh resume DIR          starts the paused server again, on the same port
#   postgres.sh stop DIR            stops the cluster and removes DIR; fine when already stopped
#
# Installs Debian's PostgreSQL when it is missing, but never uses the system cluster. The server
# listens on 127.0.0.1 only, on a free port, trusts loopback connections and keeps fsync on (the
# crash tests rely on it). Only URLs go to stdout; diagnostics go to stderr. As root, the server
# runs as the `postgres` user, since PostgreSQL refuses to run as root.
set -euo pipefail

role=forms
marker=.cluster-home # in DIR: where the data, log and socket live (DIR itself, or under /tmp)

# The caller's PGHOST, PGSSLMODE, PGOPTIONS... must not steer our own psql and pg_ctl.
while read -r name; do unset "$name"; done < <(compgen -e | grep '^PG' || true)

note() { printf 'postgres.sh: %s\n' "$*" >&2; }
die() {
  note "$*"
  exit 1
}

sudo_unless_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  else
    command -v sudo >/dev/null || die "not root and no sudo: cannot run $*"
    sudo "$@"
  fi
}

# PostgreSQL refuses to run as root, so root hands the server to the `postgres` user.
as_server() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

newest_bin() {
  local initdb
  initdb=$(printf '%s\n' /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)
  [ -x "$initdb" ] && dirname "$initdb"
}

# Debian's packages, without the `main` cluster they would otherwise create and start.
install_postgres() {
  local dropin=/etc/postgresql-common/createcluster.d/no-main-cluster-during-install.conf
  note "installing PostgreSQL (apt-get)"
  sudo_unless_root mkdir -p "${dropin%/*}"
  echo 'create_main_cluster = false' | sudo_unless_root tee "$dropin" >/dev/null
  local status=0
  {
    sudo_unless_root apt-get update -qq -o DPkg::Lock::Timeout=300 &&
      sudo_unless_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
        -o DPkg::Lock::Timeout=300 --no-install-recommends postgresql
  } >&2 || status=$?
  sudo_unless_root rm -f "$dropin"
  sudo_unless_root rmdir --ignore-fail-on-non-empty "${dropin%/*}"
  [ "$status" -eq 0 ] || die "apt-get could not install postgresql"
}

# One install at a time when several clusters start at once on a fresh machine.
ensure_installed() {
  newest_bin >/dev/null && return 0
  local lock
  lock="/tmp/postgres-sh-install.$(id -u).lock"
  {
    flock 9
    newest_bin >/dev/null || install_postgres
  } 9>"$lock"
  newest_bin >/dev/null || die "no /usr/lib/postgresql/*/bin/initdb after installing"
}

ensure_server_user() {
  [ "$(id -u)" -eq 0 ] || return 0
  id postgres >/dev/null 2>&1 && return 0
  note "creating the postgres system user"
  useradd --system --user-group --home-dir /var/lib/postgresql --no-create-home \
    --shell /bin/sh postgres
}

# Prints where the cluster of DIR lives: DIR itself when the server user can reach it and the
# socket path fits the 107-byte limit, else a private folder under /tmp.
make_home() {
  local dir="$1" home
  if [ "$(id -u)" -eq 0 ]; then chown postgres: "$dir"; fi
  if as_server test -w "$dir" -a -x "$dir" && [ "${#dir}" -le 90 ]; then
    echo "$dir"
    return
  fi
  home=$(mktemp -d /tmp/forms-postgres.XXXXXX)
  if [ "$(id -u)" -eq 0 ]; then chown postgres: "$home"; fi
  note "$dir is out of the server's reach or too long for a socket path; the cluster lives in $home"
  echo "$home"
}

home_of() {
  local dir="$1" home
  home=$(cat "$dir/$marker")
  if [ "$home" = "$dir" ] || [[ "$home" =~ ^/tmp/forms-postgres\.[A-Za-z0-9]{6}$ ]]; then
    echo "$home"
  else
    die "$dir/$marker names $home, which this script did not create"
  fi
}

bin_of() { # the binaries of the cluster's own major version
  local version
  version=$(cat "$1/data/PG_VERSION" 2>/dev/null) || return 1
  [ -x "/usr/lib/postgresql/$version/bin/pg_ctl" ] && echo "/usr/lib/postgresql/$version/bin"
}

# The pid in postmaster.pid is our server only if that process works in our data folder: after a
# kill -9 the file stays behind, and its pid may since belong to anything.
running_pid() {
  local data="$1/data" pid
  pid=$(head -n 1 "$data/postmaster.pid" 2>/dev/null) || return 1
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  [ "$(readlink "/proc/$pid/cwd" 2>/dev/null)" = "$(cd "$data" && pwd -P)" ] || return 1
  echo "$pid"
}

stop_server() {
  local home="$1" pid bin
  pid=$(running_pid "$home") || return 0
  if bin=$(bin_of "$home"); then
    as_server "$bin/pg_ctl" stop -D "$home/data" -m fast -w -t 30 >/dev/null 2>&1 ||
      as_server "$bin/pg_ctl" stop -D "$home/data" -m immediate -w -t 10 >/dev/null 2>&1 || true
  fi
  if running_pid "$home" >/dev/null; then
    note "the server (pid $pid) ignored pg_ctl stop; killing it"
    kill -KILL "$pid" 2>/dev/null || true
  fi
}

write_settings() {
  local home="$1" port="$2"
  cat >"$home/data/test-settings.conf" <<EOF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '${home//\'/\'\'}'
max_connections = 200
shared_buffers = 128MB
fsync = on
synchronous_commit = on
full_page_writes = on
EOF
  cat >"$home/data/pg_hba.conf" <<EOF
local all all trust
host all all 127.0.0.1/32 trust
EOF
  if [ "$(id -u)" -eq 0 ]; then chown postgres: "$home/data/test-settings.conf" "$home/data/pg_hba.conf"; fi
}

port_taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# The first port of the kernel's range for the local ports of outgoing connections: a client
# connection can hold a port in that range, which no listen check sees.
ephemeral_low() {
  local low=32768
  read -r low _ 2>/dev/null </proc/sys/net/ipv4/ip_local_port_range || true
  if [[ "$low" =~ ^[0-9]+$ ]] && [ "$low" -gt 11000 ]; then echo "$low"; else echo 32768; fi
}

# Starts the server on a free port below that range and prints the port; tries another when a
# concurrent start takes the same one first.
start_on_free_port() {
  local home="$1" bin="$2" port attempt output low
  low=$(ephemeral_low)
  for attempt in $(seq 20); do
    port=$((10000 + RANDOM % (low - 10000)))
    port_taken "$port" && continue
    write_settings "$home" "$port"
    rm -f "$home/server.log"
    if output=$(as_server "$bin/pg_ctl" start -D "$home/data" -l "$home/server.log" -w -t 60 2>&1); then
      echo "$port"
      return 0
    fi
    if ! grep -q 'Address already in use' "$home/server.log" 2>/dev/null; then
      printf '%s\n' "$output" >&2
      return 1
    fi
    note "port $port was taken (attempt $attempt); trying another"
  done
  return 1
}

wait_for_connections() {
  local bin="$1" port="$2"
  for _ in $(seq 100); do
    "$bin/pg_isready" -q -h 127.0.0.1 -p "$port" -U postgres -d postgres && return 0
    sleep 0.1
  done
  die "the server on port $port does not accept connections"
}

create_role_and_database() {
  local bin="$1" port="$2"
  "$bin/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U postgres -d postgres <<EOF >&2
CREATE ROLE $role LOGIN CREATEDB PASSWORD '$role';
CREATE DATABASE $role OWNER $role;
EOF
}

report_failure() {
  local home="$1" log="$1/server.log"
  [ -s "$log" ] || log="$home/initdb.log" # the server never started: initdb failed
  if [ -s "$log" ]; then
    note "last lines of $log:"
    tail -n 30 "$log" >&2
  fi
  stop_server "$home"
}

cmd_start() {
  local dir="$1" bin home port url
  if [ -f "$dir/$marker" ]; then cmd_stop "$dir"; fi
  if [ -e "$dir" ] && [ -n "$(ls -A "$dir")" ]; then
    die "$dir is not empty and holds no cluster of ours; give an empty or missing folder"
  fi
  ensure_installed
  ensure_server_user
  bin=$(newest_bin)
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd -P)
  cd / # the server user may not be allowed into the caller's working folder
  home=$(make_home "$dir")
  echo "$home" >"$dir/$marker"
  if [ "$home" != "$dir" ]; then ln -s "$home/data" "$home/server.log" "$dir/"; fi
  starting_home="$home"
  trap 'status=$?; if [ "$status" -ne 0 ]; then report_failure "$starting_home"; fi' EXIT
  trap 'exit 130' INT # so that an interrupted start, too, stops its server on the way out
  trap 'exit 143' TERM

  as_server "$bin/initdb" -D "$home/data" -U postgres -E UTF8 --locale=C.UTF-8 \
    --auth=trust --no-instructions >"$home/initdb.log" 2>&1 || die "initdb failed"
  echo "include 'test-settings.conf'" >>"$home/data/postgresql.conf"
  port=$(start_on_free_port "$home" "$bin") || die "the server did not start"
  wait_for_connections "$bin" "$port"
  create_role_and_database "$bin" "$port" || die "could not create the $role role and database"

  url="postgres://$role@127.0.0.1:$port/$role"
  echo "$url" >"$dir/url"
  trap - EXIT
  echo "$url"
}

# The URL in DIR/url, once the server behind it answers.
running_url() {
  local dir="$1" url port bin
  [ -f "$dir/url" ] || die "no cluster in $dir (no $dir/url)"
  url=$(cat "$dir/url")
  port=${url##*:}
  port=${port%%/*}
  bin=$(bin_of "$(home_of "$dir")") || die "the cluster in $dir has no data folder"
  "$bin/pg_isready" -q -h 127.0.0.1 -p "$port" -U postgres -d postgres || die "the cluster in $dir is not running"
  echo "$url"
}

cmd_createdb() {
  local dir="$1" name="$2" url bin
  [[ "$name" =~ ^[a-z_][a-z0-9_]{0,62}$ ]] ||
    die "database name '$name': use lower-case letters, digits and _ (at most 63)"
  url=$(running_url "$dir")
  bin=$(bin_of "$(home_of "$dir")")
  "$bin/psql" -X -q -v ON_ERROR_STOP=1 -d "$url" -c "CREATE DATABASE \"$name\"" >&2 ||
    die "could not create database $name"
  echo "${url%/*}/$name"
}

cmd_pause() {
  local dir="$1"
  [ -f "$dir/$marker" ] || die "no cluster in $dir"
  stop_server "$(home_of "$dir")"
}

cmd_resume() {
  local dir="$1" home bin url port
  [ -f "$dir/$marker" ] || die "no cluster in $dir"
  home=$(home_of "$dir")
  bin=$(bin_of "$home") || die "the cluster in $dir has no data folder"
  url=$(cat "$dir/url")
  port=${url##*:}
  port=${port%%/*}
  cd /
  as_server "$bin/pg_ctl" start -D "$home/data" -l "$home/server.log" -w -t 30 >/dev/null ||
    die "the server in $dir did not start again"
  wait_for_connections "$bin" "$port"
}

cmd_stop() {
  local dir="$1" home
  [ -e "$dir" ] || return 0
  if [ ! -f "$dir/$marker" ]; then
    [ -z "$(ls -A "$dir")" ] || die "$dir holds no cluster of ours; not removing it"
    rmdir "$dir"
    return 0
  fi
  home=$(home_of "$dir")
  stop_server "$home"
  if [ "$home" != "$dir" ]; then rm -rf "$home"; fi
  rm -rf "$dir"
}

usage() {
  sed -n '4,10p' "$0" >&2
  exit 2
}

case "$#:${1:-}" in
  1:install)
    ensure_installed
    exit 0
    ;;
  2:start | 2:stop | 2:pause | 2:resume | 2:url | 3:createdb) [ -n "$2" ] || usage ;;
  *) usage ;;
esac
dir="$2"
# An absolute path, so that DIR matches the home recorded in it, wherever the caller stands.
if [ -d "$dir" ]; then dir=$(cd "$dir" && pwd -P); fi
case "$1" in
  start) cmd_start "$dir" ;;
  stop) cmd_stop "$dir" ;;
  pause) cmd_pause "$dir" ;;
  resume) cmd_resume "$dir" ;;
  url) running_url "$dir" ;;
  createdb) cmd_createdb "$dir" "$3" ;;
esac
