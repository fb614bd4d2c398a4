//! The service started for real on a loopback port, with a temporary SQLite file, a temporary
//! outbox and a clock the test moves by hand.

#![allow(dead_code)]

pub mod disks;
pub mod export;
pub mod fixtures;
pub mod outbox;
pub mod ports;
pub mod process;
mod recovery_mail;
pub mod smtp;
pub mod staff;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use forms_api::Config;
use forms_api::clock::{Clock as _, ManualClock};
use forms_api::config::Switch;
use forms_api::head_deadline::{HEAD_TIME_LIMIT, HeadDeadline};
use poem::listener::{Acceptor, Listener, TcpListener};
use poem::{Route, Server};
use reqwest::StatusCode;
use serde_json::{Value, json};
use tempfile::TempDir;

/// 2026-01-01T00:00:00Z: a fixed start so expiry tests are exact.
pub const START: i64 = 1_767_225_600;

pub struct Service {
    pub base: String,
    pub clock: Arc<ManualClock>,
    pub dir: TempDir,
    pub database: String,
    /// A client that keeps cookies, as a browser does.
    pub browser: reqwest::Client,
}

/// A new, empty database for one test: a SQLite file in the test's folder, or, when
/// FORMS_TEST_POSTGRES names a PostgreSQL server (the test command starts one), a new database on
/// it, so the same tests run on both backends.
pub async fn fresh_database(dir: &std::path::Path) -> String {
    let Ok(server) = std::env::var("FORMS_TEST_POSTGRES") else {
        return format!("sqlite://{}", dir.join("forms.db").display());
    };
    use sqlx::Connection as _;
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).unwrap();
    let name = format!(
        "test_{}_{}",
        std::process::id(),
        bytes.iter().map(|b| format!("{b:02x}")).collect::<String>()
    );
    let mut admin = sqlx::PgConnection::connect(&server)
        .await
        .unwrap_or_else(|error| panic!("FORMS_TEST_POSTGRES={server}: {error}"));
    drop_databases_of_finished_tests(&mut admin).await;
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&mut admin)
        .await
        .unwrap();
    let (base, _) =
        server.rsplit_once('/').expect("a postgres:// URL ends with the database's name");
    format!("{base}/{name}")
}

/// Drops the databases made by test processes that have ended, once per process: each is a copy
/// of template1 (about 8 MB), and a run on PostgreSQL makes some two hundred of them.
async fn drop_databases_of_finished_tests(admin: &mut sqlx::PgConnection) {
    static SWEPT: tokio::sync::OnceCell<()> = tokio::sync::OnceCell::const_new();
    SWEPT
        .get_or_init(|| async {
            let names: Vec<String> =
                sqlx::query_scalar("SELECT datname FROM pg_database WHERE datname LIKE 'test\\_%'")
                    .fetch_all(&mut *admin)
                    .await
                    .unwrap();
            for name in names {
                let pid = name.split('_').nth(1).and_then(|pid| pid.parse::<u32>().ok());
                let finished =
                    pid.is_some_and(|pid| !std::path::Path::new(&format!("/proc/{pid}")).exists());
                if finished {
                    // Leftovers only: one still held by a backend this role may not end (an
                    // autovacuum worker, say) is dropped by a later run, not a failed test.
                    let dropped = sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
                        "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
                    )))
                    .execute(&mut *admin)
                    .await;
                    if let Err(error) = dropped {
                        eprintln!("left {name} for a later run: {error}");
                    }
                }
            }
        })
        .await;
}

pub struct Answer {
    pub status: StatusCode,
    pub body: Value,
    pub headers: reqwest::header::HeaderMap,
}

impl Service {
    pub async fn start() -> Service {
        Self::start_with(|_| {}).await
    }

    /// A service that hashes passwords at the recommended cost, as the served binary does: for
    /// the tests that compare how long answers take, where the hash must weigh as it does.
    pub async fn start_hashing_as_served() -> Service {
        Self::start_with(|config| config.password_cost = Default::default()).await
    }

    pub async fn start_with(adjust: impl FnOnce(&mut Config)) -> Service {
        let dir = tempfile::tempdir().unwrap();
        let database = fresh_database(dir.path()).await;
        let mut config = Config::from_env().unwrap();
        config.database = database.clone();
        config.outbox = dir.path().join("outbox");
        config.rate_limits = Switch::On;
        config.staff_email = "staff@example.org".into();
        // argon2id at its smallest cost: the suite signs up thousands of accounts. The served
        // binary hashes at the recommended cost (`processes_hash_at_the_recommended_cost`).
        config.password_cost = forms_api::passwords::PasswordCost::Lowest;
        adjust(&mut config);
        let clock = Arc::new(ManualClock::new(START));
        let routes = forms_api::app(&config, clock.clone()).await.unwrap();
        let acceptor = TcpListener::bind("127.0.0.1:0").into_acceptor().await.unwrap();
        let address = acceptor.local_addr()[0].as_socket_addr().copied().unwrap();
        // Served as `forms-api serve` serves: each request head within its time limit.
        let acceptor = HeadDeadline::new(acceptor, HEAD_TIME_LIMIT);
        tokio::spawn(Server::new_with_acceptor(acceptor).run(Route::new().nest("/api", routes)));
        Service {
            base: format!("http://{address}/api"),
            clock,
            dir,
            // The one it serves, which `adjust` may have chosen.
            database: config.database.clone(),
            browser: reqwest::Client::builder().cookie_store(true).build().unwrap(),
        }
    }

    /// A client that speaks from `source`, a loopback address (127.0.0.2, ...), as another
    /// machine would; it keeps no cookies.
    pub fn client_from(&self, source: [u8; 4]) -> reqwest::Client {
        reqwest::Client::builder().local_address(std::net::IpAddr::from(source)).build().unwrap()
    }

    /// A browser at `source`: it keeps the cookies the service sets.
    #[allow(dead_code)] // Not every test binary has several browsers.
    pub fn browser_from(&self, source: [u8; 4]) -> reqwest::Client {
        let client = reqwest::Client::builder().cookie_store(true);
        client.local_address(std::net::IpAddr::from(source)).build().unwrap()
    }

    /// POST `body` to `path` with `client`.
    pub async fn post_with(&self, client: &reqwest::Client, path: &str, body: Value) -> Answer {
        answer(client.post(format!("{}{path}", self.base)).json(&body).send().await.unwrap()).await
    }

    /// One number read from the database (through a connection of the test's own).
    pub async fn count(&self, sql: &'static str) -> i64 {
        use sqlx::Row as _;
        sqlx::any::install_default_drivers();
        let pool = sqlx::AnyPool::connect(&self.database).await.unwrap();
        let row = sqlx::query(sql).fetch_one(&pool).await.unwrap();
        let value = row
            .try_get::<i64, _>(0)
            .or_else(|_| row.try_get::<i32, _>(0).map(i64::from))
            .unwrap_or_else(|error| panic!("{sql}: {error}"));
        pool.close().await;
        value
    }

    /// Run one statement on the database (through a connection of the test's own).
    pub async fn execute(&self, sql: &'static str) {
        sqlx::any::install_default_drivers();
        let pool = sqlx::AnyPool::connect(&self.database).await.unwrap();
        sqlx::query(sql).execute(&pool).await.unwrap_or_else(|error| panic!("{sql}: {error}"));
        pool.close().await;
    }

    pub fn outbox(&self) -> PathBuf {
        self.dir.path().join("outbox")
    }

    pub async fn post(&self, path: &str, body: Value) -> Answer {
        answer(self.browser.post(format!("{}{path}", self.base)).json(&body).send().await.unwrap())
            .await
    }

    pub async fn post_raw(
        &self,
        path: &str,
        content_type: &str,
        body: impl Into<reqwest::Body>,
    ) -> Answer {
        let request = self
            .browser
            .post(format!("{}{path}", self.base))
            .header("content-type", content_type)
            .body(body);
        answer(request.send().await.unwrap()).await
    }

    pub async fn get(&self, path: &str) -> Answer {
        answer(self.browser.get(format!("{}{path}", self.base)).send().await.unwrap()).await
    }

    /// GET with a bearer token and no cookies, as a fresh page load with a stored token does.
    pub async fn get_with_token(&self, path: &str, token: &str) -> Answer {
        let request = reqwest::Client::new().get(format!("{}{path}", self.base)).bearer_auth(token);
        answer(request.send().await.unwrap()).await
    }

    /// Sign up and confirm the address with the mailed link, as a new member does; answers the
    /// sign-up's answer.
    pub async fn sign_up(&self, email: &str, password: &str) -> Answer {
        let before = self.mail_to(email).len();
        let answer = self.sign_up_unconfirmed(email, password).await;
        if answer.status == StatusCode::OK {
            let mail = self.wait_for_mail(email, before + 1).await;
            let token = outbox::confirmation_token_in(&mail).expect("a confirmation link");
            let confirmed = self.post("/users/confirm-email", json!({ "token": token })).await;
            assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.body);
        }
        answer
    }

    /// Sign up without following the mailed link.
    pub async fn sign_up_unconfirmed(&self, email: &str, password: &str) -> Answer {
        self.post(
            "/users/signup",
            json!({"firstName": "Ada", "lastName": "Lovelace", "email": email, "password": password,
                   "confirmPassword": password, "agreeTerms": true}),
        )
        .await
    }

    /// A sign-in with a wrong password for `email`.
    pub async fn sign_in_as(&self, email: String) -> Answer {
        self.sign_in(&email, "Whatever-Password-1").await
    }

    pub async fn sign_in(&self, email: &str, password: &str) -> Answer {
        self.post("/users/login", json!({"email": email, "password": password})).await
    }

    /// Send an application as an applicant without an account does: submitted, then the link
    /// mailed to its address followed. The confirmation's answer (with the reference), or the
    /// submission's when it was refused.
    pub async fn apply(&self, application: Value) -> Answer {
        let email = application["email"].as_str().unwrap_or_default().to_string();
        let links = |service: &Service| -> Vec<String> {
            service.mail_to(&email).iter().filter_map(|m| outbox::application_token_in(m)).collect()
        };
        let seen = links(self);
        let held = self.post("/users/submit-form", application).await;
        if held.status != StatusCode::OK || held.body["awaitingConfirmation"] != true {
            return held;
        }
        // Other mail to the address (an earlier acknowledgement) may arrive meanwhile.
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        let token = loop {
            if let Some(new) = links(self).into_iter().find(|token| !seen.contains(token)) {
                break new;
            }
            assert!(std::time::Instant::now() < deadline, "no link to confirm the application");
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        self.post("/users/confirm-application", json!({ "token": token })).await
    }

    /// Sign in and answer the session's bearer token.
    pub async fn session_token(&self, email: &str, password: &str) -> String {
        let answer = self.sign_in(email, password).await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
        answer.body["accessToken"].as_str().expect("a session token").to_string()
    }

    /// Every message in the outbox addressed to `to`, decoded from quoted-printable.
    pub fn mail_to(&self, to: &str) -> Vec<String> {
        let Ok(entries) = std::fs::read_dir(self.outbox()) else {
            return Vec::new();
        };
        let mut messages: Vec<(std::time::SystemTime, String)> = entries
            .flatten()
            .filter(|e| e.path().extension().is_some_and(|x| x == "eml"))
            .map(|e| {
                (
                    e.metadata().unwrap().modified().unwrap(),
                    outbox::decode(&std::fs::read_to_string(e.path()).unwrap()),
                )
            })
            .filter(|(_, text)| text.lines().any(|line| line == format!("To: {to}")))
            .collect();
        messages.sort();
        messages.into_iter().map(|(_, text)| text).collect()
    }

    /// Wait (mail is sent after the answer) until `to` has `count` messages; returns the last.
    /// Waits until the queue holds no message due by the service's clock. A delivered message's
    /// row is deleted once its file is whole in the outbox, and a message is queued in the same
    /// transaction as its cause: what the answers so far have mailed is then all there, so a test
    /// can count what was not sent without sleeping for it.
    pub async fn mail_settled(&self) {
        use sqlx::Row as _;
        sqlx::any::install_default_drivers();
        let pool = sqlx::AnyPool::connect(&self.database).await.unwrap();
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        loop {
            let row = sqlx::query(
                "SELECT COUNT(*) FROM mail_queue WHERE failed_at IS NULL AND next_attempt_at <= $1",
            )
            .bind(self.clock.now())
            .fetch_one(&pool)
            .await
            .unwrap();
            let due = row
                .try_get::<i64, _>(0)
                .or_else(|_| row.try_get::<i32, _>(0).map(i64::from))
                .unwrap();
            if due == 0 {
                break;
            }
            assert!(std::time::Instant::now() < deadline, "{due} message(s) still due after 10 s");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        pool.close().await;
    }

    pub async fn wait_for_mail(&self, to: &str, count: usize) -> String {
        for _ in 0..100 {
            let messages = self.mail_to(to);
            if messages.len() >= count {
                return messages[count - 1].clone();
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("{to} did not receive message {count}; outbox has {:?}", self.mail_to(to).len());
    }

    /// Wait until a message to `to` contains `needle`; returns it. Unlike `wait_for_mail`, it does
    /// not depend on the order the outbox's files were written in.
    pub async fn wait_for_mail_containing(&self, to: &str, needle: &str) -> String {
        for _ in 0..100 {
            if let Some(mail) = self.mail_to(to).into_iter().find(|mail| mail.contains(needle)) {
                return mail;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("{to} received no message with {needle:?}; outbox has {:?}", self.mail_to(to));
    }
}

pub async fn answer(response: reqwest::Response) -> Answer {
    let status = response.status();
    let headers = response.headers().clone();
    let text = response.text().await.unwrap();
    let body =
        serde_json::from_str(&text).unwrap_or_else(|_| panic!("not JSON ({status}): {text}"));
    Answer { status, body, headers }
}

pub const GOOD_PASSWORD: &str = "Analytical-Engine-1843";
