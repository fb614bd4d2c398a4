//! How long what the service keeps about people lives: the operations that make these records and
//! the housekeeping that deletes them read the same numbers. (The privacy notice states them.)

/// How long a confirmation link works; an account still unconfirmed after it is deleted.
pub const CONFIRMATION_SECONDS: i64 = 48 * 3600;
/// A session ends this long after sign-in, however much it is used.
pub const SESSION_MAX_SECONDS: i64 = 30 * 24 * 3600;
/// A session unused this long ends.
pub const SESSION_IDLE_SECONDS: i64 = 7 * 24 * 3600;
/// How long after its last sign-in an address, or a browser (its device cookie), still counts as
/// the owner's: exempt from the account's ceiling on wrong passwords.
pub const KNOWN_CLIENT_SECONDS: i64 = 30 * 24 * 3600;
/// How long a recovery code works, from the browser that asked for it.
pub const RECOVERY_CODE_SECONDS: i64 = 10 * 60;
/// How long the link in a recovery mail works, from any browser: as long as the window of
/// `RECOVERY_MAILS_PER_RECIPIENT`, so whenever that bound refuses a new mail, the latest one sent
/// still holds a working link.
pub const RECOVERY_LINK_SECONDS: i64 = 3600;
/// How long after the owner last proved themselves in a session (the password, or a second-step
/// code) it may change what guards the account: factors, recovery codes, staff roles.
pub const RECENT_PROOF_SECONDS: i64 = 10 * 60;
