//! Sign-up, sign-in, the signed-in user and sign-out over real HTTP.

use crate::common;

use common::{GOOD_PASSWORD, Service};
use reqwest::StatusCode;
use serde_json::json;

fn signup_form() -> serde_json::Value {
    json!({"firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.org",
           "password": GOOD_PASSWORD, "confirmPassword": GOOD_PASSWORD, "agreeTerms": true})
}

#[tokio::test]
async fn signup_answers_a_message_naming_the_address_and_nothing_of_the_account() {
    let service = Service::start().await;
    let answer = service.post("/users/signup", signup_form()).await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(
        answer.body,
        json!({"message": "We have sent a message to ada@example.org. Open the link in it to confirm your address, then sign in."})
    );
}

/// Each signup rule of spec section 5, with its exact message.
#[tokio::test]
async fn every_signup_rule_has_the_spec_message() {
    let service = Service::start().await;
    let cases: [(&str, serde_json::Value, &str, &str); 11] = [
        ("firstName", json!("   "), "firstName", "First name is required"),
        ("lastName", json!(""), "lastName", "Last name is required"),
        ("email", json!(""), "email", "Email is required"),
        ("email", json!("ada.example.org"), "email", "Email is invalid"),
        ("password", json!(""), "password", "Password is required"),
        ("password", json!("Ab1!xyz"), "password", "Password must be at least 8 characters"),
        ("password", json!("abcdefghij"), "password", "Please choose a stronger password"),
        ("password", json!("Password1"), "password", "Please choose a stronger password"),
        ("confirmPassword", json!(""), "confirmPassword", "Please confirm your password"),
        (
            "confirmPassword",
            json!("Something-Else-99"),
            "confirmPassword",
            "Passwords do not match",
        ),
        ("agreeTerms", json!(false), "agreeTerms", "You must agree to the terms and conditions"),
    ];
    for (field, value, error_field, message) in cases {
        let mut form = signup_form();
        form[field] = value.clone();
        if field == "password" {
            form["confirmPassword"] = value.clone();
        }
        let answer = service.post("/users/signup", form).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{field}={value}");
        assert_eq!(answer.body["errors"][error_field], message, "{field}={value}: {}", answer.body);
    }
}

#[tokio::test]
async fn missing_fields_get_the_same_messages_as_empty_ones() {
    let service = Service::start().await;
    let answer = service.post("/users/signup", json!({})).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(answer.body["errors"]["firstName"], "First name is required");
    assert_eq!(answer.body["errors"]["agreeTerms"], "You must agree to the terms and conditions");
}

#[tokio::test]
async fn passwords_over_128_characters_are_refused_not_truncated() {
    let service = Service::start().await;
    let long = format!("Aa1!{}", "x".repeat(125));
    let answer = service.sign_up("ada@example.org", &long).await;
    assert_eq!(answer.body["errors"]["password"], "Password must be at most 128 characters");
    let at_limit = format!("Aa1!{}", "x".repeat(124));
    assert_eq!(service.sign_up("ada@example.org", &at_limit).await.status, StatusCode::OK);
    let almost = format!("{}y", &at_limit[..127]);
    assert_eq!(service.sign_in("ada@example.org", &almost).await.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn an_email_is_unique_whatever_its_case_and_spacing() {
    let service = Service::start().await;
    let first = service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    assert_eq!(first.status, StatusCode::OK);
    let again = service.sign_up_unconfirmed("  ADA@Example.org ", "Another-Password-2024").await;
    assert_eq!(again.status, StatusCode::OK);
    assert_eq!(again.body, first.body);
    // The owner is told; the account is unchanged.
    let told = service.wait_for_mail("ada@example.org", 2).await;
    assert!(told.contains("Someone tried to create an account"), "{told}");
    assert_eq!(service.sign_in("ada@example.org", GOOD_PASSWORD).await.status, StatusCode::OK);
    assert_eq!(
        service.sign_in("ada@example.org", "Another-Password-2024").await.status,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn sign_in_answers_user_and_token_and_sets_an_http_only_cookie() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let answer = service.sign_in("Ada@Example.org", GOOD_PASSWORD).await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(answer.body["user"]["email"], "ada@example.org");
    assert_eq!(answer.body["accessToken"].as_str().unwrap().len(), 64);
    let cookies: Vec<&str> =
        answer.headers.get_all("set-cookie").iter().map(|v| v.to_str().unwrap()).collect();
    let session =
        cookies.iter().find(|c| c.starts_with("iaaii_session=")).expect("a session cookie");
    assert!(session.contains("HttpOnly") && session.contains("SameSite=Lax"), "{session}");
    assert!(!session.contains("Max-Age"), "a session cookie unless remember me: {session}");
    let hint = cookies
        .iter()
        .find(|c| c.starts_with("iaaii_signed_in=1"))
        .expect("a readable hint for pages");
    assert!(!hint.contains("HttpOnly"), "pages can read it: {hint}");
    assert!(hint.split("; ").any(|part| part == "Path=/"), "every page can read it: {hint}");
    assert_eq!(
        service.get("/users/me").await.body["email"],
        "ada@example.org",
        "the cookie signs in"
    );
}

#[tokio::test]
async fn remember_me_keeps_the_cookie_across_browser_restarts() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let answer = service
        .post(
            "/users/login",
            json!({"email": "ada@example.org", "password": GOOD_PASSWORD, "rememberMe": true}),
        )
        .await;
    assert!(answer.headers["set-cookie"].to_str().unwrap().contains("Max-Age=2592000"));
}

#[tokio::test]
async fn a_page_load_restores_the_signed_in_user_from_a_stored_token() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let token = service.session_token("ada@example.org", GOOD_PASSWORD).await;
    let me = service.get_with_token("/users/me", &token).await;
    assert_eq!(me.status, StatusCode::OK);
    assert_eq!(me.body["firstName"], "Ada");
    assert_eq!(
        service.get_with_token("/users/me", "not-a-token").await.status,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn a_wrong_email_and_a_wrong_password_get_the_same_answer() {
    let service = Service::start_hashing_as_served().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    // Interleaved and compared by their medians, so other work on the machine weighs on both.
    let (mut unknown_times, mut wrong_times) = (Vec::new(), Vec::new());
    let (mut unknown, mut wrong) = (None, None);
    for _ in 0..5 {
        let started = std::time::Instant::now();
        unknown = Some(service.sign_in("nobody@example.org", GOOD_PASSWORD).await);
        unknown_times.push(started.elapsed());
        let started = std::time::Instant::now();
        wrong = Some(service.sign_in("ada@example.org", "Wrong-Password-1").await);
        wrong_times.push(started.elapsed());
    }
    let (unknown, wrong) = (unknown.unwrap(), wrong.unwrap());
    assert_eq!(unknown.status, StatusCode::UNAUTHORIZED);
    assert_eq!((unknown.status, &unknown.body), (wrong.status, &wrong.body));
    unknown_times.sort();
    wrong_times.sort();
    let (unknown_time, wrong_time) = (unknown_times[2], wrong_times[2]);
    let ratio = unknown_time.as_secs_f64() / wrong_time.as_secs_f64();
    assert!(
        (0.33..3.0).contains(&ratio),
        "both check a password hash: {unknown_time:?} vs {wrong_time:?}"
    );
}

#[tokio::test]
async fn sign_in_rules_have_the_spec_messages() {
    let service = Service::start().await;
    let answer = service.post("/users/login", json!({"email": "", "password": ""})).await;
    assert_eq!(answer.body["errors"]["email"], "Email is required");
    assert_eq!(answer.body["errors"]["password"], "Password is required");
}

#[tokio::test]
async fn each_sign_in_gets_a_new_token() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let first = service.sign_in("ada@example.org", GOOD_PASSWORD).await.body["accessToken"].clone();
    let second =
        service.sign_in("ada@example.org", GOOD_PASSWORD).await.body["accessToken"].clone();
    assert_ne!(first, second);
}

#[tokio::test]
async fn logout_revokes_the_session_on_the_service() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let token = service.session_token("ada@example.org", GOOD_PASSWORD).await;
    let out = service.post("/users/logout", json!({})).await;
    assert_eq!(out.status, StatusCode::OK);
    assert!(
        out.headers["set-cookie"].to_str().unwrap().contains("Max-Age=0"),
        "the cookie is cleared"
    );
    assert_eq!(
        service.get_with_token("/users/me", &token).await.status,
        StatusCode::UNAUTHORIZED,
        "the token is dead too"
    );
    assert_eq!(service.get("/users/me").await.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_session_ends_after_a_week_unused() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let token = service.session_token("ada@example.org", GOOD_PASSWORD).await;
    service.clock.advance(6 * 24 * 3600);
    assert_eq!(
        service.get_with_token("/users/me", &token).await.status,
        StatusCode::OK,
        "used within the week"
    );
    service.clock.advance(7 * 24 * 3600 + 1);
    assert_eq!(service.get_with_token("/users/me", &token).await.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_session_ends_after_thirty_days_however_often_it_is_used() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let token = service.session_token("ada@example.org", GOOD_PASSWORD).await;
    for _ in 0..29 {
        service.clock.advance(24 * 3600);
        assert_eq!(service.get_with_token("/users/me", &token).await.status, StatusCode::OK);
    }
    service.clock.advance(24 * 3600);
    assert_eq!(service.get_with_token("/users/me", &token).await.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_member_changes_their_password_and_other_sessions_end() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let other = service.session_token("ada@example.org", GOOD_PASSWORD).await;
    service.sign_in("ada@example.org", GOOD_PASSWORD).await; // the browser's own session (cookie)
    let changed = service
        .post(
            "/users/change-password",
            json!({"currentPassword": GOOD_PASSWORD, "newPassword": "Difference-Engine-1822"}),
        )
        .await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    assert_eq!(changed.body["message"], "Your password has been changed.");
    let fresh = changed.body["accessToken"].as_str().unwrap();
    assert_eq!(service.get_with_token("/users/me", fresh).await.status, StatusCode::OK);
    assert_eq!(service.get_with_token("/users/me", &other).await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(
        service.get("/users/me").await.status,
        StatusCode::OK,
        "this browser stays signed in"
    );
    assert_eq!(
        service.sign_in("ada@example.org", "Difference-Engine-1822").await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn changing_the_password_needs_the_current_one_and_a_session() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    let signed_out = service
        .post(
            "/users/change-password",
            json!({"currentPassword": GOOD_PASSWORD, "newPassword": "Difference-Engine-1822"}),
        )
        .await;
    assert_eq!(signed_out.status, StatusCode::UNAUTHORIZED);
    service.sign_in("ada@example.org", GOOD_PASSWORD).await;
    let wrong = service
        .post("/users/change-password", json!({"currentPassword": "Not-My-Password-1", "newPassword": "Difference-Engine-1822"}))
        .await;
    assert_eq!(wrong.body["errors"]["currentPassword"], "Your current password is incorrect.");
    let empty = service
        .post("/users/change-password", json!({"currentPassword": "", "newPassword": "weak"}))
        .await;
    assert_eq!(empty.body["errors"]["currentPassword"], "Current password is required");
    assert_eq!(empty.body["errors"]["newPassword"], "Password must be at least 8 characters");
}
