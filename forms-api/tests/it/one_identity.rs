//! One request, one identity: every operation of the OpenAPI document that takes a session is
//! called with the credential as a bearer token in several casings, as the cookie, and with two
//! that disagree; whatever it reads or changes belongs to the session that authenticated it, and
//! a request presenting two different sessions is refused before any operation runs. Then the
//! attack that found the defect, replayed: a victim's half-signed-in session passed with the
//! attacker's own authenticator code or passkey ceremony.

use crate::common;

use common::staff::{self, PASSWORD};
use common::{Answer, Service, answer};
use forms_api::api::staff_access::Role;
use forms_api::clock::Clock as _;
use forms_api::config::Switch;
use forms_api::second_factor::code_at;
use reqwest::StatusCode;
use serde_json::{Value, json};

const CASINGS: [&str; 4] = ["Bearer", "bearer", "BEARER", "bEaReR"];

/// How a request presents its session.
#[derive(Clone, Copy, Debug)]
enum Presents<'a> {
    Bearer(&'a str, &'a str),
    Cookie(&'a str),
    /// A bearer token and a cookie of two different sessions.
    Both {
        bearer: &'a str,
        cookie: &'a str,
    },
    TwoCookies(&'a str, &'a str),
    TwoAuthorizations(&'a str, &'a str),
}

async fn call(service: &Service, method: &str, path: &str, presents: Presents<'_>) -> Answer {
    let client = reqwest::Client::new();
    let url = format!("{}{path}", service.base);
    let mut request = match method {
        "get" => client.get(url),
        _ => client.post(url).json(&json!({})),
    };
    request = match presents {
        Presents::Bearer(word, token) => request.header("Authorization", format!("{word} {token}")),
        Presents::Cookie(token) => request.header("Cookie", format!("iaaii_session={token}")),
        Presents::Both { bearer, cookie } => request
            .header("Authorization", format!("BEARER {bearer}"))
            .header("Cookie", format!("iaaii_session={cookie}")),
        Presents::TwoCookies(first, second) => {
            request.header("Cookie", format!("iaaii_session={first}; iaaii_session={second}"))
        }
        Presents::TwoAuthorizations(first, second) => request
            .header("Authorization", format!("Bearer {first}"))
            .header("Authorization", format!("Bearer {second}")),
    };
    let response = request.send().await.unwrap();
    let status = response.status();
    let text = response.text().await.unwrap();
    let body = serde_json::from_str(&text).unwrap_or(Value::String(text));
    Answer { status, body, headers: Default::default() }
}

/// Every operation that takes a session, as (method, path with its parameters filled in).
async fn session_operations(service: &Service) -> Vec<(String, String)> {
    let document = reqwest::get(format!("{}/openapi.json", service.base))
        .await
        .unwrap()
        .json::<Value>()
        .await
        .unwrap();
    let mut operations = Vec::new();
    for (path, methods) in document["paths"].as_object().unwrap() {
        for (method, operation) in methods.as_object().unwrap() {
            let secured = operation["security"].as_array().is_some_and(|s| !s.is_empty());
            if secured {
                let filled = path
                    .replace("{reference}", "IAAII-2026-00001")
                    .replace("{id}", "no-such-passkey");
                operations.push((method.clone(), filled));
            }
        }
    }
    assert!(operations.len() >= 20, "the document names its secured operations");
    operations
}

/// A member past the second step of an authenticator app of their own: their session token and
/// the app's secret.
async fn member_with_app(service: &Service, email: &str) -> (String, String) {
    let admin = staff::staff(service, email, Role::Admin).await;
    let token = service.session_token(email, PASSWORD).await;
    let code = code_at(&admin.secret, service.clock.now() + 30).unwrap();
    service.clock.advance(30);
    let passed =
        call_json(service, "/users/me/second-factor/verify", &token, json!({ "code": code })).await;
    assert_eq!(passed.status, StatusCode::OK, "{}", passed.body);
    (token, admin.secret)
}

async fn call_json(service: &Service, path: &str, token: &str, body: Value) -> Answer {
    let request = reqwest::Client::new()
        .post(format!("{}{path}", service.base))
        .header("Authorization", format!("BEARER {token}"))
        .json(&body);
    answer(request.send().await.unwrap()).await
}

/// Whether `token`'s session still waits for its second step (the workspace's own view).
async fn pending(service: &Service, token: &str) -> bool {
    let status = call(service, "get", "/staff/me", Presents::Cookie(token)).await;
    assert_eq!(status.status, StatusCode::OK, "{}", status.body);
    !status.body["secondFactorPassed"].as_bool().unwrap()
}

#[tokio::test]
async fn every_session_operation_answers_the_one_session_presented() {
    let service = Service::start_with(|config| config.rate_limits = Switch::Off).await;
    let operations = session_operations(&service).await;
    let (attacker, _) = member_with_app(&service, "mallory@example.org").await;
    staff::member(&service, "victim@example.org").await;
    staff::grant(&service, "victim@example.org", Role::Admin).await;
    let victim = service.session_token("victim@example.org", PASSWORD).await;
    let audit_before = service.count("SELECT COUNT(*) FROM audit_log").await;

    for (method, path) in &operations {
        // Two sessions in one request, in every form: refused before the operation runs.
        for presents in [
            Presents::Both { bearer: &attacker, cookie: &victim },
            Presents::Both { bearer: &victim, cookie: &attacker },
            Presents::TwoCookies(&attacker, &victim),
            Presents::TwoAuthorizations(&attacker, &victim),
        ] {
            let refused = call(&service, method, path, presents).await;
            assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{method} {path} {presents:?}");
            assert_eq!(refused.body["code"], "conflicting_credentials", "{method} {path}");
        }
        // One session, however the scheme is written: it is recognised (never "not signed in").
        for word in CASINGS {
            let answered = call(&service, method, path, Presents::Bearer(word, &attacker)).await;
            assert_ne!(answered.body["code"], "not_signed_in", "{word}: {method} {path}");
            assert_ne!(answered.status, StatusCode::INTERNAL_SERVER_ERROR, "{method} {path}");
        }
    }
    // Nothing was done in the victim's name, and their session still waits for its second step.
    assert!(pending(&service, &victim).await);
    let victims_entries =
        service.count("SELECT COUNT(*) FROM audit_log WHERE actor = 'victim@example.org'").await;
    assert_eq!(victims_entries, 0);
    assert!(service.count("SELECT COUNT(*) FROM audit_log").await >= audit_before);
}

#[tokio::test]
async fn the_second_step_cannot_be_passed_with_another_accounts_code() {
    let service = Service::start().await;
    let (attacker, secret) = member_with_app(&service, "mallory@example.org").await;
    let victim_admin = staff::staff(&service, "victim@example.org", Role::Admin).await;
    drop(victim_admin);
    let victim = service.session_token("victim@example.org", PASSWORD).await;
    assert!(pending(&service, &victim).await);

    service.clock.advance(30);
    let code = code_at(&secret, service.clock.now()).unwrap();
    for word in CASINGS {
        let request = reqwest::Client::new()
            .post(format!("{}/users/me/second-factor/verify", service.base))
            .header("Authorization", format!("{word} {attacker}"))
            .header("Cookie", format!("iaaii_session={victim}"))
            .json(&json!({ "code": code }));
        let refused = answer(request.send().await.unwrap()).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{word}: {}", refused.body);
        // The passkey ceremony, begun and finished the same way.
        for path in ["/users/me/second-factor/passkey/options", "/users/me/second-factor/passkey"] {
            let request = reqwest::Client::new()
                .post(format!("{}{path}", service.base))
                .header("Authorization", format!("{word} {attacker}"))
                .header("Cookie", format!("iaaii_session={victim}"))
                .json(&json!({}));
            let refused = answer(request.send().await.unwrap()).await;
            assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{path}: {}", refused.body);
        }
    }
    assert!(pending(&service, &victim).await, "the victim's session is as it was");
    assert_eq!(service.count("SELECT COUNT(*) FROM passkey_ceremonies").await, 0);
    let workspace = call(&service, "get", "/staff/applications", Presents::Cookie(&victim)).await;
    assert_eq!(workspace.status, StatusCode::UNAUTHORIZED);
    // The attacker's own code, in the attacker's own session, is theirs to use.
    let own =
        call_json(&service, "/users/me/second-factor/verify", &attacker, json!({ "code": code }))
            .await;
    assert_eq!(own.status, StatusCode::OK, "{}", own.body);
    assert!(pending(&service, &victim).await);
}

#[tokio::test]
async fn sign_out_ends_the_session_presented_in_any_casing_and_only_it() {
    let service = Service::start().await;
    staff::member(&service, "ada@example.org").await;
    for word in CASINGS {
        let token = service.session_token("ada@example.org", PASSWORD).await;
        let other = service.session_token("ada@example.org", PASSWORD).await;
        // Two sessions at once: refused, and both live on.
        let both = Presents::Both { bearer: &token, cookie: &other };
        let refused = call(&service, "post", "/users/logout", both).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
        for live in [&token, &other] {
            let me = call(&service, "get", "/users/me", Presents::Cookie(live)).await;
            assert_eq!(me.status, StatusCode::OK);
        }
        let out = call(&service, "post", "/users/logout", Presents::Bearer(word, &token)).await;
        assert_eq!(out.status, StatusCode::OK, "{}", out.body);
        let gone = call(&service, "get", "/users/me", Presents::Bearer("Bearer", &token)).await;
        assert_eq!(gone.status, StatusCode::UNAUTHORIZED, "{word}: the session ended");
        let kept = call(&service, "get", "/users/me", Presents::Cookie(&other)).await;
        assert_eq!(kept.status, StatusCode::OK, "{word}: the other session lives on");
    }
}

#[tokio::test]
async fn a_data_download_is_the_presented_members_own() {
    let service = Service::start().await;
    staff::member(&service, "ada@example.org").await;
    staff::member(&service, "grace@example.org").await;
    let ada = service.session_token("ada@example.org", PASSWORD).await;
    let grace = service.session_token("grace@example.org", PASSWORD).await;
    for word in CASINGS {
        let copy = call(&service, "post", "/users/me/data", Presents::Bearer(word, &ada)).await;
        assert_eq!(copy.status, StatusCode::OK, "{}", copy.body);
        assert!(copy.body.to_string().contains("ada@example.org"), "{word}");
        assert!(!copy.body.to_string().contains("grace@example.org"), "{word}");
    }
    let both = Presents::Both { bearer: &ada, cookie: &grace };
    let refused = call(&service, "post", "/users/me/data", both).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
}
