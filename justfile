# Day-to-day recipes. `just` is optional: each recipe is one command you can also type.

# Build and serve the whole site on http://127.0.0.1:8080, rebuilding on every change
serve port="8080":
    cargo run -p ssg -- serve --port {{port}}

# Build the site into dist/ (pass the published address for canonical links and sub-paths)
build base_url="":
    cargo run --release -p ssg -- build {{ if base_url != "" { "--base-url " + base_url } else { "" } }}

# Check pages, data, links, anchors and islands without writing anything
check:
    cargo run -p ssg -- check

# Every test: lints, Rust tests, island tests, browser tests (installs Chromium when missing)
test:
    bash scripts/test.sh

# Build speed: the real site, then a generated site of 10,000 pages
bench pages="10000":
    cargo run --release -p ssg --example bench_build -- {{pages}}

fmt:
    cargo fmt --all

lint:
    cargo clippy --workspace --all-targets -- -D warnings
    cd site && npx tsc --noEmit
