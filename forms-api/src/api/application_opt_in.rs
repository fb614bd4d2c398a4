//! Double opt-in for applications: an application from an address that has not shown it is its
//! owner's waits until the link mailed to that address is followed, and only then reaches the
//! staff and is acknowledged. So a stranger cannot have the association mail someone else's
//! address with an acknowledgement (that mail carries a name cut short and a link, nothing else
//! the stranger wrote, and at most `APPLICATION_MAILS_PER_RECIPIENT` an hour reach one mailbox,
//! counted apart from the mail its owner asks for).

use poem_openapi::Object;
use poem_openapi::types::Example;
use serde_json::json;

use super::reply::Failure;
use crate::application::Application;
use crate::lifetimes::CONFIRMATION_SECONDS;
use crate::rate_limit::APPLICATION_MAILS_PER_RECIPIENT;
use crate::secrets;
use crate::state::State;

#[derive(Debug, Object)]
#[oai(nullable_all, example)]
pub struct ConfirmApplicationRequest {
    /// The token from the mailed link (`/confirm-application#token=...`).
    pub token: Option<super::text::Text>,
}

impl Example for ConfirmApplicationRequest {
    fn example() -> Self {
        let token = "c9f0f895fb98ab9159f51fd0297e236d8f14e45fceea167a5a36dedd4bea2543";
        ConfirmApplicationRequest { token: Some(super::text::Text(token.into())) }
    }
}

/// The link's message when it is unknown, used or expired.
pub const LINK_GONE: &str = "This confirmation link has expired or was already used. If your application has not reached us, please send it again.";

/// Keep the application until its address is confirmed, and mail the link that confirms it.
pub async fn hold(state: &State, application: &Application, now: i64) -> Result<(), Failure> {
    let mailbox = crate::rate_limit::mailbox(&application.email);
    let slot =
        state.limiter.take(&state.db, &APPLICATION_MAILS_PER_RECIPIENT, &mailbox, now).await??;
    let held = store_and_mail(state, application, now).await;
    if held.is_err() {
        // Nothing was stored or mailed (a busy or failing database): the hour's mails to the
        // address keep the slot, so the applicant's next try is not refused for this one.
        if let Err(error) = state.limiter.give_back(&state.db, slot).await {
            tracing::warn!(%error, "a mail slot of an application that was not stored was kept");
        }
    }
    held
}

/// Store the waiting application and queue the mail with its link, in one transaction.
async fn store_and_mail(state: &State, application: &Application, now: i64) -> Result<(), Failure> {
    let token = secrets::random_token();
    // The token travels in the fragment, which browsers never send to a server or in a Referer.
    let link =
        application.language().page(&state.site_url, &format!("confirm-application#token={token}"));
    let values = json!({
        "first_name": crate::letters::short_name(&application.first_name),
        "link": link,
    });
    let mail = state.mailer.compose_in(
        application.language(),
        &application.email,
        "confirm_application",
        &values,
    )?;
    state
        .db
        .insert_pending_application(
            &secrets::sha256_hex(&[&token]),
            &application.email,
            application,
            now + CONFIRMATION_SECONDS,
            &mail,
            now,
        )
        .await?;
    Ok(())
}

/// The application a link confirms, with its token's hash (for the group commit to delete it in
/// the transaction that stores the application); `LINK_GONE` when there is none.
pub async fn confirmed(
    state: &State,
    token: Option<&str>,
    now: i64,
) -> Result<(Application, String), Failure> {
    let token = token.map(str::trim).unwrap_or_default();
    if token.is_empty() {
        return Err(Failure::Invalid(
            [(
                "token".to_string(),
                "The confirmation link is incomplete. Open it again from the message.".to_string(),
            )]
            .into(),
        ));
    }
    let token_hash = secrets::sha256_hex(&[token]);
    let pending = state
        .db
        .pending_application(&token_hash, now)
        .await?
        .ok_or_else(|| Failure::Refused(LINK_GONE.into()))?;
    Ok((pending.answers, token_hash))
}
