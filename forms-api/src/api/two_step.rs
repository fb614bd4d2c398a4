//! Two-step verification of an account, for staff (required) and members (their choice, in
//! Account Settings): where it stands, turning it off, and the types the operations share. The
//! authenticator app's operations are in `two_step_app`, the passkeys' in `passkeys`.

use std::sync::Arc;

use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::types::Example;
use poem_openapi::{Object, OpenApi};

use super::Tags;
use super::cookies;
use super::password_guard;
use super::reply::{Failure, Message, Reply};
use super::security_notice::{FactorChange, second_factor_changed};
use super::session::SessionKey;
use super::session::{Session, SigningIn, User};
use super::text::Text;
use crate::audit::{Action, NewEntry};
use crate::rate_limit::{
    RECOVERY_CODE_GUESSES_PER_CLIENT, SECOND_FACTOR_GUESSES_PER_ACCOUNT,
    SECOND_FACTOR_GUESSES_PER_DEVICE, SECOND_FACTOR_GUESSES_PER_SESSION, Slot,
};
use crate::second_factor;
use crate::state::{State, client_key};

/// Staff cannot turn theirs off or remove their last one.
pub const STAFF_KEEP_IT: &str = "Staff accounts keep two-step verification. An administrator can \
     reset it if you have lost your phone or passkey.";

/// Where the account and this session stand with two-step verification.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct TwoStepStatus {
    /// Whether this session has yet to pass the second factor to count as signed in.
    pub pending: bool,
    /// Whether an authenticator app is set up.
    pub authenticator_app: bool,
    /// The account's passkeys, oldest first.
    pub passkeys: Vec<PasskeySummary>,
    pub recovery_codes_left: i64,
    /// Whether the account must keep it (staff).
    pub required: bool,
    /// Whether the site can offer passkeys: not when it is served at an IP address.
    pub passkeys_available: bool,
}

/// A passkey as its owner sees it in the list.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PasskeySummary {
    /// The credential's id (base64url), to remove it by.
    pub id: String,
    pub name: String,
    /// When it was added (RFC 3339).
    pub created_at: String,
    /// When it was last used to sign in (RFC 3339).
    #[oai(skip_serializing_if_is_none)]
    pub last_used_at: Option<String>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", nullable_all, example)]
pub struct CodeRequest {
    /// A six-digit code from the authenticator app, or (to pass) a recovery code.
    pub code: Option<Text>,
    /// Keep the browser signed in for 30 days (as asked at sign-in).
    pub remember_me: Option<bool>,
}

impl Example for CodeRequest {
    fn example() -> Self {
        CodeRequest { code: Some(Text("123456".into())), remember_me: None }
    }
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct FactorEnrolled {
    pub message: String,
    /// Ten single-use codes, each good for one sign-in without the app: shown once, never again.
    pub recovery_codes: Vec<String>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct FactorPassed {
    pub message: String,
    pub recovery_codes_left: i64,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", nullable_all, example)]
pub struct TurnOffRequest {
    pub current_password: Option<Text>,
}

impl Example for TurnOffRequest {
    fn example() -> Self {
        TurnOffRequest { current_password: Some(Text("Analytical-Engine-1843".into())) }
    }
}

pub struct TwoStepApi {
    pub state: Arc<State>,
}

#[OpenApi(prefix_path = "/users/me/second-factor", tag = "Tags::TwoStep")]
impl TwoStepApi {
    /// Where the account stands with two-step verification, and whether this session has yet
    /// to pass it (answered to a session that has not).
    #[oai(path = "/", method = "get", operation_id = "secondFactorStatus")]
    async fn status(&self, session: SigningIn) -> Reply<TwoStepStatus> {
        let signing = session.signing();
        Reply::from_result(status(&self.state, &signing.user, signing.pending).await)
    }

    /// Turn two-step verification off (members only), with the account's password: the
    /// authenticator app, passkeys and recovery codes are removed, and the owner is told by mail.
    #[oai(path = "/turn-off", method = "post", operation_id = "turnOffSecondFactor")]
    async fn turn_off(
        &self,
        session: Session,
        request: &Request,
        body: Json<TurnOffRequest>,
    ) -> Reply<Message> {
        Reply::from_result(self.remove_all(session.member(), request, body.0).await)
    }
}

impl TwoStepApi {
    async fn remove_all(
        &self,
        user: User,
        request: &Request,
        body: TurnOffRequest,
    ) -> Result<Message, Failure> {
        let state = &self.state;
        if state.db.role_of(&user.id).await?.is_some() {
            return Err(Failure::Forbidden(STAFF_KEEP_IT.into()));
        }
        let now = state.clock.now();
        let password = body.current_password.map(|text| text.0).unwrap_or_default();
        if password.is_empty() {
            return Err(Failure::field("currentPassword", "Current password is required"));
        }
        password_guard::recheck_current_password(state, request, &user.id, password, now).await?;
        let change = FactorChange::TurnedOff;
        let notice = second_factor_changed(state, request, (&user).into(), change, now)?;
        if !state.db.reset_factor(&user.email, None, &notice, now).await? {
            return Err(Failure::Refused("Two-step verification is not turned on.".into()));
        }
        Ok(Message { message: "Two-step verification is turned off.".into() })
    }
}

/// Where `user` stands with two-step verification.
pub async fn status(state: &State, user: &User, pending: bool) -> Result<TwoStepStatus, Failure> {
    let db = &state.db;
    let kinds = db.factor_kinds(&user.id).await?;
    let passkeys = db.passkeys_of(&user.id).await?;
    Ok(TwoStepStatus {
        pending,
        authenticator_app: kinds.app,
        passkeys: passkeys
            .into_iter()
            .map(|row| PasskeySummary {
                id: row.credential_id,
                name: row.name,
                created_at: crate::clock::rfc3339(row.created_at),
                last_used_at: row.last_used_at.map(crate::clock::rfc3339),
            })
            .collect(),
        recovery_codes_left: db.recovery_codes_left(&user.id).await?,
        required: db.role_of(&user.id).await?.is_some(),
        passkeys_available: crate::passkey::available(&state.site_url),
    })
}

/// The slots a guess at a code took; a right code gives them back.
pub(super) struct Guess(Vec<Option<Slot>>);

impl Guess {
    pub(super) async fn give_back(self, state: &State) -> Result<(), Failure> {
        for slot in self.0 {
            state.limiter.give_back(&state.db, slot).await?;
        }
        Ok(())
    }
}

/// Take a guess at `code` for `user` in `session`, or refuse (429); the bounds hold with the
/// rate limits off too. Every code counts against the session. The app's six digits also count
/// against the account, apart for each browser that has passed its second step before, so a
/// stranger with the password who guesses wrong uses up only what strangers share: the owner,
/// in their own browser, still gets in (and anywhere with a recovery code, whose 49 bits need
/// no account-wide bound: it counts per client address).
pub(super) async fn take_guess(
    state: &State,
    request: &Request,
    user: &User,
    session: &SessionKey,
    code: &str,
) -> Result<Guess, Failure> {
    let now = state.clock.now();
    let (db, limiter) = (&state.db, &state.limiter);
    let mut slots = vec![
        limiter.take_always(db, &SECOND_FACTOR_GUESSES_PER_SESSION, session.hash(), now).await??,
    ];
    let taken = if second_factor::is_recovery_code(code) {
        let client = client_key(state, request);
        limiter.take_always(db, &RECOVERY_CODE_GUESSES_PER_CLIENT, &client, now).await?
    } else if let Some(device) = cookies::second_step_device(state, request, &user.id, now).await? {
        let subject = format!("{}|{device}", user.id);
        limiter.take_always(db, &SECOND_FACTOR_GUESSES_PER_DEVICE, &subject, now).await?
    } else {
        limiter.take_always(db, &SECOND_FACTOR_GUESSES_PER_ACCOUNT, &user.id, now).await?
    };
    match taken {
        Ok(slot) => slots.push(slot),
        Err(retry) => {
            Guess(slots).give_back(state).await?;
            return Err(retry.into());
        }
    }
    Ok(Guess(slots))
}

/// The audit entry for `action` by `user`, when they are staff: members' own steps are not
/// staff actions, and stay out of the log.
pub(super) async fn staff_entry(
    state: &State,
    request: &Request,
    user: &User,
    action: Action,
    detail: &str,
) -> Result<Option<NewEntry>, Failure> {
    if state.db.role_of(&user.id).await?.is_none() {
        return Ok(None);
    }
    Ok(Some(NewEntry {
        actor: user.email.clone(),
        action,
        subject: String::new(),
        detail: detail.to_string(),
        client: client_key(state, request),
    }))
}
