//! A complete, valid membership application and the tables of per-visitor state, shared by the
//! tests and the load test (examples/load_test.rs).

use serde_json::{Value, json};

pub fn application(email: &str) -> Value {
    json!({
        "firstName": "Grace", "familyName": "Hopper", "gender": "Female", "email": email,
        "country": "United States of America", "mobile": "+1 555 010 0199", "jobTitle": "Professor",
        "jobClassification": "Academic", "highestQualification": "PhD", "department": "Computer Science",
        "institution": "Example University", "yearsInAcademia": 12, "researchInterests": "Compilers, programming languages",
        "subjectClassification": "", "areasOfSpecialization": "Language design",
        "contactPersonInstitution": "Example University", "contactPersonName": "Alan Turing",
        "areasForCollaboration": "Teaching, research", "confidentialityConsent": true, "membershipType": "regular"
    })
}

/// The tables whose rows expire (housekeeping deletes them), each with the query counting it.
pub const EXPIRING_TABLES: [(&str, &str); 7] = [
    ("sessions", "SELECT COUNT(*) FROM sessions"),
    ("reset_codes", "SELECT COUNT(*) FROM reset_codes"),
    ("reset_tokens", "SELECT COUNT(*) FROM reset_tokens"),
    ("email_confirmations", "SELECT COUNT(*) FROM email_confirmations"),
    ("known_clients", "SELECT COUNT(*) FROM known_clients"),
    ("rate_limits", "SELECT COUNT(*) FROM rate_limits"),
    ("users", "SELECT COUNT(*) FROM users"),
];
