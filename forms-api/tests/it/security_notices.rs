//! The owner hears of every change of their password, by mail committed with the change: what
//! changed, when, from which address, and what to do if it was not them. A "change" to the same
//! password is refused. Runs on SQLite, and on PostgreSQL with FORMS_TEST_POSTGRES.

use crate::common;

use common::outbox::reset_token_in;
use common::{GOOD_PASSWORD, Service};
use forms_api::api::users::SAME_PASSWORD;
use reqwest::StatusCode;
use serde_json::json;

const EMAIL: &str = "ada@example.org";
const NEW_PASSWORD: &str = "Difference-Engine-1822";

#[tokio::test]
async fn a_change_in_account_settings_is_mailed_to_the_owner() {
    let service = Service::start().await;
    service.sign_up(EMAIL, GOOD_PASSWORD).await;
    service.sign_in(EMAIL, GOOD_PASSWORD).await;
    let body = json!({"currentPassword": GOOD_PASSWORD, "newPassword": NEW_PASSWORD});
    let changed = service.post("/users/change-password", body).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    let notice = service.wait_for_mail(EMAIL, 2).await;
    for expected in [
        "Subject: The password of your",
        "The password of your account was changed in Account Settings on January 1, 2026 at 00:00 UTC, from the address 127.0.0.1.",
        "If it was not you",
        "http://127.0.0.1:8080/forgot-password",
    ] {
        assert!(notice.contains(expected), "{expected} in {notice}");
    }
}

#[tokio::test]
async fn a_reset_is_mailed_to_the_owner() {
    let service = Service::start().await;
    service.sign_up(EMAIL, GOOD_PASSWORD).await;
    service.request_code(EMAIL).await;
    let token = reset_token_in(&service.mail_to(EMAIL)[1]).expect("a link");
    let phone = service.client_from([127, 0, 0, 9]);
    let reset = json!({"resetToken": token, "newPassword": NEW_PASSWORD});
    let reset = service.post_with(&phone, "/users/reset-password", reset).await;
    assert_eq!(reset.status, StatusCode::OK, "{}", reset.body);
    let notice = service.wait_for_mail(EMAIL, 3).await;
    assert!(
        notice.contains("was changed with a reset code or link sent to this address on January 1, 2026 at 00:00 UTC, from the address 127.0.0.9."),
        "{notice}"
    );
}

#[tokio::test]
async fn the_same_password_again_is_refused_and_nothing_is_mailed() {
    let service = Service::start().await;
    service.sign_up(EMAIL, GOOD_PASSWORD).await;
    service.sign_in(EMAIL, GOOD_PASSWORD).await;
    let body = json!({"currentPassword": GOOD_PASSWORD, "newPassword": GOOD_PASSWORD});
    let refused = service.post("/users/change-password", body).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    assert_eq!(refused.body["errors"]["newPassword"], SAME_PASSWORD);
    assert_eq!(service.get("/users/me").await.status, StatusCode::OK, "still signed in");
    service.mail_settled().await;
    assert_eq!(service.mail_to(EMAIL).len(), 1, "only the sign-up's link");
}
