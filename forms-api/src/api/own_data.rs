//! A member's own data: "Download my data" (the account, its role and draft, and the
//! applications sent with its address, as JSON) and "Delete my account" (with the current password). Each is confirmed by
//! mail, so a member learns of it even when someone else did it with their session.

use std::sync::Arc;

use poem::Request;
use poem::web::cookie::CookieJar;
use poem_openapi::payload::Json;
use poem_openapi::types::Example;
use poem_openapi::{Object, OpenApi};
use serde_json::json;

use super::cookies::{expired, hint_cookie, session_cookie};
use super::password_guard;
use super::reply::{Failure, Message, Reply};
use super::session::Session;
use super::text::Text;
use super::users::EXAMPLE_PASSWORD;
use super::{Tags, limit_client};
use crate::clock::rfc3339;
use crate::db::StoredApplication;
use crate::rate_limit::{DATA_COPIES_PER_ACCOUNT, RESETS_PER_CLIENT};
use crate::rules::FieldErrors;
use crate::state::{State, is_https};
use crate::status::ApplicationStatus;

/// Everything the association stores about the member's account and applications.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct MyData {
    /// When this copy was made (RFC 3339, UTC).
    pub exported_at: String,
    pub account: MyAccount,
    /// The applications sent with the account's address, newest first.
    pub applications: Vec<MyApplicationRecord>,
    /// The unfinished application kept for the member, as their browser saved it.
    #[oai(skip_serializing_if_is_none)]
    pub draft: Option<serde_json::Value>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct MyAccount {
    pub id: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub created_at: String,
    pub email_confirmed_at: Option<String>,
    /// Browsers and devices signed in to the account now.
    pub live_sessions: i64,
    /// The account's staff role (reviewer or admin), if any.
    #[oai(skip_serializing_if_is_none)]
    pub staff_role: Option<crate::role::Role>,
    /// Whether two-step verification is set up (its secret is never given out).
    pub two_step_verification: bool,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct MyApplicationRecord {
    pub reference: String,
    pub submitted_at: String,
    /// received, accepted or declined.
    pub status: ApplicationStatus,
    pub decided_at: Option<String>,
    pub decision_note: Option<String>,
    /// The form as it was sent, every field.
    pub answers: serde_json::Value,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", nullable_all, example)]
pub struct DeleteAccountRequest {
    pub current_password: Option<Text>,
}

impl Example for DeleteAccountRequest {
    fn example() -> Self {
        DeleteAccountRequest { current_password: Some(Text(EXAMPLE_PASSWORD.into())) }
    }
}

pub struct OwnDataApi {
    pub state: Arc<State>,
}

#[OpenApi(prefix_path = "/users/me", tag = "Tags::Users")]
impl OwnDataApi {
    /// A copy of everything stored about the signed-in member's account and the applications
    /// sent with its address. The member is told by mail that a copy was made.
    #[oai(path = "/data", method = "post", operation_id = "downloadMyData")]
    async fn download(&self, session: Session) -> Reply<MyData> {
        Reply::from_result(self.copy(session).await)
    }

    /// Delete the signed-in member's account, with the current password: every session ends and
    /// the account, its codes and links are deleted; applications are kept as the privacy notice
    /// states. Confirmed by mail.
    #[oai(path = "/delete", method = "post", operation_id = "deleteMyAccount")]
    async fn delete(
        &self,
        session: Session,
        request: &Request,
        cookies: &CookieJar,
        body: Json<DeleteAccountRequest>,
    ) -> Reply<Message> {
        Reply::from_result(self.remove(session, request, cookies, body.0).await)
    }
}

impl OwnDataApi {
    async fn copy(&self, session: Session) -> Result<MyData, Failure> {
        let state = &self.state;
        let now = state.clock.now();
        let member = session.member();
        state.limiter.take(&state.db, &DATA_COPIES_PER_ACCOUNT, &member.id, now).await??;
        let account = state
            .db
            .account_record(&member.id)
            .await?
            .ok_or_else(|| Failure::Unauthorized("You are not signed in.".into()))?;
        let applications = state.db.applications_of(&account.email).await?;
        let staff_role = state.db.role_of(&account.id).await?;
        let two_step_verification = state.db.factor_kinds(&account.id).await?.any();
        let draft = state.db.draft(&account.id).await?.map(|draft| {
            json!({ "answers": draft.answers, "step": draft.step, "savedAt": draft.saved_at })
        });
        let values = json!({
            "first_name": account.first_name,
            "when": crate::messages::human_time(member.language(), now),
            "change_password": member.language().page(&state.site_url, "account-settings"),
        });
        let notice =
            state.mailer.compose_in(member.language(), &account.email, "data_copy", &values)?;
        state.db.enqueue_mail(&notice, now).await?;
        Ok(MyData {
            exported_at: rfc3339(now),
            account: MyAccount {
                id: account.id,
                email: account.email,
                first_name: account.first_name,
                last_name: account.last_name,
                created_at: rfc3339(account.created_at),
                email_confirmed_at: account.email_confirmed_at.map(rfc3339),
                live_sessions: account.sessions,
                staff_role,
                two_step_verification,
            },
            applications: applications.into_iter().map(record).collect(),
            draft,
        })
    }

    async fn remove(
        &self,
        session: Session,
        request: &Request,
        cookies: &CookieJar,
        form: DeleteAccountRequest,
    ) -> Result<Message, Failure> {
        let state = &self.state;
        let now = state.clock.now();
        limit_client(state, &RESETS_PER_CLIENT, request, now).await?;
        let current = form.current_password.unwrap_or_default();
        if current.is_empty() {
            let errors = FieldErrors::from([(
                "currentPassword".into(),
                "Enter your current password to delete your account.".into(),
            )]);
            return Err(Failure::Invalid(errors));
        }
        let member = session.member();
        let row =
            password_guard::recheck_current_password(state, request, &member.id, current.0, now)
                .await?;
        // The paragraph about kept applications only for someone who sent any.
        let applications = state.db.applications_of(&row.email).await?.len();
        let values = json!({
            "first_name": row.first_name,
            "email": row.email,
            "when": crate::messages::human_time(row.language, now),
            "privacy": row.language.page(&state.site_url, "privacy"),
            "sent_applications": applications,
        });
        let goodbye =
            state.mailer.compose_in(row.language, &row.email, "account_deleted", &values)?;
        state.db.delete_account(&row.id, &goodbye, now).await?;
        let secure = is_https(state, request);
        cookies.add(expired(session_cookie("", secure)));
        cookies.add(expired(hint_cookie(secure)));
        Ok(Message {
            message:
                "Your account has been deleted. We have sent a confirmation to your email address."
                    .into(),
        })
    }
}

fn record(stored: StoredApplication) -> MyApplicationRecord {
    let answers = serde_json::to_value(&stored.answers).unwrap_or(serde_json::Value::Null);
    MyApplicationRecord {
        reference: stored.reference,
        submitted_at: rfc3339(stored.submitted_at),
        status: stored.status,
        decided_at: stored.decided_at.map(rfc3339),
        decision_note: stored.decision_note,
        answers,
    }
}
