#!/usr/bin/env bash
# No import cycle: among the modules of each Rust library (contract, ssg, forms-api), read from
# their source by scripts/rust-module-uses.py (every path that names a module, function bodies
# included; a use counts between the sibling modules that hold its two ends), and among the files
# of site/src, read by madge. Prints each cycle with the uses that close it and fails;
# docs/architecture.md says which layer may use which.
#
# madge is installed into site/tools/import-cycles, with the TypeScript 5 compiler it parses with.
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
for package in contract ssg forms-api; do
  printf '%s: ' "$package"
  python3 scripts/rust-module-uses.py "$package/src" | python3 scripts/import-cycles.py || status=1
done

(cd site/tools/import-cycles && npm ci --no-audit --no-fund --silent)
printf 'site/src: '
site/tools/import-cycles/node_modules/.bin/madge --circular --no-spinner --extensions ts,tsx site/src || status=1
exit "$status"
