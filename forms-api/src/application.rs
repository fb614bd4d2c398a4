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
}
