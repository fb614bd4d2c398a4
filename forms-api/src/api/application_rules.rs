//! The rules of a membership application (spec sections 3 and 5), one function per step of the
//! wizard, with the spec's messages: the service checks again what the browser checked.

use contract::limits::MAX_YEARS_IN_ACADEMIA;
use contract::{GENDERS, MEMBERSHIP_TYPES, countries};

use poem_openapi::Object;
use poem_openapi::types::Example;

use super::text::Text;
use crate::application::Application;
use crate::rules::{Checker, TextSize};

/// The application as the wizard sends it (spec section 3). List-like fields are comma separated.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase", nullable_all, example)]
pub struct ApplicationRequest {
    pub first_name: Option<Text>,
    pub family_name: Option<Text>,
    /// Male, Female or Prefer not to say.
    pub gender: Option<Text>,
    pub email: Option<Text>,
    /// A country name as listed by the form (ISO 3166 short name of a UN member state).
    pub country: Option<Text>,
    pub mobile: Option<Text>,
    pub job_title: Option<Text>,
    pub job_classification: Option<Text>,
    pub highest_qualification: Option<Text>,
    pub department: Option<Text>,
    pub institution: Option<Text>,
    /// Optional; a number of 0 or more.
    pub years_in_academia: Option<f64>,
    pub research_interests: Option<Text>,
    pub subject_classification: Option<Text>,
    pub areas_of_specialization: Option<Text>,
    pub contact_person_institution: Option<Text>,
    pub contact_person_name: Option<Text>,
    pub areas_for_collaboration: Option<Text>,
    pub confidentiality_consent: Option<bool>,
    /// regular, student, institutional, corporate or emeritus.
    pub membership_type: Option<Text>,
}

impl Example for ApplicationRequest {
    fn example() -> Self {
        ApplicationRequest {
            first_name: Some(Text("Ada".into())),
            family_name: Some(Text("Lovelace".into())),
            gender: Some(Text("Female".into())),
            email: Some(Text("ada@example.org".into())),
            country: Some(Text("France".into())),
            mobile: Some(Text("+33 1 23 45 67 89".into())),
            job_title: Some(Text("Research fellow".into())),
            job_classification: Some(Text("Academic staff".into())),
            highest_qualification: Some(Text("PhD".into())),
            department: Some(Text("Mathematics".into())),
            institution: Some(Text("University of London".into())),
            years_in_academia: Some(12.0),
            research_interests: Some(Text("Analytical engines, symbolic computation".into())),
            subject_classification: Some(Text("68T01".into())),
            areas_of_specialization: Some(Text("Machine reasoning".into())),
            contact_person_institution: Some(Text("Royal Society".into())),
            contact_person_name: Some(Text("Charles Babbage".into())),
            areas_for_collaboration: Some(Text("Teaching, joint research".into())),
            confidentiality_consent: Some(true),
            membership_type: Some(Text("regular".into())),
        }
    }
}

/// Every step's rules (spec section 5), all at once: the service sees the whole form.
pub fn validate(form: &ApplicationRequest) -> Result<Application, crate::rules::FieldErrors> {
    let mut c = Checker::default();
    let mut application = Application::default();
    check_personal(&mut c, form, &mut application);
    check_professional(&mut c, form, &mut application);
    check_research_and_collaboration(&mut c, form, &mut application);
    c.finish()?;
    Ok(application)
}

/// The wizard's first step: who the applicant is and how to reach them.
fn check_personal(c: &mut Checker, form: &ApplicationRequest, a: &mut Application) {
    use TextSize::Short;
    a.first_name = c
        .text("firstName", form.first_name.as_deref(), "First name is required", Short)
        .to_string();
    a.family_name = c
        .text("familyName", form.family_name.as_deref(), "Family name is required", Short)
        .to_string();
    a.gender =
        c.choice("gender", form.gender.as_deref(), &GENDERS, "Gender is required").to_string();
    a.email = c.email("email", form.email.as_deref());
    a.country =
        c.text("country", form.country.as_deref(), "Country is required", Short).to_string();
    if !a.country.is_empty() && !countries::is_choice(&a.country) {
        c.errors
            .entry("country".into())
            .or_insert_with(|| "Please choose a country from the list".into());
    }
    a.mobile =
        c.text("mobile", form.mobile.as_deref(), "Mobile number is required", Short).to_string();
    if !a.mobile.is_empty() && !is_phone_number(&a.mobile) {
        c.errors
            .entry("mobile".into())
            .or_insert_with(|| "Please enter a valid mobile number".into());
    }
}

/// The second step: position, qualification and institution.
fn check_professional(c: &mut Checker, form: &ApplicationRequest, a: &mut Application) {
    use TextSize::Short;
    a.job_title =
        c.text("jobTitle", form.job_title.as_deref(), "Job title is required", Short).to_string();
    a.job_classification = c
        .text(
            "jobClassification",
            form.job_classification.as_deref(),
            "Job classification is required",
            Short,
        )
        .to_string();
    a.highest_qualification = c
        .text(
            "highestQualification",
            form.highest_qualification.as_deref(),
            "Highest qualification is required",
            Short,
        )
        .to_string();
    a.department = c
        .text("department", form.department.as_deref(), "Department is required", Short)
        .to_string();
    a.institution = c
        .text("institution", form.institution.as_deref(), "Institution is required", Short)
        .to_string();
    if form.years_in_academia.is_some_and(|years| !(0.0..=MAX_YEARS_IN_ACADEMIA).contains(&years)) {
        c.errors.insert(
            "yearsInAcademia".into(),
            "Years in academia must be a number from 0 to 100".into(),
        );
    }
    a.years_in_academia = form.years_in_academia;
}

/// The last steps: research, collaboration, membership type and consent.
fn check_research_and_collaboration(
    c: &mut Checker,
    form: &ApplicationRequest,
    a: &mut Application,
) {
    use TextSize::{Long, Short};
    a.research_interests = c
        .text(
            "researchInterests",
            form.research_interests.as_deref(),
            "Research interests are required",
            Long,
        )
        .to_string();
    a.subject_classification = c
        .optional_text("subjectClassification", form.subject_classification.as_deref(), Long)
        .to_string();
    a.areas_of_specialization = c
        .optional_text("areasOfSpecialization", form.areas_of_specialization.as_deref(), Long)
        .to_string();
    a.contact_person_name = c
        .text(
            "contactPersonName",
            form.contact_person_name.as_deref(),
            "Contact person name is required",
            Short,
        )
        .to_string();
    a.contact_person_institution = c
        .text(
            "contactPersonInstitution",
            form.contact_person_institution.as_deref(),
            "Contact person institution is required",
            Short,
        )
        .to_string();
    a.areas_for_collaboration = c
        .text(
            "areasForCollaboration",
            form.areas_for_collaboration.as_deref(),
            "Areas for collaboration are required",
            Long,
        )
        .to_string();
    a.membership_type = c
        .choice(
            "membershipType",
            form.membership_type.as_deref(),
            &MEMBERSHIP_TYPES,
            "Please select a membership type",
        )
        .to_string();
    c.ticked(
        "confidentialityConsent",
        form.confidentiality_consent,
        "You must agree to the confidentiality consent",
    );
    a.confidentiality_consent = true;
}

/// Digits with the usual separators, 6 to 20 digits in all.
fn is_phone_number(value: &str) -> bool {
    let digits = value.chars().filter(char::is_ascii_digit).count();
    (6..=20).contains(&digits) && value.chars().all(|c| c.is_ascii_digit() || " +-().".contains(c))
}
