//! Housekeeping: expired sessions, codes, tokens, confirmations, never-confirmed accounts,
//! forgotten client addresses and old counters are deleted by the periodic task, seen here with a
//! clock moved by hand. Confirmed accounts and live rows stay.

use crate::common;

use std::time::Duration;

use common::fixtures::EXPIRING_TABLES;
use common::{GOOD_PASSWORD, Service};
use reqwest::StatusCode;

async fn counts(service: &Service) -> Vec<(&'static str, i64)> {
    let mut counts = Vec::new();
    for (table, sql) in EXPIRING_TABLES {
        counts.push((table, service.count(sql).await));
    }
    counts
}

#[tokio::test]
async fn expired_rows_are_swept_and_live_ones_stay() {
    let service = Service::start_with(|config| config.housekeeping_seconds = 1).await;
    // A member with a session, a used reset token and a pending code; an account never confirmed.
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    service.sign_in("ada@example.org", GOOD_PASSWORD).await;
    service.reset_token("ada@example.org").await;
    service.request_code("ada@example.org").await;
    service.sign_up_unconfirmed("grace@example.org", GOOD_PASSWORD).await;
    service.wait_for_mail("grace@example.org", 1).await;
    let before = counts(&service).await;
    assert!(before.iter().all(|(_, n)| *n > 0), "{before:?}");

    // An hour on: counters of past windows and the code (10 minutes) have expired.
    service.clock.advance(3600 + 60);
    // One sweep deletes table after table: wait for each table checked, not only the first.
    wait_for_sweep(&service, "reset_codes", 0).await;
    wait_for_sweep(&service, "rate_limits", 0).await;
    assert_eq!(service.count("SELECT COUNT(*) FROM sessions").await, 1);

    // Two days on: the confirmation link and the account never confirmed go; a month on, the
    // session (30 days at most) and the address not seen since.
    service.clock.advance(48 * 3600);
    wait_for_sweep(&service, "email_confirmations", 0).await;
    wait_for_sweep(&service, "users", 1).await;
    service.clock.advance(31 * 24 * 3600);
    wait_for_sweep(&service, "sessions", 0).await;
    wait_for_sweep(&service, "known_clients", 0).await;
    let after = counts(&service).await;
    assert_eq!(
        after,
        vec![
            ("sessions", 0),
            ("reset_codes", 0),
            ("reset_tokens", 0),
            ("email_confirmations", 0),
            ("known_clients", 0),
            ("rate_limits", 0),
            ("users", 1),
        ],
        "before: {before:?}"
    );
    // The confirmed member still signs in.
    assert_eq!(service.sign_in("ada@example.org", GOOD_PASSWORD).await.status, StatusCode::OK);
}

async fn wait_for_sweep(service: &Service, table: &str, expected: i64) {
    let sql: &'static str = match table {
        "sessions" => "SELECT COUNT(*) FROM sessions",
        "reset_codes" => "SELECT COUNT(*) FROM reset_codes",
        "email_confirmations" => "SELECT COUNT(*) FROM email_confirmations",
        "known_clients" => "SELECT COUNT(*) FROM known_clients",
        "users" => "SELECT COUNT(*) FROM users",
        "rate_limits" => "SELECT COUNT(*) FROM rate_limits",
        _ => unreachable!("{table}"),
    };
    for _ in 0..50 {
        if service.count(sql).await == expected {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("{table} still has {} rows", service.count(sql).await);
}
