//! How long what the service keeps about people lives: the operations that make these records and
//! the housekeeping that deletes them read the same numbers. (The privacy notice states them.)

/// How long a confirmation link works; an account still unconfirmed after it is deleted.
pub const CONFIRMATION_SECONDS: i64 = 48 * 3600;
/// A session unused this long ends.
pub const SESSION_IDLE_SECONDS: i64 = 7 * 24 * 3600;
/// How long after its last sign-in an address still counts as the owner's.
pub const KNOWN_CLIENT_SECONDS: i64 = 30 * 24 * 3600;
