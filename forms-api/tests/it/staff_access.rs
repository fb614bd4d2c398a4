//! Who reaches the staff workspace's operations, checked on the service: nobody signed out, no
//! member, no staff member before their second factor is set up and passed in this session, and
//! no reviewer at an admin's operation. Codes from the app are accepted once each; guesses at a
//! code are bounded per account however many arrive at once from however many addresses.

use crate::common;

use common::staff::{self, PASSWORD, StaffBrowser};
use common::{Answer, Service, answer, fixtures};
use forms_api::api::session::FINISH_SIGNING_IN;
use forms_api::api::staff_access::{ADMINS_ONLY, NOT_STAFF, Role, SET_UP_FACTOR};
use forms_api::clock::Clock as _;
use forms_api::second_factor::code_at;
use reqwest::StatusCode;
use serde_json::{Value, json};

/// Operations a reviewer may use (the application need not exist: access is checked first).
const REVIEWER_OPERATIONS: [(&str, &str); 4] = [
    ("GET", "/staff/applications"),
    ("GET", "/staff/applications/export?format=csv"),
    ("GET", "/staff/applications/IAAII-2026-00001"),
    ("POST", "/staff/applications/IAAII-2026-00001/decision"),
];

/// Operations for admins alone.
const ADMIN_OPERATIONS: [(&str, &str); 6] = [
    ("GET", "/staff/roles"),
    ("POST", "/staff/roles"),
    ("POST", "/staff/roles/revoke"),
    ("POST", "/staff/second-factor/reset"),
    ("GET", "/staff/audit"),
    ("POST", "/staff/applications/IAAII-2026-00001/reopen"),
];

async fn call(service: &Service, client: &reqwest::Client, method: &str, path: &str) -> Answer {
    let url = format!("{}{path}", service.base);
    let request = match method {
        "GET" => client.get(url),
        _ => client
            .post(url)
            .json(&json!({ "decision": "accepted", "email": "x@example.org", "role": "reviewer" })),
    };
    answer(request.send().await.unwrap()).await
}

async fn assert_all(
    service: &Service,
    client: &reqwest::Client,
    operations: &[(&str, &str)],
    status: StatusCode,
    message: &str,
) {
    for (method, path) in operations {
        let answer = call(service, client, method, path).await;
        assert_eq!(answer.status, status, "{method} {path}: {}", answer.body);
        assert_eq!(answer.body["message"], message, "{method} {path}");
    }
}

async fn assert_none_refused(
    service: &Service,
    client: &reqwest::Client,
    operations: &[(&str, &str)],
) {
    for (method, path) in operations {
        let answer = call(service, client, method, path).await;
        assert!(
            ![StatusCode::UNAUTHORIZED, StatusCode::FORBIDDEN].contains(&answer.status),
            "{method} {path}: {} {}",
            answer.status,
            answer.body
        );
    }
}

#[tokio::test]
async fn staff_operations_answer_only_staff_past_their_second_factor() {
    let service = Service::start().await;
    let all: Vec<(&str, &str)> =
        REVIEWER_OPERATIONS.iter().chain(&ADMIN_OPERATIONS).copied().collect();

    let stranger = reqwest::Client::new();
    assert_all(&service, &stranger, &all, StatusCode::UNAUTHORIZED, "You are not signed in.").await;

    let member = staff::member(&service, "member@example.org").await;
    assert_all(&service, &member, &all, StatusCode::FORBIDDEN, NOT_STAFF).await;

    // A reviewer who has not set up the second factor is sent to set it up, everywhere.
    let newcomer = staff::member(&service, "newcomer@example.org").await;
    staff::grant(&service, "newcomer@example.org", Role::Reviewer).await;
    assert_all(&service, &newcomer, &all, StatusCode::FORBIDDEN, SET_UP_FACTOR).await;

    // Set up in one browser; a second browser's session has not passed it, so it is not yet
    // signed in at all.
    let reviewer = staff::staff(&service, "reviewer@example.org", Role::Reviewer).await;
    let second = staff::signed_in(&service, "reviewer@example.org").await;
    assert_all(&service, &second, &all, StatusCode::UNAUTHORIZED, FINISH_SIGNING_IN).await;

    assert_none_refused(&service, &reviewer.client, &REVIEWER_OPERATIONS).await;
    assert_all(&service, &reviewer.client, &ADMIN_OPERATIONS, StatusCode::FORBIDDEN, ADMINS_ONLY)
        .await;

    let admin = staff::staff(&service, "admin@example.org", Role::Admin).await;
    assert_none_refused(&service, &admin.client, &all).await;

    // Revoked: the next request is refused, whatever the session passed.
    staff::grant(&service, "member@example.org", Role::Reviewer).await;
    forms_api::staff_commands::revoke(
        &service.database,
        "reviewer@example.org",
        service.clock.now(),
    )
    .await
    .unwrap();
    assert_all(&service, &reviewer.client, &REVIEWER_OPERATIONS, StatusCode::FORBIDDEN, NOT_STAFF)
        .await;
}

#[tokio::test]
async fn me_tells_the_workspace_which_step_comes_next() {
    let service = Service::start().await;
    let member = staff::member(&service, "zoe@example.org").await;
    let me = |client: reqwest::Client| {
        let url = format!("{}/staff/me", service.base);
        async move { answer(client.get(url).send().await.unwrap()).await }
    };
    let status = me(member.clone()).await;
    assert_eq!(status.status, StatusCode::OK, "{}", status.body);
    assert_eq!(status.body["role"], Value::Null);
    staff::grant(&service, "zoe@example.org", Role::Admin).await;
    let status = me(member.clone()).await.body;
    assert_eq!(
        (status["role"].as_str(), status["secondFactorSetUp"].as_bool()),
        (Some("admin"), Some(false))
    );
    let admin = staff::staff(&service, "grace@example.org", Role::Admin).await;
    let status = me(admin.client.clone()).await.body;
    assert_eq!(status["secondFactorPassed"], true);
    assert_eq!(status["recoveryCodesLeft"], 10);
}

#[tokio::test]
async fn a_code_is_accepted_once_and_recovery_codes_once_each() {
    let service = Service::start().await;
    let admin = staff::staff(&service, "ada@example.org", Role::Admin).await;
    assert_eq!(admin.recovery_codes.len(), 10);
    let setup = admin.post(&service, "/users/me/second-factor/setup", json!({})).await;
    assert_eq!(setup.status, StatusCode::BAD_REQUEST, "set up once: {}", setup.body);

    // The code that finished the set-up, replayed in a new session within its 30 seconds: refused.
    let code = code_at(&admin.secret, service.clock.now()).unwrap();
    let again = staff::signed_in(&service, "ada@example.org").await;
    let replayed =
        service.post_with(&again, "/users/me/second-factor/verify", json!({ "code": code })).await;
    assert_eq!(replayed.status, StatusCode::BAD_REQUEST, "{}", replayed.body);
    // So is the code of the step before (within the window, but older than one accepted).
    let older = code_at(&admin.secret, service.clock.now() - 30).unwrap();
    let older =
        service.post_with(&again, "/users/me/second-factor/verify", json!({ "code": older })).await;
    assert_eq!(older.status, StatusCode::BAD_REQUEST, "{}", older.body);

    service.clock.advance(30);
    let next = code_at(&admin.secret, service.clock.now()).unwrap();
    let passed =
        service.post_with(&again, "/users/me/second-factor/verify", json!({ "code": next })).await;
    assert_eq!(passed.status, StatusCode::OK, "{}", passed.body);

    // A recovery code, typed loosely, works once.
    let third = staff::signed_in(&service, "ada@example.org").await;
    let typed = admin.recovery_codes[0].to_uppercase().replace('-', " ");
    let used =
        service.post_with(&third, "/users/me/second-factor/verify", json!({ "code": typed })).await;
    assert_eq!(used.status, StatusCode::OK, "{}", used.body);
    assert_eq!(used.body["recoveryCodesLeft"], 9);
    let fourth = staff::signed_in(&service, "ada@example.org").await;
    let reused = service
        .post_with(
            &fourth,
            "/users/me/second-factor/verify",
            json!({ "code": admin.recovery_codes[0] }),
        )
        .await;
    assert_eq!(reused.status, StatusCode::BAD_REQUEST, "{}", reused.body);
    assert_eq!(
        service.count("SELECT COUNT(*) FROM audit_log WHERE action = 'signed-in'").await,
        2,
        "each pass of the second factor is in the audit log"
    );
}

#[tokio::test]
async fn fifty_guesses_at_once_from_five_addresses_check_at_most_the_bound() {
    let service = Service::start().await;
    let admin = staff::staff(&service, "ada@example.org", Role::Admin).await;
    let right = code_at(&admin.secret, service.clock.now()).unwrap();
    // Five browsers of the account, at five addresses (the attacker knows the password).
    let mut browsers = Vec::new();
    for source in 2..=6u8 {
        let client = service.browser_from([127, 0, 0, source]);
        let login = service
            .post_with(
                &client,
                "/users/login",
                json!({ "email": "ada@example.org", "password": PASSWORD }),
            )
            .await;
        assert_eq!(login.status, StatusCode::OK, "{}", login.body);
        browsers.push(client);
    }
    let wrong = |n: usize| {
        let candidate = format!("{:06}", (n * 7919) % 1_000_000);
        if candidate == right { "000000".to_string() } else { candidate }
    };
    let guesses = (0..50).map(|n| {
        let client = browsers[n % browsers.len()].clone();
        let url = format!("{}/users/me/second-factor/verify", service.base);
        let code = wrong(n);
        async move {
            answer(client.post(url).json(&json!({ "code": code })).send().await.unwrap()).await
        }
    });
    let answers = futures_util::future::join_all(guesses).await;
    let checked = answers.iter().filter(|a| a.status == StatusCode::BAD_REQUEST).count();
    let refused = answers.iter().filter(|a| a.status == StatusCode::TOO_MANY_REQUESTS).count();
    assert_eq!(checked, 5, "exactly the bound is compared");
    assert_eq!(refused, 45);
    assert!(answers.iter().all(|a| a.status != StatusCode::OK));
}

#[tokio::test]
async fn an_admin_resets_a_lost_factor_and_grants_roles_in_the_workspace() {
    let service = Service::start().await;
    let admin = staff::staff(&service, "ada@example.org", Role::Admin).await;
    let reviewer: StaffBrowser = staff::staff(&service, "grace@example.org", Role::Reviewer).await;

    let reset = admin
        .post(&service, "/staff/second-factor/reset", json!({ "email": "Grace@Example.org" }))
        .await;
    assert_eq!(reset.status, StatusCode::OK, "{}", reset.body);
    // The owner is told of each change of their second factor: set up, then reset. Found by what
    // they say: the queue may write two messages within one tick of the files' times.
    service.wait_for_mail("grace@example.org", 3).await;
    let mails = service.mail_to("grace@example.org");
    let set_up = mails.iter().find(|mail| mail.contains("was set up with an authenticator app"));
    let set_up = set_up.unwrap_or_else(|| panic!("no mail of the set-up in {mails:?}"));
    assert!(set_up.contains("Subject: Two-step verification of your"), "{set_up}");
    let reset =
        mails.iter().any(|mail| mail.contains("was reset by an administrator (ada@example.org)"));
    assert!(reset, "no mail of the reset in {mails:?}");
    let after = reviewer.get(&service, "/staff/applications").await;
    assert_eq!(
        (after.status, after.body["message"].as_str()),
        (StatusCode::FORBIDDEN, Some(SET_UP_FACTOR))
    );

    let unknown = admin
        .post(
            &service,
            "/staff/roles",
            json!({ "email": "nobody@example.org", "role": "reviewer" }),
        )
        .await;
    assert_eq!(unknown.status, StatusCode::BAD_REQUEST, "{}", unknown.body);
    assert!(unknown.body["errors"]["email"].as_str().unwrap().starts_with("No confirmed account"));
    for own in ["/staff/roles/revoke", "/staff/second-factor/reset"] {
        let refused = admin.post(&service, own, json!({ "email": "ada@example.org" })).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{own}: {}", refused.body);
    }
    assert_eq!(admin.get(&service, "/staff/roles").await.status, StatusCode::OK);

    staff::member(&service, "katherine@example.org").await;
    let granted = admin
        .post(
            &service,
            "/staff/roles",
            json!({ "email": "katherine@example.org", "role": "reviewer" }),
        )
        .await;
    assert_eq!(granted.status, StatusCode::OK, "{}", granted.body);
    let roles = admin.get(&service, "/staff/roles").await;
    let emails: Vec<&str> =
        roles.body.as_array().unwrap().iter().map(|m| m["email"].as_str().unwrap()).collect();
    assert_eq!(emails, ["ada@example.org", "grace@example.org", "katherine@example.org"]);

    let log = admin.get(&service, "/staff/audit").await;
    let actions: Vec<&str> = log.body["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions[..2], ["role-granted", "second-factor-reset"]);
    let reviewer_reads = reviewer.get(&service, "/staff/audit").await;
    assert_eq!(reviewer_reads.status, StatusCode::FORBIDDEN);
    let _ = fixtures::application("unused@example.org");
}

#[tokio::test]
async fn staff_changes_from_another_site_are_refused() {
    let service = Service::start().await;
    let admin = staff::staff(&service, "ada@example.org", Role::Admin).await;
    staff::member(&service, "katherine@example.org").await;
    let forged = admin
        .client
        .post(format!("{}/staff/roles", service.base))
        .header("Origin", "https://evil.example")
        .json(&json!({ "email": "katherine@example.org", "role": "admin" }))
        .send()
        .await
        .unwrap();
    assert_eq!(forged.status(), StatusCode::FORBIDDEN);
    assert_eq!(service.count("SELECT COUNT(*) FROM staff_roles").await, 1);
}

#[tokio::test]
async fn new_recovery_codes_need_a_current_code_and_void_the_old_ones() {
    let service = Service::start().await;
    let admin = staff::staff(&service, "ada@example.org", Role::Admin).await;
    let path = "/users/me/second-factor/recovery-codes";
    service.clock.advance(30);
    let with_old_code =
        admin.post(&service, path, json!({ "code": admin.recovery_codes[1] })).await;
    assert_eq!(
        with_old_code.status,
        StatusCode::BAD_REQUEST,
        "a recovery code does not renew them"
    );
    let said = with_old_code.body["errors"]["code"].as_str().unwrap();
    assert!(said.contains("a recovery code cannot be used here"), "{said}");
    let code = code_at(&admin.secret, service.clock.now()).unwrap();
    let renewed = admin.post(&service, path, json!({ "code": code })).await;
    assert_eq!(renewed.status, StatusCode::OK, "{}", renewed.body);
    let fresh: Vec<String> = renewed.body["recoveryCodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|code| code.as_str().unwrap().to_string())
        .collect();
    assert_eq!(fresh.len(), 10);
    let replayed = admin.post(&service, path, json!({ "code": code })).await;
    assert_eq!(replayed.status, StatusCode::BAD_REQUEST, "the same app code works once");

    let other = staff::signed_in(&service, "ada@example.org").await;
    let verify = "/users/me/second-factor/verify";
    let old = service.post_with(&other, verify, json!({ "code": admin.recovery_codes[2] })).await;
    assert_eq!(old.status, StatusCode::BAD_REQUEST, "the earlier codes are void");
    let new = service.post_with(&other, verify, json!({ "code": fresh[0] })).await;
    assert_eq!(new.status, StatusCode::OK, "{}", new.body);
    assert_eq!(
        service
            .count("SELECT COUNT(*) FROM audit_log WHERE action = 'recovery-codes-renewed'")
            .await,
        1
    );
    let mail = service.wait_for_mail("ada@example.org", 3).await;
    assert!(mail.contains("was given ten new recovery codes"), "{mail}");
}
