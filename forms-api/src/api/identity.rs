//! "It is really you" before what guards an account changes (GitHub's sudo mode): adding or
//! removing a passkey or an authenticator app and, for admins, granting, revoking and resetting
//! factors need the owner to have given their password (or passed a second-step check) in this
//! session within `RECENT_PROOF_SECONDS`. A stolen session alone cannot switch two-step
//! verification off or put the thief's own authenticator on the account. Operations that ask
//! for the password in their own body (changing it, turning two-step off, deleting the account)
//! check it there.

use std::sync::Arc;

use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::types::Example;
use poem_openapi::{Object, OpenApi};

use super::Tags;
use super::password_guard;
use super::reply::{Failure, Message, Reply};
use super::session::{Session, Signing};
use super::text::Text;
use crate::lifetimes::RECENT_PROOF_SECONDS;
use crate::state::State;

/// Said when an operation needs the owner to confirm it is them.
pub const CONFIRM_IT_IS_YOU: &str =
    "For your security, confirm it is you: enter your password, then try again.";

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", nullable_all, example)]
pub struct ConfirmIdentityRequest {
    pub current_password: Option<Text>,
}

impl Example for ConfirmIdentityRequest {
    fn example() -> Self {
        ConfirmIdentityRequest {
            current_password: Some(Text(super::users::EXAMPLE_PASSWORD.into())),
        }
    }
}

/// Refuse (403, code `confirm_identity`) unless the owner proved themselves in this session
/// within the last few minutes.
pub fn require_recent(state: &State, signing: &Signing) -> Result<(), Failure> {
    if state.clock.now() - signing.proved_at > RECENT_PROOF_SECONDS {
        return Err(Failure::ConfirmIdentity(CONFIRM_IT_IS_YOU.into()));
    }
    Ok(())
}

pub struct IdentityApi {
    pub state: Arc<State>,
}

#[OpenApi(prefix_path = "/users/me", tag = "Tags::Users")]
impl IdentityApi {
    /// Confirm it is you with the account's password: for the next ten minutes this session may
    /// change what guards the account (passkeys, the authenticator app, recovery codes and, for
    /// admins, staff roles), which otherwise answer 403 with the code `confirm_identity`.
    #[oai(path = "/confirm-identity", method = "post", operation_id = "confirmIdentity")]
    async fn confirm(
        &self,
        session: Session,
        request: &Request,
        body: Json<ConfirmIdentityRequest>,
    ) -> Reply<Message> {
        Reply::from_result(self.prove(session.signing(), request, body.0).await)
    }
}

impl IdentityApi {
    async fn prove(
        &self,
        signing: Signing,
        request: &Request,
        body: ConfirmIdentityRequest,
    ) -> Result<Message, Failure> {
        let state = &self.state;
        let now = state.clock.now();
        let password = body.current_password.map(|text| text.0).unwrap_or_default();
        if password.is_empty() {
            return Err(Failure::field("currentPassword", "Current password is required"));
        }
        password_guard::recheck_current_password(state, request, &signing.user.id, password, now)
            .await?;
        state.db.prove_identity(signing.session.hash(), now).await?;
        Ok(Message { message: "Thank you: you can go on.".into() })
    }
}
