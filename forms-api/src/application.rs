//! A membership application as stored and exported: every field of the wizard's form, validated
//! and trimmed (`api::application_rules` makes one from the form).

use poem_openapi::Object;
use serde::{Deserialize, Serialize};

/// A stored application: every field validated and trimmed.
#[derive(Debug, Clone, Default, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct Application {
    pub first_name: String,
    pub family_name: String,
    pub gender: String,
    pub email: String,
    pub country: String,
    pub mobile: String,
    pub job_title: String,
    pub job_classification: String,
    pub highest_qualification: String,
    pub department: String,
    pub institution: String,
    pub years_in_academia: Option<f64>,
    pub research_interests: String,
    pub subject_classification: String,
    pub areas_of_specialization: String,
    pub contact_person_institution: String,
    pub contact_person_name: String,
    pub areas_for_collaboration: String,
    pub confidentiality_consent: bool,
    pub membership_type: String,
    /// The language it was sent in (`en`, `fr` or `es`; empty in those sent before): the
    /// applicant's mail is written in it.
    #[serde(default)]
    pub language: String,
}

impl Application {
    pub fn language(&self) -> crate::language::Language {
        crate::language::Language::of(&self.language)
    }
}

/// What the staff filter, sort and search applications by, kept in columns beside the answers.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ApplicationKeys {
    pub membership_type: String,
    pub country: String,
    /// "First Family", as the list shows it.
    pub applicant_name: String,
    /// "family first" in lower case: sorting by name, and searching by the family name.
    pub name_key: String,
    /// The first name in lower case: searching by it.
    pub first_name_key: String,
}

impl ApplicationKeys {
    pub fn of(application: &Application) -> ApplicationKeys {
        ApplicationKeys {
            membership_type: application.membership_type.clone(),
            country: application.country.clone(),
            applicant_name: format!("{} {}", application.first_name, application.family_name)
                .trim()
                .to_string(),
            name_key: search_key(&format!(
                "{} {}",
                application.family_name, application.first_name
            )),
            first_name_key: search_key(&application.first_name),
        }
    }

    /// The keys of a stored payload (empty ones for a payload that cannot be read).
    pub fn of_payload(payload: &str) -> ApplicationKeys {
        serde_json::from_str::<Application>(payload)
            .map(|application| ApplicationKeys::of(&application))
            .unwrap_or_default()
    }
}

/// Text as names are searched: lower case, spaces collapsed. The staff's search box goes through
/// the same function, so "ZOË" finds Zoë.
pub fn search_key(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}
