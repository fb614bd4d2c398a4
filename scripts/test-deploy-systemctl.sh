#!/usr/bin/env bash
# Stands in for systemctl in scripts/test-deploy.sh, where systemd may not run (CI's container
# has none): starts and stops the units of deploy/ the way systemd runs them on the server, so the
# guide's steps that say `systemctl stop forms-api` can run as written.
#
#   systemctl start|stop|restart forms-api        the service, in the background (Type=exec)
#   systemctl start forms-api-backup              a oneshot unit: ExecStart, then ExecStartPost
#   systemctl start forms-api-purge
#
# What it does of systemd's work, read from the unit: Environment= (in order), then
# EnvironmentFile= (read as root, as systemd does), User= and Group=, StateDirectory= with
# StateDirectoryMode=, WorkingDirectory=, UMask=, ExecStart= and ExecStartPost= with systemd's $$
# and %% undone. Paths are mapped into the test's miniature server by the same sed script as the
# guide's steps. From the environment, set by test-deploy.sh:
#   DEPLOY_TEST_UNITS     the folder of the units (deploy/)
#   DEPLOY_TEST_LOCALIZE  the sed script that maps the server's paths and ports into the test
#   DEPLOY_TEST_RUN       where the service's pid and log (its journal) are kept
#   DEPLOY_TEST_USER, DEPLOY_TEST_GROUP  who User=iaaii-forms and Group=iaaii-forms become
set -euo pipefail

units=${DEPLOY_TEST_UNITS:?}
localize=${DEPLOY_TEST_LOCALIZE:?}
run=${DEPLOY_TEST_RUN:?}
user=${DEPLOY_TEST_USER:?}
group=${DEPLOY_TEST_GROUP:?}

die() {
  printf 'systemctl (test stand-in): %s\n' "$*" >&2
  exit 1
}

# setting UNIT KEY: each value of KEY in the unit, paths mapped, one a line.
setting() { sed -n "s/^$2=//p" "$units/$1.service" | sed -f "$localize"; }

# The unit's own settings for the command: its environment, user, folders and umask. Values go
# through the environment, as under systemd, never through a command line.
prepare() {
  local unit=$1 mode dir assignment
  mode=$(setting "$unit" StateDirectoryMode)
  for dir in $(setting "$unit" StateDirectory); do
    dir=$(printf '/var/lib/%s\n' "$dir" | sed -f "$localize")
    mkdir -p "$dir"
    chmod "${mode:-0755}" "$dir"
    [ "$(id -u)" -ne 0 ] || chown "$user:$group" "$dir"
  done
  while read -r name; do unset "$name"; done < <(compgen -e | grep -v '^DEPLOY_TEST_')
  export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8
  while IFS= read -r assignment; do
    export "${assignment%%=*}=${assignment#*=}"
  done < <(setting "$unit" Environment)
  while IFS= read -r file; do
    set -a
    # shellcheck disable=SC1090
    . "${file#-}"
    set +a
  done < <(setting "$unit" EnvironmentFile)
  umask "$(setting "$unit" UMask | tail -n 1)"
  cd "$(setting "$unit" WorkingDirectory | tail -n 1)"
}

# as_user COMMAND...: the unit's User= and Group= (setpriv execs, so the pid stays the command's).
as_user() {
  if [ "$(id -u)" -eq 0 ]; then
    exec setpriv --reuid="$user" --regid="$group" --clear-groups -- "$@"
  else
    exec "$@"
  fi
}

# A unit's command line, with systemd's escapes undone; run by bash, whose quoting the units use.
command_line() { printf '%s\n' "$1" | sed -e 's/\$\$/$/g' -e 's/%%/%/g'; }

alive() { # the pid runs (a zombie does not count)
  kill -0 "$1" 2>/dev/null && [ "$(awk '{ print $3 }' "/proc/$1/stat" 2>/dev/null)" != Z ]
}

start_service() {
  local pid line
  if [ -f "$run/forms-api.pid" ] && alive "$(cat "$run/forms-api.pid")"; then return 0; fi
  line=$(command_line "$(setting forms-api ExecStart)")
  (
    prepare forms-api
    eval "set -- $line"
    as_user "$@"
  ) </dev/null >>"$run/forms-api.log" 2>&1 &
  pid=$!
  echo "$pid" >"$run/forms-api.pid"
}

stop_service() {
  local pid
  [ -f "$run/forms-api.pid" ] || return 0
  pid=$(cat "$run/forms-api.pid")
  rm -f "$run/forms-api.pid"
  alive "$pid" || return 0
  kill -TERM "$pid"
  # TimeoutStopSec=20s, then SIGKILL.
  for _ in $(seq 200); do
    alive "$pid" || return 0
    sleep 0.1
  done
  kill -KILL "$pid" 2>/dev/null || true
}

run_oneshot() {
  local unit=$1 line
  [ -f "$units/$unit.service" ] || die "no unit $unit"
  while IFS= read -r line; do
    (
      prepare "$unit"
      eval "set -- $(command_line "$line")"
      as_user "$@"
    ) </dev/null || die "$unit: $line failed"
  done < <(setting "$unit" ExecStart && setting "$unit" ExecStartPost)
}

[ $# -eq 2 ] || die "usage: systemctl start|stop|restart UNIT"
unit=${2%.service}
case "$1:$unit" in
  start:forms-api) start_service ;;
  stop:forms-api) stop_service ;;
  restart:forms-api) stop_service && start_service ;;
  start:forms-api-backup | start:forms-api-purge) run_oneshot "$unit" ;;
  *) die "$1 $2 is not something this stand-in does" ;;
esac
