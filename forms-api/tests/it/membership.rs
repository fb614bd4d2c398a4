//! An application and the account of its address: readable references, the member's list of
//! applications, and the staff's decision mailed to the applicant and shown to them.

use crate::common;

use common::fixtures::application;
use common::{GOOD_PASSWORD, Service};
use reqwest::StatusCode;

fn decide(service: &Service, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_forms-api"))
        .args(["applications", "decide"])
        .args(args)
        .args(["--database", &service.database])
        .arg("--outbox")
        .arg(service.outbox())
        .args(["--site-url", "https://www.example.org/"])
        .output()
        .unwrap()
}

#[tokio::test]
async fn each_application_gets_the_next_reference_of_its_year_in_the_answer_and_the_mail() {
    let service = Service::start().await;
    let first = service.apply(application("grace@example.org")).await;
    let second = service.apply(application("alan@example.org")).await;
    assert_eq!(first.body["reference"], "IAAII-2026-00001");
    assert_eq!(second.body["reference"], "IAAII-2026-00002");
    // The first mail carried the link that sent the application on; the second acknowledges it.
    let mail = service.wait_for_mail("grace@example.org", 2).await;
    assert!(mail.contains("Your reference: IAAII-2026-00001"), "{mail}");
    // A new year starts again at 1.
    service.clock.advance(366 * 24 * 3600);
    let next_year = service.apply(application("ada@example.org")).await;
    assert_eq!(next_year.body["reference"], "IAAII-2027-00001");
}

#[tokio::test]
async fn references_of_applications_sent_at_once_are_distinct_and_without_gaps() {
    let service = Service::start().await;
    let sends = (0..25).map(|n| {
        let service = &service;
        async move { service.apply(application(&format!("applicant{n}@example.org"))).await }
    });
    let mut references: Vec<String> = futures_util::future::join_all(sends)
        .await
        .iter()
        .map(|answer| answer.body["reference"].as_str().unwrap().to_string())
        .collect();
    references.sort();
    let expected: Vec<String> = (1..=25).map(|n| format!("IAAII-2026-{n:05}")).collect();
    assert_eq!(references, expected);
}

#[tokio::test]
async fn a_member_sees_the_applications_of_their_address_sent_before_and_after_signing_up() {
    let service = Service::start().await;
    let before = service.apply(application("ada@example.org")).await;
    service.apply(application("someone.else@example.org")).await;
    assert_eq!(service.get("/users/me/applications").await.status, StatusCode::UNAUTHORIZED);
    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    service.sign_in("ada@example.org", GOOD_PASSWORD).await;
    service.clock.advance(60);
    let after = service.apply(application("ADA@example.org")).await;
    let mine = service.get("/users/me/applications").await;
    assert_eq!(mine.status, StatusCode::OK);
    let list = mine.body.as_array().unwrap();
    assert_eq!(list.len(), 2, "{}", mine.body);
    // Newest first.
    assert_eq!(list[0]["reference"], after.body["reference"]);
    assert_eq!(list[1]["reference"], before.body["reference"]);
    assert_eq!(list[1]["status"], "received");
    assert_eq!(list[1]["membershipType"], "regular");
    assert_eq!(list[1]["submittedAt"], "2026-01-01T00:00:00Z");
    assert!(list[1].get("decidedAt").is_none());
}

#[tokio::test]
async fn a_decision_is_recorded_once_mailed_to_the_applicant_and_shown_on_their_profile() {
    let service = Service::start().await;
    let sent = service.apply(application("ada@example.org")).await;
    let reference = sent.body["reference"].as_str().unwrap().to_string();
    service.wait_for_mail("ada@example.org", 2).await;

    let done = decide(&service, &[&reference, "accepted", "--note", "Welcome <aboard>!"]);
    assert!(done.status.success(), "{}", String::from_utf8_lossy(&done.stderr));
    let said = String::from_utf8_lossy(&done.stdout);
    assert!(said.contains(&format!("{reference} accepted")), "{said}");
    let subject = format!("Subject: Your application {reference}");
    let mail = service.wait_for_mail_containing("ada@example.org", &subject).await;
    assert!(mail.contains("has been accepted"), "{mail}");
    assert!(mail.contains("Welcome &lt;aboard&gt;!"), "the note is escaped in HTML: {mail}");
    assert!(mail.contains("https://www.example.org/profile"), "{mail}");

    service.sign_up("ada@example.org", GOOD_PASSWORD).await;
    service.sign_in("ada@example.org", GOOD_PASSWORD).await;
    let mine = service.get("/users/me/applications").await;
    assert_eq!(mine.body[0]["status"], "accepted");
    assert_eq!(mine.body[0]["decisionNote"], "Welcome <aboard>!");
    assert!(mine.body[0]["decidedAt"].is_string());

    // Decided once: a second decision, or an unknown reference, is an error that changes nothing.
    for args in [vec![reference.as_str(), "declined"], vec!["IAAII-2026-99999", "accepted"]] {
        let refused = decide(&service, &args);
        assert!(!refused.status.success());
        let error = String::from_utf8_lossy(&refused.stderr);
        assert!(error.contains("is waiting for a decision"), "{error}");
    }
    let mine = service.get("/users/me/applications").await;
    assert_eq!(mine.body[0]["status"], "accepted");
    // The application's link, the receipt, the decision and the sign-up's confirmation link: no
    // second decision mail.
    assert_eq!(service.mail_to("ada@example.org").len(), 4);
}

#[tokio::test]
async fn the_export_carries_reference_and_status() {
    let service = Service::start().await;
    let sent = service.apply(application("grace@example.org")).await;
    let rows = common::export::rows(&service.database);
    assert_eq!(rows[0]["reference"], sent.body["reference"]);
    assert_eq!(rows[0]["status"], "received");
}
