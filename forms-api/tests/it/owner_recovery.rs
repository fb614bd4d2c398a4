//! The mailbox always gets its owner back in. Strangers from twenty addresses guess passwords, ask
//! for codes and guess codes, all at once; then the owner, on a new device at a new address with
//! nothing but the mailbox, recovers and signs in; and a browser the owner signed in with before
//! keeps signing in throughout, from whatever address. Runs on SQLite, and on PostgreSQL with
//! FORMS_TEST_POSTGRES.

use crate::common;

use std::sync::Arc;

use common::outbox::reset_token_in;
use common::{GOOD_PASSWORD, Service};
use futures_util::future::join_all;
use reqwest::StatusCode;
use reqwest::cookie::Jar;
use serde_json::{Value, json};

const OWNER: &str = "owner@example.org";
const NEW_PASSWORD: &str = "Difference-Engine-1822";

fn login(password: &str) -> Value {
    json!({"email": OWNER, "password": password})
}

/// A browser at `source` whose cookies are kept in `jar` (the same browser on another network).
fn browser(jar: &Arc<Jar>, source: u8) -> reqwest::Client {
    let builder = reqwest::Client::builder().cookie_provider(Arc::clone(jar));
    builder.local_address(std::net::IpAddr::from([127, 0, 0, source])).build().unwrap()
}

/// What one stranger does: five wrong passwords, a code asked for, five guesses at it.
async fn attack(service: &Service, stranger: &reqwest::Client, n: i64) -> Vec<StatusCode> {
    let mut statuses = Vec::new();
    for k in 0..5 {
        let wrong = login(&format!("Guess-{n}-{k}-Password"));
        statuses.push(service.post_with(stranger, "/users/login", wrong).await.status);
    }
    let forgot = json!({"email": OWNER});
    statuses.push(service.post_with(stranger, "/users/forgot-password", forgot).await.status);
    for k in 0..5 {
        let guess = json!({"email": OWNER, "otp": (n * 7919 + k) % 1_000_000});
        statuses.push(service.post_with(stranger, "/users/verify-otp", guess).await.status);
    }
    statuses
}

#[tokio::test]
async fn strangers_from_twenty_addresses_cannot_keep_the_owner_out() {
    let service = Service::start().await;
    service.sign_up(OWNER, GOOD_PASSWORD).await;
    // The owner's laptop signed in last week, at home.
    let laptop = Arc::new(Jar::default());
    let at_home = browser(&laptop, 100);
    let signed_in = service.post_with(&at_home, "/users/login", login(GOOD_PASSWORD)).await;
    assert_eq!(signed_in.status, StatusCode::OK);
    service.clock.advance(7 * 24 * 3600);

    let strangers: Vec<reqwest::Client> =
        (2..22).map(|n| browser(&Arc::new(Jar::default()), n)).collect();
    let service = &service;
    let attacks = strangers.iter().zip(0..).map(|(stranger, n)| attack(service, stranger, n));
    let statuses: Vec<Vec<StatusCode>> = join_all(attacks).await;
    let count = |range: std::ops::Range<usize>, status: StatusCode| {
        statuses.iter().flat_map(|s| &s[range.clone()]).filter(|&&s| s == status).count()
    };
    // The account's ceiling: 50 of 100 wrong passwords checked. Five codes mailed, 15 refused.
    assert_eq!(count(0..5, StatusCode::UNAUTHORIZED), 50, "{statuses:?}");
    assert_eq!(count(0..5, StatusCode::TOO_MANY_REQUESTS), 50, "{statuses:?}");
    assert_eq!(count(5..6, StatusCode::OK), 5, "{statuses:?}");
    assert_eq!(count(5..6, StatusCode::TOO_MANY_REQUESTS), 15, "{statuses:?}");
    // Every guess refused: at most 25 compared, each with a stranger's own code (a code is stored
    // after its answer, so early guesses find none), 75 without a code to try.
    assert_eq!(count(6..11, StatusCode::BAD_REQUEST), 100, "{statuses:?}");
    let mailbox = service.wait_for_mail(OWNER, 6).await;
    assert_eq!(service.count("SELECT COUNT(*) FROM reset_codes").await, 5);
    let over = service.count("SELECT COUNT(*) FROM reset_codes WHERE failures > 5").await;
    assert_eq!(over, 0, "no code was compared more than five times");

    // The laptop, on a train's network now, still signs in: its device cookie is the owner's.
    let on_the_train = browser(&laptop, 101);
    let signed_in = service.post_with(&on_the_train, "/users/login", login(GOOD_PASSWORD)).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.body);

    // The owner's new phone, at a new address, has nothing but the mailbox.
    let phone = browser(&Arc::new(Jar::default()), 200);
    let signed_in = service.post_with(&phone, "/users/login", login(GOOD_PASSWORD)).await;
    assert_eq!(signed_in.status, StatusCode::TOO_MANY_REQUESTS, "the ceiling is reached");
    let asked = service.post_with(&phone, "/users/forgot-password", json!({"email": OWNER})).await;
    assert_eq!(asked.status, StatusCode::TOO_MANY_REQUESTS, "the hour's codes are spent");
    assert!(asked.body["message"].as_str().unwrap().contains("holds a link"), "{}", asked.body);
    // The latest mail the strangers caused holds a link that works from the phone.
    let token = reset_token_in(&mailbox).expect("a link in the latest recovery mail");
    let reset = json!({"resetToken": token, "newPassword": NEW_PASSWORD});
    let reset = service.post_with(&phone, "/users/reset-password", reset).await;
    assert_eq!(reset.status, StatusCode::OK, "{}", reset.body);
    let signed_in = service.post_with(&phone, "/users/login", login(NEW_PASSWORD)).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.body);
    println!(
        "20 strangers: 100 wrong passwords (50 checked), 20 codes asked (5 mailed), 100 guesses \
         (at most 25 compared, none with a code of the owner's); the owner's laptop signed in from a new address, \
         and a new phone recovered by the mailed link and signed in"
    );
}
