//! Hostile inputs (tests/hostile-inputs.json), one field at a time: each value goes into every
//! field of an otherwise valid body. Where a value is not legitimately valid it must get a JSON
//! 4xx and change nothing (every table compared before and after, no mail); where it is valid it
//! must be stored exactly as sent (trimmed) and escaped in the HTML of every mail. Each test runs
//! one service and collects every failing case, so one run shows them all.

use crate::common;
use crate::hostile_support;

use std::collections::BTreeMap;

use common::fixtures::application;
use reqwest::header::HeaderMap;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use hostile_support::*;

#[tokio::test]
async fn hostile_sign_up_names_are_refused_or_stored_exactly_as_sent() {
    sweep_sign_ups(|field| matches!(field, "firstName" | "lastName")).await;
}

#[tokio::test]
async fn hostile_sign_up_addresses_passwords_and_consents_are_refused_or_stored_exactly() {
    sweep_sign_ups(|field| !matches!(field, "firstName" | "lastName")).await;
}

/// Each hostile value in each sign-up field that `swept` names, on a service of its own.
async fn sweep_sign_ups(swept: impl Fn(&str) -> bool) {
    let service = start().await;
    seed(&service).await;
    let mut probe = Probe::new(&service).await;
    let values = hostile_values();
    for &(field, kind) in SIGNUP.iter().filter(|(field, _)| swept(field)) {
        for hostile in &values {
            // A new address each time, so a valid value is not refused as a duplicate.
            let email = format!("case{}@example.org", probe.cases);
            let twins: &[&str] = if field == "password" { &["confirmPassword"] } else { &[] };
            let body = with_value(&signup_form(&email), field, &hostile.json, twins);
            let reply =
                probe.send(Method::POST, "/users/signup", Some(body), HeaderMap::new()).await;
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
                    // The password works exactly as sent: not trimmed, truncated or normalised.
                    // The account is not confirmed, so the right password answers as a wrong one
                    // but replaces its confirmation link (after the answer).
                    probe.rebase().await;
                    let login = json!({"email": email, "password": "@"});
                    let login = with_value(&login, "password", &hostile.json, &[]);
                    probe.send(Method::POST, "/users/login", Some(login), HeaderMap::new()).await;
                    if !probe.sees_change_in("email_confirmations").await {
                        probe.fail(&label, "signing in with it did not send a new link");
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
        if matches!(form.path, "/users/login" | "/users/change-password" | "/users/me/delete") {
            probe.sweep(&form, StatusCode::OK).await;
        }
    }
    probe.expect_no_new_mail().await;
    // Ada's session outlived it all.
    let me = probe.send(Method::GET, "/users/me", None, bearer(&seed.session)).await;
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
async fn hostile_applicant_names_are_refused_or_stored_exactly_and_mailed_escaped() {
    sweep_applications(APPLICATION_PERSON).await;
}

#[tokio::test]
async fn hostile_research_and_contact_text_is_refused_or_stored_exactly_and_mailed_escaped() {
    sweep_applications(APPLICATION_WORK).await;
}

#[tokio::test]
async fn hostile_application_choices_numbers_and_addresses_are_refused_or_stored_exactly() {
    sweep_applications(APPLICATION_OTHER).await;
}

/// Each hostile value in each field, sent by Grace signed in. With her own address the
/// application reaches the staff at once; with another (the email field) it waits for the link
/// mailed to that address, which is followed here, so both paths are swept.
async fn sweep_applications(fields: &[(&'static str, Kind)]) {
    let service = start().await;
    let seed = seed(&service).await;
    let mut probe = Probe::new(&service).await;
    let mut accepted: BTreeMap<String, Accepted> = BTreeMap::new();
    let values = hostile_values();
    for &(field, kind) in fields {
        for hostile in &values {
            let body = with_value(&application("grace@example.org"), field, &hostile.json, &[]);
            let grace = bearer(&seed.applicant_session);
            let mut reply = probe.send(Method::POST, "/users/submit-form", Some(body), grace).await;
            let label = format!("submit-form {field} = {}", hostile.label());
            if !hostile.accepted_as(kind) {
                probe.expect_refused(&label, &reply).await;
                continue;
            }
            let awaiting =
                reply.json.as_ref().is_some_and(|json| json["awaitingConfirmation"] == true);
            if awaiting {
                let Some(confirmed) = probe.follow_application_link(&label).await else {
                    continue;
                };
                reply = confirmed;
            }
            let Some(row) = probe.expect_one_new_row(&label, &reply, "applications").await else {
                continue;
            };
            // applications: id, submitted_at, email, length(payload)
            let id = row[0].clone();
            let answered = reply.field("id").unwrap_or_default();
            probe.expect_same(&label, "answered id", &answered, &id);
            let reference = reply.field("reference").unwrap_or_default();
            let payload = probe.database.payload(&id).await;
            if !stored_as_sent(kind, hostile, &payload[field]) {
                probe.fail(&label, format!("stored as {}", brief(&payload[field].to_string())));
            }
            let email = payload["email"].as_str().unwrap_or_default().to_string();
            let text = hostile.text();
            accepted.insert(reference, Accepted { label, text, email });
        }
    }
    probe.expect_mail_only_for(&accepted).await;
    probe.done().await;
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

/// A right-to-left override in a one-line answer would show the staff another name than was sent:
/// the application is refused, the field named. A text area keeps the zero width non-joiner that
/// Persian needs.
#[tokio::test]
async fn an_application_with_a_direction_override_in_a_one_line_field_is_refused() {
    let service = common::Service::start().await;
    let mut form = application("grace@example.org");
    form["familyName"] = json!("\u{202E}reppoH");
    let refused = service.apply(form).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
    assert_eq!(
        refused.body["errors"]["familyName"],
        "Please remove the invisible formatting characters from this field",
        "{}",
        refused.body
    );
    let mut form = application("grace@example.org");
    form["researchInterests"] = json!("\u{645}\u{6CC}\u{200C}\u{62E}\u{648}\u{627}\u{647}\u{645}");
    let kept = service.apply(form).await;
    assert_eq!(kept.status, StatusCode::OK, "{}", kept.body);
}
