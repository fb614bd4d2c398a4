//! Load benchmark: starts `forms-api serve` (this build) as its own process on a temporary SQLite
//! file, drives `submit-form` and then `login` from this process over loopback, and prints
//! requests per second, p50/p99 latency and the service's peak memory. The same run measures
//! SQLite's own rate of one-row durable transactions on this disk, the ceiling for durable writes.
//!
//! cargo run --release -p forms-api --example bench_load -- [seconds per phase] [concurrency]

use std::process::{Child, Command, Stdio};
use std::str::FromStr;
use std::time::{Duration, Instant};

use serde_json::json;

#[path = "../tests/it/common/ports.rs"]
mod ports;

#[path = "../tests/it/common/outbox.rs"]
#[allow(dead_code)]
mod outbox;
use sqlx::Connection;
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqliteSynchronous};

#[tokio::main]
async fn main() {
    let mut args = std::env::args().skip(1);
    let seconds: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(10);
    let concurrency: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(16);
    let dir = tempfile::tempdir().unwrap();
    let binary =
        std::env::current_exe().unwrap().parent().unwrap().parent().unwrap().join("forms-api");
    let client = reqwest::Client::new();
    // The port is free when picked, but something may take it before the service binds it: the
    // service then exits, and starts again on another.
    let mut attempts = 0;
    let (base, mut service) = loop {
        let port = ports::free_port();
        let mut service = Command::new(&binary)
            .args(["serve", "--listen", &format!("127.0.0.1:{port}"), "--rate-limits", "off"])
            .arg("--database")
            .arg(format!("sqlite://{}", dir.path().join("forms.db").display()))
            .arg("--outbox")
            .arg(dir.path().join("outbox"))
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| {
                panic!(
                    "start {}: {e} (build it first: cargo build --release -p forms-api)",
                    binary.display()
                )
            });
        let base = format!("http://127.0.0.1:{port}/api");
        if wait_until_up(&client, &base, &mut service).await {
            break (base, service);
        }
        attempts += 1;
        assert!(attempts < 5, "the service exited at start {attempts} times");
    };
    let password = "Analytical-Engine-1843";
    let signup = json!({"firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.org",
                        "password": password, "confirmPassword": password, "agreeTerms": true});
    client.post(format!("{base}/users/signup")).json(&signup).send().await.unwrap();
    confirm_address(&client, &base, &dir.path().join("outbox")).await;
    // Ada applies signed in, with her own address: each application is stored at its answer, in
    // the group commit this measures (another address would wait for a mailed link instead).
    let login = json!({"email": "ada@example.org", "password": password});
    let signed_in: serde_json::Value = client
        .post(format!("{base}/users/login"))
        .json(&login)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let token = signed_in["accessToken"].as_str().expect("Ada signs in").to_string();
    let mut headers = reqwest::header::HeaderMap::new();
    headers.insert(
        reqwest::header::AUTHORIZATION,
        reqwest::header::HeaderValue::from_str(&format!("Bearer {token}")).unwrap(),
    );
    let member = reqwest::Client::builder().default_headers(headers).build().unwrap();

    println!(
        "{concurrency} concurrent clients, {seconds} s per operation, service pid {}",
        service.id()
    );
    let application = json!({
        "firstName": "Ada", "familyName": "Lovelace", "gender": "Female", "email": "ada@example.org",
        "country": "United States of America", "mobile": "+1 555 010 0199", "jobTitle": "Professor",
        "jobClassification": "Academic", "highestQualification": "PhD", "department": "Computer Science",
        "institution": "Example University", "researchInterests": "Compilers", "contactPersonInstitution": "Example University",
        "contactPersonName": "Alan Turing", "areasForCollaboration": "Teaching", "confidentialityConsent": true,
        "membershipType": "regular"
    });
    let submit_rate = load(
        &member,
        &format!("{base}/users/submit-form"),
        application,
        seconds,
        concurrency,
        "submit-form",
    )
    .await;
    println!(
        "service peak memory after submit-form: {:.1} MiB",
        peak_memory_kib(&service) as f64 / 1024.0
    );
    let login = json!({"email": "ada@example.org", "password": password});
    load(&client, &format!("{base}/users/login"), login, seconds, concurrency, "login").await;
    println!("service peak memory: {:.1} MiB", peak_memory_kib(&service) as f64 / 1024.0);
    stop(&mut service);

    let sqlite_rate = sqlite_durable_rate(&dir.path().join("ceiling.db"), seconds).await;
    println!(
        "SQLite one-row durable transactions (WAL, synchronous=FULL) on this disk: {sqlite_rate:.0}/s"
    );
    println!("submit-form as a fraction of that ceiling: {:.2}", submit_rate / sqlite_rate);
}

/// Follow the link of the confirmation mail, so the account can sign in.
async fn confirm_address(client: &reqwest::Client, base: &str, outbox: &std::path::Path) {
    for _ in 0..200 {
        let token = std::fs::read_dir(outbox)
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|entry| std::fs::read_to_string(entry.path()).ok())
            .find_map(|raw| outbox::confirmation_token_in(&outbox::decode(&raw)));
        if let Some(token) = token {
            let confirmed = client
                .post(format!("{base}/users/confirm-email"))
                .json(&json!({ "token": token }))
                .send()
                .await
                .unwrap();
            assert!(confirmed.status().is_success(), "confirming the account");
            return;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!("no confirmation mail in {}", outbox.display());
}

/// `concurrency` clients posting `body` for `seconds`; prints and returns requests per second.
async fn load(
    client: &reqwest::Client,
    url: &str,
    body: serde_json::Value,
    seconds: u64,
    concurrency: usize,
    name: &str,
) -> f64 {
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let workers: Vec<_> = (0..concurrency)
        .map(|_| {
            let (client, url, body) = (client.clone(), url.to_string(), body.clone());
            tokio::spawn(async move {
                let mut latencies = Vec::new();
                let mut failures = 0u64;
                while Instant::now() < deadline {
                    let started = Instant::now();
                    match client.post(&url).json(&body).send().await {
                        Ok(response) if response.status().is_success() => {
                            latencies.push(started.elapsed())
                        }
                        _ => failures += 1,
                    }
                }
                (latencies, failures)
            })
        })
        .collect();
    let started = Instant::now();
    let mut latencies = Vec::new();
    let mut failures = 0;
    for worker in workers {
        let (l, f) = worker.await.unwrap();
        latencies.extend(l);
        failures += f;
    }
    let elapsed = started.elapsed().as_secs_f64();
    latencies.sort();
    let percentile = |p: f64| {
        latencies
            .get(((latencies.len() as f64 * p) as usize).min(latencies.len().saturating_sub(1)))
    };
    let ms = |d: Option<&Duration>| d.map_or(0.0, |d| d.as_secs_f64() * 1000.0);
    let rate = latencies.len() as f64 / elapsed;
    println!(
        "{name}: {} ok, {failures} failed, {rate:.0} requests/s, p50 {:.1} ms, p99 {:.1} ms",
        latencies.len(),
        ms(percentile(0.50)),
        ms(percentile(0.99))
    );
    rate
}

/// One INSERT per committed transaction, as the service stores an application.
async fn sqlite_durable_rate(path: &std::path::Path, seconds: u64) -> f64 {
    let options = SqliteConnectOptions::from_str(&format!("sqlite://{}", path.display()))
        .unwrap()
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Full);
    let mut connection = SqliteConnection::connect_with(&options).await.unwrap();
    sqlx::query("CREATE TABLE t (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)")
        .execute(&mut connection)
        .await
        .unwrap();
    let payload = "x".repeat(600);
    let started = Instant::now();
    let mut count = 0u64;
    while started.elapsed() < Duration::from_secs(seconds) {
        let mut transaction = connection.begin().await.unwrap();
        sqlx::query("INSERT INTO t (payload) VALUES (?1)")
            .bind(&payload)
            .execute(&mut *transaction)
            .await
            .unwrap();
        transaction.commit().await.unwrap();
        count += 1;
    }
    count as f64 / started.elapsed().as_secs_f64()
}

/// Whether the service came up; false when it exited first (its port was taken meanwhile).
async fn wait_until_up(client: &reqwest::Client, base: &str, service: &mut Child) -> bool {
    for _ in 0..100 {
        if client.get(format!("{base}/health")).send().await.is_ok_and(|r| r.status().is_success())
        {
            return true;
        }
        if service.try_wait().unwrap().is_some() {
            return false;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the service did not start");
}

fn peak_memory_kib(child: &Child) -> u64 {
    std::fs::read_to_string(format!("/proc/{}/status", child.id()))
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|l| l.starts_with("VmHWM:"))?
                .split_whitespace()
                .nth(1)?
                .parse()
                .ok()
        })
        .unwrap_or(0)
}

fn stop(child: &mut Child) {
    let _ = Command::new("kill").arg(child.id().to_string()).status();
    let _ = child.wait();
}
