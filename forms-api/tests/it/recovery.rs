//! Password recovery: a six-digit code by e-mail, exchanged for a reset token, which sets a new
//! password; or the link in the same mail. Codes and tokens expire, are used once, answer only to
//! the browser that asked (codes), and tell strangers nothing.

use crate::common;

use common::outbox::reset_token_in;
use common::{GOOD_PASSWORD, Service};
use forms_api::api::recovery::OTHER_BROWSER;
use forms_api::config::Switch;
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

/// Each code has five tries, and an address gets five codes an hour whoever asks: 25 guesses an
/// hour for an account, whether or not the rate limits are switched on.
#[tokio::test]
async fn guesses_are_bounded_by_the_codes_an_address_may_receive() {
    let service = Service::start_with(|config| config.rate_limits = Switch::Off).await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let mut last = String::new();
    for _ in 0..5 {
        last = service.request_code("ada@example.org").await;
        for _ in 0..5 {
            verify(&service, "ada@example.org", &wrong(&last)).await;
        }
    }
    let spent = verify(&service, "ada@example.org", &last).await;
    assert_eq!(spent.body["message"], "Invalid OTP. Please try again.", "tries used up");
    let sixth = service.post("/users/forgot-password", json!({"email": "ada@example.org"})).await;
    assert_eq!(sixth.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(
        sixth.body["message"].as_str().unwrap().contains("the latest message we sent holds a link"),
        "{}",
        sixth.body
    );
    service.clock.advance(3600);
    let later = service.request_code("ada@example.org").await;
    assert_eq!(verify(&service, "ada@example.org", &later).await.status, StatusCode::OK);
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

/// The bound on recovery mails holds over any hour, not per hour of the clock: four codes one
/// second before an hour and one after use it up.
#[tokio::test]
async fn codes_on_each_side_of_an_hour_share_one_bound() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    // START is on an hour: one second before the next.
    service.clock.advance(3600 - 1);
    for _ in 0..4 {
        service.request_code("ada@example.org").await;
    }
    service.clock.advance(2);
    let fifth = service.request_code("ada@example.org").await;
    let sixth = service.post("/users/forgot-password", json!({"email": "ada@example.org"})).await;
    assert_eq!(sixth.status, StatusCode::TOO_MANY_REQUESTS, "{}", sixth.body);
    assert_eq!(sixth.headers["retry-after"], "3598");
    assert_eq!(verify(&service, "ada@example.org", &fifth).await.status, StatusCode::OK);
}

/// Only the browser that asked for a code may try it: others are told so and nothing of the
/// code is used; a stranger asking for a code of their own voids nothing of the owner's.
#[tokio::test]
async fn a_code_answers_only_to_the_browser_that_asked() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let code = service.request_code("ada@example.org").await;
    let otp: i64 = code.parse().unwrap();
    let body = json!({"email": "ada@example.org", "otp": otp});
    let elsewhere = service.client_from([127, 0, 0, 2]);
    let elsewhere = service.post_with(&elsewhere, "/users/verify-otp", body).await;
    assert_eq!(elsewhere.status, StatusCode::BAD_REQUEST);
    assert_eq!(elsewhere.body["message"], OTHER_BROWSER);
    // A stranger's browser asks for a code of its own (mailed to the owner) and tries the
    // owner's code and others five times: they are compared with the stranger's code only.
    let stranger = service.browser_from([127, 0, 0, 3]);
    let forgot = json!({"email": "ada@example.org"});
    let asked = service.post_with(&stranger, "/users/forgot-password", forgot).await;
    assert_eq!(asked.status, StatusCode::OK);
    service.wait_for_mail("ada@example.org", 3).await;
    for guess in otp..otp + 5 {
        let body = json!({"email": "ada@example.org", "otp": guess % 1_000_000});
        let guessed = service.post_with(&stranger, "/users/verify-otp", body).await;
        assert_eq!(guessed.body["message"], "Invalid OTP. Please try again.");
    }
    let owner = verify(&service, "ada@example.org", &code).await;
    assert_eq!(owner.status, StatusCode::OK, "{}", owner.body);
    let cleared = owner.headers["set-cookie"].to_str().unwrap();
    assert!(cleared.starts_with("iaaii_recovery=;") && cleared.contains("Max-Age=0"), "{cleared}");
}

/// The link in the recovery mail sets a new password from any browser, within the hour; a reset
/// voids the other links.
#[tokio::test]
async fn the_link_in_the_mail_works_from_any_browser_within_the_hour() {
    let service = Service::start().await;
    let email = "ada@example.org";
    service.sign_up(email, GOOD_PASSWORD).await;
    let first = reset_token_in(&service.request_code_mail(email).await).expect("a link");
    let second = reset_token_in(&service.request_code_mail(email).await).expect("a link");
    service.clock.advance(3600 - 1);
    let phone = service.client_from([127, 0, 0, 2]);
    let reset = |token: &str, password: &str| {
        let body = json!({"resetToken": token, "newPassword": password});
        service.post_with(&phone, "/users/reset-password", body)
    };
    assert_eq!(reset(&second, NEW_PASSWORD).await.status, StatusCode::OK);
    assert_eq!(reset(&first, "Another-Password-77").await.status, StatusCode::BAD_REQUEST);
    assert_eq!(service.sign_in(email, NEW_PASSWORD).await.status, StatusCode::OK);

    // The notice that the password changed may arrive before or after this code's message.
    let late = reset_token_in(&service.request_code_mail(email).await).expect("a link");
    service.clock.advance(3600);
    assert_eq!(reset(&late, "Another-Password-77").await.status, StatusCode::BAD_REQUEST);
}

fn wrong(code: &str) -> String {
    format!("{:06}", (code.parse::<u32>().unwrap() + 7) % 1_000_000)
}
