//! Who may use the staff workspace: every staff operation first asks `require`, which checks the
//! session, the account's role and that this session has passed its second factor, on the
//! service (the workspace's pages only follow what it answers). Also the operations that set up
//! and pass the second factor, and `me`, which tells the workspace which of these steps is next.

use std::sync::Arc;

use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::types::Example;
use poem_openapi::{Enum, Object, OpenApi};

use super::Tags;
use super::reply::{Failure, Reply};
use super::security_notice::{FactorChange, second_factor_changed};
use super::session::{Session, User, token_hash};
use super::text::Text;
use crate::audit::{Action, NewEntry};
use crate::db::Enrolment;
use crate::rate_limit::SECOND_FACTOR_GUESSES_PER_ACCOUNT;
use crate::second_factor;
use crate::state::{State, client_key};

/// What a role allows: reviewers read and decide; admins also manage roles and read the log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Enum)]
#[oai(rename_all = "lowercase")]
pub enum Role {
    Reviewer,
    Admin,
}

impl Role {
    pub fn of(name: &str) -> Option<Role> {
        match name {
            "reviewer" => Some(Role::Reviewer),
            "admin" => Some(Role::Admin),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Role::Reviewer => "reviewer",
            Role::Admin => "admin",
        }
    }
}

pub const NOT_STAFF: &str =
    "This page is for the association's staff. Your account has no staff role.";
pub const ADMINS_ONLY: &str = "Only an administrator can do this.";
pub const SET_UP_FACTOR: &str = "Set up two-step verification before using the staff workspace.";
pub const PASS_FACTOR: &str =
    "Enter the code from your authenticator app before using the staff workspace.";
const WRONG_CODE: &str = "The code is incorrect or has been used already. Enter the current code \
     from your authenticator app, or one of your recovery codes.";

/// A staff member whose session has passed the second factor.
pub struct Staff {
    pub user: User,
    pub role: Role,
    pub client: String,
}

impl Staff {
    /// The audit entry for `action` on `subject` by this staff member.
    pub fn entry(&self, action: Action, subject: &str, detail: &str) -> NewEntry {
        NewEntry {
            actor: self.user.email.clone(),
            action,
            subject: subject.to_string(),
            detail: detail.to_string(),
            client: self.client.clone(),
        }
    }
}

/// The staff member behind the request, if their role is at least `needed` and their session has
/// passed the second factor; else 403 saying what is missing.
pub async fn require(
    state: &State,
    session: Session,
    request: &Request,
    needed: Role,
) -> Result<Staff, Failure> {
    let user = session.member();
    let role = state.db.role_of(&user.id).await?.as_deref().and_then(Role::of);
    let Some(role) = role else {
        return Err(Failure::Forbidden(NOT_STAFF.into()));
    };
    let factor = state.db.factor_of(&user.id).await?;
    if !factor.is_some_and(|factor| factor.confirmed) {
        return Err(Failure::Forbidden(SET_UP_FACTOR.into()));
    }
    let hash = token_hash(request).unwrap_or_default();
    if state.db.session_factor_at(&hash).await?.is_none() {
        return Err(Failure::Forbidden(PASS_FACTOR.into()));
    }
    if role < needed {
        return Err(Failure::Forbidden(ADMINS_ONLY.into()));
    }
    Ok(Staff { user, role, client: client_key(state, request) })
}

/// Where the signed-in account stands with the workspace.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct StaffStatus {
    pub user: User,
    /// The account's role; none for members.
    #[oai(skip_serializing_if_is_none)]
    pub role: Option<Role>,
    /// Whether two-step verification is set up.
    pub second_factor_set_up: bool,
    /// Whether this session has passed it.
    pub second_factor_passed: bool,
    pub recovery_codes_left: i64,
}

/// What setting up an authenticator app needs.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct FactorSetup {
    /// The secret as text, for apps set up by typing it (base32).
    pub secret: String,
    /// The `otpauth://` address the QR code holds.
    pub uri: String,
    /// The QR code, as SVG markup.
    pub qr_svg: String,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", nullable_all, example)]
pub struct CodeRequest {
    /// A six-digit code from the authenticator app, or (to pass) a recovery code.
    pub code: Option<Text>,
}

impl Example for CodeRequest {
    fn example() -> Self {
        CodeRequest { code: Some(Text("123456".into())) }
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

pub struct StaffAccessApi {
    pub state: Arc<State>,
}

#[OpenApi(prefix_path = "/staff", tag = "Tags::Staff")]
impl StaffAccessApi {
    /// Where the signed-in account stands with the staff workspace: its role, and whether
    /// two-step verification is set up and passed in this session.
    #[oai(path = "/me", method = "get", operation_id = "staffStatus")]
    async fn me(&self, session: Session, request: &Request) -> Reply<StaffStatus> {
        Reply::from_result(self.status(session, request).await)
    }

    /// Begin setting up two-step verification (staff only): a new secret for an authenticator
    /// app, as text and as a QR code. Replaces a set-up not finished; refused once set up.
    #[oai(path = "/second-factor/setup", method = "post", operation_id = "beginSecondFactor")]
    async fn begin(&self, session: Session) -> Reply<FactorSetup> {
        Reply::from_result(self.begin_setup(session).await)
    }

    /// Finish setting up with a first code from the app: answers ten single-use recovery codes,
    /// and this session has passed the second factor.
    #[oai(path = "/second-factor/confirm", method = "post", operation_id = "confirmSecondFactor")]
    async fn confirm(
        &self,
        session: Session,
        request: &Request,
        body: Json<CodeRequest>,
    ) -> Reply<FactorEnrolled> {
        Reply::from_result(self.confirm_setup(session, request, body.0).await)
    }

    /// Pass the second factor in this session with a code from the app (each accepted once) or
    /// a recovery code (each works once). Wrong codes are limited per account.
    #[oai(path = "/second-factor/verify", method = "post", operation_id = "verifySecondFactor")]
    async fn verify(
        &self,
        session: Session,
        request: &Request,
        body: Json<CodeRequest>,
    ) -> Reply<FactorPassed> {
        Reply::from_result(self.pass(session, request, body.0).await)
    }
}

impl StaffAccessApi {
    async fn status(&self, session: Session, request: &Request) -> Result<StaffStatus, Failure> {
        let db = &self.state.db;
        let user = session.member();
        let role = db.role_of(&user.id).await?.as_deref().and_then(Role::of);
        let set_up = db.factor_of(&user.id).await?.is_some_and(|factor| factor.confirmed);
        let passed = set_up
            && db.session_factor_at(&token_hash(request).unwrap_or_default()).await?.is_some();
        let recovery_codes_left = db.recovery_codes_left(&user.id).await?;
        Ok(StaffStatus {
            user,
            role,
            second_factor_set_up: set_up,
            second_factor_passed: passed,
            recovery_codes_left,
        })
    }

    async fn staff_role(&self, user: &User) -> Result<Role, Failure> {
        let role = self.state.db.role_of(&user.id).await?;
        role.as_deref().and_then(Role::of).ok_or_else(|| Failure::Forbidden(NOT_STAFF.into()))
    }

    async fn begin_setup(&self, session: Session) -> Result<FactorSetup, Failure> {
        let state = &self.state;
        let user = session.member();
        self.staff_role(&user).await?;
        let secret = second_factor::new_secret();
        if !state.db.begin_factor(&user.id, &secret, state.clock.now()).await? {
            return Err(Failure::Refused(
                "Two-step verification is set up already. An administrator can reset it.".into(),
            ));
        }
        let setup = second_factor::setup(&secret, &user.email)
            .ok_or_else(|| Failure::Internal("cannot make the authenticator set-up".into()))?;
        Ok(FactorSetup { secret: setup.secret, uri: setup.uri, qr_svg: setup.qr_svg })
    }

    async fn confirm_setup(
        &self,
        session: Session,
        request: &Request,
        body: CodeRequest,
    ) -> Result<FactorEnrolled, Failure> {
        let state = &self.state;
        let user = session.member();
        self.staff_role(&user).await?;
        let factor = state.db.factor_of(&user.id).await?;
        let Some(factor) = factor.filter(|factor| !factor.confirmed) else {
            return Err(Failure::Refused(
                "There is no set-up to finish: begin setting up two-step verification again."
                    .into(),
            ));
        };
        let slot = take_guess(state, &user).await?;
        let now = state.clock.now();
        let code = body.code.as_deref().unwrap_or("");
        let Some(step) = second_factor::matching_step(&factor.secret, code, now) else {
            return Err(wrong_code());
        };
        let (codes, hashes) = second_factor::new_recovery_codes_and_hashes();
        let entry = audit_entry(state, request, &user, Action::FactorEnrolled, "");
        let session_hash = token_hash(request).unwrap_or_default();
        let notice = second_factor_changed(
            state,
            request,
            &user.first_name,
            &user.email,
            FactorChange::SetUp,
            now,
        )?;
        let accepted = state
            .db
            .accept_step(
                &user.id,
                step,
                &session_hash,
                Some(Enrolment { recovery_hashes: &hashes, notice: &notice }),
                Some(&entry),
                now,
            )
            .await?;
        if !accepted {
            return Err(wrong_code());
        }
        state.limiter.give_back(&state.db, slot).await?;
        Ok(FactorEnrolled {
            message: "Two-step verification is set up. Keep your recovery codes somewhere safe: \
                      each signs you in once if you lose your phone."
                .into(),
            recovery_codes: codes,
        })
    }

    async fn pass(
        &self,
        session: Session,
        request: &Request,
        body: CodeRequest,
    ) -> Result<FactorPassed, Failure> {
        let state = &self.state;
        let user = session.member();
        self.staff_role(&user).await?;
        let factor = state.db.factor_of(&user.id).await?.filter(|factor| factor.confirmed);
        let Some(factor) = factor else {
            return Err(Failure::Forbidden(SET_UP_FACTOR.into()));
        };
        let slot = take_guess(state, &user).await?;
        let now = state.clock.now();
        let code = body.code.as_deref().unwrap_or("");
        let session_hash = token_hash(request).unwrap_or_default();
        let passed = if second_factor::is_recovery_code(code) {
            let entry = audit_entry(state, request, &user, Action::SignedIn, "recovery code");
            let hash = second_factor::recovery_code_hash(code);
            state.db.spend_recovery_code(&user.id, &hash, &session_hash, &entry, now).await?
        } else {
            match second_factor::matching_step(&factor.secret, code, now) {
                Some(step) => {
                    let entry =
                        audit_entry(state, request, &user, Action::SignedIn, "authenticator code");
                    state
                        .db
                        .accept_step(&user.id, step, &session_hash, None, Some(&entry), now)
                        .await?
                }
                None => false,
            }
        };
        if !passed {
            return Err(wrong_code());
        }
        state.limiter.give_back(&state.db, slot).await?;
        Ok(FactorPassed {
            message: "Verified.".into(),
            recovery_codes_left: state.db.recovery_codes_left(&user.id).await?,
        })
    }
}

/// Take one of the account's guesses at a code, or refuse: the bound holds with the rate limits
/// off too. A right code gives its slot back.
pub(super) async fn take_guess(
    state: &State,
    user: &User,
) -> Result<Option<crate::rate_limit::Slot>, Failure> {
    let now = state.clock.now();
    let taken = state
        .limiter
        .take_always(&state.db, &SECOND_FACTOR_GUESSES_PER_ACCOUNT, &user.id, now)
        .await?;
    Ok(taken?)
}

fn wrong_code() -> Failure {
    Failure::field("code", WRONG_CODE)
}

pub(super) fn audit_entry(
    state: &State,
    request: &Request,
    user: &User,
    action: Action,
    detail: &str,
) -> NewEntry {
    NewEntry {
        actor: user.email.clone(),
        action,
        subject: String::new(),
        detail: detail.to_string(),
        client: client_key(state, request),
    }
}
