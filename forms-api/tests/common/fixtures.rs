//! A complete, valid membership application, shared by the tests and the load test
//! (examples/load_test.rs).

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
