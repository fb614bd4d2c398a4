//! The service as a process: SIGTERM lets requests in flight finish and refuses new ones; kill -9
//! in the middle of a stream of submissions loses none that were acknowledged. Both run on the
//! backend the suite runs on (SQLite, or PostgreSQL with FORMS_TEST_POSTGRES).

use crate::common;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use common::process::Process;

/// The applications of these tests come from a signed-in member with their own address, so
/// each is stored at its answer (`common::process::member`).
fn application(email: &str) -> Value {
    common::fixtures::application(email)
}

/// The ids of every stored application, read by the staff export (which fails on a row it
/// cannot read).
fn stored_ids(database: &str) -> Vec<String> {
    common::export::rows(database)
        .iter()
        .map(|row| row["id"].as_str().unwrap().to_string())
        .collect()
}

/// The served binary hashes at OWASP's cost, whatever cost the in-process tests choose
/// (`Config::password_cost` has no flag or variable).
async fn processes_hash_at_the_recommended_cost(database: &str, email: &str) {
    use sqlx::Row as _;
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(database).await.unwrap();
    let row = sqlx::query("SELECT password_hash FROM users WHERE email = $1")
        .bind(email)
        .fetch_one(&pool)
        .await
        .unwrap();
    let hash: String = row.get(0);
    assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{hash}");
    pool.close().await;
}

#[tokio::test]
async fn sigterm_lets_a_request_in_flight_finish_refuses_new_ones_and_exits() {
    let dir = tempfile::tempdir().unwrap();
    let database = common::fresh_database(dir.path()).await;
    let mut process = Process::start(&database, dir.path()).await;
    let (email, session) = common::process::member(&process, &dir.path().join("outbox")).await;
    processes_hash_at_the_recommended_cost(&database, &email).await;

    // A submission whose body is only half sent when the signal arrives: surely in flight.
    let body = application(&email).to_string();
    let (first, rest) = body.as_bytes().split_at(body.len() / 2);
    let mut stream = TcpStream::connect(("127.0.0.1", process.port)).unwrap();
    write!(
        stream,
        "POST /api/users/submit-form HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {session}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    )
    .unwrap();
    stream.write_all(first).unwrap();
    stream.flush().unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let signalled = Instant::now();
    process.signal("-TERM");

    // New connections are refused once the service has stopped listening.
    let deadline = Instant::now() + Duration::from_secs(5);
    while TcpStream::connect(("127.0.0.1", process.port)).is_ok() {
        assert!(Instant::now() < deadline, "still accepting connections after SIGTERM");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }

    stream.write_all(rest).unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");

    let deadline = Instant::now() + Duration::from_secs(15);
    let status = loop {
        if let Some(status) = process.child.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < deadline, "still running 15 s after SIGTERM");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    assert!(status.success(), "{status}");
    assert!(signalled.elapsed() < Duration::from_secs(12));
    assert_eq!(stored_ids(&database).len(), 1);
}

#[tokio::test]
async fn kill_9_during_submissions_loses_no_acknowledged_application() {
    let dir = tempfile::tempdir().unwrap();
    let database = common::fresh_database(dir.path()).await;
    let mut process = Process::start(&database, dir.path()).await;
    let (email, session) = common::process::member(&process, &dir.path().join("outbox")).await;

    let acknowledged = Arc::new(Mutex::new(Vec::<String>::new()));
    let client = reqwest::Client::new();
    let senders: Vec<_> = (0..8)
        .map(|_| {
            let (client, url, acknowledged) =
                (client.clone(), process.url("/users/submit-form"), Arc::clone(&acknowledged));
            let (email, session) = (email.clone(), session.clone());
            tokio::spawn(async move {
                loop {
                    let body = application(&email);
                    let sent = client.post(&url).bearer_auth(&session).json(&body).send().await;
                    let Ok(response) = sent else { break };
                    if response.status() != reqwest::StatusCode::OK {
                        break;
                    }
                    let Ok(body) = response.json::<Value>().await else {
                        break;
                    };
                    let id = body["id"].as_str().unwrap().to_string();
                    acknowledged.lock().unwrap().push(id);
                }
            })
        })
        .collect();
    // Killed once submissions are well under way (a fixed pause gave too few on a loaded machine).
    let deadline = Instant::now() + Duration::from_secs(30);
    while acknowledged.lock().unwrap().len() <= 10 {
        assert!(Instant::now() < deadline, "fewer than 11 submissions acknowledged in 30 s");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    process.child.kill().unwrap();
    process.child.wait().unwrap();
    for sender in senders {
        sender.await.unwrap();
    }
    let acknowledged = acknowledged.lock().unwrap().clone();
    assert!(acknowledged.len() > 10, "too few submissions before the kill: {}", acknowledged.len());

    // Restarted on the same database, the service has every acknowledged application.
    let restarted = Process::start(&database, dir.path()).await;
    drop(restarted);
    let stored = stored_ids(&database);
    println!(
        "kill -9 during submissions: {} acknowledged, {} stored after restart",
        acknowledged.len(),
        stored.len()
    );
    let missing: Vec<&String> = acknowledged.iter().filter(|id| !stored.contains(id)).collect();
    assert!(
        missing.is_empty(),
        "{} of {} acknowledged applications are missing: {missing:?}",
        missing.len(),
        acknowledged.len()
    );
    let mut unique = stored.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), stored.len(), "an application is stored twice");

    // Its mail was queued in the same transaction: each application's two messages are in the
    // outbox or still in the queue (the restarted sender delivers them once their lease ends).
    let mut recipients = outbox_recipients(&dir.path().join("outbox"));
    recipients.extend(queued_recipients(&database).await);
    let to_staff = recipients.iter().filter(|to| *to == "membership@example.org").count();
    assert!(to_staff >= stored.len(), "{to_staff} staff notices for {} applications", stored.len());
    let to_applicants = recipients.iter().filter(|to| **to == email).count();
    assert!(
        to_applicants >= stored.len(),
        "{to_applicants} acknowledgements for {} applications",
        stored.len()
    );
}

/// The recipient of every message in the outbox.
fn outbox_recipients(outbox: &std::path::Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(outbox) else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| {
            let text = std::fs::read_to_string(entry.path()).ok()?;
            text.lines().find_map(|line| line.strip_prefix("To: ").map(str::to_string))
        })
        .collect()
}

async fn queued_recipients(database: &str) -> Vec<String> {
    use sqlx::Row as _;
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(database).await.unwrap();
    let rows = sqlx::query("SELECT recipient FROM mail_queue").fetch_all(&pool).await.unwrap();
    pool.close().await;
    rows.iter().map(|row| row.get("recipient")).collect()
}

/// Forwarded headers from a peer that is not a trusted proxy are ignored; the log says so once a
/// minute, with the option that would trust it. From a trusted proxy, nothing is said.
#[tokio::test]
async fn forwarded_headers_from_an_untrusted_peer_are_warned_of_once() {
    let database = |dir: &std::path::Path| format!("sqlite://{}", dir.join("forms.db").display());
    let signin = |process: &Process| {
        reqwest::Client::new()
            .post(process.url("/users/login"))
            .header("X-Forwarded-For", "203.0.113.7")
            .json(&json!({"email": "ada@example.org", "password": "Whatever-Password-1"}))
            .send()
    };
    let warnings = |log: &std::path::Path| {
        let text = std::fs::read_to_string(log).unwrap_or_default();
        text.lines()
            .filter(|line| line.contains("not a trusted proxy"))
            .map(str::to_string)
            .collect::<Vec<_>>()
    };

    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("service.log");
    let untrusted =
        Process::start_logging(&database(dir.path()), dir.path(), &[], Some(&log)).await;
    for _ in 0..3 {
        assert_eq!(signin(&untrusted).await.unwrap().status(), 401);
    }
    let said = warnings(&log);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].contains("\"level\":\"WARN\""), "{}", said[0]);
    assert!(said[0].contains("--trusted-proxy 127.0.0.1"), "{}", said[0]);
    drop(untrusted);

    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("service.log");
    let trusting = ["--trusted-proxy", "127.0.0.1"];
    let trusted =
        Process::start_logging(&database(dir.path()), dir.path(), &trusting, Some(&log)).await;
    assert_eq!(signin(&trusted).await.unwrap().status(), 401);
    assert!(warnings(&log).is_empty());
}
