//! Build speed against the peers: one synthetic corpus, built by `ssg` and by Hugo (Debian's
//! `hugo`) in the same run, alternating, several runs each, on disk and on a RAM disk. Prints the
//! median wall time and peak memory (max RSS of the process) of each, and the ratios ssg/Hugo.
//!
//! Both get the same work: the same Markdown pages, a home page, templates of similar size (the
//! real theme's page layout, header, footer, breadcrumb and section navigation, and for Hugo
//! their port in `examples/hugo-theme/`), the same navigation and site data, the theme's static
//! files, a sitemap and robots.txt. Hugo's syntax highlighting is off, since ssg does none. ssg
//! also checks every link and anchor, which Hugo does not.
//!
//! cargo build --release -p ssg && cargo run --release -p ssg --example bench_peers -- [pages,...] [runs]

#[path = "common/corpus.rs"]
mod corpus;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Zola's published figure for such a corpus on this class of machine, for reference.
const ZOLA_MS_PER_PAGE: f64 = 0.2;

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

struct Row {
    pages: usize,
    place: &'static str,
    ssg: Vec<Run>,
    hugo: Vec<Run>,
}

fn main() {
    let mut args = std::env::args().skip(1);
    let sizes: Vec<usize> = args
        .next()
        .map(|list| list.split(',').filter_map(|n| n.parse().ok()).collect())
        .unwrap_or_else(|| vec![1_000, 10_000]);
    let runs: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(5);
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let ssg = std::env::current_exe().unwrap().parent().and_then(Path::parent).unwrap().join("ssg");
    if !ssg.is_file() {
        exit(&format!("{} is missing: run `cargo build --release -p ssg` first", ssg.display()));
    }
    let hugo_version = Command::new("hugo").arg("version").output().ok();
    let Some(hugo_version) = hugo_version.filter(|out| out.status.success()) else {
        exit("hugo is not installed: `apt-get install hugo` (Debian's package)");
    };
    println!("ssg: {}", ssg.display());
    println!("hugo: {}", String::from_utf8_lossy(&hugo_version.stdout).trim());
    println!("cores: {}", std::thread::available_parallelism().map_or(1, |n| n.get()));

    // On disk: under target/, which is on the project's file system. In RAM: /dev/shm.
    let mut places: Vec<(&'static str, PathBuf)> = vec![("disk", repo.join("target"))];
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
            let ssg_site = scratch.path().join("ssg-site");
            let hugo_site = scratch.path().join("hugo-site");
            write_ssg_site(repo, &ssg_site, pages);
            write_hugo_site(repo, &hugo_site, pages);
            let ssg_out = scratch.path().join("ssg-out");
            let hugo_out = scratch.path().join("hugo-out");
            let ssg_command = || {
                let mut command = Command::new(&ssg);
                command
                    // A full build each run, like Hugo's: the build cache would skip it all.
                    .args(["build", "--clean", "--skip-islands", "--root"])
                    .arg(&ssg_site)
                    .arg("--out")
                    .arg(&ssg_out);
                command
            };
            let hugo_command = || {
                let mut command = Command::new("hugo");
                command
                    .args(["--quiet", "--noBuildLock", "--source"])
                    .arg(&hugo_site)
                    .arg("--destination")
                    .arg(&hugo_out)
                    .arg("--cacheDir")
                    .arg(scratch.path().join("hugo-cache"));
                command
            };
            // One run each to warm the page cache and check both outputs.
            measure(ssg_command(), &ssg_out);
            measure(hugo_command(), &hugo_out);
            check_output(&ssg_out, pages);
            check_output(&hugo_out, pages);
            let mut row = Row { pages, place, ssg: Vec::new(), hugo: Vec::new() };
            for _ in 0..runs {
                row.ssg.push(measure(ssg_command(), &ssg_out));
                row.hugo.push(measure(hugo_command(), &hugo_out));
            }
            print_row(&row);
            rows.push(row);
        }
    }
    println!("\nmedians of {runs} alternating runs (one warm-up run each not counted)");
    println!(
        "| pages | output | ssg ms | ssg ms/page | Hugo ms | Hugo ms/page | wall ssg/Hugo | ssg MiB | Hugo MiB | memory ssg/Hugo |"
    );
    println!("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for row in &rows {
        let (ssg_ms, hugo_ms) = (median_ms(&row.ssg), median_ms(&row.hugo));
        let (ssg_mib, hugo_mib) = (median_mib(&row.ssg), median_mib(&row.hugo));
        println!(
            "| {} | {} | {ssg_ms:.0} | {:.3} | {hugo_ms:.0} | {:.3} | {:.2} | {ssg_mib:.0} | {hugo_mib:.0} | {:.2} |",
            row.pages,
            row.place,
            ssg_ms / row.pages as f64,
            hugo_ms / row.pages as f64,
            ssg_ms / hugo_ms,
            ssg_mib / hugo_mib,
        );
    }
    println!(
        "reference: Zola about {ZOLA_MS_PER_PAGE} ms a page, Hugo about 0.55 ms a page on this class of machine; aim for ssg: under 0.1 ms a page"
    );
}

fn print_row(row: &Row) {
    let times = |runs: &[Run]| {
        runs.iter()
            .map(|run| format!("{:.0}", run.wall.as_secs_f64() * 1000.0))
            .collect::<Vec<_>>()
            .join(" ")
    };
    println!(
        "{} pages on {}: ssg runs (ms) {} | hugo runs (ms) {}",
        row.pages,
        row.place,
        times(&row.ssg),
        times(&row.hugo)
    );
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
fn measure(mut command: Command, out: &Path) -> Run {
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

/// Both outputs hold a page per Markdown file plus the home page, and a sitemap.
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
