#!/usr/bin/env bash
# No import cycle: among the modules of each Rust library (contract, ssg, forms-api), read by
# cargo-modules ("uses" edges between modules; a type's methods count where the type is), and
# among the files of site/src, read by madge. Prints each cycle with the imports that close it and
# fails; docs/architecture.md says which layer may use which.
#
# cargo-modules is installed into target/tools on first use (pinned; a few minutes on 2 cores);
# madge into site/tools/import-cycles, with the TypeScript 5 compiler it parses with.
set -euo pipefail
cd "$(dirname "$0")/.."

tools=target/tools
version=0.27.0 # the newest that builds with Rust 1.95
if ! "$tools/bin/cargo-modules" --version 2>/dev/null | grep -qF "$version"; then
  echo "installing cargo-modules $version into $tools"
  cargo install --locked --quiet --root "$tools" "cargo-modules@$version"
fi

status=0
for package in contract ssg forms-api; do
  printf '%s: ' "$package"
  PATH="$PWD/$tools/bin:$PATH" cargo modules dependencies --package "$package" --lib \
    --no-externs --no-sysroot --no-fns --no-traits --no-types --no-owns |
    python3 scripts/import-cycles.py || status=1
done

(cd site/tools/import-cycles && npm ci --no-audit --no-fund --silent)
printf 'site/src: '
site/tools/import-cycles/node_modules/.bin/madge --circular --no-spinner --extensions ts,tsx site/src || status=1
exit "$status"
