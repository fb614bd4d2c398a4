#!/usr/bin/env bash
# The Python tools the tests use, in a virtual environment under target/ (nothing is installed
# system-wide): aiosmtpd, the real SMTP server of the mail outage test, and the deployment test's
# pytest and httpx (deploy/tests/requirements.txt). Pinned; installed again when a pin changes.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=target/test-venv
pin="aiosmtpd==1.4.6"
requirements=deploy/tests/requirements.txt
# What was installed, kept in the venv: the pins it was made from.
wanted=$(printf '%s\n' "$pin" && grep -v '^#' "$requirements")
if ! "$venv/bin/python" -c 'import aiosmtpd, sys; sys.exit(aiosmtpd.__version__ != "1.4.6")' 2>/dev/null ||
  [ "$(cat "$venv/pins.txt" 2>/dev/null)" != "$wanted" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "$pin" -r "$requirements"
  printf '%s\n' "$wanted" >"$venv/pins.txt"
fi
"$venv/bin/python" -c 'import aiosmtpd; print("aiosmtpd", aiosmtpd.__version__)'
"$venv/bin/python" -m pytest --version
"$venv/bin/python" -c 'import httpx; print("httpx", httpx.__version__)'
