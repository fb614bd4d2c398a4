//! Sign-up reveals nothing, and a new account confirms its address through the mailed link
//! before it can sign in.

use crate::common;

use std::time::Instant;

use common::outbox::confirmation_token_in;
use common::{GOOD_PASSWORD, Service};
use reqwest::StatusCode;
use serde_json::json;

fn form(email: &str) -> serde_json::Value {
    json!({"firstName": "Ada", "lastName": "Lovelace", "email": email, "password": GOOD_PASSWORD,
           "confirmPassword": GOOD_PASSWORD, "agreeTerms": true})
}

/// A new address and one that has an account get the same status and body, in about the same
/// time (both hash the password; storing and mailing happen after the answer).
#[tokio::test]
async fn sign_up_answers_a_new_and_an_existing_address_alike() {
    let service = Service::start_hashing_as_served().await;
    for n in 0..5 {
        service.sign_up(&format!("member{n}@example.org"), GOOD_PASSWORD).await;
    }
    let client = service.client_from([127, 0, 0, 2]);
    let (mut new_times, mut existing_times) = (Vec::new(), Vec::new());
    for n in 0..5 {
        let started = Instant::now();
        let new =
            service.post_with(&client, "/users/signup", form(&format!("new{n}@example.org"))).await;
        new_times.push(started.elapsed());
        let started = Instant::now();
        let existing = service
            .post_with(&client, "/users/signup", form(&format!("member{n}@example.org")))
            .await;
        existing_times.push(started.elapsed());
        assert_eq!(new.status, StatusCode::OK);
        assert_eq!(existing.status, StatusCode::OK);
        let shape = |body: &serde_json::Value| {
            let mut keys: Vec<String> = body.as_object().unwrap().keys().cloned().collect();
            keys.sort();
            keys
        };
        assert_eq!(shape(&new.body), shape(&existing.body));
        let without_address = |body: &serde_json::Value, address: &str| {
            body["message"].as_str().unwrap().replace(address, "ADDRESS")
        };
        assert_eq!(
            without_address(&new.body, &format!("new{n}@example.org")),
            without_address(&existing.body, &format!("member{n}@example.org"))
        );
    }
    new_times.sort();
    existing_times.sort();
    // Both hash a password (tens of milliseconds) before answering; one that did not would be
    // ten times quicker. The bounds leave room for the other tests running beside this one.
    let ratio = new_times[2].as_secs_f64() / existing_times[2].as_secs_f64();
    assert!((0.33..3.0).contains(&ratio), "medians {:?} and {:?}", new_times[2], existing_times[2]);
}

#[tokio::test]
async fn a_new_account_signs_in_only_once_its_address_is_confirmed() {
    let service = Service::start().await;
    let answer = service.sign_up_unconfirmed("ada@example.org", GOOD_PASSWORD).await;
    assert_eq!(answer.status, StatusCode::OK);
    let mail = service.wait_for_mail("ada@example.org", 1).await;
    assert!(mail.contains("Subject: Confirm your email address"), "{mail}");
    assert!(mail.contains("http://127.0.0.1:8080/confirm-email#token="), "{mail}");

    // The right password of an unconfirmed account answers as a wrong one does (else sign-up
    // then sign-in would tell who has an account), and mails a fresh link instead.
    let early = service.sign_in("ada@example.org", GOOD_PASSWORD).await;
    let wrong = service.sign_in("ada@example.org", "Wrong-Password-1").await;
    let unknown = service.sign_in("nobody@example.org", "Wrong-Password-1").await;
    assert_eq!(early.status, StatusCode::UNAUTHORIZED);
    assert_eq!(
        early.body,
        json!({"code": "not_signed_in", "message": "The email or password is incorrect."})
    );
    assert_eq!((&early.status, &early.body), (&wrong.status, &wrong.body));
    assert_eq!((wrong.status, &wrong.body), (unknown.status, &unknown.body));
    let reminder = service.wait_for_mail("ada@example.org", 2).await;
    assert!(reminder.contains("Subject: Confirm your email address"), "{reminder}");
    // The first link was replaced by the reminder's.
    let first = confirmation_token_in(&mail).unwrap();
    let stale = service.post("/users/confirm-email", json!({ "token": first })).await;
    assert_eq!(stale.status, StatusCode::BAD_REQUEST);
    let mail = reminder;

    let token = confirmation_token_in(&mail).unwrap();
    let confirmed = service.post("/users/confirm-email", json!({ "token": token })).await;
    assert_eq!(confirmed.status, StatusCode::OK);
    assert_eq!(confirmed.body["message"], "Your email address is confirmed. You can now sign in.");
    assert_eq!(service.sign_in("ada@example.org", GOOD_PASSWORD).await.status, StatusCode::OK);
    // A link works once.
    let again = service.post("/users/confirm-email", json!({ "token": token })).await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST);
    assert_eq!(
        again.body["message"],
        "This confirmation link has expired or was already used. Ask for a new link below."
    );
}

#[tokio::test]
async fn a_link_expires_after_two_days_and_a_new_one_replaces_it() {
    let service = Service::start().await;
    service.sign_up_unconfirmed("ada@example.org", GOOD_PASSWORD).await;
    let first = confirmation_token_in(&service.wait_for_mail("ada@example.org", 1).await).unwrap();
    service.clock.advance(48 * 3600);
    let late = service.post("/users/confirm-email", json!({ "token": first })).await;
    assert_eq!(late.status, StatusCode::BAD_REQUEST);

    let resent =
        service.post("/users/resend-confirmation", json!({"email": "ada@example.org"})).await;
    assert_eq!(resent.status, StatusCode::OK);
    assert_eq!(
        resent.body["message"],
        "If ada@example.org is waiting for confirmation, we have sent it a new link. It works for 48 hours."
    );
    let second = confirmation_token_in(&service.wait_for_mail("ada@example.org", 2).await).unwrap();
    assert_ne!(first, second);
    let confirmed = service.post("/users/confirm-email", json!({ "token": second })).await;
    assert_eq!(confirmed.status, StatusCode::OK);
}

#[tokio::test]
async fn asking_for_a_link_answers_alike_and_mails_only_a_waiting_account() {
    let service = Service::start().await;
    service.sign_up("member@example.org", GOOD_PASSWORD).await;
    let confirmed_mail = service.mail_to("member@example.org").len();
    for email in ["member@example.org", "nobody@example.org"] {
        let answer = service.post("/users/resend-confirmation", json!({ "email": email })).await;
        assert_eq!(answer.status, StatusCode::OK);
        assert_eq!(
            answer.body["message"],
            format!(
                "If {email} is waiting for confirmation, we have sent it a new link. It works for 48 hours."
            )
        );
    }
    service.mail_settled().await;
    assert_eq!(service.mail_to("member@example.org").len(), confirmed_mail);
    assert!(service.mail_to("nobody@example.org").is_empty());
    let invalid =
        service.post("/users/resend-confirmation", json!({"email": "not-an-address"})).await;
    assert_eq!(invalid.status, StatusCode::BAD_REQUEST);
    assert_eq!(invalid.body["errors"]["email"], "Email is invalid");
}

#[tokio::test]
async fn the_owner_of_an_existing_address_is_told_with_links_to_sign_in_and_reset() {
    let service = Service::start().await;
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    service.sign_up_unconfirmed("ada@example.org", "Another-Password-2024").await;
    let mail = service.wait_for_mail("ada@example.org", 2).await;
    assert!(mail.contains("Subject: Someone tried to sign up for"), "{mail}");
    assert!(mail.contains("http://127.0.0.1:8080/login"), "{mail}");
    assert!(mail.contains("http://127.0.0.1:8080/forgot-password"), "{mail}");
    assert!(!mail.contains("confirm-email#token="), "{mail}");
}

/// A reset through the mailed code proves the address too, so it confirms an account that was
/// never confirmed (for example one someone else signed up with the owner's address).
#[tokio::test]
async fn a_password_reset_confirms_the_address() {
    let service = Service::start().await;
    service.sign_up_unconfirmed("ada@example.org", GOOD_PASSWORD).await;
    service.wait_for_mail("ada@example.org", 1).await;
    let token = service.reset_token("ada@example.org").await;
    let reset = service
        .post(
            "/users/reset-password",
            json!({"resetToken": token, "newPassword": "Difference-Engine-1822"}),
        )
        .await;
    assert_eq!(reset.status, StatusCode::OK);
    assert_eq!(
        service.sign_in("ada@example.org", "Difference-Engine-1822").await.status,
        StatusCode::OK
    );
}

/// A stranger signs up with an address and a password of their choosing, then signs in with
/// both: the two answers are the same whether the address had an account or not, to the status,
/// the body and the headers (but the date and the request id; the two addresses are as long).
#[tokio::test]
async fn sign_up_then_sign_in_answers_a_new_and_a_taken_address_alike() {
    let service = Service::start().await;
    service.sign_up("taken@example.org", GOOD_PASSWORD).await;
    let stranger = service.client_from([127, 0, 0, 3]);
    let mut answers = Vec::new();
    for address in ["taken@example.org", "fresh@example.org"] {
        let signup = service.post_with(&stranger, "/users/signup", form(address)).await;
        let login = json!({"email": address, "password": GOOD_PASSWORD.to_string() + "-chosen"});
        let mut form = form(address);
        form["password"] = login["password"].clone();
        form["confirmPassword"] = login["password"].clone();
        let signup_chosen = service.post_with(&stranger, "/users/signup", form).await;
        let signin = service.post_with(&stranger, "/users/login", login).await;
        let headers = |answer: &common::Answer| {
            let mut names: Vec<String> = answer
                .headers
                .iter()
                .filter(|(name, _)| !["date", "x-request-id"].contains(&name.as_str()))
                .map(|(name, value)| format!("{name}: {}", value.to_str().unwrap()))
                .collect();
            names.sort();
            names
        };
        let message = |answer: &common::Answer| answer.body.to_string().replace(address, "ADDRESS");
        answers.push(
            [signup, signup_chosen, signin]
                .map(|answer| (answer.status, message(&answer), headers(&answer))),
        );
    }
    assert_eq!(answers[0], answers[1]);
    assert_eq!(answers[0][2].0, StatusCode::UNAUTHORIZED);
}

/// An address at an accented domain arrives as the browser sends it (ASCII) and is named in the
/// answer as it was typed.
#[tokio::test]
async fn an_accented_domain_is_named_as_typed() {
    let service = Service::start().await;
    let answer = service.sign_up_unconfirmed("ada@xn--exmple-cua.org", GOOD_PASSWORD).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(
        answer.body["message"],
        "We have sent a message to ada@exämple.org. Open the link in it to confirm your address, then sign in."
    );
}
