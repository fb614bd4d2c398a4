//! Load test on loopback, bounded in time: two instances of the release `forms-api` sharing one
//! PostgreSQL database (as behind a load balancer) and one instance on SQLite, driven together
//! by virtual clients doing sign-ups, sign-ins, session checks, whole password recoveries (the
//! code read from the outbox) and membership applications, each cycle from a new client address
//! (sent as X-Forwarded-For from a trusted proxy, as a load balancer does). Afterwards every
//! acknowledged application is looked up in its database, and one client address hammers sign-in
//! on both PostgreSQL instances in turn, to show that the limit holds across them.
//!
//! Prints requests, statuses, acknowledged vs stored applications and the limit probe, and exits
//! non-zero on any 5xx, transport error, lost or duplicated application, or a limit not held.
//!
//! bash scripts/load-test.sh [seconds] [clients]   (starts and stops a throw-away PostgreSQL)

#[path = "../tests/it/common/fixtures.rs"]
mod fixtures;
#[allow(dead_code)]
#[path = "../tests/it/common/ports.rs"]
mod ports;

#[path = "../tests/it/common/outbox.rs"]
mod outbox;

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

const PASSWORD: &str = "Analytical-Engine-1843";
const NEW_PASSWORD: &str = "Difference-Engine-1822";
/// Sign-ins a client address may make a minute (rate_limit::SIGN_INS_PER_CLIENT).
const SIGN_IN_LIMIT: usize = 20;

struct Instance {
    name: &'static str,
    child: Child,
    base: String,
    database: String,
    outbox: PathBuf,
}

impl Drop for Instance {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[derive(Default)]
struct Tally {
    /// (operation, status) -> count; status 0 is a transport error.
    statuses: BTreeMap<(&'static str, u16), usize>,
    /// Instance name -> ids of acknowledged applications.
    acknowledged: BTreeMap<&'static str, Vec<String>>,
}

#[tokio::main]
async fn main() {
    let mut args = std::env::args().skip(1);
    let seconds: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(60);
    let clients: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(12);
    let Ok(postgres) = std::env::var("LOAD_TEST_POSTGRES") else {
        eprintln!(
            "LOAD_TEST_POSTGRES must name an empty PostgreSQL database; scripts/load-test.sh starts one"
        );
        std::process::exit(2);
    };
    let dir = tempfile::tempdir().unwrap();
    let binary =
        std::env::current_exe().unwrap().parent().and_then(Path::parent).unwrap().join("forms-api");
    let sqlite = format!("sqlite://{}", dir.path().join("forms.db").display());
    let shared_outbox = dir.path().join("outbox-postgres");
    let instances = Arc::new(vec![
        start(&binary, "postgres-a", &postgres, &shared_outbox).await,
        start(&binary, "postgres-b", &postgres, &shared_outbox).await,
        start(&binary, "sqlite", &sqlite, &dir.path().join("outbox-sqlite")).await,
    ]);
    println!(
        "{} instances (2 on PostgreSQL, 1 on SQLite), {clients} virtual clients, {seconds} s",
        instances.len()
    );

    let tally = Arc::new(Mutex::new(Tally::default()));
    let next_address = Arc::new(AtomicU32::new(1));
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let started = Instant::now();
    let workers: Vec<_> = (0..clients)
        .map(|worker| {
            let (instances, tally, next_address) =
                (Arc::clone(&instances), Arc::clone(&tally), Arc::clone(&next_address));
            tokio::spawn(async move {
                let mut cycle = 0;
                while Instant::now() < deadline {
                    let instance = &instances[(worker + cycle) % instances.len()];
                    let address = next_address.fetch_add(1, Ordering::Relaxed);
                    client_cycle(instance, address, &tally).await;
                    cycle += 1;
                }
            })
        })
        .collect();
    for worker in workers {
        worker.await.unwrap();
    }
    let elapsed = started.elapsed().as_secs_f64();

    let mut failed = false;
    let tally = std::mem::take(&mut *tally.lock().unwrap());
    let requests: usize = tally.statuses.values().sum();
    println!("\n{requests} requests in {elapsed:.0} s ({:.0}/s)", requests as f64 / elapsed);
    for ((operation, status), count) in &tally.statuses {
        println!("  {operation:<16} {status:>3}  {count}");
        if *status == 0 || *status >= 500 {
            failed = true;
        }
    }
    let server_errors: usize = tally
        .statuses
        .iter()
        .filter(|((_, status), _)| *status >= 500 || *status == 0)
        .map(|(_, count)| count)
        .sum();
    println!("5xx and transport errors: {server_errors}");

    // Every acknowledged application is stored exactly once.
    for (database, names) in
        [(&postgres, &["postgres-a", "postgres-b"][..]), (&sqlite, &["sqlite"][..])]
    {
        let acknowledged: Vec<&String> = names
            .iter()
            .flat_map(|name| tally.acknowledged.get(name).into_iter().flatten())
            .collect();
        let stored = stored_ids(&binary, database);
        let unique: HashSet<&String> = stored.iter().collect();
        let missing = acknowledged.iter().filter(|id| !unique.contains(**id)).count();
        let duplicated = stored.len() - unique.len();
        println!(
            "applications on {}: {} acknowledged, {} stored, {missing} missing, {duplicated} duplicated",
            names.join(" + "),
            acknowledged.len(),
            stored.len()
        );
        failed |= missing > 0 || duplicated > 0 || stored.len() != acknowledged.len();
    }

    // One client address, alternating between the two instances sharing PostgreSQL; a new
    // e-mail address each time, so that only the per-client limit applies.
    let probe = reqwest::Client::new();
    let address = "203.0.113.7";
    let mut allowed = 0;
    for attempt in 0..(SIGN_IN_LIMIT * 2) {
        let instance = &instances[attempt % 2];
        let response = probe
            .post(format!("{}/users/login", instance.base))
            .header("X-Forwarded-For", address)
            .json(&json!({"email": format!("probe-{attempt}@example.org"), "password": PASSWORD}))
            .send()
            .await
            .unwrap();
        if response.status() != reqwest::StatusCode::TOO_MANY_REQUESTS {
            allowed += 1;
        }
    }
    println!(
        "rate limit across the two PostgreSQL instances: {allowed} of {} sign-ins from one address answered before 429 (limit {SIGN_IN_LIMIT} a minute)",
        SIGN_IN_LIMIT * 2
    );
    failed |= allowed != SIGN_IN_LIMIT;

    // Housekeeping: what the load left in each table, and what is left once everything it made
    // has expired (a sweep as if 31 days later); confirmed accounts and applications stay.
    for database in [&postgres, &sqlite] {
        let backend = database.split(':').next().unwrap_or_default();
        println!("rows on {backend} after the load: {}", table_rows(database).await);
        let swept = Command::new(&binary)
            .args(["housekeeping", "--ahead", "2678400", "--database", database])
            .output()
            .unwrap();
        failed |= !swept.status.success();
        println!(
            "rows on {backend} after housekeeping 31 days later: {}",
            table_rows(database).await
        );
    }

    // Stop the instances before exiting (process::exit runs no destructors).
    drop(instances);
    if failed {
        println!("FAILED");
        std::process::exit(1);
    }
    println!("passed: no 5xx, no lost or duplicated application, the limit held across instances");
}

async fn start(binary: &Path, name: &'static str, database: &str, outbox: &Path) -> Instance {
    // The port is free when picked, but something may take it before the service binds it: the
    // service then exits, and starts again on another.
    'attempt: for _ in 0..5 {
        let port = ports::free_port();
        let child = Command::new(binary)
            .args(["serve", "--trusted-proxy", "127.0.0.1", "--listen"])
            .arg(format!("127.0.0.1:{port}"))
            .arg("--database")
            .arg(database)
            .arg("--outbox")
            .arg(outbox)
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap_or_else(|e| {
                panic!("{}: {e} (cargo build --release -p forms-api)", binary.display())
            });
        let mut instance = Instance {
            name,
            child,
            base: format!("http://127.0.0.1:{port}/api"),
            database: database.to_string(),
            outbox: outbox.to_path_buf(),
        };
        let deadline = Instant::now() + Duration::from_secs(30);
        while reqwest::get(format!("{}/health", instance.base)).await.is_err() {
            if instance.child.try_wait().unwrap().is_some() {
                continue 'attempt;
            }
            assert!(Instant::now() < deadline, "{name} did not start on {}", instance.database);
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        return instance;
    }
    panic!("{name} exited at start five times");
}

/// One visitor from a new address: sign up, sign in, check the session, recover the password
/// with the mailed code, sign in with the new one, and apply for membership.
async fn client_cycle(instance: &Instance, address: u32, tally: &Mutex<Tally>) {
    let ip = format!("10.{}.{}.{}", address >> 16 & 255, address >> 8 & 255, address & 255);
    let email = format!("load-{address}-{}@example.org", instance.name);
    // A browser keeps cookies: the recovery code answers only to the one that asked for it.
    let client = reqwest::Client::builder().cookie_store(true).build().unwrap();
    let call = |operation: &'static str, path: &str, body: Value| {
        let request = client
            .post(format!("{}{path}", instance.base))
            .header("X-Forwarded-For", &ip)
            .json(&body);
        async move {
            let (status, body) = match request.send().await {
                Ok(response) => {
                    let status = response.status().as_u16();
                    (status, response.json::<Value>().await.unwrap_or(Value::Null))
                }
                Err(_) => (0, Value::Null),
            };
            *tally.lock().unwrap().statuses.entry((operation, status)).or_default() += 1;
            (status, body)
        }
    };
    let signup = json!({"firstName": "Load", "lastName": "Tester", "email": email,
                        "password": PASSWORD, "confirmPassword": PASSWORD, "agreeTerms": true});
    if call("signup", "/users/signup", signup).await.0 != 200 {
        return;
    }
    let Some(link) = wait_for_mail(&instance.outbox, &email, outbox::confirmation_token_in).await
    else {
        return;
    };
    if call("confirm-email", "/users/confirm-email", json!({ "token": link })).await.0 != 200 {
        return;
    }
    let login = json!({"email": email, "password": PASSWORD});
    let (status, body) = call("login", "/users/login", login).await;
    let mut session = body["accessToken"].as_str().unwrap_or_default().to_string();
    if status == 200 {
        let token = session.clone();
        let response = client
            .get(format!("{}/users/me", instance.base))
            .header("X-Forwarded-For", &ip)
            .bearer_auth(token)
            .send()
            .await;
        let status = response.map_or(0, |r| r.status().as_u16());
        *tally.lock().unwrap().statuses.entry(("me", status)).or_default() += 1;
    }
    let forgot = json!({"email": email});
    if call("forgot-password", "/users/forgot-password", forgot).await.0 == 200
        && let Some(code) = wait_for_mail(&instance.outbox, &email, outbox::code_in).await
    {
        let otp = json!({"email": email, "otp": code.parse::<i64>().unwrap_or(-1)});
        let (status, body) = call("verify-otp", "/users/verify-otp", otp).await;
        let token = body["resetToken"].as_str().unwrap_or_default();
        let reset = json!({"resetToken": token, "newPassword": NEW_PASSWORD});
        if status == 200 && call("reset-password", "/users/reset-password", reset).await.0 == 200 {
            let login = json!({"email": email, "password": NEW_PASSWORD});
            let (_, body) = call("login", "/users/login", login).await;
            session = body["accessToken"].as_str().unwrap_or_default().to_string();
        }
    }
    // Signed in with their own address, the application is stored at its answer.
    let response = client
        .post(format!("{}/users/submit-form", instance.base))
        .header("X-Forwarded-For", &ip)
        .bearer_auth(&session)
        .json(&fixtures::application(&email))
        .send()
        .await;
    let (status, body) = match response {
        Ok(response) => {
            let status = response.status().as_u16();
            (status, response.json::<Value>().await.unwrap_or(Value::Null))
        }
        Err(_) => (0, Value::Null),
    };
    *tally.lock().unwrap().statuses.entry(("submit-form", status)).or_default() += 1;
    if status == 200 {
        let id = body["id"].as_str().unwrap_or_default().to_string();
        tally.lock().unwrap().acknowledged.entry(instance.name).or_default().push(id);
    }
}

/// What `find` reads in a mail to `email` (a code, a confirmation token), once it has arrived.
async fn wait_for_mail(
    outbox: &Path,
    email: &str,
    find: fn(&str) -> Option<String>,
) -> Option<String> {
    let to = format!("To: {email}");
    for _ in 0..200 {
        if let Ok(entries) = std::fs::read_dir(outbox) {
            for entry in entries.flatten() {
                let Ok(raw) = std::fs::read_to_string(entry.path()) else {
                    continue;
                };
                let mail = outbox::decode(&raw);
                if mail.lines().any(|line| line == to)
                    && let Some(found) = find(&mail)
                {
                    return Some(found);
                }
            }
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    None
}

/// "table n, ..." for every table that holds per-visitor state.
async fn table_rows(database: &str) -> String {
    use sqlx::Row as _;
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(database).await.unwrap();
    let mut counts = Vec::new();
    let applications = ("applications", "SELECT COUNT(*) FROM applications");
    for (table, sql) in fixtures::EXPIRING_TABLES.into_iter().chain([applications]) {
        let row = sqlx::query(sql).fetch_one(&pool).await.unwrap();
        counts.push(format!("{table} {}", row.get::<i64, _>(0)));
    }
    pool.close().await;
    counts.join(", ")
}

fn stored_ids(binary: &Path, database: &str) -> Vec<String> {
    let output = Command::new(binary)
        .args(["applications", "export", "--format", "json", "--database", database])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let rows: Vec<Value> = serde_json::from_slice(&output.stdout).unwrap();
    rows.iter().map(|row| row["id"].as_str().unwrap_or_default().to_string()).collect()
}
