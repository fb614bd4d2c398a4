//! Membership applications: validated step by step with the wizard's messages, stored before
//! the answer, then announced to the staff and confirmed to the applicant by e-mail. An
//! application reaches the staff at once when a signed-in member sends it with their own
//! (confirmed) address; any other waits for the link mailed to its address (`application_opt_in`).

use std::sync::Arc;

use poem::Request;
use poem_openapi::payload::Json;

use poem_openapi::{Object, OpenApi};

use super::application_opt_in::{self, ConfirmApplicationRequest};
use super::application_rules::{ApplicationRequest, validate};
use super::reply::{Failure, Reply};
use super::session::{self, Session};

use super::{Tags, limit_client};
use crate::application::Application;
use crate::clock::rfc3339;
use crate::db::StoredApplication;
use crate::db::group_commit::{Announcement, NewApplication};
use crate::error::Error;
use crate::language::Language;
use crate::mail::Outgoing;
use crate::messages::membership_type;
use crate::rate_limit::{
    APPLICATION_CONFIRMATIONS_PER_CLIENT, APPLICATIONS_PER_CLIENT, STAFF_NOTICES,
};
use crate::state::State;
use crate::status::ApplicationStatus;

use serde_json::json;

use crate::secrets;

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct SubmitResponse {
    pub message: String,
    /// True when the application waits for its address to be confirmed through the link mailed
    /// to it; it then has no reference yet.
    pub awaiting_confirmation: bool,
    /// The application's internal id, once it has reached the association.
    #[oai(skip_serializing_if_is_none)]
    pub id: Option<String>,
    /// The reference the applicant and the staff use, such as `IAAII-2026-00042`, once the
    /// application has reached the association.
    #[oai(skip_serializing_if_is_none)]
    pub reference: Option<String>,
}

const RECEIVED: &str =
    "Thank you for your application. We will review your information and get back to you soon.";

/// One of the signed-in member's applications, as their profile lists it.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct MyApplication {
    pub reference: String,
    /// RFC 3339, UTC.
    pub submitted_at: String,
    pub membership_type: String,
    /// received, accepted or declined.
    pub status: ApplicationStatus,
    #[oai(skip_serializing_if_is_none)]
    pub decided_at: Option<String>,
    /// The staff's note with the decision, if any.
    #[oai(skip_serializing_if_is_none)]
    pub decision_note: Option<String>,
}

pub struct ApplicationsApi {
    pub state: Arc<State>,
}

#[OpenApi(prefix_path = "/users", tag = "Tags::Applications")]
impl ApplicationsApi {
    /// Submit a membership application.
    #[oai(path = "/submit-form", method = "post", operation_id = "submitForm")]
    async fn submit_form(
        &self,
        request: &Request,
        body: Json<ApplicationRequest>,
    ) -> Reply<SubmitResponse> {
        Reply::from_result(self.submit(request, body.0).await)
    }

    /// Send on an application kept until its address was confirmed, with the token from the
    /// link mailed to that address; it then reaches the staff and is acknowledged.
    #[oai(path = "/confirm-application", method = "post", operation_id = "confirmApplication")]
    async fn confirm_application(
        &self,
        request: &Request,
        body: Json<ConfirmApplicationRequest>,
    ) -> Reply<SubmitResponse> {
        Reply::from_result(self.confirm(request, body.0).await)
    }

    /// The signed-in member's applications, newest first: those sent with the account's
    /// (confirmed) address, before or after the account was created.
    #[oai(path = "/me/applications", method = "get", operation_id = "myApplications")]
    async fn my_applications(&self, session: Session) -> Reply<Vec<MyApplication>> {
        let user = session.member();
        let result = async {
            let stored = self.state.db.applications_of(&user.email).await?;
            Ok(stored.into_iter().map(MyApplication::from).collect())
        };
        Reply::from_result(result.await)
    }
}

impl From<StoredApplication> for MyApplication {
    fn from(stored: StoredApplication) -> Self {
        MyApplication {
            reference: stored.reference,
            submitted_at: rfc3339(stored.submitted_at),
            membership_type: stored.answers.membership_type,
            status: stored.status,
            decided_at: stored.decided_at.map(rfc3339),
            decision_note: stored.decision_note,
        }
    }
}

impl ApplicationsApi {
    async fn submit(
        &self,
        request: &Request,
        form: ApplicationRequest,
    ) -> Result<SubmitResponse, Failure> {
        let state = &self.state;
        let now = state.clock.now();
        limit_client(state, &APPLICATIONS_PER_CLIENT, request, now).await?;
        let mut application = validate(&form).map_err(Failure::Invalid)?;
        application.language = super::request_language(request).code().to_string();
        let member = session::signed_in(request).await;
        let own_address = member
            .as_ref()
            .is_some_and(|member| member.email.eq_ignore_ascii_case(&application.email));
        if !own_address {
            application_opt_in::hold(state, &application, now).await?;
            forget_draft(state, member.as_ref()).await;
            let message = format!(
                "Almost done: we have sent a message to {}. Open the link in it within 48 hours to send us your application.",
                application.email
            );
            return Ok(SubmitResponse {
                message,
                awaiting_confirmation: true,
                id: None,
                reference: None,
            });
        }
        let sent = self
            .send_on(application, None, now)
            .await?
            .ok_or_else(|| Failure::Internal("an application was not stored".into()))?;
        forget_draft(state, member.as_ref()).await;
        Ok(sent)
    }

    async fn confirm(
        &self,
        request: &Request,
        form: ConfirmApplicationRequest,
    ) -> Result<SubmitResponse, Failure> {
        let state = &self.state;
        let now = state.clock.now();
        limit_client(state, &APPLICATION_CONFIRMATIONS_PER_CLIENT, request, now).await?;
        let token = form.token.as_ref().map(|token| token.0.as_str());
        let (application, token_hash) = application_opt_in::confirmed(state, token, now).await?;
        // None: another click confirmed it in the meantime.
        self.send_on(application, Some(token_hash), now)
            .await?
            .ok_or_else(|| Failure::Refused(application_opt_in::LINK_GONE.into()))
    }

    /// Store the application for the staff (with the pending one it confirms, if any) and queue
    /// the notice and the acknowledgement; None when that pending application was gone.
    async fn send_on(
        &self,
        application: Application,
        confirms: Option<String>,
        now: i64,
    ) -> Result<Option<SubmitResponse>, Failure> {
        let state = &self.state;
        let notify_staff = state.limiter.take(&state.db, &STAFF_NOTICES, "all", now).await?.is_ok();
        let id = secrets::random_id();
        let email = application.email.clone();
        let answers = application.clone();
        let announcing = Arc::clone(&self.state);
        let announce: Announcement =
            Arc::new(move |reference| announce(&announcing, reference, &application, notify_staff));
        let reference = state
            .db
            .insert_application(NewApplication {
                id: id.clone(),
                submitted_at: now,
                email,
                answers,
                announce,
                confirms,
                staff_notified: notify_staff,
            })
            .await?;
        Ok(reference.map(|reference| SubmitResponse {
            message: RECEIVED.into(),
            awaiting_confirmation: false,
            id: Some(id),
            reference: Some(reference),
        }))
    }
}

/// A member has sent their application: the draft has done its work (a failure here leaves it
/// for "Start again", and the wizard deletes it too).
async fn forget_draft(state: &State, member: Option<&session::User>) {
    if let Some(member) = member
        && let Err(error) = state.db.delete_draft(&member.id).await
    {
        tracing::warn!(%error, "the draft of a sent application was not deleted");
    }
}

/// The mail to the staff, with every answer of the form, and the applicant's acknowledgement.
fn announce(
    state: &State,
    reference: &str,
    application: &Application,
    notify_staff: bool,
) -> Result<Vec<Outgoing>, Error> {
    let name = format!("{} {}", application.first_name, application.family_name);
    let mut rows = vec![json!({ "label": "Reference", "value": reference })];
    rows.extend(
        application
            .answers()
            .into_iter()
            .map(|(label, value)| json!({ "label": label, "value": value })),
    );
    let staff = state.mailer.compose(
        &state.staff_email,
        "application_staff",
        &json!({ "name": name, "rows": rows }),
    )?;
    let applicant = state.mailer.compose_in(
        application.language(),
        &application.email,
        "application_received",
        &json!({ "first_name": application.first_name, "reference": reference }),
    )?;
    // Past the hourly bound, the digest (`staff_digest`) tells the staff instead.
    Ok(if notify_staff { vec![staff, applicant] } else { vec![applicant] })
}

impl Application {
    /// Every answer, labelled as on the form, in the form's order; empty optional ones as "—".
    pub fn answers(&self) -> Vec<(&'static str, String)> {
        let optional = |text: &str| {
            if text.trim().is_empty() { "—".to_string() } else { text.to_string() }
        };
        let years =
            self.years_in_academia.map_or_else(|| "—".to_string(), |years| years.to_string());
        let consent = if self.confidentiality_consent { "Yes" } else { "No" };
        vec![
            ("First name", self.first_name.clone()),
            ("Family name", self.family_name.clone()),
            ("Gender", self.gender.clone()),
            ("Email address", self.email.clone()),
            ("Country", self.country.clone()),
            ("Mobile number", self.mobile.clone()),
            ("Job title", self.job_title.clone()),
            ("Job classification", self.job_classification.clone()),
            ("Highest qualification", self.highest_qualification.clone()),
            ("Department", self.department.clone()),
            ("Institution", self.institution.clone()),
            ("Years in academia", years),
            ("Research interests", self.research_interests.clone()),
            ("Subject classification", optional(&self.subject_classification)),
            ("Areas of specialization", optional(&self.areas_of_specialization)),
            ("Contact person's institution", self.contact_person_institution.clone()),
            ("Contact person's name", self.contact_person_name.clone()),
            ("Areas for collaboration", self.areas_for_collaboration.clone()),
            ("Confidentiality consent", consent.to_string()),
            ("Membership type", membership_type(Language::En, &self.membership_type)),
        ]
    }
}
