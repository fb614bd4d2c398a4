//! The probe: sends requests and checks every answer and the tables (the outbox: `probe_mail`).

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::common::Service;
use reqwest::header::HeaderMap;
use reqwest::{Method, StatusCode};
use serde_json::Value;

use super::*;

pub struct Reply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub text: String,
    pub json: Option<Value>,
    pub elapsed: Duration,
}

impl Reply {
    pub fn field(&self, name: &str) -> Option<String> {
        self.json.as_ref()?[name].as_str().map(String::from)
    }

    /// `message` and every message of `errors`, together.
    pub fn error_messages(&self) -> String {
        let Some(json) = &self.json else {
            return String::new();
        };
        let mut messages = vec![json["message"].as_str().unwrap_or("").to_string()];
        if let Some(errors) = json["errors"].as_object() {
            messages.extend(errors.values().filter_map(Value::as_str).map(String::from));
        }
        messages.join(" | ")
    }
}

pub struct Probe<'s> {
    pub service: &'s Service,
    pub client: reqwest::Client,
    pub database: Database,
    pub snapshot: Snapshot,
    pub mail_before: BTreeSet<PathBuf>,
    /// Mail already searched for a link to confirm an application.
    pub links_followed: BTreeSet<PathBuf>,
    pub cases: usize,
    pub failures: Vec<String>,
}

impl<'s> Probe<'s> {
    pub async fn new(service: &'s Service) -> Probe<'s> {
        let database = Database::open(&service.database).await;
        let snapshot = database.snapshot().await;
        Probe {
            service,
            // No cookie store: each request carries only the credentials given to it.
            client: reqwest::Client::new(),
            database,
            snapshot,
            mail_before: mail_files(&service.outbox()),
            links_followed: BTreeSet::new(),
            cases: 0,
            failures: Vec::new(),
        }
    }

    pub async fn send(
        &mut self,
        method: Method,
        path: &str,
        body: Option<Vec<u8>>,
        headers: HeaderMap,
    ) -> Reply {
        self.cases += 1;
        let mut request =
            self.client.request(method, format!("{}{path}", self.service.base)).headers(headers);
        if let Some(body) = body {
            request = request.header("content-type", "application/json").body(body);
        }
        let started = Instant::now();
        let (status, headers, text) = match request.send().await {
            Ok(response) => {
                let status = response.status();
                let headers = response.headers().clone();
                (status, headers, response.text().await.unwrap_or_default())
            }
            // Reported as a server error: a request must always get an answer.
            Err(error) => (
                StatusCode::from_u16(599).unwrap(),
                HeaderMap::new(),
                format!("no answer: {error}"),
            ),
        };
        Reply {
            status,
            headers,
            json: serde_json::from_str(&text).ok(),
            text,
            elapsed: started.elapsed(),
        }
    }

    pub fn fail(&mut self, label: &str, what: impl std::fmt::Display) {
        self.failures.push(format!("{label}: {what}"));
    }

    pub fn expect_same(&mut self, label: &str, what: &str, actual: &str, expected: &str) {
        if actual != expected {
            self.fail(label, format!("{what} {:?}, sent {:?}", brief(actual), brief(expected)));
        }
    }

    /// What every answer must be: not a server error, JSON with a JSON content type (so a
    /// browser never renders what it reflects), nosniff if that header is sent, in good time.
    pub fn check_answer(&mut self, label: &str, reply: &Reply) {
        if reply.status.is_server_error() {
            self.fail(label, format!("{}: {}", reply.status, brief(&reply.text)));
        }
        let content_type = reply
            .headers
            .get("content-type")
            .and_then(|value| value.to_str().ok())
            .unwrap_or("")
            .to_string();
        if !content_type.starts_with("application/json") {
            self.fail(label, format!("answered as {content_type:?}, not JSON"));
        }
        if reply.json.is_none() {
            self.fail(label, format!("the answer is not JSON: {}", brief(&reply.text)));
        }
        if let Some(sniffing) = reply.headers.get("x-content-type-options")
            && sniffing != "nosniff"
        {
            self.fail(label, format!("X-Content-Type-Options is {sniffing:?}"));
        }
        if reply.elapsed > SLOW {
            self.fail(label, format!("answered after {:?}", reply.elapsed));
        }
    }

    /// A 4xx with a JSON error `{message, errors?}`, and nothing changed.
    pub async fn expect_refused(&mut self, label: &str, reply: &Reply) {
        self.check_answer(label, reply);
        if !reply.status.is_client_error() {
            self.fail(
                label,
                format!("expected a 4xx, got {}: {}", reply.status, brief(&reply.text)),
            );
        } else if let Some(json) = &reply.json {
            let message = json["message"].as_str().is_some_and(|m| !m.is_empty());
            let errors = match json.get("errors") {
                None => true,
                Some(Value::Object(errors)) => errors.values().all(Value::is_string),
                Some(_) => false,
            };
            if !message || !errors {
                self.fail(label, format!("not a {{message, errors?}} error: {json}"));
            }
        }
        self.expect_unchanged(label).await;
    }

    /// Exactly `status`, and nothing changed.
    pub async fn expect_status_unchanged(
        &mut self,
        label: &str,
        reply: &Reply,
        status: StatusCode,
    ) {
        self.check_answer(label, reply);
        if reply.status != status {
            self.fail(
                label,
                format!("expected {status}, got {}: {}", reply.status, brief(&reply.text)),
            );
        }
        self.expect_unchanged(label).await;
    }

    /// Whether a legitimately valid request was answered 200; a failure noted when not.
    fn accepted(&mut self, label: &str, reply: &Reply) -> bool {
        let ok = reply.status == StatusCode::OK;
        if !ok {
            let got = format!("{}: {}", reply.status, brief(&reply.text));
            self.fail(label, format!("legitimately valid, so expected 200, got {got}"));
        }
        ok
    }

    /// A 200 that added one row to `table` and changed nothing else; answers that row.
    pub async fn expect_one_new_row(
        &mut self,
        label: &str,
        reply: &Reply,
        table: &str,
    ) -> Option<Vec<String>> {
        self.check_answer(label, reply);
        let changes = self.changes().await;
        if !self.accepted(label, reply) {
            return None;
        }
        match changes.as_slice() {
            [change]
                if change.table == table
                    && change.removed.is_empty()
                    && change.added.len() == 1 =>
            {
                Some(change.added[0].clone())
            }
            _ => {
                self.fail(
                    label,
                    format!("expected one new row in {table}: {}", describe(&changes)),
                );
                None
            }
        }
    }

    /// A 200 whose account is stored after the answer: one new row in users and its link in
    /// email_confirmations, nothing else; answers the users row.
    pub async fn expect_new_account(&mut self, label: &str, reply: &Reply) -> Option<Vec<String>> {
        self.check_answer(label, reply);
        if !self.accepted(label, reply) {
            return None;
        }
        let deadline = Instant::now() + Duration::from_secs(10);
        let changes = loop {
            let after = self.database.snapshot().await;
            let changes = compare(&self.snapshot, &after);
            if changes.len() >= 2 || Instant::now() > deadline {
                self.snapshot = after;
                break changes;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        let one_new = |table: &str| {
            changes.iter().find(|c| c.table == table && c.removed.is_empty() && c.added.len() == 1)
        };
        match (one_new("users"), one_new("email_confirmations"), changes.len()) {
            (Some(user), Some(_), 2) => Some(user.added[0].clone()),
            _ => {
                self.fail(
                    label,
                    format!("expected a new account and its link: {}", describe(&changes)),
                );
                None
            }
        }
    }

    pub async fn expect_unchanged(&mut self, label: &str) {
        let changes = self.changes().await;
        if !changes.is_empty() {
            self.fail(label, format!("the database changed: {}", describe(&changes)));
        }
    }

    /// Whether `table` changes within a few seconds (work done after the answer).
    pub async fn sees_change_in(&mut self, table: &str) -> bool {
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            let after = self.database.snapshot().await;
            if compare(&self.snapshot, &after).iter().any(|change| change.table == table) {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        false
    }

    /// The tables' changes since the last look.
    pub async fn changes(&mut self) -> Vec<Change> {
        let after = self.database.snapshot().await;
        let changes = compare(&self.snapshot, &after);
        self.snapshot = after;
        changes
    }

    /// Take the tables as they are now as the reference (after a legitimate change).
    pub async fn rebase(&mut self) {
        self.snapshot = self.database.snapshot().await;
    }

    /// Every field sweep where nothing can succeed: a value the corpus calls valid for the
    /// field gets `legit` (and still changes nothing), every other value a 4xx.
    pub async fn sweep(&mut self, form: &Form, legit: StatusCode) {
        let values = hostile_values();
        for &(field, kind) in &form.fields {
            for hostile in &values {
                let body = with_value(&form.base, field, &hostile.json, &[]);
                let reply = self.send(Method::POST, form.path, Some(body), form.headers()).await;
                let label = format!("{} {field} = {}", form.path, hostile.label());
                if hostile.accepted_as(kind) {
                    self.expect_status_unchanged(&label, &reply, legit).await;
                } else {
                    self.expect_refused(&label, &reply).await;
                }
            }
        }
    }

    /// The service still answers; then every failure, in one report.
    pub async fn done(mut self) {
        let health = self.send(Method::GET, "/health", None, HeaderMap::new()).await;
        if health.status != StatusCode::OK {
            self.fail("health", format!("{}: {}", health.status, health.text));
        }
        self.finish();
    }

    pub fn finish(self) {
        const SHOWN: usize = 150;
        let shown: Vec<&str> = self.failures.iter().take(SHOWN).map(String::as_str).collect();
        let more = if self.failures.len() > SHOWN { "\n…" } else { "" };
        assert!(
            self.failures.is_empty(),
            "{} of {} hostile requests went wrong:\n{}{more}",
            self.failures.len(),
            self.cases,
            shown.join("\n")
        );
    }
}

pub fn brief(text: &str) -> String {
    let short: String = text.chars().take(160).collect();
    if short.len() < text.len() { format!("{short}…") } else { short }
}
