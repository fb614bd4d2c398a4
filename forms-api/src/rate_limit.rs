//! Rate limits, counted in the database so they hold however many instances serve the site.
//! Each holds over every interval of its length (a sliding log of the last accepted events, see
//! `db::limits`), so a burst on each side of a clock's minute gets no more than one on either.
//! Taking a slot is one atomic statement (an upsert that refuses past the limit), done before the
//! work it guards, so requests arriving together cannot all pass a check made before any of them
//! is counted.

use crate::db::{self, Db};

pub struct Limit {
    pub name: &'static str,
    pub max: i64,
    pub window_seconds: i64,
}

pub const SIGN_INS_PER_CLIENT: Limit = Limit { name: "sign-in", max: 20, window_seconds: 60 };
pub const SIGN_UPS_PER_CLIENT: Limit = Limit { name: "sign-up", max: 20, window_seconds: 60 };
/// Account mails to one mailbox (sign-up links and notices, new confirmation links), whatever
/// the number of client addresses used. Counted whether or not the address has an account, so the
/// limit reveals nothing; counted by `mailbox`, so sub-addresses share it.
pub const MAILS_PER_RECIPIENT: Limit = Limit { name: "mail-to", max: 5, window_seconds: 3600 };
/// Links that confirm an application, to one mailbox: apart from `MAILS_PER_RECIPIENT`, so
/// applications a stranger sends in someone's name never stop that person signing up.
pub const APPLICATION_MAILS_PER_RECIPIENT: Limit =
    Limit { name: "application-mail-to", max: 5, window_seconds: 3600 };
/// Notices to the staff about single applications; past it they are gathered into a digest.
pub const STAFF_NOTICES: Limit = Limit { name: "staff-notice", max: 5, window_seconds: 3600 };
pub const CONFIRMATIONS_PER_CLIENT: Limit =
    Limit { name: "confirm-email", max: 20, window_seconds: 60 };
pub const RECOVERIES_PER_CLIENT: Limit =
    Limit { name: "forgot-password", max: 10, window_seconds: 60 };
pub const CODE_CHECKS_PER_CLIENT: Limit = Limit { name: "verify-otp", max: 20, window_seconds: 60 };
pub const RESETS_PER_CLIENT: Limit = Limit { name: "reset-password", max: 20, window_seconds: 60 };
pub const APPLICATIONS_PER_CLIENT: Limit =
    Limit { name: "submit-form", max: 30, window_seconds: 3600 };
/// Links followed to send on an application: as many as applications may be sent.
pub const APPLICATION_CONFIRMATIONS_PER_CLIENT: Limit =
    Limit { name: "confirm-application", max: 30, window_seconds: 3600 };
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
/// Recovery mails to one address, whoever asks for them. Apart from `MAILS_PER_RECIPIENT`, so
/// strangers spending that one cannot stop the owner's recovery; and each recovery mail carries a
/// link that lives as long as this window, so while strangers keep this one spent the latest mail
/// in the mailbox still gets the owner in. With five tries per code, also the bound on guessing
/// codes for one account (25 an hour): it holds with the rate limits switched off too.
pub const RECOVERY_MAILS_PER_RECIPIENT: Limit =
    Limit { name: "recovery-mail", max: 5, window_seconds: 3600 };
/// Codes checked for one account's second factor (from the app or recovery codes), right ones
/// given back: the bound on guessing a six-digit code (a guess in 200,000 each quarter hour).
/// Taken always, with the rate limits switched off too.
/// Counted for the app's codes typed in browsers that have not passed the account's second step
/// before; the owner's own browsers count apart (`SECOND_FACTOR_GUESSES_PER_DEVICE`), so whoever
/// holds the password and guesses cannot keep the owner out.
pub const SECOND_FACTOR_GUESSES_PER_ACCOUNT: Limit =
    Limit { name: "second-factor", max: 5, window_seconds: 900 };
/// App codes typed in one browser that has passed the account's second step before (subject
/// `account|device`).
pub const SECOND_FACTOR_GUESSES_PER_DEVICE: Limit =
    Limit { name: "second-factor-device", max: 5, window_seconds: 900 };
/// Codes of any kind tried in one session.
pub const SECOND_FACTOR_GUESSES_PER_SESSION: Limit =
    Limit { name: "second-factor-session", max: 5, window_seconds: 900 };
/// Recovery codes tried from one client address. A recovery code has about 49 bits, so no
/// account-wide ceiling is needed to make guessing hopeless, and none lets a stranger spend the
/// owner's way back in.
pub const RECOVERY_CODE_GUESSES_PER_CLIENT: Limit =
    Limit { name: "recovery-code", max: 10, window_seconds: 900 };

/// The key one mailbox is counted under, however the address is written: in any case, and
/// without a `+tag` sub-address (`Ada+1@Example.org` and `ada@example.org` reach one mailbox
/// at most providers).
pub fn mailbox(address: &str) -> String {
    let address = address.trim().to_lowercase();
    match address.rsplit_once('@') {
        Some((local, domain)) => {
            let local = local.split_once('+').map_or(local, |(base, _)| base);
            format!("{local}@{domain}")
        }
        None => address,
    }
}

/// The longest window of any limit: counters older than this are of no use.
pub const LONGEST_WINDOW_SECONDS: i64 = 3600;

impl Limit {
    /// The counter's key for `subject`.
    fn key(&self, subject: &str) -> String {
        format!("{}:{subject}", self.name)
    }
}

/// A log entry for an event at `now`: its time in ten digits and a random tag, so that giving
/// one slot back never removes another taken in the same second.
fn log_entry(now: i64) -> String {
    let tag = crate::secrets::random_token();
    let entry = format!("{:010}{};", now.clamp(0, 9_999_999_999), &tag[..5]);
    debug_assert_eq!(entry.len() as i64, db::limits::ENTRY_WIDTH);
    entry
}

/// Seconds until the caller may try again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryAfter(pub i64);

/// A slot taken under a limit, to give back when the event turns out not to count (a right
/// password).
#[derive(Debug)]
pub struct Slot {
    key: String,
    entry: String,
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
        self.take_always(db, limit, subject, now).await
    }

    /// As `take`, whether or not the rate limits are switched on: for bounds on guessing.
    pub async fn take_always(
        &self,
        db: &Db,
        limit: &Limit,
        subject: &str,
        now: i64,
    ) -> db::Result<Result<Option<Slot>, RetryAfter>> {
        let key = limit.key(subject);
        let entry = log_entry(now);
        let window_opens = now - limit.window_seconds;
        if db.take_slot(&key, &entry, now, window_opens, limit.max).await? {
            return Ok(Ok(Some(Slot { key, entry })));
        }
        crate::metrics::rate_limited(limit.name);
        // When the oldest event kept leaves the window, a slot is free again.
        let oldest = db.oldest_slot(&key).await?.unwrap_or(now);
        Ok(Err(RetryAfter((oldest + limit.window_seconds - now).max(1))))
    }

    /// Forget what `subject` has used of `limit`: the owner has shown who they are another way.
    pub async fn clear(&self, db: &Db, limit: &Limit, subject: &str) -> db::Result<()> {
        db.clear_slots(&limit.key(subject)).await
    }

    /// Give a slot back: the event it was taken for does not count against the limit.
    pub async fn give_back(&self, db: &Db, slot: Option<Slot>) -> db::Result<()> {
        match slot {
            Some(slot) => db.give_back_slot(&slot.key, &slot.entry).await,
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_entries_have_one_width_and_sort_by_time() {
        let (early, late) = (log_entry(1_767_225_600), log_entry(1_767_225_601));
        assert_eq!(early.len() as i64, crate::db::limits::ENTRY_WIDTH);
        assert!(early.starts_with("1767225600") && early.ends_with(';'));
        assert!(early < late);
        assert_ne!(log_entry(5), log_entry(5), "tags tell events of one second apart");
    }

    #[test]
    fn sub_addresses_and_case_are_one_mailbox() {
        for address in ["cannon+0@example.org", "Cannon+x+y@Example.ORG", " cannon@example.org"] {
            assert_eq!(super::mailbox(address), "cannon@example.org");
        }
        assert_eq!(super::mailbox("not-an-address"), "not-an-address");
    }

    #[test]
    fn no_window_is_longer_than_the_longest() {
        for limit in [
            &SIGN_INS_PER_CLIENT,
            &SIGN_UPS_PER_CLIENT,
            &MAILS_PER_RECIPIENT,
            &STAFF_NOTICES,
            &CONFIRMATIONS_PER_CLIENT,
            &RECOVERIES_PER_CLIENT,
            &CODE_CHECKS_PER_CLIENT,
            &RESETS_PER_CLIENT,
            &APPLICATIONS_PER_CLIENT,
            &APPLICATION_CONFIRMATIONS_PER_CLIENT,
            &PASSWORDS_PER_ACCOUNT_AND_CLIENT,
            &PASSWORDS_PER_ACCOUNT,
            &RECOVERY_MAILS_PER_RECIPIENT,
            &DATA_COPIES_PER_ACCOUNT,
            &SECOND_FACTOR_GUESSES_PER_ACCOUNT,
            &SECOND_FACTOR_GUESSES_PER_DEVICE,
            &SECOND_FACTOR_GUESSES_PER_SESSION,
            &RECOVERY_CODE_GUESSES_PER_CLIENT,
            &APPLICATION_MAILS_PER_RECIPIENT,
        ] {
            assert!(limit.window_seconds <= LONGEST_WINDOW_SECONDS, "{}", limit.name);
        }
    }
}
