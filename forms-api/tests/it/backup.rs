//! Backups taken while the service is under load, then restored into a new service: on SQLite
//! with `forms-api backup --to FILE`, on PostgreSQL (FORMS_TEST_POSTGRES) with the procedure of
//! docs/deployment.md (`pg_dump --format=custom`, then `pg_restore` into a new database). The
//! restored service must hold every application acknowledged before the backup began.

use crate::common;

use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::process::Process;
use serde_json::Value;

/// Clients submitting side by side while the backup runs.
const CLIENTS: usize = 4;

/// Waits until the clients have had `count` applications acknowledged.
async fn acknowledged_at_least(acknowledged: &Mutex<Vec<(Instant, String)>>, count: usize) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while acknowledged.lock().unwrap().len() < count {
        assert!(Instant::now() < deadline, "fewer than {count} applications acknowledged in 30 s");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_backup_taken_during_submissions_holds_every_application_acknowledged_before_it() {
    let dir = tempfile::tempdir().unwrap();
    let database = common::fresh_database(dir.path()).await;
    let service = Process::start(&database, dir.path()).await;
    // A member sending with their own address: each application is stored at its answer.
    let member = common::process::member(&service, &dir.path().join("outbox")).await;
    let acknowledged: Arc<Mutex<Vec<(Instant, String)>>> = Arc::default();
    let stop = Arc::new(AtomicBool::new(false));
    let workers: Vec<_> = (0..CLIENTS)
        .map(|_| {
            let (url, acknowledged, stop) =
                (service.url("/users/submit-form"), Arc::clone(&acknowledged), Arc::clone(&stop));
            tokio::spawn(submit_until_stopped(member.clone(), url, acknowledged, stop))
        })
        .collect();
    // The backup starts under load, and the load goes on after it.
    acknowledged_at_least(&acknowledged, 20).await;

    let started = Instant::now();
    let restored = back_up_and_restore(&database, dir.path()).await;
    let took = started.elapsed();
    let so_far = acknowledged.lock().unwrap().len();
    acknowledged_at_least(&acknowledged, so_far + 5).await;
    stop.store(true, Ordering::SeqCst);
    for worker in workers {
        worker.await.unwrap();
    }

    let acknowledged = acknowledged.lock().unwrap().clone();
    let before: Vec<&String> = acknowledged
        .iter()
        .filter(|(at, _)| *at < started)
        .map(|(_, reference)| reference)
        .collect();
    let in_copy = common::export::references(&restored);
    // The restore procedure: the numbering moves past the last reference the staff were mailed
    // (a SQLite copy carries a mark, and the service refuses to start on it until then).
    let last_mailed = acknowledged.iter().map(|(_, r)| r).max().unwrap().clone();
    if restored.starts_with("sqlite:") {
        let refused = std::process::Command::new(env!("CARGO_BIN_EXE_forms-api"))
            .args(["serve", "--listen", "127.0.0.1:0", "--database", &restored])
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&refused.stderr);
        assert!(!refused.status.success(), "served a copy: {said}");
        assert!(said.contains("continue-after"), "{said}");
    }
    run(Command::new(env!("CARGO_BIN_EXE_forms-api")).args([
        "applications",
        "continue-after",
        &last_mailed,
        "--database",
        &restored,
    ]))
    .await;
    let restored_service = Process::start(&restored, dir.path()).await;
    let missing: Vec<&&String> = before.iter().filter(|r| !in_copy.contains(**r)).collect();
    println!(
        "backup during load ({CLIENTS} clients submitting): {} applications acknowledged before \
         it began, {} in all; the copy holds {} (missing: {}); the backup took {} ms",
        before.len(),
        acknowledged.len(),
        in_copy.len(),
        missing.len(),
        took.as_millis()
    );
    assert!(!before.is_empty(), "nothing was acknowledged before the backup");
    assert!(missing.is_empty(), "acknowledged before the backup but not in it: {missing:?}");
    // The restored service takes new applications.
    let answer = reqwest::Client::new()
        .post(restored_service.url("/users/submit-form"))
        .bearer_auth(&member.1)
        .json(&common::fixtures::application(&member.0))
        .send()
        .await
        .unwrap();
    assert!(answer.status().is_success(), "{}", answer.status());
    let body: Value = answer.json().await.unwrap();
    let next = body["reference"].as_str().unwrap();
    assert!(
        acknowledged.iter().all(|(_, r)| r.as_str() < next),
        "{next} was handed out before the restore (last mailed: {last_mailed})"
    );
}

async fn submit_until_stopped(
    (email, session): (String, String),
    url: String,
    acknowledged: Arc<Mutex<Vec<(Instant, String)>>>,
    stop: Arc<AtomicBool>,
) {
    let http = reqwest::Client::new();
    while !stop.load(Ordering::SeqCst) {
        let body = common::fixtures::application(&email);
        let answer = http.post(&url).bearer_auth(&session).json(&body).send().await.unwrap();
        assert!(answer.status().is_success(), "{}", answer.status());
        let body: Value = answer.json().await.unwrap();
        let reference = body["reference"].as_str().unwrap().to_string();
        acknowledged.lock().unwrap().push((Instant::now(), reference));
    }
}

/// Back the database up while it is written to, and restore the copy where a service can use
/// it; the copy's URL.
async fn back_up_and_restore(database: &str, dir: &Path) -> String {
    let copy = dir.join("backup");
    run(Command::new(env!("CARGO_BIN_EXE_forms-api"))
        .args(["backup", "--database", database, "--to"])
        .arg(&copy))
    .await;
    let mode =
        std::os::unix::fs::PermissionsExt::mode(&std::fs::metadata(&copy).unwrap().permissions());
    assert_eq!(mode & 0o777, 0o600, "the backup is readable by others");
    if database.starts_with("sqlite:") {
        return format!("sqlite://{}", copy.display());
    }
    let dump = copy;
    let restored = common::fresh_database(dir).await;
    run(Command::new("pg_restore")
        .args(["--no-owner", "--exit-on-error", "--dbname", &restored])
        .arg(&dump))
    .await;
    restored
}

async fn run(command: &mut Command) {
    let shown = format!("{command:?}");
    let mut command = std::mem::replace(command, Command::new("true"));
    let output = tokio::task::spawn_blocking(move || command.output())
        .await
        .unwrap()
        .unwrap_or_else(|error| panic!("{shown}: {error}"));
    assert!(output.status.success(), "{shown}: {}", String::from_utf8_lossy(&output.stderr));
}
