//! Rate limits, counted in the database so they hold however many instances serve the site.
//! Fixed windows: simple, and enough to stop guessing and flooding. Taking a slot is one atomic
//! statement (an upsert that refuses past the limit), done before the work it guards, so requests
//! arriving together cannot all pass a check made before any of them is counted.

use crate::db::{self, Db};

pub struct Limit {
    pub name: &'static str,
    pub max: i64,
    pub window_seconds: i64,
}

pub const SIGN_INS_PER_CLIENT: Limit = Limit { name: "sign-in", max: 20, window_seconds: 60 };
pub const SIGN_UPS_PER_CLIENT: Limit = Limit { name: "sign-up", max: 20, window_seconds: 60 };
/// Sign-up mails (a confirmation link, or "someone tried to sign up") one address receives.
/// Counted whether or not the address has an account, so the limit reveals nothing.
pub const SIGN_UPS_PER_EMAIL: Limit = Limit { name: "sign-up-email", max: 5, window_seconds: 3600 };
pub const CONFIRMATIONS_PER_CLIENT: Limit =
    Limit { name: "confirm-email", max: 20, window_seconds: 60 };
pub const CONFIRMATION_MAILS_PER_EMAIL: Limit =
    Limit { name: "confirmation-mail", max: 3, window_seconds: 900 };
pub const RECOVERIES_PER_CLIENT: Limit =
    Limit { name: "forgot-password", max: 10, window_seconds: 60 };
pub const CODE_CHECKS_PER_CLIENT: Limit = Limit { name: "verify-otp", max: 20, window_seconds: 60 };
pub const RESETS_PER_CLIENT: Limit = Limit { name: "reset-password", max: 20, window_seconds: 60 };
pub const APPLICATIONS_PER_CLIENT: Limit =
    Limit { name: "submit-form", max: 30, window_seconds: 3600 };
/// Passwords checked for one account from one client address (subject `email|client`). A right
/// password gives its slot back, so only wrong ones use the allowance up.
pub const PASSWORDS_PER_ACCOUNT_AND_CLIENT: Limit =
    Limit { name: "password", max: 10, window_seconds: 900 };
/// Passwords checked for one account from every address that has not signed in to it lately:
/// the ceiling on guessing from many addresses. Addresses the owner signs in from are exempt, so
/// strangers reaching it never lock the owner out.
pub const PASSWORDS_PER_ACCOUNT: Limit =
    Limit { name: "password-account", max: 50, window_seconds: 900 };
/// Copies of a member's own data (each is also mailed about).
pub const DATA_COPIES_PER_ACCOUNT: Limit =
    Limit { name: "data-copy", max: 5, window_seconds: 3600 };
pub const CODES_PER_EMAIL: Limit = Limit { name: "codes", max: 5, window_seconds: 900 };

/// The longest window of any limit: counters older than this are of no use.
pub const LONGEST_WINDOW_SECONDS: i64 = 3600;

impl Limit {
    /// The counter's key for `subject` and the start of the window `now` falls in.
    fn counter(&self, subject: &str, now: i64) -> (String, i64) {
        (format!("{}:{subject}", self.name), now - now.rem_euclid(self.window_seconds))
    }
}

/// Seconds until the caller may try again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryAfter(pub i64);

/// A slot taken under a limit, to give back when the event turns out not to count (a right
/// password).
#[derive(Debug)]
pub struct Slot {
    key: String,
    window_start: i64,
}

pub struct Limiter {
    pub enabled: bool,
}

impl Limiter {
    /// Take one slot for `subject` (a client address, an e-mail address, or both), or refuse when
    /// the window's slots are gone.
    pub async fn take(
        &self,
        db: &Db,
        limit: &Limit,
        subject: &str,
        now: i64,
    ) -> db::Result<Result<Option<Slot>, RetryAfter>> {
        if !self.enabled {
            return Ok(Ok(None));
        }
        let (key, window_start) = limit.counter(subject, now);
        Ok(if db.take_slot(&key, window_start, limit.max).await? {
            Ok(Some(Slot { key, window_start }))
        } else {
            crate::metrics::rate_limited(limit.name);
            Err(RetryAfter(window_start + limit.window_seconds - now))
        })
    }

    /// Give a slot back: the event it was taken for does not count against the limit.
    pub async fn give_back(&self, db: &Db, slot: Option<Slot>) -> db::Result<()> {
        match slot {
            Some(slot) => db.give_back_slot(&slot.key, slot.window_start).await,
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_start_on_their_boundary() {
        let (key, start) = PASSWORDS_PER_ACCOUNT.counter("ada@example.org", 1_000_000);
        assert_eq!(key, "password-account:ada@example.org");
        assert_eq!(start, 1_000_000 - 1_000_000 % 900);
    }

    #[test]
    fn no_window_is_longer_than_the_longest() {
        for limit in [
            &SIGN_INS_PER_CLIENT,
            &SIGN_UPS_PER_CLIENT,
            &SIGN_UPS_PER_EMAIL,
            &CONFIRMATIONS_PER_CLIENT,
            &CONFIRMATION_MAILS_PER_EMAIL,
            &RECOVERIES_PER_CLIENT,
            &CODE_CHECKS_PER_CLIENT,
            &RESETS_PER_CLIENT,
            &APPLICATIONS_PER_CLIENT,
            &PASSWORDS_PER_ACCOUNT_AND_CLIENT,
            &PASSWORDS_PER_ACCOUNT,
            &CODES_PER_EMAIL,
            &DATA_COPIES_PER_ACCOUNT,
        ] {
            assert!(limit.window_seconds <= LONGEST_WINDOW_SECONDS, "{}", limit.name);
        }
    }
}
