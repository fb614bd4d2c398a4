//! Hostile inputs (tests/hostile-inputs.json) against every endpoint. Each value goes into every
//! field of an otherwise valid body, and is sent as a whole body too. Where a value is not
//! legitimately valid it must get a JSON 4xx and change nothing: every table is compared before
//! and after, and no mail goes out. Where it is valid it must be stored exactly as sent (trimmed),
//! and escaped in the HTML of every mail. Bombs, slow bodies and markup in paths are here too.
//!
//! Each test runs one service and collects every failing case, so one run shows them all.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use common::fixtures::application;
use common::{GOOD_PASSWORD, Service};
use forms_api::config::Switch;
use forms_api::http::BODY_LIMIT;
use reqwest::header::{HeaderMap, HeaderValue};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use sqlx::Row as _;

const WRONG_PASSWORD: &str = "Wrong-Password-1";
const NEW_PASSWORD: &str = "Difference-Engine-1822";
/// Longer than this, an answer is a failure in itself (a pg_sleep or randomblob that ran).
const SLOW: Duration = Duration::from_secs(10);
/// A bomb must be refused at least this fast.
const QUICK: Duration = Duration::from_secs(2);
/// How long a stalled or trickling body may hold a connection before the service gives up on it.
const PATIENCE: Duration = Duration::from_secs(20);

// ---------------------------------------------------------------------------------------------
// The corpus

/// What a field holds, and so which hostile values are legitimately valid in it (the corpus's
/// `accepted_in` names these kinds). `Never`: no value of the corpus may succeed there.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Name,
    LongText,
    OptionalText,
    Email,
    NewPassword,
    Years,
    Consent,
    Never,
}

impl Kind {
    const NAMED: [(Kind, &'static str); 7] = [
        (Kind::Name, "name"),
        (Kind::LongText, "long_text"),
        (Kind::OptionalText, "optional_text"),
        (Kind::Email, "email"),
        (Kind::NewPassword, "new_password"),
        (Kind::Years, "years"),
        (Kind::Consent, "consent"),
    ];

    fn name(self) -> Option<&'static str> {
        Self::NAMED
            .iter()
            .find(|(kind, _)| *kind == self)
            .map(|(_, name)| *name)
    }
}

/// One hostile value: the JSON text sent for it, and the kinds of field where it is valid.
#[derive(Clone)]
struct Hostile {
    group: String,
    note: String,
    json: Vec<u8>,
    accepted_in: Vec<String>,
}

impl Hostile {
    fn from_entry(group: &str, entry: &Value) -> Hostile {
        let json = if let Some(value) = entry.get("value") {
            serde_json::to_vec(value).unwrap()
        } else if let Some(raw) = entry["raw"].as_str() {
            raw.as_bytes().to_vec()
        } else if let Some(pieces) = entry["text"].as_array() {
            serde_json::to_vec(&Value::String(joined(pieces))).unwrap()
        } else if let Some(pieces) = entry["raw_pieces"].as_array() {
            joined(pieces).into_bytes()
        } else if let Some(hex) = entry["raw_hex"].as_str() {
            from_hex(hex)
        } else {
            panic!("{group}: an entry with no value: {entry}")
        };
        let accepted_in = entry["accepted_in"]
            .as_array()
            .map(|kinds| {
                kinds
                    .iter()
                    .filter_map(Value::as_str)
                    .map(String::from)
                    .collect()
            })
            .unwrap_or_default();
        Hostile {
            group: group.to_string(),
            note: entry["note"].as_str().unwrap_or_default().to_string(),
            json,
            accepted_in,
        }
    }

    /// The value as the service reads it, when it is JSON at all.
    fn value(&self) -> Option<Value> {
        serde_json::from_slice(&self.json).ok()
    }

    fn text(&self) -> Option<String> {
        match self.value()? {
            Value::String(text) => Some(text),
            _ => None,
        }
    }

    fn accepted_as(&self, kind: Kind) -> bool {
        kind.name()
            .is_some_and(|name| self.accepted_in.iter().any(|k| k == name))
    }

    fn has_markup(&self) -> bool {
        self.json.contains(&b'<')
    }

    fn label(&self) -> String {
        let text = String::from_utf8_lossy(&self.json);
        let preview: String = text.chars().take(48).collect();
        let more = if preview.len() < text.len() {
            format!("… ({} bytes)", self.json.len())
        } else {
            String::new()
        };
        format!("[{}: {}] {preview:?}{more}", self.group, self.note)
    }
}

fn corpus() -> Value {
    serde_json::from_str(include_str!("hostile-inputs.json")).expect("the corpus is JSON")
}

/// Every value of every group, to put into fields.
fn hostile_values() -> Vec<Hostile> {
    let corpus = corpus();
    let groups = corpus["values"].as_object().expect("the corpus has values");
    groups
        .iter()
        .flat_map(|(group, entries)| {
            entries
                .as_array()
                .unwrap_or_else(|| panic!("{group} is a list"))
                .iter()
                .map(move |entry| Hostile::from_entry(group, entry))
        })
        .collect()
}

/// Whole bodies, and every value as a whole body too.
fn hostile_bodies() -> Vec<Hostile> {
    let corpus = corpus();
    let bodies = corpus["bodies"].as_array().expect("the corpus has bodies");
    bodies
        .iter()
        .map(|entry| Hostile::from_entry("bodies", entry))
        .chain(hostile_values())
        .collect()
}

/// Pieces are strings, or `{repeat, times, separator?}`: long and deep inputs are made here.
fn joined(pieces: &[Value]) -> String {
    pieces
        .iter()
        .map(|piece| match piece {
            Value::String(text) => text.clone(),
            _ => {
                let unit = piece["repeat"].as_str().expect("a piece repeats a string");
                let times = piece["times"].as_u64().expect("a piece has a count") as usize;
                vec![unit; times].join(piece["separator"].as_str().unwrap_or(""))
            }
        })
        .collect()
}

fn from_hex(hex: &str) -> Vec<u8> {
    (0..hex.len())
        .step_by(2)
        .map(|at| u8::from_str_radix(&hex[at..at + 2], 16).expect("hex digits"))
        .collect()
}

/// `base` as JSON text with `field` (and its `twins`, such as confirmPassword) holding `json`
/// exactly as given, even when serde_json could not hold it (1e309, bytes that are not UTF-8).
fn with_value(base: &Value, field: &str, json: &[u8], twins: &[&str]) -> Vec<u8> {
    const SLOT: &str = "@@hostile@@";
    let quoted = format!("\"{SLOT}\"");
    let mut body = base.clone();
    body[field] = json!(SLOT);
    for twin in twins {
        body[*twin] = json!(SLOT);
    }
    let text = body.to_string();
    let mut out = Vec::with_capacity(text.len() + json.len());
    let mut rest = text.as_str();
    while let Some(at) = rest.find(&quoted) {
        out.extend_from_slice(&rest.as_bytes()[..at]);
        out.extend_from_slice(json);
        rest = &rest[at + quoted.len()..];
    }
    out.extend_from_slice(rest.as_bytes());
    out
}

// ---------------------------------------------------------------------------------------------
// The endpoints, their fields and valid bodies

const SIGNUP: &[(&str, Kind)] = &[
    ("firstName", Kind::Name),
    ("lastName", Kind::Name),
    ("email", Kind::Email),
    ("password", Kind::NewPassword),
    ("confirmPassword", Kind::Never),
    ("agreeTerms", Kind::Consent),
];
/// The password is wrong, so no value in any field may sign anyone in.
const LOGIN: &[(&str, Kind)] = &[
    ("email", Kind::Never),
    ("password", Kind::Never),
    ("rememberMe", Kind::Never),
];
const FORGOT_PASSWORD: &[(&str, Kind)] = &[("email", Kind::Email)];
/// A valid address has no account waiting for confirmation, so nothing is done.
const RESEND_CONFIRMATION: &[(&str, Kind)] = &[("email", Kind::Email)];
/// No confirmation link is live, so nothing can succeed.
const CONFIRM_EMAIL: &[(&str, Kind)] = &[("token", Kind::Never)];
/// No code is pending for the address, so nothing can succeed.
const VERIFY_OTP: &[(&str, Kind)] = &[("email", Kind::Never), ("otp", Kind::Never)];
/// The token is not a live one, so nothing can succeed.
const RESET_PASSWORD: &[(&str, Kind)] =
    &[("resetToken", Kind::Never), ("newPassword", Kind::Never)];
/// The current password is wrong, so nothing can succeed.
const CHANGE_PASSWORD: &[(&str, Kind)] = &[
    ("currentPassword", Kind::Never),
    ("newPassword", Kind::Never),
];
const DELETE_ACCOUNT: &[(&str, Kind)] = &[("currentPassword", Kind::Never)];
const APPLICATION_TEXT: &[(&str, Kind)] = &[
    ("firstName", Kind::Name),
    ("familyName", Kind::Name),
    ("jobTitle", Kind::Name),
    ("jobClassification", Kind::Name),
    ("highestQualification", Kind::Name),
    ("department", Kind::Name),
    ("institution", Kind::Name),
    ("researchInterests", Kind::LongText),
    ("subjectClassification", Kind::OptionalText),
    ("areasOfSpecialization", Kind::OptionalText),
    ("contactPersonInstitution", Kind::Name),
    ("contactPersonName", Kind::Name),
    ("areasForCollaboration", Kind::LongText),
];
/// Choices (no hostile value is among them), the phone number, the address, years and consent.
const APPLICATION_OTHER: &[(&str, Kind)] = &[
    ("gender", Kind::Never),
    ("email", Kind::Email),
    ("country", Kind::Never),
    ("mobile", Kind::Never),
    ("yearsInAcademia", Kind::Years),
    ("confidentialityConsent", Kind::Consent),
    ("membershipType", Kind::Never),
];

fn signup_form(email: &str) -> Value {
    json!({"firstName": "Ada", "lastName": "Lovelace", "email": email, "password": GOOD_PASSWORD,
           "confirmPassword": GOOD_PASSWORD, "agreeTerms": true})
}

/// An endpoint with a JSON body: its path, a valid body, its fields, and the session it needs.
struct Form {
    path: &'static str,
    base: Value,
    fields: Vec<(&'static str, Kind)>,
    token: Option<String>,
}

impl Form {
    fn headers(&self) -> HeaderMap {
        self.token.as_deref().map(bearer).unwrap_or_default()
    }
}

/// Every endpoint with a JSON body, set up so that no hostile value can succeed except where
/// the corpus says it is valid (sign-up and applications store those; a recovery request for an
/// unknown address answers 200 and does nothing).
fn forms(seed: &Seed) -> Vec<Form> {
    vec![
        Form {
            path: "/users/signup",
            base: signup_form("someone@example.org"),
            fields: SIGNUP.to_vec(),
            token: None,
        },
        Form {
            path: "/users/login",
            base: json!({"email": "ada@example.org", "password": WRONG_PASSWORD, "rememberMe": true}),
            fields: LOGIN.to_vec(),
            token: None,
        },
        Form {
            path: "/users/forgot-password",
            base: json!({"email": "nobody@example.org"}),
            fields: FORGOT_PASSWORD.to_vec(),
            token: None,
        },
        Form {
            path: "/users/resend-confirmation",
            base: json!({"email": "nobody@example.org"}),
            fields: RESEND_CONFIRMATION.to_vec(),
            token: None,
        },
        Form {
            path: "/users/confirm-email",
            base: json!({"token": "0".repeat(64)}),
            fields: CONFIRM_EMAIL.to_vec(),
            token: None,
        },
        Form {
            path: "/users/verify-otp",
            base: json!({"email": "ada@example.org", "otp": 123_456}),
            fields: VERIFY_OTP.to_vec(),
            token: None,
        },
        Form {
            path: "/users/reset-password",
            base: json!({"resetToken": "0".repeat(64), "newPassword": NEW_PASSWORD}),
            fields: RESET_PASSWORD.to_vec(),
            token: None,
        },
        Form {
            path: "/users/change-password",
            base: json!({"currentPassword": WRONG_PASSWORD, "newPassword": NEW_PASSWORD}),
            fields: CHANGE_PASSWORD.to_vec(),
            token: Some(seed.session.clone()),
        },
        Form {
            path: "/users/me/delete",
            base: json!({"currentPassword": WRONG_PASSWORD}),
            fields: DELETE_ACCOUNT.to_vec(),
            token: Some(seed.session.clone()),
        },
        Form {
            path: "/users/submit-form",
            base: application("grace@example.org"),
            fields: [APPLICATION_TEXT, APPLICATION_OTHER].concat(),
            token: None,
        },
    ]
}

fn bearer(token: &str) -> HeaderMap {
    let mut headers = HeaderMap::new();
    let value = HeaderValue::from_str(&format!("Bearer {token}")).expect("a token is ASCII");
    headers.insert("authorization", value);
    headers
}

/// What an injection could reach: Ada with a live session and an unused reset token, Grace with
/// a pending code and an application. Any change to them shows in the comparison of tables.
struct Seed {
    session: String,
    reset_token: String,
}

async fn start() -> Service {
    // Without rate limits: the corpus is many requests from one client, and counters are rows.
    Service::start_with(|config| config.rate_limits = Switch::Off).await
}

async fn seed(service: &Service) -> Seed {
    for email in ["ada@example.org", "grace@example.org"] {
        assert_eq!(
            service.sign_up(email, GOOD_PASSWORD).await.status,
            StatusCode::OK
        );
    }
    let reset_token = service.reset_token("ada@example.org").await;
    service.request_code("grace@example.org").await;
    let signed_in = service.sign_in("ada@example.org", GOOD_PASSWORD).await;
    let session = signed_in.body["accessToken"].as_str().unwrap().to_string();
    let applied = service
        .post("/users/submit-form", application("grace@example.org"))
        .await;
    assert_eq!(applied.status, StatusCode::OK, "{}", applied.body);
    // The seed's own mail is in before the comparisons start.
    service.wait_for_mail("staff@example.org", 1).await;
    service.wait_for_mail("grace@example.org", 2).await;
    Seed {
        session,
        reset_token,
    }
}

// ---------------------------------------------------------------------------------------------
// The tests: one field at a time

#[tokio::test]
async fn hostile_sign_ups_are_refused_or_stored_exactly_as_sent() {
    let service = start().await;
    seed(&service).await;
    let mut probe = Probe::new(&service).await;
    let values = hostile_values();
    for &(field, kind) in SIGNUP {
        for hostile in &values {
            // A new address each time, so a valid value is not refused as a duplicate.
            let email = format!("case{}@example.org", probe.cases);
            let twins: &[&str] = if field == "password" {
                &["confirmPassword"]
            } else {
                &[]
            };
            let body = with_value(&signup_form(&email), field, &hostile.json, twins);
            let reply = probe
                .send(Method::POST, "/users/signup", Some(body), HeaderMap::new())
                .await;
            let label = format!("signup {field} = {}", hostile.label());
            if !hostile.accepted_as(kind) {
                probe.expect_refused(&label, &reply).await;
                continue;
            }
            let Some(row) = probe.expect_new_account(&label, &reply).await else {
                continue;
            };
            // users: id, email, first_name, last_name, password_hash, ...
            let sent = hostile.text().unwrap_or_default();
            match kind {
                Kind::Name => {
                    let column = if field == "firstName" { 2 } else { 3 };
                    probe.expect_same(&label, "stored", &row[column], sent.trim());
                }
                Kind::Email => {
                    probe.expect_same(&label, "stored", &row[1], &sent.trim().to_ascii_lowercase());
                }
                Kind::NewPassword => {
                    if !row[4].starts_with("$argon2id$") || row[4].contains(&sent) {
                        probe.fail(&label, "the password is not stored as an argon2id hash");
                    }
                    // The password works exactly as sent: not trimmed, truncated or normalised
                    // (the account is not confirmed, and says so only for the right password).
                    let login = json!({"email": email, "password": "@"});
                    let login = with_value(&login, "password", &hostile.json, &[]);
                    let signed_in = probe
                        .send(Method::POST, "/users/login", Some(login), HeaderMap::new())
                        .await;
                    if signed_in.status != StatusCode::FORBIDDEN {
                        probe.fail(
                            &label,
                            format!("signing in with it answers {}", signed_in.status),
                        );
                    }
                    probe.rebase().await;
                }
                _ => {}
            }
        }
    }
    probe.done().await;
}

#[tokio::test]
async fn hostile_sign_ins_password_changes_and_deletions_change_nothing() {
    let service = start().await;
    let seed = seed(&service).await;
    let mut probe = Probe::new(&service).await;
    for form in forms(&seed) {
        if matches!(
            form.path,
            "/users/login" | "/users/change-password" | "/users/me/delete"
        ) {
            probe.sweep(&form, StatusCode::OK).await;
        }
    }
    probe.expect_no_new_mail().await;
    // Ada's session outlived it all.
    let me = probe
        .send(Method::GET, "/users/me", None, bearer(&seed.session))
        .await;
    assert_eq!(me.status, StatusCode::OK, "{}", me.text);
    probe.done().await;
}

#[tokio::test]
async fn hostile_recovery_requests_change_nothing() {
    let service = start().await;
    let seed = seed(&service).await;
    let mut probe = Probe::new(&service).await;
    for form in forms(&seed) {
        if matches!(
            form.path,
            "/users/forgot-password"
                | "/users/verify-otp"
                | "/users/reset-password"
                | "/users/resend-confirmation"
                | "/users/confirm-email"
        ) {
            // A valid address with no account: the usual answer, and nothing done.
            probe.sweep(&form, StatusCode::OK).await;
        }
    }
    probe.expect_no_new_mail().await;
    // Ada's reset token was neither spent nor spoilt by the attempts.
    let reset = json!({"resetToken": seed.reset_token, "newPassword": NEW_PASSWORD});
    let reset = probe
        .send(
            Method::POST,
            "/users/reset-password",
            Some(reset.to_string().into_bytes()),
            HeaderMap::new(),
        )
        .await;
    assert_eq!(reset.status, StatusCode::OK, "{}", reset.text);
    probe.done().await;
}

#[tokio::test]
async fn hostile_application_text_is_refused_or_stored_exactly_and_mailed_escaped() {
    sweep_applications(APPLICATION_TEXT).await;
}

#[tokio::test]
async fn hostile_application_choices_numbers_and_addresses_are_refused_or_stored_exactly() {
    sweep_applications(APPLICATION_OTHER).await;
}

async fn sweep_applications(fields: &[(&'static str, Kind)]) {
    let service = start().await;
    seed(&service).await;
    let mut probe = Probe::new(&service).await;
    let mut accepted: BTreeMap<String, Accepted> = BTreeMap::new();
    let values = hostile_values();
    for &(field, kind) in fields {
        for hostile in &values {
            let body = with_value(&application("grace@example.org"), field, &hostile.json, &[]);
            let reply = probe
                .send(
                    Method::POST,
                    "/users/submit-form",
                    Some(body),
                    HeaderMap::new(),
                )
                .await;
            let label = format!("submit-form {field} = {}", hostile.label());
            if !hostile.accepted_as(kind) {
                probe.expect_refused(&label, &reply).await;
                continue;
            }
            let Some(row) = probe
                .expect_one_new_row(&label, &reply, "applications")
                .await
            else {
                continue;
            };
            // applications: id, submitted_at, email, length(payload)
            let id = row[0].clone();
            let answered = reply.field("id").unwrap_or_default();
            probe.expect_same(&label, "answered id", &answered, &id);
            let reference = reply.field("reference").unwrap_or_default();
            let payload = probe.database.payload(&id).await;
            if !stored_as_sent(kind, hostile, &payload[field]) {
                probe.fail(
                    &label,
                    format!("stored as {}", brief(&payload[field].to_string())),
                );
            }
            let email = payload["email"].as_str().unwrap_or_default().to_string();
            let text = hostile.text();
            accepted.insert(reference, Accepted { label, text, email });
        }
    }
    probe.expect_mail_only_for(&accepted).await;
    probe.done().await;
}

/// An application the service stored: the case that sent it, the hostile text it carried and
/// the address it was stored with, to check its mail against.
struct Accepted {
    label: String,
    text: Option<String>,
    email: String,
}

/// Whether an accepted value was stored as the rules say: text trimmed, addresses trimmed and
/// lower-cased, numbers as numbers, nothing else changed.
fn stored_as_sent(kind: Kind, hostile: &Hostile, stored: &Value) -> bool {
    let sent = hostile.value().unwrap_or(Value::Null);
    match kind {
        Kind::Years => match (sent.as_f64(), stored.as_f64()) {
            (Some(sent), Some(stored)) => sent == stored,
            (None, None) => sent.is_null() && stored.is_null(),
            _ => false,
        },
        Kind::Consent => stored.as_bool() == Some(true),
        Kind::Email => {
            let expected = sent.as_str().map(|text| text.trim().to_ascii_lowercase());
            stored.as_str() == expected.as_deref()
        }
        _ => stored.as_str() == Some(sent.as_str().unwrap_or("").trim()),
    }
}

// ---------------------------------------------------------------------------------------------
// The tests: whole bodies, bombs, credentials, paths

#[tokio::test]
async fn hostile_whole_bodies_are_refused_by_every_endpoint() {
    let service = start().await;
    let seed = seed(&service).await;
    let mut probe = Probe::new(&service).await;
    let bodies = hostile_bodies();
    for form in forms(&seed) {
        for hostile in &bodies {
            let reply = probe
                .send(
                    Method::POST,
                    form.path,
                    Some(hostile.json.clone()),
                    form.headers(),
                )
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
            .send(
                Method::POST,
                "/users/logout",
                Some(hostile.json.clone()),
                HeaderMap::new(),
            )
            .await;
        let status = if too_large {
            StatusCode::PAYLOAD_TOO_LARGE
        } else {
            StatusCode::OK
        };
        probe.expect_status_unchanged(&label, &out, status).await;
        let label = format!("GET /users/me body = {}", hostile.label());
        let me = probe
            .send(
                Method::GET,
                "/users/me",
                Some(hostile.json.clone()),
                HeaderMap::new(),
            )
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
        (
            "60,000 unclosed arrays",
            "[".repeat(60_000),
            StatusCode::BAD_REQUEST,
        ),
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
        (
            "100,000 unclosed arrays",
            "[".repeat(100_000),
            StatusCode::PAYLOAD_TOO_LARGE,
        ),
    ];
    for (what, bomb, status) in &bombs {
        for form in forms(&seed) {
            let reply = probe
                .send(
                    Method::POST,
                    form.path,
                    Some(bomb.clone().into_bytes()),
                    form.headers(),
                )
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
            probe
                .expect_refused(&format!("GET /users/me {label}"), &me)
                .await;
            let changed = probe
                .send(
                    Method::POST,
                    "/users/change-password",
                    Some(change.clone()),
                    headers(),
                )
                .await;
            probe
                .expect_refused(&format!("change-password {label}"), &changed)
                .await;
            let out = probe
                .send(
                    Method::POST,
                    "/users/logout",
                    Some(b"{}".to_vec()),
                    headers(),
                )
                .await;
            probe
                .expect_status_unchanged(&format!("logout {label}"), &out, StatusCode::OK)
                .await;
        }
    }
    probe.expect_no_new_mail().await;
    let me = probe
        .send(Method::GET, "/users/me", None, bearer(&seed.session))
        .await;
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
        (
            Method::POST,
            "/users/login?next=\"><img src=x onerror=alert(1)>",
        ),
    ] {
        let response = client
            .request(method.clone(), format!("{}{path}", service.base))
            .header("content-type", "application/json")
            .body(r#"{"email": "ada@example.org", "password": "Wrong-Password-1"}"#)
            .send()
            .await
            .unwrap();
        let status = response.status();
        let content_type = response.headers()["content-type"]
            .to_str()
            .unwrap()
            .to_string();
        let text = response.text().await.unwrap();
        assert!(status.is_client_error(), "{method} {path}: {status}");
        assert!(
            content_type.starts_with("application/json"),
            "{method} {path}: {content_type}"
        );
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
    let markup: Vec<Hostile> = hostile_bodies()
        .into_iter()
        .filter(Hostile::has_markup)
        .collect();
    for form in forms(&seed) {
        let fields = form.fields.iter().map(|&(field, _)| Some(field));
        for field in fields.chain([None]) {
            for hostile in &markup {
                let body = match field {
                    Some(field) => with_value(&form.base, field, &hostile.json, &[]),
                    None => hostile.json.clone(),
                };
                let reply = probe
                    .send(Method::POST, form.path, Some(body), form.headers())
                    .await;
                let messages = reply.error_messages();
                if reply.status.is_client_error() && messages.contains('<') {
                    let label = format!(
                        "{} {} = {}",
                        form.path,
                        field.unwrap_or("body"),
                        hostile.label()
                    );
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
                && hostile
                    .text()
                    .is_some_and(|text| text.contains(['<', '>', '&', '"', '\'']))
        })
        .collect();
    assert!(names.len() > 10, "the corpus has names with markup");
    let mut failures = Vec::new();
    for (n, hostile) in names.iter().enumerate() {
        let email = format!("named{n}@example.org");
        let form = with_value(&signup_form(&email), "firstName", &hostile.json, &[]);
        let signed_up = service
            .post_raw("/users/signup", "application/json", form)
            .await;
        assert_eq!(signed_up.status, StatusCode::OK, "{}", signed_up.body);
        let name = hostile.text().unwrap_or_default();
        // The account is stored after the answer; its confirmation mail says it is there.
        let confirmation = service.wait_for_mail(&email, 1).await;
        let mail = wait_for_mail_to(&service.outbox(), &email).await;
        assert!(confirmation.contains("confirm-email#token="));
        for problem in mail.problems(name.trim()) {
            failures.push(format!(
                "confirmation mail for {}: {problem}",
                hostile.label()
            ));
        }
        let asked = service
            .post("/users/forgot-password", json!({"email": email}))
            .await;
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
    let address = service
        .base
        .trim_start_matches("http://")
        .trim_end_matches("/api")
        .to_string();
    let stalled = tokio::task::spawn_blocking({
        let address = address.clone();
        move || send_slowly(&address, None)
    });
    let trickled = tokio::task::spawn_blocking(move || {
        send_slowly(&address, Some(Duration::from_millis(250)))
    });
    let outcomes = [
        ("stalled", stalled.await.unwrap()),
        ("trickled", trickled.await.unwrap()),
    ];
    for (how, outcome) in outcomes {
        match outcome {
            Outcome::Answered(status) => assert!(
                status == 408 || status == 400,
                "a {how} body was answered {status}"
            ),
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
        assert!(
            entry["note"].as_str().is_some_and(|note| !note.is_empty()),
            "{entry}"
        );
        for kind in entry["accepted_in"].as_array().into_iter().flatten() {
            assert!(
                kinds.contains(&kind.as_str().unwrap_or("")),
                "{kind} in {entry}"
            );
        }
    }
    // The generated inputs are as large as their notes say.
    let bodies = hostile_bodies();
    assert!(bodies.iter().any(|b| b.json.len() == 100_000));
    assert!(bodies.iter().any(|b| b.json.len() == 60_000));
}

// ---------------------------------------------------------------------------------------------
// The probe: sends requests and checks every answer, the tables and the outbox

struct Reply {
    status: StatusCode,
    headers: HeaderMap,
    text: String,
    json: Option<Value>,
    elapsed: Duration,
}

impl Reply {
    fn field(&self, name: &str) -> Option<String> {
        self.json.as_ref()?[name].as_str().map(String::from)
    }

    /// `message` and every message of `errors`, together.
    fn error_messages(&self) -> String {
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

struct Probe<'s> {
    service: &'s Service,
    client: reqwest::Client,
    database: Database,
    snapshot: Snapshot,
    mail_before: BTreeSet<PathBuf>,
    cases: usize,
    failures: Vec<String>,
}

impl<'s> Probe<'s> {
    async fn new(service: &'s Service) -> Probe<'s> {
        let database = Database::open(&service.database).await;
        let snapshot = database.snapshot().await;
        Probe {
            service,
            // No cookie store: each request carries only the credentials given to it.
            client: reqwest::Client::new(),
            database,
            snapshot,
            mail_before: mail_files(&service.outbox()),
            cases: 0,
            failures: Vec::new(),
        }
    }

    async fn send(
        &mut self,
        method: Method,
        path: &str,
        body: Option<Vec<u8>>,
        headers: HeaderMap,
    ) -> Reply {
        self.cases += 1;
        let mut request = self
            .client
            .request(method, format!("{}{path}", self.service.base))
            .headers(headers);
        if let Some(body) = body {
            request = request
                .header("content-type", "application/json")
                .body(body);
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

    fn fail(&mut self, label: &str, what: impl std::fmt::Display) {
        self.failures.push(format!("{label}: {what}"));
    }

    fn expect_same(&mut self, label: &str, what: &str, actual: &str, expected: &str) {
        if actual != expected {
            self.fail(
                label,
                format!("{what} {:?}, sent {:?}", brief(actual), brief(expected)),
            );
        }
    }

    /// What every answer must be: not a server error, JSON with a JSON content type (so a
    /// browser never renders what it reflects), nosniff if that header is sent, in good time.
    fn check_answer(&mut self, label: &str, reply: &Reply) {
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
            self.fail(
                label,
                format!("the answer is not JSON: {}", brief(&reply.text)),
            );
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
    async fn expect_refused(&mut self, label: &str, reply: &Reply) {
        self.check_answer(label, reply);
        if !reply.status.is_client_error() {
            self.fail(
                label,
                format!(
                    "expected a 4xx, got {}: {}",
                    reply.status,
                    brief(&reply.text)
                ),
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
    async fn expect_status_unchanged(&mut self, label: &str, reply: &Reply, status: StatusCode) {
        self.check_answer(label, reply);
        if reply.status != status {
            self.fail(
                label,
                format!(
                    "expected {status}, got {}: {}",
                    reply.status,
                    brief(&reply.text)
                ),
            );
        }
        self.expect_unchanged(label).await;
    }

    /// A 200 that added one row to `table` and changed nothing else; answers that row.
    async fn expect_one_new_row(
        &mut self,
        label: &str,
        reply: &Reply,
        table: &str,
    ) -> Option<Vec<String>> {
        self.check_answer(label, reply);
        let changes = self.changes().await;
        if reply.status != StatusCode::OK {
            self.fail(
                label,
                format!(
                    "legitimately valid, so expected 200, got {}: {}",
                    reply.status,
                    brief(&reply.text)
                ),
            );
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
    async fn expect_new_account(&mut self, label: &str, reply: &Reply) -> Option<Vec<String>> {
        self.check_answer(label, reply);
        if reply.status != StatusCode::OK {
            self.fail(
                label,
                format!(
                    "legitimately valid, so expected 200, got {}: {}",
                    reply.status,
                    brief(&reply.text)
                ),
            );
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
            changes
                .iter()
                .find(|c| c.table == table && c.removed.is_empty() && c.added.len() == 1)
        };
        match (
            one_new("users"),
            one_new("email_confirmations"),
            changes.len(),
        ) {
            (Some(user), Some(_), 2) => Some(user.added[0].clone()),
            _ => {
                self.fail(
                    label,
                    format!(
                        "expected a new account and its link: {}",
                        describe(&changes)
                    ),
                );
                None
            }
        }
    }

    async fn expect_unchanged(&mut self, label: &str) {
        let changes = self.changes().await;
        if !changes.is_empty() {
            self.fail(
                label,
                format!("the database changed: {}", describe(&changes)),
            );
        }
    }

    /// The tables' changes since the last look.
    async fn changes(&mut self) -> Vec<Change> {
        let after = self.database.snapshot().await;
        let changes = compare(&self.snapshot, &after);
        self.snapshot = after;
        changes
    }

    /// Take the tables as they are now as the reference (after a legitimate change).
    async fn rebase(&mut self) {
        self.snapshot = self.database.snapshot().await;
    }

    /// Every field sweep where nothing can succeed: a value the corpus calls valid for the
    /// field gets `legit` (and still changes nothing), every other value a 4xx.
    async fn sweep(&mut self, form: &Form, legit: StatusCode) {
        let values = hostile_values();
        for &(field, kind) in &form.fields {
            for hostile in &values {
                let body = with_value(&form.base, field, &hostile.json, &[]);
                let reply = self
                    .send(Method::POST, form.path, Some(body), form.headers())
                    .await;
                let label = format!("{} {field} = {}", form.path, hostile.label());
                if hostile.accepted_as(kind) {
                    self.expect_status_unchanged(&label, &reply, legit).await;
                } else {
                    self.expect_refused(&label, &reply).await;
                }
            }
        }
    }

    /// Mail is written after the answer: give it a moment, then there must be none.
    async fn expect_no_new_mail(&mut self) {
        tokio::time::sleep(Duration::from_millis(300)).await;
        let new = self.new_mail();
        if !new.is_empty() {
            let first = Mail::read(&new[0]);
            self.fail(
                "outbox",
                format!(
                    "{} messages for refused requests, the first: {}",
                    new.len(),
                    brief(&first.headers)
                ),
            );
        }
    }

    /// Each accepted application mailed the staff (and the applicant, where lettre can address
    /// them); every message belongs to an accepted application, goes to the staff or to exactly
    /// the address stored, has no injected header, and its HTML carries no markup of the value.
    async fn expect_mail_only_for(&mut self, accepted: &BTreeMap<String, Accepted>) {
        // Mail goes out after the answers: wait until the outbox stops growing.
        let deadline = Instant::now() + Duration::from_secs(30);
        let mut count = self.new_mail().len();
        while Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(500)).await;
            let now = self.new_mail().len();
            if now == count && now >= accepted.len() {
                break;
            }
            count = now;
        }
        let mut staff_mailed = BTreeSet::new();
        for path in self.new_mail() {
            let mail = Mail::read(&path);
            let name = path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .to_string();
            let Some(reference) = mail.reference() else {
                self.fail(&format!("mail {name}"), "belongs to no application");
                continue;
            };
            let Some(application) = accepted.get(&reference) else {
                self.fail(
                    &format!("mail {name}"),
                    format!("for {reference}, which was refused"),
                );
                continue;
            };
            let label = &application.label;
            if mail.is_to("staff@example.org") {
                staff_mailed.insert(reference.clone());
            } else if !mail.is_to(&application.email) {
                let to = mail.recipient_line();
                self.fail(
                    label,
                    format!(
                        "mail {name} went to {to:?}, not to the stored address {:?}",
                        application.email
                    ),
                );
            }
            let sent = application.text.as_deref().unwrap_or("").trim();
            for problem in mail.problems(sent) {
                self.fail(label, format!("mail {name}: {problem}"));
            }
        }
        for (reference, application) in accepted {
            if !staff_mailed.contains(reference) {
                self.fail(
                    &application.label,
                    format!("the staff were not told of {reference}"),
                );
            }
        }
    }

    fn new_mail(&self) -> Vec<PathBuf> {
        mail_files(&self.service.outbox())
            .difference(&self.mail_before)
            .cloned()
            .collect()
    }

    /// The service still answers; then every failure, in one report.
    async fn done(mut self) {
        let health = self
            .send(Method::GET, "/health", None, HeaderMap::new())
            .await;
        if health.status != StatusCode::OK {
            self.fail("health", format!("{}: {}", health.status, health.text));
        }
        self.finish();
    }

    fn finish(self) {
        const SHOWN: usize = 150;
        let shown: Vec<&str> = self
            .failures
            .iter()
            .take(SHOWN)
            .map(String::as_str)
            .collect();
        let more = if self.failures.len() > SHOWN {
            "\n…"
        } else {
            ""
        };
        assert!(
            self.failures.is_empty(),
            "{} of {} hostile requests went wrong:\n{}{more}",
            self.failures.len(),
            self.cases,
            shown.join("\n")
        );
    }
}

fn brief(text: &str) -> String {
    let short: String = text.chars().take(160).collect();
    if short.len() < text.len() {
        format!("{short}…")
    } else {
        short
    }
}

// ---------------------------------------------------------------------------------------------
// The tables, read through a connection of our own

/// Every table as a set of rows, each column as text. Payloads are compared by length, so a
/// snapshot stays small however many applications the test stores.
type Snapshot = BTreeMap<&'static str, BTreeSet<Vec<String>>>;

const TABLES: [(&str, &str); 8] = [
    (
        "users",
        "SELECT id, email, first_name, last_name, password_hash, CAST(created_at AS TEXT), \
         CAST(otp_failures AS TEXT), CAST(otp_failures_window AS TEXT), \
         COALESCE(CAST(email_confirmed_at AS TEXT), '') FROM users",
    ),
    (
        "email_confirmations",
        "SELECT token_hash, user_id, CAST(expires_at AS TEXT) FROM email_confirmations",
    ),
    (
        "known_clients",
        "SELECT user_id, client, CAST(last_seen_at AS TEXT) FROM known_clients",
    ),
    (
        "sessions",
        "SELECT token_hash, user_id, CAST(created_at AS TEXT), CAST(last_seen_at AS TEXT), \
         CAST(expires_at AS TEXT) FROM sessions",
    ),
    (
        "reset_codes",
        "SELECT user_id, code_hash, salt, CAST(expires_at AS TEXT), CAST(failures AS TEXT) \
         FROM reset_codes",
    ),
    (
        "reset_tokens",
        "SELECT token_hash, user_id, CAST(expires_at AS TEXT), CAST(used AS TEXT) FROM reset_tokens",
    ),
    (
        "applications",
        "SELECT id, CAST(submitted_at AS TEXT), email, CAST(LENGTH(payload) AS TEXT) FROM applications",
    ),
    (
        "rate_limits",
        "SELECT key, CAST(window_start AS TEXT), CAST(count AS TEXT) FROM rate_limits",
    ),
];
/// The list of tables itself, so a dropped or added table shows.
const SQLITE_TABLES: &str = "SELECT name FROM sqlite_master WHERE type = 'table'";
const POSTGRES_TABLES: &str =
    "SELECT CAST(tablename AS TEXT) FROM pg_tables WHERE schemaname = current_schema()";

struct Database {
    pool: sqlx::AnyPool,
    tables: &'static str,
}

struct Change {
    table: &'static str,
    added: Vec<Vec<String>>,
    removed: Vec<Vec<String>>,
}

impl Database {
    /// SQLite read-only; PostgreSQL through plain SELECTs.
    async fn open(url: &str) -> Database {
        sqlx::any::install_default_drivers();
        let (url, tables) = if url.starts_with("sqlite:") {
            let joiner = if url.contains('?') { '&' } else { '?' };
            (format!("{url}{joiner}mode=ro"), SQLITE_TABLES)
        } else {
            (url.to_string(), POSTGRES_TABLES)
        };
        let pool = sqlx::any::AnyPoolOptions::new()
            .max_connections(1)
            .connect(&url)
            .await
            .unwrap_or_else(|error| panic!("cannot open {url} to compare: {error}"));
        Database { pool, tables }
    }

    async fn snapshot(&self) -> Snapshot {
        let mut snapshot = Snapshot::new();
        for (table, sql) in TABLES.into_iter().chain([("(tables)", self.tables)]) {
            let rows = sqlx::query(sql)
                .fetch_all(&self.pool)
                .await
                .unwrap_or_else(|error| panic!("reading {table}: {error}"));
            let rows: BTreeSet<Vec<String>> = rows
                .iter()
                .map(|row| {
                    (0..row.len())
                        .map(|column| {
                            row.try_get_unchecked::<String, _>(column)
                                .unwrap_or_else(|error| panic!("{table}: {error}"))
                        })
                        .collect::<Vec<String>>()
                })
                .collect();
            snapshot.insert(table, rows);
        }
        snapshot
    }

    /// The stored application, as JSON.
    async fn payload(&self, id: &str) -> Value {
        let row = sqlx::query("SELECT payload FROM applications WHERE id = $1")
            .bind(id)
            .fetch_one(&self.pool)
            .await
            .unwrap_or_else(|error| panic!("reading application {id}: {error}"));
        let payload: String = row.try_get_unchecked(0_usize).unwrap();
        serde_json::from_str(&payload).expect("a stored application is JSON")
    }
}

fn compare(before: &Snapshot, after: &Snapshot) -> Vec<Change> {
    let empty = BTreeSet::new();
    after
        .iter()
        .map(|(table, rows)| {
            let old = before.get(table).unwrap_or(&empty);
            Change {
                table,
                added: rows.difference(old).cloned().collect(),
                removed: old.difference(rows).cloned().collect(),
            }
        })
        .filter(|change| !change.added.is_empty() || !change.removed.is_empty())
        .collect()
}

fn describe(changes: &[Change]) -> String {
    if changes.is_empty() {
        return "no change".into();
    }
    let first = |rows: &[Vec<String>]| {
        rows.first()
            .map(|row| format!(" (first: {})", brief(&row.join(" | "))))
            .unwrap_or_default()
    };
    changes
        .iter()
        .map(|change| {
            format!(
                "{}: {} added{}, {} removed{}",
                change.table,
                change.added.len(),
                first(&change.added),
                change.removed.len(),
                first(&change.removed)
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

// ---------------------------------------------------------------------------------------------
// The outbox

/// Markup an applicant's value could smuggle in; the mail templates use none of it.
const MARKUP: [&str; 10] = [
    "<script", "<img", "<svg", "<iframe", "<style", "<math", "<a ", "<meta", "<base", "<!--",
];

fn mail_files(outbox: &Path) -> BTreeSet<PathBuf> {
    let Ok(entries) = std::fs::read_dir(outbox) else {
        return BTreeSet::new();
    };
    entries
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|x| x == "eml"))
        .collect()
}

async fn wait_for_mail_to(outbox: &Path, to: &str) -> Mail {
    for _ in 0..100 {
        let found = mail_files(outbox)
            .into_iter()
            .map(|path| Mail::read(&path))
            .find(|mail| mail.is_to(to));
        if let Some(mail) = found {
            return mail;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no mail to {to}");
}

/// A message from the outbox: its header block, and each part's content type and decoded text.
struct Mail {
    headers: String,
    parts: Vec<(String, String)>,
}

impl Mail {
    fn read(path: &Path) -> Mail {
        let raw =
            String::from_utf8_lossy(&std::fs::read(path).unwrap_or_default()).replace("\r\n", "\n");
        let (headers, body) = raw.split_once("\n\n").unwrap_or((raw.as_str(), ""));
        let unfolded = headers.replace("\n ", " ").replace("\n\t", " ");
        let boundary = unfolded
            .split("boundary=")
            .nth(1)
            .and_then(|rest| {
                rest.trim_start_matches('"')
                    .split(['"', ';', '\n', ' '])
                    .next()
            })
            .filter(|boundary| !boundary.is_empty());
        let parts = match boundary {
            Some(boundary) => body
                .split(&format!("--{boundary}"))
                .skip(1)
                .filter(|part| !part.starts_with("--"))
                .map(decode_part)
                .collect(),
            None => vec![decode_part(&format!("{headers}\n\n{body}"))],
        };
        Mail {
            headers: headers.to_string(),
            parts,
        }
    }

    fn is_to(&self, address: &str) -> bool {
        self.recipient_line().strip_prefix("To: ") == Some(address)
    }

    fn recipient_line(&self) -> &str {
        self.headers
            .lines()
            .find(|line| line.starts_with("To: "))
            .unwrap_or("")
    }

    /// The application's reference, as the staff's and the applicant's messages give it.
    fn reference(&self) -> Option<String> {
        self.parts.iter().find_map(|(_, text)| {
            let at = text.find("eference: ")? + "eference: ".len();
            // IAAII-2026-00042
            let reference: String = text[at..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            (reference.len() == 16 && reference.starts_with("IAAII-")).then_some(reference)
        })
    }

    /// What is wrong with the message, given the hostile text it may carry: an injected
    /// header, markup in its HTML, or the text itself unescaped there.
    fn problems(&self, sent: &str) -> Vec<String> {
        let mut problems = Vec::new();
        let lines: Vec<String> = self.headers.lines().map(str::to_ascii_lowercase).collect();
        let to = lines.iter().filter(|line| line.starts_with("to:")).count();
        let copies = lines
            .iter()
            .filter(|line| line.starts_with("cc:") || line.starts_with("bcc:"))
            .count();
        if to != 1 || copies != 0 {
            problems.push(format!("injected recipients: {}", brief(&self.headers)));
        }
        let special = sent.contains(['<', '>', '&', '"', '\'']);
        for (content_type, html) in self
            .parts
            .iter()
            .filter(|(t, _)| t.starts_with("text/html"))
        {
            // The service's own links (to the site) are the only markup it may write; markup in
            // a value arrives escaped, so it cannot pass for one of them.
            let own_links_removed = html.replace("<a href=\"http://127.0.0.1:8080/", "");
            if let Some(tag) = markup_in(&own_links_removed) {
                problems.push(format!("{content_type} holds {tag:?}"));
            }
            let lower = sent.to_ascii_lowercase();
            if special && (html.contains(sent) || html.contains(&lower)) {
                problems.push(format!("{content_type} holds the value unescaped"));
            }
        }
        if !self.parts.iter().any(|(t, _)| t.starts_with("text/html")) {
            problems.push("no HTML part to check".into());
        }
        problems
    }
}

fn markup_in(html: &str) -> Option<&'static str> {
    let lower = html.to_lowercase();
    MARKUP.into_iter().find(|tag| lower.contains(tag))
}

fn decode_part(part: &str) -> (String, String) {
    let part = part.trim_start_matches('\n');
    let (headers, content) = part.split_once("\n\n").unwrap_or((part, ""));
    let headers = headers.to_ascii_lowercase();
    let header = |name: &str| {
        headers
            .lines()
            .find_map(|line| line.strip_prefix(name))
            .map(|value| value.trim().to_string())
            .unwrap_or_default()
    };
    let bytes = match header("content-transfer-encoding:").as_str() {
        "quoted-printable" => quoted_printable(content),
        "base64" => base64(content),
        _ => content.as_bytes().to_vec(),
    };
    (
        header("content-type:"),
        String::from_utf8_lossy(&bytes).into_owned(),
    )
}

fn quoted_printable(text: &str) -> Vec<u8> {
    let text = text.replace("=\n", "");
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while at < bytes.len() {
        let escaped = if bytes[at] == b'=' {
            bytes
                .get(at + 1..at + 3)
                .and_then(|hex| std::str::from_utf8(hex).ok())
                .and_then(|hex| u8::from_str_radix(hex, 16).ok())
        } else {
            None
        };
        match escaped {
            Some(byte) => {
                out.push(byte);
                at += 3;
            }
            None => {
                out.push(bytes[at]);
                at += 1;
            }
        }
    }
    out
}

fn base64(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = Vec::new();
    let (mut bits, mut count) = (0u32, 0u32);
    for byte in text.bytes() {
        // Padding and line breaks are not in the alphabet and are skipped.
        let Some(value) = ALPHABET.iter().position(|&a| a == byte) else {
            continue;
        };
        bits = (bits << 6) | value as u32;
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
            bits &= (1 << count) - 1;
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// A raw connection that sends its body slowly

#[derive(Debug)]
enum Outcome {
    /// The service answered with this status.
    Answered(u16),
    /// The service closed the connection.
    Closed,
    /// Nothing within PATIENCE.
    Silent,
}

/// Announce a 250-byte body, send 10 bytes, then send the rest a byte per `pace` (or nothing).
fn send_slowly(address: &str, pace: Option<Duration>) -> Outcome {
    let body = format!(
        "{{\"email\": \"nobody@example.org\", \"pad\": \"{}\"}}",
        "x".repeat(200)
    );
    let mut stream = std::net::TcpStream::connect(address).expect("the service listens");
    let head = format!(
        "POST /api/users/forgot-password HTTP/1.1\r\nHost: {address}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).unwrap();
    stream.write_all(&body.as_bytes()[..10]).unwrap();
    let finished = Arc::new(AtomicBool::new(false));
    if let Some(pace) = pace {
        let mut writer = stream.try_clone().unwrap();
        let finished = Arc::clone(&finished);
        let rest = body.as_bytes()[10..].to_vec();
        std::thread::spawn(move || {
            for byte in rest {
                std::thread::sleep(pace);
                if finished.load(Ordering::Relaxed) || writer.write_all(&[byte]).is_err() {
                    return;
                }
            }
        });
    }
    let started = Instant::now();
    let mut seen = Vec::new();
    let mut buffer = [0u8; 1024];
    let outcome = loop {
        let left = PATIENCE.saturating_sub(started.elapsed());
        if left.is_zero() {
            break Outcome::Silent;
        }
        stream.set_read_timeout(Some(left)).unwrap();
        match stream.read(&mut buffer) {
            Ok(0) => break Outcome::Closed,
            Ok(read) => {
                seen.extend_from_slice(&buffer[..read]);
                if let Some(status) = status_line(&seen) {
                    break Outcome::Answered(status);
                }
            }
            Err(error)
                if matches!(
                    error.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                break Outcome::Silent;
            }
            Err(_) => break Outcome::Closed,
        }
    };
    finished.store(true, Ordering::Relaxed);
    outcome
}

/// The status of an HTTP response once its first line is in.
fn status_line(seen: &[u8]) -> Option<u16> {
    let text = String::from_utf8_lossy(seen);
    let (line, _) = text.split_once("\r\n")?;
    line.split(' ').nth(1)?.parse().ok()
}
