//! `forms-api serve` as a process of its own, on a free loopback port, with the real clock.

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub struct Process {
    pub child: Child,
    pub port: u16,
}

impl Process {
    /// The service on `database`, mail to `dir/outbox` unless `extra` says otherwise
    /// (`--smtp ...`), rate limits off.
    pub async fn start(database: &str, dir: &std::path::Path) -> Process {
        Self::start_with(database, dir, &[]).await
    }

    pub async fn start_with(database: &str, dir: &std::path::Path, extra: &[&str]) -> Process {
        Self::start_logging(database, dir, extra, None).await
    }

    /// As `start_with`, with the log written as JSON lines to `log` (appended to across restarts).
    pub async fn start_logging(
        database: &str,
        dir: &std::path::Path,
        extra: &[&str],
        log: Option<&std::path::Path>,
    ) -> Process {
        // The port is free when picked, but something may take it before the service binds it:
        // the service then exits, and starts again on another.
        let mut attempts = 0;
        loop {
            let port = super::ports::free_port();
            let child = Command::new(env!("CARGO_BIN_EXE_forms-api"))
                .args(["serve", "--rate-limits", "off", "--listen"])
                .arg(format!("127.0.0.1:{port}"))
                .arg("--database")
                .arg(database)
                .arg("--outbox")
                .arg(dir.join("outbox"))
                .args(extra)
                .args(log.map_or(&[][..], |_| &["--log-format", "json"][..]))
                .stdout(Stdio::null())
                .stderr(log.map_or_else(Stdio::null, |path| {
                    let file = std::fs::OpenOptions::new().create(true).append(true).open(path);
                    Stdio::from(file.unwrap())
                }))
                .spawn()
                .unwrap();
            let mut process = Process { child, port };
            if process.wait_until_up().await {
                return process;
            }
            attempts += 1;
            assert!(attempts < 5, "forms-api exited at start {attempts} times");
        }
    }

    /// Whether the service answers its health check; false when it exits first.
    async fn wait_until_up(&mut self) -> bool {
        let deadline = Instant::now() + Duration::from_secs(30);
        while !reqwest::get(self.url("/health")).await.is_ok_and(|r| r.status().is_success()) {
            if self.child.try_wait().unwrap().is_some() {
                return false;
            }
            assert!(Instant::now() < deadline, "forms-api did not start");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        true
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}/api{path}", self.port)
    }

    pub fn signal(&self, name: &str) {
        let sent =
            Command::new("kill").args([name, &self.child.id().to_string()]).status().unwrap();
        assert!(sent.success());
    }
}

/// A member of the service in `process`, signed up and confirmed through the link in `outbox`,
/// then signed in: their address and session token. Applications they send with their own
/// address reach the staff at once, with no link to follow.
pub async fn member(process: &Process, outbox: &std::path::Path) -> (String, String) {
    let email = "member@example.org".to_string();
    let http = reqwest::Client::new();
    let signup = serde_json::json!({"firstName": "Mary", "lastName": "Jackson", "email": email,
        "password": super::GOOD_PASSWORD, "confirmPassword": super::GOOD_PASSWORD, "agreeTerms": true});
    let signed_up = http.post(process.url("/users/signup")).json(&signup).send().await.unwrap();
    assert!(signed_up.status().is_success(), "{}", signed_up.status());
    let deadline = Instant::now() + Duration::from_secs(10);
    let token = loop {
        let found = std::fs::read_dir(outbox).into_iter().flatten().flatten().find_map(|entry| {
            let mail = super::outbox::decode(&std::fs::read_to_string(entry.path()).ok()?);
            super::outbox::confirmation_token_in(&mail)
        });
        if let Some(token) = found {
            break token;
        }
        assert!(Instant::now() < deadline, "no confirmation link for the member");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let confirm = serde_json::json!({ "token": token });
    http.post(process.url("/users/confirm-email")).json(&confirm).send().await.unwrap();
    let login = serde_json::json!({"email": email, "password": super::GOOD_PASSWORD});
    let answer: serde_json::Value = http
        .post(process.url("/users/login"))
        .json(&login)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let session = answer["accessToken"].as_str().expect("a session token").to_string();
    (email, session)
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
