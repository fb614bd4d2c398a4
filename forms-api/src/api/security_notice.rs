//! The mail that tells an account's owner their password changed: what, when, from which
//! address, and what to do if it was not them. It is committed with the change itself, so no
//! change goes unannounced, and someone who took an account over cannot do it unnoticed.

use poem::Request;
use serde_json::json;

use crate::db::UserRow;
use crate::error::Error;
use crate::letters::human_time;
use crate::mail::Outgoing;
use crate::state::{State, client_key};

/// How the password came to change.
#[derive(Debug, Clone, Copy)]
pub enum PasswordChange {
    /// In Account Settings, with the current password.
    InSettings,
    /// With a code or a link sent to the account's address.
    ByReset,
}

pub fn password_changed(
    state: &State,
    request: &Request,
    account: &UserRow,
    change: PasswordChange,
    now: i64,
) -> Result<Outgoing, Error> {
    let how = match change {
        PasswordChange::InSettings => "in Account Settings",
        PasswordChange::ByReset => "with a reset code or link sent to this address",
    };
    let values = json!({
        "first_name": account.first_name,
        "how": how,
        "when": human_time(now),
        "from": client_key(state, request),
        "reset": format!("{}forgot-password", state.site_url),
    });
    state.mailer.compose(&account.email, "password_changed", &values)
}

/// How an account's second factor came to change.
#[derive(Debug, Clone, Copy)]
pub enum FactorChange<'a> {
    /// Set up by the owner, with a first code from their app.
    SetUp,
    /// Reset by an admin (their address), for a lost phone.
    Reset { by: &'a str },
    /// New recovery codes, the old ones void.
    CodesRenewed,
    /// A passkey added by the owner (its name as they gave it).
    PasskeyAdded { name: &'a str },
    /// A passkey removed by the owner.
    PasskeyRemoved { name: &'a str },
    /// Turned off by the owner (members only: staff keep theirs).
    TurnedOff,
}

/// The mail that tells the owner their second factor changed, committed with the change.
pub fn second_factor_changed(
    state: &State,
    request: &Request,
    first_name: &str,
    email: &str,
    change: FactorChange<'_>,
    now: i64,
) -> Result<Outgoing, Error> {
    let (change, what) = match change {
        FactorChange::SetUp => ("set up", "was set up with an authenticator app".to_string()),
        FactorChange::CodesRenewed => (
            "given new recovery codes",
            "was given ten new recovery codes; the earlier ones no longer work".to_string(),
        ),
        FactorChange::PasskeyAdded { name } => {
            ("given a new passkey", format!("was given a new passkey, “{name}”"))
        }
        FactorChange::PasskeyRemoved { name } => {
            ("changed", format!("no longer accepts the passkey “{name}”, which was removed"))
        }
        FactorChange::TurnedOff => {
            ("turned off", "was turned off: signing in now needs your password alone".to_string())
        }
        FactorChange::Reset { by } => (
            "reset",
            format!(
                "was reset by an administrator ({by}): you will set it up again at your next \
                 visit to the staff workspace"
            ),
        ),
    };
    let values = json!({
        "first_name": first_name,
        "change": change,
        "what": what,
        "when": human_time(now),
        "from": client_key(state, request),
        "reset": format!("{}forgot-password", state.site_url),
    });
    state.mailer.compose(email, "second_factor_changed", &values)
}
