//! The mail that tells an account's owner their password changed: what, when, from which
//! address, and what to do if it was not them. It is committed with the change itself, so no
//! change goes unannounced, and someone who took an account over cannot do it unnoticed.

use poem::Request;
use serde_json::json;

use super::session::User;
use crate::db::UserRow;
use crate::error::Error;
use crate::language::Language;
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

impl PasswordChange {
    /// The words of mail.ftl that tell it ("in Account Settings").
    fn key(self) -> &'static str {
        match self {
            PasswordChange::InSettings => "mail-password-in-settings",
            PasswordChange::ByReset => "mail-password-by-reset",
        }
    }
}

pub fn password_changed(
    state: &State,
    request: &Request,
    account: &UserRow,
    change: PasswordChange,
    now: i64,
) -> Result<Outgoing, Error> {
    let language = account.language;
    let how = crate::messages::say(language, change.key(), &[]);
    let values = json!({
        "first_name": account.first_name,
        "how": how,
        "when": crate::messages::human_time(language, now),
        "from": client_key(state, request),
        "reset": language.page(&state.site_url, "forgot-password"),
    });
    state.mailer.compose_in(language, &account.email, "password_changed", &values)
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

/// Whom a security notice goes to, and in which language.
pub struct Owner<'a> {
    pub first_name: &'a str,
    pub email: &'a str,
    pub language: Language,
}

impl<'a> From<&'a User> for Owner<'a> {
    fn from(user: &'a User) -> Self {
        Owner { first_name: &user.first_name, email: &user.email, language: user.language() }
    }
}

impl<'a> From<&'a UserRow> for Owner<'a> {
    fn from(row: &'a UserRow) -> Self {
        Owner { first_name: &row.first_name, email: &row.email, language: row.language }
    }
}

/// The mail that tells the owner their second factor changed, committed with the change, in
/// their language.
pub fn second_factor_changed(
    state: &State,
    request: &Request,
    owner: Owner<'_>,
    change: FactorChange<'_>,
    now: i64,
) -> Result<Outgoing, Error> {
    let Owner { first_name, email, language } = owner;
    let (change, what) = factor_change_words(language, change);
    let values = json!({
        "first_name": first_name,
        "change": change,
        "what": what,
        "when": crate::messages::human_time(language, now),
        "from": client_key(state, request),
        "reset": language.page(&state.site_url, "forgot-password"),
    });
    state.mailer.compose_in(language, email, "second_factor_changed", &values)
}

/// The subject's word for the change ("reset") and the sentence's account of it, in `language`
/// (mail.ftl's `mail-factor-<change>-subject` and `mail-factor-<change>`).
fn factor_change_words(language: Language, change: FactorChange<'_>) -> (String, String) {
    let (change, args): (&str, &[(&str, &str)]) = match change {
        FactorChange::SetUp => ("set-up", &[]),
        FactorChange::CodesRenewed => ("codes-renewed", &[]),
        FactorChange::PasskeyAdded { name } => ("passkey-added", &[("name", name)]),
        FactorChange::PasskeyRemoved { name } => ("passkey-removed", &[("name", name)]),
        FactorChange::TurnedOff => ("turned-off", &[]),
        FactorChange::Reset { by } => ("reset", &[("by", by)]),
    };
    let say = |key: String, args| crate::messages::say(language, &key, args);
    (say(format!("mail-factor-{change}-subject"), &[]), say(format!("mail-factor-{change}"), args))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_change_is_told_in_every_language() {
        let changes = [
            FactorChange::SetUp,
            FactorChange::CodesRenewed,
            FactorChange::PasskeyAdded { name: "Work laptop" },
            FactorChange::PasskeyRemoved { name: "Work laptop" },
            FactorChange::TurnedOff,
            FactorChange::Reset { by: "admin@example.org" },
        ];
        for language in Language::ALL {
            for change in changes {
                let (subject, sentence) = factor_change_words(language, change);
                assert!(
                    !subject.starts_with("mail-") && !sentence.starts_with("mail-"),
                    "{change:?}"
                );
                assert!(!sentence.contains('{'), "{language:?} {change:?}: {sentence}");
            }
            for change in [PasswordChange::InSettings, PasswordChange::ByReset] {
                assert!(crate::messages::is_said(language, change.key(), &[]), "{change:?}");
            }
        }
        let (_, named) =
            factor_change_words(Language::En, FactorChange::PasskeyAdded { name: "007" });
        assert_eq!(named, "was given a new passkey, “007”");
        let (_, added) = factor_change_words(Language::Fr, changes[2]);
        assert_eq!(added, "a été dotée d’une nouvelle clé d’accès, «\u{a0}Work laptop\u{a0}»");
    }
}
