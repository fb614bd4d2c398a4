//! Who may use the staff workspace: every staff operation first asks `require`, which checks the
//! account's role and that it has a second factor, on the service (the workspace's pages only
//! follow what it answers); `Session` has already refused a session that has not passed it.
//! Also `me`, which tells the workspace which step is next. Setting up and passing the second
//! factor are the account's own operations (`two_step_app`, `passkeys`).

use std::sync::Arc;

use poem::Request;
use poem_openapi::{Object, OpenApi};

use super::Tags;
use super::reply::{Failure, Reply};
use super::session::{Session, Signing, SigningIn, User};
use crate::audit::{Action, NewEntry};
use crate::state::{State, client_key};

pub use crate::role::Role;

pub const NOT_STAFF: &str =
    "This page is for the association's staff. Your account has no staff role.";
pub const ADMINS_ONLY: &str = "Only an administrator can do this.";
pub const SET_UP_FACTOR: &str = "Set up two-step verification before using the staff workspace.";

/// A staff member whose session has passed the second factor.
pub struct Staff {
    pub user: User,
    pub role: Role,
    pub client: String,
    signing: Signing,
}

impl Staff {
    /// Refuse, unless the staff member proved themselves in this session lately: for what
    /// changes who may do what (roles, second factors).
    pub fn require_recent(&self, state: &State) -> Result<(), Failure> {
        super::identity::require_recent(state, &self.signing)
    }

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

/// The staff member behind the request, if their role is at least `needed` and their account has
/// a second factor (which `Session` has seen this session pass); else 403 saying what is missing.
pub async fn require(
    state: &State,
    session: Session,
    request: &Request,
    needed: Role,
) -> Result<Staff, Failure> {
    let signing = session.signing();
    let user = signing.user.clone();
    let role = state.db.role_of(&user.id).await?;
    let Some(role) = role else {
        return Err(Failure::Forbidden(NOT_STAFF.into()));
    };
    if !state.db.factor_kinds(&user.id).await?.any() {
        return Err(Failure::Forbidden(SET_UP_FACTOR.into()));
    }
    if role < needed {
        return Err(Failure::Forbidden(ADMINS_ONLY.into()));
    }
    Ok(Staff { user, role, client: client_key(state, request), signing })
}

/// Where the signed-in account stands with the workspace.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct StaffStatus {
    pub user: User,
    /// The account's role; none for members.
    #[oai(skip_serializing_if_is_none)]
    pub role: Option<Role>,
    /// Whether two-step verification is set up (an authenticator app or a passkey).
    pub second_factor_set_up: bool,
    /// Whether this session has passed it.
    pub second_factor_passed: bool,
    /// Whether an authenticator app is set up.
    pub authenticator_app: bool,
    /// How many passkeys the account has.
    pub passkeys: i64,
    pub recovery_codes_left: i64,
    /// Whether the site can offer passkeys: not when it is served at an IP address.
    pub passkeys_available: bool,
}

pub struct StaffAccessApi {
    pub state: Arc<State>,
}

#[OpenApi(prefix_path = "/staff", tag = "Tags::Staff")]
impl StaffAccessApi {
    /// Where the signed-in account stands with the staff workspace: its role, and whether
    /// two-step verification is set up and passed in this session (answered to a session that
    /// has not passed it yet).
    #[oai(path = "/me", method = "get", operation_id = "staffStatus")]
    async fn me(&self, session: SigningIn) -> Reply<StaffStatus> {
        Reply::from_result(self.status(session).await)
    }
}

impl StaffAccessApi {
    async fn status(&self, session: SigningIn) -> Result<StaffStatus, Failure> {
        let db = &self.state.db;
        let signing = session.signing();
        let user = signing.user;
        let role = db.role_of(&user.id).await?;
        let kinds = db.factor_kinds(&user.id).await?;
        let recovery_codes_left = db.recovery_codes_left(&user.id).await?;
        Ok(StaffStatus {
            user,
            role,
            second_factor_set_up: kinds.any(),
            second_factor_passed: kinds.any() && !signing.pending,
            authenticator_app: kinds.app,
            passkeys: kinds.passkeys,
            recovery_codes_left,
            passkeys_available: crate::passkey::available(&self.state.site_url),
        })
    }
}
