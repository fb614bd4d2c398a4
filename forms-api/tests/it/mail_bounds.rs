//! Mail goes only where its owner asked for it, and boundedly: an application from an address
//! that has not shown it is its owner's waits for the link mailed to that address; strangers
//! naming one mailbox from many client addresses get at most five account mails and five
//! application links an hour to it (bounded apart, so neither spends the other), carrying
//! nothing they wrote but a name cut short; the staff get at most five notices an hour, and a
//! digest of the others. Runs on SQLite, and on PostgreSQL with FORMS_TEST_POSTGRES.

use crate::common;

use common::fixtures::application;
use common::{GOOD_PASSWORD, Service};
use forms_api::clock::Clock as _;
use futures_util::future::join_all;
use reqwest::StatusCode;
use serde_json::json;

const VICTIM: &str = "victim@example.org";

#[tokio::test]
async fn twenty_client_addresses_naming_one_applicant_address_reach_it_five_times() {
    let service = Service::start().await;
    let strangers: Vec<reqwest::Client> =
        (2..22).map(|last| service.client_from([127, 0, 0, last])).collect();
    let service = &service;
    let sends = strangers.iter().flat_map(|client| {
        (0..5).map(move |_| {
            let mut form = application(VICTIM);
            form["firstName"] = json!("Buy cheap watches at evil.example today");
            form["researchInterests"] = json!("<a href=https://evil.example>click</a>");
            async move { service.post_with(client, "/users/submit-form", form).await }
        })
    });
    let mut answers = join_all(sends).await;
    let burst_accepted = answers.iter().filter(|a| a.status == StatusCode::OK).count();
    assert!(burst_accepted <= 5, "{burst_accepted} of the burst accepted");
    // A machine too busy to give every request a connection within its deadline sheds some
    // with a 503 (and Retry-After), and took nothing for them: sent again, as a client would,
    // they complete the exact count.
    let mut shed = 0;
    for answer in &mut answers {
        if answer.status == StatusCode::SERVICE_UNAVAILABLE {
            shed += 1;
            assert_eq!(answer.body["code"], "unavailable", "{}", answer.body);
            let mut form = application(VICTIM);
            form["firstName"] = json!("Buy cheap watches at evil.example today");
            *answer = service.post_with(&strangers[0], "/users/submit-form", form).await;
        }
    }
    let accepted = answers.iter().filter(|a| a.status == StatusCode::OK).count();
    let refused = answers.iter().filter(|a| a.status == StatusCode::TOO_MANY_REQUESTS).count();
    let others: Vec<_> = answers
        .iter()
        .filter(|a| ![StatusCode::OK, StatusCode::TOO_MANY_REQUESTS].contains(&a.status))
        .map(|a| (a.status, a.body.clone()))
        .collect();
    assert_eq!(
        (accepted, refused),
        (5, 95),
        "100 applications naming one address ({shed} shed and sent again); others: {others:?}"
    );
    service.mail_settled().await;
    let mails = service.mail_to(VICTIM);
    assert_eq!(mails.len(), 5, "mails to the named address");
    for mail in &mails {
        assert!(mail.contains("Subject: Confirm your application"), "{mail}");
        assert!(mail.contains("Hello Buy cheap watches at evi…,"), "the name is cut short: {mail}");
        assert!(!mail.contains("evil.example today") && !mail.contains("click"), "{mail}");
    }
    // Nothing reached the staff, and nothing was numbered: the address never confirmed them.
    assert!(service.mail_to("staff@example.org").is_empty());
    assert_eq!(service.count("SELECT COUNT(*) FROM applications").await, 0);
    assert_eq!(service.count("SELECT COUNT(*) FROM pending_applications").await, 5);
    println!(
        "100 applications naming {VICTIM} from 20 client addresses: {accepted} taken, {refused} refused, {shed} shed and sent again, {} mails to it, 0 to the staff",
        mails.len()
    );

    // Unconfirmed, they are deleted with the other housekeeping after 48 hours.
    service.clock.advance(48 * 3600);
    let db =
        forms_api::db::Db::open(&service.database, forms_api::db::Opening::Existing).await.unwrap();
    let swept = db.sweep(service.clock.now(), &forms_api::housekeeping::RULES).await.unwrap();
    assert_eq!(swept.pending_applications, 5);
}

#[tokio::test]
async fn an_application_the_database_failed_to_keep_does_not_spend_a_mail_to_its_address() {
    let service = Service::start().await;
    service.execute("ALTER TABLE pending_applications RENAME TO pending_elsewhere").await;
    let failed = service.post("/users/submit-form", application(VICTIM)).await;
    assert_eq!(failed.status, StatusCode::INTERNAL_SERVER_ERROR, "{:?}", failed.body);
    service.execute("ALTER TABLE pending_elsewhere RENAME TO pending_applications").await;
    // The failed try took nothing: the address still gets its five links this hour, not four.
    for last in 2..=6 {
        let client = service.client_from([127, 0, 0, last]);
        let answer = service.post_with(&client, "/users/submit-form", application(VICTIM)).await;
        assert_eq!(answer.status, StatusCode::OK, "application from .{last}: {:?}", answer.body);
    }
    let client = service.client_from([127, 0, 0, 7]);
    let sixth = service.post_with(&client, "/users/submit-form", application(VICTIM)).await;
    assert_eq!(sixth.status, StatusCode::TOO_MANY_REQUESTS, "{:?}", sixth.body);
    assert_eq!(service.count("SELECT COUNT(*) FROM pending_applications").await, 5);
}

#[tokio::test]
async fn account_mail_and_application_links_are_bounded_apart() {
    let service = Service::start().await;
    // Three sign-ups and two new links naming the address, from different clients: the account
    // mails' bound is spent.
    for last in 2..5 {
        let client = service.client_from([127, 0, 0, last]);
        let signup = json!({"firstName": "X", "lastName": "Y", "email": VICTIM,
            "password": GOOD_PASSWORD, "confirmPassword": GOOD_PASSWORD, "agreeTerms": true});
        assert_eq!(
            service.post_with(&client, "/users/signup", signup).await.status,
            StatusCode::OK
        );
    }
    for last in 5..7 {
        let client = service.client_from([127, 0, 0, last]);
        let resent = service
            .post_with(&client, "/users/resend-confirmation", json!({"email": VICTIM}))
            .await;
        assert_eq!(resent.status, StatusCode::OK);
    }
    let client = service.client_from([127, 0, 0, 7]);
    let more =
        service.post_with(&client, "/users/resend-confirmation", json!({"email": VICTIM})).await;
    assert_eq!(more.status, StatusCode::TOO_MANY_REQUESTS);
    // Links confirming applications have a bound of their own, so applications in the owner's
    // name never spend what their own sign-up needs, nor the other way round.
    for last in 8..13 {
        let client = service.client_from([127, 0, 0, last]);
        let sent = service.post_with(&client, "/users/submit-form", application(VICTIM)).await;
        assert_eq!(sent.status, StatusCode::OK, "{}", sent.body);
    }
    let more = service.post_with(&client, "/users/submit-form", application(VICTIM)).await;
    assert_eq!(more.status, StatusCode::TOO_MANY_REQUESTS);
    // Written in another case and with a sub-address, it is the same mailbox.
    let tagged = VICTIM.replacen('@', "+again@", 1).to_uppercase();
    let more = service.post_with(&client, "/users/submit-form", application(&tagged)).await;
    assert_eq!(more.status, StatusCode::TOO_MANY_REQUESTS);
    service.wait_for_mail(VICTIM, 10).await;
    service.mail_settled().await;
    assert!(service.mail_to(VICTIM).len() <= 10);
}

#[tokio::test]
async fn past_five_notices_an_hour_the_staff_get_one_digest_of_the_others() {
    let service = Service::start().await;
    for n in 0..8 {
        let sent = service.apply(application(&format!("applicant{n}@example.org"))).await;
        assert_eq!(sent.status, StatusCode::OK, "{}", sent.body);
    }
    service.mail_settled().await;
    assert_eq!(service.mail_to("staff@example.org").len(), 5, "notices one by one");
    // Every applicant is acknowledged, whatever the staff were told.
    for n in 0..8 {
        service.wait_for_mail(&format!("applicant{n}@example.org"), 2).await;
    }
    let db =
        forms_api::db::Db::open(&service.database, forms_api::db::Opening::Existing).await.unwrap();
    let mut config = forms_api::Config::from_env().unwrap();
    config.site_url = "https://www.example.org".into();
    let mailer = forms_api::mail::Mailer::new(&config).unwrap();
    let now = service.clock.now();
    let listed =
        forms_api::staff_digest::send(&db, &mailer, "staff@example.org", now).await.unwrap();
    assert_eq!(listed, 3);
    // A second pass finds nothing left to tell.
    let again =
        forms_api::staff_digest::send(&db, &mailer, "staff@example.org", now).await.unwrap();
    assert_eq!(again, 0);
    let digest = service.wait_for_mail("staff@example.org", 6).await;
    assert!(digest.contains("Subject: 3 more membership applications"), "{digest}");
    for reference in ["IAAII-2026-00006", "IAAII-2026-00007", "IAAII-2026-00008"] {
        assert!(digest.contains(reference), "{reference} in {digest}");
    }
}
