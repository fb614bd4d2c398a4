//! Incremental rebuild under `ssg serve`: the time from saving a Markdown file to the reload
//! signal open pages receive, for the real site and for a generated site of N pages (default
//! 10,000). Starts the release `ssg serve` on a copy of each site, listens to its live-reload
//! stream like a page does, edits a page, and times until `event: reload` arrives.
//!
//! cargo build --release -p ssg && cargo run --release -p ssg --example bench_rebuild -- [pages] [edits]

// This benchmark uses the pages, not the data files.
#[allow(dead_code)]
#[path = "common/corpus.rs"]
mod corpus;
// One way to pick a port for a server process, shared with the service's tests.
#[path = "../../forms-api/tests/it/common/ports.rs"]
mod ports;

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn main() {
    let mut args = std::env::args().skip(1);
    let pages: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(10_000);
    let edits: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(20);
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let ssg = std::env::current_exe().unwrap().parent().and_then(Path::parent).unwrap().join("ssg");
    assert!(
        ssg.is_file(),
        "{} is missing: run `cargo build --release -p ssg` first",
        ssg.display()
    );
    let scratch = tempfile::tempdir().expect("a scratch folder");

    let real = scratch.path().join("real");
    copy_site(repo, &real);
    let edited = real.join("content/about/mission.md");
    report("real site, a reading page", &time_edits(&ssg, &real, &edited, edits, add_a_sentence));
    let island_page = real.join("content/membership/membership-application.md");
    report(
        "real site, a page with an island, its text changed",
        &time_edits(&ssg, &real, &island_page, edits, add_a_sentence),
    );
    report(
        "real site, a page with an island, the island's props changed",
        &time_edits(&ssg, &real, &island_page, edits, change_the_island),
    );

    let generated = scratch.path().join("generated");
    copy_site(repo, &generated);
    corpus::write_pages(&generated.join("content/generated"), pages);
    let edited = generated.join("content/generated/page-42.md");
    report(
        &format!("generated site ({pages} pages + the real ones), a reading page"),
        &time_edits(&ssg, &generated, &edited, edits, add_a_sentence),
    );
}

fn copy_site(repo: &Path, to: &Path) {
    for folder in ["themes", "locales", "content", "site/dist", "site/dist-ssr", "site/scripts"] {
        ssg::output::copy_tree(&repo.join(folder), &to.join(folder)).unwrap();
    }
    std::fs::copy(repo.join("site/package.json"), to.join("site/package.json")).unwrap();
}

/// Starts `ssg serve` on `root`, then appends to `page` `edits` times, one at a time, timing each
/// save until the reload signal.
fn time_edits(
    ssg: &Path,
    root: &Path,
    page: &Path,
    edits: usize,
    change: fn(&str, usize) -> String,
) -> Vec<Duration> {
    let data = root.join("var");
    // The port is free when picked, but something may take it before `ssg serve` binds it: the
    // server then exits, and starts again on another.
    let mut attempts = 0;
    let (server, mut events) = loop {
        let port = ports::free_port();
        let mut server = Server(
            Command::new(ssg)
                .args(["serve", "--skip-islands", "--port", &port.to_string(), "--root"])
                .arg(root)
                .arg("--out")
                .arg(root.join("dist"))
                .env("DATABASE_URL", format!("sqlite://{}", data.join("forms.db").display()))
                .env("MAIL_OUTBOX", data.join("outbox"))
                .stdout(Stdio::null())
                .stderr(Stdio::inherit())
                .spawn()
                .expect("ssg serve starts"),
        );
        if let Some(events) = connect(port, &mut server.0) {
            break (server, events);
        }
        attempts += 1;
        assert!(attempts < 5, "ssg serve exited at start {attempts} times");
    };
    wait_for(&mut events, "event: connected");
    let original = std::fs::read_to_string(page).unwrap();
    let mut times = Vec::with_capacity(edits);
    for edit in 0..edits {
        let text = change(&original, edit);
        let saved = Instant::now();
        std::fs::write(page, text).unwrap();
        wait_for(&mut events, "event: reload");
        times.push(saved.elapsed());
        // Let the watcher's quiet period pass, so each edit is its own rebuild.
        std::thread::sleep(Duration::from_millis(50));
    }
    std::fs::write(page, original).unwrap();
    drop(server);
    times
}

/// A sentence more at the end of the page.
fn add_a_sentence(original: &str, edit: usize) -> String {
    format!("{original}\nEdit number {edit}, to time the rebuild.\n")
}

/// A prop of the page's island that differs each time, so the island is rendered again (by the
/// renderer `ssg serve` keeps running) rather than taken from the cache.
fn change_the_island(original: &str, edit: usize) -> String {
    original.replacen("<MembershipWizard ", &format!("<MembershipWizard edit=\"{edit}\" "), 1)
}

/// The live-reload stream, as a page's EventSource reads it; waits until the server is up. None
/// when the server exits first (it could not bind the port).
fn connect(port: u16, server: &mut Child) -> Option<BufReader<TcpStream>> {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        if let Ok(mut stream) = TcpStream::connect(("127.0.0.1", port)) {
            write!(
                stream,
                "GET /__ssg/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n"
            )
            .unwrap();
            return Some(BufReader::new(stream));
        }
        if server.try_wait().unwrap().is_some() {
            return None;
        }
        assert!(Instant::now() < deadline, "ssg serve did not start");
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn wait_for(events: &mut BufReader<TcpStream>, wanted: &str) {
    let mut line = String::new();
    loop {
        line.clear();
        let read = events.read_line(&mut line).expect("the event stream");
        assert!(read > 0, "the event stream ended before `{wanted}`");
        assert!(
            !line.starts_with("event: build-error"),
            "the rebuild failed: see the output above"
        );
        if line.trim_end() == wanted {
            return;
        }
    }
}

fn report(what: &str, times: &[Duration]) {
    let mut ms: Vec<f64> = times.iter().map(|t| t.as_secs_f64() * 1000.0).collect();
    ms.sort_by(f64::total_cmp);
    println!(
        "{what}: save to reload signal, median {:.1} ms (min {:.1}, max {:.1}) over {} edits",
        ms[ms.len() / 2],
        ms[0],
        ms[ms.len() - 1],
        ms.len()
    );
}

/// Stops the server when dropped, also when the benchmark fails.
struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}
