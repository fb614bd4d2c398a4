//! Confirming an account's address: the link mailed at sign-up, following it, and asking for a
//! new one. What the owner of an address already signed up is told when someone signs up again
//! with it. No answer tells a stranger whether an address has an account.

use std::sync::Arc;

use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::types::Example;
use poem_openapi::{Object, OpenApi};

use super::reply::{Failure, Message, Reply};
use super::text::Text;
use super::{Tags, limit_client};
use crate::db::NewUser;
use crate::language::Language;
use crate::lifetimes::CONFIRMATION_SECONDS;
use serde_json::json;

use crate::error::Error;
use crate::mail::Outgoing;
use crate::rate_limit::{CONFIRMATIONS_PER_CLIENT, MAILS_PER_RECIPIENT};
use crate::rules::Checker;
use crate::secrets;
use crate::state::State;

#[derive(Debug, Object)]
#[oai(nullable_all, example)]
pub struct ConfirmEmailRequest {
    /// The token from the link in the confirmation mail (`/confirm-email#token=...`).
    pub token: Option<Text>,
}

impl Example for ConfirmEmailRequest {
    fn example() -> Self {
        ConfirmEmailRequest {
            token: Some(Text(
                "8f14e45fceea167a5a36dedd4bea2543c9f0f895fb98ab9159f51fd0297e236d".into(),
            )),
        }
    }
}

#[derive(Debug, Object)]
#[oai(nullable_all, example)]
pub struct ResendConfirmationRequest {
    pub email: Option<Text>,
}

impl Example for ResendConfirmationRequest {
    fn example() -> Self {
        ResendConfirmationRequest { email: Some(Text("ada@example.org".into())) }
    }
}

pub struct ConfirmationApi {
    pub state: Arc<State>,
}

#[OpenApi(prefix_path = "/users", tag = "Tags::Users")]
impl ConfirmationApi {
    /// Confirm an account's address with the token from the mailed link; the account can then
    /// sign in.
    #[oai(path = "/confirm-email", method = "post", operation_id = "confirmEmail")]
    async fn confirm_email(
        &self,
        request: &Request,
        body: Json<ConfirmEmailRequest>,
    ) -> Reply<Message> {
        Reply::from_result(self.confirm(request, body.0).await)
    }

    /// Mail a new confirmation link. The answer is the same whether or not the address has an
    /// account waiting for confirmation.
    #[oai(path = "/resend-confirmation", method = "post", operation_id = "resendConfirmation")]
    async fn resend_confirmation(
        &self,
        request: &Request,
        body: Json<ResendConfirmationRequest>,
    ) -> Reply<Message> {
        Reply::from_result(self.resend(request, body.0).await)
    }
}

impl ConfirmationApi {
    async fn confirm(
        &self,
        request: &Request,
        form: ConfirmEmailRequest,
    ) -> Result<Message, Failure> {
        let state = &self.state;
        let now = state.clock.now();
        limit_client(state, &CONFIRMATIONS_PER_CLIENT, request, now).await?;
        let token = form.token.unwrap_or_default();
        if token.is_empty() {
            return Err(Failure::Invalid(
                [(
                    "token".to_string(),
                    "The confirmation link is incomplete. Open it again from the message."
                        .to_string(),
                )]
                .into(),
            ));
        }
        match state.db.confirm_email(&secrets::sha256_hex(&[&token]), now).await? {
            Some(_) => Ok(Message {
                message: "Your email address is confirmed. You can now sign in.".into(),
            }),
            None => Err(Failure::Refused(
                "This confirmation link has expired or was already used. Ask for a new link below."
                    .into(),
            )),
        }
    }

    async fn resend(
        &self,
        request: &Request,
        form: ResendConfirmationRequest,
    ) -> Result<Message, Failure> {
        let state = &self.state;
        let now = state.clock.now();
        limit_client(state, &CONFIRMATIONS_PER_CLIENT, request, now).await?;
        let mut check = Checker::default();
        let email = check.email("email", form.email.as_deref());
        check.finish().map_err(Failure::Invalid)?;
        let mailbox = crate::rate_limit::mailbox(&email);
        state.limiter.take(&state.db, &MAILS_PER_RECIPIENT, &mailbox, now).await??;
        let message = format!(
            "If {} is waiting for confirmation, we have sent it a new link. It works for 48 hours.",
            crate::rules::shown_address(&email)
        );
        let state = Arc::clone(&self.state);
        tokio::spawn(async move {
            if let Err(error) = send_new_link(&state, &email, now).await {
                tracing::error!(%error, "could not send a confirmation link");
            }
        });
        Ok(Message { message })
    }
}

/// A sign-up that passed every rule, its password already hashed.
pub struct Signup {
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub password_hash: String,
    /// The language of the page it was sent from: the account's mail is written in it.
    pub language: Language,
}

/// Store a new, unconfirmed account and mail its confirmation link; for an address that already
/// has an account, change nothing and tell its owner instead.
pub async fn register(state: &State, signup: Signup, now: i64) -> Result<(), Error> {
    let id = secrets::random_id();
    let token = secrets::random_token();
    let link_mail = link_mail(state, &signup.email, &signup.first_name, signup.language, &token)?;
    let user = NewUser {
        id: &id,
        email: &signup.email,
        first_name: &signup.first_name,
        last_name: &signup.last_name,
        password_hash: &signup.password_hash,
        language: signup.language,
    };
    let stored = state
        .db
        .insert_user(
            &user,
            &secrets::sha256_hex(&[&token]),
            now + CONFIRMATION_SECONDS,
            &link_mail,
            now,
        )
        .await?;
    if stored {
        return Ok(());
    }
    // The owner is told in their own language, whatever the page of the attempt.
    let owner = state.db.user_by_email(&signup.email).await?;
    let language = owner.as_ref().map_or(signup.language, |owner| owner.language);
    let first_name = owner.map_or(signup.first_name, |owner| owner.first_name);
    let values = json!({
        "first_name": first_name,
        "sign_in": language.page(&state.site_url, "login"),
        "reset": language.page(&state.site_url, "forgot-password"),
    });
    let notice = state.mailer.compose_in(language, &signup.email, "signup_attempt", &values)?;
    Ok(state.db.enqueue_mail(&notice, now).await?)
}

/// After the right password of an unconfirmed account: a new link, within the bound of
/// confirmation mails an address receives, sent after the answer so that the answer takes as
/// long as a wrong password's.
pub fn remind(state: &Arc<State>, email: String, now: i64) {
    let state = Arc::clone(state);
    tokio::spawn(async move {
        let mailbox = crate::rate_limit::mailbox(&email);
        let slot = state.limiter.take(&state.db, &MAILS_PER_RECIPIENT, &mailbox, now).await;
        if let Ok(Ok(_)) = slot
            && let Err(error) = send_new_link(&state, &email, now).await
        {
            tracing::error!(%error, "could not send a confirmation link");
        }
    });
}

/// A new link for an account still waiting for confirmation; nothing for any other address.
async fn send_new_link(state: &State, email: &str, now: i64) -> Result<(), Error> {
    let Some(user) = state.db.user_by_email(email).await? else {
        return Ok(());
    };
    let token = secrets::random_token();
    let link_mail = link_mail(state, &user.email, &user.first_name, user.language, &token)?;
    state
        .db
        .replace_confirmation(
            &user.id,
            &secrets::sha256_hex(&[&token]),
            now + CONFIRMATION_SECONDS,
            &link_mail,
            now,
        )
        .await?;
    Ok(())
}

/// The mail with the link that confirms `email`.
fn link_mail(
    state: &State,
    email: &str,
    first_name: &str,
    language: Language,
    token: &str,
) -> Result<Outgoing, Error> {
    // The token travels in the fragment, which browsers never send to a server or in a Referer.
    let link = language.page(&state.site_url, &format!("confirm-email#token={token}"));
    let values = json!({ "first_name": crate::letters::short_name(first_name), "link": link });
    state.mailer.compose_in(language, email, "confirm_address", &values)
}
