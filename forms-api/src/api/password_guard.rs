//! Checking a password (at sign-in, and the current one when changing it) under limits that
//! bound guessing without letting strangers lock the owner out:
//! - each account and client address pair has its own allowance, so failures from elsewhere never
//!   touch the owner's;
//! - addresses that have not signed in to the account lately share one ceiling per account, the
//!   bound on guessing from many addresses at once; addresses the owner signs in from, and
//!   browsers the owner signed in with (their device cookie), are exempt.
//!
//! Slots are taken before the hash is compared (the costly and decisive step), and a right
//! password gives them back, so only wrong ones use the allowances up.

use poem::Request;

use super::cookies;
use super::reply::Failure;
use crate::db::UserRow;
use crate::lifetimes::KNOWN_CLIENT_SECONDS;
use crate::rate_limit::{PASSWORDS_PER_ACCOUNT, PASSWORDS_PER_ACCOUNT_AND_CLIENT};

use crate::state::{State, client_key};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Right,
    Wrong,
    /// The right password of an account whose address is not confirmed yet: counted as a wrong
    /// one (its slots are not given back), so the limits do not tell the two apart either.
    Unconfirmed,
}

/// Compare `password` with the account of `email` (`user`, or none: unknown addresses are
/// compared with a decoy hash and counted the same way, so neither timing nor limits tell them
/// apart).
pub async fn verify(
    state: &State,
    request: &Request,
    email: &str,
    user: Option<&UserRow>,
    password: String,
    now: i64,
) -> Result<Verdict, Failure> {
    let db = &state.db;
    let client = client_key(state, request);
    let per_client = state
        .limiter
        .take(db, &PASSWORDS_PER_ACCOUNT_AND_CLIENT, &format!("{email}|{client}"), now)
        .await??;
    let known = match user {
        Some(user) if state.limiter.enabled => {
            db.is_known_client(&user.id, &client, now - KNOWN_CLIENT_SECONDS).await?
                || cookies::is_known_device(state, request, &user.id, now).await?
        }
        _ => false,
    };
    let per_account = if known {
        None
    } else {
        match state.limiter.take(db, &PASSWORDS_PER_ACCOUNT, email, now).await? {
            Ok(slot) => slot,
            Err(retry) => return Err(Failure::AccountBusy(retry)),
        }
    };
    let hash = user.map_or_else(|| state.passwords.decoy(), |user| user.password_hash.clone());
    let matches = state.passwords.verify(password, hash).await && user.is_some();
    if !matches {
        return Ok(Verdict::Wrong);
    }
    if user.is_some_and(|user| user.email_confirmed_at.is_none()) {
        return Ok(Verdict::Unconfirmed);
    }
    state.limiter.give_back(db, per_client).await?;
    state.limiter.give_back(db, per_account).await?;
    Ok(Verdict::Right)
}

/// The signed-in member's account, once they have given its current password again (to change
/// it, or to delete the account); a wrong one is refused on its field, counted like any sign-in.
pub async fn recheck_current_password(
    state: &State,
    request: &Request,
    member_id: &str,
    current: String,
    now: i64,
) -> Result<UserRow, Failure> {
    let row = state
        .db
        .user_by_id(member_id)
        .await?
        .ok_or_else(|| Failure::Unauthorized(super::session::SIGNED_OUT.into()))?;
    let verdict = verify(state, request, &row.email, Some(&row), current, now).await?;
    if verdict != Verdict::Right {
        let errors = crate::rules::FieldErrors::from([(
            "currentPassword".into(),
            "Your current password is incorrect.".into(),
        )]);
        return Err(Failure::Invalid(errors));
    }
    Ok(row)
}
