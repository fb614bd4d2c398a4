//! Membership applications: every step's rule with the wizard's messages, durable storage before
//! the answer, mail to the staff and the applicant, and the staff's export.

use crate::common;

use common::Service;
use reqwest::StatusCode;
use serde_json::{Value, json};

/// The shared valid application, from Grace Hopper.
fn application() -> Value {
    common::fixtures::application("grace@example.org")
}

#[tokio::test]
async fn an_application_is_stored_answered_and_announced() {
    let service = Service::start().await;
    let answer = service.apply(application()).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(
        answer.body["message"],
        "Thank you for your application. We will review your information and get back to you soon."
    );
    let reference = answer.body["reference"].as_str().unwrap().to_string();
    assert_eq!(reference, "IAAII-2026-00001");
    let staff = service.wait_for_mail("staff@example.org", 1).await;
    assert!(staff.contains("Grace Hopper") && staff.contains(&reference), "{staff}");
    // The first mail to the applicant carried the link; the second acknowledges the application.
    let applicant = service.wait_for_mail("grace@example.org", 2).await;
    assert!(applicant.contains("Thank you for your application"), "{applicant}");
}

/// Each rule of the four steps (spec section 5), with its exact message.
#[tokio::test]
async fn every_step_rule_has_the_spec_message() {
    let service = Service::start().await;
    let cases: [(&str, Value, &str); 19] = [
        ("firstName", json!(""), "First name is required"),
        ("familyName", json!(" "), "Family name is required"),
        ("gender", json!(""), "Gender is required"),
        ("email", json!(""), "Email is required"),
        ("email", json!("grace@"), "Email is invalid"),
        ("country", json!(""), "Country is required"),
        ("mobile", json!(""), "Mobile number is required"),
        ("jobTitle", json!(""), "Job title is required"),
        ("jobClassification", json!(""), "Job classification is required"),
        ("highestQualification", json!(""), "Highest qualification is required"),
        ("department", json!(""), "Department is required"),
        ("institution", json!(""), "Institution is required"),
        ("researchInterests", json!(""), "Research interests are required"),
        ("contactPersonName", json!(""), "Contact person name is required"),
        ("contactPersonInstitution", json!(""), "Contact person institution is required"),
        ("areasForCollaboration", json!(""), "Areas for collaboration are required"),
        ("membershipType", json!(""), "Please select a membership type"),
        ("confidentialityConsent", json!(false), "You must agree to the confidentiality consent"),
        ("yearsInAcademia", json!(-1), "Years in academia must be a number from 0 to 100"),
    ];
    for (field, value, message) in cases {
        let mut form = application();
        form[field] = value.clone();
        let answer = service.apply(form).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{field}={value}");
        assert_eq!(answer.body["errors"][field], message, "{field}={value}: {}", answer.body);
    }
}

#[tokio::test]
async fn optional_fields_may_be_left_out() {
    let service = Service::start().await;
    let mut form = application();
    for field in ["yearsInAcademia", "subjectClassification", "areasOfSpecialization"] {
        form.as_object_mut().unwrap().remove(field);
    }
    assert_eq!(service.apply(form).await.status, StatusCode::OK);
}

#[tokio::test]
async fn choices_are_limited_to_their_listed_values() {
    let service = Service::start().await;
    for (field, value) in
        [("gender", "Other"), ("country", "Atlantis"), ("membershipType", "platinum")]
    {
        let mut form = application();
        form[field] = json!(value);
        let answer = service.apply(form).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{field}={value}");
        assert!(answer.body["errors"][field].is_string(), "{field}: {}", answer.body);
    }
    for kind in ["regular", "student", "institutional", "corporate", "emeritus"] {
        let mut form = application();
        form["membershipType"] = json!(kind);
        assert_eq!(service.apply(form).await.status, StatusCode::OK, "{kind}");
    }
}

#[tokio::test]
async fn a_wrong_type_is_a_clear_400() {
    let service = Service::start().await;
    let mut form = application();
    form["yearsInAcademia"] = json!("twelve");
    let answer = service.apply(form).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(
        answer.body["message"].as_str().unwrap().starts_with("The request body could not be read"),
        "{}",
        answer.body
    );
}

#[tokio::test]
async fn html_from_an_applicant_is_escaped_in_the_mail() {
    let service = Service::start().await;
    let mut form = application();
    form["firstName"] = json!("<script>alert(1)</script>");
    assert_eq!(service.apply(form).await.status, StatusCode::OK);
    let staff = service.wait_for_mail("staff@example.org", 1).await;
    let html = &staff[staff.find("text/html").unwrap()..];
    assert!(!html.contains("<script>"), "{html}");
    assert!(html.contains("&lt;script&gt;"), "{html}");
}

#[tokio::test]
async fn the_staff_export_lists_every_application() {
    let service = Service::start().await;
    let first = service.apply(application()).await.body["id"].as_str().unwrap().to_string();
    let mut other = application();
    other["email"] = json!("alan@example.org");
    other["firstName"] = json!("Alan, \"the\" mathematician");
    let second = service.apply(other).await.body["id"].as_str().unwrap().to_string();

    let csv = export(&service, "csv");
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(rows.len(), 2);
    assert!(rows.iter().any(|row| &row[0] == first.as_str()));
    assert!(
        rows.iter()
            .any(|row| &row[0] == second.as_str() && &row[2] == "Alan, \"the\" mathematician")
    );
    assert_eq!(&reader.headers().unwrap()[1], "submittedAt");
    assert_eq!(&rows[0][1], "2026-01-01T00:00:00Z");

    let json: Vec<Value> = serde_json::from_str(&export(&service, "json")).unwrap();
    assert_eq!(json.len(), 2);
    assert_eq!(json[0]["membershipType"], "regular");
}

/// Text that a spreadsheet would run as a formula arrives in the CSV export with a leading `'`
/// (OWASP's CSV injection guidance); the JSON export keeps it as sent.
#[tokio::test]
async fn the_csv_export_neutralises_formulas_in_every_cell() {
    let service = Service::start().await;
    let formulas = [
        ("firstName", "=HYPERLINK(\"https://evil.example\",\"Click\")"),
        ("familyName", "+SUM(1+1)"),
        ("jobTitle", "-2+3"),
        ("department", "@SUM(1)"),
        ("institution", "=1+1"),
        ("researchInterests", "=cmd|' /C calc'!A0"),
        // A formula that starts as a phone number does.
        ("subjectClassification", "+1+cmd|' /C calc'!A0"),
        // What a spreadsheet may read as `=`: a fullwidth equals sign (NFKC), and one behind a
        // zero width joiner (which text areas keep for the scripts that need it).
        ("areasForCollaboration", "\u{FF1D}1+1"),
        ("areasOfSpecialization", "\u{200D}=1+1"),
    ];
    let mut body = application();
    for (field, value) in formulas {
        body[field] = json!(value);
    }
    let answer = service.apply(body).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);

    let csv = export(&service, "csv");
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let headers = reader.headers().unwrap().clone();
    let row = reader.records().next().unwrap().unwrap();
    for (column, cell) in headers.iter().zip(row.iter()).filter(|(column, _)| *column != "mobile") {
        assert!(
            !cell.starts_with(['=', '+', '-', '@', '\t', '\r']),
            "{column} would run as a formula: {cell:?}"
        );
    }
    for (field, value) in formulas {
        let column = headers.iter().position(|h| h == field).unwrap();
        let expected = format!("'{}", value.trim());
        assert_eq!(row[column], expected, "{field}");
    }
    let json: Vec<Value> = serde_json::from_str(&export(&service, "json")).unwrap();
    assert_eq!(json[0]["familyName"], "+SUM(1+1)");
}

#[tokio::test]
async fn the_csv_export_keeps_an_international_phone_number_as_written() {
    let service = Service::start().await;
    let mut body = application();
    body["mobile"] = json!("+44 20 7946 0958");
    let answer = service.apply(body).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let csv = export(&service, "csv");
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let mobile = reader.headers().unwrap().iter().position(|h| h == "mobile").unwrap();
    let row = reader.records().next().unwrap().unwrap();
    assert_eq!(&row[mobile], "+44 20 7946 0958", "not '+44...: a number is data, not a formula");
}

#[tokio::test]
async fn applications_sent_at_once_are_each_stored_once_before_the_answer() {
    let service = Service::start().await;
    // Within one client's limit of 30 an hour.
    let sends = (0..25).map(|n| {
        let mut body = application();
        body["email"] = json!(format!("applicant{n}@example.org"));
        let service = &service;
        async move { service.apply(body).await }
    });
    let answers = futures_util::future::join_all(sends).await;
    let mut acknowledged: Vec<String> = answers
        .iter()
        .map(|answer| {
            assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
            answer.body["id"].as_str().unwrap().to_string()
        })
        .collect();
    let exported: Value = serde_json::from_str(&export(&service, "json")).unwrap();
    let mut stored: Vec<String> = exported
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["id"].as_str().unwrap().to_string())
        .collect();
    acknowledged.sort();
    stored.sort();
    assert_eq!(acknowledged, stored);
}

fn export(service: &Service, format: &str) -> String {
    common::export::text(&service.database, format, &[])
}
