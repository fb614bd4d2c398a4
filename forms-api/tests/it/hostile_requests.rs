//! Hostile requests as a whole: every value as a whole body to every endpoint, JSON bombs,
//! forged tokens and cookies, markup in paths and queries, hostile names in mail, and bodies that
//! stall or trickle. Each gets a JSON 4xx in bounded time and changes nothing.

use crate::common;
use crate::hostile_support;

use std::time::Duration;

use common::{GOOD_PASSWORD, Service};
use forms_api::http::BODY_LIMIT;
use reqwest::header::{HeaderMap, HeaderValue};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use hostile_support::*;

#[tokio::test]
async fn hostile_whole_bodies_are_refused_by_every_endpoint() {
    let service = start().await;
    let seed = seed(&service).await;
    let mut probe = Probe::new(&service).await;
    let bodies = hostile_bodies();
    for form in forms(&seed) {
        for hostile in &bodies {
            let reply = probe
                .send(Method::POST, form.path, Some(hostile.json.clone()), form.headers())
                .await;
            let label = format!("{} body = {}", form.path, hostile.label());
            probe.expect_refused(&label, &reply).await;
        }
    }
    // Sign-out reads no body and /me is a GET: the body changes nothing, whatever it is.
    for hostile in &bodies {
        let too_large = hostile.json.len() > BODY_LIMIT;
        let label = format!("logout body = {}", hostile.label());
        let out = probe
            .send(Method::POST, "/users/logout", Some(hostile.json.clone()), HeaderMap::new())
            .await;
        let status = if too_large { StatusCode::PAYLOAD_TOO_LARGE } else { StatusCode::OK };
        probe.expect_status_unchanged(&label, &out, status).await;
        let label = format!("GET /users/me body = {}", hostile.label());
        let me = probe
            .send(Method::GET, "/users/me", Some(hostile.json.clone()), HeaderMap::new())
            .await;
        probe.expect_refused(&label, &me).await;
    }
    probe.expect_no_new_mail().await;
    probe.done().await;
}

#[tokio::test]
async fn json_bombs_get_a_quick_4xx_and_the_service_survives() {
    let service = start().await;
    let seed = seed(&service).await;
    let mut probe = Probe::new(&service).await;
    let bombs = [
        ("60,000 unclosed arrays", "[".repeat(60_000), StatusCode::BAD_REQUEST),
        (
            "30,000 nested arrays",
            format!("{}{}", "[".repeat(30_000), "]".repeat(30_000)),
            StatusCode::BAD_REQUEST,
        ),
        (
            "10,000 nested objects",
            format!("{}1{}", "{\"a\":".repeat(10_000), "}".repeat(10_000)),
            StatusCode::BAD_REQUEST,
        ),
        (
            "60,000 arrays in a field",
            format!("{{\"email\":{}", "[".repeat(60_000)),
            StatusCode::BAD_REQUEST,
        ),
        ("100,000 unclosed arrays", "[".repeat(100_000), StatusCode::PAYLOAD_TOO_LARGE),
    ];
    for (what, bomb, status) in &bombs {
        for form in forms(&seed) {
            let reply = probe
                .send(Method::POST, form.path, Some(bomb.clone().into_bytes()), form.headers())
                .await;
            let label = format!("{} with {what}", form.path);
            if reply.status != *status || reply.elapsed > QUICK {
                probe.fail(
                    &label,
                    format!(
                        "expected {status} within {QUICK:?}, got {} after {:?}",
                        reply.status, reply.elapsed
                    ),
                );
            }
            probe.expect_refused(&label, &reply).await;
        }
    }
    probe.expect_no_new_mail().await;
    probe.done().await;
}

#[tokio::test]
async fn hostile_tokens_and_cookies_reach_no_session() {
    let service = start().await;
    let seed = seed(&service).await;
    let mut probe = Probe::new(&service).await;
    // The right current password: a token that reached Ada's session would change it.
    let change = json!({"currentPassword": GOOD_PASSWORD, "newPassword": NEW_PASSWORD})
        .to_string()
        .into_bytes();
    for hostile in hostile_values() {
        let Some(text) = hostile.text() else {
            continue;
        };
        for (name, prefix) in [("authorization", "Bearer "), ("cookie", "iaaii_session=")] {
            // Control characters cannot be sent in a header at all.
            let Ok(value) = HeaderValue::from_bytes(format!("{prefix}{text}").as_bytes()) else {
                continue;
            };
            let headers = || {
                let mut headers = HeaderMap::new();
                headers.insert(name, value.clone());
                headers
            };
            let label = format!("{name} = {}", hostile.label());
            let me = probe.send(Method::GET, "/users/me", None, headers()).await;
            probe.expect_refused(&format!("GET /users/me {label}"), &me).await;
            let changed = probe
                .send(Method::POST, "/users/change-password", Some(change.clone()), headers())
                .await;
            probe.expect_refused(&format!("change-password {label}"), &changed).await;
            let out =
                probe.send(Method::POST, "/users/logout", Some(b"{}".to_vec()), headers()).await;
            // A head over 32 KiB is refused before any operation runs.
            let head_too_large = text.len() > forms_api::head_deadline::MAX_HEAD_BYTES;
            let expected = if head_too_large {
                StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE
            } else {
                StatusCode::OK
            };
            probe.expect_status_unchanged(&format!("logout {label}"), &out, expected).await;
        }
    }
    probe.expect_no_new_mail().await;
    let me = probe.send(Method::GET, "/users/me", None, bearer(&seed.session)).await;
    assert_eq!(me.status, StatusCode::OK, "Ada's own session still works");
    probe.done().await;
}

#[tokio::test]
async fn markup_in_a_path_or_query_is_not_reflected() {
    let service = Service::start().await;
    let client = reqwest::Client::new();
    for (method, path) in [
        (Method::GET, "/users/%3Cscript%3Ealert(1)%3C%2Fscript%3E"),
        (Method::GET, "/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E"),
        (Method::GET, "/users/me/%22%3E%3Csvg%20onload%3Dalert(1)%3E"),
        (Method::POST, "/users/%3Cscript%3Ealert(1)%3C%2Fscript%3E"),
        (Method::GET, "/users/me?next=<script>alert(1)</script>"),
        (Method::POST, "/users/login?next=\"><img src=x onerror=alert(1)>"),
    ] {
        let response = client
            .request(method.clone(), format!("{}{path}", service.base))
            .header("content-type", "application/json")
            .body(r#"{"email": "ada@example.org", "password": "Wrong-Password-1"}"#)
            .send()
            .await
            .unwrap();
        let status = response.status();
        let content_type = response.headers()["content-type"].to_str().unwrap().to_string();
        let text = response.text().await.unwrap();
        assert!(status.is_client_error(), "{method} {path}: {status}");
        assert!(content_type.starts_with("application/json"), "{method} {path}: {content_type}");
        assert!(
            !text.contains('<') && serde_json::from_str::<Value>(&text).is_ok(),
            "{method} {path} reflects the markup: {text}"
        );
    }
}

/// Error messages are read by people and shown by the pages: they never need the value sent,
/// and must not carry its markup back (poem-openapi's type errors quote the value they got).
#[tokio::test]
async fn error_messages_never_repeat_hostile_markup() {
    let service = start().await;
    let seed = seed(&service).await;
    let mut probe = Probe::new(&service).await;
    let markup: Vec<Hostile> = hostile_bodies().into_iter().filter(Hostile::has_markup).collect();
    for form in forms(&seed) {
        let fields = form.fields.iter().map(|&(field, _)| Some(field));
        for field in fields.chain([None]) {
            for hostile in &markup {
                let body = match field {
                    Some(field) => with_value(&form.base, field, &hostile.json, &[]),
                    None => hostile.json.clone(),
                };
                let reply = probe.send(Method::POST, form.path, Some(body), form.headers()).await;
                let messages = reply.error_messages();
                if reply.status.is_client_error() && messages.contains('<') {
                    let label =
                        format!("{} {} = {}", form.path, field.unwrap_or("body"), hostile.label());
                    probe.fail(
                        &label,
                        format!("the error repeats the markup: {}", brief(&messages)),
                    );
                }
            }
        }
    }
    probe.finish();
}

#[tokio::test]
async fn hostile_names_are_escaped_in_the_recovery_mail() {
    let service = start().await;
    let names: Vec<Hostile> = hostile_values()
        .into_iter()
        .filter(|hostile| {
            hostile.accepted_as(Kind::Name)
                && hostile.text().is_some_and(|text| text.contains(['<', '>', '&', '"', '\'']))
        })
        .collect();
    assert!(names.len() > 10, "the corpus has names with markup");
    let mut failures = Vec::new();
    for (n, hostile) in names.iter().enumerate() {
        let email = format!("named{n}@example.org");
        let form = with_value(&signup_form(&email), "firstName", &hostile.json, &[]);
        let signed_up = service.post_raw("/users/signup", "application/json", form).await;
        assert_eq!(signed_up.status, StatusCode::OK, "{}", signed_up.body);
        let name = hostile.text().unwrap_or_default();
        // The account is stored after the answer; its confirmation mail says it is there.
        let confirmation = service.wait_for_mail(&email, 1).await;
        let mail = wait_for_mail_to(&service.outbox(), &email).await;
        assert!(confirmation.contains("confirm-email#token="));
        for problem in mail.problems(name.trim()) {
            failures.push(format!("confirmation mail for {}: {problem}", hostile.label()));
        }
        let asked = service.post("/users/forgot-password", json!({"email": email})).await;
        assert_eq!(asked.status, StatusCode::OK);
        service.wait_for_mail(&email, 2).await;
        let recovery = mail_files(&service.outbox())
            .into_iter()
            .map(|path| Mail::read(&path))
            .find(|mail| mail.is_to(&email) && mail.headers.contains("password reset code"))
            .expect("the recovery mail");
        for problem in recovery.problems(name.trim()) {
            failures.push(format!("recovery mail for {}: {problem}", hostile.label()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A client that announces a body and then sends it a byte at a time, or stops, must not hold a
/// connection (and a task) for ever: the service answers 408 or 400, or closes, in bounded time.
#[tokio::test]
async fn a_body_that_stalls_or_trickles_is_cut_off_in_bounded_time() {
    let service = Service::start().await;
    let address = service.base.trim_start_matches("http://").trim_end_matches("/api").to_string();
    let stalled = tokio::task::spawn_blocking({
        let address = address.clone();
        move || send_slowly(&address, None)
    });
    let trickled = tokio::task::spawn_blocking(move || {
        send_slowly(&address, Some(Duration::from_millis(250)))
    });
    let outcomes = [("stalled", stalled.await.unwrap()), ("trickled", trickled.await.unwrap())];
    for (how, outcome) in outcomes {
        match outcome {
            Outcome::Answered(status) => {
                assert!(status == 408 || status == 400, "a {how} body was answered {status}")
            }
            Outcome::Closed => {}
            Outcome::Silent => panic!(
                "a {how} body held its connection for {PATIENCE:?} with no answer: the \
                 service needs a time limit on reading a request body"
            ),
        }
    }
    assert_eq!(service.get("/health").await.status, StatusCode::OK);
}

#[test]
fn the_corpus_is_well_formed() {
    let corpus = corpus();
    for group in [
        "sql_injection",
        "html_injection",
        "control_characters",
        "overlong",
        "unicode_email_tricks",
        "huge_numbers",
        "json_bombs",
        "wrong_types",
    ] {
        let entries = corpus["values"][group].as_array();
        assert!(entries.is_some_and(|e| !e.is_empty()), "{group}");
    }
    let values = corpus["values"].as_object().unwrap().values();
    let entries = values
        .flat_map(|group| group.as_array().unwrap().iter())
        .chain(corpus["bodies"].as_array().unwrap().iter());
    let kinds: Vec<&str> = Kind::NAMED.iter().map(|(_, name)| *name).collect();
    for entry in entries {
        let forms = ["value", "raw", "text", "raw_pieces", "raw_hex"]
            .iter()
            .filter(|form| entry.get(**form).is_some())
            .count();
        assert_eq!(forms, 1, "one way to give the value: {entry}");
        assert!(entry["note"].as_str().is_some_and(|note| !note.is_empty()), "{entry}");
        for kind in entry["accepted_in"].as_array().into_iter().flatten() {
            assert!(kinds.contains(&kind.as_str().unwrap_or("")), "{kind} in {entry}");
        }
    }
    // The generated inputs are as large as their notes say.
    let bodies = hostile_bodies();
    assert!(bodies.iter().any(|b| b.json.len() == 100_000));
    assert!(bodies.iter().any(|b| b.json.len() == 60_000));
}
