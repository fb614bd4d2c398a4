#!/usr/bin/env bash
# The Python tools the service's tests use, in a virtual environment under target/ (nothing is
# installed system-wide): aiosmtpd, the real SMTP server of the mail outage test. Pinned; run again
# when the pin changes.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=target/test-venv
pin="aiosmtpd==1.4.6"
if ! "$venv/bin/python" -c 'import aiosmtpd, sys; sys.exit(aiosmtpd.__version__ != "1.4.6")' 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "$pin"
fi
"$venv/bin/python" -c 'import aiosmtpd; print("aiosmtpd", aiosmtpd.__version__)'
