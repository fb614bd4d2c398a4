//! Password recovery: a six-digit code by e-mail, exchanged for a reset token, which sets a new
//! password. Codes and tokens expire, are used once, and tell strangers nothing.

mod common;

use common::{GOOD_PASSWORD, Service};
use reqwest::StatusCode;
use serde_json::json;

const NEW_PASSWORD: &str = "Difference-Engine-1822";

async fn verify(service: &Service, email: &str, code: &str) -> common::Answer {
    let otp: u64 = code.parse().unwrap();
    service.post("/users/verify-otp", json!({"email": email, "otp": otp})).await
}

#[tokio::test]
async fn the_whole_recovery_reading_the_code_from_the_outbox() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let old_token = service.session_token("ada@example.org", GOOD_PASSWORD).await;

    let code = service.request_code("ada@example.org").await;
    let verified = verify(&service, "ada@example.org", &code).await;
    assert_eq!(verified.status, StatusCode::OK, "{}", verified.body);
    let reset_token = verified.body["resetToken"].as_str().unwrap().to_string();
    let reset = service
        .post(
            "/users/reset-password",
            json!({"resetToken": reset_token, "newPassword": NEW_PASSWORD}),
        )
        .await;
    assert_eq!(reset.status, StatusCode::OK, "{}", reset.body);

    assert_eq!(
        service.get_with_token("/users/me", &old_token).await.status,
        StatusCode::UNAUTHORIZED,
        "sessions end"
    );
    assert_eq!(
        service.sign_in("ada@example.org", GOOD_PASSWORD).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(service.sign_in("ada@example.org", NEW_PASSWORD).await.status, StatusCode::OK);
}

#[tokio::test]
async fn the_answer_is_the_same_for_known_and_unknown_addresses_and_strangers_get_no_mail() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let known = service.post("/users/forgot-password", json!({"email": "ada@example.org"})).await;
    let unknown =
        service.post("/users/forgot-password", json!({"email": "nobody@example.org"})).await;
    assert_eq!((known.status, &known.body), (unknown.status, &unknown.body));
    service.wait_for_mail("ada@example.org", 1).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert!(service.mail_to("nobody@example.org").is_empty());
}

#[tokio::test]
async fn forgot_password_checks_the_email() {
    let service = Service::start().await;
    let answer = service.post("/users/forgot-password", json!({"email": "not-an-email"})).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(answer.body["errors"]["email"], "Email is invalid");
}

#[tokio::test]
async fn a_wrong_code_and_an_unknown_email_get_the_spec_message() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let code = service.request_code("ada@example.org").await;
    let wrong = format!("{:06}", (code.parse::<u32>().unwrap() + 1) % 1_000_000);
    let answer = verify(&service, "ada@example.org", &wrong).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(answer.body["message"], "Invalid OTP. Please try again.");
    let stranger = verify(&service, "nobody@example.org", &code).await;
    assert_eq!((stranger.status, &stranger.body), (answer.status, &answer.body));
}

#[tokio::test]
async fn an_incomplete_code_gets_the_spec_message() {
    let service = Service::start().await;
    for otp in [json!(1_000_000), json!(-1), json!(null)] {
        let answer = service
            .post("/users/verify-otp", json!({"email": "ada@example.org", "otp": otp}))
            .await;
        assert_eq!(answer.body["errors"]["otp"], "Please enter a valid 6-digit OTP", "{otp}");
    }
}

#[tokio::test]
async fn a_new_code_voids_the_previous_one() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let first = service.request_code("ada@example.org").await;
    let second = service.request_code("ada@example.org").await;
    if first != second {
        assert_eq!(
            verify(&service, "ada@example.org", &first).await.status,
            StatusCode::BAD_REQUEST
        );
    }
    assert_eq!(verify(&service, "ada@example.org", &second).await.status, StatusCode::OK);
}

#[tokio::test]
async fn a_code_expires_after_ten_minutes() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let code = service.request_code("ada@example.org").await;
    service.clock.advance(10 * 60);
    assert_eq!(verify(&service, "ada@example.org", &code).await.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_code_is_void_after_five_wrong_tries() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let code = service.request_code("ada@example.org").await;
    let wrong = format!("{:06}", (code.parse::<u32>().unwrap() + 7) % 1_000_000);
    for _ in 0..5 {
        verify(&service, "ada@example.org", &wrong).await;
    }
    assert_eq!(verify(&service, "ada@example.org", &code).await.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn asking_for_a_new_code_does_not_reset_the_failure_count() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let code = service.request_code("ada@example.org").await;
    let wrong = format!("{:06}", (code.parse::<u32>().unwrap() + 7) % 1_000_000);
    for _ in 0..5 {
        verify(&service, "ada@example.org", &wrong).await;
    }
    let fresh = service.request_code("ada@example.org").await;
    assert_eq!(
        verify(&service, "ada@example.org", &fresh).await.status,
        StatusCode::BAD_REQUEST,
        "still locked"
    );
    service.clock.advance(15 * 60);
    let later = service.request_code("ada@example.org").await;
    assert_eq!(
        verify(&service, "ada@example.org", &later).await.status,
        StatusCode::OK,
        "after the window"
    );
}

#[tokio::test]
async fn a_code_with_a_leading_zero_arrives_as_a_shorter_number_and_still_matches() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let mut code = service.request_code("ada@example.org").await;
    for _ in 0..300 {
        if code.starts_with('0') {
            break;
        }
        service.clock.advance(15 * 60); // stay under the per-address limit of codes
        code = service.request_code("ada@example.org").await;
    }
    assert!(code.starts_with('0'), "no code with a leading zero in 300 tries");
    let number: u64 = code.parse().unwrap();
    assert!(number < 100_000);
    let answer =
        service.post("/users/verify-otp", json!({"email": "ada@example.org", "otp": number})).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
}

#[tokio::test]
async fn a_reset_token_works_once() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let code = service.request_code("ada@example.org").await;
    let token = verify(&service, "ada@example.org", &code).await.body["resetToken"].clone();
    let first = service
        .post("/users/reset-password", json!({"resetToken": token, "newPassword": NEW_PASSWORD}))
        .await;
    assert_eq!(first.status, StatusCode::OK);
    let again = service
        .post(
            "/users/reset-password",
            json!({"resetToken": token, "newPassword": "Another-Password-77"}),
        )
        .await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST);
    assert_eq!(service.sign_in("ada@example.org", NEW_PASSWORD).await.status, StatusCode::OK);
}

#[tokio::test]
async fn a_reset_token_expires_after_fifteen_minutes() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let code = service.request_code("ada@example.org").await;
    let token = verify(&service, "ada@example.org", &code).await.body["resetToken"].clone();
    service.clock.advance(15 * 60);
    let late = service
        .post("/users/reset-password", json!({"resetToken": token, "newPassword": NEW_PASSWORD}))
        .await;
    assert_eq!(late.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn reset_applies_the_signup_password_rules_without_spending_the_token() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let code = service.request_code("ada@example.org").await;
    let token = verify(&service, "ada@example.org", &code).await.body["resetToken"].clone();
    let weak = service
        .post("/users/reset-password", json!({"resetToken": token, "newPassword": "short"}))
        .await;
    assert_eq!(weak.body["errors"]["newPassword"], "Password must be at least 8 characters");
    let good = service
        .post("/users/reset-password", json!({"resetToken": token, "newPassword": NEW_PASSWORD}))
        .await;
    assert_eq!(good.status, StatusCode::OK);
}

/// The account's bound on code tries holds over any 15 minutes, not per quarter of the clock:
/// four wrong tries just before a quarter hour and one just after, on a new code, use it up, and
/// the right code is then refused until the first tries are 15 minutes old.
#[tokio::test]
async fn wrong_codes_on_each_side_of_a_quarter_hour_share_one_bound() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    // START is on a quarter hour: one second before the next.
    service.clock.advance(15 * 60 - 1);
    let first = service.request_code("ada@example.org").await;
    let wrong = |code: &str| format!("{:06}", (code.parse::<u32>().unwrap() + 7) % 1_000_000);
    for _ in 0..4 {
        verify(&service, "ada@example.org", &wrong(&first)).await;
    }
    service.clock.advance(2);
    let second = service.request_code("ada@example.org").await;
    verify(&service, "ada@example.org", &wrong(&second)).await;
    let right = verify(&service, "ada@example.org", &second).await;
    assert_eq!(right.status, StatusCode::BAD_REQUEST, "{}", right.body);
    // Once the first tries are 15 minutes old, a fresh code works.
    service.clock.advance(15 * 60);
    let third = service.request_code("ada@example.org").await;
    assert_eq!(verify(&service, "ada@example.org", &third).await.status, StatusCode::OK);
}
