//! The disk under a SQLite database fails while applications keep arriving: it fills up, or its
//! file system turns read-only. Every application the service acknowledged (200 and a reference)
//! is there after a restart, its two mails (the staff's notice, the applicant's acknowledgement)
//! were sent exactly once, nothing was mailed about an application that was refused, readiness
//! says 503 while the database cannot be written, and the service recovers by itself once a full
//! disk has room again.
//!
//! The faults are real (`common::disks`): a small tmpfs filled with a file, and an ext4 image
//! turned read-only by an injected file-system error. Mounting needs root (CI runs as root);
//! elsewhere the tests say so and stop.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use common::disks::Disk;
use common::fixtures::application;
use common::process::Process;
use serde_json::Value;

/// A tmpfs of this size holds the database with room to spare, until the filler takes it.
const DISK: &str = "3m";

struct Run {
    client: reqwest::Client,
    /// The signed-in member who applies, with their own address: stored at the answer.
    member: (String, String),
    /// Reference -> the applicant's address, for every application answered 200.
    acknowledged: BTreeMap<String, String>,
    refused: usize,
    /// The request id of each refused application.
    refused_ids: Vec<String>,
    sent: usize,
}

impl Run {
    /// Send one application and remember what the service answered.
    async fn submit(&mut self, service: &Process) -> bool {
        self.sent += 1;
        let (email, session) = self.member.clone();
        let answer = self
            .client
            .post(service.url("/users/submit-form"))
            .bearer_auth(&session)
            .header("X-Request-Id", format!("fault-test-{}", self.sent))
            .json(&application(&email))
            .send()
            .await
            .unwrap();
        let status = answer.status();
        let id = answer.headers()["x-request-id"].to_str().unwrap().to_string();
        assert_eq!(id, format!("fault-test-{}", self.sent), "the request id is not echoed");
        let body: Value = answer.json().await.unwrap_or_default();
        if status.is_success() {
            let reference = body["reference"].as_str().unwrap().to_string();
            assert!(
                self.acknowledged.insert(reference.clone(), email).is_none(),
                "{reference} was handed out twice"
            );
            true
        } else {
            assert!(status.is_server_error(), "{status}: {body}");
            self.refused_ids.push(id);
            self.refused += 1;
            false
        }
    }
}

async fn readiness(client: &reqwest::Client, service: &Process) -> (u16, Value) {
    let started = Instant::now();
    let answer = client.get(service.url("/health/ready")).send().await.unwrap();
    let status = answer.status().as_u16();
    let body = answer.json().await.unwrap_or_default();
    assert!(started.elapsed() < Duration::from_secs(4), "readiness took {:?}", started.elapsed());
    (status, body)
}

/// Poll readiness until it is 200; how long that took.
async fn until_ready(client: &reqwest::Client, service: &Process) -> Duration {
    let started = Instant::now();
    loop {
        if readiness(client, service).await.0 == 200 {
            return started.elapsed();
        }
        assert!(started.elapsed() < Duration::from_secs(30), "the service did not recover");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// A service on `database`, logging to `dir/service.log`, and a run of submissions to it.
async fn start(database: &str, dir: &Path) -> (Process, Run) {
    let log = dir.join("service.log");
    let service = Process::start_logging(database, dir, &[], Some(&log)).await;
    let member = common::process::member(&service, &dir.join("outbox")).await;
    let run = Run {
        client: reqwest::Client::new(),
        member,
        acknowledged: BTreeMap::new(),
        refused: 0,
        refused_ids: Vec::new(),
        sent: 0,
    };
    (service, run)
}

/// Submit until `refusals` applications have been refused (at most `tries`); how many were.
async fn submit_until_refused(run: &mut Run, service: &Process, refusals: usize) -> usize {
    let mut refused = 0;
    for _ in 0..40 {
        if !run.submit(service).await {
            refused += 1;
        }
        if refused >= refusals {
            break;
        }
    }
    refused
}

#[tokio::test(flavor = "multi_thread")]
async fn a_full_disk_loses_no_acknowledged_application_and_sends_each_mail_once() {
    if std::env::var("FORMS_TEST_POSTGRES").is_ok() {
        return; // The disk under test is the SQLite file's.
    }
    let dir = tempfile::tempdir().unwrap();
    let Some(disk) = Disk::tmpfs("disk_faults", &dir.path().join("disk"), DISK) else {
        return;
    };
    let database = format!("sqlite://{}/forms.db", disk.path.display());
    let (service, mut run) = start(&database, dir.path()).await;
    for _ in 0..2 {
        assert!(run.submit(&service).await, "refused on an empty disk");
    }

    // Full: keep sending until the service refuses, and some more.
    let filler = disk.fill();
    let refused_while_full = submit_until_refused(&mut run, &service, 4).await;
    assert!(refused_while_full > 0, "a full disk refused nothing");
    let (status, body) = readiness(&run.client, &service).await;
    println!("readiness with the disk full: {status} {body}");
    assert_eq!(status, 503, "{body}");
    assert!(body["reason"].as_str().unwrap().contains("full"), "{body}");

    // Room again: the service recovers by itself.
    std::fs::remove_file(&filler).unwrap();
    let recovered_in = until_ready(&run.client, &service).await;
    for _ in 0..3 {
        assert!(run.submit(&service).await, "refused after the disk had room");
    }
    println!(
        "full disk: {} applications sent, {} acknowledged, {} refused; ready again {:.1} s after \
         the disk had room",
        run.sent,
        run.acknowledged.len(),
        run.refused,
        recovered_in.as_secs_f64()
    );
    restart_and_check(service, &run, &database, dir.path(), || {}).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_disk_turned_read_only_loses_no_acknowledged_application() {
    if std::env::var("FORMS_TEST_POSTGRES").is_ok() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let image = dir.path().join("disk.img");
    let Some(disk) = Disk::ext4("disk_faults", &image, &dir.path().join("disk")) else {
        return;
    };
    let database = format!("sqlite://{}/forms.db", disk.path.display());
    let (service, mut run) = start(&database, dir.path()).await;
    for _ in 0..3 {
        assert!(run.submit(&service).await, "refused on a healthy disk");
    }
    // Their mail delivered first: a claim the disk failed in the middle of committing holds its
    // lease (120 s) after the restart, longer than this test waits.
    wait_for_mails(&dir.path().join("outbox"), run.acknowledged.keys()).await;

    disk.fail_read_only();
    let refused = submit_until_refused(&mut run, &service, 4).await;
    assert!(refused > 0, "a read-only disk refused nothing");
    let (status, body) = readiness(&run.client, &service).await;
    println!("readiness with the disk read-only: {status} {body}");
    assert_eq!(status, 503, "{body}");
    println!(
        "read-only disk: {} applications sent, {} acknowledged, {} refused",
        run.sent,
        run.acknowledged.len(),
        run.refused
    );
    // The operator repairs the disk: the service is stopped, the disk mounted again.
    restart_and_check(service, &run, &database, dir.path(), || disk.remount()).await;
}

/// Stop the service, `repair`, start it again on the same database, wait for every acknowledged
/// application's mail, and check: the stored applications are exactly the acknowledged ones, the
/// next reference follows them, each refusal was logged with its request id, and each
/// acknowledged application was mailed exactly twice and no other.
async fn restart_and_check(
    mut service: Process,
    run: &Run,
    database: &str,
    dir: &Path,
    repair: impl FnOnce(),
) {
    // The mail of the last applications out first (the disk has room again, or they were sent
    // before it failed): a message the sender has claimed when SIGTERM stops it keeps its lease
    // (120 s) after the restart, longer than this test waits.
    wait_for_mails(&dir.join("outbox"), run.acknowledged.keys()).await;
    service.signal("-TERM");
    let _ = service.child.wait();
    repair();
    let (service, mut after) = start(database, dir).await;
    // Mail queued while the disk refused to record its delivery goes out now, once.
    let outbox = dir.join("outbox");
    wait_for_mails(&outbox, run.acknowledged.keys()).await;

    let stored = common::export::references(database);
    let acknowledged: BTreeSet<String> = run.acknowledged.keys().cloned().collect();
    assert_eq!(stored, acknowledged, "stored and acknowledged applications differ");
    after.sent = 1000;
    assert!(after.submit(&service).await);
    let next = after.acknowledged.keys().next().unwrap().clone();
    assert!(next > *acknowledged.last().unwrap(), "{next} is not after the last one");

    let logged = std::fs::read_to_string(dir.join("service.log")).unwrap();
    for id in &run.refused_ids {
        let line = logged
            .lines()
            .filter(|line| line.contains(&format!("\"request_id\":\"{id}\"")))
            .find(|line| line.contains("\"level\":\"ERROR\""));
        assert!(line.is_some(), "no error line with request id {id} in:\n{logged}");
    }

    tokio::time::sleep(Duration::from_secs(1)).await;
    let mails = mails_by_reference(&outbox);
    for reference in &acknowledged {
        assert_eq!(mails.get(reference), Some(&2), "mails about {reference}");
    }
    let strangers: Vec<&String> =
        mails.keys().filter(|r| !acknowledged.contains(*r) && **r != next).collect();
    assert!(strangers.is_empty(), "mail about refused applications: {strangers:?}");
}

/// Wait until each of `references` is named by two mails (the staff's notice and the
/// acknowledgement); the outbox also holds the member's own mail, so its size says less.
async fn wait_for_mails<'a>(outbox: &Path, references: impl Iterator<Item = &'a String> + Clone) {
    let started = Instant::now();
    loop {
        let mails = mails_by_reference(outbox);
        let short: Vec<&String> =
            references.clone().filter(|r| mails.get(*r).copied().unwrap_or(0) < 2).collect();
        if short.is_empty() {
            return;
        }
        assert!(started.elapsed() < Duration::from_secs(30), "mail missing about {short:?}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn mail_files(outbox: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(outbox)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "eml"))
                .collect()
        })
        .unwrap_or_default()
}

/// Reference -> how many mails name it (in their subject or text).
fn mails_by_reference(outbox: &Path) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for file in mail_files(outbox) {
        let text = common::outbox::decode(&std::fs::read_to_string(&file).unwrap());
        let named: BTreeSet<String> = references_in(&text).collect();
        for reference in named {
            *counts.entry(reference).or_default() += 1;
        }
    }
    counts
}

fn references_in(text: &str) -> impl Iterator<Item = String> + '_ {
    text.match_indices("IAAII-").filter_map(move |(at, _)| {
        let candidate = text.get(at..at + 16)?;
        let digits = candidate[6..]
            .bytes()
            .enumerate()
            .all(|(i, b)| if i == 4 { b == b'-' } else { b.is_ascii_digit() });
        digits.then(|| candidate.to_string())
    })
}
