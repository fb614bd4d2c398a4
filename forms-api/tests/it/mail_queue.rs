//! The mail queue as staff and operators see it: the staff notice lists every answer, and a
//! message that can never be delivered is given up and kept, not retried for ever or dropped.

use crate::common;

use std::time::Duration;

use common::Service;
use forms_api::clock::Clock as _;
use serde_json::json;

#[tokio::test]
async fn the_staff_notice_lists_every_answer_in_text_and_html() {
    let service = Service::start().await;
    let mut form = common::fixtures::application("grace@example.org");
    form["areasOfSpecialization"] = json!("");
    let sent = service.apply(form).await;
    let reference = sent.body["reference"].as_str().unwrap();
    let notice = service.wait_for_mail("staff@example.org", 1).await;
    let (text, html) =
        notice.split_once("Content-Type: text/html").expect("a plain-text and an HTML part");
    for (label, value) in [
        ("Reference", reference),
        ("First name", "Grace"),
        ("Family name", "Hopper"),
        ("Gender", "Female"),
        ("Email address", "grace@example.org"),
        ("Country", "United States of America"),
        ("Mobile number", "+1 555 010 0199"),
        ("Job title", "Professor"),
        ("Job classification", "Academic"),
        ("Highest qualification", "PhD"),
        ("Department", "Computer Science"),
        ("Institution", "Example University"),
        ("Years in academia", "12"),
        ("Research interests", "Compilers, programming languages"),
        ("Subject classification", "—"),
        ("Areas of specialization", "—"),
        ("Contact person's institution", "Example University"),
        ("Contact person's name", "Alan Turing"),
        ("Areas for collaboration", "Teaching, research"),
        ("Confidentiality consent", "Yes"),
        ("Membership type", "Individual"),
    ] {
        assert!(text.contains(&format!("{label}: {value}\r\n")), "{label} in {text}");
        let label = label.replace('\'', "&#39;");
        assert!(
            html.contains(&format!("<th align=\"left\">{label}</th><td>{value}</td>")),
            "{label} in {html}"
        );
    }
}

#[tokio::test]
async fn a_message_that_can_never_be_delivered_is_given_up_and_kept() {
    let service = Service::start().await;
    // An address no mail library can send to: the forms refuse it now, but a message queued
    // before the rules were narrowed (or by an older version) may still carry one.
    let mut config = forms_api::Config::from_env().unwrap();
    config.site_url = "https://www.example.org".into();
    let mailer = forms_api::mail::Mailer::new(&config).unwrap();
    let values = json!({"first_name": "Mallory", "link": "https://www.example.org/x"});
    let mail = mailer.compose("mallory<victim@evil.example>", "confirm_address", &values).unwrap();
    let db =
        forms_api::db::Db::open(&service.database, forms_api::db::Opening::Existing).await.unwrap();
    db.enqueue_mail(&mail, service.clock.now()).await.unwrap();
    let given_up = "SELECT COUNT(*) FROM mail_queue WHERE failed_at IS NOT NULL";
    for _ in 0..100 {
        if service.count(given_up).await == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(service.count(given_up).await, 1);
    assert_eq!(
        service.count("SELECT COUNT(*) FROM mail_queue WHERE failed_at IS NULL").await,
        0,
        "nothing waits to be retried"
    );
    assert!(service.mail_to("victim@evil.example").is_empty());

    // A month on, housekeeping deletes it: the operator had time to see it.
    service.clock.advance(31 * 24 * 3600);
    let swept = forms_api::db::Db::open(&service.database, forms_api::db::Opening::Existing)
        .await
        .unwrap()
        .sweep(service.clock.now(), &forms_api::housekeeping::RULES)
        .await
        .unwrap();
    assert_eq!(swept.given_up_mail, 1);
    assert_eq!(service.count(given_up).await, 0);
}
