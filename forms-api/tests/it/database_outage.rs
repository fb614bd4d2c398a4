//! PostgreSQL stops under a running service and starts again: readiness says 503 and why within
//! its deadline, requests fail within a few seconds (not the proxy's thirty), a metrics scrape
//! answers at once with `forms_database_up 0`, and everything recovers by itself. A service
//! started while the server is down waits for it. Runs when the suite runs on PostgreSQL
//! (FORMS_TEST_POSTGRES), on a server of its own (scripts/postgres.sh), which it stops.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use common::process::Process;
use serde_json::Value;

struct Cluster {
    dir: PathBuf,
}

fn postgres_sh(args: &[&str]) -> String {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/postgres.sh");
    let output = Command::new("bash").arg(script).args(args).output().unwrap();
    assert!(
        output.status.success(),
        "postgres.sh {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap().trim().to_string()
}

impl Cluster {
    fn start(dir: &Path) -> (Cluster, String) {
        let url = postgres_sh(&["start", dir.to_str().unwrap()]);
        (Cluster { dir: dir.to_path_buf() }, url)
    }
    fn pause(&self) {
        postgres_sh(&["pause", self.dir.to_str().unwrap()]);
    }
    fn resume(&self) {
        postgres_sh(&["resume", self.dir.to_str().unwrap()]);
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/postgres.sh");
        let _ = Command::new("bash").arg(script).arg("stop").arg(&self.dir).output();
    }
}

async fn timed_get(url: &str) -> (u16, String, Duration) {
    let started = Instant::now();
    let answer = reqwest::get(url).await.unwrap();
    let status = answer.status().as_u16();
    (status, answer.text().await.unwrap(), started.elapsed())
}

async fn submit(service: &Process, email: &str) -> (u16, Duration) {
    let started = Instant::now();
    let answer = reqwest::Client::new()
        .post(service.url("/users/submit-form"))
        .json(&common::fixtures::application(email))
        .send()
        .await
        .unwrap();
    (answer.status().as_u16(), started.elapsed())
}

async fn until_ready(service: &Process) -> Duration {
    let started = Instant::now();
    while timed_get(&service.url("/health/ready")).await.0 != 200 {
        assert!(started.elapsed() < Duration::from_secs(30), "no recovery");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    started.elapsed()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_stopped_database_fails_fast_says_why_and_recovers_by_itself() {
    if std::env::var("FORMS_TEST_POSTGRES").is_err() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let (cluster, url) = Cluster::start(&dir.path().join("cluster"));
    let service = Process::start(&url, dir.path()).await;
    assert_eq!(submit(&service, "before@example.org").await.0, 200);

    cluster.pause();
    let (status, body, took) = timed_get(&service.url("/health/ready")).await;
    println!("readiness with PostgreSQL stopped: {status} in {took:?}: {body}");
    assert_eq!(status, 503, "{body}");
    assert!(took < Duration::from_secs(4), "readiness took {took:?}");
    let reason: Value = serde_json::from_str(&body).unwrap();
    let reason = reason["reason"].as_str().unwrap();
    assert!(reason.to_lowercase().contains("refused"), "{reason}");
    assert_eq!(timed_get(&service.url("/health/live")).await.0, 200);

    let (status, took) = submit(&service, "during@example.org").await;
    println!("an application with PostgreSQL stopped: {status} in {took:?}");
    assert_eq!(status, 503, "the database is down: 503, not {status}");
    assert!(took < Duration::from_secs(6), "the request hung for {took:?}");

    let (status, metrics, took) = timed_get(&service.url("/metrics")).await;
    assert_eq!(status, 200);
    assert!(took < Duration::from_secs(2), "the scrape took {took:?}");
    assert!(metrics.contains("forms_database_up 0"), "{metrics}");

    cluster.resume();
    let recovered = until_ready(&service).await;
    assert_eq!(submit(&service, "after@example.org").await.0, 200);
    let (_, metrics, _) = timed_get(&service.url("/metrics")).await;
    assert!(metrics.contains("forms_database_up 1"), "{metrics}");
    println!("ready again {recovered:?} after PostgreSQL was back");

    // A service started while the server is down waits for it.
    cluster.pause();
    let resuming = tokio::spawn(async move {
        tokio::time::sleep(Duration::from_secs(3)).await;
        cluster.resume();
        cluster
    });
    let late = Process::start(&url, dir.path()).await;
    let _cluster = resuming.await.unwrap();
    assert_eq!(submit(&late, "late@example.org").await.0, 200);
}
