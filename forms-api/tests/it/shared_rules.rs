//! The service's rules against the table of cases the site's forms are tested with too
//! (validation-cases.json), so the browser and the service agree on every boundary.

use forms_api::rules::{Checker, is_common_password, strength_score};
use serde_json::Value;

fn cases(kind: &str) -> Vec<Value> {
    let text = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/validation-cases.json"));
    let table: Value = serde_json::from_str(text).expect("the table is JSON");
    table[kind].as_array().unwrap_or_else(|| panic!("the table has {kind} cases")).clone()
}

fn expected(case: &Value) -> Option<&str> {
    case["error"].as_str()
}

#[test]
fn strength_scores_agree() {
    for case in cases("strength") {
        let password = case["password"].as_str().unwrap();
        assert_eq!(
            u64::from(strength_score(password)),
            case["score"].as_u64().unwrap(),
            "{password:?}"
        );
    }
}

#[test]
fn email_messages_agree() {
    for case in cases("email") {
        let mut check = Checker::default();
        check.email("email", case["value"].as_str());
        assert_eq!(
            check.errors.get("email").map(String::as_str),
            expected(&case),
            "{:?}",
            case["value"]
        );
    }
}

#[test]
fn new_password_messages_agree() {
    for case in cases("newPassword") {
        let mut check = Checker::default();
        check.new_password("password", case["value"].as_str());
        assert_eq!(
            check.errors.get("password").map(String::as_str),
            expected(&case),
            "{:?}",
            case["value"]
        );
    }
}

#[test]
fn common_passwords_agree() {
    for case in cases("commonPassword") {
        let password = case["password"].as_str().unwrap();
        let common = case["common"].as_bool().unwrap();
        assert_eq!(is_common_password(password), common, "{password:?}");
    }
}

#[test]
fn confirmation_messages_agree() {
    for case in cases("confirmation") {
        let mut check = Checker::default();
        check.confirmation(
            "confirmPassword",
            case["password"].as_str().unwrap(),
            case["confirmation"].as_str(),
        );
        assert_eq!(
            check.errors.get("confirmPassword").map(String::as_str),
            expected(&case),
            "{case}"
        );
    }
}

// The table's `otp` cases are what a visitor types into the six boxes: the browser's concern, since
// the service receives the code as a number (its own checks are in recovery.rs).

/// Every application case: the value put into an otherwise valid application (the document's
/// example) gets the table's message on its field, or none.
#[test]
fn application_messages_agree() {
    use forms_api::api::application_rules::{ApplicationRequest, validate};
    use poem_openapi::types::{Example, ParseFromJSON, ToJSON};
    let cases = cases("application");
    assert!(cases.len() > 50, "{} cases", cases.len());
    for case in cases {
        let field = case["field"].as_str().unwrap();
        let mut form = ApplicationRequest::example().to_json().unwrap();
        form[field] = case["value"].clone();
        let parsed = ApplicationRequest::parse_from_json(Some(form)).unwrap();
        let errors = validate(&parsed).err().unwrap_or_default();
        assert_eq!(
            errors.get(field).map(String::as_str),
            expected(&case),
            "{field}: {:?}",
            case["value"]
        );
    }
}
