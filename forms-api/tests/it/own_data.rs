//! A member's own data: "Download my data" and "Delete my account", each confirmed by mail.

use crate::common;

use common::{GOOD_PASSWORD, Service};
use reqwest::StatusCode;
use serde_json::json;

const EMAIL: &str = "ada@example.org";

/// A confirmed, signed-in member (by cookie) with one application sent with the same address.
async fn member_with_an_application() -> (Service, String) {
    let service = Service::start().await;
    service.sign_up(EMAIL, GOOD_PASSWORD).await;
    let signed_in = service.sign_in(EMAIL, GOOD_PASSWORD).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.body);
    let sent = service.apply(common::fixtures::application(EMAIL)).await;
    assert_eq!(sent.status, StatusCode::OK, "{}", sent.body);
    // The confirmation link and the application's acknowledgement.
    service.wait_for_mail(EMAIL, 2).await;
    (service, sent.body["reference"].as_str().unwrap().to_string())
}

#[tokio::test]
async fn a_member_downloads_everything_stored_about_them_and_is_told_by_mail() {
    let (service, reference) = member_with_an_application().await;
    let mails_before = service.mail_to(EMAIL).len();
    let draft = json!({ "answers": { "firstName": "Ada" }, "step": 1, "savedAt": 5 });
    assert_eq!(service.post("/users/me/draft", draft).await.status, StatusCode::OK);
    let copy = service.post("/users/me/data", json!({})).await;
    assert_eq!(copy.status, StatusCode::OK, "{}", copy.body);
    let data = &copy.body;
    assert_eq!(data["draft"]["answers"]["firstName"], "Ada", "the draft too");
    assert_eq!(data["account"]["staffRole"], serde_json::Value::Null);
    assert_eq!(data["account"]["twoStepVerification"], false);
    assert_eq!(data["account"]["email"], EMAIL);
    assert_eq!(data["account"]["firstName"], "Ada");
    assert_eq!(data["account"]["liveSessions"], 1);
    assert!(data["account"]["emailConfirmedAt"].is_string());
    assert_eq!(data["applications"][0]["reference"], reference.as_str());
    assert_eq!(data["applications"][0]["status"], "received");
    assert_eq!(data["applications"][0]["answers"]["institution"], "Example University");
    assert!(data.to_string().find("password").is_none(), "{data}");
    let notice = service.wait_for_mail(EMAIL, mails_before + 1).await;
    assert!(notice.contains("data was downloaded"), "{notice}");
}

#[tokio::test]
async fn five_copies_an_hour_even_when_asked_all_at_once_from_several_addresses() {
    let (service, _) = member_with_an_application().await;
    let token = service.session_token(EMAIL, GOOD_PASSWORD).await;
    let mails_before = service.mail_to(EMAIL).len();
    let sends = (0..20u8).map(|n| {
        let client = service.client_from([127, 0, 0, 2 + n % 4]);
        let request =
            client.post(format!("{}/users/me/data", service.base)).bearer_auth(&token).send();
        async move { request.await.unwrap().status() }
    });
    let statuses = futures_util::future::join_all(sends).await;
    let copied = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    let refused = statuses.iter().filter(|s| **s == StatusCode::TOO_MANY_REQUESTS).count();
    assert_eq!((copied, refused), (5, 15), "{statuses:?}");
    service.wait_for_mail(EMAIL, mails_before + 5).await;
    service.mail_settled().await;
    assert_eq!(service.mail_to(EMAIL).len(), mails_before + 5);
}

#[tokio::test]
async fn strangers_get_no_data_and_delete_nothing() {
    let (service, _) = member_with_an_application().await;
    let stranger = reqwest::Client::new();
    for path in ["/users/me/data", "/users/me/delete"] {
        let answer = stranger
            .post(format!("{}{path}", service.base))
            .json(&json!({"currentPassword": GOOD_PASSWORD}))
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), StatusCode::UNAUTHORIZED, "{path}");
    }
    assert_eq!(service.count("SELECT COUNT(*) FROM users").await, 1);
}

#[tokio::test]
async fn deleting_the_account_needs_the_password_and_ends_every_session() {
    let (service, reference) = member_with_an_application().await;
    let other_device = service.sign_in(EMAIL, GOOD_PASSWORD).await;
    let other_token = other_device.body["accessToken"].as_str().unwrap().to_string();

    let empty = service.post("/users/me/delete", json!({})).await;
    assert_eq!(empty.status, StatusCode::BAD_REQUEST);
    assert_eq!(
        empty.body["errors"]["currentPassword"],
        "Enter your current password to delete your account."
    );
    let wrong =
        service.post("/users/me/delete", json!({"currentPassword": "Not-The-Password-9"})).await;
    assert_eq!(wrong.status, StatusCode::BAD_REQUEST);
    assert_eq!(wrong.body["errors"]["currentPassword"], "Your current password is incorrect.");
    assert_eq!(service.count("SELECT COUNT(*) FROM users").await, 1);

    let mails_before = service.mail_to(EMAIL).len();
    let deleted = service.post("/users/me/delete", json!({"currentPassword": GOOD_PASSWORD})).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    let cleared = deleted
        .headers
        .get_all("set-cookie")
        .iter()
        .filter(|cookie| cookie.to_str().unwrap().contains("Max-Age=0"))
        .count();
    assert_eq!(cleared, 2, "both cookies are cleared");
    assert_eq!(service.count("SELECT COUNT(*) FROM users").await, 0);
    assert_eq!(service.count("SELECT COUNT(*) FROM sessions").await, 0);
    assert_eq!(service.count("SELECT COUNT(*) FROM known_clients").await, 0);
    let me = service.get_with_token("/users/me", &other_token).await;
    assert_eq!(me.status, StatusCode::UNAUTHORIZED);
    let sign_in = service.sign_in(EMAIL, GOOD_PASSWORD).await;
    assert_eq!(sign_in.status, StatusCode::UNAUTHORIZED);
    // The application stays, as the privacy notice says.
    assert_eq!(service.count("SELECT COUNT(*) FROM applications").await, 1, "{reference} is kept");
    let goodbye = service.wait_for_mail(EMAIL, mails_before + 1).await;
    assert!(goodbye.contains("has been deleted"), "{goodbye}");
    assert!(goodbye.contains("The membership applications you sent are"), "{goodbye}");

    // The address is free again.
    let again = service.sign_up(EMAIL, GOOD_PASSWORD).await;
    assert_eq!(again.status, StatusCode::OK);
    assert_eq!(service.count("SELECT COUNT(*) FROM users").await, 1);
}

#[tokio::test]
async fn the_goodbye_of_someone_who_sent_no_application_does_not_speak_of_one() {
    let service = Service::start().await;
    service.sign_up(EMAIL, GOOD_PASSWORD).await;
    service.sign_in(EMAIL, GOOD_PASSWORD).await;
    let deleted = service.post("/users/me/delete", json!({"currentPassword": GOOD_PASSWORD})).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    let goodbye = service.wait_for_mail(EMAIL, 2).await;
    assert!(goodbye.contains("has been deleted"), "{goodbye}");
    assert!(!goodbye.contains("application"), "{goodbye}");
}
