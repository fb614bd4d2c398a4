# Day-to-day recipes. `just` is optional: each recipe is one command you can also type.

# Build and serve the whole site on http://127.0.0.1:8080, rebuilding on every change
serve port="8080":
    cargo run -p ssg -- serve --port {{port}}

# Build the site into dist/ (pass the published address for canonical links and sub-paths)
build base_url="":
    cargo run --release -p ssg --no-default-features -- build {{ if base_url != "" { "--base-url " + base_url } else { "" } }}

# Check pages, data, links, anchors and islands without writing anything
check:
    cargo run -p ssg -- check

# Every test: lints, Rust tests, island tests, browser tests (installs Chromium when missing)
test:
    bash scripts/test.sh

# Build speed: the real site, then a generated site of 10,000 pages, with the time of each stage
bench pages="10000":
    cargo run --release -p ssg --example bench_build -- {{pages}}

# Build speed against Hugo (Debian's hugo) and Zola (scripts/zola.sh) on 1,000 and 10,000 pages,
# on disk and on a RAM disk
bench-peers sizes="1000,10000" runs="5":
    cargo build --release -p ssg
    cargo run --release -p ssg --example bench_peers -- {{sizes}} {{runs}} --zola "$(bash scripts/zola.sh)"

# ssg serve: time from saving a Markdown file to the reload signal (real site, 10,000 pages)
bench-rebuild pages="10000" edits="20":
    cargo build --release -p ssg
    cargo run --release -p ssg --example bench_rebuild -- {{pages}} {{edits}}

# Bytes of HTML, CSS and JavaScript each page loads, raw and gzipped, against the budgets
weight:
    cargo run --release -p ssg -- build
    cd site && node scripts/page-weight.mjs ../dist --check

fmt:
    cargo fmt --all

lint:
    cargo clippy --workspace --all-targets -- -D warnings
    cd site && npx tsc --noEmit

# The forms service alone, on 127.0.0.1:3000 under /api
api:
    cargo run -p forms-api -- serve

# Every membership application as CSV (or --format json)
export-applications:
    cargo run -q -p forms-api -- applications export

# Load on the forms service: requests/s, latency, peak memory, and SQLite's own durable rate
bench-api seconds="10" clients="16":
    cargo build --release -p forms-api
    cargo run --release -p forms-api --example bench_load -- {{seconds}} {{clients}}

# Schemathesis fuzz run: all checks and phases, stateful included, for about 7 minutes
fuzz-api seconds="420":
    FUZZ_SECONDS={{seconds}} bash scripts/fuzz-api.sh

# Lighthouse (mobile and desktop) over the home, submission guidelines, regions and application pages
bench-lighthouse:
    cargo run --release -p ssg -- build
    cd site && npm run bench:lighthouse -- --dist ../dist

# nginx (deploy/nginx/) in front of forms-api, checked against dist/_headers; the systemd unit
test-deploy:
    cargo run --release -p ssg -- build
    cargo build -p forms-api
    bash scripts/test-deploy.sh dist target/debug/forms-api

# Two forms-api instances on a throw-away PostgreSQL and one on SQLite under load (seconds, clients)
load-test seconds="60" clients="12":
    bash scripts/load-test.sh {{seconds}} {{clients}}
