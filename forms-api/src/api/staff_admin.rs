//! What admins alone do in the workspace: grant and revoke roles, reset a staff member's second
//! factor, and read the audit log. Every change is written with its audit entry, together.

use std::sync::Arc;

use poem::Request;
use poem_openapi::param::Query;
use poem_openapi::payload::Json;
use poem_openapi::types::Example;
use poem_openapi::{Object, OpenApi};

use super::Tags;
use super::reply::{Failure, Message, Reply};
use super::security_notice::{FactorChange, second_factor_changed};
use super::session::Session;
use super::staff_access::{Role, require};
use super::text::Text;
use crate::audit::Action;
use crate::clock::rfc3339;
use crate::db::{AuditQuery, RoleChange};
use crate::rules::{shown_address, stored_address};
use crate::staff_commands::LAST_ADMIN;
use crate::state::State;

/// Rows of the audit log on a page.
pub const AUDIT_PAGE: i64 = 100;

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct StaffMember {
    pub email: String,
    pub name: String,
    pub role: Role,
    pub granted_at: String,
    /// An admin's address, or "command line".
    pub granted_by: String,
    pub second_factor_set_up: bool,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", nullable_all, example)]
pub struct GrantRequest {
    pub email: Option<Text>,
    pub role: Option<Role>,
}

impl Example for GrantRequest {
    fn example() -> Self {
        GrantRequest { email: Some(Text("grace@example.org".into())), role: Some(Role::Reviewer) }
    }
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", nullable_all, example)]
pub struct AccountRequest {
    pub email: Option<Text>,
}

impl Example for AccountRequest {
    fn example() -> Self {
        AccountRequest { email: Some(Text("grace@example.org".into())) }
    }
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AuditLine {
    pub seq: i64,
    pub at: String,
    pub actor: String,
    pub action: String,
    pub subject: String,
    pub detail: String,
    pub client: String,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AuditPage {
    pub entries: Vec<AuditLine>,
    /// Pass as `before` for older entries; none on the last page.
    #[oai(skip_serializing_if_is_none)]
    pub next: Option<i64>,
}

pub struct StaffAdminApi {
    pub state: Arc<State>,
}

#[OpenApi(prefix_path = "/staff", tag = "Tags::Staff")]
impl StaffAdminApi {
    /// Every staff member with their role (admins only).
    #[oai(path = "/roles", method = "get", operation_id = "listStaff")]
    async fn roles(&self, session: Session, request: &Request) -> Reply<Vec<StaffMember>> {
        Reply::from_result(self.members(session, request).await)
    }

    /// Give a confirmed account a role, or change it (admins only).
    #[oai(path = "/roles", method = "post", operation_id = "grantRole")]
    async fn grant(
        &self,
        session: Session,
        request: &Request,
        body: Json<GrantRequest>,
    ) -> Reply<Message> {
        Reply::from_result(self.give(session, request, body.0).await)
    }

    /// Take an account's role away (admins only; not one's own).
    #[oai(path = "/roles/revoke", method = "post", operation_id = "revokeRole")]
    async fn revoke(
        &self,
        session: Session,
        request: &Request,
        body: Json<AccountRequest>,
    ) -> Reply<Message> {
        Reply::from_result(self.take(session, request, body.0).await)
    }

    /// Remove a staff member's second factor, so they set it up again at their next visit
    /// (admins only): for a lost phone with no recovery code left.
    #[oai(path = "/second-factor/reset", method = "post", operation_id = "resetSecondFactor")]
    async fn reset_factor(
        &self,
        session: Session,
        request: &Request,
        body: Json<AccountRequest>,
    ) -> Reply<Message> {
        Reply::from_result(self.reset(session, request, body.0).await)
    }

    /// The audit log, newest first, a hundred entries a page (admins only).
    #[oai(path = "/audit", method = "get", operation_id = "readAuditLog")]
    async fn audit(
        &self,
        session: Session,
        request: &Request,
        action: Query<Option<String>>,
        actor: Query<Option<String>>,
        before: Query<Option<i64>>,
    ) -> Reply<AuditPage> {
        Reply::from_result(self.log(session, request, action.0, actor.0, before.0).await)
    }
}

fn address(email: Option<&Text>) -> Result<String, Failure> {
    let email = email.map(|text| stored_address(text)).unwrap_or_default();
    if email.is_empty() {
        return Err(Failure::field("email", "Enter the email address of the account."));
    }
    Ok(email)
}

impl StaffAdminApi {
    async fn members(
        &self,
        session: Session,
        request: &Request,
    ) -> Result<Vec<StaffMember>, Failure> {
        require(&self.state, session, request, Role::Admin).await?;
        let rows = self.state.db.staff().await?;
        Ok(rows
            .into_iter()
            .map(|row| StaffMember {
                email: shown_address(&row.email),
                name: format!("{} {}", row.first_name, row.last_name).trim().to_string(),
                role: row.role,
                granted_at: rfc3339(row.granted_at),
                granted_by: row.granted_by,
                second_factor_set_up: row.enrolled,
            })
            .collect())
    }

    async fn give(
        &self,
        session: Session,
        request: &Request,
        body: GrantRequest,
    ) -> Result<Message, Failure> {
        let staff = require(&self.state, session, request, Role::Admin).await?;
        staff.require_recent(&self.state)?;
        let email = address(body.email.as_ref())?;
        let role = body.role.ok_or_else(|| Failure::field("role", "Choose a role."))?;
        if email == staff.user.email {
            return Err(Failure::field(
                "email",
                "You cannot change your own role; ask another admin.",
            ));
        }
        let entry = staff.entry(Action::RoleGranted, &email, role.name());
        let now = self.state.clock.now();
        let db = &self.state.db;
        match db.grant_role(&email, role, &staff.user.email, now, Some(&entry)).await? {
            RoleChange::Done => {}
            RoleChange::NoSuchAccount => {
                return Err(Failure::field(
                    "email",
                    "No confirmed account has this address: the person signs up and confirms it first.",
                ));
            }
            RoleChange::LastAdmin => return Err(Failure::Refused(LAST_ADMIN.into())),
        }
        Ok(Message { message: format!("{} is now {}.", shown_address(&email), article(role)) })
    }

    async fn take(
        &self,
        session: Session,
        request: &Request,
        body: AccountRequest,
    ) -> Result<Message, Failure> {
        let staff = require(&self.state, session, request, Role::Admin).await?;
        staff.require_recent(&self.state)?;
        let email = address(body.email.as_ref())?;
        if email == staff.user.email {
            return Err(Failure::field(
                "email",
                "You cannot remove your own role; ask another admin.",
            ));
        }
        let entry = staff.entry(Action::RoleRevoked, &email, "");
        match self.state.db.revoke_role(&email, self.state.clock.now(), Some(&entry)).await? {
            RoleChange::Done => {}
            RoleChange::NoSuchAccount => {
                return Err(Failure::NotFound("This account has no staff role.".into()));
            }
            RoleChange::LastAdmin => return Err(Failure::Refused(LAST_ADMIN.into())),
        }
        Ok(Message { message: format!("{} no longer has a staff role.", shown_address(&email)) })
    }

    async fn reset(
        &self,
        session: Session,
        request: &Request,
        body: AccountRequest,
    ) -> Result<Message, Failure> {
        let staff = require(&self.state, session, request, Role::Admin).await?;
        staff.require_recent(&self.state)?;
        let email = address(body.email.as_ref())?;
        if email == staff.user.email {
            return Err(Failure::field(
                "email",
                "You cannot reset your own two-step verification; ask another admin.",
            ));
        }
        let entry = staff.entry(Action::FactorReset, &email, "");
        let state = &self.state;
        let now = state.clock.now();
        let Some(owner) = state.db.user_by_email(&email).await? else {
            return Err(Failure::NotFound(
                "This account has no two-step verification set up.".into(),
            ));
        };
        let change = FactorChange::Reset { by: &staff.user.email };
        let notice = second_factor_changed(state, request, (&owner).into(), change, now)?;
        if !state.db.reset_factor(&email, Some(&entry), &notice, now).await? {
            return Err(Failure::NotFound(
                "This account has no two-step verification set up.".into(),
            ));
        }
        Ok(Message {
            message: format!(
                "Two-step verification of {} has been reset: they set it up again at their next visit.",
                shown_address(&email)
            ),
        })
    }

    async fn log(
        &self,
        session: Session,
        request: &Request,
        action: Option<String>,
        actor: Option<String>,
        before: Option<i64>,
    ) -> Result<AuditPage, Failure> {
        require(&self.state, session, request, Role::Admin).await?;
        let action = action.filter(|a| !a.trim().is_empty());
        if action.as_deref().is_some_and(|action| Action::of(action).is_none()) {
            return Err(Failure::field("action", "There is no such action in the audit log."));
        }
        let actor = actor.map(|a| stored_address(&a)).filter(|a| !a.is_empty());
        let query = AuditQuery {
            action: action.as_deref(),
            actor: actor.as_deref(),
            before,
            limit: AUDIT_PAGE + 1,
        };
        let mut rows = self.state.db.audit_page(&query).await?;
        let more = rows.len() as i64 > AUDIT_PAGE;
        rows.truncate(AUDIT_PAGE as usize);
        let next = rows.last().filter(|_| more).map(|row| row.seq);
        Ok(AuditPage {
            entries: rows
                .into_iter()
                .map(|row| AuditLine {
                    seq: row.seq,
                    at: rfc3339(row.at),
                    actor: row.actor,
                    action: row.action,
                    subject: row.subject,
                    detail: row.detail,
                    client: row.client,
                })
                .collect(),
            next,
        })
    }
}

fn article(role: Role) -> &'static str {
    match role {
        Role::Reviewer => "a reviewer",
        Role::Admin => "an admin",
    }
}
