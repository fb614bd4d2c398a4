//! Build-speed benchmark: the real site (without the Vite step), then a generated site of N pages
//! (default 10,000) with front matter, headings, lists, tables, links and code, through the real
//! theme. Prints the median of several runs, pages per second and the process's peak memory; then,
//! for the generated site, `ssg build` with its cache: with nothing changed, and after one edit;
//! and last, what its search index adds to a clean build.
//!
//! cargo run --release -p ssg --example bench_build -- [pages] [runs]

// This benchmark uses the pages, not the data files.
#[allow(dead_code)]
#[path = "common/corpus.rs"]
mod corpus;

use std::path::Path;
use std::time::{Duration, Instant};

use ssg::build_cache::{Changes, Reuse};
use ssg::{BuildOptions, IslandMode};

fn main() {
    let mut args = std::env::args().skip(1);
    let pages: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(10_000);
    let runs: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(5);
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf();
    let mut scratch = tempfile::tempdir().expect("temporary folder");
    // BENCH_KEEP=1 leaves the generated site in place, to profile a build of it.
    if std::env::var_os("BENCH_KEEP").is_some() {
        scratch.disable_cleanup(true);
        println!("generated site kept in {}", scratch.path().join("corpus").display());
    }

    let real = BuildOptions {
        root: repo.clone(),
        out: scratch.path().join("real-dist"),
        base_url: None,
        islands: IslandMode::UseExisting,
        dev: false,
        today: None,
    };
    let (median, count) = time_builds(&real, runs);
    report("real site (no Vite step)", count, median);

    let corpus = scratch.path().join("corpus");
    let started = Instant::now();
    generate_corpus(&repo, &corpus, pages);
    println!("generated {pages} pages in {:.1} s", started.elapsed().as_secs_f64());
    let synthetic = BuildOptions {
        root: corpus.clone(),
        out: corpus.join("dist"),
        base_url: None,
        islands: IslandMode::UseExisting,
        dev: false,
        today: None,
    };
    let (with_search, count) = time_builds(&synthetic, runs);
    report(&format!("generated site, {pages} pages"), count, with_search);
    time_cached_builds(&synthetic, &corpus.join("content/generated"), runs);
    time_without_search(&synthetic, &corpus.join("content/generated"), runs, with_search);
    println!("peak memory (whole benchmark process): {:.0} MiB", peak_memory_kib() as f64 / 1024.0);
}

fn time_builds(options: &BuildOptions, runs: usize) -> (Duration, usize) {
    let mut times = Vec::with_capacity(runs);
    let mut pages = 0;
    let mut stages = Vec::new();
    for _ in 0..runs {
        let started = Instant::now();
        // As `ssg build --clean` runs: rendered in batches, written as they render.
        let (summary, _) =
            ssg::build_cache::build(options, true).unwrap_or_else(|problems| panic!("{problems}"));
        times.push(started.elapsed());
        pages = summary.pages;
        stages = summary.stages;
    }
    let last: Vec<String> = stages
        .iter()
        .map(|(stage, time)| format!("{stage} {:.0} ms", time.as_secs_f64() * 1000.0))
        .collect();
    println!("  stages of the last run: {}", last.join(", "));
    times.sort();
    (times[times.len() / 2], pages)
}

/// `ssg build` with its cache (`.ssg-cache/build`): builds with nothing changed, then builds after
/// a sentence is added to one page each time.
fn time_cached_builds(options: &BuildOptions, pages: &Path, runs: usize) {
    let cached = || ssg::build_cache::build(options, false).unwrap_or_else(|p| panic!("{p}"));
    ssg::build_cache::build(options, true).unwrap_or_else(|problems| panic!("{problems}"));
    let mut unchanged = Vec::with_capacity(runs);
    for _ in 0..runs {
        let started = Instant::now();
        let (_, reuse) = cached();
        unchanged.push(started.elapsed());
        assert_eq!(reuse, Reuse::Unchanged);
    }
    let mut edited: Vec<_> = std::fs::read_dir(pages).unwrap().map(|e| e.unwrap().path()).collect();
    edited.sort();
    let mut one_page = Vec::with_capacity(runs);
    let mut last = None;
    for run in 0..runs {
        let page = &edited[run % edited.len()];
        let text = std::fs::read_to_string(page).unwrap();
        std::fs::write(page, format!("{text}\nA sentence added by run {run}.\n")).unwrap();
        let started = Instant::now();
        let (summary, reuse) = cached();
        one_page.push(started.elapsed());
        last = Some((summary, reuse));
    }
    let median = |times: &mut Vec<Duration>| {
        times.sort();
        times[times.len() / 2].as_secs_f64() * 1000.0
    };
    println!("cached build, nothing changed: median {:.0} ms", median(&mut unchanged));
    let (summary, reuse) = last.expect("at least one run");
    let Reuse::InPlace(Changes { written, removed }) = reuse else { panic!("{reuse:?}") };
    println!(
        "cached build, one page changed: median {:.0} ms ({written} files written, {removed} removed)",
        median(&mut one_page)
    );
    let stages: Vec<String> = summary
        .stages
        .iter()
        .map(|(stage, time)| format!("{stage} {:.0} ms", time.as_secs_f64() * 1000.0))
        .collect();
    println!("  stages of the last run: {}", stages.join(", "));
}

/// What the search index adds to a clean build: the generated pages built again with `search:
/// false` in their front matter (so only the real site's pages are indexed).
fn time_without_search(options: &BuildOptions, pages: &Path, runs: usize, with_search: Duration) {
    for entry in std::fs::read_dir(pages).unwrap() {
        let page = entry.unwrap().path();
        let text = std::fs::read_to_string(&page).unwrap();
        std::fs::write(&page, text.replacen("---\n", "---\nsearch: false\n", 1)).unwrap();
    }
    let (without, _) = time_builds(options, runs);
    let added = with_search.as_secs_f64() - without.as_secs_f64();
    println!(
        "search index of the generated pages: a clean build takes {:.0} ms without it, {:.0} ms with it: it adds {:.0} ms ({:.0}% of the build without it)",
        without.as_secs_f64() * 1000.0,
        with_search.as_secs_f64() * 1000.0,
        added * 1000.0,
        added / without.as_secs_f64() * 100.0
    );
}

fn report(what: &str, pages: usize, median: Duration) {
    let seconds = median.as_secs_f64();
    println!(
        "{what}: median {:.0} ms for {pages} pages = {:.0} pages/s ({:.3} ms a page)",
        seconds * 1000.0,
        pages as f64 / seconds,
        seconds * 1000.0 / pages as f64
    );
}

/// The real site (pages, data, theme, island manifest) plus `pages` generated Markdown pages
/// that link to each other.
fn generate_corpus(repo: &Path, corpus: &Path, pages: usize) {
    for folder in ["themes", "locales", "content", "site/dist"] {
        copy_tree(&repo.join(folder), &corpus.join(folder));
    }
    std::fs::copy(repo.join("site/package.json"), corpus.join("site/package.json")).unwrap();
    corpus::write_pages(&corpus.join("content/generated"), pages);
}

fn copy_tree(from: &Path, to: &Path) {
    ssg::output::copy_tree(from, to)
        .unwrap_or_else(|error| panic!("copying {}: {error}", from.display()));
}

/// The process's peak resident memory (VmHWM), in KiB; 0 where /proc is not available.
fn peak_memory_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
            line.split_whitespace().nth(1)?.parse().ok()
        })
        .unwrap_or(0)
}
