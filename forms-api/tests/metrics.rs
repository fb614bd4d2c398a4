// Its own test binary: its counts are exact, and the metrics recorder is the whole process's.
//! `/api/metrics`: what it counts, and who may read it (this machine, or the token's holder).

#[path = "it/common/mod.rs"]
mod common;

use common::Service;
use reqwest::StatusCode;
use serde_json::json;

const TOKEN: &str = "a-long-random-scrape-token";

async fn scrape(client: &reqwest::Client, service: &Service) -> (StatusCode, String) {
    let answer = client.get(format!("{}/metrics", service.base)).send().await.unwrap();
    (answer.status(), answer.text().await.unwrap())
}

/// The value of the sample `name{labels}` (labels as written by the exporter), if present.
fn sample(text: &str, series: &str) -> Option<f64> {
    text.lines().find_map(|line| line.strip_prefix(series)?.trim().parse().ok())
}

#[tokio::test]
async fn requests_mail_group_commits_and_refusals_are_counted() {
    let service = Service::start().await;
    let answer = service.apply(common::fixtures::application("ada@example.org")).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    service.wait_for_mail("ada@example.org", 1).await;
    // Past the limit of recovery requests for one address: refused.
    for _ in 0..6 {
        service.post("/users/forgot-password", json!({"email": "bob@example.org"})).await;
    }
    let local = reqwest::Client::new();
    // The acknowledgement is delivered after the answer, and counted once its delivery is
    // recorded: scraped until both messages to the applicant count (or 5 s have passed).
    let mut scraped = scrape(&local, &service).await;
    for _ in 0..100 {
        if sample(&scraped.1, "forms_mail_delivered_total").is_some_and(|n| n >= 2.0) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        scraped = scrape(&local, &service).await;
    }
    let (status, text) = scraped;
    assert_eq!(status, StatusCode::OK);
    let submitted = sample(&text, r#"forms_requests_total{operation="submitForm",status="200"}"#);
    assert_eq!(submitted, Some(1.0), "{text}");
    assert!(
        text.contains(r#"forms_request_duration_seconds_bucket{operation="submitForm",le="0.5"}"#),
        "{text}"
    );
    assert_eq!(sample(&text, "forms_group_commit_size_count"), Some(1.0));
    assert!(
        sample(&text, r#"forms_rate_limit_refusals_total{limit="recovery-mail"}"#)
            .is_some_and(|n| n >= 1.0),
        "{text}"
    );
    assert!(sample(&text, "forms_mail_delivered_total").is_some_and(|n| n >= 2.0), "{text}");
    assert_eq!(sample(&text, "forms_mail_queue_given_up"), Some(0.0));
    assert!(sample(&text, "forms_mail_queue_waiting").is_some(), "{text}");
}

#[tokio::test]
async fn only_this_machine_or_the_token_holder_reads_the_metrics() {
    let service = Service::start_with(|config| config.metrics_token = Some(TOKEN.into())).await;
    let stranger = service.client_from([127, 0, 0, 2]);
    let (status, text) = scrape(&stranger, &service).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert!(!text.contains("forms_"), "{text}");

    let with_token =
        stranger.get(format!("{}/metrics", service.base)).bearer_auth(TOKEN).send().await.unwrap();
    assert_eq!(with_token.status(), StatusCode::OK);
    // The scheme's name is case-insensitive (RFC 9110), as some scrapers write it.
    let lowercase = stranger
        .get(format!("{}/metrics", service.base))
        .header("Authorization", format!("bearer {TOKEN}"))
        .send()
        .await
        .unwrap();
    assert_eq!(lowercase.status(), StatusCode::OK);
    let wrong_token = stranger
        .get(format!("{}/metrics", service.base))
        .bearer_auth("guess")
        .send()
        .await
        .unwrap();
    assert_eq!(wrong_token.status(), StatusCode::FORBIDDEN);

    // A proxy on this machine passing a stranger's request on: refused, though it is loopback.
    let forwarded = reqwest::Client::new()
        .get(format!("{}/metrics", service.base))
        .header("X-Forwarded-For", "203.0.113.9")
        .send()
        .await
        .unwrap();
    assert_eq!(forwarded.status(), StatusCode::FORBIDDEN);
}
