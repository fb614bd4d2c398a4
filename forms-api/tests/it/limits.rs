//! Limits under concurrent attack: bursts of requests sent at the same moment from several client
//! addresses (127.0.0.2, 127.0.0.3, ... on loopback), and the exact bound each limit must hold.
//! Run on SQLite, and on PostgreSQL when FORMS_TEST_POSTGRES names a server.

use crate::common;

use common::{GOOD_PASSWORD, Service};
use futures_util::future::join_all;
use reqwest::StatusCode;
use serde_json::json;

const OWNER: &str = "ada@example.org";

/// Loopback addresses acting as `n` different clients, from 127.0.0.`first`.
fn clients(service: &Service, first: u8, n: u8) -> Vec<reqwest::Client> {
    (first..first + n).map(|last| service.client_from([127, 0, 0, last])).collect()
}

/// `per_client` wrong passwords for OWNER from each client, all at once; the statuses answered.
async fn wrong_passwords_at_once(
    service: &Service,
    clients: &[reqwest::Client],
    per_client: usize,
) -> Vec<StatusCode> {
    let body = json!({"email": OWNER, "password": "Wrong-Password-0"});
    let sends = clients.iter().flat_map(|client| {
        (0..per_client)
            .map(|_| async { service.post_with(client, "/users/login", body.clone()).await })
    });
    join_all(sends).await.into_iter().map(|answer| answer.status).collect()
}

fn count(statuses: &[StatusCode], status: StatusCode) -> usize {
    statuses.iter().filter(|s| **s == status).count()
}

#[tokio::test]
async fn forty_wrong_passwords_at_once_from_one_address_get_exactly_ten_checked() {
    let service = Service::start().await;
    service.sign_up(OWNER, GOOD_PASSWORD).await;
    let statuses = wrong_passwords_at_once(&service, &clients(&service, 2, 1), 40).await;
    // 401 is a checked password; 429 was refused before any hash was compared.
    assert_eq!(count(&statuses, StatusCode::UNAUTHORIZED), 10, "{statuses:?}");
    assert_eq!(count(&statuses, StatusCode::TOO_MANY_REQUESTS), 30, "{statuses:?}");
}

#[tokio::test]
async fn failures_from_other_addresses_never_stop_the_owner() {
    let service = Service::start().await;
    service.sign_up(OWNER, GOOD_PASSWORD).await;
    let statuses = wrong_passwords_at_once(&service, &clients(&service, 2, 3), 20).await;
    assert_eq!(count(&statuses, StatusCode::UNAUTHORIZED), 30, "{statuses:?}");
    assert_eq!(count(&statuses, StatusCode::TOO_MANY_REQUESTS), 30, "{statuses:?}");
    // A fourth address, never used before, with the right password.
    let owner = service.client_from([127, 0, 0, 5]);
    let signed_in = service
        .post_with(&owner, "/users/login", json!({"email": OWNER, "password": GOOD_PASSWORD}))
        .await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.body);
}

#[tokio::test]
async fn guesses_from_many_addresses_stop_at_the_account_ceiling_but_the_owner_signs_in() {
    let service = Service::start().await;
    service.sign_up(OWNER, GOOD_PASSWORD).await;
    // The owner's usual address has signed in before the attack.
    let home = service.client_from([127, 0, 0, 1]);
    let before = service
        .post_with(&home, "/users/login", json!({"email": OWNER, "password": GOOD_PASSWORD}))
        .await;
    assert_eq!(before.status, StatusCode::OK);

    // Six addresses, twelve guesses each: each address may have ten checked, the account fifty.
    let statuses = wrong_passwords_at_once(&service, &clients(&service, 2, 6), 12).await;
    assert_eq!(count(&statuses, StatusCode::UNAUTHORIZED), 50, "{statuses:?}");
    assert_eq!(count(&statuses, StatusCode::TOO_MANY_REQUESTS), 22, "{statuses:?}");

    // A new address is sent to the mailed code, even with the right password...
    let stranger = service.client_from([127, 0, 0, 9]);
    let refused = service
        .post_with(&stranger, "/users/login", json!({"email": OWNER, "password": GOOD_PASSWORD}))
        .await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS);
    let message = refused.body["message"].as_str().unwrap();
    assert!(message.contains("reset your password"), "{message}");
    // ...which the owner's address is not.
    let after = service
        .post_with(&home, "/users/login", json!({"email": OWNER, "password": GOOD_PASSWORD}))
        .await;
    assert_eq!(after.status, StatusCode::OK, "{}", after.body);
}

#[tokio::test]
async fn the_account_ceiling_says_the_same_for_an_address_without_an_account() {
    let service = Service::start().await;
    let body = json!({"email": "nobody@example.org", "password": "Wrong-Password-0"});
    let all = clients(&service, 2, 6);
    let sends = all.iter().flat_map(|client| {
        (0..12).map(|_| async { service.post_with(client, "/users/login", body.clone()).await })
    });
    let answers = join_all(sends).await;
    let statuses: Vec<StatusCode> = answers.iter().map(|a| a.status).collect();
    assert_eq!(count(&statuses, StatusCode::UNAUTHORIZED), 50, "{statuses:?}");
    let stranger = service.client_from([127, 0, 0, 9]);
    let refused = service.post_with(&stranger, "/users/login", body).await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(refused.body["message"].as_str().unwrap().contains("reset your password"));
}

#[tokio::test]
async fn the_current_password_of_a_change_counts_against_the_same_limit() {
    let service = Service::start().await;
    service.sign_up(OWNER, GOOD_PASSWORD).await;
    let token = service.session_token(OWNER, GOOD_PASSWORD).await;
    let client = service.client_from([127, 0, 0, 2]);
    let sends = (0..14).map(|n| {
        let request = client
            .post(format!("{}/users/change-password", service.base))
            .bearer_auth(&token)
            .json(&json!({"currentPassword": format!("Wrong-Password-{n}"), "newPassword": "Difference-Engine-1822"}));
        async move { request.send().await.unwrap().status() }
    });
    let statuses = join_all(sends).await;
    assert_eq!(count(&statuses, StatusCode::BAD_REQUEST), 10, "{statuses:?}");
    assert_eq!(count(&statuses, StatusCode::TOO_MANY_REQUESTS), 4, "{statuses:?}");
}

/// 59 wrong codes sent at once from five addresses with the recovery cookie of the browser that
/// asked (the worst case: a stranger without it is never compared), and the right code sent while
/// they are in flight: at most five codes are compared with the issued one, so the right code is
/// refused. Three rounds, each with a new code in a new window.
#[tokio::test]
async fn the_right_code_after_fifty_nine_wrong_ones_at_once_is_refused() {
    let service = Service::start().await;
    service.sign_up(OWNER, GOOD_PASSWORD).await;
    let attackers = clients(&service, 2, 5);
    for round in 0..3 {
        let before = service.mail_to(OWNER).len();
        let asked = service
            .post_with(&attackers[0], "/users/forgot-password", json!({"email": OWNER}))
            .await;
        let browser =
            asked.headers["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_string();
        let mail = service.wait_for_mail(OWNER, before + 1).await;
        let right: i64 = common::outbox::code_in(&mail).unwrap().parse().unwrap();
        let wrong = (0..59).map(|n| (right + 1 + n) % 1_000_000);
        let (answered, mut answers) = tokio::sync::mpsc::unbounded_channel();
        let mut burst = Vec::new();
        for (n, otp) in wrong.enumerate() {
            let client = attackers[n % attackers.len()].clone();
            let url = format!("{}/users/verify-otp", service.base);
            let answered = answered.clone();
            let browser = browser.clone();
            burst.push(tokio::spawn(async move {
                let status = client
                    .post(url)
                    .header("cookie", browser)
                    .json(&json!({"email": OWNER, "otp": otp}))
                    .send()
                    .await
                    .unwrap()
                    .status();
                let _ = answered.send(status);
                status
            }));
        }
        // Five wrong answers back means five tries were taken (or none was left).
        for _ in 0..5 {
            assert_eq!(answers.recv().await, Some(StatusCode::BAD_REQUEST));
        }
        let url = format!("{}/users/verify-otp", service.base);
        let last = attackers[0]
            .post(url)
            .header("cookie", &browser)
            .json(&json!({"email": OWNER, "otp": right}));
        let last = common::answer(last.send().await.unwrap()).await;
        let statuses: Vec<StatusCode> =
            join_all(burst).await.into_iter().map(Result::unwrap).collect();
        assert_eq!(count(&statuses, StatusCode::BAD_REQUEST), 59, "round {round}: {statuses:?}");
        assert_eq!(last.status, StatusCode::BAD_REQUEST, "round {round}: {}", last.body);
        assert_eq!(last.body["message"], "Invalid OTP. Please try again.");
        // One code a round (each asked from a new browser), each with exactly five tries counted.
        let codes = service.count("SELECT COUNT(*) FROM reset_codes").await;
        let spent = service.count("SELECT COUNT(*) FROM reset_codes WHERE failures = 5").await;
        assert_eq!((codes, spent), (round + 1, round + 1), "round {round}: tries counted");
        // The next round: a new window for the account's tries and for the client limits.
        service.clock.advance(15 * 60);
    }
}

/// Sign-ups at once for one address: the limit of sign-up mails per address holds exactly, and
/// the account is created once.
#[tokio::test]
async fn sign_ups_at_once_for_one_address_create_one_account_and_at_most_five_mails() {
    let service = Service::start().await;
    let attackers = clients(&service, 2, 5);
    let body = json!({"firstName": "Ada", "lastName": "Lovelace", "email": OWNER,
                      "password": GOOD_PASSWORD, "confirmPassword": GOOD_PASSWORD, "agreeTerms": true});
    let sends = attackers.iter().flat_map(|client| {
        (0..4).map(|_| async { service.post_with(client, "/users/signup", body.clone()).await })
    });
    let statuses: Vec<StatusCode> = join_all(sends).await.iter().map(|a| a.status).collect();
    assert_eq!(count(&statuses, StatusCode::OK), 5, "{statuses:?}");
    assert_eq!(count(&statuses, StatusCode::TOO_MANY_REQUESTS), 15, "{statuses:?}");
    service.wait_for_mail(OWNER, 5).await;
    assert_eq!(service.count("SELECT COUNT(*) FROM users").await, 1);
}

/// A limit holds over every interval of its length, not per window of the clock: wrong passwords
/// (ten per account and address in fifteen minutes) sent just before a quarter hour and just
/// after it get ten checked in all, and the next slot opens fifteen minutes after the first.
#[tokio::test]
async fn a_burst_on_each_side_of_an_edge_gets_the_limit_once() {
    let service = Service::start().await;
    service.sign_up(OWNER, GOOD_PASSWORD).await;
    let stranger = clients(&service, 2, 1);
    // START is on a quarter hour: go to one second before the next.
    service.clock.advance(15 * 60 - 1);
    let before = wrong_passwords_at_once(&service, &stranger, 10).await;
    service.clock.advance(2);
    let after = wrong_passwords_at_once(&service, &stranger, 10).await;
    let checked =
        count(&before, StatusCode::UNAUTHORIZED) + count(&after, StatusCode::UNAUTHORIZED);
    assert_eq!(checked, 10, "before the edge {before:?}, after it {after:?}");
    // Fifteen minutes after the first burst its slots come back, not before.
    service.clock.advance(15 * 60 - 3);
    let early = wrong_passwords_at_once(&service, &stranger, 1).await;
    assert_eq!(early, [StatusCode::TOO_MANY_REQUESTS]);
    service.clock.advance(1);
    let again = wrong_passwords_at_once(&service, &stranger, 12).await;
    assert_eq!(count(&again, StatusCode::UNAUTHORIZED), 10, "{again:?}");
}

/// Retry-After says when the oldest counted event leaves the interval.
#[tokio::test]
async fn retry_after_counts_from_the_oldest_event() {
    let service = Service::start().await;
    service.sign_up(OWNER, GOOD_PASSWORD).await;
    let stranger = clients(&service, 2, 1);
    wrong_passwords_at_once(&service, &stranger, 5).await;
    service.clock.advance(100);
    wrong_passwords_at_once(&service, &stranger, 5).await;
    service.clock.advance(100);
    let body = json!({"email": OWNER, "password": "Wrong-Password-0"});
    let refused = service.post_with(&stranger[0], "/users/login", body).await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(refused.headers["retry-after"], (15 * 60 - 200).to_string().as_str());
}
