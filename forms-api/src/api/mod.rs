//! The operations of the OpenAPI document, one module per resource.

pub mod application_filters;
pub mod application_opt_in;
pub mod application_rules;
pub mod applications;
pub mod confirmation;
pub mod cookies;
pub mod credential;
pub mod drafts;
pub mod health;
pub mod identity;
pub mod links;
pub mod own_data;
pub mod page_language;
pub mod passkeys;
pub mod password_guard;
pub mod recovery;
pub mod reply;
pub mod security_notice;
pub mod session;
pub mod staff_access;
pub mod staff_admin;
pub mod staff_applications;
pub mod text;
pub mod two_step;
pub mod two_step_app;
pub mod users;

use poem::Request;
use poem_openapi::Tags as TagsDerive;

use crate::rate_limit::Limit;
use crate::state::{State, client_key};
use reply::Failure;

/// Count one request of this client against `limit`; past it, the caller answers 429.
pub async fn limit_client(
    state: &State,
    limit: &Limit,
    request: &Request,
    now: i64,
) -> Result<(), Failure> {
    state.limiter.take(&state.db, limit, &client_key(state, request), now).await??;
    Ok(())
}

/// The language of the page a request comes from (the islands send it as `Accept-Language`).
pub fn request_language(request: &Request) -> crate::language::Language {
    crate::language::Language::from_accept_language(request.header("Accept-Language"))
}

#[derive(TagsDerive)]
pub enum Tags {
    /// Accounts, sessions and password recovery
    Users,
    /// Membership applications
    Applications,
    /// Service status
    Health,
    /// Two-step verification: an authenticator app or passkeys
    TwoStep,
    /// The staff workspace: applications, decisions, roles and the audit log. Every operation
    /// needs a staff role and a session that has passed two-step verification.
    Staff,
}
