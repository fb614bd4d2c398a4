//! Build speed against the peers: one synthetic corpus, built by `ssg`, by Hugo (Debian's `hugo`)
//! and, when its program is given with `--zola`, by Zola, in the same run, alternating, several
//! runs each, on disk and on a RAM disk. Prints the median wall time and peak memory (max RSS of
//! the process) of each, and the ratios of ssg to each peer.
//!
//! All get the same work: the same Markdown pages, a home page, templates of similar size (the
//! real theme's page layout, header, footer, breadcrumb and section navigation, and their ports
//! in `examples/hugo-theme/` and `examples/zola-theme/`), the same navigation and site data, the
//! theme's static files, a sitemap and robots.txt. The peers' syntax highlighting is off, since
//! ssg does none. ssg and Zola write a search index (Hugo has none); ssg also checks every link
//! and anchor, which neither peer does.
//!
//! cargo build --release -p ssg && cargo run --release -p ssg --example bench_peers -- [pages,...] [runs] [--zola <program>] [--without-hugo] [--ram-only]
//!
//! `--without-hugo` and `--ram-only` keep a run at 100,000 pages within this machine's time and
//! memory (Hugo takes about 12 GB there, and the disk case doubles the time).

#[path = "common/corpus.rs"]
mod corpus;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const HUGO_CONFIG: &str = r#"baseURL = "https://www.example.org/"
languageCode = "en"
title = "IAAII"
enableRobotsTXT = true
disableKinds = ["taxonomy", "term", "RSS", "404", "section"]
[markup.goldmark.renderer]
unsafe = true
[markup.highlight]
codeFences = false
"#;

struct Run {
    wall: Duration,
    peak_kib: u64,
}

const ZOLA_CONFIG: &str = r#"base_url = "https://www.example.org"
title = "IAAII"
compile_sass = false
# ssg writes a search index, so Zola writes its own (elasticlunr's, one file).
build_search_index = true
generate_feeds = false
"#;

/// One size on one file system: each program's runs, ssg's first.
struct Row {
    pages: usize,
    place: &'static str,
    runs: Vec<(&'static str, Vec<Run>)>,
}

fn main() {
    let mut positional = Vec::new();
    let mut zola: Option<PathBuf> = None;
    let (mut hugo, mut on_disk) = (true, true);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--zola" => zola = args.next().map(PathBuf::from),
            "--without-hugo" => hugo = false,
            "--ram-only" => on_disk = false,
            _ => positional.push(arg),
        }
    }
    let sizes: Vec<usize> = positional
        .first()
        .map(|list| list.split(',').filter_map(|n| n.parse().ok()).collect())
        .unwrap_or_else(|| vec![1_000, 10_000]);
    let runs: usize = positional.get(1).and_then(|a| a.parse().ok()).unwrap_or(5);
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let ssg = std::env::current_exe().unwrap().parent().and_then(Path::parent).unwrap().join("ssg");
    if !ssg.is_file() {
        exit(&format!("{} is missing: run `cargo build --release -p ssg` first", ssg.display()));
    }
    println!("ssg: {}", ssg.display());
    if hugo {
        println!("hugo: {}", version(Path::new("hugo"), "version"));
    }
    if let Some(zola) = &zola {
        println!("zola: {} ({})", version(zola, "--version"), zola.display());
    }
    println!("cores: {}", std::thread::available_parallelism().map_or(1, |n| n.get()));

    // On disk: under target/, which is on the project's file system. In RAM: /dev/shm.
    let mut places: Vec<(&'static str, PathBuf)> = Vec::new();
    if on_disk {
        places.push(("disk", repo.join("target")));
    }
    if Path::new("/dev/shm").is_dir() {
        places.push(("RAM disk", PathBuf::from("/dev/shm")));
    }
    let mut rows = Vec::new();
    for &pages in &sizes {
        for (place, parent) in &places {
            let mut scratch = tempfile::tempdir_in(parent).expect("a scratch folder");
            // BENCH_KEEP=1 leaves the corpora in place, to profile one program on them.
            if std::env::var_os("BENCH_KEEP").is_some() {
                scratch.disable_cleanup(true);
                println!("corpus kept in {}", scratch.path().display());
            }
            let at = |name: &str| scratch.path().join(name);
            write_ssg_site(repo, &at("ssg-site"), pages);
            let mut programs: Vec<(&'static str, Command, PathBuf)> = Vec::new();
            let mut command = Command::new(&ssg);
            // A full build each run, like the peers': the build cache would skip it all.
            command.args(["build", "--clean", "--skip-islands", "--root"]);
            command.arg(at("ssg-site")).arg("--out").arg(at("ssg-out"));
            programs.push(("ssg", command, at("ssg-out")));
            if hugo {
                write_hugo_site(repo, &at("hugo-site"), pages);
                let mut command = Command::new("hugo");
                command.args(["--quiet", "--noBuildLock", "--source"]).arg(at("hugo-site"));
                command.arg("--destination").arg(at("hugo-out"));
                command.arg("--cacheDir").arg(at("hugo-cache"));
                programs.push(("Hugo", command, at("hugo-out")));
            }
            if let Some(zola) = &zola {
                write_zola_site(repo, &at("zola-site"), pages);
                let mut command = Command::new(zola);
                command.arg("--root").arg(at("zola-site")).arg("build");
                command.arg("--output-dir").arg(at("zola-out")).arg("--force");
                programs.push(("Zola", command, at("zola-out")));
            }
            // One run each to warm the page cache and check the outputs.
            for (_, command, out) in &mut programs {
                measure(command, out);
                check_output(out, pages);
            }
            let mut row = Row {
                pages,
                place,
                runs: programs.iter().map(|(name, _, _)| (*name, Vec::new())).collect(),
            };
            for _ in 0..runs {
                for (at, (_, command, out)) in programs.iter_mut().enumerate() {
                    row.runs[at].1.push(measure(command, out));
                }
            }
            print_row(&row);
            rows.push(row);
        }
    }
    println!("\nmedians of {runs} alternating runs (one warm-up run each not counted)");
    println!(
        "| pages | output | program | ms | ms/page | pages/s | MiB | ssg's time | ssg's memory |"
    );
    println!("|---:|---|---|---:|---:|---:|---:|---:|---:|");
    for row in &rows {
        let (ssg_ms, ssg_mib) = (median_ms(&row.runs[0].1), median_mib(&row.runs[0].1));
        for (name, runs) in &row.runs {
            let (ms, mib) = (median_ms(runs), median_mib(runs));
            println!(
                "| {} | {} | {name} | {ms:.0} | {:.3} | {:.0} | {mib:.0} | {:.2} | {:.2} |",
                row.pages,
                row.place,
                ms / row.pages as f64,
                row.pages as f64 / ms * 1000.0,
                ssg_ms / ms,
                ssg_mib / mib,
            );
        }
    }
}

/// A program's version line; ends the benchmark when it does not run.
fn version(program: &Path, flag: &str) -> String {
    match Command::new(program).arg(flag).output() {
        Ok(out) if out.status.success() => String::from_utf8_lossy(&out.stdout).trim().to_string(),
        _ => exit(&format!("{} does not run (Hugo: `apt-get install hugo`)", program.display())),
    }
}

fn print_row(row: &Row) {
    let runs: Vec<String> = row
        .runs
        .iter()
        .map(|(name, runs)| {
            let times: Vec<String> =
                runs.iter().map(|run| format!("{:.0}", run.wall.as_secs_f64() * 1000.0)).collect();
            format!("{name} runs (ms) {}", times.join(" "))
        })
        .collect();
    println!("{} pages on {}: {}", row.pages, row.place, runs.join(" | "));
}

fn median_ms(runs: &[Run]) -> f64 {
    let mut times: Vec<f64> = runs.iter().map(|r| r.wall.as_secs_f64() * 1000.0).collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn median_mib(runs: &[Run]) -> f64 {
    let mut peaks: Vec<u64> = runs.iter().map(|r| r.peak_kib).collect();
    peaks.sort_unstable();
    peaks[peaks.len() / 2] as f64 / 1024.0
}

/// Runs one build from an empty output folder: its wall time and its peak resident memory.
// The child is reaped by wait4, which std's wait cannot do while also reporting its usage.
#[allow(clippy::zombie_processes)]
fn measure(command: &mut Command, out: &Path) -> Run {
    let _ = std::fs::remove_dir_all(out);
    // Each run starts with no earlier run's writes still waiting for the disk: otherwise the
    // kernel throttles the next writer, and every run is slower than the one before it.
    let _ = Command::new("sync").status();
    let started = Instant::now();
    let child = command
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|error| exit(&format!("cannot start {command:?}: {error}")));
    let (status, usage) = wait_with_usage(child.id());
    let wall = started.elapsed();
    if status != 0 {
        let mut stderr = String::new();
        if let Some(mut pipe) = child.stderr {
            use std::io::Read as _;
            let _ = pipe.read_to_string(&mut stderr);
        }
        exit(&format!("{command:?} failed (status {status}):\n{stderr}"));
    }
    Run { wall, peak_kib: u64::try_from(usage.ru_maxrss).unwrap_or(0) }
}

/// wait4: the child's exit status and its own resource usage (max RSS in KiB on Linux).
fn wait_with_usage(pid: u32) -> (i32, libc::rusage) {
    let mut status = 0;
    // SAFETY: rusage is plain data, for which all zeroes is a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = libc::pid_t::try_from(pid).expect("a process id");
    // SAFETY: the pointers are to live locals; the child is ours and not yet reaped.
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(waited, pid, "wait4: {}", std::io::Error::last_os_error());
    let code = if libc::WIFEXITED(status) { libc::WEXITSTATUS(status) } else { -1 };
    (code, usage)
}

/// Every output holds a page per Markdown file plus the home page, and a sitemap.
fn check_output(out: &Path, pages: usize) {
    let written = walkdir::WalkDir::new(out)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_name() == "index.html")
        .count();
    if written != pages + 1 || !out.join("sitemap.xml").is_file() {
        exit(&format!(
            "{} holds {written} pages (expected {}) or no sitemap.xml",
            out.display(),
            pages + 1
        ));
    }
}

fn write_ssg_site(repo: &Path, root: &Path, pages: usize) {
    ssg::output::copy_tree(&repo.join("themes"), &root.join("themes")).unwrap();
    ssg::output::copy_tree(&repo.join("locales"), &root.join("locales")).unwrap();
    let data = root.join("content/data");
    std::fs::create_dir_all(&data).unwrap();
    write_shared_data(repo, &data, pages);
    ssg::output::copy_tree(&repo.join("content/static"), &root.join("content/static")).unwrap();
    std::fs::write(root.join("content/index.md"), home_page()).unwrap();
    corpus::write_pages(&root.join("content"), pages);
}

fn write_hugo_site(repo: &Path, root: &Path, pages: usize) {
    let theme = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/hugo-theme");
    ssg::output::copy_tree(&theme.join("layouts"), &root.join("layouts")).unwrap();
    ssg::output::copy_tree(&repo.join("themes/default/static"), &root.join("static")).unwrap();
    ssg::output::copy_tree(&repo.join("content/static"), &root.join("static")).unwrap();
    std::fs::write(root.join("hugo.toml"), HUGO_CONFIG).unwrap();
    let data = root.join("data");
    std::fs::create_dir_all(&data).unwrap();
    write_shared_data(repo, &data, pages);
    std::fs::create_dir_all(root.join("content")).unwrap();
    std::fs::write(root.join("content/_index.md"), home_page()).unwrap();
    corpus::write_pages(&root.join("content"), pages);
}

/// Zola's site: its own front matter has no `next`, which goes under `extra`; the site's data is
/// read by the templates with `load_data`.
fn write_zola_site(repo: &Path, root: &Path, pages: usize) {
    let theme = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/zola-theme");
    ssg::output::copy_tree(&theme.join("templates"), &root.join("templates")).unwrap();
    ssg::output::copy_tree(&repo.join("themes/default/static"), &root.join("static")).unwrap();
    ssg::output::copy_tree(&repo.join("content/static"), &root.join("static")).unwrap();
    std::fs::write(root.join("config.toml"), ZOLA_CONFIG).unwrap();
    let data = root.join("data");
    std::fs::create_dir_all(&data).unwrap();
    write_shared_data(repo, &data, pages);
    let content = root.join("content");
    std::fs::create_dir_all(&content).unwrap();
    std::fs::write(content.join("_index.md"), home_page()).unwrap();
    for i in 0..pages {
        let page = corpus::synthetic_page(i, pages).replacen("\nnext: ", "\nextra:\n  next: ", 1);
        std::fs::write(content.join(format!("page-{i}.md")), page).unwrap();
    }
}

fn write_shared_data(repo: &Path, data: &Path, pages: usize) {
    // The real data files, their links pointed at generated pages.
    for entry in std::fs::read_dir(repo.join("content/data")).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::write(data.join(path.file_name().unwrap()), corpus::retarget_links(&text, pages))
            .unwrap();
    }
}

fn home_page() -> String {
    "---\ntitle: \"Home\"\ndescription: \"The home page of a generated site for measuring build speed.\"\n---\n\nThe generated pages start at [page 0](/page-0).\n".into()
}

fn exit(message: &str) -> ! {
    eprintln!("bench_peers: {message}");
    std::process::exit(1);
}
