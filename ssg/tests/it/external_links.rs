//! `ssg check --external` against a local server that answers 200, 404, a redirect, slowly, not
//! at all, and only on a second try: each dead link is reported at its line, working ones are
//! remembered, and listed hosts are skipped.

use crate::common;

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::{SiteCopy, page};

type Requests = Arc<Mutex<HashMap<String, usize>>>;

/// A server on a free loopback port; counts the requests to each path.
fn serve() -> (String, Requests) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
    let base = format!("http://{}", listener.local_addr().unwrap());
    let requests: Requests = Arc::default();
    let counted = Arc::clone(&requests);
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let counted = Arc::clone(&counted);
            std::thread::spawn(move || answer(stream, &counted));
        }
    });
    (base, requests)
}

fn answer(mut stream: TcpStream, requests: &Requests) {
    let mut line = String::new();
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    if reader.read_line(&mut line).is_err() {
        return;
    }
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header).map_or(true, |n| n == 0) || header == "\r\n" {
            break;
        }
    }
    let path = line.split_whitespace().nth(1).unwrap_or("/").to_string();
    let seen = {
        let mut requests = requests.lock().unwrap();
        let count = requests.entry(path.clone()).or_default();
        *count += 1;
        *count
    };
    let ok = "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 32\r\nConnection: close\r\n\r\n<h2 id=\"intro\">Introduction</h2>";
    let reply = match path.as_str() {
        "/ok" => ok.to_string(),
        "/missing" => "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".into(),
        "/moved" => "HTTP/1.1 301 Moved Permanently\r\nLocation: /ok\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".into(),
        "/flaky" if seen == 1 => "HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".into(),
        "/flaky" => ok.to_string(),
        "/slow" => {
            std::thread::sleep(Duration::from_secs(4));
            ok.to_string()
        }
        // "/drop" and anything else: the connection closes without an answer.
        _ => return,
    };
    let _ = stream.write_all(reply.as_bytes());
}

fn site_linking_to(base: &str) -> SiteCopy {
    let site = SiteCopy::new();
    let links = ["ok", "ok#intro", "ok#nowhere", "missing", "moved", "flaky", "slow", "drop"]
        .map(|path| format!("- [{path}]({base}/{path})"))
        .join("\n");
    site.write("content/test-page.md", &page(&format!("{links}\n")));
    let settings = site.read("content/data/site.yaml")
        + "external_links:\n  timeout_seconds: 1\n  skip: [\"skipped.example\"]\n";
    site.write("content/data/site.yaml", &settings);
    site
}

fn problems(site: &SiteCopy) -> Vec<String> {
    match ssg::site::check_external(&site.options()) {
        Ok(_) => Vec::new(),
        Err(ssg::Failure::Problems(found)) => found.iter().map(ToString::to_string).collect(),
        Err(failure) => panic!("{failure}"),
    }
}

#[test]
fn dead_links_are_reported_at_their_lines_and_working_ones_are_not() {
    let (base, requests) = serve();
    let site = site_linking_to(&base);
    let found = problems(&site);
    let first_lines: Vec<&str> = found.iter().map(|p| p.lines().next().unwrap()).collect();
    assert_eq!(first_lines.len(), 4, "{found:#?}");
    assert_eq!(
        first_lines[..3],
        [
            format!(
                "content/test-page.md:8:16: error: the link {base}/ok#nowhere points at a missing anchor #nowhere"
            ),
            format!(
                "content/test-page.md:9:13: error: the link {base}/missing answered 404 Not Found"
            ),
            format!(
                "content/test-page.md:12:10: error: the link {base}/slow did not answer in time"
            ),
        ]
    );
    assert!(
        first_lines[3].starts_with(&format!(
            "content/test-page.md:13:10: error: the link {base}/drop could not be reached: "
        )),
        "{}",
        first_lines[3]
    );
    assert!(found[0].contains("= help: fix or remove the link"), "{}", found[0]);
    let requests = requests.lock().unwrap();
    assert_eq!(requests["/flaky"], 2, "a 503 is tried again, and then works");
    assert_eq!(requests["/ok"], 2, "once for the link, once after the redirect");
}

#[test]
fn working_links_are_remembered_and_skipped_hosts_never_asked() {
    let (base, requests) = serve();
    let site = site_linking_to(&base);
    let _ = problems(&site);
    let asked = requests.lock().unwrap().get("/ok").copied();
    let _ = problems(&site);
    assert_eq!(requests.lock().unwrap().get("/ok").copied(), asked, "the cache answered");

    let site = SiteCopy::new();
    site.write("content/test-page.md", &page("[elsewhere](http://skipped.example/x)\n"));
    let settings =
        site.read("content/data/site.yaml") + "external_links:\n  skip: [\"skipped.example\"]\n";
    site.write("content/data/site.yaml", &settings);
    assert_eq!(problems(&site), Vec::<String>::new());
}
