//! The endpoints with a JSON body, their fields and valid bodies, and the accounts seeded for
//! an injection to reach.

use crate::common::fixtures::application;
use crate::common::{GOOD_PASSWORD, Service};
use forms_api::config::Switch;
use reqwest::StatusCode;
use reqwest::header::{HeaderMap, HeaderValue};
use serde_json::{Value, json};

use super::*;

pub const SIGNUP: &[(&str, Kind)] = &[
    ("firstName", Kind::Name),
    ("lastName", Kind::Name),
    ("email", Kind::Email),
    ("password", Kind::NewPassword),
    ("confirmPassword", Kind::Never),
    ("agreeTerms", Kind::Consent),
];
/// The password is wrong, so no value in any field may sign anyone in.
pub const LOGIN: &[(&str, Kind)] =
    &[("email", Kind::Never), ("password", Kind::Never), ("rememberMe", Kind::Never)];
pub const FORGOT_PASSWORD: &[(&str, Kind)] = &[("email", Kind::Email)];
/// A valid address has no account waiting for confirmation, so nothing is done.
pub const RESEND_CONFIRMATION: &[(&str, Kind)] = &[("email", Kind::Email)];
/// No confirmation link is live, so nothing can succeed.
pub const CONFIRM_EMAIL: &[(&str, Kind)] = &[("token", Kind::Never)];
/// No code is pending for the address, so nothing can succeed.
pub const VERIFY_OTP: &[(&str, Kind)] = &[("email", Kind::Never), ("otp", Kind::Never)];
/// The token is not a live one, so nothing can succeed.
pub const RESET_PASSWORD: &[(&str, Kind)] =
    &[("resetToken", Kind::Never), ("newPassword", Kind::Never)];
/// The current password is wrong, so nothing can succeed.
pub const CHANGE_PASSWORD: &[(&str, Kind)] =
    &[("currentPassword", Kind::Never), ("newPassword", Kind::Never)];
pub const DELETE_ACCOUNT: &[(&str, Kind)] = &[("currentPassword", Kind::Never)];
/// The application's free text, in two lists swept side by side: who the applicant is ...
pub const APPLICATION_PERSON: &[(&str, Kind)] = &[
    ("firstName", Kind::Name),
    ("familyName", Kind::Name),
    ("jobTitle", Kind::Name),
    ("jobClassification", Kind::Name),
    ("highestQualification", Kind::Name),
    ("department", Kind::Name),
    ("institution", Kind::Name),
];
/// ... and what they work on, and whom to contact.
pub const APPLICATION_WORK: &[(&str, Kind)] = &[
    ("researchInterests", Kind::LongText),
    ("subjectClassification", Kind::OptionalText),
    ("areasOfSpecialization", Kind::OptionalText),
    ("contactPersonInstitution", Kind::Name),
    ("contactPersonName", Kind::Name),
    ("areasForCollaboration", Kind::LongText),
];
/// Choices (no hostile value is among them), the phone number, the address, years and consent.
pub const APPLICATION_OTHER: &[(&str, Kind)] = &[
    ("gender", Kind::Never),
    ("email", Kind::Email),
    ("country", Kind::Never),
    ("mobile", Kind::Never),
    ("yearsInAcademia", Kind::Years),
    ("confidentialityConsent", Kind::Consent),
    ("membershipType", Kind::Never),
];

pub fn signup_form(email: &str) -> Value {
    json!({"firstName": "Ada", "lastName": "Lovelace", "email": email, "password": GOOD_PASSWORD,
           "confirmPassword": GOOD_PASSWORD, "agreeTerms": true})
}

/// An endpoint with a JSON body: its path, a valid body, its fields, and the session it needs.
pub struct Form {
    pub path: &'static str,
    pub base: Value,
    pub fields: Vec<(&'static str, Kind)>,
    pub token: Option<String>,
}

impl Form {
    pub fn headers(&self) -> HeaderMap {
        self.token.as_deref().map(bearer).unwrap_or_default()
    }
}

/// Every endpoint with a JSON body, set up so that no hostile value can succeed except where
/// the corpus says it is valid (sign-up and applications store those; a recovery request for an
/// unknown address answers 200 and does nothing).
pub fn forms(seed: &Seed) -> Vec<Form> {
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
            fields: [APPLICATION_PERSON, APPLICATION_WORK, APPLICATION_OTHER].concat(),
            token: None,
        },
    ]
}

pub fn bearer(token: &str) -> HeaderMap {
    let mut headers = HeaderMap::new();
    let value = HeaderValue::from_str(&format!("Bearer {token}")).expect("a token is ASCII");
    headers.insert("authorization", value);
    headers
}

/// What an injection could reach: Ada with a live session and an unused reset token, Grace with
/// a pending code, a session and an application. Any change to them shows in the comparison of
/// tables.
pub struct Seed {
    pub session: String,
    pub reset_token: String,
    /// Grace's session: her applications with her own address reach the staff at once.
    pub applicant_session: String,
}

pub async fn start() -> Service {
    // Without rate limits: the corpus is many requests from one client, and counters are rows.
    Service::start_with(|config| config.rate_limits = Switch::Off).await
}

pub async fn seed(service: &Service) -> Seed {
    for email in ["ada@example.org", "grace@example.org"] {
        assert_eq!(service.sign_up(email, GOOD_PASSWORD).await.status, StatusCode::OK);
    }
    let reset_token = service.reset_token("ada@example.org").await;
    service.request_code("grace@example.org").await;
    let session = service.session_token("ada@example.org", GOOD_PASSWORD).await;
    let applicant_session = service.session_token("grace@example.org", GOOD_PASSWORD).await;
    let applied = reqwest::Client::new()
        .post(format!("{}/users/submit-form", service.base))
        .bearer_auth(&applicant_session)
        .json(&application("grace@example.org"))
        .send()
        .await
        .unwrap();
    assert_eq!(applied.status(), StatusCode::OK);
    // The seed's own mail is in before the comparisons start.
    service.wait_for_mail("staff@example.org", 1).await;
    service.wait_for_mail("grace@example.org", 3).await;
    Seed { session, reset_token, applicant_session }
}
