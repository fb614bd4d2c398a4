//! The staff workspace's applications, tried as a membership secretary would: the list filtered,
//! searched, sorted and paged; an application opened with its history; a decision mailed to the
//! applicant and shown on their profile; a reopening (admins only); the filtered export; every
//! action in the audit log, whose chain `forms-api audit verify` checks (tests/it/audit_log.rs
//! tampers with it). And the applicant's draft, kept by the service for their next device.

use crate::common;

use common::fixtures::application;
use common::staff::{self, PASSWORD};
use common::{Service, answer};
use forms_api::api::staff_access::Role;
use forms_api::clock::Clock as _;
use forms_api::config::Switch;
use reqwest::StatusCode;
use serde_json::{Value, json};

/// Applications from `count` applicants: every third a student, every fourth from Kenya.
async fn applications(service: &Service, count: usize) {
    for n in 0..count {
        let mut form = application(&format!("applicant{n}@example.org"));
        form["familyName"] = json!(format!("Family{n:03}"));
        if n % 3 == 0 {
            form["membershipType"] = json!("student");
        }
        if n % 4 == 0 {
            form["country"] = json!("Kenya");
        }
        let sent = service.apply(form).await;
        assert_eq!(sent.status, StatusCode::OK, "{}", sent.body);
        service.clock.advance(60);
    }
}

fn references(page: &Value) -> Vec<String> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["reference"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn the_list_filters_searches_sorts_and_pages() {
    let service = Service::start_with(|config| config.rate_limits = Switch::Off).await;
    applications(&service, 60).await;
    let reviewer = staff::staff(&service, "reviewer@example.org", Role::Reviewer).await;

    let first = reviewer.get(&service, "/staff/applications").await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.body);
    assert_eq!(first.body["total"], 60);
    let newest = references(&first.body);
    assert_eq!(newest.len(), 50);
    assert_eq!(newest[0], "IAAII-2026-00060", "newest first");
    let next = first.body["next"].as_str().unwrap();
    let second = reviewer.get(&service, &format!("/staff/applications?after={next}")).await;
    let rest = references(&second.body);
    assert_eq!(rest.len(), 10);
    assert_eq!(rest[9], "IAAII-2026-00001");
    assert!(second.body.get("next").is_none_or(Value::is_null));

    // Pending students from Kenya: n % 12 == 0, five of them.
    let filtered = reviewer
        .get(&service, "/staff/applications?status=received&type=student&country=Kenya")
        .await;
    assert_eq!(filtered.body["total"], 5, "{}", filtered.body);
    for item in filtered.body["items"].as_array().unwrap() {
        assert_eq!(
            (item["membershipType"].as_str(), item["country"].as_str()),
            (Some("student"), Some("Kenya"))
        );
    }
    let oldest =
        reviewer.get(&service, "/staff/applications?sort=oldest&type=student&country=Kenya").await;
    assert_eq!(references(&oldest.body)[0], "IAAII-2026-00001");
    let by_name = reviewer.get(&service, "/staff/applications?sort=name").await;
    assert_eq!(by_name.body["items"][0]["name"], "Grace Family000");
    let name_next = by_name.body["next"].as_str().unwrap();
    let by_name_2 =
        reviewer.get(&service, &format!("/staff/applications?sort=name&after={name_next}")).await;
    assert_eq!(by_name_2.body["items"][0]["name"], "Grace Family050");

    let family05: Vec<String> = (51..=60).rev().map(|n| format!("IAAII-2026-{n:05}")).collect();
    for (query, expected) in [
        ("q=iaaii-2026-00007", vec!["IAAII-2026-00007".to_string()]),
        ("q=APPLICANT12@example.org", vec!["IAAII-2026-00013".to_string()]),
        ("q=family05", family05),
        ("q=FAMILY012%20gr", vec!["IAAII-2026-00013".to_string()]),
    ] {
        let found = reviewer.get(&service, &format!("/staff/applications?{query}")).await;
        assert_eq!(references(&found.body), expected, "{query}");
    }
    let first_names = reviewer.get(&service, "/staff/applications?q=GRA").await;
    assert_eq!(first_names.body["total"], 60, "the start of a first name finds it too");
    let from = reviewer.get(&service, "/staff/applications?from=2026-01-01&to=2026-01-01").await;
    assert_eq!(from.body["total"], 60);
    let none = reviewer.get(&service, "/staff/applications?from=2026-01-02").await;
    assert_eq!(none.body["total"], 0);

    for bad in ["from=yesterday", "after=not-a-cursor", "status=maybe", "sort=random"] {
        let refused = reviewer.get(&service, &format!("/staff/applications?{bad}")).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{bad}: {}", refused.body);
        assert!(refused.body["message"].is_string());
    }
}

/// Applications from people with these first and family names, one each.
async fn applicants(service: &Service, names: &[(&str, &str)]) {
    for (n, (first, family)) in names.iter().enumerate() {
        let mut form = application(&format!("named{n}@example.org"));
        form["firstName"] = json!(first);
        form["familyName"] = json!(family);
        let sent = service.apply(form).await;
        assert_eq!(sent.status, StatusCode::OK, "{}", sent.body);
    }
}

/// The names a search finds, in the list's order (by name).
async fn found(service: &Service, reviewer: &staff::StaffBrowser, q: &str) -> Vec<String> {
    let path = format!("/staff/applications?sort=name&q={}", urlencoding(q));
    let page = reviewer.get(service, &path).await;
    assert_eq!(page.status, StatusCode::OK, "{q}: {}", page.body);
    page.body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["name"].as_str().unwrap().into())
        .collect()
}

fn urlencoding(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[tokio::test]
async fn the_search_finds_names_whatever_their_accents_and_case() {
    let service = Service::start_with(|config| config.rate_limits = Switch::Off).await;
    applicants(
        &service,
        &[
            ("Émilie", "Dupont"),
            ("Emil", "Ström"),
            ("ZOË", "Łukasiewicz"),
            ("María de los Ángeles", "Fernández-Villaverde"),
            ("Grace", "Hopper"),
        ],
    )
    .await;
    let reviewer = staff::staff(&service, "reviewer@example.org", Role::Reviewer).await;
    let maria = "María de los Ángeles Fernández-Villaverde";
    for (q, names) in [
        ("emilie", vec!["Émilie Dupont"]),
        ("ÉMILIE", vec!["Émilie Dupont"]),
        ("EMIL", vec!["Émilie Dupont", "Emil Ström"]),
        ("strom", vec!["Emil Ström"]),
        ("zoe lukasiewicz", vec!["ZOË Łukasiewicz"]),
        ("Lukasiewicz, Zoë", vec!["ZOË Łukasiewicz"]),
        ("villaverde", vec![maria]),
        ("angeles fernandez", vec![maria]),
        ("fernández-villaverde maría", vec![maria]),
        // Wildcards of LIKE are letters like any other: they find nothing.
        ("%", vec![]),
        ("_milie", vec![]),
        ("d%t", vec![]),
        ("milie", vec![]),
    ] {
        assert_eq!(found(&service, &reviewer, q).await, names, "q={q}");
    }
    // Sorted as read, accents aside: Dupont, Fernández, Hopper, Łukasiewicz, Ström.
    let everyone = found(&service, &reviewer, "").await;
    assert_eq!(
        everyone,
        ["Émilie Dupont", maria, "Grace Hopper", "ZOË Łukasiewicz", "Emil Ström"],
        "by name"
    );
}

#[tokio::test]
async fn names_stored_before_the_folded_search_are_found_after_the_upgrade() {
    let service = Service::start().await;
    applicants(&service, &[("Émilie", "Dupont"), ("Grace", "Hopper")]).await;
    let reviewer = staff::staff(&service, "reviewer@example.org", Role::Reviewer).await;
    // The table as migration 13 left it: the first name's key, no words, keys unfolded.
    for sql in [
        "DROP INDEX applications_by_words",
        "ALTER TABLE applications DROP COLUMN search_words",
        "ALTER TABLE applications ADD COLUMN first_name_key TEXT NOT NULL DEFAULT ''",
        "CREATE INDEX applications_by_first_name ON applications(first_name_key)",
        "UPDATE applications SET name_key = 'dupont émilie', first_name_key = 'émilie'
         WHERE applicant_name = 'Émilie Dupont'",
        "DELETE FROM _sqlx_migrations WHERE version IN (14, 15)",
    ] {
        run_sql(&service.database, sql).await;
    }
    // The new version starts on it: migrations 14 and 15, then the keys filled again.
    let database = service.database.clone();
    let upgraded = Service::start_with(|config| config.database = database).await;
    assert_eq!(found(&upgraded, &reviewer, "emilie").await, ["Émilie Dupont"]);
    assert_eq!(found(&upgraded, &reviewer, "").await, ["Émilie Dupont", "Grace Hopper"]);
}

async fn run_sql(database: &str, sql: &'static str) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(database).await.unwrap();
    sqlx::query(sql).execute(&pool).await.unwrap_or_else(|error| panic!("{sql}: {error}"));
    pool.close().await;
}

#[tokio::test]
async fn a_last_day_before_the_first_is_refused_not_answered_with_nothing() {
    let service = Service::start().await;
    service.apply(application("ada@example.org")).await;
    let reviewer = staff::staff(&service, "reviewer@example.org", Role::Reviewer).await;
    for path in [
        "/staff/applications?from=2026-01-02&to=2026-01-01",
        "/staff/applications/export?format=csv&from=2026-03-01&to=2026-02-28",
    ] {
        let refused = reviewer.get(&service, path).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{path}: {}", refused.body);
        assert_eq!(refused.body["code"], "invalid_fields", "{path}");
        assert_eq!(
            refused.body["errors"]["to"],
            "The last day must be the same as or after the first day.",
            "{path}"
        );
    }
    let one_day = reviewer.get(&service, "/staff/applications?from=2026-01-01&to=2026-01-01").await;
    assert_eq!((one_day.status, one_day.body["total"].as_i64()), (StatusCode::OK, Some(1)));
    let exports = "SELECT COUNT(*) FROM audit_log WHERE action = 'applications-exported'";
    assert_eq!(service.count(exports).await, 0, "a refused export is not recorded as one");
}

#[tokio::test]
async fn a_decision_in_the_workspace_is_mailed_shown_on_the_profile_and_audited() {
    let service = Service::start().await;
    let sent = service.apply(application("ada@example.org")).await;
    let reference = sent.body["reference"].as_str().unwrap().to_string();
    service.wait_for_mail("ada@example.org", 2).await;
    let reviewer = staff::staff(&service, "reviewer@example.org", Role::Reviewer).await;

    let opened = reviewer.get(&service, &format!("/staff/applications/{reference}")).await;
    assert_eq!(opened.status, StatusCode::OK, "{}", opened.body);
    assert_eq!(opened.body["answers"]["institution"], "Example University");
    assert_eq!(opened.body["history"][0]["action"], "submitted");
    let unknown = reviewer.get(&service, "/staff/applications/IAAII-2026-99999").await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);

    let path = format!("/staff/applications/{reference}/decision");
    let no_choice = reviewer.post(&service, &path, json!({ "note": "?" })).await;
    assert_eq!(no_choice.status, StatusCode::BAD_REQUEST);
    let long = reviewer
        .post(&service, &path, json!({ "decision": "accepted", "note": "x".repeat(2001) }))
        .await;
    assert_eq!(long.status, StatusCode::BAD_REQUEST);
    let decided = reviewer
        .post(
            &service,
            &path,
            json!({ "decision": "accepted", "note": "Welcome, =1+1 <b>aboard</b>" }),
        )
        .await;
    assert_eq!(decided.status, StatusCode::OK, "{}", decided.body);
    assert_eq!(decided.body["status"], "accepted");
    let history: Vec<&str> = decided.body["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["action"].as_str().unwrap())
        .collect();
    assert_eq!(history, ["submitted", "application-opened", "application-decided"]);
    let mail = service.wait_for_mail("ada@example.org", 3).await;
    assert!(mail.contains("has been accepted"), "{mail}");
    assert!(mail.contains("Welcome, =1+1 &lt;b&gt;aboard&lt;/b&gt;"), "{mail}");

    let twice = reviewer.post(&service, &path, json!({ "decision": "declined" })).await;
    assert_eq!(twice.status, StatusCode::BAD_REQUEST, "{}", twice.body);

    // Reopened by an admin alone, then decided anew.
    let reopen = format!("/staff/applications/{reference}/reopen");
    assert_eq!(reviewer.post(&service, &reopen, json!({})).await.status, StatusCode::FORBIDDEN);
    let admin = staff::staff(&service, "admin@example.org", Role::Admin).await;
    let reopened = admin.post(&service, &reopen, json!({})).await;
    assert_eq!(reopened.body["status"], "received", "{}", reopened.body);
    let declined = reviewer.post(&service, &path, json!({ "decision": "declined" })).await;
    assert_eq!(declined.body["status"], "declined");
    let mail = service.wait_for_mail("ada@example.org", 4).await;
    assert!(mail.contains("unable to accept"), "{mail}");

    // The applicant's profile shows the decision.
    service.sign_up("ada@example.org", PASSWORD).await;
    let member = staff::signed_in(&service, "ada@example.org").await;
    let mine =
        answer(member.get(format!("{}/users/me/applications", service.base)).send().await.unwrap())
            .await;
    assert_eq!(mine.body[0]["status"], "declined");

    let verified =
        forms_api::audit_commands::verify(&service.database, "2 years", None, service.clock.now())
            .await
            .unwrap();
    assert!(verified.starts_with("the audit log is intact"), "{verified}");
}

#[tokio::test]
async fn the_export_is_the_filtered_list_with_formulas_neutralised_and_is_audited() {
    let service = Service::start_with(|config| config.rate_limits = Switch::Off).await;
    let mut form = application("formula@example.org");
    form["institution"] = json!("=HYPERLINK(\"http://evil.example\")");
    form["country"] = json!("Kenya");
    service.apply(form).await;
    service.apply(application("plain@example.org")).await;
    let reviewer = staff::staff(&service, "reviewer@example.org", Role::Reviewer).await;
    let csv = reviewer.get(&service, "/staff/applications/export?format=csv&country=Kenya").await;
    assert_eq!(csv.status, StatusCode::OK, "{}", csv.body);
    assert_eq!(csv.body["count"], 1);
    let content = csv.body["content"].as_str().unwrap();
    assert!(content.contains("'=HYPERLINK"), "{content}");
    assert!(!content.contains("plain@example.org"));
    assert!(csv.body["filename"].as_str().unwrap().ends_with(".csv"));
    let json_export = reviewer.get(&service, "/staff/applications/export?format=json").await;
    let rows: Value = serde_json::from_str(json_export.body["content"].as_str().unwrap()).unwrap();
    assert_eq!(rows.as_array().unwrap().len(), 2);
    assert_eq!(
        service
            .count("SELECT COUNT(*) FROM audit_log WHERE action = 'applications-exported'")
            .await,
        2
    );
}

#[tokio::test]
async fn a_draft_follows_the_member_newest_wins_and_goes_when_sent() {
    let service = Service::start().await;
    let phone = staff::member(&service, "ada@example.org").await;
    let laptop = staff::signed_in(&service, "ada@example.org").await;
    let save = |client: reqwest::Client, step: i64, at: i64, name: &str| {
        let url = format!("{}/users/me/draft", service.base);
        let body = json!({ "answers": { "firstName": name }, "step": step, "savedAt": at });
        async move { answer(client.post(url).json(&body).send().await.unwrap()).await }
    };
    let read = |client: reqwest::Client| {
        let url = format!("{}/users/me/draft", service.base);
        async move { answer(client.get(url).send().await.unwrap()).await }
    };
    assert_eq!(read(laptop.clone()).await.body["draft"], Value::Null);
    assert_eq!(save(phone.clone(), 2, 2_000, "Ada").await.body["kept"], true);
    let on_laptop = read(laptop.clone()).await.body;
    assert_eq!(
        (on_laptop["draft"]["step"].as_i64(), on_laptop["draft"]["answers"]["firstName"].as_str()),
        (Some(2), Some("Ada"))
    );
    // An older save arriving late does not overwrite the newer one.
    assert_eq!(save(laptop.clone(), 1, 1_000, "Old").await.body["kept"], false);
    assert_eq!(read(phone.clone()).await.body["draft"]["answers"]["firstName"], "Ada");
    let refused = answer(
        phone
            .post(format!("{}/users/me/draft", service.base))
            .json(&json!({ "answers": [], "step": 9, "savedAt": 1 }))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    let stranger = reqwest::Client::new();
    assert_eq!(read(stranger).await.status, StatusCode::UNAUTHORIZED);

    // Sent by the signed-in member, to another address (held until that address confirms it):
    // the draft is gone all the same.
    save(phone.clone(), 3, 3_000, "Ada").await;
    let elsewhere =
        service.post_with(&phone, "/users/submit-form", application("work@example.org")).await;
    assert_eq!(elsewhere.body["awaitingConfirmation"], true, "{}", elsewhere.body);
    assert_eq!(read(laptop.clone()).await.body["draft"], Value::Null);
    // Sent with the member's own address: gone too.
    save(phone.clone(), 3, 4_000, "Ada").await;
    let sent =
        service.post_with(&laptop, "/users/submit-form", application("ada@example.org")).await;
    assert_eq!(sent.status, StatusCode::OK, "{}", sent.body);
    assert_eq!(read(phone).await.body["draft"], Value::Null);
    let _ = service.clock.now();
}
