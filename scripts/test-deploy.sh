#!/usr/bin/env bash
# Checks the deployment files and the deployment guide against reality: nginx, configured from
# deploy/nginx/, serves a built site and proxies /api/ to forms-api run as deploy/forms-api.service
# runs it; the guide's steps (docs/deployment.md, docs/deployment-postgresql.md) run as written,
# on SQLite and on a real PostgreSQL; the systemd units pass systemd's checks.
#
#   bash scripts/test-deploy.sh [SITE_DIR] [FORMS_API_BIN] [PYTEST ARGS...]
#
# SITE_DIR (or DEPLOY_SITE_DIR) is a site built by `ssg build`, default dist/; FORMS_API_BIN (or
# FORMS_API_BIN in the environment) is the service's binary, default target/debug/forms-api.
# DEPLOY_TEST_KEEP=1 keeps the temporary folder (the guide's steps and their output in steps/).
# Builds nothing. Installs the Debian packages the guide names when missing (nginx and its brotli
# module, rsync, brotli, sqlite3; PostgreSQL through scripts/postgres.sh), and pytest and httpx
# into target/test-venv (scripts/python-tools.sh). The test itself is deploy/tests/, in pytest:
# its conftest.py says how the server in a folder is made and the guide's steps are run.
set -euo pipefail
cd "$(dirname "$0")/.."

site=${1:-${DEPLOY_SITE_DIR:-dist}}
forms_api=${2:-${FORMS_API_BIN:-target/debug/forms-api}}
shift $(($# < 2 ? $# : 2))

step() { printf '\n== %s\n' "$*"; }
die() {
  printf 'test-deploy: %s\n' "$*" >&2
  exit 1
}

step "Tools (Debian's packages, installed when missing)"
missing=()
command -v nginx >/dev/null 2>&1 || missing+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
for tool in rsync brotli sqlite3 curl openssl; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "installing ${missing[*]}"
  $sudo apt-get update -qq -o DPkg::Lock::Timeout=300
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq -o DPkg::Lock::Timeout=300 \
    --no-install-recommends "${missing[@]}" >/dev/null
fi
nginx -v 2>&1
# curl is the guide's (its health steps), the others the guide's and the test's.
for tool in curl openssl gzip rsync brotli sqlite3 setpriv; do
  command -v "$tool" >/dev/null 2>&1 || die "$tool is needed"
done
bash scripts/python-tools.sh

step "The deployment test (deploy/tests, pytest)"
target/test-venv/bin/python -m pytest deploy/tests -q --site-dir "$site" --forms-api "$forms_api" "$@"
