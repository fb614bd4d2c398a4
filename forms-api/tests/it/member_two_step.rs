//! Two-step verification as a member chooses it in Account Settings: once set up, a new sign-in
//! is not a sign-in until its second step passes (every member operation answers 401, saying
//! so, and pages are not told the member is signed in); turned off with the password alone, and
//! never by staff. Passkeys: the service's side of the ceremony (the browser's is tested in
//! Chromium with a virtual authenticator, `site/e2e/passkeys.test.mjs`).

use crate::common;

use common::staff::{self, PASSWORD};
use common::{Service, answer};
use forms_api::api::session::FINISH_SIGNING_IN;
use forms_api::api::staff_access::Role;
use forms_api::api::two_step::STAFF_KEEP_IT;
use forms_api::clock::Clock as _;
use forms_api::passkey::NO_DOMAIN;
use forms_api::second_factor::code_at;
use reqwest::StatusCode;
use serde_json::json;

const EMAIL: &str = "zoe@example.org";

/// Set up an authenticator app for the signed-in `client`; its secret.
async fn set_up_app(service: &Service, client: &reqwest::Client) -> String {
    let setup = service.post_with(client, "/users/me/second-factor/setup", json!({})).await;
    assert_eq!(setup.status, StatusCode::OK, "{}", setup.body);
    let secret = setup.body["secret"].as_str().unwrap().to_string();
    let code = code_at(&secret, service.clock.now()).unwrap();
    let confirmed =
        service.post_with(client, "/users/me/second-factor/confirm", json!({ "code": code })).await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.body);
    assert_eq!(confirmed.body["recoveryCodes"].as_array().unwrap().len(), 10);
    secret
}

fn set_cookies(answer: &common::Answer) -> Vec<String> {
    let cookies = answer.headers.get_all("set-cookie").iter();
    cookies.filter_map(|value| value.to_str().ok()).map(str::to_string).collect()
}

fn sets_hint(answer: &common::Answer) -> bool {
    set_cookies(answer).iter().any(|cookie| cookie.starts_with("iaaii_signed_in=1"))
}

#[tokio::test]
async fn a_member_with_two_steps_is_signed_in_only_after_the_second() {
    let service = Service::start().await;
    let member = staff::member(&service, EMAIL).await;
    let secret = set_up_app(&service, &member).await;
    // The browser that set it up stays signed in.
    let me = answer(member.get(format!("{}/users/me", service.base)).send().await.unwrap()).await;
    assert_eq!(me.status, StatusCode::OK, "{}", me.body);

    let laptop = reqwest::Client::builder().cookie_store(true).build().unwrap();
    let login = service
        .post_with(&laptop, "/users/login", json!({ "email": EMAIL, "password": PASSWORD }))
        .await;
    assert_eq!(login.status, StatusCode::OK, "{}", login.body);
    assert_eq!(login.body["secondFactor"], json!({ "authenticatorApp": true, "passkey": false }));
    assert!(!sets_hint(&login), "pages are not told of a sign-in not finished");
    for path in ["/users/me", "/users/me/draft", "/users/me/applications"] {
        let refused =
            answer(laptop.get(format!("{}{path}", service.base)).send().await.unwrap()).await;
        assert_eq!(refused.status, StatusCode::UNAUTHORIZED, "{path}: {}", refused.body);
        assert_eq!(refused.body["message"], FINISH_SIGNING_IN, "{path}");
    }
    // Nor can a session that has not passed add a factor of its own.
    let added = service.post_with(&laptop, "/users/me/passkeys/options", json!({})).await;
    assert_eq!(added.status, StatusCode::UNAUTHORIZED, "{}", added.body);
    let status = answer(
        laptop.get(format!("{}/users/me/second-factor", service.base)).send().await.unwrap(),
    )
    .await;
    assert_eq!(
        (status.body["pending"].as_bool(), status.body["authenticatorApp"].as_bool()),
        (Some(true), Some(true))
    );

    service.clock.advance(30);
    let code = code_at(&secret, service.clock.now()).unwrap();
    let passed = service
        .post_with(
            &laptop,
            "/users/me/second-factor/verify",
            json!({ "code": code, "rememberMe": true }),
        )
        .await;
    assert_eq!(passed.status, StatusCode::OK, "{}", passed.body);
    assert!(sets_hint(&passed), "{:?}", set_cookies(&passed));
    let remembered = set_cookies(&passed).iter().any(|c| c.contains("Max-Age=2592000"));
    assert!(remembered, "{:?}", set_cookies(&passed));
    let me = answer(laptop.get(format!("{}/users/me", service.base)).send().await.unwrap()).await;
    assert_eq!(me.status, StatusCode::OK, "{}", me.body);

    // A new password keeps this browser signed in to the end.
    let changed = service
        .post_with(
            &laptop,
            "/users/change-password",
            json!({ "currentPassword": PASSWORD, "newPassword": "Difference-Engine-1822" }),
        )
        .await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    let me = answer(laptop.get(format!("{}/users/me", service.base)).send().await.unwrap()).await;
    assert_eq!(me.status, StatusCode::OK, "{}", me.body);
    assert_eq!(
        service.count("SELECT COUNT(*) FROM audit_log").await,
        0,
        "a member's own steps are not staff actions"
    );
}

#[tokio::test]
async fn a_member_turns_it_off_with_the_password_and_staff_cannot() {
    let service = Service::start().await;
    let member = staff::member(&service, EMAIL).await;
    set_up_app(&service, &member).await;
    let path = "/users/me/second-factor/turn-off";
    let wrong = service.post_with(&member, path, json!({ "currentPassword": "not-it" })).await;
    assert_eq!(wrong.status, StatusCode::BAD_REQUEST, "{}", wrong.body);
    assert!(wrong.body["errors"]["currentPassword"].is_string(), "{}", wrong.body);
    let off = service.post_with(&member, path, json!({ "currentPassword": PASSWORD })).await;
    assert_eq!(off.status, StatusCode::OK, "{}", off.body);
    let mail = service.wait_for_mail(EMAIL, 3).await;
    assert!(mail.contains("was turned off"), "{mail}");
    let login = service.sign_in(EMAIL, PASSWORD).await;
    assert_eq!(login.status, StatusCode::OK, "{}", login.body);
    assert!(login.body.get("secondFactor").is_none(), "{}", login.body);

    let admin = staff::staff(&service, "ada@example.org", Role::Admin).await;
    let kept = admin.post(&service, path, json!({ "currentPassword": PASSWORD })).await;
    assert_eq!(
        (kept.status, kept.body["message"].as_str()),
        (StatusCode::FORBIDDEN, Some(STAFF_KEEP_IT))
    );
}

#[tokio::test]
async fn passkeys_need_a_domain_name_and_answer_each_challenge_once() {
    // The default test site is at an IP address: no passkeys, said plainly.
    let service = Service::start().await;
    let member = staff::member(&service, EMAIL).await;
    let refused = service.post_with(&member, "/users/me/passkeys/options", json!({})).await;
    assert_eq!(
        (refused.status, refused.body["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some(NO_DOMAIN))
    );
    // And the status the settings read says so, so the page offers the app only.
    let status = answer(
        member.get(format!("{}/users/me/second-factor", service.base)).send().await.unwrap(),
    )
    .await;
    assert_eq!(status.body["passkeysAvailable"], false, "{}", status.body);

    let service =
        Service::start_with(|config| config.site_url = "http://localhost:8080/".into()).await;
    let member = staff::member(&service, EMAIL).await;
    let status = answer(
        member.get(format!("{}/users/me/second-factor", service.base)).send().await.unwrap(),
    )
    .await;
    assert_eq!(status.body["passkeysAvailable"], true, "{}", status.body);
    let options = service.post_with(&member, "/users/me/passkeys/options", json!({})).await;
    assert_eq!(options.status, StatusCode::OK, "{}", options.body);
    let key = &options.body["publicKey"];
    assert_eq!(key["rp"]["id"], "localhost");
    assert_eq!(key["user"]["name"], EMAIL);
    assert!(key["challenge"].as_str().is_some_and(|c| c.len() >= 32), "{key}");
    // An answer that is not a credential, then any answer once the challenge is spent.
    let bogus = json!({ "name": "Laptop", "credential": { "id": "x", "type": "public-key" } });
    let first = service.post_with(&member, "/users/me/passkeys", bogus.clone()).await;
    assert_eq!(first.status, StatusCode::BAD_REQUEST, "{}", first.body);
    assert!(first.body["errors"]["credential"].is_string(), "{}", first.body);
    let unnamed = service.post_with(&member, "/users/me/passkeys", json!({ "name": " " })).await;
    assert!(unnamed.body["errors"]["name"].is_string(), "{}", unnamed.body);
    // Without passkeys there is nothing to sign in with.
    let none =
        service.post_with(&member, "/users/me/second-factor/passkey/options", json!({})).await;
    assert_eq!(none.status, StatusCode::BAD_REQUEST, "{}", none.body);
    let missing = service.post_with(&member, "/users/me/passkeys/bm8/delete", json!({})).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND, "{}", missing.body);
}
